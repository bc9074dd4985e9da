### Die Umschreibungen des Regelbuchs, zweiter Teil: die Regeln der Familien 30 bis 83
### (alpha_wolf bis nightmare), eine Nachricht je Regel (rule-ID: die Regel-ID mit Bindestrichen
### statt Punkten und _ statt Leerzeichen), in der Reihenfolge von en/rules.ftl. Den ersten Teil
### enthält rules.ftl. Begriffe und Rollennamen: siehe das Glossar in docs/translating.md.

## Familie 30: alpha_wolf

rule-alpha-wolf-b1 = In der Abstimmung des Rudels zählt die Stimme des Alphawolfs doppelt.
rule-alpha-wolf-b2 = Einmal darf der Alphawolf allein über den Angriff des Rudels entscheiden.
rule-alpha-wolf-b3 = Der Alphawolf wechselt nie die Gesinnung.
rule-alpha-wolf-1 = Die Stimme des Alphawolfs in der Abstimmung des Rudels sieht aus wie eine Stimme, zählt aber doppelt.
rule-alpha-wolf-2 = Einmal pro Spiel wählt der Alphawolf an Stelle des Rudels das Ziel eines Angriffs des Rudels.
rule-alpha-wolf-3 = Gibt es in einer Nacht mehrere Abstimmungen des Rudels, wählt der Alphawolf, welche davon das Machtwort ersetzt.
rule-alpha-wolf-4 = Ohne Abstimmung des Rudels gibt es nichts, was ein Machtwort ersetzen könnte.
rule-alpha-wolf-5 = Das Machtwort wirkt am Ende der Nacht; der Alphawolf greift selbst an.
rule-alpha-wolf-6 = Am Ende der Nacht erfährt das Rudel, dass sein Angriff durch ein Machtwort ersetzt wurde, und gegen wen er sich stattdessen richtet.
rule-alpha-wolf-7 = Mit dem Machtwort darf der Alphawolf das Rudel erfahren lassen, wer es gesprochen hat.
rule-alpha-wolf-8 = Die Gesinnung des Alphawolfs kann nicht geändert werden.
rule-alpha-wolf-9 = Jeder Versuch, sie zu ändern, scheitert.

## Familie 31: trickster_wolf

rule-trickster-wolf-b1 = Die Stimme des Schwindlerwolfs zählt in jeder Abstimmung minus eins.
rule-trickster-wolf-1 = In öffentlichen wie in privaten Abstimmungen ist die Stimme -1 wert.
rule-trickster-wolf-2 = Mit dem Bürgermeisteramt ist die Stimme -2 wert.
rule-trickster-wolf-3 = Wer null oder weniger Stimmen hat, erscheint nicht in der Übersicht.
rule-trickster-wolf-4 = Als letztes Mitglied des Rudels bekommt der Schwindlerwolf die gewöhnliche Rolle Wolf und stimmt normal ab.

## Familie 32: saboteur_wolf

rule-saboteur-wolf-b1 = Jede Nacht darf der Saboteurwolf verhindern, dass eine Person bei der nächsten Wahl ins Amt kommt.
rule-saboteur-wolf-1 = Jede Nacht wählt der Saboteurwolf eine Person.
rule-saboteur-wolf-2 = Gewinnt diese Person die Wahl am nächsten Tag, wird niemand gewählt.
rule-saboteur-wolf-3 = Sie kann trotzdem gelyncht werden und bei der Wahl abstimmen.
rule-saboteur-wolf-4 = Nicht zwei Nächte hintereinander dieselbe Person; sich selbst und das eigene Rudel zu wählen ist erlaubt.
rule-saboteur-wolf-5 = Die Sabotage wirkt sofort.

## Familie 33: warlock

rule-warlock-b1 = Jede Nacht darf der Hexenmeister die Rolle einer Person erfahren.
rule-warlock-1 = Der Hexenmeister prüft jede Nacht eine Person.
rule-warlock-2 = Die Prüfung zeigt die Rolle, die die Person zu haben scheint.
rule-warlock-3 = Die Prüfung wirkt sofort.
rule-warlock-4 = Verkleidungen, Umlenkungen und Behinderungen wirken auf die Prüfung.
rule-warlock-5 = Der Hexenmeister ist kein Lykanthrop und nicht im Rudel.

## Familie 34: lone

rule-lone-wolf-b1 = Jede Nacht darf der Einsame Wolf eine Person angreifen.
rule-lone-wolf-b2 = Der Einsame Wolf tritt dem Rudel bei, sobald das erste Mitglied des Rudels stirbt.
rule-lone-wolf-1 = Der Einsame Wolf steht außerhalb des Rudels: Einsamer Wolf und Rudel kennen einander nicht.
rule-lone-wolf-2 = Der Einsame Wolf ist trotzdem ein Lykanthrop.
rule-lone-wolf-3 = Jede Nacht wählt der Einsame Wolf eine Person.
rule-lone-wolf-4 = Hat die gewählte Person die Gesinnung des Dorfes, wird sie angegriffen.
rule-lone-wolf-5 = Ist die gewählte Person wölfisch, stirbt stattdessen der Einsame Wolf, durch einen Tod, der kein Angriff ist.
rule-lone-wolf-6 = Ist die gewählte Person keins von beidem, bleibt sie verschont, und der Einsame Wolf ebenso.
rule-lone-wolf-7 = Sobald ein Mitglied des Rudels stirbt, verliert der Einsame Wolf die eigene Fähigkeit und tritt dem Rudel bei.
rule-lone-wolf-8 = Der Angriff des Einsamen Wolfs geschieht am Ende der Nacht.
rule-lone-warlock-b1 = Jede Nacht darf der Einsame Hexer die Rolle einer Person erfahren.
rule-lone-warlock-b2 = Der Einsame Hexer tritt dem Rudel bei, sobald das erste Mitglied des Rudels stirbt.
rule-lone-warlock-1 = Der Einsame Hexer prüft jede Nacht eine Person.
rule-lone-warlock-2 = Die Prüfung zeigt die Rolle, die die Person zu haben scheint.
rule-lone-warlock-3 = Der Einsame Hexer ist ein zum Werwolf gewordener Wahrsager, allein wie ein Einsamer Wolf.
rule-lone-warlock-4 = Sobald ein Mitglied des Rudels stirbt, verliert der Einsame Hexer die eigene Fähigkeit und tritt dem Rudel bei.
rule-lone-warlock-5 = Die Prüfung wirkt sofort.
rule-lone-warlock-6 = Verkleidungen, Umlenkungen und Behinderungen wirken auf die Prüfung.
rule-lone-warlock-7 = Der Einsame Hexer ist kein Lykanthrop und nicht im Rudel.

## Familie 35: recluse

rule-recluse-b1 = Der Einsiedler erfährt sofort von jeder Fähigkeit, die auf den Einsiedler angewandt wird.
rule-recluse-b2 = Bei der Fähigkeit eines Werwolfs erfährt der Einsiedler auch den Namen dieses Werwolfs.
rule-recluse-1 = Der Einsiedler erfährt die Rolle und die angewandte Fähigkeit, nicht aber, wer sie angewandt hat.
rule-recluse-2 = Mitglieder des Rudels oder des Teams der Werwölfe werden dem Einsiedler zusätzlich mit Namen genannt.
rule-recluse-3 = Der Einsiedler ist kein Lykanthrop und nicht im Rudel.
rule-recluse-4 = Ein Angriff einer wölfischen Person auf den Einsiedler scheitert.

## Familie 36: psychic_wolf

rule-psychic-wolf-b1 = Jede Nacht darf der Hellsichtige Wolf die Rolle einer Person raten; ein richtiger Tipp wird bestätigt.
rule-psychic-wolf-1 = Verkleidungen, Umlenkungen und Behinderungen wirken auf den Tipp.
rule-psychic-wolf-2 = Der Tipp wirkt sofort.

## Familie 37: foxes

rule-rule-wolves-foxes-1 = Ein Fuchs ist eine besondere Art von Rolle im Team der Werwölfe.
rule-rule-wolves-foxes-2 = Ein Fuchs spielt für die Werwölfe, ohne Lykanthrop oder im Rudel zu sein.
rule-rule-wolves-foxes-3 = Jeder Fuchs darf die eigene Fähigkeit aufgeben, um dem Rudel beizutreten.
rule-rule-wolves-foxes-4 = Ein Fuchs, der dem Rudel beitritt, wird ein gewöhnlicher Wolf.
rule-rule-wolves-foxes-5 = Ein Fuchs ist eine besondere Art von Rolle im Team der Werwölfe (in der vereinfachten Fassung).
rule-rule-wolves-foxes-6 = Füchse: Werwölfe außerhalb des Rudels, keine Lykanthropen (in der vereinfachten Fassung).
rule-rule-wolves-foxes-7 = Jeder Fuchs darf stattdessen dem Rudel beitreten (in der vereinfachten Fassung).
rule-rule-wolves-foxes-8 = Ein Fuchs, der beitritt, wird ein gewöhnlicher Wolf (in der vereinfachten Fassung).
rule-clairvoyant-fox-b1 = Jeden Tag untersucht der Hellseherische Fuchs eine Person; das Rudel erfährt das Ergebnis.
rule-clairvoyant-fox-b2 = Einmal pro Spiel darf der Hellseherische Fuchs ein Wolf im Rudel werden.
rule-clairvoyant-fox-1 = Der Hellseherische Fuchs erfährt die Rolle, die die Person zu haben scheint.
rule-clairvoyant-fox-2 = Überlebt der Fuchs den Tag, erfährt das Rudel das Ergebnis in der Nacht.
rule-clairvoyant-fox-3 = Das Rudel erfährt nur die Rolle und dass ein Hellseherischer Fuchs sie gefunden hat.
rule-clairvoyant-fox-4 = Der Hellseherische Fuchs ist kein Lykanthrop und nicht im Rudel.
rule-clairvoyant-fox-5 = Ein Fuchs, der beitritt, kann an diesem Tag nicht untersuchen und verliert die Fähigkeit.
rule-clairvoyant-fox-6 = Beitreten und Untersuchen wirken beide sofort.
rule-clairvoyant-fox-7 = Schwache Verkleidungen, Umlenkungen und Behinderungen wirken auf die Untersuchung.
rule-archivist-fox-b1 = Jeden Tag erfährt der Archivarfuchs Rollen aus zwei Kategorien; das Rudel erfährt eine davon.
rule-archivist-fox-b2 = Einmal pro Spiel darf der Archivarfuchs stattdessen dem Rudel als Wolf beitreten.
rule-archivist-fox-1 = Der Fuchs nennt zwei verschiedene Kategorien und erfährt aus jeder eine Rolle der Rollenliste.
rule-archivist-fox-2 = Der Fuchs wählt eine davon; das Rudel erfährt sie in der Nacht, wenn der Fuchs noch lebt.
rule-archivist-fox-3 = Jeder Eintrag der Rollenliste wird höchstens einmal gezeigt, der eigene des Fuchses nie.
rule-archivist-fox-4 = Ist in einer Kategorie nichts mehr übrig, wird das dem Fuchs gemeldet; gilt das für beide Kategorien, wird es stattdessen dem Rudel gemeldet.
rule-archivist-fox-5 = Verkleidungen, Behinderungen und Umlenkungen berühren den Archivarfuchs nicht.
rule-archivist-fox-6 = Der Archivarfuchs ist kein Lykanthrop und nicht im Rudel.
rule-archivist-fox-7 = Beitreten und Archivieren wirken beide sofort.
rule-disguised-fox-b1 = Jeden Tag wählt der Verkleidete Fuchs eine Verkleidung; das Rudel erfährt sie.
rule-disguised-fox-b2 = Einmal pro Spiel darf der Verkleidete Fuchs stattdessen dem Rudel als Wolf beitreten.
rule-disguised-fox-1 = Jeden Tag wählt der Fuchs entweder eine Verkleidung oder tritt dem Rudel bei.
rule-disguised-fox-2 = Ein Fuchs, der keine Verkleidung wählt, ist als Dorfbewohner verkleidet.
rule-disguised-fox-3 = Die Verkleidung des Verkleideten Fuchses ist stark.
rule-disguised-fox-4 = Überlebt der Fuchs den Tag, erfährt das Rudel die Verkleidung in der Nacht.
rule-disguised-fox-5 = Die Verkleidung endet jeweils, wenn die Nacht endet.
rule-disguised-fox-6 = Der Verkleidete Fuchs ist kein Lykanthrop und nicht im Rudel.
rule-disguised-fox-7 = Ein Fuchs, der beitritt, wählt für diese Nacht keine Verkleidung und verliert die Fähigkeit.
rule-disguised-fox-8 = Beitreten und das Wählen einer Verkleidung wirken beide sofort.

