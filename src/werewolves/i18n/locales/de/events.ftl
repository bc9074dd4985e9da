### Was die Spielleitung von einem Ereignis ohne eigene Meldung liest: ein Satz je Art von Ereignis.
### Felder: { $actor }, { $target } (alle Ziele, verbunden), { $verb } sowie die Daten und
### Parameter des Ereignisses nach Namen; ein Feld, das dem Ereignis fehlt, erscheint als „?“.
### Begriffe: siehe das Glossar in docs/translating.md.

## die Ereignisarten der Spielregeln (engine/explain.py)

event-action = { $actor } wendet „{ $verb }“ auf { $target } an
event-action_alone = { $actor } wendet „{ $verb }“ an
event-action_chosen = { $actor } wählt, „{ $verb }“ auf { $target } anzuwenden, wenn die Phase endet
event-action_withdrawn = { $actor } nimmt die Wahl für „{ $verb }“ zurück
event-action_failed = „{ $verb }“ von { $actor } auf { $target } scheitert ({ $why })
event-visit = { $actor } besucht { $target } („{ $verb }“)
event-redirected = „{ $verb }“ von { $actor } auf { $first } wird auf { $second } umgelenkt
event-kill_prevented = der Versuch, { $target } zu töten ({ $kind }), wird aufgehalten: { $protection }
event-voting_power_set = die Stimme von { $target } zählt von jetzt an { $votes }
event-defence_lost = { $target } verliert den Schutz der Rolle { $role } für immer
event-attribute_carried = { $target } trägt { $attribute } von Beginn an
event-counter_changed = der Zähler { $counter } von { $target } steht jetzt auf { $value }
event-random_draw = eine Zufallsziehung aus dem Seed ({ $purpose }) ergibt: { $choice }
event-status_expired = für { $target } läuft ab: { $statuses }
event-vote_not_counted = die Stimme von { $actor } in der Gruppe { $group } zählt nicht
event-group_emptied = die Gruppe { $group } leert sich; wer sie verlässt: { $target }
event-group_joined = { $actor } tritt der Gruppe { $group } bei
event-group_left = { $target } verlässt die Gruppe { $group }
event-group_disbanded = die Gruppe { $group } ist aufgelöst
event-group_trusted = die Mitglieder der Gruppe { $group } erfahren, dass sie auf einer Seite stehen
event-group_action = { $executor } führt die Aktion der Gruppe { $group } gegen { $target } aus
event-group_taken_over = { $actor } übernimmt die Abstimmung „{ $verb }“ der Gruppe { $group }: Das Ziel ist { $target }
event-alignment_kept = { $target } kann das Team { $team } nicht verlassen: Der Wechsel zum Team { $to } scheitert
event-role_kept = { $target } ({ $role }) kann die Rolle nie wechseln: Der Wechsel zur Rolle { $to } scheitert
event-role_changed = { $target } hat jetzt die Rolle { $to } (vorher { $from })
event-role_replaced = { $role } wird aus einer Rollendatei gespielt, anstelle der Rolle des Rollenbuches
event-team_changed = { $target } spielt jetzt für das Team { $to } (vorher { $from })
event-death = { $target } stirbt ({ $kind })
event-ascension = { $target } steigt auf und gewinnt
event-descension = { $target } steigt ab und verliert
event-game_over = das Spiel ist vorbei: { $reason }
event-phase_started = { $phase } beginnt
event-chat = { $speaker } schreibt im Kanal { $channel }
event-conspiracy = { $actor } versammelt Mitspielende im privaten Kanal { $channel }

# die Ausgänge eines CaseAttack (engine/effects.py): der Angriff wendet sich gegen die angreifende Person oder verschont das Ziel
event-attack_backfired = der Angriff von { $actor } auf { $targets } wendet sich gegen { $actor }
event-attack_spared = der Angriff von { $actor } verschont { $targets }
event-signal_emitted = { $actor } löst das Signal { $signal } aus
# eine Zusatzrolle wird ausgehändigt und zurückgenommen (effects.Grant, effects.Revoke)
event-extra_granted = { $actor } gibt { $targets } die Zusatzrolle { $role }
event-extra_revoked = { $actor } nimmt { $targets } die Zusatzrolle { $role } wieder ab

## amnesiac (roles/amnesiac.py)

event-amnesiac_dealt = { $target } hat die Rolle Amnesiker und wird sich an die Rolle { $role } erinnern

## amulet (roles/amulet.py)

event-amulet_crafted = das Amulett ist gefertigt, und { $target } trägt es als erste Person
event-amulet_passed = { $actor } gibt das Amulett an { $target } weiter
event-amulet_end_of_day = der Tag endet, und das Amulett trägt { $actor }; gültige Vorschläge: { $target }
event-amulet_shattered = das Amulett zerbricht bei { $target }

