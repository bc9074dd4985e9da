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
alpha-will_reveal = Wenn dein Machtwort heute Nacht wirkt, erfährt das Rudel, dass es von dir kam, dem Alphawolf.
refuse-alpha_spent = Dein Machtwort ist verbraucht: Es gibt nichts mehr, das du damit enthüllen könntest.
refuse-alpha_one_poll = Du hast schon gewählt, heute Nacht eine andere Abstimmung des Rudels durch ein Machtwort zu ersetzen ({ $verb }); du hast nur ein Machtwort im ganzen Spiel. Nimm diese Wahl zuerst zurück ({ $verb } nobody).

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
amulet-candidate = { $player } ist am Ende des Tages für das Amulett vorgeschlagen.
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

bard-story = Zeit für eine Geschichte: Das ist dem Barden während { $phase } geschehen: { $story }.

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
cult-promoted = Das Sektenoberhaupt ist tot: Jetzt führst du die Sekte, als ihr Sektenoberhaupt.
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

despot-no_election = Nach der Wahl des Despoten findet heute keine Wahl statt.

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
hell-auto_protected = { $player } wurde angegriffen, und eine Seele hat geschützt (noch { $pool } übrig).
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
