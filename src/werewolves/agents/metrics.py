"""The research metrics of a tournament, per agent and per side, each a proportion with its 95 %
Wilson score interval (``docs/agents.md``, "Metrics").

They are worked out from each game's *facts*, a part of its record (:mod:`.record`):

- ``seats``: per seat its ``name``, the ``agent`` (label) playing it, its ``dealt_team`` (the
  team of its dealt role: the side the metrics are broken down by, as the ratings are), its
  ``team`` at the end of the game (what its win was judged by: whom it was opposed to), whether
  it ``won``, and the phase it ``died`` in (None: it lived to the end);
- ``phases``: the game's last phase index (Day 0 is 0, Night 1 is 1, Day 1 is 2 …);
- ``investigators``: the seats whose dealt role can learn something of another player, by its
  abilities' declarations (``learns``), never by a role's name;
- ``ballots``: each lynch ballot as it stood when its poll closed, ``[phase, voter, target]``;
- ``beliefs``: each belief an agent reported, ``{"seat", "phase_index", "seats": {…}}``
  (the protocol's ``believe`` move, :func:`~.protocol.check_belief`).

Two seats are **opponents** when they play for different teams at the end of the game, or when
either is unaligned (an unaligned player's goal is its own). A belief **marks** a seat as an
opponent when it gives it a chance above one half: its ``opponent`` chance when it states one,
else the sum of the chances of the teams (or, failing those, of the roles' teams) opposed to
the believer's. An agent's belief of a *day* is the last it reported in that day's phases
(day ``d``: Night ``d`` and Day ``d``).

- **win rate**: the share of its seats that won;
- **IRP** (identification precision): of the seats its belief of each day marks, the share that
  are its opponents;
- **VSS** (voting success): of its lynch ballots, the share naming an opponent;
- **KSR** (key-role survival): of the phases of its games, counted once per investigator of the
  side of each seat it held (the seat's dealt team; an unaligned seat's side is itself), the
  share the investigator lived through;
- **detection**: of the opponents its belief of each day names, the share it marks;
- **deception**: of its seats' opponents' beliefs of each day naming its seat, the share that
  mark it — lower is better: the agent was taken for a friend.

A metric with nothing to count (an agent that reported no belief has no IRP) has ``of`` 0 and a
``rate`` of None.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..sim.stats import wilson

__all__ = ["INTERVAL", "METRICS", "compute", "day_of", "marks", "opposed"]

JSON = dict[str, Any]
UNALIGNED = "unaligned"
METRICS = ("win_rate", "irp", "vss", "ksr", "detection", "deception")
INTERVAL = "Wilson score interval, 95 %"


def opposed(a: str, b: str) -> bool:
    """Whether players of teams ``a`` and ``b`` are opponents: different teams, or either
    unaligned (its goal is its own)."""
    return a != b or a == UNALIGNED


def day_of(phase_index: int) -> int:
    """The day a phase belongs to: Night ``d`` and Day ``d`` are day ``d`` (Day 0 is day 0)."""
    return (phase_index + 1) // 2


def marks(entry: JSON, believer_team: str, team_of_role: Callable[[str], str]) -> bool:
    """Whether a belief's entry about one seat marks it as an opponent of a believer of
    ``believer_team`` (a chance above one half)."""
    if "opponent" in entry:
        chance = float(entry["opponent"])
    elif "teams" in entry:
        chance = sum(float(p) for t, p in entry["teams"].items() if opposed(believer_team, t))
    else:
        chance = sum(float(p) for r, p in entry.get("roles", {}).items()
                     if opposed(believer_team, team_of_role(r)))
    return chance > 0.5


class _Tally:
    """Counts (hits, trials) per agent and metric, overall and per side."""

    def __init__(self) -> None:
        self.counts: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])

    def add(self, agent: str, side: str, metric: str, hit: bool) -> None:
        for where in ("all", side):
            c = self.counts[(agent, where, metric)]
            c[0] += int(hit)
            c[1] += 1

    def to_json(self, agent: str, sides: Iterable[str]) -> JSON:
        def one(where: str) -> JSON:
            return {m: _proportion(*self.counts.get((agent, where, m), (0, 0))) for m in METRICS}

        return {"overall": one("all"), "teams": {s: one(s) for s in sorted(sides)}}


def _proportion(k: int, n: int) -> JSON:
    lo, hi = wilson(k, n)
    return {"count": k, "of": n, "rate": round(k / n, 6) if n else None,
            "ci_low": round(lo, 6), "ci_high": round(hi, 6)}


def _last_each_day(beliefs: Sequence[JSON]) -> dict[tuple[str, int], JSON]:
    """Each seat's last belief of each day (beliefs come in the order they were reported)."""
    out: dict[tuple[str, int], JSON] = {}
    for b in beliefs:
        out[(str(b["seat"]), day_of(int(b["phase_index"])))] = b
    return out


def compute(
    games: Sequence[JSON],
    agents: Sequence[str],
    team_of_role: Callable[[str], str] = lambda _r: "",
) -> dict[str, JSON]:
    """Per agent label: its metrics ``overall`` and per side (``teams``, by the dealt team of the
    seats it held), each ``{count, of, rate, ci_low, ci_high}``. ``games`` are the games' facts
    (see the module); ``team_of_role`` reads a belief that gives only roles."""
    tally = _Tally()
    sides: dict[str, set[str]] = defaultdict(set)
    for g in games:
        seats = {str(s["name"]): s for s in g["seats"]}
        last = int(g["phases"])
        for s in seats.values():
            sides[s["agent"]].add(s["dealt_team"])
            tally.add(s["agent"], s["dealt_team"], "win_rate", bool(s["won"]))
        # KSR: each seat's side's investigators, phase by phase (alive at the phase's end)
        investigators = [seats[n] for n in g.get("investigators", ()) if n in seats]
        for s in seats.values():
            if s["dealt_team"] == UNALIGNED:  # its side is itself
                side = [s] if s in investigators else []
            else:
                side = [i for i in investigators if i["dealt_team"] == s["dealt_team"]]
            for i in side:
                died = i.get("died")
                for ph in range(last + 1):
                    tally.add(s["agent"], s["dealt_team"], "ksr", died is None or ph < died)
        # VSS: each ballot as its poll closed
        for _ph, voter, target in g.get("ballots", ()):
            v, t = seats.get(voter), seats.get(target)
            if v is None or t is None:
                continue
            tally.add(v["agent"], v["dealt_team"], "vss", opposed(v["team"], t["team"]))
        # IRP, detection, deception: each seat's belief of each day
        for (who, _day), b in sorted(_last_each_day(g.get("beliefs", ())).items()):
            me = seats.get(who)
            if me is None:
                continue
            for other, entry in sorted(b["seats"].items()):
                them = seats.get(other)
                if them is None or other == who:
                    continue
                marked = marks(entry, me["team"], team_of_role)
                against = opposed(me["team"], them["team"])
                if marked:
                    tally.add(me["agent"], me["dealt_team"], "irp", against)
                if against:
                    tally.add(me["agent"], me["dealt_team"], "detection", marked)
                    # the seat believed about was read by an opponent: its agent's deception
                    tally.add(them["agent"], them["dealt_team"], "deception", marked)
    return {a: tally.to_json(a, sides.get(a, ())) for a in agents}
