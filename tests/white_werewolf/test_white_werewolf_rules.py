"""The White Werewolf (role book 2023: other/white wolves/white werewolf), one test per sentence
of its card, each named by the sentence's id in shared/spec/rolebook-sentences.md.

white-werewolf.b1 repeats white-werewolf.2 (docs/rules.md marks it informative). Rulings:
R45 ("WG" is the Werewolf Group: the plain Wolf counts), RM365, RM366, RM367.
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.game import Game
from werewolves.roles.base import is_wolfish, pack_members
from werewolves.testing import engine_of, state_of

TABLE = [("Wwa", "White Werewolf"), ("Wes", "Wolf"), ("Tra", "Tracking Wolf"),
         ("Trb", "Tracking Wolf"), ("Fot", "Fortune Teller"), ("Cal", "Citizen"),
         ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")]


def _alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def _told(g: Game, name: str) -> list[str]:
    return [m.text for m in g.view(name).messages]


def _night(g: Game, n: int) -> None:
    """Advance to Night ``n``."""
    while state_of(g).phase < 2 * n - 1:
        g.advance()


def test_white_werewolf_1_the_pack_sees_a_member_like_any_other() -> None:
    g = _game(TABLE)
    group = engine_of(g).group("wolfpack")
    assert group is not None and "Wwa" in group.members
    for wolf in ("Wes", "Tra"):
        msgs = g.view(wolf).messages
        assert any(m.key == "group.members" and "Wwa" in m.params["members"] for m in msgs)
        assert not any("White Werewolf" in m.text for m in msgs)


def test_white_werewolf_b1_white_werewolf_2_it_wins_alone_the_pack_must_die_too() -> None:
    g = _game([("Wwa", "White Werewolf"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    eng = engine_of(g)
    assert eng.team_of(eng.player("Wwa")) == "white wolves" != eng.team_of(eng.player("Wes"))
    _night(g, 1)
    _do(g, "Wes attack Cal")
    g.advance()
    assert g.outcome is None  # a wolf and the White Werewolf: no win for either
    _night(g, 2)
    _do(g, "Wwa devour Wes")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "white wolves"
    assert g.outcome.winners == ["Wwa"]


def test_white_werewolf_3_from_night_2_a_pack_member_every_other_night() -> None:
    g = _game(TABLE)
    _night(g, 1)
    _refused(g, "Wwa devour Wes")  # not on Night 1
    _night(g, 2)
    _refused(g, "Wwa devour Cal")  # only the pack
    _refused(g, "Wwa devour Wwa")
    _do(g, "Wwa devour Wes")
    g.advance()
    assert not _alive(g, "Wes")
    _night(g, 3)
    _refused(g, "Wwa devour Tra")  # rests the night after
    _night(g, 4)
    _do(g, "Wwa devour Tra")


def test_white_werewolf_4_a_night_without_an_attack_leaves_the_next_open() -> None:
    g = _game(TABLE)
    _night(g, 2)  # no attack on Night 2
    g.advance()
    _night(g, 3)
    _do(g, "Wwa devour Wes")


def test_white_werewolf_5_the_attack_happens_when_the_night_ends() -> None:
    g = _game(TABLE)
    _night(g, 2)
    _do(g, "Wwa devour Wes")
    assert _alive(g, "Wes")
    _do(g, "Wwa devour Tra")  # changeable until the night ends (R3)
    g.advance()
    assert _alive(g, "Wes") and not _alive(g, "Tra")
    attempt = next(e for e in g.events if e.rule == "white-werewolf.5" and e.kind == "kill_attempt")
    assert attempt.actor == "Wwa" and attempt.targets == ["Tra"]


def test_white_werewolf_6_only_wolves_and_it_left_the_game_goes_on() -> None:
    g = _game([("Wwa", "White Werewolf"), ("Wes", "Wolf"), ("Wen", "Wolf"), ("Cal", "Citizen")])
    _night(g, 1)
    _do(g, "Wes attack Cal")
    g.advance()
    assert not _alive(g, "Cal") and g.outcome is None
    _night(g, 2)
    _do(g, "Wwa devour Wes")
    g.advance()
    assert g.outcome is None  # one wolf is left
    _night(g, 3)
    _do(g, "Wen attack Wwa")  # the last wolf may kill it in turn
    g.advance()
    assert g.outcome is not None and g.outcome.team == "wolves"


def test_white_werewolf_7_white_werewolf_8_it_imitates_the_commonest_pack_role() -> None:
    g = _game(TABLE)
    assert any("You imitate the Tracking Wolf" in t for t in _told(g, "Wwa"))
    # white-werewolf.8: strongly disguised (a Fortune Teller sees it) and holding its ability
    _night(g, 1)
    _do(g, "Fot investigate Wwa")
    assert any("Wwa appears to be the Tracking Wolf" in t for t in _told(g, "Fot"))
    _do(g, "Wwa track Cal")


def test_white_werewolf_7_rm366_a_pack_of_plain_wolves_makes_it_a_plain_wolf() -> None:
    g = _game([("Wwa", "White Werewolf"), ("Wes", "Wolf"), ("Fot", "Fortune Teller"),
               ("Cal", "Citizen"), ("Dee", "Citizen")])
    _night(g, 1)
    _do(g, "Fot investigate Wwa")
    assert any("Wwa appears to be the Wolf" in t for t in _told(g, "Fot"))


def test_r45_white_werewolf_7_a_pack_of_two_wolves_and_an_alpha_makes_it_a_wolf() -> None:
    """R45: the plain Wolf is a non-WG role and counts: Wolf, Wolf and Alpha Wolf → the Wolf."""
    g = _game([("Wwa", "White Werewolf"), ("Wes", "Wolf"), ("Wen", "Wolf"), ("Alf", "Alpha Wolf"),
               ("Fot", "Fortune Teller"), ("Cal", "Citizen"), ("Dee", "Citizen"),
               ("Eve", "Citizen"), ("Fay", "Citizen"), ("Gus", "Citizen")])
    ev = next(e for e in g.events if e.kind == "imitated")
    assert ev.data["role"] == "Wolf"
    assert any("You imitate the Wolf" in t for t in _told(g, "Wwa"))
    assert not engine_of(g).player("Wwa").has("lent role")  # the Wolf lends nothing: no overwrite
    _night(g, 1)
    _refused(g, "Wwa overwrite Cal")
    _do(g, "Fot investigate Wwa")
    assert any("Wwa appears to be the Wolf" in t for t in _told(g, "Fot"))


def test_r45_white_werewolf_7_a_werewolf_group_role_does_not_count() -> None:
    """R45 / rule-ability-types-group-membership.7: a role in a second group on top of the pack
    (the Hellhound) is a WG role: two Hellhounds and a Wolf make the White Werewolf a Wolf."""
    g = _game([("Wwa", "White Werewolf"), ("Heh", "Hellhound"), ("Hei", "Hellhound"),
               ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"),
               ("Fay", "Citizen"), ("Gus", "Citizen"), ("Hal", "Citizen")])
    ev = next(e for e in g.events if e.kind == "imitated")
    assert ev.data["role"] == "Wolf"


def test_white_werewolf_9_a_tie_is_settled_by_a_draw() -> None:
    seen = set()
    for seed in range(8):
        g = _game([("Wwa", "White Werewolf"), ("Tra", "Tracking Wolf"), ("Psy", "Psychic Wolf"),
                   ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")], seed=seed)
        ev = next(e for e in g.events if e.kind == "imitated")
        seen.add(ev.data["role"])
        assert any(e.kind == "random_draw" and e.id < ev.id for e in g.events)
    assert seen == {"Tracking Wolf", "Psychic Wolf"}


def test_white_werewolf_10_a_change_of_role_ends_the_imitation() -> None:
    g = _game(TABLE)
    eng = engine_of(g)
    wwa = eng.player("Wwa")
    eng.change_role(wwa, "Citizen", causes=[], rule="R36")
    assert not wwa.has("disguise") and not wwa.has("lent role")
    _night(g, 1)
    _refused(g, "Wwa track Cal")
    _do(g, "Fot investigate Wwa")
    assert any("Wwa appears to be the Citizen" in t for t in _told(g, "Fot"))


def test_white_werewolf_11_a_lycan_in_the_pack_off_the_werewolf_team() -> None:
    g = _game(TABLE)
    eng = engine_of(g)
    wwa = eng.player("Wwa")
    assert eng.role_of(wwa).lycan and eng.team_of(wwa) != "wolves"
    assert wwa in pack_members(eng) and is_wolfish(eng, wwa)
    _night(g, 1)
    _do(g, "Wwa attack Cal")  # a vote in the pack's attack
