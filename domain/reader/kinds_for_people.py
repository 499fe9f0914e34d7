"""Things held for a kind of people, and a stock of things (reader v13, ADR 0260).

- ``A bathing suit manufacturer has 14797 bathing suits for men. In addition, it has 4969 bathing suits for
  women.``: ``for`` + a bare plural person noun (no determiner: ``men``, ``women``, ``kids``, ``girls`` …) right
  after one held amount says which kind of the things they are (``men's bathing suits``): a kind of the things,
  so the two holdings are two kinds and ``How many bathing suits …`` sums them. Read only after a holding verb
  (``has``/``had``) and one quantity; ``for the men``, ``for Tom`` (someone the things are meant for) and a list
  (``5 shirts and 3 hats for men``: both or the hats?) keep their older readings.
- ``has a supply of 14797 bathing suits`` / ``a stock of``: the amount itself, as ``has a total of`` reads.
"""
from __future__ import annotations

import msgspec

from domain.reader.phrases import Cursor

FOR = "for:"
_STOCK = ("supply", "stock")


def take_stock_of(cur: Cursor) -> bool:
    """``a supply of`` / ``a stock of`` before a number: stepped over (True)."""
    w = cur.words[cur.pos:cur.pos + 3]
    if len(w) == 3 and w[0] == "a" and w[1] in _STOCK and w[2] == "of" \
            and (cur.sense("num", cur.pos + 3) or cur.sense("number", cur.pos + 3)):
        cur.pos += 3
        return True
    return False


def take_people_kind(cur: Cursor, qs: list) -> list:
    """``for men`` after the one held quantity: that quantity's item with the kind ``for:<person unit>``."""
    if len(qs) != 1 or qs[0][0] is None or cur.peek_word() != "for":
        return qs
    unit = cur.sense("unit", cur.pos + 1)
    if unit is None or unit.length != 1 or unit.form != "pl" or unit.entry.id not in cur.lex.person_units:
        return qs
    end = cur.pos + 2
    if end < cur.end and cur.words[end] not in (",", "and", "."):
        return qs  # "for men in the town": a longer phrase
    value, item = qs[0]
    if any(m.startswith(FOR) for m in item.mods):
        return qs
    cur.pos = end
    mods = tuple(sorted((*item.mods, FOR + unit.entry.id)))
    return [(value, msgspec.structs.replace(item, mods=mods))]
