## Das Spiel im Terminal (tui.py) und der Befehl werewolves (cli.py): was eine Person oder die Spielleitung dort liest
## Einrückungen, das „> “ der Eingabezeilen und die Zeichen vor einer Zeile (✓, ☠, ») bleiben in Python: Fluent schneidet Leerzeichen ab.

# die Begrüßung
tui-title = Werwölfe
tui-intro_players = { $count ->
    [one] Eine Person
   *[other] { $count } Mitspielende
  }: { $players }.
tui-intro_seed = Seed { $seed } (derselbe Seed und dieselben Entscheidungen spielen dieses Spiel genau noch einmal).
tui-intro_public = Alle erfahren die ganze Rollenliste.
tui-intro_partial = Alle erfahren einen Teil der Rollenliste.
tui-intro_private = Die Rollenliste ist geheim (die Toten sehen sie).
tui-intro_watching = Du schaust zu: Bots der Art „{ $bots }“ spielen jeden Platz.
tui-intro_playing = Du spielst { $seat }; Bots der Art „{ $bots }“ spielen alle anderen.
tui-intro_turns_talk = Am Tag sprechen zuerst die Bots, dann bist du dran (reden, abstimmen); in der Nacht handelst du zuerst. Tippe „done“, wenn du fertig bist: Dann beenden die Bots die Phase.
tui-intro_turns = Die Bots handeln nach deinem Zug: Tippe „done“, wenn du fertig bist.
tui-intro_prompt = Tippe bei jeder Eingabe eine Zahl aus dem Menü (oder eine Aktion wie „vote Bob“); „help“ erklärt, „quit“ beendet.

# eine Zeile lesen
tui-line_too_long = Diese Zeile war zu lang zum Lesen (über { $limit } Bytes). Es ist nichts passiert: Tippe sie noch einmal, kürzer.
tui-input_endless = Die Eingabe lief über { $mb } MB, ohne dass eine Zeile endete; sie gilt als beendet.
tui-odd_digits = { $text } ist nicht mit den Ziffern 0 bis 9 geschrieben (Hochzahlen, Brüche und Ähnliches werden nicht als Zahlen gelesen): { $what }.
tui-type_number = Tippe eine Zahl von 1 bis { $count }
tui-type_number_or_back = Tippe eine Zahl von 1 bis { $count } oder 0, um zurückzugehen
tui-press_enter = Drücke Enter, um weiterzumachen
tui-type_event_number = Tippe die Nummer eines Ereignisses, etwa 12

# die Geschichte
tui-nobody_died = In { $phase } ist niemand gestorben.
tui-seen_by_dead = (von den Toten gesehen) { $text }

# deine Rolle
tui-role_title = Deine Rolle
tui-you_are = Du bist { $name } und hast die Rolle { $role }.
tui-your_team = Dein Team: { $team }. Ihr gewinnt, wenn { $goal }.
tui-you_died = Du bist tot. Du schaust dem Spiel weiter zu und siehst jetzt, was die Toten sehen (etwa die ganze Rollenliste).

# Abstimmungen
tui-votes_so_far = Bisherige Stimmen
tui-final_votes = Endgültige Stimmen in { $phase }
tui-poll_lynch = Lynchabstimmung
tui-poll_lynch2 = Zweite Lynchabstimmung
tui-poll_election = Wahl für { $office }
tui-poll_office = ein Amt
tui-no_votes_yet = noch keine Stimmen
tui-more = { $count ->
    [one] eine weitere Person
   *[other] { $count } weitere
  }
tui-hint_lynch = Lynchabstimmung
tui-hint_election = Wahl für { $office }
tui-hint_ahead = { $name } vorn
tui-hint_no_one_ahead = niemand vorn
tui-hint = Die { $poll } wurde nicht von der Tafel entschieden ({ $board }): Stimmen, die die Tafel nicht so zeigt, wie sie zählen (verborgene Modifikatoren), haben entschieden.

