"""``skryba benchmark``: statistics and rendering as plain functions, then one real run (CLI
in-process, ``benchmark`` flow, two generator models, Prefect test server, SQLite audit store) on
a scripted loopback route whose outcomes are known, checked against the audit store and opened
in headless Chromium.

The scripted route proves the bookkeeping, never the quality of any model.
"""

from __future__ import annotations

import base64
import io
import json
import re
import statistics
import subprocess
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from matplotlib import image as mpimg
from typer.testing import CliRunner

from models.audit_views import PassageHistory, RunRecord, RunStatus
from models.evaluation import DIMENSIONS, MINIMUM_QUALITY_REQUIRED
from models.profile import RewriteProfile, Style
from models.spend import CostLine, RunCost
from skryba.audit.store import AuditStore
from skryba.benchmark import plots
from skryba.benchmark.document import BenchmarkReport, Plot, rank, sections, table_rows
from skryba.benchmark.params import BenchmarkParameters, benchmark_parameters, parse_profile
from skryba.benchmark.render import render_html, render_markdown
from skryba.benchmark.stats import RunSamples, distribution, percentiles, summarize
from skryba.cli import app
from skryba.errors import UsageError
from tests.browser import chromium
from tests.fake_detector import FakeDetector, register
from tests.stub_route import ScriptedRoute, evaluation
from tests.test_rewrite_flow import write_corpus
from tests.test_train import restore_cli_side_effects  # noqa: F401  (a fixture)

# --- statistics as plain functions ---------------------------------------------------------------


def test_distribution_uses_linear_quartiles_and_handles_an_empty_sample() -> None:
    values = [0.8, 0.2, 0.6, 0.4]

    d = distribution(values)

    assert (d.n, d.min, d.max) == (4, 0.2, 0.8)
    assert d.mean == pytest.approx(0.5)
    # Linear interpolation between order statistics: (n-1)·p from the smallest value.
    assert (d.q1, d.median, d.q3) == pytest.approx((0.35, 0.5, 0.65))
    assert distribution([]).model_dump() == {
        "n": 0,
        "mean": None,
        "min": None,
        "q1": None,
        "median": None,
        "q3": None,
        "max": None,
    }


def test_latency_percentiles() -> None:
    latencies = [float(s) for s in range(1, 21)]  # 1 s .. 20 s

    p = percentiles(latencies)

    assert p.calls == 20
    assert p.p50 == pytest.approx(10.5)
    assert p.p95 == pytest.approx(19.05)  # 1 + 0.95·19
    assert percentiles([]).p95 is None


def _run_record(number: int, seconds: float) -> RunRecord:
    start = datetime(2026, 1, 1, tzinfo=UTC)
    return RunRecord(
        id=f"run-{number}",
        created_at=start,
        finished_at=start + timedelta(seconds=seconds),
        status=RunStatus.COMPLETED,
        parameters={},
        profile=RewriteProfile(),
        generator_model=f"model-{number}",
        judge_model="judge",
        minimum_quality=0.8,
        code_version="test",
        warnings=[],
    )


def _samples(rewritten: int, fallback: int, refused: int, failed: int) -> RunSamples:
    samples = RunSamples()
    samples.outcomes.update(
        rewritten=rewritten, source_fallback=fallback, refused=refused, failed=failed
    )
    return samples


def test_summary_rates_and_ranking() -> None:
    # Same pass rate for #1 and #2; #2 loses fewer passages to refusals and failures.
    first = summarize(1, "#1", "runs/1", _run_record(1, 12.5), _samples(2, 0, 1, 1))
    second = summarize(2, "#2", "runs/2", _run_record(2, 3.0), _samples(2, 2, 0, 0))
    third = summarize(3, "#3", "runs/3", _run_record(3, 1.0), _samples(1, 3, 0, 0))

    assert first.passages == 4
    assert (
        first.pass_rate,
        first.source_fallback_rate,
        first.refusal_rate,
        first.failure_rate,
    ) == (
        0.5,
        0.0,
        0.25,
        0.25,
    )
    assert first.wall_time_s == 12.5
    assert rank([first, second, third]) == [2, 1, 3]
    empty = summarize(4, "#4", "runs/4", _run_record(4, 1.0), RunSamples())
    assert empty.pass_rate is None and empty.judge.invalid_reply_rate is None


