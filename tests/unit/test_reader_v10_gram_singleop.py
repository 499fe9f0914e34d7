"""Reader v10 SingleOp grammar (ADR 0184): ``<X> has with <number> <unit>`` is the holding ``<X> has <number>
<unit>`` (has_with.py); ``Some more [X] <arrive> …`` is a counted group's arrival of an unknown number
(some_more_group.py), and ``How many [more] [X] <arrived> <the group's place>?`` asks the arrivals
(group_arrival_question.py). Every answer is worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 7 held, 4 more found: 7 + 4 = 11
    ("has-with-gain", "Paul has with 7 shells. Paul finds 4 more shells. How many shells does Paul have now?",
     "11", "shells"),
    # past tense, a loss told by a pronoun: 20 - 6 = 14
    ("had-with-loss", "Rosa had with 20 stickers. She lost 6 stickers. How many stickers does Rosa have now?",
     "14", "stickers"),
    # a number word: 9 + 3 = 12
    ("has-with-number-word", "Ben has with nine marbles. He gets 3 marbles. How many marbles does Ben have now?",
     "12", "marbles"),
    # another holder said plainly beside it; the question asks the one with "with": 15 + 8 = 23
    ("has-with-beside-other", "Kim has 30 pens. Leo has with 15 pens. Leo buys 8 pens. How many pens does Leo "
     "have now?", "23", "pens"),
    # two "has with" holdings, the total of both: 4 + 5 = 9
    ("has-with-both", "Kim has with 4 buttons. Leo has with 5 buttons. How many buttons do they have in all?",
     "9", "buttons"),
    # the other holder is asked: the plain holding, 30
    ("has-with-other-asked", "Kim has 30 pens. Leo has with 15 pens. How many pens does Kim have?", "30", "pens"),
    # an unknown arrival settled by the later count: 35 - 20 = 15
    ("some-more-fly", "20 ducks were swimming in the pond. Some more fly to the pond. Then there were 35 ducks in "
     "the pond. How many more flew to the pond?", "15", "ducks"),
    # the unit named after "more", asked by the things as subject: 50 - 12 = 38
    ("some-more-birds-land", "There were 12 birds on the fence. Some more birds landed on the fence. Now there are "
     "50 birds on the fence. How many birds landed on the fence?", "38", "birds"),
    # a told arrival and an untold one, both asked: 9 + x + 4 = 30, x = 17, arrivals 17 + 4 = 21
    ("some-more-and-told", "9 frogs were sitting in the pond. Some more frogs came to the pond. 4 more frogs came "
     "to the pond. Now there are 30 frogs in the pond. How many frogs came to the pond?", "21", "frogs"),
    # told arrivals only, asked: 6 + 7 = 13
    ("told-arrivals-asked", "There were 40 squirrels in the park. 6 more squirrels ran to the park. 7 more squirrels "
     "ran to the park. How many more squirrels ran to the park?", "13", "squirrels"),
]

REFUSED = [
    # a companion after "with": not this construction
    ("has-with-companion", "Paul has with him 7 shells. Paul finds 4 more shells. How many shells does Paul have "
     "now?"),
    # no number after "with"
    ("has-with-some", "Paul has with some shells. Paul finds 4 more shells. How many shells does Paul have now?"),
    # another verb before "with" keeps its own meaning
    ("shares-with-number", "Paul has 7 shells. He shares with 3 shells. How many shells does Paul have now?"),
    # the question asks about a holder the story never gives an amount
    ("has-with-unknown-holder", "Paul has with 7 shells. How many shells does Rosa have?"),
    # another unit asked than the one held
    ("has-with-other-unit", "Paul has with 7 shells. He finds 4 more shells. How many stones does Paul have now?"),
    # the untold arrival is never settled by a later count
    ("some-more-unsettled", "20 ducks were swimming in the pond. Some more fly to the pond. How many ducks flew to "
     "the pond?"),
    # the question names another place than the group's
    ("arrival-other-place", "There were 12 birds on the fence. Some more birds landed on the fence. Now there are "
     "50 birds on the fence. How many birds landed on the tree?"),
    # a place named anew ("a fence"): not the group's one place
    ("arrival-a-place", "There were 12 birds on the fence. 5 more birds landed on the fence. How many birds landed "
     "on a fence?"),
    # another verb asked than the arrivals told
    ("arrival-other-verb", "There were 12 birds on the fence. 5 more birds landed on the fence. How many birds "
     "came to the fence?"),
    # the things are a person's, not a group others join
    ("some-more-person", "Sam has 12 birds. Some more birds came to Sam. Now Sam has 20 birds. How many birds came "
     "to Sam?"),
    # "some" without "more": not an arrival at the group
    ("some-without-more", "There were 12 birds on the fence. Some birds landed on the fence. Now there are 20 birds "
     "on the fence. How many birds landed on the fence?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
