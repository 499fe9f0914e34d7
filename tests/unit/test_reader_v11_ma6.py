"""Reader v11 (ADR 0198): a place owned by an owned person (``for her friend's wedding``, owned_occasions.py);
``in each one`` closing a progressive scene's rate (each_one.py); a part that spoiled by itself (``10 of the
flowers wilted [before the wedding]``, spoiled_parts.py); ``still`` in a container-count question putting a
spoiled or damaged part out (still_parts.py).

Every answer is worked out by hand from the text; the near misses (no ``still``, a holding asked, another
person's or holder's things, a part of only some things, ``after``, a verb that needs a doer, a remainder,
``one`` that could be the thing itself) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

_SCENE = "She was making bouquets with 8 flowers in each one."

SOLVED = [
    # the family's shape in other numbers: (66 - 10) / 8 = 7
    ("wilted-wedding", "Isabel picked 66 flowers for her friend's wedding. " + _SCENE + " If 10 of the flowers "
     "wilted before the wedding, how many bouquets could she still make?", "7", "bouquets"),
    # a curly apostrophe, other numbers: (45 - 35) / 5 = 2
    ("curly", "Wendy picked 45 flowers for her friend\u2019s wedding. She was making bouquets with 5 flowers in "
     "each one. If 35 of the flowers wilted before the wedding, how many bouquets could she still make?", "2",
     "bouquets"),
    # no occasion, no "before", the part told as a sentence of its own: (50 - 14) / 6 = 6
    ("sentence-part", "Tom had 50 flowers. 14 of them wilted. He was making bouquets with 6 flowers in each one. "
     "How many bouquets could he still make?", "6", "bouquets"),
    # another self-damaging verb and things: (40 - 4) / 9 = 4
    ("burst", "Sara bought 40 balloons. 4 of the balloons burst. If she puts 9 balloons in each bag, how many "
     "bags could she still fill?", "4", "bags"),
    # a passive damaged part (damaged.py) put out by "still" too: (30 - 6) / 4 = 6
    ("passive-torn", "Mike had 30 cards. 6 of them were torn. If he puts 4 cards on each page, how many pages "
     "could he still fill?", "6", "pages"),
    # "in each one" alone, no spoiled part: 56 / 8 = 7
    ("each-one", "Isabel picked 56 flowers. " + _SCENE + " How many bouquets could she make?", "7", "bouquets"),
    # the owned occasion read, the event asked: 66
    ("owned-occasion", "Isabel picked 66 flowers for her friend's wedding. How many flowers did Isabel pick?",
     "66", "flowers"),
    # the friend only owns the wedding: "she" is Isabel; 56 / 8 = 7
    ("owner-not-she", "Isabel picked 56 flowers for her friend's wedding. " + _SCENE + " How many bouquets "
     "could she make?", "7", "bouquets"),
    # the event itself does not depend on the part: 66 picked
    ("event-asked", "Isabel picked 66 flowers. 10 of the flowers wilted. How many flowers did Isabel pick?",
     "66", "flowers"),
]

REFUSED = [
    # no "still": are the wilted flowers used or not?
    ("no-still", "Isabel picked 66 flowers. " + _SCENE + " If 10 of the flowers wilted, how many bouquets could "
     "she make?", "ambiguous_reference"),
    # a holding asked: wilted flowers may still be had
    ("holding", "Isabel picked 66 flowers. 10 of the flowers wilted. How many flowers does she have?",
     "ambiguous_reference"),
    # after the wedding: not read
    ("after", "Isabel picked 66 flowers. " + _SCENE + " If 10 of the flowers wilted after the wedding, how many "
     "bouquets could she still make?"),
    # more than "before <place>" after the verb
    ("before-more", "Isabel picked 66 flowers. " + _SCENE + " If 10 of the flowers wilted before the wedding in "
     "the garden, how many bouquets could she still make?", "unparsed_sentence"),
    # a destroy verb that needs a doer: "4 of them destroyed" is no clause
    ("needs-doer", "Sara bought 40 balloons. 4 of the balloons destroyed. If she puts 9 balloons in each bag, how "
     "many bags could she still fill?", "unparsed_sentence"),
    # "of them" after flowers and bouquets: of which?
    ("of-them-two-units", "Tom had 50 flowers. He was making bouquets with 6 flowers in each one. 14 of them "
     "wilted. How many bouquets could he still make?", "ambiguous_reference"),
    # another holder's flowers: which of the flowers wilted?
    ("two-holders", "Isabel picked 66 flowers. Tom picked 10 flowers. " + _SCENE + " If 10 of the flowers wilted, "
     "how many bouquets could she still make?", "ambiguous_reference"),
    # a part of only some of her flowers (damaged scope)
    ("some-of-them", "Isabel picked 66 flowers. She picked 10 more flowers. " + _SCENE + " If 10 of them "
     "wilted, how many bouquets could she still make?", "ambiguous_reference"),
    # flowers gained after the part: were those wilted too?
    ("gain-after", "Isabel picked 66 flowers. 10 of the flowers wilted. She picked 8 more flowers. " + _SCENE +
     " How many bouquets could she still make?", "ambiguous_reference"),
    # a remainder: (67 - 10) / 8 is not whole
    ("remainder", "Isabel picked 67 flowers. " + _SCENE + " If 10 of the flowers wilted, how many bouquets could "
     "she still make?", "fractional_count"),
    # another person asked
    ("other-person", "Isabel picked 66 flowers. " + _SCENE + " If 10 of the flowers wilted, how many bouquets "
     "could Tom still make?", "ambiguous_reference"),
    # "still" inside the If-clause only
    ("still-in-if", "Isabel picked 66 flowers. " + _SCENE + " If 10 of the flowers were still fresh, how many "
     "bouquets could she make?"),
    # "with 8 in each one": neither the thing nor the container written
    ("bare-one", "Isabel picked 56 flowers. She was making bouquets with 8 in each one. How many bouquets could "
     "she make?", "ambiguous_reference"),
    # "one" could only be a card: 8 cards in each card?
    ("one-is-thing", "Luke had 56 cards. He was organizing his cards with 8 cards in each one. How many pages "
     "would he use?", "ambiguous_reference"),
    # the owned noun is a person: not a place
    ("owned-person", "Isabel picked 66 flowers for her friend's sister. How many flowers did Isabel pick?",
     "unparsed_sentence"),
    # a place gained for: whether the things were handed over is open (beneficiaries.py)
    ("occasion-holding", "Isabel picked 66 flowers for her friend's wedding. How many flowers does Isabel have?",
     "ambiguous_reference"),
    # "before" elsewhere stays unread
    ("before-elsewhere", "Sam gave 5 apples to Tom before the party. How many apples did Sam give?",
     "unparsed_sentence"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
