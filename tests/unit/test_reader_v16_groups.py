"""Reader v16 groups (ADR 0334): parts of a told group, ages summed, a listed group that acts.

- group_parts.py: ``There are 30 students in the class. 13 of them are boys. How many girls …?`` — boys and girls
  split children (and kids, students), adults and children split people, by the pack's complement pairs, so the
  rest of the group is the other kind (a count or a fraction of them);
- age_stories.py: ``What is the sum of their ages?`` / ``How old are they together?`` and ``Together they are 30
  years old`` / ``The sum of their ages is 30`` (``they``: the two people told, never three), a sum beside a
  relation of the same two solved together;
- they_each.py: ``They each give 2 apples to Tom.`` — each member of everyone named alike (``Sam and Ann each give
  …`` likewise); without ``each`` (``They give Tom 3 apples``: 3 from each or 3 between them?) refused whatever is
  asked.

Every answer is worked out by hand from the text. The near misses must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # --- group parts: 30 − 13 = 17 girls
    ("boys-of-them", "There are 30 students in the class. 13 of them are boys. How many girls are in the class?",
     "17", "girls"),
    ("rest-told", "There are 30 students in the class. 13 are boys and the rest are girls. How many girls are there?",
     "17", "girls"),
    ("of-the-students", "There are 30 students in the class. 13 of the students are boys. How many girls are in the "
     "class?", "17", "girls"),
    # 24 − 11 = 13 boys
    ("children-girls-told", "There are 24 children in the park. 11 of them are girls. How many boys are in the park?",
     "13", "boys"),
    # pupils are students: 28 − 15 = 13
    ("pupils-past", "There were 28 pupils at the school. 15 of them were girls. How many of them were boys?",
     "13", "boys"),
    # the holder form: 25 − 12 = 13
    ("holder-has", "The class has 25 students. 12 of them are girls. How many boys does the class have?",
     "13", "boys"),
    ("owner-holder", "Mrs. Smith's class has 25 students. 12 of them are girls. How many boys are in the class?",
     "13", "boys"),
    # kids, comma before the rest: 40 − 18 = 22
    ("kids-rest-comma", "There are 40 kids. 18 of them are boys, and the rest are girls. How many girls are there?",
     "22", "girls"),
    # the told part asked: 13
    ("told-part-asked", "There are 30 students in the class. 13 of them are boys. How many boys are in the class?",
     "13", "boys"),
    ("students-are-girls", "There are 30 students in the class. 13 of them are boys. How many students are girls?",
     "17", "girls"),
    # all of them boys: 30 − 30 = 0
    ("no-girls", "There are 30 students in the class. 30 of them are boys. How many girls are in the class?",
     "0", "girls"),
    # 24 − 6 = 18
    ("students-are-boys", "The class has 24 students. 6 students are boys. How many girls are in the class?",
     "18", "girls"),
    # the rest told apart: 30 − 13 = 17
    ("rest-sentence", "There are 30 students in the class. 13 of them are boys. The rest are girls. How many girls are "
     "in the class?", "17", "girls"),
    # whole and part in one sentence: 30 − 13 = 17
    ("one-sentence-and", "There are 30 students in the class, and 13 of them are boys. How many girls are in the "
     "class?", "17", "girls"),
    ("in-a-class-of", "In a class of 30 students, 13 are boys. How many girls are in the class?", "17", "girls"),
    ("of-the-n", "Of the 30 students, 13 are girls. How many boys are there?", "17", "boys"),
    # fractions of the group: 24 × 1/2 = 12 girls, 24 − 12 = 12 boys
    ("half-of-them", "There are 24 students. Half of them are girls. How many boys are there?", "12", "boys"),
    # 30 × 2/5 = 12 boys, 30 − 12 = 18 girls
    ("two-fifths", "A class has 30 students. Two fifths of them are boys. How many girls are there?", "18", "girls"),
    ("half-the", "A class has 30 students. Half the students are boys. How many girls are there?", "15", "girls"),
    # adults and children split people: 60 × 2/3 = 40 adults, 60 − 40 = 20 children
    ("adults-children-fraction", "There were 60 people at the party. Two thirds of them were adults. How many "
     "children were at the party?", "20", "children"),
    # 30 − 12 = 18
    ("people-adults", "There are 30 people in the room. 12 of them are adults. How many children are in the room?",
     "18", "children"),
    # --- ages summed: 10 + 12 = 22
    ("sum-of-ages", "Sam is 10 years old. Ann is 12 years old. What is the sum of their ages?", "22", "years"),
    ("total-age", "Sam is 10 years old. Ann is 12 years old. What is their total age?", "22", "years"),
    ("old-together", "Sam is 10 years old. Ann is 12 years old. How old are they together?", "22", "years"),
    ("named-together", "Sam is 10 years old. Ann is 12 years old. How old are Sam and Ann together?", "22", "years"),
    # 10 + (10 − 3) = 17
    ("sister-younger-sum", "Sam is 10 years old. His sister is 3 years younger. What is the sum of their ages?",
     "17", "years"),
    # 30 − 10 = 20
    ("together-they", "Together they are 30 years old. Sam is 10. How old is Ann?", "20", "years"),
    ("listed-together", "Sam and Ann are 30 years old together. Sam is 10. How old is Ann?", "20", "years"),
    ("sum-is", "The sum of their ages is 30. Sam is 10 years old. How old is Ann?", "20", "years"),
    # 45 − 12 = 33
    ("in-total", "Tom and his mother are 45 years old in total. Tom is 12 years old. How old is his mother?",
     "33", "years"),
    # at a told time: (10 + 5) + (12 + 5) = 32; (10 − 3) + (12 − 3) = 16
    ("sum-in-years", "Sam is 10 years old. Ann is 12 years old. What will be the sum of their ages in 5 years?",
     "32", "years"),
    ("sum-lead-years", "Sam is 10 years old. Ann is 12 years old. In 5 years, what will be the sum of their ages?",
     "32", "years"),
    ("sum-years-ago", "Sam is 10 years old. Ann is 12 years old. What was the sum of their ages 3 years ago?",
     "16", "years"),
    # Sam's and Tom's ages: 30 − 12 = 18
    ("owners-sum-told", "The sum of Sam's and Tom's ages is 30. Sam is 12. How old is Tom?", "18", "years"),
    ("owners-sum-asked", "Sam is 10 years old. Ann is 12 years old. Bob is 3. What is the sum of Sam's and Ann's "
     "ages?", "22", "years"),
    # Sam + (Sam + 2) = 30 → Sam = 14
    ("sum-and-older", "Sam and Ann are 30 years old together. Ann is 2 years older than Sam. How old is Sam?",
     "14", "years"),
    # Sam + 3 × Sam = 40 → Sam = 10
    ("sum-and-times", "The sum of their ages is 40. Ann is 3 times as old as Sam. How old is Sam?", "10", "years"),
    # Sam + (Sam − 2) = 30 → Sam 16, Ann 14
    ("sum-and-younger", "Sam and Ann are 30 years old together. Ann is 2 years younger than Sam. How old is Ann?",
     "14", "years"),
    # --- they each: 5 − 2 = 3
    ("they-each-give", "Sam and Ann have 5 apples each. They each give 2 apples to Tom. How many apples does Sam "
     "have?", "3", "apples"),
    ("they-each-give-to", "Sam and Ann have 5 apples each. They each give Tom 2 apples. How many apples does Ann "
     "have?", "3", "apples"),
    # (5 − 2) + (5 − 2) = 6
    ("they-each-both-asked", "Sam and Ann have 5 apples each. They each give 2 apples to Tom. How many apples do Sam "
     "and Ann have?", "6", "apples"),
    # 4 − 2 = 2
    ("they-each-eat", "Sam has 5 apples. Ann has 4 apples. They each eat 2 apples. How many apples does Ann have?",
     "2", "apples"),
    # 6 − 2 = 4, three people
    ("they-each-three", "Sam has 5 apples. Ann has 4 apples. Bob has 6 apples. They each ate 2 apples. How many "
     "apples does Bob have?", "4", "apples"),
    # 5 + 3 = 8
    ("they-each-buy", "Sam and Ann each have 5 apples. They each buy 3 apples. How many apples does Sam have?",
     "8", "apples"),
    # the members listed in the sentence itself: 5 − 2 = 3; 4 − 2 = 2; 3 × 3 = 9
    ("listed-each-give", "Sam and Ann have 5 apples each. Sam and Ann each give 2 apples to Tom. How many apples does "
     "Sam have?", "3", "apples"),
    ("listed-each-eat", "Sam has 5 apples. Ann has 4 apples. Sam and Ann each eat 2 apples. How many apples does Ann "
     "have?", "2", "apples"),
    ("listed-three-each", "Sam, Bob, and Ann each bought 3 pencils. How many pencils did they buy in all?",
     "9", "pencils"),
    # today: his sister, not his friend, so 'He' is Tom: 5 + 3 − 2 = 6
    ("his-sister-he", "Tom has 5 apples. His sister gives him 3 apples. He eats 2. How many apples does Tom have?",
     "6", "apples"),
]

REFUSED = [
    # --- group parts
    ("teachers-asked", "There are 30 students in the class. 13 of them are boys. How many teachers are in the class?"),
    ("part-larger", "There are 30 students in the class. 31 of them are boys. How many girls are in the class?",
     "contradiction"),
    ("people-not-split", "There are 30 people in the class. 13 of them are boys. How many girls are in the class?"),
    ("players-not-split", "There are 30 players on the team. 13 of them are boys. How many girls are on the team?"),
    ("other-place", "There are 30 students in the class. 13 of them are boys. How many girls are in the gym?"),
    ("place-not-told", "There are 30 students. 13 of them are boys. How many girls are in the class?"),
    ("tall-short", "There are 30 students in the class. 13 of them are tall. How many are short?"),
    ("rest-third-kind", "There are 30 students in the class. 13 are boys and the rest are teachers. How many teachers "
     "are there?"),
    ("third-kind-told", "There are 30 students in the class. 13 of them are boys. 5 are teachers. How many girls are "
     "there?"),
    ("rest-same-kind", "There are 30 students in the class. 13 are boys and the rest are boys. How many girls are "
     "there?"),
    ("men-women", "There are 30 adults in the room. 13 of them are men. How many women are in the room?"),
    ("rest-sentence-same", "There are 30 students in the class. 13 of them are boys. The rest are boys. How many "
     "girls are in the class?"),
    ("rest-sentence-third", "There are 30 students in the class. 13 of them are boys. The rest are teachers. How many "
     "teachers are in the class?"),
    ("other-whole-are", "The class has 24 students. 6 children are boys. How many girls are in the class?"),
    ("in-a-class-of-people", "In a class of 30 people, 13 are boys. How many girls are there?"),
    ("in-a-class-other-place", "In a class of 30 students, 13 are boys. How many girls are in the gym?"),
    ("one-sentence-larger", "There are 30 students in the class, and 40 of them are boys. How many girls are in the "
     "class?", "contradiction"),
    ("half-not-whole", "There are 25 students. Half of them are girls. How many boys are there?",
     "fractional_count"),
    ("people-boys", "There are 30 people in the room. 12 of them are boys. How many girls are in the room?"),
    ("people-kids", "There are 30 people in the room. 12 of them are adults. How many kids are in the room?"),
    ("students-adults", "There are 30 students. 12 of them are adults. How many children are there?"),
    # --- ages summed
    ("owner-untold", "Sam is 10 years old. Ann is 12 years old. What is the sum of Sam's and Bob's ages?"),
    ("sum-relation-half", "Together they are 31 years old. Ann is 2 years older than Sam. How old is Sam?",
     "fractional_count"),
    ("sum-relation-negative", "Sam and Ann are 30 years old together. Ann is 40 years older than Sam. How old is "
     "Sam?", "contradiction"),
    ("three-people-their", "Sam is 10 years old. Ann is 12 years old. Bob is 5 years old. What is the sum of their "
     "ages?", "ambiguous_reference"),
    ("three-people-they", "Together they are 30 years old. Sam is 10. Bob is 5. How old is Ann?",
     "ambiguous_reference"),
    ("one-person-their", "Sam is 10 years old. What is the sum of their ages?"),
    ("no-total-word", "They are 30 years old. Sam is 10. How old is Ann?"),
    ("sum-below-age", "Together they are 30 years old. Sam is 40. How old is Ann?", "contradiction"),
    ("sum-is-in-years", "Sam is 10 years old. Ann is 12 years old. What is the sum of their ages in 5 years?"),
    ("sum-before-born", "Sam is 10 years old. Ann is 12 years old. What was the sum of their ages 11 years ago?",
     "contradiction"),
    ("sum-will-no-time", "Sam is 10 years old. Ann is 12 years old. What will be the sum of their ages?"),
    ("old-are-they", "Sam is 10 years old. Ann is 12 years old. How old are they?"),
    # --- they without each, they over a smaller group, they with a pronoun
    ("they-give-member", "Sam and Ann have 5 apples each. They give 3 apples to Tom. How many apples does Sam have?",
     "unresolved_pronoun"),
    ("they-give-total", "Sam and Ann have 5 apples each. They give Tom 3 apples. How many apples do they have now?",
     "unresolved_pronoun"),
    ("they-each-member-named", "Sam and Ann have 5 apples each. They each give 2 apples to Ann. How many apples does "
     "Sam have?"),
    ("they-each-their", "Sam and Ann have 5 apples each. They each give 2 of their apples to Tom. How many apples "
     "does Sam have?"),
    ("they-each-recipient-told", "Tom has 3 apples. Sam and Ann have 5 apples each. They each give 2 apples to Tom. "
     "How many apples does Tom have?"),
    ("they-each-store", "Sam has 5 apples. The store has 4 apples. They each sell 2 apples. How many apples does Sam "
     "have?"),
    ("they-each-relation", "Sam has 5 apples. Sam's sister has 4 apples. They each eat 2 apples. How many apples does "
     "Sam have?"),
    ("they-each-smaller-group", "Sam gave Ann 3 apples. Tom has 5 apples. They each eat 1 apple. How many apples does "
     "Tom have?"),
    ("they-each-two-actions", "Sam and Ann have 5 apples each. They each eat 1 apple and give 2 apples to Tom. How "
     "many apples does Sam have?"),
    ("listed-each-member-named", "Sam and Ann each gave 2 pencils to Ann. How many pencils did Sam give?"),
    ("listed-each-twice", "Sam and Sam each bought 3 pencils. How many pencils did Sam buy?"),
    ("listed-each-two-things", "Sam and Ann each bought 3 pencils and 2 pens. How many pencils did Sam buy?"),
    # his friend: he is Tom or the friend (the friend's gender untold)
    ("his-friend-he", "Tom has 5 apples. His friend gives him 3 apples. He eats 2. How many apples does Tom have?",
     "unresolved_pronoun"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
