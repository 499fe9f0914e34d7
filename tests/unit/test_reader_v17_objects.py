"""Reader v17 objects and question subjects the reader did not take (ADR 0366): elided_compared.py.

- ``Sue has 11 marbles. Her brother has 3 times as many.``: the compared holder left unsaid is the one holder
  the story told (plain holdings only);
- ``Ann has the same number of apples [as Tom]``: as many apples as Tom; ``a third as many`` (fraction_multiples.py);
- ``How many cans did the three children collect?``: a counted question subject (group_subjects.py) is ``they``
  when the count, the noun's gender and the holders all agree;
- ``On Tuesday he picked twice as many apples [as on Monday]``: a multiple of the same holder's one earlier event
  of the verb (event_multiples.py);
- ``He puts them on 8 shelves equally`` / ``put them equally on 8 plates``: a partition onto counted surfaces, said
  to be even (counted_on.py); ``equally`` may close the clause after any counted groups;
- ``How many legs do the dogs have?`` / ``… do Sam's dogs have?``: the one count of those holders the story told
  times the rate per holder (told_holders.py);
- ``He gave Ann and Tom 2 apples each`` / ``Dan gave each of them 2 marbles``: one giving to each person named
  (named_each_recipients.py);
- ``How many cents|dollars do 4 oranges cost?``: the one price × N in the asked money unit (cost_in_units.py);
- ``… cut 16 roses from her garden and put them in the vase``: ``them`` is the putter's own last gain
  (placed_them.py);
- ``half of the rest`` / ``half of what was left`` / ``a fourth of it`` (money): a fraction of the actor's own holding
  now (fraction_rests.py);
- ``Sam has a box of 12 crayons`` / ``Ann has a pair of shoes``: one container or measure held (one_of_holdings.py).

Every answer is worked out by hand from the text. The near misses (two holders told before, the subject among
them, a holder whose things changed, other kinds, a word after the elision) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # elided compared holder
    ("elided_times", "Sue has 11 marbles. Her brother has 3 times as many. "
     "How many marbles does her brother have?", "33", "marbles"),  # 11 × 3
    ("elided_then_gives", "Sue has 11 marbles. Her brother has 3 times as many. He gives her 9 marbles. "
     "How many marbles does her brother have now?", "24", "marbles"),  # 33 − 9
    ("elided_with_unit", "Jane has 5 books. Her brother has 3 times as many books. He gives her 6 books. "
     "How many books does Jane have now?", "11", "books"),  # 5 + 6
    ("elided_half_total", "Sam has 30 cards. Tom has half as many cards. How many cards do they have together?",
     "45", "cards"),  # 30 + 15
    ("elided_past", "Pam had 18 stickers. Ty had twice as many. How many stickers did Ty have?",
     "36", "stickers"),  # 18 × 2
    ("elided_chain_explicit", "Sam has 12 apples. Tom has half as many. Ann has twice as many as Tom. "
     "How many apples does Ann have?", "12", "apples"),  # 12 / 2 × 2
    ("elided_possessive_subject", "Sam's sister has 4 apples. Sam has 3 times as many. "
     "How many apples does Sam have?", "12", "apples"),  # 4 × 3
    ("elided_keeps_kind", "Peter has 12 toy soldiers. His friend has 4 times as many. "
     "How many toy soldiers do they have in all?", "60", "soldiers"),  # 12 + 48
    ("elided_same_sentence", "Sam has 5 apples and Tom has twice as many. How many apples does Tom have?",
     "10", "apples"),  # 5 × 2
    ("elided_other_things_named", "Sam has 5 apples and 3 pears. Tom has twice as many apples. "
     "How many apples does Tom have?", "10", "apples"),  # 5 × 2 (only Sam holds apples)
    ("elided_money", "Sam has 5 dollars. Tom has twice as much. How many dollars does Tom have?",
     "10", "dollars"),  # 5 × 2
    ("elided_the_number_of", "Tom has 8 apples. Ann has twice the number of apples. "
     "How many apples does Ann have?", "16", "apples"),  # 8 × 2
    # the same number of
    ("same_number_as", "Tom has 8 apples. Ann has the same number of apples as Tom. "
     "How many apples does Ann have?", "8", "apples"),
    ("same_number_elided", "Tom has 8 apples. Ann has the same number of apples. "
     "How many apples do they have in all?", "16", "apples"),  # 8 + 8
    ("same_amount_told_after", "Ann has the same number of apples as Tom. Tom has 8 apples. "
     "How many apples does Ann have?", "8", "apples"),
    ("a_third_as_many", "Ivy has 48 beads. Jo has a third as many beads as Ivy. How many beads does Jo have?",
     "16", "beads"),  # 48 / 3
    ("one_fourth_told_after", "Ivy has one fourth as many marbles as Leo. Leo has 12 marbles. "
     "How many marbles does Ivy have?", "3", "marbles"),  # 12 / 4
    ("a_quarter_elided", "Ivy has 20 beads. Jo has a quarter as many. How many beads does Jo have?", "5", "beads"),
    # v17 crash fix (spending.py): a fraction or "all but" of money spent on a thing
    ("spent_half_of_them_on", "Pam had 80 dollars. She spent half of them on a book. "
     "How much money does she have left?", "40", "dollars"),  # 80 − 40
    ("spent_all_but_on", "Pam had 80 dollars. She spent all but 5 dollars on a book. "
     "How much money does she have left?", "5", "dollars"),
    # a fraction of the rest
    ("half_of_the_rest", "Nick had 40 stickers. He gave 10 stickers to Ann. Then he gave half of the rest to Ben. "
     "How many stickers does Nick have now?", "15", "stickers"),  # 40 − 10 − 15
    ("half_of_what_was_left", "Tom had 40 dollars. He spent half of it. Then he spent half of what was left. "
     "How many dollars does he have now?", "10", "dollars"),  # 40 − 20 − 10
    ("fourth_of_it_money", "Pam had 80 dollars. She spent a fourth of it on a book. "
     "How much money does she have left?", "60", "dollars"),  # 80 − 20
    ("rest_after_half_of_them", "Tom had 40 cards. He gave half of them to Ann. Then he gave half of the rest to Bob. "
     "How many cards does Tom have now?", "10", "cards"),  # 40 − 20 − 10
    # one container held
    ("has_a_box_of", "Sam has a box of 12 crayons. How many crayons does Sam have?", "12", "crayons"),
    ("had_a_box_then_gave", "Sam has a box of 12 crayons. He gives 3 crayons to Ann. "
     "How many crayons does Sam have?", "9", "crayons"),  # 12 − 3
    ("a_pair_and_pairs", "Ann has a pair of shoes. Bob has 3 pairs of shoes. "
     "How many pairs of shoes do they have in all?", "4", "pairs"),  # 1 + 3
    # counted question subjects
    ("three_children", "Ava collected 12 cans. Ben collected 9 cans. Cal collected 9 cans. "
     "How many cans did the three children collect?", "30", "cans"),  # 12 + 9 + 9
    ("the_three_chain", "Ann has 4 more pens than Bob. Bob has 4 more pens than Cy. Cy has 4 pens. "
     "How many pens do the three have in all?", "24", "pens"),  # 12 + 8 + 4
    ("the_three_list", "In a game, Ida scored 12 points, Jo scored 9 points and Kip scored 15 points. "
     "How many points did the three score?", "36", "points"),  # 12 + 9 + 15
    ("both_have", "Sam has 5 apples. Tom has twice as many apples as Sam. How many apples do both have?",
     "15", "apples"),  # 5 + 10
    ("the_two_boys", "Sam has 5 apples. Tom has twice as many apples as Sam. "
     "How many apples do the two boys have?", "15", "apples"),
    ("three_girls", "Ann has 12 shells. Beth has 7 more shells than Ann. Mary has 3 more shells than Beth. "
     "How many shells do the three girls have in all?", "53", "shells"),  # 12 + 19 + 22
    ("both_teams", "Sam's team scored 24 points. Tom's team scored 18 points. How many points did both teams score?",
     "42", "points"),  # 24 + 18
    # event multiples
    ("event_as_on_day", "On Monday Tom picked 5 apples. On Tuesday he picked twice as many apples as on Monday. "
     "How many apples did he pick on Tuesday?", "10", "apples"),  # 5 × 2
    ("event_as_on_day_total", "On Monday Tom picked 5 apples. On Tuesday he picked twice as many apples as on "
     "Monday. How many apples did he pick in all?", "15", "apples"),  # 5 + 10
    ("event_elided", "Ann read 10 pages on Monday. On Tuesday she read twice as many pages. "
     "How many pages did Ann read in all?", "30", "pages"),  # 10 + 20
    ("event_trailing_day", "Jack read 18 pages on Monday. He read 3 times as many pages on Tuesday. "
     "How many pages did he read on Tuesday?", "54", "pages"),  # 18 × 3
    ("event_pick_day_of_three", "On Monday Tom picked 5 apples. On Tuesday he picked 3 apples. On Wednesday he "
     "picked twice as many apples as on Tuesday. How many apples did he pick in all?", "14", "apples"),  # 5+3+6
    ("event_day_beside_kind", "On Monday Pam read 18 red books. On Tuesday she read 16 books. On Wednesday she "
     "read twice as many books as on Tuesday. How many books did Pam read on Wednesday?", "32", "books"),  # 16 × 2
    # counted surfaces
    ("on_shelves_equally", "Zack has 72 comic books. He puts them on 8 shelves equally. "
     "How many comic books are on each shelf?", "9", "comics"),  # 72 / 8 (the pack's unit label is comics)
    ("equally_on_plates", "Jill made 56 cookies. She put them equally on 8 plates. "
     "How many cookies are on each plate?", "7", "cookies"),  # 56 / 8
    ("in_bags_equally", "Jose picked 24 apples. He ate 3 apples and gave 6 apples to his mother. He put the rest "
     "in 3 bags equally. How many apples are in each bag?", "5", "apples"),  # (24 − 3 − 6) / 3
    ("into_bowls_equally", "Ada has 7 plums. She picks 9 more plums. She puts all the plums into 4 bowls equally. "
     "How many plums are in each bowl?", "4", "plums"),  # (7 + 9) / 4
    # told holders
    ("the_dogs", "Ann has 3 dogs. Each dog has 4 legs. How many legs do the dogs have?", "12", "legs"),  # 3 × 4
    ("the_cats_there", "There are 3 cats. Each cat has 4 legs. How many legs do the cats have?", "12", "legs"),
    ("owners_dogs", "Jeff has 4 dogs. Each dog has 6 toys. How many toys do Jeff's dogs have?", "24", "toys"),  # 4 × 6
    ("his_dogs", "Sam has 3 dogs. Each dog has 4 legs. How many legs do his dogs have?", "12", "legs"),
    ("the_spiders", "A spider has 8 legs. Sam has 5 spiders and 2 cats. How many legs do the spiders have?",
     "40", "legs"),  # 5 × 8
    ("one_owner_of_two", "Sam has 3 dogs. Tom has 2 dogs. Each dog has 4 legs. How many legs do Tom's dogs have?",
     "8", "legs"),  # 2 × 4
    # named recipients first
    ("names_then_each", "Sam had 10 apples. He gave Ann and Tom 2 apples each. How many apples does Sam have now?",
     "6", "apples"),  # 10 − 2 − 2
    ("three_names_each", "Sam had 10 apples. He gave Ann, Tom and Bob 2 apples each. "
     "How many apples does Sam have now?", "4", "apples"),  # 10 − 3 × 2
    ("each_of_them_first", "Ben had 20 marbles. Carl had 5 marbles. Dan gave each of them 2 marbles. "
     "How many marbles does Ben have now?", "22", "marbles"),  # 20 + 2
    ("each_of_them_second", "Ben had 20 marbles. Carl had 5 marbles. Dan gave each of them 2 marbles. "
     "How many marbles does Carl have now?", "7", "marbles"),  # 5 + 2
    # costs in an asked money unit
    ("cents_do_cost", "An orange costs 60 cents. How many cents do 4 oranges cost?", "240", "cents"),  # 60 × 4
    ("dollars_from_cents", "One pencil costs 50 cents. How many dollars do 7 pencils cost?", "3.5", "dollars"),
    ("cents_from_dollars", "A pen costs 2 dollars. How many cents do 4 pens cost?", "800", "cents"),  # 2 × 4 × 100
    ("money_do_cost", "An orange costs 60 cents. How much money do 4 oranges cost?", "240", "cents"),
    # put them after a gain
    ("cut_put_them", "There were 6 roses in the vase. Mary cut 16 more roses from her garden and put them in the "
     "vase. How many roses are in the vase now?", "22", "roses"),  # 6 + 16
    ("cut_some_put_them", "There were 6 roses in the vase. Mary cut some roses from her garden and put them in the "
     "vase. There are now 16 roses in the vase. How many roses did she cut?", "10", "roses"),  # 16 − 6
    ("event_giving", "Ann had 20 apples. She gave 5 apples to Bob. She gave twice as many apples to Cy. "
     "How many apples does Ann have now?", "5", "apples"),  # 20 − 5 − 10
    ("event_times_elided_unit", "Tom picked 5 apples. Then he picked 3 times as many. "
     "How many apples did he pick in all?", "20", "apples"),  # 5 + 15
]

REFUSED = [
    ("two_holders_before", "Sam has 12 apples. Tom has half as many. Ann has twice as many. "
     "How many apples does Ann have?"),
    ("holder_changed_before", "Sam had 5 apples. He bought 3 apples. Tom has twice as many. "
     "How many apples does Tom have?"),
    ("two_units_elided", "Sam has 5 apples and 3 pears. Tom has twice as many. How many apples does Tom have?"),
    ("two_kinds_elided", "Sam has 5 red apples and 3 green apples. Tom has twice as many. "
     "How many apples does Tom have?"),
    ("other_kind_said", "Sam has 5 red apples. Tom has twice as many apples. How many apples does Tom have?"),
    ("word_after_elision", "Sam has 5 apples. Tom has twice as many in his bag. How many apples does Tom have?"),
    ("offset_needs_as", "Sam has 5 apples. Tom has 3 more than twice as many. How many apples does Tom have?"),
    ("self_compared", "Sam has 5 apples. Sam has twice as many. How many apples does Sam have?"),
    ("pronoun_self", "Sam has 5 apples. He has twice as many. How many apples does he have?"),
    ("half_not_whole", "Sam has 5 apples. Tom has half as many. How many apples does Tom have?"),
    ("same_number_no_noun", "Tom has 8 apples. Ann has the same number. How many apples does Ann have?"),
    ("same_number_other_things", "Tom has 8 apples. Ann has the same number of pears. "
     "How many pears does Ann have?"),
    ("same_number_two_holders", "Sam has 5 apples. Tom has 3 times as many. Ann has the same number of apples. "
     "How many apples does Ann have?"),
    ("group_holder", "Sam and Ann have 5 apples. Tom has twice as many. How many apples does Tom have?"),
    ("nothing_told", "Tom has twice as many apples. Sam has 5 apples. How many apples does Tom have?"),
    ("a_third_not_whole", "Ivy has 10 beads. Jo has a third as many beads as Ivy. How many beads does Jo have?"),
    ("rest_with_no_part_gone", "Ann had 20 apples. Tom had 10 apples. Tom gave half of the rest to Ann. "
     "How many apples does Ann have?"),
    ("rest_after_a_gain", "Tom had 10 apples. He ate 2 apples. He bought 4 apples. He gave half of the rest to Ann. "
     "How many apples does Tom have?"),
    ("half_of_it_counted", "Tom had 12 apples. He ate half of it. How many apples does Tom have now?"),
    ("rest_not_whole", "Tom had 10 apples. He ate 3 apples. Then he ate half of the rest. "
     "How many apples does Tom have now?"),
    ("rest_two_kinds", "Tom had 12 apples and 4 pears. He ate 2 apples. Then he ate half of the rest. "
     "How many apples does Tom have now?"),
    ("a_bag_of_uncounted", "Sam has a bag of apples. How many apples does Sam have?"),
    ("a_dog_no_of", "Sam has a dog. How many dogs does Sam have?"),
    ("a_lot_of", "Sam has a lot of apples. How many apples does Sam have?"),
    ("a_pound_of", "Sam has a pound of apples. How many pounds of apples does Sam have?"),
    # counted question subjects
    ("three_of_two", "Sam has 5 apples. Tom has twice as many apples as Sam. How many apples do the three have?"),
    ("two_of_three", "Sam has 5 apples. Tom has 3 apples. Sam gives 2 apples to Ann. "
     "How many apples do the two have?"),
    ("girls_for_boys", "Sam has 5 apples. Tom has twice as many apples as Sam. "
     "How many apples do the two girls have?"),
    ("unknown_gender_girls", "Ann has 12 shells. Beth has 7 shells. Cara has 3 shells. "
     "How many shells do the three girls have?"),
    ("one_without_things", "Sam has 5 apples. Tom has 3 pears. Ann has 2 apples. "
     "How many apples do the three have?"),
    ("a_thing_holds_too", "Sam has 5 apples. Tom has 3 apples. The box has 2 apples. "
     "How many apples do the two have?"),
    ("kin_among_children", "Tom's mom has 5 apples. Tom has 3 apples. How many apples do the two children have?"),
    ("two_boxes", "Sam has 5 apples. Tom has 3 apples. How many apples do the two boxes have?"),
    ("both_teams_and_a_person", "Sam's team scored 24 points. Tom's team scored 18 points. Ann scored 5 points. "
     "How many points did both teams score?"),
    ("both_teams_of_three", "Sam's team scored 24 points. Tom's team scored 18 points. Ann's team scored 5 points. "
     "How many points did both teams score?"),
    # event multiples
    ("event_half_not_whole", "On Monday Tom picked 5 apples. On Tuesday he picked half as many apples. "
     "How many apples did he pick in all?"),
    ("event_day_not_told", "On Monday Tom picked 5 apples. On Tuesday he picked twice as many apples as on "
     "Wednesday. How many apples did he pick in all?"),
    ("event_other_holder", "On Monday Tom picked 5 apples. On Tuesday Ann picked twice as many apples. "
     "How many apples did Ann pick?"),
    ("event_two_before", "On Monday Tom picked 5 apples. On Tuesday he picked 3 apples. On Wednesday he picked "
     "twice as many apples. How many apples did he pick in all?"),
    ("event_unknown_before", "Tom picked some apples. Then he picked twice as many apples. "
     "How many apples did he pick?"),
    ("event_other_verb", "Tom picked 5 apples. He ate twice as many apples. How many apples did he eat?"),
    ("event_times_more", "Tom picked 5 apples. Then he picked 3 times more apples. How many apples did he pick in all?"),
    ("event_two_kinds", "Tom picked 5 apples and 4 pears. Then he picked twice as many. "
     "How many apples did he pick in all?"),
    ("event_as_someone", "Sam had 10 apples. He ate twice as many apples as Ann ate. Ann ate 2 apples. "
     "How many apples does Sam have now?"),
    ("event_as_or_other", "Ann picked 5 apples. Tom picked 3 apples. Ann picked twice as many apples. "
     "How many apples did Ann pick?"),
    ("event_other_kind", "Tom picked 5 red apples. Then he picked twice as many apples. "
     "How many apples did he pick in all?"),
    ("on_plates_not_said_equal", "Jill made 56 cookies. She put them on 8 plates. "
     "How many cookies are on each plate?"),
    ("on_plates_not_whole", "Jill made 56 cookies. She put them on 6 plates equally. "
     "How many cookies are on each plate?"),
    ("on_the_plate", "Jill made 56 cookies. She put them on the plate equally. How many cookies are on the plate?"),
    ("equally_twice", "Jill made 56 cookies. She put them equally in 8 bags equally. "
     "How many cookies are in each bag?"),
    ("equally_then_words", "Jill made 56 cookies. She put them on 8 plates equally fast. "
     "How many cookies are on each plate?"),
    ("dogs_two_counts", "Sam has 3 dogs. He buys 2 dogs. Each dog has 4 legs. How many legs do the dogs have?"),
    ("dogs_two_owners", "Sam has 3 dogs. Tom has 2 dogs. Each dog has 4 legs. How many legs do the dogs have?"),
    ("dogs_no_rate", "Sam has 3 dogs. How many legs do the dogs have?"),
    ("dogs_unknown_count", "Sam has some dogs. Each dog has 4 legs. How many legs do the dogs have?"),
    ("dogs_other_owner", "Sam has 3 dogs. Each dog has 4 legs. How many legs do Ann's dogs have?"),
    ("dogs_her", "Sam has 3 dogs. Each dog has 4 legs. How many legs do her dogs have?"),
    ("dogs_given_more", "Sam has 3 dogs. Each dog has 4 bones. Sam gives 2 bones to the dogs. "
     "How many bones do the dogs have?"),
    ("dogs_kind", "Sam has 3 big dogs. Each dog has 4 legs. How many legs do the dogs have?"),
    ("names_no_each", "Sam had 10 apples. He gave Ann and Tom 2 apples. How many apples does Sam have now?"),
    ("names_each_then_words", "Sam had 10 apples. He gave Ann and Tom 2 apples each on Monday. "
     "How many apples does Sam have now?"),
    ("names_each_more_than_held", "Sam had 3 apples. He gave Ann and Tom 2 apples each. "
     "How many apples does Sam have now?"),
    ("each_of_them_giver_among", "Ben had 20 marbles. Carl had 5 marbles. Ben gave each of them 2 marbles. "
     "How many marbles does Carl have now?"),
    ("each_of_them_pronoun_giver", "Ben had 20 marbles. Carl had 5 marbles. He gave each of them 2 marbles. "
     "How many marbles does Carl have now?"),
    ("each_of_them_name_inside", "Ben had 20 marbles. He gave Carl 5 marbles. Dan gave each of them 2 marbles. "
     "How many marbles does Carl have now?"),
    ("cost_no_price", "A pen costs 2 dollars. How many dollars do 4 pencils cost?"),
    ("cost_two_money_units", "A pen costs 2 dollars and a pencil costs 50 cents. How much money do 4 pens cost?"),
    ("cost_someone", "A pen costs 2 dollars. How many dollars do 4 pens cost Sam?"),
    ("cost_two_prices", "A pen costs 2 dollars. A pen costs 3 dollars. How many dollars do 4 pens cost?"),
    ("put_them_after_loss", "The pantry had 12 cans. Dad bought 12 cans and ate 2 cans. He put them in the pantry. "
     "How many cans are in the pantry?"),
    ("put_them_other_putter", "The pantry had 12 cans. Dad bought 12 cans. Mom put them in the pantry. "
     "How many cans are in the pantry?"),
    ("put_them_list", "The pantry had 12 cans. Dad bought 12 cans and 3 jars. He put them in the pantry. "
     "How many cans are in the pantry?"),
    ("event_kind_and_plain", "On Monday Sue sold 8 red books. On Tuesday she sold 13 books. On Wednesday she "
     "sold twice as many books. How many books did Sue sell on Wednesday?"),  # red team: as Monday's or Tuesday's?
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
