"""What a scale reads with all the counted things on it (v13, ADR 0263).

    Ron weighed 2 colored metal balls during a science class. The blue ball weighed 6 pounds and the brown ball
    weighed 3.12 pounds. If Ron places both balls on the scale at the same time, what will the scale read?
                                                                                                6 + 3.12

A scale shows the weight of what is on it. In the counted-measures frame (counted_measures.py, ADR 0233: things
counted, then each weighed), putting every counted thing on the scale at once asks their total weight, exactly as
``How much do the 2 balls weigh in all?``. The question: ``[If] <the scene's subject> places|puts|sets both
<things> | all [N] <things> | the [N] <things> | them on the|a scale [at the same time|together|at once] , what
will|would|does|did the scale read|show?``. ``both`` needs a count of 2; ``the N`` that count; ``them`` any count.
The weights were told of the things themselves, which do not change by being put on a scale, so the tense of the
question is the tense the weights were told in. Every check of the frame's totals holds (every counted thing
weighed, one mass unit; lengths make no reading). Another subject, some of the things, two scales, or anything
else refuse.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_PUT = ("places", "place", "placed", "puts", "put", "sets", "set")
_READ = ("read", "show", "reads", "shows", "say", "says")
_AUX = ("will", "would", "does", "did")


def asks_scale(cur: Cursor) -> bool:
    """The words of the form (``scale`` and a reading verb after ``what``): read in full by ``read_scale_question``."""
    w = cur.words
    return "scale" in w and "what" in w and any(x in w for x in _READ)


def read_scale_question(cur: Cursor, subject_at, count, things_at) -> bool:
    """The whole question (see the module doc), read from its start; True when it is the form. ``subject_at(cur)``
    takes the scene's subject, ``count`` is the scene's count (or None), ``things_at(cur)`` takes the scene's
    things (plural) and answers whether they are the scene's."""
    cur.pos = 0
    cur.take_word("if")
    if not subject_at(cur) or cur.take_word(*_PUT) is None:
        return False
    if cur.take_word("both") is not None:
        if count != 2 or not things_at(cur):
            return False
    elif cur.take_word("them") is not None:
        pass
    else:
        cur.take_word("all")
        cur.take_word("the")
        if cur.sense("num") is not None:
            n = cur.sense("num").entry
            if count is None or n != count:
                return False
            cur.pos += 1
        if not things_at(cur):
            return False
    if cur.take_word("on", "onto") is None or cur.take_word("the", "a") is None or cur.take_word("scale") is None:
        return False
    if cur.take_word("together") is None and cur.take_word("at") is not None:
        if not (cur.take_word("once") or (cur.take_word("the") and cur.take_word("same") and cur.take_word("time"))):
            return False
    cur.take("punct:,")
    if cur.take_word("what") is None or cur.take_word(*_AUX) is None:
        return False
    if cur.take_word("the") is None or cur.take_word("scale") is None or cur.take_word(*_READ) is None:
        return False
    return cur.at_end()