def test_profiles_parse_and_combinations_multiply() -> None:
    params = benchmark_parameters(
        inputs=["corpus"],
        minimum_quality=0.8,
        profiles=["plain:pl", "academic:en", "casual"],
        models=["m1", "m2", "m1"],
    )

    combinations = params.combinations()

    assert [(c.profile.label(), c.model) for c in combinations] == [
        ("plain/pl", "m1"),
        ("plain/pl", "m2"),
        ("academic/en", "m1"),
        ("academic/en", "m2"),
        ("casual/preserve", "m1"),
        ("casual/preserve", "m2"),
    ]
    assert [c.number for c in combinations] == [1, 2, 3, 4, 5, 6]
    assert len({c.slug for c in combinations}) == 6
    run = params.run_parameters(combinations[3], "out/x")
    assert (run.profile.style, run.profile.language, run.model, run.out) == (
        Style.ACADEMIC,
        "en",
        "m2",
        "out/x",
    )
    with pytest.raises(UsageError, match=r"--profile 'poetic:en': style 'poetic' is not one of"):
        parse_profile("poetic:en")
    with pytest.raises(UsageError, match=r"--profile 'plain:de': language 'de' is not one of"):
        parse_profile("plain:de")


# --- plots and rendering -------------------------------------------------------------------------


def _decoded(png: bytes) -> np.ndarray[Any, Any]:
    pixels: np.ndarray[Any, Any] = mpimg.imread(io.BytesIO(png), format="png")
    return pixels


def _saturated(pixels: np.ndarray[Any, Any]) -> int:
    """Pixels with clearly coloured (not grey) RGB: the plots' marks, never the page's text."""
    rgb = pixels[..., :3]
    return int(((rgb.max(axis=-1) - rgb.min(axis=-1)) > 0.25).sum())


def test_plots_are_pngs_with_coloured_marks() -> None:
    labels = ["#1 plain/pl · a", "#2 plain/pl · b"]
    quality = [
        {"grammar": [0.9, 0.8, 0.95], "quality_score": [0.8, 0.7]},
        {"grammar": [], "quality_score": [0.5]},
    ]
    counts = [{"rewritten": 3, "failed": 1}, {"rewritten": 1, "refused": 3}]

    for png in (
        plots.quality_boxplots([1, 2], labels, quality),
        plots.outcome_shares([1, 2], labels, counts),
        plots.ai_probability_pairs([1, 2], labels, [{"d": [(0.9, 0.2)]}, {"d": []}]),
    ):
        assert png is not None
        pixels = _decoded(png)
        assert pixels.shape[0] > 100 and pixels.shape[1] > 300
        assert _saturated(pixels) > 500
    assert plots.ai_probability_pairs([1, 2], labels, [{}, {"d": []}]) is None


def _report(stats_count: int = 2) -> BenchmarkReport:
    stats = [
        summarize(
            n,
            f"#{n} plain/preserve · m<{n}>|x",
            f"runs/{n}",
            _run_record(n, 1.0),
            _samples(n, 1, 0, 0),
        )
        for n in range(1, stats_count + 1)
    ]
    return BenchmarkReport(
        created_at=datetime(2026, 1, 1, tzinfo=UTC),
        corpus=["corpus"],
        minimum_quality=0.8,
        judge_model="judge",
        detectors=["none"],
        combinations=stats,
        ranking=rank(stats),
        plots={},
    )


def test_markdown_and_html_carry_every_combination_and_inline_their_plots() -> None:
    report = _report()
    png = plots.outcome_shares([1, 2], ["a", "b"], [{"rewritten": 1}, {"failed": 1}])
    figures = [Plot("outcomes", "Passage outcomes", "plots/outcomes.png", png)]
    content = sections(report, figures)

    markdown = render_markdown(report, content, figures)
    page = render_html(report, content, figures)

    for stats in report.combinations:
        # A '|' inside a Markdown cell is escaped, so the table keeps its columns.
        assert stats.label.replace("|", "\\|") in markdown
        # HTML escapes the label's markup characters.
        assert f"#{stats.number} plain/preserve · m&lt;{stats.number}&gt;|x" in page
        assert f"m<{stats.number}>" not in page
    assert "![Passage outcomes](plots/outcomes.png)" in markdown
    # Nothing to fetch: no external script, stylesheet or image.
    assert not re.search(r"""(src|href)=["'](?!data:)""", page)
    (inline,) = re.findall(r'src="data:image/png;base64,([^"]+)"', page)
    assert base64.b64decode(inline) == png
    best = report.ranked()[0]
    assert f"Best overall: {best.label}." in markdown
    assert [row["combination"] for row in table_rows(report)] == [c.label for c in report.ranked()]


