### Die Meldungen der Rollenfamilien: was die Regeln jeder Familie den Mitspielenden und der
### Spielleitung sagen. Ein Abschnitt je Familie, in der Reihenfolge ihrer Module; die Ids sind
### die Schlüssel, die die Regeln nennen. Begriffe: siehe das Glossar in docs/translating.md.

## groups (engine/groups.py)

setup-group_size = Die Gruppe { $group } braucht mindestens { $n ->
    [one] eine Person
   *[other] { $n } Personen
  } mit ihren Rollen ({ $roles }); in dieser Aufstellung sind es { $count }.
setup-group_others = Die Gruppe { $group } braucht genau { $n ->
    [one] ein Mitglied
   *[other] { $n } Mitglieder
  } aus einem anderen Team als { $team } ({ $roles }); in dieser Aufstellung sind es { $count }.
group-disbanded = Die Gruppe { $group } ist aufgelöst: Ein Mitglied hat Rolle oder Team gewechselt. Ihr Kanal ist geschlossen.
group-trusted = Alle in der Gruppe { $group } spielen auf deiner Seite: { $members }.

## alpha_wolf (roles/alpha_wolf.py)

alpha-overwritten = Heute Nacht wurde die Abstimmung „{ $poll }“ des Rudels durch ein Machtwort ersetzt: Angegriffen wurde stattdessen { $target }.
alpha-overwritten_by = Heute Nacht hat { $player } als Alphawolf die Abstimmung „{ $poll }“ des Rudels durch ein Machtwort ersetzt: Angegriffen wurde stattdessen { $target }.
alpha-will_reveal = Wenn dein Machtwort heute Nacht wirkt, erfährt das Rudel, dass es von dir als Alphawolf kam.
refuse-alpha_spent = Dein Machtwort ist verbraucht: Es gibt nichts mehr, das du damit enthüllen könntest.
refuse-alpha_one_poll = Du hast schon gewählt, heute Nacht eine andere Abstimmung des Rudels durch ein Machtwort zu ersetzen („{ $verb }“); du hast nur ein Machtwort im ganzen Spiel. Nimm diese Wahl zuerst zurück („{ $verb } nobody“).

## amnesiac (roles/amnesiac.py)

amnesiac-told = Du hast deine Rolle vergessen. Es ist eine von diesen: { $roles }. Am Ende von Tag 1 erinnerst du dich wieder; bis dahin gehörst du einfach zum Dorf, ohne besondere Fähigkeit.
amnesiac-remembered = Jetzt erinnerst du dich wieder: Deine Rolle ist { $role }.
setup-amnesiac_option = Die Option „amnesiac“ nennt für jede Person mit der Rolle Amnesiker die Rolle, an die sie sich erinnern wird (Person: Rolle).
setup-amnesiac_not_dealt = { $player } hat nicht die Rolle Amnesiker bekommen: Es gibt keine Rolle, an die { $player } sich erinnern müsste.
setup-amnesiac_role = Wer Amnesiker ist, kann sich nur an eine Rolle des Dorfes erinnern, nicht an { $role }. Möglich sind: { $roles }.

## amulet (roles/amulet.py)

refuse-amulet_count = { $left ->
    [0] Du kannst heute niemanden mehr für das Amulett vorschlagen.
    [one] Du kannst heute nur noch eine Person für das Amulett vorschlagen.
   *[other] Du kannst heute nur noch { $left } Personen für das Amulett vorschlagen.
  }
refuse-amulet_gone = Das Amulett ist nicht mehr da.
amulet-failed = Das Amulett konnte nicht an { $player } weitergegeben werden: { $player } kann es nicht bekommen.
amulet-candidate = { $player } ist vorgeschlagen, am Ende des Tages das Amulett zu bekommen.
amulet-received = Du trägst jetzt das Schutzamulett: Nachts können Angriffe dich nicht töten. Gib es weiter, bevor der Tag endet.

## assistant (roles/assistant.py)

assistant-used = Deine Fähigkeit hat gewirkt: Was ein Werwolf dir angetan hat, ging weiter an dein Ziel, { $player }. Noch einmal umlenken kannst du nicht.

## aura_teller (roles/aura_teller.py)

aura-threat = { $target } erscheint als Bedrohung.
aura-no_threat = { $target } erscheint nicht als Bedrohung.
aura-failed = Deine Prüfung von { $target } ist gescheitert: Du hast nichts erfahren.

## barber (roles/barber.py)

barber-revealed = { $player } ({ $role }) hat { $target } vor aller Augen angegriffen.

## bard (roles/bard.py)

bard-story = Zeit für eine Geschichte – was dem Barden während { $phase } geschah: { $story }.

## baroness (roles/baroness.py)

baroness-chosen = Du hörst, was jede Person mit der Rolle { $role } heute Nacht und morgen erfährt.
baroness-failed = Dein Lauschen ist gescheitert.
baroness-learned = Eine Person mit der Rolle { $role } hat erfahren: { $text }

## base (roles/base.py)

ft-result = { $target } scheint die Rolle { $role } zu haben.
ft-failed = Deine Untersuchung von { $target } ist gescheitert: Du hast nichts erfahren.
pack-became_wolf = Du hast deine Rolle ({ $role }) und ihre Fähigkeiten verloren: Du bist jetzt ein Wolf.
pack-joined = { $player } hat sich dem Rudel als Wolf angeschlossen.

## chef (roles/chef.py)

refuse-chef_eaten = { $player } hat schon das Essen eines Kochs gegessen und bekommt keines mehr geschickt.
chef-served = Du sitzt im Kanal { $channel }: Der Koch hat dir Essen geschickt und kann heute dort mit dir sprechen. Welches Essen es ist, erfährst du nicht. Schreib „eat“, um es am Ende des Tages zu essen, oder „refuse“, um es stehen zu lassen.
chef-serving = { $player } ist heute deine Kundschaft und hat dein Essen bekommen ({ $food }); sprich im Kanal { $channel } mit { $player }.
chef-not_served = Dein Essen für { $target } konnte nicht serviert werden.
chef-will_eat = Du isst das Essen des Kochs, wenn der Tag endet.
chef-will_refuse = Du lässt das Essen des Kochs stehen.
chef-ate = Du hast das Essen des Kochs gegessen.
chef-closed = Der Koch ist gestorben: Du verlässt das Restaurant, ohne zu essen.

