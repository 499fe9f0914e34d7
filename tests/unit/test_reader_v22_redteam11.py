"""Red team 11 (ADR 0521): the v22 forms of ADRs 0513–0515 and 0518 crossed with the rest of the grammar by seeded
generators (bench/redteam_v22b.py), the new nouns and verbs in the corpora's frames, and metamorphic variants of the
fresh c–j rows v22 newly reads.

Wrong shape found and refused (the finding and its variants refuse, right neighbours still read):

1. told_places.take_told_places: ``Tom scored 5 points in the first game. Ann scored 7 points in the second game.
   How many points did Tom score in both games?`` answered 5: the story's numbered places were exactly two, so
   ``in both games`` was read as ``in all``, though Tom's second game was never told. Every doer of a placed event
   must now have been told at every place, and the places must be the first N (``the first … the third game`` is
   no ``two games``).
2. passive_receipts.repair_passive_receipts: ``Joan had 9 balloons. She got 3 balloons. She was given 2 balloons.
   How many balloons was she given?`` answered 5: the question was re-spelled ``did she get``, which counts the
   active ``got`` too (bought or found, maybe, not given), while ``received 3`` was left out. A text that tells a
   getting or receiving in the active beside the passive receipt keeps its question as written (refused).
3. counted_fills.repair_counted_fills: ``A jar holds 50 candies. Tom filled 6 jars. He used 4 jars. How many
   candies did he use?`` answered 500: the filling re-spelled ``used 6 jars`` (the question has a ``use`` word) was
   added to the told use. Another statement with a ``use`` word leaves the filling as written (refused).
4. passive_handovers.repair_passive_handovers: ``Tom had 5 fish. Then 3 fish were given to her friend.`` answered
   2: the receiver's owner is the giver, and ``her`` fits nobody who held fish (``Oli had 5 fish. Ann had 2 cats.
   Then 3 fish were given to her friend.``: Ann, who has no fish). ``his``/``her`` now need no pronoun of the other
   gender, at most one person named in the text, and that one not of the other gender; ``my``/``our`` an I/we
   told; ``their`` is left as written.

Every answer is worked by hand in its comment. A sample of the probe generators (golds computed by the generator
from the story it builds, never by the reader; None where the story fixes no single answer) closes the file.
"""
from __future__ import annotations

import sys
from pathlib import Path

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    ("rt11 one player, both games",  # 5 + 7 = 12
     "Tom scored 5 points in the first game. He scored 7 points in the second game. How many points did he score "
     "in both games?", "12"),
    ("rt11 one sentence, two games",  # 18 + 23 = 41 (fresh-j-433's shape)
     "Mateo scored 18 points in the first game and 23 points in the second game. How many points did he score in "
     "the two games?", "41"),
    ("rt11 two players at both places",  # Tom: 5 + 4 = 9
     "Tom scored 5 points in the first game. Ann scored 7 points in the first game. Tom scored 4 points in the "
     "second game. Ann scored 2 points in the second game. How many points did Tom score in both games?", "9"),
    ("rt11 three games",  # 5 + 7 + 3 = 15
     "Tom scored 5 points in the first game. He scored 7 points in the second game. He scored 3 points in the third "
     "game. How many points did he score in all 3 games?", "15"),
    ("rt11 games, names of one gender",  # 11 + 6 = 17
     "Lucy scored 11 points in the first game. She scored 6 points in the second game. How many points did Lucy "
     "score in both games?", "17"),
    # -- 2 -------------------------------------------------------------------------------------------------------
    ("rt11 given, nothing else got",  # 2
     "Joan had 9 balloons. She was given 2 more balloons. How many balloons was she given?", "2"),
    ("rt11 given beside found",  # 2 (finding is no giving)
     "Joan had 9 balloons. She found 3 balloons. She was given 2 balloons. How many balloons was she given?", "2"),
    ("rt11 given twice",  # 2 + 3 = 5
     "Joan had 9 balloons. She was given 2 balloons. She was given 3 more balloons. How many balloons was she "
     "given?", "5"),
    ("rt11 got asked as got",  # 2 + 3 = 5 (asked with the active verb: every getting)
     "Joan had 9 balloons. She was given 2 balloons. She got 3 more balloons. How many balloons did she get?", "5"),
    ("rt11 holding after given and got",  # 9 + 2 + 3 = 14
     "Joan had 9 balloons. She was given 2 balloons. She got 3 more balloons. How many balloons does she have?",
     "14"),
    # -- 3 -------------------------------------------------------------------------------------------------------
    ("rt11 filled, use asked",  # 6 x 50 = 300
     "A jar holds 50 candies. Tom filled 6 jars. How many candies did Tom use?", "300"),
    ("rt11 bottles filled, use asked",  # 7 x 2 = 14
     "A bottle holds 2 liters. Maya fills 7 bottles. How many liters did she use?", "14"),
    ("rt11 filled, an eating beside, use asked",  # 6 x 50 = 300 (what went into the jars)
     "A jar holds 50 candies. Tom filled 6 jars. He ate 4 candies. How many candies did he use?", "300"),
    ("rt11 filled and sold, have asked",  # (6 - 4) x 50 = 100 (fresh-d-e086)
     "A jar holds 50 candies. Tom fills 6 jars. He sells 4 jars. How many candies does he have left?", "100"),
    # -- 4 -------------------------------------------------------------------------------------------------------
    ("rt11 his friend, one holder",  # 5 + 6 - 3 = 8 (fresh-h-008)
     "Oli had 5 fish. He bought 6 more fish. Then 3 fish were given to his friend. How many fish does Oli have "
     "now?", "8"),
    ("rt11 her friend, a girl",  # 5 - 3 = 2
     "Ann had 5 fish. Then 3 fish were given to her friend. How many fish does Ann have?", "2"),
    ("rt11 a friend, nobody's",  # 5 - 3 = 2
     "Tom had 5 fish. Then 3 fish were given to a friend. How many fish does Tom have?", "2"),
    ("rt11 her friend, a name of either gender",  # 5 - 3 = 2
     "Kim had 5 fish. Then 3 fish were given to her friend. How many fish does Kim have?", "2"),
    ("rt11 packs given",  # 3 x 8 = 24 (fresh-j-072's shape)
     "Ruth was given 3 packs of 8 pencils. How many pencils was she given?", "24"),
]

