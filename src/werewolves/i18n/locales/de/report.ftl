## Die Wörter der Simulation (werewolves simulate und balance, sim/console.py) und ihr Bericht
## (sim/report.py: die Tabellen im Terminal und die HTML-Seite). Zahlen kommen als Zahlen und
## werden hier mit NUMBER von Fluent geschrieben (eine Quote als Prozent: „52,3 %“).

# die Seiten eines Ausgangs, für die keine Rolle spielt
report-team-unaligned = Ungebunden
report-team-none = kein Team hat gewonnen
report-team-tie = ein Unentschieden
report-tie = ein Unentschieden zwischen { $teams }
report-tie_and = und

# Todesursachen, wie ein Spiel sie aufzeichnet (der Name einer Rolle wie auf ihrer Karte)
report-cause-lynch = Lynchung
report-cause-wolfpack = Rudel
report-cause-death = Tod
report-cause-shot = der Schuss der Rolle { $role }
report-cause-white_wolf = Weißer Wolf
report-cause-amulet = das zerbrochene Amulett
report-cause-offer = das Angebot
report-cause-wager = die Wette des Teufels
report-cause-experiment = das Experiment der Rolle Verrückter Wissenschaftler
report-cause-angel = die Rolle Engel
report-cause-rodent = Nagetier
report-cause-poisoned_food = vergiftetes Essen
report-cause-plague = Pest
report-cause-love = Liebe
report-cause-fire = Feuer
report-cause-doom = Verhängnis
report-cause-soul = eine Seele
report-cause-spell = der Zauber einer Vettel

# die Tabellen im Terminal
report-teams_title = Gewinnquote nach Team ({ $games } Spiele, 95-%-Wilson-Intervalle)
report-col_team = Team
report-col_wins = Siege
report-col_win_rate = Gewinnquote [95-%-KI]
report-roles_title = Nach Rolle (Plätze, die sie bekamen)
report-col_role = Rolle
report-col_seats = Plätze
report-col_won = Gewonnen % [95-%-KI]
report-col_survived = Überlebt % [95-%-KI]
report-other_title = Spieldauer und Todesursachen
report-col_what = Was
report-col_value = Wert
report-days_played = gespielte Tage (Mittel / Median / Maximum)
report-deaths = Tode: { $cause }

# die HTML-Seite
report-title = Werwolf-Simulation zur Ausgewogenheit
report-plot_teams = Gewinnquote nach Team
report-plot_length = Spieldauer
report-plot_survival = Überleben nach Rolle
report-plot_roles = Gewinnquote nach Rolle
report-days_axis = gespielte Tage
report-bar_tip = { $days } Tage: { $games } Spiele
report-default_mix = die vorgegebene Mischung
report-setup = { $games } Spiele, Seed { $seed }, { $players } Mitspielende ({ $roles }), Rollenliste { $role_list }, Bots: { $bots }. Die Intervalle sind 95-%-Wilson-Intervalle.
report-tie_games = { $ties }: { $count ->
    [one] { $count } Spiel.
   *[other] { $count } Spiele.
  }
report-length = Im Mittel { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } Tage, Median { $median }.
report-roles_heading = Rollen
report-col_won_short = Gewonnen
report-col_survived_short = Überlebt
report-deaths_heading = Todesursachen
report-col_cause = Ursache
report-col_deaths = Tode
report-col_share = Anteil

# werewolves simulate: der Lauf
report-simulating = Simuliere { $games } Spiele mit { $players } Mitspielenden ({ $roles }), Seed { $seed }, Bots { $bots }, in { $backend }.
report-default_mix_short = vorgegebene Mischung
report-backend_cluster = dem Dask-Cluster unter { $scheduler }
report-backend_dask = einem lokalen Dask-Cluster mit { $workers } Arbeitsprozess(en)
report-backend_process = diesem Prozess
report-backend_processes = { $workers } lokalen Prozessen
report-progress_label = Spiele
report-games_per_second = { NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } Spiele/s
report-progress = { $label }: { $done }/{ $total } Spiele ({ NUMBER($percent, style: "percent", maximumFractionDigits: 0) }), { NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } Spiele/s
report-progress_left = { $line }, noch etwa { NUMBER($left, maximumFractionDigits: 0) } s
report-timing = { $games } Spiele in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s ({ NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } Spiele/s).
report-wrote = { $path } geschrieben.
report-cannot_write = { $path } kann nicht geschrieben werden: { $why }
report-no_folder = { $path } kann nicht geschrieben werden: Den Ordner { $folder } gibt es nicht

# werewolves balance
report-balance_of = Ausgewogenheit von { $players } Mitspielenden ({ $roles }), Seed { $seed }, Bots { $bots }.
report-beyond_doubt = zweifelsfrei (p < 0,001)
report-very_likely = sehr wahrscheinlich (p = { NUMBER($p, minimumFractionDigits: 3, maximumFractionDigits: 3) })
report-likely = wahrscheinlich (p = { NUMBER($p, minimumFractionDigits: 3, maximumFractionDigits: 3) })
report-not_clear = unklar: Der Unterschied liegt im Bereich des Zufalls (p = { NUMBER($p, minimumFractionDigits: 2, maximumFractionDigits: 2) })
report-favoured = [bold]{ $team }[/] ist im Vorteil: gewinnt { $rate } gegen { $other } { $other_rate }; Abstand { NUMBER($margin, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }, { $sure }.
report-alone = [bold]{ $team }[/] gewinnt { $rate }: Kein anderes Team gewinnt mit dieser Liste ein Spiel, es gibt also keine Seite, gegen die es auszugleichen wäre.
report-more_games = Mehr Spiele (--games) würden zeigen, ob der Abstand echt ist.
report-swaps_title = Gemessene einzelne Tausche (je { $games } Spiele, dieselben Seeds)
report-col_swap = Tausch
report-col_gap = Abstand
report-as_given = wie angegeben
report-no_swap = Kein gemessener einzelner Tausch bringt die Aufstellung näher an ein faires Spiel.
report-nearest_fair = Am nächsten an fair: eine Rolle [bold]{ $from }[/] gegen die Rolle [bold]{ $to }[/] tauschen (Abstand { NUMBER($gap, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } statt { NUMBER($before, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }; bei { $games } Spielen nicht von fair zu unterscheiden, p = { NUMBER($p, minimumFractionDigits: 2, maximumFractionDigits: 2) }).{ $article ->
   *[other] {""}
  }
report-nearest_uneven = Am nächsten an fair: eine Rolle [bold]{ $from }[/] gegen die Rolle [bold]{ $to }[/] tauschen (Abstand { NUMBER($gap, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } statt { NUMBER($before, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }; noch ungleich, p = { NUMBER($p, minimumFractionDigits: 3, maximumFractionDigits: 3) }).{ $article ->
   *[other] {""}
  }
report-stage_given = die Rollenliste, wie angegeben
report-stage_swap = eine Rolle { $from } gegen die Rolle { $to } getauscht{ $article ->
   *[other] {""}
  }

# Zahlen, wie der Bericht sie schreibt: eine Quote mit ihrem 95-%-Intervall (die Enden des
# Intervalls in Prozentpunkten), ein Anteil, die gespielten Tage
report-rate_ci = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } [{ NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) }–{ NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) }]
report-rate_range = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } [{ NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } – { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }]
report-pct = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }
report-pct0 = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
report-count_share = { $count } ({ NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) })
report-days_values = { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } / { $median } / { $max }
