"""Time spent on an activity each day or week, kept up over a told span (reader v18, ADR 0395):

    Nate practices piano 12 minutes a day. How many minutes does he practice in 4 days?          12 × 4 = 48
    Nora practices violin 45 minutes a day. How many hours does she practice in 4 days?     45 × 4 ÷ 60 = 3
    Paul practices piano for 3 hours every day. How many hours does he practice in a week?       3 × 7 = 21
    Noah practiced guitar for 30 minutes each day for 8 days. How many hours did he practice?  30 × 8 ÷ 60 = 4

Why a module of its own: ``practices piano 12 minutes a day`` is no holding, no trip (travel.py needs a
distance, time and speed of one trip) and no rate object of a counted thing (``reads 5 books a day``); it is how
long an activity goes on each period, as daily_distances.py reads how far. The text is read as a whole, in one
shape of two sentences:

- ``<Name|the <person>> <verb> [[the|his|her|their] <noun run>] [for] N <time unit> a|an|per|each|every
  day|week [for M days|weeks]``, N positive; the verb a travel verb (``jogs``, ``walks her dog``) or a scene
  verb whose ``-ing`` form is a pack activity (``practice``, ``play``: work_spans.py's lasting verbs), never
  ``work`` (daily_hours.py's, with its pay); the object a thing the activity is done with, no number in it;
- ``How many <time unit> do|does|did|will|would <the subject, or he/she fitting it> <the same verb> [the same
  object] [in M days|weeks | in a|one day|week] [in all|in total|altogether]?``.

A first sentence ``A|Each week has 7 days.`` (or ``There are 7 days in a week.``) may open the text: it tells the
week the reader counts with (any other number is not this form). Exactly one span, in the statement or the question,
counted as daily_distances.py counts it (``a day`` is not said of every day of a week: asked over weeks it refuses;
``every|each day`` is). The time asked may be another unit of the ``time`` family (minutes told, hours asked):
converted by the pack's ``per_base``, exactly. The rate told in the present is asked with ``does|will|would``, in
the past with ``did``. Another person, verb, object or unit family asked, two spans or none, another sentence, more
words refuse once claimed.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.daily_distances import _DAYS, read_asked_span, read_period_tail
from domain.reader.daily_hours import _WORK
from domain.reader.each_of_gifts import read_subject, same_subject
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.work_spans import _lasting_verbs

DAILY_TIME = "daily_time"
_OWNERS = ("the", "his", "her", "their")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
    return whole_text_refusal(cur, DAILY_TIME, detail, reason)


def _activity_verb(lex, entry) -> bool:
    if entry.id == _WORK:
        return False
    return entry.category == "travel" or entry.id in lex.memo("lasting_verbs", _lasting_verbs)


def activity_tense(verb, word: str) -> str | None:
    """``present`` for an ``-s`` form (``practices``, ``studies``), ``past`` for a form that is neither that, a bare
    base (one whose ``-s`` form the pack lists) nor an ``-ing`` form (``practiced``, ``ran``), else None."""
    if word.endswith("s") and not word.endswith("ss"):
        return "present"
    if word.endswith("ing") or word + "s" in verb.forms or word + "es" in verb.forms:
        return None
    return "past"


def _time_unit(cur: Cursor, plural: bool):
    """A pack unit of the ``time`` family with a ``per_base`` at the cursor, in the number asked (not consumed)."""
    u = cur.sense("unit")
    if u is None or u.form != ("pl" if plural else "sg"):
        return None
    unit = cur.lex.unit_by_id[u.entry.id]
    return u if unit.family == "time" and unit.per_base else None


def _activity_object(cur: Cursor) -> tuple[str, ...] | None:
    """``[the|his|her|their] <noun run>`` of no time unit (consumed, its words), ``()`` when none is there; None
    when an owner word has no noun after it."""
    start = cur.pos
    if cur.peek_word() in _OWNERS:
        cur.pos += 1
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or cur.lex.unit_by_id[got[1].entry.id].family == "time":
        if cur.pos != start:
            cur.pos = start
            return None
        return ()
    cur.pos = got[2]
    return tuple(cur.words[start:cur.pos])


def read_activity_head(cur: Cursor):
    """``<subject> <activity verb> [<object>]`` from the sentence's start: (subject, verb sense, verb word, object or
    None), the cursor after them; else None (nothing consumed). summed_durations.py opens its statements with it."""
    cur.pos = 0
    who = read_subject(cur)
    s = cur.sense("verb") if who is not None else None
    if s is None or s.length != 1 or not _activity_verb(cur.lex, s.entry):
        cur.pos = 0
        return None
    word = cur.words[cur.pos]
    if activity_tense(s.entry, word) is None:
        cur.pos = 0
        return None
    cur.pos += 1
    return who, s, word, _activity_object(cur)


def _statement(cur: Cursor):
    """(subject, verb entry, verb word, object, N, time unit, per word, period, span or None), else None."""
    head = read_activity_head(cur)
    if head is None:
        return None
    who, s, word, obj = head
    if obj is not None:
        cur.take_word("for")
    got = read_number(cur) if obj is not None else None
    u = _time_unit(cur, got[0] != 1) if got is not None and not got[1] and got[0] > 0 else None
    if u is None:
        cur.pos = 0
        return None
    cur.pos += u.length
    tail = read_period_tail(cur)
    cur.pos = 0
    if tail is None:
        return None
    return (who, s.entry, word, obj, got[0], u.entry.id, *tail)


def _week_of_seven(cur: Cursor) -> bool:
    """``A|Each week has 7 days.`` (also re-spelled from ``There are 7 days in a week.``, told_periods.py): the
    week's length told as the reader counts it; any other number (a school week of 5?) is not this form."""
    w, t = cur.words, cur.tokens
    return cur.end == 5 and w[0] in ("a", "each") and w[1:3] == ["week", "has"] and w[4] == "days" \
        and t[3].kind == "num" and t[3].value == 7 and "." not in t[3].text


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, the first a time per day or week of an activity (module doc), the second ``How many``; or
    three, opening ``A week has 7 days.``."""
    if len(cursors) == 3 and not _week_of_seven(cursors[0]):
        return False
    return len(cursors) in (2, 3) and cursors[-1].words[:2] == ["how", "many"] and _statement(cursors[-2]) is not None


def parse_daily_time(cursors: list[Cursor]) -> Graph:
    rs, q = cursors[-2:]
    who, verb, word, obj, each, unit, per, period, span = _statement(rs)
    q.pos = 2
    asked = _time_unit(q, True)
    if asked is None:
        raise _refuse(q, "expected how many of a time unit", Reason.UNIT_MISMATCH)
    q.pos += asked.length
    aux = q.take_word("did", "does", "will", "would")
    if aux is None:
        raise _refuse(q, "expected did|does|will|would")
    if (aux == "did") != (activity_tense(verb, word) == "past"):
        raise _refuse(q, "a time told in one tense, asked in the other: kept up then?", Reason.UNSUPPORTED_FORM)
    if not same_subject(q, who):
        raise _refuse(q, f"expected {who[0]}", Reason.AMBIGUOUS_REFERENCE)
    w = q.peek_word()
    if w not in verb.forms:
        raise _refuse(q, "another verb asked")
    q.pos += 1
    if obj and tuple(q.words[q.pos:q.pos + len(obj)]) == obj:
        q.pos += len(obj)
    m, unit_span = read_asked_span(q, span, per, period, "time", _refuse)
    ops = [Op(kind=DAILY_TIME, lemma=verb.id, sentence=rs.sentence.index, actor=who[0], item=Item(unit=unit),
              amount=fmt(each),
              target=period, groups=fmt(m), time=unit_span)]
    return Graph(ops=ops, question=Question(kind=DAILY_TIME, sentence=q.sentence.index, entity=who[0],
                                            lemma=verb.id, item=Item(unit=asked.entry.id)))


def _per_base(lex, unit: str) -> Fraction:
    return Fraction(lex.unit_by_id[unit].per_base)


def daily_time_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the time per period times the periods in the span, in the asked time unit."""
    rate, q = graph.ops[0], graph.question
    n = Fraction(rate.groups) * _DAYS[rate.time] / _DAYS[rate.target]
    if n.denominator != 1:
        raise ValueError("the span is no whole number of the rate's periods")
    told = Fraction(rate.amount) * n
    total = told * _per_base(lex, rate.item.unit) / _per_base(lex, q.item.unit)
    return total, q.item.unit, [Step(lemma=rate.lemma, kind=DAILY_TIME, holder=rate.actor,
                                     operands=[rate.amount, fmt(n)], before="0", after=fmt(told))]


def verify_daily_time(lex, graph: Graph) -> Fraction:
    """Verifier: the span walked day by day, the time added in the family's base unit at the end of each whole
    period, then put in the asked unit."""
    rate, q = graph.ops[0], graph.question
    end, step = int(Fraction(rate.groups)) * _DAYS[rate.time], _DAYS[rate.target]
    if end > 100000:
        raise ValueError("too many days")
    base = Fraction(rate.amount) * _per_base(lex, rate.item.unit)
    total, day = Fraction(0), 0
    while day + step <= end:
        day += step
        total += base
    if day != end:
        raise ValueError("a part of a period left over")
    return total / _per_base(lex, q.item.unit)
