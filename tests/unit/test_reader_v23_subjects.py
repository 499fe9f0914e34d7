"""Subjects the grammar did not know (ADR 0542): two measured things asked as a ratio or as a total opening ``What``
(compared_measures.py: ``A blue whale is 100 feet long. A shark is 20 feet long. How many times as long as the shark
is the blue whale?``), two titles sharing a surname (couple_titles.py: ``Mr. and Mrs. Oduya bought 4 tickets``),
``the other <noun>`` after one of that noun (other_entities.py: ``The other team scored 22 points.``), and places
named by a number (numbered_places.py: ``Room 12 has 25 desks.``), animals taking someone's things
(animal_agents.py: ``A squirrel took 12 nuts. Another squirrel took 9 nuts.``), and the time one thing takes
(each_takes.py: ``Each room takes 3 hours to paint.``) with the rest asked in its unit (``How many hours will it
take him to paint the rest?``).

Answers below are worked by hand; the near misses refuse. The generators compute their golds here by formula, never
by the reader; the tests read a sample of each (the ADR reports the larger runs).
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack
from domain.reader import Solved, read

PACK = load_pack()

SOLVED = [
    # --- ratio of two measures (compared_measures._times_question)
    # fresh-j-271: 100 ÷ 20
    ("times-long-j271", "A blue whale is 100 feet long. A shark is 20 feet long. How many times as long as the shark "
     "is the blue whale?", "5", ""),
    # fresh-e-q018: 40 ÷ 8, the second thing "her cat"
    ("times-heavy-q018", "Sue's dog weighs 40 pounds. Her cat weighs 8 pounds. How many times as heavy as the cat is "
     "the dog?", "5", ""),
    # 36 ÷ 9, "as much as … weigh"
    ("times-much-weigh", "A dog weighs 36 pounds. A cat weighs 9 pounds. How many times as much as the cat does the "
     "dog weigh?", "4", ""),
    # 3 m = 300 cm, ÷ 50 cm
    ("times-converted", "A pole is 3 meters long. A stick is 50 centimeters long. How many times as long as the stick "
     "is the pole?", "6", ""),
    # past tense, tall: 48 ÷ 12
    ("times-tall-past", "A red tower was 48 feet tall. A blue tower was 12 feet tall. How many times as tall as the "
     "blue tower was the red tower?", "4", ""),
    # the second told by the first (2 × 6), then asked as a ratio
    ("times-told-relation", "A pencil is 6 inches long. A pen is 2 times as long as the pencil. How many times as "
     "long as the pencil is the pen?", "2", ""),
    # --- "What is the total length|weight of …" (compared_measures._what_question)
    # fresh-e-q017: 25 + 14
    ("what-total-q017", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. What is the total length of "
     "both ribbons in inches?", "39", "inches"),
    # no unit asked, one unit told: 25 + 14
    ("what-total-no-unit", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. What is the total length "
     "of both ribbons?", "39", "inches"),
    # 2 ft = 24 in, + 14 in
    ("what-total-converted", "A red ribbon is 2 feet long. A blue ribbon is 14 inches long. What is the total length "
     "of the two ribbons in inches?", "38", "inches"),
    # weights of two animals: 40 + 8
    ("what-total-weight", "A dog weighs 40 pounds. A cat weighs 8 pounds. What is the total weight of the two "
     "animals?", "48", "pounds"),
    # past, "together": 17 + 9
    ("what-total-past", "A green board was 17 feet long. A yellow board was 9 feet long. What was the total length of "
     "both boards together?", "26", "feet"),
    # --- two titles, one surname (couple_titles.py)
    # fresh-j-296: 4 × 15
    ("couple-j296", "Mr. and Mrs. Oduya bought 4 tickets for $15 each. How much did they spend on tickets?", "60",
     "dollars"),
    # 3 × 12
    ("couple-pizzas", "Mr. and Mrs. Garcia bought 3 pizzas for $12 each. How much did they spend?", "36", "dollars"),
    # titles the other way round: 5 × 8
    ("couple-mrs-mr", "Mrs. and Mr. Kim bought 5 tickets for $8 each. How much money did they spend?", "40",
     "dollars"),
    # each holds 3: 2 × 3
    ("couple-each", "Mr. and Mrs. Lee have 3 cats each. How many cats do they have?", "6", "cats"),
    # Ms.: 6 × 4
    ("couple-ms", "Ms. and Mr. Diaz bought 6 pies for $4 each. How much did they spend?", "24", "dollars"),
    # --- the other <noun> (other_entities.py)
    # fresh-j-227: 12 + 17 − 22
    ("other-j227", "Sid's team scored 12 points in the first half and 17 points in the second half. The other team "
     "scored 22 points. How many more points did Sid's team score than the other team?", "7", "points"),
    # 29 − 22
    ("other-more", "Ana's team scored 29 points. The other team scored 22 points. How many more points did Ana's team "
     "score than the other team?", "7", "points"),
    # the other one asked: 22
    ("other-asked", "Ana's team scored 29 points. The other team scored 22 points. How many points did the other team "
     "score?", "22", "points"),
    # a person: the other brother's 3
    ("other-brother", "Ann's brother has 5 apples. The other brother has 3 apples. How many apples does the other "
     "brother have?", "3", "apples"),
    # after "the red team": 30 − 18
    ("other-after-modified", "The red team scored 30 points. The other team scored 18 points. How many more points "
     "did the red team score than the other team?", "12", "points"),
    # the other set against the first: 41 − 35
    ("other-greater", "Tom's team scored 35 points. The other team scored 41 points. How many more points did the "
     "other team score than Tom's team?", "6", "points"),
]

SOLVED += [
    # --- numbered places (numbered_places.py)
    # fresh-g-321: 25 + 21
    ("numbered-g321", "Room 12 has 25 desks. Room 14 has 21 desks. How many desks are there in the two rooms?", "46",
     "desks"),
    # fresh-g-322: 25 − 21, set against the other room
    ("numbered-g322", "Room 12 has 25 desks. Room 14 has 21 desks. How many more desks does Room 12 have?", "4",
     "desks"),
    # fresh-g-323: 33 − 9
    ("numbered-g323", "Bus 7 had 33 riders. At the stop, 9 riders got off. How many riders are on Bus 7 now?", "24",
     "riders"),
    # 12 + 15 on shelves
    ("numbered-shelves", "Shelf 1 has 12 books. Shelf 2 has 15 books. How many books are on both shelves?", "27",
     "books"),
    # one of two asked: 15
    ("numbered-one-asked", "Shelf 1 has 12 books. Shelf 2 has 15 books. How many books are on Shelf 2?", "15",
     "books"),
    # 20 − 4 students
    ("numbered-left", "Room 5 has 20 students. 4 students left. How many students are in Room 5 now?", "16",
     "students"),
    # 25 − 5 taken from it
    ("numbered-taken", "Room 12 has 25 desks. Sam took 5 desks from Room 12. How many desks does Room 12 have now?",
     "20", "desks"),
    # 33 − 20, both named in the question
    ("numbered-than", "Bus 7 had 33 riders. Bus 9 had 20 riders. How many more riders did Bus 7 have than Bus 9?",
     "13", "riders"),
]

SOLVED += [
    # --- animals taking (animal_agents.ANIMAL_TAKES, "another <animal>")
    # fresh-g-703: 45 − 12 − 9
    ("take-g703", "Gil had 45 nuts. A squirrel took 12 nuts. Another squirrel took 9 nuts. How many nuts does Gil have "
     "now?", "24", "nuts"),
    # a bare plural stealing: 30 − 5
    ("take-crows", "Sam picked 30 apples. Crows stole 5 apples. How many apples does Sam have now?", "25", "apples"),
    # grabbed: 18 − 4
    ("take-grabbed", "Mia had 18 carrots. A rabbit grabbed 4 carrots. How many carrots does Mia have left?", "14",
     "carrots"),
    # from a place: 20 − 8
    ("take-pond", "There were 20 fish in a pond. A bird took 8 fish. How many fish are in the pond now?", "12", "fish"),
    # snatched: 16 − 3
    ("take-snatched", "Ivy had 16 cookies. A dog snatched 3 cookies. How many cookies does Ivy have now?", "13",
     "cookies"),
    # two animals: 16 − 3 − 2
    ("take-two-animals", "Ivy had 16 cookies. A dog took 3 cookies. A cat took 2 cookies. How many cookies does Ivy "
     "have now?", "11", "cookies"),
    # another with an eating verb: 45 − 12 − 9
    ("take-another-ate", "Gil had 45 nuts. A squirrel ate 12 nuts. Another squirrel ate 9 nuts. How many nuts does "
     "Gil have now?", "24", "nuts"),
]

SOLVED += [
    # --- the time one thing takes (each_takes.py) and the rest asked in the rate's unit (goals.rest_in_rate_unit)
    # fresh-d-g017: (12 − 4) × 5
    ("rest-g017", "A chef needs to cook 12 potatoes. He has already cooked 4. Each potato takes 5 minutes to cook. "
     "How many minutes will it take him to cook the rest?", "40", "minutes"),
    # fresh-d-g018: (10 − 6) × 3, the rate told before the part done
    ("rest-g018", "A painter needs to paint 10 rooms. Each room takes 3 hours to paint. He has already painted 6 "
     "rooms. How many hours will it take him to paint the rest?", "12", "hours"),
    # fresh-d-b096: (15 − 6) × 8, the rate in an If-clause
    ("rest-b096", "A chef needs to cook 15 potatoes. He has already cooked 6. If each potato takes 8 minutes to cook, "
     "how many minutes will it take him to cook the rest?", "72", "minutes"),
    # fresh-d-b095: 6 × 5, no goal
    ("takes-b095", "If each potato takes 6 minutes to cook, how many minutes will it take to cook 5 potatoes?", "30",
     "minutes"),
    # 3 × 10
    ("takes-rooms", "Each room takes 3 hours to paint. How many hours will it take to paint 10 rooms?", "30", "hours"),
    # 40 × 3, "does it take"
    ("takes-cakes", "Each cake takes 40 minutes to bake. How many minutes does it take to bake 3 cakes?", "120",
     "minutes"),
    # (9 − 5) × 40, her
    ("rest-baker", "A baker needs to bake 9 cakes. She has already baked 5 cakes. Each cake takes 40 minutes to bake. "
     "How many minutes will it take her to bake the rest?", "160", "minutes"),
    # (7 − 3) × 4
    ("rest-knit", "Ann needs to knit 7 scarves. She has already knitted 3 scarves. Each scarf takes 4 hours to knit. "
     "How many hours will it take her to knit the rest?", "16", "hours"),
    # (10 − 4) × 3, the name again
    ("rest-name", "Sam needs to paint 10 rooms. He has painted 4 rooms. Each room takes 3 hours to paint. How many "
     "hours will it take Sam to paint the rest?", "18", "hours"),
]

REFUSED = [
    # --- the time one thing takes: near misses
    # the rest asked in minutes, the rate in hours
    ("rest-other-unit", "Ann needs to knit 7 scarves. She has already knitted 3 scarves. Each scarf takes 4 hours to "
     "knit. How many minutes will it take her to knit the rest?"),
    # the rest asked in things, not time
    ("rest-not-time", "Ann needs to knit 7 scarves. She has already knitted 3 scarves. Each scarf takes 4 hours to "
     "knit. How many scarves will it take her to knit the rest?"),
    # no part told done: which rest?
    ("rest-none-done", "A chef needs to cook 12 potatoes. Each potato takes 5 minutes to cook. How many minutes will "
     "it take him to cook the rest?"),
    # more done than needed
    ("rest-negative", "Ann needs to knit 7 scarves. She has already knitted 9 scarves. Each scarf takes 4 hours to "
     "knit. How many hours will it take her to knit the rest?"),
    # the plant grows itself
    ("takes-grow", "Each plant takes 30 days to grow. How many days will it take to grow 5 plants?"),
    # a person takes the time: paint what?
    ("takes-person", "Each worker takes 3 hours to paint. How many hours will it take to paint 10 rooms?"),
    # another thing asked
    ("takes-other-thing", "Each room takes 3 hours to paint. How many hours will it take to paint 10 houses?"),
    # more words after the verb
    ("takes-more-words", "Each room takes 3 hours to paint a wall. How many hours will it take to paint 10 rooms?"),
    # another unit asked, no conversion
    ("takes-other-unit", "Each room takes 3 hours to paint. How many minutes will it take to paint 10 rooms?"),
    # --- animals taking: near misses
    # the present tense: a habit, not an event
    ("take-present", "Gil has 45 nuts. A squirrel takes 12 nuts. How many nuts does Gil have now?"),
    # catching is no taking from anyone
    ("take-caught", "There were 20 fish in a pond. A bird caught 8 fish. How many fish are in the pond now?"),
    # from a named source: whose nuts?
    ("take-from", "Gil had 45 nuts. A squirrel took 12 nuts from the tree. How many nuts does Gil have now?"),
    # two holders: whose nuts?
    ("take-two-holders", "Gil had 45 nuts and Ann had 20 nuts. A squirrel took 12 nuts. How many nuts does Gil have "
     "now?"),
    # a thing, not an animal
    ("take-robot", "Ivy had 16 cookies. A robot took 3 cookies. How many cookies does Ivy have now?"),
    # a modifier on the animal
    ("take-modified", "Ivy had 16 cookies. A big dog took 3 cookies. How many cookies does Ivy have now?"),
    # the taker asked
    ("take-taker-asked", "Gil had 45 nuts. A squirrel took 12 nuts. Another squirrel took 9 nuts. How many nuts did "
     "the squirrels take?"),
    # --- numbered places: near misses
    # the bare noun beside two numbered ones: which?
    ("numbered-bare-of-two", "Room 12 has 25 desks. Room 14 has 21 desks. How many desks does the room have?"),
    # a count after the noun, not a name
    ("numbered-count", "Room 3 students have 5 pens each. How many pens do they have?"),
    # a possessive after the number
    ("numbered-possessive", "Room 12's teacher has 5 pens. How many pens does the teacher have?"),
    # lower case: no name
    ("numbered-lower", "room 12 has 25 desks. How many desks does room 12 have?"),
    # a decimal
    ("numbered-decimal", "Room 1.5 has 25 desks. How many desks does Room 1.5 have?"),
    # three rooms told, two counted: the rooms' total unknown
    ("numbered-of-three", "There are 3 rooms. Room 1 has 5 desks. Room 2 has 6 desks. How many desks are in the "
     "rooms?"),

    # ratio not whole (100 ÷ 30)
    ("times-not-whole", "A blue whale is 100 feet long. A shark is 30 feet long. How many times as long as the shark "
     "is the blue whale?"),
    # the smaller over the greater (20 ÷ 100)
    ("times-less-than-one", "A blue whale is 100 feet long. A shark is 20 feet long. How many times as long as the "
     "blue whale is the shark?"),
    # "as long" asked of weights
    ("times-wrong-dimension", "A dog weighs 40 pounds. A cat weighs 8 pounds. How many times as long as the cat is "
     "the dog?"),
    # a third thing asked
    ("times-third-thing", "A dog weighs 40 pounds. A cat weighs 8 pounds. How many times as heavy as the cat is the "
     "rabbit?"),
    # tenses differ
    ("times-tense", "A dog weighs 40 pounds. A cat weighs 8 pounds. How many times as heavy as the cat was the "
     "dog?"),
    # two units told, the total asked in none
    ("what-two-units", "A red ribbon is 2 feet long. A blue ribbon is 14 inches long. What is the total length of "
     "both ribbons?"),
    # the total length of weights
    ("what-length-of-weights", "A dog weighs 40 pounds. A cat weighs 8 pounds. What is the total length of the two "
     "animals?"),
    # another noun for the two things
    ("what-other-noun", "A red ribbon is 25 inches long. A blue rope is 14 inches long. What is the total length of "
     "both ribbons?"),
    # tense of the question differs
    ("what-tense", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. What was the total length of "
     "both ribbons?"),
    # the pair's one car: not re-spelled
    ("couple-possessive", "Mr. and Mrs. Lee's car has 4 seats. How many seats does the car have?"),
    # the same title twice
    ("couple-same-title", "Mr. and Mr. Lee have 12 apples. How many apples do they have?"),
    # one member asked after the pair acted together: shares not said
    ("couple-one-asked", "Mr. and Mrs. Lee bought 4 tickets for $15 each. How much did Mr. Lee spend?"),
    # no surname after the titles
    ("couple-no-name", "Mr. and Mrs. bought 4 tickets for $15 each. How much did they spend?"),
    # "him" after the pair: Sam or Mr. Lee?
    ("couple-him", "Sam has 9 apples. Mr. and Mrs. Lee gave him 6 apples. How many apples does Sam have now?"),
    # the other with no team told before
    ("other-none-before", "The other team scored 22 points. How many points did the other team score?"),
    # the other with two teams told before: which?
    ("other-two-before", "The red team scored 29 points. The blue team scored 30 points. The other team scored 22 "
     "points. How many points did the other team score?"),
    # the other asked, never told
    ("other-asked-untold", "Sid's team scored 29 points. How many points did the other team score?"),
    # plural others: not read here
    ("other-plural", "Ann's brother has 5 apples. The other brothers have 3 apples each. How many apples do the other "
     "brothers have?"),
    # a difference the wrong way round
    ("other-negative", "Ana's team scored 20 points. The other team scored 22 points. How many more points did Ana's "
     "team score than the other team?"),
]

test_subjects_solved = solved_cases(SOLVED, PACK)
test_subjects_refused = refused_cases(REFUSED, PACK)

# --- generators (golds by formula)

_LENGTH_UNITS = {"inches": ("inch", Fraction(1, 12)), "feet": ("foot", Fraction(1)), "yards": ("yard", Fraction(3))}
_METRIC_UNITS = {"centimeters": ("centimeter", Fraction(1, 100)), "meters": ("meter", Fraction(1))}
_WEIGHT_UNITS = {"pounds": ("pound", Fraction(1)), "ounces": ("ounce", Fraction(1, 16))}
_COLOURS = ["red", "blue", "green", "yellow", "white", "black"]
_LONG_NOUNS = ["ribbon", "board", "pole", "stick", "snake", "plank"]
_ANIMALS = [("dog", "cat"), ("dog", "rabbit"), ("cat", "rabbit"), ("pumpkin", "melon"), ("box", "bag")]


def _two_lengths(rng):
    family = _LENGTH_UNITS if rng.random() < 0.6 else _METRIC_UNITS
    noun = rng.choice(_LONG_NOUNS)
    c1, c2 = rng.sample(_COLOURS, 2)
    u1 = rng.choice(list(family))
    u2 = u1 if rng.random() < 0.7 else rng.choice(list(family))
    dim = rng.choice(["long", "tall"]) if noun in ("pole", "stick") else "long"
    return family, noun, (f"the {c1} {noun}", f"A {c1} {noun}"), (f"the {c2} {noun}", f"A {c2} {noun}"), u1, u2, dim


def ratio_texts(rng):
    """``How many times as long|heavy as B is A?`` over two measures told outright; gold A ÷ B when whole."""
    past = rng.random() < 0.3
    be = "was" if past else "is"
    if rng.random() < 0.5:
        family, noun, (a_key, a_told), (b_key, b_told), u1, u2, dim = _two_lengths(rng)
        b = rng.randint(2, 30)
        a = b * rng.randint(2, 9) if rng.random() < 0.8 else rng.randint(2, 200)
        text = (f"{a_told} {be} {a} {u1} {dim}. {b_told} {be} {b} {u2} {dim}. How many times as {dim} as {b_key} "
                f"{be} {a_key}?")
        av, bv = a * family[u1][1], b * family[u2][1]
    else:
        x, y = rng.choice(_ANIMALS)
        u = rng.choice(list(_WEIGHT_UNITS))
        b = rng.randint(2, 30)
        a = b * rng.randint(2, 9) if rng.random() < 0.8 else rng.randint(2, 200)
        weigh = "weighed" if past else "weighs"
        told = f"A {x} {weigh} {a} {u}. A {y} {weigh} {b} {u}."
        if rng.random() < 0.5:
            text = f"{told} How many times as heavy as the {y} {be} the {x}?"
        else:
            text = f"{told} How many times as much as the {y} {'did' if past else 'does'} the {x} weigh?"
        av, bv = Fraction(a), Fraction(b)
    ratio = av / bv
    return text, ratio if ratio.denominator == 1 else None


def total_texts(rng):
    """``What is|was the total length|weight of both <things> [in U]?``: gold the sum in the asked unit."""
    past = rng.random() < 0.3
    be = "was" if past else "is"
    if rng.random() < 0.6:
        family, noun, (_, a_told), (_, b_told), u1, u2, dim = _two_lengths(rng)
        a, b = rng.randint(2, 99), rng.randint(2, 99)
        told = f"{a_told} {be} {a} {u1} {dim}. {b_told} {be} {b} {u2} {dim}."
        plural = noun + "s"
        whole = rng.choice([f"both {plural}", f"the two {plural}", f"both the {plural}"])
        asked = rng.choice(list(family)) if u1 != u2 or rng.random() < 0.4 else None
        text = f"{told} What {be} the total length of {whole}" + (f" in {asked}?" if asked else "?")
        total = a * family[u1][1] + b * family[u2][1]
        gold = total / family[asked or u1][1]
        if u1 != u2 and not asked:
            gold = None
        return text, gold
    x, y = rng.choice(_ANIMALS)
    u = rng.choice(list(_WEIGHT_UNITS))
    a, b = rng.randint(2, 99), rng.randint(2, 99)
    weigh = "weighed" if past else "weighs"
    animals = (x, y) in (("dog", "cat"), ("dog", "rabbit"), ("cat", "rabbit"))
    whole = "the two animals" if animals else f"the {x} and the {y}"  # the second: not a form read here
    text = f"A {x} {weigh} {a} {u}. A {y} {weigh} {b} {u}. What {be} the total weight of {whole}?"
    return text, Fraction(a + b) if animals else None


_TITLES = [("Mr.", "Mrs."), ("Mrs.", "Mr."), ("Ms.", "Mr."), ("Mr.", "Ms.")]
_SURNAMES = ["Lee", "Garcia", "Patel", "Kim", "Oduya", "Nguyen", "Silva", "Cohen"]
_GOODS = ["tickets", "pies", "books", "lamps", "hats", "plants"]


def couple_texts(rng):
    """``T1 and T2 Surname bought N <goods> for $P each. How much did they spend?`` (gold N × P) or ``… have N
    <goods> each. How many <goods> do they have?`` (gold 2N); near misses with no gold."""
    t1, t2 = rng.choice(_TITLES)
    name = rng.choice(_SURNAMES)
    goods = rng.choice(_GOODS)
    n, p = rng.randint(2, 12), rng.randint(2, 30)
    miss = rng.randint(0, 9)
    pair = f"{t1} and {t2} {name}"
    if miss == 0:
        pair = f"{t1} and {t1} {name}"
    if miss == 1:  # one member asked: the shares are not said
        return f"{pair} bought {n} {goods} for ${p} each. How much did {t1} {name} spend?", None
    if rng.random() < 0.5:
        gold = None if miss == 0 else Fraction(n * p)
        return f"{pair} bought {n} {goods} for ${p} each. How much did they spend?", gold
    gold = None if miss == 0 else Fraction(2 * n)
    return f"{pair} have {n} {goods} each. How many {goods} do they have?", gold


_NAMES = ["Sid", "Ana", "Tom", "Mia", "Hal", "Ivy", "Raj", "Zoe"]
_THINGS = ["apples", "marbles", "stickers", "cards", "shells"]


def other_texts(rng):
    """``<Name>'s team scored A points. The other team scored B points.`` then the difference (gold A − B when
    positive) or the other's (gold B); or brothers holding things; near misses with no gold."""
    name = rng.choice(_NAMES)
    a, b = rng.randint(1, 60), rng.randint(1, 60)
    miss = rng.randint(0, 9)
    if rng.random() < 0.6:
        first = f"{name}'s team" if rng.random() < 0.7 else f"the {rng.choice(_COLOURS)} team"
        told = f"{first[0].upper()}{first[1:]} scored {a} points. The other team scored {b} points."
        if miss == 0:  # a second team told before the other: which one is the other?
            second = next(c for c in _COLOURS if c not in first)
            told = f"{first[0].upper()}{first[1:]} scored {a} points. The {second} team scored 9 points. The other " \
                   f"team scored {b} points."
            return f"{told} How many points did the other team score?", None
        if rng.random() < 0.5:
            return f"{told} How many points did the other team score?", Fraction(b)
        if rng.random() < 0.5:
            return (f"{told} How many more points did {first} score than the other team?",
                    Fraction(a - b) if a >= b else None)  # equal: 0 more, as the difference reader answers
        return (f"{told} How many more points did the other team score than {first}?",
                Fraction(b - a) if b >= a else None)
    thing = rng.choice(_THINGS)
    rel = rng.choice(["brother", "sister", "friend", "cousin"])
    told = f"{name}'s {rel} has {a} {thing}. The other {rel} has {b} {thing}."
    if miss == 0:  # the other asked with no other told
        return f"{name}'s {rel} has {a} {thing}. How many {thing} does the other {rel} have?", None
    return f"{told} How many {thing} does the other {rel} have?", Fraction(b)


