"""How long an activity went on, told in two time units (reader v18, ADR 0395):

    Luke ran for 1 hour and 15 minutes. How many minutes did Luke run?                          60 + 15 = 75
    Each week has 7 days. Lila practiced piano for 3 weeks and 2 days. How many days did she practice?   21 + 2 = 23
    Jill practiced piano for 30 minutes on Monday, 45 minutes on Tuesday and 25 minutes on Wednesday. How many
    minutes did she practice?                                                                  30 + 45 + 25 = 100

Why a module of its own: ``for 1 hour and 15 minutes`` is one length of time in two units; the clause grammar reads
``and`` as joining clauses or quantities of things (``15 minutes`` alone then starts a clause that must be
passive), and travel.py reads a trip's one time. The text is read as a whole, in one shape of two sentences (a
first ``A|Each week has 7 days.`` may open it, as in daily_times.py):

- ``<Name|the <person>> <verb> [[the|his|her|their] <noun run>] for A <time unit> and B <time unit>.`` — the verb
  a travel verb or a lasting scene verb (daily_times.py's choice: ``ran``, ``swam``, ``practiced``, ``played``;
  never ``work``), A and B positive, the first unit longer than the second (``1 hour and 15 minutes``, ``3 weeks
  and 2 days``), both of the ``time`` family with a ``per_base``; or a list ``for A <unit> <day>, B <unit> <day>
  and C <unit> <day>`` (two parts or more) where every part names one day (pack role ``day``) surely apart from
  the others' (time_overlaps.told_apart: ``on Monday`` / ``on Tuesday``, not ``today`` / ``on Monday``);
- ``How many <time unit> did|does <the subject, or he/she fitting it> <the same verb> [the same object]?`` — ``did``
  after a past verb, ``does`` after a present one.

The answer is A and B in the asked unit, added (by the pack's ``per_base``, exactly; a non-terminating decimal
refuses as any answer does). Another person, verb or object, a time or place in the question, another sentence,
more words refuse once claimed.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.daily_times import _time_unit, _week_of_seven, activity_tense, read_activity_head
from domain.reader.each_of_gifts import same_subject
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number, time_key
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.time_overlaps import told_apart

SUMMED_DURATION = "summed_duration"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
    return whole_text_refusal(cur, SUMMED_DURATION, detail, reason)


def _part(cur: Cursor):
    """``A <time unit>`` (consumed): (A, unit sense), else None with nothing consumed."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[1] or got[0] <= 0:
        cur.pos = start
        return None
    u = _time_unit(cur, got[0] != 1)
    if u is None:
        cur.pos = start
        return None
    cur.pos += u.length
    return got[0], u


def _day_of_part(cur: Cursor) -> str | None:
    """A time phrase that names one day (pack role ``day``: ``on Monday``, ``today``) at the cursor: consumed, its
    key (phrases.time_key); else None, nothing consumed."""
    t, d = cur.sense("time"), cur.sense("fn:day")
    if t is None or d is None or t.length != d.length:
        return None
    key = time_key(cur.lex, t, cur.words[cur.pos:cur.pos + t.length])
    cur.pos += t.length
    return key


def _parts(cur: Cursor) -> list[tuple[Fraction, str, str]] | None:
    """``A <unit> [day] (, B <unit> [day])* and C <unit> [day]`` to the end: [(amount, unit id, day key or "")], or
    None."""
    parts = []
    while True:
        got = _part(cur)
        if got is None:
            return None
        parts.append((got[0], got[1].entry.id, _day_of_part(cur) or ""))
        if cur.at_end():
            return parts if len(parts) >= 2 and cur.words[cur.pos - 1] != "," else None
        word = cur.take_word(",", "and")
        if word is None:
            return None
        if word == "," and cur.peek_word() == "and":
            cur.pos += 1
            word = "and"
        if word == "and":
            got = _part(cur)
            if got is None:
                return None
            parts.append((got[0], got[1].entry.id, _day_of_part(cur) or ""))
            return parts if cur.at_end() else None


