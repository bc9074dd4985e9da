"""The Infecting Wolf (role book 2023: werewolves/power/infecting wolf), one test per sentence of
its card, each named by the sentence's id in shared/spec/rolebook-sentences.md, and one per row
of its infection table (the card's edge cases, which have no ids: rulings RM84-RM86).

Other ids: R9 (the pack), R15-R17 (the visit, a block), R36 (a role change), baker.6,
butcher.4 (tests/baker, tests/butcher), rulings RM82 (the unchosen infection).
"""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.engine.changes import FIXED_ALIGNMENT
from werewolves.engine.rules import RoleDef, Ruleset
from werewolves.game import Game, Setup
from werewolves.roles import build_rules
from werewolves.roles.infecting_wolf import INFECTIONS, INFECTIONS_LEFT, infection_for
from werewolves.roles.underworld import LOYAL
from werewolves.testing import engine_of, state_of

PLAYERS = [("Iwo", "Infecting Wolf"), ("Wes", "Wolf"), ("Dan", "Citizen"), ("Eve", "Citizen"),
           ("Fay", "Citizen"), ("Gus", "Citizen"), ("Cal", "Fortune Teller")]


def _with(*roles: RoleDef) -> Ruleset:
    rules = build_rules()
    for r in roles:
        rules.add_role(r)
    return rules


def _spent(g: Game) -> bool:
    return g.player("Iwo").counters.get(INFECTIONS_LEFT) == 0


def test_infecting_wolf_b1_the_infecting_wolf_is_not_told_the_role_its_target_had() -> None:
    """infecting-wolf.b1: the target is converted; ruling RM88: the Infecting Wolf learns that
    the infection took, never the role it made, which would tell the target's former role
    (the done-when fuzz, seed 910142: 'Sue is infected: they are now the Cupid Wolf')."""
    g = Game.new(Setup([*PLAYERS[:-1], ("Tim", "Cupid")]), seed=0)
    g.advance()
    since = len(g.events)
    told = _do(g, "Iwo infect Tim").told
    assert g.player("Tim").role == "Cupid Wolf"
    assert "Tim is infected: your infection took hold." in told
    mine = [m for m in g.events_for("Iwo") if m.id >= since]
    assert not [m for m in mine if "Cupid" in m.text or "Cupid" in str(m.params)]


def test_infecting_wolf_b1_on_night_1_the_target_becomes_a_wolf_in_the_pack() -> None:
    g = _game(PLAYERS)
    assert "not" in _refused(g, "Iwo infect Dan").message.lower()  # Day 0: not yet
    g.advance()
    told = _do(g, "Iwo infect Dan").told
    dan = g.player("Dan")
    assert dan.role == "Wolf" and engine_of(g).team_of(dan) == "wolves"
    assert "wolfpack" in g.channels("Dan")
    assert any("You have been infected: you are now the Wolf" in m
               for m in g.private_messages("Dan"))
    assert any("Dan is infected: your infection took hold." in t for t in told)
    # the pack is told its new member
    assert any("The members of the wolfpack are: Iwo, Wes, Dan." in m
               for m in g.private_messages("Wes"))


def test_infecting_wolf_b1_only_on_night_1() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1
    _refused(g, "Iwo infect Dan")
    g.advance()  # Night 2: the unchosen infection was made on Night 1 (infecting-wolf.1)
    _refused(g, "Iwo infect Eve")
    # even with an infection somehow left, none is chosen after Night 1
    g.player("Iwo").counters[INFECTIONS_LEFT] = 1
    assert "only be chosen on Night 1" in _refused(g, "Iwo infect Eve").message


def test_infecting_wolf_1_with_no_choice_a_random_player_outside_the_pack_is_infected() -> None:
    turned: set[str] = set()
    for seed in range(8):
        g = _game(PLAYERS, seed=seed)
        g.advance()
        _do(g, "Wes attack Gus")
        g.advance()
        (draw,) = [e for e in g.events if e.kind == "random_draw" and "infection" in
                   str(e.data.get("purpose"))]
        # RM82: drawn among the living outside the pack, the Infecting Wolf aside
        assert sorted(draw.data["options"]) == ["Cal", "Dan", "Eve", "Fay", "Gus"]
        chosen = str(draw.data["choice"])
        assert g.player(chosen).role == "Wolf" and _spent(g)
        turned.add(chosen)
        # RM82: made before the night's end-of-night actions: the pack attack comes after it
        attack = next(e.id for e in g.events if e.kind == "kill_attempt")
        infected = next(e.id for e in g.events if e.kind == "role_changed")
        assert infected < attack
        # seeded: the same seed infects the same player
        again = _game(PLAYERS, seed=seed)
        again.advance()
        _do(again, "Wes attack Gus")
        again.advance()
        assert again.player(chosen).role == "Wolf"
    assert len(turned) > 1


