"""People getting on or off the vehicle they are counted in (reader v16, ADR 0337).

    There were 25 people on the bus. 8 people got off and 5 got on. How many people are on the bus now?   20
    There were 25 people on the bus. 5 people got on the bus. How many people are on the bus now?          30

Why a module of its own: v12 (ADR 0243) reads ``3 students got off the bus`` only with the place named, and
``got on`` only as ``5 more people got on the bus``. In the corpora's bus stories the place is usually left
out (``8 people got off``) or the boarders are not ``more`` of anyone. Where the counted people's one holder is a
vehicle of the pack (a unit of ``kind.vehicle``), getting on or off has one place to mean: that vehicle. So:

- ``N <people> got|get|gets off [of]`` closing the clause: the vehicle's loss (groups._got_off);
- ``N [more] <people> got|get|gets on|onto|into|in [the <that vehicle>]`` closing the clause: its gain.

Refused: things that are not people (``5 boxes got on``), a holder that is no vehicle (``at the park``,
``on the stage``), several holders, another vehicle or one named anew (``got on a bus``), words after the
place, ``some`` (an unknown number) with no later count to fix it is left to the solver as any unknown is.

v19 (ADR 0427): ``6 more people got off`` once some of them are told getting off that holder before is more of
those getting off (got_off_before); with no earlier getting off, ``more`` (more than whom?) still refuses.

A vehicle that holds the people (``A bus had 35 passengers.``) is where they ride, as ``There were 35 passengers on
the bus`` says: for getting on and off (only), the one holder of every earlier operation on those people is that
vehicle when it is one (riders_vehicle).
"""
from __future__ import annotations

from domain.reader.expected_guests import is_people
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor

_GET = "verb.get"
_ON = ("on", "onto", "into", "in")
_VEHICLE = "unit.vehicle"


def getting_on_at(cur: Cursor) -> int:
    """``got on|onto|into|in`` here (the get verb, then the particle): the number of words, 0 when absent."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != _GET:
        return 0
    i = cur.pos + verb.length
    return verb.length + 1 if i < cur.end and cur.words[i] in _ON else 0


def is_vehicle(cur: Cursor, holder: str) -> bool:
    """The holder entity (``the bus``, ``the school bus``) is named by a noun the pack counts as a vehicle."""
    word = holder.rsplit(" ", 1)[-1]
    lex = cur.lex
    return any(s.entry.id.startswith("unit.") and lex.kind_of(s.entry.id, _VEHICLE)
               for s in lex.single.get(word, ()))


def riders_vehicle(cur: Cursor, ops: list[Op], item: Item) -> str | None:
    """The vehicle that every earlier operation on these people names as holder (held, gained, lost), or None."""
    holders = set()
    for op in ops:
        if op.item is None or op.item.unit != item.unit:
            continue
        if op.kind not in ("hold", "gain", "lose") or op.item != item or op.source or not op.actor:
            return None
        holders.add(op.actor)
    if len(holders) != 1 or not is_people(cur.lex, item.unit):
        return None
    holder = holders.pop()
    return holder if is_vehicle(cur, holder) else None


def got_off_before(ops: list[Op], holder: str, item: Item, lemma: str) -> bool:
    """v19 (ADR 0427): an earlier loss of these people by the same (get) verb from the same holder is told, so
    ``6 more people got off`` is 6 more of those getting off."""
    return any(op.kind == "lose" and op.lemma == lemma and op.actor == holder and op.item == item for op in ops)
