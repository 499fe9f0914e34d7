"""Measure and container phrases (v7): ``N <measure> of <stuff>``.

``0.1 pounds of peanuts`` is an amount counted in the measure (pounds); the stuff names what is measured and
is part of the item's identity (``of:unit.peanut``, read by ``phrases.read_item``), so ``pounds of peanuts``
and ``pounds of raisins`` are two things and ``How many pounds …?`` sums both. What this module adds:

- **Measured and counted stuff** (solver guard): the same holder (or the same asked action) with ``3 pounds of
  apples`` and ``2 apples`` counted by themselves: the apples weigh something the text never says, and the
  loose apples may come out of the pounds (``had 3 pounds of apples. He ate 2 apples.``). A question about
  the measure of that stuff refuses — the reverse (``How many apples …?`` beside ``pounds of apples``) already
  refuses in ``Solver.unit_gaps``.
- **``of it``** (``ate 0.05 pounds of it``): ``it`` is the one substance measured so far in the story; none or
  several (``2 pounds of sugar and 3 pounds of flour … 1 pound of it``) refuse. Only after a measure or
  container unit (``pounds of it``), never ``some of it`` (a part, read elsewhere or refused).
- **``How much <stuff>``** (``How much cement did they use in all?`` after ``10 tons of cement``): when the
  stuff is never counted by itself and every statement measures it in one unit of a measure family (not a
  count: ``3 boxes of candy`` does not say how much candy), the question asks for that measure. Several
  measures (``2 pounds of sugar`` and ``8 ounces of sugar``), or a plural count noun (``How much apples``),
  leave the question as it was (it refuses).
- **A container of a number of things** (``a box of 479 crayons``, ``2 boxes of 10 crayons``): the
  containers are held with a per-container content of the things (``rates.py``'s ``per`` op), so ``How many
  crayons`` is 479 (20) through the existing container arithmetic and ``How many boxes`` is 1 (2).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.container_measures import measure_of_stuff
from domain.reader.graph import Item, Op
from domain.reader.measured_containers import measured_units
from domain.reader.refusals import Reason, ReaderRefusal

COUNT = "count"


def stuff_of(item: Item) -> set[str]:
    """The units an item is a measure of (``pounds of peanuts`` → {unit.peanut})."""
    if not item.mods:
        return set()  # speed (ADR 0267): most items have no modifier (no comprehension built for them)
    return {m[3:] for m in item.mods if m.startswith("of:") and m[3:].startswith("unit.")}


def measured_and_counted(solver, asked: Item, beside: list[Item], sentence: int) -> None:
    """``3 pounds of apples`` beside ``2 apples`` (held, or taken by the asked action): a question about
    the pounds of apples would silently leave the loose apples out (they weigh something unknown) or count
    apples that came out of the pounds twice. Refuse; ``refuse`` is the solver's refusal maker."""
    wanted = stuff_of(asked)
    if not wanted and not asked.mods:
        # red team 4: "How many pounds does Sam have?" after "3 pounds of apples … ate 2 apples": the bare
        # measure is the measure of every stuff it measured here
        wanted = set().union(*(stuff_of(k) for k in beside if k.unit == asked.unit))
    if not wanted:
        return
    for k in beside:
        if any(it.unit == asked.unit for it in solver.per.get(k.unit, {})):
            continue  # "2 pizzas. Each pizza had 8 slices. … slices of pizza": the rate says how (contained())
        held = stuff_of(k)
        if held and k.unit != asked.unit and solver.unit(k.unit).family == COUNT \
                and solver.unit(asked.unit).family != COUNT and any(
                w == h or solver.lex.kind_of(h, w) or solver.lex.kind_of(w, h) for w in wanted for h in held):
            # v14 (fresh-d, ADR 0286): "Sam has 3 pounds of apples. He ate 2 bags of apples. How many pounds does
            # Sam have?" answered 3: bags of the stuff counted as containers weigh something the text never says
            raise ReaderRefusal(Reason.UNIT_MISMATCH, "unit_binding", sentence_index=sentence, frame="solver",
                                detail=f"the asked {asked.unit} of {', '.join(sorted(wanted))} beside {k.unit} of "
                                       "them counted as containers: how much do they weigh or hold?")
        if held:
            continue  # another measure of it: Solver.unit_gaps decides
        if any(k.unit == w or solver.lex.kind_of(k.unit, w) or solver.lex.kind_of(w, k.unit) for w in wanted):
            raise ReaderRefusal(Reason.UNIT_MISMATCH, "unit_binding", sentence_index=sentence, frame="solver",
                                detail=f"the asked {asked.unit} of {', '.join(sorted(wanted))} beside {k.unit} "
                                       "counted by themselves: how much do they weigh or hold?")