## coroner (roles/coroner.py)

coroner-report = Bericht des Leichenbeschauers über { $player }: { $causes_text }.

## corrupt_wolf (roles/corrupt_wolf.py)

corrupt-done = Morgen hat die Stimme von { $target } in den öffentlichen Abstimmungen das Gewicht { $value }.
corrupt-failed = Deine Bestechung von { $target } ist gescheitert.

## coyotes (roles/coyotes.py)

setup-coyotes = Die Rolle Kleiner Kojote gibt es nur zusammen mit der Rolle Großer Kojote; diese Aufstellung hat keinen Großen Kojoten.
coyotes-hunt = Das Rudel hat letzte Nacht niemanden aus dem Dorf getötet: Heute Nacht dürfen die Kojoten angreifen.
coyotes-disbanded = Die Kojoten sind aufgelöst: Der letzte Große Kojote, { $player }, ist tot. Wer übrig ist, schließt sich dem Rudel an.

## crowd_seeker (roles/crowd_seeker.py)

seeker-confirmed = Dein Tipp ist bestätigt: { $target } hat die Rolle { $role }.
seeker-unconfirmed = Dein Tipp, dass { $target } die Rolle { $role } hat, ist nicht bestätigt.
seeker-failed = Deine Suche nach { $target } ist gescheitert: Du hast nichts erfahren.

## cult (roles/cult.py)

setup-cult_leader = Sobald jemand zur Sekte gehört, braucht sie genau ein Sektenoberhaupt; diese Aufstellung teilt { $count } aus.
cult-promoted = Das Sektenoberhaupt ist tot: Jetzt führst du die Sekte, als ihr neues Sektenoberhaupt.
cult-new_leader = { $player } führt jetzt die Sekte.
cult-extra = { $player } (Akolyth) ist tot: Die Sekte darf heute Nacht eine zweite Person angreifen (sacrifice2).
cult-gone = Die Sekte wurde aufgelöst, als ihr Oberhaupt starb: Es gibt keine Sekte mehr, der man beitreten könnte.
cult-disbanded = Die Sekte ist aufgelöst: Ihr Oberhaupt, { $player }, ist tot. Ihr Kanal ist geschlossen, und sie greift nicht mehr an.

## cupid (roles/cupid.py)

refuse-love_night_1 = Verliebte können nur in Nacht 1 gewählt werden.
refuse-already_in_love = { $player } gehört schon zu einem Liebespaar.
cupid-blocked = Dein Pfeil hat sein Ziel verfehlt: Niemand hat sich in dich verliebt.
cupid-lover = { $target } ist deine große Liebe und hat die Rolle { $role }. Ihr teilt euch die Gruppe { $group }; stirbt jemand von euch, stirbt auch die andere Person.
lover-made = Zusätzlich zu deiner Rolle bist du in { $player } verliebt: Ihr teilt euch die Gruppe { $group }, ihr gewinnt gemeinsam, und stirbt jemand von euch, stirbt auch die andere Person.
cupid-became = Aus Liebe zu { $lover } hast du jetzt die Rolle { $role }.
cupid-heartbreak = { $player } und { $other } waren ein Liebespaar: { $player } stirbt an gebrochenem Herzen.

## cursed_civilian (roles/cursed_civilian.py)

cursed-turned = Ein Werwolf hat dich angegriffen, doch statt des Todes hat dich der Fluch ereilt: Du hast deine Rolle ({ $role }) verloren und gehörst jetzt mit der Rolle { $wolf } zum Rudel.

## despot (roles/despot.py)

despot-no_election = Gestern wurde jemand mit der Rolle Despot gewählt: Heute findet keine Wahl statt.

## detective (roles/detective.py)

detective-confirmed = Bestätigt: { $target } hat die Rolle { $role }.
detective-wrong = Falsch: { $target } hat nicht die Rolle { $role }.
detective-autopsy = Die Autopsie: { $target } hatte beim Tod die Rolle { $role }.
detective-noted = Für heute Nacht notiert: { $target } wurde die Rolle { $role } ausgeteilt ({ $count ->
    [one] bisher eine Zeile
   *[other] bisher { $count } Zeilen
  }).
detective-solved = Deine Lösung stimmt: Du hast die Rollenliste gelöst, steigst auf und gewinnst.
detective-count = Das ist nicht die Lösung: { $right } von { $named } Zeilen { $right ->
    [one] stimmt
   *[other] stimmen
  } ({ $total } Mitspielende).
refuse-detective_alive = { $player } lebt: Eine Autopsie gibt es nur bei Toten.

## executioner (roles/executioner.py)

executioner-revealed = { $player } gibt sich mit der Rolle { $role } zu erkennen: Stattdessen wird { $target } gelyncht.

## exorcist (roles/exorcist.py)

exorcist-removed = Dein Exorzismus an { $target } hat entfernt: { $effects }.
exorcist-nothing = Dein Exorzismus an { $target }: Es gab nichts zu entfernen.
exorcist-failed = Dein Exorzismus an { $target } ist gescheitert.
exorcist-team_told = An { $player } wurde ein Exorzismus vollzogen: Eure Wirkung auf { $player } ist fort ({ $effects }).
refuse-exorcised_before = An { $player } wurde schon ein Exorzismus vollzogen; ein zweiter ist nicht möglich.

## fletcher (roles/fletcher.py)

refuse-fletcher_day0 = Deine Kundschaft wählst du nur an Tag 0 (wer erst später Pfeilmacher wird: am ersten Tag in dieser Rolle).
refuse-fletcher_chosen = Du hast deine Kundschaft schon gewählt; das lässt sich nicht mehr ändern.
refuse-not_customer = { $player } ist nicht deine Kundschaft oder hat keine Fähigkeiten mehr, die du entziehen könntest.
customer-made = Zusätzlich zu deiner Rolle bist du jetzt Kundschaft des Pfeilmachers: Wähle mit „aim“ eine Person; stirbst du anders als durch eine Lynchung, greifst du sie mit deinem letzten Atemzug an.
fletcher-chosen = { $player } ist deine Kundschaft.
customer-revoked = Der Pfeilmacher hat dir deine Fähigkeiten entzogen: Du hast jetzt keinen letzten Schuss mehr.
fletcher-revoked = Du hast { $player } die Fähigkeiten endgültig entzogen.
customer-revealed = { $player } hatte die Rolle { $role }: Der letzte Schuss hat getroffen.

