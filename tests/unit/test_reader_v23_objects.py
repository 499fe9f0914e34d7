"""Objects and verbs after the subject (ADR 0546): a bare number closing the second of two coordinated clauses
(elided_conjuncts.py: ``Luca ate 4 oranges and his dad ate 2.``), ``lent out`` and ``got back`` as the pack's verbs
(``It lent out 63 books and got back 28 books.``), a ``there`` scene's comparison told before its count
(there_compared_first.py: ``There are 3 times as many boys as girls in a club. There are 8 girls.``), brothers,
sisters, sons, daughters, families, classes and barns counted (``Ann has 2 brothers. Each brother has 4 toy cars.``),
``go`` with a distance (goes_distances.py: ``A car goes 60 miles per hour.``), ``both`` after two names
(both_after.py: ``Sam and Tom both have 5 apples.``), things given back (given_back.py: ``Ann gave them back.``) and
a giving verb left out of a second receiver-and-amount pair (gapped_datives.py: ``gave Carl 3 marbles and Dan 4
marbles``).

Answers below are worked by hand; the near misses refuse. The generators compute their golds by formula, never by
the reader; the tests read a sample of each (the ADR reports the larger runs).
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack
from domain.reader import Refused, Solved, read

PACK = load_pack()

SOLVED = [
    # fresh-e-b043: 4 × 8 − 2 + 8
    ("gap-b043", "Joe has 4 bags. Each bag has 8 apples. He eats 2 apples and buys 8 more. How many apples does Joe "
     "have now?", "38", "apples"),
    # fresh-j-136: 3 × 10 − 4 − 2
    ("gap-j136", "Luca's dad bought 3 bags of oranges. Each bag had 10 oranges. Luca ate 4 oranges and his dad ate 2. "
     "How many oranges are left?", "24", "oranges"),
    # 30 − 7 − 5, two units in play, "but"
    ("gap-but", "Mia had 30 stickers and 6 pens. She lost 7 stickers but found 5. How many stickers does Mia have "
     "now?", "28", "stickers"),
    # the pens asked in the same text: 6, untouched
    ("gap-other-kind", "Mia had 30 stickers and 6 pens. She lost 7 stickers but found 5. How many pens does Mia have "
     "now?", "6", "pens"),
    # 12 + 9 − 4, a comma and "then", modifiers copied
    ("gap-then", "Tom has 5 red marbles and 3 blue marbles. He won 12 red marbles, and then he lost 4. How many red "
     "marbles does Tom have now?", "13", "marbles"),
    # 20 + 15 + 10 − 6 − 3, a named second subject
    ("gap-named", "Ada had 20 cards and 15 stamps. She got 15 cards and Ben got 10. Ada gave away 6 cards. Ben lost 3 "
     "cards. How many stamps does Ada have?", "15", "stamps"),
    # 6 × 8 − 9 − 5 (fresh-j-285's statements with a plain question)
    ("gap-broke", "Nell had 6 boxes. Each box had 8 crayons. She lost 9 crayons and broke 5. How many crayons does "
     "she have now?", "34", "crayons"),
    # fresh-e-n009: 275 − 63 + 28
    ("lend-n009", "A library had 275 books. It lent out 63 books and got back 28 books. How many books are in the "
     "library now?", "240", "books"),
    # fresh-h-108: 9 + 8 + 10
    ("lend-h108", "The library lent out 9 books on Monday, 8 books on Tuesday and 10 books on Wednesday. How many "
     "books were lent out on the three days?", "27", "books"),
    # fresh-i-381: 31 + 28
    ("lend-i381", "On Monday a library lent out 31 books. On Tuesday it lent out 28 books. How many books did the "
     "library lend out on the two days?", "59", "books"),
    # 40 − 12, present tense, a person
    ("lend-person", "Sam has 40 comics. He lends out 12 comics. How many comics does Sam have now?", "28", "comics"),
    # 10 − 4 + 2: got back after a giving
    ("getback-sam", "Sam had 10 apples. He gave 4 apples to Ann. Then he got back 2 apples. How many apples does Sam "
     "have now?", "8", "apples"),
    # 50 − 20 + 15
    ("getback-shop", "A shop had 50 hats. It sold 20 hats and got back 15 hats. How many hats does the shop have "
     "now?", "45", "hats"),
    # fresh-g-520: 8 × 3
    ("there-g520", "There are 3 times as many boys as girls in a club. There are 8 girls. How many boys are in the "
     "club?", "24", "boys"),
    # fresh-g-521: 8 + 24
    ("there-g521", "There are 3 times as many boys as girls in a club. There are 8 girls. How many children are in "
     "the club?", "32", "children"),
    # fresh-g-523: 20 − 8
    ("there-g523", "There are 8 more boys than girls in a club. There are 20 boys. How many girls are in the club?",
     "12", "girls"),
    # fresh-g-525: 20 + 8
    ("there-g525", "There are 8 fewer boys than girls in a club. There are 20 boys. How many girls are in the club?",
     "28", "girls"),
    # the place said first: 5 × 2
    ("there-lead", "In a shelter, there are twice as many dogs as cats. There are 5 cats. How many dogs are in the "
     "shelter?", "10", "dogs"),
    # the place repeated with "the": 6 + 4
    ("there-repeat", "There are 4 more ducks than geese on a pond. There are 6 geese on the pond. How many ducks are "
     "on the pond?", "10", "ducks"),
    # no place at all, past tense: 7 × 4
    ("there-past", "There were 4 times as many cows as pigs. There were 7 pigs. How many cows were there?", "28",
     "cows"),
    # fresh-g-377: 2 × 4
    ("kin-g377", "Ann has 2 brothers. Each brother has 4 toy cars. How many toy cars do her brothers have?", "8",
     "cars"),
    # fresh-g-379: Ann's own cars
    ("kin-g379", "Ann has 2 brothers and 4 toy cars. How many toy cars does Ann have?", "4", "cars"),
    # fresh-d-i022: 12 − 2 × 3
    ("kin-i022", "Ben has 2 brothers. He has 12 cars. He gives 3 cars to each brother. How many cars does Ben have "
     "now?", "6", "cars"),
    # 3 × 4, sisters
    ("kin-sisters", "Gabe has 3 sisters. Each sister has 4 dolls. How many dolls do his sisters have in all?", "12",
     "dolls"),
    # 20 − 4 × 3, sons
    ("kin-sons", "Mrs. Lee had 20 cookies. She has 4 sons. She gave 3 cookies to each son. How many cookies does she "
     "have left?", "8", "cookies"),
    # 2 + 3: counted as held
    ("kin-daughters", "Mr. Cruz has 2 daughters and 3 sons. How many sons does Mr. Cruz have?", "3", "sons"),
    # fresh-d-i032: 4 × 3
    ("group-i032", "There are 4 families on the street. Each family has 3 cars. How many cars are on the street?",
     "12", "cars"),
    # fresh-e-c026: 4 × 25
    ("group-c026", "There are 25 students in each class. There are 4 classes. How many students are there in all?",
     "100", "students"),
    # fresh-c296: 15 − 9, the barns beside them
    ("group-c296", "A farm has 15 goats and 9 horses. The farm also has 3 barns. How many more goats than horses "
     "does the farm have?", "6", "goats"),
    # fresh-d-e072: 16 / 2
    ("group-e072", "A box of cereal has 16 servings. The family eats 2 servings a day. How many days will the box "
     "last?", "8", "days"),
    # the families themselves counted
    ("group-families", "There are 4 families on the street. Each family has 3 cars. How many families are on the "
     "street?", "4", "families"),
    # fresh-c501: 60 × 3
    ("go-c501", "A car goes 60 miles per hour. How far does the car go in 3 hours?", "180", "miles"),
    # fresh-c502: 180 / 60
    ("go-c502", "A car goes 60 miles per hour. How many hours does it take the car to go 180 miles?", "3", "hours"),
    # 80 × 4, kilometers
    ("go-train", "A train goes 80 kilometers per hour. How far does the train go in 4 hours?", "320", "kilometers"),
    # 45 × 2, how many miles
    ("go-bus", "A bus goes 45 miles per hour. How many miles does the bus go in 2 hours?", "90", "miles"),
    # 2 × 7, a distance each day
    ("go-daily", "Sam goes 2 miles every day. How many miles does he go in a week?", "14", "miles"),
    # 3 + 4, legs
    ("go-legs", "Sam went 3 miles on Monday and 4 miles on Tuesday. How far did Sam go in all?", "7", "miles"),
    # fresh-e-i017: 5 + 5
    ("both-i017", "Sam and Tom both have 5 apples. How many apples do they have together?", "10", "apples"),
    # 4 + 4
    ("both-cats", "Ann and Bea both have 4 cats. How many cats do they have in all?", "8", "cats"),
    # 3 + 3, a pack verb
    ("both-bought", "Ann and Bea both bought 3 pens. How many pens did they buy in all?", "6", "pens"),
    # 4 + 3 + 3, both giving
    ("both-gave", "Cy had 4 apples. Ann and Bob both gave 3 apples to Cy. How many apples does Cy have now?", "10",
     "apples"),
    # one of the two asked: 5
    ("both-one", "Sam and Tom both have 5 apples. How many apples does Sam have?", "5", "apples"),
    # fresh-c589: 12 − 3 + 3
    ("back-c589", "Tom had 12 apples. He gave 3 apples to Ann. Ann gave them back. How many apples does Tom have "
     "now?", "12", "apples"),
    # fresh-e-l011: 10 − 3 + 3, one sentence, "but she"
    ("back-l011", "Sam had 10 apples. He gave 3 apples to Ann, but she gave them back. How many apples does Sam have "
     "now?", "10", "apples"),
    # fresh-i-463: 36 − 10 + 10, "the 10 oranges back to Luis"
    ("back-i463", "Luis had 36 oranges. He gave 10 oranges to Pedro. Pedro gave the 10 oranges back to Luis. How "
     "many oranges does Luis have now?", "36", "oranges"),
    # fresh-d-i020: 20 − 4 + 2, "gives him back 2 marbles"
    ("back-i020", "Jake has 20 marbles. He gives Luke 4 marbles and Luke gives him back 2 marbles. How many marbles "
     "does Jake have?", "18", "marbles"),
    # 15 − 4 + 4, then, to her
    ("back-then", "Mia had 15 pens. She gave 4 pens to Ben. Then Ben gave them back to her. How many pens does Mia "
     "have now?", "15", "pens"),
    # 30 − 6 + 6, present tense, ", and she"
    ("back-present", "Tom has 30 cards. He gives 6 cards to Ann, and she gives them back. How many cards does Tom "
     "have?", "30", "cards"),
    # 20 − 5 + 3, her back
    ("back-her", "Ada has 20 marbles. She gives Ben 5 marbles and Ben gives her back 3 marbles. How many marbles "
     "does Ada have?", "18", "marbles"),
    # fresh-g-688's giving: 20 − 3 − 4
    ("gapped-ben", "Ben had 20 marbles. He gave Carl 3 marbles and Dan 4 marbles. How many marbles does Ben have "
     "now?", "13", "marbles"),
    # the second receiver's: 4
    ("gapped-dan", "Ben had 20 marbles. He gave Carl 3 marbles and Dan 4 marbles. How many marbles did Dan get?", "4",
     "marbles"),
    # 40 − 10 − 5
    ("gapped-ann", "Ann had 40 stickers. She gave Mia 10 stickers and Lucy 5 stickers. How many stickers does Ann "
     "have left?", "25", "stickers"),
    # handed
    ("gapped-handed", "Ann had 40 stickers. She handed Mia 10 stickers and Lucy 5 stickers. How many stickers does "
     "Ann have left?", "25", "stickers"),
]

REFUSED = [
    # two conjunctions: which noun for the last number?
    ("gap-two-ands", "Sam had 10 apples and 5 pears. He ate 3 apples and 2 pears and lost 2. How many pears are "
     "left?"),
    # a money verb: "made 40" is money, not cakes
    ("gap-made", "Sam had 10 cakes and 5 pies. He sold 3 cakes and made 12. How many cakes are left?"),
    # "of": bags or apples?
    ("gap-of", "Sam had 10 bags of apples and 5 pears. He ate 3 bags of apples and his dad ate 2. How many apples "
     "are left?"),
    # words after the number
    ("gap-to", "Sam had 10 apples and 5 pears. He ate 3 apples and gave 2 to Ann. How many pears are left?"),
    # earned: money
    ("gap-earned", "Ann had 10 hours and 5 dollars. She worked 3 hours and earned 20. How many dollars does Ann have "
     "now?"),
    # "they" before the second verb: whose 2 of what?
    ("gap-they", "Sam had 10 apples and 5 pears. He ate 3 apples and they ate 2. How many pears are left?"),
    # the second verb told before: more of what he was picking, or more pears? (test_reader_v9_scenes' case)
    ("gap-told-before", "Sam was picking apples. He ate 5 pears and picked 3 more. How many pears did he pick?"),
    # a bare number with no first noun (two units in play)
    ("gap-none", "Sam had 10 apples and 5 pears. He ate 3. How many pears are left?"),
    # got back: the giver's count is not told
    ("getback-ann", "Sam had 10 apples. He gave 4 apples to Ann. Then he got back 2 apples. How many apples does Ann "
     "have now?"),
    # lent more than held
    ("lend-over", "A library had 20 books. It lent out 30 books. How many books are in the library now?"),
    # the comparison with a count of another tense
    ("there-tense", "There are 3 times as many boys as girls in a club. There were 8 girls. How many boys are in the "
     "club?"),
    # the count in another place
    ("there-other-place", "There are 3 times as many boys as girls in a club. There are 8 girls in the team. How many "
     "boys are in the club?"),
    # compared with things never counted
    ("there-other-kind", "There are 3 times as many boys as girls in a club. There are 8 cats. How many boys are in "
     "the club?"),
    # two counts
    ("there-two-counts", "There are 3 times as many boys as girls in a club. There are 8 girls and 2 teachers. How "
     "many boys are in the club?"),
    # not a whole count
    ("there-not-whole", "There are 3 times as many boys as girls in a club. There are 10 boys. How many girls are in "
     "the club?"),
    # the brothers' cars are not Ann's
    ("kin-not-hers", "Ann has 2 brothers. Each brother has 4 toy cars. How many toy cars does Ann have?"),
    # a described brother among counted ones: what do the others hold?
    ("kin-described", "Sam has 3 brothers. His brother gave him 5 apples. How many apples does Sam have?"),
    # siblings: not told as held
    ("kin-siblings", "Ann has 2 brothers and 3 sisters. How many siblings does Ann have?"),
    # each sister's share of nothing partitioned
    ("kin-each", "Gabe has 3 sisters. Each sister has 4 dolls. How many dolls does each sister have?"),
    # the classes' students are not the school's own
    ("group-school", "The school has 4 classes. Each class has 25 students. How many students are in the school?"),
    # barns are not animals
    ("group-barns-animals", "A farm has 15 goats and 9 horses. The farm also has 3 barns. How many animals does the "
     "farm have?"),
    # a distance with no time: no speed
    ("go-no-speed", "A car goes 60 miles. How far does the car go in 3 hours?"),
    # not a length
    ("go-apples", "A car goes 60 apples per hour. How far does the car go in 3 hours?"),
    # a place in the question, no time
    ("go-to-city", "A car goes 60 miles per hour. How far does the car go to the city?"),
    # another tense
    ("go-going", "A car is going 60 miles per hour. How far does the car go in 3 hours?"),
    # a trip somewhere
    ("go-store", "Sam went 5 miles to the store. How far did he go?"),
    # between them: the pair's
    ("both-between", "Sam and Tom both have 5 apples between them. How many apples do they have?"),
    # together: the pair's
    ("both-together", "Sam and Tom both have 5 apples together. How many apples do they have?"),
    # not two names
    ("both-dog", "Sam and his dog both have 5 apples. How many apples do they have together?"),
    # both twice
    ("both-twice", "Both Sam and Tom both have 5 apples. How many apples do they have?"),
    # someone else asked
    ("both-other", "Sam and Tom both have 5 apples. How many apples does Ann have?"),
    # Ann's own apples before are never told
    ("back-ann", "Tom had 12 apples. He gave 3 apples to Ann. Ann gave them back. How many apples does Ann have "
     "now?"),
    # he: Tom or Bob?
    ("back-he", "Tom had 12 apples. He gave 3 apples to Bob. He gave them back. How many apples does Tom have now?"),
    # a part given back, no receiver
    ("back-part", "Tom had 12 apples. He gave 3 apples to Ann. Ann gave 2 of them back. How many apples does Tom "
     "have now?"),
    # another returner
    ("back-sue", "Tom had 12 apples. He gave 3 apples to Ann. Sue gave them back. How many apples does Tom have "
     "now?"),
    # not the number given
    ("back-four", "Tom had 12 apples. He gave 3 apples to Ann. Ann gave the 4 apples back to Tom. How many apples "
     "does Tom have now?"),
    # back to someone else
    ("back-to-sue", "Tom had 12 apples. He gave 3 apples to Ann. Ann gave them back to Sue. How many apples does Tom "
     "have now?"),
    # her: Mia or Ann?
    ("back-her-two", "Mia had 15 pens. She gave 4 pens to Ann. Then Ann gave them back to her. How many pens does "
     "Mia have now?"),
    # the second pair's things unsaid
    ("gapped-bare", "Ben had 20 marbles. He gave Carl 3 marbles and Dan 4. How many marbles does Ben have now?"),
    # a list of three
    ("gapped-three", "Ben had 20 marbles. He gave Carl 3 marbles, Dan 4 marbles and Eve 2 marbles. How many marbles "
     "does Ben have now?"),
    # more given than held
    ("gapped-over", "Ben had 5 marbles. He gave Carl 3 marbles and Dan 4 marbles. How many marbles does Ben have "
     "now?"),
]

test_objects_solved = solved_cases(SOLVED, PACK)
test_objects_refused = refused_cases(REFUSED, PACK)

_PEOPLE = [("Maya", "she", "her"), ("Tom", "he", "his"), ("Rosa", "she", "her"), ("Ken", "he", "his"),
           ("Lily", "she", "her"), ("Omar", "he", "his")]
_THINGS = ["apples", "marbles", "stickers", "pencils", "cards", "books", "shells", "buttons"]
_LOSS = [("ate", "eats"), ("lost", "loses"), ("gave away", "gives away"), ("sold", "sells")]
_GAIN = [("found", "finds"), ("bought", "buys"), ("got", "gets"), ("picked", "picks")]


def gaps(rng):
    """Two kinds held, ``V1 A <X> and [pronoun] V2 B [more]`` on the first; gold: the first kind after both (or the
    second kind untouched); near misses None."""
    name, pron, _ = rng.choice(_PEOPLE)
    x, y = rng.sample(_THINGS, 2)
    past = rng.random() < 0.5
    a0 = rng.randint(20, 90)
    y0 = rng.randint(2, 30)
    first_gain = rng.random() < 0.5
    v1 = rng.choice(_GAIN if first_gain else _LOSS)[0 if past else 1]
    second_gain = rng.random() < 0.5
    v2 = rng.choice(_GAIN if second_gain else _LOSS)[0 if past else 1]
    a = rng.randint(2, 19)
    b = rng.randint(2, 19)
    more = " more" if second_gain and rng.random() < 0.5 else ""
    subj = rng.choice(["", f"{pron} ", "then "])
    conj = rng.choice(["and", "but"]) if subj != "then " else "and"
    body = [f"{name} {'had' if past else 'has'} {a0} {x} and {y0} {y}.",
            f"{pron.capitalize()} {v1} {a} {x} {conj} {subj}{v2} {b}{more}."]
    gold = a0 + (a if first_gain else -a) + (b if second_gain else -b)
    asked = x
    if rng.random() < 0.3:
        asked, gold = y, y0
    q = f"How many {asked} does {name} have now?"
    miss = rng.randint(0, 9)
    if miss == 1:  # words after the bare number
        body[-1] = body[-1][:-1] + " on Monday."
    elif miss == 2:  # a money verb second
        body[-1] = f"{pron.capitalize()} {v1} {a} {x} and made {b}."
    elif miss == 3:  # no noun before the conjunction
        body[-1] = f"{pron.capitalize()} {v1} {a} and {v2} {b}{more}."
    elif miss == 4:  # "of"
        body[-1] = f"{pron.capitalize()} {v1} {a} bags of {x} and {v2} {b}{more}."
    else:
        if gold < 0:
            return " ".join(body) + " " + q, None
        return " ".join(body) + " " + q, Fraction(gold)
    return " ".join(body) + " " + q, None


_PAIRS = [("boys", "girls", "children", "club"), ("girls", "boys", "students", "class"),
          ("dogs", "cats", None, "shelter"), ("ducks", "geese", None, "pond"), ("cows", "pigs", None, "farm")]
_TIMES = {2: "twice", 3: "3 times", 4: "4 times", 5: "5 times"}


def there_first(rng):
    """``There are <comparison> Y than|as Z in a P. There are N (Z|Y). How many …?``; gold by formula; near misses
    None."""
    y, z, whole, place = rng.choice(_PAIRS)
    be = rng.choice(["are", "were"])
    prep = "on" if place == "pond" else "in"
    multiple = rng.random() < 0.5
    if multiple:
        k = rng.choice(list(_TIMES))
        comparison = f"{_TIMES[k]} as many {y} as {z}"
    else:
        d = rng.randint(1, 15)
        fewer = rng.random() < 0.4
        comparison = f"{d} {'fewer' if fewer else 'more'} {y} than {z}"
    lead = rng.random() < 0.3
    told_z = rng.random() < 0.6
    n = rng.randint(2, 20)
    if multiple:
        if told_z:
            nz, ny = n, n * k
        else:
            ny = n * k if rng.random() < 0.8 else n * k + 1
            nz = Fraction(ny, k)
    else:
        if told_z:
            nz = n + (d if fewer else 0)
            ny = nz - d if fewer else nz + d
        else:
            ny = n + (0 if fewer else d)
            nz = ny + d if fewer else ny - d
    told, told_n = (z, nz) if told_z else (y, ny)
    if lead:
        first = f"{prep.capitalize()} a {place}, there {be} {comparison}."
    else:
        first = f"There {be} {comparison} {prep} a {place}."
    second = f"There {be} {told_n} {told}."
    asked_kind = rng.choice([y, z] + ([whole] if whole else []))
    gold = {y: ny, z: nz, whole: ny + nz}[asked_kind]
    q = f"How many {asked_kind} {be} {prep} the {place}?"
    miss = rng.randint(0, 9)
    if miss == 1:  # another tense for the count
        second = f"There {'were' if be == 'are' else 'are'} {told_n} {told}."
    elif miss == 2:  # another place for the count
        second = f"There {be} {told_n} {told} {prep} the barn."
    elif miss == 3:  # two counts
        second = f"There {be} {told_n} {told} and 3 teachers."
    else:
        if Fraction(gold).denominator != 1 or gold < 0:
            return f"{first} {second} {q}", None
        return f"{first} {second} {q}", Fraction(gold)
    return f"{first} {second} {q}", None


_KIN = [("brother", "brothers", "her"), ("sister", "sisters", "his"), ("son", "sons", "her"),
        ("daughter", "daughters", "his")]


def kin(rng):
    """``<Name> has K <kin>. Each <kin> has M <things>.`` (maybe the name's own things, maybe a giving to each);
    gold by formula; near misses None."""
    name, pron, poss = rng.choice(_PEOPLE)
    sg, pl, _ = rng.choice(_KIN)
    things = rng.choice(_THINGS)
    k = rng.randint(2, 6)
    m = rng.randint(2, 12)
    shape = rng.randint(0, 3)
    if shape == 0:
        text = f"{name} has {k} {pl}. Each {sg} has {m} {things}. How many {things} do {poss} {pl} have in all?"
        gold = k * m
    elif shape == 1:
        own = rng.randint(k * m, k * m + 40)
        text = (f"{name} has {own} {things}. {pron.capitalize()} has {k} {pl}. {pron.capitalize()} gives {m} "
                f"{things} to each {sg}. How many {things} does {name} have now?")
        gold = own - k * m
    elif shape == 2:
        own = rng.randint(2, 40)
        text = f"{name} has {k} {pl} and {own} {things}. How many {things} does {name} have?"
        gold = own
    else:  # near miss: the kin's things asked as the name's
        text = f"{name} has {k} {pl}. Each {sg} has {m} {things}. How many {things} does {name} have?"
        return text, None
    return text, Fraction(gold)


_VEHICLES = ["car", "bus", "train", "truck", "van"]
_LENGTH_UNITS = ["miles", "kilometers"]


def goes(rng):
    """``A <vehicle> goes S <length> per hour.`` then a distance or a time asked; gold by formula; near misses
    None."""
    v = rng.choice(_VEHICLES)
    unit = rng.choice(_LENGTH_UNITS)
    speed = rng.randint(10, 90)
    hours = rng.randint(1, 9)
    first = f"A {v} goes {speed} {unit} per hour."
    if rng.random() < 0.5:
        q = rng.choice([f"How far does the {v} go in {hours} hours?", f"How many {unit} does the {v} go in {hours} "
                        "hours?"])
        gold = speed * hours
    else:
        q = f"How many hours does it take the {v} to go {speed * hours} {unit}?"
        gold = hours
    miss = rng.randint(0, 9)
    if miss == 1:  # no speed
        first = f"A {v} goes {speed} {unit}."
    elif miss == 2:  # not a length
        first = f"A {v} goes {speed} apples per hour."
    elif miss == 3:  # no time asked
        q = f"How far does the {v} go to the city?"
    else:
        return f"{first} {q}", Fraction(gold)
    return f"{first} {q}", None


_NAMES = ["Sam", "Tom", "Ann", "Bea", "Cy", "Dot", "Eli", "Fay"]


def boths(rng):
    """``A and B both <have|bought> N <things>.``; the pair's total or one's amount; near misses None."""
    a, b = rng.sample(_NAMES, 2)
    things = rng.choice(_THINGS)
    n = rng.randint(2, 40)
    have = rng.random() < 0.5
    first = f"{a} and {b} both {'have' if have else 'bought'} {n} {things}."
    if rng.random() < 0.6:
        q = (f"How many {things} do they have {rng.choice(['together', 'in all', 'altogether'])}?" if have
             else f"How many {things} did they buy in all?")
        gold = 2 * n
    else:
        q = f"How many {things} does {a} have?" if have else f"How many {things} did {b} buy?"
        gold = n
    miss = rng.randint(0, 9)
    if miss == 1:  # the pair's amount
        first = first[:-1] + " together."
    elif miss == 2:  # between them
        first = first[:-1] + " between them."
    elif miss == 3:  # someone else asked
        q = f"How many {things} does Zed have?"
    else:
        return f"{first} {q}", Fraction(gold)
    return f"{first} {q}", None


_GIVERS = [("Tom", "he", "him"), ("Mia", "she", "her"), ("Sam", "he", "him"), ("Ada", "she", "her")]
_TAKERS = [("Ben", "he", "him"), ("Ann", "she", "her"), ("Luke", "he", "him"), ("Lucy", "she", "her")]


def backs(rng):
    """A giving then a giving back (them / the N things / him back M); gold by formula; near misses None."""
    giver, gp, go = rng.choice(_GIVERS)
    taker, tp, _ = rng.choice(_TAKERS)
    things = rng.choice(_THINGS)
    a = rng.randint(10, 60)
    n = rng.randint(2, a)
    past = rng.random() < 0.5
    gave = "gave" if past else "gives"
    first = f"{giver} {'had' if past else 'has'} {a} {things}."
    shape = rng.randint(0, 2)
    returner = taker if rng.random() < 0.5 or gp == tp else tp.capitalize()
    if shape == 0:
        body = [first, f"{gp.capitalize()} {gave} {n} {things} to {taker}.", f"{returner} {gave} them back."]
        gold = a
    elif shape == 1:
        to = rng.choice(["", f" to {giver}"] + ([f" to {go}"] if gp != tp else []))
        body = [first, f"{gp.capitalize()} {gave} {n} {things} to {taker}.",
                f"{returner} {gave} the {n} {things} back{to}."]
        gold = a
    else:
        m = rng.randint(1, n)
        body = [first, f"{gp.capitalize()} {gave} {taker} {n} {things} and {taker} {gave} {go} back {m} {things}."]
        gold = a - n + m
    q = f"How many {things} does {giver} have now?"
    miss = rng.randint(0, 9)
    if miss == 1 and shape != 2:  # another returner
        body[-1] = f"Zed {gave} them back."
    elif miss == 2 and shape == 1:  # another number
        body[-1] = f"{taker} {gave} the {n + 1} {things} back."
    elif miss == 3 and shape != 2:  # the taker's asked: her own before is untold
        q = f"How many {things} does {taker} have now?"
    else:
        return " ".join(body) + " " + q, Fraction(gold)
    return " ".join(body) + " " + q, None


def test_backs_sample():
    assert wrong_in_sample(backs, 5463, 500, PACK) == []


def test_goes_sample():
    assert wrong_in_sample(goes, 5461, 500, PACK) == []


def test_boths_sample():
    assert wrong_in_sample(boths, 5462, 500, PACK) == []


def test_metamorphic_goes_scaling():
    """Doubling the speed doubles the distance; ``goes`` reads as ``travels`` does."""
    a = read("A car goes 30 miles per hour. How far does the car go in 4 hours?", PACK)
    b = read("A car goes 60 miles per hour. How far does the car go in 4 hours?", PACK)
    c = read("A car travels 30 miles per hour. How far does the car travel in 4 hours?", PACK)
    assert isinstance(a, Solved) and isinstance(b, Solved) and isinstance(c, Solved)
    assert Fraction(b.answer) == 2 * Fraction(a.answer) and a.answer == c.answer


def test_gaps_sample():
    assert wrong_in_sample(gaps, 546, 500, PACK) == []


def test_there_first_sample():
    assert wrong_in_sample(there_first, 5460, 500, PACK) == []


def test_kin_sample():
    assert wrong_in_sample(kin, 54600, 500, PACK) == []


def test_gaps_read_some():
    """The generator's main shape is read, not only refused."""
    rng = random.Random(7)
    solved = sum(isinstance(read(gaps(rng)[0], PACK), Solved) for _ in range(60))
    assert solved >= 20


def test_metamorphic_gap_scaling():
    """Renaming the second subject changes nothing; adding D to the elided number moves the answer by ±D."""
    base = ("Mia had 30 stickers and 6 pens. She lost 7 stickers and {who} found {n}. How many stickers does Mia "
            "have now?")
    a = read(base.format(who="she", n=5), PACK)
    b = read(base.format(who="she", n=9), PACK)
    assert isinstance(a, Solved) and isinstance(b, Solved)
    assert Fraction(b.answer) - Fraction(a.answer) == 4
    c = read(base.replace("Mia", "Zoe").format(who="she", n=5), PACK)
    assert isinstance(c, Solved) and c.answer == a.answer


def test_metamorphic_there_scaling():
    """Scaling the told count by 3 scales every kind asked by 3; the swap is the count-first text's reading."""
    text = "There are 4 times as many cows as pigs on a farm. There are {n} pigs. How many cows are on the farm?"
    first = "There are {n} pigs on a farm. There are 4 times as many cows as pigs. How many cows are on the farm?"
    a, b = read(text.format(n=5), PACK), read(text.format(n=15), PACK)
    assert isinstance(a, Solved) and isinstance(b, Solved)
    assert Fraction(b.answer) == 3 * Fraction(a.answer)
    assert read(first.format(n=5), PACK).answer == a.answer


def test_swap_refusal_points_at_sentences():
    """A swapped text that refuses still refuses (no reading is forced)."""
    r = read("There are 3 times as many boys as girls in a club. There are 8 cats. How many boys are in the club?",
             PACK)
    assert isinstance(r, Refused)
