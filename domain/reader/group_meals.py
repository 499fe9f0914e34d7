"""A counted party that came in to eat, one meal each (v9, ADR 0144).

    At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 dollars, how
    much was the bill?                                                                     (2 + 5) × 3 = 21

Why a module of its own: the group holds nothing and buys nothing in the text; ``came in to eat`` with ``each
meal cost`` says that each member eats one meal, and ``the bill`` is what the party's meals cost together.
No holder or purchase of the holding machinery says that, so the text is read as a whole, in one fixed shape;
any other statement refuses.

The shape: one statement and a question.

1. ``[At <place>[,]] a group (with|of) A <people> [and B <people>] came in to eat.``: the members are counted
   by kinds of people (pack kind ``people``: adults, children, students), each kind told once and no two that
   may overlap (``students and children``: some may be both) or of which one is a kind of the other (``kids and
   children``, ``girls and children``: red team 18, ADR 0152); ``came in to eat`` (the pack verbs ``come`` and
   ``eat``) is what makes one meal per member.
2. ``If each meal cost|costs P dollars, how much was|is the bill?``: one price per meal, in money.

Any other sentence, a price of something else (``each drink``), a kind of people the pack does not list as
people, or another question refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_item, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

MEMBERS, MEAL, BILL = "party_members", "meal_price", "party_bill"
_PEOPLE = "unit.people"
_MEAL = "unit.meal"


def claims(cursors: list[Cursor]) -> bool:
    """The last sentence asks ``how much was|is the bill`` and some statement has ``a group with|of``."""
    q = cursors[-1]
    if len(cursors) != 2 or q.end < 5 or q.words[q.end - 2:q.end] != ["the", "bill"]:
        return False
    first = cursors[0]
    return any(first.words[i:i + 3] in (["a", "group", "with"], ["a", "group", "of"]) for i in range(first.end - 2))


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "group_meals", detail, reason)


def take_at_opening(cur: Cursor, refuse=None) -> None:
    """``At Billy's Restaurant`` / ``At the restaurant``: where it happened; nothing counted. ``refuse`` makes the
    refusal of the calling whole-text form (free_meals.py reads the same opening)."""
    refuse = refuse or _refuse
    if cur.take_word("at") is None:
        return
    if cur.take_word("the", "a", "an") is None:
        if cur.sense("name") is None or cur.sense("poss", cur.pos + 1) is None:
            raise refuse(cur, "expected the place after 'At'")
        cur.pos += 2
    got = noun_run(cur, cur.pos, ("place",))
    if got is None:
        raise refuse(cur, "expected the place after 'At'")
    cur.pos = got[2]
    cur.take("punct:,")


def _members(cur: Cursor, ops: list[Op]) -> None:
    cur.pos = 0
    take_at_opening(cur)
    if not (cur.take_word("a") and cur.take_word("group") and cur.take_word("with", "of")):
        raise _refuse(cur, "expected 'a group with <people>'")
    kinds: list[str] = []
    while True:
        num = read_number(cur)
        if num is None or num[1] or num[0] <= 0 or num[0].denominator != 1:
            raise _refuse(cur, "expected how many of a kind of people (a whole number)")
        item = read_item(cur, Context())
        if item is None or item.mods or not cur.lex.kind_of(item.unit, _PEOPLE):
            raise _refuse(cur, "members that are no kind of people the pack lists", Reason.AMBIGUOUS_REFERENCE)
        if any(k == item.unit or cur.lex.may_overlap(k, item.unit) or cur.lex.kind_of(k, item.unit)
               or cur.lex.kind_of(item.unit, k) for k in kinds):  # "kids and children": kids are children
            raise _refuse(cur, "two kinds of members that may be the same people", Reason.AMBIGUOUS_REFERENCE)
        kinds.append(item.unit)
        ops.append(Op(kind=MEMBERS, lemma="fn.group", sentence=cur.sentence.index, actor="the group", item=item,
                      amount=fmt(num[0])))
        if cur.take_word("and") is None:
            break
    come = cur.take("verb")
    if come is None or come.entry.id != "verb.come" or cur.take_word("in") is None or cur.take_word("to") is None:
        raise _refuse(cur, "expected 'came in to eat'")
    eat = cur.take("verb")
    if eat is None or eat.entry.id != "verb.eat" or not cur.at_end():
        raise _refuse(cur, "expected 'came in to eat' ending the statement")


def _question(cur: Cursor, ops: list[Op]) -> Question:
    cur.pos = 0
    if cur.take("fn:if") is None or cur.take("fn:each") is None:
        raise _refuse(cur, "expected 'If each meal cost …'", Reason.UNPARSED_QUESTION)
    meal = cur.take("unit")
    if meal is None or meal.entry.id != _MEAL or meal.form != "sg":
        raise _refuse(cur, "a price of something other than one meal", Reason.AMBIGUOUS_REFERENCE)
    cost = cur.take("verb")
    if cost is None or cost.entry.category != "cost":
        raise _refuse(cur, "expected 'cost' after 'each meal'", Reason.UNPARSED_QUESTION)
    num = read_number(cur)
    money = num[1] if num is not None else ""
    if num is not None and not money:
        unit = read_item(cur, Context())
        money = unit.unit if unit is not None and unit.unit == "unit.dollar" else ""
    if num is None or not money or num[0] <= 0:
        raise _refuse(cur, "expected a meal's price in dollars", Reason.UNPARSED_QUESTION)
    ops.append(Op(kind=MEAL, lemma=cost.entry.id, sentence=cur.sentence.index, actor="the group",
                  item=Item(unit=_MEAL), amount=fmt(num[0])))
    cur.take("punct:,")
    if not (cur.take("fn:how") and cur.take_word("much") and cur.take_word("was", "is") and cur.take_word("the")
            and cur.take_word("bill") and cur.at_end()):
        raise _refuse(cur, "expected 'how much was the bill?'", Reason.UNPARSED_QUESTION)
    return Question(kind=BILL, sentence=cur.sentence.index, entity="the group", item=Item(unit="unit.dollar"))


def parse_group_meals(cursors: list[Cursor]) -> Graph:
    ops: list[Op] = []
    _members(cursors[0], ops)
    return Graph(ops=ops, question=_question(cursors[1], ops))


def bill_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the members counted, times one meal's price."""
    members = sum((Fraction(op.amount) for op in graph.ops if op.kind == MEMBERS), Fraction(0))
    price = next(op for op in graph.ops if op.kind == MEAL)
    value = members * Fraction(price.amount)
    step = Step(lemma=price.lemma, kind="party_bill", holder="the group", operands=[fmt(members), price.amount],
                before="0", after=fmt(value))
    return value, "unit.dollar", [step]


def verify_bill(lex, graph: Graph) -> Fraction:
    """Verifier: each kind of member's meals priced on their own, then summed."""
    price = next(op for op in graph.ops if op.kind == MEAL)
    return sum((Fraction(op.amount) * Fraction(price.amount) for op in graph.ops if op.kind == MEMBERS), Fraction(0))
