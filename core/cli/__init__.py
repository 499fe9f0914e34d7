"""The ``core`` command line. Each command group lives in its own module and registers here."""
from __future__ import annotations

import os
import sys
from typing import Annotated, Optional

import typer
from rich.console import Console

from core import __version__
from core.errors import CoreError

DEFAULT_STORE = ".core/core.sqlite"
INTERNAL_ERROR = 70
"""Exit code of an unexpected exception (a defect), as in sysexits' EX_SOFTWARE."""

app = typer.Typer(
    name="core",
    help="An event-sourced learning loop around a deterministic reader of arithmetic word problems.",
    no_args_is_help=True,
    rich_markup_mode="rich",
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

err_console = Console(stderr=True)


class Settings:
    """Global options, carried to every command through ``ctx.obj``."""

    def __init__(self, store: str):
        self.store = store


def _version(value: bool):
    if value:
        print(f"core {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    ctx: typer.Context,
    store: Annotated[
        Optional[str],
        typer.Option(
            "--store",
            help="Where the log lives: a SQLite file path (default .core/core.sqlite), "
            "'memory', or a postgresql:// URL. Also read from CORE_STORE.",
            envvar="CORE_STORE",
            show_default=False,
        ),
    ] = None,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = False,
):
    ctx.obj = Settings(store=store or DEFAULT_STORE)


def _register_groups() -> None:
    # Each module owns one noun; importing it adds its commands to ``app``.
    from core.cli import commands  # noqa: F401


def main() -> None:
    """Console-script entry point: run the app, turning CoreError into one line + exit code."""
    _register_groups()
    try:
        app(standalone_mode=False)
    except CoreError as exc:
        err_console.print(f"[bold red]error:[/] {exc}", highlight=False, soft_wrap=True)
        sys.exit(exc.exit_code)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except typer.Abort:
        err_console.print("aborted")
        sys.exit(130)
    except Exception as exc:  # click usage errors arrive here in non-standalone mode
        # typer >= 0.2x vendors click as typer._click; a separately installed click has its own class.
        click_errors: list[type] = []
        for module in ("typer._click", "click"):
            try:
                click_errors.append(__import__(module, fromlist=["ClickException"]).ClickException)
            except (ImportError, AttributeError):
                pass
        if isinstance(exc, tuple(click_errors)):
            exc.show()
            sys.exit(exc.exit_code)
        if os.environ.get("CORE_DEBUG"):
            raise
        # A defect, not bad input: one line, nothing half-done (appends are atomic), and a way to see more.
        err_console.print(f"[bold red]internal error:[/] {type(exc).__name__}: {exc} "
                          "(a defect: please report it; CORE_DEBUG=1 shows the traceback)",
                          highlight=False, soft_wrap=True)
        sys.exit(INTERNAL_ERROR)
