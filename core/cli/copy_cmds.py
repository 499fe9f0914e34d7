"""`core log copy --from A --to B`: move a whole log between backends (docs/operations.md)."""
from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from core.cli.log_cmds import log_app

out = Console(highlight=False, soft_wrap=True)


@log_app.command("copy", epilog="Example: core log copy --from .core/core.sqlite "
                 "--to 'postgresql://postgres@127.0.0.1:5432/test?schema=team'")
def copy_cmd(
    source: Annotated[str, typer.Option("--from", help="Store to copy from (file path, memory or postgresql:// URL).",
                                        metavar="STORE")],
    destination: Annotated[str, typer.Option("--to", help="Store to copy into: empty, or a prefix of the source.",
                                             metavar="STORE")],
):
    """Copy every event (same bytes, ids, chain) streamed in chunks; the copy ends on the source's head.

    Refuses (exit 1) a destination that is not empty and not a prefix of the source; rerunning
    an interrupted copy resumes where it stopped.
    """
    from core.log_copy import copy_log

    result = copy_log(source, destination)
    head = result.destination_head
    out.print(f"copied {result.copied} event(s) ({result.already_there} already there); "
              f"destination head {head.position} {head.chain.hex()} = source head")
