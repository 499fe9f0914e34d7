"""Counted doers of one act, told day by day (v22, ADR 0510).

    On Monday, 120 people visited the zoo. On Tuesday, 85 people visited the zoo. How many people visited the
    zoo on the two days?                                                                       120 + 85 = 205
    On Saturday 19 people visited the museum. On Sunday 25 people visited. How many people visited the museum
    on both days?                                                                               19 + 25 = 44

A clause that starts with a number is read by passives.py as a gain or a loss; an active verb there stopped it (``a
clause starting with a number must be passive``). The number counts the doers of an act on one day, as in
doer_counts.py (ADR 0264: ``22 boys went down the slide. 13 more boys went down the slide.``), where ``more`` says the
second count is of others; here each count is told of another day, so each counts that day's doings (visits, rides),
and the question over all the told days asks their sum. The graph is doer_counts.py's (a first count and the counts
after it, summed by its solver and verifier).

Read only when the whole text is this form (otherwise it is left to the other readings, which refuse it):

- two or more statements ``On <day>[,] N <doers> <act>`` or ``N <doers> <act> on <day>``: the day a pack weekday
  (``fn:day``), every day told once; N a whole count (digits or a one-word pack number word); the doers one plural
  count noun of the pack, the same in every statement; the act one pack verb of category ``scene`` or ``travel``
  (visit, go, ride, walk: no gain, loss or arrival) and number-free plain words after it, the same verb and words
  in every statement — a later statement may leave the words out (``On Sunday 25 people visited.``: what the first
  told them to visit);
- the question ``How many <doers> <act> <over the days>?`` with the same verb and words (or the verb alone), closed
  by what names every told day: ``on|over|in|during both days`` (two days told), ``… the two|three|N days`` (that
  many told), ``in all``, ``altogether``, ``in total``, ``on those days``.

Not read (refused as before): a day told twice (the same doers counted again?), another noun or act, ``more``, a
question about one day (``on Monday``) or with no closer, a difference (``How many more people …``), any other
sentence.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.doer_counts import FIRST, KIND, MORE
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, claimed_by, consume_all, fmt

_ACT_CATEGORIES = frozenset({"scene", "travel"})  # ADR 0510: doing, not getting or losing
_NOT_IN_ACT = frozenset({"and", "or", "but", "more", "each", "some", "every", "all", "it", "them", "they", "their",
                         "him", "her", "his", "he", "she", "its", "too", "also", "again", "many", "much", "fewer",
                         "less", "other", "others", "another", "than", "now", "still", "left", "not", "on", "both"})
_CLOSERS = (("in", "all"), ("altogether",), ("in", "total"), ("on", "those", "days"), ("on", "these", "days"))
_OVER = ("on", "over", "in", "during")


def _count(cur: Cursor, i: int) -> tuple[Fraction, int] | None:
    """A whole count at ``i`` (digits or a one-word pack number word): (value, next index)."""
    if i >= cur.end:
        return None
    num = cur.sense("num", i)
    if num is not None:
        v = cur.tokens[i].value
        return (v, i + 1) if v is not None and v.denominator == 1 and v >= 1 and "." not in cur.tokens[i].text \
            else None
    word = cur.sense("number", i)
    if word is None or word.length != 1:
        return None
    v = Fraction(word.entry.value)
    return (v, i + 1) if v.denominator == 1 and v >= 1 else None


def _doers(cur: Cursor, i: int) -> str | None:
    """A one-word plural count unit at ``i`` (``people`` too), no modifier."""
    if i >= cur.end or cur.sense("modifier", i) is not None:
        return None
    s = next((s for s in cur.senses(i) if s.cls == "unit" and s.form == "pl" and s.length == 1), None)
    if s is None or cur.lex.unit_by_id[s.entry.id].family != "count":
        return None
    return s.entry.id


def _act_verb(cur: Cursor, i: int):
    """The first pack verb sense at ``i`` of the act categories (``went`` as verb.go, not ``went to`` as attending
    counted things, verb.go_to), else None."""
    return next((s for s in cur.senses(i) if s.cls == "verb" and s.entry.category in _ACT_CATEGORIES), None)


def _act(cur: Cursor, i: int, end: int) -> tuple[str, tuple[str, ...]] | None:
    """``visited the zoo`` from ``i`` to ``end``: (verb id, the words after the verb's own words), else None."""
    if i >= end:
        return None
    verb = _act_verb(cur, i)
    if verb is None or i + verb.length > end:
        return None
    i += verb.length - 1  # a verb of more words (``went to``): the words after all of it
    words = tuple(cur.words[i + 1:end])
    if any(not w.isalpha() or w in _NOT_IN_ACT for w in words):
        return None
    if any(cur.sense(c, j) is not None for j in range(i + 1, end) for c in ("num", "number", "money", "time",
                                                                          "fn:day", "name")):
        return None
    return verb.entry.id, words


def _day(cur: Cursor, i: int) -> str | None:
    """A weekday (pack ``fn:day``) word at ``i``: its time id."""
    if i >= cur.end or cur.sense("fn:day", i) is None:
        return None
    t = cur.sense("time", i)
    return t.entry.id if t is not None and t.length == 1 else None


def _statement(cur: Cursor):
    """(day, count, doers, act) of ``On <day>[,] N <doers> <act>`` / ``N <doers> <act> on <day>``, else None."""
    if cur.sentence.question or cur.end < 5:
        return None
    w = cur.words
    if w[0] == "on":
        day = _day(cur, 1)
        i = 3 if cur.end > 2 and w[2] == "," else 2
        end = cur.end
    else:
        if w[cur.end - 2] != "on":
            return None
        day = _day(cur, cur.end - 1)
        i, end = 0, cur.end - 2
    if day is None:
        return None
    got = _count(cur, i)
    if got is None:
        return None
    n, i = got
    doers = _doers(cur, i)
    if doers is None:
        return None
    act = _act(cur, i + 1, end)
    return (day, n, doers, act) if act is not None else None


def _closer(words: tuple[str, ...], days: int) -> bool:
    """What names every told day (module doc)."""
    if words in _CLOSERS:
        return True
    if len(words) == 3 and words[0] in _OVER and words[1] == "both" and words[2] == "days":
        return days == 2
    if len(words) == 4 and words[0] in _OVER and words[1] == "the" and words[3] == "days":
        return words[2] == {2: "two", 3: "three", 4: "four", 5: "five"}.get(days) or words[2] == str(days)
    return False


def _reading(cursors: list[Cursor]):
    """(doers unit, [counts], act) when the whole text is this form, else None."""
    if len(cursors) < 3 or not cursors[-1].sentence.question or any(c.sentence.question for c in cursors[:-1]):
        return None
    told = [_statement(c) for c in cursors[:-1]]
    if any(t is None for t in told):
        return None
    days = [t[0] for t in told]
    doers = told[0][2]
    verb, words = told[0][3]
    if len(set(days)) != len(days) or any(t[2] != doers for t in told) or not words:
        return None
    for t in told[1:]:
        if t[3][0] != verb or t[3][1] not in (words, ()):
            return None
    q = cursors[-1]
    qw = q.words
    if q.end < 5 or qw[0] != "how" or qw[1] != "many" or _doers(q, 2) != doers:
        return None
    asked = _act_verb(q, 3) if q.end > 3 else None
    if asked is None or asked.entry.id != verb:
        return None
    k = 3 + asked.length
    if tuple(qw[k:k + len(words)]) == words:
        k += len(words)
    if not _closer(tuple(qw[k:q.end]), len(told)):
        return None
    return doers, [t[1] for t in told], (verb, words)


def claims(cursors: list[Cursor]) -> bool:
    """The whole text is the form (module doc)."""
    return claimed_by(_reading, cursors)


def parse_day_counted_doers(cursors: list[Cursor]) -> Graph:
    doers, counts, (verb, words) = _reading(cursors)
    consume_all(cursors)
    lemma = "act:" + " ".join((verb, *words))
    item = Item(unit=doers)
    ops = [Op(kind=FIRST if si == 0 else MORE, lemma=lemma, sentence=si, actor="", item=item, amount=fmt(n))
           for si, n in enumerate(counts)]
    return Graph(ops=ops, question=Question(kind=KIND, sentence=len(cursors) - 1, item=item, lemma=lemma))
