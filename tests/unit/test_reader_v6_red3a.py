"""Reader v6 red team 3a (variants of problems the reader solves): short problems written as near variants
of the corpus forms the base pack already reads — other numbers, names, genders, holders, verbs, a distractor
— each a wrong answer the reader gave before its fix (or a near-miss of one). Every expected answer is worked
out by hand (arithmetic in the comment); every refusal names the reason the policy predicts.
"""
from __future__ import annotations

from core.packs import load_pack


from reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    # (form, problem, answer)
    ("giving all of one's own things",  # Ann's 10 all go to Tom, who had 3 (ADR 0108: a start is said)
     "Ann has 10 apples. Tom has 3 apples. She gave all of her apples to Tom. How many apples does Tom have?",
     "13"),
    ("giving all of his own things, 'he' the one male",  # 4 + 4
     "Bridget has 4 Skittles. Henry has 4 Skittles. If he gives all of his Skittles to Bridget, "
     "how many Skittles will Bridget have?", "8"),
    ("giving a part of one's own things",  # 10 - 3
     "Sam has 10 apples. Ann has 5 apples. Sam gave 3 of his apples to Tom. How many apples does Sam have?", "7"),
    ("spending beside a gain that is no purchase",  # 3 × 2 = 6; eating costs nothing
     "Sam bought 3 pens for $2 each. He ate 2 apples. How much money did he spend in all?", "6"),
    ("spending beside another person's unpriced purchase",  # Sam's 3 × 2 = 6; Tom's pencils are Tom's
     "Sam bought 3 pens for $2 each. Tom bought 4 pencils. How much money did Sam spend in all?", "6"),
    ("spending beside a thing got by a verb never paid with",  # 6.50 + 4.25; 'found' is not read as buying
     "Ann spent $6.50 on a doll , and a ball cost her $4.25 . She found a dollar bill . "
     "What was the total cost of Ann 's purchases ?", "10.75"),
    ("spending, another person's money in no unit",  # Sam's 5; Tom's spending is Tom's
     "Sam spent $5 on a pen. Tom spent some money on a book. How much money did Sam spend?", "5"),
    ("spending over two priced purchases",  # 3 × 8 + 2 × 3 = 30
     "Mrs. Hilt bought 3 pizzas for $8 each. She bought 2 cakes for $3 each. How much did she pay in all?", "30"),
    ("a price told at the time it is used",  # 5 × 5 = 25
     "Each pen cost $5 yesterday. Sam bought 5 pens yesterday. How much did he spend?", "25"),
    ("a price with no time, asked at a time",  # 5 × 5 = 25
     "Each pen costs $5. How much did 5 pens cost yesterday?", "25"),
]

REFUSED = [
    # (form, problem, reason)
    ("giving all of someone else's things",  # her = Bridget's 5, not Henry's 4
     "Henry has 4 Skittles. Bridget has 5 Skittles. Henry gives all of her Skittles to Tom. "
     "How many Skittles does Tom have?", "unsupported_form"),
    ("giving a part of someone else's things",  # Ann's 5 - 3 = 2, not 5
     "Sam has 10 apples. Ann has 5 apples. Sam gave 3 of her apples to Tom. How many apples does Ann have?",
     "unsupported_form"),
    ("'she' giving all of 'his' things",  # Sam's 4, not Ann's 10
     "Ann has 10 apples. Sam has 4 apples. She gave all of his apples to Tom. How many apples does Tom have?",
     "unsupported_form"),
    ("putting someone else's things in a place",  # Ann's apples go in, not Sam's
     "Sam has 10 apples. Ann has 5 apples. Sam put 3 of her apples in the basket. How many apples does Ann have?",
     "unsupported_form"),
    ("spending beside a purchase with no price",  # 24 for the pizzas + the cakes' untold price
     "Mrs. Hilt bought 3 pizzas for $8 each. She bought 2 cakes. How much did she pay in all?", "ambiguous_reference"),
    ("spending, the unpriced purchase told first",  # the cakes' price is untold
     "Mrs. Hilt bought 2 cakes. She bought 3 pizzas for $8 each. How much did she spend?", "ambiguous_reference"),
    ("spending beside a bought thing of no price",  # 2 + the book's untold price
     "Sam bought a pen for $2. He bought a book. How much money did he spend?", "ambiguous_reference"),
    ("spending beside money spent in no unit",  # 5 + the untold 'some money'
     "Sam spent $5 on a pen. He spent some money on a book. How much money did he spend?", "ambiguous_reference"),
    ("money held beside money spent in no unit",  # 20 - 5 - the untold 'some money'
     "Sam had $20. He spent $5 on a pen. He spent some money on a book. How much money does he have?",
     "unit_mismatch"),
    ("a price told at one time, asked at another",  # yesterday's $5 says nothing of today's price
     "Each pen cost $5 yesterday. How much do 5 pens cost today?", "ambiguous_reference"),
    ("a price told on one day, asked on another",
     "On Monday each bottle cap cost $5. How much do 4 bottle caps cost on Tuesday?", "ambiguous_reference"),
    ("a price told on one day, the purchase on another",  # Tuesday's price is never told
     "Each pen costs $5 on Monday. Sam bought 5 pens on Tuesday. How much did he spend?", "ambiguous_reference"),
]


test_solved = solved_cases(SOLVED, PACK)


test_refused = refused_cases(REFUSED, PACK)