def _cost(total: float | None, currency: str | None = "USD", unknown: int = 0) -> RunCost:
    return RunCost(
        configured=True,
        currency=currency,
        total=total,
        priced_total=total if total is not None else 0.5,
        unknown_calls=unknown,
        by_stage={"generate": CostLine(calls=2, cost=total, priced_cost=total)},
    )


def test_cost_per_passage_per_combination() -> None:
    record = _run_record(1, 1.0)
    priced = summarize(1, "#1", "runs/1", record, _samples(2, 2, 0, 0), _cost(0.8))
    assert priced.cost_per_passage == pytest.approx(0.2)
    unknown = summarize(2, "#2", "runs/2", record, _samples(2, 2, 0, 0), _cost(None, unknown=3))
    assert unknown.cost_per_passage is None
    unset = summarize(3, "#3", "runs/3", record, _samples(1, 0, 0, 0))
    assert not unset.cost.configured and unset.cost_per_passage is None

    def report_of(*stats: Any) -> BenchmarkReport:
        return BenchmarkReport(
            created_at=datetime(2026, 1, 1, tzinfo=UTC),
            corpus=["c"],
            minimum_quality=0.8,
            judge_model=None,
            detectors=[],
            combinations=list(stats),
            ranking=rank(list(stats)),
            plots={},
        )

    cheap = summarize(4, "#4", "runs/4", record, _samples(2, 2, 0, 0), _cost(0.4))
    markdown = render_markdown(report := report_of(priced, cheap), sections(report, []), [])
    assert "Lowest cost per passage: #4 (0.1 USD)" in markdown
    assert "| 0.8 USD | 0.2 USD |" in markdown  # total and per passage, in the cost table
    assert [row["cost_per_passage"] for row in table_rows(report)] == [
        pytest.approx(0.2),
        pytest.approx(0.1),
    ]
    # One combination's spend is unknown: no cheapest is named, and the cell says why.
    markdown = render_markdown(report := report_of(priced, unknown), sections(report, []), [])
    assert "Lowest cost per passage" not in markdown
    assert "unknown (3 unpriced call(s))" in markdown
    markdown = render_markdown(report := report_of(unset), sections(report, []), [])
    assert "not configured" in markdown and "Lowest cost per passage" not in markdown


# --- the command line refuses before anything runs -----------------------------------------------


def test_benchmark_refuses_to_start_without_minimum_quality(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "A passage that must not be sent.\n"})

    result = CliRunner().invoke(
        app, ["benchmark", str(corpus), "--model", "a", "--model", "b", "--detector", "none"]
    )

    assert result.exit_code == 2
    assert result.stderr == MINIMUM_QUALITY_REQUIRED + "\n"
    assert result.stdout == ""
    assert route.seen == []
    assert not isolated_env.exists()


def test_benchmark_refuses_an_unknown_profile(route: ScriptedRoute, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "Text.\n"})

    result = CliRunner().invoke(
        app, ["benchmark", str(corpus), "--minimum-quality", "0.8", "--profile", "plain:fr"]
    )

    assert result.exit_code == 2
    assert result.stderr == ("--profile 'plain:fr': language 'fr' is not one of pl, en, preserve\n")
    assert route.seen == []


# --- one real benchmark flow ---------------------------------------------------------------------

PASSAGES = {
    "P1": "The harbour opens at six in the morning and closes at nine.",
    "P2": "Ticket prices for the ferry rise by ten percent in May.",
    "P3": "Ferries leave every hour from the north pier in summer.",
    "P4": "Whereas the aforementioned pier shall be closed henceforth.",
}
INVALID_REPLY = "I think this rewrite is fine."
# Input and output price per million tokens, as the benchmark test's SKRYBA_PRICES file says.
PRICES = {"stub-a": (1.0, 2.0), "stub-b": (3.0, 5.0), "stub-judge": (0.5, 0.25)}


