"""A time asked beside another time that may overlap it (v12: ADR 0233 for days, ADR 0239 for every length).

    Tom ate 3 apples this afternoon. He ate 2 apples today. How many apples did he eat today?   (answered 2)
    Tom ate 3 apples tonight. He ate 2 apples this week. How many apples did he eat this week?  (answered 2)
    Tom ate 3 apples at lunch. He ate 2 apples for lunch. How many apples did he eat for lunch? (answered 2)

The solver keeps the events whose time is the asked time and drops the others, as if two different time
phrases named times that never overlap. That holds only for two different times of one length: two days
(``on Monday`` / ``on Tuesday``), two parts of a day (``this morning`` / ``this afternoon``), two weeks (``last
week`` / ``this week``), two rounds of a game, two meals, two holidays (``for Halloween`` / ``for Christmas``).
A time of another length may be part of the asked one or hold it (``tonight`` of ``this week``, ``last month``
of ``this year``, ``this week`` and ``this weekend``, ``in July`` and ``in the summer``, ``at lunch`` and ``this
afternoon``), and then the dropped events may be some of those asked: the answer is open, so the text refuses.

How long each time phrase is, is the pack's word: a function entry by role (``period_part_of_day``,
``period_week`` … ; the named days are role ``day``) lists every time form of that length. A time form the pack
gives no length (a time learned later) may hold any other. ``period_open`` times (``so far``, ``every day``,
``later``, ``by April``) hold or follow others and are never read apart from any.

Two different times of one length are apart only when their words tell them apart (the frame ``on/in/at/for/
during/the…`` and the length's own noun ``day/week/month…`` set aside):

- by two different names: ``on Monday`` / ``on Tuesday``, ``this morning`` / ``this afternoon``, ``in April`` /
  ``in May``, ``for lunch`` / ``for dinner``, ``Friday night`` / ``Saturday night``;
- or, naming the same (or nothing), by two different counts from one reference point: ``last week`` / ``this
  week``, ``today`` / ``yesterday`` (counted from now), ``the first day`` / ``the second day``, ``in the first
  round`` / ``in the second round`` (counted along the story by an ordinal).

Otherwise one may be the other: the same words (``at lunch`` / ``for lunch``, ``in April`` / ``during April``,
``on Monday`` / ``Monday``), one naming less (``in the morning`` may be ``this morning``, ``at night`` may be
``Friday night``, ``on the weekend`` may be ``this weekend``), a count against a name (``last month`` may be
``April``, ``today`` may be ``Monday``, ``tonight`` may be ``Friday night``), or counts from two reference points
(``the first week`` may be ``last week``), or a count from no fixed point (``the other day``; ``the next day``
may be ``the third day`` or ``tomorrow``, ``in the last round`` may be ``in the second round``). ``tonight`` is this night and an evening is part of the night (``this evening`` may be ``tonight``);
``the following`` day or week is ``the next`` one.

A stamp of several times (``on Monday`` and ``in the morning`` in one sentence) is read apart from another only
when every time of both is of one length and none may be the other; a stamp that mixes lengths may overlap.
"""
from __future__ import annotations

_FRAME = frozenset({"on", "in", "at", "for", "during", "over", "the", "a", "an", "one", "by"})
"""Closed-class words that frame a time phrase without changing which time it is (as openings._TIME_FRAME)."""

_LENGTH_NOUNS = frozenset({"day", "week", "weekend", "month", "year", "season"})
"""The noun of a length (``the next day``, ``last month``): the length itself, already compared."""

_DEICTIC = ("last", "this", "next")
"""``Last Monday`` (openings.take_deictic_time): a deictic word before a one-word pack time keeps its length."""

_SAME_WORDS = {"tonight": ("this", "night"), "evening": ("night",), "following": ("next",)}
"""Words that name the same part of a time as others: ``tonight`` is this night, an evening is part of the night
(``this evening`` may be ``tonight``), ``the following day`` is ``the next day``."""

_FROM_NOW = frozenset({"this", "last", "next", "today", "yesterday", "tomorrow"})
"""Words that count a time from now (``last week``)."""

_ALONG_STORY = frozenset({"first", "second", "third"})
"""Ordinals: count from the story's first time (``the second day``)."""

_FROM_NOWHERE = frozenset({"other"})
"""``the other day``: some day, counted from no point told. After ``the``, ``last`` and ``next`` count from a
point the reader does not fix (``the next day`` may be ``the third day``; ``in the last round`` may be ``in the
second round`` when there were two), so they tell no time apart either."""

_NEVER_APART = frozenset({"period_open"})


class _Time:
    """One time of a stamp: its length ("" when the pack gives none), the names it says, and its count words
    with the reference point they count from (``now`` / ``story`` / ``none``)."""

    def __init__(self, length: str, names: frozenset[str], counts: frozenset[str], point: str):
        self.length, self.names, self.counts, self.point = length, names, counts, point


