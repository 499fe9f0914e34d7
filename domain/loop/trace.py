"""Reasoning traces: ordered, typed, content-addressed steps that a verdict can point at."""
from __future__ import annotations

from typing import Any

from domain.codec import canonical, content_id
from domain.loop.model import STEP_KINDS, ReasoningStep


class TraceError(ValueError):
    """A malformed trace (unknown step kind, indices out of order, non-exact payload)."""


class TraceBuilder:
    """Appends steps with consecutive indices; ``ref(i)`` is the pointer to an earlier step."""

    def __init__(self) -> None:
        self.steps: list[ReasoningStep] = []

    def add(self, kind: str, inputs: list[str], claim: str, justification: str, payload: dict[str, Any]) -> str:
        if kind not in STEP_KINDS:
            raise TraceError(f"unknown step kind {kind!r}")
        step = ReasoningStep(index=len(self.steps), kind=kind, inputs=list(inputs), claim=claim,
                             justification=justification, payload=payload)
        canonical(step)  # refuses floats anywhere in the payload (a replay hazard)
        self.steps.append(step)
        return ref(step.index)

    def build(self) -> tuple[str, list[ReasoningStep]]:
        if not self.steps:
            raise TraceError("a trace needs at least one step")
        return trace_id(self.steps), list(self.steps)


def ref(index: int) -> str:
    return f"step:{index}"


def trace_id(steps: list[ReasoningStep]) -> str:
    for i, s in enumerate(steps):
        if s.index != i:
            raise TraceError(f"step {i} has index {s.index}")
    return content_id(steps, "trace")
