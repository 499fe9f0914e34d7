"""Red team 18 (ADR 0152): variants of the ADR 0144 constructions (newcomers, ordinal places, two predicates of
having, pooled rewards, group shares, priced goes, group meals, the gain verb ``come``). Each REFUSED row is a
probe the red team found answered wrongly, or one of its near neighbours; each SOLVED row is a neighbour that
must keep its reading. Every answer is worked out by hand from the text.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the corpus shape: 10 - 4 + 42 = 48
    ("newcomers-to-school", "In fourth grade there were 10 students at the start of the year. During the year 4 "
     "students left and 42 new students came to school. How many students were in fourth grade at the end?", "48",
     "students"),
    # "to class" is attending the grade too: 20 + 5 = 25
    ("newcomers-to-class", "In third grade there were 20 students. 5 new students came to class. How many students "
     "were in third grade at the end?", "25", "students"),
    # arrivals first, then departures: 12 + 7 - 3 = 16
    ("newcomers-then-left", "There were 12 students in fifth grade. 7 new students came to school and 3 students "
     "left. How many students were in fifth grade at the end?", "16", "students"),
    # the group's own place, named again: 10 + 6 = 16
    ("newcomers-to-own-grade", "In fourth grade there were 10 students. 6 new students came to fourth grade. How many "
     "students were in fourth grade at the end?", "16", "students"),
    # kids and adults do not overlap: (2 + 5) x 3 = 21
    ("meal-adults-kids", "At Billy's Restaurant a group with 2 adults and 5 kids came in to eat. If each meal cost 3 "
     "dollars, how much was the bill?", "21", "dollars"),
    # boys and girls do not overlap: (4 + 3) x 2 = 14
    ("meal-boys-girls", "At Billy's Restaurant a group with 4 boys and 3 girls came in to eat. If each meal cost 2 "
     "dollars, how much was the bill?", "14", "dollars"),
]

REFUSED = [
    # answered 10 songs an album: are the 9 songs with the new one or beside it? (lead's review of red team 18)
    ("two-predicates-same-unit", "Megan bought 2 albums. Each album came with a new song and had 9 songs. How "
     "many songs did Megan buy total?", "unparsed_sentence"),
    ("two-predicates-kind-of", "Sam bought 3 boxes. Each box came with a dog toy and had 4 toys. How many toys "
     "did Sam buy?", None),
    # read 48 before: came to town / lunch / bed / the park / library is somewhere else than fourth grade
    ("newcomers-to-town", "In fourth grade there were 10 students at the start of the year. During the year 4 "
     "students left and 42 new students came to town. How many students were in fourth grade at the end?",
     "ambiguous_reference"),
    ("newcomers-to-lunch", "In fourth grade there were 10 students at the start of the year. During the year 4 "
     "students left and 42 new students came to lunch. How many students were in fourth grade at the end?",
     "ambiguous_reference"),
    ("newcomers-to-bed", "In fourth grade there were 10 students. 42 new students came to bed. How many students "
     "were in fourth grade at the end?", "ambiguous_reference"),
    ("newcomers-to-bare-park", "In second grade there were 10 students. 42 new students came to park. How many "
     "students were in second grade at the end?", "ambiguous_reference"),
    ("newcomers-to-bare-library", "There were 10 students in sixth grade. 42 new students came to library and 3 "
     "students left. How many students were in sixth grade at the end?", "ambiguous_reference"),
    ("newcomers-to-party", "In fourth grade there were 10 students. 42 new students came to party. How many "
     "students were in fourth grade at the end?", "ambiguous_reference"),
    # neighbours that refused before and still do
    ("newcomers-to-the-school", "In fourth grade there were 10 students. 42 new students came to the school. How "
     "many students were in fourth grade at the end?", "ambiguous_reference"),
    ("newcomers-to-other-grade", "In fourth grade there were 10 students. 42 new students came to fifth grade. How "
     "many students were in fourth grade at the end?", "ambiguous_reference"),
    # read 126 / 140 / 108 / 84 before: kids and girls are children, so the kinds may be the same people
    ("meal-kids-children", "At Billy's Restaurant a group with 5 kids and 9 children came in to eat. If each meal "
     "cost 9 dollars, how much was the bill?", "ambiguous_reference"),
    ("meal-children-kids", "At the restaurant a group with 6 children and 8 kids came in to eat. If each meal cost "
     "10 dollars, how much was the bill?", "ambiguous_reference"),
    ("meal-children-girls", "At the restaurant a group with 5 children and 4 girls came in to eat. If each meal "
     "cost 12 dollars, how much was the bill?", "ambiguous_reference"),
    ("meal-girls-children", "At the restaurant a group with 10 girls and 2 children came in to eat. If each meal "
     "cost 7 dollars, how much was the bill?", "ambiguous_reference"),
    ("meal-boys-children", "At the restaurant a group with 3 boys and 2 children came in to eat. If each meal cost "
     "7 dollars, how much was the bill?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
