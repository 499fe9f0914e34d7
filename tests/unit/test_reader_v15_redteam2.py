"""Reader v15 red team 2 (ADR 0319): the v15 forms (ADRs 0300–0313) crossed with older constructions and
distractors by generators outside the repository (330,000 probes, answers computed by the generator). Each shape
that answered wrongly has rows here: the wrong answer now refuses, and its neighbours read as before. Every
answer is worked out by hand; these rows are also the regression set of the hand-written problems of this change.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- they_totals (ADR 0312): everyone named is tied together by a comparison
    # Tom = 3S, Ann = S + 2; 3S + S + S + 2 = 47, S = 9; Ann = 11
    ("they-three-tied", "Tom has 3 times as many cards as Sam. Ann has 2 more cards than Sam. They have 47 cards in "
     "all. How many cards does Ann have?", "11", "cards"),
    # they = Sam and Ann (Carol not named yet): 4A + A = 115, A = 23
    ("they-third-named-after", "Sam has 4 times as many shells as Ann. They have 115 shells in all. Carol has 5 "
     "shells. How many shells does Ann have?", "23", "shells"),
    # Ann = 3B; 3B + B = 48, B = 12
    ("they-relation", "Ann has 3 times as many stamps as her brother Ben. They have 48 stamps in all. How many stamps "
     "does Ben have?", "12", "stamps"),
    # T = 3S; 4S = 48, S = 12
    ("they-two", "Tom has 3 times as many cards as Sam. They have 48 cards in all. How many cards does Sam have?",
     "12", "cards"),
    # -- another holder's container: Jack's own books move; Amy holds none
    # 9 - 3 = 6
    ("put-in-other-bag-putter", "Jack has 9 books. He put 3 books in Amy's bag. How many books does Jack have now?",
     "6", "books"),
    # her own bag: the put moves them out of her hands (the project's reading of a put); 29 - 3 = 26
    ("put-in-own-bag", "Amy has 29 books. She put 3 books in her bag. How many books does Amy have now?",
     "26", "books"),
    # -- prep_pronouns (ADR 0304): `from him` is the one prior person other than the subject; 41 - 10 = 31
    ("from-him-same-gender", "Sam has 41 stickers. Ben took 10 stickers from him. How many stickers does Sam have "
     "now?", "31", "stickers"),
    # him = Omar (Jack is the subject): Jack 8 + 10 = 18
    ("from-him-taker", "Omar has 22 cards. Jack has 8 cards. Jack took 10 cards from him. How many cards does Jack "
     "have now?", "18", "cards"),
    # `He` fixes Ken's gender: 48 - 16 = 32
    ("his-bag-known", "Ken has 48 apples. He put 16 apples in his bag. How many apples does Ken have now?",
     "32", "apples"),
    # `her` is an object here, not an owner: 90 - 67 = 23
    ("her-object-unknown-giver", "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. "
     "How many flowers did Andre give to Rosa?", "23", "flowers"),
    # -- price_differences (ADR 0300): a spending on something else changes neither price; 9 - 6 = 3
    ("price-other-spending", "Joan spent $9 on a toy and $6 on a book. She spent $3 on lunch. How much more did Joan "
     "spend on the toy than on the book?", "3", "dollars"),
    # 9.05 - 6.21 = 2.84
    ("price-bought", "Joan bought a toy for $9.05 and a book for $6.21. How much more did the toy cost than the book?",
     "2.84", "dollars"),
    # -- held_to_share (ADR 0304): the story's last statement; 32 / 4 = 8
    ("share-last-statement", "A teacher had 20 stickers. She bought 12 more. She has 32 stickers to share equally "
     "among 4 students. How many stickers will each student get?", "8", "stickers"),
    # -- period_spans (ADR 0304): 14 days are 2 weeks; 8 * 2 = 16
    ("week-rate-over-days", "Liam picked 8 apples per week for 14 days. How many apples did Liam pick?",
     "16", "apples"),
]

REFUSED = [
    # Carol is tied to nobody: they = all three (Ann 22) or the two compared (Ann 23)?
    ("they-isolated-first", "Carol has 5 shells. Sam has 4 times as many shells as Ann. They have 115 shells in all. "
     "How many shells does Ann have?", "unresolved_pronoun"),
    ("they-isolated-between", "Sam has 4 times as many shells as Ann. Carol has 5 shells. They have 120 shells in "
     "all. How many shells does Ann have?", "unresolved_pronoun"),
    ("they-isolated-together", "Fred has 5 books. Sam has 4 times as many books as Tom. Together, they have 15 books. "
     "How many books does Tom have?", "unparsed_sentence"),
    # Tom's books may be in his bag: 11 or 25? (answered 25)
    ("took-out-of-his-bag", "Tom has 25 books. Ann took 14 books out of his bag. How many books does Tom have now?",
     "ambiguous_reference"),
    ("took-from-her-bag", "Amy has 29 books. Jack took 3 books from her bag. How many books does Amy have now?",
     "ambiguous_reference"),
    ("put-in-her-bag", "Amy has 29 books. Jack put 3 books in her bag. How many books does Amy have now?",
     "ambiguous_reference"),
    # Ken is no pack name: `her bag` was bound to him (answered 48)
    ("her-bag-unknown-subject", "Ann has 48 apples. Ken took 16 apples out of her bag. How many apples does Ann have "
     "now?", "unresolved_pronoun"),
    # the book cost 6 + 3 (answered 3)
    ("price-more-on-the-book", "Joan spent $9 on a toy and $6 on a book. She spent $3 more on the book. How much more "
     "did Joan spend on the toy than on the book?"),
    ("price-more-on-the-toy", "Joan spent $9 on a toy. She spent $6 on a book. She spent $2 more on the toy. How much "
     "more did Joan spend on the toy than on the book?"),
    ("price-spent-more", "Joan bought a toy for $9 and a book for $6. She spent $3 more. How much more did the toy "
     "cost than the book?"),
]

REFUSED += [
    # the sharing is still to come: 32 or 40 shared? (answered 8)
    ("share-then-buy", "A teacher has 32 stickers to share equally among 4 students. She buys 8 more stickers. How "
     "many stickers will each student get?", "unparsed_sentence"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
