"""The Riding Hood (role book 2023: unaligned/miscellaneous/riding hood), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md. Rulings:
R47 (the restraint the wolves know of is a refusal), RM331–RM333."""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.engine.results import Reason
from werewolves.game import Game
from werewolves.testing import engine_of, state_of

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


def _verbs(g: Game, name: str) -> set[str]:
    return {la.verb for la in g.legal_actions(name)}


def test_riding_hood_6_the_pack_attacks_nobody_the_following_night() -> None:
    g = _game(PLAYERS)
    g.advance()
    _pack_attack(g, "Red")
    g.advance()
    g.advance()  # Night 2: the pack attacks nobody (R47: its attack is refused)
    _refused(g, "Wes attack Cal")
    g.advance()
    assert g.player("Cal").alive
    g.advance()  # Night 3: the pack attacks again
    _pack_attack(g, "Cal")
    g.advance()
    assert not g.player("Cal").alive


def test_r47_riding_hood_6_the_packs_attack_is_refused_the_following_night() -> None:
    """R47: the night after the pack killed the Riding Hood, every attack of the pack (its
    poll, the Alpha Wolf's overwrite of it) is refused with a sentence saying why, changes
    nothing, and is not offered; the pack's other abilities and the next night are untouched."""
    g = _game([*PLAYERS, ("Alf", "Alpha Wolf")])
    g.advance()  # Night 1
    _pack_attack(g, "Red")
    g.advance()  # Day 1: Red ascended
    assert g.player("Red").ascended
    g.advance()  # Night 2
    for line in ("Wes attack Cal", "Kay attack Dee", "Alf attack Cal", "Alf overwrite Cal",
                 "Wes attack nobody"):
        refusal = _refused(g, line)
        assert refusal.reason is Reason.NOT_NOW
        assert "Riding Hood" in refusal.message and "may not attack" in refusal.message
    for wolf in ("Wes", "Kay", "Alf"):
        assert not {"attack", "overwrite"} & _verbs(g, wolf), wolf
    assert not any(p.verb == "attack" for p in state_of(g).pending)
    g.advance()  # Day 2
    assert all(g.player(n).alive for n in ("Cal", "Dee", "Eve", "Fin"))
    g.advance()  # Night 3: the restraint is over
    assert "attack" in _verbs(g, "Wes")
    _do(g, "Wes attack Cal")
    _do(g, "Alf overwrite Dee")


def test_riding_hood_7_another_wolfish_killer_is_restrained_alone() -> None:
    from werewolves.roles.riding_hood import HoodState, barred_defence, hood_defence

    g = _game(PLAYERS)
    g.advance()
    eng = engine_of(g)
    # a wolfish player's own kill (no pack attack): that player is restrained tomorrow night
    assert hood_defence(eng, g.player("Red"), "kill", "Wes")
    assert eng.ext(HoodState).barred == {"Wes": eng.state.phase + 2}
    assert eng.ext(HoodState).pack_barred is None
    eng.state.phase += 2
    # an attack reaching the defences without a submission that night still fails
    assert barred_defence(eng, g.player("Cal"), "attack", "Wes")
    assert not barred_defence(eng, g.player("Cal"), "attack", "Kay")


def test_r47_riding_hood_7_the_wolf_responsible_is_refused_alone() -> None:
    """R47 / riding-hood.7: the coyotes' attack, carried out by the Greater Coyote, kills the
    Riding Hood: the next night that coyote's attacks are refused with a sentence (and not
    offered), while the pack, which did not do it, attacks as usual."""
    g = _game([("Red", "Riding Hood"), ("Gco", "Greater Coyote"), ("Wes", "Wolf"),
               ("Kay", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"),
               ("Fin", "Citizen"), ("Gus", "Citizen")])
    g.advance()  # Night 1: the pack kills nobody, so the coyotes hunt on Night 2
    g.advance()
    g.advance()  # Night 2
    _do(g, "Gco ambush Red")
    g.advance()  # Day 2
    assert g.player("Red").ascended
    g.advance()  # Night 3: the pack killed nobody on Night 2, the coyotes could hunt again
    refusal = _refused(g, "Gco ambush Cal")
    assert refusal.reason is Reason.NOT_NOW
    assert "Riding Hood" in refusal.message and "attack or kill" in refusal.message
    assert "ambush" not in _verbs(g, "Gco")
    _pack_attack(g, "Dee")  # the pack is not restrained
    g.advance()  # Day 3
    assert not g.player("Dee").alive and g.player("Cal").alive


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
