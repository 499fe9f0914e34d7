"""``notes.words``: word counts over operator notes (input of the ``notes.summary`` derivation).

A word is a whitespace-separated token, case-folded, with surrounding punctuation stripped.
"""
from __future__ import annotations

import string

import msgspec

from domain.events.notes import NoteAdded
from projections.framework import Projection, register

_PUNCTUATION = string.punctuation + "“”‘’«»…"


class NoteWordsState(msgspec.Struct, kw_only=True):
    notes: int = 0
    words: dict[str, int] = msgspec.field(default_factory=dict)


class NoteWords(Projection):
    name = "notes.words"
    version = 1
    handles = (NoteAdded,)
    state_type = NoteWordsState

    def initial(self) -> NoteWordsState:
        return NoteWordsState()

    def apply(self, state: NoteWordsState, event: NoteAdded) -> NoteWordsState:
        state.notes += 1
        words = state.words
        for word in event.text.casefold().split():
            if not word.isalnum():  # most tokens are plain words: skip the strip for them
                word = word.strip(_PUNCTUATION)
                if not word:
                    continue
            words[word] = words.get(word, 0) + 1
        return state


register(NoteWords())
