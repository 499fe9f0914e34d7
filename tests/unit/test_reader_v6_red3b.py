"""Reader v6 red team 3b (variants of solved MultiArith-style problems): short problems that look like ones the
reader solves but differ slightly, each a wrong answer the reader gave before its fix (or a near-miss of one).
Every expected answer is worked out by hand (arithmetic in the comment); every refusal names the reason the
policy predicts.
"""
from __future__ import annotations

from core.packs import load_pack

from reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    # (form, problem, answer)
    ("a future planting asked in the future",  # 22 + 33
     "There are 22 oak trees currently in the park. Park workers will plant 33 oak trees tomorrow. How many oak "
     "trees will the park have when the workers are finished?", "55"),
    ("a leading time is the whole sentence's",  # 5 + 6
     "On Friday, Lena picked 5 pears and Max picked 6 pears. How many pears were picked on Friday?", "11"),
    ("a time in one clause, asked without a time",  # 5 + 6 + 2
     "Lena picked 5 pears on Friday, Max picked 6 pears, and Ivy picked 2 pears. How many pears were picked?",
     "13"),
    ("someone else takes some away",  # 30 - 8
     "Oscar has 30 marbles. Lucy takes 8 away. How many marbles will Oscar have?", "22"),
    ("the rest into cages with a group size",  # (20 - 5) / 5
     "A pet store had 20 kittens. In one day they sold 5 of them and put the rest into cages with 5 in each "
     "cage. How many cages did they use?", "3"),
    ("the problems left over N pages",  # (40 - 16) / 4
     "Nora had 40 math problems. She finished 16 of them but still had 4 pages of problems to do. If each page has "
     "the same number of problems on it, how many problems are on each page?", "6"),
    ("what the money affords, 'could'",  # (21 + 15) / 6
     "Kaleb had saved up 21 dollars. If he received another 15 dollars for his allowance, how many 6 dollar toys "
     "could he buy?", "6"),
    ("what the money left affords",  # (20 - 8) / 4
     "Mia had 20 dollars. If she spent 8 dollars on a book, how many 4 dollar toys could she buy with the money "
     "she had left?", "3"),
    ("the rest of a task after doing some of it",  # (12 - 4) × 3
     "A chef needs to cook 12 carrots. He has already cooked 4. If each carrot takes 3 minutes to cook, how long "
     "will it take him to cook the rest?", "24"),
]

REFUSED = [
    # (form, problem, reason)
    ("a future planting asked about now",  # 22 now (the 33 are tomorrow's), or 55? (was: 55)
     "There are 22 oak trees currently in the park. Park workers will plant 33 oak trees tomorrow. How many oak "
     "trees are in the park now?", "ambiguous_reference"),
    ("a time inside one of several clauses with other subjects",  # 5 on Friday, or 5 + 6 + 2? (was: 13)
     "Lena picked 5 pears on Friday, Max picked 6 pears, and Ivy picked 2 pears. How many pears were picked on "
     "Friday?", "ambiguous_reference"),
    ("a time at the end of the second clause",  # 6 on Friday, or 5 + 6? (was: 11)
     "Lena picked 5 pears and Max picked 6 pears on Friday. How many pears were picked on Friday?",
     "ambiguous_reference"),
    ("the holder takes some away",  # 30 - 8 = 22 of his own, or 8 more = 38? (was: 38)
     "Oscar has 30 marbles. He takes 8 away. How many marbles will Oscar have?", "ambiguous_reference"),
    ("a group size of 0",  # 15 ÷ 0 (was: ZeroDivisionError out of read())
     "A pet store had 20 kittens. In one day they sold 5 of them and put the rest into cages with 0 in each "
     "cage. How many cages did they use?", "division_by_zero"),
    ("N groups of the things when none are left",  # 40 - 40 = 0 left, yet 4 pages of them (was: 0 per page)
     "Nora had 40 math problems. She finished 40 of them but still had 4 pages of problems to do. If each page has "
     "the same number of problems on it, how many problems are on each page?", "contradiction"),
    ("'did he buy' asks what happened, not what the money affords",  # no purchase stated (was: 36 / 6 = 6)
     "Kaleb had saved up 21 dollars. If he received another 15 dollars for his allowance, how many 6 dollar toys "
     "did he buy?", "unparsed_question"),
    ("'will she buy' is not an ability either",  # (was: 12 / 4 = 3)
     "Mia had 20 dollars. If she spent 8 dollars on a book, how many 4 dollar toys will she buy?",  # was 3
     "unparsed_question"),
    ("'the rest' after some of the task's things were eaten",  # 8 left to cook or 12? (was: 12 × 3 = 36)
     "A chef needs to cook 12 carrots. He has already eaten 4. If each carrot takes 3 minutes to cook, how long "
     "will it take him to cook the rest?", "ambiguous_reference"),
    ("'the rest' after some of the task's things were sold",  # (was: 12 × 3 = 36)
     "A chef needs to cook 12 carrots. He has already sold 4. If each carrot takes 3 minutes to cook, how long "
     "will it take him to cook the rest?", "ambiguous_reference"),
]


test_solved = solved_cases(SOLVED, PACK)


test_refused = refused_cases(REFUSED, PACK)
