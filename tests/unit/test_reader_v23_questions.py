"""Questions the question reader did not take (reader v23, ADR 0545): ``How many more <things> did X <verb> than Y?``
after two compared events (event_differences.py), a sum asked on its own (``What is 60 divided by 5?``,
bare_arithmetic.py), a speed spelled in its units (``How many miles per hour did she run?``, speed_units.py), and
``How much longer is the red ribbon?`` with no ``than`` after exactly two things measured (elided_than.py), and
``How much was each plant?`` re-spelled as ``How much did each plant cost?`` (each_prices.py), and ``How many cupcakes
[do not] have sprinkles?`` after ``A third of them have sprinkles`` (feature_questions.py), and ``How many apples does
Ann have more than Bob?`` re-spelled as ``How many more apples does Ann have than Bob?`` (trailing_more.py), and
``How many more toys are in the first box?`` with no ``than`` (elided_places.py), and ``that day`` closing the
question after a story told in parts of one day (that_day.py).

Answers below are worked by hand; the generated tests read a sample of the seeded generators below (golds computed
here by formula, never by the reader). ``python tests/unit/test_reader_v23_questions.py N`` reads N texts per form.
"""
from __future__ import annotations

import random
import sys
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack
from domain.reader import Solved, read

PACK = load_pack()

