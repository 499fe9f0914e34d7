"""Reader v8, multi5 (ADR 0119): MultiArith template families, hand-worked.

Money made by activities and how long it lasts (pack words ``weed``, ``last``), ordinal places with the
noun left out (``on the first level and 3 on the second``), ``What would her score be?`` over a per-event
rate, ``for each bag of cans`` (the rate stays per bag), files put into folders, and a capacity
(``could only carry 4 trays at a time``) over the goals of the one capable person. Every answer below
was worked by hand; the refused rows are the neighbours a looser reading would answer wrongly.
"""
from __future__ import annotations

from core.packs import load_pack
from reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    ("money made by two activities lasts (14 + 31) / 5 weeks",  # 45 / 5 = 9
     "Jerry made 14 dollars mowing lawns and 31 dollars weed eating. If he only spent 5 dollar a week, how long "
     "would the money last him?", "9"),
    ("money lasting, plural 'dollars a week'",  # (10 + 14) / 6 = 4
     "Tom made 10 dollars mowing lawns and 14 dollars weed eating. If he only spent 6 dollars a week, how long "
     "would the money last him?", "4"),
    ("score per treasure over two ordinal levels, the second noun left out",  # 6 × (3 + 5) = 48
     "Tiffany was playing a video game where she scores 6 points for each treasure she finds. If she found 3 "
     "treasures on the first level and 5 on the second, what would her score be?", "48", "points"),
    ("'What is his score?' after stated finds",  # 3 × (2 + 4) = 18
     "Sam was playing a video game where he scores 3 points for each treasure he finds. He found 2 treasures on "
     "the first level and 4 on the second. What is his score?", "18", "points"),
    ("the elided ordinal names its own place",  # the second level only: 3
     "Wendy found 4 treasures on the first level and 3 on the second. How many treasures did she find on the "
     "second level?", "3", "treasures"),
    ("ordinal places summed when the question names none",  # 4 + 3 = 7
     "Wendy found 4 treasures on the first level and 3 on the second. How many treasures did she find?",
     "7", "treasures"),
    ("ordinal recipients, the second noun left out",  # 10 − 4 − 3 = 3
     "Sam had 10 apples. He gave 4 apples to the first girl and 3 to the second. How many apples does he have?",
     "3", "apples"),
    ("points for each bag of cans, bags counted",  # 5 × 9 = 45
     "Wendy earned 5 points for each bag of cans she collected. She collected 9 bags. How many points did she "
     "earn?", "45", "points"),
    ("a capacity at a time, the go named by the question",  # 12 / 4 = 3
     "Roger could only carry 4 trays at a time. He had to carry 12 trays. How many trips will he make?",
     "3", "trips"),
    ("a capacity with 'can', 'has to'",  # 15 / 5 = 3
     "Amy can carry 5 boxes at a time. She has to carry 15 boxes. How many trips will she make?", "3", "trips"),
    ("trays: described clause, ', but' capacity, a task from one table and another",  # (20 + 16) / 4 = 9
     "Luke was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he "
     "had to pick up 20 trays from one table and 16 trays from another, how many trips will he make?", "9", "trips"),
    ("a task listed in two amounts",  # (10 + 6) / 4 = 4
     "Roger could only carry 4 trays at a time. If he had to carry 10 trays and 6 trays, how many trips will he "
     "make?", "4", "trips"),
    ("', but' after a describing clause, then a loss",  # 10 − 3 = 7
     "Wendy had 10 lives. Wendy was playing a video game, but she lost 3 lives. How many lives does she have?",
     "7", "lives"),
    ("a holding the rate counts, then 'but didn't V N of them': the rest were done",  # 8 × (14 − 5) = 72
     "Megan earned 8 points for each bag of cans she recycled. If she had 14 bags, but didn't recycle 5 of them, "
     "how many points would she have earned?", "72", "points"),
    ("files on a computer put into folders",  # (93 − 21) / 8 = 9
     "Megan had 93 files on her computer. She deleted 21 of them and put the rest into folders with 8 files in "
     "each one. How many folders did Megan end up with?", "9", "folders"),
]

REFUSED = [
    ("money lasting a fractional number of weeks: 25 / 6",
     "Tom made 10 dollars mowing lawns and 15 dollars weed eating. If he only spent 6 dollars a week, how long "
     "would the money last him?"),
    ("'his score' with only a woman in the story",
     "Wendy was playing a video game where she scores 5 points for each treasure she finds. She found 4 "
     "treasures. What is his score?"),
    ("'her score' with no rate of scoring: the points scored are not read as 'her score'",
     "Wendy scored 5 points. She scored 4 points. What was her score?"),
    ("'her score' when the rate is someone else's",
     "Tom was playing a video game where he scores 5 points for each treasure he finds. Amy found 4 treasures. "
     "What was her score?"),
    ("an ordinal with its noun left out and no earlier ordinal place",
     "Wendy found 4 treasures on the level and 3 on the second. How many treasures did she find?"),
    ("an ordinal followed by a number is not an elided place",
     "Sam picked 4 apples on the first day and 3 on the second 2 days. How many apples did he pick?"),
    ("a capacity leaving a part-load: 10 / 4 trips (no rounding rule)",
     "Roger could only carry 4 trays at a time. He had to carry 10 trays. How many trips will he make?",
     "fractional_count"),
    ("a capacity beside a holding of the things: is the holding the load?",
     "Roger could only carry 4 trays at a time. He had 12 trays. How many trips will he make?"),
    ("a capacity of one person, the load another's",
     "Roger could only carry 4 trays at a time. Sam had to carry 12 trays. How many trips will Sam make?"),
    ("a capacity, the question about something that is not a go",
     "Roger could only carry 4 trays at a time. He had to carry 12 trays. How many boxes will he make?"),
    ("trays leaving a part-load: 13 / 4",
     "Luke was helping the cafeteria workers pick up lunch trays, but he could only carry 4 trays at a time. If he "
     "had to pick up 10 trays from one table and 3 trays from another, how many trips will he make?",
     "fractional_count"),
    ("the capacity is Sam's, the task Roger's",
     "Roger was helping the cafeteria workers pick up lunch trays, but Sam could only carry 4 trays at a time. If "
     "Roger had to pick up 8 trays from one table and 4 trays from another, how many trips will Roger make?"),
    ("'from one table' with no 'from another' after it",
     "Roger could only carry 4 trays at a time. If he had to pick up 10 trays from one table and 2 trays, how many "
     "trips will he make?"),
    ("'but didn't recycle' after a holding of things the rate does not count",
     "Wendy earned 5 points for each bag of cans she recycled. If she had 11 boxes, but didn't recycle 2 of them, "
     "how many points would she have earned?"),
    ("'but didn't recycle' by someone without the rate",
     "Wendy earned 5 points for each bag of cans she recycled. If Tom had 11 bags, but didn't recycle 2 of them, "
     "how many points would she have earned?"),
    ("points per bag, but cans counted",
     "Wendy earned 5 points for each bag of cans she collected. She collected 9 cans. How many points did she "
     "earn?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
