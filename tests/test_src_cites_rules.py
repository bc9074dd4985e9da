"""The source cites the rule it implements, never the work batch it came in (issue 38 item 4):
no "issue N" / "finding N" anywhere under src/ — Python, the web's scripts, styles and
templates, the schemas and the migrations."""

import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "werewolves"
BATCH = re.compile(r"\b(issue|finding)\s+\d+", re.IGNORECASE)
TEXT = {".py", ".js", ".css", ".html", ".json", ".ftl", ".yaml", ".md"}


def batch_references() -> list[str]:
    found = []
    for path in sorted(SRC.rglob("*")):
        if path.suffix not in TEXT or not path.is_file():
            continue
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if BATCH.search(line):
                found.append(f"{path.relative_to(SRC)}:{no}: {line.strip()[:100]}")
    return found


def test_no_source_file_names_an_issue_or_a_finding() -> None:
    assert batch_references() == []


def test_the_scan_sees_a_batch_reference() -> None:
    # the guard reads what it should: a line of the kind it forbids is found
    assert BATCH.search("// Issue 36 item 6: the count") and BATCH.search("(finding 14)")
    assert not BATCH.search("the issue of the night")