# Stand
tui-since_last_phase = Seit der letzten Phase:
tui-you_status = Du: { $name }, Rolle { $role }
tui-dead_mark = tot
tui-your_statuses = Deine Zustände:
tui-until = bis { $until }
tui-your_counters = Deine Zähler:
tui-alive = Lebend
tui-dead = Tot
tui-on_your_side = Auf deiner Seite:
tui-offices = Ämter:

# das Menü
tui-menu_say = auf dem Dorfplatz reden (oder in einem anderen deiner Kanäle)
tui-menu_claim = deine Rolle auf dem Dorfplatz nennen, mit dem, was du erfahren hast
tui-menu_info = über eine Rolle lesen
tui-menu_done = meinen Zug beenden
tui-menu_status = wer lebt, Ämter und die heutigen Stimmen
tui-menu_log = alles zeigen, was du bisher gesehen hast
tui-menu_help = deine Rolle und dieses Menü erklären
tui-nothing_to_do = In { $phase } gibt es für dich nichts zu tun. Drücke Enter, um weiterzumachen (oder tippe „log“, „help“ oder „quit“).
tui-what_do_you_do = Was tust du in { $phase }?
tui-type_number_or_done = Tippe eine Zahl von 1 bis { $count } oder „done“, um deinen Zug zu beenden.
tui-not_a_choice_no_menu = { $text } ist hier keine Wahl: Drücke Enter, um weiterzumachen, oder tippe „log“, „help“ oder „quit“.
tui-not_on_menu = { $text } steht nicht im Menü: Tippe eine Zahl von 1 bis { $count }, eine Aktion wie „vote Bob“ oder „help“.
tui-type_to_do_it = (tippe „{ $verb }“, um es zu tun)
tui-end_turn_anyway = Deinen Zug trotzdem beenden? (j/N)
tui-yes_words = j ja
tui-turn_goes_on = Nicht beendet: Dein Zug geht weiter.

# Ziele und Wörter wählen
tui-back = zurück
tui-finish = fertig
tui-whom = { $verb }: wen?
tui-whom_else = { $verb }: wen noch?
tui-which_word = { $verb }: { $what }?
tui-type_target = Tippe eine Zahl von 1 bis { $count }, einen Namen oder 0, um zurückzugehen.
tui-not_a_target = { $text } ist keine der Möglichkeiten: Tippe eine Zahl von 1 bis { $count }, einen Namen oder 0, um zurückzugehen.
tui-rule = Regel:
tui-if_you_do_not = Wenn du es nicht tust:

# handeln
tui-refused = ✗ Abgelehnt: { $why }
tui-really = { $warning }. Wirklich { $command }? (j/N)
tui-not_done = Nicht getan.
tui-cannot_be_undone = Das lässt sich nicht rückgängig machen.
tui-harm_self_lynch = Das ist eine Stimme, dich selbst zu lynchen
tui-harm_self = Das richtet sich gegen dich selbst
tui-harm_team = Das richtet sich gegen dein eigenes Team
tui-harm_claim = Damit sagst du allen, dass du für das Team { $side } spielst, gegen das Dorf

# reden und Kanäle
tui-info_which = Über welche Rolle?
tui-no_channel = Du hast gerade keinen Kanal zum Reden.
tui-claim_unknown = { $text } ist keine Rolle, die dieses Spiel kennt: Tippe „claim“ allein, um deine eigene Rolle zu nennen, oder „claim“ und den Namen einer Rolle („info ROLLE“ beschreibt eine). Es wurde nichts gesagt.
tui-really_claim = { $warning }. Wirklich die Rolle { $role } nennen? (j/N)
tui-claim_not_done = Nicht getan. („claim ROLLE“ nennt eine andere Rolle.)
tui-not_in_channel = Du bist nicht in { $channel }; deine Kanäle sind { $channels }. Es wurde nichts gesagt.
tui-conspire_usage = Tippe „conspire NAME with MITSPIELENDE“ („conspire plan with Bob Cid“).
tui-invite_usage = Tippe „invite #NAME MITSPIELENDE“ („invite #plan Dan“).
tui-unknown_role = { $text } ist keine Rolle, die dieses Spiel kennt.
tui-did_you_mean = Meintest du { $roles }?
tui-or = oder

