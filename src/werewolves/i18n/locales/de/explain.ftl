## Die Worte der Erklärungen (engine/explain.py): warum etwas geschah, ein Tötungsversuch, das Ergebnis einer Abstimmung und wie gezählt wurde, die Zusammenfassungen in einem Satz; die Namen der Phasen und das Ergebnis eines beendeten Spiels, wie man sie liest (views.py); Werte, die eine Ablehnung beschreibt (in_words)

# die Worte eines Ereignissatzes, wenn ein Feld fehlt
explain-someone = jemand
explain-an_ability = eine Fähigkeit
explain-it_fails = sie scheitert
explain-something = etwas
# eine Quelle ohne ihren Urheber („der Fluch“, „das Gift“)
explain-the_source = { $source }
# wie ein Versuch gemacht wurde, nach seinem Satz
explain-how = ({ $source })
# eine Nachricht an die Mitglieder einer Gruppe, wie die Spielleitung sie liest
explain-to_group = an die Gruppe { $group }: { $text }
# ein Ereignis einer unbekannten Art (nie nur der Name des Ereignisses)
explain-unknown = { $words }: { $actor } → { $target }
# ein Ereignis, das in derselben Kette schon erklärt wurde
explain-see_above = (oben erklärt)
explain-alive = { $name } lebt.

# warum eine Handlung scheiterte: die Worte, die ein Ereignis trägt (ältere Protokolle über ihren englischen Wert gelesen)
why-blocked = die Person ist in ihren Fähigkeiten blockiert
why-voided = aufgehoben
why-guardian_last_night = das Wächteramt hat diese Person letzte Nacht beschützt
why-already_eaten = diese Person hat schon Essen der Rolle Koch gegessen
why-angel_blocked = die Rolle Engel ist blockiert: niemand stirbt mit ihr

# die Arten des Todes (R8), wie ein Ereignis sie trägt
kind-attack = Angriff
kind-kill = Tötung
kind-lynch = Lynchung
kind-true_kill = endgültige Tötung

# R8: ein Versuch zu töten
explain-attempt-lynch_result = Ergebnis der Lynchabstimmung: { $target } soll gelyncht werden
explain-attempt-lynch = { $actor } lässt { $target } lynchen{ $how }
explain-attempt-true_kill = { $who } entfernt { $target } aus dem Spiel{ $how }
explain-attempt-attack = { $who } versucht, { $target } anzugreifen{ $how }
explain-attempt-kill = { $who } versucht, { $target } zu töten{ $how }

# R8: ein Versuch, den keine Abwehr aufhielt, erzählt von der getroffenen Person aus
explain-done-lynch = die Lynchabstimmung des Dorfes traf diese Person{ $votes }
explain-done-true_kill = { $who } hat diese Person aus dem Spiel entfernt{ $how }
explain-done-attack = { $who } hat diese Person angegriffen{ $how }, und keine Abwehr hielt es auf
explain-done-kill = { $who } hat diese Person getötet{ $how }
explain-done-votes = mit { $count ->
    [one] { $count } gezählten Stimme
   *[other] { $count } gezählten Stimmen
}{ $note }
explain-done-began = { $why }; es begann { $phase }: { $first }
explain-done-ascended = { $target } ist aufgestiegen und hat gewonnen
explain-done-descended = { $target } ist abgestiegen und hat verloren
explain-done-because = { $head }, denn: { $cause }

# R40: das Ergebnis einer Abstimmung
explain-poll-name = die Abstimmung „{ $poll }“
explain-poll-name_office = die Abstimmung „{ $poll }“ für { $office }
explain-poll-won = { $name } endet: { $winner } gewinnt mit { $count ->
    [one] { $count } gezählten Stimme
   *[other] { $count } gezählten Stimmen
}{ $note }
explain-poll-no_votes = { $name } endet: niemand gewinnt (keine Stimmen)
explain-poll-no_positive = { $name } endet: niemand gewinnt (keine positive Summe)
explain-poll-tie = { $name } endet: niemand gewinnt (Gleichstand bei { $best }: { $tied })
explain-poll-board_showed = (die öffentliche Tafel zeigte { $shown })
explain-poll-group_saw = (die Gruppe { $group } sah { $plain })

