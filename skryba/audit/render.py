"""``skryba audit``'s readable view: a run, or one passage's full history, rendered with Rich.

Every stored text (passages, candidates, judge replies) is shown as plain ``Text``, never parsed
as Rich markup, so a passage holding ``[bold]`` is printed as written. Layouts fold to the
console's width (80 columns when the output is not a terminal).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from datetime import datetime

from rich import box
from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from models.audit_views import (
    CandidateRecord,
    DetectionRecord,
    EvaluationRecord,
    GenerationRecord,
    PassageHistory,
    PassageSummary,
    RunHistory,
    RunRecord,
)
from models.evaluation import DIMENSIONS
from models.guard import GuardReport
from models.outcome import Outcome
from models.spend import PriceTable, RunCost
from skryba.audit.store import AuditStore
from skryba.reports.markdown import cost_cell
from skryba.settings import Settings
from skryba.spend.cost import call_cost, describe_cost, format_cost, requested_judge, run_cost

_OUTCOME_STYLE = {
    Outcome.REWRITTEN: "green",
    Outcome.SOURCE_FALLBACK: "yellow",
    Outcome.REFUSED: "red",
    Outcome.FAILED: "bold red",
}


def _text(value: object, style: str = "") -> Text:
    """Stored content as literal text (never markup)."""
    return Text("" if value is None else str(value), style=style)


def _when(moment: datetime | None) -> str:
    return "-" if moment is None else moment.strftime("%Y-%m-%d %H:%M:%S UTC")


def _yes_no(value: bool | None) -> str:
    return "-" if value is None else ("yes" if value else "no")


def _outcome(outcome: Outcome | None) -> Text:
    if outcome is None:
        return Text("unfinished", style="dim")
    return Text(outcome.value, style=_OUTCOME_STYLE[outcome])


def _fields(rows: Iterable[tuple[str, Text | str]]) -> Table:
    """A two-column grid of labels and values; the values wrap."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for label, value in rows:
        grid.add_row(_text(label), value if isinstance(value, Text) else _text(value))
    return grid


def _heading(title: str) -> Text:
    return Text(f"\n{title}", style="bold underline")


# --- a run ---------------------------------------------------------------------------------------


def _run_fields(run: RunRecord) -> Table:
    profile = run.profile
    rows: list[tuple[str, Text | str]] = [
        ("status", _text(run.status.value, "bold")),
        ("started", _when(run.created_at)),
        ("finished", _when(run.finished_at)),
        ("code", run.code_version),
        (
            "profile",
            f"style {profile.style.value} · audience {profile.audience} · "
            f"language {profile.language}",
        ),
    ]
    if profile.instructions:
        rows.append(("instructions", profile.instructions))
    rows.append(("generator", run.generator_model))
    jurors = run.jurors
    rows.append(("judge", run.judge_model) if len(jurors) == 1 else ("jury", run.judge_model))
    rows.append(("min. quality", f"{run.minimum_quality:g}"))
    rows.extend(("warning", _text(warning, "yellow")) for warning in run.warnings)
    return _fields(rows)


def _counts(history: RunHistory) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("outcome")
    table.add_column("passages", justify="right")
    for outcome in Outcome:
        table.add_row(_outcome(outcome), str(history.counts.get(outcome.value, 0)))
    unfinished = sum(1 for p in history.passages if p.outcome is None)
    if unfinished:
        table.add_row(_outcome(None), str(unfinished))
    return table