_PLACES = [("Room", "rooms", "desks", "in"), ("Shelf", "shelves", "books", "on"), ("Table", "tables", "chairs", "at"),
           ("Box", "boxes", "pens", "in")]


def numbered_texts(rng):
    """Two numbered places each holding things: the total (``the two <places>`` / ``both <places>``), one asked, or
    the difference named both ways; or one bus losing riders. Golds by formula; near misses with no gold."""
    if rng.random() < 0.25:
        n, a, b = rng.randint(1, 99), rng.randint(2, 60), rng.randint(2, 60)
        bus = rng.choice(["Bus", "Van", "Truck"])
        text = f"{bus} {n} had {a} riders. At the stop, {b} riders got off. How many riders are on {bus} {n} now?"
        return text, Fraction(a - b) if a >= b else None
    noun, plural, things, prep = rng.choice(_PLACES)
    n1, n2 = rng.sample(range(1, 40), 2)
    a, b = rng.randint(2, 60), rng.randint(2, 60)
    told = f"{noun} {n1} has {a} {things}. {noun} {n2} has {b} {things}."
    kind = rng.randint(0, 5)
    if kind == 0:
        return f"{told} How many {things} are there {prep} the two {plural}?", Fraction(a + b)
    if kind == 1:
        return f"{told} How many {things} are {prep} both {plural}?", Fraction(a + b)
    if kind == 2:
        return f"{told} How many {things} are {prep} {noun} {n2}?", Fraction(b)
    if kind == 3:
        return (f"{told} How many more {things} does {noun} {n1} have than {noun} {n2}?",
                Fraction(a - b) if a >= b else None)
    if kind == 4:  # the bare noun beside two: which?
        return f"{told} How many {things} does the {noun.lower()} have?", None
    return f"{told} How many {things} are {prep} {noun} {n1 + n2 + 40}?", None  # a place never told


