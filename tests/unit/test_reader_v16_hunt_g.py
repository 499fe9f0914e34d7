"""Reader v16 hunt g (ADR 0331): the shapes the fresh_g hunt found wrong, in their minimal forms.

- ``all`` / ``all but N`` / ``all of her <things>`` of a holder who holds the things both loose and inside
  containers (bags of them, with a per-bag rate or a ``with N in each bag`` rate) refuses: the loose ones, or every
  one? v15 took the loose ones only (``gave all but 8 cookies`` after ``bought 3 bags of cookies``: Omar 21, not 39).
- The same sentences with no containers, a plain count given from such a holding, and the pooled holding read as
  before.

Every answer is worked out by hand from the text (the arithmetic is in the comment above each row).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # all but 8 of 19: 11 given; 10 + 11 = 21
    ("all-but-loose-only", "Mia had 19 cookies. Omar had 10 cookies. Mia gave all but 8 cookies to Omar. "
     "How many cookies does Omar have now?", "21", "cookies"),
    # 19 + 18 = 37 loose; all but 8: 29 given; 10 + 29 = 39
    ("all-but-after-loose-purchase", "Mia had 19 cookies. Omar had 10 cookies. Mia bought 18 cookies. "
     "Mia gave all but 8 cookies to Omar. How many cookies does Omar have now?", "39", "cookies"),
    # a counted giving does not depend on which whole: 10 + 5 = 15
    ("count-beside-bags", "Mia had 19 cookies. Omar had 10 cookies. Mia bought 3 bags of cookies. "
     "Each bag had 6 cookies. Mia gave 5 cookies to Omar. How many cookies does Omar have now?", "15", "cookies"),
    # the pooled holding (ADR 0314): 12 + 2 × 10 − 3 = 29
    ("pooled-holding", "Tom had 12 apples. He bought 2 boxes of apples. Each box had 10 apples. He ate 3 apples. "
     "How many apples does Tom have now?", "29", "apples"),
    # all of his 20 pencils: 5 + 20 = 25
    ("all-of-his-loose-only", "Tom had 20 pencils. Sam had 5 pencils. Tom gave all of his pencils to Sam. "
     "How many pencils does Sam have now?", "25", "pencils"),
    # sold all but 4 of 15: 11
    ("sold-all-but-loose-only", "Ann had 15 apples. She sold all but 4 apples. How many apples did Ann sell?",
     "11", "apples"),
]

REFUSED = [
    # 19 loose + 18 in bags: all but 8 of the 19 (Omar 21) or of the 37 (Omar 39)? v15 answered 21
    ("all-but-beside-bags", "Mia had 19 cookies. Omar had 10 cookies. Mia bought 3 bags of cookies. "
     "Each bag had 6 cookies. Mia gave all but 8 cookies to Omar. How many cookies does Omar have now?",
     "ambiguous_reference"),
    # v15 answered 29
    ("all-of-her-beside-bags", "Mia had 19 cookies. Omar had 10 cookies. Mia bought 3 bags of cookies. "
     "Each bag had 6 cookies. Mia gave all of her cookies to Omar. How many cookies does Omar have now?",
     "ambiguous_reference"),
    ("all-her-beside-bags", "Mia had 19 cookies. Omar had 10 cookies. Mia bought 3 bags of cookies. "
     "Each bag had 6 cookies. Mia gave all her cookies to Omar. How many cookies does Omar have now?",
     "ambiguous_reference"),
    # v15 answered 11 sold
    ("sold-all-but-beside-bags", "Mia had 19 cookies. Mia bought 3 bags of cookies. Each bag had 6 cookies. "
     "Mia sold all but 8 cookies. How many cookies did Mia sell?", "ambiguous_reference"),
    ("ate-all-but-beside-bags", "Mia had 19 cookies. Mia bought 3 bags of cookies. Each bag had 6 cookies. "
     "Mia ate all but 8 cookies. How many cookies did Mia eat?", "ambiguous_reference"),
    # the rate inside the purchase sentence; v15 answered 21
    ("all-but-with-in-each", "Mia had 19 cookies. Omar had 10 cookies. Mia bought 3 bags of cookies with 6 cookies "
     "in each bag. Mia gave all but 8 cookies to Omar. How many cookies does Omar have now?", "ambiguous_reference"),
    # bags held, not bought; v15 answered 21
    ("all-but-held-bags", "Mia had 19 cookies. Omar had 10 cookies. Mia has 3 bags of cookies. Each bag had 6 cookies. "
     "Mia gave all but 8 cookies to Omar. How many cookies does Omar have now?", "ambiguous_reference"),
    # the recipient's own bags: his holding asked is loose and boxed
    ("recipient-bags", "Mia had 20 cookies. Omar had 3 bags of cookies. Each bag had 6 cookies. "
     "Mia gave all but 8 cookies to Omar. How many cookies does Omar have now?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
