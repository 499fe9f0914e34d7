"""`core log prove …`: RFC 9162-style tree heads, inclusion and consistency proofs (docs/operations.md)."""
from __future__ import annotations

import json
import sys
from typing import Annotated, Optional

import typer

from core import log_proofs, log_service
from core.cli.log_cmds import log_app

prove_app = typer.Typer(help="Merkle tree heads and proofs an outside auditor can check without the log.",
                        no_args_is_help=True)
log_app.add_typer(prove_app, name="prove")

SizeOpt = Annotated[Optional[int], typer.Option("--size", help="Tree size (default: the head).", min=0)]


def _emit(obj: dict) -> None:
    sys.stdout.write(json.dumps(obj, sort_keys=True) + "\n")


@prove_app.command("root", epilog="Example: core log prove root > tree-head.json")
def root_cmd(ctx: typer.Context, size: SizeOpt = None):
    """Print the tree head {size, root} (keep it: proofs are checked against it)."""
    with log_service.opened(ctx.obj.store) as log:
        _emit(log_proofs.tree_head(log, size))


@prove_app.command("inclusion", epilog="Example: core log prove inclusion 42 > proof.json")
def inclusion_cmd(ctx: typer.Context, position: Annotated[int, typer.Argument(help="Position of the event.")],
                  size: SizeOpt = None):
    """Print a proof that the event at POSITION is in the tree of --size events."""
    with log_service.opened(ctx.obj.store) as log:
        _emit(log_proofs.prove_inclusion(log, position, size))


@prove_app.command("consistency", epilog="Example: core log prove consistency --old 1000 > proof.json")
def consistency_cmd(ctx: typer.Context,
                    old: Annotated[int, typer.Option("--old", help="Size of the tree the auditor kept.")],
                    size: SizeOpt = None):
    """Print a proof that the tree of --size events extends the tree of --old events."""
    with log_service.opened(ctx.obj.store) as log:
        _emit(log_proofs.prove_consistency(log, old, size))


@prove_app.command("check", epilog="Example: core log prove check proof.json --root <root you kept>")
def check_cmd(path: Annotated[str, typer.Argument(help="A proof file from `core log prove …`.")],
              root: Annotated[Optional[str], typer.Option("--root", help="The root you trust (hex).")] = None,
              old_root: Annotated[Optional[str], typer.Option("--old-root", help="For consistency: the older "
                                                              "root you kept (hex).")] = None):
    """Verify a proof offline (no store needed). Exit 1 if it does not hold."""
    print(log_proofs.check_proof(path, root, old_root))
