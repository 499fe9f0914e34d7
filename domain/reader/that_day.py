"""``How many loaves did it sell that day?`` (reader v23, ADR 0545): ``that day`` closing the question after a story
told in parts of one day, re-spelled as ``in all``.

    A bakery sold 29 loaves of bread in the morning and 37 loaves in the afternoon.
    How many loaves did it sell that day?                        → … did it sell in all?        29 + 37 = 66

``that day`` points back at the day the story told; when every time the story names is a part of one day
(``in the morning``, ``in the afternoon``, ``in the evening``, ``at lunch``, ``at night`` …) and nothing names a day,
a date or another span, the question asks about the whole story, as ``in all`` does. The re-spelled question is read
by the older readings, which answer or refuse it as before.

Left as written (and refused as before, ``words left after the question``): a story naming a day or a span (``on
Monday``, ``yesterday``, ``today``, ``the next day``, ``days``, ``weeks`` …), a story with no part of a day named, a
question where ``that day`` is not the last words, or with a total word already.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token, end_before_punct

_PARTS = frozenset({"morning", "afternoon", "evening", "lunch", "dinner", "breakfast", "night", "noon", "midnight"})
_SPANS = frozenset({
    "day", "days", "week", "weeks", "month", "months", "year", "years", "weekend", "weekends", "today", "yesterday",
    "tomorrow", "tonight", "next", "following", "later", "before", "after", "then", "first", "second", "third", "last",
    "each", "every", "daily", "per", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "hour", "hours", "minutes",
})
_TOTALS = frozenset({"all", "total", "altogether", "together", "combined", "overall"})


def _word(text: str) -> Token:
    return Token(text, text.lower(), "word", None)


def respell_that_day(sentences: list[Sentence]) -> list[Sentence]:
    """The question's closing ``that day`` re-spelled ``in all`` (module doc); the sentences as they are otherwise."""
    if len(sentences) < 2 or not sentences[-1].question:
        return sentences
    q = sentences[-1]
    toks = q.tokens
    end = end_before_punct(toks)
    lows = [t.low for t in toks[:end]]
    if len(lows) < 5 or lows[-2:] != ["that", "day"] or set(lows[:-2]) & (_TOTALS | _SPANS):
        return sentences
    story = {t.low for s in sentences[:-1] for t in s.tokens}
    if not story & _PARTS or story & _SPANS:
        return sentences
    respelled = Sentence(index=q.index, question=True,
                         tokens=[*toks[:end - 2], _word("in"), _word("all"), *toks[end:]])
    return [*sentences[:-1], respelled]
