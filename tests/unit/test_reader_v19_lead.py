"""Reader v19 (ADR 0429): two defects the blind set fresh_j (ADR 0420) found in the v18 reader.

1. ``What is the total cost?`` ending the question crashed (IndexError in spending.parse_cost_question, which
   looked one word past the end for ``of``). It now refuses as any unread question does; with ``of his
   purchases`` it reads as before.
2. A measure asked as a total (``How many cups did she use in all?``) beside the same action's count of a stuff
   in another container (``2 spoons of sugar``, ``3 glasses of juice``) answered the cups alone. The spoonfuls are
   an amount of what she used too, and their size in cups is untold: refused (solver.unit_gaps). A question that
   names the stuff (``cups of flour``) or things that are no stuff (``2 eggs``) read as before.

Answers worked out by hand.
"""
from __future__ import annotations

from core.packs import load_pack
from tests.unit.reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    ("cost_of_purchases", "Keith bought 2 pens for $3 each and a book for $5. What was the total cost of his "
                          "purchases?", "11"),
    ("cups_of_flour", "Dora used 3 cups of flour and 2 spoons of sugar. How many cups of flour did she use?", "3"),
    ("cups_beside_eggs", "Dora used 3 cups of flour and 2 eggs. How many cups did she use in all?", "3"),
    ("cups_and_cups", "Dora used 3 cups of flour and 2 cups of sugar. How many cups did she use in all?", "5"),
]

REFUSED = [
    ("total_cost_ends", "Ann buys 2 pens for $3 each. What is the total cost?"),
    ("total_cost_alone", "What is the total cost?"),
    ("total_costs_ends", "Ann buys 2 pens for $3 each. What is the total costs?"),
    ("cups_beside_spoons", "Dora used 3 cups of flour and 2 spoons of sugar. How many cups did she use in all?",
     "unit_mismatch"),
    ("cups_beside_glasses", "Tom drank 4 cups of water and 3 glasses of juice. How many cups did he drink in all?",
     "unit_mismatch"),
    ("cups_beside_tablespoons", "Dora used 3 cups of flour and 2 tablespoons of sugar. How many cups did she use?",
     "unit_mismatch"),
    ("pounds_beside_bags", "Ann bought 2 pounds of rice and 3 bags of flour. How many pounds did she buy?",
     "unit_mismatch"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
