### Die Karten des Rollenbuchs: Name, Kurzfassung, Beschreibung und Hilfe zu den Fähigkeiten
### jeder Rolle, und die Teams. Begriffe und Rollennamen: siehe das Glossar in docs/translating.md.
### Ein Team-Ziel steht nach „… gewinnt, wenn“: ein Nebensatz mit dem Verb am Ende.


## team: Couple

team-couple = Liebespaar
team-couple-goal = alle anderen tot oder ungebunden sind oder beide Bedingungen erfüllen, die die zwei Grundgesinnungen des Paares stellen

## team: Bitter Hags

team-coven = Verbitterte Vetteln
team-coven-goal = alle Lebenden Vetteln oder ungebunden sind

## team: Flock

team-flock = Schar
team-flock-goal = alle Lebenden in der Herde, ungebunden oder in der Schar sind

## team: Flute

team-flute = Flöte
team-flute-goal = alle Lebenden verzaubert, ungebunden oder im Team der Flöte sind

## team: Hell

team-hell = Hölle
team-hell-goal = alle Lebenden seelenlos, ungebunden oder Teil der Hölle sind

## team: Horsemen

team-horsemen = Reiter
team-horsemen-goal = alle Lebenden eine Reiterrolle haben oder ungebunden sind

## team: Nightmare

team-nightmare = Albtraum
team-nightmare-goal = alle Lebenden schlaflos sind oder zum Albtraum gehören

## team: Plague

team-plague = Pest
team-plague-goal = alle Lebenden zum Team der Pest gehören oder ungebunden sind

## team: Pyros

team-pyro = Pyros
team-pyro-goal = alle Lebenden zum Team der Pyros gehören oder ungebunden sind

## team: Townsfolk

team-town = Dorf
team-town-goal = alle Lebenden zum Dorf gehören oder ungebunden sind

## team: Underworld

team-underworld = Unterwelt
team-underworld-goal = alle Lebenden zum Team der Unterwelt gehören oder ungebunden sind

## team: White Wolves

team-white_wolves = Weiße Wölfe
team-white_wolves-goal = alle Lebenden die Rolle Weißer Werwolf haben oder ungebunden sind

## team: Werewolves

team-wolves = Werwölfe
team-wolves-goal = alle Lebenden auf der Seite der Werwölfe stehen oder ungebunden sind

## the actions every living player has

ability-common-vote = für die Lynchung einer Person stimmen (änderbar, bis der Tag endet)
ability-common-vote2 = in der zweiten Lynchabstimmung abstimmen, die das Bürgermeisteramt ausgerufen hat
ability-common-unvote = deine Lynchstimme zurücknehmen
ability-common-elect = in der heutigen Wahl abstimmen
ability-common-pass = bestimmen, wer am Ende des Tages das Amulett bekommt (bis zu drei Personen; die erste gültige bekommt es)
ability-common-eat = das Essen des Kochs essen, wenn der Tag endet (welches Essen es ist, erfährst du nicht)
ability-common-refuse = das Essen des Kochs stehen lassen (so ist es voreingestellt)
ability-common-vote3 = in der heutigen Lynchabstimmung 3 abstimmen, an einem Tag, an dem es sie gibt
ability-common-vote4 = in der heutigen Lynchabstimmung 4 abstimmen, an einem Tag, an dem es sie gibt
ability-common-vote5 = in der heutigen Lynchabstimmung 5 abstimmen, an einem Tag, an dem es sie gibt
ability-common-vote6 = in der heutigen Lynchabstimmung 6 abstimmen, an einem Tag, an dem es sie gibt
ability-common-attack2 = für den zusätzlichen Angriff des Rudels heute Nacht stimmen (eine zweite Abstimmung des Rudels)
ability-common-sacrifice = beim Angriff der Sekte heute Nacht mitstimmen, wenn du zur Sekte gehörst, aber deine Sektenrolle verloren hast
ability-common-sacrifice2 = nach dem Tod eines Akolythen für die Person stimmen, die die Sekte heute Nacht in einem zweiten Angriff angreift
ability-common-indict = bei der Untersuchung der Jury heute Nacht mitstimmen, wenn du zur Jury gehörst, aber die Rolle verloren hast
ability-common-answer = die Frage, die ein Medium den Toten gestellt hat, mit Ja oder Nein beantworten, bis der Tag endet
ability-common-aim = als Kundschaft des Pfeilmachers: wählen, wen dein letzter Schuss angreift (ein Wechsel pro Phase, ein Notfallwechsel)
ability-common-ambush = beim Angriff der Kojoten heute Nacht mitstimmen, wenn du zu den Kojoten gehörst, aber deine Kojotenrolle verloren hast
ability-common-condemn = deine Seele verkaufen: Der Teufel greift diese Person an, wenn die Nacht endet (du kannst sie noch ändern)
ability-common-unmask = deine Identität verkaufen: die Rolle dieser Person erfahren; der Teufel erfährt sie auch, und dazu deine
ability-common-shelter = deine Seele verkaufen: Diese Person (vielleicht du selbst) ist für den Rest der Nacht vor Angriffen geschützt
ability-common-ignore = die Wette des Teufels ignorieren
ability-common-accept = das Schutzangebot annehmen: deine Seele für deine Sicherheit heute Nacht

## Alcoholic (Townsfolk Miscellaneous)

role-alcoholic = Trinker
role-alcoholic-summary = Nachts trinkst du in der Taverne: Solange ein Barkeeper lebt, gehen Angriffe auf dich ins Leere.
role-alcoholic-description = Solange ein Barkeeper lebt, ist der Trinker jede Nacht in der Taverne beim Trinken: Angriffe auf den Trinker scheitern (andere Todesarten nicht). Sobald kein Barkeeper mehr lebt, ist dieser Schutz sofort verloren, und der Trinker stirbt am Ende der ersten Nacht, die ohne lebenden Barkeeper beginnt. Ein Spiel kann die Rolle Trinker nicht ohne die Rolle Barkeeper austeilen.

## Alpha Wolf (Werewolf Killing)

role-alpha_wolf = Alphawolf
role-alpha_wolf-summary = Ein Wolf im Rudel: In den Abstimmungen des Rudels zählt deine Stimme doppelt; einmal darfst du an Stelle des Rudels angreifen; deine Gesinnung kann sich nie ändern.
role-alpha_wolf-description = Ein Lykanthrop im Rudel. In den Abstimmungen des Rudels sieht deine Stimme aus wie jede andere, zählt aber doppelt. Einmal pro Spiel darfst du nachts eine Abstimmung des Rudels durch ein Machtwort ersetzen („overwrite“, oder „overwrite2“ für eine zweite Abstimmung in derselben Nacht): Am Ende der Nacht greifst du die Person deiner Wahl selbst an, egal wofür das Rudel gestimmt hat, und das Rudel erfährt, dass sein Angriff durch ein Machtwort ersetzt wurde und wen der Angriff stattdessen traf (mit „reveal“ auch, dass du es warst). Nichts kann deine Gesinnung ändern: Jeder Versuch scheitert.
ability-alpha_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen
ability-alpha_wolf-overwrite = einmal pro Spiel: Am Ende der Nacht greifst du eine Person an Stelle der Angriffsabstimmung des Rudels an (änderbar bis dahin)
ability-alpha_wolf-overwrite2 = einmal pro Spiel: Am Ende der Nacht greifst du eine Person an Stelle der zweiten Angriffsabstimmung des Rudels an (änderbar bis dahin)
ability-alpha_wolf-reveal = mit dem Machtwort von heute Nacht erfährt das Rudel auch, dass es von dir als Alphawolf kam

## Amnesiac (Townsfolk Miscellaneous)

role-amnesiac = Amnesiker
role-amnesiac-summary = Du hast deine Rolle vergessen: Du erfährst drei Rollen des Dorfes, und am Ende von Tag 1 erinnerst du dich, welche davon deine ist.
role-amnesiac-description = Spielt für das Dorf. Zu Beginn erfährst du drei Rollen des Dorfes; eine davon ist deine wirkliche Rolle, die niemand sonst erfährt. Bis zum Ende von Tag 1 gehörst du einfach zum Dorf, ohne besondere Fähigkeit; dann erinnerst du dich und bekommst diese Rolle, trittst ihren Gruppen bei und erfährst, was sie zu Beginn erfährt. Eine Fähigkeit, deren erste Gelegenheit schon vorbei ist, hast du ab dem nächsten Tag oder der nächsten Nacht ihrer Art.

## Amulet Holder (Townsfolk Killing)

role-amulet_holder = Amulettträger
role-amulet_holder-summary = Du beginnst mit dem Schutzamulett; wer es trägt, ist nachts vor Angriffen sicher, muss es aber jeden Tag weitergeben.
role-amulet_holder-description = Trägt zu Beginn das Schutzamulett. Wer es trägt, kann nachts nicht durch Angriffe getötet werden und muss es jeden Tag weitergeben (Tag 0 eingeschlossen): Die Person, die es trägt, schlägt bis zu drei Personen vor, und am Ende des Tages geht das Amulett an die erste davon, die es noch nie getragen hat. Wurde niemand Gültiges vorgeschlagen, zerbricht das Amulett und tötet die Person, die es trägt; es zerbricht auch, wenn der Amulettträger stirbt. Niemand erfährt, von wem das Amulett kam oder wer es vorher trug. Einmal pro Spiel darf der Amulettträger es tagsüber absichtlich zerbrechen und damit die Person angreifen, die es trägt.
ability-amulet_holder-shatter = einmal pro Spiel: das Amulett zerstören und damit angreifen, wer es gerade trägt

## Amulet of Protection (Extra Miscellaneous)

role-amulet_of_protection = Schutzamulett
role-amulet_of_protection-summary = Solange du es trägst, können Angriffe dich nachts nicht töten; gib es weiter, bevor der Tag endet.
role-amulet_of_protection-description = Wird zusätzlich zur ausgeteilten Rolle getragen, die bleibt. Angriffe können die Person, die es trägt, nachts nicht töten (andere Todesarten schon). Jeden Tag schlägt sie bis zu drei Personen vor, und am Ende des Tages geht es an die erste davon, die es noch nie getragen hat; wurde niemand Gültiges vorgeschlagen, zerbricht es und tötet die Person, die es trägt – ebenso, wenn der Amulettträger stirbt. Niemand erfährt, wer es vorher trug.
role-amulet_of_protection-handed_out = Zuerst trägt es der Amulettträger (im Rollenbuch der Amulettschmied), und wer es trägt, gibt es tagsüber weiter.
role-amulet_of_protection-status = Amulett
ability-amulet_of_protection-pass = bestimmen, wer am Ende des Tages das Amulett bekommt (bis zu drei Personen; die erste gültige bekommt es)

## Angel (Unaligned Killing)

role-angel = Engel
role-angel-summary = Lass dich lynchen, um zu gewinnen; wähle, wer mit dir stirbt.
role-angel-description = Ungebunden. Gewinnt durch die eigene Lynchung – sofern jemand anderes für den Engel gestimmt hat: Dann steigt der Engel auf, das Spiel geht weiter, und die nächste Lynchung fällt aus. Der Engel darf eine Person wählen (nie sich selbst), die mitstirbt, wenn sie für den Engel gestimmt hat (oder unsichtbare Stimmen auf den Engel gelegt hat); sonst stirbt eine zufällige Person, die für den Engel gestimmt hat. Wurde der Engel auf ungewöhnlichem Weg gelyncht, stirbt stattdessen, wer das herbeigeführt hat. Ein Zielwechsel pro Phase, dazu ein Notfallwechsel pro Spiel. Hat sonst niemand für den Engel gestimmt, stirbt der Engel einfach.
ability-angel-target = wählen, wer mit dir stirbt, wenn du gelyncht wirst (ein Wechsel pro Phase, ein Notfallwechsel)

## Apocalyptic Cupid (Unaligned Align - Cupid)

role-apocalyptic_cupid = Apokalyptischer Amor
role-apocalyptic_cupid-summary = Ein Amor, dessen große Liebe eine Reiterrolle hat: Kein Reiter kann dich töten.
role-apocalyptic_cupid-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, dessen große Liebe eine Reiterrolle hat, wird zu dieser Rolle: Jeder Angriff und jede Tötung durch einen Reiter auf diesen Amor scheitert, ebenso das Verhängnis des Reiters des Todes. Die Siegbedingung ist die der Rolle Amor.

## Apocalyptic Horseman (Solo Killing - Horsemen Team)

role-apocalyptic_horseman = Apokalyptischer Reiter
role-apocalyptic_horseman-summary = Nachts kannst du nicht getötet werden; greife jede Nacht eine Person an.
role-apocalyptic_horseman-description = Das wird aus jedem Reiter am Jüngsten Tag. Kann während der Nacht auf keine Weise getötet werden; darf jede Nacht eine Person angreifen (das wirkt am Ende der Nacht). Die Reiter gewinnen, wenn alle anderen tot sind.
ability-apocalyptic_horseman-attack = eine Person angreifen

## Archivist Fox (Werewolf Investigative)

role-archivist_fox = Archivarfuchs
role-archivist_fox-summary = Ein Fuchs im Team der Werwölfe, außerhalb des Rudels: Erfahre jeden Tag aus zwei Gruppen je eine Rolle der Rollenliste und wähle eine davon für das Rudel. Einmal pro Spiel darfst du stattdessen dem Rudel beitreten.
role-archivist_fox-description = Im Team der Werwölfe, aber weder Lykanthrop noch im Rudel, und Fuchs und Rudel kennen einander nicht. Nennt jeden Tag sofort zwei verschiedene Gruppen des Rollenbuchs (archive) und erfährt aus jeder eine Rolle der Rollenliste: Jeder Eintrag der Liste kommt höchstens einmal vor, der eigene nie, und ist in einer Gruppe keiner mehr übrig, wird das gesagt. Danach meldet der Archivarfuchs eine davon (report; sonst wird eine gezogen), und lebt der Archivarfuchs bei Einbruch der Nacht noch, erfährt das Rudel diese Rolle oder dass nichts übrig war. Verkleidungen, Umlenkungen und Behinderungen ändern daran nichts. Einmal pro Spiel darf der Archivarfuchs an einem Tag, an dem nicht archiviert wurde, stattdessen dem Rudel als gewöhnlicher Wolf beitreten.
ability-archivist_fox-archive = aus zwei Gruppen des Rollenbuchs je eine Rolle der Rollenliste erfahren
ability-archivist_fox-report = wählen, welche der heute archivierten Rollen das Rudel heute Nacht erfährt
ability-archivist_fox-defect = deine Fähigkeit für immer aufgeben und dem Rudel als gewöhnlicher Wolf beitreten

## Assassin (Townsfolk Killing)

role-assassin = Attentäter
role-assassin-summary = Ab Nacht 2 darfst du am Ende einer Nacht eine Person angreifen; dreimal im ganzen Spiel.
role-assassin-description = Eine Person aus dem Dorf mit einem begrenzten Vorrat an Angriffen. Ab der zweiten Nacht darf der Attentäter jede Nacht eine Person wählen, die angegriffen wird, wenn die Nacht endet; bis dahin lässt sich die Wahl ändern. Im ganzen Spiel sind nur drei Angriffe möglich, und auch ein aufgehaltener Angriff (durch einen Schutz, eine Fähigkeitsblockade) verbraucht einen. Wie jeder Angriff lassen sich auch diese durch Schutz aufhalten, und der Attentäter erfährt nur, wenn ein Angriff gescheitert ist. Gewinnt mit dem Dorf.
ability-assassin-attack = eine Person angreifen; du erfährst, wenn es scheitert

## Assistant (Townsfolk Miscellaneous)

role-assistant = Assistent
role-assistant-summary = Wähle eine Person: Die erste wölfische Fähigkeit, die auf dich angewandt wird und kein Angriff ist, trifft stattdessen diese Person (einmal pro Spiel).
role-assistant-description = Der Assistent darf jederzeit eine Person wählen (nie sich selbst) oder niemanden und die Wahl einmal pro Phase ändern, dazu ein Notfallwechsel pro Spiel. Einmal pro Spiel trifft die erste Fähigkeit einer wölfischen Person, die den Assistenten erreicht und kein Angriff ist, stattdessen die gewählte Person, als wäre sie auf diese angewandt worden; die wölfische Person erfährt davon nichts. Der Assistent erfährt, dass die eigene Fähigkeit gewirkt hat, aber nicht, welche Fähigkeit umgelenkt wurde. Nichts wird auf eine tote Person umgelenkt, auf die Person, die die Fähigkeit anwendet, oder solange kein Ziel gewählt ist: Dann wartet die Fähigkeit auf die nächste. Gewinnt mit dem Dorf.
ability-assistant-target = wählen, an wen die erste wölfische Fähigkeit, die auf dich angewandt wird (kein Angriff), weitergeht (ein Wechsel pro Phase, ein Notfallwechsel)

