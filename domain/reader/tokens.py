"""Tokenizer and sentence splitter. Numbers become exact Fractions here, never floats."""
from __future__ import annotations

import re
import unicodedata
from fractions import Fraction
from operator import itemgetter
from typing import NamedTuple

from domain.reader.quoted_names import QUOTE_MARKS, QUOTED, quoted_spans

_TOKEN = re.compile(r"""
    (?P<money>\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\$\s?\.\d+)
  | (?P<num>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)
  | (?P<poss>'s\b|’s\b)
  # a word; letters then digits ("mp3", v6) stay one word, numbers first ("3rd") do not
  | (?P<word>[A-Za-z]+(?:\d[A-Za-z\d]*|(?:-[A-Za-z]+)*(?:['’](?![sS]\b)[A-Za-z]+)?\.?))
  | (?P<punct>[.,?!;:])
  | (?P<other>\S)
""", re.VERBOSE)


_CHUNKS_MAX = 8192
_CHUNKS: dict[str, tuple[tuple["Token", ...], tuple[str, ...]]] = {}
"""speed (ADR 0095): a chunk of text between spaces → (its tokens when none of its words ending in a full stop
is an abbreviation, those words lower-cased). No token spans a space except ``$ 5`` (a chunk ending in ``$``,
never remembered), and the regex looks no further than the space around a chunk, so a text's tokens are
its chunks' tokens in order. Tokens and Fractions are immutable, so sharing them is safe. Bounded: once
full, new chunks are tokenized without being remembered."""


_KIND = itemgetter(2)
"""``Token.kind`` as a tuple item (its third field; pinned by the ADR 0459 test)."""


class Token(NamedTuple):
    text: str
    """Surface text as written."""
    low: str
    """Lower-cased text used for lookups."""
    kind: str
    """``word``, ``num``, ``money``, ``poss``, ``punct``, ``quoted`` (a quoted name, v11) or ``other``."""
    value: Fraction | None


class Sentence(NamedTuple):
    index: int
    tokens: list[Token]
    question: bool


def respell_tokens(s: Sentence, at) -> Sentence | None:
    """``s`` with every place where ``at(tokens, i)`` gives ``(token, n)`` spelled as that one token instead of the
    ``n`` tokens there (the scan goes on after them), or None when no place does (dozens.py, hyphen_dollars.py)."""
    toks = s.tokens
    out: list[Token] = []
    changed = False
    i = 0
    while i < len(toks):
        got = at(toks, i)
        if got is None:
            out.append(toks[i])
            i += 1
        else:
            out.append(got[0])
            changed = True
            i += got[1]
    return Sentence(s.index, out, s.question) if changed else None


def normalise(text: str) -> str:
    return text if text.isascii() else unicodedata.normalize("NFC", text)  # ASCII is its own NFC (ADR 0188)


def tokenize(text: str, abbreviations: set[str]) -> list[Token]:
    for q in QUOTE_MARKS:  # speed (ADR 0267): a loop, not any(generator)
        if q not in text:
            continue
        spans = quoted_spans(text)
        if spans:
            # v11 (ADR 0194): a well-formed quoted span is one opaque name token (quoted_names.py)
            out: list[Token] = []
            at = 0
            for start, end, inner in spans:
                out.extend(_tokenize_plain(text[at:start], abbreviations))
                raw = text[start:end]
                out.append(Token(raw, " ".join(inner.lower().split()), QUOTED, None))
                at = end
            out.extend(_tokenize_plain(text[at:], abbreviations))
            return out
        break
    return _tokenize_plain(text, abbreviations)


def _tokenize_plain(text: str, abbreviations: set[str]) -> list[Token]:
    out: list[Token] = []
    chunks = text.split()
    # speed (ADR 0459): every chunk's remembered tokens looked up by ``map`` in C, paired with its chunk
    for chunk, got in zip(chunks, map(_CHUNKS.get, chunks)):
        if got is None:
            if chunk[-1] == "$":
                return _tokenize(text, abbreviations)  # "$ 5" is one money token across the space
            got = _chunk_tokens(chunk)
            if len(_CHUNKS) < _CHUNKS_MAX:
                _CHUNKS[chunk] = got
        tokens, dotted = got
        if dotted:
            for w in dotted:  # speed (ADR 0106): a loop, not any(generator)
                if w in abbreviations:
                    tokens = _tokenize(chunk, abbreviations)  # "Mrs." is one token when the pack says so
                    break
        out += tokens  # ``out.extend(tokens)`` with no method looked up (speed, ADR 0459)
    return out


def _chunk_tokens(chunk: str) -> tuple[tuple[Token, ...], tuple[str, ...]]:
    dotted = tuple(m.group().lower() for m in _TOKEN.finditer(chunk)
                   if m.lastgroup == "word" and m.group()[-1] == ".")
    return tuple(_tokenize(chunk, ())), dotted


def _tokenize(text: str, abbreviations) -> list[Token]:
    out: list[Token] = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        raw = m.group()
        if kind == "word" and raw[-1] == ".":
            # "Mrs." stays one token; "apples." is a word followed by a full stop.
            if raw.lower() not in abbreviations:
                out.append(Token(raw[:-1], raw[:-1].lower(), "word", None))
                out.append(Token(".", ".", "punct", None))
                continue
        if kind in ("money", "num"):
            digits = raw.lstrip("$").strip().replace(",", "")
            out.append(Token(raw, raw.lower(), kind, Fraction(digits)))
            continue
        if kind == "poss":
            raw = "'s"
        out.append(Token(raw, raw.lower().replace("’", "'"), kind, None))
    return out


_NEW = tuple.__new__
"""speed (ADR 0516): ``Sentence(a, b, c)`` is ``tuple.__new__(Sentence, (a, b, c))`` (what the NamedTuple's generated
``__new__`` does), called here without that Python frame."""


def split_sentences(tokens: list[Token]) -> list[Sentence]:
    """Sentences end at . ? ! (the end mark is dropped; ``question`` records a ``?``)."""
    sentences: list[Sentence] = []
    start = 0
    # speed (ADR 0188): the end marks found in one pass, each sentence one slice (was one append per token)
    # speed (ADR 0459): the kinds read in C (``map``), and only the punctuation tokens visited (``list.index``): the
    # same indexes, in order, as ``[i for i, tok in enumerate(tokens) if tok.kind == "punct" and tok.low in ".?!"]``
    kinds = list(map(_KIND, tokens))
    ends = []
    i = -1
    for _ in range(kinds.count("punct")):
        i = kinds.index("punct", i + 1)
        if tokens[i].low in ".?!":
            ends.append(i)
    for i in ends:
        if i > start:
            sentences.append(_NEW(Sentence, (len(sentences), tokens[start:i], tokens[i].low == "?")))
        start = i + 1
    if start < len(tokens):
        sentences.append(_NEW(Sentence, (len(sentences), tokens[start:], False)))
    return sentences


def end_before_punct(toks: list[Token]) -> int:
    """The index just past the last token that is not punctuation (a sentence's words without its closing marks)."""
    end = len(toks)
    while end and toks[end - 1].kind == "punct":
        end -= 1
    return end
