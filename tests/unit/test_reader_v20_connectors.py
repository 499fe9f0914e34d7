"""Connectors and objects (reader v20, ADR 0455): equal groups with the things unsaid, the partition verb asked in
each group, a total over a counted span of time, paying for a priced thing with a bill, a gift to each of a group
counted just before, things sold in groups of a size, a total paid for things that cost the same, a giving that is
an equal share, things held for counted members shared the same, the same number on each told group, and sharing
among kids/children/people guarded as among friends.

Answers below are worked by hand; the last test is a small sample of the generator that probed the forms with many
more (golds computed here, not by the reader).
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 36 ÷ 4 = 9 (equal_groups.py: the things unsaid)
    ("groups-unsaid", "Mrs. Bell put 36 carrots into 4 bags with the same number in each bag. How many carrots are "
     "in each bag?", "9", "carrots"),
    # 36 ÷ 4 = 9 (put_in_each.py: the partition verb asked)
    ("put-in-each", "Mrs. Bell put 36 carrots into 4 bags with the same number in each bag. How many carrots did she "
     "put in each bag?", "9", "carrots"),
    # (14 + 6) ÷ 4 = 5 (counted_on.py: "on 4 shelves" made even by the phrase)
    ("on-shelves", "A shop had 14 hats and bought 6 more hats. It put the hats on 4 shelves with the same number on "
     "each shelf. How many hats are on each shelf?", "5", "hats"),
    # 56 ÷ 8 = 7
    ("them-in-cups", "A teacher buys 56 markers. She puts them in 8 cups with the same number in each cup. How many "
     "markers are in each cup?", "7", "markers"),
    # 98 ÷ 7 = 14 (totals_over_periods.py: present, a rate)
    ("earns-in-hours", "A worker earns 98 dollars in 7 hours. How much does she earn each hour?", "14", "dollars"),
    # 72 ÷ 6 = 12
    ("makes-in-minutes", "A machine makes 72 bottles in 6 minutes. How many bottles does it make in one minute?", "12",
     "bottles"),
    # 63 ÷ 9 = 7 (past, the sameness told)
    ("read-same-each-day", "Gus read 63 pages in 9 days. He read the same number of pages each day. How many pages did "
     "he read each day?", "7", "pages"),
    # 70 ÷ 5 = 14
    ("saved-same-amount", "Lotte saved 70 dollars in 5 weeks. She saved the same amount each week. How much did she "
     "save each week?", "14", "dollars"),
    # 10 − 6.25 = 3.75 (paid_for_with.py)
    ("paid-for-with", "Maya paid for a $6.25 sandwich with a $10 bill. How much change did she get?", "3.75",
     "dollars"),
    # 20 − 9 = 11
    ("paid-for-dollar-words", "Yasmin paid for a 9 dollar book with a 20 dollar bill. How much change did she get in "
     "dollars?", "11", "dollars"),
    # 10 − 5.75 = 4.25 (paid_for_with.py: the price told in the next sentence)
    ("paid-for-price-next", "Hattie paid for a scarf with a 10-dollar bill. The scarf cost $5.75. How much change did "
     "she get?", "4.25", "dollars"),
    # 49 ÷ 7 = 7 (held_for_members.py)
    ("held-for-same", "A teacher has 49 stickers for 7 students. Each student gets the same number. How many stickers "
     "does each student get?", "7", "stickers"),
    # 64 ÷ 8 = 8 (held_in_equal_parts.py: a name as the holder)
    ("name-equal-boxes", "Bo has 64 crayons in 8 equal boxes. How many crayons are in each box?", "8", "crayons"),
    # 3 × 4 = 12 (each_datives.py)
    ("each-dog-total", "Tim has 4 dogs. He gives each dog 3 treats. How many treats does he give in all?", "12",
     "treats"),
    # 3
    ("each-dog-share", "Tim has 4 dogs. He gives each dog 3 treats. How many treats does each dog get?", "3", "treats"),
    # 3 × 8 = 24
    ("there-are-students", "There are 8 students. The teacher gave each student 3 pencils. How many pencils did the "
     "teacher give away?", "24", "pencils"),
    # 64 ÷ 4 = 16 (sold_in_groups.py)
    ("sold-in-boxes", "A farmer sold 64 eggs in boxes of 4. How many boxes did he sell?", "16", "boxes"),
    # 27 ÷ 9 = 3
    ("bought-in-bags", "Mrs. Brown bought 27 oranges in bags of 9. How many bags did she buy?", "3", "bags"),
    # 30 ÷ 5 = 6 (same_cost_purchases.py)
    ("paid-same-cost", "Gus paid 30 dollars for 5 shirts that cost the same. How much did each shirt cost in dollars?",
     "6", "dollars"),
    # 65 ÷ 13 = 5
    ("spent-all-same", "Quinn spent 65 dollars on 13 notebooks that all cost the same. How much did each notebook "
     "cost?", "5", "dollars"),
    # 96 ÷ 24 = 4 (equal_gifts.py)
    ("gives-each-of-same", "A teacher has 96 pencils. She gives each of her 24 students the same number of pencils. "
     "How many pencils does each student get?", "4", "pencils"),
    # 42 ÷ 6 = 7
    ("gives-equally-to", "A teacher has 42 stickers and 15 stars. She gives the stickers equally to 6 students. How "
     "many stickers does each student get?", "7", "stickers"),
    # 20 ÷ 5 = 4 (same_on_each.py)
    ("same-on-each-plate", "Amy has 20 cupcakes and 5 plates. She puts the same number of cupcakes on each plate. How "
     "many cupcakes are on each plate?", "4", "cupcakes"),
    # 27 ÷ 9 = 3
    ("same-in-each-bag", "Zara has 27 apples and 9 bags. She puts the same number of apples in each bag. How many "
     "apples are in each bag?", "3", "apples"),
]

REFUSED = [
    # equal groups: another group noun, other things, no count of groups, a remainder
    ("groups-other-noun", "Mrs. Bell put 36 carrots on 4 plates with the same number on each shelf. How many carrots "
     "are on each plate?"),
    ("groups-other-things", "Mrs. Bell put 36 carrots on 4 plates with the same number of apples on each plate. How "
     "many carrots are on each plate?"),
    ("groups-uncounted", "Mrs. Bell put 36 carrots into bags with the same number in each bag. How many carrots are in "
     "each bag?"),
    ("groups-remainder", "A teacher buys 58 markers. She puts them in 8 cups with the same number in each cup. How "
     "many markers are in each cup?", "fractional_count"),
    ("on-plates-unequal", "Mrs. Bell put 36 carrots on 4 plates. How many carrots are on each plate?"),
    # the partition verb asked: another person, another verb, another group noun, two partitions into the groups
    ("put-each-other-verb", "Mrs. Bell put 36 carrots into 4 bags equally. How many carrots did she sell into each "
     "bag?"),
    ("put-each-other-noun", "Mrs. Bell put 36 carrots into 4 bags equally. How many carrots did she put into each "
     "box?"),
    ("put-each-two", "Mrs. Bell put 36 carrots into 4 bags equally. She put 20 apples into 4 bags equally. How many "
     "carrots did she put into each bag?"),
    ("packed-asked-put", "Mrs. Bell packed 36 carrots into 4 bags equally. How many carrots did she put into each "
     "bag?"),
    # periods: a past total with no sameness, a tense that differs, a span asked, another period, pronoun, remainder
    ("past-no-same", "Jane read 63 pages in 7 days. How many pages did she read each day?"),
    ("present-asked-past", "A worker earns 98 dollars in 7 hours. How much did she earn each hour?"),
    ("past-asked-past-no-same", "A worker earned 98 dollars in 7 hours. How much did she earn each hour?"),
    ("span-asked", "Jane read 63 pages in 7 days. She read the same number of pages every day. How many pages did she "
     "read in 3 days?"),
    ("other-period", "Jane read 63 pages in 7 days. She read the same number of pages every day. How many pages did "
     "she read each week?"),
    ("other-hour", "A machine makes 72 bottles in 6 minutes. How many bottles does it make in one hour?"),
    ("wrong-pronoun", "Jane reads 63 pages in 7 days. How many pages does he read each day?"),
    ("two-earners", "Sam and Tom earn 98 dollars in 7 hours. How much does Sam earn in an hour?"),
    ("other-reader-same", "Jane read 63 pages in 7 days. Tom read the same number of pages every day. How many pages "
     "did Jane read each day?"),
    ("state-over-days", "Sam owns 21 apples in 7 days. How many apples does he own each day?"),
    ("periods-remainder", "Gus read 60 pages in 9 days. He read the same number of pages each day. How many pages did "
     "he read each day?"),
    # paid for with: more than the bill, a count of things, a holding before, two bills
    ("paid-more-than-bill", "Maya paid for a $16.25 sandwich with a $10 bill. How much change did she get?",
     "negative_holding"),
    ("paid-for-count", "Maya paid for 2 $6.25 sandwiches with a $20 bill. How much change did she get?"),
    ("paid-after-holding", "Maya had $20. Maya paid for a $6.25 sandwich with a $10 bill. How much change did she "
     "get?"),
    ("paid-two-bills", "Maya paid for a $6.25 sandwich with a $10 bill and a $5 bill. How much change did she get?"),
    ("paid-price-other-thing", "Hattie paid for a scarf with a $10 bill. The hat cost $5.75. How much change did "
     "she get?"),
    ("paid-no-price", "Hattie paid for a scarf with a $10 bill. How much change did she get?"),
    # held for members: no sameness, sameness of other things or members, the holder asked, a remainder
    ("held-for-no-same", "A teacher has 49 stickers for 7 students. How many stickers does each student get?"),
    ("held-for-other-things", "A teacher has 49 stickers for 7 students. Each student gets the same number of pens. "
     "How many stickers does each student get?"),
    ("held-for-other-members", "A teacher has 49 stickers for 7 students. Each boy gets the same number. How many "
     "stickers does each student get?"),
    ("held-for-holder-asked", "A teacher has 49 stickers for 7 students. Each student gets the same number. How many "
     "stickers does the teacher have?"),
    ("held-for-remainder", "A teacher has 50 stickers for 7 students. Each student gets the same number. How many "
     "stickers does each student get?", "fractional_count"),
    ("name-boxes-not-equal", "Bo has 64 crayons in 8 boxes. How many crayons are in each box?"),
    ("name-possessive-holder", "Bo's sister has 64 crayons in 8 equal boxes. How many crayons are in each box?"),
    # each datives: another member noun, no count, the count beside other things, a pronoun of the other gender,
    # someone else giving, the members asked, a repeated gift
    ("dative-other-noun", "Tim has 4 dogs. He gives each puppy 3 treats. How many treats does he give in all?"),
    ("dative-some", "Tim has some dogs. He gives each dog 3 treats. How many treats does he give in all?"),
    ("dative-and-cats", "Tim has 4 dogs and 2 cats. He gives each dog 3 treats. How many treats does he give in all?"),
    ("dative-she", "Tim has 4 dogs. She gives each dog 3 treats. How many treats does he give in all?"),
    ("dative-other-giver", "Tim has 4 dogs. Ann gives each dog 3 treats. How many treats does Ann give in all?"),
    ("dative-dogs-asked", "Tim has 4 dogs. He gives each dog 3 treats. How many dogs does he have?"),
    ("dative-every-day", "Tim has 4 dogs. He gives each dog 3 treats every day. How many treats does he give in all?"),
    ("dative-left", "Tim has 4 dogs. He gives each dog 3 treats. How many treats does he have left?"),
    # sold in groups: a remainder, another verb or tense asked, the things asked, a count of groups, another person
    ("groups-sold-remainder", "A farmer sold 65 eggs in boxes of 4. How many boxes did he sell?"),
    ("groups-other-verb", "A farmer sold 64 eggs in boxes of 4. How many boxes did he buy?"),
    ("groups-other-tense", "A farmer sold 64 eggs in boxes of 4. How many boxes does he sell?"),
    ("groups-counted", "A farmer sold 64 eggs in 4 boxes. How many boxes did he sell?"),
    ("groups-other-person", "Tom sold 64 eggs in boxes of 4. How many boxes did Ann sell?"),
    ("groups-have", "Sam sold 64 eggs in boxes of 4. How many boxes does Sam have?"),
    # same cost: no sameness, a sameness with something else, a price that does not end, two kinds
    ("cost-no-same", "Quinn spent $65 on 13 notebooks. How much did each notebook cost?"),
    ("cost-same-as", "Quinn spent $65 on 13 notebooks that cost the same as pens. How much did each notebook cost?"),
    ("cost-repeating", "Quinn spent $66 on 13 notebooks that cost the same. How much did each notebook cost?"),
    ("cost-two-kinds", "Gus paid 30 dollars for 5 shirts and 2 hats that cost the same. How much did each shirt "
     "cost?"),
    # equal gifts: no count of members, other things, a count given, a holding asked, a remainder
    ("gift-no-count", "A teacher has 96 pencils. She gives each student the same number of pencils. How many pencils "
     "does each student get?"),
    ("gift-other-things", "A teacher has 96 pencils. She gives each of her 24 students the same number of pens. How "
     "many pencils does each student get?"),
    ("gift-count-given", "A teacher has 42 stickers. She gives 3 stickers equally to 6 students. How many stickers "
     "does each student get?"),
    ("gift-left", "A teacher has 42 stickers. She gives the stickers equally to 6 students. How many stickers does she "
     "have left?"),
    ("gift-remainder", "A teacher has 40 stickers. She gives the stickers equally to 6 students. How many stickers "
     "does each student get?"),
    # same on each: no count told, counted twice, another noun, the groups asked
    ("same-on-uncounted", "Zara has 27 apples. She puts the same number of apples in each bag. How many apples are in "
     "each bag?"),
    ("same-on-two-counts", "Zara has 27 apples and 9 bags. Tom has 3 bags. She puts the same number of apples in each "
     "bag. How many apples are in each bag?"),
    ("same-on-other-noun", "Zara has 27 apples and 9 bags. She puts the same number of apples in each box. How many "
     "apples are in each box?"),
    ("same-on-remainder", "Amy has 21 cupcakes and 5 plates. She puts the same number of cupcakes on each plate. How "
     "many cupcakes are on each plate?", "fractional_count"),
    # sharing among kids/children/people: the holding asked after it (answered 21 before)
    ("shared-kids-left", "A teacher had 21 cards. She shared the cards equally among 7 kids. How many cards does she "
     "have left?", "ambiguous_reference"),
    ("shared-people-have", "A teacher had 21 cards. She divided the cards equally among 7 people. How many cards does "
     "she have?", "ambiguous_reference"),
]

test_connectors_solved = solved_cases(SOLVED, PACK)
test_connectors_refused = refused_cases(REFUSED, PACK)

_NAMES = [("Tom", "he"), ("Ann", "she"), ("Ben", "he"), ("Zoe", "she")]
_THINGS = ["apples", "pencils", "stickers", "cookies", "marbles"]
_BAGS = [("bag", "bags"), ("box", "boxes"), ("jar", "jars")]
_MEMBERS = [("dog", "dogs"), ("student", "students"), ("friend", "friends")]


def _groups(rng):
    name, pro = rng.choice(_NAMES)
    t = rng.choice(_THINGS)
    sg, pl = rng.choice(_BAGS)
    m, k = rng.randint(2, 9), rng.randint(1, 12)
    n = m * k + (rng.randint(1, m - 1) if rng.random() < 0.2 else 0)
    q = rng.choice([f"How many {t} are in each {sg}?", f"How many {t} did {pro} put in each {sg}?"])
    return f"{name} put {n} {t} into {m} {pl} with the same number in each {sg}. {q}", \
        (Fraction(n, m) if n % m == 0 else None)


def _periods(rng):
    name, pro = rng.choice(_NAMES)
    m, k = rng.randint(2, 9), rng.randint(1, 20)
    n = m * k + (rng.randint(1, m - 1) if rng.random() < 0.2 else 0)
    past, same = rng.random() < 0.5, rng.random() < 0.5
    verb = ("earned", "earns")[not past]
    text = f"{name} {verb} {n} dollars in {m} days." + (f" {pro.capitalize()} {verb} the same amount each day."
                                                         if same else "") \
        + f" How much {'did' if past else 'does'} {pro} earn each day?"
    ok = n % m == 0 and (same or not past)
    return text, (Fraction(n, m) if ok else None)


def _datives(rng):
    name, pro = rng.choice(_NAMES)
    sg, pl = rng.choice(_MEMBERS)
    m, k = rng.randint(2, 12), rng.randint(1, 9)
    ask = rng.random()
    if ask < 0.5:
        q, gold = f"How many treats does {pro} give in all?", Fraction(m * k)
    elif ask < 0.8:
        q, gold = f"How many treats does each {sg} get?", Fraction(k)
    else:
        q, gold = f"How many treats does {pro} have left?", None
    return f"{name} has {m} {pl}. {pro.capitalize()} gives each {sg} {k} treats. {q}", gold


def _sold(rng):
    name, pro = rng.choice(_NAMES)
    t = rng.choice(_THINGS)
    _, pl = rng.choice(_BAGS)
    s, k = rng.randint(2, 12), rng.randint(1, 15)
    n = s * k + (rng.randint(1, s - 1) if rng.random() < 0.2 else 0)
    other = rng.random() < 0.2
    text = f"{name} sold {n} {t} in {pl} of {s}. How many {pl} did {pro} {'buy' if other else 'sell'}?"
    return text, (Fraction(n, s) if n % s == 0 and not other else None)


def test_connectors_sample():
    def make(rng):
        return rng.choice([_groups, _periods, _datives, _sold])(rng)
    assert wrong_in_sample(make, 455, 240, PACK) == []
