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

from domain.reader.group_travellers import GROUP, group_at
from domain.reader.phrases import Cursor

_GROUP_WORDS = frozenset({"they", "we", "them", "us", "our", "their"})


def _traveller_at(cur: Cursor, i: int) -> bool:
    """A capitalised name at ``i`` followed at once by a verb, an auxiliary or a form of be."""
    if cur.sense("name", i) is None or not cur.tokens[i].text[:1].isupper() or i + 1 >= cur.end:
        return False
    return any(cur.sense(c, i + 1) is not None for c in ("verb", "fn:aux", "fn:be"))


def take_overview(cursors: list[Cursor]) -> tuple[str, str, int] | None:
    """The overview's traveller, gender and number of sentences when the text opens with an overview (module
    doc); None if not. v13 (ADR 0262): the traveller may be a family (``Irwin's family went on a camping trip``,
    then ``they``), and more overview sentences may follow the first before the ``First`` (``On the first day,
    they hiked from their car to the campsite.``): each with no number and no name, their he/she/they the
    traveller's (legs.py checks the pronoun when it reads the legs; here no other person may be named)."""
    if len(cursors) < 3:
        return None
    count = next((k for k, c in enumerate(cursors[1:-1], 1)
                  if c.end and c.words[0] == "first" and c.sense("fn:sequence", 0) is not None), 0)
    if not count:
        return None
    cur = cursors[0]
    for c in cursors[:count]:
        if any(c.sense(x, i) is not None for x in ("num", "number", "money") for i in range(c.end)):
            return None
    group = [i for i in range(cur.end) if group_at(cur, i) and _verb_at(cur, i + 3)]
    if not group and any(w in _GROUP_WORDS for w in cur.words[:cur.end]):
        return None
    travellers = group or [i for i in range(cur.end) if _traveller_at(cur, i)]
    if len(travellers) != 1:
        return None
    at = travellers[0]
    if group:
        gender = GROUP
        name = f"{cur.tokens[at].text}'s family"
    else:
        s = cur.sense("name", at)
        gender = (getattr(s.entry, "gender", "x") or "x") if s.entry is not None else "x"
        name = cur.tokens[at].text
    for k, c in enumerate(cursors[:count]):
        if k and (any(_traveller_at(c, i) or group_at(c, i) for i in range(c.end))
                  or any(w in _GROUP_WORDS for w in c.words[:c.end]) != (gender == GROUP)):
            return None  # a later overview sentence names someone, or its pronoun cannot be the traveller's
        if not _others_are_places(c, at if k == 0 else -1, 3 if group and k == 0 else 1):
            return None
    for i in range(cur.end - 1):
        if cur.words[i] == "and" and cur.sense("fn:possessive", i + 1) is not None:
            return None  # "Spencer and his dad walked …": company
        if cur.sense("person", i) is not None and cur.sense("person", i).form == "pl":
            return None
    return name, gender, count


def _verb_at(cur: Cursor, i: int) -> bool:
    return i < cur.end and any(cur.sense(c, i) is not None for c in ("verb", "fn:aux", "fn:be"))


def _others_are_places(cur: Cursor, at: int, width: int) -> bool:
    """Every capitalised run but the traveller's (``width`` tokens from ``at``) is a proper place or time (``New
    York City``, ``Last Saturday``): it ends in a word the pack knows as something other than a name."""
    i = 0
    while i < cur.end:
        if at <= i < at + width or not cur.tokens[i].text[:1].isupper():
            i += 1
            continue
        j = i
        while j + 1 < cur.end and not (at <= j + 1 < at + width) and cur.tokens[j + 1].text[:1].isupper():
            j += 1
        last = cur.senses(j)
        if not last or all(s.cls == "name" for s in last):
            return False  # another person, perhaps: whose are the legs then?
        i = j + 1
    return True
