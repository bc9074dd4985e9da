"""Issue 36 "At the table" in the terminal game: what a player sees while the game is played.

Item 9 (the terminal game): the talking bots speak before the person votes, and done closes the
day; each status message says in one line what it does to the reader (``Message.to_you``, as the
message declares it: ``Family.to_you``); news is told in the phase the person can act on it;
"Final votes" counts the public board (R40) with a hint when hidden modifiers decided. Item 7:
a choice's fallback rule and what leaving it unused does, shown at the pick. And the issue's
done-when items in the terminal: the ascension in the banner and the roster, You won / You lost
with every seat's role, an ally marked and asked about, the news on top, a tie named, a
conspiracy channel a third player cannot read, a command meant for the night refused by day.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator

import pytest
from rich.console import Console
from role_game_steps import _do, _game

from werewolves.engine.messages import TO_YOU, register_to_you
from werewolves.game import Game
from werewolves.sim.setups import make_setup
from werewolves.tui import LeaveGame, TerminalGame

HOUSE_WORDS = "each guest's vote counts one less"
AMULET_WORDS = "Attacks cannot kill you at night while you hold it"


def terminal(
    g: Game, human: str, lines: list[str] | None = None
) -> tuple[TerminalGame, io.StringIO]:
    """A terminal game of ``g`` for ``human`` (random bots, which never talk), already caught up
    (what came before is on a screen of its own), reading ``lines`` as its input."""
    feed: Iterator[str] = iter(lines or [])

    def ask(prompt: str) -> str:
        out.write(prompt + "\n")
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    tg = TerminalGame(
        g, Console(file=io.StringIO(), width=200, color_system=None), 0, human=human, ask=ask
    )
    tg.catch_up()
    out = io.StringIO()
    tg.console = Console(file=out, width=200, color_system=None)
    return tg, out


# ------------------------------------------------------------ item 9: the bots speak first


def test_issue_36_item_9_the_bots_speak_before_the_person_votes_and_done_closes_the_day() -> None:
    # make_setup(8, 0), seed 0: Eve, a Fortune Teller bot, claims on Day 1; Bob is the person
    g = Game.new(make_setup(8, 0), 0)
    script = iter(["", "", "vote Ann", "done", "quit"])
    out = io.StringIO()

    def ask(prompt: str) -> str:
        out.write(prompt + "\n")
        try:
            return next(script)
        except StopIteration:
            raise EOFError from None

    tg = TerminalGame(
        g,
        Console(file=out, width=120, color_system=None),
        0,
        human="Bob",
        ask=ask,
        bot_kind="heuristic",
    )
    with contextlib.suppress(LeaveGame):
        tg.run()
    cmds = g.commands
    advances = [i for i, c in enumerate(cmds) if c["op"] == "advance"]
    day1 = cmds[advances[1] + 1 : advances[2]]  # Day 0, Night 1, then Day 1
    claim = next(i for i, c in enumerate(day1) if c["op"] == "say" and c["player"] == "Eve")
    vote = day1.index({"op": "submit", "player": "Bob", "action": ["vote", "Ann"]})
    assert claim < vote  # the bots' discussion turn came first
    # after done the bots had their last word (they act again on what was said) before the
    # day ended
    assert any(c.get("player") != "Bob" for c in day1[vote + 1 :])
    text = out.getvalue()
    said = text.index("Eve: I am the Fortune Teller.")
    assert said < text.index("What do you do in Day 1?")
    assert "By day the bots speak first" in text


# ----------------------------------------------- item 9: what each status message does to you


def _house_game() -> Game:
    """Night 1: Grandma (Bob) picks Cid and Dan; Day 1: they are her guests."""
    g = _game(
        [
            ("Ann", "Wolf"),
            ("Bob", "Grandma"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ],
        seed=1,
    )
    g.advance()
    _do(g, "Bob choose Cid Dan")
    return g


def test_issue_36_item_9_a_status_message_says_what_it_does_to_you() -> None:
    g = _house_game()
    tg, out = terminal(g, "Cid")
    g.advance()  # Day 1: Cid joins the house
    tg.catch_up()
    text = out.getvalue()
    assert "You have joined the Grandma's house." in text
    # the group's own sentence (grandma family), not the engine's generic one for a group
    assert HOUSE_WORDS in text and "You now read and write" not in text
    (joined,) = [m for m in g.view("Cid").messages if m.key == "group.joined"]
    assert joined.to_you is not None and HOUSE_WORDS in joined.to_json()["to_you"]


def test_issue_36_item_9_a_message_declares_its_line_once() -> None:
    g = _game(
        [
            ("Ann", "Wolf"),
            ("Bob", "Wolf"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    # a message that declares nothing has no line; a group with no sentence of its own gets
    # the engine's generic one (R36: its members share its channel)
    assert all(m.to_you is None for m in g.view("Cid").messages)
    assert TO_YOU["group.joined"].startswith("You now read and write")
    register_to_you("test", {"group.joined": TO_YOU["group.joined"]})  # the same words: fine
    with pytest.raises(ValueError, match=r"group\.joined"):
        register_to_you("test", {"group.joined": "Something else."})


def test_issue_36_item_9_the_amulet_is_told_again_in_the_day_it_can_be_passed() -> None:
    """S2.7: the amulet handed over at the end of Day 0 is told then; by Day 1, the day its new
    holder must pass it (S2.5), the news of Day 0 is gone, and the turn's status says it again,
    with what it does, before the day's votes."""
    g = _game(
        [
            ("Ann", "Amulet Holder"),
            ("Bob", "Wolf"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ],
        seed=1,
    )
    _do(g, "Ann pass Cid")
    g.advance()  # Night 1: Cid holds the amulet
    g.advance()  # Day 1
    assert not any(m.key == "amulet.received" for m in g.view("Cid").news())
    tg, out = terminal(g, "Cid", ["done", "y"])
    with contextlib.suppress(LeaveGame):
        tg.human_turn()
    text = out.getvalue()
    assert f"amulet — {AMULET_WORDS}" in text
    assert text.index(AMULET_WORDS) < text.index("What do you do in Day 1?")


# ---------------------------------------------------- item 9 / R40: the final votes' board


def test_r40_the_final_votes_count_the_public_board_with_the_mayors_extra_vote() -> None:
    """R13 / R40: the Mayor's extra vote is on the public board; one voter each is no tie."""
    g = _game(
        [
            ("Ann", "Wolf"),
            ("Bob", "Citizen"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    g.advance()
    g.advance()  # Day 1
    for voter in ("Ann", "Bob", "Cid", "Dan", "Eve"):
        _do(g, f"{voter} elect Bob")
    g.advance()
    g.advance()  # Day 2: Bob is Mayor
    assert "Mayor" in g.player("Bob").offices
    _do(g, "Bob vote Cid")
    _do(g, "Dan vote Eve")
    tg, _ = terminal(g, "Eve")
    summary = tg.poll_summary("Final votes")
    assert summary is not None
    assert "Lynch: Cid 2 (Bob) · Eve 1 (Dan)" in summary.plain


def test_r40_a_result_hidden_modifiers_decided_gets_a_hint() -> None:
    """R40: the board shows Ann ahead (two guests' votes), but Grandma took them: Eve is
    lynched, and the terminal says the board did not decide, naming no modifier."""
    g = _house_game()
    g.advance()  # Day 1
    tg, out = terminal(g, "Eve")
    for line in ("Cid vote Ann", "Dan vote Ann", "Bob vote Eve"):
        _do(g, line)
    tg.end_phase()
    text = out.getvalue()
    assert "Lynch: Ann 2 (Cid, Dan) · Eve 1 (Bob)" in text
    assert "Eve has been lynched." in text
    hint = "The lynch was not decided by the board (Ann ahead)"
    assert hint in text and text.index("Eve has been lynched.") < text.index(hint)
    assert "Grandma" not in text.split(hint)[1].split("\n")[0]
    # a day the board decided gets no hint
    g2 = _house_game()
    g2.advance()
    tg2, out2 = terminal(g2, "Eve")
    _do(g2, "Eve vote Ann")
    tg2.end_phase()
    assert "Ann has been lynched." in out2.getvalue() and "not decided by" not in out2.getvalue()


# ---------------------------------------------------------- item 7: rules shown at the pick


def test_issue_36_item_7_angel_7_the_fallback_is_shown_at_the_pick() -> None:
    g = _game(
        [
            ("Ang", "Angel"),
            ("Wes", "Wolf"),
            ("Cal", "Citizen"),
            ("Dee", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    (target,) = [la for la in g.legal_actions("Ang") if la.declaration.fallback]
    tg, out = terminal(g, "Ang", ["0"])
    assert tg.pick_targets(target) is None
    assert f"Rule: {target.declaration.fallback}" in out.getvalue()
    assert "a random player who did vote for you dies instead" in out.getvalue()


def test_issue_36_item_7_s2_5_a_duty_that_kills_is_shown_at_the_pick() -> None:
    g = _game(
        [
            ("Ann", "Amulet Holder"),
            ("Bob", "Wolf"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    (passing,) = [la for la in g.legal_actions("Ann") if la.verb == "pass"]
    tg, out = terminal(g, "Ann", ["0"])
    assert tg.pick_targets(passing) is None
    assert (
        "If you do not: If the day ends before you pass the amulet on, it shatters and kills "
        "you." in out.getvalue()
    )


# -------------------------------------------------------------------------- done when …


ANGEL = [
    ("Ang", "Angel"),
    ("Wes", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
    ("Fay", "Citizen"),
    ("Gus", "Citizen"),
]


def test_issue_36_item_1_r44_the_ascension_in_the_banner_and_the_roster() -> None:
    g = _game(ANGEL)
    _do(g, "Ang target Cal")
    g.advance()
    _do(g, "Wes attack Eve")
    g.advance()  # Day 1
    tg, out = terminal(g, "Dee")
    for voter in ("Cal", "Dee"):
        _do(g, f"{voter} vote Ang")
    tg.end_phase()
    assert "Ang the Angel has ascended and won." in out.getvalue()
    tg.status()
    assert "Dead (3): " in out.getvalue() and "Ang (ascended)" in out.getvalue()


def test_issue_36_item_1_you_won_you_lost_and_every_seats_role_at_the_end() -> None:
    g = _game([("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    g.advance()
    _do(g, "Wes attack Cal")
    g.advance()
    _do(g, "Wes vote Dee")
    g.advance()  # only the wolf is left
    assert g.outcome is not None and g.outcome.team == "wolves"
    for name, words in (("Wes", "You won!"), ("Dee", "You lost.")):
        tg, out = terminal(g, name)
        tg.outcome_panel()
        text = out.getvalue()
        assert words in text
        for seat, role in (("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")):
            assert any(seat in row and role in row for row in text.splitlines()), (seat, text)


def test_issue_36_item_2_a_packmate_is_marked_and_acting_on_them_asks_first() -> None:
    g = _game(
        [
            ("Ann", "Wolf"),
            ("Bob", "Wolf"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ],
        seed=1,
    )
    g.advance()  # Night 1
    tg, out = terminal(g, "Ann", ["n"])
    tg.status()
    assert "On your side: Bob (wolfpack)" in out.getvalue()
    tg.submit("attack Bob", g.phase_index)
    assert "That is aimed at your own team. Really 'attack Bob'? (y/N)" in out.getvalue()
    assert not any(c.get("action") == ["attack", "Bob"] for c in g.commands)
    # the mark comes from the reader's own messages: a citizen sees no side
    tg, out = terminal(g, "Cid")
    tg.status()
    assert "On your side" not in out.getvalue()


def test_issue_36_item_3_the_last_phases_news_is_on_top() -> None:
    g = _game(
        [
            ("Ann", "Wolf"),
            ("Bob", "Citizen"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    g.advance()
    _do(g, "Ann attack Bob")
    g.advance()  # Day 1
    tg, out = terminal(g, "Cid")  # a late open: nothing narrated on this screen
    tg.status()
    text = out.getvalue()
    assert text.startswith("Since the last phase:")
    assert text.index("Bob") < text.index("You: Cid")


def test_issue_36_item_4_a_tie_is_named_with_both_players_and_the_count() -> None:
    g = _game(
        [
            ("Ann", "Wolf"),
            ("Bob", "Citizen"),
            ("Cid", "Citizen"),
            ("Dan", "Citizen"),
            ("Eve", "Citizen"),
        ]
    )
    g.advance()
    g.advance()  # Day 1
    _do(g, "Cid vote Dan")
    _do(g, "Dan vote Cid")
    tg, out = terminal(g, "Eve")
    tg.end_phase()
    assert "Nobody is lynched today: a tie, Cid, Dan with 1 each." in out.getvalue()
    assert "Lynch: Cid 1 (Dan) · Dan 1 (Cid)" in out.getvalue()


def test_issue_36_item_8_a_conspiracy_channel_a_third_player_cannot_read() -> None:
    g = _game([("Ann", "Citizen"), ("Bob", "Citizen"), ("Cal", "Wolf"), ("Dan", "Citizen")])
    tg, out = terminal(g, "Cal")  # the third player's screen
    assert g.open_channel("Ann", "plan", "Bob")
    assert g.say("Bob", "#plan", "Cal is the wolf")
    tg.catch_up()
    tg.talk("say", "#plan: let me in")
    text = out.getvalue()
    assert "Cal is the wolf" not in text
    # Cal cannot write in it either, and the words are not said in the town square instead
    assert "Refused: you are not in '#plan'" in text
    assert not any("let me in" in m.text for m in g.events_for("Bob"))
    assert any("Cal is the wolf" in m.text for m in g.events_for("Ann"))


def test_issue_36_item_6_a_command_meant_for_the_night_is_refused_in_the_day() -> None:
    g = _game([("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eli", "Citizen")])
    g.advance()  # Night 1
    night = g.phase_index
    tg, out = terminal(g, "Wes")
    g.advance()  # Day 1: the attack meant for the night arrives late
    before = len(g.commands)
    tg.submit("attack Cal", night)
    assert "That was meant for Night 1; it is Day 1 now: nothing was done." in out.getvalue()
    assert len(g.commands) == before


def test_issue_36_item_9_every_to_you_line_belongs_to_a_message_the_game_words() -> None:
    """Each declared line is for a message some family words (a misspelt key would never be
    shown), and is one line ending with a full stop."""
    from werewolves.engine.messages import render
    from werewolves.roles import default_rules

    default_rules()
    declared = {k.split("@")[0] for k in TO_YOU}
    assert {"group.joined", "amulet.received", "plague.notice", "horsemen.doomed"} <= declared
    assert "flute.enchanted" in declared
    for key, line in TO_YOU.items():
        assert not render(key.split("@")[0], {}).startswith("["), key
        assert "\n" not in line and line.endswith("."), key
