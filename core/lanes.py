"""The named case sets a run can read: the project's lanes and the outside corpora.

Each becomes a list of ``CaseSpec`` (what the reader must do with each problem) that enters the
log as one ``corpus.registered`` event, so every later check reads the log, never these files.
"""
from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Callable

import msgspec

from core.errors import UsageError
from domain.events.corpus import CaseSpec
from evals import datasets
from evals.corpus import CorpusError, parse_corpus

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def _answered(case, meta: dict) -> CaseSpec:
    return CaseSpec(id=case.id, problem=_nfc(case.problem), gold=case.answer, expect=case.expect,
                    meta={k: v for k, v in meta.items() if v is not None})


def _b3() -> list[CaseSpec]:
    # The gold structure rides along so the perturbation auditor predicts from the log (W2).
    return [_answered(c, {"depth": c.depth, "unit": c.unit, "expected_reason": c.expected_reason,
                          "shape": c.shape,
                          "structure": msgspec.to_builtins(c.structure) if c.structure else None})
            for c in datasets.load_b3()]


def _adversarial() -> list[CaseSpec]:
    return [_answered(c, {"family": c.family, "unit": c.unit}) for c in datasets.load_adversarial()]


def _original() -> list[CaseSpec]:
    if not SHARED.is_dir():
        raise UsageError(f"the original data sets are read from {SHARED}, which is absent")
    out = []
    for c in datasets.load_original_cases(SHARED):
        lab = c.label
        out.append(CaseSpec(id=c.case_id, problem=_nfc(c.problem), gold=lab.answer, expect=lab.expect,
                            meta={k: v for k, v in {"source": c.source, "family": c.family,
                                                   "unit": lab.unit}.items() if v is not None}))
    return out


def _arc(split: str) -> Callable[[], list[CaseSpec]]:
    def load() -> list[CaseSpec]:
        return [CaseSpec(id=p.id, problem=_nfc(p.problem), gold=p.answer,
                         expect="answer" if p.answer is not None else "refuse",
                         meta={"depth": p.depth, "new_words": p.new_words, "split": p.split})
                for p in datasets.load_arc(split)]  # type: ignore[arg-type]
    return load


LANES: dict[str, Callable[[], list[CaseSpec]]] = {
    "b3": _b3,
    "adversarial": _adversarial,
    "original": _original,
    "arc-train": _arc("train"),
    "arc-holdout": _arc("holdout"),
}
"""Lane name → loader. ``original`` needs ../shared (the original 50 B3 + 36 adversarial cases)."""


def lane_cases(name: str) -> list[CaseSpec]:
    if name not in LANES:
        raise UsageError(f"no lane named {name!r}; known: {', '.join(LANES)}")
    try:
        return LANES[name]()
    except datasets.DatasetError as exc:
        raise UsageError(str(exc)) from None


def corpus_cases(path: Path) -> list[CaseSpec]:
    """A DESIGN.md §5 corpus file as cases: rows with a gold are scored, rows without are not."""
    if not path.exists():
        raise UsageError(f"{path}: no such file")
    try:
        rows = parse_corpus(path.read_text(encoding="utf-8").splitlines(), source=str(path))
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {path}: not UTF-8 text") from None
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    except CorpusError as exc:
        raise UsageError(str(exc)) from None
    if not rows:
        raise UsageError(f"{path}: the corpus has no rows")
    out = []
    for r in rows:
        meta = dict(r.metadata)
        if meta.get("gold_check") not in (None, "ok"):
            # The data set's own equation does not reproduce its answer: keep the row, unscored.
            out.append(CaseSpec(id=r.id, problem=r.problem, gold=None, expect="any", meta=meta))
        else:
            out.append(CaseSpec(id=r.id, problem=r.problem, gold=r.answer,
                                expect="answer" if r.answer is not None else "any", meta=meta))
    return out
