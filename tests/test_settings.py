"""The judge model defaults to the generator's, with a warning or, on request, a refusal."""

from __future__ import annotations

from pathlib import Path

import pytest

from skryba.errors import ConfigurationError, UsageError
from skryba.settings import Settings
from tests.stub_route import ScriptedRoute


def test_unset_judge_model_is_the_generator_and_the_run_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SKRYBA_BRAMA_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("SKRYBA_MODEL", "gen-1")

    settings = Settings()

    assert settings.effective_judge_model == "gen-1"
    assert settings.check_judge() == (
        "the judge model 'gen-1' is the generator model: the maker grades its own work "
        "(set SKRYBA_JUDGE_MODEL or --judge-model to a different model)"
    )


def test_a_distinct_judge_gives_no_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKRYBA_BRAMA_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("SKRYBA_MODEL", "gen-1")
    monkeypatch.setenv("SKRYBA_JUDGE_MODEL", "judge-2")

    settings = Settings()

    assert settings.effective_judge_model == "judge-2"
    assert settings.check_judge() is None


def test_require_distinct_judge_refuses_the_maker_as_its_own_judge(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SKRYBA_BRAMA_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("SKRYBA_MODEL", "gen-1")
    monkeypatch.setenv("SKRYBA_REQUIRE_DISTINCT_JUDGE", "true")

    with pytest.raises(ConfigurationError) as refused:
        Settings().check_judge()

    assert isinstance(refused.value, UsageError)
    assert "--require-distinct-judge" in str(refused.value)


@pytest.mark.usefixtures("prefect_server")
def test_the_cli_flag_refuses_to_start_before_any_call(
    route: ScriptedRoute, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from typer.testing import CliRunner

    from skryba.cli import app

    monkeypatch.delenv("SKRYBA_JUDGE_MODEL")
    corpus = tmp_path / "in.txt"
    corpus.write_text("A passage.\n", encoding="utf-8")

    result = CliRunner().invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.5",
            "--detector",
            "none",
            "--require-distinct-judge",
            "--out",
            str(tmp_path / "out"),
        ],
    )

    assert result.exit_code == 2
    assert "--require-distinct-judge: the judge model 'stub-generator'" in result.stderr
    assert route.seen == []
