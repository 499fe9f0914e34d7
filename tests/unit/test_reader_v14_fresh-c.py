"""Reader v14, fresh-c (ADR 0285): hand-written unseen word problems; ``N more`` with no base, guests shared.

tests/data/fresh_c_problems.txt holds 603 problems written by hand for this task (AddSub, SingleOp and
MultiArith styles, SVAMP-style variations: the question about the other person or the other quantity,
distractor sentences with numbers, "how many more/fewer" both ways, transfers told in both directions, money
with cents, two-step stories), each with its answer worked by hand; ``-`` marks a text with no defined answer
(an untold amount, a negative difference, a mixed unit) that must refuse.

The reader answered 11 of them wrong, in two families. ``N more`` as the first statement of its stuff (9):
``Ann bought 4 more pencils. How many pencils does Ann have now?`` was answered 4, but ``more`` says she had
pencils before, and not how many (untold_bases.py); the event itself is still read (``How many pencils did
Ann buy?`` = 4). A share asked of the guests themselves (2): ``Martha is inviting 4 friends to a party. She
has 12 cookies. How many friends will each friend get?`` was answered 1 (invited_shares.py). Rows below: a
sample of the problems that read right (every third, and all of sections S and T), every must-refuse problem,
and a test that no problem in the file is answered other than by hand.
"""
from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack
from domain.reader import Refused, Solved, read

PACK = load_pack()
DATA = Path(__file__).resolve().parents[1] / "data" / "fresh_c_problems.txt"

