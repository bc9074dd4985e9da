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
