"""Issue 17 item 1: every ability declares what it does, and every role how it joins a default
mix, as data the edges read through the facade (``LegalAction.declaration``, ``RoleCard``)."""

from __future__ import annotations

import json

from werewolves.engine.declarations import NO_DECLARATION, Aim, Effect, Learns
from werewolves.game import Game, Setup, common_abilities, role_book
from werewolves.roles import default_rules
from werewolves.sim.setups import FILLER, MIX


def test_every_ability_declares_what_it_does() -> None:
    rules = default_rules()
    silent = [
        f"{role.name}: {ab.verb}"
        for role in rules.roles.values()
        for ab in role.abilities
        if ab.declaration is NO_DECLARATION
    ]
    silent += [f"everyone: {ab.verb}" for ab in rules.common if ab.declaration is NO_DECLARATION]
    assert not silent, f"abilities with no declaration of their own: {silent}"


def test_what_the_screens_ask_about_comes_from_the_declarations() -> None:
    # the terminal's old lists (SELF_HARM, HARMFUL_TARGETS) and the browser's confirmations
    # (shatter, resign), now declared by the families themselves
    decls = {a.verb: a.declaration for c in role_book() for a in c.abilities}
    decls.update({a.verb: a.declaration for a in common_abilities()})
    # fletcher.6: the Fletcher's revocation of the customer's abilities is for good
    assert {v for v, d in decls.items() if d.irreversible} == {"shatter", "resign", "revoke"}
    # the Lone Wolf's hunt (lone-wolf.5) and the Priest's holy water (priest.2) may kill their
    # user: a screen asks first
    assert {v for v, d in decls.items() if d.asks_first} == {
        "shatter", "resign", "eat", "hunt", "sprinkle", "revoke"}
    assert all(
        decls[v].warning for v in ("shatter", "resign", "eat", "hunt", "sprinkle", "revoke")
    )
    for verb in ("attack", "doom", "contaminate", "poison", "demonize", "threaten"):
        assert decls[verb].hostile, verb
    for verb in ("vote", "elect", "protect", "investigate", "pass", "charm", "cure"):
        assert not decls[verb].hostile, verb  # a ballot can be changed; the rest help


def test_a_lynch_ballot_condemns_and_an_election_ballot_does_not() -> None:
    # issue 21: a vote for oneself in a lynch poll is a vote for one's own death, so a screen
    # asks before it is cast; an election's ballot for oneself is an ordinary wish
    decls = {a.verb: a.declaration for a in common_abilities()}
    assert decls["vote"].condemns and decls["vote"].to_json()["condemns"] is True
    assert not decls["elect"].condemns and "condemns" not in decls["elect"].to_json()


def test_what_each_ability_learns_is_declared() -> None:
    learns = {a.verb: a.declaration.learns for c in role_book() for a in c.abilities}
    assert learns["investigate"] is Learns.ROLE and learns["check"] is Learns.SICKNESS
    assert learns["spy"] is Learns.VISITS and learns["inspect"] is Learns.AURA
    assert learns["attack"] is Learns.NOTHING


def test_the_default_mix_is_the_roles_declarations_and_the_old_table() -> None:
    # the table sim/setups.py wrote by hand until issue 17, row for row and in order: the
    # seeded games of the default mix stay the same
    old = [
        ("Wolf", 4, 1, 2), ("Fortune Teller", 8, 1, 4), ("Amulet Holder", 10_000, 1, 6),
        ("Plague Bearer", 10_000, 1, 8), ("Grandma", 10_000, 1, 8), ("Angel", 10_000, 1, 9),
        ("Plague Doctor", 10_000, 1, 10), ("Ravenkeeper", 10_000, 1, 10),
        ("Huntress", 10_000, 1, 11), ("Runner", 10_000, 1, 12), ("Horseman", 10_000, 2, 14),
        ("Assassin", 10_000, 1, 15), ("Executioner", 10_000, 1, 16), ("Stalker", 10_000, 1, 17),
        ("Chef", 10_000, 1, 18), ("Vampire", 10_000, 1, 20), ("Flute Player", 10_000, 1, 22),
    ]
    assert [(r.role, r.per, r.minimum, r.from_players) for r in MIX] == old
    assert FILLER == "Citizen"
    cards = {c.name: c for c in role_book()}
    assert cards["Aura Teller"].mix is None and cards["Undead"].mix is None


