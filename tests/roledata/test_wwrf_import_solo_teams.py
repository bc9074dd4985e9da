"""The WWRF import of a solo page's team (issue 39 item 4): the team its kind names, past the
book's tags after a bar, and a team piece's ``Win Condition`` when it states that team's goal
as the engine knows it (Formalization Guide, Teams: ``Win Condition: <Target List>``). Pages
written here from the guides' grammar (never the snapshot's)."""

from __future__ import annotations

import yaml

from werewolves.roledata.load import load_texts
from werewolves.roledata.translate import translate_page

EMBER = """**Ember Moth** | Solo Killing - Pyro Team | Limited
__Formalized__
Inherit: `Cinders`
End Night: Attack @Selection
"""


def _cinders(condition: str) -> dict[str, str]:
    return {"Cinders": f"**Cinders** | Ability Set\n__Formalized__\nWin Condition: {condition}\n"}


def test_issue_39_item_4_a_solo_kind_with_tags_after_a_bar_names_its_team() -> None:
    """`Solo Killing - Pyro Team | Limited`: the tag after the bar says where it is dealt; the
    team is the pyro team's, and the role file loads on it."""
    t = translate_page(EMBER.replace("Inherit: `Cinders`\n", ""))
    assert t.untranslated == ()
    assert t.role["team"] == "pyro"
    load_texts([("ember.yaml", yaml.safe_dump(t.role))])


def test_issue_39_item_4_a_win_condition_of_its_own_team_and_the_unaligned_is_its_goal() -> None:
    """`@(Alignment:Pyro), @(Class:Unaligned)` (either order): every living player a pyro or
    unaligned, the goal our pyro team has: nothing left to translate."""
    for cond in ("@(Alignment:Pyro), @(Class:Unaligned)", "@(Class:Unaligned), @(Align:Pyro)"):
        t = translate_page(EMBER, _cinders(cond))
        assert t.untranslated == (), cond
        assert t.role["team"] == "pyro"


def test_issue_39_item_4_a_win_condition_of_others_is_listed() -> None:
    """Another team's alignment, an attribute's holders, a third target: no goal of ours."""
    for cond in ("@(Alignment:Plague), @(Class:Unaligned)", "@(Attr:Ashen), @(Class:Unaligned)",
                 "@(Alignment:Pyro), @(Class:Unaligned), @(Attr:Ashen)",
                 "@(Alignment:Pyro)"):
        t = translate_page(EMBER, _cinders(cond))
        assert [u.construct for u in t.untranslated] == ["Win Condition"], cond
