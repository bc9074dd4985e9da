"""The Alpha Wolf (role book 2023: werewolves/killing/alpha wolf), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

alpha-wolf.b1, .b2 and .b3 repeat alpha-wolf.1, .2 and .8 (docs/rules.md marks them
informative). Other ids: R9 (the pack's poll), R40 (the poll's explanation), RM20-RM24.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

PACK = [("Al", "Alpha Wolf"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
        ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen"),
        ("Hal", "Citizen"), ("Ivy", "Citizen"), ("Jon", "Citizen")]
OVERWRITTEN = "was overwritten"


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _told(g: Game, name: str, words: str) -> list[str]:
    return [m for m in g.private_messages(name) if words in m]


def test_alpha_wolf_1_the_alphas_pack_vote_counts_two_and_looks_like_one() -> None:
    g = _game(PACK)
    g.advance()  # Night 1: the Alpha alone outweighs one wolf
    _do(g, "Al attack Cal")
    _do(g, "Wes attack Dee")
    g.advance()
    assert not _alive(g, "Cal") and _alive(g, "Dee")
    # the pack saw a plain vote: no number, no word of a weight
    seen = [m for m in g.private_messages("Wes") if m.startswith("Al chose")]
    assert seen == ["Al chose to attack Cal; it happens when the phase ends."]
    # R40 / RM20: the host's explanation of the attack names the Alpha's weight
    attack = next(e for e in g.events if e.kind == "kill_attempt" and e.targets == ["Cal"])
    why = "\n".join(g.explain(attack.id))
    assert "counted: Cal 2 · Dee 1" in why and "the wolfpack saw the votes as Cal 1 · Dee 1" in why
    assert "Al's vote for Cal counts 2: the Alpha Wolf's vote counts two" in why
    g.advance()  # Night 2: two wolves against the Alpha tie at two: no attack (R9)
    _do(g, "Al attack Eve")
    _do(g, "Wes attack Fay")
    _do(g, "Kay attack Fay")
    g.advance()
    assert _alive(g, "Eve") and _alive(g, "Fay")


def test_alpha_wolf_1_a_pack_with_no_weighed_vote_records_no_closing() -> None:
    """RM20: a pack poll whose votes all count one leaves the log as it always was."""
    g = _game([("Wes", "Wolf"), *PACK[2:]])
    g.advance()
    _do(g, "Wes attack Cal")
    g.advance()
    assert not [e for e in g.events if e.kind == "poll_closed"]


def test_alpha_wolf_2_once_per_game_the_alpha_decides_the_pack_attack() -> None:
    g = _game(PACK)
    g.advance()  # Night 1
    _do(g, "Wes attack Fay")
    _do(g, "Kay attack Fay")
    _do(g, "Al overwrite Eve")
    g.advance()
    assert not _alive(g, "Eve") and _alive(g, "Fay")
    g.advance()  # Night 2: the overwrite is spent
    assert g.phase == "Night 2"
    assert "overwrite" not in [a.verb for a in g.legal_actions("Al")]
    assert "no overwrites left" in _refused(g, "Al overwrite Gus").message


def test_alpha_wolf_3_with_two_pack_polls_the_alpha_chooses_which_one() -> None:
    players = [("Cub", "Wolf Cub"), *PACK]
    g = _game(players)
    g.advance()
    g.advance()  # Day 1: the cub is lynched; Night 2 has two pack polls
    for v in ("Cal", "Dee", "Eve", "Fay", "Gus"):
        _do(g, f"{v} vote Cub")
    g.advance()
    _do(g, "Wes attack Hal")
    _do(g, "Kay attack Hal")
    _do(g, "Wes attack2 Ivy")
    _do(g, "Kay attack2 Ivy")
    _do(g, "Al overwrite2 Jon")  # the second poll only
    # RM21: one overwrite in the game: a second poll as well is refused
    assert "one overwrite" in _refused(g, "Al overwrite Cal").message
    g.advance()
    assert not _alive(g, "Hal") and not _alive(g, "Jon") and _alive(g, "Ivy")
    assert any("second attack tonight was overwritten" in m for m in g.private_messages("Wes"))


def test_alpha_wolf_4_with_no_pack_poll_there_is_nothing_to_overwrite() -> None:
    g = _game(PACK)
    g.advance()  # Night 1: one pack poll, no second one
    assert "overwrite2" not in [a.verb for a in g.legal_actions("Al")]
    _refused(g, "Al overwrite2 Cal")
    g.advance()  # Day 1: no pack poll by day
    assert "is used at night" in _refused(g, "Al overwrite Cal").message


def test_alpha_wolf_5_the_overwrite_happens_at_night_end_and_the_alpha_attacks() -> None:
    g = _game(PACK)
    g.advance()
    _do(g, "Al overwrite Cal")
    _do(g, "Al overwrite Dee")  # changeable until the night ends (R3)
    _do(g, "Wes attack Eve")
    assert _alive(g, "Dee")
    g.advance()
    attempt = next(e for e in g.events if e.kind == "kill_attempt")
    assert attempt.actor == "Al" and attempt.targets == ["Dee"]
    assert [(v.actor, v.target) for v in state_of(g).visits] == [("Al", "Dee")]
    assert _alive(g, "Cal") and _alive(g, "Eve") and not _alive(g, "Dee")


def test_alpha_wolf_5_a_withdrawn_overwrite_leaves_the_pack_its_poll_and_the_use() -> None:
    g = _game(PACK)
    g.advance()
    _do(g, "Al overwrite Cal")
    _do(g, "Al overwrite nobody")
    _do(g, "Wes attack Eve")
    g.advance()
    assert not _alive(g, "Eve") and _alive(g, "Cal")
    assert engine_of(g).player("Al").counters["overwrites"] == 1


def test_alpha_wolf_6_the_pack_learns_at_night_end_that_and_on_whom() -> None:
    g = _game(PACK)
    g.advance()
    _do(g, "Wes attack Fay")
    _do(g, "Al overwrite Eve")
    assert not _told(g, "Wes", OVERWRITTEN)  # not before the night ends
    g.advance()
    for member in ("Wes", "Kay", "Al"):
        told = _told(g, member, OVERWRITTEN)
        assert told == ["The pack's attack tonight was overwritten: Eve was attacked instead."]
    assert not _told(g, "Cal", OVERWRITTEN)


def test_alpha_wolf_7_the_alpha_may_be_revealed_to_the_pack_with_the_overwrite() -> None:
    g = _game(PACK)
    g.advance()
    _do(g, "Al reveal")
    _do(g, "Al overwrite Eve")
    g.advance()
    assert _told(g, "Wes", "overwritten by Al, the Alpha Wolf")


def test_alpha_wolf_7_a_reveal_without_an_overwrite_reveals_nothing() -> None:
    """RM23: the reveal goes with tonight's overwrite; on a night with none it does nothing."""
    g = _game(PACK)
    g.advance()
    _do(g, "Al reveal")
    _do(g, "Wes attack Fay")
    g.advance()
    g.advance()  # Night 2: an overwrite with no reveal tonight names nobody
    _do(g, "Al overwrite Eve")
    g.advance()
    assert _told(g, "Wes", OVERWRITTEN) and not _told(g, "Wes", "the Alpha Wolf")


