"""``skryba detectors list`` and ``skryba detectors calibrate``.

The calibration tests inject a criterion read from the text itself, so the expected figures are
computed here independently: AUROC by counting pairs, the constants by the maximum-likelihood
score equations, the threshold by trying every cut-off.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from skryba.cli import detectors as cli_detectors
from skryba.cli.detectors import CriterionSource, detectors_app
from skryba.detectors.calibration import load_calibration
from skryba.detectors.local import MAX_SCORED_TOKENS
from skryba.detectors.registry import FACTORIES
from skryba.errors import UnsupportedText

CANARY = "canary-key-93e1b7a0c4d2"

HUMAN = [0.1, 0.5, 0.9, 1.4, 2.0, -0.3, 0.7, 1.1, 0.7, 1.6]
AI = [1.2, 1.9, 2.5, 3.1, 0.8, 2.2, 2.8, 1.4, 3.6]


def fake_criterion(text: str) -> float:
    """The criterion written in the text (``"... c=1.25"``); ``skip`` marks an unsupported one."""
    if "skip" in text:
        raise UnsupportedText("the fake detector refuses this text")
    return float(text.rsplit("c=", 1)[1])


@pytest.fixture
def fake_source(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(
        cli_detectors.CRITERIA,
        "local",
        lambda: CriterionSource(model="fake-model.gguf", criterion=fake_criterion),
    )


def write_lines(path: Path, values: list[float]) -> Path:
    path.write_text(
        "".join(f"text number {i} c={v}\n\n" for i, v in enumerate(values)), encoding="utf-8"
    )
    return path


def write_jsonl(path: Path, values: list[float]) -> Path:
    lines = [json.dumps({"id": i, "text": f"text number {i} c={v}"}) for i, v in enumerate(values)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def run(*args: str) -> Any:
    result = CliRunner().invoke(detectors_app, list(args))
    return result


def brute_force_auroc(human: list[float], ai: list[float]) -> float:
    wins = sum(1.0 if a > h else 0.5 if a == h else 0.0 for a in ai for h in human)
    return wins / (len(ai) * len(human))


def brute_force_threshold(human: list[float], fpr: float) -> float:
    """The lowest human criterion such that at most ``fpr`` of the human texts lie above it."""
    allowed = [c for c in human if sum(h > c for h in human) <= fpr * len(human)]
    return min(allowed)


def log_likelihood(a: float, b: float, xs: list[float], ys: list[int]) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = 1.0 / (1.0 + math.exp(-(a * x + b)))
        total += math.log(p) if y else math.log(1.0 - p)
    return total


# --- calibrate ----------------------------------------------------------------------------------


@pytest.mark.parametrize("fpr", ["0.01", "0.25"])
def test_calibrate_matches_an_independent_computation(
    fake_source: None, tmp_path: Path, fpr: str
) -> None:
    human = write_lines(tmp_path / "human.txt", HUMAN)
    ai = write_jsonl(tmp_path / "ai.jsonl", AI)
    out = tmp_path / "nested" / "calibration.json"

    result = run(
        "calibrate",
        "--human",
        str(human),
        "--ai",
        str(ai),
        "--out",
        str(out),
        "--fpr",
        fpr,
        "--json",
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)

    cal = report["calibration"]
    assert (cal["n"], cal["n_human"], cal["n_ai"]) == (len(HUMAN) + len(AI), len(HUMAN), len(AI))
    assert cal["auroc"] == pytest.approx(brute_force_auroc(HUMAN, AI), abs=1e-12)
    assert cal["model"] == "fake-model.gguf"

    # The maximum-likelihood constants solve the score equations of the logistic model.
    a, b = cal["curve"]["a"], cal["curve"]["b"]
    xs, ys = HUMAN + AI, [0] * len(HUMAN) + [1] * len(AI)
    residuals = [y - 1.0 / (1.0 + math.exp(-(a * x + b))) for x, y in zip(xs, ys, strict=True)]
    assert abs(sum(residuals)) < 1e-5
    assert abs(sum(r * x for r, x in zip(residuals, xs, strict=True))) < 1e-5
    best = log_likelihood(a, b, xs, ys)
    for da, db in [(0.05, 0), (-0.05, 0), (0, 0.05), (0, -0.05)]:
        assert log_likelihood(a + da, b + db, xs, ys) < best
    assert a > 0

    cut = report["threshold"]
    expected_cut = brute_force_threshold(HUMAN, float(fpr))
    assert cut["criterion"] == expected_cut
    assert cut["false_positive_rate"] == sum(h > expected_cut for h in HUMAN) / len(HUMAN)
    assert cut["false_positive_rate"] <= float(fpr)
    assert cut["true_positive_rate"] == sum(x > expected_cut for x in AI) / len(AI)
    assert cut["probability"] == pytest.approx(1.0 / (1.0 + math.exp(-(a * expected_cut + b))))

    saved = load_calibration(out)
    assert saved.curve.a == a and saved.curve.b == b
    assert saved.auroc == cal["auroc"]
    assert report["path"] == str(out)


def test_calibrate_prints_the_figures(fake_source: None, tmp_path: Path) -> None:
    human = write_lines(tmp_path / "human.txt", HUMAN)
    ai = write_lines(tmp_path / "ai.txt", AI)
    out = tmp_path / "calibration.json"
    result = run("calibrate", "--human", str(human), "--ai", str(ai), "--out", str(out))
    assert result.exit_code == 0, result.output
    saved = load_calibration(out)
    assert f"AUROC: {brute_force_auroc(HUMAN, AI):.4f}" in result.stdout
    assert f"a = {saved.curve.a:.6g}, b = {saved.curve.b:.6g}" in result.stdout
    assert f"criterion > {max(HUMAN):.6g}" in result.stdout
    assert f"saved: {out}" in result.stdout


def test_calibrate_defaults_to_the_user_config_dir(
    fake_source: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    human = write_lines(tmp_path / "human.txt", HUMAN)
    ai = write_lines(tmp_path / "ai.txt", AI)
    result = run("calibrate", "--human", str(human), "--ai", str(ai))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "config" / "skryba" / "local_calibration.json").is_file()

    override = tmp_path / "elsewhere.json"
    monkeypatch.setenv("SKRYBA_LOCAL_CALIBRATION", str(override))
    result = run("calibrate", "--human", str(human), "--ai", str(ai))
    assert result.exit_code == 0, result.output
    assert load_calibration(override).n == len(HUMAN) + len(AI)


def test_calibrate_reports_and_excludes_skipped_texts(fake_source: None, tmp_path: Path) -> None:
    human = tmp_path / "human.txt"
    human.write_text("a c=0.1\nskip me c=9\nb c=0.4\nc c=1.5\n", encoding="utf-8")
    ai = tmp_path / "ai.txt"
    ai.write_text("d c=1.0\ne c=2.0\nskip c=-5\nf c=0.2\n", encoding="utf-8")
    out = tmp_path / "calibration.json"
    result = run("calibrate", "--human", str(human), "--ai", str(ai), "--out", str(out), "--json")
    assert result.exit_code == 0, result.output
    assert "skipped human text 2: the fake detector refuses this text" in result.stderr
    assert "skipped AI text 3" in result.stderr
    report = json.loads(result.stdout)
    assert report["calibration"]["n_human"] == 3 and report["calibration"]["n_ai"] == 3
    assert report["calibration"]["auroc"] == pytest.approx(
        brute_force_auroc([0.1, 0.4, 1.5], [1.0, 2.0, 0.2])
    )


def test_calibrate_needs_both_classes_scored(fake_source: None, tmp_path: Path) -> None:
    human = write_lines(tmp_path / "human.txt", HUMAN)
    ai = tmp_path / "ai.txt"
    ai.write_text("skip c=1\n", encoding="utf-8")
    out = tmp_path / "calibration.json"
    result = run("calibrate", "--human", str(human), "--ai", str(ai), "--out", str(out))
    assert result.exit_code == 2
    assert "at least one scored human and one scored AI text" in result.stderr
    assert not out.exists()


def test_calibrate_rejects_a_bad_jsonl_line(fake_source: None, tmp_path: Path) -> None:
    human = write_lines(tmp_path / "human.txt", HUMAN)
    ai = tmp_path / "ai.jsonl"
    ai.write_text('{"text": "x c=1"}\n{"body": "no text"}\n', encoding="utf-8")
    result = run(
        "calibrate", "--human", str(human), "--ai", str(ai), "--out", str(tmp_path / "c.json")
    )
    assert result.exit_code == 2
    assert f"{ai}:2" in result.stderr and '"text"' in result.stderr


def test_calibrate_refuses_a_detector_without_a_criterion(tmp_path: Path) -> None:
    human = write_lines(tmp_path / "human.txt", HUMAN)
    ai = write_lines(tmp_path / "ai.txt", AI)
    result = run("calibrate", "--human", str(human), "--ai", str(ai), "--detector", "gptzero")
    assert result.exit_code == 2
    assert "only local can be calibrated" in result.stderr


def test_calibrate_with_the_real_local_detector(tmp_path: Path) -> None:
    """The whole path once with the bundled model: its criterion, the fit, the saved file."""
    human = tmp_path / "human.txt"
    human.write_text(
        "I missed the bus again this morning, so I walked, and the rain was nice until my shoe "
        "started leaking.\n"
        "The plumber came at nine, looked at the pipe, swore quietly and said he would be back "
        "on Thursday with a part.\n",
        encoding="utf-8",
    )
    ai = tmp_path / "ai.txt"
    ai.write_text(
        "Artificial intelligence is transforming many industries by automating tasks, improving "
        "efficiency, and enabling new insights from data.\n"
        "Climate change is a complex global challenge that requires coordinated action from "
        "governments, businesses, and individuals around the world.\n",
        encoding="utf-8",
    )
    out = tmp_path / "calibration.json"
    result = run("calibrate", "--human", str(human), "--ai", str(ai), "--out", str(out), "--json")
    assert result.exit_code == 0, result.output
    saved = load_calibration(out)
    # Fitted on the criterion as rewrite computes it, so rewrite accepts the saved curve.
    assert saved.n == 4 and saved.model == "SmolLM2-135M-Instruct.Q4_1.F16.gguf"
    assert saved.max_tokens == MAX_SCORED_TOKENS
    assert all(math.isfinite(v) for v in (saved.curve.a, saved.curve.b))


# --- list ---------------------------------------------------------------------------------------


def test_list_shows_every_detector_without_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKRYBA_GPTZERO_API_KEY", CANARY)
    monkeypatch.setenv("SKRYBA_SAPLING_API_KEY", CANARY)
    monkeypatch.setenv("SKRYBA_SAPLING_URL", "http://127.0.0.1:9999/sapling/")
    monkeypatch.setenv("SKRYBA_COPYLEAKS_API_KEY", CANARY)

    table = run("list")
    assert table.exit_code == 0, table.output
    assert CANARY not in table.output
    for name in FACTORIES:
        assert name in table.stdout

    as_json = run("list", "--json")
    assert as_json.exit_code == 0
    assert CANARY not in as_json.output
    rows = {row["name"]: row for row in json.loads(as_json.stdout)}
    assert list(rows) == list(FACTORIES)
    assert rows["gptzero"]["configured"] is True
    assert rows["gptzero"]["base_url"] == "https://api.gptzero.me"
    assert rows["sapling"]["base_url"] == "http://127.0.0.1:9999/sapling"
    assert rows["zerogpt"]["configured"] is False
    assert "SKRYBA_ZEROGPT_API_KEY" in rows["zerogpt"]["status"]
    assert rows["copyleaks"]["configured"] is False
    assert "SKRYBA_COPYLEAKS_EMAIL" in rows["copyleaks"]["status"]
    assert (rows["winston"]["languages"], rows["winston"]["min_length"]) == ("en", "300 chars")
    assert rows["copyleaks"]["languages"] == "en, pl"
    assert rows["copyleaks"]["max_length"] == "25,000 chars"


def test_list_flags_invalid_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKRYBA_WINSTON_API_KEY", CANARY)
    monkeypatch.setenv("SKRYBA_WINSTON_URL", "gowinston.ai")
    result = run("list", "--json")
    assert result.exit_code == 0
    rows = {row["name"]: row for row in json.loads(result.stdout)}
    assert rows["winston"]["configured"] is False
    assert rows["winston"]["status"] == "invalid SKRYBA_WINSTON_URL"


def test_list_names_the_shared_call_timeout_as_it_is_spelled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SKRYBA_CALL_TIMEOUT", "-1")
    result = run("list", "--json")
    assert result.exit_code == 0
    rows = {row["name"]: row for row in json.loads(result.stdout)}
    assert rows["gptzero"]["status"] == "invalid SKRYBA_CALL_TIMEOUT"
