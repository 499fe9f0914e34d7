"""Reader v19 (ADR 0429): two defects the blind set fresh_j (ADR 0420) found in the v18 reader.

1. ``What is the total cost?`` ending the question crashed (IndexError in spending.parse_cost_question, which
   looked one word past the end for ``of``). It is now read (bill_totals.parse_total_cost) as the spend question
   of the story's one buyer, every purchase counted; two buyers or none refuse. ``of his purchases`` reads as
   before.
2. A measure asked as a total (``How many cups did she use in all?``) beside the same action's count of a stuff
   in another container (``2 spoons of sugar``, ``3 glasses of juice``) answered the cups alone. The spoonfuls are
   an amount of what she used too, and their size in cups is untold: refused (solver.unit_gaps). A question that
   names the stuff (``cups of flour``) or things that are no stuff (``2 eggs``) read as before.
3. Money asked of a spend|pay verb as an event question (``How many dollars does he spend?``) summed that verb's
   statements only: beside ``Sam buys 4 pencils at 25 cents each`` it answered 2 for ``He spent 2 dollars on a
   book`` (found while merging ADR 0423). A purchase told by another verb is spending too: refused
   (solver.purchases_beside_spending).
4. Red team 6 (ADR 0421) ran the purchase guard for a start asked too; its check of money in no unit then refused
   the asked start itself (``Hank had some money. … He had $8 left. How much money did Hank have at first?``,
   fresh_j, read 25 before). The owner's first operation, a holding, is exempt when the start is asked.
5. ``A jar has 42 marbles. Sue puts in 8 marbles. How many marbles does Sue have now?`` answered 8 (found with ADR
   0434): ``put in`` (pack verb.put_in, a gain so that recipes count what was put in) moves things into something,
   from a stock of the putter's never told. A holding of the putter's whose first told change is such a gain
   refuses (solver.put_in_guard); after ``Sue has 42 marbles in a jar`` it adds to the told ones as before.
6. The D-in-T facts of ADR 0425 made ``Ava hiked 12 miles in 3 hours. How far can she hike in 5 hours?`` answer 20:
   one past trip's average is no pace for another span (ADR 0084's v8 refusal). travel._question refuses a
   distance asked over a span from a past trip's distance and time, unless the question says ``At that rate``; a
   present habit (``A plane flies 600 miles in 2 hours``) and a told speed read as before.
7. Two older refusals now read by ADR 0431's exact conversions, checked here: 2 liters and 300 milliliters = 2.3
   liters; 2 pounds of almonds and 1 ton of pecans = 2002 pounds of nuts.

Answers worked out by hand.
"""
from __future__ import annotations

from core.packs import load_pack
from tests.unit.reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    ("cost_of_purchases", "Keith bought 2 pens for $3 each and a book for $5. What was the total cost of his "
                          "purchases?", "11"),
    ("total_cost", "Ann buys 2 pens for $3 each. What is the total cost?", "6"),
    ("total_cost_was", "Ann buys 2 pens for $3 each. What was the total cost?", "6"),
    ("total_cost_two_items", "Mr. Lee buys 6 plants for $3.50 each and a pot for $11. What is the total cost?", "32"),
    ("total_cost_two_days", "Ann bought 3 pens for $2 each on Monday and a book for $4 on Tuesday. What is the total "
                            "cost?", "10"),
    ("spent_twice", "Sam spent 3 dollars on a pen and 2 dollars on a book. How many dollars did he spend?", "5"),
    ("some_money_at_first", "Hank had some money. He spent $12 on a game and $5 on lunch. He had $8 left. How much "
                            "money did Hank have at first?", "25"),
    ("put_in_after_told", "Sue has 42 marbles in a jar. She puts in 8 marbles. How many marbles are in the jar now?",
     "50"),
    ("recipe_put_in", "Mary is baking a cake. The recipe wants 8 cups of flour. She already put in 2 cups. How many "
                      "cups does she need to add?", "6"),
    ("hiked_at_that_rate", "Ava hiked 12 miles in 3 hours. At that rate, how far can she hike in 5 hours?", "20"),
    ("plane_habit", "A plane flies 600 miles in 2 hours. How many miles does it fly in 5 hours?", "1500"),
    ("liters_and_milliliters", "Sam drank 2 liters of water and 300 milliliters of juice. How many liters did he "
                               "drink?", "2.3"),
    ("pounds_and_a_ton", "A chef bought 2 pounds of almonds and 1 ton of pecans. How many pounds of nuts did the chef "
                         "buy?", "2002"),
    ("cups_of_flour", "Dora used 3 cups of flour and 2 spoons of sugar. How many cups of flour did she use?", "3"),
    ("cups_beside_eggs", "Dora used 3 cups of flour and 2 eggs. How many cups did she use in all?", "3"),
    ("cups_and_cups", "Dora used 3 cups of flour and 2 cups of sugar. How many cups did she use in all?", "5"),
]

REFUSED = [
    ("total_cost_alone", "What is the total cost?", "ambiguous_reference"),
    ("total_cost_two_buyers", "Ann buys 2 pens for $3 each. Tom buys a book for $5. What is the total cost?",
     "ambiguous_reference"),
    ("total_cost_no_price", "Ann buys 2 pens. What is the total cost?"),
    ("total_cost_price_only", "A pen costs $3. What is the total cost?"),
    ("total_cost_with_loss", "Sam had $20. He bought a pen for $2. He lost $3. What is the total cost?"),
    ("total_cost_of_what", "Ann buys 2 pens for $3 each and a book for $5. What is the total cost of the pens?"),
    ("total_costs_ends", "Ann buys 2 pens for $3 each. What is the total costs?"),
    ("spend_beside_purchase", "Sam buys 4 pencils at 25 cents each. He spent 2 dollars on a book. How many dollars "
                              "does he spend?", "ambiguous_reference"),
    ("spend_beside_bought", "Sam bought 4 pencils for $1 each. He spent 2 dollars on a book. How many dollars did he "
                            "spend?", "ambiguous_reference"),
    ("spend_beside_paid", "Sam paid $4 for a pen. He spent $2 on a book. How many dollars did he spend?",
     "ambiguous_reference"),
    ("some_money_bought", "Hank had some money. He bought 3 pens. He had $8 left. How much money did Hank have at "
                          "first?", "ambiguous_reference"),
    ("put_in_untold", "A jar has 42 marbles. Sue puts in 8 marbles. How many marbles does Sue have now?",
     "ambiguous_reference"),
    ("put_in_then_gift", "Sue puts in 8 marbles. Tom gave her 3 marbles. How many marbles does Sue have?",
     "ambiguous_reference"),
    ("hiked_projected", "Ava hiked 12 miles in 3 hours. How far can she hike in 5 hours?", "unparsed_question"),
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
