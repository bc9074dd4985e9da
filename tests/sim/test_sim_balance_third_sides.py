"""``werewolves balance`` with third sides (issue 23 item 6): teams are printed by the names the
role book gives them, a favoured solo team is also weakened (not only the town strengthened),
and a list without a Citizen is offered the plain swaps first, an unaligned role last."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.sim.balance import candidate_swaps
from werewolves.sim.book import team_of_role
from werewolves.sim.report import team_label
from werewolves.sim.setups import parse_roles

C8 = tuple(
    parse_roles(
        "2xWolf, Shepherd, Herding Dog, Plague Bearer, Plague Carrier, Flute Charmer, "
        "Fortune Teller",
        8,
    )
)
# the balance page's list A at 16 players: no Citizen, the town favoured
A16 = tuple(
    parse_roles(
        "3xWolf, Alpha Wolf, Cupid, Hag, Vicious Hag, Prophetic Hag, Fortune Teller, Detective, "
        "Dog, Cat, Despot, Riding Hood, Psychopath, Huntress",
        16,
    )
)
# list A at 12 players: no Citizen, the wolves favoured
A12 = tuple(
    parse_roles(
        "2xWolf, Alpha Wolf, Cupid, Hag, Fortune Teller, Detective, Dog, Cat, Despot, Riding Hood, "
        "Psychopath",
        12,
    )
)


def test_teams_are_named_as_the_role_book_names_them() -> None:
    assert team_label("flock") == "Flock"
    assert team_label("white wolves") == "White Wolves"
    assert team_label("pyro") == "Pyros"
    assert team_label("coven") == "Bitter Hags"
    assert team_label("town") == "Townsfolk"
    assert team_label("couple") == "Couple"  # a side no role is dealt into


def test_a_favoured_solo_team_is_weakened_first() -> None:
    swaps = candidate_swaps(C8, town_favoured=False, favoured="flock")
    flock = [s for s in swaps if team_of_role(s[0]) == "flock"]
    assert flock and swaps[: len(flock)] == flock  # its members taken out first …
    assert swaps[0] == ("Herding Dog", "Citizen")  # … for a Citizen first
    assert all(team_of_role(b) not in ("flock", "unaligned") for _a, b in flock)
    # … and the town is still strengthened after
    assert ("Wolf", "Citizen") in swaps[len(flock) :] or any(
        team_of_role(a) != "flock" for a, _b in swaps[len(flock) :]
    )
    # the balance page's list C at 12 players: four candidates measured were all an unaligned
    # Cautious Hag made a town role; the flock's own members now come first
    c12 = tuple(
        parse_roles(
            "Wolf, Corrupt Wolf, Greater Coyote, Shepherd, Herding Dog, Plague Bearer, "
            "Plague Carrier, Flute Charmer, Rogue Wolf, Cautious Hag, Fortune Teller, Citizen",
            12,
        )
    )
    first = candidate_swaps(c12, town_favoured=False, favoured="flock")[:4]
    assert all(team_of_role(a) == "flock" for a, _b in first), first


def test_no_citizen_the_plain_swaps_come_before_an_unaligned_role() -> None:
    # town favoured with no Citizen to turn: a town power role becomes a Citizen first
    swaps = candidate_swaps(A16, town_favoured=True, favoured="town")
    assert swaps[:2] == [("Fortune Teller", "Citizen"), ("Huntress", "Citizen")]
    # wolves favoured with no Citizen: a wolf becomes a Citizen, never an unaligned role, first
    swaps = candidate_swaps(A12, town_favoured=False, favoured="wolves")
    loose = [
        i for i, (a, b) in enumerate(swaps) if "unaligned" in (team_of_role(a), team_of_role(b))
    ]
    plain = [
        i for i, (a, b) in enumerate(swaps) if "unaligned" not in (team_of_role(a), team_of_role(b))
    ]
    assert swaps[0][1] == "Citizen" and loose and plain and max(plain) < min(loose)


def test_balance_command_names_a_solo_team_and_tries_weakening_it(tmp_path: Path) -> None:
    out = tmp_path / "b.json"
    result = CliRunner().invoke(
        app,
        [
            "balance",
            "--players",
            "6",
            "--roles",
            "Wolf, Shepherd, Herding Dog, Fortune Teller, 2xCitizen",
            "--games",
            "60",
            "--candidate-games",
            "30",
            "--candidates",
            "2",
            "--seed",
            "1",
            "--json",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "Flock are favoured" in text, text
    assert not re.search(r"\bflock are favoured", text)
    data = json.loads(out.read_text())
    assert data["favoured"] == "flock"
    outs = {c["swap"]["out"] for c in data["candidates"]}
    assert outs & {"Shepherd", "Herding Dog"}, outs


def test_town_against_one_side_with_a_citizen_keeps_the_smallest_steps_first() -> None:
    # two teams and a Citizen to turn: the wolves favoured are weakened by the smallest steps
    # (a Citizen made a power role, a Wolf made a Citizen), never first by a Wolf made a power
    # role, which is two steps at once
    roles = tuple(parse_roles("3xWolf, Fortune Teller", 10))
    swaps = candidate_swaps(roles, town_favoured=False, favoured="wolves")
    first = swaps[0]
    assert first[0] == "Citizen", swaps[:5]
    assert swaps.index(("Wolf", "Citizen")) < min(
        i for i, (a, b) in enumerate(swaps) if a == "Wolf" and b != "Citizen"
    )