def test_alpha_wolf_8_a_demonized_alpha_cannot_rise_for_the_underworld() -> None:
    players = [("Al", "Alpha Wolf"), ("Vic", "Vampire"), ("Asa", "Assassin"), *PACK[3:]]
    g = _game(players)
    g.advance()  # Night 1: the Vampire demonizes the Alpha
    _do(g, "Vic demonize Al")
    g.advance()
    g.advance()  # Night 2: attacked, a demonized player would rise as an Undead
    _do(g, "Asa attack Al")
    g.advance()
    al = engine_of(g).player("Al")
    assert not al.alive and al.role == "Alpha Wolf"
    assert [e.data for e in g.events if e.kind == "alignment_kept"] == [
        {"team": "wolves", "to": "underworld"}
    ]


def test_alpha_wolf_9_every_attempt_to_change_the_alignment_fails() -> None:
    g = _game(PACK)
    eng = engine_of(g)
    al = eng.player("Al")
    before = eng.team_of(al)
    failed = eng.change_team(al, "town", causes=[], rule="R36")
    assert failed.kind == "alignment_kept" and eng.team_of(al) == before
    failed = eng.change_role(al, "Citizen", causes=[], rule="R36")
    assert failed.kind == "alignment_kept" and al.role == "Alpha Wolf"
    # RM24: a change of role that keeps the alignment is no change of alignment
    assert eng.change_role(al, "Wolf", causes=[], rule="R36").kind == "role_changed"
    # and a role that carries no such property changes team as ever
    wes = eng.player("Wes")
    assert eng.change_team(wes, "town", causes=[], rule="R36").kind == "team_changed"


def test_alpha_wolf_5_a_blocked_alpha_spends_the_overwrite_and_its_attack_fails() -> None:
    """RM21: the Alpha carries the attack out as any executor: a block stops it, and the pack's
    own choice is not attacked either; the overwrite is spent."""
    g = _game(PACK)
    g.advance()
    engine_of(g).add_status(engine_of(g).player("Al"), "blocked", source=0, until=state_of(g).phase)
    _do(g, "Wes attack Fay")
    _do(g, "Al overwrite Eve")
    g.advance()
    assert _alive(g, "Eve") and _alive(g, "Fay")
    assert engine_of(g).player("Al").counters["overwrites"] == 0


def test_alpha_wolf_5_an_overwrite_on_a_player_dead_by_night_end_is_void() -> None:
    """RM21 / R7: the target died before the night ended: nothing is overwritten, the pack's
    votes decide, and the overwrite is kept."""
    g = _game(PACK)
    g.advance()
    _do(g, "Wes attack Fay")
    _do(g, "Al overwrite Eve")
    engine_of(g).kill(engine_of(g).player("Eve"), "kill", causes=[], rule="R8")
    g.advance()
    assert not _alive(g, "Fay")
    assert engine_of(g).player("Al").counters["overwrites"] == 1
    assert not _told(g, "Wes", OVERWRITTEN)


def test_alpha_wolf_7_no_reveal_once_the_overwrite_is_spent() -> None:
    g = _game(PACK)
    g.advance()
    _do(g, "Al overwrite Eve")
    g.advance()
    g.advance()  # Night 2
    assert "nothing left to reveal" in _refused(g, "Al reveal").message
