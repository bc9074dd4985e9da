# Die eigenen Sätze des Spieldienstes (server/): seine Ablehnungen und was ein Befehl bewirkt
# hat, an jede Oberfläche als Schlüssel mit Parametern geschickt und in der Sprache der
# lesenden Person geschrieben. { $seat } ist der Name eines Platzes; { $phase } eine Phase.

service-game_over = Das Spiel ist vorbei.
service-paused_resume = Das Spiel ist pausiert: Die Spielleitung setzt es fort.
service-paused_now = Das Spiel ist pausiert.
service-already_paused = Das Spiel ist schon pausiert.
service-not_paused = Das Spiel ist nicht pausiert.
service-no_seat = Diesen Platz gibt es in diesem Spiel nicht (die Plätze heißen wie im Aufbau).
service-already_ready = Du hast schon gesagt, dass du in dieser Phase fertig bist.
service-done = Du bist für diese Phase fertig.
service-not_a_bot = { $seat } ist kein Bot, der auf seinen Zug wartet.
service-bot_turn = { $seat } (ein Bot) hat seinen Zug gemacht
service-accepted = angenommen
service-stale_phase = Das sollte Phase { $meant } beenden, aber es läuft { $phase }.
service-running = { $phase } läuft
service-draw = das Spiel endete unentschieden
service-paused = pausiert
service-resumed = fortgesetzt
service-no_clock = Ein Spiel mit Zeitlimit beendet jede Phase mit ihrer Frist, also darf { $field } nicht leer sein: Gib eine Länge an, oder stelle den Ablauf auf „manual“, um die Phasen selbst zu beenden.
service-settings_changed = Einstellungen geändert (Phasenlängen gelten ab der nächsten Phase){ $clock ->
        [none] {""}
       *[other] ; ein Spiel mit Zeitlimit hat Fristen, also nimmt es die Tage von { $day } und Nächte von { $night } der Uhr „{ $clock }“, wo es keine Länge hatte
    }{ $ends ->
        [none] {""}
       *[other] ; diese Phase endet jetzt in { $ends }
    }
service-deadline_set = Frist gesetzt
service-deadline_cleared = Frist aufgehoben
service-new_link = { $seat } hat einen neuen Link; der alte gilt nicht mehr
service-already_kicked = { $seat } wurde schon entfernt.
service-kicked = Die Person an { $seat } wurde entfernt; jetzt spielt ein Bot den Platz
service-already_joined = Du bist diesem Spiel schon beigetreten.
service-joined = { $seat } ist beigetreten
service-bad_seats = Nenne die Plätze, die Bots übernehmen (oder abgeben) sollen.
service-bots_updated = Bots geändert
service-no_command_to_undo = Es gibt keinen Spielbefehl { $seq }, der rückgängig zu machen wäre.
service-nothing_to_undo = Es gibt nichts rückgängig zu machen.
service-not_latest = Nur die neuesten Befehle können rückgängig gemacht werden.
service-reopens_game = Das Spiel ist vorbei: { $what } rückgängig zu machen, würde es wieder öffnen und den Zuschauenden die Rückschau nehmen, bis es wieder endet; bestätige, um es wieder zu öffnen.
service-no_token = Dafür braucht es das Geheimnis aus deinem Link (das Token).
service-no_game = Zu diesem Link gibt es hier kein Spiel: Prüfe den Link, oder bitte die Spielleitung um einen neuen.
service-revoked = Dieser Link gilt nicht mehr: Die Spielleitung hat die Person an diesem Platz ersetzt oder entfernt.
service-notes_player = Nur der Link einer spielenden Person hat Notizen.
service-stale_version = Das Spiel ist weitergegangen (es ist bei Version { $version }, nicht { $expected }): Sieh noch einmal nach und versuche es erneut.
service-moved_on = Das Spiel ist weitergegangen, seit es geöffnet wurde: Sieh noch einmal nach und versuche es erneut.
service-lost_race = Jemand anderes hat im selben Moment in diesem Spiel gehandelt: Versuche es erneut.
service-not_yet = Das öffnet sich, sobald das Spiel vorbei ist.
service-private = Die Spielleitung hält dieses Spiel privat.
service-bad_acting = Sag, als wer der Adapter handelt: 'host', 'spectator' oder 'seat N' (N: die Nummer des Platzes).
service-no_credential = Dafür braucht es den Zugang des Adapters.
service-no_seat_number = Dieses Spiel hat keinen Platz { $number }.
service-not_host = Nur der Link der Spielleitung darf das.
service-not_player = Nur der Link einer spielenden Person darf das.
service-not_begun = { $until } hat noch nicht begonnen: Es läuft { $phase }.
service-not_an_action = „{ $word }“ ist keine Handlung in diesem Spiel: { $verbs ->
        [none] { $seat } hat jetzt nichts zu tun
       *[other] { $seat } kann jetzt: { $verbs }
    }.
service-no_bot_needed = Das Spiel ist vorbei: Kein Platz braucht jetzt einen Bot.
service-no_event = In diesem Spiel gibt es kein Ereignis { $event }.
service-no_event_seen = Es gibt kein Ereignis { $event }, das du sehen kannst.
service-meant_later = Das war für { $until } gedacht, das noch nicht begonnen hat; jetzt ist { $phase }: Es ist nichts geschehen.
service-meant_earlier = Das war für { $until } gedacht; jetzt ist { $phase }: Es ist nichts geschehen.
