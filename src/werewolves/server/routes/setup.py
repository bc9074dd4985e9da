"""The service's own routes and the making of games: health, the role list, presets, and
``POST /api/games`` with the setup it builds."""

from functools import partial
from typing import Annotated

from fastapi import APIRouter, Header, Query

from ...game import (
    RULES_VERSION,
    Game,
    RoleCard,
    Setup,
    SetupError,
    custom_role_cards,
    extra_roles,
    group_key,
    role_book,
    role_words,
)
from ...i18n import CATALOG, DEFAULT
from ...sim.setups import deal, default_roles
from ..adapter import grant, parse_acting
from ..commands import SeatBots
from ..gate import Invalid
from ..live import JSON, Settings
from ..models import MAX_PLAYERS, CreateIn, RoleFilesIn, SetupIn
from ..service import HOST as HOST_KIND
from ..service import PLAYER, SPECTATOR, Forbidden, new_secret
from . import Context, bearer_secret


class FieldSetupError(SetupError):
    """A setup refused because of one field of the request, which it names."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.field = field


def build_setup(body: SetupIn, seed: int) -> Setup:
    """The engine's setup from a request: dealt by the seed when the host gave only names."""
    if body.players is not None:
        if body.names is not None or body.roles is not None:
            raise FieldSetupError(
                "Give either players (name and role pairs) or names and roles, not both.",
                "setup.players",
            )
        pairs = [(n, r) for n, r in body.players]
    else:
        if body.names is None:
            raise FieldSetupError(
                "Give the players: players as [name, role] pairs, or names.", "setup.names"
            )
        if body.roles is None:
            roles = default_roles(len(body.names), seed) if body.names else []
        else:
            if len(body.roles) != len(body.names):
                raise FieldSetupError(
                    f"There are {len(body.names)} names and {len(body.roles)} roles: give one role "
                    "per player.",
                    "setup.roles",
                )
            roles = deal(list(body.roles), seed)
        pairs = list(zip(body.names, roles, strict=True))
    return Setup(
        pairs,
        body.role_list,
        list(body.revealed_roles),
        body.known_roles,
        dict(body.options),
        # The custom roles ride in the setup (Game.new builds them, refusing a
        # file with problems with the loader's sentences)
        [(f.name, f.text) for f in body.role_files],
    )


router = APIRouter()


@router.get("/api/health", tags=["service"])
async def health() -> JSON:
    """Whether the server is up, and the rules version it plays."""
    return {"ok": True, "rules_version": RULES_VERSION}


@router.get("/api/roles", tags=["service"])
async def roles() -> JSON:
    """Every role the server knows, with its team, summary, the role book's group,
    whether the book lists it as limited (for a role-list builder, which groups by them)
    and its other names (a setup accepts them too); and, apart, the extra roles the rules
    hand out in play (RM460: never dealt), each with who hands it out and the status its
    holder carries (what a player's own view shows)."""
    return {
        "roles": [
            _role_json(c)
            for c in sorted(role_book(), key=lambda c: (group_key(c.group), c.name))
            if not c.office
        ],
        "extras": [
            {
                "name": c.name,
                "group": c.group,
                "limited": c.limited,
                "summary": c.summary,
                "handed_out": c.handed_out,
                "status": c.status,
            }
            for c in extra_roles()
        ],
    }


def _role_json(c: RoleCard) -> JSON:
    """A role as ``/api/roles`` lists it (and ``/api/role-files`` a role a file adds)."""
    return {
        "name": c.name,
        "team": c.team,
        "category": c.category,
        "group": c.group,
        "limited": c.limited,
        "aliases": list(c.aliases),
        "summary": c.summary,
        # the role's name in each translation's cards (``{"de": "Wahrsager"}``): each also
        # names it in a setup, as an alias does
        "names": _local_names(c.name),
    }


def _local_names(name: str) -> JSON:
    out: JSON = {}
    for lang in CATALOG.languages:
        if lang != DEFAULT:
            local = str(role_words(name, lang))
            if local != name:
                out[lang] = local
    return out


