"""``How many more|fewer <things> did <doer> <verb> <time> than <other time>?`` (v15, ADR 0300): one doer's events of
one verb told at several times of one kind, two of them compared.

    Jenny read 11 pages on Monday and 8 pages on Tuesday.
    How many more pages did Jenny read on Monday than on Tuesday?                               11 − 8 = 3
    A baker made 28 muffins in the morning and 18 muffins in the afternoon.
    How many more muffins did the baker make in the morning than in the afternoon?             28 − 18 = 10
    Liam caught 11 fish on Saturday. On Sunday he caught 7 fish.
    How many fewer fish did Liam catch on Sunday than on Saturday?                              11 − 7 = 4

v13 read this for two periods counted from now (``this year [than last year]``, period_differences.py); any other
pair of times refused (``than`` was read as a person). One sentence listing the amounts each with its own time
(``11 pages on Monday and 8 pages on Tuesday``) carries every time on every amount (clauses.py keeps no clause's
own time: the story is ``unattributed``), so the times are given back here from the words, and only when the
sentence shows them plainly: its numbers and its time phrases alternate, number first, each time phrase ends the
list item (``and``, a comma or the sentence's end follows it) and each number read there is the amount of the
event in that place. Read only when
- the question is ``How many more|fewer [mods] <things> did <doer> <verb> <T1> than <T2>?``, T1 and T2 two
  different pack times, each told in the story;
- every operation of the story (a pack ``describe`` aside) is an event of that doer, by that verb, of exactly those
  things (the same modifiers), all gains or all losses, with a stated amount, no source, recipient or place;
- no sentence telling the events has a word that may compare (``more``, ``fewer``, ``another``, ``than``, ``twice``
  …: ``On Tuesday he read 3 more pages`` may be 3 on top of Monday's or 3 more than Monday's);
- every event has exactly one time, and all the story's times are of one kind that never overlap: weekdays
  (``on Monday``), days counted from today (``yesterday``, ``today``, ``tomorrow``), spans of a day (``in the
  morning|afternoon|evening``), meals (``during|at|for breakfast|lunch|dinner``), months (``in May``) or
  ``this|last|next <period>`` of one period noun. A weekday beside ``yesterday``, a meal beside ``in the evening``
  (yesterday may be Monday; dinner is in the evening), an event with no time or with two refuse;
- the difference is not negative (``How many more`` of the smaller count refuses; no absolute value is guessed).
The answer is T1's events summed less T2's (``fewer``: T2's less T1's). Anything else falls back to the v6 reading
(which refuses these texts).
"""
from __future__ import annotations

from fractions import Fraction

import msgspec

from domain.reader.graph import Item, Op, Question
from domain.reader.period_differences import difference_of_sums
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_number, time_key
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step
from domain.reader.holders import resolve_it_subject

TIMED_DIFFERENCE = "timed_difference"
_FRAME = frozenset({"on", "in", "at", "for", "during", "the"})
_WEEKDAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
_DAYS = frozenset({"yesterday", "today", "tomorrow"})
_SPANS = frozenset({"morning", "afternoon", "evening"})
_MEALS = frozenset({"breakfast", "lunch", "dinner"})
_MONTHS = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september",
                     "october", "november", "december"})
_PERIOD_WORDS = frozenset({"this", "last", "next"})
_COMPARING = frozenset({"more", "fewer", "less", "another", "extra", "additional", "than", "as", "times", "twice",
                        "half", "double", "triple", "same"})
"""Words that may make an event's amount relative to another's: such a sentence is not read here."""


def time_class(key: str) -> str | None:
    """The kind of a stamp part (``time.on_monday=on monday`` → ``weekday``); None for any other time."""
    words = key.partition("=")[2].split()
    content = tuple(w for w in words if w not in _FRAME)
    if len(content) == 1:
        for name, group in (("weekday", _WEEKDAYS), ("day", _DAYS), ("span", _SPANS), ("meal", _MEALS),
                            ("month", _MONTHS)):
            if content[0] in group:
                return name
        return None
    if len(content) == 2 and content[0] in _PERIOD_WORDS and words == list(content):
        return "period:" + content[1]
    return None


def _time_at(cur: Cursor) -> str | None:
    s = cur.sense("time")
    if s is None:
        return None
    words = cur.words[cur.pos:cur.pos + s.length]
    cur.pos += s.length
    return time_key(cur.lex, s, words)


