"""A fraction of a holding as the object of a loss or a giving (v14, ADR 0282).

    Sam had 12 apples. He ate half of them. How many apples does Sam have left?        12 − 12 × 1/2 = 6
    Ann has 20 cards. She gave a quarter of her cards to Tom. How many cards does Tom have?        20 × 1/4 = 5

Why a module of its own: ``half of them`` names no number, only a part of what the actor holds at that moment
(as ``all of them`` / ``all but 4``, amounts.py). The object is read as the amount ``all-frac:<f>`` — the
holding at that point times f — and the solver and the verifier each work it out from the holding they track.

What is read (``read_fraction_of``, called by amounts.read_amount before anything else of the object):
``half`` / ``a|one half`` / ``a|one third`` / ``a|one quarter`` / ``a|one fourth`` / ``a|one fifth`` /
``two|three|four thirds|quarters|fourths|fifths`` (a proper fraction; v17, ADRs 0363 and 0365: the numerator also
in digits, ``1 fourth``, ``3 fourths``), ``N percent`` (``N%``: percent_signs.py) with a whole N from 1 to 99
(v23, ADR 0544), then ``of`` (after ``half`` it may be left out before ``the|his|her|their``: ``half the
apples``) and ``them`` / ``his|her <things>`` / ``the <things>`` / ``<Name>'s <things>`` (amounts.read_amount
reads what follows ``of``). Without ``of`` right after, nothing is read here (``He found a quarter.`` is a coin).

Guards: only a loss (``ate``, ``lost``, ``sold`` …) or a giving away (``gave … to``) takes a fraction of the
actor's holding (clauses.parse_action; ``bought half of them`` refuses: of whose?). A holding never stated
refuses ("'all' of a holding never stated"), and the part must be whole for counted things: half of 7 apples
refuses (the fractional count policy), in the solver and in the verifier alike.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.phrases import Cursor

PREFIX = "all-frac:"
"""The amount of a fraction of the holding: ``all-frac:1/2``."""

_DENOMINATOR = {"half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5}
_PLURAL = {"halves": 2, "thirds": 3, "quarters": 4, "fourths": 4, "fifths": 5}
_ONE = ("a", "an", "one")
_NUMERATOR = {"two": 2, "three": 3, "four": 4,
              "2": 2, "3": 3, "4": 4}  # v17 (ADR 0365): "It sold 3 fourths of them." — the numerator in digits
_DETERMINERS = ("the", "his", "her", "their")
PERCENT = frozenset(("percent",))
"""``25 percent of them`` (v23, ADR 0544; ``25%`` is re-spelled so, percent_signs.py): after a whole number in
digits, a part in hundredths."""
STARTS = frozenset(("half", *_ONE, *_NUMERATOR))
"""The words a fraction phrase can open with (a one-word test before anything else is tried)."""


def read_fraction_of(cur: Cursor) -> Fraction | None:
    """A proper fraction followed by ``of``: its value, consumed up to and including ``of`` (``half`` right before
    ``the|his|her|their``: up to ``half``); None, nothing consumed, otherwise."""
    w = cur.peek_word()
    digits = w.isascii() and w.isdigit()
    if w not in STARTS and not digits:
        return None
    start = cur.pos
    if w == "half":
        value, n = Fraction(1, 2), 1
    elif digits:
        # v17 (ADR 0363): the numerator in digits, "1 fourth of them", "3 fourths of the apples" (a proper
        # fraction, as with the words); "12 of them", "2 thirds" without "of" read nothing here
        top = int(w)
        if cur.peek_word(1) in PERCENT:
            # v23 (ADR 0544): "25 percent of them", "50% of his cards": N hundredths, a whole N from 1 to 99
            if not 0 < top < 100:
                return None
            value, n = Fraction(top, 100), 2
        else:
            d = (_DENOMINATOR if top == 1 else _PLURAL).get(cur.peek_word(1) or "")
            if d is None or d == 2 and top == 1 or not 0 < top < d:
                return None
            value, n = Fraction(top, d), 2
    elif w in _ONE:
        d = _DENOMINATOR.get(cur.peek_word(1) or "")
        if d is None:
            return None
        value, n = Fraction(1, d), 2
    else:
        d = _PLURAL.get(cur.peek_word(1) or "")
        if d is None or _NUMERATOR[w] >= d:
            return None
        value, n = Fraction(_NUMERATOR[w], d), 2
    if cur.peek_word(n) != "of":
        if w == "half" and cur.peek_word(1) in _DETERMINERS:
            cur.pos = start + 1  # "ate half the apples", "gave half his cards": "of" left out after "half"
            return value
        return None
    # "half of a dollar", "a third of a pizza": a part of one thing, not of a holding
    after = cur.peek_word(n + 1)
    if after in ("a", "an", "one", "") or after[:1].isdigit() or after[:1] == "$" \
            or cur.sense("number", cur.pos + n + 1) is not None:
        return None
    cur.pos = start + n + 1
    return value


def is_fraction(amount: str) -> bool:
    return amount.startswith(PREFIX)


def fraction_of(amount: str) -> Fraction:
    return Fraction(amount[len(PREFIX):])
