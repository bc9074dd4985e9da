"""Role files grow (issue 39 item 4's vocabulary): named signals, the guides' Emitting (``Emit
`Value```) and its trigger (``On `Value` Emitted``), as the effect ``Emit`` and a trigger on
``moment: signal``. Shown in seeded games, on pages written here from the guides' grammar
(never the snapshot's)."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

CALLER = """**Moon Caller** | Townsfolk Miscellaneous
__Formalized__
End Night:
  • Attack @Selection
  • Emit `Howl`
On `{heard}` Emitted: Role Change @Self to `Wolf`
"""

LISTENER = """**Moon Listener** | Townsfolk Miscellaneous
__Formalized__
On `Howl` Emitted: Role Change @Self to `Wolf`
"""


def _night(heard: str = "Howl", use: bool = True) -> Game:
    caller = translate_page(CALLER.format(heard=heard))
    listener = translate_page(LISTENER)
    assert caller.untranslated == () and listener.untranslated == ()
    rules = load_texts([("caller.yaml", yaml.safe_dump(caller.role)),
                        ("listener.yaml", yaml.safe_dump(listener.role))])
    game = Game.new(Setup([("Ann", "Moon Caller"), ("Bob", "Moon Listener"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Wolf"), ("Fay", "Citizen")]), 1,
                    rules=rules)
    while game.phase != "Night 1":
        game.advance()
    if use:
        assert not isinstance(game.submit("Ann", "attack Cid"), Refusal)
    game.advance()
    return game


def _role(game: Game, name: str) -> str:
    (ev,) = [e for e in game.events if e.kind == "role_changed" and e.targets == [name]] or [None]
    return "changed" if ev is not None else "kept"


def test_issue_39_item_4_an_emit_fires_the_trigger_of_its_role_file_on_that_signal() -> None:
    """Guide, Emitting and `On '<Value>' Emitted`: the ability's Emit raises Howl; the caller's
    own trigger on Howl fires for them (a role change to Wolf), explained through the signal's
    event; a holder of another role listening for a Howl of its own hears nothing."""
    caller = translate_page(CALLER.format(heard="Howl")).role
    assert caller["abilities"][0]["effect"] == ["Attack", {"Emit": {"signal": "Howl"}}]
    assert caller["triggers"] == [{"moment": "signal", "signal": "Howl", "targets": "self",
                                   "effect": {"Become": {"role": "Wolf"}}}]
    game = _night()
    assert _role(game, "Ann") == "changed"
    assert _role(game, "Bob") == "kept"
    (emitted,) = [e for e in game.events if e.kind == "signal_emitted"]
    assert emitted.actor == "Ann" and emitted.data == {"signal": "Howl"}
    (fired,) = [e for e in game.events if e.kind == "trigger_fired"]
    assert fired.causes == [emitted.id] and fired.targets == ["Ann"]


def test_issue_39_item_4_a_signal_not_raised_fires_nothing() -> None:
    """No Emit (the ability unused), or an Emit of another name: the trigger stays still."""
    assert _role(_night(use=False), "Ann") == "kept"
    assert _role(_night(heard="Whistle"), "Ann") == "kept"


def test_issue_39_item_4_emit_for_other_players_is_listed() -> None:
    """`Emit 'Value' for <Target>` raises the signal for other players: not translated."""
    page = CALLER.format(heard="Howl").replace("Emit `Howl`", "Emit `Howl` for @(Align:Pyro)")
    t = translate_page(page)
    assert [u.construct for u in t.untranslated] == ["emit: Emit"]


SELF_FIRING = """name: Echo
team: town
summary: Echoes.
triggers:
  - moment: signal
    signal: Ping
    targets: self
    effect: {Emit: {signal: Ping}}
"""


def test_issue_39_item_4_a_trigger_that_raises_its_own_signal_is_reported() -> None:
    problems = check_text(SELF_FIRING)
    assert any("can fire itself" in p.sentence and "'Ping'" in p.sentence for p in problems)
    assert check_text(SELF_FIRING.replace("{Emit: {signal: Ping}}", "{Emit: {signal: Pong}}")) \
        == []


def test_issue_39_item_4_a_signal_trigger_names_its_signal() -> None:
    nameless = SELF_FIRING.replace("    signal: Ping\n", "").replace("Ping}", "Pong}")
    assert any("a trigger on signal names it" in p.sentence for p in check_text(nameless))
    stray = ("name: Echo\nteam: town\nsummary: Echoes.\ntriggers:\n  - moment: killed\n"
             "    signal: Ping\n    targets: random\n    effect: Attack\n")
    assert any("not one on killed" in p.sentence for p in check_text(stray))