_TAKERS = [("squirrel", "squirrels", "nuts"), ("rabbit", "rabbits", "carrots"), ("bird", "birds", "cherries"),
           ("dog", "dogs", "cookies"), ("goat", "goats", "apples")]
_TAKES = ["took", "stole", "grabbed", "snatched"]


def taker_texts(rng):
    """``<Name> had N <things>. A|An <animal> <took> K <things>. [Another <animal> <took> J <things>.]`` then the
    holder's things now: gold N − K [− J] when not negative; near misses (present tense, ``caught``, ``from``, two
    holders) with no gold."""
    animal, animals, things = rng.choice(_TAKERS)
    name = rng.choice(_NAMES)
    n, k, j = rng.randint(2, 80), rng.randint(1, 30), rng.randint(1, 30)
    verb = rng.choice(_TAKES)
    article = "An" if animal[0] in "aeiou" else "A"
    sentences = [f"{name} had {n} {things}.", f"{article} {animal} {verb} {k} {things}."]
    gold = n - k
    if rng.random() < 0.4:
        sentences.append(f"Another {animal} {rng.choice(_TAKES)} {j} {things}.")
        gold -= j
    elif rng.random() < 0.3:
        sentences[1] = f"{animals[0].upper()}{animals[1:]} {verb} {k} {things}."
    miss = rng.randint(0, 9)
    if miss == 0:
        sentences[1] = sentences[1].replace(f" {verb} ", " caught ")
    elif miss == 1:
        sentences[1] = sentences[1][:-1] + " from the tree."
    elif miss == 2:
        sentences[0] = f"{name} had {n} {things} and Zed had 9 {things}."
    elif miss == 3:
        sentences[1] = sentences[1].replace(f" {verb} ", " takes ")
    text = " ".join(sentences) + f" How many {things} does {name} have now?"
    return text, Fraction(gold) if miss > 3 and gold >= 0 else None


