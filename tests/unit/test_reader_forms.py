"""One tiny test per admitted form (docs/grammar.md); expected answers worked out by hand."""
from __future__ import annotations

import pytest

from core.packs import load_pack
from domain.reader import Refused, Solved, read

PACK = load_pack()

FORMS = [
    # (form, problem, answer, unit, depth)
    ("possession+gain", "Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?", "8", "apples", 1),
    ("loss", "Sam has 10 apples. Sam eats 3 apples. How many apples does Sam have?", "7", "apples", 1),
    ("transfer out", "Sam has 8 apples. Tom has 2 apples. Sam gives 3 apples to Tom. How many apples does Tom have?",
     "5", "apples", 1),
    ("transfer giver", "Sam has 8 apples. Tom has 2 apples. Sam gives 3 apples to Tom. How many apples does Sam have?",
     "5", "apples", 1),
    ("indirect object", "Sam has 9 dimes. His mom gave him 7 dimes. How many dimes does Sam have?", "16", "dimes", 1),
    ("existence", "There are 7 bottle caps in the box. How many bottle caps are in the box?", "7", "bottle caps", 0),
    ("there question", "There are 7 crayons in the drawer. Mary took 3 crayons out of the drawer. "
     "How many crayons are there now?", "4", "crayons", 1),
    ("multiply", "Sam has 5 apples. Sam doubles his apples. How many apples does Sam have?", "10", "apples", 1),
    ("divide", "Sam has 12 apples. Sam splits them evenly into 3 groups and keeps one group. "
     "How many apples does Sam have?", "4", "apples", 1),
    ("price", "Each apple costs $2. Sam buys 5 apples. How much does Sam spend?", "10", "dollars", 1),
    ("cents", "Each apple costs $1.25. Sam buys 3 apples. How much does Sam spend?", "3.75", "dollars", 1),
    ("more than", "Sam has 5 apples. Tom has 3 more apples than Sam. How many apples does Tom have?", "8", "apples", 1),
    ("fewer than", "Sam has 5 apples. Tom has 2 fewer apples than Sam. How many apples does Tom have?", "3", "apples", 1),
    ("twice", "Sam has 5 apples. Tom has twice as many apples as Sam. How many apples does Tom have?", "10", "apples", 1),
    ("half", "Sam has 6 apples. Tom has half as many apples as Sam. How many apples does Tom have?", "3", "apples", 1),
    ("N times as many", "Sam has 4 apples. Tom has 3 times as many apples as Sam. How many apples does Tom have?",
     "12", "apples", 1),
    ("compound", "Sam has 5 apples. Sam buys 3 apples and eats 2 apples. How many apples does Sam have?", "6", "apples", 2),
    ("total they", "Sam has 5 apples. Tom has 4 apples. How many apples do they have in total?", "9", "apples", 0),
    ("list", "Sara has 792 black and 122 red marbles. How many marbles does Sara have?", "914", "marbles", 0),
    ("modifier kind", "Sara has 792 black and 122 red marbles. Fred took 233 of Sara's black marbles. "
     "How many black marbles does Sara have now?", "559", "marbles", 1),
    ("some + later observation", "Joan found 70 seashells on the beach. She gave Sam some of her seashells. "
     "She has 27 seashells. How many seashells did she give to Sam?", "43", "seashells", 2),
    ("unknown gain at a place", "There were 28 bales of hay in the barn. Tim stacked bales in the barn today. "
     "There are now 54 bales of hay in the barn. How many bales did Tim stack?", "26", "bales", 1),
    ("passive total", "Sally picked 7 lemons and Mary picked 9 lemons. How many lemons were picked in total?",
     "16", "lemons", 2),
    ("difference", "Sam has 5 apples. Tom has 2 apples. How many more apples does Sam have than Tom?", "3", "apples", 0),
    ("per container", "There are 6 marbles in each box. How many marbles are in 3 boxes?", "18", "marbles", 0),
    ("conditional prefix", "Sam has 5 apples. If Sam eats 2 apples, how many apples does he have?", "3", "apples", 1),
    ("all of", "Bridget has 4 Skittles. Henry has 4 Skittles. If Henry gives all of his Skittles to Bridget, "
     "how many Skittles will Bridget have?", "8", "skittles", 1),
    ("passive gain", "There are 4 cards. 3 cards more are added. How many cards are there total?", "7", "cards", 1),
    ("share with", "Ruth starts with 89 apples. She shares 5 with Peter. How many apples does Ruth end with?",
     "84", "apples", 1),
    ("descriptive rule", "Mary is baking a cake. Mary has 5 apples. How many apples does Mary have?", "5", "apples", 0),
    ("put into a place", "There are 2 pencils in the drawer. Tim placed 3 pencils in the drawer. "
     "How many pencils are now there in total?", "5", "pencils", 1),
    ("object list", "Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the seashells to Tim. "
     "How many seashells does Jason now have?", "36", "seashells", 3),
    ("contents of held containers", "Michelle has 7 boxes of crayons. Each box holds 5 crayons. "
     "How many crayons does Michelle have?", "35", "crayons", 0),
    ("they + action", "Joan found 6 seashells and Jessica found 8 seashells on the beach. "
     "How many seashells did they find together?", "14", "seashells", 2),
    ("more of two units", "There are 6 birds and 3 nests. How many more birds are there than nests?", "3", "birds", 0),
    ("fewer of two units", "There are 5 flowers and 3 bees. How many fewer bees are there than flowers?",
     "2", "flowers", 0),
    ("the number of", "Sam has 5 apples. Tom has 3 times the number of apples as Sam. "
     "How many apples does Tom have?", "15", "apples", 1),
    ("unit conversion", "Sam has 3 feet of rope. Sam buys 12 inches of rope. How many feet of rope does Sam have?",
     "4", "feet", 1),
]


