"""Spending: which money losses a ``How much did X spend?`` question sums (v6).

A purchase is stated in several ways — ``spent $6.51 on a rabbit toy``, ``bought a skateboard for $9.46``,
``paid $5 for a book``, ``a cage cost him $12.51`` — and the question names one verb. Summing only the
events of the asked verb would drop the others (``bought a ball for $6. spent $5 on a book. How much did
he spend?`` is 11, not 5), so a spend question counts every money loss of the asked person that is a
purchase:

- a loss by the asked verb itself;
- the price paid in a purchase (a loss whose verb is a gaining verb: ``bought … for $N``, ``got … for $N``);
- a loss by a cost verb (``a cage cost him $12.51``).

A money loss by another losing verb (``lost $3``, ``paid $4`` when asked about ``spend``) may or may not be
a purchase — the pack's verb categories cannot tell ``lost`` from ``paid`` — so such a story refuses.
"""
from __future__ import annotations

from domain.reader.lexicon import Lexicon

PURCHASE_CATEGORIES = ("positive", "cost")
"""Verb categories whose money losses are always purchase prices (``bought … for $N``, ``X cost him $N``)."""


def spending_kind(lex: Lexicon, op, asked_lemma: str) -> bool | None:
    """True: ``op`` is a purchase the spend question counts; False: not a money loss at all; None: a money
    loss the reading cannot place (counted or not would change the answer — the caller refuses)."""
    if op.kind != "lose" or op.item is None:
        return False
    unit = lex.unit_by_id.get(op.item.unit)
    if unit is None or unit.family != "money":
        return False
    if op.lemma == asked_lemma:
        return True
    category = {v.id: v.category for v in lex.pack.verbs}.get(op.lemma)
    if category in PURCHASE_CATEGORIES:
        return True
    return None