## Aura Teller (Townsfolk Investigative)

role-aura_teller = Aurenleser
role-aura_teller-summary = Prüfe jede Nacht eine Person und erfahre, ob sie als Bedrohung erscheint.
role-aura_teller-description = Prüft jede Nacht sofort eine Person und erfährt nur, ob sie als Bedrohung erscheint: Lykanthropen und Rollen, die das Rollenbuch als tötende Rollen einordnet, erscheinen so; jede andere Rolle nicht, selbst wenn sie töten kann. Starke Verkleidungen und Umlenkungen können die Prüfung täuschen oder umlenken; schwache Verkleidungen und Behinderungen nicht.
ability-aura_teller-inspect = erfahren, ob eine Person als Bedrohung erscheint (nur starke Verkleidungen können dich täuschen)

## Baker (Townsfolk Group)

role-baker = Bäcker
role-baker-summary = Du teilst einen geheimen Kanal mit den anderen Bäckern; ihr alle spielt für das Dorf.
role-baker-description = Eine Person aus dem Dorf in der Gruppe der Bäcker: Alle Bäcker kennen einander von Anfang an und teilen sich ihren Kanal, und alle spielen für das Dorf. Wer die Rolle Bäcker verliert, behält den Kanal, und so kann jemand, der einmal Bäcker war, die Gruppe verraten. Die Infektion eines Infizierenden Wolfs macht aus einem Bäcker einen Blutigen Metzger und aus allen anderen Bäckern Metzger. Wird zu zweit oder mehreren ausgeteilt.

## Barber (Townsfolk Killing)

role-barber = Barbier
role-barber-summary = Einmal pro Spiel, ab Tag 2: Greife tagsüber sofort eine Person an, verdeckt oder offen.
role-barber-description = Eine Person aus dem Dorf mit einem einzigen Angriff, bei Tag. Ab Tag 2 darf der Barbier einmal im Spiel sofort eine andere Person angreifen („shave X hidden“ verdeckt oder „shave X revealed“ offen). Offen verkündet ein gelungener Angriff allen Namen und Rolle des Barbiers; verdeckt bleibt beides geheim. Ein gescheiterter Angriff (durch einen Schutz, eine Flucht, eine Blockade) verrät nichts, und der Barbier erfährt nur, dass der Angriff gescheitert ist; verbraucht ist er trotzdem. Gewinnt mit dem Dorf.
ability-barber-shave = einmal pro Spiel, tagsüber ab Tag 2: sofort eine Person angreifen, verdeckt oder offen (ein offener Treffer verkündet deinen Namen und deine Rolle)

## Bard (Townsfolk Miscellaneous)

role-bard = Barde
role-bard-summary = Jede Fähigkeit, die auf dich angewandt wird, erfährt das ganze Dorf am Ende der Phase, nur nach ihrer Art.
role-bard-description = Keine aktive Fähigkeit. Jede Fähigkeit, die eine andere Person während einer Phase auf den lebenden Barden anwendet, wird am Ende dieser Phase allen erzählt, in der Geschichtenstunde: nur ihre allgemeine Art (angegriffen, untersucht, verkleidet, getötet, ins Visier genommen, geschützt, manipuliert, Rolle gewechselt), nie, wer sie angewandt hat, mit welcher Rolle, oder irgendeine Einzelheit (die Rolle einer Verkleidung, ein Ziel). Eine Fähigkeit keiner dieser Arten (eine Verzauberung, eine Nacht beim Barden) wird mit ihrem eigenen Namen erzählt. Stimmen, Lynchungen und Wahlen werden nicht erzählt. Wechselt der Barde die Rolle, wird der Wechsel erzählt und danach nichts mehr; was auf einen toten Barden angewandt wird, wird nicht erzählt. Die Geschichte nennt nie die Person, die Barde ist.

## Baroness (Werewolf Investigative)

role-baroness = Baronin
role-baroness-summary = Auf der Seite der Werwölfe, außerhalb des Rudels: Nenne jeden Tag eine Rolle und erfahre, was die Personen mit dieser Rolle in der Nacht und am Tag danach erfahren.
role-baroness-description = Im Team der Werwölfe, aber weder Lykanthrop noch im Rudel. Darf jeden Tag sofort eine untersuchende Rolle nennen oder die Rolle Medium, Gerber, Wirt oder Rabenhüter (nie die am Vortag genannte): Am Ende der kommenden Nacht und des Tages danach erfährt die Baronin, was jeder Person mit dieser Rolle in dieser Phase privat mitgeteilt wurde (nicht, wer diese Personen sind). Hat niemand diese Rolle, erfährt die Baronin nichts.
ability-baroness-eavesdrop = eine Rolle nennen: In der Nacht und am Tag nach heute erfährst du, was die Personen mit dieser Rolle erfahren

## Bartender (Townsfolk Miscellaneous)

role-bartender = Barkeeper
role-bartender-summary = Sprich auf dem Dorfplatz, ohne deinen Namen zu nennen: Sag es in deinem Kanal, der Bar.
role-bartender-description = Der Barkeeper hat einen eigenen geheimen Kanal, die Bar: Jede Zeile, die dort gesagt wird, wird auf dem Dorfplatz als Stimme aus der Bar wiederholt, ohne jemanden zu nennen. Wer die Rolle Barkeeper verliert, behält den Kanal, aber er reicht nicht mehr bis zum Dorfplatz. Solange ein Barkeeper lebt, ist der Trinker nachts in der Taverne sicher.

## Bitter Hag (Unaligned Killing)

role-bitter_hag = Verbitterte Vettel
role-bitter_hag-summary = Die Rache des Zirkels: Schütze jede Nacht eine Person, erfahre die Gesinnung einer Person und greife eine Person an.
role-bitter_hag-description = Entsteht, wenn jedes im Spiel verbliebene Team dem Zirkel Unrecht getan hat: Alle lebenden Vetteln werden zu Verbitterten Vetteln, die sich einen Kanal teilen und gewinnen, wenn alle Lebenden Vetteln oder ungebunden sind. Jede Nacht darf eine Verbitterte Vettel je eine Person schützen, die Gesinnung einer Person erfahren und eine Person angreifen. Stark als Vettel verkleidet; wird nie ausgeteilt.
ability-bitter_hag-shield = eine Person (auch dich selbst) heute Nacht vor Angriffen schützen
ability-bitter_hag-foresee = die aktuelle Gesinnung einer anderen Person erfahren
ability-bitter_hag-hex = eine Person angreifen; du erfährst, wenn es scheitert

## Bloody Butcher (Werewolf Group)

role-bloody_butcher = Blutiger Metzger
role-bloody_butcher-summary = Ein Wolf im Rudel, versteckt unter den Metzgern: Du bist in beiden Kanälen.
role-bloody_butcher-description = Ein Lykanthrop im Rudel, der auch zur Gruppe der Metzger gehört: der Spitzel unter ihnen, im Kanal des Rudels wie in dem der Metzger. Stimmt nachts mit dem Rudel ab. Wird mit zwei oder mehr Metzgern ausgeteilt.
ability-bloody_butcher-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Butcher (Townsfolk Group)

role-butcher = Metzger
role-butcher-summary = Du teilst einen geheimen Kanal mit den anderen Metzgern; genau eine Person davon ist ein Wolf.
role-butcher-description = Eine Person aus dem Dorf in der Gruppe der Metzger: Alle Metzger kennen einander von Anfang an und teilen sich ihren Kanal, aber genau ein Mitglied der Gruppe ist der Blutige Metzger, ein Wolf. Die Infektion eines Infizierenden Wolfs macht aus einem Metzger einen Blutigen Metzger. Wird zu zweit oder mehreren ausgeteilt, mit genau einem Blutigen Metzger.

## Cat (Unaligned Align)

role-cat = Katze
role-cat-summary = Wenn dein Hund in Nacht 1 wählt, bekommst du die Gegenrolle.
role-cat-description = Ungebunden, bis der zugehörige Hund in Nacht 1 wählt; dann bekommt die Katze sofort die Gegenrolle: Wolf, wenn die Wahl auf Journalist fiel, Psychopath (mit dem Hund auf der eigenen Liste) bei Verfluchter Dorfbewohner, Journalist bei Wolf. Zu jeder Katze gehört ein Hund; keines der beiden kennt das andere.

## Cautious Hag (Unaligned Power)

role-cautious_hag = Vorsichtige Vettel
role-cautious_hag-summary = Eine der Vetteln: Verbrauche die Anwendungen deines Zaubers, um Personen zu schützen (auch dich selbst).
role-cautious_hag-description = Ungebunden, eine der Vetteln: gewinnt zusammen mit dem siegreichen Team, wenn dem Zirkel mindestens einmal Unrecht getan wurde und dieses Team ihm nie Unrecht getan hat; eine tote Vettel gewinnt auch, solange eine Vettel lebt. Nachts schützt jede Anwendung des Zaubers sofort eine Person für die Nacht vor Angriffen (eine so geschützte Vettel kann auch weder getötet noch verwandelt werden). Zu Beginn eine Anwendung, dazu eine weitere jedes Mal, wenn dem Zirkel Unrecht getan wird. Stark als Vettel verkleidet.
ability-cautious_hag-shield = eine Anwendung deines Zaubers verbrauchen: eine Person (auch dich selbst) heute Nacht vor Angriffen schützen

## Cerberus (Solo Power - Hell Team)

role-cerberus = Zerberus
role-cerberus-summary = Biete jeden Tag einer Person Schutz für ihre Seele an; wird sie getötet, stirbst du an ihrer Stelle.
role-cerberus-description = Solo, im Team der Hölle, gemeinsam mit dem Teufel in ihrem Kanal. Gibt zu Beginn die eigene Seele in den Seelenvorrat, kann aber keine Seelen daraus ausgeben; ist schwach als Dorfbewohner verkleidet oder als eine Rolle, die am ersten Tag gewählt wird. Darf jeden Tag eine Person mit Seele wählen (nicht die, die heute Nacht die Wette bekommt), die zu Beginn der Nacht ein Schutzangebot bekommt. Wer annimmt, gibt die eigene Seele sofort in den Vorrat; würde ein Angriff diese Person in der Nacht töten, stirbt stattdessen der Zerberus, und die Hölle erfährt, wer angegriffen hat, und mit welcher Rolle. Lebt sonst niemand mehr aus der Hölle, bekommt der Zerberus die Rolle Dämon.
ability-cerberus-masquerade = die Rolle wählen, als die du das ganze Spiel über schwach verkleidet bist (nur am ersten Tag)
ability-cerberus-offer = wählen, wer zu Beginn der Nacht dein Schutzangebot (für die eigene Seele) bekommt

## Chef (Unaligned Power)

role-chef = Koch
role-chef-summary = Schicke jede Nacht einer Person gesegnetes oder vergiftetes Essen; bleib mit mindestens einer deiner geheimen Bedienungen am Leben, um mit dem siegreichen Team zu gewinnen, welches es auch ist.
role-chef-description = Ungebunden. Jede Nacht wählt der Koch eine Kundschaft (nie sich selbst, nie eine Person, die schon einmal gegessen hat) und ein Essen, gesegnet oder vergiftet. Lebt der Koch zu Beginn des nächsten Tages, kommt die Kundschaft in den Kanal des Restaurants, wo der Koch ohne Namen spricht, und darf vor dem Ende des Tages essen, ohne zu wissen, welches Essen es ist. Vergiftetes Essen tötet am Ende dieses Tages, wer es gegessen hat; gesegnetes Essen schützt in der folgenden Nacht vor Angriffen. Essen gilt als Besuch der Kundschaft beim Koch. Stirbt der Koch während des Tages, geht die Kundschaft, ohne zu essen. Einige Mitspielende sind heimlich Bedienungen des Kochs: eine aus dem Dorf, eine von den Werwölfen und eine aus jedem Soloteam. Der Koch gewinnt mit jedem Team, wenn bei Spielende der Koch und mindestens eine Bedienung leben; stirbt die letzte Bedienung, steigt der Koch ab und verliert. Umlenkungen wirken nie auf den Koch.
ability-chef-charm = einer Person gesegnetes Essen schicken; es wird morgen früh serviert
ability-chef-poison = einer Person vergiftetes Essen schicken; es wird morgen früh serviert

## Child (Townsfolk Miscellaneous)

role-child = Kind
role-child-summary = Am Tag nach deinem Tod gibt es im Dorf eine Lynchung mehr.
role-child-description = Eine Person aus dem Dorf ohne Fähigkeit, die sich anwenden ließe. Immer wenn ein Kind stirbt, gibt es am nächsten Tag neben der üblichen eine zusätzliche Lynchabstimmung (zwei tote Kinder, zwei zusätzliche Abstimmungen), jede für sich ausgezählt und ausgeführt; dieselbe Person kann in mehreren gelyncht werden, was für jemanden zählt, der eine einzelne Lynchung überlebt.

## Citizen (Townsfolk Miscellaneous)

role-citizen = Dorfbewohner
role-citizen-summary = Du hast keine besondere Fähigkeit: Finde die Wölfe und lynche sie.
role-citizen-description = Eine gewöhnliche Person aus dem Dorf. Gewinnt mit dem Dorf.

## Clairvoyant Fox (Werewolf Investigative)

role-clairvoyant_fox = Hellseherischer Fuchs
role-clairvoyant_fox-summary = Ein Fuchs im Team der Werwölfe, außerhalb des Rudels: Untersuche jeden Tag eine Person; lebst du noch, erfährt das Rudel die Rolle heute Nacht. Einmal pro Spiel darfst du stattdessen dem Rudel beitreten.
role-clairvoyant_fox-description = Im Team der Werwölfe, aber weder Lykanthrop noch im Rudel, und Fuchs und Rudel kennen einander nicht. Erfährt jeden Tag sofort, welche Rolle eine Person zu haben scheint (schwache Verkleidungen, Umlenkungen, Blockaden und Behinderungen zählen); lebt der Fuchs bei Einbruch der Nacht noch, erfährt das Rudel die gefundene Rolle, nicht aber, wem sie gehört. Einmal pro Spiel darf der Fuchs an einem Tag, an dem nicht untersucht wurde, stattdessen dem Rudel beitreten und ein gewöhnlicher Wolf werden (defect).
ability-clairvoyant_fox-investigate = erfahren, welche Rolle eine Person zu haben scheint; lebst du noch, erfährt das Rudel sie heute Nacht
ability-clairvoyant_fox-defect = deine Fähigkeit für immer aufgeben und dem Rudel als gewöhnlicher Wolf beitreten

## Coroner (Townsfolk Miscellaneous)

role-coroner = Leichenbeschauer
role-coroner-summary = Bei jedem Tod erfährst du, wie die Person gestorben ist: jede Ursache und die Rolle dahinter.
role-coroner-description = Eine Person aus dem Dorf ohne Aktion. Immer wenn jemand stirbt, erfährt der Leichenbeschauer den Namen (nie die Rolle) und jede Ursache des Todes: ihre Art (eine Tötung, ein Selbstmord, eine Lynchung oder ein Abstieg) und die Rolle der Person, die sie verursacht hat, falls es jemand war; beim Angriff eines Rudels wird die Rolle des Mitglieds genannt, das ihn ausgeführt hat. Verkleidungen täuschen den Leichenbeschauer nicht. Gewinnt mit dem Dorf.

## Corrupt Wolf (Werewolf Power)

role-corrupt_wolf = Korrupter Wolf
role-corrupt_wolf-summary = Ein Wolf im Rudel: Lege jede Nacht fest, was die Stimme einer Person morgen zählt: 2, 0 oder -1.
role-corrupt_wolf-description = Ein Lykanthrop im Rudel. Darf jede Nacht sofort eine Person (auch aus dem Rudel oder sich selbst) und einen Wert wählen, 2, 0 oder -1: In den öffentlichen Abstimmungen des nächsten Tages zählt die Stimme dieser Person diesen Wert statt ihres eigenen (wer das Bürgermeisteramt hat, bekommt trotzdem die Zusatzstimme). Während dieses Tages teilen sich der Korrupte Wolf und diese Person einen Flüsterkanal, in dem die Zeilen des Wolfs keinen Namen tragen. Umlenkungen verschieben die Wahl nie.
ability-corrupt_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen
ability-corrupt_wolf-corrupt = festlegen, was die Stimme einer Person morgen in den öffentlichen Abstimmungen zählt: 2, 0 oder -1

## Crowd Seeker (Townsfolk Investigative)

