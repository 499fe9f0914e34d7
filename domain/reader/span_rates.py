"""A rate kept up over a told span of time (reader v14, ADR 0283):

    Tom reads 5 pages a day for 12 days. How many pages does he read?                      5 × 12 = 60
    Ann saves 3 stickers every day for 2 weeks. How many stickers does she save?           3 × 14 = 42
    Sam had 40 apples. He ate 2 apples a day for 9 days. How many apples does he have left?  40 − 18 = 22

Why a module of its own: ``reads 5 pages a day`` is a rate (clauses: rate object, v6) answered only by a question
that names the time (``How many pages does he read in 12 days?``); told in the statement (``for 12 days``) the
span is words left after the clause. English says the same: the rate, kept up for that many periods. The text is
read as a whole, in one shape:

- an optional first sentence ``<Name> has|had|owns T <things>`` (each_of_gifts.read_holding);
- ``[For M <periods>,] <Name|he|she|the <person>> <verb> N <things> a|an|per|each|every <period> [for|in M
  <periods>]`` — exactly one span (leading or trailing), the verb a pack verb that gains, makes, loses or
  destroys things (categories positive, construct, negative, destroy), N and M positive (M whole), the things a
  count noun;
- the question ``How many <things> did|does|will <subject> <the verb> [in all|in total|altogether]?`` (the
  amount the rate makes over the span), or, after the first sentence, ``How many <things> does|will
  <subject> have [left|now]?`` (``did … have`` only with ``left``) / ``How many <things> are|were left?`` (the
  holding less the amount for a losing verb, plus it for a gaining one; ``left`` after a gain refuses, and after a holding more lost than held refuses
  whatever is asked).

Periods (the pack's time units and their lengths): the span must be a whole number of the rate's periods (``a day
for 2 weeks`` is 14 days; ``a week for 10 days`` refuses), and a rate per hour, minute or second over days or
weeks refuses (a day of reading is not 24 hours: the hours in it are not told). Another thing, verb or subject
asked, a second span, a span in the question, money, any other sentence or word refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.each_of_gifts import (_total, claims_after_holding, count_of, read_holding, same_subject,
                                          subject_or_holder)
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.linear import exact
from domain.reader.phrases import Cursor, fmt, how_many_of, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

SPAN_RATE = "span_rate"
_PER = ("a", "an", "per", "each", "every")
_CATEGORIES = {"positive": 1, "construct": 1, "negative": -1, "destroy": -1}


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, SPAN_RATE, detail, reason)


def _is_time(lex, unit: str) -> bool:
    u = lex.unit_by_id[unit]
    return u.family == "time" and bool(u.per_base)


def _span(cur: Cursor):
    """``for|in M <periods>``: (M, period unit), consumed; None, nothing consumed, otherwise."""
    start = cur.pos
    if cur.take_word("for", "in") is None:
        return None
    got = count_of(cur, lambda unit: _is_time(cur.lex, unit))
    if got is None:
        cur.pos = start
    return got


def _rate_sentence(cur: Cursor, holder):
    """The rate sentence (module doc): (subject, verb id, N, thing unit, period unit, M, span unit), else None."""
    cur.pos = 0
    span = None
    if cur.peek_word() == "for":
        span = _span(cur)
        if span is None:
            return None
        cur.take("punct:,")
    who = subject_or_holder(cur, holder)
    s = cur.sense("verb") if who is not None else None
    if s is None or s.entry.category not in _CATEGORIES:
        return None
    verb = s.entry.id
    cur.pos += s.length
    got = read_number(cur)
    if got is None or got[1] or got[0] <= 0:
        return None
    t = cur.sense("unit")
    if t is None or t.form != ("sg" if got[0] == 1 else "pl") or cur.lex.unit_by_id[t.entry.id].family != "count":
        return None
    cur.pos += t.length
    if cur.take_word(*_PER) is None:
        return None
    p = cur.sense("unit")
    if p is None or p.form != "sg" or not _is_time(cur.lex, p.entry.id):
        return None
    cur.pos += p.length
    if span is None:
        span = _span(cur)
    if span is None or not cur.at_end():
        return None
    return who, verb, got[0], t.entry.id, p.entry.id, span[0], span[1]


def claims(cursors: list[Cursor]) -> bool:
    """Two or three sentences whose one before the question is a rate kept up over a told span (module doc)."""
    return claims_after_holding(cursors, _rate_sentence)


def periods(lex, period: str, count: Fraction, span: str) -> Fraction | None:
    """How many of the rate's periods ``count`` spans make: a whole number, else None (module doc); None too for
    a rate per part of a day over days or weeks."""
    day = exact(lex.unit_by_id["unit.day"].per_base)
    p, s = exact(lex.unit_by_id[period].per_base), exact(lex.unit_by_id[span].per_base)
    if p < day <= s:
        return None
    n = count * s / p
    return n if n.denominator == 1 and n > 0 else None


def parse_span_rate(cursors: list[Cursor]) -> Graph:
    holder = read_holding(cursors[0]) if len(cursors) == 3 else None
    rs = cursors[-2]
    who, verb, each, unit, period, count, span = _rate_sentence(rs, holder)
    si = rs.sentence.index
    if holder is not None and holder[2] != unit:
        raise _refuse(cursors[0], "a holding of other things than the rate's", Reason.UNIT_MISMATCH)
    if holder is not None and holder[0][0].lower() != who[0].lower():
        raise _refuse(rs, f"the rate of someone else than {holder[0][0]}", Reason.AMBIGUOUS_REFERENCE)
    if periods(rs.lex, period, count, span) is None:
        raise _refuse(rs, f"{fmt(count)} {span} is no whole number of {period} (or a day's hours are not told)",
                      Reason.UNIT_MISMATCH)
    q = cursors[-1]
    missing = how_many_of(q, unit)
    if missing is not None:
        raise _refuse(q, *missing)
    sign = _CATEGORIES[rs.lex.verb_by_id[verb].category]
    asked_kind = ""
    if q.take_word("are", "were") is not None:
        if q.take_word("left") is None:
            raise _refuse(q, "expected 'are left'", Reason.UNPARSED_QUESTION)
        asked_kind = "left"
    elif (aux := q.take_word("did", "does", "do", "will")) is not None:
        if not same_subject(q, who):
            raise _refuse(q, f"expected {who[0]}", Reason.AMBIGUOUS_REFERENCE)
        s = q.sense("verb")
        if s is not None and s.entry.category == "observe" and q.words[q.pos] == "have":
            q.pos += s.length
            word = q.take_word("left", "now")
            if aux == "did" and word != "left":
                raise _refuse(q, "'did <subject> have': before or after the span?", Reason.AMBIGUOUS_REFERENCE)
            asked_kind = "left" if word == "left" else "now"
        elif s is not None and s.entry.id == verb:
            q.pos += s.length
            _total(q)
            asked_kind = "made"
        else:
            raise _refuse(q, "another verb asked", Reason.UNPARSED_QUESTION)
    else:
        raise _refuse(q, "expected did|does|are", Reason.UNPARSED_QUESTION)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    if asked_kind in ("left", "now"):
        if holder is None:
            raise _refuse(q, "how many were held before is not told", Reason.UNKNOWN_QUANTITY)
        if asked_kind == "left" and sign > 0:
            raise _refuse(q, "'left' after gains", Reason.UNPARSED_QUESTION)
        asked_kind = "less" if sign < 0 else "more"
    ops = [Op(kind=SPAN_RATE, lemma=verb, sentence=si, actor=who[0], item=Item(unit=unit), amount=fmt(each),
              target=period, groups=fmt(count), time=span)]
    if holder is not None:
        ops.insert(0, Op(kind="hold", lemma="verb.have", sentence=0, actor=who[0], item=Item(unit=unit),
                         amount=fmt(holder[1])))
    return Graph(ops=ops, question=Question(kind=SPAN_RATE, sentence=q.sentence.index, entity=who[0], lemma=verb,
                                            item=Item(unit=unit), other=asked_kind))


def span_rate_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the rate times the number of its periods in the span, then the holding changed by it."""
    rate = graph.ops[-1]
    n = periods(lex, rate.target, Fraction(rate.groups), rate.time)
    if n is None:
        raise ValueError("the span is no whole number of the rate's periods")
    made = Fraction(rate.amount) * n
    steps = [Step(lemma=rate.lemma, kind=SPAN_RATE, holder=rate.actor, operands=[rate.amount, fmt(n)], before="0",
                  after=fmt(made))]
    asked = graph.question.other
    sign = _CATEGORIES[lex.verb_by_id[rate.lemma].category]
    held = Fraction(graph.ops[0].amount) if graph.ops[0].kind == "hold" else None
    if held is not None and sign < 0 and made > held:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=rate.sentence,
                            frame="solver", detail=f"{rate.actor} loses {fmt(made)} of {fmt(held)} {rate.item.unit}")
    if asked == "made":
        return made, rate.item.unit, steps
    after = held - made if asked == "less" else held + made
    if after < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=rate.sentence,
                            frame="solver", detail=f"{rate.actor} loses {fmt(made)} of {fmt(held)} {rate.item.unit}")
    steps.append(Step(lemma=rate.lemma, kind="lose" if asked == "less" else "gain", holder=rate.actor,
                      operands=[fmt(made)], before=fmt(held), after=fmt(after)))
    return after, rate.item.unit, steps


