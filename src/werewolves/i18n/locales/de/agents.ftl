## Die Aufzeichnung eines Turniers, wie eine Person sie liest (werewolves replay einer
## Aufzeichnung): wer welchen Platz spielte und ob die Wiederholung der Aufzeichnung gleicht.

record-seat = { $seat }: { $agent }, bekam { $role }; { $fate }.
record-won = gewonnen
record-lost = verloren
record-same = Die { $n } Ereignisse der Wiederholung sind die der Aufzeichnung, Ereignis für Ereignis.
record-differs = Die Wiederholung weicht bei Ereignis #{ $id } von der Aufzeichnung ab: Die Aufzeichnung sagt { $recorded }, die Wiederholung { $replayed }.
record-shorter = Die Wiederholung hat { $got } Ereignisse, die Aufzeichnung { $want }.
record-beliefs = Darin stehen { $beliefs } Einschätzungen und { $notes } Notizen der Überlegungen der Agenten.
record-wrote = { $path } geschrieben: die Wiederholung, mit einer Platzauswahl.

## Eine Einschätzung, die ein Agent schickte und die nicht behalten wird (das Protokoll der
## Agenten, `believe`).

belief-seats = Eine Einschätzung ist {"{"}"type": "believe", "seats": {"{"}SEAT: {"{"}...{"}"}, ...{"}"}{"}"}: nicht behalten.
belief-seat = { $seat } ist kein anderer Platz dieses Spiels: Die Einschätzung wurde nicht behalten.
belief-entry = Eine Einschätzung über { $seat } ist ein Objekt mit opponent (eine Wahrscheinlichkeit), teams oder roles (je eine Wahrscheinlichkeit pro Name): Die Einschätzung wurde nicht behalten.
belief-key = Eine Einschätzung über { $seat } nennt { $key }; sie darf nur opponent, teams und roles nennen: Die Einschätzung wurde nicht behalten.
belief-opponent = Die Wahrscheinlichkeit, dass { $seat } ein Gegner ist, ist { $value }, keine Wahrscheinlichkeit von 0 bis 1: Die Einschätzung wurde nicht behalten.
belief-prob = Die Wahrscheinlichkeit von { $what } für { $seat } ist { $value }, keine Wahrscheinlichkeit von 0 bis 1: Die Einschätzung wurde nicht behalten.
belief-sum = Die Werte unter { $what } für { $seat } ergeben zusammen { $total }, mehr als 1: Die Einschätzung wurde nicht behalten.

## werewolves tournament (agents/tournament.py): der Lauf, die Tabellen, die Berichte in
## Markdown und HTML. Zahlen kommen als Zahlen und werden hier geschrieben (NUMBER: eine Quote
## als Prozent, eine Wertung mit zwei Nachkommastellen). { $seating } ist seats oder sides, wie
## auf der Befehlszeile getippt; { $each } ist side oder seat (wer eine Person einer Wertung ist).

tournament-pct = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }
tournament-pct0 = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
tournament-rating = { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }
tournament-range = { NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) } … { NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) }
tournament-bad_seating = { $got } ist keine Sitzordnung: wähle seats (die Agenten rücken Platz für Platz weiter) oder sides (jeden Platz eines Teams spielt ein Agent).
tournament-bad_tau = { $got } ist kein Dynamikfaktor: gib eine Zahl von 0 (Agenten, deren Können sich nicht ändert, die Vorgabe) bis { NUMBER($high, maximumFractionDigits: 2) } an; die eigene Vorgabe von openskill ist { NUMBER($usual, maximumFractionDigits: 4) }.
tournament-setups_unreadable = die Aufstellungsdatei { $path } lässt sich nicht lesen: { $why }
tournament-setups_not_list = die Aufstellungsdatei { $path } muss eine Liste von Aufstellungen enthalten
tournament-setup_where = { $path } (Aufstellung { $n })
tournament-no_sizes = --players nimmt Größen wie 8,12.
tournament-records_folder = --records: der Ordner { $folder } lässt sich nicht anlegen: { $why }
tournament-title = Werwolf-Turnier
tournament-start = Turnier von { $agents }: { $games } Spiele über { $setups ->
    [one] { $setups } Aufstellung
   *[other] { $setups } Aufstellungen
  }, Sitzordnung { $seating }, Seed { $seed }, auf { $backend }; Wertungen mit τ = { NUMBER($tau, maximumFractionDigits: 4) }, { $each ->
    [side] jede Seite eine Person.
   *[seat] jeder Platz eine Person.
  }
