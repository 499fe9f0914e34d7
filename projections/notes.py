"""``notes.words``: word counts over operator notes (input of the ``notes.summary`` derivation)."""
from __future__ import annotations

import re

import msgspec

from domain.events.notes import NoteAdded
from projections.framework import Projection, register

_WORD = re.compile(r"[^\W_]+")


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
        for word in _WORD.findall(event.text.casefold()):
            state.words[word] = state.words.get(word, 0) + 1
        return state


register(NoteWords())