def verify_span_rate(lex, graph: Graph) -> Fraction:
    """Verifier: the span walked in the pack's base time unit, one rate period at a time, the rate's amount
    added (or taken from the holding) at the end of each whole period."""
    rate = graph.ops[-1]
    base_p = exact(lex.unit_by_id[rate.target].per_base)
    end = Fraction(rate.groups) * exact(lex.unit_by_id[rate.time].per_base)
    day = exact(lex.unit_by_id["unit.day"].per_base)
    if base_p < day <= exact(lex.unit_by_id[rate.time].per_base):
        raise ValueError("a rate per part of a day over days")
    if end / base_p > 100000:
        raise ValueError("too many periods")
    asked = graph.question.other
    held = graph.ops[0].kind == "hold"
    loss = lex.verb_by_id[rate.lemma].category in ("negative", "destroy")
    value = Fraction(0)
    stock = Fraction(graph.ops[0].amount) if held else Fraction(0)
    t = Fraction(0)
    while t + base_p <= end:
        t += base_p
        value += Fraction(rate.amount)
        stock += -Fraction(rate.amount) if loss else Fraction(rate.amount)
        if held and stock < 0:
            raise ValueError("more lost than held")
    if asked in ("less", "more"):
        value = stock
    if t != end:
        raise ValueError("a part of a period left over")
    return value
