"""Reader runs over a corpus or lane: a derivation (``corpus.run``) with one event per case."""
from __future__ import annotations

from typing import Literal

import msgspec

from domain.events.base import Cause, Event
from domain.reader.results import Refused, Solved

Score = Literal["correct", "wrong", "refused", "unscored"]


class Summary(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    n: int
    correct: int
    wrong: int
    refused: int
    unscored: int


class RunStarted(Event, frozen=True, kw_only=True, tag="run.started/1"):
    cause: Cause
    run_id: str
    """``content_id({corpus_id, pack_id, reader_version}, "run")``: same inputs, same run id."""
    corpus_id: str
    corpus_name: str
    pack_id: str
    reader_version: int
    n: int


class CaseRead(Event, frozen=True, kw_only=True, tag="run.case_read/1"):
    """What the reader did with one case, and how that scores against the case's expectation."""

    cause: Cause
    run_id: str
    index: int
    """0-based row of the case in its corpus."""
    case_id: str
    result: Solved | Refused
    score: Score


class RunCompleted(Event, frozen=True, kw_only=True, tag="run.completed/1"):
    cause: Cause
    run_id: str
    summary: Summary
