"""Reader v13 (ADR 0271): stories that measure stuff by a container told in non-whole amounts and ask ``how
much <stuff>`` (the container is the measure), ``in 1 week`` written with a numeral.

Every answer is worked out by hand from the text; the near misses (a whole count of containers only, two
measures, another stuff, another person …) must refuse or keep their own reading.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the cartons are the milk's measure (0.5 carton is no whole carton): 0.5 + 0.1 = 0.6 cartons
    ("carton-kinds", "In 1 week , Mitch 's family drank 0.5 carton of regular milk and 0.1 carton of soy milk . "
     "How much milk did they drink in all ?", "0.6", "cartons"),
    # one kind asked among two: the soy milk only, 0.1 carton
    ("carton-one-kind", "Mitch drank 0.5 carton of regular milk and 0.1 carton of soy milk . How much soy milk "
     "did he drink ?", "0.1", "cartons"),
    # a whole carton beside a part: 0.5 + 2 = 2.5 cartons
    ("carton-whole-and-part", "Mitch drank 0.5 carton of milk and 2 cartons of milk . How much milk did he drink "
     "in all ?", "2.5", "cartons"),
    # juice is not milk: the milk alone, 0.5 carton
    ("carton-other-stuff", "Mitch drank 0.5 carton of milk and 0.25 carton of juice . How much milk did he "
     "drink ?", "0.5", "cartons"),
    # a holding measured the same way: 1 - 0.25 = 0.75 carton
    ("carton-holding", "Mitch had 1 carton of milk . He drank 0.25 carton of milk . How much milk does he have "
     "left ?", "0.75", "cartons"),
    # 'in 1 week' is 'in one week': 5 books
    ("in-1-week", "In 1 week , Tom read 5 books and 3 magazines . How many books did he read ?", "5", "books"),
]

REFUSED = [
    # only whole cartons: how much milk a carton holds is not said
    ("carton-whole-only", "Mitch bought 2 cartons of milk . How much milk did he buy ?"),
    # two measures of the milk: cartons and bottles do not add
    ("carton-and-bottle", "Mitch drank 0.5 carton of milk and 1 bottle of milk . How much milk did he drink ?"),
    # another measure: a carton and cups
    ("carton-and-cups", "Mitch drank 0.5 carton of milk and 2 cups of milk . How much milk did he drink ?"),
    # a rate in 1 week stays a rate with no count of weeks known to hold
    ("rate-in-1-week", "Tom reads 5 books in 1 week . How many books does he read in 4 weeks ?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
