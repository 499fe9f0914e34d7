"""Reader v13 (ADR 0274): wrong answers found on fresh, hand-written text (MultiArith / SVAMP style).

Every answer is worked out by hand from the text; the near misses must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # a plain rate still reads: 2 dollars an hour for 4 hours = 2 * 4 = 8
    ("rate-plain", "Sam earns 2 dollars per hour. How much does Sam earn in 4 hours?", "8", "dollars"),
    # 8 dollars an hour for 7 hours = 56
    ("rate-plain-an", "Peter earns 8 dollars an hour. How much does he earn in 7 hours?", "56", "dollars"),
    # a gain with 'more' is no rate: 12 + 5 = 17
    ("more-gain", "Jack had 12 apples. He collected 5 more apples. How many apples does Jack have?", "17",
     "apples"),
    # making more of the asked kind is a gain: 30 + 3 = 33
    ("made-same-kind", "Ann had 30 beads. She made 3 more beads. How many beads does she have?", "33", "beads"),
    # a making told before the holding: the holding is now, 30
    ("made-before-holding", "Ann made 3 necklaces. She has 30 beads. How many beads does she have?", "30", "beads"),
    # an outing that tells the money paid: 20 - 5 = 15
    ("outing-paid", "Tom had 20 dollars. He went to the store and spent 5 dollars. How much money does he have "
     "now?", "15", "dollars"),
    # an outing beside things that are not money: 20 apples stay 20
    # containers that are not people still hold for their holder: 4 bags x 9 marbles = 36
    ("bags-hold", "Tom has 4 bags. Each bag has 9 marbles. How many marbles does Tom have?", "36", "marbles"),
    # a doubling asked now: 30 * 2 = 60
    ("doubled-now", "Mo had 30 cards. He doubled them. How many cards does he have?", "60", "cards"),
    # 'extra' of one's own earlier act: 8 + 2 = 10
    ("extra-own", "Peter sold 8 cakes. He sold 2 extra cakes. How many cakes did he sell?", "10", "cakes"),
    ("outing-apples", "Tom had 20 apples. He went to the park. How many apples does he have now?", "20", "apples"),
]

REFUSED = [
    # 'more' in a rate: more than whose? (main answered 2 * 4 = 8; Sam earns 8 + 2 = 10 an hour, 40 in all)
    ("rate-more-after", "Peter earns 8 dollars an hour. Sam earns 2 dollars more an hour. How much does Sam earn "
     "in 4 hours?"),
    ("rate-more-before", "Sam earns 2 more dollars an hour. How much does Sam earn in 4 hours?"),
    ("rate-more-per", "Sam earns 2 dollars more per hour. How much does Sam earn in 4 hours?"),
    ("rate-more-each-day", "Sam reads 5 pages more each day. How many pages does Sam read in 4 days?"),
    ("rate-more-every-week", "Sam saves 5 dollars more every week. How much does Sam save in 4 weeks?"),
    ("rate-fewer", "Peter eats 4 apples a day. Sam eats 2 fewer apples a day. How many apples does Sam eat in "
     "5 days?"),
    ("rate-extra", "Sam spends 3 extra dollars a week. How much does Sam spend in 4 weeks?"),
    ("rate-more-than", "Sam gets 2 more dollars every week than Tom. How much does Sam get in 5 weeks?"),
    # making other things may use up what was held (main answered 30 and 40)
    ("made-necklaces", "Ann had 30 beads. She made 3 necklaces. How many beads does she have left?"),
    ("baked-cakes", "A baker had 40 eggs. He baked 8 cakes. How many eggs are left?"),
    ("built-toys-money", "Ann had 30 dollars. She built 3 toys. How much money does she have left?"),
    ("planted-trees", "Tom had 20 seeds. He planted 8 trees. How many seeds are left?"),
    # an outing told with no amount may have cost money (main answered 20)
    ("went-movies", "Tom had 20 dollars. He went to the movies. How much money does he have left?"),
    # what each student (friend) has is their own, not the holder's (main answered 36 and 6)
    ("students-pens", "The teacher has 12 students. Each student has 3 pens. How many pens does the teacher have?"),
    ("friends-toys", "Tom has 3 friends. Each friend has 2 toys. How many toys does Tom have?"),
    # 'did he have' after a doubling: before (30) or after (60)? (main answered 60)
    ("doubled-did-have", "Mo has some cards. He doubles them and has 60. How many cards did he have?"),
    ("doubled-did-have-past", "Mo had 30 cards. He doubled them. How many cards did he have?"),
    # 'extra' by someone with none before: 2 further, or 2 more than Peter? (main answered 2)
    ("extra-other-sold", "Peter sold 8 cakes. Sam sold 2 extra cakes. How many cakes did Sam sell?"),
    ("extra-other-ate", "Peter ate 8 cakes. Sam ate 2 extra cakes. How many cakes did Sam eat?"),
    ("went-store", "Tom had 20 dollars. He went to the store. How much money does he have now?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
