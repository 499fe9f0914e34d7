"""Reader v8, red team 13 (ADR 0125): hostile neighbours of the ADR 0119 constructions, hand-worked.

Capacities (``could only carry 4 trays at a time … how many trips``), ``What would her score be?`` over a
per-event rate, ordinal places, bags of cans and implied piles, money lasting, ``, but`` after a describing
clause, and the words ``upload`` / ``save`` / ``last`` / ``carry``. The refused rows are the texts the reader
answered wrongly before this ADR (or their close neighbours); every answer below was worked by hand.
"""
from __future__ import annotations

from core.packs import load_pack
from reader_checks import refused_cases, solved_cases

PACK = load_pack()

CAP = "Roger could only carry 6 trays at a time."
SCORE = "Roger was playing a video game where he scores 6 points for each treasure he finds."

SOLVED = [
    # capacities still read
    ("capacity, one task", f"{CAP} He had to carry 18 trays. How many trips will he make?", "3", "trips"),  # 18 / 6
    ("capacity stated after the task",  # 24 / 6 = 4
     "Roger had to carry 24 trays. He could only carry 6 trays at a time. How many trips will he make?", "4", "trips"),
    ("capacity with 'deliver' as the task",  # 12 / 3 = 4
     "Roger can carry 3 boxes at a time. He has to deliver 12 boxes. How many trips will he make?", "4", "trips"),
    ("capacity, a task from one table and another",  # (12 + 18) / 6 = 5
     f"{CAP} If he had to pick up 12 trays from one table and 18 trays from another, how many trips will he "
     "make?", "5", "trips"),
    ("a capacity of trays covers big trays",  # 12 / 6 = 2
     f"{CAP} He had to carry 12 big trays. How many trips will he make?", "2", "trips"),
    ("a goal asked beside a capacity: nothing carried yet",  # 18 − 0
     f"{CAP} He had to carry 18 trays. How many trays does he still need to carry?", "18", "trays"),
    ("described clause, ', but' and a capacity (corpus shape)",  # (9 + 7) / 8 = 2
     "Jerry was helping the cafeteria workers pick up lunch trays, but he could only carry 8 trays at a time. If "
     "he had to pick up 9 trays from one table and 7 trays from another, how many trips will he make?", "2", "trips"),
    # scores over a rate
    ("'what would his score be' over two ordinal levels",  # 6 × (2 + 3) = 30
     f"{SCORE} If he found 2 treasures on the first level and 3 on the second, what would his score be?", "30",
     "points"),
    ("someone else's finds do not count toward his score",  # 6 × 5 = 30
     f"{SCORE} He found 5 treasures. Amy found 3 treasures. What is his score?", "30", "points"),
    ("treasures lost after being found were still found",  # 6 × 10 = 60
     f"{SCORE} He found 10 treasures but lost 4 of them. How many points did he score?", "60", "points"),
    # ordinal places
    ("ordinal boxes, the second noun left out",  # 5 + 7 = 12
     "There are 5 apples in the first box and 7 in the second. How many apples are there?", "12", "apples"),
    ("ordinal boxes, the second one asked",  # 7
     "There are 5 apples in the first box and 7 in the second. How many apples are there in the second box?",
     "7", "apples"),
    ("ordinal games, the second one asked",  # 4
     "Wendy scored 3 goals in the first game and 4 in the second. How many goals did she score in the second "
     "game?", "4", "goals"),
    ("ordinal beaches, two finders on the second",  # 6 + 2 = 8
     "Roger found 4 shells on the first beach and 6 on the second. Amy found 2 shells on the second beach. How "
     "many shells were found on the second beach?", "8", "shells"),
    # bags of cans, implied piles
    ("recycled bags: 14 − 5 recycled, 8 points each",  # 8 × 9 = 72
     "Megan earned 8 points for each bag of cans she recycled. If she had 14 bags, but didn't recycle 5 of them, "
     "how many points would she have earned?", "72", "points"),
    ("boxes of cookies not sold, dollars per box",  # 3 × (10 − 4) = 18
     "Wendy earned 3 dollars for each box of cookies she sold. If she had 10 boxes, but didn't sell 4 of them, "
     "how much money did she earn?", "18", "dollars"),
    ("another person's rate beside the asked one",  # 4 × (9 − 3) = 24
     "Wendy earned 4 points for each bag of cans she recycled. Roger earned 2 points for each bag he recycled. "
     "If Wendy had 9 bags, but didn't recycle 3 of them, how many points would Wendy have earned?", "24", "points"),
    # money lasting, save, upload
    ("money lasting after a purchase: (24 − 6) / 6",  # 3
     "Roger made 24 dollars mowing lawns. He spent 6 dollars last week. If he spends 6 dollars a week, how long "
     "would the money last him?", "3", "weeks"),
    ("money lasting, two activities",  # (12 + 18) / 5 = 6
     "Luke made 12 dollars mowing lawns and 18 dollars weed eating. If he only spent 5 dollars a week, how long "
     "would the money last him?", "6", "weeks"),
    ("savings only: save after save is more saving",  # 10 + 5
     "Roger saved 10 dollars in May and 5 dollars in June. How much money did he save?", "15", "dollars"),
    ("saved up, then received (corpus shape)",  # (21 + 15) / 6 = 6
     "Kaleb had saved up 21 dollars. If he received another 15 dollars for his allowance, how many 6 dollar toys "
     "could he buy?", "6"),
    ("uploads counted as events",  # 10 + 5
     "Roger uploaded 10 pictures on Monday and 5 pictures on Tuesday. How many pictures did he upload?", "15",
     "pictures"),
    ("uploaded pictures, some deleted",  # 79 − 5
     "Wendy uploaded 79 pictures to Facebook. She deleted 5 of them. How many pictures does she have?", "74",
     "pictures"),
    ("someone else's upload does not change her pictures",  # 20
     "Wendy had 20 pictures. Roger uploaded 7 pictures. How many pictures does Wendy have?", "20", "pictures"),
    ("'last' as a time word",  # 20
     "Roger made 20 dollars last summer. He made 15 dollars this summer. How much money did he make last "
     "summer?", "20", "dollars"),
    ("weeds are a unit of their own",  # 12 + 5 = 17
     "Roger pulled 12 weeds in the morning and 5 weeds in the afternoon. How many weeds did he pull?", "17",
     "weeds"),
]

