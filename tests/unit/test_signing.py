"""Ed25519 keys and verdict signatures: RFC 8032 known answers, what is signed, tampering, key files.

Oracles: the RFC 8032 §7.1 test vector (TEST 1), blake3 computed here from the documented key-id
rule, and hand-built registry states whose positions say what must be valid where.
"""
from __future__ import annotations

import blake3
import msgspec
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

import domain.events.catalog  # noqa: F401
from core.errors import UsageError
from core.signing import (SIMULATION_SEED_TEXT, check_verdict, generate_key_file, load_private_key, parse_public_key,
                          signer_for, signer_from_seed, simulation_signer)
from domain.codec import canonical
from domain.events.loop import VerdictRecorded, verdict_signing_bytes
from domain.events.reviewers import key_id_of
from domain.reader.pack import AddVerb, Verb
from projections.reviewers import ReviewerKey, ReviewersState

# RFC 8032 section 7.1, TEST 1 (empty message)
RFC_SEED = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"
RFC_PUBLIC = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
RFC_SIG_EMPTY = ("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5"
                 "f0595bbe24655141438e7a100b")

ANA = signer_from_seed(bytes.fromhex(RFC_SEED))
BOB = signer_from_seed(bytes(range(32)))


def verdict(**kw) -> VerdictRecorded:
    fields = dict(proposal_id="p" * 64, decision="refine", reviewer="ana", reason="narrower", decided_at="today",
                  refinement=[AddVerb(verb=Verb(id="verb.zap", forms=["zaps"], category="positive"))], step=2,
                  signature="s" * 16, change_kind="add_verb", gap=["form:zap"])
    fields.update(kw)
    return VerdictRecorded(**fields)


def registry(added_at: int = 1, revoked_at: int = 0, reviewer: str = "ana") -> ReviewersState:
    return ReviewersState(keys={ANA.key_id: ReviewerKey(reviewer=reviewer, public_key=ANA.public_key,
                                                        added_at=added_at, revoked_at=revoked_at)},
                          by_reviewer={reviewer: [ANA.key_id]})


def test_hex_seed_key_file_gives_the_rfc8032_key_and_signature(tmp_path):
    path = tmp_path / "k.hex"
    path.write_text(RFC_SEED + "\n")
    signer = load_private_key(path)
    assert signer.public_key == RFC_PUBLIC
    assert signer.private.sign(b"").hex() == RFC_SIG_EMPTY
    assert signer.key_id == blake3.blake3(b"core/reviewer-key/v1\0" + bytes.fromhex(RFC_PUBLIC)).hexdigest()
    assert signer.key_id == key_id_of(bytes.fromhex(RFC_PUBLIC))
    assert RFC_SEED not in repr(signer)


def test_what_is_signed_is_the_prefixed_canonical_verdict_without_its_signature():
    v = ANA.sign(verdict())
    expected = msgspec.to_builtins(v)
    del expected["ed25519"]
    assert verdict_signing_bytes(v) == b"core/verdict/v1\0" + canonical(expected)
    assert b'"key_id":"' + ANA.key_id.encode() in verdict_signing_bytes(v)  # the key is bound in
    assert b'"type":"loop.verdict/2"' in verdict_signing_bytes(v)
    # Ed25519 is deterministic: the same verdict and key give the same event.
    assert ANA.sign(verdict()) == v
    assert len(v.ed25519) == 128


def test_a_good_signature_verifies_and_any_altered_field_does_not():
    v = ANA.sign(verdict())
    assert check_verdict(v, registry()) is None
    for change in [dict(decision="ratify"), dict(reason="narrower!"), dict(proposal_id="q" * 64), dict(step=3),
                   dict(decided_at=""), dict(refinement=[]), dict(signature="t" * 16), dict(gap=[]),
                   dict(change_kind="add_unit")]:
        tampered = msgspec.structs.replace(v, **change)
        assert "does not match" in check_verdict(tampered, registry()), change
    flipped = v.ed25519[:-1] + ("0" if v.ed25519[-1] != "0" else "1")
    assert "does not match" in check_verdict(msgspec.structs.replace(v, ed25519=flipped), registry())


def test_refusals_unsigned_unknown_wrong_reviewer_malformed():
    assert "unsigned" in check_verdict(verdict(), registry())
    assert "unknown key" in check_verdict(BOB.sign(verdict()), registry())
    assert "wrong key for reviewer 'bob'" in check_verdict(ANA.sign(verdict(reviewer="bob")), registry())
    assert "malformed signature" in check_verdict(msgspec.structs.replace(ANA.sign(verdict()), ed25519="zz"),
                                                  registry())


