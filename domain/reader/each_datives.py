"""``Tim has 4 dogs. He gives each dog 3 treats.``: a gift to each of a group counted just before (v20, ADR 0455).

    Tim has 4 dogs. He gives each dog 3 treats. How many treats does he give in all?            3 × 4 = 12
    There are 8 students. The teacher gave each student 3 pencils. How many pencils did the teacher give?  24

``gives each dog 3 treats`` (the members first, the things second) names no count of dogs; the sentence before
it does, and says nothing else. Together they say ``Tim gives 3 treats to each of the 4 dogs``, which
each_of_gifts.py (the whole text) and each_recipients.py (any story) read. The two sentences are re-spelled as
that one sentence before the text is read (the later sentences keep their order), and it then reads — or
refuses — exactly as that sentence does.

Re-spelled only when the text opens with both sentences:

- ``<Name> has|had M <members>.`` or ``There are|were M <members>.`` — M a whole number, the members one plural
  pack noun, nothing else;
- ``<he|she|the same name|(after There are) a subject of its own> <give> each <member> N <things>.`` — the give
  verb one of give, hand, pass, send, feed; ``each`` and the member noun in the singular, the same noun; N a whole
  number in digits or a number word and at least one word of things; ``he``/``she`` only after a name of that gender
  (or of none known), and never after ``There are``.

The giver is the name for ``he``/``she`` or the name again; after ``There are`` it is the second sentence's own
subject (``The teacher``), and after a name any other subject leaves the text as written. The members become
``the M <members>``. Anything else is left as written and refuses as before: ``gives each dog 3 treats`` with no
count told (``Tim has some dogs``), a count told in another sentence or beside other things (``Tim has 4 dogs and 2
cats``), another member noun (``each puppy``), money given (``each student $3``), ``each of her 24 students the
same number of pencils`` (a share, not a gift of a told size).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_GIVE = frozenset({"verb.give", "verb.hand", "verb.pass", "verb.send", "verb.feed"})
_HOLD = frozenset({"has", "had"})
_BE = frozenset({"are", "were"})


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _end(s: Sentence) -> int:
    end = len(s.tokens)
    while end and s.tokens[end - 1].kind == "punct":
        end -= 1
    return end


def _count(cur, i: int) -> tuple[int, int] | None:
    """(index after, ok) of a whole number at ``i`` (digits or a number word)."""
    if i >= cur.end:
        return None
    t = cur.tokens[i]
    if t.kind == "num" and t.value is not None and t.value.denominator == 1 and t.value > 0 and "." not in t.text:
        return i + 1, 1
    word = cur.sense("number", i)
    if word is not None and word.length == 1 and cur.sense("number", i + 1) is None:
        return i + 1, 1
    return None


def _members(cur, i: int) -> str | None:
    """The entry id of a one-word plural count noun closing the sentence at ``i``."""
    unit = cur.sense("unit", i) if i < cur.end else None
    if unit is None or unit.length != 1 or unit.form != "pl" or i + 1 != cur.end \
            or unit.entry.plural == unit.entry.singular or cur.lex.unit_by_id[unit.entry.id].family != "count":
        return None
    return unit.entry.id


def _counted(cur) -> tuple[list[Token] | None, str, str] | None:
    """(the holder's tokens or None after ``There are``, its gender, the members' id) of the first sentence."""
    w = cur.words
    if cur.sentence.question or cur.end < 3:
        return None
    if w[0] == "there" and w[1] in _BE:
        got = _count(cur, 2)
        members = _members(cur, got[0]) if got else None
        return (None, "", members) if members else None
    name = cur.sense("name", 0)
    if name is None or not cur.tokens[0].text[:1].isupper() or len(cur.senses(0)) != 1 or w[1] not in _HOLD:
        return None
    got = _count(cur, 2)
    members = _members(cur, got[0]) if got else None
    if members is None:
        return None
    gender = name.entry.gender if name.entry is not None and name.entry.gender in ("m", "f") else "x"
    return cur.tokens[:1], gender, members


def _gift(cur, holder: list[Token] | None, gender: str, members: str) -> list[Token] | None:
    """The re-spelled gift sentence's tokens, or None when the second sentence is not the form."""
    if cur.sentence.question:
        return None
    w = cur.words
    at = next((i for i in range(cur.end) if w[i] == "each"), None)
    if at is None or at < 2:
        return None
    verb = cur.sense("verb", at - 1)
    if verb is None or verb.length != 1 or verb.entry.id not in _GIVE:
        return None
    member = cur.sense("unit", at + 1) if at + 1 < cur.end else None
    if member is None or member.length != 1 or member.form != "sg" or member.entry.id != members:
        return None
    got = _count(cur, at + 2)
    if got is None or got[0] >= cur.end:
        return None
    things = cur.tokens[got[0]:cur.end]
    if any(t.kind != "word" for t in things) or any(t.low in ("and", "to", "each", "of") for t in things):
        return None
    subject = cur.tokens[:at - 1]
    if len(subject) == 1 and subject[0].low in ("he", "she"):
        if holder is None or gender not in ("x", "m" if subject[0].low == "he" else "f"):
            return None
        subject = holder
    elif holder is not None and [t.low for t in subject] != [t.low for t in holder]:
        return None  # "Tim has 4 dogs. Ann gives each dog …": whose dogs, and is Tim in the story?
    count = cur.tokens[at + 2:got[0]]
    return [*subject, cur.tokens[at - 1], *count, *things, _word("to"), _word("each"), _word("of"), _word("the")]


def repair_each_datives(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The two opening sentences as ``<giver> <give> N <things> to each of the M <members>`` (module doc)."""
    if len(sentences) < 3 or sentences[0].question or sentences[1].question:
        return sentences
    first = cursor(sentences[0])
    told = _counted(first)
    if told is None:
        return sentences
    holder, gender, members = told
    tokens = _gift(cursor(sentences[1]), holder, gender, members)
    if tokens is None:
        return sentences
    counted = sentences[0].tokens[2:first.end]  # "4 dogs"
    merged = Sentence(index=0, tokens=[*tokens, *counted, *sentences[1].tokens[_end(sentences[1]):]], question=False)
    rest = [Sentence(index=s.index - 1, tokens=s.tokens, question=s.question) for s in sentences[2:]]
    return [merged, *rest]
