"""``werewolves discord``: a Discord adapter that is a client of the game service.

The service stays the one source of truth; this package only maps what the service's HTTP and
WebSocket API shows onto a guild, and what members do there back onto the API:

* :mod:`.render` — pure: events and views as Discord messages and embeds (phase announcements
  with deaths and deadlines, role cards coloured by team, splitting at Discord's limits);
* :mod:`.plan` — pure: the channels of a game and their permission overwrites per seat state;
* :mod:`.store` — the adapter's own SQLite file: which channel is whose, the cursor rendered
  per channel, the message in flight (what makes a restart render every event exactly once);
* :mod:`.feed` — the loop that renders a stream page into channels through the store;
* :mod:`.service` — the service's API as the adapter uses it, with its one credential;
* :mod:`.bot` — the discord.py client (the ``discord`` extra), imported only when run.

Nothing here imports the engine or the roles: roles and abilities are read from the views'
declarations and role cards, never named (``tests/test_edges_name_no_role.py``).
"""
