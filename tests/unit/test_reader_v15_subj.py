"""Reader v15 subj (ADR 0302): subjects and side sentences the reader refused — a surname after a title that is also
a word (titled_surnames.py), ``A <place noun>`` opening a statement (generic_subjects.py), a relation named by a
name right after it (named_relations.py), an age told aside (told_ages.py, pack rule ``desc.age``), and the
person nouns ``son`` / ``daughter``.

Every answer is worked out by hand from the text (the comment above each row); the near misses (two ``a <noun>``
of one noun, a relation named twice or told before, a name already in the story, an age asked or used, a title
with no name) must refuse. The hand-written set at the end keeps the problems written for this change.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- titles: Brown is a colour of the pack, here Mrs. Brown's surname: 3 bags × 9 = 27
    ("title-colour-surname", "Mrs. Brown bought 3 bags of oranges. Each bag had 9 oranges. How many oranges did she "
     "buy?", "27", "oranges"),
    # Fox is a unit of the pack: 6 boxes × 10 = 60
    ("title-unit-surname", "Mr. Fox had 6 boxes of pens. Each box had 10 pens. How many pens did Mr. Fox have?", "60",
     "pens"),
    # Green: 9 rows × 8 = 72
    ("title-green", "Mr. Green planted 9 rows of tulips with 8 tulips in each row. How many tulips did he plant?",
     "72", "tulips"),
    # Hall is a place of the pack: 5 + 6 = 11
    ("title-place-surname", "Mr. Hall has 5 apples. He buys 6 more apples. How many apples does Mr. Hall have now?",
     "11", "apples"),
    # Baker is a person noun: 12 + 7 = 19
    ("title-person-surname", "Ms. Baker had 12 pencils. She bought 7 more pencils. How many pencils does Ms. Baker "
     "have now?", "19", "pencils"),
    # Dr. White gives 4 of her 30: 30 − 4 = 26
    ("title-dr", "Dr. White has 30 stickers. She gives 4 stickers to Mr. Black. How many stickers does Dr. White "
     "have now?", "26", "stickers"),
    # a man and a woman sharing a surname: 5 + 4 = 9
    ("title-shared-surname", "Mr. Brown has 5 apples. Mrs. Brown has 4 apples. How many apples do they have in all?",
     "9", "apples"),
    # -- A <noun> opening a statement: 150 − 98 = 52
    ("a-school", "A school bought 150 pencils. It gave 98 pencils to students. How many pencils does the school have "
     "left?", "52", "pencils"),
    # 40 − 15 = 25 at first
    ("a-jar", "A jar had some marbles. Sue put 15 more marbles in the jar. Now there are 40 marbles in the jar. How "
     "many marbles were in the jar at first?", "25", "marbles"),
    # 12 + 5 = 17
    ("a-farm", "A farm has 12 cows. It buys 5 more cows. How many cows does the farm have?", "17", "cows"),
    # 40 − 9 = 31
    ("a-library", "A library had 40 books. It lent 9 books to Tom. How many books does the library have now?", "31",
     "books"),
    # the bakery told again with 'the': 20 − 7 = 13
    ("a-bakery-the", "A bakery made 20 pies. The bakery sold 7 pies. How many pies does the bakery have left?", "13",
     "pies"),
    # adjuncts before the noun: 150 − 98 = 52
    ("a-new-school", "A new school bought 150 pencils. It gave 98 pencils to students. How many pencils does the "
     "school have left?", "52", "pencils"),
    # a person noun, as before: 28 + 18 = 46
    ("a-baker", "A baker made 28 muffins in the morning and 18 muffins in the afternoon. How many muffins did the "
     "baker make?", "46", "muffins"),
    # -- a relation named by a name: 12 + 16 = 28
    ("friend-ann-more", "Carol has 12 stamps. Her friend Ann has 16 more stamps than Carol. How many stamps does Ann "
     "have?", "28", "stamps"),
    # 12 − 4 = 8
    ("friend-ann-fewer", "Carol has 12 stamps. Her friend Ann has 4 fewer stamps than Carol. How many stamps does Ann "
     "have?", "8", "stamps"),
    # 12 + 28 = 40
    ("friend-ann-total", "Carol has 12 stamps. Her friend Ann has 16 more stamps than Carol. How many stamps do they "
     "have altogether?", "40", "stamps"),
    # Joe: 4 + 3 = 7
    ("friend-joe-him", "Kate has 10 pens. Her friend Joe has 4 pens. She gives him 3 pens. How many pens does Joe "
     "have now?", "7", "pens"),
    # the name ends the sentence (an object): 19 − 11 = 8
    ("friend-amy-object", "Rebecca had 19 pencils. She gave 11 pencils to her friend Amy. How many pencils does "
     "Rebecca have now?", "8", "pencils"),
    # Ann is she, Tom he: 12 + 4 = 16
    ("friend-she-gives", "Tom has 12 stamps. His friend Ann has 16 more stamps than Tom. She gives him 4 stamps. How "
     "many stamps does Tom have now?", "16", "stamps"),
    # 9 + 15 = 24
    ("brother-max-total", "Ben has 9 marbles. His brother Max has 15 marbles. How many marbles do they have in all?",
     "24", "marbles"),
    # 15 − 9 = 6
    ("brother-max-more", "Ben has 9 marbles. His brother Max has 15 marbles. How many more marbles does Max have than "
     "Ben?", "6", "marbles"),
    # 14 + 6 = 20
    ("sister-mia-gave", "Lucy had 14 shells. Her sister Mia gave her 6 shells. How many shells does Lucy have now?",
     "20", "shells"),
    # a named possessor: 18 − 8 = 10
    ("names-friend-lily", "Sara has 18 beads. Sara's friend Lily has 8 fewer beads than Sara. How many beads does "
     "Lily have?", "10", "beads"),
    # the first of two objects: 25 − 3 = 22
    ("cousin-jack-two-objects", "Max had 25 shells. He gave his cousin Jack 3 shells. How many shells does Max have "
     "now?", "22", "shells"),
    # 25 − 6 = 19
    ("uncle-tim-two-objects", "Lily had 25 pens. She gave her uncle Tim 6 pens. How many pens does Lily have now?",
     "19", "pens"),
    # 'gives her' is never the giver herself: 40 + 11 = 51
    ("friend-lily-gives-her", "Nina has 40 stickers. Her friend Lily gives her 11 stickers. How many stickers does "
     "Nina have now?", "51", "stickers"),
    # -- events compared with a relation's: 11 + 4 = 15 ('fish' is its own plural)
    ("father-caught-more", "Liam caught 11 fish. His father caught 4 more fish than Liam. How many fish did his "
     "father catch?", "15", "fish"),
    # 11 + 15 = 26
    ("father-caught-total", "Liam caught 11 fish. His father caught 4 more fish than Liam. How many fish did they "
     "catch in all?", "26", "fish"),
    # the relation named: 11 − 3 = 8
    ("sister-ann-fewer", "Liam picked 11 apples. His sister Ann picked 3 fewer apples than Liam. How many apples did "
     "Ann pick?", "8", "apples"),
    # twice as many: 2 × 11 = 22
    ("sister-twice", "Liam picked 11 apples. His sister picked twice as many apples as Liam. How many apples did his "
     "sister pick?", "22", "apples"),
    # the owner by name in the question: 15
    ("owner-named-question", "Liam picked 11 apples. His father picked 4 more apples than Liam. How many apples did "
     "Liam's father pick?", "15", "apples"),
    # son / daughter: 12 + 5 = 17
    ("daughter-kim", "Amy has 12 apples. Her daughter Kim has 5 more apples than Amy. How many apples does Kim have?",
     "17", "apples"),
    # -- an age told aside: 17 + 9 = 26
    ("age-olivia", "Olivia is 9 years old. She has 17 dolls. Her aunt gave her 9 more dolls. How many dolls does "
     "Olivia have now?", "26", "dolls"),
    # 30 − 8 = 22
    ("age-sam", "Sam is 12 years old. He has 30 stickers. He gives 8 stickers to his sister. How many stickers does "
     "Sam have?", "22", "stickers"),
    # a titled name with an age: 25 + 5 = 30
    ("age-titled", "Mrs. Brown is 40 years old. She has 25 stickers. She buys 5 more stickers. How many stickers does "
     "Mrs. Brown have now?", "30", "stickers"),
    # three sentences (age_multiples does not claim it): 6 + 8 = 14
    ("age-three-sentences", "Nina is 8 years old. She picked 6 apples and 8 pears. How many fruits did Nina pick?",
     "14", "fruits"),
    # 20 − 5 = 15
    ("age-leo", "Leo is 10 years old. He had 20 cards. He lost 5 cards. How many cards does Leo have now?", "15",
     "cards"),
    # the age after the holding: 6
    ("age-after", "Fred has 6 apples. Fred is 9 years old. How many apples does Fred have?", "6", "apples"),
    # -- son: 12 − 5 = 7
    ("son-given", "Amy has 12 apples. She gives 5 apples to her son. How many apples does Amy have now?", "7",
     "apples"),
    # 5 + 3 = 8
    ("son-gives", "John has 5 apples. His son gives him 3 apples. How many apples does John have now?", "8", "apples"),
]

REFUSED = [
    # two bakers: 'the baker' could be either (main answered 8)
    ("a-baker-twice", "A baker made 5 muffins. A baker made 3 muffins. How many muffins did the baker make?",
     "ambiguous_reference"),
    ("the-then-a-baker", "The baker made 5 muffins. A baker made 3 muffins. How many muffins did the baker make?",
     "ambiguous_reference"),
    ("a-school-twice", "A school bought 150 pencils. A school bought 98 pencils. How many pencils does the school "
     "have?", "ambiguous_reference"),
    # a place noun that is no unit: clauses._indefinite_place_subject refuses it as before
    ("the-then-a-farm", "The farm has 12 cows. A farm has 5 cows. How many cows does the farm have?",
     "unparsed_sentence"),
    # 'a school' while schools are counted: this school or each school?
    ("a-school-schools-counted", "A school bought 150 pencils. The town has 3 schools. How many pencils does the "
     "school have?", "ambiguous_reference"),
    # a relation named twice: 'his friend' is either
    ("friend-named-twice", "Tom has 12 stamps. His friend Ann has 16 stamps. His friend Kim has 3 stamps. How many "
     "stamps does his friend have?", "ambiguous_reference"),
    # Ann already in the story: the same Ann or another?
    ("friend-name-told", "Tom has 12 stamps. Ann has 5 stamps. His friend Ann has 16 stamps. How many stamps does Ann "
     "have?", "ambiguous_reference"),
    # genders differ
    ("sister-max", "Tom has 12 stamps. His sister Max has 16 stamps. How many stamps does Max have?",
     "ambiguous_reference"),
    # 'Her' with two women before
    ("her-two-women", "Carol has 12 stamps. Mary has 3 stamps. Her friend Ann has 16 stamps. How many stamps does Ann "
     "have?", "unresolved_pronoun"),
    # the age asked, used, compared, counted on
    ("age-asked", "Nina is 8 years old. She picked 6 apples. How old is Nina?"),
    ("age-used", "Sam is 12 years old. He has 30 stickers. He buys 1 sticker for each year of his age. How many "
     "stickers does Sam have?"),
    ("age-compared", "Nina is 8 years old. She picked 6 apples. Her brother is 3 years older. How many apples did "
     "Nina pick?"),
    ("age-two", "Sam is 12 years old. Tom is 10 years old. He has 30 stickers. How many stickers does Sam have?"),
    ("age-in-years", "Sam is 12 years old. He has 30 stickers. In 3 years he will have 40 stickers. How many stickers "
     "does Sam have?"),
    ("age-and-more", "Sam is 12 years old and has 30 stickers. How many stickers does Sam have?"),
    # no verb before the possessive: 'Tim 6 pens' ends no noun phrase
    ("named-then-number", "Lily had 25 pens. Her uncle Tim 6 pens. How many pens does Lily have now?",
     "unparsed_sentence"),
    # Jack's shells before are never told
    ("two-objects-untold", "Max had 25 shells. He gave his cousin Jack 3 shells. How many shells does Jack have now?",
     "unknown_quantity"),
    # 'Her father' of Liam: no woman told
    ("cmp-wrong-possessive", "Liam picked 11 apples. Her father picked 4 more apples than Liam. How many apples did "
     "her father pick?", "unresolved_pronoun"),
    # another relation asked
    ("cmp-other-relation", "Liam picked 11 apples. His father picked 4 more apples than Liam. How many apples did his "
     "brother pick?", "unknown_entity"),
    # 'more' without 'than': 4 further, or 4 more than Liam?
    ("cmp-more-no-than", "Liam picked 11 apples. His father picked 4 more apples. How many apples did his father "
     "pick?"),
    # a thing's age: not a person
    ("age-of-a-thing", "The tree is 9 years old. It has 30 apples. How many apples does the tree have?"),
    # a title with no name
    ("title-no-name", "Mr. has 5 apples. He buys 3 more apples. How many apples does he have now?"),
    ("title-then-how", "Sam gave 5 apples to Mr. How many apples does Sam have?"),
    # a verb after a title is no surname
    ("title-verb", "Mr. Cook has 5 apples. He buys 3 more apples. How many apples does Mr. Cook have now?"),
    # Mr. Black's stickers before are never told
    ("title-untold-base", "Dr. White has 30 stickers. She gives 4 stickers to Mr. Black. How many stickers does "
     "Mr. Black have now?", "unknown_quantity"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
