"""What a use was for, told of someone's thing or again after ``and`` (v13, ADR 0263).

    Roadster's Paving Company used 10 tons of cement to pave Lexi's street and 5.1 tons of cement to pave
    Tess's street. How much cement did Roadster's Paving Company use in all?                 10 + 5.1 = 15.1

A purpose (``to <verb> <noun phrase>``, circumstances.take_purpose) says why, never how many. Two forms more:

- the purpose's noun phrase may open with a named owner, ``<Name>'s`` (``to pave Lexi's street``), as it may
  with ``his``/``her``: whose street it is changes no amount (``take_named_owner``);
- a gapped clause (``… and 5.1 tons of cement to pave Tess's street``, gapping.py) may be told apart from the
  first clause by its purpose alone, when the first clause has a purpose of its own: the purposes name the two
  uses (``to pave Lexi's street`` / ``to pave Tess's street``) as a place or a time names two events. The gap
  repeats the first clause's actor and verb (a gain or a loss; a transfer's recipient may or may not be
  repeated: refused) with its amount, keeps no purpose (none is asked) and names no other
  place or time (``gapped_by_purpose``).

A purpose with a number (``to make 2 cakes``), a gap whose purpose follows a first clause with none (``used 10
tons at home and 5 tons to pave the road``: where were those used?), or anything after the purpose the gap does
not read keep their refusals.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def take_named_owner(cur: Cursor) -> bool:
    """``Lexi's`` before the noun of a purpose: a pack name, capitalised, and the possessive ``'s``; consumed
    (True) or nothing consumed (False)."""
    if cur.sense("name") is None or not cur.tokens[cur.pos].text[:1].isupper() or not cur.sense("poss", cur.pos + 1):
        return False
    cur.pos += 2
    return True


def first_clause_purpose(cur: Cursor, start: int) -> bool:
    """Whether the sentence before the gap at ``start`` has a purpose of its own: ``to`` + a pack verb."""
    return any(cur.words[i] == "to" and cur.sense("verb", i + 1) is not None
               for i in range(start))


def gapped_by_purpose(cur: Cursor, start: int, purpose_taken: bool) -> bool:
    """The gap at ``start`` is told apart by its purpose alone (see the module doc)."""
    return purpose_taken and first_clause_purpose(cur, start)
