"""``25% of them`` (v23, ADR 0544): the sign ``%`` right after a number is the word ``percent``.

fraction_parts.py reads ``25 percent of them`` (a part in hundredths of a holding); the same part written with the
sign refused on the symbol ``%``, which no pack word can cover (a symbol token, parser._scan_unknown). The sign is
re-spelled as the word before the text is read (as hyphen_dollars.py re-spells ``10-dollar``), and the sentence then
reads — or refuses — exactly as with ``percent``. A ``%`` after anything but a number token is left as written.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token, respell_tokens


def _at(toks: list[Token], i: int) -> tuple[Token, int] | None:
    if toks[i].text != "%" or i == 0 or toks[i - 1].kind != "num":
        return None
    return Token(text="percent", low="percent", kind="word", value=None), 1


def respell_percent_signs(sentences: list[Sentence]) -> list[Sentence]:
    return [respell_tokens(s, _at) or s for s in sentences]
