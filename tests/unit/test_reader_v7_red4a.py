"""Reader v7 red team 4 (ADR 0097): hostile variants of the v7 constructions of ADR 0092 and 0093 — measures
of a stuff, containers of N things, cases of N, compound places, relatives after a loss or task, stored things,
finished tasks and the doers of a there-participle.

WRONG lists the probes that gave a wrong answer before this pass (the wrong answer in the comment); each now
refuses. SOLVED and REFUSED are a sample of the probes that were already right. Every expected answer is worked
out by hand from the text (the arithmetic is in the comment).
"""
from __future__ import annotations

from core.packs import load_pack
from domain.reader.pack import AddModifier, AddPlace, AddUnit, AddVerb, Place, Unit, Verb, Word

from reader_checks import apply_learned, refused_cases, solved_cases

PACK = load_pack()
for change in (
        # content words the learning loop would add
        AddUnit(unit=Unit(id="unit.honey", singular="honey", plural="honeys", family="count", discrete=True)),
        AddUnit(unit=Unit(id="unit.cement", singular="cement", plural="cements", family="count", discrete=True)),
        AddPlace(place=Place(id="place.dish", singular="dish", plural="dishes")),
        AddModifier(modifier=Word(id="mod.roadside", forms=["roadside"])),
        AddModifier(modifier=Word(id="mod.damaged", forms=["damaged"])),
        AddVerb(verb=Verb(id="verb.join", forms=["join", "joined", "joins"], category="positive")),
):
    PACK = apply_learned(PACK, change)  # ADR 0147: the base pack now has honey and cement (mass nouns)

TREES = "There are 9 oak trees currently in the park. "
FRIENDS = "There were 7 friends playing a video game online when 2 more players joined the game. "
FINISHED = "How many oak trees will the park have when the workers are finished?"

WRONG = [
    # (form, problem, refusal reason) — answered wrongly before red team 4
    ("a task done elsewhere is not the park's",  # was 7 (9 - 2): the trees are cut in the forest
     TREES + "Park workers had to cut down 2 oak trees in the forest. " + FINISHED, "ambiguous_reference"),
    ("a task timed each day: how many days until finished?",  # was 7 (9 - 2)
     "Tom has 9 apples. He has to eat 2 apples each day. How many apples will he have when he is finished?",
     "ambiguous_reference"),
    ("a task beside events of another verb of its direction",  # was 2 (9 - 5 - 2): are the 2 part of the 5?
     TREES + "Park workers had to cut down 5 oak trees. They chopped down 2 oak trees. " + FINISHED,
     "ambiguous_reference"),
    ("a gain task beside another gain of the things",  # was 16 (9 + 5 + 2)
     TREES + "Park workers had to plant 5 oak trees. They grew 2 oak trees. " + FINISHED, "ambiguous_reference"),
    ("a person's task beside a phrasal verb of the same direction",  # was 2 (9 - 5 - 2)
     "Tom has 9 apples. He has to eat 5 apples. He ate up 2 apples. How many apples will he have when he is "
     "finished?", "ambiguous_reference"),
    ("someone else brings the stored things",  # was 6 (24 / 4): do Sam's 6 go in the boxes too?
     "Tom has 24 apples that must be put away in boxes. Sam brings 6 apples. If there are 4 boxes, how many "
     "apples must go in each box?", "ambiguous_reference"),
    # v13 (ADR 0265, filled_groups.py): the size told of each box is an equation of the partition (24 / 3 = 10
    # is false), so these now refuse as a contradiction, before the ambiguity guard is reached
    ("a partition and a rate for the same boxes",  # was 8 (24 / 3) beside "each box has 10"
     "Betty has 24 oranges stored in 3 boxes. Each box has 10 oranges. How many oranges are in each box?",
     "contradiction"),
    ("the same with a plain partition verb (main)",  # was 8
     "Betty sorted 24 oranges into 3 boxes. Each box has 10 oranges. How many oranges are in each box?",
     "contradiction"),
    ("a container of half a discrete thing",  # was 1 (2 x 0.5)
     "Sam had 2 boxes of 0.5 crayons. How many crayons does Sam have?", "fractional_count"),
    ("the same with a with-each rate (main)",  # was 1
     "Sam has 2 boxes with 0.5 crayons in each box. How many crayons does Sam have?", "fractional_count"),
    ("a bare measure beside loose things eaten",  # was 3: the 2 apples came out of the pounds?
     "Sam has 3 pounds of apples. He eats 2 apples. How many pounds does Sam have?", "unit_mismatch"),
    ("a bare measure beside loose things held",  # was 3: the 2 apples weigh something unknown
     "Sam has 3 pounds of apples and 2 apples. How many pounds does Sam have?", "unit_mismatch"),
    ("an elided number after a measure of countable things: pounds or apples?",  # was 1 (3 - 2 pounds)
     "Sam has 3 pounds of apples. He ate 2. How many pounds of apples does Sam have?", "ambiguous_reference"),
    ("an elided 'more' after a measure of countable things",  # was 5 (3 + 2 pounds)
     "Sam has 3 pounds of apples. He bought 2 more. How many pounds of apples does Sam have?",
     "ambiguous_reference"),
    ("doers beside a second counted group doing the same",  # was 5 (3 boys + 2): the girls play too
     "There were 7 girls playing a video game and 3 boys playing a video game when 2 more players joined the "
     "game. How many players are there?", "ambiguous_reference"),
    ("cases of things sold every day",  # was 3 (24 / 8): the cases of one day or of all?
     # red5 (ADR 0107): the repeated sale now refuses first, for any question (repeats.py); v18 (ADR 0392): a
     # rate of boxes of Trefoils is read as a rate, and the cases question refuses on the boxes instead
     "Jenny sold 24 boxes of Trefoils every day. How many cases of 8 boxes does Jenny need?",
     "ambiguous_reference"),
]

