"""Reader v6 red team: short problems written against the v6 constructions, each a wrong answer the reader
gave before its fix (or a near-miss of one). Every expected answer is worked out by hand (arithmetic in
the comment); every refusal names the reason the policy predicts.
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from reader_checks import apply_learned
from domain.reader import Refused, apply_change, read
from domain.reader.pack import AddVerb, Verb

from reader_checks import assert_refused, assert_solved

PACK = apply_learned(load_pack(), AddVerb(verb=Verb(id="verb.wash", forms=["wash", "washed", "washes"],
                                                   category="construct")))  # as the learning loop would add it
PACK = apply_learned(PACK, AddVerb(verb=Verb(id="verb.walk", forms=["walk", "walked", "walks"], category="positive")))

SOLVED = [
    # (form, problem, answer)
    ("books on shelves and on the floor are all there",  # 5 × 6 + 4 (was 4: only the floor counted)
     "There are 5 shelves. Each shelf has 6 books. There are 4 books on the floor. How many books are there?", "34"),
    ("the shelves' books alone",  # 5 × 6
     "There are 5 shelves. Each shelf has 6 books. How many books are there?", "30"),
    ("a put onto the scene itself",  # 4 + 3
     "There are 4 apples on the table. Sam put 3 apples on the table. How many apples are there?", "7"),
    ("one and the other of the only pair",  # 23 + 32
     "Sam bought two coloring books. One had 23 pictures and the other had 32. How many pictures are there?", "55"),
    ("spending over purchases all priced",  # 5 × 3 + 2 × 4
     "Each apple costs 3 dollars. Each pear costs 4 dollars. Sam bought 5 apples and 2 pears. "
     "How much money did Sam spend?", "23"),
    ("a sale beside the purchase is no spending",  # 5 × 3
     "Each apple costs 3 dollars. Sam bought 5 apples. He sold 2 apples. How much money did Sam spend?", "15"),
    ("the unqualified gain still counts among all the things",  # 5 + 3
     "Sam has 5 big apples. He bought 3 apples. How many apples does he have?", "8"),
    ("'more' of a bare noun is more of the one kind in play",  # 14 + 5
     "Mia had 14 pet birds. She bought 5 more birds. How many pet birds does Mia have?", "19"),
    ("the need question over the holder's own work",  # 30 - 12 - 5
     "Sam has to wash 30 shirts. He washed 12 shirts. He washed 5 shirts. How many more shirts does he need to wash?",
     "13"),
    ("one rate sentence for boxes of two kinds of fruit",  # 3 × (4 + 2)
     "Sam has 3 boxes. Each box has 4 apples and 2 pears. How many fruits does Sam have?", "18"),
    ("an event in a smaller unit is summed in the asked unit",  # 2 + 300/1000 = 2.3 (was 302)
     "Sam drank 2 liters of water and 300 milliliters of water. How many liters of water did he drink?", "2.3"),
    ("'more' for the holder who had some",  # 5 + 3
     "Ann found 5 shells. Tom gave her 3 more shells. How many shells does Ann have?", "8"),
    ("an event of another qualified kind is left out",  # the 5 red ones
     "Sam bought 5 red apples. He bought 3 green apples. How many red apples did he buy?", "5"),
    ("two deictic times stay apart",  # this week's 3
     "Last week, Sam found 5 apples. This week, he found 3 apples. How many apples did he find this week?", "3"),
    ("a place asked by name beside another scene",  # the table's own 4
     "There are 4 apples on the table. There are 3 apples in the basket. How many apples are on the table?", "4"),
]

REFUSED = [
    # 5 - 3 = 2 on the branch that wrote it; merged with the question-side place guard it refuses: "He ate
    # 1 apple" names no place, so it may have been one of the farm's (comparatives.place_guard)
    ("picked from the scene, then an apple eaten without a place",
     "There are 5 apples at the farm. Sam picked 3 apples from the farm. He ate 1 apple. "
     "How many apples are at the farm?", "ambiguous_reference"),
    # (form, problem, reason)
    ("an acquisition at a place that holds such things",  # 5 - 3 = 2 if picked there, never 5 + 3 (was 8)
     "There are 5 apples at the farm. Sam picked 3 apples at the farm. How many apples are at the farm?",
     "ambiguous_reference"),
    ("an event of the general kind beside the asked kind",  # 5, or up to 5 + 3 if the flowers are roses (was 5)
     "Sam bought 5 roses. He bought 3 flowers. How many roses did he buy?", "ambiguous_reference"),
    ("an event of unqualified things beside the asked qualified ones",  # 5 to 8 (was 5)
     "Sam bought 5 red apples. He bought 3 apples. How many red apples did he buy?", "ambiguous_reference"),
    ("'more' for a new holder beside another's",  # 3 further apples, or 5 + 3 = 8? (was 3)
     "Sam picked 5 apples. Tom picked 3 more apples. How many apples did Tom pick?", "ambiguous_reference"),
    ("elided 'more' for a new holder",  # 5 + 3 = 8, or 5 + 8 = 13? (was 8)
     "Sam picked 5 apples. Tom picked 3 more. How many apples did they pick?", "ambiguous_reference"),
    ("spending stated beside priced purchases",  # 4 × 3 + 5 = 17, unless one is the other (was 5)
     "Each apple costs 3 dollars. Sam bought 4 apples and spent 5 dollars on pears. How much money did he spend?",
     "ambiguous_reference"),
    ("a holding in another length family beside the asked one",  # 3 miles + 2 km of rope (was 3)
     "Sam has 3 miles of rope and 2 kilometers of rope. How many miles of rope does Sam have?", "unit_mismatch"),
    ("loose things beside bags of them with no count",  # 3 + the bags' unknown apples (was 3)
     "Sam has 3 apples and 2 bags of apples. How many apples does Sam have?", "unit_mismatch"),
    ("an event in another unit of the asked measure",  # 2 liters + 3 cups: no exact conversion (was 2); v19 reads
     # 300 milliliters converted exactly, 2.3 (ADR 0431; tests/unit/test_reader_v19_lead.py)
     "Sam drank 2 liters of water and 3 cups of juice. How many liters did he drink?", "unit_mismatch"),
    ("miles asked beside kilometers of the same action",  # 2 miles + 3 km is not 2 miles (was 2)
     "Sam walked 2 miles on Monday and 3 kilometers on Tuesday. How many miles did he walk?", "unit_mismatch"),
    ("pounds of fruit asked beside bags of pears",  # the pears' weight is not told (was 3)
     "Sam bought 3 pounds of apples and 2 bags of pears. How many pounds of fruit did he buy?", "unit_mismatch"),
    ("a rate per box said of another holder's boxes of other things",  # Sam's boxes hold 3 × 4 = 12 (was 27)
     "Sam has 3 boxes of apples. Each box has 4 apples. Tom has 2 boxes of pears. Each box has 5 pears. "
     "How many fruits does Sam have?", "ambiguous_reference"),
    ("a rate of one fruit per bag beside bags of another",  # 3 × 4 = 12 if the pear bags hold none (was 20)
     "Sam has 3 bags of apples and 2 bags of pears. Each bag has 4 apples. How many apples does Sam have?",
     "ambiguous_reference"),
    ("bags of apples said to hold pears",  # contradictory (was 12)
     "Sam has 3 bags of apples. Each bag has 4 pears. How many pears does Sam have?", "ambiguous_reference"),
    ("rates per box in two sentences, two holders of boxes",  # Tom's boxes have the pears (was 15)
     "Sam has 3 boxes. Each box has 4 apples. Tom has 2 boxes. Each box has 5 pears. How many pears does Sam have?",
     "ambiguous_reference"),
    ("someone else did the task the need question asks about",  # 30 - 12 - 5 = 13 if Tom helped, else 18 (was 18)
     "Sam has to wash 30 shirts. He washed 12 shirts. Tom washed 5 shirts. "
     "How many more shirts does Sam need to wash?", "ambiguous_reference"),
    ("a 'now' holding followed by an event of the same things",  # 20 - 5 = 15 if now is the end (was 20)
     "Sam has 20 apples now. He bought 5 apples. How many apples did he have at first?", "ambiguous_reference"),
    ("a gain of unqualified things asked as the qualified kind",  # 5 big + 3 apples of unknown size (was 8)
     "Sam has 5 big apples. He bought 3 apples. How many big apples does he have?", "ambiguous_reference"),
    ("things planted at a place that holds other things of their kind",  # the garden's 5 + 3 = 8, or 5? (was 5)
     "There are 5 roses in the garden. Sam planted 3 tulips in the garden. How many flowers are in the garden?",
     "ambiguous_reference"),
    ("spending over a found and a bought gain",  # only 5 × 3 = 15 was spent (was 21: 7 × 3)
     "Each apple costs 3 dollars. Sam found 2 apples. He bought 5 apples. How much money did Sam spend?",
     "unknown_quantity"),
    ("spending with an unpriced purchase beside a priced one",  # 15 + the pears' unknown cost (was 15)
     "Each apple costs 3 dollars. Sam bought 5 apples and 2 pears. How much money did Sam spend?",
     "unknown_quantity"),
    ("one and the other of a pair beside a third of the same things",  # 23 + 32 + Tom's unknown (was 55)
     "Sam bought two coloring books and Tom bought one coloring book. One had 23 pictures and the other had 32. "
     "How many pictures are there?", "ambiguous_reference"),
    ("a bare day asked beside the same day with 'last'",  # 3, or 5 + 3 = 8 if the same Monday (was 3)
     "Last Monday, Sam found 5 apples. On Monday, he found 3 apples. How many apples did he find on Monday?",
     "ambiguous_reference"),
    ("the same, told the other way round",  # 5, or 8 (was 5)
     "On Monday, Sam found 5 apples. Last Monday, he found 3 apples. How many apples did he find on Monday?",
     "ambiguous_reference"),
    ("a scene and a person's holding: the table's 4 or all 7?",  # was 4
     "Sam has 3 apples. There are 4 apples on the table. How many apples are there?", "ambiguous_reference"),
    ("a person's holding told after the scene",  # was 4
     "There are 4 apples on the table. Sam has 3 apples. How many apples are there?", "ambiguous_reference"),
    ("a person's boxes with a content rate beside the scene",  # 4 or 5 × 6 + 4 = 34? (was 4)
     "Sam has 5 boxes. Each box has 6 apples. There are 4 apples on the table. How many apples are there?",
     "ambiguous_reference"),
    ("things put somewhere else than the scene",  # 4 or 4 + 3 = 7? (was 4)
     "There are 4 apples on the table. Sam put 3 apples in the basket. How many apples are there?",
     "ambiguous_reference"),
    ("a gain with no source while a scene holds such things",  # from the table (4 - 3 = 1)? (was 4)
     "There are 4 apples on the table. Sam picked up 3 apples. How many apples are on the table?",
     "ambiguous_reference"),
    ("caught from the scene, or elsewhere?",  # 4 - 3 = 1, or 4 (was 4)
     "There are 4 birds on the tree. Sam caught 3 birds. How many birds are there?", "ambiguous_reference"),
]


@pytest.mark.parametrize("form,problem,answer", SOLVED, ids=[c[0] for c in SOLVED])
def test_solved(form: str, problem: str, answer: str) -> None:
    assert_solved(read(problem, PACK), answer, label=form)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[c[0] for c in REFUSED])
def test_refused(form: str, problem: str, reason: str) -> None:
    assert_refused(read(problem, PACK), reason, label=form)


def test_word_soup_ending_on_a_noun_does_not_crash() -> None:
    # found by the property test: a price subject at the end of a sentence read past the sentence
    assert isinstance(read("apples . Sam ?", PACK), Refused)
