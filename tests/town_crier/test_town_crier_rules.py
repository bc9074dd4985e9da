"""The Town Crier (role book 2023: townsfolk/miscellaneous/town crier), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R1 (starting abilities), R6 (seeded draws), RM128–RM129 (docs/rulings-made.md).
"""

from __future__ import annotations

from collections import Counter

from role_game_steps import _game

from werewolves.roles.town_crier import _told_a_townsperson
from werewolves.testing import engine_of

PLAYERS = [("Tom", "Town Crier"), ("Wes", "Wolf"), ("Sne", "Sneaking Wolf"),
           ("Fay", "Fortune Teller"), ("Cal", "Citizen"), ("Run", "Runner"), ("Ang", "Angel")]
TOWN = {"Fay": "Fortune Teller", "Cal": "Citizen", "Run": "Runner"}


def _learned(seed: int) -> tuple[str, str]:
    g = _game(PLAYERS, seed)
    (ev,) = [e for e in g.events if e.msg == "crier.learned"]
    return str(ev.params["player"]), str(ev.params["role"])


def test_town_crier_1_learns_one_other_townsperson_and_their_role_at_the_start() -> None:
    seen: Counter[str] = Counter()
    for seed in range(24):
        player, role = _learned(seed)
        # ruling RM128: a member of the Townsfolk team, never the Crier, a wolf or the unaligned
        assert TOWN[player] == role
        seen[player] += 1
    # R6: a seeded draw: the same seed the same player, and every townsperson sometimes
    assert _learned(3) == _learned(3)
    assert set(seen) == set(TOWN)


def test_town_crier_1_is_told_before_day_0_opens() -> None:
    g = _game(PLAYERS, 1)
    player, role = _learned(1)
    told = g.private_messages("Tom")
    assert told[1] == f"You know a fellow townsperson: {player} is the {role}."
    assert g.phase == "Day 0"
    (draw,) = [e for e in g.events if e.kind == "random_draw"]
    assert draw.data["choice"] == player and draw.phase == 0


def test_town_crier_1_with_no_other_townsperson_learns_nobody() -> None:
    g = _game([("Tom", "Town Crier"), ("Wes", "Wolf"), ("Ang", "Angel")])
    assert g.private_messages("Tom")[1] == (
        "There is no other townsperson in this game for you to know."
    )


def test_town_crier_2_the_player_named_is_not_told() -> None:
    for seed in range(6):
        g = _game(PLAYERS, seed)
        player, _role = _learned(seed)
        assert not [m for m in g.messages(player)[1:] if "Tom" in m or "Town Crier" in m]
        assert len(g.private_messages(player)) == 1  # their role card, nothing more


def test_town_crier_3_the_role_told_is_the_true_one() -> None:
    # ruling RM129: no disguise is read, strong or weak
    g = _game([("Tom", "Town Crier"), ("Wes", "Wolf"), ("Fay", "Fortune Teller")])
    eng = engine_of(g)
    fay = g.player("Fay")
    eng.add_status(fay, "disguise", source=0, data={"role": "Wolf", "strength": "strong"})
    eng.add_status(fay, "disguise", source=0, data={"role": "Citizen", "strength": "weak"})
    _told_a_townsperson(eng, g.player("Tom"))
    told = g.private_messages("Tom")[-1]
    assert told == "You know a fellow townsperson: Fay is the Fortune Teller."


def test_town_crier_declares_no_ability_and_a_learned_role() -> None:
    from werewolves.game import Meaning, role_book

    (card,) = [c for c in role_book() if c.name == "Town Crier"]
    assert not card.abilities and card.mix is None and card.group == "Townsfolk Miscellaneous"
    g = _game(PLAYERS, 0)
    (msg,) = [m for m in g.view("Tom").messages if m.key == "crier.learned"]
    assert msg.means(Meaning.ROLE_LEARNED)
