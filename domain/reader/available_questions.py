"""``How many bathing suits are available [overall]?`` (reader v13, ADR 0260).

Things that are available are there to be had: the question asks what ``How many bathing suits are there
[overall]?`` asks (the scene's place when the story set one, else the total), and whatever refuses that form
refuses this one. Only ``available`` right after ``are``/``were`` and followed by nothing but the question's
end, total words, time words or ``now`` is read so (``available to Tom``, ``available in the store`` refuse: a
restriction this reading cannot check).
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_AVAILABLE = "mod.available"


def take_available(cur: Cursor) -> bool:
    """Step over ``available`` when only total or time words follow it; True when stepped."""
    s = cur.sense("modifier")
    if s is None or s.entry.id != _AVAILABLE:
        return False
    i = cur.pos + 1
    while i < cur.end:
        step = cur.sense("fn:total", i) or cur.sense("time", i)
        if step is None and cur.words[i] != "now":
            return False
        i += step.length if step is not None else 1
    cur.pos += 1
    return True
