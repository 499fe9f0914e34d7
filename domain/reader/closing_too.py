"""``Her brother collected 27 stamps too.`` (v18, ADR 0392).

A complete clause stopped at a closing ``too`` (``words left after a complete clause``). The words
say only that the clause holds of this subject also — as ``also`` before the verb, which changes no amount — so
they are dropped. Only at the very end of a statement and right after a pack unit noun (the clause's things:
``27 stamps too``); anywhere else (``too many``, ``too heavy``, a question) the words stay and read or refuse as
before. (``as well`` is not read: ``well`` is no pack word, and the text refuses before any re-spelling.)
"""
from __future__ import annotations

from domain.reader.tokens import Sentence


def respell_closing_too(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Every statement ending ``<unit> too`` without it; the others as they are."""
    out = []
    for s in sentences:
        got = None
        if not s.question and any(t.low == "too" for t in s.tokens):
            got = _drop_too(s, cursor(s))
        out.append(got or s)
    return out


def _drop_too(s: Sentence, cur) -> Sentence | None:
    words, end = cur.words, cur.end
    if end < 2 or words[end - 1] != "too":
        return None
    k = end - 1
    if cur.sense("unit", k - 1) is None:
        return None
    return Sentence(index=s.index, tokens=[*s.tokens[:k], *s.tokens[end:]], question=s.question)