SOLVED = [
    # --- event_differences.py: 46 + 12 = 58 push-ups; 58 − 46 = 12 (fresh_c c198)
    ("diff-more-than", "Zachary did 46 push-ups. David did 12 more push-ups than Zachary. How many more push-ups did "
     "David do than Zachary?", "12", "push-ups"),
    # 3 × 12 = 36; 36 − 12 = 24 (fresh-d-e035)
    ("diff-times", "Jack collected 12 leaves. Jill collected 3 times as many leaves as Jack. How many more leaves did "
     "Jill collect than Jack?", "24", "leaves"),
    # 30 − 8 = 22; fewer: 30 − 22 = 8
    ("diff-fewer", "Mia baked 30 cookies. Leo baked 8 fewer cookies than Mia. How many fewer cookies did Leo bake than "
     "Mia?", "8", "cookies"),
    # twice 15 = 30; Ravi picked 30 − 15 = 15 fewer; "than Lena did"
    ("diff-fewer-did", "Ravi picked 15 apples. Lena picked twice as many apples as Ravi. How many fewer apples did Ravi "
     "pick than Lena did?", "15", "apples"),
    # 3 × 4 = 12; 12 − 4 = 8 (a relation of the first person)
    ("diff-relation", "Liam caught 4 fish. His father caught 3 times as many fish as Liam. How many more fish did his "
     "father catch than Liam?", "8", "fish"),
    # half of 20 = 10; 20 − 10 = 10 (the first person asked as the larger)
    ("diff-half", "Tom found 20 shells. Zoe found half as many shells as Tom. How many more shells did Tom find than "
     "Zoe?", "10", "shells"),
    # the comparison told first (ADR 0365): Sam 2 + 3 = 5; 5 − 2 = 3
    ("diff-reversed", "Sam ate 3 more apples than Ann. Ann ate 2 apples. How many more apples did Sam eat than Ann?",
     "3", "apples"),
    # no things in the question: 30 + 4 = 34; 34 − 30 = 4
    ("diff-no-things", "Ann read 30 pages. Ben read 4 more pages than Ann. How many more did Ben read than Ann?", "4",
     "pages"),
    # --- bare_arithmetic.py: 60 ÷ 5 = 12 (fresh-h-044)
    ("bare-divided", "What is 60 divided by 5?", "12", ""),
    # 6 × 7 = 42 (fresh-h-164)
    ("bare-times", "What is 6 times 7?", "42", ""),
    # 18 + 25 = 43
    ("bare-how-much-plus", "How much is 18 plus 25?", "43", ""),
    # 14 + 9 = 23
    ("bare-sum-of", "What is the sum of 14 and 9?", "23", ""),
    # 7 ÷ 2 = 3.5
    ("bare-half-quotient", "What was 7 divided by 2?", "3.5", ""),
    # 2.5 × 4 = 10
    ("bare-decimal", "What is 2.5 times 4?", "10", ""),
    # number words: 6 × 7 = 42
    ("bare-words", "What is six times seven?", "42", ""),
    # --- speed_units.py: 15 ÷ 3 = 5 miles per hour (fresh_c c237)
    ("speed-per-before", "Stephanie ran 15 miles in 3 hours. How many miles per hour did she run?", "5", ""),
    # the same, "per hour" ending the question
    ("speed-per-after", "Stephanie ran 15 miles in 3 hours. How many miles did she run per hour?", "5", ""),
    # 120 ÷ 2 = 60, "an hour"
    ("speed-an-hour", "Tom drove 120 miles in 2 hours. How many miles an hour did he drive?", "60", ""),
    # 12 ÷ 4 = 3 kilometers per hour
    ("speed-km", "Ann walked 12 kilometers in 4 hours. How many kilometers per hour did Ann walk?", "3", ""),
    # 18 ÷ 2 = 9
    ("speed-rode", "Ben rode 18 miles in 2 hours. How many miles per hour did Ben ride?", "9", ""),
    # a present habit: 6 ÷ 2 = 3
    ("speed-does", "Ann walks 6 miles in 2 hours. How many miles per hour does Ann walk?", "3", ""),
    # the told speed asked back in its own units: 40
    ("speed-told", "Tom drove for 2 hours at 40 miles per hour. How many miles an hour did he drive?", "40", ""),
    # --- elided_than.py: two things measured, no "than": 25 − 14 = 11 (fresh-e-q016)
    ("elided-ribbon", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. How much longer is the red "
     "ribbon?", "11", "inches"),
    # 3.2 − 2.35 = 0.85 (fresh-i-254)
    ("elided-pumpkin", "Quill's pumpkin weighs 3.2 kilograms and Rae's pumpkin weighs 2.35 kilograms. How much heavier "
     "is Quill's pumpkin?", "0.85", "kilograms"),
    # a lesser comparative: 25 − 14 = 11
    ("elided-shorter", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. How much shorter is the blue "
     "ribbon?", "11", "inches"),
    # people: 150 − 138 = 12
    ("elided-taller", "Ben is 150 centimeters tall. Cal is 138 centimeters tall. How much taller is Ben?", "12",
     "centimeters"),
    # the second thing asked: 12 − 8 = 4
    ("elided-second", "A green rope is 8 feet long. A yellow rope is 12 feet long. How much longer is the yellow "
     "rope?", "4", "feet"),
    # "How much more does X weigh?": 67 − 52 = 15
    ("elided-weigh", "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much more does Anne weigh?", "15",
     "pounds"),
    # --- each_prices.py: 27 ÷ 3 = 9 (fresh-i-038)
    ("each-was-plant", "Gaia bought 3 identical plants for 27 dollars. How much was each plant?", "9", "dollars"),
    # 12 ÷ 4 = 3, present
    ("each-is-pen", "4 pens cost $12. How much is each pen?", "3", "dollars"),
    # 40 ÷ 5 = 8
    ("each-was-ticket", "Ann bought 5 tickets for 40 dollars. How much was each ticket?", "8", "dollars"),
    # the pens' price among two purchases: 12 ÷ 4 = 3
    ("each-of-two-buys", "Tom bought 4 pens for $12 and 2 books for $10. How much was each pen?", "3", "dollars"),
    # a modifier before the thing: 40 ÷ 5 = 8
    ("each-modified", "Ann bought 5 movie tickets for 40 dollars. How much was each movie ticket?", "8", "dollars"),
    # a pack's price: 12 ÷ 6 = 2
    ("each-pack", "A pack of 6 pens costs $12. How much is each pen?", "2", "dollars"),
    # not whole: 42 ÷ 5 = 8.4
    ("each-decimal", "Ann buys 5 tickets for $42. How much is each ticket?", "8.4", "dollars"),
    # --- feature_questions.py: a third of 24 = 8 (fresh-e-p022)
    ("feature-have", "There are 24 cupcakes on a plate. A third of them have sprinkles. How many cupcakes have "
     "sprinkles?", "8", "cupcakes"),
    # 24 − 8 = 16 (fresh-e-p023)
    ("feature-do-not", "There are 24 cupcakes on a plate. A third of them have sprinkles. How many cupcakes do not "
     "have sprinkles?", "16", "cupcakes"),
    # don't: 24 − 8 = 16
    ("feature-dont", "There are 24 cupcakes on a plate. A third of them have sprinkles. How many cupcakes don't have "
     "sprinkles?", "16", "cupcakes"),
    # "3 had spots": 3
    ("feature-had", "Kim had 8 puppies and 3 had spots. How many puppies had spots?", "3", "puppies"),
    # 8 − 3 = 5
    ("feature-did-not", "Kim had 8 puppies and 3 had spots. How many puppies did not have spots?", "5", "puppies"),
    # a holder's marbles: 10 − 4 = 6
    ("feature-holder", "Sam has 10 marbles and 4 have stripes. How many marbles do not have stripes?", "6", "marbles"),
    # a number part: 8
    ("feature-number-part", "There are 24 cupcakes on a plate. 8 of them have sprinkles. How many cupcakes have "
     "sprinkles?", "8", "cupcakes"),
    # --- trailing_more.py: 12 − 5 = 7 (fresh-g-638)
    ("trailing-more", "Ann has 12 apples. Bob has 5 apples. How many apples does Ann have more than Bob?", "7",
     "apples"),
    # fewer: 12 − 5 = 7
    ("trailing-fewer", "Ann has 12 apples. Bob has 5 apples. How many apples does Bob have fewer than Ann?", "7",
     "apples"),
    # an event verb: 20 − 12 = 8
    ("trailing-picked", "Zoe picked 20 cherries. Sam picked 12 cherries. How many cherries did Zoe pick more than "
     "Sam?", "8", "cherries"),
    # other names and things: 40 − 25 = 15
    ("trailing-stamps", "Omar has 40 stamps. Lena has 25 stamps. How many stamps does Omar have more than Lena?", "15",
     "stamps"),
    # the compared events of compared_events: 46 + 12 − 46 = 12
    ("trailing-events", "Zachary did 46 push-ups. David did 12 more push-ups than Zachary. How many push-ups did David "
     "do more than Zachary?", "12", "push-ups"),
    # --- elided_places.py: 25 − 18 = 7 (fresh-h-446)
    ("place-first-box", "The first box has 25 toys and the second box has 18 toys. How many more toys are in the first "
     "box?", "7", "toys"),
    # there-statements: 20 − 16 = 4
    ("place-top-shelf", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many more books are "
     "on the top shelf?", "4", "books"),
    # 34 − 33 = 1
    ("place-gym", "There are 34 students in the gym and 33 students in the library. How many more students are in the "
     "gym?", "1", "students"),
    # 14 − 9 = 5
    ("place-basket", "The red basket has 14 apples and the blue basket has 9 apples. How many more apples are in the red "
     "basket?", "5", "apples"),
    # "are there in": 12 − 7 = 5
    ("place-there", "There are 12 fish in the big tank and 7 fish in the small tank. How many more fish are there in "
     "the big tank?", "5", "fish"),
    # --- that_day.py: 29 + 37 = 66 (fresh-h-059)
    ("that-day-bakery", "A bakery sold 29 loaves of bread in the morning and 37 loaves in the afternoon. How many loaves "
     "did it sell that day?", "66", "loaves"),
    # two sentences: 12 + 9 = 21
    ("that-day-picked", "Ann picked 12 apples in the morning. She picked 9 apples in the afternoon. How many apples did "
     "Ann pick that day?", "21", "apples"),
    # 8 + 11 = 19
    ("that-day-lemonade", "Tom sold 8 cups of lemonade in the morning and 11 cups in the afternoon. How many cups did "
     "Tom sell that day?", "19", "cups"),
    # a holding before the day's events: 12 + 9 = 21 picked
    ("that-day-held-before", "Ann had 5 apples. She picked 12 apples in the morning and 9 apples in the afternoon. How "
     "many apples did she pick that day?", "21", "apples"),
    # morning and evening: 4 + 6 = 10
    ("that-day-evening", "Ravi read 4 books in the morning and 6 books in the evening. How many books did Ravi read "
     "that day?", "10", "books"),
]

