"""The Macho (role book: townsfolk/miscellaneous/macho): a night attack does not kill the Macho at
once: they learn who attacked them, everyone learns they were attacked, and they die at the end
of the next day.

No verb: the Macho's endurance is a partial defence (R8's fourth kind, after absences, active
protections and passive escapes) that turns the night's attacks into one delayed death.

Everything this role needs is declared here and in its rows of the resolution table: the role,
its defence, the status that carries the delayed death, its messages and its rule text.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Meaning
from ..engine.rules import Family, RoleDef
from ..engine.state import Player, Status

NAME = "Macho"
MACHO = "dies a day after a night attack"  # the tag of roles whose night attacks are delayed
DOOMED = "attacked, dying at day's end"  # the status carrying the delayed death


def _attempt(eng: Engine, victim: Player) -> int | None:
    """The kill attempt being judged right now (the engine logs it before the defences)."""
    for ev in reversed(eng.state.events):
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]:
            return int(ev.id)
    return None


def macho_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """macho.b1 / macho.1 / macho.6 / macho.7: a night attack on the Macho does not kill now."""
    # macho.1 / ruling RM130: only an attack (R8's first kind), made at night; a kill, a lynch
    # (macho.7: the Macho dies as usual) or an attack by day meets no delay
    if kind != "attack" or eng.state.phase % 2 != 1 or MACHO not in eng.role_of(victim).tags:
        return None
    attempt = _attempt(eng, victim)
    night = eng.state.phase
    mark = next((s for s in victim.all(DOOMED) if s.data.get("night") == night), None)
    if mark is None:
        # macho.1 / macho.4: the death waits for the end of the next day (the day after night)
        mark = eng.add_status(
            victim,
            DOOMED,
            source=attempt if attempt is not None else -1,
            data={"night": night, "day": night + 1, "attackers": [], "attempts": []},
        )
    # macho.6: every attack of the night is stopped the same way, and remembered
    mark.data["attackers"].append(attacker)
    if attempt is not None:
        mark.data["attempts"].append(attempt)
    return "the Macho's endurance"


def night_end(eng: Engine) -> None:
    """macho.2 / macho.3 / macho.5 / macho.6: once the night's deaths are known, each Macho
    attacked tonight is told one attacker, and everyone learns they were attacked."""
    night = eng.state.phase
    for p in eng.state.players:
        mark = _mark(p, night)
        if mark is None or not p.alive or mark.data.get("told"):
            continue
        mark.data["told"] = True
        causes = list(mark.data.get("attempts", []))
        # macho.5: a group's attack names its executor (R9), the player the engine records as
        # the attacker; macho.6: several attackers, one drawn from the game's seed (R6)
        named = sorted({a for a in mark.data.get("attackers", []) if a})
        if not named:
            eng.tell(p, "macho.unseen", rule="macho.3", causes=causes)
        else:
            who = named[0] if len(named) == 1 else eng.draw(
                "the attacker the Macho saw", named, causes=causes
            )
            # macho.3: only the Macho is told; sharing it is theirs to choose
            eng.tell(
                p, "macho.attacker", rule="macho.3", causes=causes, actor=who, target=p.name
            )
        # macho.2: storytime tells everyone the Macho was attacked (not their role)
        eng.announce("macho.attacked", rule="macho.2", causes=causes, player=p.name)


def day_end(eng: Engine) -> None:
    """macho.4: at the end of the day after the attack, the Macho dies."""
    day = eng.state.phase

    def due_today(s: Status) -> bool:
        return s.name == DOOMED and s.data.get("day") == day

    for p in eng.state.players:
        due = [s for s in p.statuses if due_today(s)]
        if not due:
            continue
        eng.drop_statuses(p, due_today)
        for mark in due:
            if p.alive:
                # ruling RM131: the delayed death is a kill (R8's second kind): the night's
                # protections are over, and the few defences that stop kills may still
                causes = list(mark.data.get("attempts", [])) or [mark.source]
                eng.kill(p, "kill", causes=causes, rule="macho.4")


def _mark(p: Player, night: int) -> Status | None:
    for s in p.all(DOOMED):
        if s.data.get("night") == night:
            return s
    return None


# macho.b1: a townsperson with no ability to use, whose night attacks are delayed
MACHO_ROLE = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({MACHO}),
    rules=(
        "macho.b1",
        "macho.1",
        "macho.2",
        "macho.3",
        "macho.4",
        "macho.5",
        "macho.6",
        "macho.7",
    ),
    summary="Attacked at night, you live through the next day, knowing who attacked you.",
    description=(
        "A townsperson with no ability to use. An attack at night does not kill the Macho at "
        "once: in the morning everyone is told the Macho was attacked, the Macho alone is told "
        "who attacked them (one of them, at random, if several did; the pack's chosen "
        "attacker for a pack attack), and the Macho dies at the end of that day. A protection "
        "that stops the attack first leaves the Macho unharmed; a lynch or a kill works as on "
        "anyone."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "macho.attacker",
    "macho.unseen",
    "macho.attacked",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "macho.b1": "An attacked Macho learns the attacker's name and dies only the next evening.",
    "macho.1": "A night attack leaves the Macho alive until the end of the next day.",
    "macho.2": "Storytime names the Macho and says they were attacked.",
    "macho.3": "The Macho alone learns who attacked them, and may share it or not.",
    "macho.4": "The Macho dies at the end of that day.",
    "macho.5": "A group's attack names the group member who carried it out.",
    "macho.6": "Several attacks in a night: none kills, one attacker is told, at random.",
    "macho.7": "A lynched Macho dies as anyone does.",
}

# R37: the Macho's manifest; where its defence and listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="macho",
    roles=(MACHO_ROLE,),
    listeners=(
        # macho.2 / macho.3: the morning's news, once the night's deaths are settled
        ("night_end_consequences", night_end),
        # macho.4: the delayed death
        ("day_end_consequences", day_end),
    ),
    # R8 / macho.1: a partial defence, tried after absences, active and passive defences
    defences=(("partial", "macho", macho_defence),),
    messages=MESSAGES,
    # what its message tells its reader (for bots that know no role): the attack is
    # a visit the Macho saw
    meanings={"macho.attacker": Meaning.VISIT_SEEN},
    rulebook=RULE_TEXT,
    statuses=(DOOMED,),
)
