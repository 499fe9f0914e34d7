"""Operator notes: free text kept in the log, and a derived summary of them.

``note.added/1`` stored the text as ``body`` and had no author. ``note.added/2`` renamed the field
to ``text`` and added ``author``. Old entries stay in the log byte for byte; the codec upcasts them
to the current kind on read (``domain.codec.register_upcaster``), so folds only ever see /2.
"""
from __future__ import annotations

from typing import ClassVar

from domain.events.base import Cause, Event, register_upcaster


class NoteAddedV1(Event, frozen=True, kw_only=True, tag="note.added/1"):
    """Superseded by ``note.added/2``; kept only so old log entries still decode."""

    superseded: ClassVar[bool] = True
    body: str


class NoteAdded(Event, frozen=True, kw_only=True, tag="note.added/2"):
    """An operator wrote a note into the log."""

    text: str
    """The note, NFC-normalised by the service that appends it."""
    author: str = ""
    """Who wrote it; empty for notes that predate authorship (``note.added/1``)."""


def _note_v1_to_v2(old: NoteAddedV1) -> NoteAdded:
    return NoteAdded(text=old.body, author="")


register_upcaster(NoteAddedV1, _note_v1_to_v2)


class NotesSummarised(Event, frozen=True, kw_only=True, tag="note.summarised/1"):
    """Derived: the most frequent words of all notes, computed by the ``notes.summary`` process."""

    cause: Cause
    top: list[tuple[str, int]]
    """``[word, count]`` pairs, most frequent first, ties broken by the word."""
