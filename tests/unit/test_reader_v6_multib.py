"""Reader v6 (multib helper): groups that change and things that go at a pace (paces.py).

``another N were V-ed [in]`` (a passive gain of ``N more``), a passive pace ``N <unit> a day are V-ed``
(a rate with no actor: the one holder of those things at question time), ``how long would it take for
all of them to be V-ed`` (that holding ÷ the pace, whole periods only), and an indefinite unit subject
that tells one episode (``A box had 6 pens when …``) rather than a rate per box.

Every expected answer is worked out by hand from the text (the arithmetic is in the comment); every
refusal names the reason the policy predicts.
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from domain.reader import read

from reader_checks import assert_refused, assert_solved

PACK = load_pack()

SOLVED = [
    # (form, problem, answer, unit)
    ("another N were brought in after a when",  # 5 + 20
     "A pet store had 5 puppies when another 20 were brought in. How many puppies are there?", "25", "puppies"),
    ("pace of a passive, whole days",  # (6 + 30) / 4
     "A pet store had 6 puppies when another 30 were brought in. If 4 puppies a day are sold, "
     "how long would it take for all of them to be sold?", "9", "days"),
    ("pace over a plain holding",  # 15 / 5
     "Sam has 15 apples. If 5 apples a day are eaten, how long would it take for all of them to be eaten?",
     "3", "days"),
    ("pace after a loss",  # (20 - 4) / 8
     "Sam had 20 cookies. He ate 4 cookies. If 8 cookies a week are eaten, "
     "how long would it take for all of them to be eaten?", "2", "weeks"),
    ("contact relative clause after a holding",  # 4 tables x 3 women
     "A coach had 4 tables she was working at, with 3 women and 2 men at each table. "
     "How many women did the coach have?", "12", "women"),
    ("a total word after the asked unit",  # 5 + 3
     "Sam has 5 apples. Tom has 3 apples. How many apples total do they have?", "8", "apples"),
    ("indefinite unit subject in a when-episode",  # 6 + 3
     "A box had 6 pens when another 3 were added. How many pens are there?", "9", "pens"),
]

REFUSED = [
    # (form, problem, reason)
    ("a remainder of a pace is never rounded",  # 37 / 4 = 9.25 days: 9 or 10?
     "A pet store had 7 puppies when another 30 were brought in. If 4 puppies a day are sold, "
     "how long would it take for all of them to be sold?", "fractional_count"),
    ("two holders of the paced things",
     "Sam has 12 apples and Tom has 6 apples. If 3 apples a day are eaten, "
     "how long would it take for all of them to be eaten?", "ambiguous_reference"),
    ("the question's verb is not the pace's",
     "Sam has 12 apples. If 3 apples a day are eaten, how long would it take for all of them to be sold?",
     "unknown_quantity"),
    ("two paces on the same things",
     "Sam has 12 apples. If 3 apples a day are eaten and 2 apples a day are sold, "
     "how long would it take for all of them to be eaten?", "unknown_quantity"),
    ("a holding asked next to a pace: how many days went by?",
     "A pet store had 9 puppies. If 3 puppies a day are sold, how many puppies does the store have?",
     "unknown_quantity"),
    ("a pace with an agent is not read",
     "Sam has 12 apples. If 3 apples a day are eaten by Tom, how long would it take for all of them "
     "to be eaten?", "unparsed_sentence"),
    ("a box that has pens, in the present, is a rate per box: no episode",
     "A box has 6 pens when another 3 are added. How many pens are there?", "unparsed_sentence"),
    ("a pace after a gift: the giver or the receiver's things?",
     "Sam had 20 cookies. He gave 4 cookies to Tom. If 4 cookies a week are eaten, "
     "how long would it take for all of them to be eaten?", "ambiguous_reference"),
    ("customers are no kind of the women and men the pack knows",
     "A coach had 4 tables she was working at, with 3 women and 2 men at each table. "
     "How many customers total did the coach have?", "unknown_quantity"),
    ("a contact relative whose doer is not the holder: whose tables?",
     "Ann had 4 tables Tom was working at, with 3 women at each table. How many women did Ann have?",
     "unparsed_sentence"),
    ("in after a loss verb is not read",
     "A pet store had 9 puppies when another 3 were sold in. How many puppies are there?",
     "unparsed_sentence"),
]


@pytest.mark.parametrize("form,problem,answer,unit", SOLVED, ids=[s[0] for s in SOLVED])
def test_v6_multib_form_is_solved(form, problem, answer, unit):
    assert_solved(read(problem, PACK), answer, unit, label=form)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[s[0] for s in REFUSED])
def test_v6_multib_form_refuses_what_it_leaves_open(form, problem, reason):
    assert_refused(read(problem, PACK), reason, label=form)
