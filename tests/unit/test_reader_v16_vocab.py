"""Reader v16 vocabulary (ADR 0335): everyday words outside corpora use and the pack lacked, with their kinds.

Every added word has a row that reads with it and a near miss that must refuse: an amount never told (``gave some
… to Ann``), a kind total the pack cannot settle (a pet beside fish, a scooter among toys or vehicles, a mushroom
among vegetables, boots among clothing, an insect among animals), ``more`` leaving with none told to leave
before, a pronoun two people fit, a negative remainder. Answers are worked out by hand from the text (the sums
below are written out, never taken from the reader).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

# count units: 12 held, 5 more bought -> 12 + 5 = 17; "gave some" leaves the amount untold
COUNT_UNITS = ["push-ups", "sit-ups", "pull-ups", "jumping jacks", "loaves", "jugs",
               "sacks", "treats", "clocks", "words", "staplers", "maps", "globes", "calculators", "laptops", "drums",
               "scooters", "wagons", "boots", "belts", "blankets", "pillows", "tokens",
               "burritos", "mushrooms", "pets", "croissants", "figs", "dictionaries", "crunches", "emails",
               "wrappers", "toothpicks", "straws", "bolts", "invitations", "columns", "bushels", "cashews",
               "pistachios"]
# new members of kinds: (plural, general plural the pack counts them under)
ANIMALS = ["camels", "donkeys", "ponies", "raccoons", "koalas", "pandas", "hippos", "rhinos", "crocodiles",
           "alligators", "cheetahs", "leopards", "octopuses", "seals", "rats", "jellyfish", "lobsters", "snails",
           "beavers", "toads"]
BIRDS = ["eagles", "ostriches", "peacocks", "flamingos", "swans", "pigeons", "crows", "robins", "sparrows",
         "seagulls", "storks"]
INSECTS = ["moths", "mosquitoes", "fireflies", "dragonflies", "grasshoppers"]
FISH = ["guppies", "catfish"]

SOLVED = [(f"unit-{u}", f"Tom has 12 {u}. He bought 5 more {u}. How many {u} does Tom have?", "17", u)
          for u in COUNT_UNITS]
# 3 of the new animal + 4 cows = 7 animals
SOLVED += [(f"animal-{a}", f"The zoo has 3 {a} and 4 cows. How many animals does the zoo have?", "7", "animals")
           for a in ANIMALS]
# 3 of the new bird + 4 ducks = 7 birds; and 7 animals (birds are animals)
SOLVED += [(f"bird-{b}", f"Ann has 3 {b} and 4 ducks. How many birds does Ann have?", "7", "birds") for b in BIRDS]
SOLVED += [(f"bird-animal-{b}", f"Tom has 3 {b} and 4 goats. How many animals does Tom have?", "7", "animals")
           for b in BIRDS]
# 3 + 4 ants = 7 insects
SOLVED += [(f"insect-{i}", f"Sam caught 3 {i} and 4 ants. How many insects did Sam catch?", "7", "insects")
           for i in INSECTS]
# 3 + 4 trout = 7 fish
SOLVED += [(f"fish-{f}", f"Mia has 3 {f} and 4 trout. How many fish does Mia have?", "7", "fish") for f in FISH]

SOLVED += [
    # pets: dogs and cats are pets; 5 + 3 = 8; a pet is an animal: 5 + 3 cows = 8
    ("pets-dogs-cats", "Sam has 5 dogs and 3 cats. How many pets does Sam have?", "8", "pets"),
    ("pets-with-goldfish", "Sam has 5 dogs and 3 cats. He has 4 goldfish. How many pets does Sam have?", "12", "pets"),
    ("pets-then-dogs", "Sam has 5 pets. He bought 3 dogs. How many pets does Sam have?", "8", "pets"),
    ("pets-animals", "Sam has 5 hamsters and 2 kittens. How many animals does Sam have?", "7", "animals"),
    # kinds the pack already had, new members: 4 figs + 3 apples; 2 croissants + 5 muffins; 2 dictionaries + 6 novels
    # (sunflowers, bracelets, feathers, beetles … are learning-arc words, kept out: ADR 0196)
    ("fruit-fig", "Tom has 4 figs and 3 apples. How many fruits does Tom have?", "7", "fruits"),
    ("pastry-croissant", "Ann baked 2 croissants and 5 muffins. How many pastries did Ann bake?", "7", "pastries"),
    ("book-dictionary", "Leo has 2 dictionaries and 6 novels. How many books does Leo have?", "8", "books"),
    # new verbs: losses 20 - 7 = 13, gains 6 + 4 = 10
    ("devoured", "Tom had 20 cookies. He devoured 7 cookies. How many cookies does Tom have left?", "13", "cookies"),
    ("munched", "Tom had 20 carrots. He munched 7 carrots. How many carrots does Tom have left?", "13", "carrots"),
    ("gobbled", "Ann had 20 grapes. She gobbled 7 grapes. How many grapes does Ann have left?", "13", "grapes"),
    ("chewed", "Tom had 12 apples. He chewed 3 apples. How many apples does Tom have?", "9", "apples"),
    ("wasted", "Ann had 20 stickers. She wasted 7 stickers. How many stickers does Ann have?", "13", "stickers"),
    ("shipped", "Tom had 20 boxes. He shipped 7 boxes. How many boxes does Tom have?", "13", "boxes"),
    ("hunted", "Tom had 6 rabbits. He hunted 4 more rabbits. How many rabbits does Tom have?", "10", "rabbits"),
    ("rescued", "The shelter had 20 dogs. It rescued 5 more dogs. How many dogs does the shelter have?", "25", "dogs"),
    ("trapped", "Tom trapped 4 mice. Then he trapped 3 more mice. How many mice did Tom trap?", "7", "mice"),
    ("consumed", "Tom had 20 cookies. He consumed 3 cookies. How many cookies does Tom have?", "17", "cookies"),
    # cooking verbs: counted acts (5 + 3 = 8; 6 + 4 = 10), the grilled burgers held, 3 eaten: 12 - 3 = 9
    ("fried", "Tom fried 5 eggs on Monday and 3 eggs on Tuesday. How many eggs did Tom fry?", "8", "eggs"),
    ("boiled", "Tom boiled 6 eggs. Ann boiled 4 eggs. How many eggs did they boil?", "10", "eggs"),
    ("grilled", "Tom grilled 12 burgers. He ate 3 burgers. How many burgers does Tom have?", "9", "burgers"),
    # leave / die as departures: 40 - 5 = 35; 30 - 4 = 26
    ("leave", "There are 40 cars in the lot. 5 cars leave. How many cars are in the lot now?", "35", "cars"),
    ("die", "There are 30 fish in the pond. 4 fish die. How many fish are in the pond now?", "26", "fish"),
    # places: a wire, a log; 46 - 19 = 27
    ("wire", "There were 46 birds on a wire. 19 birds flew away. How many birds are on the wire now?", "27", "birds"),
    ("log", "There were 12 frogs on a log. 5 frogs left. How many frogs are on the log now?", "7", "frogs"),
    # rates of things (printer, machine): 3 x 4 = 12; 20 x 3 = 60; typing 60 x 3 = 180; 600 / 40 = 15
    ("printer", "A printer prints 3 pages per minute. How many pages does it print in 4 minutes?", "12", "pages"),
    ("machine", "A machine makes 20 toys an hour. How many toys does it make in 3 hours?", "60", "toys"),
    ("types", "Emma types 60 words per minute. How many words can she type in 3 minutes?", "180", "words"),
    ("types-time", "Sam types 40 words a minute. How many minutes does it take him to type 600 words?", "15",
     "minutes"),
    # modifiers: 36 + 48 = 84; 17 - 13 = 4; 4 x 4 + 3 x 4 = 28
    ("fiction", "Tom has 36 fiction books and 48 nonfiction books. How many books does Tom have?", "84", "books"),
    ("adventure", "At the book fair Sam bought 13 adventure books and 17 mystery books. How many more mystery books "
                  "than adventure books did he buy?", "4", "books"),
    ("bouncy", "Maggie bought 4 packs of red bouncy balls and 3 packs of yellow bouncy balls. Each pack has 4 bouncy "
               "balls. How many bouncy balls did Maggie buy?", "28", "balls"),
    # do: work done, counted as events: 46 + 58 = 104; 46 - 12 = 34; 20 a day for 7 days = 140
    ("did-push-ups", "Zachary did 46 push-ups. David did 58 push-ups. How many push-ups did Zachary and David do "
                     "altogether?", "104", "push-ups"),
    ("did-fewer-sit-ups", "Zachary did 46 sit-ups. David did 12 fewer sit-ups than Zachary. How many sit-ups did "
                          "David do?", "34", "sit-ups"),
    ("does-every-day", "Tom does 20 crunches every day. How many crunches does he do in 7 days?", "140", "crunches"),
    # doing part of one's own puzzles moves none of them; "do" in the question is the auxiliary: 18 + 42 = 60
    ("did-part-of-own", "Jason has 18 puzzles and he has done 9 of them. Mary has 42 puzzles. How many puzzles do "
                        "they have together?", "60", "puzzles"),
    ("read-part-do-aux", "Mia had 5 books. She read 2 of them. How many books does Mia have?", "5", "books"),
    # new nuts: 3 cashews + 4 almonds
    ("nut-cashew", "Tom has 3 cashews and 4 almonds. How many nuts does Tom have?", "7", "nuts"),
    # activity: 45 + 20 - 15 = 50
    ("babysitting", "Sophie had $45. She earned $20 babysitting and spent $15 on a movie. How much money does she "
                    "have now?", "50", "dollars"),
    # a jug holds 4 liters: 6 jugs hold 24; loaves of bread 132 + 87 = 219
    ("jug-holds", "A jug holds 4 liters of juice. How many liters do 6 jugs hold?", "24", "liters"),
    ("loaves-bread", "A bakery sold 132 loaves of bread in the morning and 87 loaves in the afternoon. How many "
                     "loaves did it sell?", "219", "loaves"),
]

REFUSED = [(f"unit-some-{u}", f"Tom has 12 {u}. He gave some {u} to Ann. How many {u} does Tom have?")
           for u in COUNT_UNITS]
# a wild animal may or may not be a pet: a pet total beside one refuses
REFUSED += [(f"pet-open-{a}", f"Tom has 3 {a} and 4 dogs. How many pets does Tom have?") for a in ANIMALS]
# the pack says insects may or may not be animals (ADR 0306): an animal total beside them refuses
REFUSED += [(f"insect-animal-{i}", f"Sam has 3 {i} and 4 cows. How many animals does Sam have?") for i in INSECTS]
# a bird beside a thing the pack does not relate to birds: which things are birds?
REFUSED += [(f"bird-unrelated-{b}", f"Omar found 20 pencils and 3 {b}. How many birds did Omar find?")
            for b in BIRDS[:4]]
REFUSED += [
    # fish may or may not be pets
    ("pets-fish", "Lily has 5 cats and 14 fish. How many pets does Lily have?", "ambiguous_reference"),
    ("pets-cows", "Sam has 5 dogs and 3 cows. How many pets does Sam have?", "ambiguous_reference"),
    # treats are an open kind: dogs may be given them, cookies may be them
    ("treats-open", "Sam has 5 dogs. He bought 3 treats. How many treats does Sam have?", "ambiguous_reference"),
    # overlapping kinds: a scooter or a wagon may be a toy or a vehicle, a mushroom a vegetable, boots clothing
    ("scooter-vehicle", "Ann has 3 scooters and 2 cars. How many vehicles does Ann have?", "ambiguous_reference"),
    ("scooter-toy", "Ann has 3 scooters and 2 dolls. How many toys does Ann have?", "ambiguous_reference"),
    ("wagon-vehicle", "Ann has 3 wagons and 2 buses. How many vehicles does Ann have?", "ambiguous_reference"),
    ("drum-toy", "Ann has 3 drums and 2 dolls. How many toys does Ann have?", "ambiguous_reference"),
    ("mushroom-vegetable", "Tom has 4 mushrooms and 3 carrots. How many vegetables does Tom have?",
     "ambiguous_reference"),
    ("boot-clothing", "Ann had 6 boots and 4 hats. How many pieces of clothing does she have?", "ambiguous_reference"),
    ("belt-clothing", "Ann had 6 belts and 4 socks. How many pieces of clothing does she have?", "ambiguous_reference"),
    ("burrito-fast-food", "Tom bought 2 burritos and 3 tacos. How many fast food items did Tom buy?"),
    # a loss told of a kind the owner holds beside others: which ones?
    ("new-kind-loss", "Tom has 12 koalas and 15 camels. He sold 4 animals. How many koalas does Tom have now?",
     "ambiguous_reference"),
    # verbs: a pronoun two people fit; a negative remainder; more leaving with none told to leave before
    ("devoured-pronoun", "Tom had 20 cookies. Sam had 9 cookies. He devoured 7 cookies. How many cookies does Tom "
                         "have left?"),
    ("chewed-negative", "Tom had 2 apples. He chewed 3 apples. How many apples does Tom have?"),
    ("leave-more", "There are 40 cars in the lot. 5 more cars leave. How many cars are in the lot now?"),
    ("die-more", "There are 30 fish in the pond. 4 more fish die. How many fish are in the pond now?"),
    ("leave-some", "There are 14 cars in a parking lot. Some cars park there and 6 cars leave. How many cars are in "
                   "the parking lot now?"),
    # do: a holding after work done on some of one's things; "to do" after the auxiliary asks about the work;
    # someone never said to do any
    ("did-puzzles-holding", "Tom had 12 puzzles. He did 3 puzzles. How many puzzles does Tom have?",
     "unsupported_form"),
    ("did-part-to-do", "Mia had 5 books. She read 2 of them. How many books does Mia have to do?", "unsupported_form"),
    ("did-someone-else", "Tom did 46 push-ups. How many push-ups did Sam do?"),
    ("did-not", "Tom did not do 5 push-ups. Ann did 7 push-ups. How many push-ups did Tom do?"),
    # cooking things one holds: new ones made, or the same ones worked on? (fn.rework)
    ("fried-own", "Tom had 12 potatoes. He fried 5 potatoes. How many potatoes does Tom have?", "ambiguous_reference"),
    ("roasted-own", "Ann had 10 carrots. She roasted 4 carrots. How many carrots does Ann have?",
     "ambiguous_reference"),
    ("consumed-too-many", "Tom had 2 pens. He consumed 3 pens. How many pens does Tom have?"),
    # rates: a time that does not divide; a machine never told a rate
    ("types-not-whole", "Sam types 40 words a minute. How many minutes does it take him to type 610 words?"),
    ("machine-no-rate", "A machine made some toys. How many toys does it make in 3 hours?"),
    # modifiers: one of two kinds asked after a bare loss
    ("fiction-loss", "Tom has 36 fiction books and 48 nonfiction books. He lost 5 books. How many fiction books does "
                     "Tom have?", "ambiguous_reference"),
    ("loose-untold", "Mark has 3 packs of pencils and 6 loose pencils. How many pencils does Mark have?"),
    # a compound then the bare noun: a stated holding that also counts the compound (ADR 0238) stays refused
    ("compound-stated", "Tom has 12 baseball cards. He buys 5 more cards. How many cards does he have?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
