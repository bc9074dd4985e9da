"""The Hooker (role book 2023: townsfolk/power/hooker), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R8 (kinds of death; absences, ruling RM160), R15–R17 (visits,
redirection, blocks).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book
from werewolves.testing import engine_of, state_of

TOWN = [("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _night(players: list[tuple[str, str]], seed: int = 0) -> Game:
    g = _game(players + TOWN, seed)
    g.advance()  # Night 1
    return g


def test_hooker_b1_sleeps_with_another_player_each_night_and_never_by_day() -> None:
    g = _game([("Hoo", "Hooker"), ("Wes", "Wolf"), *TOWN])
    _refused(g, "Hoo sleep Cal")  # Day 0: a night ability
    g.advance()
    _refused(g, "Hoo sleep Hoo")  # another player, never herself
    told = _do(g, "Hoo sleep Cal").told
    assert told[-1] == "You are spending the night at Cal's house."
    g.advance()
    _refused(g, "Hoo sleep Dee")  # Day 1
    g.advance()
    _do(g, "Hoo sleep Dee")


def test_hooker_b2_hooker_1_an_attack_on_the_hooker_finds_nobody_home() -> None:
    g = _night([("Hoo", "Hooker"), ("Wes", "Wolf")])
    _do(g, "Hoo sleep Cal")
    _do(g, "Wes attack Hoo")
    g.advance()
    assert _alive(g, "Hoo") and _alive(g, "Cal")
    (stopped,) = [e for e in g.events if e.kind == "kill_prevented"]
    assert stopped.targets == ["Hoo"] and stopped.data["defence"] == "absent"
    assert stopped.data["protection"] == "away from home"


def test_hooker_b2_hooker_1_an_attack_on_the_host_kills_both() -> None:
    g = _night([("Hoo", "Hooker"), ("Wes", "Wolf")])
    _do(g, "Hoo sleep Cal")
    _do(g, "Wes attack Cal")
    g.advance()
    assert not _alive(g, "Hoo") and not _alive(g, "Cal")
    attempts = [e for e in g.events if e.kind == "kill_attempt"]
    assert [a.targets for a in attempts] == [["Cal"], ["Hoo"]]
    # the attack on the Hooker is carried from the one on the host, at the host's house
    assert attempts[1].causes == [attempts[0].id] and attempts[1].data["at"] == "Cal"
    assert attempts[1].actor == "Wes"


def test_hooker_1_both_are_attacked_separately_a_protected_host_does_not_shelter_her() -> None:
    # each attack meets its own victim's defences: the host's protection is the host's alone
    g = _night([("Hoo", "Hooker"), ("Wes", "Wolf")])
    eng = engine_of(g)
    cal = eng.player("Cal")
    eng.add_status(cal, "protected", source=0, until=state_of(g).phase, data={"by": "test"})
    _do(g, "Hoo sleep Cal")
    _do(g, "Wes attack Cal")
    g.advance()
    assert _alive(g, "Cal") and not _alive(g, "Hoo")


def test_hooker_1_a_kill_that_is_no_attack_still_reaches_her() -> None:
    # R8 / ruling RM160: an absence shelters from attacks only
    g = _night([("Hoo", "Hooker"), ("Wes", "Wolf")])
    _do(g, "Hoo sleep Cal")
    eng = engine_of(g)
    eng.kill(eng.player("Hoo"), "kill", causes=[], rule="R8")
    assert not _alive(g, "Hoo")


def test_hooker_1_absences_are_not_followed_twice() -> None:
    # RM160: Ann sleeps at Hoo's, Hoo sleeps at Cal's: an attack on Cal reaches Hoo, not Ann;
    # an attack on Hoo (away) reaches Ann, who is in Hoo's house
    g = _night([("Hoo", "Hooker"), ("Ann", "Hooker"), ("Wes", "Wolf")])
    _do(g, "Hoo sleep Cal")
    _do(g, "Ann sleep Hoo")
    _do(g, "Wes attack Cal")
    g.advance()
    assert not _alive(g, "Cal") and not _alive(g, "Hoo") and _alive(g, "Ann")
    g = _night([("Hoo", "Hooker"), ("Ann", "Hooker"), ("Wes", "Wolf")])
    _do(g, "Hoo sleep Cal")
    _do(g, "Ann sleep Hoo")
    _do(g, "Wes attack Hoo")
    g.advance()
    assert _alive(g, "Cal") and _alive(g, "Hoo") and not _alive(g, "Ann")


def test_hooker_2_the_choice_takes_effect_at_once() -> None:
    g = _night([("Hoo", "Hooker"), ("Wes", "Wolf")])
    _do(g, "Hoo sleep Cal")
    (away,) = engine_of(g).player("Hoo").all("absent")
    assert away.data["at"] == "Cal" and away.until == state_of(g).phase
    assert ("Hoo", "Cal") in [(v.actor, v.target) for v in state_of(g).visits]  # RM161: a visit


def test_hooker_3_she_stays_the_whole_night_and_is_home_again_the_next() -> None:
    g = _night([("Hoo", "Hooker"), ("Wes", "Wolf")])
    _do(g, "Hoo sleep Cal")
    _refused(g, "Hoo sleep Dee")  # one house a night: she stays where she went
    g.advance()  # Day 1: the night is over, and with it the absence
    assert not engine_of(g).player("Hoo").all("absent")
    g.advance()  # Night 2: she stays home
    _do(g, "Wes attack Hoo")
    g.advance()
    assert not _alive(g, "Hoo")


def test_hooker_4_she_may_stay_home() -> None:
    g = _night([("Hoo", "Hooker"), ("Wes", "Wolf")])
    (la,) = [a for a in g.legal_actions("Hoo") if a.verb == "sleep"]
    assert la.min_targets == 1  # offered, never required: not using it is staying home
    _do(g, "Wes attack Hoo")
    g.advance()
    assert not _alive(g, "Hoo")


def test_hooker_5_not_the_same_player_two_nights_in_a_row() -> None:
    g = _night([("Hoo", "Hooker"), ("Wes", "Wolf")])
    _do(g, "Hoo sleep Cal")
    g.advance()
    g.advance()  # Night 2
    res = _refused(g, "Hoo sleep Cal")
    assert "two nights in a row" in res.message
    (la,) = [a for a in g.legal_actions("Hoo") if a.verb == "sleep"]
    assert "Cal" not in la.candidates
    _do(g, "Hoo sleep Dee")
    g.advance()
    g.advance()  # Night 3: Cal again is allowed
    _do(g, "Hoo sleep Cal")


def test_hooker_b1_a_blocked_sleep_fails_and_she_stays_home() -> None:
    # R17: blocked by a Pestilence doom, the sleep fails like any other failure
    g = _night([("Hoo", "Hooker"), ("Pes", "Horseman of Pestilence"), ("Wes", "Wolf")])
    _do(g, "Pes doom Hoo")
    told = _do(g, "Hoo sleep Cal").told
    assert told[-1] == "You could not spend the night at Cal's house: you stay home."
    assert not engine_of(g).player("Hoo").all("absent")


def test_hooker_b1_a_redirection_moves_the_sleep() -> None:
    # R16: an enchanted Hooker sleeping with the Flute Apprentice sleeps at its target's
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Hoo", "Hooker"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=1)
    _do(g, "Kip target Jon")
    g.advance()
    _do(g, "Flo enchant Hoo")
    assert _do(g, "Hoo sleep Kip").told[-1] == "You are spending the night at Jon's house."
    (away,) = engine_of(g).player("Hoo").all("absent")
    assert away.data["at"] == "Jon"


def test_hooker_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Hooker"]
    (ability,) = card.abilities
    assert ability.verb == "sleep" and not ability.declaration.hostile
    assert card.mix is None and card.group == "Townsfolk Power"
