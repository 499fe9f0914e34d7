"""Reader v17 (ADR 0369): places the pack gave no scale now have one, so a part inside a whole is guarded.

`There are 6 chairs at the wall.` beside chairs at tables in a room read 20 for the room in v16: the wall had
no scale, so it was read as a place apart (place_parts.py: places without a scale are disjoint).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # what is told at the part is all that is there: 6
    ("wall-asked", "There are 5 tables in a room. There are 4 chairs at each table. There are 6 chairs at the wall. "
     "How many chairs are at the wall?", "6", "chairs"),
    # no part told: 5 x 4 = 20
    ("tables-only", "There are 5 tables in a room. Each table has 4 chairs. How many chairs are in the room?",
     "20", "chairs"),
]

REFUSED = [
    # the wall may be inside the room: 20 or 26?
    ("wall-in-room", "There are 5 tables in a room. There are 4 chairs at each table. There are 6 chairs at the "
     "wall. How many chairs are in the room?", "ambiguous_reference"),
    ("wall-each-table", "There are 5 tables in a room. Each table has 4 chairs. There are 6 chairs at the wall. How "
     "many chairs are in the room?", "ambiguous_reference"),
    # a stand inside a bookstore: its books among the store's or beside them?
    ("stand-in-store", "There are 40 books in the bookstore. There are 12 books on the stand. How many books are in "
     "the bookstore?", "ambiguous_reference"),
    # the attic is a part of the house
    ("attic-in-house", "There are 9 boxes in the house. There are 4 boxes in the attic. How many boxes are in the "
     "house?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
