"""Reader v9 AddSub tail families (ADR 0150): money made by a told piece of work (work_earnings.py), a planned
event as a future event (plans.py), a price told by a relative clause (relative_prices.py), a spend question's
place as the scene of a story that names none (spend_places.py), ``How many X is that in all?``
(that_totals.py), a gain verb with a definite place object as a scene (place_objects.py) and ``There are now
N X`` as the one holder's count (sole_holder_now.py, with ``to stock up`` as a purpose). Every answer is
worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases, with_join_learned

from core.packs import load_pack

PACK = load_pack()
JOIN = with_join_learned(PACK)

SOLVED = [
    # work: 86 - 74 = 12
    ("work-make-washing", "Last week Tom had 74 dollars. He washed cars over the weekend and now has 86 dollars. How "
     "much money did he make washing cars?", "12", "dollars"),
    # another holder beside: 86 - 23 = 63
    ("work-two-holders", "Last week Fred had 23 dollars and Jason had 46 dollars. Fred washed cars over the weekend "
     "and now has 86 dollars. How much money did Fred make washing cars?", "63", "dollars"),
    # earn, separate sentences: 90 - 15 = 75
    ("work-earn-baking", "Ann had 15 dollars. She baked cookies. Now she has 90 dollars. How much money did she earn "
     "baking cookies?", "75", "dollars"),
    # a spending between: 74 - 10 + x = 86, x = 22
    ("work-spent-between", "Tom had 74 dollars. He washed cars. He spent 10 dollars. Now he has 86 dollars. How much "
     "money did he earn washing cars?", "22", "dollars"),
    # plan: 11 + 17 + 16 = 44, asked in the future
    ("plan-in-all", "Jason went to 11 football games this month. He went to 17 games last month, and plans to go "
     "to 16 games next month. How many games will he attend in all?", "44", "games"),
    # a distractor price: 9 + 8 + 7 = 24
    ("plan-with-price", "Nancy went to 9 football games this month. She went to 8 games last month, and plans to go "
     "to 7 games next month. She paid 3 dollars for the tickets. How many games will she attend in all?", "24",
     "games"),
    # is planning to: 5 + 6 = 11
    ("plan-is-planning", "Sam went to 5 games this year. He is planning to go to 6 games next year. How many games "
     "will Sam go to in all?", "11", "games"),
    # a future holding question: 11 + 5 = 16
    ("plan-buy-will-have", "Jason has 11 apples. He plans to buy 5 apples tomorrow. How many apples will he have?",
     "16", "apples"),
    # the future event named by its own time only: 33 planted today (55 - 22)
    ("will-today", "There are 22 trees in the park. Park workers will plant trees today. When the workers are "
     "finished there will be 55 trees in the park. How many trees did the workers plant today?", "33", "trees"),
    # relative price: 145.16 + 5.84 = 151
    ("which-was-price", "Mike bought a trumpet for $145.16, and a song book which was $5.84. How much did Mike "
     "spend?", "151", "dollars"),
    # that cost: 3 + 4.50 = 7.50
    ("that-cost-price", "Ann bought a book for $3 and a toy that cost $4.50. How much did Ann spend?", "7.5",
     "dollars"),
    # the one holder's peaches now: 86 - 34 = 52
    ("now-sole-holder-stock", "Mike had 34 peaches at his roadside fruit dish. He went to the orchard and picked "
     "peaches to stock up. There are now 86 peaches. how many did he pick?", "52", "peaches"),
    # pears beside, no purpose: 61 - 24 = 37
    ("now-sole-holder-pears", "Sara had 24 peaches and 37 pears at her fruit dish. She went to the orchard and "
     "picked peaches. There are now 61 peaches. how many did she pick?", "37", "peaches"),
    # a loss: 24 - 11 = 13
    ("now-sole-holder-ate", "Sara had 24 peaches. She ate some peaches. There are now 11 peaches. How many did she "
     "eat?", "13", "peaches"),
    # her holding now is the count: 61
    ("now-sole-holder-holding", "Sara had 24 peaches. She picked peaches. There are now 61 peaches. How many "
     "peaches does Sara have?", "61", "peaches"),
    # that in all: 3884 + 2871 = 6755
    ("that-in-all", "A company produced 3884 cars in the city and 2871 cars in the park. How many cars is that in "
     "all?", "6755", "cars"),
    # two holders: 5 + 3 = 8
    ("that-in-all-holders", "Tom has 5 cars. Sam has 3 cars. How many cars is that altogether?", "8", "cars"),
]

SOLVED_JOIN = [
    # three things, the last by a relative: 149.16 + 9.98 + 4.14 = 163.28; the found money is no spending
    ("which-was-three", "Joan joined her school's band. She bought a trumpet for $149.16, a music tool for $9.98, "
     "and a song book which was $4.14. Joan found $8.65 in her pocket. How much did Joan spend at the music "
     "store?", "163.28", "dollars"),
    # the store as the scene: 142.46 + 8.89 + 7 = 158.35
    ("spend-at-store", "Jason joined his school's band. He bought a flute for $142.46, a music tool for $8.89, and "
     "a song book for $7. How much did Jason spend at the music store?", "158.35", "dollars"),
    # no band: the scene sentence is the only change; 5
    ("joined-team-scene", "Sara joined the team. She bought a book for $5. How much did Sara spend?", "5", "dollars"),
    # joined as arrival: (7 + 2) * 7 = 63
    ("joined-players", "There were 7 friends playing a video game online when 2 more players joined the game. If "
     "each player had 7 lives, how many lives did they have total?", "63", "lives"),
]

REFUSED = [
    # the work named in the question is not told
    ("work-other-work", "Tom had 74 dollars. He washed cars. Now he has 86 dollars. How much money did he earn "
     "mowing lawns?"),
    # another person's work
    ("work-other-person", "Tom had 74 dollars. He washed cars. Now he has 86 dollars. How much money did Jason earn "
     "washing cars?"),
    # a counted work: the cars, not the pay
    ("work-counted", "Tom had 74 dollars. He washed 5 cars. Now he has 86 dollars. How much money did he earn "
     "washing cars?"),
    # money made by the same verb elsewhere: the sum of both?
    ("work-made-before", "Tom had 74 dollars. He made 5 dollars. He washed cars. Now he has 86 dollars. How much "
     "money did he make washing cars?"),
    # no gerund: made by what?
    ("work-no-gerund", "Tom had 74 dollars. He washed cars. Now he has 86 dollars. How much money did he make?"),
    # the plan asked in the past
    ("plan-asked-past", "Jason went to 11 football games this month. He went to 17 games last month, and plans to "
     "go to 16 games next month. How many games did he attend in all?"),
    # a future event asked in the past (answered 27 before v9)
    ("will-asked-past", "Jason went to 11 games. He will go to 16 games tomorrow. How many games did he go to in "
     "all?"),
    # done and to come on the same day, asked in the past
    ("will-same-day", "Jason went to 11 games today. He will go to 16 games today. How many games did he go to "
     "today?"),
    # planned: done or not?
    ("planned-past", "Jason went to 11 games this month. He planned to go to 16 games next month. How many games "
     "will he attend in all?"),
    # a plan and a present holding question
    ("plan-holding-now", "Jason has 11 apples. He plans to buy 5 apples tomorrow. How many apples does he have?"),
    # which was: not a price
    ("which-was-red", "Mike bought a toy for $145.16, and a book which was red. How much did Mike spend?"),
    # a story place other than the asked one
    ("spend-other-place", "Mike went to the mall. Mike bought a toy for $145.16, and a book for $5.84. How much did "
     "Mike spend at the store?"),
    # a purchase placed elsewhere
    ("spend-placed-purchase", "Mike bought a toy for $14 at the mall. He bought a book which was $5. How much did "
     "Mike spend at the store?"),
    # that after things taken away: made, sold or kept?
    ("that-after-loss", "A company produced 5 cars. It sold 2 cars. How many cars is that in all?"),
    # two holders of peaches: whose are the 61?
    ("now-two-holders", "Sara had 24 peaches. Tom had 5 peaches. She picked peaches. There are now 61 peaches. How "
     "many did she pick?"),
    # no now: when?
    ("now-missing", "Sara had 24 peaches. She picked peaches. There are 61 peaches. How many did she pick?"),
    # the count is at a place
    ("now-at-place", "Sara had 24 peaches. She picked peaches. There are now 61 peaches in the basket. How many "
     "did she pick?"),
    # given to someone: the 11 may be anyone's
    ("now-given", "Sara had 24 peaches. She gave some peaches to Tom. There are now 11 peaches. How many did she "
     "give to Tom?"),
    # the world held peaches first
    ("now-world-first", "There were 24 peaches. Sara picked peaches. There are now 61 peaches. How many did she "
     "pick?"),
    # that without a total word
    ("that-no-total", "Tom has 5 cars. Sam has 3 cars. How many cars is that?"),
]

REFUSED_JOIN = [
    # one band of several: counted, not a scene
    ("joined-a-band", "Tom joined a band. He bought a book for $5. How much did Tom spend?"),
    # a place that may hold counted things
    ("found-the-box", "Tom got the box. There are 5 apples in the box. How many apples are in the box?"),
    # joining a team gives Tom no players
    ("joined-team-players", "Tom joined the team. The team has 5 players. How many players does Tom have?"),
    # words after the place
    ("joined-band-more", "Tom joined the band with 3 friends. He bought a book for $5. How much did Tom spend?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_solved_join = solved_cases(SOLVED_JOIN, JOIN)
test_refused_join = refused_cases(REFUSED_JOIN, JOIN)
test_refused = refused_cases(REFUSED, PACK)
