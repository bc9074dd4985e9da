"""A game exported from the service (``GET /api/games/{id}/host/export``), read back here: it
replays in this process, event for event, and becomes a scenario file in one step, so a
disputed ruling in a live game can be settled (and kept) as a scenario.

The scenario holds every accepted action in the phase it was taken, and expects the end state
the game reached: who is alive and dead, how each died, current roles, and the winners once
the game is over. Chat lines change no rule, so they are left out.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..game import DRAW_AFTER, Game, Setup, SetupError, SnapshotError, phase_name

FORMAT = "werewolves-game"
MAX_FILE = 20 * 1024 * 1024  # bytes


class ExportError(Exception):
    """The file is not a game export this program can replay (a sentence for the user)."""


@dataclass(frozen=True)
class Exported:
    setup: Setup
    seed: int
    commands: list[dict[str, Any]]
    rules_version: str
    name: str


def read_export(path: str | Path) -> Exported:
    p = Path(path)
    try:
        if not p.is_file():
            raise ExportError(f"{p}: no such file (or not a regular file).")
        if p.stat().st_size > MAX_FILE:
            raise ExportError(f"{p}: larger than {MAX_FILE // (1024 * 1024)} MB; not an export.")
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise ExportError(f"{p}: not a JSON game export ({e}).") from None
    return parse_export(data, str(p))


def parse_export(data: object, where: str = "the export") -> Exported:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ExportError(f"{where}: not a werewolves game export (no \"format\": \"{FORMAT}\").")
    try:
        setup = Setup.from_json(data["setup"])
        seed = data["seed"]
        commands = data["commands"]
        if not isinstance(commands, list) or not all(isinstance(c, dict) for c in commands):
            raise TypeError("commands must be a list of objects")
    except (KeyError, TypeError, AttributeError) as e:
        raise ExportError(f"{where}: the export is incomplete ({e}).") from None
    name = str(data.get("game", "exported game"))
    return Exported(setup, seed, commands, str(data.get("rules_version", "")), name)


def replay(ex: Exported) -> Game:
    """The exported game, replayed here."""
    try:
        return Game.replay(ex.setup, ex.seed, ex.commands)
    except (SetupError, SnapshotError) as e:
        raise ExportError(f"the export's setup is refused: {e}") from None
    except (ValueError, KeyError, TypeError) as e:
        raise ExportError(
            f"the export does not replay under these rules ({e}); it was made under rules "
            f"version {ex.rules_version or 'unknown'}."
        ) from None


ROLE_DIR = "roles"  # the folder, beside the scenario, its role files are written to


def scenario_role_files(ex: Exported) -> list[tuple[str, str]]:
    """The role files an exported game's setup carries, as (path inside the scenario's folder,
    text) pairs: each named by its file's own name made safe (letters, digits, dots, dashes),
    in ``roles/``, two of one name told apart by a number."""
    out: list[tuple[str, str]] = []
    taken: set[str] = set()
    for i, (name, text) in enumerate(ex.setup.custom_roles, 1):
        stem = re.sub(r"[^A-Za-z0-9_-]+", "-", Path(name.replace("\\", "/")).stem).strip("-.")
        stem = stem[:60] or f"role-{i}"
        path = f"{ROLE_DIR}/{stem}.yaml"
        n = 2
        while path.lower() in taken:
            path = f"{ROLE_DIR}/{stem}-{n}.yaml"
            n += 1
        taken.add(path.lower())
        out.append((path, text))
    return out


def to_scenario(ex: Exported) -> str:
    """A scenario file (SCENARIOS.md) that plays the exported game and expects its end; the
    custom roles its setup carries are named as role files beside it
    (:func:`scenario_role_files` says what to write there)."""
    game = Game.new(ex.setup, ex.seed)
    steps: list[dict[str, Any]] = []
    for command in ex.commands:
        op = command.get("op")
        if op == "advance":
            game.apply(command)
            continue
        if op != "submit":
            game.apply(command)  # chat: applied (it is part of the game) but not a step
            continue
        if not steps or steps[-1]["at"] != game.phase:
            steps.append({"at": game.phase, "do": []})
        words = command["action"]
        words = words.split() if isinstance(words, str) else [str(w) for w in words]
        game.apply(command)
        steps[-1]["do"].append(" ".join([str(command["player"]), *words]))
    expect: dict[str, Any] = {}
    players = [game.player(n) for n in game.players]
    alive = [p.name for p in players if p.alive]
    dead = [p.name for p in players if not p.alive]
    if alive:
        expect["alive"] = alive
    if dead:
        expect["dead"] = dead
        deaths = {
            p.name: p.death.kind
            for p in players
            if p.death is not None and not p.ascended
        }
        if deaths:
            expect["deaths"] = deaths
    expect["roles"] = {p.name: p.role for p in players}
    expect["game_over"] = game.over
    if game.over:
        won = set(game.outcome.winners if game.outcome else [])
        won.update(p.name for p in players if p.ascended)
        expect["winners"] = [p.name for p in players if p.name in won]
    # a game that ended did so as its last phase ended: the check is made in the phase after,
    # which the runner never reaches (it stops where the game ends and checks there)
    at = phase_name(game.phase_index + 1) if game.over else game.phase
    steps.append({"at": at, "expect": expect})
    doc: dict[str, Any] = {"name": f"Exported game {ex.name}", "seed": ex.seed}
    if ex.setup.role_list != "private":
        doc["role_list"] = ex.setup.role_list
    if ex.setup.revealed_roles:
        doc["revealed_roles"] = list(ex.setup.revealed_roles)
    if ex.setup.known_roles is not None:
        doc["known_roles"] = list(ex.setup.known_roles)
    # ruling RM440: the game's quiet-phase limit, which a scenario does not have unless told
    stall = ex.setup.options.get("draw_after")
    if (
        stall is None
        and game.outcome is not None
        and game.outcome.drawn
        and {"op": "draw"} not in game.commands
    ):
        stall = DRAW_AFTER  # the game stood still for the default number of phases
    if stall is not None:
        doc["draw_after"] = stall
    if ex.setup.custom_roles:
        doc["role_files"] = [path for path, _text in scenario_role_files(ex)]
    doc["players"] = {n: r for n, r in ex.setup.players}
    doc["steps"] = steps
    header = (
        "# Made by `werewolves replay --scenario` from a game exported by the service.\n"
        "# Edit the expectations to state the ruling you want the game to follow.\n"
    )
    return header + yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100)
