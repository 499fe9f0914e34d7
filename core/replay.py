"""``core replay``: prove the log, every projection and every recorded derivation (DESIGN.md §4).

One pass over positions ``start+1 … head``:
  1. every row is re-hashed (event id, canonical form, topic, position, chain) — ChainVerifier;
  2. every registered projection is folded from scratch (or from the snapshot) in the same pass;
     at the end its canonical bytes are compared with the live checkpoint;
  3. input states of recorded derivations are captured in that pass at their ``input_position``;
     afterwards each process is re-run with its recorded params and its output ids (= bytes)
     compared with the record.
The first divergence is reported. A fully identical replay stores a snapshot (chain + rebuilt
states at the head) that a later ``--from N`` may start from (docs/decisions/0006-replay-snapshots.md).
"""
from __future__ import annotations

import time
from typing import Callable, Optional

import msgspec

from core.errors import UsageError
from domain.codec import DecodeError, decode, upcast
from domain.events.derivation import DerivationRecorded
from domain.events.base import tag_of
from eventstore.backend import Checkpoint, Head
from eventstore.log import EventLog
from eventstore.verify import ChainVerifier, Divergence
from projections import framework
from projections.framework import Fold, LiveProjections, state_digest

RECORD_TAG = tag_of(DerivationRecorded)


class ProjectionResult(msgspec.Struct):
    name: str
    version: int
    live_digest: str
    rebuilt_digest: str
    identical: bool


class DivergenceOut(msgspec.Struct):
    position: int
    what: str
    expected: str
    actual: str


class ReplayReport(msgspec.Struct):
    ok: bool
    started_at: int
    """Position the checks started after (0, or the snapshot used for --from N)."""
    head_position: int
    head_chain: str
    events_checked: int
    projections: list[ProjectionResult]
    derivations_checked: int
    derivations_skipped: int
    """Recorded derivations whose input lies before the snapshot (only with --from N > 0)."""
    divergence: Optional[DivergenceOut]
    seconds_log_and_projections: str
    seconds_derivations: str


def _pick_snapshot(log: EventLog, from_position: int) -> tuple[Head, dict[str, Checkpoint]]:
    if from_position == 0:
        return Head(0, bytes(32)), {}
    usable = [p for p in log.backend.snapshot_positions() if p <= from_position]
    if not usable:
        raise UsageError(f"no verified snapshot at or before position {from_position}; "
                         "run `core replay --from 0` first (a clean replay stores one)")
    position = usable[-1]
    chain, checkpoints = log.backend.load_snapshot(position)
    by_name = {cp.name: cp for cp in checkpoints}
    for p in framework.registered():
        cp = by_name.get(p.name)
        if cp is None or cp.version != p.version:
            raise UsageError(f"the snapshot at position {position} has no state for projection {p.name} "
                             f"v{p.version}; run `core replay --from 0`")
    return Head(position, chain), by_name


