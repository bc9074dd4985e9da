"""Issue 9 (items 2 and 6): the fuzzers' engine findings, each named by its defect id.

- d01: player names are checked whole (no trailing line break), visible, bounded, and no two
  names can be one player (capitals) or look like one another (lookalike letters).
- d02: a wrongly typed setup field is refused with a sentence, never a crash.
- d03: the seed is a whole number in [0, 2**63).
- issue 9: user text quoted in a message is shortened and shown with its invisible characters
  made visible; every parameter has its control and text-direction characters escaped.
- d08: a Chef's refusals and candidates depend only on what that Chef knows.
- d12: a new Guardian is not told, by a refusal or her candidates, whom the previous one
  protected (R38: the protection is accepted and fails).
"""

from __future__ import annotations

from typing import Any

import pytest

from werewolves.engine import kernel
from werewolves.engine.explain import explain
from werewolves.engine.messages import USER_TEXT_MAX, UserText, render, user_text, user_value
from werewolves.game import Accepted, Game, Refusal, Setup, SetupError
from werewolves.sim.setups import player_names
from werewolves.testing import engine_of, state_of

BASE = [("Bob", "Citizen"), ("Cid", "Wolf"), ("Dan", "Fortune Teller")]


def _refusal(setup: Any) -> str:
    with pytest.raises(SetupError) as info:
        Game.new(setup, seed=1)
    text = str(info.value)
    # every refusal is one printable sentence: nothing the host's screen could misread
    assert text.isprintable() and text.endswith("."), text
    return text


def _candidates(g: Game, name: str, verb: str) -> tuple[str, ...]:
    return next(la.candidates for la in g.legal_actions(name) if la.verb == verb)


# ---------------------------------------------------------------------------- d01 names


def test_d01_a_trailing_newline_is_refused_and_shown_escaped() -> None:
    text = _refusal(Setup([("Ann\n", "Wolf"), *BASE]))
    assert "'Ann\\n'" in text


@pytest.mark.parametrize(
    "name",
    ["Ann\x1b[31m", "Ann\u202e", "A\u2066nn", "A\u200bnn", "Ann\t", "Ann\r", "An\u00a0n",
     "Ann\x00"],
)
def test_d01_control_invisible_and_bidi_characters_are_refused(name: str) -> None:
    text = _refusal(Setup([(name, "Wolf"), *BASE]))
    assert "invisible character" in text


def test_d01_names_are_bounded() -> None:
    Game.new(Setup([("A" * kernel.NAME_MAX, "Wolf"), *BASE]))
    text = _refusal(Setup([("A" * (kernel.NAME_MAX + 1), "Wolf"), *BASE]))
    assert "too long" in text and f"at most {kernel.NAME_MAX}" in text
    # a huge name is quoted short
    text = _refusal(Setup([("B" * 100_000, "Wolf"), *BASE]))
    assert len(text) < 300 and "\u2026" in text


@pytest.mark.parametrize(
    "name",
    ["\u0410nn", "\u0391nn", "\uff21nn", "Ann\u0301", "\u212bnn"],  # Cyrillic, Greek, fullwidth A …
)
def test_d01_non_ascii_letters_are_refused_so_no_name_can_pass_for_another(name: str) -> None:
    text = _refusal(Setup([("Ann", "Citizen"), (name, "Wolf"), *BASE]))
    assert "letters A to Z" in text


def test_d01_names_that_differ_only_in_capitals_are_one_player() -> None:
    text = _refusal(Setup([("Ann", "Citizen"), ("aNN", "Wolf"), *BASE]))
    assert "'Ann' and 'aNN' would be the same player" in text


@pytest.mark.parametrize(("first", "second"), [("Al", "AI"), ("Bo1", "Bol"), ("Z0e", "ZOe")])
def test_d01_ascii_lookalikes_are_refused(first: str, second: str) -> None:
    text = _refusal(Setup([(first, "Citizen"), (second, "Wolf"), *BASE]))
    assert f"'{first}' and '{second}' look alike" in text


def test_d01_ordinary_names_are_still_accepted() -> None:
    g = Game.new(Setup([("O'Neil", "Citizen"), ("Jean-Luc", "Wolf"), ("P_2", "Citizen"),
                        ("Ian", "Citizen"), ("Lan", "Citizen")]))
    assert g.players == ["O'Neil", "Jean-Luc", "P_2", "Ian", "Lan"]
    names = player_names(kernel.MAX_PLAYERS)
    # a Wolf among them: a setup of one team alone is refused (R34)
    players = [(n, "Citizen") for n in names[:-1]] + [(names[-1], "Wolf")]
    kernel.validate(Setup(players), engine_of(g).rules)


