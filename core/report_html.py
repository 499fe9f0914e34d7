"""`core report html`: one self-contained, offline HTML page built only from projection states.

The page has no scripts, fonts or images from anywhere: CSS is inline, plots are inline SVG
(``core.report_plots``), and every number shown is also in a ``<script type="application/json"
id="report-data">`` block (inert data, never executed) so the plots can be checked against the
projections. Same log → same states → same bytes; nothing here reads a clock or a file other
than the template.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, NamedTuple, Optional

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from core import report_plots as plots
from core.errors import UsageError
from core.report_data import PROJECTIONS, report_data
from eventstore.log import EventLog
from projections import framework
from projections.framework import LiveProjections

TEMPLATES = Path(__file__).resolve().parent / "templates"
REPORT_FILE = "report.html"


class Report(NamedTuple):
    data: dict[str, Any]
    html: str


def gather(log: EventLog) -> dict[str, Any]:
    """Catches the report's projections up to the head and returns the report data."""
    head = log.head()
    fold = LiveProjections(log, [framework.get(n) for n in PROJECTIONS]).catch_up(upto=head.position)
    return report_data(head.position, head.chain.hex(), {n: fold.state(n) for n in PROJECTIONS})


def data_json(data: dict[str, Any]) -> str:
    """The data block: canonical (sorted keys) and safe inside a <script> element."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return text.replace("</", "<\\/").replace("<!--", "<\\!--")


def _environment() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(["html", "j2"]),
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.filters["short"] = lambda s, n=12: (s or "")[:n]
    return env


def plots_for(data: dict[str, Any], step: Callable[[str], None] = lambda _: None) -> dict[str, Any]:
    """Every plot of the page as SVG text (empty sections get none)."""
    out: dict[str, Any] = {}
    if data["corpora"]:
        step("coverage plot")
        out["coverage"] = plots.coverage_plot(data["corpora"])
    out["depth"] = []
    for curve in data["depth_curves"]:
        step(f"depth curve {curve['lane']}")
        out["depth"].append(plots.depth_plot(curve))
    out["adversarial"] = []
    for rep in data["adversarial"]:
        step(f"adversarial {rep['lane']}")
        out["adversarial"].append(plots.family_plot(rep, "families", "family",
                                                    f"plot-adversarial-{rep['lane'].replace(':', '-')}"))
    out["perturbation"] = []
    for rep in data["perturbation"]:
        step(f"perturbation {rep['lane']}")
        out["perturbation"].append(plots.family_plot(rep, "transforms", "transform",
                                                     f"plot-perturbation-{rep['lane'].replace(':', '-')}"))
    out["learning"] = []
    for curve in data["learning"]:
        step(f"learning curve {curve['train']}")
        out["learning"].append(plots.learning_plot(curve))
    return out


def render(data: dict[str, Any], step: Callable[[str], None] = lambda _: None) -> str:
    """The page for ``data`` (pure: same data → same text)."""
    svgs = plots_for(data, step)
    template = _environment().get_template("report.html.j2")
    return template.render(d=data, plots=svgs, data_json=data_json(data))


def build(log: EventLog, step: Callable[[str], None] = lambda _: None) -> Report:
    step("catching up projections")
    data = gather(log)
    return Report(data, render(data, step))


def write(report: Report, out_dir: Path) -> Path:
    """Writes ``out_dir/report.html`` (bytes exactly as rendered, UTF-8, LF)."""
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / REPORT_FILE
        path.write_bytes(report.html.encode("utf-8"))
    except OSError as exc:
        raise UsageError(f"cannot write the report into {out_dir}: {exc.strerror or exc}") from None
    return path


def find_plot_ids(html: str) -> list[str]:
    """Ids of the inline SVG plots in a page, in order (for tests and the CLI summary)."""
    import re

    return re.findall(r'<svg[^>]*\bid="(plot-[^"]+)"', html)


def load_data(html: str) -> Optional[dict[str, Any]]:
    """The report's JSON block, parsed back (None when absent)."""
    start = html.find('<script type="application/json" id="report-data">')
    if start < 0:
        return None
    start = html.index(">", start) + 1
    end = html.index("</script>", start)
    return json.loads(html[start:end].replace("<\\/", "</").replace("<\\!--", "<!--"))