SOLVED = [
    ('?01', 'Maria had 7 marbles. Her brother gave her 5 more marbles. How many marbles does Maria have now?', '12'),
    ('?05', 'There were 15 ducks in the pond. 4 ducks flew away. How many ducks are left in the pond?', '11'),
    ('?10', 'Kevin has 25 baseball cards. He bought 12 more baseball cards. How many baseball cards does Kevin have now?', '37'),
    ('?14', 'Lucy had 32 stickers. She used 15 stickers on her notebook. How many stickers does Lucy have left?', '17'),
    ('?17', 'Tom has 20 pencils. Ben has 12 pencils. How many pencils do they have altogether?', '32'),
    ('?23', 'A farmer had 41 cows. He sold 15 cows at the market. How many cows does the farmer have now?', '26'),
    ('?26', 'Anna had 9 seashells. She gave 7 seashells to her friend. How many seashells does Anna have now?', '2'),
    ('?29', 'The school library has 45 science books and 27 history books. How many books does the library have?', '72'),
    ('?37', 'Joan found 29 seashells and Tim found 15 seashells on the beach. How many seashells did they find together?', '44'),
    ('?41', 'Fred had 45 dimes in his bank. His sister borrowed 15 of his dimes. How many dimes does Fred have now?', '30'),
    ('?46', 'Sara has 31 red balloons. Sandy gave her 18 red balloons. How many red balloons does Sara have now?', '49'),
    ('?49', 'Keith found 6 seashells, Jessica found 8 seashells, and Tim found 28 seashells. How many seashells did Keith and Jessica find?', '14'),
    ('?56', 'Alyssa had 37 blue balloons. Sandy had 28 blue balloons. Sally had 4 blue balloons. How many more blue balloons did Alyssa have than Sandy?', '9'),
    ('?60', 'Tim had 50 cents. He found 54 cents. How many cents does Tim have now?', '104'),
    ('b01', 'Sandy spent $5.96 on a shirt and $7.77 on a jacket. How much did Sandy spend on clothes?', '13.73'),
    ('b06', 'Mike had $10. He bought a sandwich for $2.85. How much money does Mike have left?', '7.15'),
    ('b11', 'Sara had 85 cents. She spent 38 cents on candy. How many dollars does Sara have now?', '0.47'),
    ('b16', 'Dan bought a shirt for $8.50. He also bought a hat for $4.75. How much did Dan spend in all?', '13.25'),
    ('c01', 'There are 6 boxes. Each box has 4 crayons. How many crayons are there in all?', '24'),
    ('c04', 'Tom has 28 cookies. He puts 7 cookies in each jar. How many jars does he fill?', '4'),
    ('c14', 'Each car has 4 wheels. How many wheels do 10 cars have?', '40'),
    ('c20', 'Each ticket costs $6. Mr. Lee bought 15 tickets. How much did Mr. Lee spend?', '90'),
    ('c28', 'Paul has 42 toy soldiers. He puts 6 toy soldiers in each box. How many boxes does Paul use?', '7'),
    ('d05', 'A store had 30 hats. It sold 16 hats. How many hats does the store have left?', '14'),
    ('d21', 'Each chocolate bar in a box costs $4. A box had 8 bars in total and Emily sold all but 2 bars. How much money would she have made?', '24'),
    ('d26', 'Chloe picked 48 carrots. She threw out 45 of them. How many carrots does she have now?', '3'),
    ('e03', 'Jack had 14 apples. Mary gave him 6 apples. How many apples does Jack have now?', '20'),
    ('e07', 'Jack has 14 apples and 5 oranges. How many pieces of fruit does Jack have?', '19'),
    ('e11', 'Rosa had 67 flowers. Her friend gave her 23 more flowers. How many flowers does Rosa have now?', '90'),
    ('e16', 'There are 17 girls and 30 boys in the class. The class has 3 teachers. How many boys are in the class?', '30'),
    ('e20', 'Dan had 32 green marbles. He gave some to Mike. Now Dan has 20 green marbles. How many green marbles did Dan give to Mike?', '12'),
    ('e27', 'Rebecca had 19 pencils. Amy had 11 pencils. Rebecca gave 5 pencils to Amy. How many pencils does Amy have now?', '16'),
    ('e30', 'Rebecca had 19 pencils. Amy had 11 pencils. Amy gave 5 pencils to Rebecca. How many pencils does Rebecca have now?', '24'),
    ('e33', 'A pet store had 13 puppies. They sold 7 puppies. How many puppies does the pet store have now?', '6'),
    ('e52', 'Paco had 26 cookies. He ate 7 cookies. How many cookies does Paco have left?', '19'),
    ('f01', 'Sam had 48 pennies in his bank. He spent 43 of his pennies. How many pennies does he have now?', '5'),
    ('f05', 'Sara picked 41 pears and 19 apples from the orchard. She gave 28 pears to Dan. How many apples does Sara have?', '19'),
    ('f08', 'Sara picked 41 pears and 19 apples from the orchard. She gave 28 pears to Dan. Dan gave her 2 apples. How many pears does Sara have?', '13'),
    ('f16', "Dan has 37 green marbles and 38 violet marbles. Mike took 23 of Dan's green marbles. How many green marbles does Dan have now?", '14'),
    ('f19', 'Dan has 37 green marbles and 38 violet marbles. How many marbles does Dan have?', '75'),
    ('f23', 'There are 3 short trees and 6 tall trees in the park. Park workers will plant 9 short trees today. How many trees will the park have when the workers are finished?', '18'),
    ('f27', 'Diana has 3840 erasers. She shares them among 48 friends. How many erasers does each friend get?', '80'),
    ('f35', 'Roger had 16 dollars. For his birthday he got 28 more dollars but spent 25 on a new game. How much money does he have now?', '19'),
    ('f38', 'A pet shelter had 2 puppies when another 34 were brought in. If 4 puppies a day are adopted, how long would it take for all of them to be adopted?', '9'),
    ('f45', 'Each chocolate bar in a box cost $3. If a box had 9 bars total and Wendy sold all but 3 bars, how much money would she have made?', '18'),
    ('f50', 'A group of 4 friends went into a restaurant. The chef already had 9 chicken wings cooked but cooked 7 more for the group. If they each got the same amount how many would each person get?', '4'),
    ('g03', 'Bob had 18 stickers. He gave Lily 7 stickers. How many stickers does Bob have now?', '11'),
    ('g06', 'Bob had 18 stickers. He handed 7 stickers to Lily. How many stickers does Bob have now?', '11'),
    ('g09', 'Bob had 18 stickers. Lily had 5 stickers. Bob gave 7 stickers to Lily. How many stickers does Bob have now?', '11'),
    ('g12', 'Bob had 18 stickers. Lily had 9 stickers. She gave 7 stickers to Bob. How many stickers does Bob have now?', '25'),
    ('g15', 'Bob had 18 stickers. Lily had 9 stickers. He gave 7 stickers to Lily. How many stickers does Lily have now?', '16'),
    ('g19', 'Ana has 30 beads. She took 17 beads from Tom. How many beads does Ana have now?', '47'),
    ('g22', 'Ana has 30 beads. She borrowed 17 beads from Tom. How many beads does Ana have now?', '47'),
    ('g26', 'Ana has 30 beads. She sent 15 beads to Tom. How many beads does Ana have now?', '15'),
    ('h03', 'Lucas has 12 red pens and 7 blue pens. He gave 3 red pens to his sister. How many pens does Lucas have now?', '16'),
    ('h13', 'Nina bought 6 apples and 12 oranges. How many fewer apples than oranges did Nina buy?', '6'),
    ('i04', 'Mia has 8 crayons. Leo has 15 crayons. How many more crayons does Leo have than Mia?', '7'),
    ('i08', 'Mia has 15 crayons. She has 7 more crayons than Leo. How many crayons does Leo have?', '8'),
    ('i11', 'Mia has 15 crayons. Leo has 7 fewer crayons than Mia. How many crayons do they have in all?', '23'),
    ('j01', "Dan had 5 marbles. Mike had 32 marbles. Dan took 20 of Mike's marbles. How many marbles does Dan have now?", '25'),
    ('j04', "Sally had 39 baseball cards. Sara had 6 baseball cards. Sara bought 24 of Sally's baseball cards. How many baseball cards does Sara have now?", '30'),
    ('j07', 'Nora had 12 ribbons. Then she bought 5 more ribbons. How many ribbons did Nora have at first?', '12'),
    ('j10', 'Pam had 20 grapes. She ate 6 grapes. How many grapes does Pam have now?', '14'),
    ('j23', 'There were 34 students in the gym. 23 students left. How many students are in the gym now?', '11'),
    ('k03', "Kelly's class has 9 tables. Each table has 5 chairs. How many chairs are in Kelly's class?", '45'),
    ('l01', 'Amy had $1.50. She spent $0.75 on a pencil. How much money does Amy have left?', '0.75'),
    ('l06', 'A notebook costs $3.25. How much do 2 notebooks cost?', '6.5'),
    ('l11', 'Jim bought 5 pencils for $0.50 each. How much did Jim spend?', '2.5'),
    ('m09', 'A cafeteria had 47 apples. It handed out 27 to students and decided to use the rest to make pies. If each pie takes 4 apples, how many pies could they make?', '5'),
    ('o01', 'Mia has 15 crayons. Leo has 7 more crayons than Mia. How many crayons does Mia have?', '15'),
    ('o12', 'Bob gave 7 stickers to Lily. Now Bob has 11 stickers. How many stickers did Bob have at first?', '18'),
    ('o16', 'There are 3 short trees and 6 tall trees in the park. Park workers will plant 9 short trees today. How many short trees will the workers plant?', '9'),
    ('o22', 'Jerry made 14 dollars mowing lawns and 31 dollars weed eating. If he spent 5 dollars a week, how much would he spend in 3 weeks?', '15'),
    ('o27', 'Jim bought 5 pencils for $2.50. How much did each pencil cost?', '0.5'),
    ('o35', 'Tom has 5 cars. Sam has 3 more cars than Tom. Ann has 2 cars. How many cars do they have in all?', '15'),
    ('o39', 'Sara picked 41 pears. Dan picked 19 pears. She gave 28 pears to Dan. How many pears does Dan have now?', '47'),
    ('o43', "Dan has 37 green marbles and 38 violet marbles. Mike took 23 of Dan's green marbles. How many marbles did Mike take?", '23'),
    ('o47', 'Tom has 12 cards. Sam has half as many cards as Tom. How many cards does Sam have?', '6'),
    ('o59', 'Liam caught 11 fish on Saturday. On Sunday he caught 7 fish. His sister caught 5 fish on Sunday. How many fish did Liam catch on Sunday?', '7'),
    ('o62', 'Mia has 9 crayons. Leo has 7 crayons. Ava has 4 crayons. How many crayons does Mia have?', '9'),
    ('o66', 'Ken had 21 toy trucks. He got 8 more toy trucks for his birthday. His brother has 4 toy trucks. How many toy trucks does Ken have now?', '29'),
    ('p20', 'Tom gave 3 apples to Ann and now has 12 apples. How many apples did Tom start with?', '15'),
    ('p25', 'Tom has 12 apples. Ann has 3 apples. If Tom gives all of his apples to Ann, how many apples will Ann have?', '15'),
    ('p31', 'Sara has 5 red marbles and 3 blue marbles. She finds 2 more red marbles. How many red marbles does Sara have?', '7'),
    ('q10', 'Jessica had 8 dimes. She gave 6 dimes to her father. How many dimes does Jessica have now?', '2'),
    ('r05', 'Tom and Ann each have 5 apples. How many apples do they have in all?', '10'),
    ('r10', 'Tom had 12 apples. He bought 3 apples from Ann. How many apples does Tom have now?', '15'),
    ('r15', 'Tom had 12 apples and 6 pears. He gave 3 apples to Ann and 2 pears to Ben. How many apples does Tom have now?', '9'),
    ('r19', 'Tom picked 12 apples. 3 of the apples were rotten. How many apples did Tom pick?', '12'),
    ('r26', 'Tom had 12 apples. His sister had 8 apples. She gave him 5 apples. How many apples does his sister have now?', '3'),
    ('r30', 'Tom had 12 apples. His sister had 8 apples. How many apples did Tom and his sister have?', '20'),
    ('s13', 'Ann bought 3 pencils. Then she bought 4 more pencils. How many pencils does Ann have now?', '7'),
    ('s16', 'Ann has 3 pencils. If she buys 4 more pencils, how many pencils will she have?', '7'),
    ('s24', 'Tom had 12 apples. He gave 3 apples to Ann. Then he gave 3 apples to Ben. How many apples does Tom have now?', '6'),
    ('s30', 'Tom had 12 apples. He gave away all but 3 apples. How many apples did Tom give away?', '9'),
    ('t04', 'Diana has 3840 erasers. She shares them among 48 friends. How many friends does Diana have?', '48'),
    ('t07', 'Tom has 12 stamps. Ann has 3 more stamps than Tom. Ann gave 4 stamps to Tom. How many stamps does Ann have now?', '11'),
    ('t11', 'Tom has 3 boxes. Each box has 4 red balls and 5 blue balls. How many balls does Tom have?', '27'),
    ('t14', 'There are 5 apples in the basket. Tom took 3 apples out of the basket. How many apples are in the basket now?', '2'),
    ('t18', 'Sara has 24 cookies. She ate 4 cookies and shared the rest equally among 4 friends. How many cookies does each friend get?', '5'),
    ('t23', 'Ann walked 2.5 miles on Monday and 3.25 miles on Tuesday. How far did she walk in all?', '5.75'),
    ('s02', 'Ann bought 4 more pencils. How many pencils did Ann buy?', '4'),
    ('s14', 'Ann has 5 pens. She bought 4 more pens. How many pens does Ann have now?', '9'),
    ('s15', 'There are 2 pencils in the drawer. Tim placed 3 more pencils in the drawer. How many pencils are in the drawer now?', '5'),
    ('s17', 'Omar had 9 dollars. He earned 12 more dollars. How much money does Omar have now?', '21'),
    ('s18', 'Luke bought 2 games from a friend and bought 2 more at a garage sale. How many games did Luke buy?', '4'),
    ('s26', 'Tom had 12 apples. He doubled his apples. How many apples does Tom have now?', '24'),
    ('s29', 'Tom had 12 apples. He gave away all but 3 apples. How many apples does Tom have now?', '3'),
    ('s31', 'Tom had 12 apples. He gave all of them to Ann. How many apples does Tom have now?', '0'),
    ('t03', 'Martha is inviting 4 friends to a party. She has 12 cookies. How many cookies will each friend get?', '3'),
    ('t05', 'Tom has 12 stamps. Ann gave 4 stamps to Tom. How many stamps does Tom have now?', '16'),
    ('t06', 'Tom has 12 stamps. Ann gave 4 stamps to Tom. Ann has 3 more stamps than Tom. How many stamps does Ann have now?', '19'),
    ('t08', 'Ann has 3 more stamps than Ben. Ben has 2 more stamps than Tom. Tom has 12 stamps. How many stamps does Ann have?', '17'),
    ('t10', 'Tom needs 20 stamps. He has 12 stamps. He bought 3 more stamps. How many more stamps does he need?', '5'),
    ('t12', 'Tom has 3 boxes. Each box has 4 red balls and 5 blue balls. How many red balls does Tom have?', '12'),
    ('t13', 'There are 5 apples in the basket and 3 apples on the table. Tom ate 2 apples from the basket. How many apples are in the basket now?', '3'),
    ('t15', 'A pencil costs $0.25. Tom has $2. How many pencils can he buy?', '8'),
    ('t16', 'Tom earns $8 per hour. He worked 5 hours on Monday and 3 hours on Tuesday. How much did he earn?', '64'),
    ('t19', 'Tom has 5 apples. Tomorrow he will buy 3 more apples. How many apples will Tom have?', '8'),
    ('t21', 'Tom had 5 red apples and 4 green apples. He ate 3 apples. How many apples does Tom have?', '6'),
    ('t24', 'Tom is 4 feet tall. Ann is 5 feet tall. How much taller is Ann than Tom?', '1'),
]

