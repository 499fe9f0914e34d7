"""``How much did the <things> cost?`` asked of things one person bought (v20, ADR 0456).

    Ella has 30 dollars. A ticket costs 7 dollars. She bought 4 tickets. How much did the tickets cost?      28
    Meg had 40 dollars. She spent half of her money on a dress. How much did the dress cost?                20

The question names no holder (``expected who the question is about``). ``the tickets`` are the tickets the story
bought; when one person bought them and nothing else, what they cost is what that person spent, and the question is
read as the spend question ``How much did <buyer> spend?`` (as bill_totals.parse_total_cost reads ``What is the total
cost?``). Read only when
- the question is exactly ``How much did the [modifiers] <things> cost [in all|altogether|together]?`` (``did``: ``How
  much do the tickets cost?`` may ask the price of one);
- every gain of those things (their unit, a kind of it or a general of it) is of exactly that unit (``a cap`` is a
  hat, but not one of ``the hats``), by one person, with no source, each a purchase (spent_kinds.is_purchase) or
  of things whose one unit price the story tells, and a singular noun
  (``the dress``) names exactly one thing bought;
- nobody is told to hold such things (``Ella had 2 tickets``: the bought ones, or all of hers?);
- the buyer got nothing else (every thing the buyer gained is of that unit), handed no money to anyone, and lost
  money only in the sentences that bought the things; a sentence with more purchases than money losses needs the
  things' told price (``She bought a scarf.`` alone: of what price?);
- the story's money is counted in dollars only (the spend answer is in dollars).
Anything else: None (the question is read as before, which refuses these texts).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Cursor, noun_run
from domain.reader.spent_kinds import is_purchase

_TOTALS = ({"in", "all"}, {"altogether"}, {"together"}, {"in", "total"})
DOLLAR = "unit.dollar"


def _money(lex, op: Op) -> bool:
    return op.item is not None and op.item.unit in lex.unit_by_id and lex.unit_by_id[op.item.unit].family == "money"


def parse_thing_cost(cur: Cursor, ops: list[Op], units_seen) -> Question | None:
    """The spend question of ``How much did the <things> cost?``, or None (nothing consumed) (module doc)."""
    w = cur.words[:cur.end]
    if len(w) < 6 or w[:4] != ["how", "much", "did", "the"] or "cost" not in w:
        return None
    at = w.index("cost")
    if at + 1 < len(w) and set(w[at + 1:]) not in _TOTALS:
        return None
    got = noun_run(cur, 4, ("unit",))
    if got is None or got[2] != at:
        return None
    sense = got[1]
    unit = sense.entry.id
    lex = cur.lex
    if lex.unit_by_id[unit].family != "count" or unit in lex.person_units:
        return None
    money = {u for u in units_seen if u in lex.unit_by_id and lex.unit_by_id[u].family in ("money", "mass_noun_money")}
    if money - {DOLLAR}:
        return None

    def named(op: Op) -> bool:
        return op.item is not None and (op.item.unit == unit or lex.kind_of(op.item.unit, unit)
                                        or lex.kind_of(unit, op.item.unit))

    if any(op.kind in ("hold", "hold_sum") and named(op) for op in ops):
        return None  # "Ella had 2 tickets. … bought 4 tickets.": the tickets bought, or all she has?
    priced = [op for op in ops if op.kind == "price" and named(op)]
    gains = [op for op in ops if op.kind in ("gain", "transfer") and named(op)]
    buyers = {op.actor for op in gains}
    if not gains or len(buyers) != 1 or len(priced) > 1:
        return None
    buyer = buyers.pop()
    if not buyer or any(op.kind != "gain" or op.item.unit != unit or op.source or op.target
                        or op.amount.startswith(("?", "all"))
                        or not (is_purchase(op, ops, lex) or priced) for op in gains):
        return None
    if sense.form != "pl" and sum(int(op.amount) if op.amount.isdigit() else 2 for op in gains) != 1:
        return None  # "the dress": the one dress bought
    bought = {op.sentence for op in gains}
    for op in ops:
        if op.kind == "price":
            continue
        if (op.actor == buyer and op.kind == "gain" and not _money(lex, op) and not named(op)) \
                or op.target == buyer and op.kind == "transfer" and not _money(lex, op):
            return None  # the buyer got something else too: its cost is spent as well
        if _money(lex, op) and op.actor == buyer and (op.kind == "transfer" or op.kind == "lose"
                                                      and op.sentence not in bought):
            return None  # money handed over, or spent on something else
    for si in bought:
        n_gains = sum(1 for op in gains if op.sentence == si)
        n_paid = sum(1 for op in ops if op.sentence == si and op.kind == "lose" and op.actor == buyer
                     and _money(lex, op))
        if n_gains > n_paid and not priced:
            return None  # "She bought a scarf.": of no told price
    cur.pos = cur.end
    return Question(kind="spend", sentence=cur.sentence.index, entity=buyer, item=Item(unit=DOLLAR),
                    lemma="verb.spend")
