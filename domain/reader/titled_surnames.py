"""A surname after a title that is also a word of the pack (reader v15, ADR 0302).

    Mrs. Brown bought 3 bags of oranges. Each bag had 9 oranges. How many oranges did she buy?      3 × 9
    Mr. Fox had 6 boxes of pens. Each box had 10 pens. How many pens did Mr. Fox have?             6 × 10

A capitalised word right after a capitalised title that is only a title (``Mr.``, ``Mrs.``, ``Ms.``, ``Dr.``
and their forms without the full stop) is that person's surname, whatever else the word means: ``Brown`` and
``Green`` are colours, ``Fox`` a thing one counts, ``Hall`` a place, ``Baker`` a person noun. Such a token gets
the name sense alone (its other senses would let a clause read ``Brown`` as a colour or ``Fox`` as a unit),
so ``phrases.read_entity`` reads ``Mr. Fox`` as it reads ``Mr. Lee``.

Only words whose every pack sense is a noun or an adjective (unit, place, person, modifier, colour) are
taken: a function word, a verb, a number or a time word after a title (``gave 5 to Mr. How many …``, where
the title's full stop did not end the sentence) is no surname, and the title with no name after it stays
unread as before (``no subject the grammar knows``). ``aunt``/``uncle`` (titles that are also person
nouns) are not used here: ``her aunt Rose`` is read by the names the pack knows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.lexicon import Sense

if TYPE_CHECKING:  # phrases.py imports this module
    from domain.reader.phrases import Cursor

_SURNAME_CLASSES = frozenset({"unit", "place", "person", "modifier", "fn:colour"})
"""The classes a surname may also be: nouns and adjectives (Fox, Hall, Baker, Young, Brown)."""

_NAME = Sense("name", 1, None, "")
_NAME_FIRST = {"name": _NAME}


def bare_titles(lex) -> frozenset[str]:
    """Title forms with no other sense in the pack (``mr.``, ``mrs``, ``dr.`` …, never ``aunt``)."""
    return lex.memo("bare_title_forms", _bare_title_forms)  # speed (ADRs 0451, 0452): no function object built per call


def _bare_title_forms(lex) -> frozenset[str]:
    forms = {f for fn in lex.pack.functions if fn.role == "title" for f in fn.forms}
    return frozenset(f for f in forms if all(s.cls == "fn:title" for s in lex.single.get(f, ())))


def tag_surnames(cur: Cursor, titles: frozenset[str]) -> None:
    """Give the name sense alone to each capitalised noun or adjective right after a capitalised bare title."""
    tokens, words, lex = cur.tokens, cur.words, cur.lex
    for i in range(1, cur.end):
        if words[i - 1] not in titles or not tokens[i - 1].text[:1].isupper():
            continue
        tok = tokens[i]
        if tok.kind != "word" or not tok.text[:1].isupper() or tok.text[-1] == "." or lex.names.get(tok.text):
            continue
        if lex.starts_phrase(words, i):
            continue  # a multi-word phrase of the pack starts here: left as it is
        senses = lex.single.get(tok.low, ())
        if senses and all(s.cls in _SURNAME_CLASSES for s in senses):
            cur._senses[i] = [_NAME]
            cur._first[i] = _NAME_FIRST
