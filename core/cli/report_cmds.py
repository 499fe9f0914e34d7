"""`core report html` (the offline HTML report) and `core review` (the local review page)."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from core import log_service
from core.cli import app
from core.cli.capability_cmds import report_app
from core.cli.progress import console, steps

DEFAULT_REPORT_DIR = ".core/report"


@report_app.command("html", epilog="Example:\n\n  core report html --out .core/report   (then open .core/report/report.html)\n\n"
                    "  core report html --json > report-data.json")
def report_html_cmd(
    ctx: typer.Context,
    out_dir: Annotated[Path, typer.Option("--out", help="Directory to write report.html into.", metavar="DIR")]
    = Path(DEFAULT_REPORT_DIR),
    as_json: Annotated[bool, typer.Option("--json", help="Print the report's data (every number it shows) as "
                                          "JSON instead of writing the page.")] = False,
):
    """One self-contained, offline HTML page (inline SVG plots, no scripts) built only from the log's projections.

    Byte-identical for the same log: coverage and wrong per case set, the depth curve with its
    decay bound, adversarial families, perturbation rates, the learning curve per round, the
    refusal audit, the verdict index and the log head. Empty sections say so.
    """
    from core import report_html

    with log_service.opened(ctx.obj.store) as log:
        if as_json:
            data = report_html.gather(log)
        else:
            with steps("report") as step:
                report = report_html.build(log, step)
    if as_json:
        sys.stdout.write(json.dumps(data, sort_keys=True, ensure_ascii=False) + "\n")
        return
    path = report_html.write(report, out_dir)
    plots = report_html.find_plot_ids(report.html)
    console().print(f"wrote {path} ({len(report.html.encode())} bytes, {len(plots)} plots) "
                    f"for log head {report.data['head']['position']}")


@app.command("review", epilog="Example:\n\n  core review --port 8765   (then open http://127.0.0.1:8765/)")
def review_cmd(
    ctx: typer.Context,
    host: Annotated[str, typer.Option("--host", help="Interface to bind: 127.0.0.1 (or localhost / ::1) only.")]
    = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="TCP port (0 = any free port).", min=0, max=65535)] = 8765,
    key: Annotated[Optional[Path], typer.Option("--key", help="The reviewer's Ed25519 private key file that "
                                                "signs every verdict from the page; default $CORE_REVIEWER_KEY "
                                                "(a path). Read once, never stored.", show_default=False)] = None,
):
    """Serve the local review page: pending proposals with their reasoning trace, arm tables, evidence
    cases and exact pack diff; ratify / reject / refine them with a reason (the same verdict event,
    validation and service as the CLI's verdicts). Stop with Ctrl-C.
    """
    from core.review.server import serve
    from core.signing import signer_for

    signer = signer_for(key)
    serve(ctx.obj.store, host, port, signer=signer,
          announce=lambda url: console().print(f"review page on {url} (Ctrl-C stops); verdicts signed with key "
                                               + (signer.key_id[:16] if signer else "NONE (they will be refused)")))
