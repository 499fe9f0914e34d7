"""``She gives each of her 24 students the same number of pencils.`` / ``She gives the stickers equally to 6
students.``: a giving that is an equal share (v20, ADR 0455).

    A teacher has 96 pencils. She gives each of her 24 students the same number of pencils. How many pencils
    does each student get?                                                                      96 ÷ 24 = 4
    A teacher has 42 stickers and 15 stars. She gives the stickers equally to 6 students. How many stickers
    does each student get?                                                                       42 ÷ 6 = 7

``shares the pencils equally among 24 students`` reads (the sharing frame: what is held, split among a counted
group). A giving told so that each member gets the same — ``gives each of M <members> the same number of
<things>`` or ``gives the <things> equally|evenly to M <members>`` — says the same thing with a giving verb, and
is re-spelled so before the text is read (as same_number.py does), reading — or refusing — exactly as the sharing
sentence does (all of the things shared: ``the <things>``).

Re-spelled only when the clause closes its sentence and is, after the subject:

- ``give|gives|gave each of [the|his|her|their] M <members> the same number|amount of <things>``, or
- ``give|gives|gave the <things> equally|evenly to [the|his|her|their] M <members>``;

and the question asks with ``each`` (what one member got); M a whole number (digits or a number word), the members
one plural pack noun, the things one plural pack noun. ``gives`` becomes ``shares``, ``gave`` ``shared``, ``give``
``share``; the determiner before M is dropped (``her 24 students`` are 24 students). Anything else is left as
written and refuses as before: ``the same number`` with no count of members (``gives each student the same
number``), ``gives 3 pencils equally``, ``to each of``, words after the members, ``them`` for the things (whose?).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_SHARE = {"gives": "shares", "gave": "shared", "give": "share"}
_DETS = frozenset({"the", "his", "her", "their"})


def _word(text: str) -> Token:
    return Token(text=text, low=text, kind="word", value=None)


def _count(cur, i: int) -> int | None:
    """Index after a whole number (digits, or one number word) at ``i``."""
    if i >= cur.end:
        return None
    t = cur.tokens[i]
    if t.kind == "num" and t.value is not None and t.value.denominator == 1 and t.value > 1 and "." not in t.text:
        return i + 1
    word = cur.sense("number", i)
    if word is not None and word.length == 1 and cur.sense("number", i + 1) is None:
        return i + 1
    return None


def _plural(cur, i: int) -> bool:
    """A one-word plural pack noun (a unit) at ``i``."""
    unit = cur.sense("unit", i) if i < cur.end else None
    return unit is not None and unit.length == 1 and unit.form == "pl" and unit.entry.plural != unit.entry.singular


def _members(cur, i: int) -> tuple[int, int] | None:
    """(index of M, index after the members) of ``[det] M <members>`` closing the sentence at ``i``."""
    if i < cur.end and cur.words[i] in _DETS:
        i += 1
    after = _count(cur, i)
    if after is None or not _plural(cur, after) or after + 1 != cur.end:
        return None
    return i, after + 1


def _respell(cur) -> list[Token] | None:
    w = cur.words
    verb = next((i for i in range(1, cur.end) if w[i] in _SHARE), None)
    if verb is None or cur.sense("verb", verb) is None or cur.sense("verb", verb).entry.id != "verb.give":
        return None
    share = _word(_SHARE[w[verb]])
    if w[verb + 1:verb + 3] == ["each", "of"]:
        i = verb + 3
        if i < cur.end and w[i] in _DETS:
            i += 1
        after = _count(cur, i)
        if after is None or not _plural(cur, after):
            return None
        m, members = i, after + 1
        if w[members:members + 2] != ["the", "same"] or cur.sense("fn:quantity_noun", members + 2) is None \
                or w[members + 3:members + 4] != ["of"] or not _plural(cur, members + 4) or members + 5 != cur.end:
            return None
        things = cur.tokens[members + 4:members + 5]
    elif w[verb + 1:verb + 2] == ["the"] and _plural(cur, verb + 2) and cur.sense("fn:evenly", verb + 3) is not None \
            and w[verb + 4:verb + 5] == ["to"]:
        got = _members(cur, verb + 5)
        if got is None:
            return None
        m, members = got
        things = cur.tokens[verb + 2:verb + 3]
    else:
        return None
    return [*cur.tokens[:verb], share, _word("the"), *things, _word("equally"), _word("among"),
            *cur.tokens[m:members]]


def repair_equal_gifts(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each statement closing with an equal giving (module doc) as the sharing it is; the others as written."""
    if not sentences or "each" not in (t.low for t in sentences[-1].tokens):
        return sentences  # only a share asked (``How many … does each student get?``): all given, none left
    out = []
    for s in sentences:
        got = None
        if not s.question and any(t.low in _SHARE for t in s.tokens):
            cur = cursor(s)
            tokens = _respell(cur)
            if tokens is not None:
                got = Sentence(index=s.index, tokens=[*tokens, *s.tokens[cur.end:]], question=False)
        out.append(got or s)
    return out
