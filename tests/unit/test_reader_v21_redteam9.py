"""Red team 9 (ADR 0480): wrong answers hunted with generators (17 families crossing holders, places, times, each vs
all, rates, plans, parts, pronouns, wages), the corpus-number red team (seeds 18–20), sentence mixing across corpus
and fresh stories, and metamorphic probes over every corpus, fresh and grammar text the reader answers (a stranger's
or a pet's sentence inserted, a future time appended to one statement, negating, modal and repeating words
inserted).

Wrong shapes found and fixed at their root (each a refused row below, beside a right neighbour that still reads):

1. phrases._resolve_pronoun / pet_pronouns.check_pet_beside_person: ``Victor has 3 bones. My dog had 10 bones. He
   dug up 7 bones. How many bones does he have?`` answered 10 (he = Victor, the one male person; the dog digs).
   An owned animal is called he or she too (pet_pronouns.py), so a he/she that fits one person beside an animal
   owned by someone else refuses. Found by inserting ``Victor sold 5 bones to Wanda.`` into singleop-541 (498).
2. unseen_rates.check_twice_told_rate: ``Ann earns $10 an hour. She also earns $12 an hour. She worked 5 hours.
   How much did she earn?`` answered 110: the solver's rate_earnings pays every rate of the asked verb for the same
   counted hours and sums. Two rates of one actor, verb and period refuse (the rate questions already did).
3. plans.mark_told_future (parser) and story_order: ``Carol collects 2 peanuts. Carol's father gives Carol 5 more
   tomorrow. How many peanuts does Carol have?`` answered 7; ``Her grandfather gives her 35 pennies tomorrow. Now
   she has 57 pennies. How many pennies did Greta have before?`` answered 22. A statement told ``tomorrow`` or
   ``next <period>`` is a future statement, read as ``will`` is.

Every answer is worked by hand in its comment. A sample of the probe generators (golds computed by the generator
from the story it builds, never by the reader; None where the story fixes no single answer) closes the file.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- 1: he/she beside an owned animal --------------------------------------------------------------------
    ("rt9 pet alone, he",  # 860 - 367 = 493 (no person: he is the dog, v13)
     "My dog had some bones. Then, he dug up 367 bones. Now he has 860 bones. How many bones did he start with?",
     "493"),
    ("rt9 owner's own pet, she",  # 11 - 7 = 4 (she is Alyssa, the corpora's reading)
     "Alyssa's dog had 11 puppies. She gave 7 to her friends. How many puppies does she have now?", "4"),
    ("rt9 two people, no pet",  # 10 - 3 = 7
     "Victor has 10 bones. Ann has 4 bones. He ate 3 bones. How many bones does Victor have?", "7"),
    # -- 2: two rates of one earner --------------------------------------------------------------------------
    ("rt9 one wage, hours told",  # 10 x 5 = 50
     "Ann earns $10 an hour. She worked 5 hours. How much did she earn?", "50"),
    ("rt9 one wage, hours a day over days",  # 10 x 6 x 3 = 180
     "Ann earns 10 dollars an hour. She works 6 hours a day. How much does she earn in 3 days?", "180"),
    ("rt9 one wage, two days' hours",  # 10 x (5 + 3) = 80
     "Ann earns $10 an hour. She worked 5 hours on Monday. She worked 3 hours on Tuesday. How much did she earn?",
     "80"),
    ("rt9 another earner's wage",  # 10 x 5 = 50 (Tom's wage is Tom's)
     "Ann earns $10 an hour. Tom earns $8 an hour. Ann worked 5 hours. How much did Ann earn?", "50"),
    # -- 3: tomorrow, next week ------------------------------------------------------------------------------
    ("rt9 tomorrow asked in the future",  # 2 + 5 = 7
     "Carol collects 2 peanuts. Carol's father gives Carol 5 more tomorrow. How many peanuts will Carol have?", "7"),
    ("rt9 tomorrow asked by its time",  # 3
     "Sam picks 5 apples today. He picks 3 apples tomorrow. How many apples will he pick tomorrow?", "3"),
    ("rt9 yesterday before now",  # 57 - 35 = 22
     "Greta had some pennies. Her grandfather gave her 35 pennies yesterday. Now she has 57 pennies. "
     "How many pennies did Greta have before?", "22"),
    ("rt9 the next day is the story's",  # 3
     "Sam has 5 apples. The next day he bought 3 apples. How many apples did he buy?", "3"),
]

REFUSED = [
    # -- 1 ---------------------------------------------------------------------------------------------------
    ("rt9 my dog beside Victor", "Victor has 3 bones. My dog had 10 bones. He dug up 7 bones. "
     "How many bones does he have?", "unresolved_pronoun"),  # answered 10
    ("rt9 my dog after a sale", "Wanda gave Victor 3 bones. My dog had some bones. Then, he dug up 367 bones. "
     "Now he has 860 bones. How many bones did he start with?", "unresolved_pronoun"),  # answered 490
    ("rt9 my cat beside Victor", "Victor has 3 apples. My cat had 10 apples. He ate 2 apples. "
     "How many apples does Victor have?", "unresolved_pronoun"),  # answered 1
    ("rt9 your dog beside Ann", "Ann has 3 bones. Your dog had 10 bones. She ate 2 bones. "
     "How many bones does Ann have?", "unresolved_pronoun"),
    # -- 2 ---------------------------------------------------------------------------------------------------
    ("rt9 two wages, also", "Ann earns $10 an hour. She also earns $12 an hour. She worked 5 hours. "
     "How much did she earn?", "unknown_quantity"),  # answered 110
    ("rt9 two wages, named twice", "Ann earns 10 dollars an hour. Ann earns 12 dollars an hour. She works 6 hours a "
     "day. How much does she earn in 3 days?", "unknown_quantity"),  # answered 396 (mixed corpus sentences)
    ("rt9 two rates per lawn", "Ann earned $10 for each lawn she mowed. She earned $12 for each lawn she mowed. "
     "She mowed 5 lawns. How much did she earn?", "unknown_quantity"),  # answered 110
    # -- 3 ---------------------------------------------------------------------------------------------------
    ("rt9 tomorrow asked now", "Carol collects 2 peanuts. Carol's father gives Carol 5 more tomorrow. "
     "How many peanuts does Carol have?", "ambiguous_reference"),  # answered 7
    ("rt9 next week asked now", "Sam has 10 apples. Next week, Tom gives him 3 apples. "
     "How many apples does he have now?", "ambiguous_reference"),  # answered 13
    ("rt9 tomorrow then now", "Greta had some pennies. Her grandfather gives her 35 pennies tomorrow. "
     "Now she has 57 pennies. How many pennies did Greta have before?", "ambiguous_reference"),  # answered 22
    ("rt9 tomorrow asked in the past", "Sam picks 5 apples today. He picks 3 apples tomorrow. "
     "How many apples did he pick?", "ambiguous_reference"),  # answered 8
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_RT9_MALE = ["Sam", "Tom", "Ben", "Leo", "Max", "Victor"]
_RT9_FEM = ["Ann", "Mia", "Sue", "Kate", "Lily", "Wanda"]


def _rt9_pet(rng):
    a = rng.choice(_RT9_MALE + _RT9_FEM)
    p = "he" if a in _RT9_MALE else "she"
    pet, things = rng.choice(["dog", "cat"]), rng.choice(["bones", "apples"])
    n, m, k = rng.randint(5, 40), rng.randint(5, 40), rng.randint(1, 4)
    owner = rng.choice(["My", "Your", f"{a}'s"])
    text = f"{a} has {n} {things}. {owner} {pet} had {m} {things}. {p.capitalize()} ate {k} {things}. "
    if owner == f"{a}'s":
        return text + f"How many {things} does {a} have?", n - k  # the owner's own pet: the owner is meant
    return text + f"How many {things} does {a} have?", None


def _rt9_wages(rng):
    a = rng.choice(_RT9_MALE + _RT9_FEM)
    p = "He" if a in _RT9_MALE else "She"
    w, v, h = rng.randint(5, 20), rng.randint(5, 20), rng.randint(2, 9)
    if rng.random() < 0.5:
        return f"{a} earns ${w} an hour. {p} worked {h} hours. How much did {a} earn?", w * h
    also = rng.choice(["also earns", "earns"])
    return f"{a} earns ${w} an hour. {p} {also} ${v} an hour. {p} worked {h} hours. How much did {a} earn?", None


def _rt9_future(rng):
    a = rng.choice(_RT9_MALE + _RT9_FEM)
    b = rng.choice([x for x in _RT9_MALE + _RT9_FEM if x != a])
    n, k = rng.randint(5, 40), rng.randint(1, 9)
    when = rng.choice(["tomorrow", "next week", "next month"])
    k2 = rng.randint(0, 2)
    if k2 == 0:
        return f"{a} has {n} apples. {b} gives {a} {k} apples {when}. How many apples does {a} have?", None
    if k2 == 1:
        return f"{a} has {n} apples. {b} gives {a} {k} apples {when}. How many apples will {a} have?", n + k
    return f"{a} has {n} apples. {when.capitalize()}, {b} gives {a} {k} apples. How many apples does {a} have now?", None


def _rt9_sample(rng):
    return rng.choice([_rt9_pet, _rt9_wages, _rt9_future])(rng)


def test_rt9_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(_rt9_sample, 480, 300, PACK) == []
