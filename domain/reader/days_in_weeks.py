"""``Jo drinks 8 glasses of water a day. How many glasses of water does she drink in a week?`` / ``Sam reads 4 books
a week. How many books does he read in 21 days?`` (v20, ADR 0453): a rate per day asked over weeks, or per week
asked over days, by the pack's own time units.

The rate questions (unit_rates.parse_rate_times) answer a rate over a number of its own periods only (``in 14
days``); weeks_of_days.py (v15, ADR 0315) re-spelled weeks as days for a rate told ``every|each day`` and kept ``a
day`` refused (``works 8 hours a day`` is five days a week to most writers). A rate of things got, made, used or
spent ``a|an|per day`` says the same of every day as ``every day`` in the problems written for this reader (hand-
written rows b071, d026, d080, e066, j-144 all read 7 days a week); what makes ``a day`` a working day is the work
itself — hours, or pay earned — and those stay refused. The pack's units say how many days a week holds (``unit.week``
per_base / ``unit.day`` per_base = 7), so the question is re-spelled:

- ``… a|an|per day`` asked ``in M weeks`` / ``in a|one week`` → ``in <7 × M> days``;
- ``… a|an|per|each|every week`` asked ``in D days`` (D a whole number of weeks) → ``in <D / 7> weeks``;
and the rate questions read it as any span of the rate's own periods.

Re-spelled only when all hold (otherwise the words are left as written and refuse as before):
- exactly one rate clause in the story (period_spans.rate_clause: a gain, make, loss or destroy verb, ``N
  [<things>]`` and the per word closing its sentence, no span after it), its period ``day`` or ``week``;
- the things are no time (``8 hours a day``), and the verb is not ``earn`` nor ``make`` of money (pay by the
  working day);
- the question ends ``in M weeks|days`` as above and names the rate's verb before it;
- the rate told in the present (``reads``) and asked with ``does|do|will|would|can``, or told in the past and asked
  with ``did``;
- no other time word in the story (period_spans.other_time_told).
Months and years are never converted (the pack has no such units). ``every|each day`` over weeks stays
weeks_of_days.py's.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.period_spans import one_rate_clause, other_time_told, whole
from domain.reader.tokens import Sentence, Token

_ASKED_NOW = frozenset({"does", "do", "will", "would", "can"})
_PAY_VERBS = frozenset({"verb.earn", "verb.make"})


def _days_per_week(lex) -> int | None:
    day, week = lex.unit_by_id.get("unit.day"), lex.unit_by_id.get("unit.week")
    if day is None or week is None or not day.per_base or not week.per_base:
        return None
    ratio = Fraction(week.per_base) / Fraction(day.per_base)
    return int(ratio) if ratio.denominator == 1 and ratio > 1 else None


def respell_days_in_weeks(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The question re-spelled as the module says, or the sentences unchanged."""
    q = sentences[-1]
    qw = [t.low for t in q.tokens]
    if len(qw) < 5 or qw[0] != "how" or qw[-3] != "in" or qw[-1] not in ("week", "weeks", "days"):
        return sentences
    m = 1 if qw[-2] in ("a", "one") and qw[-1] == "week" else whole(q.tokens[-2])
    if m is None or (qw[-1] == "week") != (m == 1) or (qw[-1] == "days" and m < 2):
        return sentences
    seven = _days_per_week(lex)
    if seven is None:
        return sentences
    found = one_rate_clause(sentences, lex, cursor)
    if found is None:
        return sentences
    s, cur, (n, end, period, span, _) = found
    if span is not None:
        return sentences
    if qw[-1] == "days":
        if period != "unit.week" or m % seven:
            return sentences
        count, unit = m // seven, ("week" if m == seven else "weeks")
    else:
        if period != "unit.day" or cur.words[end] not in ("a", "an", "per"):
            return sentences  # "every|each day" is weeks_of_days.py's
        count, unit = seven * m, "days"
    verb_sense = cur.sense("verb", n - 1)
    verb = lex.verb_by_id[verb_sense.entry.id]
    if verb.id in _PAY_VERBS and s.tokens[n].kind == "money" or verb.id == "verb.earn":
        return sentences  # "earns $80 a day": a working day
    if s.tokens[n].kind != "money":
        thing = cur.sense("unit", n + 1)
        if thing is not None and lex.unit_by_id[thing.entry.id].family == "time":
            return sentences  # "practices 45 minutes a day"
    if not any(w in verb.forms for w in qw[:-3]):
        return sentences  # another verb asked
    told = cur.words[n - 1]
    present = told.endswith("s") and (told[:-1] in verb.forms or told[:-2] in verb.forms)
    asked = set(qw[:-3])
    if present != bool(asked & _ASKED_NOW) or present == ("did" in asked):
        return sentences  # a rate told in the past asked of the future (or the other way round)
    if other_time_told(sentences, s, cur, end, True, cursor):
        return sentences
    text = str(count) if count != 1 else "1"
    tail = [q.tokens[-3], Token(text=text, low=text, kind="num", value=Fraction(count)),
            Token(text=unit, low=unit, kind="word", value=None)]
    new_q = Sentence(index=q.index, tokens=[*q.tokens[:-3], *tail], question=True)
    return [new_q if x is q else x for x in sentences]
