"""Issue 39 item 3: a custom role travels with the game's setup in the log, so a saved game,
its replay in a fresh process, and an export carry it and play it the same way."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from werewolves.game import Game, Setup, SetupError, SnapshotError, roles_hash, rules_for

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples" / "roles").glob("*.yaml"))
PAIRS = [(p.name, p.read_text(encoding="utf-8")) for p in EXAMPLES]
SEATS = [("Ann", "Lamplighter"), ("Bob", "Citizen"), ("Cid", "Cartographer"), ("Dan", "Wolf"),
         ("Eve", "Ember Witch"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _played() -> Game:
    """Night 1: the Lamplighter's lamp keeps Bob from the pack (a custom role's ability)."""
    g = Game.new(Setup(list(SEATS), custom_roles=list(PAIRS)), seed=3)
    g.advance()
    assert g.submit("Ann", "light Bob")
    assert g.submit("Dan", "attack Bob")
    assert g.submit("Cid", "map Fay")
    g.advance()
    return g


def _events(g: Game) -> list[dict[str, object]]:
    return [e.to_json() for e in g.events]


def test_issue_39_item_3_a_setup_with_custom_roles_plays_them_without_rules_given() -> None:
    g = _played()
    assert "Bob" in g.living()
    assert "Your map of Fay's house shows the Citizen." in g.messages("Cid")
    assert g.setup.custom_roles == PAIRS
    assert g.roles_hash == roles_hash(g.setup) != ""


def test_issue_39_item_3_the_saved_game_replays_alike_in_a_fresh_process(tmp_path: Path) -> None:
    g = _played()
    saved = g.to_json()
    assert saved["setup"]["custom_roles"] == [list(p) for p in PAIRS]
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(saved))
    # a fresh process knows no role file: it rebuilds the rules from the texts in the setup,
    # both restoring the snapshot and replaying the commands
    code = (
        "import json, sys\n"
        "from werewolves.game import Game, Setup\n"
        "d = json.load(open(sys.argv[1]))\n"
        "g = Game.from_json(d)\n"
        "r = Game.replay(Setup.from_json(d['setup']), d['seed'], d['commands'])\n"
        "print(json.dumps([[e.to_json() for e in g.events], [e.to_json() for e in r.events]]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, check=True)
    restored, replayed = json.loads(out.stdout)
    events = json.loads(json.dumps(_events(g)))
    assert restored == events
    assert replayed == events


def test_issue_39_item_3_a_game_without_custom_roles_saves_as_before() -> None:
    g = Game.new(Setup([(n, "Citizen" if r not in {"Wolf"} else r) for n, r in SEATS]), seed=3)
    assert "custom_roles" not in g.to_json()["setup"]
    assert g.roles_hash == ""


def test_issue_39_item_3_the_rules_are_kept_by_content_hash() -> None:
    one = rules_for(Setup(list(SEATS), custom_roles=list(PAIRS)))
    assert rules_for(Setup(list(SEATS), custom_roles=[tuple(p) for p in PAIRS])) is one
    changed = [(n, t.replace("Lamplighter", "Lampkeeper")) for n, t in PAIRS]
    other = Setup(list(SEATS), custom_roles=changed)
    assert roles_hash(other) != roles_hash(Setup(list(SEATS), custom_roles=list(PAIRS)))
    assert rules_for(other) is not one


def test_issue_39_item_3_a_broken_role_text_in_the_setup_is_refused_with_sentences() -> None:
    broken = [("bad.yaml", "name: Bad\nteam: nobody\n")]
    with pytest.raises(SetupError) as e:
        Game.new(Setup(list(SEATS), custom_roles=broken), seed=1)
    assert str(e.value).startswith("Role file bad.yaml, line ")
    with pytest.raises(SetupError, match="custom_roles must be a list"):
        Game.new(Setup(list(SEATS), custom_roles=[("only a name",)]), seed=1)  # type: ignore[list-item]
    saved = _played().to_json()
    saved["setup"]["custom_roles"] = broken
    with pytest.raises(SnapshotError, match="custom roles cannot be loaded"):
        Game.from_json(saved)
