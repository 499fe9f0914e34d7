"""``Her friend Ann has 16 more stamps than Carol``: a relation named by a name right after it (v15, ADR 0302).

    Carol has 12 stamps. Her friend Ann has 16 more stamps than Carol. How many stamps does Ann have?   12 + 16
    Kate has 10 pens. Her friend Joe has 4 pens. She gives him 3 pens. How many pens does Joe have now?  4 + 3

A possessive singular person noun followed at once by a capitalised name of the pack's name class (no commas:
the comma form is appositives.py) names one person twice: the entity is the name, and the relation is
remembered as its alias (``ctx.appositives``), so a later ``her friend`` is Ann and ``she`` may be Ann.

Read only where the name ends the noun phrase: a verb of the pack right after the name (the phrase is a
subject), the end of the sentence (``gave 11 pencils to her friend Amy.``), or a number when a verb stands
right before the possessive (``He gave his cousin Jack 3 shells``: the first of two objects). Refused (ambiguous_reference):
a name already in the story (``Ann has 5 … Her friend Ann …``: the same Ann or another?), a relation told
before as a person of its own (``Her friend had 5. Her friend Ann …``) or already named otherwise (``her
friend Ann … her friend Kim``: a later ``her friend`` is either), a name already naming another relation,
and a name whose pack gender disagrees with the noun's (``her brother Mary``). The possessive itself is
resolved as before, so ``Her friend Ann`` after two women refuses on ``Her``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.refusals import Reason, ReaderRefusal

if TYPE_CHECKING:  # phrases.py imports this module
    from domain.reader.phrases import Context, Cursor


def _name_at(cur: Cursor, i: int, object_at: int = -1):
    """The name sense at ``i`` when it ends a noun phrase (a verb or the sentence's end follows; a number after
    a verb's first object, ``gave his cousin Jack 3 shells``, when ``object_at`` is where the verb's object
    begins), else None."""
    if i >= cur.end:
        return None
    name = cur.sense("name", i)
    tok = cur.tokens[i]
    if name is None or not tok.text[:1].isupper():
        return None
    after = i + 1
    if after >= cur.end or cur.words[after] in (".", "?", "!"):
        return name
    if cur.sense("verb", after) is not None and cur.sense("poss", after) is None:
        return name
    if object_at >= 1 and cur.sense("verb", object_at - 1) is not None and cur.sense("num", after) is not None:
        return name  # "gave his cousin Jack 3 shells": the first of two objects
    return None


def named_relation(cur: Cursor, ctx: Context, relation: str, noun) -> str | None:
    """At ``<Name>`` right after the relation's noun: consume it, record the alias and return the name's
    entity; else nothing consumed and None."""
    at = cur.pos
    if noun.form != "sg":
        return None
    name = _name_at(cur, at, at - noun.length - 1)
    if name is None:
        return None
    word = cur.tokens[at].text
    noun_gender = getattr(noun.entry, "gender", "") or "x"
    name_gender = name.entry.gender if name.entry is not None and name.entry.gender else "x"
    if "x" not in (noun_gender, name_gender) and noun_gender != name_gender:
        raise _refuse(cur, at, f"{word!r} named as {relation!r}, whose genders differ")
    if relation in ctx.entities:
        raise _refuse(cur, at, f"{relation!r} told before {word!r} names them: one person or two?")
    if word in ctx.entities or any(named == word for named, _ in ctx.appositives.values()):
        raise _refuse(cur, at, f"{word!r} already in the story, now named as {relation!r}")
    ctx.appositives[relation] = (word, name_gender if name_gender != "x" else noun_gender)
    cur.pos = at + 1
    return ctx.introduce(*ctx.appositives[relation])


def skip_named_again(cur: Cursor, ctx: Context, relation: str, noun) -> None:
    """After a relation already named (``her friend`` = Ann): step over ``Ann`` when it follows again, and
    refuse another name there (``her friend Kim`` after ``her friend Ann``: two friends, so ``her friend``
    is no longer one person)."""
    at = cur.pos
    if _name_at(cur, at, at - noun.length - 1) is None:
        return
    word = cur.tokens[at].text
    if word != ctx.appositives[relation][0]:
        raise _refuse(cur, at, f"{relation!r} named {ctx.appositives[relation][0]!r} before, now {word!r}")
    cur.pos = at + 1


def _refuse(cur: Cursor, i: int, detail: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                         token_index=i, token_text=cur.tokens[i].text, frame="entity.appositive", detail=detail)


def relation_of(cur: Cursor, owner: str, owner_gender: str) -> tuple[str, str] | None:
    """For a whole-text form with one person ``owner`` told so far: ``his|her <person noun> [<Name>]`` (the
    possessive fitting ``owner``'s gender, m or f) or ``<owner>'s <person noun> [<Name>]`` at the cursor, as
    (entity, gender) — the name when one follows (its pack gender agreeing with the noun's), else ``<owner>'s
    <noun>``; None with nothing consumed otherwise (a plural noun, another owner, a gender clash)."""
    start = cur.pos
    w = cur.peek_word()
    if w in ("his", "her"):
        if owner_gender != ("m" if w == "his" else "f"):
            return None
        at = start + 1
    elif cur.sense("name") is not None and cur.tokens[start].text == owner and cur.sense("poss", start + 1):
        at = start + 2
    else:
        return None
    noun = cur.sense("person", at)
    if noun is None or noun.form != "sg":
        return None
    end = at + noun.length
    gender = getattr(noun.entry, "gender", "") or "x"
    entity = f"{owner}'s {noun.entry.singular}"
    if end < cur.end and cur.sense("name", end) is not None and cur.tokens[end].text[:1].isupper() \
            and cur.sense("poss", end + 1) is None:
        name = cur.sense("name", end)
        name_gender = (name.entry.gender if name.entry is not None else "") or "x"
        if "x" not in (gender, name_gender) and gender != name_gender:
            return None
        entity, gender = cur.tokens[end].text, gender if gender != "x" else name_gender
        end += 1
    cur.pos = end
    return entity, gender
