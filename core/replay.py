"""``core replay``: prove the log, every projection and every recorded derivation (DESIGN.md §4).

One pass over positions ``start+1 … head``:
  1. every row is re-hashed (event id, canonical form, topic, position, chain) — ChainVerifier;
  2. every registered projection is folded from scratch (or from the snapshot) in the same pass;
     at the end its canonical bytes are compared with the live checkpoint;
  3. input states of recorded derivations are captured in that pass at their ``input_position``;
     afterwards each process is re-run with its recorded params and its output ids (= bytes)
     compared with the record;
  4. every verdict's Ed25519 signature is verified against the reviewer registry as of the
     verdict's own position (the rebuilt ``reviewers`` state keeps where each key was added and
     revoked), so a key revoked later leaves earlier verdicts valid (ADR 0058).
The first divergence is reported. A fully identical replay stores a snapshot (chain + rebuilt
states at the head) that a later ``--from N`` may start from (docs/decisions/0006-replay-snapshots.md).

Long replays with a spare core run check 1 in a worker process beside the fold (``_Split``,
``_fold_beside_worker``; docs/decisions/0007-parallel-replay.md): same checks, same report.
"""
from __future__ import annotations

import os
import time
from operator import itemgetter
from typing import Callable, NamedTuple, Optional

import msgspec

from core.errors import UsageError
from domain.codec import DecodeError, decode, decode_raw, raw_decoder, upcast
from domain.events.base import Event, tag_of
from domain.events.derivation import DerivationRecorded
from domain.events.loop import VerdictRecorded, VerdictRecordedV1
from eventstore.backend import Checkpoint, Head
from eventstore.log import PAGE, EventLog  # PAGE: module-level here so tests can use small pages
from eventstore.verify import ChainVerifier, Divergence, page_seal
from eventstore.verify_worker import VerifierProcess, verify_range, worker_url
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
    signatures_checked: int = 0
    """Verdict signatures verified against the registry as of each verdict's position (check 4)."""


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


PARALLEL_MIN_EVENTS = 20_000
"""Below this many rows to check, a worker process costs more (start-up, a second read) than it saves."""
HEAD_PAGES = 2
"""Pages a parallel replay verifies in-process before folding beside the worker: they keep this
process busy while the worker's interpreter starts (~0.1 s), so neither side idles."""


def replay(log: EventLog, from_position: int = 0, progress: Optional[Callable[[int, int], None]] = None,
           save_snapshot: bool = True, parallel_min_events: Optional[int] = PARALLEL_MIN_EVENTS) -> ReplayReport:
    """Runs the three checks; never raises for a divergence (it is in the report).

    With at least ``parallel_min_events`` rows to check (None: never), a store another process can
    open and a spare core, the chain is verified in a worker process while this one folds
    (ADR 0007); the report is the same either way.
    """
    if from_position < 0:
        raise UsageError("--from must be 0 or a positive position")
    t0 = time.perf_counter()
    head = log.head()
    start, start_checkpoints = _pick_snapshot(log, from_position)
    # Started first, so its interpreter start-up overlaps the live catch-up and the record scan.
    split = _start_worker(log, start, head.position, parallel_min_events)
    try:
        return _replay(log, head, start, start_checkpoints, split, progress, save_snapshot, t0)
    finally:
        if split is not None:
            split.worker.close()


def _replay(log: EventLog, head: Head, start: Head, start_checkpoints: dict[str, Checkpoint],
            split: Optional[_Split], progress: Optional[Callable[[int, int], None]], save_snapshot: bool,
            t0: float) -> ReplayReport:
    from core import derivations

    projections = framework.registered()
    live_fold = _live_catch_up(log, projections, head.position)
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
    at = None if progress is None else (lambda position: progress(position - start.position,
                                                                  head.position - start.position))
    divergence, checked, chain = _check_and_fold(log, start, head.position, split, _Capture(fold, needs, captured),
                                                 at)
    report.events_checked = checked
    if divergence:
        return fail(divergence)
    if live_fold is None:  # a row the live runner read does not decode, yet none after the start fails
        return fail(Divergence(head.position, "live projections could not catch up (a stored event "
                               "does not decode)", "decodable events", "see `core log verify`"))
    report.head_chain = chain.hex()
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

    divergence = _check_signatures(log, rebuilt, start.position, head.position, report)
    if divergence:
        return fail(divergence)

    t1 = time.perf_counter()
    divergence = _check_derivations(log, records, captured, processes, start.position, report)
    report.seconds_derivations = f"{time.perf_counter() - t1:.3f}"
    if divergence:
        return fail(divergence)
    report.ok = True
    if save_snapshot and head.position > start.position:
        log.backend.save_snapshot(head.position, chain, rebuilt)
    return report