def _lengths(lex) -> dict[str, str]:
    """time form → its length role (``period_day`` for the named days of role ``day``)."""
    out: dict[str, str] = {}
    for f in lex.pack.functions:
        if f.role == "day" or f.role.startswith("period_"):
            for form in f.forms:
                out[form] = "period_day" if f.role == "day" else f.role
    return out


def lengths(lex) -> dict[str, str]:
    return lex.memo("time_overlaps.lengths", _lengths)


def _time(lex, part: str) -> _Time:
    """``time.tonight=tonight`` → its length, names and counts (see the module doc)."""
    entry, eq, words = part.partition("=")
    if not eq:
        # a start/end time keeps its entry id alone (phrases.time_key): its role is its length
        edge = entry in lex.start_times or entry in lex.end_times
        return _Time("period_edge" if edge else "", frozenset({entry}), frozenset(), "none")
    table = lengths(lex)
    split = words.split()
    length = table.get(words, "")
    if not length and len(split) == 2 and split[0] in _DEICTIC:
        length = table.get(split[1], "")
    names: set[str] = set()
    counts: set[str] = set()
    points: set[str] = set()
    for i, raw in enumerate(split):
        after_the = i > 0 and split[i - 1] == "the"
        for w in _SAME_WORDS.get(raw, (raw,)):
            if w in _FRAME or w in _LENGTH_NOUNS:
                continue
            if w in _FROM_NOWHERE or (after_the and w in _FROM_NOW):
                counts.add(w)
                points.add("none")
            elif w in _ALONG_STORY:
                counts.add(w)
                points.add("story")
            elif w in _FROM_NOW:
                counts.add(w)
                points.add("now")
            else:
                names.add(w)
    point = points.pop() if len(points) == 1 else ("none" if points else "")
    return _Time(length, frozenset(names), frozenset(counts), point)


def _apart(x: _Time, y: _Time) -> bool:
    """Two times of one length that the words tell apart (see the module doc)."""
    if not (x.names <= y.names or y.names <= x.names):
        return True  # two names: Monday / Tuesday, morning / afternoon
    return (x.names == y.names and bool(x.counts) and bool(y.counts) and x.counts != y.counts
            and x.point == y.point and x.point in ("now", "story"))


def may_overlap(lex, asked: str, told: str) -> bool:
    """Could the time ``told`` (an event's stamp) share some of the asked time ``asked``, though it differs?"""
    if not asked or not told or asked == told:
        return False
    a = [_time(lex, t) for t in asked.split("|") if t]
    t = [_time(lex, x) for x in told.split("|") if x]
    if not a or not t:
        return True
    kinds = {x.length for x in a + t}
    if len(kinds) != 1 or "" in kinds or kinds & _NEVER_APART:
        return True  # two lengths (or one unknown / open): one may hold the other
    return not all(_apart(x, y) for x in a for y in t)



def may_count_twice(lex, first: str, second: str) -> bool:
    """Could two events' stamps, summed, count one thing twice? Only when both are counted from now (every part
    says ``this`` / ``last`` / ``today`` …: ``this week`` / ``today``, ``this season`` / ``this morning``), so the
    two stretches surely meet, and no pair of their parts tells them apart (``told_apart``); or when one is a
    stretch longer than a day counted from now (``this month``) beside a floating time (``on Monday``). A floating
    time beside a day or a part of one (``during lunch`` / ``yesterday``) is summed as before: the story places it."""
    a = [_time(lex, t) for t in first.split("|") if t]
    b = [_time(lex, t) for t in second.split("|") if t]
    if told_apart(lex, first, second):
        return False
    if all(x.point == "now" for x in a + b):
        return True
    # red team 25: "80 apples this month … 7 apples on Monday": a stretch longer than a day counted from now holds
    # the days and parts of days the story tells without a point (Monday is most likely in this month)
    return _long_from_now(a) or _long_from_now(b)


_LONG = frozenset({"period_weekend", "period_week", "period_month", "period_season", "period_year",
                   "period_sport_season"})


def _long_from_now(stamp: list[_Time]) -> bool:
    """Every part counted from now, one of them a stretch longer than a day (``this week``, ``this season``)."""
    return bool(stamp) and all(x.point == "now" for x in stamp) and any(x.length in _LONG for x in stamp)


def told_apart(lex, first: str, second: str) -> bool:
    """Are two events' stamps surely disjoint? Each part of a stamp holds for its event (``during lunch|today``),
    so one pair of parts of one length, told apart by their words, keeps the events apart (``during lunch|today``
    / ``yesterday`` by the day; ``during lunch|today`` / ``during dinner|today`` by the meal). Without such a pair
    one may hold the other (``today`` / ``this week``)."""
    a = [_time(lex, t) for t in first.split("|") if t]
    b = [_time(lex, t) for t in second.split("|") if t]
    return any(x.length == y.length and x.length and x.length not in _NEVER_APART and _apart(x, y)
               for x in a for y in b)
