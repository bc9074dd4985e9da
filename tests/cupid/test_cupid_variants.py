"""The Cupid's variants (role book 2023: unaligned/align - cupid: cupid variants, cupid wolf,
spectral, plagued, undead, apocalyptic, flaming, demonic and lupine cupid, cupid hag) and the
rows of the cupid alignment page they carry, one test per sentence, each named by its id in
shared/spec/rolebook-sentences.md.

The teams other engineers of issue 23 build (hell, pyro, nightmare, the hags, the White
Werewolf) stand in as test roles on their fixed team keys.
"""

from __future__ import annotations

from role_game_steps import _do

from werewolves.engine.appearance import STRONG, appearance
from werewolves.engine.rules import RoleDef, Ruleset
from werewolves.game import Game, Setup
from werewolves.roles import build_rules
from werewolves.roles.cupid import FIREPROOF, HAG_TAG, CupidState
from werewolves.roles.hell import pool
from werewolves.roles.plague import contaminate
from werewolves.testing import engine_of, state_of

BASE = [("Ann", "Cupid"), ("Bob", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen"),
        ("Dee", "Citizen")]


def _rules() -> Ruleset:
    rules = build_rules()
    for role in (
        RoleDef("Devil", "hell", "test"),
        RoleDef("Pyromancer", "pyro", "test"),
        RoleDef("Spirit", "nightmare", "test"),
        RoleDef("Wraith", "nightmare", "test"),
        RoleDef("Hag", "unaligned", "test", tags=frozenset({HAG_TAG})),
        RoleDef("Bitter Hag", "coven", "test", tags=frozenset({HAG_TAG}),
                groups=("bitter hags",)),
        RoleDef("White Werewolf", "white wolves", "test"),
    ):
        rules.add_role(role)
    return rules


def _game(extra: list[tuple[str, str]], lover: str | None = None) -> Game:
    g = Game.new(Setup([*BASE, *extra]), seed=0, rules=_rules())
    g.advance()  # Night 1
    if lover is not None:
        _do(g, f"Ann love {lover}")
    return g


def _team(g: Game, name: str) -> str:
    return engine_of(g).win_team_of(g.player(name))


def _role(g: Game, name: str) -> str:
    return g.player(name).role


def _change(g: Game, name: str, role: str) -> str:
    ev = engine_of(g).change_role(g.player(name), role, causes=[], rule="R36")
    return ev.kind if ev.kind == "role_changed" else f"{ev.kind}:{ev.rule}"


def _bases(g: Game, name: str = "Ann") -> list[str]:
    st = engine_of(g).ext(CupidState)
    return st.bases.get(st.teams[name], [])


def _kill(g: Game, *names: str) -> None:
    for n in names:
        engine_of(g).kill(g.player(n), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])


# ---------------------------------------------------------------------------- the variants page


def test_cupid_variants_1_cupid_variants_2_a_cupid_becomes_only_a_variant() -> None:
    g = _game([], "Bob")
    assert _change(g, "Ann", "Citizen") == "role_kept:cupid-variants.1"
    assert _change(g, "Ann", "Wolf") == "role_changed"  # cupid-variants.2: a Cupid Wolf instead
    assert _role(g, "Ann") == "Cupid Wolf"


def test_cupid_variants_3_picking_a_lover_or_the_lover_changing_changes_the_cupid() -> None:
    g = _game([("Pyr", "Pyromancer")], "Pyr")
    assert _role(g, "Ann") == "Flaming Cupid"
    _change(g, "Pyr", "Citizen")
    assert _role(g, "Ann") == "Cupid"


# ---------------------------------------------------------------------------- Cupid Wolf


def test_cupid_wolf_1_a_cupid_turned_into_a_wolf_in_any_way_is_a_cupid_wolf() -> None:
    g = _game([("Iwo", "Infecting Wolf")], "Bob")
    _do(g, "Iwo infect Ann")
    assert _role(g, "Ann") == "Cupid Wolf" and "wolfpack" not in g.channels("Ann")
    # a Lupine Cupid infected is one too (the change redirected)
    h = _game([("Iwo", "Infecting Wolf")], "Wes")
    assert _role(h, "Ann") == "Lupine Cupid"
    _do(h, "Iwo infect Ann")
    assert _role(h, "Ann") == "Cupid Wolf"


def test_cupid_wolf_2_cupid_wolf_5_cupid_alignment_36_a_werewolf_lover_wins_with_wolves() -> None:
    g = _game([], "Wes")
    _change(g, "Ann", "Wolf")
    assert _role(g, "Ann") == "Cupid Wolf" and engine_of(g).role_of(g.player("Ann")).lycan
    assert _team(g, "Ann") == _team(g, "Wes") == "wolves"
    _kill(g, "Bob", "Cal", "Dee")
    assert g.outcome is not None and g.outcome.team == "wolves"
    assert {"Ann", "Wes"} <= set(g.outcome.winners)


