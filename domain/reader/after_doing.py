"""``After <doing> …,`` opening a statement: the doing happened, of an amount the text does not tell (v13, ADR 0263).

    A farmer started the day with 8.75 buckets of seeds. After spending the morning sowing seeds, she now has 6
    buckets. How many buckets of seeds did the farmer sow?                                       8.75 − 6 = 2.75

``After sowing seeds, she has 6 buckets`` says two things: she sowed seeds (some), and then she had 6 buckets. The
first is an event of the verb whose gerund it is (``sowing`` → ``sow``), by the clause's subject, of an amount
not told: read as ``she sowed some <of her seeds>``, an unknown the later holding fixes. Its things are the
subject's one holding of that stuff told before (``8.75 buckets of seeds``: some buckets of seeds), since ``seeds``
without a number names the seeds she has.

The opener: ``After [spending <the morning|the afternoon|the evening|the day>] <V-ing> <bare plural or mass noun>
,`` at the very start of a statement, where ``V-ing`` is the gerund of exactly one pack verb that gains or loses
(ended_up.py's reading of a gerund), and then a subject the clause names (a pronoun or a name). The event goes
right before the clause's own operations. Refused: a number in the opener, another verb kind (``After seeing
birds``), no holding of that stuff by the subject before, or two (``2 bags of seeds`` and ``3 boxes of seeds``),
a subject that is no person read here, anything else between the opener and the comma.
"""
from __future__ import annotations

from domain.reader.amounts import GAIN, LOSS
from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, noun_run
from domain.reader.refusals import Reason, ReaderRefusal

_SPANS = frozenset({"morning", "afternoon", "evening", "day"})


class Doing:
    def __init__(self, verb, gerund: str, unit: str, sentence: int):
        self.verb, self.gerund, self.unit, self.sentence = verb, gerund, unit, sentence


def _gerund_verb(cur: Cursor, i: int):
    """The one pack verb (gain or loss) whose gerund is the word at ``i``, or None."""
    word = cur.words[i]
    if not word.endswith("ing") or len(word) < 5:
        return None
    stem = word[:-3]
    found = {}
    for s in (stem, stem + "e", stem[:-1] if len(stem) >= 2 and stem[-1] == stem[-2] else ""):
        if not s:
            continue
        for v in cur.lex.pack.verbs:
            if s in v.forms:
                found[v.id] = v
    if len(found) != 1:
        return None
    verb = next(iter(found.values()))
    return verb if verb.category in (*GAIN, *LOSS) else None


def take_after_doing(cur: Cursor) -> Doing | None:
    """The opener at the start of a statement (consumed), or None (nothing consumed)."""
    if cur.pos != 0 or cur.sentence.question or cur.peek_word() != "after":
        return None
    start = cur.pos
    cur.pos += 1
    if cur.peek_word() == "spending":
        if cur.peek_word(1) != "the" or cur.peek_word(2) not in _SPANS:
            cur.pos = start
            return None
        cur.pos += 3
    verb = _gerund_verb(cur, cur.pos) if cur.pos < cur.end else None
    if verb is None:
        cur.pos = start
        return None
    gerund = cur.words[cur.pos]
    cur.pos += 1
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[0] or (got[1].form != "pl" and not cur.lex.unit_by_id[got[1].entry.id].family.startswith(
            "mass_noun_")):
        cur.pos = start
        return None
    cur.pos = got[2]
    nxt = cur.peek_word(1)
    if cur.peek_word() != "," or not (nxt in ("he", "she", "they") or cur.sense("name", cur.pos + 1) is not None):
        cur.pos = start
        return None
    cur.pos += 1
    return Doing(verb, gerund, got[1].entry.id, cur.sentence.index)


def doing_op(cur: Cursor, ctx: Context, subject: str, doing: Doing, ops: list[Op]) -> Op:
    """The doing as the subject's event of an unknown amount of its one holding of that stuff told before."""
    held = []
    for op in ops:
        if op.item is None or op.actor != subject or op.kind not in ("hold", "gain", "lose"):
            continue
        stuff = {m[3:] for m in op.item.mods if m.startswith("of:unit.")}
        if (op.item.unit == doing.unit and not stuff) or doing.unit in stuff:
            if op.item not in held:
                held.append(op.item)
    if len(held) != 1:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=doing.sentence,
                            frame="statement.after_doing",
                            detail=f"'after {doing.gerund} …': {len(held)} holdings of that stuff by {subject}")
    kind = "gain" if doing.verb.category in GAIN else "lose"
    return Op(kind=kind, lemma=doing.verb.id, sentence=doing.sentence, actor=subject, item=held[0],
              amount=ctx.new_unknown())
