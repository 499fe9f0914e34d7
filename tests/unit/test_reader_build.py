"""The reader's compiled build (ADR 0237): never stale, never required, byte-identical to pure Python.

The finder (core/compiled_reader.py; built by core/reader_build.py) loads ``domain.reader.<m>`` from an extension only when one was compiled from
the exact bytes of ``domain/reader/<m>.py``; anything else imports as plain Python.
"""
from __future__ import annotations

import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import domain.reader  # noqa: F401  (every reader module is imported below through the package)
from core import compiled_reader, reader_build

ROOT = Path(__file__).resolve().parents[2]
READER = ROOT / "domain" / "reader"


def _fake_repo(tmp_path: Path, source: str) -> tuple[Path, Path]:
    """A repository layout with one reader module and an 'artifact' built for its current bytes."""
    pkg = tmp_path / "domain" / "reader"
    pkg.mkdir(parents=True)
    (pkg / "probe.py").write_text(source)
    out = compiled_reader.build_dir(tmp_path)
    out.mkdir(parents=True)
    so = compiled_reader.artifact(out, "probe", compiled_reader.source_digest(source.encode()))
    so.write_bytes(b"not really an extension: find_spec never runs it")
    return pkg, so


def test_the_artifact_is_used_only_for_the_exact_source_it_was_built_from(tmp_path):
    pkg, so = _fake_repo(tmp_path, "X = 1\n")
    finder = compiled_reader.CompiledReaderFinder()
    spec = finder.find_spec("domain.reader.probe", [str(pkg)])
    assert spec is not None and spec.origin == str(so)
    assert isinstance(spec.loader, importlib.machinery.ExtensionFileLoader)
    (pkg / "probe.py").write_text("X = 2\n")  # a developer edits the module: its build is stale
    assert finder.find_spec("domain.reader.probe", [str(pkg)]) is None  # -> the normal import (pure Python)
    assert finder.loaded["domain.reader.probe"].startswith("pure")
    (pkg / "probe.py").write_text("X = 1\n")  # edited back: the same bytes, the same build
    assert finder.find_spec("domain.reader.probe", [str(pkg)]).origin == str(so)


def test_a_new_module_nobody_built_imports_as_python(tmp_path):
    pkg, _ = _fake_repo(tmp_path, "X = 1\n")
    (pkg / "added_today.py").write_text("Y = 1\n")
    finder = compiled_reader.CompiledReaderFinder()
    assert finder.find_spec("domain.reader.added_today", [str(pkg)]) is None
    assert finder.find_spec("domain.other", [str(pkg)]) is None  # only the reader package is handled
    assert finder.find_spec("domain.reader.missing", [str(pkg)]) is None


def test_no_module_of_this_process_runs_from_a_build_of_other_source():
    # the live invariant: every reader module that runs compiled was compiled from its file's current bytes
    for name, module in sorted(sys.modules.items()):
        if name.startswith("domain.reader.") and module is not None:
            origin = getattr(module, "__file__", "") or ""
            digest = compiled_reader.module_digest(READER / f"{name.rpartition('.')[2]}.py")
            if origin.endswith(".py"):
                assert Path(origin).parent == READER, (name, origin)
            else:
                assert Path(origin).name.startswith(f"{name.rpartition('.')[2]}.{digest}"), (name, origin)


def test_a_pxd_is_part_of_the_key(tmp_path):
    # ADR 0280: a module's Cython declarations (<m>.pxd) are compiled with it, so adding, editing or removing
    # them makes its build stale exactly as editing the .py does (pure Python until rebuilt)
    pkg, so = _fake_repo(tmp_path, "X = 1\n")
    finder = compiled_reader.CompiledReaderFinder()
    assert finder.find_spec("domain.reader.probe", [str(pkg)]).origin == str(so)
    (pkg / "probe.pxd").write_text("cdef int X\n")  # declarations added: the py-only build is stale
    assert finder.find_spec("domain.reader.probe", [str(pkg)]) is None
    key = compiled_reader.source_digest(b"X = 1\n", b"cdef int X\n")
    assert key == compiled_reader.module_digest(pkg / "probe.py") != compiled_reader.source_digest(b"X = 1\n")
    built = compiled_reader.artifact(so.parent, "probe", key)
    built.write_bytes(b"stand-in")
    assert finder.find_spec("domain.reader.probe", [str(pkg)]).origin == str(built)
    (pkg / "probe.pxd").write_text("cdef long X\n")  # declarations edited: stale again
    assert finder.find_spec("domain.reader.probe", [str(pkg)]) is None
    (pkg / "probe.pxd").unlink()  # removed: the py-only build is the current one again
    assert finder.find_spec("domain.reader.probe", [str(pkg)]).origin == str(so)
    assert compiled_reader.status(tmp_path) == {"probe": True}