## Familie 38: tanner

rule-tanner-b1 = Jeden Tag darf der Gerber bis zu zwei Personen als Rollen verkleiden, die der Gerber wählt.
rule-tanner-1 = Eine Gerbung ist eine schwache Verkleidung: In dieser Nacht sehen sie die Untersuchungen, die schwache Verkleidungen lesen.
rule-tanner-2 = Der Gerber darf sich selbst gerben.
rule-tanner-3 = Eine Gerbung wirkt sofort.
rule-tanner-4 = Der Gerber erfährt, ob mindestens eine der an diesem Tag gegerbten Personen zum Rudel gehört.
rule-tanner-5 = Eine Gerbung hält für diese Nacht auch über den Tod des Gerbers hinaus.
rule-tanner-6 = Jede Gerbung endet am Ende der Nacht.
rule-tanner-7 = Der Gerber ist kein Lykanthrop und nicht im Rudel, und starke Verkleidungen täuschen den Gerber nicht.

## Familie 39: butchers

rule-baker-b1 = Ein Spiel mit einem Bäcker hat mindestens zwei davon.
rule-baker-b2 = Die Bäcker teilen sich einen geheimen Kanal.
rule-baker-1 = Die Bäcker gehören zum Dorf und kennen von Anfang an jede Person, der die Rolle ausgeteilt wurde.
rule-baker-2 = Alle Bäcker spielen für das Dorf und erfahren, dass sie einander vertrauen können.
rule-baker-3 = Die Bäcker teilen sich einen privaten Kanal, um miteinander zu reden.
rule-baker-4 = Wer die Rolle Bäcker verliert, behält den Kanal der Bäcker.
rule-baker-5 = So kann jemand, der einmal Bäcker war, die Gruppe verraten.
rule-baker-6 = Ein infizierter Bäcker bekommt die Rolle Blutiger Metzger, nicht Wolf.
rule-baker-7 = Dann bekommt jeder andere Bäcker die Rolle Metzger und erfährt es.
rule-butcher-b1 = Die Metzger sind eine Gruppe wie die Bäcker, in der genau ein Mitglied ein Wolf ist.
rule-butcher-1 = Ein Spiel mit einem Metzger hat mehr als einen Metzger.
rule-butcher-2 = Die Metzger teilen sich einen geheimen Kanal.
rule-butcher-3 = Genau ein Mitglied der Gruppe der Metzger ist der Blutige Metzger, ein Wolf.
rule-butcher-4 = Ein infizierter Metzger bekommt die Rolle Blutiger Metzger, nicht Wolf.
rule-bloody-butcher-b1 = Der Blutige Metzger ist der Spitzel der Wölfe unter den Metzgern.
rule-bloody-butcher-b2 = Der Blutige Metzger ist im Kanal des Rudels und in dem der Metzger.
rule-bloody-butcher-1 = Der Blutige Metzger ist ein Wolf im Rudel und Mitglied der Gruppe der Metzger.
rule-bloody-butcher-2 = Der Blutige Metzger verrät die Metzger, um Informationen zu sammeln.

## Familie 40: hellhound

rule-hellhound-b1 = Ein Spiel mit einem Höllenhund hat mindestens zwei davon.
rule-hellhound-b2 = Die Höllenhunde teilen sich einen geheimen Kanal.
rule-hellhound-1 = Die Höllenhunde sind Wölfe im Rudel, in einer Gruppe wie die Bäcker.
rule-hellhound-2 = Die Höllenhunde kennen einander von Anfang an und dürfen das nutzen, wie sie wollen.
rule-hellhound-3 = Ob sie es dem restlichen Rudel sagen, entscheiden die Höllenhunde selbst.
rule-hellhound-4 = Wechselt ein Höllenhund Rolle oder Team, wird die Gruppe sofort aufgelöst.

## Familie 41: cult

rule-cult-member-b1 = Alle in der Sekte teilen sich einen geheimen Kanal, um miteinander zu reden.
rule-cult-member-b2 = Die Sekte stimmt jede Nacht darüber ab, welche Person sie angreift.
rule-cult-member-1 = Ein Sektenmitglied gehört zur Sekte.
rule-cult-member-2 = Ab Nacht 2 darf die Sekte jede Nacht eine Person angreifen.
rule-cult-member-3 = Sobald das Sektenoberhaupt tot ist, greift die Sekte nicht mehr an.
rule-cult-member-4 = Das Ziel der Sekte ist die Person, für die die meisten ihrer Mitglieder stimmen.
rule-cult-member-5 = Die Sekte greift am Ende der Nacht an.
rule-cult-member-6 = Wer in der Sekte die eigene Rolle verloren hat, stimmt weiter in der Abstimmung der Sekte ab.
rule-cult-leader-b1 = Das Sektenoberhaupt gehört zur Sekte, und dessen Tod beendet die Angriffe der Sekte.
rule-cult-leader-1 = Das Sektenoberhaupt gehört zur Sekte.
rule-cult-leader-2 = Ab Nacht 2 darf die Sekte jede Nacht eine Person angreifen.
rule-cult-leader-3 = Der Tod des Sektenoberhaupts löst die Sekte auf: Sie greift nicht mehr an.
rule-cult-leader-4 = Verliert das Sektenoberhaupt die Rolle, besteht die Sekte weiter, bis diese Person stirbt.
rule-cult-leader-5 = Wer in der Sekte die eigene Rolle verloren hat, stimmt weiter in der Abstimmung der Sekte ab.
rule-cult-leader-6 = Das Ziel der Sekte ist die Person, für die die meisten ihrer Mitglieder stimmen.
rule-cult-leader-7 = Die Sekte greift am Ende der Nacht an.
rule-cult-acolyte-b1 = In der Nacht nach dem Tod eines Akolythen hat die Sekte einen zusätzlichen Angriff.
rule-cult-acolyte-b2 = Ein Akolyth tritt an die Stelle eines toten Sektenoberhaupts.
rule-cult-acolyte-1 = Ein Akolyth gehört zur Sekte.
rule-cult-acolyte-2 = Ab Nacht 2 darf die Sekte jede Nacht eine Person angreifen.
rule-cult-acolyte-3 = Ein Akolyth wird Sektenoberhaupt, wenn die Nacht nach dem Tod des Oberhaupts beginnt.
rule-cult-acolyte-4 = Von mehreren Akolythen wird einer, zufällig gezogen, das Sektenoberhaupt.
rule-cult-acolyte-5 = Das Ziel der Sekte ist die Person, für die die meisten ihrer Mitglieder stimmen.
rule-cult-acolyte-6 = Die Sekte greift am Ende der Nacht an.
rule-cult-acolyte-7 = Wer in der Sekte die eigene Rolle verloren hat, stimmt weiter in der Abstimmung der Sekte ab.

## Familie 42: jury

rule-juror-b1 = Die Jurymitglieder teilen sich einen geheimen Kanal, um miteinander zu reden.
rule-juror-b2 = Jede Nacht stimmt die Jury darüber ab, welche Person sie untersucht.
rule-juror-b3 = Findet die Jury eine Rolle, die nicht zum Dorf gehört, wird sie verkündet.
rule-juror-1 = Ein Jurymitglied gehört zur Jury.
rule-juror-2 = Ab Nacht 2 darf die Jury jede Nacht eine Person untersuchen.
rule-juror-3 = Die Jury erfährt das Ergebnis am Ende der Nacht.
rule-juror-4 = Ein Ergebnis, das keine Rolle des Dorfes ist, wird allen verkündet.
rule-juror-5 = Die Jury wird aufgelöst, sobald weniger als zwei Jurymitglieder leben.
rule-juror-6 = Ein Jurymitglied, das die Rolle verloren hat, stimmt weiter in der Abstimmung der Jury ab.
rule-juror-7 = Eine zufällig gezogene Person unter denen, die für das Ziel der Jury gestimmt haben, führt die Untersuchung aus.
rule-juror-8 = Schwache Verkleidungen und Behinderungen wirken auf die Untersuchung der Jury.
rule-juror-9 = Diese Wirkungen zählen so, wie sie die untersuchende Person treffen würden.

## Familie 43: detective

rule-detective-b1 = Tagsüber trägt der Detektiv zusammen, welche Rollen die Mitspielenden haben.
rule-detective-b2 = Nachts schreibt der Detektiv die Rollenliste auf.
rule-detective-b3 = Mit einer richtigen Lösung gewinnt der Detektiv.
rule-detective-1 = Jeden Tag entweder ein Tipp auf die Rolle einer Person oder die Rolle, die eine tote Person zuletzt hatte.
rule-detective-2 = Ein richtiger Tipp wird bestätigt.
rule-detective-3 = Keine Verkleidung, Behinderung oder Umlenkung wirkt auf den Detektiv.
rule-detective-4 = Jede Nacht darf der Detektiv jede Person und die ihr ausgeteilte Rolle aufschreiben.
rule-detective-5 = Mit einer richtigen Lösung steigt der Detektiv auf und verlässt das Spiel mit einem Sieg.
rule-detective-6 = Bei einer falschen Lösung erfährt der Detektiv, wie viele Zeilen richtig waren, aber nicht, welche.
rule-detective-7 = Eine unvollständige Lösung gewinnt nie.

## Familie 44: infecting_wolf

rule-infecting-wolf-b1 = In Nacht 1 macht der Infizierende Wolf eine Person zum Wolf.
rule-infecting-wolf-1 = Wird in Nacht 1 keine Wahl getroffen, wird eine zufällige Person infiziert.
rule-infecting-wolf-2 = Die Infektion kann einmal pro Spiel eingesetzt werden.
rule-infecting-wolf-3 = Die Infektion wirkt sofort.
rule-Infecting_Wolf = Die Infektion des Infizierenden Wolfs scheitert beim Rudel, beim Team der Werwölfe und bei Rollen, die sich nicht ändern können; bei der Hölle geht sie nach hinten los; aus einem Amor oder einem Schwindler macht sie dessen Wolfsrolle.

## Familie 45: cursed_civilian

rule-cursed-civilian-b1 = Der Angriff einer wölfischen Person macht aus dem Verfluchten Dorfbewohner einen Wolf.
rule-cursed-civilian-1 = Der Verfluchte Dorfbewohner spielt für das Dorf, bis der Fluch die Person verwandelt.
rule-cursed-civilian-2 = Jeder andere Angriff und jeder andere Tod tötet den Verfluchten Dorfbewohner wie alle anderen.

## Familie 46: devout_villager

rule-devout-villager-b1 = Der Fromme Dorfbewohner hat keine Fähigkeit und kann nie die Rolle wechseln.
rule-devout-villager-1 = Jede Fähigkeit, die die Rolle des Frommen Dorfbewohners ändern würde, scheitert.
rule-devout-villager-2 = Eine Infektion des Frommen Dorfbewohners scheitert und ändert nichts.
rule-devout-villager-3 = Ein Frommer Dorfbewohner kann dämonisiert werden; wird die Person dann getötet, stirbt sie, statt aufzuerstehen.

## Familie 47: fortune_apprentice

rule-fortune-apprentice-b1 = Der Wahrsagelehrling übernimmt die Rolle der ersten Person mit einer untersuchenden Rolle des Dorfes, die stirbt.
rule-fortune-apprentice-1 = Am Tag, nachdem die erste Person mit einer untersuchenden Rolle des Dorfes stirbt oder die Rolle verliert, bekommt der Wahrsagelehrling diese Rolle.
rule-fortune-apprentice-2 = Der Wahrsagelehrling erfährt weder, wer die Rolle hatte, noch, was diese Person herausgefunden hat.
rule-fortune-apprentice-3 = Hat sich die Rolle des Wahrsagelehrlings geändert, übernimmt der Wahrsagelehrling nichts.

