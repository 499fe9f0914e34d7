"""Reader v12 (ADR 0231): parts of someone's things named by a kind that takes nothing away.

A damaged part that is still had (kept_parts.py): ``Sally had 39 baseball cards, and 9 were torn. Sara bought 24
of Sally's baseball cards. How many baseball cards does Sally have now?`` — the torn cards are still cards, still
Sally's; a change that names no kind merges the kinds.

Every answer is worked out by hand from the text; the near misses (damage that may take the thing away, a
``left`` question, a question naming the damaged kind after the kinds merged) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # kept damage: the purchase is of all of Ann's cards: 50 - 20 = 30
    ("torn-bought-of", "Ann had 50 baseball cards, and 7 were torn. Ben bought 20 of Ann's baseball cards. How many "
     "baseball cards does Ann have now?", "30", "baseball cards"),
    # new cards given: 41 + 12 = 53
    ("ripped-given-new", "Liz had 41 Pokemon cards, and 5 were ripped. Tom gave Liz 12 new Pokemon cards. How many "
     "Pokemon cards does Liz have now?", "53", "cards"),
    # given, then bought: 20 + 6 + 10 = 36
    ("torn-given-bought", "Kim had 20 cards, and 4 were torn. Fred gave Kim 6 new cards. Kim bought 10 cards. How "
     "many cards does Kim have now?", "36", "cards"),
    # cracked shells are still shells; a gift of some of them: 30 - 10 = 20
    ("cracked-gave", "Tom had 30 seashells, and 6 were cracked. He gave 10 seashells to Ann. How many seashells does "
     "Tom have?", "20", "seashells"),
    # nothing changed: all of them, torn or not: 39
    ("torn-nothing-moved", "Sally had 39 cards, and 9 were torn. How many cards does Sally have?", "39", "cards"),
    # a loss of some of them: 25 - 8 = 17
    ("ripped-lost", "Dan had 25 books, and 3 were ripped. He lost 8 books. How many books does Dan have now?", "17",
     "books"),
]

REFUSED = [
    # broken things may be thrown away: the holding after a sale is not known
    ("broken-bought-of", "Ann had 50 seashells, and 7 were broken. Ben bought 20 of Ann's seashells. How many "
     "seashells does Ann have now?", "ambiguous_reference"),
    ("burned-whole", "Ann had 50 books, and 7 were burned. How many books does Ann have?", "ambiguous_reference"),
    # "left" after a damaged part: all of them, or those less the torn ones?
    ("torn-left", "Sally had 39 cards, and 9 were torn. How many cards does Sally have left?", "ambiguous_reference"),
    ("torn-left-after-sale", "Ann had 50 baseball cards, and 7 were torn. Ben bought 20 of Ann's baseball cards. How "
     "many baseball cards does Ann have left?", "ambiguous_reference"),
    # after the kinds merged, which of the ripped ones went is not said
    ("ripped-kind-after-sale", "Ann had 50 cards, and 7 were ripped. Ben bought 20 of Ann's cards. How many ripped "
     "cards does Ann have?"),
    # what the buyer held before is never said (an older policy, unchanged)
    ("torn-buyer", "Ann had 50 baseball cards, and 7 were torn. Ben bought 20 of Ann's baseball cards. How many "
     "baseball cards does Ben have?", "unknown_quantity"),
    ("ripped-kind-buyer", "Ann had 50 cards, and 7 were ripped. Ben bought 20 of Ann's cards. How many ripped "
     "cards does Ben have?"),
    # a part that did something (may be gone) beside the torn one still refuses the whole
    ("torn-and-did-not-work", "Tom had 20 cards, and 4 were torn. 2 of them didn't work. How many cards does Tom "
     "have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