def test_cupid_wolf_3_cupid_wolf_4_cupid_alignment_34_a_citizen_lover_everyone_dies() -> None:
    g = _game([], "Bob")
    _change(g, "Ann", "Wolf")
    assert _team(g, "Ann") == _team(g, "Bob") == "couple"
    assert _bases(g) == ["wolves", "town"]
    _kill(g, "Cal", "Dee")
    assert g.outcome is None  # the wolf lives
    _kill(g, "Wes")
    assert g.outcome is not None and g.outcome.team == "couple"


def test_cupid_wolf_6_an_unaligned_lover_wins_with_the_werewolves() -> None:
    g = _game([("Ang", "Angel")], "Ang")
    _change(g, "Ann", "Wolf")
    assert _team(g, "Ann") == _team(g, "Ang") == "wolves"


def test_cupid_alignment_35_a_cupid_wolf_and_a_flute_player_leave_enchanted_wolves() -> None:
    g = _game([("Flo", "Flute Player")], "Flo")
    _change(g, "Ann", "Wolf")
    assert _team(g, "Ann") == "couple" and _bases(g) == ["wolves", "flute"]


def test_cupid_alignment_37_cupid_alignment_33_a_transformed_cupid_of_hell_is_demonic() -> None:
    g = _game([("Dev", "Devil")], "Dev")
    assert _role(g, "Ann") == "Demonic Cupid"
    h = _game([("Dev", "Citizen")], "Dev")
    _change(h, "Ann", "Wolf")
    _change(h, "Dev", "Devil")
    assert _role(h, "Ann") == "Demonic Cupid"


# ---------------------------------------------------------------------------- Undead Cupid


def test_undead_cupid_1_a_demonized_cupid_killed_rises_as_an_undead_cupid() -> None:
    g = _game([("Vla", "Vampire")], "Bob")
    _do(g, "Vla demonize Ann")
    _do(g, "Wes attack Ann")
    g.advance()
    assert g.player("Ann").alive and _role(g, "Ann") == "Undead Cupid"
    assert g.player("Bob").alive


def test_undead_cupid_2_undead_cupid_3_undead_cupid_4_cupid_alignment_30_couple() -> None:
    g = _game([("Vla", "Vampire")], "Wes")
    _change(g, "Ann", "Undead")
    assert _role(g, "Ann") == "Undead Cupid"
    assert _team(g, "Ann") == "couple" and _bases(g) == ["underworld", "wolves"]


def test_undead_cupid_5_undead_cupid_6_cupid_alignment_32_underworld_or_unaligned() -> None:
    g = _game([("Vla", "Vampire")], "Vla")
    _change(g, "Ann", "Undead")
    assert _team(g, "Ann") == _team(g, "Vla") == "underworld"
    h = _game([("Ang", "Angel")], "Ang")
    _change(h, "Ann", "Undead")
    assert _team(h, "Ann") == _team(h, "Ang") == "underworld"


def test_cupid_alignment_31_an_undead_cupid_and_a_flute_player() -> None:
    g = _game([("Flo", "Flute Player")], "Flo")
    _change(g, "Ann", "Undead")
    assert _bases(g) == ["underworld", "flute"]


# ---------------------------------------------------------------------------- Spectral Cupid


def test_spectral_cupid_1_spectral_cupid_2_recruited_onto_the_nightmare() -> None:
    g = _game([], "Bob")
    _change(g, "Ann", "Spirit")
    assert _role(g, "Ann") == "Spectral Cupid"
    assert _bases(g) == ["nightmare", "town"]


def test_spectral_cupid_3_spectral_cupid_4_a_werewolf_lover_everyone_else_dies() -> None:
    g = _game([], "Wes")
    _change(g, "Ann", "Spirit")
    assert _team(g, "Ann") == "couple" and _bases(g) == ["nightmare", "wolves"]


def test_spectral_cupid_5_spectral_cupid_6_nightmare_or_unaligned_lover() -> None:
    g = _game([("Wra", "Wraith")], "Wra")
    _change(g, "Ann", "Spirit")
    assert _team(g, "Ann") == _team(g, "Wra") == "nightmare"
    h = _game([("Ang", "Angel")], "Ang")
    _change(h, "Ann", "Spirit")
    assert _team(h, "Ann") == "nightmare"


# ---------------------------------------------------------------------------- Demonic Cupid