REFUSED = [
    # difference: the question says Jack did more, the story says fewer
    ("diff-wrong-way", "Jack collected 12 leaves. Jill collected 3 times as many leaves as Jack. How many more leaves "
     "did Jack collect than Jill?", "contradiction"),
    # difference: no 'than' (more than whom, or further ones?)
    ("diff-no-than", "Zachary did 46 push-ups. David did 12 more push-ups than Zachary. How many more push-ups did "
     "David do?"),
    # difference: a pronoun after 'than'
    ("diff-than-he", "Jack collected 12 leaves. Jill collected 4 fewer leaves than Jack. How many more leaves did Jack "
     "collect than he did?"),
    # difference: other things
    ("diff-other-things", "Jack collected 12 leaves. Jill collected 4 fewer leaves than Jack. How many more apples did "
     "Jack collect than Jill?"),
    # difference: another verb
    ("diff-other-verb", "Jack collected 12 leaves. Jill collected 4 fewer leaves than Jack. How many more leaves did "
     "Jack pick than Jill?"),
    # difference: a third person
    ("diff-third", "Zachary did 46 push-ups. David did 12 more push-ups than Zachary. How many more push-ups did David "
     "do than Tom?"),
    # difference: the same person twice
    ("diff-same", "Zachary did 46 push-ups. David did 12 more push-ups than Zachary. How many more push-ups did David "
     "do than David?"),
    # difference: words after
    ("diff-words-after", "Jack collected 12 leaves. Jill collected 4 fewer leaves than Jack. How many more leaves did "
     "Jack collect than Jill on Monday?"),
    # bare: a quotient no decimal states
    ("bare-third", "What is 1 divided by 3?", "unsupported_form"),
    # bare: division by zero
    ("bare-zero", "What is 5 divided by 0?", "division_by_zero"),
    # bare: two operations (which order?)
    ("bare-two-ops", "What is 6 times 7 plus 2?"),
    # bare: a number of things
    ("bare-things", "What is 6 apples times 7?"),
    # bare: money
    ("bare-money", "What is $6 times 7?"),
    # bare: a story before (the numbers may mean something this module does not read)
    ("bare-story", "Sam has 3 apples. What is 6 times 7?"),
    # bare: no second number
    ("bare-no-second", "What is 6 times?"),
    # bare: three numbers summed
    ("bare-sum-three", "What is the sum of 3, 4 and 5?"),
    # bare: minus is no pack word
    ("bare-minus", "What is 13 minus 5?", "unknown_word"),
    # speed: units that are not the trip's
    ("speed-km-after-miles", "Stephanie ran 15 miles in 3 hours. How many kilometers per hour did she run?",
     "unit_mismatch"),
    ("speed-per-minute", "Stephanie ran 15 miles in 3 hours. How many miles per minute did she run?", "unit_mismatch"),
    ("speed-minutes-told", "Stephanie ran 15 miles in 90 minutes. How many miles per hour did she run?",
     "unit_mismatch"),
    # speed: no time told
    ("speed-no-time", "Stephanie ran 15 miles. How many miles per hour did she run?"),
    # speed: a hypothetical trip
    ("speed-will", "Stephanie ran 15 miles in 3 hours. How many miles per hour will she run?"),
    ("speed-in-span", "Stephanie ran 15 miles in 3 hours. How many miles per hour did she run in 2 hours?"),
    # speed: words after
    ("speed-today", "Stephanie ran 15 miles in 3 hours. How many miles did she run per hour today?"),
    # speed: a plural time unit
    ("speed-per-hours", "Ann walked 6 miles in 2 hours. How many miles per hours did Ann walk?"),
    # speed: a quotient no decimal states
    ("speed-thirds", "Stephanie ran 10 miles in 3 hours. How many miles per hour did she run?"),
    # speed: someone else
    ("speed-other", "Stephanie ran 15 miles in 3 hours. How many miles per hour did Tom run?"),
    # elided than: three things measured (compared with which?)
    ("elided-three", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. A green ribbon is 10 inches "
     "long. How much longer is the red ribbon?", "ambiguous_reference"),
    # elided than: the asked one is the shorter
    ("elided-not-longer", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. How much longer is the "
     "blue ribbon?", "unknown_quantity"),
    # elided than: a thing never measured
    ("elided-unmeasured", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. How much longer is the "
     "green ribbon?"),
    # elided than: two tenses (then, or now?)
    ("elided-tenses", "Tom was 40 inches tall. Anne is 38 inches tall. How much taller is Tom?"),
    # elided than: two units (which to answer in?)
    ("elided-units", "A red ribbon is 25 inches long. A blue ribbon is 14 feet long. How much longer is the red "
     "ribbon?"),
    # elided than: words after
    ("elided-now", "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. How much longer is the red ribbon "
     "now?"),
    # each price: no price told
    ("each-no-price", "Ann bought 5 tickets. How much was each ticket?"),
    # each price: a weight in the story (a weight or a price?)
    ("each-weight-story", "Ann bought 3 bags of rice for 27 dollars. Each bag weighs 2 pounds. How much was each bag?"),
    ("each-weights", "3 bags weigh 27 pounds. How much was each bag?"),
    # each price: a thing nobody bought
    ("each-untold-thing", "Ann bought 5 tickets for 40 dollars and 2 books for 10 dollars. How much was each pen?"),
    # each price: "each of them", "worth"
    ("each-of-them", "Ann bought 5 tickets for 40 dollars. How much was each of them?"),
    ("each-worth", "Ann bought 5 tickets for 40 dollars. How much was each ticket worth?"),
    # each price: a quotient no decimal states
    ("each-thirds", "Ann bought 3 tickets for 10 dollars. How much was each ticket?", "unsupported_form"),
    # feature: another feature than the told one
    ("feature-other", "Kim had 8 puppies and 3 had spots. How many puppies had stripes?"),
    # feature: other things
    ("feature-other-things", "Kim had 8 puppies and 3 had spots. How many kittens had spots?"),
    # feature: no part told
    ("feature-untold", "Kim had 8 puppies. How many puppies had spots?"),
    # feature: words after
    ("feature-words-after", "Kim had 8 puppies and 3 had spots. How many puppies had spots yesterday?"),
    # feature: some of them sold, of no stated kind (among the spotted ones or not?)
    ("feature-sold", "Kim had 8 puppies and 3 had spots. She sold 2 puppies. How many puppies have spots?",
     "ambiguous_reference"),
    # feature: some eaten, of no stated kind
    ("feature-eaten", "There are 24 cupcakes on a plate. A third of them have sprinkles. Tom ate 5 cupcakes. How many "
     "cupcakes have sprinkles?", "ambiguous_reference"),
    # feature: another holder's things of no stated kind
    ("feature-other-holder", "Sam has 10 marbles and 4 have stripes. Ann has 6 marbles. How many marbles do not have "
     "stripes?", "ambiguous_reference"),
    # feature: a part larger than the whole
    ("feature-too-many", "There are 24 cupcakes on a plate. 30 of them have sprinkles. How many cupcakes do not have "
     "sprinkles?", "negative_holding"),
    # trailing more: a number after 'than'
    ("trailing-number", "Ann has 12 apples. Bob has 5 apples. How many apples does Ann have more than 5?"),
    # trailing more: the smaller one asked as more
    ("trailing-wrong-way", "Ann has 12 apples. Bob has 5 apples. How many apples does Bob have more than Ann?",
     "negative_holding"),
    # trailing more: 'more' twice
    ("trailing-twice", "Ann has 12 apples. Bob has 5 apples. How many more apples does Ann have more than Bob?"),
    # trailing more: someone never told
    ("trailing-untold", "Ann has 12 apples. Bob has 5 apples. How many apples does Ann have more than Tom?"),
    # trailing more: a goal, not a difference (left as written)
    ("trailing-goal", "Ann has 12 cards. Bob has 20 cards. How many cards does Ann need to have more than Bob?"),
    # elided place: the smaller one asked as more
    ("place-wrong-way", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many more books are "
     "on the bottom shelf?", "negative_holding"),
    # elided place: three places (than which?)
    ("place-three", "There are 20 books on the top shelf. There are 16 books on the bottom shelf. There are 5 books on "
     "the middle shelf. How many more books are on the top shelf?"),
    # elided place: one place only
    ("place-one", "There are 20 books on the top shelf. How many more books are on the top shelf?"),
    # elided place: things added there (how many added, or than the other box?)
    ("place-added", "The first box has 25 toys and the second box has 18 toys. Sam added 4 toys to the first box. How "
     "many more toys are in the first box?"),
    # elided place: another kind in the same place (than those, or than the other place?)
    ("place-sibling-kind", "There are 5 red apples and 3 green apples in the box and 2 red apples in the bag. How many "
     "more red apples are in the box?", "ambiguous_reference"),
    # elided place: fewer is not read
    ("place-fewer", "There are 20 books on the top shelf and 16 books on the bottom shelf. How many fewer books are on "
     "the bottom shelf?"),
    # elided place: other things in the other place
    ("place-other-things", "There are 20 books on the top shelf and 16 pens on the bottom shelf. How many more books "
     "are on the top shelf?"),
    # that day: a day named (which day?)
    ("that-day-monday", "Ann picked 12 apples on Monday and 9 apples in the afternoon. How many apples did Ann pick "
     "that day?"),
    # that day: two days
    ("that-day-next-day", "Ann picked 12 apples in the morning and 9 apples the next day. How many apples did Ann pick "
     "that day?"),
    # that day: no part of a day told
    ("that-day-untimed", "Ann picked 12 apples. How many apples did Ann pick that day?"),
    # that day: a holding asked after changes (before or after?)
    ("that-day-have", "Ann had 5 apples. She picked 12 apples in the morning and ate 3 apples at lunch. How many apples "
     "did Ann have that day?"),
    # that day: a span in the story
    ("that-day-each", "Ann picks 12 apples each morning and 9 apples in the afternoon. How many apples did Ann pick "
     "that day?"),
    # trailing more: other things held by the other
    ("trailing-other-things", "Ann has 12 apples. Bob has 5 pears. How many apples does Ann have more than Bob?"),
]

