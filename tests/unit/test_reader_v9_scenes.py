"""Reader v9 (scenes helper, ADR 0140): MultiArith stories that open with a scene and then count.

- ``Luke was putting his spare change into piles.``: a pack descriptive rule (``desc.putting_into``: be + a
  pack ``putting`` word + a number-free thing + a place phrase) reads the scene; it moves nothing.
- ``Luke was trying to expand his game collection. He bought 2 games … and bought 2 more …``: the scene's
  collection is never counted, so ``2 more`` after the same verb is 2 more of what that verb counted.
- ``If 2 of the games didn't work, how many good games …``: ``work`` and its opposite ``bad`` are pack words.
- ``had 12 piles … spent 3 piles … each pile had 7 coins … how many coins did she have?``: before or after the
  spending? Refused (the containers a rate fills count as the asked things for the past-holding guard).

Every expected answer is worked out by hand (the arithmetic is in the comment).
"""
from __future__ import annotations

from core.packs import load_pack

from reader_checks import refused_cases, solved_cases

PACK = load_pack()

_CHANGE = "Luke was putting his spare change into piles. "
_GAMES = "Luke was trying to expand his game collection. "

SOLVED = [
    ("spare change into piles, coins asked",  # (5 + 5) × 3
     _CHANGE + "He had 5 piles of quarters and 5 piles of dimes. If each pile had 3 coins in it, "
     "how many coins did he have total?", "30", "coins"),
    ("placing, her, other numbers",  # (2 + 4) × 5
     "Zoe was placing her spare change into piles. She had 2 piles of quarters and 4 piles of dimes. "
     "If each pile had 5 coins in it, how many coins did she have total?", "30", "coins"),
    ("piles asked",  # 3 + 2
     _CHANGE + "He had 3 piles of quarters and 2 piles of dimes. How many piles did he have?", "5"),
    ("into boxes",  # 4 × 6
     "Luke was putting his spare change into boxes. He had 4 boxes of quarters. If each box had 6 coins in it, "
     "how many coins did he have total?", "24"),
    ("a distractor holder",  # (1 + 2) × 4
     _CHANGE + "Ann has 9 apples. He had 1 piles of quarters and 2 piles of dimes. If each pile had 4 coins in it, "
     "how many coins did he have total?", "12"),
    ("more games after the same verb",  # 2 + 2
     _GAMES + "He bought 2 games at a store and bought 2 more at a garage sale. How many games did he buy?", "4"),
    ("more cards after the same verb",  # 3 + 4
     _GAMES + "He bought 3 cards and bought 4 more. How many cards did he buy?", "7"),
    ("another buyer before the more",  # Luke bought 5 more games
     _GAMES + "Tom bought 3 games and Luke bought 5 more. How many games did Luke buy?", "5"),
    ("didn't work and good games, the bought ones",  # 11 + 22 - 19
     _GAMES + "He bought 11 games and bought 22 more. If 19 of the games didn't work, "
     "how many good games did he end up with?", "14"),
    ("didn't work, bad games asked",  # the 2 that did not work
     "Luke bought 6 games. If 2 of them didn't work, how many bad games does he have?", "2"),
    ("works at a place: a scene",  # 5 + 3
     "Sam works at the store. He has 5 apples. He bought 3 apples. How many apples does he have?", "8"),
    ("a collection as a container of things",  # 72 / 9
     "There are 72 cards in Jean's card collection. If the cards are organized into 9 groups, "
     "how big is each group?", "8"),
    ("started a business: a scene",  # 2 + 27
     "Edward started his own lawn mowing business. He made 2 dollars in the spring and 27 dollars in the summer. "
     "How much money did he make?", "29"),
]

REFUSED = [
    ("another person's piles", _CHANGE + "Tom had 5 piles of quarters and 5 piles of dimes. If each pile had "
     "3 coins in it, how many coins did Luke have total?"),
    ("another person asked", _CHANGE + "He had 5 piles of quarters. If each pile had 3 coins in it, "
     "how many dimes did Tom have?"),
    ("a number inside the scene is never dropped", "Luke was putting his 5 coins into piles. He had 2 piles of "
     "dimes. How many coins did he have?"),
    ("a scene with a count of piles", "Luke was putting his spare change into 4 piles. He had 3 coins. "
     "How many piles did he have?"),
    ("no place phrase: not the rule", "Luke was putting his spare change. He had 3 coins. "
     "How many coins did he have?"),
    ("unknown word in the scene", "Luke was putting his spare zorbles into piles. He had 3 coins. "
     "How many coins did he have?", "unknown_word"),
    ("spent piles, then coins did she have: before or after?",  # 84 or 63
     "Mary was putting her spare change into piles. She had 12 piles of quarters. She spent 3 piles. "
     "If each pile had 7 coins in it, how many coins did she have total?", "ambiguous_reference"),
    ("same without the scene",  # 84 or 63
     "Mary had 12 piles of quarters. She spent 3 piles. If each pile had 7 coins in it, "
     "how many coins did she have total?", "ambiguous_reference"),
    # quarters per pile are not said to be the coins counted (3 × 7 = 21 if they were): refusing is allowed
    ("one kind of coin asked", _CHANGE + "He had 3 piles of quarters and 2 piles of dimes. If each pile had 7 coins "
     "in it, how many quarters did he have?"),
    ("a friend and he: who bought the 2 more?", _GAMES + "He bought 2 games from a friend and bought 2 more at a "
     "garage sale. How many games did he buy?", "unresolved_pronoun"),
    ("change asked", _CHANGE + "How much change did he have?"),
    ("change after a payment", "Sam had 20 dollars. He paid 5 dollars for a book. How much change did he get?"),
    ("another verb before the more", _GAMES + "He bought 2 games and found 2 more at a garage sale. "
     "How many games did he buy?", "ambiguous_reference"),
    ("more in the next sentence", _GAMES + "He bought 2 games. He bought 2 more. How many games did he buy?",
     "ambiguous_reference"),
    ("two things counted before the more", _GAMES + "He bought 2 games and 3 cards and bought 4 more. "
     "How many games did he buy?", "ambiguous_reference"),
    ("more of another scene thing: picking apples, ate pears", "Sam was picking apples. He ate 5 pears and picked "
     "3 more. How many pears did he pick?", "ambiguous_reference"),
    ("collections asked", _GAMES + "He bought 2 games and bought 2 more. How many collections did he buy?"),
    ("the whole set after a part that didn't work",
     "Luke bought 6 games. If 2 of them didn't work, how many games does he have?"),
    # v11 (ADR 0189, work_spans.py): "Sam worked 5 hours" is 5 hours of work (asked as an event: 5); held hours
    # are still not read
    ("worked with a number, asked as a holding", "Sam worked 5 hours. How many hours does he have?"),
    ("expanded by a number", "Sam expanded his collection by 5 cards. How many cards does he have?"),
    ("a scene after the count names the counted things", "Sam has 5 cards. He expanded his card collection. "
     "How many cards does he have?"),
    ("a business started with a number", "Edward started his own lawn mowing business with 20 dollars. "
     "He made 5 dollars. How much money did he make?"),
    # v11 (ADR 0189, conditional_tasks.py): as the question's own If-condition the obligation is read as done
    # (2 + 27 - 5 = 24, test_reader_v11_ma1.py); told as a statement it still refuses
    ("had to spend told as a statement, then end up with (done or not?)", "Edward started his own lawn mowing "
     "business. In the spring he made 2 dollars mowing lawns and in the summer he made 27 dollars. He had to "
     "spend 5 dollars buying supplies. How much money did he end up with?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
