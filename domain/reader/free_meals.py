"""A party in which one age of people eats free (reader v11, ADR 0192).

    At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids,
    how much would it cost for the group to eat?                                          (12 − 7) × 3 = 15

Why a module of its own: as in group_meals.py (ADR 0144) nobody in the text holds or buys anything; ``came in``
with ``for the group to eat`` says each member eats one meal, and the cost is what the party's meals cost
together. What this shape adds is a price that depends on the member's age: one age pays the meal's price, the
other ``eat(s) free`` (price 0). The question counts the whole party and one age only, so the other age is the
rest of the party — which is sound only because the two ages split people with nothing left over: every person
is an adult or a child. The pack relates kinds by inclusion only (kid ⊂ child ⊂ people), never by complement, so
the complementary pair is fixed here, documented: one side is ``adult`` (``unit.adult``), the other ``child``
or ``kid`` (``unit.child`` / ``unit.kid``: the everyday word for a child). ``boys eat free`` (a non-boy need not
be an adult), ``students`` (an adult or a child), or both sides children refuse.

The shape: one statement and a question.

1. ``[At <place>[,]] each <age> meal cost(s) P dollars|$P and <other age, plural> eat [for] free.`` (or the two
   clauses the other way round).
2. ``If a group of N people|persons came in [to eat] and M [of them] were <age>, how much would|will|does|did it
   cost [for] the group [to eat]?``, M an age the statement priced; M ≤ N (more kids than people refuses).

Any other sentence, a price of something else than one meal, a second price, an age named twice, a group of
something other than people, or another question refuses (nothing else of the reader applies to a text this
module claims).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.group_meals import take_at_opening
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

PARTY, AGE_PART, PRICE, BILL = "free_party", "free_age_part", "free_age_price", "free_bill"
_MEAL = "unit.meal"
_PARTY_UNITS = ("unit.people", "unit.person")
_ADULT = "unit.adult"
_CHILD = ("unit.child", "unit.kid")


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences: a statement with ``free`` (pack ``fn.free``) and a question opening ``If a group of``."""
    if len(cursors) != 2:
        return False
    first, q = cursors
    return any(first.sense("fn:free", i) is not None for i in range(first.end)) \
        and q.words[:4] in (["if", "a", "group", "of"],)


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "free_meals", detail, reason)


def _complementary(a: str, b: str) -> bool:
    """Every person is an adult or a child (see the module doc): the one pair whose rest is the other side."""
    return (a == _ADULT and b in _CHILD) or (b == _ADULT and a in _CHILD)


def _age(cur: Cursor, form: str) -> str | None:
    """A pack unit that is a kind of people, in the given number (``adult`` before ``meal``, ``kids``)."""
    age = cur.sense("unit")
    if age is None or age.form != form or not cur.lex.kind_of(age.entry.id, "unit.people"):
        return None
    cur.pos += age.length
    return age.entry.id


def _priced(cur: Cursor, ops: list[Op]) -> str:
    """``each adult meal costs $3``: the age whose meal has the price (one meal, in dollars)."""
    if cur.take("fn:each") is None:
        raise _refuse(cur, "expected 'each <age> meal costs …'")
    age = _age(cur, "sg")
    meal = cur.take("unit")
    if age is None or meal is None or meal.entry.id != _MEAL or meal.form != "sg":
        raise _refuse(cur, "a price of something other than one meal of an age of people",
                      Reason.AMBIGUOUS_REFERENCE)
    cost = cur.take("verb")
    if cost is None or cost.entry.category != "cost":
        raise _refuse(cur, "expected 'costs' after 'each <age> meal'")
    num = read_number(cur)
    money = num[1] if num is not None else ""
    if num is not None and not money:
        unit = read_item(cur, Context())
        money = unit.unit if unit is not None and unit.unit == "unit.dollar" else ""
    if num is None or money != "unit.dollar" or num[0] <= 0:
        raise _refuse(cur, "expected a meal's price in dollars")
    ops.append(Op(kind=PRICE, lemma=cost.entry.id, sentence=cur.sentence.index, actor="the group",
                  item=Item(unit=age), amount=fmt(num[0])))
    return age


def _free(cur: Cursor) -> str:
    """``kids eat [for] free``: the age whose meals cost nothing."""
    age = _age(cur, "pl")
    eat = cur.take("verb")
    if age is None or eat is None or eat.entry.id != "verb.eat" or cur.take("fn:free") is None:
        raise _refuse(cur, "expected '<age> eat free'")
    return age


def _statement(cur: Cursor, ops: list[Op]) -> tuple[str, str]:
    cur.pos = 0
    take_at_opening(cur, _refuse)
    if cur.sense("fn:each") is not None:
        priced = _priced(cur, ops)
        if cur.take_word("and") is None:
            raise _refuse(cur, "expected 'and <age> eat free'")
        free = _free(cur)
    else:
        free = _free(cur)
        if cur.take_word("and") is None:
            raise _refuse(cur, "expected 'and each <age> meal costs …'")
        priced = _priced(cur, ops)
    if not cur.at_end():
        raise _refuse(cur, "words after the prices")
    if not _complementary(priced, free):
        # "boys eat free" beside adults: the rest of a party need not be adults (girls?)
        raise _refuse(cur, "two ages of people that need not make up every person", Reason.AMBIGUOUS_REFERENCE)
    ops.append(Op(kind=PRICE, lemma="fn.free", sentence=cur.sentence.index, actor="the group", item=Item(unit=free),
                  amount="0"))
    return priced, free


def _whole(cur: Cursor, what: str) -> Fraction:
    num = read_number(cur)
    if num is None or num[1] or num[0] < 0 or num[0].denominator != 1:
        raise _refuse(cur, f"expected how many {what} (a whole number)", Reason.UNPARSED_QUESTION)
    return num[0]


