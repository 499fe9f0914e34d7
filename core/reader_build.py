"""The compiled build of the reader (ADR 0237): Cython modules kept outside the source tree, keyed by source hash.

Why: ``domain/reader`` is 160-odd plain-Python modules with no single hot spot left (ADRs 0188, 0199). Compiled
by Cython (plain Python semantics: ``annotation_typing=False``), each module runs the same code with less
interpreter overhead.

How it stays sound:

* **Never stale.** Each module is compiled from a snapshot of its source, and the extension is stored as
  ``.core/reader-build/<abi>-<config>/<module>.<sha256 of that source>.so``. At import, :class:`CompiledReaderFinder`
  hashes the ``.py`` file that would otherwise be imported and loads the extension only when one with that exact
  hash exists; an edited module, or a new one nobody has built, imports as plain Python. Cython compiles each
  module on its own (calls into other modules are ordinary Python look-ups at run time), so a mix of compiled and
  pure modules behaves as either would.
* **Never required.** No Cython, no compiler, or a module that does not compile: that module (or all of them)
  stays pure Python, and the build says so. Nothing in ``domain/`` knows about any of this (it reads no
  environment); the finder (``core/compiled_reader.py``) is installed by ``core/__init__.py``, and ``CORE_READER_PURE=1`` keeps it out.
* **Typed where declared.** A module may have an augmenting ``<m>.pxd`` next to it (Cython declarations: a class
  as an extension type with C-typed fields, typed locals; ADR 0280). Only the compiler reads it, with that module
  alone (no module cimports another's declarations), and its bytes are part of the module's key.
* Output is byte-identical to pure Python (``bench/reader_identity.py``; ``tests/unit/test_reader_build.py``).

    .venv/bin/python -m core.reader_build            # build what is missing or stale (incremental), best effort
    .venv/bin/python -m core.reader_build --status   # which modules would import compiled
    .venv/bin/python -m core.reader_build --clean    # remove every artifact
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from core.compiled_reader import (CFLAGS, DIRECTIVES, EXT_SUFFIX, ROOT, artifact, build_dir, module_sources, modules,
                                  source_digest, status)


# --- building ---------------------------------------------------------------------------------------------------

_SETUP = """
import sys
from setuptools import Extension, setup
from Cython.Build import cythonize
leaf, directives, cflags = sys.argv[1], eval(sys.argv[2]), eval(sys.argv[3])
ext = Extension("domain.reader." + leaf, ["domain/reader/" + leaf + ".py"], extra_compile_args=cflags)
setup(ext_modules=cythonize([ext], compiler_directives=directives, quiet=True),
      script_args=["build_ext", "--inplace", "-q"])
