"""ADR 0520: nine words freed from the learning-arc corpus and added to en_base_v1 in their general meaning —
count units ``bracelet``, ``sunflower`` (a flower), ``bookmark``, ``pinecone`` (the same thing as a ``pine cone``),
``beetle`` (an insect), ``badge``, ``magnet``, ``lantern``, and the loss verb ``misplace``. The arc now uses
``amulets``, ``tassels``, ``doubloons``, ``cufflinks``, ``weevils``, ``kazoos``, ``sprockets``, ``ocarinas`` and
``jettisons``, which stay unknown. Every answer is worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 36 - 19 = 17
    ("bracelets-sold", "Olga made 36 bracelets. She sold 19 bracelets. How many bracelets does Olga have left?", "17",
     "bracelets"),
    # 12 - 5 = 7: whoever misplaces things no longer has them
    ("misplaced-pens", "Sam had 12 pens. He misplaced 5 pens. How many pens does Sam have now?", "7", "pens"),
    ("misplaces-bookmarks", "Kim has 9 bookmarks. She misplaces 2 bookmarks. How many bookmarks does she have?", "7",
     "bookmarks"),
    # sunflowers are flowers: 6 + 4 = 10
    ("sunflowers-flowers", "Mia has 6 sunflowers and 4 roses. How many flowers does she have?", "10", "flowers"),
    # sunflower seeds are seeds, not sunflowers: 12 - 5 = 7 seeds; 3 sunflowers beside them
    ("sunflower-seeds", "Ann has 12 sunflower seeds. She ate 5 sunflower seeds. How many sunflower seeds does she "
     "have?", "7"),
    ("sunflowers-beside-seeds", "Ann has 12 sunflower seeds and 3 sunflowers. How many sunflowers does she have?",
     "3", "sunflowers"),
    # a pinecone is a pine cone: 8 + 4 = 12
    ("pinecones-pine-cones", "Tom has 8 pinecones. He found 4 pine cones. How many pinecones does he have?", "12"),
    # 4 leaves * 3 beetles = 12; 4 beetles * 6 legs = 24
    ("beetles-each-leaf", "There are 4 leaves. There are 3 beetles on each leaf. How many beetles are there?", "12",
     "beetles"),
    ("beetle-legs", "A beetle has 6 legs. How many legs do 4 beetles have?", "24", "legs"),
    # beetles are insects: 5 + 3 = 8
    ("beetles-insects", "Ann has 5 beetles and 3 ants. How many insects does Ann have?", "8", "insects"),
    # 7 + 5 = 12
    ("badges-earned", "Ben earned 7 badges. He earned 5 more badges. How many badges does he have?", "12", "badges"),
    # 10 - 3 = 7
    ("magnets-given", "Mia has 10 magnets. She gave 3 magnets to Leo. How many magnets does Mia have?", "7",
     "magnets"),
    # 4 trees * 5 lanterns = 20
    ("lanterns-each-tree", "There are 5 lanterns on each tree. There are 4 trees. How many lanterns are there?",
     "20", "lanterns"),
]

REFUSED = [
    # the arc's replacements stay unknown to the base pack
    ("arc-amulets", "Olga made 36 amulets. She sold 19 amulets. How many amulets does Olga have left?",
     "unknown_word"),
    ("arc-jettisons", "Kim has 9 bookmarks. She jettisons 2 bookmarks. How many bookmarks does she have?",
     "unknown_word"),
    # a general kind beside its specific one: the insects or bugs may include the beetles
    ("beetles-beside-insects", "There are 6 beetles and 5 insects in a jar. How many insects are in the jar?",
     "ambiguous_reference"),
    ("beetles-beside-bugs", "There are 6 beetles and 5 bugs in a jar. How many bugs are in the jar?",
     "ambiguous_reference"),
    # seeds are no sunflowers, magnet letters no magnets
    ("sunflower-seeds-not-sunflowers", "Ann has 12 sunflower seeds. How many sunflowers does she have?"),
    ("magnet-letters-not-magnets", "Leo has 10 magnet letters. How many magnets does he have?"),
    # a misplacing in the future, negated, or undone later
    ("misplace-future", "Kim has 9 bookmarks. She will misplace 2 bookmarks. How many bookmarks does she have?"),
    ("misplace-negated", "Kim has 9 bookmarks. She did not misplace 2 bookmarks. How many bookmarks does she have?"),
    ("misplaced-found-later", "Kim has 9 bookmarks. She misplaced 2 bookmarks but found them later. How many "
     "bookmarks does she have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