def test_the_build_key_names_the_abi_and_the_recipe():
    tag = compiled_reader.config_tag()
    assert tag.startswith(importlib.machinery.EXTENSION_SUFFIXES[0].strip(".").removesuffix(".so").replace(".", "-"))
    assert compiled_reader.build_dir(Path("/r")) == Path("/r/.core/reader-build") / tag
    assert compiled_reader.DIRECTIVES["annotation_typing"] is False  # plain Python semantics: no C-typed ints


def test_without_cython_the_build_is_a_note_not_a_failure(tmp_path):
    notes = []
    assert reader_build.build(repo=tmp_path, python=str(tmp_path / "no-such-python"), say=notes.append) == {}
    assert notes and "pure Python" in notes[0]


def test_a_module_that_does_not_compile_stays_python(tmp_path):
    pytest.importorskip("Cython")
    pkg = tmp_path / "domain" / "reader"
    pkg.mkdir(parents=True)
    (pkg / "broken.py").write_text("def f(:\n")  # Cython rejects it before any C is written (fast)
    notes = []
    assert reader_build.build(repo=tmp_path, say=notes.append) == {"broken": "failed (pure Python)"}
    assert any("stays pure Python" in n for n in notes)
    assert [p.suffix for p in compiled_reader.build_dir(tmp_path).glob("broken.*")] == [".failed"]  # no extension
    notes.clear()  # the same source is not compiled again on the next build (make test runs it every time)
    assert reader_build.build(repo=tmp_path, say=notes.append) == {"broken": "failed (pure Python)"}
    assert not any("did not compile" in n for n in notes)


def _probe(env_pure: bool, code: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop(compiled_reader.PURE_ENV, None)
    if env_pure:
        env[compiled_reader.PURE_ENV] = "1"
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=ROOT, check=True)
    return run.stdout


def test_the_pure_switch_keeps_every_module_python():
    out = _probe(True, "import core, sys\nfrom core import compiled_reader\nimport domain.reader.phrases as p\n"
                       "print(compiled_reader.FINDER in sys.meta_path, p.__file__.endswith('.py'))")
    assert out.split() == ["False", "True"]


_TEXTS_AND_DIGESTS = """
import json, sys, hashlib, msgspec
import core
from core.packs import load_pack
from domain.reader import read
pack = load_pack()
texts = json.load(sys.stdin)
print(json.dumps([hashlib.sha256(msgspec.json.encode(read(t, pack))).hexdigest() for t in texts]))
"""


def _lane_and_corpus_texts(shared: Path | None) -> list[str]:
    out = []
    paths = sorted((ROOT / "evals" / "data").glob("*/*.jsonl"))
    if shared is not None:
        paths += [shared / "corpora" / f"{n}.jsonl" for n in ("addsub", "singleop", "multiarith")]
    for path in paths:
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                problem = json.loads(line).get("problem") if line.strip() else None
                if isinstance(problem, str):
                    out.append(problem)
    return out


