"""A thing that travels, and places named by capitalised words, in legs (v13, ADR 0263).

    A spaceship traveled 0.5 light-year from Earth to Planet X and 0.1 light-year from Planet X to Planet Y.
    Then it traveled 0.1 light-year from Planet Y back to Earth. How many light-years did the spaceship travel
    in all?                                                                                   0.5 + 0.1 + 0.1

legs.py (ADR 0109) took its traveller from a capitalised name and he/she. Two forms more:

- **a thing as traveller** (``thing_traveller``): ``A|An <singular noun>`` (a pack unit that is no person)
  opening the first statement, right before a travel verb, is one thing that travels (``the spaceship`` from
  then on, neuter); later statements name it ``the <same noun>`` or ``it``, and the question ``the <same noun>``.
  A second such thing, a name beside it, ``he``/``she`` for it, or a plural (``Two ships``) refuse.
- **a place named by capitalised words** (``proper_end``): after ``from``/``to``, a run of capitalised words
  the pack knows in no class (``Earth``, ``Planet X``, ``Lake Tahoe``) names one place; the run is that place's
  name (two runs alike are one place). A pack name (``from Tom``), a lower-case word or ``'s`` end the run or are
  no such place.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor, noun_run

NEUTER = "n"


def _bare_capital(cur: Cursor, j: int) -> bool:
    tok = cur.tokens[j]
    if not tok.text[:1].isupper() or not tok.text[:1].isalpha():
        return False
    senses = cur.senses(j)
    return len(senses) == 1 and senses[0].cls == "name" and senses[0].entry is None


def proper_end(cur: Cursor) -> str | None:
    """``Earth`` / ``Planet X``: the run of capitalised words no pack class knows (consumed), or None."""
    j = cur.pos
    while j < cur.end and _bare_capital(cur, j) and cur.sense("poss", j + 1) is None:
        j += 1
    if j == cur.pos:
        return None
    name = " ".join(t.text for t in cur.tokens[cur.pos:j])
    cur.pos = j
    return "place:" + name


def thing_traveller(cur: Cursor, travellers: dict[str, str], actor: str, question: bool,
                    first_statement: bool) -> str | None:
    """The thing travelling at the cursor (consumed), or None (nothing consumed) when there is none here."""
    w = cur.peek_word()
    if w == "it":
        if actor and travellers.get(actor) == NEUTER and len(travellers) == 1 and not question:
            cur.pos += 1
            return actor
        return None
    if w in ("a", "an") and not question and first_statement and not travellers:
        got = noun_run(cur, cur.pos + 1, ("unit",))
        if got is None or got[0] or got[1].form != "sg" or got[1].entry.id in cur.lex.person_units:
            return None
        verb = cur.sense("verb", got[2])
        if verb is None or verb.entry.category != "travel":
            return None
        cur.pos = got[2]
        return "the " + got[1].entry.singular
    if w == "the":
        got = noun_run(cur, cur.pos + 1, ("unit",))
        if got is None or got[0] or got[1].form != "sg":
            return None
        name = "the " + got[1].entry.singular
        if travellers.get(name) != NEUTER:
            return None
        cur.pos = got[2]
        return name
    return None
