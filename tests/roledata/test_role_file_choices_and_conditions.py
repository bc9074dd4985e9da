"""Role files grow (issue 39 item 4's vocabulary): conditions on the player chosen, choices
among named options, emits; each shown in a seeded game, and each as the WWRF import writes it
from a page written here from the guides' grammar (never the snapshot's)."""

from __future__ import annotations

import yaml

from werewolves.game import Game, Refusal, Setup
from werewolves.roledata.load import load_texts
from werewolves.roledata.translate import translate_page

DRIFTER = """name: Drifter
team: unaligned
summary: Belongs to no side.
"""


def _to_night_1(game: Game) -> None:
    while game.phase != "Night 1":
        game.advance()


PROWLER_PAGE = """**Prowler** | Werewolf Killing
__Formalized__
End Night:
  • @Selection->Alignment is `Townsfolk`[alignment]: Attack @Selection
  • @Selection->Attr(Wolfish) exists: True Kill @Self
  • Otherwise: `Failure`
"""


def _prowled(role: str) -> Game:
    t = translate_page(PROWLER_PAGE)
    rules = load_texts([("prowler.yaml", yaml.safe_dump(t.role)), ("drifter.yaml", DRIFTER)])
    game = Game.new(Setup([("Ann", "Prowler"), ("Bob", role), ("Cid", "Wolf"),
                           ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]), 6,
                    rules=rules)
    _to_night_1(game)
    verb = t.role["abilities"][0]["verb"]
    assert not isinstance(game.submit("Ann", f"{verb} Bob"), Refusal)
    game.advance()
    return game


def test_issue_39_item_4_a_wolfish_condition_imports_as_the_cases_wolfish_names() -> None:
    """The guide's Wolfish (a werewolf role or side, a lycan, a pack member) is the three
    cases of ours a CaseAttack's line reads: the Prowler's attack on a wolf kills it
    instead; a townsperson is attacked; anyone else is spared."""
    t = translate_page(PROWLER_PAGE)
    assert t.untranslated == ()
    (ab,) = t.role["abilities"]
    case = ab["effect"]["CaseAttack"]
    assert case["hit"] == [{"side": "town"}]
    assert case["backfire_on"] == [{"lycan": True}, {"side": "wolves"}, {"group": "wolfpack"}]
    on_wolf = _prowled("Wolf")
    assert on_wolf.player("Bob").alive and not on_wolf.player("Ann").alive
    on_town = _prowled("Citizen")
    assert not on_town.player("Bob").alive and on_town.player("Ann").alive
    on_drifter = _prowled("Drifter")
    assert on_drifter.player("Bob").alive and on_drifter.player("Ann").alive
