"""Per-item composition rates (domain/reader/rates.py) and the questions that use them: an indefinite
or framing subject stating what one container holds, a modal before the rate verb, the container-count
quotient (pool ÷ rate; a remainder refuses), a goal asked in the things each goal thing holds, events of
containers counted through the rate, ``had to V`` in a story where nothing happened, and the If-premise.

Every expected answer is worked out by hand from the text (the arithmetic is in the comment); every
refusal names the reason the policy predicts. The texts are written for these tests.
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from domain.reader import read

from reader_checks import assert_refused, assert_solved

PACK = load_pack()

SOLVED = [
    # (form, problem, answer, unit)
    ("indefinite subject: what one box holds",  # 3 boxes × 5 pens
     "A box has 5 pens in it. Nina has 3 boxes. How many pens does Nina have?", "15", "pens"),
    ("quotient: how many containers would he fill",  # (30 + 12) / 7
     "Tom bought 30 red apples and 12 green apples. Each box can hold 7 apples. How many boxes would he fill up?",
     "6", "boxes"),
    ("quotient through kinds: a general rate over specific things",  # (8 + 16) / 6
     "A box can hold 6 flowers. Lena has 8 roses and 16 tulips. How many boxes does Lena need to hold the flowers?",
     "4", "boxes"),
    ("quotient, passive 'are needed', the one holder",  # 20 / 4
     "Mary picked 20 pears. Each bag holds 4 pears. How many bags are needed?", "5", "bags"),
    ("quotient after a loss: what is left",  # (15 - 3) / 4
     "Mary had 15 apples. She ate 3 apples. Each bag holds 4 apples. How many bags does she need?", "3", "bags"),
    ("framing subject with 'on each'",  # (25 + 11) / 9
     "Ben bought 25 red apples and 11 green apples. If his basket would only hold 9 on each shelf, "
     "how many shelves would he fill?", "4", "shelves"),
    ("If-premise holding for a container count",  # (8 + 10) / 3
     "Each page holds 3 cards. If Sam had 8 new cards and 10 old cards, how many pages would he use?",
     "6", "pages"),
    ("there … on each: a rate",  # 12 × 13
     "There are 12 boxes. There are 13 apples on each box. How many apples are there in all?", "156", "apples"),
    ("things of the container's substance: slices of pizza",  # 3 × 8
     "Rita bought 3 pizzas. Each pizza had 8 slices. How many slices of pizza did she have?", "24", "slices"),
    ("pieces inside boxes of candy are pieces of candy",  # 6 × 12
     "Gus has 6 boxes of candy. There are 12 pieces in each box. How many pieces of candy does Gus have?",
     "72", "pieces"),
    ("had to V in a story where nothing happened",  # (2 + 3) × 4
     "Ivy had 2 pages of math homework and 3 pages of science homework. If each page had 4 problems on it, "
     "how many problems did she have to paint total?", "20", "problems"),
    ("a goal asked in the things each goal thing holds",  # (12 - 5) × 6
     "Each box has 6 apples. Mary needs to paint 12 boxes. She has already painted 5 boxes. "
     "How many more apples does she need to paint?", "42", "apples"),
    ("events of containers: the things inside",  # 4 × 11
     "Leo bought 4 boxes. Each box had 11 pencils in it. How many pencils did Leo buy?", "44", "pencils"),
    ("the things inside all the containers of a kind",  # 120 × 12
     "There were 120 shelves. Each shelf had 12 books. How many books were on the shelves?", "1440", "books"),
    ("inside the containers, several holders, 'there … altogether'",  # (6 + 2) × 5
     "Sam has 6 boxes. Tom has 2 boxes. Each box has 5 pens. How many pens are there altogether in the boxes?",
     "40", "pens"),
    ("put N in each: a rate, then the container count",  # 24 / 4
     "Kim has 24 pears. If she puts 4 pears in each bag, how many bags will she fill?", "6", "bags"),
    ("put N in each held container: the things inside",  # 5 × 3
     "Sam has 5 boxes. He puts 3 apples in each box. How many apples are in the boxes?", "15", "apples"),
    ("with N X and M Y at each container, through kinds",  # 9 × (2 + 6)
     "A waiter had 9 tables, with 2 boys and 6 girls at each table. How many children did the waiter have?",
     "72", "children"),
    ("bought containers with N in each: the event through the rate",  # 4 × 9
     "Sam bought 4 bags with 9 cookies in each bag. How many cookies did Sam buy?", "36", "cookies"),
    ("a person is never a rate: 'a teacher' is one teacher who holds boxes",  # 17 × 4
     "A teacher had 17 boxes. Each box has 4 pens. How many pens does she have?", "68", "pens"),
    ("events of containers by several people ('they')",  # (2 + 3) × 10
     "Ann bought 2 bags. Bob bought 3 bags. Each bag had 10 apples in it. How many apples did they buy?",
     "50", "apples"),
]

REFUSED = [
    # red team 26 (ADR 0272): what a container CAN hold is not what it holds; these two were solved (36, 18)
    ("indefinite subject with a modal, asked as a holding",
     "A basket can hold 9 eggs. Omar has 4 baskets. How many eggs does Omar have?", "ambiguous_reference"),
    ("each + modal, asked as a holding",
     "Each box can hold 9 apples. Sam has 2 boxes. How many apples does Sam have?", "ambiguous_reference"),
    # (form, problem, reason)
    ("a remainder: the text never says how to round",  # 25 / 6 is not whole
     "Lena has 25 roses. A box can hold 6 roses. How many boxes does Lena need?", "fractional_count"),
    ("a remainder after an If-premise",  # 19 / 3
     "Each page holds 3 cards. If Sam had 9 new cards and 10 old cards, how many pages would he use?",
     "fractional_count"),
    ("two holders and no one asked: together or each?",
     "Mary had 12 apples. Tom had 6 apples. Each box holds 3 apples. How many boxes are needed?",
     "ambiguous_reference"),
    ("containers both held and counted",
     "Mary had 12 apples. Each box holds 3 apples. She has 2 boxes. How many boxes does she need?",
     "ambiguous_reference"),
    ("two things per container: which one fills it?",
     "Mary had 12 apples. Each box holds 3 apples and 2 pears. How many boxes does she need?",
     "ambiguous_reference"),
    ("a rate container also named as one particular holder",
     "A box has 6 pens. Sam took 2 pens from the box. Sam has 2 boxes. How many pens does Sam have?",
     "ambiguous_reference"),
    ("a kind the pack does not classify next to the counted ones",
     "A box can hold 6 flowers. Sam has 7 roses and 47 cats. How many boxes does Sam need?",
     "ambiguous_reference"),
    ("If-premise holding after a stated one: the premise may contradict the fact",
     "Sam has 2 cards. Each page holds 3 cards. If Sam had 8 new cards and 10 old cards, how many pages "
     "would he use?", "unsupported_form"),
    ("If-premise holding with a plain holding question stays refused",
     "If Sam had 8 new cards and 10 old cards, how many cards would he have?", "unsupported_form"),
    ("had to V after something happened: the whole, the rest or the events?",
     "Ivy had 4 pages. She painted 3 problems. If each page had 5 problems on it, how many problems did she "
     "have to paint total?", "unparsed_question"),
    ("loose and contained things in one asked event sum",
     "Mary bought 4 boxes and 3 apples. Each box had 17 apples in it. How many apples did Mary buy?",
     "ambiguous_reference"),
    ("inside the containers, with loose ones of the same kind beside them",
     "Sam has 6 boxes. Each box has 5 pens. Sam has 3 pens. How many pens are in the boxes?",
     "ambiguous_reference"),
    ("'in the box' names one particular box, not all of them",
     "Sam has 6 boxes. Each box has 5 pens. How many pens are in the box?", "unknown_entity"),
    ("put N in each: a remainder",  # 25 / 4
     "Kim has 25 pears. If she puts 4 pears in each bag, how many bags will she fill?", "fractional_count"),
    ("put N in each container while loose ones stay beside: how many does he have?",
     "Sam has 20 apples and 5 boxes. He puts 3 apples in each box. How many apples does he have?",
     "ambiguous_reference"),
    ("with N at each: a kind the pack does not relate to the asked one",
     "A waiter had 9 tables, with 2 women and 6 men at each table. How many people did the waiter have?",
     "unknown_quantity"),
    ("with N in each <another container>: not this form",
     "Sam has 4 bags with 9 cookies in each box. How many cookies does Sam have?", "unparsed_sentence"),
    ("events of containers whose contents are unknown",
     "Mary bought 4 boxes and 3 bags. Each box had 17 apples in it. How many apples did Mary buy?",
     "unknown_quantity"),
    ("events of containers with a time in the question",
     "Mary bought 4 boxes on Monday. Each box had 17 apples in it. How many apples did Mary buy on Monday?",
     "unknown_quantity"),
    ("goal through a rate that the goal's things do not have",
     "Each box has 6 apples. Mary needs to paint 12 boxes. She has already painted 5 boxes. "
     "How many more pears does she need to paint?", "unknown_quantity"),
    ("goal through a rate: already past the goal",  # 12 - 15 < 0
     "Each box has 6 apples. Mary needs to paint 12 boxes. She has already painted 15 boxes. "
     "How many more apples does she need to paint?", "negative_holding"),
]


@pytest.mark.parametrize("form,problem,answer,unit", SOLVED, ids=[s[0] for s in SOLVED])
def test_v6_rate_form_is_solved(form, problem, answer, unit):
    assert_solved(read(problem, PACK), answer, unit, label=form)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[s[0] for s in REFUSED])
def test_v6_rate_form_refuses_what_it_leaves_open(form, problem, reason):
    assert_refused(read(problem, PACK), reason, label=form)