role-crowd_seeker = Menschenkenner
role-crowd_seeker-summary = Rate jede Nacht sofort die Rollen von drei Personen: Jeder richtige Tipp wird bestätigt.
role-crowd_seeker-description = Nennt jede Nacht sofort drei Personen und zu jeder eine Rolle („seek A B C ROLE ROLE ROLE“); dieselbe Person darf mehrmals mit verschiedenen Rollen genannt werden. Jeder richtige Tipp wird bestätigt; ein falscher wird nur nicht bestätigt. Geprüft werden die Tipps gegen die Rolle, die jede Person zu haben scheint, daher können Verkleidungen (auch schwache), Umlenkungen, Behinderungen und Fähigkeitsblockaden sie täuschen, umlenken oder aufhalten. Gewinnt mit dem Dorf.
ability-crowd_seeker-seek = die Rollen von drei Personen auf einmal raten (eine Person darf mit einer anderen Rolle noch einmal genannt werden): Jeder richtige Tipp wird bestätigt

## Cult Acolyte (Townsfolk Group)

role-cult_acolyte = Akolyth
role-cult_acolyte-summary = Du gehörst zur Sekte: Ab Nacht 2 stimmt sie jede Nacht darüber ab, wen sie angreift; stirbt ihr Oberhaupt, übernimmst du die Führung, und dein Tod gibt ihr einen zusätzlichen Angriff.
role-cult_acolyte-description = Eine Person aus dem Dorf in der Sekte, die ab Nacht 2 wie ein Sektenmitglied beim nächtlichen Angriff der Sekte mitstimmt (sacrifice). Stirbt das Sektenoberhaupt, wird die Sekte nicht aufgelöst, solange ein Akolyth lebt: Zu Beginn der nächsten Nacht wird ein lebender Akolyth (bei mehreren zufällig gezogen) zum Sektenoberhaupt. In der Nacht nach dem Tod eines Akolythen hat die Sekte einen zweiten Angriff (sacrifice2). Wird nur mit einem Sektenoberhaupt ausgeteilt.
ability-cult_acolyte-sacrifice = beim Angriff der Sekte abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Cult Leader (Townsfolk Killing)

role-cult_leader = Sektenoberhaupt
role-cult_leader-summary = Du führst die Sekte: Ab Nacht 2 stimmt sie jede Nacht darüber ab, wen sie angreift, bis du stirbst.
role-cult_leader-description = Eine Person aus dem Dorf in der Sekte: Alle in der Sekte kennen einander von Anfang an und teilen sich ihren Kanal. Ab Nacht 2 stimmt die Sekte jede Nacht darüber ab, wen sie angreift (sacrifice); die Person mit den meisten Stimmen wird am Ende der Nacht von jemandem angegriffen, der für sie gestimmt hat, zufällig gezogen (bei Gleichstand wird niemand angegriffen). Stirbt die Person, der das Sektenoberhaupt ausgeteilt wurde, auch nachdem sie die Rolle verloren hat, wird die Sekte aufgelöst: Ihr Kanal schließt, und sie greift nicht mehr an. Wer in der Sekte die eigene Rolle verliert, stimmt weiter mit. Wird einmal ausgeteilt, in jedem Spiel mit einem Sektenmitglied.
ability-cult_leader-sacrifice = beim Angriff der Sekte abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Cult Member (Townsfolk Group)

role-cult_member = Sektenmitglied
role-cult_member-summary = Du gehörst zur Sekte: Ab Nacht 2 stimmt sie jede Nacht darüber ab, wen sie angreift.
role-cult_member-description = Eine Person aus dem Dorf in der Sekte: Alle in der Sekte kennen einander von Anfang an und teilen sich ihren Kanal. Ab Nacht 2 stimmt die Sekte jede Nacht darüber ab, wen sie am Ende der Nacht angreift (sacrifice), so wie das Rudel. Stirbt das Sektenoberhaupt, wird die Sekte aufgelöst und greift nicht mehr an. Wer in der Sekte die eigene Rolle verliert, behält Kanal und Stimme. Wird nur mit einem Sektenoberhaupt ausgeteilt.
ability-cult_member-sacrifice = beim Angriff der Sekte abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Cupid (Unaligned Align - Cupid)

role-cupid = Amor
role-cupid-summary = In Nacht 1 wählst du deine große Liebe; ihr beide gewinnt gemeinsam und sterbt gemeinsam.
role-cupid-description = In Nacht 1 wählt der Amor sofort eine andere Person als große Liebe (love); ist bis zum Ende der Nacht keine Wahl getroffen, wird eine zufällige Person die große Liebe. Verliebt zu sein ist eine Zusatzrolle zur eigenen Rolle: Das Liebespaar teilt sich einen geheimen Kanal, der Amor erfährt die Rolle der großen Liebe, und stirbt jemand von beiden, stirbt auch die andere Person. Der Amor beginnt auf der Seite des Dorfes; die Gesinnung des Paares verbindet beide Grundgesinnungen: Ist es dieselbe, gewinnt das Paar mit diesem Team; sind es verschiedene, gewinnt es erst, wenn beide Bedingungen erfüllt sind (mit einem Wolf müssen alle anderen sterben); eine ungebundene große Liebe behält den eigenen Weg zum Sieg, und der Amor steigt mit ihr auf. Keine Regel ändert das Team einer verliebten Person für sich allein, und aus dem Amor wird immer nur eine andere Art Amor: mit einem Wolf als großer Liebe ein Wölfischer Amor, mit jemandem aus der Hölle ein Dämonischer Amor und so weiter.
ability-cupid-love = in Nacht 1 deine große Liebe wählen (ohne Wahl wird eine zufällige Person deine große Liebe)

## Cupid Hag (Unaligned Align - Cupid)

role-cupid_hag = Amorvettel
role-cupid_hag-summary = Ein Amor, dessen große Liebe eine Vettel ist: Du bist als Vettel verkleidet und teilst den Sieg der Vetteln.
role-cupid_hag-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, dessen große Liebe eine Vettel ist, bekommt diese Rolle (und wieder die Rolle Amor, wenn die große Liebe keine Vettel mehr ist): stark als die Vettelrolle der großen Liebe verkleidet, kann wie jede Vettel Unrecht erleiden und teilt die Siegbedingung der großen Liebe.

## Cupid Wolf (Unaligned Align - Cupid)

role-cupid_wolf = Amorwolf
role-cupid_wolf-summary = Ein Amor, der zum Wolf wurde: ein Lykanthrop mit der Grundgesinnung der Werwölfe.
role-cupid_wolf-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, der zum Wolf gemacht wurde (durch eine Infektion oder auf andere Weise). Ein Lykanthrop, außerhalb des Rudels; die Grundgesinnung ist die der Werwölfe: Mit einer großen Liebe auf der Seite der Werwölfe gewinnt das Paar mit den Werwölfen, mit jeder anderen gebundenen großen Liebe müssen alle anderen sterben.

## Cursed Civilian (Townsfolk Miscellaneous)

role-cursed_civilian = Verfluchter Dorfbewohner
role-cursed_civilian-summary = Eine Person aus dem Dorf ohne Fähigkeit; greift dich eine wölfische Person an, stirbst du nicht, sondern wirst ein Wolf.
role-cursed_civilian-description = Spielt für das Dorf und hat keine Fähigkeit. Der Angriff einer wölfischen Person (des Rudels, eines allein jagenden Werwolfs) tötet den Verfluchten Dorfbewohner nicht: Die Rolle geht verloren, die Person schließt sich dem Rudel als gewöhnlicher Wolf an und gewinnt von da an mit den Werwölfen. Hält ein Schutz den Angriff vorher auf, bleibt es beim Verfluchten Dorfbewohner. Jeder andere Angriff und jede andere Todesart tötet wie bei allen anderen.

## Demon (Solo Killing - Hell Team)

role-demon = Dämon
role-demon-summary = Teile den Kanal der Hölle und gib Seelen aus dem Vorrat aus, um zu schützen oder anzugreifen; gewinne mit dem Teufel.
role-demon-description = Solo, im Team der Hölle, gemeinsam mit dem Teufel in ihrem Kanal. Gibt zu Beginn die eigene Seele in den Seelenvorrat; ist das ganze Spiel über schwach als Dorfbewohner verkleidet oder als eine Rolle, die am ersten Tag gewählt wird. Gibt jederzeit Seelen aus dem Vorrat aus, um eine Person für die Nacht vor Angriffen zu schützen oder eine Person sofort anzugreifen. Wird der Dämon nachts angegriffen, während im Vorrat eine Seele ist, schützt eine Seele den Dämon. Gewinnt mit dem Teufel.
ability-demon-masquerade = die Rolle wählen, als die du das ganze Spiel über schwach verkleidet bist (nur am ersten Tag)
ability-demon-ward = eine Seele aus dem Vorrat ausgeben, um eine Person heute Nacht vor Angriffen zu schützen (tagsüber: in der kommenden Nacht)
ability-demon-smite = eine Seele aus dem Vorrat ausgeben, um eine Person sofort anzugreifen

## Demonic Cupid (Unaligned Align - Cupid)

role-demonic_cupid = Dämonischer Amor
role-demonic_cupid-summary = Ein Amor, dessen große Liebe zur Hölle gehört: ein vollwertiges Mitglied der Hölle.
role-demonic_cupid-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, dessen große Liebe Mitglied der Hölle ist, bekommt diese Rolle und ist für den Rest des Spiels Mitglied der Hölle: Rolle und Team ändern sich nie wieder, und die eigene Seele, falls noch vorhanden, geht in den Seelenvorrat der Hölle.

## Despot (Unaligned Miscellaneous)

role-despot = Despot
role-despot-summary = Lass dich wählen, um zu gewinnen; am nächsten Tag gibt es keine Wahl.
role-despot-description = Ungebunden. Gewinnt der Despot eine Wahl, gibt es kein Amt: Der Despot steigt auf (ein Sieg), das Spiel geht weiter, und am folgenden Tag findet keine Wahl statt.

## Detective (Unaligned Investigative)

role-detective = Detektiv
role-detective-summary = Rate jeden Tag eine Rolle oder erfahre die einer toten Person; schreib jede Nacht die ganze Rollenliste auf, wie sie ausgeteilt wurde: Stimmt alles, gewinnst du.
role-detective-description = Ungebunden. Jeden Tag eines von beidem: die aktuelle Rolle einer Person raten (deduce: Ein richtiger Tipp wird bestätigt) oder erfahren, welche Rolle eine tote Person bei ihrem Tod hatte (autopsy). Jede Nacht schreibst du auf, wem welche Rolle ausgeteilt wurde (note, eine Zeile nach der anderen); im Morgengrauen wird die Liste beurteilt: Ist jede Person genannt und jede Zeile richtig, hast du das Spiel gelöst: Du steigst auf und verlässt das Spiel sofort mit einem Sieg, egal wer es später gewinnt. Sonst erfährst du, wie viele Zeilen richtig waren, aber nicht, welche. Verkleidungen, Umlenkungen und Behinderungen täuschen dich nie.
ability-detective-deduce = die aktuelle Rolle einer Person raten: Ein richtiger Tipp wird bestätigt (statt einer Autopsie)
ability-detective-autopsy = erfahren, welche Rolle eine tote Person bei ihrem Tod hatte (statt eines Tipps)
ability-detective-note = eine Zeile der Lösung von heute Nacht aufschreiben: die Rolle, die einer Person ausgeteilt wurde (wird im Morgengrauen beurteilt)

## Devil (Solo Killing - Hell Team)

role-devil = Teufel
role-devil-summary = Schicke jeden Tag deine Wette; gib Seelen aus dem Vorrat aus, um zu schützen oder anzugreifen; gewinne, wenn alle Lebenden seelenlos, ungebunden oder Teil der Hölle sind.
role-devil-description = Solo, im Team der Hölle. Gibt zu Beginn die eigene Seele in den Seelenvorrat des Teams und ist danach seelenlos; ist das ganze Spiel über schwach als Dorfbewohner verkleidet oder als eine Rolle, die am ersten Tag gewählt wird. Darf jeden Tag eine Person mit Seele wählen, die zu Beginn der Nacht die Wette bekommt (nie umgelenkt). In dieser Nacht kann diese Person ihre Seele verkaufen, um jemanden vom Teufel angreifen zu lassen, wenn die Nacht endet, oder um sofort jemanden zu schützen; ihre Identität verkaufen, um eine Rolle zu erfahren (die der Teufel auch sieht, dazu die Rolle der Person, die die Wette bekommen hat); oder die Wette ignorieren. Gibt jederzeit Seelen aus dem Vorrat aus: für einen Schutz vor Angriffen in dieser Nacht oder für einen sofortigen Angriff. Wird der Teufel nachts angegriffen, während im Vorrat eine Seele ist, schützt eine Seele den Teufel. Die Hölle gewinnt, wenn alle Lebenden seelenlos, ungebunden oder Teil der Hölle sind; niemand aus der Hölle kann dazu gebracht werden, für ein anderes Team zu spielen.
ability-devil-masquerade = die Rolle wählen, als die du das ganze Spiel über schwach verkleidet bist (nur am ersten Tag)
ability-devil-wager = wählen, wer zu Beginn der Nacht deine Wette bekommt
ability-devil-ward = eine Seele aus dem Vorrat ausgeben, um eine Person heute Nacht vor Angriffen zu schützen (tagsüber: in der kommenden Nacht)
ability-devil-smite = eine Seele aus dem Vorrat ausgeben, um eine Person sofort anzugreifen

## Devout Villager (Townsfolk Miscellaneous)

role-devout_villager = Frommer Dorfbewohner
role-devout_villager-summary = Eine Person aus dem Dorf ohne Fähigkeit, deren Rolle sich nie ändern kann.
role-devout_villager-description = Spielt für das Dorf und hat keine Fähigkeit. Jeder Versuch, die Rolle des Frommen Dorfbewohners zu ändern, scheitert und ändert nichts (eine Infektion, eine an diese Person weitergegebene Rolle). Ein Vampir kann diese Person trotzdem dämonisieren, aber ein dämonisierter Frommer Dorfbewohner, der nachts getötet wird, stirbt, statt als Untoter aufzuerstehen.

## Direwolf (Werewolf Killing)

role-direwolf = Schreckenswolf
role-direwolf-summary = Ein Wolf im Rudel: Solange vom Rudel nur noch du lebst, greifst du jede Nacht zwei Personen an.
role-direwolf-description = Ein Lykanthrop im Rudel. In jeder Nacht, die beginnt, während du das einzige lebende Mitglied des Rudels bist, hat das Rudel neben seiner üblichen Abstimmung eine zweite (attack2): Du darfst zwei Personen angreifen oder dieselbe zweimal.
ability-direwolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Disguised Fox (Werewolf Power)

role-disguised_fox = Verkleideter Fuchs
role-disguised_fox-summary = Ein Fuchs im Team der Werwölfe, außerhalb des Rudels: Wähle jeden Tag die Rolle, als die du für die Nacht stark verkleidet bist (sonst als Dorfbewohner); das Rudel erfährt sie. Einmal pro Spiel darfst du stattdessen dem Rudel beitreten.
role-disguised_fox-description = Im Team der Werwölfe, aber weder Lykanthrop noch im Rudel, und Fuchs und Rudel kennen einander nicht. Wählt jeden Tag sofort eine beliebige Rolle (wear): eine starke Verkleidung, die bis zum Ende der kommenden Nacht getragen wird; lebt der Fuchs bei Einbruch der Nacht noch, erfährt das Rudel die Verkleidung, nicht aber, wer sie trägt. In einer Nacht, für die nichts gewählt wurde, ist der Fuchs als Dorfbewohner verkleidet. Einmal pro Spiel darf der Fuchs an einem Tag, an dem nichts gewählt wurde, stattdessen dem Rudel als gewöhnlicher Wolf beitreten.
ability-disguised_fox-wear = die Rolle wählen, als die du bis zum Ende der kommenden Nacht stark verkleidet bist
ability-disguised_fox-defect = deine Fähigkeit für immer aufgeben und dem Rudel als gewöhnlicher Wolf beitreten

## Dog (Unaligned Align)

role-dog = Hund
role-dog-summary = Nimm in Nacht 1 die Rolle Journalist, Verfluchter Dorfbewohner oder Wolf an.
role-dog-description = Ungebunden bis Nacht 1; dann wählt der Hund sofort die Rolle Journalist, Verfluchter Dorfbewohner oder Wolf für den Rest des Spiels (ohne Wahl: Journalist). Die zugehörige Katze, falls es eine gibt, bekommt die Gegenrolle.
ability-dog-become = in Nacht 1: die Rolle Journalist, Verfluchter Dorfbewohner oder Wolf annehmen (deine Katze bekommt die Gegenrolle)

## Executioner (Townsfolk Killing)

