"""`core solve`, `core corpus run` and `core lane run`: the reader at the command line."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Optional

import msgspec
import typer

from core import log_service, run_service
from core.cli import app
from core.cli.progress import spinner
from core.errors import CheckFailed
from core.lanes import LANES, SHARED, corpus_cases, lane_cases
from core.packs import DEFAULT_PACK, load_pack
from domain.reader import Refused, Solved, read

PackOption = Annotated[str, typer.Option("--pack", help="Name of a shipped pack (core/data/packs/NAME.json).")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print one JSON object instead of text.")]


def solve_payload(result: Solved | Refused) -> dict:
    """The DESIGN.md §5 solve result: outcome, answer, unit, trace, refusal."""
    if isinstance(result, Solved):
        return {"outcome": "solved", "answer": result.answer, "unit": result.unit,
                "trace": msgspec.to_builtins(result.steps), "depth": result.depth,
                "lemma_ids": result.lemma_ids, "refusal": None}
    return {"outcome": "refused", "answer": None, "unit": None, "trace": [], "depth": 0, "lemma_ids": [],
            "refusal": msgspec.to_builtins(result.evidence)}


@app.command(epilog="Examples:\n\n  core solve \"Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?\"\n\n"
                    "  core solve --json \"...\"")
def solve(
    text: Annotated[str, typer.Argument(help="The word problem.")],
    as_json: JsonOption = False,
    pack: PackOption = DEFAULT_PACK,
):
    """Solve one word problem exactly, or show the typed reason it is refused (exit 0 either way)."""
    reader_pack = load_pack(pack)
    try:
        result = read(text, reader_pack)
    except Exception as exc:  # noqa: BLE001 — read() lets crashes through for tests; the CLI shows one line
        raise CheckFailed(f"internal reader error ({type(exc).__name__}): {exc}") from None
    if as_json:
        print(json.dumps(solve_payload(result), sort_keys=True, ensure_ascii=False))
        return
    if isinstance(result, Solved):
        print(f"{result.answer} {result.unit}")
        for i, step in enumerate(result.steps, 1):
            print(f"  {i}. {step.lemma} {step.kind} {step.holder} {' '.join(step.operands)}: {step.before} -> {step.after}")
        return
    e = result.evidence
    where = f" (sentence {e.sentence_index}, token {e.token_index} {e.token_text!r})" if e.sentence_index >= 0 else ""
    print(f"refused: {e.reason} [{e.missing_operator}]{where}: {e.detail}")


corpus_app = typer.Typer(help="Run the reader over a JSONL corpus (DESIGN.md §5); runs are recorded in the log.",
                         no_args_is_help=True)
app.add_typer(corpus_app, name="corpus")
lane_app = typer.Typer(help="Run the project's own lanes (B3, adversarial, the original cases, the arc corpus).",
                       no_args_is_help=True)
app.add_typer(lane_app, name="lane")

LogPackOption = Annotated[Optional[str], typer.Option(
    "--pack", help="A pack id (or unique prefix) known to the log, or a shipped pack name; "
                   "default: the log's current pack (the base pack on a new log).")]


def _summary_payload(result: run_service.RunResult) -> dict:
    s = result.summary
    return {"n": s.n, "correct": s.correct, "wrong": s.wrong, "refused": s.refused, "unscored": s.unscored,
            "coverage": run_service.coverage(s)}


def _print_run(label: str, result: run_service.RunResult, as_json: bool) -> None:
    payload = _summary_payload(result)
    if as_json:
        print(json.dumps(payload, sort_keys=True))
        return
    print(f"{label}  pack {result.pack_id[:12]}  run {result.run_id[:12]}  "
          f"({result.added} events appended{'; already in the log' if result.added == 0 else ''})")
    for key in ("n", "correct", "wrong", "refused", "unscored", "coverage"):
        print(f"  {key:9} {payload[key]}")


@corpus_app.command("run", epilog="Example:\n\n  core corpus run ../shared/corpora/addsub.jsonl --json")
def corpus_run(
    ctx: typer.Context,
    path: Annotated[str, typer.Argument(help="A JSONL corpus: {id, problem, answer} per line.")],
    pack: LogPackOption = None,
    name: Annotated[Optional[str], typer.Option("--name", help="Label of the corpus in the log "
                                                "(default: the file name without .jsonl).")] = None,
    as_json: JsonOption = False,
):
    """Read every problem, score it (correct iff |answer − gold| ≤ 1e-6·max(1,|gold|)) and record the run.

    The corpus, the pack and one event per case enter the log; running the same corpus with the same
    pack again appends nothing. `--json` prints {n, correct, wrong, refused, unscored, coverage}.
    """
    cases = corpus_cases(Path(path))
    with log_service.opened(ctx.obj.store) as log, spinner(f"reading {len(cases)} problems"):
        result = run_service.run_cases(log, name or Path(path).name.removesuffix(".jsonl"), cases, pack)
    _print_run(f"corpus {path}", result, as_json)


@lane_app.command("run", epilog="Examples:\n\n  core lane run b3\n\n  core lane run all --json")
def lane_run(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=f"One of: {', '.join(LANES)}, or all.")],
    pack: LogPackOption = None,
    as_json: JsonOption = False,
):
    """Run a lane with the log's current pack and record it (`core report lane NAME` shows it)."""
    names = [n for n in LANES if n != "original" or SHARED.is_dir()] if name == "all" else [name]
    results = {}
    with log_service.opened(ctx.obj.store) as log:
        for lane in names:
            with spinner(f"lane {lane}"):
                results[lane] = run_service.run_cases(log, f"lane:{lane}", lane_cases(lane), pack)
    if as_json:
        print(json.dumps({lane: _summary_payload(r) for lane, r in results.items()}, sort_keys=True))
        return
    for lane, r in results.items():
        _print_run(f"lane {lane}", r, False)


@lane_app.command("list", epilog="Example: core lane list")
def lane_list():
    """Name every lane `core lane run` knows."""
    for lane in LANES:
        note = " (reads ../shared; absent here)" if lane == "original" and not SHARED.is_dir() else ""
        print(f"{lane}{note}")
