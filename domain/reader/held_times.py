"""``How many more <things> does <holder> have <T1> than <T2>?`` after two holdings told at two times (v20, ADR 0456).

    Yesterday Sam had 5 apples. Today he has 8 apples.
    How many more apples does he have today than yesterday?                                       8 − 5 = 3
    Mia has 14 shells. Last week she had 9 shells. How many more shells does Mia have now than last week?   5
    Last year Mo had 12 fish. This year Mo has 18 fish. Mo's sister has 7 fish.
    How many more fish does Mo have this year than last year?                                     18 − 12 = 6

The difference questions compare two holders (``than Ben``) or one doer's events at two times (timed_differences.py,
period_differences.py); a time after ``than`` with ``have`` refused. Two holdings of one holder told at two times
say what was held then, and the question compares exactly those two. Read only when
- the question is exactly ``How many more [mods] <things> does|did <holder> have <T1> than <T2>?``, T1 and T2 two
  pack time phrases (or ``now`` for T1);
- everything the story tells of the holder and those things (their unit, a kind of it, a general of it; given,
  taken, held) is exactly two holdings with stated amounts, one told at T1 and one at T2 (the same time words once
  ``on/in/at/during/for/the`` are set aside); ``now`` is a holding told with no time and in the present tense
  beside one told at a past time (``last week``, ``yesterday``);
- T1 and T2 are different times of one kind (timed_differences.time_class: days counted from today, weekdays, spans
  of a day, meals, months, ``this|last|next <period>``), or ``now`` and a past time;
- the difference is not negative (``How many more`` of the smaller refuses).
Anything else falls back to the readings before (which refuse these texts).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, read_entity, time_key
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step
from domain.reader.timed_differences import time_class

HELD_TIMES = "held_times"
NOW = "now"
_FRAME = frozenset({"on", "in", "at", "during", "for", "the"})


def _content(key: str) -> tuple[str, ...]:
    if not key or "|" in key:
        return ()
    return tuple(w for w in key.partition("=")[2].split() if w not in _FRAME)


def _time(cur: Cursor) -> str | None:
    s = cur.sense("time")
    if s is None:
        return None
    words = cur.words[cur.pos:cur.pos + s.length]
    cur.pos += s.length
    return time_key(cur.lex, s, words)


def parse_held_times(cur: Cursor, ctx: Context, ops: list[Op]) -> Question | None:
    """The question, or None with nothing consumed (module doc)."""
    w = cur.words[:cur.end]
    if w[:3] != ["how", "many", "more"] or "than" not in w or "have" not in w:
        return None
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
    if unit is None:
        return back()
    cur.pos += unit.length
    if cur.take_word("does", "did") is None:
        return back()
    try:
        who = read_entity(cur, ctx)
    except ReaderRefusal:
        return back()
    if not who or cur.take_word("have") is None:
        return back()
    t1 = NOW if cur.take_word("now") is not None else _time(cur)
    if t1 is None or cur.take_word("than") is None:
        return back()
    t2 = _time(cur)
    if t2 is None or not cur.at_end():
        return back()
    q = Question(kind=HELD_TIMES, sentence=cur.sentence.index, entity=who,
                 item=Item(unit=unit.entry.id, mods=tuple(sorted(mods))), other=t1, source=t2)
    try:
        _pair(cur.lex, ops, q)
    except ValueError:
        return back()
    return q


def _pair(lex, ops: list[Op], q: Question) -> tuple[Op, Op]:
    """The holding at T1 and the one at T2 (ValueError when the module doc's conditions fail)."""
    unit = q.item.unit
    about = [op for op in ops if op.item is not None and q.entity in (op.actor, op.target, op.source, op.agent)
             and (op.item.unit == unit or lex.kind_of(op.item.unit, unit) or lex.kind_of(unit, op.item.unit))]
    if len(about) != 2 or any(op.kind != "hold" or op.actor != q.entity or op.item != q.item
                              or not stated_amount(op.amount) for op in about):
        raise ValueError("not exactly two holdings of the things by the holder")
    if q.other == NOW:
        now = [op for op in about if not op.time and not op.past]
        then = [op for op in about if _content(op.time) == _content(q.source) and op.time and op.past]
        if len(now) != 1 or len(then) != 1 or now[0] is then[0]:
            raise ValueError("not one present holding and one at the past time")
        return now[0], then[0]
    first = [op for op in about if op.time and _content(op.time) == _content(q.other)]
    second = [op for op in about if op.time and _content(op.time) == _content(q.source)]
    if len(first) != 1 or len(second) != 1 or first[0] is second[0]:
        raise ValueError("not one holding at each asked time")
    kinds = {time_class(first[0].time), time_class(second[0].time), time_class(q.other), time_class(q.source)}
    if len(kinds) != 1 or None in kinds or _content(q.other) == _content(q.source):
        raise ValueError("the times are not two times of one kind")
    return first[0], second[0]


def stated_amount(amount: str) -> bool:
    """A number told in the text (not ``?N`` or another marker an op's amount may carry); rate_holdings.py too."""
    try:
        Fraction(amount)
    except (ValueError, ZeroDivisionError):
        return False
    return True


def held_times_answer(lex, graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the holding at T1 less the holding at T2 (a negative difference refuses)."""
    q = graph.question
    a, b = _pair(lex, graph.ops, q)
    asked, rest = Fraction(a.amount), Fraction(b.amount)
    if asked < rest:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=HELD_TIMES,
                            detail="the asked difference would be negative")
    return asked - rest, q.item.unit, [Step(lemma="verb.have", kind=HELD_TIMES, holder=q.entity,
                                            operands=[a.amount, b.amount], before="", after=str(asked - rest))]


def verify_held_times(lex, graph) -> Fraction:
    """Verifier: each of the holder's holdings of the things signed by the asked time it was told at (+ at T1,
    − at T2), summed; the pair re-checked by _pair."""
    q = graph.question
    a, b = _pair(lex, graph.ops, q)
    d = Fraction(0)
    for op in graph.ops:
        if op is a or op is b:
            d += Fraction(op.amount) * ((op is a) - (op is b))
    if d < 0:
        raise ValueError("negative difference")
    return d
