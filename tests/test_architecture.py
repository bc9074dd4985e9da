"""The dependency direction of ARCHITECTURE.md: engine ← roles ← game ← everything else."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "werewolves"

# what each layer may import from inside the package
ALLOWED: dict[str, set[str]] = {
    # the engine's words come from the Fluent catalogue below it (werewolves.i18n)
    "engine": {"engine", "i18n"},
    "roles": {"engine", "roles"},
    # issue 39: the WWRF reader is pure data, it reads text into its own tree and imports none
    # of the program
    "roledata": {"roledata"},
    # the Fluent catalogue is the bottom of every edge and of the engine's words: it reads its
    # resources and imports none of the program
    "i18n": {"i18n"},
}
# issue 39 item 2: the role-file loader builds the roles the engine plays, so it alone of
# roledata reads the engine, the role book and YAML (wwrf.py stays pure data)
# issue 39 item 4: the WWRF import writes YAML and asks the loader which names are taken; it
# reaches the engine only through load.py
LOADERS = {
    # (and its problems' words come from the Fluent catalogue, werewolves.i18n)
    Path("roledata/load.py"): {"engine", "roles", "roledata", "i18n"},
    Path("roledata/translate.py"): {"roledata"},
    # the loader's triggers at a phase's moments (a part of the loader, split off): the engine's
    # moments and effects, never the role book
    Path("roledata/phase_triggers.py"): {"engine", "roledata"},
    # the loader's triggers at the game's events (a part of the loader, split off): the engine's
    # moments and effects, never the role book
    Path("roledata/event_triggers.py"): {"engine", "roledata"},
    # the loader's defences held from the start (a part of the loader, split off): the
    # engine's phases, never the role book
    Path("roledata/defences.py"): {"engine", "roledata"},
    # the loader's redirection held from the start (a part of the loader, split off): the
    # engine's redirectors and held targets, never the role book
    Path("roledata/redirects.py"): {"engine", "roledata"},
    # the loader's succession limits and named signals (parts of the loader, split off): the
    # engine's refusals, moments and effects, never the role book
    Path("roledata/succession.py"): {"engine", "roledata"},
    Path("roledata/signals.py"): {"engine", "roledata"},
    # an ability's emergency use (a part of the loader, split off; its import is reached from
    # translate.py only inside a function): the engine's refusals and effects
    Path("roledata/emergency.py"): {"engine", "roledata"},
    # the loader's attributes with rules (a part of the loader, split off): the engine's
    # effects, never the role book
    Path("roledata/attributes.py"): {"engine", "roledata"},
    # the loader's extra roles with abilities (a part of the loader, split off): the engine's
    # abilities, never the role book
    Path("roledata/extra_abilities.py"): {"engine", "roledata"},
    # the loader's groups with rules of their own (a part of the loader, split off): the
    # engine's abilities and moments, never the role book
    Path("roledata/group_rules.py"): {"engine", "roledata"},
    # the role files' condition language (a part of the loader, split off): the engine's
    # players and effects, never the role book
    Path("roledata/conditions.py"): {"engine", "roledata"},
    # the import of WWRF's conditions (a part of the translation, split off): no engine
    Path("roledata/import_conditions.py"): {"roledata"},
    # the import of an imitation (a part of the translation, split off): no engine
    Path("roledata/imitation.py"): {"roledata"},
    # the loader's voting power (a part of the loader, split off): the engine's effect and
    # tally, never the role book
    Path("roledata/votes.py"): {"engine", "roledata"},
    # the loader's set-ups at the deal (parts of the loader, split off): what the holder is
    # told, the channel they whisper from; the engine's types, never the role book
    Path("roledata/told.py"): {"engine", "roledata"},
    Path("roledata/whisper.py"): {"engine", "roledata"},
    # a role file's role in a book role's place (a part of the loader, split off): the
    # engine's role types, never the role book
    Path("roledata/replacing.py"): {"engine", "roledata"},
    # the loader's state set at the deal (a part of the loader, split off): counters and a
    # held target drawn with the seed; the engine's types, never the role book
    Path("roledata/dealt.py"): {"engine", "roledata"},
}
LOADER_THIRD_PARTY = {"yaml"}
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
        allowed = LOADERS.get(path.relative_to(SRC), ALLOWED[layer])
        for imp in _imports(path):
            if imp.startswith("!"):
                if path.relative_to(SRC) in LOADERS and imp[1:] in LOADER_THIRD_PARTY:
                    continue
                if imp[1:] in FORBIDDEN_THIRD_PARTY:
                    bad.append(f"{path.relative_to(SRC)} imports {imp[1:]}")
                continue
            top = imp.removesuffix(".py")
            if top not in allowed and top not in {"werewolves", "__init__"}:
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
# issue 41 item 1: the research environment (env/) is an edge too
EDGES = (
    "server", "sim", "scenario", "discord", "agents", "storage", "env", "cli.py", "tui.py"
)


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


# ARCHITECTURE.md, "No back door" (issue 37 item 4): the facade hands out views and typed values,
# never the engine or its state; what tests and harnesses need of the kernel they take through
# ``werewolves.testing``, which nothing but tests/ and bench/ imports
ROOT = SRC.parents[1]


def test_the_facade_has_no_back_door() -> None:
    from werewolves.game import Game, Setup

    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")]), seed=1)
    for name in ("engine", "state"):
        assert not hasattr(Game, name), f"Game.{name} is a back door to the kernel"
        assert not hasattr(g, name), f"a game's {name} is a back door to the kernel"


def _reaches_the_kernel(path: Path, text: str | None = None) -> list[str]:
    """Where ``path`` (or ``text`` as if it were that file) imports ``werewolves.testing`` or
    reads a game's private kernel (``._engine``)."""
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "_engine":
            out.append(f"{path.relative_to(ROOT)}:{node.lineno} reads ._engine")
    if path.is_relative_to(SRC):
        if "testing" in _imports(path, text):
            out.append(f"{path.relative_to(ROOT)} imports werewolves.testing")
    else:
        for node in ast.walk(tree):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            if any(n == "werewolves.testing" or n.startswith("werewolves.testing.") for n in names):
                out.append(f"{path.relative_to(ROOT)} imports werewolves.testing")
    return out


