"""Read a DESIGN §5 JSONL corpus and run the reader over it (pure apart from reading the file)."""
from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import msgspec

from domain.reader import Refused, Solved, read
from domain.reader.pack import Pack
from evals.scoring import Summary, gold_value, is_correct, summarize


class CorpusError(ValueError):
    """A corpus file or row that does not follow the format; the message names the line."""


class CorpusRow(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    problem: str
    answer: str | None
    """The gold as text (numbers are kept as written); None when the row has none."""
    line: int
    metadata: dict = {}


class CaseResult(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    outcome: str
    """correct | wrong | refused | unscored."""
    result: Solved | Refused


def parse_corpus(lines: list[str], source: str = "corpus") -> list[CorpusRow]:
    rows: list[CorpusRow] = []
    seen: set[str] = set()
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line, parse_float=str)
        except json.JSONDecodeError as exc:
            raise CorpusError(f"{source}:{n}: not JSON ({exc.msg})") from None
        if not isinstance(obj, dict):
            raise CorpusError(f"{source}:{n}: a row must be a JSON object")
        rid, problem, answer = obj.get("id"), obj.get("problem"), obj.get("answer")
        if not isinstance(rid, str) or not rid:
            raise CorpusError(f"{source}:{n}: 'id' must be a non-empty string")
        if rid in seen:
            raise CorpusError(f"{source}:{n}: duplicate id {rid!r}")
        seen.add(rid)
        if not isinstance(problem, str):
            raise CorpusError(f"{source}:{n}: 'problem' must be a string")
        if answer is not None and (isinstance(answer, bool) or not isinstance(answer, (str, int))):
            raise CorpusError(f"{source}:{n}: 'answer' must be a string, a number or null")
        meta = {k: v for k, v in obj.items() if k not in ("id", "problem", "answer")}
        rows.append(CorpusRow(id=unicodedata.normalize("NFC", rid), problem=unicodedata.normalize("NFC", problem),
                              answer=None if answer is None else str(answer), line=n, metadata=meta))
    return rows


def load_corpus(path: str | Path) -> list[CorpusRow]:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CorpusError(f"{p}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CorpusError(f"{p}: cannot read ({exc})") from None
    return parse_corpus(text.splitlines(), str(p))


def scorable(row: CorpusRow) -> bool:
    """Rows an outside data set marks as unchecked (gold_check != ok) are not scored."""
    check = row.metadata.get("gold_check")
    return gold_value(row.answer) is not None and (check is None or check == "ok")


def run_case(row: CorpusRow, pack: Pack) -> CaseResult:
    result = read(row.problem, pack)
    if not scorable(row):
        outcome = "unscored"
    elif isinstance(result, Refused):
        outcome = "refused"
    else:
        outcome = "correct" if is_correct(result.answer, gold_value(row.answer)) else "wrong"
    return CaseResult(id=row.id, outcome=outcome, result=result)


def run_corpus(rows: list[CorpusRow], pack: Pack) -> tuple[Summary, list[CaseResult]]:
    results = [run_case(r, pack) for r in rows]
    return summarize(r.outcome for r in results), results
