"""Reader v13, helper fresh-a (ADR 0273): wrong answers found on 434 new hand-written AddSub / SingleOp style
problems, fixed by refusing.

* unsourced_gains.py: a thing or place holding the asked things (a garden, a tree, a park) beside someone
  gaining those things with no ``from`` and no place: taken from it or not?
* more_at_times.py: ``On Tuesday she read 3 more books`` after Monday's books, asked about Tuesday: 3 on top of
  Monday's, or 3 more than Monday's?

Every answer is worked out by hand; near misses that must refuse are listed under REFUSED.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the source told: picked from the garden, 30 - 12 = 18
    ("picked-from-garden", "The garden has 30 roses. Mia picked 12 roses from the garden. How many roses does the "
     "garden have now?", "18", "roses"),
    # no gain beside it: 10 trees x 25 apples = 250
    ("trees-no-gain", "There are 10 apple trees in an orchard. Each tree has 25 apples. How many apples are on the "
     "trees?", "250", "apples"),
    # the planting placed at the park by the parser (park workers): 41 + 57 = 98
    ("park-workers-plant", "There are 41 short trees currently in the park. Park workers will plant 57 short trees "
     "today. How many short trees will the park have when the workers are finished?", "98", "trees"),
    # a person asked about is untouched by another's picking: Ann still has 40
    ("person-holder", "Ann has 40 apples. Sam picked 15 apples. How many apples does Ann have?", "40", "apples"),
    # asked about the picker's own event: 12
    ("picker-event", "The garden has 30 roses. Mia picked 12 roses. How many roses did Mia pick?", "12", "roses"),
    # no 'more' on Tuesday: 3
    ("tuesday-no-more", "On Monday Tina read 4 books. On Tuesday she read 3 books. How many books did she read on "
     "Tuesday?", "3", "books"),
    # asked about the first time: 4
    ("asked-monday", "On Monday Tina read 4 books. On Tuesday she read 3 more books. How many books did she read on "
     "Monday?", "4", "books"),
    # 'another' is only additional: 3
    ("another-three", "On Monday Tina read 4 books. On Tuesday she read another 3 books. How many books did she read "
     "on Tuesday?", "3", "books"),
    # a received shipment is not taken from the shop (red16): the shop keeps 4
    ("shipment-received", "The shop had 4 dolls in stock. Tom got a shipment with 10 dolls in it. How many dolls "
     "does the shop have now?", "4", "dolls"),
    # 'more' after a holding (not the same event): bought 3 on Tuesday
    ("more-after-holding", "Tina had 5 books. On Tuesday she bought 3 more books. How many books did she buy on "
     "Tuesday?", "3", "books"),
]

REFUSED = [
    # picked 12: from the garden (18) or elsewhere (30)?
    ("garden-picked", "The garden has 30 roses. Mia picked 12 roses. How many roses does the garden have now?",
     "ambiguous_reference"),
    # planted: in the park (42) or elsewhere (30)?
    ("park-planted", "The park has 30 trees. Workers planted 12 trees. How many trees does the park have now?",
     "ambiguous_reference"),
    # bought roses: put in the box or not?
    ("box-bought", "The box has 30 roses. Mia bought 12 roses. How many roses does the box have?",
     "ambiguous_reference"),
    # picked from the trees (150) or not (250)?
    ("orchard-picked", "There are 10 apple trees in an orchard. Each tree has 25 apples. Workers picked 100 apples. "
     "How many apples are still on the trees?", "ambiguous_reference"),
    # eaten from the trees or not? (someone never said to hold apples)
    ("trees-eaten", "There are 9 trees. Each tree has 74 apples. Lily ate 6 apples. How many apples are on the "
     "trees?", "ambiguous_reference"),
    # 3 hours more than last week (7) or 3 hours in all this week?
    ("this-week-hours-more", "Last week Tina spent 4 hours on homework. This week she spent 3 hours more. How many "
     "hours did she spend this week?", "ambiguous_reference"),
    ("tuesday-more-books", "On Monday Tina read 4 books. On Tuesday she read 3 more books. How many books did she "
     "read on Tuesday?", "ambiguous_reference"),
    # the first event with no time of its own
    ("untimed-first", "Tina read 4 books. On Tuesday she read 3 more books. How many books did she read on "
     "Tuesday?", "ambiguous_reference"),
    # time at the end of the sentences
    ("times-after", "Tina picked 4 apples on Monday. She picked 3 more apples on Tuesday. How many apples did she "
     "pick on Tuesday?", "ambiguous_reference"),
    # money asked with 'how much'
    ("money-more", "Tina spent 4 dollars on Monday. On Tuesday she spent 3 dollars more. How much did she spend on "
     "Tuesday?", "ambiguous_reference"),
    # caught from the pond (28) or elsewhere (40)?
    ("pond-caught", "The pond has 40 fish. Jack caught 12 fish. How many fish does the pond have now?",
     "ambiguous_reference"),
    # morning and afternoon as the two times
    ("afternoon-more", "In the morning Tina read 4 books. In the afternoon she read 3 more books. How many books did "
     "she read in the afternoon?", "ambiguous_reference"),
    # a third event after the 'more' one does not hide it
    ("june-more", "Tina read 4 books in May. In June she read 3 more books. In July she read 2 books. How many books "
     "did she read in June?", "ambiguous_reference"),
    # a comparative 'farther' stays refused
    ("farther", "On Monday Tina ran 4 miles. On Tuesday she ran 3 miles farther. How many miles did she run on "
     "Tuesday?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
