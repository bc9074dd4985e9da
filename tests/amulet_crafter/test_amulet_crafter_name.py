"""Ruling RM400: the role book's Amulet Crafter (limited/amulet crafter) is the seeds' Amulet
Holder renamed: the name is accepted everywhere a role is named, and the seeds' rules stand."""

from __future__ import annotations

from role_game_steps import _do, _game
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.game import find_role

PLAYERS = [("Amy", "Amulet Crafter"), ("Wes", "Wolf"), ("Ann", "Citizen"), ("Bob", "Citizen"),
           ("Cyd", "Citizen"), ("Dan", "Citizen")]


def test_rm400_amulet_crafter_is_the_amulet_holder_in_a_setup() -> None:
    g = _game(PLAYERS)
    assert g.player("Amy").role == "Amulet Holder"
    card = find_role("amulet crafter")
    assert card is not None and card.name == "Amulet Holder" and card.limited
    assert "Amulet Crafter" in card.aliases


def test_rm400_werewolves_info_reads_the_other_name() -> None:
    out = CliRunner().invoke(app, ["info", "Amulet Crafter"], env={"COLUMNS": "120"})
    assert out.exit_code == 0, out.output
    assert "Amulet Holder" in out.output and "Also called" in out.output
    assert "Amulet Crafter" in out.output


def test_rm400_the_seeds_rules_stand_for_the_amulet_crafter() -> None:
    # S2.1 / S2.5: the crafter holds the amulet, passes it on Day 0; a wolf attack on the holder
    # fails (S2.2), and the crafter's shatter (S2.8) attacks the holder, as for the Amulet Holder
    g = _game(PLAYERS)
    _do(g, "Amy pass Ann")
    g.advance()  # Night 1: Ann holds it
    _do(g, "Wes attack Ann")
    g.advance()
    assert g.player("Ann").alive
    _do(g, "Amy shatter")
    g.advance()
    assert not g.player("Ann").alive


def test_the_roles_list_always_shows_whether_a_role_is_limited() -> None:
    out = CliRunner().invoke(app, ["roles"], env={"COLUMNS": "200"})
    assert out.exit_code == 0, out.output
    assert "Limited" in out.output
    lines = [ln for ln in out.output.splitlines() if "Cult Acolyte" in ln or "Juror " in ln]
    assert lines and all("limited" in ln for ln in lines)
    wolf = next(ln for ln in out.output.splitlines() if ln.strip("│ ").startswith("Wolf "))
    assert "limited" not in wolf
