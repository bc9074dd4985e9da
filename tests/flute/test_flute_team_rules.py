"""The Flute team (Flute Player, Flute Apprentice, role book 2023): rules a scenario file cannot
show (channels, counts over many sizes, the seeded 60/40 draw over many seeds, explanations,
serialisation), each test named by the rule it guards.

Rule ids: "Flute Player" / "Flute Apprentice" are the role book's cards; S0.22 (no visit to the
Flute Player from an obstructed result); R6 (seeded draws); R7 (refusals); R15/R16 (visits,
redirection); R34 (teams).
"""

from __future__ import annotations

import pytest

from werewolves.engine.rules import Ruleset
from werewolves.game import Accepted, Game, Refusal, Setup
from werewolves.roles import build_rules, default_rules, flute
from werewolves.sim.match import BotMix, bots_for, play_match
from werewolves.testing import engine_of, state_of


def _game(players: list[tuple[str, str]], seed: int = 0, rules: Ruleset | None = None) -> Game:
    return Game.new(Setup(players), seed=seed, rules=rules)


def _do(g: Game, line: str) -> Accepted:
    actor, *rest = line.split()
    res = g.submit(actor, " ".join(rest))
    assert isinstance(res, Accepted), f"{line!r} was refused: {getattr(res, 'message', res)}"
    return res


def _refused(g: Game, line: str) -> Refusal:
    before = g.to_json()
    actor, *rest = line.split()
    res = g.submit(actor, " ".join(rest))
    assert isinstance(res, Refusal), f"{line!r} was accepted"
    assert res.message
    assert g.to_json() == before
    return res


def _visits(g: Game) -> list[tuple[str, str]]:
    return [(v.actor, v.target) for v in state_of(g).visits]


def _draws(g: Game, purpose: str) -> list[dict[str, object]]:
    return [e.data for e in g.events if e.kind == "random_draw" and e.data["purpose"] == purpose]


BASIC = [
    ("Flo", "Flute Player"),
    ("Kip", "Flute Apprentice"),
    ("Sib", "Fortune Teller"),
    ("Jon", "Citizen"),
    ("Lou", "Citizen"),
    ("Vik", "Wolf"),
]


# ---------------------------------------------------------------------------- counts


def _fillers(n: int) -> list[tuple[str, str]]:
    return [(f"P{i}", "Citizen") for i in range(n)]


@pytest.mark.parametrize(
    ("size", "expected"),
    [(4, 1), (5, 1), (9, 1), (14, 1), (15, 2), (24, 2), (25, 3), (35, 4)],
)
def test_flute_player_6_one_enchantment_per_ten_players_rounded(size: int, expected: int) -> None:
    # Book: one for every ten players of the game, rounded (a half up), at least one (our choice).
    g = _game([("Flo", "Flute Player"), ("Vik", "Wolf"), *_fillers(size - 2)])
    g.advance()
    assert g.player("Flo").counters["enchantments"] == expected


@pytest.mark.parametrize(("size", "expected"), [(6, 1), (20, 1), (29, 1), (30, 2), (50, 3)])
def test_flute_player_8_two_flute_players_one_per_twenty_each(size: int, expected: int) -> None:
    # Book: with more than one non-Apprentice in the flute channel, one for every twenty each.
    g = _game([("Flo", "Flute Player"), ("Fen", "Flute Player"), ("Vik", "Wolf"),
               *_fillers(size - 3)])
    g.advance()
    assert g.player("Flo").counters["enchantments"] == expected
    assert g.player("Fen").counters["enchantments"] == expected


def test_flute_player_apprentices_do_not_count_in_the_rate() -> None:
    # Book: Flute Apprentices are not counted when deciding on one per ten or one per twenty.
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Vik", "Wolf"),
               *_fillers(12)])
    g.advance()
    assert g.player("Flo").counters["enchantments"] == 2  # 15 players, one per ten


def test_flute_player_9_counts_all_players_dealt_in_not_the_living() -> None:
    # Book: the number of players is those in the game, not the living ones.
    g = _game([("Flo", "Flute Player"), ("Vik", "Wolf"), ("Wes", "Wolf"), *_fillers(12)])
    g.advance()
    _do(g, "Vik attack P0")
    _do(g, "Wes attack P0")
    g.advance()  # P0 dies: 14 alive of 15
    assert not g.player("P0").alive
    g.advance()
    assert g.phase == "Night 2"
    assert g.player("Flo").counters["enchantments"] == 2


