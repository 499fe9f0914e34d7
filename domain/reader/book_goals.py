"""A book's pages as a reader's goal (reader v16, ADR 0342).

    A book has 120 pages. Nick has read 114 pages. How many pages does he have left to read?      120 − 114 = 6
    Sam's book has 200 pages. He read 75 pages. How many more pages does he need to read?           125

The goal machinery (goals.py, left_to_do.py) reads ``Nick has to read 120 pages. He has read 114 pages. How many
pages does he have left to read?``. Told of the book instead of the reader, the first sentence is re-spelled so:

- the story's first sentence is exactly ``a|an|the <thing> has N <things>.`` or ``<Name>'s <thing> has N
  <things>.`` (two count units of the pack, N a whole number in digits);
- the reader is the story's one person: ``<Name>`` opening the second sentence, or the owner ``<Name>'s``;
- the second sentence reads those things (``verb.read``), and the question asks what is left or still needed
  ``to read``.

Then the first sentence becomes ``<Name> has to read N <things>.``. Another person named anywhere (whose reading
would count?), ``they``, no name to be the reader (``A book has 120 pages. He read …``), or any other shape leaves
the text as written (it refuses as before). The book itself is no longer in the story, so a question that names it
(``… to finish the book?``) refuses.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_READ = "verb.read"


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _asks_to_read(words: list[str]) -> bool:
    """``… left to read?`` / ``… need|needs to read …?`` in the question."""
    for i in range(len(words) - 2):
        if words[i] in ("left", "need", "needs") and words[i + 1] == "to" and words[i + 2] == "read":
            return True
    return False


def _count_unit(cur, i: int, form: str):
    s = cur.sense("unit", i)
    if s is None or s.form != form or cur.lex.unit_by_id[s.entry.id].family != "count":
        return None
    return s


def repair_book_goal(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    if len(sentences) < 3 or not _asks_to_read([t.low for t in sentences[-1].tokens]):
        return sentences
    c0, c1 = cursor(sentences[0]), cursor(sentences[1])
    toks = sentences[0].tokens
    owner = None
    i = 0
    if c0.sense("name", 0) is not None and toks[0].text[:1].isupper() and len(toks) > 1 and toks[1].kind == "poss":
        owner, i = toks[0], 2
    elif c0.words[0] in ("a", "an", "the"):
        i = 1
    else:
        return sentences
    thing = _count_unit(c0, i, "sg")
    if thing is None:
        return sentences
    i += thing.length
    if i + 3 > c0.end or c0.words[i] != "has":
        return sentences
    num = toks[i + 1]
    if num.kind != "num" or num.value is None or num.value.denominator != 1 or num.value < 1 or "." in num.text:
        return sentences
    things = _count_unit(c0, i + 2, "pl")
    if things is None or things.entry.id == thing.entry.id:
        return sentences
    end = i + 2 + things.length
    if end != len(toks):  # the sentence's stop is not a token
        return sentences
    reader = owner
    first = sentences[1].tokens[0]
    if c1.sense("name", 0) is not None and first.text[:1].isupper() and not (len(sentences[1].tokens) > 1
                                                                          and sentences[1].tokens[1].kind == "poss"):
        if owner is not None and first.text != owner.text:
            return sentences
        reader = first
    elif c1.words[0] not in ("he", "she") or owner is None:
        return sentences
    at = 2 if c1.words[1] == "has" else 1  # "Nick read" / "Nick has read"
    verb = c1.sense("verb", at) if at < c1.end else None
    if verb is None or verb.entry.id != _READ:
        return sentences
    for s in sentences:  # the one person: no other name, no "they"
        c = cursor(s)
        for j, t in enumerate(s.tokens):
            if t.low in ("they", "them", "their") or (
                    t.text[:1].isupper() and t.text != reader.text and c.sense("name", j) is not None):
                return sentences
    new = [reader, _word("has"), _word("to"), _word("read"), num, *toks[i + 2:]]
    return [Sentence(index=0, tokens=new, question=False), *sentences[1:]]
