"""Reader v17 hunt h (ADR 0361): what the blind fresh_h set found, in minimal forms.

- A making verb (pack category ``construct``) whose things go into, onto or on a named thing refuses unless the
  question asks about that making (or about other things), held before or not: ``Olga has 45 buttons. She sews 14
  buttons onto a coat.`` — the buttons used up on the coat (31 left) or 14 new ones made there? v16 answered
  45 + 14 = 59 (reworked_things.py); so do pastries baked into a pie. Making at a place that is no goal of material
  (``knits 4 scarves at home``, ``bakes 2 cookies``) reads as before.
- A question closed by ``in <measure unit>`` (``How much do 3 notebooks cost in dollars?``, ``How much money does she
  have left in cents?``) names the answer's unit: a text refused as written is read again without it, and the answer
  stands only in that very unit (no conversion; ``in cents`` of dollars refuses), and never for a count noun (``in
  boxes`` is a place) or a stuff (answer_units.py).
- A fraction of the one count the first sentence told, opening the second sentence (``There were 36 birds in a tree.
  Two thirds of them flew away.``), is re-spelled as that count (``24 of them``) and read as such; a part that is
  no whole count, a first sentence with two numbers or an ``and``, ``the <other things>`` or a restricting phrase
  after them leave it as written, refused (fraction_subjects.py).
- ``How many <things> are left?`` after a story that only told one doer making, buying or picking them and then
  selling, eating or using some, nobody else touching them, is that doer's holding (made_left.py); another person
  with such things, a giving, a passive, a place or a loss first refuse as before.
- ``the same number of <things> as <someone>`` in a statement is re-spelled ``as many <things> as <someone>``
  (same_number.py) and reads as that does; without ``as`` it is left as written.
- ``A cake costs 12 dollars. Xavier has 7 dollars. How many more dollars does he need [to buy the cake]?`` is
  re-spelled ``Xavier wants to buy a cake that costs 12 dollars. …`` (price_goals.py) when the text names exactly one
  person, tells no other price, and the question names that thing or none; 12 − 7 = 5.
- ``How many more <X> than <Y> are in <the place>?`` is ``… does <the place> have?`` when the story told that place
  holding things (held_kinds.py): ``There are 13 boys and 27 girls in the choir.`` → 14.
- ``How many <things> were not <lost>?`` (sold, eaten, used …) is ``How many <things> are left?`` when every way
  the things went is that verb (not_lost.py); another loss beside it, or a giving, refuses.
- Count nouns ``storybook`` (a book), ``hiker``, ``runner`` (not ``bracelet``, ``sunflower``, ``bookmark``: the arc
  corpus's new words, left for the learning loop, ADR 0196).
- 110 common first names (55 f, 55 m; none a pack word, none unisex) join the pack's names: ``Cleo has 14 shells.
  Tom has some shells. Together they have 20 shells.`` reads (they = two named people), and a ``she`` between two
  such women refuses.

Every answer is worked out by hand from the text (the arithmetic is in the comment above each row).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # v20 (ADR 0453, eaten_from_stock.py): 40 − 12 = 28
    ("left-passive", "Tom made 40 muffins. 12 muffins were sold. How many muffins are left?", "28", "muffins"),
    # the question asks about the making itself: 14
    ("sewn-onto-event", "Olga has 45 buttons. She sews 14 buttons onto a coat. How many buttons did she sew?",
     "14", "buttons"),
    # pastries baked with no place are new (ADR 0331): 4 + 2 = 6
    ("baked-new", "Olga has 4 cookies. She bakes 2 cookies. How many cookies does she have?", "6", "cookies"),
    # made at a place that is no material's goal: new ones, 30 + 4 = 34
    ("knitted-at-home", "Rosa has 30 scarves. She knits 4 scarves at home. How many scarves does she have?",
     "34", "scarves"),
    # nothing held before the making: 14
    ("made-into-nothing-held", "Olga makes 14 necklaces at the fair. How many necklaces does Olga have?",
     "14", "necklaces"),
]

SOLVED += [
    # 2.50 × 3 = 7.50
    ("in-dollars-cost", "A notebook costs 2.50 dollars. How much do 3 notebooks cost in dollars?", "7.5", "dollars"),
    # 5 − 1.60 = 3.40
    ("in-dollars-left", "Nina had 5 dollars. She bought a juice for 1.60 dollars. How much money does she have left "
     "in dollars?", "3.4", "dollars"),
    # 4 × 2.10 = 8.40
    ("in-dollars-pay", "Ted buys 4 pens at $2.10 each. How much does he pay in dollars?", "8.4", "dollars"),
    # 7 dimes = 70 cents
    ("in-cents-coins", "Sam has 7 dimes. How much money does Sam have in cents?", "70", "cents"),
    # 7 dimes = 0.70 dollars
    ("in-dollars-coins", "Sam has 7 dimes. How much money does Sam have in dollars?", "0.7", "dollars"),
    # 3 − 1 = 2
    ("in-pounds-left", "Jo has 3 pounds of flour. She uses 1 pound. How much flour is left in pounds?", "2", "pounds"),
    # 20 × 5 = 100
    ("in-weeks-in-dollars", "Emma saves 20 dollars each week. How much will she save in 5 weeks in dollars?",
     "100", "dollars"),
    # 16 / 8 = 2 (the blind key said 8: fixed)
    ("in-dollars-each", "Henry bought 8 bags of chips for 16 dollars. How much did each bag cost in dollars?",
     "2", "dollars"),
]

SOLVED += [
    # 36 × 2/3 = 24 flew away; 36 − 24 = 12
    ("frac-subject-flew", "There were 36 birds in a tree. Two thirds of them flew away. How many birds are left in "
     "the tree?", "12", "birds"),
    # 36 × 1/2 = 18; 36 − 18 = 18
    ("frac-subject-half-the", "There were 36 birds in a tree. Half the birds flew away. How many birds are left in "
     "the tree?", "18", "birds"),
    # 80 × 1/4 = 20 blue
    ("frac-subject-kind", "A store has 80 shirts. One quarter of the shirts are blue. How many shirts are blue?",
     "20", "shirts"),
    # 80 − 20 = 60 not blue
    ("frac-subject-kind-not", "A store has 80 shirts. One quarter of the shirts are blue. How many shirts are not "
     "blue?", "60", "shirts"),
    # 30 × 1/3 = 10 eaten; 30 − 10 = 20
    ("frac-subject-eaten", "Tom had 30 apples. A third of them were eaten. How many apples does Tom have now?",
     "20", "apples"),
    # 40 × 3/4 = 30 went home; 40 − 30 = 10
    ("frac-subject-went-home", "There are 40 children in the park. Three quarters of them went home. How many "
     "children are in the park now?", "10", "children"),
]

SOLVED += [
    # 14 + x = 20: x = 6
    ("names-together-they", "Cleo has 14 shells. Tom has some shells. Together they have 20 shells. How many shells "
     "does Tom have?", "6", "shells"),
    # 12 − 5 = 7
    ("names-she", "Greta had 12 shells. She gave 5 shells to Theo. How many shells does Greta have now?", "7", "shells"),
]

SOLVED += [
    # 40 − 12 = 28
    ("left-after-making", "A baker made 40 muffins. He sold 12 muffins. How many muffins are left?", "28", "muffins"),
    # 24 − 5 = 19
    ("left-after-buying", "Mom bought 24 eggs. She used 5 eggs. How many eggs are left?", "19", "eggs"),
    # 30 + 10 − 12 − 3 = 25
    ("left-after-gains", "Tom picked 30 apples. He picked 10 more apples. He ate 12 apples and sold 3 apples. "
     "How many apples are left?", "25", "apples"),
]

SOLVED += [
    # as many as Ann: 12
    ("same-number", "Ann has 12 stickers. Ben has the same number of stickers as Ann. How many stickers does Ben "
     "have?", "12", "stickers"),
    # 12 + 12 = 24
    ("same-number-total", "Ann has 12 stickers. Ben has the same number of stickers as Ann. How many stickers do "
     "they have in all?", "24", "stickers"),
    # 12 + 5 = 17
    ("same-number-then-more", "Ann has 12 stickers. Ben has the same number of stickers as Ann. Ben buys 5 more "
     "stickers. How many stickers does Ben have now?", "17", "stickers"),
]

SOLVED += [
    # 12 − 7 = 5
    ("price-goal", "A cake costs 12 dollars. Xavier has 7 dollars. How many more dollars does he need to buy the "
     "cake?", "5", "dollars"),
    # 12.50 − 7.25 = 5.25
    ("price-goal-cents", "A cake costs $12.50. Xavier has $7.25. How much more money does Xavier need to buy it?",
     "5.25", "dollars"),
    # 120 − (45 + 30) = 45
    ("price-goal-gift", "A bike costs $120. Sam has $45. His dad gives him $30. How much more money does Sam need to "
     "buy the bike?", "45", "dollars"),
]

SOLVED += [
    # 27 − 13 = 14
    ("than-in-place", "There are 13 boys and 27 girls in the choir. How many more girls than boys are in the choir?",
     "14", "girls"),
    # 96 − 91 = 5 ("a school", then "the school")
    ("than-in-a-place", "There are 96 boys and 91 girls in a school. How many more boys than girls are in the "
     "school?", "5", "boys"),
    # the band's girls are not the choir's: 27 − 13 = 14
    ("than-in-place-other-place", "There are 13 boys and 27 girls in the choir. There are 20 girls in the band. How "
     "many more girls than boys are in the choir?", "14", "girls"),
]

SOLVED += [
    # 38 + 24 = 62 books (storybooks and novels are books)
    ("vocab-storybooks", "Tom has 38 storybooks and 24 novels. How many books does Tom have?", "62", "books"),
    ("vocab-storybooks-library", "A school library has 38 storybooks and 24 science books. How many books does the "
     "library have?", "62", "books"),
]

REFUSED = [
    # not sold includes the eaten ones, left does not
    ("not-sold-and-eaten", "A baker made 40 muffins. He sold 12 of them. He ate 5 muffins. How many muffins were not "
     "sold?"),
    # nothing was sold: the question's verb never happened to them
    ("not-sold-only-eaten", "Tom had 30 apples. He ate 12 apples. How many apples were not sold?"),
    ("not-sold-given", "Tom had 30 apples. He sold 12 apples. He gave 3 apples to Ann. How many apples were not sold?"),
    # storybooks are not comics
    ("vocab-storybooks-comics", "Tom has 38 storybooks and 24 novels. How many comics does Tom have?"),
    # a place never told to hold anything
    ("than-in-other-place", "There are 13 boys and 27 girls in the choir. How many more girls than boys are in the "
     "band?"),
    # no absolute value guessed
    ("than-in-place-negative", "There are 30 boys and 27 girls in the choir. How many more girls than boys are in the "
     "choir?"),
    # more money than the price: nothing is needed
    ("price-goal-surplus", "A cake costs 12 dollars. Xavier has 15 dollars. How many more dollars does he need to buy "
     "the cake?"),
    # two people: who buys?
    ("price-goal-two-people", "A cake costs 12 dollars. Xavier has 7 dollars. Ann has 3 dollars. How many more dollars "
     "does he need to buy the cake?"),
    # another thing asked
    ("price-goal-other-thing", "A cake costs 12 dollars. Xavier has 7 dollars. How many more dollars does he need to "
     "buy the pie?"),
    # two prices: which goal?
    ("price-goal-two-prices", "A cake costs 12 dollars. A pie costs 5 dollars. Xavier has 7 dollars. How many more "
     "dollars does he need?"),
    # Cal's count is never told
    ("same-number-untold", "Ann has 12 stickers. Ben has the same number of stickers as Cal. How many stickers does "
     "Ben have?"),
    # Ann's pens are never told
    ("same-number-other-things", "Ann has 12 stickers. Ben has the same number of pens as Ann. How many pens does "
     "Ben have?"),
    # Ann's red ones are never told
    ("same-number-kind", "Ann has 12 stickers. Ben has the same number of red stickers as Ann. How many stickers "
     "does Ben have?"),
    # no "as": the same as what?
    ("same-number-no-as", "Ann picked 45 apples on Monday and the same number on Tuesday. How many apples did she "
     "pick?"),
    # another picker: whose are left?
    ("left-two-pickers", "Tom picked 40 apples. Ann picked 10 apples. He ate 12 apples. How many apples are left?"),
    # no doer of the sale
    # v20 (ADR 0453): a doerless sale is the one stock's (SOLVED: 40 − 12 = 28); beside a second maker it still refuses
    ("left-passive", "Tom made 40 muffins. Ann made 10 muffins. 12 muffins were sold. How many muffins are left?"),
    # nothing gained first: what was there?
    ("left-loss-only", "Tom sold 12 muffins. How many muffins are left?"),
    # more sold than made
    ("left-negative", "Tom made 40 muffins. He sold 52 muffins. How many muffins are left?"),
    # she: Cleo or Ema?
    ("names-two-women", "Cleo met Ema at the park. She had 9 kites and gave 3 kites to her. How many kites does Cleo "
     "have now?"),
    # 35 × 1/2 is no count of birds
    ("frac-subject-half-odd", "There were 35 birds in a tree. Half of them flew away. How many birds are left in the "
     "tree?"),
    ("frac-subject-third-odd", "There were 35 birds in a tree. Two thirds of them flew away. How many birds are left in "
     "the tree?"),
    # half of what: the apples, or the two people?
    ("frac-subject-pair", "Tom and Ann had 30 apples. Half of them were rotten. How many apples were not rotten?"),
    # the store's apples, whose count is never told
    ("frac-subject-restricted", "Tom has 30 apples. Half of the apples in the store are red. How many apples are "
     "red?"),
    # two counts told: of which?
    ("frac-subject-two-counts", "Tom had 30 apples and 20 pears. Half of them were rotten. How many apples were not "
     "rotten?"),
    # other things than the ones counted
    ("frac-subject-other-things", "Tom had 30 apples. Half of the pears were rotten. How many pears were not "
     "rotten?"),

    # no conversion is guessed: dollars asked in cents, cents asked in dollars
    ("in-cents-of-dollars", "Nina had 5 dollars. She bought a juice for 1.60 dollars. How much money does she have "
     "left in cents?"),
    ("in-dollars-of-cents", "Ted buys 4 pens at 210 cents each. How much does he pay in dollars?"),
    # the answer's unit is not the unit named
    ("count-in-dollars", "Ted buys 4 pens at 2.10 dollars each. How many pens does he buy in dollars?"),
    ("in-weeks", "Emma saves 20 dollars each week. How much will she save in weeks?"),
    # a count noun closing the question is a place, not a unit
    ("in-boxes", "Tom has 12 apples. He eats 3 apples. How many apples does he have in boxes?"),
    # what was refused without the phrase stays refused
    ("in-dollars-negative", "Una had 5.30 dollars. She spent 6.25 dollars on lunch. How much money did she have left "
     "in dollars?"),

    ("sewn-onto-held", "Olga has 45 buttons. She sews 14 buttons onto a coat. How many buttons does she have left?"),
    ("sewn-on-held", "Olga has 45 buttons. She sews 14 buttons on a coat. How many buttons does she have now?"),
    ("made-into-held", "Olga has 4 beads. She makes 2 beads into a ring. How many beads does she have?"),
    ("built-into-held", "Olga has 45 blocks. She builds 14 blocks into a tower. How many blocks does she have left?"),
    # at a named thing, even pastries may be the ones she had (baked into a pie)
    ("baked-into-held", "Olga has 4 cookies. She bakes 2 cookies into a pie. How many cookies does she have?"),
    # nothing held before does not settle it either: beads made, or used up in the necklace? (v16: 5)
    ("made-into-nothing-held", "Lucy makes 5 beads into a necklace. How many beads does Lucy have left?"),
    ("sewn-on-nothing-held", "Max sews 19 buttons on a shirt. How many buttons does Max have?"),
    ("built-into-given", "Ben gave Olga 45 bricks. She builds 14 bricks into a wall. "
     "How many bricks does she have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