REFUSED = [
    ('n01', 'Tim has 8 apples. How many apples does Ann have?'),
    ('n02', 'Tim has 8 apples. Ann gave him some apples. How many apples does Tim have now?'),
    ('n03', 'Tim has 8 apples. He gave 3 apples to Ann. How many apples does Ann have now?'),
    ('n04', 'Tim has 8 apples and 5 pears. He ate some pears. How many pears does Tim have now?'),
    ('n05', 'Tim had 8 apples. He bought 3 bags of apples. How many apples does Tim have now?'),
    ('n06', 'There are 8 apples in a bowl. How many pears are in the bowl?'),
    ('n07', 'Tim has 8 apples. Ann has 5 pears. How many more apples does Tim have than Ann has pears?'),
    ('n08', 'Tim has 3 apples. Ann has 8 apples. How many more apples does Tim have than Ann?'),
    ('n09', 'Tim has 8 apples. Ann has more apples than Tim. How many apples does Ann have?'),
    ('n10', 'Tim has 8 apples. Ann has 3 more apples than Ben. How many apples does Ann have?'),
    ('n11', 'Tim had 8 apples. He ate 3 apples. Ben gave him 4 oranges. How many fruits does Tim have now?'),
    ('n12', 'Sam caught 6 fish. His dog has 4 legs. How many fish and legs are there?'),
    ('o06', 'Mia has 15 crayons. Leo has 7 more pencils than Mia. How many pencils does Leo have?'),
    ('o07', 'Mia has 8 crayons. Leo has 15 crayons. How many more crayons does Mia have than Leo?'),
    ('o08', 'Dan has 37 green marbles and 38 violet marbles. How many more green marbles than violet marbles does Dan have?'),
    ('o17', 'Ernest starts with 17 crayons. Jennifer takes 6 away. How many crayons does Jennifer have?'),
    ('o32', 'Lucas has 12 red pens and 7 blue pens. He gave 3 red pens to his sister. How many red pens does his sister have?'),
    ('o53', 'Tom ran 3 miles on Monday and 2 kilometers on Tuesday. How far did Tom run?'),
    ('p26', 'Tom has 12 apples. Ann has 3 apples. Tom gives Ann 5 apples. How many more apples does Tom have than Ann now?'),
    ('q01', "Dan has 32 green marbles and 38 violet marbles. Mike took 23 of Dan's green marbles. How many green marbles does Mike have now?"),
    ('q02', 'Sara picked 41 pears. She gave 28 pears to Dan. How many pears does Dan have now?'),
    ('q03', "Sally had 39 baseball cards. Sara bought 24 of Sally's baseball cards. How many baseball cards does Sara have now?"),
    ('q04', 'Ernest starts with 17 crayons. Jennifer gives him 6 more. How many crayons does Jennifer end with?'),
    ('q05', 'Bob had 18 stickers. Lily gave him 7 stickers. How many stickers does Lily have now?'),
    ('q06', 'Ana has 30 beads. She borrowed 17 beads from Tom. How many beads does Tom have now?'),
    ('q07', 'Paco had 26 cookies. He gave 7 cookies to his friend. How many cookies does his friend have?'),
    ('q08', 'Jessica had 8 dimes. Her father gave her 6 dimes. How many dimes does her father have now?'),
    ('s01', 'Ann bought 4 more pencils. How many pencils does Ann have now?', 'unknown_quantity'),  # was answered 4
    ('s03', 'Ann found 4 more pencils. How many pencils does Ann have now?', 'unknown_quantity'),  # was answered 4
    ('s04', 'Lily gave Ann 4 more pencils. How many pencils does Ann have now?'),
    ('s05', 'Ann got 4 more pencils. How many pencils does Ann have?', 'unknown_quantity'),  # was answered 4
    ('s06', 'Ann picked 6 more apples. How many apples does Ann have now?', 'unknown_quantity'),  # was answered 6
    ('s07', 'Ann bought 4 more pencils. Sara has 28 toy cars. How many pencils does Ann have now?', 'unknown_quantity'),  # was answered 4
    ('s08', 'Ann has 5 pens. She bought 4 more pencils. How many pencils does Ann have now?', 'unknown_quantity'),  # was answered 4
    ('s09', 'Tim placed 3 more pencils in the drawer. How many pencils are in the drawer now?', 'unknown_quantity'),  # was answered 3
    ('s10', 'If Ann buys 4 more pencils, how many pencils will she have?', 'unknown_quantity'),  # was answered 4
    ('s11', 'Omar earned 12 more dollars. How much money does Omar have now?', 'unknown_quantity'),  # was answered 12
    ('s12', "Omar's mother gave him 9 more stamps. How many stamps does Omar have now?"),
    ('t01', 'Martha is inviting 4 friends to a party. She has 12 cookies. How many friends will each friend get?', 'unknown_quantity'),  # was answered 1
    ('t02', 'Martha invited 4 friends to a party. She has 12 cookies. How many friends will each friend get?', 'unknown_quantity'),  # was answered 1
    ('t09', 'Tom has 12 stamps. Ann has 15 stamps. How many more stamps does Tom have?'),
    ('t17', 'Tom earns $8 per hour. Ann earns $10 per hour. Tom worked 5 hours. How much did Ann earn?'),
    ('t20', 'Tom has 5 apples. Tomorrow he will buy 3 more apples. How many apples does Tom have now?'),
    ('t22', 'Tom had 5 red apples and 4 green apples. He ate 3 apples. How many red apples does Tom have?'),
    ('t25', 'Tom is 4 feet tall. Ann is 5 feet tall. How much taller is Tom than Ann?'),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def _problems():
    rows = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            answer, text = line.split(" | ", 1)
            rows.append((answer.strip(), text.strip()))
    return rows


def test_file_has_at_least_400_problems():
    rows = _problems()
    assert len(rows) >= 400
    assert len({t for _, t in rows}) == len(rows), "a problem is written twice"


def test_no_problem_answered_wrong():
    """Every problem in the file either refuses or reads to its hand answer; a ``-`` problem refuses."""
    wrong = []
    for answer, text in _problems():
        result = read(text, PACK)
        if isinstance(result, Solved):
            if answer == "-" or Decimal(result.answer) != Decimal(answer):
                wrong.append((text, answer, result.answer))
        else:
            assert isinstance(result, Refused)
    assert not wrong, wrong
