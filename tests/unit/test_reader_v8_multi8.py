"""Reader v8 extras (ADR 0127): ``How many extra flowers did Lana pick?`` after ``If she only used 70 of the
flowers though`` — the picked things beyond the used ones (extras.py), with ``though`` read as a
number-free adverb and ``bouquet`` a unit. Every answer is worked out by hand; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 36 tulips + 37 roses picked = 73 flowers; 73 - 70 used = 3
    ("extra-bouquets", "Lana picked 36 tulips and 37 roses to make flower bouquets. If she only used 70 of the "
                       "flowers though, how many extra flowers did Lana pick?", "3", "flowers"),
    # 39 + 49 = 88; 88 - 81 = 7
    ("extra-bouquets-large", "Bianca picked 39 tulips and 49 roses to make flower bouquets. If she only used 81 "
                             "of the flowers though, how many extra flowers did Bianca pick?", "7", "flowers"),
    # one kind, no "though": 30 - 25 = 5
    ("extra-one-kind", "Lana picked 30 roses. She used 25 of the roses. How many extra roses did Lana pick?", "5",
     "roses"),
    # another gain verb: 30 bought - 25 used = 5
    ("extra-bought", "Lana bought 30 roses. She used 25 of the roses. How many extra roses did Lana buy?", "5",
     "roses"),
    # everything used: 12 - 12 = 0
    ("extra-none", "Sam picked 12 apples. He used 12 of the apples. How many extra apples did Sam pick?", "0",
     "apples"),
]

REFUSED = [
    # nothing used: extra beyond what?
    ("extra-no-use", "Lana picked 36 tulips and 37 roses. How many extra flowers did Lana pick?"),
    # a use and a hand-over: counted against which?
    ("extra-use-and-give", "Lana picked 36 tulips. She used 20 of the tulips and gave 3 tulips to Tom. "
                           "How many extra tulips did Lana pick?"),
    # two using verbs
    ("extra-use-and-sell", "Lana picked 30 roses. She used 25 of the roses and sold 2 roses. "
                           "How many extra roses did Lana pick?"),
    # more used than picked
    ("extra-negative", "Lana picked 10 roses. If she used 12 of the roses, how many extra roses did Lana pick?"),
    # held roses before picking: which ones were used?
    ("extra-held-before", "Lana had 5 roses. She picked 10 roses. She used 8 of the roses. "
                          "How many extra roses did she pick?"),
    # roses handed to her: which ones were used?
    ("extra-given-to-her", "Lana picked 30 roses. Tom gave her 4 roses. She used 25 of the roses. "
                           "How many extra roses did Lana pick?"),
    # someone else used them
    ("extra-other-user", "Tom picked 10 roses. Lana used 5 roses. How many extra roses did Tom pick?"),
    # the use was of other things
    ("extra-other-things", "Lana picked 36 tulips and 37 roses. She used 20 tulips. "
                           "How many extra roses did Lana pick?"),
    # the use was of flowers, the question asks roses: how many of the used were roses?
    ("extra-general-use", "Lana picked 36 tulips and 37 roses. She used 70 of the flowers. "
                          "How many extra roses did Lana pick?"),
    # a time in the question
    ("extra-timed", "Lana picked 30 roses on Monday. She used 25 of the roses. "
                    "How many extra roses did Lana pick on Monday?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