def _told_once_each(lex, parts) -> bool:
    """No part has a day and there are two, the longer unit first (``1 hour and 15 minutes``); or every part has a
    day, each surely apart from the others (``on Monday``, ``on Tuesday``: ``today`` beside ``on Monday`` may be
    the same day)."""
    days = [p[2] for p in parts]
    if not any(days):
        if len(parts) != 2:
            return False
        ua, ub = (lex.unit_by_id[p[1]] for p in parts)
        # (redteam5, ADR 0400) the smaller part under one of the larger unit: ``1 hour and 80 minutes`` is no way a
        # length is told (test_reader_v18_shapes' ``time-too-many`` read 140)
        return Fraction(ua.per_base) > Fraction(ub.per_base) and \
            parts[1][0] * Fraction(ub.per_base) < Fraction(ua.per_base)
    return all(days) and all(told_apart(lex, a, b) for i, a in enumerate(days) for b in days[i + 1:])


def _duration_statement(cur: Cursor):
    """(subject, verb entry, verb word, object, parts), else None (nothing consumed)."""
    head = read_activity_head(cur)
    if head is None:
        return None
    who, s, word, obj = head
    parts = _parts(cur) if obj is not None and cur.take_word("for") is not None else None
    cur.pos = 0
    if parts is None or not _told_once_each(cur.lex, parts):
        return None  # "15 minutes and 1 hour", "2 hours and 3 hours": not the one way a length is told
    return who, s.entry, word, obj, parts


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences (or three, opening ``A week has 7 days.``): a duration in two units, then ``How many``."""
    if len(cursors) == 3 and not _week_of_seven(cursors[0]):
        return False
    return len(cursors) in (2, 3) and cursors[-1].words[:2] == ["how", "many"] \
        and _duration_statement(cursors[-2]) is not None


def parse_summed_duration(cursors: list[Cursor]) -> Graph:
    rs, q = cursors[-2:]
    who, verb, word, obj, parts = _duration_statement(rs)
    q.pos = 2
    asked = _time_unit(q, True)
    if asked is None:
        raise _refuse(q, "expected how many of a time unit", Reason.UNIT_MISMATCH)
    day = _base(q.lex, "unit.day")
    if _base(q.lex, asked.entry.id) < day <= max(_base(q.lex, unit) for _, unit, _ in parts):
        # (redteam5, ADR 0400) ``Lila practiced piano for 3 weeks and 2 days. How many hours did she practice?``
        # answered 552: a time told in days or weeks is a span of the calendar, not hours spent on it
        raise _refuse(q, "a time told in days or longer asked in a unit under a day", Reason.UNIT_MISMATCH)
    q.pos += asked.length
    aux = q.take_word("did", "does")
    if aux is None:
        raise _refuse(q, "expected did|does")
    if (aux == "did") != (activity_tense(verb, word) == "past"):
        raise _refuse(q, "a time told in one tense, asked in the other", Reason.UNSUPPORTED_FORM)
    if not same_subject(q, who):
        raise _refuse(q, f"expected {who[0]}", Reason.AMBIGUOUS_REFERENCE)
    if q.peek_word() not in verb.forms:
        raise _refuse(q, "another verb asked")
    q.pos += 1
    if obj and tuple(q.words[q.pos:q.pos + len(obj)]) == obj:
        q.pos += len(obj)
    if not q.at_end():
        raise _refuse(q, "words after the question")
    si = rs.sentence.index
    ops = [Op(kind=SUMMED_DURATION, lemma=verb.id, sentence=si, actor=who[0], item=Item(unit=unit), amount=fmt(a),
              time=day) for a, unit, day in parts]
    return Graph(ops=ops, question=Question(kind=SUMMED_DURATION, sentence=q.sentence.index, entity=who[0],
                                            lemma=verb.id, item=Item(unit=asked.entry.id)))


def _base(lex, unit: str) -> Fraction:
    return Fraction(lex.unit_by_id[unit].per_base)


def summed_duration_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: both parts in the family's base unit, added, then put in the asked unit."""
    q = graph.question
    base = sum((Fraction(op.amount) * _base(lex, op.item.unit) for op in graph.ops), Fraction(0))
    total = base / _base(lex, q.item.unit)
    return total, q.item.unit, [Step(lemma=graph.ops[0].lemma, kind=SUMMED_DURATION, holder=graph.ops[0].actor,
                                     operands=[f"{op.amount} {op.item.unit}" for op in graph.ops], before="0",
                                     after=fmt(total))]


def verify_summed_duration(lex, graph: Graph) -> Fraction:
    """Verifier: each part put in the asked unit on its own, then added."""
    q = graph.question
    total = Fraction(0)
    for op in graph.ops:
        total += Fraction(op.amount) * (_base(lex, op.item.unit) / _base(lex, q.item.unit))
    return total
