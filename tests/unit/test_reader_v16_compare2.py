"""Reader v16 comparison forms (ADR 0332): offset_multiples.py, appositive_comparisons.py, compared_prices.py,
kind_multiples.py.

- ``Tom has 3 more than twice as many cards as Sam``: a multiple with a difference on top (one compare_mul);
- ``Sam has 12 apples, [which is] 4 more than Tom [has]``: a holding and a comparison in one sentence;
- ``A pen costs 3 times as much as a pencil. A pencil costs $2. How much does a pen cost?``;
- ``The zoo has 14 lions and 3 times as many monkeys as lions`` (and the split form ``… It has …``).

Every answer is worked out by hand from the text. The near misses (a comparison whose other side is never told,
a count that is not whole, a pronoun two people fit, two kinds unrelated, ``more`` without a number, ``K times
more than``) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # offset multiples
    ("offset_more", "Tom has 3 more than twice as many cards as Sam. Sam has 5 cards. How many cards does Tom have?",
     "13", "cards"),  # 2 × 5 + 3
    ("offset_less", "Tom has 2 less than 3 times as many cards as Sam. Sam has 5 cards. "
     "How many cards does Tom have?", "13", "cards"),  # 3 × 5 − 2
    ("offset_half", "Tom has 5 fewer than half as many cards as Sam. Sam has 20 cards. "
     "How many cards does Tom have?", "5", "cards"),  # 20 / 2 − 5
    ("offset_told_first", "Sam has 6 stamps. Ann has 4 more than 3 times as many stamps as Sam. "
     "How many stamps does Ann have?", "22", "stamps"),  # 3 × 6 + 4
    ("offset_back", "Tom has 3 more than twice as many cards as Sam. Tom has 13 cards. "
     "How many cards does Sam have?", "5", "cards"),  # (13 − 3) / 2
    ("offset_total", "Tom has 3 more than twice as many cards as Sam. Sam has 5 cards. "
     "How many cards do Tom and Sam have altogether?", "18", "cards"),  # 13 + 5
    # appositive comparisons
    ("appos_more", "Sam has 12 apples, 4 more than Tom. How many apples does Tom have?", "8", "apples"),
    ("appos_which", "Sam has 12 apples, which is 4 more than Tom has. How many apples does Tom have?", "8", "apples"),
    ("appos_times", "Sam has 12 apples, 3 times as many as Tom. How many apples does Tom have?", "4", "apples"),
    ("appos_fewer", "Sam has 12 apples, 2 fewer than Tom. How many apples does Tom have?", "14", "apples"),
    ("appos_half", "Mary has 9 marbles, half as many as Ann does. How many marbles does Ann have?", "18", "marbles"),
    ("appos_past", "Sam had 12 apples, which was 4 more than Tom had. How many apples did Tom have?", "8", "apples"),
    ("appos_sum", "Sam has 12 apples, 4 more than Tom. How many apples do Sam and Tom have altogether?",
     "20", "apples"),  # 12 + 8
    # compared prices
    ("price_times", "A pen costs 3 times as much as a pencil. A pencil costs $2. How much does a pen cost?",
     "6", "dollars"),
    ("price_more", "A pen costs $1 more than a pencil. A pencil costs $2. How much does a pen cost?", "3", "dollars"),
    ("price_back", "A pen costs $6. A pen costs 3 times as much as a pencil. How much does a pencil cost?",
     "2", "dollars"),
    ("price_less_back", "A book costs $4 less than a toy. A book costs $5. How much does the toy cost?",
     "9", "dollars"),  # 5 + 4
    ("price_half_sum", "A pen costs half as much as a book. A book costs $5. How much do a pen and a book cost?",
     "7.5", "dollars"),  # 2.50 + 5
    ("price_past", "A pen cost twice as much as a ruler. A ruler cost $1.25. How much did the pen cost?",
     "2.5", "dollars"),
    ("price_unsaid", "A pencil costs $2. A pen costs 3 times as much. How much does a pen cost?", "6", "dollars"),
    ("price_unsaid_more", "A pencil costs $2. A pen costs $1 more. How much does a pen cost?", "3", "dollars"),
    ("price_and", "A pencil costs $2 and a pen costs $1 less. How much do a pen and a pencil cost?",
     "3", "dollars"),  # 1 + 2
    ("price_and_compared_first", "A pen costs 3 times as much as a pencil and a pencil costs $2. "
     "How much does a pen cost?", "6", "dollars"),
    # two kinds of one holder
    ("zoo_times", "The zoo has 14 lions and 3 times as many monkeys as lions. How many monkeys does the zoo have?",
     "42", "monkeys"),
    ("zoo_more", "The zoo has 14 lions and 5 more monkeys than lions. How many monkeys does the zoo have?",
     "19", "monkeys"),
    ("zoo_half", "The zoo has 14 lions and half as many tigers as lions. How many tigers does the zoo have?",
     "7", "tigers"),
    ("zoo_animals", "The zoo has 14 lions and half as many tigers as lions. How many animals does the zoo have?",
     "21", "animals"),
    ("zoo_both", "The zoo has 14 lions and 3 times as many monkeys as lions. "
     "How many lions and monkeys does the zoo have?", "56", "animals"),
    ("zoo_difference", "The zoo has 14 lions and 3 times as many monkeys as lions. "
     "How many more monkeys than lions does the zoo have?", "28", "monkeys"),
    ("kinds_name", "Sam has 12 apples and 4 fewer pears than apples. How many fruits does he have?",
     "20", "fruits"),  # 12 + 8
    ("kinds_mods", "Sam has 12 red pens and twice as many blue pens as red pens. How many pens does Sam have?",
     "36", "pens"),
    ("kinds_split", "The zoo has 14 lions. It has 3 times as many monkeys as lions. "
     "How many monkeys does the zoo have?", "42", "monkeys"),
    ("kinds_unsaid", "The zoo has 14 lions and 3 times as many monkeys. How many monkeys does the zoo have?",
     "42", "monkeys"),
    ("kinds_unsaid_total", "Sam has 12 apples and twice as many pears. How many fruits does Sam have?",
     "36", "fruits"),  # 12 + 24
    ("kinds_split_unsaid", "Sam has 12 apples. He has twice as many pears. How many pears does Sam have?",
     "24", "pears"),
]

REFUSED = [
    # a comparison whose other side is never told
    ("offset_untold", "Tom has 3 more than twice as many cards as Sam. How many cards does Tom have?"),
    ("price_untold", "A pen costs 3 times as much as a pencil. A ruler costs $2. How much does a pen cost?"),
    ("zoo_untold", "The zoo has 14 lions and 3 times as many monkeys as tigers. How many monkeys does the zoo have?"),
    ("price_third_asked", "A pen costs 3 times as much as a pencil. A pencil costs $2. How much does a ruler cost?"),
    # a count that is not whole, or less than nothing
    ("offset_not_whole", "Tom has 5 fewer than half as many cards as Sam. Sam has 21 cards. "
     "How many cards does Tom have?", "fractional_count"),
    ("offset_negative", "Tom has 15 fewer than half as many cards as Sam. Sam has 20 cards. "
     "How many cards does Tom have?", "negative_holding"),
    ("appos_not_whole", "Sam has 12 apples, 5 times as many as Tom. How many apples does Tom have?",
     "fractional_count"),
    ("appos_negative", "Sam has 12 apples, 14 more than Tom. How many apples does Tom have?", "negative_holding"),
    ("zoo_not_whole", "The zoo has 15 lions and half as many tigers as lions. How many tigers does the zoo have?",
     "fractional_count"),
    ("price_negative", "A pen costs $3 less than a pencil. A pencil costs $2. How much does a pen cost?"),
    # a pronoun two people fit, or one that fits no one
    ("offset_he_two", "Tom has 3 more than twice as many cards as Sam. Sam has 5 cards. He has 5 stamps. "
     "How many cards does Tom have?"),
    ("zoo_she", "Sam has 12 apples and 4 fewer pears than apples. How many pears does she have?"),
    ("kinds_split_other", "Sam has 12 apples. Tom has twice as many pears as apples. How many pears does Sam have?"),
    # two kinds unrelated, or not told apart
    ("kinds_unrelated", "Sam has 12 apples and twice as many cats as apples. How many animals does Sam have?"),
    ("kinds_not_apart", "Sam has 12 pens and twice as many blue pens as pens. How many pens does Sam have?"),
    ("kinds_asked_one", "The zoo has 14 lions and 3 times as many monkeys as lions. How many cats does the zoo have?"),
    # more without a number
    ("appos_no_number", "Sam has 12 apples, more than Tom. How many apples does Tom have?"),
    ("price_no_number", "A pen costs more than a pencil. A pencil costs $2. How much does a pen cost?"),
    ("zoo_no_number", "The zoo has 14 lions and more monkeys than lions. How many monkeys does the zoo have?"),
    # K times more than: 3× or 4×? refused
    ("appos_times_more", "Sam has 12 apples, 3 times more than Tom. How many apples does Tom have?",
     "unsupported_form"),
    ("price_times_more", "A pen costs 3 times more than a pencil. A pencil costs $2. How much does a pen cost?",
     "unsupported_form"),
    ("zoo_times_more", "The zoo has 14 lions and 3 times more monkeys than lions. How many monkeys does the zoo have?",
     "unsupported_form"),
    ("offset_times_more", "Tom has 3 more than 2 times more cards than Sam. Sam has 5 cards. "
     "How many cards does Tom have?"),
    ("price_unsaid_before", "A pen costs 3 times as much. A pencil costs $2. How much does a pen cost?"),
    ("price_unsaid_itself", "A pencil costs $2. A pencil costs 3 times as much. How much does a pencil cost?"),
    ("kinds_split_unsaid_other", "Sam has 12 apples. Tom has twice as many pears. How many pears does Tom have?"),
    ("kinds_more_unsaid", "Sam has 12 apples and 4 more pears. How many pears does Sam have?"),
    ("kinds_as_person", "Sam has 12 apples and twice as many pears as Tom. How many pears does Sam have?"),
    # other near misses
    ("appos_other_things", "Sam has 12 apples, 4 more pears than Tom. How many apples does Tom have?"),
    ("appos_tense", "Sam had 12 apples, which is 4 more than Tom had. How many apples did Tom have?"),
    ("appos_itself", "Sam has 12 apples, 4 more than Sam. How many apples does Tom have?"),
    ("appos_list", "Sam has 12 apples and 3 pears, 4 more than Tom. How many apples does Tom have?"),
    ("offset_two_units", "Tom has 3 cards more than twice as many cards as Sam. Sam has 5 cards. "
     "How many cards does Tom have?"),
    ("price_itself", "A pen costs 3 times as much as a pen. A pencil costs $2. How much does a pen cost?"),
    ("price_tenses", "A pen cost 3 times as much as a pencil. A pencil costs $2. How much does a pen cost?"),
    ("price_cents", "A pen costs 3 times as much as a pencil. A pencil costs 50 cents. How much does a pen cost?"),
    ("zoo_other_holder", "Sam has 12 apples and 4 fewer pears than apples. How many pears does Tom have?"),
    ("zoo_tense", "Sam had 12 apples and 4 fewer pears than apples. How many pears does Sam have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
