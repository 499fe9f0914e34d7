"""Places of a named town (reader v13, ADR 0260).

    There are 1986 books in Oak Grove's public library. In addition, there are 5106 books in its school
    libraries. How many books do the libraries in Oak Grove have overall?                    1986 + 5106 = 7092

- ``in Oak Grove's public library``: two or more capitalised words (none a person's name of the pack), ``'s``, then a place
  noun (with its modifiers) is a place owned by a named place (``Oak Grove's public library``); the owner is
  noted as a town (``ctx.towns``), not introduced as an entity (it holds nothing itself). proper_place_names.py leaves a run before
  ``'s`` unread; this reads it.
- ``in its school libraries``: ``its`` before a place noun names the one thing that could own it: the neuter
  entities and towns named so far except a place of that same noun (a library's libraries is no reading) —
  exactly one, and a town, else the phrase is not read.
- ``the libraries in Oak Grove`` as a question's subject: every place of that noun (singular or plural) owned
  by that town, at least two, and no place of that noun owned by anyone else: a members question (the sum of
  their holdings). ``in Oak Grove`` naming a town never told, one place, or another owner's library refuse.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, definite_entity, noun_run
from domain.reader.proper_place_names import _bare_capital


def _capital(cur: Cursor, k: int) -> bool:
    """A capitalised word inside the sentence that is no name of a person the pack lists (``Oak`` of ``Oak Grove``
    may be a pack word too: its capital says it is part of a name here)."""
    tok = cur.tokens[k]
    if k == 0 or tok.kind != "word" or not tok.text[:1].isupper():
        return False
    return _bare_capital(cur, k) or not any(s.cls == "name" for s in cur.senses(k))


def _run(cur: Cursor, j: int) -> int:
    k = j
    while k < cur.end and _capital(cur, k):
        k += 1
    return k


def read_town_place(cur: Cursor, ctx: Context) -> str | None:
    """``Oak Grove's public library`` at the cursor (after a preposition): the place; None, nothing consumed."""
    j = _run(cur, cur.pos)
    if j - cur.pos < 2 or cur.sense("poss", j) is None:
        return None
    got = noun_run(cur, j + 1, ("place",))
    if got is None or got[1].cls != "place":
        return None
    adjuncts, noun, end = got
    town = " ".join(cur.tokens[k].text for k in range(cur.pos, j))
    start = cur.pos
    ctx.towns.add(town)  # not an entity: it holds nothing itself (owned_holders.py would ask whose the books are)
    cur.pos = end
    name = noun.entry.plural if noun.form == "pl" else noun.entry.singular
    return definite_entity(cur, ctx, town + "'s", cur.words[end - noun.length - len(adjuncts):end - noun.length],
                           name, "n", start)


def read_its_place(cur: Cursor, ctx: Context) -> str | None:
    """``its school libraries``: the place owned by the one town that could own it; None, nothing consumed."""
    if cur.peek_word() != "its":
        return None
    got = noun_run(cur, cur.pos + 1, ("place",))
    if got is None or got[1].cls != "place":
        return None
    adjuncts, noun, end = got
    names = {noun.entry.singular, noun.entry.plural}
    owners = [e for e, g in ctx.entities.items() if g == "n" and e.split(" ")[-1] not in names]
    owners += sorted(t for t in ctx.towns if t not in owners)
    if len(owners) != 1 or owners[0] not in ctx.towns:
        return None
    start = cur.pos
    cur.pos = end
    name = noun.entry.plural if noun.form == "pl" else noun.entry.singular
    return definite_entity(cur, ctx, owners[0] + "'s", cur.words[end - noun.length - len(adjuncts):end - noun.length],
                           name, "n", start)


def read_town_places(cur: Cursor, ctx: Context) -> tuple[str, ...] | None:
    """``the libraries in Oak Grove`` (a question's subject): every place of that noun the town owns; None, nothing
    consumed, when the words are not that or the places are not all the town's."""
    if cur.peek_word() != "the":
        return None
    place = cur.sense("place", cur.pos + 1)
    if place is None or place.form != "pl" or place.length != 1 or cur.peek_word(2) != "in":
        return None
    j = cur.pos + 3
    k = _run(cur, j)
    town = " ".join(cur.tokens[x].text for x in range(j, k))
    if town not in ctx.towns:
        return None
    names = {place.entry.singular, place.entry.plural}
    same = [e for e in ctx.entities if e.split(" ")[-1] in names]
    mine = [e for e in same if e.startswith(town + "'s ")]
    if len(mine) < 2 or len(mine) != len(same):
        return None
    cur.pos = k
    return tuple(mine)