def test_d01_the_name_pattern_matches_whole_names() -> None:
    assert kernel.NAME_RE.fullmatch("Ann")
    assert not kernel.NAME_RE.fullmatch("Ann\n")


# ---------------------------------------------------------------------------- d02 field types


@pytest.mark.parametrize(
    ("setup", "says"),
    [
        (Setup([*BASE, (7, "Citizen")]), "Player 4's name must be text, not 7."),  # type: ignore[list-item]
        (Setup([*BASE, ("Eve", 3)]), "The role of Eve must be a role's name, not 3."),  # type: ignore[list-item]
        (Setup([*BASE, ("Eve", None)]), "role's name"),  # type: ignore[list-item]
        (Setup(BASE, "partial", [None]), "revealed_roles must name each role as text"),  # type: ignore[list-item]
        (Setup(BASE, "partial", "Wolf"), "revealed_roles must be a list"),  # type: ignore[arg-type]
        (Setup(BASE, "private", [], [None]), "known_roles must name each role as text"),  # type: ignore[list-item]
        (Setup(BASE, "private", [], "Wolf"), "known_roles must be a list"),  # type: ignore[arg-type]
        (Setup(BASE, options=None), "options must map"),  # type: ignore[arg-type]
        (Setup(BASE, options={1: "x"}), "option's name must be text, not 1."),  # type: ignore[dict-item]
        (Setup([*BASE, ("Eve", "Citizen", "x")]), "Player 4 must be a (name, role) pair"),  # type: ignore[list-item]
        (Setup([*BASE, "Eve"]), "Player 4 must be a (name, role) pair, not 'Eve'."),  # type: ignore[list-item]
        (Setup(None), "The players must be a list"),  # type: ignore[arg-type]
        (Setup("Ann,Bob"), "not 'Ann,Bob'."),  # type: ignore[arg-type]
        (Setup(BASE, role_list=5), "role_list must be public, partial or private"),  # type: ignore[arg-type]
        (Setup(BASE, role_list=["public"]), "role_list must be"),  # type: ignore[arg-type]
    ],
)
def test_d02_a_wrongly_typed_setup_field_is_a_sentence(setup: Setup, says: str) -> None:
    assert says in _refusal(setup)


def test_d02_a_setup_that_is_no_setup_is_a_sentence() -> None:
    assert "needs a Setup" in _refusal({"players": BASE})


def test_d02_setup_from_json_with_numbers_for_names_is_a_sentence() -> None:
    setup = Setup.from_json({"players": [[1, 2], ["Bob", "Wolf"]]})
    assert "Player 1's name must be text, not 1." in _refusal(setup)


def test_d02_tuples_still_do_for_lists() -> None:
    g = Game.new(Setup(tuple(BASE), "partial", ("Wolf",), None, {}))  # type: ignore[arg-type]
    assert g.players == ["Bob", "Cid", "Dan"]


# ---------------------------------------------------------------------------- d03 seed


@pytest.mark.parametrize("seed", [0, 1, 10005756, 2**63 - 1])
def test_d03_check_seed_accepts_whole_numbers_in_range(seed: int) -> None:
    assert kernel.check_seed(seed) == seed


@pytest.mark.parametrize(
    "seed",
    [-1, 2**63, 10**5000, True, False, 1.0, "5", None, [1]],
    ids=["-1", "2**63", "10**5000", "True", "False", "1.0", "'5'", "None", "[1]"],
)
def test_d03_check_seed_refuses_anything_else_with_a_short_sentence(seed: object) -> None:
    with pytest.raises(SetupError) as info:
        kernel.check_seed(seed)
    text = str(info.value)
    assert text.startswith("The game's seed must be a whole number from 0 to ")
    assert len(text) < 200 and text.isprintable()


def test_d03_a_huge_seed_is_described_not_written_out() -> None:
    with pytest.raises(SetupError, match="about 5001 digits"):
        kernel.check_seed(10**5000)


def test_d03_game_new_refuses_a_huge_seed() -> None:
    with pytest.raises(SetupError):
        Game.new(Setup(BASE), seed=10**5000)


# ---------------------------------------------------------------------------- quoting user text


