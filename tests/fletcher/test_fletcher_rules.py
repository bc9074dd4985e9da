"""The Fletcher (role book 2023: townsfolk/power/fletcher) and the Fletcher's Customer it hands
out (extra/miscellaneous/fletchers customer), one test per sentence of the two cards, each named
by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R6 (the draw), S1.17 / R17 (a block stops the shot),
rule-abilities-visits.18 / .19 (choosing is a visit).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.roles.fletcher import FletcherState
from werewolves.testing import engine_of, state_of

PLAYERS = [("Fle", "Fletcher"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]
SHOWN = "Cal was the Fletcher's Customer: their dying shot struck home."


def _public(g: Game, who: str = "Eve") -> list[str]:
    return [m.text for m in g.view(who).messages if m.audience == "public"]


def _customer(g: Game, name: str = "Cal") -> bool:
    return engine_of(g).player(name).has("fletcher's customer")


def _kill_at_night(g: Game, victim: str) -> None:
    """From a day: the pack kills ``victim`` in the coming night (the next day follows)."""
    g.advance()
    _do(g, f"Wes attack {victim}")
    _do(g, f"Kay attack {victim}")
    g.advance()


def test_fletcher_b1_fletcher_1_fletcher_7_the_customer_is_chosen_on_day_0_at_once() -> None:
    g = _game(PLAYERS)
    res = _do(g, "Fle commission Cal")
    assert res.told[-1] == "Cal is your customer."
    assert _customer(g)  # fletcher.7: at once
    assert engine_of(g).player("Cal").role == "Citizen"  # an extra role: the role stays
    g = _game(PLAYERS)
    g.advance()
    _refused(g, "Fle commission Cal")  # Night 1: a day ability
    g.advance()
    _refused(g, "Fle commission Cal")  # Day 1: Day 0 only
    assert "commission" not in [a.verb for a in g.legal_actions("Fle")]
    # even a Fletcher with no customer after Day 0 (one who became a Fletcher later) chooses
    # none: the choice belongs to Day 0
    engine_of(g).ext(FletcherState).customers.clear()
    _refused(g, "Fle commission Dee")


def test_fletcher_2_the_customer_never_changes() -> None:
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    _refused(g, "Fle commission Dee")
    assert "commission" not in [a.verb for a in g.legal_actions("Fle")]
    g.advance()
    g.advance()
    assert _customer(g) and not _customer(g, "Dee")


def test_fletcher_3_a_customer_is_drawn_when_day_0_ends_with_none() -> None:
    drawn = set()
    for seed in range(6):
        g = _game(PLAYERS, seed)
        g.advance()  # the end of Day 0
        holders = [p.name for p in state_of(g).players if p.has("fletcher's customer")]
        assert len(holders) == 1 and holders != ["Fle"]  # fletcher.4
        draw = [e for e in g.events if e.kind == "random_draw"
                and e.data["purpose"] == "the Fletcher's customer"]
        assert len(draw) == 1 and draw[0].data["choice"] == holders[0]
        assert "Fle" not in draw[0].data["options"]
        assert f"{holders[0]} is your customer." in [m.text for m in g.view("Fle").messages]
        drawn.add(holders[0])
    assert len(drawn) > 1  # seeded: not always the same player


def test_fletcher_4_the_fletcher_cannot_be_their_own_customer() -> None:
    g = _game(PLAYERS)
    (la,) = [a for a in g.legal_actions("Fle") if a.verb == "commission"]
    assert "Fle" not in la.candidates
    _refused(g, "Fle commission Fle")


def test_fletcher_5_the_customer_gains_a_private_channel_and_a_dying_shot() -> None:
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    view = g.view("Cal")
    assert [s for s in view.statuses if s.name == "fletcher's customer"]  # known to them
    assert any("Fletcher's Customer" in m.text for m in view.messages)
    (chan,) = [c.name for c in view.channels if "workshop" in c.name]
    assert not any(c.name == chan for c in g.view("Fle").channels)  # theirs alone
    assert not any(c.name == chan for c in g.view("Dee").channels)
    assert "aim" in [a.verb for a in g.legal_actions("Cal")]
    assert "aim" not in [a.verb for a in g.legal_actions("Dee")]
    # ruling RM213: the customer is not told who the Fletcher is
    assert not any("Fle" in m.text.split() for m in view.messages if m.audience == "private")
    _do(g, "Cal aim Wes")
    _kill_at_night(g, "Cal")
    assert not engine_of(g).player("Wes").alive
    assert SHOWN in _public(g)


def test_fletchers_customer_1_aims_at_another_player_or_nobody() -> None:
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    (la,) = [a for a in g.legal_actions("Cal") if a.verb == "aim"]
    assert "Cal" not in la.candidates and la.declaration.hostile
    _refused(g, "Cal aim Cal")
    _refused(g, "Dee aim Wes")  # only a customer aims
    assert _do(g, "Cal aim Wes").told[-1] == "Your target is now Wes."
    assert _do(g, "Cal aim nobody").told[-1] == "You have no target now."
    _kill_at_night(g, "Cal")
    assert not any(e.kind == "role_revealed" for e in g.events)


def test_fletchers_customer_2_one_change_a_phase_plus_one_emergency_apart_from_a_huntress() -> None:
    g = _game([("Fle", "Fletcher"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Hun", "Huntress"),
               ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")])
    _do(g, "Fle commission Hun")
    _do(g, "Hun target Wes")  # her own shot's target
    _do(g, "Hun aim Kay")
    _do(g, "Hun aim Dee")  # the emergency change
    _refused(g, "Hun aim Eve")
    g.advance()
    _do(g, "Hun aim Kay")
    _refused(g, "Hun aim Wes")  # the emergency is spent for the game
    # both shots fire: hers at Wes, the customer's at Kay
    _do(g, "Wes attack Hun")
    _do(g, "Kay attack Hun")
    g.advance()
    assert not engine_of(g).player("Wes").alive and not engine_of(g).player("Kay").alive


def test_fletchers_customer_3_a_night_death_fires_the_shot_a_direct_lynch_does_not() -> None:
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    _do(g, "Cal aim Kay")
    g.advance()
    g.advance()  # Day 1
    for voter in ("Wes", "Kay", "Dee", "Eve"):
        _do(g, f"{voter} vote Cal")
    g.advance()
    assert not engine_of(g).player("Cal").alive and engine_of(g).player("Kay").alive
    assert not any(e.kind == "dying_shot" for e in g.events)


def test_fletchers_customer_4_a_hit_reveals_the_customer_a_miss_does_not() -> None:
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    _do(g, "Cal aim Kay")
    _kill_at_night(g, "Cal")
    shot = next(e for e in g.events if e.kind == "dying_shot")
    death = next(e for e in g.events if e.kind == "death" and e.targets == ["Kay"])
    assert death.id > shot.id and SHOWN in _public(g)  # attacked at once, then revealed
    assert engine_of(g).player("Cal").role == "Citizen"  # the status is shown, not the role
    # a miss: the amulet protects its holder from attacks at night
    g = _game([*PLAYERS[:-1], ("Amy", "Amulet Holder")])
    _do(g, "Fle commission Cal")
    _do(g, "Cal aim Dee")
    _do(g, "Amy pass Dee")  # Dee holds the amulet through Night 1
    _kill_at_night(g, "Cal")
    assert not engine_of(g).player("Cal").alive
    assert engine_of(g).player("Dee").alive
    assert not any(e.kind == "role_revealed" for e in g.events)


def test_fletchers_customer_5_no_living_target_no_shot_no_reveal() -> None:
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    _do(g, "Cal aim Dee")
    _kill_at_night(g, "Dee")
    g.advance()
    _do(g, "Wes attack Cal")
    _do(g, "Kay attack Cal")
    g.advance()
    assert not engine_of(g).player("Cal").alive
    assert not any(e.kind in ("dying_shot", "role_revealed") for e in g.events)


def test_fletcher_6_fletchers_customer_6_a_living_fletcher_revokes_for_good() -> None:
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    _do(g, "Cal aim Kay")
    _refused(g, "Fle revoke Dee")  # only one's own customer
    (la,) = [a for a in g.legal_actions("Fle") if a.verb == "revoke"]
    assert la.candidates == ("Cal",) and la.declaration.irreversible
    g.advance()
    res = _do(g, "Fle revoke Cal")  # fletcher.7: at once, in any phase
    assert res.told[-1] == "You have revoked Cal's abilities for good."
    assert not _customer(g)
    assert "aim" not in [a.verb for a in g.legal_actions("Cal")]
    assert "revoke" not in [a.verb for a in g.legal_actions("Fle")]
    _refused(g, "Fle revoke Cal")  # irreversible: nothing left to revoke
    _refused(g, "Cal aim Wes")
    _do(g, "Wes attack Cal")
    _do(g, "Kay attack Cal")
    g.advance()
    assert not engine_of(g).player("Cal").alive and engine_of(g).player("Kay").alive
    assert not any(e.kind in ("dying_shot", "role_revealed") for e in g.events)


def test_fletcher_6_a_dead_fletcher_revokes_nothing() -> None:
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    _do(g, "Cal aim Kay")
    _kill_at_night(g, "Fle")
    _refused(g, "Fle revoke Cal")  # R7: the dead do not act
    assert _customer(g)  # the customer keeps the shot after the Fletcher's death
    _kill_at_night(g, "Cal")
    assert not engine_of(g).player("Kay").alive


def test_fletcher_1_choosing_and_aiming_are_visits() -> None:
    # rule-abilities-visits.18 / rule-abilities-visits.19
    g = _game(PLAYERS)
    _do(g, "Fle commission Cal")
    _do(g, "Cal aim Kay")
    visits = [(v.actor, v.target, v.verb) for v in state_of(g).visits]
    assert ("Fle", "Cal", "commission") in visits and ("Cal", "Kay", "aim") in visits


def test_fletchers_customer_3_an_ability_block_stops_the_shot() -> None:
    g = _game([*PLAYERS, ("Pes", "Horseman of Pestilence")])
    _do(g, "Fle commission Cal")
    _do(g, "Cal aim Kay")
    g.advance()
    _do(g, "Pes doom Cal")
    _do(g, "Wes attack Cal")
    _do(g, "Kay attack Cal")
    g.advance()
    assert engine_of(g).player("Kay").alive
    assert not any(e.kind == "role_revealed" for e in g.events)


def test_fletcher_1_fletcher_3_a_fletcher_made_later_chooses_on_their_first_day() -> None:
    # ruling RM219: a player who becomes a Fletcher after the deal (a remembered role) has
    # their own Day 0: the first day they hold the role; with no choice, a customer is drawn
    # when that day ends
    from werewolves.roles.base import take_up_role

    g = _game([("Ned", "Citizen"), *PLAYERS[1:]])
    g.advance()  # Night 1: the role is taken up at night, so the window is Day 1
    eng = engine_of(g)
    take_up_role(eng, eng.player("Ned"), "Fletcher", causes=[], rule="fletcher.1")
    _refused(g, "Ned commission Dee")  # a day ability
    g.advance()  # Day 1
    assert _do(g, "Ned commission Dee").told[-1] == "Dee is your customer."
    g = _game([("Ned", "Citizen"), *PLAYERS[1:]])
    g.advance()
    g.advance()  # Day 1
    eng = engine_of(g)
    take_up_role(eng, eng.player("Ned"), "Fletcher", causes=[], rule="fletcher.1")
    g.advance()  # the end of Day 1: one is drawn
    assert eng.ext(FletcherState).customers.get("Ned") in {p for p, _ in PLAYERS[1:]}
    g.advance()
    _refused(g, "Ned commission Dee")  # Day 2: the window has passed
