"""Issue 39 item 5: the measuring script (bench/wwrf_constructs.py) counts what a book writes.

Run on a small book of our own in a temporary folder (two role pages, an ability set and an
attribute), never on the incumbent's snapshot.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "wwrf_constructs.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("wwrf_constructs", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["wwrf_constructs"] = module
    spec.loader.exec_module(module)
    return module


def write(root: Path, rel: str, text: str) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.fixture
def book(tmp_path: Path) -> Path:
    write(tmp_path, "README.md", "A test book, commit " + "ab" * 20 + ".\n")
    write(
        tmp_path,
        "townsfolk/power/lamplighter",
        "**Lamplighter** | Townsfolk Power\n__Basics__\nWords.\n\n__Formalized__\n"
        "Inherit: `Keepers`\n"
        "Immediate Night: Apply `Glowing` to @Selection (~Phase) [Quantity: 2]\n"
        "End Night: Juggle @Selection\n"
        "\n__Card__\nA lamp.\n",
    )
    write(
        tmp_path,
        "werewolves/killing/moth",
        "**Moth** | Werewolf Killing\n__Formalized__\nEnd Night: Attack @(Attr:Glowing)\n",
    )
    write(tmp_path, "haunting/ghost/wisp", "**Wisp** | X\n__Formalized__\nStarting: Ascend\n")
    write(tmp_path, "_game/ability sets/keepers", "**Keepers** | Ability Set\nStarting: Ascend\n")
    write(
        tmp_path,
        "_game/attributes/glowing",
        "**Glowing** | Attribute\n__Formalized__\nPassive End Night: Kill @Self\n",
    )
    return tmp_path


def test_constructs_are_counted_by_category(bench: ModuleType) -> None:
    from werewolves.roledata.wwrf import parse_formalized

    f = parse_formalized("End Night: Attack @(Attr:!Glowing) [Temporal: Night 2+]")
    found = set(bench.constructs(f))
    assert {
        ("trigger", "End Night"),
        ("ability", "killing: Attack"),
        ("selector", "@(…) advanced"),
        ("selector field", "@(Attr:!…)"),
        ("restriction", "Temporal: N+"),
    } <= found


def test_the_table_counts_pages_pieces_and_unparsed_lines(
    bench: ModuleType, book: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench.main(["--book", str(book), "--unparsed"]) == 0
    out = capsys.readouterr().out
    assert "ab" * 20 in out
    # two role pages (haunting/ is left out), two pieces; one line unparsed
    assert "| Formalized texts read | 2 | 2 |" in out
    assert "| Lines left Unparsed | 1 | 0 |" in out
    assert "| Texts with no Unparsed line | 1 | 2 |" in out
    # Kill is written by the Glowing attribute, which both pages name
    assert "| `killing: Kill` | 0 | 2 | 1 |" in out
    # Ascend is written by the Keepers set, which only the Lamplighter inherits
    assert "| `ascend/descend: Ascend` | 0 | 1 | 1 |" in out
    assert "| `unknown ability: Juggle` | 1 | 1 | 0 |" in out
    assert "- townsfolk/power/lamplighter:8: unknown ability: Juggle" in out


def test_a_missing_book_is_a_sentence(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert bench.main(["--book", str(tmp_path / "nowhere")]) == 2
    assert "No snapshot at" in capsys.readouterr().err


def test_within_counts_only_inside_the_blocks_of_a_trigger(
    bench: ModuleType, book: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--within Passive`: what the passive moments' blocks run (the Glowing attribute's
    `Passive End Night: Kill @Self`, named by both pages), and nothing written elsewhere (the
    Lamplighter's Apply, the Moth's Attack, the Keepers' Ascend)."""
    assert bench.main(["--book", str(book), "--within", "Passive"]) == 0
    out = capsys.readouterr().out
    assert "`python bench/wwrf_constructs.py --within Passive`" in out
    assert "| `Passive End Night` | 0 | 2 | 1 |" in out
    assert "| `killing: Kill` | 0 | 2 | 1 |" in out
    for elsewhere in ("`applying: Add`", "`killing: Attack`", "`ascend/descend: Ascend`",
                      "`End Night`"):
        assert elsewhere not in out
