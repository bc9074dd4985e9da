"""The role book's Herald, Royal Knight and Medium, and the Oracle's claims, in seeded
heuristic-bot games (seeded_bot_games.py): each role uses its power in some game, and the game
accepts every move the bots make (no refusal). The bots know no role: what they do comes from
the declarations (a standing choice, a poll's leader to spare, a channel for a question, an
answer the dead give, a comparison of sides) and the legal actions they are shown. A wolf never
attacks its own pack."""

from __future__ import annotations

from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eli", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim"]


def _pack_never_attacks_itself(game: Game) -> None:
    pack = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
    for e in game.events:
        if e.kind == "kill_attempt" and e.actor in pack and not e.data.get("at"):
            assert not set(e.targets) & pack, e


def test_herald_b1_royal_knight_b1_bots_use_each_power() -> None:
    roles = ["Herald", "Royal Knight", "Wolf", "Wolf", "Fortune Teller", "Citizen"] + [
        "Citizen"
    ] * 5
    awaited, cancelled, news = 0, 0, 0
    for seed in range(12):
        game, refused = play_rotated(NAMES, roles, seed)
        assert not refused, (seed, refused)
        _pack_never_attacks_itself(game)
        awaited += len(submits(game, "Herald", "await"))
        cancelled += len(submits(game, "Royal Knight", "cancel"))
        news += sum(1 for e in game.events if e.kind == "herald_news")
    assert awaited >= 1 and cancelled >= 1 and news >= 1, (awaited, cancelled, news)


def test_medium_b1_medium_2_the_medium_asks_and_the_dead_answer() -> None:
    roles = ["Medium", "Wolf", "Wolf", "Fortune Teller", "Citizen"] + ["Citizen"] * 6
    asked, answered, told = 0, 0, 0
    for seed in range(8):
        game, refused = play_rotated(NAMES, roles, seed)
        assert not refused, (seed, refused)
        _pack_never_attacks_itself(game)
        asked += sum(1 for e in game.events if e.kind == "dead_poll_opened")
        answered += sum(
            1 for c in game.commands if c["op"] == "submit" and c["action"][0] == "answer"
        )
        told += sum(1 for e in game.events if e.kind == "dead_answer")
    assert asked >= 1 and answered >= 1 and told >= 1, (asked, answered, told)


def test_oracle_b1_the_oracle_claims_what_it_learns() -> None:
    # issue 19 item 5: an investigator shares its results as claims: a comparison with a player
    # whose side the Oracle knows (itself first) tells the other's side, claimed in the square
    roles = ["Oracle", "Wolf", "Wolf", "Fortune Teller"] + ["Citizen"] * 7
    claimed = 0
    for seed in range(8):
        game, refused = play_rotated(NAMES, roles, seed)
        assert not refused, (seed, refused)
        oracle = next(p.name for p in state_of(game).players if p.original_role == "Oracle")
        for e in game.events:
            if (
                e.kind == "chat"
                and e.actor == oracle
                and str(e.params.get("text", "")).startswith("I am the Oracle.")
            ):
                claimed += 1
    assert claimed >= 1, claimed
