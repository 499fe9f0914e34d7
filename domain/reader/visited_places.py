"""``She went to 2 shops.`` (v12, ADR 0230): a count of places visited, told beside purchases.

A shopping story may say how many shops its spender went to (``Mary went to the mall. She spent $13.04 on a shirt
and $12.27 on a jacket. She went to 2 shops.``). The shops are places, not things anyone holds or moves, so the
sentence changes no holding; it is read as a description of where the story happened, kept with its place so
that a question restricted to a place (``How much did she spend at the shop?``: which one?) keeps its place and
the solver's place check still applies (spend_places.py keeps a question place when the story places an
operation).

Read only for ``<person> went to|goes to|go to <number> <plural pack place>`` (a place noun that is no pack unit:
``went to 29 games`` counts games, as before) and nothing else in the sentence
(``went to 2 shops and bought …`` is not this form). A question about the places themselves (``How many shops
did she go to?``) is not read (a place is no unit), so it refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, noun_run, read_entity

ATTEND = "verb.go_to"
"""The pack lemma of ``went to`` (attended.ATTEND)."""


def parse_visited_places(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """Add a place-keeping description for ``Mary went to 2 shops.``; False (nothing consumed) otherwise."""
    start, snapshot, seen = cur.pos, dict(ctx.entities), list(ctx.units_seen)

    def back() -> bool:
        cur.pos, ctx.entities, ctx.units_seen = start, snapshot, seen
        return False

    if cur.sense("verb", cur.pos + 1) is None and cur.sense("verb", cur.pos + 2) is None:
        return False  # speed: a verb follows a one- or two-word subject
    who = read_entity(cur, ctx)
    verb = cur.sense("verb") if who else None
    if verb is None or verb.entry.id != ATTEND or cur.words[cur.pos + verb.length - 1] != "to":
        return back()
    cur.pos += verb.length
    count = cur.sense("num") or cur.sense("number")
    if count is None:
        return back()
    value = count.entry if count.cls == "num" else Fraction(count.entry.value)
    cur.pos += count.length
    got = noun_run(cur, cur.pos, ("place",))
    if got is None or got[0] or got[1].form != ("sg" if value == 1 else "pl") or value is None or value < 1 \
            or value.denominator != 1 or any(cur.sense("unit", i) for i in range(cur.pos, got[2])):
        return back()  # "went to 29 games": a game is also a thing counted (a unit), read as an event as before
    cur.pos = got[2]
    if not cur.at_end():
        return back()
    ops.append(Op(kind="describe", lemma=ATTEND, sentence=cur.sentence.index, actor=who, place=got[1].entry.id))
    return True
