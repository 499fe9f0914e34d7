"""A part of the things just counted, named by a counted subject (reader v14, ADR 0284):
``Ann bought 12 eggs. 3 eggs were broken.`` / ``5 flowers wilted`` / ``3 eggs were rotten`` /
``2 games didn't work``.

``3 of them were broken`` / ``3 of the eggs were broken`` (complements.py, damaged.py, spoiled_parts.py) name
a part of the things already counted. The same part is just as often told with the things counted again
(``3 eggs were broken``); the reader refused it (``frame.passive_destroy``: a part of the eggs already there,
or other eggs?). Whether other eggs are meant can only be ruled out by the story itself, so the counted
subject is read as ``N of the <things>`` only when:

- it names the things plainly (no modifier: ``3 brown eggs were broken`` may be a kind never counted) and
  without ``more`` (``3 more eggs were broken``: others);
- exactly one earlier statement counted that unit, by one holder (``Ann bought 12 eggs``, ``There were 12
  eggs in the box``): with two holders (whose eggs?) or two statements (``had 3 … bought 12 more``: the part of
  which?) it is not read, and the clause refuses as before;
- a predicate of a part follows (a passive destroy verb ending the clause, a self-damaging verb, or ``are |
  were [not] <modifier>`` / ``didn't <verb>``), with no ``and the rest …`` after it (that is the older
  classification, passives.py).

What follows is then read exactly as after ``N of the <things>`` (complements.parse_part_of), so every guard
of a part applies unchanged: the solver refuses the whole holding after a part named by a destroy verb (a
broken egg may be thrown away or still held), ``left`` after a part refuses (left_parts.py), and the
pack's opposites name the rest (``unbroken``, ``good`` ↔ ``bad``). Dispatch: only a clause that starts
with a number and whose counted unit was counted before reaches this check.
"""
from __future__ import annotations

from domain.reader.complements import parse_part_of, read_predicate
from domain.reader.damaged import damaged_part_ahead
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor
from domain.reader.spoiled_parts import spoiled_part_ahead

_END = (",", "and", "but", "then")


def _one_counting(ops: list[Op], unit: str) -> bool:
    """Exactly one earlier statement of ``unit``, a holding or a gain of one holder."""
    told = [op for op in ops if op.item is not None and op.item.unit == unit]
    return len(told) == 1 and told[0].kind in ("hold", "gain") and bool(told[0].actor) \
        and not told[0].target and not told[0].source


def _rest_follows(cur: Cursor) -> bool:
    """``[,] and|but the rest …`` at the cursor: the older classification (passives.py) reads it."""
    i = cur.pos
    if i < cur.end and cur.words[i] == ",":
        i += 1
    return i + 1 < cur.end and cur.words[i] in ("and", "but") and cur.sense("fn:remainder", i + 1) is not None


def counted_part_ahead(cur: Cursor, ops: list[Op], item: Item | None, more: bool) -> bool:
    """``were broken`` / ``wilted`` / ``were rotten`` after ``N <things>`` counted once before (nothing consumed)."""
    if item is None or item.mods or more or not _one_counting(ops, item.unit):
        return False
    if damaged_part_ahead(cur) or spoiled_part_ahead(cur):
        return True
    at = cur.pos
    kind = read_predicate(cur)
    ok = kind is not None and (cur.pos >= cur.end or cur.words[cur.pos] in _END) and not _rest_follows(cur)
    cur.pos = at
    return ok


def parse_counted_part(cur: Cursor, ctx: Context, ops: list[Op], inherited, value, item: Item, start: int):
    """``3 eggs were broken``: read as ``3 of the eggs were broken`` (complements.parse_part_of)."""
    return parse_part_of(cur, ctx, ops, inherited, value, item, start)