def _phrase_at(words: list[str], phrase: list[str]) -> list[int]:
    n = len(phrase)
    return [i for i in range(len(words) - n + 1) if words[i:i + n] == phrase]


def attribute_times(cur: Cursor, ops: list[Op]) -> list[str] | None:
    """The one time of each of ``ops`` (one sentence's events, in order), read from the sentence's words, or None
    (v18: also told_spans.py)."""
    stamp = ops[0].time
    if any(op.time != stamp for op in ops) or not stamp:
        return None
    times = stamp.split("|")
    if len(ops) == 1:
        return times if len(times) == 1 else None
    if len(times) != len(ops):
        return None
    words = cur.words[:cur.end]
    starts = []
    for t in times:
        found = _phrase_at(words, t.partition("=")[2].split())
        if len(found) != 1:
            return None
        starts.append((found[0], t))
    starts.sort()
    numbers = []
    i = 0
    while i < cur.end:
        if cur.sense("num", i) or cur.sense("number", i) or cur.sense("money", i):
            probe = Cursor(cur.lex, cur.sentence, i, cur.end)
            got = read_number(probe)
            if got is None:
                return None
            numbers.append((i, got[0]))
            i = probe.pos
        else:
            i += 1
    if len(numbers) != len(ops):
        return None
    out = []
    for k, (op, (n_at, value), (t_at, t)) in enumerate(zip(ops, numbers, starts)):
        end = t_at + len(t.partition("=")[2].split())
        nxt = numbers[k + 1][0] if k + 1 < len(numbers) else cur.end
        if not (n_at < t_at < nxt) or fmt(value) != op.amount:
            return None
        if end < cur.end and words[end] not in ("and", ","):
            return None
        out.append(t)
    return out


def parse_timed_difference(cur: Cursor, ctx: Context, ops: list[Op], story: list[Cursor]):
    """The question and the story's events each stamped with its own time, or None with nothing consumed."""
    w = cur.words[:cur.end]
    if w[:2] != ["how", "many"] or len(w) < 4 or w[2] not in ("more", "fewer") or "did" not in w:
        return None
    fewer = w[2] == "fewer"
    start, known, seen = cur.pos, dict(ctx.entities), list(ctx.units_seen)

    def back():
        cur.pos, ctx.entities, ctx.units_seen = start, known, seen
        return None

    cur.pos = 3
    mods = []
    while cur.sense("modifier") is not None and cur.sense("unit") is None:
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += 1
    unit = cur.sense("unit")
    plural = unit is not None and (unit.form == "pl" or cur.lex.unit_by_id[unit.entry.id].plural.lower() == " ".join(
        cur.words[cur.pos:cur.pos + unit.length]))  # "fish"
    if not plural:
        return back()
    cur.pos += unit.length
    if cur.take_word("did") is None:
        return back()
    try:
        # v18 (ADR 0393): "did it sell": the one thing that held or did anything (holders.resolve_it_subject)
        who = resolve_it_subject(cur, ctx) or read_entity(cur, ctx)
    except ReaderRefusal:
        return back()
    verb = cur.sense("verb") if who else None
    if verb is None:
        return back()
    cur.pos += verb.length
    t1 = _time_at(cur)
    if t1 is None:
        return back()
    if cur.at_end():
        t2 = ""  # v18 (ADR 0393): "How many more toys did it sell on Monday?": than the one other time told
    elif cur.take_word("than") is None:
        return back()
    else:
        t2 = _time_at(cur)
        if t2 is None or not cur.at_end() or t1 == t2:
            return back()
    item = Item(unit=unit.entry.id, mods=tuple(sorted(mods)))
    by_sentence: dict[int, list[int]] = {}
    for i, op in enumerate(ops):
        if _static(op, who, item):
            continue
        if op.kind not in ("gain", "lose") or op.actor != who or op.lemma != verb.entry.id or op.item != item \
                or op.source or op.target or op.place or op.amount.startswith(("?", "all")):
            return back()
        by_sentence.setdefault(op.sentence, []).append(i)
    if not by_sentence or len({ops[i].kind for idx in by_sentence.values() for i in idx}) != 1:
        return back()
    cursors = {c.sentence.index: c for c in story}
    new = list(ops)
    for si, idx in by_sentence.items():
        if si not in cursors or not cursors[si].wordset.isdisjoint(_COMPARING):
            return back()  # "On Tuesday he read 3 more pages.": 3 on top, or 3 more than Monday's? (more_at_times.py)
        got = attribute_times(cursors[si], [ops[i] for i in idx])
        if got is None:
            return back()
        for i, t in zip(idx, got):
            new[i] = msgspec.structs.replace(ops[i], time=t)
    if not t2:
        told = {new[i].time for idx in by_sentence.values() for i in idx}
        if len(told) != 2 or t1 not in told:
            return back()  # three times told (than which?), or the asked one not told
        t2 = next(t for t in told if t != t1)
    if fewer:
        t1, t2 = t2, t1
    q = Question(kind=TIMED_DIFFERENCE, sentence=cur.sentence.index, entity=who, item=item, lemma=verb.entry.id,
                 other=t1, source=t2)
    try:
        _sums_of(new, q)
    except ReaderRefusal:
        return back()
    return q, new


