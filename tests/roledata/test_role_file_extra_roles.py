"""Extra roles in role files (issue 39: what the WWRF import makes of an `Extra` page, of
`Grant` and of `Revoke`): a file with `extra` makes an extra role, never dealt, held beside
one's own role; another file's Grant hands it out in play and Revoke takes it back."""

from __future__ import annotations

from pathlib import Path

import jsonschema
import pytest
import yaml
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import (
    RoleFileError,
    check_text,
    extra_status,
    load_texts,
    role_schema,
)

SWEETHEART = """\
name: Sweetheart
extra: a Matchmaker hands it out by night.
summary: Held beside your own role; you look like a Wolf to those who look hard.
disguise: {as: Wolf, strength: strong}
"""

MATCHMAKER = """\
name: Matchmaker
team: town
summary: By night she makes a player her Sweetheart, or takes it back.
abilities:
  - verb: match
    phase: night
    timing: immediate
    targets: {count: 1}
    effect:
      Grant: {role: Sweetheart}
  - verb: unmatch
    phase: night
    timing: immediate
    targets: {count: 1}
    effect:
      Revoke: {role: Sweetheart}
"""

SEATS = [("Ann", "Wolf"), ("Bob", "Matchmaker"), ("Cid", "Citizen"), ("Dan", "Citizen"),
         ("Eve", "Citizen")]


def _game() -> Game:
    rules = load_texts([("m.yaml", MATCHMAKER), ("s.yaml", SWEETHEART)])
    game = Game.new(Setup(SEATS), 1, rules=rules)
    while game.phase != "Night 1":
        game.advance()
    return game


def test_a_grant_hands_out_the_extra_role_beside_the_dealt_one() -> None:
    """lover.10 / RM460: the Grant gives Cid the extra role's status (his own role kept), an
    `extra_granted` event with the Matchmaker's rule, his disguise (its starting rule) and a
    message saying he holds it."""
    game = _game()
    got = game.submit("Bob", "match Cid")
    assert not isinstance(got, Refusal), got
    cid = game.player("Cid")
    assert cid.role == "Citizen"
    assert cid.has(extra_status("Sweetheart"))
    granted = [e for e in game.events if e.kind == "extra_granted"]
    assert [(e.actor, e.targets, e.rule, e.data["role"]) for e in granted] == [
        ("Bob", ["Cid"], "custom: Matchmaker", "Sweetheart")]
    disguise = cid.get("disguise")
    assert disguise is not None and disguise.data["role"] == "Wolf"
    said = [m.text for m in game.events_for("Cid")]
    assert any("You now hold the extra role Sweetheart" in t for t in said)


def test_a_revoke_takes_the_extra_role_back_from_its_holder_only() -> None:
    """lover.10: Revoke ends the holding (an `extra_revoked` event, the holder told); aimed at
    one who does not hold it, it does nothing."""
    game = _game()
    game.submit("Bob", "match Cid")
    game.advance()
    while game.phase != "Night 2":
        game.advance()
    got = game.submit("Bob", "unmatch Cid")
    assert not isinstance(got, Refusal), got
    assert not game.player("Cid").has(extra_status("Sweetheart"))
    revoked = [e for e in game.events if e.kind == "extra_revoked"]
    assert [e.targets for e in revoked] == [["Cid"]]


def test_an_extra_role_is_never_dealt() -> None:
    """lover.10 / RM460: a setup that deals the extra role is refused, saying who hands it
    out."""
    rules = load_texts([("m.yaml", MATCHMAKER), ("s.yaml", SWEETHEART)])
    with pytest.raises(Exception, match="a Matchmaker hands it out"):
        Game.new(Setup([*SEATS[:4], ("Eve", "Sweetheart")]), 1, rules=rules)


def test_a_grant_must_name_an_extra_role_of_the_files() -> None:
    """`role check`: a Grant naming no extra role the files make is a problem with its line;
    alone, the Matchmaker's file says so, and loaded with the Sweetheart's it loads."""
    problems = check_text(MATCHMAKER)
    assert [p.line for p in problems] == [10, 16]
    assert "no role file given with it makes" in problems[0].sentence
    with pytest.raises(RoleFileError):
        load_texts([("m.yaml", MATCHMAKER)])


def test_an_extra_role_has_no_team_nor_groups() -> None:
    """lover.10: its holder keeps their own team; a file that gives an extra role a team or
    groups is told so (its abilities are its own: test_extra_role_abilities.py)."""
    bad = SWEETHEART + "team: town\ngroups: [bakers]\n"
    sentences = [p.sentence for p in check_text(bad)]
    assert any("an extra role has no 'team'" in s for s in sentences)
    assert any("an extra role has no 'groups'" in s for s in sentences)


def test_the_schema_takes_an_extra_role_without_a_team_and_refuses_one_with() -> None:
    """The schema: a file with `extra` needs no team and may have none; one without needs
    a team."""
    schema = role_schema()
    jsonschema.validate(yaml.safe_load(SWEETHEART), schema)
    jsonschema.validate(yaml.safe_load(MATCHMAKER), schema)
    for bad in (SWEETHEART + "team: town\n", MATCHMAKER.replace("team: town\n", "")):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(yaml.safe_load(bad), schema)


def test_role_show_prints_an_extra_roles_card(tmp_path: Path) -> None:
    """`werewolves role show` prints an extra role's card (how it is handed out among it),
    as it does a dealt role's."""
    path = tmp_path / "s.yaml"
    path.write_text(SWEETHEART, encoding="utf-8")
    got = CliRunner().invoke(app, ["role", "show", str(path)])
    assert got.exit_code == 0, got.output
    assert "Sweetheart" in got.output
