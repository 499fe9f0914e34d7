"""Reader v8 single1 (ADR 0117): travel verbs of counted things, partitions told as a wish, counted visits.

- A text with a travel verb but no distance or time unit is no trip (travel.py, legs.py); a counted
  group's ``N more X flew to <its place>`` is an arrival there (groups.py). Flying anywhere else, away, or
  with no place refuses.
- ``X went to the store N times [T]. X buys M things each time X goes to the store.`` → N × M (visits.py); a
  visit count not stated, another place, person, thing, verb or time asked refuse.
- ``Gumballs come in packages of 5.`` / ``… can be purchased in packages of 6``: a rate per package (rates.py).
- ``X wants|decided to split [a collection of] POOL into GROUPS. X has N POOL.``: the partition is read
  after the statements, when the one plain holding is all the story says of those things
  (intended_partitions.py); gains, losses, other holders, other wish verbs and remainders refuse.

Expected answers are worked out by hand from the text; words the base pack lacks (``sitting``,
``collection``) are added as a learning loop would add them.
"""
from __future__ import annotations

from core.packs import load_pack
from domain.reader.pack import AddActivity, AddUnit, Unit, Word
from reader_checks import apply_learned, refused_cases, solved_cases

PACK = load_pack()
PACK = apply_learned(PACK, AddActivity(activity=Word(id="act.sitting", forms=["sitting"])))
PACK = apply_learned(PACK, AddUnit(unit=Unit(id="unit.collection", singular="collection", plural="collections")))

_SPLIT = "wants to split a collection of bottle caps into groups of 2. "

SOLVED = [
    ("a sitting group, more flew to its place",  # 14 + 21
     "14 birds were sitting in a tree. 21 more birds flew to the tree. "
     "How many birds were there altogether in the tree?", "35"),
    ("a there-group, more flew to the fence",  # 9 + 4
     "There were 9 birds on the fence. 4 more birds flew to the fence. How many birds are on the fence?", "13"),
    ("a wish to split a collection into groups of 2",  # 12 / 2
     "Jeffrey " + _SPLIT + "Jeffrey has 12 bottle caps. How many groups will be created?", "6"),
    ("a wish to split her erasers, groups asked with 'will there be'",  # 270 / 90
     "Brenda wants to split her erasers into groups of 90. Brenda has 270 erasers. "
     "How many groups will there be?", "3"),
    ("decided to divide into 8 bags: each bag",  # 64 / 8
     "Eric decided to divide his peanuts into 8 bags. He has 64 peanuts. How many peanuts are in each bag?", "8"),
    ("things come in packages of 6: a rate per package",  # 71 * 6
     "White shirts can be purchased in packages of 6. If Sam buys 71 packages, how many white shirts will he "
     "have?", "426"),
    ("things are sold in packages of 5",  # 4 * 5
     "Gumballs are sold in packages of 5. Sam bought 4 packages. How many gumballs did Sam buy?", "20"),
    ("counted visits, things bought each time",  # 8 * 2
     "Stephanie went to the store 8 times last month. She buys 2 oranges each time she goes to the store. "
     "How many oranges did Stephanie buy last month?", "16"),
    ("counted visits, two-word things, question without the time",  # 5 * 5
     "Kathleen went to the store 5 times last month. She buys 5 bottle caps every time she goes to the store. "
     "How many bottle caps did she buy?", "25"),
]

