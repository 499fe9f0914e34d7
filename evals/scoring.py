"""Pure scoring: an exact answer against a corpus gold, and a corpus summary."""
from __future__ import annotations

from fractions import Fraction
from typing import Iterable

import msgspec

TOLERANCE = Fraction(1, 10**6)


def parse_exact(text: str) -> Fraction | None:
    """An exact number from a canonical answer or gold string (``8``, ``12.45``, ``7/2``, ``39.0``)."""
    if not isinstance(text, str):
        return None
    s = text.strip().replace(",", "")
    if not s:
        return None
    try:
        return Fraction(s)
    except (ValueError, ZeroDivisionError):
        return None


def gold_value(answer) -> Fraction | None:
    """The gold of a corpus row as an exact number, or None (→ unscored). Accepts str | int | number."""
    if isinstance(answer, bool) or answer is None:
        return None
    if isinstance(answer, int):
        return Fraction(answer)
    if isinstance(answer, float):
        # Corpus golds may arrive as JSON numbers; their decimal text is what the data set wrote.
        return parse_exact(repr(answer))
    if isinstance(answer, str):
        return parse_exact(answer)
    return None


def is_correct(answer: str, gold: Fraction) -> bool:
    """Correct iff |answer − gold| ≤ 1e-6 · max(1, |gold|) (exact arithmetic throughout)."""
    value = parse_exact(answer)
    if value is None:
        return False
    return abs(value - gold) <= TOLERANCE * max(Fraction(1), abs(gold))


class Summary(msgspec.Struct, frozen=True, kw_only=True):
    n: int
    correct: int
    wrong: int
    refused: int
    unscored: int
    coverage: str
    """correct / scored as a canonical decimal string with 4 places (``"0.8125"``); "" if none scored."""


def summarize(outcomes: Iterable[str]) -> Summary:
    """Summary of per-case outcomes, each one of correct | wrong | refused | unscored."""
    counts = {"correct": 0, "wrong": 0, "refused": 0, "unscored": 0}
    n = 0
    for o in outcomes:
        if o not in counts:
            raise ValueError(f"unknown outcome {o!r}")
        counts[o] += 1
        n += 1
    scored = n - counts["unscored"]
    coverage = ""
    if scored:
        ratio = Fraction(counts["correct"], scored)
        scaled = (ratio * 10000).numerator * 10 // (ratio * 10000).denominator  # one extra digit
        scaled = (scaled + 5) // 10
        coverage = f"{scaled // 10000}.{scaled % 10000:04d}"
    return Summary(n=n, coverage=coverage, **counts)
