"""Reader v8 red team 8 (ADR 0113): money, prices, rates and comparisons. Probes over these families found
one family of wrong answers: coins or bills counted in a text that holds an amount of money (``had $2, found
5 dimes: how many dimes?`` answered 5), which now refuses. The solved rows pin the constructions the probes
exercised (prices, change, unit conversion of cents, rates, each, chained and reversed comparisons); every
answer is worked out by hand from the text.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 3 x $5 = $15
    ("price-each-costs", "Tom bought 3 apples. Each apple costs $5. How much did he spend?", "15"),
    # 4 x $6 = $24
    ("price-for-each", "Mary bought 4 books for $6 each. How much money did she spend?", "24"),
    # $6 for 4 books: 6 / 4 = 1.5
    ("price-bundle-each", "Tom bought 4 apples for $6. How much did each apple cost?", "1.5"),
    # the bundle's price is the spend: 7
    ("price-bundle-spent", "Sara bought 2 tickets for $7. How much did she spend?", "7"),
    # 50 - 4 x 6 = 26
    ("money-left-each", "Mary had $50. She bought 4 books for $6 each. How much money does she have left?", "26"),
    # 30 - 7 = 23
    ("money-left-total", "Tom had $30. He bought 2 apples for $7. How much money does he have left?", "23"),
    # 20 - 5 = 15
    ("money-spent-on", "Tom had $20. He spent $5 on apples. How much money does he have left?", "15"),
    # 60 - 8 + 5 = 57
    ("money-spent-earned", "Sara had $60. She spent $8. Then she earned $5. How much money does she have now?", "57"),
    # 5 + 3 = 8
    ("money-spent-two", "Tom spent $5 on apples and $3 on hats. How much did he spend in all?", "8"),
    # $6 an hour for 4 hours: 24
    ("money-per-hour", "Mary earns $6 per hour. How much will she earn in 4 hours?", "24"),
    # what he earns does not depend on what he spends: 5 x 3 = 15
    ("money-earn-if-spends", "Tom earns $5 per hour. How much will he earn in 3 hours if he spends $1?", "15"),
    # 20 + 5 = 25
    ("money-more-than", "Tom has $20. Sam has $5 more than Tom. How much money does Sam have?", "25"),
    # 50 - 6 = 44
    ("money-less-than", "Mary has $50. Joan has $6 less than Mary. How much money does Joan have?", "44"),
    # $5 is 500 cents: 20 + 500 = 520
    ("cents-dollars-more", "Tom has 20 cents. Sam has $5 more than Tom. How many cents does Sam have?", "520"),
    # $20 is 2000 cents: 2000 + 5 = 2005
    ("dollars-cents-more", "Tom has $20. Sam has 5 more cents than Tom. How many cents does Sam have?", "2005"),
    # 3 x 25 cents = 75 cents
    ("cents-price", "A book costs 25 cents. How much do 3 books cost?", "75", "cents"),
    # 200 - 25 = 175
    ("cents-left", "Tom had 200 cents. He spent 25 cents. How many cents does he have left?", "175"),
    # coins with no money amount: 3 + 5 = 8 coins
    ("coins-only", "Tom had 3 quarters. He found 5 dimes. How many coins does he have?", "8"),
    # 5 + 3 = 8 dimes
    ("dimes-found", "Tom has 5 dimes. He found 3 dimes. How many dimes does he have?", "8"),
    # 3 x 5 = 15
    ("rate-a-day", "Tom picks 3 apples a day. How many apples will he pick in 5 days?", "15"),
    # 6 boxes x 3 = 18
    ("rate-each-box", "Tom has 6 boxes. Each box has 3 apples. How many apples does he have?", "18"),
    # 24 / 3 = 8 bags
    ("rate-bags-of", "Tom has 24 apples. He puts them into bags of 3. How many bags does he fill?", "8"),
    # 36 / 4 = 9
    ("rate-shared-among", "Mary has 36 cards. She shares them equally among 4 friends. How many cards does each "
                          "friend get?", "9"),
    # 3 people x 4 = 12
    ("rate-three-each", "Tom, Sam and Ann have 4 marbles each. How many marbles do they have in all?", "12"),
    # 2 x 4 = 8
    ("rate-two-each", "Tom and Sam have 4 marbles each. How many marbles do they have in all?", "8"),
    # 24 + 3 = 27
    ("cmp-more", "Tom has 24 apples. Sam has 3 more apples than Tom. How many apples does Sam have?", "27"),
    # 36 - 4 = 32
    ("cmp-fewer", "Mary has 36 cards. Joan has 4 fewer cards than Mary. How many cards does Joan have?", "32"),
    # reversed: Tom has 3 fewer than Sam, so Sam has 24 + 3 = 27
    ("cmp-reverse-fewer", "Tom has 24 apples. Tom has 3 fewer apples than Sam. How many apples does Sam have?",
     "27"),
    # reversed: Tom has 3 more than Sam, so Sam has 24 - 3 = 21
    ("cmp-reverse-more", "Tom has 24 apples. Tom has 3 more apples than Sam. How many apples does Sam have?", "21"),
    # comparison before its base: 40 + 5 = 45
    ("cmp-base-after", "Sam has 5 more cards than Tom. Tom has 40 cards. How many cards does Sam have?", "45"),
    # 2 x 18 = 36
    ("cmp-twice", "Tom has 18 apples. Sam has twice as many apples as Tom. How many apples does Sam have?", "36"),
    # 18 / 2 = 9
    ("cmp-half", "Tom has 18 apples. Sam has half as many apples as Tom. How many apples does Sam have?", "9"),
    # chained: Sam 24 + 3 = 27, Ann 27 - 6 = 21
    ("cmp-chain-three", "Tom has 24 apples. Sam has 3 more apples than Tom. Ann has 6 fewer apples than Sam. "
                        "How many apples does Ann have?", "21"),
    # 24 + 27 + 21 = 72
    ("cmp-chain-total", "Tom has 24 apples. Sam has 3 more apples than Tom. Ann has 6 fewer apples than Sam. "
                        "How many apples do they have in all?", "72"),
    # 24 + 3 = 27 apples: Tom's later purchase does not change Sam
    ("cmp-then-base-changes", "Tom has 24 apples. Sam has 3 more apples than Tom. Tom buys 6 more apples. "
                              "How many apples does Sam have?", "27"),
    # 40 - 8 = 32
    ("cmp-how-many-more", "Tom has 40 cards. Sam has 8 cards. How many more cards does Tom have than Sam?", "32"),
    # 40 + 8 = 48
    ("cmp-in-all", "Tom has 40 cards. Sam has 8 cards. How many cards do they have in all?", "48"),
]

REFUSED = [
    # $2 may be held in dimes: how many dimes is not told
    ("dimes-after-dollars", "Tom had $2. He found 5 dimes. How many dimes does he have?", "unit_mismatch"),
    ("dimes-after-cents", "Tom had 200 cents. He found 5 dimes. How many dimes does he have?", "unit_mismatch"),
    ("coins-after-dollars", "Tom had $2. He found 5 dimes. How many coins does he have?", "unit_mismatch"),
    ("quarters-after-spend", "Tom has 3 quarters. He spent 50 cents. How many quarters does he have?",
     "unit_mismatch"),
    ("dimes-spent-dollar", "Tom has 5 dimes. He spent $1 on candy. How many dimes does he have left?",
     "unit_mismatch"),
    # spending 3 dollars may take 3 of the bills
    ("bills-after-spend", "Tom has 8 dollar bills. He spent 3 dollars. How many dollar bills does he have?",
     "unit_mismatch"),
    # money asked in a text that counts coins (v6) still refuses
    ("money-of-coins", "Tom had 3 quarters. He found 5 dimes. How much money does he have?", "unit_mismatch"),
    # unevenly shared: refuses
    ("share-uneven", "Tom has 25 apples. He shares them equally among 4 friends. How many apples does each friend "
                     "get?"),
    # the fewer one asked as having more
    ("cmp-negative", "Tom has 3 apples. Sam has 24 apples. How many more apples does Tom have?"),
    # a comparison with no base number
    ("cmp-no-base", "Tom has 3 more apples than Sam. How many apples does Sam have?"),
    # a comparison with a third person never counted
    ("cmp-unknown-base", "Tom has 24 apples. Sam has 3 more apples than Ann. How many apples does Sam have?"),
    # more than two people at once: not read
    ("cmp-two-bases", "Tom has 24 apples. Sam has 3 more apples than Tom and Ann. How many apples does Sam have?"),
    # a price with no amount: how much is unknown
    ("tip-unstated", "Tom's meal cost $20. He left a tip. How much did he pay in all?"),
    # cents and dollars spent, asked without a unit: which unit? (v12, ADR 0230: cents alone answer in cents)
    ("cents-each-money", "Tom bought 3 apples for 25 cents each and a pear for $1. How much did he spend?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
