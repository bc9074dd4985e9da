"""Issue 23's limited werewolves and the Flock team (Corrupt Wolf, Pack Tanner, Rogue Wolf, the
coyotes, Baroness, Shepherd, Herding Dog) in seeded heuristic-bot games (sim/match.py): each
role uses its ability in some game, the game accepts every move the bots make (no refusal), and
a pack wolf never attacks or investigates its own pack. The bots know no role: what they do
comes from the declarations, the legal actions and the messages' meanings."""

from __future__ import annotations

from collections import Counter

import pytest
from seeded_bot_games import play_rotated, submits

from werewolves.game import Game
from werewolves.testing import state_of

ROLES = ["Corrupt Wolf", "Pack Tanner", "Wolf", "Greater Coyote", "Lesser Coyote", "Baroness",
         "Rogue Wolf", "Shepherd", "Herding Dog", "Fortune Teller", "Citizen", "Citizen",
         "Citizen", "Citizen"]
NAMES = ["Ann", "Bob", "Cyd", "Dan", "Eli", "Fox", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou",
         "Max", "Ned"]
SEEDS = range(12)
# the verb each role's own ability is used by
VERBS = {"Corrupt Wolf": "corrupt", "Pack Tanner": "dress", "Rogue Wolf": "maul",
         "Greater Coyote": "ambush", "Lesser Coyote": "ambush", "Baroness": "eavesdrop",
         "Shepherd": "herd", "Herding Dog": "fetch"}


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, Counter[str]]]:
    return [play_rotated(NAMES, ROLES, seed, max_phases=40) for seed in SEEDS]


def test_corrupt_wolf_1_pack_tanner_b1_rogue_wolf_4_greater_coyote_1_baroness_1_shepherd_b1_herding_dog_1_bots_use_each_power(  # noqa: E501
    games: list[tuple[Game, Counter[str]]],
) -> None:
    used: Counter[str] = Counter()
    for game, refused in games:
        assert not refused, refused
        for role, verb in VERBS.items():
            used[role] += len(submits(game, role, verb))
    assert all(used[role] >= 1 for role in VERBS), used


def test_bots_in_a_limited_wolves_game_never_attack_or_investigate_their_own_pack(
    games: list[tuple[Game, Counter[str]]],
) -> None:
    pack_roles = ("Corrupt Wolf", "Pack Tanner", "Wolf")
    seen = 0
    for game, _ in games:
        pack = {p.name for p in state_of(game).players if p.original_role in pack_roles}
        for e in game.events:
            if e.kind not in ("action", "action_chosen") or e.actor not in pack or not e.targets:
                continue
            verb = e.params.get("verb") or e.data.get("verb")
            if verb == "attack":
                seen += 1
                assert e.targets[0] not in pack, (e.actor, e.targets)
    assert seen
