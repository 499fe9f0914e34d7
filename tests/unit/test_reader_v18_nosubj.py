"""Reader v18 (ADR 0391): sentences whose subject no clause reader knew (``no subject the grammar knows``).

1. A container's price told with its count (packed_group_prices.py): ``A box of 12 pencils costs $3.``
2. An animal agent without ``the`` (animal_agents.py): ``Rabbits ate 12 carrots.`` / ``A rabbit ate 10 carrots.``
3. A capacity said with ``can carry`` (remaining_room.py): ``A bus can carry 48 people. There are 30 people on the
   bus. How many more people can get on the bus?``
4. A priced place with the price in money words (priced_places.py): ``A ticket to the zoo costs 5 dollars.``
5. A cut whole asked of several (cut_into_counts.py): ``A pizza is cut into 8 slices. How many slices are in 5
   pizzas?``

Answers worked out by hand; the must-refuse rows are the near misses each module's doc names. A small sample of the
red-team generator (ADR 0391 reports the full run) closes the file: gold computed here, independently.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from core.packs import load_pack
from domain.reader import Solved, read
from tests.unit.reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    # v20 (ADR 0453, eaten_from_stock.py): 4 × 12 − 9 = 39
    ("rows_rate", "A garden has 4 rows of carrots. Each row has 12 carrots. Rabbits ate 9 carrots. How many carrots "
                  "are left?", "39", "carrots"),
    # 1. packed group prices
    ("box_one_in_cents", "A box of 12 pencils costs $3. How much does one pencil cost in cents?", "25", "cents"),
    ("bag_one_in_dollars", "A bag of 5 lemons costs 3 dollars. How much does one lemon cost in dollars?", "0.6",
     "dollars"),
    ("box_one_plain", "A box of 12 pencils costs $3. How much does one pencil cost?", "0.25", "dollars"),
    ("box_each", "A box of 12 pencils costs $3. How much does each pencil cost?", "0.25", "dollars"),
    ("cents_told_dollars_asked", "A box of 12 pencils costs 300 cents. How much does one pencil cost in dollars?",
     "0.25", "dollars"),
    ("whole_boxes_of_things", "A box of 12 pencils costs $3. How much do 36 pencils cost?", "9", "dollars"),
    ("things_bought", "A pack of 6 pens costs $4. Sam buys 18 pens. How much does he spend?", "12", "dollars"),
    ("containers_bought", "A pack of 6 pens costs $4. Sam buys 3 packs. How much does he spend?", "12", "dollars"),
    ("containers_of_things_bought", "A pack of 6 pens costs $4. Sam buys 3 packs of pens. How much does he spend?",
     "12", "dollars"),
    ("containers_asked", "A pack of 6 pens costs $4. How much do 3 packs cost?", "12", "dollars"),
    ("one_container", "One carton of 10 eggs costs 2 dollars. How much do 4 cartons cost?", "8", "dollars"),
    # 2. animal agents
    ("bare_plural", "The farmer grew 50 carrots. Rabbits ate 12 carrots. How many carrots does the farmer have now?",
     "38", "carrots"),
    ("one_animal", "Sam had 45 nuts. A squirrel ate 12 nuts. How many nuts does Sam have now?", "33", "nuts"),
    ("of_them", "Sam has 20 carrots. A rabbit ate 13 of them. How many carrots does Sam have now?", "7", "carrots"),
    ("half_of_them", "Sam has 20 carrots. Rabbits ate half of them. How many carrots does Sam have now?", "10",
     "carrots"),
    ("two_animals", "Sam had 45 nuts. Squirrels ate 12 nuts and birds ate 9 nuts. How many nuts does Sam have now?",
     "24", "nuts"),
    ("there_place", "There are 20 fish in a pond. A bird ate 8 fish. How many fish are in the pond now?", "12",
     "fish"),
    ("broke", "Sam had 20 plates. A dog broke 5 plates. How many plates does Sam have now?", "15", "plates"),
    ("then_bought", "Sam had 20 carrots. Rabbits ate 5 carrots. He bought 7 carrots. How many carrots does Sam have "
                    "now?", "22", "carrots"),
    # 3. carried capacities
    ("bus_get_on", "A bus can carry 48 people. There are 30 people on the bus. How many more people can get on the "
                   "bus?", "18", "people"),
    ("bus_carry_asked", "A bus can carry 40 people. There are 32 people on the bus. How many more people can the bus "
                        "carry?", "8", "people"),
    ("bus_hold_asked", "A bus can hold 48 people. There are 30 people on the bus. How many more people can the bus "
                       "hold?", "18", "people"),
    # 4. a priced place with the price in money words (priced_places.py)
    ("ticket_dollars", "A ticket to the zoo costs 5 dollars. How much do 5 tickets cost in dollars?", "25", "dollars"),
    ("ticket_cents", "A ticket to the zoo costs 50 cents. How much do 5 tickets cost?", "250", "cents"),
    # 5. a cut whole counted over several (cut_into_counts.py)
    ("pizza_slices", "A pizza is cut into 8 slices. How many slices are in 5 pizzas?", "40", "slices"),
    ("cake_pieces", "A cake is cut into 12 pieces. How many pieces are in 3 cakes?", "36", "pieces"),
    ("boat_get_in", "A boat can carry 10 people. There are 4 people in the boat. How many more people can get in the "
                    "boat?", "6", "people"),
]

REFUSED = [
    # 1. packed group prices
    ("a_thing_asked", "A box of 12 pencils costs $3. How much does a pencil cost?"),
    ("no_whole_box", "A box of 12 pencils costs $3. How much do 30 pencils cost?"),
    ("counted_by_reader", "A pack of 6 pens costs $4. Sam has $12. How many pens can he buy?"),
    ("other_count", "A pack of 6 pens costs $4. Sam buys 18 pens and 2 pencils. How much does he spend?"),
    ("second_price", "A box of 12 pencils costs $3. Pencils cost $1 each. How much do 24 pencils cost?"),
    ("price_each", "A pack of 6 pens costs $4 each. How much do 3 packs cost?"),
    ("other_contents", "A pack of 6 pens costs $4. Sam buys 3 packs of pencils. How much does he spend?"),
    ("both_named", "A pack of 6 pens costs $4. How many pens are in 3 packs?"),
    ("no_terminating", "A box of 7 pencils costs $3. How much does one pencil cost?"),
    ("thing_told_before", "Sam has 4 pencils. A box of 12 pencils costs $3. How much does one pencil cost?"),
    ("per_dollar", "A box of 12 donuts costs 6 dollars. How many donuts can you buy for each dollar?"),
    # 2. animal agents
    ("present_tense", "Sam has 20 carrots. A rabbit eats 5 carrots. How many carrots does Sam have now?"),
    ("bare_present", "Sam has 20 carrots. Rabbits eat 5 carrots. How many carrots does Sam have now?"),
    ("sold", "Sam has 10 carrots. Rabbits sold 2 carrots. How many carrots does Sam have now?"),
    ("lost", "Sam has 10 carrots. Rabbits lost 2 carrots. How many carrots does Sam have now?"),
    ("a_place", "Sam has 20 carrots. Rabbits ate 13 carrots in Tom's garden. How many carrots does Sam have now?"),
    ("two_holders", "Sam has 20 carrots. Tom has 5 carrots. A rabbit ate 3 carrots. How many carrots does Sam have "
                    "now?", "ambiguous_reference"),
    ("no_holder", "A dog ate 5 cookies. How many cookies are left?", "ambiguous_reference"),
    ("people", "Sam has 20 carrots. Kids ate 13 carrots. How many carrots does Sam have now?"),
    ("a_person", "Sam has 20 carrots. A boy ate 13 carrots. How many carrots does Sam have now?"),
    ("a_thing", "Sam baked 24 cookies. A cookie ate 5 cookies. How many cookies does Sam have now?"),
    ("modifier", "Sam has 20 carrots. Wild rabbits ate 13 carrots. How many carrots does Sam have now?"),
    ("too_many", "Sam has 20 carrots. Rabbits ate 30 carrots. How many carrots does Sam have now?",
     "negative_holding"),
    # v20 (ADR 0453): the one stock's (SOLVED: 4 × 12 − 9 = 39); with no rate the stock is never counted
    ("rows_rate", "A garden has 4 rows of carrots. Rabbits ate 9 carrots. How many carrots are left?"),
    ("each_day", "Sam has 20 carrots. Rabbits ate 13 carrots each day. How many carrots does Sam have now?"),
    # 3. carried capacities
    ("carries_no_modal", "A bus carries 40 people. There are 32 people on the bus. How many more people can get on "
                         "the bus?"),
    ("over_capacity", "A bus can carry 40 people. There are 52 people on the bus. How many more people can get on "
                      "the bus?", "negative_holding"),
    ("get_off", "A bus can carry 40 people. There are 32 people on the bus. How many more people can get off the "
                "bus?"),
    ("other_vehicle", "A bus can carry 40 people. There are 32 people on the van. How many more people can get on "
                      "the bus?"),
    ("other_people", "A bus can carry 40 people. There are 32 kids on the bus. How many more people can get on the "
                     "bus?"),
    ("ticket_apples", "A ticket to the zoo costs 5 apples. How much do 5 tickets cost?"),
    ("ticket_each", "A ticket to the zoo costs 5 dollars each. How much do 5 tickets cost?"),
    ("two_places", "A ticket to the zoo costs 5 dollars. A ticket to the park costs 3 dollars. How much do 5 tickets "
                   "cost?"),
    ("was_cut", "A pizza was cut into 8 slices. How many slices are in 5 pizzas?"),
    ("other_wholes", "A pizza is cut into 8 slices. How many slices are in 5 cakes?"),
    ("other_parts", "A pizza is cut into 8 slices. How many pieces are in 5 pizzas?"),
    ("one_whole_asked", "A pizza is cut into 8 slices. How many slices are in 1 pizza?"),
    ("buses_counted", "A bus can carry 40 people. There are 3 buses. How many people can the buses carry?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def _sample():
    """A small sample of the red-team generator: (text, gold or None for must-refuse, unit)."""
    for (cont, conts), (one, things), n, p in product((("box", "boxes"), ("bag", "bags")),
                                                      (("pencil", "pencils"), ("lemon", "lemons")), (4, 10),
                                                      (2, 3)):
        st = f"A {cont} of {n} {things} costs ${p}."
        yield f"{st} How much does one {one} cost in cents?", Fraction(p * 100, n), "cents"
        yield f"{st} How much do {3 * n} {things} cost?", Fraction(3 * p), "dollars"
        yield f"{st} How much do 3 {conts} cost?", Fraction(3 * p), "dollars"
        yield f"{st} How much do {n + 1} {things} cost?", None, None
        yield f"{st} How much does a {one} cost?", None, None
    for agent, food, n, m in product(("Rabbits", "A rabbit", "Mice", "A goat"), ("carrots", "apples"), (20, 45),
                                     (7, 50)):
        gold = Fraction(n - m) if n >= m else None
        yield f"Sam had {n} {food}. {agent} ate {m} {food}. How many {food} does Sam have now?", gold, food
        yield f"Sam had {n} {food}. Tom had 4 {food}. {agent} ate {m} {food}. How many {food} does Sam have now?", \
            None, None
        yield f"Sam had {n} {food}. {agent} sold {m} {food}. How many {food} does Sam have now?", None, None
    for veh, c, i in product(("bus", "van", "boat"), (10, 40), (4, 32)):
        gold = Fraction(c - i) if c >= i else None
        yield f"A {veh} can carry {c} people. There are {i} people in the {veh}. How many more people can get in " \
              f"the {veh}?", gold, "people"
        yield f"A {veh} carries {c} people. There are {i} people in the {veh}. How many more people can get in " \
              f"the {veh}?", None, None


SAMPLE = list(_sample())


@pytest.mark.parametrize("case", SAMPLE, ids=[f"red{k}" for k in range(len(SAMPLE))])
def test_red_team_sample(case):
    text, gold, unit = case
    result = read(text, PACK)
    if gold is None:
        assert not isinstance(result, Solved), f"must refuse: {text} → {result}"
    elif isinstance(result, Solved):
        assert Fraction(result.answer) == gold and result.unit == unit, f"{text} → {result}"
