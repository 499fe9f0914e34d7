"""Typed loaders for the data sets the project authors (docs/datasets.md).

Every loader validates each JSONL row against a msgspec Struct and raises ``DatasetError`` (one
line: file, line number, what is wrong) on malformed input. ``DatasetError`` is a ValueError with
``exit_code = 2`` so the CLI reports it as a usage error; evals/ does not import core/.

Scoring contract shared by all sets: ``answer`` is the TRUE answer when the text has one (exact
string: "8", "7/2", "12.45"), else null. ``expected`` is what an honest bounded reader should do.
A reader that answers is wrong unless its answer equals ``answer``; a refusal is never wrong.
Hence ``expect`` = "answer" when ``answer`` is set, "refuse" otherwise.
"""
from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Literal, Optional, TypeVar

import msgspec

from evals.generators import Structure

DATA = Path(__file__).resolve().parent / "data"
B3_PATH = DATA / "b3" / "cases.jsonl"
ADVERSARIAL_PATH = DATA / "adversarial" / "cases.jsonl"
ORIGINAL_LABELS_PATH = DATA / "original_labels.jsonl"
ARC_TRAIN_PATH = DATA / "arc" / "train.jsonl"
ARC_HOLDOUT_PATH = DATA / "arc" / "holdout.jsonl"

ORIGINAL_B3 = Path("seed-data/evals/math_bounded_grammar/v1/cases.jsonl")
ORIGINAL_ADVERSARIAL = Path("seed-data/evals/obligation_8_adversarial/v1/cases.jsonl")

FAMILIES = ("paraphrase", "unrecognized_unit", "conditional", "pronoun_coref", "hedged_quantity",
            "ordinal_confusion", "implicit_subject", "self_reference", "distractor_noise")
BUCKETS = (("depth_1", 1, 1), ("depth_2-3", 2, 3), ("depth_4-5", 4, 5), ("depth_6-8", 6, 8))

_EXACT = re.compile(r"-?\d+(/\d+|\.\d+)?")


class DatasetError(ValueError):
    """A data file is missing or a row does not match its schema (reported as exit 2)."""

    exit_code = 2


Expected = Literal["solved", "refused"]