@router.post("/api/role-files", tags=["service"])
async def role_files(body: RoleFilesIn) -> JSON:
    """Read role files: the roles they add, as ``/api/roles`` lists a role, for
    a builder to offer them; a file with problems is refused (422 ``bad_setup``, field
    ``setup.role_files``) with every problem, each ``file:line: sentence``. Nothing is kept:
    the files go with the setup of ``POST /api/games``."""
    cards = custom_role_cards([(f.name, f.text) for f in body.role_files])
    return {
        "roles": [
            _role_json(c)
            for c in cards
        ]
    }


@router.get("/api/presets", tags=["service"])
async def presets(players: Annotated[int, Query(ge=2, le=MAX_PLAYERS)], seed: int = 0) -> JSON:
    """The default mix of roles for that many players (what a game with names only gets)."""
    return {"players": players, "roles": sorted(default_roles(players, seed))}


@router.post("/api/adapters", status_code=201, tags=["service"])
async def adapter_credential() -> JSON:
    """A new credential for a chat adapter (``werewolves discord``): the games it creates
    (sent as ``Authorization: Bearer <credential>`` to ``POST /api/games``) it may act in as
    the host, a spectator or any seat, with the header ``Werewolves-As``. Nothing is kept
    until it creates a game; it opens no other game."""
    return {"token": new_secret(), "acting_header": "Werewolves-As"}


@router.post("/api/games", status_code=201, tags=["games"])
async def create(
    body: CreateIn,
    ctx: Context,
    authorization: Annotated[str | None, Header()] = None,
    werewolves_as: Annotated[str | None, Header(include_in_schema=False)] = None,
) -> JSON:
    """Create a game. Returns the host's secret, one secret per seat and a spectators'
    secret, each with its link: the only time secrets are shown (only digests are kept).
    Created by an adapter (``Authorization: Bearer <credential>`` with ``Werewolves-As:
    host``), the game is the adapter's to act in, and no seat's secret is made known: the
    adapter acts for the seats with its credential. Without ``Werewolves-As`` the
    ``Authorization`` header is not read here, as before."""
    import secrets as _secrets

    credential = None
    if werewolves_as is not None:
        if parse_acting(werewolves_as)[0] != HOST_KIND:
            raise Forbidden("An adapter creates a game as its host: 'Werewolves-As: host'.")
        credential = bearer_secret(authorization)
        if credential is None:
            raise Forbidden("This needs the adapter's credential.", "no_token")

    seed = body.seed if body.seed is not None else _secrets.randbelow(2**31)
    setup = build_setup(body.setup, seed)
    changes = {k: v for k, v in body.settings.model_dump().items() if v is not None}
    settings = Settings()
    problem = settings.check(changes)
    if problem:
        raise Invalid(f"settings: {problem}.", "settings")
    settings.update(changes)
    names = [n for n, _r in setup.players]
    bad_bots = [b for b in body.bots if b not in names]
    if bad_bots and isinstance(setup.players, list):
        Game.new(setup, seed)  # a bad setup is refused with its own sentence first
        raise Invalid(f"bots: {bad_bots[0]} is not one of the players' names.", "bots")
    made_for = None if credential is None else partial(grant, credential)
    service, link = ctx.service, ctx.link
    created = await service.create(setup, seed, settings, grant=made_for)
    gid = created.game_id
    if body.bots:
        await service.command(gid, SeatBots(tuple(body.bots), True))
    return {
        "game": gid,
        "seed": created.seed,
        "rules_version": RULES_VERSION,
        "host": {
            "token": created.host_secret,
            "link": link(HOST_KIND, gid, created.host_secret),
        },
        "spectator": {
            "token": created.spectator_secret,
            "link": link(SPECTATOR, gid, created.spectator_secret),
        },
        "seats": [
            {"name": n, "token": s, "link": link(PLAYER, gid, s)}
            if credential is None
            else {"name": n, "seat": i}
            for i, (n, s) in enumerate(created.seat_secrets.items())
        ],
        "adapter": credential is not None,
    }