# R40: wie das Ergebnis einer Abstimmung zustande kam
explain-count-counted = gezählt: { $counted }
explain-count-counted_board = gezählt: { $counted }; die öffentliche Tafel zeigte { $shown }
explain-count-counted_group = gezählt: { $counted }; die Gruppe { $group } sah die Stimmen als { $shown }
explain-count-votes_for = Stimmen für { $candidate }: { $parts }
explain-count-no_votes = keine Stimmen
explain-count-hidden_votes = verdeckte Stimmen { $delta }
explain-count-board_shows = die Tafel zeigt es
explain-count-not_on_board = nicht auf der Tafel
explain-count-normal_vote = die Tafel zeigt eine gewöhnliche Stimme
explain-count-from = , von { $sources }
explain-count-hidden_mod = { $who } bekommt { $delta }: { $label } ({ $where }{ $by })
explain-count-vote_mod = Die Stimme von { $who } für { $target } zählt { $counted }: { $label } ({ $delta }{ $by }; { $where })

# R1: die Phasen, wie man sie liest
phase-day = Tag { $n }
phase-night = Nacht { $n }

# ein beendetes Spiel in Worten
result-you_won = Du hast gewonnen!
result-you_lost = Du hast verloren.
result-you_drew = Unentschieden.
result-draw = Unentschieden ({ $reason }): { $drawn } spielen unentschieden.
result-over = Das Spiel ist vorbei: { $reason }.
result-ascended = { $player } ist aufgestiegen und hat gewonnen ({ $role }).
result-own_rule = { $player } hat nach einer eigenen Regel gewonnen: { $words }
result-own_rule_id = { $player } hat gewonnen ({ $rule }).
# rule-results-tie.2: ein Gleichstand ist ein Sieg für alle, die noch leben
result-tie = Gleichstand: alle, die noch leben, gewinnen: { $players }.
result-won = Gewonnen haben: { $players }.
result-won_team = Gewonnen haben mit dem Team { $team }: { $players }.
result-descended = { $player } ist abgestiegen und hat verloren ({ $role }).
result-and = { $first } und { $last }

# ein Wert der falschen Art, für die Spielleitung beschrieben (nie so, wie Python ihn schreibt)
value-null = ein leerer Wert (null)
value-bool = ein Ja-oder-Nein-Wert
value-not_finite = eine Zahl, die nicht endlich ist
value-number = die Zahl { $value }
value-empty_list = eine leere Liste
value-list = eine Liste mit { $count ->
    [one] einem Eintrag
   *[other] { $count } Einträgen
}
value-more = { $count ->
    [one] ein weiterer Eintrag
   *[other] { $count } weitere Einträge
}
value-list_of = { $head }: { $shown } und { $last }
value-list_one = { $head }: { $last }
value-empty_mapping = eine leere Zuordnung
value-mapping = eine Zuordnung mit { $count ->
    [one] einem Eintrag
   *[other] { $count } Einträgen
}
value-empty_set = eine leere Menge
value-set = eine Menge mit { $count ->
    [one] einem Eintrag
   *[other] { $count } Einträgen
}
value-binary = Binärdaten
value-other = etwas, das weder Text noch Zahl noch Liste ist
# warum das Ergebnis einer Abstimmung nie ausgeführt wurde
result-void_cancelled = Nie ausgeführt: die Lynchung des Tages wurde abgesagt.
result-void_game_over = Nie ausgeführt: das Spiel war schon zu Ende.

# wie eine Person das Spiel verließ (die Todesarten von R8, die zwei Wege von R34), in „wer war wer“
left-attack = angegriffen
left-kill = getötet
left-lynch = gelyncht
left-true_kill = unrettbar gestorben
left-ascended = aufgestiegen
left-descended = abgestiegen

