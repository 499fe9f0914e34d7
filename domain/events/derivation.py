"""The closing record of a derivation run (a deterministic process that produced events)."""
from __future__ import annotations

from typing import Union

from domain.events.base import Cause, Event

ParamValue = Union[str, int, bool]


class DerivationRecorded(Event, frozen=True, kw_only=True, tag="derivation.recorded/1"):
    """A registered process ran on a recorded input and produced ``outputs`` (event ids, in order).

    Appended after the outputs, in the same batch. Re-running the process on the same input gives
    the same outputs and therefore this same record, so an unchanged re-run appends nothing.
    ``core replay`` re-runs the process from ``cause`` + ``params`` and compares bytes.
    """

    cause: Cause
    params: dict[str, ParamValue]
    """The parameters the process ran with (exact values only)."""
    outputs: list[str]
    """Event ids (hex) of the events the run produced, in the order it produced them."""
