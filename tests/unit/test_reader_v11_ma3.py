"""Reader v11 (ADR 0191): MultiArith sentence families — waiting in line (queues.py) and things got for an
occasion, then stored by the one who got them (occasion_storage.py).

- ``in line [for <noun phrase>]`` is the place *the line* (``in the line``); ``for …`` says which line. A
  leading place (``At the fair there were …``) is where the line is (nested_places.py).
- ``For a birthday party Jerry bought 41 sodas … how many shelves would he fill up?``: a container-count
  question of the gainer himself has him put the things away, so they are his (beneficiaries.py).

Every answer is worked out by hand from the text (the arithmetic is in the comment above each row); the near
misses change one thing that makes the reading open and must refuse.
"""
from __future__ import annotations

from reader_checks import assert_refused, refused_cases, solved_cases, with_join_learned

from core.packs import load_pack
from domain.reader import read

PACK = load_pack()
JOIN = with_join_learned(PACK)

SOLVED = [
    # --- queues -------------------------------------------------------------------------------------------
    # the corpus family: 9 - 6 + 3 = 6
    ("fair-queue", "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of waiting "
     "and left and 3 more got in line, how many people would be in line?", "6", "people"),
    # other numbers, other ride, a comma after the leading place: 31 - 25 + 25 = 31
    ("fair-queue-comma", "At the fair, there were 31 people in line for the roller coaster. If 25 of them got tired "
     "of waiting and left and 25 more got in line, how many people would be in line?", "31", "people"),
    # no leading place, no purpose: 12 - 10 + 15 = 17
    ("bare-line", "There were 12 people in line. If 10 of them left and 15 more got in line, how many people would "
     "be in line?", "17", "people"),
    # the question names the line with its purpose: 30 - 10 + 5 = 25
    ("question-for", "At the fair there were 30 people in line for the bumper cars. If 10 of them got tired of "
     "waiting and left and 5 more got in line, how many people would be in line for the bumper cars?", "25",
     "people"),
    # "in the line" names the same line: 10 - 2 + 2 = 10
    ("question-the-line", "At the fair there were 10 people in line for the bumper cars. If 2 of them got tired of "
     "waiting and left and 2 more got in line, how many people would be in the line?", "10", "people"),
    # separate sentences, present tense, another unit, 'quit': 7 - 4 + 8 = 11
    ("sentences-kids", "There were 7 kids in line for tickets. 4 of them quit. 8 more kids got in line. How many kids "
     "are in line now?", "11", "kids"),
    # 'still in line' after departures only: 20 - 3 - 5 = 12
    ("still-in-line", "There were 20 students in line for lunch. 3 of them left. 5 of them got tired and left. How "
     "many students are still in line?", "12", "students"),
    # a counted group stated in line: 16 - 1 = 15
    ("group-in-line", "16 people were in line for the ferris wheel. If 1 of them quit, how many people would be in "
     "line?", "15", "people"),
    # two lines, the question names one: 5
    ("two-lines-named", "At the fair there were 9 people in line for the bumper cars and 5 people in line for "
     "tickets. How many people were in line for tickets?", "5", "people"),
    # 'there' names the one place of the there-statement when no leading place is told: 9 - 6 = 3
    ("there-no-lead", "There were 9 people in line. If 6 of them left, how many people would be there?", "3",
     "people"),
    # --- things got for an occasion, stored by the gainer ---------------------------------------------------
    # the corpus family: (41 + 22) / 9 = 7
    ("sodas-fill-up", "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. If his fridge would "
     "only hold 9 on each shelf, how many shelves would he fill up?", "7", "shelves"),
    # (4 + 52) / 7 = 8
    ("sodas-fill-up-2", "For a birthday party Tom bought 4 regular sodas and 52 diet sodas. If his fridge would only "
     "hold 7 on each shelf, how many shelves would he fill up?", "8", "shelves"),
    # the occasion after the object, 'need': 45 / 9 = 5
    ("trailing-occasion-need", "Jerry bought 45 sodas for the party. If his fridge would only hold 9 on each shelf, "
     "how many shelves would he need?", "5", "shelves"),
    # a woman, another verb, a stated rate: (30 + 18) / 8 = 6
    ("she-got", "For the picnic Amy got 30 regular sodas and 18 diet sodas. If each shelf holds 8 sodas, how many "
     "shelves would she use?", "6", "shelves"),
    # she drank some first (the older exception: the story has her use them): (40 - 4) / 9 = 4
    ("drank-first", "For a birthday party Paige bought 40 sodas. She drank 4 sodas. If her fridge would only hold 9 "
     "on each shelf, how many shelves would she fill up?", "4", "shelves"),
    # a pack place that is no person: the picnic, 54 / 9 = 6
    ("for-the-picnic", "Tom picked 54 apples for the picnic. If each box holds 9 apples, how many boxes would he "
     "need?", "6", "boxes"),
    # guests ate some at the occasion: (30 - 10) / 5 = 4
    ("guests-ate", "For the party Ann bought 30 apples. The guests ate 10 apples. If each bag holds 5 apples, how "
     "many bags would she fill?", "4", "bags"),
    # the event question never depended on who holds them
    ("event-question", "For a birthday party Jerry bought 41 regular sodas and 22 diet sodas. How many sodas did "
     "Jerry buy?", "63", "sodas"),
]

