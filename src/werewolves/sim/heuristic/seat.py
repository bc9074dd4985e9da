"""A heuristic bot in a seat beside human teammates (the game service's seat bots)."""

from __future__ import annotations

from ...views import PlayerView
from ..agent import Agent
from ..book import phase_index, team_channels
from ..claims import parse_plan
from .agent import HeuristicAgent


def heed_team(agent: Agent, view: PlayerView) -> None:
    """Ruling RM560: a seat bot beside human teammates (the game service's) takes the latest
    team choice a teammate made this phase as its team's plan: a choice shared with the team
    (``action.chosen`` told to the bot) or a plan line in a team channel, whichever came last.
    The heuristic bot follows its team's plan (:meth:`HeuristicAgent._aimed`), and the plan it
    reads by itself is the first one of the phase; this puts the latest in its memory first,
    so that when a human changes the pack's pick the bot follows the change. A pure function
    of the view; a bot of another kind is left as it is."""
    if not isinstance(agent, HeuristicAgent):
        return
    latest: dict[str, str] = {}
    for msg in view.messages:
        if phase_index(msg.phase) != view.phase_index:
            continue
        p = msg.params
        if msg.key == "action.chosen" and str(p.get("actor")) != view.name:
            targets = p.get("targets") or []
            if targets:
                latest[str(p.get("verb"))] = str(targets[0])
        elif (
            msg.key == "chat.line"
            and (msg.channel or "") in team_channels()
            and str(p.get("speaker")) != view.name
        ):
            plan = parse_plan(str(p.get("text")))
            if plan is not None and plan[0] != "doomed":
                latest[plan[0]] = plan[1]
    for verb, target in latest.items():
        agent.mem.plans[(view.phase_index, verb)] = target
