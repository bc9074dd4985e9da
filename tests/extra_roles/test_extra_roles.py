"""The extra roles (RM460): the Lover, the Test Subject, the Fletcher's Customer and the Amulet of
Protection are cards to read, held on top of a dealt role and never dealt.

Ids: RM460 (docs/rulings-made.md), lover.10 (an extra role is gained on top of the original
role), S2.1 (the amulet's first holder).
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.game import Game, Setup, SetupError, extra_roles, find_role, role_book
from werewolves.sim.setups import RolesError, make_setup

EXTRAS = ("Amulet of Protection", "Fletcher's Customer", "Lover", "Test Subject")
# the extra role → the role whose rules hand it out (its card must say so)
BY = {
    "Amulet of Protection": "Amulet Holder",
    "Fletcher's Customer": "Fletcher",
    "Lover": "Cupid",
    "Test Subject": "Mad Scientist",
}
FILLER = [("Ann", "Wolf"), ("Cid", "Citizen"), ("Dan", "Citizen"), ("Eve", "Citizen")]


def test_rm460_every_extra_role_of_the_book_has_a_card_and_none_is_in_the_role_book() -> None:
    cards = {c.name: c for c in extra_roles()}
    assert tuple(sorted(cards)) == EXTRAS
    dealt = {c.name for c in role_book()}
    for name, card in cards.items():
        assert card.extra and card.handed_out and BY[name] in card.handed_out
        assert card.status, name  # the status its holder's own view shows
        assert card.summary and card.description and card.group == "Extra Miscellaneous"
        assert name not in dealt
        assert find_role(name.lower()) == card
        assert card.to_json()["handed_out"] == card.handed_out
    # a dealt role's card has no such keys
    assert "handed_out" not in find_role("Wolf").to_json()  # type: ignore[union-attr]


@pytest.mark.parametrize("name", EXTRAS)
def test_rm460_lover_10_a_setup_dealing_an_extra_role_is_refused_with_who_hands_it_out(
    name: str,
) -> None:
    with pytest.raises(SetupError) as err:
        Game.new(Setup([*FILLER, ("Bob", name.upper())]), seed=1)
    text = str(err.value)
    assert f"'{name}' (for Bob) is an extra role" in text and BY[name] in text
    assert err.value.key == "setup.extra_role"
    # the simulator's role lists say the same
    with pytest.raises(RolesError, match="extra role, never dealt"):
        make_setup(5, 1, roles_text=f"Wolf, Citizen, Citizen, Citizen, {name}")


def test_rm460_the_holders_status_is_the_extra_roles_card_status() -> None:
    """What a player's view shows (the status) leads to the card: the Amulet Holder's first
    holder (S2.1) carries the Amulet of Protection's status."""
    g = Game.new(Setup([*FILLER, ("Bob", "Amulet Holder")]), seed=1)
    held = {s.name for s in g.view("Bob").statuses}
    card = find_role("Amulet of Protection")
    assert card is not None and card.status in held


def test_rm460_roles_lists_the_extra_roles_apart_and_info_shows_each() -> None:
    runner = CliRunner()
    out = runner.invoke(app, ["roles"], env={"COLUMNS": "200"}).output
    extras_at = out.index("Extra roles")
    for name in EXTRAS:
        assert out.index(name, extras_at) > extras_at
    for name in EXTRAS:
        r = runner.invoke(app, ["info", name], env={"COLUMNS": "200"})
        assert r.exit_code == 0, r.output
        assert "An extra role, held on top of a player's role; never dealt." in r.output
        assert BY[name] in r.output and "Team:" not in r.output
