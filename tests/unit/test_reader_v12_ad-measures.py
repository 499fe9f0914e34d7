"""Reader v12 (ADR 0233): decimal measures of the AddSub stories.

- changed_measures.py: a thing measured in the past, then cut shorter (pack role ``cut_off``) or grown (pack role
  ``grow_by``) after a sequence word, asked ``How long|tall is … now?`` / ``How much does … weigh now?``.
- counted_measures.py: a first sentence counts things (``picked 3 melons``), the next ones weigh each (``the
  first melon weighed …`` / ``the red ball weighed …``); a total of the weights, or two of them compared.
- kin_things.py (in lengths.py): ``her sister's [noun]`` (the one named person's kin, the noun left out after a
  clause that said it) and a number-free opening overview of a lengths text.
- time_overlaps.py (red team, in the solver's event sums): a day asked beside a part of a day (or the reverse)
  refuses; two days, or two times neither of which is a day, are read apart as before.
- leg_overviews.py (in legs.py): a number-free overview of one traveller's trip before legs that a ``First``
  lists; ``home`` / ``back home`` as a leg's end; a ``First`` after legs already told refuses.

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

SOLVED += [
    # counted things told apart by ordinals, a total of their weights: 2.5 + 3.25 + 1 = 6.75 pounds
    ("ordinal-total", "Jill picked 3 melons. The first melon weighed 2.5 pounds, the second melon weighed 3.25 "
     "pounds, and the third melon weighed 1 pound. How much did the 3 melons weigh in all?", "6.75", "pounds"),
    # the scene's subject and verb asked back: 1.5 + 0.75 = 2.25 kilograms
    ("asked-verb", "Omar bought 2 pineapples at the market. The first pineapple was 1.5 kilograms and the second "
     "pineapple was 0.75 kilogram. How many kilograms of pineapple did Omar buy?", "2.25", "kilograms"),
    # described things, a comparison: 12.5 − 4.25 = 8.25 ounces
    ("described-more", "Dr. Lee weighed 2 rocks for a science class. The gray rock weighed 12.5 ounces and the "
     "white rock weighed 4.25 ounces. How much more did the gray rock weigh than the white rock?", "8.25", "ounces"),
    # a bare plural is enough for a comparison: lighter turns it round, 0.9 − 0.35 = 0.55 pound
    ("bare-lighter", "Nora and her classmates put colored balls on a scale. The red ball weighed 0.35 pound and "
     "the blue ball weighed 0.9 pound. How much lighter was the red ball than the blue ball?", "0.55", "pounds"),
]

SOLVED += [
    # an overview, then First: 0.25 + 0.5 + 0.75 = 1.5 miles (the overview tells no distance)
    ("overview-first", "Last Sunday, Rosa walked all over town. First, she walked 0.25 mile from her house to the "
     "library. Then she walked 0.5 mile from the library to the park and 0.75 mile from the park back home. How "
     "many miles did Rosa walk in all?", "1.5", "miles"),
    # a proper place in the overview: 1.2 + 0.3 = 1.5 miles
    ("overview-city", "On his vacation, Omar hiked all over Green Valley Park. First, he hiked 1.2 miles from the "
     "hotel to the lake. Then he hiked 0.3 mile from the lake back to the hotel. How many miles did Omar hike in "
     "all?", "1.5", "miles"),
    # "home" without "to", no overview: 0.4 + 0.6 = 1 mile
    ("walked-home", "Rosa walked 0.4 mile from school to the library. Then she walked 0.6 mile home. How many "
     "miles did Rosa walk in all?", "1", "miles"),
]

SOLVED += [
    # pack words only (roommates, ice cream, <day> night): 1.5 + 0.75 = 2.25 pints
    ("night-times", "Lena and her roommates ate 1.5 pints of ice cream on Monday night and 0.75 pint of ice cream "
     "on Tuesday night. How many pints did they eat in all?", "2.25", "pints"),
]

SOLVED += [
    # two days stay apart: Friday's 2
    ("two-days", "Tom ate 3 apples on Monday. He ate 2 apples on Friday. How many apples did he eat on Friday?", "2",
     "apples"),
    # a night asked, the other event on another day's night: 3
    ("night-asked", "Tom ate 3 apples on Friday night. He ate 2 apples on Saturday night. How many apples did he "
     "eat on Friday night?", "3", "apples"),
]

SOLVED += [
    # the kin's thing with its noun left out, after an overview: 2.5 − 1.75 = 0.75 feet
    ("kin-elided", "At the park, Rosa and her brother both built towers and then measured their heights. Rosa's "
     "tower was 2.5 feet tall and her brother's was 1.75 feet tall. How much taller was Rosa's tower than her "
     "brother's?", "0.75", "feet"),
    # the kin's thing asked first, its noun told: 3 − 1.25 = 1.75 inches
    ("kin-first", "Omar's kite was 1.25 inches long and his sister's kite was 3 inches long. How much longer was "
     "his sister's kite than Omar's kite?", "1.75", "inches"),
]

SOLVED += [
    # one of a pair and the other, "the longer one" asked: 2.5 − 0.75 = 1.75 inches
    ("pair-longer", "Omar found 2 sticks in the park and measured them with a ruler. 1 stick was 0.75 inch long. "
     "The other stick was 2.5 inches long. How much longer was the longer stick?", "1.75", "inches"),
]

SOLVED += [
    # a pair told with its measures, "the first" asked without "than": 0.9 − 0.45 = 0.45 foot
    ("told-pair", "A teacher measured 1 snake that was 0.9 foot long and a second snake that was 0.45 foot "
     "long. How much longer was the first snake?", "0.45", "feet"),
    # the second asked, lighter: 2.5 − 1.25 = 1.25 pounds
    ("told-pair-shorter", "Tom caught 1 fish that weighed 2.5 pounds and a second fish that weighed 1.25 pounds. "
     "How much lighter was the second fish?", "1.25", "pounds"),
]

REFUSED = [
    # -- told pairs --
    # a third one: not a pair
    ("told-third", "Tom caught 1 fish that weighed 2.5 pounds and a third fish that weighed 1.25 pounds. How much "
     "lighter was the second fish?"),
    # the first is the lighter one
    ("told-not-heavier", "Tom caught 1 fish that weighed 1 pound and a second fish that weighed 2 pounds. How much "
     "heavier was the first fish?"),

    # -- pairs --
    # "the other" of three
    ("pair-of-three", "Omar found 3 sticks. 1 stick was 0.75 inch long. The other stick was 2.5 inches long. How "
     "much longer was the longer stick?"),
    # equal measures: no longer one
    ("pair-equal", "Omar found 2 sticks. 1 stick was 2 inches long. The other stick was 2 inches long. How much "
     "longer was the longer stick?", "ambiguous_reference"),
    # "the longer" asked with "shorter"
    ("pair-mixed-comparative", "Omar found 2 sticks. 1 stick was 1 inch long. The other stick was 2 inches long. "
     "How much shorter was the longer stick?"),
    # something done to them that is not a scene
    ("pair-ate", "Omar found 2 fish and ate them. 1 fish weighed 1 pound. The other fish weighed 2 pounds. How "
     "much heavier was the heavier fish?"),

    # -- kin things --
    # two people named: whose brother?
    ("kin-two-named", "At the park, Rosa and Ann built towers. Rosa's tower was 2.5 feet tall and her brother's "
     "was 1.75 feet tall. How much taller was Rosa's tower than her brother's?", "ambiguous_reference"),
    # a kin never measured
    ("kin-unmeasured", "Rosa's tower was 2.5 feet tall and her brother's was 1.75 feet tall. How much taller was "
     "Rosa's tower than her sister's?", "unknown_quantity"),
    # an overview that brings in one thing: that one or another?
    ("overview-singular", "Rosa built a tower at the park. Rosa's tower was 2.5 feet tall and her brother's "
     "was 1.75 feet tall. How much taller was Rosa's tower than her brother's?", "ambiguous_reference"),

    # -- time overlaps (answered 2 before: the afternoon is part of today) --
    ("afternoon-of-today", "Tom ate 3 apples this afternoon. He ate 2 apples today. How many apples did he eat "
     "today?", "ambiguous_reference"),
    ("last-night-of-yesterday", "Tom ate 3 apples last night. He ate 2 apples yesterday. How many apples did he "
     "eat yesterday?", "ambiguous_reference"),
    ("friday-night-of-friday", "Tom ate 3 apples on Friday night. He ate 2 apples on Friday. How many apples did "
     "he eat on Friday?", "ambiguous_reference"),

    # -- leg overviews --
    # no "First": the overview may be a trip of its own
    ("overview-no-first", "Rosa walked to the park. Then she walked 0.25 mile from the park to the library. How "
     "many miles did Rosa walk in all?"),
    # a number in the overview: the legs may be its parts
    ("overview-number", "Rosa walked 2 miles. First, she walked 0.25 mile from her house to the "
     "library. Then she walked 0.5 mile from the library back home. How many miles did Rosa walk in all?",
     "ambiguous_reference"),
    # two people in the overview
    ("overview-two", "Rosa and Omar walked all over town. First, she walked 0.25 mile from her house to the "
     "library. Then she walked 0.5 mile from the library back home. How many miles did Rosa walk in all?"),
    # a journey word after an overview: the overview's own ways of going have no distance
    ("overview-journey", "Rosa drove to the city. First, she walked 0.25 mile from the hotel to the library. Then "
     "she walked 0.5 mile from the library back to the hotel. How far did Rosa travel in all?",
     "ambiguous_reference"),
    # a second "First"
    ("second-first", "Rosa walked 0.4 mile from school to the library. First, she walked 0.6 mile home. How many "
     "miles did Rosa walk in all?", "ambiguous_reference"),

    # a count other than the things weighed
    ("count-3-of-2", "Jill picked 3 melons. The first melon weighed 2.5 pounds and the second melon weighed 1 "
     "pound. How much did the melons weigh in all?", "ambiguous_reference"),
    # a total of things never counted
    ("total-uncounted", "Nora put colored balls on a scale. The red ball weighed 0.35 pound and the blue ball "
     "weighed 0.9 pound. How much did the balls weigh in all?", "unknown_quantity"),
    # the question's number is not the count
    ("asked-other-count", "Jill picked 2 melons. The first melon weighed 2.5 pounds and the second melon weighed 1 "
     "pound. How much did the 3 melons weigh?"),
    # "the ball" beside "the red ball": one or two?
    ("inside-description", "Nora picked 2 balls. The red ball weighed 3 pounds and the ball weighed 2 pounds. How "
     "much did the 2 balls weigh?", "ambiguous_reference"),
    # a habit asked of a past act
    ("present-asked", "Omar bought 2 pineapples. The first pineapple was 1.5 kilograms and the second pineapple "
     "was 0.75 kilogram. How many kilograms of pineapple does Omar buy?", "ambiguous_reference"),
    # lengths of separate things make no length together
    ("length-total", "Omar found 2 sticks. The first stick was 3 feet long and the second stick was 2 feet long. "
     "How many feet of stick did Omar find?", "unit_mismatch"),
    # units that differ
    ("two-units", "Ben caught 2 fish. The first fish weighed 3 pounds and the second fish weighed 4 ounces. "
     "How much did the 2 fish weigh?"),
    # a lighter thing asked as heavier: not positive
    ("not-heavier", "Dr. Lee weighed 2 rocks. The gray rock weighed 2 ounces and the white rock weighed 4.25 "
     "ounces. How much more did the gray rock weigh than the white rock?"),

    # the measure in the present, then a change: now, or before the change?
    # -- changed measures --
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
