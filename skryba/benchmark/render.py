"""``benchmark.md`` and a self-contained ``benchmark.html`` (plots inlined as data URIs)."""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Sequence

from skryba.benchmark.document import BenchmarkReport, Plot, Section, Table

_CODE = re.compile(r"`([^`]+)`")

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 1200px;
       color: #1a1a1a; line-height: 1.45; padding: 0 1rem; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem;
     border-bottom: 1px solid #ddd; padding-bottom: .2rem; }
table { border-collapse: collapse; margin: .8rem 0; font-size: .9rem; }
th, td { border: 1px solid #d0d0d0; padding: .25rem .5rem; text-align: left; }
th { background: #f3f3f3; }
tbody tr:nth-child(even) { background: #fafafa; }
img { max-width: 100%; height: auto; display: block; margin: .8rem 0; }
figcaption { font-size: .85rem; color: #555; }
code { background: #f3f3f3; padding: 0 .2rem; }
ul.meta { padding-left: 1.2rem; }
"""


def _title(report: BenchmarkReport) -> str:
    return f"Skryba benchmark — {len(report.combinations)} combination(s)"


def _meta(report: BenchmarkReport) -> list[str]:
    return [
        f"Corpus: {', '.join(report.corpus)}",
        f"Minimum quality: {report.minimum_quality}",
        f"Judge model: {report.judge_model or 'SKRYBA_JUDGE_MODEL, else each generator'}",
        f"Detectors: {', '.join(report.detectors) or 'none'}",
        f"Created: {report.created_at.isoformat(timespec='seconds')}",
    ]


# --- Markdown ------------------------------------------------------------------------------------


def _md_cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _md_table(table: Table) -> str:
    lines = [
        "| " + " | ".join(_md_cell(h) for h in table.header) + " |",
        "|" + "---|" * len(table.header),
    ]
    lines.extend("| " + " | ".join(_md_cell(cell) for cell in row) + " |" for row in table.rows)
    return "\n".join(lines) + "\n"


def render_markdown(
    report: BenchmarkReport, report_sections: Sequence[Section], plots: Sequence[Plot]
) -> str:
    """The report as Markdown; plots are linked PNG files beside it."""
    by_name = {plot.name: plot for plot in plots}
    parts = [f"# {_title(report)}\n", "\n".join(f"- {line}" for line in _meta(report)) + "\n"]
    for section in report_sections:
        parts.append(f"## {section.title}\n")
        parts.extend(f"{paragraph}\n" for paragraph in section.paragraphs)
        if section.bullets:
            parts.append("\n".join(f"- {line}" for line in section.bullets) + "\n")
        parts.extend(_md_table(table) for table in section.tables if table.rows)
        if section.plot is not None:
            plot = by_name[section.plot]
            parts.append(f"![{plot.title}]({plot.filename})\n")
    return "\n".join(parts)


# --- HTML ----------------------------------------------------------------------------------------


def _html_text(text: str) -> str:
    return _CODE.sub(r"<code>\1</code>", html.escape(text))


def _html_table(table: Table) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in table.header)
    body = "\n".join(
        "<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>"
        for row in table.rows
    )
    return f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>"


def _html_plot(plot: Plot) -> str:
    data = base64.b64encode(plot.png).decode("ascii")
    return (
        f'<figure><img alt="{html.escape(plot.title)}" src="data:image/png;base64,{data}">'
        f"<figcaption>{html.escape(plot.title)}</figcaption></figure>"
    )


def render_html(
    report: BenchmarkReport, report_sections: Sequence[Section], plots: Sequence[Plot]
) -> str:
    """The report as one HTML file with nothing to fetch: styles and plots are inline."""
    by_name = {plot.name: plot for plot in plots}
    title = html.escape(_title(report))
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        '<head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{title}</title>",
        f"<style>{_STYLE}</style></head>",
        "<body>",
        f"<h1>{title}</h1>",
        '<ul class="meta">' + "".join(f"<li>{_html_text(m)}</li>" for m in _meta(report)) + "</ul>",
    ]
    for section in report_sections:
        parts.append(f"<section><h2>{html.escape(section.title)}</h2>")
        parts.extend(f"<p>{_html_text(p)}</p>" for p in section.paragraphs)
        if section.bullets:
            items = "".join(f"<li>{_html_text(line)}</li>" for line in section.bullets)
            parts.append(f"<ul>{items}</ul>")
        parts.extend(_html_table(table) for table in section.tables if table.rows)
        if section.plot is not None:
            parts.append(_html_plot(by_name[section.plot]))
        parts.append("</section>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
