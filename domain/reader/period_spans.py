"""``Liam saved $6 each week for 9 weeks.`` / ``Ben collects 5 stamps every week. How many stamps does he collect in a
week?`` (v15, ADR 0304): a rate per day or week kept up over one told span, in a story of any shape.

span_rates.py (ADR 0283) reads this as a whole text of one shape (a holding, the rate, a question about it). Here,
once every whole-text form has declined the text, the rate's clause ``<verb> N [<things>] a|an|per|each|every
<period> for M <periods>`` closing its sentence is re-spelled ``<verb> <N × the span in periods> [<things>]`` — what
was done over the span — and the rest of the story reads it as any amount (``He ate 6 apples. How many apples does
he have?``, ``Tom read 10 books. How many more books did Sam read?``). The span may instead end the question
(``How many stamps does he collect in a week?``): the clause is re-spelled the same way and the span dropped from the
question, which then asks about those periods only. Re-spelled only when all hold; otherwise the words are left as
written and refuse (or read) as before:

- exactly one such rate clause in the story: a pack verb that gains, makes, loses or destroys things (categories
  positive, construct, negative, destroy) right before N (digits or money, positive) and the things (a noun run,
  ``of`` a noun run; none after money);
- periods ``day`` or ``week``; the span in the same periods, or days kept up for weeks (``$4 each day for 2 weeks``
  = 14 days); ``a week for 10 days``, hours, months refuse as before;
- exactly one span: ``for M <periods>`` (or ``for a|one <period>``, ADR 0315) closing the rate's sentence, or ``in a|one <period>`` (the rate's own
  period) closing the question, whose verb is the rate's own verb (``How many apples does he have in a day?`` is not
  re-spelled); a rate asked over ``M <its own periods>`` is read by the rate questions already (``reads 5 books a
  day. How many books does she read in 3 days?``) and left to them, and one asked over other periods (``… a day. …
  in 4 weeks?``) is refused on purpose as before (the older rate questions' rule);
- no other time word in the story (a pack time phrase, another day or week word, ``daily``): which periods would
  the other words speak of?
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.phrases import things_end
from domain.reader.tokens import Sentence, Token

_PER = frozenset({"a", "an", "per", "each", "every"})
_CATEGORIES = frozenset({"positive", "construct", "negative", "destroy"})


def amount_per_end(cur, lex, n: int) -> int | None:
    """The index of ``a|an|per|each|every`` after ``<verb> N <things>`` (or ``<verb> $N``) at token ``n`` when the
    verb is one word of a changing category and N is positive; None otherwise. Shared with month_spans.py."""
    toks, w = cur.tokens, cur.words
    if toks[n].kind not in ("num", "money") or toks[n].value is None or toks[n].value <= 0:
        return None
    verb = cur.sense("verb", n - 1)
    if verb is None or verb.length != 1 or lex.verb_by_id[verb.entry.id].category not in _CATEGORIES:
        return None
    end = n + 1 if toks[n].kind == "money" else things_end(cur, n + 1)
    if end is None or end + 1 >= cur.end or w[end] not in _PER:
        return None
    return end
_PERIODS = {"unit.day": 1, "unit.week": 7}
_TIME_WORDS = frozenset({"day", "days", "week", "weeks", "daily", "weekly", "month", "months", "year", "years",
                         "monthly", "yearly", "hour", "hours", "minute", "minutes"})


def whole(t: Token) -> int | None:
    if t.kind != "num" or t.value is None or t.value.denominator != 1 or t.value < 1 or "." in t.text:
        return None
    return int(t.value)


def _period(cur, i: int, periods=_PERIODS) -> str | None:
    unit = cur.sense("unit", i)
    if unit is None or unit.length != 1 or unit.entry.id not in periods:
        return None
    return unit.entry.id



def rate_clause(s: Sentence, cur, lex, periods=_PERIODS):
    """(index of N, end of the things, period unit, span (M, unit) or None, end of the clause) or None. ``periods``:
    the period units read (v19: hours and minutes for clock_spans.py, ADR 0425)."""
    toks, w = s.tokens, cur.words
    for n in range(1, cur.end - 2):
        end = amount_per_end(cur, lex, n)
        if end is None:
            continue
        period = _period(cur, end + 1, periods)
        if period is None:
            continue
        j, span = end + 2, None
        if j < cur.end and w[j] == "for":
            m = whole(toks[j + 1]) if j + 2 < cur.end else None
            if m is None and j + 2 < cur.end and w[j + 1] in ("a", "one"):
                m = 1  # v15 (ADR 0315): "spent $3 a day for a week" = for 1 week
            unit = _period(cur, j + 2) if m is not None else None
            if unit is None or (w[j + 2] in ("day", "week")) != (m == 1):
                return None
            span, j = (m, unit), j + 3
        if j != cur.end:
            return None
        return n, end, period, span, j
    return None


def _length(span: tuple[int, str], period: str) -> int | None:
    """The span in the rate's periods, when whole; else None."""
    days = span[0] * _PERIODS[span[1]]
    if days % _PERIODS[period]:
        return None
    return days // _PERIODS[period]