## base (roles/base.py)

event-joined_pack = { $target } verliert die Rolle { $from } und schließt sich dem Rudel als { $to } an
event-actions_lost = was { $actor } gewählt hat und noch nicht ausgeführt ist, geht mit der Rolle verloren: { $verbs }

## chef (roles/chef.py)

event-waiters_chosen = das Servicepersonal des Kochs: { $target }
event-chef_serves = { $actor } serviert { $target } Essen ({ $food })
event-chef_meal = { $actor } isst das Essen ({ $food }) von { $target } (Koch)

## coyotes (roles/coyotes.py)

event-coyotes_disbanded = die Kojoten sind aufgelöst: { $greater }, die letzte Person mit der Rolle Großer Kojote, ist gestorben

## cult (roles/cult.py)

event-cult_disbanded = die Sekte ist aufgelöst: Ihr Oberhaupt, { $leader }, ist gestorben

## cupid (roles/cupid.py)

event-couple_made = { $actor } und { $target } sind ein Liebespaar
event-lover_drawn = für { $actor } wird eine große Liebe ausgelost
event-couple_aligned = das Liebespaar { $target } gewinnt jetzt mit demselben Team

## detective (roles/detective.py)

event-detective_solved = { $actor } löst die Rollenliste

## exorcist (roles/exorcist.py)

event-exorcism = { $actor } vollzieht einen Exorzismus an { $target }

## fletcher (roles/fletcher.py)

event-customer_made = { $actor } macht { $target } zur eigenen Kundschaft
event-customer_unchosen = { $actor } hat an Tag 0 keine Kundschaft gewählt: Die Kundschaft wird ausgelost

## flock (roles/flock.py)

event-herd_released = von der Schar ist niemand mehr übrig; nicht mehr in der Herde: { $target }

## flute (roles/flute.py)

event-enchanted = { $actor } verzaubert { $target }
event-obstructed = weil { $actor } verzaubert ist, erscheint { $target } als { $shown } (in Wahrheit { $instead_of })
event-enchantment_ended = es gibt keinen Flötenspieler mehr; nicht mehr verzaubert: { $target }
event-flute_promoted = jetzt mit der Rolle { $role }: { $target }
event-charmed = { $actor } betört { $target }: eine schwache Verkleidung als Flötenspieler
event-charm_ended = bei { $target } endet die Betörung und mit ihr die Verkleidung

## foxes (roles/foxes.py)

event-disguise_worn = { $target } ist bis zum Ende der Nacht als { $role } verkleidet ({ $strength })

## hags (roles/hags.py)

event-hag_disguise = { $target } ist als { $role } verkleidet (starke Verkleidung)

## hell (roles/hell.py)

event-soul_taken = die Seele von { $target } geht in den Seelenvorrat der Hölle ein (darin jetzt: { $pool })
event-soul_spent = eine Seele aus dem Seelenvorrat der Hölle wird ausgegeben ({ $for }; noch übrig: { $pool })
event-soul_lacking = es ist keine Seele mehr übrig, die { $target } schützen könnte
event-hell_disguise = { $target } ist als { $role } verkleidet (schwache Verkleidung)
event-wager_sent = { $actor } schickt die Wette des Teufels an { $target }
event-offer_sent = { $actor } schickt ein Schutzangebot an { $target }
event-wager_spared = { $actor } greift { $target } nicht an: { $target } gehört zur Hölle
event-wager_ignored = { $target } lässt die Wette des Teufels verstreichen
event-cerberus_took_the_blow = { $actor } stirbt an Stelle von { $target }

## horsemen (roles/horsemen.py)

event-doomed = { $actor } ({ $by }) belegt { $target } mit einem Verhängnis
event-united = das Verhängnis von { $actor } erreicht { $target }, eine weitere Person mit einer Reiterrolle: Die beiden sind vereint
event-doomsday = der Jüngste Tag ist gekommen; jetzt mit der Rolle Apokalyptischer Reiter: { $target }
event-dooms_vanished = es gibt keinen Reiter mehr: Die Verhängnisse über { $target } vergehen
# R46: ein fälliges Verhängnis des Reiters des Todes trifft eine Rolle, die die Reiter nicht töten können
event-doom_spared = das Verhängnis des Reiters des Todes über { $target } scheitert: Kein Reiter kann { $target } töten

## huntress (roles/huntress.py)

event-dying_shot = { $actor } gibt sterbend einen letzten Schuss auf { $target } ab

## journalist (roles/journalist.py)

