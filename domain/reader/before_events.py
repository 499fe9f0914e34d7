"""A holding asked before the story's one event of a verb (reader v13, ADR 0260).

``Christina just transferred $69 out of her bank account. As a result, the account now has $26935 in it.
How much money was in the account before the transfer?``: ``the transfer`` names the one transferring the
story tells, and nothing changed the account's money before it, so the money in the account before the
transfer is the account's first holding (26935 + 69 = 27004), as ``… at first?`` asks.

``before the <noun>`` ends the question; the noun is the base form of a pack verb (``transfer``, ``harvest``,
``sale`` is not one). Read only when the story tells exactly one event of that verb and no event before it
involved the asked holder other than as a stated holding (a gain, loss, move, price, rate … by, from, to
or at the holder): then the
holding before the event is the first holding. Another kind of question (an event asked ``before the
transfer``), no such event, two of them, or an earlier change of the holder refuse.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_STATES = ("hold", "describe")


def take_before_event(cur: Cursor) -> str:
    """``before the <verb noun>`` as the question's last words: the cursor's end moved before them and the verb
    lemma returned; "" (nothing changed) otherwise."""
    if "before" not in cur.wordset:
        return ""  # speed (ADR 0461): both forms need the word ``before`` in the sentence; without it nothing changes
    end = cur.end
    while end > cur.pos and cur.tokens[end - 1].kind != "word":
        end -= 1  # the question mark
    if end - 3 < cur.pos or cur.words[end - 3] != "before" or cur.words[end - 2] != "the":
        return _take_bare_before(cur, end)
    verb = cur.sense("verb", end - 1)
    if verb is None or verb.length != 1 or cur.words[end - 1] != verb.entry.forms[0]:
        return ""
    cur.end = end - 3
    return verb.entry.id


def settle_before_event(cur: Cursor, q: Question, lemma: str, ops: list[Op]) -> Question:
    """The question read up to ``before the <noun>``: a holding of someone becomes the first holding."""
    def refuse(detail: str) -> ReaderRefusal:
        return ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question_restriction",
                             sentence_index=cur.sentence.index, frame="question.before_event", detail=detail)
    if q.kind not in ("holding", "initial") or q.time or q.place or not q.entity or q.item is None:
        raise refuse("'before the <event>' is read only in a holding question")
    events = [n for n, op in enumerate(ops) if op.lemma == lemma]
    if len(events) != 1:
        raise refuse(f"'before the <event>' needs exactly one {lemma} event in the story")
    for op in ops[:events[0]]:
        if op.kind not in _STATES and q.entity in (op.actor, op.source, op.target, op.place, op.agent, *op.members):
            raise refuse("the holder did or was part of something before the named event")
    return msgspec.structs.replace(q, kind="initial")


BARE = "_before"
"""What take_before_event returns for a bare ``before`` (no verb lemma starts with ``_``)."""


def _take_bare_before(cur: Cursor, end: int) -> str:
    """v16: ``… did <holder> have before?``: the cursor's end moved before ``before``; BARE, or "" (nothing changed)."""
    if end - 2 < cur.pos or cur.words[end - 1] != "before" or cur.words[end - 2] != "have" \
            or "did" not in cur.words[cur.pos:end - 2]:
        return ""
    cur.end = end - 1
    return BARE


def settle_bare_before(cur: Cursor, q: Question, ops: list[Op]) -> Question:
    """v16 (ADR 0340): the holding before the one event the asked holder took part in is the first holding."""
    def refuse(detail: str) -> ReaderRefusal:
        return ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question_restriction",
                             sentence_index=cur.sentence.index, frame="question.before_event", detail=detail)
    if q.kind not in ("holding", "initial") or q.time or q.place or not q.entity or q.item is None:
        raise refuse("a bare 'before' is read only in a holding question")
    events = [op for op in ops if op.kind not in _STATES
              and q.entity in (op.actor, op.source, op.target, op.place, op.agent, *op.members)]
    if len(events) != 1:
        raise refuse(f"a bare 'before' with {len(events)} events of the holder: before which?")
    return msgspec.structs.replace(q, kind="initial")
