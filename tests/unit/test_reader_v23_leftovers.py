"""Words left after a complete clause, and a second lot starting with a number (ADR 0543).

1. purpose_tails.py, shape 1: a purpose that changes no amount — ``needs 52 points to win``, ``has 30 chairs to set
   up``, ``needs 100 stamps to fill his album`` (and the same purpose closing the question) — is dropped.
2. purpose_tails.py, shape 2: ``has 39 crayons to put into 3 equal boxes`` / ``to plant equally in 6 pots`` is the
   sharing held_to_share.py reads (``to share equally among 3 boxes``).
3. placed_lots.py: ``Sam has 5 apples in his bag and 3 apples in his basket.`` — one holder's two lots in two
   places: he has 8.
4. outing_intros.py: ``Ken and his sister Amy went fishing.`` before two people's compared events — set aside, the
   rest read by compared_events.py.
5. packed_lots.py: ``Bella has 3 boxes of 9 crayons and 6 loose crayons.`` / ``3 packs of 8 pencils and 2 packs of
   12 pencils`` — packed things and a second lot of them: 3 × 9 + 6, 3 × 8 + 2 × 12.
6. month_spans.py: ``Darius saved 8 dollars each month for 6 months.`` — 6 × 8 dollars (period_spans.py's form for
   months and years, the span in the same periods).
7. week_of_days.py: ``Tom slept 8 hours a night for a week.`` — a daily rate for a week is for 7 days.

Every answer is worked by hand in its comment. The generators compute their golds from the numbers they draw (None
where the text must refuse), never from the reader.
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack
from domain.reader import read
from domain.reader.results import Solved

PACK = load_pack()

SOLVED = [
    # -- 1: a purpose that changes no amount ------------------------------------------------------------------
    ("fresh-d-c088 particle",  # 30 chairs, 6 a row: 30 / 6 = 5 rows
     "Rick has 30 chairs to set up. He puts 6 chairs in each row. How many rows does he make?", "5"),
    ("fresh-d-j046 own object, asked again",  # 100 - 64 = 36
     "Sam needs 100 stamps to fill his album. He has 64 stamps. How many more stamps does he need to fill his album?",
     "36"),
    ("fresh-i-272 need, bare verb",  # 52 - 48 = 4
     "Yelena needs 52 points to win. She has 48 points. How many more points does she need?", "4"),
    ("need, finish her necklace",  # 40 - 25 = 15
     "Mia needs 40 beads to finish her necklace. She has 25 beads. How many more beads does she need?", "15"),
    ("need money, buy his lunch",  # 12 - 5 = 7
     "Ben needs 12 dollars to buy his lunch. He has 5 dollars. How much more money does he need?", "7"),
    ("bought, fix the fence",  # 24 - 9 = 15
     "Lena bought 24 nails to fix the fence. She used 9 nails. How many nails does she have left?", "15"),
    ("collected, decorate her room",  # 30 - 4 = 26
     "Kim collected 30 shells to decorate her room. She lost 4 shells. How many shells does Kim have?", "26"),
    ("need, question without the purpose",  # 90 - 35 = 55
     "Omar needs 90 cards to fill his binder. He has 35 cards. How many more cards does he need?", "55"),
    # -- 2: put equally into groups ---------------------------------------------------------------------------
    ("fresh-h-261 into M equal",  # 39 / 3 = 13
     "Felix has 39 crayons to put into 3 equal boxes. How many crayons go in each box?", "13"),
    ("fresh-h-006 plant equally in",  # 66 / 6 = 11
     "Pat has 66 seeds to plant equally in 6 pots. How many seeds go in each pot?", "11"),
    ("pack evenly into",  # 48 / 8 = 6
     "Nora has 48 cookies to pack evenly into 8 bags. How many cookies go in each bag?", "6"),
    ("had, are in each",  # 35 / 5 = 7
     "Tim had 35 marbles to put into 5 equal bags. How many marbles are in each bag?", "7"),
    ("place equally among, each gets",  # 28 / 4 = 7
     "A teacher has 28 pencils to place equally among 4 tables. How many pencils does each table get?", "7"),
    ("sort equally into",  # 45 / 9 = 5
     "Jo has 45 photos to sort equally into 9 albums. How many photos go in each album?", "5"),
    # -- 3: two lots in two places ----------------------------------------------------------------------------
    ("fresh-e-i002 his bag, his basket",  # 5 + 3 = 8
     "Sam has 5 apples in his bag and 3 apples in his basket. How many apples does Sam have?", "8"),
    ("fresh-d-c072 one field, another field, then sells",  # 12 + 9 - 6 = 15
     "A farmer has 12 horses in one field and 9 horses in another field. He sells 6 horses. "
     "How many horses does the farmer have?", "15"),
    ("one barn, the other barn",  # 20 + 15 = 35
     "The farmer has 20 cows in one barn and 15 cows in the other barn. How many cows does the farmer have?", "35"),
    ("on her shelf, in her bag, gives",  # 6 + 9 - 4 = 11
     "Lily has 6 books on her shelf and 9 books in her bag. She gives 4 books to Tom. "
     "How many books does Lily have?", "11"),
    ("had, lost",  # 7 + 4 - 2 = 9
     "Ann had 7 pens in her bag and 4 pens on her desk. She lost 2 pens. How many pens does Ann have now?", "9"),
    ("modified things",  # 14 + 6 = 20
     "Max has 14 red marbles in his pocket and 6 red marbles in his box. How many red marbles does Max have?", "20"),
    ("two holders, sum",  # 5 + 3 + 4 = 12
     "Ann has 5 apples in her bag and 3 apples in her basket. Tom has 4 apples. How many apples do they have?", "12"),
    # -- 4: an outing before compared events ------------------------------------------------------------------
    ("fresh-d-f002 relation and name, B asked",  # 7 + 4 = 11
     "Ken and his sister Amy went fishing. Ken caught 7 fish. Amy caught 4 more fish than Ken. "
     "How many fish did Amy catch?", "11"),
    ("fresh-d-f003 they",  # 7 + (7 + 4) = 18
     "Ken and his sister Amy went fishing. Ken caught 7 fish. Amy caught 4 more fish than Ken. "
     "How many fish did they catch?", "18"),
    ("two names, times, they",  # 7 + 3 * 7 = 28
     "Ken and Amy went fishing. Ken caught 7 fish. Amy caught 3 times as many fish as Ken. "
     "How many fish did they catch?", "28"),
    ("shopping, fewer",  # 7 - 2 = 5
     "Ken and Amy went shopping. Ken bought 7 apples. Amy bought 2 fewer apples than Ken. "
     "How many apples did Amy buy?", "5"),
    ("the second name told first",  # 7 + (7 + 4) = 18
     "Ken and Amy went fishing. Amy caught 7 fish. Ken caught 4 more fish than Amy. How many fish did they catch?",
     "18"),
    ("first asked",  # Sara's own 12
     "Sara and Leo went fishing. Sara caught 12 fish. Leo caught 5 fewer fish than Sara. "
     "How many fish did Sara catch?", "12"),
    # -- 5: packed things and a second lot ----------------------------------------------------------------------
    ("fresh-h-257 loose",  # 3 * 9 + 6 = 33
     "Bella has 3 boxes of 9 crayons and 6 loose crayons. How many crayons does Bella have?", "33"),
    ("fresh-j-072 two lots of packs, passive",  # 3 * 8 + 2 * 12 = 48
     "Ruth was given 3 packs of 8 pencils and 2 packs of 12 pencils. How many pencils was she given?", "48"),
    ("fresh-i-041 with M in each, single",  # 3 * 7 + 12 = 33
     "A store sold 3 boxes of pens with 7 pens in each box, and 12 single pens. How many pens did the store sell?",
     "33"),
    ("got, then gives",  # 4 * 6 + 5 - 10 = 19
     "Omar got 4 bags of 6 apples and 5 extra apples. He gives 10 apples to Ann. How many apples does Omar have?",
     "19"),
    ("each box of a told count",  # 4 * (2 * 8 + 3) = 76
     "Each box has 2 packs of 8 pencils and 3 loose pencils. Ann has 4 boxes. How many pencils does Ann have?", "76"),
    ("with M in each, things unsaid",  # 2 * 10 + 4 = 24
     "Mia bought 2 bags of marbles with 10 in each bag and 4 single marbles. How many marbles did Mia buy?", "24"),
    # -- 6: a month or year rate over a span of the same periods ----------------------------------------------
    ("fresh-j-206 each month, then spent",  # 8 * 6 - 20 = 28
     "Darius saved 8 dollars each month for 6 months. Then he spent 20 dollars on a game. "
     "How much money does he have?", "28"),
    ("a month",  # 8 * 6 = 48
     "Sam saved 8 dollars a month for 6 months. How much money did he save?", "48"),
    ("a year, books",  # 12 * 3 = 36
     "Ana read 12 books a year for 3 years. How many books did Ana read?", "36"),
    ("money token, for a month",  # 8 * 1 = 8
     "Sam saved $8 every month for a month. How much money did he save?", "8"),
    ("per month, then a gift",  # 15 * 4 + 10 = 70
     "Lucy saved 15 dollars per month for 4 months. Her aunt gave her 10 dollars. How much money does Lucy have?",
     "70"),
    ("each year, trees",  # 30 * 5 = 150
     "A farmer planted 30 trees each year for 5 years. How many trees did the farmer plant?", "150"),
    # -- 7: a daily rate for weeks -------------------------------------------------------------------------------
    ("fresh-d-d076 a night for a week",  # 8 * 7 = 56
     "Tom slept 8 hours a night for a week. How many hours did he sleep?", "56"),
    ("a day for a week",  # 8 * 7 = 56
     "Tom slept 8 hours a day for a week. How many hours did he sleep?", "56"),
    ("a night for 2 weeks",  # 9 * 14 = 126
     "Mia slept 9 hours a night for 2 weeks. How many hours did Mia sleep?", "126"),
    ("practice, 3 weeks",  # 30 * 21 = 630
     "Ann practiced piano 30 minutes a day for 3 weeks. How many minutes did she practice?", "630"),
    ("each day for one week, pages",  # 12 * 7 = 84
     "Leo read 12 pages each day for one week. How many pages did Leo read?", "84"),
]

REFUSED = [
    # -- 1 ------------------------------------------------------------------------------------------------------
    ("purpose words told again",  # set up 12 of them: how many are left to set up?
     "Rick has 30 chairs to set up. He set up 12 chairs. How many chairs does he have?"),
    ("purpose verb told again, inflected",  # puts … put away: the purpose's own act
     "Omar has 18 toys to put away. He puts 3 toys in each box. How many boxes does he use?"),
    ("a cake: counted",  # 5 eggs for one cake, 4 cakes baked
     "Sam needs 5 eggs to bake a cake. He bakes 4 cakes. How many eggs does he use?"),
    ("another purpose in the question",
     "Sam needs 100 stamps to fill his album. He has 64 stamps. How many more stamps does he need to fill 2 albums?"),
    ("a number in the purpose",
     "Sam needs 100 stamps to fill 2 albums. He has 64 stamps. How many more stamps does he need?"),
    ("wanted act before the number",
     "Sam wants to buy 3 books to read at home. How many books does Sam want?"),
    # -- 2 ------------------------------------------------------------------------------------------------------
    ("no equal shares said",  # how many in each pot?
     "Pat has 66 seeds to plant in 6 pots. How many seeds go in each pot?"),
    ("equal shares said twice",
     "Pat has 66 seeds to plant equally in 6 equal pots. How many seeds go in each pot?"),
    ("not an exact split",  # 40 / 3
     "Felix has 40 crayons to put into 3 equal boxes. How many crayons go in each box?"),
    ("not the last statement",  # 39 or 45 shared?
     "Felix has 39 crayons to put into 3 equal boxes. He buys 6 more crayons. How many crayons go in each box?"),
    ("asks the holder",  # before or after putting them away?
     "Felix has 39 crayons to put into 3 equal boxes. How many crayons does Felix have?"),
    # -- 3 ------------------------------------------------------------------------------------------------------
    ("asks one place",  # the bag's lot: the lots are not kept apart
     "Sam has 5 apples in his bag and 3 apples in his basket. How many apples are in his bag?"),
    ("asks the places, plural",
     "A farmer has 12 horses in one field and 9 horses in another field. How many horses are in the fields?"),
    ("other things in the second lot",
     "Ann had 7 pens in her bag and 4 pencils on her desk. How many pens does Ann have now?"),
    ("the same place twice",  # one bag told twice, or two bags?
     "Ann had 7 pens in her bag and 4 pens in her bag. How many pens does Ann have now?"),
    ("a box: whose?",
     "Ann had 7 pens in her bag and 4 pens in a box. How many pens does Ann have now?"),
    ("a place told again later",
     "Ann had 7 pens in her bag and 4 pens on her desk. She put 2 pens in her bag. How many pens does Ann have now?"),
    ("a place inside the other",  # is the bag in the house?
     "Ann has 5 apples in her house and 3 apples in her bag. How many apples does Ann have?"),
    # -- 4 ------------------------------------------------------------------------------------------------------
    ("a third person in the outing",  # they: three people, Bob's fish untold
     "Ken, Bob and Amy went fishing. Ken caught 7 fish. Amy caught 4 more fish than Ken. "
     "How many fish did they catch?"),
    ("someone else with them",
     "Ken and Amy went fishing with Bob. Ken caught 7 fish. Amy caught 4 more fish than Ken. "
     "How many fish did they catch?"),
    ("another person compared",  # Bob never went
     "Ken and Amy went fishing. Ken caught 7 fish. Bob caught 3 times as many fish as Ken. "
     "How many fish did they catch?"),
    ("more without than",  # 4 further, or 4 more than Ken?
     "Ken and Amy went fishing. Ken caught 7 fish. Amy caught 4 more fish. How many fish did they catch?"),
    ("a number in the outing",
     "Ken and Amy went fishing for 3 hours. Ken caught 7 fish. Amy caught 4 more fish than Ken. "
     "How many fish did they catch?"),
    # -- 5 ------------------------------------------------------------------------------------------------------
    ("not said to be loose",  # in the boxes or not?
     "Bella has 3 boxes of 9 crayons and 6 crayons. How many crayons does Bella have?"),
    ("the containers asked",
     "Bella has 3 boxes of 9 crayons and 6 loose crayons. How many boxes does Bella have?"),
    ("a container given away later",  # which crayons went with the box?
     "Bella has 3 boxes of 9 crayons and 6 loose crayons. She gives away 1 box. How many crayons does Bella have?"),
    ("other containers in the second lot",
     "Ruth got 3 packs of 8 pencils and 2 bags of 12 pencils. How many pencils did she get?"),
    ("other things in the second lot",
     "Ruth got 3 packs of 8 pencils and 2 packs of 12 pens. How many pencils did she get?"),
    ("each names another container",
     "A store sold 3 boxes of pens with 7 pens in each bag, and 12 single pens. How many pens did the store sell?"),
    # -- 6 ------------------------------------------------------------------------------------------------------
    ("span in other periods",  # 2 years: 24 months, said otherwise
     "Sam saved 8 dollars a month for 2 years. How much money did he save?"),
    ("a year's rate for months",
     "Sam saved 8 dollars a year for 6 months. How much money did he save?"),
    ("another time word",  # which periods?
     "Sam saved 8 dollars a month for 6 months. He saved 5 dollars each week. How much money did he save?"),
    ("two rate clauses",
     "Sam saved 8 dollars a month for 6 months and 10 dollars a month for 2 months. How much money did he save?"),
    ("a plural span of one",
     "Sam saved 8 dollars a month for 1 months. How much money did he save?"),
    # -- 7 ------------------------------------------------------------------------------------------------------
    ("a week asked too",  # the rate's own question: two week words
     "Tom slept 8 hours a night for a week. How many hours does he sleep in 2 weeks?"),
    ("weeks of one",
     "Tom slept 8 hours a night for 1 weeks. How many hours did he sleep?"),
    ("a week's rate",  # 8 hours a week for a week: not a daily rate
     "Tom slept 8 hours a week for a week. How many hours did he sleep?"),
    ("a fraction of weeks",
     "Tom slept 8 hours a night for 1.5 weeks. How many hours did he sleep?"),
    ("the rate told twice",  # which nights?
     "Tom slept 8 hours a night for a week. He slept 9 hours a night for 3 nights. How many hours did he sleep?"),
    # -- found on the way: a contained count with things taken from a told source (answered 100, not 82) ---------
    ("contained, taken from the shelves",
     "There are 4 shelves with 25 books each. Tara takes 18 books from the shelves. "
     "How many books are still on the shelves?"),
    ("contained, taken off the shelves",
     "There are 4 shelves with 25 books each. Tara takes 18 books off the shelves. How many books are on the shelves?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_HE = ["Sam", "Tom", "Ben", "Max", "Omar", "Leo", "Rick"]
_SHE = ["Ann", "Mia", "Lily", "Nora", "Zoe", "Emma"]


def _person(rng: random.Random) -> tuple[str, str, str]:
    if rng.random() < 0.5:
        return rng.choice(_HE), "he", "his"
    return rng.choice(_SHE), "she", "her"


def gen_purpose(rng: random.Random):
    name, he, his = _person(rng)
    pro = he.capitalize()
    kind = rng.randrange(6)
    need = rng.randint(20, 120)
    have = rng.randint(1, need - 1)
    things = rng.choice(["stamps", "cards", "beads", "stickers", "points"])
    if kind == 0:  # need, own object, asked again
        purpose = rng.choice([f"to fill {his} album", f"to finish {his} project", "to win the prize"])
        return (f"{name} needs {need} {things} {purpose}. {pro} has {have} {things}. "
                f"How many more {things} does {he} need {purpose}?", Fraction(need - have))
    if kind == 1:  # need, bare verb
        return (f"{name} needs {need} {things} to win. {pro} has {have} {things}. "
                f"How many more {things} does {he} need?", Fraction(need - have))
    if kind == 2:  # particle, rows
        per = rng.randint(2, 9)
        total = per * rng.randint(2, 12) if rng.random() < 0.8 else per * rng.randint(2, 12) + rng.randint(1, per - 1)
        gold = Fraction(total, per) if total % per == 0 else None
        return (f"{name} has {total} chairs to set up. {pro} puts {per} chairs in each row. "
                f"How many rows does {he} make?", gold)
    if kind == 3:  # a getting verb and an object, then a loss
        lost = rng.randint(1, need - 1)
        return (f"{name} bought {need} nails to fix the fence. {pro} used {lost} nails. "
                f"How many nails does {he} have left?", Fraction(need - lost))
    if kind == 4:  # near miss: the purpose's words told again
        done = rng.randint(1, need - 1)
        return (f"{name} has {need} chairs to set up. {pro} set up {done} chairs. "
                f"How many chairs does {he} have?", None)
    # near miss: another purpose in the question
    return (f"{name} needs {need} {things} to fill {his} album. {pro} has {have} {things}. "
            f"How many more {things} does {he} need to fill 2 albums?", None)


_MEMBERS = [("bags", "bag"), ("boxes", "box"), ("pots", "pot"), ("jars", "jar"), ("baskets", "basket")]


def gen_groups(rng: random.Random):
    name, he, his = _person(rng)
    verb = rng.choice(["put", "place", "pack", "sort", "plant"])
    things = rng.choice(["seeds", "marbles", "cookies", "crayons", "beads"])
    members, member = rng.choice(_MEMBERS)
    m = rng.randint(2, 9)
    total = m * rng.randint(2, 15) if rng.random() < 0.75 else m * rng.randint(2, 15) + rng.randint(1, m - 1)
    say = rng.randrange(4)
    if say == 0:
        tail = f"into {m} equal {members}"
    elif say == 1:
        tail = f"equally into {m} {members}"
    elif say == 2:
        tail = f"evenly in {m} {members}"
    else:
        tail = f"into {m} {members}"  # no equal shares said: must refuse
    have = rng.choice(["has", "had"])
    gold = Fraction(total, m) if total % m == 0 and say != 3 else None
    return f"{name} {have} {total} {things} to {verb} {tail}. How many {things} go in each {member}?", gold


_PLACES = [("his", "her", "bag"), ("his", "her", "basket"), ("his", "her", "desk"), ("his", "her", "shelf"),
           ("his", "her", "pocket"), ("his", "her", "drawer")]


def gen_lots(rng: random.Random):
    name, he, his = _person(rng)
    pro = he.capitalize()
    things = rng.choice(["apples", "pens", "books", "marbles", "stickers"])
    a, b = rng.randint(1, 40), rng.randint(1, 40)
    kind = rng.randrange(6)
    if kind <= 1:
        p1, p2 = rng.sample(["bag", "basket", "pocket", "box", "jar"], 2)
        first, second = f"in {his} {p1}", f"in {his} {p2}"
    elif kind == 2:
        p = rng.choice(["field", "barn", "yard"])
        first, second = f"in one {p}", rng.choice([f"in another {p}", f"in the other {p}"])
    else:
        p1, p2 = rng.sample(["desk", "shelf", "drawer"], 2)
        first, second = f"on {his} {p1}", f"in {his} {p2}"
    text = f"{name} has {a} {things} {first} and {b} {things} {second}. "
    if kind == 4:  # a loss after
        k = rng.randint(1, a + b)
        return text + f"{pro} gives {k} {things} to a friend. How many {things} does {name} have now?", \
            Fraction(a + b - k)
    if kind == 5:  # near miss: one place asked
        return text + f"How many {things} are {first}?", None
    return text + f"How many {things} does {name} have?", Fraction(a + b)


def gen_outing(rng: random.Random):
    names = rng.sample(["Ken", "Amy", "Sara", "Leo", "Tom", "Ann", "Bob", "Mia"], 3)
    a, b, c = names
    verb, past, things = rng.choice([("catch", "caught", "fish"), ("pick", "picked", "apples"),
                                     ("find", "found", "shells")])
    act = rng.choice(["fishing", "shopping"])
    n = rng.randint(2, 30)
    kind = rng.randrange(5)
    intro = f"{a} and {b} went {act}. "
    if kind == 0:
        k = rng.randint(2, 5)
        body, other = f"{b} {past} {k} times as many {things} as {a}.", k * n
    elif kind == 1:
        m = rng.randint(1, 10)
        body, other = f"{b} {past} {m} more {things} than {a}.", n + m
    elif kind == 2:
        m = rng.randint(1, n + 5)
        body, other = f"{b} {past} {m} fewer {things} than {a}.", n - m if m < n else None
    elif kind == 3:  # a third person compared: must refuse
        body, other = f"{c} {past} 3 more {things} than {a}.", None
    else:  # a third person in the outing: must refuse
        intro = f"{a}, {c} and {b} went {act}. "
        body, other = f"{b} {past} 3 more {things} than {a}.", None
    ask = rng.randrange(3)
    question = (f"How many {things} did {b} {verb}?", f"How many {things} did they {verb}?",
                f"How many {things} did {a} {verb}?")[ask]
    if other is None:
        gold = None
    else:
        gold = Fraction((other, n + other, n)[ask])
    return f"{intro}{a} {past} {n} {things}. {body} {question}", gold


def gen_packed(rng: random.Random):
    name, he, his = _person(rng)
    pro = he.capitalize()
    boxes, box = rng.choice([("boxes", "box"), ("packs", "pack"), ("bags", "bag")])
    things = rng.choice(["crayons", "pencils", "apples", "marbles", "stickers"])
    n, m, k = rng.randint(2, 9), rng.randint(2, 12), rng.randint(1, 15)
    kind = rng.randrange(6)
    if kind == 0:
        lot, gold = f"{n} {boxes} of {m} {things} and {k} {rng.choice(['loose', 'single', 'extra'])} {things}", \
            n * m + k
    elif kind == 1:
        ll = rng.randint(2, 12)
        lot, gold = f"{n} {boxes} of {m} {things} and {k} {boxes} of {ll} {things}", n * m + k * ll
    elif kind == 2:
        lot, gold = f"{n} {boxes} of {things} with {m} {things} in each {box}, and {k} single {things}", n * m + k
    elif kind == 3:  # not said to be loose: must refuse
        lot, gold = f"{n} {boxes} of {m} {things} and {k} {things}", None
    else:
        lot, gold = f"{n} {boxes} of {m} {things} and {k} loose {things}", n * m + k
    verb, ask = rng.choice([("has", "does {name} have"), ("got", "did {name} get"), ("bought", "did {name} buy")])
    text = f"{name} {verb} {lot}. "
    if kind == 4:  # a loss after
        lost = rng.randint(1, gold)
        return text + f"{pro} gives {lost} {things} to a friend. How many {things} does {name} have now?", \
            Fraction(gold - lost)
    if kind == 5:  # the containers asked: must refuse
        return text + f"How many {boxes} {ask.format(name=name)}?", None
    return text + f"How many {things} {ask.format(name=name)}?", None if gold is None else Fraction(gold)


def test_packed_generated_no_wrong():
    assert wrong_in_sample(gen_packed, 5434, 500, PACK) == []


def gen_months(rng: random.Random):
    name, he, his = _person(rng)
    pro = he.capitalize()
    verb, things = rng.choice([("saved", "dollars"), ("read", "books"), ("planted", "trees"), ("collected", "stamps")])
    per = rng.choice(["a", "each", "every", "per"])
    period = rng.choice(["month", "year"])
    n, m = rng.randint(2, 40), rng.randint(2, 12)
    kind = rng.randrange(5)
    ask = {"saved": f"How many dollars did {name} save?", "read": f"How many books did {name} read?",
           "planted": f"How many trees did {name} plant?", "collected": f"How many stamps did {name} collect?"}[verb]
    if kind == 0:  # another period in the span: must refuse
        other = "years" if period == "month" else "months"
        return f"{name} {verb} {n} {things} {per} {period} for {m} {other}. {ask}", None
    if kind == 1:  # another time word: must refuse
        return f"{name} {verb} {n} {things} {per} {period} for {m} {period}s. {pro} {verb} 3 {things} on Monday. " \
            f"{ask}", None
    return f"{name} {verb} {n} {things} {per} {period} for {m} {period}s. {ask}", Fraction(n * m)


def test_months_generated_no_wrong():
    assert wrong_in_sample(gen_months, 5435, 500, PACK) == []


def gen_weeks(rng: random.Random):
    name, he, his = _person(rng)
    verb, ask, unit = rng.choice([("slept", "sleep", "hours"), ("read", "read", "pages"),
                                  ("practiced", "practice", "minutes")])
    per = rng.choice(["a", "each", "every"])
    day = rng.choice(["day", "night"])
    n, m = rng.randint(1, 12), rng.randint(1, 5)
    span = "a week" if m == 1 else f"{m} weeks"
    kind = rng.randrange(4)
    if kind == 0:  # the question asks over weeks again: must refuse or read the rate alone
        return f"{name} {verb} {n} {unit} {per} {day} for {span}. How many {unit} did {name} {ask} in 2 weeks?", None
    return f"{name} {verb} {n} {unit} {per} {day} for {span}. How many {unit} did {name} {ask}?", Fraction(7 * m * n)


def test_weeks_generated_no_wrong():
    assert wrong_in_sample(gen_weeks, 5436, 500, PACK) == []


def test_outing_generated_no_wrong():
    assert wrong_in_sample(gen_outing, 5433, 500, PACK) == []


def test_purpose_generated_no_wrong():
    assert wrong_in_sample(gen_purpose, 5430, 500, PACK) == []


def test_groups_generated_no_wrong():
    assert wrong_in_sample(gen_groups, 5431, 500, PACK) == []


def test_lots_generated_no_wrong():
    assert wrong_in_sample(gen_lots, 5432, 500, PACK) == []


def test_generators_read_some():
    """The generators exercise the forms: most answerable texts are read."""
    for make, seed in ((gen_purpose, 7), (gen_groups, 8), (gen_lots, 9), (gen_outing, 10), (gen_packed, 11), (gen_months, 12), (gen_weeks, 13)):
        rng = random.Random(seed)
        read_ok = total = 0
        for _ in range(150):
            text, gold = make(rng)
            if gold is None:
                continue
            total += 1
            read_ok += isinstance(read(text, PACK), Solved)
        assert read_ok >= total * 0.8, (make.__name__, read_ok, total)


def test_metamorphic_rename_and_scale():
    """Renaming the person leaves the answer; doubling every number doubles it (sums, differences, even shares)."""
    cases = [
        ("Sam has {a} apples in his bag and {b} apples in his basket. How many apples does Sam have?",
         "Tom", "Sam", lambda a, b: a + b),
        ("Mia needs {a} beads to finish her necklace. She has {b} beads. How many more beads does she need?",
         "Zoe", "Mia", lambda a, b: a - b),
        ("Nora has {a} cookies to pack evenly into {b} bags. How many cookies go in each bag?",
         "Emma", "Nora", None),
    ]
    rng = random.Random(543)
    for template, other, name, formula in cases:
        for _ in range(20):
            if formula is None:
                b = rng.randint(2, 9)
                a = b * rng.randint(2, 12)
                gold = Fraction(a, b)
                texts = [(template.format(a=a, b=b), gold), (template.format(a=a, b=b).replace(name, other), gold),
                         (template.format(a=2 * a, b=b), 2 * gold)]
            else:
                a, b = rng.randint(20, 60), rng.randint(1, 19)
                gold = Fraction(formula(a, b))
                texts = [(template.format(a=a, b=b), gold), (template.format(a=a, b=b).replace(name, other), gold),
                         (template.format(a=2 * a, b=2 * b), 2 * gold)]
            for text, want in texts:
                got = read(text, PACK)
                assert isinstance(got, Solved), text
                assert Fraction(got.answer) == want, text
