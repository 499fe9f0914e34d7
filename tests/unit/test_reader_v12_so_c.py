"""Reader v12 (ADR 0242), helper so-c: what a leg was for (``flew 873 miles to visit her aunt``,
leg_purposes.py); a rectangle's area from its length and width (rectangle_areas.py); vocabulary in its general
meaning (bone, star, niece, nephew, ice cream sandwich, hospital, lunchroom, potluck, wall, hungry, visit, dig up,
``Uncle``/``Aunt`` before a name, square units, carpet, sandbox).

Every answer is worked out by hand from the text; the near misses (a purpose with a number or a further leg, a
purpose before more words, lengths in two units, another square unit asked, paint or sand asked by ``how much``,
another thing covered, half the floor, a perimeter, a third sentence) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # two travellers, each leg with a purpose, compared: 640 − 215 = 425 miles
    ("leg-purpose-compare", "Nora flew 640 miles to visit her uncle. Omar flew 215 miles to visit his niece. How "
     "many more miles did Nora fly than Omar?", "425", "miles"),
    # one traveller, a purpose on the first leg, a sequence word on the second: 120 + 35 = 155 kilometers
    ("leg-purpose-then", "Lucy drove 120 kilometers to visit her nephew. Then she drove 35 kilometers to the lake. "
     "How far did Lucy drive in all?", "155"),
    # a purpose with a place noun: 3 + 2 = 5 miles
    ("leg-purpose-place", "Sam walked 3 miles to visit the zoo. Then he walked 2 miles to the library. How many "
     "miles did Sam walk altogether?", "5", "miles"),
    # area, the thing covers: 25 × 14 = 350 square meters
    ("area-covers", "A garden is 25 meters long and 14 meters wide. How many square meters of ground does the "
     "garden cover?", "350", "square meters"),
    # width first, 'it', a decimal: 2.5 × 6 = 15 square feet
    ("area-wide-first-it", "Omar's rug is 6 feet wide and 2.5 feet long. How many square feet does it cover?",
     "15", "square feet"),
    # both sides decimal: 2.5 × 3.5 = 8.75 square meters
    ("area-both-decimal", "The table is 2.5 meters long and 3.5 meters wide. How many square meters does the table "
     "cover?", "8.75", "square meters"),
    # someone needs carpet for a room's whole floor: 9 × 7 = 63 square yards
    ("area-carpet-floor", "Lily's bedroom is 9 yards long and 7 yards wide. How much carpet does she need to cover "
     "the whole floor?", "63", "square yards"),
    # someone else needs it, 'the kitchen' named again, 'will': 4 × 3 = 12 square meters
    ("area-carpet-kitchen", "My kitchen is 4 meters long and 3 meters wide. How many square meters of carpet will "
     "Tom need to cover the kitchen?", "12", "square meters"),
    # was, the sandbox again: 30 × 20 = 600 square inches
    ("area-was", "The sandbox was 30 inches long and 20 inches wide. How much ground did the sandbox cover?", "600",
     "square inches"),
    # Mr. and Mrs. of one surname are a man and a woman: 10 + 4 = 14 cats
    ("mr-and-mrs", "Mrs. Hilt has 10 cats. Mr. Hilt gave her 4 more cats. How many cats does Mrs. Hilt have?", "14"),
    # vocabulary: dug up is a gain; 12 + 30 = 42 bones
    ("dig-up-gain", "Rex had 12 bones. Then he dug up 30 bones. How many bones does Rex have now?", "42"),
    # vocabulary: 'Aunt May' a titled name, nephews a count: 8 + 5 = 13 stars
    ("aunt-title", "Aunt May has 8 stars. Her nephew gave her 5 stars. How many stars does Aunt May have?", "13"),
]

REFUSED = [
    # a purpose with a number in it: the aunts' count is not a leg, but the form is not read
    ("leg-purpose-number", "Nora flew 640 miles to visit 3 aunts. Omar flew 215 miles. How many more miles did Nora "
     "fly than Omar?"),
    # a purpose that is a further trip
    ("leg-purpose-travel", "Nora flew 640 miles to walk 2 more miles. Omar flew 215 miles. How many more miles did "
     "Nora fly than Omar?"),
    # more words after the purpose
    ("leg-purpose-more", "Nora flew 640 miles to visit her aunt for 2 days. Omar flew 215 miles. How many more miles "
     "did Nora fly than Omar?"),
    # lengths in two units
    ("area-two-units", "A garden is 25 meters long and 14 feet wide. How many square meters does the garden "
     "cover?"),
    # another square unit asked (no conversion)
    ("area-other-square", "A garden is 25 meters long and 14 meters wide. How many square feet does the garden "
     "cover?"),
    # paint is not measured by area
    ("area-paint", "Lily's room is 9 feet long and 7 feet wide. How much paint does she need to cover the whole "
     "floor?"),
    # half the floor
    ("area-half", "Lily's room is 9 feet long and 7 feet wide. How much carpet does she need to cover half the "
     "floor?"),
    # another thing covered
    ("area-other-thing", "Lily's room is 9 feet long and 7 feet wide. How much carpet does she need to cover the "
     "yard?"),
    # a sandbox has no floor to name without saying whose
    ("area-floor-not-room", "A sandbox is 9 feet long and 7 feet wide. How much carpet does she need to cover the "
     "floor?"),
    # a perimeter is not read
    ("area-perimeter", "Lily's room is 9 feet long and 7 feet wide. How many feet of tape does she need to go "
     "around the room?"),
    # a third sentence (some carpet already had)
    ("area-third-sentence", "Lily's room is 9 feet long and 7 feet wide. She has 20 square feet of carpet. How much "
     "carpet does she need to cover the whole floor?"),
    # a name told with a title and without one: one person (5 or 3?) or two
    ("titled-and-bare-name", "Uncle Dave has 5 apples. Dave has 3 apples. How many apples does Uncle Dave have?",
     "ambiguous_reference"),
    ("bare-then-titled-name", "Dave has 5 apples. Mr. Dave has 3 apples. How many apples does Mr. Dave have?",
     "ambiguous_reference"),
    # two titles of one gender: the same man called two ways, or two men?
    ("two-titles-one-gender", "Mr. Dave has 5 apples. Uncle Dave gave him 3 apples. How many apples does Mr. Dave "
     "have?", "ambiguous_reference"),
    # tall is not wide
    ("area-tall", "A box is 9 inches long and 7 inches tall. How many square inches does the box cover?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