def _tag(passage: str) -> str:
    return next(tag for tag, text in PASSAGES.items() if text == passage)


def _generator(passage: str, n: int) -> str:
    # The runs are sequential and the route counts per passage: calls 0-1 are model a's two
    # candidates, calls 2-3 model b's.
    return f"{_tag(passage)} {'a' if n < 2 else 'b'}{n % 2}"


def _judge(source: str, candidate: str) -> dict[str, Any] | str:
    if candidate == source:
        if source == PASSAGES["P4"]:
            return evaluation(style_matched=False, readability=0.4)
        return evaluation(naturalness=0.6)  # on profile, under the threshold: a fallback
    verdicts: dict[str, dict[str, Any] | str] = {
        "P1 a0": evaluation(grammar=0.9),
        "P1 a1": evaluation(coherence=0.85),
        "P2 a0": evaluation(readability=0.88),
        "P2 a1": evaluation(meaning_preservation=0.5, critical_error=True),
        "P3 a0": evaluation(factual_consistency=0.3),
        "P3 a1": evaluation(naturalness=0.7),
        "P4 a0": evaluation(style_matched=False),
        "P4 a1": evaluation(grammar=0.6),
        "P1 b0": evaluation(grammar=0.99),
        "P1 b1": evaluation(grammar=0.82),
        "P2 b0": INVALID_REPLY,
        "P2 b1": evaluation(),
        "P3 b0": evaluation(readability=0.81),
        "P3 b1": evaluation(readability=0.5),
        "P4 b0": evaluation(meaning_preservation=0.2),
        "P4 b1": evaluation(style_matched=False),
    }
    return verdicts[candidate]


def _histories(store: AuditStore, run_id: str) -> list[PassageHistory]:
    return [store.passage_history(run_id, p.id) for p in store.run_history(run_id).passages]


def _quantiles(values: Sequence[float]) -> tuple[float, float, float]:
    if len(values) == 1:
        return values[0], values[0], values[0]
    q1, median, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, median, q3


def _score(evaluation: Any, name: str) -> float:
    value = evaluation.quality_score if name == "quality_score" else evaluation.scores[name]
    assert isinstance(value, float)
    return value


