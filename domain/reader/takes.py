"""``While on vacation, Nancy took 49 pictures at the zoo.`` (v6): a ``take`` that names no source, in a
story where nobody but the taker ever has, gets or loses that kind of thing, takes from outside the story.

Since v2 such a take took from the one other holder (decided when solving), and refused with none. A story
with no other party at all for the unit cannot mean anyone in it: the taker gains the things and nobody in
the story loses any. Decided over the whole text, not just the sentences before, so a later ``There were
20 apples in the basket at first`` keeps the old reading (from the basket? refuse). Places where the taking
happened are not parties (``at the zoo``); any other entity on an operation of that unit — actor, target,
source, agent, or a holder at a place — keeps the implied source.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import ONLY_HOLDER, Item, Op
from domain.reader.refusals import Reason, ReaderRefusal


def settle_takes(ops: list[Op]) -> list[Op]:
    out = []
    for op in ops:
        if op.kind == "gain" and op.source == ONLY_HOLDER and op.item is not None:
            parties = {p for o in ops if o.item is not None and o.item.unit == op.item.unit
                       for p in (o.actor, o.target, o.source, o.agent)} - {"", ONLY_HOLDER}
            if parties == {op.actor}:
                op = msgspec.structs.replace(op, source="")
        out.append(op)
    return out


def take_away_own(cur, ops: list[Op], subject: str, item: Item) -> None:
    """``Charles has 25 Skittles. He takes 7 away.`` (v6 red team 3b): ``take … away`` by someone who already
    has such things may remove 7 of his own (18) or bring 7 more from somewhere (32: the reader's answer, as
    ``settle_takes`` found no other party). Refused when ``away`` (closed-class adverb) came in the sentence
    before the clause's end and the taker already held, got or lost that kind of thing."""
    if "away" not in cur.words[:cur.pos] or item is None:
        return
    if any(op.item is not None and op.item.unit == item.unit and subject in (op.actor, op.target) for op in ops):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "frame.transfer_source", sentence_index=cur.sentence.index,
                            frame="statement.object",
                            detail=f"{subject} takes away {item.unit} while holding some: own ones or more?")


def may_be_own(cur, ops: list[Op], subject: str, verb, item: Item | None) -> None:
    """``Sam took 27 pictures. He uploaded 5 pictures to Facebook.`` / ``Roger made 59 dollars. He saved 5
    dollars.`` (red13): read as a gain (v8, ADR 0119: ``uploaded 79 pictures to Facebook``, the pictures she
    then sorts; v6: ``had saved up 21 dollars``) the 5 were added to the 27 (32; he has 27) or the 59. An
    upload copies things and a saving may keep a part of what was earned: when the actor already held, got or
    lost that kind of thing by another verb, the 5 may be among them, and the clause is refused. The verbs are
    told by the pack role ``may_own`` on their first word; earlier events of the same verb are other ones
    (``uploaded 10 pictures … uploaded 5 more``), counted as any events are."""
    if item is None or not any(s.cls == "fn:may_own" for s in cur.lex.senses_at([verb.forms[0]], 0)):
        return
    if any(op.item is not None and op.item.unit == item.unit and subject in (op.actor, op.target)
           and op.lemma != verb.id for op in ops):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "frame.transfer_source", sentence_index=cur.sentence.index,
                            frame="statement.object",
                            detail=f"{subject} {verb.forms[0]}s {item.unit} after having some: own ones or more?")