tournament-timing = { $games } Spiele in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s.
tournament-wrote_records = { $games } Spielaufzeichnungen (JSON, und je eine HTML-Wiederholung) in { $folder } geschrieben.
tournament-teams_title = Wertungen nach Team ({ $games } Spiele; μ ± 2σ, openskill)
tournament-overall_title = { $each ->
    [side] Gesamt (jede Seite)
   *[seat] Gesamt (jeder Platz)
  }
tournament-metrics_title = Kennzahlen (95-%-Wilson-Intervalle; docs/agents.md)
tournament-pairs_title = Siege nach den Agenten der zwei größten Teams
tournament-col_agent = Agent
tournament-col_team = Team
tournament-col_side = Seite
tournament-col_team_or_role = Team oder Rolle
tournament-col_interval = μ − 2σ … μ + 2σ
tournament-col_seats = Plätze
tournament-col_won = Gewonnen
tournament-col_games = Spiele
tournament-col_first_won = Erstes gewann
tournament-col_second_won = Zweites gewann
tournament-col_first_team = Erstes Team
tournament-col_second_team = Zweites Team
tournament-all_sides = alle Seiten
tournament-metric-win_rate = Gewinnquote
tournament-metric-irp = IRP
tournament-metric-vss = VSS
tournament-metric-ksr = KSR
tournament-metric-detection = Entdeckung
tournament-metric-deception = Täuschung
tournament-metrics_heading = Kennzahlen
tournament-metrics_note = Jede Kennzahl ist ein Anteil mit seinem 95-%-Wilson-Intervall und seiner Zählung: Gewinnquote; IRP, die Plätze, die der Glaube des Agenten an jedem Tag als Gegner markiert (eine Chance über die Hälfte) und die es sind; VSS, seine Stimmen bei der Lynchabstimmung, die einen Gegner nennen; KSR, die Phasen, die die Ermittelnden seiner Seite überleben; Entdeckung, die Gegner, die sein Glaube markiert; Täuschung, der Glaube seiner Gegner, der ihn markiert (niedriger: besser verborgen). Ein Strich: nichts zu zählen (kein Glaube gemeldet).
tournament-metric_cell = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) } [{ NUMBER($low, style: "percent", maximumFractionDigits: 0) }–{ NUMBER($high, style: "percent", maximumFractionDigits: 0) }] ({ $count }/{ $of })
tournament-alike = { $teams }: jeder Agent hatte in jedem Spiel Plätze dieses Teams, also bewegen sich seine Wertungen gleich und unterscheiden die Agenten nicht; --seating sides wertet das Spiel jedes Teams.
tournament-pair_cell = { $team }: { $agent } ({ NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } gewonnen)
tournament-summary = { $games } Spiele, Seed { $seed }, Sitzordnung { $seating }; Agenten { $agents }.
tournament-setup = { $players } Plätze ({ $roles })
tournament-player_of = { $table ->
    [teams] Teams
    [overall] gesamt
   *[roles] Rollen
  }: { $what ->
    [side] eine Seite
   *[seat] ein Platz
  }
tournament-player_seat = ein Platz
tournament-about = { $games } Spiele, Seed { $seed }, Sitzordnung { $seating }, Agenten { $agents }, Aufstellungen: { $setups }. Wertungen: { $library } ({ $model }, τ = { NUMBER($tau, maximumFractionDigits: 4) }; eine Person eines Spiels: { $players }), Balken bei μ mit Fehlerbalken μ ± 2σ, skaliert auf { NUMBER($top, maximumFractionDigits: 0) }; Gewinnquoten mit 95-%-Wilson-Intervallen.
tournament-plot_rating = Wertung nach Team (μ ± 2σ, 100 % = { NUMBER($top, maximumFractionDigits: 0) })
tournament-plot_wins = Gewinnquote nach Team
tournament-ratings_heading = Wertungen
tournament-team_wins = { $team } { $wins }
tournament-teams_wins = Siege der Teams: { $wins }.
tournament-refused = Abgelehnte Züge: { $refused }; ausgelassene Runden: { $passed }.

