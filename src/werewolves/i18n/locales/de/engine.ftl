## Die Meldungen der Spielregeln: das Spiel, Aktionen, Ablehnungen, Tode, Abstimmungen, was die
## Spielleitung liest, und die Kurzfassung jeder Regel, auf die sich das Spiel beruft.
## Begriffe: siehe das Glossar in docs/translating.md (Spielleitung, Rudel, Lynchabstimmung …).

# das Spiel
game-started = Das Spiel beginnt mit { $count } Mitspielenden: { $players }. Es ist Tag 0.
phase-started = { $phase } beginnt.
game-over = Das Spiel ist vorbei: { $reason }. Gewonnen haben: { $winners }.
game-draw = Das Spiel endet unentschieden: { $reason }. Noch am Leben und unentschieden: { $drawn }.
game-tie = Das Spiel ist vorbei: { $reason }. Alle, die noch leben, gewinnen: { $winners }.
# rule-alignments-unaligned.9 (Entscheidung RM420): nur die Spielleitung erfährt es
game-win_held = Das Team { $team } kann nicht gewinnen, solange { $player } lebt: eine ungebundene Rolle, die nicht mit ihm gewinnen kann.
game-draw_ascended = Das Spiel endet unentschieden: { $reason }. Noch am Leben und unentschieden: { $drawn }. Aufgestiegen und mit ihrem Sieg: { $winners }.
game-host_ended = die Spielleitung hat das Spiel beendet
game-stalled = { $count ->
    [one] eine Phase lang ist niemand gestorben
   *[other] { $count } Phasen in Folge ist niemand gestorben
  }
