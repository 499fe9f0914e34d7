"""Reader v13, lead (ADRs 0268, 0275): events summed over two times counted from now that may hold one another
refuse; a making verb that may work on things already held (cook, paint, fold …) refuses a holding question.

``Tom picked 80 apples this week. He picked 7 apples today. How many apples did he pick?`` answered 87, but the 7
picked today may be among the 80 of this week (ADR 0239 refused this only when the question named a time).
Every answer below is worked out by hand; the refusals are the pairs where one stretch of time, counted from
now, may hold the other.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # two days told apart by their count from now: 8 + 7 = 15
    ("yesterday-today", "Tom picked 8 apples yesterday. He picked 7 apples today. How many apples did he pick?",
     "15", "apples"),
    # two named days of one length: 8 + 7 = 15
    ("monday-tuesday", "Tom picked 8 apples on Monday. He picked 7 apples on Tuesday. How many apples did he pick "
     "in all?", "15", "apples"),
    # two parts of one day told apart by name: 8 + 7 = 15
    ("morning-afternoon", "Tom picked 8 apples this morning. He picked 7 apples this afternoon. How many apples did "
     "he pick?", "15", "apples"),
    # a floating part of a day beside a day counted from now is summed (the accepted risk of ADR 0268): 80 + 7 = 87
    ("yesterday-lunch", "Tom picked 80 apples yesterday. He picked 7 apples during lunch. How many apples did he "
     "pick?", "87", "apples"),
    # an untimed event beside a timed one is read as before: 8 + 7 = 15
    ("untimed-today", "Tom picked 8 apples. He picked 7 apples today. How many apples did he pick?", "15", "apples"),
    # a meal of today beside yesterday: the days keep them apart, 5 + 6 + 3 = 14
    ("meals-and-days", "A restaurant served 5 cakes during lunch and 6 during dinner today. The restaurant served "
     "3 cakes yesterday. How many cakes were served in total?", "14", "cakes"),
]

REFUSED = [
    ("week-today", "Tom picked 80 apples this week. He picked 7 apples today. How many apples did he pick?",
     "ambiguous_reference"),
    ("week-today-in-all", "Tom picked 80 apples this week. He picked 7 apples today. How many apples did he pick "
     "in all?", "ambiguous_reference"),
    ("week-tonight", "Tom picked 80 apples this week. He picked 7 apples tonight. How many apples did he pick?",
     "ambiguous_reference"),
    ("season-morning", "Tom scored 80 points this season. He scored 70 points this morning. How many points did he "
     "score in all?", "ambiguous_reference"),
    ("year-last-month", "Tom picked 80 apples this year. He picked 7 apples last month. How many apples did he "
     "pick?", "ambiguous_reference"),
    # a stretch longer than a day counted from now beside a floating day (red team 25): Monday is most likely in
    # this month
    ("month-monday", "Tom picked 80 apples this month. He picked 7 apples on Monday. How many apples did he pick?",
     "ambiguous_reference"),
    ("season-first-round", "Tom picked 80 apples this season. He picked 7 apples in the first round. How many apples "
     "did he pick?", "ambiguous_reference"),
    # in fact apart (last week ended before today), but the rule knows no order between two lengths: refusing is
    # allowed
    ("last-week-today", "Tom picked 80 apples last week. He picked 7 apples today. How many apples did he pick?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


# ADR 0275 (reworked_things.py): "cooked 5 potatoes" after "had 12 potatoes" may be 5 of his 12 (fresh-b found 17)
REWORK_SOLVED = [
    # the work itself asked: 5 potatoes cooked
    ("cooked-asked", "Tom had 12 potatoes. He cooked 5 potatoes. How many potatoes did he cook?", "5", "potatoes"),
    # nothing held before: the same work twice is new balloons, 47 + 13 = 60
    ("blew-up-twice", "The clown blew up 47 balloons. Then he blew up 13 more balloons. How many balloons does the "
     "clown have now?", "60", "balloons"),
    # pictures painted by two people, nothing held before: 5 + 3 = 8
    ("painted-by-two", "Ann painted 5 pictures. Tom painted 3 pictures. How many pictures did they paint?", "8",
     "pictures"),
    # a goal is work to do, not things held: 16 - 7 = 9
    ("goal-not-held", "A chef needs to cook 16 potatoes. He has already cooked 7. How many more potatoes does he "
     "need to cook?", "9", "potatoes"),
    # baking only makes: 3 + 12 = 15
    ("bake-makes", "Ella has 3 cookies. She bakes 12 cookies. How many cookies does she have?", "15", "cookies"),
]

REWORK_REFUSED = [
    ("cooked-held", "Tom had 12 potatoes. He cooked 5 potatoes. How many potatoes does he have?",
     "ambiguous_reference"),
    ("blew-up-held", "Tom had 30 balloons. He blew up 12 balloons. How many balloons does he have?",
     "ambiguous_reference"),
    ("painted-held", "Tom had 12 eggs. He painted 5 eggs. How many eggs does Tom have?", "ambiguous_reference"),
    ("folded-held", "Tom has 10 shirts. He folded 4 shirts. How many shirts does he have?", "ambiguous_reference"),
    ("painted-given", "Ann has 2 pictures. Tom gave her 3 pictures. She painted 4 pictures. How many pictures does "
     "she have?", "ambiguous_reference"),
]

test_rework_solved = solved_cases(REWORK_SOLVED, PACK)
test_rework_refused = refused_cases(REWORK_REFUSED, PACK)


# ADR 0275: what each animal has is its own ("Each dog has 4 legs" answered 12 legs for Tom); its young are the owner's
ANIMAL_SOLVED = [
    # 15 dogs × 5 puppies each = 75 puppies, Tyler's
    ("puppies-owned", "Tyler had 15 dogs. Each dog had 5 puppies. How many puppies does Tyler now have?", "75",
     "puppies"),
    # containers that are no animals count through as before: 3 × 4 = 12
    ("boxes-through", "Tom has 3 boxes. Each box has 4 apples. How many apples does Tom have?", "12", "apples"),
    # legs asked of nobody in particular: 3 × 4 = 12
    ("legs-there", "Tom has 3 dogs. Each dog has 4 legs. How many legs are there?", "12", "legs"),
]

ANIMAL_REFUSED = [
    ("legs-owner", "Tom has 3 dogs. Each dog has 4 legs. How many legs does Tom have?", "ambiguous_reference"),
    ("toys-owner", "Tom has 3 cats. Each cat has 2 toys. How many toys does Tom have?", "ambiguous_reference"),
]

test_animal_solved = solved_cases(ANIMAL_SOLVED, PACK)
test_animal_refused = refused_cases(ANIMAL_REFUSED, PACK)
