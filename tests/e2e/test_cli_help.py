"""The CLI fits: every command's --help works and shows an example, docs/cli.md is the CLI's own
text (regenerated here and compared), one exit-code table, --version, JSON on every report."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parents[2]


def _gen_cli():
    spec = importlib.util.spec_from_file_location("gen_cli", ROOT / "docs" / "gen_cli.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GEN = _gen_cli()
COMMANDS = [path for path, _ in GEN.walk(GEN.root_command())]
LEAVES = [path for path, cmd in GEN.walk(GEN.root_command()) if not getattr(cmd, "commands", None)]
# Reports: commands that print a report of what is in the log (each must offer --json).
REPORTS = [p for p in LEAVES if p[1] in ("report", "proposals", "pack") or p[1:] in (("log", "head"),
           ("log", "verify"), ("replay",), ("solve",), ("corpus", "run"), ("decompose",))
           or p[1] == "capability"]


@pytest.mark.parametrize("path", COMMANDS, ids=[" ".join(p) for p in COMMANDS])
def test_help_exits_0(path):
    from core.cli import app

    result = CliRunner().invoke(app, [*path[1:], "--help"], env={"NO_COLOR": "1", "COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


@pytest.mark.parametrize("path", LEAVES, ids=[" ".join(p) for p in LEAVES])
def test_every_command_has_an_example(path):
    from core.cli import app

    result = CliRunner().invoke(app, [*path[1:], "--help"], env={"NO_COLOR": "1", "COLUMNS": "120"})
    assert result.exit_code == 0
    assert "Example" in result.output, f"{' '.join(path)} --help has no example (add an epilog)"


@pytest.mark.parametrize("path", REPORTS, ids=[" ".join(p) for p in REPORTS])
def test_every_report_has_json(path):
    from core.cli import app

    result = CliRunner().invoke(app, [*path[1:], "--help"], env={"NO_COLOR": "1", "COLUMNS": "120"})
    assert "--json" in result.output, f"{' '.join(path)} is a report without --json"


def test_docs_cli_md_is_generated_from_the_cli():
    current = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert current == GEN.render(), "docs/cli.md is stale: run .venv/bin/python docs/gen_cli.py"


def test_one_exit_code_table_matches_the_error_classes():
    from core.errors import CheckFailed, StoreError, UsageError

    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert text.count("## Exit codes") == 1
    for cls in (CheckFailed, UsageError, StoreError):
        assert f"| {cls.exit_code} |" in text and f"`{cls.__name__}`" in text


def run_core(*args: str, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "CORE_NO_PROGRESS": "1", **(env_extra or {})}
    return subprocess.run([sys.executable, "-c", "from core.cli import main; main()", *args],
                          capture_output=True, text=True, env=env, timeout=60)


def test_version_and_unknown_command():
    from core import __version__

    version = run_core("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"core {__version__}"
    unknown = run_core("no-such-command")
    assert unknown.returncode == 2
    assert "No such command" in unknown.stderr and "Traceback" not in unknown.stderr


def test_piped_output_has_no_colour_codes(tmp_path):
    # Not a terminal (captured), with and without NO_COLOR: no ANSI escapes on either stream.
    result = run_core("--store", str(tmp_path / "x.sqlite"), "log", "head")
    assert result.returncode == 0, result.stderr
    assert "\x1b[" not in result.stdout + result.stderr
    bad = run_core("--store", str(tmp_path / "x.sqlite"), "log", "show", "--from", "5", "--to", "2",
                   env_extra={"NO_COLOR": "1"})
    assert bad.returncode == 2 and "\x1b[" not in bad.stderr and bad.stderr.count("\n") == 1
