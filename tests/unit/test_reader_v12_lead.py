"""Reader v12, the lead's own decisions (ADR 0244): `pickup` written as one word where a verb stands.

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
]

REFUSED = [
    # the noun (a truck) is no quantity and no verb's object
    ("pickup-noun", "Tom has a pickup. He has 5 apples. How many apples does Tom have?", "unparsed_sentence"),
    ("pickup-driven", "Sam drove his pickup 5 miles. How many miles did Sam drive?", "unparsed_sentence"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
