"""Sentence openers and subjects (ADR 0511): ``Before that, <holder> had N <things>.``, ``In <year>, …``, ``It
also|now|still <verb> …`` and ``The first|third… <noun> <verb> …`` (before_that.py, year_openers.py, it_adverbs.py,
ordinal_subjects.py).

Every answer is worked by hand in its comment. Three seeded generators close the file: the gold of each story is
computed from the numbers the generator chose (None where the story fixes no single answer and must refuse), never
by the reader.
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- Before that, <holder> had N <things>. ------------------------------------------------------------------
    ("fresh-e-a039 before that, a purchase",  # 20 + 15 = 35
     "Omar buys 15 apples. Before that he had 20 apples. How many apples does Omar have now?", "35"),
    ("fresh-e-l001 before that, a giving",  # 10 - 2 = 8
     "Sam gave 2 apples to Ann. Before that, he had 10 apples. How many apples does Sam have now?", "8"),
    ("fresh-e-p005 before that, a use",  # 57 - 31 = 26
     "Katie used 31 beads to make a necklace. Before that she had 57 beads. How many beads does Katie have left?",
     "26"),
    ("before that, the receiver",  # 10 + 2 = 12
     "Sam gave 2 apples to Ann. Before that, Ann had 10 apples. How many apples does Ann have now?", "12"),
    ("before that, a loss by a name",  # 30 - 12 = 18
     "Mia lost 12 marbles. Before that, Mia had 30 marbles. How many marbles does Mia have now?", "18"),
    ("before that, found shells",  # 9 + 6 = 15
     "Leo found 6 shells at the beach. Before that he had 9 shells. How many shells does Leo have now?", "15"),
    ("before that, received",  # 14 + 5 = 19
     "Kate received 5 stickers from Tom. Before that, she had 14 stickers. How many stickers does Kate have now?",
     "19"),
    ("before that, a sale",  # 40 - 25 = 15
     "Ben sold 25 cards. Before that, he had 40 cards. How many cards does Ben have left?", "15"),
    # -- In <year>, … ------------------------------------------------------------------------------------------
    ("fresh-e-q023 a year opening the story",  # 8 + 7 = 15
     "In 2019, Sam had 8 books. He got 7 more books. How many books does Sam have now?", "15"),
    ("two years in order",  # 12 + 5 = 17
     "In 2019, Ann had 12 books. In 2020, she bought 5 more books. How many books does Ann have now?", "17"),
    ("a year and a sale",  # 12 - 5 = 7
     "In 2019, Ann had 12 books. She sold 5 books. How many books does Ann have left?", "7"),
    ("a year over two holders",  # 12 + 3 + 5 = 20
     "In 2019, Tom had 12 books and Ann had 3 books. Ann bought 5 books. How many books do they have in all?", "20"),
    ("years a decade apart",  # 40 - 15 = 25
     "In 1999, Ben had 40 stamps. In 2009, he gave 15 stamps to Leo. How many stamps does Ben have now?", "25"),
    # -- It also|now|still <verb> … ----------------------------------------------------------------------------
    ("it also has",  # 85 + 40 = 125
     "A library has 85 picture books. It also has 40 chapter books. How many books does the library have in all?",
     "125"),
    ("it now has, before",  # 135 + 20 = 155
     "A library gave away 20 old books. It now has 135 books. How many books did it have before?", "155"),
    ("it then sold",  # 40 - 12 = 28
     "A store had 40 shirts. It then sold 12 shirts. How many shirts does the store have now?", "28"),
    ("it only sold",  # 40 - 12 = 28
     "A store had 40 shirts. It only sold 12 shirts. How many shirts does the store have now?", "28"),
    ("it also has, animals",  # 12 + 8 = 20
     "A farm has 12 cows. It also has 8 pigs. How many animals does the farm have?", "20"),
    ("it then, it also in one sentence",  # 40 - 25 = 15
     "A bakery made 40 cakes. It then sold 25 cakes and it also made 10 pies. How many cakes does the bakery have?",
     "15"),
    # -- The <ordinal> <noun> … --------------------------------------------------------------------------------
    ("fresh-h-083 three ordinal boxes",  # 25 + 18 + 20 = 63
     "The first box has 25 toys, the second box has 18 toys, and the third box has 20 toys. "
     "How many toys are in the three boxes?", "63"),
    ("two ordinal boxes in all",  # 25 + 18 = 43
     "The first box has 25 toys. The second box has 18 toys. How many toys are there in all?", "43"),
    ("one of two ordinal boxes asked",  # 25
     "The first box has 25 toys. The third box has 18 toys. How many toys are in the first box?", "25"),
    ("ordinal people",  # 5 + 4 = 9
     "The first student has 5 pencils. The third student has 4 pencils. How many pencils do they have in all?", "9"),
    ("an ordinal box changed",  # 25 - 5 = 20
     "The first box had 25 toys. Sam took 5 toys from the first box. How many toys are in the first box now?", "20"),
    ("ordinal shelves, a fourth",  # 12 + 30 = 42
     "The third shelf has 12 books. The fourth shelf has 30 books. How many books are there in all?", "42"),
]

REFUSED = [
    # -- Before that -------------------------------------------------------------------------------------------
    ("before that, an untold amount",
     "Sam gave 2 apples to Ann. Before that, he had some apples. How many apples does Sam have now?"),
    ("before that, other things",
     "Sam gave 2 apples to Ann. Before that, he had 10 pears. How many apples does Sam have now?"),
    ("before that, an event, not a holding",
     "Sam gave 2 apples to Ann. Before that, he gave 3 apples to Tom. How many apples does Sam have now?"),
    ("before that, a second holder",
     "Sam gave 2 apples to Ann. Before that, he had 10 apples and Tom had 3 apples. "
     "How many apples does Sam have now?"),
    ("before that, two events of his",
     "Sam gave 2 apples to Ann. He ate 1 apple. Before that, he had 10 apples. How many apples does Sam have now?"),
    ("before that, an unresolvable he",
     "Sam gave 2 apples to Ann. Tom ate 1 apple. Before that, he had 10 apples. How many apples does Sam have now?"),
    ("before that, told twice",
     "Sam had 5 apples. Sam gave 2 apples to Ann. Before that, he had 10 apples. How many apples does Sam have now?"),
    ("before that, a time of its own",
     "Sam gave 2 apples to Ann. Before that, he had 10 apples on Monday. How many apples does Sam have now?"),
    ("before that, a negation",
     "Sam gave 2 apples to Ann. Before that, he did not have 10 apples. How many apples does Sam have now?"),
    ("before that, nothing before",
     "Before that, Sam had 10 apples. How many apples does Sam have now?"),
    ("before that, the event two sentences back",
     "Sam gave 2 apples to Ann. Tom had 4 pears. Before that, Sam had 10 apples. How many apples does Sam have now?"),
    # -- years -------------------------------------------------------------------------------------------------
    ("a later year first",
     "In 2020, Ann had 12 books. In 2019, she bought 5 more books. How many books does Ann have now?",
     "ambiguous_reference"),
    ("the same year twice",
     "In 2020, Ann had 12 books. In 2020, she bought 5 more books. How many books does Ann have now?",
     "ambiguous_reference"),
    ("a year without its comma",
     "In 2019 Ann had 12 books. She bought 5 books. How many books does Ann have now?"),
    ("a four-digit count, not a year",
     "In 1950 steps, Ann walked to the park. How many steps did Ann walk?"),
    ("a question naming a year",
     "In 2019, Ann had 12 books. She bought 5 books. How many books did Ann have in 2019?"),
    ("a year's holding told again",
     "In 2019, Ann had 12 books. In 2020, she had 15 books. How many books does Ann have now?"),
    ("a year after yesterday",
     "Yesterday Sam had 8 books. In 2019, he got 3 books. How many books does Sam have now?", "ambiguous_reference"),
    ("yesterday after a year",
     "In 2019, Sam had 8 books. Yesterday he got 3 books. How many books does Sam have now?", "ambiguous_reference"),
    ("a year and a weekday",
     "In 2019, Sam had 8 books on Monday. He got 3 books. How many books does Sam have now?", "ambiguous_reference"),
    # -- it + adverbs ------------------------------------------------------------------------------------------
    ("it, two things named",
     "A store had 40 shirts. A shop had 10 shirts. It also sold 12 shirts. How many shirts does the store have now?",
     "unresolved_pronoun"),
    ("it, only a person before",
     "Sam had 40 shirts. It also sold 12 shirts. How many shirts does Sam have now?", "unresolved_pronoun"),
    ("it also has the same things again",
     "A store had 40 shirts. It also has 12 shirts. How many shirts does the store have now?"),
    ("it, adverbs and no verb",
     "A store had 40 shirts. It also 12 shirts. How many shirts does the store have now?"),
    ("it also, a negation",
     "A store had 40 shirts. It also did not sell 12 shirts. How many shirts does the store have now?"),
    # -- ordinals ----------------------------------------------------------------------------------------------
    ("ordinal of boxes counted before",
     "Will has 3 boxes. The first box has 12 pens. The second box has 5 pens. How many pens are there in all?",
     "ambiguous_reference"),
    ("ordinal box, the boxes counted after",
     "The first box has 25 toys. Sam has 3 boxes. How many toys are there in all?", "ambiguous_reference"),
    ("ordinal box, an untold amount",
     "The first box has some toys. The third box has 18 toys. How many toys are there in all?"),
    ("ordinal box then the box",
     "The first box has 25 toys. The box has 18 toys. How many toys are there in all?"),
    ("ordinal box asked about another",
     "The first box has 25 toys. How many toys are in the third box?"),
    ("ordinal box, a negation",
     "The first box does not have 25 toys. How many toys are in the first box?"),
    ("ordinal box, asked in another unit",
     "The first box has 25 toys. The third box has 18 toys. How many pens are in the first box?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

# -- generators ----------------------------------------------------------------------------------------------------
_MALE = ["Sam", "Tom", "Ben", "Leo", "Max", "Omar"]
_FEM = ["Ann", "Mia", "Sue", "Kate", "Lily", "Katie"]
_THINGS = ["apples", "books", "marbles", "stickers", "cards", "shells", "pencils", "stamps"]
# a change of the holder's things: (text with {n}, {u}, {o}; its sign for the holder)
_CHANGES = [("bought {n} {u}", 1), ("found {n} {u}", 1), ("got {n} {u}", 1), ("lost {n} {u}", -1),
            ("sold {n} {u}", -1), ("gave {n} {u} to {o}", -1), ("gave away {n} {u}", -1)]


def _person(rng):
    name = rng.choice(_MALE + _FEM)
    return name, ("he" if name in _MALE else "she")


def _other(rng, name):
    return rng.choice([n for n in _MALE + _FEM if n != name])


def before_that_story(rng):
    """``<Name> <changed> n <things>. Before that[,] <he|Name> had s <things>. How many … now?``: s ± n; the
    near misses (an event between, an untold amount, other things) have no single answer (None)."""
    name, pron = _person(rng)
    other = _other(rng, name)
    unit = rng.choice(_THINGS)
    change, sign = rng.choice(_CHANGES)
    n = rng.randint(1, 40)
    s = rng.randint(n + 1, 90)
    event = change.format(n=n, u=unit, o=other)
    comma = rng.choice([",", ""])
    holder = rng.choice([pron, name])
    miss = rng.random() < 0.25
    gold = Fraction(s + sign * n)
    between = ""
    amount = str(s)
    if miss:
        kind = rng.randrange(3)
        if kind == 0:
            between = f" {name} ate {rng.randint(1, 5)} {unit}."  # a second event: before which?
            gold = None
        elif kind == 1:
            amount = "some"
            gold = None
        else:
            other_unit = rng.choice([u for u in _THINGS if u != unit])
            gold = None
            return (f"{name} {event}.{between} Before that{comma} {holder} had {s} {other_unit}. "
                    f"How many {unit} does {name} have now?", gold)
    return (f"{name} {event}.{between} Before that{comma} {holder} had {amount} {unit}. "
            f"How many {unit} does {name} have now?", gold)


def year_story(rng):
    """``In y1, <Name> had s <things>. [In y2, ]<he> <changed> n <things>. How many … now?``: s ± n when y2 is
    later (or untold); a year not later than the first has no single answer (None)."""
    name, pron = _person(rng)
    other = _other(rng, name)
    unit = rng.choice(_THINGS)
    change, sign = rng.choice(_CHANGES)
    n = rng.randint(1, 40)
    s = rng.randint(n + 1, 90)
    y1 = rng.randint(1990, 2030)
    second = rng.random()
    if second < 0.3:
        opener, gold = "", Fraction(s + sign * n)
    else:
        y2 = rng.randint(1990, 2030)
        opener = f"In {y2}, "
        gold = Fraction(s + sign * n) if y2 > y1 else None
    subject = pron if opener == "" else pron
    clause = f"{subject} {change.format(n=n, u=unit, o=other)}"
    clause = clause[0].upper() + clause[1:] if not opener else clause
    return f"In {y1}, {name} had {s} {unit}. {opener}{clause}. How many {unit} does {name} have now?", gold


_PLACES = ["store", "shop", "library", "school", "bakery", "farm"]
_ADVERBS = ["also", "then", "now", "only", "still", "later"]


def it_adverb_story(rng):
    """``A <place> had s <things>. It <adverb> sold|bought n <things>. How many … now?``: s ∓ n; a second place
    named before ``it`` leaves ``it`` open (None)."""
    place = rng.choice(_PLACES)
    unit = rng.choice(_THINGS)
    n = rng.randint(1, 40)
    s = rng.randint(n + 1, 90)
    verb, sign = rng.choice([("sold", -1), ("bought", 1), ("gave away", -1)])
    adverb = rng.choice(_ADVERBS)
    second = ""
    gold = Fraction(s + sign * n)
    if rng.random() < 0.25:
        other = rng.choice([p for p in _PLACES if p != place])
        second = f" A {other} had {rng.randint(1, 50)} {unit}."
        gold = None
    return (f"A {place} had {s} {unit}.{second} It {adverb} {verb} {n} {unit}. "
            f"How many {unit} does the {place} have now?", gold)


_CONTAINERS = ["box", "bag", "basket", "jar", "shelf"]
_ORDINALS = ["first", "third", "fourth", "fifth"]


def ordinal_story(rng):
    """``The <o1> <noun> has a <things>. The <o2> <noun> has b <things>. How many … ?``: a + b in all, or the asked
    one's; a count of the nouns told first (``Sam has 3 boxes.``) or an asked ordinal never told has none (None)."""
    noun = rng.choice(_CONTAINERS)
    plural = "shelves" if noun == "shelf" else noun + "es" if noun == "box" else noun + "s"
    unit = rng.choice(_THINGS)
    o1, o2 = rng.sample(_ORDINALS, 2)
    a, b = rng.randint(1, 60), rng.randint(1, 60)
    lead = ""
    if rng.random() < 0.2:
        name, _ = _person(rng)
        lead = f"{name} has {rng.randint(2, 5)} {plural}. "
    shape = rng.randrange(3)
    if shape == 0:
        question, gold = f"How many {unit} are there in all?", Fraction(a + b)
    elif shape == 1:
        question, gold = f"How many {unit} are in the {o1} {noun}?", Fraction(a)
    else:
        o3 = rng.choice([o for o in _ORDINALS if o not in (o1, o2)])
        question, gold = f"How many {unit} are in the {o3} {noun}?", None
    if lead:
        gold = None if shape == 0 else gold  # the others' things untold; one asked box is still its own
    return f"{lead}The {o1} {noun} has {a} {unit}. The {o2} {noun} has {b} {unit}. {question}", gold


def test_before_that_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(before_that_story, 5110, 500, PACK) == []


def test_year_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(year_story, 5111, 500, PACK) == []


def test_it_adverb_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(it_adverb_story, 5112, 500, PACK) == []


def test_ordinal_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(ordinal_story, 5113, 500, PACK) == []