def test_render_escapes_controls_and_bidi_in_every_string_parameter() -> None:
    text = render("chat.line", {"channel": "public", "speaker": "Ann",
                                "text": "hi\n[public] Host: \x1b[2Jgame over\u202e\u2066x\x7f"})
    assert text == "[public] Ann: hi\\n[public] Host: \\x1b[2Jgame over\\u202e\\u2066x\\x7f"
    assert text.isprintable()


def test_render_keeps_normal_text_unchanged() -> None:
    chat = "Ça va? Ελλάδα, مرحبا, 日本, 👨\u200d👩\u200d👧 and a very long line " + "x" * 200
    assert render("chat.line", {"channel": "c", "speaker": "Ann", "text": chat}) == (
        f"[c] Ann: {chat}"
    )
    assert render("group.members", {"group": "wolfpack", "members": ["Ann", "Bob"]}) == (
        "The members of the wolfpack are: Ann, Bob."
    )


def test_list_parameters_are_escaped_element_by_element() -> None:
    text = render("group.members", {"group": "x", "members": ["A\x1bnn", user_text("B" * 50)]})
    assert text == "The members of the x are: A\\x1bnn, " + "B" * (USER_TEXT_MAX - 1) + "\u2026."


def test_user_text_is_shortened_to_40_characters_with_an_ellipsis() -> None:
    assert render("setup.bad_name", {"name": user_text("A" * 40)}).startswith(f"'{'A' * 40}'")
    shown = render("setup.bad_name", {"name": user_text("A" * 41)}).split("'")[1]
    assert shown == "A" * 39 + "\u2026" and len(shown) == USER_TEXT_MAX


def test_user_text_shows_invisible_characters_and_never_cuts_an_escape() -> None:
    shown = render("setup.bad_name", {"name": user_text("Ann\u200b\u00a0\ue000\x1b")}).split("'")[1]
    assert shown == "Ann\\u200b\\xa0\\ue000\\x1b"
    shown = render("setup.bad_name", {"name": user_text("\u202e" * 20)}).split("'")[1]
    assert shown == "\\u202e" * 6 + "\u2026"  # 6 escapes of 6 characters, then the ellipsis
    assert len(shown) <= USER_TEXT_MAX


def test_user_values_are_brief_and_never_fail() -> None:
    assert isinstance(user_text("x"), UserText) and user_text("x") == "x"
    assert user_value("5") == "'5'" and user_value(None) == "None"
    assert user_value(10**5000) == "a whole number of about 5001 digits"
    assert len(user_value(list(range(10_000)))) < 100


# ---------------------------------------------------------------------------- d08 two Chefs

CHEFS = [("Ann", "Chef"), ("Bob", "Chef"), ("Cid", "Citizen"), ("Dan", "Wolf"),
         ("Eve", "Citizen"), ("Fay", "Citizen")]


def _chefs_night_2(*, cid_eats: bool) -> Game:
    """Ann served Cid on Day 1; Cid ate (or left) the food; now it is Night 2."""
    g = Game.new(Setup(CHEFS), seed=1)
    g.advance()
    assert g.submit("Ann", "charm Cid")
    g.advance()
    assert g.submit("Cid", "eat" if cid_eats else "refuse")
    g.advance()
    assert g.phase == "Night 2"
    return g


def test_d08_a_chef_may_choose_a_player_who_ate_another_chefs_food() -> None:
    g = _chefs_night_2(cid_eats=True)
    assert "Cid" in _candidates(g, "Bob", "charm")
    assert isinstance(g.submit("Bob", "charm Cid"), Accepted)


def test_d08_a_chefs_candidates_do_not_tell_whether_another_chefs_customer_ate() -> None:
    ate, left = _chefs_night_2(cid_eats=True), _chefs_night_2(cid_eats=False)
    for verb in ("charm", "poison"):
        assert _candidates(ate, "Bob", verb) == _candidates(left, "Bob", verb)


def test_d08_the_food_cannot_be_served_and_the_chef_is_told_so_at_dawn() -> None:
    g = _chefs_night_2(cid_eats=True)
    assert g.submit("Bob", "poison Cid")
    g.advance()  # Day 2: the role book: one who has eaten can never be sent food again
    cid = g.player("Cid")
    assert not cid.has("customer") and cid.alive
    assert "Your food for Cid could not be served." in g.private_messages("Bob")
    assert not [v for v in state_of(g).visits if v.actor == "Bob"]  # the food was never sent (R15)
    failed = [e for e in g.events if e.kind == "action_failed" and e.actor == "Bob"]
    assert len(failed) == 1 and failed[0].audience == "host"
    assert any("eats" in line for line in explain(g.events, failed[0].id))
    g.advance()
    assert cid.alive  # the poison never reached him


