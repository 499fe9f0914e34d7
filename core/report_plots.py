"""The report's plots: matplotlib figures rendered to static, byte-stable SVG text.

Byte stability: the SVG ids are salted with a fixed ``svg.hashsalt`` instead of a random one,
the ``Date`` metadata is dropped, and text stays text (``svg.fonttype = none``) so no glyph
outlines of whatever fonts this machine has end up in the page. Figures are built with
``matplotlib.figure.Figure`` (no pyplot global state, no GUI backend needed).

Each plot marks its data artists with a ``gid`` (an ``id`` in the SVG), e.g. ``cov-wrong-2``, so
a test can count what was drawn; the numbers themselves are in the page's JSON block.
"""
from __future__ import annotations

import io
from fractions import Fraction
from typing import Any, Optional

import matplotlib

matplotlib.use("Agg")  # never a GUI backend, even when a display is present

from matplotlib import rc_context  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

RC = {
    "svg.hashsalt": "core-report/v1",
    "svg.fonttype": "none",
    "font.family": "sans-serif",
    "font.size": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "figure.dpi": 100,
}

COLOURS = {"correct": "#2e7d32", "wrong": "#c62828", "refused": "#9e9e9e", "unscored": "#d7ccc8",
           "refused_as_expected": "#78909c", "refused_unexpectedly": "#bdbdbd", "crashed": "#6a1b9a",
           "train": "#1565c0", "holdout": "#ef6c00", "bound": "#c62828",
           "surfaced": "#5c6bc0", "ratified": "#2e7d32", "rejected": "#c62828"}


def _svg(fig: Figure, plot_id: str) -> str:
    buf = io.StringIO()
    with rc_context({**RC, "svg.id": plot_id}):
        fig.savefig(buf, format="svg", metadata={"Date": None}, bbox_inches="tight")
    text = buf.getvalue()
    # Inline SVG needs neither the XML declaration nor the DOCTYPE.
    return text[text.index("<svg"):]


def _new(width: float, height: float) -> Figure:
    with rc_context(RC):
        return Figure(figsize=(width, height))


def ratio(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def fraction_value(text: Optional[str]) -> Optional[float]:
    return float(Fraction(text)) if text else None


def coverage_plot(rows: list[dict[str, Any]]) -> str:
    """Stacked horizontal bars per case set: share correct / wrong / refused / unscored."""
    with rc_context(RC):
        fig = _new(7.5, 0.45 * len(rows) + 1.2)
        ax = fig.add_subplot()
        names = [r["name"] for r in rows]
        left = [0.0] * len(rows)
        for key in ("correct", "wrong", "refused", "unscored"):
            widths = [ratio(r[key], r["n"]) for r in rows]
            bars = ax.barh(names, widths, left=left, color=COLOURS[key], label=key)
            for i, bar in enumerate(bars):
                bar.set_gid(f"cov-{key}-{i}")
            left = [a + b for a, b in zip(left, widths)]
        for i, r in enumerate(rows):
            ax.text(1.01, i, f"{r['correct']}/{r['n']}" + (f"  wrong {r['wrong']}" if r["wrong"] else ""),
                    va="center", fontsize=8, color=COLOURS["wrong"] if r["wrong"] else "#333333")
        ax.set_xlim(0, 1)
        ax.invert_yaxis()
        ax.set_xlabel("share of cases")
        ax.legend(ncols=4, loc="lower center", bbox_to_anchor=(0.5, 1.0), frameon=False)
        return _svg(fig, "plot-coverage")


def depth_plot(curve: dict[str, Any]) -> str:
    """Accuracy per declared-depth bucket, with the decay bound acc(1)·(1−ε)^(N−1) it must reach."""
    with rc_context(RC):
        fig = _new(6.5, 3.2)
        ax = fig.add_subplot()
        buckets = curve["buckets"]
        xs = list(range(len(buckets)))
        acc = [fraction_value(b["accuracy"]) for b in buckets]
        base = acc[0] if acc else None
        # depth_1 is the baseline: its "bound" is its own accuracy.
        bound = [base if i == 0 else fraction_value(b["bound"]) for i, b in enumerate(buckets)]
        pts = [(x, y) for x, y in zip(xs, acc) if y is not None]
        line, = ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", color=COLOURS["train"],
                        label="accuracy")
        line.set_gid("depth-accuracy")
        bpts = [(x, y) for x, y in zip(xs, bound) if y is not None]
        bline, = ax.plot([p[0] for p in bpts], [p[1] for p in bpts], linestyle="--", marker="_",
                         color=COLOURS["bound"], label=f"bound acc(1)·(1−ε)^(N−1), ε={curve['epsilon']}")
        bline.set_gid("depth-bound")
        for x, b in zip(xs, buckets):
            ax.annotate(f"n={b['cases']}", (x, 0.02), ha="center", fontsize=7, color="#555555")
        ax.set_xticks(xs, [b["bucket"] for b in buckets])
        ax.set_ylim(0, 1.05)
        ax.set_ylabel("accuracy")
        ax.legend(loc="lower left", frameon=False, fontsize=8)
        return _svg(fig, f"plot-depth-{curve['lane'].replace(':', '-')}")


