"""Reader v15 (ADR 0312): a total held by everyone named (``They have 48 cards in all.``, they_totals.py) and
equations solved together (solver.solve_system): sums with a ratio or a difference.

Every answer is worked out by hand from the text: with Tom = 3·Sam and Tom + Sam = 48, Sam = 48 / 4 = 12. The
near misses refuse: a total of another thing, a total contradicting what is told, a share that is not whole, a
``they`` beside a store, a total that says neither ``in all`` nor ``each``.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # T = 3S, T + S = 48: 4S = 48, S = 12
    ("times-they", "Tom has 3 times as many cards as Sam. They have 48 cards in all. How many cards does Sam have?",
     "12", "cards"),
    # the same system, Tom asked: 3 × 12 = 36
    ("times-together", "Tom has 3 times as many cards as Sam. Together they have 48 cards. How many cards does Tom "
     "have?", "36", "cards"),
    # T = S + 6, T + S = 48: 2S = 42, S = 21
    ("more-they", "Tom has 6 more cards than Sam. They have 48 cards in all. How many cards does Sam have?", "21",
     "cards"),
    # A = 2B, A + B = 36: B = 12, A = 24
    ("twice-comma", "Ann has twice as many stickers as Beth. Together, they have 36 stickers. How many stickers does "
     "Ann have?", "24", "stickers"),
    # T + 5 = 20: T = 15
    ("some-and-total", "Tom has some cards. Sam has 5 cards. They have 20 cards in all. How many cards does Tom have?",
     "15", "cards"),
    # the listed subject, the ratio after it: S = 48 / 4 = 12
    ("listed-then-times", "Tom and Sam have 48 cards in all. Tom has 3 times as many cards as Sam. How many cards "
     "does Sam have?", "12", "cards"),
    # T = S + 6, T + S = 48: S = 21, T = 27
    ("listed-then-more", "Tom and Sam have 48 cards in all. Tom has 6 more cards than Sam. How many cards does Tom "
     "have?", "27", "cards"),
    # T - S = 2S = 24 with S = 12
    ("difference-asked", "Tom has 3 times as many cards as Sam. They have 48 cards in all. How many more cards does "
     "Tom have than Sam?", "24", "cards"),
]

REFUSED = [
    # 48 stickers say nothing of the cards
    ("other-thing", "Tom has 3 times as many cards as Sam. They have 48 stickers in all. How many cards does Sam "
     "have?", "unknown_quantity"),
    # 4S = 50: 12.5 cards
    ("not-whole", "Tom has 3 times as many cards as Sam. They have 50 cards in all. How many cards does Sam have?",
     "fractional_count"),
    ("odd-difference", "Tom and Sam have 48 cards in all. Tom has 7 more cards than Sam. How many cards does Tom "
     "have?", "fractional_count"),
    # 5 + 5 is not 20
    ("contradiction", "Tom has 5 cards. Sam has 5 cards. They have 20 cards in all. How many cards does Tom have?",
     "contradiction"),
    # red team 2 (ADR 0319): they = all three (S 12) or Tom and Sam, the two compared (2S + 4 = 30, S 13)?
    ("three-people", "Tom has 4 more cards than Sam. Ann has 2 cards. They have 30 cards in all. How many cards does "
     "Sam have?", "unresolved_pronoun"),
    # they: Tom and the store?
    ("they-and-store", "Tom has 5 cards. The store has 5 cards. They have 20 cards in all. How many cards does the "
     "store have?", "unresolved_pronoun"),
    # together or each?
    ("neither", "Tom has some cards. Sam has 5 cards. They have 20 cards. How many cards does Tom have?",
     "ambiguous_reference"),
    # one person named: they is nobody
    ("one-person", "Tom has some cards. They have 20 cards in all. How many cards does Tom have?", None),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