def cost_view(cost: RunCost) -> RenderableType:
    """The run's total (or why it is unknown) and its cost per stage and per model."""
    parts: list[RenderableType] = [_fields([("total", describe_cost(cost))])]
    if cost.calls_without_reply:
        parts.append(
            _text(
                f"{cost.calls_without_reply} call(s) failed before any reply and are not priced.",
                "dim",
            )
        )
    for title, lines in (("stage", cost.by_stage), ("model", cost.by_model)):
        if not lines:
            continue
        parts.append(Text(""))
        table = Table(box=box.SIMPLE_HEAD, show_edge=False)
        table.add_column(title, overflow="fold")
        table.add_column("calls", justify="right")
        table.add_column("tokens in", justify="right")
        table.add_column("tokens out", justify="right")
        if cost.configured:
            table.add_column("cost", overflow="fold")
        for name, line in lines.items():
            cells: list[Text | str] = [_text(name), str(line.calls), str(line.prompt_tokens)]
            cells.append(str(line.completion_tokens))
            if cost.configured:
                cells.append(cost_cell(line, cost.currency))
            table.add_row(*cells)
        parts.append(table)
    return Group(*parts)


def _passages(passages: Sequence[PassageSummary]) -> RenderableType:
    """Per passage a line with its key and outcome, then its reason indented below.

    Not a table: keys and reasons are both long, and side by side on 80 columns both fold.
    """
    lines: list[RenderableType] = []
    for passage in passages:
        lines.append(Text.assemble(_text(passage.ref.key, "bold"), "  ", _outcome(passage.outcome)))
        why = passage.error or passage.reason or ""
        if passage.error and passage.reason and passage.reason != passage.error:
            why = f"{passage.error} ({passage.reason})"
        if why:
            lines.append(Padding(_text(why), (0, 0, 0, 4)))
    return Group(*lines)


def run_view(history: RunHistory, cost: RunCost) -> RenderableType:
    """A run for people: header, profile, models, status, counts, cost, then every passage."""
    run = history.run
    return Group(
        Text(f"Run {run.id}", style="bold"),
        _run_fields(run),
        _heading("Outcomes"),
        _counts(history),
        _heading("Cost"),
        cost_view(cost),
        _heading(f"Passages ({len(history.passages)})"),
        _passages(history.passages) if history.passages else _text("no passage was started", "dim"),
        Text(
            "\nskryba audit RUN_ID --passage DOCUMENT#INDEX shows a passage's every candidate, "
            "judge reply and detector score.",
            style="dim",
        ),
    )


# --- one passage ---------------------------------------------------------------------------------


class _Prices:
    """Prices a stored call, when a price table is configured."""

    def __init__(self, prices: PriceTable | None, run: RunRecord) -> None:
        self.prices = prices
        self.generator = run.generator_model
        self.judge = requested_judge(run.judge_model)

    def cost(self, call: GenerationRecord, requested: str | None) -> str | None:
        if self.prices is None or call.latency_s is None:
            return None
        value = call_cost(
            self.prices, requested, call.model, call.prompt_tokens, call.completion_tokens
        )
        return "unknown" if value is None else format_cost(value, self.prices.currency)


def _call(call: GenerationRecord, cost: str | None) -> Text:
    if call.latency_s is None:
        return _text("no reply recorded (the call failed)", "dim")
    parts = [f"model {call.model or '?'}"]
    if call.request_id:
        parts.append(f"request {call.request_id}")
    parts.append(f"{call.latency_s:.2f} s")
    tokens_in = "?" if call.prompt_tokens is None else str(call.prompt_tokens)
    tokens_out = "?" if call.completion_tokens is None else str(call.completion_tokens)
    parts.append(f"tokens {tokens_in} in / {tokens_out} out")
    if call.finish_reason:
        parts.append(f"finish {call.finish_reason}")
    if cost is not None:
        parts.append(f"cost {cost}")
    return _text(" · ".join(parts))


def _scores(evaluation: EvaluationRecord) -> Table:
    assert evaluation.scores is not None
    grid = Table.grid(padding=(0, 2))
    for _ in range(2):
        grid.add_column(no_wrap=True)
        grid.add_column(justify="right", no_wrap=True)
    names = list(DIMENSIONS)
    for left, right in zip(names[0::2], names[1::2], strict=True):
        grid.add_row(
            left, f"{evaluation.scores[left]:.2f}", right, f"{evaluation.scores[right]:.2f}"
        )
    return grid


