"""Reader v16 (ADR 0337): people getting on or off the one vehicle they are counted in, the place left unsaid.

``There were 25 people on the bus. 8 people got off and 5 got on.`` refused before (``got off`` needed the
place named, ``got on`` needed ``more``). The counted people's one holder is a vehicle of the pack, so the bare
phrasal verbs have one place to mean. Things that are not people, a holder that is no vehicle, two holders,
another vehicle or one named anew still refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

BUS = "There were 25 people on the bus."
NOW = "How many people are on the bus now?"

SOLVED = [
    # 25 - 8 = 17
    ("off-bare", f"{BUS} 8 people got off. {NOW}", "17", "people"),
    # the stop is a time phrase; 25 - 8 = 17
    ("off-at-stop", f"{BUS} At the first stop, 8 people got off. {NOW}", "17", "people"),
    # 25 - 8 + 5 = 22
    ("off-and-on", f"{BUS} 8 people got off and 5 people got on. {NOW}", "22", "people"),
    # the second count elides its noun: 25 - 8 + 5 = 22
    ("off-and-on-elided", f"{BUS} At the first stop 8 people got off and 5 got on. {NOW}", "22", "people"),
    # the place named both times: 25 - 8 + 5 = 22
    ("off-and-on-named", f"{BUS} 8 people got off the bus and 5 people got on the bus. {NOW}", "22", "people"),
    # 25 + 5 = 30, without `more`
    ("on-named", f"{BUS} 5 people got on the bus. {NOW}", "30", "people"),
    ("on-bare", f"{BUS} 5 people got on. {NOW}", "30", "people"),
    ("more-on-bare", f"{BUS} 5 more people got on. {NOW}", "30", "people"),
    # three stops: 25 - 8 + 6 - 3 = 20
    ("three-stops", f"{BUS} 8 people got off. 6 people got on. 3 people got off. {NOW}", "20", "people"),
    # a train is a vehicle too: 40 - 12 + 7 = 35
    # a vehicle that holds the people is where they ride: 35 - 12 + 8 = 31
    ("bus-had", "The bus had 35 passengers. At the first stop 12 got off and 8 got on. How many passengers are on the "
     "bus now?", "31", "passengers"),
    ("bus-has-asked-have", "The bus had 35 passengers. 12 passengers got off. How many passengers does the bus have "
     "now?", "23", "passengers"),
    ("train", "There were 40 students on the train. 12 students got off and 7 got on. How many students are on "
     "the train now?", "35", "students"),
]

REFUSED = [
    # a park is no vehicle: off what?
    ("park-off", "There were 25 people at the park. 8 people got off. How many people are at the park now?",
     "ambiguous_reference"),
    # boxes do not get on or off by themselves
    ("boxes-off", "There were 25 boxes on the bus. 8 boxes got off. How many boxes are on the bus now?",
     "ambiguous_reference"),
    # another vehicle
    ("train-on", f"{BUS} 8 people got off the bus. 5 people got on the train. {NOW}", "ambiguous_reference"),
    # a bus named anew: the same bus?
    ("a-bus", f"{BUS} 8 people got on a bus. {NOW}", "ambiguous_reference"),
    # two vehicles hold people: off which?
    ("two-vehicles", "There were 25 people on the bus and 10 people on the train. 8 people got off. " + NOW,
     "ambiguous_reference"),
    # teachers are not the counted students (are they among the people asked?)
    ("other-people", "There were 25 students on the bus. 8 teachers got on. How many students are on the bus "
     "now?", "ambiguous_reference"),
    # things a vehicle holds do not get off by themselves
    ("bus-had-boxes", "The bus had 35 boxes. 12 boxes got off. How many boxes are on the bus now?",
     "ambiguous_reference"),
    # more got off than were there
    ("too-many", f"{BUS} 30 people got off. {NOW}", "negative_holding"),
    # words after the place
    ("tail", f"{BUS} 5 people got on the bus with their bags. {NOW}"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
