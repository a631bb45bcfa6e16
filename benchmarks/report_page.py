"""report.html for a large run: its size, the time to write it, and the time to open it.

Builds N synthetic passages (each with three candidates, a judged winner, a jury of two on every
other passage, a guard-stopped candidate with findings, source fallbacks, refusals and failures
mixed in), writes the page with the same writer a run uses (``HtmlReport``, fed the
``report.json`` entries), then opens it in headless Chromium with a probe that reports, from the
page itself, when its script had laid out the first screenful, and how long rendering every
passage at once (what printing does) takes.

    .venv/bin/python -m benchmarks.report_page --passages 10000
"""

from __future__ import annotations

import argparse
import io
import json
import random
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from models.audit_views import RunStatus
from models.evaluation import DIMENSIONS, JudgeEvaluation
from models.guard import GuardFinding, GuardMode, GuardReport
from models.outcome import (
    CandidateResult,
    Detection,
    JudgeOutcome,
    Outcome,
    PassageRef,
    PassageResult,
)
from models.profile import RewriteProfile
from models.report import PassageEntry, ReportHeader, ReportSummary
from models.route_usage import RouteUsage
from models.spend import RunCost
from skryba.reports.html import HtmlReport

VOCABULARY = (
    "the library opens at nine every morning and closes late on fridays while readers borrow "
    "books maps and records from the old town archive which the council funds each year with "
    "a grant of 1,240 zł for new shelves and longer hours in summer"
)
WORDS = VOCABULARY.split()

# Appended after the page's own script: it runs once that script has laid out the first
# passages. With RENDER_ALL it then renders every passage, as printing does.
PROBE = """<script>
const scriptDone = performance.now();
window.addEventListener("load", () => {
  const nav = performance.getEntriesByType("navigation")[0];
  const figures = {
    response_end: nav.responseEnd,
    script_done: scriptDone,
    dom_content_loaded: nav.domContentLoadedEventEnd,
    shown: document.querySelectorAll("article.passage").length,
  };
  if (RENDER_ALL) {
    const before = performance.now();
    window.dispatchEvent(new Event("beforeprint"));
    figures.render_all_ms = performance.now() - before;
    figures.all_rendered = document.querySelectorAll("article.passage").length;
    figures.nodes = document.getElementsByTagName("*").length;
    document.getElementById("passages").remove();  // keep the dump small
  }
  const probe = document.createElement("pre");
  probe.id = "probe";
  probe.textContent = JSON.stringify(figures);
  document.body.appendChild(probe);
});
</script>"""


def _evaluation(rng: random.Random, low: bool = False) -> JudgeEvaluation:
    scores = {
        name: round(rng.uniform(0.3, 0.7) if low else rng.uniform(0.82, 0.99), 2)
        for name in DIMENSIONS
    }
    return JudgeEvaluation(
        **scores,
        critical_error=False,
        style_matched=True,
        language_matched=True,
        issues=[],
        rationale="synthetic",
    )


def _judge(rng: random.Random, jury: bool, low: bool = False) -> JudgeOutcome:
    if not jury:
        return JudgeOutcome(evaluation=_evaluation(rng, low), passed=not low)
    jurors = [
        JudgeOutcome(evaluation=_evaluation(rng, low), passed=not low, judge_model=model)
        for model in ("judge-a", "judge-b")
    ]
    return JudgeOutcome(evaluation=jurors[0].evaluation, passed=not low, jurors=jurors)


def _variant(rng: random.Random, words: list[str]) -> str:
    out = list(words)
    for _ in range(rng.randint(2, 6)):
        out[rng.randrange(len(out))] = rng.choice(WORDS)
    return " ".join(out)


