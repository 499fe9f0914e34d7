"""Reader v7 (relatives helper, ADR 0093): post-nominal modifiers on objects — a relative ``that were damaged``
after a counted loss or task goal, task goals completed by ``when <E> are finished``, things ``stored in boxes``
/ ``packed equally into 4 boxes`` (a partition), ``must go in each box`` questions, and the doers of a
there-participle (``7 friends playing a video game … 2 more players joined the game``).

Every expected answer is worked out by hand from the text (the arithmetic is in the comment); every refusal
names the reason the policy predicts.
"""
from __future__ import annotations

from core.packs import load_pack
from domain.reader.pack import AddModifier, AddVerb, Verb, Word

from reader_checks import apply_learned, refused_cases, solved_cases

PACK = load_pack()
for change in (
        AddModifier(modifier=Word(id="mod.damaged", forms=["damaged"])),
        AddVerb(verb=Verb(id="verb.join", forms=["join", "joined", "joins"], category="positive")),
):
    PACK = apply_learned(PACK, change)  # ADR 0180: the base pack now has mod.damaged

TREES = "There are 9 oak trees currently in the park. "
FRIENDS = "There were 7 friends playing a video game online when 2 more players joined the game. "

SOLVED = [
    # (form, problem, answer, unit)
    ("relative after a task goal, finished",  # 9 - 2
     TREES + "Park workers had to cut down 2 oak trees that were damaged. "
     "How many oak trees will the park have when the workers are finished?", "7", "trees"),
    ("task goal without a relative, finished",  # 9 + 2
     TREES + "Park workers have to plant 2 oak trees. How many oak trees will the park have when the workers "
     "are finished?", "11", "trees"),
    ("a person's own task, finished",  # 9 - 2
     "Sam has 9 apples. He has to eat 2 apples. How many apples will he have when he is finished?", "7", "apples"),
    ("relative with a modifier after a loss",  # 9 - 2
     "Sam had 9 apples. He threw away 2 apples that were red. How many apples does he have?", "7", "apples"),
    ("negated relative after a loss",  # 9 - 2
     "Sam had 9 apples. He threw away 2 apples that were not red. How many apples does he have?", "7", "apples"),
    ("stored in boxes, the count in the question's condition",  # 24 / 3
     "Betty has 24 oranges stored in boxes. If there are 3 boxes, how many oranges must go in each box?",
     "8", "oranges"),
    ("stored in N boxes",  # 24 / 3
     "Betty has 24 oranges stored in 3 boxes. How many oranges are in each box?", "8", "oranges"),
    ("a relative with a modal: must be put away in boxes",  # 40 / 8
     "Sam has 40 bananas that must be put away in boxes. If there are 8 boxes, how many bananas must go in "
     "each box?", "5", "bananas"),
    ("packed equally after a gain: only the bought ones",  # 48 / 4 (the 10 held before are not packed)
     "Mr. Guzman had 10 doughnuts. He bought 48 doughnuts packed equally into 4 boxes. "
     "How many doughnuts were in each box?", "12", "doughnuts"),
    ("stored after a there-quantity",  # 24 / 3
     "There are 24 oranges stored in 3 boxes. How many oranges are in each box?", "8", "oranges"),
    ("doers joined, each with lives",  # (7 + 2) * 7
     FRIENDS + "If each player had 7 lives, how many lives did they have total?", "63", "lives"),
    ("doers joined, then some left",  # 7 + 2 - 3
     FRIENDS + "3 players left. How many players are there?", "6", "players"),
    ("doers joined in the next sentence",  # (7 + 2) * 7
     "There were 7 friends playing a video game. 2 more players joined the game. If each player had 7 lives, "
     "how many lives did they have total?", "63", "lives"),
]

REFUSED = [
    # (variant, problem, reason)
    # merge of v7 scenes and relatives: a need asked about now may be read as done (7) or not yet (9); the
    # obligation check (obligations.py, ADR 0091) refuses it rather than answer 9
    ("a present need asked about now: done or not is not said",
     "Sam has 9 apples. He needs to eat 2 apples. How many apples does he have?", "unknown_quantity"),
    ("a past task asked about with no end of the work",
     TREES + "Park workers had to cut down 2 oak trees. How many oak trees are in the park?", "ambiguous_reference"),
    ("a finished task already partly done: part of it or more?",
     "Sam has 9 apples. He has to eat 2 apples. He ate 1 apple. How many apples will he have when he is finished?",
     "ambiguous_reference"),
    ("the relative's kind asked about",
     "Sam had 9 apples. He threw away 2 apples that were red. How many red apples does he have?",
     "ambiguous_reference"),
    ("the relative's kind beside other kinds",
     "Sam had 5 red apples and 4 green apples. He ate 2 apples that were red. How many green apples does he have?",
     "ambiguous_reference"),
    ("a relative after a gain may restrict the kind",
     "Sam had 9 apples. He bought 2 apples that were red. How many apples does he have?", "unparsed_sentence"),
    ("a relative with a subject of its own: a transfer",
     "Sam has 40 bananas that Tom gave him. How many bananas does Sam have?", "unparsed_sentence"),
    ("a relative on a holding with a second part",
     "Sam has 40 bananas that are ripe and 10 that are not. How many bananas does Sam have?", "unparsed_sentence"),
    ("a relative with a price on a holding",
     "Sam has 5 apples that cost $2 each. How much money did Sam spend?", "unparsed_sentence"),
    ("stored things change later: before or after?",
     "Betty has 24 oranges stored in boxes. She eats 3 oranges. If there are 3 boxes, how many oranges must go "
     "in each box?", "ambiguous_reference"),
    ("boxes someone holds are not said to be the boxes",
     "Betty has 24 oranges stored in boxes. Tom has 3 boxes. How many oranges must go in each box?",
     "unknown_quantity"),
    ("no count of boxes",
     "Betty has 24 oranges stored in boxes. How many oranges must go in each box?", "unknown_quantity"),
    ("boxes counted twice",
     "Betty has 24 oranges stored in 3 boxes. There are 2 boxes. How many oranges are in each box?",
     "ambiguous_reference"),
    ("a remainder",
     "Betty has 24 oranges stored in boxes. If there are 5 boxes, how many oranges must go in each box?",
     "fractional_count"),
    ("stored in one box: no groups",
     "Betty has 24 oranges stored in a box. How many oranges are in each box?", "unparsed_sentence"),
    ("someone else stored them",
     "Betty has 24 oranges that Tom stored in 3 boxes. How many oranges are in each box?", "unparsed_sentence"),
    ("two stored partitions into boxes",
     "Sam has 24 oranges stored in 3 boxes. Tom has 12 oranges stored in 3 boxes. How many oranges are in each box?",
     "ambiguous_reference"),
    ("the friends among the players are unknown",
     FRIENDS + "3 friends left. How many players were there?", "ambiguous_reference"),
    ("the friends asked about after players joined",
     FRIENDS + "If each friend had 7 lives, how many lives did they have total?", "ambiguous_reference"),
    ("joining something the group is not doing",
     "There were 7 friends playing a video game when 2 more players joined the party. How many players are there?",
     "unparsed_sentence"),
    ("players named before the participle group",
     "Sam had 3 players. " + FRIENDS + "How many players are there?", "ambiguous_reference"),
    ("two counted nouns before the participle",
     "There were 7 friends and 3 kids playing a video game when 2 more players joined the game. "
     "How many players are there?", "ambiguous_reference"),
]


test_solved = solved_cases(SOLVED, PACK)


test_refused = refused_cases(REFUSED, PACK)
