"""``How many <things> did <holder> have before <he|she|holder> <verb> <the things|some|N things>?`` (reader v22,
ADR 0515).

``Sam had 5 apples. He bought 3 apples. How many apples did Sam have before he bought the apples?`` (5),
``Zora lost 25 marbles and now has 40 marbles. How many marbles did she have before she lost some?`` (65): the
clause names an event the story told of the asked holder; when nothing of the holder changed before it, the
holding before it is the first holding, as ``… at first?`` asks (before_events.py reads ``before the <verb noun>``
by the same rule, ADR 0260).

Read only when: the clause's subject is the asked holder (a name, or a pronoun that resolves to it); its verb is
the verb of the holder's events in exactly one sentence of the story (no other doer of that verb anywhere); its
object is ``the <things>`` or ``N <things>`` that event moved (N its amount), or ``some``/``any`` of the asked
things; and the holder took part in no event before it. Anything else refuses (``before his birthday``, ``before
he bought the kite`` after he earned money, ``before she gave them away``, ``before Tom bought …`` of Sam's).
"""
from __future__ import annotations

import msgspec

from domain.reader.amounts import read_verb
from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal

_STATES = ("hold", "describe")
_ANY = ("some", "any")


def take_before_clause(cur: Cursor) -> int:
    """``before <subject> …`` ending the question (after a ``did``): the cursor's end moved before ``before`` and
    the index of ``before`` returned; -1 (nothing changed) otherwise. ``before the <noun>`` is before_events.py's."""
    if "before" not in cur.wordset or "did" not in cur.wordset:
        return -1
    words = cur.words
    at = -1
    for i in range(cur.pos + 1, cur.end - 2):
        if words[i] == "before":
            if at >= 0:
                return -1  # two "before": not this form
            at = i
    if at < 0 or words[at + 1] == "the" or "did" not in words[cur.pos:at]:
        return -1
    cur.end = at
    return at


def settle_before_clause(cur: Cursor, ctx: Context, q: Question, at: int, ops: list[Op]) -> Question:
    """The question read up to ``before``: its holding becomes the first holding when the clause names the
    holder's first event (module doc); otherwise a refusal."""
    def refuse(detail: str) -> ReaderRefusal:
        return ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question_restriction",
                             sentence_index=cur.sentence.index, frame="question.before_clause", detail=detail)
    if q.kind not in ("holding", "initial") or q.time or q.place or not q.entity or q.item is None:
        raise refuse("'before <clause>' is read only in a holding question about one holder")
    end = at + 1
    for j in range(at + 1, len(cur.tokens)):  # the clause: up to its last word (the question mark left out)
        if cur.tokens[j].kind == "word":
            end = j + 1
    sub = Cursor(cur.lex, cur.sentence, at + 1, end)
    who = read_entity(sub, ctx)
    if who != q.entity:
        raise refuse("the clause after 'before' is not about the asked holder")
    verb = read_verb(sub)
    if verb is None:
        raise refuse("expected a verb after 'before <holder>'")
    doing = [n for n, op in enumerate(ops) if op.lemma == verb.id]
    if not doing or any(ops[n].actor != q.entity for n in doing if ops[n].actor) \
            or len({ops[n].sentence for n in doing}) != 1:
        raise refuse(f"'before <clause>' needs the holder's events of {verb.id} in exactly one sentence")
    moved = {ops[n].item.unit: ops[n].amount for n in doing if ops[n].item is not None and ops[n].actor == q.entity}
    if sub.take_word(*_ANY) is not None:
        if q.item.unit not in moved:
            raise refuse("'some' of things the event did not move")
    else:
        num = read_number(sub) if sub.take_word("the") is None else None
        thing = read_item(sub, ctx)
        if thing is None or thing.unit not in moved or (num is not None and (num[1] or
                                                                               fmt(num[0]) != moved[thing.unit])):
            raise refuse("the object after the verb is not what the named event moved")
    if not sub.at_end():
        raise refuse("words left after the clause after 'before'")
    for op in ops[:doing[0]]:
        if op.kind not in _STATES and q.entity in (op.actor, op.source, op.target, op.place, op.agent, *op.members):
            raise refuse("the holder did or was part of something before the named event")
    return msgspec.structs.replace(q, kind="initial")
