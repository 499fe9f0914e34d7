"""Ed25519 keys and verdict signatures (the ``cryptography`` library; ADR 0055, 0056).

* A private key is read from a file named by ``--key FILE`` or the ``CORE_REVIEWER_KEY``
  environment variable: PKCS#8 PEM (what ``core reviewer keygen`` writes) or the raw 32-byte seed
  as 64 hex digits. It is used in memory to sign and is never logged, printed or stored.
* What is signed is ``domain.events.loop.verdict_signing_bytes`` (a domain prefix + the canonical
  bytes of the verdict without its signature). Ed25519 is deterministic, so the same verdict signed
  with the same key is the same event, and replaying recorded verdicts reproduces the log exactly.
* ``check_verdict`` judges a verdict against the registry as of a log position; the append path
  and ``core replay`` both use it.
* ``simulation_signer`` is the oracle's key: derived from a PUBLISHED seed, so it proves nothing
  about who decided — it only keeps simulated verdicts on the same signed path (ADR 0057).
"""
from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple, Optional

import blake3
import msgspec
from cryptography.exceptions import InvalidSignature, UnsupportedAlgorithm
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from core.errors import UsageError
from domain.events.loop import VerdictRecorded, verdict_signing_bytes
from domain.events.reviewers import key_id_of
from projections.reviewers import ReviewersState

KEY_ENV = "CORE_REVIEWER_KEY"
HEX64 = re.compile(r"[0-9a-fA-F]{64}")
HEX128 = re.compile(r"[0-9a-f]{128}")
MAX_KEY_FILE = 16_384  # a key file is a few hundred bytes; refuse to slurp anything big


class SignatureRefused(UsageError):
    """A verdict is unsigned, signed by an unknown or revoked key, by another reviewer's key, or its
    signature does not match its content. Nothing was appended."""


class Signer(NamedTuple):
    """A loaded private key. ``repr`` shows only the key id (the key must never reach a log)."""

    private: Ed25519PrivateKey
    public_key: str
    key_id: str

    def __repr__(self) -> str:
        return f"Signer(key_id={self.key_id[:16]}…)"

    def sign(self, verdict: VerdictRecorded) -> VerdictRecorded:
        """The verdict with this key's id and its Ed25519 signature."""
        unsigned = msgspec.structs.replace(verdict, key_id=self.key_id, ed25519="")
        return msgspec.structs.replace(unsigned, ed25519=self.private.sign(verdict_signing_bytes(unsigned)).hex())


