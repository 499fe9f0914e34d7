"""Forms added in reader version 3: coordinated holders in questions, prices stated by the priced thing,
start-of-story statements that fix an unknown start, trailing circumstances of a clause list.

Every expected answer is worked out by hand from the text (the arithmetic is in the comment); every
refusal names the reason the policy in docs/reader.md predicts.
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from domain.reader import Refused, Solved, read

PACK = load_pack()

SOLVED = [
    # (form, problem, answer, unit)
    ("two named holders",  # 9 + 13
     "Fred has 9 oranges. Lily has 13 oranges. How many oranges do Fred and Lily have in all?", "22", "oranges"),
    ("three named holders, Oxford-less list",  # 3 + 5 + 4
     "Ted has 3 kites. Hannah has 5 kites. Raj has 4 kites. How many kites do Ted, Hannah and Raj have altogether?",
     "12", "kites"),
    ("three named holders, Oxford comma",  # 3 + 5 + 4
     "Ted has 3 kites. Hannah has 5 kites. Raj has 4 kites. How many kites do Ted, Hannah, and Raj have?",
     "12", "kites"),
    ("named holders after a transfer between them",  # (10-3-2) + (4+3)*2 = 5 + 14
     "Omar has 10 coins. Dana has 4 coins. Omar gives 3 coins to Dana. Dana doubles her coins. "
     "Omar spends 2 coins. How many coins do Omar and Dana have altogether?", "19", "coins"),
    ("named holders, a third one left out",  # Sam 5 + Tom 2 (Amy's 7 are not asked about)
     "Sam has 5 apples. Tom has 2 apples. Amy has 7 apples. How many apples do Sam and Tom have?", "7", "apples"),
    ("named holders, a transfer to someone outside",  # (8-3) + 6; Amy's 3 are not counted
     "Sam has 8 apples. Tom has 6 apples. Sam gives 3 apples to Amy. How many apples do Sam and Tom have in total?",
     "11", "apples"),
    ("events of named actors",  # 5 + 7
     "Joan found 5 seashells. Tom found 7 seashells. How many seashells did Joan and Tom find?", "12", "seashells"),
    ("events of named actors, others left out",  # 5 + 7 (Amy's 4 are not asked about)
     "Joan found 5 seashells. Tom found 7 seashells. Amy found 4 seashells. "
     "How many seashells did Joan and Tom find in all?", "12", "seashells"),
    ("start-of-story statement fixes the unknown start",  # ?start - 2, ?start = 5
     "Sam ate 2 apples. At first he had 5 apples. How many apples does he have?", "3", "apples"),
    ("'originally' after a change at a place",  # 46 - 5 (the jar's start was unknown)
     "Jane took 5 bananas from the jar. There were originally 46 bananas in the jar. "
     "How many bananas are left in the jar?", "41", "bananas"),
    ("start-of-story statement agrees with the stated start",  # 5 - 2
     "Sam has 5 apples. He ate 2 apples. At first he had 5 apples. How many apples does he have?", "3", "apples"),
    ("'several' is an unknown amount",  # 56 - 35
     "Mike has 35 books. He bought several books at a yard sale. He now has 56 books. "
     "How many books did he buy?", "21", "books"),
    ("a trailing place after a list of actions",  # 7 + 3 + 6 (the pears are not apples)
     "Mike picked 7 apples, Nancy picked 3 apples, and Keith picked 6 apples and 4 pears, at the farm. "
     "How many apples were picked in total?", "16", "apples"),
    ("the trailing place belongs to every clause",  # Mike's 7 were picked at the farm
     "Mike picked 7 apples, and Nancy picked 3 apples, at the farm. How many apples did Mike pick at the farm?",
     "7", "apples"),
    ("a present-tense holding after the change is now",  # ?start - 5 = 46
     "Jane took 5 bananas from the jar. There are 46 bananas in the jar. How many bananas are in the jar?",
     "46", "bananas"),
    ("a past-tense holding placed by 'then' is now",  # ?start + 34 = 60
     "Tommy had some balloons. His mom gave him 34 more balloons. Then, Tommy had 60 balloons. "
     "How many balloons did Tommy have to start with?", "26", "balloons"),
    ("plural subject price with each",  # 6 * 1.25
     "Mario buys 6 pens. Pens cost $1.25 each. How much does Mario spend?", "7.5", "dollars"),
    ("plural subject prices before the purchases",  # 2*6 + 4*1.25 + 10*0.5 + 3*2
     "Books cost $6 each. Each pen costs $1.25. Each stamp costs $0.50. Each card costs $2. Oscar buys 2 books. "
     "He buys 4 pens. He buys 10 stamps. He buys 3 cards. How much does Oscar spend in total?", "28", "dollars"),
    ("the priced things with each",  # 3 * 4
     "Sam buys 3 books. The books cost $4 each. How much does Sam spend?", "12", "dollars"),
    ("singular subject price",  # 5 * 2
     "A cake costs $2. Sam buys 5 cakes. How much does Sam spend?", "10", "dollars"),
]


@pytest.mark.parametrize("form,text,answer,unit", SOLVED, ids=[s[0] for s in SOLVED])
def test_v3_form_is_solved(form, text, answer, unit):
    r = read(text, PACK)
    assert isinstance(r, Solved), (form, r)
    assert (r.answer, r.unit) == (answer, unit)


REFUSED = [
    # (form, problem, reason)
    ("a named holder holds none of the asked thing",  # Lily's oranges are never stated
     "Fred has 9 oranges. Lily has 13 apples. How many oranges do Fred and Lily have in all?", "unknown_quantity"),
    ("a named holder never mentioned",
     "Fred has 9 oranges. How many oranges do Fred and Lily have?", "unknown_entity"),
    ("the same holder twice",
     "Fred has 9 oranges. Lily has 3 oranges. How many oranges do Fred and Fred have?", "ambiguous_reference"),
    ("a list not closed by 'and'",
     "Fred has 9 oranges. Lily has 3 oranges. Sam has 2 oranges. How many oranges do Fred, Lily, Sam have?",
     "unparsed_question"),
    ("named holders with a start-of-story time",
     "Fred has 9 oranges. Lily has 3 oranges. Fred eats 2 oranges. "
     "How many oranges did Fred and Lily have at first?", "unsupported_form"),
    ("plural subject price without each (a total or each?)",
     "Mario buys 6 pens. The pens cost $6. How much does Mario spend?",
     "ambiguous_reference"),  # v8 (ADR 0116): read, then refused beside money (group_prices.py)
    ("plural subject price of one kind (prices are per unit)",
     "Red pens cost $2 each. Mario buys 6 pens. How much does Mario spend?", "unparsed_sentence"),
    ("plural subject with a singular determiner",
     "A pens cost $2. Mario buys 6 pens. How much does Mario spend?", "unparsed_sentence"),
    # v12 (ADR 0230): one money unit in the text is the answer's unit (200 cents, as "how much money" since v6);
    # two money units leave the answer's unit open
    ("a price in cents and one in dollars, asked without a unit",
     "Tom bought 3 apples for 25 cents each and a pear for $1. How much did he spend?", "ambiguous_reference"),
    ("start-of-story statement disagrees with the stated start",
     "Sam has 5 apples. He ate 2 apples. At first he had 6 apples. How many apples does he have?", "contradiction"),
    ("start of a holder that events already named (found on the beach: taken from it or not?)",
     "Tom found 3 shells on the beach. At first there were 20 shells on the beach. "
     "How many shells are on the beach?", "unsupported_form"),
    ("start of a holding begun by a gain (from 0 by policy)",
     "Sam bought 5 apples. At first he had 6 apples. How many apples does he have?", "unsupported_form"),
    ("a source that holds nothing stated loses from an unknown start",
     "Jane took 5 bananas from the jar. How many bananas are in the jar?", "unknown_quantity"),
    ("a trailing place after a clause with its own place",
     "Mike picked 7 apples, and Nancy picked 3 apples in the park, at the farm. "
     "How many apples did Mike pick at the farm?", "unparsed_sentence"),
    ("a past-tense holding after a change from an unknown start (start or now?)",
     "Jane took 5 bananas from the jar. There were 46 bananas in the jar. How many bananas are left in the jar?",
     "ambiguous_reference"),
    ("two prices for one unit",
     "Pens cost $2 each. A pen costs $3. Mario buys 6 pens. How much does Mario spend?", "contradiction"),
]


@pytest.mark.parametrize("form,text,reason", REFUSED, ids=[s[0] for s in REFUSED])
def test_v3_form_is_refused(form, text, reason):
    r = read(text, PACK)
    assert isinstance(r, Refused), (form, r)
    assert r.evidence.reason == reason, (form, r.evidence)
