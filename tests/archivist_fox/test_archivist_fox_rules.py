"""The Archivist Fox (role book 2023: werewolves/investigative/archivist fox), one test per
sentence of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

Other ids: R6 (seeded draws), R7 (the checks on an action), R17 (blocks).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.testing import engine_of, state_of

TI, WM, TM = "Townsfolk Investigative", "Werewolf Miscellaneous", "Townsfolk Miscellaneous"
PLAYERS = [("Ari", "Archivist Fox"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Fay", "Fortune Teller"),
           ("Aur", "Aura Teller"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Gus", "Citizen")]
PACK_NEWS = "An Archivist Fox has archived this role of the role list"


def _found(told: list[str]) -> list[str]:
    return [m.rsplit(": ", 1)[1].rstrip(".") for m in told if "you archived this role" in m]


def _pack_heard(g: Game) -> list[str]:
    return [m for m in g.private_messages("Wes") if "Archivist Fox" in m]


def test_archivist_fox_1_a_role_of_each_of_two_different_groups() -> None:
    g = _game(PLAYERS)
    told = _do(g, f"Ari archive {TI} {WM}").told
    found = _found(told)
    assert len(found) == 2
    assert found[0] in ("Fortune Teller", "Aura Teller") and found[1] == "Wolf"
    # two different groups, named in any case; once a day (R7)
    g2 = _game(PLAYERS)
    assert "different" in _refused(g2, f"Ari archive {TI} {TI}").message
    assert len(_found(_do(g2, "Ari archive townsfolk investigative WEREWOLF MISCELLANEOUS").told))
    assert "already used" in _refused(g2, f"Ari archive {TI} {TM}").message
    g2.advance()
    assert "during the day" in _refused(g2, f"Ari archive {TI} {TM}").message


def test_archivist_fox_1_a_group_that_is_no_group_is_refused_with_the_groups() -> None:
    g = _game(PLAYERS)
    msg = _refused(g, f"Ari archive Townsfolk Wizards {WM}").message
    assert "'Townsfolk Wizards Werewolf Miscellaneous' is not a role book group" in msg
    assert TI in msg and WM in msg
    assert "names a role book group" in _refused(g, f"Ari archive {TI}").message


def test_archivist_fox_2_the_reported_role_is_told_to_the_pack_at_nightfall() -> None:
    g = _game(PLAYERS)
    found = _found(_do(g, f"Ari archive {TI} {WM}").told)
    assert "Wolf" in found
    # only one of the roles found today can be reported
    assert "not a role learned" in _refused(g, "Ari report Citizen").message
    _do(g, "Ari report Wolf")
    assert not _pack_heard(g)
    g.advance()
    assert _pack_heard(g) == [f"{PACK_NEWS}: Wolf."]
    # the pack is not told who the fox is
    assert "Ari" not in _pack_heard(g)[0]


def test_archivist_fox_2_no_report_the_pack_hears_one_of_them_drawn() -> None:
    g = _game(PLAYERS)
    found = _found(_do(g, f"Ari archive {TI} {WM}").told)
    g.advance()
    (heard,) = _pack_heard(g)
    assert heard.rsplit(": ", 1)[1].rstrip(".") in found
    assert [e for e in g.events if e.kind == "random_draw" and "told" in str(e.data)]


def test_archivist_fox_2_a_fox_that_dies_by_day_tells_the_pack_nothing() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    _do(g, f"Ari archive {TI} {WM}")
    for v in ("Fay", "Aur", "Dee", "Eve", "Gus"):
        _do(g, f"{v} vote Ari")
    g.advance()
    assert not engine_of(g).player("Ari").alive and not _pack_heard(g)


def test_archivist_fox_2_report_needs_an_archive_today() -> None:
    g = _game(PLAYERS)
    assert "archived no role today" in _refused(g, "Ari report Wolf").message
    _do(g, f"Ari archive {TI} {WM}")
    g.advance()
    g.advance()
    assert "archived no role today" in _refused(g, "Ari report Wolf").message


def test_archivist_fox_3_each_entry_once_never_its_own() -> None:
    # two Wolves on the list: each seen once; the fox's own entry never
    g = _game(PLAYERS)
    seen: list[str] = []
    for _ in range(3):
        seen += _found(_do(g, f"Ari archive {WM} {TI}").told)
        g.advance()
        g.advance()
    assert sorted(seen) == ["Aura Teller", "Fortune Teller", "Wolf", "Wolf"]
    g2 = _game(PLAYERS)
    told = _do(g2, "Ari archive Werewolf Investigative Townsfolk Power").told
    assert not _found(told)  # the only Werewolf Investigative entry is the fox's own


def test_archivist_fox_4_an_empty_group_is_told_and_two_tell_the_pack() -> None:
    g = _game(PLAYERS)
    told = _do(g, f"Ari archive Werewolf Investigative {WM}").told
    assert "Werewolf Investigative has no role left on the role list for you to archive." in told
    assert _found(told)
    g.advance()
    assert _pack_heard(g)[0].startswith(PACK_NEWS)
    g.advance()
    _do(g, "Ari archive Werewolf Investigative Townsfolk Power")
    assert "archived no role today" in _refused(g, "Ari report Wolf").message
    g.advance()
    assert _pack_heard(g)[-1] == (
        "An Archivist Fox looked in two groups of the role list today and found nothing left."
    )


def test_archivist_fox_5_disguises_do_not_change_what_it_archives() -> None:
    # the Sneaking Wolf's Citizen disguise, a Tanner's tans: the list is read as dealt
    g = _game([("Ari", "Archivist Fox"), ("Sam", "Sneaking Wolf"), ("Tan", "Tanner"),
               ("Dee", "Citizen"), ("Eve", "Citizen"), ("Gus", "Citizen")])
    _do(g, "Tan tan Sam Citizen")
    assert _found(_do(g, f"Ari archive {WM} Werewolf Power").told) == ["Sneaking Wolf", "Tanner"]
    # it reaches nobody: no visit, nothing to redirect or obstruct
    assert not [v for v in state_of(g).visits if v.actor == "Ari"]


def test_archivist_fox_6_not_a_lycan_not_in_the_pack() -> None:
    g = _game(PLAYERS)
    role = engine_of(g).role_of(engine_of(g).player("Ari"))
    assert role.team == "wolves" and not role.lycan and not role.groups
    pack = engine_of(g).group("wolfpack")
    assert pack is not None and "Ari" not in pack.members


def test_archivist_fox_7_archivist_fox_b2_archive_and_join_are_immediate_and_exclusive() -> None:
    g = _game(PLAYERS)
    assert _found(_do(g, f"Ari archive {TI} {WM}").told)  # told at once
    assert "already used your power today" in _refused(g, "Ari defect").message
    g.advance()
    g.advance()
    _do(g, "Ari defect")
    assert engine_of(g).player("Ari").role == "Wolf"
    assert "no role or office" in _refused(g, f"Ari archive {TI} {WM}").message


def test_archivist_fox_b1_the_legal_actions_offer_the_groups_and_the_roles_found() -> None:
    g = _game(PLAYERS)
    by_verb = {la.verb: la for la in g.legal_actions("Ari")}
    assert by_verb["archive"].picks == 2 and TI in by_verb["archive"].options
    assert "report" not in by_verb and "defect" in by_verb
    found = _found(_do(g, f"Ari archive {TI} {WM}").told)
    by_verb = {la.verb: la for la in g.legal_actions("Ari")}
    assert set(by_verb["report"].options) == set(found)
    assert by_verb["report"].usage() == "report LEARNED"
    assert "defect" not in by_verb  # not on a day the power was used
