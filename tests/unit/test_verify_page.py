"""The page-level fast path of ``ChainVerifier.check_page`` names the same first divergence as the
row-by-row checks, for every kind of damage, wherever it sits in the page."""
from __future__ import annotations

import random

import pytest

import domain.events  # noqa: F401
from domain.codec import encode
from domain.events.base import tag_of
from domain.events.notes import NoteAdded, NoteAddedV1, NotesSummarised
from eventstore.log import event_id_bytes, next_chain
from eventstore.verify import ChainVerifier, _decode_canonical_page, page_seal


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
def test_fast_and_row_by_row_checks_agree(damage, where):
    rows = build_rows(80)
    rows[where] = DAMAGE[damage](rows[where])
    divergence, good = ChainVerifier().check_page(rows)
    assert (divergence, good) == ChainVerifier()._check_rows(rows)
    assert divergence is not None and divergence.position == where + 1  # the damaged row, nothing later
    assert [p for p, _ in good] == list(range(1, where + 1))


def test_a_missing_row_is_named_by_both():
    rows = build_rows(30)
    del rows[12]
    divergence, good = ChainVerifier().check_page(rows)
    assert (divergence.position, "row missing" in divergence.what, len(good)) == (13, True, 12)
    assert ChainVerifier()._check_rows(rows) == (divergence, good)


def test_clean_pages_take_the_fast_path_and_chain_on():
    rows = build_rows(200)
    assert _decode_canonical_page(rows[:100]) is not None
    verifier = ChainVerifier()
    for part in (rows[:100], rows[100:]):
        divergence, good = verifier.check_page(part)
        assert divergence is None and len(good) == 100
    assert (verifier.position, verifier.chain) == (200, rows[-1][4])


def test_fast_path_refuses_any_page_that_is_not_canonical_row_by_row():
    rng = random.Random(7)
    for _ in range(200):
        rows = build_rows(20)
        i = rng.randrange(20)
        rows[i] = DAMAGE[rng.choice(["whitespace, id fixed", "newline, id fixed", "two events in one row, id fixed",
                                     "truncated, id fixed", "empty, id fixed"])](rows[i])
        assert _decode_canonical_page(rows) is None


def test_page_seal_binds_positions_and_bytes():
    rows = build_rows(10)
    assert page_seal(rows) == page_seal(list(rows))
    assert page_seal(rows) != page_seal(rows[:9])
    assert page_seal(rows) != page_seal([(r[0] + 1, *r[1:]) for r in rows])
    changed = list(rows)
    changed[4] = with_state(rows[4], rows[4][2].replace(b"note", b"nose"), fix_id=True)
    assert page_seal(rows) != page_seal(changed)
