"""Passive acquisitions (passives.py): `5 are caught` / `12 were picked` / `12 were bought` say someone unnamed
got the things — from the subject's place or for it — so they refuse; verbs of arrival (pack role `arrival`:
added, brought, put in) and making verbs still add to the place. Answers worked by hand."""
from __future__ import annotations

from core.packs import load_pack
from domain.reader import Solved, read

from tests.unit.reader_checks import assert_refused, refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    ("added", "There are 12 apples in the basket. 5 more are added. How many apples are in the basket?", "17"),
    ("brought-in", "There are 9 books on the shelf. 4 more books were brought in. How many books are on the shelf?",
     "13"),
    ("put-in", "There are 9 books on the shelf. 4 more books were put in. How many books are on the shelf?", "13"),
    ("baked", "There are 12 cookies. 5 more are baked. How many cookies are there?", "17"),
]

REFUSED = [
    ("caught-from-pond", "There are 20 fish in the pond. 5 are caught. How many fish are in the pond?"),
    ("picked-from-tree", "There were 30 apples on the tree. 12 were picked. How many apples are on the tree?"),
    ("bought-from-store", "There were 30 apples in the store. 12 were bought. How many apples are in the store?"),
    ("picked-up", "There are 12 apples. 5 are picked up. How many apples are there?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_the_refusal_names_the_frame():
    result = read("There are 20 fish in the pond. 5 are caught. How many fish are in the pond?", PACK)
    assert_refused(result, "unsupported_form", missing_operator="frame.passive_acquire", frame="statement.passive")


def test_a_persons_things_got_in_the_passive_are_that_persons():
    # 20 + 5: nothing holds the fish but Tom, so the 5 caught are got for him
    result = read("Tom had 20 fish. 5 more fish were caught. How many fish does Tom have?", PACK)
    assert isinstance(result, Solved) and result.answer == "25", result
