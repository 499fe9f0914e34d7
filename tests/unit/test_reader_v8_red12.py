"""Reader v8 red team 12 (ADR 0124): hostile variants of the ADR 0117 constructions and container contents.

Each refused case was answered wrongly before (the wrong answer is in the comment); each solved case is a
neighbour that must keep its answer. Answers are worked out by hand from the text; words the base pack
lacks (``sitting``, ``collection``) are added as a learning loop would add them.
"""
from __future__ import annotations

from core.packs import load_pack
from domain.reader.pack import AddActivity, AddUnit, Unit, Word
from reader_checks import apply_learned, refused_cases, solved_cases

PACK = load_pack()
PACK = apply_learned(PACK, AddActivity(activity=Word(id="act.sitting", forms=["sitting"])))
PACK = apply_learned(PACK, AddUnit(unit=Unit(id="unit.collection", singular="collection", plural="collections")))

_TREE = "There were 9 birds in the tree. "
_CAPS = "Jeffrey has 12 bottle caps. He splits them into groups of 2. "
_WISH = "Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps. "

SOLVED = [
    # arrivals at the group's own place still read
    ("more flew to the tree", _TREE + "4 more birds flew to the tree. How many birds are in the tree?", "13"),  # 9 + 4
    ("sitting in a tree, more flew to the tree", "9 birds were sitting in a tree. 4 more birds flew to the tree. "
     "How many birds were there altogether in the tree?", "13"),
    ("dogs ran to the park", "There were 20 dogs in the park. 8 more dogs ran to the park. "
     "How many dogs are in the park?", "28"),  # 20 + 8
    ("two arrivals at the one place", _TREE + "4 more birds flew to the tree. 2 more birds flew to the tree. "
     "How many birds are in the tree?", "15"),  # 9 + 4 + 2
    ("plural place named in the plural throughout", "There were 9 birds in the trees. 4 more birds flew to the trees. "
     "How many birds are in the trees?", "13"),
    # partitions: same things named again, a condition on other things
    ("groups of 2 bottle caps", "Jeffrey has 12 bottle caps. He splits them into groups of 2 bottle caps. "
     "How many groups will be created?", "6"),  # 12 / 2
    ("3 groups of bottle caps", "Jeffrey has 12 bottle caps. He splits them into 3 groups of bottle caps. "
     "How many bottle caps are in each group?", "4"),  # 12 / 3
    ("groups of bottle caps asked", _CAPS + "How many groups of bottle caps will be created?", "6"),
    ("groups asked of the partitioner", _CAPS + "How many groups did he make?", "6"),
    ("groups asked of they", _CAPS + "How many groups did they make?", "6"),
    ("wish, groups asked of the wisher", _WISH + "How many groups can he make?", "6"),
    ("partition in the question's condition", "Rose has 9 apples and 12 erasers. If she shares the apples among "
     "3 friends, how many apples does each friend get?", "3"),  # 9 / 3 (singleop-240 shape)
    # packaged rates and containers
    ("packages of 4, bought 3", "Gumballs are sold in packages of 4. Tom bought 3 packages. "
     "How many gumballs did Tom buy?", "12"),  # 3 * 4
    ("red gumballs in packages", "Red gumballs are sold in boxes of 5. Mary bought 2 boxes. "
     "How many red gumballs did Mary buy?", "10"),  # 2 * 5
    ("boxes of candy hold chocolates", "Tom buys 3 boxes of candy. Each box has 4 chocolates. "
     "How many chocolates does Tom have?", "12"),  # 3 * 4
    ("bags of fruit hold apples", "Tom buys 3 bags of fruit. Each bag has 5 apples. "
     "How many apples does Tom have?", "15"),  # 3 * 5
    ("pieces of the contents", "Tom buys 3 boxes of pencils. Each box has 2 pieces of pencils. "
     "How many pieces does Tom have?", "6"),  # 3 * 2
    ("pieces of whatever is inside", "Tom buys 2 boxes of chocolate. Each box has 6 pieces. "
     "How many pieces does Tom have?", "12"),  # 2 * 6
    ("each box of apples has apples", "Each box of apples has 6 apples. Tom buys 3 boxes of apples. "
     "How many apples does Tom have?", "18"),  # 3 * 6
    ("each box of apples has red apples (modified)", "Tom buys 2 bags of apples. Each bag has 6 red apples. "
     "How many red apples does Tom have?", "12"),  # 2 * 6
]

