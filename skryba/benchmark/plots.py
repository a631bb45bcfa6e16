"""The benchmark's PNG plots, drawn with matplotlib's object API (no pyplot, no GUI backend)."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

from matplotlib.axes import Axes
from matplotlib.figure import Figure

from models.outcome import Outcome

OUTCOME_COLOURS: Mapping[str, str] = {
    Outcome.REWRITTEN.value: "#2ca02c",
    Outcome.SOURCE_FALLBACK.value: "#1f77b4",
    Outcome.REFUSED.value: "#ff7f0e",
    Outcome.FAILED.value: "#d62728",
}
_DPI = 100


def _png(figure: Figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=_DPI, bbox_inches="tight")
    return buffer.getvalue()


def _short(number: int) -> str:
    return f"#{number}"


def quality_boxplots(
    numbers: Sequence[int], labels: Sequence[str], quality: Sequence[Mapping[str, Sequence[float]]]
) -> bytes:
    """One panel per quality dimension, one box per combination; a key names the combinations."""
    keys = list(quality[0]) if quality else []
    columns = 4
    rows = max(1, -(-(len(keys) + 1) // columns))
    figure = Figure(figsize=(3.2 * columns, 2.8 * rows), layout="constrained")
    axes = figure.subplots(rows, columns, squeeze=False).ravel()
    ticks = [_short(n) for n in numbers]
    for ax, key in zip(axes, keys, strict=False):
        data = [list(sample[key]) for sample in quality]
        present = [i for i, values in enumerate(data) if values]
        if present:
            ax.boxplot(
                [data[i] for i in present],
                positions=[i + 1 for i in present],
                widths=0.6,
                patch_artist=True,
                boxprops={"facecolor": "#9ecae1"},
                medianprops={"color": "#08306b"},
            )
        ax.set_xticks(range(1, len(numbers) + 1), ticks)
        ax.set_xlim(0.4, len(numbers) + 0.6)
        ax.set_ylim(-0.05, 1.05)
        ax.set_title(key.replace("_", " "), fontsize=10)
        ax.grid(axis="y", alpha=0.3)
    _key_panel(axes[len(keys)], numbers, labels)
    for ax in axes[len(keys) + 1 :]:
        ax.set_visible(False)
    figure.suptitle("Judge scores of distinct candidates, per combination")
    return _png(figure)


def _key_panel(ax: Axes, numbers: Sequence[int], labels: Sequence[str]) -> None:
    ax.axis("off")
    text = "\n".join(labels) if labels else ""
    ax.text(0.0, 1.0, text, va="top", ha="left", fontsize=8, transform=ax.transAxes, wrap=True)


def ai_probability_pairs(
    numbers: Sequence[int],
    labels: Sequence[str],
    pairs: Sequence[Mapping[str, Sequence[tuple[float, float]]]],
) -> bytes | None:
    """Per detector (rows) and combination (columns): each rewritten passage's AI probability
    before and after, joined by a line, with the means in bold. None when nothing was scored."""
    detectors = sorted({name for sample in pairs for name, values in sample.items() if values})
    if not detectors:
        return None
    columns = len(numbers)
    figure = Figure(
        figsize=(min(2.6 * columns + 1, 26), 2.8 * len(detectors) + 0.6), layout="constrained"
    )
    grid = figure.subplots(len(detectors), columns, squeeze=False, sharey=True)
    for row, detector in enumerate(detectors):
        for column, (number, sample) in enumerate(zip(numbers, pairs, strict=True)):
            ax = grid[row][column]
            values = list(sample.get(detector, ()))
            for before, after in values:
                ax.plot([0, 1], [before, after], color="#888888", alpha=0.5, linewidth=1)
                ax.scatter([0, 1], [before, after], color="#888888", s=10)
            if values:
                mean_before = sum(b for b, _ in values) / len(values)
                mean_after = sum(a for _, a in values) / len(values)
                colour = "#2ca02c" if mean_after <= mean_before else "#d62728"
                ax.plot([0, 1], [mean_before, mean_after], color=colour, linewidth=3)
            else:
                ax.text(0.5, 0.5, "no pairs", ha="center", va="center", color="#666666")
            ax.set_xticks([0, 1], ["source", "output"])
            ax.set_xlim(-0.3, 1.3)
            ax.set_ylim(-0.05, 1.05)
            ax.set_title(f"{_short(number)} · {detector} (n={len(values)})", fontsize=9)
            ax.grid(axis="y", alpha=0.3)
        grid[row][0].set_ylabel("AI probability")
    figure.suptitle("AI probability before and after rewriting (rewritten passages)")
    return _png(figure)


def outcome_shares(
    numbers: Sequence[int], labels: Sequence[str], counts: Sequence[Mapping[str, int]]
) -> bytes:
    """A stacked horizontal bar of outcome shares per combination."""
    figure = Figure(figsize=(9, 0.55 * len(numbers) + 1.6), layout="constrained")
    ax = figure.subplots()
    positions = list(range(len(numbers)))
    left = [0.0] * len(numbers)
    for outcome, colour in OUTCOME_COLOURS.items():
        shares = [
            (c.get(outcome, 0) / total) if (total := sum(c.values())) else 0.0 for c in counts
        ]
        ax.barh(positions, shares, left=left, color=colour, label=outcome.replace("_", " "))
        left = [a + b for a, b in zip(left, shares, strict=True)]
    ax.set_yticks(positions, list(labels))
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("share of passages")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.25), ncols=4, frameon=False)
    ax.set_title("Passage outcomes per combination")
    return _png(figure)
