"""``Kevin reads 20 pages every day. How many pages does he read in 2 weeks?`` (v15, ADR 0315): a rate told for
every day, asked over weeks.

The rate questions (unit_rates.parse_rate_times) answer a rate over a number of its own periods only (``in 14
days``). A day's rate asked over weeks is refused on purpose when the rate is told ``a|per day`` (tests/unit/
test_reader_v6_money.py, test_reader_v12_so_a.py): ``reads 4 books a day`` says how much on a day it is done,
not that it is done on each of the seven days of a week (``works 8 hours a day`` is five days a week to most
writers). ``every day`` / ``each day`` says that: every day of the two weeks is one of the days, so the span is
7 × M days and the question is re-spelled ``in <7 × M> days`` for the rate questions to read as any span of days.

Re-spelled only when all hold (otherwise the words are left as written and refuse as before):

- exactly one rate clause in the story (period_spans.rate_clause: a gain, make, loss or destroy verb, ``N
  [<things>]`` and the per word closing its sentence, no span after it), and its per word is ``every`` or
  ``each``, its period ``day``;
- the question ends ``in M weeks`` (M whole) or ``in a|one week``, and names the rate's verb before it;
- the rate told in the present (``reads``) and asked with ``does|do|will|would|can``, or told in the past
  (``picked``) and asked with ``did``: a rate told in the past says nothing of the weeks to come;
- no other time word in the story (a pack time phrase, another day, week, month or year word, ``daily``): which
  days would the other words speak of?

Months and years are never converted (neither is a fixed number of days or weeks in the pack).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.period_spans import one_rate_clause, other_time_told, whole
from domain.reader.tokens import Sentence, Token


def respell_weeks_of_days(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The question re-spelled as the module says, or the sentences unchanged."""
    q = sentences[-1]
    qw = [t.low for t in q.tokens]
    if len(qw) < 5 or qw[0] != "how" or qw[-3] != "in" or qw[-1] not in ("week", "weeks"):
        return sentences
    m = 1 if qw[-2] in ("a", "one") else whole(q.tokens[-2])
    if m is None or (qw[-1] == "week") != (m == 1):
        return sentences
    found = one_rate_clause(sentences, lex, cursor)
    if found is None:
        return sentences
    s, cur, (n, end, period, span, _) = found
    if period != "unit.day" or span is not None or cur.words[end] not in ("every", "each"):
        return sentences
    verb = lex.verb_by_id[cur.sense("verb", n - 1).entry.id]
    if not any(w in verb.forms for w in qw[:-3]):
        return sentences  # another verb asked
    told = cur.words[n - 1]
    present = told.endswith("s") and (told[:-1] in verb.forms or told[:-2] in verb.forms)
    asked = set(qw[:-3])
    if present != bool(asked & {"does", "do", "will", "would", "can"}) or present == ("did" in asked):
        return sentences  # a rate told in the past asked of the future (or the other way round): still kept up?
    if other_time_told(sentences, s, cur, end, True, cursor):
        return sentences  # another time word, or a pack time phrase (today, on Monday, daily …)
    days = str(7 * m)
    tail = [q.tokens[-3], Token(text=days, low=days, kind="num", value=Fraction(7 * m)),
            Token(text="days", low="days", kind="word", value=None)]
    new_q = Sentence(index=q.index, tokens=[*q.tokens[:-3], *tail], question=True)
    return [new_q if x is q else x for x in sentences]
