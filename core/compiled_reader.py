"""Which build of the reader runs: the finder of the compiled build (ADR 0237; built by ``core/reader_build.py``).

A reader module ``domain.reader.<m>`` is loaded from ``.core/reader-build/<abi>-<recipe>/<m>.<sha256>.so`` only
when that file was compiled from the exact current bytes of ``domain/reader/<m>.py`` (and of ``<m>.pxd``, the
Cython declarations a few hot modules have, ADR 0280); every other module (edited
since the build, added since, or never compiled) imports as plain Python. ``core/__init__.py`` installs the finder
before anything imports the reader; ``CORE_READER_PURE=1`` keeps it out (everything pure Python). ``domain/``
itself knows nothing of this.
"""
from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path

PACKAGE = "domain.reader"
PURE_ENV = "CORE_READER_PURE"
"""``CORE_READER_PURE=1``: import every reader module as plain Python (the finder is not installed)."""

DIRECTIVES = {"language_level": 3, "annotation_typing": False, "binding": True, "emit_code_comments": False}
"""Cython directives. ``annotation_typing=False``: annotations are never turned into C types or run-time
checks, so a compiled module has plain Python semantics (``int`` stays unbounded, a wrong annotation is inert)."""
CFLAGS = ["-O1", "-g0"]
"""-O1 for build time: Cython's C is large (6 MB for solver.py); -O3 was not measured (ADR 0237)."""
BUILD_FORMAT = 1
"""Bump when the layout of the build or how a module is compiled changes (it renames the build directory)."""

ROOT = Path(__file__).resolve().parent.parent
EXT_SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]


def config_tag() -> str:
    """The build directory's name: interpreter ABI + how modules are compiled (not the Cython version)."""
    recipe = repr((BUILD_FORMAT, sorted(DIRECTIVES.items()), CFLAGS)).encode()
    abi = EXT_SUFFIX.strip(".").removesuffix(".so").replace(".", "-")
    return f"{abi}-{hashlib.sha256(recipe).hexdigest()[:12]}"


def build_dir(repo: Path = ROOT) -> Path:
    return repo / ".core" / "reader-build" / config_tag()


def source_digest(data: bytes, pxd: bytes | None = None) -> str:
    """The build key of a module: its ``.py`` bytes, and its ``.pxd`` bytes when it has one (ADR 0280)."""
    if pxd is None:
        return hashlib.sha256(data).hexdigest()[:32]  # a module without a .pxd keeps its key (ADR 0237)
    return hashlib.sha256(b"py+pxd\0" + hashlib.sha256(data).digest() + hashlib.sha256(pxd).digest()).hexdigest()[:32]


def module_sources(source: Path) -> tuple[bytes, bytes | None]:
    """The bytes of ``<m>.py`` and of its augmenting ``<m>.pxd`` (None when there is none): what is compiled.

    The ``.pxd`` (Cython declarations: C-typed fields of a class, typed locals; ADR 0280) is read only by the
    compiler; pure Python never sees it. It is part of the key, so editing or adding one makes the module pure
    Python until it is rebuilt, as editing the ``.py`` does."""
    data = source.read_bytes()
    pxd = source.with_suffix(".pxd")
    return data, (pxd.read_bytes() if pxd.is_file() else None)


def module_digest(source: Path) -> str:
    """``source_digest`` of a module's current ``.py`` (and ``.pxd``) files."""
    return source_digest(*module_sources(source))


def artifact(directory: Path, leaf: str, digest: str) -> Path:
    return directory / f"{leaf}.{digest}{EXT_SUFFIX}"


class CompiledReaderFinder(importlib.abc.MetaPathFinder):
    """Loads ``domain.reader.<leaf>`` from its compiled build when one exists for the exact source bytes."""

    def __init__(self) -> None:
        self.loaded: dict[str, str] = {}
        """module name -> "compiled" | "pure (not built for this source)" (what each import did)."""

    def find_spec(self, fullname, path, target=None):
        package, _, leaf = fullname.rpartition(".")
        if package != PACKAGE or not path:
            return None
        for entry in path:
            source = Path(entry) / f"{leaf}.py"
            if source.is_file():
                break
        else:
            return None
        try:
            digest = module_digest(source)
        except OSError:
            return None
        so = artifact(build_dir(Path(entry).parent.parent), leaf, digest)
        if not so.is_file():
            self.loaded[fullname] = "pure (not built for this source)"
            return None
        self.loaded[fullname] = "compiled"
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(so))
        return importlib.util.spec_from_file_location(fullname, so, loader=loader)


FINDER = CompiledReaderFinder()


def install() -> bool:
    """Put the finder in front of the import system (unless CORE_READER_PURE=1). Idempotent."""
    if os.environ.get(PURE_ENV, "").strip() not in ("", "0"):
        return False
    if FINDER not in sys.meta_path:
        sys.meta_path.insert(0, FINDER)
    return True


def modules(repo: Path = ROOT) -> list[str]:
    """Every module of the reader package that the build compiles (the package's ``__init__`` stays Python)."""
    return sorted(p.stem for p in (repo / "domain" / "reader").glob("*.py") if p.stem != "__init__")


def status(repo: Path = ROOT) -> dict[str, bool]:
    """module leaf -> whether an artifact exists for its current source (what the next import would use)."""
    directory = build_dir(repo)
    out = {}
    for leaf in modules(repo):
        digest = module_digest(repo / "domain" / "reader" / f"{leaf}.py")
        out[leaf] = artifact(directory, leaf, digest).is_file()
    return out


def describe() -> str:
    """One line on which build this process runs (for bench output and notes)."""
    if FINDER not in sys.meta_path:
        return "pure Python (CORE_READER_PURE set or finder not installed)"
    done = {k: v for k, v in FINDER.loaded.items()}
    compiled = sum(v == "compiled" for v in done.values())
    if not compiled:
        return "pure Python (no compiled build for these sources: `python -m core.reader_build`)"
    pure = sorted(k.rpartition(".")[2] for k, v in done.items() if v != "compiled")
    listed = ", ".join(pure) if len(pure) <= 8 else ", ".join(pure[:8]) + ", …"
    return (f"compiled (Cython): {compiled} of {len(done)} reader modules imported compiled"
            + (f"; {len(pure)} pure Python (not built for their current source: {listed})" if pure else ""))