def replay(log: EventLog, from_position: int = 0, progress: Optional[Callable[[int, int], None]] = None,
           save_snapshot: bool = True) -> ReplayReport:
    """Runs the three checks; never raises for a divergence (it is in the report)."""
    from core import derivations

    if from_position < 0:
        raise UsageError("--from must be 0 or a positive position")
    t0 = time.perf_counter()
    projections = framework.registered()
    head = log.head()
    live_fold = _live_catch_up(log, projections, head.position)
    start, start_checkpoints = _pick_snapshot(log, from_position)
    report = ReplayReport(ok=False, started_at=start.position, head_position=head.position, head_chain="",
                          events_checked=0, projections=[], derivations_checked=0, derivations_skipped=0,
                          divergence=None, seconds_log_and_projections="", seconds_derivations="")

    def fail(d: Divergence) -> ReplayReport:
        report.divergence = DivergenceOut(d.position, d.what, d.expected, d.actual)
        report.seconds_log_and_projections = f"{time.perf_counter() - t0:.3f}"
        return report

    stored_start = log.backend.chain_at(start.position)
    if stored_start != start.chain:
        return fail(Divergence(start.position, "snapshot chain differs from the log", start.chain.hex(),
                               (stored_start or b"").hex() or "missing row"))
    if live_fold is None:
        return fail(Divergence(head.position, "live projections could not catch up (a stored event does "
                               "not decode)", "decodable events", "see `core log verify`"))

    # Which projection states must be captured, and where, for step 3.
    records: list[tuple[int, DerivationRecorded]] = []
    needs: dict[int, set[str]] = {}
    processes = derivations.registered()
    for row in log.read_topics([RECORD_TAG], after=start.position, upto=head.position):
        try:
            record = decode(row.state)
        except DecodeError:
            continue  # the chain check reports the broken row
        records.append((row.position, record))
        process = processes.get(record.cause.process)
        if process is not None and record.cause.input_position >= start.position:
            needs.setdefault(record.cause.input_position, set()).update(process.reads)
    captured: dict[int, dict[str, Checkpoint]] = {}

    fold = Fold(projections, start_checkpoints)
    if start.position in needs:
        captured[start.position] = {n: fold.checkpoint(n) for n in needs[start.position]}
    verifier = ChainVerifier(start)
    checked = 0
    for rows in log.pages(after=start.position, upto=head.position):
        divergence, good = verifier.check_page(rows)
        if any(type(event).superseded for _, event in good):
            good = [(position, upcast(event)) for position, event in good]
        first, last = (good[0][0], good[-1][0]) if good else (0, -1)
        if not any(first <= p <= last for p in needs):
            fold.feed_many(good)
        else:  # a derivation's input lies inside this page: stop there to capture the states
            for position, event in good:
                fold.feed(position, event)
                if position in needs:
                    captured[position] = {n: fold.checkpoint(n) for n in needs[position]}
        checked += len(good)
        report.events_checked = checked
        if divergence:
            return fail(divergence)
        if progress is not None:
            progress(verifier.position - start.position, head.position - start.position)
    if verifier.position != head.position:
        return fail(Divergence(verifier.position + 1, "row missing (log ends early)",
                               f"position {head.position}", f"position {verifier.position}"))
    report.head_chain = verifier.chain.hex()
    fold.advance(head.position)

    rebuilt = fold.checkpoints()
    for cp in rebuilt:
        live = live_fold.checkpoint(cp.name)
        result = ProjectionResult(cp.name, cp.version, state_digest(live.state), state_digest(cp.state),
                                  live.state == cp.state and live.last_handled == cp.last_handled)
        report.projections.append(result)
    report.seconds_log_and_projections = f"{time.perf_counter() - t0:.3f}"
    for result in report.projections:
        if not result.identical:
            return fail(Divergence(head.position, f"projection {result.name} v{result.version} differs from "
                                   "its rebuild", result.live_digest, result.rebuilt_digest))

    t1 = time.perf_counter()
    divergence = _check_derivations(log, records, captured, processes, start.position, report)
    report.seconds_derivations = f"{time.perf_counter() - t1:.3f}"
    if divergence:
        return fail(divergence)
    report.ok = True
    if save_snapshot and head.position > start.position:
        log.backend.save_snapshot(head.position, verifier.chain, rebuilt)
    return report


def _live_catch_up(log: EventLog, projections, upto: int) -> Optional[Fold]:
    try:
        return LiveProjections(log, projections).catch_up(upto)
    except DecodeError:
        return None


def _check_derivations(log, records, captured, processes, start_position, report) -> Optional[Divergence]:
    from core import derivations

    for position, record in records:
        cause = record.cause
        process = processes.get(cause.process)
        where = f"derivation {cause.process} v{cause.version}"
        if process is None:
            return Divergence(position, f"{where}: process is not registered", cause.process, "none")
        if process.version != cause.version:
            return Divergence(position, f"{where}: registered version differs", str(cause.version),
                              str(process.version))
        if cause.input_position < start_position:
            report.derivations_skipped += 1
            continue
        inputs = [captured[cause.input_position][name] for name in process.reads]
        try:
            decoded = {cp.name: framework.get(cp.name).decode(cp.state) for cp in inputs}
            actual_digest = derivations.cause_of(process, inputs, decoded, dict(record.params)).input_digest
        except Exception as exc:  # the recorded params no longer select anything in the input
            actual_digest = f"unavailable ({type(exc).__name__}: {exc})"
        if actual_digest != cause.input_digest:
            return Divergence(position, f"{where}: input state at position {cause.input_position} differs",
                              cause.input_digest, actual_digest)
        try:
            output = derivations.compute(process, inputs, dict(record.params))
        except Exception as exc:  # a process that now fails on its recorded input is a divergence
            return Divergence(position, f"{where}: re-run failed ({type(exc).__name__}: {exc})",
                              "outputs " + ",".join(record.outputs), "none")
        if output.cause != cause:
            return Divergence(position, f"{where}: re-run cause differs", str(cause), str(output.cause))
        for i in range(max(len(record.outputs), len(output.record.outputs))):
            expected = record.outputs[i] if i < len(record.outputs) else "nothing"
            actual = output.record.outputs[i] if i < len(output.record.outputs) else "nothing"
            if expected != actual:
                return Divergence(position, f"{where}: output #{i + 1} differs", expected, actual)
        stored = log.backend.positions_of([bytes.fromhex(h) for h in record.outputs])
        missing = [h for h in record.outputs if bytes.fromhex(h) not in stored]
        if missing:
            return Divergence(position, f"{where}: recorded output not in the log", missing[0], "absent")
        report.derivations_checked += 1
    return None
