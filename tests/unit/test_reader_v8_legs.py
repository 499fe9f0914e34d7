"""Reader v8 legs (ADR 0109): one traveller's several stated distances, summed for "how far … in all" or
compared by verb for "how much farther did X <verb1> than <verb2>" (legs.py). Every answer is worked out by
hand from the text; the near misses (two travellers, "farther than Tom", miles against kilometers, a speed
given, a leg that may be told twice) refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # ran 0.4, walked 0.2: 0.4 - 0.2 = 0.2
    ("farther-run-walk", "Stanley ran 0.4 mile and walked 0.2 mile. How much farther did Stanley run than walk?",
     "0.2", "miles"),
    # 19.5 - 9.25 = 10.25
    ("farther-plural", "Wendy ran 19.5 miles and walked 9.25 miles. How much farther did Wendy run than walk?",
     "10.25", "miles"),
    # verbs grouped: ran 3 + 1 = 4, walked 2: 4 - 2 = 2
    ("farther-grouped", "Eve ran 3 miles and walked 2 miles. Then she ran another 1 mile. "
                        "How much farther did Eve run than walk?", "2", "miles"),
    # "how many more miles": 5 - 3 = 2
    ("more-miles", "Tina jogged 5 miles and walked 3 miles. How many more miles did Tina jog than walk?",
     "2", "miles"),
    # from/to legs, the second verbless: 0.2 + 0.7 = 0.9
    ("from-to", "Craig walked 0.2 mile from school to David's house and 0.7 mile from David's house to his own "
                "house. How many miles did Craig walk in all?", "0.9", "miles"),
    # opener time, "Then", "another": 8.2 + 1.6 = 9.8
    ("then-another", "Terrell hiked 8.2 miles on Saturday. Then, on Sunday, he hiked another 1.6 miles. "
                     "How far did Terrell hike all together?", "9.8", "miles"),
    # three legs, the last one back home: 0.3 + 0.1 + 0.4 = 0.8
    ("back-to", "Spencer walked 0.3 mile from his house to the library and 0.1 mile from the library to the "
                "office. Then he walked 0.4 mile from the office back to his house. "
                "How many miles did Spencer walk in all?", "0.8", "miles"),
    # "First … Then": 1 + 2 + 3 = 6
    ("first-then", "First, Nina ran 1 mile. Then she ran 2 miles and 3 miles. How many miles did Nina run in total?",
     "6", "miles"),
    # laps (pack unit, no conversion): 1.125 + 2.125 = 3.25
    ("laps", "Kyle jogged 1.125 laps and 2.125 laps. How many laps did Kyle jog in all?", "3.25", "laps"),
    # a journey word sums every verb: 4 + 2 = 6
    ("go-sums-all", "Stanley ran 4 miles and walked 2 miles. How far did Stanley go in all?", "6", "miles"),
    # asked unit converts: (1 + 2) miles × 5280 = 15840 feet
    ("asked-feet", "Stanley ran 1 mile and walked 2 miles. How many feet did Stanley go in all?", "15840", "feet"),
    # kilometers alone: 2.5 + 1.5 = 4
    ("kilometers", "Ana rode 2.5 kilometers and then walked 1.5 kilometers. How far did Ana travel in all?",
     "4", "kilometers"),
]

REFUSED = [
    # two travellers
    ("two-travellers", "Stanley ran 0.4 mile and Tom walked 0.2 mile. How much farther did Stanley run than walk?",
     None),
    ("two-traveller-sentences", "Stanley ran 4 miles. Then Tom walked 2 miles. How far did Stanley go in all?", None),
    # "farther than Tom": Tom made no leg (ADR 0112: a name after "than" is read as a traveller, so the
    # refusal says Tom made no trip)
    ("than-tom", "Stanley ran 0.4 mile and walked 0.2 mile. How much farther did Stanley run than Tom?",
     "unknown_quantity"),
    ("asked-someone-else", "Stanley ran 4 miles and walked 2 miles. How much farther did Jane run than walk?",
     "unknown_quantity"),
    # miles against kilometers, no unit asked
    ("mixed-miles-km", "Stanley ran 0.4 mile and walked 0.2 kilometer. How much farther did Stanley run than walk?",
     "unknown_quantity"),
    # laps have no length: no conversion to miles
    ("laps-to-miles", "Stanley ran 4 laps and walked 2 laps. How many miles did Stanley go in all?",
     "unknown_quantity"),
    # a speed or a time given: a trip, not legs
    ("speed-given", "Stanley ran 0.4 mile at 4 miles per hour and walked 0.2 mile. "
                    "How much farther did Stanley run than walk?", None),
    ("time-given", "Stanley ran 4 miles for 2 hours and walked 2 miles. How far did Stanley go in all?", None),
    # not farther: the difference is not positive
    ("not-farther", "Stanley ran 2 miles and walked 4 miles. How much farther did Stanley run than walk?",
     "unknown_quantity"),
    # legs of another verb than the one asked
    ("walk-in-all-with-run", "Stanley ran 4 miles and walked 2 miles. How far did Stanley walk in all?",
     "unknown_quantity"),
    # no "in all": one leg or the total?
    ("no-total", "Stanley ran 4 miles and walked 2 miles. How far did Stanley walk?", "unparsed_question"),
    # a later statement with no sequence word: part of the 8 miles?
    ("part-of-earlier", "Terrell hiked 8 miles this weekend. He hiked 3 miles on Saturday. "
                        "How far did Terrell hike in all?", "ambiguous_reference"),
    # two legs on one day
    ("same-time", "Terrell hiked 8 miles on Saturday. Then, on Saturday, he hiked another 3 miles. "
                  "How far did Terrell hike in all?", "ambiguous_reference"),
    # the same leg told twice
    ("same-leg", "Craig walked 0.2 mile from school to David's house. Then he walked 0.2 mile from school to "
                 "David's house. How many miles did Craig walk in all?", "ambiguous_reference"),
    # a leg the other legs already join: the whole way told again
    ("covered-leg", "Craig walked 0.2 mile from school to David's house and 0.7 mile from David's house to his own "
                    "house. Then he walked 0.9 mile from school to his own house. "
                    "How many miles did Craig walk in all?", "ambiguous_reference"),
    # a pronoun that fits nobody
    ("she-for-stanley", "Stanley ran 4 miles and then she walked 2 miles. How far did Stanley go in all?", None),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
