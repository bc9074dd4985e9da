"""The Cupid family (role book: unaligned/align - cupid): the Cupid, the variants a Cupid turns
into (Cupid Wolf, Spectral, Plagued, Undead, Apocalyptic, Flaming, Demonic and Lupine Cupid,
Cupid Hag), and the extra role the Cupid hands out, the Lover (extra/miscellaneous/lover).

Verb (scenario and terminal game): Cupid, on Night 1, immediate, once: ``love X``. With no
lover chosen by the end of Night 1, a seeded-random player becomes the lover.

The couple shares a channel; each dies when the other does. Their alignment is worked out from
both base alignments (:func:`couple_team`) every time either one's role or team changes, and
the Cupid's role follows the lover (:func:`variant_for`). Only the Cupid is dealt: the variants
are what a Cupid becomes, never a role of a role list (:func:`refuse_dealt_variants`), and a
Cupid changes role only into a variant (the ``role_redirect`` moment, :func:`variant_instead`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.appearance import STRONG, appearance
from ..engine.changes import FIXED_ROLE
from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning
from ..engine.effects import Special
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Ruleset, Team
from ..engine.state import Group, Player, Setup
from .base import TOWN, WOLVES, in_pack, is_wolfish
from .hell import join_hell
from .horsemen import SPARED as HORSEPROOF
from .plague import SHOWS_HEALTHY, SURVIVES

NAME = "Cupid"
CUPID_WOLF = "Cupid Wolf"
SPECTRAL = "Spectral Cupid"
PLAGUED = "Plagued Cupid"
UNDEAD = "Undead Cupid"
APOCALYPTIC = "Apocalyptic Cupid"
FLAMING = "Flaming Cupid"
DEMONIC = "Demonic Cupid"
LUPINE = "Lupine Cupid"
CUPID_HAG = "Cupid Hag"

LOVER = "Lover"  # the extra role
HELD = "lover"  # the status its holder carries (statuses are lower case)
CHANNEL = "lovers"  # the couple's channel (a second couple's is "lovers 2" …)
COUPLE = "couple"  # the key of a couple's own solo team (a second couple's: "couple 2" …)
NIGHT_1 = 1

# the property every role of the family carries: other rules ask about it, never the names
CUPID_TAG = "cupid"
# the teams other families own, by their fixed keys (no import of their modules)
UNDERWORLD, NIGHTMARE, HELL, PYRO = "underworld", "nightmare", "hell", "pyro"
PLAGUE, HORSEMEN, WHITE_WOLVES = "plague", "horsemen", "white wolves"
HAG_TAG = "hag"  # cupid-hag.b1: every hag role carries it (the hags engineer's tag)
# flaming-cupid.2 / flaming-cupid.3: the property the pyro team's powdering asks about (it
# fails silently on its holder)
FIREPROOF = "never powdered by the pyro team"

# cupid-variants.4: every variant; the plain Cupid is the only one a role list may hold
VARIANTS = (NAME, CUPID_WOLF, SPECTRAL, PLAGUED, UNDEAD, APOCALYPTIC, FLAMING, DEMONIC, LUPINE,
            CUPID_HAG)
# the variants made by what happens to the Cupid (cupid-variants: infected, risen, recruited):
# they stay whoever the lover is, unless the lover is in hell
TRANSFORMED = (CUPID_WOLF, UNDEAD, SPECTRAL)
# the base alignment of each variant (None: the Cupid Hag's is the lover's, cupid-hag.3)
BASE: dict[str, str | None] = {
    # cupid.7: by default the Cupid plays for the town
    NAME: TOWN.key,
    # cupid-wolf.2 / spectral-cupid.2 / undead-cupid.2: the transformed Cupids' bases
    CUPID_WOLF: WOLVES.key,
    SPECTRAL: NIGHTMARE,
    UNDEAD: UNDERWORLD,
    # demonic-cupid.2: the Demonic Cupid is of hell
    DEMONIC: HELL,
    # lupine-cupid.5 / flaming-cupid.5 / plagued-cupid.4 / apocalyptic-cupid.4: the win
    # condition stays the Cupid's
    LUPINE: TOWN.key,
    FLAMING: TOWN.key,
    PLAGUED: TOWN.key,
    APOCALYPTIC: TOWN.key,
    CUPID_HAG: None,
}
# the rule each variant's change cites
BECOMES_RULE = {
    NAME: "cupid-variants.3",
    CUPID_WOLF: "cupid-wolf.1",
    SPECTRAL: "spectral-cupid.1",
    UNDEAD: "undead-cupid.1",
    DEMONIC: "demonic-cupid.1",
    LUPINE: "lupine-cupid.1",
    FLAMING: "flaming-cupid.1",
    PLAGUED: "plagued-cupid.1",
    APOCALYPTIC: "apocalyptic-cupid.1",
    CUPID_HAG: "cupid-hag.1",
}


@dataclass
class CupidState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``lovers``: cupid.1: each Cupid's lover. ``channels``: cupid.3: each couple's channel.
    ``teams``: cupid.8 / lover.6: the team each couple plays for now. ``bases``: lover.6: the
    two base alignments a couple's own solo team combines (by the team's key). ``carried``:
    cupid-alignment.5: the players who ascended because their partner did."""

    lovers: dict[str, str] = field(default_factory=dict)
    channels: dict[str, str] = field(default_factory=dict)
    teams: dict[str, str] = field(default_factory=dict)
    bases: dict[str, list[str]] = field(default_factory=dict)
    carried: list[str] = field(default_factory=list)


def _state(eng: Engine) -> CupidState:
    """The family's state; before the first couple, an empty one that is not kept (R6: a
    question asked, a legal action listed, must leave the game's state as it was, or a replay
    of the same commands would differ)."""
    if FAMILY.name in eng.state.ext:
        return eng.ext(CupidState)
    return CupidState()


# ---------------------------------------------------------------------------- who is who


def is_cupid(eng: Engine, p: Player) -> bool:
    return CUPID_TAG in eng.role_of(p).tags