role-executioner = Henker
role-executioner-summary = Wähle ein Ziel: Wirst du ab Tag 2 gelyncht, wird einmal stattdessen diese Person gehängt.
role-executioner-description = Dorf, tötende Rolle. Der Henker wählt jederzeit ein Ziel (nie sich selbst; ein Wechsel pro Phase und ein Notfallwechsel pro Spiel; „target nobody“ hebt die Wahl auf). Ab Tag 2 gilt: Würde der Henker zum ersten Mal gelyncht, erfahren alle die Rolle des Henkers, und stattdessen wird das Ziel gelyncht. Das wirkt ein einziges Mal: Spätere Lynchungen des Henkers verlaufen gewöhnlich, und ohne lebendes Ziel wird der Henker selbst gelyncht. Ist das Ziel ein Engel, gilt der Engel als auf ungewöhnlichem Weg gelyncht, und der Henker stirbt mit.
ability-executioner-target = wählen, wer einmal an deiner Stelle gelyncht wird, wenn du ab Tag 2 gelyncht wirst (ein Wechsel pro Phase, ein Notfallwechsel)

## Exorcist (Townsfolk Power)

role-exorcist = Exorzist
role-exorcist-summary = Vollziehe jeden Tag an einer Person einen Exorzismus: Die Wirkungen der Soloteams auf sie werden entfernt.
role-exorcist-description = Vollzieht jeden Tag sofort an einer anderen Person einen Exorzismus, nie an einer, an der schon einer vollzogen wurde: Die negativen Wirkungen, die Soloteams auf sie gelegt haben (eine Ansteckung, ein Verhängnis, eine Dämonisierung, eine Verzauberung, Schlaflosigkeit, Pulver, die Herde), werden entfernt. Der Exorzist erfährt, welche entfernt wurden, und die lebenden Mitglieder jedes Teams, dessen Wirkung entfernt wurde, erfahren es auch. Eine Rolle, die eine Wirkung schon verändert hat (ein Untoter), bleibt, wie sie ist.
ability-exorcist-exorcise = die negativen Wirkungen entfernen, die Soloteams auf eine Person gelegt haben (einmal pro Person)

## Firebug (Solo Killing - Pyro Team)

role-firebug = Brandstifter
role-firebug-summary = Bestreue jede Nacht eine Person mit Pulver oder schirme eine ab: Ein Angriff auf die abgeschirmte Person geht nach hinten los.
role-firebug-description = Solo, im Team der Pyros, in ihrem Kanal. Macht jede Nacht sofort einen Zug: bestreut eine Person mit Pulver, entfernt das Pulver von einer Person oder schirmt eine Person ab. Eine abgeschirmte Person ist in dieser Nacht vor Angriffen sicher; greift jemand außerhalb des Teams der Pyros sie an, geht der Angriff nach hinten los: Der Brandstifter greift die angreifende Person und jede Person an, auf der Pulver liegt. Bekommt die Rolle Pyromant, sobald die letzte Person gestorben ist, der zu Beginn die Rolle Pyromant ausgeteilt wurde.
ability-firebug-ward = eine Person heute Nacht abschirmen (dein einziger Zug heute Nacht): Ein Angriff auf sie geht nach hinten los
ability-firebug-powder = eine Person mit Pulver bestreuen (dein einziger Zug heute Nacht): Wird Feuer gelegt, wird jede Person in Brand gesetzt, auf der Pulver liegt
ability-firebug-unpowder = das Pulver von einer Person entfernen (dein einziger Zug heute Nacht, statt mit Pulver zu bestreuen)

## Flaming Cupid (Unaligned Align - Cupid)

role-flaming_cupid = Flammender Amor
role-flaming_cupid-summary = Ein Amor, dessen große Liebe zum Team der Pyros gehört: Das Feuer erreicht dich nie.
role-flaming_cupid-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, dessen große Liebe zum Team der Pyros gehört, bekommt diese Rolle: Das Pulver des Teams der Pyros versagt bei diesem Amor ohne ein Wort, und die Angriffe des Teams auf diesen Amor scheitern. Die Siegbedingung ist die der Rolle Amor.

## Fletcher (Townsfolk Power)

role-fletcher = Pfeilmacher
role-fletcher-summary = Wähle an Tag 0 eine Kundschaft, die wie die Rolle Jäger einen letzten Schuss bekommt; solange du lebst, darfst du ihn für immer zurücknehmen.
role-fletcher-description = An Tag 0 wählt der Pfeilmacher eine andere Person als Kundschaft (ist bis zum Ende von Tag 0 keine gewählt, wird eine zufällig gezogen; wer erst später Pfeilmacher wird, wählt am ersten Tag in dieser Rolle); die Wahl ist endgültig. Die Kundschaft des Pfeilmachers ist eine Zusatzrolle zur eigenen Rolle: Die Kundschaft bekommt einen privaten Kanal und den letzten Schuss der Rolle Jäger. Sie darf jederzeit eine Person wählen (ein Wechsel pro Phase, dazu ein Notfallwechsel), und stirbt sie auf irgendeine Weise außer durch eine direkte Lynchung durch die Abstimmung des Tages, wird diese Person sofort angegriffen; gelingt der Angriff, erfahren alle, dass sie die Kundschaft des Pfeilmachers war. Die Kundschaft erfährt nicht, wer der Pfeilmacher ist. Zu Lebzeiten darf der Pfeilmacher der Kundschaft die Fähigkeiten jederzeit für immer entziehen. Gewinnt mit dem Dorf.
ability-fletcher-commission = an Tag 0 deine Kundschaft wählen: Sie bekommt einen letzten Schuss (für das ganze Spiel festgelegt)
ability-fletcher-revoke = deiner Kundschaft den letzten Schuss für immer nehmen

## Fletcher's Customer (Extra Miscellaneous)

role-fletcher_s_customer = Kundschaft des Pfeilmachers
role-fletcher_s_customer-summary = Von einem Pfeilmacher gewählt: Du darfst einen letzten Schuss auf eine Person richten.
role-fletcher_s_customer-description = Wird zusätzlich zur ausgeteilten Rolle gehalten, die du behältst. Wähle ein Ziel (ein Wechsel pro Phase und ein Notfallwechsel); stirbst du auf irgendeine Weise außer durch eine direkte Lynchung, greifst du das Ziel sofort an, und ein Treffer zeigt allen, dass du die Kundschaft warst. Ohne lebendes Ziel geschieht nichts. Zu Lebzeiten darf der Pfeilmacher dir das für immer nehmen.
role-fletcher_s_customer-handed_out = Ein Pfeilmacher wählt tagsüber die eigene Kundschaft (oder eine wird am Ende von Tag 0 gezogen).
role-fletcher_s_customer-status = Kundschaft des Pfeilmachers
ability-fletcher_s_customer-aim = als Kundschaft des Pfeilmachers: wählen, wen dein letzter Schuss angreift (ein Wechsel pro Phase, ein Notfallwechsel)

## Flute Apprentice (Solo Miscellaneous - Flute Team)

role-flute_apprentice = Flötenlehrling
role-flute_apprentice-summary = Lenke auf dein Ziel um, was verzauberte Personen auf dich anwenden; gibt es keinen Flötenspieler mehr, bekommst du diese Rolle.
role-flute_apprentice-description = Solo, im Team der Flöte, in ihrem Kanal, kann aber nicht verzaubern. Wählt ein Ziel (ein Wechsel pro Phase, ein Notfallwechsel pro Spiel). Jede Fähigkeit, die eine verzauberte Person auf den Flötenlehrling anwendet, trifft stattdessen dieses Ziel; die Person, die sie anwendet, erfährt davon nichts, der Flötenlehrling erfährt, dass etwas umgelenkt wurde. Nichts wird auf eine tote Person umgelenkt. Lebt kein Flötenspieler mehr, bekommt der Flötenlehrling die Rolle Flötenspieler und lenkt nichts mehr um.
ability-flute_apprentice-target = wählen, wohin Fähigkeiten gehen, die verzauberte Personen auf dich anwenden (ein Wechsel pro Phase, ein Notfallwechsel)

## Flute Charmer (Solo Investigative - Flute Team)

role-flute_charmer = Flötenbetörer
role-flute_charmer-summary = Erfahre einmal am Tag die Rolle einer Person und verkleide sie als Flötenspieler; gibt es keinen Flötenspieler mehr, bekommst du diese Rolle.
role-flute_charmer-description = Solo, im Team der Flöte, in ihrem Kanal, kann aber nicht verzaubern. Betört einmal am Tag sofort eine Person (auch sich selbst oder jemanden aus der Flöte): erfährt die Rolle, die diese Person zu haben scheint (Verkleidungen, Umlenkungen und Behinderungen zählen), und danach ist sie schwach als Flötenspieler verkleidet. Die betörte Person erfährt davon nichts. Betörung und Verkleidung enden wortlos, sobald niemand aus dem Team oder dem Kanal der Flöte mehr lebt oder sobald die betörte Person auch verzaubert wird. Lebt kein Flötenspieler mehr, bekommt der Flötenbetörer die Rolle Flötenspieler und kann nicht mehr betören.
ability-flute_charmer-beguile = die Rolle erfahren, die eine Person zu haben scheint, und sie als Flötenspieler verkleiden

## Flute Player (Solo Power - Flute Team)

role-flute_player = Flötenspieler
role-flute_player-summary = Verzaubere jede Nacht Personen; das Team der Flöte gewinnt, sobald alle Lebenden verzaubert, ungebunden oder im Team der Flöte sind.
role-flute_player-description = Solo, im Team der Flöte. Verzaubert jede Nacht sofort Personen: eine für je zehn Personen, die ins Spiel ausgeteilt wurden (gerundet, mindestens eine); solange im Kanal der Flöte mehr als eine Person ist, die nicht die Rolle Flötenlehrling hat, jeder Flötenspieler eine für je zwanzig. Wer zum Team oder zum Kanal der Flöte gehört, kann nicht verzaubert werden. Eine verzauberte Person kommt in einen geheimen Kanal der Verzauberten, den die Flötenspieler aus ihrem eigenen Kanal mitlesen. Untersucht eine verzauberte Person mit einer Fähigkeit, die als von Behinderungen betroffen gilt (wie die der Rolle Wahrsager), erscheint das Ziel in drei von fünf Fällen als Flötenspieler. Das Team der Flöte gewinnt, wenn jede lebende Person verzaubert, ungebunden oder im Team der Flöte ist. Sobald niemand aus dem Team oder dem Kanal der Flöte mehr lebt, enden alle Verzauberungen wortlos. Die Flötenspieler erfahren nie, wer verzaubert ist.
ability-flute_player-enchant = eine Person verzaubern (eine pro Anwendung; deine Verzauberungen für heute Nacht werden gezählt)

## Fortune Apprentice (Townsfolk Miscellaneous)

role-fortune_apprentice = Wahrsagelehrling
role-fortune_apprentice-summary = Eine Person aus dem Dorf: Stirbt zum ersten Mal jemand mit einer untersuchenden Rolle des Dorfes, übernimmst du diese Rolle zu Beginn des nächsten Tages.
role-fortune_apprentice-description = Spielt für das Dorf, ohne eigene Fähigkeit. Wenn zum ersten Mal eine Person mit einer untersuchenden Rolle des Dorfes (Wahrsager, Aurenleser …) stirbt oder diese Rolle verliert, bekommt der Wahrsagelehrling zu Beginn des nächsten Tages diese Rolle, mit ihren Fähigkeiten, ihren Gruppen und dem, was sie zu Beginn kann. Der Wahrsagelehrling erfährt nicht, wer sie hatte, und nichts von dem, was diese Person erfahren hat. Hat sich die eigene Rolle bis dahin geändert, bekommt der Wahrsagelehrling nichts.

## Fortune Teller (Townsfolk Investigative)

role-fortune_teller = Wahrsager
role-fortune_teller-summary = Untersuche jede Nacht eine Person und erfahre ihre Rolle, wie sie erscheint.
role-fortune_teller-description = Erfährt jede Nacht sofort, welche Rolle eine Person zu haben scheint. Verkleidungen, Umlenkungen und Fähigkeitsblockaden können die Untersuchung täuschen oder aufhalten.
ability-fortune_teller-investigate = erfahren, welche Rolle eine Person zu haben scheint (Verkleidungen können dich täuschen)

## Grandma (Townsfolk Power)

role-grandma = Großmutter
role-grandma-summary = Wähle jede Nacht bis zu zwei Personen: Am nächsten Tag gehören ihre Stimmen dir.
role-grandma-description = Wählt jede Nacht sofort bis zu zwei Personen (auch sich selbst). Am nächsten Tag verliert jede gewählte Person in den Lynchabstimmungen und Wahlen eine Stimme (ihre Stimme wird weiter angezeigt, zählt aber nicht), und die Stimme der Großmutter zählt so viel, wie Personen gewählt wurden: 0, 1 oder 2. Hat eine gewählte Person keine Stimme, die sich nehmen ließe, verliert sie nichts, und die Großmutter erfährt es. Die Zusatzstimme des Bürgermeisteramts kann nie genommen werden. An diesem Tag teilen sich die Großmutter und die gewählten Personen einen Kanal, in dem die Großmutter ohne Namen spricht; am Ende des Tages leert sich der Kanal, und die Stimmen kehren zurück, auch wenn die Großmutter gestorben ist. Die Wahl der Großmutter kann umgelenkt werden.
ability-grandma-choose = bis zu zwei Personen wählen: Morgen zählen ihre Stimmen nicht, und deine zählt für jede von ihnen

## Greater Coyote (Werewolf Killing)

role-greater_coyote = Großer Kojote
role-greater_coyote-summary = Auf der Seite der Werwölfe, außerhalb des Rudels, an der Spitze der Kojoten: Nach einer Nacht, in der das Rudel niemanden aus dem Dorf getötet hat, stimmen die Kojoten ab, wen sie angreifen.
role-greater_coyote-description = Im Team der Werwölfe, aber kein Lykanthrop und nicht im Rudel: teilt sich einen Kanal mit den anderen Kojoten und kennt keinen anderen Wolf. In jeder Nacht, die auf eine Nacht folgt, in der das Rudel niemanden aus dem Dorf getötet hat, stimmen die Kojoten über eine Person ab, die am Ende der Nacht angegriffen wird. Stirbt die letzte Person, der die Rolle Großer Kojote ausgeteilt wurde (auch nachdem sie die Rolle verloren hat), werden die Kojoten aufgelöst, und die anderen treten dem Rudel als Wölfe bei.
ability-greater_coyote-ambush = beim Angriff der Kojoten abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Guardian (Extra Elected)

role-guardian = Wächteramt
role-guardian-summary = Schütze jede Nacht eine Person (zwei, solange mehr als 15 leben) vor Angriffen.
role-guardian-description = Das dritte Amt, gewählt am ersten Tag, an dem das Bürgermeisteramt und das Reporteramt von lebenden Personen besetzt sind und das Wächteramt von keiner. Schützt jede Nacht sofort eine Person – zwei, solange mehr als 15 Personen leben – für diese Nacht vor Angriffen (nicht vor anderen Todesarten). Wer letzte Nacht vom Wächteramt geschützt wurde, kann heute Nacht nicht geschützt werden; sich selbst zu schützen ist erlaubt.
ability-guardian-protect = eine Person (zwei, solange mehr als 15 leben) heute Nacht vor Angriffen schützen
ability-guardian-resign = dein Amt (oder deine Ämter) abgeben, wenn diese Phase endet

## Hag (Unaligned Miscellaneous)

role-hag = Vettel
role-hag-summary = Eine der Vetteln: Schließe an Tag 0 eine Vettelrolle aus; am Ende des Tages bekommst du eine der anderen.
role-hag-description = Ungebunden, eine der Vetteln: gewinnt zusammen mit dem siegreichen Team, wenn dem Zirkel mindestens einmal Unrecht getan wurde und dieses Team ihm nie Unrecht getan hat; eine tote Vettel gewinnt auch, solange eine Vettel lebt. An Tag 0 darf die Vettel eine der Rollen Boshafte Vettel, Vorsichtige Vettel und Prophetische Vettel ausschließen; wenn der Tag endet, bekommt sie eine der anderen, zufällig gezogen.
ability-hag-discard = an Tag 0: eine Vettelrolle (Boshafte, Vorsichtige, Prophetische Vettel) ausschließen, damit du sie nicht bekommst

## Hellhound (Werewolf Group)

role-hellhound = Höllenhund
role-hellhound-summary = Ein Wolf im Rudel, der sich außerdem einen geheimen Kanal mit den anderen Höllenhunden teilt.
role-hellhound-description = Ein Lykanthrop im Rudel und Mitglied der Gruppe der Höllenhunde: Alle Höllenhunde kennen einander von Anfang an und teilen sich ihren Kanal (ob sie es dem restlichen Rudel sagen, entscheiden sie selbst). Sobald ein Höllenhund Rolle oder Team wechselt, wird die Gruppe aufgelöst, und ihr Kanal schließt sich für alle. Wird zu zweit oder mehreren ausgeteilt.
ability-hellhound-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Herald (Townsfolk Power)

