"""R36: a team can be gone without dying. A team or group is eliminated when none of its members
is left *as a member*: dead, or changed to a role of another team (rising as an Undead, a
recruitment). Every consequence the rules tie to its absence runs at that moment, whichever way
its last member left: the plague ends and the Plague Doctor ascends (R21, R22), enchantments end,
a channel with no members left as members is closed."""

from __future__ import annotations

from rulings_support import do, events_of, new_game, to_phase

from werewolves.game import Game
from werewolves.testing import engine_of

FLUTE_GAME = {
    "Flo": "Flute Player",
    "Val": "Vampire",
    "Vik": "Wolf",
    "Sib": "Fortune Teller",
    "Jon": "Citizen",
    "Lou": "Citizen",
    "Mac": "Citizen",
}


def _flute_player_rises(players: dict[str, str] | None = None) -> Game:
    """Night 1: Flo enchants Sib, the Vampire demonizes Flo and the pack attacks her: she rises
    as an Undead at the end of the night (R8, the recruitment defence)."""
    g = new_game(players or FLUTE_GAME)
    to_phase(g, "Night 1")
    do(g, "Flo enchant Sib")
    do(g, "Val demonize Flo")
    do(g, "Vik attack Flo")
    to_phase(g, "Day 1")
    flo = g.player("Flo")
    assert flo.alive and flo.role == "Undead"
    return g


def _rising(g: Game, name: str) -> int:
    """The event of ``name``'s role change (the rising)."""
    (ev,) = [e for e in events_of(g, "role_changed") if e.targets == [name]]
    return int(ev.id)


# ---------------------------------------------------------------------------- the Flute team


def test_r36_a_flute_player_risen_as_an_undead_ends_every_enchantment_at_once() -> None:
    g = _flute_player_rises()
    assert not g.player("Sib").has("enchanted")
    # at that moment: the enchantments end because of the rising itself, not a later check
    (ended,) = events_of(g, "enchantment_ended")
    assert ended.targets == ["Sib"] and ended.causes == [_rising(g, "Flo")]
    # silently (the book): nobody is told
    told = g.private_messages("Sib", since=_rising(g, "Flo"))
    assert not [m for m in told if "enchant" in m.lower()]


def test_r36_the_flute_players_channel_and_the_enchanted_channel_are_closed() -> None:
    g = _flute_player_rises()
    # the risen Undead is no longer in the flute players' channel (no member is left in it as
    # a member), and the enchanted, no longer enchanted, leave theirs
    assert "flute players" not in g.channels("Flo")
    assert "underworld" in g.channels("Flo")
    assert "enchanted" not in g.channels("Sib")
    emptied = {e.data["group"]: e for e in events_of(g, "group_emptied")}
    assert emptied["flute players"].rule == "R36"
    assert emptied["flute players"].causes == [_rising(g, "Flo")]
    assert emptied["enchanted"].rule == "R36"


def test_r36_no_flute_win_once_the_flute_player_rose_the_underworld_wins() -> None:
    g = _flute_player_rises(
        {"Flo": "Flute Player", "Val": "Vampire", "Vik": "Wolf", "Sib": "Citizen"}
    )
    for voter in ("Flo", "Val", "Sib"):
        do(g, f"{voter} vote Vik")
    to_phase(g, "Day 2")
    do(g, "Flo vote Sib")
    do(g, "Val vote Sib")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "underworld"
    assert g.outcome.winners == ["Flo", "Val"]


def test_r36_an_apprentice_inherits_at_the_rising_and_the_team_lives_on() -> None:
    g = _flute_player_rises({**FLUTE_GAME, "App": "Flute Apprentice"})
    # the Flute Player left the team at the rising: the Apprentice becomes one at that moment
    app = g.player("App")
    assert app.role == "Flute Player"
    (promoted,) = events_of(g, "flute_promoted")
    assert promoted.causes == [_rising(g, "Flo")]
    # the team is not gone (the new Flute Player is a member): nothing else ends
    assert g.player("Sib").has("enchanted")
    assert "flute players" in g.channels("App")
    assert not events_of(g, "enchantment_ended")


def test_r36_the_last_member_dying_after_another_rose_ends_the_enchantments() -> None:
    g = _flute_player_rises({**FLUTE_GAME, "Fin": "Flute Player"})
    # Fin is still a member: the channel stays open (Flo still listed) and Sib stays enchanted
    assert g.player("Sib").has("enchanted") and "flute players" in g.channels("Flo")
    for voter in ("Jon", "Lou", "Mac", "Sib"):
        do(g, f"{voter} vote Fin")
    to_phase(g, "Night 2")
    assert not g.player("Fin").alive
    # the last member left by dying, while Flo is listed but no longer a member: gone all the same
    assert "flute players" not in g.channels("Flo")
    assert not g.player("Sib").has("enchanted")