REFUSED = [
    # capacities
    ("the capable person also has other things to carry, in the same list",  # answered 3 (18 / 6)
     f"{CAP} He had to carry 18 trays and 22 cups. How many trips will he make?"),
    ("the capable person also has other things to carry, another sentence",  # answered 3
     f"{CAP} He had to carry 18 trays. He also had to carry 22 cups. How many trips will he make?"),
    ("trays from one table and plates from another",  # answered 3 (the trays only: 12 / 4)
     "Roger could only carry 4 trays at a time. If he had to pick up 12 trays from one table and 8 plates from "
     "another, how many trips will he make?"),
    ("'they' asked about one person's capacity",  # answered 3
     f"{CAP} He had to carry 18 trays. How many trips will they make?"),
    ("a go that uses things up is not a trip",  # answered 5
     "Roger can eat 9 cookies at a time. He had to eat 45 cookies. How many trips will he make?"),
    ("a capacity leaves a part-load: 20 / 6",
     f"{CAP} He had to carry 20 trays. How many trips will he make?"),
    ("another person's goal of the same things",
     f"{CAP} He had to carry 18 trays. Amy had to carry 6 trays. How many trips will Roger make?"),
    ("trips already made: how many more is not the capacity's question",
     f"{CAP} He had to carry 18 trays. He already carried 6 trays. How many more trips will he make?"),
    ("a truck's capacity, the person's task",
     "Roger's truck could only carry 6 boxes at a time. If he had to carry 18 boxes, how many trips will he make?"),
    ("two capacities of the same things",
     f"{CAP} He could only carry 7 trays at a time. He had to carry 42 trays. How many trips will he make?"),
    # scores
    ("points already had: 'his score' may include them",  # answered 30
     f"{SCORE} He already had 29 points. If he found 5 treasures, what would his score be?"),
    ("started with points",  # answered 30
     f"{SCORE} He started with 10 points. He found 5 treasures. What is his score?"),
    ("points held now",  # answered 30
     f"{SCORE} He has 20 points now. He found 5 treasures. What is his score?"),
    ("points lost",  # answered 30
     f"{SCORE} He found 5 treasures but lost 9 points. What is his score?"),
    ("a second rate of another verb (traps)",
     "Roger was playing a video game where he scores 6 points for each treasure he finds and loses 2 points for "
     "each trap he hits. He found 5 treasures and hit 3 traps. What is his score?"),
    ("'his score' with another man's finds beside his",
     f"{SCORE} He found 5 treasures. Luke found 3 treasures. What is his score?"),
    # bags
    ("a holding of bags given away is not a pile of recycling",
     "Megan earned 8 points for each bag of cans she recycled. If she had 14 bags, but gave 5 of them to Roger, "
     "how many points would she have earned?"),
    ("cans counted against a rate per bag",
     "Megan earned 8 points for each bag of cans she recycled. She recycled 14 cans. How many points did she "
     "earn?"),
    ("bags held before the pile",
     "Megan had 3 bags. Megan earned 8 points for each bag of cans she recycled. If she had 14 bags, but didn't "
     "recycle 5 of them, how many points would she have earned?"),
    # upload / save / carry
    ("uploading pictures he took adds none",  # answered 32
     "Roger took 27 pictures. He uploaded 5 pictures to Facebook. How many pictures does he have?"),
    ("pictures held, then uploaded: copies or more?",
     "Roger had 20 pictures. He uploaded 5 pictures. How many pictures does he have now?"),
    ("saving after earning: a part kept or more money?",  # answered 60
     "Roger made 59 dollars. He saved 1 dollars. How much money does he have?"),
    ("money lasting after a saving of part of it",  # answered (59 + 1) / 3 = 20
     "Roger made 59 dollars mowing lawns. He saved 1 dollars. If he spent 3 dollars a week, how long would the "
     "money last him?"),
    ("money lasting, a fractional number of weeks: 25 / 6",
     "Tom made 10 dollars mowing lawns and 15 dollars weed eating. If he only spent 6 dollars a week, how long "
     "would the money last him?"),
    ("carrying boxes to the car does not say they are no longer his",
     "Roger had 10 boxes. He carried 4 boxes to the car. How many boxes does he have?"),
    ("'but' with a pronoun that names nobody in the clause before",
     "Roger had 20 lives. Luke was playing a video game, but she lost 3 lives. How many lives does Roger have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