def _check_against_store(entry: dict[str, Any], store: AuditStore) -> None:
    """Every figure of one combination, recomputed here from the stored rows."""
    run_id = entry["run_id"]
    counts = store.counts(run_id)
    total = sum(counts.values())
    assert entry["passages"] == total
    assert entry["counts"] == counts
    assert entry["pass_rate"] == counts["rewritten"] / total
    assert entry["source_fallback_rate"] == counts["source_fallback"] / total
    assert entry["refusal_rate"] == counts["refused"] / total
    assert entry["failure_rate"] == counts["failed"] / total

    histories = _histories(store, run_id)
    evaluations = [e for h in histories for e in h.evaluations]
    candidates = [c for h in histories for c in h.candidates]
    invalid = [e for e in evaluations if e.error and e.error != "Brama quality evaluation failed"]
    assert entry["judge"]["evaluations"] == len(evaluations)
    assert entry["judge"]["invalid_replies"] == len(invalid)
    assert entry["judge"]["invalid_reply_rate"] == len(invalid) / len(evaluations)

    scored = [e for e in evaluations if e.subject == "candidate" and e.scores is not None]
    for name in (*DIMENSIONS, "quality_score"):
        values = [_score(e, name) for e in scored]
        reported = entry["quality"][name]
        assert reported["n"] == len(values)
        assert reported["mean"] == pytest.approx(statistics.fmean(values))
        assert (reported["min"], reported["max"]) == (min(values), max(values))
        assert (reported["q1"], reported["median"], reported["q3"]) == pytest.approx(
            _quantiles(values)
        )

    # AI probability, from each passage's stored result rather than the detection rows.
    pairs: dict[str, list[tuple[float, float]]] = {}
    for history in histories:
        result = history.result
        assert result is not None
        if result.winner_position is None:
            continue
        source = {d.detector: d.probability for d in result.source_detections}
        for detection in result.candidates[result.winner_position].detections:
            before = source.get(detection.detector)
            if before is not None and detection.probability is not None:
                pairs.setdefault(detection.detector, []).append((before, detection.probability))
    assert set(entry["ai_probability"]) == set(pairs)
    for detector, both in pairs.items():
        shift = entry["ai_probability"][detector]
        assert shift["pairs"] == len(both)
        assert shift["source_mean"] == pytest.approx(statistics.fmean(b for b, _ in both))
        assert shift["output_mean"] == pytest.approx(statistics.fmean(a for _, a in both))

    for kind, calls in (
        ("generate", [c.generation for c in candidates]),
        ("judge", [e.call for e in evaluations]),
    ):
        latencies = [c.latency_s for c in calls if c.latency_s is not None]
        assert entry["latency_s"][kind]["calls"] == len(latencies)
        assert entry["latency_s"][kind]["p50"] == pytest.approx(statistics.median(latencies))
        assert entry["latency_s"][kind]["p95"] == pytest.approx(
            statistics.quantiles(latencies, n=20, method="inclusive")[18]
        )
        assert entry["tokens"][kind] == {
            "tokens_in": sum(c.prompt_tokens or 0 for c in calls),
            "tokens_out": sum(c.completion_tokens or 0 for c in calls),
        }
    run = store.get_run(run_id)
    assert run.finished_at is not None
    assert entry["wall_time_s"] == (run.finished_at - run.created_at).total_seconds()
    assert entry["generator_model"] == run.generator_model

    # Spend, from the stored usage and the test's price table (see the benchmark test).
    generator_price = PRICES[run.generator_model]
    judge_price = PRICES[run.judge_model]
    spend = sum(
        (c.prompt_tokens or 0) * generator_price[0]
        + (c.completion_tokens or 0) * generator_price[1]
        for c in (c.generation for c in candidates)
    ) + sum(
        (c.prompt_tokens or 0) * judge_price[0] + (c.completion_tokens or 0) * judge_price[1]
        for c in (e.call for e in evaluations)
    )
    assert all(
        c.prompt_tokens is not None
        for c in [*(c.generation for c in candidates), *(e.call for e in evaluations)]
        if c.latency_s is not None
    )
    assert entry["cost"]["total"] == pytest.approx(spend / 1e6)
    assert entry["cost_per_passage"] == pytest.approx(spend / 1e6 / total)


def _chromium_run(page: Path, profile: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    return chromium(page.as_uri(), profile, "--window-size=1280,6000", *arguments)


PROBE = """<script>
window.addEventListener("load", () => {
  const probe = document.createElement("pre");
  probe.id = "probe";
  probe.textContent = JSON.stringify([...document.images].map(
    (i) => ({alt: i.alt, width: i.naturalWidth, height: i.naturalHeight, complete: i.complete})));
  document.body.appendChild(probe);
});
</script>"""


def _check_html_in_chromium(html_path: Path, plot_count: int, tmp_path: Path) -> None:
    page = html_path.read_text(encoding="utf-8")
    # Which images decoded: a copy of the page with a probe that lists them once loaded.
    probe_page = tmp_path / "probe.html"
    probe_page.write_text(page.replace("</body>", PROBE + "</body>"), encoding="utf-8")
    dom = _chromium_run(probe_page, tmp_path / "chromium", "--dump-dom").stdout
    found = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.DOTALL)
    assert found, dom[-2000:]
    images = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    assert len(images) == plot_count
    for image in images:
        assert image["complete"] and image["width"] > 300 and image["height"] > 100, image

    # What a reader sees: the page itself, and as control the page with its images hidden.
    shot = tmp_path / "page.png"
    _chromium_run(html_path, tmp_path / "chromium", f"--screenshot={shot}")
    hidden_page = tmp_path / "hidden.html"
    hidden_page.write_text(
        page.replace("</style>", "img { visibility: hidden; }</style>"), encoding="utf-8"
    )
    hidden_shot = tmp_path / "hidden.png"
    _chromium_run(hidden_page, tmp_path / "chromium", f"--screenshot={hidden_shot}")
    shown = _saturated(mpimg.imread(shot))
    control = _saturated(mpimg.imread(hidden_shot))
    assert control < 200, control
    assert shown > 20_000, shown