## flock (roles/flock.py)

flock-herded = Du wurdest in die Herde getrieben: Deine Stimme zählt in den öffentlichen Abstimmungen nichts, und der Hirte spricht im Kanal der Herde mit dir.
flock-herd_done = Du hast { $target } in die Herde getrieben.
flock-herd_failed = Dein Versuch, { $target } in die Herde zu treiben, ist gescheitert.
flock-fetch_failed = Dein Versuch, { $target } zu holen, ist gescheitert.
flock-unherded = { $player } wurde heute Nacht angegriffen und hat die Herde verlassen.
flock-unherd_done = { $player } hat die Herde verlassen; { $target } bekommt eine verdeckte Stimme gegen { $player }.
flock-strayed = Du hast die Herde verlassen.
refuse-herds = Du hast heute Nacht schon so viele Personen in die Herde getrieben, wie du darfst ({ $count }).
refuse-herded = { $player } ist schon in der Herde.
refuse-flock = { $player } gehört zur Schar: Die Schar wird nicht in die Herde getrieben.
refuse-not_herded = { $player } ist nicht in der Herde.
refuse-unherd_same = Die verdeckte Stimme geht an eine andere Person als die, die du freilässt.

## flute (roles/flute.py)

flute-charm_result = Deine Betörung: { $target } hat die Rolle { $role }. Ab jetzt erscheint { $target } als Flötenspieler.
flute-charm_failed = Deine Betörung von { $target } ist gescheitert.
flute-charmer_promoted = Es gibt keinen Flötenspieler mehr: Du hast jetzt die Rolle { $role }. Du kannst Personen verzaubern, aber nicht mehr betören.
refuse-flute_member = { $player } gehört zum Team der Flöte oder zu ihrem Kanal und kann nicht verzaubert werden.
flute-played = Du hast für { $player } Flöte gespielt.
flute-enchanted = Du wurdest verzaubert: Du teilst jetzt den Kanal der Verzauberten mit allen anderen, die verzaubert sind.
flute-redirected = Eine Fähigkeit, die auf dich angewandt wurde, wurde auf dein Ziel umgelenkt: { $player }.
flute-promoted = Es gibt keinen Flötenspieler mehr: Du hast jetzt die Rolle { $role }. Du kannst Personen verzaubern, aber keine Fähigkeiten mehr umlenken.

## fortune_apprentice (roles/fortune_apprentice.py)

apprentice-became = Jemand, der für das Dorf ermittelt hat, ist gefallen, und du trittst an diese Stelle: Du hast jetzt die Rolle { $role }.

## foxes (roles/foxes.py)

fox-joined = Du hast dich dem Rudel angeschlossen: Du hast jetzt die Rolle { $wolf }, und deine Fähigkeit ist fort.
fox-join_failed = Dein Versuch, dich dem Rudel anzuschließen, ist gescheitert.
refuse-fox_used_power = Du hast deine Fähigkeit heute schon benutzt: Dem Rudel kannst du an einem anderen Tag beitreten.
cfox-result = { $target } scheint die Rolle { $role } zu haben.
cfox-failed = Deine Untersuchung von { $target } ist gescheitert: Du hast nichts erfahren.
cfox-pack = Ein Hellseherischer Fuchs hat heute jemanden untersucht: Diese Person scheint die Rolle { $role } zu haben.
afox-found = Aus der Kategorie { $category } hast du diese Rolle der Rollenliste archiviert: { $role }.
afox-empty = In der Kategorie { $category } ist keine Rolle der Rollenliste mehr übrig, die du archivieren könntest.
afox-failed = Dein Archivieren ist gescheitert: Du hast nichts erfahren.
afox-reported = Das Rudel erfährt heute Nacht, dass du die Rolle { $role } archiviert hast.
afox-pack = Ein Archivarfuchs hat diese Rolle der Rollenliste archiviert: { $role }.
afox-pack_empty = Ein Archivarfuchs hat heute in zwei Kategorien der Rollenliste nachgesehen und nichts mehr gefunden.
refuse-afox_nothing = Du hast heute keine Rolle archiviert: Durchsuche erst mit „archive“ zwei Kategorien und melde dann mit „report“ eine der gefundenen Rollen.
dfox-chosen = Bis zum Ende der kommenden Nacht bist du als { $role } verkleidet.
dfox-failed = Deine Verkleidung ist gescheitert: Heute Nacht erscheinst du als Dorfbewohner.
dfox-pack = Ein Verkleideter Fuchs hat sich für heute Nacht eine Verkleidung gewählt: { $role }.

## grandma (roles/grandma.py)

grandma-chosen = Morgen nimmst du die Stimmen von: { $players }.
# R41: mit der Wahl mitgeteilt (im Englischen die Worte des Szenariovertrags: „no vote“)
grandma-no_vote = { $player } hat keine Stimme, die du nehmen könntest: Morgen verliert { $player } nichts.

## hags (roles/hags.py)

hags-wronged = Dem Zirkel wurde Unrecht getan von: { $teams }.
hag-shielded = Du hast { $target } für den Rest der Nacht geschützt.
hag-foreseen = { $target } gehört zurzeit zum Team { $team }.
hag-discarded = Du hast die Rolle { $role } abgelegt: Du wirst sie nicht annehmen.
hag-turned = Dein Zauber ist zu dir zurückgekehrt: Du hast jetzt die Rolle { $role }.
hag-bitter = Jedes verbliebene Team hat dem Zirkel Unrecht getan: Du hast jetzt die Rolle { $role }.
refuse-hag_uses = { $n ->
    [one] Dein Zauber wirkt nur noch einmal: Nenne nicht mehr als eine Person.
   *[other] Dein Zauber wirkt nur noch { $n }-mal: Nenne nicht mehr als { $n } Personen.
  }