test_questions_solved = solved_cases(SOLVED, PACK)
test_questions_refused = refused_cases(REFUSED, PACK)


# ---- generators: (text, gold or None); None = no answer follows from the text (must refuse) ----
_PEOPLE = [("Tom", "he"), ("Ann", "she"), ("Ben", "he"), ("Zoe", "she"), ("Ravi", "he"), ("Lena", "she"),
           ("Omar", "he"), ("Mia", "she")]
_VERBS = [("collected", "collect"), ("picked", "pick"), ("baked", "bake"), ("found", "find"), ("made", "make"),
          ("caught", "catch"), ("read", "read")]
_THINGS = {"collect": ["leaves", "shells", "stamps"], "pick": ["apples", "flowers", "cherries"],
           "bake": ["cookies", "muffins", "pies"], "find": ["shells", "coins", "rocks"], "make": ["cards", "bracelets"],
           "catch": ["fish"], "read": ["pages", "books"]}


def _event_diff(rng):
    """A's count, B's by more/fewer/times, a difference asked (golds by formula)."""
    (a, _), (b, _) = rng.sample(_PEOPLE, 2)
    past, base = rng.choice(_VERBS)
    things = rng.choice(_THINGS[base])
    n = rng.randint(2, 60)
    kind = rng.choice(["more", "fewer", "times"])
    if kind == "times":
        k = rng.randint(2, 5)
        second, bn = f"{b} {past} {k} times as many {things} as {a}.", n * k
    else:
        m = rng.randint(1, n - 1 if kind == "fewer" else 30)
        second, bn = f"{b} {past} {m} {kind} {things} than {a}.", n + m if kind == "more" else n - m
    x, y = (b, a) if rng.random() < 0.5 else (a, b)
    word = rng.choice(["more", "fewer"])
    asked_things, asked_verb, than = things, base, y
    shape = rng.random()
    if shape < 0.06:
        asked_things = "apples" if things != "apples" else "pears"
    elif shape < 0.12:
        asked_verb = "eat" if base != "eat" else "bake"
    elif shape < 0.16:
        than = rng.choice([p for p, _ in _PEOPLE if p not in (a, b)])
    counts = {a: n, b: bn}
    gold = counts[x] - counts[y] if word == "more" else counts[y] - counts[x]
    if shape < 0.16 or gold <= 0:
        gold = None
    text = f"{a} {past} {n} {things}. {second} How many {word} {asked_things} did {x} {asked_verb} than {than}?"
    return text, None if gold is None else Fraction(gold)


