"""The raw replay baseline shared by the SQLite and PostgreSQL benches.

Given a way to fetch the next page of stored rows, it does the physical minimum a replay must do:
msgspec decode + canonical re-encode + compare, blake3 event id, chain — nothing of ours.
"""
from __future__ import annotations

import time
from typing import Callable, Sequence, Union

import blake3
import msgspec

import domain.events.catalog  # noqa: F401  (the baseline decodes every event kind)
from domain.codec import EVENT_ID_PREFIX
from domain.events.base import event_types

PAGE = 10_000

Row = tuple  # (position, topic, state, event_id, chain)


def raw_replay(fetch_page: Callable[[int], Sequence[Row]]) -> tuple[float, int]:
    """Seconds and rows to re-check every row; ``fetch_page(after)`` returns up to PAGE rows > after."""
    decoder = msgspec.json.Decoder(Union[tuple(event_types().values())])  # type: ignore[misc]
    encoder = msgspec.json.Encoder(order="sorted")
    chain, after, n, bad = bytes(32), 0, 0, 0
    t = time.perf_counter()
    while True:
        rows = fetch_page(after)
        for position, topic, state, eid, stored_chain in rows:
            if encoder.encode(decoder.decode(state)) != state:
                bad += 1
            computed = blake3.blake3(EVENT_ID_PREFIX + state).digest()
            chain = blake3.blake3(chain + computed).digest()
            if computed != eid or chain != stored_chain:
                bad += 1
        n += len(rows)
        if len(rows) < PAGE:
            break
        after = rows[-1][0]
    elapsed = time.perf_counter() - t
    assert bad == 0 and n > 0
    return elapsed, n
