"""One holder's things counted loose and inside containers, in an order that says they are apart (v15, ADR 0314).

    Hana has 27 pencils. She buys 2 boxes of pencils with 10 pencils in each box. How many pencils does she
    have now?                                                                                          47
    Ms. Lee bought 6 boxes of markers. Each box has 10 markers. She gave 25 markers to her class. How many
    markers does she have now?                                                                         35
    Tom has 4 boxes of pens. Each box has 6 pens. He buys 2 more pens. How many pens does Tom have?     26

The solver and the verifier refused every holder counted both loose (``27 pencils``) and inside containers
(``2 boxes`` with a rate of pencils in each), because two statements (``has 3 boxes of 10 pens. He has 5
pens.``) may count the same things twice. The order of the story settles it when only one of the two is a
statement and the other came by events after it:

- loose things told, then containers gained by an acquiring verb (buy, get, pick …): the containers are more
  (27 + 2 × 10);
- containers held (told or gained), then loose things lost (gave, sold, ate): they came out of the containers'
  things (6 × 10 − 25), and loose things gained are more (4 × 6 + 2).

The pooled amount is replayed in story order; every amount stays whole and never goes below zero.

Refused (``ambiguous_reference``, as before): both told by a statement; a statement after an event; a loss of
loose things before any holding of them or of containers (from what?); containers lost after loose things
changed (a full box, or the one things were taken from?); containers gained by making or putting (``made 3
bags of cookies``: of her cookies?) after loose things were told; an amount that is not a plain number; a
time on any of the holder's events; another holder of the things or of such containers (whose box is
``each box``?); any other kind of event on them (a part named, a put, a sort). Containers with no rate, and a
container named as one particular holder (``the red box``), refuse where they did before (solver.rate_for).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item
from domain.reader.refusals import Reason, ReaderRefusal

ACQUIRE = "positive"
"""The verb category of a gain of containers that adds to loose things told before it (``put_in`` excepted)."""
_NOT_ACQUIRE = frozenset({"verb.put_in", "verb.save", "verb.save_up", "verb.pull", "verb.add"})
_MOVES = frozenset({"hold", "gain", "lose", "transfer"})
LOOSE = "mod.loose"
"""v19 (ADR 0424): ``4 loose apples`` are said to be outside the containers: told beside them, they are more."""


def check_loose_beside_unrated(solver, owner: str, item: Item, found, inside, sentence: int) -> None:
    """Red team (ADR 0432): things told ``loose`` are said to be outside containers, so containers held beside
    them with no told count of those things in each leave the total open (``Tom has 3 bags and 4 loose apples.
    How many apples does Tom have?`` answered 4). Refuses when a counted holding is marked ``loose`` and the holder
    holds some other count thing (no person) that no rate of ``item`` covers; the loose ones asked are counted."""
    if LOOSE in item.mods or not any(LOOSE in k.mods for k, _ in found):
        return  # "How many loose apples …?" counts the loose ones only
    rated = {k.unit for k, _ in inside}
    lex = solver.lex
    for k in solver.holdings.get(owner, {}):
        if k.unit == item.unit or k.unit in rated or k.unit in lex.person_units:
            continue
        unit = lex.unit_by_id.get(k.unit)
        if unit is None or unit.family != "count":
            continue
        if any(m.startswith("of:") and m != f"of:{item.unit}" for m in k.mods):
            continue  # "bags of rice" beside loose apples: containers of something else
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=sentence, frame="solver",
                            detail=f"{owner}'s loose {item.unit} beside {k.unit} of untold contents")


def unloose(item: Item) -> Item:
    """``item`` without the ``loose`` mark (``loose apples`` are apples of no other kind)."""
    if LOOSE not in item.mods:
        return item
    return Item(unit=item.unit, mods=tuple(m for m in item.mods if m != LOOSE))


def _plain(amount: str) -> Fraction | None:
    if not amount or amount[0] in "?-" or any(c not in "0123456789." for c in amount):
        return None
    try:
        value = Fraction(amount)
    except ValueError:
        return None
    return value if value > 0 else None


def pooled_total(lex, ops, owner: str, item: Item, rates: dict[str, Fraction]) -> tuple[Fraction | None, str]:
    """(the pooled amount of ``item`` ``owner`` holds, "") when the story's order keeps loose things and the
    contents of containers (``rates``: container unit → things of ``item`` in one) apart; (None, why) when it
    does not. Reads only ``ops`` (the solver and the verifier both ask it before adding the two)."""
    loose_told = boxes_told = changed = loose_changed = False
    all_marked = True  # v19: every loose holding told was told as ``loose`` (ADR 0424)
    containers_seen = False
    pool = Fraction(0)
    units = {item.unit} | set(rates)
    for op in ops:
        if op.kind in ("describe", "price"):
            continue
        if op.kind == "per":
            if op.target in rates or op.target == item.unit:
                continue
            if op.item is not None and op.item.unit in units:
                return None, "a rate of these things in something else"
            continue
        it = op.item
        if it is None or it.unit not in units:
            if owner in (op.actor, op.target, op.source) and it is None and op.kind in _MOVES:
                return None, "an event of the holder on something untold"
            continue
        loose = it.unit == item.unit
        if loose and set(unloose(it).mods) != set(unloose(item).mods):
            return None, "another kind of these things"
        if not loose and not set(it.mods) <= {f"of:{item.unit}"}:
            return None, "containers of another kind"
        if op.kind not in _MOVES or op.place or op.agent:
            return None, f"a {op.kind} event on these things"
        if lex.verb_category.get(op.lemma) == "put":
            # ADR 0287: "The box had 30 apples. Tom put 2 bags of apples … in the box.": among its apples or not?
            return None, f"things put ({op.lemma}) into a holder"
        if op.actor == owner and op.kind in ("hold", "gain", "lose", "transfer"):
            sign = {"hold": 1, "gain": 1, "lose": -1, "transfer": -1}[op.kind]
            if op.kind == "gain" and op.target:
                return None, "a gain for someone else"
        elif op.kind == "transfer" and op.target == owner:
            sign = 1
        elif op.kind == "gain" and op.source == owner:
            sign = -1
        else:
            return None, f"{op.actor or 'someone'} else holds or moves these things"
        if op.kind == "transfer" and op.actor == owner and op.target == owner:
            return None, "a transfer to oneself"
        amount = _plain(op.amount)
        if amount is None:
            return None, f"an amount that is not a plain number ({op.amount})"
        if op.time:
            return None, "an event at a told time"
        worth = amount if loose else amount * rates[it.unit]
        if op.kind == "hold":
            if changed:
                return None, "a holding told after events changed it"
            if loose and loose_told or not loose and boxes_told:
                return None, "a holding told twice"
            if loose:
                loose_told = True
                all_marked = all_marked and LOOSE in it.mods
            else:
                boxes_told = containers_seen = True
            pool += worth
            continue
        if loose:
            if sign < 0 and not (loose_told or containers_seen):
                return None, "a loss of things never said to be held"
            if not (loose_told or containers_seen) and (op.kind != "gain" or op.actor != owner or op.source):
                # "Ann gave 5 pens to Tom." / "Tom took 5 pens from Ann.": a receiver's start is never told
                return None, "things received before anything was held"
            loose_changed = True
        else:
            if sign < 0 and loose_changed:
                return None, "containers lost after loose things changed: which ones?"
            acquired = op.kind == "transfer" or (lex.verb_category.get(op.lemma) == ACQUIRE
                                                 and op.lemma not in _NOT_ACQUIRE)
            if sign > 0 and loose_told and not acquired:
                return None, f"containers got by {op.lemma} beside loose things told: of those or more?"
            if sign > 0:
                containers_seen = True
        changed = True
        pool += worth if sign > 0 else -worth
        if pool < 0:
            return None, "more lost than held"
    if loose_told and boxes_told and not all_marked:
        # v19 (ADR 0424): "Tom has 3 bags and 4 loose apples" / "He also has 3 loose apples": told apart
        return None, "both told by a statement"
    if not containers_seen:
        return None, "no containers held"
    return pool, ""


def rates_of_held_containers(ops, holder: str, unit: str, before: int) -> list:
    """The ``per`` rates of ``unit`` in containers ``holder`` held or got before sentence ``before``
    (``Tom has 4 boxes of pens. Each box has 6 pens. He buys 2 more pens.``: the 2 are further pens for one who
    holds pens in boxes, not 2 more than the 6 of a box; sequence.check_more_without_base)."""
    rated = {o.target for o in ops if o.kind == "per" and o.item is not None and o.item.unit == unit}
    boxes = {o.item.unit for o in ops if o.sentence < before and o.kind in ("hold", "gain") and o.actor == holder
             and o.item is not None and o.item.unit in rated}
    return [o for o in ops if o.kind == "per" and o.target in boxes and o.item is not None and o.item.unit == unit]
