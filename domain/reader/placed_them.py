"""``… cut 16 roses from her garden and put them in the vase.``: ``them`` is what the holder just got (v17, ADR 0366).

    There were 6 roses in the vase. Mary cut 16 more roses from her garden and put them in the vase. How many roses
    are in the vase now?                                                                              6 + 16 = 22
    There were 6 roses in the vase. Mary cut some roses from her garden and put them in the vase. There are now 16
    roses in the vase. How many roses did she cut?                                                    16 − 6 = 10

``<put> N <things> in <place>`` was read (a put verb moves the actor's things to the place); with ``them`` as the
object it refused (``expected a quantity as the object of the verb``). ``them`` after a getting names what was got:
here only when the story's last operation is the putter's own gain of one kind of things (``cut 16 roses``,
``bought 12 cans``, ``picked some apples``), told in the same sentence or the one before. The object then reads as
that gain's amount and things — its number, or the same unknown (``some roses``), so the solver ties the two.

put_them.py (ADR 0304) re-spells ``bought 6 fish and put them in the tank`` (a number, a positive or construct verb,
one sentence); this reads what it leaves: ``some`` roses, ``cut`` (gathering), the put in the next sentence.

Refused as before: a ``take`` (``Lee took 6 fish and put them in the tank``: taken from the tank?), anything between the gain and ``them`` (``bought 12 cans and ate 2 of them. He put them …``:
all, or what is left?), a gain by someone else (``Dad bought 12 cans. Mom put them …``), a list of things, no
gain, a gain two sentences back.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor

# verbs whose gain brings new things (bought, picked, made; cut_flowers.py's "cut" is a scene verb read as gathering);
# a ``take`` (transfer_in) may take them from the very place they are put in
_GETTING = frozenset({"positive", "construct", "scene"})


def read_placed_them(cur: Cursor, ops: list[Op], subject: str) -> tuple[str, Item, str] | None:
    """``them`` as a put verb's object, before ``in|into|on|onto``: (amount, item, "") of the putter's last gain;
    None (nothing consumed) when ``them`` is not that."""
    if cur.peek_word() != "them" or cur.peek_word(1) not in ("in", "into", "on", "onto"):
        return None
    if not ops:
        return None
    last = ops[-1]
    si = cur.sentence.index
    if last.kind != "gain" or last.actor != subject or not subject or last.item is None \
            or last.sentence not in (si, si - 1) or last.place \
            or cur.lex.verb_category.get(last.lemma) not in _GETTING:
        return None  # "Lee took 6 fish and put them in the tank": taken from the tank? (put_them.py, ADR 0304)
    if last.sentence == si - 1 and any(op.sentence == si for op in ops):
        return None
    if sum(1 for op in ops if op.sentence == last.sentence and op.kind == "gain") != 1:
        return None  # "picked 5 apples and 3 pears and put them …": a list
    cur.pos += 1
    return last.amount, last.item, ""