def test_infecting_wolf_2_the_infection_is_used_once() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Iwo infect Dan")
    assert _spent(g)  # at once: the counter its holder sees is 0
    _refused(g, "Iwo infect Eve")
    g.advance()
    # no second, random infection at the end of the night
    assert [e.targets for e in g.events if e.kind == "role_changed"] == [["Dan"]]


def test_infecting_wolf_2_a_blocked_infection_is_spent_too() -> None:
    g = _game(PLAYERS)
    g.advance()
    engine_of(g).add_status(g.player("Iwo"), "blocked", source=0, until=g.phase_index)
    _do(g, "Iwo infect Dan")
    assert g.player("Dan").role == "Citizen"
    g.advance()
    assert not [e for e in g.events if e.kind == "role_changed"]
    assert _spent(g)


def test_infecting_wolf_3_the_infection_is_immediate() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Iwo infect Dan")
    # still Night 1: the new wolf votes with the pack tonight
    assert g.phase == "Night 1" and g.player("Dan").role == "Wolf"
    _do(g, "Dan attack Eve")


def test_an_infection_of_a_pack_member_fails_and_is_spent() -> None:
    # RM84: the book's first edge case
    g = _game(PLAYERS)
    g.advance()
    told = _do(g, "Iwo infect Wes").told
    assert any("Your infection of Wes failed: the power is spent." in t for t in told)
    assert g.player("Wes").role == "Wolf" and _spent(g)
    _refused(g, "Iwo infect Dan")
    g.advance()
    assert not [e for e in g.events if e.kind == "role_changed"]


def test_an_infection_of_the_werewolf_team_outside_the_pack_fails() -> None:
    # RM84: a werewolf-team member who is not in the pack (a recruit)
    g = _game(PLAYERS)
    engine_of(g).change_team(g.player("Dan"), "wolves", causes=[], rule="test")
    g.advance()
    _do(g, "Iwo infect Dan")
    assert g.player("Dan").role == "Citizen" and _spent(g)


def test_a_role_that_cannot_change_is_not_infected() -> None:
    # RM86: a role that cannot change role, or whose alignment cannot change
    rules = _with(RoleDef("Devout", "town", "test", tags=frozenset({LOYAL})),
                  RoleDef("Steadfast", "town", "test", tags=frozenset({FIXED_ALIGNMENT})))
    for role in ("Devout", "Steadfast"):
        g = Game.new(Setup([*PLAYERS[:-1], ("Tim", role)]), seed=0, rules=rules)
        g.advance()
        _do(g, "Iwo infect Tim")
        assert g.player("Tim").role == role and _spent(g)


def test_a_row_whose_role_the_rules_lack_fails_until_it_exists() -> None:
    # RM85: a Cupid exists, the Cupid Wolf not (rules with the Cupid Wolf taken out: issue 23
    # brought it): the power fails and is spent
    lacking = build_rules()
    lacking._index.pop("cupid wolf")
    g = Game.new(Setup([*PLAYERS[:-1], ("Tim", "Cupid")]), seed=0, rules=lacking)
    g.advance()
    told = _do(g, "Iwo infect Tim").told
    assert g.player("Tim").role == "Cupid" and _spent(g)
    assert any("failed" in t for t in told)
    # with the Cupid Wolf in the rules (issue 23), the same row makes one (outside the pack)
    g = Game.new(Setup([*PLAYERS[:-1], ("Tim", "Cupid")]), seed=0)
    g.advance()
    _do(g, "Iwo infect Tim")
    assert g.player("Tim").role == "Cupid Wolf" and "wolfpack" not in g.channels("Tim")
    trickster = RoleDef("Trickster", "town", "test")
    # with the Trickster Wolf in the rules (the role book's, issue 18), the same row makes one
    # (a wolf of the pack)
    g = Game.new(Setup([*PLAYERS[:-1], ("Tim", "Trickster")]), seed=0, rules=_with(trickster))
    g.advance()
    _do(g, "Iwo infect Tim")
    assert g.player("Tim").role == "Trickster Wolf" and "wolfpack" in g.channels("Tim")


def test_an_infection_of_hell_backfires_on_the_infecting_wolf() -> None:
    # RM85: with a hell team and an Imp in the rules, the Infecting Wolf becomes the Imp
    rules = _with(RoleDef("Devil", "hell", "test"), RoleDef("Imp", "hell", "test"))
    g = Game.new(Setup([*PLAYERS[:-1], ("Dev", "Devil")]), seed=0, rules=rules)
    g.advance()
    _do(g, "Iwo infect Dev")
    assert g.player("Dev").role == "Devil"
    assert g.player("Iwo").role == "Imp" and engine_of(g).team_of(g.player("Iwo")) == "hell"
    assert any("Your infection backfired: you are now the Imp." in m
               for m in g.private_messages("Iwo"))