## werewolves benchmark (agents/ladder.py): der Lauf der Leiter und ihre Bestenliste (Markdown,
## HTML, das Terminal). Titel und Zweck einer Stufe sind ladder-rung-KEY-title / -why.

ladder-bad_size = { $got } ist keine Größe von { $version }: wähle { $sizes }.
ladder-no_folder = in { $dir } lässt sich nicht schreiben: den Ordner { $parent } gibt es nicht
ladder-not_folder = in { $dir } lässt sich nicht schreiben: es ist eine Datei, kein Ordner
ladder-start = Benchmark { $version }: { $rungs } Stufen × { $deals ->
    [one] { $deals } Austeilung
   *[other] { $deals } Austeilungen
  } × { $seatings ->
    [one] { $seatings } Sitzordnung
   *[other] { $seatings } Sitzordnungen
  } = { $games } Spiele für { $agents }, Sitzordnung { $seating }, Seed { $seed }, auf { $backend }.
ladder-timing = { $games } Spiele in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s.
ladder-wrote = { $path }, .html und .json geschrieben.
ladder-title = Werwolf-Benchmark { $version }
ladder-intro = Leiter { $version } (Prüfsumme { $digest }), Regeln { $rules }, Seed { $seed }, Sitzordnung { $seating }: { $games } Spiele über { $rungs } Stufen, Agenten { $agents }. Wertungen: { $library } ({ $model }, τ = { NUMBER($tau, maximumFractionDigits: 4) }), geordnet nach μ − 2σ; eine Gewinnquote ist der Anteil gewonnener Plätze, mit 95-%-Wilson-Intervallen; ein Platz gewinnt, wenn die Person darauf unter den Siegern des Spiels ist.
ladder-win = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } [{ NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }–{ NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }] von { $of ->
    [one] { $of } Platz
   *[other] { $of } Plätzen
  }
ladder-rating = { NUMBER($mu, minimumFractionDigits: 2, maximumFractionDigits: 2) } [{ NUMBER($low, minimumFractionDigits: 2, maximumFractionDigits: 2) }–{ NUMBER($high, minimumFractionDigits: 2, maximumFractionDigits: 2) }]
ladder-number = { NUMBER($value, maximumFractionDigits: 3) }
ladder-whole = { NUMBER($value, maximumFractionDigits: 0) }
ladder-col_rank = #
ladder-col_agent = Agent
ladder-col_games = Spiele
ladder-col_win_rate = Gewinnquote (95 %)
ladder-col_rating = Wertung μ [μ−2σ–μ+2σ]
ladder-col_as = Als { $team }
ladder-col_metric = Kennzahl
ladder-col_value = Wert
ladder-col_interval = 95-%-Intervall
ladder-leaderboard = Bestenliste
ladder-research = Forschungskennzahlen
ladder-rungs = Stufen
ladder-plot = Gewinnquote über die Leiter (95-%-Intervall)
ladder-rung = { $n }. { $title } ({ $key }, { $players } Plätze)
ladder-rung_about = { $why } Rollen: { $roles }. { $games } Spiele.
ladder-rung-base-title = Das Grundspiel
ladder-rung-base-why = Das Grundspiel der Seeds: das Rudel gegen das Dorf mit einer untersuchenden Rolle, acht Plätze (am nächsten an den Spielen der kleinen Benchmarks).
ladder-rung-seeds-title = Die Rollen der Seeds
ladder-rung-seeds-why = Die eigenen Rollen der Seeds: ein Wolf, der einen Teil der Rollenliste kennt, und ein drittes Team, die Pest, mit dem ungebundenen Pestarzt, der sie jagt.
ladder-rung-angel-title = Der Engel
ladder-rung-angel-why = Ein ungebundener Platz, der gewinnt, wenn er gelyncht wird, und jemanden mitnimmt, neben einem letzten Schuss: eine Stimme ist nicht mehr einfach für oder gegen die Werwölfe.
ladder-rung-lovers-title = Verliebte über Teams hinweg
ladder-rung-lovers-why = Das Liebespaar von Amor kann zwei Teams verbinden (Amor wechselt mit dem Team der großen Liebe), neben der Pest und einem Platz, der von einem Wolf getötet werden will.
ladder-rung-hell-title = Die Hölle
ladder-rung-hell-why = Die drei Plätze der Hölle teilen einen Kanal und einen Seelenvorrat, um zu schützen oder anzugreifen, und die Wette des Teufels; daneben ein Priester, der Lykanthropen jagt, und ein letzter Schuss.
ladder-rung-horsemen-title = Die Reiter und der Jüngste Tag
ladder-rung-horsemen-why = Vier Reiter bringen jede Nacht das Verhängnis über Mitspielende (verzögerte Tode, versagende Fähigkeiten, Stimmen, die nicht zählen, verkleidete Rollen), bis der Jüngste Tag sie zu Apokalyptischen Reitern macht.
ladder-rung-book-title = Die schwierigsten Wechselwirkungen des Buches zusammen
ladder-rung-book-why = Werwölfe, drei am Ende von Tag 0 gezogene Reiter, die Hölle, die Pest und ihr Pestarzt, ein Amor und ein Engel in einem Spiel mit achtzehn Plätzen.

