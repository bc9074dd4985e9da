"""Abilities the heuristic bots once never chose: the Detective's autopsy, the
Psychopath's (and a Cat's) veil, the Devil's smite at 8 players and the Guardian's protection
in a Shepherd's hands. Each is now used in seeded bot games with no refused move.

Nothing here names a role to the bots: they order their own abilities by how recently they
used each (so of two that compete for one day's use or one pool, each gets its turn) and a
team against the town guards its own members. The tests name roles only to find who held
what."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game, Setup
from werewolves.sim.agent import make_agent
from werewolves.sim.claims import marked_text, parse_marked
from werewolves.sim.heuristic import HeuristicAgent
from werewolves.sim.match import parse_bots, play_match
from werewolves.sim.simulate import SimSpec
from werewolves.testing import state_of

NAMES = [f"P{i:02d}" for i in range(16)]
SEEDS = range(8)
Games = list[tuple[Game, Counter[str]]]


def _play(roles: list[str], seeds: range = SEEDS) -> Games:
    return [play_rotated(NAMES[: len(roles)], roles, seed, max_phases=40) for seed in seeds]


def _used(games: Games, role: str, verb: str) -> int:
    return sum(len(submits(g, role, verb)) for g, _ in games)


def _no_refusal(games: Games) -> None:
    for seed, (_g, refused) in enumerate(games):
        assert not refused, (seed, refused)


@pytest.fixture(scope="module")
def detective_games() -> Games:
    return _play(
        [
            "Detective",
            "Wolf",
            "Wolf",
            "Fortune Teller",
            "Citizen",
            "Citizen",
            "Citizen",
            "Huntress",
            "Citizen",
        ]
    )


def test_detective_1_bots_autopsy_the_dead_as_well_as_guess(detective_games: Games) -> None:
    _no_refusal(detective_games)
    assert _used(detective_games, "Detective", "autopsy") >= 3
    assert _used(detective_games, "Detective", "deduce") >= 3
    # the autopsy's result was told (the dead player's final role)
    told = [
        e
        for g, _ in detective_games
        for e in g.events
        if e.rule == "detective.1"
        and e.kind == "told"
        and (e.data or {}).get("msg") == "detective.autopsy"
    ]
    assert told or any(
        m.key == "detective.autopsy"
        for g, _ in detective_games
        for p in state_of(g).players
        if p.original_role == "Detective"
        for m in g.view(p.name).messages
    )


def test_psychopath_9_psychopath_11_bots_veil_as_well_as_probe() -> None:
    games = _play(
        [
            "Psychopath",
            "Wolf",
            "Wolf",
            "Fortune Teller",
            "Citizen",
            "Citizen",
            "Citizen",
            "Huntress",
            "Citizen",
        ]
    )
    _no_refusal(games)
    assert _used(games, "Psychopath", "veil") >= 2
    assert _used(games, "Psychopath", "probe") >= 2


def test_souls_4_devil_3_the_devil_smites_at_8_players() -> None:
    # the balance page's 8-player Hell list: the Devil's wards no longer spend every soul
    games = _play(
        ["Wolf", "Wolf", "Devil", "Pyromancer", "Fortune Teller", "Huntress", "Citizen", "Citizen"]
    )
    _no_refusal(games)
    assert _used(games, "Devil", "smite") >= 1
    assert _used(games, "Devil", "ward") + _used(games, "Devil", "smite") >= 8


def test_souls_1_a_hell_bot_wards_only_hell() -> None:
    # a team against the town guards its own: a soul's protection never goes to an outsider
    roles = [
        "Devil",
        "Demon",
        "Imp",
        "Wolf",
        "Wolf",
        "Fortune Teller",
        "Aura Teller",
        "Citizen",
        "Citizen",
        "Citizen",
        "Citizen",
        "Huntress",
    ]
    games = _play(roles)
    _no_refusal(games)
    wards = 0
    for g, _ in games:
        hell = {p.name for p in state_of(g).players if p.original_role in ("Devil", "Demon", "Imp")}
        for role in ("Devil", "Demon"):
            for move in submits(g, role, "ward"):
                assert move[1] in hell, move
                wards += 1
    assert wards >= 1


def test_r30_a_shepherd_holding_the_guardian_office_protects() -> None:
    # the balance page's 16-player list C: the one seed of these where the Shepherd is elected
    # Guardian, it protects (a fellow of its flock or itself) besides herding
    roles = (
        "Wolf, Corrupt Wolf, Greater Coyote, Lesser Coyote, Shepherd, Herding Dog, "
        "Plague Bearer, Plague Carrier, Flute Charmer, Rogue Wolf, Cautious Hag, "
        "Cult Leader, Cult Acolyte, 2xJuror, Fortune Teller"
    )
    spec = SimSpec.from_roles_text(16, roles, parse_bots("heuristic"))
    protected = herded = 0
    for seed in range(10):
        game = Game.new(spec.setup(seed), seed)
        refused: Counter[str] = Counter()
        play_match(
            game, {p: make_agent("heuristic", p, seed) for p in game.players}, refusals=refused
        )
        assert not refused, (seed, refused)
        flock = {
            p.name for p in state_of(game).players if p.original_role in ("Shepherd", "Herding Dog")
        }
        for move in submits(game, "Shepherd", "protect"):
            assert set(move[1:]) <= flock, move
            protected += 1
        herded += len(submits(game, "Shepherd", "herd"))
    assert protected >= 1 and herded >= 10


# ------------------------------------------------------------ the White Werewolf (RM490)

WW_ROLES = [
    "Wolf",
    "Wolf",
    "White Werewolf",
    "Fortune Teller",
    "Huntress",
    "Citizen",
    "Citizen",
    "Citizen",
    "Citizen",
    "Citizen",
]


def _play_listed(role_list: str, seeds: range) -> list[tuple[Game, dict[str, Any]]]:
    out = []
    for seed in seeds:
        order = WW_ROLES[seed % len(WW_ROLES) :] + WW_ROLES[: seed % len(WW_ROLES)]
        game = Game.new(Setup(list(zip(NAMES, order, strict=False)), role_list), seed)
        bots = {p: make_agent("heuristic", p, seed) for p in game.players}
        refused: Counter[str] = Counter()
        play_match(game, bots, refusals=refused, max_phases=40)
        assert not refused, (seed, refused)
        out.append((game, bots))
    return out


def _aims_at(game: Game, players: set[str], targets: set[str]) -> list[tuple[int, list[str]]]:
    """(phase index, words) of each accepted attack or vote by ``players`` at ``targets``."""
    out, phase = [], 0
    for c in game.commands:
        if c["op"] == "advance":
            phase += 1
        elif (
            c["op"] == "submit"
            and c["player"] in players
            and c["action"][0] in ("attack", "vote")
            and set(c["action"][1:]) & targets
        ):
            out.append((phase, list(c["action"])))
    return out


def test_rm490_white_werewolf_1_a_shown_list_and_a_packmate_dead_at_night_turn_a_wolf() -> None:
    # the role list is public: it deals a White Werewolf; once a packmate dies at night with no
    # other night killer seen, the last wolf takes its one remaining fellow for the hunter
    turned = aimed = 0
    for game, bots in _play_listed("public", range(12)):
        white = {p.name for p in state_of(game).players if p.original_role == "White Werewolf"}
        wolves = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
        for w in wolves:
            rivals = bots[w].mem.rivals  # type: ignore[attr-defined]
            assert rivals <= white, (w, rivals)
            turned += bool(rivals)
        # a wolf aims at the White Werewolf only after a packmate's death at night
        first = min(
            (
                e.phase
                for e in game.events
                if e.kind == "death" and e.phase % 2 == 1 and set(e.targets) & wolves
            ),
            default=None,
        )
        for phase, words in _aims_at(game, wolves, white):
            assert first is not None and phase > first, (phase, words, first)
            aimed += 1
        assert not _aims_at(game, wolves, wolves)  # never at a true packmate
    assert turned >= 3 and aimed >= 1


def test_rm490_white_werewolf_1_with_the_list_hidden_the_pack_trusts_every_member() -> None:
    # white-werewolf.1: the pack takes the White Werewolf for one of its own; with the role
    # list hidden a night death proves nothing, and no wolf aims at anyone in the pack
    for game, bots in _play_listed("private", range(8)):
        dealt = state_of(game).players
        pack = {p.name for p in dealt if p.original_role in ("Wolf", "White Werewolf")}
        wolves = {p.name for p in state_of(game).players if p.original_role == "Wolf"}
        assert not _aims_at(game, wolves, pack)
        assert not any(bots[w].mem.rivals for w in wolves)  # type: ignore[attr-defined]


# ------------------------------------------------------------ the Flock's marks (RM491)

C8 = "2xWolf, Shepherd, Herding Dog, Plague Bearer, Plague Carrier, Flute Charmer, Fortune Teller"


def test_rm491_shepherd_4_a_herded_bot_tells_everyone_and_the_flock_never_does() -> None:
    spec = SimSpec.from_roles_text(8, C8, parse_bots("heuristic"))
    told = 0
    for seed in range(10):
        game = Game.new(spec.setup(seed), seed)
        play_match(game, {p: make_agent("heuristic", p, seed) for p in game.players})
        flock = {
            p.name for p in state_of(game).players if p.original_role in ("Shepherd", "Herding Dog")
        }
        herded = {e.to[0] for e in game.events if e.kind == "told" and e.rule == "shepherd.4"}
        said = {c["player"] for c in game.commands if c["op"] == "say" and parse_marked(c["text"])}
        assert said <= herded and not said & flock, (seed, said, herded)
        told += len(said)
    assert told >= 3


def test_rm491_shepherd_8_the_more_are_marked_the_more_an_unmarked_player_is_suspected() -> None:
    roles = [
        "Fortune Teller",
        "Citizen",
        "Citizen",
        "Citizen",
        "Shepherd",
        "Wolf",
        "Citizen",
        "Citizen",
    ]

    def suspicion(marks: int) -> dict[str, float]:
        game = Game.new(Setup(list(zip(NAMES, roles, strict=False))), 3)
        while game.phase != "Day 1":
            game.advance()
        for speaker in NAMES[1 : 1 + marks]:
            if game.player(speaker).alive:
                game.say(speaker, "town square", marked_text())
        bot = make_agent("heuristic", NAMES[0], 3)
        assert isinstance(bot, HeuristicAgent)
        view = game.view(NAMES[0])
        bot.choose(view, game.legal_actions(NAMES[0]))
        return bot._suspicion(view)

    none, two, three = suspicion(0), suspicion(2), suspicion(3)
    unmarked = [p for p in none if p not in NAMES[1:4]]
    assert unmarked
    for p in unmarked:
        assert none[p] < two[p] < three[p], p  # the share of the living marked grows
    for p in NAMES[1:3]:
        if p in none:
            assert two[p] == none[p]  # a marked player is not of the marking side
