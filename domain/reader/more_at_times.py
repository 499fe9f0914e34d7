"""``more`` in an event told at a second time, asked about at that time (v13, ADR 0273).

    On Monday Tina read 4 books. On Tuesday she read 3 more books. How many books did she read on Tuesday?

``3 more books`` on Tuesday may be 3 books more on top of Monday's (additional: she read 3 on Tuesday) or 3
more than on Monday (comparative: she read 7 on Tuesday); ``This week she spent 3 hours more`` likewise. The
reader took ``more`` as additional and answered 3. English does not settle it once the two events sit at two
different times, so an event question that names a time refuses when the asked event at that time carries a
``more`` (with no ``than``: an explicit comparison is read as one) and the same holder did the same thing with
the same unit in an earlier sentence at another time (or at none). One time for both events (``Later on Monday
she read 3 more``), a question with no time, and an event with no ``more`` are read as before.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal

EVENT_QUESTIONS = ("event", "passive", "spend")


def _more(words: list[str]) -> bool:
    lowered = [w.lower() for w in words]
    return "more" in lowered and "than" not in lowered


def check_more_at_times(ops: list[Op], question, story: list[tuple[int, list[str]]]) -> None:
    """Refuse a time-scoped event question whose event at that time says ``more`` after the same event at
    another time (module doc)."""
    if question.kind == "period_difference" and question.item is not None:
        # v15 red team (ADR 0300): "Last year, Tom picked 4 eggs. This year, he picked 6 more eggs. How many more eggs
        # did Tom pick this year than last year?" answered 2 (6 on top); 6 more than last year's reads as well. The
        # periods compared are the question itself: a 'more' at either of them refuses
        question = msgspec.structs.replace(question, time="")
    elif question.kind not in EVENT_QUESTIONS or not question.time or question.item is None:
        return
    words = dict(story)
    asked = question.item.unit
    for op in ops:
        if op.kind not in ("gain", "lose") or op.item is None or op.item.unit != asked or (
                question.time and op.time != question.time):
            continue
        if question.lemma and op.lemma != question.lemma:
            continue
        if question.entity and op.actor != question.entity:
            continue
        if not _more(words.get(op.sentence, [])):
            continue
        for earlier in ops:
            if earlier.sentence < op.sentence and earlier.kind == op.kind and earlier.lemma == op.lemma \
                    and earlier.actor == op.actor and earlier.item is not None and earlier.item.unit == asked \
                    and earlier.time != op.time:
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "more_binding", sentence_index=op.sentence,
                                    frame="statement.more",
                                    detail="'more' at a second time: on top of the first time's or more than it?")
