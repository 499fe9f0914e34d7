"""Forms added for reader version 6 (rates, speeds, earnings): ``walked 6 miles at 3 miles per hour`` with
``How long did she walk?``, and their near misses, which must refuse.

Expected answers are worked out by hand from the text (arithmetic in the comment); every refusal names
the reason the policy predicts. The base pack has no motion verbs, so the pack here adds a few (the
learning loop would).
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from domain.reader import Refused, Solved, apply_change, read
from domain.reader.pack import AddActivity, AddVerb, Verb, Word

PACK = load_pack()
for _id, _forms in (("verb.walk", ["walk", "walked", "walks"]), ("verb.jog", ["jog", "jogged", "jogs"]),
                    ("verb.skate", ["skate", "skated", "skates"]), ("verb.rest", ["rest", "rested", "rests"])):
    PACK = apply_change(PACK, AddVerb(verb=Verb(id=_id, forms=_forms, category="positive")))
for _word in ("jogging", "skating", "resting"):  # -ing forms the loop learns as activities
    PACK = apply_change(PACK, AddActivity(activity=Word(id="act." + _word, forms=[_word])))

SOLVED = [
    ("speed: how long did she walk",  # 6 / 3 = 2
     "Nora walked 6 miles at 3 miles per hour. How long did Nora walk?", "2", "hours"),
    ("speed with 'an hour', fractional hours",  # 5 / 2 = 2.5
     "Omar jogged 5 kilometers at 2 kilometers an hour. How long did he jog?", "2.5", "hours"),
    ("speed in an If-prefix, -ing question with a doubled consonant",  # 12 / 4 = 3
     "If Tia jogged 12 miles at 4 miles per hour, how long was Tia jogging?", "3", "hours"),
    ("-ing question of a verb ending in e",  # 30 / 6 = 5
     "Ben skated 30 kilometers at 6 kilometers per hour. How long was Ben skating?", "5", "hours"),
    ("the distance itself is still an event",  # 6
     "Nora walked 6 miles at 3 miles per hour. How many miles did Nora walk?", "6", "miles"),
]

REFUSED = [
    ("rate in another unit than the distance: no conversion guessed",
     "Nora walked 6 miles at 3 kilometers per hour. How long did Nora walk?", "unparsed_sentence"),
    ("two objects: which does the rate time?",
     "Nora walked 6 miles and 2 kilometers at 3 miles per hour. How long did Nora walk?", "unparsed_sentence"),
    ("a second walk at an unstated speed",
     "Nora walked 6 miles at 3 miles per hour. Then she walked 4 miles. How long did Nora walk?",
     "unknown_quantity"),
    ("the question asks about another action",
     "Ben skated 30 kilometers at 6 kilometers per hour. How long was Ben resting?", "unknown_quantity"),
    ("the question asks about another person",
     "Nora walked 6 miles at 3 miles per hour. Omar walked 2 miles. How long did Omar walk?", "unknown_quantity"),
    ("how much longer is not a duration",
     "Nora walked 6 miles at 3 miles per hour. How much longer did Nora walk?", "unparsed_question"),
    ("no rate at all",
     "Nora walked 6 miles. How long did Nora walk?", "unknown_quantity"),
]


@pytest.mark.parametrize("form,problem,answer,unit", SOLVED, ids=[c[0] for c in SOLVED])
def test_v6_money_form_is_solved(form, problem, answer, unit):
    r = read(problem, PACK)
    assert isinstance(r, Solved), r
    assert (r.answer, r.unit) == (answer, unit)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[c[0] for c in REFUSED])
def test_v6_money_near_miss_refuses(form, problem, reason):
    r = read(problem, PACK)
    assert isinstance(r, Refused), r
    assert r.evidence.reason == reason, r.evidence
