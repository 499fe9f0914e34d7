"""Reader v12 (ADR 0231): parts of someone's things named by a kind that takes nothing away.

A damaged part that is still had (kept_parts.py): ``Sally had 39 baseball cards, and 9 were torn. Sara bought 24
of Sally's baseball cards. How many baseball cards does Sally have now?`` — the torn cards are still cards, still
Sally's; a change that names no kind merges the kinds.

A part named by what its things have (having_parts.py): ``Sandy's dog had 8 puppies and 4 had spots``.
Things had by someone's animal are that someone's when she then gives or loses some (owned_holders.py):
``Joan's cat had 8 kittens. She gave 2 to her friends.``

What a thing is about (topics.py): ``books about sports`` are sports books; ``19 are about school and the rest are
about sports``.

A count told again as a part with ``the rest`` (restated_parts.py): ``Mrs. Snyder made 86 heart cookies. She made 36
red cookies and the rest are pink.``

Things each of one kind or the other (either_kinds.py): ``Each of farmer Cunningham's 6048 lambs is either black or
white. There are 193 white ones. How many of Farmer Cunningham's lambs are black?``

Every answer is worked out by hand from the text; the near misses (damage that may take the thing away, a
``left`` question, a question naming the damaged kind after the kinds merged) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # kept damage: the purchase is of all of Ann's cards: 50 - 20 = 30
    ("torn-bought-of", "Ann had 50 baseball cards, and 7 were torn. Ben bought 20 of Ann's baseball cards. How many "
     "baseball cards does Ann have now?", "30", "baseball cards"),
    # new cards given: 41 + 12 = 53
    ("ripped-given-new", "Liz had 41 Pokemon cards, and 5 were ripped. Tom gave Liz 12 new Pokemon cards. How many "
     "Pokemon cards does Liz have now?", "53", "cards"),
    # given, then bought: 20 + 6 + 10 = 36
    ("torn-given-bought", "Kim had 20 cards, and 4 were torn. Fred gave Kim 6 new cards. Kim bought 10 cards. How "
     "many cards does Kim have now?", "36", "cards"),
    # cracked shells are still shells; a gift of some of them: 30 - 10 = 20
    ("cracked-gave", "Tom had 30 seashells, and 6 were cracked. He gave 10 seashells to Ann. How many seashells does "
     "Tom have?", "20", "seashells"),
    # nothing changed: all of them, torn or not: 39
    ("torn-nothing-moved", "Sally had 39 cards, and 9 were torn. How many cards does Sally have?", "39", "cards"),
    # a loss of some of them: 25 - 8 = 17
    ("ripped-lost", "Dan had 25 books, and 3 were ripped. He lost 8 books. How many books does Dan have now?", "17",
     "books"),
    # a pet's young given away by the owner are hers: 9 - 3 = 6
    ("owned-young-gave", "Maria's cat had 9 kittens. She gave 3 to her friends. How many kittens does she have now?",
     "6", "kittens"),
    # a loss by the owner: 12 - 5 = 7
    ("owned-young-lost", "Ben's dog had 12 puppies. Ben lost 5 puppies. How many puppies does Ben have?", "7",
     "puppies"),
    # the spotted part takes nothing away: 10 - 6 = 4
    ("spots-gave", "Lucy's dog had 10 puppies and 3 had spots. She gave 6 to her friends. How many puppies does she "
     "have now?", "4", "puppies"),
    # a part with stripes of one's own kittens, then a gift: 7 - 2 = 5
    ("stripes-own", "Tom had 7 kittens and 5 had stripes. He gave 2 kittens to Ann. How many kittens does Tom have?",
     "5", "kittens"),
    # an unknown litter fixed by what is left: start = 6 + 3 = 9 (and 4 spotted of 9 fits)
    ("spots-start", "Sam's dog had puppies and 4 had spots. He gave 3 to his friends. He now has 6 puppies. How "
     "many puppies did he have to start with?", "9", "puppies"),
    # nothing moved: the part is of them, all still had: 8
    ("spots-nothing-moved", "Kim had 8 puppies and 4 had spots. How many puppies does Kim have?", "8", "puppies"),
    # topics: 70 - 25 = 45 about history
    ("topic-rest", "Omar has 70 magazines. 25 are about science and the rest are about history. How many magazines "
     "about history does Omar have?", "45", "magazines"),
    # the part itself, asked with the noun adjunct: 25
    ("topic-part-adjunct", "Omar has 70 magazines. 25 are about science and the rest are about history. How many "
     "science magazines does Omar have?", "25", "magazines"),
    # "N of them", then a purchase of the other topic: 30 - 12 = 18, then 18 + 4 = 22
    # restated part: 40 star cupcakes made, 15 of them blue, the rest green: 40 - 15 = 25 green made
    ("restated-rest-made", "Mrs. Lopez baked 40 heart cupcakes. She baked 15 blue cupcakes and the rest are green. "
     "How many green cupcakes did she bake?", "25", "cupcakes"),
    # the part itself: 15
    ("restated-part-made", "Mrs. Lopez baked 40 heart cupcakes. She baked 15 blue cupcakes and the rest are green. "
     "How many blue cupcakes did she bake?", "15", "cupcakes"),
    # all she baked are still 40, not 55
    ("restated-all-made", "Mrs. Lopez baked 40 cupcakes. She baked 15 blue cupcakes and the rest were green. How "
     "many cupcakes did she bake?", "40", "cupcakes"),
    # either/or, the split told next: 300 - 45 = 255 brown
    ("either-split", "Each of farmer Jones's 300 lambs is either white or brown. There are 45 white ones. How many "
     "of Farmer Jones's lambs are brown?", "255", "lambs"),
    # the told kind itself, asked with the modifier first: 45
    ("either-told-kind", "Each of Maria's 80 marbles is either red or blue. There are 35 blue marbles. How many "
     "blue marbles does Maria have?", "35", "marbles"),
    # all of them: 80
    ("either-all", "Each of Maria's 80 marbles is either red or blue. There are 35 blue ones. How many marbles does "
     "Maria have?", "80", "marbles"),
    # the question form on a classification: 20 - 5 = 15 green
    ("how-many-of-owner", "Sam has 20 apples. 5 are red and the rest are green. How many of Sam's apples are green?",
     "15", "apples"),
    ("topic-of-them-bought", "Lena had 30 books. 12 of them were about sports and the rest were about school. She "
     "bought 4 books about school. How many books about school does Lena have?", "22", "books"),
]

REFUSED = [
    # broken things may be thrown away: the holding after a sale is not known
    ("broken-bought-of", "Ann had 50 seashells, and 7 were broken. Ben bought 20 of Ann's seashells. How many "
     "seashells does Ann have now?", "ambiguous_reference"),
    ("burned-whole", "Ann had 50 books, and 7 were burned. How many books does Ann have?", "ambiguous_reference"),
    # "left" after a damaged part: all of them, or those less the torn ones?
    ("torn-left", "Sally had 39 cards, and 9 were torn. How many cards does Sally have left?", "ambiguous_reference"),
    ("torn-left-after-sale", "Ann had 50 baseball cards, and 7 were torn. Ben bought 20 of Ann's baseball cards. How "
     "many baseball cards does Ann have left?", "ambiguous_reference"),
    # after the kinds merged, which of the ripped ones went is not said
    ("ripped-kind-after-sale", "Ann had 50 cards, and 7 were ripped. Ben bought 20 of Ann's cards. How many ripped "
     "cards does Ann have?"),
    # what the buyer held before is never said (an older policy, unchanged)
    ("torn-buyer", "Ann had 50 baseball cards, and 7 were torn. Ben bought 20 of Ann's baseball cards. How many "
     "baseball cards does Ben have?", "unknown_quantity"),
    ("ripped-kind-buyer", "Ann had 50 cards, and 7 were ripped. Ben bought 20 of Ann's cards. How many ripped "
     "cards does Ben have?"),
    # a part that did something (may be gone) beside the torn one still refuses the whole
    ("torn-and-did-not-work", "Tom had 20 cards, and 4 were torn. 2 of them didn't work. How many cards does Tom "
     "have?"),
]

REFUSED += [
    # the owner buys first: are the cat's kittens among hers?
    ("owned-young-bought", "Maria's cat had 9 kittens. She bought 3 kittens. How many kittens does she have now?",
     "ambiguous_reference"),
    # the question asks the cat's own, after the owner gave some: the cat's 9, or 9 less those?
    ("owned-young-asked-of-pet", "Maria's cat had 9 kittens. She gave 3 to her friends. How many kittens does "
     "Maria's cat have?"),
    # a place's things may or may not be the owner's
    ("owned-place", "Dan's bag had 6 apples. He gave 2 apples to Ann. He now has 10 apples. How many apples did he "
     "have to start with?", "ambiguous_reference"),
    # the owner gains some of her own, then a holding fixes the gain: 61 - 39 (the dog's are his) or 61?
    ("owned-event-fixed-later", "James's dog had 39 stickers. He got some more stickers for his birthday. Then he "
     "had 61 stickers. How many stickers did James get for his birthday?", "ambiguous_reference"),
    # what the owned thing holds inside its packs, beside the owner's loose ones
    ("owned-contents", "Beth's dog has 4 packs of crayons. Each pack has 10 crayons in it. She also has 6 extra "
     "crayons. How many crayons does Beth have altogether?", "ambiguous_reference"),
    # a person owns her own things: what Maria gave came from a holding never stated
    ("owned-person", "Maria's sister had 9 kittens. Maria gave 3 kittens to Tom. How many kittens does Maria have?",
     "unknown_quantity"),
    # more spotted than there are
    ("spots-too-many", "Kim had 8 puppies and 9 had spots. How many puppies does Kim have?", "negative_holding"),
    # the part is of Tom's two only, not of all ten
    ("spots-other-holder", "Sam had 8 kittens. Tom had 2 kittens and 3 had spots. How many kittens does Sam have?",
     "ambiguous_reference"),
    # the things the part has are counted too
    ("feature-counted", "Sam had 8 boxes and 4 had apples. He bought 3 apples. How many apples does Sam have?",
     "ambiguous_reference"),
    # a counted subject: those puppies, or others?
    ("spots-counted-subject", "Kim had 8 puppies and 4 puppies had spots. How many puppies does Kim have?"),
    # a count of the feature, or more of the same things, is no part
    ("spots-counted", "Kim had 8 puppies and 4 had 3 spots. How many puppies does Kim have?"),
    ("had-same-things", "Kim had 8 puppies and 4 had puppies. How many puppies does Kim have?"),
]

REFUSED += [
    # the other part unnamed
    ("topic-no-rest", "Omar has 70 magazines. 25 are about science. How many magazines about history does Omar "
     "have?"),
    # a topic never told of his magazines
    ("topic-other", "Omar has 70 magazines. 25 are about science and the rest are about history. How many magazines "
     "about sports does Omar have?", "unknown_quantity"),
    # "about" before a number: roughly, not a topic
    ("about-number", "Omar has about 70 magazines. How many magazines does Omar have?"),
    # a topic that is a noun phrase
    ("topic-noun-phrase", "Omar has 70 magazines. 25 are about school buses and the rest are about history. How many "
     "magazines about history does Omar have?"),
]

REFUSED += [
    # another verb: 15 more cupcakes bought, the rest of what?
    ("restated-other-verb", "Mrs. Lopez baked 40 cupcakes. She bought 15 blue cupcakes and the rest are green. How "
     "many green cupcakes did she bake?"),
    # another subject
    ("restated-other-subject", "Mrs. Lopez baked 40 cupcakes. Tom baked 15 blue cupcakes and the rest are green. "
     "How many green cupcakes did she bake?"),
    # no kind on the part
    ("restated-no-kind", "Mrs. Lopez baked 40 cupcakes. She baked 15 cupcakes and the rest are green. How many green "
     "cupcakes did she bake?"),
    # the rest named as the part's own kind
    ("restated-same-kind", "Mrs. Lopez baked 40 cupcakes. She baked 15 blue cupcakes and the rest are blue. How many "
     "blue cupcakes did she bake?"),
    # more than were baked
    ("restated-too-many", "Mrs. Lopez baked 40 cupcakes. She baked 45 blue cupcakes and the rest are green. How many "
     "green cupcakes did she bake?"),
]

REFUSED += [
    # the split never told
    ("either-no-split", "Each of Maria's 80 marbles is either red or blue. How many of Maria's marbles are red?"),
    # a count of one of the kinds after another sentence: hers, or others?
    ("either-late-split", "Each of Maria's 80 marbles is either red or blue. Tom had 3 marbles. There are 35 blue "
     "ones. How many of Maria's marbles are red?", "ambiguous_reference"),
    # a third kind asked
    ("either-third-kind", "Each of Maria's 80 marbles is either red or blue. There are 35 blue ones. How many of "
     "Maria's marbles are green?"),
    # after a sale of some, which kind went is not said
    ("either-after-sale", "Each of Maria's 80 marbles is either red or blue. There are 35 blue ones. Maria sold 5 "
     "marbles. How many of Maria's marbles are red?"),
    # the same kind twice
    ("either-same-kind", "Each of Maria's 80 marbles is either red or red. There are 35 red ones. How many of "
     "Maria's marbles are red?"),
    # the question form without any kind told
    ("how-many-of-unsplit", "Sam has 20 apples. How many of Sam's apples are green?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