def test_r7_flute_player_b1_flute_player_7_flute_apprentice_b1_no_flute_member_nor_by_day() -> None:
    g = _game(BASIC)
    _refused(g, "Flo enchant Jon")  # Day 0: a night ability
    g.advance()
    msg = _refused(g, "Flo enchant Kip").message
    assert "Kip" in msg and "enchanted" in msg
    _refused(g, "Flo enchant Flo")
    _refused(g, "Kip enchant Jon")  # the Apprentice cannot enchant
    _do(g, "Flo enchant Jon")
    _refused(g, "Flo enchant Lou")  # one a night at 6 players


def test_flute_player_13_is_never_told_who_is_enchanted_already() -> None:
    # Book: the Flute Players are never told how many or which players are enchanted: enchanting
    # an enchanted player reads exactly like enchanting a new one.
    g = _game([("Flo", "Flute Player"), ("Fen", "Flute Player"), *_fillers(28), ("Vik", "Wolf")])
    g.advance()
    first = _do(g, "Flo enchant P1").told
    again = _do(g, "Fen enchant P1").told
    assert [t.replace("Fen", "Flo") for t in again] == first
    assert g.player("Fen").counters["enchantments"] == 1  # spent all the same


# ---------------------------------------------------------------------------- channels


def test_flute_player_1_flute_player_2_flute_players_read_the_enchanted_from_outside() -> None:
    # Book: enchanted players share a secret channel without the Flute Players, who read it from
    # their own channel.
    g = _game(BASIC)
    g.advance()
    _do(g, "Flo enchant Jon")
    assert "enchanted" in g.channels("Jon")
    assert "enchanted" not in g.channels("Flo")
    assert "enchanted" not in g.channels("Kip")
    assert "flute players" in g.channels("Flo") and "flute players" in g.channels("Kip")
    assert isinstance(g.say("Flo", "enchanted", "hello"), Refusal)
    assert isinstance(g.say("Lou", "enchanted", "hello"), Refusal)
    assert isinstance(g.say("Jon", "flute players", "hello"), Refusal)
    _ok = g.say("Jon", "enchanted", "who else is here?")
    assert isinstance(_ok, Accepted)
    line = "[enchanted] Jon: who else is here?"
    assert line in g.messages("Flo") and line in g.messages("Kip") and line in g.messages("Jon")
    assert line not in g.messages("Lou") and line not in g.messages("Sib")
    group = engine_of(g).group("enchanted")
    assert group is not None and group.members == ["Jon"]


def test_flute_channel_is_not_read_by_the_enchanted() -> None:
    g = _game(BASIC)
    g.advance()
    _do(g, "Flo enchant Jon")
    assert isinstance(g.say("Kip", "flute players", "plan"), Accepted)
    assert "[flute players] Kip: plan" in g.messages("Flo")
    assert "[flute players] Kip: plan" not in g.messages("Jon")


def test_flute_player_10_flute_players_know_each_other() -> None:
    # Book: several Flute Players are one team and work together (they share a channel).
    g = _game([("Flo", "Flute Player"), ("Fen", "Flute Player"), ("Kip", "Flute Apprentice"),
               *_fillers(3)])
    told = " ".join(g.private_messages("Fen"))
    assert "Flo" in told and "Kip" in told


# ---------------------------------------------------------------------------- obstruction


def _obstructed(seed: int) -> tuple[Game, str]:
    g = _game(BASIC, seed=seed)
    g.advance()
    _do(g, "Flo enchant Sib")
    return g, _do(g, "Sib investigate Vik").told[-1]


def test_r6_flute_obstruction_same_seed_same_result() -> None:
    for seed in range(5):
        a, told_a = _obstructed(seed)
        b, told_b = _obstructed(seed)
        assert told_a == told_b
        assert [e.to_json() for e in a.events] == [e.to_json() for e in b.events]