refuse-hag_discarded = Du hast schon eine Rolle des Zirkels abgelegt.
refuse-hag_day_0 = Eine Rolle des Zirkels kann nur an Tag 0 abgelegt werden.
setup-bitter_dealt = Niemand kann die Rolle Verbitterte Vettel ausgeteilt bekommen: Dazu wird nur eine Vettel, die verbittert.

## hell (roles/hell.py)

refuse-hell_day_0 = Deine Verkleidung wählst du nur an Tag 0.
refuse-no_soul = Im Seelenvorrat der Hölle ist keine Seele, die du ausgeben könntest.
refuse-hell_member = { $player } gehört zur Hölle.
refuse-soulless = { $player } hat keine Seele mehr, mit der sich handeln ließe.
refuse-soul_sold = Deine Seele ist verkauft: Du kannst nur noch ändern, wen sie verdammt, oder stattdessen jemanden beschützen.
refuse-wagered = { $player } bekommt heute Nacht die Wette des Teufels: Kein Angebot kann { $player } erreichen.
hell-soul_gained = Die Seele von { $player } ist in den Seelenvorrat der Hölle eingegangen (darin jetzt: { $pool }).
hell-warded = Eine Seele schützt { $player } vor Angriffen (noch { $pool } im Vorrat).
hell-smite_failed = Der Angriff deiner Seele auf { $player } ist gescheitert: { $why }.
hell-smite_blocked = Der Angriff deiner Seele auf { $target } ist gescheitert.
hell-auto_protected = { $player } wurde angegriffen, aber eine Seele hat den Angriff abgewehrt (noch { $pool } übrig).
hell-disguised = Für den Rest des Spiels bist du als { $role } verkleidet.
hell-imp = Es kann nur einen Teufel geben: Du hast stattdessen die Rolle { $role } der Hölle.
hell-cerberus_turned = Von der Hölle bist nur noch du übrig: Du hast jetzt die Rolle { $role }.
hell-wager_chosen = Deine Wette geht zu Beginn der Nacht an { $player }.
hell-offer_chosen = Dein Angebot geht zu Beginn der Nacht an { $player }.
hell-offer_not_sent = { $player } bekommt heute Nacht die Wette des Teufels: Dein Angebot wurde nicht geschickt.
hell-wager_received = Du hast die Wette des Teufels bekommen. Bis die Nacht endet, kannst du deine Seele verkaufen, um jemanden angreifen (condemn) oder beschützen (shelter) zu lassen, deine Identität verkaufen, um eine Rolle zu erfahren (unmask), oder die Wette ignorieren.
hell-offer_received = Du hast ein Angebot bekommen: Schutz für heute Nacht im Tausch gegen deine Seele (accept).
hell-condemned = Deine Seele ist verkauft: { $player } wird angegriffen, wenn die Nacht endet.
hell-sheltered = Deine Seele ist verkauft: { $player } ist für den Rest der Nacht geschützt.
hell-unmasked = { $target } hat die Rolle { $role }.
hell-recipient_role = Die Wette ging an { $target }, mit der Rolle { $role }.
hell-ignored = Du hast die Wette des Teufels ignoriert.
hell-accepted = Deine Seele ist verkauft: Du bist für den Rest der Nacht geschützt.
hell-cerberus_attacker = Der Zerberus ist an Stelle der Person gestorben, die das Angebot bekommen hatte: { $player } ({ $role }) hat angegriffen.

## herald (roles/herald.py)

herald-set = Du wartest auf die Rolle { $role }: Du erfährst, wenn die letzte Person mit dieser Rolle stirbt.
herald-last_died = Die letzte lebende Person mit der Rolle { $role } ist gestorben.
herald-failed = Deine Wahl ist gescheitert: Du wartest auf nichts Neues.
refuse-herald_changes = Du hast deine Wahl in dieser Phase schon geändert und deinen Notfallwechsel verbraucht.

## hooker (roles/hooker.py)

hooker-slept = Du verbringst die Nacht bei { $target }.
hooker-failed = Du konntest die Nacht nicht bei { $target } verbringen: Du bleibst zu Hause.
refuse-sleep_again = Du hast letzte Nacht bei { $player } geschlafen: Bei derselben Person kannst du nicht zwei Nächte hintereinander schlafen.

## horsemen (roles/horsemen.py)

setup-horsemen_option = Die Option „horsemen“ muss Namen von Mitspielenden Rollen der Reiter zuordnen.
setup-horsemen_not_generic = Die Option „horsemen“ nennt { $name }, aber { $name } hat nicht die allgemeine Rolle Reiter.
setup-horsemen_role = Aus der Rolle Reiter kann eine dieser Rollen werden: { $roles }; nicht aber { $role }.
horsemen-doomed = Das Verhängnis hat dich getroffen.
horsemen-united = Dein Verhängnis hat { $player } erreicht, eine weitere Person mit einer Reiterrolle: Ihr seid jetzt im Kanal der Reiter vereint.
horsemen-doomsday = Der Jüngste Tag ist gekommen: Du hast jetzt die Rolle { $role }.
horsemen-became = Tag 0 ist vorbei: Du hast jetzt die Rolle { $role }.

## huntress (roles/huntress.py)

huntress-revealed = { $player } hatte die Rolle { $role }: Der letzte Schuss hat getroffen.
huntress-failed = Dein letzter Schuss auf { $target } ist gescheitert.

## huntsman (roles/huntsman.py)

huntsman-in_pack = { $target } gehört zum Rudel.
huntsman-not_in_pack = { $target } gehört nicht zum Rudel.
huntsman-failed = Deine Jagd auf { $target } ist gescheitert: Du hast nichts erfahren.

## idiot (roles/idiot.py)

idiot-survived = Eigentlich hättest du sterben müssen, aber du lebst weiter. Deine Stimme hast du verloren: Ab jetzt zählt sie nichts. Ein zweites Mal überlebst du nicht.
idiot-lynch_survived = { $player } wurde gelyncht, ist aber nicht gestorben.

