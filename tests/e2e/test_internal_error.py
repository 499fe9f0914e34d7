"""An unexpected exception (a defect) is one line on stderr and exit 70, never a traceback."""
from __future__ import annotations

import os
import subprocess
import sys

# A child process that plants a real defect in one command, then runs the real entry point.
CHILD = """
import core.cli.reader_cmds as rc
def boom(*args, **kwargs):
    raise RuntimeError("planted defect")
rc.corpus_cases = boom
from core.cli import main
main()
"""


def run(tmp_path, **env_extra):
    env = {**os.environ, "CORE_STORE": str(tmp_path / "s.sqlite"), **env_extra}
    return subprocess.run([sys.executable, "-c", CHILD, "corpus", "run", "x.jsonl"], capture_output=True,
                          text=True, env=env, timeout=60)


def test_defect_is_one_line_and_exit_70(tmp_path):
    p = run(tmp_path)
    assert p.returncode == 70, p.stderr
    assert "planted defect" in p.stderr and "Traceback" not in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1


def test_core_debug_shows_the_traceback(tmp_path):
    p = run(tmp_path, CORE_DEBUG="1")
    assert p.returncode != 0 and "Traceback" in p.stderr and "planted defect" in p.stderr
