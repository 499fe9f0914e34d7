"""RFC 9162 tree heads and proofs (eventstore/merkle.py, `core log prove …`).

Oracles: the Certificate Transparency reference test vectors (roots of the 8 standard leaves,
SHA-256), and the RFC's two independent descriptions of each proof — recursive construction vs
iterative verification — which must agree for every (index, size) and (old, new) up to 33, and
must reject any altered hash.
"""
from __future__ import annotations

import json

import pytest

from eventstore import merkle

CT_LEAVES = [b"", b"\x00", b"\x10", b"\x20\x21", b"\x30\x31", b"\x40\x41\x42\x43",
             bytes(range(0x50, 0x58)), bytes(range(0x60, 0x70))]
CT_ROOTS = [
    "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
    "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
    "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
    "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
    "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
    "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
    "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
]


def test_roots_match_the_certificate_transparency_vectors():
    assert merkle.root([]).hex() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    assert [merkle.root(CT_LEAVES[:n]).hex() for n in range(1, 9)] == CT_ROOTS


def flip(h: bytes) -> bytes:
    return bytes([h[0] ^ 1]) + h[1:]


def test_every_inclusion_proof_verifies_and_any_change_breaks_it():
    for n in range(1, 34):
        leaves = [b"leaf %d" % i for i in range(n)]
        hashes = [merkle.leaf_hash(x) for x in leaves]
        root = merkle.root(leaves)
        for i in range(n):
            path = merkle.inclusion_path(i, hashes)
            assert merkle.verify_inclusion(leaves[i], i, n, path, root)
            assert not merkle.verify_inclusion(leaves[i] + b"!", i, n, path, root)
            assert not merkle.verify_inclusion(leaves[i], i, n, path, flip(root))
            for j in range(len(path)):
                assert not merkle.verify_inclusion(leaves[i], i, n, path[:j] + [flip(path[j])] + path[j + 1:], root)
            if n > 1:
                assert not merkle.verify_inclusion(leaves[i], (i + 1) % n, n, path, root)


def test_every_consistency_proof_verifies_and_a_rewritten_prefix_does_not():
    for n in range(2, 34):
        leaves = [b"leaf %d" % i for i in range(n)]
        hashes = [merkle.leaf_hash(x) for x in leaves]
        root = merkle.root(leaves)
        for m in range(1, n):
            path = merkle.consistency_path(m, hashes)
            assert merkle.verify_consistency(m, n, merkle.root(leaves[:m]), root, path)
            forged_old = merkle.root(leaves[:m - 1] + [b"forged"])
            assert not merkle.verify_consistency(m, n, forged_old, root, path)
            for j in range(len(path)):
                assert not merkle.verify_consistency(m, n, merkle.root(leaves[:m]), root,
                                                     path[:j] + [flip(path[j])] + path[j + 1:])


def test_cli_proofs_round_trip_and_a_rewritten_log_fails_against_a_kept_root(tmp_path, capsys, monkeypatch):
    import sys

    import domain.events  # noqa: F401
    from core.cli import main
    from domain.events.notes import NoteAdded
    from eventstore import EventLog, open_backend

    def core(*args: str) -> tuple[int, str]:
        monkeypatch.setattr(sys, "argv", ["core", *args])
        capsys.readouterr()
        try:
            main()
            code = 0
        except SystemExit as exc:
            code = exc.code
        return code, capsys.readouterr().out

    a, b = str(tmp_path / "a.sqlite"), str(tmp_path / "b.sqlite")
    for store, texts in ((a, ["n1", "n2", "n3", "n4", "n5"]), (b, ["n1", "X", "n3", "n4", "n5"])):
        backend = open_backend(store)
        EventLog(backend).append([NoteAdded(text=t) for t in texts])
        backend.close()
    code, out = core("--store", a, "log", "prove", "root", "--size", "3")
    kept = json.loads(out)
    assert code == 0 and kept["size"] == 3
    for store, expected in ((a, 0), (b, 1)):
        code, out = core("--store", store, "log", "prove", "consistency", "--old", "3")
        (tmp_path / "c.json").write_text(out)
        assert core("log", "prove", "check", str(tmp_path / "c.json"), "--old-root", kept["root"])[0] == expected
        code, out = core("--store", store, "log", "prove", "inclusion", "2", "--size", "3")
        (tmp_path / "i.json").write_text(out)
        assert core("log", "prove", "check", str(tmp_path / "i.json"), "--root", kept["root"])[0] == expected
    assert core("log", "prove", "check", str(tmp_path / "i.json"), "--root", "xyz")[0] == 2


def test_out_of_range_requests_are_refused():
    three = [merkle.leaf_hash(b"x%d" % i) for i in range(3)]
    for call in (lambda: merkle.inclusion_path(3, three), lambda: merkle.inclusion_path(-1, three),
                 lambda: merkle.consistency_path(0, three), lambda: merkle.consistency_path(3, three)):
        with pytest.raises(ValueError):
            call()
    assert not merkle.verify_inclusion(b"x0", 3, 3, [], merkle.root_of_hashes(three))
