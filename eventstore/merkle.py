"""RFC 9162 (Certificate Transparency v2) Merkle tree over the log's event ids: roots, inclusion
and consistency proofs, and their verification — so an auditor can check one event, or that a
log of size N extends one of size M, with O(log N) hashes instead of the whole log.

Leaves are the 32-byte event ids in position order (leaf i = position i+1). Hashing is the RFC's
SHA-256 with its domain separation: leaf = SHA-256(0x00 || id), node = SHA-256(0x01 || l || r),
empty tree = SHA-256(""). Proof construction follows the RFC's recursive definitions (§2.1.1,
§2.1.3.1, §2.1.4.1); verification follows its iterative algorithms (§2.1.3.2, §2.1.4.2), so each
side checks the other. Pure functions, no I/O. Why SHA-256 and not blake3: docs/decisions/0054.
"""
from __future__ import annotations

import hashlib
from typing import Sequence


def leaf_hash(leaf: bytes) -> bytes:
    return hashlib.sha256(b"\x00" + leaf).digest()


def node_hash(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(b"\x01" + left + right).digest()


def _split(n: int) -> int:
    """The largest power of two smaller than n (n > 1)."""
    k = 1
    while k << 1 < n:
        k <<= 1
    return k


def root_of_hashes(hashes: Sequence[bytes]) -> bytes:
    """MTH over already leaf-hashed entries (bottom-up; same result as the RFC's recursion)."""
    if not hashes:
        return hashlib.sha256(b"").digest()
    level = list(hashes)
    # Pairing left to right and carrying an odd last node up unchanged builds exactly the RFC
    # tree (whose left subtrees are the largest power-of-two prefixes).
    while len(level) > 1:
        nxt = [node_hash(level[i], level[i + 1]) for i in range(0, len(level) - 1, 2)]
        if len(level) % 2:
            nxt.append(level[-1])
        level = nxt
    return level[0]


def root(leaves: Sequence[bytes]) -> bytes:
    """Merkle Tree Hash of the leaves (event ids)."""
    return root_of_hashes([leaf_hash(x) for x in leaves])


def inclusion_path(index: int, hashes: Sequence[bytes]) -> list[bytes]:
    """PATH(m, D[n]) for the leaf at 0-based ``index`` over leaf hashes."""
    n = len(hashes)
    if not 0 <= index < n:
        raise ValueError(f"leaf index {index} is outside a tree of size {n}")
    if n == 1:
        return []
    k = _split(n)
    if index < k:
        return inclusion_path(index, hashes[:k]) + [root_of_hashes(hashes[k:])]
    return inclusion_path(index - k, hashes[k:]) + [root_of_hashes(hashes[:k])]


def consistency_path(old_size: int, hashes: Sequence[bytes]) -> list[bytes]:
    """PROOF(m, D[n]) that the first ``old_size`` leaves are a prefix of ``hashes`` (0 < m < n)."""
    n = len(hashes)
    if not 0 < old_size < n:
        raise ValueError(f"a consistency proof needs 0 < old size < new size, got {old_size} and {n}")

    def sub(m: int, d: Sequence[bytes], complete: bool) -> list[bytes]:
        if m == len(d):
            return [] if complete else [root_of_hashes(d)]
        k = _split(len(d))
        if m <= k:
            return sub(m, d[:k], complete) + [root_of_hashes(d[k:])]
        return sub(m - k, d[k:], False) + [root_of_hashes(d[:k])]

    return sub(old_size, hashes, True)


def verify_inclusion(leaf: bytes, index: int, size: int, path: Sequence[bytes], expected_root: bytes) -> bool:
    """RFC 9162 §2.1.3.2: does ``path`` prove leaf ``index`` of a tree of ``size`` with ``expected_root``?"""
    if not 0 <= index < size:
        return False
    fn, sn, r = index, size - 1, leaf_hash(leaf)
    for p in path:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            r = node_hash(p, r)
            if not fn & 1:
                while not fn & 1 and fn != 0:
                    fn >>= 1
                    sn >>= 1
        else:
            r = node_hash(r, p)
        fn >>= 1
        sn >>= 1
    return sn == 0 and r == expected_root


def verify_consistency(old_size: int, size: int, old_root: bytes, new_root: bytes, path: Sequence[bytes]) -> bool:
    """RFC 9162 §2.1.4.2: does ``path`` prove the tree of ``old_size`` is a prefix of the one of ``size``?"""
    if old_size == size:
        return not path and old_root == new_root
    if not 0 < old_size < size or not path:
        return False
    path = list(path)
    if old_size & (old_size - 1) == 0:  # an exact power of two: the old root is itself a node
        path.insert(0, old_root)
    fn, sn = old_size - 1, size - 1
    while fn & 1:
        fn >>= 1
        sn >>= 1
    fr = sr = path[0]
    for c in path[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr = node_hash(c, fr)
            sr = node_hash(c, sr)
            if not fn & 1:
                while not fn & 1 and fn != 0:
                    fn >>= 1
                    sn >>= 1
        else:
            sr = node_hash(sr, c)
        fn >>= 1
        sn >>= 1
    return fr == old_root and sr == new_root and sn == 0
