"""Issue 36 items 1-5 in the facade's views: what a player sees at the table, derived from the
player's own messages (never the engine's knowledge), so every screen (the web pages, the
terminal game, Discord) says it the same way."""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game

from werewolves.engine.declarations import Meaning
from werewolves.engine.messages import MEANINGS
from werewolves.game import Game, Setup, seat_marks
from werewolves.sim.match import bots_for, parse_bots, play_match
from werewolves.sim.setups import make_setup

ANGEL_GAME = [
    ("Ang", "Angel"),
    ("Wes", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
    ("Fay", "Citizen"),
    ("Gus", "Citizen"),
]


def _angel_ascends() -> Game:
    """Day 1: Cal and Dee lynch the Angel, who ascends and takes Cal along (S1.49, R44)."""
    g = _game(ANGEL_GAME)
    _do(g, "Ang target Cal")
    g.advance()
    _do(g, "Wes attack Eve")
    g.advance()
    for voter in ("Cal", "Dee"):
        _do(g, f"{voter} vote Ang")
    g.advance()  # Night 2
    return g


def _angel_game_over() -> Game:
    """The Angel ascends on Day 1; Day 2's lynch is cancelled (S1.50); the wolf wins later."""
    g = _angel_ascends()
    _do(g, "Wes attack Dee")
    g.advance()  # Day 2: its lynch is cancelled
    _do(g, "Fay vote Gus")
    g.advance()  # Night 3
    _do(g, "Wes attack Fay")
    g.advance()  # Day 3
    _do(g, "Wes vote Gus")
    g.advance()  # Gus lynched: only the wolf is left
    assert g.outcome is not None and g.outcome.team == "wolves", g.outcome
    return g


# ------------------------------------------------------------------ item 1: ascension and wins


def test_every_roster_marks_the_ascension_not_a_plain_death() -> None:
    g = _angel_ascends()
    for name in g.players:
        mark = g.view(name).marks().get("Ang")
        assert mark is not None and mark.left == "ascended", name
        assert mark.role == "Angel"  # announced to everyone with the role (R44)
        assert g.view(name).to_json()["marks"]["Ang"]["left"] == "ascended"
    # a plain death is no ascension
    assert g.view("Dee").marks().get("Cal") is None


def test_the_end_names_each_winners_win_and_the_readers_result() -> None:
    g = _angel_game_over()
    ang = g.view("Ang").result
    assert ang is not None and ang.you == "won" and ang.you_words == "You won!"
    assert "Ang ascended and won (Angel)." in ang.lines
    assert "Wes won with the Werewolves." in ang.lines
    dee = g.view("Dee").result
    assert dee is not None and dee.you == "lost" and dee.you_words == "You lost."
    assert dee.lines == ang.lines and "Dee" in dee.losers and "Ang" not in dee.losers
    host = g.host_view().result
    assert host is not None and host.you is None and host.lines == ang.lines
    assert g.view("Wes").to_json()["result"]["you_words"] == "You won!"


def test_no_result_while_the_game_runs() -> None:
    g = _angel_ascends()
    assert g.view("Dee").result is None and g.result() is None
    assert g.view("Dee").to_json()["result"] is None


def test_every_role_shown_once_over_only_when_revealed() -> None:
    g = _angel_game_over()
    roles = {n: g.player(n).role for n in g.players}
    revealed = g.view("Dee", reveal=True).marks()
    assert {n: revealed[n].role for n in g.players if n != "Dee"} == {
        n: r for n, r in roles.items() if n != "Dee"
    }
    # the host kept them (reveal_after off): only what Dee was told
    assert g.view("Dee").marks().get("Wes") is None
    # and never before the end, whatever is asked
    running = _angel_ascends()
    assert running.view("Dee", reveal=True).marks().get("Wes") is None


# -------------------------------------------------------------------------- item 2: allies


def test_group_members_declares_fellow_members() -> None:
    assert MEANINGS["group.members"] == Meaning.FELLOWS.value


def test_packmates_are_marked_and_a_citizen_sees_no_ally() -> None:
    g = Game.new(
        Setup([("Ann", "Wolf"), ("Bob", "Wolf"), ("Cid", "Citizen"), ("Dan", "Citizen"),
               ("Eve", "Citizen")]),
        seed=1,
    )
    ann = g.view("Ann").marks()
    assert ann["Bob"].groups == ("wolfpack",) and ann["Bob"].on_side
    assert "Ann" not in ann  # never the reader themself
    assert not any(m.on_side for m in g.view("Cid").marks().values())
    assert g.view("Ann").to_json()["marks"]["Bob"]["groups"] == ["wolfpack"]


def test_a_lover_is_marked_an_ally() -> None:
    g = _game([("Cup", "Cupid"), ("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen"),
               ("Cal", "Citizen")])
    g.advance()
    _do(g, "Cup love Ann")
    g.advance()
    assert g.view("Ann").marks()["Cup"].ally  # lover.made: the Cupid is on the lover's side
    assert not g.view("Cal").marks().get("Cup")


@pytest.mark.parametrize("seed", [3, 11])
def test_no_leak_every_mark_comes_from_a_message_the_reader_was_sent(seed: int) -> None:
    """No view marks a seat unless a message of the reader's own stream says so: an ally or a
    fellow member named by a message that declares it, a role learned, shown or announced, an
    ascension announced. Played with the heuristic bots over the book's roles."""
    g = Game.new(make_setup(14, seed, roles_text=None), seed=seed)
    play_match(g, bots_for(g, parse_bots("heuristic"), seed), max_phases=16)
    allied = {Meaning.ALLY.value, Meaning.ALLIES.value, Meaning.FELLOWS.value}
    for name in g.players:
        stream = g.events_for(name)
        marks = g.view(name).marks()
        assert marks == seat_marks(stream, name)
        for seat, mark in marks.items():
            said = [m for m in stream if seat in str(m.params)]
            if mark.on_side:
                assert any(m.meaning in allied for m in said), (name, seat)
            if mark.role:
                assert any(mark.role in str(m.params) for m in said), (name, seat)


# ----------------------------------------------------------------------- item 3: the news


def test_the_last_phase_news_stays_until_the_next_phase() -> None:
    g = _angel_ascends()  # Night 2
    news = [m.text for m in g.view("Dee").news()]
    assert "Ang the Angel has ascended and won." in news
    assert "Cal has died." in news
    assert any(t.startswith("Nobody is elected Mayor today") for t in news)
    assert not any("votes to lynch" in t for t in news)  # the ballots are no news
    # the same from the JSON a reloaded page reads (ids of its own messages)
    ids = g.view("Dee").to_json()["news"]
    assert ids == [m.id for m in g.view("Dee").news()]
    _do(g, "Wes attack Dee")
    g.advance()  # Day 2: the night's news replaces the day's
    news = [m.text for m in g.view("Fay").news()]
    assert "Dee has died." in news and "Ang the Angel has ascended and won." not in news


def test_what_changed_for_the_reader_alone_is_news() -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller"),
                        ("Dan", "Citizen"), ("Eve", "Citizen")]), seed=1)
    g.advance()
    g.submit("Cid", "investigate Ann")
    g.advance()  # Day 1: the night's finding stays on top
    assert "Ann appears to be the Wolf." in [m.text for m in g.view("Cid").news()]
    assert "Ann appears to be the Wolf." not in [m.text for m in g.view("Bob").news()]


