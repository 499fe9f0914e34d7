"""Reader v12 (ADR 0233): decimal measures of the AddSub stories.

- changed_measures.py: a thing measured in the past, then cut shorter (pack role ``cut_off``) or grown (pack role
  ``grow_by``) after a sequence word, asked ``How long|tall is … now?`` / ``How much does … weigh now?``.

Every answer is worked out by hand from the text; the near misses must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # changed measures: a stick sawn, 2.5 − 0.75 = 1.75 meters
    ("cut-stick", "A builder bought a stick that was 2.5 meters long. Then he sawed 0.75 meter off the end. "
     "How long is the stick now?", "1.75", "meters"),
    # a named person grows: 1.5 + 0.25 = 1.75 meters
    ("grew-taller", "Megan was 1.5 meters tall. Then she grew 0.25 meter taller. How tall is Megan now?",
     "1.75", "meters"),
    # an owned ribbon trimmed twice: 30 − 4.5 − 2.25 = 23.25 inches
    ("trimmed-twice", "Jill's ribbon was 30 inches long. Then she trimmed 4.5 inches off it. Next, she cut 2.25 "
     "inches off the end of it. How long is Jill's ribbon now?", "23.25", "inches"),
    # a plant grows, "it", no comparative, no "now": 6 + 1.5 = 7.5 inches
    ("plant-grew", "The plant was 6 inches tall. Then it grew 1.5 inches. How tall is the plant?", "7.5", "inches"),
    # a weight that grew: 9 + 4 = 13 pounds
    ("puppy-weight", "The puppy weighed 9 pounds. Then it grew 4 pounds. How much does the puppy weigh now?",
     "13", "pounds"),
    # a piece of wood: noun "of" noun is the thing; 8.5 − 2.25 = 6.25 centimeters
    ("piece-of", "Sam bought a piece of wood that was 8.5 centimeters long. Then Sam cut 2.25 centimeters off "
     "the piece of wood. How long is the piece of wood now?", "6.25", "centimeters"),
]

REFUSED = [
    # the measure in the present, then a change: now, or before the change?
    ("present-measure", "Megan is 1.5 meters tall. Then she grew 0.25 meter taller. How tall is Megan now?",
     "ambiguous_reference"),
    # no sequence word: before or after the measure?
    ("no-then", "Megan was 1.5 meters tall. She grew 0.25 meter taller. How tall is Megan now?",
     "ambiguous_reference"),
    # a change in the present beside a past measure
    ("present-change", "The plant was 6 inches tall. Then it grows 1.5 inches. How tall is the plant now?",
     "ambiguous_reference"),
    # another thing cut
    ("other-thing", "The red ribbon was 9 feet long. Then Ann cut 4 feet off the blue ribbon. How long is the red "
     "ribbon now?", "ambiguous_reference"),
    # two things measured: which one was cut?
    ("two-things", "Ann bought a ribbon that was 9 feet long and a ribbon that was 3 feet long. Then she cut 2 feet "
     "off the end. How long is the ribbon now?"),
    # another unit: no conversion is read
    ("other-unit", "Tom had a ribbon that was 9 feet long. Then he cut 2 inches off the end. How long is the "
     "ribbon now?", "unit_mismatch"),
    # the whole length cut off
    ("cut-all", "Tom's ribbon was 9 feet long. Then he cut 9 feet off it. How long is Tom's ribbon now?"),
    # asked in the past: before or after the cut?
    ("asked-past", "Tom had a ribbon that was 9 feet long. Then he cut 2 feet off the end. How long was the "
     "ribbon?", "ambiguous_reference"),
    # grew shorter is no growth
    ("grew-shorter", "Megan was 1.5 meters tall. Then she grew 0.25 meter shorter. How tall is Megan now?"),
    # 'it' for a person
    ("it-person", "Megan was 1.5 meters tall. Then it grew 0.25 meter. How tall is Megan now?"),
    # cutting things is no verb of holdings
    ("cut-apples", "Tom had 5 apples. He cut 2 apples. How many apples does he have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
