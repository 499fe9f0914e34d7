"""A place named by two or more capitalised words after a locating preposition (v12, ADR 0234).

    A car company produced 3884 cars in North America and 2871 cars in Europe. How many cars is that in all?

Why a module of its own: a capitalised word the pack knows in no other class is a name (``Europe``, read as a
neuter entity after ``in``), but the entity reader takes one word, so ``in North America`` left ``America``
unread and the sentence refused. Place names are often several words (``North America``, ``Lincoln County``,
``New York City``); after ``in``/``at``/``on``/``inside``/``into``/``onto`` a run of two or more such words is
one proper name of one place (neuter). Only words the pack has no entry for at all: a known person name
(``in Tom Sam``), a pack noun (``in North America's …`` is followed by a possessive), or a lower-case word end
the run, and a run followed by ``'s`` (an owner, ``in Ann Marie's bag``) is not read here.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor

LOCATING = frozenset({"in", "inside", "into", "at", "on", "onto"})


def _bare_capital(cur: Cursor, j: int) -> bool:
    """A capitalised word whose only sense is a name the pack does not list."""
    tok = cur.tokens[j]
    if tok.kind != "word" or not tok.text[:1].isupper():
        return False
    senses = cur.senses(j)
    return len(senses) == 1 and senses[0].cls == "name" and senses[0].entry is None


_INSIDE = frozenset({"in", "inside", "into"})


def _known_name_lead(cur: Cursor, j: int, word: str) -> bool:
    """(v13, ADR 0270) ``in Lawrence County``: after ``in``/``inside``/``into`` (one is not in a person) a
    capitalised person name of the pack leads a place name when a capitalised word the pack does not know
    follows it (``County``; ``in Tom Sam`` has none)."""
    if word not in _INSIDE or j + 1 >= cur.end:
        return False
    tok = cur.tokens[j]
    if tok.kind != "word" or not tok.text[:1].isupper():
        return False
    senses = cur.senses(j)
    if len(senses) != 1 or senses[0].cls != "name" or senses[0].entry is None:
        return False
    return _bare_capital(cur, j + 1)


def read_proper_place(cur: Cursor, ctx: Context, word: str) -> str | None:
    """At the word after ``word`` (a preposition): the place ``North America``, or None (nothing consumed)."""
    if word not in LOCATING:
        return None
    j = cur.pos + 1 if _known_name_lead(cur, cur.pos, word) else cur.pos
    while j < cur.end and _bare_capital(cur, j):
        j += 1
    if j - cur.pos < 2 or (j < cur.end and cur.sense("poss", j) is not None):
        return None
    name = " ".join(cur.tokens[k].text for k in range(cur.pos, j))
    cur.pos = j
    return ctx.introduce(name, "n")


def take_the_proper_place(cur: Cursor) -> bool:
    """(v13, ADR 0260) ``in the Bahamas`` / ``to the Netherlands`` in a describing sentence's place slot: ``the`` and
    one or more capitalised words the pack has no entry for, ending the phrase (the sentence's end, a comma or a
    preposition). Only stepped over (a scene names where, it moves nothing); False with nothing consumed else."""
    if cur.peek_word() != "the":
        return False
    j = cur.pos + 1
    while j < cur.end and _bare_capital(cur, j):
        j += 1
    if j == cur.pos + 1 or (j < cur.end and cur.words[j] != "," and cur.sense("fn:preposition", j) is None):
        return False
    cur.pos = j
    return True
