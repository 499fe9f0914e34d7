"""Reader v8 multi2 (ADR 0110): the members remaining named by ``that did show up`` (departures.py), what
each member gained asked as the whole amount gained (scores.py). Every answer is worked out by hand from the
text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

TEAM = "A trivia team had 5 members total, but during a game 2 members didn't show up. "

SOLVED = [
    # (5 - 2) members x 6 points = 18
    ("show-up-scored", TEAM + "If each member that did show up scored 6 points, how many points were scored total?",
     "18", "points"),
    # (12 - 4) x 8 = 64
    ("show-up-scored-12", "A trivia team had 12 members total, but during a game 4 members didn't show up. If each "
                          "member that did show up scored 8 points, how many points were scored total?", "64"),
    # "showed up": (5 - 2) x 6 = 18
    ("showed-up", TEAM + "If each member that showed up scored 6 points, how many points were scored total?", "18"),
    # "did they score": everyone's scoring, (5 - 2) x 6 = 18
    ("show-up-they", TEAM + "If each member that did show up scored 6 points, how many points did they score?",
     "18"),
    # no "total": (5 - 2) x 6 = 18
    ("show-up-no-total", TEAM + "If each member that did show up scored 6 points, how many points were scored?",
     "18"),
    # a pack person unit, no departure: 20 x 6 = 120
    ("students-scored", "A class had 20 students. Each student scored 6 points. How many points were scored?", "120"),
    # a person's friends: (5 - 2) x 4 = 12
    ("friends-scored", "Sam had 5 friends, but 2 friends didn't show up. If each friend that did show up scored "
                       "4 points, how many points were scored total?", "12"),
    # both holders' friends each scored: (5 + 4) x 6 = 54
    ("two-holders-no-departure", "Sam had 5 friends and Tom had 4 friends. If each friend scored 6 points, how "
                                 "many points were scored total?", "54"),
]

REFUSED = [
    # "that did show up" with nobody told not to show up: which members?
    ("show-up-no-departure", "A trivia team had 5 members total. If each member that did show up scored 6 points, "
                             "how many points were scored total?", "ambiguous_reference"),
    # they quit: a quitter may have shown up first
    ("show-up-after-quit", "A trivia team had 5 members total, but during a game 2 members quit. If each member "
                           "that did show up scored 6 points, how many points were scored total?",
     "ambiguous_reference"),
    # a holding question over a gain rate: the team's points, or the members'?
    ("scored-holding-question", TEAM + "If each member that did show up scored 6 points, how many points does the "
                                       "team have?", "ambiguous_reference"),
    # points told outside the rate: scored in the game or there before?
    ("scored-points-before", TEAM + "The team had 4 points. If each member that did show up scored 6 points, how "
                                    "many points were scored total?", "ambiguous_reference"),
    # a place in the question: the game's points only?
    ("scored-in-the-game", TEAM + "If each member that did show up scored 6 points, how many points were scored in "
                                  "the game?", "ambiguous_reference"),
    # a doer in the question: Sam did not score the friends' points
    ("scored-by-whom", "Sam had 5 friends, but 2 friends didn't show up. If each friend that did show up scored "
                       "6 points, how many points were scored total by Sam?", "ambiguous_reference"),
    # two holders of the members and one departure: whose members left?
    ("show-up-two-holders", "Sam had 5 friends and Tom had 4 friends. 2 friends didn't show up. If each friend that "
                            "did show up scored 6 points, how many points were scored total?", "ambiguous_reference"),
    # the class's own scoring is not what each student scored
    ("scored-class-question", "A class had 20 students. Each student scored 6 points. How many points did the "
                              "class score?", "ambiguous_reference"),
    # money gained per member: earnings have their own rules
    ("earned-money", TEAM + "If each member that did show up earned 6 dollars, how much money was earned total?"),
    # nobody holds the students
    ("scored-no-holder", "Each student scored 6 points. How many points were scored?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

CAFE = ("The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use the rest to "
        "make pies. ")

SOLVED_REST = [
    # (62 - 8) / 9 = 6
    ("rest-make-pies", CAFE + "If each pie takes 9 apples, how many pies could they make?", "6", "pies"),
    # (96 - 42) / 6 = 9
    ("rest-make-pies-96", "The cafeteria had 96 apples. For lunch they handed out 42 to students and decided to use "
                          "the rest to make pies. If each pie takes 6 apples, how many pies could they make?", "9"),
    # "used the rest", "did they make": (62 - 8) / 9 = 6
    ("rest-used", "The cafeteria had 62 apples. For lunch they handed out 8 to students and used the rest to make "
                  "pies. If each pie takes 9 apples, how many pies did they make?", "6"),
    # "has" as the rate: (62 - 8) / 9 = 6
    ("rest-pie-has", CAFE + "If each pie has 9 apples, how many pies could they make?", "6"),
    # no move, "takes" as the rate: 60 / 6 = 10
    ("pie-takes-no-rest", "Sam had 60 apples. Each pie takes 6 apples. How many pies can Sam make?", "10"),
]

REFUSED_REST = [
    # the rest set aside and a holding question: are the apples for pies still had?
    ("rest-holding-question", CAFE + "If each pie takes 9 apples, how many apples does the cafeteria have?",
     "ambiguous_reference"),
    # the students did not make the pies
    ("rest-other-maker", CAFE + "If each pie takes 9 apples, how many pies did the students make?",
     "ambiguous_reference"),
    # apples moved after the rest was set aside
    ("rest-then-gave", CAFE + "They gave 3 apples to Tom. If each pie takes 9 apples, how many pies could they make?",
     "ambiguous_reference"),
    # 54 / 5 is not whole
    ("rest-remainder", CAFE + "If each pie takes 5 apples, how many pies could they make?", "fractional_count"),
    # no rest named: the cafeteria's apples or the students'?
    ("no-rest-clause", "The cafeteria had 62 apples. For lunch they handed out 8 to students. If each pie takes 9 "
                       "apples, how many pies could they make?", "ambiguous_reference"),
    # the rest of two kinds of things
    ("rest-two-kinds", "The cafeteria had 62 apples and 10 pears. For lunch they handed out 8 apples to students and "
                       "decided to use the rest to make pies. If each pie takes 9 apples, how many pies could they "
                       "make?", "ambiguous_reference"),
    # a rate of things the cafeteria never had
    ("rest-other-things", CAFE + "If each pie takes 9 pears, how many pies could they make?"),
    # a person taking things is a taking, not what a student is made of
    ("takes-person", "Sam has 5 students. Each student takes 3 pencils. How many pencils does Sam have?"),
    # "takes" before another question than how many are made: the dogs may have taken apples from someone
    ("takes-holding-question", "Sam has 3 dogs. Each dog takes 2 apples. How many apples does Sam have?",
     "ambiguous_reference"),
    ("takes-use-question", "Sam has 3 pies. Each pie takes 2 apples. How many apples did Sam use?",
     "ambiguous_reference"),
    # "takes" of hours without a task is not a content rate
    ("takes-hours-no-task", "Each trip takes 3 hours. Sam made 4 trips. How many hours did Sam travel?"),
]

test_solved_rest = solved_cases(SOLVED_REST, PACK)
test_refused_rest = refused_cases(REFUSED_REST, PACK)

BUILD = "A new building needed 14 windows. The builder had already installed 5 of them. "
REST_Q = "If it takes 4 hours to install each window, how long will it take him to install the rest?"

SOLVED_WORK = [
    # (14 - 5) x 4 = 36
    ("need-work-windows", BUILD + REST_Q, "36", "hours"),
    # (10 - 6) x 5 = 20, "each window takes", "had installed", a house
    ("need-work-house", "A new house needed 10 windows. The builder had installed 6 of them. If each window takes 5 "
                        "hours to install, how long will it take him to install the rest?", "20"),
    # no "new": (14 - 5) x 4 = 36
    ("need-work-no-new", "A building needed 14 windows. The builder had already installed 5 of them. " + REST_Q, "36"),
    # the gap itself: 14 - 5 = 9
    ("need-work-gap", BUILD + "How many more windows does the builder need to install?", "9"),
]

REFUSED_WORK = [
    # the builder's own windows: the installed ones are the building's
    ("need-work-holding-question", BUILD + "How many windows does the builder have?", "ambiguous_reference"),
    # two workers on one need: whose rest?
    ("need-work-two-workers", BUILD + "Sam installed 3 of them. If it takes 4 hours to install each window, how long "
                                      "will it take the builder to install the rest?", "ambiguous_reference"),
    # buildings counted: one building's need, or what any building needs?
    ("need-work-counted-things", BUILD + "There are 3 buildings. " + REST_Q, "ambiguous_reference"),
    # windows told outside the need
    ("need-work-other-windows", BUILD + "He broke 2 windows. " + REST_Q, "ambiguous_reference"),
    # more installed than needed
    ("need-work-over", "A new building needed 14 windows. The builder had already installed 16 of them. " + REST_Q,
     "negative_holding"),
    # two needs: "5 of them" of which?
    ("need-work-two-needs", "A new building needed 14 windows. A new house needed 10 windows. The builder had "
                            "already installed 5 of them. " + REST_Q),
    # not a part of the need: the builder's own windows, no goal of his
    ("need-work-not-partitive", "A new building needed 14 windows. The builder had already installed 5 windows. "
                                + REST_Q),
]

test_solved_work = solved_cases(SOLVED_WORK, PACK)
test_refused_work = refused_cases(REFUSED_WORK, PACK)

ROOM = "There were 9 people in the room. "

SOLVED_LINE = [
    # 9 - 6 + 3 = 6: a departure phrase of a part, then more of the one unit in play joining by "got in"
    ("tired-left-more-got-in", ROOM + "If 6 of them got tired of waiting and left and 3 more got in the room, how "
                                      "many people would be in the room?", "6"),
    # 9 - 6 = 3
    ("tired-left", ROOM + "If 6 of them got tired of waiting and left, how many people would be in the room?", "3"),
    # any departure word after "N of them": 9 - 6 = 3
    ("part-quit", ROOM + "If 6 of them quit, how many people would be in the room?", "3"),
    # a named unit arriving by "got in": 9 + 3 = 12
    ("birds-got-in", "There were 9 birds in the tree. 3 more birds got in the tree. How many birds are in the tree?",
     "12"),
]

REFUSED_LINE = [
    # they got in somewhere else
    ("got-in-elsewhere", ROOM + "If 6 of them got tired of waiting and left and 3 more got in the car, how many "
                                "people would be in the room?", "ambiguous_reference"),
    # "got in" tied to nothing
    ("got-in-bare", ROOM + "If 6 of them got tired of waiting and left and 3 more got in, how many people would be "
                           "in the room?"),
    # two groups: which one did they leave?
    ("left-two-groups", "There were 9 people in the room and 4 people in the car. If 6 of them got tired of waiting "
                        "and left, how many people would be in the room?", "ambiguous_reference"),
    # "3 more" of which unit?
    ("more-two-units", "There were 9 people in the room and 5 cats. If 2 more got in the room, how many people would "
                       "be in the room?", "ambiguous_reference"),
    # Sam's apples are not a group that others join
    ("more-owned", "Sam had 9 apples. 3 more got in the basket. How many apples does Sam have?",
     "ambiguous_reference"),
]

test_solved_line = solved_cases(SOLVED_LINE, PACK)
test_refused_line = refused_cases(REFUSED_LINE, PACK)
