"""Reader v16 places inside places (ADR 0330): place_parts.py and the pack's ``Place.scale`` / ``Place.group``.

Things told at two places one of which may lie inside the other (a barn on a farm, a branch of a tree, a kitchen in
a house) or at a group and a place (the students of a class and the students in the library): a question about the
enclosing place, or a total over both, refuses — the text does not say whether the part's things are among the
whole's. A question about the part reads, and places that cannot hold one another (a shelf and a box, a basket and
a table, a house and a yard, two farms) read as before. A person told to hold things beside an area (a barn, a farm,
a house) that holds such things refuses when their things are counted through places they hold (pens) or told at a
place that may hold the other, and in a total: some of theirs may be kept there. A person's count told whole
(``The farmer has 20 cows.``) reads.

Every answer is worked out by hand from the text.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

AMB = "ambiguous_reference"

SOLVED = [
    # 'A box has 9 apples' then 'the box', no boxes counted: that one box (ADR 0345): 9 + 11 = 20
    ("place-rate-put", "A box has 9 apples. Ann puts 11 apples in the box. How many apples does the box have?", "20",
     "apples"),
    # the part: what is told there is all that is there
    ("part-asked", "There are 5 cows on the farm. There are 4 cows in the barn. How many cows are in the barn?",
     "4", "cows"),
    ("part-asked-has", "The farm has 5 cows. The barn has 4 cows. How many cows does the barn have?", "4", "cows"),
    ("branch-asked", "There are 6 birds in the tree. There are 4 birds on the branch. How many birds are on the "
     "branch?", "4", "birds"),
    # 4 already in the barn + 3 put there = 7, wherever the 3 came from
    ("part-after-put", "There are 5 cows on the farm and 4 cows in the barn. Tom put 3 cows in the barn. How many "
     "cows are in the barn now?", "7", "cows"),
    # places that do not hold one another: 12 + 5 = 17
    ("shelf-box-total", "There are 12 books on the shelf. There are 5 books in the box. How many books are there "
     "in all?", "17", "books"),
    ("basket-table", "There are 5 apples in the basket and 3 apples on the table. How many apples are in the "
     "basket?", "5", "apples"),
    ("table-basket", "There are 5 apples in the basket and 3 apples on the table. How many apples are on the "
     "table?", "3", "apples"),
    # a house and its yard: neither inside the other; 9 + 4 = 13
    ("house-yard-total", "There are 9 cats in the house and 4 cats in the yard. How many cats are there in all?",
     "13", "cats"),
    # a field and a barn: both stand alone; 5 + 4 = 9
    ("field-barn-total", "There are 5 cows in the field and 4 cows in the barn. How many cows are there?", "9",
     "cows"),
    # two settlements: 300 + 200 = 500
    ("city-town-total", "There are 300 people in the city and 200 people in the town. How many people are there "
     "in all?", "500", "people"),
    # two groups: the kids of the band are not said to be on the team
    ("team-band", "There are 20 kids on the team and 15 kids in the band. How many kids are on the team?", "20",
     "kids"),
    ("grades-total", "There are 25 students in second grade and 20 students in third grade. How many students are "
     "there in all?", "45", "students"),
    # horses are never cows: the barn's horses cannot be among the farm's cows
    ("other-kind-in-part", "There are 5 cows on the farm and 4 horses in the barn. How many cows are on the farm?",
     "5", "cows"),
    # the pond is the part asked
    ("pond-asked", "There are 8 ducks in the pond and 5 ducks in the park. How many ducks are in the pond?", "8",
     "ducks"),
    # a container beside a person: the basket's apples are not said to be Sam's
    ("person-basket", "Sam has 5 apples. There are 3 apples in the basket. How many apples does Sam have?", "5",
     "apples"),
    # a rate with the containers counted: 3 × 40 = 120; 4 × 9 = 36
    ("rate-counted", "A farmer has 3 pens. Each pen has 40 cows. How many cows does the farmer have?", "120",
     "cows"),
    ("rate-asked-count", "A box has 9 apples. How many apples are in 4 boxes?", "36", "apples"),
    # an event asked: they took 5 + 7 = 12 whatever the basket held
    ("rate-event", "A basket has 24 apples. Jo took 5 apples from the basket. Her brother took 7 apples from the "
     "basket. How many apples did they take?", "12", "apples"),
    # a person's count told whole beside an area: the barn's cows are among the 20 or not, 20 either way
    ("farmer-barn-whole", "The farmer has 20 cows. There are 8 cows in the barn. How many cows does the farmer "
     "have?", "20", "cows"),
    ("person-house-whole", "Mary has 12 toys. There are 5 toys in the house. How many toys does Mary have?", "12",
     "toys"),
    ("museum-beside-person", "The Riverside Museum had 50 stickers. Tom had 7 stickers. How many stickers does Tom "
     "have?", "7", "stickers"),
    # water holds no pond, a tree no box: 5 + 3 = 8, 6 + 16 = 22
    ("lake-pond-total", "5 boats are in the lake. 3 boats are in the pond. How many boats are there in all?", "8",
     "boats"),
    ("box-tree-total", "There are 6 birds in the box. There are 16 parrots in the tree. How many birds are there "
     "altogether?", "22", "birds"),
    # Bob's own marbles went into both boxes: 6 in the red one
    ("put-into-two-boxes", "Bob put 6 marbles in the 'Red Team' box. He put 9 marbles in the 'Blue Team' box. How "
     "many marbles are in the 'Red Team' box?", "6", "marbles"),
    # Olivia's bars asked: 4 left of the box's 9
    ("rate-person-asked", "Each chocolate bar in a box cost $3. If a box had 9 bars total and Olivia sold all but 4 "
     "bars, how many bars does Olivia have?", "4", "bars"),
    # events at places are events: 15 + 18 = 33 pictures
    ("events-at-places", "Sam took 15 pictures at the zoo and 18 at the aquarium. How many pictures did Sam take?",
     "33", "pictures"),
]

REFUSED = [
    # the whole asked while a part holds the same things
    ("farm-barn", "There are 5 cows on the farm. There are 4 cows in the barn. How many cows are on the farm?", AMB),
    ("farm-barn-kind", "There are 5 cows on the farm. There are 4 chickens in the barn. How many animals are on the "
     "farm?", AMB),
    ("farm-barn-has", "The farm has 5 cows. The barn has 4 cows. How many cows does the farm have?", AMB),
    ("farm-barn-and", "The farm has 20 cows and the barn has 8 cows. How many cows does the farm have?", AMB),
    ("tree-branch", "There are 6 birds in the tree. There are 4 birds on the branch. How many birds are in the tree?",
     AMB),
    ("class-library", "There are 20 students in the class. 8 students are in the library. How many students are in "
     "the class?", AMB),
    ("class-gym-kinds", "There are 12 boys and 10 girls in the class. 5 boys are in the gym. How many boys are in "
     "the class?", AMB),
    ("grade-gym", "There are 25 students in the second grade. 10 students are in the gym. How many students are in "
     "second grade?", AMB),
    ("library-shelf", "There are 9 books on the shelf. There are 4 books in the library. How many books are in the "
     "library?", AMB),
    ("house-kitchen", "There are 9 people in the house. 4 people are in the kitchen. How many people are in the "
     "house?", AMB),
    ("kitchen-bag", "There are 4 apples in the bag and 6 apples in the kitchen. How many apples are in the kitchen?",
     AMB),
    ("zoo-cage", "The zoo has 12 monkeys. The cage has 5 monkeys. How many monkeys does the zoo have?", AMB),
    ("town-library", "There are 300 people in the town. 40 people are at the library. How many people are in the "
     "town?", AMB),
    ("barn-pen", "There are 5 cows on the farm. There are 4 cows in the barn. There are 3 cows in the pen. How many "
     "cows are in the barn?", AMB),
    ("park-garden-planted", "There are 14 trees in the park. There are 5 trees in the garden. How many trees are in "
     "the park?", AMB),
    ("difference-whole", "The park has 9 ducks. The pond has 4 ducks. How many more ducks does the park have than "
     "the pond?", AMB),
    ("difference-part-first", "The pond has 4 ducks. The park has 9 ducks. How many fewer ducks does the pond have "
     "than the park?", AMB),
    ("barn-first-farm-kinds", "There are 5 cows in the barn. There are 3 horses on the farm. How many animals are "
     "there on the farm?", AMB),
    ("whole-after-put", "There are 5 cows on the farm. Tom put 3 cows in the barn. How many cows are on the farm "
     "now?", AMB),
    ("kitchen-after-put", "There are 10 apples in the kitchen. Sam put 4 apples in the basket. How many apples are "
     "in the kitchen?", AMB),
    # a total over a place and its part: counted once or twice?
    ("farm-barn-total", "There are 5 cows on the farm. There are 4 cows in the barn. How many cows are there in "
     "all?", AMB),
    ("park-pool-total", "There are 30 kids at the park. 12 kids are at the pool. How many kids are there in total?",
     AMB),
    ("tree-nest-total", "There are 6 birds in the tree and 4 birds in the nest. How many birds are there in all?",
     AMB),
    ("school-classroom-total", "There are 30 students in the school. There are 12 students in the classroom. How "
     "many students are there in all?", AMB),
    ("lot-car-total", "There are 5 people in the car and 30 people in the parking lot. How many people are there in "
     "all?", AMB),
    ("a-farm-a-barn-total", "There are 20 cows on a farm. There are 8 cows in a barn. How many cows are there?",
     AMB),
    ("owned-places-total", "Tom's farm has 20 cows. Tom's barn has 8 cows. How many cows are there in all?", AMB),
    ("store-box-total", "The store had 11 pencils. The box had 54 pencils. How many pencils were there in total?",
     AMB),
    ("bedroom-closet-total", "50 shirts are in the bedroom. There are 12 shirts in the closet. How many shirts are "
     "there altogether?", AMB),
    # the park may lie in the city (test_reader_v9_red20.py read 85 before v16)
    ("city-park-total", "There are 24 cars in the city and 61 cars in the park. How many cars is that in all?", AMB),
    # a person's things counted through places they hold (pens), beside an area that holds such things
    ("farmer-pens-barn", "A farmer has 3 pens. Each pen has 40 cows. There are 20 cows in the barn. How many cows "
     "does the farmer have?", AMB),
    ("farmer-barn-total", "The farmer has 20 cows. There are 8 cows in the barn. How many cows are there in all?",
     AMB),
    # the person's things told at a place that may hold the basket
    ("person-at-classroom-basket", "The teacher has 53 crayons in the classroom. In the basket, there are 25 "
     "crayons. How many crayons does the teacher have?", AMB),
    # two groups of different kinds may share members: 27 + 35 counted once or twice?
    ("band-grade-total", "There are 27 students in the band and 35 students in second grade. How many students "
     "are there in all?", AMB),
    # Ann held no students: hers may have come from the second grade
    ("moved-into-group", "There were 27 students in the band and 35 students in the second grade. Ann put 16 "
     "students in the band. How many students did the second grade have?", AMB),
    # 'A box has 9 apples': this box or each box, with no count of boxes told
    ("place-rate-total", "There are 17 apples in the basket. A box has 9 apples. How many apples are there in all?",
     AMB),
    ("place-rate-kinds", "There are 17 horses in the field. A tree has 9 pigs. How many animals are there?", AMB),
    # a truck on Luis's island may be among his
    ("place-rate-at-persons-place", "A truck had 13 boys. Luis had 58 boys on his island. How many boys did Luis "
     "have?", AMB),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_scale_orders_every_nesting():
    """A place that may lie inside another has the smaller scale (pack.Place.scale)."""
    by = {p.singular: p for p in PACK.places}
    for outer, inner in [("farm", "barn"), ("barn", "pen"), ("tree", "branch"), ("branch", "nest"),
                         ("house", "kitchen"), ("kitchen", "basket"), ("bedroom", "closet"), ("garage", "car"),
                         ("car", "box"), ("park", "pond"), ("garden", "tree"), ("yard", "garden"),
                         ("town", "farm"), ("school", "classroom"), ("library", "shelf"), ("zoo", "cage")]:
        assert by[inner].scale < by[outer].scale, (outer, inner)
    assert by["class"].group and by["team"].group and not by["farm"].group
