"""The Greater Coyote and the Lesser Coyote (role book 2023: limited/greater coyote, limited/lesser
coyote), one test per sentence of their cards, each named by the sentence's id in
shared/spec/rolebook-sentences.md.

Other ids: R3 (end-of-phase choices), R9 (a group's poll); rulings RM387–RM390
(docs/rulings-made.md).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, Setup, SetupError
from werewolves.testing import engine_of

PLAYERS = [("Gre", "Greater Coyote"), ("Les", "Lesser Coyote"), ("Wes", "Wolf"),
           ("Fay", "Fortune Teller"), ("Ann", "Citizen"), ("Bob", "Citizen"),
           ("Cyd", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")]


def _verbs(g: Game, who: str) -> list[str]:
    return [la.verb for la in g.legal_actions(who)]


def _hunting_night(g: Game) -> None:
    """Night 1 with no pack attack, then Night 2, when the coyotes may attack."""
    g.advance()
    g.advance()
    g.advance()


def test_greater_coyote_b1_lesser_coyote_b1_a_channel_outside_the_pack_knowing_no_wolf() -> None:
    g = _game(PLAYERS)
    coyotes = engine_of(g).group("coyotes")
    assert coyotes is not None and coyotes.members == ["Gre", "Les"]
    assert engine_of(g).group("wolfpack").members == ["Wes"]
    for name in ("Gre", "Les"):
        role = engine_of(g).role_of(engine_of(g).player(name))
        assert role.team == "wolves" and not role.lycan and role.limited
    # the coyotes are told of each other only; the pack never of them
    told = [e for e in g.events if e.kind == "group_members"]
    assert all("Wes" not in e.params["members"] for e in told if "Gre" in e.to)
    assert all("Gre" not in e.params["members"] for e in told if "Wes" in e.to)


def test_lesser_coyote_1_knows_the_other_coyotes_and_shares_their_channel() -> None:
    g = _game(PLAYERS)
    (told,) = [e for e in g.events if e.kind == "group_members" and "Les" in e.to]
    assert told.params == {"group": "coyotes", "members": ["Gre", "Les"]}


def test_lesser_coyote_2_no_lycan_not_in_the_pack() -> None:
    g = _game(PLAYERS)
    les = engine_of(g).player("Les")
    assert not engine_of(g).role_of(les).lycan
    assert "Les" not in engine_of(g).group("wolfpack").members
    g.advance()
    assert "attack" not in _verbs(g, "Les")


def test_greater_coyote_1_after_a_night_without_a_townsfolk_kill() -> None:
    g = _game(PLAYERS)
    g.advance()  # Night 1: no night before it
    assert "ambush" not in _verbs(g, "Gre")
    _do(g, "Wes attack Ann")
    g.advance()
    g.advance()  # Night 2: the pack killed a townsperson on Night 1
    assert "ambush" not in _verbs(g, "Gre")
    _refused(g, "Gre ambush Bob")
    g.advance()
    g.advance()  # Night 3: the pack attacked nobody on Night 2
    assert "ambush" in _verbs(g, "Gre") and "ambush" in _verbs(g, "Les")
    assert any(e.msg == "coyotes.hunt" for e in g.events)


def test_greater_coyote_1_a_kill_of_a_non_townsperson_opens_the_hunt() -> None:
    # ruling RM387: only a townsperson killed by the pack closes the hunt
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Wes attack Les")
    g.advance()
    g.advance()
    assert not engine_of(g).player("Les").alive
    assert "ambush" in _verbs(g, "Gre")


def test_greater_coyote_2_greater_coyote_7_a_vote_carried_out_at_the_end_of_the_night() -> None:
    g = _game(PLAYERS)
    _hunting_night(g)
    _do(g, "Gre ambush Bob")
    _do(g, "Les ambush Bob")
    assert engine_of(g).player("Bob").alive  # not before the night ends
    g.advance()
    assert not engine_of(g).player("Bob").alive
    (attempt,) = [e for e in g.events if e.kind == "kill_attempt" and e.data["source"] == "coyotes"]
    assert attempt.actor in ("Gre", "Les") and attempt.targets == ["Bob"]


def test_greater_coyote_2_a_tie_attacks_nobody() -> None:
    g = _game(PLAYERS)
    _hunting_night(g)
    _do(g, "Gre ambush Bob")
    _do(g, "Les ambush Cyd")
    g.advance()
    assert engine_of(g).player("Bob").alive and engine_of(g).player("Cyd").alive


def test_greater_coyote_b2_greater_coyote_3_greater_coyote_4_lesser_coyote_3_to_the_pack(
) -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Wes attack Gre")
    g.advance()  # Day 1: the Greater Coyote is dead
    assert not engine_of(g).player("Gre").alive
    assert not engine_of(g).group("coyotes").members
    les = engine_of(g).player("Les")
    assert les.role == "Wolf" and "Les" in engine_of(g).group("wolfpack").members
    assert any(e.msg == "coyotes.disbanded" and "Les" in e.to for e in g.events)
    g.advance()
    assert "attack" in _verbs(g, "Les") and "ambush" not in _verbs(g, "Les")


def test_lesser_coyote_3_only_the_last_greater_coyotes_death_disbands() -> None:
    g = _game([("Gr2", "Greater Coyote"), *PLAYERS])
    g.advance()
    _do(g, "Wes attack Gre")
    g.advance()
    assert not engine_of(g).player("Gre").alive
    assert engine_of(g).group("coyotes").members == ["Gr2", "Gre", "Les"]
    assert engine_of(g).player("Les").role == "Lesser Coyote"


def test_greater_coyote_5_a_change_of_role_leaves_the_coyotes_standing() -> None:
    g = _game(PLAYERS)
    gre = engine_of(g).player("Gre")
    engine_of(g).change_role(gre, "Citizen", causes=[], rule="test")
    assert engine_of(g).group("coyotes").members == ["Gre", "Les"]
    assert engine_of(g).player("Les").role == "Lesser Coyote"
    # ruling RM389: the player dealt the Greater Coyote still holds the coyotes together, and
    # their death disbands them whatever role they hold
    g.advance()
    _do(g, "Wes attack Gre")
    g.advance()
    assert engine_of(g).player("Les").role == "Wolf"


def test_greater_coyote_6_a_coyote_without_a_coyote_role_still_votes() -> None:
    g = _game(PLAYERS)
    les = engine_of(g).player("Les")
    engine_of(g).change_role(les, "Citizen", causes=[], rule="test")
    _hunting_night(g)
    assert "ambush" in _verbs(g, "Les")
    _do(g, "Les ambush Bob")
    _do(g, "Gre ambush Bob")
    g.advance()
    assert not engine_of(g).player("Bob").alive


def test_lesser_coyote_3_a_lesser_coyote_needs_a_greater_one() -> None:
    # ruling RM389: dealt alone, the Lesser Coyotes could never join the pack
    try:
        Game.new(Setup([("Les", "Lesser Coyote"), *PLAYERS[2:]]), seed=0)
    except SetupError as err:
        assert "Greater Coyote" in str(err)
    else:
        raise AssertionError("a Lesser Coyote without a Greater Coyote was dealt")