## Familie 48: trickster

rule-trickster-b1 = Die Stimme des Schwindlers zählt in jeder öffentlichen Abstimmung minus eins.
rule-trickster-1 = Die öffentliche Stimme des Schwindlers sieht aus wie eine Stimme, ist aber -1 wert.
rule-trickster-2 = Mit dem Bürgermeisteramt ist die Stimme des Schwindlers -2 wert.
rule-trickster-3 = Wer null oder weniger Stimmen hat, erscheint nicht in der Übersicht.
rule-trickster-4 = Sobald der Schwindler die Rolle verliert, zählt die Stimme wie die aller anderen.

## Familie 49: amnesiac

rule-amnesiac-b1 = Der Amnesiker kennt die eigene Rolle anfangs nicht.
rule-amnesiac-b2 = Am Ende von Tag 1 erinnert sich der Amnesiker an die eigene Rolle.
rule-amnesiac-1 = Bis zum Ende von Tag 1 gehört der Amnesiker einfach zum Dorf, ohne besondere Fähigkeit.
rule-amnesiac-2 = Am Ende von Tag 1 bekommt der Amnesiker die Rolle, an die sich der Amnesiker erinnert.
rule-amnesiac-3 = Der Amnesiker erfährt zu Beginn drei Rollen des Dorfes; eine davon ist die eigene, und nur der Amnesiker erfährt die drei.
rule-amnesiac-4 = Eine Fähigkeit, deren Zeitpunkt schon vorbei ist, wird in der nächsten Phase ihrer Art eingesetzt.
rule-amnesiac-5 = Die Gruppen der erinnerten Rolle und das, was sie zu Beginn erfährt, kommen direkt nach dem Wechsel.

## Familie 50: witch

rule-witch-b1 = Einmal pro Spiel darf die Hexe nachts drei Personen für die Nacht schützen.
rule-witch-b2 = Einmal pro Spiel darf die Hexe nachts eine Person angreifen.
rule-witch-1 = Die Hexe hat zwei Tränke: einen Lebenstrank und einen Todestrank.
rule-witch-2 = Jede Nacht entscheidet die Hexe, ob einer der Tränke zum Einsatz kommt.
rule-witch-3 = Jeder Trank kann nur einmal im Spiel eingesetzt werden.
rule-witch-4 = Beide Tränke dürfen in derselben Nacht eingesetzt werden.
rule-witch-5 = Der Lebenstrank schützt die gewählten Personen und die Hexe sofort für die Nacht vor Angriffen.
rule-witch-6 = Der Todestrank greift am Ende der Nacht eine gewählte Person an.

## Familie 51: priest

rule-priest-b1 = Jede Nacht darf der Priester eine Person mit Weihwasser bespritzen.
rule-priest-b2 = Ein so gewählter Lykanthrop wird angegriffen.
rule-priest-b3 = Andernfalls kann der Priester dafür sterben.
rule-priest-1 = Ein Lykanthrop, den das Weihwasser trifft, wird angegriffen.
rule-priest-2 = Hat das Ziel die Gesinnung des Dorfes, stirbt stattdessen der Priester.
rule-priest-3 = Ein Ziel, das weder Lykanthrop ist noch die Gesinnung des Dorfes hat, bleibt verschont, und der Priester ebenso.
rule-priest-4 = Das Weihwasser wirkt am Ende der Nacht.

## Familie 52: crowd_seeker

rule-crowd-seeker-b1 = Jede Nacht darf der Menschenkenner die Rollen von bis zu drei Personen raten.
rule-crowd-seeker-b2 = Jeder richtige Tipp wird bestätigt.
rule-crowd-seeker-1 = Die Tipps nennen bis zu drei verschiedene Personen, zu jeder eine Rolle.
rule-crowd-seeker-2 = Mehrere Tipps dürfen derselben Person gelten; alle werden zugleich abgegeben.
rule-crowd-seeker-3 = Jeder richtige Tipp wird bestätigt.
rule-crowd-seeker-4 = Schwache Verkleidungen, Umlenkungen und Behinderungen wirken auf die Tipps.
rule-crowd-seeker-5 = Die Suche wirkt sofort.

## Familie 53: coroner

rule-coroner-b1 = Bei jedem Tod erfährt der Leichenbeschauer, wie die Person gestorben ist.
rule-coroner-1 = Der Leichenbeschauer erfährt jede Ursache jedes Todes.
rule-coroner-2 = Jede Ursache nennt ihre Art (Tötung, Selbstmord, Lynchung, Abstieg) und die Rolle dahinter, mit dem Namen der toten Person, aber nicht mit ihrer Rolle.
rule-coroner-3 = Verkleidungen wirken nicht auf den Leichenbeschauer.

## Familie 54: barber

rule-barber-b1 = Einmal pro Spiel darf der Barbier tagsüber sofort eine Person angreifen.
rule-barber-1 = Ab Tag 2 darf der Barbier einmal tagsüber eine andere Person angreifen.
rule-barber-2 = Der Barbier wählt, enthüllt zu werden oder nicht.
rule-barber-3 = Offen werden Name und Rolle des Barbiers verkündet; verdeckt nichts davon.
rule-barber-4 = Der Angriff des Barbiers wirkt sofort.
rule-barber-5 = Ein gescheiterter Angriff enthüllt den Barbier nicht.

## Familie 55: hooker

rule-hooker-b1 = Jede Nacht darf die Kurtisane die Nacht im Haus einer anderen Person verbringen.
rule-hooker-b2 = Angriffe auf die Kurtisane gehen ins Leere; Angriffe im Haus der gastgebenden Person treffen auch die Kurtisane.
rule-hooker-1 = Nicht zu Hause entgeht die Kurtisane den Angriffen, die der Kurtisane gelten, teilt aber die Angriffe auf die gastgebende Person.
rule-hooker-2 = Die Wahl des Hauses wirkt sofort.
rule-hooker-3 = Die Kurtisane bleibt für den Rest der Nacht in diesem Haus.
rule-hooker-4 = Die Kurtisane darf stattdessen zu Hause bleiben.
rule-hooker-5 = Nie zwei Nächte hintereinander bei derselben gastgebenden Person.

## Familie 56: innkeeper

rule-innkeeper-b1 = Jede Nacht darf der Wirt erfahren, wie viele lebende Personen eine Rolle haben.
rule-innkeeper-1 = Jede Nacht fragt der Wirt nach einer Rolle.
rule-innkeeper-2 = Die Antwort ist, wie viele lebende Personen diese Rolle haben.
rule-innkeeper-3 = Die Zählung wirkt sofort.
rule-innkeeper-4 = Jede Rolle darf genannt werden, ob im Spiel oder nicht.
rule-innkeeper-5 = Starke Verkleidungen ändern die Zählung; schwache nicht.

## Familie 57: tavern

rule-bartender-b1 = Der Barkeeper darf auf dem Dorfplatz sprechen, ohne genannt zu werden.
rule-bartender-1 = Der Barkeeper hat einen eigenen geheimen Kanal.
rule-bartender-2 = Jede Zeile in diesem Kanal wird ohne Namen auf dem Dorfplatz wiederholt.
rule-bartender-3 = Wer die Rolle Barkeeper verliert, erreicht den Dorfplatz nicht mehr.
rule-bartender-4 = Der Barkeeper wird oft zusammen mit dem Trinker ausgeteilt und sollte verborgen bleiben.
rule-alcoholic-b1 = Nachts ist der Trinker in der Taverne: Angriffe auf den Trinker gehen ins Leere.
rule-alcoholic-1 = Nachts gehen nur Angriffe ins Leere; andere Todesarten wirken weiterhin.
rule-alcoholic-2 = Ohne lebenden Barkeeper verliert der Trinker diesen Schutz sofort.
rule-alcoholic-3 = Der Trinker stirbt am Ende der ersten Nacht, die ohne Barkeeper beginnt.

## Familie 58: assistant

rule-assistant-b1 = Der Assistent darf eine Fähigkeit eines Werwolfs an eine Person weitergeben, die der Assistent wählt.
rule-assistant-b2 = Ein Angriff wird nie weitergegeben.
rule-assistant-1 = Der Assistent darf eine Person als Ziel wählen.
rule-assistant-2 = Das Ziel darf einmal pro Phase geändert werden, dazu ein Notfallwechsel pro Spiel.
rule-assistant-3 = Die Fähigkeit einer wölfischen Person auf den Assistenten, die kein Angriff ist, trifft stattdessen das Ziel; wer sie angewandt hat, erfährt es nicht.
rule-assistant-4 = Der Assistent lenkt nur einmal pro Spiel um.
rule-assistant-5 = Der Assistent erfährt, dass die eigene Fähigkeit gewirkt hat, nicht aber, welche Fähigkeit umgelenkt wurde.

## Familie 59: bard

rule-bard-b1 = Jede Fähigkeit, die auf den Barden angewandt wird, wird allen in der Geschichtenstunde erzählt.
rule-bard-1 = Die Fähigkeiten, die während einer Phase auf den Barden angewandt werden, werden erzählt, wenn die Phase endet.
rule-bard-2 = Sobald der Barde die Rolle wechselt, wird nur noch der Wechsel erzählt; danach nichts mehr.
rule-bard-3 = Die Geschichte nennt die Art der Fähigkeit, nie die Rolle, die sie angewandt hat.
rule-bard-4 = Keine Einzelheit der Fähigkeit wird erzählt (die Rolle einer Verkleidung, wer sie angewandt hat).
rule-bard-5 = Die Arten: angegriffen, untersucht, verkleidet, getötet, ins Visier genommen, geschützt, manipuliert, Rolle gewechselt.
rule-bard-6 = Eine Fähigkeit keiner dieser Arten wird mit ihrem eigenen Namen erzählt.
rule-bard-7 = Eine Verzauberung oder eine Nacht beim Barden etwa wird mit ihrem eigenen Namen erzählt.
rule-bard-8 = Was auf einen toten Barden angewandt wird, wird nicht erzählt.
rule-bard-9 = Lynchungen und Wahlen werden nicht erzählt.

## Familie 60: journalist

rule-journalist-b1 = Beim Tod des Journalisten geht das Notizbuch an eine Person mit einer gewählten Rolle.
rule-journalist-1 = Der Journalist hat einen zweiten geheimen Kanal, das Notizbuch.
rule-journalist-2 = In das Notizbuch darf alles geschrieben werden.
rule-journalist-3 = Stirbt der Journalist, bekommt eine Person mit der genannten Rolle das Notizbuch.
rule-journalist-4 = Der Journalist nennt eine Rolle und darf sie einmal pro Phase ändern, dazu ein Notfallwechsel.
rule-journalist-5 = Haben mehrere Personen die Rolle, wird eine davon zufällig gezogen.
rule-journalist-6 = Hat keine lebende Person die Rolle, bekommt niemand das Notizbuch.
rule-journalist-7 = Wer die Rolle Journalist verliert, verliert das Notizbuch.

## Familie 61: exorcist

rule-exorcist-b1 = Jeden Tag darf der Exorzist eine Person von negativen Wirkungen befreien.
rule-exorcist-1 = Jeden Tag vollzieht der Exorzist an einer Person einen Exorzismus.
rule-exorcist-2 = Die Wirkungen der Soloteams auf diese Person werden entfernt; der Exorzist erfährt, welche.
rule-exorcist-3 = Der Exorzismus wirkt sofort.
rule-exorcist-4 = An niemandem wird zweimal ein Exorzismus vollzogen.
rule-exorcist-5 = Eine Rolle, die eine Wirkung verändert hat, bleibt verändert; die übrigen Wirkungen auf die Person verschwinden.
rule-exorcist-6 = Die Mitglieder jedes Teams, dessen Wirkung entfernt wurde, erfahren es.

## Familie 62: herald

