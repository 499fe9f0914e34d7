"""Imports every command module so each registers its commands on the root app."""
from core.cli import log_cmds  # noqa: F401
from core.cli import reader_cmds  # noqa: F401
from core.cli import copy_cmds  # noqa: F401
from core.cli import demo_cmds  # noqa: F401
from core.cli import capability_cmds  # noqa: F401
from core.cli import loop_cmds  # noqa: F401
from core.cli import report_cmds  # noqa: F401
from core.cli import prove_cmds  # noqa: F401
from core.cli import reviewer_cmds  # noqa: F401
