"""The Juror (role book 2023: limited/juror), one test per sentence of its card, each named by
the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: rulings RM405 (a disbanded jury stays so), RM406 (a non-town role), RM407 (the
jurors know each other and their side; two at least are dealt).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game, _refused

from werewolves.game import Game, Setup, SetupError
from werewolves.testing import engine_of, state_of

JURY = [("Jo", "Juror"), ("Jay", "Juror"), ("Jen", "Juror"), ("Wes", "Wolf"),
        ("Ann", "Citizen"), ("Bob", "Citizen"), ("Cyd", "Citizen"), ("Dan", "Citizen")]


def _verbs(g: Game, name: str) -> list[str]:
    return [la.verb for la in g.legal_actions(name)]


def _lynch(g: Game, victim: str) -> None:
    for p in state_of(g).players:
        if p.alive and p.name != victim:
            _do(g, f"{p.name} vote {victim}")
    g.advance()


def _public(g: Game) -> list[str]:
    return [engine_of(g).text(e) for e in g.events if e.audience == "public" and e.msg]


def test_juror_1_juror_b1_rm407_jurors_share_a_channel_and_know_each_other() -> None:
    g = _game(JURY)
    for name in ("Jo", "Jay", "Jen"):
        assert "jury" in g.channels(name)
        assert engine_of(g).team_of(g.player(name)) == "town"
    assert "jury" not in g.channels("Ann")
    told = " ".join(g.private_messages("Jo"))
    assert "Jay" in told and "Jen" in told
    assert g.card("Juror").limited  # type: ignore[union-attr]


def test_rm407_a_lone_juror_is_refused_at_setup() -> None:
    with pytest.raises(SetupError):
        Game.new(Setup([("Jo", "Juror"), ("Wes", "Wolf"), ("Ann", "Citizen"),
                        ("Bob", "Citizen"), ("Cyd", "Citizen")]), seed=0)


def test_juror_2_juror_b2_no_investigation_on_night_1_one_a_night_after() -> None:
    g = _game(JURY)
    g.advance()
    assert "indict" not in _verbs(g, "Jo")
    _refused(g, "Jo indict Wes")
    g.advance_to(3)
    assert "indict" in _verbs(g, "Jo")
    _do(g, "Jo indict Wes")
    _refused(g, "Jo indict Wes Ann")


def test_juror_3_the_jury_learns_the_result_at_the_end_of_the_night() -> None:
    g = _game(JURY)
    g.advance_to(3)
    _do(g, "Jo indict Ann")
    _do(g, "Jay indict Ann")
    assert not any("investigation" in m for m in g.private_messages("Jo"))
    g.advance()
    for name in ("Jo", "Jay", "Jen"):
        assert any("The jury's investigation: Ann is a Citizen" in m
                   for m in g.private_messages(name))
    assert not any("jury" in m for m in g.private_messages("Bob"))


def test_juror_4_juror_b3_rm406_a_non_town_role_is_announced() -> None:
    g = _game(JURY)
    g.advance_to(3)
    _do(g, "Jo indict Wes")
    g.advance()
    assert any("The jury has found that Wes is a Wolf" in m for m in _public(g))
    assert any("The jury has found that Wes is a Wolf" in m for m in g.messages("Ann"))


def test_juror_4_a_town_role_is_not_announced() -> None:
    g = _game(JURY)
    g.advance_to(3)
    _do(g, "Jo indict Ann")
    g.advance()
    assert not any("The jury has found" in m for m in _public(g))


def test_juror_5_the_jury_is_disbanded_below_two_jurors() -> None:
    g = _game(JURY)
    g.advance_to(2)
    _lynch(g, "Jen")  # two Jurors left: the jury stands
    assert "indict" in _verbs(g, "Jo")
    g.advance_to(4)
    _lynch(g, "Jay")  # one left: disbanded
    assert any(e.kind == "jury_disbanded" for e in g.events)
    assert "jury" not in g.channels("Jo")
    assert any("The jury is disbanded" in m for m in g.private_messages("Jo"))
    assert "indict" not in _verbs(g, "Jo")
    _refused(g, "Jo indict Wes")


def test_juror_6_a_juror_who_lost_the_role_still_votes() -> None:
    g = _game([("Iwo", "Infecting Wolf"), *JURY])
    g.advance()
    _do(g, "Iwo infect Jen")
    assert g.player("Jen").role == "Wolf" and "jury" in g.channels("Jen")
    g.advance_to(3)
    assert "indict" in _verbs(g, "Jen")
    _do(g, "Jen indict Ann")
    g.advance()
    assert any("The jury's investigation: Ann is a Citizen" in m for m in g.private_messages("Jo"))


def test_juror_5_a_jurors_loss_of_role_counts_as_leaving() -> None:
    g = _game([("Iwo", "Infecting Wolf"), ("Jo", "Juror"), ("Jay", "Juror"), *JURY[3:]])
    g.advance()
    _do(g, "Iwo infect Jay")  # one Juror holds the role now
    assert any(e.kind == "jury_disbanded" for e in g.events)


def test_juror_7_the_investigator_is_a_voter_for_the_target_drawn_at_random() -> None:
    seen = set()
    for seed in range(10):
        g = _game(JURY, seed=seed)
        g.advance_to(3)
        _do(g, "Jo indict Ann")
        _do(g, "Jay indict Ann")
        _do(g, "Jen indict Bob")  # outvoted: never the investigator
        g.advance()
        acts = [e for e in g.events if e.kind == "group_action" and e.targets == ["Ann"]]
        assert len(acts) == 1 and acts[0].actor in {"Jo", "Jay"}
        seen.add(acts[0].actor)
    assert seen == {"Jo", "Jay"}


def test_juror_8_a_weak_disguise_fools_the_jury() -> None:
    g = _game(JURY)
    g.advance_to(3)
    engine_of(g).add_status(g.player("Wes"), "disguise", source=0,
                        data={"role": "Citizen", "strength": "weak"})
    _do(g, "Jo indict Wes")
    g.advance()
    assert any("Wes is a Citizen" in m for m in g.private_messages("Jo"))
    assert not any("The jury has found" in m for m in _public(g))


def test_juror_9_juror_8_the_obstruction_is_the_investigators() -> None:
    # a Flute Player enchants Jo on Night 1; only Jo votes, so Jo investigates: the
    # enchantment may show the target as a Flute Player (3 times in 5 by the seeded draw)
    shown = set()
    for seed in range(12):
        g = _game([("Flo", "Flute Player"), *JURY], seed=seed)
        g.advance()
        _do(g, "Flo enchant Jo")
        g.advance_to(3)
        _do(g, "Jo indict Ann")
        g.advance()
        results = [m for m in g.private_messages("Jay") if "The jury's investigation" in m]
        shown.add(results[-1])
        # the enchantment of another juror (Jay) never touches Jo's investigation
    assert "The jury's investigation: Ann is a Flute Player." in shown
    assert "The jury's investigation: Ann is a Citizen." in shown
    for seed in range(6):
        g = _game([("Flo", "Flute Player"), *JURY], seed=seed)
        g.advance()
        _do(g, "Flo enchant Jay")
        g.advance_to(3)
        _do(g, "Jo indict Ann")
        g.advance()
        assert any("Ann is a Citizen" in m for m in g.private_messages("Jo"))
