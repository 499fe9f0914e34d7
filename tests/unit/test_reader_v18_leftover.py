"""Reader v18 (ADR 0392): words left after a complete clause that count its amount again.

1. ``<verb> N <things> on|for each of [det] M <periods|people|things>`` (each_of_counts.py): N × M in all, the
   clause re-spelled with the total (``Ann bought 3 apples on each of 4 days.`` = bought 12 apples).
2. ``<subject> uses N <things> for|on each <thing>`` with the one making of M of those things by the same maker
   (use_per_made.py): the use is N × M (``A baker uses 2 cups of flour for each cake. He bakes 12 cakes.``).
3. A rate of a substance (unit_rates.py, solver ``rate_times``): ``Theo's dog eats 2 cups of food a day. How many
   cups does it eat in 3 days?``; a rate question beside another act of the same verb and things refuses.
4. A closing ``each`` after counted containers with their contents (contents_each.py): ``Kim had 3 boxes of 24
   cookies each.`` / ``There are 5 boxes with 6 pens each.`` / ``… with 5 stickers in each.``
5. A price per thing told ``at $2 each`` / ``that cost 6 dollars each`` / ``for $2 a cup`` (priced_each.py): as
   ``for $2 each``.
6. A closing ``too`` after a clause's things (closing_too.py): ``Her brother collected 27 stamps too.``
7. A holding after an act (held_after_doing.py): ``Sam has 7 apples after eating 3 apples.``
8. A closing bare purpose (closing_purpose.py): ``Joan gathered 41 books to sell.`` / ``He used 12 eggs to bake.``
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack
from domain.reader import Solved, read

PACK = load_pack()

SOLVED = [
    # --- each_of_counts.py ---
    # 3 × 4
    ("each-of-days", "Ann bought 3 apples on each of 4 days. How many apples did Ann buy?", "12"),
    ("each-of-days-word", "Ann bought 3 apples on each of four days. How many apples did Ann buy?", "12"),
    ("each-of-the-days", "Ann bought 3 apples on each of the 4 days. How many apples did Ann buy?", "12"),
    ("each-of-weeks-for", "Tom saved 5 stickers for each of 3 weeks. How many stickers did Tom save?", "15"),
    # 3 × 4 for the friends (who holds them stays open, as before)
    ("each-of-friends", "Sam bought 3 apples for each of his 4 friends. How many apples did Sam buy?", "12"),
    ("each-of-cousins-bake", "Mia baked 6 cookies for each of her 5 cousins. How many cookies did Mia bake?", "30"),
    # 50 − 15 × 2
    ("each-of-games-spent", "Sam had 50 dollars. He spent 15 dollars on each of 2 games. How many dollars does he have left?",
     "20"),
    # 50 − 12.25 × 2
    ("each-of-cents", "Sam had $50. He spent $12.25 on each of 2 games. How much money does he have left?", "25.5"),
    ("each-of-paid", "Tom paid $5 for each of 3 books. How much did he pay?", "15"),
    # 20 − 3 × 4
    ("each-of-ate-left", "Ann had 20 apples. She ate 3 apples on each of 4 days. How many apples does Ann have left?",
     "8"),
    ("each-of-premise", "If Ann buys 3 apples on each of 4 days, how many apples does she buy?", "12"),
    # 4 × 5 + 7
    ("each-of-plus", "Ben picked 4 pears on each of 5 days. Then he picked 7 pears. How many pears did Ben pick?", "27"),
    # --- use_per_made.py ---
    # 2 × 12
    ("use-per-cake", "A baker uses 2 cups of flour for each cake. He bakes 12 cakes. How many cups of flour does he use?",
     "24"),
    ("use-per-cake-after", "A baker bakes 12 cakes. He uses 2 cups of flour for each cake. How many cups of flour does he use?",
     "24"),
    ("use-per-pitcher", "Anna is making lemonade. She uses 3 lemons for each pitcher. She makes 4 pitchers. "
     "How many lemons does she use?", "12"),
    ("use-making-asked", "A baker uses 2 cups of flour for each cake. He bakes 12 cakes. How many cakes does he bake?",
     "12"),
    ("use-on-each-name", "Tom uses 2 cups of flour on each cake. Tom bakes 12 cakes. How many cups of flour does Tom use?",
     "24"),
    ("use-it", "A machine uses 3 bolts for each toy. It makes 10 toys. How many bolts does it use?", "30"),
    # --- a rate of a substance ---
    # 2 × 3
    ("rate-of-food", "Theo's dog eats 2 cups of food a day. How many cups does it eat in 3 days?", "6"),
    # 12 × 7
    ("rate-of-bread", "A baker bakes 12 loaves of bread each day. How many loaves does he bake in 7 days?", "84"),
    ("rate-of-water-asked", "Jo drinks 8 glasses of water a day. How many glasses of water does she drink in 7 days?",
     "56"),
    # another person's rate is not hers
    ("rate-of-other-person", "Jo drinks 8 glasses of water a day. Tom drinks 2 glasses of water a day. "
     "How many glasses does Jo drink in 7 days?", "56"),
    # 50 ÷ 2
    ("rate-of-last", "Tom has 50 cups of rice. He eats 2 cups of rice a day. How many days will the rice last?", "25"),
    # --- contents_each.py ---
    # 3 × 24 − 50
    ("of-each-left", "Kim had 3 boxes of 24 cookies each. She sold 50 cookies. How many cookies does Kim have left?", "22"),
    ("with-each-there", "There are 5 boxes with 6 pens each. How many pens are in the boxes?", "30"),
    ("with-each-has", "Kim has 5 boxes with 6 pens each. How many pens does Kim have?", "30"),
    # 6 × 5 − 12
    ("with-in-each", "Isla buys 6 packs of stickers with 5 stickers in each. She uses 12 stickers. "
     "How many stickers does she have left?", "18"),
    ("of-each-premise", "If Tom buys 4 bags of 3 apples each, how many apples does he buy?", "12"),
    ("of-each-containers", "Tom bought 4 bags of 3 apples each. How many bags did Tom buy?", "4"),
    # --- priced_each.py ---
    # 15 × 2
    ("at-each", "Ray sold 15 cups of lemonade at $2 each. How many dollars did he earn?", "30"),
    ("that-cost-each", "Ben buys 3 notebooks that cost 6 dollars each. How much does he spend in dollars?", "18"),
    # 50 − 3 × 6
    ("that-cost-left", "Ben had $50. He bought 3 notebooks that cost $6 each. How much money does he have left?", "32"),
    ("for-a-cup", "Ray sold 15 cups of lemonade for $2 a cup. How many dollars did he earn?", "30"),
    ("at-per-thing", "Ben bought 3 notebooks at 6 dollars per notebook. How much did he spend?", "18"),
    ("at-each-premise", "If Ben buys 3 notebooks at $6 each, how much does he spend?", "18"),
    # a wanted purchase keeps its own reading: 3 × 18 − 50
    ("wanted-that-cost", "Max has 50 dollars. He wants to buy 3 books that cost 18 dollars each. "
     "How many more dollars does he need?", "4"),
    # --- closing_too.py ---
    # 27 + 27
    ("too-they", "Priya collected 27 stamps. Her brother collected 27 stamps too. "
     "How many stamps did they collect together?", "54"),
    ("too-has", "Sam has 7 apples. Tom has 7 apples too. How many apples does Tom have?", "7"),
    # --- held_after_doing.py ---
    # 7 + 3
    ("after-eating-before", "Sam has 7 apples after eating 3 apples. How many apples did he have before?", "10"),
    ("after-eating-left", "Sam has 20 candies left after eating 6 candies. How many candies did Sam have at first?", "26"),
    ("after-selling-had", "Ann had 20 candies after selling 6 candies. How many candies did Ann have at first?", "26"),
    ("after-eating-now", "Sam has 7 apples after eating 3 apples. How many apples does he have?", "7"),
    # --- closing_purpose.py ---
    # 41 − 25
    ("purpose-gathered", "Joan gathered 41 books to sell. She sold 25 books in a yard sale. "
     "How many books does Joan have now?", "16"),
    # 15 − 12
    ("purpose-used", "Walt had 15 eggs. He used 12 eggs to bake. How many eggs does Walt have left?", "3"),
]

REFUSED = [
    # each_of_counts.py
    ("each-of-each-day-asked", "Ann bought 3 apples on each of 4 days. How many apples did Ann buy each day?"),
    ("each-of-monday-asked", "Ann bought 3 apples on each of 4 days. How many apples did Ann buy on Monday?"),
    ("each-of-one", "Ann bought 3 apples on each of 1 days. How many apples did Ann buy?"),
    ("each-of-no-count", "Ann bought 3 apples on each of her days. How many apples did Ann buy?"),
    ("each-of-sold-for-people", "Sam sold 3 apples for each of his 4 friends. How many apples did Sam sell?"),
    ("each-of-unknown-people", "Lily baked 16 cookies for each of 5 classmates. How many cookies did Lily bake?"),
    ("each-of-held-for-friends", "Sam bought 3 apples for each of his 4 friends. How many apples does Sam have?"),
    ("each-of-friend-gets", "Sam bought 3 apples for each of his 4 friends. How many apples did each friend get?"),
    ("each-of-words-after", "Ann bought 3 apples on each of 4 days at the store. How many apples did Ann buy?"),
    ("each-of-in-boxes", "Ann put 3 apples in each of 4 boxes. How many apples did Ann put in the boxes?"),
    ("each-of-price-asked", "Tom paid $5 for each of 3 books. How much did each book cost?"),
    ("each-of-then", "George reads 5 pages on each of 3 days and then 30 pages on the fourth day. "
     "How many pages did he read?"),
    # use_per_made.py
    ("use-other-maker", "Tom uses 2 cups of flour for each cake. Ann bakes 12 cakes. How many cups of flour does Tom use?"),
    ("use-wrong-pronoun", "Tom uses 2 cups of flour for each cake. She bakes 12 cakes. How many cups of flour does she use?"),
    ("use-two-makings", "Tom uses 2 cups of flour for each cake. He bakes 12 cakes. Ann bakes 3 cakes. "
     "How many cups of flour does Tom use?"),
    ("use-held-made", "Tom uses 2 cups of flour for each cake. He has 3 cakes. He bakes 12 cakes. "
     "How many cups of flour does he use?"),
    ("use-two-people", "Tom and Ann bake cakes. Tom uses 2 cups of flour for each cake. He bakes 12 cakes. "
     "How many cups of flour does he use?"),
    ("use-other-things", "Tom uses 2 cups of flour for each cake. He bakes 12 pies. How many cups of flour does he use?"),
    ("use-another-use", "Tom uses 2 cups of flour for each cake. He bakes 12 cakes. He uses 5 cups of flour. "
     "How many cups of flour does he use?"),
    ("use-more-made", "Tom uses 2 cups of flour for each cake. He bakes 12 cakes. He bakes 2 more cakes. "
     "How many cups of flour does he use?"),
    ("use-per-asked", "Tom uses 2 cups of flour for each cake. He bakes 12 cakes. "
     "How many cups of flour does he use for each cake?"),
    # the use is told in another sentence than the making: made from the held beads? (made_things.py)
    ("use-held-stuff", "Tina has 44 beads. She uses 8 beads for each necklace. She makes 5 necklaces. "
     "How many beads does she have left?"),
    ("use-two-bakers", "A baker uses 2 cups of flour for each cake. A baker bakes 12 cakes. "
     "How many cups of flour does the baker use?"),
    # a rate of a substance
    ("rate-two-stuffs", "Jo drinks 8 glasses of water a day. She drinks 2 glasses of juice a day. "
     "How many glasses does she drink in 7 days?"),
    ("rate-plain-beside", "Jo drinks 8 glasses of water a day. She drinks 2 glasses a day. "
     "How many glasses does she drink in 7 days?"),
    ("rate-other-stuff-asked", "Jo drinks 8 glasses of water a day. How many glasses of milk does she drink in 7 days?"),
    ("rate-no-span", "Jo drinks 8 glasses of water a day. How many glasses of water does she drink?"),
    ("rate-left-untold", "Tom has 50 cups of rice. He eats 2 cups of rice a day. How many cups of rice does he have left?"),
    ("rate-colour", "Jo drinks 8 red glasses of water a day. How many glasses does she drink in 7 days?"),
    # red team on main (56): another drinking beside the rate, more over those days or among them?
    ("rate-week-beside", "Jo drinks 8 glasses a day. She drinks 2 glasses a week. How many glasses does she drink in 7 days?",
     "ambiguous_reference"),
    # contents_each.py
    ("each-people", "Tom has 3 friends with 2 apples each. How many apples does Tom have?"),
    ("each-words-after", "Tom bought 4 bags of 3 apples each for his friends. How many apples did Tom buy?"),
    ("each-two-sizes", "There are 3 red boxes with 6 pens each and 2 blue boxes with 4 pens each. "
     "How many pens are in the boxes?"),
    # priced_each.py
    ("for-a-glass", "Ray sold 15 cups of lemonade for $2 a glass. How many dollars did he earn?"),
    ("at-three-for", "A store sells pencils at 3 for $1. How much do 12 pencils cost?"),
    ("that-cost-one", "Lily paid $5 for a book that cost $4.25 at the fair. How much change did she get?"),
    # closing_too.py
    ("too-many", "Sam has 7 apples. Tom has 2 apples too many. How many apples does Tom have?"),
    ("too-unnamed", "Ann has 7 apples. Her brother has 5 apples too. How many apples does Sam have?"),
    # held_after_doing.py
    ("after-buying", "Sam has 7 apples after buying 3 apples. How many apples did he have before?"),
    ("after-other-things", "Sam has 7 apples after eating 3 pears. How many apples did he have before?"),
    ("after-kind", "Sam has 7 red apples after eating 3 apples. How many apples did he have before?"),
    ("after-other-holder", "Tom has 4 candies. Ann has 20 candies after eating 6 candies. "
     "How many candies did she have at first?"),
    # closing_purpose.py
    ("purpose-asked", "Joan gathered 41 books to sell. How many books did Joan sell?"),
    ("purpose-with-object", "Tom bought 5 apples to make 2 pies. How many apples did he buy?"),
    ("rate-event-beside", "Jo drinks 8 glasses a day. She drinks 2 glasses on Monday. "
     "How many glasses does she drink in 7 days?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_NAMES = [("Ann", "She"), ("Mia", "She"), ("Sam", "He"), ("Tom", "He")]
_THINGS = ["apples", "cookies", "stickers", "marbles", "shells"]


def _sample() -> list[tuple[str, int]]:
    """A small seeded sample of the red team's variants (ADR 0392 reports the big run): text and gold."""
    rng = random.Random(392)
    out = []
    for _ in range(120):
        name, pro = rng.choice(_NAMES)
        n, m, thing = rng.randint(1, 30), rng.randint(2, 10), rng.choice(_THINGS)
        group = rng.choice(["days", "weeks", "friends"])
        prep = "for" if group == "friends" else rng.choice(["on", "for"])
        det = "" if group != "friends" else rng.choice(["", "the ", pro.lower().replace("she", "her").replace("he", "his") + " "])
        verb, base = rng.choice([("bought", "buy"), ("picked", "pick"), ("baked", "bake"), ("found", "find")])
        out.append((f"{name} {verb} {n} {thing} {prep} each of {det}{m} {group}. How many {thing} did {name} {base}?",
                    n * m))
        total = rng.randint(n * m, n * m + 100)
        out.append((f"{name} had {total} {thing}. {pro} ate {n} {thing} on each of {m} days. "
                    f"How many {thing} does {name} have left?", total - n * m))
    return out[:240]


def test_sample_never_wrong():
    answered = 0
    for text, gold in _sample():
        got = read(text, PACK)
        if isinstance(got, Solved):
            answered += 1
            assert Fraction(got.answer) == gold, (text, got.answer, gold)
    assert answered >= 200
