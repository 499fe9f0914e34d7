"""Purchases told as a rate beside a spend question (red team 8, ADR 0457).

    Each deck costs 8 dollars. Sam bought 6 decks. He buys 2 decks each week. How much did he spend?   refused
    (v19: 48)
    Sam bought 6 decks for 8 dollars each. Tom bought 2 decks each week. How much did they spend?     refused
    (v19: 48)

    Sam had 50 dollars. He buys 2 decks each week. Each deck costs 8 dollars. How much money does he have left?
    refused (v19: 50)

A spend question sums the asked spender's money losses and priced purchases (spending.py, solver.event_sum). A
purchase told as a rate (``buys 2 decks each week``, pack category ``positive``, op kind ``rate``) is neither: it
is a purchase repeated over periods whose number the text never gives, so it was silently left out of the sum.
When the asked spender (anyone, for ``they``) has such a rate, what was spent is not determined: refused. A rate of
another person (``Tom buys 2 decks each week. How much did Sam spend?``), a rate of a verb that gets nothing
(``reads 2 books each week``) and a spend question over the rate's own periods (``in 3 weeks``, rates.py) are left
as they were.

The money held after such a rate is open for the same reason: solver.purchase_money_guard, which refuses money
asked after a gain of things with no money told (the pack's categories cannot tell ``bought`` from ``found``),
now also refuses after the holder's own gaining rate of things that are not money (``earns 8 dollars each week``
is the money's own rate, refused by rate_guard as before).
"""
from __future__ import annotations

from domain.reader.graph import Question
from domain.reader.refusals import Reason, ReaderRefusal


def check_rated_purchases(solver, q: Question) -> None:
    """Refuse a spend question whose spender buys something by a rate (module doc)."""
    everyone = not q.entity and not q.members
    for op in solver.graph.ops:
        if op.kind != "rate" or op.item is None or solver.lex.verb_category.get(op.lemma) != "positive":
            continue
        if everyone or (op.actor in q.members if q.members else op.actor == q.entity):
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=q.sentence, frame="solver",
                                detail=f"spending beside purchases told as a rate ({op.lemma} {op.item.unit} per "
                                       f"{op.target or 'period'})")


def check_rated_purchase_money(solver, owner: str, sentence: int) -> None:
    """Refuse the money of ``owner`` when ``owner`` gets things other than money by a rate (module doc)."""
    for op in solver.graph.ops:
        if op.kind != "rate" or op.item is None or op.actor != owner \
                or solver.lex.verb_category.get(op.lemma) != "positive":
            continue
        unit = solver.lex.unit_by_id.get(op.item.unit)
        if unit is not None and unit.family in ("money", "mass_noun_money"):
            continue
        raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=sentence, frame="solver",
                            detail=f"{owner}'s money beside things got at a rate ({op.lemma} {op.item.unit} per "
                                   f"{op.target or 'period'}): bought, at what cost?")
