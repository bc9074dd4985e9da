"""The Macho (role book 2023: townsfolk/miscellaneous/macho), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R6 (seeded draws), R8 (kinds of death, the order of defences), R9 (the pack's
executor), RM130–RM131 (docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("Mac", "Macho"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Asa", "Assassin"),
           ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _alive(g: Game) -> set[str]:
    return {n for n in g.players if g.player(n).alive}


def _attacked_on_night_2(*attackers: str, seed: int = 0) -> Game:
    g = _game(PLAYERS, seed)
    g.advance()
    g.advance()
    g.advance()  # Night 2: the Assassin attacks after Night 1
    for a in attackers:
        _do(g, f"{a} attack Mac")
    g.advance()
    return g


def test_macho_1_a_night_attack_leaves_the_macho_alive_through_the_next_day() -> None:
    g = _attacked_on_night_2("Wes")
    assert g.phase == "Day 2" and "Mac" in _alive(g)
    # the Macho may still act and vote all day
    _do(g, "Mac vote Wes")


def test_macho_4_the_macho_dies_at_the_end_of_that_day() -> None:
    g = _attacked_on_night_2("Wes")
    g.advance()
    assert g.phase == "Night 3" and "Mac" not in _alive(g)
    (death,) = [e for e in g.events if e.kind == "death" and e.targets == ["Mac"]]
    assert death.phase == 4 and death.data["kind"] == "kill"
    g.advance()
    g.advance()
    assert not [e for e in g.events if e.kind == "death" and e.targets == ["Mac"]][1:]


def test_macho_2_storytime_names_the_macho_as_attacked() -> None:
    g = _attacked_on_night_2("Wes")
    assert "Mac was attacked during the night, and is still standing." in g.messages("Cal")
    assert not [m for m in g.messages("Cal") if "Macho" in m]


def test_macho_3_only_the_macho_learns_the_attacker() -> None:
    g = _attacked_on_night_2("Asa")
    assert g.private_messages("Mac")[-1].startswith("You were attacked tonight by Asa.")
    assert not [m for m in g.messages("Cal")[1:] if "Asa" in m]


def test_macho_5_a_pack_attack_names_the_executor() -> None:
    for seed in range(4):
        g = _game(PLAYERS, seed)
        g.advance()
        _do(g, "Wes attack Mac")
        _do(g, "Kay attack Mac")
        g.advance()
        (ev,) = [e for e in g.events if e.kind == "group_action"]
        assert g.private_messages("Mac")[-1].startswith(
            f"You were attacked tonight by {ev.actor}."
        )


def test_macho_6_several_attacks_kill_nobody_and_one_attacker_is_drawn() -> None:
    seen = set()
    for seed in range(10):
        g = _attacked_on_night_2("Wes", "Asa", seed=seed)
        assert "Mac" in _alive(g)
        assert len([e for e in g.events if e.kind == "kill_prevented"]) == 2
        (draw,) = [e for e in g.events if e.kind == "random_draw"
                   and e.data["purpose"] == "the attacker the Macho saw"]
        assert draw.data["options"] == ["Asa", "Wes"]
        assert g.private_messages("Mac")[-1].startswith(
            f"You were attacked tonight by {draw.data['choice']}."
        )
        seen.add(draw.data["choice"])
        g.advance()
        assert "Mac" not in _alive(g)
    assert seen == {"Asa", "Wes"}


def test_macho_7_a_lynched_macho_dies_as_usual() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    for v in ("Cal", "Dee", "Eve"):
        _do(g, f"{v} vote Mac")
    g.advance()
    assert "Mac" not in _alive(g)
    g2 = _attacked_on_night_2("Wes")
    for v in ("Cal", "Dee", "Eve"):
        _do(g2, f"{v} vote Mac")
    g2.advance()
    (death,) = [e for e in g2.events if e.kind == "death" and e.targets == ["Mac"]]
    assert death.data["kind"] == "lynch"


def test_macho_1_kills_and_protected_attacks_meet_no_delay() -> None:
    # ruling RM130: a kill is no attack; an attack a protection stops first is no attack on him
    g = _game(PLAYERS)
    g.advance()
    assert engine_of(g).kill(g.player("Mac"), "kill", causes=[], rule="R8")
    assert "Mac" not in _alive(g)
    g2 = _game(PLAYERS)
    g2.advance()
    engine_of(g2).grant_office(g2.player("Cal"), "Guardian")
    _do(g2, "Cal protect Mac")
    _do(g2, "Wes attack Mac")
    g2.advance()
    assert not [m for m in g2.messages("Dee") if "attacked during the night" in m]
    g2.advance()
    assert "Mac" in _alive(g2)
    # an attack by day kills at once
    g3 = _game(PLAYERS)
    g3.advance()
    g3.advance()
    assert engine_of(g3).attack(g3.player("Wes"), g3.player("Mac"), causes=[], rule="R8")
    assert "Mac" not in _alive(g3)


def test_macho_4_the_delayed_death_is_a_kill_after_the_nights_protections() -> None:
    # ruling RM131: a Guardian's protection lasts the night only; the evening's death is a kill
    g = _attacked_on_night_2("Wes")
    attempts = [e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Mac"]]
    g.advance()
    last = [e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Mac"]][-1]
    assert last.data["kind"] == "kill" and last.rule == "macho.4"
    assert set(last.causes) == {a.id for a in attempts}


def test_macho_declares_no_ability() -> None:
    from werewolves.game import role_book

    (card,) = [c for c in role_book() if c.name == "Macho"]
    assert not card.abilities and card.mix is None and card.group == "Townsfolk Miscellaneous"