def test_compiled_and_pure_give_the_same_bytes(tmp_path):
    # The build is opt-in (`make reader-build`), so the suite compiles two hot modules itself, into a copy of
    # domain/ (nothing is written into the repository), and reads every lane and corpus text with them compiled
    # and with the whole reader pure, each in its own process.
    if not _can_compile():
        pytest.skip("Cython or a C compiler is missing: nothing can be compiled here (pip install -e '.[compiled]')")
    copy = tmp_path / "repo"
    shutil.copytree(ROOT / "domain", copy / "domain", ignore=shutil.ignore_patterns("__pycache__"))
    outcome = reader_build.build(repo=copy, only=["tokens", "linear"], say=lambda note: None)
    assert outcome == {"tokens": "compiled", "linear": "compiled"}, outcome
    shared = ROOT.parent / "shared"
    texts = _lane_and_corpus_texts(shared if shared.is_dir() else None)
    assert len(texts) > 500
    probe = _TEXTS_AND_DIGESTS + "from core import compiled_reader\nprint(json.dumps(compiled_reader.FINDER.loaded))\n"

    def digests(pythonpath: str, pure: bool) -> tuple[list[str], dict]:
        env = {k: v for k, v in os.environ.items() if k != compiled_reader.PURE_ENV}
        env["PYTHONPATH"] = pythonpath
        if pure:
            env[compiled_reader.PURE_ENV] = "1"
        run = subprocess.run([sys.executable, "-c", probe], input=json.dumps(texts), env=env, capture_output=True,
                             text=True, cwd=tmp_path, check=True)
        lines = run.stdout.splitlines()
        return json.loads(lines[0]), json.loads(lines[1])

    compiled, loaded = digests(f"{copy}{os.pathsep}{ROOT}", pure=False)
    assert loaded.get("domain.reader.tokens") == "compiled" and loaded.get("domain.reader.linear") == "compiled"
    pure, _ = digests(str(ROOT), pure=True)
    assert [t for t, a, b in zip(texts, compiled, pure) if a != b] == []


def _can_compile() -> bool:
    import sysconfig
    try:
        import Cython  # noqa: F401
    except ImportError:
        return False
    return bool(sysconfig.get_config_var("CC"))


def _declared_fields(pxd: Path, cls: str) -> set[str]:
    """The fields (``cdef public <type> <name>``) the .pxd declares on extension type ``cls``."""
    fields, inside = set(), False
    for line in pxd.read_text().splitlines():
        if line.startswith("cdef class "):
            inside = line.split()[2].rstrip(":") == cls
        elif inside and line and not line.startswith((" ", "#")):
            inside = False
        elif inside and line.strip().startswith("cdef "):
            fields.update(n.strip() for n in line.split(None, 3)[3].split(","))
    return fields


def test_every_attribute_set_on_a_cursor_is_declared_in_the_pxd():
    # ADR 0280: compiled, ``Cursor`` is an extension type without a ``__dict__``: an attribute no one declared
    # raises AttributeError there (pure Python would accept it). Cython itself rejects an undeclared ``self.<x> =``
    # in phrases.py (that module then stays pure Python); this catches other modules: every attribute assigned on a
    # name bound to a cursor (a parameter annotated ``Cursor``, ``x = Cursor(...)``, or a name containing ``cur``).
    import ast

    declared = _declared_fields(READER / "phrases.pxd", "Cursor")
    assert {"pos", "end", "words", "premise"} <= declared
    undeclared = []
    for path in sorted(READER.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        cursors = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.arg) and node.annotation is not None and "Cursor" in ast.unparse(node.annotation):
                cursors.add(node.arg)
            elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and \
                    ast.unparse(node.value.func).endswith("Cursor"):
                cursors.update(t.id for t in node.targets if isinstance(t, ast.Name))
        for node in ast.walk(tree):
            targets = list(node.targets) if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
            while targets:
                leaf = targets.pop()
                if isinstance(leaf, (ast.Tuple, ast.List)):
                    targets.extend(leaf.elts)
                elif isinstance(leaf, ast.Starred):
                    targets.append(leaf.value)
                elif isinstance(leaf, ast.Attribute) and isinstance(leaf.value, ast.Name) and \
                        (leaf.value.id in cursors or "cur" in leaf.value.id) and leaf.value.id != "self":
                    if leaf.attr not in declared:
                        undeclared.append(f"{path.name}:{leaf.lineno} {leaf.value.id}.{leaf.attr}")
    assert undeclared == []
