"""A part of the things just counted, named by a counted subject (reader v14, ADR 0284):
``Ann bought 12 eggs. 3 eggs were broken.`` / ``5 flowers wilted`` / ``3 eggs were rotten`` /
``2 games didn't work``; v14 also a bare number after the one counted unit (``Tom bought 60 eggs, but 13 were
bad``, which refused for want of ``and the rest are …``).

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
from domain.reader.refusals import Reason, ReaderRefusal
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


def counted_part_ahead(cur: Cursor, ctx: Context, ops: list[Op], item: Item | None, more: bool) -> bool:
    """``were broken`` / ``wilted`` / ``were rotten`` after ``N <things>`` counted once before (nothing consumed).
    A bare number (``but 8 were rotten``) is read so only with one unit in the story so far, and only before a
    modifier or a self-damaging verb (a bare ``were broken`` is damaged.py's, with its own scope check)."""
    if more or (item is not None and item.mods):
        return False
    if item is None:
        if len(ctx.units_seen) != 1 or not _one_counting(ops, ctx.units_seen[0]):
            return False
    elif not _one_counting(ops, item.unit):
        return False
    if item is not None and damaged_part_ahead(cur):
        return True
    if spoiled_part_ahead(cur):
        return True
    at = cur.pos
    kind = read_predicate(cur)
    ok = kind is not None and (cur.pos >= cur.end or cur.words[cur.pos] in _END) and not _rest_follows(cur)
    cur.pos = at
    return ok


def parse_counted_part(cur: Cursor, ctx: Context, ops: list[Op], inherited, value, item: Item | None, start: int):
    """``3 eggs were broken`` / ``but 8 were rotten``: read as ``3 of the eggs …`` / ``8 of them …``
    (complements.parse_part_of)."""
    if item is None:
        item = Item(unit=ctx.units_seen[0])
    ctx.counted_parts.append((cur.sentence.index, item.unit))
    return parse_part_of(cur, ctx, ops, inherited, value, item, start)


def check_counted_whole(question, parts: list[tuple[int, str]]) -> None:
    """``Tom bought 60 eggs, but 13 were bad. How many eggs does Tom have?``: 60 (bad ones still had) or 47 (bad
    ones thrown away)? ``13 of them were bad`` answers 60 (ADR 0187); for a part told with a counted subject or
    a bare number (this module) a question of all the things, no kind named and no event asked, refuses. A
    damaged part's whole is refused by the solver already; a kept damage (``torn``) would be counted in: both
    refuse here too, the safe side."""
    item = question.item
    if not parts or item is None or item.mods or question.kind == "event":
        return
    for si, unit in parts:
        if unit == item.unit:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=question.sentence,
                                frame="question.counted_part",
                                detail=f"all {unit} asked after a part of them was named: is the part still counted?")
