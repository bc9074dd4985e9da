"""A finished game for everyone (and for the host at any time): the export, the scenario file, the
review."""

from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.responses import PlainTextResponse

from ..live import JSON, LiveGame
from ..models import MAX_NAME
from ..presenter import export, revealed, review
from . import AnyLink, Service
from .spectator import Lang, reader_lang


class YamlFile(PlainTextResponse):
    """A YAML file (what ``/scenario`` answers, and what its schema says it answers)."""

    media_type = "application/yaml"


router = APIRouter()


@router.get("/api/games/{game_id}/export", tags=["games"])
async def export_after(game_id: str, v: AnyLink, service: Service) -> JSON:
    """The game as a file, for everyone once it is over (when the host lets spectators see
    everything then); the host may always export it."""

    def run(live: LiveGame) -> JSON:
        revealed(live, v)
        return export(live)

    return await service.read(game_id, run)


@router.get(
    "/api/games/{game_id}/scenario",
    tags=["games"],
    response_class=YamlFile,
    responses={
        200: {
            "content": {
                "application/yaml": {"schema": {"type": "object", "description": "a scenario file"}}
            }
        }
    },
)
async def scenario_file(game_id: str, v: AnyLink, service: Service) -> YamlFile:
    """The game as a scenario file (YAML, docs/scenarios.md) that replays its actions and
    expects its end: edit the expectations to state a disputed ruling. For the host, and
    for everyone once the game is over."""
    from ...scenario.export import parse_export, to_scenario

    def run(live: LiveGame) -> str:
        revealed(live, v)
        return to_scenario(parse_export(export(live)))

    text = await service.read(game_id, run)
    name = f"werewolves-{game_id}.yaml"
    return YamlFile(
        text,
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


@router.get("/api/games/{game_id}/review", tags=["games"])
async def review_(
    game_id: str,
    v: AnyLink,
    service: Service,
    seen_by: Annotated[str | None, Query(alias="as", max_length=MAX_NAME)] = None,
    lang: Lang = None,
) -> JSON:
    """Everything about a finished game, for every link of it (unless the host keeps it
    private): who was who, every death and poll result with its explanation, every event;
    ``?as=Ann``: the events as Ann knew them; ``?lang=de``: its words in that language (the
    link's reader's otherwise)."""

    def run(live: LiveGame) -> JSON:
        revealed(live, v)
        return review(live, seen_by, reader_lang(lang) or v.lang)

    return await service.read(game_id, run)
