"""Reader v14, helper fresh-d (ADR 0286): wrong answers found on 978 new hand-written problems (ASDiv / MAWPS /
GSM8K-like stories: money, time, rates, fractions, ages, dozens, several people, containers and places), fixed
by refusing.

Nearly all of them are one gap: things counted in containers (``3 bags of balls with 10 balls in each bag``,
``3 trays. Each tray had 12 muffins``) were invisible to guards that look for the asked things themselves:

* unsourced_gains.py: a thing's holding beside someone's gain of containers of its things, a thing holding
  containers of them, a move by someone never said to hold them (``Tom puts 4 apples in the bag``), a role noun
  (``the farmer``) gaining them beside a place's holding, and ``the bin`` (a unit with no place entry);
* solver.place_guard: containers taken from a place where someone's things are;
* loss_goals.py: containers dropped into a place holding their things;
* member_totals.py: a named person's containers beside counted people, and kinds under people (``kids``);
* questions._check_sole_scene: containers of a kind of the asked people elsewhere;
* solver (time questions): container events at a time that may hold the asked one;
* solver (classify): a part of a set beside containers of it;
* measures.measured_and_counted: a measure beside containers of the stuff counted.

Every answer is worked out by hand; near misses that must refuse are listed under REFUSED.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # --- near misses of the fixes, still read ---
    # the asked containers themselves bought: 5 shirts x 6 buttons = 30
    ("shirts-buttons", "Sam bought 5 shirts. Each shirt has 6 buttons. How many buttons are on the shirts?", "30",
     "buttons"),
    # put into the asked box itself: 10 + 4 = 14
    ("put-into-same-box", "There are 10 apples in the box. Tom puts 4 apples in the box. How many apples are in the "
     "box?", "14", "apples"),
    # the mover holds apples of his own: the box keeps 10
    ("mover-holds-own", "There are 10 apples in the box. Tom has 5 apples. He puts 4 apples in the bag. How many "
     "apples are in the box?", "10", "apples"),
    # taken from the box, then 2 given on: 10 - 4 = 6 in the box
    ("taken-then-given", "The box has 10 apples. Tom takes 4 apples from the box and gives 2 apples to Sam. How many "
     "apples are in the box?", "6", "apples"),
    # the role holds the things himself: 30 + 20 = 50
    ("role-holds", "The farmer had 30 cows. He bought 20 cows. How many cows does the farmer have?", "50", "cows"),
    # the role's event asked: 20
    ("role-event", "The farm had 30 cows. The farmer bought 20 cows. How many cows did the farmer buy?", "20", "cows"),
    # a named picker: the garden's roses are not Mia's, she has 12
    ("named-picker", "The garden has 30 roses. Mia picked 12 roses. How many roses does Mia have?", "12", "roses"),
    # bags dropped, bags asked: 10 - 2 = 8
    ("bags-dropped", "Tom had 10 bags of apples. He dropped 2 bags in the river. How many bags does he have?", "8",
     "bags"),
    # a measure eaten in the same measure: 3 - 1 = 2
    ("pounds-eaten", "Sam has 3 pounds of apples. He ate 1 pound of apples. How many pounds does Sam have?", "2",
     "pounds"),
    # counted kids alone: 2 x 3 = 6
    ("kids-alone", "There are 2 kids. Each kid has 3 pens. How many pens are there in all?", "6", "pens"),
    # boxes (not people) beside a name: 2 x 3 + 6 = 12
    ("boxes-and-name", "There are 2 boxes. Each box has 3 pens. Jill has 6 pens. How many pens are there in all?",
     "12", "pens"),
    # one scene only: 3
    ("zoo-alone", "There are 3 boys at the zoo. How many boys are there?", "3", "boys"),
    # the bags on another day: Monday's 6
    ("monday-beside-bags", "Sam ate 6 apples on Monday. He ate 2 bags of apples on Tuesday. Each bag has 2 apples. "
     "How many apples did he eat on Monday?", "6", "apples"),
    # a part of loose things only: 24 - 6 = 18
    ("part-loose", "Tom had 24 apples. 6 of the apples were red. How many apples were not red?", "18", "apples"),
    # Sam's own bags: 2 x 3 + 0 = 6 picked up
    ("bags-picked-up", "There are 4 apples on the table. Sam picked up 2 bags of apples with 3 apples in each bag. "
     "How many apples does Sam have?", "6", "apples"),
    # the bin gets the put: 21 + 4 = 25
    ("bin-put", "There were 21 shells in the bin. Hugo put 4 shells in the bin. How many shells are in the bin "
     "now?", "25", "shells"),
    # --- fresh problems that read right ---
    # 14 + 9 = 23
    ("lena-stickers", "Lena has 14 stickers. Her brother gives her 9 stickers. How many stickers does Lena have "
     "now?", "23", "stickers"),
    # 6 x 9 = 54
    ("eggs-boxes", "Each box holds 6 eggs. How many eggs are in 9 boxes?", "54", "eggs"),
    # 42 / 2 = 21
    ("half-shells", "Nina has 42 shells. Lucy has half as many shells as Nina. How many shells does Lucy have?",
     "21", "shells"),
    # 5 x 7 = 35
    ("tickets", "Each ticket costs $7. Maria buys 5 tickets. How much does she spend?", "35", "dollars"),
    # 81 - 27 = 54
    ("stamps-given", "Dan has 81 stamps. He gives 27 stamps to his sister. How many stamps does Dan have left?", "54",
     "stamps"),
    # 50 - 18 = 32
    ("eva-book", "Eva had $50. She spent $18 on a book. How much money does Eva have left?", "32", "dollars"),
    # 64 / 8 = 8
    ("vans", "There are 64 students going on a trip. Each van holds 8 students. How many vans are needed?", "8",
     "vans"),
    # 4 x 13 = 52
    ("wheels", "Each car has 4 wheels. How many wheels do 13 cars have?", "52", "wheels"),
    # 40 - 12 - 9 = 19
    ("noah-gives", "Noah has 40 stickers. He gives 12 to Emma and 9 to Lily. How many stickers does Noah have left?",
     "19", "stickers"),
    # 63 - 28 = 35
    ("cards-more", "Lucas has 63 baseball cards. Mason has 28 baseball cards. How many more cards does Lucas have "
     "than Mason?", "35", "cards"),
    # 7 x 5 = 35
    ("ana-times", "Hugo has 7 dollars. Ana has 5 times as many dollars as Hugo. How many dollars does Ana have?",
     "35", "dollars"),
    # 17 + 8 = 25
    ("tim-start", "Tim had some stickers. He gave 8 stickers to Joe. Now Tim has 17 stickers. How many stickers did "
     "Tim have at first?", "25", "stickers"),
    # 4 x 3 + 2 x 2 = 16
    ("notebooks-pens", "Lucy bought 4 notebooks for $3 each and 2 pens for $2 each. How much did she spend in all?",
     "16", "dollars"),
    # 20 + 3 x 20 = 80
    ("brother-times-total", "Jill has 20 dollars. Her brother has 3 times as many dollars as Jill. How many dollars "
     "do they have in all?", "80", "dollars"),
    # 12 + 15 = 27
    ("beach-he-she", "Tom and Ann went to the beach. He found 12 shells and she found 15 shells. How many shells did "
     "they find in all?", "27", "shells"),
    # 40 - 12 = 28 (the buttons are no beads)
    ("beads-buttons", "Nia had 40 beads. She gave 12 beads to her sister and her sister gave her 5 buttons. How many "
     "beads does Nia have?", "28", "beads"),
    # 40 - 17 = 23
    ("cookie-jar", "The cookie jar had 40 cookies. The kids ate 17 cookies. How many cookies are in the cookie jar "
     "now?", "23", "cookies"),
    # 21 - 8 = 13
    ("greg-start", "Greg has some marbles. He finds 8 more marbles. Now he has 21 marbles. How many marbles did Greg "
     "have at first?", "13", "marbles"),
    # 6 + 9 - 4 = 11
    ("jim-cars", "Jim has 6 red cars and 9 blue cars. He gives 4 blue cars to Tom. How many cars does Jim have now?",
     "11", "cars"),
    # 20 + 15 - 12 = 23
    ("jack-dollars", "Jack had 20 dollars. His mom gave him 15 dollars. He spent 12 dollars at the store. How many "
     "dollars does Jack have now?", "23", "dollars"),
    # 3 x 9 = 27
    ("closet-towels", "There are 3 shelves in the closet. Each shelf holds 9 towels. How many towels are in the "
     "closet?", "27", "towels"),
    # 8 - 3 - 2 = 3
    ("chips-bags", "Roy bought 8 bags of chips. He ate 3 bags and gave 2 bags to his friends. How many bags of chips "
     "does Roy have left?", "3", "bags"),
    # 45 - 20 = 25
    ("uma-val", "Uma and Val have 45 stickers in all. Uma has 20 stickers. How many stickers does Val have?", "25",
     "stickers"),
    # 15 + 25 + 15 = 55
    ("tara-kim", "Tara has 25 more beads than Kim. Kim has 15 beads. How many beads do they have in all?", "55",
     "beads"),
    # Sam = 10 + 4 = 14, Tom's eating later changes nothing of Sam's
    ("compare-then-eat", "Tom has 10 apples. Sam has 4 more apples than Tom. Then Tom eats 3 apples. How many apples "
     "does Sam have?", "14", "apples"),
    # 4 x 2 = 8
    ("spend-new-only", "Each apple costs $2. Tom has 3 apples. He buys 4 more apples. How much does Tom spend?", "8",
     "dollars"),
    # 4 - 1 = 3
    ("boxes-given", "Tom has 4 boxes. Each box has 6 pens. He gives 1 box to Sam. How many boxes does Tom have?", "3",
     "boxes"),
    # 10 / 4 = 2.5
    ("pen-price", "Tom bought 4 pens for $10. How much did each pen cost?", "2.5", "dollars"),
    # 10 - 4 = 6
    ("put-own", "Tom has 10 apples. He puts 4 apples in the box. How many apples does Tom have?", "6", "apples"),
    # 10 + 10 = 20
    ("each-have", "Tom and Sam each have 10 apples. How many apples do they have?", "20", "apples"),
    # 15 - 4 + 2 = 13
    ("baseballs", "Tyler had 15 baseballs. He lost 4 baseballs. Then he found 2 baseballs. How many baseballs does "
     "he have now?", "13", "baseballs"),
    # Amy 10, Kim 8, Sara 14
    ("doll-chain", "Sara has 6 more dolls than Kim. Kim has 2 fewer dolls than Amy. Amy has 10 dolls. How many dolls "
     "does Sara have?", "14", "dolls"),
    # 38 + 27 - 15 = 50
    ("vicky-shells", "Vicky collected 38 shells on Monday and 27 shells on Tuesday. She gave 15 shells to her sister. "
     "How many shells does Vicky have?", "50", "shells"),
    # 24 + 6 = 30
    ("fewer-than-kim", "Ann has 24 stickers. She has 6 fewer stickers than Kim. How many stickers does Kim have?",
     "30", "stickers"),
    # 120 + 15 = 135
    ("orchard-planted", "The orchard has 120 trees. Workers planted 15 trees in the orchard. How many trees does the "
     "orchard have now?", "135", "trees"),
    # (24 - 4) / 5 = 4
    ("rest-bags", "Sam has 24 apples. He eats 4 apples. He puts the rest into bags with 5 apples in each bag. How "
     "many bags does he use?", "4", "bags"),
    # (3 + 2) x 8 = 40
    ("boxes-more", "Each box has 8 crayons. Sam has 3 boxes. Tom has 2 more boxes than Sam. How many crayons does "
     "Tom have?", "40", "crayons"),
    # 12 x 3 + 12 x 2 = 60
    ("books-both", "A book costs $12. Sam buys 3 books. Tom buys 2 books. How much do they spend in all?", "60",
     "dollars"),
    # 10 + 6 - 3 = 13
    ("then-chain", "Sam picked 10 apples, then he picked 6 more apples, then he ate 3 apples. How many apples does "
     "he have?", "13", "apples"),
    # 5 + 7 + 4 = 16
    ("marbles-two", "Sam has 5 red marbles and 7 blue marbles. Tom has 4 red marbles. How many marbles do they "
     "have?", "16", "marbles"),
    # 200 - 50 = 150 cents
    ("dollars-cents", "Sam had $2. He spent 50 cents. How many cents does he have left?", "150", "cents"),
    # 10 - 4.25 - 2.50 = 3.25
    ("toy-ball", "Sam had $10. He bought a toy for $4.25 and a ball for $2.50. How much money does he have left?",
     "3.25", "dollars"),
    # Sam = 5 - 3 = 2; 5 + 2 = 7
    ("he-more-than", "Tom has 5 apples. He has 3 more apples than Sam. How many apples do they have?", "7", "apples"),
    # 10 - 6 = 4
    ("bought-before", "Sam bought 6 apples. Now he has 10 apples. How many apples did he have before?", "4",
     "apples"),
    # 5 x (6 + 4) = 50
    ("baskets-fruits", "There are 5 baskets. Each basket has 6 apples and 4 pears. How many fruits are in the "
     "baskets?", "50", "fruits"),
    # 12 x 2 + 15 x 3 = 69
    ("girls-boys-pencils", "In a class there are 12 girls and 15 boys. Each girl has 2 pencils and each boy has 3 "
     "pencils. How many pencils do they have in all?", "69", "pencils"),
    # 30 - 4 = 26
    ("red-given", "Sam has 30 marbles. 10 of them are red. He gives away 4 red marbles. How many marbles does he "
     "have?", "26", "marbles"),
    # 30 - 5 = 25
    ("all-but", "Sam had 30 cards. He sold all but 5 cards. How many cards did he sell?", "25", "cards"),
    # 20 / 5 = 4
    ("times-as-many", "Sam picked 20 apples and Tom picked 5 apples. How many times as many apples did Sam pick as "
     "Tom?", "4", None),
    # 12 / 3 = 4
    ("trips", "Sam can carry 3 boxes at a time. He has to carry 12 boxes. How many trips will he make?", "4", "trips"),
    # 10 - 4 = 6
    ("bus-off", "There were 10 students riding on the bus. At the first stop, 4 students got off the bus. How many "
     "students are on the bus?", "6", "students"),
    # 8 x 5 = 40
    ("garden-area", "A garden is 8 meters long and 5 meters wide. How many square meters does the garden cover?",
     "40", None),
    # 10 x 3 = 30
    ("bike-speed", "Sam can bike at a speed of 10 miles an hour. How far can he bike in 3 hours?", "30", "miles"),
    # 20 + 15 = 35
    ("mowing-washing", "Sam made 20 dollars mowing lawns and 15 dollars washing cars. How many dollars did he make?",
     "35", "dollars"),
    # 10 - 3 = 7
    ("ate-of-toms", "Tom had 10 apples. Sam ate 3 of Tom's apples. How many apples does Tom have?", "7", "apples"),
    # 7 + 3 = 10
    ("lost-still", "Sam lost 3 apples. He still has 7 apples. How many apples did he have at first?", "10", "apples"),
    # Tom 15, Ann 12
    ("dollars-chain", "Sam has 10 dollars. Tom has 5 dollars more than Sam. Ann has 3 dollars less than Tom. How "
     "much money does Ann have?", "12", "dollars"),
    # 1200 - 350 = 850
    ("thousands", "Sam has 1,200 stamps. He sells 350 stamps. How many stamps does he have?", "850", "stamps"),
    # 9 - 4 = 5
    ("rest-green", "Sam has 9 apples. 4 apples are red and the rest are green. How many green apples does he have?",
     "5", "apples"),
]

REFUSED = [
    # --- the wrong answers of main, fixed ---
    # answered 25: the coach's balls may be the gym's new ones (55)
    ("gym-bags", "The gym had 25 balls. The coach bought 3 bags of balls with 10 balls in each bag. How many balls "
     "does the gym have now?", "ambiguous_reference"),
    # answered 30: bought from the box or not?
    ("box-rose-bags", "The box has 30 roses. Mia bought 2 bags of 6 roses. How many roses does the box have?",
     "ambiguous_reference"),
    # answered 36: bought from the bakery (16) or not?
    ("bakery-trays", "The bakery had 3 trays. Each tray had 12 muffins. Ann bought 20 muffins. How many muffins does "
     "the bakery have now?", "ambiguous_reference"),
    # answered 10: Tom's apples never told, from the box (6) or not?
    ("put-elsewhere", "There are 10 apples in the box. Tom puts 4 apples in the bag. How many apples are in the "
     "box?", "ambiguous_reference"),
    # answered 20: the farm's cows may be the farmer's (50)
    ("farmer-trucks", "The farm had 30 cows. The farmer bought 4 trucks of cows with 5 cows in each truck. How many "
     "cows does the farmer have?", "ambiguous_reference"),
    ("baker-made", "The bakery had 30 pies. The baker made 20 pies. How many pies does the baker have?",
     "ambiguous_reference"),
    # answered 40 / 200 / 40 / 60 on main
    ("shop-bags-rate", "The shop has 40 apples. Each bag holds 5 apples. Sam bought 3 bags. How many apples does the "
     "shop have?", "ambiguous_reference"),
    ("jar-ate-bags", "The jar had 40 candies. Tim ate 2 bags of candies with 5 candies in each bag. How many candies "
     "are in the jar?", "ambiguous_reference"),
    ("tree-baskets", "The tree had 60 apples. Sam picked 2 baskets of apples. Each basket holds 10 apples. How many "
     "apples are on the tree?", "ambiguous_reference"),
    # answered 3: the bags weigh what?
    ("pounds-bags", "Sam has 3 pounds of apples. He ate 2 bags of apples. How many pounds does Sam have?",
     "unit_mismatch"),
    # answered 40: Sam's oranges are in the bin the bags came from
    ("bin-bags", "Sam had 40 oranges in a bin. Tom took 2 bags of oranges from the bin. Each bag has 5 oranges. How "
     "many oranges does Sam have?", "ambiguous_reference"),
    # answered 10: the dropped bags' apples went into the box
    ("dropped-bags", "The box has 10 apples. Tom dropped 2 bags of apples into the box. Each bag has 5 apples. How "
     "many apples are in the box?", "unsupported_form"),
    # answered 42: is Tom one of the children?
    ("children-tom-bags", "There are 3 children. Each child has 6 apples. Tom has 4 bags of apples with 6 apples in "
     "each bag. How many apples are there in all?", "ambiguous_reference"),
    # answered 12: is Jill one of the kids?
    ("kids-jill", "There are 2 kids. Each kid has 3 pens. Jill has 6 pens. How many pens are there in all?",
     "ambiguous_reference"),
    # answered 3: the children on the buses may be boys
    ("zoo-buses", "There are 3 boys at the zoo. There are 2 buses of children in the park. Each bus has 20 children. "
     "How many boys are there?", "ambiguous_reference"),
    # answered 6: today's bags may be part of this week's
    ("week-today-bags", "Sam ate 6 apples this week. He ate 2 bags of apples today. Each bag has 2 apples. How many "
     "apples did he eat this week?", "ambiguous_reference"),
    # answered 18: of the loose 24 or of all 30?
    ("part-beside-bags", "Tom had 24 apples. He bought 2 bags of 3 apples. 6 of the apples were red. How many apples "
     "were not red?", "ambiguous_reference"),
    # answered 48: the bin is no pack place, still a thing
    ("bin-given", "There are 18 candies in the bin. Carl gives 5 candies to Sam. How many candies are in the bin?",
     "ambiguous_reference"),
    # a per rate told after the move
    ("shelf-rate-after", "Mia had 48 pears in the shelf. Hugo took 2 baskets from the shelf. Each basket has 6 pears. "
     "How many pears does Mia have?", "ambiguous_reference"),
    # --- fresh problems that must refuse ---
    # 3 times more than: 12 or 16?
    ("times-more", "Sam has 3 times more apples than Tom. Tom has 4 apples. How many apples does Sam have?"),
    # who is 'he'?
    ("he-two-men", "Tom has 12 apples and Jim has 5 apples. He eats 2 apples. How many apples does Jim have?"),
    # each or together?
    ("have-ten", "Tom and Sam have 10 apples. How many apples does Tom have?"),
    # a remainder: 25 / 4
    ("remainder-bags", "Sam has 25 apples. He puts them into bags of 4. How many bags can he fill?"),
    # which marbles were lost?
    ("lost-which", "Sam has 5 red marbles and 7 blue marbles. He loses 3 marbles. How many red marbles does he "
     "have?"),
    # Sam's start never told
    ("gave-unknown", "Sam gave 4 apples to Tom. Now Tom has 10 apples. How many apples did Sam have at first?"),
    # bought for Tom: handed over?
    ("bought-for", "Sam bought 5 apples for Tom. How many apples does Tom have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
