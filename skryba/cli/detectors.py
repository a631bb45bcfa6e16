"""``skryba detectors``: which detectors exist and are configured; refitting the local curve.

``list`` shows every name ``--detector`` accepts: configured or not (a key is present -- the
key itself is never printed), languages, length limits and base URL.

``calibrate`` scores the user's labelled texts with the local detector's raw criterion, fits the
logistic curve that maps it to a probability, prints AUROC, the constants and the threshold at a
false-positive rate (default 1%), and saves the fit to the user calibration file
(``SKRYBA_LOCAL_CALIBRATION``, else ``local_calibration.json`` in the user's config folder).
"""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from rich.console import Console
from rich.table import Table

from skryba.cli.support import PlainCommand, PlainGroup
from skryba.detectors.calibration import CALIBRATION_ENV, user_calibration_path
from skryba.detectors.copyleaks import CopyleaksDetector
from skryba.detectors.gptzero import GPTZeroDetector
from skryba.detectors.http_base import HttpDetector
from skryba.detectors.originality import OriginalityDetector
from skryba.detectors.registry import FACTORIES
from skryba.detectors.sapling import SaplingDetector
from skryba.detectors.vendor_settings import CopyleaksSettings
from skryba.detectors.winston import WinstonDetector
from skryba.detectors.zerogpt import ZeroGPTDetector
from skryba.errors import SkrybaError, UnsupportedText, UsageError

if TYPE_CHECKING:
    from skryba.detectors.calibration import Calibration