def test_taker_sample():
    assert wrong_in_sample(taker_texts, 54200000, 500, PACK) == []


_TASKS = [("cook", "cooked", "potato", "potatoes"), ("bake", "baked", "cake", "cakes"),
          ("knit", "knitted", "scarf", "scarves"), ("paint", "painted", "room", "rooms")]
_PEOPLE = [("Sam", "He", "him"), ("Ann", "She", "her"), ("A chef", "He", "him"), ("Mia", "She", "her")]


def task_texts(rng):
    """``Each <thing> takes T <unit> to <verb>.`` with ``… it take to <verb> M <things>?`` (gold T × M), or a goal,
    a part done and ``… it take <him|her> to <verb> the rest?`` (gold (N − K) × T); near misses (another unit asked,
    more done than needed) with no gold."""
    verb, done, one, many = rng.choice(_TASKS)
    unit = rng.choice(["minutes", "hours"])
    t = rng.randint(2, 60)
    rate = f"each {one} takes {t} {unit} to {verb}"
    asked = unit if rng.random() < 0.9 else ("hours" if unit == "minutes" else "minutes")
    ok = asked == unit
    if rng.random() < 0.35:
        m = rng.randint(2, 30)
        if rng.random() < 0.5:
            return f"If {rate}, how many {asked} will it take to {verb} {m} {many}?", Fraction(t * m) if ok else None
        return f"E{rate[1:]}. How many {asked} will it take to {verb} {m} {many}?", Fraction(t * m) if ok else None
    name, he, him = rng.choice(_PEOPLE)
    n, k = rng.randint(2, 40), rng.randint(1, 40)
    told = f"{name} needs to {verb} {n} {many}. {he} has already {done} {k} {many if k != 1 else one}."
    if rng.random() < 0.5:
        text = f"{told} If {rate}, how many {asked} will it take {him} to {verb} the rest?"
    else:
        text = f"{told} E{rate[1:]}. How many {asked} will it take {him} to {verb} the rest?"
    return text, Fraction((n - k) * t) if ok and n >= k else None


