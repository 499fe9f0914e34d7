"""`core log …` and `core replay` (owned by the log work)."""
import typer

from core.cli import app

log_app = typer.Typer(help="Inspect and verify the append-only log.", no_args_is_help=True)
app.add_typer(log_app, name="log")
