"""``Julia works 6 hours a day for 5 days.`` / ``She works 7 hours a day. How much does she earn in 5 days?`` (v15,
ADR 0304): hours worked each day, over a told number of days.

``works N hours a day for M days`` is N × M hours worked: the clause is re-spelled ``works <N×M> hours``, which the
older forms read (``Julia works 30 hours. She earns $12 an hour.``: hours worked and paid by the hour). The span may
instead end the question (``How much does she earn in 5 days?``, ``… in a day?``): then the clause is re-spelled the
same way and the span is dropped from the question, which asks about those days only. Re-spelled only when all
hold, after every whole-text form has declined the text; otherwise the words are left as written and refuse as
before (``a day`` after a quantity of hours is not read):

- exactly one clause ``<work> N hours a|an|per|each|every day [for M days]`` in the story (the pack's ``work``: work,
  works, worked), closing its sentence, N and M whole numbers in digits;
- exactly one span: ``for M days`` there, or ``in M days`` / ``in a|one day`` ending the question, never both and
  never none (``works 7 hours a day. How much does she earn?``: in how many days?);
- the question ``How many hours do|does|did|will … work …?`` or ``How much [money] do|does|did|will … earn|make
  …?``; no other word of days or weeks anywhere (``works 5 days a week``, ``$5 a day in tips``, ``in 2 weeks``:
  days worked per week are not told).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Sentence, Token

_WORK = "verb.work"
_PER = frozenset({"a", "an", "per", "each", "every"})
_TIME_WORDS = frozenset({"day", "days", "week", "weeks", "daily", "weekly", "month", "months", "year", "years"})
_AUX = frozenset({"do", "does", "did", "will"})


def _whole(t: Token) -> int | None:
    if t.kind != "num" or t.value is None or t.value.denominator != 1 or t.value < 1 or "." in t.text:
        return None
    return int(t.value)


def _work_clause(s: Sentence, cur) -> tuple[int, int, int | None] | None:
    """(index of N, N, M or None) of the one work clause of a statement, or None."""
    toks, w = s.tokens, cur.words
    found = None
    for i in range(cur.end - 4):
        v = cur.sense("verb", i)
        if v is None or v.entry.id != _WORK or v.length != 1:
            continue
        n = _whole(toks[i + 1])
        if n is None or w[i + 2] not in ("hours", "hour") or w[i + 3] not in _PER or w[i + 4] != "day":
            return None
        j, m = i + 5, None
        if j < cur.end and w[j] == "for":
            if j + 2 >= cur.end:
                return None
            m = _whole(toks[j + 1])
            if m is None or w[j + 2] not in ("days", "day") or (w[j + 2] == "day") != (m == 1):
                return None
            j += 3
        if j != cur.end or found is not None:
            return None
        found = (i + 1, n, m)
    return found


def respell_daily_hours(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The story re-spelled as the module says, or the sentences unchanged."""
    q = sentences[-1]
    clauses = []
    for s in sentences[:-1]:
        if "work" in (t.low for t in s.tokens) or "works" in (t.low for t in s.tokens) \
                or "worked" in (t.low for t in s.tokens):
            got = _work_clause(s, cursor(s))
            if got is None:
                return sentences
            clauses.append((s, got))
    if len(clauses) != 1:
        return sentences
    s, (at, n, m) = clauses[0]
    qw = [t.low for t in q.tokens]
    if len(qw) < 5 or qw[0] != "how" or not q.question:
        return sentences
    span, cut = None, len(qw)
    if qw[-3:] in (["in", "a", "day"], ["in", "one", "day"]):
        span, cut = 1, len(qw) - 3
    elif qw[-3] == "in" and qw[-1] in ("days", "day") and _whole(q.tokens[-2]) is not None:
        span, cut = _whole(q.tokens[-2]), len(qw) - 3
        if (qw[-1] == "day") != (span == 1):
            return sentences
    if (span is None) == (m is None):
        return sentences  # no span, or two
    head = qw[:cut]
    if head[:3] == ["how", "many", "hours"]:
        rest, verbs = head[3:], ("work",)
    elif head[:2] == ["how", "much"]:
        rest, verbs = head[2:], ("earn", "make")
        if rest[:1] == ["money"]:
            rest = rest[1:]
    else:
        return sentences
    if len(rest) < 3 or rest[0] not in _AUX or rest[-1] not in verbs:
        return sentences
    story = [t.low for x in sentences for t in x.tokens]
    if sum(1 for x in story if x in _TIME_WORDS) != (2 if m is not None else 1) + (1 if span is not None else 0):
        return sentences  # another day, week … anywhere
    total = n * (m if m is not None else span)
    num = Token(text=str(total), low=str(total), kind="num", value=Fraction(total))
    toks = s.tokens
    hours = toks[at + 1] if toks[at + 1].low == "hours" else Token("hours", "hours", "word", None)
    end = at + 4 if m is None else at + 7
    new_s = Sentence(index=s.index, tokens=[*toks[:at], num, hours, *toks[end:]], question=s.question)
    new_q = q if span is None else Sentence(index=q.index, tokens=list(q.tokens[:cut]), question=True)
    return [new_s if x is s else (new_q if x is q else x) for x in sentences]
