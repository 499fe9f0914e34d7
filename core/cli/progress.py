"""Terminal manners shared by the commands: colour, progress and where each goes.

* Results go to stdout; progress goes to stderr, so ``core … --json > file`` stays clean.
* Progress shows only when stderr is a terminal, only after ~1 s (quick commands never flash a
  bar), and never with ``CORE_NO_PROGRESS=1``.
* Colour follows rich: off when ``NO_COLOR`` is set (any value) or the stream is not a terminal.
"""
from __future__ import annotations

import os
import sys
import time
from contextlib import contextmanager
from typing import Callable, Iterator, Optional

from rich.console import Console

DELAY_S = 1.0


def console(stderr: bool = False) -> Console:
    """A console for results (stdout) or messages (stderr); plain text when piped or NO_COLOR."""
    stream = sys.stderr if stderr else sys.stdout
    piped = not stream.isatty()
    return Console(file=stream, highlight=False, soft_wrap=True, no_color=bool(os.environ.get("NO_COLOR")) or None,
                   width=160 if piped else None)


def progress_enabled() -> bool:
    return sys.stderr.isatty() and not os.environ.get("CORE_NO_PROGRESS")


class LazyBar:
    """A rich progress bar on stderr that appears after ~1 s, only when progress is enabled.

    Call it as ``bar(done, total)`` (the signature replay's and the runs' callbacks use)."""

    def __init__(self, label: str, enabled: Optional[bool] = None):
        self.label = label
        self.enabled = progress_enabled() if enabled is None else enabled
        self.started = time.perf_counter()
        self._bar = None
        self._task = None

    def __call__(self, done: int, total: Optional[int] = None) -> None:
        if not self.enabled or time.perf_counter() - self.started < DELAY_S:
            return
        if self._bar is None:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

            self._bar = Progress(TextColumn(self.label), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                                 console=console(stderr=True), transient=True)
            self._bar.start()
            self._task = self._bar.add_task(self.label, total=total)
        self._bar.update(self._task, completed=done, total=total)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None


@contextmanager
def bar(label: str) -> Iterator[LazyBar]:
    """``with bar("corpus run") as b: work(progress=b)`` — the bar is removed afterwards."""
    b = LazyBar(label)
    try:
        yield b
    finally:
        b.close()


@contextmanager
def steps(label: str) -> Iterator[Callable[[str], None]]:
    """A spinner with the current step's name, for work made of a few named steps."""
    enabled = progress_enabled()
    started = time.perf_counter()
    status = None
    current = {"text": label}

    def step(text: str) -> None:
        nonlocal status
        current["text"] = f"{label}: {text}"
        if not enabled:
            return
        if status is None and time.perf_counter() - started >= DELAY_S:
            status = console(stderr=True).status(current["text"])
            status.start()
        elif status is not None:
            status.update(current["text"])

    try:
        yield step
    finally:
        if status is not None:
            status.stop()


@contextmanager
def spinner(label: str) -> Iterator[None]:
    """A spinner on stderr for one long call with no natural steps (shown after ~1 s, on a terminal).

    A timer thread starts it, so work that ends within the delay never draws anything."""
    if not progress_enabled():
        yield
        return
    import threading

    status = console(stderr=True).status(label)
    lock = threading.Lock()
    state = {"started": False, "done": False}

    def start() -> None:
        with lock:
            if not state["done"]:
                status.start()
                state["started"] = True

    timer = threading.Timer(DELAY_S, start)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        with lock:
            state["done"] = True
            if state["started"]:
                status.stop()
