"""Moving a whole log between backends (``core log copy --from A --to B``).

Rows move as they are stored (same bytes, ids, chain values), streamed page by page; every row is
re-verified on the way (ChainVerifier), so a damaged source is never copied past its first bad
position. Each page lands in its own atomic insert after the destination's head: a copy that
dies half-way leaves a verified prefix, and running the same copy again resumes from there.
The destination must be empty or a prefix of the source (same chain value at its head);
anything else is refused before a row is written. Projection checkpoints are not copied: they
are derived state and catch up on the destination the next time they run.
"""
from __future__ import annotations

from typing import Callable, NamedTuple, Optional

from core.errors import CheckFailed, UsageError
from core.log_service import opened, translate
from eventstore import Head
from eventstore.verify import ChainVerifier

PAGE = 5_000
"""Rows per read and per destination transaction (the PostgreSQL chunk size)."""


class CopyResult(NamedTuple):
    source_head: Head
    destination_head: Head
    copied: int
    already_there: int


def copy_log(source: str, destination: str, page: int = PAGE,
             progress: Optional[Callable[[int, int], None]] = None) -> CopyResult:
    """Copies every row of ``source`` missing from ``destination``; returns both heads."""
    if source.strip() == destination.strip():
        raise UsageError("--from and --to name the same store; nothing to copy")
    with opened(source) as src, opened(destination) as dst, translate():
        source_head = src.head()
        start = dst.head()
        if start.position > source_head.position:
            raise CheckFailed(f"destination is longer than the source ({start.position} > "
                              f"{source_head.position} events); refusing to copy into a log that is not a prefix")
        if src.backend.chain_at(start.position) != start.chain:
            raise CheckFailed(f"destination is not a prefix of the source: chain at its head (position "
                              f"{start.position}) differs; refusing to copy")
        verifier = ChainVerifier(start)
        head, copied, batch = start, 0, []

        def flush() -> None:
            nonlocal head, copied
            if batch:
                dst.backend.insert(batch, after=head)
                head = Head(batch[-1].position, bytes(batch[-1].chain))
                copied += len(batch)
                batch.clear()
                if progress:
                    progress(head.position, source_head.position)

        for row in src.read(after=start.position, upto=source_head.position, page=page):
            divergence, _ = verifier.check(row)
            if divergence is not None:
                flush()  # what verified so far is a sound prefix; keep it
                raise CheckFailed(f"source does not verify, copy stopped before {divergence.describe()}; "
                                  f"{copied} event(s) copied, destination head {head.position}")
            batch.append(row)
            if len(batch) >= page:
                flush()
        flush()
        final = dst.head()
        if final != source_head:
            raise CheckFailed(f"copy finished but heads differ: source {source_head.position} "
                              f"{source_head.chain.hex()}, destination {final.position} {final.chain.hex()}")
        return CopyResult(source_head, final, copied, start.position)
