"""Reader v13 (ADR 0263): containers told in a part as measures of their stuff, a gerund phrase opening a
statement, pack kinds of snacks, liquids and sodas, purposes of someone's thing and gapped clauses told apart by
their purpose, a leg told again after ``Then``, and legs after leaving a place, on a vehicle, under one opening
time (container_measures.py, opening_gerunds.py, purpose_objects.py, sequenced_legs.py, leg_ways.py).

Every answer is worked out by hand from the text; the near misses (a whole count of containers, another stuff,
a gerund with a number, a gap after a clause with no purpose, a transfer, the same leg twice in one statement,
a person driven, two statements at one time …) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # cartons told in parts are a measure of the ice cream: 0.5 + 0.25 + 0.125 = 0.875
    ("cartons-in-parts", "Allie had 0.5 carton of chocolate ice cream, 0.25 carton of vanilla ice cream, and 0.125 "
     "carton of strawberry ice cream. How many cartons of ice cream did Allie have in all?", "0.875"),
    # a part of a bucket, then a loss in buckets of the same stuff: 2.5 - 1 = 1.5
    ("buckets-part-loss", "Tom had 2.5 buckets of water. He used 1 bucket of water. How many buckets of water does "
     "Tom have now?", "1.5"),
    # 'how much soda' asked in the one container told in parts; cola is a soda: 2.5 + 1.5 = 4
    ("how-much-soda-bottles", "Mason drank 2.5 bottles of soda and 1.5 bottles of cola. How much soda did he drink "
     "in all?", "4"),
    # the same with a modifier on the soda and a group drinking: 2.25 + 1.5 = 3.75
    ("lemon-lime-group", "At a pizza party, Mason and his friends drank 2.25 bottles of lemon-lime soda and 1.5 "
     "bottles of cola. How much soda did they drink in all?", "3.75"),
    # snacks: peanuts and raisins are snacks: 0.1 + 0.4 = 0.5
    ("pounds-of-snacks", "Kelly bought 0.1 pounds of peanuts and 0.4 pounds of raisins. How many pounds of snacks "
     "did she buy in all?", "0.5", "pounds"),
    # pretzels and crackers are snacks: 2 + 3 = 5
    ("count-snacks", "Kelly bought 2 pretzels and 3 crackers. How many snacks did she buy?", "5"),
    # liquids: oil and water: 0.5 + 1.25 = 1.75
    ("cups-of-liquid", "Kenny used 0.5 cup of oil and 1.25 cups of water. How many cups of liquid did Kenny use "
     "in all?", "1.75"),
    # 'started the day with', an 'After <doing>,' opener fixed by the later holding: 8.75 - 6 = 2.75
    ("after-sowing", "A farmer started the day with 8.75 buckets of seeds. After spending the morning sowing seeds, "
     "she now has 6 buckets. How many buckets of seeds did the farmer sow?", "2.75"),
    # a gain of an unknown amount: 16 - 10 = 6
    ("after-picking", "Jane had 10 apples. After picking apples, she now has 16 apples. How many apples did Jane "
     "pick?", "6"),
    # the doing, then an event of the clause: 10 - x + 3 = 9, x = 4
    ("after-eating-then-buying", "Jane had 10 apples. After eating apples, she bought 3 apples. Now she has 9 "
     "apples. How many apples did Jane eat?", "4"),
    # a thing's needs listed in a made-up measure, asked through the kind (dirt is material): 0.25 + 0.5 + 0.125
    ("needed-material", "A renovation project required 0.25 truck-load of sand, 0.5 truck-load of dirt, and 0.125 "
     "truck-load of cement. How many truck-loads of material were needed in all?", "0.875"),
    # a person's needs in two sentences: 0.5 + 0.25 = 0.75
    ("needed-two-sentences", "Tom needed 0.5 ton of sand. He needed 0.25 ton of cement. How many tons of material did "
     "Tom need in all?", "0.75"),
    # a descriptive opener with 'after a <noun phrase>', flavours of one-word adjuncts: 0.5 + 0.25 + 0.125
    ("counted-after-party", "Allie counted the leftover ice cream after a sundae party. She had 0.5 carton of rocky "
     "road ice cream, 0.25 carton of cookie dough ice cream, and 0.125 carton of strawberry cheesecake ice cream. "
     "How many cartons of ice cream did Allie have in all?", "0.875"),
    # both counted balls on the scale at once: 6 + 3.25 = 9.25
    ("scale-both-balls", "Ron weighed 2 colored metal balls during a science class. The blue ball weighed 6 pounds "
     "and the brown ball weighed 3.25 pounds. If Ron places both balls on the scale at the same time, what will the "
     "scale read?", "9.25"),
    # 'them', 'together', 'does … read': 6 + 3.25 = 9.25
    ("scale-them-together", "Ron weighed 2 colored metal balls during a science class. The blue ball weighed 6 "
     "pounds and the brown ball weighed 3.25 pounds. If he puts them on the scale together, what does the scale "
     "read?", "9.25"),
    # the weights of all the pieces purchased, a business as subject, 'they': 0.25 + 0.5 + 0.125 = 0.875
    ("listed-weights-company", "Paco's Countertop Company purchased pieces of marble from a quarry. The weights of "
     "the pieces they purchased were 0.25 ton, 0.5 ton, and 0.125 ton. How many tons of marble did Paco's "
     "Countertop Company purchase in all?", "0.875"),
    # 'buy' beside the verb 'buy in': 2 + 3 = 5
    ("listed-weights-buy", "Tom bought pieces of marble. The weights of the pieces he bought were 2 tons and 3 tons. "
     "How many tons of marble did Tom buy in all?", "5"),
    # a thing travelling between named places, 'it' later, light-years: 0.5 + 0.25 + 0.125 = 0.875
    ("spaceship-legs", "A spaceship traveled 0.5 light-year from Earth to Planet X and 0.25 light-year from Planet X "
     "to Planet Y. Then it traveled 0.125 light-year from Planet Y back to Earth. How many light-years did the "
     "spaceship travel in all?", "0.875"),
    # 'the boat' named again, places named by capitalised words: 3 + 2 = 5
    ("the-boat-again", "A boat traveled 3 miles from Earth to Mars. Then the boat traveled 2 miles. How far did the "
     "boat travel in all?", "5"),
    # a person between named places: 0.5 + 1 = 1.5
    ("named-places-person", "Tom walked 0.5 mile from Earth to Mars and 1 mile from Mars to Earth. How many miles did "
     "Tom walk in all?", "1.5"),
    # the ingredients used for the smoothies made: 0.25 + 0.125 + 0.5 = 0.875
    ("ingredients-for-smoothies", "Ellen made smoothies in the blender. She used 0.25 cup of strawberries, 0.125 cup "
     "of yogurt, and 0.5 cup of orange juice. How many cups of ingredients did Ellen use for the smoothies?",
     "0.875", "cups"),
    # a mass noun made, the uses in two sentences, 'in all': 2 + 1.5 = 3.5
    ("ingredients-of-punch", "Kendra made punch. She used 2 cups of grape juice. She used 1.5 cups of club soda. "
     "How many cups of ingredients did she use in all?", "3.5", "cups"),
    # an opening gerund phrase with adverbs, 'exactly' before the amount: 0.25 + 1.5 = 1.75
    ("opening-gerund", "Carefully following a recipe, Kenny used exactly 0.25 cup of oil and 1.5 cups of water. "
     "How many cups of liquid did Kenny use in all?", "1.75"),
    # opening gerunds in two statements: 5 + 3 = 8 dollars
    ("opening-gerunds-earn", "Mowing lawns, Tom earned 5 dollars. Washing cars, he earned 3 dollars. How many "
     "dollars did Tom earn?", "8"),
    # purposes of named people's streets, the gap told by its purpose: 10 + 5.1 = 15.1
    ("gapped-purposes", "Roadster's Paving Company used 10 tons of cement to pave Lexi's street and 5.1 tons of "
     "cement to pave Tess's street. How much cement did Roadster's Paving Company use in all?", "15.1"),
    # a bare gapped number with its purpose: 10 + 5 = 15
    ("gapped-purpose-bare", "Tom used 10 tons of cement to build the house and 5 to build the garage. How much "
     "cement did Tom use in all?", "15"),
    # the gap's stuff differs: only the cement is asked: 10
    ("gapped-purpose-other-stuff", "Tom used 10 tons of cement to build the house and 5 tons of sand to build the "
     "garage. How much cement did Tom use in all?", "10"),
    # a gain list told by purposes: 10 + 5 = 15
    ("gapped-purpose-gain", "Tom bought 10 apples to make a pie and 5 apples to make a cake. How many apples did "
     "Tom buy?", "15"),
    # the same leg after 'Then' is run again: 1/12 + 1/12 + 2/3 = 5/6 (0.25 + 0.25 + 0.5 = 1 here)
    ("then-same-leg", "Nina did a running drill to get in shape for soccer season. First, Nina ran 0.25 mile. Then "
     "she ran 0.25 mile and 0.5 mile. How many miles did Nina run in total?", "1"),
    # 'Then' and 'Next' each tell a new leg: 1 + 2 + 2 = 5
    ("then-next-legs", "Nina ran 1 mile. Then she ran 2 miles. Next she ran 2 miles. How many miles did Nina run in "
     "total?", "5"),
    # leaving school, riding the bus, an opening time for the list: 3.75 - 0.25 = 3.5
    ("left-rode-bus", "This afternoon Craig left school, rode the bus 3.75 miles, and then walked 0.25 mile to get "
     "home. How much farther did Craig ride than walk?", "3.5"),
    # riding one's bike, after leaving a place: 3 + 2 = 5 in all
    ("rode-his-bike", "Craig left the library, rode his bike 3 miles, and then walked 2 miles. How many miles did "
     "Craig travel in all?", "5"),
]

REFUSED = [
    # whole boxes of candy: how much candy is a box? not said
    ("whole-boxes-how-much", "Mason bought 2 boxes of candy and 3 boxes of candy. How much candy did he buy in all?"),
    # a part of a box with no stuff is no measure of anything: 2.5 boxes refuse
    ("part-box-no-stuff", "Tom had 2.5 boxes. He gave 1 box to Sam. How many boxes does Tom have?"),
    # 'how much soda' beside a second measure of it (cans and bottles)
    ("two-containers-soda", "Mason drank 2.5 bottles of soda and 1.5 cans of soda. How much soda did he drink in "
     "all?"),
    # apples may be snacks too: the kind may be narrower than the word
    ("snacks-beside-apples", "Kelly bought 2 pretzels and 3 apples. How many snacks did she buy?"),
    # red team: containers of a stuff the kind leaves out (apples may be snacks): answered 2 before the fix
    ("bags-snacks-beside-apples", "Craig bought 2 bags of pretzels and 3 bags of apples. How many bags of snacks "
     "did he buy?"),
    # red team (older code): the plain apples bound to the red apples of the same list (answered 3, not 6)
    ("list-kind-and-plain", "Kelly had 3 red apples and 3 apples. How many apples did Kelly have in all?"),
    # cookies may be snacks
    ("snacks-beside-cookies", "Kelly bought 2 pretzels and 3 cookies. How many snacks did she buy?"),
    # soup: a liquid? the pack does not say
    ("liquid-beside-soup", "Tom drank 2 cups of milk and 1 cup of soup. How many cups of liquid did he drink?"),
    # flour is no liquid, and it is measured in the asked unit
    ("liquid-beside-flour", "Tom used 2 cups of oil and 1 cup of flour. How many cups of liquid did he use?"),
    # the ingredients for another thing than the one made
    ("ingredients-for-other", "Ellen made smoothies. She used 0.2 cup of strawberries and 0.1 cup of yogurt. How "
     "many cups of ingredients did Ellen use for the cake?"),
    # two units: no conversion is told
    ("ingredients-two-units", "Ellen made smoothies. She used 0.2 cup of strawberries and 2 tablespoons of yogurt. "
     "How many cups of ingredients did Ellen use?"),
    # someone else uses something too: the frame no longer lists exactly the ingredients
    ("ingredients-other-user", "Ellen made smoothies. She used 0.2 cup of strawberries and 0.1 cup of yogurt. Tom "
     "used 1 cup of milk. How many cups of ingredients did Ellen use?"),
    # bought, not used
    ("ingredients-bought", "Ellen made smoothies. She bought 0.2 cup of strawberries and 0.1 cup of yogurt. How "
     "many cups of ingredients did Ellen use?"),
    # a counted making: how much went into 3 smoothies is the sum, but the frame reads bare nouns only
    ("ingredients-counted-made", "Ellen made 3 smoothies. She used 0.2 cup of strawberries and 0.1 cup of yogurt. "
     "How many cups of ingredients did Ellen use?"),
    # 'he' for a thing
    ("thing-he", "A spaceship traveled 0.5 light-year from Earth to Planet X. Then he traveled 0.1 light-year from "
     "Planet X back to Earth. How many light-years did the spaceship travel in all?"),
    # a second traveller beside the thing
    ("thing-and-name", "A spaceship traveled 0.5 light-year. Then Tom traveled 0.1 light-year. How many light-years "
     "did the spaceship travel in all?"),
    # a second thing
    ("two-things", "A boat traveled 3 miles. Then a car traveled 2 miles. How far did the boat travel in all?"),
    # a known name is no place
    ("from-a-person", "Tom walked 2 miles from Ann to the park and 1 mile. How many miles did Tom walk in all?"),
    # the doing's stuff is not held
    ("after-other-stuff", "Jane had 10 apples. After eating pears, she now has 6 apples. How many apples did Jane "
     "eat?"),
    # a number in the opener
    ("after-with-number", "Jane had 10 apples. After eating 3 apples, she now has 6 apples. How many apples did "
     "Jane eat?"),
    # two holdings of the stuff: which did she sow from?
    ("after-two-holdings", "Jane had 2 bags of seeds and 3 boxes of seeds. After sowing seeds, she now has 4 boxes. "
     "How many boxes of seeds did Jane sow?"),
    # another person after the opener
    ("after-other-person", "Jane had 10 apples. After eating apples, Tom now has 6 apples. How many apples did Jane "
     "eat?"),
    # red team (older code): 'some' apples eaten that the later count makes none (answered 0)
    ("some-of-nothing", "Tom had 5 apples. He ate some apples. Now he has 5 apples. How many apples did he eat?"),
    # the same through the opener
    ("after-of-nothing", "Mason had 0.5 pound of apples. After spending the morning selling apples, he now has 0.5 "
     "pound. How many pounds of apples did Mason sell?"),
    # apples: material? not said
    ("needed-apples", "Tom needed 0.5 ton of sand and 0.25 ton of apples. How many tons of material did Tom need?"),
    # two needers
    ("needed-two-needers", "Tom needed 0.5 ton of sand. Ann needed 0.25 ton of cement. How many tons of material did "
     "Tom need in all?"),
    # two units
    ("needed-two-units", "A project needed 0.5 ton of sand and 3 pounds of cement. How many tons of material were "
     "needed?"),
    # what is still needed after some was put in: not this frame
    ("needed-still", "A project needed 5 tons of sand. The workers put in 2 tons of sand. How many more tons of sand "
     "are needed?"),
    # 'after the party' in a statement that moves things: not read
    ("after-party-statement", "Tom ate 3 apples after the party. He ate 2 apples. How many apples did Tom eat after "
     "the party?"),
    # counting a number of things is no description
    ("counted-number", "Allie counted 3 cartons after a party. She had 0.5 carton of vanilla ice cream. How many "
     "cartons of ice cream did Allie have in all?"),
    # 'both' of 3 counted balls
    ("scale-both-of-three", "Ron weighed 3 colored metal balls during a science class. The blue ball weighed 6 "
     "pounds and the brown ball weighed 3.12 pounds. If Ron places both balls on the scale at the same time, what "
     "will the scale read?"),
    # one ball on the scale
    ("scale-one-ball", "Ron weighed 2 colored metal balls during a science class. The blue ball weighed 6 pounds and "
     "the brown ball weighed 3.12 pounds. If Ron places the blue ball on the scale, what will the scale read?"),
    # another person
    ("scale-other-person", "Ron weighed 2 colored metal balls during a science class. The blue ball weighed 6 pounds "
     "and the brown ball weighed 3.12 pounds. If Sam places both balls on the scale, what will the scale read?"),
    # lengths on a scale
    ("scale-lengths", "Ron measured 2 sticks. The blue stick was 6 inches long and the brown stick was 3 inches long. "
     "If Ron places both sticks on the scale at the same time, what will the scale read?"),
    # a counted scene: compare the count (another frame)
    ("listed-weights-counted", "Tom bought 3 pieces of marble. The weights of the pieces he bought were 2 tons and 3 "
     "tons. How many tons of marble did Tom buy in all?"),
    # someone else's pieces
    ("listed-weights-other", "Tom bought pieces of marble. The weights of the pieces Ann bought were 2 tons and 3 "
     "tons. How many tons of marble did Tom buy in all?"),
    # two units
    ("listed-weights-units", "Tom bought pieces of marble. The weights of the pieces he bought were 2 tons and 3 "
     "pounds. How many tons of marble did Tom buy in all?"),
    # another verb asked
    ("listed-weights-verb", "Tom bought pieces of marble. The weights of the pieces were 2 tons and 3 tons. How many "
     "tons of marble did Tom sell?"),
    # a gerund phrase with a number is not a mere circumstance
    ("gerund-with-number", "Following 3 recipes, Kenny used 2 cups of oil and 1 cup of water. How many cups of "
     "water did Kenny use in all?"),
    # no comma after the gerund phrase
    ("gerund-no-comma", "Following a recipe Kenny used 2 cups of oil and 1 cup of water. How many cups of water "
     "did Kenny use in all?"),
    # the gerund asked in the question picks events: not read there
    ("gerund-in-question", "Mowing lawns, Tom earned 5 dollars. Washing cars, he earned 3 dollars. How many "
     "dollars did Tom earn mowing lawns?"),
    # the first clause has a place, no purpose: where were the 5 tons used?
    ("gap-purpose-after-place", "Tom used 10 tons of cement at the farm and 5 tons of cement to build the garage. "
     "How much cement did Tom use in all?"),
    # a transfer's gap: to Sam again, or to someone else?
    ("gap-purpose-transfer", "Tom gave 10 apples to Sam to make a pie and 5 apples to make a cake. How many apples "
     "did Tom give to Sam?"),
    # a purpose with a number
    ("purpose-with-number", "Tom used 10 cups of flour to make 2 cakes and 5 cups of flour to make 3 pies. How many "
     "cups of flour did Tom use?"),
    # the same leg twice with no sequence word: one leg told again?
    ("same-leg-no-then", "Nina ran 1 mile. She ran 1 mile. How many miles did Nina run in total?"),
    # the same leg twice inside one statement
    ("same-leg-one-statement", "Nina ran 1 mile. Then she ran 1 mile and then 1 mile. How many miles did Nina run "
     "in total?"),
    # 'First' after legs already told: the same trip in parts?
    ("first-after-legs", "Nina ran 1 mile. First, she ran 1 mile. How many miles did Nina run in total?"),
    # a person driven is no vehicle
    ("drove-his-sister", "Craig drove his sister 3 miles, and then walked 2 miles. How many miles did Craig travel "
     "in all?"),
    # 'left' with no comma and a leg joined by 'and'
    ("left-and", "Craig left school and rode the bus 3 miles and walked 1 mile. How many miles did Craig ride in "
     "all?"),
    # two statements at one opening time: one leg told again?
    ("two-statements-one-time", "This afternoon Craig rode 3 miles. Then this afternoon he walked 2 miles. How "
     "much farther did Craig ride than walk?"),
    # a leg's own time beside the opening time in one statement
    ("own-time-and-opening", "This afternoon Craig rode 3 miles and walked 2 miles this afternoon. How many miles "
     "did Craig travel in all?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
