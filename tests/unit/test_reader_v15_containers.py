"""Reader v15 (ADR 0314): one holder's things counted loose and inside containers, kept apart by the story's
order (pooled_containers.py); containers inside containers (nested_contents.py); `field` a unit; `more` things
for a holder of containers of them (sequence.py). The rows below `HAND` are new hand-written problems with
answers worked by hand (fresh-set shapes: `ambiguous_reference … both loose and inside containers`)."""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

HAND = [
    # 27 loose + 2 boxes x 10 = 47
    ("hand-01", 'Hana has 27 pencils. She buys 2 boxes of pencils with 10 pencils in each box. How many pencils does she have now?', "47", "pencils"),
    # 6 x 10 = 60; 60 - 25 = 35
    ("hand-02", 'Ms. Lee bought 6 boxes of markers. Each box has 10 markers. She gave 25 markers to her class. How many markers does she have now?', "35", "markers"),
    # 3 x 40 = 120; 120 - 25 = 95
    ("hand-03", 'A farmer has 3 fields. Each field has 40 cows. He sells 25 cows. How many cows does he have left?', "95", "cows"),
    # 4 x 6 = 24; 24 + 2 = 26
    ("hand-04", 'Tom has 4 boxes of pens. Each box has 6 pens. He buys 2 more pens. How many pens does Tom have?', "26", "pens"),
    # 5 x 3 x 4 = 60
    ("hand-05", 'Zeke has 5 boxes. Each box has 3 bags. Each bag has 4 marbles. How many marbles does Zeke have?', "60", "marbles"),
    # 15 + 3 x 8 = 39
    ("hand-06", 'Rita has 15 stickers. She buys 3 packs of stickers with 8 stickers in each pack. How many stickers does Rita have now?', "39", "stickers"),
    # 40 + 2 x 12 = 64
    ("hand-07", 'Omar had 40 marbles. He won 2 bags of marbles. Each bag had 12 marbles. How many marbles does Omar have?', "64", "marbles"),
    # 9 + 2 x 12 = 33
    ("hand-08", 'Nina has 9 eggs. She buys 2 cartons of 12 eggs. How many eggs does Nina have?', "33", "eggs"),
    # 5 x 9 = 45; 45 - 12 = 33
    ("hand-09", 'Paul bought 5 packs of cards. Each pack has 9 cards. He gave 12 cards to his brother. How many cards does Paul have left?', "33", "cards"),
    # 4 x 12 = 48; 48 - 30 = 18
    ("hand-10", 'A baker baked 4 trays of muffins. Each tray had 12 muffins. He sold 30 muffins. How many muffins does the baker have left?', "18", "muffins"),
    # 3 x 7 = 21; 21 - 4 = 17
    ("hand-11", 'Lucy has 3 bags of oranges. Each bag has 7 oranges. She eats 4 oranges. How many oranges does Lucy have now?', "17", "oranges"),
    # 5 x 8 = 40; 40 - 6 = 34
    ("hand-12", 'Each box has 8 crayons. Mia has 5 boxes. She loses 6 crayons. How many crayons does Mia have?', "34", "crayons"),
    # 6 x 4 = 24; 24 - 9 = 15
    ("hand-13", 'Carl has 6 packs of batteries. Each pack has 4 batteries. He uses 9 batteries. How many batteries does Carl have left?', "15", "batteries"),
    # 2 x 12 = 24; 24 + 5 = 29
    ("hand-14", 'Jade has 2 boxes of pencils. Each box has 12 pencils. She buys 5 more pencils. How many pencils does Jade have?', "29", "pencils"),
    # 4 x 6 = 24; 24 + 10 = 34
    ("hand-15", 'Ivan has 4 bags of apples with 6 apples in each bag. He picks 10 apples. How many apples does Ivan have?', "34", "apples"),
    # 3 x 4 x 5 = 60
    ("hand-16", 'Sara has 3 boxes. Each box has 4 bags. Each bag has 5 candies. How many candies does Sara have?', "60", "candies"),
    # 6 x 30 = 180; 180 - 45 = 135
    ("hand-17", 'A store has 6 shelves of books. Each shelf has 30 books. The store sold 45 books. How many books does the store have now?', "135", "books"),
    # 12 + 3 x 10 = 42; 42 - 7 = 35
    ("hand-18", 'Eli had 12 cards. He bought 3 packs of cards with 10 cards in each pack. He gave 7 cards to Tim. How many cards does Eli have now?', "35", "cards"),
    # 5 x 8 = 40; 40 - 3 x 4 = 28
    ("hand-19", 'Gina has 5 boxes of markers. Each box has 8 markers. She gives 4 markers to each of her 3 friends. How many markers does she have left?', "28", "markers"),
    # 20 + 3 x 15 = 65
    ("hand-20", 'Kate has 20 beads. She gets 3 bags of beads with 15 beads in each bag. How many beads does Kate have now?', "65", "beads"),
    # 2 x 6 x 10 = 120
    ("hand-21", 'Ray has 2 crates. Each crate has 6 boxes. Each box has 10 apples. How many apples does Ray have?', "120", "apples"),
    # 4 x 25 = 100; 100 + 10 = 110
    ("hand-22", 'A farmer has 4 fields. Each field has 25 goats. He buys 10 goats. How many goats does the farmer have?', "110", "goats"),
    # 3 x 20 = 60; 60 - 18 = 42
    ("hand-23", 'Ms. Kim bought 3 boxes of pens. Each box had 20 pens. She gave 18 pens to her students. How many pens does Ms. Kim have?', "42", "pens"),
    # 5 x 10 = 50; 50 + 3 = 53
    ("hand-24", 'Amy has 5 bags of marbles. Each bag has 10 marbles. She finds 3 marbles. How many marbles does Amy have?', "53", "marbles"),
    # 18 + 2 x 9 = 36; 36 - 5 = 31
    ("hand-25", 'Tim had 18 cookies. He got 2 boxes of cookies with 9 cookies in each box. He ate 5 cookies. How many cookies does Tim have now?', "31", "cookies"),
    # 3 x 12 = 36; 36 - 10 = 26
    ("hand-26", 'Lena bought 3 cartons of eggs. Each carton has 12 eggs. She used 10 eggs. How many eggs does Lena have left?', "26", "eggs"),
    # 8 x 5 = 40; 40 - 16 = 24
    ("hand-27", 'Noah has 8 packs of cards with 5 cards in each pack. He sells 16 cards. How many cards does Noah have?', "24", "cards"),
    # 11 + 4 x 5 = 31
    ("hand-28", 'Owen had 11 apples. He picked 4 bags of apples with 5 apples in each bag. How many apples does Owen have now?', "31", "apples"),
    # 3 x 20 = 60; 60 - 7 = 53
    ("hand-29", 'Rosa has 3 bags of balloons. Each bag has 20 balloons. She gives 7 balloons to her sister. How many balloons does Rosa have?', "53", "balloons"),
    # 4 x 20 = 80; 80 - 8 = 72
    ("hand-30", 'Mr. Cole has 4 boxes of pencils. Each box has 20 pencils. He gives 8 pencils to Mrs. Ford. How many pencils does Mr. Cole have now?', "72", "pencils"),
]