@pytest.mark.usefixtures("prefect_server", "restore_cli_side_effects")
def test_benchmark_rates_equal_the_audit_store_and_the_page_shows_its_plots(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey

    corpus = write_corpus(tmp_path, {"ferry.txt": "\n\n".join(PASSAGES.values()) + "\n"})
    route.generator = _generator
    route.judge = _judge
    sources = {text: 0.9 - 0.1 * i for i, text in enumerate(PASSAGES.values())}
    # Model b's rewrites read as more machine-made than model a's.
    outputs = {
        f"P{p} {m}{k}": 0.05 * (p + k) + (0.3 if m == "b" else 0.0)
        for p in range(1, 5)
        for m in "ab"
        for k in range(2)
    }
    # "strict" cannot score one of model a's winners, so its pairs differ from "fake"'s.
    register(
        monkeypatch,
        [
            FakeDetector({**sources, **outputs}),
            FakeDetector({**sources, **outputs}, name="strict", failing=frozenset({"P2 a0"})),
        ],
    )
    prices = tmp_path / "prices.toml"
    prices.write_text(
        'currency = "USD"\n[stub-a]\ninput = 1.0\noutput = 2.0\n'
        "[stub-b]\ninput = 3.0\noutput = 5.0\n[stub-judge]\ninput = 0.5\noutput = 0.25\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("SKRYBA_PRICES", str(prices))
    out = tmp_path / "bench"
    options = ["--minimum-quality", "0.8", "--candidates", "2", "--out", str(out), "--json"]
    # Toy rewrites that drop the source's facts: the guard (tested on its own) is off here.
    options += ["--guard", "off"]
    models = ["--model", "stub-a", "--model", "stub-b"]
    detectors = ["--detector", "fake", "--detector", "strict"]

    result = CliRunner().invoke(app, ["benchmark", str(corpus), *models, *detectors, *options])

    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    data = json.loads((out / "benchmark.json").read_text(encoding="utf-8"))
    entries = data["combinations"]
    assert [e["run_id"] for e in entries] == [run["run_id"] for run in printed["runs"]]
    assert [e["generator_model"] for e in entries] == ["stub-a", "stub-b"]
    assert len({e["run_id"] for e in entries}) == 2
    # Known outcomes of the script.
    assert [e["counts"] for e in entries] == [
        {"rewritten": 2, "source_fallback": 1, "refused": 1, "failed": 0},
        {"rewritten": 2, "source_fallback": 0, "refused": 1, "failed": 1},
    ]
    assert [e["judge"]["invalid_replies"] for e in entries] == [0, 1]
    assert entries[0]["ai_probability"]["fake"]["pairs"] == 2
    assert entries[0]["ai_probability"]["strict"]["pairs"] == 1
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        for entry in entries:
            _check_against_store(entry, store)
    # Model a rewrote as often, lost fewer passages and its rewrites scored lower.
    assert data["ranking"] == [1, 2]

    markdown = (out / "benchmark.md").read_text(encoding="utf-8")
    assert "cost / passage" in markdown and "Lowest cost per passage:" in markdown
    for entry in entries:
        assert entry["label"] in markdown
        assert (out / entry["out"] / "report.json").is_file()
    assert set(data["plots"]) == {"outcomes", "quality", "ai_probability"}
    for name, filename in data["plots"].items():
        assert f"]({filename})" in markdown, name
        assert _decoded((out / filename).read_bytes()).size > 0

    # The Prefect table artifact holds the same summary.
    with get_client(sync_client=True) as client:
        artifacts = client.read_artifacts(
            artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=["skryba-benchmark"]))
        )
    latest = max(artifacts, key=lambda a: a.created or datetime.min.replace(tzinfo=UTC))
    assert isinstance(latest.data, str)
    rows = json.loads(latest.data)
    report = BenchmarkReport.model_validate(data)
    assert rows == json.loads(json.dumps(table_rows(report)))
    assert [row["run_id"] for row in rows] == [entries[0]["run_id"], entries[1]["run_id"]]

    _check_html_in_chromium(out / "benchmark.html", len(data["plots"]), tmp_path)


def test_benchmark_parameters_reject_nothing_silently() -> None:
    with pytest.raises(ValueError):
        BenchmarkParameters(inputs=[], minimum_quality=0.8)
    # Repeated models and profiles collapse to one combination each.
    params = BenchmarkParameters(
        inputs=["c"], minimum_quality=0.8, models=["m", "m"], profiles=[parse_profile("plain")] * 2
    )
    assert len(params.combinations()) == 1
