"""Canonical bytes: sorted, compact, float-free, identical across processes and hash seeds."""
from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import domain.events  # noqa: F401
import domain.events.catalog  # noqa: F401  (the first encode imports it lazily, and with it the whole reader
#   package, ~0.3 s since reader v12: paid here, not inside the first example's 200 ms Hypothesis deadline)
from domain.codec import FloatRefused, canonical, decode, decode_raw, encode, event_id
from domain.events.base import Cause
from domain.events.derivation import DerivationRecorded
from domain.events.notes import NoteAdded, NoteAddedV1, NotesSummarised

ROOT = Path(__file__).resolve().parents[2]

texts = st.text(max_size=40)
causes = st.builds(Cause, process=texts, version=st.integers(0, 10**6),
                   input_position=st.integers(0, 2**62), input_digest=st.text("0123456789abcdef", max_size=64))
events = st.one_of(
    st.builds(NoteAdded, text=texts, author=texts),
    st.builds(NotesSummarised, cause=causes, top=st.lists(st.tuples(texts, st.integers(-2**63, 2**63 - 1)), max_size=5)),
    st.builds(DerivationRecorded, cause=causes,
              params=st.dictionaries(texts, st.one_of(texts, st.integers(-2**63, 2**63 - 1), st.booleans()), max_size=6),
              outputs=st.lists(texts, max_size=4)),
)


def _python_json(data: bytes) -> bytes:
    """An independent canonical form: stdlib json, sorted keys, no whitespace, raw UTF-8."""
    return json.dumps(json.loads(data), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(events)
def test_canonical_bytes_are_sorted_compact_json_and_round_trip(event):
    data = encode(event)
    assert data == _python_json(data)
    assert decode(data) == event
    assert encode(decode(data)) == data


def test_key_insertion_order_does_not_change_bytes():
    cause = Cause(process="p", version=1, input_position=0, input_digest="")
    a = DerivationRecorded(cause=cause, params={"b": 1, "a": "x", "c": True}, outputs=[])
    b = DerivationRecorded(cause=cause, params={"c": True, "a": "x", "b": 1}, outputs=[])
    assert encode(a) == encode(b) == (
        b'{"cause":{"input_digest":"","input_position":0,"process":"p","version":1},'
        b'"outputs":[],"params":{"a":"x","b":1,"c":true},"type":"derivation.recorded/1"}')


_CHILD = """
import pickle, sys
import domain.events
from domain.codec import encode, event_id
events = pickle.loads(sys.stdin.buffer.read())
sys.stdout.write("\\n".join(encode(e).hex() + " " + event_id(encode(e)) for e in events))
"""


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(events, min_size=20, max_size=40))
def test_bytes_and_ids_identical_in_other_processes_and_hash_seeds(batch):
    here = "\n".join(encode(e).hex() + " " + event_id(encode(e)) for e in batch)
    for seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        child = subprocess.run([sys.executable, "-c", _CHILD], input=pickle.dumps(batch), env=env,
                               capture_output=True, check=True, cwd=ROOT)
        assert child.stdout.decode() == here


def test_event_id_is_blake3_of_prefixed_canonical_bytes():
    import blake3

    data = encode(NoteAdded(text="two apples"))
    assert event_id(data) == blake3.blake3(b"core/event/v1\0" + data).hexdigest()


@pytest.mark.parametrize("make", [
    lambda: NoteAdded(text=1.5),  # type: ignore[arg-type]
    lambda: NotesSummarised(cause=Cause(process="p", version=1, input_position=0, input_digest=""),
                            top=[("a", 0.5)]),  # type: ignore[list-item]
    lambda: DerivationRecorded(cause=Cause(process="p", version=1, input_position=0, input_digest=""),
                               params={"x": 2.0}, outputs=[]),  # type: ignore[dict-item]
])
def test_a_float_anywhere_is_refused(make):
    with pytest.raises(FloatRefused, match="float"):
        encode(make())


def _holds_a_finite_float(value) -> bool:
    """The oracle, by walking the value (NaN and the infinities encode as JSON null, which is no float)."""
    if isinstance(value, float):
        return value == value and value not in (float("inf"), float("-inf"))
    if isinstance(value, dict):
        return any(_holds_a_finite_float(v) for v in value.values())
    if isinstance(value, list):
        return any(_holds_a_finite_float(v) for v in value)
    return False


_TRICKY_TEXT = st.text(alphabet='ab1.eE"\\ 9-+', max_size=8)  # quotes, escapes, digits beside '.' and 'e'
_JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | _TRICKY_TEXT,
                        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_TRICKY_TEXT, inner, max_size=4),
                        max_leaves=12)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_JSONISH)
def test_floats_are_found_wherever_they_are_and_only_there(value):
    """The check outside strings (ADR 0398) refuses exactly the values that hold a float, strings aside."""
    try:
        canonical(value)
        refused = False
    except FloatRefused:
        refused = True
    assert refused == _holds_a_finite_float(value)


def test_upcaster_reads_an_old_tag_as_the_new_kind():
    old_bytes = b'{"body":"seven pears","type":"note.added/1"}'  # as written by the /1 schema
    assert decode_raw(old_bytes) == NoteAddedV1(body="seven pears")
    current = decode(old_bytes)
    assert current == NoteAdded(text="seven pears", author="")
    assert type(current) is NoteAdded
