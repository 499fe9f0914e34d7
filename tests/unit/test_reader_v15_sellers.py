"""Reader v15 (ADR 0311): a purchase from no told seller beside a maker or a role asked about refuses
(bought_from_holder.py).

``A baker made 30 muffins. Sam bought 10 muffins. How many muffins does the baker have left?`` answered 30: the
purchase was read as a gain from nowhere. The baker is the one seller the story names (20), or Sam bought them
elsewhere (30). A plain holder is no seller (the lane grammar's ``buys``), and a told seller reads.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the sale told by the maker: 30 - 10 = 20
    ("sold-to", "Ann baked 30 muffins. She sold 10 muffins to Sam. How many muffins does Ann have left?", "20",
     "muffins"),
    # a plain holder is no seller (lane grammar): Ann keeps 30
    ("plain-holder", "Ann has 30 muffins. Sam bought 10 muffins. How many muffins does Ann have?", "30", "muffins"),
    # a total with a plain holder (lane grammar): 30 + 10 = 40
    ("total-plain", "Ann has 30 muffins. Sam bought 10 muffins. How many muffins do they have in all?", "40",
     "muffins"),
    # the buyer asked about: 10
    ("buyer-asked", "Ann baked 30 muffins. Sam bought 10 muffins. How many muffins does Sam have?", "10", "muffins"),
    # the purchase before the baking: not of her muffins, 30
    ("bought-before", "Sam bought 10 muffins. Ann baked 30 muffins. How many muffins does Ann have?", "30", "muffins"),
    # another kind bought: 30 muffins stay
    ("other-kind", "Ann baked 30 muffins. Sam bought 10 apples. How many muffins does Ann have?", "30", "muffins"),
    # the taker told (took: from the one holder), 30 - 10 = 20
    ("took", "Ann has 30 muffins. Sam took 10 muffins. How many muffins does Ann have now?", "20", "muffins"),
]

REFUSED = [
    # from the baker (20) or elsewhere (30)?
    ("baker-made", "A baker made 30 muffins. Sam bought 10 muffins. How many muffins does the baker have left?",
     "ambiguous_reference"),
    ("ann-baked", "Ann baked 30 muffins. Sam bought 10 muffins. How many muffins does Ann have left?",
     "ambiguous_reference"),
    ("farmer-picked", "The farmer picked 30 apples. Sam bought 10 apples. How many apples does the farmer have left?",
     "ambiguous_reference"),
    ("neighbor-bought", "Ann grew 30 tomatoes. Her neighbor bought 12 tomatoes. How many tomatoes does Ann have now?",
     "ambiguous_reference"),
    ("purchased", "Tom made 24 kites. Mia purchased 5 kites. How many kites does Tom have now?",
     "ambiguous_reference"),
    # a total: 40 if bought elsewhere, 30 if from Ann
    ("total-maker", "Ann baked 30 muffins. Sam bought 10 muffins. How many muffins do they have in all?",
     "ambiguous_reference"),
    ("total-role", "The farmer had 22 kites. A customer bought 4 kites. How many kites do they have in all?",
     "ambiguous_reference"),
    # a role holding the things: the store's or not?
    ("baker-has", "The baker has 30 muffins. Sam bought 10 muffins. How many muffins does the baker have?",
     "ambiguous_reference"),
    ("customers-bought", "A baker made 30 muffins. The customers bought 10 muffins. How many muffins does the baker "
     "have left?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
