"""Riders of a vehicle, and a counted group getting off it (reader v12, ADR 0243).

- ``There were 10 students riding on the school bus.`` / ``18 children were riding on the bus.``: someone
  riding ON or IN a place is carried in it, so the place holds them exactly as ``There were 10 students on
  the school bus`` says. Only ``riding`` followed at once by ``on``/``in`` and a place is read so; ``riding
  bikes`` or ``riding on horses`` (no place of the pack) stay the participle that moves nothing (v6).
- ``3 students got off [of] the bus.``: a counted group leaving its one place (the place it was counted in) —
  that place's loss. ``more`` (``3 more students got off``: more than whom?) or another place refuse.
- ``Then there were 25 children altogether on the bus.``: ``altogether`` (a total word) right after the one
  quantity of a later count says the count is of all of them; read only when every earlier mention of those
  things is of the same things at the same place, so the total and the plain count are one number.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor

_RIDE = "verb.ride"


def riding_at(cur: Cursor, i: int) -> bool:
    """``riding on|in`` at token ``i`` (the place is read by the caller's place reader)."""
    if i + 1 >= cur.end or cur.words[i] != "riding" or cur.words[i + 1] not in ("on", "in"):
        return False
    verb = cur.sense("verb", i)
    return verb is not None and verb.entry.id == _RIDE and verb.length == 1 and cur.sense("fn:each", i + 2) is None


def take_riding(cur: Cursor) -> bool:
    """Step over ``riding`` before ``on|in <place>``; True when stepped."""
    if riding_at(cur, cur.pos):
        cur.pos += 1
        return True
    return False


def getting_off_at(cur: Cursor) -> int:
    """``got off [of]`` here (a get verb, then ``off``): the number of words, 0 when absent."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != "verb.get":
        return 0
    i = cur.pos + verb.length
    if i >= cur.end or cur.words[i] != "off":
        return 0
    return verb.length + (2 if i + 1 < cur.end and cur.words[i + 1] == "of" else 1)


def total_restates_count(cur: Cursor, ops: list[Op], item: Item) -> bool:
    """``there were 25 children altogether``: the total word right here, and every earlier operation on these
    things names the same things (no other kind whose total this might be). Consumes the word when True."""
    total = cur.sense("fn:total")
    if total is None:
        return False
    mine = [op for op in ops if op.item is not None and op.item.unit == item.unit]
    if not mine or any(op.item != item or op.source for op in mine):
        return False
    if any(op.target == item.unit for op in ops):
        return False
    cur.pos += total.length
    return True