def cupid_of(eng: Engine, p: Player) -> Player | None:
    """The Cupid of the couple ``p`` is in (``p`` themself when they are that Cupid), or None."""
    lovers = _state(eng).lovers
    if p.name in lovers:
        return p
    for cupid, lover in lovers.items():
        if lover == p.name:
            return eng.player(cupid)
    return None


def partner_of(eng: Engine, p: Player) -> Player | None:
    """The other member of ``p``'s couple, or None."""
    lovers = _state(eng).lovers
    if p.name in lovers:
        return eng.player(lovers[p.name])
    for cupid, lover in lovers.items():
        if lover == p.name:
            return eng.player(cupid)
    return None


def base_of(eng: Engine, p: Player) -> str:
    """lover.5: a player's base alignment: their role's team (a Cupid's: its variant's)."""
    role = eng.role_of(p)
    if role.name in BASE:
        base = BASE[role.name]
        if base is not None:
            return base
        # cupid-hag.3: the Cupid Hag shares the win condition of the hag it loves
        lover = partner_of(eng, p)
        return eng.role_of(lover).team if lover is not None else "unaligned"
    return role.team


# ---------------------------------------------------------------------------- the couple


def variant_for(eng: Engine, cupid: Player, lover: Player) -> str:
    """cupid-variants.3: the variant a Cupid is, given whom they love (cupid-alignment.12 to
    cupid-alignment.17: the couples a plain Cupid cannot be in)."""
    current = cupid.role
    # demonic-cupid.3: once in hell, the Cupid never changes role again
    if current == DEMONIC:
        return current
    role = eng.role_of(lover)
    team = role.team
    # demonic-cupid.1 / cupid-alignment.13 / cupid-alignment.33 / cupid-alignment.37: a lover
    # of hell makes any Cupid a Demonic Cupid
    if team == HELL:
        return DEMONIC
    # cupid-variants: the transformed Cupids stay what they became
    if current in TRANSFORMED:
        return current
    # cupid-hag.1: a lover who is a hag makes a Cupid Hag (lost again if the lover stops being
    # one)
    if HAG_TAG in role.tags:
        return CUPID_HAG
    # lupine-cupid.1: the wolf team or the wolfpack (cupid-alignment.12: the White Werewolf's
    # team too)
    if team in (WOLVES.key, WHITE_WOLVES) or in_pack(eng, lover):
        return LUPINE
    # flaming-cupid.1 / plagued-cupid.1 / apocalyptic-cupid.1
    by_team = {PYRO: FLAMING, PLAGUE: PLAGUED, HORSEMEN: APOCALYPTIC}
    return by_team.get(team, NAME)


def couple_team(eng: Engine, cupid: Player, lover: Player) -> tuple[str, list[str]]:
    """The team a couple plays for, and the base alignments it combines.

    lover.5 / lover.6: the two base alignments are combined: the same base is that team
    (cupid.10 / lover.8); two different ones make a solo team of the couple's own, which wins
    only when both bases' conditions are met (cupid.8). cupid.13 / cupid-wolf.6 /
    spectral-cupid.6 / undead-cupid.6: an unaligned lover adds no condition: the couple plays
    for the Cupid's base (the lover's own win stays theirs, cupid-alignment.4)."""
    bc, bl = base_of(eng, cupid), base_of(eng, lover)
    # demonic-cupid.3: once in hell, the couple stays hell's
    if cupid.role == DEMONIC:
        return HELL, [HELL]
    if bl in ("unaligned", bc):
        return bc, [bc]
    state = _state(eng)
    key = state.teams.get(cupid.name, "")
    if key not in state.bases:
        used = set(state.bases)
        key = COUPLE
        n = 1
        while key in used:
            n += 1
            key = f"{COUPLE} {n}"
    state.bases[key] = [bc, bl]
    return key, [bc, bl]


def settle(eng: Engine, cupid: Player, causes: list[int]) -> None:
    """cupid-variants.3 / cupid.11 / lover.9: once a lover is chosen, and whenever either
    member's role or team changes, the Cupid becomes the variant the lover calls for, and both
    play for the couple's team."""
    state = _state(eng)
    lover = eng.player(state.lovers[cupid.name])
    variant = variant_for(eng, cupid, lover)
    if variant != cupid.role and not eng.role_fixed(cupid):
        ev = eng.change_role(
            cupid, variant, causes=causes, rule=BECOMES_RULE[variant], msg="cupid.became",
            role=variant, lover=lover.name,
        )
        if ev.kind == "role_changed":
            return  # the change's own moment settled the rest (``love_follows``)
    if cupid.role == CUPID_HAG:
        _share_hag_channels(eng, cupid, lover, causes)
    team, _ = couple_team(eng, cupid, lover)
    old = state.teams.get(cupid.name)
    state.teams[cupid.name] = team
    if old is not None and old != team and old in state.bases and old not in state.teams.values():
        del state.bases[old]
    if old != team:
        # cupid.11 / lover.9 (ruling RM305): the love decides the team both members win with;
        # the team each plays for in every other rule (a channel's, a team's powers) stays
        # their role's
        eng.emit("couple_aligned", targets=[cupid.name, lover.name], causes=causes,
                 rule="lover.5", data={"team": team, "from": old})
        eng.state.dirty = True


def _share_hag_channels(eng: Engine, cupid: Player, lover: Player, causes: list[int]) -> None:
    """cupid-hag.3 (ruling RM308): a Cupid Hag joins every channel the lover's hag role puts
    its holders in and the lover is in (the bitter hags' channel, once the hags turn)."""
    for gname in eng.role_of(lover).groups:
        g = eng.group(gname)
        if g is not None and lover.name in g.members and cupid.name not in g.members:
            eng.join_group(cupid, gname, cause=causes[0] if causes else None, rule="cupid-hag.3")


