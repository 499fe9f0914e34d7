"""A he/she that does ``N more`` of its own earlier act (v12): ``Shelby's teacher gives out gold stars for great
math work. Yesterday, Shelby earned 4 gold stars. Today, she earned 3 more.``

Two entities agree with ``she`` (Shelby, and the teacher whose gender is not told), and the pronoun refuses.
But ``she earned 3 more`` says she earned more than she had earned: ``more`` after the same verb continues an
act of the subject's own (the reader already refuses ``Sam picked 5 apples. Tom picked 3 more apples.``, a
``more`` with no base of the actor's: check_more_without_base). So when the pronoun is the subject of ``<verb>
N more`` and exactly one agreeing candidate did that verb before, it is that one — and only when every other
candidate has no part in any counted statement at all (a scene names them, nothing else): a candidate who
gave, got or held anything may be the one meant, and the pronoun refuses as before.
"""
from __future__ import annotations

from domain.reader.antecedents import _parties


def continued_actor(ctx, cur, i: int, matches: list[str]) -> str | None:
    """The one candidate whose own earlier act ``<pronoun> <verb> N more`` continues (module doc), else None."""
    if ctx.story is None or cur.words[i] not in ("he", "she"):
        return None
    j = i + 1
    verbs = [s for s in cur.senses(j) if s.cls == "verb"] if j < cur.end else []
    if len(verbs) != 1:
        return None
    j += verbs[0].length
    if j >= cur.end or (cur.sense("num", j) is None and cur.sense("number", j) is None):
        return None
    if j + 1 >= cur.end or cur.sense("fn:more", j + 1) is None:
        return None
    lemma = verbs[0].entry.id
    doers = [m for m in matches if any(op.actor == m and op.lemma == lemma for op in ctx.story)]
    if len(doers) != 1:
        return None
    others = [m for m in matches if m != doers[0]]
    if any(m in _parties(op) for op in ctx.story for m in others):
        return None
    gender = "m" if cur.words[i] == "he" else "f"
    if ctx.entities.get(doers[0]) != gender and any(ctx.entities.get(m) == gender for m in others):
        # "Carson's mom … Carson earned 12. Today, she earned 23 more.": the mom is surely a "she", Carson
        # (a name of either gender) only may be: the pronoun's own agreement outweighs the "more"
        return None
    return doers[0]
