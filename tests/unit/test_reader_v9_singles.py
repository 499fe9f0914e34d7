"""Reader v9 singles (ADR 0149): SingleOp families that refused.

- shares among the invited (invited_shares.py): ``Martha is inviting 4 friends to a party. She has 12 cookies.
  How many cookies will each friend get?``; the host gets no share only because ``friend`` is a pack guest noun;
- things brought to share with someone (shared_purposes.py) beside a stored partition of other things, and
  ``comes to help`` as a scene (pack);
- places inside places (nested_places.py), arrivals ``added to the pile`` (place_arrivals.py), and a packaged
  rate told of one thing (each_packaged.py: ``Each apple comes in a package of 11``), read, never dropped;
- pack words: ``snowballs``, ``Valentines`` (a capitalised unit noun), the name ``Charlie``.

Every answer is worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

_BOXES = "Marilyn has 40 bananas that must be put away in boxes. "
_PILE = "There are 8 apples in a pile on the desk. "

SOLVED = [
    # --- invitations ---------------------------------------------------------------------------------------
    ("inviting friends, cookies shared among them",  # 12 / 4
     "Martha is inviting 4 friends to a party. She has 12 cookies. How many cookies will each friend get?", "3",
     "cookies"),
    ("invited (past), the party definite",  # 80 / 10
     "Deborah invited 10 friends to the party. She has 80 cookies. How many cookies will each friend get?", "8"),
    ("holding told before the invitation",  # 12 / 3
     "Harry has 12 candies. Harry is inviting 3 friends to a picnic. How many candies will each friend get?", "4"),
    ("the host bought more before the share",  # (10 + 2) / 4
     "Jack is inviting 4 friends to a party. He has 10 cookies. He buys 2 more cookies. "
     "How many cookies will each friend get?", "3"),
    ("one of two things shared",  # 8 / 4
     "Martha is inviting 4 friends to a party. She has 12 cookies and 8 cakes. How many cakes will each friend "
     "get?", "2"),
    ("the holding itself still reads",  # 12
     "Martha is inviting 4 friends to a party. She has 12 cookies. How many cookies does she have?", "12"),
    # --- things brought to share -----------------------------------------------------------------------------
    ("a helper's cookies beside the bananas in boxes",  # 40 / 8
     _BOXES + "Daniel comes to help and brings 10 cookies to share with Marilyn. If there are 8 boxes, "
     "how many bananas must go in each box?", "5", "bananas"),
    ("brings to share without coming to help",  # 45 / 9
     "Joe has 45 oranges that must be put away in boxes. Julie brings 16 cookies to share with Joe. "
     "If there are 9 boxes, how many oranges must go in each box?", "5"),
    ("came to help (past) and nothing else",  # 40 / 10
     _BOXES + "Fred came to help. If there are 10 boxes, how many bananas must go in each box?", "4"),
    ("the bringing itself is an event",  # 10
     "Marilyn has 40 bananas. Daniel brings 10 cookies to share with Marilyn. How many cookies did Daniel bring?",
     "10"),
    # --- nested places, arrivals, packaged rates ---------------------------------------------------------------
    ("a pile on the desk, a packaged rate, added to the pile",  # 8 + 5
     _PILE + "Each apple comes in a package of 11. 5 apples are added to the pile. "
     "How many apples are there in the pile?", "13", "apples"),
    ("the rate told after the arrival",  # 2 + 7
     "There are 2 bananas in a pile on the desk. 7 bananas are added to the pile. Each banana comes in a package "
     "of 13. How many bananas are there in the pile?", "9"),
    ("the question names the nested place too",  # 6 + 4
     "There are 6 candies in a bowl on the table. 4 candies are added to the bowl. "
     "How many candies are there in the bowl on the table?", "10"),
    ("a packaged rate of one thing is used when packages are bought",  # 3 * 11
     "Each apple comes in a package of 11. Tom bought 3 packages. How many apples did Tom buy?", "33"),
    ("is sold in a package of",  # 2 * 6
     "Each candy is sold in a package of 6. Sam has 2 packages of candies. How many candies does Sam have?", "12"),
    ("the plural packaged rate still reads",  # 4 * 5
     "Gumballs come in packages of 5. Sam bought 4 packages. How many gumballs did Sam buy?", "20"),
    # --- pack words ----------------------------------------------------------------------------------------
    ("capitalised Valentines",  # 30 - 8
     "Mrs. Wong had 30 Valentines. She gave 8 Valentines to her children. How many does she have left?", "22",
     "valentines"),
    # ADR 0514: Charlie is a name of either gender now (singleop-413 refuses: she may be Charlie); Peter keeps the form
    ("snowballs, she is Lucy (Peter is a boy's name in the pack)",  # 19 + 31
     "Peter has 31 more snowballs than Lucy. She has 19 snowballs. How many does Peter have?", "50"),
]

REFUSED = [
    # --- invitations ---------------------------------------------------------------------------------------
    ("each person may include the host",
     "Martha is inviting 4 friends to a party. She has 12 cookies. How many cookies will each person get?"),
    ("people invited, each person asked",
     "Martha is inviting 4 people to a party. She has 12 cookies. How many cookies will each person get?"),
    ("another noun than the invited one",
     "Martha is inviting 4 friends to a party. She has 12 cookies. How many cookies will each guest get?"),
    ("someone else's cookies",
     "Martha is inviting 4 friends to a party. Tom has 12 cookies. How many cookies will each friend get?"),
    ("a share that is not whole",
     "Martha is inviting 4 friends to a party. She has 10 cookies. How many cookies will each friend get?",
     "fractional_count"),
    ("some cookies given away first",
     "Martha is inviting 4 friends to a party. She has 12 cookies. She gives 4 cookies to Tom. "
     "How many cookies will each friend get?"),
    ("two inviters",
     "Martha is inviting 4 friends to a party. Tom is inviting 2 friends to a party. She has 12 cookies. "
     "How many cookies will each friend get?"),
    ("a kind asked: equal shares need not be equal per kind",
     "Martha is inviting 4 friends to a party. She has 12 chocolate cookies and 8 sugar cookies. "
     "How many sugar cookies will each friend get?"),
    ("kinds held, all asked",
     "Martha is inviting 4 friends to a party. She has 12 chocolate cookies and 8 sugar cookies. "
     "How many cookies will each friend get?"),
    ("friends held, not invited",
     "Martha has 4 friends. She has 12 cookies. How many cookies will each friend get?"),
    ("invited to a named place (whose party?)",
     "Martha is inviting 4 friends to Tom's party. She has 12 cookies. How many cookies will each friend get?"),
    ("more friends come later",
     "Martha is inviting 4 friends to a party. She has 12 cookies. 2 more friends come. "
     "How many cookies will each friend get?"),
    ("the invitation verb unknown in another tense",
     "Martha was inviting 4 friends to a party. She has 12 cookies. How many cookies will each friend get?"),
    # --- things brought to share -----------------------------------------------------------------------------
    ("the shared cookies: who holds them?",
     _BOXES + "Daniel comes to help and brings 10 cookies to share with Marilyn. How many cookies does Marilyn "
     "have?"),
    ("the helper brings more of the boxed things",
     _BOXES + "Daniel comes to help and brings 16 bananas to share with Marilyn. If there are 8 boxes, "
     "how many bananas must go in each box?"),
    ("cookies asked in the boxes",
     _BOXES + "Daniel comes to help and brings 10 cookies to share with Marilyn. If there are 8 boxes, "
     "how many cookies must go in each box?"),
    ("shared with someone never named",
     _BOXES + "Daniel comes to help and brings 10 cookies to share with Tom. If there are 8 boxes, "
     "how many bananas must go in each box?"),
    ("a holding question after a share",
     "Marilyn has 40 bananas. Daniel brings 10 cookies to share with Marilyn. How many bananas does Marilyn have?"),
    ("the helper eats some of the bananas",
     _BOXES + "Daniel comes to help and eats 8 bananas. If there are 8 boxes, how many bananas must go in each "
     "box?"),
    # --- nested places, arrivals, packaged rates ---------------------------------------------------------------
    ("the outer place asked",
     _PILE + "5 apples are added to the pile. How many apples are there on the desk?"),
    ("added to the outer place",
     _PILE + "5 apples are added to the desk. How many apples are there in the pile?"),
    ("one pile on two places",
     _PILE + "There are 3 apples in a pile on the floor. How many apples are there in the pile?"),
    ("the outer place holds more",
     _PILE + "There are 3 apples on the desk. How many apples are there in the pile?"),
    ("other things added to the pile",
     _PILE + "5 pears are added to the pile. How many apples are there in the pile?"),
    ("packages asked of the pile",
     _PILE + "Each apple comes in a package of 11. 5 apples are added to the pile. "
     "How many packages are there in the pile?"),
    ("added to a place that held none",
     _PILE + "5 apples are added to the basket. How many apples are there in the pile?"),
    ("added to a person",
     "Tom has 8 apples. 5 apples are added to Tom. How many apples does Tom have?"),
    ("two rates per package",
     "Each apple comes in a package of 11. Each package has 12 apples. Tom bought 3 packages. "
     "How many apples did Tom buy?"),
    ("a packaged rate of some of the things only",
     "Each red apple comes in a package of 11. Tom bought 3 packages. How many apples did Tom buy?"),
    ("a package of a number of people",
     "Each student comes in a package of 11. Tom bought 3 packages. How many students did Tom buy?"),
    # --- pack words ----------------------------------------------------------------------------------------
    ("more people who came to help: a scene verb with a number",
     "There are 5 people in the garden. 3 more people came to help. How many people are in the garden?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
