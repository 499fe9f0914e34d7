"""Reader v18 (ADR 0393): question shapes the reader could not parse.

1. An action question over a span of the times told (told_spans.py): ``How many books did she read in the two
   months?`` / ``in the three days`` / ``on both days`` / ``in those two months`` stopped at the span (``words left
   after the question``). Read as ``in all`` only when the story's events are exactly N told days (months), each
   told plainly; otherwise refused, never dropped.
2. One doer's events at two times compared (timed_differences.py, widened): ``did it make`` (the one thing that
   acted), the doer's first holding or a price beside the events, and no ``than`` when exactly two times are told
   (``How many more toys did it sell on Monday?``).
3. Two kinds asked in one question (asked_pairs.py): ``How many lions and monkeys does the zoo have?`` / ``How many
   red and blue balloons …`` — read once per kind, both solved, summed.
   Also priced parts: ``How much do a shirt and a hat cost?`` / ``How much do 2 shirts and a hat cost?`` / ``How
   much does a shirt cost?`` — each part read alone as the v6 cost question (``a|an|one|the`` before a singular
   noun read as 1), summed.
5. Two places compared in a be-question (compared_places.py): ``How many more books are on the top shelf than on
   the bottom shelf?`` — the holding difference with the places as holders.
6. A told ``put N in each`` asked as an action (put_contents.py): ``How many apples does he put in the baskets?``
   — the contents of the containers, when that put is all they hold and the asker holds them all.
7. An owned place the story made a holder, named in a question (phrases._told_owned_place): ``How many more
   points did Sam's team score?``.
8. ``How many students can 3 buses hold?``: the asked noun stops before ``can|could <N>`` (asked.read_asked_item),
   so the counted holders' question reads it as ``do 3 buses hold``.
4. Counted places in a be-question (counted_places.py): ``How many toys are in both boxes?`` / ``… on the two
   shelves?`` — the sum of exactly the N places the story told by that noun.
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack
from domain.reader import Refused, Solved, read

PACK = load_pack()

SOLVED = [
    # 12 + 15 = 27
    ("two-months", "Grace read 12 books in June and 15 books in July. How many books did she read in the two months?",
     "27", "books"),
    ("both-months", "Grace read 12 books in June and 15 books in July. How many books did she read in both months?",
     "27", "books"),
    ("those-months", "A shop sold 38 kites in May and 33 kites in June. How many kites did the shop sell in those two "
     "months?", "71", "kites"),
    ("during-months", "Grace read 12 books in June. She read 15 books in July. How many books did she read during the "
     "two months?", "27", "books"),
    # 34 + 29 + 33 = 96, one gapped sentence: the times given back from the words
    ("three-days", "A farmer picked 34 apples on Monday, 29 apples on Tuesday and 33 apples on Wednesday. How many "
     "apples did he pick in the three days?", "96", "apples"),
    # 5 + 7 = 12
    ("on-both-days", "Sam sold 5 cakes on Monday. He sold 7 cakes on Tuesday. How many cakes did Sam sell on both "
     "days?", "12", "cakes"),
    ("yesterday-today", "Sam sold 5 cakes yesterday. He sold 7 cakes today. How many cakes did Sam sell over the two "
     "days?", "12", "cakes"),
    # a passive question: everyone's sales, 40 + 25 = 65
    ("passive", "A shop sold 40 hats in May and 25 hats in June. How many hats were sold in the two months?", "65",
     "hats"),
    # Monday told twice, two days in all: 3 + 4 + 5 = 12
    ("day-twice", "Sam read 3 books on Monday. He read 4 books on Monday. He read 5 books on Tuesday. How many books "
     "did Sam read in the two days?", "12", "books"),
    # only Ann's picks, over the two days the story told: 5
    ("one-doer", "Ann picked 5 apples on Monday. Tom picked 3 apples on Tuesday. How many apples did Ann pick in the "
     "two days?", "5", "apples"),
    # a leading time: 3 + 2 = 5 apples
    ("leading", "On Monday Sam picked 3 apples and 4 pears. On Tuesday he picked 2 apples. How many apples did Sam "
     "pick in the two days?", "5", "apples"),
    # spending: 3 + 4 = 7
    ("spend", "Sam has 18 dollars. He spent 3 dollars on Monday and 4 dollars on Tuesday. How much money did he spend "
     "in the two days?", "7", "dollars"),
]

REFUSED = [
    # three months asked, two told: which?
    ("count-differs", "Grace read 12 books in June and 15 books in July. How many books did she read in the three "
     "months?", "unparsed_question"),
    ("two-of-three", "A farmer picked 34 apples on Monday, 29 apples on Tuesday and 33 apples on Wednesday. How many "
     "apples did he pick in the two days?", "unparsed_question"),
    # an event told at no time: in the two months or not?
    ("untimed-event", "Grace read 12 books in June. She read 15 books. How many books did she read in the two "
     "months?", "unparsed_question"),
    ("also-untimed", "Ann picked 5 apples on Monday. She picked 3 apples on Tuesday. She picked 4 apples. How many "
     "apples did she pick in the two days?", "unparsed_question"),
    # yesterday may be Monday
    ("weekday-yesterday", "Sam sold 5 cakes on Monday. He sold 7 cakes yesterday. How many cakes did Sam sell on both "
     "days?", "unparsed_question"),
    # a rate: the span's days are not told
    ("rate", "Oona reads 9 pages every day. How many pages does she read in the three days?", "unparsed_question"),
    # parts of a day are not days
    ("day-parts", "Sam picked 3 apples in the morning and 4 apples in the afternoon. How many apples did he pick in "
     "the two days?", "unparsed_question"),
    # months asked, days told
    ("days-for-months", "Sam sold 5 cakes on Monday. He sold 7 cakes on Tuesday. How many cakes did Sam sell in the "
     "two months?", "unparsed_question"),
    # a holding is not had in two days
    ("holding", "Tom had 10 apples. He gave 3 apples to Ann on Monday and 2 apples to Ann on Tuesday. How many apples "
     "does he have in the two days?", "unparsed_question"),
    # one day asked as a span
    ("one-day", "Ann read 21 books on Thursday. How many books did Ann read in the 1 days?", "unparsed_question"),
    # weeks are not read as a span of told times
    ("weeks", "Sam read 3 books last week and 4 books this week. How many books did Sam read in the two weeks?",
     "unparsed_question"),
]

SOLVED += [
    # --- timed differences ---
    # 65 - 18 = 47, "it" = the bakery
    ("timed-it", "A bakery made 65 muffins in the morning and 18 muffins in the afternoon. How many more muffins did "
     "it make in the morning than in the afternoon?", "47", "muffins"),
    # than the one other day told: 45 - 30 = 15
    ("timed-no-than", "A shop sold 45 toys on Monday and 30 toys on Tuesday. How many more toys did it sell on "
     "Monday?", "15", "toys"),
    ("timed-fewer-no-than", "A shop sold 45 toys on Monday and 30 toys on Tuesday. How many fewer toys did it sell on "
     "Tuesday?", "15", "toys"),
    # the first holding (25 ≥ 6 + 7) moves nothing compared: 7 - 6 = 1
    ("timed-holding", "Nick had 25 cards. He lost 6 cards on Monday and 7 cards on Tuesday. How many more cards did "
     "he lose on Tuesday than on Monday?", "1", "cards"),
    # a price beside: 18 - 9 = 9
    ("timed-price", "A shop had 45 shirts. It sold 18 shirts on Monday and 9 shirts on Tuesday. Each shirt costs 12 "
     "dollars. How many more shirts did the shop sell on Monday than on Tuesday?", "9", "shirts"),
    ("timed-two-sentences", "Sam read 5 pages on Monday. He read 8 pages on Tuesday. How many more pages did he read "
     "on Tuesday?", "3", "pages"),
    # --- asked pairs ---
    # 7 + 9 = 16, in the kind that covers both
    ("pair-animals", "A zoo has 7 lions, 9 monkeys and 6 giraffes. How many lions and monkeys does the zoo have?",
     "16", "animals"),
    ("pair-plain", "Pat has 14 pens and 9 pencils. How many pens and pencils does Pat have?", "23",
     "pens and pencils"),
    # 12 + 15 = 27
    ("pair-colours", "Jon has 12 red balloons, 15 blue balloons and 17 yellow balloons. How many red and blue "
     "balloons does Jon have?", "27", "balloons"),
    # 8 + 4 = 12
    ("pair-there", "In a basket there are 8 apples, 5 oranges and 4 pears. How many apples and pears are in the "
     "basket?", "12", "fruits"),
    # 3 + 3 × 6 = 21
    ("pair-rate", "There are 3 cats. Each cat has 6 kittens. How many cats and kittens are there?", "21",
     "cats and kittens"),
    # 24 + 12 = 36
    ("pair-dozens", "Sam buys 2 dozen pencils and a dozen erasers. How many pencils and erasers does he buy?", "36",
     "pencils and erasers"),
    # 23 + 17 = 40, everyone's collecting
    ("pair-they", "Lena collected 23 cans. Rob collected 17 bottles. How many cans and bottles did they collect?",
     "40", "cans and bottles"),
    # (14 - 3) + 9 = 20
    ("pair-left", "Pat has 14 pens and 9 pencils. She gave 3 pens to Jon. How many pens and pencils does Pat have "
     "left?", "20", "pens and pencils"),
]

REFUSED += [
    # --- timed differences ---
    # three days told: than which?
    ("timed-three", "A shop sold 45 toys on Monday, 30 toys on Tuesday and 20 toys on Wednesday. How many more toys "
     "did it sell on Monday?", "unparsed_question"),
    # losses beyond the first holding
    ("timed-short-holding", "Nick had 10 cards. He lost 6 cards on Monday and 7 cards on Tuesday. How many more cards "
     "did he lose on Tuesday than on Monday?"),
    # "3 more pages" on Tuesday: on top of Monday's or 3 more than Monday's?
    ("timed-more-told", "Sam read 5 pages on Monday. He read 3 more pages on Tuesday. How many more pages did he read "
     "on Tuesday?"),
    # the smaller count asked as more
    ("timed-negative", "A shop sold 45 toys on Monday and 30 toys on Tuesday. How many more toys did it sell on "
     "Tuesday?"),
    # --- asked pairs ---
    # a stork is a bird: counted twice or not?
    ("pair-kind", "There are 3 birds and 4 storks on the fence. How many birds and storks are on the fence?"),
    ("pair-overlap", "There are 3 boys and 4 kids in the park. How many boys and kids are in the park?"),
    ("pair-three", "Pat has 14 pens and 9 pencils. How many pens and pencils and erasers does Pat have?"),
    ("pair-more", "Pat has 14 pens and 9 pencils. How many more pens and pencils does Pat have?"),
    # not colours: a big red pen counted twice?
    ("pair-not-colours", "Pat has 14 red pens and 9 big pens. How many red and big pens does Pat have?"),
    ("pair-same-colour", "Pat has 14 red pens and 9 blue pens. How many red and red pens does Pat have?"),
    # one of the kinds never held by the asked holder
    ("pair-untold", "Pat has 14 pens. How many pens and pencils does Pat have?"),
    ("pair-compound", "Pat has 14 pens and 9 pencils. How many pens and pencil boxes does Pat have?"),
]

SOLVED += [
    # 15 + 9 = 24
    ("places-both", "The red box has 15 toys and the blue box has 9 toys. How many toys are in both boxes?", "24",
     "toys"),
    # 20 + 16 = 36
    ("places-two", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many books are on the "
     "two shelves?", "36", "books"),
    ("places-there", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many books are there "
     "on the two shelves?", "36", "books"),
    # Sam's own toys are in no box: 15 + 9
    ("places-beside", "The red box has 15 toys and the blue box has 9 toys. Sam has 4 toys. How many toys are in both "
     "boxes?", "24", "toys"),
    # (15 + 4) + 9 = 28
    ("places-put", "The red box has 15 toys and the blue box has 9 toys. Sam put 4 toys in the red box. How many toys "
     "are in both boxes?", "28", "toys"),
    # (5 - 2) + 7 = 10
    ("places-taken", "There are 5 apples in the red basket and 7 apples in the blue basket. Tom ate 2 apples from the "
     "red basket. How many apples are in both baskets?", "10", "apples"),
]

REFUSED += [
    ("places-three-of-two", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many books are "
     "on the three shelves?", "unparsed_question"),
    # a third box told: which two?
    ("places-third", "The red box has 15 toys and the blue box has 9 toys. The green box has 3 balls. How many toys "
     "are in both boxes?", "unparsed_question"),
    ("places-time", "The red box has 15 toys and the blue box has 9 toys. How many toys are in both boxes on "
     "Monday?", "unparsed_question"),
    ("places-with", "The red box has 15 toys and the blue box has 9 toys. How many toys are in both boxes with Sam?",
     "unparsed_question"),
]

SOLVED += [
    # 15 + 10 = 25
    ("cost-pair", "A shirt costs $15 and a hat costs $10. How much do a shirt and a hat cost?", "25", "dollars"),
    # 2 × 15 + 10 = 40
    ("cost-counted", "A shirt costs $15 and a hat costs $10. How much do 2 shirts and a hat cost?", "40", "dollars"),
    ("cost-one", "A shirt costs $15 and a hat costs $10. How much does a shirt cost?", "15", "dollars"),
    # 3.25 + 1.25 = 4.5
    ("cost-the", "A notebook costs $3.25 and a pen costs $1.25. How much do the notebook and the pen cost together?",
     "4.5", "dollars"),
    # 1.25 + 1.50 = 2.75, the closing unit read as answer_units.py reads it
    ("cost-in-dollars", "A pen costs 1.25 dollars and a pencil costs 1.50 dollars. How much do the pen and the pencil "
     "cost together in dollars?", "2.75", "dollars"),
    # 2 × 15 + 3 × 10 + 15 = 75
    ("cost-three", "A shirt costs $15 and a hat costs $10. How much do 2 shirts, 3 hats and a shirt cost?", "75",
     "dollars"),
    # the purchase told beside changes no price: 9 + 2 = 11
    ("cost-would", "A book costs 9 dollars and a pen costs 2 dollars. Joe bought 3 books. How much would a book and a "
     "pen cost?", "11", "dollars"),
]

REFUSED += [
    # the hat's price never told
    ("cost-untold", "A shirt costs $15. How much do a shirt and a hat cost?"),
    # "the shirts": how many?
    ("cost-the-plural", "A shirt costs $15 and a hat costs $10. How much do the shirts and a hat cost?"),
    # two money units: answered in which?
    ("cost-two-units", "A shirt costs $15 and a hat costs 50 cents. How much do a shirt and a hat cost?"),
    ("cost-than", "A shirt costs $15 and a hat costs $10. How much do a shirt and a hat cost than a hat?"),
]

SOLVED += [
    # 20 - 16 = 4
    ("places-more", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many more books are on "
     "the top shelf than on the bottom shelf?", "4", "books"),
    ("places-more-there", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many more books "
     "are there on the top shelf than on the bottom shelf?", "4", "books"),
    ("places-fewer", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many fewer books are "
     "on the bottom shelf than on the top shelf?", "4", "books"),
    # (5 + 3) - 6 = 2
    ("places-moved", "The red box has 5 toys. The blue box has 6 toys. Sam put 3 toys in the red box. How many more "
     "toys are in the red box than in the blue box?", "2", "toys"),
]

REFUSED += [
    ("places-negative", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many more books "
     "are on the bottom shelf than on the top shelf?"),
    ("places-untold", "There are 20 books on the top shelf. How many more books are on the top shelf than on the "
     "bottom shelf?"),
    ("places-bare-than", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many more books "
     "are on the top shelf than the bottom shelf?", "unparsed_question"),
]

SOLVED += [
    # 6 × 7 = 42
    ("put-each", "Sam has 7 baskets. He puts 6 apples in each basket. How many apples does he put in the baskets?",
     "42", "apples"),
    ("put-into", "Sam has 7 baskets. He puts 6 apples into each basket. How many apples does he put into the "
     "baskets?", "42", "apples"),
    # 6 × (7 + 2) = 54
    ("put-bought", "Sam has 7 baskets. He buys 2 baskets. He puts 6 apples in each basket. How many apples does he "
     "put in the baskets?", "54", "apples"),
    ("put-past", "Sara has 5 bags. She puts 7 marbles in each bag. How many marbles did she put in the bags?", "35",
     "marbles"),
]

REFUSED += [
    # two apples already in each: the contents are not all put
    ("put-other-rate", "Sam has 7 baskets. Each basket has 2 apples. He puts 6 apples in each basket. How many apples "
     "does he put in the baskets?", "unparsed_question"),
    ("put-other-things", "Sam has 7 baskets. He puts 6 apples in each basket. How many pears does he put in the "
     "baskets?", "unparsed_question"),
    ("put-other-verb", "Sam has 7 baskets. He puts 6 apples in each basket. How many apples does he eat in the "
     "baskets?", "unparsed_question"),
    ("put-time", "Sam has 7 baskets. He puts 6 apples in each basket. How many apples does he put in the baskets on "
     "Monday?", "unparsed_question"),
]

SOLVED += [
    # 24 - 18 = 6, than the one other team
    ("owned-more", "Sam's team scored 24 points. Tom's team scored 18 points. How many more points did Sam's team "
     "score?", "6", "points"),
    ("owned-than", "Sam's team scored 24 points. Tom's team scored 18 points. How many more points did Sam's team "
     "score than Tom's team?", "6", "points"),
    ("owned-event", "Sam's team scored 24 points. Tom's team scored 18 points. How many points did Sam's team "
     "score?", "24", "points"),
]

REFUSED += [
    # Ann's team was never told
    ("owned-untold", "Sam's team scored 24 points. Tom's team scored 18 points. How many points did Ann's team "
     "score?", "unparsed_question"),
    ("owned-alone", "Sam's team scored 24 points. How many more points did Sam's team score?"),
]

SOLVED += [
    # 40 × 3 = 120
    ("can-holders", "A school bus holds 40 students. How many students can 3 buses hold?", "120", "students"),
    ("could-holders", "A bus can hold 40 students. A van can hold 8 students. How many students could 3 buses hold?",
     "120", "students"),
]

REFUSED += [
    # no rate told for vans
    ("can-untold", "A bus can hold 40 students. How many students can 3 vans hold?"),
    ("can-other-things", "A bus can hold 40 students. How many cans can 3 buses hold?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October"]
_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


def _probe(rng: random.Random) -> tuple[str, Fraction | None]:
    """One generated story and its gold (None: must refuse), computed from the generator's own numbers."""
    days = rng.random() < 0.5
    times = rng.sample(_DAYS if days else _MONTHS, rng.randint(2, 4))
    prep = "on" if days else "in"
    amounts = [rng.randint(1, 60) for _ in times]
    if rng.random() < 0.5:
        parts = [f"{a} apples {prep} {t}" for a, t in zip(amounts, times)]
        story = "Sam picked " + ", ".join(parts[:-1]) + f" and {parts[-1]}."
    else:
        story = " ".join(f"{'Sam' if i == 0 else 'He'} picked {a} apples {prep} {t}." for i, (a, t) in
                         enumerate(zip(amounts, times)))
    gold: Fraction | None = Fraction(sum(amounts))
    roll = rng.random()
    if roll < 0.15:
        story += " He also picked 4 apples."
        gold = None
    elif roll < 0.3:
        story += f" Ann picked 9 apples {prep} {times[0]}."
    asked = len(times) if rng.random() < 0.7 else rng.choice([n for n in (2, 3, 4, 5) if n != len(times)])
    if asked != len(times):
        gold = None
    noun = "days" if days else "months"
    span = f"{rng.choice(['in', 'over', 'during'])} the {_WORDS[asked]} {noun}"
    return f"{story} How many apples did Sam pick {span}?", gold


def test_generated_sample():
    """A small sample of the red team's generator (ADR 0393 reports the full run): never a wrong answer."""
    rng = random.Random(393)
    answered = 0
    for _ in range(120):
        text, gold = _probe(rng)
        result = read(text, PACK)
        if isinstance(result, Solved):
            answered += 1
            assert gold is not None and Fraction(result.answer) == gold, text
        else:
            assert isinstance(result, Refused), text
    assert answered > 0
