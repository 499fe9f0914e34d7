"""``Ann has 4 dogs and 3 cats. She gave 2 animals to her aunt. How many animals does Ann have now?`` (v19, ADR
0423): some of a general kind given away by a holder that counts only its kinds.

v18 (pooled_unit_kinds.py, ADR 0390) pools a holder's kinds of a general unit (dogs and cats → animals) before a
*loss* of the general unit (``8 children went home``, ``sold 10 animals``); a *giving* of it (``gave 2 animals to
her aunt``, ``gave Bob 5 fruits``) found no holding of animals and counted Ann's from an unknown (``5+?init``).
The giver's side of a giving is the same loss: the same pooling is applied, under exactly pooled_unit_kinds'
conditions (a bare general noun, two or more held kinds none of which may overlap, no holding of the general unit
itself, no other holding that may be those things, no kind named by what its things did). The receiver gets the
general things (``2 animals``), as any giving gives what it names.

After the pooling, a question about one kind (``How many dogs does Ann have now?``) refuses as after a loss.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.pooled_unit_kinds import pool_unit_kinds, verify_pool_unit_kinds


def pool_given_kinds(solver, owner: str, item: Item, op) -> None:
    """The solver's pooling before ``owner`` gives ``item`` away (module doc)."""
    if op.kind == "transfer" and owner == op.actor:
        pool_unit_kinds(solver, owner, item, op)


def verify_given_kinds(verifier, giver: str, item: Item) -> None:
    """The verifier's side of ``pool_given_kinds``."""
    verify_pool_unit_kinds(verifier, giver, item)
