"""``A restaurant served 9 pizzas during lunch and 6 during dinner today. How many pizzas were served today?``
(v12, ADR 0232): meals and other parts of a day told with the day they belong to, asked for the whole day.

Each clause is stamped with its own times (clause_times.py), so the lunch clause carried ``during lunch`` and the
dinner clause ``during dinner`` and ``today``; a question about ``today`` then refused (the dinner's stamp shares
``today`` with the question but is not equal to it, and the lunch clause names no day). Yet a part of a day (a
meal, the morning, the afternoon, the evening) told in one sentence with one day at its end is a part of that day
in every clause of the sentence: lunch and dinner both happened today. And ``How many … today?`` asks about all
of today, so every event of a part of today is counted: the events are given the question's day as their time.

Read only when
- the question asks about exactly one day (``today``, ``yesterday``, ``tomorrow``, a weekday), and
- a sentence's operations are all events (gains, losses, transfers), each with exactly one part of a day, and
  either each with that day too or only the last clause with it (``… and 6 during dinner today``), and no other
  time.
Any other event of those things with a part of a day but no day (``It served 5 pizzas during breakfast.``:
which day?) refuses (``time_binding``), as does a sentence whose day is told on a clause that is not the last
(``9 during lunch today and 6 during dinner``: is dinner today?). Questions with no time read as before.

A question about a part of a day (``How many … during lunch?``) counted only the events stamped exactly so (an
older latent wrong answer the red team found once the gapped ``5 during dinner`` after ``slices of pie`` was
read): it now refuses beside an event of a whole day with no part (``It served 20 on Tuesday``), the same meal
said another way (``for lunch``) or a meal beside a span of the day (``in the evening`` / ``during dinner``).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_PART_WORDS = frozenset({"breakfast", "lunch", "dinner", "supper", "morning", "afternoon", "evening"})
"""Closed-class nouns naming a part of one day (meals and the day's spans)."""

_DAY_WORDS = frozenset({"today", "yesterday", "tomorrow", "monday", "tuesday", "wednesday", "thursday", "friday",
                        "saturday", "sunday"})
"""Closed-class words naming one whole day."""

_FRAME = frozenset({"on", "in", "at", "for", "during", "the"})
_EVENTS = ("gain", "lose", "transfer")


def _content(part: str) -> tuple[str, ...]:
    """``time.during_lunch=during lunch`` → ``("lunch",)``: a stamp part's words without their frame."""
    return tuple(w for w in part.partition("=")[2].split() if w not in _FRAME)


def _is_part(part: str) -> bool:
    words = _content(part)
    return len(words) == 1 and words[0] in _PART_WORDS


def _is_day(part: str) -> bool:
    words = _content(part)
    return len(words) == 1 and words[0] in _DAY_WORDS


_MEALS = {"breakfast": "breakfast", "lunch": "lunch", "dinner": "dinner", "supper": "dinner"}
"""Meals are distinct parts of a day (``supper`` is ``dinner``); the spans (morning, afternoon, evening) are
distinct from each other, but a meal may fall in any span."""


def _distinct_parts(a: str, b: str) -> bool:
    """Whether two parts of a day (stamp parts) surely do not overlap: two different meals or two different spans.
    The same word said another way (``for lunch`` / ``during lunch``) or a meal and a span (``during dinner`` / ``in
    the evening``) may be the same time."""
    wa, wb = _content(a)[0], _content(b)[0]
    if (wa in _MEALS) != (wb in _MEALS):
        return False
    return _MEALS.get(wa, wa) != _MEALS.get(wb, wb)


def _check_part_question(ops: list[Op], q: Question) -> None:
    """red team (ADR 0232): ``How many … during lunch?`` counted only the events stamped exactly so, leaving out a
    whole day's events (``It served 20 on Tuesday``: some at lunch?), the same meal said another way (``for
    lunch``) and a span that may hold the meal (``in the afternoon``). Each of those may or may not be part of the
    asked time, so the question refuses (the question's own day, if any, is matched as before)."""
    asked = [p for p in q.time.split("|") if _is_part(p)]
    if len(asked) != 1:
        return
    for op in ops:
        if op.kind not in _EVENTS or not op.time:
            continue
        stamp = op.time.split("|")
        parts = [p for p in stamp if _is_part(p)]
        if op.time == q.time or asked[0] in parts and not (set(stamp) - set(q.time.split("|"))):
            continue
        if not parts and all(_is_day(p) for p in stamp) or any(
                p != asked[0] and not _distinct_parts(p, asked[0]) for p in parts):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=q.sentence,
                                frame="question.time",
                                detail=f"sentence {op.sentence} says {op.time!r}: within {asked[0]!r} or not?")


def settle_day_parts(ops: list[Op], question: Question) -> list[Op]:
    """Give the events of parts of the asked day that day as their time (module doc)."""
    q = question
    if q.time and any(_is_part(p) for p in q.time.split("|")):
        _check_part_question(ops, q)
    if not q.time or "|" in q.time or not _is_day(q.time):
        return ops
    day = q.time
    out = list(ops)
    by_sentence: dict[int, list[int]] = {}
    for i, op in enumerate(ops):
        by_sentence.setdefault(op.sentence, []).append(i)
    for sentence, idx in by_sentence.items():
        told = [ops[i] for i in idx]
        if not any(_is_part(p) for op in told for p in op.time.split("|") if op.time):
            continue
        parts_only = []
        for op in told:
            stamp = op.time.split("|") if op.time else []
            parts = [p for p in stamp if _is_part(p)]
            days = [p for p in stamp if _is_day(p)]
            if op.kind not in _EVENTS or len(parts) != 1 or len(parts) + len(days) != len(stamp) or len(days) > 1:
                parts_only = None
                break
            parts_only.append(days[0] if days else "")
        said = {d for d in parts_only or () if d}
        if parts_only is None or len(said) != 1 or not (all(parts_only) or parts_only[-1] and not any(
                parts_only[:-1])):
            if any(op.kind in _EVENTS and op.time and any(_is_part(p) for p in op.time.split("|"))
                   and not any(_is_day(p) for p in op.time.split("|")) for op in told):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=q.sentence,
                                    frame="question.time",
                                    detail=f"sentence {sentence} tells a part of a day without saying which day")
            continue
        if said.pop() != day:
            continue  # another day's meals: they keep their times and are not counted
        for i in idx:
            out[i] = msgspec.structs.replace(ops[i], time=day)
    return out
