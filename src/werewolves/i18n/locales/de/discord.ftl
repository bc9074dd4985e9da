## Der Discord-Adapter: was Mitspielende vom Tisch, ihren Verbündeten, den Neuigkeiten, dem Spielende, privaten Kanälen, Rollendateien und Lobbys lesen, und die Slash-Befehle, wie Discord sie zeigt

# wer das Spiel mit Sieg oder Niederlage verlassen hat, wie der Verlauf es erzählt
discord-left-ascended = 🌟 { $player } ist aufgestiegen und hat gewonnen ({ $role }).
discord-left-descended = ⬇ { $player } ist abgestiegen und hat verloren ({ $role }).
# die Runde am Tisch, eine Zeile je Platz
discord-roster-head = **Am Tisch**
discord-roster-alive = { $name }
discord-roster-dead = 💀 ~~{ $name }~~
discord-roster-ascended = 🌟 { $name } (aufgestiegen)
discord-roster-descended = ⬇ { $name } (abgestiegen)
discord-roster-you = { " " }(du)
discord-roster-role = { " " }— { $role }
discord-roster-ally = { " " }🤝 auf deiner Seite
discord-roster-group = { " " }🤝 in deiner Gruppe { $group }
# eine Option eines Auswahlmenüs für eine Person auf der Seite der lesenden Person
discord-option-ally = auf deiner Seite
discord-option-group = in deiner Gruppe { $group }
# wer gegen Verbündete handelt, wird zuerst gefragt
discord-confirm-ally = { $player } ist auf deiner Seite.
discord-confirm-group = { $player } ist in deiner Gruppe { $group }.
# die Neuigkeiten der letzten Phase
discord-news-head = **Seit dem letzten Mal**
discord-news-none = Nichts Neues seit der letzten Phase.
discord-table-hint = Tippe `/table`, um wieder zu sehen, wer am Tisch sitzt, und die Neuigkeiten der letzten Phase.
# das Spielende, für jede Person
discord-over-roles = **Wer war wer**
discord-over-hidden = Die Spielleitung hält die Rollen nach diesem Spiel verdeckt.
# die Regel, die über eine leere oder ungültige Wahl entscheidet
discord-fallback = ℹ Wenn deine Wahl nicht gelten kann: { $fallback }
# private Kanäle (rule-conspiracy-channels.1-2)
discord-cc-opened = Dein privater Kanal { $channel } ist offen: <#{ $channel_id }>.
discord-cc-opened_later = Dein privater Kanal { $channel } ist offen; sein Discord-Kanal kommt gleich.
discord-cc-invited = { $members } können jetzt in { $channel } lesen und schreiben (erst ab jetzt: was vorher gesagt wurde, bleibt ihnen verborgen).
discord-cc-no_players = Nenne mindestens eine Person für den Kanal (ihre Namen, getrennt durch Leerzeichen oder Kommas).
discord-cc-topic = Ein privater Kanal: nur seine Mitglieder lesen ihn (und die Spielleitung{ $watchers }).
discord-cc-watchers-dead = , und die Toten
discord-cc-watchers-spectators = , die Toten und wer zuschaut
discord-cc-watchers-members = { "" }
# Rollendateien, die die Spielleitung einer Lobby beifügt (docs/roles-as-data.md), und die Rollen, die sie austeilt
discord-rolefile-no_lobby = Öffne hier zuerst eine Lobby mit /lobby: eine Rollendatei gehört zu der Lobby, die du in diesem Kanal leitest.
discord-rolefile-too_big = { $file } hat { $size } Bytes; eine Rollendatei hat höchstens { $limit } (64 KiB). Nichts wurde hinzugefügt.
discord-rolefile-too_many = Diese Lobby hat schon { $count } Rollendateien: ein Spiel hat höchstens { $limit } eigene Rollen. Nichts wurde hinzugefügt.
discord-rolefile-unfetched = Ich konnte { $file } nicht von Discord holen: hänge die Datei noch einmal an. Nichts wurde hinzugefügt.
discord-rolefile-not_text = { $file } ist kein Text in UTF-8 und damit keine Rollendatei. Nichts wurde hinzugefügt.
discord-rolefile-problems = { $file } kann nicht hinzugefügt werden: { $count ->
    [one] ein Problem
   *[other] { $count } Probleme
}.
discord-rolefile-problem = • { $sentence }
discord-rolefile-more = … und { $count } weitere.
discord-rolefile-added = { $file } ist der Lobby hinzugefügt. Ihre eigenen Rollen: { $roles }. Nenne sie bei den auszuteilenden Rollen (/lobby roles:), damit sie im Spiel sind.
discord-lobby-custom = Eigene Rollen: { $roles }.
discord-lobby-roles = Ausgeteilte Rollen: { $roles }.
discord-lobby-roles_bad = Die auszuteilenden Rollen sind Rollennamen, getrennt durch Kommas, mit einer Anzahl vor einem Namen, der mehr als einmal ausgeteilt wird („2x NAME“): { $problem }. Keine Lobby wurde geöffnet.
discord-lobby-roles_count = „{ $item }“ verlangt { $count }-mal eine Rolle; ein Spiel hat höchstens { $limit } Mitspielende
discord-lobby-roles_empty = ein Eintrag zwischen zwei Kommas ist leer
discord-lobby-roles_none = keine Rolle ist genannt
# die Slash-Befehle, wie Discord sie zeigt: die Beschreibung jedes Befehls („slash.BEFEHL“)
# und seiner Optionen („slash.BEFEHL.OPTION“, gelesen von described())
discord-slash-act = Nutze eine deiner Aktionen: ihr Verb, dann wen sie nennt.
discord-slash-act-verb = Was du tust (die Liste zeigt, was du jetzt tun darfst)
discord-slash-act-whom = Wen (die Liste zeigt, wen du nennen darfst)
discord-slash-act-second = Eine zweite Person oder ein Wort, wenn die Aktion eins nennt
discord-slash-act-third = Ein drittes, wenn die Aktion eins nennt
discord-slash-why = Warum eine Person gestorben ist, soweit du es wissen darfst.
discord-slash-why-player = Die tote Person
discord-slash-lobby = Öffne hier ein Spiel: Mitspielende drücken „Join“, du drückst „Start“.
discord-slash-lobby-label = Ein kurzer Name für das Spiel (die Kategorie seiner Kanäle)
discord-slash-lobby-phases = Wie Phasen enden: durch dich allein, zu ihren Fristen oder wenn alle gehandelt haben
discord-slash-lobby-seed = Eine Zahl, die das Austeilen und jede Ziehung festlegt (dasselbe Spiel noch einmal)
discord-slash-lobby-dead = Was die Toten lesen (sie schreiben nur im Kanal der Toten)
discord-slash-lobby-watchers = Was lesen darf, wer „Watch“ drückt (schreibt nie)
discord-slash-lobby-name = Keine neue Lobby: der Name, unter dem du in der Lobby dieses Kanals spielst
discord-slash-lobby-clock = Wie lange Phasen dauern, wenn sie zu ihren Fristen enden (standardmäßig lang)
discord-slash-lobby-day = Minuten, die ein Tag dauert (statt der Uhr)
discord-slash-lobby-night = Minuten, die eine Nacht dauert (statt der Uhr)
discord-slash-lobby-roles = Die auszuteilenden Rollen, eine je Person: Namen durch Kommas getrennt (2x vor einem Namen: zwei)
discord-slash-lobby-role_file = Keine neue Lobby: eine Rollendatei (YAML) für die Lobby, die du hier leitest
discord-slash-host = Die Werkzeuge der Spielleitung, im Kanal der Spielleitung.
discord-slash-host-what = Was du tust
discord-slash-host-reason = Warum (Rücknahme, Rauswurf und Handeln für einen Platz brauchen einen Grund; im Protokoll)
discord-slash-host-seat = Der Platz, um den es geht (ersetzen, rauswerfen, handeln für, Bots)
discord-slash-host-member = Wer den Platz übernimmt (ersetzen): eine Erwähnung oder eine ID
discord-slash-host-action = Die Aktion, die für den Platz gesendet wird (handeln für)
discord-slash-host-minutes = Minuten (die Frist ab jetzt oder mehr für diese Phase)
discord-slash-vote = Stimme in der heutigen Lynchabstimmung ab (änderbar).
discord-slash-vote-whom = Wen (die Liste zeigt, für wen du stimmen darfst)
discord-slash-unvote = Ziehe deine Stimme in der Lynchabstimmung zurück.
discord-slash-claim = Behaupte auf dem Dorfplatz eine Rolle (wahr oder nicht).
discord-slash-claim-role = Die Rolle, die du behauptest (deine eigene, wenn leer)
discord-slash-claim-says = Was du hinzufügst (was du herausgefunden hast, warum man dir glauben soll)
discord-slash-table = Wer am Tisch sitzt, und die Neuigkeiten der letzten Phase, noch einmal.
discord-slash-conspire = Öffne einen privaten Kanal mit Mitspielenden deiner Wahl.
discord-slash-conspire-name = Der Name des Kanals (Buchstaben, Ziffern, Leerzeichen, Bindestriche)
discord-slash-conspire-players = Wer hinein soll: die Namen, getrennt durch Leerzeichen oder Kommas
discord-slash-invite = Lass weitere Mitspielende in einen privaten Kanal, in dem du bist.
discord-slash-invite-channel = Dein privater Kanal (#name)
discord-slash-invite-players = Wen du hereinlässt: die Namen, getrennt durch Leerzeichen oder Kommas
# die Namen der Slash-Befehle und ihrer Optionen, wie Discord sie zeigt („command.BEFEHL“,
# „command.BEFEHL.OPTION“); man tippt den englischen Namen oder den der eigenen Sprache
discord-command-act = handeln
discord-command-act-verb = tat
discord-command-act-whom = wen
discord-command-act-second = zweites
discord-command-act-third = drittes
discord-command-why = warum
discord-command-why-player = person
discord-command-lobby = lobby
discord-command-lobby-label = titel
discord-command-lobby-phases = phasen
discord-command-lobby-seed = startwert
discord-command-lobby-dead = tote
discord-command-lobby-watchers = zuschauende
discord-command-lobby-name = spielname
discord-command-lobby-clock = uhr
discord-command-lobby-day = tag
discord-command-lobby-night = nacht
discord-command-lobby-roles = rollen
discord-command-lobby-role_file = rollendatei
discord-command-lobby-language = sprache
discord-command-host = spielleitung
discord-command-host-what = was
discord-command-host-reason = grund
discord-command-host-seat = platz
discord-command-host-member = mitglied
discord-command-host-action = aktion
discord-command-host-minutes = minuten
discord-command-vote = abstimmen
discord-command-vote-whom = wen
discord-command-unvote = zurückziehen
discord-command-claim = behaupten
discord-command-claim-role = rolle
discord-command-claim-says = zusatz
discord-command-table = tisch
discord-command-conspire = verschwören
discord-command-conspire-name = kanalname
discord-command-conspire-players = personen
discord-command-invite = einladen
discord-command-invite-channel = kanal
discord-command-invite-players = personen
discord-slash-lobby-language = Die Sprache der gemeinsamen Kanäle des Spiels (standardmäßig die des Servers)
# was eine Person über ihren eigenen Befehl erfährt (immer nur sie)
discord-seat-not_yours = Dieser Kanal gehört zu keinem deiner Spiele: nutze den Befehl im Kanal deines Spiels.
discord-seat-not_playing = Du spielst in diesem Spiel nicht mit: nur die Mitspielenden (und die Spielleitung) können das.
discord-seat-hosting = Du leitest dieses Spiel und hast keinen Platz darin: handle für einen Platz mit `/host what:act-for`.
discord-seat-not_sent = Nichts wurde gesendet.
discord-seat-nothing_to_claim = Deine Behauptung geht auf den Dorfplatz, und dort hast du jetzt keine Stimme.
discord-seat-nothing_known = Davon weißt du nichts.
discord-seat-said = Du hast auf dem Dorfplatz gesagt: { $text }
discord-seat-ready = Du bist bereit.
discord-seat-cannot_use = Du kannst „{ $verb }“ jetzt nicht nutzen.
discord-lobby-no_guild = Öffne ein Spiel in einem Kanal eines Servers.
discord-lobby-not_served = Dieser Adapter bedient diesen Server nicht.
discord-lobby-closed = Diese Lobby ist geschlossen: ihr Spiel hat begonnen (oder sie gehört nicht zu diesem Adapter).
discord-lobby-not_in = Drücke zuerst „Join“ in der Lobby dieses Kanals: `/lobby name:` ändert den Namen, unter dem du dort spielst.
discord-lobby-host_only = Nur die Spielleitung, die diese Lobby geöffnet hat, kann ihr Spiel starten.
discord-lobby-name_bad = Du kannst nicht als „{ $name }“ spielen: { $problems }. „{ $free }“ ist frei. Nichts wurde geändert.
discord-lobby-name_set = Du spielst als { $name }.
discord-lobby-language_bad = Die Sprache einer Lobby ist eine von { $languages }, nicht „{ $value }“. Keine Lobby wurde geöffnet.
discord-watch-not_watched = Dieses Spiel gehört nicht zu diesem Adapter, oder man kann ihm nicht zuschauen.
discord-watch-plays_here = Du spielst in diesem Spiel mit (oder leitest es): du siehst es schon in deinen eigenen Kanälen.
discord-watch-no_role = Discord ließ mich dir die Rolle der Zuschauenden nicht geben: die Spielleitung sollte der Rolle des Bots die Berechtigung **Rollen verwalten** geben, über der Rolle der Zuschauenden.
discord-watch-watching = Du schaust diesem Spiel zu.
discord-watch-watching_town = Du schaust diesem Spiel zu. <#{ $channel_id }> ist für dich offen.
# die Lobby-Nachricht, in der Sprache der Lobby (alle im Kanal lesen sie)
discord-lobby-head = **Werwölfe: { $label }** — Spielleitung: { $host }.
discord-lobby-begun = Das Spiel hat begonnen, mit { $count ->
    [one] einer Person
   *[other] { $count } Mitspielenden
}: { $players }.
discord-lobby-players = Mitspielende ({ $count }): { $players }.
discord-lobby-nobody = noch niemand
discord-lobby-press = Drücke **Join**, um mitzuspielen, **Leave**, um zu gehen; die Spielleitung drückt **Start**.
discord-lobby-go_to = Geh zu <#{ $channel_id }>.

## Die Werkzeuge der Spielleitung (/host): was sie der Spielleitung antworten, das Grimoire,
## die Vorschau und das Protokoll der Eingriffe, in der Sprache der Spielleitung

discord-host-channel_only = Das kann nur die Spielleitung dieses Spiels, im Kanal der Spielleitung.
discord-host-undo_reason = Sag in reason: warum; ein Zurücknehmen steht mit seinem Grund im Protokoll der Eingriffe.
discord-host-unknown_tool = Wähle eines der Werkzeuge der Spielleitung aus der Liste.
discord-host-needs_seat = Nenne den Platz in seat: (eine Person dieses Spiels).
discord-host-needs_member = Nenne das Mitglied in member: (eine Erwähnung wie @Ann, oder seine ID).
discord-host-needs_action = Nenne die Handlung in action: (so, wie der Platz sie tippen würde, etwa eine Stimme).
discord-host-needs_minutes = Sag in minutes:, wie viele Minuten mehr.
discord-host-game_ended = Das Spiel ist vorbei: Der Dorfplatz zeigt den Ausgang und wer wer war.
discord-host-no_deadline = Diese Phase hat keine Frist, die sich verlängern ließe: Setze eine mit `/host what:deadline minutes:`.
discord-host-paused_no_deadline = Die Uhr ist angehalten; die Phase wird keine Frist haben.
discord-host-paused_ends = Die Uhr ist angehalten; die Phase endet { $length } nachdem die Uhr weiterläuft.
discord-host-ends = Die Phase endet jetzt { $when }.
discord-host-no_deadline_now = Die Phase hat jetzt keine Frist.
discord-host-audit_empty = Im Protokoll der Eingriffe steht noch nichts.
discord-host-export = Das Spiel als Datei (`werewolves replay DATEI`).
discord-host-substituted = { $seat } wird jetzt von { $member } gespielt.
discord-host-kick_reason = Sag in reason: warum; ein Entfernen steht mit seinem Grund im Protokoll der Eingriffe.
discord-host-act_for_reason = Sag in reason: warum; ein Handeln für einen Platz steht mit seinem Grund im Protokoll der Eingriffe.
discord-host-grimoire = **Grimoire — { $phase }**
discord-host-grimoire_ends = Endet { $when }.
discord-host-grimoire_was = { " " }(war { $role })
discord-host-grimoire_died = { " " }— gestorben { $phase } ({ $kind })
discord-host-grimoire_awaited = **Erwartet:** { $who ->
        [none] niemand.
       *[other] { $who }
    }
discord-host-grimoire_chosen = **Bisher gewählt:**
discord-host-grimoire_audit = **Eingriffe** (die neuesten):
discord-host-preview = { $phase } jetzt zu beenden, würde { $next } beginnen; Tode: { $deaths }. Es wurde nichts geändert.
discord-host-preview_over = { $phase } jetzt zu beenden, würde das Spiel beenden: { $how }; Tode: { $deaths }. Es wurde nichts geändert.
discord-host-preview_ends = es endet
discord-host-by_host = die Spielleitung
discord-host-by_timer = die Uhr
discord-host-by_auto = der Dienst
discord-host-audit_line = #{ $seq } { $op } durch { $by }{ $undone ->
        [yes] { " " }(zurückgenommen)
       *[no] {""}
    }
