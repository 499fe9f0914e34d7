"""Corpora entering the system: every case a run reads is in the log, so replay needs no files."""
from __future__ import annotations

from typing import Any, Literal

import msgspec

from domain.events.base import Event

Expectation = Literal["answer", "refuse", "any"]


class CaseSpec(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One problem of a corpus or lane, with what a correct reader must do with it."""

    id: str
    problem: str
    """NFC-normalised text, as the data set gives it."""
    gold: str | None = None
    """The gold answer as exact text (``"43"``, ``"2.25"``, ``"7/2"``); None when there is none."""
    expect: Expectation = "any"
    """``answer``: scored against ``gold``; ``refuse``: any answer is wrong; ``any``: unscored."""
    meta: dict[str, Any] = {}
    """The row's other fields (floats arrive as their decimal text; events hold no floats)."""


class CorpusRegistered(Event, frozen=True, kw_only=True, tag="corpus.registered/1"):
    """A corpus (or lane) was loaded. Registering the same rows under the same name adds nothing."""

    corpus_id: str
    """Content id of ``cases`` (``content_id(cases, "corpus")``)."""
    name: str
    """A label, e.g. ``addsub`` or ``lane:b3``; the latest registration under a name wins."""
    cases: list[CaseSpec]