role-herald = Herold
role-herald-summary = Nenne eine Rolle; du erfährst, wenn die letzte lebende Person mit dieser Rolle stirbt.
role-herald-description = Nennt jederzeit sofort eine beliebige Rolle (im Spiel oder nicht). Stirbt die letzte lebende Person mit dieser Rolle, erfährt der Herold, dass die Rolle ausgestorben ist, nie aber, wer sie hatte; dann darf der Herold eine andere Rolle nennen. Nichts wird mitgeteilt, wenn niemand die Rolle hatte oder wenn die letzte Person mit der Rolle zu einer anderen Rolle gewechselt ist. Ein Wechsel der Wahl pro Phase, dazu ein Notfallwechsel pro Spiel. Verkleidungen und Behinderungen täuschen den Herold nicht.
ability-herald-await = eine Rolle nennen: Du erfährst, wenn die letzte lebende Person mit dieser Rolle stirbt (ein Wechsel pro Phase, dazu ein Notfallwechsel pro Spiel)

## Herding Dog (Solo Power - Flock Team)

role-herding_dog = Hütehund
role-herding_dog-summary = Du gewinnst mit dem Hirten: Sprich jede Nacht ohne Namen mit einer Person aus der Herde.
role-herding_dog-description = Im Team der Schar, in ihrem Kanal mit dem Hirten. Darf jede Nacht sofort eine Person aus der Herde in einen eigenen Kanal holen, in dem der Hütehund ohne Namen spricht, bis zur nächsten Nacht. Der Hirte darf den Hütehund in die Herde treiben, der dann im Kanal der Herde sitzt; der Hütehund darf die Herde jederzeit verlassen. Solange kein Hirte lebt, treibt der Hütehund jede Nacht eine Person in die Herde.
ability-herding_dog-fetch = bis zur nächsten Nacht ohne Namen mit einer Person aus der Herde sprechen, in einem eigenen Kanal
ability-herding_dog-herd = eine Person in die Herde treiben (solange kein Hirte lebt)
ability-herding_dog-stray = die Herde verlassen

## Hooker (Townsfolk Power)

role-hooker = Kurtisane
role-hooker-summary = Schlafe jede Nacht im Haus einer anderen Person: Angriffe auf dich gehen ins Leere, Angriffe auf sie treffen auch dich.
role-hooker-description = Darf jede Nacht sofort die Nacht im Haus einer anderen Person verbringen (nie zwei Nächte hintereinander bei derselben). Bis die Nacht endet, ist die Kurtisane nicht zu Hause: Angriffe auf die Kurtisane scheitern, aber jeder Angriff auf die gastgebende Person greift auch die Kurtisane an. Tötungen, die keine Angriffe sind, wirken wie gewohnt. Die Wahl ist ein Besuch, den Fähigkeitsblockaden aufhalten und Umlenkungen verschieben.
ability-hooker-sleep = die Nacht im Haus einer Person verbringen: Angriffe auf dich gehen ins Leere, Angriffe auf sie treffen dich (nicht bei der Person von letzter Nacht)

## Horseman (Solo Power - Horsemen Team)

role-horseman = Reiter
role-horseman-summary = Am Ende von Tag 0 bekommst du die Rolle eines bestimmten Reiters.
role-horseman-description = Ein Reiter, der noch nicht weiß, welcher: Am Ende von Tag 0 wird daraus der Reiter der Seuche, des Hungers, des Todes oder des Krieges (nach Wahl der Spielleitung oder zufällig gezogen). Ein Verhängnis über einen anderen Reiter scheitert und vereint die beiden im Kanal der Reiter. Wen ein Verhängnis trifft, erfährt das, nie aber, von wem; die Wirkungen eines Verhängnisses überdauern ihren Reiter, verschwinden aber, wenn kein Reiter mehr übrig ist. Sind alle lebenden Reiter vereint und alle anderen Lebenden vom Verhängnis getroffen, macht der Jüngste Tag aus jedem Reiter einen Apokalyptischen Reiter. Die Reiter gewinnen, wenn alle anderen tot sind.

## Horseman of Death (Solo Killing - Horsemen Team)

role-horseman_of_death = Reiter des Todes
role-horseman_of_death-summary = Bring jede Nacht das Verhängnis über eine Person: Sie stirbt am Ende der nächsten Nacht.
role-horseman_of_death-description = Darf jede Nacht sofort das Verhängnis über eine Person bringen: Sie stirbt am Ende der nächsten Nacht; das ist kein Angriff, daher rettet sie kein Schutz. Ein Verhängnis über einen anderen Reiter scheitert und vereint die beiden im Kanal der Reiter. Wen ein Verhängnis trifft, erfährt das, nie aber, von wem; die Wirkungen eines Verhängnisses überdauern ihren Reiter, verschwinden aber, wenn kein Reiter mehr übrig ist. Sind alle lebenden Reiter vereint und alle anderen Lebenden vom Verhängnis getroffen, macht der Jüngste Tag aus jedem Reiter einen Apokalyptischen Reiter. Die Reiter gewinnen, wenn alle anderen tot sind.
ability-horseman_of_death-doom = das Verhängnis über eine Person bringen (trifft es einen anderen Reiter, vereint es euch stattdessen)

## Horseman of Famine (Solo Power - Horsemen Team)

role-horseman_of_famine = Reiter des Hungers
role-horseman_of_famine-summary = Bring jede Nacht das Verhängnis über eine Person: Von da an scheint sie eine Reiterrolle zu haben.
role-horseman_of_famine-description = Darf jede Nacht sofort das Verhängnis über eine Person bringen: Die Person ist für immer (stark) als eine Reiterrolle verkleidet, die zu Beginn von Nacht 1 im Spiel war. Ein Verhängnis über einen anderen Reiter scheitert und vereint die beiden im Kanal der Reiter. Wen ein Verhängnis trifft, erfährt das, nie aber, von wem; die Wirkungen eines Verhängnisses überdauern ihren Reiter, verschwinden aber, wenn kein Reiter mehr übrig ist. Sind alle lebenden Reiter vereint und alle anderen Lebenden vom Verhängnis getroffen, macht der Jüngste Tag aus jedem Reiter einen Apokalyptischen Reiter. Die Reiter gewinnen, wenn alle anderen tot sind.
ability-horseman_of_famine-doom = das Verhängnis über eine Person bringen (trifft es einen anderen Reiter, vereint es euch stattdessen)

## Horseman of Pestilence (Solo Power - Horsemen Team)

role-horseman_of_pestilence = Reiter der Seuche
role-horseman_of_pestilence-summary = Bring jede Nacht das Verhängnis über eine Person: Jede Fähigkeit, die sie versucht, scheitert in dieser Nacht und am nächsten Tag.
role-horseman_of_pestilence-description = Darf jede Nacht sofort das Verhängnis über eine Person bringen: Bis zum Ende des folgenden Tages scheitert jede Fähigkeit, die diese Person versucht, auch automatische, und eine Gruppenaktion scheitert, wenn diese Person sie ausführt. Passive Fähigkeiten, Chat und Stimmen funktionieren weiter. Ein Verhängnis über einen anderen Reiter scheitert und vereint die beiden im Kanal der Reiter. Wen ein Verhängnis trifft, erfährt das, nie aber, von wem; die Wirkungen eines Verhängnisses überdauern ihren Reiter, verschwinden aber, wenn kein Reiter mehr übrig ist. Sind alle lebenden Reiter vereint und alle anderen Lebenden vom Verhängnis getroffen, macht der Jüngste Tag aus jedem Reiter einen Apokalyptischen Reiter. Die Reiter gewinnen, wenn alle anderen tot sind.
ability-horseman_of_pestilence-doom = das Verhängnis über eine Person bringen (trifft es einen anderen Reiter, vereint es euch stattdessen)

## Horseman of War (Solo Power - Horsemen Team)

role-horseman_of_war = Reiter des Krieges
role-horseman_of_war-summary = Bring zweimal pro Nacht das Verhängnis über eine Person: Am nächsten Tag zählt ihre Stimme nicht, und sie kann nicht gewählt werden.
role-horseman_of_war-description = Darf jede Nacht sofort das Verhängnis über zwei Personen bringen (eine nach der anderen): Am nächsten Tag zählt ihre öffentliche Stimme nichts, und gewinnt eine von ihnen die Wahl, wird niemand gewählt. Ein Verhängnis über einen anderen Reiter scheitert und vereint die beiden im Kanal der Reiter. Wen ein Verhängnis trifft, erfährt das, nie aber, von wem; die Wirkungen eines Verhängnisses überdauern ihren Reiter, verschwinden aber, wenn kein Reiter mehr übrig ist. Sind alle lebenden Reiter vereint und alle anderen Lebenden vom Verhängnis getroffen, macht der Jüngste Tag aus jedem Reiter einen Apokalyptischen Reiter. Die Reiter gewinnen, wenn alle anderen tot sind.
ability-horseman_of_war-doom = das Verhängnis über eine Person bringen (trifft es einen anderen Reiter, vereint es euch stattdessen)

## Huntress (Townsfolk Killing)

role-huntress = Jäger
role-huntress-summary = Wähle ein Ziel; stirbst du anders als durch eine Lynchung, greifst du es mit deinem letzten Atemzug an.
role-huntress-description = Eine Person aus dem Dorf mit einem letzten Schuss. Der Jäger darf jederzeit eine Person wählen (nie sich selbst) oder niemanden und die Wahl einmal pro Phase ändern, dazu ein Notfallwechsel pro Spiel. Stirbt der Jäger auf irgendeine Weise außer durch eine direkte Lynchung durch die Abstimmung des Tages (eine Lynchung, die eine andere Rolle an Stelle der Abstimmung ausführt, zählt hier wie jeder andere Tod), greift der Jäger das Ziel sofort an; gelingt der Angriff, erfahren alle, wer die Rolle Jäger hatte. Ist das Ziel schon tot oder wurde niemand gewählt, geschieht nichts, und die Rolle bleibt verborgen. Eine Fähigkeitsblockade hält den Schuss auf wie jede andere Fähigkeit. Gewinnt mit dem Dorf.
ability-huntress-target = wählen, wen du mit deinem letzten Atemzug angreifst (ein Wechsel pro Phase, ein Notfallwechsel)

## Huntsman (Townsfolk Investigative)

role-huntsman = Waidmann
role-huntsman-summary = Prüfe jede Nacht eine Person und erfahre, ob sie zum Rudel gehört.
role-huntsman-description = Prüft jede Nacht sofort eine Person und erfährt nur, ob sie Mitglied des Rudels ist. Geprüft wird das Rudel selbst, nicht die Rolle, daher ändert keine Verkleidung und keine Behinderung die Antwort; eine Umlenkung verschiebt die Prüfung trotzdem auf eine andere Person.
ability-huntsman-hunt = erfahren, ob eine Person zum Rudel gehört (Verkleidungen können dich nicht täuschen)

## Idiot (Townsfolk Miscellaneous)

role-idiot = Dorfdepp
role-idiot-summary = Wenn du zum ersten Mal sterben würdest, lebst du weiter, verlierst aber deine Stimme.
role-idiot-description = Eine Person aus dem Dorf ohne Fähigkeit, die sich anwenden ließe. Was den Dorfdeppen zum ersten Mal töten würde, eine Lynchung, ein Angriff oder eine Tötung, tötet nicht (hält ein Schutz es vorher auf, bleibt das Überleben unverbraucht); der Dorfdepp erfährt es, und von da an zählt die Stimme des Dorfdeppen in den öffentlichen Abstimmungen nichts. Wer als Dorfdepp das Bürgermeisteramt hat, behält dessen Zusatzstimme.

## Imp (Solo Miscellaneous - Hell Team)

role-imp = Kobold
role-imp-summary = Du hast den Teufel kopiert: Du teilst den Kanal der Hölle und gewinnst mit dem Teufel.
role-imp-description = Solo, im Team der Hölle, gemeinsam mit dem Teufel in ihrem Kanal; keine Fähigkeit. Wer die Rolle Teufel ein zweites Mal bekommen würde, bekommt stattdessen die Rolle Kobold. Die eigene Seele geht dabei in den Seelenvorrat. Gewinnt mit dem Teufel.

## Infecting Wolf (Werewolf Power)

role-infecting_wolf = Infizierender Wolf
role-infecting_wolf-summary = Ein Wolf im Rudel, der in Nacht 1 eine Person in einen Wolf verwandelt.
role-infecting_wolf-description = Ein Lykanthrop im Rudel. Infiziert in Nacht 1 sofort eine Person (infect), die ein Wolf im Rudel wird; ist bis zum Ende der Nacht keine Wahl getroffen, wird stattdessen eine zufällige Person außerhalb des Rudels infiziert. Einmal pro Spiel. Bei einem Mitglied des Rudels oder des Teams der Werwölfe verpufft die Infektion; aus einem Bäcker oder Metzger wird ein Blutiger Metzger (und aus den anderen Bäckern werden Metzger).
ability-infecting_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen
ability-infecting_wolf-infect = in Nacht 1 eine Person in einen Wolf verwandeln (einmal; ohne Wahl wird eine zufällige Person infiziert)

## Innkeeper (Townsfolk Power)

role-innkeeper = Wirt
role-innkeeper-summary = Nenne jede Nacht eine Rolle und erfahre, wie viele lebende Personen sie haben.
role-innkeeper-description = Nennt jede Nacht sofort eine beliebige Rolle (im Spiel oder nicht) und erfährt, wie viele lebende Personen sie haben. Eine starke Verkleidung zählt als die Rolle, die sie zeigt; schwache Verkleidungen und Behinderungen ändern nichts. Die Zählung erreicht keine Person, daher lenkt nichts sie um; eine Fähigkeitsblockade lässt sie scheitern.
ability-innkeeper-census = erfahren, wie viele lebende Personen eine Rolle haben (starke Verkleidungen können dich täuschen)

## Journalist (Townsfolk Miscellaneous)

role-journalist = Journalist
role-journalist-summary = Führe ein Notizbuch in einem geheimen Kanal; stirbst du, bekommt es eine Person mit der Rolle, die du genannt hast.
role-journalist-description = Der Journalist hat einen eigenen geheimen Kanal, das Notizbuch, um darin alles Mögliche aufzuschreiben. Der Journalist darf jederzeit eine Rolle nennen (jede Rolle, im Spiel oder nicht) und sie einmal pro Phase ändern, dazu ein Notfallwechsel pro Spiel. Stirbt der Journalist, tritt eine lebende Person mit dieser Rolle (bei mehreren eine zufällig gezogene) dem Kanal des Notizbuchs bei und sieht alles, was darin geschrieben steht; hat keine lebende Person die Rolle, bekommt niemand das Notizbuch. Wer die Rolle Journalist verliert, verliert das Notizbuch.
ability-journalist-entrust = eine Rolle nennen: Wer sie hat, bekommt dein Notizbuch, wenn du stirbst (ein Wechsel pro Phase, ein Notfallwechsel)

## Juror (Townsfolk Group)

role-juror = Jurymitglied
role-juror-summary = Du gehörst zur Jury: Ab Nacht 2 stimmt sie jede Nacht darüber ab, welche Person sie untersucht.
role-juror-description = Eine Person aus dem Dorf in der Jury: Die Jurymitglieder kennen einander von Anfang an und teilen sich einen Kanal. Ab Nacht 2 stimmt die Jury jede Nacht über eine Person ab, die sie untersucht (indict); eine zufällig gezogene Person unter denen, die für die Person mit den meisten Stimmen gestimmt haben, untersucht sie am Ende der Nacht (Verkleidungen und Behinderungen zählen, so wie dieses Jurymitglied sie sehen würde), und die Jury erfährt die Rolle. Eine Rolle, die nicht für das Dorf spielt, wird allen verkündet. Die Jury wird für immer aufgelöst, sobald weniger als zwei Jurymitglieder leben. Ein Jurymitglied, das die Rolle verliert, behält die Stimme. Wird zu zweit oder mehreren ausgeteilt.
ability-juror-indict = für die Person stimmen, die die Jury heute Nacht untersucht (änderbar, bis die Nacht endet)

## Knowledgeable Wolf (Werewolf Miscellaneous)

role-knowledgeable_wolf = Wissender Wolf
role-knowledgeable_wolf-summary = Ein Wolf im Rudel, der zu Beginn des Spiels einige der Rollen darin kennt.
role-knowledgeable_wolf-description = Ein Lykanthrop im Rudel. Erfährt zu Beginn des Spiels einige Rollen der Rollenliste: die, die die Spielleitung gewählt hat (das können alle sein), sonst eine zufällige Hälfte. Wird nur in Spielen ausgeteilt, deren Rollenliste teilweise oder privat ist.
ability-knowledgeable_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Lesser Coyote (Werewolf Group)

