"""Legs joined by a comma: ``, then`` and the serial list ``A, B and C`` (reader v22, ADR 0522).

    Dev walked 3 miles to school, then 5 miles to the library, then 4 miles home.
    How many miles did Dev walk in all?                                                     3 + 5 + 4 = 12
    Petra walked 7 km on Saturday, 3 km on Sunday and 4 km on Monday.
    How many kilometers did she walk in all?                                                7 + 3 + 4 = 14

Why: legs.py (ADR 0109) joined the legs of one statement only by ``[,] and [then]``; a comma with no ``and`` was
``words after a leg``. Two more joints are ordinary English for the same list of legs:

- ``, then <leg>``: the sequence word says the next leg follows the one before, as ``and then`` does; the comma
  before it is required (``3 miles then 5 miles`` stays refused).
- ``, <distance> …`` in a serial list that ends ``[,] and <leg>``: each item a leg of its own. A comma after a
  distance could also open an apposition, a total told in parts (``ran 10 miles, 4 miles on Monday and 6 on
  Friday``: the 10 would be counted with its parts), so the bare comma is taken only when every leg of the
  statement carries its own qualifier (a place it goes from or to, or its own time), the list closes with
  ``and``, and the word after the comma starts a distance (``, walked 2 miles`` is no item of this list).

Everything else stays as legs.py reads it; a comma before anything else still refuses ``words after a leg``.
"""
from __future__ import annotations

from typing import Callable

from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason, whole_text_refusal

AND, THEN, COMMA = "and", "then", ","


def take_leg_joint(cur: Cursor, joints: list[str], distance_ahead: Callable[[Cursor], bool]) -> bool:
    """The words joining one leg to the next: ``[,] and [then]`` (legs.py's), ``, then`` or a bare ``,``
    before a distance (ADR 0522). Appends the joint's kind to ``joints``; False, with the comma (if any) taken,
    when no joint is here (the caller refuses ``words after a leg`` as before)."""
    comma = cur.take("punct:,") is not None
    if cur.take_word("and") is not None:
        cur.take_word("then")
        joints.append(AND)
        return True
    if not comma:
        return False
    if cur.peek_word() == "then":  # ADR 0522: ", then 5 miles to the library"
        cur.pos += 1
        joints.append(THEN)
        return True
    if distance_ahead(cur):  # ADR 0522: ", 3 km on Sunday and …" (checked by check_serial_list)
        joints.append(COMMA)
        return True
    return False


def check_serial_list(cur: Cursor, joints: list[str], legs_of_statement: list, opened: set[int],
                      first_index: int) -> None:
    """A statement whose legs a bare comma joined: the list must close with ``and`` and every leg carry its own
    place or time (module doc); else refuse (an apposition of a total and its parts reads the same)."""
    if COMMA not in joints:
        return
    if joints[-1] != AND:
        raise whole_text_refusal(cur, "legs", "a list of legs joined by commas without a closing 'and'")
    for k, op in enumerate(legs_of_statement):
        own_time = op.time and (first_index + k) not in opened
        if not (op.place or op.source or own_time):
            raise whole_text_refusal(cur, "legs", "a comma list with a leg of no place or time: a total and its parts?",
                                     Reason.AMBIGUOUS_REFERENCE)