REFUSED = [
    ("more flew somewhere the group is not",
     "14 birds were sitting in a tree. 21 more birds flew to the fence. How many birds are in the tree?"),
    ("more flew from the place: away, not an arrival",
     "There were 14 birds in the tree. 21 more birds flew from the tree. How many birds are in the tree?"),
    ("more flew, no place",
     "There were 14 birds in the tree. 21 more birds flew. How many birds are in the tree?"),
    ("a distance flown: a trip, not read as a group's arrival",
     "There were 14 birds in the tree. 2 more birds flew 3 miles to the tree. How many birds are in the tree?"),
    ("wish, then the collection changes: the 12 or the 10?",
     "Jeffrey " + _SPLIT + "Jeffrey has 12 bottle caps. He gives 2 bottle caps to Sam. "
     "How many groups will be created?"),
    ("wish, the holding found later too",
     "Jeffrey " + _SPLIT + "Jeffrey had 12 bottle caps. He found 4 more bottle caps. "
     "How many groups will be created?"),
    ("wish, a remainder",
     "Jeffrey wants to split his bottle caps into groups of 5. Jeffrey has 12 bottle caps. "
     "How many groups will be created?"),
    ("wish of one, things held by another",
     "Jeffrey " + _SPLIT + "Sam has 12 bottle caps. How many groups will be created?"),
    ("wish, two holders of the things",
     "Jeffrey " + _SPLIT + "Jeffrey has 12 bottle caps. Sam has 4 bottle caps. How many groups will be created?"),
    ("wish, nothing held",
     "Jeffrey " + _SPLIT + "How many groups will be created?"),
    ("tried to split: not a finished partition",
     "Jeffrey tried to split his bottle caps into groups of 2. Jeffrey has 12 bottle caps. "
     "How many groups will be created?"),
    ("a collection of 10 of his 12: which?",
     "Jeffrey wants to split a collection of 10 bottle caps into groups of 2. Jeffrey has 12 bottle caps. "
     "How many groups will be created?"),
    ("a collection of his bottle caps: a part of them",
     "Jeffrey wants to split a collection of his bottle caps into groups of 2. Jeffrey has 12 bottle caps. "
     "How many groups will be created?"),
    ("a collection of red bottle caps beside plain ones",
     "Jeffrey wants to split a collection of red bottle caps into groups of 2. Jeffrey has 12 bottle caps. "
     "How many groups will be created?"),
]

_VISITS = "Stephanie went to the store 8 times last month. "
REFUSED += [
    ("each time of another place", _VISITS + "She buys 2 oranges each time she goes to the mall. "
     "How many oranges did Stephanie buy last month?"),
    ("each time, he for Stephanie", _VISITS + "He buys 2 oranges each time he goes to the store. "
     "How many oranges did Stephanie buy last month?"),
    ("each time of another person", _VISITS + "Tom buys 2 oranges each time he goes to the store. "
     "How many oranges did Tom buy last month?"),
    ("another time asked", _VISITS + "She buys 2 oranges each time she goes to the store. "
     "How many oranges did Stephanie buy last week?"),
    ("visits not counted",
     "Stephanie went to the store last month. She buys 2 oranges each time she goes to the store. "
     "How many oranges did Stephanie buy last month?"),
    ("no visits statement",
     "Stephanie buys 2 oranges each time she goes to the store. How many oranges did Stephanie buy last month?"),
    ("a fraction of a visit",
     "Stephanie went to the store 2.5 times last month. She buys 2 oranges each time she goes to the store. "
     "How many oranges did Stephanie buy?"),
    ("other things asked", _VISITS + "She buys 2 oranges each time she goes to the store. "
     "How many apples did Stephanie buy last month?"),
    ("a loss each time", _VISITS + "She eats 2 oranges each time she goes to the store. "
     "How many oranges did Stephanie eat last month?"),
    ("a holding asked, not what was bought", _VISITS + "She buys 2 oranges each time she goes to the store. "
     "How many oranges does Stephanie have?"),
    ("each time without counted visits beside a holding",
     "Sam has 5 apples. He buys 2 apples every time he goes to the store. How many apples does Sam have?"),
]

REFUSED += [
    ("packages of 6, then another rate per package",
     "Shirts can be purchased in packages of 6. Each package has 8 shirts. Sam buys 2 packages. "
     "How many shirts does he have?"),
    ("packages with no size",
     "Shirts can be purchased in packages. Sam buys 2 packages. How many shirts does he have?"),
    # v15 (ADR 0314): "packages of 6 beside loose ones" now reads 5 + 2 x 6 = 17 (test_reader_v15_containers.py)
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
