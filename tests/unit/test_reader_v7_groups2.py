"""Reader v7 (groups2, ADR 0098): a part of the things several holders got (``If only 38 of the carrots
were good``), asked as one kind of the pool over exactly its holders (pooled_parts.py); members who quit a
there-participle group and a rate over the members left (``when 5 players quit. If each player left had 5
lives``; departures.py).

Every expected answer is worked out by hand from the text (the arithmetic is in the comment); every
refusal names the reason the policy predicts.
"""
from __future__ import annotations

from core.packs import load_pack

from reader_checks import refused_cases, solved_cases

PACK = load_pack()

CAROL = ("Carol and her mom were picking carrots from their garden. Carol picked 29 and her mother picked 16. ")

SOLVED = [
    # (form, problem, answer, unit)
    ("the other kind of the pool, 'did they have'",  # 29 + 16 = 45; 45 - 38 = 7 bad
     CAROL + "If only 38 of the carrots were good, how many bad carrots did they have?", "7", "carrots"),
    ("the stated kind of the pool",  # 38 good, as stated
     CAROL + "If only 38 of the carrots were good, how many good carrots did they have?", "38", "carrots"),
    ("the whole pool, no kind asked",  # 29 + 16 = 45 (a part moves nothing)
     CAROL + "If only 38 of the carrots were good, how many carrots did they have?", "45", "carrots"),
    ("the pool's holders named in the question",  # 45 - 38 = 7
     CAROL + "If only 38 of the carrots were good, how many bad carrots did Carol and her mom have?",
     "7", "carrots"),
    ("the bad part stated, the good asked",  # 45 - 38 = 7 good
     CAROL + "If 38 of the carrots were bad, how many good carrots did they have?", "7", "carrots"),
    ("units stated in each clause, 'of them'",  # 20 + 15 = 35; 35 - 30 = 5
     "Sam picked 20 apples and Tom picked 15 apples. If 30 of them were good, how many bad apples did they "
     "have?", "5", "apples"),
    ("three listed holders, the named group is all of them",  # 29 + 16 + 10 = 55; 55 - 38 = 17
     "Carol, Tom and her mom were picking carrots. Carol picked 29, her mom picked 16 and Tom picked 10. "
     "If only 38 of the carrots were good, how many bad carrots did they have?", "17", "carrots"),
    ("every carrot good",  # 45 - 45 = 0
     "Sam picked 29 carrots and Tom picked 16 carrots. If 45 of the carrots were good, how many bad carrots "
     "did they have?", "0", "carrots"),
    ("the other holder's other things stay out",  # carrots only: 29 + 16 = 45; 45 - 8 = 37 good
     "Sam picked 29 carrots and 5 apples and Tom picked 16 carrots. If 8 of the carrots were bad, how many "
     "good carrots did they have?", "37", "carrots"),
]

REFUSED = [
    # (form, problem, reason)
    ("one member's share of the bad ones is never said",
     CAROL + "If only 38 of the carrots were good, how many bad carrots did Carol have?", "unknown_quantity"),
    ("a part of one holder's things ('of Carol's carrots') is not read",
     CAROL + "If only 38 of Carol's carrots were good, how many bad carrots did they have?", "unparsed_sentence"),
    ("more good ones than the pool",  # 45 - 50 < 0
     CAROL + "If only 50 of the carrots were good, how many bad carrots did they have?", "negative_holding"),
    ("a third holder beside the named pair: the pair's carrots or everyone's?",
     "Carol and her mom were picking carrots. Carol picked 29, her mom picked 16 and Tom picked 10. "
     "If only 38 of the carrots were good, how many bad carrots did they have?", "ambiguous_reference"),
    ("a third holder in a later sentence",
     "Carol and her mom were picking carrots. Carol picked 29 and her mom picked 16. Tom picked 10 carrots. "
     "If only 38 of the carrots were good, how many bad carrots did Carol and her mom have?",
     "ambiguous_reference"),
    ("a holder's amount unknown",
     "Carol picked some carrots and her mom picked 16 carrots. If 38 of the carrots were good, how many bad "
     "carrots did they have?", "unknown_quantity"),
    ("some carrots went before the part",
     "Carol picked 29 carrots and her mom picked 16 carrots. Carol ate 3 carrots. If only 38 of the carrots "
     "were good, how many bad carrots did they have?", "ambiguous_reference"),
    ("more carrots after the part: which kind?",
     "Carol picked 29 carrots and her mom picked 16 carrots. 38 of the carrots were good. Carol picked 5 more "
     "carrots. How many bad carrots did they have?", "ambiguous_reference"),
    ("carrots given away after the part",
     "Carol picked 29 carrots and her mom picked 16 carrots. 38 of the carrots were good. Carol gave 5 carrots "
     "to Tom. How many bad carrots did they have?", "ambiguous_reference"),
    ("a part named by what it did: still held?",
     "Carol picked 29 carrots and her mom picked 16 carrots. If 8 of the carrots didn't grow, how many carrots "
     "did they have?", "ambiguous_reference"),
    ("holdings of different kinds",
     "Carol picked 29 carrots and her mom picked 16 red carrots. If 8 of the carrots were bad, how many good "
     "carrots did they have?", "ambiguous_reference"),
    ("the bad ones they picked (an event, not the pool's kinds)",
     "Carol picked 29 carrots and her mom picked 16 carrots. If 38 of the carrots were good, how many bad "
     "carrots did they pick?", "unknown_quantity"),
]


