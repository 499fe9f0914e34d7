"""Red team 16 (ADR 0148): variants of the reader v9 constructions merged today (scenes, scene rates and
prices, devices and stock). Each row is a probe the red team found answered wrongly (REFUSED) or a neighbour
that must keep its reading (SOLVED). Every answer is worked out by hand from the text.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # change counted as change: 5 + 3 = 8
    ("change-plus-change", "Sam has 5 change. He found 3 change. How much change does Sam have?", "8", "change"),
    # dimes are coins (kind.coin): 5 + 3 = 8
    ("coins-plus-dimes", "Sam has 5 coins. He found 3 dimes. How many coins does Sam have?", "8", "coins"),
    # a rate per box of apples, and only boxes of apples: 3 x 5 = 15
    ("qualified-rate-same-contents", "Sam had 3 boxes of apples. Each box of apples had 5 apples in it. How many "
     "apples did he have total?", "15", "apples"),
    # quarters are coins, so piles of quarters are piles of coins: 3 x 5 = 15
    ("qualified-rate-kind-contents", "Sam had 3 piles of quarters. Each pile of coins had 5 coins in it. How many "
     "coins did he have total?", "15", "coins"),
    # containers named without contents are the rate's containers: 3 x 9 = 27
    ("qualified-rate-bare-containers", "Each bag of cookies has 9 cookies. Sam bought 3 bags. How many cookies did "
     "he buy?", "27", "cookies"),
    # a plain "each box" covers boxes of both fruits: (3 + 2) x 5 = 25
    ("plain-rate-both-contents", "Sam had 3 boxes of apples and 2 boxes of pears. Each box had 5 fruits in it. How "
     "many fruits did he have total?", "25", "fruits"),
    # "each pile" is every pile, Tom's too; hers: (3 + 2) x 5 = 25
    ("piles-other-holder-each-pile", "Olivia was putting her spare change into piles. She had 3 piles of quarters "
     "and 2 piles of dimes. Tom had 3 piles of nickels. If each pile had 5 coins in it, how many coins did she "
     "have total?", "25", "coins"),
    # the ensured rate for the scene subject's own premise: (6 + 2) x 9 = 72
    ("shelves-own-premise", "Rachel was organizing her book case making sure each of the shelves had exactly 9 "
     "books on it. If she had 6 shelves of mystery books and 2 shelves of picture books, how many books did she "
     "have total?", "72", "books"),
    # dolls and teddy bears are toys (kind.toy): 4 + 3 = 7
    ("toys-of-kinds", "Sam had 4 dolls and 3 teddy bears. How many toys does he have?", "7", "toys"),
    # dolls are toys: 4 + 10 = 14
    ("toys-with-dolls", "Sam had 4 dolls. He bought 10 toys. How many toys does he have now?", "14", "toys"),
    # cakes are no toys: the shipment does not change the cakes, 4
    ("shipment-of-toys-cakes", "A toy store had 4 cakes in stock. They got a shipment with 10 toys in it. How many "
     "cakes do they have now?", "4", "cakes"),
    # another person's shipment is not the store's: 4
    ("shipment-other-person", "The shop had 4 dolls in stock. Tom got a shipment with 10 dolls in it. How many "
     "dolls does the shop have now?", "4", "dolls"),
    # the other buyer's "2 more" are his: Sam bought 7
    # one noun entity called he throughout: 5 - 2 = 3
    ("magician-he-throughout", "A magician had 5 decks. He sold 2 decks. How many decks does he have?", "3",
     "decks"),
    # the selling scene with one pronoun: (5 - 3) x 2 = 4
    ("sale-he-throughout", "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks "
     "and by the end of the day he had 3 left, how much money did he earn?", "4", "dollars"),
    ("more-other-buyer", "Sam was trying to expand his game collection. He bought 7 games and Tom bought 2 more. "
     "How many games did Sam buy?", "7", "games"),
]

REFUSED = [
    # the brief's case: the dimes found may be change too (5 + 3?) — "5 change" counts no denomination
    ("change-found-dimes", "Sam has 5 change. He found 3 dimes. How much change does Sam have?", "ambiguous_reference"),
    # the 5 change may hold dimes
    ("change-asked-dimes", "Sam has 5 change. He found 3 dimes. How many dimes does Sam have?", "ambiguous_reference"),
    # dimes are change
    ("dimes-then-change", "Sam had 5 dimes. He found 3 change. How much change does he have?", "ambiguous_reference"),
    ("change-found-coins", "Sam has 5 change. He found 3 coins. How much change does Sam have?",
     "ambiguous_reference"),
    # the rate is told of piles of quarters only: how many coins in a pile of dimes?
    ("piles-qualified-rate", "Sam was putting his spare change into piles. He had 3 piles of quarters and 2 piles "
     "of dimes. If each pile of quarters had 5 coins in it, how many coins did he have total?",
     "ambiguous_reference"),
    ("boxes-qualified-rate", "Sam had 3 boxes of apples and 2 boxes of pears. Each box of apples had 5 fruits in "
     "it. How many fruits did he have total?", "ambiguous_reference"),
    # the shelves rate is Rachel's book case's; Tom's shelves may hold any number (read 54)
    ("shelves-premise-other-person", "Rachel was organizing her book case making sure each of the shelves had "
     "exactly 9 books on it. If Tom had 6 shelves of books, how many books did Tom have total?",
     "ambiguous_reference"),
    ("shelves-premise-other-person-2", "Sam was organizing his book case making sure each of the shelves had exactly "
     "4 books on it. If Anne had 11 shelves of books, how many books did Anne have total?",
     "ambiguous_reference"),
    # Tom's shelves given to her were never said to hold 9 books each (read 18)
    ("shelves-given-by-other", "Rachel was organizing her book case making sure each of the shelves had exactly 9 "
     "books on it. Tom gave her 2 shelves of books. If she had 2 shelves of books, how many books did she have "
     "total?", "ambiguous_reference"),
    # the toys may be bears (read 4)
    ("shipment-of-toys-bears", "A toy store had 4 bears in stock. They got a shipment with 10 toys in it. How many "
     "bears do they have now?", "ambiguous_reference"),
    ("toys-bought-dolls-asked", "Sam had 4 dolls. He bought 10 toys. How many dolls does he have now?",
     "ambiguous_reference"),
    # bears may be toy bears or animals
    ("bears-and-dolls-toys", "Sam had 4 bears and 3 dolls. How many toys does he have?", "ambiguous_reference"),
    ("toys-found-balls", "Sam had 4 balls. He found 3 toys. How many balls does he have?", "ambiguous_reference"),
]

REFUSED += [
    # the magician is "he", then "she" had 3 left: whose 3? (read 4)
    ("sale-he-then-she", "A magician was selling magic card decks for 2 dollars each. If he started with 5 decks "
     "and by the end of the day she had 3 left, how much money did he earn?", "unresolved_pronoun"),
    ("noun-entity-he-then-she", "A magician had 5 decks. He sold 2 decks. How many decks does she have?",
     "unresolved_pronoun"),
    ("teacher-he-then-she", "The teacher had 5 apples. He ate 2 apples. She ate 1 apple. How many apples does the "
     "teacher have?", "unresolved_pronoun"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