def _evaluation(evaluation: EvaluationRecord, prices: _Prices) -> RenderableType:
    """One judge call: verdict, parsed reply, the call and the raw reply."""
    head: list[tuple[str, Text | str]] = []
    if evaluation.error is not None:
        head.append(("verdict", _text("no valid evaluation", "bold red")))
        head.append(("error", _text(evaluation.error, "red")))
        if evaluation.error_detail:
            head.append(("detail", evaluation.error_detail))
    else:
        verdict = "passed" if evaluation.passed else "failed"
        head.append(("verdict", _text(verdict, "bold green" if evaluation.passed else "bold red")))
        if evaluation.quality_score is not None:
            head.append(("quality", f"{evaluation.quality_score:.2f} (lowest dimension)"))
    parts: list[RenderableType] = [_fields(head)]
    tail: list[tuple[str, Text | str]] = []
    if evaluation.scores is not None:
        parts.append(_scores(evaluation))
        tail.append(
            (
                "flags",
                f"critical_error {_yes_no(evaluation.critical_error)} · "
                f"style_matched {_yes_no(evaluation.style_matched)} · "
                f"language_matched {_yes_no(evaluation.language_matched)}",
            )
        )
        if evaluation.issues:
            tail.append(("issues", "; ".join(evaluation.issues)))
        if evaluation.rationale:
            tail.append(("rationale", evaluation.rationale))
    if evaluation.failed_rules:
        tail.append(("broke", "; ".join(evaluation.failed_rules)))
    # Each juror's call is priced by the model it asked (rows before 0003: the run's judge).
    asked = evaluation.judge_model or prices.judge
    tail.append(("call", _call(evaluation.call, prices.cost(evaluation.call, asked))))
    parts.append(_fields(tail))
    if evaluation.raw_reply is not None:
        parts.append(
            Panel(
                _text(evaluation.raw_reply), title="raw reply", title_align="left", box=box.SQUARE
            )
        )
    judge = evaluation.judge_model or evaluation.call.model or "judge"
    return Panel(
        Group(*parts),
        title=_text(f"judge reply · {judge}"),
        title_align="left",
        box=box.ROUNDED,
    )


def _detections(detections: Sequence[DetectionRecord]) -> RenderableType:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False)
    table.add_column("detector", no_wrap=True)
    table.add_column("AI prob.", justify="right", no_wrap=True)
    table.add_column("note", overflow="fold")
    for detection in detections:
        probability = "-" if detection.probability is None else f"{detection.probability:.2f}"
        table.add_row(_text(detection.detector), probability, _text(detection.error or ""))
    return table


def _guard(report: GuardReport) -> RenderableType:
    if report.passed and not report.findings:
        return _fields([("guard", _text("passed: no protected fact lost or invented", "green"))])
    verdict = "passed" if report.passed else "failed"
    rows: list[tuple[str, Text | str]] = [
        ("guard", _text(verdict, "green" if report.passed else "red"))
    ]
    for finding in report.findings:
        spans = " → ".join(
            repr(span) for span in (finding.source_span, finding.candidate_span) if span
        )
        rows.append((finding.kind, finding.message + (f" ({spans})" if spans else "")))
    return _fields(rows)


def _candidate(
    candidate: CandidateRecord,
    history: PassageHistory,
    prices: _Prices,
    shown: set[str],
) -> RenderableType:
    winner = history.passage.winner_position == candidate.position
    lineage = (
        f" · revision of candidate {candidate.repair_of}, round {candidate.round}"
        if candidate.repair_of is not None
        else ""
    )
    title = f"candidate {candidate.position}{lineage}" + (" ★ winner" if winner else "")
    parts: list[RenderableType] = []
    if candidate.text is not None:
        parts.append(_text(candidate.text))
    rows: list[tuple[str, Text | str]] = []
    if candidate.error is not None:
        rows.append(("error", _text(candidate.error, "red")))
    cost = prices.cost(candidate.generation, prices.generator)
    rows.append(("repaired" if lineage else "generated", _call(candidate.generation, cost)))
    for message in candidate.fixed_findings:
        rows.append(("fixed", _text(message, "green")))
    parts.append(_fields(rows))
    guard = _guard_of(history, candidate.position)
    if guard is not None:
        parts.append(_guard(guard))
    for evaluation in history.evaluations:
        if evaluation.subject != "candidate" or candidate.position not in evaluation.positions:
            continue
        if evaluation.id in shown:
            first = min(evaluation.positions)
            parts.append(
                _text(f"same text as candidate {first}: judged once, see its reply above", "dim")
            )
            continue
        shown.add(evaluation.id)
        parts.append(_evaluation(evaluation, prices))
    detections = [d for d in history.detections if d.candidate_id == candidate.id]
    if detections:
        parts.append(_detections(detections))
    return Panel(
        Group(*parts), title=title, title_align="left", box=box.HEAVY if winner else box.SQUARE
    )


