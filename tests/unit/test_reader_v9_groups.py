"""Reader v9 MultiArith families of groups, rides and albums (ADR 0144): newcomers joining a counted group
(newcomers.py) in a place named by an ordinal (ordinal_places.py), two predicates of having on one
per-container subject (rate_predicates.py), and four whole-text shapes — a reward for every N of a pooled
amount (pooled_rewards.py), food made for a counted group shared out (group_shares.py), goes counted with one
price per go (priced_goes.py) and a party that came in to eat (group_meals.py). Every answer is worked out by
hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

GRADE = "In fourth grade there were 10 students at the start of the year."
ALBUMS = "While shopping for music online, Megan bought 2 country albums and 8 pop albums."
RECYCLE = "Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned one point."
WINGS = "A group of 4 friends went into a restaurant."
RIDES = "At the town carnival Billy rode the ferris wheel 7 times and the bumper cars 3 times."

SOLVED = [
    # newcomers: 10 - 4 + 42 = 48
    ("grade-left-came", f"{GRADE} During the year 4 students left and 42 new students came to school. How many "
     "students were in fourth grade at the end?", "48", "students"),
    # the same told the other way round: 10 + 42 - 4 = 48
    ("grade-came-left", f"{GRADE} During the year 42 new students came to school and 4 students left. How many "
     "students were in fourth grade at the end?", "48", "students"),
    # the group's own place named: 10 - 4 + 5 = 11
    ("grade-came-to-grade", f"{GRADE} During the year 4 students left and 5 new students came to fourth grade. "
     "How many students were in the fourth grade at the end?", "11", "students"),
    # no destination at all: 10 + 3 = 13
    ("grade-came-bare", f"{GRADE} During the year 3 new students came. How many students were in fourth grade at "
     "the end?", "13", "students"),
    # the start is still 10
    ("grade-asked-start", f"{GRADE} During the year 4 students left and 42 new students came to school. How many "
     "students were in fourth grade at the start of the year?", "10", "students"),
    # a scene's group somewhere else, newcomers to that place: 5 + 3 = 8
    ("birds-new-to-tree", "There were 5 birds in the tree. 3 new birds came to the tree. How many birds are in the "
     "tree?", "8", "birds"),
    # albums: (2 + 8) × 7 = 70
    ("albums-songs", f"{ALBUMS} Each album came with a lyric sheet and had 7 songs. How many songs did Megan buy "
     "total?", "70", "songs"),
    # the predicates the other way round
    ("albums-songs-swapped", f"{ALBUMS} Each album had 7 songs and came with a lyric sheet. How many songs did "
     "Megan buy?", "70", "songs"),
    # one lyric sheet per album: 2 + 8 = 10
    ("albums-sheets", f"{ALBUMS} Each album came with a lyric sheet and had 7 songs. How many lyric sheets did "
     "Megan buy?", "10", "sheets"),
    # "came with 9 songs" alone is a content rate: 10 × 9 = 90
    ("albums-came-with-n", f"{ALBUMS} Each album came with 9 songs. How many songs did Megan buy?", "90", "songs"),
    # a holding changed after the rate: (5 - 2) × 7 = 21
    ("albums-given-away", "Megan had 5 albums. Each album came with a lyric sheet and had 7 songs. Megan gave 2 "
     "albums to Sam. How many songs does Megan have?", "21", "songs"),
    # pooled rewards: (14 + 2) / 4 = 4
    ("recycle-points", f"{RECYCLE} If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points "
     "did they earn?", "4", "points"),
    # members in the other order, and as statements: (3 + 9) / 4 = 3
    ("recycle-statements", f"{RECYCLE} Her friends recycled 3 pounds. Paige recycled 9 pounds. How many points did "
     "they earn in all?", "3", "points"),
    # a reward of 3 per 4 pounds: (14 + 2) / 4 × 3 = 12
    ("recycle-three-points", "Paige and her friends were recycling paper for their class. For every 4 pounds they "
     "recycled they earned 3 points. If she recycled 14 pounds and her friends recycled 2 pounds, how many points "
     "did they earn?", "12", "points"),
    # a name the pack may not know, made "her" by the text itself: (25 + 23) / 8 = 6
    ("recycle-her-fixes-gender", "Zoe and her friends were recycling paper for their class. For every 8 pounds they "
     "recycled they earned one point. If Zoe recycled 25 pounds and her friends recycled 23 pounds, how many "
     "points did they earn?", "6", "points"),
    # group shares: (9 + 7) / 4 = 4
    ("wings-share", f"{WINGS} The chef already had 9 chicken wings cooked but cooked 7 more for the group. If they "
     "each got the same amount how many would each person get?", "4", "wings"),
    # one lot for them, each friend asked: 18 / 3 = 6
    ("wings-one-lot", "A group of 3 friends went into a restaurant. The chef cooked 18 chicken wings for them. If "
     "they each got the same amount, how many chicken wings would each friend get?", "6", "wings"),
    # priced goes: (7 + 3) × 5 = 50
    ("rides-tickets", f"{RIDES} If each ride cost 5 tickets, how many tickets did he use?", "50", "tickets"),
    # three things, the price as a statement: (7 + 2 + 3) × 4 = 48
    ("rides-three", "Billy rode the ferris wheel 7 times, the roller coaster 2 times and the bumper cars 3 times. "
     "Each ride costs 4 tickets. How many tickets did Billy spend?", "48", "tickets"),
    # group meals: (2 + 5) × 3 = 21
    ("meals-bill", "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 "
     "dollars, how much was the bill?", "21", "dollars"),
    # one kind, money as $: 6 × 4 = 24
    ("meals-one-kind", "At the restaurant a group of 6 adults came in to eat. If each meal cost $4, how much was the "
     "bill?", "24", "dollars"),
]

REFUSED = [
    # newcomers: not new (some of the ones counted?), another place, another kind, another group, no group
    ("grade-not-new", f"{GRADE} During the year 4 students left and 42 students came to school. How many students "
     "were in fourth grade at the end?", "unparsed_sentence"),
    ("grade-to-library", f"{GRADE} During the year 4 students left and 42 new students came to the library. How "
     "many students were in fourth grade at the end?", "ambiguous_reference"),
    ("grade-to-other-grade", f"{GRADE} During the year 4 students left and 42 new students came to fifth grade. "
     "How many students were in fourth grade at the end?", "ambiguous_reference"),
    ("grade-two-grades", f"{GRADE} In fifth grade there were 5 students. During the year 42 new students came to "
     "school. How many students were in fourth grade at the end?", "ambiguous_reference"),
    ("grade-other-grade-asked", f"{GRADE} During the year 4 students left and 42 new students came to school. How "
     "many students were in fifth grade at the end?"),
    # "on the bus" is no institution named bare: do students who came to school ride the bus?
    ("bus-came-to-school", "There were 10 students on the bus. 3 new students came to school. How many students "
     "were on the bus?", "ambiguous_reference"),
    # a person's own students are no group that others join
    ("person-holder", "Sam had 10 students. 42 new students came. How many students does Sam have?",
     "ambiguous_reference"),
    # more left than there were: 4 - 10 < 0
    ("grade-negative", "In fourth grade there were 4 students at the start of the year. During the year 10 "
     "students left and 2 new students came to school. How many students were in fourth grade at the end?"),
    # albums: another person, another verb in the second predicate, another container
    ("albums-other-person", f"{ALBUMS} Each album came with a lyric sheet and had 7 songs. How many songs did Tom "
     "buy total?"),
    ("albums-sold", f"{ALBUMS} Each album came with a lyric sheet and sold 7 songs. How many songs did Megan buy "
     "total?"),
    ("albums-other-container", f"{ALBUMS} Each box came with a lyric sheet and had 7 songs. How many songs did Megan "
     "buy total?"),
    # pooled rewards: inexact pool (14 + 3 = 17 is no multiple of 4), one member's share, a member missing,
    # someone outside the group, another verb, another unit, a member told twice, no group scene
    ("recycle-inexact", f"{RECYCLE} If Paige recycled 14 pounds and her friends recycled 3 pounds, how many points "
     "did they earn?", "unsupported_form"),
    ("recycle-one-member-asked", f"{RECYCLE} If Paige recycled 14 pounds and her friends recycled 2 pounds, how many "
     "points did Paige earn?", "ambiguous_reference"),
    ("recycle-member-missing", f"{RECYCLE} If Paige recycled 16 pounds, how many points did they earn?",
     "unknown_quantity"),
    ("recycle-outsider", f"{RECYCLE} If Tom recycled 14 pounds and her friends recycled 2 pounds, how many points "
     "did they earn?", "ambiguous_reference"),
    ("recycle-other-verb", f"{RECYCLE} If Paige recycled 14 pounds and her friends collected 2 pounds, how many "
     "points did they earn?", "ambiguous_reference"),
    ("recycle-other-unit", f"{RECYCLE} If Paige recycled 14 pounds and her friends recycled 2 kilograms, how many "
     "points did they earn?", "ambiguous_reference"),
    ("recycle-told-twice", f"{RECYCLE} Paige recycled 14 pounds. Her friends recycled 2 pounds. Paige recycled 4 "
     "pounds. How many points did they earn?", "ambiguous_reference"),
    ("recycle-no-scene", "For every 4 pounds they recycled they earned one point. If Paige recycled 14 pounds and her "
     "friends recycled 2 pounds, how many points did they earn?"),
    ("recycle-his-friends", f"{RECYCLE} If Paige recycled 14 pounds and his friends recycled 2 pounds, how many "
     "points did they earn?", "ambiguous_reference"),
    # group shares: uneven (17 / 4), the first lot only had (not made), no "for the group", someone else asked,
    # other things asked, other things made, an extra statement
    ("wings-uneven", f"{WINGS} The chef already had 9 chicken wings cooked but cooked 8 more for the group. If they "
     "each got the same amount how many would each person get?", "unsupported_form"),
    ("wings-only-had", f"{WINGS} The chef already had 9 chicken wings but cooked 7 more for the group. If they each "
     "got the same amount how many would each person get?"),
    ("wings-not-for-group", f"{WINGS} The chef already had 9 chicken wings cooked but cooked 7 more. If they each "
     "got the same amount how many would each person get?", "ambiguous_reference"),
    ("wings-each-chef", f"{WINGS} The chef already had 9 chicken wings cooked but cooked 7 more for the group. If "
     "they each got the same amount how many would each chef get?", "ambiguous_reference"),
    ("wings-other-things-asked", f"{WINGS} The chef already had 9 chicken wings cooked but cooked 7 more for the "
     "group. If they each got the same amount how many apples would each person get?", "ambiguous_reference"),
    ("wings-other-things-made", f"{WINGS} The chef already had 9 chicken wings cooked but baked 7 more cookies for "
     "the group. If they each got the same amount how many would each person get?", "ambiguous_reference"),
    ("wings-extra-statement", f"{WINGS} The chef already had 9 chicken wings cooked but cooked 7 more for the group. "
     "The friends ate 2 wings. If they each got the same amount how many would each person get?"),
    # priced goes: another pronoun, another person, another verb asked, a second rider, a price of one thing
    ("rides-she", f"{RIDES} If each ride cost 5 tickets, how many tickets did she use?", "ambiguous_reference"),
    ("rides-other-person", f"{RIDES} If each ride cost 5 tickets, how many tickets did Tom use?",
     "ambiguous_reference"),
    ("rides-lose", f"{RIDES} If each ride cost 5 tickets, how many tickets did he lose?", "ambiguous_reference"),
    ("rides-second-rider", "At the town carnival Billy rode the ferris wheel 7 times and Tom rode the bumper cars 3 "
     "times. If each ride cost 5 tickets, how many tickets did he use?"),
    ("rides-one-thing-priced", f"{RIDES} If each ride on the ferris wheel cost 5 tickets, how many tickets did he "
     "use?"),
    ("rides-money-asked", f"{RIDES} If each ride cost 5 tickets, how many dollars did he use?",
     "ambiguous_reference"),
    # group meals: another thing priced, no eating, no people, overlapping kinds, not money, a departure
    ("meals-drink", "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each drink cost 3 "
     "dollars, how much was the bill?", "ambiguous_reference"),
    ("meals-not-eating", "At Billy's Restaurant a group with 2 adults and 5 children came in. If each meal cost 3 "
     "dollars, how much was the bill?"),
    ("meals-apples", "At Billy's Restaurant a group with 2 adults and 5 apples came in to eat. If each meal cost 3 "
     "dollars, how much was the bill?", "ambiguous_reference"),
    ("meals-overlap", "At Billy's Restaurant a group with 2 students and 5 children came in to eat. If each meal cost "
     "3 dollars, how much was the bill?", "ambiguous_reference"),
    ("meals-tickets", "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. If each meal cost 3 "
     "tickets, how much was the bill?"),
    ("meals-left", "At Billy's Restaurant a group with 2 adults and 5 children came in to eat. 2 children left. If "
     "each meal cost 3 dollars, how much was the bill?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