detectors_app = typer.Typer(
    cls=PlainGroup,
    help="AI-text detectors: what is configured, and refitting the local detector's curve.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
stdout = Console()
stderr = Console(stderr=True)

EXIT_FAILED, EXIT_USAGE = 1, 2
JSONL_SUFFIXES = (".jsonl", ".ndjson")

ADAPTERS: dict[str, type[HttpDetector[Any]]] = {
    cls.spec.name: cls
    for cls in (
        GPTZeroDetector,
        SaplingDetector,
        OriginalityDetector,
        CopyleaksDetector,
        WinstonDetector,
        ZeroGPTDetector,
    )
}


# --- list ---------------------------------------------------------------------------------------


class DetectorRow(BaseModel):
    """One line of ``skryba detectors list``."""

    model_config = ConfigDict(frozen=True)

    name: str
    configured: bool
    status: str
    languages: str
    min_length: str
    max_length: str
    base_url: str


def detector_rows() -> list[DetectorRow]:
    """Every detector ``--detector`` accepts, in registry order; keys are never included."""
    rows: list[DetectorRow] = []
    for name in FACTORIES:
        if name in ADAPTERS:
            rows.append(_service_row(ADAPTERS[name]))
        elif name == "local":
            rows.append(_local_row())
        else:
            rows.append(
                DetectorRow(
                    name=name,
                    configured=True,
                    status="built in",
                    languages="?",
                    min_length="?",
                    max_length="?",
                    base_url="-",
                )
            )
    return rows


def _service_row(cls: type[HttpDetector[Any]]) -> DetectorRow:
    spec = cls.spec
    limits = {
        "languages": ", ".join(sorted(spec.languages)),
        "min_length": f"{spec.min_chars:,} chars",
        "max_length": f"{spec.max_chars:,} chars" if spec.max_chars is not None else "-",
    }
    try:
        settings = cls.settings_class()
    except ValidationError as exc:
        fields = ", ".join(_variable(spec.env_prefix, error["loc"]) for error in exc.errors())
        return DetectorRow(
            name=spec.name, configured=False, status=f"invalid {fields}", base_url="?", **limits
        )
    missing = [] if settings.has_key else [spec.key_variable]
    if isinstance(settings, CopyleaksSettings) and not settings.email:
        missing.append(f"{spec.env_prefix}EMAIL")
    status = "key set" if not missing else "missing " + ", ".join(missing)
    return DetectorRow(
        name=spec.name, configured=not missing, status=status, base_url=settings.url, **limits
    )


def _variable(env_prefix: str, loc: tuple[int | str, ...]) -> str:
    """The variable a settings error is about; a shared one (an alias) is already whole."""
    name = str(loc[0]).upper() if loc else ""
    return name if name.startswith("SKRYBA_") else env_prefix + name


def _local_row() -> DetectorRow:
    try:
        from skryba.detectors.local import MIN_TOKENS, LocalDetector
        from skryba.embedded.model import gguf_path

        if importlib.util.find_spec("llama_cpp") is None:
            raise UsageError("llama-cpp-python is not installed")
        model = gguf_path().name
    except (ImportError, SkrybaError) as exc:
        return DetectorRow(
            name="local",
            configured=False,
            status=f"unavailable: {exc}",
            languages="en",
            min_length="-",
            max_length="-",
            base_url="in-process",
        )
    calibration = user_calibration_path()
    curve = f"user calibration file {calibration}" if calibration.is_file() else "shipped curve"
    return DetectorRow(
        name="local",
        configured=True,
        status=f"bundled {model}; {curve}",
        languages=", ".join(sorted(LocalDetector.languages)),
        min_length=f"{MIN_TOKENS} tokens",
        max_length="-",
        base_url="in-process",
    )


@detectors_app.command("list", cls=PlainCommand)
def list_detectors(
    as_json: Annotated[bool, typer.Option("--json", help="Print the rows as JSON.")] = False,
) -> None:
    """Show every detector: configured or not, languages, length limits, base URL."""
    rows = detector_rows()
    if as_json:
        sys.stdout.write(json.dumps([row.model_dump() for row in rows], indent=2) + "\n")
        return
    table = Table(title="Detectors (--detector NAME)")
    table.add_column("Detector")
    table.add_column("Configured")
    table.add_column("Languages")
    table.add_column("Length")
    table.add_column("Base URL", overflow="fold")
    for row in rows:
        mark = "[green]yes[/]" if row.configured else "[red]no[/]"
        table.add_row(row.name, mark, row.languages, _length(row), row.base_url)
    stdout.print(table)
    # Statuses name environment variables, never their values.
    for row in rows:
        stdout.print(f"{row.name}: {row.status}", markup=False, highlight=False)


def _length(row: DetectorRow) -> str:
    if row.max_length == "-":
        return "any" if row.min_length in ("1 chars", "-") else f">= {row.min_length}"
    return f"{row.min_length.removesuffix(' chars')}-{row.max_length}"


# --- calibrate ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CriterionSource:
    """A detector's raw criterion: higher means more AI-like; UnsupportedText to skip a text."""

    model: str
    criterion: Callable[[str], float]
    # The bound on scored tokens the criterion uses (0: every token), kept in the calibration.
    max_tokens: int = 0


def _local_criterion() -> CriterionSource:
    from skryba.detectors.calibration import load_calibration
    from skryba.detectors.local import CALIBRATION_PATH, LocalDetector

    # The curve is what is being refitted: the shipped one is passed only so that a saved
    # curve fitted on other criteria (an older model or bound) does not stop its own refit.
    detector = LocalDetector(calibration=load_calibration(CALIBRATION_PATH))

    def criterion(text: str) -> float:
        reason = detector.unsupported_reason(text, None)
        if reason is not None:
            raise UnsupportedText(reason)
        return detector.criterion(text).criterion

    return CriterionSource(
        model=detector.model_path.name, criterion=criterion, max_tokens=detector.max_tokens
    )


# Only detectors with a raw criterion behind their probability can be calibrated.
CRITERIA: dict[str, Callable[[], CriterionSource]] = {"local": _local_criterion}


class Threshold(BaseModel):
    """Flag a text as AI when its criterion exceeds ``criterion`` (probability ``probability``)."""

    model_config = ConfigDict(frozen=True)

    target_fpr: float
    criterion: float
    probability: float
    false_positive_rate: float = Field(description="Share of the human texts flagged.")
    true_positive_rate: float = Field(description="Share of the AI texts flagged.")


@dataclass(frozen=True)
class CalibrationReport:
    """What ``calibrate`` fitted, measured and skipped."""

    calibration: Calibration
    threshold: Threshold
    skipped: list[str]

    def as_json(self) -> dict[str, Any]:
        """The report as plain JSON data."""
        return {
            "calibration": self.calibration.model_dump(mode="json"),
            "threshold": self.threshold.model_dump(mode="json"),
            "skipped": list(self.skipped),
        }


def read_labelled_texts(path: Path) -> list[str]:
    """Texts from ``path``: one per non-blank line, or JSONL objects with ``text``."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {exc}") from None
    jsonl = path.suffix.lower() in JSONL_SUFFIXES
    texts: list[str] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        if not jsonl:
            texts.append(line.strip())
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise UsageError(f"{path}:{number}: not a JSON object ({exc.msg})") from None
        text = item.get("text") if isinstance(item, dict) else None
        if not isinstance(text, str) or not text.strip():
            raise UsageError(f'{path}:{number}: no non-empty string "text"')
        texts.append(text.strip())
    if not texts:
        raise UsageError(f"{path}: no texts")
    return texts


def threshold_at_fpr(
    human: Sequence[float], ai: Sequence[float], target_fpr: float
) -> tuple[float, float, float]:
    """``(criterion, fpr, tpr)``: the lowest cut-off flagging at most ``target_fpr`` of the human
    texts (a text is flagged when its criterion is strictly above the cut-off)."""
    ordered = sorted(human, reverse=True)
    allowed = math.floor(target_fpr * len(ordered))
    cut = ordered[allowed]
    fpr = sum(c > cut for c in human) / len(human)
    tpr = sum(c > cut for c in ai) / len(ai)
    return cut, fpr, tpr


def calibrate_texts(
    human_texts: Sequence[str],
    ai_texts: Sequence[str],
    source: CriterionSource,
    *,
    target_fpr: float = 0.01,
    fitted_on: str,
    progress: Callable[[], None] | None = None,
) -> CalibrationReport:
    """Score both sets with ``source``, fit the logistic curve, measure AUROC and a threshold."""
    from skryba.detectors.calibration import Calibration, auroc, fit_logistic, log_loss

    skipped: list[str] = []

    def scored(texts: Sequence[str], label: str) -> list[float]:
        values: list[float] = []
        for index, text in enumerate(texts, start=1):
            try:
                values.append(source.criterion(text))
            except UnsupportedText as exc:
                skipped.append(f"{label} text {index}: {exc}")
            if progress is not None:
                progress()
        return values

    human = scored(human_texts, "human")
    ai = scored(ai_texts, "AI")
    if not human or not ai:
        raise UsageError(
            "calibration needs at least one scored human and one scored AI text "
            f"({len(human)} human and {len(ai)} AI were scored)"
        )
    criteria = [*human, *ai]
    labels = [0] * len(human) + [1] * len(ai)
    curve = fit_logistic(criteria, labels)
    cut, fpr, tpr = threshold_at_fpr(human, ai, target_fpr)
    calibration = Calibration(
        curve=curve,
        n=len(criteria),
        n_ai=len(ai),
        n_human=len(human),
        auroc=auroc(criteria, labels),
        log_loss=log_loss(curve, criteria, labels),
        fitted_on=fitted_on,
        model=source.model,
        max_tokens=source.max_tokens,
    )
    threshold = Threshold(
        target_fpr=target_fpr,
        criterion=cut,
        probability=curve.probability(cut),
        false_positive_rate=fpr,
        true_positive_rate=tpr,
    )
    return CalibrationReport(calibration=calibration, threshold=threshold, skipped=skipped)


@detectors_app.command(cls=PlainCommand)
def calibrate(
    human: Annotated[
        Path, typer.Option(help='Human-written texts: one per line, or JSONL with "text".')
    ],
    ai: Annotated[Path, typer.Option(help='AI-written texts: one per line, or JSONL with "text".')],
    detector: Annotated[str, typer.Option(help="Detector whose curve to refit.")] = "local",
    out: Annotated[
        Path | None,
        typer.Option(help=f"Where to save the fit (default: {CALIBRATION_ENV} or the config dir)."),
    ] = None,
    fpr: Annotated[
        float, typer.Option(min=0.0, max=0.5, help="False-positive rate of the reported threshold.")
    ] = 0.01,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Refit the local detector's logistic curve on your own labelled texts.

    Prints AUROC, the constants and the threshold at --fpr, and saves the fit where the local
    detector looks for a user calibration.
    """
    try:
        if detector not in CRITERIA:
            raise UsageError(
                f"--detector: only {', '.join(CRITERIA)} can be calibrated "
                f"(its probability comes from a raw criterion); got {detector!r}"
            )
        human_texts = read_labelled_texts(human)
        ai_texts = read_labelled_texts(ai)
        path = out if out is not None else user_calibration_path()
        source = CRITERIA[detector]()
        stamp = datetime.now(UTC).strftime("%Y-%m-%d")
        fitted_on = (
            f"skryba detectors calibrate on {stamp}: human texts from {human.name}, "
            f"AI texts from {ai.name}"
        )
        with stderr.status("scoring texts", spinner="dots") as status:
            done = [0]
            total = len(human_texts) + len(ai_texts)

            def tick() -> None:
                done[0] += 1
                status.update(f"scoring texts {done[0]}/{total}")

            report = calibrate_texts(
                human_texts, ai_texts, source, target_fpr=fpr, fitted_on=fitted_on, progress=tick
            )
        _save(report.calibration, path)
    except UsageError as exc:
        # One line however long the path in it: a script compares it, a person copies it.
        stderr.print(str(exc), style="red", markup=False, highlight=False, soft_wrap=True)
        raise typer.Exit(EXIT_USAGE) from None
    except (SkrybaError, ValueError) as exc:
        stderr.print(f"error: {exc}", style="red", markup=False, highlight=False, soft_wrap=True)
        raise typer.Exit(EXIT_FAILED) from None
    _print_report(report, path, as_json)


def _save(calibration: Calibration, path: Path) -> None:
    from skryba.detectors.calibration import save_calibration

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        save_calibration(calibration, path)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc}") from None


