"""A question with no verb, only a total word (v12): ``2 toucans are sitting on a tree limb. 1 more toucan joins
them. How many toucans in all?``

``How many toucans in all?`` is the elliptical ``How many toucans are there in all?``: English drops the
``are there`` and keeps the total word. The question is read exactly as that ``there`` question (the scene's
place when the story set one, else the total), so whatever refuses the full form refuses this one too. Only a
question whose words after the asked thing are total words and nothing else (``in all``, ``altogether``,
``in total``) is read so; any other word left refuses as before.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def only_total_words(cur: Cursor) -> bool:
    """Are the words from the cursor to the end total words only (at least one)? Consumes nothing."""
    i = cur.pos
    if i >= cur.end:
        return False
    while i < cur.end:
        s = cur.sense("fn:total", i)
        if s is None:
            return False
        i += s.length
    return True
