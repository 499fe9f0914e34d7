"""Reader v18 (ADR 0394): a he/she with two agreeing people where the other one's part leaves one reading
(domain/reader/kept_holders.py).

1. ``struck_relative``: ``How many coins did he give to his brother?`` with Eli and Eli's brother in play: he
   is not his own clause's ``his brother`` (who only held coins), so he is Eli.
2. ``told_holding_holder``: ``Tim had 15 pencils. He gave some pencils to his friend. Now he has 9 pencils.``: a
   receiver's start is never told, so read as his the statement fixes nothing but that start; kept only for a
   question about the holder.
3. ``presume_holder`` with receivers (antecedents.py): ``He gave 88 apples to his neighbor. How many apples does
   he have now?``: the neighbor's count has no answer (the solver starts a receiver from an unknown since red6).
4. ``named_later_in_clause`` for the question's subject: ``How many apples did he give to Tom?``: he is not Tom.

Every answer is worked out by hand (the arithmetic is in the comment); every refusal is a neighbour a hostile
tester would write. A small sample of the red-team generator (300 cases, gold computed independently) closes
the file; the full run (24,000 cases) is reported in the ADR.
"""
from __future__ import annotations

import random

import pytest

from core.packs import load_pack
from domain.reader import Refused, Solved, read

from reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    # -- 1: the question's subject is not its clause's his/her relative ---------------------------------------
    ("did he give to his brother, the brother holding",  # 23 - 14 = 9
     "Eli had 23 coins. His brother had 4 coins. Eli gave some coins to his brother. Now Eli has 14 coins. "
     "How many coins did he give to his brother?", "9"),
    # -- 2: Now he has N, the other only received ------------------------------------------------------------
    ("some to his friend, now he has 9, the question's he bound by his friend",  # 15 - 9 = 6 (fresh-d-c034)
     "Tim had 15 pencils. He gave some pencils to his friend. Now he has 9 pencils. "
     "How many pencils did he give to his friend?", "6"),
    ("some to a named man, the question names the holder",  # 15 - 9 = 6
     "Tim had 15 pencils. He gave some pencils to Tom. Now he has 9 pencils. How many pencils did Tim give to Tom?",
     "6"),
    ("at first, the holder named",  # 46 + 17 = 63 (fresh-e-a035)
     "Mia had some stickers. She gave 17 stickers to her sister. Now she has 46 stickers. "
     "How many stickers did Mia have at first?", "63"),
    ("in the beginning",  # 30 + 12 = 42
     "Priya had some beads. She gave 12 beads to her sister. Now she has 30 beads. "
     "How many beads did Priya have in the beginning?", "42"),
    ("two receivers",  # 7 + 5 + 3 = 15
     "Sam had some apples. He gave 5 apples to Tom and 3 apples to Bob. Now he has 7 apples. "
     "How many apples did Sam have at first?", "15"),
    ("left instead of now",  # 7 + 5 = 12
     "Sam had some apples. He gave 5 apples to his cousin. He has 7 apples left. "
     "How many apples did Sam have at first?", "12"),
    ("a part of his own, half",  # 20 / 2 = 10
     "Sam had 20 apples. He gave half of his apples to Tom. Now he has 10 apples. How many apples does Sam have?",
     "10"),
    # -- 3: the question's he after gifts to receivers who never act -----------------------------------------
    ("to his neighbor, now",  # 127 - 88 = 39 (singleop-493)
     "The farmer had 127 apples. He gave 88 apples to his neighbor. How many apples does he have now?", "39"),
    ("gave his dad, no now",  # 5 - 3 = 2
     "Sam has 5 apples. He gave his dad 3 apples. How many apples does he have?", "2"),
    ("two named receivers",  # 100 - 12 - 7 = 81 (fresh-h-098)
     "Nadia had 100 stamps. She gave 12 stamps to Omar and 7 stamps to Paz. How many stamps does she have now?",
     "81"),
    ("a loss and a gift",  # 40 - 3 - 5 = 32 (fresh-h-279)
     "Opal had 40 crayons. She lost 3 crayons and gave 5 crayons to her sister. How many crayons does she have?",
     "32"),
    ("an If-prefix gift",  # 12 - 5 = 7 (fresh-d-g034)
     "Sam has 12 apples. If he gives 5 apples to Tom, how many apples will he have?", "7"),
    # -- 4: the question's subject is not a name in its clause -----------------------------------------------
    ("did he give to Tom",  # 20 - 12 = 8 (fresh-d-h026)
     "Sam had 20 apples. He gave some apples to Tom. Now he has 12 apples. How many apples did he give to Tom?",
     "8"),
    # -- 5: a total after moves between holders whose counts were told (internal_moves.py) -------------------
    ("a gift between the two",  # 56 + 12 = 68 (fresh-e-a025)
     "Jack had 56 marbles. Ben had 12 marbles. Jack gave 15 marbles to Ben. "
     "How many marbles do they have together now?", "68"),
    ("a comparison told the other's count",  # 5 + 15 = 20 (fresh-d-d064)
     "Jane has 5 books. Her brother has 3 times as many books. He gives her 6 books. "
     "How many books do they have together?", "20"),
    ("a taking of the other's",  # 5 + 32 = 37 (fresh_c 427)
     "Dan had 5 marbles. Mike had 32 marbles. Dan took 20 of Mike's marbles. How many marbles do they have in all?",
     "37"),
    ("an unknown gift between them",  # 56 + 12 = 68
     "Jack had 56 marbles. Ben had 12 marbles. Jack gave some marbles to Ben. "
     "How many marbles do they have together now?", "68"),
    ("a loss after the move",  # 68 - 2 = 66
     "Jack had 56 marbles. Ben had 12 marbles. Jack gave 15 marbles to Ben. Ben lost 2 marbles. "
     "How many marbles do they have together now?", "66"),
    ("red ones moved to a holder of blue ones",  # 41 red + 15 red = 56
     "Jack had 56 red marbles. Ben had 12 blue marbles. Jack gave 15 red marbles to Ben. "
     "How many red marbles do they have together now?", "56"),
    # -- 7: his money is the text's one money unit (own_money.py) ---------------------------------------------
    ("half of his money given",  # 60 - 30 = 30 (fresh-d-c092)
     "Jon had 60 dollars. He gave half of his money to his sister. How many dollars does Jon have left?", "30"),
    ("three fourths of her money spent",  # 40 * 3/4 = 30 (fresh-d-e085)
     "Rosa had 40 dollars. She spent 3 fourths of her money. How many dollars did she spend?", "30"),
    ("a dollar sign",  # 20 - 10 = 10 (fresh-e-h022)
     "Tom had $20. He spent half of his money. How much money does Tom have left?", "10"),
    ("cents",  # 90 - 30 = 60
     "Tom had 90 cents. He spent a third of his money. How many cents does he have left?", "60"),
    ("all of his money",  # 0
     "Tom had 20 dollars. He spent all of his money. How much money does Tom have left?", "0"),
    ("given to a holder",  # 10 + 10 = 20
     "Tom had 20 dollars. Ann had 10 dollars. He gave half of his money to Ann. How many dollars does Ann have?", "20"),
    # -- 8: N of them right after a gift to the subject (received_parts.py) -----------------------------------
    ("2 of the 5 Bill just got",  # 17 - 5 = 12 (fresh-d-c070)
     "Ann had 17 pencils. She gave 5 to Bill. Bill gave 2 of them to Cy. How many pencils does Ann have?", "12"),
    ("ate 2 of them",  # 14 - 5 = 9
     "Mia had 14 shells. She gave 5 shells to Leo. Leo ate 2 of them. How many shells does Mia have now?", "9"),
    # -- 9: a part of her N things in the first sentence (own_counts.py) -------------------------------------
    ("gave away 5 of her 14 shells",  # 14 - 5 = 9 (fresh-g-382)
     "Mia gave away 5 of her 14 shells. How many shells does Mia have now?", "9"),
    ("sold all but 5 of his 30 cards",  # 30 - 5 = 25 (fresh-d-j016)
     "Sam sold all but 5 of his 30 cards. How many cards did he sell?", "25"),
    ("ate all but 3, left",  # 3 (fresh-g-505)
     "Ann ate all but 3 of her 12 cookies. How many cookies does Ann have left?", "3"),
    ("half of her 14, given to a man",  # 14 - 7 = 7
     "Mia gave half of her 14 shells to Leo. How many shells does Mia have now?", "7"),
    # -- 6: they put all their things in one place (persons.pool_into_place) ---------------------------------
    ("they put all their apples in a basket",  # 8 + 12 = 20 (fresh-d-c027)
     "Rob has 8 apples. Pam has 12 apples. They put all their apples in a basket. How many apples are in the basket?",
     "20"),
    ("their shells in a box, one count by comparison",  # 9 + 13 = 22 (fresh-d-c071)
     "Fran had 9 shells. Her sister had 4 more shells than Fran. They put their shells in a box. "
     "How many shells are in the box?", "22"),
    ("the basket held some already",  # 5 + 8 + 12 = 25
     "There are 5 apples in a basket. Rob has 8 apples. Pam has 12 apples. They put all their apples in the basket. "
     "How many apples are in the basket?", "25"),
    ("each holds none afterwards",  # 8 - 8 = 0
     "Rob has 8 apples. Pam has 12 apples. They put all their apples in a basket. How many apples does Rob have?",
     "0"),
]