def make_couple(eng: Engine, cupid: Player, lover: Player, *, causes: list[int], rule: str) -> None:
    """cupid.1 / lover.b1: ``lover`` becomes the Cupid's Lover, an extra role on top of their
    own (lover.10); they join the Cupid's channel (cupid.3 / lover.2), the Cupid learns the
    lover's role (cupid.3), and the couple's alignment is settled (cupid.12)."""
    state = eng.ext(CupidState)  # (the one place that creates the family's state)
    state.lovers[cupid.name] = lover.name
    channel = CHANNEL if not state.channels else f"{CHANNEL} {len(state.channels) + 1}"
    state.channels[cupid.name] = channel
    ev = eng.emit("couple_made", actor=cupid.name, targets=[lover.name], causes=causes,
                  rule=rule, data={"channel": channel})
    if eng.group(channel) is None:
        eng.state.groups.append(Group(name=channel, channel=f"{channel} channel"))
    for p in (cupid, lover):
        eng.join_group(p, channel, cause=ev.id, rule="cupid.3")
    # lover.10: the Lover keeps their role; the extra role is a status they know of
    eng.add_status(lover, HELD, source=ev.id, data={"cupid": cupid.name, "channel": channel})
    # cupid.3: the lover's role is revealed to the Cupid
    eng.tell(cupid, "cupid.lover", rule="cupid.3", causes=[ev.id], target=lover.name,
             role=lover.role, group=channel)
    eng.tell(lover, "lover.made", rule="lover.b1", causes=[ev.id], player=cupid.name,
             group=channel)
    settle(eng, cupid, [ev.id])


def _in_couple(eng: Engine, p: Player) -> bool:
    return cupid_of(eng, p) is not None


# ---------------------------------------------------------------------------- choosing


def _check_lover(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # ruling RM303: a player already in a couple cannot be chosen
    if targets and _in_couple(eng, targets[0]):
        return Refusal(Reason.INVALID_TARGET,
                       deferred("refuse.already_in_love", {"player": targets[0].name}))
    return None


def _night_1_only(eng: Engine, actor: Player) -> Refusal | None:
    """cupid.1: the lover is chosen on Night 1."""
    if eng.state.phase != NIGHT_1:
        return Refusal(Reason.WRONG_PHASE, deferred("refuse.love_night_1", {}))
    return None


def _has_no_lover(eng: Engine, actor: Player) -> bool:
    return not _in_couple(eng, actor)


def _love(eng: Engine, act: Act) -> None:
    """cupid.1 / cupid.6: the chosen player becomes the lover at once."""
    make_couple(eng, act.actor, act.targets[0], causes=[act.event.id], rule="cupid.1")


# cupid.1 / cupid.6: on Night 1, at once, another living player; a visit like any ability
# (R15), which a block or a redirection may act on
LOVE = Ability(
    verb="love",
    when="night",
    timing="immediate",
    does=Special(),
    resolve=_love,
    from_phase=NIGHT_1,
    per_game=1,
    check=_check_lover,
    actor_check=_night_1_only,
    available=_has_no_lover,
    fail_msg="cupid.blocked",
    rule="cupid.1",
    help="on Night 1, choose your lover (unchosen, a random player becomes your lover)",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,),
        learns=Learns.ROLE,
        unused="If you choose nobody by the end of Night 1, a random player becomes your lover.",
        aim=Aim.FRIEND,
    ),
)


def _random_lover(eng: Engine, cupid: Player, causes: list[int], rule: str) -> None:
    """cupid.2 / cupid.14 (ruling RM301): a seeded-random living player outside any couple
    becomes the lover; the game draws them (no visit, nothing blocks it)."""
    pool = [p.name for p in eng.living() if p is not cupid and not _in_couple(eng, p)]
    if not pool:
        return
    cause = eng.emit("lover_drawn", actor=cupid.name, causes=causes, rule=rule)
    name = eng.draw(f"{cupid.name}'s lover", pool, causes=[cause.id])
    make_couple(eng, cupid, eng.player(name), causes=[cause.id], rule=rule)


def love_unchosen(eng: Engine) -> None:
    """cupid.2 (ruling RM301): as Night 1 ends, before its end-of-night actions, every living
    Cupid with no lover falls in love with a random player."""
    if eng.state.phase != NIGHT_1:
        return
    for p in eng.living():
        if LOVE in eng.role_of(p).abilities and not _in_couple(eng, p):
            _random_lover(eng, p, [], "cupid.2")


# ---------------------------------------------------------------------------- listeners


def love_follows(eng: Engine, player: Player, ev: Event) -> None:
    """cupid.14: a Cupid who loses the role before choosing gets a random lover at once;
    cupid-variants.3 / lover.9: a couple member's change of role changes the couple's
    variant and alignment; cupid-hag.2: the Cupid Hag's disguise comes and goes with the role."""
    if eng.state.outcome is not None:
        return
    _hag_disguise(eng, player, ev)
    cupid = cupid_of(eng, player)
    if cupid is None:
        if (player.alive and ev.kind == "role_changed" and ev.data.get("from") == NAME
                and ev.data.get("to") != NAME and is_cupid(eng, player)):
            _random_lover(eng, player, [ev.id], "cupid.14")
        return
    settle(eng, cupid, [ev.id])


def _hag_disguise(eng: Engine, player: Player, ev: Event) -> None:
    """cupid-hag.2 (ruling RM308): a Cupid Hag is strongly disguised as the hag they love looks
    under a strong look (a spell hag, itself disguised, as a Hag); the disguise goes when the
    role does."""
    if ev.kind != "role_changed":
        return
    mine = [s for s in player.statuses if s.name == "disguise" and s.data.get("cupid hag")]
    if player.role == CUPID_HAG and not mine:
        lover = partner_of(eng, player)
        shown = appearance(lover, STRONG)[0] if lover is not None else CUPID_HAG
        d = eng.emit("disguised", targets=[player.name], causes=[ev.id], rule="cupid-hag.2",
                     data={"role": shown, "strength": "strong"})
        eng.add_status(player, "disguise", source=d.id,
                       data={"role": shown, "strength": "strong", "cupid hag": True})
    elif player.role != CUPID_HAG and mine:
        eng.drop_statuses(player, lambda s: s.name == "disguise" and bool(s.data.get("cupid hag")))


def team_follows(eng: Engine, player: Player, ev: Event) -> None:
    """lover.9: whatever changes a couple member's team, the couple's alignment is settled
    again."""
    if eng.state.outcome is not None:
        return
    cupid = cupid_of(eng, player)
    if cupid is not None:
        settle(eng, cupid, [ev.id])


