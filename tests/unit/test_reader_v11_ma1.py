"""Reader v11, MultiArith sentence families (helper ma1, ADR 0189).

- Hourly wage: ``On Monday he worked 7 hours`` is time spent on an activity (work_spans.py: a scene verb whose
  ``-ing`` form is a pack activity + N + a time unit); the pay rate ``made 5 dollars an hour`` pays for it;
  ``in those two days`` is read when every event of the story is told on one day and exactly two days are
  told (those_days.py). Words: ``sacker`` (a person noun), ``grocery`` (a modifier), ``those``/``these``
  (role ``demonstrative``), the day time phrases (role ``day``).
- Seasonal earnings: ``If he had to spend 5 dollars buying supplies, how much money did he end up with?``: an
  obligation stated as the question's own If-condition is read as done (conditional_tasks.py). Word:
  ``supply/supplies``.
- Trivia score: ``answered 5 questions correct in the first half and 5 … in the second half. If each question
  was worth 5 points, what was his final score?``: things done right by a scene verb, a worth per thing done
  right, and the score it brings (worth.py). Words: ``answer`` (a scene verb), ``correct``/``correctly`` (role
  ``correct``), ``worth`` (role ``worth``), ``final`` (role ``end``).

Every expected answer is worked by hand from the text (the arithmetic is in the comment); the near misses
refuse, with the reason the policy predicts.
"""
from __future__ import annotations

from core.packs import load_pack
from domain.reader import read

from reader_checks import assert_refused, refused_cases, solved_cases

PACK = load_pack()

SACKER = "George was working as a sacker at a grocery store where he made 5 dollars an hour. "
MOWING = "Edward started his own lawn mowing business. "

SOLVED = [
    # ---- hourly wage -------------------------------------------------------------------------------------
    ("corpus shape: two days, those two days",  # 5 * (7 + 2)
     SACKER + "On Monday he worked 7 hours and on Tuesday he worked 2 hours. How much money did George make in "
     "those two days?", "45", "dollars"),
    ("digits for the days, other numbers",  # 6 * (3 + 5)
     "Edward was working as a sacker at a grocery store where he made 6 dollars an hour. On Monday he worked 3 "
     "hours and on Tuesday he worked 5 hours. How much money did Edward make in those 2 days?", "48", "dollars"),
    ("no restriction asked",  # 5 * (7 + 2)
     SACKER + "On Monday he worked 7 hours and on Tuesday he worked 2 hours. How much money did George make?",
     "45", "dollars"),
    ("hours asked as the work's events",  # 7 + 2
     SACKER + "On Monday he worked 7 hours and on Tuesday he worked 2 hours. How many hours did George work?",
     "9", "hours"),
    ("two sentences, days after the object, a woman, these days",  # 8 * (4 + 6)
     "Sara was working as a waitress at a restaurant where she made 8 dollars an hour. She worked 4 hours on "
     "Saturday. She worked 6 hours on Sunday. How much money did Sara make over these two days?", "80", "dollars"),
    ("three days told, three asked",  # 7 * (1 + 2 + 3)
     "Tom made 7 dollars an hour. He worked 1 hour on Monday, he worked 2 hours on Tuesday and he worked 3 hours "
     "on Wednesday. How much money did Tom make in those three days?", "42", "dollars"),
    ("a rate for Monday, hours on Monday only",  # 4 * 3
     "Will made 4 dollars an hour on Monday. On Monday he worked 3 hours. How much money did Will make?", "12",
     "dollars"),
    ("one day only, no those",  # 6 * 5
     "Victor was working as a sacker at a grocery store where he made 6 dollars an hour. He worked 5 hours. "
     "How much money did Victor make?", "30", "dollars"),
    ("those days over picking, no rate",  # 5 + 3
     "Sam picked 5 apples on Monday. He picked 3 apples on Tuesday. How many apples did he pick in those two "
     "days?", "8", "apples"),
    ("yesterday and today in two sentences",  # 4 + 9
     "Ann found 4 shells yesterday. She found 9 shells today. How many shells did Ann find in those two days?",
     "13", "shells"),
    ("mowing hours paid by a rate without a verb",  # 9 * 3
     "Ben made 9 dollars an hour. He mowed 3 hours. How much money did Ben make?", "27", "dollars"),
    # ---- seasonal earnings ---------------------------------------------------------------------------------
    ("corpus shape: spring, summer, had to spend on supplies",  # 2 + 27 - 5
     MOWING + "In the spring he made 2 dollars mowing lawns and in the summer he made 27 dollars. If he had to "
     "spend 5 dollars buying supplies, how much money did he end up with?", "24", "dollars"),
    ("other numbers and a name",  # 4 + 50 - 4
     "Kaleb started his own lawn mowing business. In the spring he made 4 dollars mowing lawns and in the summer "
     "he made 50 dollars. If he had to spend 4 dollars buying supplies, how much money did he end up with?",
     "50", "dollars"),
    ("have left, no scene",  # 27 - 5
     "Edward made 27 dollars. If he had to spend 5 dollars, how much money does he have left?", "22", "dollars"),
    ("a loss of things, needed to",  # 27 - 5
     "Edward has 27 apples. If he needed to eat 5 apples, how many apples does he have left?", "22", "apples"),
    # ---- trivia score --------------------------------------------------------------------------------------
    ("corpus shape: two halves, worth, final score",  # 5 * (5 + 5)
     "While playing a trivia game, Adam answered 5 questions correct in the first half and 5 questions correct in "
     "the second half. If each question was worth 5 points, what was his final score?", "50", "points"),
    ("other numbers",  # 3 * (6 + 4)
     "While playing a trivia game, George answered 6 questions correct in the first half and 4 questions correct "
     "in the second half. If each question was worth 3 points, what was his final score?", "30", "points"),
    ("one lot, a statement of worth, score asked by the verb",  # 4 * 7
     "Amy answered 7 questions correctly. Each question was worth 4 points. How many points did Amy score?", "28",
     "points"),
    ("her score, no final",  # 2 * (3 + 1)
     "Amy answered 3 questions correct on Monday and 1 question correct on Tuesday. If each question was worth 2 "
     "points, what is her score?", "8", "points"),
    ("two sentences of right answers",  # 10 * (2 + 3)
     "Ben answered 2 questions correct. He answered 3 questions correct. If each question was worth 10 points, "
     "what was his final score?", "50", "points"),
    ("points held besides, the score asked by the verb",  # 3 * 6 (the 12 held were not scored here)
     "Ann answered 6 questions correct in the first half. She had 12 points. If each question was worth 3 points, "
     "how many points did she score?", "18", "points"),
    ("what the money left affords after the obligation",  # (30 - 5) / 5
     "Sam had 30 dollars. If he had to spend 5 dollars, how many 5 dollar toys could he buy with the money he had "
     "left?", "5", "toys"),
    ("the spending asked as an event",  # the 5 spent
     "Edward made 27 dollars. If he had to spend 5 dollars, how much money did he spend?", "5", "dollars"),
]

