"""The ready-made setups of ``werewolves play``: names, the default role mix, typed role lists."""

from __future__ import annotations

from collections import Counter

import pytest

from werewolves.engine.kernel import MAX_PLAYERS, MIN_PLAYERS, NAME_RE
from werewolves.game import Game
from werewolves.roles import default_rules
from werewolves.sim.setups import (
    FILLER,
    MIX,
    RolesError,
    deal,
    default_roles,
    make_setup,
    parse_roles,
    player_names,
)


def test_mix_table_names_only_roles_the_rules_know() -> None:
    # guards against drift: a renamed or removed role must fail here, not in a player's game
    rules = default_rules()
    for name in [row.role for row in MIX] + [FILLER]:
        role = rules.role(name)
        assert role is not None and not role.office, name
        assert role.name == name


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (2, {"Wolf": 1, "Citizen": 1}),
        (4, {"Wolf": 1, "Fortune Teller": 1, "Citizen": 2}),
        (8, {"Wolf": 2, "Fortune Teller": 1, "Amulet Holder": 1, "Plague Bearer": 1,
             "Grandma": 1, "Citizen": 2}),
        (16, {"Wolf": 4, "Fortune Teller": 2, "Amulet Holder": 1, "Plague Bearer": 1,
              "Grandma": 1, "Angel": 1, "Plague Doctor": 1, "Ravenkeeper": 1, "Huntress": 1,
              "Runner": 1, "Horseman": 2}),
    ],
)
def test_default_mix_counts(n: int, expected: dict[str, int]) -> None:
    assert Counter(default_roles(n, seed=0)) == Counter(expected)


def test_default_mix_of_a_big_game_holds_every_row() -> None:
    counts = Counter(default_roles(200, seed=0))
    for row in MIX:
        assert counts[row.role] == row.count(200), row.role
    assert counts["Wolf"] == 50 and counts["Fortune Teller"] == 25


def test_default_mixes_are_valid_setups() -> None:
    from werewolves.game import Game, Setup

    for n in (5, 8, 10, 12, 16, 20, 24, 40):
        roles = default_roles(n, seed=n)
        Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=n)


def test_default_mix_every_size_is_a_playable_game() -> None:
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        roles = default_roles(n, seed=n)
        assert len(roles) == n
        wolves = roles.count("Wolf")
        # at least one wolf and at least one other player, so the game is not decided before
        # it starts (R34); about a quarter of the table
        assert 1 <= wolves < n
        assert wolves == max(1, n // 4)


def test_default_mix_is_shuffled_by_the_seed() -> None:
    assert default_roles(16, seed=5) == default_roles(16, seed=5)
    deals = {tuple(default_roles(16, seed=s)) for s in range(10)}
    assert len(deals) > 1
    assert sorted(default_roles(16, seed=1)) == sorted(default_roles(16, seed=2))


def test_deal_keeps_the_roles() -> None:
    roles = ["Wolf", "Citizen", "Citizen", "Fortune Teller"]
    assert sorted(deal(roles, 3)) == sorted(roles)
    assert deal(roles, 3) == deal(roles, 3)


def test_player_names_are_distinct_valid_one_word_names() -> None:
    names = player_names(MAX_PLAYERS)
    assert len(set(n.lower() for n in names)) == MAX_PLAYERS
    assert all(NAME_RE.match(n) for n in names)
    assert names[:5] == ["Ann", "Bob", "Cid", "Dan", "Eve"]
    assert player_names(3) == ["Ann", "Bob", "Cid"]


@pytest.mark.parametrize(
    "text",
    [
        "Wolf, Wolf, Fortune Teller",
        "2xWolf, Fortune Teller",
        "Wolf*2,Fortune Teller",
        "2 x wolf, fortune teller",
        "Werewolf x2, Fortune Teller",
        "2*Wolf, Fortune Teller",
    ],
)
def test_parse_roles_counts_and_fills_with_citizens(text: str) -> None:
    assert parse_roles(text, 5) == ["Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen"]


def test_parse_roles_unknown_role_names_close_matches() -> None:
    with pytest.raises(RolesError, match=r"'Wolff' is not a role.*Did you mean Wolf"):
        parse_roles("Wolff", 8)


def test_parse_roles_refuses_an_office() -> None:
    with pytest.raises(RolesError, match="office"):
        parse_roles("Mayor", 8)


def test_parse_roles_refuses_more_roles_than_players() -> None:
    with pytest.raises(RolesError, match="names 3 roles but the game has only 2 players"):
        parse_roles("3xWolf", 2)


@pytest.mark.parametrize("text", ["", " , ", "Wolf,,Wolf", "0xWolf", "Wolf*0"])
def test_parse_roles_refuses_empty_entries_and_zero_counts(text: str) -> None:
    with pytest.raises(RolesError):
        parse_roles(text, 8)


@pytest.mark.parametrize("n", [0, 1, MAX_PLAYERS + 1])
def test_player_count_out_of_range_is_refused(n: int) -> None:
    with pytest.raises(RolesError, match=f"between {MIN_PLAYERS} and {MAX_PLAYERS} players"):
        default_roles(n, seed=0)
    with pytest.raises(RolesError):
        parse_roles("Wolf", n)


def test_make_setup_starts_a_game() -> None:
    setup = make_setup(8, seed=2)
    game = Game.new(setup, seed=2)
    assert game.players == player_names(8)
    assert sorted(r for _, r in setup.players) == sorted(default_roles(8, seed=2))


def test_r33_partial_role_list_reveals_roles_in_play() -> None:
    setup = make_setup(16, seed=4, role_list="partial")
    in_play = {r for _, r in setup.players}
    assert setup.revealed_roles and set(setup.revealed_roles) <= in_play
    assert FILLER not in setup.revealed_roles  # special roles are the ones worth telling
    Game.new(setup, seed=4)  # the engine accepts it


def test_make_setup_with_typed_roles_deals_them() -> None:
    setup = make_setup(6, seed=1, roles_text="2xWolf")
    assert Counter(r for _, r in setup.players) == Counter({"Wolf": 2, "Citizen": 4})
