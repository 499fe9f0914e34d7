"""``ChainVerifier.check_page`` names the damaged row, and nothing later, for every kind of damage
wherever it sits in a page; ``page_seal`` binds a page's positions and bytes (parallel replay)."""
from __future__ import annotations

import pytest

import domain.events  # noqa: F401
from domain.codec import encode
from domain.events.base import tag_of
from domain.events.notes import NoteAdded, NoteAddedV1, NotesSummarised
from eventstore.log import event_id_bytes, next_chain
from eventstore.verify import ChainVerifier, page_seal


def build_rows(n: int) -> list[tuple]:
    events = [NoteAdded(text=f"note {i}\nwith a newline inside", author="t") if i % 7 == 0
              else NoteAddedV1(body=f"old {i}") if i % 11 == 0 else NoteAdded(text=f"note {i}") for i in range(n)]
    rows, chain = [], bytes(32)
    for position, event in enumerate(events, start=1):
        state = encode(event)
        eid = event_id_bytes(state)
        chain = next_chain(chain, eid)
        rows.append((position, tag_of(event), state, eid, chain))
    return rows


def with_state(row: tuple, state: bytes, fix_id: bool) -> tuple:
    position, topic, _, eid, chain = row
    return (position, topic, state, event_id_bytes(state) if fix_id else eid, chain)


DAMAGE = {
    "byte flipped": lambda r: with_state(r, r[2].replace(b"note", b"nose", 1), fix_id=False),
    "truncated, id fixed": lambda r: with_state(r, r[2][:-3], fix_id=True),
    "whitespace, id fixed": lambda r: with_state(r, r[2].replace(b",", b", ", 1), fix_id=True),
    "newline, id fixed": lambda r: with_state(r, r[2].replace(b",", b",\n", 1), fix_id=True),
    "float, id fixed": lambda r: with_state(r, b'{"author":"","text":1.5,"type":"note.added/2"}', fix_id=True),
    "empty, id fixed": lambda r: with_state(r, b"", fix_id=True),
    "two events in one row, id fixed": lambda r: with_state(r, r[2] + b"\n" + r[2], fix_id=True),
    "other event, id fixed": lambda r: with_state(r, encode(NoteAdded(text="forged")), fix_id=True),
    "wrong topic": lambda r: (r[0], tag_of(NotesSummarised), *r[2:]),
    "chain edited": lambda r: (*r[:4], bytes(32)),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
@pytest.mark.parametrize("where", [0, 1, 38, 79])
def test_the_damaged_row_is_named_and_the_rows_before_it_are_good(damage, where):
    rows = build_rows(80)
    rows[where] = DAMAGE[damage](rows[where])
    if where + 5 < len(rows):
        rows[where + 5] = DAMAGE["byte flipped"](rows[where + 5])  # a later problem must not win
    divergence, good = ChainVerifier().check_page(rows)
    assert divergence is not None and divergence.position == where + 1, divergence
    assert [p for p, _ in good] == list(range(1, where + 1))


def test_a_missing_row_is_named():
    rows = build_rows(30)
    del rows[12]
    divergence, good = ChainVerifier().check_page(rows)
    assert (divergence.position, "row missing" in divergence.what, len(good)) == (13, True, 12)


def test_clean_pages_chain_on_from_page_to_page():
    rows = build_rows(200)
    verifier = ChainVerifier()
    for part in (rows[:100], rows[100:]):
        divergence, good = verifier.check_page(part)
        assert divergence is None and len(good) == 100
    assert (verifier.position, verifier.chain) == (200, rows[-1][4])


def test_page_seal_binds_positions_and_bytes():
    rows = build_rows(10)
    assert page_seal(rows) == page_seal(list(rows))
    assert page_seal(rows) != page_seal(rows[:9])
    assert page_seal(rows) != page_seal([(r[0] + 1, *r[1:]) for r in rows])
    changed = list(rows)
    changed[4] = with_state(rows[4], rows[4][2].replace(b"note", b"nose"), fix_id=True)
    assert page_seal(rows) != page_seal(changed)