## infecting_wolf (roles/infecting_wolf.py)

refuse-infect_night_1 = Eine Infektion kann nur in Nacht 1 gewählt werden.
infect-infected = Du wurdest infiziert: Du hast jetzt die Rolle { $role } und stehst auf der Seite der Werwölfe.
infect-bakers = Jemand aus der Gruppe der Bäcker wurde infiziert und hat jetzt die Rolle Blutiger Metzger: Du hast jetzt die Rolle Metzger, und deine Gruppe sind jetzt die Metzger.
infect-backfired = Deine Infektion ist nach hinten losgegangen: Du hast jetzt die Rolle { $role }.
infect-done = { $target } ist infiziert: Deine Infektion hat gewirkt.
infect-failed = Deine Infektion von { $target } ist gescheitert: Die Fähigkeit ist verbraucht.
infect-blocked = Deine Infektion ist gescheitert: Die Fähigkeit ist verbraucht.

## innkeeper (roles/innkeeper.py)

innkeeper-some = Lebende Personen mit der Rolle { $role }: { $count }.
innkeeper-none = Keine lebende Person hat die Rolle { $role }.
innkeeper-failed = Deine Zählung ist gescheitert: Du hast nichts erfahren.

## journalist (roles/journalist.py)

refuse-journal_changes = Du hast die Rolle für dein Notizbuch in dieser Phase schon geändert und deinen Notfallwechsel verbraucht.
journalist-entrusted = Wenn du stirbst, geht dein Notizbuch an eine Person mit der Rolle { $role }.
journalist-failed = Deine Wahl ist gescheitert: Die Rolle, die du für dein Notizbuch genannt hast, bleibt dieselbe.
journalist-received = Das Notizbuch einer toten Person mit der Rolle Journalist gehört jetzt dir: Du kannst jetzt in { $channel } lesen und schreiben. Darin steht: { $lines }
journalist-received_empty = Das Notizbuch einer toten Person mit der Rolle Journalist gehört jetzt dir: Du kannst jetzt in { $channel } lesen und schreiben. Es steht noch nichts darin.

## jury (roles/jury.py)

jury-result = Die Untersuchung der Jury: { $target } hat die Rolle { $role }.
jury-announced = Die Jury hat festgestellt: { $target } hat die Rolle { $role }.
jury-failed = Die Untersuchung der Jury zu { $target } ist gescheitert.
jury-disbanded = Die Jury ist aufgelöst: Es sind weniger als zwei Jurymitglieder übrig. Ihr Kanal ist geschlossen, und sie untersucht nicht mehr.
jury-gone = Die Jury wurde aufgelöst: Es gibt keine Jury mehr, der man beitreten könnte.

## macho (roles/macho.py)

macho-attacker = Heute Nacht hat { $actor } dich angegriffen. Du stehst noch, aber am Ende des Tages stirbst du.
macho-unseen = Heute Nacht wurdest du angegriffen, aber du hast nicht gesehen, von wem. Du stehst noch, aber am Ende des Tages stirbst du.
macho-attacked = { $player } wurde in der Nacht angegriffen und steht noch.

## mad_scientist (roles/mad_scientist.py)

refuse-not_subject = { $player } ist keine deiner Versuchspersonen.
scientist-subjects = Deine Versuchspersonen sind { $first } und { $second }; ihr teilt euch die Gruppe { $group }, in der sie nicht sehen, wer du bist.
scientist-no_subjects = Es gibt keine zwei Personen aus zwei verschiedenen Teams, die deine Versuchspersonen sein könnten.
subject-made = Zusätzlich zu deiner Rolle bist du Versuchsperson: Du und die andere Versuchsperson, { $other }, teilt euch die Gruppe { $group } mit einer Person mit der Rolle Verrückter Wissenschaftler, die ihr nicht kennt. Stirbt diese Person und hat dich gewählt, stirbst du mit.
setup-scientist_one_team = Die Rolle Verrückter Wissenschaftler braucht unter den anderen Mitspielenden zwei Versuchspersonen aus zwei verschiedenen Teams, keine davon ungebunden; außer der Person mit dieser Rolle spielen in dieser Aufstellung alle für { $team } oder sind ungebunden. Nimm eine Person aus einem anderen Team dazu oder die Rolle Verrückter Wissenschaftler heraus.
setup-scientist_no_team = Die Rolle Verrückter Wissenschaftler braucht unter den anderen Mitspielenden zwei Versuchspersonen aus zwei verschiedenen Teams, keine davon ungebunden; außer der Person mit dieser Rolle sind in dieser Aufstellung alle ungebunden. Nimm Personen aus zwei verschiedenen Teams dazu oder die Rolle Verrückter Wissenschaftler heraus.
scientist-failed = Deine Versuchsperson { $target } hat deinen Tod überlebt.
scientist-revealed = { $player } hatte die Rolle { $role }: Die Versuchsperson { $target } ist mitgestorben.

## medium (roles/medium.py)

medium-channel_open = Deine Séance hat begonnen: Schreib im Kanal „{ $channel }“ eine Ja/Nein-Frage an die Toten (deine letzte Zeile heute Nacht ist die Frage).
medium-put = Deine Frage wurde den Toten gestellt: { $question }
medium-asked = Ein Medium fragt die Toten ({ $poll }): { $question } Antworte tagsüber mit „answer yes“ oder „answer no“.
medium-answered = Deine Antwort: { $answer } ({ $poll }).
medium-answer = Die Toten haben deine Frage ({ $question }) beantwortet: { $answer }.
refuse-no_question = Heute wurde den Toten keine Frage gestellt.

## nightmare (roles/nightmare.py)

