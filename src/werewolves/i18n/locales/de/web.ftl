# Die eigenen Wörter der Browser-App (Beschriftungen, Knöpfe, Hinweise): alles, was eine Seite
# zeigt und nicht aus dem Spiel selbst kommt. Ids: der Schlüssel der Seite (roster.count) mit
# Bindestrichen statt Punkten, unter web- (web-roster-count), damit kein anderer Bereich die Id
# belegt. { $x } füllt die Seite ein; eine Anzahl hat einen Plural-Selektor (die Seite wählt die
# Variante nach der Zahl).

# überall
web-app-name = werewolves
web-app-tagline = Leite eine Runde Werwolf für deine Freunde: die Regeln werden ausgeführt, und jeder Ausgang wird erklärt.
web-theme-toggle = Hell / dunkel umschalten
web-skip = Zum Inhalt springen
web-nav-home = Start
web-live-connected = Live
web-live-reconnecting = Verbinde neu…
web-live-offline = Offline: neuer Versuch läuft
web-live-ended = Nicht verbunden
web-live-offline_banner = Du bist offline: was du siehst, ist vielleicht nicht aktuell. Die Seite holt alles von selbst nach, sobald die Verbindung wieder steht.
web-error-no_link = Diese Seite braucht das Geheimnis aus deinem Link. Öffne den Link, den du bekommen hast (er endet auf #t=…).
web-error-generic = Etwas ist schiefgegangen: { $message }
web-phase-ends_in = endet in { $time }
web-phase-no_timer = kein Timer
web-phase-auto = endet, sobald alle gehandelt haben
web-phase-auto_bots = die Bots spielen alle { $n } s einen Zug
web-phase-paused = pausiert
web-phase-time_up_manual = die Zeit ist um: die Spielleitung beendet die Phase
web-phase-ending = die Zeit ist um: die Phase endet
web-phase-over = Das Spiel ist vorbei
web-copy = Kopieren
web-copied = Kopiert
web-qr-alt = QR-Code des Links für { $name }
web-close = Schließen
web-confirm = Bist du sicher?
web-yes = Ja
web-no = Abbrechen
# Startseite und Spielaufbau
web-home-host = Ein Spiel leiten
web-home-watch = Bots beim Spielen zusehen
web-home-watch_help = Acht Bots spielen ein ganzes Spiel, während du zusiehst; jeder Tod wird erklärt.
web-home-watch_button = Ein Bot-Spiel starten
web-home-title = Werwolf online spielen
web-bots-controls = Das Spiel der Bots
web-bots-pause = Pause
web-bots-resume = Weiter
web-bots-speed = Tempo
web-bots-speed-slow = Langsam (8 s pro Zug)
web-bots-speed-normal = Normal (4 s pro Zug)
web-bots-speed-fast = Schnell (1 s pro Zug)
web-bots-paused = Das Spiel ist pausiert.
web-builder-players = Mitspielende
web-builder-players_help = Ein Name pro Zeile (jeweils ein einziges Wort, etwa Ann oder Bob42).
web-builder-count = { $n ->
    [one] { $n } Person
   *[other] { $n } Personen
}
web-builder-minutes_range = { $what }: gib eine Anzahl Minuten von 0.2 bis 43200 (30 Tage) an.
web-builder-roles = Rollen
web-builder-roles_help = Wähle so viele Rollen, wie es Mitspielende gibt, oder drücke „Standardmischung“.
web-builder-preset = Standardmischung
web-builder-role_count = { $n } von { $m ->
    [one] { $m } Rolle
   *[other] { $m } Rollen
} gewählt
web-builder-no_roles = Keine Rolle gewählt: das Spiel bekommt die Standardmischung für { $m ->
    [one] { $m } Person
   *[other] { $m } Personen
} (drücke „Standardmischung“, um sie zu sehen und zu ändern).
web-builder-use_default = Du hast keine Rollen gewählt. Das Spiel mit der Standardmischung für { $m ->
    [one] { $m } Person
   *[other] { $m } Personen
} erstellen? Sie kann als eingeschränkt markierte Rollen enthalten; drücke zuerst „Standardmischung“, um sie zu sehen.
web-builder-seed_range = Seed: gib eine ganze Zahl von 0 bis 9223372036854775807 an, oder lass das Feld leer für ein zufälliges Spiel.
web-builder-add = Eine Rolle { $role } hinzufügen
web-builder-limited = eingeschränkt
web-builder-show_limited = Die eingeschränkten Rollen zeigen
web-builder-show_limited_help = Rollen, die das Rollenbuch noch erprobt; eine eingeschränkte Rolle, die du gewählt hast, bleibt sichtbar.
# Eigene Rollen aus Rollendateien
web-builder-role_files = Eigene Rollen hinzufügen (Rollendateien)
web-builder-role_files_help = YAML-Rollendateien (siehe die Anleitung zu Rollendateien); ihre Rollen kommen in die Liste unten und reisen mit dem Spiel.
web-builder-role_files_added = Aus Rollendateien hinzugefügt: { $names }.
web-builder-custom = eigene
web-builder-filter = Eine Rolle finden
web-builder-filter_help = Tippe einen Teil vom Namen einer Rolle, einen anderen Namen von ihr, ihre Gruppe oder was sie tut; eine Rolle, die du gewählt hast, bleibt sichtbar.
web-builder-filter_none = Keine Rolle passt: leere das Feld, um alle zu sehen.
web-builder-also_called = auch genannt { $names }
web-builder-extras = Zusätzliche Rollen (im Spiel ausgeteilt)
web-builder-extras_help = Jemand bekommt diese zusätzlich zur ausgeteilten Rolle; keine Rollenliste teilt sie aus.
web-builder-handed_out = Ausgeteilt: { $how }
web-builder-ungrouped = Andere Rollen
web-builder-remove = Eine Rolle { $role } entfernen
web-builder-role_list = Was die Mitspielenden von der Rollenliste erfahren
web-builder-role_list-public = Öffentlich: alle sehen die ganze Liste
web-builder-role_list-partial = Teilweise: einige Rollen werden verraten
web-builder-role_list-private = Privat: nichts wird verraten
web-builder-revealed = Verratene Rollen
web-builder-known = Rollen, von denen der Wissende Wolf erfährt, dass sie im Spiel sind (leer: die echte Liste)
web-builder-timers = Timer
web-builder-clock = Uhr
web-builder-clock_preset = { $name }: Tage { $day }, Nächte { $night }
web-builder-clock-long = Lang
web-builder-clock-fast = Schnell
web-builder-clock_hint = Eine Vorgabe füllt beide Längen. Eine leere Länge ist in einem Spiel mit Timer die der langen Uhr, und in einem automatischen Spiel kein Timer.
web-builder-day_minutes = Länge eines Tages (Minuten)
web-builder-night_minutes = Länge einer Nacht (Minuten)
web-builder-automation = Wer die Phasen beendet
web-builder-automation-manual = Von Hand: ich beende jede Phase
web-builder-automation-timed = Mit Timer: der Timer beendet jede Phase
web-builder-automation-auto = Automatisch: auch, sobald alle fertig sind
web-builder-seed = Seed (leer: zufällig)
web-builder-create = Das Spiel erstellen
web-builder-book_failed = Die Liste der Rollen konnte nicht geladen werden ({ $message }): lade die Seite neu, um es noch einmal zu versuchen.
web-builder-errors = Das Spiel konnte nicht erstellt werden: siehe die markierten Felder unten.
web-links-title = Dein Spiel ist bereit
web-links-help = Schicke jeder Person ihren eigenen Link: er ist ihr Geheimnis. Den Link der Spielleitung behältst du. Die Links werden nur jetzt gezeigt: kopiere sie, bevor du diese Seite verlässt (die Seite der Spielleitung kann später jedem Platz einen neuen Link geben).
web-links-host = Seite der Spielleitung
web-links-spectator = Zuschauende
web-links-open_host = Die Seite der Spielleitung öffnen
# Seite der Mitspielenden
web-play-role = Deine Rolle
web-play-rules = So funktioniert deine Rolle
web-play-actions = Was du jetzt tun kannst
web-play-no_actions = Gerade gibt es nichts zu tun.
web-play-dead = Du bist tot. Du kannst dem Spiel weiter zusehen.
web-play-change_verb = { $verb } (ändern)
web-play-choose = Wählen…
web-play-pick_first = Wähle zuerst eine Person.
web-play-pick_distinct = Wähle in jedem Feld eine andere Person: eine Aktion nennt niemanden zweimal.
web-play-target_of = Wen ({ $verb }, { $n })
web-play-target_one = Wen ({ $verb })
web-play-pick_of = Wähle { $kind } ({ $verb })
web-play-pick_of_n = Wähle { $kind } ({ $verb }, { $n })
web-play-pick_kind = eine Antwort
web-play-pick_word_first = Wähle zuerst { $kind }.
web-play-pick_distinct_choice = Wähle in jedem Feld etwas anderes: eine Aktion nennt { $kind } nur einmal.
web-play-other_roles = Andere Rollen
web-play-link_ended = Dieser Link funktioniert nicht mehr
web-play-own_actions = Die Aktionen deiner Rolle
web-play-when-day = am Tag
web-play-when-night = in der Nacht
web-play-when-any = Tag oder Nacht
web-play-from_phase = ab { $phase }
web-play-timing-immediate = wirkt sofort
web-play-timing-end = wirkt, wenn die Phase endet
web-play-limit-per_game = { $n } pro Spiel
web-play-limit-once_per_phase = einmal pro Phase
web-play-limit-per_phase = { $n } pro Phase
web-play-limit-counter = verbraucht { $counter }
web-play-limit-group = geteilt mit der Gruppe { $group }
web-play-rule_ids = Regeln, denen sie folgt, nach Id (deine Spielleitung kann sie nachschlagen): { $ids }.
web-phase-day_n = Tag { $n }
web-phase-night_n = Nacht { $n }
web-play-at_once = geschieht sofort
web-play-vote_timing = zählt sofort; du kannst deine Stimme ändern, bis die Abstimmung schließt
web-play-at_end = geschieht, wenn die Phase endet; bis dahin kannst du es ändern
web-play-chosen = Gewählt: { $targets }
web-play-nobody = niemand
web-play-optional = (freiwillig)
web-play-ready = Ich bin fertig für diese Phase
web-play-is_ready = Du hast gesagt, dass du für diese Phase fertig bist.
web-play-polls = Abstimmungen
web-play-no_votes = Noch keine Stimmen.
web-play-votes_for = { $n } für { $name }
web-play-channels = Kanäle
web-play-say = Eine Nachricht schreiben
web-play-send = Senden
# Verschwörungskanäle (rule-conspiracy-channels.1–2)
web-play-cc_open = Einen privaten Kanal öffnen
web-play-cc_name = Name des Kanals
web-play-cc_with = Mit
web-play-cc_create = Den Kanal öffnen
web-play-cc_members = Mitglieder: { $names }
web-play-cc_invite = Einladen
web-play-cc_invite_who = Wen einladen
web-play-cc_private = Nur seine Mitglieder lesen ihn.
web-play-unread = { $n } neu
# die ganze Kette einer Erklärung, ein Tippen unter ihrem Satz (js/explain.js)
web-explain-full = Die ganze Kette, mit den Regeln
# die privaten Notizen (js/notes.js)
web-notes-title = Deine Notizen
web-notes-help = Nur du kannst sie lesen: nicht die Spielleitung, nicht die anderen Mitspielenden, nicht der Rückblick. Sie bleiben bei deinem Link, auf jedem Gerät.
web-notes-placeholder = Wer was behauptet hat, wen du verdächtigst…
web-notes-saving = Deine Notizen werden behalten…
web-notes-saved = Notizen behalten.
web-notes-unsaved = Noch nicht behalten…
web-play-undone_reason = Die Spielleitung hat etwas zurückgenommen, das du gesehen hattest (Grund: { $reason }): was es sagte, ist von deinem Bildschirm verschwunden.
web-play-undone_yours = Die Spielleitung hat etwas zurückgenommen, das du getan hattest (Grund: { $reason }). Sieh noch einmal nach, was du gewählt hast.
web-play-undone = Die Spielleitung hat die letzten Aktionen des Spiels zurückgenommen: was sie sagten, ist von deinem Bildschirm verschwunden.
web-play-read_only = Du kannst diesen Kanal lesen, aber nicht darin schreiben.
web-play-timeline = Was du weißt
web-play-statuses = Deine Zustände und Zähler
web-play-none = Keine.
# Regelung RM550: eine Aktion, die sofort wirkt (oder als unumkehrbar erklärt ist), wird vor dem
# Senden bestätigt, mit der Aktion und ihren Zielen; die Warnung der Familie folgt
web-play-confirm-once = { $verb } { $targets }? Das lässt sich nicht rückgängig machen.
web-play-accepted = Erledigt.
# eine Aktion, die ihrer Person oder ihrem Team schaden kann, oder eine gegen die Person selbst
web-play-confirm-self_vote = Das ist eine Stimme, dich selbst zu lynchen: trotzdem?
web-play-confirm-first = { $verb } { $targets }?
web-play-confirm-go = Fortfahren?
web-play-confirm-self = Es wirkt gegen dich.
web-play-confirm-ally = { $name } ist auf deiner Seite.
web-play-confirm-fellow = { $name } ist in deiner Gruppe { $group }.
web-play-link_ended_title = Warum diese Seite angehalten hat
web-play-link_ended_why = Dieser Link wurde ersetzt, oder die Person wurde aus dem Spiel genommen.
web-play-link_ended_help = Diese Seite zeigt das Spiel nicht mehr. Wenn du noch mitspielst, bitte die Spielleitung um deinen neuen Link.
# die Runde (jeder Platz) und das Glossar (die Rollen, die der eigene Bildschirm genannt hat)
web-roster-title = Mitspielende
web-roster-in_hand = Was ein Tippen auf einen Namen tut
web-roster-tap_to = Tippe auf einen Namen für: { $verb }.
web-roster-tap_label = { $verb } { $name }
web-roster-no_tap = Gerade gibt es mit einem Namen nichts zu tun.
web-roster-dead_hint = Du bist tot: die Runde ist jetzt zum Zusehen da.
web-roster-ascended_hint = Du bist aufgestiegen: du hast das Spiel mit deinem Sieg verlassen, und die Runde ist jetzt zum Zusehen da.
web-roster-descended_hint = Du bist hinabgestiegen: du hast das Spiel verlassen, und die Runde ist jetzt zum Zusehen da.
web-roster-you = du
web-roster-dead = tot
web-roster-ally = auf deiner Seite
web-roster-fellow = deine Gruppe { $group }
web-roster-ascended = aufgestiegen
web-roster-descended = hinabgestiegen
web-roster-chosen = deine Wahl
# R40: die öffentliche Anzeige neben einem Namen; sind zwei Abstimmungen offen (eine
# Lynchabstimmung und eine Wahl), nennt jede Anzahl ihre Abstimmung
web-roster-count = { $n ->
    [one] 1 Stimme
   *[other] { $n } Stimmen
}
web-roster-count_in = { $count } ({ $poll })
web-roster-filled = { $name } steht in Feld { $n }: fülle die anderen Felder und sende.
web-glossary-open = Rollen, die du kennst
web-glossary-title = Rollen, die du kennst
web-glossary-help = Nur die Rollen, die dein eigener Bildschirm genannt hat: deine Rolle, die Rollenliste, die dir gezeigt wurde, und Rollen, die du herausgefunden hast oder die allen gezeigt wurden.
web-glossary-yours = deine Rolle
web-glossary-extra = zusätzlich zu deiner Rolle
web-glossary-no_summary = Keine Zusammenfassung.
# Hinweise zur Phase
web-alert-toggle = Ton und Vibration bei jeder neuen Phase
web-alert-now = Jetzt: { $phase }
web-alert-quiet = Niemand ist gestorben.
# Seite der Spielleitung
web-host-title = Seite der Spielleitung
web-host-controls = Das Spiel führen
web-host-advance = Diese Phase jetzt beenden
web-host-pause = Pause
web-host-resume = Weiter
web-host-deadline = Phase endet in (Minuten)
web-host-set_deadline = Setzen
web-host-automation = Automatik
web-host-preview = Vorschau auf das Ende dieser Phase
web-host-preview_title = Wenn die Phase jetzt endete
web-host-preview_none = Niemand würde sterben.
web-host-undo = Zurücknehmen
web-host-undo_last = Die letzte Aktion zurücknehmen
web-host-undo_phase = Bis zum Anfang dieser Phase zurücknehmen
web-host-undo_latest_instead = Stattdessen die letzte zurücknehmen?
web-host-undo_would = Zurücknehmen nähme zurück: { $text }
web-host-undo_nothing = Es gibt nichts zurückzunehmen.
web-host-undo_confirm = „{ $text }“ zurücknehmen? Wer es gesehen hat, erfährt es, mit deinem Grund.
web-host-undo_reopen = Das Spiel ist vorbei. „{ $text }“ zurückzunehmen öffnet es wieder: die Mitspielenden spielen weiter, und die Zuschauenden verlieren den Rückblick, bis es wieder endet. Das Spiel wieder öffnen?
web-host-reopen_q = Das Spiel wieder öffnen?
web-host-undo_reason_first = Schreibe zuerst einen Grund: er steht im Protokoll und wird denen gezeigt, die das Zurücknehmen betrifft.
web-host-audit_undid = nahm { $what } zurück
web-host-rules_continue = Unter den neuen Regeln weiterspielen
web-host-over_note = Das Spiel ist vorbei: eine Phase beenden, pausieren, Timer, Bots und ein Unentschieden gelten nicht mehr. Zurücknehmen geht noch (es fragt, bevor es das Spiel wieder öffnet), ebenso die Links, das Ereignisprotokoll und der Export.
web-host-reason = Grund (steht im Protokoll)
web-host-seats = Plätze
web-host-seat = Platz
web-host-role = Rolle
web-host-team = Team
web-host-state = Zustand
web-host-details = Ämter, Zustände, Zähler
web-host-bot = Bot
web-host-joined = beigetreten
web-host-open = nicht beigetreten
web-host-alive = lebt
web-host-dead = tot ({ $kind }, { $phase })
web-host-why = Warum?
web-host-substitute = Neuer Link
web-host-kick = Entfernen
web-host-draw = Unentschieden beenden
web-host-draw_title = Das Spiel jetzt beenden, unentschieden: alle Lebenden spielen unentschieden, die Toten verlieren
web-host-override = Handeln für
web-host-override_action = Aktion für { $name } (etwa: vote Ann)
web-host-override_title = Für { $name } handeln
web-host-kick_title = Die Person an { $name }s Platz entfernen (ein Bot spielt den Platz)
web-host-substitute_confirm = Dem Platz { $name } einen neuen Link geben? Der alte Link hört sofort auf zu funktionieren; schicke den neuen an die Person, die den Platz jetzt spielt.
web-host-bots_empty = Bots für jeden Platz, dem niemand beigetreten ist
web-host-awaiting = Wer noch nicht gehandelt hat
web-host-nobody_waiting = Alle haben gehandelt.
web-host-pending = Bisher getroffene Wahlen
web-host-audit = Protokoll
web-host-log = Ereignisprotokoll
web-host-filter = Das Protokoll filtern
web-host-export = Das Spiel exportieren
web-host-new_link = Neuer Link für { $name }
# Zuschauende und Rückblick
web-watch-title = Zuschauen
web-watch-dead = tot
web-watch-needs_spectator_link = Diese Seite ist die Sicht der Zuschauenden: öffne sie mit dem Link für Zuschauende. (Mitspielende und die Spielleitung sehen das Spiel auf ihren eigenen Seiten; sobald das Spiel vorbei ist, können alle diese Seite öffnen.)
web-log-to = an { $names }:{ " " }
web-watch-public = Während das Spiel läuft, wird nur gezeigt, was alle sehen dürfen.
web-review-title = Wie das Spiel verlief
web-review-who = Wer wer war
web-review-deaths = Jeder Tod, erklärt
web-review-timeline = Das ganze Spiel, Phase für Phase
web-review-winners = Gewonnen haben: { $names }
web-review-over = Das Spiel ist vorbei: { $reason }.
# rule-results-tie.2 (Regelung RM463): ein Gleichstand ist ein Sieg für alle, die noch leben
web-review-tie_winners = Ein Gleichstand: alle, die noch leben, gewinnen: { $names }.
web-review-losers = Verloren: { $names }.
web-review-nobody = niemand
web-review-draw = Ein Unentschieden ({ $reason }): { $names } spielen unentschieden.
web-review-export = Das Spiel herunterladen
web-review-scenario = Als Szenariodatei herunterladen
web-review-polls = Jedes Abstimmungsergebnis, erklärt
web-review-seen_by = Das Spiel sehen als
web-review-everything = die Spielleitung (alles)
web-review-prev = Vorige Phase
web-review-next = Nächste Phase
web-review-all_phases = Alle Phasen
web-review-step = { $phase } ({ $n } von { $m })
web-review-poll_result = { $poll } von { $phase }: { $chosen }
