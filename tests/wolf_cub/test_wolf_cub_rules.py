"""The Wolf Cub (role book 2023: werewolves/miscellaneous/wolf cub), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

wolf-cub.b1 repeats wolf-cub.1 (docs/rules.md marks it informative). Other ids: R4 (the batch's
deaths), R8 (kinds of death, defences), R9 (the pack's poll), R36 (a role change).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

EXTRA = "the night after, the pack may attack one more player"
NOT_NOW = "no role or office of theirs gives that action"  # the refusal: no extra poll tonight


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _attempts(g: Game, target: str, phase: int) -> int:
    return sum(
        1
        for e in g.events
        if e.kind == "kill_attempt" and e.targets == [target] and e.phase == phase
    )


def _lynch(g: Game, target: str, voters: tuple[str, ...]) -> None:
    for v in voters:
        _do(g, f"{v} vote {target}")
    g.advance()


PLAYERS = [("Cub", "Wolf Cub"), ("Wes", "Wolf"), ("Asa", "Assassin"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen"),
           ("Hal", "Citizen")]
TOWN = ("Asa", "Cal", "Dee", "Eve", "Fay")


def test_wolf_cub_1_the_night_after_a_cub_dies_the_pack_attacks_one_more_player() -> None:
    g = _game(PLAYERS)
    g.advance()  # Night 1: no cub has died, no extra attack
    assert NOT_NOW in _refused(g, "Wes attack2 Cal").message
    g.advance()  # Day 1: the town lynches the cub
    _lynch(g, "Cub", TOWN)
    assert not _alive(g, "Cub")
    assert any(EXTRA in m for m in g.private_messages("Wes"))
    # Night 2: two polls, two attacks
    _do(g, "Wes attack Gus")
    _do(g, "Wes attack2 Hal")
    g.advance()
    assert not _alive(g, "Gus") and not _alive(g, "Hal")
    g.advance()  # Night 3: the extra attack was for one night only
    assert g.phase == "Night 3"
    assert NOT_NOW in _refused(g, "Wes attack2 Cal").message


def test_wolf_cub_1_the_pack_learns_of_its_extra_attack_not_who_the_cub_was() -> None:
    """wolf-cub.1: the pack gains an attack the night after a Wolf Cub's death; ruling RM18: it
    is told that, and not which player held the role (the pack knows its members, not their
    roles; fuzz seed 700006: 'Bob2, a Wolf Cub, has died')."""
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1: the town lynches the cub
    since = len(g.events)
    _lynch(g, "Cub", TOWN)
    (extra,) = [e for e in g.events[since:] if e.msg == "cub.extra"]
    text = g.text(extra)
    assert text == (
        "A Wolf Cub has died: the night after, the pack may attack one more player (attack2)."
    )
    assert "Cub" not in extra.params.values() and "Cub," not in text
    # nor does the message's explanation, as a pack member may ask for it (R40)
    (line,) = g.explain(extra.id, "Wes")  # the message alone: no step naming the cub
    assert text in line
    assert len(g.explain(extra.id)) > 1  # the host is shown the death behind it


def test_wolf_cub_1_a_cub_dying_at_night_gives_the_next_night_the_extra_attack() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    g.advance()  # Night 2: the Assassin kills the cub at the end of the night
    _do(g, "Asa attack Cub")
    _do(g, "Wes attack Gus")
    g.advance()
    assert not _alive(g, "Cub")
    g.advance()  # Night 3, the night after the death
    _do(g, "Wes attack Cal")
    _do(g, "Wes attack2 Dee")
    g.advance()
    assert not _alive(g, "Cal") and not _alive(g, "Dee")


def test_wolf_cub_1_the_extra_poll_is_counted_apart_and_a_tie_attacks_nobody() -> None:
    players = [*PLAYERS, ("Kay", "Wolf")]
    g = _game(players)
    g.advance()
    g.advance()
    _lynch(g, "Cub", TOWN)
    _do(g, "Wes attack Gus")
    _do(g, "Kay attack Gus")
    _do(g, "Wes attack2 Hal")
    _do(g, "Kay attack2 Cal")  # R9: a tie in the extra poll: no extra attack
    g.advance()
    assert not _alive(g, "Gus") and _alive(g, "Hal") and _alive(g, "Cal")


def test_wolf_cub_2_the_same_player_may_be_attacked_twice() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _lynch(g, "Cub", TOWN)
    night = state_of(g).phase
    engine_of(g).add_status(engine_of(g).player("Gus"), "protected", source=0, until=night,
                        data={"by": "Guardian"})
    _do(g, "Wes attack Gus")
    _do(g, "Wes attack2 Gus")
    g.advance()
    # both attacks reached Gus and both met the protection (R8)
    assert _attempts(g, "Gus", night) == 2 and _alive(g, "Gus")
    stopped = [e for e in g.events if e.kind == "kill_prevented" and e.targets == ["Gus"]]
    assert len(stopped) == 2


def test_wolf_cub_3_losing_the_role_gives_nothing_dying_later_does() -> None:
    players = [("Cub", "Wolf Cub"), ("Wes", "Wolf"), ("Vic", "Vampire"), ("Asa", "Assassin"),
               ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
               ("Gus", "Citizen"), ("Hal", "Citizen"), ("Ivy", "Citizen")]
    g = _game(players)
    g.advance()  # Night 1: the Vampire demonizes the cub
    _do(g, "Vic demonize Cub")
    g.advance()
    g.advance()  # Night 2: attacked, the demonized cub rises as an Undead: no death
    _do(g, "Asa attack Cub")
    g.advance()
    assert _alive(g, "Cub") and engine_of(g).player("Cub").role != "Wolf Cub"
    assert not any(EXTRA in m for m in g.private_messages("Wes"))
    g.advance()  # Night 3: no extra attack for a role lost
    assert g.phase == "Night 3"
    assert NOT_NOW in _refused(g, "Wes attack2 Cal").message
    g.advance()  # Day 3: the one-time cub, now an Undead, is lynched
    _lynch(g, "Cub", ("Asa", "Cal", "Dee", "Eve", "Fay", "Gus"))
    assert not _alive(g, "Cub")
    assert any(EXTRA in m for m in g.private_messages("Wes"))
    _do(g, "Wes attack2 Cal")  # Night 4


def test_wolf_cub_3_a_player_who_became_a_cub_counts_too() -> None:
    g = _game(PLAYERS)
    cal = engine_of(g).player("Cal")
    engine_of(g).change_role(cal, "Wolf Cub", causes=[], rule="R36")
    engine_of(g).change_role(cal, "Citizen", causes=[], rule="R36")  # and lost the role again
    g.advance()
    g.advance()
    _lynch(g, "Cal", ("Asa", "Dee", "Eve", "Fay", "Gus"))
    assert any(EXTRA in m for m in g.private_messages("Wes"))
    _do(g, "Wes attack2 Dee")


def test_wolf_cub_1_every_kind_of_death_counts_and_two_deaths_give_one_extra_attack() -> None:
    """Rulings RM15 and RM16: a kill counts as a death as an attack or a lynch does; two cubs dying
    before the same night give that night one extra poll, not two."""
    players = [("Cub", "Wolf Cub"), ("Kit", "Wolf Cub"), *PLAYERS[1:], ("Ivy", "Citizen")]
    g = _game(players)
    g.advance()
    g.advance()  # Day 1
    for name in ("Cub", "Kit"):
        engine_of(g).kill(engine_of(g).player(name), "kill", causes=[], rule="R8")
    assert not _alive(g, "Cub") and not _alive(g, "Kit")
    g.advance()  # Night 2
    actions = [a.verb for a in g.legal_actions("Wes")]
    assert actions.count("attack2") == 1
    _do(g, "Wes attack2 Cal")
    g.advance()
    assert not _alive(g, "Cal")
