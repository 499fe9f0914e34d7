"""A time asked beside another time that may overlap it (v12 red team, ADR 0233).

    Tom ate 3 apples this afternoon. He ate 2 apples today. How many apples did he eat today?   (answered 2)
    Tom ate 3 apples last night. He ate 2 apples yesterday. How many apples did he eat yesterday? (answered 2)

The solver keeps the events whose time is the asked time and drops the others, as if two different time
phrases named times that never overlap. That holds for two days (``on Monday`` / ``on Tuesday``, ``today`` /
``yesterday``: pack role ``day``), but a time that is not a day may be part of the asked day (``this
afternoon`` of ``today``, ``last night`` of ``yesterday``, ``Friday night`` of ``Friday``) or hold it (``last
week`` and ``Monday``): then the dropped events may be some of those asked, and the answer is open.

So: when the question names a time, an event of the asked kind told at another time is dropped when both
times are days (those_days.day_keys: a time entry whose forms name one day, pack role ``day``) or neither is
(``last week`` / ``this week``, ``in the first round`` / ``in the second round``, ``for Halloween`` / ``for
Christmas``: read apart as before); when exactly one of them is a day (or a stamp mixes both), the text
refuses. Left open: two times neither of which is a day but one of which holds the other (``this week`` and
``tonight``) are still read apart — the pack does not say which periods hold which.
"""
from __future__ import annotations

from domain.reader.those_days import day_keys


def _is_day(days: dict[str, str], stamp: str) -> bool | None:
    """True when every time of the stamp is a day, False when none is, None when mixed or empty."""
    parts = [t.split("=", 1)[0] for t in stamp.split("|") if t]  # "time.today=today|…": the lemma ids
    if not parts:
        return None
    flags = {t in days for t in parts}
    return flags.pop() if len(flags) == 1 else None


def may_overlap(lex, asked: str, told: str) -> bool:
    """Could the time ``told`` (an event's stamp) share some of the asked time ``asked``, though it differs?"""
    if not asked or not told or asked == told:
        return False
    days = day_keys(lex)
    a, t = _is_day(days, asked), _is_day(days, told)
    if a is None or t is None:
        return True
    return a != t
