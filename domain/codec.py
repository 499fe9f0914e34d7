"""The one canonical codec: canonical bytes, content ids, typed decoding, upcasting.

Canonical bytes are msgspec JSON with sorted keys and no whitespace. Floats are refused at
encode time (exact numbers are ints or fraction strings like ``"7/2"``).
"""
from __future__ import annotations

from typing import Any, Callable, Union

import blake3
import msgspec

from domain.events.base import _UPCASTERS, Event, event_types, generation, register_upcaster  # noqa: F401

EVENT_ID_PREFIX = b"core/event/v1\0"

_ENCODER = msgspec.json.Encoder(order="sorted")


class FloatRefused(ValueError):
    """An event or record carried a float; events hold only exact numbers."""


class DecodeError(ValueError):
    """Stored bytes are not a known event kind or do not match its schema."""


def _refuse_float(text: str):
    raise FloatRefused(f"floats are not allowed in events (got {text}); use an int or a fraction string")


_FLOAT_PROBE = msgspec.json.Decoder(float_hook=_refuse_float)


def canonical(obj: Any) -> bytes:
    """Canonical bytes of any msgspec-encodable value (sorted keys, compact, no floats)."""
    data = _ENCODER.encode(obj)
    if b'\\"' in data or _float_outside_strings(data):  # an escaped quote: only a parser knows where strings end
        try:
            _FLOAT_PROBE.decode(data)
        except msgspec.ValidationError as exc:
            raise FloatRefused(str(exc)) from None
    return data


def _float_outside_strings(data: bytes) -> bool:
    """Whether msgspec JSON with no escaped quote holds a float (ADR 0398). Every quote then opens or closes a string,
    so the text outside strings is every other piece between quotes; there, besides punctuation, only numbers and
    true/false/null can stand, and a ``.``, ``e`` or ``E`` only in a float (ints have neither; NaN and the
    infinities encode as null). A False here is exact; a True is confirmed by the decoding probe, which names the
    float. Decoding a large value only to find floats allocated one object per JSON value, and with the heap of a
    learning loop (a content id per candidate pack) the garbage collections that set off cost more than the check."""
    outside = b"".join(data.split(b'"')[0::2]).replace(b"true", b"").replace(b"false", b"")
    return b"." in outside or b"e" in outside or b"E" in outside


def digest(data: bytes, domain: bytes = b"") -> str:
    """blake3 hex digest of ``domain + data``."""
    return blake3.blake3(domain + data).hexdigest()


def content_id(obj: Any, domain: str) -> str:
    """Content id of a value under a named domain, e.g. ``content_id(trace, "trace")``."""
    return digest(canonical(obj), f"core/{domain}/v1\0".encode())


def event_id(data: bytes) -> str:
    """The event id of canonical event bytes (DESIGN.md §3)."""
    return blake3.blake3(EVENT_ID_PREFIX + data).hexdigest()


# --- typed decoding --------------------------------------------------------------------------

_decoder_cache: dict[str, Any] = {"n": -1, "decoder": None}


def _decoder() -> msgspec.json.Decoder:
    if _decoder_cache["n"] == -1:
        import domain.events.catalog  # noqa: F401  (first decode: make every family known)
    n = generation()
    if _decoder_cache["n"] != n:
        union = Union[tuple(event_types().values())]  # type: ignore[valid-type]
        _decoder_cache["decoder"] = msgspec.json.Decoder(union, float_hook=_refuse_float)
        _decoder_cache["n"] = n
    return _decoder_cache["decoder"]


def encode(event: Event) -> bytes:
    """Canonical bytes of an event; validates it against its own schema on the way."""
    if not isinstance(event, Event):
        raise TypeError(f"not an event: {type(event).__name__}")
    data = _ENCODER.encode(event)
    try:
        _decoder().decode(data)
    except msgspec.ValidationError as exc:
        message = str(exc)
        if "float" in message:
            where = message.rsplit(" - at ", 1)[-1]
            raise FloatRefused(f"{type(event).__name__}: floats are not allowed in events (at {where}); "
                               "use an int or a fraction string like '7/2'") from None
        raise DecodeError(f"{type(event).__name__} does not match its schema: {message}") from None
    return data


def raw_decoder() -> Callable[[bytes], Event]:
    """The current typed ``decode`` function, for hot loops (``decode_raw`` without the wrapper).

    Raises ``msgspec.ValidationError``/``msgspec.DecodeError`` on bad bytes; callers translate.
    """
    return _decoder().decode


def decode_raw(data: bytes) -> Event:
    """Decode stored bytes to the event class named by their tag, without upcasting."""
    try:
        return _decoder().decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise DecodeError(str(exc)) from None


def decode(data: bytes) -> Event:
    """Decode stored bytes to the current version of their event kind (upcasting old tags)."""
    return upcast(decode_raw(data))


def upcast(event: Event) -> Event:
    """The current version of a decoded event (itself when its kind is not superseded)."""
    while type(event).superseded:
        event = _UPCASTERS[type(event)](event)
    return event


def canonical_encoder() -> Callable[[Event], bytes]:
    """``reencode`` as a bound method, for hot loops."""
    return _ENCODER.encode


def reencode(event: Event) -> bytes:
    """Canonical bytes of an event that was decoded from the log (no schema re-check).

    Used by verification: stored bytes are canonical iff ``reencode(decode_raw(b)) == b``.
    """
    return _ENCODER.encode(event)


# --- upcasting -------------------------------------------------------------------------------

# The upcaster registry lives in domain.events.base so event modules can register without
# importing this module (which would be circular); it is re-exported here.

