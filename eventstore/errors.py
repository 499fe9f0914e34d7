"""Errors of the log layer. ``core`` maps them onto its CLI errors (exit codes)."""
from __future__ import annotations


class LogError(Exception):
    """Base of every error raised by ``eventstore``."""


class StoreUnavailable(LogError):
    """The store could not be opened (bad path, not a database, unsupported URL)."""


class AppendConflict(LogError):
    """Another writer moved the head between our read and our insert; re-read and retry."""


class ConflictsExhausted(LogError):
    """An append kept losing the race to other writers and gave up (nothing was appended)."""


class BadHead(LogError):
    """A head file or head value is malformed."""