def _sums(graph) -> tuple[Fraction, Fraction]:
    return _sums_of(graph.ops, graph.question)


def _static(op: Op, who: str, item: Item) -> bool:
    """An operation beside the compared events that moves nothing: a description, a price, and (v18, ADR 0393) the
    doer's own holding of the compared things told as a number (``Nick had 25 cards. He lost 6 cards on Monday
    …``; checked against the losses by _sums_of)."""
    if op.kind in ("describe", "price"):
        return True
    return op.kind == "hold" and op.actor == who and op.item == item and not op.time \
        and not op.amount.startswith(("?", "all"))


def _sums_of(ops: list[Op], q: Question) -> tuple[Fraction, Fraction]:
    """The asked time's events and the other's (the module doc's conditions checked again on the graph)."""
    events = [op for op in ops if not _static(op, q.entity, q.item)]
    holds = [op for op in ops if op.kind == "hold" and _static(op, q.entity, q.item)]
    if len(holds) > 1 or (holds and (holds[0].sentence >= min((op.sentence for op in events), default=0)
                                     or any(op.kind == "lose" for op in events)
                                     and Fraction(holds[0].amount) < sum(Fraction(op.amount) for op in events
                                                                         if op.kind == "lose"))):
        # two holdings (which is when?), a holding told among or after the events, or losses beyond the holding
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "event_binding", frame=TIMED_DIFFERENCE,
                            sentence_index=q.sentence, detail="a holding beside the compared events that is not "
                                                              "one first holding covering them")
    if not events or any(op.kind not in ("gain", "lose") or op.actor != q.entity or op.lemma != q.lemma
                         or op.item != q.item or op.source or op.target or op.place
                         or op.amount.startswith(("?", "all")) or "|" in op.time or not op.time for op in events) \
            or len({op.kind for op in events}) != 1:
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "event_binding", frame=TIMED_DIFFERENCE,
                            sentence_index=q.sentence, detail="not one doer's events of one verb on the asked "
                                                              "things, each at one time")
    times = {op.time for op in events}
    kinds = {time_class(t) for t in times}
    if len(kinds) != 1 or None in kinds or q.other not in times or q.source not in times or q.other == q.source:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", frame=TIMED_DIFFERENCE,
                            sentence_index=q.sentence, detail="the times are not of one kind, both compared told")
    contents = {tuple(w for w in t.partition("=")[2].split() if w not in _FRAME) for t in times}
    if len(contents) != len(times):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", frame=TIMED_DIFFERENCE,
                            sentence_index=q.sentence, detail="one time told in two ways")
    asked = sum(Fraction(op.amount) for op in events if op.time == q.other)
    rest = sum(Fraction(op.amount) for op in events if op.time == q.source)
    return asked, rest


def timed_answer(lex, graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the asked time's events less the other's (a negative difference refuses)."""
    asked, rest = _sums(graph)
    return difference_of_sums(graph.question, asked, rest, TIMED_DIFFERENCE, "the asked difference would be negative")


def verify_timed(lex, graph) -> Fraction:
    """Verifier: the d with rest + d = asked, summed event by event."""
    q = graph.question
    _sums(graph)
    d = Fraction(0)
    for op in graph.ops:
        if not _static(op, q.entity, q.item):
            d += Fraction(op.amount) * ((op.time == q.other) - (op.time == q.source))
    return d