REFUSED = [
    # arrivals somewhere else (each answered 13 before)
    ("flew to a tree: another tree", _TREE + "4 more birds flew to a tree. How many birds are in the tree?"),
    ("sitting in a tree, flew to a tree", "9 birds were sitting in a tree. 4 more birds flew to a tree. "
     "How many birds are in the tree?"),
    ("flew to the trees", _TREE + "4 more birds flew to the trees. How many birds are in the tree?"),
    ("ducks flew to a pond", "There were 9 ducks on the pond. 4 more ducks flew to a pond. "
     "How many ducks are on the pond?"),
    ("asked of the trees after the tree", _TREE + "4 more birds flew to the tree. How many birds are in the trees?"),
    ("cars drove to the parking lots", "There were 9 cars in the parking lot. 4 more cars drove to the parking lots. "
     "How many cars are in the parking lot?"),
    ("apples in the boxes, then in the box: one of them or another?", "Sam put 5 apples in the boxes. "
     "He put 3 apples in the box. How many apples are in the boxes?"),  # 8 before
    ("books on the shelf, asked of the shelves", "There are 5 books on the shelf. Tom put 3 more books on the shelf. "
     "How many books are on the shelves?"),  # 8 before
    # groups asked of another maker or other things (answered 6 before)
    ("groups by another person", _CAPS + "How many groups will be created by Anne?"),
    ("groups another person made", _CAPS + "How many groups did Anne make?"),
    ("groups another person could make", _WISH + "How many groups could Sam make?"),
    ("wish, groups another person made", _WISH + "How many groups did Stephanie make?"),
    ("groups of other things asked", _CAPS + "How many groups of stickers will be created?"),
    ("wish, groups of other things asked", _WISH + "How many groups of stickers will be created?"),
    ("groups of 2 stickers made of bottle caps", "Jeffrey has 12 bottle caps. He splits them into groups of 2 stickers. "
     "How many groups will be created?"),
    ("3 groups of stickers made of bottle caps", "Jeffrey has 12 bottle caps. He splits them into 3 groups of "
     "stickers. How many bottle caps are in each group?"),  # 4 before
    ("wish into groups of 2 stickers", "Jeffrey wants to split a collection of bottle caps into groups of 2 stickers. "
     "Jeffrey has 12 bottle caps. How many groups will be created?"),
    # a condition on the pool after the partition (6 before; 8 or a refusal is right)
    ("condition after the question", _CAPS + "How many groups will be created if he gets 4 more bottle caps?"),
    ("condition as a prefix", _CAPS + "If he gets 4 more bottle caps, how many groups will be created?"),
    ("condition losing some", _CAPS + "If he loses 2 bottle caps, how many groups will be created?"),
    ("wish, condition after", _WISH + "How many groups will be created if he gets 4 more bottle caps?"),
    # containers named by their contents, then other contents (answered 6 or 12 before)
    ("each package of socks has shirts", "Each package of socks has 2 shirts. Tom buys 3 packages. "
     "How many shirts does Tom have?"),
    ("each box of pencils has pens", "Each box of pencils has 4 pens. Mary buys 2 boxes. How many pens does Mary have?"),
    ("pieces of other things", "Tom buys 3 packages of socks. Each package has 2 pieces of shirts. "
     "How many pieces does Tom have?"),
    ("bags of rice hold apples", "Tom buys 3 bags of rice. Each bag has 2 apples. How many apples does Tom have?"),
    ("each bag of flour has cookies", "Each bag of flour has 2 cookies. Tom buys 3 bags of flour. "
     "How many cookies does Tom have?"),
    ("boxes of sand hold marbles", "Tom buys 2 boxes of sand. Each box has 5 marbles. How many marbles does Tom have?"),
    # packaged rates beside another rate per package, or of some of the things (12 before)
    ("two packaged rates, packages bought", "Gumballs are sold in packages of 4. Erasers are sold in packages of 2. "
     "Tom bought 3 packages. How many gumballs did Tom buy?"),
    ("packaged rate beside each-package rate", "Gumballs are sold in packages of 4. Each package has 2 erasers. "
     "Tom bought 3 packages. How many gumballs did Tom buy?"),
    ("most gumballs", "Most gumballs are sold in packages of 4. Tom bought 3 packages. How many gumballs did Tom buy?"),
    ("two packaged rates in boxes", "Pencils are sold in boxes of 5. Pens are sold in boxes of 3. Mary bought 2 boxes. "
     "How many pencils did Mary buy?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
