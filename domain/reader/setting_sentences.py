"""A number-free sentence setting a scene with some things of a kind (reader v13, ADR 0270).

    Some insects called aphids attack a large farm. In response, the farmer releases ladybugs onto the
    fields. There are 12170 ladybugs with spots and 54912 ladybugs without spots. …

``Some <things> [called|named <word>] <verb> <a|an> [<modifiers>] <place>.`` tells what happened to a place
the story has not named before, done by things no one counts: it moves nothing (no number, a place new to the
story, no holder), so it describes the scene. ``called aphids`` names the kind; the name may be a word the
pack does not know (the scanner lets that one word through only in a sentence of exactly this form).

Read only as a whole statement: ``Some`` first; a plural pack unit; optionally ``called``/``named`` and one
lower-case word; a scene verb of the pack (``attack``, ``visit``); ``a``/``an``, modifiers, a place noun of
the pack last; no number anywhere. ``the farm`` (a place the story may hold things at), a count, a person's
name, an object that is a thing (``Some kids ate apples``: whose?) keep the older readings (which refuse).
A question about the setting's things, a more general kind, or a kind of them (``Some birds visit a farm. There
are 5 ducks on the farm. How many birds|ducks are there?``: the visiting birds are not counted) refuses; a
kind of them is asked only when the setting named its own (``insects called aphids``: the ladybugs asked are
other insects).
"""
from __future__ import annotations

from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_NAMING = ("called", "named")


def is_setting(cur: Cursor) -> bool:
    """Whether the sentence is exactly the form of the module doc (only reads the tags)."""
    if cur.sentence.question or cur.end < 5 or cur.words[0] != "some":
        return False
    end = cur.end  # the full stop is not in the cursor
    if any(cur.tokens[i].kind != "word" for i in range(end)):
        return False
    unit = cur.sense("unit", 1)
    if unit is None or unit.length != 1 or cur.words[1] != unit.entry.plural or unit.entry.plural == unit.entry.singular:
        return False
    k = 2
    if cur.words[k] in _NAMING:
        tok = cur.tokens[k + 1]
        if tok.kind != "word" or not tok.text.islower():
            return False
        k += 2
    verb = cur.sense("verb", k) if k < end else None
    if verb is None or verb.length != 1 or verb.entry.category != "scene":
        return False
    k += 1
    if k >= end or cur.words[k] not in ("a", "an"):
        return False
    k += 1
    while k < end - 1 and cur.sense("modifier", k) is not None:
        k += 1
    place = cur.sense("place", k) if k < end else None
    if place is None or place.length != 1 or k != end - 1 or cur.words[k] != place.entry.singular:
        return False
    return not any(cur.sense("num", i) or cur.sense("number", i) for i in range(end))


def unknown_name_allowed(cur: Cursor, i: int) -> bool:
    """The scanner's exception: the one word after ``called``/``named`` in a setting sentence."""
    return i == 3 and cur.words[2] in _NAMING and is_setting(cur)


def setting_unit(cur: Cursor) -> tuple[str, str]:
    """The unit of the setting's things and the name they are called by ("" when none)."""
    return cur.sense("unit", 1).entry.id, cur.words[3] if cur.words[2] in _NAMING else ""


def check_setting_units(units: list[tuple[str, str]], question, lex, asked_words: list[str]) -> None:
    """Refuse a question whose things may be a setting's uncounted things: the same unit or a more general one,
    or a kind of it, unless the setting named its own kind (``insects called aphids``: ladybugs are not those)
    by a word the question does not use; a question using the setting's name refuses too (``Some birds called
    ladybugs …``: which ladybugs?)."""
    asked = question.item.unit if question.item is not None else ""
    for unit, name in units:
        if not asked or asked == unit or lex.kind_of(unit, asked) or (name and name in asked_words) \
                or (lex.kind_of(asked, unit) and not name):
            raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.setting", sentence_index=question.sentence,
                                frame="question.setting",
                                detail="the question asks about things a setting sentence did not count")