rule-herald-b1 = Der Herold nennt eine Rolle und erfährt, wenn die letzte lebende Person mit dieser Rolle stirbt.
rule-herald-1 = Der Herold darf die genannte Rolle einmal pro Phase sofort ändern, dazu ein Notfallwechsel für das ganze Spiel.
rule-herald-2 = Sterben mehrere Personen zugleich, erfährt der Herold nicht, welche davon die Rolle hatte.
rule-herald-3 = Keine Nachricht kommt für eine Rolle, die niemand hat, oder wenn die letzte Person mit der Rolle zu einer anderen Rolle wechselt.
rule-herald-4 = Verkleidungen und Behinderungen wirken nicht auf den Herold.
rule-herald-5 = Der Herold darf die Fähigkeit immer wieder einsetzen.

## Familie 63: royal_knight

rule-royal-knight-b1 = Einmal pro Spiel darf der Königliche Ritter die Lynchung absagen.
rule-royal-knight-1 = Nach Tag 1 darf der Ritter jederzeit die laufende Lynchung absagen, oder nachts die kommende.
rule-royal-knight-2 = An einem Tag mit mehreren Lynchungen sagt der Ritter eine davon ab, nach eigener Wahl.
rule-royal-knight-3 = Die Absage wirkt sofort.
rule-royal-knight-4 = Alle erfahren erst, wenn der Tag endet, dass die Lynchung abgesagt wurde.
rule-royal-knight-5 = Der Ritter wählt, enthüllt zu werden oder nicht.
rule-royal-knight-6 = Offen werden Name und Rolle des Ritters verkündet; verdeckt nichts davon.

## Familie 64: medium

rule-medium-b1 = Jede Nacht darf das Medium den Toten eine Frage stellen.
rule-medium-1 = Nachts hat das Medium einen zweiten geheimen Kanal für die Frage; wenn der Tag beginnt, wird er geschlossen, und eine Ja/Nein-Abstimmung beginnt.
rule-medium-2 = Jede tote Person darf tagsüber darüber abstimmen.
rule-medium-3 = Die Toten dürfen zu jedem Team gehören.
rule-medium-4 = Die Frage muss eine einfache Ja/Nein-Frage ohne versteckten Sinn sein.
rule-medium-5 = Eine tote Person, die nicht abstimmt, teilt dem Medium nichts mit.
rule-medium-6 = Wenn der Tag endet, schließt die Abstimmung, das Medium erfährt die Antwort, und der Kanal öffnet sich wieder.

## Familie 65: ranger

rule-ranger-b1 = Der Waldläufer darf eine Person nennen, die enthüllt wird, wenn der Waldläufer stirbt.
rule-ranger-1 = Der Waldläufer darf ein Ziel wählen (nie sich selbst) oder niemanden.
rule-ranger-2 = Der Waldläufer darf das Ziel einmal pro Phase ändern, dazu ein Notfallwechsel.
rule-ranger-3 = Stirbt der Waldläufer anders als durch eine direkte Lynchung, wird das Ziel sofort enthüllt (in der Geschichte dieses Moments).
rule-ranger-4 = Alle erfahren die Rolle des Waldläufers, wer das Ziel ist und welche Rolle das Ziel hat.
rule-ranger-5 = Ohne lebendes Ziel wird nichts enthüllt, auch nicht die Rolle des Waldläufers.
rule-ranger-6 = Eine starke Verkleidung auf dem Ziel gilt als dessen Rolle; schwache nicht.

## Familie 66: fletcher

rule-fletcher-b1 = An Tag 0 wählt der Pfeilmacher eine Kundschaft.
rule-fletcher-b2 = Die Kundschaft bekommt die Fähigkeiten der Rolle Jäger, sofern der Pfeilmacher sie nicht zurücknimmt.
rule-fletcher-1 = Der Pfeilmacher wählt die Kundschaft zu Beginn des Spiels.
rule-fletcher-2 = Einmal gewählt, ändert sich die Kundschaft nie.
rule-fletcher-3 = Ist bis zum Ende von Tag 0 keine Kundschaft gewählt, wird eine zufällig gezogen.
rule-fletcher-4 = Der Pfeilmacher kann nicht die eigene Kundschaft sein.
rule-fletcher-5 = Die Kundschaft bekommt einen privaten Kanal und einen letzten Schuss auf ein selbst gewähltes Ziel.
rule-fletcher-6 = Zu Lebzeiten darf der Pfeilmacher der Kundschaft die Fähigkeiten für immer entziehen.
rule-fletcher-7 = Wählen und Entziehen wirken sofort.
rule-fletchers-customer-b1 = Die Kundschaft des Pfeilmachers darf mit dem letzten Atemzug eine Person angreifen.
rule-fletchers-customer-1 = Die Kundschaft darf ein Ziel wählen (nie sich selbst) oder niemanden.
rule-fletchers-customer-2 = Die Kundschaft darf das Ziel einmal pro Phase ändern, dazu ein Notfallwechsel.
rule-fletchers-customer-3 = Stirbt die Kundschaft anders als durch eine direkte Lynchung, greift sie ihr Ziel an.
rule-fletchers-customer-4 = Der Angriff geschieht sofort; ein Treffer enthüllt, dass die Person die Kundschaft war.
rule-fletchers-customer-5 = Ohne lebendes Ziel gibt es keinen Angriff und keine Enthüllung.
rule-fletchers-customer-6 = Zu Lebzeiten darf der Pfeilmacher der Kundschaft die Fähigkeiten für immer entziehen.

## Familie 67: mad_scientist

rule-mad-scientist-b1 = Der Verrückte Wissenschaftler hat zwei Versuchspersonen aus zwei verschiedenen Teams.
rule-mad-scientist-b2 = Wird der Verrückte Wissenschaftler getötet, stirbt die gewählte Versuchsperson mit.
rule-mad-scientist-1 = Zu Beginn werden zwei Personen zu Versuchspersonen des Wissenschaftlers und teilen sich mit dem Wissenschaftler einen Kanal.
rule-mad-scientist-2 = Die Versuchspersonen erfahren nicht, wer der Wissenschaftler ist.
rule-mad-scientist-3 = Vor dem eigenen Tod wählt der Wissenschaftler eine der beiden Versuchspersonen, die mitstirbt.
rule-mad-scientist-4 = Ist keine Versuchsperson gewählt, wenn der Wissenschaftler stirbt, stirbt eine zufällige.
rule-mad-scientist-5 = Die beiden Versuchspersonen beginnen in zwei verschiedenen Teams, keine davon ungebunden.
rule-mad-scientist-6 = Der Wissenschaftler darf eine Versuchsperson wählen, die schon tot ist.
rule-mad-scientist-7 = Die Versuchsperson stirbt sofort, im Moment des Todes des Wissenschaftlers.
rule-mad-scientist-8 = Die Tötung enthüllt allen, wer der Verrückte Wissenschaftler ist.
rule-test-subject-b1 = Eine Versuchsperson ist mit dem Verrückten Wissenschaftler im Labor.
rule-test-subject-1 = Die beiden Versuchspersonen und der Wissenschaftler teilen sich den Kanal des Labors.
rule-test-subject-2 = Der Wissenschaftler muss eine der beiden Versuchspersonen wählen, tote eingeschlossen.
rule-test-subject-3 = Stirbt der Wissenschaftler, stirbt die gewählte Versuchsperson.
rule-test-subject-4 = Die Versuchspersonen erfahren nicht, wer der Wissenschaftler ist.
rule-test-subject-5 = Die beiden Versuchspersonen beginnen nie im selben Team.

## Familie 68: hags

rule-hags = Die Vetteln: Dem Zirkel wird Unrecht getan, wenn Mitspielende eines Teams eine Vettel töten, verwandeln oder lynchen; wurde dem Zirkel überhaupt Unrecht getan, gewinnen die Vetteln mit einem Team, das ihm nie Unrecht getan hat, und sie verbittern, sobald jedes verbliebene Team dem Zirkel Unrecht getan hat.
rule-hag-b1 = Die Vettel gewinnt mit jedem Team, das dem Zirkel nie Unrecht getan hat, sobald dem Zirkel Unrecht getan wurde.
rule-hag-b2 = Am Ende des Tages bekommt die Vettel die Rolle einer bestimmten Vettel.
rule-hag-1 = Die Vettel ist eine der Vetteln.
rule-hag-2 = An Tag 0 darf die Vettel eine der drei Zauberrollen ablegen.
rule-hag-3 = Wenn der Tag endet, bekommt die Vettel eine Zauberrolle, die nicht abgelegt wurde.
rule-hag-4 = Bis zu dieser Verwandlung hat die Vettel keinen Zauber.
rule-cautious-hag-b1 = Die Vorsichtige Vettel gewinnt wie die Vetteln.
rule-cautious-hag-b2 = Die Vorsichtige Vettel kann eine Person schützen.
rule-cautious-hag-1 = Die Vorsichtige Vettel ist eine der Vetteln.
rule-cautious-hag-2 = Nachts schützt jede Anwendung ihres Zaubers eine Person.
rule-cautious-hag-3 = Die Vorsichtige Vettel darf sich selbst schützen.
rule-cautious-hag-4 = Keine Umlenkung verschiebt ihren Schutz.
rule-cautious-hag-5 = Der Schutz wirkt sofort.
rule-cautious-hag-6 = Eine geschützte Person ist für den Rest der Nacht vor Angriffen sicher.
rule-cautious-hag-7 = Eine geschützte Vettel kann in dieser Nacht von anderen weder getötet noch verwandelt werden.
rule-cautious-hag-8 = Das Ende des Beispiels zu cautious-hag.7 (Verwandlungen).
rule-cautious-hag-9 = Die Vorsichtige Vettel erscheint bei jeder Untersuchung als Vettel.
rule-prophetic-hag-b1 = Die Prophetische Vettel gewinnt wie die Vetteln.
rule-prophetic-hag-b2 = Die Prophetische Vettel kann die aktuelle Gesinnung einer Person sehen.
rule-prophetic-hag-1 = Die Prophetische Vettel ist eine der Vetteln.
rule-prophetic-hag-2 = Nachts zeigt jede Anwendung ihres Zaubers die Gesinnung einer anderen Person.
rule-prophetic-hag-3 = Keine Verkleidung, Behinderung oder Umlenkung wirkt auf die Prüfung.
rule-prophetic-hag-4 = Die Prüfung wirkt sofort.
rule-prophetic-hag-5 = Die Prophetische Vettel erscheint bei jeder Untersuchung als Vettel.
rule-vicious-hag-b1 = Die Boshafte Vettel gewinnt wie die Vetteln.
rule-vicious-hag-b2 = Die Boshafte Vettel kann eine andere Person angreifen.
rule-vicious-hag-1 = Die Boshafte Vettel ist eine der Vetteln.
rule-vicious-hag-2 = Nachts greift jede Anwendung ihres Zaubers eine andere Person an.
rule-vicious-hag-3 = Keine Umlenkung verschiebt ihren Angriff.
rule-vicious-hag-4 = Der Angriff geschieht, wenn die Nacht endet.
rule-vicious-hag-5 = Die Boshafte Vettel erscheint bei jeder Untersuchung als Vettel.
rule-bitter-hag-b1 = Sobald jedes verbliebene Team dem Zirkel Unrecht getan hat, verbittern die Vetteln.
rule-bitter-hag-b2 = Die Verbitterten Vetteln gewinnen, wenn jede lebende Person eine Vettel oder ungebunden ist.
rule-bitter-hag-b3 = Eine Verbitterte Vettel hat jede Nacht jeden Zauber der Vetteln.
rule-bitter-hag-1 = Die Verbitterten Vetteln teilen sich einen Kanal.
rule-bitter-hag-2 = Jede Nacht darf eine Verbitterte Vettel je eine Person schützen, prüfen und angreifen.
rule-bitter-hag-3 = Übrige Anwendungen des alten Zaubers verfallen.
rule-bitter-hag-4 = Ihre Zauber wirken wie die der drei Vetteln, nie umgelenkt oder getäuscht.
rule-bitter-hag-5 = Eine Verbitterte Vettel wird nie ausgeteilt: Nur eine Vettel, die verbittert, wird dazu.
rule-bitter-hag-6 = Die Verwandlung kommt mit einem Unrecht oder wenn das letzte Team fort ist, das dem Zirkel kein Unrecht getan hat.
rule-bitter-hag-7 = Die Verbitterte Vettel erscheint bei jeder Untersuchung als Vettel.