def _bare(rng):
    """One operation on two numbers (golds by formula; None: a quotient no decimal states, a zero divisor)."""
    a, b = rng.randint(0, 200), rng.randint(0, 50)
    shape = rng.random()
    if shape < 0.3:
        return f"What is {a} plus {b}?", Fraction(a + b)
    if shape < 0.45:
        return f"What is the sum of {a} and {b}?", Fraction(a + b)
    if shape < 0.7:
        return f"{rng.choice(['What is', 'How much is', 'What was'])} {a} times {b}?", Fraction(a * b)
    if shape < 0.95:
        q = Fraction(a, b) if b else None
        d = q.denominator if q is not None else 3
        while d % 2 == 0:
            d //= 2
        while d % 5 == 0:
            d //= 5
        return f"What is {a} divided by {b}?", q if q is not None and d == 1 else None
    return f"What is {a} times {b} plus {a}?", None


def _speed(rng):
    """A trip's distance in its time, the speed asked in spelled units (golds by formula)."""
    name, pron = rng.choice(_PEOPLE)
    past, base = rng.choice([("walked", "walk"), ("ran", "run"), ("drove", "drive"), ("rode", "ride"),
                             ("hiked", "hike")])
    dist = rng.choice(["miles", "kilometers"])
    t = rng.randint(1, 8)
    d = t * rng.randint(1, 60) if rng.random() < 0.8 else rng.randint(1, 200)
    hours = "hour" if t == 1 else "hours"
    asked_dist, asked_time = dist, "hour"
    shape = rng.random()
    if shape < 0.08:
        asked_dist = "kilometers" if dist == "miles" else "miles"
    elif shape < 0.14:
        asked_time = "minute"
    who = rng.choice([name, pron])
    if rng.random() < 0.5:
        q = f"How many {asked_dist} {rng.choice(['per', 'an'])} {asked_time} did {who} {base}?"
    else:
        q = f"How many {asked_dist} did {who} {base} per {asked_time}?"
    gold = Fraction(d, t)
    den = gold.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    if shape < 0.14 or den != 1:
        gold = None
    return f"{name} {past} {d} {dist} in {t} {hours}. {q}", gold


