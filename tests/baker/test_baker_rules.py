"""The Baker (role book 2023: townsfolk/group/baker), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

baker.b2 repeats baker.3 and baker.5 is what baker.4 implies (docs/rules.md marks them
informative). Other ids: R36 (a channel with no member left closes), the group rules of
engine/groups.py, rulings RM80-RM83.
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game

from werewolves.engine.declarations import Meaning
from werewolves.game import Game, SetupError
from werewolves.sim.agent import make_agent
from werewolves.testing import engine_of

BAKERS = [("Ann", "Baker"), ("Bea", "Baker"), ("Cat", "Baker"), ("Wes", "Wolf"),
          ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _members_told(g: Game, name: str, group: str) -> list[str]:
    return [
        ", ".join(m.params["members"])
        for m in g.view(name).messages
        if m.key == "group.members" and m.params["group"] == group
    ]


def test_baker_b1_a_game_with_one_baker_is_refused() -> None:
    with pytest.raises(SetupError) as e:
        _game([("Ann", "Baker"), ("Wes", "Wolf"), ("Dan", "Citizen")])
    assert "bakers group needs at least 2 players" in str(e.value)
    assert "(Baker)" in str(e.value) and "deals 1" in str(e.value)
    # two are enough, and a game with no Baker asks for none
    _game([("Ann", "Baker"), ("Bea", "Baker"), ("Wes", "Wolf"), ("Dan", "Citizen")])
    _game([("Wes", "Wolf"), ("Dan", "Citizen")])


def test_baker_1_every_baker_knows_every_other_from_the_start() -> None:
    g = _game(BAKERS)
    for name in ("Ann", "Bea", "Cat"):
        assert _members_told(g, name, "bakers") == ["Ann, Bea, Cat"]
        assert engine_of(g).team_of(g.player(name)) == "town"
    # nobody else is told who the Bakers are
    assert all(not _members_told(g, n, "bakers") for n in ("Wes", "Dan"))


def test_baker_2_the_bakers_are_told_they_are_on_one_side_and_a_bot_counts_them_allies() -> None:
    g = _game(BAKERS)
    (told,) = [m for m in g.view("Bea").messages if m.key == "group.trusted"]
    assert told.means(Meaning.ALLIES) and told.params["members"] == ["Ann", "Bea", "Cat"]
    assert "plays on your side" in told.text
    bot = make_agent("heuristic", "Bea", 0)
    bot.choose(g.view("Bea"), g.legal_actions("Bea"))
    assert {"Ann", "Cat"} <= bot.mem.allies  # type: ignore[attr-defined]
    assert not [m for m in g.view("Dan").messages if m.key == "group.trusted"]


def test_baker_3_the_bakers_talk_in_a_channel_nobody_else_reads() -> None:
    g = _game(BAKERS)
    assert "bakers" in g.channels("Ann") and "bakers" not in g.channels("Dan")
    _ok = g.say("Ann", "bakers", "I am one of you")
    assert not hasattr(_ok, "reason")
    assert any("I am one of you" in m for m in g.messages("Cat"))
    assert not any("I am one of you" in m for m in g.messages("Dan"))
    assert not any("I am one of you" in m for m in g.messages("Wes"))
    assert hasattr(g.say("Dan", "bakers", "let me in"), "reason")


def test_baker_4_a_baker_who_loses_the_role_keeps_the_channel() -> None:
    # a Vampire demonizes Ann and the pack attacks her: she rises as an Undead (a role loss)
    g = _game([*BAKERS, ("Val", "Vampire")])
    g.advance()
    _do(g, "Val demonize Ann")
    _do(g, "Wes attack Ann")
    g.advance()
    assert g.player("Ann").alive and g.player("Ann").role == "Undead"
    # baker.4: still in the Bakers' channel, reading and writing, while Bea and Cat are Bakers
    assert "bakers" in g.channels("Ann")
    g.say("Bea", "bakers", "are you still with us")
    assert any("are you still with us" in m for m in g.messages("Ann"))
    g.say("Ann", "bakers", "of course")
    assert any("of course" in m for m in g.messages("Cat"))


def test_baker_6_an_infected_baker_becomes_a_bloody_butcher() -> None:
    g = _game([("Iwo", "Infecting Wolf"), *BAKERS])
    g.advance()
    told = _do(g, "Iwo infect Bea").told
    bea = g.player("Bea")
    assert bea.role == "Bloody Butcher" and engine_of(g).team_of(bea) == "wolves"
    assert {"wolfpack", "butchers"} <= set(g.channels("Bea"))
    assert any("Bea is infected" in t for t in told)
    assert not [t for t in told if "Butcher" in t or "Baker" in t]  # ruling RM88


def test_baker_7_every_other_baker_becomes_a_butcher_and_is_told() -> None:
    g = _game([("Iwo", "Infecting Wolf"), *BAKERS])
    g.advance()
    _do(g, "Iwo infect Bea")
    for name in ("Ann", "Cat"):
        assert g.player(name).role == "Butcher"
        assert engine_of(g).team_of(g.player(name)) == "town"
        told = g.private_messages(name)
        assert any("you are now a Butcher" in m for m in told)
        # told of the change, never who was infected
        assert not any("Bea" in m and "infected" in m for m in told)
        # RM83: they and the Bloody Butcher are the Butchers' group; the Bakers' is closed
        assert "butchers" in g.channels(name) and "bakers" not in g.channels(name)
    assert sorted(engine_of(g).group("butchers").members) == ["Ann", "Bea", "Cat"]  # type: ignore[union-attr]
    assert "bakers" not in g.channels("Bea")
