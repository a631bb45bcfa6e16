"""What the guard's rule tests share: the profiles, a report's finding kinds, a clean pass."""

from __future__ import annotations

from models.guard import GuardReport
from models.profile import RewriteProfile
from skryba.guard import check_candidate

PRESERVE = RewriteProfile()
ENGLISH = RewriteProfile(language="en")
POLISH = RewriteProfile(language="pl")


def kinds(report: GuardReport) -> set[str]:
    """The kinds of a report's findings."""
    return {finding.kind for finding in report.findings}


def passes(source: str, candidate: str, profile: RewriteProfile = PRESERVE) -> bool:
    """Whether the candidate passes with no finding (the findings shown when it does not)."""
    report = check_candidate(source, candidate, profile)
    assert report.findings == [], report.findings
    return report.passed