nightmare-haunted = { $target } ist jetzt schlaflos (und weiß es nicht).
nightmare-haunt_failed = Deine Heimsuchung von { $target } ist gescheitert.
nightmare-dead_role = { $player } ist mit der Rolle { $role } gestorben.
nightmare-peered = { $target } scheint die Rolle { $role } zu haben.
nightmare-peer_failed = Dein Blick auf { $target } ist gescheitert.
nightmare-spirit = Du hast deine Rolle ({ $role }) verloren: Du bist jetzt ein Geist des Albtraums und gewinnst mit dem Sensenmann. Nach außen hast du weiter deine alte Rolle.
nightmare-recruited = { $target } hat sich dem Albtraum angeschlossen.
nightmare-recruit_failed = Deine Anwerbung von { $target } ist gescheitert.
nightmare-marked = Fähigkeiten, die auf dich angewandt werden, gehen jetzt an { $target }.
nightmare-mark_failed = Deine Markierung von { $target } ist gescheitert.
refuse-haunts = Du hast heute Nacht schon so viele Personen schlaflos gemacht, wie du darfst ({ $count }).
refuse-sleepless = { $player } ist schon schlaflos.
refuse-nightmare = { $player } gehört zum Albtraum.
refuse-nightmare_spent = Du hast diese Fähigkeit der Toten heute Nacht schon benutzt.

## offices (roles/offices.py)

refuse-no_office = { $player } hat kein Amt, das niedergelegt werden könnte.
refuse-mayor_poll = Eine zweite Lynchabstimmung kann nur ausgerufen werden, solange mehr als 15 Mitspielende leben.
poll-second_lynch_open = Das Bürgermeisteramt hat eine zweite Lynchabstimmung ausgerufen: Stimme darin mit „vote2“ ab.
poll-election_open = Die heutige Wahl gilt dem Amt { $office }.
election-won = { $player } wurde zum Amt { $office } gewählt.
election-winner_dead = { $player } hat die Wahl gewonnen, ist aber tot; niemand bekommt das Amt { $office }.
office-resign_pending = Du legst das Amt { $office } nieder, wenn diese Phase endet.
office-resigned = { $player } hat das Amt { $office } niedergelegt.
mayor-second_lynch = Du hast für morgen eine zweite Lynchabstimmung ausgerufen.
reporter-report = { $player } ist gestorben; ausgeteilt war die Rolle { $role }.
election-disqualified = { $player } hat die Wahl gewonnen, kann aber nicht gewählt werden; niemand bekommt das Amt { $office }.
refuse-guardian_count = Du kannst heute Nacht höchstens { $n ->
    [one] eine Person
   *[other] { $n } Personen
  } schützen.
refuse-guardian_again = Du hast { $player } letzte Nacht geschützt: Wen das Wächteramt letzte Nacht geschützt hat, kann heute Nacht nicht geschützt werden.
guardian-protected = Du schützt heute Nacht { $players } vor Angriffen.

## oracle (roles/oracle.py)

oracle-same = { $first } und { $second } haben dieselbe Gesinnung.
oracle-different = { $first } und { $second } haben nicht dieselbe Gesinnung.
oracle-failed = Dein Vergleich mit { $target } ist gescheitert: Du hast nichts erfahren.
refuse-oracle_again = Du hast { $player } schon einmal gewählt: Jede Person kann nur einmal im Spiel gewählt werden.

## pack_tanner (roles/pack_tanner.py)

ptanner-done = Bis zum Ende der kommenden Nacht erscheint { $target } als { $role }.
ptanner-failed = Deine Verkleidung von { $target } ist gescheitert.
refuse-dressed = Du hast { $player } gestern verkleidet: Verkleide heute eine andere Person.

## pets (roles/pets.py)

pets-became = Du hast jetzt die Rolle { $wolf }.
refuse-dog_night_1 = Deine Rolle wählst du nur in Nacht 1.
setup-cat_without_dog = Jede Katze braucht ihren eigenen Hund: Teile mindestens so viele Hunde wie Katzen aus.

## plague (roles/plague.py)

setup-carrier_without_bearer = Die Rolle Pestbote braucht einen Pestträger im Spiel: Sie spielt für die Pestträger und hat keine eigene Fähigkeit. Nimm einen Pestträger dazu oder den Pestboten heraus.
setup-doctor_without_bearer = Die Rolle Pestarzt braucht einen Pestträger im Spiel: Nimm einen dazu oder den Pestarzt heraus.
refuse-contaminate_bearer = { $player } hat die Rolle Pestträger und kann nicht angesteckt werden.
refuse-contaminate_carrier = { $player } trägt die Pest für dein Team: Auf { $player } darf keine Ratte angesetzt werden.
carrier-count = Ansteckende Personen am Leben: { $count }.
carrier-became_bearer = Der letzte Pestträger ist tot: Du hast jetzt die Rolle Pestträger, bist nicht mehr ansteckend, und die übrigen Ratten gehören dir.
plague-contaminated = Eine Ratte hat { $player } angesteckt.
plague-already = { $player } war schon angesteckt: Deine Ratte ist trotzdem verbraucht.
plague-notice = Du bist mit der Pest angesteckt.
doctor-sick = { $player } hat die Pest seit { $phase }.
doctor-healthy = { $player } hat die Pest nicht.
doctor-check_failed = Deine Untersuchung von { $target } ist gescheitert: Du hast nichts erfahren.
doctor-cured = Du hast { $player } eine Phiole gegeben.

## psychic_wolf (roles/psychic_wolf.py)

psychic-confirmed = Dein Tipp ist bestätigt: { $target } hat die Rolle { $role }.
psychic-unconfirmed = Dein Tipp, dass { $target } die Rolle { $role } hat, ist nicht bestätigt.
psychic-failed = Dein Tipp zu { $target } ist gescheitert: Du hast nichts erfahren.

## psychopath (roles/psychopath.py)

psychopath-list = Deine Liste: { $players }. Überlebe sie alle, um zu gewinnen.
psychopath-masked = Du bist jetzt als { $role } verkleidet.
psychopath-result = { $target } scheint die Rolle { $role } zu haben.
psychopath-veiled = { $target } ist heute und heute Nacht als { $role } verkleidet.
psychopath-failed = Deine Untersuchung von { $target } ist gescheitert: Du hast nichts erfahren.
refuse-psychopath_mask = Du hast deine Verkleidung in dieser Phase schon geändert und deinen Notfallwechsel verbraucht.
refuse-psychopath_day = Du hast heute schon jemanden untersucht oder verkleidet.

## pyro (roles/pyro.py)