@pytest.mark.parametrize("form,text,answer,unit,depth", FORMS, ids=[f[0] for f in FORMS])
def test_form(form, text, answer, unit, depth):
    result = read(text, PACK)
    if answer is None:  # the form reads, but the pack lacks a word: it must refuse, never guess
        assert isinstance(result, Refused)
        return
    assert isinstance(result, Solved), result
    assert (result.answer, result.unit, result.depth) == (answer, unit, depth)


def test_trace_steps_carry_lemma_and_state():
    r = read("Sam has 5 apples. Sam buys 3 apples. Sam eats 2 apples. How many apples does Sam have?", PACK)
    assert [(s.lemma, s.before, s.after) for s in r.steps] == [("verb.buy", "5", "8"), ("verb.eat", "8", "6")]
    assert "verb.have" in r.lemma_ids and r.depth == 2


def test_descriptive_rule_is_recorded_in_lemmas():
    r = read("Mary is baking a cake. Mary has 5 apples. How many apples does Mary have?", PACK)
    assert "desc.activity" in r.lemma_ids


def test_substance_is_kept_not_dropped():
    # "of rope" is part of the item: a different substance is a different thing
    r = read("Sam has 3 feet of rope. Sam buys 2 feet of ribbon. How many feet of rope does Sam have?", PACK)
    assert isinstance(r, Solved) and r.answer == "3"


def test_doubles_object_must_be_a_held_thing():
    # W10: "doubles the weather" must not double the apples
    r = read("Sam has 5 apples. Sam doubles the weather. How many apples does Sam have?", PACK)
    assert isinstance(r, Refused)


def test_trailing_phrase_is_not_swallowed():
    # W10: "in the store and eats 2 apples" — both clauses count
    r = read("Sam has 5 apples. Sam buys 3 apples in the store and eats 2 apples. How many apples does Sam have?", PACK)
    assert isinstance(r, Solved) and r.answer == "6"


def test_explicit_split_count_is_used():
    # W10: "splits 9 apples" states the holding; 9/3 = 3
    r = read("Sam has 9 apples. Sam splits 9 apples evenly into 3 groups and keeps one group. "
             "How many apples does Sam have?", PACK)
    assert isinstance(r, Solved) and r.answer == "3"
    r = read("Sam has 5 apples. Sam splits 9 apples evenly into 3 groups and keeps one group. "
             "How many apples does Sam have?", PACK)
    assert isinstance(r, Refused) and r.evidence.reason == "contradiction"
