"""``30 chairs are red and the others are blue.`` (v23, ADR 0544): ``the others are|were`` is ``the rest are|were``.

``the rest are blue`` reads (the remaining part of a told whole, kind_parts and the rest forms); the same part told
as ``the others are blue`` refused on the unknown word ``others``. ADR 0513 kept ``others`` out of the pack: the
reader's guards look for the word ``rest`` itself, so a pack synonym would slip past them. Here the two words are
re-spelled before the text is read (as same_number.py re-spells ``the same number of … as``), so every guard sees
``the rest``, and the sentence then reads — or refuses — exactly as ``the rest are …`` does.

Only in a statement, only ``the others`` as the subject of a clause (first in the sentence, or right after ``and``)
and only right before ``are`` / ``were``. ``each of the others``, ``gave 3 to the others``, ``the others ate 2
apples each``, ``others are green`` (no ``the``) and a question are left as written (and refuse on ``others``).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_BE = frozenset({"are", "were"})


def respell_the_others(sentences: list[Sentence]) -> list[Sentence]:
    return [_respell(s) or s if not s.question else s for s in sentences]


def _respell(s: Sentence) -> Sentence | None:
    toks = s.tokens
    out = None
    for i in range(len(toks) - 2):
        if toks[i].low != "the" or toks[i + 1].low != "others" or toks[i + 2].low not in _BE:
            continue
        if i > 0 and toks[i - 1].low != "and":
            continue
        if out is None:
            out = list(toks)
        rest = Token(text="rest", low="rest", kind="word", value=None)
        out[i + 1] = rest
    return Sentence(index=s.index, tokens=out, question=False) if out is not None else None
