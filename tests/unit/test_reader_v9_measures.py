"""Reader v9 (measures helper, ADR 0147): measured stuff summed through a covering word.

- ``N <measure> of <stuff>`` coordinated (``5.91 tons of gravel and 8.11 tons of sand``) and asked through a
  pack kind (``tons of material``, ``kilograms of nuts``) or a modifier (``bags of flour`` over ``wheat
  flour`` and ``white flour``); ``How much material`` in the one measure used.
- Guards (``measured_kinds.py``): a kind-covered measured sum beside another stuff of the same measure that
  the kind leaves out refuses; a count of members is no amount of a mass covering stuff; a measure of a more
  general stuff beside the asked specific one refuses.

Every expected answer is worked out by hand from the text (the arithmetic is in the comment); every
refusal names the reason the policy predicts.
"""
from __future__ import annotations

from core.packs import load_pack

from reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    # (form, problem, answer, unit)
    ("two measured materials asked by the covering kind",  # 5.91 + 8.11
     "A construction company bought 5.91 tons of gravel and 8.11 tons of sand. "
     "How many tons of material did the company buy in all?", "14.02", "tons"),
    ("three measured materials in a list",  # 1/4 + 1/2 + 3 = 3 3/4
     "A company ordered 0.25 ton of concrete, 0.5 ton of bricks, and 3 tons of stone. "
     "How many tons of material did the company order in all?", "3.75", "tons"),
    ("how much of the covering stuff: its one measure",  # 2 + 1.5
     "Sam used 2 tons of cement and 1.5 tons of gravel. How much material did Sam use?", "3.5", "tons"),
    ("nuts over almonds and pecans",  # 0.14 + 0.38
     "A chef bought 0.14 kilograms of almonds and 0.38 kilograms of pecans. "
     "How many kilograms of nuts did the chef buy in all?", "0.52", "kilograms"),
    ("paraphrase: two sentences, a pronoun",  # 3 + 0.5
     "Maria bought 3 pounds of pecans. Later, she bought 0.5 pound of walnuts. "
     "How many pounds of nuts did Maria buy?", "3.5", "pounds"),
    ("one member asked beside the other",  # only the sand: 8.11
     "A company bought 5.91 tons of gravel and 8.11 tons of sand. How many tons of sand did the company buy?",
     "8.11", "tons"),
    ("holdings of two members, a gift of one",  # 4 + 2 - 1
     "Tom has 4 pounds of pecans and 2 pounds of almonds. He gave 1 pound of pecans to Ann. "
     "How many pounds of nuts does Tom have?", "5", "pounds"),
    ("bags of a stuff told apart by modifiers",  # 0.2 + 0.1
     "While making pastries, a bakery used 0.2 bag of wheat flour and 0.1 bag of white flour. "
     "How many bags of flour did the bakery use in all?", "0.3", "bags"),
    ("of it after a mass noun",  # 0.36 - 0.05
     "Sam had 0.36 pounds of honey, but he ate 0.05 pounds of it. How much honey does Sam have?", "0.31", "pounds"),
    ("another person's purchase is not counted",  # only Kelly's: 2
     "Kelly bought 2 pounds of almonds. Tom bought 3 pounds of pecans. How many pounds of nuts did Kelly buy?",
     "2", "pounds"),
]

REFUSED = [
    # (form, problem, reason)
    ("a measured stuff the kind leaves out (classified elsewhere)",  # apples are fruit, but "material"?
     "A company bought 5 tons of gravel and 3 tons of apples. How many tons of material did the company buy?",
     "ambiguous_reference"),
    ("a measured stuff the pack does not classify",  # is hay material? not said (dirt is, since v13: ADR 0263)
     "A company bought 5 tons of gravel and 3 tons of hay. How many tons of material did the company buy?",
     "ambiguous_reference"),
    ("nuts beside another stuff of the same measure",  # 0.14 only if apples are surely no nuts: refuse
     "A chef bought 0.14 kilograms of almonds and 0.38 kilograms of apples. "
     "How many kilograms of nuts did the chef buy?", "ambiguous_reference"),
    ("members in two units of the measure",  # pounds and kilograms of two stuffs: no exact conversion; v19 reads
     # 1 ton converted exactly, 2002 (ADR 0431; tests/unit/test_reader_v19_lead.py)
     "A chef bought 2 pounds of almonds and 1 kilogram of pecans. How many pounds of nuts did the chef buy?",
     "ambiguous_reference"),
    ("how much of a stuff measured in two units",  # pounds or ounces?
     "Sam bought 2 pounds of honey and 8 ounces of honey. How much honey did Sam buy?", "unit_mismatch"),
    ("a count of members is no amount of material",  # 3 bricks + 2 stones is no weight
     "A company bought 3 bricks and 2 stones. How much material did the company buy?", "unit_mismatch"),
    ("the general stuff eaten may be the asked one",  # the 15 kilograms of nuts may be almonds
     "Kelly has 8 kilograms of almonds and 20 kilograms of walnuts. She ate 15 kilograms of nuts. "
     "How many kilograms of almonds does she have?", "ambiguous_reference"),
    ("a purchase of the general stuff beside the asked one",  # the nuts bought may be almonds
     "Kelly bought 8 kilograms of almonds. She bought 3 kilograms of nuts. "
     "How many kilograms of almonds did she buy?", "ambiguous_reference"),
    ("another person asked",  # Kelly bought nothing said
     "Tom bought 2 pounds of almonds and 3 pounds of pecans. How many pounds of nuts did Kelly buy?", None),
    ("another verb asked",  # nothing was sold
     "Tom bought 2 pounds of almonds and 3 pounds of pecans. How many pounds of nuts did Tom sell?", None),
    ("other measure asked",  # cups of nuts were never said
     "Tom bought 2 pounds of almonds and 3 cups of pecans. How many pounds of nuts did Tom buy?", None),
    ("an unknown member",  # macadamias: not in the pack (cashews are since ADR 0335)
     "Tom bought 2 pounds of almonds and 3 pounds of macadamias. How many pounds of nuts did Tom buy?",
     "unknown_word"),
    ("the covering word counted, not measured",  # how many nuts are 5 pounds?
     "Tom bought 2 pounds of almonds and 3 pounds of pecans. How many nuts did Tom buy?", None),
    ("of it after two stuffs",  # pecans or almonds?
     "Tom has 4 pounds of pecans and 2 pounds of almonds. He gave 1 pound of it to Ann. "
     "How many pounds of nuts does Tom have?", None),
]


test_solved = solved_cases(SOLVED, PACK)


test_refused = refused_cases(REFUSED, PACK)
