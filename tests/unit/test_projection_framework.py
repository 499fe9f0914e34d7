"""The fold: routing by event type, last_handled, canonical state bytes (in memory, no I/O)."""
from __future__ import annotations

import domain.events  # noqa: F401
from domain.events.base import Cause
from domain.events.notes import NoteAdded, NotesSummarised
from projections.framework import Fold, registered, state_digest
from projections.log_stats import LogStats
from projections.notes import NoteWords

CAUSE = Cause(process="p", version=1, input_position=0, input_digest="")


def test_registry_holds_the_builtin_projections():
    names = [p.name for p in registered()]
    assert {"log.stats", "notes.words"} <= set(names) and names == sorted(names)


def test_fold_routes_only_handled_kinds_and_tracks_last_handled():
    fold = Fold([LogStats(), NoteWords()])
    stream = [NoteAdded(text="Two apples"), NotesSummarised(cause=CAUSE, top=[]), NoteAdded(text="two pears")]
    for position, event in enumerate(stream, start=1):
        fold.feed(position, event)
    fold.advance(3)
    words = fold.checkpoint("notes.words")
    stats = fold.checkpoint("log.stats")
    assert words.state == b'{"notes":2,"words":{"apples":1,"pears":1,"two":2}}'
    assert (words.position, words.last_handled) == (3, 3)
    assert stats.state == b'{"by_kind":{"note.added/2":2,"note.summarised/1":1},"events":3}'
    fold.feed(4, NotesSummarised(cause=CAUSE, top=[("x", 1)]))
    fold.advance(4)
    assert fold.checkpoint("notes.words").last_handled == 3   # not a kind it handles
    assert fold.checkpoint("log.stats").last_handled == 4


def test_word_counts_match_a_hand_count():
    texts = ["the cat sat.", "The dog", "cat-and-dog: 3 cats", "«Ünïcode» wörds ÜNÏCODE"]
    fold = Fold([NoteWords()])
    for i, t in enumerate(texts, 1):
        fold.feed(i, NoteAdded(text=t))
    assert fold.state("notes.words").words == {
        "the": 2, "cat": 1, "sat": 1, "dog": 1, "cat-and-dog": 1, "3": 1, "cats": 1, "ünïcode": 2, "wörds": 1}


def test_state_survives_its_canonical_bytes_and_digest_is_stable():
    fold = Fold([NoteWords()])
    fold.feed(1, NoteAdded(text="b a"))
    cp = fold.checkpoint("notes.words")
    again = Fold([NoteWords()], {"notes.words": cp})
    assert again.checkpoint("notes.words") == cp
    assert state_digest(cp.state) == state_digest(b'{"notes":1,"words":{"a":1,"b":1}}')


def test_a_fold_does_not_refeed_events_a_slot_has_passed():
    p = NoteWords()
    fold = Fold([p])
    fold.feed(1, NoteAdded(text="x"))
    fold.advance(1)
    fold.feed(1, NoteAdded(text="x"))  # same position again: ignored
    assert fold.state("notes.words").notes == 1