refuse-pyro_one_move = Du hast deinen Zug für heute Nacht schon gemacht: Du hast einen pro Nacht.
refuse-pyro_fire_by_itself = Das Feuer folgt von selbst aus dem Zug, der es entzündet hat: Es kann nicht für sich allein gewählt werden.
pyro-powdered = { $by } hat { $player } mit Pulver bestreut.
pyro-unpowdered = { $by } hat das Pulver von { $player } entfernt.
pyro-ignite_chosen = Wenn die Nacht endet, wird jede Person in Brand gesetzt, auf der Pulver liegt.
pyro-ignite_failed = { $target } hat das Feuer überlebt.
pyro-blaze_failed = Dein Feuer hat nicht gezündet: Niemand wurde in Brand gesetzt.
pyro-cannot_ignite = { $target } konnte nicht in Brand gesetzt werden: Die Flammen haben nicht gegriffen.
pyro-channel = Ihr seid alle Pyros; euer Kanal umfasst jetzt { $members }.
wisp-ignited_unharmed = Die Pyros haben dich in Brand gesetzt, aber Flammen können einem Irrlicht nichts anhaben.
wisp-powdered = Dein Besuch heute hat { $target } mit Pulver bestreut.
wisp-attacked = Dein Besuch heute hat { $target } in Brand gesetzt.
wisp-rising = Im Kanal der Pyros ist niemand mehr übrig: Zu Beginn der nächsten Phase bekommst du die Rolle Pyromant und übernimmst den Kanal.
wisp-risen = Du hast jetzt die Rolle Pyromant und bist dem Kanal der Pyros beigetreten.
firebug-warded = { $by } hat { $player } für die Nacht abgeschirmt.
firebug-backfired = Ein Angriff auf { $player } ist nach hinten losgegangen: { $attacker } und alle, auf denen Pulver liegt, verbrennen.
firebug-promoted = Von den ursprünglichen Pyromanten lebt niemand mehr: Du hast jetzt die Rolle Pyromant.

## ranger (roles/ranger.py)

ranger-revealed = { $player } hatte die Rolle { $role }: Mit dem letzten Atemzug wird eine Person enthüllt.
ranger-exposed = { $ranger } (Waldläufer) enthüllt { $player }: Rolle { $role }.
ranger-failed = Deine Enthüllung von { $target } mit dem letzten Atemzug ist gescheitert: Nichts wurde gezeigt.

## ravenkeeper (roles/ravenkeeper.py)

refuse-ravens_used = Du hast deine Raben heute Nacht schon eingesetzt (assign, reassign oder spy).
refuse-no_raven = Du hast keinen freien Raben mehr.
refuse-no_raven_there = Bei { $player } ist keiner deiner Raben.
raven-assigned = Einer deiner Raben beobachtet jetzt { $player }.
raven-reassigned = Dein Rabe ist von { $source } zu { $player } geflogen.
raven-spying = Deine Raben spionieren für den Rest der Nacht.
raven-report = Deine Raben haben gesehen, wie { $actor } eine Aktion auf { $target } angewandt hat.

## recluse (roles/recluse.py)

recluse-told = Jemand mit der Rolle { $role } hat gerade „{ $verb }“ auf dich angewandt.
recluse-told_by_wolf = { $player } ({ $role }) hat gerade „{ $verb }“ auf dich angewandt.

## riding_hood (roles/riding_hood.py)

refuse-hood_pack = Das Rudel darf heute Nacht niemanden angreifen: Es hat Rotkäppchen getötet, daher wird „{ $verb }“ bis morgen Nacht abgelehnt.
refuse-hood_restrained = Du darfst heute Nacht niemanden angreifen oder töten: Du hast Rotkäppchen getötet, daher wird „{ $verb }“ bis morgen Nacht abgelehnt.

## rogue_wolf (roles/rogue_wolf.py)

rogue-killed = Das Rudel hat letzte Nacht getötet: Heute Nacht darfst du eine Person angreifen.
rogue-spared = Das Rudel hat letzte Nacht niemanden getötet: Heute Nacht kannst du nicht angreifen.

## royal_knight (roles/royal_knight.py)

royal_knight-set = Die Lynchung ({ $poll }) wird abgesagt, wenn der Tag endet; Art der Absage: { $manner }.
royal_knight-revealed = { $player } ({ $role }) hat die Lynchung ({ $poll }) abgesagt.
royal_knight-failed = Deine Absage ist gescheitert: Die Lynchung findet statt.

## runner (roles/runner.py)

runner-escaped = Du wurdest angegriffen, bist aber davongelaufen und entkommen. Ein zweites Mal kannst du nicht entkommen.
runner-ran_away = { $target } ist davongelaufen: Der Angriff war nicht tödlich.

## saboteur_wolf (roles/saboteur_wolf.py)

saboteur-done = Du hast { $target } sabotiert: Gewinnt { $target } morgen die Wahl, wird niemand gewählt.
saboteur-failed = Deine Sabotage von { $target } ist gescheitert.
refuse-sabotage_again = Du hast { $player } letzte Nacht sabotiert: Dieselbe Person kannst du nicht zwei Nächte hintereinander sabotieren.

## stalker (roles/stalker.py)

stalker-threatened = Deine Drohung gegen { $player } wirkt: zwei verdeckte Stimmen gegen { $player } in der heutigen Lynchabstimmung.
stalker-failed = Deine Drohung gegen { $target } ist gescheitert.

## tanner (roles/tanner.py)

tanner-done = Bis zum Ende der kommenden Nacht erscheint { $target } als { $role }.
tanner-failed = Dein Gerben von { $target } ist gescheitert.
tanner-pack = Mindestens eine Person, die du heute gegerbt hast, gehört zum Rudel.
refuse-tanned = Du hast { $player } heute schon gegerbt: Gerbe eine andere Person.

## tavern (roles/tavern.py)

setup-alcoholic_without_bartender = Die Rolle Trinker braucht einen Barkeeper im Spiel: Nimm einen dazu oder den Trinker heraus.

## town_crier (roles/town_crier.py)