def _question(cur: Cursor, ops: list[Op], ages: tuple[str, str]) -> Question:
    cur.pos = 0
    if not (cur.take("fn:if") and cur.take_word("a") and cur.take_word("group") and cur.take_word("of")):
        raise _refuse(cur, "expected 'If a group of N people …'", Reason.UNPARSED_QUESTION)
    total = _whole(cur, "people")
    party = cur.take("unit")
    if party is None or party.entry.id not in _PARTY_UNITS or total <= 0:
        raise _refuse(cur, "a group of something other than people", Reason.AMBIGUOUS_REFERENCE)
    come = cur.take("verb")
    if come is None or come.entry.id != "verb.come" or cur.take_word("in") is None:
        raise _refuse(cur, "expected 'came in'", Reason.UNPARSED_QUESTION)
    if cur.peek_word() == "to":
        cur.pos += 1
        eat = cur.take("verb")
        if eat is None or eat.entry.id != "verb.eat":
            raise _refuse(cur, "expected 'came in to eat'", Reason.UNPARSED_QUESTION)
    if cur.take_word("and") is None:
        raise _refuse(cur, "expected 'and M were <age>'", Reason.UNPARSED_QUESTION)
    part = _whole(cur, "of one age")
    if cur.take_word("of"):
        if cur.take_word("them") is None:
            raise _refuse(cur, "expected 'of them'", Reason.UNPARSED_QUESTION)
    if cur.take("fn:be") is None:
        raise _refuse(cur, "expected 'were <age>'", Reason.UNPARSED_QUESTION)
    if part == 1:
        cur.take_word("a", "an")  # "1 was an adult"
    age = _age(cur, "sg" if part == 1 else "pl")
    if age not in ages:
        raise _refuse(cur, "a part of the group of an age the prices do not name", Reason.AMBIGUOUS_REFERENCE)
    if part > total:
        raise _refuse(cur, "more of one age than people in the group", Reason.NEGATIVE_HOLDING)
    cur.take("punct:,")
    if not (cur.take("fn:how") and cur.take_word("much") and cur.take("fn:aux") and cur.take_word("it")):
        raise _refuse(cur, "expected 'how much would it cost …'", Reason.UNPARSED_QUESTION)
    cost = cur.take("verb")
    if cost is None or cost.entry.category != "cost":
        raise _refuse(cur, "expected 'cost'", Reason.UNPARSED_QUESTION)
    cur.take_word("for")
    if not (cur.take_word("the") and cur.take_word("group")):
        raise _refuse(cur, "a cost for someone other than the group", Reason.AMBIGUOUS_REFERENCE)
    if cur.peek_word() == "to":
        cur.pos += 1
        eat = cur.take("verb")
        if eat is None or eat.entry.id != "verb.eat":
            raise _refuse(cur, "expected 'for the group to eat'", Reason.UNPARSED_QUESTION)
    if not cur.at_end():
        raise _refuse(cur, "words after the asked cost", Reason.UNPARSED_QUESTION)
    ops.append(Op(kind=PARTY, lemma="verb.come", sentence=cur.sentence.index, actor="the group",
                  item=Item(unit=party.entry.id), amount=fmt(total)))
    ops.append(Op(kind=AGE_PART, lemma="fn.be", sentence=cur.sentence.index, actor="the group", item=Item(unit=age),
                  amount=fmt(part)))
    return Question(kind=BILL, sentence=cur.sentence.index, entity="the group", item=Item(unit="unit.dollar"))


def parse_free_meals(cursors: list[Cursor]) -> Graph:
    ops: list[Op] = []
    ages = _statement(cursors[0], ops)
    return Graph(ops=ops, question=_question(cursors[1], ops, ages))


def _parts(graph: Graph) -> tuple[Fraction, str, Fraction, dict[str, Op]]:
    prices = {op.item.unit: op for op in graph.ops if op.kind == PRICE}
    party = next(op for op in graph.ops if op.kind == PARTY)
    part = next(op for op in graph.ops if op.kind == AGE_PART)
    return Fraction(party.amount), part.item.unit, Fraction(part.amount), prices


def free_bill_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the other age is the rest of the party; each age's members times its meal's price, summed
    (one of the two prices is 0, but which one is the named age's depends on the text: both are computed)."""
    total, named, part, prices = _parts(graph)
    (other,) = [age for age in prices if age != named]
    rest = total - part
    named_cost = part * Fraction(prices[named].amount)
    value = named_cost + rest * Fraction(prices[other].amount)
    steps = [Step(lemma="fn.the_rest", kind="rest_of_party", holder="the group", operands=[fmt(total), fmt(part)],
                  before=fmt(total), after=fmt(rest)),
             Step(lemma=prices[named].lemma, kind="party_bill", holder="the group",
                  operands=[fmt(part), prices[named].amount], before="0", after=fmt(named_cost)),
             Step(lemma=prices[other].lemma, kind="party_bill", holder="the group",
                  operands=[fmt(rest), prices[other].amount], before=fmt(named_cost), after=fmt(value))]
    return value, "unit.dollar", steps


def verify_free_bill(lex, graph: Graph) -> Fraction:
    """Verifier: every member priced at the named age's price, then the named age's members repriced at the
    other's: N × p(named)... written as N × p(other) + M × (p(named) − p(other))."""
    total, named, part, prices = _parts(graph)
    others = [age for age in prices if age != named]
    if len(others) != 1 or part > total:
        raise ValueError("not one other age, or a part larger than the party")
    p_other, p_named = Fraction(prices[others[0]].amount), Fraction(prices[named].amount)
    return total * p_other + part * (p_named - p_other)
