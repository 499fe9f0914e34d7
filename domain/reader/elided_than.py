"""``How much longer is the red ribbon?`` (reader v23, ADR 0545): a comparison of measured things with no ``than``,
read against the one other thing measured.

    A red ribbon is 25 inches long. A blue ribbon is 14 inches long. How much longer is the red ribbon?   25 − 14
    Anne weighs 67 pounds. Douglas weighs 52 pounds. How much heavier is Anne?                          67 − 52

lengths.py (ADR 0112) asked ``How much <comparative> is THING1 than THING2?``. Without ``than`` the other side is
read only when the story measured exactly two things, THING1 one of them (after lengths.py's own ``the X`` → the
sole owner's X): it can then be compared with nothing else. It is the rule comparatives.parse_ratio_question
follows for ``how many times as many`` without ``as`` (the one other holder). Every other check of lengths.py
stands (units, tenses, a difference that is not positive).

Refused: three or more things measured (``compared with what?``), THING1 not measured, words after THING1.
"""
from __future__ import annotations


def sole_other(asked: str, measured: set[str]) -> str | None:
    """The one measured thing that is not ``asked``, when exactly two were measured and ``asked`` is one."""
    if len(measured) != 2 or asked not in measured:
        return None
    return next(k for k in measured if k != asked)
