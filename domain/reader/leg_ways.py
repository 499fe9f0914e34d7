"""Leaving a place, the vehicle ridden, and one opening time for a statement's legs (v13, ADR 0263).

    This afternoon Craig left school, rode the bus 3.83 miles, and then walked 0.17 mile to get home.
    How much farther did Craig ride than walk?                                               3.83 − 0.17

legs.py (ADR 0109) reads a statement as ``traveller leg (, and [then] leg)*``. Three forms more:

- **leaving a place first** (``take_departure``): ``<traveller> left <place> ,`` before the statement's first
  leg says where the trip began; it tells no distance and is no leg (no travel verb, nothing to add). Only the
  word ``left`` right after the traveller, a place legs.py reads as an end (``school``, ``the library``,
  ``his house``), and a comma followed at once by a leg with its own travel verb. ``left 3 books``, ``left
  at 3 o'clock``, ``left school and walked …`` keep their refusals.
- **the vehicle ridden** (``take_vehicle``): after ``ride``/``drive`` (``rode the bus 3.83 miles``, ``drove
  his car 12 miles``) a determiner or possessive and one singular noun that is no person, right before the
  distance, says what carried the traveller; the leg is the verb's (``How much farther did Craig ride than
  walk?``). A person (``drove his sister 5 miles``), a plural, or no distance right after leave the leg
  unread (refused).
- **one opening time for a list** (``shared_opening_time``): an opening time (``This afternoon``) stamps every
  leg of its statement; two legs of one statement at that time are that statement's list, not one leg told
  twice. Two legs at one time in two statements, or a time a leg names itself, still refuse (legs.py).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Cursor

_VEHICLE_VERBS = frozenset({"verb.ride", "verb.drive"})


def take_departure(cur: Cursor, read_end) -> bool:
    """``left <place> ,`` right before a leg's travel verb: consumed (True) or nothing consumed (False).
    ``read_end(cur)`` reads a leg's end (legs._end) or returns None."""
    if cur.peek_word() != "left":
        return False
    start = cur.pos
    cur.pos += 1
    if read_end(cur) is None or not cur.take("punct:,"):
        cur.pos = start
        return False
    verb = cur.sense("verb")
    if verb is None or verb.entry.category != "travel":
        cur.pos = start
        return False
    return True


def take_vehicle(cur: Cursor, verb: str, is_distance) -> bool:
    """After ``ride``/``drive``: ``the|a|<poss> [modifiers] <singular non-person noun>`` right before a distance
    (``is_distance(cur)`` at the position after it); consumed (True) or nothing consumed (False)."""
    if verb not in _VEHICLE_VERBS:
        return False
    start = cur.pos
    if cur.take("fn:determiner") is None and cur.take("fn:possessive") is None and not cur.take_word("a", "an"):
        return False
    while cur.sense("modifier") is not None and (cur.sense("unit", cur.pos + 1) or cur.sense("place", cur.pos + 1)):
        cur.pos += cur.sense("modifier").length
    noun = cur.sense("unit") or cur.sense("place")
    if noun is None or noun.form != "sg" or cur.sense("person") is not None \
            or noun.entry.id in cur.lex.person_units:
        cur.pos = start
        return False
    cur.pos += noun.length
    if not is_distance(cur):
        cur.pos = start
        return False
    return True


def shared_opening_time(same: list[Op], opened: set[int], ops: list[Op]) -> bool:
    """Whether legs at one time (``same``: one traveller, one time) are all of one statement and all stamped by
    its opening time (``opened``: indexes in ``ops`` of the legs so stamped)."""
    stamped = [ops[i] for i in opened]
    return len({op.sentence for op in same}) == 1 and all(any(o is op for o in stamped) for op in same)
