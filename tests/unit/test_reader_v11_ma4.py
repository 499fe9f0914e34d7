"""Reader v11 (ADR 0192, helper ma4): MultiArith sentence families.

1. A bare phrase in a gapped clause that replaces nothing (gapped_bare.py):
   ``uploaded 35 pictures from her phone and 5 from her camera to facebook``.
2. Equal groups said in words after a counted partition (equal_groups.py):
   ``sorted the pics into 5 different albums with the same amount of pics in each album``.
3. A party in which one age eats free (free_meals.py, pack ``fn.free``):
   ``each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, …``.

Every answer is worked out by hand from the text (comment above each row); the near misses change the meaning
(a bare phrase that would replace the first clause's place, recipient or source; equal shares of other things
or in other containers; a remainder) and must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 35 + 5 = 40 uploaded
    ("gap-bare-to", "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. How many pictures "
     "did Robin upload?", "40", "pictures"),
    # (35 + 5) / 5 = 8 in each album
    ("gap-bare-albums", "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. If she sorted "
     "the pics into 5 different albums with the same amount of pics in each album, how many pictures were in each "
     "of the albums?", "8", "pictures"),
    # other numbers, name, pronoun: (30 + 51) / 9 = 9
    ("gap-bare-albums-2", "Katie uploaded 30 pictures from her phone and 51 from her camera to facebook. If she "
     "sorted the pics into 9 different albums with the same amount of pics in each album, how many pictures were "
     "in each of the albums?", "9", "pictures"),
    # a man, photos kept as pictures, 'number': (12 + 18) / 6 = 5
    ("gap-bare-he", "Omar uploaded 12 pictures from his phone and 18 from his camera to facebook. If he sorted the "
     "pictures into 6 albums with the same number of pictures in each album, how many pictures were in each "
     "album?", "5", "pictures"),
    # the source-only gap asked by source: 5 from the camera
    ("gap-bare-by-source", "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. How many "
     "pictures did Robin upload from her camera?", "5", "pictures"),
    # the bare place after a gap with its own source: 15 + 18 = 33
    ("gap-bare-place", "Robin got 15 stickers from Tom and 18 from Ann at school. How many stickers did Robin get?",
     "33", "stickers"),
    # 'with an equal number of … in each one', passive: 40 / 5 = 8
    ("equal-passive-one", "Robin had 40 pictures. If the pictures are sorted into 5 albums with an equal number of "
     "pictures in each one, how many pictures were in each of the albums?", "8", "pictures"),
    # 'the same number of them in each': 40 / 5 = 8
    ("equal-them-each", "Robin had 40 pictures. She sorted them into 5 albums with the same number of them in each. "
     "How many pictures were in each album?", "8", "pictures"),
    # 'each of the albums' after the phrase: 36 / 4 = 9
    ("equal-each-of", "Nina had 36 cards. She put the cards into 4 boxes with the same number of cards in each of "
     "the boxes. How many cards were in each box?", "9", "cards"),
]

REFUSED = [
    # the first clause has a place; a bare place in the gap would leave the 18 at the zoo
    ("gap-bare-replaces-place", "Robin took 15 pictures at the zoo on Monday and 18 on Tuesday at school. How many "
     "pictures did Robin take at the zoo?"),
    # the first clause is a transfer with a recipient: a bare 'to school' would replace Tom
    ("gap-bare-replaces-to", "Robin gave 3 pictures to Tom on Monday and 4 on Tuesday to school. How many pictures "
     "did Tom get?"),
    # a time-only gap with a bare phrase: no circumstance of the gap's own that is not bare
    ("gap-bare-time-only", "Robin took 15 pictures on Monday and 18 on Tuesday at school. How many pictures did "
     "Robin take on Tuesday?"),
    # a bare 'with' phrase: a companion may change who holds what
    ("gap-bare-with", "Robin got 15 pictures from Tom and 18 from Ann with friends. How many pictures did Robin "
     "get?"),
    # two places: the gap's own place and a bare one
    ("gap-bare-two-places", "Robin took 15 pictures at the zoo and 18 at the park in town. How many pictures did "
     "Robin take?"),
    # the question restricts to the bare phrase: nobody checks it
    ("gap-bare-asked", "Robin uploaded 35 pictures from her phone and 5 from her camera to facebook. How many "
     "pictures did Robin upload to facebook?"),
    # equal shares of other things
    ("equal-other-things", "Robin had 40 pictures and 10 stickers. She sorted the pictures into 5 albums with the "
     "same amount of stickers in each album. How many pictures were in each album?"),
    # equal shares in other containers
    ("equal-other-container", "Robin had 40 pictures. She sorted them into 5 albums with the same number of "
     "pictures in each box. How many pictures were in each album?"),
    # after a group size there is nothing left for the phrase to say
    ("equal-after-size", "Robin had 40 pictures. She sorted them into albums with 8 pictures in each album with the "
     "same number of pictures in each album. How many albums did she fill?"),
    # a remainder: 42 / 5 is no whole number of pictures
    ("equal-remainder", "Robin had 42 pictures. She sorted them into 5 albums with the same number of pictures in "
     "each album. How many pictures were in each album?", "fractional_count"),
    # modifiers the pool does not carry
    ("equal-qualified", "Robin had 40 red pictures. She sorted them into 5 albums with the same number of red "
     "pictures in each album. How many pictures were in each album?"),
]

FREE = "At a restaurant each adult meal costs $3 and kids eat free. "

SOLVED += [
    # 12 people, 7 kids → 5 adults × $3 = 15
    ("free-kids", FREE + "If a group of 12 people came in and 7 were kids, how much would it cost for the group to "
     "eat?", "15", "dollars"),
    # the clauses the other way round, 'for free', 'came in to eat', 'of them', the priced age named:
    # 3 adults × $4 + 7 kids × $0 = 12
    ("free-adults-named", "Kids eat for free and each adult meal costs 4 dollars. If a group of 10 people came in to "
     "eat and 3 of them were adults, how much would it cost the group?", "12", "dollars"),
    # the other age free: 12 people, 1 adult → 11 kids × $2 = 22
    ("free-adults", "At a restaurant each kid meal costs $2 and adults eat free. If a group of 12 people came in and 1 "
     "was an adult, how much would it cost for the group to eat?", "22", "dollars"),
    # children as the free age, a named place: (9 − 4) × 7 = 35
    ("free-children", "At Billy's Restaurant, each adult meal costs 7 dollars and children eat free. If a group of 9 "
     "people came in and 4 were children, how much would it cost for the group to eat?", "35", "dollars"),
    # every member free: (12 − 12) × 2.50 = 0
    ("free-all-kids", "At a restaurant each adult meal costs $2.50 and kids eat free. If a group of 12 people came in "
     "and 12 were kids, how much would it cost for the group to eat?", "0", "dollars"),
]

REFUSED += [
    # boys eat free: a member who is not a boy need not be an adult
    ("free-boys", "At a restaurant each adult meal costs $3 and boys eat free. If a group of 12 people came in and 7 "
     "were boys, how much would it cost for the group to eat?", "ambiguous_reference"),
    # students: adults or children
    ("free-students", "At a restaurant each adult meal costs $3 and students eat free. If a group of 12 people came "
     "in and 7 were students, how much would it cost for the group to eat?", "ambiguous_reference"),
    # the part named by an age the prices do not name (children beside kids: the pack keeps them apart)
    ("free-other-age", FREE + "If a group of 12 people came in and 7 were children, how much would it cost for the "
     "group to eat?", "ambiguous_reference"),
    # more kids than people
    ("free-too-many", FREE + "If a group of 12 people came in and 17 were kids, how much would it cost for the group "
     "to eat?", "negative_holding"),
    # the price of something other than a meal
    ("free-drink", "At a restaurant each adult drink costs $3 and kids eat free. If a group of 12 people came in and 7 "
     "were kids, how much would it cost for the group to eat?", "ambiguous_reference"),
    # a group of something other than people
    ("free-group-of-cars", FREE + "If a group of 12 cars came in and 7 were kids, how much would it cost for the "
     "group to eat?", "ambiguous_reference"),
    # the cost for someone else
    ("free-cost-tom", FREE + "Tom came in. If a group of 12 people came in and 7 were kids, how much would it cost "
     "for Tom to eat?"),
    # 'free' elsewhere is not read
    ("free-elsewhere", "Tom had 5 apples. He got 3 apples for free. How many apples does Tom have?"),
    ("free-meals-bought", FREE + "Tom bought 4 adult meals. How much did Tom spend?"),
]

REFUSED += [
    # red team (older than v11): "with friends" was read as a place of the gap, so the 31 left the zoo and the
    # question answered 29 — were the Tuesday cards taken at the zoo too? Not said.
    ("red-gap-with-companion", "Omar took 29 cards at the zoo on Monday and 31 on Tuesday with friends. How many "
     "cards did Omar take at the zoo?"),
    # red team (older than v11): a gap taking from its own actor ("35 from Tom" by Tom) answered 59
    ("red-gap-self-source", "Tom had 29 photos. Tom got 30 photos from Ann and 35 from Tom. How many photos does Tom "
     "have?", "unsupported_form"),
    ("red-gap-self-source-bare", "Tom had 23 cards. Tom got 20 cards from Ann and 16 from Tom in town. How many "
     "cards does Tom have?", "unsupported_form"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
