"""A distance travelled each day or week, kept up over a told span (reader v15, ADR 0315):

    Ali ran 3 miles each day for 7 days. How many miles did Ali run?                          3 × 7 = 21
    Tom walks 2 miles every day. How many miles does he walk in a week?                       2 × 7 = 14
    Ann swims 2 kilometers a week. How far does she swim in 5 weeks?                          2 × 5 = 10

Why a module of its own: a travel verb moves no holdings, and travel.py reads one trip (distance = speed ×
time); ``3 miles each day`` is no speed (the time on the road is not told) but a distance per day, as ``reads 5
pages a day`` is pages per day (span_rates.py). The text is read as a whole, in one shape of two sentences:

- ``<Name|the <person>> <travel verb> D <length> a|an|per|each|every day|week [for M days|weeks]``, D positive,
  the length a pack unit of a length family;
- ``How many <the same length> | How far did|does|will|would <the subject, or he/she fitting it> <the same verb>
  [in M <periods> | in a|one <period>] [in all|in total|altogether]?``.

Exactly one span, in the statement or the question. Over a span in the statement the periods convert as in
span_rates.py (``a day for 2 weeks`` = 14 days; ``a week for 10 days`` refuses). A span in the question is the
rate's own periods, or weeks after ``every|each day`` (weeks_of_days.py's rule: ``a day`` does not say every day
of a week). The rate told in the present (``walks``) is asked with ``does|will|would``; told in the past
(``ran``) with ``did`` (a past habit says nothing of the days to come, nor a present one of days gone). Another
person, verb or unit asked, two spans or none, any other sentence, more words refuse.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.each_of_gifts import _total, read_subject, same_subject
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.legs import distance_families
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

DAILY_DISTANCE = "daily_distance"
_PER = ("a", "an", "per", "each", "every")
_DAYS = {"unit.day": 1, "unit.week": 7}


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
    return whole_text_refusal(cur, DAILY_DISTANCE, detail, reason)


def _span(cur: Cursor):
    """``for|in M <days|weeks>`` / ``in a|one <day|week>``: (M, period, word), consumed; None otherwise."""
    start = cur.pos
    word = cur.take_word("for", "in")
    if word is None:
        return None
    if word == "in" and cur.take_word("a", "one") is not None:
        m = Fraction(1)
    else:
        got = read_number(cur)
        if got is None or got[1] or got[0] <= 0 or got[0].denominator != 1:
            cur.pos = start
            return None
        m = got[0]
    p = cur.sense("unit")
    if p is None or p.entry.id not in _DAYS or p.form != ("sg" if m == 1 else "pl"):
        cur.pos = start
        return None
    cur.pos += p.length
    return m, p.entry.id, word


def _statement(cur: Cursor):
    """(subject, verb entry, verb word, D, length unit, per word, period, span or None), else None."""
    cur.pos = 0
    who = read_subject(cur)
    s = cur.sense("verb") if who is not None else None
    if s is None or s.length != 1 or s.entry.category != "travel":
        cur.pos = 0
        return None
    word = cur.words[cur.pos]
    cur.pos += 1
    got = read_number(cur)
    u = cur.sense("unit") if got is not None and not got[1] and got[0] > 0 else None
    # v18 (ADR 0395): any distance family the pack's ``farther`` compares (legs.distance_families), so laps too
    # (``Nick swims 25 laps each day``); was the length families only
    if u is None or u.form != ("sg" if got[0] == 1 else "pl") \
            or cur.lex.unit_by_id[u.entry.id].family not in distance_families(cur.lex):
        cur.pos = 0
        return None
    cur.pos += u.length
    tail = read_period_tail(cur)
    cur.pos = 0
    if tail is None:
        return None
    return (who, s.entry, word, got[0], u.entry.id, *tail)


def read_period_tail(cur: Cursor):
    """``a|per|each|every day|week [for N days]`` closing a statement: (per word, period, span or None), else None
    (the caller puts the cursor back); daily_times.py reads its activities' periods with it too."""
    per = cur.take_word(*_PER)
    p = cur.sense("unit") if per is not None else None
    if p is None or p.form != "sg" or p.entry.id not in _DAYS:
        return None
    cur.pos += p.length
    span = _span(cur) if cur.peek_word() == "for" else None
    return (per, p.entry.id, span) if cur.at_end() else None


