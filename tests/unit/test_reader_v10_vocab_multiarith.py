"""Reader v10 vocabulary for MultiArith (ADR 0182): words the base pack gained, each in its general meaning.

Units ``towel``, ``beanie``, ``gem``, ``worksheet``; places ``arcade``, ``shelter`` (a place that holds
things, never a count noun nor a person); verbs ``grade`` and ``mow`` as scene verbs (they move nothing: a
graded worksheet or a mowed lawn is neither gained nor lost); modifiers ``discount`` and ``trick``; the
activity ``having`` (``was having a sale``). Each family has hand-worked problems in new wording, solved,
and near misses that must refuse: the word in a sense it does not have (``mowed 5 lawns`` is no gain),
another unit asked, a holder never told. Every answer is worked out by hand from the text.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # towels: 12 + 7 = 19
    ("towel-gain", "Lisa had 12 towels. She bought 7 more towels. How many towels does she have?", "19", "towels"),
    # towels given away: 8 + 15 - 10 = 13
    ("towel-sum-give", "Paul bought 8 blue towels and 15 red towels. He gave 10 of them to his aunt. How many "
     "towels does Paul have now?", "13", "towels"),
    # beanies: 9 - 4 = 5
    ("beanie-give", "Omar knitted 9 beanies. He gave 4 beanies to his sister. How many beanies does Omar have?",
     "5", "beanies"),
    # arcade as a place before the story: 30 - 12 + 5 = 23
    ("arcade-place", "At the arcade Nina won 30 tickets. If she spent 12 tickets on a beanie and later won 5 more "
     "tickets, how many would she have?", "23"),
    # gem as a noun beside another noun: (5 + 4) * 6 = 54
    ("gem-necklaces", "Ravi sold 5 glass necklaces and 4 gem necklaces. If each necklace cost 6 dollars, how much "
     "money did he earn?", "54", "dollars"),
    # gems held and sold: 14 - 6 = 8
    ("gem-count", "Ravi had 14 gems. He sold 6 gems. How many gems does he have left?", "8", "gems"),
    # a pile of worksheets to grade: 25 - 9 = 16
    ("grade-pile", "Ms. Lee had 25 worksheets to grade. She graded 9. How many worksheets does she have to grade?",
     "16", "worksheets"),
    # the goal rate through the pile: (10 - 4) * 6 = 36
    ("grade-problems", "Each worksheet has 6 problems. A teacher had 10 worksheets to grade and had already graded 4 "
     "of them. How many more problems does she have to grade?", "36", "problems"),
    # pay per lawn mowed: 7 * (11 - 3) = 56
    ("mow-pay", "Ben earned 7 dollars for each lawn he mowed. He had 11 lawns to mow, but forgot to mow 3 of them. "
     "How much money did he earn?", "56", "dollars"),
    # the lawns left to mow: 9 - 4 = 5
    ("mow-pile", "Henry had 9 lawns to mow. He mowed 4 of them. How many lawns does he have to mow?", "5", "lawns"),
    # discount as a modifier of a count noun: 3 + 5 = 8
    ("discount-tickets", "Kim had 3 discount tickets. She got 5 more discount tickets. How many tickets does she "
     "have?", "8", "tickets"),
    # trick as a modifier: 5 + 3 = 8
    ("trick-coins", "Jo had 5 trick coins. Her uncle gave her 3 more trick coins. How many trick coins does Jo "
     "have?", "8", "coins"),
    # trick things bought by two at one price: (5 + 4) * 2 = 18
    ("trick-price", "Jo and her brother were buying trick candles for 2 dollars each. How much did they spend if Jo "
     "bought 5 candles and her brother bought 4 candles?", "18", "dollars"),
    # having a sale is an activity (a description), the price is the rate: 4 * 2 = 8
    ("having-sale", "The bakery was having a sale where each muffin was 2 dollars. If Ann bought 4 muffins, how much "
     "did she spend?", "8", "dollars"),
    # discount store, having, two purchases of one thing: (3 + 2) * 4 = 20
    ("discount-having", "The discount store was having a sale where each hat was 4 dollars. If Ann bought 3 hats "
     "and 2 hats, how much did she spend?", "20", "dollars"),
    # a shelter holds animals: 30 - 12 = 18
    ("shelter-holds", "The shelter had 30 cats. It gave 12 cats to families. How many cats does the shelter have?",
     "18", "cats"),
    # shelter arrivals and adoptions per day: (11 + 9) / 5 = 4
    ("shelter-adopted", "A cat shelter had 11 cats when another 9 were brought in. If 5 cats a day are adopted, how "
     "long would it take for all of them to be adopted?", "4"),
]

REFUSED = [
    # another unit asked than the story tells
    ("towel-other-unit", "Lisa had 12 towels. She bought 7 more towels. How many blankets does she have?"),
    ("beanie-kind-not-told", "Omar knitted 9 beanies and 3 scarves. How many hats does Omar have?"),
    ("gem-other-unit", "Ravi had 14 gems. He sold 6 gems. How many stones does he have left?"),
    ("shelter-other-unit", "The shelter had 30 cats. It gave 12 cats to families. How many dogs does the shelter "
     "have?"),
    # the arcade trade: beanies are never counted
    ("arcade-beanies-asked", "At the arcade Nina won 30 tickets. If she spent 12 tickets on a beanie and later won "
     "5 more tickets, how many beanies would she have?"),
    # grade and mow are no gains: a graded worksheet or a mowed lawn is not a new one
    ("grade-no-gain", "Tom graded 5 worksheets. How many worksheets does Tom have?"),
    ("grade-after-holding", "Ann had 4 worksheets. She graded 2 worksheets. How many worksheets does Ann have?"),
    ("mow-no-gain", "Ben mowed 5 lawns. How many lawns does Ben have?"),
    ("mow-pile-held", "Henry had 9 lawns to mow. He mowed 4 of them. How many lawns does he have?"),
    # work of another task or another worker on the pile
    ("pile-other-task", "Ann had 4 worksheets to grade. She mowed 2 of them. How many worksheets does she have to "
     "grade?"),
    ("pile-other-worker", "Ann had 4 worksheets to grade. Tom graded 2 of them. How many worksheets does she have "
     "to grade?"),
    # having is an activity, not a holding
    ("having-not-holding", "Tom was having 5 apples. How many apples does Tom have?"),
    # an adoption pace of a unit the shelter never held
    ("shelter-pace-other-unit", "A cat shelter had 11 cats when another 9 were brought in. If 5 dogs a day are "
     "adopted, how long would it take for all of them to be adopted?"),
    # a place given things without a holding of its own
    ("shelter-never-held", "Maria had 6 gems. She gave 2 gems to the shelter. How many gems does the shelter "
     "have?"),
    # trick decks beside plain decks: which decks are trick ones is not told
    ("trick-subset-asked", "Maria bought 8 trick decks and 3 decks. How many trick decks did Maria buy?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_words_are_in_the_base_pack_in_their_class():
    units = {u.singular: u.plural for u in PACK.units}
    assert {w: units.get(w) for w in ("towel", "beanie", "gem", "worksheet")} == {
        "towel": "towels", "beanie": "beanies", "gem": "gems", "worksheet": "worksheets"}
    places = {p.singular: p for p in PACK.places}
    assert not places["arcade"].person and not places["shelter"].person
    verbs = {v.id: v.category for v in PACK.verbs}
    assert verbs["verb.grade"] == "scene"
    # v18 (ADR 0395): mowing is work done on lawns (construct, marked fn.perform: it holds nothing), as washing is
    assert verbs["verb.mow"] == "construct"
    assert "mow" in next(f for f in PACK.functions if f.id == "fn.perform").forms
    assert {"mod.discount", "mod.trick"} <= {m.id for m in PACK.modifiers}
    assert "act.having" in {a.id for a in PACK.activities}


def test_rejected_words_stay_out():
    # ``turned in`` read as a gain only fits the passive (``were turned in`` to the teacher); in the active voice
    # the one who turns work in gives it away. (``joined`` was kept out as an arc new word; ADR 0196 freed it.)
    forms = {f for v in PACK.verbs for f in v.forms}
    assert not {"turned", "turned in"} & forms