setup-cc_limit = Die Option { $option } ist eine ganze Zahl von { $low } bis { $high }.
setup-cc_readers = conspiracy_readers ist members, dead oder spectators (wer außer den Mitgliedern eines Verschwörungskanals ihn liest), nicht { $value }.
setup-draw_after = Die Option „draw_after“ gibt an, nach wie vielen Phasen in Folge ohne Tod das Spiel unentschieden endet: eine ganze Zahl von 0 (nie) bis 1000, nicht { $value }.
role-dealt = Deine Rolle: { $role }. { $summary }
extra-granted = Du hast jetzt zusätzlich zu deiner eigenen Rolle die Zusatzrolle { $role }.
extra-revoked = Du hast die Zusatzrolle { $role } nicht mehr.
custom-effect_failed = Dein „{ $verb }“ konnte nicht ausgeführt werden: Seine Rollendatei verlangt etwas, das das Spiel nicht kann.
custom-unique_role = Die Rolle { $role } darf höchstens einmal ausgeteilt werden; diese Aufstellung teilt sie { $count }-mal aus.
custom-requires_role = Eine Aufstellung, die die Rolle { $role } austeilt, muss auch die Rolle { $required } austeilen.
rolelist-public = Die Rollen dieses Spiels sind: { $roles }.
rolelist-partial = Einige der Rollen dieses Spiels sind: { $roles }.
rolelist-partial_none = Die Spielleitung hat keine der Rollen dieses Spiels verraten.
rolelist-full = Die vollständige Rollenliste dieses Spiels: { $roles }.
group-joined = Du gehörst jetzt zur Gruppe { $group }.
group-members = Die Mitglieder der Gruppe { $group } sind: { $members }.
group-no_action = Die Gruppe { $group } hat sich auf kein gemeinsames Ziel geeinigt: heute Nacht geschieht nichts.
group-executor = { $executor } führt die Aktion der Gruppe { $group } gegen { $target } aus.
# Aktionen
action-used = Du hast „{ $verb }“ auf { $targets } angewandt.
action-used_alone = Du hast „{ $verb }“ angewandt.
action-chosen = { $actor } hat gewählt: „{ $verb }“ auf { $targets }; es geschieht, wenn die Phase endet.
action-withdrawn = { $actor } hat die Wahl für „{ $verb }“ zurückgenommen.
# Ablehnungen (R7)
refuse-game_over = Das Spiel ist vorbei; es werden keine Aktionen mehr angenommen.
refuse-unknown_player = In diesem Spiel heißt niemand „{ $name }“.
refuse-event_number = Ein Ereignis wird mit seiner Nummer angegeben (einer ganzen Zahl wie 3), nicht mit { $value }.
refuse-unknown_player_close = In diesem Spiel heißt niemand „{ $name }“. Meintest du { $close }?
refuse-dead_actor = { $player } ist tot, und Tote können nicht handeln.
refuse-dead_only = Nur Tote können „{ $verb }“ verwenden.
refuse-unknown_verb = „{ $verb }“ ist in diesem Spiel keine Aktion: Sieh dir an, was du jetzt tun kannst (im Browser unter „Was du jetzt tun kannst“, im Terminal mit „help“).
refuse-not_yours = { $player } kann jetzt nicht „{ $verb }“: Keine eigene Rolle und kein eigenes Amt gibt diese Aktion.
refuse-wrong_phase = „{ $verb }“ geht nicht in { $phase }; es wird { $when } verwendet.
refuse-target_count = Falsche Anzahl von Mitspielenden für „{ $verb }“. So geht es: { $usage }.
refuse-dead_target = { $player } ist tot; Aktionen auf Tote werden abgelehnt.
refuse-self_target = Du kannst „{ $verb }“ nicht auf dich selbst anwenden.
refuse-duplicate = { $player } ist doppelt genannt.
refuse-nobody = „{ $verb }“ braucht eine Person; „nobody“ kann hier nicht gewählt werden.
# was eine Aktion nach ihren Zielen nennt (``Ability.options``: eine Rolle, eine Kategorie)
refuse-missing_pick = „{ $verb }“ nennt nach den Zielen { $kind }. So geht es: { $usage }.
refuse-unknown_pick = „{ $words }“ ist nichts, was du mit „{ $verb }“ jetzt nennen kannst ({ $kind }). Du kannst nennen: { $options }.
refuse-unknown_pick_hint = „{ $words }“ ist nichts, was du mit „{ $verb }“ jetzt nennen kannst ({ $kind }). Meintest du { $close }? Du kannst nennen: { $options }.
refuse-unknown_pick_close = „{ $words }“ ist nichts, was du mit „{ $verb }“ jetzt nennen kannst ({ $kind }). Meintest du { $close }? (Die Aktion listet alle { $count } Möglichkeiten auf.)
refuse-same_pick = „{ $verb }“ braucht verschiedene Angaben; { $pick } ist doppelt genannt.
refuse-same_pair = „{ $verb }“ nennt { $player } zweimal mit { $pick }.
refuse-already_used = Du hast „{ $verb }“ in dieser Phase schon verwendet.
refuse-no_uses = Du hast keine Anwendungen von „{ $verb }“ mehr.
refuse-no_counter = Du kannst nicht „{ $verb }“: Du hast kein { $counter } mehr.
refuse-no_poll = Gerade gibt es keine Abstimmung „{ $poll }“, an der du teilnehmen kannst.
refuse-no_vote = Du hast in der Abstimmung „{ $poll }“ keine Stimme, die du zurücknehmen könntest.
refuse-no_channel = Du kannst nicht in „{ $channel }“ schreiben. Deine Kanäle: { $channels }.
# Bedingungen und Wahlen einer Rollendatei (roledata/load.py)
refuse-group_size = Du kannst jetzt nicht „{ $verb }“: Dafür braucht die Gruppe { $group } { $members } lebende Mitglieder, und es sind { $alive }.
refuse-custom_condition = Du kannst jetzt nicht „{ $verb }“: Die Bedingung, die deine Rolle dafür stellt, ist nicht erfüllt.
refuse-custom_condition_target = Du kannst „{ $verb }“ nicht auf { $target } anwenden: Die Bedingung, die deine Rolle dafür stellt, ist für diesen Spieler nicht erfüllt.
refuse-choice_made = Du hast in dieser Phase bei der Wahl { $choice } schon „{ $chosen }“ gewählt: Ihre Möglichkeiten gehen nur eine pro Phase.
refuse-succession_target = Du hast „{ $verb }“ bei der letzten Gelegenheit auf { $player } angewendet: Wähle diesmal jemand anderen.
refuse-succession_use = Du hast „{ $verb }“ bei der letzten Gelegenheit benutzt: Es geht nicht zweimal hintereinander.
refuse-bad_text = Eine Nachricht hat zwischen 1 und { $max } Zeichen.
chat-line = [{ $channel }] { $speaker }: { $text }
# Verschwörungskanäle (rule-conspiracy-channels.1–2)
cc-opened = { $owner } hat den privaten Kanal { $channel } mit { $members } eröffnet.
cc-invited = { $by } hat { $members } in { $channel } eingeladen.
refuse-cc_dead_actor = { $player } ist tot: Tote lesen ihre Kanäle weiter, eröffnen aber keine mehr und laden niemanden ein.
refuse-cc_dead_writes = Du bist tot: Du liest { $channel } weiter, schreibst dort aber nicht mehr.
refuse-cc_off = In diesem Spiel gibt es keine Verschwörungskanäle (die Spielleitung erlaubt keine).
refuse-cc_too_many = Du hast { $max } Kanäle eröffnet, mehr erlaubt dieses Spiel niemandem.
refuse-cc_full = Der Kanal hätte { $n } Mitglieder; dieses Spiel erlaubt höchstens { $max }.
refuse-cc_name = „{ $name }“ kann keinen Kanal benennen: 1 bis { $max } Buchstaben, Ziffern, Leerzeichen, Bindestriche oder Apostrophe.
refuse-cc_taken = Du bist schon in einem Kanal namens { $channel }: Wähle einen anderen Namen.
refuse-cc_nobody = Nenne mindestens eine andere lebende Person, die im Kanal sein soll.
refuse-cc_dead_member = { $player } ist tot: Nur Lebende können einem Kanal beitreten.
refuse-cc_already = { $player } ist schon in { $channel }.
refuse-cc_not_member = Du bist in keinem Kanal namens „{ $channel }“.
# Aufstellungen, die die Spielleitung abgelehnt bekommt (die eigenen Prüfungen des Spiels und
# die jeder Rollenfamilie)
setup-count = Ein Spiel braucht { $low } bis { $high } Mitspielende; diese Aufstellung hat { $n }.
setup-not_setup = Ein Spiel braucht eine Aufstellung (Mitspielende und Optionen), nicht { $value }.
setup-players_type = Die Mitspielenden müssen eine Liste von Paaren (Name, Rolle) sein, nicht { $value }.
setup-player_entry = Eintrag { $n } der Mitspielenden muss ein Paar (Name, Rolle) sein, nicht { $value }.
setup-name_type = Der Name in Eintrag { $n } muss Text sein, nicht { $value }.
setup-role_type = Die Rolle von { $name } muss der Name einer Rolle sein, nicht { $value }.
setup-bad_name = „{ $name }“ ist kein gültiger Name: ein Wort, das mit einem Buchstaben beginnt, danach Buchstaben, Ziffern, _ ' oder -.
setup-name_length = „{ $name }“ ist als Name zu lang: höchstens { $max } Zeichen.
setup-name_hidden = „{ $name }“ enthält ein Steuer- oder unsichtbares Zeichen (einen Zeilenumbruch, eine Terminal-Escape-Sequenz oder eine Schreibrichtungsmarke); ein Name ist ein sichtbares Wort.
setup-name_letters = „{ $name }“ enthält ein anderes Zeichen als die Buchstaben A bis Z, Ziffern, _ ' und -; Namen bleiben bei diesen, damit keine zwei Namen gleich aussehen.
setup-same_name = Zwei Mitspielende heißen „{ $name }“; die Namen müssen verschieden sein.
setup-same_player = „{ $name }“ und „{ $other }“ wären dieselbe Person: Groß- und Kleinschreibung unterscheidet keine Namen.
setup-lookalike_names = „{ $name }“ und „{ $other }“ sehen sich zu ähnlich (I, l und 1 oder O und 0 sind schwer zu unterscheiden); gib Namen, die leicht zu unterscheiden sind.
setup-nobody = „nobody“ ist ein reserviertes Wort und kann kein Name sein.
setup-unknown_role = „{ $role }“ (für { $name }) ist keine Rolle, die dieses Spiel kennt.
setup-extra_role = „{ $role }“ (für { $name }) ist eine Zusatzrolle, die zu einer ausgeteilten Rolle hinzukommt und nie selbst ausgeteilt wird: { $by } Gib { $name } eine andere Rolle.
setup-role_list = role_list ist public, partial oder private, nicht { $value }.
setup-revealed_type = revealed_roles muss eine Liste von Rollennamen sein, nicht { $value }.
setup-revealed_entry = revealed_roles nennt jede Rolle als Text, nicht { $value }.
setup-known_type = known_roles muss eine Liste von Rollennamen sein (oder fehlen), nicht { $value }.
setup-known_entry = known_roles nennt jede Rolle als Text, nicht { $value }.
setup-options_type = options ordnet Optionsnamen ihre Werte zu, nicht { $value }.
setup-option_name = Der Name jeder Option muss Text sein, nicht { $value }.
# eine leere Liste von Personen
word-nobody = niemand
text-big_number = eine ganze Zahl mit etwa { $digits } Ziffern
setup-seed = Der Seed des Spiels ist eine ganze Zahl von 0 bis { $max }, nicht { $value }.
setup-revealed_unknown = revealed_roles nennt „{ $role }“, keine Rolle, die dieses Spiel kennt.
setup-revealed_absent = revealed_roles nennt „{ $role }“, die in diesem Spiel nicht vorkommt.
setup-revealed_not_partial = revealed_roles ergibt nur mit einer teilweisen Rollenliste (partial) Sinn.
setup-known_unknown = known_roles nennt „{ $role }“, keine Rolle, die dieses Spiel kennt.
# R34: eine Aufstellung, die vorbei wäre, bevor jemand spielt; der Rat passt zum Fall, in den
# Namen der Teams
sides-town_alone = In dieser Aufstellung spielen alle für { $town } oder sind ungebunden, und Ungebundene halten nie den Sieg eines Teams auf: Das Spiel wäre vorbei, bevor es beginnt, denn niemand spielt gegen { $town }. Ein Spiel braucht zwei Seiten, die gegeneinander gewinnen können. Nimm eine Rolle eines anderen Teams dazu, zum Beispiel eine von { $wolves }.
sides-one_team = In dieser Aufstellung spielen alle für { $team } oder sind ungebunden, und Ungebundene halten nie den Sieg eines Teams auf: Das Spiel wäre vorbei, bevor es beginnt, denn { $team } haben schon gewonnen. Ein Spiel braucht zwei Seiten, die gegeneinander gewinnen können. Nimm eine Rolle von { $team } heraus oder mehr von { $town } hinzu.
sides-no_team = In dieser Aufstellung sind alle ungebunden: Kein Team spielt, und das Spiel wäre vorbei, bevor es beginnt. Ein Spiel braucht zwei Seiten, die gegeneinander gewinnen können. Nimm Rollen zweier verschiedener Teams.
# Tode
death-died = { $player } ist gestorben.
death-lynch = { $player } wurde gelyncht.
death-true_kill = { $player } ist gestorben, und nichts hätte es verhindern können.
death-ascend = { $player } ({ $role }) ist aufgestiegen und hat gewonnen.
attack-failed = Dein Angriff auf { $target } ist gescheitert.
# Abstimmungen (R11, R12, R13)
poll-lynch_open = Die Lynchabstimmung ist eröffnet.
vote-cast = { $voter } stimmt dafür, { $target } zu lynchen.
vote-cast2 = { $voter } stimmt in der zweiten Lynchabstimmung dafür, { $target } zu lynchen.
vote-cast_extra = { $voter } stimmt in der Abstimmung „{ $poll }“ dafür, { $target } zu lynchen.
poll-extra_lynch_open = Heute ist eine weitere Lynchabstimmung eröffnet, „{ $poll }“: Stimme darin mit „{ $verb }“ ab.
vote-withdrawn = { $voter } hat die Stimme zurückgenommen.
elect-cast = { $voter } stimmt für { $target } als { $office }.
lynch-nobody = Heute wird niemand gelyncht.
lynch-winner_dead = { $player } hat die meisten Stimmen der Lynchabstimmung, ist aber schon tot; es geschieht nichts.
lynch-cancelled = Die heutige Lynchung ist abgesagt.
election-nobody = Heute wird niemand zum Amt { $office } gewählt.
# warum eine Abstimmung niemanden bestimmt hat, wenn alle es erfahren dürfen (R11, R40): ein
# Gleichstand auf der Tafel oder gar keine Stimme
lynch-tie = Heute wird niemand gelyncht: Gleichstand, { $players } mit je { $count }.
lynch-no_votes = Heute wird niemand gelyncht: Niemand hat abgestimmt.
election-tie = Heute wird niemand zum Amt { $office } gewählt: Gleichstand, { $players } mit je { $count }.
election-no_votes = Heute wird niemand zum Amt { $office } gewählt: Niemand hat abgestimmt.
# die Fähigkeitsart „Zielen“ (engine/targeting.py), geteilt von den Rollen, die ein Ziel haben
refuse-target_changes = Du hast dein Ziel in dieser Phase schon geändert und deinen Notfallwechsel verbraucht.
refuse-emergency_used = Du hast { $verb } in dieser Phase schon benutzt und deinen Notfalleinsatz verbraucht.
target-set = Dein Ziel ist jetzt { $player }.
target-cleared = Du hast jetzt kein Ziel.
# ein Abstieg (engine/deaths.py): eine Niederlage, mit der man das Spiel verlässt
death-descend = { $player } ({ $role }) ist abgestiegen und hat verloren.
# R36: ein Rollenwechsel durch einen Effekt (Become): die Fähigkeiten der alten Rolle gehen mit ihr
role-became = Du hast deine Rolle ({ $was }) und ihre Fähigkeiten verloren: Deine Rolle ist jetzt { $role }.
# R36: ein Seitenwechsel durch einen Effekt (Align): die Rolle bleibt
team-joined = Du spielst jetzt für das Team { $team }; deine Rolle bleibt, wie sie ist.
host-because = weil
host-action = { $actor } wendet „{ $verb }“ auf { $target } an
host-kill_attempt = { $actor } versucht { $target } zu töten ({ $kind })
host-lynch_attempt = Ergebnis der Lynchabstimmung: { $target } soll gelyncht werden
host-told = an { $to }: { $text }
host-kill_prevented = { $kind } auf { $target } wird aufgehalten durch { $protection }
host-visit = { $actor } besucht { $target } ({ $verb })
host-random_draw = Zufallsziehung für { $purpose }: { $choice }
host-action_failed = „{ $verb }“ von { $actor } scheitert ({ $why })
host-poll_closed = die Abstimmung { $poll } schließt: { $target }
host-redirected = „{ $verb }“ von { $actor } wird umgelenkt
host-status_expired = { $target } verliert { $statuses }
host-other = { $kind } ({ $actor } → { $target })

## Was die Spielleitung über selbst geschriebene Rollen (Rollendateien) liest

host-trigger_fired = die Rolle von { $actor } löst von selbst aus, auf { $targets }
host-triggers_stopped = die Auslöser der selbst geschriebenen Rollen haben in dieser Phase { $limit }-mal ausgelöst: Die Kette endet hier
host-custom_effect_failed = „{ $verb }“ von { $actor } konnte nicht ausgeführt werden ({ $error }): Die Rollendatei verlangt Unmögliches
host-role_replaced = { $role } wird in diesem Spiel aus einer Rollendatei gespielt, anstelle der Rolle des Rollenbuches