discord-host-audit_line_why = #{ $seq } { $op } durch { $by }{ $undone ->
        [yes] { " " }(zurückgenommen)
       *[no] {""}
    } — { $reason }
discord-host-none = keine
discord-host-no_votes = **{ $poll }**: noch keine Stimmen.
discord-lobby-start_refused = ⚠ Der Start wurde abgelehnt: { $why }

## die Werkzeuge der Spielleitung, wie die Liste von /host sie anbietet

discord-choice-advance = die Phase jetzt beenden
discord-choice-pause = die Uhr anhalten
discord-choice-resume = die Uhr weiterlaufen lassen
discord-choice-deadline = diese Phase in minutes: beenden (0: jetzt; weggelassen: keine Frist)
discord-choice-extend = dieser Phase minutes: mehr geben
discord-choice-undo_last = den neuesten Zug zurücknehmen
discord-choice-undo_phase = die Züge dieser Phase zurücknehmen
discord-choice-preview = was ein Ende der Phase jetzt bewirken würde
discord-choice-grimoire = das Grimoire jetzt
discord-choice-audit = die Eingriffe: jeder Eingriff der Spielleitung mit seinem Grund
discord-choice-substitute = seat: an member: geben (ein anderes Mitglied des Servers)
discord-choice-kick = seat: von einem Bot spielen lassen (mit reason:)
discord-choice-act_for = für seat: mit action: handeln (und reason:)
discord-choice-bots = Bots für jeden Platz, den niemand spielt (oder seat:)
discord-choice-export = das Spiel als Datei