class _Answered(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Fields shared by rows that carry an outcome; see the module docstring."""

    expected: Expected
    answer: Optional[str]
    unit: Optional[str]

    @property
    def expect(self) -> str:
        return "answer" if self.answer is not None else "refuse"

    def answer_value(self) -> Optional[Fraction]:
        return None if self.answer is None else Fraction(self.answer)


class B3Case(_Answered, frozen=True, kw_only=True, forbid_unknown_fields=True):
    id: str
    problem: str
    depth: int
    """Declared depth: arithmetic operations a correct reading performs (0 for refusals)."""
    expected_reason: Optional[str]
    """For refusals: the reason code (docs/grammar.md closed set) an honest reader should give."""
    shape: str
    note: str
    structure: Optional[Structure] = None
    """The gold structure the text and answer were rendered from (None for hand-written cases)."""
    would_be_depth: Optional[int] = None


class AdversarialCase(_Answered, frozen=True, kw_only=True, forbid_unknown_fields=True):
    id: str
    family: str
    problem: str
    note: str


class OriginalLabel(_Answered, frozen=True, kw_only=True, forbid_unknown_fields=True):
    case_id: str
    source: Literal["b3", "adversarial"]
    justification: str


class OriginalCase(msgspec.Struct, frozen=True, kw_only=True):
    """An original case (text read from ../shared at run time) joined with our label."""

    case_id: str
    source: str
    problem: str
    family: Optional[str]
    original_expected: Optional[str]
    original_answer: Optional[str]
    label: OriginalLabel


class ArcProblem(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """DESIGN.md §5 corpus row plus metadata."""

    id: str
    problem: str
    answer: Optional[str]
    unit: Optional[str]
    split: Literal["train", "holdout"]
    depth: int
    new_words: list[str]
    """Words the base pack lacks that a reading needs (empty for ill-posed rows)."""
    ill_posed: bool
    note: str
    structure: Optional[Structure] = None


T = TypeVar("T")


def _read_rows(path: Path, kind: type[T]) -> list[T]:
    if not path.is_file():
        raise DatasetError(f"{path}: data file not found")
    decoder = msgspec.json.Decoder(kind)
    rows: list[T] = []
    with path.open("rb") as fh:
        for n, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                rows.append(decoder.decode(line))
            except (msgspec.ValidationError, msgspec.DecodeError) as exc:
                raise DatasetError(f"{path}:{n}: {exc}") from None
    return rows


def _check_answer(where: str, row: _Answered) -> None:
    if row.answer is not None and not _EXACT.fullmatch(row.answer):
        raise DatasetError(f"{where}: answer {row.answer!r} is not an exact number")
    if row.expected == "solved" and row.answer is None:
        raise DatasetError(f"{where}: a case expected to be solved needs an answer")


def _unique(path: Path, ids: list[str]) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise DatasetError(f"{path}: duplicate id {i!r}")
        seen.add(i)


def bucket_of(depth: int) -> Optional[str]:
    """Depth bucket name, None for depth 0 (skipped); depth > 8 is a DatasetError."""
    if depth == 0:
        return None
    for name, lo, hi in BUCKETS:
        if lo <= depth <= hi:
            return name
    raise DatasetError(f"depth {depth} is out of schema (1..8, or 0 for skipped)")


def load_b3(path: Path = B3_PATH) -> list[B3Case]:
    rows = _read_rows(path, B3Case)
    _unique(path, [r.id for r in rows])
    for r in rows:
        _check_answer(f"{path}:{r.id}", r)
        bucket_of(r.depth)
        if r.expected == "refused" and not r.expected_reason:
            raise DatasetError(f"{path}:{r.id}: a refusal needs expected_reason")
        if r.expected == "solved" and r.depth == 0:
            raise DatasetError(f"{path}:{r.id}: a solvable case needs a depth in 1..8")
    return rows


def load_adversarial(path: Path = ADVERSARIAL_PATH) -> list[AdversarialCase]:
    rows = _read_rows(path, AdversarialCase)
    _unique(path, [r.id for r in rows])
    for r in rows:
        _check_answer(f"{path}:{r.id}", r)
        if r.family not in FAMILIES:
            raise DatasetError(f"{path}:{r.id}: family {r.family!r} is not in the closed taxonomy")
    return rows


def load_original_labels(path: Path = ORIGINAL_LABELS_PATH) -> list[OriginalLabel]:
    rows = _read_rows(path, OriginalLabel)
    _unique(path, [r.case_id for r in rows])
    for r in rows:
        _check_answer(f"{path}:{r.case_id}", r)
    return rows


class _OriginalRow(msgspec.Struct, frozen=True):
    case_id: str
    problem: str
    family: Optional[str] = None
    expected: Optional[str] = None
    expected_answer: Optional[float] = None  # the original's own float labels; read, never re-emitted


def load_original_cases(shared: Path, labels_path: Path = ORIGINAL_LABELS_PATH) -> list[OriginalCase]:
    """The original 50 B3 + 36 adversarial problems (from ``shared``) joined with our labels."""
    labels = {lab.case_id: lab for lab in load_original_labels(labels_path)}
    out: list[OriginalCase] = []
    for source, rel in (("b3", ORIGINAL_B3), ("adversarial", ORIGINAL_ADVERSARIAL)):
        for row in _read_rows(shared / rel, _OriginalRow):
            label = labels.pop(row.case_id, None)
            if label is None:
                raise DatasetError(f"{shared / rel}: case {row.case_id!r} has no label in {labels_path}")
            if label.source != source:
                raise DatasetError(f"{labels_path}: {row.case_id} is labelled as {label.source}, found in {source}")
            original_answer = None
            if row.expected_answer is not None:
                original_answer = str(Fraction(str(row.expected_answer)).limit_denominator(1000))
            out.append(OriginalCase(case_id=row.case_id, source=source, problem=row.problem, family=row.family,
                                    original_expected=row.expected, original_answer=original_answer, label=label))
    if labels:
        raise DatasetError(f"{labels_path}: labels for unknown cases: {sorted(labels)[:3]}")
    return out


def load_arc(split: Literal["train", "holdout"]) -> list[ArcProblem]:
    path = ARC_TRAIN_PATH if split == "train" else ARC_HOLDOUT_PATH
    rows = _read_rows(path, ArcProblem)
    _unique(path, [r.id for r in rows])
    for r in rows:
        if r.split != split:
            raise DatasetError(f"{path}:{r.id}: row says split {r.split!r}")
        if r.answer is not None and not _EXACT.fullmatch(r.answer):
            raise DatasetError(f"{path}:{r.id}: answer {r.answer!r} is not an exact number")
        if r.ill_posed != (r.answer is None):
            raise DatasetError(f"{path}:{r.id}: ill-posed rows (and only they) have a null answer")
    return rows


def expectations(cases) -> list:
    """Auditor Expectations (evals.auditors.rows) for B3 or adversarial cases."""
    from evals.auditors.rows import Expectation

    out = []
    for c in cases:
        out.append(Expectation(case_id=c.id, expect=c.expect, answer=c.answer,
                               unit=c.unit if c.answer is not None else None,
                               depth=getattr(c, "depth", None) or None, family=getattr(c, "family", None)))
    return out
