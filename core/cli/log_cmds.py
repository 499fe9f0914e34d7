"""`core log …` (head, show, verify, note, derive) and `core replay`."""
from __future__ import annotations

import json
import os
import sys
import time
from typing import Annotated, List, Optional

import typer
from rich.console import Console

from core import log_service
from core.cli import app
from core.errors import CheckFailed, UsageError
from eventstore.verify import head_to_json

log_app = typer.Typer(help="Inspect, verify and append to the append-only log.", no_args_is_help=True)
app.add_typer(log_app, name="log")

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)


def _store(ctx: typer.Context) -> str:
    return ctx.obj.store


def _print_json(obj) -> None:
    sys.stdout.write(json.dumps(obj, sort_keys=True) + "\n")


@log_app.command("head", epilog="Example: core log head --json > head.json")
def head_cmd(ctx: typer.Context, as_json: Annotated[bool, typer.Option("--json", help="Print {position, chain}.")] = False):
    """Print the log's head: the last position and its chain value."""
    with log_service.opened(_store(ctx)) as log:
        head = log.head()
    if as_json:
        _print_json(head_to_json(head))
    else:
        out.print(f"position {head.position}  chain {head.chain.hex()}")


@log_app.command("show", epilog="Example: core log show --from 10 --to 20 --json")
def show_cmd(
    ctx: typer.Context,
    from_: Annotated[int, typer.Option("--from", help="First position to show (0 = from the start).", min=0)] = 0,
    to: Annotated[Optional[int], typer.Option("--to", help="Last position to show (default: the head).", min=0)] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per line.")] = False,
):
    """Print events by position (streamed: any range, constant memory)."""
    if to is not None and to < from_:
        raise UsageError(f"--to {to} is before --from {from_}")
    with log_service.opened(_store(ctx)) as log:
        write = sys.stdout.buffer.write
        for row in log.read(after=max(from_ - 1, 0), upto=to):
            if as_json:
                write(b'{"chain":"%s","event":%s,"event_id":"%s","position":%d,"type":%s}\n' % (
                    bytes(row.chain).hex().encode(), row.state, bytes(row.event_id).hex().encode(),
                    row.position, json.dumps(row.topic).encode()))
            else:
                write(b"%8d  %s  %s  %s\n" % (row.position, bytes(row.event_id).hex()[:12].encode(),
                                               row.topic.encode(), row.state))
        sys.stdout.flush()


@log_app.command("verify", epilog="Example: core log verify --against head.json")
def verify_cmd(
    ctx: typer.Context,
    against: Annotated[Optional[str], typer.Option("--against", help="A head file ({position, chain}) the log "
                                                   "must extend.", metavar="HEADFILE")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable result.")] = False,
):
    """Re-hash every event and the chain; name the first bad position. Exit 1 if anything differs."""
    with log_service.opened(_store(ctx)) as log:
        result = log_service.verify(log, against)
    d = result.divergence
    if as_json:
        _print_json({"ok": d is None, "checked": result.checked, "head": head_to_json(result.head),
                     "against": head_to_json(result.against) if result.against else None,
                     "divergence": d._asdict() if d else None})
    if d:
        raise CheckFailed(f"log does not verify: {d.describe()}")
    if as_json:
        return
    extends = f"; extends the saved head at position {result.against.position}" if result.against else ""
    out.print(f"ok: {result.checked} events verified, head {result.head.position} "
              f"{result.head.chain.hex()}{extends}")


@log_app.command("note", epilog='Example: core log note "checked the fractions lane" --author ana')
def note_cmd(
    ctx: typer.Context,
    text: Annotated[str, typer.Argument(help="The note text.")],
    author: Annotated[str, typer.Option(help="Who writes the note.")] = "",
):
    """Append an operator note (an identical note is not appended twice)."""
    with log_service.opened(_store(ctx)) as log:
        result = log_service.add_note(log, text, author)
    state = "appended" if result.added else "already in the log"
    out.print(f"{state} at position {result.positions[0]}")


@log_app.command("derive", epilog="Example: core log derive notes.summary --param top=5")
def derive_cmd(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="A registered derivation process.")],
    param: Annotated[Optional[List[str]], typer.Option("--param", "-p", help="key=value, repeatable.")] = None,
):
    """Run a registered derivation and append its events plus the closing record."""
    params = log_service.parse_params(param or [])
    with log_service.opened(_store(ctx)) as log:
        output, appended = log_service.derive(log, name, params)
    out.print(f"{name} v{output.cause.version} on input position {output.cause.input_position}: "
              f"{len(output.events)} event(s); {appended.added} row(s) appended, head {appended.head.position}")


class _LazyProgress:
    """A rich progress bar on stderr that appears only after ~1 s and only on a terminal."""

    def __init__(self, enabled: bool):
        self.enabled = enabled
        self.started = time.perf_counter()
        self.bar = None
        self.task = None

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or time.perf_counter() - self.started < 1.0:
            return
        if self.bar is None:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

            # rich's Console honours NO_COLOR itself; the bar stays, only colour goes.
            self.bar = Progress("replay", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                                console=Console(stderr=True), transient=True)
            self.bar.start()
            self.task = self.bar.add_task("replay", total=total)
        self.bar.update(self.task, completed=done)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


@app.command("replay", epilog="Examples: core replay --from 0 ; core replay --from 0 --json")
def replay_cmd(
    ctx: typer.Context,
    from_: Annotated[int, typer.Option("--from", help="0 = everything; N = start at the latest verified "
                                       "snapshot at or before N.", min=0)] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable result.")] = False,
):
    """Re-hash the log, rebuild every projection, re-run every derivation; exit 0 only if all identical."""
    from core.replay import replay

    progress = _LazyProgress(sys.stderr.isatty() and not os.environ.get("CORE_NO_PROGRESS"))
    try:
        with log_service.opened(_store(ctx)) as log:
            report = replay(log, from_, progress=progress)
    finally:
        progress.close()
    if as_json:
        import msgspec

        sys.stdout.write(msgspec.json.encode(report).decode() + "\n")
        sys.stdout.flush()
    d = report.divergence
    if d is not None:
        raise CheckFailed(f"replay diverged at position {d.position}: {d.what} "
                          f"(expected {d.expected}, actual {d.actual})")
    if as_json:
        return
    out.print(f"replay ok: {report.events_checked} events re-hashed (positions {report.started_at + 1}.."
              f"{report.head_position}), {len(report.projections)} projections identical, "
              f"{report.derivations_checked} derivations re-run identical, "
              f"{report.signatures_checked} verdict signatures valid"
              + (f", {report.derivations_skipped} before the snapshot skipped" if report.derivations_skipped else "")
              + f"; head {report.head_position} {report.head_chain}")
