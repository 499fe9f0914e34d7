"""``How many fewer <things> does|did A <verb> than B?`` (v15, ADR 0300): the difference question turned round.

    Mia has 8 crayons. Leo has 15 crayons. How many fewer crayons does Mia have than Leo?        15 − 8 = 7
    Sam picked 14 apples. Jill picked 9 apples. How many fewer apples did Jill pick than Sam?     14 − 9 = 5

``How many more <things> does A have than B?`` was read (A − B); ``fewer`` read only ``are there than``. The same
question with ``fewer`` asks B − A, so it is the v6 difference with its two sides exchanged, and every guard of that
question applies unchanged: a holding verb compares the holdings the story ends with (``now`` may close it); an
action verb compares what each one did, read only when each one's every statement about the things is an event of
exactly that verb (comparatives.require_events_of: a later loss, a gift, a start refuse). Refused:
- no ``than`` (``How many fewer apples did Jill pick?``: fewer than whom is not guessed);
- ``than`` without a second, different person after it, or anything after that person but ``does|did`` and the
  circumstance words a question may close with (a place, ``to``, ``from``, ``with`` refuse for an action verb);
- a verb that neither holds nor gains;
- ``did … have`` after either side's things changed (before or after the change? as the holding question
  ``How many apples did Tom have?`` refuses, story_order.py); ``does … have`` asks now and reads;
- a negative difference (A has more): the solver's and verifier's non-negative check of ``the asked difference``,
  as for ``how many more`` (no absolute value is guessed).
"""
from __future__ import annotations

from typing import Callable

from domain.reader.amounts import read_verb
from domain.reader.circumstances import unparsed
from domain.reader.comparatives import require_events_of
from domain.reader.graph import Question
from domain.reader.phrases import Context, Cursor, read_entity, read_item
from domain.reader.refusals import Reason
from domain.reader.story_order import _involves


def _refuse(cur: Cursor, detail: str):
    return unparsed(cur, "question", detail, Reason.UNPARSED_QUESTION, "frame.question_difference")


def check_did_have(cur: Cursor, ops: list, sides: list[tuple[str, str]]) -> None:
    """``Tom had 12 apples. Sam had 5 apples. Tom ate 3 apples. How many fewer apples did Sam have than Tom?``:
    ``did … have`` after a side's things changed asks before or after the change (story_order.py refuses the
    holding question ``How many apples did Tom have?`` so); each side is ``(holder, unit)``."""
    for who, unit in sides:
        stated = [op.sentence for op in ops if op.kind in ("hold", "compare_add", "compare_mul") and op.actor == who
                  and op.item is not None and op.item.unit == unit]
        if stated and any(_involves(op, who, unit) and op.sentence >= min(stated) for op in ops):
            raise unparsed(cur, "question.time", f"'did {who} have' after {who}'s {unit} changed: before or after?",
                           Reason.AMBIGUOUS_REFERENCE, "time_binding")


def parse_fewer_than(cur: Cursor, ctx: Context, si: int, ops: list, tail: Callable) -> Question:
    """After ``How many fewer``: the question, or the refusal main gave (``'how many fewer' is read only …``)."""
    item = read_item(cur, ctx)
    if item is None or not cur.take("fn:aux"):
        raise _refuse(cur, "'how many fewer' is read only as 'are there than' or '<things> does A have than B'")
    did = cur.words[cur.pos - 1] == "did"
    a = read_entity(cur, ctx)
    verb = read_verb(cur) if a is not None else None
    if verb is None or verb.category not in ("observe", "positive", "construct"):
        raise _refuse(cur, "'how many fewer' is read only as '<things> does|did A have|<gain verb> than B'")
    if not cur.take("fn:than"):
        raise _refuse(cur, "'how many fewer' without 'than'")
    b = read_entity(cur, ctx)
    if b is None or b == a:
        raise _refuse(cur, "expected a second, different entity after 'than'")
    cur.take("fn:aux")  # "than Sam did"
    circ = tail(cur, ctx)
    if not cur.at_end() or (verb.category != "observe" and (circ.place or circ.to or circ.source or circ.with_)):
        raise _refuse(cur, "words left after 'how many fewer … than B'")
    require_events_of(cur, ops, item.unit, (a, b), verb)
    if did and verb.category == "observe":
        check_did_have(cur, ops, [(a, item.unit), (b, item.unit)])
    return Question(kind="difference", sentence=si, entity=b, other=a, item=item)
