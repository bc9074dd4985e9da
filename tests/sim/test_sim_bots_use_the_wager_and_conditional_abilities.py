"""Heuristic bots weigh the Devil's wager as one choice among its options (ruling RM500), and
use the abilities that wait for a condition short games rarely reach, each whenever it is
offered, in seeded games whose setups reach the condition, with no refused move.

Nothing here names a role to the bots: the wager's options are declared ``among`` one choice,
and the bots read the aims. The tests name roles only to deal them and to find who held what."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated

from werewolves.game import Game
from werewolves.roles.hell import CONDEMN, IGNORE, SHELTER, UNMASK
from werewolves.testing import state_of

NAMES = [f"P{i:02d}" for i in range(16)]
Offered = set[tuple[int, str, str]]
Games = list[tuple[Game, Counter[str], Offered]]


def _play(roles: list[str], seeds: range) -> Games:
    out: Games = []
    for seed in seeds:
        offered: Offered = set()
        game, refused = play_rotated(NAMES[: len(roles)], roles, seed, offered=offered)
        out.append((game, refused, offered))
    return out


def _no_refusal(games: Games) -> None:
    for seed, (_g, refused, _o) in enumerate(games):
        assert not refused, (seed, refused)


def _uses(game: Game, verb: str) -> set[tuple[int, str]]:
    """(phase index, player) of every accepted ``verb`` move."""
    out: set[tuple[int, str]] = set()
    phase = 0
    for c in game.commands:
        if c["op"] == "advance":
            phase += 1
        elif c["op"] == "submit" and c["action"][0] == verb:
            out.add((phase, str(c["player"])))
    return out


def _offered_and_used(games: Games, verb: str, role: str) -> tuple[int, int]:
    """How many (phase, player) pairs offered ``verb`` to a player dealt ``role``, and how many
    of those pairs saw it used (a bot's offer counted once a phase)."""
    offered = used = 0
    for game, _r, seen in games:
        holders = {p.name for p in state_of(game).players if p.original_role == role}
        pairs = {(ph, pl) for ph, pl, verb_ in seen if verb_ == verb and pl in holders}
        # the game's phase index counts Day 0 as 0; the log's advances count from the deal
        done = {(ph, pl) for ph, pl in _uses(game, verb) if pl in holders}
        offered += len(pairs)
        used += len({pl_ph for pl_ph in pairs if pl_ph in done})
    return offered, used


# ------------------------------------------------------------------- the Devil's wager

WAGER = ("condemn", "shelter", "unmask")


@pytest.fixture(scope="module")
def wager_games() -> Games:
    roles = ["Wolf", "Wolf", "White Werewolf", "Devil", "Imp", "Pyromancer", "Wisp"]
    town = ["Fortune Teller", "Priest", "Huntress", "Citizen", "Citizen"]
    return _play([*roles, *town], range(40))


def test_rm500_wager_options_are_declared_one_choice() -> None:
    """wager.1: the recipient picks one of the options; ruling RM500 declares them ``among``
    one choice, which is all a bot is told of them."""
    options = {a.verb: a.declaration.among for a in (CONDEMN, SHELTER, UNMASK, IGNORE)}
    assert set(options) == {*WAGER, "ignore"}
    assert len(set(options.values())) == 1 and all(options.values())
    assert "among" in CONDEMN.declaration.to_json()


def test_rm500_wager_2_wager_7_wager_11_bots_use_each_option_of_the_wager(
    wager_games: Games,
) -> None:
    """wager.2 (condemn), wager.7 (shelter), wager.11 (unmask): ruling RM500, a recipient weighs
    the options as one choice (a kill on near-certainty, else a shelter for a trusted player,
    else a look at a suspect, else a shelter for itself), so each is used across seeded games,
    with no refused move."""
    _no_refusal(wager_games)
    used = Counter({v: sum(len(_uses(g, v)) for g, _r, _o in wager_games) for v in WAGER})
    assert all(used[v] >= 5 for v in WAGER), used


def test_rm500_wager_21_a_recipient_uses_one_option_a_night(wager_games: Games) -> None:
    """wager.21 / wager.22: a shelter after a condemn takes the kill back; ruling RM500: a bot
    uses one option of the choice a night, never a second one after the first."""
    nights = 0
    for game, _r, _o in wager_games:
        per_night: Counter[tuple[int, str]] = Counter()
        for verb in WAGER:
            per_night.update(_uses(game, verb))
        assert all(n == 1 for n in per_night.values()), per_night
        nights += len(per_night)
    assert nights >= 40


# ------------------------------------------------------------------- abilities behind a condition


def test_greater_coyote_1_the_coyotes_ambush_whenever_the_pack_killed_no_townsperson() -> None:
    """greater-coyote.1: the coyotes may attack on a night after one the pack killed no
    townsperson. With no pack at all, that is every night from Night 2; the bots (Aim.KILL)
    vote on every such night, each coyote, the Greater and the Lesser."""
    roles = ["Greater Coyote", "Lesser Coyote", "Fortune Teller", "Huntress"]
    games = _play([*roles, "Citizen", "Citizen", "Citizen", "Citizen"], range(12))
    _no_refusal(games)
    for role in ("Greater Coyote", "Lesser Coyote"):
        offered, used = _offered_and_used(games, "ambush", role)
        assert offered >= 10 and used == offered, (role, offered, used)


@pytest.fixture(scope="module")
def coyotes_beside_a_pack() -> Games:
    roles = ["Wolf", "Greater Coyote", "Lesser Coyote", "Witch", "Priest", "Fortune Teller"]
    return _play([*roles, "Citizen", "Citizen", "Citizen"], range(20))


def test_greater_coyote_1_beside_a_pack_stopped_by_protection_the_coyotes_ambush(
    coyotes_beside_a_pack: Games,
) -> None:
    """greater-coyote.1 with a pack: the night after the pack's attack was stopped (a Witch's
    potion, a Priest's water) or killed someone not of the town, the coyotes are offered the
    ambush and use it."""
    games = coyotes_beside_a_pack
    _no_refusal(games)
    offered, used = _offered_and_used(games, "ambush", "Greater Coyote")
    offered2, used2 = _offered_and_used(games, "ambush", "Lesser Coyote")
    assert offered + offered2 >= 8 and (used, used2) == (offered, offered2)


def test_lesser_coyote_3_once_the_greater_coyote_dies_the_lesser_attacks_with_the_pack(
    coyotes_beside_a_pack: Games,
) -> None:
    """lesser-coyote.3: when the last original Greater Coyote dies the Lesser Coyote joins the
    pack; from then on the bots vote the pack's attack with it on every night it is offered."""
    offered, used = _offered_and_used(coyotes_beside_a_pack, "attack", "Lesser Coyote")
    assert offered >= 3 and used == offered, (offered, used)


def test_flute_charmer_1_flute_charmer_9_the_charmer_beguiles_while_a_flute_player_lives() -> None:
    """flute-charmer.1: each day the Charmer may charm a player; flute-charmer.9: with no Flute
    Player left it becomes one (so dealt alone it never charms). Beside a Flute Player, the bots
    charm (Aim.UNKNOWN) on every day it is offered."""
    roles = ["Flute Player", "Flute Charmer", "Wolf", "Wolf", "Fortune Teller", "Huntress"]
    games = _play([*roles, "Citizen", "Citizen", "Citizen", "Citizen"], range(12))
    _no_refusal(games)
    offered, used = _offered_and_used(games, "beguile", "Flute Charmer")
    assert offered >= 12 and used == offered, (offered, used)


def test_wisp_1_wisp_11_the_wisp_kindles_while_the_pyro_channel_lives() -> None:
    """wisp.1 / wisp.2: each day the Wisp visits a player, powdering or igniting them;
    wisp.11: with nobody left in the pyro channel it becomes a Pyromancer (so dealt alone it
    never kindles). Beside a Pyromancer, the bots kindle on every day it is offered."""
    roles = ["Pyromancer", "Wisp", "Wolf", "Wolf", "Fortune Teller", "Huntress"]
    games = _play([*roles, "Citizen", "Citizen", "Citizen", "Citizen"], range(12))
    _no_refusal(games)
    offered, used = _offered_and_used(games, "kindle", "Wisp")
    assert offered >= 12 and used == offered, (offered, used)


def test_reaper_12_the_reaper_recruits_whenever_a_recruiter_or_align_role_died() -> None:
    """reaper.7 / reaper.12: a night after a player whose final role is of the Recruitment or
    Align category died, the Reaper may turn a player into its Spirit (ruling RM413: for that
    night only). Dealt beside a Cat, a Dog and a Vampire, the bots (Aim.UNTESTED) recruit on
    every night the power is lent."""
    roles = ["Reaper", "Cat", "Dog", "Vampire", "Wolf", "Wolf", "Fortune Teller", "Huntress"]
    games = _play([*roles, "Citizen", "Citizen", "Citizen"], range(30))
    _no_refusal(games)
    offered, used = _offered_and_used(games, "recruit", "Reaper")
    assert offered >= 5 and used == offered, (offered, used)
