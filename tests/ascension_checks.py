"""What every R44 test checks of a player who has just ascended (ruling R44, from
rule-ability-types-ascension-descension.2–5): they have left the game with a live win.

- counted as dead by every rule: not alive, not among the living in any player's view, their
  way out an ascension (a true kill nothing prevented);
- no ability and no vote: nothing is legal for them, and every verb they try is refused as a dead
  player's (R7), changing nothing;
- no target: no living player may name them with an ability that names the living (only one that
  names the dead, as the Detective's autopsy, may), and a vote or an attack on them is refused;
- announced to everyone with their name, the word "ascend" and their role;
- and, once the game is over (``assert_won``), among its winners.
"""

from __future__ import annotations

from werewolves.game import Game, Reason, Refusal

# the verbs of abilities that name the dead (an ascended player counts as dead, so these may)
DEAD_VERBS = frozenset({"autopsy", "note"})


def _refused(g: Game, actor: str, line: str) -> Refusal:
    before = g.to_json()
    res = g.submit(actor, line)
    assert isinstance(res, Refusal), f"{actor} {line!r} was accepted"
    assert res.message and g.to_json() == before, f"{actor} {line!r} changed the game"
    return res


def assert_left_the_game(g: Game, name: str, role: str, *, verbs: tuple[str, ...] = ()) -> None:
    """R44: ``name`` (who held ``role``) has ascended and is out of the game. ``verbs``: the
    abilities they had, each of which must now be refused as a dead player's."""
    me = g.player(name)
    # counted as dead for every rule
    assert me.ascended and not me.alive, f"{name} has not left the game"
    assert g.death_kind(name) == "ascended" and me.death is not None
    assert me.death.kind == "true kill"
    assert name not in g.living()
    others = [p for p in g.players if p != name]
    for other in others:
        view = g.view(other)
        assert name in view.dead and name not in view.living, f"{other} sees {name} alive"
    # no ability, no vote
    assert g.legal_actions(name) == [] and g.view(name).actions == []
    living = [p for p in g.living() if p != name]
    for verb in (*verbs, "vote", "elect", "attack"):
        res = _refused(g, name, f"{verb} {living[0]}")
        assert res.reason is Reason.DEAD_ACTOR, (verb, res.reason, res.message)
    # not a target of anything that names the living
    for other in g.living():
        for la in g.legal_actions(other):
            if la.verb not in DEAD_VERBS:
                assert name not in la.candidates, f"{other} may still {la.verb} {name}"
    for other in g.living():
        for verb in ("vote", "elect", "attack"):
            _refused(g, other, f"{verb} {name}")
    # announced, with the role, to everyone
    said = [m for m in g.announcements() if name in m and "ascend" in m.lower() and role in m]
    assert said, f"no announcement of {name} the {role}'s ascension: {g.announcements()}"
    for other in others:
        assert said[0] in g.messages(other), f"{other} was not told of {name}'s ascension"


def assert_won(g: Game, name: str) -> None:
    """R44: whatever happened after, the ascended player is among the game's winners."""
    assert g.outcome is not None, "the game is not over"
    assert name in g.outcome.winners, (name, g.outcome.winners, g.outcome.reason)
