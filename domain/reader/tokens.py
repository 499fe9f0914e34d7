"""Tokenizer and sentence splitter. Numbers become exact Fractions here, never floats."""
from __future__ import annotations

import re
import unicodedata
from fractions import Fraction
from typing import NamedTuple

_TOKEN = re.compile(r"""
    (?P<money>\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\$\s?\.\d+)
  | (?P<num>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)
  | (?P<poss>'s\b|’s\b)
  # a word; letters then digits ("mp3", v6) stay one word, numbers first ("3rd") do not
  | (?P<word>[A-Za-z]+(?:\d[A-Za-z\d]*|(?:-[A-Za-z]+)*(?:['’](?![sS]\b)[A-Za-z]+)?\.?))
  | (?P<punct>[.,?!;:])
  | (?P<other>\S)
""", re.VERBOSE)


_WORDS_MAX = 8192
_WORDS: dict[str, tuple["Token", ...]] = {}
"""raw match → its tokens, for matches that do not depend on the abbreviations (speed, ADR 0095).
The regex group of a match is fixed by its text (the alternatives start with disjoint characters), so
the tokens are a pure function of the key; Tokens and Fractions are immutable, so sharing them is safe.
Bounded: once full, new matches are tokenized without being remembered."""


class Token(NamedTuple):
    text: str
    """Surface text as written."""
    low: str
    """Lower-cased text used for lookups."""
    kind: str
    """``word``, ``num``, ``money``, ``poss``, ``punct`` or ``other``."""
    value: Fraction | None


class Sentence(NamedTuple):
    index: int
    tokens: list[Token]
    question: bool


def normalise(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def tokenize(text: str, abbreviations: set[str]) -> list[Token]:
    out: list[Token] = []
    for m in _TOKEN.finditer(text):
        raw = m.group()
        got = _WORDS.get(raw)
        if got is None:
            kind = m.lastgroup
            got = _match_tokens(kind, raw, abbreviations)
            # "Mrs." / "apples." depend on the abbreviations, so a word ending in a full stop is not remembered
            if not (kind == "word" and raw[-1] == ".") and len(_WORDS) < _WORDS_MAX:
                _WORDS[raw] = got
        out.extend(got)
    return out


def _match_tokens(kind: str, raw: str, abbreviations: set[str]) -> tuple[Token, ...]:
    if kind == "word" and raw[-1] == ".":
        # "Mrs." stays one token; "apples." is a word followed by a full stop.
        if raw.lower() not in abbreviations:
            return Token(raw[:-1], raw[:-1].lower(), "word", None), Token(".", ".", "punct", None)
    if kind in ("money", "num"):
        digits = raw.lstrip("$").strip().replace(",", "")
        return (Token(raw, raw.lower(), kind, Fraction(digits)),)
    if kind == "poss":
        raw = "'s"
    return (Token(raw, raw.lower().replace("’", "'"), kind, None),)


def split_sentences(tokens: list[Token]) -> list[Sentence]:
    """Sentences end at . ? ! (the end mark is dropped; ``question`` records a ``?``)."""
    sentences: list[Sentence] = []
    current: list[Token] = []
    for tok in tokens:
        if tok.kind == "punct" and tok.low in ".?!":
            if current:
                sentences.append(Sentence(len(sentences), current, tok.low == "?"))
            current = []
        else:
            current.append(tok)
    if current:
        sentences.append(Sentence(len(sentences), current, False))
    return sentences
