"""``that weekend`` after Saturday and Sunday: the two days together (v19, ADR 0431).

    Yara's family drove 180 miles on Saturday and 145 miles on Sunday. How many miles did they drive that
    weekend?                                                                                  180 + 145 = 325
    Earl earns $9 an hour. He works 4 hours on Saturday and 3 hours on Sunday. How much does he earn that
    weekend?                                                                                  9 × (4 + 3) = 63

Why a module of its own: a question closing with a weekend phrase (pack ``fn.period.weekend``: ``that weekend``,
``this weekend``, ``over the weekend``, ``on the weekend``, ``last weekend``) asks the events of a period; the
story told them on days, and no part of the reader knows that a weekend is its Saturday and its Sunday. The
repair rewrites the phrase as ``in all`` when, and only when, the days told are exactly that weekend:

- the statements' time phrases are all ``[on] Saturday`` / ``[on] Sunday`` (pack ``time.on_saturday``,
  ``time.saturday``, ``time.on_sunday``, ``time.sunday``), and both days are told;
- every statement tells one of the two days, except a rate over a unit of time (``Earl earns $9 an hour.``,
  ``a|an|per|each|every`` and a time unit in the singular), which holds on every day;
- the question has no other time phrase, and asks events, not what someone has (no ``has|have|had``, ``left``,
  ``now``, ``still``).

Otherwise nothing is rewritten, and the weekend phrase refuses as before (``that weekend`` an unknown word, the
others a time binding): a weekday beside the weekend (``on Friday and on Saturday``: was Friday part of it?),
``Saturday night`` (another time phrase), a statement with no day (``He also read 5 pages.``: when?), one day
alone (``on Saturday`` only: was nothing done on Sunday, or was it not told?).
"""
from __future__ import annotations

from domain.reader.phrases import Cursor
from domain.reader.tokens import Sentence, Token, end_before_punct

_DAYS = {"time.on_saturday": "sat", "time.saturday": "sat", "time.on_sunday": "sun", "time.sunday": "sun"}
_HOLDING = frozenset({"has", "have", "had", "left", "now", "still"})
_RATE = frozenset({"a", "an", "per", "each", "every"})


def _weekend_forms(lex) -> list[list[str]]:
    for f in lex.pack.functions:
        if f.role == "period_weekend":
            return sorted((form.split() for form in f.forms), key=len, reverse=True)
    return []


def _words(s: Sentence) -> list[str]:
    return [t.low for t in s.tokens if t.kind != "punct"]


def _days(cur: Cursor, n: int) -> set[str] | None:
    """The weekend days told in a sentence's first ``n`` words; None when another time phrase is there."""
    out: set[str] = set()
    for i in range(n):
        t = cur.sense("time", i)
        if t is None:
            continue
        day = _DAYS.get(t.entry.id)
        if day is None:
            return None
        out.add(day)
    return out


def _time_rate(cur: Cursor, n: int) -> bool:
    """``a|an|per|each|every <time unit, singular>`` somewhere in the sentence."""
    for i in range(n - 1):
        if cur.words[i] in _RATE:
            u = cur.sense("unit", i + 1)
            if u is not None and u.form == "sg" and cur.lex.unit_by_id[u.entry.id].family == "time":
                return True
    return False


def repair_weekend_totals(sentences: list[Sentence], lex) -> list[Sentence]:
    """The question's closing weekend phrase as ``in all`` when the story's days are exactly that weekend."""
    if len(sentences) < 2 or not sentences[-1].question or any(s.question for s in sentences[:-1]):
        return sentences
    q = sentences[-1]
    toks = q.tokens
    end = end_before_punct(toks)
    lows = [t.low for t in toks[:end]]
    phrase = next((f for f in _weekend_forms(lex) if lows[-len(f):] == f and len(lows) > len(f)), None)
    if phrase is None or _HOLDING & set(lows):
        return sentences
    qcur = Cursor(lex, Sentence(q.index, toks[:end - len(phrase)], True))
    if any(qcur.sense("time", i) is not None for i in range(qcur.end)):
        return sentences
    told: set[str] = set()
    for s in sentences[:-1]:
        cur = Cursor(lex, s)
        days = _days(cur, cur.end)
        if days is None:
            return sentences
        if not days and not _time_rate(cur, cur.end):
            return sentences
        told |= days
    if told != {"sat", "sun"}:
        return sentences
    in_all = [Token(text="in", low="in", kind="word", value=None), Token(text="all", low="all", kind="word", value=None)]
    return [*sentences[:-1], Sentence(q.index, [*toks[:end - len(phrase)], *in_all, *toks[end:]], True)]
