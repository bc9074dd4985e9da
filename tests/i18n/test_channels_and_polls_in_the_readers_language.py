"""A channel's tab and a poll's heading name them in the reader's language (issue 40, the German
game's last English words, item 2): the views carry a label beside the id, the id stays what a
command names, and a channel may be typed by its name in any language."""

from werewolves.game import Game, Refusal, Setup

PLAYERS = [("Ann", "Werewolf"), ("Bob", "Werewolf"), ("Cid", "Citizen"), ("Dan", "Citizen"),
           ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def new_game() -> Game:
    return Game.new(Setup(PLAYERS), seed=0)


def test_a_channel_tab_is_named_in_the_readers_language() -> None:
    g = new_game()
    german = g.view("Ann", lang="de").channels
    assert [c.name for c in german] == ["town square", "wolfpack"]  # the ids stay
    assert [c.to_json()["label"] for c in german] == ["Dorfplatz", "Rudel"]
    english = g.view("Ann").channels
    assert [c.to_json()["label"] for c in english] == ["town square", "wolfpack"]


def test_a_channel_may_be_typed_by_its_german_name() -> None:
    g = new_game()
    assert g.say("Ann", "Rudel", "heute Nacht Cid")
    assert g.say("Ann", "dorfplatz", "guten Morgen")
    seen = {c.name: [m.text for m in c.messages] for c in g.view("Bob", lang="de").channels}
    # the lines went to the channels the names name, and read with their German names
    assert seen["wolfpack"] == ["[Rudel] Ann: heute Nacht Cid"]
    assert seen["town square"] == ["[Dorfplatz] Ann: guten Morgen"]
    english = {c.name: [m.text for m in c.messages] for c in g.view("Bob").channels}
    assert english["wolfpack"] == ["[wolfpack] Ann: heute Nacht Cid"]
    # a villager may not write in the wolves' channel by any of its names
    refused = g.say("Cid", "Rudel", "hallo")
    assert isinstance(refused, Refusal)
    assert "Deine Kanäle: Dorfplatz." in refused.in_language("de")


def test_a_polls_name_and_office_read_in_the_readers_language() -> None:
    g = new_game()
    g.advance_to(2)  # Day 1: the lynch and the Mayor's election
    assert g.submit("Cid", "vote Dan") and g.submit("Cid", "elect Eve")
    german = {p.name: p.to_json() for p in g.polls(lang="de")}
    assert german["lynch"]["label"] == "Lynchung"
    assert (german["election"]["label"], german["election"]["office_label"]) == (
        "Wahl", "Bürgermeisteramt")
    assert german["election"]["office"] == "Mayor"  # the id stays
    english = {p.name: p.to_json() for p in g.polls()}
    assert (english["election"]["label"], english["election"]["office_label"]) == (
        "election", "Mayor")
    assert english["lynch"]["label"] == "lynch"
    # a seat's own view carries the same labels
    assert [p.label for p in g.view("Cid", lang="de").polls] == ["Lynchung", "Wahl"]


def test_discords_tally_names_the_poll_in_the_readers_language() -> None:
    from werewolves.discord.prompts import tally_text

    poll = {"name": "lynch", "office": None, "totals": {"Dan": 1}, "votes": {"Cid": "Dan"}}
    assert tally_text(poll, "de").startswith("**Lynchung**: Dan 1.")
    assert tally_text(poll).startswith("**Lynch**: Dan 1.")
    election = {**poll, "name": "election", "office": "Mayor"}
    assert tally_text(election, "de").startswith("**Bürgermeisteramt**")


def test_the_terminal_says_in_a_channel_named_in_german_and_shows_german_polls() -> None:
    import contextlib
    import io

    from rich.console import Console

    from werewolves.tui import LeaveGame, TerminalGame

    g = new_game()
    g.advance_to(2)
    assert g.submit("Cid", "vote Dan") and g.submit("Cid", "elect Eve")
    lines = iter(["say Rudel: Cid ist harmlos"])

    def ask(_prompt: str) -> str:
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    out = io.StringIO()
    tg = TerminalGame(g, Console(file=out, width=120, color_system=None), 0, human="Ann",
                      ask=ask, lang="de")
    with contextlib.suppress(EOFError, LeaveGame):
        tg.human_turn()
    wolves = {c.name: [m.text for m in c.messages] for c in g.view("Bob").channels}
    assert wolves["wolfpack"] == ["[wolfpack] Ann: Cid ist harmlos"]
    board = tg.poll_summary()
    assert board is not None and "Wahl für Bürgermeisteramt" in board.plain, board.plain
    assert "Mayor" not in board.plain
