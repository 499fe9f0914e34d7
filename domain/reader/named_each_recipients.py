"""``He gave Ann and Tom 2 apples each.`` / ``Dan gave each of them 2 marbles.``: one giving to each person named
(v17, ADR 0366).

    Sam had 10 apples. He gave Ann and Tom 2 apples each. How many apples does Sam have now?       10 − 2 − 2 = 6
    Ben had 20 marbles. Carl had 5 marbles. Dan gave each of them 2 marbles. How many marbles does Ben have now?
                                                                                                    20 + 2 = 22

each_recipients.py (ADR 0304) re-spells ``<give> N <things> each to A and B`` into one giving to each name; the
recipients may also come first, as the indirect object, and be named by ``each of them``:

- ``<give> A and B [and C | , C and D] N <things> each`` closing the sentence (names of the pack, capitalised,
  ``and`` before the last only) → ``<give> N <things> to A and N <things> to B …``;
- ``<give> each of them N <things>`` closing the sentence, when every earlier sentence opens with a name, those
  names are two or more people, the giver is a name opening the sentence (``He gave each of them``: he may be one
  of them) and not one of them (``Ben … Carl … Ben gave each of them``: Carl alone, or
  both?) and no other name is used before → the same re-spelling with those names.

Only ``verb.give`` forms, a count in digits (a whole number of at least 1), things a noun run of pack units (``2
apples``, ``3 bags of chips``). Anything else is left as written and refuses as before.
"""
from __future__ import annotations

from operator import attrgetter

from domain.reader.lexicon import one_word_verbs
from domain.reader.phrases import things_end
from domain.reader.tokens import Sentence, Token

_GIVE = "verb.give"
_LOW = attrgetter("low")


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _whole(tok: Token) -> bool:
    return tok.kind == "num" and tok.value is not None and tok.value.denominator == 1 and tok.value >= 1 \
        and "." not in tok.text


def _name_at(cur, j: int) -> bool:
    return j < cur.end and cur.sense("name", j) is not None and cur.tokens[j].text[:1].isupper() \
        and cur.sense("poss", j + 1) is None


def respell_named_each(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each qualifying giving re-spelled (see the module); every other sentence as it was."""
    out = []
    for k, s in enumerate(sentences):
        got = None
        if not s.question and "each" in map(_LOW, s.tokens):  # speed (ADR 0452): by ``map`` in C, no generator
            got = _respell(s, sentences[:k], lex, cursor)
        out.append(got or s)
    return out


def _respell(s: Sentence, before: list[Sentence], lex, cursor) -> Sentence | None:
    if one_word_verbs(lex, _GIVE).isdisjoint(map(_LOW, s.tokens)):
        return None  # speed (ADR 0452): no one-word giving in the sentence, no cursor built (the loop finds none)
    cur = cursor(s)
    toks, words = s.tokens, cur.words
    for v in range(cur.end - 4):
        verb = cur.sense("verb", v)
        if verb is None or verb.entry.id != _GIVE or verb.length != 1:
            continue
        j = v + 1
        if words[j:j + 3] == ["each", "of", "them"]:
            if v != 1 or not _name_at(cur, 0):
                return None  # "He gave each of them …": he may be one of them
            names = _told_names(before, cursor, toks[0].text)
            if names is None:
                return None
            n = j + 3
            end = _things(cur, n)
            if end is None or end != cur.end:
                return None
            return _spelled(s, toks[:v + 1], toks[n:end], names)
        names = []
        while _name_at(cur, j):
            names.append(toks[j])
            j += 1
            if j < cur.end and words[j] in ("and", ","):
                j += 1
                continue
            break
        if len(names) < 2 or words[j - 1] in ("and", ",") or words[v + 1:j].count("and") != 1 \
                or words[j - 2] != "and":
            return None
        end = _things(cur, j)
        if end is None or end + 1 != cur.end or words[end] != "each":
            return None
        return _spelled(s, toks[:v + 1], toks[j:end], names)
    return None


def _things(cur, n: int) -> int | None:
    """``N <things>`` from ``n``: the end of the things, or None."""
    if n >= cur.end or not _whole(cur.tokens[n]):
        return None
    end = things_end(cur, n + 1)
    return end


def _spelled(s: Sentence, head: list[Token], thing: list[Token], names: list[Token]) -> Sentence:
    new = list(head)
    for k, name in enumerate(names):
        if k:
            new.append(_word("and"))
        new.extend([*thing, _word("to"), name])
    return Sentence(index=s.index, tokens=new, question=s.question)


def _told_names(before: list[Sentence], cursor, giver: str) -> list[Token] | None:
    """The people ``them`` names: the opening names of every earlier sentence (two or more, the giver not among
    them, no other name used), else None."""
    names: list[Token] = []
    for s in before:
        cur = cursor(s)
        if s.question or not _name_at(cur, 0):
            return None
        for j in range(cur.end):
            if cur.sense("name", j) is not None and cur.tokens[j].text[:1].isupper() and j > 0:
                return None  # "Ben gave Carl 5 marbles": another name told inside a sentence
        if all(t.text != s.tokens[0].text for t in names):
            names.append(s.tokens[0])
    if len(names) < 2 or any(t.text == giver for t in names):
        return None
    return names
