### Die Regeln des Rollenbuchs in Worten, zweiter Teil: die Umschreibung jeder Regel der
### Rollenfamilien 31 bis 84 (alpha_wolf bis nightmare), in der Reihenfolge der Familien. Die Id
### ist „rule-“ und die Id der Regel, Punkte als Bindestriche. Begriffe und Rollennamen: siehe
### das Glossar in docs/translating.md.

## alpha_wolf (roles/alpha_wolf.py)

rule-alpha-wolf-b1 = In der Abstimmung des Rudels zählt die Stimme des Alphawolfs doppelt.
rule-alpha-wolf-b2 = Einmal darf der Alphawolf allein über den Angriff des Rudels entscheiden.
rule-alpha-wolf-b3 = Der Alphawolf wechselt nie die Gesinnung.
rule-alpha-wolf-1 = Die Stimme des Alphawolfs in der Abstimmung des Rudels sieht aus wie eine Stimme, zählt aber doppelt.
rule-alpha-wolf-2 = Einmal pro Spiel wählt der Alphawolf an Stelle des Rudels das Ziel eines Angriffs des Rudels.
rule-alpha-wolf-3 = Gibt es in einer Nacht mehrere Abstimmungen des Rudels, wählt der Alphawolf, welche das Machtwort ersetzt.
rule-alpha-wolf-4 = Ohne Abstimmung des Rudels gibt es nichts, was ein Machtwort ersetzen könnte.
rule-alpha-wolf-5 = Das Machtwort wirkt am Ende der Nacht; der Alphawolf greift selbst an.
rule-alpha-wolf-6 = Am Ende der Nacht erfährt das Rudel, dass sein Angriff durch ein Machtwort ersetzt wurde, und gegen wen er sich richtet.
rule-alpha-wolf-7 = Mit dem Machtwort darf der Alphawolf das Rudel erfahren lassen, wer es gesprochen hat.
rule-alpha-wolf-8 = Die Gesinnung des Alphawolfs kann nicht geändert werden.
rule-alpha-wolf-9 = Jeder Versuch, sie zu ändern, scheitert.

## trickster_wolf (roles/trickster_wolf.py)

rule-trickster-wolf-b1 = Die Stimme des Schwindlerwolfs zählt in jeder Abstimmung minus eins.
rule-trickster-wolf-1 = In öffentlichen wie in privaten Abstimmungen ist die Stimme -1 wert.
rule-trickster-wolf-2 = Mit dem Bürgermeisteramt ist die Stimme -2 wert.
rule-trickster-wolf-3 = Wer null oder weniger Stimmen hat, erscheint nicht in der Übersicht.
rule-trickster-wolf-4 = Als letztes Mitglied des Rudels bekommt der Schwindlerwolf die gewöhnliche Rolle Wolf und stimmt normal ab.

## saboteur_wolf (roles/saboteur_wolf.py)

rule-saboteur-wolf-b1 = Jede Nacht darf der Saboteurwolf verhindern, dass eine Person bei der nächsten Wahl ins Amt kommt.
rule-saboteur-wolf-1 = Jede Nacht wählt der Saboteurwolf eine Person.
rule-saboteur-wolf-2 = Gewinnt diese Person die Wahl am nächsten Tag, wird niemand gewählt.
rule-saboteur-wolf-3 = Sie kann trotzdem gelyncht werden und bei der Wahl abstimmen.
rule-saboteur-wolf-4 = Nicht zwei Nächte hintereinander dieselbe Person; sich selbst und das eigene Rudel zu wählen ist erlaubt.
rule-saboteur-wolf-5 = Die Sabotage wirkt sofort.

## warlock (roles/warlock.py)

rule-warlock-b1 = Jede Nacht darf der Hexenmeister die Rolle einer Person erfahren.
rule-warlock-1 = Der Hexenmeister prüft jede Nacht eine Person.
rule-warlock-2 = Die Prüfung zeigt die Rolle, die die Person zu haben scheint.
rule-warlock-3 = Die Prüfung wirkt sofort.
rule-warlock-4 = Verkleidungen, Umlenkungen und Behinderungen wirken sich auf die Prüfung aus.
rule-warlock-5 = Der Hexenmeister ist kein Lykanthrop und nicht im Rudel.

