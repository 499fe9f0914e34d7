"""``each night`` / ``for 5 nights`` / ``How many nights …``: nights counted as days (v19, ADR 0431); mornings,
afternoons and evenings likewise (v23, ADR 0544: ``Quinn runs 3 miles each morning. How many miles does he run in 4
mornings?`` = 12), one part of the day per text.

    Amber reads 20 pages each night. How many pages does she read in 4 nights?              20 × 4 = 80
    Sam reads 5 pages each night. How many pages does he read in 2 weeks?                    5 × 14 = 70

Why a module of its own: the pack has no unit ``night`` (a night is no measure of time: ``How many minutes is a
night?`` has no answer), yet a story that does something every night counts nights as it counts days, one a day.
When every ``night`` of the text is such a counter, the text is re-spelled with ``day`` for ``night`` and the
forms that read ``each day`` read it (unit_rates, daily_hours, book_goals …).

Re-spelled only when every word ``night``/``nights`` of the text is one of
- ``a|an|each|every|per night`` (a rate's period, the singular),
- ``for|in N nights`` (N a whole number in digits, more than one) or ``in one|a night``,
- ``How many nights`` opening the question,
and the text says nothing of days (``day``, ``days``, ``daily``, ``today``, ``tonight``, weekdays): ``reads 5 pages
each day and 3 pages each night`` (one reading or two a day?) is left alone. Any other night — ``at night``,
``last night``, ``that night``, ``Saturday night``, ``the first night`` — leaves the text as written, and it refuses
as before (``night`` an unknown word).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_PER = frozenset({"a", "an", "each", "every", "per"})
_NIGHT = {"night": "day", "nights": "days"}
# v23 (ADR 0544): mornings, afternoons and evenings count days as nights do, one a day; one part of the day per text
_PARTS = {"night": "night", "nights": "night", "morning": "morning", "mornings": "morning",
          "afternoon": "afternoon", "afternoons": "afternoon", "evening": "evening", "evenings": "evening"}
_SINGULAR = frozenset({"night", "morning", "afternoon", "evening"})
_DAY_WORDS = frozenset({"day", "days", "daily", "today", "tonight", "monday", "tuesday", "wednesday", "thursday",
                        "friday", "saturday", "sunday", "weekday", "weekdays"})


def _counter(lows: list[str], toks: list[Token], i: int, question: bool) -> bool:
    """Is the night word at ``i`` a counter (module doc)?"""
    w = lows[i]
    prev = lows[i - 1] if i >= 1 else ""
    if w in _SINGULAR:
        return prev in _PER or (prev in ("one", "a") and i >= 2 and lows[i - 2] == "in")
    if prev == "many" and i == 2 and lows[0] == "how" and question:
        return True
    t = toks[i - 1] if i >= 1 else None
    return (t is not None and t.kind == "num" and t.value is not None and t.value.denominator == 1 and t.value > 1
            and "." not in t.text and i >= 2 and lows[i - 2] in ("for", "in"))


def repair_night_periods(sentences: list[Sentence]) -> list[Sentence]:
    """Every night of the text as a day, when every one is a counter (module doc); else the text as written."""
    parts = set()
    for s in sentences:
        lows = [t.low for t in s.tokens]
        if _DAY_WORDS & set(lows):
            return sentences
        for i, w in enumerate(lows):
            if w in _PARTS:
                if not _counter(lows, s.tokens, i, s.question):
                    return sentences
                parts.add(_PARTS[w])
    if len(parts) != 1:
        return sentences  # none, or two parts of the day ("each morning and each evening": one a day, or two?)
    out = []
    for s in sentences:
        if not any(t.low in _PARTS for t in s.tokens):
            out.append(s)
            continue
        toks = [Token(text=_day(t.low), low=_day(t.low), kind=t.kind, value=t.value) if t.low in _PARTS else t
                for t in s.tokens]
        out.append(Sentence(s.index, toks, s.question))
    return out


def _day(w: str) -> str:
    return "day" if w in _SINGULAR else "days"


PART_OF_DAY_WORDS = frozenset(w for w in _PARTS if _PARTS[w] != "night")
"""The words besides ``night(s)`` that ask for the re-spelling (parser.py's trigger, v23)."""
