"""The dependency direction of ARCHITECTURE.md: engine ← roles ← game ← everything else."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "werewolves"

# what each layer may import from inside the package
ALLOWED: dict[str, set[str]] = {
    "engine": {"engine"},
    "roles": {"engine", "roles"},
}
# nothing below the facade imports a web framework, a database or the CLI toolkit
FORBIDDEN_THIRD_PARTY = {"typer", "rich", "fastapi", "sqlalchemy", "yaml", "click", "uvicorn"}


def _imports(path: Path, text: str | None = None) -> set[str]:
    """Top-level package parts imported by a module (its file, or ``text`` as if it were that
    file), resolved inside ``werewolves``."""
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    rel_parts = path.relative_to(SRC).parts
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                out.add(parts[1] if parts[0] == "werewolves" and len(parts) > 1 else "!" + parts[0])
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                parts = (node.module or "").split(".")
                if parts[0] == "werewolves":
                    out.add(parts[1] if len(parts) > 1 else "werewolves")
                else:
                    out.add("!" + parts[0])
            else:
                base = list(rel_parts[:-1])[: len(rel_parts) - node.level]
                mod = (node.module or "").split(".") if node.module else []
                target = base + mod
                out.add(target[0] if target else "werewolves")
    return out


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layers_import_only_below_them(layer: str) -> None:
    bad: list[str] = []
    for path in sorted((SRC / layer).rglob("*.py")):
        for imp in _imports(path):
            if imp.startswith("!"):
                if imp[1:] in FORBIDDEN_THIRD_PARTY:
                    bad.append(f"{path.relative_to(SRC)} imports {imp[1:]}")
                continue
            top = imp.removesuffix(".py")
            if top not in ALLOWED[layer] and top not in {"werewolves", "__init__"}:
                bad.append(f"{path.relative_to(SRC)} imports werewolves.{top}")
    assert not bad, "imports against the layer order:\n" + "\n".join(bad)


def test_game_facade_imports_no_user_interface() -> None:
    imports = _imports(SRC / "game.py")
    assert not {i for i in imports if i.lstrip("!") in FORBIDDEN_THIRD_PARTY}
    assert not imports & {"cli", "scenario", "tui"}


def test_the_service_layers_point_one_way() -> None:
    """ARCHITECTURE.md: server <- storage <- game; the store knows no game logic, and nothing
    below the server (the scenario runner and the simulator included) imports it."""
    bad: list[str] = []
    for path in sorted((SRC / "storage").rglob("*.py")):
        for imp in _imports(path):
            if not imp.startswith("!") and imp not in {"storage", "werewolves", "__init__"}:
                bad.append(f"{path.relative_to(SRC)} imports werewolves.{imp}")
    for layer in ("engine", "roles", "scenario", "sim"):
        for path in sorted((SRC / layer).rglob("*.py")):
            for imp in _imports(path) & {"server", "storage"}:
                bad.append(f"{path.relative_to(SRC)} imports werewolves.{imp}")
    for imp in _imports(SRC / "game.py") & {"server", "storage"}:
        bad.append(f"game.py imports werewolves.{imp}")
    for path in sorted((SRC / "server").rglob("*.py")):
        for imp in _imports(path) & {"cli", "tui"}:
            bad.append(f"{path.relative_to(SRC)} imports werewolves.{imp}")
    assert not bad, "\n".join(bad)


# ARCHITECTURE.md's "never": the edges (the service, the simulator, the scenario runner, the
# command line and the terminal game) reach the rules only through the facade (``game.py``, with
# ``views.py`` beside it), which re-exports the vocabulary they need (issue 20 item 1)
EDGES = ("server", "sim", "scenario", "discord", "cli.py", "tui.py")


def test_the_edges_reach_the_rules_only_through_the_facade() -> None:
    bad: list[str] = []
    for edge in EDGES:
        where = SRC / edge
        paths = [where] if where.suffix == ".py" else sorted(where.rglob("*.py"))
        for path in paths:
            if not path.exists():
                continue
            for imp in _imports(path) & {"engine", "roles"}:
                bad.append(f"{path.relative_to(SRC)} imports werewolves.{imp}")
    assert not bad, "import these through werewolves.game instead:\n" + "\n".join(bad)


def test_the_facade_check_sees_an_edge_that_imports_the_engine() -> None:
    """The check above reads relative and absolute imports alike: it would catch the old
    ``from ..engine.state import Setup`` of server/live.py."""
    live = SRC / "server" / "live.py"
    old = "from ..engine.state import Setup\nimport werewolves.roles.base\nfrom ..game import Game"
    assert _imports(live, old) == {"engine", "roles", "game"}
    assert _imports(SRC / "cli.py", "from .engine.phases import phase_name\n") == {"engine"}
