"""``notes.summary``: the most frequent words in operator notes, a small real derivation.

It proves the derivation machinery end to end (record, idempotent re-run, replay re-run) and
is what ``core log derive notes.summary`` runs.
"""
from __future__ import annotations

from typing import Any, Mapping

from core.derivations import Process, register
from domain.events.base import Cause, Event
from domain.events.notes import NotesSummarised


class NotesSummary(Process):
    name = "notes.summary"
    version = 1
    reads = ("notes.words",)

    def parse_params(self, raw: Mapping[str, str]) -> dict[str, Any]:
        unknown = set(raw) - {"top"}
        if unknown:
            raise ValueError(f"notes.summary: unknown parameter(s) {', '.join(sorted(unknown))}; it takes top=N")
        top = raw.get("top", "3")
        if not top.isdigit() or not 1 <= int(top) <= 1000:
            raise ValueError(f"notes.summary: top must be an integer from 1 to 1000, got {top!r}")
        return {"top": int(top)}

    def run(self, inputs: dict[str, Any], params: dict[str, Any], cause: Cause) -> list[Event]:
        words = inputs["notes.words"].words
        if not words:
            return []
        ranked = sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))[: params["top"]]
        return [NotesSummarised(cause=cause, top=[(w, n) for w, n in ranked])]


register(NotesSummary())
