"""Reader v8 subjects (ADR 0100): ``it`` for the one non-person holder (holders.py), members who didn't show
up (departures.py), ``a team`` as a holder like ``a store``, and the
pack words the MultiArith refusals needed (install, serve, wait, hand out, lunch, trivia,
team, during lunch/dinner/breakfast).
Every answer is worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # it = the school: 5 + 3 = 8
    ("it-school-bought", "The school has 5 buses. It bought 3 more buses. How many buses does the school have?",
     "8", "buses"),
    # it = the store: 40 - 12 = 28
    ("it-store-sold", "A store had 40 shirts. It sold 12 shirts. How many shirts does the store have now?",
     "28", "shirts"),
    # it = the bakery: made 12, sold 5: 12 - 5 = 7
    ("it-bakery-made", "The bakery made 12 pies. It sold 5 pies. How many pies does the bakery have?", "7", "pies"),
    # a person beside the one non-person holder: only the school can be "it": 5 + 3 = 8
    ("it-beside-person", "The school has 5 buses. Tom has 4 buses. It bought 3 more buses. "
                         "How many buses does the school have?", "8", "buses"),
    # serve is a loss of the server; served questions sum the events: 9 + 6 = 15
    ("restaurant-served", "The restaurant served 9 pizzas during lunch and 6 pizzas during dinner. "
                          "The restaurant served 4 pizzas yesterday. How many pizzas were served in total?",
     "19", "pizzas"),
    # didn't show up: 5 - 2 = 3 members there
    ("no-show-left", "A trivia team had 5 members total, but during a game 2 members didn't show up. "
                     "How many members were left?", "3", "members"),
    # did not show up (two words): 12 - 4 = 8
    ("no-show-did-not", "A team had 12 members, but 4 members did not show up. How many members were left?",
     "8", "members"),
    # a separate sentence: "a team" is one team (as "a store"), its members go: 5 - 2 = 3
    ("no-show-next-sentence", "A team had 5 members. 2 members didn't show up. How many members were left?",
     "3", "members"),
    # couldn't come: 9 members, 4 not there: 9 - 4 = 5
    ("no-show-couldnt-come", "A team had 9 members, but 4 members couldn't come. How many members were left?",
     "5", "members"),
    # they = the cafeteria (the one noun entity that acted); lunch is a thing made: 38 - 20 + 28 = 46
    ("cafeteria-lunch", "The school cafeteria had 38 apples. If they used 20 to make lunch for the students and "
                        "then bought 28 more, how many apples would they have?", "46", "apples"),
    # customers to wait on (wait: a scene verb, the purpose of the held customers): 19 - 14 + 36 = 41
    ("waiter-wait-on", "A waiter had 19 customers to wait on. If 14 customers left and he got another 36 "
                       "customers, how many customers would he have?", "41", "customers"),
    # waited on customers who didn't show up: 9 - 4 = 5
    ("waiter-no-show", "A waiter had 9 customers to wait on. If 4 customers didn't show up, how many customers "
                       "did he have?", "5", "customers"),
    # handed out (a form of hand): 30 - 8 = 22
    ("handed-out", "Tom had 30 apples. He handed out 8 apples to Ann. How many apples does Tom have?", "22",
     "apples"),
    # trivia game: 40 + 50 - 4 = 86
    ("trivia-game", "Chloe was playing a trivia game. In the first round she scored 40 points and in the second "
                    "round she scored 50 points. In the last round she lost 4 points. How many points did she "
                    "have at the end of the game?", "86", "points"),
    # v15 (ADR 0310): members are pack people, so "they" are the team's 5 members, each scoring 6: 5 × 6 = 30
    # (until then the row refused: a team with no departure stayed a possible rate per team)
    ("team-no-episode", "A team had 5 members. If each member scored 6 points, how many points did they score?", "30",
     "points"),
]

REFUSED = [
    # two non-person holders: which one is "it"?
    ("it-two-holders", "The school has 5 buses. The library has 3 buses. It bought 3 more buses. "
                       "How many buses does the school have?", "unresolved_pronoun"),
    # the store was only a place someone went to; it never held or did anything
    ("it-place-only", "Tom went to the store. It sold 5 apples. How many apples did the store sell?"),
    # wait takes no quantity (a scene verb)
    ("wait-minutes", "Tom waited 5 minutes. How many minutes did Tom wait?"),
    # no non-person holder at all
    ("it-no-holder", "Tom has 5 buses. It bought 3 more buses. How many buses does Tom have?"),
    # two holders of members: whose members didn't show up?
    ("no-show-two-holders", "A team had 5 members and the school had 4 members, but 2 members didn't show up. "
                            "How many members were left?"),
    # ("no-show-relative": "each member that did show up scored 6 points" is read since ADR 0110;
    #  see test_reader_v8_multi2.py)
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