## lone (roles/lone.py)

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
rule-lone-warlock-6 = Verkleidungen, Umlenkungen und Behinderungen wirken sich auf die Prüfung aus.
rule-lone-warlock-7 = Der Einsame Hexer ist kein Lykanthrop und nicht im Rudel.

## recluse (roles/recluse.py)

rule-recluse-b1 = Der Einsiedler erfährt sofort von jeder Fähigkeit, die auf den Einsiedler angewandt wird.
rule-recluse-b2 = Bei der Fähigkeit eines Werwolfs erfährt der Einsiedler auch den Namen dieses Werwolfs.
rule-recluse-1 = Der Einsiedler erfährt die Rolle und die angewandte Fähigkeit, nicht aber, wer sie angewandt hat.
rule-recluse-2 = Mitglieder des Rudels oder des Teams der Werwölfe werden dem Einsiedler zusätzlich mit Namen genannt.
rule-recluse-3 = Der Einsiedler ist kein Lykanthrop und nicht im Rudel.
rule-recluse-4 = Ein Angriff einer wölfischen Person auf den Einsiedler scheitert.

## psychic_wolf (roles/psychic_wolf.py)

rule-psychic-wolf-b1 = Jede Nacht darf der Hellsichtige Wolf die Rolle einer Person raten; ein richtiger Tipp wird bestätigt.
rule-psychic-wolf-1 = Verkleidungen, Umlenkungen und Behinderungen wirken sich auf den Tipp aus.
rule-psychic-wolf-2 = Der Tipp wirkt sofort.

## foxes (roles/foxes.py)

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
rule-clairvoyant-fox-7 = Schwache Verkleidungen, Umlenkungen und Behinderungen wirken sich auf die Untersuchung aus.
rule-archivist-fox-b1 = Jeden Tag erfährt der Archivarfuchs Rollen aus zwei Kategorien; das Rudel erfährt eine davon.
rule-archivist-fox-b2 = Einmal pro Spiel darf der Archivarfuchs stattdessen dem Rudel als Wolf beitreten.
rule-archivist-fox-1 = Der Fuchs nennt zwei verschiedene Kategorien und erfährt aus jeder eine Rolle der Rollenliste.
rule-archivist-fox-2 = Der Fuchs wählt eine davon; das Rudel erfährt sie in der Nacht, wenn der Fuchs noch lebt.
rule-archivist-fox-3 = Jeder Eintrag der Rollenliste wird höchstens einmal gezeigt, der eigene des Fuchses nie.
rule-archivist-fox-4 = Ist in einer Kategorie nichts mehr übrig, wird das dem Fuchs gemeldet; gilt das für beide Kategorien, wird es stattdessen dem Rudel gemeldet.
rule-archivist-fox-5 = Verkleidungen, Behinderungen und Umlenkungen wirken sich auf den Archivarfuchs nicht aus.
rule-archivist-fox-6 = Der Archivarfuchs ist kein Lykanthrop und nicht im Rudel.
rule-archivist-fox-7 = Beitreten und Archivieren wirken beide sofort.
rule-disguised-fox-b1 = Jeden Tag wählt der Verkleidete Fuchs eine Verkleidung; das Rudel erfährt sie.
rule-disguised-fox-b2 = Einmal pro Spiel darf der Verkleidete Fuchs stattdessen dem Rudel als Wolf beitreten.
rule-disguised-fox-1 = Jeden Tag wählt der Fuchs entweder eine Verkleidung, oder er tritt dem Rudel bei.
rule-disguised-fox-2 = Ein Fuchs, der keine Verkleidung wählt, ist als Dorfbewohner verkleidet.
rule-disguised-fox-3 = Die Verkleidung des Verkleideten Fuchses ist stark.
rule-disguised-fox-4 = Überlebt der Fuchs den Tag, erfährt das Rudel die Verkleidung in der Nacht.
rule-disguised-fox-5 = Die Verkleidung endet jeweils, wenn die Nacht endet.
rule-disguised-fox-6 = Der Verkleidete Fuchs ist kein Lykanthrop und nicht im Rudel.
rule-disguised-fox-7 = Ein Fuchs, der beitritt, wählt für diese Nacht keine Verkleidung und verliert die Fähigkeit.
rule-disguised-fox-8 = Beitreten und das Wählen einer Verkleidung wirken beide sofort.
