"""Reader v10 AddSub grammar (ADR 0185): a proper-named place as the subject, ``The Oakdale Public Library
bought 40 books`` (proper_places.py). Every answer is worked out by hand from the text; the near misses
refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 26 - 4 = 22, "the zoo" is the Oakdale Zoo
    ("named-zoo-sells", "The Oakdale Zoo had 26 lions. The zoo sold 4 lions. How many lions does the zoo have now?",
     "22", "lions"),
    # several capitalised words before the place noun; "it" is the library: 26 - 4 = 22
    ("named-library-it", "The Oakdale Public Library had 26 books. It sold 4 books. How many books does the library "
     "have?", "22", "books"),
    # a gain: 30 + 12 = 42
    ("named-bakery-gain", "The Maple Street Bakery had 30 cookies. The bakery bought 12 more cookies. How many "
     "cookies does the bakery have now?", "42", "cookies"),
    # a second holder, the question about the person: 7
    ("named-place-and-person", "The Riverside Museum had 50 stickers. Tom had 7 stickers. How many stickers does "
     "Tom have?", "7", "stickers"),
    # the same proper name twice is one place: 40 - 15 = 25
    ("named-twice", "The Green Valley Farm had 40 apples. The Green Valley Farm sold 15 apples. How many apples "
     "does the farm have?", "25", "apples"),
]

REFUSED = [
    # two named zoos: "the zoo" could be either
    ("two-named-zoos", "The Oakdale Zoo had 26 lions. The Elm Zoo sold 4 lions. How many lions does the zoo have?"),
    # an indefinite zoo first: the Oakdale Zoo may or may not be it
    ("indefinite-then-named", "A zoo had 26 lions. The Oakdale Zoo sold 4 lions. How many lions does the zoo have?"),
    # someone's zoo first: the same question
    ("owned-then-named", "Tom's zoo had 26 lions. The Oakdale Zoo sold 4 lions. How many lions does the zoo have?"),
    # "she" is no place
    ("she-is-not-the-place", "The Oakdale Zoo had 26 lions. She sold 4 lions. How many lions does the zoo have?"),
    # the last capitalised word is no place noun: a team, not a place
    ("not-a-place-noun", "The Oakdale Tigers had 26 balloons. They sold 4 balloons. How many balloons do they "
     "have?"),
    # no verb after the name
    ("no-verb-after", "The Oakdale Zoo lions ate 26 apples. How many apples did they eat?"),
    # a question about another unit
    ("other-unit-asked", "The Oakdale Zoo had 26 lions. It sold 4 lions. How many tigers does the zoo have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