_COLOURS = ["red", "blue", "green", "yellow", "white"]


def _elided(rng):
    """Two or three measured things, one compared with no 'than' (golds by formula; None unless exactly two)."""
    noun = rng.choice(["ribbon", "rope", "pencil", "stick"])
    unit = rng.choice(["inches", "feet", "centimeters"])
    colours = rng.sample(_COLOURS, 3 if rng.random() < 0.15 else 2)
    lengths = [rng.randint(2, 90) for _ in colours]
    told = " ".join(f"A {c} {noun} is {n} {unit} long." for c, n in zip(colours, lengths))
    i = rng.randrange(len(colours))
    longer = rng.random() < 0.6
    q = f"How much {'longer' if longer else 'shorter'} is the {colours[i]} {noun}?"
    gold = None
    if len(colours) == 2:
        diff = lengths[i] - lengths[1 - i] if longer else lengths[1 - i] - lengths[i]
        gold = Fraction(diff) if diff > 0 else None
    return f"{told} {q}", gold


_BOUGHT = [("ticket", "tickets"), ("pen", "pens"), ("book", "books"), ("plant", "plants"), ("toy", "toys")]


def _each_price(rng):
    """N things bought for T dollars, one's price asked with is/was (golds by formula; None: no price, a weight told,
    a thing not bought, a quotient no decimal states)."""
    name, _ = rng.choice(_PEOPLE)
    (sg, pl), (osg, _) = rng.sample(_BOUGHT, 2)
    n = rng.randint(2, 9)
    total = n * rng.randint(1, 20) if rng.random() < 0.7 else rng.randint(2, 150)
    past = rng.random() < 0.5
    verb, be = ("bought", "was") if past else ("buys", "is")
    money = rng.choice([f"{total} dollars", f"${total}"])
    story = f"{name} {verb} {n} {pl} for {money}."
    asked = sg
    gold = Fraction(total, n)
    shape = rng.random()
    if shape < 0.08:
        story = f"{name} {verb} {n} {pl}."
        gold = None
    elif shape < 0.14:
        story += f" Each {sg} weighs 2 pounds."
        gold = None
    elif shape < 0.2:
        asked = osg
        gold = None
    if gold is not None:
        den = gold.denominator
        for p in (2, 5):
            while den % p == 0:
                den //= p
        gold = gold if den == 1 else None
    return f"{story} How much {be} each {asked}?", gold