def test_demonic_cupid_1_demonic_cupid_2_cupid_alignment_13_a_lover_of_hell() -> None:
    g = _game([("Dev", "Devil")], "Dev")
    assert _role(g, "Ann") == "Demonic Cupid"
    assert engine_of(g).team_of(g.player("Ann")) == "hell" == _team(g, "Dev")
    # or a lover who joins hell later
    h = _game([], "Bob")
    _change(h, "Bob", "Devil")
    assert _role(h, "Ann") == "Demonic Cupid"


def test_cupid_alignment_26_a_demonic_couple_wins_with_hell() -> None:
    g = _game([("Dev", "Devil")], "Dev")
    _kill(g, "Bob", "Wes", "Cal", "Dee")
    assert g.outcome is not None and g.outcome.team == "hell"
    assert set(g.outcome.winners) == {"Ann", "Dev"}


def test_demonic_cupid_3_cupid_alignment_27_once_in_hell_never_out() -> None:
    g = _game([("Dev", "Devil")], "Dev")
    # the Demonic Cupid's role cannot change (the change's own rule is cited)
    assert _change(g, "Ann", "Wolf") == "role_kept:R36"
    assert _change(g, "Dev", "Citizen") == "role_kept:demonic-cupid.3"
    kept = engine_of(g).change_team(g.player("Dev"), "town", causes=[], rule="R36")
    assert kept.kind == "alignment_kept"
    assert _role(g, "Ann") == "Demonic Cupid" and _team(g, "Dev") == "hell"


def test_demonic_cupid_4_demonic_cupid_5_the_soul_goes_to_hell() -> None:
    # ruling RM450: the real hell (not the stand-in): the soul is hell's own (the pool and the
    # status ``soulless``), taken by the Cupid's rule, and the Demonic Cupid joins hell's channel
    g = Game.new(Setup([*BASE, ("Dev", "Citizen")]), seed=0)
    g.advance()
    _do(g, "Ann love Dev")
    before = pool(engine_of(g))
    engine_of(g).change_role(g.player("Dev"), "Devil", causes=[], rule="R36")
    ann = g.player("Ann")
    assert _role(g, "Ann") == "Demonic Cupid" and ann.has("soulless")
    # the lover's soul and the Cupid's: two more in the pool
    assert pool(engine_of(g)) == before + 2
    taken = [e for e in state_of(g).events if e.kind == "soul_taken" and e.targets == ["Ann"]]
    assert len(taken) == 1 and taken[0].rule == "demonic-cupid.5"
    assert "hell" in g.channels("Ann") and "hell" in g.channels("Dev")
    # with a Devil for a lover from Night 1, the same
    h = Game.new(Setup([*BASE, ("Dev", "Devil")]), seed=0)
    h.advance()
    _do(h, "Ann love Dev")
    assert h.player("Ann").has("soulless") and pool(engine_of(h)) == 2
    assert "hell" in h.channels("Ann")


def test_demonic_cupid_4_a_soul_already_sold_is_not_lost_twice() -> None:
    g = Game.new(Setup([*BASE, ("Dev", "Citizen")]), seed=0)
    g.advance()
    _do(g, "Ann love Dev")
    engine_of(g).add_status(g.player("Ann"), "soulless", source=0)
    before = pool(engine_of(g))
    engine_of(g).change_role(g.player("Dev"), "Devil", causes=[], rule="R36")
    assert _role(g, "Ann") == "Demonic Cupid" and pool(engine_of(g)) == before + 1


# ---------------------------------------------------------------------------- Lupine Cupid


def test_lupine_cupid_1_cupid_alignment_12_a_lover_of_the_wolves_or_the_pack() -> None:
    g = _game([], "Wes")
    assert _role(g, "Ann") == "Lupine Cupid"
    h = _game([("Wwo", "White Werewolf")], "Wwo")
    assert _role(h, "Ann") == "Lupine Cupid"
    # a lover who joins the pack later
    k = _game([("Iwo", "Infecting Wolf")], "Bob")
    _do(k, "Iwo infect Bob")
    assert _role(k, "Ann") == "Lupine Cupid"


def test_lupine_cupid_2_lupine_cupid_3_a_wolfish_attack_on_it_fails() -> None:
    g = _game([("Kay", "Wolf")], "Wes")
    g.advance()
    g.advance()  # Night 2
    _do(g, "Wes attack Ann")
    _do(g, "Kay attack Ann")
    g.advance()
    assert g.player("Ann").alive
    assert any(e.kind == "kill_prevented" and e.targets == ["Ann"] for e in state_of(g).events)
    # an attack by someone who is not wolfish works
    assert engine_of(g).attack(g.player("Bob"), g.player("Ann"), causes=[], rule="R8")