REFUSED = [
    # ---- hourly wage -------------------------------------------------------------------------------------
    ("those three days, two told",
     SACKER + "On Monday he worked 7 hours and on Tuesday he worked 2 hours. How much money did George make in "
     "those three days?", "unparsed_question"),
    ("those two days, three told",
     SACKER + "On Monday he worked 7 hours and on Tuesday he worked 2 hours. On Friday he worked 1 hour. How much "
     "money did George make in those two days?", "unparsed_question"),
    ("an event with no day",
     SACKER + "On Monday he worked 7 hours and he worked 2 hours. How much money did George make in those two "
     "days?", "unparsed_question"),
    ("the same day twice",
     SACKER + "On Monday he worked 7 hours and on Monday he worked 2 hours. How much money did George make in "
     "those two days?", "unparsed_question"),
    ("two days in one stamp: each or in all?",
     "Sam picked 5 apples yesterday and 3 apples today. How many apples did he pick in those two days?",
     "unparsed_question"),
    ("a time that is no single day",
     "Sam picked 5 apples on Monday. He ate 3 apples last week. How many apples did he pick in those two days?",
     "unparsed_question"),
    ("those two weeks: not days",
     "Sam picked 5 apples on Monday. He picked 3 apples on Tuesday. How many apples did he pick in those two "
     "weeks?", "unparsed_question"),
    ("those days with a holding question",
     "Sam picked 5 apples on Monday. He picked 3 apples on Tuesday. How many apples does he have in those two "
     "days?", "unparsed_question"),
    ("hours held: spent working, not got",
     SACKER + "On Monday he worked 7 hours and on Tuesday he worked 2 hours. How many hours does George have?",
     "unknown_quantity"),
    ("hours under two verbs: which paid?",
     "Ben made 9 dollars an hour. He worked 3 hours and mowed 4 hours. How much money did Ben make?",
     "unknown_quantity"),
    ("a scene verb that names no lasting activity",
     "Ben made 9 dollars an hour. He decided 3 hours. How much money did Ben make?", "unparsed_sentence"),
    ("minutes worked, paid by the hour: no conversion guessed",
     "Ben made 9 dollars an hour. He worked 30 minutes. How much money did Ben make?", "unit_mismatch"),
    ("days worked, paid by the hour",
     "Ben made 9 dollars an hour. He worked 3 days. How much money did Ben make?", "unit_mismatch"),
    ("a day told in the second clause only, stamped on both",
     "Ben made 9 dollars an hour. He worked 3 hours and on Thursday he worked 4 hours. How much money did Ben make "
     "in those two days?", "unparsed_question"),
    ("someone else worked",
     "Ben made 9 dollars an hour. Tom worked 3 hours. How much money did Ben make?", "unknown_quantity"),
    ("worked with a companion",
     "Ben made 9 dollars an hour. He worked 3 hours with Tom. How much money did Ben make?", "unparsed_sentence"),
    ("worked some hours: how many?",
     "Ben made 9 dollars an hour. He worked some hours. How much money did Ben make?", "unparsed_sentence"),
    ("a rate told for Monday, hours on Tuesday too",
     "Ben made 9 dollars an hour on Monday. He worked 3 hours on Monday and 2 hours on Tuesday. How much money "
     "did Ben make in those two days?", "unknown_quantity"),
    ("red team: a day in the second clause only, another day in the next sentence",
     "Kaleb made 5 dollars an hour. He worked 5 hours and on Saturday he worked 3 hours. He bought 2 apples on "
     "Monday. How many hours did he work in those two days?", "unparsed_question"),
    ("red team: a rate for Monday, a trailing Monday in another person's clause (45 before)",
     "Zoe made 5 dollars an hour on Monday. Tom worked 5 hours on Monday and she painted 9 hours. How much money "
     "did Zoe make?", "unknown_quantity"),
    ("red team: a rate for Monday, two clauses of one sentence stamped Monday (121 before)",
     "Victor made 11 dollars an hour on Monday. He mowed 7 hours and he mowed 4 hours on Monday. How much money "
     "did he make?", "unknown_quantity"),
    # ---- trivia score --------------------------------------------------------------------------------------
    ("answered, not said right: worth of which?",
     "Adam answered 5 questions. If each question was worth 5 points, what was his final score?",
     "unparsed_sentence"),
    ("right and not said right",
     "Adam answered 5 questions correct and 3 questions. If each question was worth 5 points, what was his final "
     "score?"),
    ("points held besides: the score is what he has or what the worth brought?",
     "Adam answered 5 questions correct. He had 10 points. If each question was worth 5 points, what was his final "
     "score?"),
    ("two people answered: whose worth?",
     "Adam answered 5 questions correct. Tom answered 3 questions correct. If each question was worth 5 points, "
     "what was his final score?", "unparsed_sentence"),
    ("a worth in money is a price, not this form",
     "Adam answered 5 questions correct. If each question was worth 5 dollars, what was his final score?",
     "unparsed_sentence"),
    ("a worth of other things",
     "Adam answered 5 questions correct. If each puzzle was worth 5 points, what was his final score?",
     "unparsed_sentence"),
    ("red team: a gapped second lot not said right (54 before)",
     "Will answered 1 question correctly on Tuesday and 5 questions in the first half. If each question was worth "
     "9 points, how many points did he score in all?"),
    ("right answers held",
     "Adam answered 5 questions correct. How many questions does Adam have?", "unknown_quantity"),
    ("all answered asked: the wrong ones are not told",
     "Adam answered 5 questions correct. How many questions did Adam answer?", "unknown_quantity"),
    ("worth told before the answers",
     "Each question was worth 5 points. Adam answered 5 questions correct. What was his final score?"),
    ("a pile of questions to answer beside the right ones",
     "Adam had 9 questions to answer. He answered 5 questions correct. If each question was worth 5 points, what "
     "was his final score?"),
    # ---- seasonal earnings ---------------------------------------------------------------------------------
    ("had to spend told as a statement: done or not?",
     MOWING + "In the spring he made 2 dollars mowing lawns and in the summer he made 27 dollars. He had to spend "
     "5 dollars buying supplies. How much money did he end up with?", "ambiguous_reference"),
    ("has to spend in the condition: present, not yet done",
     "Edward made 27 dollars. If he has to spend 5 dollars, how much money does he have left?",
     "unknown_quantity"),
    ("needs to spend, asked in the future",
     "Edward made 27 dollars. If he needs to spend 5 dollars, how much money will he have left?",
     "ambiguous_reference"),
    ("spent before, had to spend: part of it or more?",
     "Edward made 27 dollars. He spent 3 dollars. If he had to spend 5 dollars, how much money does he have left?",
     "ambiguous_reference"),
    ("more than he has",
     "Edward made 27 dollars. If he had to spend 30 dollars, how much money does he have left?",
     "negative_holding"),
    ("a gain obliged: a target as often as a deed (had to earn / save), not read as done",
     "Mia had 10 stickers. If she had to buy 6 stickers, how many stickers did she end up with?"),
    ("days worked beside hours worked: a day of work is not 24 hours",
     "Ann made 10 dollars an hour. On Saturday she worked 7 hours and on Tuesday she worked 8 days. How much "
     "money did Ann make?", "unit_mismatch"),
    ("a gain verb's hours beside days (1990 on main)",
     "Ann made 10 dollars an hour. On Saturday she painted 7 hours and on Tuesday she painted 8 days. How much "
     "money did Ann make?", "unit_mismatch"),
    ("hours painted, held",
     "Edward had 10 dollars. On Monday he painted 9 hours. How many hours does he have?", "unknown_quantity"),
    ("hours worked asked in minutes",
     "Sam worked 2 hours. How many minutes did Sam work?", "unit_mismatch"),
    ("red team: an obligation told as a statement before an afford question (6 on main: 30 / 5)",
     "Sam had 30 dollars. He had to spend 5 dollars. How many 5 dollar toys could he buy with the money he had "
     "left?", "unknown_quantity"),
    ("red team: the same with a stated price (6 on main)",
     "Sam had 30 dollars. He had to spend 5 dollars. A toy costs 5 dollars. How many toys can he buy with the "
     "money he has?", "unknown_quantity"),
    ("a transfer obliged: not read as done",
     "Edward made 27 dollars. If he had to give 5 dollars to Tom, how much money does he have left?"),
    ("another person obliged, who holds none",
     "Edward has 27 apples. If Tom had to eat 5 apples, how many apples does Edward have left?",
     "ambiguous_reference"),
    ("a trailing condition: not this form",
     "Edward made 27 dollars. How much money does he have left if he had to spend 5 dollars?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_those_days_refusal_names_the_restriction():
    result = read(SACKER + "On Monday he worked 7 hours and on Tuesday he worked 2 hours. How much money did "
                  "George make in those three days?", PACK)
    assert_refused(result, "unparsed_question", missing_operator="frame.question_restriction",
                   frame="question.circumstance")


def test_work_span_guard_names_its_frame():
    result = read("Sam worked 5 hours. How many hours does Sam have?", PACK)
    assert_refused(result, "unknown_quantity", frame="question.work_span")


def test_conditional_task_refusal_names_its_frame():
    result = read("Edward made 27 dollars. He spent 3 dollars. If he had to spend 5 dollars, how much money does "
                  "he have left?", PACK)
    assert_refused(result, "ambiguous_reference", missing_operator="frame.finished_task",
                   frame="question.conditional_task")


def test_the_words_are_pack_data():
    fns = {f.id: f for f in PACK.functions}
    assert fns["fn.those"].role == "demonstrative" and fns["fn.day"].role == "day"
    assert any(p.id == "person.sacker" and p.person for p in PACK.places)
    assert any(u.id == "unit.supply" and u.plural == "supplies" for u in PACK.units)
    assert any(m.id == "mod.grocery" for m in PACK.modifiers)
    assert fns["fn.correct"].role == "correct" and fns["fn.worth"].role == "worth" and fns["fn.final"].role == "end"
    assert any(v.id == "verb.answer" and v.category == "scene" for v in PACK.verbs)


def test_done_right_refusal_names_its_frame():
    result = read("Adam answered 5 questions correct. How many questions does Adam have?", PACK)
    assert_refused(result, "unknown_quantity", missing_operator="initial_state", frame="question.done_right")
    result = read("Adam answered 5 questions correct. How many questions did Adam answer?", PACK)
    assert_refused(result, "unknown_quantity", missing_operator="event_binding", frame="question.done_right")
