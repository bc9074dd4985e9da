"""The Bloody Butcher (role book 2023: werewolves/group/bloody butcher), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

bloody-butcher.b1 repeats bloody-butcher.1, and bloody-butcher.2 says what the player aims at
(docs/rules.md marks them informative). Other ids: R9 (the pack's attack).
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.testing import engine_of

PLAYERS = [("Ann", "Butcher"), ("Bea", "Butcher"), ("Bob", "Bloody Butcher"), ("Wes", "Wolf"),
           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def test_bloody_butcher_b2_is_in_the_packs_channel_and_the_butchers() -> None:
    g = _game(PLAYERS)
    assert {"wolfpack", "butchers"} <= set(g.channels("Bob"))
    g.say("Bob", "wolfpack", "they trust me")
    g.say("Bob", "butchers", "I am a simple butcher")
    assert any("they trust me" in m for m in g.messages("Wes"))
    assert not any("they trust me" in m for m in g.messages("Ann"))
    assert any("I am a simple butcher" in m for m in g.messages("Ann"))
    assert not any("I am a simple butcher" in m for m in g.messages("Wes"))


def test_bloody_butcher_1_is_a_pack_wolf_in_the_butchers_group() -> None:
    g = _game(PLAYERS)
    bob = g.player("Bob")
    assert engine_of(g).team_of(bob) == "wolves" and engine_of(g).role_of(bob).lycan
    assert "Bob" in engine_of(g).group("butchers").members  # type: ignore[union-attr]
    # the pack knows its member, and the Butchers know theirs: neither is told the other
    assert any("The members of the wolfpack are: Bob, Wes." in m for m in g.private_messages("Wes"))
    g.advance()
    _do(g, "Bob attack Dan")
    g.advance()
    assert not g.player("Dan").alive
