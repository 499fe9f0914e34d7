"""A bare phrase in a gapped clause that replaces nothing (reader v11, ADR 0192).

    Robin uploaded 35 pictures from her phone and 5 from her camera to facebook.

The gapped clause (gapping.py) ``5 from her camera`` repeats the first clause's actor and verb with its own
source; ``to facebook`` is a bare phrase (no determiner or owner: no holder). A bare phrase in a statement
moves nothing — the first clause reads ``uploaded 35 pictures to facebook`` as the plain gain, dropping the
phrase — so in the gapped clause it changes nothing either, *provided* it replaces nothing: gapping.py copies
every circumstance the gap does not restate from the first clause, so a bare ``at school`` after ``took 15
pictures at the zoo on Monday and 18 on Tuesday`` would leave the 18 at the zoo (a question about the zoo
would count them). Hence a bare phrase is read only when

* the gapped clause has a circumstance of its own that is not bare (gapping.py requires that anyway), and
* the slot the phrase would fill (``to`` = recipient/destination, ``from/out of/off`` = source, any other
  place preposition = place) is filled neither by the first clause nor by the gap's own phrases, and
* its preposition is not ``with`` or ``for`` (a companion, instrument, price or beneficiary may change who
  holds what: ``bought 3 on Monday and 4 on Tuesday for school`` is not read).

Anything else keeps gapping.py's refusal (which of the first clause's does it replace?). A question naming a
bare phrase refuses as before (a restriction nobody checks), so dropping it here can never narrow an answer.
"""
from __future__ import annotations

from domain.reader.circumstances import GOAL_PREPS, SOURCE_PREPS, Circumstances

_NOT_READ = ("with", "for")


def _slot(phrase: str) -> str:
    for prep in SOURCE_PREPS:
        if phrase == prep or phrase.startswith(prep + " "):
            return "source"
    first = phrase.split(" ", 1)[0]
    if first in GOAL_PREPS:
        return "to"
    return "place"


def bare_replaces_nothing(circ: Circumstances, prev) -> bool:
    """Whether every bare phrase of the gapped clause fills a slot neither clause fills (see above)."""
    for phrase in circ.bare:
        first = phrase.split(" ", 1)[0]
        if first in _NOT_READ:
            return False
        slot = _slot(phrase)
        if slot == "to" and (prev.target or circ.to or prev.kind == "transfer"):
            return False
        if slot == "source" and (prev.source or circ.source):
            return False
        if slot == "place" and (prev.place or circ.place):
            return False
    # the gap's own circumstance must be one that is not bare (else this is no gapped clause at all)
    return bool(circ.source or circ.to or circ.place)
