"""The weight of one thing, the weight of several asked (v12, ADR 0236).

    One pencil weighs 28.3 grams. How much do 5 pencils weigh?                       5 × 28.3 = 141.5 grams

Why a module of its own: ``weighs 28.3 grams`` holds nothing (lengths.py reads a thing's stated weight the same
way) and the question counts things nobody holds; the holding machinery has neither. The text is read as a
whole, in one shape:

- ``One|A|An|Each <thing> weighs|weighed W <mass unit>.`` (one statement only);
- ``How much do|did|would|will N <things> weigh?`` or ``How many <mass unit> do|… N <things> weigh?`` with the
  same thing (the plural of the statement's noun, no other modifiers) and N a whole number above 1. A mass
  unit asked must be the stated one (no conversion).
Anything else refuses once the statement is this shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, opens_with, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

WEIGHTS = "unit_weight"
_ONE = ("one", "a", "an", "each")
_AUX = ("do", "did", "would", "will", "could")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, WEIGHTS, detail, reason)


def _mass_families(lex) -> frozenset[str]:
    """The unit families a weight may have: those the pack's ``heavier`` comparative compares."""
    return frozenset(f for c in lex.pack.comparatives if "heavier" in c.forms for f in c.families)


def _thing(cur: Cursor, form: str) -> tuple[tuple[str, ...], str] | None:
    """``[modifiers] noun`` of the given number: (modifier words, unit id)."""
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].form != form:
        return None
    words = tuple(cur.words[cur.pos:got[2] - got[1].length])
    cur.pos = got[2]
    return words, got[1].entry.id


def _contents(cur: Cursor) -> str | None:
    """(v17, ADR 0364) ``of rice`` / ``of apples`` after the thing: the contents' unit id (consumed), or ""
    when there is no ``of``; None (nothing consumed) for an ``of`` not followed by one mass or plural noun."""
    if cur.peek_word() != "of":
        return ""
    u = cur.sense("unit", cur.pos + 1)
    if u is None or u.length != 1 or not (
            u.form == "pl" or cur.lex.unit_by_id[u.entry.id].family.startswith("mass_noun")):
        return None
    cur.pos += 2
    return u.entry.id


def _statement(cur: Cursor) -> tuple[tuple[str, ...], str, Fraction, str, str] | None:
    cur.pos = 0
    if cur.peek_word() not in _ONE:
        return None
    cur.pos += 1
    thing = _thing(cur, "sg")
    contents = _contents(cur) if thing is not None else None  # v17: "A bag of rice weighs 25 pounds."
    if thing is None or contents is None or cur.sense("fn:weigh") is None:
        cur.pos = 0
        return None
    cur.pos += cur.sense("fn:weigh").length
    got = read_number(cur)
    unit = cur.sense("unit")
    if got is None or got[1] or got[0] <= 0 or unit is None \
            or cur.lex.unit_by_id[unit.entry.id].family not in _mass_families(cur.lex):
        cur.pos = 0
        return None
    cur.pos += unit.length
    if not cur.at_end():
        cur.pos = 0
        return None
    return thing[0], thing[1], got[0], unit.entry.id, contents


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, the first a stated weight of one thing (module doc)."""
    return opens_with(cursors, 2, _statement)


def parse_unit_weights(cursors: list[Cursor]) -> Graph:
    mods, thing, weight, mass, contents = _statement(cursors[0])
    asked_unit = mass
    cur = cursors[1]
    if cur.sense("fn:how") is None:
        raise _refuse(cur, "expected 'How much'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    if cur.peek_word() == "many":
        unit = cur.sense("unit", cur.pos + 1)
        if unit is None or unit.form != "pl" or not _converts(cur.lex, mass, unit.entry.id):
            raise _refuse(cur, f"expected 'how many' of {mass}", Reason.UNIT_MISMATCH)
        asked_unit = unit.entry.id  # v17: "How many grams …" of kilograms, by the pack's per_base (ADR 0364)
        cur.pos += 1 + unit.length
    elif cur.peek_word() == "much":
        cur.pos += 1
    else:
        raise _refuse(cur, "expected 'How much'", Reason.UNPARSED_QUESTION)
    if cur.take_word(*_AUX) is None:
        raise _refuse(cur, "expected do/would/will", Reason.UNPARSED_QUESTION)
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 2:
        raise _refuse(cur, "expected a count of the things", Reason.UNPARSED_QUESTION)
    asked = _thing(cur, "pl")
    if asked != (mods, thing):
        raise _refuse(cur, "other things weighed", Reason.UNKNOWN_QUANTITY)
    of = _contents(cur)
    if of is None or (of and of != contents):  # "8 bags of flour" after "a bag of rice"
        raise _refuse(cur, "things of other contents weighed", Reason.UNKNOWN_QUANTITY)
    if cur.sense("fn:weigh") is None:
        raise _refuse(cur, "expected 'weigh'", Reason.UNPARSED_QUESTION)
    cur.pos += cur.sense("fn:weigh").length
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind=WEIGHTS, lemma="fn.weigh", sentence=0, item=Item(unit=thing), amount=fmt(weight), target=mass)]
    return Graph(ops=ops, question=Question(kind=WEIGHTS, sentence=1, item=Item(unit=asked_unit),
                                            count=fmt(got[0])))


def _converts(lex, told: str, asked: str) -> bool:
    """The asked unit is the told one, or one of its family with a stated conversion (both ``per_base``)."""
    t, a = lex.unit_by_id[told], lex.unit_by_id[asked]
    return told == asked or (t.family == a.family and bool(t.per_base) and bool(a.per_base))


def _in_asked(lex, value: Fraction, told: str, asked: str) -> Fraction:
    if told == asked:
        return value
    return value * Fraction(lex.unit_by_id[told].per_base) / Fraction(lex.unit_by_id[asked].per_base)


def weights_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the count times one thing's weight."""
    op, q = graph.ops[0], graph.question
    value = _in_asked(lex, Fraction(q.count) * Fraction(op.amount), op.target, q.item.unit)
    step = Step(lemma=op.lemma, kind="unit_weight", holder="", operands=[q.count, op.amount], before="",
                after=fmt(value))
    return value, q.item.unit, [step]


def verify_weights(lex, graph: Graph) -> Fraction:
    """Verifier: the weight added up thing by thing (the count is whole)."""
    op, q = graph.ops[0], graph.question
    total = Fraction(0)
    count = Fraction(q.count)
    if count.denominator != 1 or count > 100000:
        raise ValueError("no whole count")
    for _ in range(int(count)):
        total += Fraction(op.amount)
    if q.item.unit != op.target:  # v17: through the family's base unit (ADR 0364)
        told, asked = lex.unit_by_id[op.target], lex.unit_by_id[q.item.unit]
        if told.family != asked.family:
            raise ValueError("two families")
        return total * Fraction(told.per_base) / Fraction(asked.per_base)
    return total
