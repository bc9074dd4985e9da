"""The Riding Hood (role book 2023: unaligned/miscellaneous/riding hood), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md. Rulings:
RM331–RM333."""

from __future__ import annotations

from role_kit import _do, _game

PLAYERS = [
    ("Red", "Riding Hood"),
    ("Wes", "Wolf"),
    ("Kay", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
    ("Fin", "Citizen"),
]


def _pack_attack(g, target: str) -> None:
    _do(g, f"Wes attack {target}")
    _do(g, f"Kay attack {target}")


def test_riding_hood_b1_riding_hood_3_riding_hood_1_killed_by_the_pack_ascends() -> None:
    g = _game(PLAYERS)
    g.advance()
    _pack_attack(g, "Red")
    g.advance()
    red = g.player("Red")
    assert red.ascended and not red.alive
    assert "Red the Riding Hood has ascended and won." in g.announcements()


def test_riding_hood_2_the_game_goes_on() -> None:
    g = _game(PLAYERS)
    g.advance()
    _pack_attack(g, "Red")
    g.advance()
    assert g.outcome is None


def test_riding_hood_4_any_other_death_is_a_loss() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    for v in ("Cal", "Dee", "Eve", "Fin"):
        _do(g, f"{v} vote Red")
    g.advance()
    red = g.player("Red")
    assert not red.alive and not red.ascended


def test_riding_hood_5_a_protected_riding_hood_neither_dies_nor_ascends() -> None:
    g = _game([*PLAYERS, ("Cau", "Cautious Hag")])
    g.advance()
    _do(g, "Cau shield Red")
    _pack_attack(g, "Red")
    g.advance()
    red = g.player("Red")
    assert red.alive and not red.ascended


def test_riding_hood_6_the_pack_attacks_nobody_the_following_night() -> None:
    g = _game(PLAYERS)
    g.advance()
    _pack_attack(g, "Red")
    g.advance()
    g.advance()  # Night 2
    _pack_attack(g, "Cal")
    g.advance()
    assert g.player("Cal").alive
    g.advance()  # Night 3: the pack attacks again
    _pack_attack(g, "Cal")
    g.advance()
    assert not g.player("Cal").alive


def test_riding_hood_7_another_wolfish_killer_is_restrained_alone() -> None:
    from werewolves.roles.riding_hood import HoodState, barred_defence, hood_defence

    g = _game(PLAYERS)
    g.advance()
    eng = g.engine
    # a wolfish player's own kill (no pack attack): that player is restrained tomorrow night
    assert hood_defence(eng, g.player("Red"), "kill", "Wes")
    assert eng.ext(HoodState).barred == {"Wes": eng.state.phase + 2}
    assert eng.ext(HoodState).pack_barred is None
    eng.state.phase += 2
    assert barred_defence(eng, g.player("Cal"), "attack", "Wes")
    assert not barred_defence(eng, g.player("Cal"), "attack", "Kay")


def test_riding_hood_3_killed_by_a_non_wolf_is_a_death() -> None:
    g = _game([*PLAYERS, ("Vic", "Vicious Hag")])
    g.advance()
    _do(g, "Vic hex Red")
    g.advance()
    red = g.player("Red")
    assert not red.alive and not red.ascended


def test_riding_hood_8_with_no_wolfish_player_left_it_descends() -> None:
    g = _game(
        [
            ("Red", "Riding Hood"),
            ("Wes", "Wolf"),
            ("Cal", "Citizen"),
            ("Dee", "Citizen"),
            ("Eve", "Citizen"),
            ("Fin", "Citizen"),
        ]
    )
    g.advance()
    g.advance()
    for v in ("Cal", "Dee", "Eve", "Fin"):
        _do(g, f"{v} vote Wes")
    g.advance()
    red = g.player("Red")
    assert not red.alive and not red.ascended
    assert any("Red" in m and "descended" in m for m in g.announcements()) or red.death
