## The simulation's words (werewolves simulate and balance, sim/console.py) and its report
## (sim/report.py: the terminal's tables and the HTML page). Numbers arrive as numbers and are
## written here by Fluent's NUMBER (a rate as a percentage, "52.3%", „52,3 %“).

# the sides of an outcome no role plays for
report-team-unaligned = Unaligned
report-team-none = no team won
report-team-tie = a tie
report-tie = a tie between the { $teams }
report-tie_and = and the

# causes of death, as a game records them (a role's own name reads as its card names it)
report-cause-lynch = lynch
report-cause-wolfpack = wolfpack
report-cause-death = death
report-cause-shot = the { $role }'s shot
report-cause-white_wolf = white wolf
report-cause-amulet = the shattered amulet
report-cause-offer = the offer
report-cause-wager = the devil's wager
report-cause-experiment = the Mad Scientist's experiment
report-cause-angel = the Angel
report-cause-rodent = rodent
report-cause-poisoned_food = poisoned food
report-cause-plague = plague
report-cause-love = love
report-cause-fire = fire
report-cause-doom = doom
report-cause-soul = a soul
report-cause-spell = a hag's spell

# the terminal's tables
report-teams_title = Win rate by team ({ $games } games, 95 % Wilson intervals)
report-col_team = Team
report-col_wins = Wins
report-col_win_rate = Win rate [95 % CI]
report-roles_title = By role (seats dealt it)
report-col_role = Role
report-col_seats = Seats
report-col_won = Won % [95 % CI]
report-col_survived = Survived % [95 % CI]
report-other_title = Game length and causes of death
report-col_what = What
report-col_value = Value
report-days_played = days played (mean / median / max)
report-deaths = deaths: { $cause }

# the HTML page
report-title = Werewolves balance simulation
report-plot_teams = Win rate by team
report-plot_length = Game length
report-plot_survival = Survival by role
report-plot_roles = Win rate by role
report-days_axis = days played
report-bar_tip = { $days } days: { $games } games
report-default_mix = the default mix
report-setup = { $games } games, seed { $seed }, { $players } players ({ $roles }), role list { $role_list }, bots: { $bots }. Intervals are 95 % Wilson score intervals.
report-tie_games = { $ties }: { $count ->
    [one] { $count } game.
   *[other] { $count } games.
  }
report-length = Mean { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } days, median { $median }.
report-roles_heading = Roles
report-col_won_short = Won
report-col_survived_short = Survived
report-deaths_heading = Causes of death
report-col_cause = Cause
report-col_deaths = Deaths
report-col_share = Share

# werewolves simulate: the run
report-simulating = Simulating { $games } games of { $players } players ({ $roles }), seed { $seed }, bots { $bots }, on { $backend }.
report-default_mix_short = default mix
report-backend_cluster = the Dask cluster at { $scheduler }
report-backend_dask = a local Dask cluster of { $workers } worker(s)
report-backend_process = this process
report-backend_processes = { $workers } local processes
report-progress_label = games
report-games_per_second = { NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } games/s
report-progress = { $label }: { $done }/{ $total } games ({ NUMBER($percent, style: "percent", maximumFractionDigits: 0) }), { NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } games/s
report-progress_left = { $line }, about { NUMBER($left, maximumFractionDigits: 0) } s left
report-timing = { $games } games in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s ({ NUMBER($rate, minimumFractionDigits: 1, maximumFractionDigits: 1) } games/s).
report-wrote = Wrote { $path }.
report-cannot_write = cannot write { $path }: { $why }
report-no_folder = cannot write { $path }: the folder { $folder } does not exist

# werewolves balance
report-balance_of = Balance of { $players } players ({ $roles }), seed { $seed }, bots { $bots }.
report-beyond_doubt = beyond doubt (p < 0.001)
report-very_likely = very likely (p = { NUMBER($p, minimumFractionDigits: 3, maximumFractionDigits: 3) })
report-likely = likely (p = { NUMBER($p, minimumFractionDigits: 3, maximumFractionDigits: 3) })
report-not_clear = not clear: the difference is within chance (p = { NUMBER($p, minimumFractionDigits: 2, maximumFractionDigits: 2) })
report-favoured = [bold]{ $team }[/] are favoured: win { $rate } against { $other } { $other_rate }; margin { NUMBER($margin, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }, { $sure }.
report-alone = [bold]{ $team }[/] win { $rate }: no other team wins any game with this list, so there is no side to balance them against.
report-more_games = More games (--games) would tell whether the margin is real.
report-swaps_title = Single swaps measured ({ $games } games each, same seeds)
report-col_swap = Swap
report-col_gap = Gap
report-as_given = as given
report-no_swap = No single swap measured brings the setup nearer to fair.
report-nearest_fair = Nearest to fair: swap one [bold]{ $from }[/] for { $article } [bold]{ $to }[/] (gap { NUMBER($gap, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } instead of { NUMBER($before, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }; no different from fair at { $games } games, p = { NUMBER($p, minimumFractionDigits: 2, maximumFractionDigits: 2) }).
report-nearest_uneven = Nearest to fair: swap one [bold]{ $from }[/] for { $article } [bold]{ $to }[/] (gap { NUMBER($gap, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } instead of { NUMBER($before, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }; still uneven, p = { NUMBER($p, minimumFractionDigits: 3, maximumFractionDigits: 3) }).
report-stage_given = the role list as given
report-stage_swap = one { $from } swapped for { $article } { $to }

# numbers as the report writes them: a rate with its 95 % interval (the interval's ends in
# percent points), a share, the days played
report-rate_ci = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } [{ NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) }–{ NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) }]
report-rate_range = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } [{ NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } – { NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }]
report-pct = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }
report-pct0 = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
report-count_share = { $count } ({ NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) })
report-days_values = { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) } / { $median } / { $max }
