## Der Discord-Adapter: was Mitspielende vom Tisch, ihren Verbündeten, den Neuigkeiten, dem Spielende, privaten Kanälen, Rollendateien und Lobbys lesen, und die Slash-Befehle, wie Discord sie zeigt

# wer das Spiel mit Sieg oder Niederlage verlassen hat, wie der Verlauf es erzählt
left-ascended = 🌟 { $player } ist aufgestiegen und hat gewonnen ({ $role }).
left-descended = ⬇ { $player } ist abgestiegen und hat verloren ({ $role }).
# die Runde am Tisch, eine Zeile je Platz
roster-head = **Am Tisch**
roster-alive = { $name }
roster-dead = 💀 ~~{ $name }~~
roster-ascended = 🌟 { $name } (aufgestiegen)
roster-descended = ⬇ { $name } (abgestiegen)
roster-you = { " " }(du)
roster-role = { " " }— { $role }
roster-ally = { " " }🤝 auf deiner Seite
roster-group = { " " }🤝 in deiner Gruppe { $group }
# eine Option eines Auswahlmenüs für eine Person auf der Seite der lesenden Person
option-ally = auf deiner Seite
option-group = in deiner Gruppe { $group }
# wer gegen Verbündete handelt, wird zuerst gefragt
confirm-ally = { $player } ist auf deiner Seite.
confirm-group = { $player } ist in deiner Gruppe { $group }.
# die Neuigkeiten der letzten Phase
news-head = **Seit dem letzten Mal**
news-none = Nichts Neues seit der letzten Phase.
table-hint = Tippe `/table`, um wieder zu sehen, wer am Tisch sitzt, und die Neuigkeiten der letzten Phase.
# das Spielende, für jede Person
over-roles = **Wer war wer**
over-hidden = Die Spielleitung hält die Rollen nach diesem Spiel verdeckt.
# die Regel, die über eine leere oder ungültige Wahl entscheidet
fallback = ℹ Wenn deine Wahl nicht gelten kann: { $fallback }
# private Kanäle (rule-conspiracy-channels.1-2)
cc-opened = Dein privater Kanal { $channel } ist offen: <#{ $channel_id }>.
cc-opened_later = Dein privater Kanal { $channel } ist offen; sein Discord-Kanal kommt gleich.
cc-invited = { $members } können jetzt in { $channel } lesen und schreiben (erst ab jetzt: was vorher gesagt wurde, bleibt ihnen verborgen).
cc-no_players = Nenne mindestens eine Person für den Kanal (ihre Namen, getrennt durch Leerzeichen oder Kommas).
cc-topic = Ein privater Kanal: nur seine Mitglieder lesen ihn (und die Spielleitung{ $watchers }).
cc-watchers-dead = , und die Toten
cc-watchers-spectators = , die Toten und wer zuschaut
cc-watchers-members = { "" }
# Rollendateien, die die Spielleitung einer Lobby beifügt (docs/roles-as-data.md), und die Rollen, die sie austeilt
rolefile-no_lobby = Öffne hier zuerst eine Lobby mit /lobby: eine Rollendatei gehört zu der Lobby, die du in diesem Kanal leitest.
rolefile-too_big = { $file } hat { $size } Bytes; eine Rollendatei hat höchstens { $limit } (64 KiB). Nichts wurde hinzugefügt.
rolefile-too_many = Diese Lobby hat schon { $count } Rollendateien: ein Spiel hat höchstens { $limit } eigene Rollen. Nichts wurde hinzugefügt.
rolefile-unfetched = Ich konnte { $file } nicht von Discord holen: hänge die Datei noch einmal an. Nichts wurde hinzugefügt.
rolefile-not_text = { $file } ist kein Text in UTF-8 und damit keine Rollendatei. Nichts wurde hinzugefügt.
rolefile-problems = { $file } kann nicht hinzugefügt werden: { $count ->
    [one] ein Problem
   *[other] { $count } Probleme
}.
rolefile-problem = • { $sentence }
rolefile-more = … und { $count } weitere.
rolefile-added = { $file } ist der Lobby hinzugefügt. Ihre eigenen Rollen: { $roles }. Nenne sie bei den auszuteilenden Rollen (/lobby roles:), damit sie im Spiel sind.
lobby-custom = Eigene Rollen: { $roles }.
lobby-roles = Ausgeteilte Rollen: { $roles }.
lobby-roles_bad = Die auszuteilenden Rollen sind Rollennamen, getrennt durch Kommas, mit einer Anzahl vor einem Namen, der mehr als einmal ausgeteilt wird („2x NAME“): { $problem }. Keine Lobby wurde geöffnet.
lobby-roles_count = „{ $item }“ verlangt { $count }-mal eine Rolle; ein Spiel hat höchstens { $limit } Mitspielende
lobby-roles_empty = ein Eintrag zwischen zwei Kommas ist leer
lobby-roles_none = keine Rolle ist genannt
# die Slash-Befehle, wie Discord sie zeigt: die Beschreibung jedes Befehls („slash.BEFEHL“)
# und seiner Optionen („slash.BEFEHL.OPTION“, gelesen von described())
slash-act = Nutze eine deiner Aktionen: ihr Verb, dann wen sie nennt.
slash-act-verb = Was du tust (die Liste zeigt, was du jetzt tun darfst)
slash-act-whom = Wen (die Liste zeigt, wen du nennen darfst)
slash-act-second = Eine zweite Person oder ein Wort, wenn die Aktion eins nennt
slash-act-third = Ein drittes, wenn die Aktion eins nennt
slash-why = Warum eine Person gestorben ist, soweit du es wissen darfst.
slash-why-player = Die tote Person
slash-lobby = Öffne hier ein Spiel: Mitspielende drücken „Join“, du drückst „Start“.
slash-lobby-label = Ein kurzer Name für das Spiel (die Kategorie seiner Kanäle)
slash-lobby-phases = Wie Phasen enden: durch dich allein, zu ihren Fristen oder wenn alle gehandelt haben
slash-lobby-seed = Eine Zahl, die das Austeilen und jede Ziehung festlegt (dasselbe Spiel noch einmal)
slash-lobby-dead = Was die Toten lesen (sie schreiben nur im Kanal der Toten)
slash-lobby-watchers = Was lesen darf, wer „Watch“ drückt (schreibt nie)
slash-lobby-name = Keine neue Lobby: der Name, unter dem du in der Lobby dieses Kanals spielst
slash-lobby-clock = Wie lange Phasen dauern, wenn sie zu ihren Fristen enden (standardmäßig lang)
slash-lobby-day = Minuten, die ein Tag dauert (statt der Uhr)
slash-lobby-night = Minuten, die eine Nacht dauert (statt der Uhr)
slash-lobby-roles = Die auszuteilenden Rollen, eine je Person: Namen durch Kommas getrennt (2x vor einem Namen: zwei)
slash-lobby-role_file = Keine neue Lobby: eine Rollendatei (YAML) für die Lobby, die du hier leitest
slash-host = Die Werkzeuge der Spielleitung, im Kanal der Spielleitung.
slash-host-what = Was du tust
slash-host-reason = Warum (Rücknahme, Rauswurf und Handeln für einen Platz brauchen einen Grund; im Protokoll)
slash-host-seat = Der Platz, um den es geht (ersetzen, rauswerfen, handeln für, Bots)
slash-host-member = Wer den Platz übernimmt (ersetzen): eine Erwähnung oder eine ID
slash-host-action = Die Aktion, die für den Platz gesendet wird (handeln für)
slash-host-minutes = Minuten (die Frist ab jetzt oder mehr für diese Phase)
slash-vote = Stimme in der heutigen Lynchabstimmung ab (änderbar).
slash-vote-whom = Wen (die Liste zeigt, für wen du stimmen darfst)
slash-unvote = Ziehe deine Stimme in der Lynchabstimmung zurück.
slash-claim = Behaupte auf dem Dorfplatz eine Rolle (wahr oder nicht).
slash-claim-role = Die Rolle, die du behauptest (deine eigene, wenn leer)
slash-claim-says = Was du hinzufügst (was du herausgefunden hast, warum man dir glauben soll)
slash-table = Wer am Tisch sitzt, und die Neuigkeiten der letzten Phase, noch einmal.
slash-conspire = Öffne einen privaten Kanal mit Mitspielenden deiner Wahl.
slash-conspire-name = Der Name des Kanals (Buchstaben, Ziffern, Leerzeichen, Bindestriche)
slash-conspire-players = Wer hinein soll: die Namen, getrennt durch Leerzeichen oder Kommas
slash-invite = Lass weitere Mitspielende in einen privaten Kanal, in dem du bist.
slash-invite-channel = Dein privater Kanal (#name)
slash-invite-players = Wen du hereinlässt: die Namen, getrennt durch Leerzeichen oder Kommas
# die Namen der Slash-Befehle und ihrer Optionen, wie Discord sie zeigt („command.BEFEHL“,
# „command.BEFEHL.OPTION“); man tippt den englischen Namen oder den der eigenen Sprache
command-act = handeln
command-act-verb = tat
command-act-whom = wen
command-act-second = zweites
command-act-third = drittes
command-why = warum
command-why-player = person
command-lobby = lobby
command-lobby-label = titel
command-lobby-phases = phasen
command-lobby-seed = startwert
command-lobby-dead = tote
command-lobby-watchers = zuschauende
command-lobby-name = spielname
command-lobby-clock = uhr
command-lobby-day = tag
command-lobby-night = nacht
command-lobby-roles = rollen
command-lobby-role_file = rollendatei
command-lobby-language = sprache
command-host = spielleitung
command-host-what = was
command-host-reason = grund
command-host-seat = platz
command-host-member = mitglied
command-host-action = aktion
command-host-minutes = minuten
command-vote = abstimmen
command-vote-whom = wen
command-unvote = zurückziehen
command-claim = behaupten
command-claim-role = rolle
command-claim-says = zusatz
command-table = tisch
command-conspire = verschwören
command-conspire-name = kanalname
command-conspire-players = personen
command-invite = einladen
command-invite-channel = kanal
command-invite-players = personen
slash-lobby-language = Die Sprache der gemeinsamen Kanäle des Spiels (standardmäßig die des Servers)
# was eine Person über ihren eigenen Befehl erfährt (immer nur sie)
seat-not_yours = Dieser Kanal gehört zu keinem deiner Spiele: nutze den Befehl im Kanal deines Spiels.
seat-not_playing = Du spielst in diesem Spiel nicht mit: nur die Mitspielenden (und die Spielleitung) können das.
seat-hosting = Du leitest dieses Spiel und hast keinen Platz darin: handle für einen Platz mit `/host what:act-for`.
seat-not_sent = Nichts wurde gesendet.
seat-nothing_to_claim = Deine Behauptung geht auf den Dorfplatz, und dort hast du jetzt keine Stimme.
seat-nothing_known = Davon weißt du nichts.
seat-said = Du hast auf dem Dorfplatz gesagt: { $text }
seat-ready = Du bist bereit.
seat-cannot_use = Du kannst „{ $verb }“ jetzt nicht nutzen.
lobby-no_guild = Öffne ein Spiel in einem Kanal eines Servers.
lobby-not_served = Dieser Adapter bedient diesen Server nicht.
lobby-closed = Diese Lobby ist geschlossen: ihr Spiel hat begonnen (oder sie gehört nicht zu diesem Adapter).
lobby-not_in = Drücke zuerst „Join“ in der Lobby dieses Kanals: `/lobby name:` ändert den Namen, unter dem du dort spielst.
lobby-host_only = Nur die Spielleitung, die diese Lobby geöffnet hat, kann ihr Spiel starten.
lobby-name_bad = Du kannst nicht als „{ $name }“ spielen: { $problems }. „{ $free }“ ist frei. Nichts wurde geändert.
lobby-name_set = Du spielst als { $name }.
lobby-language_bad = Die Sprache einer Lobby ist eine von { $languages }, nicht „{ $value }“. Keine Lobby wurde geöffnet.
watch-not_watched = Dieses Spiel gehört nicht zu diesem Adapter, oder man kann ihm nicht zuschauen.
watch-plays_here = Du spielst in diesem Spiel mit (oder leitest es): du siehst es schon in deinen eigenen Kanälen.
watch-no_role = Discord ließ mich dir die Rolle der Zuschauenden nicht geben: die Spielleitung sollte der Rolle des Bots die Berechtigung **Rollen verwalten** geben, über der Rolle der Zuschauenden.
watch-watching = Du schaust diesem Spiel zu.
watch-watching_town = Du schaust diesem Spiel zu. <#{ $channel_id }> ist für dich offen.
