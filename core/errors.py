"""Errors the CLI turns into one clear line and a documented exit code (docs/cli.md)."""
from __future__ import annotations


class CoreError(Exception):
    """Base of every error meant for the operator. ``exit_code`` is documented in docs/cli.md."""

    exit_code = 2


class UsageError(CoreError):
    """Bad input: a malformed file, argument, id or setting. Nothing was appended."""

    exit_code = 2


class CheckFailed(CoreError):
    """A check ran and did not hold (verify, replay, a gate)."""

    exit_code = 1


class StoreError(CoreError):
    """The store could not be opened or written (unreachable, locked, conflicts exhausted)."""

    exit_code = 3