def note_said(cur, ctx, item: Item, *, substance: bool, singular: bool) -> None:
    """Record a noun phrase just read, for ``of it``: whether the noun was singular (``honey``, ``a cake``:
    an ``it``) and whether it was the substance of a measure."""
    key = (("of",) if substance else ("item",)) + (item.unit, *item.mods)
    ctx.said_items.append((cur.sentence.index, key, singular))


def elided_measure_of_things(cur, ctx, unit: str) -> None:
    """``Sam has 3 pounds of apples. He ate 2.`` (red team 4): the only unit named is a measure (not a count),
    but it measured things that are counted one by one (apples): ``2`` may be 2 pounds or 2 apples. Refuse
    rather than take the measure. ``18 pieces of gum … ate 3`` (a count container) and a measured substance
    that is never counted (``sugar`` in the pack as a measure-only stuff) are not affected."""
    measure = cur.lex.unit_by_id.get(unit)
    if measure is None or measure.family == COUNT:
        return
    for _si, key, _singular in ctx.said_items:
        thing = cur.lex.unit_by_id.get(key[1]) if key[0] == "of" else None
        if thing is not None and thing.family == COUNT and thing.discrete:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "unit_binding", sentence_index=cur.sentence.index,
                                token_index=cur.pos, token_text=cur.peek_word(), frame="quantity.unit",
                                detail=f"a quantity without a unit noun after {unit} of {thing.id}: "
                                       f"{measure.plural} or {thing.plural}?")


def substance_of_it(cur, ctx) -> list[str] | None:
    """``0.36 pounds of honey, but bears ate 0.05 pounds of it``: the cursor is after ``of``; when ``it``
    follows and the sentence so far named exactly one singular thing, and that thing is the substance of
    a measure, return its ``of:`` qualifiers (consuming ``it``). Anything else (a substance in an earlier
    sentence, two substances, ``a cake`` beside ``sugar``) consumes nothing and the clause refuses."""
    if cur.peek_word() != "it":
        return None
    here = [key for si, key, singular in ctx.said_items if si == cur.sentence.index and singular]
    if len(set(here)) != 1 or here[0][0] != "of":
        return None
    cur.pos += 1
    return ["of:" + part for part in here[0][1:]]


def measured_asked_item(cur, ctx, item: Item, ops: list[Op]) -> Item:
    """``How much cement did they use?`` after ``used 10 tons of cement … and 5.1 tons of cement``: the
    asked stuff, named in the singular, measured by the statements in exactly one unit of a measure family
    and never counted by itself, is asked in that measure (``tons of cement``). Otherwise the item is
    returned unchanged (and the solver refuses a measure it would leave out)."""
    if stuff_of(item) or not item.unit.startswith("unit."):
        return item
    unit = cur.lex.unit_by_id.get(item.unit)
    if unit is None or cur.words[cur.pos - 1] != unit.singular:
        return item  # "How much apples": a plural count noun is not asked by its measure
    lex = cur.lex

    def is_stuff(u: str) -> bool:
        return u == item.unit or lex.kind_of(u, item.unit)

    measures = set()
    for op in ops:
        if op.item is None:
            continue
        if is_stuff(op.item.unit):
            return item  # "3 pounds of sugar" and "2 sugars": counted by itself too
        if any(is_stuff(s) for s in stuff_of(op.item)):
            measures.add(op.item.unit)
    if len(measures) != 1:
        return item
    measure = measures.pop()
    if any(op.kind == "per" and op.target == measure for op in ops):
        # v17 red team 4 (ADR 0360): "2 boxes of chocolate candy and 2.5 boxes of caramel candy. If each box has 14
        # pieces inside it, how much candy …?" answered 4.5 boxes: a content told per container asks the stuff in
        # that content (63 pieces), not in the containers; the container is no measure there (the item is kept and
        # the solver refuses what it cannot ask)
        return item
    if (lex.unit_by_id[measure].family == COUNT and not measure_of_stuff(lex, ops, measure, item)
            and measure not in measured_units(lex, ops)):
        return item  # "3 boxes of candy": how much candy is that? Not said. ("2.5 bottles of soda": a measure,
        # v13 container_measures.py; a story that gives "0.5 carton of milk" uses the carton as the milk's measure,
        # ADR 0271)
    mods = {f"of:{item.unit}", *(f"of:{m}" for m in item.mods)}
    return Item(unit=measure, mods=tuple(sorted(mods)))


