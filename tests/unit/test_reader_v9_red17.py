"""Red team 17 (ADR 0151): variants of the reader v9 constructions of ADRs 0145–0147 (set-aside partitions,
variant unit forms, invitations and definite rates, ``ended up``, ``on sale``, ``the ones they still had``,
pooled pairs, ``inside each box``, ``pieces of <kind>``, measured kinds). Each REFUSED row is a probe the red
team found answered wrongly (or a close neighbour of one); each SOLVED row must keep its reading. Every
answer is worked out by hand from the text.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # a gain between the part and the rest joins the rest: 50 + 5 - 10 = 45, 45 / 5 = 9
    ("rest-after-a-gain", "Tom had 50 cards. He put 10 cards into one box. He found 5 more cards. He put the rest "
     "into 5 boxes. How many cards were in each box?", "9", "cards"),
    # a loss before the part: 50 - 5 - 10 = 35, 35 / 5 = 7
    ("loss-before-the-part", "Tom had 50 cards. He lost 5 cards. He put 10 cards into one box and put the rest into "
     "5 boxes. How many cards were in each box?", "7", "cards"),
    # the corpus shape: 79 - 44 = 35, 35 / 5 = 7
    ("album-set-aside", "Wendy uploaded 79 pictures to Facebook. She put 44 pics into one album and put the rest "
     "into 5 different albums. How many pictures were in each album?", "7", "pictures"),
    # two places' things, each told by an existential: 5 + 3 = 8
    ("also-two-places", "There are 5 apples in the box. There are also 3 apples in the basket. How many apples are "
     "there in all?", "8", "apples"),
    # the closet's coats without "also" are the closet's: Sam has 5 hats
    ("closet-without-also", "Sam has 5 hats. There are 3 coats in the closet. How many pieces of clothing does Sam "
     "have?", "5"),
    # "also" beside things of another sort: Sam's 5 apples
    ("also-other-sort", "Sam has 5 apples. There are also 3 pencils in the basket. How many apples does Sam have?",
     "5", "apples"),
    # the part fits when it is put away: 43 - 40 = 3, + 9 found = 12, 12 / 6 = 2
    ("part-fits-then-gain", "Paige had 43 pieces of clothing to wash. She put 40 of them in one load. She found 9 "
     "more pieces of clothing, but decided to split the rest into 6 equal loads. How many pieces of clothing "
     "could go in each of the small loads?", "2", "pieces"),
    # a holding restated in a later sentence is one holding: 14
    ("restated-later", "Tom has 14 pictures. He has 14 pics. How many pictures does he have?", "14", "pictures"),
    # two kinds listed with one count: 14 + 14 = 28
    ("two-kinds-same-count", "Tom has 14 red apples and 14 green apples. How many apples does he have?", "28",
     "apples"),
    # two holders with one count: 14 + 14 = 28
    ("two-holders-same-count", "Tom has 14 apples and Ann has 14 apples. How many apples do they have?", "28",
     "apples"),
    # pics and pictures with different counts in two sentences of two holders: 14
    ("pics-other-holder", "Tom has 14 pics. Ann has 6 pictures. How many pictures does Tom have?", "14", "pictures"),
    # only boxes of fruit: 7 x (8 + 7) = 105
    ("pieces-of-fruit-in-boxes", "Will found 7 boxes of fruit and inside each box there were 8 apples and 7 pears. "
     "How many pieces of fruit did Will have?", "105", "fruits"),
    # only pieces counted: 40 - 5 = 35
    ("pieces-only", "Sam had 40 pieces of fruit. He ate 5 pieces. How many pieces of fruit does he have left?",
     "35", "pieces"),
    # the ones she still had with no part put away: 48 - 8 = 40, 40 / 8 = 5
    ("held-ones-after-a-loss", "Debby had 48 cards. She lost 8 of them. She put the ones she still had into 8 "
     "piles. How many cards were in each pile?", "5", "cards"),
    # the rest of her cards after another holder's distractor: (87 - 24) / 9 = 7
    ("rest-beside-other-uploader", "Chloe uploaded 87 pictures and Roger uploaded 13 pictures. She put 24 pics "
     "into one album and put the rest into 9 albums. How many pictures were in each album?", "7", "pictures"),
]

REFUSED = [
    # the 3 deleted pictures: among the album's 18 (43 / 2, not whole) or among the rest ((61 - 18 - 3) / 2 = 20)?
    # answered 20
    ("loss-between-part-and-rest", "Jerry uploaded 61 pictures to Facebook. He put 18 pics into one album. He "
     "deleted 3 pictures. He put the rest into 2 albums. How many pictures were in each album?",
     "ambiguous_reference"),
    # the same with a gift in the part's sentence: from the box or from the others?
    ("gift-between-part-and-rest", "Tom had 50 cards. He put 10 cards into one box and gave 5 cards to Ann. He put "
     "the rest into 5 boxes. How many cards were in each box?", "ambiguous_reference"),
    ("eaten-between-part-and-rest", "Ann had 40 cookies. She put 10 cookies into one box and ate 5 cookies. She "
     "put the rest into 5 boxes. How many cookies were in each box?", "ambiguous_reference"),
    # 45 put into one load out of 43: more than she had; the later 8 only hid it (answered 1)
    ("part-more-than-held", "Paige had 43 pieces of clothing to wash. She put 45 of them in one load. She found 8 "
     "more pieces of clothing, but decided to split the rest into 6 equal loads. How many pieces of clothing could "
     "go in each of the small loads?", "negative_holding"),
    ("part-more-than-held-cards", "Tom had 20 cards. He put 25 cards into one box. He found 15 more cards. He put "
     "the rest into 5 boxes. How many cards were in each box?", "negative_holding"),
    # pieces of fruit: the 40 pieces only, or the 105 apples and pears too? (answered 40)
    ("pieces-and-kinds", "Will had 40 pieces of fruit. He found 7 boxes of fruit and inside each box there were 8 "
     "apples and 7 pears. How many pieces of fruit did Will have?", "ambiguous_reference"),
    ("pieces-and-bought-apples", "Sam has 5 pieces of fruit. He bought 3 apples. How many pieces of fruit does he "
     "have?", "ambiguous_reference"),
    ("pieces-and-lollipops", "Sam has 5 pieces of candy and 4 lollipops. How many pieces of candy does he have?",
     "ambiguous_reference"),
    # one thing listed twice in one clause: 14 + 14 = 28 or one lot said twice? (answered 14)
    ("pics-and-pictures-listed", "Tom has 14 pics and 14 pictures. How many pictures does he have?",
     "ambiguous_reference"),
    ("pictures-and-pics-listed", "Haley has 7 pictures and 7 pics. How many pics does she have?",
     "ambiguous_reference"),
    ("apples-listed-twice", "Tom has 14 apples and 14 apples. How many apples does he have?", "ambiguous_reference"),
    # "also": 3 more of Sam's (2 + 4) x 3 + 3 = 21, or the closet's (18)? (answered 18)
    ("also-there-after-boxes", "Sam found 3 boxes of clothing and inside each box there were 2 scarves and 4 hats. "
     "There were also 3 coats in the closet. How many pieces of clothing did Sam have?", "ambiguous_reference"),
    ("also-there-after-hats", "Sam found 5 hats. There were also 3 coats in the closet. How many pieces of clothing "
     "did Sam have?", "ambiguous_reference"),
    # the ones she still had after 13 went into a box: all 48 or the 35 others? (answered 6 = 48 / 8)
    ("held-ones-after-part", "Debby had 48 cards. She put 13 cards into one box. She put the ones she still had "
     "into 8 piles. How many cards were in each pile?", "ambiguous_reference"),
    ("held-ones-after-part-40", "Janet had 38 cards. She put 24 cards into one box. She put the ones she still "
     "had into 2 piles. How many cards were in each pile?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