SOLVED = [
    # (form, problem, answer, unit) — already right, kept as regressions
    ("a task at the workers' own place",  # 9 - 2
     TREES + "Park workers had to cut down 2 oak trees in the park. " + FINISHED, "7", "trees"),
    ("a task, then other events of another direction",  # 9 - 2 + 4
     TREES + "Park workers had to cut down 2 oak trees. Then they planted 4 oak trees. " + FINISHED, "11", "trees"),
    ("another person's task does not touch the asker's things",  # Sam's 4; Tom eats his own
     "Tom has 9 apples. He has to eat 2 apples. Sam has 4 apples. How many apples will Sam have when Tom is "
     "finished?", "4", "apples"),
    ("of it in a sentence with the substance",  # 0.36 - 0.05
     "Sam had 0.36 pounds of honey, but he ate 0.05 pounds of it. How much honey does Sam have?", "0.31", "pounds"),
    ("of it in another measure of the family",  # 3 - 1/16 = 2.9375
     "Sam had 3 pounds of honey, and he ate 1 ounce of it. How many pounds of honey does Sam have?",
     "2.9375", "pounds"),
    ("how much stuff over two holders",  # 10 + 5
     "Sam bought 10 tons of cement. Tom bought 5 tons of cement. How much cement did they buy?", "15", "tons"),
    ("a container of N things, the containers",  # 1 box
     "Sam got a box of 479 crayons. How many boxes does Sam have?", "1", "boxes"),
    ("containers of N things, another holder's loose things",  # Tom's own 3
     "Sam has 2 boxes of 10 crayons. Tom has 3 crayons. How many crayons does Tom have?", "3", "crayons"),
    ("another holder's stored things, not the first buyer's",  # 24 / 4
     "Mr. Guzman bought 48 doughnuts. Tom bought 24 doughnuts packed equally into 4 boxes. "
     "How many doughnuts were in each box?", "6", "doughnuts"),
    ("stored things beside another stuff counted",  # 12 / 3
     "Betty has 24 oranges. She has 12 apples stored in boxes. If there are 3 boxes, how many apples must go in "
     "each box?", "4", "apples"),
    ("doers: the group of two",  # (2 + 2) x 6
     "There were 2 friends playing a video game online when 2 more players joined the game. If each player had "
     "6 lives, how many lives did they have total?", "24", "lives"),
    ("cases of N, the corpus form with another size",  # 24 / 8
     "Jenny sold 24 boxes of Trefoils. How many cases of 8 boxes, plus extra boxes does Jenny need to deliver?",
     "3", "cases"),
    ("how much stuff bought on two days, one day asked",  # today's 2
     "Sam bought 3 pounds of sugar yesterday. He bought 2 pounds of sugar today. How much sugar did he buy today?",
     "2", "pounds"),
]

