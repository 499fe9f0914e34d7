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

Red team 24 (ADR 0238): for two times neither of which is a day, the words of the time say what span it names
(``week``, ``month`` and the month names, ``year``, ``season`` and the seasons, the parts of a day): two spans of
different lengths may hold one another (``this season`` / ``this week`` answered 5 for the season, ``last year``
/ ``last month``, ``this summer`` / ``in July``), and two times of one span are apart only when both are told
the same way — both by ``this``/``last``/``next`` (``last week`` / ``this week``) or both by name (``in July`` /
``in August``); ``in July`` / ``this month``, ``this summer`` / ``in the summer`` may be one time. Meals (``for lunch``,
``at lunch``, ``during dinner``) are a span of their own, so a meal beside a part of a day (``this afternoon``) may
overlap. A time whose words name no span (``in the first round``, ``for Halloween``, ``after school``) is read
apart as before. Two days: a weekday by name and a day told from today (``yesterday`` / ``on Tuesday``) may be
one day.
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


_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_SEASONS = ("summer", "winter", "spring", "fall", "autumn")
_SPAN_WORDS = {"breakfast": "meal", "lunch": "meal", "dinner": "meal",
               "morning": "daypart", "afternoon": "daypart", "evening": "daypart", "night": "daypart",
               "week": "week", "weekend": "weekend", "month": "month", "year": "year", "season": "season",
               **{m: "month" for m in _MONTHS}, **{s: "season" for s in _SEASONS}}
"""The span a time's word names; two times of different spans may hold one another."""
_DEICTIC = ("this", "last", "next")
_PREPOSITIONS = ("in", "on", "at", "during", "for", "by", "over", "the")


_SOME_SPAN = ("some", "", "", "")
"""A time whose forms name different spans (the stamp keeps only its id): it may hold, or be part of, any span."""


def _classify(form: str) -> tuple[str, str, str, str] | None:
    """(the span a time's words name, ``this``/``last``/``next`` or ``""`` when told by name, the span word, the
    words that say which one: ``friday`` in ``on friday night``), or None when the words name no one span."""
    words = form.split()
    if words == ["tonight"]:
        words = ["this", "night"]  # tonight is this night: it may hold "in the evening"
    named = [w for w in words if w in _SPAN_WORDS]
    if len(named) != 1:
        return None
    deixis = words[0] if words[0] in _DEICTIC else ""
    which = " ".join(w for w in words if w not in (named[0], deixis) and w not in _PREPOSITIONS)
    return _SPAN_WORDS[named[0]], deixis, named[0], which


def _spans(lex) -> dict[str, tuple[str, str, str, str]]:
    """time lemma id → its span, for times whose every form names one span the same way."""
    out: dict[str, tuple[str, str, str, str]] = {}
    for t in lex.pack.times:
        seen = {_classify(form) for form in t.forms}
        if len(seen) == 1 and None not in seen:
            out[t.id] = seen.pop()
        elif seen - {None}:
            # "at the end" / "at the end of the year" / "… of the week" under one id: which span is not kept
            out[t.id] = _SOME_SPAN
    return out


def _span(lex, stamp: str) -> tuple[str, str, str, str] | None:
    """The one span of a stamp's times, read from the words told (``time.at_the_end=at the end of the year``)
    when the stamp keeps them, else from the time's pack forms."""
    spans = lex.memo("time_overlaps.spans", _spans)
    found = set()
    for part in stamp.split("|"):
        if part:
            lemma, _, form = part.partition("=")
            found.add(_classify(form) if form else spans.get(lemma))
    return found.pop() if len(found) == 1 else None


def _spans_may_overlap(lex, asked: str, told: str) -> bool:
    """Two times neither of which is a day: may one hold the other (or be the same time told another way)?"""
    a, t = _span(lex, asked), _span(lex, told)
    if a is None or t is None:
        return False  # no span known: read apart as before
    if _SOME_SPAN in (a, t):
        return True
    (a_span, a_deixis, a_word, a_which), (t_span, t_deixis, t_word, t_which) = a, t
    if a_which and t_which and a_which != t_which:
        return False  # "on Friday night" / "on Saturday night": two days' nights
    if a_span != t_span:
        return True  # a week in a season, a month in a year, a night in a week
    if bool(a_deixis) != bool(t_deixis):
        return True  # "in July" may be this month; "in the summer" this summer; "tonight" this evening
    if a_word == t_word or {a_word, t_word} == {"evening", "night"}:  # a night may begin in the evening
        return a_deixis == t_deixis  # "in July" / "during July" are one month; "last week" / "this week" apart
    # "this season" / "this summer": the general word may be the named one; "this morning" / "this afternoon",
    # "in July" / "in August" are apart
    return a_span in (a_word, t_word)


_RELATIVE_DAYS = ("today", "yesterday", "tomorrow")


def _days_may_overlap(days: dict[str, str], asked: str, told: str) -> bool:
    """Two days: ``yesterday`` may be Tuesday (red team 24: 'ate 9 apples yesterday … 17 apples on Tuesday … How
    many … yesterday?' answered 9), and ``Monday`` / ``on Monday`` are one day; two weekdays by name, or two
    days told from today (``today`` / ``yesterday``), are apart."""
    a = {days[t.split("=", 1)[0]] for t in asked.split("|") if t}
    t = {days[x.split("=", 1)[0]] for x in told.split("|") if x}
    if a & t:
        return True
    relative = {d in _RELATIVE_DAYS for d in a | t}
    return len(relative) > 1


def may_overlap(lex, asked: str, told: str) -> bool:
    """Could the time ``told`` (an event's stamp) share some of the asked time ``asked``, though it differs?"""
    if not asked or not told or asked == told:
        return False
    days = day_keys(lex)
    a, t = _is_day(days, asked), _is_day(days, told)
    if a is None or t is None:
        return True
    if a is False and t is False:
        return _spans_may_overlap(lex, asked, told)
    if a and t:
        return _days_may_overlap(days, asked, told)
    return a != t
