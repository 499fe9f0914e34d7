"""``They ended up putting them on sale and getting rid of 20 of them.`` (v9, ADR 0146).

``ended up`` before a gerund says the gerund's action happened: the sentence means ``They put them on
sale and got rid of 20 of them``. The reader has verbs only in their finite forms, so the sentence is
re-spelled before it is read: ``ended up`` (pack role ``ended_up``) is dropped and each gerund of the
chain — the one right after it and one right after each ``and`` — becomes the pack verb form it is the
gerund of. Read so only when all of these hold; otherwise the sentence is left as written (``ended``
stays an unknown word and the problem refuses as before):

- ``ended up`` is not the first word (it has a subject) and occurs once in the sentence;
- the word after it ends in ``-ing``, and so does every word right after an ``and`` later in the
  sentence (a finite verb or a new subject after ``and`` is another kind of clause: left as written);
- each such gerund is the ``-ing`` form of exactly one pack verb form: its stem, its stem with a
  doubled final consonant undone (``putting`` → ``put``), or its stem + ``e`` (``giving`` → ``give``),
  and the pack has a verb at that spot once re-spelled (``getting rid of`` → the verb ``get rid of``);
- that verb tells an event (a gain, loss, put, transfer …): ``ended up having 5 apples`` is an end
  state told as a holding, which the reader would then take for a present one; it is left as written.

``ended up with`` is a verb of its own (an end state) and is never re-spelled: the word after ``up`` is
then ``with``, not a gerund. Nothing else is guessed.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token


_NOT_EVENTS = ("observe", "scene", "travel", "contain", "cost")
"""Verb categories that tell no event of its own: ``ended up having 5`` is an end state, not re-spelled."""


def _stems(word: str) -> list[str]:
    stem = word[:-3]
    out = [stem, stem + "e"]
    if len(stem) >= 2 and stem[-1] == stem[-2]:
        out.append(stem[:-1])
    return [s for s in out if s]


def _verb_form(sentence: Sentence, i: int, cursor, verb_starts: frozenset[str]) -> str | None:
    """The one pack verb form whose gerund is token ``i``, else None."""
    word = sentence.tokens[i].low
    if sentence.tokens[i].kind != "word" or not word.endswith("ing") or len(word) < 5:
        return None
    found = []
    for stem in _stems(word):
        if stem not in verb_starts:
            continue  # speed (ADR 0464): a verb sense starts only at a first word of a pack verb phrase: no cursor
        toks = list(sentence.tokens)
        toks[i] = Token(text=stem, low=stem, kind="word", value=None)
        verb = cursor(Sentence(index=sentence.index, tokens=toks, question=sentence.question)).sense("verb", i)
        if verb is not None:
            found.append(stem)
            if verb.entry.category in _NOT_EVENTS:
                return None
    return found[0] if len(found) == 1 else None


def repair_ended_up(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each qualifying ``<subject> ended up V-ing … [and V-ing …]`` becomes ``<subject> V … [and V …]``."""
    starts = lex.first_words.get("fn:ended_up", frozenset())
    out: list[Sentence] = []
    for s in sentences:
        if starts.isdisjoint(t.low for t in s.tokens):
            out.append(s)  # speed (ADR 0129): most sentences hold no word that starts one; tag none of them
            continue
        out.append(_repair(s, cursor, lex.first_words.get("verb", frozenset())) or s)
    return out


def _repair(s: Sentence, cursor, verb_starts: frozenset[str]) -> Sentence | None:
    cur = cursor(s)
    hits = [i for i in range(len(s.tokens)) if cur.sense("fn:ended_up", i) is not None]
    if len(hits) != 1 or hits[0] == 0:
        return None
    at = hits[0]
    after = at + cur.sense("fn:ended_up", at).length
    if after >= len(s.tokens):
        return None
    gerunds = [after] + [i + 1 for i in range(after, len(s.tokens) - 1) if s.tokens[i].low == "and"]
    toks = list(s.tokens)
    for i in gerunds:
        form = _verb_form(s, i, cursor, verb_starts)
        if form is None:
            return None
        toks[i] = Token(text=form, low=form, kind="word", value=None)
    return Sentence(index=s.index, tokens=toks[:at] + toks[after:], question=s.question)
