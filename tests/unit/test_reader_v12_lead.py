"""Reader v12, the lead's own decisions and merge checks: `pickup` written as one word where a verb stands (ADR 0244).

Answers are worked out by hand in the comment above each row; the near misses keep the noun `pickup` (a truck)
unread.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 48 boxes sold, in cases of 12 boxes: 48 / 12 = 4 cases
    ("pickup-cases", "If Nora sold 48 boxes of cookies, how many cases of 12 boxes does Nora pickup from the "
     "cookie mom?", "4", "cases"),
    # the two-word verb reads the same: 60 / 12 = 5 cases
    ("pick-up-cases", "If Nora sold 60 boxes of cookies, how many cases of 12 boxes does Nora pick up from the "
     "cookie mom?", "5", "cases"),
    # merge check (ADR 0241 after ADR 0235 made `work` a place noun): `finish the work` is the job, 9 + 6 + 2 = 17
    ("crew-finish-the-work", "There are 9 maple trees currently in the park. Park workers will plant 6 maple trees "
     "today and 2 maple trees tomorrow. It took 5 workers to finish the work. How many maple trees will the park "
     "have when the workers are finished?", "17", "trees"),
]

REFUSED = [
    # the noun (a truck) is no quantity and no verb's object
    ("pickup-noun", "Tom has a pickup. He has 5 apples. How many apples does Tom have?", "unparsed_sentence"),
    ("pickup-driven", "Sam drove his pickup 5 miles. How many miles did Sam drive?", "unparsed_sentence"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
