"""Role files grow (issue 39 item 4's vocabulary): a role of no team (``team: unaligned``), a
remembered target, a role dealt once at most; each shown in a seeded game, and each as the WWRF
import writes it from a page written here from the guides' grammar (never the snapshot's)."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import check_text, load_texts
from werewolves.roledata.translate import translate_page

DRIFTER = """name: Drifter
team: unaligned
summary: Belongs to no side.
"""


def _to_night_1(game: Game) -> None:
    while game.phase != "Night 1":
        game.advance()


def test_r34_an_unaligned_role_file_stops_no_teams_win() -> None:
    """rule-alignments-unaligned.7: the wolves win with the unaligned Drifter still alive; a
    Citizen in the Drifter's seat keeps the game going."""
    rules = load_texts([("drifter.yaml", DRIFTER)])
    for role, over in (("Drifter", True), ("Citizen", False)):
        game = Game.new(Setup([("Ann", "Wolf"), ("Bob", role), ("Cid", "Citizen")]), 3,
                        rules=rules)
        _to_night_1(game)
        got = game.submit("Ann", "attack Cid")
        assert not isinstance(got, Refusal), got
        game.advance()
        assert game.player("Bob").alive
        assert game.over is over
        if over:
            assert game.outcome is not None and game.outcome.team == "wolves"
            # rule-alignments-unaligned.5: an unaligned player wins only by ascending
            assert "Bob" not in game.outcome.winners


def test_r34_a_team_no_rule_knows_is_still_reported() -> None:
    problems = check_text(DRIFTER.replace("unaligned", "drifters"))
    assert any("no team can reach the win condition" in p.sentence
               and "unaligned" in p.sentence for p in problems)


def test_issue_39_item_4_an_unaligned_page_imports_as_the_engines_unaligned() -> None:
    page = "**Wanderer** | Unaligned Miscellaneous\n__Formalized__\nNo Abilities\n"
    t = translate_page(page)
    assert t.untranslated == ()
    assert t.role["team"] == "unaligned"
    rules = load_texts([("wanderer.yaml", yaml.safe_dump(t.role))])
    role = rules.role("Wanderer")
    assert role is not None and role.team == "unaligned"
