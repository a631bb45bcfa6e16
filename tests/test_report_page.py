"""report.html, the editor's review page, opened in headless Chromium after a mixed run.

The run is real (the CLI, the Prefect flow, a SQLite audit store) on the scripted route, with a
jury of two judges and the guard on. The page is read back through its DOM after its script ran
(``--dump-dom``); filters are applied both through the URL hash and by changing the page's own
controls from a probe script; a screenshot is kept for a person to look at.
"""

from __future__ import annotations

import asyncio
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from models.guard import GuardFinding
from models.report import PassageEntry, RunReport
from skryba.cli import app
from skryba.reports.html import distinct_findings, page_passage
from tests.browser import chromium
from tests.fake_detector import FakeDetector, register
from tests.stub_route import Reply, ScriptedRoute, evaluation
from tests.test_rewrite_flow import write_corpus

CLEAN = "The reading room holds 1,240 books and opens at nine."
SPLIT = "The ferry leaves the harbour twice a day in summer."
OFF = "Prom odpływa z portu dwa razy dziennie latem."
BROKEN = "The museum shop sells maps of the old town."
FENCED = "Visitors can borrow three books at a time, see https://example.org/rules."
CORPUS = {
    "guide.md": f"{CLEAN}\n\n{SPLIT}\n\n{OFF}\n",
    "notes/shop.txt": f"{BROKEN}\n\n{FENCED}\n",
}
JURY = ["judge-a", "judge-b"]


def _generator(passage: str, n: int) -> str:
    if passage == CLEAN:
        # The second candidate changes the protected number: the guard stops it.
        return ["The reading room has 1,240 books. It opens at nine.", "It holds 1,420 books."][n]
    if passage == FENCED:
        # A model that wraps its answer in a fenced JSON object: junk the guard refuses.
        wrapped = '```json\n{"text": "Visitors may borrow three books."}\n```'
        return ["Visitors may borrow three books at once, see https://example.org/rules.", wrapped][
            n
        ]
    return f"Rewritten: {passage}"


def _juror(model: str, source: str, candidate: str) -> Reply:
    if candidate == source:  # the source judged for a fallback
        if source == OFF:
            return evaluation(language_matched=False)
        return evaluation(naturalness=0.6)
    if source == SPLIT:  # the jurors disagree: the jury fails the candidates
        return (
            evaluation(naturalness=0.3, rationale="stilted") if model == "judge-b" else evaluation()
        )
    if source == BROKEN:
        return "I cannot grade this."
    return evaluation()