test_v7_pooled_part_solved = solved_cases(SOLVED, PACK)


test_v7_pooled_part_refused = refused_cases(REFUSED, PACK)


JOIN = PACK  # ADR 0196: the base pack has ``join`` (a gain) since the arc corpus no longer needs it unknown
GAME = "There were 11 friends playing a video game online"

QUIT_SOLVED = [
    # (form, problem, answer, unit)
    ("players quit, each player left has lives",  # 11 - 5 = 6 players; 6 * 5 = 30
     GAME + " when 5 players quit. If each player left had 5 lives, how many lives did they have total?", "30", "lives"),
    ("players left (the departure word), each player left",  # (11 - 5) * 5 = 30
     GAME + " when 5 players left. If each player left had 5 lives, how many lives did they have total?", "30", "lives"),
    ("the quit in its own sentence",  # (11 - 5) * 5 = 30
     GAME + ". 5 players quit. If each player left had 5 lives, how many lives did they have total?", "30", "lives"),
    ("the players remaining",  # 11 - 5 = 6
     GAME + " when 5 players quit. How many players are there?", "6", "players"),
    ("a rate over the players, told after the quit",  # (11 - 5) * 5 = 30
     GAME + " when 5 players quit. If each player had 5 lives, how many lives did they have total?", "30", "lives"),
    ("others joined before the rate over those left",  # 11 - 5 + 3 = 9 players; 9 * 5 = 45
     GAME + " when 5 players quit. 3 more players joined the game. If each player left had 5 lives, how many "
     "lives did they have total?", "45", "lives"),
    ("players counted as players from the start",  # (11 - 5) * 8 = 48
     "There were 11 players playing a video game online when 5 players quit. If each player left had 8 lives, "
     "how many lives did they have total?", "48", "lives"),
]

QUIT_REFUSED = [
    # (form, problem, reason)
    ("each friend left: the friends are counted as players once some quit",
     GAME + " when 5 players quit. If each friend left had 5 lives, how many lives did they have total?",
     "ambiguous_reference"),
    ("players never introduced (no participle group)",
     "There were 11 friends. 5 players quit. If each player left had 5 lives, how many lives did they have total?",
     "ambiguous_reference"),
    ("each player left with nobody gone",
     GAME + ". If each player left had 5 lives, how many lives did they have total?", "ambiguous_reference"),
    ("a rate told before the quit: are the ones who quit counted?",
     GAME + ". Each player had 5 lives. 5 players quit. How many lives did they have total?",
     "ambiguous_reference"),
    ("the friends asked about after some players quit",
     GAME + " when 5 players quit. If each player left had 5 lives, how many friends are there?",
     "ambiguous_reference"),
    ("more quit than there were",  # 11 - 12 < 0
     GAME + " when 12 players quit. If each player left had 5 lives, how many lives did they have total?",
     "negative_holding"),
    ("players who lost (a loss verb, not a departure)",
     GAME + " when 5 players lost. If each player had 5 lives, how many lives did they have total?",
     "unparsed_sentence"),
]


test_v7_quit_solved = solved_cases(QUIT_SOLVED, JOIN)


test_v7_quit_refused = refused_cases(QUIT_REFUSED, JOIN)
