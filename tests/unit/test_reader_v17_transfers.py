"""Reader v17 (ADR 0363): a giving asked from its other side, a recipient's start from a later holding, a
fraction with its numerator in digits.

v16 refused `How many kittens did Jessica get?` after `He gave 3 kittens to Jessica` and `How many kittens did he
give away?` after givings with a recipient (no statement matched the asked verb); the question is now re-spelled
as the giving (transfer_questions.py). `Drew gave 9 pencils to Al. Al now has 21 pencils. How many did Al have
before?` was solved but not verified (the verifier started Al from zero, so no start was recorded); a person given
things starts from an unknown in both now, and an untold start that comes out negative refuses. `1 fourth of them`
reads as `one fourth of them` (fraction_parts.py).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # what the recipient got: the giving to her, 3
    ("get", "Tim had 18 kittens. He gave 3 kittens to Jessica and 6 kittens to Sara. How many kittens did Jessica "
            "get?", "3", "kittens"),
    # 12 × 1/4 = 3
    ("get-fraction", "Tom has 12 pencils. He gives one fourth of his pencils to Sam. How many pencils does Sam get?",
     "3", "pencils"),
    # two givers: 5 + 3 = 8
    ("get-two-givers", "Mia gave Leo 5 shells and Sam gave Leo 3 shells. How many shells did Leo get?", "8", "shells"),
    # v18 (ADR 0394): refused here ("'they'/total after a transfer"); both counts were told before the gift, so
    # the gift between them keeps the total: 56 + 12 = 68
    ("they-total", "Jack had 56 marbles. Ben had 12 marbles. Jack gave 15 marbles to Ben. How many marbles do they "
                   "have together now?", "68", "marbles"),
    # some given: 20 − 12 = 8
    ("get-some", "Ann had 20 stickers. She gave some stickers to Sam. Now she has 12 stickers. How many stickers did "
                 "Sam get?", "8", "stickers"),
    # all but 5 of 20: 15
    ("get-all-but", "Ann had 20 apples. She gave all but 5 apples to Bob. How many apples did Bob get?", "15",
     "apples"),
    ("receive-kin", "Tim had 18 kittens. He gave 3 kittens to his sister. How many kittens did she receive?", "3",
     "kittens"),
    # a holding of the recipient told: what she got is still the giving (3)
    ("get-held", "Tim had 18 kittens. He gave 3 kittens to Jessica. Jessica has 10 kittens now. How many kittens "
                 "did Jessica get?", "3", "kittens"),
    ("get-unheld-giver", "Ann had 20 apples. Bob gave 5 apples to Cy. How many apples did Cy get?", "5", "apples"),
    # from one of two givers: 2
    ("get-from", "Tim had 18 kittens. He gave 3 kittens to Jessica. Sara gave 2 kittens to Jessica. How many kittens "
                 "did Jessica get from Sara?", "2", "kittens"),
    # 20 × 2/5 = 8
    ("get-digits", "Tom had 20 apples. He gave 2 fifths of them to Ann. How many apples did Ann get?", "8", "apples"),
    # given away: 3 + 6 = 9
    ("away", "Tim had 18 kittens. He gave 3 kittens to Jessica and 6 kittens to Sara. How many kittens did he give "
             "away?", "9", "kittens"),
    # 7 + 4 = 11
    ("away-in-all", "Carlos had 23 pencils. He gave 7 pencils to Dana and 4 pencils to Eli. How many pencils did "
                    "Carlos give away in all?", "11", "pencils"),
    ("away-one", "Mia had 14 shells. She gave 5 shells to Leo. How many shells did Mia give away?", "5", "shells"),
    # what each was given, compared: 8 − 5 = 3
    ("more-get", "Tom had 30 stickers. He gave 5 stickers to Ann and 8 stickers to Ben. How many more stickers did Ben "
                 "get than Ann?", "3", "stickers"),
    # two givers, two verbs of giving: 8 − 5 = 3
    ("more-get-two-givers", "Tom had 30 stickers. He gave 5 stickers to Ann. Sam sent 8 stickers to Ben. How many "
                            "more stickers did Ben receive than Ann?", "3", "stickers"),
    # the recipient's start: 21 − 9 = 12
    ("before", "Drew had 27 pencils. He gave 9 pencils to Al. Al now has 21 pencils. How many pencils did Al have "
               "before?", "12", "pencils"),
    # 10 − 3 = 7
    ("before-kin", "Mo gave 3 fish to his sister. His sister now has 10 fish. How many fish did his sister have "
                   "before?", "7", "fish"),
    # 25 − 7 = 18
    ("before-indirect", "Lily gave Bob 7 stickers. Now Bob has 25 stickers. How many stickers did Bob have before?",
     "18", "stickers"),
    # the giver's holding beside the recipient's: 12 − 3 = 9
    ("giver-now", "Mo had 12 fish. He gave 3 fish to his sister. His sister now has 10 fish. How many fish does Mo "
                  "have now?", "9", "fish"),
    # how many got shares of a told total: 28 ÷ 4 = 7
    ("counted-away", "Tess gave away 28 stickers. She gave 4 stickers to each of her friends. How many friends got "
                     "stickers?", "7", "friends"),
    # 30 ÷ 3 = 10 (40 held, 30 given)
    ("counted-each-got", "Tom had 40 pencils. He gave 30 pencils to his students. Each student got 3 pencils. How "
                         "many students got pencils?", "10", "students"),
    ("counted-of-them", "Tom gave 30 pencils to his students. He gave 3 pencils to each of them. How many students "
                        "did Tom give pencils to?", "10", "students"),
    # 24 ÷ 6 = 4
    ("counted-handed-out", "Ann handed out 24 cookies in all. She handed 6 cookies to each child. How many children "
                           "got cookies?", "4", "children"),
    # the rest after the subject's own loss or giving: 10 − 3 = 7
    ("rest", "Sam had 10 apples. He ate 3 of them and gave the rest to Ann. How many apples did Ann get?", "7",
     "apples"),
    # 40 − 10 = 30, half of it given: 30 − 15 = 15
    ("half-of-rest", "Nick had 40 stickers. He gave 10 stickers to Ann. Then he gave half of the rest to Ben. How many "
                     "stickers does Nick have now?", "15", "stickers"),
    # 40 − 20 = 20, 20 − 10 = 10
    ("half-of-rest-fraction", "Tom had 40 cards. He gave half of them to Ann. Then he gave half of the rest to Bob. "
                              "How many cards does Tom have now?", "10", "cards"),
    # the rest given on in the same sentence: 20 − 10 = 10, half of it 5
    ("gapped-half-rest", "Pam had 20 stickers. She gave half of her stickers to Ty and half of the rest to Uri. How "
                         "many stickers did Uri get?", "5", "stickers"),
    # 20 − 4 = 16
    ("gapped-rest", "Pam had 20 stickers. She gave 4 stickers to Ty and the rest to Uri. How many stickers did Uri "
                    "get?", "16", "stickers"),
    # the members' count told in a sentence of its own: 20 − 2 × 3 = 14
    ("told-members-after", "Ann had 20 apples. She gave 2 apples to each friend. She has 3 friends. How many apples "
                           "does Ann have now?", "14", "apples"),
    ("told-members-before", "Ann had 20 apples. She has 3 friends. She gave 2 apples to each of her friends. How many "
                            "apples does Ann have now?", "14", "apples"),
    # 2 × 3 = 6
    ("told-members-away", "Ann has 3 friends. She gave 2 apples to each friend. How many apples did she give away?",
     "6", "apples"),
    # 20 − 5 × 3 = 5
    ("each-to-members", "Ann had 20 apples. She gave 5 apples each to her 3 friends. How many apples does Ann have "
                        "left?", "5", "apples"),
    # a holding told with a closing "before" after the one giving: 8 + 6 = 14
    ("had-before", "Jack had 14 apples. He gave 6 apples to Mary. Mary had 8 apples before. How many apples does Mary "
                   "have now?", "14", "apples"),
    # got from a person: 9 + 5 = 14 (the verifier starts Mia from an unknown, as the solver)
    ("had-before-received", "Mia received 5 shells from Leo. She had 9 shells before. How many shells does Mia have "
                            "now?", "14", "shells"),
    # 28 − 6 = 22
    ("got-from-before", "Jill got 6 crayons from Sam. Now Jill has 28 crayons. How many crayons did Jill have "
                        "before?", "22", "crayons"),
    # each of a counted group giving alike to the story's one person: 20 + 5 × 3 = 35
    ("each-giver", "Ann had 20 apples. Each of her 3 friends gave her 5 apples. How many apples does Ann have now?",
     "35", "apples"),
    ("each-giver-to", "Ann had 4 apples. Each of her 3 friends gave 2 apples to Ann. How many apples does Ann have "
                      "now?", "10", "apples"),
    # some given on by the same giving, solved from the later holding: 20 − 3 − 12 = 5
    ("gapped-some", "Sam had 20 apples. He gave 3 apples to Ann and some to Mia. Now he has 12 apples. How many apples "
                    "did Mia get?", "5", "apples"),
    # both gave: 4 + 3 + 3 = 10
    ("both-givers", "Cy had 4 apples. Both Ann and Bob gave 3 apples to Cy. How many apples does Cy have now?", "10",
     "apples"),
    # twice as many as her own last giving: 5 × 2 = 10
    ("twice-as-many", "Ann had 20 apples. She gave 5 apples to Bob. She gave twice as many apples to Cy. How many "
                      "apples did Cy get?", "10", "apples"),
    # 20 − 5 − 10 = 5
    ("gapped-twice", "Sam had 20 apples. He gave 5 apples to Tom and twice as many to Ann. How many apples does he "
                     "have left?", "5", "apples"),
    # the particle after the object: 5 − 2 = 3; 10 − 4 + 4 = 10; 10 − 4 + 2 = 8
    ("gave-away-split", "Sam had 5 kittens. He gave 2 kittens away. How many kittens does Sam have?", "3", "kittens"),
    ("gave-back", "Sam had 10 pens. He gave 4 pens to Ann. Later Ann gave 4 pens back to Sam. How many pens does Sam "
                  "have now?", "10", "pens"),
    ("gave-back-him", "Sam had 10 pens. He gave 4 pens to Ann. Later Ann gave 2 pens back to him. How many pens does "
                      "Sam have now?", "8", "pens"),
    # 48 − 48 × 1/4 = 36
    ("digits-fourth", "Lucy had 48 pieces of candy. She gave 1 fourth of them to Sam. How many pieces of candy does "
                      "she have left?", "36", "pieces"),
    # 80 − 80 × 3/4 = 20
    ("digits-fourths", "A store had 80 shirts. It sold 3 fourths of them. How many shirts are left?", "20", "shirts"),
    # 20 − 20 × 2/5 = 12
    ("digits-fifths", "Tom had 20 apples. He ate 2 fifths of them. How many apples does he have left?", "12",
     "apples"),
]

REFUSED = [
    # the recipient's start is never told
    ("holding-unknown-start", "Mia had 14 shells. She gave 5 shells to Leo. How many shells does Leo have now?",
     "unknown_quantity"),
    ("holding-fraction", "Tom had 40 cards. He gave half of them to Ann. How many cards does Ann have now?",
     "unknown_quantity"),
    ("passes-on-holding", "Ann gave Bob 3 pens. Bob gave Cy 2 pens. How many pens does Bob have now?",
     "unknown_quantity"),
    # the recipient got more by a verb of her own (v16 answered 2)
    ("get-and-got", "Tim gave Jessica 3 kittens. Jessica got 2 kittens from Sara. How many kittens did Jessica get?",
     "ambiguous_reference"),
    ("get-and-bought", "Tim had 18 kittens. He gave 3 kittens to Jessica. Jessica bought 2 kittens. How many kittens "
                       "did Jessica get?", "ambiguous_reference"),
    # a recipient who passes things on
    ("get-passes-on", "Tim had 18 kittens. He gave 3 kittens to Jessica. Jessica gave 1 kitten to Sara. How many "
                      "kittens did Jessica get?", "ambiguous_reference"),
    # a loan, two verbs
    ("get-lent", "Tim had 18 kittens. He lent 3 kittens to Jessica. How many kittens did Jessica get?",
     "ambiguous_reference"),
    ("get-two-verbs", "Tim had 18 kittens. He gave 3 kittens to Jessica. He handed 2 kittens to Jessica. How many "
                      "kittens did Jessica get?", "ambiguous_reference"),
    # given away with and without a recipient (v16 answered 3)
    ("away-mixed", "Tim had 18 kittens. He gave away 3 kittens. He gave 5 kittens to Jessica. How many kittens did "
                   "he give away?", "ambiguous_reference"),
    ("away-sold", "Tim had 18 kittens. He sold 3 kittens to Jessica. How many kittens did he give away?",
     "ambiguous_reference"),
    ("away-put", "Tim had 18 kittens. He put 3 kittens in the box. How many kittens did he give away?",
     "ambiguous_reference"),
    # two givers counted together
    ("away-they", "Tim had 18 kittens. He gave 3 kittens to Jessica. Sara gave 2 kittens to Jessica. How many kittens "
                  "did they give away?"),
    # more given than held; a part not whole
    ("get-too-many", "Tim had 18 kittens. He gave 30 kittens to Jessica. How many kittens did Jessica get?",
     "negative_holding"),
    ("get-half-odd", "Tim had 17 kittens. He gave half of them to Jessica. How many kittens did Jessica get?",
     "fractional_count"),
    # a later holding smaller than the giving: the untold start would be negative
    ("before-negative", "Pam had 21 stickers. She gave 19 stickers to Ann. Now Ann has 9 stickers. How many stickers "
                        "did Ann have before?", "negative_holding"),
    ("get-contradicted", "Drew has 40 marbles. He gives 3 fourths of them to Pam. Pam now has 13 marbles. How many "
                         "marbles did Pam get?", "negative_holding"),
    # compared: the other way round is negative; one side not a giving; one side passing things on
    ("more-get-negative", "Tom had 30 stickers. He gave 5 stickers to Ann and 8 stickers to Ben. How many more "
                          "stickers did Ann get than Ben?", "negative_holding"),
    ("more-get-not-given", "Tom had 30 stickers. He gave 5 stickers to Ann. Ben got 8 stickers from Sam. How many "
                           "more stickers did Ben get than Ann?", "ambiguous_reference"),
    ("more-get-passes-on", "Tom had 30 stickers. He gave 5 stickers to Ann and 8 stickers to Ben. Ben gave 2 stickers "
                           "to Ann. How many more stickers did Ben get than Ann?", "ambiguous_reference"),
    ("more-get-giver", "Tom had 30 stickers. He gave 5 stickers to Ann and 8 stickers to Ben. How many more stickers "
                       "did Ben get than Tom?", "ambiguous_reference"),
    ("more-get-future", "Tom had 30 stickers. He gave 5 stickers to Ann. He will give 8 stickers to Ben. How many "
                        "more stickers did Ben get than Ann?", "ambiguous_reference"),
    # the holdings compared: starts never told
    ("more-have", "Tom had 30 stickers. He gave 5 stickers to Ann and 8 stickers to Ben. How many more stickers does "
                  "Ben have than Ann?", "unknown_quantity"),
    # counted recipients: the total held is not the total given; shares that do not use it up; more given than
    # held; another giver; whose friends; the members told otherwise
    ("counted-held-only", "Tess has 28 stickers. She gives 4 stickers to each of her friends. How many friends get "
                          "stickers?"),
    ("counted-remainder", "Tess gave away 28 stickers. She gave 5 stickers to each of her friends. How many friends "
                          "got stickers?", "fractional_count"),
    ("counted-too-many", "Tom had 20 pencils. He gave 30 pencils to his students. Each student got 3 pencils. How "
                         "many students got pencils?", "negative_holding"),
    ("counted-other-giver", "Tess gave away 28 stickers. Sam gave 4 stickers to each of his friends. How many friends "
                            "got stickers?"),
    ("counted-whose", "Tess gave away 28 stickers. He gave 4 stickers to each of her friends. How many friends got "
                      "stickers?"),
    ("counted-other-members", "Tess gave away 28 stickers. She gave 4 stickers to each of her friends. How many "
                              "classmates got stickers?", "unit_mismatch"),
    ("counted-no-recipient", "Tess gave 28 stickers. She gave 4 stickers to each friend. How many friends got "
                             "stickers?"),
    # the rest of what? first in the story, after a gain, after someone else's giving, beside another kind
    ("rest-first", "Tom had 12 apples. He gave the rest to Ann. How many apples did Ann get?", "unparsed_sentence"),
    ("rest-after-gain", "Tom had 12 apples. He bought 3 apples. He gave the rest to Ann. How many apples did Ann get?",
     "unparsed_sentence"),
    ("rest-other-giver", "Tom had 12 apples. He gave 3 apples to Ann. Ann gave the rest to Sam. How many apples did "
                         "Sam get?", "unparsed_sentence"),
    ("rest-two-kinds", "Tom had 12 apples and 5 pears. He ate 3 apples and gave the rest to Ann. How many apples did "
                       "Ann get?", "unparsed_sentence"),
    ("rest-odd-third", "Tom had 13 apples. He ate 3 apples. He gave a third of the rest to Ann. How many apples does "
                       "Tom have?", "fractional_count"),
    # a gapped rest with a time of its own; after a loss (no giving to repeat)
    ("gapped-rest-time", "Pam had 20 stickers. She gave 4 stickers to Ty and half of the rest to Uri on Monday. How "
                         "many stickers did Uri get?", "unparsed_sentence"),
    ("gapped-rest-after-loss", "Pam had 20 stickers. She ate 4 stickers and the rest to Uri. How many stickers did "
                               "Uri get?", "unparsed_sentence"),
    # the members told of someone else, twice, or not the ones given to; more given than held
    ("told-members-other", "Ann had 20 apples. Tom has 3 friends. She gave 2 apples to each friend. How many apples "
                           "does Ann have now?", "unparsed_sentence"),
    ("told-members-twice", "Ann had 20 apples. She has 3 friends. Ann has 2 friends. She gave 2 apples to each "
                           "friend. How many apples does Ann have now?", "unparsed_sentence"),
    ("told-members-other-kind", "Ann had 20 apples. She has 3 friends. She gave 2 apples to each cousin. How many "
                                "apples does Ann have now?", "unparsed_sentence"),
    ("told-members-his", "Ann had 20 apples. She has 3 friends. She gave 2 apples to each of his friends. How many "
                         "apples does Ann have now?", "unparsed_sentence"),
    ("each-to-too-many", "Ann had 20 apples. She gave 5 apples each to her 6 friends. How many apples does Ann have "
                         "left?", "negative_holding"),
    # "before" which change? two of them; a holding of the giver; nothing told before (the reasons since the merge
    # with had_before.py, ADR 0365, and event_multiples.py, ADR 0366, which refuse these more precisely)
    ("had-before-two-changes", "Sam had 10 apples. He gave 3 apples to Tom. Tom ate 1 apple. Tom had 2 apples before. "
                               "How many apples does Tom have?", "ambiguous_reference"),
    ("had-before-giver", "Jack had 14 apples. He gave 6 apples to Mary. Jack had 20 apples before. How many apples "
                         "does Jack have now?", "ambiguous_reference"),
    # each giver: the recipient's start never told; "his" friends of Ann
    ("each-giver-no-start", "Each of her 3 friends gave Ann 5 apples. How many apples does Ann have now?",
     "unparsed_sentence"),
    ("each-giver-his", "Ann had 20 apples. Each of his 3 friends gave her 5 apples. How many apples does Ann have "
                       "now?", "unparsed_sentence"),
    # some of other things; some never fixed; some that would be none
    ("gapped-some-other", "Sam had 20 apples. He gave 3 apples to Tom and some pears to Ann. Now he has 12 apples. How "
                          "many apples did Ann get?", "unparsed_sentence"),
    ("gapped-some-open", "Sam had 20 apples. He gave 3 apples to Ann and some apples to Mia. How many apples did Mia "
                         "get?", "unknown_quantity"),
    ("gapped-some-none", "Sam had 20 apples. He gave 3 apples to Ann and some to Mia. Now Sam has 17 apples. How many "
                         "apples did Mia get?", "contradiction"),
    # both: the recipient's start never told; one name twice
    ("both-no-start", "Both Ann and Bob gave 3 apples to Cy. How many apples does Cy have now?", "unknown_quantity"),
    ("both-same", "Cy had 4 apples. Both Ann and Ann gave 3 apples to Cy. How many apples does Cy have now?",
     "unparsed_sentence"),
    # as many as what? another kind; as Bob; an unknown first giving; another verb first
    ("twice-other-kind", "Ann had 20 apples. She gave 5 apples to Bob. She gave twice as many pears to Cy. How many "
                         "pears did Cy get?", "ambiguous_reference"),
    ("twice-as-bob", "Ann had 20 apples. She gave 5 apples to Bob. She gave twice as many apples as Bob to Cy. How "
                     "many apples did Cy get?", "unparsed_sentence"),
    ("twice-some", "Ann had 20 apples. She gave some apples to Bob. She gave twice as many apples to Cy. How many "
                   "apples did Cy get?", "unsupported_form"),
    ("twice-after-eating", "Sam had 20 apples. He ate 5 apples. He gave twice as many apples to Ann. How many apples "
                           "does Sam have?", "ambiguous_reference"),
    # back to whom?
    ("gave-back-no-one", "Sam had 10 pens. He gave 4 pens back. How many pens does Sam have now?",
     "unparsed_sentence"),
    # digits: an improper fraction, "1 half"
    ("digits-improper", "Lucy had 48 apples. She ate 5 fourths of them. How many apples does she have left?"),
    ("digits-one-half", "Lucy had 48 apples. She ate 1 half of them. How many apples does she have left?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