"""


def _compile(leaf: str, data: bytes, out: Path, python: str, pxd: bytes | None = None) -> str | None:
    """Compile one module from a snapshot of its source (and of its ``.pxd``: only its own, so no module's
    artifact depends on another module's declarations); None on success, else the error's last lines."""
    import shutil
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory(prefix=f"reader-build-{leaf}-") as tmp:
        pkg = Path(tmp) / "domain" / "reader"
        pkg.mkdir(parents=True)
        (pkg.parent / "__init__.py").write_text("")
        (pkg / "__init__.py").write_text("")
        (pkg / f"{leaf}.py").write_bytes(data)
        if pxd is not None:
            (pkg / f"{leaf}.pxd").write_bytes(pxd)
        (Path(tmp) / "setup_one.py").write_text(_SETUP)
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
        run = subprocess.run([python, "setup_one.py", leaf, repr(DIRECTIVES), repr(CFLAGS)], cwd=tmp,
                             capture_output=True, text=True, env=env)
        built = list(pkg.glob(f"{leaf}.*{EXT_SUFFIX}")) + list(pkg.glob(f"{leaf}{EXT_SUFFIX}"))
        if run.returncode or not built:
            lines = (run.stdout + "\n" + run.stderr).strip().splitlines()
            where = [ln for ln in lines if f"{leaf}.py:" in ln or "error:" in ln]  # Cython's / gcc's own lines
            return "\n".join((where or lines)[-5:]) or f"exit {run.returncode}"
        partial = out.with_name(out.name + f".tmp{os.getpid()}")
        shutil.copyfile(built[0], partial)
        os.replace(partial, out)  # atomic: a concurrent import sees the whole extension or none
    return None


def _failed(out: Path) -> Path:
    """The marker of a source that did not compile (its error); ``--clean`` or an edit of the module clears it."""
    return out.with_name(out.name.removesuffix(EXT_SUFFIX) + ".failed")


def build(repo: Path = ROOT, jobs: int = 1, python: str = sys.executable, only: list[str] | None = None,
          say=print) -> dict[str, str]:
    """Compile every reader module that has no artifact for its current source. Returns leaf -> outcome."""
    import subprocess
    import sysconfig
    from concurrent.futures import ThreadPoolExecutor

    try:
        subprocess.run([python, "-c", "import Cython"], check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        say(f"note: Cython is not installed for {python}: nothing is compiled, and reader modules without a build "
            "run as pure Python (pip install -e '.[compiled]' then `python -m core.reader_build`)")
        return {}
    if not sysconfig.get_config_var("CC"):
        say("note: no C compiler configured: nothing is compiled, and reader modules without a build run as pure "
            "Python")
        return {}
    directory = build_dir(repo)
    directory.mkdir(parents=True, exist_ok=True)
    todo = []
    outcome: dict[str, str] = {}
    for leaf in only or modules(repo):
        data, pxd = module_sources(repo / "domain" / "reader" / f"{leaf}.py")
        out = artifact(directory, leaf, source_digest(data, pxd))
        if out.is_file():
            outcome[leaf] = "up to date"
        elif _failed(out).is_file():  # this exact source did not compile before: not tried again on every build
            outcome[leaf] = "failed (pure Python)"
        else:
            todo.append((leaf, data, out, pxd))
    todo.sort(key=lambda item: -len(item[1]))  # the largest first: the last job to finish is a short one
    if todo:
        say(f"compiling {len(todo)} reader module(s) with Cython into {directory} ({jobs} at a time)")

    def one(item):
        leaf, data, out, pxd = item
        error = _compile(leaf, data, out, python, pxd)
        if error is None:
            for old in [*directory.glob(f"{leaf}.*{EXT_SUFFIX}"), *directory.glob(f"{leaf}.*.failed")]:
                if old != out:  # artifacts of earlier sources of this module
                    old.unlink(missing_ok=True)
            return leaf, "compiled"
        say(f"note: {leaf} did not compile; it stays pure Python:\n    " + error.replace("\n", "\n    "))
        _failed(out).write_text(error + "\n")
        return leaf, "failed (pure Python)"

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for leaf, result in pool.map(one, todo):
            outcome[leaf] = result
    return outcome


def main(argv: list[str] | None = None) -> int:
    import argparse
    import shutil

    ap = argparse.ArgumentParser(prog="python -m core.reader_build", description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", "-j", type=int, default=1)
    ap.add_argument("--status", action="store_true", help="list which modules would import compiled")
    ap.add_argument("--clean", action="store_true", help="remove the whole build")
    ap.add_argument("--python", default=sys.executable, help="the interpreter that runs Cython (same ABI)")
    ap.add_argument("modules", nargs="*", help="only these modules (leaf names)")
    args = ap.parse_args(argv)
    if args.clean:
        shutil.rmtree(ROOT / ".core" / "reader-build", ignore_errors=True)
        return 0
    if args.status:
        st = status()
        stale = [k for k, v in st.items() if not v]
        print(f"{sum(st.values())} of {len(st)} reader modules compiled for their current source ({build_dir()})")
        if stale:
            print("pure Python (edited since the build, or never built): " + ", ".join(stale))
        return 0
    outcome = build(jobs=args.jobs, python=args.python, only=args.modules or None)
    failed = sorted(k for k, v in outcome.items() if v.startswith("failed"))
    if outcome:
        print(f"reader build: {sum(v != 'failed (pure Python)' for v in outcome.values())} of {len(outcome)} "
              f"modules compiled" + (f"; pure Python: {', '.join(failed)}" if failed else ""))
    return 0  # best effort: a module that does not compile runs as pure Python


if __name__ == "__main__":
    raise SystemExit(main())