REFUSED = [
    # -- 1 ---------------------------------------------------------------------------------------------------
    ("a statement: she may be the mom giving to her own mother (ADR 0318)",
     "Ann has 12 apples. Her mom has 5 apples. She gives 3 apples to her mom. How many apples does Ann have?",
     "unresolved_pronoun"),
    ("a statement: he may be the brother giving to his brother Eli",
     "Eli has 23 coins. His brother has 4 coins. He gave 9 coins to his brother. How many coins does Eli have now?",
     "unresolved_pronoun"),
    ("the relative gave too: he may be the friend giving to his friend Tim",
     "Tim had 15 pencils. Tim gave 6 pencils to his friend. His friend gave 2 pencils to Tim. "
     "How many pencils did he give to his friend?", "unresolved_pronoun"),
    ("a third agreeing man",
     "Eli has 23 coins. His brother has 4 coins. Sam has 5 coins. He gave 9 coins to his brother. "
     "How many coins does Eli have now?", "unresolved_pronoun"),
    ("the relative named first",
     "Eli's brother has 4 coins. Eli has 23 coins. He gave 9 coins to his brother. How many coins does Eli have now?",
     "unresolved_pronoun"),
    ("his brother's friend: someone else",
     "Eli has 23 coins. His brother has 4 coins. He gave 9 coins to his brother's friend. "
     "How many coins does Eli have now?", "unresolved_pronoun"),
    ("another relative than the one in play",
     "Ann has 5 apples. Her sister has 3 apples. She gave 2 apples to her mom. How many apples does Ann have?",
     "unresolved_pronoun"),
    ("the relative after a clause break",
     "Eli has 23 coins. His brother has 4 coins. He counted them, and gave 9 coins to his brother. "
     "How many coins does Eli have now?", None),
    # -- 2 ---------------------------------------------------------------------------------------------------
    ("a giver, not a receiver (ADR 0094)",
     "Michael has some fish. Ben gave him 18 more fish. Now he has 49 fish. How many fish did Michael have at first?",
     "unresolved_pronoun"),
    ("the receiver acts later",
     "Sam had some apples. He gave 5 apples to Tom. Now he has 7 apples. Tom gave 2 apples to Ann. "
     "How many apples did Sam have at first?", "unresolved_pronoun"),
    ("the receiver's holding told",
     "Sam had some apples. Tom had 3 apples. He gave 5 apples to Tom. Now he has 7 apples. "
     "How many apples did Sam have at first?", "unresolved_pronoun"),
    ("the question asks the receiver's start",
     "Sam had 20 apples. He gave 8 apples to Tom. Now he has 12 apples. How many apples did Tom have at first?",
     "unresolved_pronoun"),
    ("the question asks the receiver's count",
     "Sam had some apples. He gave 5 apples to Tom. Now he has 7 apples. How many apples does Tom have?",
     "unresolved_pronoun"),
    ("the question's own he: read twice as Tom it asks Tom's start",
     "Sam had some apples. He gave 5 apples to Tom. Now he has 7 apples. How many apples did he have at first?",
     "unresolved_pronoun"),
    ("a holding with no now or left",
     "Sam had some apples. He gave 5 apples to Tom. He has 7 apples. How many apples did Sam have at first?",
     "unresolved_pronoun"),
    ("an If-prefix holding",
     "Sam had some apples. He gave 5 apples to Tom. If he has 7 apples now, how many apples did Sam have at first?",
     "unresolved_pronoun"),
    ("a comparison with a named man not in the clause",
     "Sam had 20 apples. He gave some apples to Tom. Now he has 12 apples. How many do Sam and Tom have?", None),
    ("the holder took from the other",
     "Sam had some apples. He took 5 apples from Tom. Now he has 7 apples. How many apples did Sam have at first?",
     "unresolved_pronoun"),
    ("the holding disagrees with the gift",
     "Sam had 20 apples. He gave 5 apples to Tom. Now he has 12 apples. How many apples does Sam have?",
     "contradiction"),
    ("a statement that is not a holding",
     "Sam had 20 apples. He gave 5 apples to Tom. Now he ate 2 apples. How many apples does Sam have?",
     "unresolved_pronoun"),
    # -- 3 ---------------------------------------------------------------------------------------------------
    ("an event question after a gift",
     "Sam has 5 apples. He gave Tom 3 apples. How many apples did he get?", "unresolved_pronoun"),
    ("the other took the things",
     "Sam has 5 apples. Tom took 3 apples from him. How many apples does he have?", "unresolved_pronoun"),
    ("the receiver acts",
     "Sam has 5 apples. He gave Tom 3 apples. Tom ate 1 apple. How many apples does he have now?",
     "unresolved_pronoun"),
    ("the receiver's holding told",
     "Sam has 5 apples. Tom has 2 apples. He gave Tom 3 apples. How many apples does he have now?", None),
    ("a borrower from the holder (ADR 0094)",
     "Mike had 33 quarters and 87 nickels in his bank. His dad borrowed 75 nickels from Mike. "
     "How many nickels does he have now?", "unresolved_pronoun"),
    # -- 4 ---------------------------------------------------------------------------------------------------
    ("the asked name is the story's second person (fresh-d-d007)",
     "Tom had 3 apples. Sam had 20 apples. Sam gave some apples to Tom. Now Sam has 12 apples. "
     "How many apples did he give to Tom?", "unresolved_pronoun"),
    # -- 5 ---------------------------------------------------------------------------------------------------
    ("a gift to someone whose count is never told",
     "Jack had 56 marbles. Ben had 12 marbles. Jack gave 15 marbles to Tom. How many marbles do they have together now?",
     "ambiguous_reference"),
    ("a put into a container",
     "Jack had 56 marbles. Ben had 12 marbles. Jack put 15 marbles in a jar. "
     "How many marbles do they have together now?", "ambiguous_reference"),
    ("the receiver's count told only after the move",
     "Jack had 56 marbles. Jack gave 15 marbles to Ben. Ben had 12 marbles. How many marbles do they have together now?",
     None),
    ("the receiver holds another kind",
     "Sam has 5 apples. Tom has 3 pears. Sam gave 2 apples to Tom. How many fruits do they have?",
     "ambiguous_reference"),
    ("a count in a container",
     "Jack had 56 marbles in a box. Ben had 12 marbles. Jack gave 15 marbles to Ben. "
     "How many marbles do they have together now?", "ambiguous_reference"),
    # -- 7 ---------------------------------------------------------------------------------------------------
    # "Tom had 2 dollars and 50 cents. He spent half of his money. How many cents …?" reads 125 since v19
    # (mixed_units.py, ADR 0431: 250 cents, one unit; test_reader_v19_measures.py)
    ("the money, not his",
     "Tom had 20 dollars. He spent half of the money. How much money does Tom have left?", "unknown_quantity"),
    ("no money told",
     "Tom has 20 apples. He spent half of his money. How much money does Tom have left?", "unknown_quantity"),
    ("his money when he holds none",
     "Ann had 20 dollars. Tom spent half of his money. How much money does Ann have left?", None),
    # -- 8 ---------------------------------------------------------------------------------------------------
    ("of the shells: all shells in play?",
     "Mia had 14 shells. She gave 5 shells to Leo. Leo gave 2 of the shells to Sam. How many shells does Mia have now?",
     "ambiguous_reference"),
    ("the receiver held some before",
     "Mia had 14 shells. Leo had 3 shells. She gave 5 shells to Leo. Leo gave 2 of them to Sam. "
     "How many shells does Mia have now?", "ambiguous_reference"),
    ("an unknown batch",
     "Mia had 14 shells. She gave some shells to Leo. Leo gave 2 of them to Sam. How many shells does Mia have now?",
     "ambiguous_reference"),
    ("something told between",
     "Mia had 14 shells. She gave 5 shells to Leo. Mia found 3 shells. Leo gave 2 of them to Sam. "
     "How many shells does Mia have now?", "ambiguous_reference"),
    ("more than the batch",
     "Mia had 14 shells. She gave 5 shells to Leo. Leo gave 7 of them to Sam. How many shells does Mia have now?",
     "ambiguous_reference"),
    ("the giver again",
     "Mia had 14 shells. She gave 5 shells to Leo. She gave 2 of them to Sam. How many shells does Mia have now?",
     "ambiguous_reference"),
    ("the receiver's count",
     "Mia had 14 shells. She gave 5 shells to Leo. Leo gave 2 of them to Sam. How many shells does Leo have now?",
     "unknown_quantity"),
    # -- 9 ---------------------------------------------------------------------------------------------------
    ("his after a woman's name: someone else's",
     "Mia gave away 5 of his 14 shells. How many shells does Mia have now?", "unresolved_pronoun"),
    ("not the first sentence: her may be Ann's",
     "Ann has 3 shells. Mia gave away 5 of her 14 shells. How many shells does Mia have now?", None),
    ("found a part of them",
     "Mia found 5 of her 14 shells. How many shells does Mia have now?", "unsupported_form"),
    ("more than she had",
     "Mia gave away 20 of her 14 shells. How many shells does Mia have now?", "negative_holding"),
    # -- 6 ---------------------------------------------------------------------------------------------------
    ("one of them holds none of the things",
     "Rob has 8 apples. Pam has 12 apples. Tom has 3 pears. They put all their apples in a basket. "
     "How many apples are in the basket?", "unknown_quantity"),
    ("a plural group beside a person",
     "Rob has 8 apples. His friends have 12 apples. They put all their apples in a basket. "
     "How many apples are in the basket?", "unresolved_pronoun"),
    ("a part of their things",
     "Rob has 8 apples. Pam has 12 apples. They put 5 of their apples in a basket. How many apples are in the basket?",
     "unresolved_pronoun"),
    ("two places",
     "Rob has 8 apples. Pam has 12 apples. They put all their apples in 2 baskets. How many apples are in each basket?",
     "unresolved_pronoun"),
    ("a count never told",
     "Rob has 8 apples. Pam has some apples. They put all their apples in a basket. How many apples are in the basket?",
     "unknown_quantity"),
    ("a third agreeing woman",
     "Mary had 5 cards. Jane had 3 cards. Ann had 2 cards. How many cards did she give to Ann?",
     "unresolved_pronoun"),
]

