"""A leg told again after ``Then`` is a leg of its own (v13, ADR 0263).

    Nina did a running drill to get in shape for soccer season. First, Nina ran 0.08 mile. Then she ran 0.08
    mile and 0.67 mile. How many miles did Nina run in total?                          0.08 + 0.08 + 0.67

legs.py (ADR 0109) refuses the same leg (verb, distance, ends, time) told twice: ``Nina ran 1 mile. She ran 1
mile.`` may be one leg told again. A statement that opens with a sequence word after the first (``Then``,
``Next``, ``Finally``; pack role ``sequence``, ``First`` excepted) tells what came after what was told before:
its legs follow the earlier ones, so a leg there equal to an earlier statement's leg is a second leg, run again.

Only across statements: the same leg twice inside one statement (``ran 1 mile and then 1 mile``), two statements
neither of which opens with such a word (the second one carrying ``another`` is a new leg by that word, as
before), or a ``First`` (which may begin the same trip told part by part, ADR 0233) keep the refusal.
"""
from __future__ import annotations

from domain.reader.graph import Op


def leg_key(op: Op, sequenced: set[int]) -> tuple:
    """What makes two legs one leg told twice: verb, distance, ends and time, and, for a leg of a statement that
    opens with a sequence word (``sequenced``: sentence indexes), that statement too."""
    key = (op.actor, op.lemma, op.amount, op.item.unit, op.source, op.place, op.time)
    return key + (op.sentence,) if op.sentence in sequenced else key
