"""A rate per hour or minute asked over a span told in other clock units (v19, ADR 0425).

    A machine makes 20 toys an hour. How many toys does it make in 3 hours and 30 minutes?    20 × 3.5 = 70
    Sam types 40 words a minute. How many words does he type in 2 hours?                       40 × 120 = 4800
    A printer prints 12 pages an hour. How many pages does it print in 15 minutes?             12 × 0.25 = 3

The rate questions (unit_rates.parse_rate_times) answer a rate over a number of its own periods only (``in 3
hours``). An hour is 60 minutes and a minute 60 seconds by the pack's ``per_base``, whatever is done in them, so a
span told in other clock units is re-spelled in the rate's own periods (``in 3.5 hours``) for the rate questions
to read. Re-spelled only when all hold (otherwise the words are left as written and refuse as before):

- exactly one rate clause in the story (period_spans.rate_clause, its periods here ``hour``, ``minute``,
  ``second``), no span after it;
- the question ends ``in M <unit>`` or ``in M <unit> and K <smaller unit>`` (M, K whole; K of the smaller unit
  less than one of the larger), clock units shorter than a day, not all the rate's own unit; the question names
  the rate's verb before it;
- present told and asked (``does|do|will|would|can``), or past and past (``did``), as weeks_of_days.py;
- no other time word in the story and no pack time phrase (period_spans.other_time_told's rule);
- the span in the rate's periods a terminating decimal, and the rate times it a whole number: ``20 toys an hour``
  for ``10 minutes`` is 10/3 toys, which no count of things is (refused as before, the reader never rounds).

A span of days or weeks for a rate per hour or minute stays refused (a day's working hours are not told, ADR
0283), as does a rate per day asked in hours.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.answer_policy import terminates
from domain.reader.linear import exact
from domain.reader.period_spans import one_rate_clause
from domain.reader.tokens import Sentence, Token

CLOCK_WORDS = frozenset({"hour", "hours", "minute", "minutes", "second", "seconds"})
_CLOCK = {"unit.hour", "unit.minute", "unit.second"}


def _clock(lex, word: str) -> str | None:
    for u in _CLOCK:
        entry = lex.unit_by_id.get(u)
        if entry is not None and word in (entry.singular, entry.plural):
            return u
    return None


def _count(t: Token) -> int | None:
    if t.kind != "num" or t.value is None or t.value.denominator != 1 or t.value < 1 or "." in t.text:
        return None
    return int(t.value)


def _span(lex, words: list[str], toks: list[Token]) -> tuple[int, list[tuple[int, str]]] | None:
    """(index of ``in``, [(count, clock unit) …]) ending the question, or None."""
    parts: list[tuple[int, str]] = []
    j = len(words)
    while True:
        if j < 3:
            return None
        unit = _clock(lex, words[j - 1])
        m = 1 if words[j - 2] in ("a", "an", "one") else _count(toks[j - 2])
        if unit is None or m is None:
            return None
        entry = lex.unit_by_id[unit]
        if (words[j - 1] == entry.singular) != (m == 1):
            return None
        parts.insert(0, (m, unit))
        j -= 2
        if words[j - 1] == "in":
            return j - 1, parts
        if words[j - 1] != "and" or len(parts) > 1:
            return None
        j -= 1


def _time_told_elsewhere(sentences: list[Sentence], s: Sentence, cur, end: int, q_from: int, cursor) -> bool:
    """Any clock, day or week word, or pack time phrase, but the rate's own period and the question's span?"""
    q = sentences[-1]
    from domain.reader.period_spans import _TIME_WORDS
    for x in sentences:
        xc = cur if x is s else cursor(x)
        for k in range(xc.end):
            if (x is s and k >= end) or (x is q and k >= q_from):
                continue
            if x.tokens[k].low in _TIME_WORDS or xc.sense("time", k) is not None:
                return True
    return False


def respell_clock_spans(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The question re-spelled as the module says, or the sentences unchanged."""
    q = sentences[-1]
    qw = [t.low for t in q.tokens]
    if len(qw) < 5 or qw[0] != "how" or qw[-1] not in CLOCK_WORDS:
        return sentences
    got = _span(lex, qw, q.tokens)
    if got is None:
        return sentences
    at, parts = got
    found = one_rate_clause(sentences, lex, cursor, _CLOCK)
    if found is None:
        return sentences
    s, cur, (n, end, period, span, _) = found
    if span is not None or all(u == period for _, u in parts):
        return sentences  # the rate's own periods: the rate questions read them as they are
    base = {u: exact(lex.unit_by_id[u].per_base) for u in {period, *(u for _, u in parts)}}
    if len(parts) == 2 and (base[parts[0][1]] <= base[parts[1][1]] or parts[1][0] * base[parts[1][1]]
                            >= base[parts[0][1]]):
        return sentences  # "3 minutes and 2 hours" / "1 hour and 75 minutes": no span of one clock reading
    verb = lex.verb_by_id[cur.sense("verb", n - 1).entry.id]
    if not any(w in verb.forms for w in qw[:at]):
        return sentences  # another verb asked
    told = cur.words[n - 1]
    present = told.endswith("s") and (told[:-1] in verb.forms or told[:-2] in verb.forms
                                      or (told.endswith("ies") and told[:-3] + "y" in verb.forms))
    asked = set(qw[:at])
    if present != bool(asked & {"does", "do", "will", "would", "can"}) or present == ("did" in asked):
        return sentences  # a rate told in the past asked of the future (or the other way round): still kept up?
    if _time_told_elsewhere(sentences, s, cur, end, at, cursor):
        return sentences
    periods = sum((Fraction(m) * base[u] for m, u in parts), Fraction(0)) / base[period]
    rate = s.tokens[n].value
    if not terminates(periods) or rate is None or (rate * periods).denominator != 1:
        return sentences  # 20 toys an hour for 10 minutes: 10/3 toys
    entry = lex.unit_by_id[period]
    text = format(periods.numerator) if periods.denominator == 1 else _decimal(periods)
    tail = [q.tokens[at], Token(text=text, low=text, kind="num", value=periods),
            Token(text=entry.singular if periods == 1 else entry.plural,
                  low=entry.singular if periods == 1 else entry.plural, kind="word", value=None)]
    new_q = Sentence(index=q.index, tokens=[*q.tokens[:at], *tail], question=True)
    return [new_q if x is q else x for x in sentences]


def _decimal(value: Fraction) -> str:
    """A terminating fraction as a decimal string (``7/2`` → ``3.5``)."""
    whole, rest = divmod(value.numerator, value.denominator)
    digits = ""
    while rest:
        rest *= 10
        d, rest = divmod(rest, value.denominator)
        digits += str(d)
    return f"{whole}.{digits}"
