"""Things with and without something, as two kinds (reader v13, ADR 0270).

    There are 12170 ladybugs with spots and 54912 ladybugs without spots. How many ladybugs are there in all?

``N <things> with <feature>`` and ``M <things> without <feature>`` in one there-list split the things into two
kinds that cannot overlap (a ladybug has spots or has none): each lot's item gets the kind ``with:<feature>``
or ``without:<feature>``, so the lots are two kinds of the things (not one lot listed twice) and a question
about the things sums them, as ``12170 spotted and 54912 plain ladybugs`` would.

Read only in a there-statement whose sentence holds exactly one ``with <feature>`` and one ``without <the same
feature>``, each right after one counted lot of the same thing, the feature a bare plural (or mass) noun of the
pack closing the lot (the sentence's end, a comma or ``and`` next). ``with spots and … with stripes`` (a
ladybug may have both), a lone ``with spots``, ``with the spots``, two things keep their older readings.
"""
from __future__ import annotations

import msgspec

from domain.reader.phrases import Cursor

WITH, WITHOUT = "with:", "without:"


def _feature(cur: Cursor, i: int) -> str:
    """The bare noun feature at ``i`` closing the lot (its unit id), or ""."""
    unit = cur.sense("unit", i) if i < cur.end else None
    if unit is None or unit.length != 1 or unit.entry.plural != cur.words[i]:
        return ""
    nxt = i + 1
    if nxt < cur.end and cur.words[nxt] not in (",", "and") and cur.tokens[nxt].kind == "word":
        return ""
    return unit.entry.id


def take_with_kind(cur: Cursor, qs: list) -> list:
    """``with|without <feature>`` after the one counted lot of a there-list: that lot's item with the kind."""
    word = cur.peek_word()
    if len(qs) != 1 or qs[0][0] is None or word not in ("with", "without"):
        return qs
    feature = _feature(cur, cur.pos + 1)
    if not feature:
        return qs
    words = cur.words[:cur.end]
    at = [k for k in range(1, len(words) - 1) if words[k] in ("with", "without")]
    noun = cur.words[cur.pos + 1]
    if sorted((words[k], words[k + 1]) for k in at) != [("with", noun), ("without", noun)] \
            or len({words[k - 1] for k in at}) != 1:
        return qs  # not one pair over the same things (the word before each is the lot's noun)
    value, item = qs[0]
    if any(m.startswith((WITH, WITHOUT)) for m in item.mods):
        return qs
    cur.pos += 2
    mark = (WITH if word == "with" else WITHOUT) + feature
    return [(value, msgspec.structs.replace(item, mods=tuple(sorted((*item.mods, mark)))))]