def heartbreak(eng: Engine, victim: Player, ev: Event) -> None:
    """cupid.4 / lover.3: when one member of a couple dies, the other dies too (ruling RM302:
    nothing prevents it); cupid.5 / lover.4: it is announced that the lovers died.
    cupid-alignment.5: when the lover ascends, the Cupid ascends with them (and the other way
    round)."""
    if eng.state.outcome is not None:
        return
    partner = partner_of(eng, victim)
    if partner is None or not partner.alive:
        return
    if victim.ascended:
        # cupid-alignment.5 / R44: the partner leaves the game too, as a winner, announced
        _state(eng).carried.append(partner.name)
        eng.ascend(partner, causes=[ev.id], rule="cupid-alignment.5")
        return
    eng.kill(partner, "true kill", causes=[ev.id], rule="cupid.4", source="love")
    eng.announce("cupid.heartbreak", rule="cupid.5", causes=[ev.id], kind="lovers_died",
                 targets=[victim.name, partner.name], player=partner.name, other=victim.name)


def team_held(eng: Engine, player: Player, team: str) -> str | None:
    """cupid.11 / lover.9 (ruling RM304): no rule changes a couple member's team alone (a
    recruitment keeping the role): the love holds it; a change of role still changes their
    base alignment, and so the couple's (``love_follows``)."""
    cupid = cupid_of(eng, player)
    if cupid is None:
        return None
    return "cupid.11" if player is cupid else "lover.9"


def win_team(eng: Engine, player: Player) -> str | None:
    """lover.5 / cupid.12: a couple member wins with the couple's team
    (rule-alignments-solo.5: a solo team made during the game, when the couple's bases
    differ)."""
    cupid = cupid_of(eng, player)
    if cupid is None:
        return None
    return _state(eng).teams.get(cupid.name)


def variant_instead(eng: Engine, player: Player, role: str) -> tuple[str, str] | None:
    """cupid.15 / cupid-variants.1 / cupid-variants.2: a Cupid changes role only into a cupid
    variant: turned into a wolf in any way, a Cupid Wolf (cupid-wolf.1); risen as an Undead,
    an Undead Cupid (undead-cupid.1); recruited onto the nightmare team, a Spectral Cupid
    (spectral-cupid.1); any other change fails."""
    if not is_cupid(eng, player):
        # demonic-cupid.3 (ruling RM306): the lover of a Demonic Cupid never leaves hell by a
        # change of role either
        cupid = cupid_of(eng, player)
        if (cupid is not None and cupid.role == DEMONIC
                and eng.role_of_name(role).team != HELL):
            return player.role, "demonic-cupid.3"
        return None
    if role in VARIANTS:
        return None
    new = eng.role_of_name(role)
    if new.team == UNDERWORLD:
        return UNDEAD, "undead-cupid.1"
    if new.team == NIGHTMARE:
        return SPECTRAL, "spectral-cupid.1"
    if new.team == WOLVES.key or new.lycan:
        return CUPID_WOLF, "cupid-wolf.1"
    return player.role, "cupid-variants.1"


def spared_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """lupine-cupid.2 / lupine-cupid.3: an attack by a wolfish player on a Lupine Cupid fails;
    flaming-cupid.4: an attack by the pyro team on a Flaming Cupid fails;
    apocalyptic-cupid.2 / apocalyptic-cupid.3: an attack or kill by a Horseman on an
    Apocalyptic Cupid fails (a Death doom, which has no attacker, fails by the role's property
    ``never killed by the horsemen``: ruling R46, ``horsemen.death_marks``)."""
    if attacker is None or victim.role not in (LUPINE, FLAMING, APOCALYPTIC):
        return None
    by = eng.find(attacker)
    if by is None:
        return None
    if victim.role == LUPINE and kind == "attack" and is_wolfish(eng, by):
        return "a Lupine Cupid's love"
    if victim.role == FLAMING and kind == "attack" and eng.team_of(by) == PYRO:
        return "a Flaming Cupid's love"
    if (victim.role == APOCALYPTIC and kind in ("attack", "kill")
            and eng.role_of(by).team == HORSEMEN):
        return "an Apocalyptic Cupid's love"
    return None


def soul_to_hell(eng: Engine, player: Player, ev: Event) -> None:
    """demonic-cupid.4 / demonic-cupid.5 (ruling RM450): a Cupid who becomes a Demonic Cupid
    loses their soul that moment and hell's pool gains it: hell's own path for a new member
    (the pool, the status ``soulless``, the team's channel), never a soul of the Cupid's own.
    A soul already sold (``soulless``) is not lost twice."""
    if ev.kind != "role_changed" or player.role != DEMONIC or not player.alive:
        return
    join_hell(eng, player, causes=[ev.id], rule="demonic-cupid.5")


# ---------------------------------------------------------------------------- winning


def counts_for(eng: Engine, team: str, p: Player) -> bool:
    """cupid.8 / lover.6: a living non-member counts for a couple's own team when they meet
    both base alignments' conditions (cupid-alignment.10: a Cupid and a Flute Player may
    leave enchanted townsfolk alive; cupid-alignment.11: a Cupid and an Undead, nobody)."""
    bases = _state(eng).bases.get(team)
    if not bases:
        return False
    others = [fn for fn in eng.listeners("counts_for") if fn is not counts_for]
    for base in bases:
        if eng.win_team_of(p) in (base, "unaligned"):
            continue
        if not any(fn(eng, base, p) for fn in others):
            return False
    return True


def team_can_win(eng: Engine, team: str) -> bool:
    """cupid.8: a couple's own team wins only when both base teams could win now."""
    bases = _state(eng).bases.get(team)
    if not bases:
        return True
    others = [fn for fn in eng.listeners("team_can_win") if fn is not team_can_win]
    return all(fn(eng, b) for b in bases for fn in others)


