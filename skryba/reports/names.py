"""The report files' names: light to import, for the checks that run before anything boots."""

REPORT_JSON = "report.json"
REPORT_MD = "report.md"
REPORT_HTML = "report.html"
# A corpus document with one of these names would be overwritten by the run's reports.
REPORT_NAMES = frozenset({REPORT_JSON, REPORT_MD, REPORT_HTML})
