"""The joint blocker search of one decomposition (ADR 0043): which word combinations solve
which evidence cases, which answer them wrongly, and what the evidence decided."""
from __future__ import annotations

from domain.events.base import Cause, Event
from domain.loop.model import JointRow


class JointSearched(Event, frozen=True, kw_only=True, tag="loop.joint_searched/1"):
    cause: Cause
    run_id: str
    max_depth: int
    per_case_budget: int
    total_budget: int
    reads: int
    rows: list[JointRow]
    decided: dict[str, str]
    """Word key → option (``change:category``) the joint evidence chose (before the arms)."""
    conflicts: dict[str, list[str]]
    """Word key → the cases whose solving options disagree or that the choice answers wrongly."""
