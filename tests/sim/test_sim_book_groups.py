"""The role book's group roles and the Infecting Wolf in seeded heuristic-bot games
(sim/match.py): the Infecting Wolf infects in every game, never its own pack, and the game
accepts every move the bots make (no refusal); the groups' channels carry the bots' games to
their end. The bots know no role: what they do comes from the declarations, the legal actions
and the messages' meanings."""

from __future__ import annotations

from test_sim_book_wolves import _played

SEEDS = range(12)


def test_infecting_wolf_b1_bots_infect_on_night_1_never_their_pack() -> None:
    players = [("Iwo", "Infecting Wolf"), ("Wes", "Wolf"), ("Cal", "Fortune Teller"),
               ("Ann", "Baker"), ("Bea", "Baker")] + [(f"C{i}", "Citizen") for i in range(6)]
    chosen = 0
    for seed in SEEDS:
        game, refused = _played(players, seed)
        assert not refused, (seed, refused)
        infections = [e for e in game.events if e.kind == "action" and e.data.get("role")
                      == "Infecting Wolf"]
        assert len(infections) == 1, seed
        (ev,) = infections
        assert ev.phase == 1 and ev.targets[0] not in ("Iwo", "Wes")
        # chosen by the bot, not drawn for it at the end of the night (infecting-wolf.1)
        drawn = [e for e in game.events if e.kind == "random_draw"
                 and "infection" in str(e.data.get("purpose"))]
        chosen += not drawn
    assert chosen == len(SEEDS)


def test_baker_2_bots_in_groups_play_to_the_end_with_no_refusal() -> None:
    players = [("Ann", "Baker"), ("Bea", "Baker"), ("But", "Butcher"), ("Bud", "Butcher"),
               ("Bob", "Bloody Butcher"), ("Hal", "Hellhound"), ("Hex", "Hellhound"),
               ("Cal", "Fortune Teller")] + [(f"C{i}", "Citizen") for i in range(6)]
    baker_votes = 0
    for seed in SEEDS:
        game, refused = _played(players, seed)
        assert not refused, (seed, refused)
        assert game.over, seed
        # a Baker bot never votes to lynch another Baker it was told is on its side
        votes = [e for e in game.events if e.msg == "vote.cast" and e.actor in ("Ann", "Bea")]
        assert all(e.targets[0] not in ("Ann", "Bea") for e in votes), seed
        baker_votes += len(votes)
    assert baker_votes > 0