def passage(number: int, rng: random.Random) -> PassageResult:
    """One synthetic passage; outcomes cycle so every kind is present."""
    words = [rng.choice(WORDS) for _ in range(rng.randint(40, 80))] + ["1,240", "zł."]
    source = " ".join(words)
    jury = number % 2 == 0
    kind = number % 10
    candidates = [
        CandidateResult(
            position=0,
            text=_variant(rng, words),
            judge=_judge(rng, jury),
            guard=GuardReport(passed=True),
            detections=[Detection(detector="local", probability=rng.random())],
        ),
        CandidateResult(
            position=1,
            text=_variant(rng, words),
            judge=_judge(rng, jury, low=True),
            guard=GuardReport(passed=True),
        ),
        CandidateResult(
            position=2,
            text=_variant(rng, words[:-2]) + " 1,420 zł.",
            guard=GuardReport(
                passed=False,
                findings=[
                    GuardFinding(
                        kind="number",
                        source_span="1,240 zł",
                        candidate_span="1,420 zł",
                        message='protected fact changed: amount "1,240 zł" has no counterpart',
                    )
                ],
            ),
        ),
    ]
    ref = PassageRef(document=f"doc{number // 25:04d}.md", index=number % 25)
    if kind < 7:
        return PassageResult(
            ref=ref,
            source_text=source,
            outcome=Outcome.REWRITTEN,
            output_text=candidates[0].text,
            quality_passed=True,
            winner_position=0,
            reason="candidate 0 won among 1 passing",
            candidates=candidates,
            source_detections=[Detection(detector="local", probability=rng.random())],
        )
    losing = [c.model_copy(update={"judge": _judge(rng, jury, low=True)}) for c in candidates[:2]]
    outcome = (Outcome.SOURCE_FALLBACK, Outcome.REFUSED, Outcome.FAILED)[kind - 7]
    return PassageResult(
        ref=ref,
        source_text=source,
        outcome=outcome,
        output_text=source if outcome is Outcome.SOURCE_FALLBACK else None,
        quality_passed=False,
        error=None if outcome is Outcome.SOURCE_FALLBACK else "synthetic refusal",
        reason="no candidate passed the quality judge",
        source_judge=_judge(rng, jury, low=True),
        candidates=[*losing, candidates[2]],
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--passages", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    results = [passage(n, rng) for n in range(args.passages)]
    entries = [(PassageEntry.of(r), r.source_text) for r in results]
    header = ReportHeader(
        run_id="benchmark",
        status=RunStatus.FAILED,
        profile=RewriteProfile(language="en"),
        generator_model="gen",
        judge_model="judge-a, judge-b",
        judge_models=["judge-a", "judge-b"],
        judge_is_generator=False,
        minimum_quality=0.8,
        guard=GuardMode.STRICT,
        warnings=[],
        summary=ReportSummary(**{o.value: sum(r.outcome is o for r in results) for o in Outcome}),
        route=RouteUsage(),
        cost=RunCost(configured=False),
        budget=None,
        document_errors=[],
        skipped_files=[],
    )

    with tempfile.TemporaryDirectory(prefix="skryba-report-page-") as folder:
        page = Path(folder) / "report.html"
        started = time.perf_counter()
        buffer = io.StringIO()
        writer = HtmlReport(buffer, header, "not configured")
        for entry, source in entries:
            writer.passage(entry, source)
        writer.close()
        page.write_text(buffer.getvalue(), encoding="utf-8")
        written = time.perf_counter() - started
        size = page.stat().st_size
        print(f"passages: {args.passages}")
        print(f"report.html: {size / 1e6:.1f} MB ({size / args.passages / 1e3:.2f} kB per passage)")
        print(f"write (data for the page, diffs, the file): {written:.2f} s")

        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        if binary is None:
            print("chromium is not installed: no opening time")
            return
        text = page.read_text(encoding="utf-8")
        probed = Path(folder) / "probed.html"
        probed.write_text(
            text.replace("</body>", PROBE.replace("RENDER_ALL", "false") + "</body>"),
            encoding="utf-8",
        )
        printed = Path(folder) / "printed.html"
        printed.write_text(
            text.replace("</body>", PROBE.replace("RENDER_ALL", "true") + "</body>"),
            encoding="utf-8",
        )
        blank = Path(folder) / "blank.html"
        blank.write_text("<!doctype html><title>blank</title><p>blank</p>", encoding="utf-8")

        def open_page(path: Path) -> tuple[float, str]:
            started = time.perf_counter()
            done = subprocess.run(
                [
                    binary,
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--no-first-run",
                    "--disable-background-networking",
                    "--disable-component-update",
                    f"--user-data-dir={Path(folder) / 'profile'}",
                    "--window-size=1280,2000",
                    "--dump-dom",
                    path.as_uri(),
                ],
                capture_output=True,
                text=True,
                timeout=600,
                check=True,
            )
            return time.perf_counter() - started, done.stdout

        def probe(dom: str) -> dict[str, float]:
            found = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.DOTALL)
            assert found, dom[-500:]
            figures: dict[str, float] = json.loads(found.group(1).replace("&quot;", '"'))
            return figures

        baseline, _ = open_page(blank)
        wall, dom = open_page(probed)
        figures = probe(dom)
        _, dom = open_page(printed)
        figures.update(probe(dom))
        print(
            f"open in headless Chromium: {wall:.2f} s wall (--dump-dom), "
            f"{baseline:.2f} s for a blank page"
        )
        print(
            f"  in the page: response end {figures['response_end']:.0f} ms, script done "
            f"(data parsed, first {figures['shown']} passages laid out) "
            f"{figures['script_done']:.0f} ms, DOMContentLoaded "
            f"{figures['dom_content_loaded']:.0f} ms"
        )
        print(
            f"  rendering all {figures['all_rendered']} passages at once (as printing does): "
            f"{figures['render_all_ms']:.0f} ms, {figures['nodes']} elements"
        )


if __name__ == "__main__":
    main()
