"""Reader v8 lengths (ADR 0112): measures of named things compared (lengths.py), and two travellers' legs
compared (legs.py), rain and snow at stated times (weather.py). Every answer is worked out by hand from the text; the near misses (a thing stated twice,
a description that fits two things, units that differ, a comparative of another kind of measure, a negative
difference, a pronoun with two travellers) refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # possessive things, "than Charlie's" borrows the noun: 0.75 - 0.25 = 0.5
    ("bus-rides", "Oscar's bus ride to school is 0.75 mile and Charlie's bus ride is 0.25 mile. "
                  "How much longer is Oscar's bus ride than Charlie's?", "0.5", "miles"),
    # persons' weights: 67 - 52 = 15
    ("weighs", "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than Douglas?",
     "15", "pounds"),
    # a third person stated and left out: 87 - 9 = 78
    ("three-persons", "Heather weighs 87 pounds. Emily weighs 9 pounds. Elizabeth weighs 8 pounds. "
                      "How much heavier is Heather than Emily?", "78", "pounds"),
    # v23 (ADR 0545, elided_than.py): no "than", two people measured: Anne against the one other, 67 - 52 = 15
    ("no-than-pair", "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne?", "15", "pounds"),
    # a lesser comparative turns it round: 67 - 52 = 15
    ("lighter", "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much lighter is Douglas than Anne?",
     "15", "pounds"),
    # things drawn, "that was … long": 7.5 - 3.25 = 4.25
    ("lines-drawn", "Ezra drew a white line that was 7.5 inches long. Then he drew a blue line that was "
                    "3.25 inches long. How much longer was the white line than the blue line?", "4.25", "inches"),
    # "orange" is a modifier before a noun: 3 - 1.5 = 1.5
    ("caterpillars", "The green caterpillar was 3 inches long and the orange caterpillar was 1.5 inches long. "
                     "How much longer was the green caterpillar than the orange caterpillar?", "1.5", "inches"),
    # a first sentence bringing in exactly the things measured: 3 - 1.5 = 1.5
    ("scene", "Nicole found an orange caterpillar and a green caterpillar in her backyard. The green caterpillar "
              "was 3 inches long and the orange caterpillar was 1.5 inches long. "
              "How much longer was the green caterpillar than the orange caterpillar?", "1.5", "inches"),
    # how much more … weigh: 0.6 - 0.4 = 0.2
    ("more-weigh", "The yellow block weighed 0.6 pounds and the green block weighed 0.4 pounds. "
                   "How much more did the yellow block weigh than the green block?", "0.2", "pounds"),
    # heights: 5 - 4 = 1
    ("taller", "Anne is 5 feet tall. Douglas is 4 feet tall. How much taller is Anne than Douglas?", "1", "feet"),
    # a person's thing against the person: 60 - 20 = 40
    ("owner-and-thing", "Anne's dog weighs 20 pounds. Anne weighs 60 pounds. How much heavier is Anne than "
                        "Anne's dog?", "40", "pounds"),
    # rain at two times summed (weather.py): 0.2 + 0.4 = 0.6
    ("rain-sum", "It rained 0.2 inches on Saturday and 0.4 inches on Sunday. "
                 "How much did it rain on Saturday and Sunday combined?", "0.6", "inches"),
    # less than an earlier time: 0.9 - 0.7 = 0.2
    ("rain-less", "It rained 0.9 inches on Monday. On Tuesday, it rained 0.7 inches less than on Monday. "
                  "How much did it rain on Tuesday?", "0.2", "inches"),
    # the time before "than": 0.81 - 0.35 = 0.46
    ("rain-months", "In March it rained 0.81 inches. It rained 0.35 inches less in April than in March. "
                    "How much did it rain in April?", "0.46", "inches"),
    # more than, then both summed: 0.9 + (0.9 + 0.7) = 2.5
    ("rain-more-sum", "It rained 0.9 inches on Monday. On Tuesday, it rained 0.7 inches more than on Monday. "
                      "How much did it rain on Monday and Tuesday combined?", "2.5", "inches"),
    ("snow-sum", "It snowed 0.5 inches in the morning and 0.25 inches in the afternoon. "
                 "How much did it snow in the morning and in the afternoon combined?", "0.75", "inches"),
    # two travellers, one verb: 0.7 - 0.4 = 0.3
    ("two-travellers", "John walks 0.7 miles to school and Nina walks 0.4 miles to school. "
                       "How much farther does John walk than Nina?", "0.3", "miles"),
    ("than-x-does", "John walks 0.7 miles. Nina walks 0.4 miles. How much farther does John walk than Nina does?",
     "0.3", "miles"),
    # a journey word takes every leg of each: 0.7 - 0.4 = 0.3
    ("go-two-travellers", "John ran 0.7 miles. Nina walked 0.4 miles. How much farther did John go than Nina?",
     "0.3", "miles"),
    # how many more miles: 873 - 563 = 310
    ("more-miles-two", "Beka flew 873 miles. Jackson flew 563 miles. How many more miles did Beka fly than Jackson?",
     "310", "miles"),
]

REFUSED = [
    # the same thing measured twice
    ("stated-twice", "Oscar's bus ride is 0.75 mile and Oscar's bus ride is 0.25 mile. "
                     "How much longer is Oscar's bus ride than Charlie's?", "ambiguous_reference"),
    # "the caterpillar" after "the green caterpillar": the same one or another?
    ("description-fits-two", "The green caterpillar was 3 inches long and the caterpillar was 1.5 inches long. "
                             "How much longer was the green caterpillar than the caterpillar?", "ambiguous_reference"),
    # the scene brings in other things than those measured
    ("scene-fewer", "Nicole found an orange caterpillar in her backyard. The green caterpillar was 3 inches long "
                    "and the orange caterpillar was 1.5 inches long. "
                    "How much longer was the green caterpillar than the orange caterpillar?", "ambiguous_reference"),
    ("scene-more", "Nicole found an orange caterpillar and a green caterpillar and a red caterpillar. The green "
                   "caterpillar was 3 inches long and the orange caterpillar was 1.5 inches long. "
                   "How much longer was the green caterpillar than the orange caterpillar?", "ambiguous_reference"),
    # the question's thing was never measured (which caterpillar?)
    ("asked-thing-unmeasured", "The green caterpillar was 3 inches long and the orange caterpillar was 1.5 inches "
                               "long. How much longer was the caterpillar than the orange caterpillar?",
     "unknown_quantity"),
    ("asked-person-unmeasured", "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than Tom?",
     "unknown_quantity"),
    # inches against feet: no unit asked to convert to
    ("inches-feet", "The green caterpillar was 3 inches long and the orange caterpillar was 1.5 feet long. "
                    "How much longer was the green caterpillar than the orange caterpillar?", "ambiguous_reference"),
    ("pounds-kilograms", "Anne weighs 67 pounds. Douglas weighs 52 kilograms. How much heavier is Anne than Douglas?",
     "ambiguous_reference"),
    # not longer: the difference would be negative
    ("negative", "The green caterpillar was 1 inch long and the orange caterpillar was 1.5 inches long. "
                 "How much longer was the green caterpillar than the orange caterpillar?", "unknown_quantity"),
    # heavier over lengths
    ("heavier-lengths", "The green caterpillar was 3 inches long and the orange caterpillar was 1.5 inches long. "
                        "How much heavier was the green caterpillar than the orange caterpillar?", "unit_mismatch"),
    # weighs with a length, long with a weight
    ("weighs-inches", "The green caterpillar weighs 3 inches. The orange caterpillar weighs 1 inch. "
                      "How much longer was the green caterpillar than the orange caterpillar?", "unparsed_sentence"),
    ("long-pounds", "The green caterpillar was 3 pounds long. The orange caterpillar was 1 pound. "
                    "How much heavier was the green caterpillar than the orange caterpillar?", "unparsed_sentence"),
    # a change after the measure
    ("ate-after", "Anne weighs 67 pounds. Douglas weighs 52 pounds. Then Anne ate 2 pounds of apples. "
                  "How much heavier is Anne than Douglas?", None),
    # a pronoun as the thing measured
    ("pronoun-thing", "Anne weighs 67 pounds. She weighs 52 pounds. How much heavier is Anne than Douglas?", None),
    # no "than" and three people measured: compared with which? (v23, ADR 0545: with two, the other one)
    ("no-than", "Anne weighs 67 pounds. Douglas weighs 52 pounds. Emily weighs 40 pounds. How much heavier is Anne?",
     "ambiguous_reference"),
    # a comparative measure, not a stated one
    ("stated-as-difference", "Anne was 67 pounds. Douglas was 52 pounds heavier. How much heavier is Anne than "
                             "Douglas?", None),
    # weather: a negative amount, an earlier time never told, rain beside snow, a time told twice, an amount
    # with no time, different units, a time never told, days beside months (one within another?)
    ("rain-negative", "It rained 0.9 inches on Monday. On Tuesday, it rained 1.7 inches less than on Monday. "
                      "How much did it rain on Tuesday?", "unknown_quantity"),
    ("rain-than-untold", "It rained 0.9 inches on Monday. On Tuesday, it rained 0.7 inches less than on Wednesday. "
                         "How much did it rain on Tuesday?", "ambiguous_reference"),
    ("rain-and-snow", "It rained 0.9 inches on Monday. It snowed 0.7 inches on Tuesday. "
                      "How much did it rain on Monday and Tuesday combined?", "ambiguous_reference"),
    ("rain-twice", "It rained 0.9 inches on Monday. It rained 0.7 inches on Monday. How much did it rain on Monday?",
     "ambiguous_reference"),
    ("rain-no-time", "It rained 0.9 inches. It rained 0.7 inches on Monday. How much did it rain on Monday?",
     "ambiguous_reference"),
    ("rain-units", "It rained 0.9 inches on Monday and 2 centimeters on Tuesday. "
                   "How much did it rain on Monday and Tuesday combined?", "ambiguous_reference"),
    ("rain-untold-asked", "It rained 0.9 inches on Monday and 0.5 inches on Tuesday. How much did it rain on "
                          "Wednesday?", "unknown_quantity"),
    ("rain-day-in-month", "It rained 0.9 inches in March. It rained 0.3 inches on Monday. "
                          "How much did it rain in March and on Monday combined?", "ambiguous_reference"),
    ("rain-two-times-one-amount", "On Monday it rained 0.9 inches on Tuesday. How much did it rain on Tuesday?",
     "unparsed_sentence"),
    ("rain-will", "It rained 0.9 inches on Monday and 0.2 inches on Tuesday. How much will it rain on Monday and "
                  "Tuesday?", "unparsed_question"),
    ("rain-one-time-two-amounts", "On Monday, it rained 0.9 inches and 0.5 inches. How much did it rain on Monday?",
     "ambiguous_reference"),
    # two travellers: a question about one of them in all
    ("two-travellers-sum", "John walks 0.7 miles. Nina walks 0.4 miles. How far does John walk in all?",
     "ambiguous_reference"),
    # "she" with two travellers
    ("she-two-travellers", "John walks 0.7 miles. Nina walks 0.4 miles. Then she walks 0.1 miles. "
                           "How much farther does John walk than Nina?", "ambiguous_reference"),
    # miles against kilometers
    ("two-travellers-units", "John walks 0.7 miles. Nina walks 0.4 kilometers. "
                             "How much farther does John walk than Nina?", "unknown_quantity"),
    # a later unmarked statement of John: part of the 0.7?
    ("two-travellers-again", "John walks 0.7 miles. Nina walks 0.4 miles. John walks 0.2 miles. "
                             "How much farther does John walk than Nina?", "ambiguous_reference"),
    ("than-someone-else", "John walks 0.7 miles. Nina walks 0.4 miles. How much farther does John walk than Tom?",
     "unknown_quantity"),
    ("than-x-other-verb", "John walks 0.7 miles. Nina walks 0.4 miles. "
                          "How much farther does John walk than Nina runs?", "unparsed_question"),
    # John's walking is less than Nina's
    ("two-travellers-negative", "John ran 0.7 miles and walked 0.3 miles. Nina walked 0.4 miles. "
                                "How much farther did John walk than Nina?", "unknown_quantity"),
    # one traveller's verbs compared beside another traveller
    ("verbs-beside-other", "John ran 0.7 miles and walked 0.3 miles. Nina walked 0.4 miles. "
                           "How much farther did John run than walk?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
