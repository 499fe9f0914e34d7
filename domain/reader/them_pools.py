"""``them`` as the pool of a partition while someone else holds those things too (v15 red team, ADR 0308).

    Mia has 88 apples. Ben has 15 apples. She packed them 11 to a box. How many boxes did Mia fill?   refused (was 8)
    Mia has 88 apples. She packed them 11 to a box. How many boxes did Mia fill?                       8

Why: a part of things more than one holder has (``She ate 3 of them``, ``half of them``) refuses since red2b
(clauses.parse_action): of whose? A partition of ``them`` (partitions.parse_partition: ``packed them 11 to a
box``, ``puts them into bags of 6 each``, ``into 4 baskets``) took the subject's whole holding without that check:
``them`` may be all the apples told (Mia's and Ben's), as much as Mia's. Read when no one else holds, gains or
receives the things (nor containers of them, boxed_holders.py) before the clause; ``her apples``, ``the rest``,
``all of her apples`` name the holder and are read as before.
"""
from __future__ import annotations

from domain.reader.boxed_holders import boxed_by_others
from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason


def check_them_pool(cur: Cursor, ops: list[Op], subject: str, item: Item) -> None:
    for op in ops:
        if op.kind in ("hold", "gain", "transfer") and op.item is not None and op.item.unit == item.unit \
                and (op.target if op.kind == "transfer" else op.actor) not in ("", subject):
            break
    else:
        if not boxed_by_others(ops, item.unit, subject):
            return
    raise unparsed(cur, "statement.object", "'them' partitioned while another holder has those things too",
                   Reason.AMBIGUOUS_REFERENCE, "entity_binding")
