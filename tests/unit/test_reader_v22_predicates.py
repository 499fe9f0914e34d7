"""Predicates the reader had no verb for (ADR 0518): containers of a told size counted as filled (counted_fills.py:
``A bottle holds 2 liters. Maya fills 7 bottles.``), a number-led passive handing things to a receiver the story
never counts (passive_handovers.py: ``Then 3 fish were given to his friend.``), and a person told as the receiver
of a giving in the passive (passive_receipts.py: ``Ruth was given 5 pencils. How many pencils was she given?``).

Answers below are worked by hand; the near misses refuse. The generators probe the three forms with golds computed here
by formula, never by the reader; the tests read a sample of each (the ADR reports the larger runs).
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # fresh-g-593: 7 × 2
    ("fill-g593", "A bottle holds 2 liters. Vera filled 7 bottles. How many liters did Vera use?", "14", "liters"),
    # fresh-d-e086: (6 − 4) × 50
    ("fill-d-e086", "A jar holds 50 candies. Tom fills 6 jars. He sells 4 jars. How many candies does he have left?",
     "100", "candies"),
    # fresh-i-094: 12 × 12
    ("fill-i094", "A baker puts 12 buns on each tray. She fills 12 trays. How many buns are on the trays?", "144",
     "buns"),
    # fresh-j-231: 9 × 12
    ("fill-j231", "A baker puts 12 rolls in each bag. She fills 9 bags. How many rolls does she use?", "108", "rolls"),
    # 5 × 24, "each" for the size, a number word
    ("fill-each-box", "Each box holds 24 crayons. Ken fills five boxes. How many crayons does Ken use?", "120",
     "crayons"),
    # 8 × 6, had
    ("fill-has", "A carton has 6 eggs. Lily filled 8 cartons. How many eggs did Lily use?", "48", "eggs"),
    # 4 × 3, what she has
    ("fill-have", "A bucket holds 3 gallons. Rosa fills 4 buckets. How many gallons does Rosa have?", "12", "gallons"),
    # 10 × 15, put into each
    ("fill-put-into", "Omar puts 15 marbles into each jar. He filled 10 jars. How many marbles did he use?", "150",
     "marbles"),
    # fresh-h-008: 5 + 6 − 3
    ("hand-h008", "Oli had 5 fish. He bought 6 more fish. Then 3 fish were given to his friend. How many fish does Oli "
     "have now?", "8", "fish"),
    # 20 − 4, to her 2 cousins
    ("hand-cousins", "Mia had 20 stickers. 4 stickers were given to her 2 cousins. How many stickers does Mia have "
     "left?", "16", "stickers"),
    # 20 − 1, one sticker was
    ("hand-one", "Mia had 20 stickers. One sticker was given to her sister. How many stickers does Mia have left?",
     "19", "stickers"),
    # 40 − 15, a place giving to a neighbour
    ("hand-library", "Ben had 40 cards. Later 15 cards were given to a neighbor. How many cards does Ben have now?",
     "25", "cards"),
    # 30 + 10 − 12, present tense
    ("hand-present", "Ada has 30 pencils. She gets 10 more pencils. Then 12 pencils are given to her brother. How many "
     "pencils does Ada have now?", "28", "pencils"),
    # the given ones asked: 4
    ("hand-given-asked", "Mia had 20 stickers. 4 stickers were given to her sister. How many stickers were given "
     "away?", "4", "stickers"),
    # fresh-j-072 without its second kind of pack: 3 × 8
    ("got-packs", "Ruth was given 3 packs of 8 pencils. How many pencils was she given?", "24", "pencils"),
    # 9 + 2
    ("got-more", "Joan had 9 balloons. She was given 2 more balloons. How many balloons does she have now?", "11",
     "balloons"),
    # 9 + 2, opened by then
    ("got-then", "Joan had 9 balloons. Then she was given 2 more balloons. How many balloons does she have now?",
     "11", "balloons"),
    # 5 + 3 dollars, money
    ("got-money", "Sam had $5. He was given $3. How much money does he have now?", "8", "dollars"),
    # 5 + 3, a reason kept
    ("got-birthday", "Sam had 5 dollars. He was given 3 dollars for his birthday. How much money does he have now?",
     "8", "dollars"),
    # the receipt asked: 5
    ("got-asked", "Ruth was given 5 pencils. How many pencils was she given?", "5", "pencils"),
    # 20 − 6 + 4
    ("got-after-loss", "Leo had 20 cards. He lost 6 cards. He was given four cards. How many cards does Leo have?",
     "18", "cards"),
    # fresh-j-072, refused here before v23: two lots of packs in one list, read by packed_lots.py (ADR 0543):
    # 3 × 8 + 2 × 12 = 48
    ("got-j072", "Ruth was given 3 packs of 8 pencils and 2 packs of 12 pencils. How many pencils was she given?",
     "48", "pencils"),
]

REFUSED = [
    # fresh-d-b092: the water is not told (the size is in liters of nothing named)
    ("fill-b092-water", "A bottle holds 2 liters. Maya fills 7 bottles. How many liters of water did she use?"),
    # no size told
    ("fill-no-size", "Maya fills 7 bottles. How many liters did she use?"),
    # the size told after the filling
    ("fill-size-after", "Maya fills 7 bottles. A bottle holds 2 liters. How many liters did she use?"),
    # a size of another container
    ("fill-other-container", "A cup holds 2 liters. Maya fills 7 bottles. How many liters did she use?"),
    # the containers told before: of those?
    ("fill-held-before", "A bottle holds 2 liters. Maya has 10 bottles. She fills 7 bottles. How many liters did "
     "she use?"),
    # the containers asked: filled ones, or all?
    ("fill-containers-asked", "A bottle holds 2 liters. Vera filled 7 bottles. How many bottles does Vera have?"),
    # halfway: not full
    ("fill-halfway", "A bottle holds 2 liters. Maya fills 7 bottles halfway. How many liters did she use?"),
    # two fillers
    ("fill-two", "A bottle holds 2 liters. Maya fills 7 bottles. Sam fills 3 bottles. How many liters did they use?"),
    # a negation
    ("fill-not", "A bottle holds 2 liters. Maya did not fill 7 bottles. How many liters did she use?"),
    # another filler asked
    ("fill-other-asked", "A bottle holds 2 liters. Maya fills 7 bottles. How many liters did Sam use?"),
    # another stuff asked
    ("fill-other-stuff", "A jar holds 50 candies. Tom fills 6 jars. How many cookies does he have?"),
    # more sold than filled
    ("fill-oversold", "A jar holds 50 candies. Tom fills 6 jars. He sells 9 jars. How many candies does he have "
     "left?"),
    # fresh-h-334 (must refuse): more given than held
    ("hand-h334", "Oli had 5 fish. He bought 6 more fish. Then 13 fish were given to his friend. How many fish does "
     "Oli have now?"),
    # a second holder: whose fish?
    ("hand-two-holders", "Oli had 5 fish. Ann had 2 fish. Then 3 fish were given to his friend. How many fish does "
     "Ann have now?"),
    # the receiver told elsewhere
    ("hand-receiver-holds", "Oli had 5 fish. His friend had 2 fish. Then 3 fish were given to his friend. How many "
     "fish does Oli have now?"),
    # the receiver asked
    ("hand-receiver-asked", "Oli had 5 fish. Then 3 fish were given to his friend. How many fish does his friend "
     "have now?"),
    # a name as the receiver
    ("hand-name", "Oli had 5 fish. Then 3 fish were given to Ann. How many fish does Oli have now?"),
    # more
    ("hand-more", "Mia had 20 stickers. 4 more stickers were given to her sister. How many stickers does Mia have "
     "left?"),
    # a giver told: by her mom (whose stickers?)
    ("hand-by", "Mia had 20 stickers. 4 stickers were given to her sister by her mom. How many stickers does Mia "
     "have left?"),
    # a negation
    ("hand-not", "Mia had 20 stickers. 4 stickers were not given to her sister. How many stickers does Mia have "
     "left?"),
    # no holder before
    ("hand-no-holder", "4 stickers were given to her sister. How many stickers does Mia have?"),
    # a giver told
    ("got-by", "Ruth had 10 pencils. She was given 5 pencils by her mom. How many pencils does she have now?"),
    # an unresolvable pronoun
    ("got-she-two", "Ruth had 10 pencils. Ann had 4 pencils. She was given 5 pencils. How many pencils does Ruth have "
     "now?"),
    # a thing as the receiver
    ("got-thing", "The book was given 5 stars. How many stars was the book given?"),
    # another receiver asked
    ("got-other-asked", "Ruth was given 5 pencils. How many pencils was Ann given?"),
    # a negation
    ("got-not", "Ruth was not given 5 pencils. How many pencils was she given?"),
    # no amount
    ("got-more-untold", "Sam had 5 dollars. He was given more. How much money does he have now?"),
    # each member
    ("got-each", "Each student was given 3 pencils. There are 5 students. How many pencils were given?"),
]

test_predicates_solved = solved_cases(SOLVED, PACK)
test_predicates_refused = refused_cases(REFUSED, PACK)

_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten",
          11: "eleven", 12: "twelve"}
_PEOPLE = [("Maya", "she"), ("Tom", "he"), ("Rosa", "she"), ("Ken", "he"), ("Lily", "she"), ("Omar", "he")]
# (container sg, container pl, stuff pl)
_CONTAINERS = [("bottle", "bottles", "liters"), ("jar", "jars", "candies"), ("box", "boxes", "crayons"),
               ("bag", "bags", "rolls"), ("carton", "cartons", "eggs"), ("bucket", "buckets", "gallons"),
               ("tray", "trays", "buns"), ("basket", "baskets", "apples")]
_RECEIVERS = ["friend", "sister", "brother", "cousin", "neighbor", "teacher"]
_THINGS = ["apples", "marbles", "stickers", "pencils", "cards", "books", "fish"]


def _num(rng, n: int) -> str:
    return _WORDS[n] if n in _WORDS and rng.random() < 0.3 else str(n)


def fills(rng):
    """A told container size and one filling; gold N × K (or (N − M) × K after selling M); near misses None."""
    name, pron = rng.choice(_PEOPLE)
    sg, pl, stuff = rng.choice(_CONTAINERS)
    k, n = rng.randint(2, 60), rng.randint(2, 30)
    past = rng.random() < 0.4
    fill = "filled" if past else "fills"
    do = "did" if past else "does"
    if rng.random() < 0.6:
        size = f"{rng.choice(['A', 'Each'])} {sg} {rng.choice(['holds', 'has'])} {k} {stuff}."
        filler = name
        lead = []
    else:
        size = f"{name} puts {k} {stuff} {rng.choice(['in', 'into'])} each {sg}."
        filler = pron.capitalize()
        lead = []
    filling = f"{filler} {fill} {_num(rng, n)} {pl}."
    who = pron
    kind = rng.randint(0, 2)
    gold = Fraction(n * k)
    if kind == 0:
        q = f"How many {stuff} {do} {who} use?"
    elif kind == 1:
        q = f"How many {stuff} {do} {who} have?"
    else:
        m = rng.randint(1, n - 1)
        lead = [f"{pron.capitalize()} {'sold' if past else 'sells'} {m} {pl}."]
        q = f"How many {stuff} {do} {who} have left?"
        gold = Fraction((n - m) * k)
    miss = rng.randint(0, 9)
    body = [size, filling, *lead]
    if miss == 1:  # the size told after the filling
        body = [filling, size, *lead]
    elif miss == 2:  # another container's size
        other = next(c for c in _CONTAINERS if c[0] != sg)
        body[0] = body[0].replace(f" {sg} ", f" {other[0]} ").replace(f" {sg}.", f" {other[0]}.")
    elif miss == 3:  # the containers told before
        body.insert(1, f"{name} {'had' if past else 'has'} {n + rng.randint(1, 9)} {pl}.")
    elif miss == 4:  # the containers asked
        q = f"How many {pl} {do} {who} have?"
    elif miss == 5:  # not full
        body[1] = f"{filler} {fill} {_num(rng, n)} {pl} halfway."
    elif miss == 6:  # more sold than filled
        body = [size, filling, f"{pron.capitalize()} {'sold' if past else 'sells'} {n + rng.randint(1, 5)} {pl}."]
        q = f"How many {stuff} {do} {who} have left?"
    else:
        return " ".join(body) + " " + q, gold
    return " ".join(body) + " " + q, None


def handovers(rng):
    """A holding, maybe a gain, then ``N <things> were given to <det> <person>``; gold A (+ B) − N; near misses None."""
    name, pron = rng.choice(_PEOPLE)
    things = rng.choice(_THINGS)
    poss = "his" if pron == "he" else "her"
    past = rng.random() < 0.6
    a = rng.randint(5, 80)
    b = rng.randint(1, 40) if rng.random() < 0.5 else 0
    total = a + b
    n = rng.randint(2, total)
    be = "were" if past else "are"
    receiver = rng.choice(_RECEIVERS)
    det = rng.choice([poss, poss, "a", f"{poss} {rng.randint(2, 4)}"])
    rcv = receiver + ("s" if det.split()[-1].isdigit() else "")
    opener = rng.choice(["", "Then ", "Later "])
    body = [f"{name} {'had' if past else 'has'} {a} {things}."]
    if b:
        body.append(f"{pron.capitalize()} {'bought' if past else 'buys'} {b} more {things}.")
    giving = f"{opener}{n} {things} {be} given to {det} {rcv}."
    body.append(giving)
    q = f"How many {things} does {name} have now?"
    gold = Fraction(total - n)
    miss = rng.randint(0, 9)
    if miss == 1:  # more given than held
        body[-1] = f"{opener}{total + rng.randint(1, 9)} {things} {be} given to {det} {rcv}."
    elif miss == 2:  # a second holder
        body.insert(1, f"Ann {'had' if past else 'has'} {rng.randint(2, 30)} {things}.")
    elif miss == 3:  # the receiver told elsewhere
        body.insert(1, f"{poss.capitalize()} {receiver} {'had' if past else 'has'} {rng.randint(2, 30)} {things}.")
    elif miss == 4:  # the receiver asked
        q = f"How many {things} does {poss} {receiver} have now?"
    elif miss == 5:  # more
        body[-1] = f"{opener}{n} more {things} {be} given to {det} {rcv}."
    elif miss == 6:  # a giver told
        body[-1] = f"{opener}{n} {things} {be} given to {det} {rcv} by Ann."
    else:
        return " ".join(body) + " " + q, gold
    return " ".join(body) + " " + q, None


def receipts(rng):
    """A holding, maybe a loss, then ``<receiver> was given [more] N <things>``; gold A (− L) + N; near misses None."""
    name, pron = rng.choice(_PEOPLE)
    things = rng.choice(_THINGS)
    a = rng.randint(5, 80)
    loss = rng.randint(1, a - 1) if rng.random() < 0.4 else 0
    n = rng.randint(1, 60)
    more = rng.choice(["", "more "]) if n > 1 else ""
    thing = things if n > 1 or things == "fish" else things[:-1]
    body = [f"{name} had {a} {things}."]
    if loss:
        body.append(f"{pron.capitalize()} lost {loss} {things}.")
    who = rng.choice([pron.capitalize(), name])
    body.append(f"{rng.choice(['', 'Then '])}{who} was given {_num(rng, n)} {more}{thing}.")
    q = f"How many {things} does {name} have now?"
    gold = Fraction(a - loss + n)
    miss = rng.randint(0, 9)
    if miss == 1:  # a second holder before: whose is she?
        body.insert(1, f"{'Ann' if pron == 'she' else 'Bob'} had {rng.randint(2, 30)} {things}.")
        if who != pron.capitalize():
            return " ".join(body) + " " + q, gold
    elif miss == 2:  # a giver told
        body[-1] = body[-1][:-1] + " by Ann."
    elif miss == 3:  # a negation
        body[-1] = body[-1].replace(" was given ", " was not given ")
    elif miss == 4:  # the receipt asked of someone never told
        q = f"How many {things} was Zed given?"
    elif miss == 5:  # more lost than held
        body = [f"{name} had {a} {things}.", f"{pron.capitalize()} lost {a + rng.randint(1, 9)} {things}.",
                body[-1]]
    else:
        return " ".join(body) + " " + q, gold
    return " ".join(body) + " " + q, None


def test_receipts_sample():
    assert wrong_in_sample(receipts, 51800, 500, PACK) == []


def test_fills_sample():
    assert wrong_in_sample(fills, 518, 500, PACK) == []


def test_handovers_sample():
    assert wrong_in_sample(handovers, 5180, 500, PACK) == []
