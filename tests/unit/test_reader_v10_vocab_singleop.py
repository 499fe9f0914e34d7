"""Reader v10 SingleOp vocabulary (ADR 0181): the base pack's new words read in their general English sense.

Units hippopotamus, cricket, leg, dot, fishbowl, pot, pan, tower, chapter, gumdrop (countable), gum and
bubble gum (mass nouns: counted only through pieces or packs; bubble gum is a kind of gum, a gumdrop a
kind of candy); places marsh and seashore; activities
sitting and swimming; the verb land as a gain at the group's place. Every answer is worked out by hand
from the text; the near misses (another unit asked, another place, the word in a sense it does not have,
two new units mixed) refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # hippopotamus: an agent of a passive loss, 40 - 15 = 25
    ("hippo-eats-marbles", "Tom has 40 marbles. 15 are eaten by a hippopotamus. How many marbles does Tom have "
     "now?", "25", "marbles"),
    # start / end with: 52 - 9 = 43
    ("hippo-start-end", "Amy starts with 52 crayons. 9 are eaten by a hippopotamus. How many crayons does Amy end "
     "with?", "43", "crayons"),
    # the plural as a counted thing: 6 + 3 = 9
    ("hippos-gained", "A zoo has 6 hippopotamuses. It gets 3 more hippopotamuses. How many hippopotamuses does "
     "the zoo have?", "9", "hippopotamuses"),
    # leg: 4 legs each, 5 animals, 4 * 5 = 20
    ("legs-of-hippos", "A hippopotamus has 4 legs. How many legs do 5 hippopotamuses have?", "20", "legs"),
    # cricket and leg: 6 * 4 = 24
    ("legs-of-crickets", "A cricket has 6 legs. How many legs do 4 crickets have?", "24", "legs"),
    # chair legs: 4 * 9 = 36
    ("legs-of-chairs", "Each chair has 4 legs. How many legs do 9 chairs have?", "36", "legs"),
    # cricket: 9 + 14 = 23
    ("crickets-caught", "Mia caught 9 crickets. She caught 14 more crickets. How many crickets did she catch in "
     "all?", "23", "crickets"),
    # how many more: 20 - 9 = 11
    ("crickets-more-needed", "Mia has 9 crickets. How many more crickets does she need to have 20 crickets?",
     "11", "crickets"),
    # a transfer: 9 - 4 = 5
    ("crickets-given", "Mia has 9 crickets. She gives 4 crickets to Tom. How many crickets does Mia have?",
     "5", "crickets"),
    # dot: red dots only, 6 * 8 = 48
    ("red-dots", "There are 8 cards. Each card has 6 red dots and 3 blue dots. How many red dots are there in "
     "all?", "48", "dots"),
    # every dot: (6 + 3) * 8 = 72
    ("all-dots", "There are 8 cards. Each card has 6 red dots and 3 blue dots. How many dots are there in all?",
     "72", "dots"),
    ("dots-per-card", "A card has 6 dots. How many dots do 8 cards have?", "48", "dots"),
    # fishbowl: 12 * 5 = 60
    ("fish-in-bowls", "There are 12 fishbowls. There are 5 fish in each fishbowl. How many fish are there in "
     "all?", "60", "fish"),
    ("fishbowls-counted", "There are 12 fishbowls. Each fishbowl has 5 fish. How many fishbowls are there in "
     "all?", "12", "fishbowls"),
    # pot: 7 * 9 = 63
    ("flowers-in-pots", "There are 7 pots. Each pot has 9 flowers in it. How many flowers are there in all?",
     "63", "flowers"),
    # pan: 9 minutes a pan, 6 pans, 9 * 6 = 54
    ("pans-baked", "It takes 9 minutes to bake one pan of muffins. How long will it take to bake 6 pans of "
     "muffins?", "54", "minutes"),
    # tower: 30 - 12 = 18 blocks left; the tower is only what the blocks were used for
    ("blocks-for-tower", "Ann has 30 blocks. She uses 12 blocks to build a tower. How many blocks are left?",
     "18", "blocks"),
    ("towers-built", "Ann built 4 towers. She built 3 more towers. How many towers did she build?", "7",
     "towers"),
    ("blocks-in-towers", "There are 5 towers. Each tower has 20 blocks. How many blocks are there in all?",
     "100", "blocks"),
    # chapter: 3 * 12 = 36
    ("chapters-in-books", "Ben has 3 books. Each book has 12 chapters. How many chapters are there in all?",
     "36", "chapters"),
    # gum, a mass noun counted by pieces: 4 * 5 = 20
    ("gum-pieces", "Sue has 4 packs of gum. There are 5 pieces in each pack. How many pieces of gum does Sue "
     "have?", "20", "pieces"),
    ("gum-packs", "Sue has 4 packs of gum. She buys 3 more packs of gum. How many packs of gum does she have?",
     "7", "packs"),
    # bubble gum: 20 pieces at 3 cents, 60 cents
    ("bubble-gum-cost", "How much would 20 pieces of bubble gum cost if each piece costs 3 cents?", "60",
     "cents"),
    ("bubble-gum-pieces", "Sue has 4 packs of bubble gum. There are 6 pieces in each pack. How many pieces of "
     "bubble gum does Sue have?", "24", "pieces"),
    # bubble gum is gum (kind.gum): 12 + 5 = 17 pieces of gum
    ("bubble-gum-is-gum", "Sam has 12 pieces of gum. He buys 5 pieces of bubble gum. How many pieces of gum does "
     "Sam have?", "17", "pieces"),
    # a gumdrop is a candy (kind.candy): 5 + 3 = 8
    ("gumdrops-are-candy", "Sam has 5 lollipops and 3 gumdrops. How many candies does Sam have?", "8", "candies"),
    # gumdrop: 60 / 5 = 12
    ("gumdrops-bought", "I have 60 cents. If each gumdrop costs 5 cents, how many gumdrops can I buy?", "12",
     "gumdrops"),
    ("gumdrops-eaten", "Leo has 11 gumdrops. He eats 4 gumdrops. How many gumdrops does Leo have left?", "7",
     "gumdrops"),
    # marsh as a place: 9 + 6 = 15 birds
    ("birds-in-marsh", "There were 9 geese and 6 ducks in the marsh. How many birds were in the marsh?", "15",
     "birds"),
    # only the marsh's geese: 9
    ("marsh-not-seashore", "There were 9 geese in the marsh and 6 ducks at the seashore. How many birds were in "
     "the marsh?", "9", "birds"),
    # seashore as a place: 31 + 12 = 43
    ("shells-at-seashore", "Kim found 31 shells at the seashore in the morning and 12 shells in the afternoon. "
     "How many shells did she find in all?", "43", "shells"),
    ("shells-two-places", "Kim picked up 31 shells at the seashore and 12 shells at the marsh. How many shells "
     "did she pick up in all?", "43", "shells"),
    # land: arriving at the group's place, 7 + 5 = 12
    ("birds-land", "There are 7 birds on the fence. 5 more birds land on the fence. How many birds are on the "
     "fence?", "12", "birds"),
    ("birds-landed", "There are 7 birds on the fence. 5 more birds landed on the fence. How many birds are on "
     "the fence now?", "12", "birds"),
    # sitting: a state, 11 + 6 = 17
    ("owls-sitting", "11 owls were sitting in a tree. 6 more owls flew up to the tree. How many owls were there "
     "altogether in the tree?", "17", "owls"),
    ("birds-sitting-came", "8 birds were sitting on the fence. 3 more birds came to the fence. How many birds are "
     "on the fence?", "11", "birds"),
    # swimming: a state, 9 + 7 = 16
    ("ducks-swimming", "9 ducks were swimming in the lake. 7 more ducks came to the lake. How many ducks are "
     "swimming in the lake?", "16", "ducks"),
]

REFUSED = [
    # another unit asked than the story holds
    ("hippo-other-unit", "Amy starts with 52 crayons. 9 are eaten by a hippopotamus. How many marbles does Amy "
     "end with?"),
    # the animals are what was eaten: not the crayons
    ("hippos-eaten", "Amy starts with 52 crayons. 9 hippopotamuses are eaten. How many crayons does Amy end "
     "with?"),
    # two new units are no common kind
    ("hippos-and-crickets", "The zoo has 3 hippopotamuses and 5 crickets. How many animals does the zoo have?"),
    ("legs-other-animal", "A cricket has 6 legs. How many legs do 4 hippopotamuses have?"),
    ("dots-other-colour", "There are 8 cards. Each card has 6 red dots and 3 blue dots. How many green dots are "
     "there in all?"),
    ("fishbowls-frogs", "There are 12 fishbowls. Each fishbowl has 5 fish. How many frogs are there in all?"),
    # the tower is not what is left
    ("towers-left", "Ann has 30 blocks. She uses 12 blocks to build a tower. How many towers are left?"),
    # gum is not bubble gum, nor bubble gum gum
    ("gum-not-bubble-gum", "Sue has 4 packs of gum. There are 6 pieces in each pack. How many pieces of bubble "
     "gum does Sue have?"),
    ("bubble-gum-not-gum", "Sue has 4 packs of bubble gum. There are 6 pieces in each pack. How many pieces of "
     "gum does Sue have?"),
    # gum beside bubble gum: whether the gum was bubble gum is not said
    ("gum-beside-bubble-gum", "Sam has 12 pieces of gum and 5 pieces of bubble gum. How many pieces of gum does "
     "Sam have?"),
    ("bubble-gum-then-gum", "Sam has 12 pieces of bubble gum. He buys 5 pieces of gum. How many pieces of bubble "
     "gum does Sam have?"),
    # candies beside gumdrops: the gumdrops may or may not be among the candies
    ("candies-beside-gumdrops", "Sam has 5 candies and 3 gumdrops. How many candies does Sam have?"),
    ("gumdrops-pans", "I have 60 cents. If each gumdrop costs 5 cents, how many pans can I buy?"),
    # another place asked
    ("marsh-other-place", "There were 9 geese and 6 ducks in the marsh. How many ducks were in the lake?"),
    ("seashore-other-place", "Kim picked up 31 shells at the seashore. How many shells did she pick up at the "
     "marsh?"),
    # land elsewhere, another kind landing, no place, or a question about other birds
    ("land-other-place", "There are 7 birds on the fence. 5 more birds land on the tree. How many birds are on "
     "the fence?"),
    ("land-other-kind", "There are 7 birds on the fence. 5 more owls land on the fence. How many birds are on "
     "the fence?"),
    ("land-no-place", "There are 7 birds on the fence. 5 more birds land. How many birds are on the fence?"),
    ("land-other-asked", "There are 7 birds on the fence. 5 more birds land on the fence. How many owls are on "
     "the fence?"),
    # land as a noun (acres of land) is not the verb
    ("land-as-noun", "Sam has 5 acres of land. He buys 3 more acres. How many acres does he have?"),
    # sitting somewhere else than where the newcomers fly
    ("sitting-other-place", "11 owls were sitting in a tree. 6 more owls flew up to the fence. How many owls were "
     "there altogether in the tree?"),
    ("sitting-other-kind", "11 owls were sitting in a tree. 6 more ducks flew up to the tree. How many owls were "
     "there altogether in the tree?"),
    # words the pack leaves out on purpose: `rate`. (`read` is in the pack since v12 as work done that holds
    # nothing, ADR 0235: test_reader_v12_so_a.py; `pickup` is a verb form where a verb stands since ADR 0244:
    # test_reader_v12_lead.py.)
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
