"""Reader v17 (ADR 0365): clauses the reader stopped inside.

1. A ``there`` scene's second kind told by the first (there_kind_multiples.py): ``There are 12 boys in a class.
   There are 3 more girls than boys.`` stopped at ``more`` (``words left after a complete clause``).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # --- there_kind_multiples.py ---
    # 12 + 3 = 15
    ("there-more", "There are 12 boys in a class. There are 3 more girls than boys. How many girls are in the class?",
     "15", "girls"),
    # 12 + 15 = 27: boys and girls split the students (kind.child complement pair)
    ("there-more-whole", "There are 12 boys in a class. There are 3 more girls than boys. How many students are in "
     "the class?", "27", "students"),
    # 12 + 9 = 21
    ("there-fewer-children", "There are 12 boys in the club. There are 3 fewer girls than boys. How many children are "
     "in the club?", "21", "children"),
    # 8 + 2 = 10, one sentence
    ("there-and-more", "There are 8 boys and 2 more girls than boys in a class. How many girls are in the class?",
     "10", "girls"),
    # 9 × 4 = 36; 9 + 36 = 45 animals
    ("there-times", "There are 9 cats in a shelter. There are 4 times as many dogs as cats. How many dogs are in the "
     "shelter?", "36", "dogs"),
    ("there-times-general", "There are 9 cats in a shelter. There are 4 times as many dogs as cats. How many animals "
     "are in the shelter?", "45", "animals"),
    # 8 × 3 = 24, `as apples` left unsaid
    ("there-and-times", "There are 8 apples and 3 times as many pears in a basket. How many pears are in the basket?",
     "24", "pears"),
    # 8 × 5 = 40, the place first
    ("place-first", "In a parking lot there are 8 red cars and 5 times as many white cars. How many white cars are in "
     "the parking lot?", "40", "cars"),
    # 24 / 3 = 8: the told kind is the compared one
    ("there-reverse-times", "There are 24 boys in a club. There are 3 times as many boys as girls. How many girls are "
     "in the club?", "8", "girls"),
    # 12 − 3 = 9
    ("there-reverse-more", "There are 12 boys in a class. There are 3 more boys than girls. How many girls are in the "
     "class?", "9", "girls"),
    # no place at all; past
    ("no-place-past", "There were 5 cats. There were 4 times as many dogs as cats. How many dogs were there?",
     "20", "dogs"),
    # 3 more girls than boys: the difference asked back
    ("there-difference", "There are 12 boys in a class. There are 3 more girls than boys. How many more girls than "
     "boys are in the class?", "3", "girls"),
    # half as many: 12 / 2 = 6
    ("there-half", "There are 12 cows on a farm. There are half as many pigs as cows on the farm. How many pigs are "
     "on the farm?", "6", "pigs"),
]

REFUSED = [
    # --- there_kind_multiples.py traps ---
    ("other-place", "There are 12 boys in a class. There are 3 more girls than boys in the gym. How many girls are in "
     "the class?"),
    ("asked-other-place", "There are 12 boys in a class. There are 3 more girls than boys. How many girls are in the "
     "gym?"),
    ("place-after-none", "There are 12 boys. There are 3 more girls than boys in the class. How many girls are in the "
     "class?"),
    ("tenses", "There were 12 boys in a class. There are 3 more girls than boys. How many girls are in the class?"),
    ("q-tense", "There are 12 boys in a class. There are 3 more girls than boys. How many girls were in the class?"),
    ("negative", "There are 12 boys in a class. There are 15 fewer girls than boys. How many girls are in the class?",
     "negative_holding"),
    ("fractional", "There are 25 boys in a club. There are 3 times as many boys as girls. How many girls are in the "
     "club?", "fractional_count"),
    ("third-kind", "There are 12 boys in a class. There are 3 more girls than cats. How many girls are in the class?"),
    ("times-more", "There are 12 boys in a class. There are 3 times more girls than boys. How many girls are in the "
     "class?"),
    ("asked-unrelated", "There are 12 boys in a class. There are 3 more girls than boys. How many teachers are in the "
     "class?"),
    ("overlap", "There are 12 boys in a class. There are 3 more kids than boys. How many kids are there?"),
    ("not-apart", "There are 12 red pens in a box. There are 3 more pens than red pens. How many pens are in the "
     "box?"),
    ("unrelated-total", "There are 8 apples in a box. There are 3 more pens than apples. How many things are in the "
     "box?"),
    ("second-kind-first", "There are 12 boys and 5 teachers in a class. There are 3 more girls than boys. How many "
     "girls are in the class?"),
    ("more-no-than", "There are 8 boys and 2 more girls in a class. How many girls are in the class?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
