"""Who a thing is taken from: a person or a place (red team 7).

Red team 6 (ADR 0108) made a receiver never said to hold any of the things start from an unknown, and a
taker from a *holder* too. Red team 7 adds the taker from a *person* nobody said held them: ``Sam got 3
apples from Tom. How many apples does Sam have?`` / ``Joan got 43 apples from her mom.`` — what Sam or
Joan had before is never told (was 3 / 43). Taking from a place (``picked 43 apples from the orchard``,
``from her garden``) is still a gain from 0: that is how the corpora tell of gathering.
"""
from __future__ import annotations


def person_source(lex, source: str) -> bool:
    """``Tom`` / ``Joan's mom`` are people; ``the orchard`` / ``Maria's garden`` (a pack place that is no
    person) are not."""
    if not source or source.startswith("the ") or source.startswith(("?", "@")):
        return False
    last = source.split()[-1].lower()
    return lex.memo("place_person", _place_person).get(last, True)


def _place_person(lex) -> dict[str, bool]:
    """Lower-cased singular or plural of a pack place → whether it is a person, the first place naming it winning
    (as the scan of ``lex.pack.places`` that ``person_source`` did on every call; speed, ADR 0267)."""
    out: dict[str, bool] = {}
    for place in lex.pack.places:
        out.setdefault(place.singular.lower(), place.person)
        out.setdefault(place.plural.lower(), place.person)
    return out