def _check_and_fold(log: EventLog, start: Head, upto: int, split: Optional[_Split], capture: _Capture,
                    progress: Optional[Callable[[int], None]]) -> tuple[Optional[Divergence], int, bytes]:
    """Steps 1 and 2 over ``start+1 … upto``: (first divergence, events checked, chain at the last
    verified position). In one process, or the head pages here and the rest beside the worker."""
    if split is None:
        return _verify_and_fold(log, start, upto, capture, progress)
    divergence, checked, chain = _verify_and_fold(log, start, split.at.position, capture, progress)
    if divergence is None and chain != split.at.chain:  # verified here ≠ what the worker started from
        divergence = _changed_meanwhile(split.at.position, split.at.chain, chain)
    if divergence is not None:
        return divergence, checked, chain
    divergence, more, chain = _fold_beside_worker(log, split.worker, split.at, upto, capture, progress)
    return divergence, checked + more, chain


class _Capture:
    """Feeds pages into the fold, stopping inside a page where a derivation's input must be captured."""

    def __init__(self, fold: Fold, needs: dict[int, set[str]], captured: dict[int, dict[str, Checkpoint]]):
        self.fold, self.needs, self.captured = fold, needs, captured

    def feed(self, pairs: list[tuple[int, Event]]) -> None:
        if not pairs:
            return
        first, last, needs = pairs[0][0], pairs[-1][0], self.needs
        if not any(first <= p <= last for p in needs):
            self.fold.feed_many(pairs)
            return
        for position, event in pairs:  # a derivation's input lies inside this page
            self.fold.feed(position, event)
            if position in needs:
                self.captured[position] = {n: self.fold.checkpoint(n) for n in needs[position]}


class _Split(NamedTuple):
    """A parallel replay: rows up to ``at`` are verified here, the worker verifies the rest."""

    at: Head
    worker: VerifierProcess