def test_lupine_cupid_4_a_lycan_outside_the_pack() -> None:
    g = _game([], "Wes")
    assert engine_of(g).role_of(g.player("Ann")).lycan and "wolfpack" not in g.channels("Ann")


def test_lupine_cupid_5_cupid_alignment_18_cupid_alignment_19_the_couple_wins_alone() -> None:
    g = _game([], "Wes")
    assert _team(g, "Ann") == "couple" and _bases(g) == ["town", "wolves"]
    # cupid-alignment.19: a Lupine Cupid whose lover leaves the wolves is a Cupid again
    _change(g, "Wes", "Citizen")
    assert _role(g, "Ann") == "Cupid" and _team(g, "Ann") == "town"


# ---------------------------------------------------------------------------- Flaming Cupid


def test_flaming_cupid_1_cupid_alignment_14_a_lover_of_the_pyro_team() -> None:
    g = _game([("Pyr", "Pyromancer")], "Pyr")
    assert _role(g, "Ann") == "Flaming Cupid"


def test_flaming_cupid_2_flaming_cupid_3_the_powder_fails_silently() -> None:
    # the pyro team's powdering asks for this property and fails without a word on it
    g = _game([("Pyr", "Pyromancer")], "Pyr")
    assert FIREPROOF in engine_of(g).role_of(g.player("Ann")).tags
    h = _game([("Pyr", "Pyromancer")], "Bob")
    assert FIREPROOF not in engine_of(h).role_of(h.player("Ann")).tags


def test_flaming_cupid_4_a_pyro_attack_on_it_fails() -> None:
    g = _game([("Pyr", "Pyromancer"), ("Fir", "Pyromancer")], "Pyr")
    assert not engine_of(g).attack(g.player("Fir"), g.player("Ann"), causes=[], rule="R8")
    assert g.player("Ann").alive
    assert engine_of(g).attack(g.player("Fir"), g.player("Cal"), causes=[], rule="R8")


def test_flaming_cupid_5_cupid_alignment_20_cupid_alignment_21_the_couple_wins_alone() -> None:
    g = _game([("Pyr", "Pyromancer")], "Pyr")
    assert _team(g, "Ann") == "couple" and _bases(g) == ["town", "pyro"]
    _change(g, "Pyr", "Citizen")
    assert _role(g, "Ann") == "Cupid"


# ---------------------------------------------------------------------------- Plagued Cupid


def test_plagued_cupid_1_cupid_alignment_15_a_lover_of_the_plague() -> None:
    g = _game([("Pla", "Plague Bearer")], "Pla")
    assert _role(g, "Ann") == "Plagued Cupid"


def test_plagued_cupid_2_contaminated_it_never_dies_of_the_plague() -> None:
    g = _game([("Pla", "Plague Bearer")], "Pla")
    contaminate(engine_of(g), g.player("Ann"), cause=0, how="test")
    for _ in range(6):
        g.advance()
    assert g.player("Ann").alive and g.player("Ann").has("contaminated")
    # a Cupid of another lover would have died
    h = _game([("Pla", "Plague Bearer")], "Bob")
    contaminate(engine_of(h), h.player("Ann"), cause=0, how="test")
    for _ in range(6):
        h.advance()
    assert not h.player("Ann").alive


def test_plagued_cupid_3_the_plague_doctor_finds_it_healthy() -> None:
    g = _game([("Pla", "Plague Bearer"), ("Doc", "Plague Doctor")], "Pla")
    contaminate(engine_of(g), g.player("Ann"), cause=0, how="test")
    told = _do(g, "Doc check Ann").told
    assert any("not" in t.lower() for t in told)
    h = _game([("Pla", "Plague Bearer"), ("Doc", "Plague Doctor")], "Bob")
    contaminate(engine_of(h), h.player("Ann"), cause=0, how="test")
    assert not any("not" in t.lower() for t in _do(h, "Doc check Ann").told)


def test_plagued_cupid_4_cupid_alignment_24_cupid_alignment_25_the_couple_wins_alone() -> None:
    g = _game([("Pla", "Plague Bearer")], "Pla")
    assert _team(g, "Ann") == "couple" and _bases(g) == ["town", "plague"]
    _change(g, "Pla", "Citizen")
    assert _role(g, "Ann") == "Cupid"


# ---------------------------------------------------------------------------- Apocalyptic Cupid


def test_apocalyptic_cupid_1_cupid_alignment_17_a_horseman_lover() -> None:
    g = _game([("Hor", "Horseman of War")], "Hor")
    assert _role(g, "Ann") == "Apocalyptic Cupid"