# dein Protokoll und die Hilfe
tui-what_you_have_seen = Was du gesehen hast
tui-help_title = Hilfe
tui-help_menu = Wähle einen Eintrag mit seiner Nummer. Eine Aktion fragt dann nach ihrem Ziel oder ihren Zielen, per Nummer oder Name (0 geht zurück). Du kannst eine Aktion auch direkt tippen, etwa „vote Bob“.
tui-help_done = „done“ beendet deinen Zug und lässt die Phase enden; „log“ zeigt, was du gesehen hast; „status“ zeigt, wer lebt, und die Stimmen; „quit“ verlässt das Spiel.
tui-help_say = „say TEXT“ redet auf dem Dorfplatz („say wolfpack: TEXT“ in einem anderen deiner Kanäle); „claim“ sagt „I am the ROLLE.“ mit dem, was du erfahren hast, in den Worten, die die Bots lesen („claim ROLLE“ nennt eine andere Rolle); „info ROLLE“ beschreibt eine Rolle. Bei Zügen, die dir oder deinem Team schaden, wird zuerst nachgefragt.
tui-help_conspire = „conspire NAME with MITSPIELENDE“ öffnet einen privaten Kanal, den nur seine Mitglieder lesen; „invite #NAME MITSPIELENDE“ fügt weitere hinzu; „say #NAME: TEXT“ redet darin.
tui-timing_immediate = geschieht sofort
tui-timing_end = geschieht, wenn die Phase endet; bis dahin kannst du es ändern

# wenn du tot bist
tui-dead_pause = Enter: nächste Phase · a: bis zum Ende zuschauen · log · quit
tui-dead_pause_wrong = { $text } ist hier keine Wahl: Drücke Enter, a, log oder quit.

# das Ende
tui-game_over = Spiel vorbei
tui-stopped = Das Spiel wurde nach { $count } Phasen ohne Ergebnis beendet.
tui-ended_in = { $reason } in { $phase }.
tui-winners = Gewonnen: { $names }.
tui-lost = Verloren: { $names }.
tui-nobody = niemand
tui-who_was_who = Wer war wer
tui-col_player = Person
tui-col_role = Rolle
tui-col_offices = Ämter
tui-col_fate = Schicksal
tui-col_won = Gewonnen
tui-ascended_in = aufgestiegen in { $phase }
tui-died_in = { $how } in { $phase }
tui-died = gestorben
tui-fate_alive = lebt
tui-you_mark = (du)
tui-is_alive = { $name } lebt.
tui-why_died = Warum { $name } gestorben ist
tui-how_everyone_died = Wie alle gestorben sind
tui-nobody_died_game = In diesem Spiel ist niemand gestorben.
tui-full_log = Das ganze Protokoll (alles, was die Spielleitung sieht)
tui-after_hint = Tippe „log“ für das ganze Protokoll, „why NAME“, um zu sehen, wie eine Person gestorben ist, „deaths“ für jeden Tod, „explain NUMMER“ für ein beliebiges Ereignis, oder drücke Enter, um zu gehen.
tui-after_prompt = nach dem Spiel
tui-no_player = Niemand heißt { $text }. Mitspielende: { $players }.
tui-no_event = Es gibt kein Ereignis { $which }; die Ereignisse laufen von #0 bis #{ $last }.
tui-not_understood = { $text } wird nicht verstanden. { $hint }

# der Befehl play
cli-left_interrupted = Unterbrochen
cli-left_input_ended = Die Eingabe ist zu Ende
cli-left_quit = Du hast das Spiel verlassen
cli-left_after_game = nach dem Spiel
cli-left_in = in { $phase }
cli-left = { $why } ({ $where }). Um dieses Spiel noch einmal zu spielen: { $command }

