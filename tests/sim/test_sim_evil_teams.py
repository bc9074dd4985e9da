"""The bots' notion of the town's enemies is derived from the role book (issue 23 integration,
ruling RM454): every team a role plays for but the town's and the unaligned is against the
town, so the solo teams of issue 23 (the pyros, the White Wolves, hell, the coven, the flock)
count with no list to keep; and each such team's channel named after it is a team channel."""

from __future__ import annotations

from werewolves.sim.book import evil_teams, role_cards, team_channels


def test_white_werewolf_2_devil_b4_pyromancer_b1_every_solo_team_is_against_the_town() -> None:
    teams = {card.team for card in role_cards().values() if not card.office}
    new = {"pyro", "white wolves", "hell", "coven", "flock"}
    assert new <= teams  # the families are installed
    assert new | {"wolves", "horsemen", "plague", "underworld", "flute"} <= evil_teams()
    assert not evil_teams() & {"town", "unaligned"}
    # every team of the book is either the town's enemy or not a team against it
    assert teams == evil_teams() | ({"town", "unaligned"} & teams)


def test_devil_b4_hell_s_channel_is_a_team_channel_and_the_pack_s_stays_one() -> None:
    channels = team_channels()
    assert channels["wolfpack"] == "wolves"
    assert channels["hell"] == "hell" and channels["horsemen"] == "horsemen"
    assert "town square" not in channels