## werewolves agent (cli.py): ein Programm oder ein Modell auf einem Platz eines laufenden Dienstes.

agent-server = --server braucht eine Adresse wie http://127.0.0.1:8000, nicht { $got }.
agent-no_folder = { $path } lässt sich nicht schreiben: den Ordner gibt es nicht.
agent-cannot_play = der Platz bei { $server } lässt sich nicht spielen: { $why }
agent-over = Das Spiel ist vorbei: { $outcome }

## Das Agentenprotokoll (agents/protocol.py): was ein Platz über seine letzte Antwort erfährt, in
## der Sprache, die er verlangt hat (docs/agents.md, "Languages"). { $shape } ist das JSON, das
## eine Antwort sein muss.

protocol-not_moves = Eine Antwort ist ein JSON-Objekt { $shape }: ausgelassen.
protocol-moves_list = „moves“ einer Antwort ist eine Liste: ausgelassen.
protocol-bad_move = Ein Zug ist ein act mit seiner Aktion, ein say mit Kanal und Text, ein claim oder ein believe mit seinen Plätzen.
protocol-too_many = Eine Antwort macht höchstens { $budget } Züge: der Rest wurde verworfen.
protocol-say_what = Sag, was du tun willst: das Verb einer Aktion und ihre Ziele.
protocol-not_now = { $verb } kannst du jetzt nicht tun; du kannst: { $verbs }.
protocol-nothing = nichts
protocol-picks = { $verb } nennt nach den Personen { $n } aus: { $options }.
protocol-no_withdraw = Du hast bei { $verb } jetzt nichts zurückzunehmen.
protocol-count_exact = { $verb } nennt { $n ->
    [one] eine Person
   *[other] { $n } Personen
  }, nicht { $got }.
protocol-count_range = { $verb } nennt { $low } bis { $high } Personen, nicht { $got }.
protocol-twice = { $verb } kann dieselbe Person nicht zweimal nennen.
protocol-not_there = { $verb } kann { $target } dort nicht nennen; möglich sind: { $names }.

## Ein Platz, den ein Sprachmodell spielt (agents/text.py, agents/llm.py): der Zug, wie das
## Modell ihn liest, seine Anweisungen, die Beschreibungen seiner Werkzeuge und die Ablehnungen,
## in der Sprache des Platzes. ACT, SAY und PASS bleiben, wie sie sind: das Modell tippt sie.

seat-system_text =
    Du spielst einen Platz in einer Partie Werwolf. In jedem Zug erfährst du, was dein Platz weiß und was er tun kann. Antworte mit einem Zug pro Zeile:
    ACT: <Verb> <Person> ... — eine der aufgeführten Aktionen, mit Personen, die ihre Positionen nennen können
    SAY <Kanal>: <Text> — eine Zeile in einem Kanal, in den du schreiben darfst (SAY: allein ist der Dorfplatz)
    PASS — nichts weiter in diesem Zug.
    Schreib nichts anderes.
