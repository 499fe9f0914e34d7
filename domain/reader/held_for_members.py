"""``A teacher has 49 stickers for 7 students. Each student gets the same number.`` (v20, ADR 0455).

    A teacher has 49 stickers for 7 students. Each student gets the same number. How many stickers does each
    student get?                                                                                 49 ÷ 7 = 7

``has N <things> to share equally among M <members>`` reads (held_to_share.py: what is held for a sharing, one
share asked). ``has N <things> for M <members>`` says whom the things are for, and the next sentence, ``Each
<member> gets the same number``, says they are shared equally: the two sentences say what the one sharing sentence
says. They are merged into it before the text is read (the later sentences renumbered), and the text then reads —
or refuses — exactly as that sentence does (held_to_share.py's own conditions: an ``each`` question, the holder
not asked, no remainder).

Merged only when a statement closes with ``has|had N <things> for M <members>`` (N and M whole numbers, the things
and the members one-word plural pack nouns) and the very next sentence is ``Each <member> gets|got|receives|
received|will get the same number|amount [of <things>|of them]`` and nothing else. Without the sameness (``has 49
stickers for 7 students. How many stickers does each student get?``: equal shares are not told), with it in
another place or of other things, the text is left as written and refuses as before at ``for``.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_GET = (["gets"], ["got"], ["receives"], ["received"], ["will", "get"])


def _word(text: str) -> Token:
    return Token(text=text, low=text, kind="word", value=None)


def _plural(cur, i: int) -> str | None:
    unit = cur.sense("unit", i) if i < cur.end else None
    if unit is None or unit.length != 1 or unit.form != "pl" or unit.entry.plural == unit.entry.singular:
        return None
    return unit.entry.id


def _whole(cur, i: int) -> bool:
    if i >= cur.end:
        return False
    t = cur.tokens[i]
    if t.kind == "num":
        return t.value is not None and t.value.denominator == 1 and t.value > 0 and "." not in t.text
    word = cur.sense("number", i)
    return word is not None and word.length == 1 and cur.sense("number", i + 1) is None


def _held_for(cur) -> tuple[int, str, str] | None:
    """(index of ``for``, things, members) of a statement closing ``has|had N <things> for M <members>``."""
    w, e = cur.words, cur.end
    if cur.sentence.question or e < 6 or w[e - 3] != "for" or w[e - 6] not in ("has", "had"):
        return None
    if not _whole(cur, e - 5) or not _whole(cur, e - 2):
        return None
    things, members = _plural(cur, e - 4), _plural(cur, e - 1)
    if things is None or members is None or things == members:
        return None
    return e - 3, things, members


def _sameness(cur, things: str, members: str) -> bool:
    w, e = cur.words, cur.end
    if cur.sentence.question or w[:1] != ["each"]:
        return False
    member = cur.sense("unit", 1) if e > 1 else None
    if member is None or member.length != 1 or member.form != "sg" or member.entry.id != members:
        return False
    i = next((2 + len(g) for g in _GET if w[2:2 + len(g)] == g), None)
    if i is None or w[i:i + 2] != ["the", "same"] or cur.sense("fn:quantity_noun", i + 2) is None:
        return False
    rest = w[i + 3:e]
    return rest in ([], ["of", "them"]) or (len(rest) == 2 and rest[0] == "of" and _plural(cur, i + 4) == things)


def repair_held_for_members(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The holding for counted members and the next sentence's sameness as one sharing sentence (module doc)."""
    for at in range(len(sentences) - 2):
        cur = cursor(sentences[at])
        got = _held_for(cur)
        if got is None:
            continue
        at_for, things, members = got
        if not _sameness(cursor(sentences[at + 1]), things, members):
            return sentences
        toks = sentences[at].tokens
        out = [*toks[:at_for], _word("to"), _word("share"), _word("equally"), _word("among"),
               *toks[at_for + 1:cur.end], *toks[cur.end:]]
        merged = Sentence(index=sentences[at].index, tokens=out, question=False)
        rest = [Sentence(index=s.index - 1, tokens=s.tokens, question=s.question) for s in sentences[at + 2:]]
        return [*sentences[:at], merged, *rest]
    return sentences
