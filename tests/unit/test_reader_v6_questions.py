"""Question forms added with ADR 0019: comparatives of a measure (``How much heavier is Anne than
Douglas?``), ``how many more … did A <verb>``, ratios (``how many times as many``), ``how big is each
group``, the price of one or of N (``How much did each DVD cost to rent?``, ``how much must Kyoko pay
for 3 balls?``), ``What is the total number of …``, a loss goal (``need to give away so that she will
have 35 left``), ``will there be`` / ``would be in``, and the place guards that keep those from
answering about the wrong holder.

Expected answers are worked out by hand (arithmetic in the comment); every refusal names the reason
the policy predicts. Texts are written for these tests in the corpus style.
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from reader_checks import apply_learned
from domain.reader import Refused, apply_change, read
from domain.reader.pack import AddComparative, AddVerb, Comparative, PackChangeError, Verb

from reader_checks import assert_refused, assert_solved

BASE = load_pack()
PACK = BASE
for change in (AddVerb(verb=Verb(id="verb.weigh", forms=["weigh", "weighs", "weighed"], category="observe")),
               AddVerb(verb=Verb(id="verb.walk", forms=["walk", "walks", "walked"], category="positive")),
               AddVerb(verb=Verb(id="verb.jog", forms=["jog", "jogs", "jogged"], category="positive")),
               AddVerb(verb=Verb(id="verb.finish", forms=["finish", "finishes"], category="positive"))):
    PACK = apply_learned(PACK, change)

SOLVED = [
    ("how much heavier is A than B",  # 67 - 52
     "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than Douglas?", "15", "pounds"),
    ("lighter asks the other way round",  # 52 - 40
     "Tim weighs 40 kilograms. Mary weighs 52 kilograms. How much lighter is Tim than Mary?", "12", "kilograms"),
    ("how much farther does A walk than B",  # 0.7 - 0.4
     "John walks 0.7 miles to school and Nina walks 0.4 miles to school. How much farther does John walk than Nina?",
     "0.3", "miles"),
    ("how many more … did A <verb>, the one other scorer",  # 42 - 21
     "Zach scored 42 points. Ben scored 21 points. How many more points did Zach score?", "21", "points"),
    ("how many more … did A <verb> than B",  # 30 - 12
     "Ann picked 30 apples. Tom picked 12 apples. How many more apples did Ann pick than Tom?", "18", "apples"),
    ("how many times as many, the one other picker",  # 45 / 9
     "Sarah picked 45 apples. Tom picked 9 apples. How many times as many apples did Sarah pick?", "5", ""),
    ("how many times as many … as B",  # 24 / 6
     "Ann has 24 pens. Tom has 6 pens. How many times as many pens does Ann have as Tom?", "4", ""),
    ("how big is each group",  # 36 / 6
     "There are 36 bananas in the box. If the bananas are organized into 6 groups, how big is each group?",
     "6", "bananas"),
    ("how much did each X cost to <the purchase verb>",  # 4.80 / 4
     "Lisa rented 4 DVDs for $4.80. How much did each DVD cost to rent?", "1.2", "dollars"),
    ("cost of one in a text that counts in cents: in cents",  # 480 / 4
     "Lisa rented 4 DVDs for 480 cents. How much did each DVD cost?", "120", "cents"),
    ("cost of N in a text that counts in cents: in cents",  # 99 * 2
     "Mrs. Hilt bought a pencil for 99 cents. How much would 2 pencils cost?", "198", "cents"),
    ("how many X can she buy, from the stated price",  # 50 cents / 5 cents
     "Mrs. Hilt has 50 cents. A pencil costs 5 cents. How many pencils can she buy with the money she has?",
     "10", "pencils"),
    ("how much must P pay for N X, P not in the story",  # 1.54 * 3
     "If each ball costs $1.54, how much must Kyoko pay for 3 balls?", "4.62", "dollars"),
    ("what was the total amount she paid for the N X (exactly her purchase)",  # 8 * 3
     "Hilt bought 3 pizzas for $8 each. What was the total amount she paid for the three pizzas?", "24", "dollars"),
    ("what is the total number of X she sold",  # 425 + 275
     "Marie sold 425 magazines on Monday and 275 magazines on Tuesday. "
     "What is the total number of magazines she sold?", "700", "magazines"),
    ("need to give away so that she will have N left",  # 50 - 35
     "Kelly has 50 games. How many does she need to give away so that she will have 35 games left?", "15", "games"),
    ("need to sell to have N left",  # 40 - 25
     "Kelly has 40 cards. How many cards does she need to sell to have 25 cards left?", "15", "cards"),
    ("would be in the place, things put there",  # 5 + 3
     "There are 5 apples in the basket. Tom puts 3 apples in the basket. How many apples would be in the basket?",
     "8", "apples"),
    ("ability rate and the whole task",  # (17 + 15) problems x 1/8 hour
     "Nancy had 17 math problems and 15 spelling problems. If she can finish 8 problems in an hour "
     "how long will it take her to finish all the problems?", "4", "hours"),
    ("ability rate over several hours",  # 12 problems x 2/8 hour
     "Nancy had 12 problems. She can finish 8 problems in 2 hours. "
     "How long will it take her to finish all the problems?", "3", "hours"),
    ("how much more X than Y did A use (measured substances)",  # 0.625 - 0.25
     "Dina made cookies. She used 0.625 cup of flour and 0.25 cup of sugar. How much more flour than sugar did Dina use?",
     "0.375", "cups"),
    ("how many fewer Y than X did A buy",  # 7 - 3
     "Tom bought 7 apples and 3 pears. How many fewer pears than apples did Tom buy?", "4", "apples"),
    ("goal 'to have N in her album' = her holding",  # 25 - 19
     "Megan has 19 stamps. How many more stamps does she need to buy to have 25 stamps in her album?", "6", "stamps"),
    ("how many X do N holders have, from a stated rate",  # 3 x 4
     "Each box has 4 pens. How many pens do 3 boxes have?", "12", "pens"),
    ("if-condition without a comma",  # 18 - 8
     "Katie baked 18 cupcakes. If she ate 8 of them how many cupcakes does she have?", "10", "cupcakes"),
]

REFUSED = [
    # 5 + 3 = 8 on the branch that wrote it; merged with the solver's scene guard (redteam) it refuses:
    # "Tom picks 3 apples" names no source while the basket holds apples — from the basket (5) or not (8)?
    ("will there be in all, a gain with no source beside a scene",
     "There are 5 apples in the basket. Tom picks 3 apples. How many apples will there be in all?",
     "ambiguous_reference"),
    ("ability rate stated about someone else",
     "Nancy had 12 problems. Tom can finish 8 problems in an hour. "
     "How long will it take her to finish all the problems?", "ambiguous_reference"),
    ("some of the problems already done: which are 'all'?",
     "Nancy had 12 problems. She finishes 4 problems. She can finish 8 problems in an hour. "
     "How long will it take her to finish all the problems?", "ambiguous_reference"),
    ("whole task without any rate",
     "Nancy had 12 problems. How long will it take her to finish all the problems?", "unknown_quantity"),
    ("X than Y measured in two units",
     "Dina used 2 cups of flour and 3 spoonfuls of sugar. How much more flour than sugar did Dina use?",
     "unit_mismatch"),
    ("more X than Y but fewer were bought",
     "Tom bought 2 apples and 5 pears. How many more apples than pears did Tom buy?", "negative_holding"),
    ("goal 'in her album' when her things are somewhere already",
     "Megan has 19 stamps in her box. How many more stamps does she need to buy to have 25 stamps in her album?",
     "unparsed_question"),
    ("'are there now' with things outside the scene too: the scene's or everyone's?",
     "There are 5 apples in the basket. Tom picked 3 apples. How many apples are there now?", "ambiguous_reference"),
    ("how many X do N holders have, no rate for them",
     "Each box has 4 pens. How many pens do 3 bags have?", "unknown_quantity"),
    # v19 (ADR 0430): 50 cents at 15 cents rounds down to 3 (test_reader_v19_rounding.py); less than one price refuses
    ("how many X can she buy, less than one price",
     "Mrs. Hilt has 10 cents. A pencil costs 15 cents. How many pencils can she buy?", "fractional_count"),
    ("comparative with no unit of its family in the text",
     "Anne has 67 apples. Douglas has 52 apples. How much heavier is Anne than Douglas?", "unknown_quantity"),
    ("comparative with two units of its family",
     "Anne weighs 67 pounds. Douglas weighs 30 kilograms. How much heavier is Anne than Douglas?",
     "ambiguous_reference"),
    ("heavier over pounds of a thing, not the holder's weight",
     "Anne bought 5 pounds of apples. Douglas bought 3 pounds of apples. How much heavier is Anne than Douglas?",
     "ambiguous_reference"),
    ("farther with a verb, but A's miles are not only walked",
     "John has 2 miles. John walks 0.7 miles. Nina walks 0.4 miles. How much farther does John walk than Nina?",
     "unsupported_form"),
    ("how many more did A score, two other scorers",
     "Zach scored 42 points. Ben scored 21 points. Al scored 3 points. How many more points did Zach score?",
     "ambiguous_reference"),
    ("how many more did A pick, A's apples not only picked",
     "Ann had 10 apples. Ann picked 30 apples. Tom picked 12 apples. How many more apples did Ann pick?",
     "unsupported_form"),
    ("ratio with a remainder",
     "Sarah picked 45 apples. Tom picked 10 apples. How many times as many apples did Sarah pick?",
     "fractional_count"),
    ("ratio with two other holders",
     "Sarah picked 45 apples. Tom picked 9 apples. Ann picked 5 apples. How many times as many apples did Sarah pick?",
     "ambiguous_reference"),
    ("how big is each group with no partition",
     "There are 36 bananas in the box. How big is each group?", "unknown_quantity"),
    ("cost to <verb> that priced nothing",
     "Lisa rented 4 DVDs for $4.80. How much did each DVD cost to buy?", "unknown_quantity"),
    ("cost of one in a text with cents and dollars",
     "Lisa rented 4 DVDs for 480 cents and 2 pens for $3. How much did each DVD cost?", "ambiguous_reference"),
    ("the payer took part in the story",
     "Kyoko has $5. If each ball costs $1.54, how much must Kyoko pay for 3 balls?", "unsupported_form"),
    ("'the three pizzas' but she bought four",
     "Hilt bought 4 pizzas for $8 each. What was the total amount she paid for the three pizzas?",
     "ambiguous_reference"),
    ("'what' in another question shape",
     "Sam has 5 apples. Tom has 3 apples. What is the total?", "unparsed_question"),
    ("give away more than she has",
     "Kelly has 30 games. How many games does she need to sell to have 35 games left?", "negative_holding"),
    ("the kept things are not the asked things",
     "Kelly has 50 games. How many games does she need to sell to have 35 cards left?", "ambiguous_reference"),
    # ADR 0142 (v9): with "put 2 more in the bin" this reads 41 - 33 + 2 = 10 (more books where the store's
    # books are: own_places.py); a put without "more" is still a move of the store's books into the bin
    ("the place's things were also held there by someone else",
     "A book store had 41 books in the bin. They sold 33 books. They put 2 books in the bin. "
     "How many books would be in the bin?", "ambiguous_reference"),
    ("someone adds things without saying where, question about the place",
     "There are 5 apples in the basket. Tom adds 3 apples. How many apples are in the basket?", "ambiguous_reference"),
    # ADR 0243: "A bucket contains …" as the story's one bucket now takes the added water (added_more.py);
    # "Each bucket" is a rate over buckets never counted and still refuses
    ("a total beside a container nobody holds",
     "Each bucket contains 3 gallons of water. If Derek adds 6 gallons more, how many gallons will there be in all?",
     "ambiguous_reference"),
]


@pytest.mark.parametrize("form,problem,answer,unit", SOLVED, ids=[c[0] for c in SOLVED])
def test_v6_question_is_solved(form, problem, answer, unit):
    assert_solved(read(problem, PACK), answer, unit, label=form)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[c[0] for c in REFUSED])
def test_v6_question_refuses_its_near_misses(form, problem, reason):
    assert_refused(read(problem, PACK), reason, label=form)


def test_scene_question_with_an_unsourced_gain_beside_the_scene_refuses():
    # v5 answered the basket's 5. The branch that found it answered 5 + 2 + 3 = 10; merged with the
    # solver's scene guard it refuses: "Tom adds 3 apples" names no source while the basket holds apples
    r = read("There are 5 apples in the basket. Tom has 2 apples. Tom adds 3 apples. "
             "How many apples are there in all?", PACK)
    assert isinstance(r, Refused) and r.evidence.reason == "ambiguous_reference", r


def test_comparatives_are_pack_entries():
    assert {c.id for c in BASE.comparatives} >= {"cmp.heavier", "cmp.farther"}
    taller = Comparative(id="cmp.wider", forms=["wider"], families=["length"])
    grown = apply_learned(BASE, AddComparative(comparative=taller))
    assert grown.revision == BASE.revision + 1
    with pytest.raises(PackChangeError):
        apply_learned(BASE, AddComparative(comparative=Comparative(id="cmp.x", forms=["x"], families=["nope"])))
    # without the entry the adjective is an unknown word: refused, never guessed
    bare = BASE.__class__(**{**{f: getattr(BASE, f) for f in BASE.__struct_fields__}, "comparatives": []})
    r = read("Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne than Douglas?", bare)
    assert isinstance(r, Refused)
