"""Quoted names (v11, ADR 0194): ``playing 'whack a mole'``, ``at the 'dunk a clown' booth``.

A span in quotes is an opaque proper name (a game, a booth, a restaurant, a title): its words are the
name's spelling, never words of the story, so the tokenizer makes the whole span one token of kind
``quoted``. Only well-formed spans are made so; anything else keeps today's tokens (a lone quote mark is a
symbol no pack entry covers, so the text refuses):

- the opening mark (``'``, ``‘`` or ``"``) starts a chunk (after a space or at the start of the text) and is
  followed by a letter; the closing mark (``'``, ``’`` or ``"``, the same kind as the opening) directly
  follows a letter and is followed by a space, a punctuation mark or the end. So ``the girls' toys`` (a
  plural possessive) and ``didn't`` never open or close a span;
- between the marks only letters, spaces and hyphens: a span with a digit (``'5 apples'``), an apostrophe,
  or any other mark is no name (it stays unread and refuses), and an unclosed quote refuses.

The token's senses (``Cursor.senses``) are one ``quoted`` sense, or none when a word of the span is a
number word of the pack (``'three little pigs'``: a name holding a number is left refused, since a reader
that later looked inside it could count it). The ``quoted`` class is read by exactly two constructions; in
every other slot it is a token no grammar takes, so the sentence refuses as unparsed:

- the object of a manner gerund: ``won 32 tickets playing 'skee ball'`` (circumstances.take_manner_gerund);
- a modifier before a place noun: ``at the 'dunk a clown' booth``, ``at 'The Greasy Spoon' restaurant``
  (phrases.noun_run, only when a place is the head).
"""
from __future__ import annotations

import re

QUOTED = "quoted"
"""Token kind and sense class of a quoted name."""

_SPAN = re.compile(r"""(?:(?<=\s)|^)(?:'(?P<a>[A-Za-z][A-Za-z \-]*?[A-Za-z]|[A-Za-z])'
                                     |‘(?P<b>[A-Za-z][A-Za-z \-]*?[A-Za-z]|[A-Za-z])’
                                     |"(?P<c>[A-Za-z][A-Za-z \-]*?[A-Za-z]|[A-Za-z])")
                       (?=[\s.,?!;:]|$)""", re.VERBOSE)

QUOTE_MARKS = ("'", "‘", '"')


def quoted_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, inner words) of each well-formed quoted span in ``text``, in order."""
    out = []
    for m in _SPAN.finditer(text):
        inner = m.group("a") or m.group("b") or m.group("c")
        if "  " in inner:
            continue
        out.append((m.start(), m.end(), inner))
    return out


def holds_number_word(lex, inner: str) -> bool:
    """A word of the span that the pack reads as a number (``one``, ``dozen``): such a name is refused."""
    for word in inner.lower().replace("-", " ").split():
        if any(s.cls in ("number", "multiplier") for s in lex.single.get(word, ())):
            return True
    return False