def also_win(eng: Engine, team: str | None) -> list[str]:
    """cupid.13 / cupid-alignment.4: a couple with an unaligned lover also wins by the lover's
    own win condition: when another rule has the lover win, the Cupid wins too."""
    state = _state(eng)
    if not state.lovers:
        return []
    others = [fn for fn in eng.listeners("also_win") if fn is not also_win]
    extra = {n for fn in others for n in fn(eng, team)}
    out = []
    for cupid, lover in state.lovers.items():
        if lover in extra and cupid not in extra:
            out.append(cupid)
        elif cupid in extra and lover not in extra:
            out.append(lover)
    return out


# the words a player reads for each rule a couple member wins by (the outcome keeps the id)
WIN_WORDS = {
    "cupid.8": "with their lover, as a couple against everyone",
    "lover.6": "with their lover, as a couple against everyone",
    "cupid.10": "with their lover and the team they share",
    "lover.8": "with their lover and the team they share",
    "cupid-alignment.5": "by their partner's ascension",
    "cupid.13": "with their partner's win",
}


def win_reasons(
    eng: Engine, team: str | None, winners: list[str]
) -> dict[str, tuple[str, str]]:
    """rule-results-win-loss.1: the rule each couple member among the winners wins by, with
    its words: the couple's own solo team (cupid.8 / lover.6), the team both bases share
    (cupid.10 / lover.8), the partner's ascension (cupid-alignment.5) or the partner's own win
    (cupid.13)."""
    state = _state(eng)
    out: dict[str, tuple[str, str]] = {}
    for cupid, lover in state.lovers.items():
        couple = state.teams.get(cupid)
        for name, mine in ((cupid, "cupid"), (lover, "lover")):
            if name not in winners:
                continue
            rule = None
            if name in state.carried:
                rule = "cupid-alignment.5"
            elif couple is not None and couple == team:
                solo = couple in state.bases
                rule = {("cupid", True): "cupid.8", ("cupid", False): "cupid.10",
                        ("lover", True): "lover.6", ("lover", False): "lover.8"}[(mine, solo)]
            elif not eng.player(name).ascended:
                rule = "cupid.13"
            if rule is not None:
                out[name] = (rule, WIN_WORDS[rule])
    return out


# ---------------------------------------------------------------------------- the deal


def refuse_dealt_variants(setup: Setup, rules: Ruleset) -> str | None:
    """cupid-variants (ruling RM300): only the plain Cupid may be in a role list; the variants
    are what a Cupid becomes."""
    # speed: each dealt role looked up once (not once a variant)
    dealt = {id(rules.role(r)) for r in {r for _, r in setup.players}}
    for name in VARIANTS[1:]:
        role = rules.role(name)
        if role is not None and id(role) in dealt:
            return f"Nobody can be dealt the {name}: a Cupid becomes one during the game."
    return None


# ---------------------------------------------------------------------------- the roles

_COMMON = ("Chooses a lover on Night 1 (or is given a random one); the couple shares a "
           "channel, and when one dies the other dies too. ")


def _variant(name: str, team: str, summary: str, description: str, *, tags: frozenset[str] =
             frozenset(), lycan: bool = False, limited: bool = False, rules: tuple[str, ...] =
             ()) -> RoleDef:
    return RoleDef(
        name=name,
        team=team,
        summary=summary,
        lycan=lycan,
        tags=frozenset({CUPID_TAG}) | tags,
        rules=rules,
        description=description,
        mix=None,
        book_group="Unaligned Align - Cupid",
        limited=limited,
    )


# cupid.b1 / cupid.12: unaligned until the lover is chosen
CUPID = RoleDef(
    name=NAME,
    team="unaligned",
    category="Miscellaneous",
    abilities=(LOVE,),
    tags=frozenset({CUPID_TAG}),
    rules=(*(f"cupid.{i}" for i in ("b1", *range(1, 16))),
           *(f"lover.{i}" for i in ("b1", *range(1, 11)))),
    summary="On Night 1 you choose a lover; the two of you win together and die together.",
    description=(
        "On Night 1 the Cupid chooses another player as their lover (love), at once; with no "
        "choice made by the end of the night, a random player becomes the lover. The Lover is "
        "an extra role held on top of the player's own: the couple shares a secret channel, "
        "the Cupid learns the lover's role, and when one of them dies the other dies too. The "
        "Cupid starts on the town's side; the couple's alignment combines both base "
        "alignments: the same one, and they win with that team; different ones, and they win "
        "only when both conditions are met (with a wolf, everyone else must die); an "
        "unaligned lover keeps their own way to win, and the Cupid ascends with them. No rule "
        "changes a lover's team on its own, and the Cupid only ever becomes another kind of "
        "Cupid: a wolf's lover makes a Lupine Cupid, hell's a Demonic Cupid, and so on."
    ),
    mix=None,
    book_group="Unaligned Align - Cupid",
)