def _print_report(report: CalibrationReport, path: Path, as_json: bool) -> None:
    for line in report.skipped:
        typer.echo(f"skipped {line}", err=True)
    if as_json:
        data = {**report.as_json(), "path": str(path)}
        sys.stdout.write(json.dumps(data, indent=2) + "\n")
        return
    cal, cut = report.calibration, report.threshold
    curve = cal.curve
    # Plain lines, not Rich: they are meant to be copied and grepped, unwrapped.
    typer.echo(f"texts scored: {cal.n_human} human, {cal.n_ai} AI ({len(report.skipped)} skipped)")
    typer.echo(f"AUROC: {cal.auroc:.4f}")
    typer.echo(f"logistic constants: a = {curve.a:.6g}, b = {curve.b:.6g}")
    typer.echo("  probability = 1 / (1 + exp(-(a * criterion + b)))")
    typer.echo(
        f"threshold at {cut.target_fpr:.1%} false positives: criterion > {cut.criterion:.6g} "
        f"(probability > {cut.probability:.4f}); on these texts it flags "
        f"{cut.false_positive_rate:.1%} of human and {cut.true_positive_rate:.1%} of AI texts"
    )
    if curve.a <= 0 or cal.auroc < 0.5:
        typer.echo(
            "warning: on these texts a higher criterion does not mean more AI-like; "
            "the fit is unlikely to be useful",
            err=True,
        )
    typer.echo(f"saved: {path}")
