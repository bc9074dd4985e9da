"""The Python example of docs/simulation.md runs (on fewer games), and the plots it links exist."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "simulation.md"


def test_the_python_example_runs() -> None:
    code = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert code
    small = code[0].replace("games=500", "games=12").replace("500, 1", "12, 1")
    printed: list[object] = []
    exec(compile(small, "simulation.md", "exec"), {"print": printed.append})
    assert printed and {"rate", "ci_low", "ci_high"} <= set(printed[0])  # type: ignore[arg-type]


def test_the_linked_plots_exist() -> None:
    links = re.findall(r"\]\((simulation/[^)]+\.svg)\)", DOC.read_text(encoding="utf-8"))
    assert len(links) == 6
    for link in links:
        assert (DOC.parent / link).read_text(encoding="utf-8").startswith("<svg")
