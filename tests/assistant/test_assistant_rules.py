"""The Assistant (role book 2023: townsfolk/miscellaneous/assistant), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), R15–R17 (visits, redirection, blocks); rulings RM220.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

TOWN = [("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _table(seed: int = 0) -> Game:
    # Wes divines (a wolfish investigation), Wol attacks with the pack, Fio is a townsperson
    return _game(
        [
            ("Ann", "Assistant"),
            ("Wes", "Warlock"),
            ("Wol", "Wolf"),
            ("Fio", "Fortune Teller"),
            *TOWN,
        ],
        seed,
    )


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.events_for(name)]


def _visits(g: Game) -> list[tuple[str, str]]:
    return [(v.actor, v.target) for v in state_of(g).visits]


def test_assistant_1_assistant_2_a_target_changes_once_a_phase_plus_one_emergency() -> None:
    g = _table()
    _refused(g, "Ann target Ann")  # never themself
    _do(g, "Ann target Cal")
    _do(g, "Ann target Dee")  # the emergency change
    _refused(g, "Ann target Eve")  # no more this phase, nor the emergency again
    g.advance()
    _do(g, "Ann target Eve")  # a new phase: one change again
    _refused(g, "Ann target Fay")  # the emergency is spent for the game
    assert engine_of(g).player("Ann").memory["target"] == "Eve"


def test_assistant_b1_assistant_3_a_wolfish_investigation_lands_on_the_target() -> None:
    g = _table()
    _do(g, "Ann target Dee")
    g.advance()
    engine_of(g).change_role(engine_of(g).player("Dee"), "Fortune Teller", causes=[], rule="R36")
    told = _do(g, "Wes divine Ann").told
    (result,) = [e for e in g.events if e.msg == "warlock.result"]
    # the divination happens as if used on Dee: Dee's role, never the Assistant's
    assert result.params["role"] == "Fortune Teller"
    assert not [t for t in told if "redirect" in t.lower()]  # the Warlock is not told
    # R16: the Warlock visits the Assistant and the final target
    assert ("Wes", "Ann") in _visits(g) and ("Wes", "Dee") in _visits(g)
    (moved,) = [e for e in g.events if e.kind == "redirected"]
    assert moved.targets == ["Ann", "Dee"] and moved.audience == "host"


def test_assistant_b2_assistant_3_an_attack_is_never_redirected() -> None:
    g = _table()
    _do(g, "Ann target Dee")
    g.advance()
    _do(g, "Wol attack Ann")
    g.advance()
    assert not engine_of(g).player("Ann").alive and engine_of(g).player("Dee").alive
    assert not [e for e in g.events if e.kind == "redirected"]


def test_assistant_3_a_townsperson_s_power_is_not_redirected() -> None:
    g = _table()
    _do(g, "Ann target Dee")
    g.advance()
    _do(g, "Fio investigate Ann")
    (result,) = [e for e in g.events if e.msg == "ft.result"]
    assert result.params["target"] == "Ann" and result.params["role"] == "Assistant"
    assert not engine_of(g).player("Ann").memory.get("assistant_redirected")


def test_assistant_4_the_redirection_works_once_a_game() -> None:
    g = _table()
    _do(g, "Ann target Dee")
    g.advance()
    _do(g, "Wes divine Ann")  # sent on to Dee
    g.advance()
    g.advance()  # Night 2
    _do(g, "Wes divine Ann")  # reaches the Assistant this time
    results = [e for e in g.events if e.msg == "warlock.result"]
    assert [r.params["role"] for r in results] == ["Citizen", "Assistant"]
    assert len([e for e in g.events if e.kind == "redirected"]) == 1


def test_assistant_5_told_the_power_was_used_never_which_ability() -> None:
    g = _table()
    _do(g, "Ann target Dee")
    g.advance()
    _do(g, "Wes divine Ann")
    told = _told(g, "Ann")
    (used,) = [t for t in told if "Your power was used" in t]
    assert "Dee" in used
    assert "divine" not in used and "Warlock" not in used and "Wes" not in used


def test_assistant_3_no_target_no_redirection_and_the_power_is_kept() -> None:
    # ruling RM220: with no living target nothing moves and the power waits
    g = _table()
    g.advance()
    _do(g, "Wes divine Ann")
    (result,) = [e for e in g.events if e.msg == "warlock.result"]
    assert result.params["role"] == "Assistant"
    assert not engine_of(g).player("Ann").memory.get("assistant_redirected")
    assert not [t for t in _told(g, "Ann") if "Your power was used" in t]


def test_assistant_3_never_onto_a_dead_player() -> None:
    g = _table()
    _do(g, "Ann target Dee")
    engine_of(g).kill(engine_of(g).player("Dee"), "kill", causes=[], rule="R8")
    g.advance()
    _do(g, "Wes divine Ann")
    (result,) = [e for e in g.events if e.msg == "warlock.result"]
    assert result.params["role"] == "Assistant"
    assert not engine_of(g).player("Ann").memory.get("assistant_redirected")


def test_assistant_3_never_onto_the_power_s_own_user() -> None:
    # ruling RM220: an Assistant whose target is the wolfish user keeps the power
    g = _table()
    _do(g, "Ann target Wes")
    g.advance()
    _do(g, "Wes divine Ann")
    (result,) = [e for e in g.events if e.msg == "warlock.result"]
    assert result.params["role"] == "Assistant"
    assert not engine_of(g).player("Ann").memory.get("assistant_redirected")


def test_assistant_3_a_former_assistant_redirects_nothing() -> None:
    g = _table()
    _do(g, "Ann target Dee")
    engine_of(g).change_role(engine_of(g).player("Ann"), "Citizen", causes=[], rule="R36")
    g.advance()
    _do(g, "Wes divine Ann")
    (result,) = [e for e in g.events if e.msg == "warlock.result"]
    assert result.params["role"] == "Citizen" and result.params["target"] == "Ann"