@pytest.fixture
def mixed_run(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """A run with a rewritten, a fallback, a refused and a failed passage; its ``--out``."""
    corpus = write_corpus(tmp_path, CORPUS)
    route.generator = _generator
    route.juror = _juror
    register(monkeypatch, [FakeDetector(default=0.4, name="fake")])
    out = tmp_path / "out"
    result = CliRunner().invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--language",
            "en",
            "--candidates",
            "2",
            "--detector",
            "fake",
            *(arg for model in JURY for arg in ("--judge-model", model)),
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 1, result.output  # a refused and a failed passage
    assert f"review page: {out / 'report.html'}" in result.stdout
    return out


class _Dom(HTMLParser):
    """What a reader sees per passage: outcome, and the diff and finding marks in each column."""

    def __init__(self) -> None:
        super().__init__()
        self.passages: dict[str, dict[str, Any]] = {}
        self.current: dict[str, Any] | None = None
        self.column: str | None = None
        self.depth = 0
        self.links: list[tuple[str, str]] = []
        self.count = ""
        self._in_count = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        for name in ("src", "href"):
            if name in a:
                self.links.append((tag, a[name]))
        if tag == "article":
            self.current = {
                "outcome": a["data-outcome"],
                "classes": a["class"].split(),
                "marks": {"src": 0, "out": 0, "cand": 0},
                "del": 0,
                "ins": 0,
                "findings": [],
                "text": "",
            }
            self.passages[a["data-key"]] = self.current
        if self.current is None:
            return
        classes = a.get("class", "").split()
        for column in ("src", "out", "cand"):
            if f"{column}-text" in classes:
                self.column = column
        if tag == "mark" and self.column:
            self.current["marks"][self.column] += 1
        if tag in ("del", "ins"):
            self.current[tag] += 1
        if tag == "li" and "data-finding" in a:
            self.current["findings"].append(a["data-finding"])
        if tag == "span" and a.get("id") == "f-count":
            self._in_count = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "div":
            self.column = None
        if tag == "article":
            self.current = None

    def handle_data(self, data: str) -> None:
        if self.current is not None:
            self.current["text"] += data


def _dom(page: Path, profile: Path, hash_: str = "") -> str:
    return chromium(page.as_uri() + hash_, profile, "--dump-dom", "--window-size=1280,2000").stdout


def _passages(dom: str) -> dict[str, dict[str, Any]]:
    parser = _Dom()
    parser.feed(dom)
    return parser.passages


async def _latest_report_artifact() -> str:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey
    from prefect.client.schemas.sorting import ArtifactSort

    async with get_client() as client:
        (artifact,) = await client.read_artifacts(
            artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=["skryba-report"])),
            sort=ArtifactSort.CREATED_DESC,
            limit=1,
        )
    return str(artifact.data)


PROBE = """<script>
window.addEventListener("load", () => {
  const keys = () => [...document.querySelectorAll("article.passage")].map((a) => a.dataset.key);
  const seen = {all: keys()};
  const outcome = document.getElementById("f-outcome");
  outcome.value = "source_fallback";
  outcome.dispatchEvent(new Event("change"));
  seen.fallback = keys();
  seen.fallback_hash = location.hash;
  outcome.value = "";
  outcome.dispatchEvent(new Event("change"));
  const review = document.getElementById("f-review");
  review.checked = true;
  review.dispatchEvent(new Event("change"));
  seen.review = keys();
  document.dispatchEvent(new KeyboardEvent("keydown", {key: "j"}));
  seen.current = [...document.querySelectorAll(".passage.current")].map((a) => a.dataset.key);
  review.checked = false;
  review.dispatchEvent(new Event("change"));
  const doc = document.getElementById("f-doc");
  doc.value = "notes/shop.txt";
  doc.dispatchEvent(new Event("change"));
  seen.doc = keys();
  doc.value = "";
  doc.dispatchEvent(new Event("change"));
  const q = document.getElementById("f-q");
  q.value = "FERRY";
  q.dispatchEvent(new Event("change"));
  seen.search = keys();
  const probe = document.createElement("pre");
  probe.id = "probe";
  probe.textContent = JSON.stringify(seen);
  document.body.appendChild(probe);
});
</script>"""