def take_of_count(cur, ctx, ops: list[Op], container: Item) -> bool:
    """``got a box of 479 crayons`` / ``bought 2 boxes of 10 crayons``: after a quantity of containers, ``of
    <number> <things>`` is what each of these containers holds — a per-container rate, exactly as ``2 boxes
    with 10 crayons in each box`` (``rates.take_with_each``; its lemma ``fn.each`` marks a content rate), so
    the things are counted through the containers (1 × 479, 2 × 10) and the scope checks of that form apply
    (another holder's boxes, boxes of another kind: refuse). False, nothing consumed, when absent."""
    start = cur.pos
    if not cur.take_word("of") or not (cur.sense("num") or cur.sense("number")):
        cur.pos = start
        return False
    # imported here, past the test above (speed, ADR 0267: an import statement run per call costs more than the test)
    from domain.reader.phrases import fmt, read_item, read_number  # phrases imports this module
    num = read_number(cur)
    item = read_item(cur, ctx) if num is not None and not num[1] else None
    if item is None or item.unit == container.unit or stuff_of(container) \
            or cur.lex.unit_by_id[container.unit].family != COUNT:
        cur.pos = start  # "2 pounds of 10 apples", "2 hours of 30 minutes": no container holds them
        return False
    ops.append(Op(kind="per", lemma="fn.each", sentence=cur.sentence.index, item=item, amount=fmt(num[0]),
                  target=container.unit))
    ctx.with_each.append((cur.sentence.index, container))
    return True


def product_name(cur) -> str | None:
    """``12 boxes of Samoas`` / ``24 boxes of Lemon Chalet Cremes``: after a unit and ``of``, a run of
    capitalised words with at least one the pack knows in no class (an open-class proper name) names a
    product — the substance of the containers (``of:brand:lemon_chalet_cremes``), consumed. A run of
    known person names (``boxes of Tom``) or of ordinary pack words is not one; None, nothing consumed."""
    j = cur.pos
    open_class = False
    while j < cur.end and cur.tokens[j].kind == "word" and cur.tokens[j].text[:1].isupper():
        senses = cur.senses(j)
        if any(s.cls == "name" and s.entry is not None for s in senses) or cur.words[j] == "i":
            return None  # a person's name: "boxes of Tom's …" is never a product
        if senses and all(s.cls == "name" and s.entry is None for s in senses):
            open_class = True
        j += 1
    if not open_class or (j < cur.end and cur.tokens[j].kind == "poss"):
        return None
    from domain.reader.phrases import noun_run  # phrases imports this module
    got = noun_run(cur, cur.pos, ("unit",))
    if got is not None and got[2] > j:
        return None  # v13: "bag of Golden Delicious apples": pack modifiers of a unit noun, no product (ADR 0262)
    name = "_".join(cur.words[cur.pos:j])
    cur.pos = j
    return f"of:brand:{name}"