role-lesser_coyote = Kleiner Kojote
role-lesser_coyote-summary = Auf der Seite der Werwölfe, außerhalb des Rudels, bei den Kojoten: Lösen sie sich auf, trittst du dem Rudel bei.
role-lesser_coyote-description = Im Team der Werwölfe, aber kein Lykanthrop und nicht im Rudel: teilt sich einen Kanal mit den anderen Kojoten und kennt keinen anderen Wolf; stimmt bei den Angriffen der Kojoten mit. Stirbt der letzte Große Kojote, tritt der Kleine Kojote dem Rudel als Wolf bei. Wird nur mit einem Großen Kojoten ausgeteilt.
ability-lesser_coyote-ambush = beim Angriff der Kojoten abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Lone Warlock (Werewolf Investigative)

role-lone_warlock = Einsamer Hexer
role-lone_warlock-summary = Auf der Seite der Werwölfe, außerhalb des Rudels: Prüfe jede Nacht eine Person und erfahre ihre Rolle; stirbt ein Mitglied des Rudels, trittst du dem Rudel als Wolf bei.
role-lone_warlock-description = Im Team der Werwölfe, aber kein Lykanthrop und nicht im Rudel: Der Einsame Hexer und das Rudel kennen einander nicht. Prüft jede Nacht sofort eine Person und erfährt die Rolle, die sie zu haben scheint (Verkleidungen, Umlenkungen, Behinderungen und Blockaden können die Prüfung täuschen, umlenken oder aufhalten). Sobald ein Mitglied des Rudels stirbt, verliert der Einsame Hexer diese Fähigkeit und tritt dem Rudel als gewöhnlicher Wolf bei.
ability-lone_warlock-divine = erfahren, welche Rolle eine Person zu haben scheint (Verkleidungen können dich täuschen)

## Lone Wolf (Werewolf Killing)

role-lone_wolf = Einsamer Wolf
role-lone_wolf-summary = Ein Lykanthrop außerhalb des Rudels: Greife jede Nacht eine Person an; stirbt ein Mitglied des Rudels, trittst du dem Rudel als Wolf bei.
role-lone_wolf-description = Im Team der Werwölfe und ein Lykanthrop, aber allein: Der Einsame Wolf und das Rudel kennen einander nicht. Wählt jede Nacht eine Person, mit Wirkung am Ende der Nacht: Eine Person aus dem Dorf wird angegriffen; eine wölfische Person (ein Werwolf, ein Lykanthrop, ein Mitglied des Rudels) tötet stattdessen den Einsamen Wolf (eine Tötung, kein Angriff); alle anderen werden verschont. Sobald ein Mitglied des Rudels stirbt, verliert der Einsame Wolf diese Fähigkeit und tritt dem Rudel als gewöhnlicher Wolf bei.
ability-lone_wolf-hunt = am Ende der Nacht eine Person angreifen: Jemand aus dem Dorf wird angegriffen, eine wölfische Person tötet stattdessen dich, alle anderen werden verschont

## Lover (Extra Miscellaneous)

role-lover = Große Liebe
role-lover-summary = Die große Liebe, die ein Amor gewählt hat: Ihr beide seid ein Liebespaar, sterbt gemeinsam und gewinnt gemeinsam.
role-lover-description = Wird zusätzlich zur ausgeteilten Rolle gehalten, die du behältst. In Nacht 1 wählt jeder Amor eine große Liebe (oder eine wird gezogen); die große Liebe tritt dem Kanal des Amors bei. Stirbt jemand vom Liebespaar, stirbt auch die andere Person, und alle erfahren, dass die Verliebten gestorben sind. Die Gesinnung des Paares verbindet beide Grundgesinnungen: Ist es dieselbe, gewinnt das Paar mit ihr; sind es zwei verschiedene, gewinnt es erst, wenn beide Bedingungen erfüllt sind, als eigenes Team. Nichts bringt die große Liebe von der Gesinnung ihres Amors ab.
role-lover-handed_out = Ein Amor wählt in Nacht 1 die eigene große Liebe.
role-lover-status = verliebt

## Lupine Cupid (Unaligned Align - Cupid)

role-lupine_cupid = Wölfischer Amor
role-lupine_cupid-summary = Ein Amor, dessen große Liebe ein Werwolf ist: Die Angriffe der Werwölfe auf dich scheitern.
role-lupine_cupid-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, dessen große Liebe im Team der Werwölfe oder im Rudel ist, bekommt diese Rolle: ein Lykanthrop außerhalb des Rudels, den der Angriff keiner wölfischen Person töten kann. Die Siegbedingung ist die der Rolle Amor: Das Paar muss alle anderen überleben.

## Macho (Townsfolk Miscellaneous)

role-macho = Macho
role-macho-summary = Wirst du nachts angegriffen, lebst du noch bis zum Ende des nächsten Tages und weißt, wer dich angegriffen hat.
role-macho-description = Eine Person aus dem Dorf ohne Fähigkeit, die sich anwenden ließe. Ein Angriff in der Nacht tötet den Macho nicht sofort: Am Morgen erfahren alle, dass der Macho angegriffen wurde, nur der Macho erfährt, wer angegriffen hat (bei mehreren eine zufällig gezogene Person; bei einem Angriff des Rudels das Mitglied, das ihn für das Rudel ausgeführt hat), und der Macho stirbt am Ende dieses Tages. Hält ein Schutz den Angriff vorher auf, bleibt der Macho unversehrt; eine Lynchung oder eine Tötung wirkt wie bei allen anderen.

## Mad Scientist (Townsfolk Killing)

role-mad_scientist = Verrückter Wissenschaftler
role-mad_scientist-summary = Du hast zwei Versuchspersonen aus zwei verschiedenen Teams; stirbst du, stirbt die, die du gewählt hast, mit dir.
role-mad_scientist-description = Zu Beginn des Spiels bekommt der Verrückte Wissenschaftler zwei andere Personen als Versuchspersonen, aus zwei verschiedenen Teams gezogen und nie ungebunden. Die Rolle Versuchsperson ist eine Zusatzrolle zur eigenen Rolle: Die Versuchspersonen und der Wissenschaftler teilen sich den Kanal des Labors, in dem der Wissenschaftler ohne Namen spricht; die Versuchspersonen kennen einander, wissen aber nicht, wer der Wissenschaftler ist. Der Wissenschaftler darf jederzeit eine der beiden Versuchspersonen wählen, auch eine tote (ein Wechsel pro Phase, dazu ein Notfallwechsel). Stirbt der Wissenschaftler, auf welche Weise auch immer, stirbt die gewählte Versuchsperson sofort (eine Tötung, kein Angriff); ist keine gewählt, stirbt eine zufällige lebende. Stirbt dadurch jemand, erfahren alle, wer die Rolle Verrückter Wissenschaftler hatte. Eine Fähigkeitsblockade hält das auf wie jede andere Fähigkeit. Gewinnt mit dem Dorf.
ability-mad_scientist-target = wählen, welche deiner zwei Versuchspersonen mit dir stirbt (ein Wechsel pro Phase, ein Notfallwechsel)

## Mayor (Extra Elected)

role-mayor = Bürgermeisteramt
role-mayor-summary = Solange höchstens 15 Mitspielende leben, bekommst du eine Zusatzstimme; sonst darfst du eine zweite Lynchabstimmung ausrufen.
ability-mayor-resign = dein Amt (oder deine Ämter) niederlegen, wenn diese Phase endet
ability-mayor-secondpoll = (mehr als 15 am Leben) für morgen eine zweite Lynchabstimmung ausrufen

## Medium (Townsfolk Power)

role-medium = Medium
role-medium-summary = Stelle jede Nacht den Toten eine Ja/Nein-Frage; wenn der Tag endet, erfährst du ihre Antwort.
role-medium-description = Jede Nacht hat das Medium einen eigenen geheimen Kanal (die Séance); die letzte Zeile, die dort in der Nacht geschrieben wird, ist die Frage. Wenn der Tag beginnt, wird der Kanal geschlossen und die Frage den Toten gestellt, die tagsüber mit Ja oder Nein antworten (die Toten aller Teams). Wenn der Tag endet, erfährt das Medium die Antwort: Ja, Nein oder unentschieden (bei Gleichstand oder wenn niemand geantwortet hat), nie, wer was geantwortet hat. Gewinnt mit dem Dorf.

## Oracle (Townsfolk Investigative)

role-oracle = Orakel
role-oracle-summary = Vergleiche jede Nacht zwei Personen und erfahre, ob sie dieselbe Gesinnung haben.
role-oracle-description = Wählt jede Nacht sofort zwei Personen (auch sich selbst) und erfährt, ob die beiden gerade für dieselbe Seite spielen. Jede Person kann nur einmal im Spiel gewählt werden. Ungebundene Personen haben untereinander dieselbe Gesinnung; verschiedene Soloteams nicht. Verkleidungen und Behinderungen ändern daran nichts; Umlenkungen schon.
ability-oracle-compare = erfahren, ob zwei Personen zurzeit dieselbe Gesinnung haben (jede Person einmal pro Spiel)

## Pack Tanner (Werewolf Power)

role-pack_tanner = Rudelgerber
role-pack_tanner-summary = Im Rudel, aber kein Lykanthrop: Verkleide jeden Tag eine Person schwach als eine beliebige Rolle, bis die Nacht endet.
role-pack_tanner-description = Ein Mitglied des Rudels, das kein Lykanthrop ist: teilt sich den Kanal des Rudels und stimmt bei seinem Angriff mit. Darf jeden Tag sofort eine Person (auch sich selbst) als eine beliebige Rolle verkleiden: Bis zum Ende der kommenden Nacht erscheint diese Person bei Untersuchungen, die schwache Verkleidungen lesen, als diese Rolle, auch wenn der Rudelgerber stirbt. Wer gestern verkleidet wurde, kann heute nicht wieder verkleidet werden.
ability-pack_tanner-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen
ability-pack_tanner-dress = eine Person bis zum Ende der kommenden Nacht schwach als eine beliebige Rolle verkleiden

## Plague Bearer (Solo Killing - Plague Team)

role-plague_bearer = Pestträger
role-plague_bearer-summary = Lass jede Nacht eine Ratte frei, die eine Person ansteckt; die Pest verbreitet sich über Besuche.
role-plague_bearer-description = Solo, im Team der Pest; alle Pestträger sind in der Pestgrube und teilen sich einen Vorrat an Ratten (eine je fünf Mitspielende, gerundet). Jeder Pestträger darf pro Nacht eine Ratte freilassen, die sofort eine Person ansteckt. Wer eine angesteckte Person besucht oder von ihr besucht wird, fängt sich die Pest ein; sie tötet am Ende der zweiten Nacht nach der Ansteckung (kein Angriff). Eine Ratte, die auf den Pestarzt angesetzt wird, tötet den Pestarzt und ist nicht verbraucht. Gewinnt, wenn nur noch Mitglieder der Pest (und ungebundene Personen) leben – nie, solange ein Pestarzt lebt.
ability-plague_bearer-contaminate = eine Ratte freilassen, die eine Person ansteckt (eine pro Nacht; die Ratten gehören allen Pestträgern gemeinsam)

## Plague Carrier (Solo Miscellaneous - Plague Team)

role-plague_carrier = Pestbote
role-plague_carrier-summary = Du gewinnst mit den Pestträgern; die Pest tötet dich nie, und du verbreitest sie.
role-plague_carrier-description = Solo, im Team der Pest, im Kanal der Pestträger, ohne eigene Fähigkeit. Fängt sich die Pest bei Besuchen ein wie alle anderen, stirbt aber nie daran und bleibt ansteckend (eine Heilung wirkt trotzdem). Auf den Pestboten darf keine Ratte angesetzt werden. Erfährt zu Beginn jeder Phase, wie viele lebende Personen ansteckend sind. Stirbt der letzte Pestträger, während noch Ratten übrig sind, wird der Pestbote zum Pestträger (und ist nicht mehr ansteckend). Kann nicht gewinnen, solange ein Pestarzt lebt. Wer einen Pestträger kopiert, wird zum Pestboten.

## Plague Doctor (Unaligned Investigative)

role-plague_doctor = Pestarzt
role-plague_doctor-summary = Untersuche nachts Personen auf die Pest und heile sie tagsüber; steige auf, sobald das Team der Pest fort ist.
role-plague_doctor-description = Ungebunden. Erfährt jede Nacht sofort, ob eine Person die Pest hat und seit welcher Phase (beim Team der Pest zeigt sie sich nie). Hat eine Phiole je fünf Mitspielende (gerundet) und darf jeden Tag eine davon verbrauchen, um eine Person sofort zu heilen, ohne dass sie es erfährt. Immun gegen Ansteckung, aber eine Ratte, die auf den Pestarzt angesetzt wird, tötet den Pestarzt. Steigt auf und gewinnt, sobald niemand aus dem Team der Pest mehr lebt; kann tot nicht gewinnen. Solange der Pestarzt lebt, kann das Team der Pest nicht gewinnen.
ability-plague_doctor-check = erfahren, ob eine Person die Pest hat, und seit wann
ability-plague_doctor-cure = eine Phiole verbrauchen, um eine Person sofort zu heilen (sie erfährt es nicht)

## Plagued Cupid (Unaligned Align - Cupid)

role-plagued_cupid = Verpesteter Amor
role-plagued_cupid-summary = Ein Amor, dessen große Liebe zum Team der Pest gehört: Die Pest tötet dich nie.
role-plagued_cupid-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, dessen große Liebe zum Team der Pest gehört, wird zu dieser Rolle: Angesteckt stirbt dieser Amor nie an der Pest und bleibt ansteckend; für einen Pestarzt ist dieser Amor immer gesund. Die Siegbedingung ist die der Rolle Amor.

## Priest (Townsfolk Killing)

role-priest = Priester
role-priest-summary = Bespritze jede Nacht eine Person mit Weihwasser: Ein Lykanthrop wird angegriffen; trifft es jemanden aus dem Dorf, stirbst stattdessen du.
role-priest-description = Eine Person aus dem Dorf, die mit Weihwasser Werwölfe jagt. Der Priester darf jede Nacht eine Person wählen; das wird am Ende der Nacht ausgeführt: Ein Lykanthrop (ein echter Werwolf, kein Fuchs und kein Hexenmeister) wird angegriffen, und ein Schutz kann das aufhalten; eine Person mit der Gesinnung des Dorfes tötet stattdessen den Priester (eine Tötung, die ein Schutz vor Angriffen nicht aufhält); alle anderen bleiben verschont, ebenso der Priester, der nur erfährt, dass es gescheitert ist. Der Priester erkennt die wahre Rolle: Verkleidungen täuschen das Weihwasser nicht. Gewinnt mit dem Dorf.
ability-priest-sprinkle = am Ende der Nacht eine Person mit Weihwasser bespritzen: Ein Lykanthrop wird angegriffen, bei jemandem aus dem Dorf stirbst stattdessen du, alle anderen bleiben verschont

## Prophetic Hag (Unaligned Investigative)

role-prophetic_hag = Prophetische Vettel
role-prophetic_hag-summary = Eine der Vetteln: Verbrauche die Anwendungen deines Zaubers, um die aktuelle Gesinnung von Personen zu erfahren.
role-prophetic_hag-description = Ungebunden, eine der Vetteln: gewinnt zusammen mit dem siegreichen Team, wenn dem Zirkel mindestens einmal Unrecht getan wurde und dieses Team ihm nie Unrecht getan hat; eine tote Vettel gewinnt auch, solange eine Vettel lebt. Nachts zeigt jede Anwendung des Zaubers sofort die aktuelle Gesinnung einer anderen Person; nichts kann das täuschen. Zu Beginn eine Anwendung, dazu eine weitere jedes Mal, wenn dem Zirkel Unrecht getan wird. Stark als Vettel verkleidet.
ability-prophetic_hag-foresee = eine Anwendung deines Zaubers verbrauchen: die aktuelle Gesinnung einer anderen Person erfahren

## Psychic Wolf (Werewolf Investigative)

role-psychic_wolf = Hellsichtiger Wolf
role-psychic_wolf-summary = Ein Wolf im Rudel: Rate jede Nacht die Rolle einer Person und erfahre, ob dein Tipp stimmt.
role-psychic_wolf-description = Ein Lykanthrop im Rudel. Nennt jede Nacht sofort eine Person und eine Rolle („guess X ROLE“): Ein richtiger Tipp wird bestätigt; ein falscher wird nur nicht bestätigt. Geprüft wird der Tipp gegen die Rolle, die die Person zu haben scheint, daher können Verkleidungen, Umlenkungen, Behinderungen und Fähigkeitsblockaden ihn täuschen, umlenken oder aufhalten.
ability-psychic_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen
ability-psychic_wolf-guess = die Rolle einer Person raten: Du erfährst, ob der Tipp stimmt (Verkleidungen können dich täuschen)