def _guard_of(history: PassageHistory, position: int) -> GuardReport | None:
    if history.result is None:
        return None
    for candidate in history.result.candidates:
        if candidate.position == position:
            return candidate.guard
    return None


def passage_view(
    history: PassageHistory, run: RunRecord, prices: PriceTable | None
) -> RenderableType:
    """One passage for an auditor: outcome and reason, then every candidate with its generation,
    guard report, judge replies (parsed and raw) and detector scores, then the source's own."""
    passage = history.passage
    priced = _Prices(prices, run)
    rows: list[tuple[str, Text | str]] = [
        ("run", run.id),
        ("passage id", passage.id),
        ("outcome", _outcome(passage.outcome)),
        ("quality passed", _yes_no(passage.quality_passed)),
        ("winner", "-" if passage.winner_position is None else str(passage.winner_position)),
        ("started", _when(passage.started_at)),
        ("finished", _when(passage.finished_at)),
    ]
    if passage.reason:
        rows.append(("reason", passage.reason))
    if passage.error and passage.error != passage.reason:
        rows.append(("error", _text(passage.error, "red")))
    parts: list[RenderableType] = [
        Text(f"Passage {passage.ref.key}", style="bold"),
        _fields(rows),
        Panel(_text(history.source_text), title="source", title_align="left", box=box.SQUARE),
    ]
    if passage.chosen_text is not None:
        parts.append(
            Panel(_text(passage.chosen_text), title="output", title_align="left", box=box.SQUARE)
        )
    parts.append(_heading(f"Candidates ({len(history.candidates)})"))
    shown: set[str] = set()
    parts.extend(_candidate(c, history, priced, shown) for c in history.candidates)
    if not history.candidates:
        parts.append(_text("no candidate was recorded", "dim"))
    source_evaluations = [e for e in history.evaluations if e.subject == "source"]
    source_detections = [d for d in history.detections if d.candidate_id is None]
    if source_evaluations or source_detections:
        parts.append(_heading("The source itself"))
        parts.extend(_evaluation(e, priced) for e in source_evaluations)
        if source_detections:
            parts.append(_detections(source_detections))
    return Group(*parts)


def show_audit(
    run_id: str,
    passage: str | None,
    *,
    as_json: bool = False,
    settings: Settings | None = None,
    console: Console | None = None,
) -> None:
    """Print a run (or one passage's history) from the audit store ``settings`` name.

    ``as_json`` prints the stored records exactly as they are read; otherwise the readable view,
    with spend from ``SKRYBA_PRICES`` (a bad price file is a ConfigurationError).
    """
    settings = settings or Settings()
    prices = None if as_json else settings.price_table()
    with AuditStore.open(settings.database_url) as store:
        if as_json:
            view = store.passage_history(run_id, passage) if passage else store.run_history(run_id)
            sys.stdout.write(view.model_dump_json(indent=2) + "\n")
            return
        shown: RenderableType
        if passage:
            shown = passage_view(
                store.passage_history(run_id, passage), store.get_run(run_id), prices
            )
        else:
            shown = run_view(store.run_history(run_id), run_cost(store.usage(run_id), prices))
    (console or Console(highlight=False)).print(shown)
