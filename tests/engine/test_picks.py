"""The words an action names after its players (``Ability.options`` / ``picks``: a role, a group
of the role book), read by the engine for any ability that declares them (R7: a refusal says
what is wrong and changes nothing)."""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Accepted, Game
from werewolves.testing import state_of

PLAYERS = [("Tan", "Tanner"), ("Ari", "Archivist Fox"), ("Wes", "Wolf"), ("Fay", "Fortune Teller"),
           ("Dee", "Citizen"), ("Eve", "Citizen")]


def test_r7_a_pick_of_several_words_is_read_whole_in_any_case_as_text_or_list() -> None:
    g = _game(PLAYERS)
    _do(g, "Tan tan Wes fortune TELLER")
    res = g.submit("Tan", ["tan", "Dee", "Wolf Cub"])
    assert isinstance(res, Accepted)
    picks = [e.data.get("picks") for e in g.events if e.kind == "action"]
    assert picks == [["Fortune Teller"], ["Wolf Cub"]]
    # the command log keeps each word apart, however the action was sent
    assert state_of(g).commands[-1]["action"] == ["tan", "Dee", "Wolf", "Cub"]


def test_r7_the_longest_option_wins_and_leftover_words_are_refused() -> None:
    g = _game(PLAYERS)
    msg = _refused(g, "Tan tan Wes Wolf Cubs").message
    assert msg.startswith("'Wolf Cubs' is not a role you can name with 'tan' now.")
    assert "'Citizen Citizen'" in _refused(g, "Tan tan Wes Citizen Citizen").message


def test_r7_two_picks_must_differ_and_both_be_given() -> None:
    g = _game(PLAYERS)
    assert "Werewolf Power is named twice" in _refused(
        g, "Ari archive Werewolf Power werewolf power"
    ).message
    assert "Use: archive CATEGORY CATEGORY" in _refused(g, "Ari archive Werewolf Power").message


def test_r7_the_legal_action_lists_the_options_and_replays_the_same() -> None:
    g = _game(PLAYERS)
    (la,) = [la for la in g.legal_actions("Tan") if la.verb == "tan"]
    assert la.picks == 1 and "Fortune Teller" in la.options and "Mayor" not in la.options
    _do(g, "Tan tan Wes Fortune Teller")
    again = Game.new(state_of(g).setup, seed=0)
    for c in state_of(g).commands:
        assert again.submit(c["player"], c["action"])
    assert again.to_json() == g.to_json()


def test_r7_an_unknown_pick_offers_the_closest_spelling_and_a_long_list_is_not_repeated() -> None:
    # the Tanner's options are every dealable role (about 130): a near miss names its neighbours
    # and not the whole book; a word like no option still gets the whole list to choose from
    g = _game(PLAYERS)
    near = _refused(g, "Tan tan Wes fortune tellr").message
    assert near.startswith("'fortune tellr' is not a role you can name with 'tan' now.")
    assert "Did you mean Fortune Teller" in near and "You can name:" not in near
    assert "The action lists all" in near and len(near) < 200
    far = _refused(g, "Tan tan Wes Zzzqx").message
    assert "Did you mean" not in far and "You can name:" in far and "Citizen" in far
    assert g.events[-1].kind != "action"  # nothing changed


def test_r7_a_short_list_is_given_whole_with_the_closest_spelling_first() -> None:
    g = _game([("Bar", "Barber"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
               ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")])
    for _ in range(4):
        g.advance()
    msg = _refused(g, "Bar shave Wes hiden").message
    assert "Did you mean hidden?" in msg and "You can name: hidden, revealed." in msg, msg


def test_r7_the_role_books_groups_are_listed_whole_after_the_suggestion() -> None:
    # 33 groups are few enough to list after "Did you mean"; the 130-odd roles are not
    g = _game(PLAYERS)
    msg = _refused(g, "Ari archive Townsfolk Investigativ Werewolf Miscellaneous").message
    assert "Did you mean" in msg and "You can name:" in msg and "Townsfolk Power" in msg, msg