def test_the_table_is_read_top_to_bottom_and_ends_with_the_plain_wolf() -> None:
    g = _game([*PLAYERS, ("Ann", "Baker"), ("Bea", "Baker")])
    assert infection_for(engine_of(g), g.player("Wes")).becomes is None
    assert infection_for(engine_of(g), g.player("Ann")).becomes == "Bloody Butcher"
    assert infection_for(engine_of(g), g.player("Dan")) is INFECTIONS[-1]
    assert INFECTIONS[-1].becomes == "Wolf"


def test_an_infection_of_a_pack_member_of_another_team_fails_too() -> None:
    # RM84: the pack's row comes first: a pack member who plays for another team (a role that
    # joins the pack without being a werewolf) is not infected either
    rules = _with(RoleDef("Loner", "unaligned", "test", groups=("wolfpack",)))
    g = Game.new(Setup([*PLAYERS[:-1], ("Lou", "Loner")]), seed=0, rules=rules)
    g.advance()
    _do(g, "Iwo infect Lou")
    assert g.player("Lou").role == "Loner" and _spent(g)


def test_an_infected_recruit_plays_for_the_wolves() -> None:
    # RM87: a team an earlier recruitment set gives way to the new role's, through its one path
    g = _game(PLAYERS)
    engine_of(g).change_team(g.player("Dan"), "underworld", causes=[], rule="test")
    g.advance()
    _do(g, "Iwo infect Dan")
    assert g.player("Dan").role == "Wolf" and engine_of(g).team_of(g.player("Dan")) == "wolves"
    changes = [e for e in g.events if e.kind == "team_changed" and e.targets == ["Dan"]]
    assert [e.data["to"] for e in changes] == ["underworld", "wolves"]


def test_r34_an_infection_that_ends_the_game_ends_the_night_there() -> None:
    # R34 (found by the property test of every role): the unchosen infection turns the last
    # player outside the pack into a Wolf at the night's end, the wolves win, and nothing after
    # it happens: the Alpha's overwrite chosen that night is not carried out
    g = _game([("Ann", "Alpha Wolf"), ("Bob", "Alpha Wolf"), ("Cid", "Alpha Wolf"),
               ("Exe", "Executioner"), ("Iwo", "Infecting Wolf")])
    g.advance()
    _do(g, "Cid overwrite Ann")
    g.advance()
    assert g.over and g.outcome is not None
    assert g.player("Exe").role == "Wolf"
    assert g.events[-1].kind == "game_over"
    assert not [e for e in g.events if e.kind == "group_taken_over"]


def test_the_books_trickster_becomes_a_trickster_wolf_and_a_devout_villager_resists() -> None:
    # the card's edge cases with the role book's own roles (issue 19's Trickster and Devout
    # Villager): a Trickster becomes a Trickster Wolf of the pack; a Devout Villager cannot
    # change role (RM86), so the infection fails and is spent
    g = _game([*PLAYERS[:-1], ("Tim", "Trickster")])
    g.advance()
    _do(g, "Iwo infect Tim")
    assert g.player("Tim").role == "Trickster Wolf" and "wolfpack" in g.channels("Tim")
    g = _game([*PLAYERS[:-1], ("Dev", "Devout Villager")])
    g.advance()
    _do(g, "Iwo infect Dev")
    assert g.player("Dev").role == "Devout Villager" and _spent(g)


def test_infecting_wolf_an_infection_of_the_real_hell_backfires_into_an_imp() -> None:
    # the book's edge case (ruling RM453): the real Devil (and every role of hell) has an
    # alignment that cannot change, yet infecting one is no plain failure: the Infecting Wolf
    # becomes an Imp through the one path of a role change, and hell's own rules then take its
    # soul and open its channel to it (imp.4)
    from werewolves.roles.base import pack_members
    from werewolves.roles.hell import pool

    g = Game.new(Setup([*PLAYERS[:-1], ("Dev", "Devil")]), seed=0)
    g.advance()
    before = pool(engine_of(g))
    _do(g, "Iwo infect Dev")
    iwo = g.player("Iwo")
    assert g.player("Dev").role == "Devil"
    assert iwo.role == "Imp" and engine_of(g).team_of(iwo) == "hell"
    assert any(e.kind == "role_changed" and e.targets == ["Iwo"] for e in state_of(g).events)
    # R36: still listed in the pack's channel, but no member of it any more
    assert "hell" in g.channels("Iwo") and iwo not in pack_members(engine_of(g))
    assert iwo.has("soulless") and pool(engine_of(g)) == before + 1
