"""Reader v14 (ADR 0282): unit prices told of a container of things or per one thing (thing_prices.py), what a
purchase of N priced things costs asked through the buyer or ``it`` (purchase_costs.py), a fraction of a holding
eaten, given, sold or lost (fraction_parts.py), and ages told as ``half his age`` / ``N years older than him``
(age_multiples.py).

Every answer is worked out by hand from the text; the near misses (a price of another thing than asked, two
prices, a fraction of something not held, a fraction that leaves a part of a thing, ``half as many … as``
beside ``half of``, a story with more than prices) must refuse or keep their earlier reading.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- prices --
    # a pack of gum is $2; 7 packs: 7 × 2 = 14
    ("pack-of-gum", "A pack of gum costs $2. How much do 7 packs cost?", "14", "dollars"),
    ("pack-of-gum-named", "A pack of gum costs $2. How much do 7 packs of gum cost?", "14", "dollars"),
    # each box of crayons $3; 4 boxes: 12
    ("each-box-of", "Each box of crayons costs $3. How much would 4 boxes cost?", "12", "dollars"),
    ("box-of-is", "A box of crayons is $3. How much do 4 boxes of crayons cost?", "12", "dollars"),
    # per pack: gum at $2 a pack; 5 packs of gum: 10
    ("per-container", "Gum costs $2 per pack. How much do 5 packs of gum cost?", "10", "dollars"),
    # one pencil 50 cents; 7 pencils: 350 cents
    ("one-pencil-cents", "One pencil costs 50 cents. How much do 7 pencils cost?", "350", "cents"),
    ("one-pencil-dollars", "One pencil costs $3. How much would 6 pencils cost?", "18", "dollars"),
    # are $2 each: 7 × 2
    ("are-each", "Apples are $2 each. How much do 7 apples cost?", "14", "dollars"),
    ("the-are-each", "The oranges were $4 each. How much do 3 oranges cost?", "12", "dollars"),
    # $2 per apple: 9 × 2 = 18
    ("per-same", "Apples cost $2 per apple. How much do 9 apples cost?", "18", "dollars"),
    # question through the buyer: 7 × 2
    ("need-to-buy", "An apple costs $2. How much money does Sam need to buy 7 apples?", "14", "dollars"),
    ("need-to-buy-pronoun", "A pack of gum costs $2. How much money does she need to buy 7 packs?", "14", "dollars"),
    ("would-need", "Pencils cost $2 each. How much money would Tom need to buy 8 pencils?", "16", "dollars"),
    ("it-cost-to-buy", "Pencils cost $2 each. How much would it cost to buy 7 pencils?", "14", "dollars"),
    ("it-cost-him", "A kite costs $6. How much would it cost him to buy 3 kites?", "18", "dollars"),
    ("spend-on", "Sam went to the store. An apple costs $2. How much did Sam spend on 7 apples?", "14", "dollars"),
    # 50 cents × 7 = 350 cents (the text counts money in cents)
    ("spend-on-cents", "An apple costs 50 cents. How much did she spend on 7 apples?", "350", "cents"),
    # two prices, the asked one used: apples 7 × 2
    ("two-things-one-asked", "An apple costs $2. A pear costs $3. How much money does Sam need to buy 7 apples?",
     "14", "dollars"),
    # -- a fraction of a holding --
    # 12 − 12/2 = 6
    ("ate-half", "Sam had 12 apples. He ate half of them. How many apples does Sam have left?", "6", "apples"),
    ("ate-half-asked", "Sam had 12 apples. He ate half of them. How many apples did Sam eat?", "6", "apples"),
    ("gave-half-his", "Sam had 12 apples. He gave half of his apples to Tom. How many apples does Sam have left?",
     "6", "apples"),
    ("half-no-of", "Sam had 12 apples. He ate half the apples. How many apples does Sam have left?", "6", "apples"),
    # 12 − 12/4 = 9
    ("sold-quarter", "Ann had 12 cookies. She sold a quarter of them. How many cookies does she have now?", "9",
     "cookies"),
    ("lost-one-fourth", "Ann had 20 marbles. She lost one fourth of the marbles. How many marbles does Ann have?",
     "15", "marbles"),
    # Tom 3 + 12/3 = 7
    ("third-to-tom", "Sam had 12 apples. Tom had 3 apples. Sam gave a third of his apples to Tom. How many apples "
     "does Tom have?", "7", "apples"),
    # 12 − 2 = 10, half of 10 = 5 eaten: 5 left
    ("half-after-eating", "Sam had 12 apples. He ate 2 apples. Then he ate half of them. How many apples does Sam "
     "have left?", "5", "apples"),
    # 12/2 = 6, + 4 bought = 10
    ("half-then-buy", "Sam had 12 apples. He ate half of them. He bought 4 apples. How many apples does Sam have?",
     "10", "apples"),
    # 30 × 2/3 = 20 given: 10 left
    ("two-thirds", "Ann had 30 stickers. She gave two thirds of her stickers to Tom. How many stickers does Ann have "
     "left?", "10", "stickers"),
    # half as many … as is the old multiplicative comparison: 12 × 1/2 = 6
    ("half-as-many", "Sam has 12 apples. Tom has half as many apples as Sam. How many apples does Tom have?", "6",
     "apples"),
    # -- ages --
    ("half-his-age", "Tom is 12 years old. His sister is half his age. How old is his sister?", "6", "years"),
    ("half-his-age-named", "Tom is 12 years old. His sister is half his age. How old is Tom's sister?", "6", "years"),
    ("twice-her-age", "Ann is 9 years old. Her mother is 4 times her age. How old is her mother?", "36", "years"),
    ("twice-name-age", "Tom is 12 years old. His father is twice Tom's age. How old is his father?", "24", "years"),
    ("years-older-him", "Tom is 12 years old. His sister is 3 years older than him. How old is his sister?", "15",
     "years"),
    ("years-younger-him", "Tom is 12 years old. His sister is 3 years younger than him. How old is his sister?", "9",
     "years"),
    ("years-younger-name", "Tom is 12 years old. Ann is 5 years younger than Tom. How old is Ann?", "7", "years"),
    ("years-older-she-is", "Ann is 10 years old. Her brother is 4 years older than she is. How old is her brother?",
     "14", "years"),
    ("asks-the-first", "Tom is 12 years old. His sister is 3 years older than him. How old is Tom?", "12", "years"),
]

REFUSED = [
    # -- prices --
    # a price of gum packs, packs of cards asked
    ("other-container-things", "A pack of gum costs $2. How much do 7 packs of cards cost?", "ambiguous_reference"),
    # two prices for one unit
    ("two-pack-prices", "A pack of gum costs $2. A pack of cards costs $3. How much do 7 packs cost?"),
    # a price for pencils, pens asked
    ("other-thing-asked", "Pencils cost $2 each. How much do 7 pens cost?"),
    ("need-other-thing", "An apple costs $2. How much money does Sam need to buy 7 pears?"),
    # a price per pound, things counted
    ("per-pound", "Apples cost $2 per pound. How much do 7 apples cost?"),
    # a box with contents is not a price of the box's things
    ("box-of-n", "A box of 12 crayons costs $3. How much do 4 crayons cost?"),
    # money held: 'need' could mean 'need more'
    ("need-with-money", "Sam has $20. An apple costs $2. How much money does Sam need to buy 7 apples?"),
    # a purchase already told
    ("need-after-purchase", "Sam bought 3 apples. An apple costs $2. How much money does Sam need to buy 7 apples?"),
    # a modifier the price does not have
    ("need-red", "An apple costs $2. How much money does Sam need to buy 7 red apples?"),
    # -- a fraction of a holding --
    # half of 7 apples is not a whole number of apples
    ("half-of-seven", "Sam had 7 apples. He ate half of them. How many apples does Sam have left?", "fractional_count"),
    ("third-of-ten", "Ann had 10 cards. She gave a third of her cards to Tom. How many cards does Ann have?",
     "fractional_count"),
    # the fraction of something not held
    ("half-not-held", "Tom ate half of the apples. How many apples does Tom have?", "unknown_quantity"),
    ("half-of-pears", "Sam had 12 apples. He ate half of the pears. How many apples does Sam have?"),
    # a gain of a fraction: of whose?
    ("bought-half", "Sam had 12 apples. He bought half of them. How many apples does he have?"),
    # two holders of apples: half of whose?
    ("half-two-holders", "Sam had 12 apples. Tom has 4 apples. Tom ate half of them. How many apples does Sam have?"),
    # 'them' with two kinds in play
    ("half-two-kinds", "Sam had 12 apples and 6 pears. He ate half of them. How many apples does Sam have left?"),
    # half of one thing, not of a holding
    ("half-of-a", "Sam had 12 apples. He ate half of an apple. How many apples does Sam have left?"),
    # -- ages --
    ("half-age-odd", "Tom is 7 years old. His sister is half his age. How old is his sister?", "fractional_count"),
    ("younger-below-zero", "Tom is 2 years old. Ann is 3 years younger than Tom. How old is Ann?", "contradiction"),
    ("her-age-of-tom", "Tom is 12 years old. His sister is half her age. How old is his sister?", "ambiguous_reference"),
    # v15 (ADR 0316): read by age_stories.py after age_multiples refuses it; 'his sister' in the question could be
    # Tom's or Sam's (and Sam's age is told nowhere)
    ("older-than-other", "Tom is 12 years old. His sister is 3 years older than Sam. How old is his sister?",
     "ambiguous_reference"),
    ("times-older", "Ann is 12 years old. Her brother is 3 times older than her. How old is her brother?",
     "unsupported_form"),
    ("question-other-pronoun", "Tom is 12 years old. His sister is 3 years older than him. How old is her sister?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_counts():
    assert len(SOLVED) >= 25 and len(REFUSED) >= 15