CUPID_WOLF_ROLE = _variant(
    CUPID_WOLF, "unaligned",
    "A Cupid turned into a wolf: a lycan whose base alignment is the werewolves'.",
    _COMMON + "A Cupid that was turned into a wolf (by an infection or any other way). A "
    "lycan, outside the pack; the base alignment is the werewolves': with a werewolf lover "
    "the couple wins with the werewolves, with any other aligned lover everyone else must die.",
    lycan=True, rules=tuple(f"cupid-wolf.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
)
SPECTRAL_ROLE = _variant(
    SPECTRAL, "unaligned",
    "A Cupid recruited onto the nightmare team: its base alignment is the nightmare's.",
    _COMMON + "A Cupid recruited onto the nightmare team turns into this instead of a Spirit. "
    "With a nightmare lover the couple wins with the nightmare; with any other aligned lover "
    "everyone else must die.",
    limited=True, rules=tuple(f"spectral-cupid.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
)
UNDEAD_ROLE = _variant(
    UNDEAD, "unaligned",
    "A Cupid that was demonized and killed: its base alignment is the underworld's.",
    _COMMON + "A Cupid that was demonized and then killed rises as this instead of an Undead. "
    "With an underworld (or unaligned) lover the couple wins with the underworld; with any "
    "other aligned lover everyone else must die.",
    rules=tuple(f"undead-cupid.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
)
DEMONIC_ROLE = _variant(
    DEMONIC, HELL,
    "A Cupid whose lover is of hell: a full member of hell.",
    _COMMON + "A Cupid whose lover is a member of hell becomes this, a member of hell for the "
    "rest of the game: it never changes role or team again, and any soul it had goes to "
    "hell's pool.",
    tags=frozenset({FIXED_ROLE}),
    rules=tuple(f"demonic-cupid.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
)
LUPINE_ROLE = _variant(
    LUPINE, "unaligned",
    "A Cupid whose lover is a werewolf: the werewolves' attacks on it fail.",
    _COMMON + "A Cupid whose lover is on the werewolf team or in the pack becomes this: a "
    "lycan outside the pack, whom no wolfish player's attack can kill. Its win condition is "
    "the Cupid's: the couple must outlive everyone else.",
    lycan=True, rules=tuple(f"lupine-cupid.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
)
FLAMING_ROLE = _variant(
    FLAMING, "unaligned",
    "A Cupid whose lover is of the pyro team: fire never reaches it.",
    _COMMON + "A Cupid whose lover is on the pyro team becomes this: the pyro team's powder "
    "fails on it without a word and its attacks on it fail. Its win condition is the Cupid's.",
    tags=frozenset({FIREPROOF}),
    rules=tuple(f"flaming-cupid.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
)
PLAGUED_ROLE = _variant(
    PLAGUED, "unaligned",
    "A Cupid whose lover is of the plague team: the plague never kills it.",
    _COMMON + "A Cupid whose lover is on the plague team becomes this: contaminated, it never "
    "dies of the plague and stays contagious; a Plague Doctor always finds it healthy. Its "
    "win condition is the Cupid's.",
    tags=frozenset({SURVIVES, SHOWS_HEALTHY}),
    rules=tuple(f"plagued-cupid.{i}" for i in ("b1", 1, 2, 3, 4)),
)
APOCALYPTIC_ROLE = _variant(
    APOCALYPTIC, "unaligned",
    "A Cupid whose lover is a Horseman: no Horseman can kill it.",
    _COMMON + "A Cupid whose lover is a Horseman becomes this: every attack or kill by a "
    "Horseman on it fails, and so does a Horseman of Death's doom. Its win condition is the "
    "Cupid's.",
    # apocalyptic-cupid.2 / ruling R46: the Horsemen family's property of a role no death they
    # cause reaches, read when a Death doom falls due (the doom has no attacker for the
    # passive defence below to see)
    tags=frozenset({HORSEPROOF}),
    limited=True, rules=tuple(f"apocalyptic-cupid.{i}" for i in ("b1", 1, 2, 3, 4)),
)
CUPID_HAG_ROLE = _variant(
    CUPID_HAG, "unaligned",
    "A Cupid whose lover is a hag: disguised as one, and sharing the hags' win.",
    _COMMON + "A Cupid whose lover is a hag becomes this (and a Cupid again if the lover "
    "stops being one): strongly disguised as the lover's hag role, wronged like any hag, and "
    "sharing the lover's win condition.",
    tags=frozenset({HAG_TAG}), limited=True,
    rules=tuple(f"cupid-hag.{i}" for i in ("b1", 1, 2, 3)),
)

ROLES = (CUPID, CUPID_WOLF_ROLE, SPECTRAL_ROLE, PLAGUED_ROLE, UNDEAD_ROLE, APOCALYPTIC_ROLE,
         FLAMING_ROLE, DEMONIC_ROLE, LUPINE_ROLE, CUPID_HAG_ROLE)

COUPLE_TEAM = Team(COUPLE, "Couple", "every other living player is dead, unaligned, or meets "
                   "both conditions the couple's bases set")

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.love_night_1",
    "refuse.already_in_love",
    "cupid.blocked",
    "cupid.lover",
    "lover.made",
    "cupid.became",
    "cupid.heartbreak",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "cupid.b1": "The Cupid picks a lover and forms an inseparable couple with them.",
    "cupid.1": "On Night 1 the Cupid must choose another player as their lover.",
    "cupid.2": "A Cupid who has not chosen when Night 1 ends gets a random lover.",
    "cupid.3": "The lover joins the Cupid's channel, and the Cupid learns the lover's role.",
    "cupid.4": "When one member of the couple dies, the other dies too.",
    "cupid.5": "The death of the second lover is announced as the lovers' death.",
    "cupid.6": "Choosing the lover takes effect at once.",
    "cupid.7": "A Cupid's base alignment is the town's.",
    "cupid.8": "A couple of two different bases wins only when both conditions are met.",
    "cupid.9": "A Cupid and a wolf must outlive everyone else (an example).",
    "cupid.10": "A Cupid with a townsfolk lover plays and wins with the town.",
    "cupid.11": "The Cupid is always on the lover's team; no other rule moves them.",
    "cupid.12": "Once the lover is chosen the Cupid is no longer unaligned (unless both are).",
    "cupid.13": "With an unaligned lover the couple plays for the town and may also win by the "
    "lover's own win.",
    "cupid.14": "A Cupid who loses the role before choosing gets a random lover at once.",
    "cupid.15": "A Cupid only ever changes role into another kind of Cupid.",
    "cupid-alignment.1": "The book's table of the couples' win conditions (a heading).",
    "cupid-alignment.2": "Each row says who may stay alive beside the couple.",
    "cupid-alignment.3": "Unaligned players may always stay alive beside a couple.",
    "cupid-alignment.4": "With an unaligned lover the couple has two ways to win, either one.",
    "cupid-alignment.5": "When the lover ascends, the Cupid ascends too.",
    "cupid-alignment.6": "The table leaves out an unaligned lover's own second win (a note).",
    "cupid-alignment.7": "Couples a variant makes impossible are listed anyway (a note).",
    "cupid-alignment.8": "A row for Any covers every alignment not listed before it (a note).",
    "cupid-alignment.9": "A Cupid with a townsfolk or unaligned lover wins with the town.",
    "cupid-alignment.10": "A Cupid with a Flute lover may leave only enchanted townsfolk alive.",
    "cupid-alignment.11": "A Cupid with an underworld lover must outlive everyone else.",
    "cupid-alignment.12": "A Cupid with a werewolf lover becomes a Lupine Cupid.",
    "cupid-alignment.13": "A Cupid with a lover of hell becomes a Demonic Cupid.",
    "cupid-alignment.14": "A Cupid with a pyro lover becomes a Flaming Cupid.",
    "cupid-alignment.15": "A Cupid with a plague lover becomes a Plagued Cupid.",
    "cupid-alignment.16": "A Cupid with a hag lover becomes a Cupid Hag.",
    "cupid-alignment.17": "A Cupid with a Horseman lover becomes an Apocalyptic Cupid.",
    "cupid-alignment.18": "A Lupine Cupid and a werewolf must outlive everyone else.",
    "cupid-alignment.19": "A Lupine Cupid always has a werewolf lover.",
    "cupid-alignment.20": "A Flaming Cupid and a pyro lover must outlive everyone else.",
    "cupid-alignment.21": "A Flaming Cupid always has a pyro lover.",
    "cupid-alignment.22": "An Apocalyptic Cupid and a Horseman must outlive everyone else.",
    "cupid-alignment.23": "An Apocalyptic Cupid always has a Horseman lover.",
    "cupid-alignment.24": "A Plagued Cupid and a plague lover must outlive everyone else.",
    "cupid-alignment.25": "A Plagued Cupid always has a plague lover.",
    "cupid-alignment.26": "A Demonic Cupid and a lover of hell win with hell.",
    "cupid-alignment.27": "A Demonic Cupid always has a lover of hell.",
    "cupid-alignment.28": "A Cupid Hag and a hag win with the hags.",
    "cupid-alignment.29": "A Cupid Hag always has a hag lover.",
    "cupid-alignment.30": "An Undead Cupid with a townsfolk, werewolf or solo lover must "
    "outlive everyone else.",
    "cupid-alignment.31": "An Undead Cupid with a Flute lover may leave only enchanted "
    "underworld players alive.",
    "cupid-alignment.32": "An Undead Cupid with an underworld or unaligned lover wins with the "
    "underworld.",
    "cupid-alignment.33": "An Undead Cupid with a lover of hell becomes a Demonic Cupid.",
    "cupid-alignment.34": "A Cupid Wolf with a townsfolk or solo lover must outlive everyone "
    "else.",
    "cupid-alignment.35": "A Cupid Wolf with a Flute lover may leave only enchanted werewolves "
    "alive.",
    "cupid-alignment.36": "A Cupid Wolf with a werewolf or unaligned lover wins with the "
    "werewolves.",
    "cupid-alignment.37": "A Cupid Wolf with a lover of hell becomes a Demonic Cupid.",
    "cupid-variants.1": "A Cupid can never become a role that is no kind of Cupid.",
    "cupid-variants.2": "A change of role that would give a Cupid another role gives a kind of "
    "Cupid instead.",
    "cupid-variants.3": "Choosing a lover, or the lover changing alignment, may change the "
    "Cupid's role.",
    "cupid-variants.4": "The kinds of Cupid are listed below (a heading).",
    "cupid-wolf.b1": "The Cupid Wolf is a Cupid infected by the Infecting Wolf.",
    "cupid-wolf.1": "A Cupid turned into a wolf in any way becomes a Cupid Wolf.",
    "cupid-wolf.2": "The Cupid Wolf's base alignment is the werewolves'.",
    "cupid-wolf.3": "A Cupid Wolf with a lover of another base wins only when both conditions "
    "are met.",
    "cupid-wolf.4": "A Cupid Wolf and a Citizen must outlive everyone else (an example).",
    "cupid-wolf.5": "A Cupid Wolf with a werewolf lover wins with the werewolves.",
    "cupid-wolf.6": "A Cupid Wolf with an unaligned lover wins with the werewolves or by the "
    "lover's win.",
    "spectral-cupid.b1": "The Spectral Cupid is a Cupid recruited onto the nightmare team.",
    "spectral-cupid.1": "A Cupid recruited onto the nightmare becomes a Spectral Cupid, not a "
    "Spirit.",
    "spectral-cupid.2": "The Spectral Cupid's base alignment is the nightmare's.",
    "spectral-cupid.3": "A Spectral Cupid with a lover of another base wins only when both "
    "conditions are met.",
    "spectral-cupid.4": "A Spectral Cupid and a werewolf must outlive everyone else (an "
    "example).",
    "spectral-cupid.5": "A Spectral Cupid with a nightmare lover wins with the nightmare.",
    "spectral-cupid.6": "A Spectral Cupid with an unaligned lover wins with the nightmare or by "
    "the lover's win.",
    "undead-cupid.b1": "The Undead Cupid is a Cupid that was demonized and then killed.",
    "undead-cupid.1": "A Cupid rising from a demonization becomes an Undead Cupid, not an "
    "Undead.",
    "undead-cupid.2": "The Undead Cupid's base alignment is the underworld's.",
    "undead-cupid.3": "An Undead Cupid with a lover of another base wins only when both "
    "conditions are met.",
    "undead-cupid.4": "An Undead Cupid and a werewolf must outlive everyone else (an example).",
    "undead-cupid.5": "An Undead Cupid with an underworld lover wins with the underworld.",
    "undead-cupid.6": "An Undead Cupid with an unaligned lover wins with the underworld or by "
    "the lover's win.",
    "demonic-cupid.b1": "The Demonic Cupid is a Cupid whose lover is of hell.",
    "demonic-cupid.1": "A Cupid whose lover is or becomes of hell becomes a Demonic Cupid.",
    "demonic-cupid.2": "The Demonic Cupid is a member of hell.",
    "demonic-cupid.3": "Once in hell, the Cupid and the lover can never leave it.",
    "demonic-cupid.4": "A Cupid's soul is lost the moment they become a Demonic Cupid.",
    "demonic-cupid.5": "Hell gains the lost soul for its pool.",
    "lupine-cupid.b1": "The Lupine Cupid is a Cupid whose lover is a werewolf.",
    "lupine-cupid.1": "A Cupid whose lover is or becomes a werewolf becomes a Lupine Cupid.",
    "lupine-cupid.2": "The werewolves cannot kill a Lupine Cupid.",
    "lupine-cupid.3": "An attack by a wolfish player on a Lupine Cupid fails.",
    "lupine-cupid.4": "A Lupine Cupid is a lycan, outside the pack.",
    "lupine-cupid.5": "The Lupine Cupid's win condition is the Cupid's.",
    "flaming-cupid.b1": "The Flaming Cupid is a Cupid whose lover is of the pyro team.",
    "flaming-cupid.1": "A Cupid whose lover is or becomes of the pyro team becomes a Flaming "
    "Cupid.",
    "flaming-cupid.2": "The pyro team can neither powder nor ignite a Flaming Cupid.",
    "flaming-cupid.3": "Powder put on a Flaming Cupid by the pyro team fails silently.",
    "flaming-cupid.4": "An attack by the pyro team on a Flaming Cupid fails.",
    "flaming-cupid.5": "The Flaming Cupid's win condition is the Cupid's.",
    "plagued-cupid.b1": "The Plagued Cupid is a Cupid whose lover is of the plague team.",
    "plagued-cupid.1": "A Cupid whose lover is or becomes of the plague team becomes a Plagued "
    "Cupid.",
    "plagued-cupid.2": "A contaminated Plagued Cupid never dies of the plague and stays "
    "contagious.",
    "plagued-cupid.3": "A Plague Doctor always finds the Plagued Cupid healthy.",
    "plagued-cupid.4": "The Plagued Cupid's win condition is the Cupid's.",
    "apocalyptic-cupid.b1": "The Apocalyptic Cupid is a Cupid whose lover is a Horseman.",
    "apocalyptic-cupid.1": "A Cupid whose lover is or becomes a Horseman becomes an "
    "Apocalyptic Cupid.",
    "apocalyptic-cupid.2": "The Horsemen cannot kill an Apocalyptic Cupid.",
    "apocalyptic-cupid.3": "An attack or kill by a Horseman on an Apocalyptic Cupid fails.",
    "apocalyptic-cupid.4": "The Apocalyptic Cupid's win condition is the Cupid's.",
    "cupid-hag.b1": "The Cupid Hag is a Cupid whose lover is a hag.",
    "cupid-hag.1": "A Cupid whose lover is or becomes a hag becomes a Cupid Hag, and may lose "
    "it again.",
    "cupid-hag.2": "A Cupid Hag is strongly disguised as a hag and can be wronged like one.",
    "cupid-hag.3": "A Cupid Hag shares the lover's hag win condition, the bitter hags' too.",
    "lover.b1": "A Lover is the player a Cupid chose; the two form an inseparable couple.",
    "lover.1": "Each Cupid chooses their Lover on Night 1.",
    "lover.2": "The Lover joins the Cupid's channel.",
    "lover.3": "When one member of the couple dies, the other dies too.",
    "lover.4": "The death of the second lover is announced as the lovers' death.",
    "lover.5": "The Lover keeps their role; the couple's alignment combines both base "
    "alignments.",
    "lover.6": "Two different bases make a couple's own team, winning only when both "
    "conditions are met.",
    "lover.7": "A Cupid and a wolf form a solo couple that must outlive everyone (an example).",
    "lover.8": "Two townsfolk bases: the couple plays and wins with the town.",
    "lover.9": "The Lover is always on the Cupid's alignment; no other rule moves them.",
    "lover.10": "The Lover is an extra role held on top of the player's own.",
    "rule-results-win-loss.1": "A game usually ends with one team's win and every other "
    "team's loss.",
    "rule-results-win-loss.2": "A team wins once only it and unaligned players are left, or "
    "by a rule of its own (the enchanted for the Flute team).",
    "rule-results-win-loss.3": "Some unaligned players leave the game early with a win "
    "(ascension) or a loss (descension).",
    "rule-results-win-loss.4": "Wins are looked for at each phase's start and after each "
    "immediate action with all its consequences.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "couple_made",
    "lover_drawn",
    "couple_aligned",
)

# lover.b1 / lover.10: the Lover, an extra role a Cupid hands out (its card only: the rules above
# carry it as a status, ``HELD``); a setup never deals it
LOVER_CARD = RoleDef(
    name=LOVER,
    team="none",
    category="Miscellaneous",
    summary="A Cupid's chosen partner: the two are one couple, die together and win together.",
    description=(
        "Held on top of the role you were dealt, which you keep. On Night 1 each Cupid picks a "
        "Lover (or one is drawn for them); the Lover joins the Cupid's channel. If either of the "
        "couple dies, so does the other, and everyone hears that the lovers died. The couple's "
        "alignment joins both base alignments: the same one, and they win with it; two "
        "different ones, and they win only when both are met, as a team of their own. Nothing "
        "moves a Lover off their Cupid's alignment."
    ),
    rules=tuple(f"lover.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6, 9, 10)),
    book_group="Extra Miscellaneous",
    handed_out="a Cupid chooses their Lover on Night 1.",
    status=HELD,
)


# R37: the Cupid's manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name="cupid",
    roles=ROLES,
    extras=(LOVER_CARD,),
    teams=(COUPLE_TEAM,),
    listeners=(
        ("validate_setup", refuse_dealt_variants),
        ("night_end_effects", love_unchosen),
        ("role_changed", love_follows),
        ("role_changed", soul_to_hell),
        ("team_changed", team_follows),
        ("death", heartbreak),
        ("team_held", team_held),
        ("win_team", win_team),
        ("role_redirect", variant_instead),
        ("counts_for", counts_for),
        ("team_can_win", team_can_win),
        ("also_win", also_win),
        ("win_reasons", win_reasons),
    ),
    defences=(("passive", "a cupid's love", spared_defence),),
    becomes=VARIANTS,
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    # what its messages tell their reader (for bots that know no role)
    meanings={"cupid.lover": Meaning.ROLE_LEARNED, "lover.made": Meaning.ALLY},
    statuses=(HELD,),
    known_statuses=(HELD,),  # lover.10: a Lover knows they are one
    state=CupidState,
)
