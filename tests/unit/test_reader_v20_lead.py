"""Defects the lead fixed in reader v20 (ADR 0458).

fresh_k (ADR 0450), read blind, crashed on ``After <an unknown capitalised word> …, she …``: the After-clause
re-spelling (after_clauses.py) took the gender of a name the pack does not know. Such a word has no gender, so no
pronoun can be matched to it: the clause is left as written and the text refuses, whatever else it holds.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

REFUSED = [
    ("after-unknown-name-she", "After Ebere gave away 10 balloons, she still had 8. How many balloons did Ebere have "
                               "before giving some away?"),
    ("after-unknown-name-ate", "After Kalinda ate 3 apples, she had 5 apples. How many apples did Kalinda have?"),
    ("after-unknown-word-alone", "After Quillon, 3 apples were left. How many apples were left?"),
    ("after-unknown-second-sentence", "Ann had 5 apples. After Kalinda ate 3 apples, she had 5 apples. How many apples "
                                      "did Kalinda have?"),
]

SOLVED = [
    # a name the pack knows still splits as in v19 (ADR 0427): Tom has 12 after 3 were given to him → 12
    ("after-known-name", "After Ann gave Tom 3 apples, Tom has 12 apples. How many apples does Tom have?", "12",
     "apples"),
]

test_refused = refused_cases(REFUSED, PACK)
test_solved = solved_cases(SOLVED, PACK)
