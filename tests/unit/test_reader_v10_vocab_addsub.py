"""Reader v10 AddSub vocabulary sweep (ADR 0180): words the base pack lacked, added with their general meaning.

Count nouns ``ruler``, ``scissors`` (a plural-only noun: one form), ``speaker``, ``cantaloupe`` (with the common
spelling ``cantelope`` as a variant form of it, never a second kind); mass nouns ``cinnamon``, ``nutmeg``,
``food``; modifiers ``damaged``, ``popular``, ``scrambled``, ``violet``; the place ``ground``. Every answer is
worked out by hand from the text; the near misses (another unit asked, the word in a sense it does not have)
refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # ruler: 12 + 7 = 19
    ("ruler-gain", "Mia has 12 rulers. She buys 7 more rulers. How many rulers does Mia have now?", "19", "rulers"),
    # ruler, a transfer: 12 - 5 = 7
    ("ruler-gave", "Mia has 12 rulers. She gave 5 rulers to Leo. How many rulers does Mia have now?", "7", "rulers"),
    # ruler, how many more: 20 - 12 = 8
    ("ruler-more", "Mia has 12 rulers and Leo has 20 rulers. How many more rulers does Leo have than Mia?", "8",
     "rulers"),
    # ruler beside another unit, the other one asked: the loss of rulers leaves the 4 pens
    ("ruler-other-asked", "Mia has 12 rulers and 4 pens. She lost 3 rulers. How many pens does Mia have?", "4",
     "pens"),
    # scissors put into a place: 15 + 6 = 21
    ("scissors-put", "There are 15 scissors in the drawer. Leo put 6 scissors in the drawer. How many scissors are "
     "in the drawer now?", "21", "scissors"),
    # scissors taken out of a place: 30 - 8 = 22
    ("scissors-took", "There are 30 scissors and 9 pens in the box. Ana took 8 scissors from the box. How "
     "many scissors are in the box now?", "22", "scissors"),
    # cantaloupe: 14 + 9 = 23
    ("cantaloupe-total", "Ann grew 14 cantaloupes. Ben grew 9 cantaloupes. How many cantaloupes did they grow in "
     "all?", "23", "cantaloupes"),
    # the variant spelling is the same fruit: 14 + 9 = 23
    ("cantelope-variant", "Ann grew 14 cantelopes. Ben grew 9 cantaloupes. How many cantaloupes did they grow in "
     "all?", "23", "cantaloupes"),
    # cantaloupes beside pumpkins: 14 - 3 = 11
    ("cantaloupe-ate", "Ann grew 14 cantaloupes and 6 pumpkins. Ann ate 3 cantaloupes. How many cantaloupes does "
     "Ann have?", "11", "cantaloupes"),
    # speakers: 4 + 2 = 6
    ("speaker-gain", "Raj has 4 speakers. He buys 2 more speakers. How many speakers does he have now?", "6",
     "speakers"),
    # money on speakers: 45.50 + 20.25 = 65.75
    ("speaker-spent", "Raj spent $ 45.50 on speakers and $ 20.25 on a lamp. How much did Raj spend in total?",
     "65.75", "dollars"),
    # cinnamon and nutmeg, how much more: 0.75 - 0.25 = 0.5
    ("cinnamon-nutmeg-more", "Lea used 0.75 tablespoon of cinnamon and 0.25 tablespoon of nutmeg. How much more "
     "cinnamon than nutmeg did Lea use?", "0.5", "tablespoons"),
    # cinnamon held and used: 3 - 1 = 2
    ("cinnamon-used", "Lea has 3 cups of cinnamon. She used 1 cup of cinnamon. How much cinnamon does Lea have "
     "left?", "2", "cups"),
    # food as a mass noun in measured amounts: 5 + 3 = 8
    ("food-pounds", "Omar bought 5 pounds of dog food. He bought 3 pounds of cat food. How many pounds of food did "
     "he buy?", "8", "pounds"),
    # one kind of food asked: 5
    ("food-kind", "Kim has 5 pounds of cat food and 3 pounds of dog food. How many pounds of cat food does Kim "
     "have?", "5", "pounds"),
    # money spent on food: 20 - 7 = 13
    ("food-spent", "Kim has 20 dollars. She spent 7 dollars on food. How much money does Kim have left?", "13",
     "dollars"),
    # damaged in a relative clause on a counted task: 8 - 3 = 5
    ("damaged-relative", "There are 8 pine trees in the park. Park workers had to cut down 3 pine trees that were "
     "damaged. How many pine trees will the park have when the workers are done?", "5", "trees"),
    # damaged in a relative clause on a loss: 10 - 3 = 7
    ("damaged-threw", "Tom has 10 cups. He threw away 3 cups that were damaged. How many cups does Tom have?", "7",
     "cups"),
    # damaged as a kind of the things held: 3 of 10
    ("damaged-part", "Tom has 10 cups. 3 of them were damaged. How many cups are not damaged?", "7", "cups"),
    # popular as a modifier: 6 + 4 = 10
    ("popular-put", "There are 6 popular games on the shelf. Ty put 4 popular games on the shelf. How many popular "
     "games are on the shelf?", "10", "games"),
    # popular and old books sold: 20 + 15 = 35
    ("popular-sold", "The store sold 20 popular books and 15 old books. How many books did the store sell?", "35",
     "books"),
    # v17 (ADR 0361, made_left.py): Ava made them and ate some, nobody else touches them: 6 - 2 = 4 left (refused
    # before v17: "how many are left" looked only for a holder told with has/had)
    ("scrambled-left", "Ava made 6 scrambled eggs. She ate 2 scrambled eggs. How many scrambled eggs are left?", "4",
     "eggs"),
    # scrambled as a modifier in a purpose: 0.5 - 0.2 = 0.3
    ("scrambled-purpose", "Ava had 0.5 grams of salt. She used 0.2 grams of the salt to make scrambled eggs. How "
     "much salt does Ava have?", "0.3", "grams"),
    # violet as a colour: 9 - 4 = 5
    ("violet-gave", "Sue has 9 violet ribbons and 5 red ribbons. She gave 4 violet ribbons to Kim. How many violet "
     "ribbons does Sue have now?", "5", "ribbons"),
    # the other colour is untouched: 5
    ("violet-other", "Sue has 9 violet ribbons and 5 red ribbons. She gave 4 violet ribbons to Kim. How many red "
     "ribbons does Sue have now?", "5", "ribbons"),
    # violet and blue pens, the whole: 10 - 3 + 5 = 12
    ("violet-whole", "Kim has 10 violet and 5 blue pens. She lost 3 violet pens. How many pens does Kim have?",
     "12", "pens"),
    # the ground as a place: 6
    ("ground-place", "There are 6 apples on the ground and 4 apples on the table. How many apples are on the "
     "ground?", "6", "apples"),
    # taken from the ground: 6 - 2 = 4
    ("ground-picked", "There are 6 apples on the ground. Tom picked up 2 apples from the ground. How many apples "
     "are on the ground?", "4", "apples"),
    # a bill found on the ground is no purchase: 3.50 + 2.25 = 5.75
    ("ground-found", "Sam spent $ 3.50 on a toy car , and a ball cost him $ 2.25 . Sam also found a dollar bill on "
     "the ground . What was the total cost of Sam 's purchases ?", "5.75", "dollars"),
]

REFUSED = [
    # another unit asked than the story tells
    ("ruler-pens-asked", "Mia has 12 rulers. She lost 3 rulers. How many pens does Mia have?"),
    ("scissors-rulers-asked", "Leo has 15 scissors. How many rulers does Leo have?"),
    ("cantaloupe-pumpkins-asked", "Ann grew 14 cantaloupes. How many pumpkins did Ann grow?"),
    # more nutmeg than cinnamon: the difference would be negative
    ("nutmeg-than-cinnamon", "Lea used 0.75 tablespoon of cinnamon and 0.25 tablespoon of nutmeg. How much more "
     "nutmeg than cinnamon did Lea use?"),
    # nutmeg asked but never told
    ("nutmeg-not-told", "Lea used 0.75 tablespoon of cinnamon and 0.25 tablespoon of sugar. How much more cinnamon "
     "than nutmeg did Lea use?"),
    # damaged things: still held or thrown away? (as for broken ones)
    ("damaged-clause", "Tom found 10 shells but 3 were damaged. How many shells does Tom have?"),
    ("damaged-counted", "Tom has 10 cups. 3 cups were damaged. How many cups does Tom have?"),
    # a damaged kind told only in a relative clause: how many damaged cups there are is never said
    ("damaged-relative-kind", "Tom has 10 cups. He threw away 3 cups that were damaged. How many damaged cups does "
     "Tom have?"),
    # violets the flowers are not a unit of the pack (only the colour is)
    ("violets-flowers", "There are 10 violets in the garden. Kim picked 3 violets. How many violets are left?"),
    # which pens were lost is not said
    ("violet-which-lost", "Kim has 10 violet pens and 4 blue pens. She lost 3 pens. How many violet pens does Kim "
     "have?"),
    ("popular-which-sold", "Kim bought 10 popular books and 5 old books. She sold 4 books. How many popular books "
     "does she have?"),
    # ground as the past of grind, and grounds as a thing, are not read
    ("ground-verb", "Sam ground 4 cups of coffee. He drank 2 cups of coffee. How many cups of coffee are left?"),
    ("grounds-thing", "Sam has 5 grounds. He got 3 more grounds. How many grounds does he have?"),
    ("coffee-grounds", "Tom used 3 scoops of coffee grounds and 2 scoops of sugar. How many scoops did he use?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
