"""Red team 12 (ADR 0540): SVAMP-style variations of hand-written seed problems (evals/data/fresh/fresh_l.jsonl).

Wrong shape found and refused (the finding and its variants refuse, right neighbours still read):

1. fraction_wholes.check_fraction_after_fraction: ``Tom had 40 dollars. He spent a fourth of it on a book. Then he
   spent half of it on a pen. How much money does he have left?`` answered 15 (half of the 30 left). A school text
   that does not say ``the rest`` / ``what was left`` as often means half of the 40 told (40 − 10 − 20 = 10): the two
   wholes ADR 0308 already refuses when both fractions stand in one sentence. A fraction of the holder's whole (``of
   it``, ``of them``, ``of his money``, ``of his stickers``) after an earlier sentence took a fraction of the same
   holding now refuses (``ambiguous_reference``); ``the rest`` / ``what was left`` / ``what remained`` still read,
   a holding told again in between is the whole from there on, and a count before the fraction or ``again`` (the
   same act once more) keeps the story order (ADR 0308).
2. fraction_subjects.repair_fraction_subjects: ``Sam had 36 apples. A third of them were sold. Then he ate half of
   them.`` answered 12: the opening fraction is re-spelled as a count (``12 of them were sold``), which hid it from
   the guard above. A later statement with another fraction of the whole (not ``of the rest``) now leaves the text
   as written (refused as before the re-spelling).

3. event_multiples.read_event_multiple: ``Ann had 20 apples. She gave 5 apples to Bob. She ate 2 apples. She gave
   twice as many apples to Cy.`` answered 3 (Cy 10): with no ``as …``, twice the gift to Bob or the 2 just eaten?
   Another event of the same things by the same holder told after the compared one now refuses; ``as on <time>``
   still reads.

Every answer is worked by hand in its comment.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    ("one_fraction_of_it", "Tom had 40 dollars. He spent half of it. How many dollars does he have now?",
     "20"),  # 40 − 40/2
    ("fourth_of_it", "Pam had 80 dollars. She spent a fourth of it on a book. How much money does she have left?",
     "60"),  # 80 − 80/4
    ("half_then_half_of_what_was_left", "Tom had 40 dollars. He spent half of it. Then he spent half of what was "
     "left. How many dollars does he have now?", "10"),  # 40 − 20 = 20; 20 − 10 = 10
    ("fourth_then_half_of_the_rest", "Nick had 40 stickers. He gave a fourth of them to Ann. Then he gave half of "
     "the rest to Ben. How many stickers does Nick have now?", "15"),  # 40 − 10 = 30; 30 − 15 = 15
    ("count_then_half_of_his", "Tom had 40 stickers. He gave 10 stickers to Ann. Then he gave half of his stickers "
     "to Ben. How many stickers does he have left?", "15"),  # 40 − 10 = 30; 30 − 15 (story order, ADR 0308)
    ("told_again_between", "Tom had 40 stickers. He gave a fourth of his stickers to Ann. Then he had 30 stickers. "
     "He gave half of his stickers to Ben. How many stickers does he have left?", "15"),  # 30 − 30/2
    ("half_of_them_again", "Sam had 12 apples. He ate half of them. He ate half of them again. How many apples "
     "does Sam have?", "3"),  # the same act once more: 12 → 6 → 3 (ADR 0308's row)
    ("fraction_subject_then_count", "Sam had 36 apples. A third of them were sold. Then he ate 4 of them. How many "
     "apples does Sam have?", "20"),  # 36 − 12 = 24; 24 − 4 = 20
    ("fraction_subject_then_gain", "There were 36 birds in a tree. Two thirds of them flew away. Then 5 more birds "
     "came. How many birds are in the tree now?", "17"),  # 36 − 24 = 12; 12 + 5 = 17
    ("multiple_of_the_one_gift", "Ann had 20 apples. She gave 5 apples to Bob. She gave twice as many apples to "
     "Cy. How many apples does Ann have now?", "5"),  # 20 − 5 − 2 × 5
    ("multiple_as_on_monday", "On Monday Tom picked 5 apples. He ate 2 apples. On Tuesday he picked twice as many "
     "apples as on Monday. How many apples did he pick in all?", "15"),  # 5 + 2 × 5
    ("multiple_eaten_before", "Ann had 20 apples. She ate 2 apples. She gave 5 apples to Bob. She gave twice as "
     "many apples to Cy. How many apples does Ann have now?", "3"),  # 20 − 2 − 5 − 10: the gift is the last event
    ("fraction_rest_of_money", "Tom had 40 dollars. He spent half of it on a book. Then he spent half of what was "
     "left on a pen. How much money does he have left?", "10"),  # 40 − 20 − 10
]

REFUSED = [
    ("fourth_then_half_of_it", "Tom had 40 dollars. He spent a fourth of it on a book. Then he spent half of it on "
     "a pen. How much money does he have left?", "ambiguous_reference"),  # 15 (of the 30) or 10 (of the 40)?
    ("fourth_then_half_of_his_money", "Tom had 40 dollars. He spent a fourth of his money on a book. Then he spent "
     "half of his money on a pen. How much money does he have left?", "ambiguous_reference"),
    ("half_then_half_of_it", "Tom had 40 dollars. He spent half of it. Then he spent half of it. How many dollars "
     "does he have now?", "ambiguous_reference"),  # 10 or 0?
    ("fourth_then_half_of_his_stickers", "Tom had 40 stickers. He gave a fourth of his stickers to Ann. Then he gave "
     "half of his stickers to Ben. How many stickers does he have left?", "ambiguous_reference"),  # 15 or 10?
    ("half_then_third_of_them", "Sam had 36 apples. He sold half of them. Then he ate a third of his apples. "
     "How many apples does Sam have left?", "ambiguous_reference"),  # 12 (of the 18) or 6 (of the 36)?
    ("fraction_subject_then_fraction", "Sam had 36 apples. A third of them were sold. Then he ate half of them. "
     "How many apples does Sam have?"),  # 12 (half of the 24 left) or 6 (half of the 36)? (main answered 12)
    ("sold_third_then_fourth", "Sam had 36 apples. He sold a third of them on Monday. On Tuesday he sold a fourth "
     "of them. How many apples does he have left?", "ambiguous_reference"),  # 18 (main) or 15?
    ("fourth_then_fourth_of_it", "Tom had 40 dollars. He spent a fourth of it on a book. He spent a fourth of it on "
     "a pen. How much money does he have left?", "ambiguous_reference"),  # 22.5 (main) or 20?
    ("multiple_after_other_event", "Ann had 20 apples. She gave 5 apples to Bob. She ate 2 apples. She gave twice "
     "as many apples to Cy. How many apples does Ann have now?", "ambiguous_reference"),  # Cy 10 or 4? (main: 3)
    ("multiple_picked_after_eaten", "On Monday Tom picked 5 apples. He ate 2 apples. On Tuesday he picked twice as "
     "many apples. How many apples did he pick in all?", "ambiguous_reference"),  # 15 or 9?
    ("fraction_count_fraction", "Tom had 40 dollars. He spent a fourth of it on a book. He spent 2 dollars on "
     "lunch. Then he spent half of his money on a pen. How much money does he have left?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