@pytest.mark.usefixtures("prefect_server")
def test_the_review_page_shows_every_passage_its_diff_and_findings_and_filters_them(
    mixed_run: Path, tmp_path: Path
) -> None:
    page = mixed_run / "report.html"
    report = json.loads((mixed_run / "report.json").read_text(encoding="utf-8"))
    # report.json is exactly the typed report the markdown, the page and the artifacts share.
    typed = RunReport.model_validate(report)
    assert typed.model_dump(mode="json") == report
    outcomes = {f"{p['document']}#{p['index']}": p["outcome"] for p in report["passages"]}
    assert sorted(outcomes.values()) == [
        "failed",
        "refused",
        "rewritten",
        "rewritten",
        "source_fallback",
    ]
    profile = tmp_path / "chromium"

    passages = _passages(_dom(page, profile))

    assert {key: p["outcome"] for key, p in passages.items()} == outcomes
    clean, split, off = passages["guide.md#0"], passages["guide.md#1"], passages["guide.md#2"]
    broken, fenced = passages["notes/shop.txt#0"], passages["notes/shop.txt#1"]
    # A rewrite: its word diff on both sides; the guard-stopped candidate folded away, with the
    # changed number marked in its text.
    assert clean["del"] >= 1 and clean["ins"] >= 1
    # The stopped candidate and its revision (the stub's repair hands it back unchanged, so
    # it is stopped again) are folded away, each with the changed number marked.
    assert clean["marks"] == {"src": 0, "out": 0, "cand": 2}
    assert "stopped by the protected-facts guard (2 findings)" in clean["text"]
    assert 'number "1,240" has no counterpart in the candidate' in clean["text"]
    # The invented fence: one finding per candidate, not three, marked in the losing candidate
    # and in its revision (the stub's repair hands the same text back).
    assert fenced["text"].count("fact added from nowhere") == 2, fenced["text"]
    assert "JSON object" not in fenced["text"] and "lacks" not in fenced["text"]
    # the lost URL and number, and the fence (its "may borrow" is inside the fence, read as code:
    # no modal is dropped)
    assert "stopped by the protected-facts guard (3 findings)" in fenced["text"]
    assert fenced["marks"]["cand"] == 2
    # The jury's split: the fallback needs review and shows both jurors.
    assert "needs-review" in split["classes"] and "the jurors disagree" in split["text"]
    assert "judge-a" in split["text"] and "judge-b" in split["text"]
    assert "Output: source kept" in split["text"]
    assert "source kept below the minimum quality" in split["text"]
    assert "language not matched" in off["text"] and "Output: source kept" in off["text"]
    assert "quality judge" in broken["text"]
    assert "needs-review" not in clean["classes"]

    refused = _passages(_dom(page, profile, "#outcome=refused"))
    review = _passages(_dom(page, profile, "#review=1"))
    searched = _passages(_dom(page, profile, "#q=museum%20shop&doc=notes%2Fshop.txt"))

    assert list(refused) == ["guide.md#2"]
    assert list(review) == ["guide.md#1"]
    assert list(searched) == ["notes/shop.txt#0"]

    # The page's own controls, changed as a reader would.
    probed = tmp_path / "probe.html"
    probed.write_text(
        page.read_text(encoding="utf-8").replace("</body>", PROBE + "</body>"), encoding="utf-8"
    )
    found = re.search(r'<pre id="probe">(.*?)</pre>', _dom(probed, profile), re.DOTALL)
    assert found
    seen = json.loads(found.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    assert seen["all"] == list(outcomes)
    assert seen["fallback"] == ["guide.md#1"]
    assert seen["fallback_hash"] == "#outcome=source_fallback"
    assert seen["review"] == ["guide.md#1"] and seen["current"] == ["guide.md#1"]
    assert seen["doc"] == ["notes/shop.txt#0", "notes/shop.txt#1"]
    assert seen["search"] == ["guide.md#1"]

    # The Prefect run's Markdown report links the page.
    artifact = asyncio.run(_latest_report_artifact())
    assert report["run_id"] in artifact
    assert f"**Review page:** [report.html]({page.resolve().as_uri()})" in artifact

    shot = tmp_path / "report-page.png"
    chromium(page.as_uri(), profile, f"--screenshot={shot}", "--window-size=1280,2200")
    assert shot.stat().st_size > 20_000
    print(f"screenshot of the review page: {shot} (the page: {page})")


@pytest.mark.usefixtures("prefect_server")
def test_the_page_fetches_nothing_from_the_network(mixed_run: Path, tmp_path: Path) -> None:
    page = (mixed_run / "report.html").read_text(encoding="utf-8")
    # The run's data (which quotes a URL from a passage) is JSON, read by the script, never loaded.
    markup = re.sub(
        r'(<script id="skryba-[a-z]+" type="application/json">).*?(</script>)',
        r"\1\2",
        page,
        flags=re.DOTALL,
    )
    assert "https://example.org/rules" in page
    assert not re.search(r"https?://", markup), re.findall(r".{40}https?://.{40}", markup)
    for forbidden in ("fetch(", "XMLHttpRequest", "WebSocket", "EventSource", "@import", "url("):
        assert forbidden not in markup, forbidden
    # And the browser itself is told so: nothing but the page's own inline style and script.
    assert "default-src 'none'" in markup

    parser = _Dom()
    parser.feed(_dom(mixed_run / "report.html", tmp_path / "chromium"))
    assert parser.passages  # the script ran
    for tag, link in parser.links:
        assert link.startswith("#"), (tag, link)


# --- plain functions ----------------------------------------------------------------------------


def test_one_invented_fence_is_one_finding() -> None:
    fence = '```json\n{"text": "Hi."}\n```'
    findings = [
        GuardFinding(kind="code fence", candidate_span=fence, message="code fence added"),
        GuardFinding(kind="JSON object", candidate_span='{"text": "Hi."}\n```', message="JSON"),
        GuardFinding(kind="code fence", message="the candidate has a code fence the source lacks"),
        GuardFinding(kind="language", message="wrong output language"),
        GuardFinding(kind="code fence", candidate_span=fence, message="code fence added"),
    ]

    assert [f.message for f in distinct_findings(findings)] == [
        "code fence added",
        "wrong output language",
    ]


def _entry(**fields: Any) -> dict[str, Any]:
    return {
        "document": "a.md",
        "index": 0,
        "outcome": "rewritten",
        "output_text": "It costs 12 zł now.",
        "quality_passed": True,
        "winner_position": 0,
        "error": None,
        "reason": "candidate 0 won",
        "source_evaluation": None,
        "source_evaluations": [],
        "source_detections": [],
        "candidates": [
            {
                "position": 0,
                "text": "It costs 12 zł now.",
                "evaluation": None,
                "evaluations": [],
                "guard": {
                    "passed": False,
                    "findings": [
                        {
                            "kind": "number",
                            "source_span": "10 zł",
                            "candidate_span": "12 zł",
                            "message": 'protected fact changed: amount "10 zł"',
                        }
                    ],
                },
                "error": None,
                "ai_probability": 0.2,
                "detections": [],
            }
        ],
        "earlier_attempts": [],
        **fields,
    }


def test_a_shipped_rewrite_with_findings_needs_review_and_its_spans_are_marked() -> None:
    data = page_passage(PassageEntry.model_validate(_entry()), "It cost 10 zł then.", "warn")

    assert data["rev"] == ["the shipped rewrite has guard findings"]
    # The finding's spans are marked (flag 2) on both sides, and the diff (flag 1) within them.
    assert [r for r in data["src"] if not isinstance(r, str) and r[1] & 2] == [
        ["10 ", 3, 0],
        ["zł", 2, 0],
    ]
    assert [r for r in data["out"] if not isinstance(r, str) and r[1] & 2] == [
        ["12 ", 3, 0],
        ["zł", 2, 0],
    ]
    assert "".join(r if isinstance(r, str) else r[0] for r in data["src"]) == "It cost 10 zł then."
    assert "".join(r if isinstance(r, str) else r[0] for r in data["out"]) == "It costs 12 zł now."


def test_a_shipped_repair_needs_review() -> None:
    entry = _entry()
    entry["candidates"][0].update(
        {
            "guard": {"passed": True, "findings": []},
            "repair_of": 2,
            "round": 1,
            "fixed_findings": ["x"],
        }
    )

    data = page_passage(PassageEntry.model_validate(entry), "It costs 12 zł now.", "strict")

    assert data["rev"] == ["the shipped rewrite is a repair"]
    assert (data["c"][0]["ro"], data["c"][0]["rd"], data["c"][0]["ff"]) == (2, 1, ["x"])
    assert data["out"] == ["It costs 12 zł now."]  # nothing changed, nothing marked