REFUSED = [
    # --- queues -------------------------------------------------------------------------------------------
    # 'there' after a leading place: the fair or the line?
    ("there-with-lead", "At the fair there were 9 people in line for the bumper cars. If 6 of them got tired of "
     "waiting and left and 3 more got in line, how many people would be there?"),
    # the fair may hold more people than the line
    ("at-the-fair", "At the fair there were 9 people in line for the bumper cars. If 6 of them left and 3 more got "
     "in line, how many people would be at the fair?"),
    # two lines: which one is 'in line'?
    ("two-lines-bare", "There were 9 people in line for the bumper cars and 4 people in line for the ferris wheel. "
     "If 6 of them left, how many people would be in line?"),
    # a line for another ride after a plain 'in line': the same line?
    ("line-then-other-line", "There were 9 people in line. If 6 of them left and 3 more got in line for the bumper "
     "cars, how many people would be in line?"),
    # two lines and 'more' joining one of them: more than which group? (the arrival needs one holder)
    ("two-lines-more", "There were 9 people in line for the bumper cars and 5 people in line for tickets. If 4 more "
     "people got in line for tickets, how many people would be in line for tickets?"),
    # asked about a line never told
    ("other-line-asked", "At the fair there were 9 people in line for the bumper cars. If 6 of them left and 3 more "
     "got in line, how many people would be in line for the ferris wheel?"),
    # a person got in line: one more, but never read as a member (was 9 before the guard: 'got in' + bare 'line')
    ("person-got-in-line", "There were 9 people in line. Tom got in line. How many people are in line?"),
    # more of other people than the line holds: a kind of them or others?
    ("more-other-unit", "There were 9 kids in line. If 3 more people got in line, how many people would be in line?"),
    # the line told at the fair, and the fair's own people told too
    ("fair-people-too", "At the fair there were 9 people in line for the bumper cars. There were 20 people at the "
     "fair. How many people were in line?"),
    # 'how many people left' — those who went away or those remaining?
    ("left-ambiguous", "There were 9 people in line for lunch. If 3 of them left, how many people left?"),
    # 'with Tom' restricts the count (Tom may be one of them); was dropped by every be-question (answered 9)
    ("in-line-with", "There were 9 people in line. How many people were in line with Tom?"),
    ("in-park-with", "There were 9 people in the park. How many people were in the park with Tom?"),
    ("there-with", "There were 9 people in the park. How many people were there with Tom?"),
    # --- things got for someone or something --------------------------------------------------------------
    # for a person: were they handed over?
    ("for-person", "Jerry bought 45 sodas for Tom. If his fridge would only hold 9 on each shelf, how many shelves "
     "would he need?"),
    # for the kids: 'kid' is no pack place (the pack counts kids as things), so they may have been handed over
    ("for-the-kids", "Tom picked 54 apples for the kids. If each box holds 9 apples, how many boxes would he need?"),
    # a noun the pack knows as a place and as counted things (trips): not read as an occasion
    ("for-the-trip", "Tom picked 54 apples for the trip. If each box holds 9 apples, how many boxes would he need?"),
    # the question names nobody who stores them
    ("needed-nobody", "For a birthday party Jerry bought 45 sodas. If each shelf holds 9 sodas, how many shelves are "
     "needed?"),
    # someone else's shelves
    ("someone-else", "For a birthday party Jerry bought 45 sodas and Ann bought 9 sodas. If his fridge would only "
     "hold 9 on each shelf, how many shelves would he need?"),
    # a holding question is still open (the party may have used them)
    ("holding-question", "For a birthday party Jerry bought 41 sodas. How many sodas does Jerry have?"),
    # no whole number of shelves: never rounded
    ("remainder", "For a birthday party Jerry bought 46 sodas. If his fridge would only hold 9 on each shelf, how "
     "many shelves would he fill up?"),
    # other things bought too: what of the apples?
    ("apples-too", "For a birthday party Jerry bought 45 sodas and 9 apples. If each shelf holds 9 sodas, how many "
     "shelves would he fill up?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

JOIN_SOLVED = [
    # with 'join' learned: 'joined them' adds to the line: 9 + 3 - 2 = 10
    ("joined-them", "There were 9 people in line for the bumper cars. 3 more people joined them. 2 of them left. How "
     "many people are in line?", "10", "people"),
]
JOIN_REFUSED = [
    ("person-joined", "There were 9 people in line. Tom joined them. How many people are in line?"),
]
test_join_solved = solved_cases(JOIN_SOLVED, JOIN)
test_join_refused = refused_cases(JOIN_REFUSED, JOIN)


def test_person_in_line_refusal_names_the_queue():
    assert_refused(read("There were 9 people in line. Tom got in line. How many people are in line?", PACK),
                   "unparsed_sentence", frame="statement.queue")


def test_there_with_lead_refusal_names_the_question_place():
    assert_refused(read("At the fair there were 9 people in line for the bumper cars. If 6 of them left, how many "
                        "people would be there?", PACK), "ambiguous_reference", frame="question.place")


def test_two_lines_refusal_is_an_entity_binding():
    assert_refused(read("There were 9 people in line for the bumper cars and 4 people in line for tickets. How many "
                        "people were in line?", PACK), "ambiguous_reference", missing_operator="entity_binding")


def test_for_person_refusal_is_the_beneficiary():
    assert_refused(read("Jerry bought 45 sodas for Tom. If his fridge would only hold 9 on each shelf, how many "
                        "shelves would he need?", PACK), "ambiguous_reference", frame="statement.beneficiary")
