"""Red team 8 (ADR 0457): the reader v19 forms (ADRs 0420–0434) and v18 forms crossed with each other and with older
forms by generators, the corpus-number red team (seeds 14–17), and metamorphic probes over every corpus, fresh and
identity text (a number made ``some``, a restriction appended to the question, a stranger before a pronoun, the
thing renamed, the asked holder or thing never told).

Wrong shapes found and fixed at their root (each a refused row below, beside a right neighbour that still reads):

1. rates.take_obligation: ``Misha has 34 dollars. How many dollars does she have to earn?`` answered 34, the
   holding: ``have to <verb>`` over a story of holdings only was read as all that is held (``How many problems did
   she have to complete?``). With a gaining verb (pack ``positive``, ``transfer_in``: earn, buy, pick, borrow) it
   asks a gap to a goal, so it is no longer read so; ``… to have 47 dollars to buy a dog?`` reads 13 as before.
2. solver.untold_money_guard: ``Sam has some money. Ann has $1.75. How much money do they have together?``
   answered 1.75: ``some money`` is money in no unit, another holding key, so the total of dollars left Sam out.
3. rated_purchases.check_rated_purchases: ``Each deck costs 8 dollars. Sam bought 6 decks. He buys 2 decks each
   week. How much did he spend?`` answered 48: the purchases told as a rate were neither a money loss nor a priced
   gain, so the spend sum dropped them.
4. rated_purchases.check_rated_purchase_money: ``Sam had 50 dollars. He buys 2 decks each week. Each deck costs 8
   dollars. How much money does he have left?`` answered 50 (34 after ``He bought 2 decks.``): a gaining rate of
   things leaves the buyer's money open, as a gain with no money told does.
5. unseen_rates.check_unseen_rates (and check_rate_at_scene, check_rated_progress): a rate over a period of the
   calendar or clock (``each week``, ``every day``) of the asked things or of containers of them was left out by
   the sums (start, comparison, holdings via containers, events, goal progress, a scene's things): ``Sam ate 4
   apples. He then bought 6 apples each week. Now he has 10 apples. How many apples did he have at first?`` (14).
6. pooled_they._loss (v19, ADR 0426): ``They gave 12 cookies to the neighbors twice.`` (and ``every hour``,
   ``on Monday``) answered 24: the words after the receiver were not read; the receiver must end the clause.
7. Whole-text modules passed a repeating time as a plain one: before_gains (``Sam bought 6 apples every day. Now he
   has 10 apples. How many apples did he have before?`` answered 4), value_changes (``… decreased by $12 every
   day. If her fund was worth $1472 before, how much is it worth now?`` answered 1460) and legs (``… and 0.7 mile
   … to his own house every day. How many miles did Craig walk in all?`` answered 0.9); repeats.repeated_time.
8. work_days._object: ``Sam spent 4 days working on a project each week. He worked 3 hours each day. How many hours
   did he work?`` (and ``… twice``) answered 12: the words after ``on a`` were any words; an each-word, a
   multiplier or a time there now refuses.
9. rate_holdings (v20, ADR 0456, probed after the 14:45 merge): ``Tina has 28 dollars. She saves 8 dollars every
   week. She bought a toy. How many dollars will she have after 3 weeks?`` answered 52: the holder's things got,
   sold or given beside the money may have moved it untold; the reading now refuses.

Every answer is worked by hand in its comment. A sample of the probe generators (golds computed by the generator
from the story it builds, never by the reader; None where the story fixes no single answer) closes the file.
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- 1: have to <verb> -----------------------------------------------------------------------------------
    ("rt8 have to earn a told goal",  # 47 - 34 = 13
     "Misha has 34 dollars. How many dollars does she have to earn to have 47 dollars to buy a dog?", "13"),
    ("rt8 had to complete, holdings only",  # 2 x 5 = 10 (the obligation is all that was had)
     "Jill had 2 pages of homework. Each page had 5 problems. How many problems did she have to complete?", "10"),
    ("rt8 have to wash, holdings only",  # 10 (work on the held things, not a gain)
     "Sam has 10 apples. How many apples does he have to wash?", "10"),
    # -- 2: money in no unit ---------------------------------------------------------------------------------
    ("rt8 they, both in dollars",  # 3.50 + 2 = 5.50
     "Sam has $3.50. Ann has $2. How much money do they have together?", "5.5"),
    ("rt8 named pair beside a third's untold money",  # 3.50 + 2 = 5.50 (Tom is not asked)
     "Sam has $3.50. Ann has $2. Tom spent some money on a pen. How much money do Sam and Ann have together?",
     "5.5"),
    # -- 3, 4: purchases told as a rate ----------------------------------------------------------------------
    ("rt8 spend, another person's rate",  # 6 x 8 = 48 (Tom buys weekly, Sam is asked)
     "Each deck costs 8 dollars. Sam bought 6 decks. Tom buys 2 decks each week. How much did Sam spend?", "48"),
    ("rt8 money left, priced purchase",  # 50 - 2 x 8 = 34
     "Sam had 50 dollars. Each deck costs 8 dollars. He bought 2 decks. How much money does he have left?", "34"),
    ("rt8 money, another person's rate",  # 50 (Tom's weekly decks are Tom's)
     "Sam had 50 dollars. Tom buys 2 decks each week. How much money does Sam have?", "50"),
    # -- 5: calendar rates the question does not read --------------------------------------------------------
    ("rt8 rate asked over its periods",  # 12 x 9 = 108
     "Lucas collects 12 shells each day. How many shells does he collect in 9 days?", "108"),
    ("rt8 rate of other things",  # 30 (the pears are no apples)
     "Tom has 30 apples. Ann picks 5 pears each day. How many apples does Tom have?", "30"),
    ("rt8 pay for told hours",  # 12 x 5 = 60
     "Sam earns $12 an hour. He worked 5 hours. How much did he earn?", "60"),
    ("rt8 built at a scene, once",  # 30 + 5 = 35
     "There were 30 houses in the town. Workers built 5 houses. How many houses are there in the town now?", "35"),
    ("rt8 goal progress told once",  # 563 - 147 = 416
     "Ceasar needs to read a 563 page book for school. He has already read 147 pages. "
     "How many pages does he have left to read?", "416"),
    # -- 6: they gave to a receiver ----------------------------------------------------------------------------
    ("rt8 they gave to the neighbors",  # 36 - 12 = 24
     "Kate and her mom baked 36 cookies. They gave 12 cookies to the neighbors. How many cookies do they have left?",
     "24"),
    ("rt8 they gave to the new neighbors",  # 36 - 12 = 24
     "Kate and her mom baked 36 cookies. They gave 12 cookies to the new neighbors. "
     "How many cookies do they have left?", "24"),
    # -- 7: whole-text modules, a time told once -----------------------------------------------------------
    ("rt8 before a gain told yesterday",  # 10 - 6 = 4
     "Sam bought 6 apples yesterday. Now he has 10 apples. How many apples did he have before?", "4"),
    ("rt8 a value decreased once",  # 1472 - 12 = 1460
     "Recently, the value of Kate's retirement fund decreased by $12. If her fund was worth $1472 before, "
     "how much is it worth now?", "1460"),
    ("rt8 legs told once",  # 0.2 + 0.7 = 0.9
     "Craig walked 0.2 mile from school to David's house and 0.7 mile from David's house to his own house. "
     "How many miles did Craig walk in all?", "0.9"),
    # -- 8: days of work -------------------------------------------------------------------------------------
    ("rt8 days of work on a project",  # 4 x 3 = 12
     "Sam spent 4 days working on a project. He worked 3 hours each day. How many hours did he work?", "12"),
    # -- 9: a holding grown by a rate --------------------------------------------------------------------------
    ("rt8 savings, another's purchase",  # 18 + 3 x 4 = 30 (Ann's toy is Ann's)
     "Sam has 18 dollars. He saves 3 dollars every week. Ann bought a toy. How many dollars will he have after 4 weeks?",
     "30"),
    ("rt8 spend, priced purchases",  # 6 x 8 + 2 x 8 = 64
     "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. "
     "How much did they spend if Victor bought 6 decks and his friend bought 2 decks?", "64"),
]

REFUSED = [
    # -- 1 ---------------------------------------------------------------------------------------------------
    ("rt8 have to earn, no goal", "Misha has 34 dollars. How many dollars does she have to earn?"),
    ("rt8 have to earn, some goal",
     "Misha has 34 dollars. How many dollars does she have to earn to have some dollars to buy a dog?"),
    ("rt8 have to earn to buy", "Misha has 34 dollars. How many dollars does she have to earn to buy a dog?"),
    ("rt8 had to buy", "Sam had 10 apples. How many apples did he have to buy?"),
    ("rt8 will have to buy", "Sam has 10 apples. How many apples will he have to buy?"),
    ("rt8 have to pick", "Sam has 10 apples. How many apples does he have to pick?"),
    ("rt8 have to borrow", "Sam has 10 books. How many books does he have to borrow?"),
    # -- 2 ---------------------------------------------------------------------------------------------------
    ("rt8 they, some money first",
     "Sam has some money. Ann has $1.75. How much money do they have together?", "unit_mismatch"),
    ("rt8 they, some money second",
     "Sam has $3.50. Ann has some money. How much money do they have together?", "unit_mismatch"),
    ("rt8 they, some money in dollars asked",
     "Sam has some money. Ann has 5 dollars. How much money do they have together?", "unit_mismatch"),
    # -- 3 ---------------------------------------------------------------------------------------------------
    ("rt8 spend beside a weekly purchase",
     "Each deck costs 8 dollars. Sam bought 6 decks. He buys 2 decks each week. How much did he spend?",
     "unknown_quantity"),
    ("rt8 spend, they, a weekly purchase",
     "Sam bought 6 decks for 8 dollars each. Tom bought 2 decks each week. How much did they spend?"),
    ("rt8 spend, if clause with each week",
     "Victor and his friend were buying trick decks from the magic shop for 8 dollars each. "
     "How much did they spend if Victor bought 6 decks and his friend bought 2 decks each week?"),
    ("rt8 spend, paid purchase beside a weekly one",
     "Sam spent 5 dollars on a deck. He buys 2 decks each week. How much did he spend?"),
    # -- 4 ---------------------------------------------------------------------------------------------------
    ("rt8 money left beside a weekly purchase",
     "Sam had 50 dollars. He buys 2 decks each week. Each deck costs 8 dollars. "
     "How much money does he have left?"),
    ("rt8 money left, purchase and weekly purchase",
     "Sam had 50 dollars. He bought 2 decks. He buys 1 deck each week. Each deck costs 8 dollars. "
     "How much money does he have left?"),
    ("rt8 money, weekly purchase unpriced", "Sam had 50 dollars. He buys 2 decks each week. How much money does he have?"),
    ("rt8 they, a member's weekly purchase",
     "Sam had 50 dollars. Tom had 5 dollars. Tom buys 2 decks each week. How much money do they have?"),
    # -- 5 ---------------------------------------------------------------------------------------------------
    ("rt8 another person's rate of the things (conservative)",  # 30 is likely, but whose apples Ann picks is not said
     "Tom has 30 apples. Ann picks 5 apples each day. How many apples does Tom have?"),
    ("rt8 start beside a weekly purchase",
     "Sam ate 4 apples. He then bought 6 apples each week. Now he has 10 apples. How many apples did he have at first?",
     "unknown_quantity"),
    ("rt8 start beside a weekly earning",
     "Eli spent 7 dollars on a kite. Then he earned 4 dollars each week. He has 9 dollars now. "
     "How much money did Eli have at first?"),
    ("rt8 comparison beside a later rate",
     "Ann had 12 apples. She ate 3 apples each week. Bob has 5 more apples than Ann. How many apples does Bob have?"),
    ("rt8 containers bought each week",
     "Maya had 27 pencils. She bought 3 packs of pencils each week. Each pack had 6 pencils. "
     "How many pencils does she have now?"),
    ("rt8 containers given away every day",
     "Gus had 13 packs of cards. He gave away 2 packs every day. Each pack has 4 cards. "
     "How many cards does Gus have left?"),
    ("rt8 they bought in all beside a weekly purchase",
     "Each pack of cards has 8 cards. Amos bought 5 packs and Ben bought 4 packs each week. "
     "How many cards did they buy in all?"),
    ("rt8 all but after a weekly purchase",
     "Mia had 19 cookies. Omar had 10 cookies. Mia bought 18 cookies each week. Mia gave all but 8 cookies to Omar. "
     "How many cookies does Omar have now?"),
    ("rt8 eaten, found each week",
     "Tom had 32 cookies. Then Tom found 4 cookies each week. Then Tom ate some cookies. After that, Tom ate 3 cookies. "
     "Now he has 24 cookies. How many cookies did Tom eat?"),
    ("rt8 scene beside a weekly building",
     "There were 30 houses in the town. Workers built 5 houses each week. How many houses are there in the town now?"),
    ("rt8 goal progress each week",
     "Ceasar needs to read a 563 page book for school. He has already read 147 pages each week. "
     "How many pages does he have left to read?"),
    # -- 7 ---------------------------------------------------------------------------------------------------
    ("rt8 before a gain every day",
     "Sam bought 6 apples every day. Now he has 10 apples. How many apples did he have before?"),
    ("rt8 before the grant, every day",
     "The library used a grant to purchase 2647 books every day. Now the library has a total of 8582 books. "
     "How many books did the library have before the grant?"),
    ("rt8 a value decreased every day",
     "Recently, the value of Kate's retirement fund decreased by $12 every day. If her fund was worth $1472 before, "
     "how much is it worth now?"),
    ("rt8 legs every day",
     "Craig walked 0.2 mile from school to David's house and 0.7 mile from David's house to his own house every day. "
     "How many miles did Craig walk in all?"),
    ("rt8 legs opened by every day",
     "Every day, Nina ran 0.5 mile and then walked 0.25 mile. How many miles did Nina go in all?"),
    # -- 8 ---------------------------------------------------------------------------------------------------
    ("rt8 days of work each week",
     "Sam spent 4 days working on a project each week. He worked 3 hours each day. How many hours did he work?"),
    ("rt8 days of work twice",
     "Sam spent 4 days working on a project twice. He worked 3 hours each day. How many hours did he work?"),
    # -- 9 ---------------------------------------------------------------------------------------------------
    ("rt8 savings beside an unpriced purchase",
     "Tina has 28 dollars. She saves 8 dollars every week. She bought a toy. How many dollars will she have after 3 weeks?"),
    ("rt8 savings beside a sale",
     "Sam has 18 dollars. He saves 3 dollars every week. He sold 2 toys. How many dollars will he have after 4 weeks?"),
    # -- 6 ---------------------------------------------------------------------------------------------------
    ("rt8 they gave twice",
     "Kate and her mom baked 36 cookies. They gave 12 cookies to the neighbors twice. How many cookies do they have left?"),
    ("rt8 they gave every hour",
     "Kate and her mom baked 36 cookies. They gave 12 cookies to the neighbors every hour. "
     "How many cookies do they have left?"),
    ("rt8 they gave on a day",
     "Kate and her mom baked 36 cookies. They gave 12 cookies to the neighbors on Monday. "
     "How many cookies do they have left?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_RT8_MALE = ["Sam", "Tom", "Ben", "Leo", "Max", "Nick"]
_RT8_FEM = ["Ann", "Mia", "Sue", "Kate", "Lily", "Nora"]
_RT8_THINGS = ["apples", "pencils", "marbles", "stickers", "shells", "cards"]


def _rt8_names(rng):
    a = rng.choice(_RT8_MALE + _RT8_FEM)
    b = rng.choice([x for x in _RT8_MALE + _RT8_FEM if x != a])
    return a, ("he" if a in _RT8_MALE else "she"), b


def _rt8_obligation(rng):
    a, p, _ = _rt8_names(rng)
    n, g = rng.randint(5, 60), rng.randint(1, 40)
    verb = rng.choice(["earn", "save", "collect", "find"])
    k = rng.randint(0, 2)
    if k == 0:
        return f"{a} has {n} dollars. How many dollars does {p} have to {verb}?", None
    if k == 1:
        return f"{a} has {n} dollars. How many dollars does {p} have to {verb} to buy a bike?", None
    return f"{a} has {n} dollars. How many dollars does {p} have to {verb} to have {n + g} dollars?", g


def _rt8_money(rng):
    a, _, b = _rt8_names(rng)
    x, y = Fraction(rng.randint(1, 400), 4), Fraction(rng.randint(1, 400), 4)

    def dollars(v):
        return f"${v.numerator}" if v.denominator == 1 else f"${float(v):.2f}"
    k = rng.randint(0, 2)
    if k == 0:
        return f"{a} has {dollars(x)}. {b} has {dollars(y)}. How much money do they have together?", x + y
    if k == 1:
        return f"{a} has some money. {b} has {dollars(y)}. How much money do they have together?", None
    return f"{a} has {dollars(x)}. {b} has some money. How much money do they have in all?", None


def _rt8_rated(rng):
    a, p, b = _rt8_names(rng)
    price, n, w, m = rng.randint(2, 12), rng.randint(1, 9), rng.randint(1, 5), rng.randint(60, 200)
    t = rng.choice(["decks", "comics", "stickers"])
    k = rng.randint(0, 4)
    if k == 0:
        return (f"Each {t[:-1]} costs {price} dollars. {a} bought {n} {t}. {p.capitalize()} buys {w} {t} each week. "
                f"How much did {p} spend?", None)
    if k == 1:
        return (f"Each {t[:-1]} costs {price} dollars. {a} bought {n} {t}. {b} buys {w} {t} each week. "
                f"How much did {a} spend?", n * price)
    if k == 2:
        return (f"{a} had {m} dollars. {p.capitalize()} buys {w} {t} each week. Each {t[:-1]} costs {price} dollars. "
                f"How much money does {p} have left?", None)
    if k == 3:
        return (f"{a} had {m} dollars. Each {t[:-1]} costs {price} dollars. {p.capitalize()} bought {n} {t}. "
                f"How much money does {p} have left?", m - n * price)
    return f"{a} bought {n} {t} for {price} dollars each. {b} bought {w} {t} each week. How much did they spend?", None


def _rt8_they(rng):
    a, _, b = _rt8_names(rng)
    t = rng.choice(["apples", "strawberries", "shells"])
    x, y, k = rng.randint(2, 40), rng.randint(2, 40), rng.randint(1, 20)
    j = rng.randint(0, 3)
    base = f"{a} picked {x} {t}. {b} picked {y} {t}."
    if j == 0:
        return f"{base} They ate {k} {t}. How many {t} are left?", (x + y - k) if k <= x + y else None
    if j == 1:
        return f"{base} They ate {k} {t}. How many {t} does {a} have?", None
    if j == 2:
        return f"{base} They gave {k} {t} to the neighbors {rng.choice(['twice', 'every day', 'on Monday'])}. How many {t} are left?", None
    m = rng.randint(2, 6)
    return (f"{base} They shared all the {t} equally among {m} people. How many {t} did each person get?",
            Fraction(x + y, m) if (x + y) % m == 0 else None)


def _rt8_parts(rng):
    a, p, _ = _rt8_names(rng)
    n, k = rng.randint(5, 40), rng.randint(1, 45)
    j = rng.randint(0, 2)
    if j == 0:
        return (f"{a} has {n} pets. {k} of them are dogs and the rest are cats. How many cats does {a} have?",
                n - k if k <= n else None)
    if j == 1:
        k = min(k, n - 1)
        return f"{a} has {n} pets. {k} of them are dogs. {p.capitalize()} buys 2 more cats. How many cats does {a} have?", None
    k = min(k, n)
    return (f"A class has {n} students. {k} of them walk to school. 3 new students join the class. "
            f"How many students do not walk to school?", None)


def _rt8_trips(rng):
    v = rng.choice(["car", "bus", "train", "boat"])
    rate, t = rng.randint(2, 90), rng.randint(1, 9)
    j = rng.randint(0, 3)
    if j == 0:
        return f"A {v} travels {rate} miles per hour. How far does it travel in {t} hours?", rate * t
    if j == 1:
        return f"A {v} travels {rate} miles per hour. How many hours does it take to travel {rate * t} miles?", t
    if j == 2:
        return f"A {v} travels {rate} miles every 2 hours. How far does it travel in {2 * t} hours?", rate * t
    return f"A {v} travels {rate} miles per hour. A truck travels 40 miles per hour. How far does it travel in {t} hours?", None


def _rt8_repeats(rng):
    a, p, b = _rt8_names(rng)
    t = rng.choice(_RT8_THINGS)
    n, k, g = rng.randint(10, 40), rng.randint(1, 9), rng.randint(1, 9)
    per = rng.choice(["each week", "every day"])
    j = rng.randint(0, 3)
    if j == 0:
        return f"{a} ate {k} {t}. {p.capitalize()} then bought {g} {t} {per}. Now {p} has {n} {t}. How many {t} did {a} have at first?", None
    if j == 1:
        return f"{a} had {n} {t}. {a} ate {k} {t} {per}. {b} has {g} more {t} than {a}. How many {t} does {b} have?", None
    if j == 2:
        return f"{a} had {n} {t}. {p.capitalize()} bought {k} packs of {t} {per}. Each pack had {g} {t}. How many {t} does {a} have now?", None
    return f"{a} had {n} {t}. {b} buys {k} pears {per}. How many {t} does {a} have?", n


def _rt8_sample(rng):
    return rng.choice([_rt8_obligation, _rt8_money, _rt8_rated, _rt8_they, _rt8_parts, _rt8_trips, _rt8_repeats])(rng)


def test_rt8_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(_rt8_sample, 457, 300, PACK) == []