REFUSED = [
    ("rt11 finding: the asked player missed a game",  # Tom's second game untold
     "Tom scored 5 points in the first game. Ann scored 7 points in the second game. How many points did Tom score "
     "in both games?", "unparsed_question"),
    ("rt11 the other player asked",  # Ann's first game untold
     "Tom scored 5 points in the first game. Ann scored 7 points in the second game. How many points did Ann score "
     "in both games?", "unparsed_question"),
    ("rt11 one player at both, the other at one",  # Ann's second game untold: not asked, but refused all the same
     "Tom scored 5 points in the first game. Ann scored 7 points in the second game. Tom scored 4 points in the "
     "second game. How many points did Tom score in both games?", "unparsed_question"),
    ("rt11 games, the asked one missed a game",
     "Lucy scored 11 points in the first game. Sam scored 6 points in the second game. How many points did Lucy "
     "score in both games?", "unparsed_question"),
    ("rt11 first and third are not the two games",
     "Tom scored 5 points in the first game. He scored 7 points in the third game. How many points did Tom score in "
     "the two games?", "unparsed_question"),
    ("rt11 three players, three games, one missing",
     "Tom scored 5 points in the first game. Tom scored 3 points in the second game. Ann scored 7 points in the "
     "third game. Tom scored 2 points in the third game. How many points did Tom score in all 3 games?",
     "unparsed_question"),
    # -- 2 -------------------------------------------------------------------------------------------------------
    ("rt11 finding: got beside given",  # 2 or 5?
     "Joan had 9 balloons. She got 3 balloons. She was given 2 balloons. How many balloons was she given?",
     "unparsed_question"),
    ("rt11 received beside given",  # 2 or 5?
     "Joan had 9 balloons. She received 3 balloons. She was given 2 balloons. How many balloons was she given?",
     "unparsed_question"),
    ("rt11 got after given",
     "Joan had 9 balloons. She was given 2 balloons. She got 3 more balloons. How many balloons was she given?",
     "unparsed_question"),
    # -- 3 -------------------------------------------------------------------------------------------------------
    ("rt11 finding: filled, then used some jars", "A jar holds 50 candies. Tom filled 6 jars. He used 4 jars. How "
     "many candies did he use?"),
    ("rt11 filled, then used some candies", "A jar holds 50 candies. Tom filled 6 jars. He used 20 candies. How "
     "many candies did he use?"),
    ("rt11 used before the filling", "A jar holds 50 candies. Tom used 2 jars. Tom filled 6 jars. How many candies "
     "did he use?"),
    ("rt11 someone else used", "A jar holds 50 candies. Tom filled 6 jars. Ann used 2 jars. How many candies did "
     "Tom use?"),
    # -- 4 -------------------------------------------------------------------------------------------------------
    ("rt11 finding: her friend of a boy",
     "Tom had 5 fish. Then 3 fish were given to her friend. How many fish does Tom have?"),
    ("rt11 his friend of a girl", "Ann had 5 fish. Then 3 fish were given to his friend. How many fish does Ann "
     "have?"),
    ("rt11 her friend, she has no fish", "Oli had 5 fish. Ann had 2 cats. Then 3 fish were given to her friend. How "
     "many fish does Oli have?"),
    ("rt11 their friend", "Oli had 5 fish. Then 3 fish were given to their friend. How many fish does Oli have?"),
    ("rt11 my friend, no I", "Oli had 5 fish. Then 3 fish were given to my friend. How many fish does Oli have?"),
    ("rt11 his friend after a she", "Oli had 5 fish. She bought 2 fish. Then 3 fish were given to his friend. How "
     "many fish does Oli have?"),
    ("rt11 gets, by name",
     "Joan gets 3 balloons. Joan was given 2 balloons. How many balloons was Joan given?", "unparsed_question"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))


def _rt11_sample(rng):
    from redteam_v22b import generate  # bench/redteam_v22b.py: golds by formula, None when unsettled
    _, text, gold = generate(rng)
    return text, gold


def test_rt11_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(_rt11_sample, 521, 400, PACK) == []


def test_rt11_receipts_sample_has_no_wrong_answer():
    from redteam_v22b import fam_receipts
    assert wrong_in_sample(fam_receipts, 5211, 200, PACK) == []


def test_rt11_fills_sample_has_no_wrong_answer():
    from redteam_v22b import fam_fills
    assert wrong_in_sample(fam_fills, 5212, 200, PACK) == []


def test_rt11_handovers_sample_has_no_wrong_answer():
    from redteam_v22b import fam_handovers
    assert wrong_in_sample(fam_handovers, 5213, 200, PACK) == []


def test_rt11_places_sample_has_no_wrong_answer():
    from redteam_v22b import fam_places
    assert wrong_in_sample(fam_places, 5210, 200, PACK) == []
