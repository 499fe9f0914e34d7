"""Reader v8 red team 5 (ADR 0107): repeated events (repeats.py) and things gained for someone
(beneficiaries.py). Every answer is worked out by hand from the text; the ambiguous forms refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # --- gained for someone: the event itself does not depend on who holds the things ---
    # bought 5 for Tom: he bought 5
    ("for-name-event", "Sam bought 5 apples for Tom. How many apples did Sam buy?", "5", "apples"),
    # baked 12 for her friends: she baked 12
    ("for-friends-event", "Mary baked 12 cookies for her friends. How many cookies did Mary bake?", "12", "cookies"),
    # made 3 cakes for the party: he made 3
    ("for-party-event", "Tom made 3 cakes for the party. How many cakes did he make?", "3", "cakes"),
    # 5 for Tom + 4 for Lisa: 9 bought
    ("for-two-people-event", "Sam bought 5 apples for Tom. Sam bought 4 apples for Lisa. How many apples did Sam buy?",
     "9", "apples"),
    # 5 for the class, then 7 more: 12 picked
    ("for-class-then-more-event", "Mary picked 5 apples for the class. She picked 7 more apples. "
                                  "How many apples did she pick?", "12", "apples"),
    # a passive event question: 12 were baked
    ("for-name-passive", "Sam baked 12 cookies for Tom. How many cookies were baked?", "12", "cookies"),
    # two bakers for the party, asked what they baked: 20
    ("for-party-group-event", "Sam and Tom baked 20 cookies for the party. How many cookies did they bake?",
     "20", "cookies"),
    # v18 (ADR 0392): 5 apples on each of 3 days, 2 apples for each of 3 friends — the counts are told
    ("on-each-of-days", "Sam picked 5 apples on each of 3 days. How many apples did he pick?", "15", "apples"),
    ("for-each-friend", "Sam bought 2 apples for each of his 3 friends. How many apples did he buy?", "6", "apples"),
    # --- money got for a thing that is no person: the reason it was paid; the gainer keeps it ---
    # 20 for his allowance - 5 spent = 15
    ("allowance-spent", "Sam got 20 dollars for his allowance. He spent 5 dollars. How much money does he have?",
     "15", "dollars"),
    # 5 + 3 (another 3 for his allowance) = 8
    ("allowance-another", "Adam had 5 dollars. He got another 3 dollars for his allowance. "
                          "How much money does he have now?", "8", "dollars"),
    # saved 12 for the trip: she has 12
    ("saved-for-trip", "Mary saved 12 dollars for the trip. How much money does Mary have?", "12", "dollars"),
    # --- things the story itself has the gainer sell or give on stay the gainer's ---
    # 30 made, 9 sold, 28 more made: 30 - 9 + 28 = 49
    ("bake-sale-sold", "For the school bake sale Carol made 30 cupcakes. If she sold 9 of them and then made 28 "
                       "more, how many cupcakes would she have?", "49", "cupcakes"),
    # 20 baked for the party, 5 given to Tom: 15 left
    ("party-then-gave", "Mary baked 20 cookies for the party. She gave 5 cookies to Tom. "
                        "How many cookies does she have left?", "15", "cookies"),
    # money spent on things for someone is the spender's all the same: 20 - 6 = 14
    ("spent-on-for-name", "Sam had 20 dollars. He spent 6 dollars on apples for Tom. "
                          "How much money does Sam have left?", "14", "dollars"),
    # 3 packs × 4 cookies bought, whoever holds them: 12
    ("packs-for-friends-event", "Mary bought 3 packs of cookies for her friends. Each pack has 4 cookies. "
                                "How many cookies did Mary buy?", "12", "cookies"),
    # --- a price phrase with 'for' is no beneficiary ---
    ("for-price", "Sam bought 5 apples for 2 dollars. How many apples does Sam have?", "5", "apples"),
    ("for-price-each", "Sam bought 5 apples for 2 dollars each. How many apples does Sam have?", "5", "apples"),
    # --- 'for lunch' is a bare circumstance, not someone ---
    ("for-bare-lunch", "Sam bought 5 apples for lunch. How many apples does Sam have?", "5", "apples"),
    # --- a rate read of 'every day' is counted per period (unit rates, unchanged) ---
    # 20 a day × 3 days = 60
    ("every-day-rate-days", "A baker bakes 20 cakes every day. How many cakes does the baker bake in 3 days?",
     "60", "cakes"),
    # 5 each day × 4 days = 20
    ("each-day-rate-days", "Sam picked 5 apples each day. How many apples did he pick in 4 days?", "20", "apples"),
    # 7 a day × 3 days = 21
    ("a-day-rate-days", "Mary picked 7 apples a day. How many apples did she pick in 3 days?", "21", "apples"),
    # 4 every hour × 5 hours = 20
    ("every-hour-rate", "Tom collected 4 stamps every hour. How many stamps did he collect in 5 hours?",
     "20", "stamps"),
    # --- 'again' / 'another' repeat the action once, stated in full ---
    # 10 - 2 - 2 = 6
    ("gave-again", "Sam has 10 apples. He gave 2 apples to Lisa. He gave 2 apples to Lisa again. "
                   "How many apples does Sam have?", "6", "apples"),
    # 5 + 5 = 10
    ("picked-again", "Sam picked 5 apples. He picked 5 apples again. How many apples did he pick?", "10", "apples"),
    # 5 + 3 = 8
    ("another-on-tuesday", "Sam picked 5 apples on Monday. He picked another 3 apples on Tuesday. "
                           "How many apples did he pick?", "8", "apples"),
]

REFUSED = [
    # --- repeated events: the number of periods is never read ---
    ("every-day-give-end", "Sam has 20 apples. He gives 2 apples to Tom every day. How many apples does Sam have?",
     "unknown_quantity"),
    ("each-day-give-end", "Mary has 20 apples. She gives 3 apples to Tom each day. How many apples does Mary have?",
     "unknown_quantity"),
    ("every-day-lead", "Sam has 20 apples. Every day he gives 2 apples to Tom. How many apples does Sam have?",
     "unknown_quantity"),
    ("each-day-lead-comma", "Sam has 10 apples. Each day, he gives 2 apples to Tom. How many apples does Sam have?",
     "unknown_quantity"),
    ("every-day-receiver", "Sam has 10 apples. Every day he gave Tom 2 apples. How many apples does Tom have?",
     "unknown_quantity"),
    ("every-day-double-object", "Lisa has 12 stamps. Sam gave Lisa 5 stamps every day. "
                                "How many stamps does Lisa have?", "unknown_quantity"),
    ("every-day-lost", "Tom had 30 marbles. He lost 3 marbles every day. How many marbles does he have?"),
    ("each-day-eat", "Sam has 10 apples. He eats 2 apples each day. How many apples does he have left?"),
    ("a-day-eat", "Sam has 10 apples. He eats 2 apples a day. How many apples does he have left?"),
    ("daily-eat", "Sam has 10 apples. He eats 2 apples daily. How many apples does he have left?"),
    ("every-week-got", "Sam had 3 books. He bought 2 books every week. How many books does he have now?"),
    ("twice-a-week", "Sam has 10 apples. He gave 2 apples to Tom twice a week. How many apples does he have?"),
    ("each-morning", "Sam has 9 apples. Each morning he gives 2 apples to Tom. How many apples does Sam have?"),
    ("every-day-no-count", "Sam picked 5 apples every day. How many apples did he pick?"),
    ("per-day-no-count", "Sam picked 5 apples per day. How many apples did he pick?"),
    ("if-every-day", "Sam had 30 shells. If he found 3 shells every day, how many shells would he have?"),
    # "every-day-for-days" ("Sam picked 5 apples every day for 3 days. How many apples did he pick?") reads 15
    # since reader v14 (span_rates.py, ADR 0283): the span counts the days; it is a solved case of
    # test_reader_v14_cov-groups.py now.
    # "on-each-of-days" ("Sam picked 5 apples on each of 3 days. How many apples did he pick?") reads 15 since
    # reader v18 (each_of_counts.py, ADR 0392): the phrase counts the days; it is a solved case below.
    ("every-other-day", "Sam picked 5 apples every other day. How many apples did he pick?"),
    ("twice-no-count", "Sam had 4 apples. He bought 3 apples twice. How many apples does he have?"),
    ("did-this-again", "Sam has 10 apples. He gave 2 apples to Tom. He did this again. "
                       "How many apples does he have?"),
    ("same-number-tuesday", "Sam picked 5 apples on Monday. He picked the same number of apples on Tuesday. "
                            "How many apples did he pick?"),
    ("times-no-count", "Sam picked 5 apples 3 times. How many apples did he pick?"),
    # --- gained for someone: who holds the things is open ---
    ("for-name-buyer-holds", "Sam had 3 apples. Sam bought 5 apples for Tom. How many apples does Sam have?",
     "ambiguous_reference"),
    ("for-name-bare-holding", "Sam bought 5 apples for Tom. How many apples does Sam have?", "ambiguous_reference"),
    ("for-name-receiver", "Tom has 2 apples. Sam bought 5 apples for Tom. How many apples does Tom have?"),
    ("for-name-receiver-new", "Sam bought 5 apples for Tom. How many apples does Tom have?"),
    ("for-friends-holding", "Mary baked 12 cookies for her friends. How many cookies does Mary have?",
     "ambiguous_reference"),
    ("for-party-holding", "Tom made 3 cakes for the party. How many cakes does Tom have?", "ambiguous_reference"),
    ("for-party-leading", "For the party, Sam made 5 cakes. How many cakes does he have?", "ambiguous_reference"),
    ("for-mother-now", "Sam had 9 books. He bought 5 books for his mother. How many books does he have now?",
     "ambiguous_reference"),
    ("for-class-in-all", "Mary had 20 stamps. She collected 4 stamps for the class. "
                         "How many stamps does Mary have in all?", "ambiguous_reference"),
    ("for-friends-more", "Sam picked 5 apples for his friends. He picked 3 more apples. "
                         "How many apples does he have?", "ambiguous_reference"),
    ("for-friends-ate", "Sam baked 20 cookies for his friends. He ate 4 cookies. "
                        "How many cookies does he have left?", "ambiguous_reference"),
    ("for-group-total", "Sam and Tom baked 20 cookies for the party. How many cookies do they have?",
     "ambiguous_reference"),
    ("for-bake-sale-holding", "Mary baked 24 cupcakes for the bake sale. How many cupcakes does Mary have?",
     "ambiguous_reference"),
    ("for-if-clause", "Sam had 2 apples. If Sam bought 5 apples for the party, how many apples does Sam have?",
     "ambiguous_reference"),
    ("ordered-for-friends", "Sam ordered 5 pizzas for his friends. How many pizzas does Sam have?",
     "ambiguous_reference"),
    ("knitted-for-friends", "Sam knitted 5 hats for his friends. How many hats does Sam have?",
     "ambiguous_reference"),
    ("received-for-name", "Sam received 5 apples for Tom. How many apples does Sam have?", "ambiguous_reference"),
    ("for-possessive-party", "Sam made 5 cakes for Tom's party. How many cakes does Sam have?",
     "ambiguous_reference"),
    ("saved-for-name", "Sam saved 12 dollars for Tom. How much money does Sam have?", "ambiguous_reference"),
    ("packs-for-friends-contents", "Mary bought 3 packs of cookies for her friends. Each pack has 4 cookies. "
                                   "How many cookies does Mary have?", "ambiguous_reference"),
    ("double-object-buy", "Tom had 2 apples. His mom bought him 5 apples. How many apples does Tom have?"),
    # "for-each-friend" ("Sam bought 2 apples for each of his 3 friends. How many apples did he buy?") reads 6
    # since reader v18 (each_of_counts.py, ADR 0392): a solved case below.
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
