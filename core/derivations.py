"""Derivations: deterministic processes that read projection states and return events.

A process has a ``name``, a ``version``, the projections it ``reads`` and ``run(inputs, params,
cause) -> events``. Every event it returns carries ``cause`` (DESIGN.md §3): the process, its
version, the input position and the digest of the input states. The input position is the
largest ``last_handled`` of the projections read, not the head, so an unchanged process on an
unchanged input returns byte-identical events and the (idempotent) append adds nothing.

Each run appends its outputs followed by a ``derivation.recorded/1`` closing record in ONE batch;
``core replay`` rebuilds the inputs at ``input_position``, checks their digest, re-runs the
process with the recorded params and compares the produced event ids (= bytes) with the record.

Other parts register their processes with ``register(process)`` in a module listed in
``PROCESS_MODULES`` (one line each).
"""
from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from typing import Any, ClassVar, Mapping, NamedTuple, Sequence

from domain.codec import content_id, encode, event_id
from domain.events.base import Cause, Event
from domain.events.derivation import DerivationRecorded, ParamValue
from eventstore.backend import Checkpoint
from eventstore.log import Appended, EventLog
from projections import framework
from projections.framework import LiveProjections, state_digest

PROCESS_MODULES: tuple[str, ...] = (
    "core.note_summary",
    "core.run_service",
    "core.capability_processes",
    "core.loop_service",
)


class Process(ABC):
    """A deterministic producer of events from projection states and exact parameters."""

    name: ClassVar[str]
    version: ClassVar[int]
    """Bump whenever the output for the same input and params may change."""
    reads: ClassVar[tuple[str, ...]]
    """Names of the registered projections whose states are the input."""

    def parse_params(self, raw: Mapping[str, str]) -> dict[str, ParamValue]:
        """Turns ``key=value`` strings into exact params; raise ``ValueError`` on bad input."""
        if raw:
            raise ValueError(f"{self.name} takes no parameters, got {', '.join(sorted(raw))}")
        return {}

    def select(self, inputs: dict[str, Any], params: dict[str, ParamValue]) -> Any:
        """The part of the input states this run actually reads, or None for all of them.

        When a process reads one item of a large state (one corpus of many), it returns that
        item here, together with ``input_position``: the run's cause then depends only on what
        it read, so registering an unrelated corpus does not make a re-run append anew.
        """
        return None

    def input_position(self, inputs: dict[str, Any], params: dict[str, ParamValue]) -> int | None:
        """The position of the last event ``select`` depends on (None: the inputs' last_handled)."""
        return None

    @abstractmethod
    def run(self, inputs: dict[str, Any], params: dict[str, ParamValue], cause: Cause) -> list[Event]:
        """The events for these inputs; each must carry ``cause``. Must not mutate ``inputs``."""


_REGISTRY: dict[str, Process] = {}


def register(process: Process) -> Process:
    """Makes a process known to ``derive`` and to ``core replay``. Returns it."""
    existing = _REGISTRY.get(process.name)
    if existing is not None and type(existing) is not type(process):
        raise ValueError(f"process name {process.name!r} is registered twice")
    _REGISTRY[process.name] = process
    return process


def registered() -> dict[str, Process]:
    for module in PROCESS_MODULES:
        importlib.import_module(module)
    return dict(sorted(_REGISTRY.items()))


def get(name: str) -> Process:
    processes = registered()
    if name not in processes:
        raise KeyError(f"no derivation process named {name!r}; known: {', '.join(processes) or 'none'}")
    return processes[name]


def input_digest(checkpoints: Sequence[Checkpoint]) -> str:
    """Digest of the input: the state digest of each projection read, by name and version."""
    return content_id({cp.name: [cp.version, state_digest(cp.state)] for cp in checkpoints},
                      "derivation-input")


def cause_for(process: Process, checkpoints: Sequence[Checkpoint]) -> Cause:
    return Cause(
        process=process.name,
        version=process.version,
        input_position=max((cp.last_handled for cp in checkpoints), default=0),
        input_digest=input_digest(checkpoints),
    )


class RunOutput(NamedTuple):
    cause: Cause
    events: list[Event]
    record: DerivationRecorded


def cause_of(process: Process, checkpoints: Sequence[Checkpoint], inputs: dict[str, Any],
             params: dict[str, ParamValue]) -> Cause:
    """The cause of a run: its own selection and position when it declares them, else whole states."""
    read = [cp for cp in checkpoints if cp.name in process.reads]
    selected = process.select(inputs, params)
    if selected is None:
        return cause_for(process, read)
    position = process.input_position(inputs, params)
    if position is None:
        position = max((cp.last_handled for cp in read), default=0)
    return Cause(process=process.name, version=process.version, input_position=position,
                 input_digest=content_id(selected, "derivation-input"))


def compute(process: Process, checkpoints: Sequence[Checkpoint], params: dict[str, ParamValue],
            decoded: dict[str, Any] | None = None) -> RunOutput:
    """Runs a process on checkpointed input states (decoded afresh, so the process owns them).

    One decode serves both the cause and the run: ``select``/``input_position`` only read the inputs and
    ``run`` must not mutate them, so a second decode (a multi-megabyte ``packs`` state) bought nothing.
    ``decoded``: those states already decoded from these checkpoints by a caller that only read them (replay
    decodes them to name a differing input before it re-runs), used instead of decoding them again."""
    by_name = {cp.name: cp for cp in checkpoints}
    inputs = {name: decoded[name] if decoded is not None else framework.get(name).decode(by_name[name].state)
              for name in process.reads}
    cause = cause_of(process, [by_name[name] for name in process.reads], inputs, params)
    events = process.run(inputs, params, cause)
    for event in events:
        if getattr(event, "cause", None) != cause:
            raise ValueError(f"{process.name}: every derived event must carry the run's cause "
                             f"({type(event).__name__} does not)")
    outputs = [event_id(encode(e)) for e in events]
    return RunOutput(cause, events, DerivationRecorded(cause=cause, params=params, outputs=outputs))


def derive(log: EventLog, process: Process, params: dict[str, ParamValue]) -> tuple[RunOutput, Appended]:
    """Catches up the inputs, runs the process and appends outputs + closing record in one batch."""
    live = LiveProjections(log, [framework.get(name) for name in process.reads])
    fold = live.catch_up()
    output = compute(process, [fold.checkpoint(name) for name in process.reads], params)
    return output, log.append([*output.events, output.record])