def test_task_sample():
    assert wrong_in_sample(task_texts, 542000000, 500, PACK) == []


def test_numbered_sample():
    assert wrong_in_sample(numbered_texts, 5420000, 500, PACK) == []


def test_ratio_sample():
    assert wrong_in_sample(ratio_texts, 542, 500, PACK) == []


def test_total_sample():
    assert wrong_in_sample(total_texts, 5420, 500, PACK) == []


def test_couple_sample():
    assert wrong_in_sample(couple_texts, 54200, 500, PACK) == []


def test_other_sample():
    assert wrong_in_sample(other_texts, 542000, 500, PACK) == []


def _answer(text: str) -> Fraction | None:
    result = read(text, PACK)
    return Fraction(result.answer) if isinstance(result, Solved) else None


def test_metamorphic_scaled_measures():
    """Scaling both measures by k leaves a ratio as it was and scales a total by k; swapping the colours of the two
    things leaves both answers as they were."""
    rng = random.Random(5421)
    read_any = 0
    for _ in range(60):
        b, m, k = rng.randint(2, 20), rng.randint(2, 8), rng.randint(2, 5)
        c1, c2 = rng.sample(_COLOURS, 2)

        def texts(x: int, y: int, first: str, second: str) -> tuple[str, str]:
            told = f"A {first} ribbon is {x} inches long. A {second} ribbon is {y} inches long."
            return (f"{told} How many times as long as the {second} ribbon is the {first} ribbon?",
                    f"{told} What is the total length of both ribbons?")

        ratio, total = texts(b * m, b, c1, c2)
        ratio_k, total_k = texts(b * m * k, b * k, c1, c2)
        ratio_s, total_s = texts(b * m, b, c2, c1)
        r, t = _answer(ratio), _answer(total)
        assert r == Fraction(m) and t == Fraction(b * m + b), (ratio, r, total, t)
        assert _answer(ratio_k) == r and _answer(total_k) == t * k
        assert _answer(ratio_s) == r and _answer(total_s) == t
        read_any += 1
    assert read_any == 60


def test_metamorphic_couple_and_other():
    """The couple's titles swapped or their surname renamed read the same; in ``the other`` form, swapping the two
    teams' points turns the asked difference around."""
    rng = random.Random(5422)
    for _ in range(40):
        n, p = rng.randint(2, 9), rng.randint(2, 20)
        s1, s2 = rng.sample(_SURNAMES, 2)
        base = _answer(f"Mr. and Mrs. {s1} bought {n} pies for ${p} each. How much did they spend?")
        assert base == n * p
        assert _answer(f"Mrs. and Mr. {s2} bought {n} pies for ${p} each. How much did they spend?") == base
        a, b = rng.sample(range(1, 50), 2)
        name = rng.choice(_NAMES)
        ask = f"How many more points did {name}'s team score than the other team?"
        one = _answer(f"{name}'s team scored {a} points. The other team scored {b} points. {ask}")
        two = _answer(f"{name}'s team scored {b} points. The other team scored {a} points. {ask}")
        assert (one, two) == ((a - b, None) if a > b else (None, b - a))