HAND_REFUSED = [
    # both told by a statement: are the 5 among the boxes' 24?
    ("hand-31", 'Tom has 4 boxes of pens. Each box has 6 pens. He has 5 pens. How many pens does Tom have?'),
    # the loose pencils told after the boxes came: 27 in all, or 47?
    ("hand-32", 'Hana buys 2 boxes of pencils. Each box has 10 pencils. She has 27 pencils. How many pencils does Hana have?'),
    # 2 x 10 = 20 markers, 25 given: more than she had
    ("hand-33", 'Ms. Lee bought 2 boxes of markers. Each box has 10 markers. She gave 25 markers to her class. How many markers does she have now?'),
    # one particular box: is it among the 3, and does it hold 6?
    ("hand-34", 'Tom has 3 boxes of pens. Each box has 6 pens. He takes 2 pens out of the red box. How many pens does Tom have?'),
    # the bags hold apples; her pears are never told
    ("hand-35", 'Jill has 3 bags of apples. Each bag has 8 apples. She gives 5 pears to Jack. How many pears does Jill have?'),
    # 'He': Tom or Sam?
    ("hand-36", 'Tom has 4 boxes of pens. Sam has 2 boxes of pens. Each box has 6 pens. He gives 5 pens to Ann. How many pens does Tom have?'),
    # the boxes are Ann's; Tom's pens are never told
    ("hand-37", 'Ann has 4 boxes of pens. Each box has 6 pens. Tom gives 5 pens to Sam. How many pens does Tom have?'),
    # the room's boxes; Tom's pens are never told
    ("hand-38", 'There are 4 boxes of pens in the room. Each box has 6 pens. Tom gives 5 pens to Sam. How many pens does Tom have?'),
    # 5 lost before any apples were held: from what?
    ("hand-39", 'Sam lost 5 apples. He bought 2 bags of apples. Each bag has 6 apples. How many apples does Sam have?'),
    # a box given after 5 pens left: a full box, or the one the pens came from?
    ("hand-40", 'Tom has 4 boxes of pens. Each box has 6 pens. He gives 5 pens to Ann. He gives 1 box to Sam. How many pens does Tom have?'),
    # made 3 bags of beads: of her 30 beads or more?
    ("hand-41", 'Amy had 30 beads. She made 3 bags of beads with 10 beads in each bag. How many beads does Amy have?'),
    # are the 2 bags among the boxes' bags?
    ("hand-42", 'Zeke has 5 boxes and 2 bags. Each box has 3 bags. Each bag has 4 marbles. How many marbles does Zeke have?'),
    # 2 in each box, or 2 + 3 x 4?
    ("hand-43", 'Zeke has 5 boxes. Each box has 3 bags. Each bag has 4 marbles. Each box has 2 marbles. How many marbles does Zeke have?'),
    # 'some' pens: never told
    ("hand-44", 'Tom has 4 boxes of pens. Each box has 6 pens. He loses some pens. How many pens does Tom have?'),
    # no rate of pencils in a box
    ("hand-45", 'Kim has 12 pencils. She buys 2 boxes of pencils. How many pencils does Kim have?'),
    # 3 x 40 = 120 cows, 130 sold: more than he had
    ("hand-46", 'A farmer has 3 fields. Each field has 40 cows. He sells 130 cows. How many cows does he have left?'),
    # 27 + 20 = 47, then told 40: a contradiction
    ("hand-47", 'Hana has 27 pencils. She buys 2 boxes of pencils with 10 pencils in each box. Now she has 40 pencils. How many pencils does she have now?'),
]