# die Optionen des Befehls play
cli-error = Fehler: { $message }
cli-lang = --lang ist eine dieser Sprachen: { $choices }, nicht { $got }.
cli-players_range = Ein Spiel braucht { $low } bis { $high } Mitspielende, nicht { $got }.
cli-whole_number = { $flag } nimmt eine ganze Zahl von { $low } bis { $high }, nicht { $got }.
cli-seconds = { $flag } nimmt Sekunden von 0 bis { $high } (etwa 0.5), nicht { $got }.
cli-role_list = --role-list ist eines von { $choices }, nicht { $got }.
cli-too_many_copies = { $item } verlangt mehr Exemplare, als ein Spiel fassen kann (höchstens { $max } Mitspielende).
cli-roles_too_long = --roles { $text } ist zu lang: Eine Rollenliste hat höchstens { $limit } Zeichen.
cli-bots = --bots ist { $kinds }, nicht { $got }.
cli-speed_needs_watch = --speed gibt einem zugeschauten Spiel das Tempo vor: Nutze es mit --watch.
cli-no_seat = Es gibt keinen Platz namens { $seat }; die Mitspielenden sind { $players }.
cli-seat_with_watch = --seat wählt den Platz, den du spielst, und geht deshalb nicht mit --watch.

# die Hilfe des Befehls play (Typer), in der Sprache der Umgebung (Locale)
cli-help_play = Spiele im Terminal gegen Bots, oder schau mit --watch zu, wie Bots spielen.
cli-opt_players = Wie viele Mitspielende, { $low } bis { $high }.
cli-opt_seed = Seed für das Austeilen und jede Zufallswahl, 0 bis { $max } (ohne Angabe: ein neuer).
cli-opt_roles = Auszuteilende Rollen (englische Namen), etwa "2xWolf, Fortune Teller" (oder Wolf*2); die übrigen Plätze bekommen die Rolle Dorfbewohner. Ohne Angabe: etwa ein Viertel Wölfe und ein Wahrsager je 8.
cli-opt_watch = Bots spielen jeden Platz; du schaust zu.
cli-opt_seat = Die Person, die du spielst (ohne Angabe: ein aus dem Seed gezogener Platz).
cli-opt_role_list = Was alle von der Rollenliste erfahren.
cli-opt_explain_deaths = Am Ende jeden Tod erklären (ohne Nachfragen).
cli-opt_bots = Die Bots, eine dieser Arten: { $kinds }; heuristische Bots (die Vorgabe) nennen Rollen, lesen genannte Rollen und stimmen nach Hinweisen ab.
cli-opt_speed = Mit --watch: nach jeder Phase warten.
cli-opt_role_file = Eine eigene Rolle (YAML; mehrfach möglich).
cli-opt_lang = Die Sprache, in der du das Spiel liest, etwa de (ohne Angabe: aus LC_ALL, LC_MESSAGES oder LANG, sonst Englisch).

# werewolves info ROLLE
cli-opt_lang_info = Die Sprache der Karte, etwa de (ohne Angabe: aus LC_ALL, LC_MESSAGES oder LANG, sonst Englisch).
cli-unknown_role = { $role } ist keine Rolle, die dieses Spiel kennt: „werewolves roles“ listet alle auf.
cli-unknown_role_close = { $role } ist keine Rolle, die dieses Spiel kennt. Meintest du { $close }?
cli-unaligned = Ungebunden
cli-card_office = Ein Wahlamt, das zusätzlich zur eigenen Rolle gehalten wird.
cli-card_extra = Eine Zusatzrolle, die zusätzlich zur eigenen Rolle gehalten wird; sie wird nie ausgeteilt.
cli-card_handed_out = Vergeben:
cli-card_team = Team:
cli-card_team_goal = (gewinnt, wenn { $goal })
cli-card_group = Gruppe:
cli-card_limited = (begrenzt)
cli-card_category = Kategorie:
cli-card_aliases = Auch genannt:
cli-card_lycan = Lykanthrop: erscheint Fähigkeiten, die nach Wölfen suchen, als Wolf.
cli-card_rulings = Geltende Entscheidungen: { $rules }.
cli-actions = Aktionen
cli-no_actions = Keine eigenen Aktionen.
cli-actions_common = Aktionen, die jede lebende Person hat
cli-actions_gated = Aktionen, die jemand durch eine andere Rolle im Spiel bekommen kann, solange es anhält: { $verbs }. Die Rolle, die sie gibt, sagt, was sie tun.
cli-actions_dead = Aktionen der Toten (in den Spielen, die ihnen eine geben)
cli-col_action = Aktion
cli-col_when = Wann
cli-col_timing = Zeitpunkt
cli-col_what = Was sie tut
cli-when_day = am Tag
cli-when_night = in der Nacht
cli-when_any = Tag oder Nacht
cli-when_from = , ab { $phase }
cli-timing_immediate = wirkt sofort
cli-timing_end = wirkt, wenn die Phase endet (bis dahin änderbar)
cli-per_game = { $count }-mal pro Spiel
cli-per_phase = { $count ->
    [one] einmal pro Phase
   *[other] { $count }-mal pro Phase
  }
