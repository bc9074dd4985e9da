"""The Recluse (role book 2023: werewolves/miscellaneous/recluse), one test per sentence of its
card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R8 (defences), R15 (visits), R16 (redirection), R17 (blocks).
"""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

BASIC = [("Rec", "Recluse"), ("Fay", "Fortune Teller"), ("Wes", "Wolf"), ("Cal", "Citizen"),
         ("Dee", "Citizen"), ("Tim", "Citizen")]


def _night(players: list[tuple[str, str]] = BASIC, seed: int = 0) -> Game:
    g = _game(players, seed)
    g.advance()
    return g


def _dead(g: Game) -> list[str]:
    return [p.name for p in state_of(g).players if not p.alive]


def test_recluse_b1_is_told_at_once_of_a_power_used_on_them() -> None:
    g = _night()
    _do(g, "Fay investigate Rec")
    # at once: before the investigator's result, and before the night ends
    assert g.private_messages("Rec")[-1] == "The Fortune Teller has just used investigate on you."
    told = [e for e in g.events if e.msg and e.msg.startswith("recluse.")]
    result = next(e for e in g.events if e.msg == "ft.result")
    assert told and told[0].id < result.id and g.phase == "Night 1"


def test_recluse_1_the_role_and_the_power_never_the_name() -> None:
    g = _night()
    _do(g, "Fay investigate Rec")
    assert not any("Fay" in m for m in g.private_messages("Rec"))


def test_recluse_1_a_power_redirected_onto_them_is_told_a_blocked_one_is_not() -> None:
    # R16: an enchanted Fortune Teller investigating the Flute Apprentice reaches the Recluse
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Fay", "Fortune Teller"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Rec", "Recluse")], seed=1)
    _do(g, "Kip target Rec")
    g.advance()
    _do(g, "Flo enchant Fay")
    _do(g, "Fay investigate Kip")
    assert g.private_messages("Rec")[-1] == "The Fortune Teller has just used investigate on you."
    # R17: a blocked power never reaches them
    g = _night([*BASIC, ("Pes", "Horseman of Pestilence")])
    _do(g, "Pes doom Fay")
    before = list(g.private_messages("Rec"))
    _do(g, "Fay investigate Rec")
    assert g.private_messages("Rec") == before


def test_recluse_b2_a_pack_attack_names_the_wolf_who_carries_it_out() -> None:
    g = _night()
    _do(g, "Wes attack Rec")
    g.advance()
    assert "Wes, the Wolf, has just used attack on you." in g.private_messages("Rec")


def test_recluse_2_werewolves_outside_the_pack_are_named_too() -> None:
    g = _night([*BASIC, ("War", "Warlock")])
    _do(g, "War divine Rec")
    assert g.private_messages("Rec")[-1] == "War, the Warlock, has just used divine on you."


def test_recluse_3_no_lycan_and_not_in_the_pack() -> None:
    g = _game([*BASIC, ("Ava", "Aura Teller")])
    rec = g.player("Rec")
    assert not engine_of(g).role_of(rec).lycan and engine_of(g).team_of(rec) == "wolves"
    assert "Rec" not in engine_of(g).group("wolfpack").members
    assert "wolfpack" not in g.channels("Rec")
    assert not any("Wes" in m for m in g.private_messages("Rec"))
    assert not any("Rec" in m for m in g.private_messages("Wes"))
    g.advance()
    assert _do(g, "Ava inspect Rec").told[-1] == "Rec does not show up as a threat."


def test_recluse_4_a_wolfish_attack_fails() -> None:
    g = _night()
    _do(g, "Wes attack Rec")
    g.advance()
    assert "Rec" not in _dead(g)
    stop = next(e for e in g.events if e.kind == "kill_prevented")
    assert stop.data["defence"] == "recluse"
    assert "Your attack on Rec failed." in g.private_messages("Wes")
    # every time, not once
    _do(g, "Cal vote Dee")
    g.advance()
    _do(g, "Wes attack Rec")
    g.advance()
    assert "Rec" not in _dead(g)


def test_recluse_4_an_attack_by_anyone_else_kills() -> None:
    g = _night([*BASIC, ("Asa", "Assassin")])
    g.advance()
    _do(g, "Cal vote Dee")
    g.advance()  # Night 2: the Assassin's first night
    _do(g, "Asa attack Rec")
    g.advance()
    assert "Rec" in _dead(g)
    assert "The Assassin has just used attack on you." in g.private_messages("Rec")
