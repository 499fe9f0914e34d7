"""Reader v16 (ADR 0345): `A jar has 20 cookies.` then `the jar` is that one jar; a rate per container beside a
change of `the <container>`'s things refuses.

`A jar has 20 cookies. Tom takes 5 cookies out of the jar.` refused (the places guard, ADR 0330: one jar or each?);
the story names `the jar` and counts no jars, so the `a` introduced the one jar. v15 answered `Each jar has 56
cookies. There are 2 jars on the table. Ann puts 3 cookies in the jar. How many cookies does the jar have?` with 3:
the jar's own cookies counted from nothing. That refuses now.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 20 - 5 = 15
    ("jar", "A jar has 20 cookies. Tom takes 5 cookies out of the jar. How many cookies are left in the jar?", "15",
     "cookies"),
    ("eats-from", "A jar has 20 cookies. Tom eats 5 cookies from the jar. How many cookies are in the jar?", "15",
     "cookies"),
    # 9 + 11 = 20
    ("box", "A box has 9 apples. Ann puts 11 apples in the box. How many apples does the box have?", "20", "apples"),
    # 30 - 12 = 18
    ("shelf", "A shelf has 30 books. Tom took 12 books from the shelf. How many books are on the shelf now?", "18",
     "books"),
    # the rate still reads beside a count of boxes: 9 × 3 = 27
    ("rate", "A box has 9 apples. How many apples are in 3 boxes?", "27", "apples"),
    # `the box` told with its holding first stays that box: 35 + 7 = 42
    ("the-first", "The box has 35 apples. There are 2 boxes on the table. Tom puts 7 apples in the box. How many apples "
     "does the box have?", "42", "apples"),
]

REFUSED = [
    # each jar: which one is `the jar`?
    ("each", "Each jar has 56 cookies. There are 2 jars on the table. Ann puts 3 cookies in the jar. How many cookies "
     "does the jar have?", "ambiguous_reference"),
    ("each-alone", "Each jar has 20 cookies. Tom takes 5 cookies out of the jar. How many cookies are left in the "
     "jar?", "ambiguous_reference"),
    # `a jar` beside 3 jars
    ("a-beside-many", "A jar had 5 cookies. There are 3 jars on the table. Sam puts 8 cookies in the jar. How many "
     "cookies does the jar have?", "ambiguous_reference"),
    # two jars told with `a`
    ("two-a", "A jar has 20 cookies. A jar has 30 cookies. Tom takes 5 cookies out of the jar. How many cookies are "
     "left in the jar?", "ambiguous_reference"),
    # the rate asked over boxes while one box changed
    ("boxes-asked", "A box has 9 apples. Ann puts 11 apples in the box. How many apples are in 2 boxes?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
