"""The Flute Charmer (role book 2023: limited/flute charmer), one test per sentence of its card,
each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: ruling RM408 (the Charmer counts as no enchanter for the Flute Players' allowance).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.engine.appearance import BOTH, STRONG
from werewolves.game import Game
from werewolves.testing import engine_of, state_of

FLUTE = [("Cha", "Flute Charmer"), ("Flo", "Flute Player"), ("Fay", "Fortune Teller"),
         ("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"),
         ("Dan", "Citizen")]


def _verbs(g: Game, name: str) -> list[str]:
    return [la.verb for la in g.legal_actions(name)]


def _looks(g: Game, name: str) -> str:
    return engine_of(g).appearance(g.player(name), BOTH)[0]


def _lynch(g: Game, victim: str) -> None:
    for p in state_of(g).players:
        if p.alive and p.name != victim:
            _do(g, f"{p.name} vote {victim}")
    g.advance()


def test_flute_charmer_b1_a_flute_member_who_cannot_enchant() -> None:
    g = _game(FLUTE)
    assert "flute players" in g.channels("Cha")
    assert engine_of(g).team_of(g.player("Cha")) == "flute"
    g.advance()
    assert "enchant" not in _verbs(g, "Cha")
    _refused(g, "Cha enchant Ann")
    assert g.card("Flute Charmer").limited  # type: ignore[union-attr]


def test_flute_charmer_1_charms_by_day_and_the_target_is_not_told() -> None:
    g = _game(FLUTE)
    before = len(g.private_messages("Ann"))
    _do(g, "Cha beguile Ann")
    assert len(g.private_messages("Ann")) == before
    _refused(g, "Cha beguile Bob")  # once a day
    g.advance()
    assert "beguile" not in _verbs(g, "Cha")
    _refused(g, "Cha beguile Bob")


def test_flute_charmer_2_flute_charmer_3_learns_the_role_at_once_then_disguises() -> None:
    g = _game(FLUTE)
    res = _do(g, "Cha beguile Wes")
    assert any("Your charm: Wes is a Wolf" in m for m in res.told)
    assert _looks(g, "Wes") == "Flute Player"
    # a weak disguise: a strong-disguise reader still sees the wolf
    assert engine_of(g).appearance(g.player("Wes"), STRONG)[0] == "Wolf"
    g.advance()
    res = _do(g, "Fay investigate Wes")
    assert any("Flute Player" in m for m in res.told)


def test_flute_charmer_4_a_disguise_affects_the_result() -> None:
    g = _game(FLUTE)
    engine_of(g).add_status(g.player("Wes"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "weak"})
    res = _do(g, "Cha beguile Wes")
    assert any("Your charm: Wes is a Citizen" in m for m in res.told)


def test_flute_charmer_8_may_charm_themself_or_a_flute_member() -> None:
    g = _game(FLUTE)
    res = _do(g, "Cha beguile Flo")
    assert any("Flo is a Flute Player" in m for m in res.told)
    g.advance_to(2)
    res = _do(g, "Cha beguile Cha")
    assert any("Cha is a Flute Charmer" in m for m in res.told)


def test_flute_charmer_7_an_enchanted_player_loses_the_charm_and_its_disguise() -> None:
    g = _game(FLUTE)
    _do(g, "Cha beguile Ann")
    assert _looks(g, "Ann") == "Flute Player"
    g.advance()
    _do(g, "Flo enchant Ann")
    assert _looks(g, "Ann") == "Citizen" and not g.player("Ann").has("charmed")
    # and the other way round: charming an enchanted player keeps no disguise
    g.advance()
    _do(g, "Cha beguile Ann")
    assert _looks(g, "Ann") == "Citizen"


def test_flute_charmer_5_flute_charmer_6_the_charm_ends_silently_with_the_flute_team() -> None:
    g = _game(FLUTE)
    _do(g, "Cha beguile Ann")
    g.advance()
    _do(g, "Wes attack Flo")
    g.advance()  # Day 1: Flo dead, Cha is a Flute Player now
    assert _looks(g, "Ann") == "Flute Player"
    told = len(g.messages("Ann"))
    _lynch(g, "Cha")  # the last flute member
    assert _looks(g, "Ann") == "Citizen"
    assert any(e.kind == "charm_ended" and e.audience == "host" for e in g.events)
    assert not any("charm" in m.lower() for m in g.messages("Ann")[told:])


def test_flute_charmer_b2_flute_charmer_9_becomes_a_flute_player_when_none_is_left() -> None:
    g = _game(FLUTE)
    g.advance()
    _do(g, "Wes attack Flo")
    g.advance()
    assert g.player("Cha").role == "Flute Player"
    assert any("no longer charm" in m for m in g.private_messages("Cha"))
    assert "beguile" not in _verbs(g, "Cha")
    g.advance()
    assert "enchant" in _verbs(g, "Cha")


def test_rm408_a_charmer_does_not_halve_the_flute_players_enchantments() -> None:
    players = FLUTE + [(f"C{i}", "Citizen") for i in range(4)]  # 12 players: one each
    g = _game(players)
    g.advance()
    _do(g, "Flo enchant Ann")
    _refused(g, "Flo enchant Bob")
    big = FLUTE + [(f"C{i}", "Citizen") for i in range(8)]  # 16 players: two for one enchanter
    g = _game(big)
    g.advance()
    _do(g, "Flo enchant Ann")
    _do(g, "Flo enchant Bob")