## Psychopath (Unaligned Investigative)

role-psychopath = Psychopath
role-psychopath-summary = Überlebe alle auf deiner Liste, um zu gewinnen; verkleide dich, wie es dir gefällt.
role-psychopath-description = Ungebunden. Beginnt mit einer Liste von einem Drittel der Mitspielenden (mindestens eine Person aus jedem Team mit zwei oder mehr Mitgliedern); sind alle davon tot, während der Psychopath lebt, steigt der Psychopath auf (ein Sieg), und das Spiel geht weiter. Darf sich stark als eine beliebige Rolle verkleiden (ein Wechsel pro Phase, ein Notfallwechsel; die Verkleidung geht mit der Rolle verloren) und jeden Tag entweder die scheinbare Rolle einer Person untersuchen oder eine Person für diesen Tag und die Nacht danach schwach verkleiden.
ability-psychopath-mask = dich stark als eine beliebige Rolle verkleiden (ein Wechsel pro Phase, ein Notfallwechsel)
ability-psychopath-probe = erfahren, welche Rolle eine Person zu haben scheint (statt heute jemanden zu verkleiden)
ability-psychopath-veil = eine Person für heute und heute Nacht schwach als eine Rolle verkleiden (statt zu untersuchen)

## Pyromancer (Solo Killing - Pyro Team)

role-pyromancer = Pyromant
role-pyromancer-summary = Bestreue jede Nacht eine Person mit Pulver, oder setze alle in Brand, auf denen Pulver liegt.
role-pyromancer-description = Solo, im Team der Pyros, im Kanal der Pyros. Macht jede Nacht einen Zug: bestreut sofort eine Person mit Pulver, entfernt sofort das Pulver von einer Person oder entscheidet sich, Feuer zu legen: Wenn die Nacht endet, greift der Pyromant jede Person an, auf der Pulver liegt (egal, wer aus dem Team es gestreut hat); wer überlebt, bleibt mit Pulver bestreut. Wer mit Pulver bestreut wird, erfährt es nicht. Die Pyros gewinnen, wenn nur noch sie (und ungebundene Personen) am Leben sind.
ability-pyromancer-ignite = alle, auf denen Pulver liegt, in Brand setzen, wenn die Nacht endet (dein einziger Zug heute Nacht)
ability-pyromancer-powder = eine Person mit Pulver bestreuen (dein einziger Zug heute Nacht): Jedes Feuer verbrennt alle, auf denen Pulver liegt
ability-pyromancer-unpowder = das Pulver von einer Person entfernen (dein einziger Zug heute Nacht, statt zu bestreuen)
ability-pyromancer-blaze = (automatisch) das Feuer, das du gewählt hast

## Ranger (Townsfolk Miscellaneous)

role-ranger = Waldläufer
role-ranger-summary = Wähle ein Ziel; stirbst du anders als durch eine Lynchung, erfahren alle deine Rolle, dein Ziel und dessen Rolle.
role-ranger-description = Eine Person aus dem Dorf mit einem letzten Wort. Der Waldläufer darf jederzeit eine Person wählen (nie sich selbst) oder niemanden und die Wahl einmal pro Phase ändern, dazu ein Notfallwechsel pro Spiel. Stirbt der Waldläufer auf irgendeine Weise außer durch eine direkte Lynchung in der Abstimmung des Tages, erfahren sofort alle (bei einem Tod in der Nacht in der Geschichte des Morgens), dass diese Person die Rolle Waldläufer hatte, wer das Ziel ist und welche Rolle das Ziel hat, so wie eine starke Verkleidung sie zeigt (schwache Verkleidungen zählen nicht). Ist das Ziel schon tot oder wurde niemand gewählt, wird nichts enthüllt, nicht einmal die eigene Rolle. Eine Fähigkeitsblockade hält die Enthüllung auf wie jede andere Fähigkeit. Gewinnt mit dem Dorf.
ability-ranger-target = wählen, wen du mit deinem letzten Atemzug enthüllst (ein Wechsel pro Phase, ein Notfallwechsel)

## Ravenkeeper (Townsfolk Power)

role-ravenkeeper = Rabenhüter
role-ravenkeeper-summary = Verteile nachts Raben oder spioniere: Erfahre, wer unter den Personen mit deinen Raben auf wen eine Aktion anwendet.
role-ravenkeeper-description = Beginnt mit einem Raben je fünf Mitspielende (abgerundet). Darf jede Nacht sofort entweder einer Person einen Raben geben, einen Raben von einer Person zu einer anderen fliegen lassen oder spionieren: Für den Rest dieser Nacht erfährt der Rabenhüter jedes Mal, wenn eine Person mit einem dieser Raben eine Aktion auf eine andere Person mit einem Raben anwendet, beide Namen und wer gehandelt hat, aber nicht, was getan wurde. Raben, die niemandem gegeben wurden, bleiben beim Rabenhüter, der dann selbst als Person mit Rabe zählt. Ein Rabe bei einer Person, die stirbt, fliegt sofort zurück. Umlenkungen verschieben auch die Wahl des Rabenhüters; mehrere Rabenhüter behalten jeweils ihre eigenen Raben.
ability-ravenkeeper-assign = einer Person einen deiner Raben geben
ability-ravenkeeper-reassign = einen deiner Raben von einer Person zu einer anderen fliegen lassen
ability-ravenkeeper-spy = für den Rest der Nacht erfahren, wer unter den Personen mit deinen Raben auf wen eine Aktion anwendet

## Reaper (Solo Killing - Nightmare Team)

role-reaper = Sensenmann
role-reaper-summary = Mach jede Nacht Personen schlaflos und leih dir die Fähigkeiten der Toten: Der Albtraum gewinnt, sobald alle Lebenden schlaflos sind oder zu dir gehören.
role-reaper-description = Führt den Albtraum, ein Soloteam, in dessen Kanal. Macht jede Nacht sofort eine Person schlaflos; sie erfährt es nicht. Wendet eine schlaflose Person eine Fähigkeit auf den Sensenmann an, scheitert sie, und der Sensenmann greift diese Person sofort an; die Fähigkeiten aller anderen gehen an die Person, die der Sensenmann markiert hat. Zu Beginn jeder Nacht erfährt der Sensenmann die Rollen derer, die seit Beginn der letzten Nacht gestorben sind, und darf für jede davon in dieser Nacht: angreifen (bei einer tötenden Rolle), eine weitere Person schlaflos machen (bei einer Machtrolle), die Rolle einer Person prüfen (bei einer untersuchenden Rolle), einen Geist erschaffen (bei einer anwerbenden oder verbündenden Rolle) oder eine neue Markierung wählen (bei jeder anderen). Wer den Sensenmann kopiert, wird zum Gespenst. Der Albtraum gewinnt, sobald jede lebende Person schlaflos ist oder zum Albtraum gehört; ist niemand vom Albtraum mehr übrig, schlafen alle wieder, ohne es zu erfahren.
ability-reaper-haunt = eine Person schlaflos machen (sie erfährt es nicht)
ability-reaper-reap = heute Nacht eine Person angreifen (eine tötende Rolle ist gestorben)
ability-reaper-peer = erfahren, welche Rolle eine Person zu haben scheint (eine untersuchende Rolle ist gestorben)
ability-reaper-recruit = eine Person zu deinem Geist machen (eine anwerbende Rolle ist gestorben)
ability-reaper-mark = die Person wählen, an die Fähigkeiten gehen, die auf dich angewandt werden

## Recluse (Werewolf Miscellaneous)

role-recluse = Einsiedler
role-recluse-summary = Auf der Seite der Werwölfe, außerhalb des Rudels: Jede Fähigkeit, die auf dich angewandt wird, wird dir gemeldet, bei Werwölfen mit Namen; wölfische Angriffe auf dich scheitern.
role-recluse-description = Im Team der Werwölfe, aber weder Lykanthrop noch im Rudel: Einsiedler und Rudel kennen einander nicht. Immer wenn die Fähigkeit einer Person den Einsiedler erreicht, erfährt der Einsiedler sofort, welche Rolle welche Fähigkeit angewandt hat; gehört diese Person zum Rudel oder zum Team der Werwölfe, auch ihren Namen. Ein Angriff einer wölfischen Person auf den Einsiedler scheitert. Gewinnt mit den Werwölfen.

## Reporter (Extra Elected)

role-reporter = Reporteramt
role-reporter-summary = Immer wenn eine Person stirbt, erfährst du, welche Rolle ihr ausgeteilt wurde.
ability-reporter-resign = dein Amt (oder deine Ämter) niederlegen, wenn diese Phase endet

## Riding Hood (Unaligned Miscellaneous)

role-riding_hood = Rotkäppchen
role-riding_hood-summary = Lass dich von einem Wolf töten, um zu gewinnen.
role-riding_hood-description = Ungebunden. Wird Rotkäppchen von einer wölfischen Person angegriffen oder getötet (und nicht geschützt), steigt Rotkäppchen auf (ein Sieg), und das Spiel geht weiter; in der folgenden Nacht darf das Rudel niemanden angreifen (oder, wenn es eine andere wölfische Person war, kann diese weder angreifen noch töten): Solche Angriffe werden abgelehnt. Jeder andere Tod ist eine Niederlage; ist keine wölfische Person mehr übrig, steigt Rotkäppchen ab.

## Rogue Wolf (Townsfolk Killing)

role-rogue_wolf = Abtrünniger Wolf
role-rogue_wolf-summary = Ein Lykanthrop auf der Seite des Dorfes, der Wölfe jagt: Nach einer Nacht, in der das Rudel getötet hat, darfst du eine Person angreifen.
role-rogue_wolf-description = Spielt für das Dorf, ist aber ein Lykanthrop; nicht im Rudel und kennt keinen der Wölfe. Stark als die Rolle verkleidet, die im Rudel am häufigsten ist. Erfährt ab Nacht 2 zu Beginn jeder Nacht, ob der Angriff des Rudels in der Nacht davor jemanden getötet hat; wenn ja, darf der Abtrünnige Wolf am Ende dieser Nacht eine Person angreifen.
ability-rogue_wolf-maul = am Ende der Nacht eine Person angreifen (nur nach einer Nacht, in der das Rudel getötet hat)

## Royal Knight (Townsfolk Power)

role-royal_knight = Königlicher Ritter
role-royal_knight-summary = Einmal pro Spiel, nach Tag 1: Sage die Lynchung eines Tages ab, verdeckt oder offen.
role-royal_knight-description = Einmal im Spiel darf der Königliche Ritter jederzeit ab Nacht 2 die Lynchung absagen: tagsüber die heutige (an einem Tag mit mehreren Lynchabstimmungen die, die der Ritter nennt), nachts die des kommenden Tages. Die Wahl wird sofort getroffen, bleibt aber geheim, bis der Tag endet; dann wird verkündet, dass die Lynchung abgesagt ist. Offen werden dabei Name und Rolle des Ritters verkündet, verdeckt nichts davon. Gewinnt mit dem Dorf.
ability-royal_knight-cancel = einmal pro Spiel, ab Nacht 2: die heutige Lynchabstimmung absagen (nachts die von morgen); offen werden dein Name und deine Rolle am Ende des Tages verkündet

## Runner (Townsfolk Miscellaneous)

role-runner = Läufer
role-runner-summary = Einmal pro Spiel läufst du vor dem Angriff einer wölfischen Person davon und überlebst ihn.
role-runner-description = Eine Person aus dem Dorf, die schnell auf den Beinen ist. Greift eine wölfische Person (aus dem Rudel oder dem Team der Werwölfe) den Läufer zum ersten Mal an, entkommt der Läufer und erfährt, angegriffen worden zu sein; das Rudel oder die wölfische Person, die angegriffen hat, erfährt, dass das Ziel davongelaufen ist. Danach ist der Läufer so verwundbar wie alle anderen. Angriffen von Personen, die nicht wölfisch sind, und Todesarten, die keine Angriffe sind, entkommt der Läufer nie. Weil die Flucht passiv ist, wirkt sie auch, während die Fähigkeiten des Läufers blockiert sind. Gewinnt mit dem Dorf.

## Saboteur Wolf (Werewolf Power)

role-saboteur_wolf = Saboteurwolf
role-saboteur_wolf-summary = Ein Wolf im Rudel, der jede Nacht eine Person daran hindert, am nächsten Tag gewählt zu werden.
role-saboteur_wolf-description = Ein Lykanthrop im Rudel. Sabotiert jede Nacht sofort eine Person (auch sich selbst oder jemanden aus dem Rudel, nie die Person der letzten Nacht): Gewinnt diese Person die Wahl am nächsten Tag, wird niemand gewählt. Sie kann trotzdem Stimmen bekommen, abstimmen und gelyncht werden.
ability-saboteur_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen
ability-saboteur_wolf-sabotage = eine Person sabotieren: Gewinnt sie morgen die Wahl, wird niemand gewählt (nicht die Person der letzten Nacht)

## Scared Wolf (Werewolf Miscellaneous)

role-scared_wolf = Ängstlicher Wolf
role-scared_wolf-summary = Ein Wolf im Rudel, der dem ersten nächtlichen Angriff entkommt.
role-scared_wolf-description = Ein Lykanthrop im Rudel. Wird der Ängstliche Wolf zum ersten Mal nachts angegriffen, von wem auch immer, scheitert der Angriff, und der Ängstliche Wolf erfährt, angegriffen worden zu sein; danach ist der Ängstliche Wolf so verwundbar wie alle anderen. Tötungen, Lynchungen und Angriffen am Tag entkommt diese Rolle nie. Weil die Flucht passiv ist, wirkt sie auch, während die Fähigkeiten blockiert sind.
ability-scared_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Shepherd (Solo Power - Flock Team)

role-shepherd = Hirte
role-shepherd-summary = Treibe jede Nacht Personen in die Herde: Die Schar gewinnt, sobald alle Lebenden in der Herde sind oder zur Schar gehören.
role-shepherd-description = Führt die Schar, ein Soloteam, mit den Hütehunden (in einem eigenen Kanal). Treibt jede Nacht sofort eine Person in die Herde (zwei in Spielen mit 23 oder mehr Mitspielenden): Wer in die Herde getrieben wird, erfährt es, tritt dem Kanal der Herde bei, in dem der Hirte ohne Namen spricht, und hat in den öffentlichen Abstimmungen keine Stimme; der erste nächtliche Angriff auf diese Person scheitert und befreit sie stattdessen (der Hirte erfährt es). Ein Angriff einer Person aus der Herde auf den Hirten scheitert. Tagsüber darf der Hirte eine Person aus der Herde freilassen, für eine verdeckte Stimme gegen eine andere Person. Die Schar gewinnt, sobald jede lebende Person in der Herde, ungebunden oder in der Schar ist.
ability-shepherd-herd = eine Person in die Herde treiben: Ihre öffentliche Stimme zählt nichts, und ein nächtlicher Angriff auf sie scheitert
ability-shepherd-unherd = eine Person aus der Herde gehen lassen, für eine verdeckte Stimme gegen eine andere Person heute

## Sneaking Wolf (Werewolf Miscellaneous)

role-sneaking_wolf = Schleichender Wolf
role-sneaking_wolf-summary = Ein Wolf im Rudel, der bei Untersuchungen als Dorfbewohner erscheint.
role-sneaking_wolf-description = Ein Lykanthrop im Rudel, das ganze Spiel über stark als Dorfbewohner verkleidet: Untersuchungen, die Verkleidungen lesen, sehen einen Dorfbewohner, außer eine neuere Verkleidung überdeckt das. Wer die Rolle verliert, verliert auch die Verkleidung.
ability-sneaking_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Spectral Cupid (Unaligned Align - Cupid)

role-spectral_cupid = Geisterhafter Amor
role-spectral_cupid-summary = Ein Amor, den der Albtraum angeworben hat: mit der Grundgesinnung des Albtraums.
role-spectral_cupid-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, den der Albtraum anwirbt, wird zu dieser Rolle statt zu einem Geist. Mit einer großen Liebe aus dem Albtraum gewinnt das Paar mit dem Albtraum; mit jeder anderen gebundenen großen Liebe müssen alle anderen sterben.

## Spirit (Solo Miscellaneous - Nightmare Team)

role-spirit = Geist
role-spirit-summary = Vom Sensenmann angeworben: Du hast keine eigene Fähigkeit, gewinnst mit dem Albtraum und siehst aus wie deine alte Rolle.
role-spirit-description = Im Team des Albtraums, in dessen Kanal; wird nie ausgeteilt, nur durch die Anwerbung des Sensenmanns erschaffen. Verliert die Fähigkeiten der alten Rolle, erscheint aber bei jeder Prüfung weiter als diese, und behält die eigenen Kanäle: In einer Gruppe wie dem Rudel stimmt der Geist weiter mit, ohne dass die Stimme zählt, solange ein anderes Mitglied die Fähigkeit der Gruppe hat. Gewinnt mit dem Sensenmann.