## die Themen der Kanäle eines Spiels (in der Sprache seiner gemeinsamen Kanäle), und ein
## Server ohne Platz für sie

discord-plan-town = Der Kanal für alle: das Gespräch des Tages und die Abstimmungen.
discord-plan-host = Das Grimoire: was gewählt wurde, die Auszählungen, die Eingriffe.
discord-plan-dead = Hier reden die Toten.
discord-plan-group = Der eigene Kanal der Gruppe { $group }.
discord-plan-seat = Der eigene Kanal von { $name }: deine Rolle, deine Eingaben.
discord-plan-no_room = Dieses Spiel braucht { $need } Kanäle, und der Server hat Platz für { $free } weitere (Discord erlaubt { $most }): Beende ein anderes Spiel oder entferne zuerst Kanäle.

## das Ende eines Spiels: jeder Kanal erfährt, dass es vorbei ist, und der Dorfplatz, wer wer war
discord-over = Das Spiel ist vorbei: Der Dorfplatz zeigt den Ausgang und wer wer war. Dieser Kanal bleibt, wie er ist; hier kommt nichts mehr.
discord-nobody = niemand
discord-review-title = Wer wer war
discord-review-dealt = (ausgeteilt: { $role })
discord-review-won = **Gewonnen:** { $names }.
discord-review-tie = **Unentschieden:** Alle, die noch leben, haben gewonnen: { $names }.
discord-review-drew = **Unentschieden für:** { $names }.
discord-review-lost = **Verloren:** { $names }.