# ------------------------------------------------------------------------ item 4: ties


def test_a_tie_names_the_tied_players_and_the_count() -> None:
    g = _game([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen"), ("Dan", "Citizen"),
               ("Eve", "Citizen")])
    g.advance()
    g.advance()  # Day 1
    _do(g, "Bob vote Ann")
    _do(g, "Ann vote Bob")
    g.advance()
    news = [m for m in g.view("Cid").news() if m.key == "lynch.tie"]
    assert [m.text for m in news] == ["Nobody is lynched today: a tie, Ann, Bob with 1 each."]
    assert news[0].params["players"] == ["Ann", "Bob"] and news[0].params["count"] == 1


def test_a_day_without_votes_says_nobody_voted() -> None:
    g = _game([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen"), ("Dan", "Citizen"),
               ("Eve", "Citizen")])
    g.advance()
    g.advance()
    g.advance()
    keys = {m.key for m in g.view("Cid").news()}
    assert {"lynch.no_votes", "election.no_votes"} <= keys and "lynch.tie" not in keys


# ------------------------------------------------------------ item 5: what did not happen


def test_the_cancelled_lynch_is_marked_void() -> None:
    g = _angel_game_over()
    results = g.poll_results()
    day2 = [r for r in results if r.phase == "Day 2" and r.poll == "lynch"]
    assert [(r.chosen, r.void) for r in day2] == [(("Gus",), "cancelled")]
    assert day2[0].to_json()["void_words"] == "Never carried out: the day's lynch was cancelled."
    # the Angel's own lynch did happen (she ascended)
    assert [r.void for r in results if r.phase == "Day 1" and r.poll == "lynch"] == [None]


def test_an_election_closed_after_the_game_ended_is_marked_void() -> None:
    g = _game([("Ada", "Wolf"), ("Bob", "Citizen"), ("Cal", "Citizen"), ("Dee", "Citizen"),
               ("Eve", "Citizen")])
    g.advance()
    _do(g, "Ada attack Eve")
    g.advance()
    for v in ("Bob", "Cal"):
        _do(g, f"{v} vote Ada")
    _do(g, "Bob elect Cal")
    g.advance()  # Ada lynched: the town wins before Cal takes office
    assert g.over
    results = {r.poll: r for r in g.poll_results()}
    assert results["election"].chosen == ("Cal",) and results["election"].void == "game_over"
    assert results["lynch"].void is None


# ------------------------------------------------------------------------ the terminal game


def _terminal(g: Game, human: str, what: str) -> str:
    import io

    from rich.console import Console

    from werewolves.tui import TerminalGame

    out = io.StringIO()
    tg = TerminalGame(g, Console(file=out, width=120, color_system=None), 0, human=human)
    getattr(tg, what)()
    return out.getvalue()


def test_the_terminal_outcome_names_the_ascension_and_the_readers_result() -> None:
    g = _angel_game_over()
    text = _terminal(g, "Ang", "outcome_panel")
    assert "Ang ascended and won (Angel)." in text and "Wes won with the Werewolves." in text
    assert "You won!" in text
    assert "You lost." in _terminal(g, "Dee", "outcome_panel")


def test_the_terminal_status_marks_allies_the_ascended_and_keeps_the_news() -> None:
    g = _angel_ascends()  # Night 2
    text = _terminal(g, "Dee", "status")
    assert "Ang (ascended)" in text
    assert "Since the last phase:" in text and "Ang the Angel has ascended and won." in text
    wolves = Game.new(
        Setup([("Ann", "Wolf"), ("Bob", "Wolf"), ("Cid", "Citizen"), ("Dan", "Citizen"),
               ("Eve", "Citizen")]),
        seed=1,
    )
    assert "On your side: Bob (wolfpack)" in _terminal(wolves, "Ann", "status")
    assert "On your side" not in _terminal(wolves, "Cid", "status")
