"""`core reviewer …`: the registry of who may sign verdicts (keygen, add, revoke, list)."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Optional

import msgspec
import typer

from core import log_service, reviewer_service, signing
from core.cli import app
from core.cli.progress import console

reviewer_app = typer.Typer(help="Reviewers and their Ed25519 keys: who may sign verdicts.", no_args_is_help=True)
app.add_typer(reviewer_app, name="reviewer")
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]


@reviewer_app.command("keygen", epilog="Example: core reviewer keygen --out ~/.config/core/ana.key")
def keygen_cmd(out_file: Annotated[Path, typer.Option("--out", help="Where to write the new PRIVATE key (PEM, "
                                                      "mode 0600; an existing file is never overwritten).")]):
    """Make a new Ed25519 key pair: the private key goes to --out, the public key is printed (register it
    with `core reviewer add`). Touches no log."""
    signer = signing.generate_key_file(out_file)
    out = console()
    out.print(f"wrote private key {out_file} (mode 0600; keep it to yourself, it is never stored in the log)")
    out.print(f"public key {signer.public_key}")
    out.print(f"key id     {signer.key_id}")
    out.print(f"register it: core reviewer add NAME --public-key {signer.public_key}")


@reviewer_app.command("add", epilog="Example: core reviewer add ana --public-key 3d4017c3e843895a92b70aa74d1b7ebc9c9"
                      "82ccf2ec4968cc0cd55f12af4660c")
def add_cmd(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="Reviewer name, as verdicts will carry it.")],
    public_key: Annotated[str, typer.Option("--public-key", help="The Ed25519 public key: 64 hex digits, or a "
                                            "file holding them or a PEM public key.")],
):
    """Register a reviewer's public key (a reviewer.added event). A key is registered once, ever."""
    with log_service.opened(ctx.obj.store) as log:
        event = reviewer_service.add_reviewer(log, name, public_key)
    console().print(f"reviewer {event.reviewer!r} may sign with key {event.key_id[:16]} from now on")


@reviewer_app.command("revoke", epilog="Example: core reviewer revoke ana --key-id 5be1c0 --reason 'laptop lost'")
def revoke_cmd(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="Reviewer name.")],
    key_id: Annotated[Optional[str], typer.Option("--key-id", help="Key id or prefix (needed when the reviewer "
                                                  "has several active keys).")] = None,
    reason: Annotated[str, typer.Option("--reason", help="Why (recorded).")] = "",
):
    """Revoke a key (a reviewer.revoked event): verdicts signed with it are refused from here on; verdicts
    recorded before stay valid."""
    with log_service.opened(ctx.obj.store) as log:
        position = reviewer_service.revoke_reviewer(log, name, key_id, reason)
        key = reviewer_service.registry(log)
        (kid,) = [k for k, rec in key.keys.items() if rec.revoked_at == position]
    console().print(f"key {kid[:16]} of reviewer {name.strip()!r} revoked at position {position}")


@reviewer_app.command("list", epilog="Example: core reviewer list --json")
def list_cmd(ctx: typer.Context, as_json: JsonOption = False):
    """Every registered key: reviewer, key id, public key, where it was added and revoked."""
    with log_service.opened(ctx.obj.store) as log:
        reg = reviewer_service.registry(log)
        rows = [{"reviewer": reviewer, "key_id": kid, **msgspec.to_builtins(reg.keys[kid])}
                for reviewer in sorted(reg.by_reviewer) for kid in reg.by_reviewer[reviewer]]
    if as_json:
        sys.stdout.write(json.dumps(rows, sort_keys=True, ensure_ascii=False) + "\n")
        return
    out = console()
    for r in rows:
        state = f"revoked at {r['revoked_at']} ({r['reason'] or 'no reason'})" if r["revoked_at"] else "active"
        out.print(f"{r['reviewer']:24} key {r['key_id'][:16]}  added at {r['added_at']:<6} {state}")
    if not rows:
        out.print("no reviewers registered")