def test_apocalyptic_cupid_2_apocalyptic_cupid_3_a_horsemans_attack_or_kill_fails() -> None:
    g = _game([("Hor", "Horseman of War"), ("Hod", "Horseman of Death")], "Hor")
    eng = engine_of(g)
    assert not eng.attack(g.player("Hod"), g.player("Ann"), causes=[], rule="R8")
    assert not eng.kill(g.player("Ann"), "kill", causes=[], rule="R8", by=g.player("Hod"))
    assert g.player("Ann").alive
    assert eng.kill(g.player("Ann"), "kill", causes=[], rule="R8", by=g.player("Wes"))


def test_r46_apocalyptic_cupid_2_a_death_doom_falling_due_on_it_fails_and_is_spent() -> None:
    """R46: the Horseman of Death's doom is no attack (S1.41) but still a death a Horseman
    causes: falling due on the Apocalyptic Cupid it fails, the mark is spent, and nobody is
    told more than of a failed attack (nothing)."""
    g = _game([("Hod", "Horseman of Death"), ("Eve", "Citizen")], "Hod")
    assert _role(g, "Ann") == "Apocalyptic Cupid"
    _do(g, "Hod doom Ann")
    g.advance()  # Day 1
    g.advance()  # Night 2: the doom falls due as it ends
    since = len(g.events)
    told = {n: len(g.private_messages(n)) for n in ("Ann", "Hod", "Bob", "Wes")}
    g.advance()  # Day 2
    assert g.player("Ann").alive and g.player("Hod").alive
    assert not g.player("Ann").has("death mark")
    later = g.events[since:]
    spared = [e for e in later if e.kind == "doom_spared"]
    assert spared and spared[0].targets == ["Ann"] and spared[0].audience == "host"
    assert not any(e.kind == "kill_attempt" and e.targets == ["Ann"] for e in later)
    # nobody is told of it: no private message names the doom's failure
    for name, n in told.items():
        assert not any("doom" in t.lower() for t in g.private_messages(name)[n:]), name
    g.advance()  # Night 3
    g.advance()  # Day 3: the mark was spent, it never falls due again
    assert g.player("Ann").alive


def test_r46_a_plain_cupid_dies_of_a_death_doom() -> None:
    """R46 covers the Apocalyptic Cupid only: a Cupid whose lover is no Horseman dies of it."""
    g = _game([("Hod", "Horseman of Death"), ("Eve", "Citizen")], "Bob")
    _do(g, "Hod doom Ann")
    for _ in range(3):
        g.advance()  # Day 1, Night 2, Day 2
    assert not g.player("Ann").alive and g.player("Ann").death.kind == "kill"


def test_apocalyptic_cupid_4_cupid_alignment_22_cupid_alignment_23_the_couple() -> None:
    g = _game([("Hor", "Horseman of War")], "Hor")
    assert _team(g, "Ann") == "couple" and _bases(g) == ["town", "horsemen"]
    _change(g, "Hor", "Citizen")
    assert _role(g, "Ann") == "Cupid"


# ---------------------------------------------------------------------------- Cupid Hag


def test_cupid_hag_1_cupid_alignment_16_cupid_alignment_29_a_hag_lover() -> None:
    g = _game([("Hag", "Hag")], "Hag")
    assert _role(g, "Ann") == "Cupid Hag"
    _change(g, "Hag", "Citizen")  # the role may be lost again
    assert _role(g, "Ann") == "Cupid"


def test_cupid_hag_2_strongly_disguised_as_a_hag_and_wronged_like_one() -> None:
    g = _game([("Hag", "Hag")], "Hag")
    ann = g.player("Ann")
    assert appearance(ann, STRONG)[0] == "Hag"
    assert HAG_TAG in engine_of(g).role_of(ann).tags  # what the hags' wronging asks about
    _change(g, "Hag", "Citizen")
    assert appearance(ann, STRONG)[0] == "Cupid"


def test_cupid_hag_3_cupid_alignment_28_the_bitter_hags_channel_and_win() -> None:
    g = _game([("Hag", "Hag")], "Hag")
    assert _team(g, "Ann") == "unaligned"  # a Hag's own win condition (cupid-alignment.28)
    eng = engine_of(g)
    eng.join_group(g.player("Hag"), "bitter hags", cause=None, rule="R36")
    _change(g, "Hag", "Bitter Hag")
    assert _role(g, "Ann") == "Cupid Hag"
    assert _team(g, "Ann") == _team(g, "Hag") == "coven"
    assert "bitter hags" in g.channels("Ann")