crier-learned = Du kennst eine weitere Person aus dem Dorf: { $player } hat die Rolle { $role }.
crier-nobody = In diesem Spiel gibt es keine weitere Person aus dem Dorf, die du kennen könntest.

## tracking_wolf (roles/tracking_wolf.py)

track-threat = { $target } ist für das Rudel eine Bedrohung der Stufe „{ $level }“.
track-none = { $target } ist keine Bedrohung für das Rudel.
track-failed = Deine Spurensuche bei { $target } ist gescheitert: Du hast nichts erfahren.

## trickster_wolf (roles/trickster_wolf.py)

trickster-turned = Vom Rudel bist nur noch du übrig: Du hast jetzt die gewöhnliche Rolle { $role }, und deine Stimmen zählen wie die aller anderen.

## underworld (roles/underworld.py)

setup-undead_dealt = Niemand kann die Rolle Untoter ausgeteilt bekommen: Untot wird nur, wer nachts im dämonisierten Zustand getötet wird. Teile stattdessen die Rolle Vampir aus.
refuse-demonize_count = Du kannst heute Nacht nur { $n ->
    [one] eine Person
   *[other] { $n } Personen
  } dämonisieren.
refuse-demonize_underworld = { $player } gehört zur Unterwelt und kann nicht dämonisiert werden.
vampire-demonized = { $player } ist jetzt dämonisiert.
vampire-already = { $player } war schon dämonisiert.
vampire-failed = Deine Dämonisierung von { $target } ist gescheitert.
undead-risen = Du wurdest heute Nacht getötet, bist aber nicht gestorben: Du hast deine Rolle ({ $role }) verloren und bist mit der Rolle Untoter auferstanden. Du gehörst jetzt zur Unterwelt und gewinnst mit ihr.
underworld-joined = { $player } ist von den Toten auferstanden und hat sich der Unterwelt angeschlossen.

## warlock (roles/warlock.py)

warlock-result = { $target } scheint die Rolle { $role } zu haben.
warlock-failed = Deine Prüfung von { $target } ist gescheitert: Du hast nichts erfahren.

## white_wolves (roles/white_wolves.py)

refuse-white_rests = Du hast letzte Nacht ein Mitglied des Rudels angegriffen: Dein nächster Angriff ist erst morgen Nacht möglich.
refuse-white_not_pack = { $player } gehört nicht zum Rudel: Du jagst nur das Rudel.
white-imitates = Du ahmst die Rolle { $role } nach: Du erscheinst als diese Rolle und hast ihre Fähigkeiten.
white-failed = Dein Angriff auf { $target } ist gescheitert.

## witch (roles/witch.py)

witch-shielded = Dein Lebenstrank schützt { $players } und dich selbst vor Angriffen, bis die Nacht endet.
witch-shield_failed = Dein Lebenstrank hat versagt: Niemand ist geschützt.

## wolf_cub (roles/wolf_cub.py)

dire-extra = Vom Rudel bist nur noch du übrig: Heute Nacht darfst du eine weitere Person angreifen (attack2).
cub-extra = Ein Wolfsjunges ist gestorben: In der Nacht danach darf das Rudel eine weitere Person angreifen (attack2).

## wolves (roles/wolves.py)

setup-knowing_wolf_public = Die Rolle Wissender Wolf gibt es nur in Spielen mit teilweiser oder privater Rollenliste; die Rollenliste dieser Aufstellung ist öffentlich.
kw-roles = Du weißt, dass diese Rollen im Spiel sind: { $roles }.
scared-escaped = Du wurdest heute Nacht angegriffen, bist aber unversehrt entkommen. Ein zweites Mal kannst du nicht entkommen.

## Was eine Nachricht für die lesende Person bedeutet (die TO_YOU-Sätze einer Familie), in
## einer Zeile unter der Nachricht.

to_you-group-joined = Du liest und schreibst jetzt im Kanal der Gruppe { $group }, mit ihren anderen Mitgliedern.
to_you-plague-notice = Die Pest tötet dich, wenn diese Nacht endet; Schutz vor Angriffen hält sie nicht auf.
to_you-horsemen-doomed = Die Wirkung eines Reiters kann damit einhergehen (eine Blockade, eine Verkleidung oder der Tod am Ende der nächsten Nacht); sobald alle Lebenden außer den Reitern dem Verhängnis verfallen sind, kommt der Jüngste Tag.
to_you-group-joined-for-grandma_s_house = Heute zählt bei der Lynchabstimmung und bei der Wahl die Stimme jedes Gastes eins weniger (sie steht weiter auf der Tafel) und die der Gastgeberin einmal je Gast; am Ende des Tages ist alles wieder wie vorher.
to_you-amulet-received = Solange du es hältst, können dich Angriffe in der Nacht nicht töten; nenne jeden Tag, wer es als Nächstes bekommt (pass), sonst zerbricht es und tötet dich, wenn der Tag endet.
to_you-flute-enchanted = Du behältst deine Rolle und Seite, zählst aber für den Sieg des Teams der Flöte: Es gewinnt, sobald alle Lebenden verzaubert, ungebunden oder im Team der Flöte sind.

## Wovor eine Fähigkeit warnt, bevor sie benutzt wird, und was geschieht, wenn ihre Wahl nicht
## trägt (die Erklärungen der Fähigkeiten, wie ein Bildschirm sie vor der Nachfrage zeigt)

declaration-warning-resign = Wer zurücktritt, gibt das Amt für den Rest des Spiels auf.
declaration-fallback-angel = Hat die gewählte Person nicht für dich gestimmt, wenn du gelyncht wirst, stirbt stattdessen eine zufällige Person, die für dich gestimmt hat.
declaration-warning-shatter = Das Amulett zu zerbrechen, greift die Person an, die es hält.
declaration-warning-hunt = Ist diese Person wölfisch (ein Werwolf, ein Lykanthrop, im Rudel), stirbst stattdessen du.
declaration-warning-sprinkle = Gehört diese Person zum Dorf, stirbst stattdessen du.
declaration-warning-revoke = Deine Kundschaft verliert ihren letzten Schuss für immer.
declaration-warning-eat = Das Essen der Rolle Koch kann vergiftet sein.
