"""Reader v6 red team 3b (variants of solved MultiArith-style problems): short problems that look like ones the
reader solves but differ slightly, each a wrong answer the reader gave before its fix (or a near-miss of one).
Every expected answer is worked out by hand (arithmetic in the comment); every refusal names the reason the
policy predicts.
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from domain.reader import read

from reader_checks import assert_refused, assert_solved

PACK = load_pack()

SOLVED = [
    # (form, problem, answer)
    ("what the money affords, 'could'",  # (21 + 15) / 6
     "Kaleb had saved up 21 dollars. If he received another 15 dollars for his allowance, how many 6 dollar toys "
     "could he buy?", "6"),
    ("what the money left affords",  # (20 - 8) / 4
     "Mia had 20 dollars. If she spent 8 dollars on a book, how many 4 dollar toys could she buy with the money "
     "she had left?", "3"),
    ("the rest of a task after doing some of it",  # (12 - 4) × 3
     "A chef needs to cook 12 carrots. He has already cooked 4. If each carrot takes 3 minutes to cook, how long "
     "will it take him to cook the rest?", "24"),
]

REFUSED = [
    # (form, problem, reason)
    ("'did he buy' asks what happened, not what the money affords",  # no purchase stated (was: 36 / 6 = 6)
     "Kaleb had saved up 21 dollars. If he received another 15 dollars for his allowance, how many 6 dollar toys "
     "did he buy?", "unparsed_question"),
    ("'will she buy' is not an ability either",  # (was: 12 / 4 = 3)
     "Mia had 20 dollars. If she spent 8 dollars on a book, how many 4 dollar toys will she buy?",  # was 3
     "unparsed_question"),
    ("'the rest' after some of the task's things were eaten",  # 8 left to cook or 12 not yet cooked? (was: 12 × 3 = 36)
     "A chef needs to cook 12 carrots. He has already eaten 4. If each carrot takes 3 minutes to cook, how long "
     "will it take him to cook the rest?", "ambiguous_reference"),
    ("'the rest' after some of the task's things were sold",  # (was: 12 × 3 = 36)
     "A chef needs to cook 12 carrots. He has already sold 4. If each carrot takes 3 minutes to cook, how long "
     "will it take him to cook the rest?", "ambiguous_reference"),
]


@pytest.mark.parametrize("form,problem,answer", SOLVED, ids=[c[0] for c in SOLVED])
def test_solved(form, problem, answer):
    assert_solved(read(problem, PACK), answer, label=form)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[c[0] for c in REFUSED])
def test_refused(form, problem, reason):
    assert_refused(read(problem, PACK), reason, label=form)