test_solved = solved_cases(SOLVED, PACK)

test_refused = refused_cases(REFUSED, PACK)

# -- red-team sample: (text, gold) with gold an int, None (must refuse) or "either" ------------------------------
NAMES = {"m": ["Sam", "Tom", "Ben", "Jack", "Leo"], "f": ["Ann", "Mia", "Lucy", "Emma", "Rosa"]}
REL = {"m": ["friend", "brother", "dad", "cousin"], "f": ["friend", "sister", "mom", "cousin"]}
PRON = {"m": ("he", "He", "his"), "f": ("she", "She", "her")}


def _sample(rng):
    g = rng.choice("mf")
    he, He, his = PRON[g]
    h, r = rng.sample(NAMES[g], 2)
    rel = rng.choice(REL[g])
    recv = rng.choice([r, f"{his} {rel}"])
    t = rng.choice(["apples", "cards", "shells"])
    gift, now = rng.randint(1, 9), rng.randint(1, 30)
    form = rng.choice(["start", "pron_start", "recv", "acts", "has_plain", "left_q"])
    story = f"{h} had some {t}. {He} gave {gift} {t} to {recv}."
    if form == "start":
        return f"{story} Now {he} has {now} {t}. How many {t} did {h} have at first?", now + gift
    if form == "pron_start":
        return f"{story} Now {he} has {now} {t}. How many {t} did {he} have at first?", None
    if form == "recv":
        who = r if recv == r else f"{h}'s {rel}"
        return f"{story} Now {he} has {now} {t}. How many {t} does {who} have now?", None
    if form == "acts":
        who = r if recv == r else f"{his.capitalize()} {rel}"
        return f"{story} Now {he} has {now} {t}. {who} ate 1 {t[:-1]}. How many {t} did {h} have at first?", None
    if form == "has_plain":
        return f"{story} {He} has {now} {t}. How many {t} did {h} have at first?", None
    start = now + gift
    return f"{h} has {start} {t}. {He} gave {gift} {t} to {recv}. How many {t} does {he} have now?", now


_RNG = random.Random(394)
SAMPLE = [_sample(_RNG) for _ in range(300)]


@pytest.mark.parametrize("case", SAMPLE, ids=[str(i) for i in range(len(SAMPLE))])
def test_red_team_sample(case):
    text, gold = case
    result = read(text, PACK)
    if gold is None:
        assert isinstance(result, Refused), f"must refuse: {text} -> {result}"
    elif isinstance(result, Solved):
        assert result.answer == str(gold), f"{text}: expected {gold}, got {result.answer}"
