"""Reader v10: a part of the things got from a source never counted (ADR 0183, source_parts.py).

``bought 7 lamps from a neighbor … 3 of the lamps were bad``: the neighbor loses the lamps from a start the
story never tells, so it used to count as a second holder and the part refused as a part of an unknown pool.
A source named only as the source of gains of the part's unit is left out of the part's holders. Every
answer is worked out by hand from the text; the near misses keep the source in the story (a holder, a giver,
asked about, a source of other things, a unit of the story) and must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # two purchases, one from a person-like source, one at a place: 7 + 5 - 3 = 9 good
    ("two-buys-bad", "Maria bought 7 lamps from a neighbor and bought 5 more at the market. If 3 of the lamps were "
     "bad, how many good lamps did she end up with?", "9", "lamps"),
    # the part named by what it did: 12 + 9 - 4 = 17 working
    ("didnt-work", "Omar was trying to grow his toy collection. He bought 12 toys from a store and bought 9 more at "
     "the mall. If 4 of the toys didn't work, how many good toys did he end up with?", "17", "toys"),
    # one purchase only: 20 - 6 = 14
    ("one-buy", "Nina got 20 cards from a classmate. 6 of the cards were bad. How many good cards did she end up "
     "with?", "14", "cards"),
    # the part is the good ones, the bad ones asked: 15 + 10 - 21 = 4
    ("good-part", "Luke bought 15 marbles from the shop and bought 10 more at the store. If 21 of the marbles were "
     "good, how many bad marbles did he end up with?", "4", "marbles"),
    # a prior holding counts in the part: 6 + 8 - 5 = 9
    ("prior", "Maria had 6 books. She bought 8 books from a friend. If 5 of the books were bad, how many good books "
     "does Maria have?", "9", "books"),
    # two sources, both left out: 11 + 4 - 7 = 8
    ("two-sources", "Omar bought 11 games from a friend. Omar bought 4 games from a store. If 7 of the games didn't "
     "work, how many good games did he end up with?", "8", "games"),
    # another thing bought elsewhere leaves the part alone: 10 - 2 = 8
    ("other-unit-elsewhere", "Nina bought 10 apples from a neighbor. Nina also bought 3 pens at the store. If 2 of "
     "the apples were bad, how many good apples did she end up with?", "8", "apples"),
]

REFUSED = [
    # the source asked about: its games were never counted
    ("source-asked", "Maria bought 7 lamps from a neighbor. If 3 of the lamps were bad, how many good lamps does the "
     "neighbor have?"),
    # the source also holds: the lamps may be its lamps too
    ("source-holds", "The shop had 30 lamps. Maria bought 7 lamps from the shop. If 3 of the lamps were bad, how "
     "many good lamps did she end up with?"),
    # the source acts later
    ("source-acts", "Maria bought 7 lamps from a neighbor. The neighbor kept 2 lamps. If 3 of the lamps were bad, "
     "how many good lamps did she end up with?"),
    # a source of other things too: a holder in its own right
    ("source-other-unit", "Maria bought 7 lamps from a neighbor and 4 cups from the neighbor. If 3 of the lamps "
     "were bad, how many good lamps does Maria have?"),
    # the source's noun is a unit of the story (a rate per classmate)
    ("source-is-unit", "A classmate had 40 books. Nina got 23 books from a classmate. If 22 of the books were "
     "bad, how many good books did she end up with?"),
    # a second buyer: the books may be hers or both of theirs
    ("second-buyer", "Maria bought 7 lamps from a store. Sam bought 5 lamps at the mall. If 3 of the lamps were "
     "bad, how many good lamps does Maria have?"),
    # a part larger than what was got
    ("too-many", "Maria bought 7 lamps from a neighbor. If 9 of the lamps were bad, how many good lamps did she "
     "end up with?"),
    # some went before the part: the part may be among them
    ("loss-before", "Maria bought 7 lamps from a neighbor. She lost 2 lamps. If 3 of the lamps were bad, how many "
     "good lamps did she end up with?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
