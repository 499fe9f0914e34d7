"""``at the end of N <periods>`` closing a rate question (v12): ``How many apples had she eaten at the end of 3
hours?`` asks what ``in 3 hours`` asks: the rate's things over the N periods since the story began (a stated
``5 apples every hour`` × 3). Only ``at|by the end of`` followed by a number is taken here (``at the end of the
day`` is a pack time and reads as one).
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def take_span_end(cur: Cursor) -> bool:
    """Consume ``at|by the end of`` when a number follows; nothing consumed otherwise."""
    w = cur.words
    i = cur.pos
    if i + 4 < cur.end and w[i] in ("at", "by") and w[i + 1:i + 4] == ["the", "end", "of"] \
            and (cur.sense("num", i + 4) is not None or cur.sense("number", i + 4) is not None):
        cur.pos += 4
        return True
    return False