def test_d08_a_chef_is_still_refused_his_own_customer_who_ate() -> None:
    g = _chefs_night_2(cid_eats=True)
    res = g.submit("Ann", "charm Cid")
    assert isinstance(res, Refusal) and "already eaten" in res.message
    assert "Cid" not in _candidates(g, "Ann", "charm")


# ---------------------------------------------------------------------------- d12 the Guardian

TOWN = [("Ann", "Citizen"), ("Bob", "Citizen"), ("Cid", "Citizen"), ("Dan", "Wolf"),
        ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _elect(g: Game, who: str) -> None:
    for voter in ("Ann", "Fay", who):
        assert g.submit(voter, f"elect {who}")
    g.advance()


def _new_guardian_night_5(protected: str) -> Game:
    """Bob, Guardian, protects ``protected`` in Night 4 and resigns; Eve is elected Guardian on
    Day 4: Night 5 is hers."""
    g = Game.new(Setup(TOWN), seed=1)
    g.advance()
    g.advance()  # Day 1
    _elect(g, "Ann")  # Mayor
    g.advance()
    _elect(g, "Fay")  # Reporter (Day 2)
    g.advance()
    _elect(g, "Bob")  # Guardian (Day 3); Night 4 now
    assert g.phase == "Night 4" and "Guardian" in g.player("Bob").offices
    assert g.submit("Bob", f"protect {protected}")
    assert g.submit("Bob", "resign")
    g.advance()  # Day 4: the office is vacant
    _elect(g, "Eve")
    assert g.phase == "Night 5" and "Guardian" in g.player("Eve").offices
    return g


def test_d12_a_new_guardians_candidates_do_not_tell_whom_the_last_one_protected() -> None:
    cid, gus = _new_guardian_night_5("Cid"), _new_guardian_night_5("Gus")
    assert _candidates(cid, "Eve", "protect") == _candidates(gus, "Eve", "protect")
    assert "Cid" in _candidates(cid, "Eve", "protect")


def test_d12_r38_the_new_guardians_protection_is_accepted_and_fails() -> None:
    g = _new_guardian_night_5("Cid")
    res = g.submit("Eve", "protect Cid")
    assert isinstance(res, Accepted)
    assert res.told == ["You used protect on Cid."]  # no confirmation, no reason (as R17)
    assert not g.player("Cid").has("protected")
    assert ("Eve", "Cid") in [(v.actor, v.target) for v in state_of(g).visits]  # R15: still a visit
    failed = [e for e in g.events if e.kind == "action_failed" and e.rule == "R38"]
    assert len(failed) == 1 and failed[0].audience == "host" and failed[0].targets == ["Cid"]
    # the host's explanation leads back to Bob's protection of Cid last night
    assert any("Night 4" in line and "Bob" in line for line in explain(g.events, failed[0].id))
    assert isinstance(g.submit("Eve", "protect Gus"), Refusal)  # her use is spent (R7)
    # R38: the pack's attack on Cid is not stopped
    assert g.submit("Dan", "attack Cid")
    g.advance()
    assert not g.player("Cid").alive


def test_d12_a_failed_protection_protected_nobody() -> None:
    g = _new_guardian_night_5("Cid")
    assert g.submit("Eve", "protect Cid")  # fails (R38)
    g.advance()
    g.advance()  # Night 6: nobody protected Cid in Night 5
    assert "Cid" in _candidates(g, "Eve", "protect")
    res = g.submit("Eve", "protect Cid")
    assert isinstance(res, Accepted) and "You protect Cid from attacks tonight." in res.told
    assert g.player("Cid").has("protected")


def test_d12_a_guardian_is_refused_whom_she_protected_herself_last_night() -> None:
    g = _new_guardian_night_5("Cid")
    assert g.submit("Eve", "protect Gus")
    g.advance()
    g.advance()  # Night 6
    res = g.submit("Eve", "protect Gus")
    assert isinstance(res, Refusal)
    assert res.message == (
        "You protected Gus last night: nobody a Guardian protected last night can be protected "
        "tonight."
    )
    assert "Gus" not in _candidates(g, "Eve", "protect")
    assert isinstance(g.submit("Eve", "protect Cid"), Accepted)