## Familie 69: despot

rule-despot-b1 = Wird der Despot gewählt, gewinnt der Despot.
rule-despot-b2 = Am Tag danach findet keine Wahl statt.
rule-despot-1 = Der siegreiche Despot steigt auf und spielt nicht mehr mit.
rule-despot-2 = Das Spiel geht nach dem Sieg des Despoten weiter.

## Familie 70: riding_hood

rule-riding-hood-b1 = Rotkäppchen gewinnt, wenn eine wölfische Person Rotkäppchen tötet.
rule-riding-hood-1 = Siegt Rotkäppchen, steigt Rotkäppchen auf und spielt nicht mehr mit.
rule-riding-hood-2 = Das Spiel geht nach dem Sieg von Rotkäppchen weiter.
rule-riding-hood-3 = Die Tötung durch eine wölfische Person ist der Sieg von Rotkäppchen.
rule-riding-hood-4 = Jeder andere Tod ist eine Niederlage.
rule-riding-hood-5 = Ist Rotkäppchen geschützt, gibt es weder Tod noch Aufstieg.
rule-riding-hood-6 = Nach der Tötung durch das Rudel greift das Rudel in der nächsten Nacht niemanden an.
rule-riding-hood-7 = Nach der Tötung durch eine andere wölfische Person kann diese Person in der nächsten Nacht nicht töten.
rule-riding-hood-8 = Ist keine wölfische Person mehr übrig, steigt Rotkäppchen ab und verliert.

## Familie 71: psychopath

rule-psychopath-b1 = Der Psychopath beginnt mit einer Liste von einem Drittel der Mitspielenden, aufgerundet.
rule-psychopath-b2 = Der Psychopath gewinnt, sobald alle auf der Liste tot sind, während der Psychopath lebt.
rule-psychopath-1 = Der siegreiche Psychopath steigt auf und spielt nicht mehr mit.
rule-psychopath-2 = Das Spiel geht nach dem Sieg des Psychopathen weiter.
rule-psychopath-3 = Ein toter Psychopath kann nicht gewinnen.
rule-psychopath-4 = Jedes Team mit zwei oder mehr Mitgliedern hat eine Person auf der Liste.
rule-psychopath-5 = Der Psychopath darf sich stark als eine beliebige Rolle verkleiden.
rule-psychopath-6 = Die Verkleidung wirkt sofort.
rule-psychopath-7 = Ein Wechsel der Verkleidung pro Phase, dazu ein Notfallwechsel.
rule-psychopath-8 = Ein Wechsel der Rolle nimmt die Verkleidung weg.
rule-psychopath-9 = Jeden Tag untersucht der Psychopath entweder eine Person oder verkleidet eine Person schwach.
rule-psychopath-10 = Die Untersuchung wird von Verkleidungen, Umlenkungen und Behinderungen getäuscht.
rule-psychopath-11 = Die Verkleidung einer Person hält diese Phase und die nächste an.

## Familie 72: pets

rule-dog-b1 = In Nacht 1 bekommt der Hund die Rolle Journalist, Verfluchter Dorfbewohner oder Wolf.
rule-dog-1 = Die Wahl wirkt sofort.
rule-dog-2 = Ein Hund, der bis zum Ende der Nacht nichts gewählt hat, bekommt die Rolle Journalist.
rule-dog-3 = Das Team der gewählten Rolle ist von da an das Team des Hundes.
rule-cat-b1 = Die Katze bekommt sofort die Gegenrolle zur Wahl des Hundes.
rule-cat-1 = Journalist ergibt Wolf; Verfluchter Dorfbewohner ergibt einen Psychopathen, der den Hund auf der Liste hat; Wolf ergibt Journalist.
rule-cat-2 = Die Katze wechselt, sobald der Hund wählt.
rule-cat-3 = Zu jeder Katze gehört ein eigener Hund.
rule-cat-4 = Weder die Katze noch der Hund erfährt, wer das andere ist.

## Familie 73: corrupt_wolf

rule-corrupt-wolf-b1 = Der Korrupte Wolf legt fest, wie viel die Stimme einer Person am nächsten Tag zählt.
rule-corrupt-wolf-1 = Jede Nacht wählt der Korrupte Wolf eine Person und einen Wert: 2, 0 oder -1.
rule-corrupt-wolf-2 = Am nächsten Tag zählen die öffentlichen Stimmen dieser Person mit dem gewählten Wert.
rule-corrupt-wolf-3 = Der Wert ersetzt den Wert der Stimme; er wird nicht dazugezählt.
rule-corrupt-wolf-4 = Wer bestochen ist und das Bürgermeisteramt hat, behält dessen Zusatzstimme.
rule-corrupt-wolf-5 = Die Bestechung wirkt sofort.
rule-corrupt-wolf-6 = Der Korrupte Wolf darf ein Mitglied des eigenen Rudels bestechen.
rule-corrupt-wolf-7 = Am nächsten Tag flüstert der Korrupte Wolf ohne Namen mit der Person.
rule-corrupt-wolf-8 = Der Korrupte Wolf ist ein Lykanthrop im Rudel.
rule-corrupt-wolf-9 = Keine Umlenkung verschiebt die Wahl des Korrupten Wolfs.

## Familie 74: pack_tanner

rule-pack-tanner-b1 = Jeden Tag darf der Rudelgerber eine Person als eine Rolle verkleiden, die der Rudelgerber wählt.
rule-pack-tanner-1 = Die Verkleidung ist schwach: In dieser Nacht sehen sie die Untersuchungen, die schwache Verkleidungen lesen.
rule-pack-tanner-2 = Der Rudelgerber darf sich selbst verkleiden, aber nicht zwei Tage hintereinander dieselbe Person.
rule-pack-tanner-3 = Die Verkleidung wirkt sofort.
rule-pack-tanner-4 = Die Verkleidung hält für diese Nacht auch über den Tod des Rudelgerbers hinaus.
rule-pack-tanner-5 = Die Verkleidung endet am Ende der Nacht.
rule-pack-tanner-6 = Der Rudelgerber ist im Rudel, aber kein Lykanthrop.

## Familie 75: rogue_wolf

rule-rogue-wolf-b1 = Der Abtrünnige Wolf ist ein Lykanthrop, der die anderen Wölfe jagt.
rule-rogue-wolf-b2 = Der Abtrünnige Wolf darf in einer Nacht nach einer Tötung durch das Rudel angreifen.
rule-rogue-wolf-1 = Der Abtrünnige Wolf ist weder im Team der Werwölfe noch im Rudel.
rule-rogue-wolf-2 = Der Abtrünnige Wolf ist trotzdem ein Lykanthrop.
rule-rogue-wolf-3 = Jede Nacht erfährt der Abtrünnige Wolf, ob das Rudel in der Nacht davor getötet hat.
rule-rogue-wolf-4 = Nach einer Nacht, in der das Rudel getötet hat, darf der Abtrünnige Wolf eine Person angreifen.
rule-rogue-wolf-5 = Der Abtrünnige Wolf ist stark als die häufigste Rolle des Rudels verkleidet.
rule-rogue-wolf-6 = Der Angriff des Abtrünnigen Wolfs geschieht am Ende der Nacht.

## Familie 76: coyotes

rule-greater-coyote-b1 = Die Kojoten teilen sich einen Kanal außerhalb des Rudels und kennen keinen anderen Wolf.
rule-greater-coyote-b2 = Der Tod des Großen Kojoten löst die Kojoten auf.
rule-greater-coyote-1 = Nach einer Nacht, in der das Rudel niemanden aus dem Dorf getötet hat, dürfen die Kojoten angreifen.
rule-greater-coyote-2 = Die Kojoten wählen ihr Ziel durch eine Abstimmung.
rule-greater-coyote-3 = Stirbt der Große Kojote, werden die Kojoten aufgelöst.
rule-greater-coyote-4 = Die anderen Kojoten verlieren ihre Fähigkeiten und treten dem Rudel bei.
rule-greater-coyote-5 = Wechselt der Große Kojote die Rolle, löst das die Kojoten nicht auf.
rule-greater-coyote-6 = Ein Kojote, der die eigene Rolle verloren hat, stimmt weiter über den Angriff ab.
rule-greater-coyote-7 = Die Kojoten greifen am Ende der Nacht an.
rule-lesser-coyote-b1 = Der Kleine Kojote ist ein Kojote außerhalb des Rudels, der keinen anderen Wolf kennt.
rule-lesser-coyote-1 = Der Kleine Kojote kennt die anderen Kojoten und teilt ihren Kanal.
rule-lesser-coyote-2 = Der Kleine Kojote ist kein Lykanthrop und nicht im Rudel.
rule-lesser-coyote-3 = Stirbt der letzte Große Kojote, tritt der Kleine Kojote dem Rudel bei.

## Familie 77: baroness

rule-baroness-b1 = Die Baronin erfährt, was anderen Mitspielenden mitgeteilt wird.
rule-baroness-1 = Tagsüber nennt die Baronin eine untersuchende Rolle oder eine von vier weiteren Rollen.
rule-baroness-2 = In den nächsten zwei Phasen erfährt die Baronin, was die Personen mit dieser Rolle erfahren.
rule-baroness-3 = Lebt niemand mit dieser Rolle, erfährt die Baronin nichts.
rule-baroness-4 = Die Baronin nennt nie zwei Tage hintereinander dieselbe Rolle.
rule-baroness-5 = Die Baronin ist kein Lykanthrop und nicht im Rudel.
rule-baroness-roles-1 = Auch vier Rollen außerhalb der Kategorie der untersuchenden Rollen dürfen genannt werden.
rule-baroness-roles-2 = Wird die Rolle Medium genannt, verrät sie die Frage und die Antwort der Toten.
rule-baroness-roles-3 = Wird die Rolle Gerber genannt, verrät sie die Gerbungen und ob das Rudel darunter ist.
rule-baroness-roles-4 = Wird die Rolle Wirt genannt, verrät sie die gezählte Rolle und die Zahl.
rule-baroness-roles-5 = Wird die Rolle Rabenhüter genannt, verrät sie die Berichte der Raben.

## Familie 78: flock

rule-shepherd-b1 = Jede Nacht darf der Hirte Personen in die Herde treiben.
rule-shepherd-b2 = Die Schar gewinnt, sobald jede lebende Person in der Herde, ungebunden oder in der Schar ist.
rule-shepherd-1 = Personen in der Herde treten einem Kanal bei, in dem der Hirte ohne Namen mit ihnen spricht.
rule-shepherd-2 = Die Stimme einer Person in der Herde zählt in öffentlichen Abstimmungen nichts.
rule-shepherd-3 = Ein nächtlicher Angriff auf eine Person in der Herde scheitert einmal und befreit sie stattdessen.
rule-shepherd-4 = Wer in die Herde getrieben wird, erfährt es.
rule-shepherd-5 = Ein Angriff einer Person aus der Herde auf den Hirten scheitert.
rule-shepherd-6 = Tagsüber darf der Hirte Personen aus der Herde freilassen, für verdeckte Stimmen gegen eine andere Person.
rule-shepherd-7 = Pro Nacht treibt der Hirte je fünfzehn Mitspielende eine Person in die Herde, gerundet.
rule-shepherd-8 = Niemand aus der Schar wird in die Herde getrieben.
rule-shepherd-9 = Gezählt werden alle, denen eine Rolle ausgeteilt wurde, nicht die Lebenden.
rule-shepherd-10 = Der Hirte teilt sich den Kanal der Schar mit den Hütehunden.
rule-shepherd-11 = Ein Hirte, der die Rolle verliert, treibt niemanden mehr in die Herde.
rule-shepherd-12 = Die Schar erfährt nicht, wenn ihre Mitglieder die Rolle wechseln.
rule-shepherd-13 = Ist keine Schar mehr übrig, ist niemand mehr in der Herde, ohne dass es jemand erfährt.
rule-herding-dog-b1 = Der Hütehund gewinnt mit dem Hirten und teilt dessen Kanal.
rule-herding-dog-b2 = Der Hütehund spricht jede Nacht ohne Namen mit einer Person aus der Herde.
rule-herding-dog-b3 = Der Hütehund darf als Person aus der Herde im Kanal der Herde sitzen.
rule-herding-dog-1 = Jede Nacht darf der Hütehund eine Person aus der Herde in einen Kanal holen.
rule-herding-dog-2 = Der Hirte darf einen Hütehund in die Herde treiben; der Hütehund darf die Herde nach Belieben verlassen.
rule-herding-dog-3 = Lebt kein Hirte, treibt auch ein Hütehund jede Nacht eine Person in die Herde.
rule-herding-dog-4 = Der Hirte und die Hütehunde teilen sich den Kanal der Schar.
rule-herding-dog-5 = Ein Hütehund, der die Rolle verliert, verliert die Fähigkeiten, bleibt aber in der Herde.
rule-herding-dog-6 = Die Schar erfährt nicht, wenn ihre Mitglieder die Rolle wechseln.

