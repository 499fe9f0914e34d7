"""A leg told as the means of a pause (reader v13, ADR 0262).

    Darnel sprinted 0.875 lap and then took a break by jogging 0.75 lap.
    How much farther did Darnel sprint than jog?                                               0.875 − 0.75

``<pause> by <travel verb>-ing D`` says how the traveller spent the pause: by travelling D that way, so the leg is
``jogged 0.75 lap`` (legs.py, ADR 0109). The pause is a pack phrase of role ``pause`` (``took a break``, ``takes
a break``): it moves nothing and tells no distance. Read only when ``by`` and a travel verb's ``-ing`` form follow
it at once; the leg after it is then read exactly as any leg (its distance, ends, and the checks of legs.py). A
pause with no ``by`` (``took a break and jogged 0.75 lap``), ``by`` with a non-travel verb (``by eating 2
apples``) or with no verb are not read (the leg refuses as before).
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def take_pause_means(cur: Cursor) -> bool:
    """At ``<pause> by <travel verb>ing``: step to the verb (the caller reads the leg from it)."""
    pause = cur.sense("fn:pause")
    if pause is None:
        return False
    by = cur.pos + pause.length
    if by + 1 >= cur.end or cur.words[by] != "by" or not cur.words[by + 1].endswith("ing"):
        return False
    verb = cur.sense("verb", by + 1)
    if verb is None or verb.entry.category != "travel" or verb.length != 1:
        return False
    cur.pos = by + 1
    return True
