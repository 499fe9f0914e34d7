"""Reader v12 (ADR 0243): riders of a vehicle, a counted group getting off its place, a total restating a later
count, and the stops of a ride as times (vehicle_riders.py, pack time.at_a_stop).

Every answer is worked out by hand from the text; the near misses (another place, ``more`` getting off, a
different kind of rider, a total over two kinds, a pronoun or a name getting off) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # riding on the van = on the van; 12 get off at a stop: 30 - 12 = 18
    ("there-riding-off", "There were 30 campers riding on the van. At the last stop, 12 campers got off of the "
     "van. How many campers are left on the van?", "18", "campers"),
    # a counted group riding in the train, getting off without 'of': 41 - 9 = 32
    ("group-riding-off", "41 passengers were riding in the train. At the next stop, 9 passengers got off the "
     "train. How many passengers are on the train now?", "32", "passengers"),
    # some more got on, the later count with 'in all': 52 - 37 = 15
    ("some-more-in-all", "37 kids were riding on the boat. At the first stop, some more kids got on the boat. "
     "Then there were 52 kids in all on the boat. How many kids got on the boat at the first stop?", "15", "kids"),
    # 'altogether' inside the later count: 40 - 26 = 14
    ("some-more-altogether", "There were 26 girls riding on the truck. At the bus stop, some more girls got on the "
     "truck. Then there were 40 girls altogether on the truck. How many girls got on the truck?", "14", "girls"),
    # off then more on: 20 - 6 + 4 = 18
    ("off-then-on", "There were 20 students riding on the school bus. At the first stop, 6 students got off the "
     "bus. At the next stop, 4 more students got on the bus. How many students are on the bus now?", "18",
     "students"),
    # riding bikes is no place: the there-count stays the plain count, 11
    ("riding-bikes", "There were 11 boys riding bikes. How many boys are there?", "11", "boys"),
    # joining without 'more', 'decided to join in', a leading 'Now': 17 + 8 = 25
    ("decided-join-in", "There were 17 ducks on the pond. 8 ducks decided to join in. Now how many ducks are on "
     "the pond?", "25", "ducks"),
    # 'joined them' without 'more', then a departure: 12 + 5 - 3 = 14
    ("joined-them", "12 girls were on the playground. 5 girls joined them. Then 3 girls left. How many girls are "
     "on the playground now?", "14", "girls"),
    # a leading 'Now' in a person's question: 9 + 4 = 13
    ("now-first", "Lena had 9 stickers. She got 4 more stickers. Now how many stickers does Lena have?", "13",
     "stickers"),
    # one jar (the only one named), more poured in by someone holding none: 2.5 + 1.25 = 3.75
    ("a-jar-contains", "A jar contains 2.5 cups of milk. If Nora adds 1.25 cups more, how many cups will there "
     "be in all?", "3.75", "cups"),
]

REFUSED = [
    # 'more' getting off: more than whom?
    ("more-off", "There were 30 campers riding on the van. 12 more campers got off the van. How many campers are "
     "on the van?"),
    # getting off somewhere the group is not
    ("off-other-place", "There were 30 campers riding on the van. 12 campers got off the truck. How many campers "
     "are on the van?"),
    # another kind of rider getting off
    ("off-other-kind", "There were 30 campers riding on the van. 12 girls got off the van. How many campers are on "
     "the van?"),
    # two groups on two vehicles: which one did they leave? (no one place)
    ("two-vehicles", "There were 30 campers riding on the van and 10 campers riding on the truck. 12 campers got "
     "off the truck. How many campers are on the van?"),
    # someone's own people are no group of a place
    ("owned", "Sam has 30 campers. 12 campers got off the van. How many campers does Sam have?"),
    # a total over two kinds: not the count of one
    ("total-two-kinds", "There were 10 boys riding on the bus. Some more boys got on the bus. Then there were 25 "
     "boys and 3 girls altogether on the bus. How many boys got on the bus?"),
    # a total of children over boys: which kind got on is not said
    ("total-other-kind", "There were 10 boys riding on the bus. Some more girls got on the bus. Then there were 25 "
     "children altogether on the bus. How many girls got on the bus?"),
    # 'some' getting off with no later count
    ("some-off", "There were 30 campers riding on the van. Some campers got off the van. How many campers are on "
     "the van?"),
    # more getting off than were on
    ("too-many-off", "There were 10 campers riding on the van. 12 campers got off the van. How many campers are on "
     "the van?"),
    # got off at another place: the van's count and the school's are both open
    ("off-at-place", "There were 10 campers riding on the van. 3 campers got off the van at the school. How many "
     "campers are on the van?"),
]

REFUSED += [
    # joining a place the group is not at
    ("join-other-place", "There were 17 ducks on the pond. 8 ducks decided to join the park. How many ducks are "
     "on the pond?"),
    # another kind joining: joined whom?
    ("join-other-kind", "There were 17 ducks on the pond. 8 geese decided to join in. How many ducks are on the "
     "pond?"),
    # two groups: which one did they join?
    ("join-two-groups", "There were 17 ducks on the pond and 4 ducks in the park. 8 ducks decided to join in. "
     "How many ducks are on the pond?"),
    # 'came' without 'more' may count some already there
    ("came-no-more", "There were 17 ducks on the pond. 8 ducks came. How many ducks are on the pond?"),
    # each jar: how many jars is not told
    ("each-jar", "Each jar contains 2.5 cups of milk. If Nora adds 1.25 cups more, how many cups will there be "
     "in all?"),
    # more jars beside the one: which jar gets the milk, and what do the others hold?
    ("a-jar-and-jars", "A jar contains 2.5 cups of milk. Nora has 3 jars. If Nora adds 1.25 cups more, how many "
     "cups will there be in all?"),
    # the jar and Nora's jars (older code answered 3.75)
    ("the-jar-and-jars", "The jar has 2.5 cups of milk. Nora has 3 jars. If Nora adds 1.25 cups of milk more, how "
     "many cups will there be in all?"),
    # two containers: into which?
    ("two-containers", "A jar contains 2.5 cups of milk. A bowl contains 1 cup of milk. If Nora adds 1.25 cups "
     "more, how many cups will there be in all?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
