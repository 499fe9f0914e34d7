"""``They both brought them to school for a party.`` (reader v13, ADR 0265): where two people took what they made.

    Cindy's mom baked 1215 cookies. Paul's dad baked 1112 cookies. They both brought them to school for a party.
    How many cookies did they have altogether?                                                  1215 + 1112

``They both`` names exactly two people; in a story of exactly two people it is those two (``they`` alone, with
two people, is left unread: the two, or a group told some other way?). ``brought them to school`` takes all
their things somewhere: no one gets or loses any, so the sentence is read as a description that moves nothing
(a ``describe`` step of the bring verb, kept with its place). A question about the people's things reads as
before; a question about the place (``How many cookies are at school?``) finds nothing there and refuses.

Read only when all of this holds: the sentence is ``They both <bring verb> them to <place> [for a|an|the|their
[mods] <noun>]`` and nothing else; the story so far has exactly two entities, both people (a name or a person
noun, never a place), each the subject of a holding or gain; every thing told so far is of one unit (so
``them`` is those things); the place is a place noun of the pack that is no person (``to Tom``, ``to her
mom``: a giving, not read).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, noun_run

BRING = "verb.bring"


def _place_at(cur: Cursor, j: int, heads=("place",)):
    """``[the|a|an|their] [mods] <noun>`` of ``heads`` from token ``j`` (never a person): the noun run, or None."""
    if j < cur.end and cur.words[j] in ("the", "a", "an", "their"):
        j += 1
    got = noun_run(cur, j, heads)
    if got is None or getattr(got[1].entry, "person", False) or any(
            s.cls == "person" for s in cur.senses(got[2] - got[1].length)):
        return None
    return got


def parse_brought_along(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """Add a describe step for ``They both brought them to school …``; False (nothing consumed) otherwise."""
    if cur.end < 6 or cur.words[0] != "they" or cur.words[1] != "both":
        return False
    verb = cur.sense("verb", 2)
    if verb is None or verb.entry.id != BRING:
        return False
    j = 2 + verb.length
    if j + 2 >= cur.end or cur.words[j] != "them" or cur.words[j + 1] != "to":
        return False
    people = list(ctx.entities)
    if len(people) != 2 or any(ctx.entities[p] not in ("m", "f", "x") for p in people):
        return False
    acting = {op.actor for op in ops if op.kind in ("hold", "gain") and op.item is not None}
    units = {op.item.unit for op in ops if op.item is not None}
    if set(people) != acting or len(units) != 1:
        return False
    place = _place_at(cur, j + 2)
    if place is None:
        return False
    k = place[2]
    if k < cur.end and cur.words[k] == "for":
        purpose = _place_at(cur, k + 1, ("place", "unit"))
        if purpose is None or k + 1 >= cur.end or cur.words[k + 1] not in ("a", "an", "the", "their"):
            return False
        k = purpose[2]
    if k != cur.end:
        return False
    cur.pos = k
    ops.append(Op(kind="describe", lemma=BRING, sentence=cur.sentence.index, place=place[1].entry.id))
    return True