def one_rate_clause(sentences: list[Sentence], lex, cursor, periods=_PERIODS):
    """(sentence, its cursor, ``rate_clause``'s reading) of the one story sentence holding a rate clause, or None
    when none or several do (also weeks_of_days.py)."""
    found = []
    for s in sentences[:-1]:
        if not any(t.low in _PER for t in s.tokens):
            continue
        cur = cursor(s)
        got = rate_clause(s, cur, lex, periods)
        if got is not None:
            found.append((s, cur, got))
    return found[0] if len(found) == 1 else None


def other_time_told(sentences: list[Sentence], s: Sentence, cur, end: int, asked_span: bool, cursor) -> bool:
    """Is a time told anywhere but in the rate's own period (sentence ``s`` from ``end``: ``every day`` is a pack
    time phrase too) and, when ``asked_span``, the question's last three words (``in 2 weeks``)? Two time words
    in all are those two; any other, or any pack time phrase (today, on Monday, daily …), says yes (also
    weeks_of_days.py)."""
    q = sentences[-1]
    if len([t for x in sentences for t in x.tokens if t.low in _TIME_WORDS]) != 2:
        return True  # another time word anywhere
    for x in sentences:
        xc = cur if x is s else cursor(x)
        for k in range(xc.end):
            if (x is s and k >= end) or (x is q and asked_span and k >= len(q.tokens) - 3):
                continue
            if xc.sense("time", k) is not None:
                return True
    return False


def respell_period_spans(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The story re-spelled as the module says, or the sentences unchanged."""
    q = sentences[-1]
    found = one_rate_clause(sentences, lex, cursor)
    if found is None:
        return sentences
    s, cur, (n, end, period, span, _) = found
    verb = lex.verb_by_id[cur.sense("verb", n - 1).entry.id]
    qw = [t.low for t in q.tokens]
    new_q, qspan = q, None
    if len(qw) >= 4 and qw[0] == "how" and qw[-3] == "in":
        m = 1 if qw[-2] in ("a", "one") else whole(q.tokens[-2])
        qcur = cursor(q)
        unit = _period(qcur, len(qw) - 1)
        if m is not None and unit is not None and (qw[-1] in ("day", "week")) == (m == 1):
            if not any(qw[k] in verb.forms for k in range(len(qw) - 3)):
                return sentences  # another verb asked: over the span, what else happened?
            if unit != period or qw[-2] not in ("a", "one"):
                # ``reads 5 books a day. … in 3 days?`` is read as a rate asked over a span already; ``… in 4
                # weeks?`` after a day's rate is refused on purpose (test_reader_v6_money, test_reader_v12_so_a)
                return sentences
            qspan = (m, unit)
            new_q = Sentence(index=q.index, tokens=list(q.tokens[:-3]), question=True)
    if (span is None) == (qspan is None):
        return sentences  # no span, or two
    if other_time_told(sentences, s, cur, end, qspan is not None, cursor):
        return sentences
    length = _length(span or qspan, period)
    if length is None:
        return sentences
    tok = s.tokens[n]
    total = tok.value * length
    text = ("$" if tok.kind == "money" else "") + (str(total) if total.denominator == 1 else f"{total}")
    if total.denominator != 1:
        return sentences
    num = Token(text=text, low=text, kind=tok.kind, value=Fraction(total))
    new_s = Sentence(index=s.index, tokens=[*s.tokens[:n], num, *s.tokens[n + 1:end]], question=s.question)
    return [new_s if x is s else (new_q if x is q else x) for x in sentences]