def _raw_public(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def signer_from_private(private: Ed25519PrivateKey) -> Signer:
    raw = _raw_public(private.public_key())
    return Signer(private, raw.hex(), key_id_of(raw))


def signer_from_seed(seed: bytes) -> Signer:
    return signer_from_private(Ed25519PrivateKey.from_private_bytes(seed))


def _read_key_file(path: Path, what: str) -> bytes:
    if not path.exists():
        raise UsageError(f"{what} {path}: no such file")
    if not path.is_file():
        raise UsageError(f"{what} {path}: not a regular file")
    try:
        data = path.read_bytes()[:MAX_KEY_FILE + 1]
    except OSError as exc:
        raise UsageError(f"{what} {path}: cannot read it ({exc.strerror})") from None
    if len(data) > MAX_KEY_FILE:
        raise UsageError(f"{what} {path}: too big to be a key file")
    return data


def load_private_key(path: Path) -> Signer:
    """A signer from a key file (PEM PKCS#8 Ed25519, or 64 hex digits of seed). Errors never quote
    the file's content."""
    data = _read_key_file(path, "key file")
    text = data.strip()
    if HEX64.fullmatch(text.decode("ascii", "replace")):
        return signer_from_seed(bytes.fromhex(text.decode()))
    if b"-----BEGIN" not in data:
        raise UsageError(f"key file {path}: not an Ed25519 private key (expected PEM or 64 hex digits of seed)")
    if b"PUBLIC KEY" in data and b"PRIVATE KEY" not in data:
        raise UsageError(f"key file {path}: holds a public key; signing needs the private key file")
    try:
        key = serialization.load_pem_private_key(data, password=None)
    except TypeError:
        raise UsageError(f"key file {path}: the key is encrypted; give an unencrypted key file") from None
    except (ValueError, UnsupportedAlgorithm):
        raise UsageError(f"key file {path}: not a readable PEM private key") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise UsageError(f"key file {path}: not an Ed25519 key ({type(key).__name__.replace('_', '')})")
    return signer_from_private(key)


def signer_for(path: Optional[Path]) -> Optional[Signer]:
    """The signer named by ``--key`` or else by ``$CORE_REVIEWER_KEY`` (a path); None when neither."""
    if path is None:
        env = os.environ.get(KEY_ENV, "").strip()
        if not env:
            return None
        path = Path(env)
    return load_private_key(path)


def parse_public_key(value: str) -> bytes:
    """Raw 32-byte public key from 64 hex digits, or from a file holding them or a PEM public key."""
    text = value.strip()
    if HEX64.fullmatch(text):
        return bytes.fromhex(text)
    path = Path(value)
    if not path.exists():
        raise UsageError(f"--public-key: {value!r} is neither 64 hex digits nor an existing file")
    data = _read_key_file(path, "public key file")
    stripped = data.strip().decode("ascii", "replace")
    if HEX64.fullmatch(stripped):
        return bytes.fromhex(stripped)
    if b"PRIVATE KEY" in data:
        raise UsageError(f"public key file {path}: holds a PRIVATE key; register only the public key "
                         "(`core reviewer keygen` prints it) and keep the private one to yourself")
    try:
        key = serialization.load_pem_public_key(data)
    except (ValueError, UnsupportedAlgorithm):
        raise UsageError(f"public key file {path}: not an Ed25519 public key (PEM or 64 hex digits)") from None
    if not isinstance(key, Ed25519PublicKey):
        raise UsageError(f"public key file {path}: not an Ed25519 key")
    return _raw_public(key)


def generate_key_file(out: Path) -> Signer:
    """Writes a new private key (PEM PKCS#8) to ``out`` with mode 0600; refuses to overwrite."""
    private = Ed25519PrivateKey.generate()
    pem = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    try:
        fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise UsageError(f"{out}: already exists; not overwriting a key file") from None
    except OSError as exc:
        raise UsageError(f"{out}: cannot create it ({exc.strerror})") from None
    with os.fdopen(fd, "wb") as f:
        f.write(pem)
    os.chmod(out, 0o600)  # the umask may have narrowed it further; never wider than 0600
    return signer_from_private(private)


# --- the simulation key --------------------------------------------------------------------------

SIMULATION_REVIEWER = "oracle (simulation)"
SIMULATION_SEED_TEXT = b"core/simulation-reviewer/v1\0oracle (simulation)"
"""PUBLIC: anyone can derive this key. It marks simulated verdicts; it authenticates nobody."""


def simulation_signer() -> Signer:
    return signer_from_seed(blake3.blake3(SIMULATION_SEED_TEXT).digest())


# --- verification ---------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _public(public_key_hex: str) -> Ed25519PublicKey:
    return Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key_hex))


def check_verdict(verdict: VerdictRecorded, registry: ReviewersState, position: Optional[int] = None) -> Optional[str]:
    """Why ``verdict`` is not acceptable at ``position`` (None = appended next), or None if it is."""
    if not verdict.key_id and not verdict.ed25519:
        return "unsigned verdict: sign it with the reviewer's key (--key FILE or CORE_REVIEWER_KEY)"
    if not HEX128.fullmatch(verdict.ed25519):
        return "malformed signature (ed25519 must be 128 lowercase hex digits)"
    key = registry.keys.get(verdict.key_id)
    if key is None:
        return f"signed by unknown key {verdict.key_id[:16]}; register it first (core reviewer add)"
    if key.reviewer != verdict.reviewer:
        return (f"wrong key for reviewer {verdict.reviewer!r}: key {verdict.key_id[:16]} belongs to "
                f"reviewer {key.reviewer!r}")
    if position is None:
        if key.revoked_at:
            return (f"key {verdict.key_id[:16]} of reviewer {key.reviewer!r} was revoked at position "
                    f"{key.revoked_at} ({key.reason or 'no reason given'})")
    elif not key.valid_at(position):
        when = (f"was revoked at position {key.revoked_at}" if key.revoked_at and position > key.revoked_at
                else f"was not registered yet (added at position {key.added_at})")
        return f"key {verdict.key_id[:16]} of reviewer {key.reviewer!r} {when}"
    try:
        _public(key.public_key).verify(bytes.fromhex(verdict.ed25519), verdict_signing_bytes(verdict))
    except InvalidSignature:
        return "signature does not match the verdict's content (altered after signing, or signed for another verdict)"
    return None
