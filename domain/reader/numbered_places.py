"""``Room 12 has 25 desks.`` / ``Bus 7 had 33 riders.`` (v23, ADR 0542): a place named by its noun and a number.

    Room 12 has 25 desks. Room 14 has 21 desks. How many desks are there in the two rooms?          25 + 21
    Bus 7 had 33 riders. At the stop, 9 riders got off. How many riders are on Bus 7 now?          33 − 9

A capitalised place noun of the pack (``Room``, ``Bus``, ``Table``) followed by a whole number is the name of one
such place; phrases.read_entity read neither word as a subject (``no subject the grammar knows``). Read as the
definite place ``the <noun>`` told apart by its number, exactly as ``the red room`` is by its colour
(phrases.definite_entity): ``Room 12`` and ``Room 14`` are two rooms, ``Room 12`` again is the same one, and the
bare ``the room`` beside two of them refuses (which one?).

Only a singular place noun written with a capital letter, right before a whole number written in digits that is
not itself followed by a noun, a number, a money amount, ``more`` or a possessive (``Room 3 students``, ``Bus 2
more``: a count, not a name; ``Room 12's teacher``). A lower-case noun (``room 12``), a decimal, a plural (``Rooms
12``), or a time or measure noun (not a place of the pack) are left as before.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # phrases.py imports this module
    from domain.reader.phrases import Context, Cursor


def numbered_place(cur: Cursor, ctx: Context, place) -> str | None:
    """At a capitalised singular place noun (``place`` its sense): ``the <noun>`` told apart by the number after it
    (both consumed), or None with nothing consumed."""
    from domain.reader.phrases import definite_entity  # phrases.py imports this module

    i = cur.pos
    if place.length != 1 or place.form != "sg" or not cur.tokens[i].text[:1].isupper() or i + 1 >= cur.end:
        return None
    num = cur.tokens[i + 1]
    if num.kind != "num" or num.value is None or num.value.denominator != 1 or num.value < 0 \
            or not num.text.isdigit():
        return None
    nxt = i + 2
    if nxt < cur.end and (cur.tokens[nxt].kind in ("num", "money", "poss") or cur.sense("unit", nxt) is not None
                          or cur.sense("person", nxt) is not None or cur.sense("place", nxt) is not None
                          or cur.sense("fn:more", nxt) is not None):
        return None
    cur.pos = i + 2
    return definite_entity(cur, ctx, "the", [num.text], place.entry.singular, "n", i)