def read_asked_span(q: Cursor, span, per: str, period: str, what: str, refuse) -> tuple[Fraction, str]:
    """The question's closing span (``in 3 weeks``, ``in all``), or the statement's when the question has none: (how
    many, the span's unit), a whole number of periods; refused (through ``refuse``) when there is no span or two, a
    time ``a|per`` period asked over another span, or a part of a period (daily_times.py reads its spans so too)."""
    asked = _span(q) if q.peek_word() == "in" else None
    _total(q)
    if not q.at_end():
        raise refuse(q, "words after the question")
    if (span is None) == (asked is None):
        raise refuse(q, "no span told, or two", Reason.UNKNOWN_QUANTITY)
    m, unit_span, _ = span or asked
    days = m * _DAYS[unit_span]
    if asked is not None and unit_span != period and per not in ("every", "each"):
        raise refuse(q, f"a {what} per {period} ('{per}') asked over {unit_span}: every day of them?",
                     Reason.UNIT_MISMATCH)
    if days % _DAYS[period]:
        raise refuse(q, f"{fmt(m)} {unit_span} is no whole number of {period}", Reason.UNIT_MISMATCH)
    return m, unit_span


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, the first a distance per day or week (module doc), the second opening ``How``."""
    return len(cursors) == 2 and cursors[-1].words[:1] == ["how"] and _statement(cursors[0]) is not None


def _present(verb, word: str) -> bool:
    return word.endswith("s") and (word[:-1] in verb.forms or word[:-2] in verb.forms)


def parse_daily_distance(cursors: list[Cursor]) -> Graph:
    rs, q = cursors
    who, verb, word, each, unit, per, period, span = _statement(rs)
    q.pos = 1
    if q.take_word("far") is None:
        if q.take_word("many") is None:
            raise _refuse(q, "expected 'How many' or 'How far'")
        u = q.sense("unit")
        if u is None or u.entry.id != unit or u.form != "pl":
            raise _refuse(q, f"expected how many {unit}", Reason.UNIT_MISMATCH)
        q.pos += u.length
    aux = q.take_word("did", "does", "will", "would")
    if aux is None:
        raise _refuse(q, "expected did|does|will|would")
    if (aux == "did") == _present(verb, word):
        raise _refuse(q, "a rate told in one tense, asked in the other: kept up then?", Reason.UNSUPPORTED_FORM)
    if not same_subject(q, who):
        raise _refuse(q, f"expected {who[0]}", Reason.AMBIGUOUS_REFERENCE)
    w = q.peek_word()
    if w is None or w not in verb.forms:
        raise _refuse(q, "another verb asked")
    q.pos += 1
    m, unit_span = read_asked_span(q, span, per, period, "rate", _refuse)
    ops = [Op(kind=DAILY_DISTANCE, lemma=verb.id, sentence=0, actor=who[0], item=Item(unit=unit), amount=fmt(each),
              target=period, groups=fmt(m), time=unit_span)]
    return Graph(ops=ops, question=Question(kind=DAILY_DISTANCE, sentence=q.sentence.index, entity=who[0],
                                            lemma=verb.id, item=Item(unit=unit)))


def daily_distance_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the distance per period times the periods in the span."""
    rate = graph.ops[0]
    n = Fraction(rate.groups) * _DAYS[rate.time] / _DAYS[rate.target]
    if n.denominator != 1:
        raise ValueError("the span is no whole number of the rate's periods")
    total = Fraction(rate.amount) * n
    return total, rate.item.unit, [Step(lemma=rate.lemma, kind=DAILY_DISTANCE, holder=rate.actor,
                                        operands=[rate.amount, fmt(n)], before="0", after=fmt(total))]


def verify_daily_distance(lex, graph: Graph) -> Fraction:
    """Verifier: the span walked day by day, the distance added at the end of each whole period."""
    rate = graph.ops[0]
    end, step = int(Fraction(rate.groups)) * _DAYS[rate.time], _DAYS[rate.target]
    if end > 100000:
        raise ValueError("too many days")
    total, day = Fraction(0), 0
    while day + step <= end:
        day += step
        total += Fraction(rate.amount)
    if day != end:
        raise ValueError("a part of a period left over")
    return total
