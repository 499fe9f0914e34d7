"""A family travelling together as one traveller (reader v13, ADR 0262).

    Irwin's family went on a camping trip in the mountains. On the first day, they hiked from their car to the
    campsite. First, they hiked 0.2 mile from the car to a stream, and 0.4 mile from the stream to a meadow.
    Then they hiked 0.1 mile from the meadow to the campsite. How many miles did Irwin's family hike in all?
                                                                                              0.2 + 0.4 + 0.1

legs.py (ADR 0109) reads one capitalised name as a traveller and he/she for it. ``<Name>'s family`` names a
group that goes together: every leg it walks, each member walks, so its legs sum like one person's. It is a
traveller of its own (``Irwin's family``), with ``they`` / ``their`` for it when it is the story's only
traveller; ``he``/``she`` for it, ``they`` beside a second traveller or for a single person, refuse. Only the
pack's ``family`` (person.family) is read so: a class or a team may split up.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

FAMILY = "person.family"
GROUP = "p"
"""The gender legs.py keeps for a group traveller (the pack's gender of ``they``/``their``)."""


def group_at(cur: Cursor, i: int) -> int:
    """``<Name> 's family`` starting at token ``i``: the number of tokens (3), 0 when absent."""
    if i + 2 >= cur.end or cur.sense("name", i) is None or not cur.tokens[i].text[:1].isupper():
        return 0
    if cur.sense("poss", i + 1) is None:
        return 0
    person = cur.sense("person", i + 2)
    if person is None or person.entry.id != FAMILY or person.form == "pl":
        return 0
    return 3


def read_group(cur: Cursor) -> str | None:
    """``Irwin 's family`` at the cursor → ``Irwin's family`` (consumed); None, nothing consumed, when absent."""
    n = group_at(cur, cur.pos)
    if not n:
        return None
    name = f"{cur.tokens[cur.pos].text}'s family"
    cur.pos += n
    return name
