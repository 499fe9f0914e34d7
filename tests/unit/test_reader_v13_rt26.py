"""Red team 26 (ADR 0272): the v13 forms of ADRs 0261, 0263, 0265 crossed with their near variants, distractors,
pronouns that could mean two people, older forms and each other.

Every answer is worked out by hand from the text. The refused rows are the wrong answers the red team found (a
capacity asked as what is there) and their near misses.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # seated_capacities as written: 14 seats x 6 people = 84 (what the wheel can hold, asked with 'can')
    ("seated-can-ride", "The Ferris wheel in Paradise Park has 14 seats. Each seat can hold 6 people. How many "
     "people can ride the Ferris wheel at the same time?", "84", "people"),
    # a capacity asked as a count of containers: 18 flowers / 6 per vase = 3 vases
    ("vase-need", "A vase can hold 6 flowers. Sam has 18 flowers. How many vases does Sam need?", "3", "vases"),
    # 'holds' with no modal says what each seat has: 3 x 2 = 6 on the bus
    ("seat-holds-on-bus", "The bus has 3 seats. Each seat holds 2 children. How many children are on the bus?",
     "6", "children"),
    # a capacity and a modal question: 4 racks x 8 CDs = 32
    ("cd-rack", "Each CD rack holds 8 CDs. A shelf can hold 4 racks. How many total CDs can fit on the shelf?",
     "32", "cds"),
    # own_part_work beside a comparison: Kate has 19; Lucy 5 more = 24 (reading 7 moves nothing)
    ("own-part-compared", "Kate has 19 books and she has read 7 of them. Lucy has 5 more books than Kate. How many "
     "books does Lucy have?", "24", "books"),
    # a target after a comparison: Kate 14 + 11 = 25; 40 - 25 = 15
    # unrated_containers: the other holding is of the asked kind's relatives, not a container: 3 x 4 = 12
    ("boxes-and-oranges", "Sam has 3 boxes of apples and 5 oranges. Each box has 4 apples. How many apples does "
     "Sam have?", "12", "apples"),
    # containers of another stuff beside them: 3 x 4 = 12
    ("boxes-and-rice", "Sam has 3 boxes and 2 bags of rice. Each box has 4 apples. How many apples does Sam "
     "have?", "12", "apples"),
    # both containers rated: 3 x 4 + 2 x 5 = 22
    ("boxes-and-bags-rated", "Sam has 3 boxes and 2 bags. Each box has 4 apples. Each bag has 5 apples. How many "
     "apples does Sam have?", "22", "apples"),
    # a target of the asked kind's narrower kind is fine the other way: 15 red marbles, 40 marbles: 40 - 15 = 25
    ("target-wider", "Lucy has 15 red marbles. How many red marbles does she need to collect to have 40 marbles?",
     "25", "marbles"),
    # a capacity of a person per go beside a goal (capacity.py), not a container's: 18 - 0 = 18
    ("capacity-goal", "Roger could only carry 4 trays at a time. He had to carry 18 trays. How many trays does he "
     "still need to carry?", "18", "trays"),
    ("target-compared", "Mike has 14 marbles. Kate has 11 more marbles than Mike. How many marbles does Kate need "
     "to collect to have 40 marbles?", "15", "marbles"),
]

REFUSED = [
    # found by the red team: 'can hold' is what a seat can hold, not what is on it (main answered 6)
    ("seat-can-hold-on-bus", "The bus has 3 seats. Each seat can hold 2 children. How many children are on the "
     "bus?"),
    # the same with 'there': are the seats full?
    ("seat-can-hold-there", "The bus has 3 seats. Each seat can hold 2 children. How many children are there on "
     "the bus?"),
    # an indefinite capacity and a holding question: the vases may not be full
    ("vase-can-hold-have", "A vase can hold 6 flowers. Sam has 3 vases. How many flowers does Sam have?"),
    # 'could' as well
    ("box-could-hold", "Each box could hold 8 pencils. Ann has 5 boxes. How many pencils does Ann have?"),
    # found by the red team: the bags' apples are not told (main answered 12)
    ("boxes-and-bags", "Sam has 3 boxes and 2 bags. Each box has 4 apples. How many apples does Sam have?"),
    # the same at a vehicle: the benches' students are not told (main answered 41; seated_capacities' neighbour)
    ("cars-and-benches", "The bus has 41 cars. The bus also has 2 benches. Each car holds 1 students. How many "
     "students are on the bus?"),
    # the other containers told after the rate
    ("boxes-then-crates", "Sam has 3 boxes of apples. Each box has 4 apples. He also has 2 crates. How many apples "
     "does Sam have?"),
    # found by the red team (older goals.py, reached through gained_targets): the target is of red marbles, the
    # holding of blue ones (main answered 25)
    ("target-other-kind", "Lucy has 15 blue marbles. How many marbles does she need to collect to have 40 red "
     "marbles?"),
    # the same with 'more' (main answered 25: her 15 marbles may not be red)
    ("target-narrower-more", "Lucy has 15 marbles. How many more marbles does she need to have 40 red marbles?"),
    # a pronoun that could mean two people beside a v13 target
    ("target-two-people", "Sam has 15 marbles. Tom has 10 marbles. How many marbles does he need to collect to "
     "have 40 marbles?"),
    # a value change of one person's car, the possessive of either of two men
    ("value-two-men", "Sam and Tom went out. The value of Sam's car decreased by $12. If his car was worth $100 "
     "before, how much is it worth now?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
