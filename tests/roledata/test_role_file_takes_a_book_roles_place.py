"""A role file's ``replaces: NAME``: its role takes a role of the book's place in a game, under
the book's name, and the book's role is not in that game (issue 39 items 3 and 5: a group that
plays today's book deals its own Citizen; the differential check deals an imported role in the
built-in's place). The host reads it in the log at the start, and a replay from the setup
alone tells it again."""

from __future__ import annotations

import json

import pytest

from werewolves.game import Game, Refusal, Setup, SetupError, custom_role_cards
from werewolves.roledata.load import RoleFileError, check_text, load_texts, role_schema

OUR_CITIZEN = """\
replaces: Citizen
team: town
summary: Our own Citizen, who may wave once a night.
abilities:
  - verb: wave
    phase: night
    timing: immediate
    targets: {count: 1}
    effect: {Notice: {}}
    target_told: "Someone waved at you."
"""

OUR_WOLF = """\
name: Wolf
replaces: wolf
team: wolves
pack: yes
lycan: yes
summary: Our own Wolf, a member of the pack.
"""

PLAYERS = [("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller"), ("Dan", "Citizen"),
           ("Eve", "Citizen")]


def _problems(text: str) -> list[str]:
    return [p.sentence for p in check_text(text)]


def _to(game: Game, phase: str) -> None:
    while game.phase != phase:
        game.advance()


def test_r37_a_role_file_takes_the_citizens_place_under_its_name() -> None:
    """A setup that deals the Citizen deals the file's role, named Citizen: its holder has the
    file's ability (the book's Citizen has none), its card is the file's, and a Fortune Teller
    learns the holder appears to be the Citizen."""
    rules = load_texts([("citizen.yaml", OUR_CITIZEN)])
    assert rules.role("Citizen").replaces == "Citizen"
    game = Game.new(Setup(list(PLAYERS)), 2, rules=rules)
    assert game.player("Bob").role == "Citizen"
    assert game.card("Citizen").summary == "Our own Citizen, who may wave once a night."
    _to(game, "Night 1")
    assert not isinstance(game.submit("Bob", "wave Dan"), Refusal)
    assert any("Someone waved at you." in m for m in game.messages("Dan"))
    assert not isinstance(game.submit("Cid", "investigate Bob"), Refusal)
    assert any("Bob appears to be the Citizen" in m for m in game.messages("Cid"))


def test_r37_no_game_has_both_a_book_role_and_the_role_in_its_place() -> None:
    """The book's Wolf is gone from the rules a replacing file builds: a Cursed Civilian whom
    the pack attacks becomes the file's Wolf (the only Wolf there is), and the role's aliases
    lead to the file's role too."""
    rules = load_texts([("wolf.yaml", OUR_WOLF)])
    wolves = [r for r in rules.roles.values() if r.name.lower() == "wolf"]
    assert len(wolves) == 1 and wolves[0].replaces == "Wolf"
    for alias in rules.role("Wolf").aliases:
        assert rules.role(alias) is wolves[0]
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Cursed Civilian"), ("Cid", "Citizen"),
                           ("Dan", "Citizen"), ("Eve", "Citizen")]), 1, rules=rules)
    _to(game, "Night 1")
    assert not isinstance(game.submit("Ann", "attack Bob"), Refusal)
    game.advance()
    assert game.player("Bob").alive and game.player("Bob").role == "Wolf"
    assert game._engine.role_of(game._engine.player("Bob")).replaces == "Wolf"


def test_r33_the_host_reads_each_replacement_before_the_deal_and_a_replay_tells_it_again(
) -> None:
    """The log's ``role_replaced`` event (the host's alone: R33, the players learn of the roles
    only what the role list says) comes before any role is dealt; the setup carries the file,
    so a replay from the setup and commands alone rebuilds the game event for event. A game of
    the book has no such event."""
    setup = Setup(list(PLAYERS), custom_roles=[("citizen.yaml", OUR_CITIZEN)])
    game = Game.new(setup, 4)
    (ev,) = [e for e in game.events if e.kind == "role_replaced"]
    assert ev.audience == "host" and ev.params == {"role": "Citizen"}
    first_deal = min(e.id for e in game.events if e.kind == "role_dealt")
    assert ev.id < first_deal
    _to(game, "Night 1")
    game.submit("Bob", "wave Dan")
    game.advance()
    saved = json.loads(json.dumps(game.to_json()))
    again = Game.replay(Setup.from_json(saved["setup"]), saved["seed"], saved["commands"])
    assert [e.to_json() for e in again.events] == [e.to_json() for e in game.events]
    book = Game.new(Setup(list(PLAYERS)), 4)
    assert not [e for e in book.events if e.kind == "role_replaced"]


def test_r37_the_builders_cards_list_a_replacement_among_the_files_roles() -> None:
    (card,) = custom_role_cards([("citizen.yaml", OUR_CITIZEN)])
    assert card.name == "Citizen" and "wave" in card.summary


@pytest.mark.parametrize(("text", "words"), [
    ("replaces: Nobody\nteam: town\nsummary: x\n", "'Nobody', which is no role of the book"),
    ("replaces: Guardian\nteam: town\nsummary: x\n", "the Guardian is an office"),
    ("name: Seer\nreplaces: Citizen\nteam: town\nsummary: x\n",
     "leave 'name' out or write Citizen, not 'Seer'"),
    ("replaces: [Citizen]\nteam: town\nsummary: x\n", "'replaces' is the name of a role"),
    ("name: Beacon\nextra: granted\nreplaces: Citizen\nsummary: x\n", "replaces"),
    ("name: Citizen\nteam: town\nsummary: x\n", "write 'replaces: 'Citizen''"),
])
def test_r37_a_replacement_the_book_cannot_take_is_a_problem_with_its_sentence(
    text: str, words: str,
) -> None:
    said = _problems(text)
    assert said and any(words in s for s in said), said


def test_r37_two_files_cannot_take_the_same_roles_place() -> None:
    """Two files replacing the Citizen would put two Citizens in one game: refused, naming the
    role."""
    other = OUR_CITIZEN.replace("Our own Citizen", "Another Citizen").replace("wave", "nod")
    with pytest.raises(RoleFileError) as got:
        load_texts([("a.yaml", OUR_CITIZEN), ("b.yaml", other)])
    assert any("Citizen" in p.sentence for p in got.value.problems)
    with pytest.raises(SetupError):
        Game.new(Setup(list(PLAYERS), custom_roles=[("a.yaml", OUR_CITIZEN),
                                                    ("b.yaml", other)]), 1)


def test_r37_the_schema_lets_a_replacement_leave_its_name_out() -> None:
    schema = role_schema()
    assert "replaces" in schema["properties"]
    assert {"required": ["replaces"]} in schema["anyOf"]
    assert "name" not in schema["required"]
