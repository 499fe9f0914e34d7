"""``How much more did the jacket cost than the shirt?`` (v15, ADR 0300): two things' told prices compared.

    Joan bought a toy for $9.05 and a book for $6.21. How much more did the toy cost than the book?     2.84
    Sandy spent $5.96 on a shirt and $7.77 on a jacket. How much more did the jacket cost than the shirt?  1.81
    A notebook costs $3.25 and a pen costs $1.25. How much more does the notebook cost than the pen?       2
    Alyssa spent $7.82 on a game and $4.84 on a book. How much more did Alyssa spend on the game than on the
    book?                                                                                                  2.98

The price questions read before asked what a number of things cost (``How much do 6 bottle caps cost?``) or what
someone spent; a price difference refused (``How much more`` with no unit noun). Read here as a whole text:
- the question is ``How much more|less does|did the|a [mods] <thing> cost than the|a [mods] <thing> [does|did]?``
  or ``How much more|less [money] did <buyer> spend on the|a X than [on] the|a Y?`` (``less`` turns it round);
- each of the two things has exactly one price in the story, and is named by exactly that description (the same
  modifiers): a purchase of exactly one (``bought a toy for $9.05``: the pack's price of one), one thing spent on
  (``spent $5.96 on a shirt``: a gain of one by ``spend`` with the dollars lost right after it), or a price told of
  one (``A notebook costs $3.25``, ``Pens cost $2 each``: the sentence says ``a|an|one|the <thing>`` or ``each``);
  for ``spend on`` both are that buyer's;
- no other operation names either thing (a second toy, two toys for $9, a toy given away refuse), and the story
  says no ``cent`` (prices are kept in dollars; a text counting cents would expect cents back);
- the difference is not negative.
The answer is the first price less the second, in dollars.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, read_entity
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step

PRICE_DIFFERENCE = "price_difference"
_DETS = ("the", "a", "an")
_ONE = ("a", "an", "one", "the")


def singular_thing(cur: Cursor, dets: tuple[str, ...] = _DETS) -> Item | None:
    """``the|a [mods] <singular counted thing>`` at the cursor (consumed), or None with nothing consumed; ``dets`` the
    determiners allowed (compared_prices.py adds ``one``)."""
    start = cur.pos
    if cur.take_word(*dets) is None:
        return None
    mods = []
    while cur.sense("modifier") is not None and cur.sense("unit") is None:
        mods.append(cur.sense("modifier").entry.id)
        cur.pos += 1
    unit = cur.sense("unit")
    if unit is None or unit.form != "sg" or cur.lex.unit_by_id[unit.entry.id].family != "count":
        cur.pos = start
        return None
    cur.pos += unit.length
    return Item(unit=unit.entry.id, mods=tuple(sorted(mods)))


def parse_price_difference(cur: Cursor, ctx: Context, ops: list[Op], story: list[Cursor]) -> Question | None:
    """The question, or None with nothing consumed."""
    w = cur.words[:cur.end]
    if w[:2] != ["how", "much"] or len(w) < 8 or w[2] not in ("more", "less") or "than" not in w:
        return None
    if any("cent" in c.wordset or "cents" in c.wordset for c in story):
        return None
    start, known, seen = cur.pos, dict(ctx.entities), list(ctx.units_seen)

    def back():
        cur.pos, ctx.entities, ctx.units_seen = start, known, seen
        return None

    less = w[2] == "less"
    cur.pos = 3
    buyer = ""
    money = cur.take_word("money") is not None
    if cur.take_word("did", "does", "do") is None:
        return back()
    if money or cur.peek_word() not in _DETS:
        if cur.words[cur.pos - 1] != "did":
            return back()
        try:
            buyer = read_entity(cur, ctx)
        except ReaderRefusal:
            return back()
        if not buyer or cur.take_word("spend") is None or cur.take_word("on") is None:
            return back()
    first = singular_thing(cur)
    if first is None:
        return back()
    if not buyer and cur.take_word("cost") is None:
        return back()
    if cur.take_word("than") is None:
        return back()
    if buyer:
        cur.take_word("on")
    second = singular_thing(cur)
    if second is None or second == first:
        return back()
    cur.take_word("did", "does", "do")
    if not cur.at_end():
        return back()
    if less:
        first, second = second, first
    q = Question(kind=PRICE_DIFFERENCE, sentence=cur.sentence.index, entity=buyer, item=first, item2=second,
                 other=_one_said(story, ops, first, second))
    try:
        _prices(ops, q)
    except (ReaderRefusal, ValueError):
        return back()
    return q


def _one_said(story: list[Cursor], ops: list[Op], *things: Item) -> str:
    """``1`` when every price told with no purchase is told of one (``a|an|one|the <thing>`` or ``each`` in its
    sentence), else ``0`` (the solver and verifier then refuse): kept on the question, since they see no words."""
    words = {c.sentence.index: c.words[:c.end] for c in story}
    for op in ops:
        if op.kind != "price" or op.item not in things:
            continue
        if any(g.kind == "gain" and g.sentence == op.sentence and g.item == op.item for g in ops):
            continue
        said = words.get(op.sentence, [])
        if "each" in said:
            continue
        if not any(said[i] in _ONE and i + 1 < len(said) and _names(said, i + 1, op.item, story, op.sentence)
                   for i in range(len(said))):
            return "0"
    return "1"


def _names(said: list[str], at: int, item: Item, story: list[Cursor], si: int) -> bool:
    cur = next(c for c in story if c.sentence.index == si)
    pos = at
    while pos < cur.end and cur.sense("modifier", pos) is not None and cur.sense("unit", pos) is None:
        pos += 1
    unit = cur.sense("unit", pos)
    return unit is not None and unit.entry.id == item.unit and unit.form == "sg"


def _price_of(ops: list[Op], q: Question, thing: Item) -> Fraction:
    """The one price of ``thing`` (module doc), or ValueError."""
    named = [i for i, op in enumerate(ops) if op.item == thing]
    prices = []
    for i in named:
        op = ops[i]
        if op.kind == "price":
            gains = [ops[j] for j in named if ops[j].kind == "gain" and ops[j].sentence == op.sentence]
            if gains and (len(gains) != 1 or gains[0].amount != "1" or (q.entity and gains[0].actor != q.entity)):
                raise ValueError(f"{thing.unit}: not one bought")
            if not gains and q.entity:
                raise ValueError(f"{thing.unit}: a price, not a spending of {q.entity}")
            prices.append(Fraction(op.amount))
        elif op.kind == "gain" and op.lemma == "verb.spend":
            nxt = ops[i + 1] if i + 1 < len(ops) else None
            if op.amount != "1" or nxt is None or nxt.kind != "lose" or nxt.lemma != "verb.spend" \
                    or nxt.actor != op.actor or nxt.sentence != op.sentence or nxt.item is None \
                    or nxt.item.unit != "unit.dollar" or (q.entity and op.actor != q.entity) \
                    or nxt.amount.startswith(("?", "all")):
                raise ValueError(f"{thing.unit}: not one spent on")
            prices.append(Fraction(nxt.amount))
        elif op.kind == "gain":
            if not any(ops[j].kind == "price" and ops[j].sentence == op.sentence for j in named):
                raise ValueError(f"{thing.unit}: got with no price")
        else:
            raise ValueError(f"{thing.unit}: named by another operation")
    if len(prices) != 1:
        raise ValueError(f"{thing.unit}: {len(prices)} prices")
    return prices[0]


def _prices(ops: list[Op], q: Question) -> tuple[Fraction, Fraction]:
    if q.other != "1":
        raise ValueError("a price told of more than one thing")
    if any(op.item is not None and ((op.item.unit == q.item.unit and op.item != q.item)
                                    or (op.item.unit == q.item2.unit and op.item != q.item2)) for op in ops):
        raise ValueError("another kind of an asked thing told: 'the <thing>' may be either")
    # red team 2 (ADR 0319): "She spent $3 more on the book." is a spending on the book that is no purchase of
    # one (answered 3 where the book cost 9 in all): a thing named as a place, a source or a receiver, and a
    # spending of the buyer's that buys nothing, leave either price open
    asked = {q.item.unit.split(".", 1)[-1], q.item2.unit.split(".", 1)[-1]}
    if any(w and w.split()[-1] in asked for op in ops for w in (op.place, op.target, op.source)):
        raise ValueError("an asked thing named as a place, a source or a receiver")
    if any(op.kind == "lose" and op.lemma == "verb.spend"
           and not (i > 0 and ops[i - 1].kind == "gain" and ops[i - 1].lemma == "verb.spend"
                    and ops[i - 1].sentence == op.sentence and ops[i - 1].actor == op.actor)
           for i, op in enumerate(ops)):
        raise ValueError("a spending that buys no told thing")
    return _price_of(ops, q, q.item), _price_of(ops, q, q.item2)


def price_answer(lex, graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the first price less the second (negative refuses)."""
    q = graph.question
    a, b = _prices(graph.ops, q)
    if a < b:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=PRICE_DIFFERENCE,
                            detail="the asked difference would be negative")
    return a - b, "unit.dollar", [Step(lemma="verb.cost", kind=PRICE_DIFFERENCE, holder=q.entity,
                                       operands=[str(a), str(b)], before="", after=str(a - b))]


def verify_price(lex, graph) -> Fraction:
    """Verifier: the d with b + d = a, each price read again."""
    q = graph.question
    a, b = _prices(graph.ops, q)
    return -(b - a)
