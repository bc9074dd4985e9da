# The game service's own sentences (server/): its refusals and what a command did, sent to
# every edge as a key and parameters and written out in each reader's language. { $seat } is a
# seat's name; { $phase } a phase the reader reads in their language.

service-game_over = The game is over.
service-paused_resume = The game is paused: the host will resume it.
service-paused_now = The game is paused.
service-already_paused = The game is already paused.
service-not_paused = The game is not paused.
service-no_seat = There is no such seat in this game (seats are named as in the setup).
service-already_ready = You have already said you are done this phase.
service-done = You are done for this phase.
service-not_a_bot = { $seat } is not a bot waiting for its turn.
service-bot_turn = { $seat } (a bot) took its turn
service-accepted = accepted
service-stale_phase = That was meant to end phase { $meant }, and { $phase } is running.
service-running = { $phase } is running
service-draw = the game ended in a draw
service-paused = paused
service-resumed = resumed
service-no_clock = A timed game ends each phase at its deadline, so { $field } cannot be null: give a length, or set automation to manual to end the phases yourself.
service-settings_changed = settings changed (phase lengths count from the next phase){ $clock ->
        [none] {""}
       *[other] ; a timed game has deadlines, so it takes the { $clock } clock's days of { $day } and nights of { $night } where it had no length
    }{ $ends ->
        [none] {""}
       *[other] ; this phase now ends in { $ends }
    }
service-deadline_set = deadline set
service-deadline_cleared = deadline cleared
service-new_link = { $seat } has a new link; the old one no longer works
service-already_kicked = { $seat } was already kicked.
service-kicked = { $seat }'s player was removed; a bot plays the seat now
service-already_joined = You have already joined this game.
service-joined = { $seat } joined
service-bad_seats = Name the seats bots should take (or leave).
service-bots_updated = bots updated
service-no_command_to_undo = There is no game command { $seq } to undo.
service-nothing_to_undo = There is nothing to undo.
service-not_latest = Only the latest commands can be undone.
service-reopens_game = The game is over: undoing { $what } would reopen it and take the review away from the spectators until it ends again; confirm to reopen it.
service-no_token = This needs the secret from your link (the token).
service-no_game = There is no game here for this link: check the link, or ask the host for a new one.
service-revoked = This link no longer works: the host replaced or removed this seat's player.
service-notes_player = Only a player's link has notes.
service-stale_version = The game moved on (it is at version { $version }, not { $expected }): look again and retry.
service-moved_on = The game moved on since it was opened: look again and retry.
service-lost_race = Someone else acted on this game at the same moment: retry.
service-not_yet = This opens once the game is over.
service-private = The host keeps this game private.
service-bad_acting = Say whom the adapter acts as: 'host', 'spectator' or 'seat N' (N: the seat's number).
service-no_credential = This needs the adapter's credential.
service-no_seat_number = This game has no seat { $number }.
service-not_host = Only the host's link may do this.
service-not_player = Only a player's link may do this.
service-not_begun = { $until } has not begun: { $phase } is running.
service-not_an_action = '{ $word }' is not an action in this game: { $verbs ->
        [none] { $seat } has nothing to do now
       *[other] { $seat } may do now: { $verbs }
    }.
service-no_bot_needed = The game is over: no seat needs a bot now.
service-no_event = There is no event { $event } in this game.
service-no_event_seen = There is no event { $event } you can see.
service-meant_later = That was meant for { $until }, which has not begun; it is { $phase } now: nothing was done.
service-meant_earlier = That was meant for { $until }; it is { $phase } now: nothing was done.
