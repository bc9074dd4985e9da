"""Snapshots (issue 9, item 4; defects d10 and d11): a snapshot is deep (it shares nothing with
the live game, either way), and a game restored from equal JSON plays on the same whatever the
order of the keys inside its objects (PostgreSQL ``jsonb``, ``jq -S`` and
``json.dumps(sort_keys=True)`` all reorder them)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from test_all_roles import mixed_specs
from test_random_games import GameSpec, budget, play_recorded

from werewolves.engine.state import SnapshotError
from werewolves.game import Game, Setup


def reversed_keys(v: Any) -> Any:
    """The same JSON value with every object's keys in reverse order."""
    if isinstance(v, dict):
        return {k: reversed_keys(v[k]) for k in reversed(list(v))}
    if isinstance(v, list):
        return [reversed_keys(x) for x in v]
    return v


def canonical(game: Game) -> str:
    return json.dumps(game.to_json(), sort_keys=True)


def sorted_keys(v: Any) -> Any:
    """The same JSON value with every object's keys sorted (as PostgreSQL ``jsonb`` keeps it)."""
    return json.loads(json.dumps(v, sort_keys=True))


def same_after_restoring(g: Game, play: Any, check: Any = None) -> None:
    """``play`` run on ``g`` and on copies restored with their keys reversed and sorted gives the
    same game; ``check`` (if given) runs on each game afterwards."""
    copies = [Game.from_json(t(g.to_json())) for t in (reversed_keys, sorted_keys)]
    for game in (g, *copies):
        play(game)
        if check is not None:
            check(game)
    for c in copies:
        assert canonical(c) == canonical(g)


@budget(60)
@given(spec=mixed_specs(max_players=14), at=__import__("hypothesis").strategies.integers(0, 8))
def test_d11_a_game_restored_with_its_keys_reordered_plays_on_the_same(
    spec: GameSpec, at: int
) -> None:
    reference, _ = play_recorded(spec.new_game(), spec.bot_seed)
    for transform in (reversed_keys, lambda d: json.loads(json.dumps(d, sort_keys=True))):

        def trip(game: Game, transform: Any = transform) -> Game | None:
            if game.phase_index != at:
                return None
            return Game.from_json(transform(game.to_json()))

        restored, _ = play_recorded(spec.new_game(), spec.bot_seed, before_advance=trip)
        assert canonical(restored) == canonical(reference)


def test_d11_two_grandmas_restored_with_sorted_keys_play_on_the_same() -> None:
    setup = Setup(
        [("Zed", "Grandma"), ("Amy", "Grandma"), ("Bob", "Wolf"), ("Cid", "Citizen"),
         ("Dan", "Citizen"), ("Eve", "Citizen")]
    )
    g = Game.new(setup, seed=1)
    g.advance()
    g.submit("Zed", "choose Cid")
    g.submit("Amy", "choose Dan")
    h = Game.from_json(json.loads(json.dumps(g.to_json(), sort_keys=True)))
    for game in (g, h):
        game.advance()
    assert json.dumps(g.to_json()["events"]) == json.dumps(h.to_json()["events"])


def test_d10_a_snapshot_shares_nothing_with_the_live_game() -> None:
    setup = Setup([("Ann", "Plague Bearer"), ("Bob", "Citizen"), ("Cid", "Wolf"),
                   ("Dan", "Citizen"), ("Eve", "Citizen")])
    g = Game.new(setup, seed=1)
    g.advance()
    snap = g.to_json()
    frozen = json.dumps(snap, sort_keys=True)
    assert g.submit("Ann", "contaminate Bob")
    assert json.dumps(snap, sort_keys=True) == frozen, "the snapshot changed as the game went on"
    undo = Game.from_json(snap)
    undo.submit("Ann", "contaminate Dan")
    assert json.dumps(snap, sort_keys=True) == frozen, "playing a restored game rewrote its source"
    again = Game.from_json(json.loads(frozen))
    again.submit("Ann", "contaminate Dan")
    assert canonical(undo) == canonical(again)


@pytest.mark.parametrize(
    "corrupt",
    [None, [], {"players": []}, {"seed": "x"}, "not json at all {", '{"setup": 1}'],
)
def test_corrupt_snapshots_get_a_typed_error(corrupt: Any) -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    good = g.to_json()
    with pytest.raises(SnapshotError):
        Game.from_json(corrupt)
    broken = dict(good, events=good["events"][1:])
    with pytest.raises(SnapshotError):
        Game.from_json(broken)