seat-system_tools = Du spielst einen Platz in einer Partie Werwolf. In jedem Zug erfährst du, was dein Platz weiß, und alles, was du jetzt tun kannst, ist ein Werkzeug: rufe die Werkzeuge für die Züge auf, die du in diesem Zug machst (die Parameter einer Aktion nennen die einzigen Personen und Optionen, die sie nennen kann; keine Person zweimal). Das Werkzeug chat schreibt eine Zeile in einen Kanal, in den du schreiben darfst. Das Werkzeug believe hält privat fest, wie wahrscheinlich jede andere lebende Person deine Gegnerin ist. Schreib deine privaten Überlegungen in den Text deiner Antwort oder in das Argument reasoning eines Werkzeugs: niemand sonst liest sie je. Rufe kein Werkzeug auf, um in diesem Zug nichts weiter zu tun.
seat-you_are_role = Du bist { $seat } und hast die Rolle { $role } ({ $team }).
seat-you_are = Du bist { $seat }.
seat-your_role = Deine Rolle: { $summary }
seat-offices = Deine Ämter: { $offices }.
seat-phase = Es ist { $phase }. { $alive ->
    [true] Du lebst.
   *[false] Du bist tot.
  }
seat-living = Am Leben: { $names }.
seat-dead = Tot: { $names }.
seat-since = Seit deinem letzten Zug:
seat-write_in = Du darfst schreiben in: { $channels }.
seat-move_refused = Dein Zug { $move } wurde abgelehnt: { $reason }
seat-no_action = Du hast jetzt keine Aktion.
seat-may_do = Was du jetzt tun kannst:
seat-slot = Person { $n }: { $names }
seat-slots = Personen: { $names }
seat-then_picks = dann { $n } aus: { $options }
seat-withdraw = oder „{ $verb } nobody“, um zurückzunehmen
seat-chosen = jetzt gewählt: { $chosen }
seat-cannot_write = In { $channel } kannst du nicht schreiben; du darfst schreiben in: { $channels }.
seat-nowhere = nirgends
seat-not_action = Das ist keine Aktion.
seat-unreadable = Ich konnte keinen Zug lesen: antworte mit ACT: <Verb> <Person>, SAY: <Text> oder PASS.
seat-answer_again = Abgelehnt: { $why } Antworte noch einmal.
seat-over_headline = Das Spiel ist vorbei ({ $reason }).
seat-refused = Abgelehnt: { $why }
seat-done = Erledigt.
seat-tool_names_exact = Nennt { $n ->
    [one] eine Person
   *[other] { $n } Personen
  }, niemanden zweimal.
seat-tool_names_range = Nennt { $low } bis { $high } Personen, niemanden zweimal.
seat-tool_picks = Dann { $n } verschiedene Auswahlen aus den Optionen.
seat-tool_withdraw = withdraw=true nimmt stattdessen deine Wahl zurück (ihre Personen werden nicht beachtet).
seat-tool_chosen = Jetzt gewählt: { $chosen }.
seat-tool_end = Wirkt am Ende der Phase; bis dahin kannst du es ändern.
seat-reasoning = Deine privaten Überlegungen (nie gezeigt).
seat-player_n = Person { $n }.
seat-pick_n = Auswahl { $n }.
seat-take_back = Nimm deine Wahl zurück (die Personen werden nicht beachtet).
seat-believe_tool = Halte privat fest, wie wahrscheinlich jede andere lebende Person deine Gegnerin ist (0: sicher auf deiner Seite, 1: sicher gegen dich). Niemand liest es; es ändert nichts am Spiel.
seat-chat_tool = Schreib eine Zeile in einen Kanal, in den du schreiben darfst (andere lesen sie).
seat-args_not_json = Die Argumente von { $tool } sind kein JSON: gib ein JSON-Objekt an.
seat-args_object = Die Argumente von { $tool } sind ein JSON-Objekt.
seat-chat_where = In { $channel } kannst du jetzt nicht schreiben; du darfst schreiben in: { $channels }.
seat-chat_text = chat braucht den Text, der geschrieben werden soll.
seat-no_tool = { $tool } kannst du jetzt nicht tun; deine Werkzeuge: { $tools }.
seat-no_tools = keine
seat-gap = { $verb } nennt seine Personen der Reihe nach, ohne Lücke.
agent-no_program = { $spec }: unter { $path } gibt es kein Programm.
agent-none = (keiner)
agent-not_agent = { $spec } ist kein Agent; nimm { $kinds }.
agent-no_agents = --agents nennt mindestens einen Agenten, z. B. random,heuristic.
