"""Reader v12 (ADR 0240): rain or snow in a named place, and the total fall asked as a noun (weather.py).

``In Oakdale, it rained …`` opening the first sentence sets the scene of the whole story; ``What was the total
amount of rainfall?`` sums every amount told. Every answer is worked out by hand from the text; the near misses
(a place opening a later sentence, another place asked, the other weather's noun, one amount only, another tense,
units that differ) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # a place opening the first sentence, two parts of the day, the total noun: 0.4 + 0.35 = 0.75
    ("place-total", "In Oakdale it rained 0.4 inch in the morning and 0.35 inch in the evening. What was the total "
     "amount of rainfall?", "0.75", "inches"),
    # the place with a comma, asked again in the question, no "amount of": 1.5 + 2 = 3.5
    ("place-asked", "In Millbrook, it snowed 1.5 inches on Monday and 2 inches on Tuesday. What was the total "
     "snowfall in Millbrook?", "3.5", "inches"),
    # no place, three sentences, present "is": 0.2 + 0.6 + 1 = 1.8
    ("no-place", "It rained 0.2 centimeter in April. It rained 0.6 centimeter in May. It rained 1 centimeter in "
     "June. What is the total amount of rainfall?", "1.8", "centimeters"),
    # a comparison summed with its base: 2 + (2 - 0.75) = 3.25
    ("comparison", "In Fairview it snowed 2 inches on Friday. On Saturday, it snowed 0.75 inch less than on "
     "Friday. What was the total amount of snowfall?", "3.25", "inches"),
    # a month opening the first sentence is a time, not a place: 0.9 - 0.3 = 0.6
    ("month-opener", "In March it rained 0.9 inch. It rained 0.3 inch less in April than in March. How much did "
     "it rain in April?", "0.6", "inches"),
    # the place beside the older question: the morning's amount, 0.25
    ("place-old-question", "In Oakdale it snowed 0.25 inch in the morning and 0.5 inch in the afternoon. How much "
     "did it snow in the morning?", "0.25", "inches"),
]

REFUSED = [
    # a place opening a later sentence: did the first amount fall there too?
    ("later-place", "It snowed 1 inch on Monday. In Oakdale it snowed 2 inches on Tuesday. What was the total "
     "amount of snowfall?", "ambiguous_reference"),
    # two places
    ("two-places", "In Oakdale it snowed 1 inch on Monday. In Millbrook it snowed 2 inches on Tuesday. What was "
     "the total amount of snowfall?", "ambiguous_reference"),
    # another place asked
    ("other-place", "In Oakdale it rained 1 inch on Monday and 2 inches on Tuesday. What was the total rainfall "
     "in Millbrook?", "ambiguous_reference"),
    # a place asked that the story never set
    ("unset-place", "It rained 1 inch on Monday and 2 inches on Tuesday. What was the total rainfall in "
     "Millbrook?", "ambiguous_reference"),
    # snowfall asked of rain
    ("other-weather", "It rained 0.5 inch on Monday and 1 inch on Tuesday. What was the total amount of "
     "snowfall?", "ambiguous_reference"),
    # a total over one amount
    ("one-amount", "In Oakdale it snowed 0.5 inch on Monday. What was the total amount of snowfall?",
     "ambiguous_reference"),
    # another tense
    ("future", "It snowed 0.5 inch on Monday and 1 inch on Tuesday. What will be the total amount of snowfall?",
     None),
    # units that differ
    ("units", "It snowed 0.5 inch on Monday and 1 centimeter on Tuesday. What was the total amount of snowfall?",
     "ambiguous_reference"),
    # the verb, not the noun, after "total amount of"
    ("verb-not-noun", "It snowed 0.5 inch on Monday and 1 inch on Tuesday. What was the total amount of snow?",
     None),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
