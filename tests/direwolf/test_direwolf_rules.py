"""The Direwolf (role book 2023: werewolves/killing/direwolf), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

direwolf.b1 repeats direwolf.1 (docs/rules.md marks it informative). Other ids: R9 (the pack's
poll), RM16 and RM27 (one extra poll a night, whichever rule gives it).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

EXTRA = "You are the last of the pack: tonight you may attack one more player"
NOT_NOW = "no role or office of theirs gives that action"  # no extra poll tonight

PLAYERS = [("Dir", "Direwolf"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
           ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen"), ("Hal", "Citizen"),
           ("Ivy", "Citizen"), ("Jon", "Citizen")]
TOWN = ("Cal", "Dee", "Eve", "Fay", "Gus")


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _lynch(g: Game, target: str, voters: tuple[str, ...]) -> None:
    for v in voters:
        _do(g, f"{v} vote {target}")
    g.advance()


def test_direwolf_1_alone_in_the_pack_at_night_start_it_attacks_two_players() -> None:
    g = _game(PLAYERS)
    g.advance()  # Night 1: the Direwolf has a packmate: one attack
    assert NOT_NOW in _refused(g, "Dir attack2 Cal").message
    g.advance()  # Day 1: the town lynches the other wolf
    _lynch(g, "Wes", TOWN)
    assert g.phase == "Night 2"
    assert any(EXTRA in m for m in g.private_messages("Dir"))
    _do(g, "Dir attack Hal")
    _do(g, "Dir attack2 Ivy")
    g.advance()
    assert not _alive(g, "Hal") and not _alive(g, "Ivy")
    g.advance()  # Night 3: still alone, two attacks again
    _do(g, "Dir attack Cal")
    _do(g, "Dir attack2 Dee")
    g.advance()
    assert not _alive(g, "Cal") and not _alive(g, "Dee")


def test_direwolf_1_a_plain_wolf_alone_in_the_pack_attacks_once() -> None:
    g = _game([("Kay", "Wolf"), *PLAYERS[1:]])
    g.advance()
    g.advance()
    _lynch(g, "Wes", TOWN)
    assert NOT_NOW in _refused(g, "Kay attack2 Cal").message


def test_direwolf_2_other_rules_change_the_count_a_cubs_extra_is_the_same_one() -> None:
    """RM27: a night that has its extra poll from a cub's death gets no third one; the Direwolf
    alone still attacks twice, not three times."""
    g = _game([("Cub", "Wolf Cub"), *PLAYERS[:1], *PLAYERS[2:]])
    g.advance()
    g.advance()
    _lynch(g, "Cub", TOWN)  # the cub dies: the Direwolf is alone on Night 2
    actions = [a.verb for a in g.legal_actions("Dir")]
    assert actions.count("attack2") == 1 and "attack3" not in actions
    # the cub's extra told the pack; the Direwolf's own notice is not given a second time
    assert not any(EXTRA in m for m in g.private_messages("Dir"))
    _do(g, "Dir attack Hal")
    _do(g, "Dir attack2 Ivy")
    g.advance()
    assert not _alive(g, "Hal") and not _alive(g, "Ivy")


def test_direwolf_2_a_blocked_direwolf_carries_out_neither_attack() -> None:
    """direwolf.2: the attacks are the pack's, carried out by its member: a block stops both."""
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _lynch(g, "Wes", TOWN)
    night = state_of(g).phase
    engine_of(g).add_status(engine_of(g).player("Dir"), "blocked", source=0, until=night)
    _do(g, "Dir attack Hal")
    _do(g, "Dir attack2 Ivy")
    g.advance()
    assert _alive(g, "Hal") and _alive(g, "Ivy")
