"""``her brother, Todd, ate 8 of them``: a relation named by an appositive name (v11, ADR 0190).

A possessive person noun followed by ``, <Name> ,`` (``Katie's brother, Todd,`` / ``her brother, Todd,``) is
one person told twice: the commas make the name non-restrictive, so she has that one brother and he is Todd.
The entity is the name (``Todd``, so that ``he`` and ``Todd`` later are him); the relation is remembered as
an alias (``ctx.appositives``), so a later ``her brother`` is Todd too rather than a second person.

Read only where nothing else can be meant: a singular person noun (``her friends, Tom, …`` is not one
person), a capitalised word of the pack's name class between the commas, and right after the closing comma a
verb of the pack (the appositive ends a subject). Not read, so refused as before: ``gave her brother, Todd,
and Sam 5 apples`` (a list), a name already in the story under another relation (``Todd`` already someone's
friend), a relation already told as a person of its own before (``Her brother had 5. Her brother, Todd, …``:
one person or two?), a name whose pack gender disagrees with the noun's (``her brother, Mary,``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.refusals import Reason, ReaderRefusal

if TYPE_CHECKING:  # annotations only: phrases imports this module
    from domain.reader.phrases import Context, Cursor


def appositive_name(cur: Cursor, ctx: Context, relation: str, noun) -> str | None:
    """At ``, <Name> , <verb>`` right after the relation's noun: consume up to the closing comma, record
    the alias and return the name's entity; else nothing consumed and None."""
    at = cur.pos
    if noun.form != "sg" or at + 3 >= cur.end or cur.words[at] != "," or cur.words[at + 2] != ",":
        return None
    name = cur.sense("name", at + 1)
    word = cur.tokens[at + 1].text
    if name is None or not word[:1].isupper() or cur.sense("poss", at + 2) or cur.sense("verb", at + 3) is None:
        return None
    noun_gender = getattr(noun.entry, "gender", "") or "x"
    name_gender = name.entry.gender if name.entry is not None else "x"
    if "x" not in (noun_gender, name_gender) and noun_gender != name_gender:
        raise _refuse(cur, at + 1, f"{word!r} named as {relation!r}, whose genders differ")
    if relation in ctx.entities:
        raise _refuse(cur, at + 1, f"{relation!r} told before {word!r} names them: one person or two?")
    if word in ctx.entities or any(name == word for name, _ in ctx.appositives.values()):
        raise _refuse(cur, at + 1, f"{word!r} already in the story, now named as {relation!r}")
    ctx.appositives[relation] = (word, name_gender if name_gender != "x" else noun_gender)
    ctx.appositive_at.add((cur.sentence.index, at))
    cur.pos = at + 3
    return ctx.introduce(*ctx.appositives[relation])


def skip_told_appositive(cur, ctx) -> None:
    """The appositive already read at the cursor (a clause reader re-reading its subject): step over it."""
    if (cur.sentence.index, cur.pos) in ctx.appositive_at:
        cur.pos += 3


def _refuse(cur: Cursor, i: int, detail: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                         token_index=i, token_text=cur.tokens[i].text, frame="entity.appositive", detail=detail)
