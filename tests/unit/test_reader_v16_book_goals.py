"""Reader v16 (ADR 0342): a book's pages as its one reader's goal, `How many pages does he have left to read?`.

`A book has 120 pages. Nick has read 114 pages. How many pages does he have left to read?` refused (`words left after
the question`): the goal machinery reads `Nick has to read 120 pages.`, not the book's pages. The first sentence is
re-spelled so when the story has one person who reads those things and the question asks what is left to read.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 120 - 114 = 6
    ("left-to-read", "A book has 120 pages. Nick has read 114 pages. How many pages does he have left to read?", "6",
     "pages"),
    # the owner reads: 200 - 75 = 125
    ("owner", "Sam's book has 200 pages. He has read 75 pages. How many pages does he have left to read?", "125",
     "pages"),
    ("need-more", "Sam's book has 200 pages. He read 75 pages. How many more pages does he need to read?", "125",
     "pages"),
    # two readings: 120 - 40 - 20 = 60
    ("two-readings", "The book has 120 pages. Nick has read 40 pages. He read 20 more pages. How many pages does he "
     "have left to read?", "60", "pages"),
    # chapters: 12 - 5 = 7
    ("chapters", "A book has 12 chapters. Nick has read 5 chapters. How many chapters does Nick still need to read?",
     "7", "chapters"),
]

REFUSED = [
    # two readers: is Tom's reading part of Nick's?
    ("two-readers", "A book has 120 pages. Nick read 40 pages. Tom read 30 pages. How many pages does Nick have left "
     "to read?"),
    # nobody named to be the reader
    ("pronoun-only", "A book has 120 pages. He read 40 pages. How many pages does he have left to read?",
     "unresolved_pronoun"),
    # read more than the book has
    ("too-many", "A book has 120 pages. Nick has read 130 pages. How many pages does he have left to read?",
     "negative_holding"),
    # another owner's book read by someone else
    ("other-owner", "Ann's book has 90 pages. Nick has read 40 pages. How many pages does Nick have left to read?"),
    # the book named in the question is no longer in the story
    ("finish-the-book", "A book has 120 pages. Nick has read 40 pages. How many pages does he need to read to finish "
     "the book?"),
    # not a reading question
    ("pages-left", "A book has 120 pages. Nick has read 40 pages. How many pages are left?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
