"""Reader v7 (impersonal ``it takes``, ADR 0096): ``It takes N <things> to <V> a <container>`` is the task rate
``Each <container> takes N <things> to <V>`` (a ``per`` op); ``How many <things> / How long does|will it take
to <V> M <containers>?`` asks rate × M. Past ``took``, a person after ``takes``, people as the things, more
than one container in the rate, and a question with another verb, container, substance or thing refuse.

Every expected answer is worked out by hand from the text (the arithmetic is in the comment).
"""
from __future__ import annotations

from core.packs import load_pack


from reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    # (form, problem, answer, unit)
    ("things per one container, how many",  # 4 × 504
     "It takes 4 apples to make 1 pie. How many apples does it take to make 504 pies?", "2016", "apples"),
    ("a duration per container with a substance, how long",  # 7 × 4
     "It takes 7 minutes to bake one box of cookies. How long will it take to bake 4 boxes of cookies?",
     "28", "minutes"),
    ("'a' container, hours asked by name",  # 2 × 3
     "It takes 2 hours to paint a room. How many hours does it take to paint 3 rooms?", "6", "hours"),
    ("'each' container, the rest of a goal (goals.py)",  # (16 - 7) × 5
     "A chef needs to cook 16 potatoes. He has already cooked 7. If it takes 5 minutes to cook each potato, "
     "how long will it take him to cook the rest?", "45", "minutes"),
    ("'each' container, how many",  # 4 × 3
     "It takes 4 hours to paint each room. How many hours does it take to paint 3 rooms?", "12", "hours"),
    ("a holding of the containers does not change the rate",  # 4 × 3
     "It takes 4 apples to make a pie. Sam has 3 pies. How many apples does it take to make 3 pies?",
     "12", "apples"),
]


test_solved = solved_cases(SOLVED, PACK)


REFUSED = [
    # (form, problem) — each hostile variant of the solved forms
    ("past 'took' tells one episode, not a rate",
     "It took 4 apples to make a pie. How many apples does it take to make 3 pies?"),
    ("a rate over 2 containers is not per one",
     "It takes 4 apples to make 2 pies. How many apples does it take to make 3 pies?"),
    ("people are not used up: not a rate",
     "It takes 3 students to carry a box. How many students does it take to carry 4 boxes?"),
    ("a person after 'takes': whose rate?",
     "It takes Sam 4 hours to paint a room. How many hours does it take to paint 3 rooms?"),
    ("words after the container",
     "It takes 4 apples to make a pie for the party. How many apples does it take to make 3 pies?"),
    ("money is a price, not read here",
     "It takes $4 to make a pie. How much does it take to make 3 pies?"),
    ("the question asks other things",
     "It takes 4 apples to make a pie. How many pears does it take to make 3 pies?"),
    ("the question asks another container",
     "It takes 4 apples to make a pie. How many apples does it take to make 3 cakes?"),
    ("the question asks another verb",
     "It takes 7 minutes to bake one box of cookies. How long will it take to eat 4 boxes of cookies?"),
    ("the question asks another substance",
     "It takes 7 minutes to bake one box of cookies. How long will it take to bake 4 boxes of apples?"),
    ("how long of a rate in apples",
     "It takes 4 apples to make a pie. How long will it take to make 3 pies?"),
    ("two rates of minutes per box: which?",
     "It takes 7 minutes to bake a box of cookies. It takes 3 minutes to eat a box of cookies. "
     "How long will it take to bake 4 boxes of cookies?"),
    ("two rates of apples per pie from two forms",
     "It takes 4 apples to make a pie. Each pie takes 2 apples to make. "
     "How many apples does it take to make 3 pies?"),
    ("a person in the question: whose rate?",
     "It takes 4 apples to make a pie. How many apples does it take Sam to make 3 pies?"),
    ("the rest of a goal with another verb's rate",
     "A chef needs to cook 16 potatoes. He has already cooked 7. If it takes 5 minutes to bake each potato, "
     "how long will it take him to cook the rest?"),
    ("'if it took' in a goal story",
     "A chef needs to cook 16 potatoes. He has already cooked 7. If it took 5 minutes to cook each potato, "
     "how long will it take him to cook the rest?"),
    ("whole pies from a stock: the rounding is not stated",
     "It takes 4 apples to make a pie. Sam has 10 apples. How many pies can he make?"),
    ("a stock used up by making: loose or inside pies?",
     "It takes 4 apples to make a pie. Sam has 20 apples. He made 3 pies. How many apples does he have now?"),
]


test_refused = refused_cases(REFUSED, PACK)
