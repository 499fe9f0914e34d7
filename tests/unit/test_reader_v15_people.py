"""Reader v15 (ADR 0310): players, customers, members, campers, passengers and soldiers are pack people, and an
unnamed role that holds the asked things is guarded as a thing holder is.

Before, ``There are 2 players. Each player has 3 pens. Jill has 6 pens. How many pens are there in all?``
answered 12: players were no people, so member_totals.py never asked whether Jill is one of them (6 if she
is). Making them people let ``A customer bought 12 shirts.`` parse, and ``The store had 50 shirts. A customer
bought 12 shirts. How many shirts does the store have now?`` then answered 50: the store is a pack person
(ADR 0273), and the unsourced-gains guard looked only at thing holders. Both refuse now; sources told still read.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # told to the store's customer: 50 - 12 = 38
    ("sold-to-customer", "The store had 50 shirts. It sold 12 shirts to a customer. How many shirts does the store "
     "have now?", "38", "shirts"),
    # the source told: 50 - 12 = 38
    ("bought-from-store", "The store had 50 shirts. A customer bought 12 shirts from the store. How many shirts does "
     "the store have now?", "38", "shirts"),
    # the holder's own sale: 50 - 12 = 38
    ("baker-sold", "The baker had 50 muffins. He sold 12 muffins. How many muffins does the baker have now?", "38",
     "muffins"),
    # people counted as the asked things: 40 - 15 = 25
    ("customers-left", "The store had 40 customers. 15 customers left. How many customers does the store have now?",
     "25", "customers"),
    # 25 - 9 = 16
    ("visitors-left", "There were 25 visitors at the museum. 9 visitors left. How many visitors are at the museum "
     "now?", "16", "visitors"),
]

REFUSED = [
    # is Jill one of the players? 12 if not, 6 if she is
    ("players-and-jill", "There are 2 players. Each player has 3 pens. Jill has 6 pens. How many pens are there in "
     "all?", "ambiguous_reference"),
    ("customers-and-jill", "There are 2 customers. Each customer has 3 pens. Jill has 6 pens. How many pens are "
     "there in all?", "ambiguous_reference"),
    ("campers-and-amy", "There are 3 campers. Each camper has 2 balloons. Amy has 5 balloons. How many balloons are "
     "there in all?", "ambiguous_reference"),
    # bought from the store (38) or elsewhere (50)?
    ("customer-bought", "The store had 50 shirts. A customer bought 12 shirts. How many shirts does the store have "
     "now?", "ambiguous_reference"),
    ("customer-bought-shelves", "A store has 4 shelves of cans. Each shelf has 20 cans. A customer bought 12 cans. "
     "How many cans does the store have?", "ambiguous_reference"),
    # a role's things, another's purchase from no told source
    ("teacher-sam-bought", "The teacher had 50 stickers. Sam bought 12 stickers. How many stickers does the teacher "
     "have now?", "ambiguous_reference"),
]


test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