## Stalker (Townsfolk Power)

role-stalker = Stalker
role-stalker-summary = Bedrohe ab Tag 2 eine Person: zwei verdeckte Stimmen gegen sie in der Lynchabstimmung dieses Tages.
role-stalker-description = Eine Machtrolle des Dorfes. Ab Tag 2 darf der Stalker einmal pro Tag eine andere Person bedrohen (eine Wahl für das Ende des Tages, die sich bis dahin ändern oder zurücknehmen lässt). Die bedrohte Person bekommt in jeder Lynchabstimmung dieses Tages zwei zusätzliche Stimmen gegen sich. Niemand sieht diese Stimmen, und die bedrohte Person erfährt es nicht; sie zählen erst, wenn das Ergebnis bestimmt wird, daher kann eine bedrohte Person gelyncht werden, ohne die meisten Stimmen zu haben. Bedrohen zählt als Besuch. Bringen die verdeckten Stimmen einen Engel zur Lynchung, stirbt der Stalker mit dem Engel.
ability-stalker-threaten = zwei verdeckte Stimmen gegen eine Person in die heutige Lynchabstimmung legen (gezählt, wenn der Tag endet)

## Tanner (Werewolf Power)

role-tanner = Gerber
role-tanner-summary = Auf der Seite der Werwölfe, außerhalb des Rudels: Verkleide jeden Tag bis zu zwei Personen schwach als beliebige Rollen, bis die Nacht endet; du erfährst, ob eine davon zum Rudel gehört.
role-tanner-description = Im Team der Werwölfe, aber weder Lykanthrop noch im Rudel, und Gerber und Rudel kennen einander nicht. Darf jeden Tag sofort bis zu zwei verschiedene Personen gerben (auch sich selbst): Jede davon ist bis zum Ende der kommenden Nacht schwach als die Rolle verkleidet, die der Gerber nennt, auch wenn der Gerber stirbt. Am Ende des Tages erfährt der Gerber, ob mindestens eine davon zum Rudel gehörte.
ability-tanner-tan = eine Person bis zum Ende der kommenden Nacht schwach als eine beliebige Rolle verkleiden

## Test Subject (Extra Miscellaneous)

role-test_subject = Versuchsperson
role-test_subject-summary = Eine der zwei Versuchspersonen eines Verrückten Wissenschaftlers: Stirbt der Wissenschaftler und hat dich gewählt, stirbst du mit.
role-test_subject-description = Wird zusätzlich zur ausgeteilten Rolle getragen, die bleibt. Zwei Versuchspersonen teilen sich den Kanal des Labors mit einem Verrückten Wissenschaftler, von dem sie nichts erfahren; die beiden beginnen nie im selben Team. Der Wissenschaftler wählt eine von ihnen (tot oder lebendig), und stirbt der Wissenschaftler, stirbt die gewählte Versuchsperson mit.
role-test_subject-handed_out = In einem Spiel mit einem Verrückten Wissenschaftler werden zu Beginn zwei Personen zu dessen Versuchspersonen bestimmt.
role-test_subject-status = Versuchsperson

## Town Crier (Townsfolk Miscellaneous)

role-town_crier = Ausrufer
role-town_crier-summary = Zu Beginn des Spiels erfährst du die Rolle einer anderen Person aus dem Dorf.
role-town_crier-description = Eine Person aus dem Dorf, die zu Beginn des Spiels ein anderes, zufällig gezogenes Mitglied des Dorfes kennt und dessen wahre Rolle (keine Verkleidung und keine andere Fähigkeit kann ändern, was der Ausrufer erfährt). Die genannte Person erfährt nicht, dass der Ausrufer Bescheid weiß.

## Tracking Wolf (Werewolf Investigative)

role-tracking_wolf = Spürwolf
role-tracking_wolf-summary = Ein Wolf im Rudel, der jede Nacht die Spur einer Person aufnimmt und erfährt, wie groß die Bedrohung durch sie ist.
role-tracking_wolf-description = Ein Lykanthrop im Rudel. Nimmt jede Nacht sofort die Spur einer Person auf und erfährt nur, wie groß die Bedrohung durch sie für das Rudel ist, nach der Kategorie ihrer Rolle: Die untersuchenden und tötenden Rollen des Dorfes und der Soloteams sind eine große Bedrohung; deren Macht-, Anwerbungs- und Gruppenrollen eine erhebliche; deren sonstige Rollen eine geringe; die tötenden Rollen des Rudels selbst eine geringe; andere Rollen der Werwölfe und ungebundene Rollen keine. Starke Verkleidungen und Umlenkungen können die Spurensuche täuschen oder umlenken; schwache Verkleidungen und Behinderungen nicht.
ability-tracking_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen
ability-tracking_wolf-track = erfahren, wie groß die Bedrohung durch eine Person für deine Seite ist (nur starke Verkleidungen können dich täuschen)

## Trickster (Townsfolk Miscellaneous)

role-trickster = Schwindler
role-trickster-summary = Eine Person aus dem Dorf, deren Stimme in den Abstimmungen des Tages minus eins zählt.
role-trickster-description = Spielt für das Dorf und hat keine Fähigkeit. In jeder öffentlichen Abstimmung (der Lynchung, der Wahl) sieht deine Stimme aus wie jede andere, zählt aber minus eins (mit dem Bürgermeisteramt minus zwei); die öffentliche Übersicht führt niemanden auf, der null oder weniger Stimmen hat. Private Abstimmungen sind nicht betroffen. Sobald du die Rolle verlierst, zählt deine Stimme wie jede andere.

## Trickster Wolf (Werewolf Miscellaneous)

role-trickster_wolf = Schwindlerwolf
role-trickster_wolf-summary = Ein Wolf im Rudel, dessen Stimme in jeder Abstimmung minus eins zählt, bis nur noch dieser Wolf übrig ist.
role-trickster_wolf-description = Ein Lykanthrop im Rudel, meist entstanden, wenn die Infektion eines Infizierenden Wolfs einen Schwindler trifft. In jeder Abstimmung, der des Rudels wie der des Tages, zählt deine Stimme minus eins (mit dem Bürgermeisteramt minus zwei); die öffentliche Übersicht führt niemanden auf, der null oder weniger Stimmen hat. Sobald du als letztes Mitglied des Rudels noch lebst, bekommst du die gewöhnliche Rolle Wolf, und deine Stimmen zählen wie die aller anderen.
ability-trickster_wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Undead (Solo Miscellaneous - Underworld Team)

role-undead = Untoter
role-undead-summary = Du bist für den Vampir von den Toten auferstanden: Du hast keine Fähigkeit und gewinnst mit der Unterwelt.
role-undead-description = Solo, im Team der Unterwelt; wird nie ausgeteilt, sondern entsteht nur durch Auferstehung: Eine dämonisierte Person, die nachts getötet wird, bekommt diese Rolle und verliert die Fähigkeiten der alten Rolle. Behält die eigenen Kanäle: In einer Gruppe wie dem Rudel darf der Untote weiter abstimmen, aber die Stimme zählt nie, und das nur, solange ein anderes Mitglied die Fähigkeit der Gruppe noch hat. Gewinnt mit dem Vampir, wenn jede lebende Person zur Unterwelt gehört.

## Undead Cupid (Unaligned Align - Cupid)

role-undead_cupid = Untoter Amor
role-undead_cupid-summary = Ein Amor, der dämonisiert und getötet wurde: mit der Grundgesinnung der Unterwelt.
role-undead_cupid-description = Wählt in Nacht 1 eine große Liebe (oder bekommt eine zufällige); das Liebespaar teilt sich einen Kanal, und stirbt jemand von beiden, stirbt auch die andere Person. Ein Amor, der dämonisiert und dann getötet wurde, steht mit dieser Rolle wieder auf statt mit der Rolle Untoter. Mit einer großen Liebe aus der Unterwelt (oder einer ungebundenen) gewinnt das Paar mit der Unterwelt; mit jeder anderen gebundenen großen Liebe müssen alle anderen sterben.

## Vampire (Solo Recruitment - Underworld Team)

role-vampire = Vampir
role-vampire-summary = Dämonisiere jede Nacht eine Person (in geraden Nächten zwei); eine dämonisierte Person, die nachts getötet wird, steht für dich mit der Rolle Untoter wieder auf.
role-vampire-description = Solo, im Team der Unterwelt. Darf jede Nacht sofort eine Person dämonisieren, in Nächten mit gerader Nummer eine zweite; die Person erfährt es nicht. Kann weder sich selbst noch jemanden aus der Unterwelt dämonisieren. Eine dämonisierte Person, die während der Nacht getötet wird, durch einen Angriff oder anders, stirbt nicht, sondern verliert ihre Rolle und gehört mit der Rolle Untoter zum Team der Unterwelt. Mehrere Vampire teilen sich den Kanal der Unterwelt. Lebt niemand mehr aus der Unterwelt, endet jede Dämonisierung. Die Unterwelt gewinnt, wenn jede lebende Person zu ihr gehört.
ability-vampire-demonize = eine Person dämonisieren (sie erfährt es nicht); in Nächten mit gerader Nummer zwei pro Nacht

## Vicious Hag (Unaligned Killing)

role-vicious_hag = Boshafte Vettel
role-vicious_hag-summary = Eine der Vetteln: Verbrauche die Anwendungen deines Zaubers, um Personen anzugreifen, wenn die Nacht endet.
role-vicious_hag-description = Ungebunden, eine der Vetteln: gewinnt zusammen mit dem siegreichen Team, wenn dem Zirkel mindestens einmal Unrecht getan wurde und dieses Team ihm nie Unrecht getan hat; eine tote Vettel gewinnt auch, solange eine Vettel lebt. Nachts greift jede Anwendung des Zaubers eine andere Person an, wenn die Nacht endet; mehrere Anwendungen lassen sich aufsparen und in einer Nacht verbrauchen. Zu Beginn eine Anwendung, dazu eine weitere jedes Mal, wenn dem Zirkel Unrecht getan wird. Stark als Vettel verkleidet.
ability-vicious_hag-hex = eine Person angreifen; du erfährst, wenn es scheitert

## Warlock (Werewolf Investigative)

role-warlock = Hexenmeister
role-warlock-summary = Auf der Seite der Werwölfe, außerhalb des Rudels: Prüfe jede Nacht eine Person und erfahre ihre Rolle.
role-warlock-description = Im Team der Werwölfe, aber weder Lykanthrop noch im Rudel: Hexenmeister und Rudel kennen einander nicht. Prüft jede Nacht sofort eine Person und erfährt, welche Rolle sie zu haben scheint. Verkleidungen, Umlenkungen, Behinderungen und Fähigkeitsblockaden können die Prüfung täuschen, umlenken oder aufhalten. Gewinnt mit den Werwölfen.
ability-warlock-divine = erfahren, welche Rolle eine Person zu haben scheint (Verkleidungen können dich täuschen)

## White Werewolf (Solo Killing - White Wolves)

role-white_werewolf = Weißer Werwolf
role-white_werewolf-summary = Ein Lykanthrop im Rudel, der auch das Rudel töten muss: Greife jede zweite Nacht ein Mitglied des Rudels an.
role-white_werewolf-description = Bildet ein eigenes Team (die Weißen Wölfe), ist aber ein Lykanthrop, der im Rudel sitzt, bei dessen Angriff mitstimmt und für das Rudel wie jedes andere Mitglied aussieht. Darf ab Nacht 2 jede zweite Nacht ein Mitglied des Rudels angreifen, wenn die Nacht endet (eine Nacht ohne Angriff lässt die nächste offen). Ahmt die häufigste Rolle des Rudels nach, abgesehen von der Rolle Wolf: ist stark als diese Rolle verkleidet und hat ihre Fähigkeiten, bis der Weiße Werwolf die Rolle wechselt. Gewinnt allein: Das Spiel geht weiter, solange der Weiße Werwolf und Werwölfe leben.
ability-white_werewolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen
ability-white_werewolf-devour = ein Mitglied des Rudels angreifen, wenn die Nacht endet (jede zweite Nacht, ab Nacht 2)

## Wisp (Solo Killing - Pyro Team)

role-wisp = Irrlicht
role-wisp-summary = Besuche jeden Tag eine Person: Bestreue sie mit Pulver, oder setze sie in Brand, wenn schon Pulver auf ihr liegt.
role-wisp-description = Solo, im Team der Pyros, aber nicht im Kanal der Pyros: Das Irrlicht kennt das eigene Team nicht. Darf jeden Tag sofort eine andere Person besuchen: Eine Person ohne Pulver wird mit Pulver bestreut; eine Person, auf der Pulver liegt, wird vom Irrlicht angegriffen, wenn der Tag endet. Was davon geschah, erfährt das Irrlicht erst, wenn der Tag endet. Das Feuer der Pyros schadet einem Irrlicht nicht. Ist niemand mehr im Kanal der Pyros übrig, erfährt das jedes Irrlicht, bekommt zu Beginn der nächsten Phase die Rolle Pyromant und tritt dem Kanal bei.
ability-wisp-kindle = eine Person besuchen: sie mit Pulver bestreuen oder, wenn schon Pulver auf ihr liegt, sie in Brand setzen, wenn der Tag endet
ability-wisp-flare = (automatisch) das Feuer, das dein Besuch entzündet hat

## Witch (Townsfolk Killing)

role-witch = Hexe
role-witch-summary = Einmal pro Spiel: Schütze bis zu drei Personen und dich selbst für eine Nacht; einmal pro Spiel: Greife am Ende einer Nacht eine Person an.
role-witch-description = Eine Person aus dem Dorf mit zwei Tränken, jeder einmal im Spiel einsetzbar, in einer beliebigen Nacht, in derselben oder in verschiedenen. Der Lebenstrank (brew) schützt bis zu drei gewählte Personen und die Hexe selbst vor Angriffen, ab dem Moment, in dem er getrunken wird, bis zum Ende der Nacht; Tötungen und Lynchungen hält er nicht auf. Der Todestrank (hex) greift am Ende der Nacht eine Person an, in der Tötungsreihenfolge des Dorfes; ein Schutz kann ihn aufhalten, und die Hexe erfährt dann nur, dass er gescheitert ist. Gewinnt mit dem Dorf.
ability-witch-brew = die gewählten Personen und dich selbst vor Angriffen schützen, bis diese Phase endet
ability-witch-hex = eine Person angreifen; du erfährst, wenn es scheitert

## Wolf (Werewolf Miscellaneous)

role-wolf = Wolf
role-wolf-summary = Du bist im Rudel: Stimme jede Nacht mit dem Rudel darüber ab, wen ihr angreift.
role-wolf-description = Ein Lykanthrop und Mitglied des Rudels. Das Rudel teilt sich einen Kanal und stimmt jede Nacht darüber ab, wen es angreift; eine zufällig gezogene Person, die für das Ziel mit den meisten Stimmen gestimmt hat, führt den Angriff aus.
ability-wolf-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Wolf Cub (Werewolf Miscellaneous)

role-wolf_cub = Wolfsjunges
role-wolf_cub-summary = Ein Wolf im Rudel: In der Nacht nach deinem Tod greift das Rudel eine Person mehr an.
role-wolf_cub-description = Ein Lykanthrop im Rudel. Immer wenn eine Person stirbt, die jemals Wolfsjunges war (welche Rolle sie dann auch hat), stimmt das Rudel in der Nacht danach neben dem üblichen Angriff über einen zweiten ab (attack2); es darf zweimal dieselbe Person wählen. Die Rolle zu verlieren, ohne zu sterben, bringt nichts.
ability-wolf_cub-attack = beim Angriff des Rudels abstimmen: Die Person mit den meisten Stimmen wird angegriffen

## Wraith (Solo Killing - Nightmare Team)

role-wraith = Gespenst
role-wraith-summary = Die Kopie eines Sensenmanns: Gewinne mit dem Albtraum; die Fähigkeit einer schlaflosen Person scheitert an dir, und du greifst diese Person an.
role-wraith-description = Im Team des Albtraums, in dessen Kanal mit dem Sensenmann; wer den Sensenmann kopiert, wird zum Gespenst. Nie schlaflos. Wendet eine schlaflose Person eine Fähigkeit auf das Gespenst an (außer der Wahl eines Ziels), scheitert sie, und das Gespenst greift diese Person sofort an. Sobald der Sensenmann tot ist, macht das Gespenst jede Nacht eine Person schlaflos.
ability-wraith-haunt = eine Person schlaflos machen (sobald der Sensenmann tot ist)