def test_r6_flute_player_3_flute_obstruction_is_a_logged_draw_of_three_in_five() -> None:
    shown = 0
    runs = 400
    for seed in range(runs):
        g, told = _obstructed(seed)
        draws = _draws(g, "flute obstruction")
        assert len(draws) == 1  # R6: logged, one draw per investigation
        options = draws[0]["options"]
        assert isinstance(options, list)
        assert options.count(flute.SHOWN) == 3 and options.count(flute.NORMAL) == 2
        if draws[0]["choice"] == flute.SHOWN:
            assert told == "Vik appears to be the Flute Player."
            shown += 1
        else:
            assert told == "Vik appears to be the Wolf."
    assert 0.5 < shown / runs < 0.7


def test_s0_22_obstructed_result_visits_only_the_investigated_player() -> None:
    g, told = _obstructed(0)
    assert told == "Vik appears to be the Flute Player."
    assert _visits(g) == [("Flo", "Sib"), ("Sib", "Vik")]


def test_flute_obstruction_needs_an_enchanted_investigator() -> None:
    g = _game(BASIC)
    g.advance()
    _do(g, "Flo enchant Jon")
    assert _do(g, "Sib investigate Vik").told[-1] == "Vik appears to be the Wolf."
    assert not _draws(g, "flute obstruction")


def test_flute_obstruction_spares_checks_not_affected_by_obstructions() -> None:
    # Book (obstructions): no ability is affected unless its role says so; the Plague Doctor's
    # check is not (nor is it a role investigation).
    g = _game([("Flo", "Flute Player"), ("Doc", "Plague Doctor"), ("Pox", "Plague Bearer"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")])
    g.advance()
    _do(g, "Flo enchant Doc")
    assert _do(g, "Doc check Jon").told[-1] == "Jon does not have the plague."
    assert not _draws(g, "flute obstruction")


def test_flute_obstruction_is_explained_by_the_enchantment() -> None:
    g, _ = _obstructed(0)
    result = [e for e in g.events if e.kind == "investigation"][-1]
    assert str(result.data["layer"]).startswith("obstruction:enchanted:")
    why = "\n".join(g.explain(result.id))
    assert "Flo enchants Sib" in why and "flute obstruction" in why


# ---------------------------------------------------------------------------- redirection


def test_r16_flute_apprentice_b2_flute_apprentice_3_flute_apprentice_4_redirects_silently() -> None:
    g = _game(BASIC, seed=1)  # seed 1: the 40 % branch, the normal result
    _do(g, "Kip target Vik")
    g.advance()
    _do(g, "Flo enchant Sib")
    told = _do(g, "Sib investigate Kip").told
    # the investigation happens as if used on Vik; Sib is not told of any redirection
    assert told[-1] == "Vik appears to be the Wolf."
    assert not any("redirect" in t.lower() for t in told)
    assert ("Sib", "Kip") in _visits(g) and ("Sib", "Vik") in _visits(g)
    assert any("redirected" in t for t in g.private_messages("Kip"))


def test_r16_apprentice_does_not_redirect_players_who_are_not_enchanted() -> None:
    g = _game(BASIC)
    _do(g, "Kip target Vik")
    g.advance()
    assert _do(g, "Sib investigate Kip").told[-1] == "Kip appears to be the Flute Apprentice."
    assert _visits(g) == [("Kip", "Vik"), ("Sib", "Kip")]


def test_r16_apprentice_redirects_an_enchanted_wolf_pack_attack() -> None:
    # R16: the pack's attack, carried out by an enchanted wolf, falls on the Apprentice's target.
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Vik", "Wolf"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Mac", "Citizen")])
    _do(g, "Kip target Jon")
    g.advance()
    _do(g, "Flo enchant Vik")
    _do(g, "Vik attack Kip")
    g.advance()
    assert not g.player("Jon").alive and g.player("Kip").alive
    assert ("Vik", "Kip") in _visits(g) and ("Vik", "Jon") in _visits(g)


# ---------------------------------------------------------------------------- team, promotion


def test_r34_flute_player_b2_enchanted_players_count_for_the_flute_win_but_do_not_win() -> None:
    g = _game([("Flo", "Flute Player"), ("Jon", "Citizen"), ("Vik", "Wolf")])
    g.advance()
    _do(g, "Flo enchant Jon")
    assert not g.over
    g.advance()
    g.advance()
    _do(g, "Flo enchant Vik")
    assert g.over and g.outcome is not None
    assert g.outcome.team == "flute" and g.outcome.winners == ["Flo"]