def family_plot(report: dict[str, Any], key: str, label_key: str, plot_id: str) -> str:
    """Stacked bars of verdict counts per adversarial family or perturbation transform."""
    rows = report[key]
    with rc_context(RC):
        fig = _new(7.5, 3.4)
        ax = fig.add_subplot()
        xs = list(range(len(rows)))
        bottom = [0] * len(rows)
        for verdict in ("correct", "refused_as_expected", "refused_unexpectedly", "wrong", "crashed"):
            heights = [r[verdict] for r in rows]
            bars = ax.bar(xs, heights, bottom=bottom, color=COLOURS[verdict], label=verdict.replace("_", " "))
            for i, bar in enumerate(bars):
                bar.set_gid(f"{plot_id}-{verdict}-{i}")
            bottom = [a + b for a, b in zip(bottom, heights)]
        ax.set_xticks(xs, [r[label_key] for r in rows], rotation=30, ha="right", fontsize=7)
        ax.set_ylabel("cases")
        ax.legend(ncols=3, loc="upper center", bbox_to_anchor=(0.5, 1.22), frameon=False, fontsize=7)
        return _svg(fig, plot_id)


def learning_plot(curve: dict[str, Any]) -> str:
    """Coverage per round (train, holdout) above the proposals surfaced / ratified / rejected."""
    rounds = curve["rounds"]
    with rc_context(RC):
        fig = _new(7.0, 4.6)
        top, bottom = fig.subplots(2, 1, sharex=True, height_ratios=(3, 2))
        xs = [r["round"] for r in rounds]
        for split in ("train", "holdout"):
            pts = [(r["round"], float(r[split]["coverage"])) for r in rounds if r[split] and r[split]["coverage"]]
            if pts:
                line, = top.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", color=COLOURS[split],
                                 label=f"coverage {split}")
                line.set_gid(f"learn-{split}")
        top.set_ylim(0, 1.05)
        top.set_ylabel("coverage")
        top.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), frameon=False, fontsize=8)
        width = 0.27
        for k, key in enumerate(("surfaced", "ratified", "rejected")):
            bars = bottom.bar([x + (k - 1) * width for x in xs], [r["proposals"][key] for r in rounds],
                              width=width, color=COLOURS[key], label=key)
            for i, bar in enumerate(bars):
                bar.set_gid(f"learn-{key}-{i}")
        bottom.set_ylabel("proposals")
        bottom.set_xlabel("round")
        bottom.set_xticks(xs)
        bottom.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), frameon=False, fontsize=8)
        return _svg(fig, f"plot-learning-{curve['train'].replace(':', '-')}")
