"""Reader v10 SingleOp grammar (ADR 0184): ``<X> has with <number> <unit>`` is the holding ``<X> has <number>
<unit>`` (has_with.py). Every answer is worked out by hand from the text; the near misses refuse.
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
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
