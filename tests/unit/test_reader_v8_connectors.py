"""Reader v8 connectors (ADR 0104): seats on each container beside the people who need them (seats.py),
a purpose ``to take the trip`` ending a containers question, and a purchase told through the money that
paid for it (money_use.py). Every answer is worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

TRIP = "The school is planning a field trip. "

SOLVED = [
    # 14 students, 2 seats (2 students) per bus: 14 / 2 = 7 buses
    ("seats-trip", TRIP + "There are 14 students and 2 seats on each school bus. "
                          "How many buses are needed to take the trip?", "7", "buses"),
    # 180 / 60 = 3
    ("seats-trip-large", TRIP + "There are 180 students and 60 seats on each school bus. "
                                "How many buses are needed to take the trip?", "3", "buses"),
    # no purpose phrase: 45 / 9 = 5
    ("seats-bare-question", "There are 45 students and 9 seats on each school bus. How many buses are needed?",
     "5", "buses"),
    # plain container: 28 / 7 = 4
    ("seats-plain-bus", "There are 28 students and 7 seats on each bus. How many buses are needed to take the trip?",
     "4", "buses"),
    # "in each car": 12 / 2 = 6
    ("seats-in-each-car", "There are 12 boys and 2 seats in each car. How many cars will they need?", "6", "cars"),
    # girls alone: 14 / 2 = 7
    ("seats-girls", "There are 14 girls and 2 seats on each bus. How many buses are needed?", "7", "buses"),
    # one seat each: 9 / 1 = 9
    ("seats-one-each", "There are 9 students and 1 seat on each bus. How many buses are needed?", "9", "buses"),
    # 34 - 17 + 7 = 24
    ("money-he-earned", "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new "
                        "books, how many books would Kaleb have?", "24", "books"),
    # 5 - 4 + 38 = 39
    ("money-more-than-sold", "Tom had 5 books. If he sold 4 of them and used the money he earned to buy 38 new "
                             "books, how many books would Tom have?", "39", "books"),
    # no relative: 34 - 17 + 7 = 24
    ("money-bare", "Kaleb had 34 books. He sold 17 of them and used the money to buy 7 new books. "
                   "How many books does Kaleb have?", "24", "books"),
    # a name in the relative: 20 - 5 + 3 = 18
    ("money-name-relative", "Adam had 20 books. Adam sold 5 of them and used the money Adam made to buy 3 new books. "
                            "How many books does Adam have?", "18", "books"),
    # 34 - 17 + 7 - 4 = 20
    ("money-then-gift", "Kaleb had 34 books. He sold 17 of them and used the money to buy 7 new books. "
                        "He gave 4 books to Sam. How many books does Kaleb have?", "20", "books"),
    # the purchase is of another kind: the books are 34 - 17 = 17
    ("money-other-kind-books", "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 "
                               "new games, how many books would Kaleb have?", "17", "books"),
    # and the games are the 7 bought
    ("money-other-kind-games", "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 "
                               "new games, how many games would Kaleb have?", "7", "games"),
]

REFUSED = [
    # seats: a remainder (15 / 2) never rounds
    ("seats-remainder", "There are 15 students and 2 seats on each school bus. How many buses are needed to take "
                        "the trip?", "fractional_count"),
    ("seats-zero", "There are 14 students and 0 seats on each bus. How many buses are needed?", "division_by_zero"),
    # the purpose names counted people (which of them?), more words, or a number: not read
    ("seats-purpose-people", "There are 14 students and 2 seats on each bus. How many buses are needed to take "
                             "the students?"),
    ("seats-purpose-more-words", "There are 14 students and 2 seats on each bus. How many buses are needed to take "
                                 "the trip to the zoo?"),
    ("seats-purpose-number", "There are 14 students and 2 seats on each bus. How many buses are needed to take "
                             "4 trips?"),
    ("seats-purpose-container", "There are 14 students and 2 seats on each bus. How many buses are needed to take "
                                "the bus?"),
    # not people, seats with a modifier, three quantities, seats first
    ("seats-not-people", "There are 14 apples and 2 seats on each bus. How many buses are needed?"),
    ("seats-modified", "There are 14 students and 2 window seats on each bus. How many buses are needed?"),
    ("seats-three-lists", "There are 14 students, 3 teachers and 2 seats on each bus. How many buses are needed?"),
    ("seats-order", "There are 2 seats and 14 students on each bus. How many buses are needed?"),
    # other buses held: containers and holdings at once
    ("seats-held-buses", "There are 14 students and 2 seats on each bus. There are 3 red buses. "
                         "How many buses are needed?", "ambiguous_reference"),
    # the seats are not held by anyone: how many seats is not a count the text gives
    ("seats-asked-seats", "There are 14 students and 2 seats on each bus. How many seats are there?"),
    # the students inside buses nobody holds
    ("seats-asked-students", "There are 14 students and 2 seats on each school bus. How many students are there?"),
    ("seats-words-after", "There are 14 students and 2 seats on each bus today at noon for fun. How many buses "
                          "are needed?"),
    ("seats-no-each", "There are 14 students and 2 seats on the bus. How many buses are needed?"),
    # other people counted beside the seated ones (before or after): do they ride too?
    ("seats-other-people-after", "There are 14 girls and 2 seats on each bus. There are 6 boys. "
                                 "How many buses are needed?", "ambiguous_reference"),
    ("seats-other-people-before", "There are 6 boys. There are 14 girls and 2 seats on each bus. "
                                  "How many buses are needed to take the trip?", "ambiguous_reference"),
    # seats and a stated capacity disagree
    ("seats-two-rates", "There are 14 students and 2 seats on each bus. Each bus holds 3 students. "
                        "How many buses are needed?", "contradiction"),
    ("seats-two-containers", "There are 14 students and 2 seats on each bus and 3 seats on each van. "
                             "How many buses are needed?"),
    ("seats-purpose-for-people", "There are 14 students and 2 seats on each bus. How many buses are needed "
                                 "for the girls?"),
    ("seats-purpose-some-people", "There are 14 students and 2 seats on each bus. How many buses are needed to "
                                  "take the girls?"),
    # money: priced or counted money stays refused (the purchase would change a stated amount)
    ("money-priced", "Kaleb had 34 books. If he sold 17 of them for $5 each and used the money he earned to buy 7 "
                     "new books, how many books would Kaleb have?"),
    ("money-held-dollars", "Kaleb had 34 books and 20 dollars. If he sold 17 of them and used the money he earned "
                           "to buy 7 new books, how many books would Kaleb have?"),
    ("money-held-dollars-2", "Kaleb had 34 books. He had $20. He sold 17 books and used the money he earned to buy "
                             "7 new books. How many books does Kaleb have?"),
    # no number after the purchase, no purchase, or no purpose at all
    ("money-no-number", "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy new books, "
                        "how many books would Kaleb have?"),
    ("money-not-buy", "Kaleb had 34 books. If he sold 17 of them and used the money he earned to give 7 books, "
                      "how many books would Kaleb have?"),
    ("money-no-purpose", "Kaleb had 34 books. If he sold 17 of them and used the money he earned, how many books "
                         "would Kaleb have?"),
    ("money-other-seller", "Kaleb had 34 books. If Sam sold 17 of them and used the money he earned to buy 7 new "
                           "books, how many books would Kaleb have?"),
    ("money-some-of", "Kaleb had 34 books. He sold 17 of them and used some of the money to buy 7 new books. "
                      "How many books does Kaleb have?"),
    ("money-half", "Kaleb had 34 books. He sold 17 of them and used half the money to buy 7 new books. "
                   "How many books does Kaleb have?"),
    ("money-asked", "Kaleb had 34 books. He sold 17 of them and used the money to buy 7 new books. "
                    "How much money does Kaleb have?"),
    ("money-used-books", "Kaleb had 34 books. He sold 17 of them and used the books to buy 7 new games. "
                         "How many books does Kaleb have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