_FEATURED = [("cupcakes", "sprinkles"), ("puppies", "spots"), ("marbles", "stripes"), ("cookies", "sprinkles"),
             ("kittens", "spots")]


def _feature(rng):
    """N things, a part of them having a feature (a number or a fraction), the part or the rest asked (golds by
    formula; None: another feature asked, a loss of no kind after the part)."""
    things, feature = rng.choice(_FEATURED)
    name, _ = rng.choice(_PEOPLE)
    d = rng.choice([2, 3, 4, 5])
    n = d * rng.randint(1, 12)
    if rng.random() < 0.5:
        part_text, part = f"{rng.choice(['A', 'One'])} {['', '', 'half', 'third', 'fourth', 'fifth'][d]} of them", n // d
        if d == 2:
            part_text = "Half of them"
    else:
        part = rng.randint(0, n)
        part_text = f"{part} of them"
    story = rng.choice([f"There are {n} {things} on a plate.", f"{name} has {n} {things}."])
    story += f" {part_text} have {feature}."
    negated = rng.random() < 0.5
    asked_feature = feature
    gold = Fraction(n - part if negated else part)
    shape = rng.random()
    if shape < 0.08:
        asked_feature = "stripes" if feature != "stripes" else "spots"
        gold = None
    elif shape < 0.14:
        story += f" {rng.randint(1, n)} {things} were given away."
        gold = None
    verb = rng.choice(["do not have", "don't have"]) if negated else "have"
    q = f"How many {things} {verb} {asked_feature}?"
    return f"{story} {q}", gold


def _trailing(rng):
    """Two holdings (or two people's events), a difference asked with 'more|fewer' after the verb (golds by
    formula; None: the wrong way round, someone never told, other things)."""
    (a, _), (b, _), (c, _) = rng.sample(_PEOPLE, 3)
    things = rng.choice(["apples", "stamps", "marbles", "cards", "shells"])
    x, y = rng.randint(1, 60), rng.randint(1, 60)
    if rng.random() < 0.5:
        story, verb = f"{a} has {x} {things}. {b} has {y} {things}.", ("does", "have")
    else:
        past, base = rng.choice([("collected", "collect"), ("found", "find"), ("picked", "pick")])
        story, verb = f"{a} {past} {x} {things}. {b} {past} {y} {things}.", ("did", base)
    first, second = (a, b) if rng.random() < 0.5 else (b, a)
    word = rng.choice(["more", "fewer"])
    counts = {a: x, b: y}
    gold = counts[first] - counts[second] if word == "more" else counts[second] - counts[first]
    shape = rng.random()
    if shape < 0.1:
        second = c
    # equal counts: 0 more (the older difference reading answers 0 for "How many more … than …?" too)
    gold = Fraction(gold) if gold >= 0 and shape >= 0.1 else None
    return f"{story} How many {things} {verb[0]} {first} {verb[1]} {word} than {second}?", gold


_PLACES = [("on", "shelf", ["top", "bottom", "middle"]), ("in", "box", ["first", "second", "third"]),
           ("in", "tank", ["big", "small", "new"]), ("in", "basket", ["red", "blue", "green"])]


def _place_diff(rng):
    """Two (or three) places holding things, one asked 'how many more … are <place>?' (golds by formula; None:
    three places, the smaller asked, things added)."""
    prep, noun, adjs = rng.choice(_PLACES)
    things = rng.choice(["books", "toys", "apples", "marbles"])
    k = 3 if rng.random() < 0.12 else 2
    names = adjs[:k]
    counts = [rng.randint(1, 60) for _ in names]
    story = " ".join(f"There are {c} {things} {prep} the {a} {noun}." for a, c in zip(names, counts))
    i = rng.randrange(k)
    gold = Fraction(counts[i] - counts[1 - i]) if k == 2 and counts[i] >= counts[1 - i] else None
    if rng.random() < 0.08:
        story += f" Tom put {rng.randint(1, 9)} {things} {prep} the {names[i]} {noun}."
        gold = None
    return f"{story} How many more {things} are {prep} the {names[i]} {noun}?", gold


