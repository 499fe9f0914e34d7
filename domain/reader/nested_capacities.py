"""Capacities one inside another (v12, ADR 0235): ``Each CD rack holds 8 CDs. A shelf can hold 4 racks. How many
total CDs can fit on the shelf?``                                                                    8 × 4

A rate of things per container (``each rack holds 8 CDs``) and how many containers a larger one holds (``a
shelf can hold 4 racks``) give how many things the larger one holds. The clause grammar reads ``holds`` only
as a per-container rate of counted containers (``There are 4 racks``), and ``a shelf can hold 4 racks`` is no
counted holding, so the form has its own reading, as narrow as the form:

- ``Each [mods] <container> [can] hold(s)|contain(s) N <things>.``
- ``A|An|The|Each <holder> [can] hold(s)|fit(s) M <containers>.`` (the first sentence's container, plural)
- ``How many [total] <things> [total] can fit on|in the <holder>?`` / ``How many <things> can the <holder>
  hold?``

N × M. Another container or holder in the question, other things, a third statement, words left over refuse
or are not claimed.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

NESTED = "nested_capacity"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "nested_capacities", detail, reason)


def take_contain_verb(cur: Cursor) -> bool:
    """``[can] hold(s)`` / ``contain(s)`` / ``fit(s)``: a pack verb of the category ``contain`` (also
    seated_capacities.py); consumed (True), else nothing consumed."""
    start = cur.pos
    if cur.peek_word() == "can":
        cur.pos += 1
    for s in cur.senses(cur.pos):
        if s.cls == "verb" and s.entry.category == "contain" and s.entry.id != "verb.come_with":
            cur.pos += s.length
            return True
    cur.pos = start
    return False


def _unit(cur: Cursor, form: str = ""):
    """``[mods] <unit>``: modifiers and noun adjuncts (``CD rack``) before the head; the head's sense."""
    j = cur.pos
    while j + 1 < cur.end and cur.sense("unit", j + 1) is not None and cur.words[j + 1] != "can" and (
            cur.sense("modifier", j) is not None or cur.sense("unit", j) is not None):
        j += 1  # "CD rack"; never into the modal "can" ("A shelf can hold")
    u = cur.sense("unit", j)
    if u is None or (form and u.form != form):
        return None
    cur.pos = j + u.length
    return u


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences; the first opens ``Each`` and has a contain verb; the question opens ``How many``
    and ends with ``hold`` or ``on|in the <noun>`` after ``can fit``."""
    if len(cursors) != 3:
        return False
    first, second, last = cursors
    if first.end < 4 or first.sense("fn:each", 0) is None or last.sense("fn:how", 0) is None \
            or last.end < 3 or last.words[1] != "many":
        return False
    has_contain = any(s.cls == "verb" and s.entry.category == "contain"
                      for i in range(first.end) for s in first.senses(i))
    has_can = "can" in last.words and ("fit" in last.words or "hold" in last.words)
    return has_contain and has_can and second.words[0] in ("a", "an", "the", "each")


def parse_nested(cursors: list[Cursor]) -> Graph:
    first, second, last = cursors
    first.pos = 1
    container = _unit(first, "sg")
    if container is None or not take_contain_verb(first):
        raise _refuse(first, "expected 'Each <container> holds N <things>'")
    n = read_number(first)
    if n is None or n[1] or n[0] <= 0 or n[0].denominator != 1:
        raise _refuse(first, "no whole number of things per container")
    thing = _unit(first)
    if thing is None or thing.entry.id == container.entry.id or not first.at_end():
        raise _refuse(first, "expected the things and nothing after them")
    second.pos = 1
    holder = _unit(second, "sg")
    if holder is None or holder.entry.id in (container.entry.id, thing.entry.id) or not take_contain_verb(second):
        raise _refuse(second, "expected 'A <holder> can hold M <containers>'")
    m = read_number(second)
    if m is None or m[1] or m[0] <= 0 or m[0].denominator != 1:
        raise _refuse(second, "no whole number of containers")
    inner = _unit(second)
    if inner is None or inner.entry.id != container.entry.id or not second.at_end():
        raise _refuse(second, "the holder holds other containers than the first sentence's",
                      Reason.AMBIGUOUS_REFERENCE)
    # the question
    last.pos = 2
    last.take("fn:total")
    asked = _unit(last)
    if asked is None or asked.entry.id != thing.entry.id:
        raise _refuse(last, "the question asks other things", Reason.UNPARSED_QUESTION)
    last.take("fn:total")
    if last.take_word("can") is None:
        raise _refuse(last, "expected 'can'", Reason.UNPARSED_QUESTION)
    if last.peek_word() == "fit":
        last.pos += 1
        if last.take_word("on", "in", "into", "onto") is None or last.take_word("the") is None:
            raise _refuse(last, "expected 'fit on|in the <holder>'", Reason.UNPARSED_QUESTION)
        named = _unit(last)
    else:
        if last.take_word("the") is None:
            raise _refuse(last, "expected 'can the <holder> hold'", Reason.UNPARSED_QUESTION)
        named = _unit(last)
        if named is None or not any(s.cls == "verb" and s.entry.id == "verb.hold" for s in last.senses(last.pos)):
            raise _refuse(last, "expected 'hold'", Reason.UNPARSED_QUESTION)
        last.pos += 1
    if named is None or named.entry.id != holder.entry.id or named.form != "sg":
        raise _refuse(last, "the question names another holder", Reason.UNPARSED_QUESTION)
    last.take("fn:total")
    if not last.at_end():
        raise _refuse(last, "words after the question", Reason.UNPARSED_QUESTION)
    item = Item(unit=thing.entry.id)
    ops = [Op(kind=NESTED, lemma="per", sentence=0, actor=container.entry.id, item=item, amount=fmt(n[0])),
           Op(kind=NESTED, lemma="per", sentence=1, actor=holder.entry.id, item=Item(unit=container.entry.id),
              amount=fmt(m[0]))]
    return Graph(ops=ops, question=Question(kind=NESTED, sentence=2, entity=holder.entry.id, item=item))


def nested_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: things per container × containers per holder."""
    inner = [op for op in graph.ops if op.kind == NESTED and op.item == graph.question.item]
    outer = [op for op in graph.ops if op.kind == NESTED and op.actor == graph.question.entity]
    if len(inner) != 1 or len(outer) != 1 or outer[0].item.unit != inner[0].actor:
        raise ValueError("not one container inside one holder")
    value = Fraction(inner[0].amount) * Fraction(outer[0].amount)
    step = Step(lemma="per", kind="nested_capacity", holder=graph.question.entity,
                operands=[inner[0].amount, outer[0].amount], before="0", after=fmt(value))
    return value, graph.question.item.unit, [step]


def verify_nested(lex, graph: Graph) -> Fraction:
    """Verifier: follows the chain from the asked holder down to the asked things."""
    q = graph.question
    by_actor = {op.actor: op for op in graph.ops if op.kind == NESTED}
    outer = by_actor.get(q.entity)
    inner = by_actor.get(outer.item.unit) if outer is not None else None
    if outer is None or inner is None or inner.item != q.item:
        raise ValueError("no chain from the holder to the things")
    return Fraction(outer.amount) * Fraction(inner.amount)
