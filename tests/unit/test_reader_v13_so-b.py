"""Reader v13 (ADR 0265): a gain that reaches a stated holding and what that holding is for (gained_targets.py),
a ``than`` phrase that leaves out the container it shares with the asked things (elided_heads.py), kin words as
names (kin_names.py, pack names Mom/Dad/Grandma/Grandpa), and ``that`` after containers got with a rate of the
asked things in each (that_contents.py).

Every answer is worked out by hand from the text; the near misses (a loss verb, no target, a target in other
things, a number or a person after the purpose, another container, the substance told alone, a kin name beside
an owned person, containers told twice or lost) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # gained_targets: 40 - 15 = 25 (the gain that brings 15 up to 40)
    ("gain-to-have", "Lucy has 15 marbles. How many marbles does she need to collect to have 40 marbles?", "25",
     "marbles"),
    # 'have to' as the need word, and a purpose after the target: 40 - 15 = 25
    ("have-to-purpose", "Lucy has 15 marbles. How many marbles does she have to buy to have 40 marbles to make a "
     "necklace?", "25", "marbles"),
    # money: 47 - 34 = 13
    ("earn-dog", "Misha has 34 dollars. How many dollars does she have to earn to have 47 dollars to buy a dog?",
     "13", "dollars"),
    # the holding after a giving: 15 - 5 = 10; 40 - 10 = 30
    ("after-giving", "Lucy has 15 marbles. She gave 5 marbles to Tom. How many marbles does she need to win to "
     "have 40 marbles?", "30", "marbles"),
    # both kinds are marbles: 15 + 4 = 19; 40 - 19 = 21
    ("two-kinds", "Lucy has 15 red marbles and 4 blue marbles. How many marbles does she need to collect to have "
     "40 marbles?", "21", "marbles"),
    # 'more' with a purpose (goals.py with the purpose): 47 - 34 = 13
    ("more-purpose", "Misha has 34 dollars. How many more dollars does she need to have 47 dollars to buy a "
     "bike?", "13", "dollars"),
    # a loss down to a smaller holding, read as before (not a goal): 34 - 10 = 24
    ("spend-down", "Misha has 34 dollars. How many dollars does she need to spend to have 10 dollars?", "24",
     "dollars"),
    # elided_heads: than [cans of] cat food: 60 - 25 = 35
    ("than-elided", "A shop has 60 cans of dog food and 25 cans of cat food. How many more cans of dog food are "
     "there than cat food?", "35", "cans"),
    # fewer, the other way round: 60 - 25 = 35
    ("fewer-elided", "A shop has 60 bottles of apple juice and 25 bottles of orange juice. How many fewer bottles "
     "of orange juice are there than apple juice?", "35", "bottles"),
    # the asked things' own modifier kept: large bags of cat food: 600 - 327 = 273
    ("large-bags", "A store has 600 large bags of dog food and 327 large bags of cat food. How many more large "
     "bags of dog food are there than cat food?", "273", "bags"),
    # kin_names: Mom is a name (she): 6 x 71 = 426
    ("mom-buys", "White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many white "
     "t-shirts will she have?", "426", "t-shirts"),
    # two kin names are two people: 24 - 5 = 19
    ("mom-dad", "Mom has 24 cookies. She gives 5 cookies to Dad. How many cookies does Mom have?", "19",
     "cookies"),
    # a kin name beside another name: 24 + 5 = 29
    ("grandma-sara", "Grandma has 24 cookies. Sara gives her 5 cookies. How many cookies does Grandma have?",
     "29", "cookies"),
    # Dad with a container rate: 4 x 10 = 40
    ("dad-boxes", "Dad bought 4 boxes of pencils. Each box has 10 pencils. How many pencils did Dad buy?", "40",
     "pencils"),
    # owned_places_with + wished_gains: 212 fish in her aquarium, the wish under 'would': 212 + 68 = 280
    ("aquarium-wish", "Lucy has an aquarium with 212 fish. She wants to buy 68 more fish. How many fish would "
     "Lucy have then?", "280", "fish"),
    # the place is hers: 212
    ("aquarium-in-her", "Lucy has an aquarium with 212 fish. How many fish are in her aquarium?", "212", "fish"),
    # a list at the place: 12 + 5 = 17 flowers
    ("garden-list", "Lucy has a garden with 12 roses and 5 tulips. How many flowers does Lucy have?", "17",
     "flowers"),
    # a wished loss, past tense: 212 - 12 = 200
    ("wanted-give", "Lucy has 212 fish. She wanted to give away 12 fish. How many fish would she have then?",
     "200", "fish"),
    # generic_containers: 'on a page' before a count of pages is each page: 10 x 22 = 220
    ("a-page-if", "There are 10 stickers on a page. If you have 22 pages of stickers, how many stickers do you "
     "have?", "220", "stickers"),
    ("a-page-have", "There are 10 stickers on a page. You have 22 pages. How many stickers do you have?", "220",
     "stickers"),
    # 'the page' asked: the one page named: 10
    ("the-page-asked", "There are 10 stickers on a page. You have 22 pages. How many stickers are on the page?",
     "10", "stickers"),
    # no boxes counted: the one box (AddSub form): 47 - 5 = 42
    ("a-box-one", "There are 47 eggs in a box. Harry takes 5 eggs. How many eggs are left?", "42", "eggs"),
    # place_of_names + residents + grown-ups (adults): 5256 + 2987 = 8243
    ("town-of-live", "The town of Milburg has 5256 grown-ups and 2987 children. How many people live in "
     "Milburg?", "8243", "people"),
    # only the children asked: 2987
    ("live-children", "The town has 5256 adults and 2987 children. How many children live in the town?", "2987",
     "children"),
    # the named place keeps its things: 5 + 3 = 8
    ("town-of-buys", "The town of Milburg has 5 buses. It buys 3 buses. How many buses does Milburg have?", "8",
     "buses"),
    # filled_groups: all put into 303 baskets, 28 in each: 303 x 28 = 8484
    ("eggs-baskets", "Emily collected eggs from the hen and put them into 303 baskets. She put 28 eggs into each "
     "basket. How many eggs did Emily collect?", "8484", "eggs"),
    # the size told by 'Each basket has': 303 x 28 = 8484
    ("eggs-each-has", "Emily collected some eggs and put them into 303 baskets. Each basket has 28 eggs. How many "
     "eggs did Emily collect?", "8484", "eggs"),
    # seated_capacities: 14 seats of 6: 14 x 6 = 84
    ("ferris-wheel", "The Ferris wheel in Paradise Park has 14 seats. Each seat can hold 6 people. How many people "
     "can ride the Ferris wheel at the same time?", "84", "people"),
    # 'can the bus hold': 14 x 2 = 28
    ("bus-hold", "The bus has 14 seats. Each seat can hold 2 people. How many people can the bus hold?", "28",
     "people"),
    # 'fit on … at once': 2 x 2 = 4
    ("fit-at-once", "A bus has 2 seats. Each seat can hold 2 people. How many people can fit on the bus at once?",
     "4", "people"),
    # 'How many can each niece get?': 'can' after 'many' is the modal, not cans: 143 / 11 = 13
    ("how-many-can", "Dave bought 143 sandwiches. If he shares them among 11 nieces, how many can each niece "
     "get?", "13", "sandwiches"),
    # brought_along: 'They both brought them to school' moves nothing: 1215 + 1112 = 2327
    ("both-brought", "Cindy's mom baked 1215 cookies. Paul's dad baked 1112 cookies. They both brought them to "
     "school for a party. How many cookies did they have altogether?", "2327", "cookies"),
    # one of the two asked: 12
    ("both-brought-one", "Cindy baked 12 cookies. Paul baked 11 cookies. They both brought them to school. How "
     "many cookies did Cindy have?", "12", "cookies"),
    # there_group_each: 124 students making 3 stars each: 124 x 3 = 372
    ("there-making-each", "There are 124 students making 3 stars each for the school wall. How many stars will "
     "they make all together?", "372", "stars"),
    # formerly refused in test_reader_v6_trailing (a participle with a quantity): 20 x 3 = 60
    ("there-making-party", "There are 20 students making 3 cards each for the school party. How many cards will "
     "they make?", "60", "cards"),
    ("there-making-the", "There are 124 students making 3 stars each. How many stars did the students make?",
     "372", "stars"),
    # money_for: the money for one purchase less its price: 5.00 - 4.28 = 0.72
    ("money-for-change", "Adam has $5.00 to buy an airplane that costs $4.28. How much change will he get?", "0.72",
     "dollars"),
    # dollars as words: 5 - 3 = 2
    ("money-for-words", "Adam has 5 dollars to buy a book that costs 3 dollars. How much change will he get back?",
     "2", "dollars"),
    # vehicle_loads: 8 buses of 45: 8 x 45 = 360
    ("buses-concert", "Third-grade students went to a concert in 8 buses. Each bus took 45 students. How many "
     "students went to the concert?", "360", "students"),
    # a place, 'carried', 'in all': 3 x 9 = 27
    ("vans-zoo", "Students went to the zoo in 3 vans. Each van carried 9 students. How many students went to the "
     "zoo in all?", "27", "students"),
    # that_contents: 5 pizzas bought, 4 slices each: 5 x 4 = 20
    ("that-pizzas", "Your class is having a pizza party. You buy 5 pizzas. Each pizza has 4 slices. How many "
     "slices is that altogether?", "20", "slices"),
    # 6 x 12 = 72
    ("that-boxes", "You buy 6 boxes. Each box has 12 crayons. How many crayons is that in all?", "72", "crayons"),
    # another rate of other things in the same boxes does not matter: 6 x 12 = 72
    ("that-other-rate", "You buy 6 boxes. Each box has 12 crayons. Each box has 3 pens. How many crayons is that "
     "in all?", "72", "crayons"),
]

REFUSED = [
    # no target: the whole need or the rest?
    ("no-target", "Lucy has 15 marbles. How many marbles does she need to collect?"),
    # a target in other things
    ("target-other", "Lucy has 15 marbles. How many marbles does she need to collect to have 40 beads?"),
    # a target below the holding: the gap would be negative
    ("target-below", "Lucy has 15 marbles. How many marbles does she need to collect to have 10 marbles?"),
    # the purpose with a number, a person, the asked things themselves
    ("purpose-number", "Lucy has 15 marbles. How many marbles does she have to buy to have 40 marbles to make 2 "
     "necklaces?"),
    ("purpose-person", "Lucy has 15 marbles. How many marbles does she have to buy to have 40 marbles to give a "
     "friend?"),
    ("purpose-same", "Lucy has 15 marbles. How many marbles does she have to buy to have 40 marbles to buy a "
     "marble?"),
    # red team (older code): a loss cannot bring 17 up to 31; 'more' and 'still' read it as a gain
    ("spend-up-more", "Lucy has 17 stamps. How many more stamps does she need to spend to have 31 stamps?"),
    ("lose-up-still", "Sara has 4 cards. How many cards does Sara still need to lose to have 73 cards?"),
    # someone never mentioned
    ("other-person", "Lucy has 15 marbles. How many marbles does Tom need to collect to have 40 marbles?"),
    # elided container: another container for the other things
    ("than-other-container", "A store has 600 bags of dog food and 327 boxes of cat food. How many more bags of "
     "dog food are there than cat food?"),
    # the substance also counted in pounds: which cat food?
    ("than-substance-alone", "A store has 600 bags of dog food and 327 bags of cat food and 20 pounds of cat "
     "food. How many more bags of dog food are there than cat food?"),
    # another kind of bag for the cat food
    ("than-other-kind", "A store has 600 large bags of dog food and 327 small bags of cat food. How many more "
     "large bags of dog food are there than cat food?"),
    # 'than food': no kind told apart
    ("than-bare", "A store has 600 bags of dog food and 327 bags of food. How many more bags of dog food are "
     "there than food?"),
    # a kin name beside an owned person of that gender: one person or two?
    ("mom-beside-moms", "Sara's mom has 24 cookies. Mom gives Sara 5 cookies. How many cookies does Sara have?"),
    ("her-mom-after-mom", "Mom has 24 cookies. Her mom gives her 5 cookies. How many cookies does Mom have?"),
    ("grandpa-friend", "Grandpa has 24 cookies. His friend gives him 5 cookies. How many cookies does Grandpa "
     "have?"),
    ("mom-farmer", "Mom has 5 apples. The farmer gives her 3 apples. How many apples does Mom have?"),
    # a wish asked with will / does: a fact asked about a wish
    ("wish-will", "Lucy has 212 fish. She wants to buy 68 more fish. How many fish will Lucy have then?"),
    ("wish-does", "Lucy has 212 fish. She wants to buy 68 more fish. How many fish does Lucy have?"),
    # the holding told after the wish: before or after the purchase?
    ("wish-first", "Lucy wants to buy 68 more fish. She has 212 fish. How many fish would Lucy have then?"),
    # a change of the wisher's told after the wish: the sale of 14 of 13 only fits after the purchase
    ("wish-then-sale", "Ben has 13 stamps. He would like to buy 48 more stamps. Ben also sells 14 stamps. How "
     "many stamps would Ben have then?"),
    # a wisher who holds nothing told
    ("wish-other", "Lucy has 212 fish. Tom wants to buy 68 fish. How many fish would Lucy have then?"),
    # no place noun ('a dog with 4 puppies'), another place beside one's own, two aquariums for 'the aquarium'
    ("dog-with", "Lucy has a dog with 4 puppies. How many puppies does Lucy have?"),
    ("place-and-place", "Lucy has an aquarium with 212 fish in the house. How many fish does Lucy have?"),
    ("two-aquariums", "Lucy has an aquarium with 212 fish. Tom has an aquarium with 10 fish. How many fish are in "
     "the aquarium?"),
    # the counted containers hold other things; another kind of container; loose things beside the contents
    ("a-basket-oranges", "There are 5 apples in a basket. Tom has 3 baskets of oranges. How many apples does Tom "
     "have?"),
    ("a-basket-red", "There are 5 apples in a basket. Tom has 3 red baskets. How many apples does Tom have?"),
    ("a-basket-loose", "There are 5 apples in a basket. Tom eats 2 apples. Tom has 3 baskets. How many apples "
     "does Tom have?"),
    # fish are no people; 'live there' has no in/at; 'the town' is not joined to the name; a person's name
    ("fish-live", "The tank has 5 fish. How many fish live in the tank?"),
    ("live-there", "The town has 5256 adults and 2987 children. How many people lived there?"),
    ("town-of-the-town", "The town of Milburg has 5 buses. How many buses are in the town?"),
    ("town-of-person", "The town of Tom has 5 buses. How many buses are in Tom?"),
    # red team (older code answered 500): 500 eggs into 20 baskets is 25 each, not the 28 told
    ("eggs-500-20", "Emily collected 500 eggs and put them into 20 baskets. Each basket has 28 eggs. How many eggs "
     "did Emily collect?"),
    # a told amount that does not fit (500 / 303 is not 28); another person's rate; another kind or container
    ("eggs-500", "Emily collected 500 eggs and put them into 303 baskets. She put 28 eggs into each basket. How "
     "many eggs did Emily collect?"),
    ("eggs-tom-puts", "Emily collected eggs and put them into 30 baskets. Tom put 28 eggs into each basket. How "
     "many eggs did Emily collect?"),
    ("eggs-red", "Emily collected eggs and put them into 30 baskets. She put 28 red eggs into each basket. How "
     "many eggs did Emily collect?"),
    ("eggs-boxes", "Emily collected eggs and put them into 30 baskets. She put 28 eggs into each box. How many "
     "eggs did Emily collect?"),
    # the holding asked beside a put rate: all of them, or those left over?
    ("eggs-have", "Emily collected eggs and put them into 30 baskets. She put 28 eggs into each basket. How many "
     "eggs does Emily have?"),
    # another holder, other places, other things asked, words left
    ("seat-van", "The bus has 14 seats. Each seat can hold 2 people. How many people can ride the van?"),
    ("seat-bench", "The bus has 14 seats. Each bench can hold 2 people. How many people can ride the bus?"),
    ("seat-children", "The bus has 14 seats. Each seat can hold 2 people. How many children can ride the bus?"),
    ("seat-in-all", "The bus has 14 seats. Each seat can hold 2 people. How many people can ride the bus in all?"),
    # 'both' of three people; to a person (a giving); two kinds of things; one ate, one baked
    ("both-of-three", "Cindy baked 12 cookies. Paul baked 11 cookies. Ann baked 3 cookies. They both brought them "
     "to school. How many cookies did they have altogether?"),
    ("both-to-person", "Cindy baked 12 cookies. Paul baked 11 cookies. They both brought them to her mom. How many "
     "cookies did Cindy have?"),
    ("both-two-kinds", "Cindy baked 12 cookies. Paul baked 11 pies. They both brought them to school. How many "
     "cookies did they have altogether?"),
    ("both-ate", "Cindy baked 12 cookies. Paul ate 11 cookies. They both brought them to school. How many cookies "
     "did Cindy have?"),
    # for a person (a giving), another act, other things, another kind
    ("making-for-teacher", "There are 124 students making 3 stars each for their teacher. How many stars will "
     "they make?"),
    ("making-buy", "There are 124 students making 3 stars each. How many stars will they buy?"),
    ("making-cards", "There are 124 students making 3 stars each. How many cards will they make?"),
    ("making-kind", "There are 124 students making 3 red stars each. How many blue stars will they make?"),
    # the price above the money; someone else's change; money left (the money named need not be all); a purchase
    # asked without a change question (bought yet?); two things; the buyer's money told before
    ("money-for-over", "Adam has $5.00 to buy an airplane that costs $6.28. How much change will he get?"),
    ("money-for-other", "Adam has $5.00 to buy an airplane that costs $4.28. How much change will Sam get?"),
    ("money-for-left", "Adam has $5.00 to buy an airplane that costs $4.28. How much money does he have left?"),
    ("money-for-have", "Adam has $5.00 to buy an airplane that costs $4.28. How many airplanes does he have?"),
    ("money-for-two", "Adam has $5.00 to buy 2 airplanes that cost $4.28. How much change will he get?"),
    ("money-for-before", "Adam had $2. Adam has $5.00 to buy an airplane that costs $4.28. How much change will he "
     "get?"),
    # another kind of the group asked; another vehicle; another place; another group per vehicle; a capacity
    ("buses-other-grade", "Third-grade students went to a concert in 8 buses. Each bus took 45 students. How many "
     "fifth-grade students went to the concert?"),
    ("buses-van", "Students went to a concert in 8 buses. Each van took 45 students. How many students went to "
     "the concert?"),
    ("buses-zoo", "Students went to a concert in 8 buses. Each bus took 45 students. How many students went to "
     "the zoo?"),
    ("buses-teachers", "Students went to a concert in 8 buses. Each bus took 45 teachers. How many students went "
     "to the concert?"),
    ("buses-can-hold", "Students went to a concert in 8 buses. Each bus can hold 45 students. How many students "
     "went to the concert?"),
    # containers lost after being got: the slices got or the ones left?
    ("that-lost", "You buy 6 boxes. Each box has 12 crayons. You lose 1 box. How many crayons is that in all?"),
    # containers told twice: the 6 bought or all 8?
    ("that-twice", "You have 2 boxes. You buy 6 boxes. Each box has 12 crayons. How many crayons is that in "
     "all?"),
    # loose things beside the contents
    ("that-loose", "You buy 6 boxes. Each box has 12 crayons. You also buy 4 crayons. How many crayons is that "
     "in all?"),
    # containers at a place and a rate: counted at the place
    ("that-place", "There are 6 boxes in the room. Each box has 12 crayons. How many crayons is that in all?"),
    # someone else sold some
    ("that-sold", "You buy 6 boxes. Tom sells 2 boxes. Each box has 12 crayons. How many crayons is that in "
     "all?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