## Familie 79: pyro

rule-pyromancer-b1 = Jede Nacht bestreut der Pyromant eine Person mit Pulver oder setzt alle in Brand, auf denen Pulver liegt.
rule-pyromancer-1 = In einer Nacht hat der Pyromant einen Zug: Pulver streuen oder Feuer legen.
rule-pyromancer-2 = Ein Feuer greift jede Person an, auf der Pulver liegt; es ist ein Angriff des Pyromanten.
rule-pyromancer-3 = Wer das Feuer überlebt, bleibt mit Pulver bestreut.
rule-pyromancer-4 = Das Pulver wirkt sofort; das Feuer bricht aus, wenn die Nacht endet.
rule-pyromancer-5 = Der Pyromant darf statt zu streuen das Pulver von einer Person entfernen.
rule-pyromancer-6 = Der Pyromant spielt für das Team der Pyros und sitzt in dessen Kanal.
rule-pyromancer-7 = Die Pyros gewinnen, sobald niemand sonst mehr lebt.
rule-wisp-b1 = Jeden Tag besucht das Irrlicht eine Person und setzt sie in Brand, wenn auf ihr Pulver liegt.
rule-wisp-1 = Der tägliche Besuch eines Irrlichts bei einer Person, auf der Pulver liegt, setzt sie in Brand, wenn der Tag endet.
rule-wisp-2 = Der Besuch eines Irrlichts bei einer Person ohne Pulver bestreut sie mit Pulver.
rule-wisp-3 = Der Besuch des Irrlichts wirkt sofort.
rule-wisp-4 = Ob es Pulver gestreut oder angegriffen hat, erfährt das Irrlicht erst, wenn der Tag endet.
rule-wisp-5 = Das Irrlicht kann sich nicht selbst besuchen.
rule-wisp-6 = Das Irrlicht spielt für das Team der Pyros, ohne in dessen Kanal zu sitzen.
rule-wisp-7 = Das Irrlicht weiß nicht, wer sonst zum eigenen Team gehört.
rule-wisp-8 = Setzen die Pyros ein Irrlicht in Brand, erfährt das Irrlicht es und stirbt nicht.
rule-wisp-9 = Wer ein Irrlicht in Brand gesetzt hat, erfährt, dass das Ziel nicht brennen konnte.
rule-wisp-10 = Diese Nachricht ist anders formuliert als die jedes anderen gescheiterten Feuers.
rule-wisp-11 = Ist der Kanal der Pyros leer, erfährt das jedes Irrlicht, bekommt zu Beginn der nächsten Phase die Rolle Pyromant und tritt dem Kanal bei.
rule-wisp-12 = Jedes Irrlicht, das dann lebt, bekommt die Rolle Pyromant, nicht nur eines.
rule-firebug-b1 = Jede Nacht bestreut der Brandstifter eine Person mit Pulver oder schirmt eine Person ab.
rule-firebug-1 = Einer abgeschirmten Person können Angriffe in dieser Nacht nicht schaden.
rule-firebug-2 = Greift jemand außerhalb des Teams der Pyros eine abgeschirmte Person an, setzt die angreifende Person damit sich selbst und jede Person in Brand, auf der Pulver liegt.
rule-firebug-3 = Dieser Rückschlag ist ein eigener Angriff des Brandstifters.
rule-firebug-4 = Pulver und Abschirmung wirken beide sofort.
rule-firebug-5 = Der Brandstifter darf statt zu streuen das Pulver von einer Person entfernen.
rule-firebug-6 = Der Brandstifter spielt für das Team der Pyros und sitzt in dessen Kanal.
rule-firebug-7 = Die Pyros gewinnen, sobald niemand sonst mehr lebt (die Karte des Brandstifters).
rule-firebug-8 = Sobald die letzte Person gestorben ist, der zu Beginn die Rolle Pyromant ausgeteilt wurde, bekommt der Brandstifter die Rolle Pyromant.

## Familie 80: white_wolves

rule-white-werewolf-b1 = Der Weiße Werwolf muss die Werwölfe ebenso töten wie das Dorf.
rule-white-werewolf-b2 = Jede zweite Nacht darf der Weiße Werwolf jemanden aus dem Rudel angreifen.
rule-white-werewolf-1 = Das Rudel hält den Weißen Werwolf für eines seiner Mitglieder.
rule-white-werewolf-2 = Der Weiße Werwolf gewinnt nur allein: Auch das Rudel muss sterben.
rule-white-werewolf-3 = Ab Nacht 2 darf das Rudel jede zweite Nacht angegriffen werden.
rule-white-werewolf-4 = Eine Nacht ohne diesen Angriff lässt die nächste Nacht dafür offen.
rule-white-werewolf-5 = Der Angriff auf ein Mitglied des Rudels geschieht, wenn die Nacht endet.
rule-white-werewolf-6 = Leben nur noch Werwölfe und der Weiße Werwolf, geht das Spiel weiter, bis eine Seite tot ist.
rule-white-werewolf-7 = Der Weiße Werwolf ahmt die häufigste Rolle des Rudels nach, die keine Gruppenrolle der Wölfe ist.
rule-white-werewolf-8 = Der Weiße Werwolf ist stark als diese Rolle verkleidet und hat ihre Fähigkeiten.
rule-white-werewolf-9 = Sind mehrere Rollen gleich häufig, entscheidet eine zufällige Ziehung.
rule-white-werewolf-10 = Ein Rollenwechsel beendet die Nachahmung: Verkleidung und Fähigkeiten verschwinden.
rule-white-werewolf-11 = Nicht im Team der Werwölfe, aber ein Lykanthrop im Rudel.

## Familie 81: hell

rule-demon-b1 = Der Dämon teilt sich den Kanal der Hölle mit dem Teufel und gewinnt mit dem Teufel.
rule-demon-b2 = Der Dämon gibt Seelen aus dem Seelenvorrat der Hölle aus, wie der Teufel.
rule-demon-1 = Am ersten Tag darf der Dämon eine dauerhafte schwache Verkleidung wählen (sonst Dorfbewohner).
rule-demon-2 = Die Seele des Dämons geht zu Beginn in den Vorrat; danach ist der Dämon seelenlos.
rule-demon-3 = Der Dämon gibt Seelen aus dem Vorrat aus, um zu schützen oder anzugreifen.
rule-demon-4 = Wird der Dämon angegriffen, schützt eine Seele den Dämon, solange der Vorrat eine enthält.
rule-demon-5 = Die Seelen erklärt der Abschnitt über die Seelen.
rule-demon-6 = Niemand aus der Hölle kann sie verraten.
rule-devil-b1 = Jeden Tag darf der Teufel wählen, wer die Wette bekommt.
rule-devil-b2 = Wer die Wette bekommt, hat vier Möglichkeiten.
rule-devil-b3 = Der Teufel gibt Seelen aus dem Seelenvorrat der Hölle aus.
rule-devil-b4 = Die Hölle gewinnt, wenn alle Lebenden seelenlos, ungebunden oder Teil der Hölle sind.
rule-devil-1 = Am ersten Tag darf der Teufel eine dauerhafte schwache Verkleidung wählen (sonst Dorfbewohner).
rule-devil-2 = Die Seele des Teufels geht zu Beginn in den Vorrat; danach ist der Teufel seelenlos.
rule-devil-3 = Der Teufel gibt Seelen aus dem Vorrat aus, um zu schützen oder anzugreifen.
rule-devil-4 = Wird der Teufel angegriffen, schützt eine Seele den Teufel, solange der Vorrat eine enthält.
rule-devil-5 = Die Seelen erklärt der Abschnitt über die Seelen.
rule-devil-6 = Keine Wette an eine seelenlose Person.
rule-devil-7 = Die Wette wird verschickt, wenn die Nacht beginnt.
rule-devil-8 = Die Wette wird nie umgelenkt.
rule-devil-9 = Der Teufel und die Person, die die Wette bekommt, teilen sich in dieser Nacht einen anonymen Kanal.
rule-devil-10 = Diese Person darf ihre Seele verkaufen, um angreifen oder schützen zu lassen, oder ihre Identität, um eine Rolle zu erfahren, die auch der Teufel sieht.
rule-devil-11 = Oder sie ignoriert die Wette.
rule-devil-12 = Sobald der Teufel tot ist, bewirkt die Wette nichts mehr; die Person, die sie bekommen hat, erfährt es nicht.
rule-devil-13 = Die Wette erklärt der Abschnitt über die Wette.
rule-devil-14 = Niemand aus der Hölle kann sie verraten.
rule-imp-b1 = Der Kobold teilt sich den Kanal der Hölle mit dem Teufel und gewinnt mit dem Teufel.
rule-imp-1 = Ein Kobold entsteht meist, wenn jemand den Teufel kopiert.
rule-imp-2 = Es gibt nie einen zweiten Teufel: Eine Kopie wird zum Kobold.
rule-imp-3 = Der Kobold gewinnt wie der Teufel.
rule-imp-4 = Die Seele eines neuen Kobolds geht in den Vorrat.
rule-imp-5 = Niemand aus der Hölle kann sie verraten.
rule-souls-1 = Wer Seelen ausgeben kann, darf eine Seele ausgeben, um eine Person heute Nacht vor jedem Angriff zu schützen.
rule-souls-2 = Tagsüber ausgegeben, gilt der Schutz für die kommende Nacht.
rule-souls-3 = Der Schutz einer Seele wirkt sofort.
rule-souls-4 = Wer Seelen ausgeben kann, darf eine Seele ausgeben, um eine Person anzugreifen.
rule-souls-5 = Der Angriff einer Seele wirkt sofort, und der Tod wird nicht erklärt.
rule-souls-6 = Seelen werden tagsüber und nachts ausgegeben.
rule-souls-7 = Ein gescheiterter Angriff einer Seele wird der Person erklärt, die sie ausgegeben hat.
rule-souls-8 = Wer Seelen ausgeben kann und nachts angegriffen wird, wird von einer Seele geschützt, solange der Vorrat eine enthält.
rule-souls-9 = Jeder Angriff kostet eine Seele.
rule-souls-10 = Reichen die Seelen nicht für alle, die sie ausgeben, wird zufällig gezogen, der Teufel zuerst.
rule-souls-11 = Die Hölle erfährt, wer angegriffen wurde, wenn eine Seele eine dieser Personen schützt.
rule-wager-1 = Wer die Wette bekommt, wählt eine von vier Möglichkeiten.
rule-wager-2 = Möglichkeit eins: die Seele verkaufen, um eine Person angreifen zu lassen.
rule-wager-3 = Die verkaufte Seele geht sofort in den Vorrat.
rule-wager-4 = Der Teufel greift die gewählte Person an, wenn die Nacht endet.
rule-wager-5 = Wird eine Person aus der Hölle gewählt, wird sie nicht angegriffen (die Seele ist trotzdem verkauft).
rule-wager-6 = Wer die Wette bekommen hat, erfährt nicht, dass der Angriff nicht stattfand.
rule-wager-7 = Möglichkeit zwei: die Seele verkaufen, um eine Person beschützen zu lassen.
rule-wager-8 = Die verkaufte Seele geht sofort in den Vorrat.
rule-wager-9 = Die gewählte Person ist für den Rest der Nacht vor jedem Angriff geschützt.
rule-wager-10 = Wer die Wette bekommen hat, darf sich selbst schützen.
rule-wager-11 = Möglichkeit drei: die Identität verkaufen, um die Rolle einer Person zu sehen.
rule-wager-12 = Die Prüfung wirkt sofort; die Person mit der Wette und der Teufel sehen die Rolle.
rule-wager-13 = Danach erfährt der Teufel die Rolle der Person, die die Wette bekommen hat.
rule-wager-14 = Schwache Verkleidungen zählen bei beiden Prüfungen.
rule-wager-15 = Umlenkungen und Behinderungen erreichen die Prüfung der gewählten Person, nicht die der Person mit der Wette.
rule-wager-16 = Es sind die, die den Teufel erreichen würden, nicht die Person mit der Wette.
rule-wager-17 = Möglichkeit vier: die Wette ignorieren.
rule-wager-18 = Gewählt werden kann, bis die Nacht endet; keine Wahl heißt, die Wette zu ignorieren.
rule-wager-19 = Die Person mit der Wette verlässt den Kanal der Wette, wenn die Nacht endet.
rule-wager-20 = Sobald der Teufel tot ist, geschieht keine Aktion der Wette mehr; die Person mit der Wette erfährt es nicht.
rule-wager-21 = Eine verkaufte Seele bleibt verkauft; ein verdammtes Ziel kann sich ändern oder zu einem Schutz werden.
rule-wager-22 = Ein Schutz wirkt sofort und ist endgültig.
rule-cerberus-b1 = Der Zerberus teilt sich den Kanal der Hölle mit dem Teufel und gewinnt mit dem Teufel.
rule-cerberus-b2 = Jeden Tag darf der Zerberus einer Person Schutz für ihre Seele anbieten.
rule-cerberus-1 = Am ersten Tag darf der Zerberus eine dauerhafte schwache Verkleidung wählen (sonst Dorfbewohner).
rule-cerberus-2 = Die Seele des Zerberus geht zu Beginn in den Vorrat; danach ist der Zerberus seelenlos.
rule-cerberus-3 = Der Zerberus kann keine Seelen aus dem Vorrat ausgeben.
rule-cerberus-4 = Kein Angebot an eine seelenlose Person oder an die Person, die heute Nacht die Wette bekommt.
rule-cerberus-5 = Das Angebot wird verschickt, wenn die Nacht beginnt.
rule-cerberus-6 = Das Angebot wird nie umgelenkt.
rule-cerberus-7 = Der Zerberus und die Person, die das Angebot bekommt, teilen sich einen anonymen Kanal.
rule-cerberus-8 = Die Person nimmt das Angebot an oder ignoriert es.
rule-cerberus-9 = Wer annimmt, gibt die eigene Seele sofort und für immer in den Vorrat.
rule-cerberus-10 = Stirbt eine Person, die angenommen hat, durch einen Angriff, stirbt stattdessen der Zerberus; die Hölle erfährt, wer angegriffen hat und mit welcher Rolle.
rule-cerberus-11 = Niemand aus der Hölle kann sie verraten.
rule-cerberus-12 = Ist der Zerberus allein von der Hölle übrig, bekommt der Zerberus die Rolle Dämon.

