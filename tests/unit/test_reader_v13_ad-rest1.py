"""Reader v13 (ADR 0270): a building event asked between a place's count before a period and its count now
(untold_events.py), and a place name led by a person's name (``in Lawrence County``, proper_place_names.py).

Also (second family): a colour a colouring verb gives its object (``dyed 61921 yards of silk green and 49500
yards pink``, resultative_colours.py), a purpose opening a statement and the question restricted to it (``To
fill an order, …`` / ``… for that order?``, purpose_openers.py), and ``it`` as the subject of a question (the
one thing that held or did anything, holders.resolve_it_subject).

Third family: things with and without a feature as two kinds (with_kinds.py), things released onto a place by
a sender who holds none told, then counted (released_things.py), and a number-free setting sentence with
``Some <things> [called <word>]`` (setting_sentences.py).

Every answer is worked out by hand from the text; the near misses (another place, a named or known builder,
another verb, another period, no period, fewer houses now, another thing, an extra sentence) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

BOOM = "Before the recent housing boom, there were 1426 houses in Lawrence County. "

SOLVED = [
    # the one change between the counts is the building: 2000 - 1426 = 574
    ("boom-built", BOOM + "Now, there are 2000 houses. How many houses did developers build during the housing "
     "boom?", "574", "houses"),
    # the place told again in the later count, 'building boom', another bare plural: 950 - 300 = 650
    ("building-boom-placed", "Before the building boom, there were 300 cabins in the town. Now there are 950 "
     "cabins in the town. How many cabins did builders build during the recent building boom?", "650", "cabins"),
    # the time after the count, no 'now': 81 - 17 = 64
    ("time-after", "There were 17 apartments in Lincoln County before a housing boom. There are 81 apartments. "
     "How many apartments did workers build during the housing boom?", "64", "apartments"),
    # Lawrence is a person's name, yet 'Lawrence County' is one place: 14 there
    ("name-county", "There were 14 houses in Lawrence County and 5 houses in Clark County. How many houses are "
     "in Lawrence County?", "14", "houses"),
    # both lots are silk (the second's 'of silk' gapped before its own colour): 61921 + 49500 = 111421
    ("dyed-order", "To fill an order, the factory dyed 61921 yards of silk green and 49500 yards pink. How many "
     "yards of silk did it dye for that order?", "111421", "yards"),
    # no purpose asked; 'it' is the factory: 30 + 12 = 42
    ("dyed-it", "The factory dyed 30 yards of silk blue and 12 yards red. How many yards of silk did it dye?",
     "42", "yards"),
    # counted things painted, the gapped lot without its noun: 5 + 3 = 8
    ("painted-fences", "Tom painted 5 fences red and 3 blue. How many fences did Tom paint?", "8", "fences"),
    # only the green lot asked: 61921
    ("green-only", "The factory dyed 61921 yards of silk green and 49500 yards pink. How many yards of green silk "
     "did it dye?", "61921", "yards"),
    # a purpose stepped over with a plain verb: 3 eggs
    ("purpose-plain", "To make a cake, Tom used 3 eggs. How many eggs did Tom use?", "3", "eggs"),
    # 'it' in a holding question: the one box: 5
    ("it-holds", "The box has 5 apples. How many apples does it have?", "5", "apples"),
    # with and without spots are two kinds: 12170 + 54912 = 67082
    ("with-without", "There are 12170 ladybugs with spots and 54912 ladybugs without spots. How many ladybugs are "
     "there in all?", "67082", "ladybugs"),
    # the whole story: a setting, a release of a number never told, the two kinds counted: 67082
    ("ladybugs-story", "Some insects called aphids attack a large farm. In response, the farmer releases ladybugs "
     "onto the fields. There are 12170 ladybugs with spots and 54912 ladybugs without spots. How many ladybugs "
     "are there in all?", "67082", "ladybugs"),
    # released onto the fields, counted on the fields: 5
    ("released-counted-there", "The farmer releases ladybugs onto the fields. There are 5 ladybugs on the fields. "
     "How many ladybugs are there?", "5", "ladybugs"),
    # a setting about other things: Tom's 5 apples
    ("setting-other", "Some kids visit a farm. Tom has 5 apples. How many apples does Tom have?", "5", "apples"),
]

REFUSED = [
    # Tom or 'the developers' would claim the whole change for one known doer
    ("named-builder", "Before the housing boom, there were 1426 houses in the town. Now, there are 2000 houses. "
     "How many houses did Tom build during the housing boom?"),
    ("the-builders", "Before the housing boom, there were 1426 houses in the town. Now, there are 2000 houses. "
     "How many houses did the developers build during the housing boom?"),
    # buying or painting houses adds none to the town
    ("bought", BOOM + "Now, there are 2000 houses. How many houses did people buy during the housing boom?"),
    ("painted", BOOM + "Now, there are 2000 houses. How many houses did workers paint during the housing boom?"),
    # another period, no period, a 'before' question
    ("other-period", BOOM + "Now, there are 2000 houses. How many houses did developers build during the building "
     "boom?"),
    ("no-period", BOOM + "Now, there are 2000 houses. How many houses did developers build?"),
    # fewer houses now: building never makes fewer
    ("fewer", BOOM + "Now, there are 1000 houses. How many houses did developers build during the housing boom?"),
    # another county now, another thing, no place at first
    ("other-place", BOOM + "Now, there are 2000 houses in Clark County. How many houses did developers build "
     "during the housing boom?"),
    ("other-thing", BOOM + "Now, there are 2000 cabins. How many houses did developers build during the housing "
     "boom?"),
    ("no-place", "Before the housing boom, there were 1426 houses. Now, there are 2000 houses. How many houses "
     "did developers build during the housing boom?"),
    # a told destruction or another event: the change is not the building alone
    ("destroyed", BOOM + "During the housing boom, some houses were destroyed. Now, there are 2000 houses. How "
     "many houses did developers build during the housing boom?"),
    ("distractor", BOOM + "Tom has 5 apples. Now, there are 2000 houses. How many houses did developers build "
     "during the housing boom?"),
    # the later count in the past: when?
    ("past-later", BOOM + "There were 2000 houses. How many houses did developers build during the housing boom?"),
    # an owner's barn: the name run followed by 's is not read here
    ("county-owner", "Tom has 5 apples in Lawrence County's barn. How many apples does Tom have?"),
    # 'it dyed 3 yards pink' in a sentence of its own: 3 yards of what?
    ("gapped-own-sentence", "The factory dyed 5 yards of silk green. It dyed 3 yards pink. How many yards of silk "
     "did it dye?"),
    # the second lot with no colour: of what?
    ("gapped-no-colour", "The factory dyed 61921 yards of silk green and 49500 yards. How many yards of silk did "
     "it dye?"),
    # a colour named twice
    ("two-colours", "The factory dyed 61921 yards of green silk red. How many yards of silk did it dye?"),
    # painting changes fences, it makes none: his fences now?
    ("painted-holding", "Tom has 3 fences. Tom painted 5 fences red. How many fences does Tom have?"),
    # a colour after a verb that gives no colour
    ("bought-red", "Tom bought 5 shirts red. How many shirts did Tom buy?"),
    # 'for that order' with no such purpose, another purpose, or a statement outside it
    ("no-purpose", "The factory dyed 61921 yards of silk. How many yards of silk did it dye for that order?"),
    ("other-purpose", "To fill an order, the factory dyed 61921 yards of silk. How many yards of silk did it dye "
     "for that party?"),
    ("outside-purpose", "To fill an order, the factory dyed 61921 yards of silk. The factory dyed 5 yards of silk. "
     "How many yards of silk did it dye for that order?"),
    # 'it' with two things, or with no thing
    ("it-two", "The box has 5 apples. The bag has 3 apples. How many apples does it have?"),
    ("it-none", "Tom has 5 apples. How many apples does it have?"),
    # with spots and with stripes may overlap; a lone 'without'
    ("with-with", "There are 12 ladybugs with spots and 5 ladybugs with stripes. How many ladybugs are there in all?"),
    ("without-alone", "There are 12 ladybugs without spots. How many ladybugs are there?"),
    # the pair over two different things
    ("with-two-things", "There are 12 ladybugs with spots and 5 bugs without spots. How many bugs are there in all?"),
    # released ones counted elsewhere: how many on the fields?
    ("released-elsewhere", "The farmer releases ladybugs onto the fields. There are 5 ladybugs in the garden. How "
     "many ladybugs are there in all?"),
    # the sender held some: how many did he keep?
    ("sender-held", "The farmer has 9 ladybugs. The farmer releases ladybugs onto the fields. There are 5 ladybugs "
     "with spots and 4 ladybugs without spots. How many ladybugs are there in all?"),
    # a count before the release
    ("count-before", "There are 4 ladybugs. The farmer releases ladybugs onto the fields. There are 5 ladybugs with "
     "spots and 4 ladybugs without spots. How many ladybugs are there in all?"),
    # no place for the release
    ("released-nowhere", "The farmer releases ladybugs. There are 5 ladybugs with spots and 4 ladybugs without "
     "spots. How many ladybugs are there in all?"),
    # the setting's things asked, or a kind of them when the setting named none
    ("setting-asked", "Some insects called aphids attack a large farm. There are 5 insects. How many insects are "
     "there?"),
    ("setting-kind", "Some birds visit a farm. There are 5 ducks on the farm. How many ducks are there?"),
    ("setting-general", "Some ducks visit a farm. There are 5 geese on the farm. How many birds are there?"),
    # 'the farm' (a place the story may hold things at), a number, a capitalised name
    ("setting-the", "Some insects called aphids attack the farm. There are 5 ladybugs. How many ladybugs are there?"),
    ("setting-number", "Some kids called aphids visit 3 farms. Tom has 5 apples. How many apples does Tom have?"),
    ("setting-capital", "Some insects called Aphids attack a large farm. There are 5 ladybugs. How many ladybugs are "
     "there?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