REFUSED = [
    # (form, problem, refusal reason) — already refused
    ("a task of another worker, past need",
     TREES + "Park workers had to cut down 2 oak trees. Tom had to cut down 3 oak trees. " + FINISHED,
     "ambiguous_reference"),
    ("a task with its own partial event",
     TREES + "Park workers had to cut down 5 oak trees. They have already cut down 2 of them. " + FINISHED, None),
    ("a transfer task when finished",
     TREES + "Park workers had to give 2 oak trees to Tom. " + FINISHED, None),
    ("a relative modifier asked about",
     "Tom had 10 apples. He threw away 3 apples that were rotten. How many rotten apples does he have?",
     "ambiguous_reference"),
    ("a relative after a gain",
     "Tom had 10 apples. He bought 3 apples that were red. How many red apples does he have?", None),
    ("of it over two substances",
     "Sam had 2 pounds of sugar and 3 pounds of flour, and he used 1 pound of it. "
     "How many pounds of sugar does Sam have?", None),
    ("how much stuff in two measures",
     "Sam had 2 pounds of sugar and 8 ounces of sugar. How much sugar does Sam have?", None),
    ("how much stuff in count containers",
     "Sam bought 3 bags of sugar. How much sugar did he buy?", None),
    ("containers gained without contents",
     "Sam has a box of 479 crayons. He bought 3 more boxes. How many crayons does Sam have?", None),
    ("cases with a remainder",
     "Ashley sold 13 boxes of Samoas. How many cases of 12 boxes does Ashley need?", None),
    ("cases asked of another holder",
     "Ashley sold 24 boxes of Samoas. How many cases of 12 boxes does Tom need?", None),
    ("cases after boxes given away",
     "Ashley sold 24 boxes of Samoas. She gave 12 boxes to Tom. How many cases of 12 boxes does Ashley need?",
     None),
    ("stored things eaten later",
     "Betty has 24 oranges stored in 3 boxes. She ate 3 of them. How many oranges are in each box?", None),
    ("stored count not whole",
     "Betty has 25 oranges stored in 3 boxes. How many oranges are in each box?", "fractional_count"),
    ("two stored pools, one question",
     "Betty has 24 oranges stored in 3 boxes. Tom has 30 oranges stored in 5 boxes. "
     "How many oranges are in each box?", None),
    ("doers: the first noun asked",
     FRIENDS + "How many friends are there?", "ambiguous_reference"),
    ("doers: the first noun in a rate",
     FRIENDS + "If each player had 5 lives, how many lives did the friends have total?", None),
    ("doers: leaving the game is not joining",
     "There were 7 friends playing a video game online when 2 more players left the game. "
     "How many players are there?", None),
    ("compound place: two owners' fruit dishes",
     "Mike had 34 peaches at his fruit dish. Tom had 10 peaches at his fruit dish. How many peaches are at the "
     "dish?", None),
    ("compound place: a narrower name after a wider one",
     "Mike had 34 peaches in the dish. He put 5 peaches in the fruit dish. How many peaches are in the dish?",
     None),
]


test_formerly_wrong_now_refused = refused_cases(WRONG, PACK)


test_solved = solved_cases(SOLVED, PACK)


test_refused = refused_cases(REFUSED, PACK)