## Familie 82: cupid

rule-cupid-b1 = Der Amor wählt eine große Liebe und bildet mit ihr ein untrennbares Liebespaar.
rule-cupid-1 = In Nacht 1 muss der Amor eine andere Person als große Liebe wählen.
rule-cupid-2 = Ein Amor, der bis zum Ende von Nacht 1 nicht gewählt hat, bekommt eine zufällige große Liebe.
rule-cupid-3 = Die große Liebe tritt dem Kanal des Amors bei, und der Amor erfährt die Rolle der großen Liebe.
rule-cupid-4 = Stirbt jemand vom Liebespaar, stirbt auch die andere Person.
rule-cupid-5 = Der Tod der zweiten verliebten Person wird als Tod der Verliebten verkündet.
rule-cupid-6 = Die Wahl der großen Liebe wirkt sofort.
rule-cupid-7 = Die Grundgesinnung eines Amors ist die des Dorfes.
rule-cupid-8 = Ein Paar aus zwei verschiedenen Grundgesinnungen gewinnt erst, wenn beide Bedingungen erfüllt sind.
rule-cupid-9 = Ein Amor und ein Wolf müssen alle anderen überleben (ein Beispiel).
rule-cupid-10 = Ein Amor mit einer großen Liebe aus dem Dorf spielt und gewinnt mit dem Dorf.
rule-cupid-11 = Der Amor ist immer im Team der großen Liebe; keine andere Regel versetzt den Amor.
rule-cupid-12 = Sobald die große Liebe gewählt ist, ist der Amor nicht mehr ungebunden (außer beide sind es).
rule-cupid-13 = Mit einer ungebundenen großen Liebe spielt das Paar für das Dorf und darf auch durch den eigenen Sieg der großen Liebe gewinnen.
rule-cupid-14 = Ein Amor, der die Rolle verliert, bevor eine Wahl getroffen ist, bekommt sofort eine zufällige große Liebe.
rule-cupid-15 = Ein Amor wechselt die Rolle immer nur zu einer anderen Art Amor.
rule-cupid-alignment-1 = Die Tabelle des Rollenbuchs mit den Siegbedingungen der Paare (eine Überschrift).
rule-cupid-alignment-2 = Jede Zeile sagt, wer neben dem Paar am Leben bleiben darf.
rule-cupid-alignment-3 = Ungebundene Personen dürfen neben einem Paar immer am Leben bleiben.
rule-cupid-alignment-4 = Mit einer ungebundenen großen Liebe hat das Paar zwei Wege zum Sieg; einer davon genügt.
rule-cupid-alignment-5 = Steigt die große Liebe auf, steigt auch der Amor auf.
rule-cupid-alignment-6 = Die Tabelle lässt den eigenen zweiten Sieg einer ungebundenen großen Liebe weg (eine Anmerkung).
rule-cupid-alignment-7 = Paare, die eine Variante unmöglich macht, sind trotzdem aufgeführt (eine Anmerkung).
rule-cupid-alignment-8 = Eine Zeile „Beliebig“ gilt für jede Gesinnung, die nicht vorher aufgeführt ist (eine Anmerkung).
rule-cupid-alignment-9 = Ein Amor mit einer großen Liebe aus dem Dorf oder einer ungebundenen großen Liebe gewinnt mit dem Dorf.
rule-cupid-alignment-10 = Ein Amor mit einer großen Liebe aus dem Team der Flöte darf nur verzauberte Personen aus dem Dorf am Leben lassen.
rule-cupid-alignment-11 = Ein Amor mit einer großen Liebe aus der Unterwelt muss alle anderen überleben.
rule-cupid-alignment-12 = Ein Amor mit einem Werwolf als großer Liebe bekommt die Rolle Wölfischer Amor.
rule-cupid-alignment-13 = Ein Amor mit einer großen Liebe aus der Hölle bekommt die Rolle Dämonischer Amor.
rule-cupid-alignment-14 = Ein Amor mit einer großen Liebe aus dem Team der Pyros bekommt die Rolle Flammender Amor.
rule-cupid-alignment-15 = Ein Amor mit einer großen Liebe aus dem Team der Pest bekommt die Rolle Verpesteter Amor.
rule-cupid-alignment-16 = Ein Amor mit einer Vettel als großer Liebe bekommt die Rolle Amorvettel.
rule-cupid-alignment-17 = Ein Amor mit einem Reiter als großer Liebe bekommt die Rolle Apokalyptischer Amor.
rule-cupid-alignment-18 = Ein Wölfischer Amor und ein Werwolf müssen alle anderen überleben.
rule-cupid-alignment-19 = Ein Wölfischer Amor hat immer einen Werwolf als große Liebe.
rule-cupid-alignment-20 = Ein Flammender Amor und eine große Liebe aus dem Team der Pyros müssen alle anderen überleben.
rule-cupid-alignment-21 = Ein Flammender Amor hat immer eine große Liebe aus dem Team der Pyros.
rule-cupid-alignment-22 = Ein Apokalyptischer Amor und ein Reiter müssen alle anderen überleben.
rule-cupid-alignment-23 = Ein Apokalyptischer Amor hat immer einen Reiter als große Liebe.
rule-cupid-alignment-24 = Ein Verpesteter Amor und eine große Liebe aus dem Team der Pest müssen alle anderen überleben.
rule-cupid-alignment-25 = Ein Verpesteter Amor hat immer eine große Liebe aus dem Team der Pest.
rule-cupid-alignment-26 = Ein Dämonischer Amor und eine große Liebe aus der Hölle gewinnen mit der Hölle.
rule-cupid-alignment-27 = Ein Dämonischer Amor hat immer eine große Liebe aus der Hölle.
rule-cupid-alignment-28 = Eine Amorvettel und eine Vettel gewinnen mit den Vetteln.
rule-cupid-alignment-29 = Eine Amorvettel hat immer eine Vettel als große Liebe.
rule-cupid-alignment-30 = Ein Untoter Amor mit einer großen Liebe aus dem Dorf, aus dem Team der Werwölfe oder aus einem Soloteam muss alle anderen überleben.
rule-cupid-alignment-31 = Ein Untoter Amor mit einer großen Liebe aus dem Team der Flöte darf nur verzauberte Personen aus der Unterwelt am Leben lassen.
rule-cupid-alignment-32 = Ein Untoter Amor mit einer großen Liebe aus der Unterwelt oder einer ungebundenen großen Liebe gewinnt mit der Unterwelt.
rule-cupid-alignment-33 = Ein Untoter Amor mit einer großen Liebe aus der Hölle bekommt die Rolle Dämonischer Amor.
rule-cupid-alignment-34 = Ein Amorwolf mit einer großen Liebe aus dem Dorf oder aus einem Soloteam muss alle anderen überleben.
rule-cupid-alignment-35 = Ein Amorwolf mit einer großen Liebe aus dem Team der Flöte darf nur verzauberte Werwölfe am Leben lassen.
rule-cupid-alignment-36 = Ein Amorwolf mit einem Werwolf als großer Liebe oder einer ungebundenen großen Liebe gewinnt mit den Werwölfen.
rule-cupid-alignment-37 = Ein Amorwolf mit einer großen Liebe aus der Hölle bekommt die Rolle Dämonischer Amor.
rule-cupid-variants-1 = Ein Amor kann nie eine Rolle bekommen, die keine Art Amor ist.
rule-cupid-variants-2 = Ein Rollenwechsel, der einem Amor eine andere Rolle geben würde, gibt stattdessen eine Art Amor.
rule-cupid-variants-3 = Die Wahl der großen Liebe oder ein Wechsel ihrer Gesinnung kann die Rolle des Amors ändern.
rule-cupid-variants-4 = Die Arten Amor sind unten aufgeführt (eine Überschrift).
rule-cupid-wolf-b1 = Der Amorwolf ist ein Amor, den der Infizierende Wolf infiziert hat.
rule-cupid-wolf-1 = Ein Amor, der auf irgendeine Weise zum Wolf gemacht wird, wird zum Amorwolf.
rule-cupid-wolf-2 = Die Grundgesinnung des Amorwolfs ist die der Werwölfe.
rule-cupid-wolf-3 = Ein Amorwolf mit einer großen Liebe anderer Grundgesinnung gewinnt erst, wenn beide Bedingungen erfüllt sind.
rule-cupid-wolf-4 = Ein Amorwolf und ein Dorfbewohner müssen alle anderen überleben (ein Beispiel).
rule-cupid-wolf-5 = Ein Amorwolf mit einem Werwolf als großer Liebe gewinnt mit den Werwölfen.
rule-cupid-wolf-6 = Ein Amorwolf mit einer ungebundenen großen Liebe gewinnt mit den Werwölfen oder durch den Sieg der großen Liebe.
rule-spectral-cupid-b1 = Der Geisterhafte Amor ist ein Amor, der ins Team des Albtraums angeworben wurde.
rule-spectral-cupid-1 = Ein Amor, den der Albtraum anwirbt, wird zum Geisterhaften Amor, nicht zum Geist.
rule-spectral-cupid-2 = Die Grundgesinnung des Geisterhaften Amors ist die des Albtraums.
rule-spectral-cupid-3 = Ein Geisterhafter Amor mit einer großen Liebe anderer Grundgesinnung gewinnt erst, wenn beide Bedingungen erfüllt sind.
rule-spectral-cupid-4 = Ein Geisterhafter Amor und ein Werwolf müssen alle anderen überleben (ein Beispiel).
rule-spectral-cupid-5 = Ein Geisterhafter Amor mit einer großen Liebe aus dem Albtraum gewinnt mit dem Albtraum.
rule-spectral-cupid-6 = Ein Geisterhafter Amor mit einer ungebundenen großen Liebe gewinnt mit dem Albtraum oder durch den Sieg der großen Liebe.
rule-undead-cupid-b1 = Der Untote Amor ist ein Amor, der dämonisiert und dann getötet wurde.
rule-undead-cupid-1 = Ein Amor, der aus einer Dämonisierung aufersteht, wird zum Untoten Amor, nicht zum Untoten.
rule-undead-cupid-2 = Die Grundgesinnung des Untoten Amors ist die der Unterwelt.
rule-undead-cupid-3 = Ein Untoter Amor mit einer großen Liebe anderer Grundgesinnung gewinnt erst, wenn beide Bedingungen erfüllt sind.
rule-undead-cupid-4 = Ein Untoter Amor und ein Werwolf müssen alle anderen überleben (ein Beispiel).
rule-undead-cupid-5 = Ein Untoter Amor mit einer großen Liebe aus der Unterwelt gewinnt mit der Unterwelt.
rule-undead-cupid-6 = Ein Untoter Amor mit einer ungebundenen großen Liebe gewinnt mit der Unterwelt oder durch den Sieg der großen Liebe.
rule-demonic-cupid-b1 = Der Dämonische Amor ist ein Amor, dessen große Liebe aus der Hölle ist.
rule-demonic-cupid-1 = Ein Amor, dessen große Liebe aus der Hölle ist oder dazukommt, wird zum Dämonischen Amor.
rule-demonic-cupid-2 = Der Dämonische Amor ist Mitglied der Hölle.
rule-demonic-cupid-3 = Einmal in der Hölle, können der Amor und die große Liebe sie nie wieder verlassen.
rule-demonic-cupid-4 = Die Seele eines Amors ist in dem Moment verloren, in dem dieser Amor zum Dämonischen Amor wird.
rule-demonic-cupid-5 = Die Hölle bekommt die verlorene Seele für ihren Vorrat.
rule-lupine-cupid-b1 = Der Wölfische Amor ist ein Amor, dessen große Liebe ein Werwolf ist.
rule-lupine-cupid-1 = Ein Amor, dessen große Liebe ein Werwolf ist oder wird, wird zum Wölfischen Amor.
rule-lupine-cupid-2 = Die Werwölfe können einen Wölfischen Amor nicht töten.
rule-lupine-cupid-3 = Ein Angriff einer wölfischen Person auf einen Wölfischen Amor scheitert.
rule-lupine-cupid-4 = Ein Wölfischer Amor ist ein Lykanthrop, außerhalb des Rudels.
rule-lupine-cupid-5 = Die Siegbedingung des Wölfischen Amors ist die der Rolle Amor.
rule-flaming-cupid-b1 = Der Flammende Amor ist ein Amor, dessen große Liebe zum Team der Pyros gehört.
rule-flaming-cupid-1 = Ein Amor, dessen große Liebe zum Team der Pyros gehört oder dazukommt, wird zum Flammenden Amor.
rule-flaming-cupid-2 = Das Team der Pyros kann einen Flammenden Amor weder mit Pulver bestreuen noch in Brand setzen.
rule-flaming-cupid-3 = Pulver, das das Team der Pyros auf einen Flammenden Amor streut, versagt ohne ein Wort.
rule-flaming-cupid-4 = Ein Angriff des Teams der Pyros auf einen Flammenden Amor scheitert.
rule-flaming-cupid-5 = Die Siegbedingung des Flammenden Amors ist die der Rolle Amor.
rule-plagued-cupid-b1 = Der Verpestete Amor ist ein Amor, dessen große Liebe zum Team der Pest gehört.
rule-plagued-cupid-1 = Ein Amor, dessen große Liebe zum Team der Pest gehört oder dazukommt, wird zum Verpesteten Amor.
rule-plagued-cupid-2 = Ein angesteckter Verpesteter Amor stirbt nie an der Pest und bleibt ansteckend.
rule-plagued-cupid-3 = Für einen Pestarzt ist der Verpestete Amor immer gesund.
rule-plagued-cupid-4 = Die Siegbedingung des Verpesteten Amors ist die der Rolle Amor.
rule-apocalyptic-cupid-b1 = Der Apokalyptische Amor ist ein Amor, dessen große Liebe ein Reiter ist.
rule-apocalyptic-cupid-1 = Ein Amor, dessen große Liebe ein Reiter ist oder wird, wird zum Apokalyptischen Amor.
rule-apocalyptic-cupid-2 = Die Reiter können einen Apokalyptischen Amor nicht töten.
rule-apocalyptic-cupid-3 = Ein Angriff oder eine Tötung durch einen Reiter auf einen Apokalyptischen Amor scheitert.
rule-apocalyptic-cupid-4 = Die Siegbedingung des Apokalyptischen Amors ist die der Rolle Amor.
rule-cupid-hag-b1 = Die Amorvettel ist ein Amor, dessen große Liebe eine Vettel ist.
rule-cupid-hag-1 = Ein Amor, dessen große Liebe eine Vettel ist oder wird, wird zur Amorvettel und kann das wieder verlieren.
rule-cupid-hag-2 = Eine Amorvettel ist stark als Vettel verkleidet, und ihr kann wie einer Vettel Unrecht getan werden.
rule-cupid-hag-3 = Eine Amorvettel teilt die Siegbedingung der Vettel, die ihre große Liebe ist, auch die der Verbitterten Vetteln.
rule-lover-b1 = Die Große Liebe ist die Person, die ein Amor gewählt hat; die beiden bilden ein untrennbares Liebespaar.
rule-lover-1 = Jeder Amor wählt die eigene Große Liebe in Nacht 1.
rule-lover-2 = Die Große Liebe tritt dem Kanal des Amors bei.
rule-lover-3 = Stirbt jemand vom Liebespaar, stirbt auch die andere Person.
rule-lover-4 = Der Tod der zweiten verliebten Person wird als Tod der Verliebten verkündet.
rule-lover-5 = Die Große Liebe behält die eigene Rolle; die Gesinnung des Paares verbindet beide Grundgesinnungen.
rule-lover-6 = Zwei verschiedene Grundgesinnungen machen das Paar zu einem eigenen Team, das erst gewinnt, wenn beide Bedingungen erfüllt sind.
rule-lover-7 = Ein Amor und ein Wolf bilden ein Solo-Paar, das alle anderen überleben muss (ein Beispiel).
rule-lover-8 = Zweimal die Grundgesinnung des Dorfes: Das Paar spielt und gewinnt mit dem Dorf.
rule-lover-9 = Die Große Liebe hat immer die Gesinnung des Amors; keine andere Regel versetzt sie.
rule-lover-10 = Die Große Liebe ist eine Zusatzrolle, die zur eigenen Rolle der Person hinzukommt.
rule-rule-results-win-loss-1 = Ein Spiel endet meist mit dem Sieg eines Teams und der Niederlage jedes anderen Teams.
rule-rule-results-win-loss-2 = Ein Team gewinnt, sobald nur noch dieses Team und ungebundene Personen übrig sind, oder durch eine eigene Regel (die Verzauberten beim Team der Flöte).
rule-rule-results-win-loss-3 = Manche ungebundenen Personen verlassen das Spiel früh mit einem Sieg (Aufstieg) oder einer Niederlage (Abstieg).
rule-rule-results-win-loss-4 = Ob jemand gewonnen hat, wird zu Beginn jeder Phase geprüft und nach jeder sofortigen Aktion samt all ihren Folgen.