def test_flute_apprentice_b1_flute_apprentice_5_alone_becomes_a_flute_player_at_the_start() -> None:
    # Book: with no Flute Player, the Apprentice becomes one (here: from the very start).
    g = _game([("Kip", "Flute Apprentice"), ("Jon", "Citizen"), ("Vik", "Wolf"),
               ("Lou", "Citizen")])
    assert g.player("Kip").role == "Flute Player"
    g.advance()
    _do(g, "Kip enchant Jon")


def test_flute_apprentice_promoted_when_the_flute_player_dies_at_night() -> None:
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Vik", "Wolf"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Mac", "Citizen")])
    g.advance()
    _do(g, "Flo enchant Jon")
    _do(g, "Vik attack Flo")
    g.advance()
    assert not g.player("Flo").alive
    assert g.player("Kip").role == "Flute Player"
    assert g.player("Jon").has("enchanted")
    assert any("now a Flute Player" in t for t in g.private_messages("Kip"))


def test_flute_player_4_flute_player_5_flute_enchantment_ends_silently() -> None:
    g = _game([("Flo", "Flute Player"), ("Vik", "Wolf"), ("Wes", "Wolf"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Mac", "Citizen")])
    g.advance()
    _do(g, "Flo enchant Jon")
    before = {n: len(g.messages(n)) for n in g.players}
    _do(g, "Vik attack Flo")
    _do(g, "Wes attack Flo")
    g.advance()
    assert not g.player("Jon").has("enchanted")
    ended = [e for e in g.events if e.kind == "enchantment_ended"]
    assert len(ended) == 1 and ended[0].audience == "host"
    for n in g.players:
        new = g.messages(n)[before[n]:]
        assert not any("enchant" in t.lower() for t in new), (n, new)


# ---------------------------------------------------------------------------- robustness


def test_flute_state_survives_json() -> None:
    g = _game(BASIC)
    _do(g, "Kip target Vik")
    g.advance()
    _do(g, "Flo enchant Sib")
    h = Game.from_json(g.to_json())
    assert h.player("Sib").has("enchanted")
    assert h.channels("Sib") == g.channels("Sib")
    assert isinstance(h.say("Sib", "enchanted", "hi"), Accepted)
    assert "[enchanted] Sib: hi" in h.messages("Flo")


def test_flute_roles_survive_random_bot_games() -> None:
    roles = ["Flute Player", "Flute Apprentice", "Fortune Teller", "Grandma", "Ravenkeeper",
             "Wolf", "Wolf", "Plague Bearer", "Citizen", "Citizen", "Angel", "Citizen"]
    for seed in range(12):
        g = _game([(f"P{i}", r) for i, r in enumerate(roles)], seed=seed,
                  rules=default_rules())
        play_match(g, bots_for(g, BotMix("random"), seed), stall=None)
        assert g.over


def test_flute_rules_are_registered() -> None:
    r = build_rules()
    assert r.role("flute player") is not None and r.role("Flute Apprentice") is not None
    assert "flute" in r.teams
    assert flute.redirect in r.redirectors


def test_flute_player_11_flute_player_12_a_flute_player_who_loses_the_role_stops_enchanting(
) -> None:
    g = _game([("Flo", "Flute Player"), ("Fen", "Flute Player"), *_fillers(4), ("Vik", "Wolf")])
    g.advance()
    before = len(g.messages("Fen"))
    engine_of(g).change_role(g.player("Flo"), "Citizen", causes=[], rule="R36")
    assert "enchant" not in [a.verb for a in g.legal_actions("Flo")]  # flute-player.11
    assert g.messages("Fen")[before:] == []  # flute-player.12: not revealed to the others


def test_flute_apprentice_1_flute_apprentice_2_a_target_one_change_and_one_spare() -> None:
    g = _game(BASIC)
    _do(g, "Kip target Vik")  # flute-apprentice.1
    _do(g, "Kip target Jon")  # flute-apprentice.2: the emergency change
    _refused(g, "Kip target Lou")
    g.advance()
    _do(g, "Kip target Lou")  # a new phase: one change again
