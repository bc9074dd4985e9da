"""The Ranger (role book 2023: townsfolk/miscellaneous/ranger), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), S1.17 / R17 (an ability block stops the reveal), R4 (a target killed
in the same batch).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("Ran", "Ranger"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _public(g: Game, who: str = "Eve") -> list[str]:
    return [m.text for m in g.view(who).messages if m.audience == "public"]


def _killed_at_night(g: Game, victim: str = "Ran") -> None:
    """From Day 0: the pack kills ``victim`` on Night 1 (the morning of Day 1 follows)."""
    g.advance()
    _do(g, f"Wes attack {victim}")
    _do(g, f"Kay attack {victim}")
    g.advance()


def test_ranger_1_targets_any_other_player_or_nobody() -> None:
    g = _game(PLAYERS)
    (la,) = [a for a in g.legal_actions("Ran") if a.verb == "target"]
    assert "Ran" not in la.candidates and la.declaration.hostile
    _refused(g, "Ran target Ran")  # never themself
    assert _do(g, "Ran target Wes").told[-1] == "Your target is now Wes."
    assert _do(g, "Ran target nobody").told[-1] == "You have no target now."


def test_ranger_2_one_change_a_phase_plus_one_emergency() -> None:
    g = _game(PLAYERS)
    _do(g, "Ran target Wes")
    _do(g, "Ran target Kay")  # the emergency change
    _refused(g, "Ran target Cal")  # R7: no change left this phase
    g.advance()
    _do(g, "Ran target Cal")  # a new phase, a new change
    _refused(g, "Ran target Dee")  # the emergency is spent for the game


def test_ranger_3_ranger_4_killed_at_night_shows_role_target_and_its_role_in_the_morning() -> None:
    g = _game(PLAYERS)
    _do(g, "Ran target Kay")
    _killed_at_night(g)
    said = _public(g)
    assert "Ran was the Ranger: with their dying breath they reveal a player." in said
    assert "Ran, the Ranger, reveals Kay: the Wolf." in said
    # ranger.3: told in the story of the death (the night's end), before Day 1 begins
    death = next(e for e in g.events if e.kind == "death" and e.targets == ["Ran"])
    shown = [e for e in g.events if e.msg == "ranger.exposed"]
    begun = next(e for e in g.events if e.msg == "phase.started" and e.params["phase"] == "Day 1")
    assert len(shown) == 1 and death.id < shown[0].id < begun.id
    # ranger.4: everyone is told, the dead and the wolves included
    for who in ("Cal", "Wes", "Ran"):
        assert "Ran, the Ranger, reveals Kay: the Wolf." in _public(g, who)


def test_ranger_3_a_direct_lynch_reveals_nothing() -> None:
    g = _game(PLAYERS)
    _do(g, "Ran target Kay")
    g.advance()
    g.advance()  # Day 1
    for voter in ("Wes", "Kay", "Cal", "Dee"):
        _do(g, f"{voter} vote Ran")
    g.advance()
    assert not engine_of(g).player("Ran").alive
    assert not any(e.kind == "role_revealed" for e in g.events)


def test_ranger_3_a_reveal_by_day_is_at_once() -> None:
    # the Ranger's death by day (an Amulet Holder shattering the amulet on the Ranger): the
    # reveal follows the death at once
    g = _game([*PLAYERS[:-1], ("Amy", "Amulet Holder")])
    _do(g, "Ran target Wes")
    _do(g, "Amy pass Ran")
    g.advance()
    g.advance()  # Day 1: Ran holds the amulet
    _do(g, "Amy shatter")
    assert not engine_of(g).player("Ran").alive
    assert "Ran, the Ranger, reveals Wes: the Wolf." in _public(g)


def test_ranger_5_a_dead_target_or_nobody_reveals_nothing_not_even_the_ranger() -> None:
    g = _game(PLAYERS)
    _killed_at_night(g)  # no target chosen
    assert not any(e.kind == "role_revealed" for e in g.events)
    g = _game(PLAYERS)
    _do(g, "Ran target Cal")
    _killed_at_night(g, "Cal")  # Night 1: Cal dies
    g.advance()
    _do(g, "Wes attack Ran")
    _do(g, "Kay attack Ran")
    g.advance()  # Night 2: Ran dies with a dead target
    assert not engine_of(g).player("Ran").alive
    assert not any(e.kind == "role_revealed" for e in g.events)
    assert not any("Ranger" in t for t in _public(g))


def test_ranger_5_a_target_killed_in_the_same_batch_counts_as_living() -> None:
    # R4: the deaths of one batch happen at once, so the target was alive when the Ranger died
    g = _game([*PLAYERS, ("Asa", "Assassin")])
    _do(g, "Ran target Cal")
    g.advance()
    g.advance()
    g.advance()  # Night 2: the Assassin may attack
    _do(g, "Asa attack Cal")
    _do(g, "Wes attack Ran")
    _do(g, "Kay attack Ran")
    g.advance()
    assert not engine_of(g).player("Cal").alive and not engine_of(g).player("Ran").alive
    assert "Ran, the Ranger, reveals Cal: the Citizen." in _public(g)


def test_ranger_6_a_strong_disguise_answers_for_the_role() -> None:
    g = _game([("Ran", "Ranger"), ("Sam", "Sneaking Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")])
    _do(g, "Ran target Sam")
    g.advance()
    _do(g, "Sam attack Ran")
    _do(g, "Kay attack Ran")
    g.advance()
    assert "Ran, the Ranger, reveals Sam: the Citizen." in _public(g)
    (ev,) = [e for e in g.events if e.msg == "ranger.exposed"]
    assert ev.data["layer"] != "role"  # the disguise answered, and explains the reveal


def test_ranger_6_a_weak_disguise_does_not() -> None:
    g = _game([("Ran", "Ranger"), ("Tan", "Tanner"), ("Kay", "Wolf"), ("Wes", "Wolf"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")])
    _do(g, "Ran target Kay")
    _do(g, "Tan tan Kay Citizen")  # a weak disguise until the end of the coming night
    g.advance()
    _do(g, "Kay attack Ran")
    _do(g, "Wes attack Ran")
    g.advance()
    assert "Ran, the Ranger, reveals Kay: the Wolf." in _public(g)


def test_ranger_3_an_ability_block_stops_the_reveal() -> None:
    # S1.17 / R17: the reveal is an automatic use of the Ranger's power
    g = _game([*PLAYERS, ("Pes", "Horseman of Pestilence")])
    _do(g, "Ran target Kay")
    g.advance()
    _do(g, "Pes doom Ran")
    _do(g, "Wes attack Ran")
    _do(g, "Kay attack Ran")
    g.advance()
    assert not engine_of(g).player("Ran").alive
    assert not any(e.kind == "role_revealed" for e in g.events)