## Familie 83: nightmare

rule-reaper-b1 = Der Albtraum gewinnt, sobald jede Person schlaflos, tot oder Teil des Albtraums ist.
rule-reaper-b2 = Jede Nacht darf der Sensenmann eine Person schlaflos machen.
rule-reaper-b3 = Der Sensenmann darf sich für eine Weile die Fähigkeiten der Toten leihen.
rule-reaper-1 = Jede Nacht macht der Sensenmann sofort eine Person schlaflos.
rule-reaper-2 = Eine schlaflose Person erfährt es nicht.
rule-reaper-3 = Die Fähigkeit einer schlaflosen Person auf den Sensenmann scheitert, und der Sensenmann greift diese Person an.
rule-reaper-4 = Die Fähigkeit jeder anderen Person auf den Sensenmann geht an die Person, die der Sensenmann markiert hat.
rule-reaper-5 = Der Sensenmann markiert eine Person nur mit einer Fähigkeit, die ein Tod geliehen hat.
rule-reaper-6 = Ohne Markierung, oder wenn die markierte Person tot ist, wird nichts umgelenkt.
rule-reaper-7 = Zu Beginn jeder Nacht erfährt der Sensenmann die Rollen der kürzlich Gestorbenen.
rule-reaper-8 = Jeder solche Tod leiht dem Sensenmann eine Fähigkeit, je nach der Kategorie der toten Rolle.
rule-reaper-9 = Eine tote tötende Rolle leiht einen Angriff am Ende der Nacht.
rule-reaper-10 = Eine tote Machtrolle leiht sofort eine weitere schlaflose Person.
rule-reaper-11 = Eine tote untersuchende Rolle leiht die Prüfung einer Rolle, die Verkleidungen täuschen.
rule-reaper-12 = Eine tote anwerbende oder verbündende Rolle leiht sofort das Erschaffen eines Geistes.
rule-reaper-13 = Jede andere tote Rolle leiht sofort die Wahl einer neuen Markierung.
rule-reaper-14 = Ist niemand vom Albtraum mehr übrig, ist niemand mehr schlaflos, ohne dass es jemand erfährt.
rule-spirit-b1 = Ein Geist gehört zum Heer des Sensenmanns und sieht aus wie die alte Rolle.
rule-spirit-b2 = Die Anwerbung des Sensenmanns erschafft einen Geist.
rule-spirit-1 = Ein Geist gewinnt mit dem Sensenmann.
rule-spirit-2 = Ein Geist behält die alten Gruppen und stimmt dort ab, solange ein anderes Mitglied lebt.
rule-spirit-3 = Die Stimme eines Geistes in einer solchen Gruppe zählt nicht.
rule-spirit-4 = Eine Gruppe, in der kein Mitglied die Fähigkeit der Gruppe mehr hat, hat die Fähigkeit verloren.
rule-wraith-b1 = Das Gespenst gewinnt mit dem Sensenmann und teilt dessen Kanal.
rule-wraith-1 = Das Gespenst hat darüber hinaus keine eigene Fähigkeit.
rule-wraith-2 = Wer den Sensenmann kopiert, wird zum Gespenst.
rule-wraith-3 = Ein Gespenst wird nie schlaflos.
rule-wraith-4 = Die Fähigkeit einer schlaflosen Person auf ein Gespenst scheitert, und das Gespenst greift diese Person an.
rule-wraith-5 = Ein Gespenst als gespeichertes Ziel zu wählen ist keine solche Fähigkeit.
rule-wraith-6 = Sobald der Sensenmann tot ist, macht das Gespenst jede Nacht eine Person schlaflos.
