"""Application services over the log: open, append notes, head, show, verify, derive.

Every function takes primitives, returns plain data and raises only ``core.errors`` errors, so the
CLI stays thin. Library/domain errors are translated here (``translate``).
"""
from __future__ import annotations

import unicodedata
from contextlib import contextmanager
from typing import Iterator, Mapping, NamedTuple, Optional

from core.errors import StoreError, UsageError
from domain.codec import DecodeError, FloatRefused
from domain.events.notes import NoteAdded
from eventstore import Appended, EventLog, Head, open_backend
from eventstore.errors import BadHead, ConflictsExhausted, LogError, StoreUnavailable
from eventstore.verify import ChainVerifier, Divergence, load_head_file


@contextmanager
def translate() -> Iterator[None]:
    """Turns lower-layer errors into one-line CoreErrors (nothing was appended when they fire)."""
    try:
        yield
    except (FloatRefused, DecodeError) as exc:
        raise UsageError(str(exc)) from None
    except BadHead as exc:
        raise UsageError(str(exc)) from None
    except (StoreUnavailable, ConflictsExhausted) as exc:
        raise StoreError(str(exc)) from None
    except LogError as exc:
        raise StoreError(str(exc)) from None


@contextmanager
def opened(store: str) -> Iterator[EventLog]:
    """The log at ``store`` (file path, ``memory`` or URL), closed afterwards."""
    with translate():
        backend = open_backend(store)
    try:
        with translate():
            yield EventLog(backend)
    finally:
        backend.close()


def add_note(log: EventLog, text: str, author: str = "") -> Appended:
    """Appends an operator note (text NFC-normalised, as everything entering the system)."""
    text = unicodedata.normalize("NFC", text).strip()
    if not text:
        raise UsageError("a note needs some text")
    with translate():
        return log.append([NoteAdded(text=text, author=unicodedata.normalize("NFC", author).strip())])


class VerifyResult(NamedTuple):
    head: Head
    checked: int
    divergence: Optional[Divergence]
    against: Optional[Head]


def verify(log: EventLog, against: Optional[str] = None) -> VerifyResult:
    """Re-hashes every row and the chain; with a head file, proves the log extends that head."""
    with translate():
        saved = load_head_file(against) if against else None
        head = log.head()
        verifier = ChainVerifier()
        checked = 0
        for rows in log.pages(upto=head.position):
            if saved is not None and rows[0][0] <= saved.position <= rows[-1][0]:
                # stop the page exactly at the saved position to compare the chain there
                cut = saved.position - rows[0][0] + 1
                rows, rest = rows[:cut], rows[cut:]
            else:
                rest = []
            for part in (rows, rest):
                divergence, good = verifier.check_page(part)
                checked += len(good)
                if divergence:
                    return VerifyResult(head, checked, divergence, saved)
                if saved is not None and verifier.position == saved.position and verifier.chain != saved.chain:
                    return VerifyResult(head, checked, Divergence(
                        saved.position, "log does not extend the saved head (chain differs there)",
                        saved.chain.hex(), verifier.chain.hex()), saved)
        if verifier.position != head.position:
            return VerifyResult(head, checked, Divergence(
                verifier.position + 1, "row missing (log ends early)", f"position {head.position}",
                f"position {verifier.position}"), saved)
        if saved is not None and head.position < saved.position:
            return VerifyResult(head, checked, Divergence(
                head.position + 1, "log is shorter than the saved head (truncated tail)",
                f"position {saved.position}", f"position {head.position}"), saved)
        return VerifyResult(head, checked, None, saved)


def parse_params(pairs: list[str]) -> dict[str, str]:
    """``["k=v", ...]`` → dict, refusing malformed or repeated keys."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"parameter {pair!r} must look like key=value")
        if key in out:
            raise UsageError(f"parameter {key!r} given twice")
        out[key] = value
    return out


def derive(log: EventLog, name: str, raw_params: Mapping[str, str]):
    """Runs a registered derivation process and appends its outputs and closing record."""
    from core import derivations

    try:
        process = derivations.get(name)
        params = process.parse_params(raw_params)
    except (KeyError, ValueError) as exc:
        raise UsageError(str(exc.args[0]) if exc.args else str(exc)) from None
    with translate():
        return derivations.derive(log, process, params)