event-journal_received = { $target } ({ $role }) bekommt das Notizbuch von { $actor }
event-journal_unclaimed = keine lebende Person hat die Rolle { $role }: Das Notizbuch von { $target } geht an niemanden
event-journal_lost = { $target } hat nicht mehr die Rolle Journalist: Das Notizbuch ist verloren

## jury (roles/jury.py)

event-jury_disbanded = die Jury ist aufgelöst: Es leben weniger als zwei Jurymitglieder
event-jury_announced = die Jury verkündet eine Rolle, die nicht für das Dorf spielt

## lone (roles/lone.py)

event-lone_wolf_turned_on = { $actor } hat { $target } gewählt, und { $target } ist wölfisch: Stattdessen stirbt { $actor }
event-lone_wolf_spared = { $actor } hat { $target } gewählt, und { $target } ist weder aus dem Dorf noch wölfisch: verschont

## mad_scientist (roles/mad_scientist.py)

event-subjects_drawn = für { $actor } werden Versuchspersonen ausgelost
event-subjects_assigned = die Versuchspersonen von { $actor }: { $target }
event-experiment_ends = { $actor } stirbt und nimmt eine Versuchsperson mit ({ $target })

## medium (roles/medium.py)

event-dead_poll_opened = den Toten wird eine Frage gestellt ({ $poll })
event-dead_poll_closed = die Befragung der Toten ({ $poll }) endet: { $answer }

## nightmare (roles/nightmare.py)

event-sleep_returns = vom Albtraum ist niemand mehr übrig; nicht mehr schlaflos: { $target }

## plague (roles/plague.py)

event-carrier_cleared = { $target } ist nicht mehr ansteckend
event-contaminated = { $target } steckt sich mit der Pest an ({ $how })
event-cured = { $actor } heilt { $target } von der Pest
event-plague_ended = niemand aus dem Team der Pest ist mehr übrig: Die Pest verlässt { $target }

## priest (roles/priest.py)

event-holy_water_backfired = das Weihwasser von { $actor } fiel auf { $target }, eine Person aus dem Dorf
event-holy_water_spared = das Weihwasser von { $actor } fiel auf { $target } (weder lykanthropisch noch aus dem Dorf)

## pyro (roles/pyro.py)

event-powdered = { $actor } bestreut { $target } mit Pulver
event-unpowdered = { $actor } entfernt das Pulver von { $target }
event-warded = { $actor } schirmt { $target } für die Nacht ab
event-ward_backfired = die Abschirmung um { $warded } schlägt auf { $target } zurück, als Angriff von { $actor }
event-fire_spared = das Feuer von { $actor } schadet { $target } nicht
event-powder_spared = das Pulver von { $actor } haftet nicht an { $target }

## ranger (roles/ranger.py)

event-dying_reveal = { $actor } enthüllt sterbend { $target } vor allen

## ravenkeeper (roles/ravenkeeper.py)

event-ravens_returned = { $target } ist gestorben: Raben kehren von dort zu { $actor } zurück (Anzahl: { $count })

## royal_knight (roles/royal_knight.py)

event-lynch_cancelled = die Lynchabstimmung „{ $poll }“ ist abgesagt

## saboteur_wolf (roles/saboteur_wolf.py)

event-election_sabotaged = { $target } wurde sabotiert: Gewinnt { $target } die Wahl, wird niemand gewählt

## sneaking_wolf (roles/sneaking_wolf.py)

event-disguised = { $target } ist als { $role } verkleidet (starke Verkleidung, für immer)
event-undisguised = { $target } ist nicht mehr als { $role } verkleidet

## stalker (roles/stalker.py)

event-threat = { $actor } bedroht { $target }: verdeckte Stimmen gegen { $target } (Anzahl: { $votes }) in der Abstimmung „{ $polls }“

## tavern (roles/tavern.py)

event-gone_drinking = { $target } verbringt die Nacht trinkend in der Taverne
event-stopped_drinking = für { $target } gibt es keinen Barkeeper mehr: In der Taverne ist { $target } nicht mehr sicher

## underworld (roles/underworld.py)

event-demonized = { $actor } dämonisiert { $target }
event-rose_undead = { $target } stirbt nicht, sondern ersteht mit der Rolle Untoter auf (vorher { $from })
event-demonization_ended = niemand aus der Unterwelt lebt mehr; nicht mehr dämonisiert: { $target }

## white_wolves (roles/white_wolves.py)

event-imitated = { $target } ahmt die Rolle { $role } nach
event-imitation_lost = { $target } ahmt keine Rolle mehr nach

## wolf_cub (roles/wolf_cub.py)

event-cub_extra = { $target } hatte eine Rolle der Wolfsjungen und ist gestorben: In der Nacht danach hat das Rudel einen Angriff mehr
