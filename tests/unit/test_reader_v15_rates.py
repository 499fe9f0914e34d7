"""Reader v15 rates over time units (ADR 0315): how many periods a rate takes or a holding lasts, a rate told for
every day asked over weeks, a period's length told with ``there``, a distance each day over a span.

``saves $8 every week … How many weeks will it take him to save $96?`` / ``has 60 sheets of paper … uses 12
sheets each day … How many days will the paper last?`` / ``A book has 240 pages … How many days will it take her
to read the book?`` (rate_durations.py); ``reads 20 pages every day … in 2 weeks?`` (weeks_of_days.py); ``There
are 7 days in a week. How many days are in 6 weeks?`` (told_periods.py); ``Ali ran 3 miles each day for 7 days``
(daily_distances.py). Every answer is worked out by hand from the text; every near miss must refuse. The rows
are also the regression set of the hand-written problems of this change (ids ``h…``).

The v6 / v12 rows that refuse a day's rate asked over weeks (``Ian reads 4 books a day. … in 2 weeks?``) still
refuse: ``a day`` says how much on a day it is done, not that it is done on all seven days of a week (``works 8
hours a day`` is five days a week to most writers); only ``every day`` / ``each day`` says so, and only that is
read over weeks.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # v20 (ADR 0453, days_in_weeks.py): 4 × 14 = 56; 7 × 28 = 196; 15 × 21 = 315
    ("a-day-weeks", "Ian reads 4 books a day. How many books does he read in 2 weeks?", "56", "books"),
    ("a-day-weeks-v12", "Anna reads 7 stories a day. How many stories does she read in 4 weeks?", "196", "stories"),
    ("h19", "Rosa bakes 15 cookies a day. How many cookies does she bake in 3 weeks?", "315", "cookies"),
    # -- how many periods a rate takes to reach an amount: 96 / 8 = 12
    ("reach-money", "Alex saves $8 every week. How many weeks will it take him to save $96?", "12", "weeks"),
    # 56 / 8 = 7
    ("reach-money-her", "Jill saves $8 each week. How many weeks will it take her to save $56?", "7", "weeks"),
    # 60 / 5 = 12
    ("reach-pages", "Sam reads 5 pages a day. How many days will it take him to read 60 pages?", "12", "days"),
    # 36 / 3 = 12 months (a month is never converted here, so it is as good as a day)
    ("reach-months", "Ann saves 3 dollars a month. How many months will it take her to save 36 dollars?", "12",
     "months"),
    # 96 / 8 = 12, asked "how long": in the rate's weeks
    ("reach-how-long", "Alex saves $8 every week. How long will it take him to save $96?", "12", "weeks"),
    # 12 / 3 = 4: the things' stuff may be left off in the question
    ("reach-stuff", "Tom collects 3 bales of hay a day. How many days will it take him to collect 12 bales?", "4",
     "days"),
    # 10 / 2 = 5: a distance a day by a travel verb
    ("reach-distance", "Tom walks 2 miles a day. How many days will it take him to walk 10 miles?", "5", "days"),
    # 10 / 2 = 5 cups of milk
    ("reach-measure", "Sam drinks 2 cups of milk a day. How many days will it take him to drink 10 cups of milk?",
     "5", "days"),
    # -- a holding lasting: 60 / 12 = 5
    ("last-paper", "Carl has 60 sheets of paper. He uses 12 sheets each day. How many days will the paper last?",
     "5", "days"),
    # 18 / 3 = 6
    ("last-his-money", "Sam has 18 dollars. He spends 3 dollars every day. How many days will his money last?", "6",
     "days"),
    # 40 / 4 = 10
    ("last-him", "Tom has 40 cookies. He eats 4 cookies a day. How many days will the cookies last him?", "10",
     "days"),
    # 10 / 2 = 5
    ("last-water", "Sam has 10 gallons of water. He uses 2 gallons a day. How many days will the water last?", "5",
     "days"),
    # -- one container's contents: 240 / 30 = 8
    ("container-book", "A book has 240 pages. Rita reads 30 pages a day. How many days will it take her to read "
     "the book?", "8", "days"),
    # 60 / 2 = 30
    ("container-bag", "A bag of food has 60 cups. Tom eats 2 cups every day. How many days will the bag last?", "30",
     "days"),
    # -- every day asked over weeks: 20 * 14 = 280
    ("weeks-every-day", "Kevin reads 20 pages every day. How many pages does he read in 2 weeks?", "280", "pages"),
    # 5 * 7 = 35
    ("weeks-a-week", "Tom saves $5 every day. How much does he save in a week?", "35", "dollars"),
    # 3 * 7 * 2 = 42, past told, past asked
    ("weeks-past", "Tom picked 3 apples every day. How many apples did Tom pick in 2 weeks?", "42", "apples"),
    # 3 * 14 = 42 beside a holding of someone else (the rate's subject is asked)
    ("weeks-beside-holding", "Sam had 5 apples. Tom picks 3 apples every day. How many apples does Tom pick in 2 "
     "weeks?", "42", "apples"),
    # -- a period's length told with there: 7 * 6 = 42
    ("told-week", "There are 7 days in a week. How many days are in 6 weeks?", "42", "days"),
    # 12 * 5 = 60
    ("told-year", "There are 12 months in a year. How many months are in 5 years?", "60", "months"),
    # 60 * 4 = 240
    ("told-hour", "There are 60 minutes in an hour. How many minutes are in 4 hours?", "240", "minutes"),
    # 7 * 6 = 42 ("each week")
    ("told-each", "There are 7 days in each week. How many days are in 6 weeks?", "42", "days"),
    # -- a distance each day over a span: 3 * 7 = 21
    ("dist-for-days", "Ali ran 3 miles each day for 7 days. How many miles did Ali run?", "21", "miles"),
    # 2 * 7 = 14
    ("dist-in-a-week", "Tom walks 2 miles every day. How many miles does he walk in a week?", "14", "miles"),
    # 2 * 3 = 6
    ("dist-in-days", "Tom walks 2 miles a day. How many miles does he walk in 3 days?", "6", "miles"),
    # 2 * 14 = 28 (a day for 2 weeks, told in the statement)
    ("dist-for-weeks", "Tom walks 2 miles a day for 2 weeks. How many miles does he walk?", "28", "miles"),
    # 3 * 14 = 42 ("runs", pack form)
    ("dist-runs", "Tom runs 3 miles every day. How many miles does he run in 2 weeks?", "42", "miles"),
    # -- a rate told with its period first: 8 * 7 = 56
    ("leading-week", "Each week Jill saves $8. How much money will Jill save in 7 weeks?", "56", "dollars"),
    # 5 * 3 = 15
    ("leading-day-comma", "Each day, Sam picks 5 apples. How many apples does Sam pick in 3 days?", "15", "apples"),
    # 5 * 14 = 70 (every day of the two weeks)
    ("leading-day-weeks", "Every day, Sam picks 5 apples. How many apples does Sam pick in 2 weeks?", "70", "apples"),
    # a past rate asked in the past reads as before: 3 * 14 = 42
    ("past-rate-did", "Tom picked 3 apples every day. How many apples did Tom pick in 14 days?", "42", "apples"),
    # -- a span of one period: "for a week" = 7 days; 3 * 7 = 21
    ("for-a-week", "Sam spent $3 a day for a week. How much did he spend?", "21", "dollars"),
    # 30 - 21 = 9
    ("for-a-week-left", "Sam had $30. He spent $3 a day for a week. How much money does he have left?", "9",
     "dollars"),
    # -- hand-written regression set of this change (answers worked by hand)
    # 150 / 25 = 6
    ("h01", "Maya saves $25 every week. How many weeks will it take her to save $150?", "6", "weeks"),
    # 84 / 7 = 12
    ("h02", "Leo collects 7 stamps each day. How many days will it take him to collect 84 stamps?", "12", "days"),
    # 45 / 9 = 5
    ("h03", "Nina has 45 crayons. She uses 9 crayons every week. How many weeks will the crayons last?", "5",
     "weeks"),
    # 72 / 6 = 12
    ("h04", "Omar has $72. He spends $6 each day. How many days will the money last him?", "12", "days"),
    # 300 / 20 = 15
    ("h05", "A book has 300 pages. Emma reads 20 pages a day. How many days will it take her to read the book?",
     "15", "days"),
    # 32 / 4 = 8
    ("h06", "A box of cereal has 32 cups. Ben eats 4 cups each day. How many days will the box last?", "8", "days"),
    # 15 * 21 = 315
    ("h07", "Rosa bakes 15 cookies every day. How many cookies does she bake in 3 weeks?", "315", "cookies"),
    # 4 * 7 = 28
    ("h08", "Ivan eats 4 apples each day. How many apples does he eat in a week?", "28", "apples"),
    # 24 * 2 = 48
    ("h09", "There are 24 hours in a day. How many hours are in 2 days?", "48", "hours"),
    # 5 * 10 = 50
    ("h10", "Zoe ran 5 kilometers each day for 10 days. How many kilometers did Zoe run?", "50", "kilometers"),
    # 4 * 6 = 24
    ("h11", "Max walks 4 miles a week. How many miles does he walk in 6 weeks?", "24", "miles"),
    # 1000 / 50 = 20
    ("h12", "Kim earns $50 every week. How many weeks will it take her to earn $1000?", "20", "weeks"),
    # 36 / 3 = 12
    ("h13", "Tara has 36 eggs. She uses 3 eggs every day. How many days will her eggs last?", "12", "days"),
    # 6 * 28 = 168
    ("h14", "Ella picks 6 flowers each day. How many flowers does she pick in 4 weeks?", "168", "flowers"),
]

REFUSED = [
    # a remainder: 60 / 7 is 8 days and a part
    ("remainder-last", "Carl has 60 sheets of paper. He uses 7 sheets each day. How many days will the paper last?",
     "fractional_count"),
    ("remainder-reach", "Alex saves $8 every week. How long will it take him to save $100?", "fractional_count"),
    # the rate told in the past, asked of the future: kept up still?
    ("past-rate-last", "Carl has 60 sheets of paper. He used 12 sheets each day. How many days will the paper last?",
     "unsupported_form"),
    ("past-rate-weeks", "Tom picked 3 apples every day. How many apples will Tom pick in 2 weeks?",
     "unsupported_form"),
    # a start amount beside a rate to reach an amount: $96 more, or $96 in all?
    ("start-plus-rate", "Alex has $10. He saves $8 every week. How many weeks will it take him to save $96?",
     "ambiguous_reference"),
    # a rate of another thing than the one held
    ("other-thing", "Ann has 30 apples. She eats 2 pears a day. How many days will the apples last her?",
     "unit_mismatch"),
    # another person's rate
    ("other-person", "Carl has 60 sheets. Tom uses 12 sheets each day. How many days will the sheets last?",
     "ambiguous_reference"),
    # a gaining rate never runs a holding out
    ("gain-lasts", "Carl has 60 sheets of paper. He buys 12 sheets each day. How many days will the paper last?",
     "unsupported_form"),
    # another period than the rate's: weeks after a day's rate
    ("other-period", "Carl has 60 sheets of paper. He uses 12 sheets each day. How many weeks will the paper last?",
     "unit_mismatch"),
    ("other-period-reach", "Alex saves $8 every week. How many days will it take him to save $96?", "unit_mismatch"),
    # another verb asked
    ("other-verb", "Tom walks 2 miles a day. How many days will it take him to run 10 miles?", "unparsed_question"),
    # a holding told with had: held then, or still?
    ("had-holding", "Sam had 18 dollars. He spends 3 dollars every day. How many days will his money last?", None),
    # an amount asked beside a container whose contents are told
    ("container-amount", "A book has 240 pages. Rita reads 30 pages a day. How many days will it take her to read "
     "60 pages?", "unit_mismatch"),
    # another container
    ("container-other", "A bag of food has 60 cups. Tom eats 2 cups every day. How many days will the box last?",
     "unit_mismatch"),
    # a day's rate ("a day") over weeks: every day of them? (the v6 / v12 rows)
    # v20 (ADR 0453): "a day" over weeks now reads (SOLVED); a week's rate over days that are no whole weeks does not
    ("a-day-weeks", "Ian reads 4 books a week. How many books does he read in 10 days?", "unknown_quantity"),
    ("a-day-week-dist", "Tom walks 2 miles a day. How many miles does he walk in a week?", "unit_mismatch"),
    # two rates
    ("two-rates", "Tom picks 3 apples every day. Ann picks 2 apples every day. How many apples does Tom pick in 2 "
     "weeks?", "unknown_quantity"),
    # another time word beside the rate
    ("other-time", "Tom saves $5 each day. On Monday he saved $2. How much money does he save in 3 weeks?",
     "unknown_quantity"),
    # a year is no fixed number of weeks in the pack
    ("year", "Tom saves $5 a week. How much does he save in a year?", "unknown_quantity"),
    # months are no fixed number of days
    ("months-of-days", "Tom saves $5 every day. How much does he save in 2 months?", None),
    # the told length asked the other way round
    ("told-reversed", "There are 7 days in a week. How many weeks are in 6 days?", "unknown_quantity"),
    # a week's distance over 10 days
    ("dist-week-days", "Tom walks 2 miles a week for 10 days. How many miles does he walk?", "unit_mismatch"),
    # a present rate with a span told, asked in the past
    ("dist-tense", "Tom walked 2 miles a day. How many miles will he walk in 3 days?", "unsupported_form"),
    # no span at all
    ("dist-no-span", "Tom walks 2 miles a day. How many miles does he walk?", "unknown_quantity"),
    # a speed over a part of an hour: 2.5 hours (refused: the reader never rounds whole periods)
    ("speed-part", "Sam walks 4 miles an hour. How long does it take him to walk 10 miles?", "fractional_count"),
    # a rate with its period first, then a holding asked: after how many days?
    ("leading-holding", "Each day, Sam picks 5 apples. How many apples does Sam have?", "unknown_quantity"),
    # a repeated giving is no rate
    ("leading-giving", "Each day, Sam gives 5 apples to Tom. How many apples does Sam give in 3 days?",
     "unknown_quantity"),
    # a week's rate for a day
    ("for-a-day-of-weeks", "Sam spent $3 a week for a day. How much did he spend?", "unknown_quantity"),
    # a rate told in the past asked of the future over its own days (past_rates.py): still kept up?
    ("past-rate-days", "Tom picked 3 apples every day. How many apples will Tom pick in 14 days?",
     "unsupported_form"),
    ("past-rate-does", "Ann ate 2 apples a day. How many apples does she eat in 5 days?", "unsupported_form"),
    # -- hand-written must-refuse rows of this change
    ("h15", "Maya saves $25 every week. How many weeks will it take her to save $160?", "fractional_count"),
    ("h16", "Nina has 45 crayons. She uses 9 markers every week. How many weeks will the crayons last?",
     "unit_mismatch"),
    ("h17", "Omar has $72. Lee spends $6 each day. How many days will the money last?", "ambiguous_reference"),
    ("h18", "Leo collects 7 stamps each day. How many days will it take Ann to collect 84 stamps?",
     "ambiguous_reference"),
    # v20 (ADR 0453): h19 reads now (SOLVED); a rate told in the past asked of the weeks to come does not
    ("h19", "Rosa baked 15 cookies a day. How many cookies will she bake in 3 weeks?", "unsupported_form"),
    ("h20", "Omar has $70. He saves $6 each day. How many days will the money last him?", "unsupported_form"),
    ("h21", "Tara had 36 eggs. She used 3 eggs every day. How many days will her eggs last?", None),
    ("h22", "Kim earns $50 every week. How many months will it take her to earn $1000?", "unit_mismatch"),
    ("h23", "Max walks 4 miles a week. How many miles does he walk in 10 days?", "unit_mismatch"),
    ("h24", "There are 7 days in a week. How many days are in 3 months?", "unknown_quantity"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
