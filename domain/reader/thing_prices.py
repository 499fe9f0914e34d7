"""The price of one thing, told of a container of things or per one thing (v14, ADR 0282).

    A pack of gum costs $2. How much do 7 packs cost?                                   7 × 2 = 14
    Gum costs $2 per pack. How much do 7 packs of gum cost?                             7 × 2 = 14
    One pencil costs 50 cents. How much do 7 pencils cost?                              7 × 0.50 = 3.50
    Apples are $2 each. / Apples cost $2 per apple. How much do 7 apples cost?          7 × 2 = 14

Why a module of its own: prices.parse_subject_price reads ``A pen costs $2`` / ``Pens cost $2 each`` only —
a bare noun, the verb ``cost`` and, for a plural, ``each``. These clauses say the same with a container of
things as the priced unit (``a pack of gum``, ``per pack``), with ``one`` (which the clause reader otherwise takes
for a counted subject), with ``is/are`` for ``cost``, or with ``per <the same noun>`` for ``each``.

What is read (the whole clause, else nothing is consumed):

- ``a|an|one|each <unit> [of <things>] <cost verb | is | was> <money>`` (without ``of <things>`` only after
  ``one``: ``A pen costs $2`` / ``Each pen costs $2`` are read by prices.py, and ``A pen is $2`` is not read);
- ``[the] <units> [of <things>] <cost verb | are | were> <money> each|per <unit>`` (``per`` the same unit);
- ``<things> <cost verb | is | are> <money> per <container unit>`` → the price of one container of those things
  (``Gum costs $2 per pack`` prices a pack of gum);
- (v19, ADR 0433) the clause may be followed by ``and`` and another clause (``A box of cereal costs $4.60 and a
  carton of milk costs $2.15.``), as prices.parse_subject_price allows;
- ``<things>`` after ``of`` is a plural unit or a stuff (``of gum``, ``of crayons``), with no number
  (``a box of 12 crayons`` is a container with contents, not read here) and no modifiers.

The price is kept per unit (as every price is, solver.prices) with the things as ``of:<unit>``; the solver
refuses a story in which that unit also comes with other things (``a pack of gum`` priced, ``7 packs of cards``
asked: solver.price_things), so a price is never used for a container of something else.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, noun_run
from domain.reader.prices import _dollars

_ONE = ("a", "an", "one", "each")


def _things(cur: Cursor) -> str | None:
    """``of <plural unit | stuff>`` (no modifiers, no number) → the unit id, consumed; None, nothing consumed."""
    if cur.peek_word() != "of":
        return None
    got = noun_run(cur, cur.pos + 1, ("unit",))
    if got is None or got[0] or got[1].form == "sg" and cur.lex.unit_by_id[got[1].entry.id].discrete:
        return None
    cur.pos = got[2]
    return got[1].entry.id


def _price_verb(cur: Cursor) -> str | None:
    """A verb of category cost or a form of ``be`` → its lemma id, consumed; None otherwise (also at the clause's
    end: ``Tia has 2 cats and a dog.`` ends at the noun, v16)."""
    if cur.at_end():
        return None
    for s in cur.senses(cur.pos):
        if s.cls == "verb" and s.entry.category == "cost":
            cur.pos += s.length
            return s.entry.id
    be = cur.sense("fn:be")
    if be is not None and cur.peek_word() in ("is", "are", "was", "were"):
        cur.pos += be.length
        return "fn.each"
    return None


def parse_thing_price(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """The whole clause as the price of one thing (module doc), or False with nothing consumed."""
    start, save_units = cur.pos, list(ctx.units_seen)

    def no() -> bool:
        cur.pos, ctx.units_seen = start, save_units
        return False

    word = cur.peek_word()
    singular = word in _ONE
    if singular or word == "the":
        cur.pos += 1
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[0]:
        return no()
    _, noun, end = got
    unit = noun.entry.id
    entry = cur.lex.unit_by_id[unit]
    if entry.family == "money" or (singular and noun.form != "sg"):
        return no()
    cur.pos = end
    things = _things(cur)
    plural = noun.form == "pl"
    lemma = _price_verb(cur)
    if lemma is None:
        return no()
    verb_word = cur.words[cur.pos - 1]
    if lemma == "fn.each" and verb_word in ("is", "was") and plural or verb_word in ("are", "were") and not plural:
        return no()
    price = _dollars(cur, ctx)
    if price is None or price <= 0:
        return no()
    if singular:
        if things is None and word != "one" or cur.peek_word() in ("each", "per"):
            return no()  # "A pen costs $2": prices.parse_subject_price reads it
    elif cur.peek_word() == "per":
        per = noun_run(cur, cur.pos + 1, ("unit",))
        if per is None or per[0] or per[1].form != "sg" or per[2] != cur.end:
            return no()
        per_unit = per[1].entry.id
        if per_unit == unit and plural and things is None:
            pass  # "Apples cost $2 per apple"
        elif things is None and per_unit != unit and (plural or not entry.discrete) \
                and cur.lex.unit_by_id[per_unit].discrete and cur.lex.unit_by_id[per_unit].family == "count":
            unit, things = per_unit, unit  # "Gum costs $2 per pack": a pack of gum
        else:
            return no()
        cur.pos = per[2]
    elif plural and cur.take("fn:each") is not None:
        pass
    else:
        return no()
    if not cur.at_end() and cur.peek_word() != "and":
        return no()  # v19 (ADR 0433): "… costs $4.60 and a carton of milk costs $2.15": the next clause is read on
    if things is not None and things == unit:
        return no()
    ctx.note_unit(unit)
    if things is not None:
        ctx.note_unit(things)
    ops.append(Op(kind="price", lemma=lemma, sentence=cur.sentence.index,
                  item=Item(unit=unit, mods=("of:" + things,) if things else ()), amount=fmt(Fraction(price))))
    return True


def price_things(graph, price: Op, refuse) -> None:
    """Solver guard: a price of a container of things (``A pack of gum costs $2``) is kept per unit (``pack``), so
    no other mention of that unit may name other things (``7 packs of cards``) or other modifiers; ``refuse(why)``
    builds the refusal raised."""
    unit, mods = price.item.unit, price.item.mods
    items = [op.item for op in graph.ops if op is not price]
    q = graph.question
    items += [q.item, q.item2]
    for item in items:
        if item is not None and item.unit == unit and item.mods and item.mods != mods:
            raise refuse(f"a price of {unit} with {mods[0][3:]} beside {unit} with {', '.join(item.mods)}")
