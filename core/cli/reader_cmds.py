"""`core solve` and `core corpus run` (in-memory): the reader at the command line."""
from __future__ import annotations

import json
from typing import Annotated

import msgspec
import typer

from core.cli import app
from core.errors import UsageError
from core.packs import DEFAULT_PACK, load_pack
from domain.reader import Refused, Solved, pack_digest, read
from evals.corpus import CorpusError, load_corpus, run_corpus

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
    result = read(text, load_pack(pack))
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


corpus_app = typer.Typer(help="Run the reader over a JSONL corpus (DESIGN.md §5).", no_args_is_help=True)
app.add_typer(corpus_app, name="corpus")


@corpus_app.command("run", epilog="Example:\n\n  core corpus run ../shared/corpora/addsub.jsonl --json")
def corpus_run(
    path: Annotated[str, typer.Argument(help="A JSONL corpus: {id, problem, answer} per line.")],
    pack: PackOption = DEFAULT_PACK,
    as_json: JsonOption = False,
):
    """Read every problem and score it: correct iff |answer − gold| ≤ 1e-6·max(1,|gold|)."""
    try:
        rows = load_corpus(path)
    except CorpusError as exc:
        raise UsageError(str(exc)) from None
    the_pack = load_pack(pack)
    summary, _ = run_corpus(rows, the_pack)
    payload = msgspec.to_builtins(summary)
    if as_json:
        print(json.dumps(payload, sort_keys=True))
        return
    print(f"corpus {path}  pack {pack} ({pack_digest(the_pack)[:12]})")
    for key in ("n", "correct", "wrong", "refused", "unscored", "coverage"):
        print(f"  {key:9} {payload[key]}")