def test_r36_a_recruitment_out_of_the_flute_team_ends_the_enchantments() -> None:
    g = new_game(FLUTE_GAME)
    to_phase(g, "Night 1")
    do(g, "Flo enchant Sib")
    eng = engine_of(g)
    ev = eng.change_team(g.player("Flo"), "town", causes=[], rule="TEST")
    assert not g.player("Sib").has("enchanted")
    (ended,) = events_of(g, "enchantment_ended")
    assert ended.causes == [ev.id]
    assert "flute players" not in g.channels("Flo")


# ---------------------------------------------------------------------------- the plague

PLAGUE_GAME = {
    "Pat": "Plague Bearer",
    "Doc": "Plague Doctor",
    "Val": "Vampire",
    "Vik": "Wolf",
    "Jon": "Citizen",
    "Lou": "Citizen",
    "Mac": "Citizen",
}


def test_r36_a_plague_bearer_risen_as_an_undead_ends_the_plague_and_the_doctor_ascends() -> None:
    g = new_game(PLAGUE_GAME)
    to_phase(g, "Night 1")
    do(g, "Pat contaminate Jon")
    do(g, "Val demonize Pat")
    do(g, "Vik attack Pat")
    to_phase(g, "Day 1")
    pat = g.player("Pat")
    assert pat.alive and pat.role == "Undead"
    # R21: the plague ends at the rising, silently
    assert not g.player("Jon").has("contaminated")
    (ended,) = events_of(g, "plague_ended")
    assert ended.targets == ["Jon"] and ended.causes == [_rising(g, "Pat")]
    # the plague pit has no member left as a member: it is closed
    assert "plague pit" not in g.channels("Pat")
    # R22: the living Plague Doctor ascends and wins; the game goes on
    doc = g.player("Doc")
    assert not doc.alive and doc.ascended
    assert any("Doc" in a and "ascend" in a for a in g.announcements())
    assert not g.over
    # S0.55: no plague notice the next night, no plague death
    to_phase(g, "Day 2")
    assert g.player("Jon").alive


def test_r36_a_plague_bearer_still_in_the_team_keeps_the_plague() -> None:
    # the control: the Bearer survives the night (not demonized): nothing ends
    g = new_game(PLAGUE_GAME)
    to_phase(g, "Night 1")
    do(g, "Pat contaminate Jon")
    do(g, "Vik attack Lou")
    to_phase(g, "Day 1")
    assert g.player("Jon").has("contaminated")
    assert g.player("Doc").alive and not g.player("Doc").ascended
    assert "plague pit" in g.channels("Pat")


# ---------------------------------------------------------------------------- the wolfpack


def test_r36_the_wolfpack_is_closed_when_its_last_wolf_rises() -> None:
    g = new_game(
        {"Vik": "Wolf", "Val": "Vampire", "Ass": "Assassin", "Jon": "Citizen", "Lou": "Citizen",
         "Mac": "Citizen"}
    )  # fmt: skip
    to_phase(g, "Night 1")
    do(g, "Val demonize Vik")
    to_phase(g, "Night 2")
    do(g, "Ass attack Vik")
    to_phase(g, "Day 2")
    vik = g.player("Vik")
    assert vik.alive and vik.role == "Undead"
    # the pack has no member left as a member: its channel is closed
    assert "wolfpack" not in g.channels("Vik")
    assert "underworld" in g.channels("Vik")


def test_r36_an_undead_keeps_the_pack_while_a_wolf_is_left_in_it() -> None:
    g = new_game(
        {"Vik": "Wolf", "Wes": "Wolf", "Val": "Vampire", "Ass": "Assassin", "Jon": "Citizen",
         "Lou": "Citizen", "Mac": "Citizen"}
    )  # fmt: skip
    to_phase(g, "Night 1")
    do(g, "Val demonize Vik")
    to_phase(g, "Night 2")
    do(g, "Ass attack Vik")
    to_phase(g, "Day 2")
    assert g.player("Vik").role == "Undead"
    # Wes is still a member: the channel stays, and the Undead keeps it (a voice only)
    assert "wolfpack" in g.channels("Vik") and "wolfpack" in g.channels("Wes")
