"""Reader v9: a part set aside, then the rest split into groups (set_aside.py, ADR 0145), and ``pics`` as a
variant form of ``pictures`` (``Unit.same_as``). Every answer is worked out by hand from the text; the near
misses refuse.
"""
from __future__ import annotations

import msgspec
import pytest

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack
from domain.reader import read
from domain.reader.lexicon import lexicon_for
from domain.reader.pack import PackChangeError, Unit, validate

PACK = load_pack()

SOLVED = [
    # 79 - 44 = 35 left for the 5 albums: 35 / 5 = 7
    ("album-rest", "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 "
     "different albums. How many pictures were in each album?", "7", "pictures"),
    # the same with "pictures" both times: (33 - 27) / 3 = 2
    ("album-rest-pictures", "Bianca uploaded 33 pictures to Facebook. She put 27 pictures into one album and put the "
     "rest into 3 different albums. How many pictures were in each album?", "2", "pictures"),
    # (47 - 17) / 5 = 6
    ("loads-rest", "Luke had 47 pieces of clothing to wash. He put 17 of them in one load, but decided to split the "
     "rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?", "6", "pieces"),
    # (60 - 40) / 5 = 4, the plain "each load"
    ("loads-each", "Jerry had 60 pieces of clothing to wash. He put 40 of them in one load, but decided to split the "
     "rest into 5 equal loads. How many pieces of clothing could go in each load?", "4", "pieces"),
    # before ADR 0145 this answered 80 / 5 = 16: the rest is 80 - 40 = 40, 40 / 5 = 8
    ("rest-after-one-box", "Wendy had 80 cards. She put 40 cards into one box and put the rest into 5 piles. How many "
     "cards were in each pile?", "8", "cards"),
    # the same after 2 boxes (was 16): (80 - 40) / 5 = 8
    ("rest-after-two-boxes", "Wendy had 80 cards. She put 40 cards into 2 boxes and put the rest into 5 piles. How "
     "many cards were in each pile?", "8", "cards"),
    # the box itself holds the 40 set aside
    ("the-one-box", "Wendy had 80 cards. She put 40 cards into one box and put the rest into 5 piles. How many cards "
     "were in the box?", None, None),
    # a loss between: 80 - 40 - 5 = 35, 35 / 5 = 7
    ("rest-after-a-loss-too", "Wendy had 80 cards. She put 40 cards into one box. She lost 5 cards. She put the rest "
     "into 5 piles. How many cards were in each pile?", "7", "cards"),
    # a partition moves nothing: she still has all 79
    ("still-held", "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest into 5 "
     "different albums. How many pictures does she have?", "79", "pictures"),
    # after a loss, with no part set aside, the rest is the holding as before: (20 - 4) / 4 = 4
    ("rest-after-loss-only", "Sam had 20 apples. He ate 4 apples and put the rest into 4 bags. How many apples were "
     "in each bag?", "4", "apples"),
]
SOLVED = [r for r in SOLVED if r[2] is not None]

REFUSED = [
    # 5 albums or 6?
    ("how-many-albums", "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest "
     "into 5 different albums. How many albums did she use?"),
    # "them" after a part: the 44 or all 79?
    ("them-not-the-rest", "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put them into "
     "5 different albums. How many pictures were in each album?"),
    # two albums set aside: "each album" has no one count
    ("two-set-aside", "Wendy uploaded 79 pictures to Facebook. She put 44 pics into 2 albums and put the rest into 5 "
     "different albums. How many pictures were in each album?"),
    # someone else put the rest away
    ("other-person", "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and Tom put the rest "
     "into 5 different albums. How many pictures were in each album?"),
    # more set aside than she had: 79 - 84 < 0
    ("part-too-big", "Wendy uploaded 79 pictures to Facebook. She put 84 pics into one album and put the rest into 5 "
     "different albums. How many pictures were in each album?", "negative_holding"),
    # 79 - 40 = 39 is no multiple of 5
    ("uneven-rest", "Wendy uploaded 79 pictures to Facebook. She put 40 pics into one album and put the rest into 5 "
     "different albums. How many pictures were in each album?"),
    # all of them sorted first: no rest left to read
    ("rest-after-all", "Wendy had 80 cards. She sorted them into 2 boxes and put the rest into 5 piles. How many "
     "cards were in each pile?"),
    # a part of one kind, the rest of the whole: unclear
    ("rest-after-a-kind", "Wendy had 30 red cards and 50 blue cards. She put 20 red cards into one box and put the "
     "rest into 5 piles. How many cards were in each pile?"),
    # other things put into the load
    ("other-things", "Luke had 47 pieces of clothing to wash. He put 17 socks in one load, but decided to split the "
     "rest into 5 equal loads. How many pieces of clothing could go in each of the small loads?"),
    # an unknown word still refuses
    ("unknown-word", "Wendy uploaded 79 pictures to Facebook. She put 44 snaps into one album and put the rest into "
     "5 different albums. How many pictures were in each album?", "unknown_word"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_pics_is_picture():
    lex = lexicon_for(PACK)
    senses = [s for s in lex.phrases.get("pics", []) if s[1].cls == "unit"]
    assert senses and all(s[1].entry.id == "unit.picture" for s in senses)


def test_same_as_must_name_a_plain_unit():
    bad = msgspec.structs.replace(PACK, units=[*PACK.units, Unit(id="unit.snap", singular="snap", plural="snaps",
                                                                 same_as="unit.nothing")])
    with pytest.raises(PackChangeError):
        validate(bad)


def test_the_one_box_holds_the_part():
    r = read("Wendy had 80 cards. She put 40 cards into one box and put the rest into 5 piles. How many cards were "
             "in each box?", PACK)
    assert getattr(r, "answer", "40") == "40"  # read or refused, never another number