def test_legal_actions_and_role_cards_carry_the_declarations_in_json() -> None:
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Amulet Holder"), ("Cid", "Citizen")]), seed=1)
    (shatter,) = [la for la in g.legal_actions("Bob") if la.verb == "shatter"]
    assert shatter.declaration.irreversible and shatter.aim is Aim.SKIP
    data = json.loads(json.dumps(g.view("Bob").to_json()))
    decl = next(a for a in data["actions"] if a["verb"] == "shatter")["declaration"]
    assert decl["irreversible"] and decl["asks_first"] and decl["effects"] == ["death"]
    g.advance()
    (attack,) = [la for la in g.legal_actions("Ann") if la.verb == "attack"]
    assert attack.hostile_at(0) and attack.declaration.effect(0) is Effect.DEATH
    card = json.loads(json.dumps(g.view("Ann").to_json()))["card"]
    assert card["group"] == "Werewolf Miscellaneous" and card["lycan"] is True
    assert card["abilities"][0]["declaration"]["aim"] == Aim.KILL.value
    assert card["mix"]["per"] == 4


def test_messages_say_what_they_tell_their_reader() -> None:
    # the bots read these by meaning, never by a family's message id
    from werewolves.engine.declarations import Meaning
    from werewolves.engine.messages import MEANINGS

    expected = {
        "ft.result": Meaning.ROLE_LEARNED, "reporter.report": Meaning.ROLE_LEARNED,
        "huntress.revealed": Meaning.ROLE_SHOWN, "executioner.revealed": Meaning.ROLE_SHOWN,
        "doctor.sick": Meaning.AFFLICTED, "doctor.healthy": Meaning.UNAFFLICTED,
        "doctor.cured": Meaning.RELIEVED, "raven.report": Meaning.VISIT_SEEN,
        "underworld.joined": Meaning.ALLY, "horsemen.united": Meaning.ALLY,
    }
    assert {k: MEANINGS[k] for k in expected} == {k: m.value for k, m in expected.items()}
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")]), seed=1)
    g.advance()
    g.submit("Cid", "investigate Ann")
    (result,) = [m for m in g.view("Cid").messages if m.key == "ft.result"]
    assert result.means(Meaning.ROLE_LEARNED) and result.to_json()["meaning"] == "a role learned"


def test_rm562_a_kept_target_declares_its_choice_lasting() -> None:
    """Every ability of the targeting type (``engine.targeting``: its choice kept until
    changed, S1.52-S1.54) declares it `lasting`, so the screens' reminder of an unused choice
    reads the standing one; only target choices do, and the JSON has the key only when it is
    true."""
    rules = default_rules()
    abilities = [(role.name, ab) for role in rules.roles.values() for ab in role.abilities]
    lasting = {(n, ab.verb) for n, ab in abilities if ab.declaration.lasting}
    assert all(ab.kind == "target" for _n, ab in abilities if ab.declaration.lasting)
    for name in ("Mad Scientist", "Huntress", "Angel", "Executioner", "Flute Apprentice"):
        assert (name, "target") in lasting, name
    abilities_only = [ab for _n, ab in abilities]
    # a common ability of the kind (the Fletcher's Customer's aim, fletchers-customer.1) too
    assert {ab.verb for ab in rules.common if ab.declaration.lasting} == {"aim"}
    kept = next(ab for ab in abilities_only if ab.declaration.lasting).declaration.to_json()
    assert kept["lasting"] is True
    vote = next(ab for ab in rules.common if ab.verb == "vote")
    assert "lasting" not in vote.declaration.to_json()