# R40: was eine Stimme veränderte (ein Modifikator einer Abstimmung), wie das Protokoll es auf Englisch hält; über diesen englischen Wert gelesen
label-hidden_votes = verdeckte Stimmen
label-dead = die abstimmende Person ist gestorben, und Tote stimmen nicht ab
label-idiot = wer als Dorfdepp den Tod überlebt hat, hat die Stimme verloren
label-grandma_taken_picks = die Stimme der Rolle Großmutter zählt { $n ->
    [one] ihre { $n } Wahl
   *[other] ihre { $n } Wahlen
}, weniger der einen, die die Rolle Großmutter genommen hat
label-grandma_nobody = die Rolle Großmutter hat niemanden gewählt, also zählt ihre Stimme nichts
label-grandma_picks = die Stimme der Rolle Großmutter zählt eins für jede der { $n } gewählten Personen
label-grandma_taken = eine Stimme, die die Rolle Großmutter genommen hat
label-war = vom Verhängnis des Reiters des Krieges getroffen: die gewöhnliche Stimme zählt nichts
label-mayor = die zusätzliche Stimme des Bürgermeisteramts
label-alpha_wolf = die Stimme der Rolle Alphawolf zählt in der Abstimmung des Rudels doppelt
label-trickster_wolf = die Stimme der Rolle Schwindlerwolf zählt gegen die gewählte Person
label-trickster = die öffentliche Stimme der Rolle Schwindler zählt gegen die gewählte Person
label-stalker = verdeckte Stimmen aus der Drohung der Rolle Stalker
label-herded = die Stimme einer Person in der Herde zählt nichts
label-corrupted = eine bestochene Stimme zählt { $n }

# R8: was einen Versuch aufhielt (der Schutz eines kill_prevented), wie das Protokoll es auf Englisch hält; über diesen englischen Wert gelesen
protection-protection = Schutz
protection-absence = Abwesenheit
protection-away = nicht zu Hause
protection-tavern = beim Trinken in der Taverne
protection-guardian = der Schutz des Wächteramts
protection-amulet = das Schutzamulett
protection-charmed_food = gesegnetes Essen
protection-chef_food = das gesegnete Essen der Rolle Koch
protection-flaming_cupid = die Liebe der Rolle Flammender Amor
protection-lupine_cupid = die Liebe der Rolle Wölfischer Amor
protection-apocalyptic_cupid = die Liebe der Rolle Apokalyptischer Amor
protection-curse = der Fluch
protection-herd = die Herde
protection-flock = die Schar der Rolle Hirte
protection-hag = der Schutz einer Vettel
protection-cerberus = der Zerberus
protection-soul = eine Seele
protection-wager = die Wette des Teufels
protection-idiot = das Glück der Rolle Dorfdepp
protection-macho = die Ausdauer der Rolle Macho
protection-ward = eine Abschirmung
protection-recluse = die Wölfe meiden diese Person
protection-pack_restrained = ein Rudel, das nach Rotkäppchen zurückgehalten wird
protection-wolf_restrained = ein Wolf, der nach Rotkäppchen zurückgehalten wird
protection-hood = der Aufstieg von Rotkäppchen
protection-running = Flucht
protection-demonization = Dämonisierung
protection-scared = eine verängstigte Flucht
protection-enchantment = Verzauberung

# warum ein Spiel endete (der Grund eines Ergebnisses, den das Protokoll auf Englisch hält), über seine englischen Worte gelesen
result-reason_win = das Team { $team } gewinnt
result-reason_tie = Gleichstand zwischen den Teams { $teams }

## Woher ein Versuch kam (die Quelle eines Ereignisses, wie das Protokoll sie auf Englisch
## hält), in der Sprache der lesenden Person.

source-shot = der Schuss der Rolle { $role }
source-shattered_amulet = das zerbrochene Amulett
source-offer = das Angebot
source-devils_wager = die Wette des Teufels
source-experiment = das Experiment der Rolle Verrückter Wissenschaftler
source-rodent = eine Ratte
source-poisoned_food = vergiftetes Essen
source-plague = die Pest
source-love = die Liebe
source-fire = das Feuer
source-doom = das Verhängnis
source-soul = eine Seele
source-hags_spell = der Zauber einer Vettel
source-white_wolf = ein weißer Wolf
source-curse = der Fluch

## der Name einer Abstimmung, wie ein Satz ihn nennt (die Abstimmungen der Regeln; die einer
## Gruppe behält ihren Namen)

poll-lynch = Lynchung
poll-lynch_2 = zweite Lynchung
poll-election = Wahl

## wann eine Fähigkeit verwendet wird, wie eine Ablehnung es nennt

when-day = tagsüber
when-night = nachts
when-any = in jeder Phase
when-from = { $when } ab { $phase }