def parse_cases_question(cur, ctx, si: int, container: Item, ops: list[Op]):
    """``How many cases of 12 boxes[, plus extra boxes] does Ashley need [to deliver]?`` / ``… does Karen
    pickup from the cookie mom?``: the story's things in containers of a stated size. The cursor is after
    ``How many cases``, on ``of``; nothing is consumed (None) unless the whole question is this form. The
    asker's things are the amount of the one statement about such things (``Ashley sold 12 boxes``) — see
    ``cases_answer``. ``plus extra boxes`` asks for a remainder as well: only a whole number of cases (no
    remainder) answers both with one number; anything else refuses when solving."""
    from domain.reader.circumstances import Circumstances, read_circumstances
    from domain.reader.phrases import fmt, read_entity, read_item, read_number
    from domain.reader.graph import Question

    start = cur.pos
    if not cur.take_word("of") or not (cur.sense("num") or cur.sense("number")):
        cur.pos = start
        return None
    size = read_number(cur)
    thing = read_item(cur, ctx) if size is not None and not size[1] else None
    if thing is None or thing.unit == container.unit or container.mods:
        cur.pos = start
        return None
    save = cur.pos
    cur.take("punct:,")
    if cur.take_word("plus"):
        extra = read_item(cur, ctx) if cur.take_word("extra") else None
        if extra is None or extra.unit != thing.unit:
            cur.pos = start
            return None
    else:
        cur.pos = save
    if not cur.take("fn:aux"):
        cur.pos = start
        return None
    entity = read_entity(cur, ctx)
    if entity is None:
        cur.pos = start
        return None
    if cur.take("fn:need"):
        if cur.take_word("to"):
            verb = cur.take("verb")  # "need to deliver": what the cases are for
            if verb is None:
                cur.pos = start
                return None
            cur.take_word("them")
    else:
        verb = cur.take("verb")
        if verb is None or verb.entry.category != "positive":
            cur.pos = start  # "have" (observe), "sell", "eat": not a getting of the containers
            return None
        cur.take_word("up")
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if not cur.at_end() or circ.to or circ.place or circ.with_ or circ.bare or cur.times:
        cur.pos = start  # only a source (``from the cookie mom``) changes nothing about how many
        return None
    return Question(kind="cases", sentence=si, entity=entity, item=thing, other=container.unit,
                    count=fmt(size[0]))


def _told_amount(ops: list[Op], q, related) -> Op:
    """The one statement about the asked things (both solver and verifier call this with their own
    ``related`` test); raises ValueError when there is not exactly one usable one."""
    if any(op.item is not None and op.item.unit == q.other or op.target == q.other for op in ops):
        raise ValueError(f"{q.other} also appear in the story")
    told = [op for op in ops if op.item is not None and related(op.item)]
    if len(told) != 1:
        raise ValueError(f"{len(told)} statements about the asked things")
    op = told[0]
    if op.kind not in ("hold", "gain", "lose") or op.actor != q.entity or op.source or op.target:
        raise ValueError("the asked things are not the asker's own stated amount")
    if any(t.startswith(("time.each_", "time.every_")) for t in op.time.split("|")):
        # red team 4: "sold 24 boxes every day": the cases of one day, or of every day? never said
        raise ValueError("the asked things are counted again and again (a repeated time)")
    try:
        Fraction(op.amount)
    except (ValueError, ZeroDivisionError):
        raise ValueError("the asked things are not a stated number") from None
    return op


def cases_answer(solver, q):
    """``How many cases of 12 boxes does Ashley need?`` after ``Ashley sold 12 boxes``: the one stated amount
    of the asker's boxes ÷ the size. Refuses: cases that appear in the story (held, or with a rate), several
    statements about the boxes (which ones go in cases?), a size of 0, a remainder (never rounded)."""
    from domain.reader.linear import Lin

    s = q.sentence

    def related(item: Item) -> bool:  # the asked things, a kind of them, or a general kind over them
        return solver.covers(q.item, item) or solver.covers(item, q.item) or solver.related(item.unit, q.item.unit)
    try:
        op = _told_amount(solver.graph.ops, q, related)
    except ValueError as why:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=s, frame="solver",
                            detail=f"containers of {q.count} {q.item.unit}: {why}") from None
    if not solver.covers(q.item, op.item):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=s, frame="solver",
                            detail=f"containers of {q.count} {q.item.unit}: the stated ones are of another kind")
    size = Fraction(q.count)
    if size == 0:
        raise ReaderRefusal(Reason.DIVISION_BY_ZERO, "arithmetic.divide", sentence_index=s, frame="solver",
                            detail=f"containers of 0 {q.item.unit}")
    pool = Lin(Fraction(op.amount))
    value = pool.scale(1 / size)
    solver.checks.append((value, True, f"the number of {q.other}", s))
    solver.raw_steps.append((Op(kind="cases", lemma="fn.of", sentence=s, actor=q.entity, item=q.item,
                                target=q.other), q.entity, [q.count], pool, value))
    return value, q.other