SOLVED = HAND + [
    # 3 boxes x 5 = 15 crayons beside the 12 told first: 12 + 15 = 27; 27 - 8 = 19
    ("fresh-c-amy", "Amy had 12 crayons. She bought 3 boxes of crayons with 5 crayons in each box. She gave 8 crayons "
     "to her sister. How many crayons does Amy have now?", "19", "crayons"),
    # 4 x 6 = 24 cans; 24 - 3 = 21 (a rate told before the packs)
    ("rate-first", "Each pack has 6 cans. Tom bought 4 packs and drank 3 cans. How many cans does Tom have left?", "21",
     "cans"),
    # 5 x 3 = 15 bags in the boxes (read before too)
    ("nested-middle", "Zeke has 5 boxes. Each box has 3 bags. Each bag has 4 marbles. How many bags does Zeke have?",
     "15", "bags"),
    # the bakery is the one told to hold trays of muffins: 3 x 12 = 36; 36 - 20 = 16
    ("left-trays", "The bakery had 3 trays with 12 muffins on each tray. It sold 20 muffins. How many muffins are "
     "left?", "16", "muffins"),
    # 2 x 6 = 12 in the boxes, then 5 received: 12 + 5 = 17 (the boxes say what he held before)
    ("received-after", "Tom bought 2 boxes of pens. Each box has 6 pens. Ann gave 5 pens to Tom. How many pens does "
     "Tom have?", "17", "pens"),
    # 6 x 10 = 60; 60 - 5 x 3 = 45 (to each of 3 friends)
    ("each-of", "Will has 6 boxes of crayons. Each box has 10 crayons. He gives 3 crayons to each of his 5 friends. How "
     "many crayons does he have left?", "45", "crayons"),
]

REFUSED = [(label, text) for label, text in HAND_REFUSED] + [
    # a receiver may have held boxes before (the solver's policy for a transfer): 27 + 20 + ?
    ("given-boxes", "Hana has 27 pencils. Her mom gives her 2 boxes of pencils with 10 pencils in each box. How many "
     "pencils does Hana have now?"),
    # 2 + 20 = 22 pencils, 5 given: the loose 2 go below zero (read as loose alone; a refusal, never a guess)
    ("loss-past-loose", "Hana has 2 pencils. She buys 2 boxes of pencils with 10 pencils in each box. She gives 5 "
     "pencils to Sam. How many pencils does she have now?"),
    # a told time on the gain: kept out of the pooled reading
    ("timed", "Hana had 27 pencils. Yesterday she bought 2 boxes of pencils with 10 pencils in each box. How many "
     "pencils does she have now?"),
    # red pens given from boxes of pens of no told colour
    ("kind", "Tom has 4 boxes of pens. Each box has 6 pens. He gives 5 red pens to Ann. How many pens does Tom have?"),
    # the boxes after pens left them: how many pens is a box now?
    ("boxes-after", "Tom has 4 boxes of pens. Each box has 6 pens. He gives 5 pens to Ann. How many boxes does Tom "
     "have?"),
    # "3 more bags": more than what? (the parser's unknown earlier bags)
    ("more-bags", "Sara had 15 apples. She picked 3 more bags of apples with 6 apples in each bag. How many apples "
     "does Sara have now?"),
    # Ann's pens are never told: she may have had some
    ("receiver", "Tom has 4 boxes of pens. Each box has 6 pens. He gives 5 pens to Ann. How many pens does Ann have?"),
    # a receiver's start is never told (the solver's policy), and no containers were held yet
    ("received-before", "Ann gave 5 pens to Tom. Tom bought 2 boxes of pens. Each box has 6 pens. How many pens does "
     "Tom have?"),
    # left with whom: Ann's 2, or Tom's boxes too? (main answered 2)
    ("left-two-holders", "Tom has 4 boxes of pens. Each box has 6 pens. Ann has 2 pens. How many pens are left?"),
    # ADR 0287 kept: bags put into the box, among the box's apples or not?
    ("put-into-box", "The box had 30 apples. Tom put 2 bags of apples with 5 apples in each bag in the box. How many "
     "apples does the box have?"),
    # another holder's pens told beside: whose are the 5 given?
    ("other-loose", "Tom has 4 boxes of pens. Each box has 6 pens. Sam has 3 pens. Sam gives 5 pens to Ann. How many "
     "pens does Tom have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
