"""Things looked over and found damaged (v8, ADR 0116):

    When they cleaned them, they discovered that 29 were cracked.
    They noticed that 4 of them were broken.

A report (``discovered that`` / ``noticed that``, the pack's ``discover`` function words) of a damaged part
(damaged.py) of the things already counted, optionally after ``When <who> <scene verb> them,`` — looking the
things over, which moves nothing. Only that whole shape is read: what is reported must be a damaged part
(``29 were cracked``), so ``they discovered that 5 more had arrived`` stays unread; the leading clause must be
about ``them`` (the things) with a verb the pack says moves nothing (category ``scene``, e.g. ``clean``).
Who noticed does not change whose the things are: the part is of the things' holders, as in damaged.py.
"""
from __future__ import annotations

from domain.reader.complements import read_part_of
from domain.reader.damaged import damaged_part_ahead, parse_damaged_part
from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, read_entity, read_number


def _who(cur: Cursor, ctx: Context) -> bool:
    """A subject that only noticed: a pronoun or a known name (resolution is not needed: nothing is theirs)."""
    if cur.take("fn:pronoun"):
        return True
    return read_entity(cur, ctx) is not None


def parse_inspection(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """The whole sentence, or False with nothing consumed (and no operation added)."""
    start, before = cur.pos, len(ops)
    # only a sentence with "<discover> that" is tried: reading a subject may introduce entities
    starts = cur.lex.first_words.get("fn:discover", ())  # speed (ADR 0129): only these words start one
    if not any(cur.words[i] in starts and cur.sense("fn:discover", i) and cur.words[i + 1] == "that" for i in range(start, cur.end - 1)):
        return False
    snapshot, seen = dict(ctx.entities), list(ctx.units_seen)
    if cur.take("fn:when"):
        verb = cur.sense("verb", cur.pos + 1) if cur.pos + 1 < cur.end else None
        if not _who(cur, ctx) or verb is None or verb.entry.category != "scene":
            return _undo(cur, ctx, start, snapshot, seen)
        cur.pos += verb.length
        if not (cur.take_word("them") and cur.take("punct:,")):
            return _undo(cur, ctx, start, snapshot, seen)
    if not (_who(cur, ctx) and cur.take("fn:discover") and cur.take_word("that")):
        return _undo(cur, ctx, start, snapshot, seen)
    got = read_number(cur) if cur.sense("num") or cur.sense("number") else None
    value = got[0] if got is not None and not got[1] else None  # "$5 were cracked" is no count of things
    item = read_part_of(cur, ctx) if value is not None else None
    if value is None or not damaged_part_ahead(cur):
        return _undo(cur, ctx, start, snapshot, seen)
    parse_damaged_part(cur, ctx, ops, None, value, item)
    if cur.pos != cur.end:
        del ops[before:]
        return _undo(cur, ctx, start, snapshot, seen)
    return True


def _undo(cur: Cursor, ctx: Context, start: int, snapshot: dict, seen: list) -> bool:
    cur.pos = start
    ctx.entities, ctx.units_seen = snapshot, seen
    return False