def spare_core() -> bool:
    """True when a second core is probably idle. The worker only pays off then: on a saturated
    machine both processes share the busy cores, and the second read and the worker's start-up
    make replay slower than one process (measured: bench/README.md)."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cpus = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]  # includes this process
    except (AttributeError, OSError):
        load = 0.0
    return cpus >= 2 and load < cpus - 0.5


WORKER_ENV = "CORE_REPLAY_WORKER"
"""``never``: replay stays in one process; ``always``: no spare-core check (the row threshold and a
shareable store still apply); unset or anything else: a worker when a core is spare."""


def _worker_wanted() -> bool:
    mode = os.environ.get(WORKER_ENV, "").strip().lower()
    if mode == "never":
        return False
    return mode == "always" or spare_core()


def _start_worker(log: EventLog, start: Head, upto: int, parallel_min_events: Optional[int]) -> Optional[_Split]:
    if parallel_min_events is None or upto - start.position < max(parallel_min_events, 1) or not _worker_wanted():
        return None
    url = worker_url(log.backend)
    split = start.position + HEAD_PAGES * PAGE
    if url is None or split >= upto:  # the in-memory store lives only in this process
        return None
    chain = log.backend.chain_at(split)
    if chain is None:  # that row is missing: the in-process path names the first bad position
        return None
    try:
        worker = VerifierProcess(url, Head(split, chain), upto, PAGE)
    except OSError:  # cannot start a process here (no executable, limits): one process does it all
        return None
    return _Split(Head(split, chain), worker)


def _verify_and_fold(log: EventLog, start: Head, upto: int, capture: _Capture,
                     progress: Optional[Callable[[int], None]]) -> tuple[Optional[Divergence], int, bytes]:
    """The in-process path: verify each page, then fold its good events. Returns (divergence,
    events checked, chain at the last verified position)."""
    verifier = ChainVerifier(start)
    checked = 0
    for rows in log.pages(after=start.position, upto=upto, page=PAGE):
        divergence, good = verifier.check_page(rows)
        good = _upcast(good)
        capture.feed(good)
        checked += len(good)
        if divergence:
            return divergence, checked, verifier.chain
        if progress is not None:
            progress(verifier.position)
    if verifier.position != upto:
        return _ends_early(verifier.position, upto), checked, verifier.chain
    return None, checked, verifier.chain


def _fold_beside_worker(log: EventLog, worker: VerifierProcess, start: Head, upto: int, capture: _Capture,
                        progress: Optional[Callable[[int], None]]) -> tuple[Optional[Divergence], int, bytes]:
    """The parallel path: this process reads, decodes and folds while ``worker`` verifies.

    The worker's verdict decides: a divergence it names wins over anything the fold met after it
    (a row that does not decode here stops the fold and waits for that verdict). The pages folded
    here must carry the same seals as the pages verified there.
    """
    seals: list[bytes] = []
    undecodable: Optional[int] = None  # position of a row the fold could not decode
    failed: Optional[tuple[int, Exception]] = None  # (last position of the page, what a projection raised)
    for rows in log.pages(after=start.position, upto=upto, page=PAGE):
        seals.append(page_seal(rows))
        pairs, undecodable = _decode_page(rows)
        try:
            capture.feed(pairs)
        except Exception as exc:  # judged below: unverified bytes may make a projection fail
            failed = (rows[-1][0], exc)
            break
        if undecodable is not None:
            break
        if progress is not None:
            progress(rows[-1][0])
        if worker.finished() and worker.outcome().divergence is not None:
            break  # the verifier already failed somewhere: no point folding on
    outcome = worker.outcome()
    if outcome.error:  # the worker could not verify (e.g. it could not open the store): do it here
        outcome = verify_range(log, start, upto, PAGE)
    divergence = outcome.divergence_found()
    checked = outcome.position - start.position
    if failed is not None and (divergence is None or divergence.position > failed[0]):
        raise failed[1]  # a projection failed on rows the verifier accepted: a real bug, as in-process
    if divergence is not None:
        return divergence, checked, outcome.chain
    if undecodable is not None:  # verified there, undecodable here: the row changed between the reads
        return Divergence(undecodable, "row changed while replay read it (the fold could not decode what "
                          "the verifier accepted)", "a verified row", "an undecodable row"), checked, outcome.chain
    for i, (mine, theirs) in enumerate(zip(seals, outcome.seals)):
        if mine != theirs:
            return Divergence(start.position + 1 + i * PAGE, "rows changed while replay read them (the folded "
                              "page differs from the verified one)", theirs.hex(), mine.hex()), checked, outcome.chain
    if len(seals) != len(outcome.seals):
        return Divergence(start.position + 1 + min(len(seals), len(outcome.seals)) * PAGE,
                          "rows changed while replay read them (page count differs)", str(len(outcome.seals)),
                          str(len(seals))), checked, outcome.chain
    if outcome.position != upto:
        return _ends_early(outcome.position, upto), checked, outcome.chain
    return None, checked, outcome.chain


def _decode_page(rows) -> tuple[list[tuple[int, Event]], Optional[int]]:
    """``(position, upcast event)`` for the rows of a page, stopping before the first row that does
    not decode (whose position is returned too, else None: the worker names the divergence)."""
    decode_one = raw_decoder()
    pairs: list[tuple[int, Event]] = []
    try:
        for position, _, state, _, _ in rows:
            pairs.append((position, decode_one(state)))
    except (msgspec.ValidationError, msgspec.DecodeError):
        return _upcast(pairs), rows[len(pairs)][0]
    return _upcast(pairs), None


def _upcast(pairs: list[tuple[int, Event]]) -> list[tuple[int, Event]]:
    """The pairs with superseded kinds upcast (checked per kind: a page holds only a few)."""
    if any(kind.superseded for kind in set(map(type, map(itemgetter(1), pairs)))):
        return [(position, upcast(event)) for position, event in pairs]
    return pairs


def _changed_meanwhile(position: int, expected: bytes, actual: bytes) -> Divergence:
    return Divergence(position, "rows changed while replay read them (the chain the worker started from "
                      "differs from the one verified here)", expected.hex(), actual.hex())


def _ends_early(position: int, upto: int) -> Divergence:
    return Divergence(position + 1, "row missing (log ends early)", f"position {upto}", f"position {position}")


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
        try:  # the states decoded above were only read by cause_of: the re-run takes them as they are
            output = derivations.compute(process, inputs, dict(record.params), decoded)
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


VERDICT_TAGS = (tag_of(VerdictRecorded), tag_of(VerdictRecordedV1))


def _check_signatures(log: EventLog, rebuilt: list[Checkpoint], start_position: int, upto: int,
                      report: ReplayReport) -> Optional[Divergence]:
    """Check 4: each verdict after the start must have been signed by a key of its reviewer that
    was registered before it and not revoked before it, over exactly its content."""
    from core.signing import check_verdict

    (registry_cp,) = [cp for cp in rebuilt if cp.name == "reviewers"]
    registry = framework.get("reviewers").decode(registry_cp.state)
    for row in log.read_topics(VERDICT_TAGS, after=start_position, upto=upto):
        raw = decode_raw(row.state)  # verified by check 1 already
        if isinstance(raw, VerdictRecordedV1):
            return Divergence(row.position, "verdict signature: unsigned verdict (loop.verdict/1, written "
                              "before signed verdicts)", "a signed loop.verdict/2", "no signature")
        problem = check_verdict(raw, registry, row.position)
        if problem:
            return Divergence(row.position, f"verdict signature: {problem}", "a valid signature by a key "
                              "registered and not revoked at this position", raw.key_id or "no key")
        report.signatures_checked += 1
    return None