def test_only_tests_and_bench_reach_the_kernel_behind_a_game() -> None:
    inside = {SRC / "game.py", SRC / "testing.py"}
    bad: list[str] = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).parts
        if path in inside or rel[0] in ("engine", "roles"):
            continue
        bad += _reaches_the_kernel(path)
    for path in sorted((ROOT / "scripts").rglob("*.py")):
        bad += _reaches_the_kernel(path)
    assert not bad, "take the kernel through the facade's reads instead:\n" + "\n".join(bad)


def test_the_back_door_check_sees_an_edge_that_imports_testing() -> None:
    """The check above reads relative and absolute imports alike, and a private read."""
    for text in ("from .testing import engine_of\n", "import werewolves.testing\n", "g._engine\n"):
        assert _reaches_the_kernel(SRC / "cli.py", text)
    script = ROOT / "scripts" / "rules_map.py"
    assert _reaches_the_kernel(script, "from werewolves.testing import state_of\n")
    assert not _reaches_the_kernel(script, "from werewolves.game import Game\n")


# issue 38 item 2: each module of server/routes/ has one module-level router of top-level route
# functions (the service reached through a dependency), which the app includes; none is built
# by a ``make(ctx)`` of closures any more, so a test may import a route function
ROUTES = SRC / "server" / "routes"


def test_each_routes_module_has_a_module_level_router_of_top_level_functions() -> None:
    import importlib

    from fastapi import APIRouter
    from fastapi.routing import APIRoute, APIWebSocketRoute

    from werewolves.server.app import create_app
    from werewolves.storage import Store

    app = create_app(Store("sqlite://"), background=False)
    # the routers the app includes (FastAPI keeps each as the router it was given)
    included = {id(getattr(r, "original_router", r)) for r in app.routes}
    bad: list[str] = []
    for path in sorted(ROUTES.glob("*.py")):
        if path.name == "__init__.py":
            continue
        module = importlib.import_module(f"werewolves.server.routes.{path.stem}")
        router = getattr(module, "router", None)
        if not isinstance(router, APIRouter) or not router.routes:
            bad.append(f"routes/{path.name} has no module-level router")
            continue
        if id(router) not in included:
            bad.append(f"routes/{path.name}: its router is not in the app")
        if hasattr(module, "make"):
            bad.append(f"routes/{path.name} still builds its routes in make()")
        for route in router.routes:
            assert isinstance(route, APIRoute | APIWebSocketRoute)
            fn = route.endpoint
            if getattr(module, fn.__name__, None) is not fn or "<locals>" in fn.__qualname__:
                bad.append(f"routes/{path.name}: {route.path} is not a top-level function")
    assert not bad, "\n".join(bad)


def test_undo_is_decided_in_one_module() -> None:
    """Issue 38 item 1: server/undo.py alone decides undo; the live game keeps no undo method
    of its own and the service no undo exception."""
    from werewolves.server import live, service, undo

    assert not [n for n in vars(live.LiveGame) if "undo" in n]
    assert not hasattr(service, "MovedOn") and not hasattr(service, "AlreadyDone")
    assert undo.MovedOn.__module__ == undo.AlreadyDone.__module__ == "werewolves.server.undo"


# issue 41 item 1: the research environment drives a game through the facade and its views
# alone (the protocol's turn and text from agents/, the default mix from sim/), and nothing
# of the program imports it (PettingZoo stays an extra)
ENV_MAY_IMPORT = {"env", "game", "views", "agents", "sim", "werewolves", "__init__"}


def test_the_environment_imports_only_the_facade_and_its_edges() -> None:
    bad = [
        f"{path.relative_to(SRC)} imports werewolves.{imp}"
        for path in sorted((SRC / "env").rglob("*.py"))
        for imp in _imports(path)
        if not imp.startswith("!") and imp.removesuffix(".py") not in ENV_MAY_IMPORT
    ]
    for path in sorted(SRC.rglob("*.py")):
        if path.relative_to(SRC).parts[0] != "env" and "env" in _imports(path):
            bad.append(f"{path.relative_to(SRC)} imports werewolves.env")
    assert not bad, "\n".join(bad)