cli-uses_up = verbraucht { $counter }
cli-shared_with = geteilt mit der Gruppe { $group }

# werewolves roles
cli-roles_title = Rollen
cli-col_role = Rolle
cli-col_group = Gruppe
cli-col_limited = Begrenzt
cli-col_team = Team
cli-offices_title = Wahlämter (zusätzlich zur eigenen Rolle gehalten)
cli-col_office = Amt
cli-limited = begrenzt
cli-extras_title = Zusatzrollen (im Spiel zusätzlich zur eigenen Rolle vergeben; nie ausgeteilt)
cli-col_extra = Zusatzrolle
cli-col_hands_out = Wer sie vergibt
cli-more_about = Mehr über eine Rolle: werewolves info ROLLE

# die Hilfe des Befehls werewolves (Typer), in der Sprache von --lang, wenn die Befehlszeile es
# nennt, sonst in der Sprache der Umgebung (LC_ALL, LC_MESSAGES, LANG)
cli-help_app = Werwolf-Spiele, deren Regeln das Programm ausführt.
cli-help_scenario = Geskriptete Spiele, die die Regeln prüfen (siehe SCENARIOS.md).
cli-help_role = Eigene Rollen, als Daten geschrieben (docs/roles-as-data.md).
cli-help_roles = Alle Rollen (und Wahlämter) des Spiels auflisten, gruppiert wie im Rollenbuch.
cli-help_info = Eine Rolle beschreiben: ihr Team, ihre Gruppe im Rollenbuch, was sie tut, und ihre Aktionen.
cli-arg_info_role = Eine Rolle oder ein Amt, etwa Wolf oder "Fortune Teller".
cli-help_simulate = Viele Spiele mit Seed von Bots spielen lassen: Gewinnquoten nach Team und Rolle (95-%-Intervalle), Spieldauer, Todesursachen. Derselbe Seed ergibt auf jedem Backend dieselben Zahlen.
cli-help_balance = Welches Team eine Rollenliste bevorzugt, wie stark und wie sicher, und der einzelne Tausch einer Rolle gegen eine andere, der sie am nächsten an ein faires Spiel bringt (jeder Tausch durch Simulation gemessen).
cli-help_tournament = Agenten reihum über Spiele mit Seed setzen und bewerten (openskill: mu und sigma je Team und je Rolle). Derselbe Seed ergibt auf jedem Backend dieselben Zahlen.
cli-help_benchmark = Die Benchmark-Leiter (feste, versionierte Aufstellungen vom Grundspiel bis zu den schwierigsten Wechselwirkungen des Buches, feste Seeds) mit den Agenten spielen und eine Rangliste in Markdown und HTML schreiben (docs/agents.md, "Benchmark ladder").
cli-help_agent = Ein lokales Programm (cmd:PATH, JSON-Zeilen über stdin/stdout) oder ein Sprachmodell (llm:URL#MODEL, über Tool-Aufrufe) einen Platz eines laufenden Dienstes über den WebSocket des Platzes bis zum Spielende spielen lassen.
cli-help_serve = Den Spieldienst starten: Die Spielleitung legt Spiele an, Mitspielende spielen sie über ihre eigenen Links.
cli-help_discord = Den Discord-Adapter starten: Spiele auf einem Discord-Server, über den Spieldienst. Das Token des Bots wird nur aus der Umgebungsvariable WEREWOLVES_DISCORD_TOKEN gelesen.
cli-help_replay = Ein vom Dienst exportiertes oder von einem Turnier aufgezeichnetes Spiel (`tournament --records`) nachspielen und daraus eine Szenariodatei machen.
cli-help_scenario_run = Szenariodateien ausführen: PASS/FAIL je Szenario; Exit-Code 0: alle bestanden, 1: ein Fehlschlag, 2: eine fehlerhafte Datei.
cli-help_role_check = Eine Rollendatei prüfen: alle Probleme auf einmal, jedes mit seiner Zeile; Exit-Code 1 bei jedem Problem.
cli-help_role_show = Die Karte einer Rollendatei ausgeben, wie `werewolves info` eine Rolle des Buches ausgibt.
cli-help_role_import = Eine Rollenseite aus dem Buch des Vorgängers (WWRF) als Rollendatei importieren: jede formalisierte Zeile übersetzt oder auf stderr mit Grund aufgeführt (Exit-Code 1, wenn eine nicht übersetzt ist).
cli-opt_lang_report = Die Sprache dessen, was der Befehl ausgibt und schreibt, etwa de (ohne Angabe: aus LC_ALL, LC_MESSAGES oder LANG, sonst Englisch).
cli-opt_lang_agent = Die Sprache, in der der Platz seine Züge erzählt bekommt (die Texte der Züge des Protokolls, die Anweisungen an das Modell), und dessen, was der Befehl ausgibt, etwa de (ohne Angabe: aus LC_ALL, LC_MESSAGES oder LANG, sonst Englisch).
cli-opt_setup = Eine Aufstellungsdatei (JSON oder YAML), die Mitspielende (Paare aus Name und Rolle) oder Rollen nennt.
cli-opt_sim_players = { $low } bis { $high }.
cli-opt_sim_seed = Der Seed.
cli-opt_sim_bots = { $kinds }, oder eine Mischung nach Team: 'heuristic,wolves=random'.
cli-opt_workers = Arbeitsprozesse.
cli-opt_backend = lokale Prozesse oder ein Dask-Cluster.
cli-opt_scheduler = Ein Dask-Scheduler, etwa tcp://host:8786.
cli-opt_role_file_sim = Eine eigene Rolle (YAML; mehrfach möglich). Siehe `role check`.
cli-opt_sim_roles = Auszuteilende Rollen (englische Namen), etwa "2xWolf, Fortune Teller" (ohne Angabe: die Mischung).
cli-opt_games = Wie viele Spiele.
cli-opt_sim_json = Die Zahlen als JSON schreiben.
cli-opt_report = Einen HTML-Bericht mit Diagrammen schreiben.
cli-opt_balance_roles = Die Rollenliste, etwa "2xWolf, Fortune Teller".
cli-opt_balance_games = Spiele für die Liste, wie sie ist.
cli-opt_candidate_games = Spiele je Tausch (ohne Angabe: --games).
cli-opt_candidates = Höchstens so viele Tausche messen.
cli-opt_balance_json = Das Urteil als JSON schreiben.
cli-opt_agents = Agenten, durch Kommas getrennt: { $kinds }, cmd:PATH (ein Programm), llm:URL#MODEL (ein Modell über Tool-Aufrufe).
cli-opt_setups = Eine JSON- oder YAML-Liste von Aufstellungen.
cli-opt_sizes = Vorgegebene Mischungen dieser Größen.
cli-opt_ratings_json = Die Bewertungen als JSON schreiben.
cli-opt_html = Einen HTML-Bericht schreiben.
cli-opt_markdown = Einen Markdown-Bericht schreiben.
cli-opt_records = Die JSON-Aufzeichnung und die HTML-Wiedergabe jedes Spiels in diesen Ordner schreiben.
cli-opt_seating = seats: Agenten wechseln Platz für Platz; sides: alle Plätze eines Teams spielt ein Agent.
cli-opt_tau = Der Dynamikfaktor der Bewertungen: 0 (die Vorgabe) für Agenten, deren Können sich zwischen Spielen nicht ändert.
cli-opt_size = Austeilungen je Sprosse: small (eine, für eine schnelle Prüfung) oder standard.
cli-opt_ladder_games = Mindestens so viele Spiele je Sprosse statt --size.
cli-opt_out = Wohin leaderboard.md, leaderboard.html und leaderboard.json kommen.
cli-opt_ladder_seating = Die Sitzordnung der Leiter ersetzen (dann ist die Rangliste nicht die der Leiter).
cli-arg_agent = Das Programm oder Modell, das spielt.
cli-opt_server_agent = Der Dienst.
cli-opt_game = Die Kennung des Spiels.
cli-opt_token = Das Geheimnis des Platzes.
cli-opt_reasoning = Die privaten Überlegungen eines Modells je Zug hierhin schreiben (JSON).
cli-opt_host = Die Adresse, auf der gelauscht wird.
cli-opt_port = Der Port, auf dem gelauscht wird.
cli-opt_db = Die Datenbank: sqlite:///PATH oder postgresql+psycopg://USER@HOST/DB (ohne Angabe: eine SQLite-Datei in deinem Datenordner, oder $WEREWOLVES_DB).
cli-opt_max_connections = Gleichzeitig offene Verbindungen insgesamt (weitere bekommen 503).
cli-opt_max_per_client = Gleichzeitig offene Verbindungen von einer Adresse (hinter einem Proxy auf diesem Rechner hat jeder Client die Adresse des Proxys).
cli-opt_header_timeout = Sekunden, die die Kopfzeilen einer Anfrage brauchen dürfen (ihr Inhalt: dreimal so viel).
cli-opt_service_url = Der Spieldienst, über den gespielt wird (ohne Angabe: einer wird auf einem freien lokalen Port mit der vorgegebenen Datenbank gestartet und mit dem Adapter beendet).
cli-opt_guild = Die Kennung eines Discord-Servers (Gilde), der bedient wird; für mehrere wiederholen (ohne Angabe: alle).
cli-opt_child_db = Die Datenbank des Dienstes, der ohne --service-url gestartet wird.
cli-opt_store = Die eigene SQLite-Datei des Adapters (ohne Angabe: in deinem Datenordner).
cli-opt_discord_api = Die Basis der REST-API von Discord (für ein Testdouble; ohne Angabe: die von Discord).
cli-opt_discord_gateway = Die Gateway-URL von Discord (für ein Testdouble; ohne Angabe: die von Discord).
cli-opt_check = Jede Berechtigung, jeden Intent und jede Rollenreihenfolge nennen, die dem Bot auf den Servern (--guild) fehlt, dann beenden: Exit-Code ungleich 0, wenn etwas fehlt.
cli-arg_export = Ein vom Dienst exportiertes Spiel (JSON).
cli-opt_scenario_out = Das Spiel auch als Szenariodatei schreiben.
cli-opt_replay_explain = Jedes Ereignis mit seinen Ursachen ausgeben.
cli-opt_replay_html = Für die Aufzeichnung eines Turniers: auch ihre HTML-Wiedergabe schreiben.
cli-arg_scenarios = Szenariodateien oder Ordner mit *.yaml-Dateien.
cli-opt_scenario_explain = Auch das Ereignisprotokoll jedes Szenarios mit Ursachen ausgeben.
cli-opt_scenario_server = Jedes Szenario als Spiel auf diesem werewolves-Server spielen, über seine API.
cli-arg_role_file = Eine Rollendatei (YAML; docs/roles-as-data.md).
cli-opt_with = Weitere Rollendateien desselben Spiels.
cli-arg_page = Eine WWRF-Rollenseite (Text mit __Formalized__).
cli-opt_piece = Ein _game/-Baustein, den sie nennt (mehrfach möglich).
cli-opt_import_out = Die Rollendatei hierhin schreiben.
cli-opt_import_name = Der Name der Rolle.

# werewolves role check / role show
cli-role_problem = { $file }:{ $line }: { $sentence }.
cli-role_problems = { $count ->
    [one] { $count } Problem in { $file }.
   *[other] { $count } Probleme in { $file }.
  }
cli-role_no_problems = { $file }: keine Probleme.

# werewolves simulate / balance: die Optionen und der Lauf
cli-setup_and_roles = --setup DATEI nennt die Mitspielenden und Rollen schon: Lass --players und --roles weg.
cli-balance_needs_roles = balance braucht die Rollenliste: --roles "2xWolf, Fortune Teller" (oder --setup DATEI).
cli-interrupted_nothing_written = Unterbrochen: Es wurde nichts geschrieben.
cli-backend = --backend ist local oder dask, nicht { $got }.
cli-scheduler = --scheduler braucht eine Adresse wie tcp://host:8786, nicht { $got }.

# die eigenen Wörter von Typer und Click rund um die Hilfe
cli-typer_options = Optionen
cli-typer_arguments = Argumente
cli-typer_commands = Befehle
cli-typer_error = Fehler
cli-typer_default = [Vorgabe: { $value }]
cli-typer_envvar = [Umgebungsvariable: { $value }]
cli-typer_required = [erforderlich]
cli-typer_aborted = Abgebrochen.
cli-typer_try_help = Siehe [blue]'{ $command_path } { $help_option }'[/] für Hilfe.
cli-click_help = Diese Hilfe zeigen und beenden.
cli-click_usage = Aufruf:


# die Gruppen und Kategorien des Rollenbuches, Wort für Wort („Dorf Ermittelnd“); ein eigenes
# Wort einer Rollendatei bleibt, wie es geschrieben ist
cli-book-townsfolk = Dorf
cli-book-werewolf = Werwolf
cli-book-solo = Solo
cli-book-unaligned = Ungebunden
cli-book-extra = Zusatz
cli-book-align = Gesinnung
cli-book-elected = Gewählt
cli-book-group = Gruppe
cli-book-investigative = Ermittelnd
cli-book-killing = Tötend
cli-book-miscellaneous = Verschiedenes
cli-book-power = Macht
cli-book-recruitment = Anwerbung
cli-book-protective = Schützend
cli-book_team = Team { $team }

# werewolves replay
cli-replayed = { $count } Befehle des Spiels { $game } nachgespielt: { $phase }.
cli-nobody = niemand
cli-replay_void = { $phase }: Die Abstimmung „{ $poll }“ wählte { $chosen }. { $why }
cli-replay_over = Das Spiel ist aus ({ $reason }){ $also }; gewonnen haben: { $winners }.
cli-replay_draw = ; unentschieden für { $players }
cli-replay_lost = Verloren: { $players }.
cli-replay_file_there = { $path } gibt es schon mit anderem Inhalt; die Rollendateien des Szenarios würden es ersetzen: Schreib das Szenario woandershin.
cli-replay_wrote = { $paths } geschrieben: Führe es mit `werewolves scenario run { $scenario }` aus.
cli-cannot_write = { $path } kann nicht geschrieben werden: { $why }

# werewolves serve
cli-serve_no_database = die Datenbank { $url } kann nicht geöffnet werden: { $error }
cli-serve_kept = werewolves { $version }: Die Spiele liegen in { $url }
cli-serve_open = Öffne { $address }/ (API: { $address }/docs). Strg+C beendet.
cli-serve_local = Nur dieser Rechner erreicht ihn; damit Freunde in deinem Netz mitspielen können, starte ihn mit --host 0.0.0.0.
cli-serve_file_limit = Die Grenze offener Dateien lässt Platz für { $allowed } Verbindungen, nicht { $wanted }: Höchstens { $allowed } werden angenommen.
