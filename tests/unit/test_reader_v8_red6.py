"""Reader v8 red team 6 (ADR 0108): outside-corpus styles (SVAMP / ASDiv / MAWPS variations) of problems the
reader solves — the question moved to the other person, sentences reordered, the end state told first.

WRONG lists probes that gave a wrong answer before this pass (the wrong answer in the comment); each now
refuses. SOLVED are neighbours that must keep their answer; every expected answer is worked out by hand.
"""
from __future__ import annotations

from core.packs import load_pack

from reader_checks import refused_cases, solved_cases

PACK = load_pack()

WRONG = [
    # A. a recipient (or a gainer from a holder) whose own start is never said
    ("the recipient of a gift, never mentioned before",  # was 3: Sam may have had apples already
     "Tom has 20 apples. Tom gives 3 apples to Sam. How many apples does Sam have?", "unknown_quantity"),
    ("the second recipient of a gapped gift",  # was 4
     "Tom has 25 apples. He gave 6 to Sam and 4 to Ann. How many apples does Ann have?", "unknown_quantity"),
    ("a comparison with the recipient",  # was 14 (17 - 3)
     "Tom has 20 apples. He gave 3 of the apples to Sam. How many more apples does Tom have than Sam?",
     "unknown_quantity"),
    ("the borrower of coins",  # was 4
     "Sam had 7 pennies and 8 dimes in his bank. His sister borrowed 4 dimes. How many dimes does his sister "
     "have?", "unknown_quantity"),
    ("a taker from a box",  # was 5
     "There are 47 eggs in a box. Harry takes 5 eggs. How many eggs does Harry have?", "unknown_quantity"),
    ("a buyer from a person",  # was 224
     "Jason has 676 Pokemon cards. Alyssa bought 224 of Jason's Pokemon cards. How many Pokemon cards does "
     "Alyssa have now?", "unknown_quantity"),
    ("a receiver from a person",  # was 3
     "Tom has 20 apples. Sam received 3 apples from Tom. How many apples does Sam have?", "unknown_quantity"),
    # B. the end state told first, then a change
    ("ends with, then a find",  # was 54 at the start: the find came before the end
     "Kevin ends with 54 cards. He found 47 cards. How many cards did Kevin start with?", "ambiguous_reference"),
    ("ended with, then a gift",  # was 52
     "Edward ended with 52 eggs. He gave 40 to Phillip. How many eggs did Edward start with?",
     "ambiguous_reference"),
    ("at the end, then a loss",  # was 5
     "At the end Tom had 5 marbles. He lost 3 marbles. How many marbles did Tom have at first?",
     "ambiguous_reference"),
    ("has N left, then a loss (start)",  # was 5
     "Tom has 5 marbles left. He lost 3 marbles. How many marbles did he have at first?", "ambiguous_reference"),
    ("has N left, then a loss (now)",  # was 2: what is left is 5
     "Tom has 5 marbles left. He lost 3 marbles. How many marbles does he have?", "ambiguous_reference"),
    ("still has N, then a loss",  # was 5
     "Mary still has 5 cards. She lost 3 cards. How many cards did she have at first?", "ambiguous_reference"),
    # C. a present holding, then a change told as earlier
    ("a present holding, then a loss yesterday",  # was 2: yesterday's loss is already in the 5
     "Tom has 5 marbles. He lost 3 marbles yesterday. How many marbles does he have?", "ambiguous_reference"),
    ("today's holding, yesterday's find",  # was 101
     "Kevin has 54 cards today. He found 47 cards yesterday. How many cards does he have?",
     "ambiguous_reference"),
    ("a present holding, then a loss last week (start)",  # was 5
     "Tom has 5 marbles. He lost 3 marbles last week. How many marbles did he have at first?",
     "ambiguous_reference"),
    ("a present holding, then a past perfect",  # was 5
     "Tom has 5 marbles. He had lost 3 marbles. How many marbles did he have at first?", "ambiguous_reference"),
]

SOLVED = [
    ("a recipient whose start is said",  # 9 + 4
     "Sue has 14 pencils. Her brother has 9 pencils. Sue gives her brother 4 pencils. How many pencils does her "
     "brother have?", "13"),
    ("the giver, as before",  # 20 - 3
     "Tom has 20 apples. Tom gives 3 apples to Sam. How many apples does Tom have?", "17"),
    ("a recipient who found some first",  # 20 + 43
     "Joan found 70 seashells. Sam found 20 seashells. She gave Sam 43 seashells. How many seashells does Sam "
     "have?", "63"),
    ("a transfer inside the pair: the total is kept",  # 12 + 5
     "Tom has 12 apples. Sam has 5 apples. Tom gave 3 apples to Sam. How many apples do Tom and Sam have in all?",
     "17"),
    ("a new kind to a holder of the things (addsub-54 form)",  # 27 + 41 + 20
     "Sally had 27 Pokemon cards. Dan gave her 41 new Pokemon cards. Sally bought 20 Pokemon cards. How many "
     "Pokemon cards does Sally have now?", "88"),
    ("things put in a container start it",  # 34 + 5
     "Mike put 34 peaches in his box. He put 5 more peaches in the box. How many peaches are in the box?", "39"),
    ("a present holding, then a change in text order",  # 5 - 3
     "Tom has 5 marbles. He lost 3 marbles. How many marbles does he have?", "2"),
    ("a past holding, then a loss yesterday",  # 5 - 3
     "Tom had 5 marbles. He lost 3 marbles yesterday. How many marbles does he have?", "2"),
    ("starts with, then a find, asking the end",  # 7 + 47
     "Kevin starts with 7 cards. He finds another 47. How many cards does Kevin end with?", "54"),
    ("has to is no past perfect",  # 13 - 3 (the corpus's own form: had to plant / had to cut)
     "There are 13 oak trees currently in the park. Park workers had to cut down 3 oak trees. How many oak "
     "trees will the park have when the workers are finished?", "10"),
]

test_wrong_now_refused = refused_cases(WRONG, PACK)
test_solved = solved_cases(SOLVED, PACK)
