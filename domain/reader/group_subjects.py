"""A question about ``the three [girls]`` / ``both [boys]``: everyone the story named, counted (v17, ADR 0366).

    Ava collected 12 cans. Ben collected 9 cans. Cal collected 9 cans. How many cans did the three children
    collect?                                                                                  12 + 9 + 9 = 30
    Ann has 12 shells. Beth has 7 more shells than Ann. Cara has 3 more shells than Beth. How many shells do
    the three girls have in all?                                                         12 + 19 + 22 = 53
    Sam has 5 apples. Tom has twice as many apples as Sam. How many apples do both have?        5 + 10 = 15

The question's subject ``they`` already reads as everyone in the story (questions.py, persons.py checks); a
subject that COUNTS them (``the two``, ``the three``, ``both``), with or without a people noun (``girls``,
``boys``, ``friends``, ``children``), is read as that ``they`` only when the count says the same: exactly
that many people named in the story, every one of them told with the asked things, and nobody and nothing
else holding or doing them. The noun agrees too: ``girls`` are all she, ``boys`` all he (a name of either or
no known gender refuses); ``children``/``kids``/``people`` (pack role ``people_group``) and the person nouns
of no gender (``friends``, ``students``) fit anyone.

``both teams`` / ``the two teams`` (a plural place noun) counts the owned places the story made holders (``Sam's team
scored 24 points. Tom's team scored 18 points.``) the same way: exactly that many ``<Name>'s team``, each told with
the asked things, nothing else holding them.

Refused: another count than the people named (``the two`` of three), a group (``his friends``) or I/you/we in
the story, someone named who has none of the asked things, a thing or place also holding them, a noun of the
other gender (``the three boys`` with Ann), and any other noun after the count (``the two boxes``).
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.persons import DEICTIC
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason

_PEOPLE = ("m", "f", "x")


def take_counted_group(cur: Cursor, ctx, item) -> bool:
    """``the <two|three|…> [<people noun>]`` / ``both [<people noun>]`` as a question's subject: True (the
    cursor after it) when it names everyone the story counts, as ``they``; False (nothing consumed) when no such
    subject is here; raises when it is one but does not name that group."""
    start = cur.pos
    if cur.peek_word() == "both":
        count = 2
        cur.pos += 1
    elif cur.peek_word() == "the" and (num := cur.sense("number", cur.pos + 1)) is not None \
            and num.length == 1:
        value = cur.lex.number_value.get(num.entry.id)
        if value is None or value.denominator != 1 or value < 2:
            return False
        count = int(value)
        cur.pos += 2
    else:
        return False
    gender = ""
    named = False
    noun = cur.sense("person")
    if noun is not None and noun.form == "pl" and noun.length == 1:
        gender = noun.entry.gender or ""
        named = True
        cur.pos += 1
    elif cur.sense("fn:people_group") is not None:
        named = True
        cur.pos += 1
    elif (place := cur.sense("place")) is not None and place.form == "pl" and place.length == 1:
        # "both teams" after "Sam's team … Tom's team …": the owned places the story made holders
        cur.pos += 1
        _check_owned(cur, ctx, item, count, place.entry.singular)
        return True
    elif cur.sense("fn:aux") is None and cur.sense("verb") is None:
        cur.pos = start  # "the two boxes", "both teams": not a count of the people named
        return False
    _check_group(cur, ctx, item, count, gender, named)
    return True


def _check_group(cur: Cursor, ctx, item, count: int, gender: str, named: bool) -> None:
    def refuse(detail: str) -> None:
        raise unparsed(cur, "question.entity", detail, Reason.UNRESOLVED_PRONOUN, "pronoun_resolution")

    if any(g == "p" for g in ctx.entities.values()) or any(e in ctx.entities for e in DEICTIC.values()):
        refuse("a counted group in a story with a group or I/you/we in it")
    people = {e for e, g in ctx.entities.items() if g in _PEOPLE}
    if len(people) != count:
        refuse(f"'{count}' of them, and {len(people)} people named")
    if gender and any(ctx.entities[e] != gender for e in people):
        refuse("a counted group whose noun does not fit everyone named")
    if named and any(not _plain_name(cur, e) for e in people):
        # "Tom's mom has 5 apples. Tom has 3. … the two children": a noun fits only people told by a plain name
        refuse("a counted group with a noun, beside someone not named by a first name")
    if item is None:
        refuse("a counted group asked about unsaid things")
    acted: set[str] = set()
    for op in ctx.story or ():
        if op.item is None or op.item.unit != item.unit:
            continue
        if not op.actor:
            refuse("the asked things held by no one named")
        for who in (op.actor, op.target, op.source, op.agent):
            if who and who not in people:
                refuse(f"{who!r} also holds the asked things")
            acted.add(who)  # a receiver or a compared holder is told with the things too
    acted.discard("")
    if acted != people:
        refuse("someone in the counted group told without the asked things")


def _plain_name(cur: Cursor, entity: str) -> bool:
    """A first name (``Ann``, ``Cal``: one capitalised word that is no person noun of the pack), not ``Tom's mom`` /
    ``the teacher`` / ``Mrs. Hill`` / ``Mom``."""
    if " " in entity or "'" in entity or "." in entity or not entity[:1].isupper():
        return False
    return not any(len(words) == 1 and sense.cls == "person"
                   for words, sense in cur.lex.phrases.get(entity.lower(), ()))


def _check_owned(cur: Cursor, ctx, item, count: int, noun: str) -> None:
    """``both teams`` / ``the two teams``: exactly ``count`` entities ``<Name>'s <noun>``, each told with the asked
    things, and nothing else holding or moving them."""
    def refuse(detail: str) -> None:
        raise unparsed(cur, "question.entity", detail, Reason.UNRESOLVED_PRONOUN, "pronoun_resolution")

    members = {e for e, g in ctx.entities.items() if g == "n" and e.endswith("'s " + noun)}
    if len(members) != count or item is None:
        refuse(f"'{count}' {noun}s, and {len(members)} told")
    acted: set[str] = set()
    for op in ctx.story or ():
        if op.item is None or op.item.unit != item.unit:
            continue
        for who in (op.actor, op.target, op.source, op.agent):
            if who and who not in members:
                refuse(f"{who!r} also holds the asked things")
            acted.add(who)
        if not op.actor:
            refuse("the asked things held by no one named")
    acted.discard("")
    if acted != members:
        refuse(f"a {noun} in the counted group told without the asked things")

