"""The Clairvoyant Fox (role book 2023: werewolves/investigative/clairvoyant fox) and the rules
every fox shares (_rules/wolves/foxes), one test per sentence, each named by the sentence's id
in shared/spec/rolebook-sentences.md.

Other ids: R15-R17 (visits, redirections, blocks), R36 (a role change), S0.22 (obstructions).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

PLAYERS = [("Cal", "Clairvoyant Fox"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Fay", "Fortune Teller"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Gus", "Citizen"), ("Hal", "Citizen")]
PACK_NEWS = "A Clairvoyant Fox investigated someone today"


def _pack_heard(g: Game, who: str = "Wes") -> list[str]:
    return [m for m in g.private_messages(who) if PACK_NEWS in m]


def _lynch(g: Game, target: str, voters: tuple[str, ...]) -> None:
    for v in voters:
        _do(g, f"{v} vote {target}")


def test_clairvoyant_fox_1_learns_the_role_of_one_player_each_day() -> None:
    g = _game(PLAYERS)
    assert _do(g, "Cal investigate Fay").told[-1] == "Fay appears to be the Fortune Teller."
    # clairvoyant-fox.b1: one player a day (R7), and by day only
    assert "already used" in _refused(g, "Cal investigate Dee").message
    g.advance()
    assert "during the day" in _refused(g, "Cal investigate Dee").message
    g.advance()
    assert _do(g, "Cal investigate Wes").told[-1] == "Wes appears to be the Wolf."


def test_clairvoyant_fox_b1_clairvoyant_fox_2_the_pack_hears_the_result_at_nightfall() -> None:
    g = _game(PLAYERS)
    _do(g, "Cal investigate Fay")
    assert not _pack_heard(g)  # not before the night starts
    g.advance()
    heard = _pack_heard(g)
    assert heard == [f"{PACK_NEWS}: they appear to be the Fortune Teller."]
    assert _pack_heard(g, "Kay") == heard
    # the news is told once, at the start of that night only
    g.advance()
    g.advance()
    assert _pack_heard(g) == heard


def test_clairvoyant_fox_2_a_fox_lynched_that_day_tells_the_pack_nothing() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1
    _do(g, "Cal investigate Fay")
    _lynch(g, "Cal", ("Fay", "Dee", "Eve", "Gus", "Hal"))
    g.advance()
    assert not engine_of(g).player("Cal").alive
    assert not _pack_heard(g)


def test_clairvoyant_fox_3_the_pack_hears_the_role_never_whose_or_from_whom() -> None:
    g = _game(PLAYERS)
    _do(g, "Cal investigate Fay")
    g.advance()
    (told,) = [e for e in g.events if e.msg == "cfox.pack"]
    assert set(told.params) == {"group", "role"}
    text = _pack_heard(g)[0]
    assert "Fay" not in text and "Cal" not in text and "Clairvoyant Fox" in text


def test_clairvoyant_fox_4_rule_wolves_foxes_2_on_the_wolves_team_not_a_lycan_not_in_the_pack(
) -> None:
    g = _game(PLAYERS)
    cal = engine_of(g).player("Cal")
    role = engine_of(g).role_of(cal)
    assert role.team == "wolves" and not role.lycan and not role.groups
    pack = engine_of(g).group("wolfpack")
    assert pack is not None and "Cal" not in pack.members
    # rule-wolves-foxes.2: the pack and the fox do not know each other
    assert not any("Cal" in m for m in g.private_messages("Wes"))
    assert not any("Wes" in m for m in g.private_messages("Cal"))
    g.advance()
    assert "attack" not in {la.verb for la in g.legal_actions("Cal")}


def test_rule_wolves_foxes_1_every_fox_is_a_werewolf_team_role_with_a_join() -> None:
    g = _game(PLAYERS)
    rules = engine_of(g).rules
    for name in ("Clairvoyant Fox", "Archivist Fox", "Disguised Fox"):
        role = rules.role(name)
        assert role is not None and role.team == "wolves" and not role.lycan
        assert "defect" in {ab.verb for ab in role.abilities}


def test_clairvoyant_fox_5_rule_wolves_foxes_4_joining_makes_a_plain_wolf_in_the_pack() -> None:
    g = _game(PLAYERS)
    told = _do(g, "Cal defect").told
    assert any("joined the wolfpack" in m for m in told)
    cal = engine_of(g).player("Cal")
    assert cal.role == "Wolf" and engine_of(g).role_of(cal).lycan
    pack = engine_of(g).group("wolfpack")
    assert pack is not None and "Cal" in pack.members
    # all members of the pack know each other, the newcomer included
    assert any("The members of the wolfpack are: Wes, Kay, Cal." in m
               for m in g.private_messages("Wes"))
    assert any("The members of the wolfpack are: Wes, Kay, Cal." in m
               for m in g.private_messages("Cal"))
    # clairvoyant-fox.5: no investigation that day, and the power is gone for good
    assert "no role or office" in _refused(g, "Cal investigate Fay").message
    g.advance()
    # the pack's poll includes them from now on
    _do(g, "Cal attack Dee")
    _do(g, "Wes attack Dee")
    _do(g, "Kay attack Dee")
    g.advance()
    assert not engine_of(g).player("Dee").alive
    g.advance()
    assert "no role or office" in _refused(g, "Cal investigate Fay").message


def test_clairvoyant_fox_b2_rule_wolves_foxes_3_once_a_game_instead_of_the_power() -> None:
    g = _game(PLAYERS)
    _do(g, "Cal investigate Dee")
    assert "already used your power today" in _refused(g, "Cal defect").message
    g.advance()
    assert "during the day" in _refused(g, "Cal defect").message
    g.advance()
    _do(g, "Cal defect")
    assert engine_of(g).player("Cal").role == "Wolf"


def test_clairvoyant_fox_5_a_blocked_join_fails_and_is_spent() -> None:
    # R17: joining is an active ability: an ability block makes it fail
    g = _game(PLAYERS)
    cal = engine_of(g).player("Cal")
    engine_of(g).add_status(cal, "blocked", source=0, until=0)
    res = _do(g, "Cal defect")
    assert "failed" in res.told[-1]
    assert cal.role == "Clairvoyant Fox"


def test_clairvoyant_fox_6_both_abilities_take_effect_at_once() -> None:
    g = _game(PLAYERS)
    assert engine_of(g).rules.role("Clairvoyant Fox") is not None
    for ab in engine_of(g).rules.role("Clairvoyant Fox").abilities:  # type: ignore[union-attr]
        assert ab.timing == "immediate" and ab.when == "day"
    assert "Fay appears to be" in _do(g, "Cal investigate Fay").told[-1]


def test_clairvoyant_fox_7_a_weak_disguise_fools_it_a_strong_one_does_not() -> None:
    g = _game([*PLAYERS[:-1], ("Sam", "Sneaking Wolf"), ("Tan", "Tanner")])
    # a strong disguise (the Sneaking Wolf's Citizen) is seen through
    assert _do(g, "Cal investigate Sam").told[-1] == "Sam appears to be the Sneaking Wolf."
    g.advance()
    g.advance()
    # a weak one (the Tanner's, on from the tan) is what it sees
    _do(g, "Tan tan Wes Fortune Teller")
    assert _do(g, "Cal investigate Wes").told[-1] == "Wes appears to be the Fortune Teller."


def test_clairvoyant_fox_7_redirections_move_the_investigation() -> None:
    g = _game([("Flo", "Flute Player"), ("Kip", "Flute Apprentice"), ("Cal", "Clairvoyant Fox"),
               ("Jon", "Citizen"), ("Lou", "Citizen"), ("Vik", "Wolf")], seed=1)
    _do(g, "Kip target Vik")
    g.advance()
    _do(g, "Flo enchant Cal")
    g.advance()
    assert engine_of(g).player("Cal").has("enchanted")
    _do(g, "Kip target Vik")
    told = _do(g, "Cal investigate Kip").told
    assert "Vik appears to be" in told[-1]
    visits = [(v.actor, v.target) for v in state_of(g).visits]
    assert ("Cal", "Kip") in visits and ("Cal", "Vik") in visits


@pytest.mark.parametrize("seed", range(6))
def test_clairvoyant_fox_7_obstructions_affect_it(seed: int) -> None:
    g = _game([("Flo", "Flute Player"), ("Cal", "Clairvoyant Fox"), ("Jon", "Citizen"),
               ("Lou", "Citizen"), ("Mo", "Citizen"), ("Vik", "Wolf")], seed=seed)
    g.advance()
    _do(g, "Flo enchant Cal")
    g.advance()
    told = _do(g, "Cal investigate Vik").told[-1]
    obstructed = [e for e in g.events if e.kind == "obstructed"]
    assert told == ("Vik appears to be the Flute Player." if obstructed
                    else "Vik appears to be the Wolf.")


def test_clairvoyant_fox_7_obstructions_show_up_in_some_seed() -> None:
    seen = 0
    for seed in range(10):
        g = _game([("Flo", "Flute Player"), ("Cal", "Clairvoyant Fox"), ("Jon", "Citizen"),
                   ("Lou", "Citizen"), ("Mo", "Citizen"), ("Vik", "Wolf")], seed=seed)
        g.advance()
        _do(g, "Flo enchant Cal")
        g.advance()
        seen += "Flute Player" in _do(g, "Cal investigate Vik").told[-1]
    assert seen >= 1


def test_clairvoyant_fox_declares_what_the_edges_read() -> None:
    g = _game(PLAYERS)
    by_verb = {la.verb: la for la in g.legal_actions("Cal")}
    assert by_verb["investigate"].declaration.learns.value == "role"
    assert by_verb["defect"].declaration.aim.name == "LAST_RESORT"
