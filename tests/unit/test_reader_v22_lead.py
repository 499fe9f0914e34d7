"""Reader v22, the lead's merge-time additions (ADR 0523): `sleeping` as an activity, so `sleeps N hours each night`
reads as the other daily activities do. Answers worked by hand."""
from __future__ import annotations

from fractions import Fraction

import pytest

from core.packs import load_pack
from domain.reader import read
from domain.reader.results import Refused, Solved

PACK = load_pack()


@pytest.mark.parametrize("text, answer", [
    ("Sam sleeps 9 hours each night. How many hours does he sleep in 2 weeks?", 126),          # 9 × 14
    ("Sam sleeps 8 hours each night. How many hours does he sleep in 15 nights?", 120),        # 8 × 15
    ("Amir slept for 9 hours each night for 5 nights. How many hours did he sleep in all?", 45),
    ("Sam sleeps 9 hours each night. How many minutes does he sleep in 2 nights?", 1080),      # 9 × 2 × 60
])
def test_sleeping_reads_as_a_daily_activity(text, answer):
    got = read(text, PACK)
    assert isinstance(got, Solved), got
    assert Fraction(got.answer) == answer


# Rows older test files pinned as refusals that v22's forms now read (answers by hand): `of it` after one measured
# stuff (ADR 0512), `sleeps … each night` (ADR 0523), `spend on the doll` of a bought thing (ADR 0515), a counted
# group's each-holding (ADR 0510).
@pytest.mark.parametrize("text, answer", [
    ("Pamela bought 9.8 ounces of sugar. She spilled 5.2 ounces of it. How many ounces of sugar does she have?",
     Fraction("4.6")),                                                                         # 9.8 − 5.2
    ("Kyle spent $5 on a doll and $3 on a dress. How much did Kyle spend on the doll?", 5),
    ("6 kids have 2 cards each. How many cards do the kids have?", 12),                       # 6 × 2
])
def test_older_refusals_v22_reads(text, answer):
    got = read(text, PACK)
    assert isinstance(got, Solved), got
    assert Fraction(got.answer) == answer


@pytest.mark.parametrize("text", [
    "Amir slept for 9 hours each night. How many hours did he sleep in all?",                   # nights untold
    "Sam sleeps 9 hours each night. His sister sleeps 10 hours each night. "
    "How many hours does Sam sleep in 3 nights?",
    "Sam sleeps 9 hours each night and reads 1 hour each night. How many hours does he sleep in 4 nights?",
])
def test_sleeping_refuses_what_the_text_does_not_settle(text):
    assert isinstance(read(text, PACK), Refused)
