"""R7: a wrong-phase refusal names when the ability is used in the reader's language (issue 40,
the German game's last English words, item 1); the refusal keeps the English words, so a
refusal read in English reads as it always did."""

from werewolves.engine.messages import when_words
from werewolves.game import Game, Refusal, Setup

PLAYERS = [("Ann", "Werewolf"), ("Bob", "Barber"), ("Cid", "Citizen"), ("Dan", "Citizen"),
           ("Eve", "Citizen")]


def new_game() -> Game:
    return Game.new(Setup(PLAYERS), seed=0)


def refuse(game: Game, line: str) -> Refusal:
    actor, rest = line.split(" ", 1)
    res = game.submit(actor, rest)
    assert isinstance(res, Refusal), line
    return res


def test_r07_a_wrong_phase_refusal_says_when_in_german() -> None:
    g = new_game()
    res = refuse(g, "Bob shave Ann hidden")  # Day 0: the Barber shaves from Day 2
    assert res.params["when"] == "during the day from Day 2"  # the log's words stay English
    assert res.message.endswith("it is used during the day from Day 2.")
    german = res.in_language("de")
    assert "tagsüber ab Tag 2" in german, german
    assert "during" not in german and "Day" not in german, german
    night = refuse(g, "Ann attack Bob")
    assert night.params["when"] == "at night"
    assert "nachts" in night.in_language("de")


def test_r07_when_words_read_every_english_value_and_leave_others() -> None:
    assert when_words("in any phase", "de") == "in jeder Phase"
    assert when_words("at night from Night 2", "de") == "nachts ab Nacht 2"
    assert when_words("during the day", "en") == "during the day"
    # a value no English message gives (a role file's own words) stays as recorded
    assert when_words("at dawn from Day 1", "de") == "at dawn from Day 1"
