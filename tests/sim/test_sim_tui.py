"""The terminal game with the heuristic bots: they act after the person, who can talk, claim,
read about roles, see their statuses and counters, and is asked before moves that hurt them."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator

import pytest
from rich.console import Console
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.game import Game
from werewolves.sim.claims import parse_claim
from werewolves.sim.setups import make_setup
from werewolves.tui import LeaveGame, TerminalGame

runner = CliRunner()


def scripted(seat: str, lines: list[str]) -> tuple[TerminalGame, io.StringIO]:
    feed: Iterator[str] = iter(lines)

    def ask(prompt: str) -> str:
        out.write(prompt + "\n")
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    out = io.StringIO()
    game = Game.new(make_setup(8, 0), 0)
    console = Console(file=out, width=100, color_system=None)
    return TerminalGame(game, console, 0, human=seat, ask=ask, bot_kind="heuristic"), out


def play(seat: str, lines: list[str]) -> tuple[Game, str]:
    tg, out = scripted(seat, lines)
    with contextlib.suppress(LeaveGame):
        tg.run()
    assert seat not in tg.agents  # no bot plays the person's seat
    return tg.game, out.getvalue()


def test_the_pack_follows_the_person_who_acts_first() -> None:
    # seed 0: Ann and Fay are the wolves; Ann is the person
    game, out = play("Ann", ["", "attack Bob", "done", "quit"])
    night = [c for c in game.commands if c["op"] == "submit" and c["action"][0] == "attack"]
    assert night[0] == {"op": "submit", "player": "Ann", "action": ["attack", "Bob"]}
    assert {"op": "submit", "player": "Fay", "action": ["attack", "Bob"]} in night
    assert "Bob has died." in out


def test_say_claim_info_and_a_confirmation() -> None:
    # seed 0: Cid holds the amulet on Day 0
    script = [
        "info grandma",
        "say hello everyone",
        "shatter",
        "n",  # not done
        "pass",  # the amulet's verb opens its menu (it does not end the turn) …
        "0",  # … back
        "pass Bob",
        "claim",
        "status",
        "done",
        "quit",
    ]
    game, out = play("Cid", script)
    assert "Grandma (Townsfolk)" in out
    assert "[town square] Cid: hello everyone" in out
    assert "Shattering the amulet attacks whoever holds it. Really 'shatter'? (y/N)" in out
    assert "Not done." in out and "shatter" not in [
        c["action"][0] for c in game.commands if c["op"] == "submit"
    ]
    says = [c for c in game.commands if c["op"] == "say" and c["player"] == "Cid"]
    assert parse_claim(says[-1]["text"]) is not None
    assert {"op": "submit", "player": "Cid", "action": ["pass", "Bob"]} in game.commands


def test_a_pack_line_names_its_channel_once() -> None:
    # issue 24 item 5: a line in the pack's channel came out "[wolfpack] [wolfpack] Ann: …"
    # seed 0: Ann and Fay are the wolves; Ann is the person
    _game, out = play("Ann", ["say wolfpack: hello pack", "quit"])
    assert "[wolfpack] Ann: hello pack" in out
    assert "[wolfpack] [wolfpack]" not in out


def test_attacking_a_packmate_is_asked_about() -> None:
    script = ["", "attack Fay", "n", "attack Fay", "y", "done", "quit"]
    game, out = play("Ann", script)
    assert "That is aimed at your own team. Really 'attack Fay'? (y/N)" in out
    assert out.count("Not done.") == 1
    assert {"op": "submit", "player": "Ann", "action": ["attack", "Fay"]} in game.commands


def test_play_flags() -> None:
    result = runner.invoke(app, ["play", "--watch", "--seed", "2", "--bots", "heuristic"])
    assert result.exit_code == 0 and "heuristic bots play every seat" in result.output
    result = runner.invoke(app, ["play", "--watch", "--seed", "2", "--speed", "0.01"])
    assert result.exit_code == 0 and "Game over" in result.output
    for args, words in [
        (["--bots", "smart"], "--bots is heuristic or random or reasoning"),
        (["--watch", "--speed", "fast"], "--speed takes seconds"),
        (["--speed", "1"], "use it with --watch"),
    ]:
        result = runner.invoke(app, ["play", "--seed", "2", *args])
        assert result.exit_code == 2 and words in result.output, result.output


def test_rm561_a_claim_that_outs_a_wolf_is_asked_about_first() -> None:
    # finding 5: seed 0, Ann is a Wolf; "claim" posted "I am the Wolf." at once
    script = ["claim", "n", "claim Wizard", "claim wolf", "y", "claim citizen", "quit"]
    game, out = play("Ann", script)
    assert "That tells everyone you play for the Werewolves, against the town. Really claim " in out
    assert "'Wizard' is not a role this game knows" in out
    says = [c["text"] for c in game.commands if c["op"] == "say" and c["player"] == "Ann"]
    # refused and declined claims said nothing; a town role is claimed without a question
    assert says == ["I am the Wolf.", "I am the Citizen."]
    assert out.count("Really claim") == 2


def test_rm562_done_with_the_amulet_still_held_is_asked_about() -> None:
    # finding 10: seed 0, Cid holds the amulet on Day 0; "done" ended the turn without a word
    # and the amulet shattered on Cid. Its declaration says what an unused pass does.
    game, out = play("Cid", ["done", "n", "done", "y", "quit"])
    unused = "If the day ends before you pass the amulet on, it shatters and kills you."
    assert out.count(unused) == 2
    assert "Not done: your turn goes on." in out
    # the person said yes: the turn ended, and the amulet shattered on Cid
    assert "Cid has died." in out and not game.player("Cid").alive
    # once the amulet is passed, done ends the turn without a question
    _game, out = play("Cid", ["pass Bob", "done", "quit"])
    assert "End your turn anyway?" not in out


def test_rm562_a_kept_target_counts_as_done_in_later_phases() -> None:
    """A Mad Scientist's subject stands from phase to phase (a kept target, declared
    `lasting`): once chosen, `done` asks nothing on later days and nights; a target taken back
    (`target nobody`) is asked about again. Before, the question came back every phase."""
    from werewolves.game import Setup

    players = [
        ["Ann", "Mad Scientist"], ["Bob", "Wolf"], ["Cid", "Citizen"], ["Dan", "Citizen"],
        ["Eve", "Citizen"], ["Fay", "Citizen"],
    ]
    game = Game.new(Setup.from_json({"players": players}), 1)
    asked: list[str] = []
    out = io.StringIO()
    tg = TerminalGame(
        game, Console(file=out, width=100, color_system=None), 1, human="Ann",
        ask=lambda prompt: asked.append(prompt) or "n",
    )
    unused = "If you die with no subject chosen, a random one dies with you."
    assert not tg.may_end_turn(game.legal_actions("Ann")) and len(asked) == 1
    subject = game.legal_actions("Ann")[0].candidates[0]
    assert game.submit("Ann", "target", subject)
    assert tg.may_end_turn(game.legal_actions("Ann"))
    game.advance()  # Night 1: the subject still stands
    assert tg.may_end_turn(game.legal_actions("Ann")) and len(asked) == 1
    assert game.submit("Ann", "target", "nobody")
    assert not tg.may_end_turn(game.legal_actions("Ann")) and len(asked) == 2
    assert out.getvalue().count(unused) == 2


def test_explain_deaths_never_prompts(monkeypatch: pytest.MonkeyPatch) -> None:
    # the help says "At the end, explain every death (no prompts)"; in a terminal it still
    # stopped at "after the game >"
    import werewolves.cli as cli

    monkeypatch.setattr(cli, "_stdin_is_tty", lambda: True)

    def no_prompt(self: TerminalGame) -> None:
        raise AssertionError("the after-game prompt came up")

    monkeypatch.setattr(TerminalGame, "after_game", no_prompt)
    result = runner.invoke(app, ["play", "--watch", "--seed", "3", "--explain-deaths"])
    assert result.exit_code == 0, result.output
    assert "after the game" not in result.output


def test_a_watched_game_is_the_game_sim_match_plays_with_the_same_bots() -> None:
    # the terminal game drives its bots as the simulator and the service do (sim.match's
    # referee, one move at a time, two rounds by day), not through a driver of its own
    from werewolves.sim.agent import make_agent
    from werewolves.sim.match import play_turns
    from werewolves.sim.observe import Observer
    from werewolves.tui import phase_limit

    for kind in ("random", "heuristic"):
        watched = Game.new(make_setup(8, 4), 4)
        console = Console(file=io.StringIO(), width=100, color_system=None)
        TerminalGame(watched, console, 4, human=None, bot_kind=kind).run()

        refereed = Game.new(make_setup(8, 4), 4)
        agents = {n: make_agent(kind, n, 4) for n in refereed.players}
        observer = Observer(refereed)
        for _ in range(phase_limit(len(refereed.players))):
            if refereed.over:
                break
            play_turns(refereed, agents, observer)
            if refereed.over:
                break
            refereed.advance()
        assert watched.over, kind
        assert watched.commands == refereed.commands, kind
        assert watched.to_json() == refereed.to_json(), kind
