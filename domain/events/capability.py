"""Capability auditing in the log: fixtures the B1/B2 lanes read, and the reports auditors derive.

* ``FixtureRegistered`` is an input (like ``corpus.registered``): the rows of a B1 or B2 fixture,
  so a lane run and its replay never read a file.
* ``LaneReported`` (derived, with ``cause``) is one B1/B2 lane run over one fixture.
* ``AuditorReported`` (derived, with ``cause``) is one auditor's report over lane-run events
  (depth curve, adversarial, perturbation, pack provenance, the composite gate).

Reports are carried as plain JSON-able data (``dict``): their typed shapes live in
``evals/auditors`` (which the domain may not import), and the codec refuses floats, so a report
can only hold exact numbers. ``report_digest`` is the blake3 content id of the report's canonical
bytes: the artifact's name.
"""
from __future__ import annotations

from typing import Any, Literal

import msgspec

from domain.events.base import Cause, Event

FixtureLane = Literal["b1", "b2"]


class FixtureRegistered(Event, frozen=True, kw_only=True, tag="capability.fixture_registered/1"):
    """A B1 or B2 fixture entered the log. The same rows under the same name add nothing."""

    fixture_id: str
    """``content_id({lane, rows}, "fixture")``."""
    lane: FixtureLane
    name: str
    """A label, e.g. ``b1:project`` or ``b1:original-curated``."""
    rows: list[dict[str, Any]]
    """The fixture's JSON lines, as parsed (strings NFC-normalised)."""


class Failure(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One case a report counts against its check, so the failing cases are named, not just counted."""

    case_id: str
    where: str
    """Bucket, family, transform or lane the case was judged in."""
    verdict: str
    expected: str
    actual: str


class LaneReported(Event, frozen=True, kw_only=True, tag="capability.lane_reported/1"):
    cause: Cause
    lane: str
    """``B1`` or ``B2``."""
    fixture_id: str
    fixture_name: str
    report: dict[str, Any]
    """The lane report (``evals.auditors.b1.B1Report`` / ``b2.B2Report``) as plain data."""
    report_digest: str


class AuditorReported(Event, frozen=True, kw_only=True, tag="capability.auditor_reported/1"):
    cause: Cause
    auditor: str
    """``depth_curve`` | ``adversarial`` | ``perturbation`` | ``pack_provenance`` | ``math_expert_gate``."""
    lane: str
    """The lane or corpus name the report is about (``lane:b3``, ``composite``)."""
    subject: dict[str, str]
    """What was judged: run ids, lane-report ids, the pack id."""
    report: dict[str, Any]
    report_digest: str
    exit_code: int
    """The auditor's documented exit code for this report (docs/auditors.md)."""
    failures: list[Failure] = []