def _that_day(rng):
    """Events at two or three parts of one day, 'that day' asked (golds by formula; None: a day named, another day)."""
    name, pron = rng.choice(_PEOPLE)
    past, base = rng.choice([("picked", "pick"), ("sold", "sell"), ("baked", "bake"), ("collected", "collect")])
    things = rng.choice(["apples", "cookies", "stamps", "shells"])
    parts = rng.sample(["in the morning", "in the afternoon", "in the evening"], rng.choice([2, 3]))
    counts = [rng.randint(1, 50) for _ in parts]
    story = " ".join(f"{name if k == 0 else pron.capitalize()} {past} {c} {things} {p}."
                     for k, (c, p) in enumerate(zip(counts, parts)))
    gold = Fraction(sum(counts))
    shape = rng.random()
    if shape < 0.08:
        story = story.replace(parts[0], "on Monday", 1)
        gold = None
    elif shape < 0.14:
        story += f" {pron.capitalize()} {past} {rng.randint(1, 9)} {things} the next day."
        gold = None
    return f"{story} How many {things} did {rng.choice([name, pron])} {base} that day?", gold


FORMS = {"event_diff": _event_diff, "bare": _bare, "speed": _speed, "elided": _elided, "each_price": _each_price,
         "feature": _feature, "trailing": _trailing, "places": _place_diff, "that_day": _that_day}


def test_questions_generated_sample():
    for seed, make in enumerate(FORMS.values()):
        assert wrong_in_sample(make, 545 + seed, 200, PACK) == []


def _answer(text):
    result = read(text, PACK)
    return Fraction(result.answer) if isinstance(result, Solved) else None


def test_metamorphic_scaling_and_renaming():
    """Scaling every number of a difference by k scales the answer by k; renaming the people keeps it; swapping the
    operands of a sum or product keeps it; a speed's distance scaled by k scales the answer by k."""
    base = ("Zachary did 46 push-ups. David did 12 more push-ups than Zachary. How many more push-ups did David do "
            "than Zachary?")
    assert _answer(base) == 12
    for k in (2, 3, 5):
        assert _answer(base.replace("46", str(46 * k)).replace("12", str(12 * k))) == 12 * k
    assert _answer(base.replace("Zachary", "Omar").replace("David", "Lena")) == 12
    for a, b in ((6, 7), (13, 29), (0, 4)):
        for op in ("plus", "times"):
            assert _answer(f"What is {a} {op} {b}?") == _answer(f"What is {b} {op} {a}?") is not None
    speed = "Stephanie ran {} miles in 3 hours. How many miles per hour did she run?"
    for k in (1, 2, 4):
        assert _answer(speed.format(15 * k)) == 5 * k
    # elided than: the comparative turned round and the other thing asked gives the same difference
    pair = "A red ribbon is 25 inches long. A blue ribbon is 14 inches long. "
    assert _answer(pair + "How much longer is the red ribbon?") == _answer(pair + "How much shorter is the blue "
                                                                                 "ribbon?") == 11
    # elided place: the same difference as with "than in the other place"
    shelves = "There are 20 books on the top shelf and 16 books on the bottom shelf. How many more books are on the top "
    assert _answer(shelves + "shelf?") == _answer(shelves + "shelf than on the bottom shelf?") == 4
    # that day: the same answer as "in all"
    day = "Ann picked 12 apples in the morning and 9 apples in the afternoon. How many apples did Ann pick "
    assert _answer(day + "that day?") == _answer(day + "in all?") == 21
    # feature: the part and the rest add up to the whole, for any whole
    for n in (12, 30, 60):
        told = f"There are {n} cupcakes on a plate. A third of them have sprinkles. How many cupcakes "
        assert _answer(told + "have sprinkles?") + _answer(told + "do not have sprinkles?") == n


if __name__ == "__main__":  # by hand: N texts per form, 0 wrong and 0 crashes expected
    from domain.reader import Refused

    per_form = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    for seed, (label, make) in enumerate(FORMS.items()):
        rng = random.Random(1545 + seed)
        texts = {}
        answered = wrong = 0
        for _ in range(per_form):
            text, gold = make(rng)
            texts[text] = gold
            result = read(text, PACK)
            if isinstance(result, Refused):
                continue
            answered += 1
            if gold is None or Fraction(result.answer) != gold:
                wrong += 1
                print("WRONG", label, text, gold, result.answer)
        print(f"{label}: {per_form} read, {len(texts)} distinct, {answered} answered, {wrong} wrong")
