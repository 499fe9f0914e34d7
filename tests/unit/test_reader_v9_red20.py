"""Red team 20 (ADR 0154) on ADR 0150's AddSub tail: money made by a told piece of work (work_earnings.py), plans
(plans.py, parser.py's tense checks), relative prices (relative_prices.py), a spend question's place
(spend_places.py), a gain verb's place object as a scene (place_objects.py) and ``There are now N`` as the one
holder's count (sole_holder_now.py). Every answer is worked out by hand from the text; each REFUSED row was
answered wrongly before this round unless its comment says otherwise (the answer it gave is in the comment).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases, with_join_learned

from core.packs import load_pack

PACK = load_pack()
JOIN = with_join_learned(PACK)

SOLVED = [
    # the money before told in the same sentence as the work: 86 - 74 = 12
    ("work-had-and-washed", "Tom had 74 dollars and washed cars. Now he has 86 dollars. How much money did he make "
     "washing cars?", "12", "dollars"),
    # a plain gain beside the work pays nothing: 86 - 74 = 12
    ("work-found-shells", "Tom had 74 dollars. He washed cars. He found 5 shells. Now he has 86 dollars. How much "
     "money did he make washing cars?", "12", "dollars"),
    # a priced purchase between: 74 + x - 5 = 86, x = 17
    ("work-bought-between", "Tom had 74 dollars. He washed cars. He bought a toy for $5. Now he has 86 dollars. How "
     "much money did he make washing cars?", "17", "dollars"),
    # the future question names the plan's own time: 16
    ("plan-asked-its-time", "Jason went to 11 football games this month. He went to 17 games last month, and plans "
     "to go to 16 games next month. How many games will he go to next month?", "16", "games"),
    # done and planned, in all: 5 + 7 = 12
    ("plan-in-all-same-week", "Tom went to 5 games this week. He plans to go to 7 games this week. How many games "
     "will he go to this week in all?", "12", "games"),
    # two lots of the same sort at places, no person: 24 + 61 = 85 (v16, ADR 0330: places that cannot hold one
    # another; the city and the park of the first text may, and that text refuses, test_reader_v16_places.py)
    ("that-two-places", "There are 24 cars on the street and 61 cars in the parking lot. How many cars is that in "
     "all?", "85", "cars"),
    # a count and a single thing with a relative price: 5 + 2 = 7
    ("rel-count-then-one", "Tom bought 2 toys for $5, and a book which was $2. How much did he spend?", "7",
     "dollars"),
    # a buying verb with a relative price: 3 + 4.50 = 7.50
    ("rel-purchased", "Ann purchased a book for $3 and a toy which was $4.50. How much did Ann spend?", "7.5",
     "dollars"),
    # money in an owned place is no scene: 145.16 + 5.84 = 151
    ("spend-pocket", "Tom bought a trumpet for $145.16, and a song book for $5.84. He found $8.65 in his pocket. How "
     "much did he spend at the store?", "151", "dollars"),
]

SOLVED_JOIN = [
    # the place joined is named nowhere else: 5
    ("joined-team-alone", "Sara joined the team. She bought a book for $5. How much did Sara spend?", "5", "dollars"),
    # the band is named once; the store is the question's scene: 145.16 + 5.84 = 151
    ("joined-band-store", "Mike joined his school's band. He bought a trumpet for $145.16, and a song book which was "
     "$5.84. How much did Mike spend at the music store?", "151", "dollars"),
]

REFUSED = [
    # no money before the work is told (answered 86: the money before is not 0)
    ("work-no-money-before", "Tom washed cars. Now he has 86 dollars. How much money did he earn washing cars?"),
    # the holding after the work told in the same sentence is not a holding before (answered 86)
    ("work-and-now-has", "Tom washed cars over the weekend and now has 86 dollars. How much money did he make "
     "washing cars?"),
    # a present holding told first, the past one after the work (answered 9 for 31 - 40 < 0)
    ("work-past-after", "Mike has 31 dollars now. He washed cars. Last week he had 40 dollars. How much money did he "
     "make washing cars?"),
    # another piece of work may have paid too (answered 12)
    ("work-two-works", "Tom had 74 dollars. He baked cookies and washed cars. Now he has 86 dollars. How much money "
     "did he earn baking cookies?"),
    # another piece of work in its own sentence (answered 12)
    ("work-two-works-apart", "Sara had 74 dollars. She baked cookies. She washed cars. Now she has 86 dollars. How "
     "much money did she make baking cookies?"),
    # a sale may have brought money (answered 12)
    ("work-sold-toys", "Mike had 74 dollars. He washed cars. He sold 5 toys. Now he has 86 dollars. How much money "
     "did he make washing cars?"),
    # counted work beside: the lawns may have paid (refused before too; kept refused)
    ("work-mowed-lawns", "Tom had 74 dollars. He washed cars and mowed 5 lawns. Now he has 86 dollars. How much money "
     "did he make washing cars?"),
    # asked in the future about done work (answered 12)
    ("work-will-make", "Fred had 74 dollars. He washed cars. Now he has 86 dollars. How much money will he make "
     "washing cars?"),
    # a future question over done and planned buying, no total word (answered 33; 16 is to come)
    ("plan-will-buy-part", "Tom had 11 apples. He bought 17 apples. He plans to buy 16 more apples. How many apples "
     "will he buy?"),
    # the same, both told for today (answered 33)
    ("plan-will-buy-today", "Sara had 11 apples. She bought 17 apples today. She plans to buy 16 apples today. How "
     "many apples will she buy today?"),
    # a plan asked as done at its own time (answered 16)
    ("plan-asked-done-its-time", "Tom went to 11 games last year and plans to go to 16 games this year. How many "
     "games did he go to this year?"),
    # the same in separate sentences (a plan is not certain, unlike will; refused before too)
    ("plan-asked-done-week", "Tom went to 5 games this week. He plans to go to 7 games this week. How many games did "
     "he go to this week?"),
    # found, not bought: the relative tells its worth (answered 145.16)
    ("rel-found-worth", "Tom found a trumpet which was $145.16. How much did he spend?"),
    # found money at the mall puts him there (answered 151)
    ("spend-found-at-mall", "Tom bought a trumpet for $145.16, and a song book for $5.84. He found $8 at the mall. "
     "How much did he spend at the store?"),
    # bought from the store, asked at the mall (answered 145.16)
    ("spend-from-store", "Tom bought a trumpet for $145.16 from the store. How much did he spend at the mall?"),
    # two books, one price: each or both? (answered 3)
    ("rel-plural-was", "Mike bought 2 books which was $3. How much did he spend?"),
    # a place's count and a person's: are Jason's in the lot? (answered 71)
    ("that-lot-and-person", "There are 40 cars in the lot. Jason has 31 cars. How many cars is that in all?"),
    # fruits held, peaches counted now: how many of the fruits were peaches? (answered 61)
    ("now-kind-held", "Mike had 24 fruits. He picked peaches. There are now 61 peaches. How many peaches did he "
     "pick?"),
    # peaches held, fruit counted now: he may have had other fruit (answered 61)
    ("now-kind-counted", "Mike had 24 peaches. He picked fruit. There are now 61 fruits. How many fruits did he "
     "pick?"),
    # picked for someone: the peaches may be Jason's now (answered 12)
    ("now-picked-for", "Mike had 74 peaches. He picked peaches for Jason. There are now 86 peaches. How many did he "
     "pick?"),
    # the farm's apples may be Tom's now (answered 3)
    ("bought-farm-apples", "Tom had 3 apples. He bought the farm. The farm has 5 apples. How many apples does Tom "
     "have?"),
]

REFUSED_JOIN = [
    # Tom is a player now: 6, not 5 (answered 5)
    ("joined-team-counted", "There were 5 players on the team. Tom joined the team. How many players are on the team "
     "now?"),
    # the same with the team as holder (answered 5)
    ("joined-team-had", "The team had 5 players. Tom joined the team. How many players does the team have now?"),
    # a party of kids (answered 5; 6 with Tom)
    ("joined-party-kids", "There were 5 kids at the party. Tom joined the party. How many kids are at the party now?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
test_solved_join = solved_cases(SOLVED_JOIN, JOIN)
test_refused_join = refused_cases(REFUSED_JOIN, JOIN)
