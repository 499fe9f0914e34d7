"""``after|before <a thing>`` in a descriptive sentence (v13, ADR 0263).

    Allie counted the leftover ice cream after a sundae party. She had 0.5 carton of … ice cream …

A descriptive sentence (a pack descriptive rule; ADR 0070's scenes) moves nothing, so when its doing happened
changes no amount. Its ``<where>`` slot took a preposition and a number-free noun phrase (``to the store``,
``for Mary's birthday party``); ``after``/``before`` + a number-free noun phrase (``after a sundae party``,
``before the game``) is read there the same way. Only inside a descriptive sentence: in a statement that moves
things, ``after the game`` may date some events and not others, and is not read (the pack times ``after school``,
``after dinner`` … are read as before).
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor

_WORDS = ("after", "before")


def take_scene_time(cur: Cursor, ctx: Context, take_thing) -> bool:
    """``after|before <thing>`` (``take_thing(cur, ctx)`` reads the number-free noun phrase): consumed (True) or
    nothing consumed (False)."""
    if cur.peek_word() not in _WORDS or cur.sense("time") is not None:
        return False
    start = cur.pos
    cur.pos += 1
    if take_thing(cur, ctx):
        return True
    cur.pos = start
    return False
