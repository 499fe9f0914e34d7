"""Reader v14 cov-groups (ADR 0283): rows and other counted containers in a ``there`` statement with what each
holds (there_contents.py, pack unit.row), ``into bags of N each`` (each_size.py), things given to each of a counted
group (each_of_gifts.py), and a rate kept up over a told span of time (span_rates.py).

Every answer is worked out by hand from the text; the near misses (rows of different sizes, another thing asked
after ``each of``, a remainder of groups, a rate whose period does not fit the span) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- rows: 5 rows, 6 chairs in each: 5 × 6 = 30
    ("rows-with-in-each", "There are 5 rows of chairs with 6 chairs in each row. How many chairs are there?",
     "30", "chairs"),
    # rows of M things: 5 × 6 = 30
    ("rows-of-m", "There are 5 rows of 6 chairs. How many chairs are there?", "30", "chairs"),
    # each row has: 7 × 8 = 56
    ("rows-each-has", "There are 7 rows of seats. Each row has 8 seats. How many seats are there?", "56", "seats"),
    # a theater's rows: 12 × 10 = 120
    ("theater-rows", "A theater has 12 rows with 10 seats in each row. How many seats does the theater have?",
     "120", "seats"),
    # planted rows: 4 × 9 = 36
    ("planted-rows", "Sam planted 4 rows of trees with 9 trees in each row. How many trees did Sam plant?", "36",
     "trees"),
    # stacks in a there statement: 4 × 8 = 32
    ("stacks-there", "There are 4 stacks of books with 8 books in each stack. How many books are there?", "32",
     "books"),
    # shelves, 'on each': 3 × 15 = 45
    ("shelves-on-each", "There are 3 shelves with 15 books on each shelf. How many books are there?", "45", "books"),
    # a place after the rate: 6 × 7 = 42 in the library
    ("shelves-place", "There are 6 shelves with 7 books on each shelf in the library. How many books are in the "
     "library?", "42", "books"),
    # the rows asked are the rows told: 5
    ("rows-count", "There are 5 rows of chairs with 6 chairs in each row. How many rows are there?", "5", "rows"),
    # part of the rows: 3 × 6 = 18
    ("rows-in-three", "There are 5 rows with 6 chairs in each row. How many chairs are in 3 rows?", "18", "chairs"),
    # -- bags of N each: 24 ÷ 6 = 4
    ("bags-of-each", "Ann put 24 cookies into bags of 6 each. How many bags did she fill?", "4", "bags"),
    # things named before each: 30 ÷ 5 = 6
    ("boxes-of-things-each", "Tom put 30 apples into boxes of 5 apples each. How many boxes did Tom fill?", "6",
     "boxes"),
    # after a holding: 24 ÷ 6 = 4
    ("them-bags-of-each", "Ann has 24 cookies. She put them into bags of 6 each. How many bags did she use?", "4",
     "bags"),
    # the rest: 24 − 4 = 20, 20 ÷ 5 = 4
    ("rest-bags-each", "Ann had 24 cookies. She ate 4 cookies. She put the rest into bags of 5 each. How many bags "
     "did she fill?", "4", "bags"),
    # groups of people: 30 ÷ 5 = 6
    ("groups-of-each", "The teacher split 30 students into groups of 5 each. How many groups are there?", "6",
     "groups"),
    # N to a box: 24 ÷ 6 = 4
    ("to-a-box", "Ann packs 24 cookies 6 to a box. How many boxes does she fill?", "4", "boxes"),
    # them, the thing repeated: 36 ÷ 9 = 4
    ("them-to-a-bag", "Ben has 36 marbles. He packs them 9 marbles to a bag. How many bags does he use?", "4",
     "bags"),
    # -- gifts to each of: 2 × 11 = 22
    ("each-of-give-away", "Tom gave 2 pencils to each of 11 students. How many pencils did Tom give away?", "22",
     "pencils"),
    # with a holding before: 30 − 2 × 11 = 8
    ("each-of-left", "Tom had 30 pencils. He gave 2 pencils to each of his 11 friends. How many pencils does he "
     "have left?", "8", "pencils"),
    # are left: 50 − 4 × 9 = 14
    ("each-of-are-left", "Mia had 50 stickers. She handed 4 stickers to each of the 9 children. How many stickers "
     "are left?", "14", "stickers"),
    # each member's: 3
    ("each-of-each-gets", "Ann handed 3 stickers to each of the 6 children. How many stickers did each child get?",
     "3", "stickers"),
    # the members' total with 'in all': 3 × 6 = 18
    ("each-of-members-all", "Ann handed 3 stickers to each of the 6 children. How many stickers did the children "
     "get in all?", "18", "stickers"),
    # the teacher, 'give out': 5 × 20 = 100
    ("each-of-teacher", "The teacher gave 5 pencils to each of 20 students. How many pencils did she give out?",
     "100", "pencils"),
    # sent: 3 × 7 = 21
    ("each-of-sent", "Sam sent 3 letters to each of 7 friends. How many letters did Sam send in all?", "21",
     "letters"),
    # -- rates over a span: 5 × 12 = 60
    ("span-day", "Tom reads 5 pages a day for 12 days. How many pages does he read?", "60", "pages"),
    # every day for two weeks: 3 × 14 = 42
    ("span-weeks", "Ann saves 3 stickers every day for 2 weeks. How many stickers does she save?", "42", "stickers"),
    # a week's rate over 14 days: 2 weeks, 5 × 2 = 10
    ("span-week-rate-days", "Tom reads 5 pages a week for 14 days. How many pages does he read?", "10", "pages"),
    # leading span: 4 × 10 = 40
    ("span-leading", "For 10 days, Lily picked 4 flowers each day. How many flowers did Lily pick in all?", "40",
     "flowers"),
    # in M days: 6 × 5 = 30
    ("span-in", "Ben bakes 6 cakes a day in 5 days. How many cakes does Ben bake?", "30", "cakes"),
    # an hour's rate over hours: 5 × 3 = 15
    ("span-hours", "Tom picks 5 apples an hour for 3 hours. How many apples does he pick?", "15", "apples"),
    # a minute's rate over 2 hours: 120 minutes, 2 × 120 = 240
    ("span-minutes-hours", "Kim makes 2 cards per minute for 2 hours. How many cards does Kim make?", "240",
     "cards"),
    # red5's "every-day-for-days" (refused in v8: the days were not counted): 5 × 3 = 15
    ("span-every-day-red5", "Sam picked 5 apples every day for 3 days. How many apples did he pick?", "15", "apples"),
    # eaten from a holding: 40 − 2 × 9 = 22
    ("span-eat-left", "Sam had 40 apples. He ate 2 apples a day for 9 days. How many apples does he have left?",
     "22", "apples"),
    # bought onto a holding: 10 + 2 × 5 = 20
    ("span-buy-now", "Sam has 10 stamps. He buys 2 stamps a week for 5 weeks. How many stamps does he have now?",
     "20", "stamps"),
]

REFUSED = [
    # rows of different sizes: which rows hold 6?
    ("rows-two-sizes", "There are 5 rows with 6 chairs in each row. There are 3 rows with 4 chairs in each row. "
     "How many chairs are there?", "ambiguous_reference"),
    # someone else's rows
    ("rows-other-holder", "There are 5 rows of chairs with 6 chairs in each row. Sam has 3 rows of chairs. How many "
     "chairs does Sam have?", "ambiguous_reference"),
    # the rate names another container
    ("rows-other-container", "There are 5 rows of chairs with 6 chairs in each table. How many chairs are there?"),
    # rows of chairs said to hold tables
    ("rows-other-things", "There are 5 rows of chairs with 6 tables in each row. How many chairs are there?"),
    # a list after the contents of each bag: loose oranges, or 3 in each bag too?
    ("of-count-then-list", "There are 4 bags of 5 apples and 3 oranges. How many oranges are there?",
     "ambiguous_reference"),
    # a remainder of groups
    ("bags-remainder", "Ann put 25 cookies into bags of 6 each. How many bags did she fill?", "fractional_count"),
    # ('full bags' with a remainder now rounds down: ADR 0430 reads it, test_reader_v19_rounding.py)
    # 'each day' after the size: a repetition of unknown count
    ("bags-each-day", "Ann put 24 cookies into bags of 6 each day. How many bags did she fill?"),
    # N to a box with a remainder
    ("to-a-remainder", "Ann has 24 cookies. She packs them 5 to a box. How many boxes does she fill?",
     "fractional_count"),
    # N other things to a box
    ("to-a-other-things", "Ann has 24 cookies. She packs them 6 pencils to a box. How many boxes does she fill?"),
    # a give verb: 'them' is who got them
    ("to-a-give", "Ann has 24 cookies. She gave them 6 to a friend. How many friends got cookies?"),
    # each of: another thing asked
    ("each-of-pens", "Tom gave 2 pencils to each of 11 students. How many pens did Tom give away?", "unit_mismatch"),
    # each of: the members asked
    ("each-of-students", "Tom gave 2 pencils to each of 11 students. How many students are there?", "unit_mismatch"),
    # each of: the members' total without a total word
    ("each-of-members-no-total", "Ann handed 3 stickers to each of the 6 children. How many stickers did the "
     "children get?", "ambiguous_reference"),
    # more given than held
    ("each-of-negative", "Tom had 20 pencils. He gave 2 pencils to each of his 11 friends. How many pencils does he "
     "have left?", "negative_holding"),
    # someone else gave
    ("each-of-other-giver", "Tom had 30 pencils. Sam gave 2 pencils to each of 11 students. How many pencils does "
     "Tom have left?", "ambiguous_reference"),
    # left without a holding told
    ("each-of-left-no-holding", "Tom gave 2 pencils to each of 11 students. How many pencils does Tom have left?",
     "unknown_quantity"),
    # a week's rate over 10 days: not whole weeks
    ("span-week-10-days", "Tom reads 5 pages a week for 10 days. How many pages does he read?", "unit_mismatch"),
    # an hour's rate over days: the hours in a day are not told
    ("span-hour-days", "Tom reads 5 pages an hour for 2 days. How many pages does he read?", "unit_mismatch"),
    # a second span in the question
    ("span-question-span", "Tom reads 5 pages a day for 12 days. How many pages does he read in 3 days?",
     "unparsed_question"),
    # another reader asked
    ("span-other-person", "Tom reads 5 pages a day for 12 days. How many pages does Ann read?",
     "ambiguous_reference"),
    # more eaten than held
    ("span-negative", "Sam had 10 apples. He ate 2 apples a day for 9 days. How many apples are left?",
     "negative_holding"),
    # 'did he have' after a holding and a gift: before or after it?
    ("each-of-did-have", "Tom had 30 pencils. He gave 2 pencils to each of his 11 friends. How many pencils did Tom "
     "have?", "ambiguous_reference"),
    # the same after a span
    ("span-did-have", "Sam had 40 apples. He ate 2 apples a day for 9 days. How many apples did he have?",
     "ambiguous_reference"),
    # 'left' after gains
    ("span-left-after-gain", "Sam has 10 stamps. He buys 2 stamps a week for 5 weeks. How many stamps does he "
     "have left?", "unparsed_question"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
