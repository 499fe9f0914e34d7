"""Reader v13 (ADR 0266, so-c): a bare verb after a modal (`Marie can bike`, modal_verbs.py), several named
travellers' legs added (legs_together.py), a game's name as a manner gerund's object (sport_gerunds.py), a spend
question that tells the count bought (told_purchases.py), equal portions of one container's contents
(portions.py).

Every answer is worked out by hand from the text; the near misses (another verb, person, unit, container or
stuff, a pronoun that does not fit, a count told twice, a portion that does not divide the contents, an extra
sentence) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # modal + bike: 12 miles an hour × 31 hours = 372
    ("can-bike-speed", "Marie can bike at a speed of 12 miles an hour. How far can she bike in 31 hours?", "372",
     "miles"),
    # a name in the inverted question: 15 × 4 = 60
    ("will-name-bike", "Julia can bike 15 miles per hour. How many miles will Julia bike in 4 hours?", "60",
     "miles"),
    # 'biked' is a travel verb form: 20 miles at 4 miles per hour takes 20 ÷ 4 = 5 hours
    ("biked-time", "Christine biked 20 miles at 4 miles per hour. How long did Christine bike?", "5", "hours"),
    # two travellers' legs added, each with a purpose: 679 + 998 = 1677
    ("total-number-of-miles", "Darius drove 679 miles to visit his grandmother. Julia drove 998 miles to visit her "
     "grandmother. What is the total number of miles Darius and Julia drove?", "1677", "miles"),
    # how many … did A and B <verb> in all: 12 + 30 = 42
    ("how-many-did-a-and-b", "Tom walked 12 miles. Ann walked 30 miles. How many miles did Tom and Ann walk in "
     "all?", "42", "miles"),
    # a traveller left out of the question: 5 + 2 + 7 = 14 (Tom's and Ann's legs only)
    ("two-of-three", "Tom walked 5 miles. Then he walked 2 miles. Ann walked 7 miles. Lisa walked 40 miles. How "
     "far did Tom and Ann walk?", "14", "miles"),
    # a journey word takes any verb: 3 + 4 = 7
    ("journey-word", "Tom drove 3 miles. Ann walked 4 miles. How far did Tom and Ann travel in all?", "7",
     "miles"),
    # three travellers and a unit asked: 1 mile = 1760 yards; 1760 + 40 + 200 = 2000
    ("three-yards", "Tom ran 1 mile. Ann ran 40 yards. Lisa ran 200 yards. How many yards did Tom, Ann and Lisa "
     "run?", "2000", "yards"),
    # playing soccer changes no count; last season and this season: 156 + 187 = 343
    ("playing-soccer", "Jorge scored 156 goals playing soccer last season. This season he scored 187 goals. What "
     "is the total number of goals Jorge scored?", "343", "goals"),
    # a list of counts each with its game: 15 + 12 = 27
    ("playing-tennis-golf", "Ann won 15 tickets playing tennis and 12 tickets playing golf. How many tickets did "
     "she win?", "27", "tickets"),
    # the count is told in the question: 12 × 15 = 180
    ("spend-for-the-12", "Ellen went to a garage sale to buy chairs. Each chair cost 15 dollars. How much money "
     "did Ellen spend for the 12 chairs she bought?", "180", "dollars"),
    # in cents, 'on' and no relative clause: 6 × 25 = 150 cents
    ("spend-on-cents", "Lisa went to the store. Each pencil costs 25 cents. How much money did Lisa spend for 6 "
     "pencils?", "150", "cents"),
    # the money she had is no purchase: 3 × 2.5 = 7.5
    ("spend-beside-money", "Ellen had 50 dollars. Each chair costs $2.50. How much did Ellen spend for the 3 "
     "chairs she bought?", "7.5", "dollars"),
    # 18 cups in 2-cup servings = 9
    ("cereal-servings", "A cereal box holds 18 cups of cereal. Each serving is 2 cups. How many servings are in "
     "the whole box?", "9", "servings"),
    # 3 days of work, 2.5 hours each: 3 × 2.5 = 7.5 hours
    ("work-days-report", "Andrew spent 3 days working on his science report. He worked for 2.5 hours each day. "
     "How many hours did he work?", "7.5", "hours"),
    # worked for N weeks, days each week: 4 × 3 = 12 days
    ("work-weeks-days", "Lisa worked for 4 weeks on the farm. She worked 3 days every week. How many days did Lisa "
     "work in all?", "12", "days"),
    # 'he' for one's own dog, no person in the story: 860 − 367 = 493
    ("my-dog-he", "My dog had some bones. Then, he dug up 367 bones. Now he has 860 bones. How many bones did he "
     "start with?", "493", "bones"),
    # 'she' for your cat: 12 − 5 = 7
    ("your-cat-she", "Your cat had 12 toys. Then, she lost 5 toys. How many toys does she have now?", "7", "toys"),
    # given to 5 friends, the giver not among them: 455 ÷ 5 = 91
    ("give-to-5-friends", "You want to give your baseball cards to your 5 best friends. You have 455 baseball "
     "cards. How many would each get, if you share them equally?", "91", "baseball cards"),
    # a named giver, 'he' after: 20 ÷ 4 = 5
    ("tom-gives-marbles", "Tom wants to give his marbles to his 4 friends. He has 20 marbles. How many marbles "
     "will each friend get?", "5", "marbles"),
    # parts of the one cake: 0.625 − 0.25 = 0.375
    ("cake-left-eaten", "After a party, 0.625 of the cake is left over. That night, big brother eats 0.25 of the "
     "cake. How much is left over after that?", "0.375"),
    # a named eater, the thing asked: 0.5 − 0.125 = 0.375
    ("pie-left-eaten", "0.5 of the pie was left. Tom ate 0.125 of the pie. How much of the pie is left?", "0.375"),
    # sugar for two parts of the cake: 0.6 + 0.2 = 0.8
    ("recipe-two-parts", "A cake recipe requires 0.6 cup of sugar for the frosting and 0.2 cup of sugar for the "
     "cake. How much sugar is that altogether?", "0.8", "cups"),
    # three parts, asked in the unit: 2 + 3 + 1 = 6 cups
    ("recipe-three-parts", "The recipe calls for 2 cups of flour for the cake, 3 cups of flour for the pie and 1 cup "
     "of flour for the frosting. How many cups of flour does the recipe call for in all?", "6", "cups"),
    # the recipe made 23 times: 2 × 23 = 46 cups
    ("recipe-23-times", "A chocolate chip cookie recipe calls for 2 cups of chocolate chips. You want to make 23 "
     "recipes for a bake sale. How many cups of chocolate chips will be needed to make all the cookie recipes?",
     "46", "cups"),
    # a named maker asked: 0.5 × 3 = 1.5 cups
    ("recipe-3-times-tom", "The recipe calls for 0.5 cup of flour. Tom wants to make 3 recipes. How many cups of "
     "flour will Tom need?", "1.5", "cups"),
    # a 563 page book is 563 pages to read; 147 read: 563 − 147 = 416
    ("page-book-left-to-read", "Ceasar needs to read a 563 page book for school. He has already read 147 pages. "
     "How many pages does he have left to read?", "416", "pages"),
    # 'have left to write' after a plain goal: 40 − 15 = 25
    ("left-to-write", "Ann has to write 40 pages. She has already written 15 pages. How many pages does she have "
     "left to write?", "25", "pages"),
    # half-cup servings: 12 ÷ 0.5 = 24
    ("rice-half-cups", "A jar contains 12 cups of rice. Each serving is 0.5 cup of rice. How many servings does "
     "the jar hold?", "24", "servings"),
]

REFUSED = [
    # another purchase beside: the pack does not say a lamp is no chair (may it be among the 3?)
    ("told-beside-lamp", "Ellen bought a lamp for $4. Each chair costs $2.50. How much did Ellen spend for the 3 "
     "chairs she bought?"),
    # 'bikes' after a name may be the noun: not read as a verb
    ("bikes-not-modal", "Marie bikes 12 miles an hour. How far can she bike in 3 hours?"),
    # two travellers with modals: who is 'she'?
    ("two-bikers", "Marie can bike 12 miles an hour. Ann can bike 10 miles an hour. How far can she bike in 3 "
     "hours?"),
    # another verb asked than the one told
    ("bike-asked-walk", "Julia can bike 12 miles an hour. How far can she walk in 3 hours?"),
    # a named traveller with no leg of the asked verb
    ("legs-other-verb", "Tom drove 3 miles. Ann walked 4 miles. How far did Tom and Ann drive?"),
    # someone who made no trip
    ("legs-no-trip", "Tom drove 3 miles. Ann drove 4 miles. How far did Tom and Lisa drive?"),
    # 'they': not read as the travellers
    ("legs-they", "Tom drove 3 miles. Ann drove 4 miles. How far did they drive in all?"),
    # the total question with a present verb
    ("legs-present", "Tom drove 3 miles. Ann drove 4 miles. What is the total number of miles Tom and Ann drive?"),
    # units of two families, none asked
    ("legs-two-units", "Tom drove 3 miles. Ann drove 4 yards. How far did Tom and Ann drive?"),
    # a question restricted to the game: the other goals' game is not told
    ("asked-playing", "Jorge scored 156 goals playing soccer. He scored 187 goals. How many goals did Jorge score "
     "playing soccer?"),
    # 'playing the soccer' is no game named
    ("playing-the-soccer", "Jorge scored 156 goals playing the soccer. How many goals did Jorge score?"),
    # the purchase counted before: the 12 again or more?
    ("told-count-twice", "Ellen bought 3 chairs. Each chair cost 15 dollars. How much money did Ellen spend for the "
     "12 chairs she bought?"),
    # someone else bought them
    ("told-other-buyer", "Ellen went to the store. Each chair cost 15 dollars. How much money did Ellen spend for "
     "the 12 chairs Tom bought?"),
    # two prices of the chair
    ("told-two-prices", "Ellen went to the store. Each chair cost 15 dollars. Each chair cost 12 dollars. How much "
     "money did Ellen spend for the 12 chairs she bought?"),
    # a price of another thing
    ("told-other-thing", "Ellen went to the store. Each chair cost 15 dollars. How much money did Ellen spend for "
     "the 12 tables she bought?"),
    # a count of a part of a chair
    ("told-not-whole", "Ellen went to the store. Each chair cost 15 dollars. How much money did Ellen spend for the "
     "2.5 chairs she bought?"),
    # a present 'buys' in a past question
    ("told-present", "Ellen went to the store. Each chair cost 15 dollars. How much money did Ellen spend for the 12 "
     "chairs she buys?"),
    # the hours of someone else
    ("work-days-she", "Andrew spent 3 days working. She worked for 2.5 hours each day. How many hours did he work?"),
    # each week, not each day: how many days a week?
    ("work-days-other-period", "Andrew spent 3 weeks working. He worked 2 hours each day. How many hours did he "
     "work?"),
    # more days in a week than a week has
    ("work-days-too-many", "Andrew worked 3 weeks. He worked 10 days each week. How many days did he work?"),
    # another unit asked (no conversion read)
    ("work-days-minutes", "Andrew spent 3 days working. He worked 2 hours each day. How many minutes did he work?"),
    # another verb asked
    ("work-days-other-verb", "Andrew spent 3 days working. He worked 2 hours each day. How many hours did he "
     "read?"),
    # two pets: which one is 'he'?
    ("two-pets", "My dog had 5 bones. My cat had 3 bones. Then, he dug up 2 bones. How many bones does he have?"),
    # a car is no animal
    ("my-car-he", "My car had 5 bones. Then, he dug up 2 bones. How many bones does he have?"),
    # the pet called 'she' then 'he'
    ("pet-she-then-he", "My dog had 5 bones. Then, she dug up 2 bones. Then, he found 3 bones. How many bones does "
     "he have?"),
    # 20 marbles among 3 friends: not a whole number each
    ("give-not-whole", "Tom wants to give his marbles to his 3 friends. He has 20 marbles. How many marbles will "
     "each friend get?"),
    # another count than the things to give
    ("give-other-things", "Tom wants to give his marbles to his 4 friends. He has 20 cards. How many marbles will "
     "each friend get?"),
    # someone else's count
    ("give-she-has", "Tom wants to give his marbles to his 4 friends. She has 20 marbles. How many marbles will "
     "each friend get?"),
    # 'they' share: the friends among themselves, or with the giver?
    ("give-they-share", "You want to give your cards to your 5 friends. You have 455 cards. How many would each "
     "get, if they share them equally?"),
    # more eaten than was left
    ("cake-too-much", "0.625 of the cake is left over. Tom ate 0.75 of the cake. How much of the cake is left?"),
    # another thing eaten
    ("cake-other-thing", "0.625 of the cake is left over. Tom ate 0.25 of the pie. How much of the cake is left?"),
    # 'he' with nobody named
    ("cake-he", "0.625 of the cake is left over. He ate 0.25 of the cake. How much of the cake is left?"),
    # a second eating: a fourth sentence
    ("cake-two-eatings", "0.625 of the cake is left over. Tom ate 0.25 of the cake. Ann ate 0.125 of the cake. How "
     "much of the cake is left?"),
    # two ingredients: which to add?
    ("recipe-two-stuffs", "A cake recipe requires 0.6 cup of sugar for the frosting and 0.2 cup of flour for the "
     "cake. How much sugar is that altogether?"),
    # one part twice: the same amount told again?
    ("recipe-part-twice", "A cake recipe requires 0.6 cup of sugar for the cake and 0.2 cup of sugar for the cake. "
     "How much sugar is that altogether?"),
    # two units
    ("recipe-two-units", "A cake recipe requires 0.6 cup of sugar for the frosting and 2 tablespoons of sugar for "
     "the cake. How much sugar is that altogether?"),
    # another ingredient asked
    ("recipe-other-asked", "A cake recipe requires 0.6 cup of sugar for the frosting and 0.2 cup of sugar for the "
     "cake. How much flour is that altogether?"),
    # another ingredient asked
    ("recipe-times-other-stuff", "The recipe calls for 3 cups of flour. Tom wants to make 4 recipes. How many cups "
     "of sugar will Tom need?"),
    # someone else asked
    ("recipe-times-other-maker", "The recipe calls for 3 cups of flour. Ann wants to make 4 recipes. How many cups "
     "of flour will Tom need?"),
    # cakes, not recipes: how many recipes make a cake?
    ("recipe-times-cakes", "The recipe calls for 3 cups of flour. Tom wants to make 4 cakes. How many cups of flour "
     "will Tom need?"),
    # recipes of another kind asked
    ("recipe-times-other-kind", "A cookie recipe calls for 2 cups of flour. You want to make 5 recipes. How many "
     "cups of flour will be needed to make all the cake recipes?"),
    # another verb asked than the goal's
    ("left-to-other-verb", "Ceasar needs to read a 563 page book. He has already read 147 pages. How many pages "
     "does he have left to write?"),
    # no unit after the number: a 563 book of what?
    ("page-book-no-unit", "Ceasar needs to read a 563 book. He has already read 147 pages. How many pages does he "
     "have left to read?"),
    # someone else read them: part of his task?
    ("left-to-other-reader", "Ceasar needs to read a 563 page book. Ann has read 147 pages. How many pages does he "
     "have left to read?"),
    # 19 cups in 2-cup servings: a half serving left over
    ("portions-remainder", "A cereal box holds 19 cups of cereal. Each serving is 2 cups. How many servings are in "
     "the whole box?"),
    # a portion in another measure
    ("portions-other-measure", "A cereal box holds 18 cups of cereal. Each serving is 2 pounds. How many servings "
     "are in the whole box?"),
    # a portion of other stuff
    ("portions-other-stuff", "A cereal box holds 18 cups of cereal. Each serving is 2 cups of milk. How many "
     "servings are in the whole box?"),
    # another container asked
    ("portions-other-container", "A cereal box holds 18 cups of cereal. Each serving is 2 cups. How many servings "
     "are in the whole jar?"),
    # a container with a modifier the text never gave it
    ("portions-big-jar", "A jar holds 12 cups of rice. Each serving is 2 cups. How many servings are in the big "
     "jar?"),
    # some eaten first: a fourth sentence
    ("portions-eaten", "A cereal box held 18 cups of cereal. Tom ate 4 cups. Each serving is 2 cups. How many "
     "servings are in the box?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
