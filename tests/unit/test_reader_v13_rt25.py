"""Red team 25 (ADR 0269): the reader v13 forms crossed with each other and with older forms.

Each row is a minimal text a generator found answered wrongly (REFUSED: English does not settle it) or a near
neighbour that must keep its reading (SOLVED, every answer worked out by hand in the comment). Oracles never come
from the reader.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # goal_uses.py: things lost, sold or given away are gone, not spent on the goal: 125 - (64 - 20) = 81
    ("goal-lost", "Tom needs 125 rocks to complete the wall. He has 64 rocks. He lost 20 rocks. How many more rocks "
     "does he need to complete the wall?", "81", "rocks"),
    ("goal-gave", "Tom needs 125 rocks to complete the wall. He has 64 rocks. He gave 20 rocks to Ann. How many more "
     "rocks does he need to complete the wall?", "81", "rocks"),
    # the plain goal gap: 125 - 64 = 61
    ("goal-plain", "Mrs. Hilt has 64 rocks. She needs 125 rocks to complete the border. How many more rocks does she "
     "need to complete the border?", "61", "rocks"),
    # loss_goals.check_later_loss_goals: a transfer out of the account keeps its reading: 26935 + 69 = 27004
    ("transfer-out", "Christina transferred $69 out of her bank account. Now the account has $26935 in it. How much "
     "money was in the account at first?", "27004"),
    # filled_containers: a filler holding none of the stuff: 0.8 - 0.2 = 0.6
    ("fill-pour", "Blake filled a bucket with 0.8 gallon of water. Later, he poured out 0.2 gallon. How many gallons "
     "of water are in the bucket?", "0.6"),
    # someone else's water is untouched by the filling: 2
    ("fill-other-holder", "Blake filled a bucket with 0.8 gallon of water. Ann had 2 gallons of water. How much water "
     "does Ann have?", "2"),
    # unplaced_kinds: an unplaced kind of another family is no person: 105
    ("unplaced-apples", "There were 105 parents in the program. There were 10 apples. How many people were in the "
     "program?", "105", "people"),
]

REFUSED = [
    # goal_uses.py (older goals code): used / put / spent on the goal or elsewhere? (answered 81; 61 if on the goal)
    ("goal-used", "Tom needs 125 rocks. He has 64 rocks. He used 20 rocks. How many more rocks does he need?"),
    ("goal-put-on-wall", "Tom needs 125 rocks to complete the wall. He has 64 rocks. He put 20 rocks on the wall. How "
     "many more rocks does he need to complete the wall?"),
    ("goal-used-purpose", "Mrs. Hilt needs 125 rocks to complete the border. She has 64 rocks. She used 20 rocks. How "
     "many more rocks does she need to complete the border?"),
    # the use told before the holding (answered 61; 41 if on the goal)
    ("goal-used-before", "Tom needs 125 rocks. He used 20 rocks. He has 64 rocks. How many more rocks does he need?"),
    ("goal-spent-on-bike", "Tom needs 125 dollars to buy a bike. He has 64 dollars. He spent 20 dollars on the bike. "
     "How many more dollars does he need?"),
    # loss_goals.check_later_loss_goals: into the account told to hold money only afterwards (answered 26935)
    ("transfer-into-later", "Christina transferred $69 into her bank account. Now the account has $26935 in it. How "
     "much money was in the account at first?"),
    ("transfer-into-before", "Christina just transferred $69 into her bank account. As a result, the account now has "
     "$26935 in it. How much money was in the account before the transfer?"),
    # filled_containers: from his own water or from a tap? (answered 1.2)
    ("fill-own-water", "Blake had 2 gallons of water. Blake filled a bucket with 0.8 gallon of water. How much water "
     "does Blake have?"),
    # unplaced_kinds: teachers/workers the pack does not classify may be people at the program (answered 105)
    ("unplaced-teachers", "There were 105 parents in the program. There were 10 teachers. How many people were in the "
     "program?"),
    ("unplaced-teachers-conjunct", "There were 105 parents in the program and 10 teachers. How many people were in "
     "the program?"),
    # some teachers may be parents too
    ("unplaced-teachers-parents", "There were 105 parents in the program. There were 10 teachers. How many parents "
     "were in the program?"),
    ("unplaced-workers", "There were 105 parents in the program. There were 10 workers. How many people were in the "
     "program?"),
]

REFUSED += [
    # solver.told_unknowns: 'some' that would be none (answered 0; older code, reached through gone_away.py)
    ("some-flew-none", "Tom had 30 balloons. Some of his balloons flew away. Now he has 30 balloons. How many of his "
     "balloons flew away?", "contradiction"),
    ("some-lost-none", "Tom had 30 balloons. He lost some balloons. Now he has 30 balloons. How many balloons did he "
     "lose?", "contradiction"),
    ("some-at-first-none", "Tom had some balloons. He bought 5 balloons. Now he has 5 balloons. How many balloons did "
     "he have at first?", "contradiction"),
]

SOLVED += [
    # 'some' that is some: 30 - 20 = 10
    ("some-flew-ten", "Tom had 30 balloons. Some of his balloons flew away. Now he has 20 balloons. How many of his "
     "balloons flew away?", "10", "balloons"),
    # bought after: 30 + 5 - 20 = 15
    ("some-flew-then-bought", "Tom had 30 balloons. Some of his balloons flew away. Then he bought 5 balloons. Now he "
     "has 20 balloons. How many of his balloons flew away?", "15", "balloons"),
]

REFUSED += [
    # listed_totals.py: the total told in another tense than the list (answered 77 and 7)
    ("listed-total-were", "There are 40 boys and some girls on the playground. There were 117 children altogether. "
     "How many girls are on the playground?"),
    ("listed-list-were", "There were 40 boys and some girls on the playground. There are 117 children altogether. How "
     "many girls are on the playground?"),
    ("listed-had-has", "Tom had 5 apples and some pears. He has 12 fruits in all. How many pears does he have?"),
]

SOLVED += [
    # both past: 117 - 40 = 77
    ("listed-both-were", "There were 40 boys and some girls on the playground. There were 117 children altogether. "
     "How many girls were on the playground?", "77", "girls"),
    # both 'had': 12 - 5 = 7
    ("listed-both-had", "Tom had 5 apples and some pears. He had 12 fruits in all. How many pears did he have?", "7",
     "pears"),
]

REFUSED += [
    # solver (per rates, older code reached through containers_at_place.py): a container holds whole things
    # (answered 17.5 people / apples)
    ("boat-half-people", "5 boats are in the lake. Each boat has 3.5 people. How many people are on boats in the "
     "lake?", "fractional_count"),
    ("box-has-half-apples", "There are 5 boxes. Each box has 3.5 apples. How many apples are there?",
     "fractional_count"),
    ("box-contains-half-apples", "Tom has 5 boxes. Each box contains 3.5 apples. How many apples does Tom have?",
     "fractional_count"),
    # work_days.py: half a day's hours are not told (answered 7)
    ("half-day-worked", "Andrew worked 3.5 days. He worked for 2 hours each day. How many hours did he work?"),
]

SOLVED += [
    # a measure in each container may be a part: 4 x 2.5 = 10
    ("table-pounds-of-food", "There are 4 tables at the park. Each table has 2.5 pounds of food. How many pounds of "
     "food are on tables at the park?", "10"),
    # whole people in each boat: 5 x 3 = 15
    ("boat-people", "5 boats are in the lake. Each boat has 3 people. How many people are on boats in the lake?",
     "15", "people"),
    # whole days: 3 x 2.5 = 7.5
    ("whole-days-worked", "Andrew worked 3 days. He worked for 2.5 hours each day. How many hours did he work?",
     "7.5", "hours"),
]

REFUSED += [
    # solver.named_container (older code, found by a cross): the red box is a box: among the 26, holding 13 or 28?
    # (answered 366)
    ("red-box-and-each-box", "There are 28 apples in the red box. There are 26 boxes. Each box has 13 apples. How "
     "many apples are there?"),
    ("toms-box-and-each-box", "Tom's box has 28 apples. There are 26 boxes. Each box has 13 apples. How many apples "
     "are there?"),
]

SOLVED += [
    # a basket is no box: 3 x 13 = 39 for Tom
    ("basket-beside-boxes", "Tom has 3 boxes. Each box has 13 apples. There are 5 apples in the basket. How many "
     "apples does Tom have?", "39", "apples"),
]

REFUSED += [
    # questions._sibling_kind (older code beside kind_differences.py): than the other holder or than the asker's
    # other kind? (answered 3; 2 if than the green apples / tulips)
    ("more-red-than-whom", "Tom has 5 red apples and 3 green apples. Ann has 2 red apples. How many more red apples "
     "does Tom have?"),
    ("more-roses-than-whom", "Tom has 5 roses and 3 tulips. Ann has 2 roses. How many more roses does Tom have?"),
    ("picked-more-roses-than-whom", "Tom picked 5 roses and 3 tulips. Ann picked 2 roses. How many more roses did "
     "Tom pick?"),
]

SOLVED += [
    # 'than Ann' told: 5 - 2 = 3
    ("more-red-than-ann", "Tom has 5 red apples and 3 green apples. Ann has 2 red apples. How many more red apples "
     "does Tom have than Ann?", "3", "apples"),
    # no other kind held by the asker: than the one other holder, 5 - 2 = 3
    ("more-roses-one-kind", "Tom has 5 roses. Ann has 2 roses. How many more roses does Tom have?", "3", "roses"),
    # apples are no kind of flower: 5 - 2 = 3
    ("more-roses-beside-apples", "Tom has 5 roses and 3 apples. Ann has 2 roses. How many more roses does Tom "
     "have?", "3", "roses"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
