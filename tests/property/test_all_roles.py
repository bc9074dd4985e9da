"""Property tests over random games dealing every role the rules know (issues 2–6 together).

The base-role properties live in test_random_games.py; here the same invariants are checked on
mixes drawn from every dealable role, where the role families meet: contagion through dooms and
meals, ravens over redirected actions, Undead in the pack, an Angel lynched by hidden votes …
"""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st
from test_random_games import (
    RANDOM_BOT_PHASE_CAP,
    GameSpec,
    budget,
    check_outcome,
    deaths_by_event,
    play_recorded,
    replay,
    round_trip,
)

from werewolves.game import Game, Setup, SetupError
from werewolves.roles import default_rules


def _never_dealt(role: str) -> bool:
    """A role no role list may hold (the Undead, a Cupid's variants): the setup refuses it
    whatever else is dealt, saying nobody can be dealt it (drawn, it would only be filtered)."""
    try:
        Game.new(Setup([("P0", role), ("P1", "Wolf"), ("P2", "Citizen"), ("P3", "Citizen"),
                        ("P4", "Citizen")]), seed=0)
    except SetupError as e:
        return str(e).startswith("Nobody can be dealt")
    return False


DEALABLE = sorted(
    r.name for r in default_rules().roles.values() if not r.office and not _never_dealt(r.name)
)


@st.composite
def mixed_specs(draw: st.DrawFn, min_players: int = 5, max_players: int = 24) -> GameSpec:
    n = draw(st.integers(min_players, max_players))
    roles = draw(st.lists(st.sampled_from(DEALABLE), min_size=n, max_size=n))
    mode = draw(st.sampled_from(("private", "partial")))
    spec = GameSpec(
        players=tuple((f"P{i}", r) for i, r in enumerate(roles)),
        role_list=mode,
        revealed=(),
        seed=draw(st.integers(0, 2**32 - 1)),
        bot_seed=draw(st.integers(0, 2**32 - 1)),
    )
    try:
        Game.new(spec.setup(), seed=spec.seed)
    except SetupError:
        assume(False)  # a mix the rules refuse (a Plague Doctor without a bearer …)
    return spec


@budget(120)
@given(spec=mixed_specs())
def test_r5_r6_r7_every_role_mixed_game_ends_replays_and_never_lets_the_dead_act(
    spec: GameSpec,
) -> None:
    game, script = play_recorded(spec.new_game(), spec.bot_seed)
    assert game.over, f"no outcome after {RANDOM_BOT_PHASE_CAP} phases"
    check_outcome(game)
    # R7: no action event from a player already dead (a Huntress's dying shot is the one
    # ability the rules fire for a player at the moment of death, S0.15)
    died = deaths_by_event(game)
    for e in game.events:
        if e.kind in ("action", "action_chosen", "action_withdrawn") and e.actor in died:
            assert e.id < died[e.actor], f"{e.actor} acted after dying (event {e.id})"
    # R6: the same submissions replay to the same game
    again, _ = replay(spec, script)
    assert again.to_json() == game.to_json()


@budget(50)
@given(spec=mixed_specs(max_players=16), at=st.integers(0, 10))
def test_every_role_mixed_game_survives_a_json_round_trip(spec: GameSpec, at: int) -> None:
    reference, _ = play_recorded(spec.new_game(), spec.bot_seed)

    def trip(game: Game) -> Game | None:
        return round_trip(game) if game.phase_index == at else None

    restored, _ = play_recorded(spec.new_game(), spec.bot_seed, before_advance=trip)
    assert restored.to_json() == reference.to_json()
