"""An overview sentence before the legs that a ``First`` then lists (v12, ADR 0233).

    Last Saturday, Spencer walked all over town running errands. First, he walked 0.3 mile from his house to
    the library and 0.1 mile from the library to the post office. Then he walked 0.4 mile from the post office
    back home. How many miles did Spencer walk in all?                                          0.3 + 0.1 + 0.4

Why: legs.py (ADR 0109) reads every statement as legs, so a story that first says what the trip was for and
only then tells its legs refused at the overview. The overview tells no distance; what makes it safe to pass
over is the ``First`` that opens the next statement: the legs that follow are the overview's trip told part
by part, not a further trip beside it. Without that ``First`` (``Heather went to the fair. When she got
there, she had to walk …``) the overview may be a trip of its own whose distance is not told, and the text
refuses as before.

The overview (the first sentence of a legs text, before at least one more statement and the question): no
number anywhere; one traveller, a capitalised name followed at once by a verb (``Spencer walked``, ``Nina
did``), and no other name but the words of proper places or times (``New York City``, ``Last Saturday``); no
``they``/``we`` and no company (``and his dad``). Then the legs are read as legs.py reads them, the first
opening with ``First``, their he/she being the overview's traveller.

Refusals: all of the above unmet keeps the old reading (the overview is read as a statement of legs and
refuses there). With an overview, only a sum of the asked verb's legs is read: a journey word (``How far did
she travel?``) would have to count the overview's own ways of going, which have no distance, and a comparison
(``farther … than jog``) may set a verb the overview uses without a distance against one it does not, so both
refuse.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_GROUP_WORDS = frozenset({"they", "we", "them", "us", "our", "their"})


def _traveller_at(cur: Cursor, i: int) -> bool:
    """A capitalised name at ``i`` followed at once by a verb, an auxiliary or a form of be."""
    if cur.sense("name", i) is None or not cur.tokens[i].text[:1].isupper() or i + 1 >= cur.end:
        return False
    return any(cur.sense(c, i + 1) is not None for c in ("verb", "fn:aux", "fn:be"))


def take_overview(cursors: list[Cursor]) -> tuple[str, str] | None:
    """The overview's traveller and gender when the first sentence is an overview (module doc); None if not."""
    if len(cursors) < 3:
        return None
    cur, nxt = cursors[0], cursors[1]
    if nxt.end == 0 or nxt.words[0] != "first" or nxt.sense("fn:sequence", 0) is None:
        return None
    if any(cur.sense(c, i) is not None for c in ("num", "number", "money") for i in range(cur.end)):
        return None
    if any(w in _GROUP_WORDS for w in cur.words[:cur.end]):
        return None
    travellers = [i for i in range(cur.end) if _traveller_at(cur, i)]
    if len(travellers) != 1:
        return None
    at = travellers[0]
    # every other capitalised run is a proper place or time ("New York City", "Last Saturday"): it ends in a
    # word the pack knows as something other than a name
    i = 0
    while i < cur.end:
        if i == at or not cur.tokens[i].text[:1].isupper():
            i += 1
            continue
        j = i
        while j + 1 < cur.end and j + 1 != at and cur.tokens[j + 1].text[:1].isupper():
            j += 1
        last = cur.senses(j)
        if not last or all(s.cls == "name" for s in last):
            return None  # another person, perhaps: whose are the legs then?
        i = j + 1
    for i in range(cur.end - 1):
        if cur.words[i] == "and" and cur.sense("fn:possessive", i + 1) is not None:
            return None  # "Spencer and his dad walked …": company
        if cur.sense("person", i) is not None and cur.sense("person", i).form == "pl":
            return None
    s = cur.sense("name", at)
    gender = (getattr(s.entry, "gender", "x") or "x") if s.entry is not None else "x"
    return cur.tokens[at].text, gender