def test_registry_as_of_a_position():
    v = ANA.sign(verdict())
    reg = registry(added_at=5, revoked_at=9)
    assert "not registered yet" in check_verdict(v, reg, 3)
    assert check_verdict(v, reg, 6) is None and check_verdict(v, reg, 8) is None  # before the revocation
    assert "revoked at position 9" in check_verdict(v, reg, 10)
    assert "revoked" in check_verdict(v, reg)  # appended now: after the revocation
    assert check_verdict(v, registry(added_at=5)) is None


def test_keygen_writes_a_0600_pem_that_loads_back(tmp_path):
    path = tmp_path / "new.key"
    made = generate_key_file(path)
    assert (path.stat().st_mode & 0o777) == 0o600
    assert path.read_bytes().startswith(b"-----BEGIN PRIVATE KEY-----")
    loaded = load_private_key(path)
    assert (loaded.key_id, loaded.public_key) == (made.key_id, made.public_key)
    with pytest.raises(UsageError, match="already exists"):
        generate_key_file(path)


def test_the_env_var_names_the_key_file(tmp_path, monkeypatch):
    path = tmp_path / "k.hex"
    path.write_text(RFC_SEED)
    monkeypatch.delenv("CORE_REVIEWER_KEY", raising=False)
    assert signer_for(None) is None
    monkeypatch.setenv("CORE_REVIEWER_KEY", str(path))
    assert signer_for(None).public_key == RFC_PUBLIC


def _pem_private(key) -> bytes:
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


@pytest.mark.parametrize("content, message", [
    (b"", "not an Ed25519 private key"),
    (b"not a key at all", "not an Ed25519 private key"),
    (RFC_SEED[:-2].encode(), "not an Ed25519 private key"),  # 31 bytes of seed
    (b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", "not a readable PEM"),
    ("ec", "not an Ed25519 key"),
    ("encrypted", "encrypted"),
    ("public", "holds a public key"),
])
def test_bad_private_key_files_are_refused_without_quoting_them(tmp_path, content, message):
    if content == "ec":
        content = _pem_private(ec.generate_private_key(ec.SECP256R1()))
    elif content == "encrypted":
        content = Ed25519PrivateKey.generate().private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
            serialization.BestAvailableEncryption(b"pw"))
    elif content == "public":
        content = ANA.private.public_key().public_bytes(serialization.Encoding.PEM,
                                                        serialization.PublicFormat.SubjectPublicKeyInfo)
    path = tmp_path / "k"
    path.write_bytes(content)
    with pytest.raises(UsageError, match=message) as info:
        load_private_key(path)
    assert RFC_SEED[:-2] not in str(info.value) and "AAAA" not in str(info.value)


def test_missing_and_directory_key_files(tmp_path):
    with pytest.raises(UsageError, match="no such file"):
        load_private_key(tmp_path / "absent")
    with pytest.raises(UsageError, match="not a regular file"):
        load_private_key(tmp_path)


def test_public_keys_from_hex_files_and_pem(tmp_path):
    assert parse_public_key(RFC_PUBLIC).hex() == RFC_PUBLIC
    (tmp_path / "pub.hex").write_text(RFC_PUBLIC.upper() + "\n")
    assert parse_public_key(str(tmp_path / "pub.hex")).hex() == RFC_PUBLIC
    (tmp_path / "pub.pem").write_bytes(ANA.private.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo))
    assert parse_public_key(str(tmp_path / "pub.pem")).hex() == RFC_PUBLIC
    (tmp_path / "priv.pem").write_bytes(_pem_private(ANA.private))
    with pytest.raises(UsageError, match="PRIVATE key"):
        parse_public_key(str(tmp_path / "priv.pem"))
    with pytest.raises(UsageError, match="neither 64 hex digits"):
        parse_public_key("abc123")


def test_the_simulation_key_is_derived_from_its_published_seed():
    sim = simulation_signer()
    assert sim.key_id == simulation_signer().key_id
    expected = Ed25519PrivateKey.from_private_bytes(blake3.blake3(SIMULATION_SEED_TEXT).digest())
    assert sim.public_key == expected.public_key().public_bytes(serialization.Encoding.Raw,
                                                               serialization.PublicFormat.Raw).hex()
