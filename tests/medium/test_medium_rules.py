"""The Medium (role book 2023: townsfolk/power/medium), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R7 (refusals), rulings RM233 and RM234.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game, role_book

SEANCE = "seance of Med"
PLAYERS = [("Med", "Medium"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gil", "Citizen"),
           ("Hal", "Citizen")]


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.view(name).messages]


def _answers(g: Game) -> list[str]:
    return [t for t in _told(g, "Med") if t.startswith("The dead answered")]


def _kill(g: Game, victim: str) -> None:
    """Night: the pack attacks ``victim``; the night ends."""
    _do(g, f"Wes attack {victim}")
    _do(g, f"Kay attack {victim}")
    g.advance()


def _ask(g: Game, question: str) -> None:
    assert g.say("Med", SEANCE, question)


def _day_2_with_dead(g: Game, question: str = "Is Wes a wolf?") -> Game:
    """Night 1: Cal dies; Day 1: Dee is lynched; Night 2: the question, and Eve dies; Day 2
    opens with three dead to answer it."""
    g.advance()  # Night 1
    _kill(g, "Cal")
    for voter in ("Med", "Wes", "Kay", "Eve", "Fay"):
        _do(g, f"{voter} vote Dee")
    g.advance()  # Night 2
    _ask(g, question)
    _kill(g, "Eve")
    return g


def test_medium_b1_medium_1_a_question_each_night_in_a_channel_of_their_own() -> None:
    g = _game(PLAYERS)
    assert SEANCE not in [c.name for c in g.view("Med").channels]  # Day 0: no night yet
    g.advance()
    chans = {c.name: c.writable for c in g.view("Med").channels}
    assert chans[SEANCE]
    # nobody else is in it or can read it
    assert SEANCE not in [c.name for c in g.view("Cal").channels]
    assert not g.say("Cal", SEANCE, "hello")
    _ask(g, "Is Wes a wolf?")
    assert "Is Wes a wolf?" not in " ".join(_told(g, "Cal"))


def test_medium_1_the_channel_locks_as_the_day_starts_and_the_poll_opens() -> None:
    g = _game(PLAYERS)
    g.advance()
    _ask(g, "Is Kay a wolf?")
    _kill(g, "Cal")  # Day 1
    assert not {c.name: c.writable for c in g.view("Med").channels}.get(SEANCE)
    assert not g.say("Med", SEANCE, "Is Wes a wolf?")
    assert any(t.startswith("A Medium asks the dead (question): Is Kay a wolf?")
               for t in _told(g, "Cal"))
    (la,) = [a for a in g.legal_actions("Cal") if a.verb == "answer"]
    assert la.options == ("yes", "no")


def test_medium_1_the_last_line_of_the_night_is_the_question() -> None:
    # ruling RM233: a later line replaces an earlier one
    g = _game(PLAYERS)
    g.advance()
    _ask(g, "Is Wes a wolf?")
    _ask(g, "Is Kay a wolf?")
    _kill(g, "Cal")
    texts = " ".join(_told(g, "Cal"))
    assert "Is Kay a wolf?" in texts and "Is Wes a wolf?" not in texts


def test_medium_1_no_question_no_poll() -> None:
    g = _game(PLAYERS)
    g.advance()
    _kill(g, "Cal")
    assert [a for a in g.legal_actions("Cal") if a.verb == "answer"] == []
    _refused(g, "Cal answer yes")


def test_medium_2_every_dead_player_answers_by_day_and_only_they() -> None:
    g = _day_2_with_dead(_game(PLAYERS))
    for dead in ("Cal", "Dee", "Eve"):
        assert [a.verb for a in g.legal_actions(dead)] == ["answer"]
    _refused(g, "Fay answer yes")  # the living may not answer
    _do(g, "Cal answer no")
    _do(g, "Cal answer yes")  # changeable until the day ends: the last one counts
    _do(g, "Dee answer yes")
    _do(g, "Eve answer no")
    g.advance()
    assert _answers(g) == ["The dead answered your question (Is Wes a wolf?): yes."]


def test_medium_2_the_dead_answer_only_by_day() -> None:
    g = _day_2_with_dead(_game(PLAYERS))
    g.advance()  # Night 3: the poll is closed
    _refused(g, "Cal answer yes")
    assert g.legal_actions("Cal") == []


def test_medium_3_the_dead_of_every_team_answer() -> None:
    g = _game(PLAYERS)
    g.advance()
    _kill(g, "Cal")
    for voter in ("Med", "Dee", "Eve", "Fay", "Gil"):
        _do(g, f"{voter} vote Wes")
    g.advance()  # Night 2: the Wolf Wes was lynched
    _ask(g, "Is Kay a wolf?")
    _do(g, "Kay attack Dee")
    g.advance()
    _do(g, "Wes answer yes")  # a dead wolf answers like anyone dead: the one answer given
    g.advance()
    assert _answers(g) == ["The dead answered your question (Is Kay a wolf?): yes."]


def test_medium_4_one_plain_question_a_night() -> None:
    # medium.4 is the Medium's duty (a host's procedure); the engine keeps it to one line: the
    # last one, whatever was written before (RM233)
    g = _game(PLAYERS)
    g.advance()
    _ask(g, "Is Wes a wolf?")
    _ask(g, "Is Fay the Fortune Teller?")
    _kill(g, "Cal")
    asked = [t for t in _told(g, "Cal") if t.startswith("A Medium asks")]
    assert len(asked) == 1 and "Fay" in asked[0]


def test_medium_5_silence_and_votes_tell_the_medium_nothing_more() -> None:
    # ruling RM234: a tie and no answer at all read the same: undecided; no counts, no names
    g = _day_2_with_dead(_game(PLAYERS))
    g.advance()
    assert _answers(g) == ["The dead answered your question (Is Wes a wolf?): undecided."]
    g = _day_2_with_dead(_game(PLAYERS))
    _do(g, "Cal answer yes")
    _do(g, "Dee answer no")
    g.advance()
    assert _answers(g) == ["The dead answered your question (Is Wes a wolf?): undecided."]
    g = _day_2_with_dead(_game(PLAYERS))
    _do(g, "Cal answer yes")
    g.advance()
    assert _answers(g) == ["The dead answered your question (Is Wes a wolf?): yes."]
    day = [m for m in g.view("Med").messages if m.phase == "Day 2"]
    assert not [m for m in day if "Cal" in m.text and "answer" in m.text]
    assert not [m for m in day if m.params.get("voter") == "Cal"]


def test_medium_6_the_poll_closes_at_day_end_and_the_channel_opens_again() -> None:
    g = _day_2_with_dead(_game(PLAYERS))
    _do(g, "Dee answer no")
    g.advance()  # Night 3
    assert _answers(g) == ["The dead answered your question (Is Wes a wolf?): no."]
    _refused(g, "Dee answer yes")
    assert {c.name: c.writable for c in g.view("Med").channels}[SEANCE]
    _ask(g, "Is Kay a wolf?")
    _kill(g, "Fay")
    assert [a.verb for a in g.legal_actions("Dee")] == ["answer"]


def test_medium_b1_a_dead_medium_asks_nothing() -> None:
    g = _game(PLAYERS)
    g.advance()
    _ask(g, "Is Wes a wolf?")
    _kill(g, "Med")
    assert [a for a in g.legal_actions("Med") if a.verb == "answer"] == []


def test_medium_declares_what_the_edges_read() -> None:
    (card,) = [c for c in role_book() if c.name == "Medium"]
    assert card.abilities == () and card.mix is None and card.group == "Townsfolk Power"
