"""Reader v13 (ADR 0274): wrong answers found on fresh, hand-written text (MultiArith / SVAMP style).

Every answer is worked out by hand from the text; the near misses must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # a plain rate still reads: 2 dollars an hour for 4 hours = 2 * 4 = 8
    ("rate-plain", "Sam earns 2 dollars per hour. How much does Sam earn in 4 hours?", "8", "dollars"),
    # 8 dollars an hour for 7 hours = 56
    ("rate-plain-an", "Peter earns 8 dollars an hour. How much does he earn in 7 hours?", "56", "dollars"),
    # a gain with 'more' is no rate: 12 + 5 = 17
    ("more-gain", "Jack had 12 apples. He collected 5 more apples. How many apples does Jack have?", "17",
     "apples"),
]

REFUSED = [
    # 'more' in a rate: more than whose? (main answered 2 * 4 = 8; Sam earns 8 + 2 = 10 an hour, 40 in all)
    ("rate-more-after", "Peter earns 8 dollars an hour. Sam earns 2 dollars more an hour. How much does Sam earn "
     "in 4 hours?"),
    ("rate-more-before", "Sam earns 2 more dollars an hour. How much does Sam earn in 4 hours?"),
    ("rate-more-per", "Sam earns 2 dollars more per hour. How much does Sam earn in 4 hours?"),
    ("rate-more-each-day", "Sam reads 5 pages more each day. How many pages does Sam read in 4 days?"),
    ("rate-more-every-week", "Sam saves 5 dollars more every week. How much does Sam save in 4 weeks?"),
    ("rate-fewer", "Peter eats 4 apples a day. Sam eats 2 fewer apples a day. How many apples does Sam eat in "
     "5 days?"),
    ("rate-extra", "Sam spends 3 extra dollars a week. How much does Sam spend in 4 weeks?"),
    ("rate-more-than", "Sam gets 2 more dollars every week than Tom. How much does Sam get in 5 weeks?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
