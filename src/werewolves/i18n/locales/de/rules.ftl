### Die Umschreibungen des Regelbuchs, eine Nachricht je Regel (rule-ID: die Regel-ID mit
### Bindestrichen statt Punkten und _ statt Leerzeichen). Das Englische macht
### scripts/rules_ftl.py aus RULEBOOK; diese Übersetzung folgt ihm Abschnitt für Abschnitt.


## Entscheidungen (shared/spec/RULINGS.md)

rule-R1 = Das Spiel läuft Tag 0, Nacht 1, Tag 1, Nacht 2, …; an Tag 0 gibt es weder Lynchung noch Wahl; Startfähigkeiten kommen vor Tag 0.
rule-R2 = Jeder Tag und jede Nacht durchläuft die Schritte in fester Reihenfolge: Wirkungen zu Beginn, sofortige Aktionen, Schließen der Abstimmungen, Lynchung, Wahl, die Aktionen zum Phasenende, deren Tode.
rule-R3 = Eine sofortige Aktion wirkt, sobald sie angenommen ist, und ist endgültig; eine Wahl zum Phasenende lässt sich bis zum Ende der Phase ändern, dann wirken alle gemeinsam, Angriffe zuletzt.
rule-R4 = Tode, die während der Aktionen zum Phasenende entstehen, treten erst ein, wenn alle diese Aktionen gewirkt haben: Wer zu Beginn lebt, handelt noch.
rule-R5 = Das Spiel prüft zu Beginn jeder Phase, nach jeder sofortigen Aktion und nach der Lynchung, ob jemand gewonnen hat; das erste Ergebnis ist endgültig.
rule-R6 = Jede Zufallsentscheidung wird aus dem Seed des Spiels gezogen und festgehalten: Dieselbe Aufstellung, derselbe Seed und dieselben Eingaben ergeben dasselbe Spiel.
rule-R7 = Fähigkeiten wirken einmal pro Phase, wenn eine Rolle nichts anderes sagt; Tote handeln nicht und sind kein Ziel; eine bekannte Einschränkung lehnt eine Aktion ab, eine unbekannte lässt sie scheitern.
rule-R8 = Tode sind Angriffe, Tötungen, Lynchungen oder endgültige Tötungen; Schutz hält nur Angriffe auf; ein Versuch, der auf keine Abwehr trifft, tötet.
rule-R9 = Wer lebt und zum Rudel gehört, stimmt nachts ab, wen das Rudel angreift; ein einziges Ziel mit den meisten Stimmen wird von einer zufälligen Person angegriffen, die dafür gestimmt hat; bei Gleichstand oder ohne Stimmen gibt es keinen Angriff.
rule-R10 = Ein Apokalyptischer Reiter kann nachts auf keine Weise getötet werden und greift einmal pro Nacht an, wenn die Nacht endet.
rule-R11 = Ab Tag 1 dürfen alle Lebenden für eine Lynchung stimmen; die einzige höchste positive Summe wird gelyncht; bei Gleichstand oder ohne Stimmen wird niemand gelyncht.
rule-R12 = Ab Tag 1 besetzt eine Wahl pro Tag das erste freie Amt (Bürgermeisteramt, dann Reporteramt, dann Wächteramt), vergeben am Ende des Tages; wer ein Amt hat, darf zurücktreten.
rule-R13 = Bei 15 oder weniger Lebenden zählt die öffentliche Stimme des Bürgermeisteramts eine mehr, und nichts nimmt sie weg; bei mehr Lebenden darf das Bürgermeisteramt eine zweite Lynchabstimmung ausrufen.
rule-R14 = Das Reporteramt erfährt die Rolle, die jede tote Person ursprünglich ausgeteilt bekam; Verkleidungen ändern sie nie.
rule-R15 = Ein Besuch wird festgehalten, wann immer eine Fähigkeit eine andere Person erreicht, auch wenn sie dann scheitert; blockierte Aktionen, Ziele auf sich selbst und Stimmen sind keine Besuche.
rule-R16 = Eine umgelenkte Aktion behält ihre Urheberin, die die umlenkende Person und das neue Ziel besucht; nichts wird auf eine tote Person umgelenkt.
rule-R17 = Die Fähigkeiten einer blockierten Person scheitern (auch automatische), ohne dass sie erfährt, warum; Stimmen und passive Fähigkeiten wirken weiter.
rule-R18 = Bei n Mitspielenden gibt es round(n / 5) Ratten und Phiolen; mehrere Pestträger teilen sich einen Vorrat, je eine Ratte pro Nacht.
rule-R19 = Ansteckung geht bei einem Besuch in beide Richtungen, und frisch Angesteckte sind sofort ansteckend; innerhalb derselben Aktionen zum Phasenende pflanzt sie sich nicht fort; Pestträger und Pestärzte sind immun.
rule-R20 = Eine angesteckte Person erfährt es zu Beginn der übernächsten Nacht und stirbt daran (eine Tötung) am Ende dieser Nacht; wer überlebt, bleibt ansteckend.
rule-R21 = Lebt niemand mehr aus dem Team der Pest, endet jede Ansteckung still, und ausstehende Pesttode entfallen.
rule-R22 = Der Pestarzt untersucht nachts auf die Pest und heilt tagsüber; steigt auf, wenn niemand aus dem Team der Pest mehr lebt; die Pest kann nicht gewinnen, solange ein Pestarzt lebt.
rule-R23 = Ein Verhängnis wirkt sofort, eines pro Reiter und Nacht; wen es trifft, erfährt das, aber nicht von wem; ein Verhängnis über einen anderen Reiter vereint stattdessen die beiden.
rule-R24 = Die Seuche blockiert bis zum Ende des nächsten Tages, der Hunger verkleidet für immer, der Tod tötet am Ende der nächsten Nacht; Verhängnisse verschwinden, wenn kein Reiter mehr lebt.
rule-R25 = Der Jüngste Tag: Sind alle lebenden Reiter vereint und alle anderen Lebenden vom Verhängnis getroffen, wird jeder lebende Reiter ein Apokalyptischer Reiter.
rule-R26 = Die Reiter gewinnen, wenn alle Lebenden Reiter oder ungebunden sind.
rule-R27 = Rabenhüter: floor(n / 5) Raben, die nachts gegeben, versetzt oder zum Spionieren genutzt werden; ein Rabe bei einer toten Person kehrt zurück; Spionieren zeigt, wer unter den Personen mit Raben auf wen gewirkt hat.
rule-R28 = Ein Engel, der gelyncht wird und für den noch jemand anderes gestimmt hat, steigt auf, lässt die nächste Lynchung ausfallen und nimmt das eigene Ziel oder eine zufällige Person, die für den Engel gestimmt hat, mit; eine ungewöhnliche Lynchung nimmt die verantwortliche Person mit.
rule-R29 = Das Amulett schützt die Person, die es trägt, nachts vor Angriffen und muss tagsüber an jemanden weitergegeben werden, der es nie getragen hat, sonst zerbricht es und tötet die Person, die es trägt.
rule-R30 = Das Wächteramt schützt eine Person pro Nacht (zwei, solange mehr als 15 leben), nie eine in der Nacht zuvor geschützte; jeder Schutz ist ein Besuch.
rule-R31 = Die Großmutter wählt nachts bis zu zwei Personen: Am nächsten Tag verliert jede davon eine Stimme, und die Stimme der Großmutter zählt eine je gewählte Person; die Zusatzstimme des Bürgermeisteramts wird nie genommen.
rule-R32 = Der Wissende Wolf gehört zum Rudel und erfährt zu Beginn die bekannten Rollen der Aufstellung oder eine zufällige Hälfte der Rollenliste.
rule-R33 = Eine öffentliche Rollenliste nennt allen jede Rolle im Spiel, eine teilweise die aufgedeckten Rollen, eine private nichts; die Toten sehen immer alles.
rule-R34 = Ein Team gewinnt, wenn alle Lebenden zu ihm gehören oder ungebunden sind; alle seine Mitglieder gewinnen, lebend oder tot; Ungebundene gewinnen nur durch ihre eigene Bedingung.
rule-R35 = Ein blockierter Engel, der gelyncht wird, steigt trotzdem auf und lässt die nächste Lynchung ausfallen, aber die Tötung des Engels scheitert: Niemand stirbt mit.
rule-R36 = Ein Team ist fort, sobald keines seiner Mitglieder mehr Mitglied ist, weil tot oder in eine andere Rolle gewechselt; was die Regeln an sein Fehlen knüpfen, geschieht dann.
rule-R37 = Reagieren mehrere Rollenfamilien auf denselben Moment, reagieren sie in der Reihenfolge der einen Auflösungstabelle, nie in der Reihenfolge, in der der Code sie lädt.
rule-R38 = Für die erste Veröffentlichung bestätigte Entscheidungen, wo die Seeds schweigen: die Zählung der Großmutter, der Krieg nimmt nur die normale Stimme, der Zeitpunkt des Kochs und weitere.
rule-R39 = Eine Rollenliste, die allen genannt wird, ist eine öffentliche Ankündigung; eine, die einer einzigen Person genannt wird, eine private Nachricht.
rule-R40 = Eine öffentliche Stimmentafel zeigt nur, was alle sehen dürfen; die Spielleitung und die Erklärung jedes Abstimmungsergebnisses zeigen jede Änderung der Zählung und woher sie kommt.
rule-R41 = Die Großmutter nimmt eine Stimme, wenn sie wählt: Eine Person, die dann eine Stimme hatte, gibt sie ihr für den nächsten Tag, auch wenn sie vorher stirbt; eine Person ohne Stimme (oder mit negativer) gibt keine.
rule-R42 = Hängt die Ersetzung des Henkers den Engel, ist das eine Lynchung auf ungewöhnlichem Weg: Der Engel steigt auf und gewinnt, und der Henker stirbt mit, obwohl niemand für den Engel gestimmt hat.
rule-R43 = Wer das Amulett trägt, sieht es unter den eigenen Zuständen, solange es dort ist, und erfährt, wenn es ankommt (nie von wem); sonst sieht niemand, wer es trägt.
rule-R44 = Aufsteigen heißt, das Spiel sofort mit einem Sieg zu verlassen: Von da an zählt die Person für jede Regel als tot (keine Fähigkeit, keine Stimme, kein Ziel), alle erfahren es mit ihrer Rolle, und sie gewinnt, wie auch immer das Spiel endet; ein Detektiv mit richtiger Lösung steigt auf, wenn diese Nacht endet.
rule-R45 = Für den Weißen Werwolf ist eine WG-Rolle eine, die einen Wolf neben dem Rudel in eine zweite Gruppe setzt; jede andere Rolle des Rudels, auch der einfache Wolf, zählt zur häufigsten.
rule-R46 = Keine Fähigkeit eines Reiters tötet den Apokalyptischen Amor: Ein fälliges Verhängnis des Todes auf ihn scheitert und ist verbraucht, und niemand erfährt mehr als bei einem gescheiterten Angriff.
rule-R47 = In der Nacht, nachdem das Rudel das Rotkäppchen getötet hat, wird sein Angriff mit Begründung abgelehnt, ebenso die Angriffe und Tötungen einer wölfischen Person, die das Rotkäppchen in dieser Nacht zurückhält.

## Sätze der Seeds (shared/seeds)

rule-S0-1 = Der Wissende Wolf beginnt mit etwas Wissen über die Rollenliste.
rule-S0-2 = Zu Spielbeginn erfährt er einige Rollen aus der Rollenliste.
rule-S0-3 = Nur bei teilweisen oder privaten Rollenlisten; meist erfährt er einen Teil der Liste.
rule-S0-4 = Die Spielleitung darf ihm stattdessen jede Rolle im Spiel nennen.
rule-S0-5 = (Ein Hinweis, dass die Bestimmung des Besuchs technisch ist.)
rule-S0-6 = (Verweist auf eine einfachere Erklärung; unsere ist docs/visits.md.)
rule-S0-7 = (Führt den Begriff Besuch ein; S0.8 bestimmt ihn.)
rule-S0-8 = Ein Besuch ist jeder Einsatz einer Fähigkeit und betrifft zwei Personen.
rule-S0-9 = Ein Besuch ist immer eine Person, die eine andere Person besucht.
rule-S0-10 = Eine Fähigkeit auf mehrere Personen macht mehrere gleichzeitige Besuche.
rule-S0-11 = Rollenfähigkeiten und andere Fähigkeiten besuchen gleichermaßen.
rule-S0-12 = Ein Ziel zu wählen ist ein Besuch (eine Rolle kann das ausdrücklich ausnehmen).
rule-S0-13 = Eine Wirkung besucht, wenn sie angewendet wird, nicht jedes Mal, wenn sie später wirkt.
rule-S0-14 = Wer besucht, ist die Person, die zu handeln wählt.
rule-S0-15 = Ohne aktive Wahl (der Schuss des Jägers beim Tod) besucht, wem die Fähigkeit gehört.
rule-S0-16 = (Überschrift: Beispiele für Besuche.)
rule-S0-17 = Ein Angriff (eines Attentäters, des Rudels) ist ein Besuch der angreifenden Person.
rule-S0-18 = Das Weitergeben des Amuletts ist ein Besuch der gebenden bei der empfangenden Person.
rule-S0-19 = Wenn die Person, die das Essen des Kochs bekommt, es isst, ist das ein Besuch.
rule-S0-20 = (Überschrift: was kein Besuch ist.)
rule-S0-21 = Eine dämonisierte Person zum Untoten zu machen, ist kein Besuch, außer zwischen angreifender und angegriffener Person.
rule-S0-22 = Eine verzauberte Person, die eine Untersuchung behindert, besucht den Flötenspieler nicht, außer sie wird als Ziel gewählt.
rule-S0-23 = An der Pest zu sterben, ist kein Besuch zwischen Pestträger und Opfer.
rule-S0-24 = Hält das Amulett einen Angriff auf, ist das kein Besuch zwischen der angreifenden Person und der, die das Amulett geschaffen hat.
rule-S0-25 = Eine Aktion auf sich selbst ist nie ein Besuch.
rule-S0-26 = Der Pestarzt ist gegen die Pest weitgehend immun und braucht zum Sieg, dass das Team der Pest fort ist.
rule-S0-27 = Jede Nacht darf der Pestarzt eine Person auf die Pest untersuchen.
rule-S0-28 = Der Pestarzt kann tagsüber auch Personen heilen.
rule-S0-29 = Der Pestarzt steigt auf und gewinnt, sobald das Team der Pest ausgeschaltet ist.
rule-S0-30 = Ein toter Pestarzt kann nicht gewinnen.
rule-S0-31 = Jede Nacht darf der Pestarzt eine Person auf Anzeichen untersuchen.
rule-S0-32 = Der Pestarzt erfährt sofort, ob und seit wann das Ziel die Pest hat.
rule-S0-33 = Beim Team der Pest zeigt sich die Pest nie.
rule-S0-34 = Der Pestarzt beginnt mit Phiolen, die heilen.
rule-S0-35 = Eine Phiole je fünf Mitspielende, gerundet.
rule-S0-36 = Jeden Tag darf der Pestarzt eine Phiole verbrauchen, um eine Person sofort zu heilen.
rule-S0-37 = Geheilte Personen verlieren die Pest und sind nicht mehr ansteckend, ohne es zu erfahren.
rule-S0-38 = Eine Ratte, die auf den Pestarzt angesetzt wird, tötet den Pestarzt sofort (kein Angriff).
rule-S0-39 = Sonst steckt sich der Pestarzt nie mit der Pest an.
rule-S0-40 = Das Team der Pest kann nicht gewinnen, solange ein Pestarzt lebt.
rule-S0-41 = Die Krankheit des Pestträgers ist tödlich und breitet sich leicht aus.
rule-S0-42 = Der Pestträger will alle anderen tot sehen.
rule-S0-43 = Der Pestträger beginnt mit Ratten, die die Pest tragen.
rule-S0-44 = Eine Ratte je fünf Mitspielende, gerundet.
rule-S0-45 = Mehrere Pestträger kennen einander und legen ihre Ratten zusammen.
rule-S0-46 = Jeder Pestträger darf eine Ratte pro Nacht einsetzen.
rule-S0-47 = Jede Nacht darf ein Pestträger eine Ratte loslassen, um eine andere Person anzustecken.
rule-S0-48 = Angesteckte Personen leiden an der Krankheit.
rule-S0-49 = Ein Pestträger kann nicht angesteckt werden.
rule-S0-50 = Eine schon angesteckte Person anstecken: Der Pestträger erfährt es, und die Ratte ist verbraucht.
rule-S0-51 = Anstecken wirkt sofort.
rule-S0-52 = Angesteckte Personen sind ansteckend, bis sie sterben.
rule-S0-53 = Eine ansteckende Person zu besuchen oder von ihr besucht zu werden, steckt sofort an.
rule-S0-54 = Jede Art von Aktion zählt für die Ansteckung als Besuch.
rule-S0-55 = Eine angesteckte Person erfährt es zu Beginn der übernächsten Nacht nach der Ansteckung.
rule-S0-56 = Am Ende dieser Nacht hört sie auf, ansteckend zu sein, und stirbt.
rule-S0-57 = Dieser Tod ist kein Angriff.
rule-S0-58 = Wer danach noch lebt, bleibt ansteckend, stirbt aber nicht noch einmal daran.
rule-S0-59 = Bleibt niemand aus dem Team oder dem Kanal der Pest, endet jede Ansteckung, still.
rule-S0-60 = Eine Ratte auf den Pestarzt scheitert, tötet den Pestarzt (kein Angriff) und ist nicht verbraucht.
rule-S0-61 = Der Pestträger kann nicht gewinnen, solange ein Pestarzt lebt.
rule-S1-1 = Jede Nacht gibt der Rabenhüter entweder einer Person einen Raben oder spioniert mit den Raben.
rule-S1-2 = Spionieren zeigt, ob die Raben miteinander zu tun haben.
rule-S1-3 = Ein Rabe je fünf Mitspielende, abgerundet.
rule-S1-4 = Jede Nacht darf ein Rabe einer anderen Person gegeben werden.
rule-S1-5 = Raben lassen sich zwischen Personen versetzen; ein Rabe bei einer Person, die stirbt, kehrt sofort zurück.
rule-S1-6 = Einen Raben zu geben, wirkt sofort.
rule-S1-7 = Raben, die niemandem gegeben wurden, zählen als dem Rabenhüter gegeben.
rule-S1-8 = Spionieren ersetzt das Geben.
rule-S1-9 = Spionieren wirkt sofort.
rule-S1-10 = Für den Rest der Nacht erfährt der Rabenhüter, wenn eine Person mit Rabe eine Aktion auf eine andere Person mit Rabe anwendet.
rule-S1-11 = Der Rabenhüter erfährt beide Namen und wer gehandelt hat, nicht die Art der Aktion.
rule-S1-12 = Der Rabenhüter kann umgelenkt werden.
rule-S1-13 = Mehrere Rabenhüter haben getrennte Raben.
rule-S1-14 = Jede Nacht darf der Reiter der Seuche das Verhängnis über eine Person bringen.
rule-S1-15 = Die Fähigkeiten der Person, die das Verhängnis der Seuche trifft, scheitern in dieser Nacht und am nächsten Tag.
rule-S1-16 = Das Verhängnis der Seuche wirkt sofort.
rule-S1-17 = Die Blockade gilt für jeden Einsatz einer Fähigkeit in dieser Nacht und am nächsten Tag, auch für automatische (den Schuss des Jägers).
rule-S1-18 = Sie lässt auch eine Gruppenaktion scheitern, wenn die Person, die das Verhängnis trifft, zum Ausführen bestimmt wird.
rule-S1-19 = Manche Fehlschläge durch die Blockade sehen aus wie andere Fehlschläge; manche können nur von der Blockade kommen.
rule-S1-20 = Passive Fähigkeiten (Läufer) und Flüstern werden nicht blockiert.
rule-S1-21 = Bringt die Seuche das Verhängnis über einen anderen Reiter, scheitert es, und die beiden vereinen sich in einem gemeinsamen Kanal.
rule-S1-22 = Wen das Verhängnis der Seuche trifft, erfährt das, aber nicht von wem.
rule-S1-23 = Eine Person kann erneut vom Verhängnis getroffen werden, von der Seuche oder einem anderen Reiter.
rule-S1-24 = Verhängnis und Wirkung der Seuche überdauern die Seuche und verschwinden, wenn kein Reiter mehr übrig ist.
rule-S1-25 = Alle lebenden Reiter vereint und alle anderen vom Verhängnis getroffen: der Jüngste Tag; die Seuche wird ein Apokalyptischer Reiter, der jede Nacht angreifen kann.
rule-S1-26 = Die Reiter gewinnen, wenn alle anderen tot sind.
rule-S1-27 = Jede Nacht darf der Reiter des Hungers das Verhängnis über eine Person bringen.
rule-S1-28 = Wen das Verhängnis des Hungers trifft, wird unkenntlich.
rule-S1-29 = Diese Person erscheint für immer als eine Rolle der Reiter.
rule-S1-30 = Das Verhängnis des Hungers wirkt sofort.
rule-S1-31 = Die Verkleidung ist dauerhaft und stark und eine beliebige Rolle der Reiter, die zu Beginn von Nacht 1 im Spiel ist.
rule-S1-32 = Bringt der Hunger das Verhängnis über einen anderen Reiter, scheitert es, und die beiden vereinen sich in einem gemeinsamen Kanal.
rule-S1-33 = Wen das Verhängnis des Hungers trifft, erfährt das, aber nicht von wem.
rule-S1-34 = Eine Person kann erneut vom Verhängnis getroffen werden, vom Hunger oder einem anderen Reiter.
rule-S1-35 = Verhängnis und Wirkung des Hungers überdauern den Hunger und verschwinden, wenn kein Reiter mehr übrig ist.
rule-S1-36 = Der Jüngste Tag macht den Hunger zu einem Apokalyptischen Reiter.
rule-S1-37 = Die Reiter gewinnen, wenn alle anderen tot sind.
rule-S1-38 = Jede Nacht darf der Reiter des Todes das Verhängnis über eine Person bringen.
rule-S1-39 = Wen das Verhängnis des Todes trifft, stirbt am Ende der folgenden Nacht.
rule-S1-40 = Das Verhängnis des Todes wirkt sofort.
rule-S1-41 = Wen das Verhängnis des Todes trifft, stirbt am Ende der nächsten Nacht, und das ist kein Angriff.
rule-S1-42 = Bringt der Tod das Verhängnis über einen anderen Reiter, scheitert es, und die beiden vereinen sich in einem gemeinsamen Kanal.
rule-S1-43 = Wen das Verhängnis des Todes trifft, erfährt das, aber nicht von wem.
rule-S1-44 = Eine Person kann erneut vom Verhängnis getroffen werden, vom Tod oder einem anderen Reiter.
rule-S1-45 = Verhängnis und Wirkung des Todes überdauern den Tod und verschwinden, wenn kein Reiter mehr übrig ist.
rule-S1-46 = Der Jüngste Tag macht den Tod zu einem Apokalyptischen Reiter.
rule-S1-47 = Die Reiter gewinnen, wenn alle anderen tot sind.
rule-S1-48 = Der Engel gewinnt, indem er gelyncht wird.
rule-S1-49 = Ein siegreicher Engel steigt auf und geht; das Spiel geht weiter.
rule-S1-50 = Die nächste Lynchung fällt aus.
rule-S1-51 = Die vom Engel gewählte Person stirbt mit, öffentlich angekündigt, wenn sie für den Engel gestimmt hat.
rule-S1-52 = Der Engel darf sein Ziel einmal pro Phase wechseln, dazu ein Notfallwechsel.
rule-S1-53 = Der Engel kann nicht sich selbst wählen.
rule-S1-54 = Ein Ziel zu wählen, wirkt sofort.
rule-S1-55 = Ohne gültiges Ziel wird stattdessen eine zufällige Person genommen, die für den Engel gestimmt hat.
rule-S1-56 = Auf ungewöhnlichem Weg gelyncht (verdeckte Stimmen des Stalkers, Henker), stirbt die verantwortliche Person mit dem Engel.
rule-S1-57 = Hat nur der Engel für sich selbst gestimmt, stirbt er einfach und gewinnt nicht.
rule-S1-58 = Ein Ziel, das verdeckte Stimmen auf den Engel gelegt hat, gilt als gültig.
rule-S2-1 = Der Amulettträger trägt das Amulett als Erster.
rule-S2-2 = Wer das Amulett trägt, ist nachts vor Angriffen sicher, muss es aber tagsüber weitergeben.
rule-S2-3 = Bis zu drei Vorschläge (zusammen oder einzeln); es geht an die erste Person, die es nie getragen hat.
rule-S2-4 = Einen Vorschlag zu nennen, wirkt sofort, und eine gescheiterte Wahl wird sofort gemeldet; die Weitergabe selbst geschieht am Ende des Tages.
rule-S2-5 = Kein Vorschlag oder keiner möglich: Das Amulett zerbricht am Ende des Tages und tötet die Person, die es trägt.
rule-S2-6 = Es zerbricht auch, wenn der Amulettträger stirbt.
rule-S2-7 = Wer das Amulett trägt, erfährt nie, von wem es kam oder wer es vorher trug.
rule-S2-8 = Der Amulettträger muss es an Tag 0 weitergeben.
rule-S2-9 = Einmal pro Spiel darf der Amulettträger es tagsüber zerbrechen, was die Person, die es trägt, sofort angreift.
rule-S2-10 = Das Wächteramt schützt das Dorf.
rule-S2-11 = Bei 15 oder weniger Mitspielenden wählt es eine Person.
rule-S2-12 = Diese Person kann in dieser Nacht nicht durch Angriffe sterben.
rule-S2-13 = Bei mehr als 15 darf es zwei wählen.
rule-S2-14 = Der Schutz wird nachts gewählt und hält diese Nacht.
rule-S2-15 = Nicht dieselbe Person zwei Nächte hintereinander; sich selbst zu schützen und abzuwechseln ist erlaubt.
rule-S2-16 = Angriffe auf eine geschützte Person scheitern; andere Tode können trotzdem geschehen.
rule-S2-17 = Das Wächteramt wird am ersten vollen Tag gewählt, an dem Bürgermeisteramt und Reporteramt besetzt sind und leben und kein Wächteramt lebt.
rule-S2-18 = Schützen wirkt sofort.
rule-S2-19 = Jede Nacht darf die Großmutter bis zu zwei Personen wählen.
rule-S2-20 = Am nächsten Tag können die Gewählten nicht abstimmen.
rule-S2-21 = An diesem Tag zählt die Stimme der Großmutter so viel, wie sie Personen gewählt hat.
rule-S2-22 = Stimmen wegzunehmen, wirkt sofort.
rule-S2-23 = Die Stimme einer gewählten Person wird angezeigt, aber nicht gezählt.
rule-S2-24 = Die Stimme der Großmutter sieht normal aus, zählt aber 0, 1 oder 2.
rule-S2-25 = Die Gewählten kommen in einen privaten Kanal, in dem die Großmutter ohne Namen mit ihnen spricht.
rule-S2-26 = Am Ende des Tages schließt der Kanal, und die Stimmen kehren zurück, auch wenn die Großmutter tot ist.
rule-S2-27 = (Erste Hälfte eines geteilten Satzes:) Wer eine Person mit mehreren Stimmen wählt …
rule-S2-28 = … (Bürgermeisteramt oder Großmutter) nimmt ihr nur eine davon.
rule-S2-29 = Die Großmutter bekommt wie üblich eine Stimme je gewählte Person.
rule-S2-30 = Null oder negative Stimmen lassen sich nicht nehmen (die Großmutter erfährt es), aber die Person kommt trotzdem in den Kanal.
rule-S2-31 = Die Zusatzstimme des Bürgermeisteramts kann nicht genommen werden.
rule-S2-32 = Die Großmutter darf sich selbst wählen.
rule-S2-33 = Die Großmutter kann umgelenkt werden.
rule-S2-34 = Die Krankheit des Pestträgers ist tödlich und breitet sich leicht aus.
rule-S2-35 = Der Pestträger will alle anderen tot sehen.
rule-S2-36 = Der Pestträger beginnt mit Ratten, die die Pest tragen.
rule-S2-37 = Eine Ratte je fünf Mitspielende, gerundet.
rule-S2-38 = Mehrere Pestträger kennen einander und legen ihre Ratten zusammen.
rule-S2-39 = Jeder Pestträger darf eine Ratte pro Nacht einsetzen.
rule-S2-40 = Jede Nacht darf ein Pestträger eine Ratte loslassen, um eine andere Person anzustecken.
rule-S2-41 = Angesteckte Personen leiden an der Krankheit.
rule-S2-42 = Ein Pestträger kann nicht angesteckt werden.
rule-S2-43 = Eine schon angesteckte Person anstecken: Der Pestträger erfährt es, und die Ratte ist verbraucht.
rule-S2-44 = Anstecken wirkt sofort.
rule-S2-45 = Angesteckte Personen sind ansteckend, bis sie sterben.
rule-S2-46 = Eine ansteckende Person zu besuchen oder von ihr besucht zu werden, steckt sofort an.
rule-S2-47 = Jede Art von Aktion zählt für die Ansteckung als Besuch.
rule-S2-48 = Eine angesteckte Person erfährt es zu Beginn der übernächsten Nacht nach der Ansteckung.
rule-S2-49 = Am Ende dieser Nacht hört sie auf, ansteckend zu sein, und stirbt.
rule-S2-50 = Dieser Tod ist kein Angriff.
rule-S2-51 = Wer danach noch lebt, bleibt ansteckend, stirbt aber nicht noch einmal daran.
rule-S2-52 = Bleibt niemand aus dem Team oder dem Kanal der Pest, endet jede Ansteckung, still.
rule-S2-53 = Eine Ratte auf den Pestarzt scheitert, tötet den Pestarzt (kein Angriff) und ist nicht verbraucht.
rule-S2-54 = Der Pestträger kann nicht gewinnen, solange ein Pestarzt lebt.

## Familie 1: kernel

rule-rule-results-draw-1 = Ein vorzeitig beendetes Spiel ist ein Unentschieden und für die Beteiligten kaum mehr wert als eine Niederlage.
rule-rule-results-draw-2 = Bei einem Unentschieden spielen die Lebenden unentschieden, die Toten verlieren, und wer aufgestiegen ist, behält den Sieg.
rule-rule-results-tie-1 = Erfüllen zwei oder mehr Teams zugleich ihre Siegbedingung, ohne dass noch ein Feind zu töten bleibt, ist das ein Gleichstand.
rule-rule-results-tie-2 = Bei einem Gleichstand gewinnen alle Lebenden und verlieren alle Toten, auch die Verbündeten eines gleichauf liegenden Teams.
rule-RM440 = Ein Spiel, in dem draw_after Phasen der Aufstellung in Folge (zwölf, wenn nicht anders eingestellt) niemand stirbt, oder eines, das die Spielleitung vorzeitig beendet, endet unentschieden.

## Familie 3: base

rule-FT = Der Wahrsager erfährt sofort, welche Rolle eine Person zu haben scheint.
rule-rule-alignments-townsfolk-1 = Das Dorf stellt meist etwa die Hälfte der Mitspielenden.
rule-rule-alignments-townsfolk-2 = Das Dorf ist die größte Seite, aber wer dazugehört, kennt sich zu Beginn nicht.
rule-rule-alignments-townsfolk-3 = Das Dorf gewinnt, indem es alle mit einer anderen Siegbedingung überlebt.
rule-rule-alignments-werewolves-1 = Die Werwölfe stellen meist etwa drei Zehntel der Mitspielenden.
rule-rule-alignments-werewolves-2 = Eine kleine Seite, deren Mitglieder meist im Rudel sitzen und einander kennen.
rule-rule-alignments-werewolves-3 = Die Werwölfe gewinnen gemeinsam, indem sie alle mit einer anderen Siegbedingung überleben.
rule-rule-alignments-solo-1 = Solo ist der Name des Buchs für viele kleine Gesinnungen.
rule-rule-alignments-solo-2 = Die Solorollen stellen meist etwa ein Zehntel der Mitspielenden.
rule-rule-alignments-solo-3 = Wer solo spielt, spielt meist allein oder in einem sehr kleinen Team.
rule-rule-alignments-solo-4 = Ein Soloteam gewinnt, indem es alle mit einer anderen Siegbedingung ausspielt.
rule-rule-alignments-solo-5 = Ein Spiel kann mehrere Soloteams haben, und neue können im Lauf des Spiels entstehen.
rule-rule-alignments-unaligned-1 = Ungebundene gehören zu keiner Gesinnung.
rule-rule-alignments-unaligned-2 = Die Ungebundenen stellen meist etwa ein Zehntel der Mitspielenden.
rule-rule-alignments-unaligned-3 = Das Ziel einer ungebundenen Person ist ihre eigene Siegbedingung.
rule-rule-alignments-unaligned-4 = Sie zu erreichen, kann die Person einer Gesinnung beitreten lassen.
rule-rule-alignments-unaligned-5 = Wer ungebunden bleibt, steigt beim Sieg auf.
rule-rule-alignments-unaligned-6 = Ohne Gesinnung dürfen sie mit jeder Seite zusammenarbeiten, die ihnen gefällt.
rule-rule-alignments-unaligned-7 = Ungebundene stehen dem Sieg eines anderen Teams nie im Weg.
rule-rule-alignments-unaligned-8 = So kann das Rudel gewinnen, während noch Ungebundene leben (ein Beispiel).
rule-rule-alignments-unaligned-9 = Diese Ausnahme endet für eine ungebundene Person, die einer Gesinnung beigetreten ist, und für eine, die mit einem Team nicht gewinnen kann: Dieses Team muss sie überleben.
rule-rule-wolves-wolfpack-1 = Die meisten im Team der Werwölfe gehören auch zum Rudel.
rule-rule-wolves-wolfpack-2 = Wer zum Rudel gehört, kennt die anderen und teilt einen geheimen Kanal.
rule-rule-wolves-wolfpack-3 = Jede Nacht stimmt das Rudel über einen Angriff ab.
rule-rule-wolves-wolfpack-4 = Wer zum Rudel gehört, muss kein Werwolf sein.
rule-rule-wolves-wolfpack-5 = Jede Rolle des Teams der Werwölfe gehört zum Rudel, wenn ihre Karte nichts anderes sagt.
rule-rule-wolves-wolfpack-6 = Ein Rudel, in dem kein Werwolf und kein Lykanthrop mehr ist, löst sich auf.
rule-rule-wolves-wolfpack-7 = (Der Text der Seite noch einmal:) Die meisten im Team der Werwölfe gehören zum Rudel.
rule-rule-wolves-wolfpack-8 = (Noch einmal:) Das Rudel kennt sich und teilt einen Kanal.
rule-rule-wolves-wolfpack-9 = (Noch einmal:) Jede Nacht stimmt das Rudel über einen Angriff ab.
rule-rule-wolves-wolfpack-10 = (Noch einmal:) Wer zum Rudel gehört, muss kein Werwolf sein.
rule-rule-wolves-lycans-1 = Die meisten, nicht alle, im Team der Werwölfe sind Lykanthropen.
rule-rule-wolves-lycans-2 = Lykanthropen sind für Rollen wie den Priester wichtig.
rule-rule-wolves-lycans-3 = Jede Rolle des Teams der Werwölfe ist ein Lykanthrop, wenn ihre Karte nichts anderes sagt.
rule-rule-wolves-lycans-4 = Lykanthropen sind wirklich Werwölfe; Verbündete wie die Füchse nicht.
rule-rule-wolves-lycans-5 = (Noch einmal:) Die meisten im Team der Werwölfe sind Lykanthropen.
rule-rule-wolves-lycans-6 = (Noch einmal:) Lykanthropen sind für Rollen wie den Priester wichtig.
rule-rule-wolves-lycans-7 = (Noch einmal:) Lykanthropen sind wirklich Werwölfe, Füchse nicht.
rule-rule-ability-types-targeting-list-1 = Das Ziel des Engels stirbt, wenn es bei der Lynchung des Engels mitgestimmt hat.
rule-rule-ability-types-targeting-list-2 = Die erste wölfische Aktion auf den Assistenten, die kein Angriff ist, geht an das Ziel des Assistenten.
rule-rule-ability-types-targeting-list-3 = Ein gelynchter Henker wird verschont, und stattdessen wird das Ziel des Henkers gelyncht.
rule-rule-ability-types-targeting-list-4 = Die Aktion einer verzauberten Person auf den Flötenlehrling geht an das Ziel des Flötenlehrlings.
rule-rule-ability-types-targeting-list-5 = Der Herold nennt eine Rolle und erfährt, wenn die letzte Person mit dieser Rolle getötet wird.
rule-rule-ability-types-targeting-list-6 = Wird der Jäger anders als durch eine direkte Lynchung getötet, greift er sein Ziel an.
rule-rule-ability-types-targeting-list-7 = Der Journalist nennt eine Rolle; eine Person mit dieser Rolle bekommt das Notizbuch, wenn der Journalist getötet wird.
rule-rule-ability-types-targeting-list-8 = Die vom Verrückten Wissenschaftler gewählte Versuchsperson stirbt mit dem Wissenschaftler.
rule-rule-ability-types-targeting-list-9 = Wird der Waldläufer anders als durch eine direkte Lynchung getötet, deckt er die Rolle seines Ziels auf.
rule-rule-ability-types-targeting-list-10 = Der Sensenmann kann die Fähigkeiten von Personen, die nicht schlaflos sind, auf sein Ziel verschieben.
rule-rule-ability-types-redirections-list-1 = (Umlenkungen:) Die Aktion einer verzauberten Person auf den Flötenlehrling geht an dessen Ziel.
rule-rule-ability-types-redirections-list-2 = (Umlenkungen:) Die erste wölfische Aktion auf den Assistenten, die kein Angriff ist, geht anderswohin.
rule-rule-ability-types-redirections-list-3 = (Umlenkungen:) Der Sensenmann verschiebt Fähigkeiten von Personen, die nicht schlaflos sind.
rule-fortune-teller-b1 = Jede Nacht darf der Wahrsager die Rolle einer Person erfahren.
rule-fortune-teller-1 = Jede Nacht darf der Wahrsager eine Person prüfen.
rule-fortune-teller-2 = Die Prüfung nennt die Rolle.
rule-fortune-teller-3 = Die Prüfung wirkt sofort.
rule-fortune-teller-4 = Der Wahrsager erfährt mehr als andere, aber schwache Verkleidungen, Umlenkungen und Blockaden erreichen ihn.
rule-citizen-b1 = Der Dorfbewohner hat keine eigene Fähigkeit.
rule-citizen-1 = Dorfbewohner stimmen tagsüber über die ab, die sie verdächtigen, und hoffen, die Nacht zu überleben.
rule-knowledgeable-wolf-b1 = Der Wissende Wolf kennt zu Beginn einen Teil der Rollenliste.
rule-knowledgeable-wolf-1 = Zu Beginn erfährt er einige Rollen der Liste.
rule-knowledgeable-wolf-2 = Er braucht eine teilweise oder private Rollenliste und erfährt meist einen Teil davon.
rule-knowledgeable-wolf-3 = Die Spielleitung darf ihm stattdessen jede Rolle im Spiel nennen.
rule-wolf-b1 = Der Wolf hat keine Fähigkeit über die des Rudels hinaus.
rule-wolf-1 = Tagsüber spielt der Wolf wie alle anderen; nachts tötet er mit den anderen Werwölfen.
rule-undead-b1 = Ein Untoter gehört zum verborgenen Heer des Vampirs und gibt sich als seine alte Rolle aus.
rule-undead-b2 = Eine dämonisierte Person, die nachts getötet wird, wird ein Untoter, statt zu sterben.
rule-undead-1 = Ein Untoter gewinnt mit den Vampiren, wenn nur noch die Unterwelt übrig ist.
rule-undead-2 = Der Untote verliert seine alte Rolle, bleibt aber im Kanal seiner alten Gruppe, mit einer Stimme, die nicht zählt, solange dort noch ein echtes Mitglied ist.
rule-undead-3 = Eine Gruppe, deren Mitglieder alle die Rolle gewechselt haben oder gestorben sind, löst sich mit ihren Fähigkeiten auf.
rule-guardian-b1 = Das Wächteramt schützt das Dorf.
rule-guardian-b2 = Bei 15 oder weniger Mitspielenden schützt es eine Person.
rule-guardian-b3 = Diese Person kann in dieser Nacht nicht durch Angriffe sterben.
rule-guardian-b4 = Bei mehr als 15 Mitspielenden schützt es bis zu zwei.
rule-guardian-1 = Der Schutz wird nachts gewählt und hält diese Nacht.
rule-guardian-2 = Nie eine Person, die ein Wächteramt in der Nacht zuvor geschützt hat; sich selbst und abwechselnd ist erlaubt.
rule-guardian-3 = Angriffe auf Geschützte scheitern; andere Tode geschehen trotzdem.
rule-guardian-4 = Gewählt am ersten vollen Tag, an dem Bürgermeisteramt und Reporteramt leben und es kein Wächteramt gibt.
rule-guardian-5 = Der Schutz wirkt sofort.
rule-guardian-6 = Wer das Wächteramt hat, darf am Ende jeder Phase zurücktreten.
rule-guardian-7 = Das Amt bringt einen geheimen Kanal, der für spätere Wächterämter bleibt.
rule-mayor-b1 = Das Bürgermeisteramt darf im Kanal der Geschichte schreiben.
rule-mayor-b2 = Solange 15 oder weniger leben, zählt die Stimme des Bürgermeisteramts eine mehr.
rule-mayor-b3 = Leben mehr, darf das Bürgermeisteramt stattdessen eine zweite Lynchung für den nächsten Tag ausrufen.
rule-mayor-1 = Nichts kann die Zusatzstimme des Bürgermeisteramts wegnehmen oder aufheben.
rule-mayor-2 = Eine negative Stimme des Bürgermeisteramts macht auch die Zusatzstimme negativ.
rule-mayor-3 = Wer das Bürgermeisteramt hat, darf am Ende jeder Phase zurücktreten.
rule-mayor-4 = Das Amt bringt einen geheimen Kanal, der für spätere Bürgermeisterämter bleibt.
rule-reporter-b1 = Das Reporteramt erfährt die Rollen der Toten.
rule-reporter-1 = Das Reporteramt hat einen geheimen Kanal, der die Rollen der Toten auflistet.
rule-reporter-2 = Was dort steht, übergeht Kräfte, die ändern, wie Rollen aussehen.
rule-reporter-3 = Dort steht immer die Rolle, die eine Person ausgeteilt bekam (ein Beispiel).
rule-reporter-4 = Gewählt am ersten vollen Tag, an dem das Bürgermeisteramt lebt und es kein Reporteramt gibt.
rule-reporter-5 = Wer das Reporteramt hat, darf am Ende jeder Phase zurücktreten.
rule-reporter-6 = Das Amt bringt einen geheimen Kanal, der für spätere Reporterämter bleibt.
rule-amulet-crafter-b1 = Stirbt der Amulettschmied oder die Person, die das Amulett trägt, zerbricht das Amulett.
rule-amulet-crafter-b2 = Ein Zerbrechen greift die Person an, die das Amulett trägt.
rule-amulet-crafter-b3 = Danach ist das Amulett für immer fort.
rule-amulet-crafter-b4 = Tagsüber darf der Amulettschmied das Amulett absichtlich zerbrechen.
rule-amulet-crafter-b5 = Der Amulettschmied muss das Amulett an Tag 0 weitergeben.
rule-amulet-crafter-b6 = Bis zu drei Vorschläge; es geht an die erste Person, die es nie getragen hat.
rule-amulet-crafter-b7 = Einen Vorschlag zu nennen, wirkt sofort; eine gescheiterte Wahl wird sofort mitgeteilt.
rule-amulet-crafter-b8 = Die Weitergabe selbst geschieht am Ende des Tages.
rule-amulet-crafter-b9 = Wurde niemand Gültiges vorgeschlagen, zerbricht es am Ende des Tages.
rule-amulet-crafter-b10 = Wer es trägt, erfährt weder, wer es gab, noch, wer es vorher trug.
rule-amulet-of-protection-b1 = Das Amulett ist im Spiel, wenn ein Amulettschmied im Spiel ist.
rule-amulet-of-protection-b2 = Der Amulettschmied trägt es zuerst.
rule-amulet-of-protection-b3 = Wer es trägt, kann nachts nicht durch Angriffe sterben und muss es tagsüber weitergeben.
rule-amulet-of-protection-1 = Andere Tode erreichen die Person, die es trägt, trotzdem.
rule-amulet-of-protection-2 = Stirbt die Person, die es trägt, auf diese Weise, zerbricht es.
rule-amulet-of-protection-3 = Bis zu drei Vorschläge; es geht an die erste Person, die es nie getragen hat.
rule-amulet-of-protection-4 = Einen Vorschlag zu nennen, wirkt sofort; eine gescheiterte Wahl wird sofort mitgeteilt.
rule-amulet-of-protection-5 = Die Weitergabe selbst geschieht am Ende des Tages.
rule-amulet-of-protection-6 = Wurde niemand Gültiges vorgeschlagen, zerbricht es am Ende des Tages.
rule-amulet-of-protection-7 = Eine vorgeschlagene Person, die tagsüber stirbt, wird übersprungen; bleibt niemand, zerbricht es.
rule-amulet-of-protection-8 = Wer es trägt, erfährt weder, wer es gab, noch, wer es vorher trug.
rule-amulet-of-protection-9 = Es zerbricht, wenn der Amulettschmied stirbt oder es so will.
rule-amulet-of-protection-10 = Ein Zerbrechen greift die Person an, die es trägt, durch den Amulettschmied.
rule-doom-1 = Ein Verhängnis wirkt sofort.
rule-doom-2 = Das Verhängnis jeder Art von Reiter hat seine eigene Wirkung.
rule-doom-3 = Ein Verhängnis über einen anderen Reiter scheitert und vereint die beiden in einem Kanal.
rule-doom-4 = Wen es trifft, erfährt das, aber nicht, von welchem Reiter.
rule-doom-5 = Eine Person kann erneut vom Verhängnis getroffen werden, von jedem Reiter.
rule-doom-6 = Jedes Verhängnis und seine Wirkung verschwinden, sobald kein Reiter mehr übrig ist.
rule-doom-7 = Vereinte Reiter, während alle anderen vom Verhängnis getroffen sind, werden apokalyptisch und greifen jede Nacht an.
rule-none-b1 = Die Rolle „None“ gibt es, um die Spielleitung daran zu erinnern, dass sie vergessen hat, eine Rolle auszuteilen.
rule-none-b2 = Nach Nacht 1 darf die Rolle „None“ jede Nacht eine Person der Spielleitung töten.
rule-none-1 = Die Rolle „None“ sollte fast nie auftauchen: nur durch einen kaputten Bot oder eine vergessene Rolle.
rule-none-2 = Die Rolle „None“ gewinnt mit jedem Team außer den Wölfen.
rule-none-3 = Eine Person der Spielleitung zu töten, geschieht am Ende der Phase.
rule-substitute-b1 = Die Karte einer Ersatzperson.
rule-substitute-1 = Eine Ersatzperson darf die Rolle einer Person übernehmen, die gehen möchte.
rule-substitute-2 = Bis dahin ist der Kanal für Notizen da.
rule-apocalyptic-horseman-b1 = Nachts kann nichts einen Apokalyptischen Reiter töten.
rule-apocalyptic-horseman-b2 = Jede Nacht darf ein Apokalyptischer Reiter eine Person angreifen.
rule-apocalyptic-horseman-b3 = Die Reiter gewinnen, sobald alle anderen tot sind.
rule-apocalyptic-horseman-1 = Der Jüngste Tag macht jeden Reiter apokalyptisch, sobald alle vereint und die übrigen vom Verhängnis getroffen sind.
rule-apocalyptic-horseman-2 = Nachts erreicht kein Tod irgendeiner Art einen Apokalyptischen Reiter.
rule-apocalyptic-horseman-3 = Sein Angriff geschieht am Ende der Nacht.
rule-horseman-b1 = Ein einfacher Reiter nimmt am Ende von Tag 0 eine der anderen Rollen der Reiter an.
rule-horseman-1 = Diese Rolle ist nie der Apokalyptische Reiter.
rule-horseman-2 = Jeder Reiter darf pro Nacht das Verhängnis über eine Person bringen, mit der Wirkung seiner Art.
rule-horseman-3 = Ein Verhängnis über einen anderen Reiter scheitert und vereint die beiden in einem Kanal.
rule-horseman-4 = Wen es trifft, erfährt das, aber nicht, von welchem Reiter.
rule-horseman-5 = Eine Person kann erneut vom Verhängnis getroffen werden, von jedem Reiter.
rule-horseman-6 = Vereinte Reiter, während alle übrigen vom Verhängnis getroffen sind, werden apokalyptisch und greifen jede Nacht an.
rule-horseman-7 = Die Reiter gewinnen, sobald alle anderen tot sind.
rule-horseman-of-death-b1 = Jede Nacht darf der Reiter des Todes das Verhängnis über eine Person bringen.
rule-horseman-of-death-b2 = Die getroffene Person ist gezeichnet und stirbt, wenn die folgende Nacht endet.
rule-horseman-of-death-1 = Das Verhängnis wirkt sofort.
rule-horseman-of-death-2 = Dieser Tod kommt am Ende der nächsten Nacht und ist kein Angriff.
rule-horseman-of-death-3 = Ein Verhängnis des Reiters des Todes über einen anderen Reiter scheitert und vereint die beiden.
rule-horseman-of-death-4 = Wen es trifft, erfährt das, aber nicht, von welchem Reiter.
rule-horseman-of-death-5 = Eine Person kann erneut vom Verhängnis getroffen werden, von jedem Reiter.
rule-horseman-of-death-6 = Die Wirkung des Verhängnisses überdauert den Reiter des Todes, nicht aber den letzten Reiter.
rule-horseman-of-death-7 = Am Jüngsten Tag wird der Reiter des Todes apokalyptisch und greift jede Nacht an.
rule-horseman-of-death-8 = Die Reiter gewinnen, sobald alle anderen tot sind.
rule-horseman-of-famine-b1 = Jede Nacht darf der Reiter des Hungers das Verhängnis über eine Person bringen.
rule-horseman-of-famine-b2 = Vom Verhängnis ausgehungert, ist die Person nicht mehr zu erkennen.
rule-horseman-of-famine-b3 = Von da an erscheint sie als eine Rolle der Reiter.
rule-horseman-of-famine-1 = Das Verhängnis wirkt sofort.
rule-horseman-of-famine-2 = Die Person trägt für immer eine starke Verkleidung als eine Rolle der Reiter, die zu Beginn von Nacht 1 im Spiel war.
rule-horseman-of-famine-3 = Ein Verhängnis des Reiters des Hungers über einen anderen Reiter scheitert und vereint die beiden.
rule-horseman-of-famine-4 = Wen es trifft, erfährt das, aber nicht, von welchem Reiter.
rule-horseman-of-famine-5 = Eine Person kann erneut vom Verhängnis getroffen werden, von jedem Reiter.
rule-horseman-of-famine-6 = Die Wirkung des Verhängnisses überdauert den Reiter des Hungers, nicht aber den letzten Reiter.
rule-horseman-of-famine-7 = Am Jüngsten Tag wird der Reiter des Hungers apokalyptisch und greift jede Nacht an.
rule-horseman-of-famine-8 = Die Reiter gewinnen, sobald alle anderen tot sind.
rule-horseman-of-pestilence-b1 = Jede Nacht darf der Reiter der Seuche das Verhängnis über eine Person bringen.
rule-horseman-of-pestilence-b2 = Zu krank zum Handeln: Die Fähigkeiten der Person scheitern in dieser Nacht und am nächsten Tag.
rule-horseman-of-pestilence-1 = Das Verhängnis wirkt sofort.
rule-horseman-of-pestilence-2 = Jede aktive Fähigkeit, die die Person versucht, scheitert, bis der nächste Tag endet.
rule-horseman-of-pestilence-3 = Ebenso die Aktion einer Gruppe, die die Person ausführen soll.
rule-horseman-of-pestilence-4 = Manche dieser Fehlschläge sehen aus wie alle anderen; manche Fähigkeiten können sonst gar nicht scheitern.
rule-horseman-of-pestilence-5 = Passive Fähigkeiten (die des Läufers) bleiben unberührt.
rule-horseman-of-pestilence-6 = Ein Verhängnis des Reiters der Seuche über einen anderen Reiter scheitert und vereint die beiden.
rule-horseman-of-pestilence-7 = Wen es trifft, erfährt das, aber nicht, von welchem Reiter.
rule-horseman-of-pestilence-8 = Eine Person kann erneut vom Verhängnis getroffen werden, von jedem Reiter.
rule-horseman-of-pestilence-9 = Die Wirkung des Verhängnisses überdauert den Reiter der Seuche, nicht aber den letzten Reiter.
rule-horseman-of-pestilence-10 = Am Jüngsten Tag wird der Reiter der Seuche apokalyptisch und greift jede Nacht an.
rule-horseman-of-pestilence-11 = Die Reiter gewinnen, sobald alle anderen tot sind.
rule-horseman-of-war-b1 = Jede Nacht darf der Reiter des Krieges das Verhängnis über eine Person bringen.
rule-horseman-of-war-b2 = Im tobenden Krieg verliert die Person ihre Stimme und kann am nächsten Tag nicht gewählt werden.
rule-horseman-of-war-1 = Das Verhängnis wirkt sofort.
rule-horseman-of-war-2 = Die öffentliche Stimme der Person zählt am nächsten Tag nicht, und gewinnt sie eine Wahl, wird niemand gewählt.
rule-horseman-of-war-3 = Ein Verhängnis des Reiters des Krieges über einen anderen Reiter scheitert und vereint die beiden.
rule-horseman-of-war-4 = Wen es trifft, erfährt das, aber nicht, von welchem Reiter.
rule-horseman-of-war-5 = Eine Person kann erneut vom Verhängnis getroffen werden, von jedem Reiter.
rule-horseman-of-war-6 = Die Wirkung des Verhängnisses überdauert den Reiter des Krieges, nicht aber den letzten Reiter.
rule-horseman-of-war-7 = Am Jüngsten Tag wird der Reiter des Krieges apokalyptisch und greift jede Nacht an.
rule-horseman-of-war-8 = Die Reiter gewinnen, sobald alle anderen tot sind.
rule-horsemen-1 = Das Team der Reiter hat zwei bis vier Mitspielende.
rule-horsemen-2 = Ein Reiter beginnt als einfacher Reiter oder als eine bestimmte Art, nie apokalyptisch.
rule-horsemen-3 = Die Reiter wollen alle töten, bekommen aber erst eine Tötung, wenn alle Gebundenen vom Verhängnis getroffen sind.
rule-horsemen-4 = Das Verhängnis jeder Art von Reiter hat seine eigene Wirkung.
rule-horsemen-5 = Reiter beginnen einander fremd; ein Verhängnis über einen anderen Reiter vereint stattdessen die beiden.
rule-horsemen-6 = Vereinte Reiter behalten ihre Kräfte und teilen einen Kanal.
rule-horsemen-7 = Vereinte Reiter zählen als vom Verhängnis getroffen (wichtig, wenn sie die Rolle verlieren).
rule-horsemen-8 = Ein einzelner Reiter, während alle anderen vom Verhängnis getroffen sind, wird apokalyptisch.
rule-horsemen-9 = (Ein Verweis auf die Liste der Reiter im Bot.)
rule-angel-b1 = Der Engel gewinnt, indem er gelyncht wird.
rule-angel-1 = Siegt der Engel, steigt er auf und geht; das Spiel geht weiter.
rule-angel-2 = Die nächste Lynchung wird dann abgesagt.
rule-angel-3 = Die vom Engel gewählte Person stirbt mit der Lynchung, wenn sie für den Engel gestimmt hat, und alle hören es.
rule-angel-4 = Der Engel darf das Ziel einmal pro Phase wechseln, dazu ein Notfallwechsel.
rule-angel-5 = Der Engel kann nicht sich selbst wählen.
rule-angel-6 = Das Ziel zu wählen, wirkt sofort.
rule-angel-7 = Ohne gültiges Ziel wird eine zufällige Person genommen, die für den Engel gestimmt hat.
rule-angel-8 = Auf ungewöhnlichem Weg gelyncht, stirbt die verantwortliche Person mit dem Engel.
rule-angel-9 = Hat nur der Engel für sich selbst gestimmt, stirbt er einfach und gewinnt nicht.
rule-angel-10 = Ein Ziel, das verdeckte Stimmen auf den Engel gelegt hat, gilt als gültig.
rule-grandma-b1 = Jede Nacht darf die Großmutter bis zu zwei Personen wählen.
rule-grandma-b2 = Am nächsten Tag können diese Personen nicht abstimmen.
rule-grandma-b3 = An diesem Tag wiegt die Stimme der Großmutter so viel, wie sie Personen gewählt hat.
rule-grandma-1 = Stimmen wegzunehmen, geschieht sofort.
rule-grandma-2 = Die Stimme einer gewählten Person wird abgegeben, aber nicht gezählt.
rule-grandma-3 = Die Stimme der Großmutter sieht gewöhnlich aus, kann aber null oder zwei zählen.
rule-grandma-4 = Die gewählten Personen kommen in einen privaten Kanal, in dem die Großmutter ohne Namen mit ihnen spricht.
rule-grandma-5 = Am Ende des Tages verlassen sie ihn, und ihre Stimmen kehren zurück, auch wenn die Großmutter tot ist.
rule-grandma-6 = Eine gewählte Person mit mehreren Stimmen (der Satz geht in grandma.7 weiter) …
rule-grandma-7 = … verliert nur eine davon und behält die übrigen.
rule-grandma-8 = Die Großmutter bekommt für diese Person trotzdem nur eine Stimme.
rule-grandma-9 = Einer Person mit negativer oder ohne Stimme wird keine genommen (die Großmutter erfährt es); sie kommt trotzdem in den Kanal.
rule-grandma-10 = Die Zusatzstimme des Bürgermeisteramts kann nicht genommen werden.
rule-grandma-11 = Die Großmutter darf sich selbst wählen.
rule-grandma-12 = Umlenkungen verschieben ihre Wahl nicht.
rule-plague-bearer-b1 = Die Krankheit des Pestträgers tötet und breitet sich schnell aus.
rule-plague-bearer-b2 = Der Pestträger will alle anderen tot sehen.
rule-plague-bearer-1 = Er beginnt mit Ratten, die die Pest tragen.
rule-plague-bearer-2 = Eine Ratte je fünf Mitspielende, gerundet.
rule-plague-bearer-3 = Mehrere Pestträger kennen einander und legen ihre Ratten zusammen.
rule-plague-bearer-4 = Jeder Pestträger darf eine Ratte pro Nacht verbrauchen.
rule-plague-bearer-5 = Eine losgelassene Ratte steckt eine andere Person an.
rule-plague-bearer-6 = Die Angesteckten bekommen die Krankheit.
rule-plague-bearer-7 = Der Pestträger kann nicht angesteckt werden.
rule-plague-bearer-8 = Eine Ratte auf eine schon angesteckte Person ist verbraucht, und der Pestträger erfährt es.
rule-plague-bearer-9 = Anstecken wirkt sofort.
rule-plague-bearer-10 = Die Angesteckten sind ansteckend, bis sie sterben.
rule-plague-bearer-11 = Eine ansteckende Person zu besuchen oder von ihr besucht zu werden, steckt sofort an.
rule-plague-bearer-12 = Jede Art von Aktion zählt als Besuch.
rule-plague-bearer-13 = Die Angesteckten erfahren es zu Beginn der übernächsten Nacht.
rule-plague-bearer-14 = Am Ende dieser Nacht hören sie auf, ansteckend zu sein, und sterben.
rule-plague-bearer-15 = Dieser Tod ist kein Angriff.
rule-plague-bearer-16 = Wer ihn überlebt, bleibt ansteckend, stirbt aber nicht noch einmal daran.
rule-plague-bearer-17 = Bleibt niemand aus dem Team oder dem Kanal der Pest, endet jede Ansteckung, still.
rule-plague-bearer-18 = Eine Ratte auf den Pestarzt scheitert, tötet den Pestarzt (kein Angriff) und ist nicht verbraucht.
rule-plague-bearer-19 = Der Pestträger kann nicht gewinnen, solange ein Pestarzt lebt.
rule-plague-doctor-b1 = Der Pestarzt ist fast immun und gewinnt, sobald das Team der Pest fort ist.
rule-plague-doctor-b2 = Jede Nacht darf er eine Person auf die Pest untersuchen.
rule-plague-doctor-b3 = Er kann auch Personen heilen.
rule-plague-doctor-1 = Sobald das Team der Pest fort ist, steigt der Pestarzt auf und gewinnt.
rule-plague-doctor-2 = Ein toter Pestarzt kann nicht gewinnen.
rule-plague-doctor-3 = Jede Nacht darf er eine Person auf Anzeichen untersuchen.
rule-plague-doctor-4 = Er erfährt sofort, ob und seit wann das Ziel die Pest hat.
rule-plague-doctor-5 = Beim Team der Pest zeigen sich nie Anzeichen.
rule-plague-doctor-6 = Er beginnt mit Phiolen, die die Pest heilen.
rule-plague-doctor-7 = Eine Phiole je fünf Mitspielende, gerundet.
rule-plague-doctor-8 = Jede Nacht darf er stattdessen eine Phiole verbrauchen, um eine Person sofort zu heilen.
rule-plague-doctor-9 = Die Geheilten verlieren die Pest und sind nicht mehr ansteckend, ohne es zu erfahren.
rule-plague-doctor-10 = Wer schon erfahren hat, die Pest zu haben, ist nicht mehr zu retten.
rule-plague-doctor-11 = Eine Ratte auf den Pestarzt tötet den Pestarzt sofort (kein Angriff).
rule-plague-doctor-12 = Sonst ist der Pestarzt immun.
rule-plague-doctor-13 = Das Team der Pest kann nicht gewinnen, solange ein Pestarzt lebt.
rule-ravenkeeper-b1 = Jede Nacht setzt der Rabenhüter entweder einen Raben auf eine Person oder spioniert mit den Raben.
rule-ravenkeeper-b2 = Spionieren zeigt, ob Personen mit Raben aufeinander wirken.
rule-ravenkeeper-1 = Ein Rabe je fünf Mitspielende, abgerundet.
rule-ravenkeeper-2 = Jede Nacht darf er einen Raben auf eine andere Person setzen.
rule-ravenkeeper-3 = Ein Rabe darf versetzt werden; einer bei einer toten Person kehrt sofort zurück.
rule-ravenkeeper-4 = Einen Raben zu setzen, wirkt sofort.
rule-ravenkeeper-5 = Raben, die niemandem gesetzt wurden, zählen als beim Rabenhüter.
rule-ravenkeeper-6 = Statt einen zu setzen, darf er mit den Raben spionieren.
rule-ravenkeeper-7 = Die Wahl zu spionieren, wirkt sofort.
rule-ravenkeeper-8 = Für den Rest der Nacht erfährt er, wenn eine Person mit Rabe auf eine andere mit Rabe wirkt.
rule-ravenkeeper-9 = Er erfährt beide Namen und wer gehandelt hat, nicht, was getan wurde.
rule-ravenkeeper-10 = Umlenkungen erreichen den Rabenhüter.
rule-ravenkeeper-11 = Mehrere Rabenhüter behalten getrennte Raben.
rule-rule-abilities-basics-1 = Fähigkeiten wirken auf einige wenige Arten.
rule-rule-abilities-basics-2 = Fähigkeiten zum Ende der Nacht und zum Ende des Tages werden ausgeführt, wenn die Phase endet.
rule-rule-abilities-basics-3 = Die anderen wirken sofort.
rule-rule-abilities-basics-4 = Die Spielleitung führt eine sofortige Fähigkeit so bald wie möglich aus.
rule-rule-abilities-immediate-abilities-1 = Die meisten sofortigen Fähigkeiten gehen einmal pro Phase.
rule-rule-abilities-immediate-abilities-2 = Fähigkeiten mit Ziel erlauben meist einen Notfallwechsel pro Spiel.
rule-rule-abilities-immediate-abilities-3 = Eine Fähigkeit mit Ziel (der Satz geht in .4 weiter) …
rule-rule-abilities-immediate-abilities-4 = … geht verloren, sobald ihre Hauptkraft eingesetzt wurde (die des Henkers).
rule-rule-abilities-delaying-abilities-1 = Eine sofortige Fähigkeit lässt sich auf drei Arten aufschieben.
rule-rule-abilities-delaying-abilities-2 = Eine Phase früher gewählt, wird sie in ihrer eigenen Phase ausgeführt.
rule-rule-abilities-delaying-abilities-3 = Wann in dieser Phase, bestimmt dann die Spielleitung, nicht die Person.
rule-rule-abilities-delaying-abilities-4 = Auf Wunsch darf sie kurz vor dem Ende der Phase ausgeführt werden.
rule-rule-abilities-delaying-abilities-5 = Mehrere solche Wünsche behalten ihre Reihenfolge.
rule-rule-abilities-delaying-abilities-6 = Ein solcher Wunsch darf zurückgezogen oder erneut gestellt werden.
rule-rule-abilities-delaying-abilities-7 = Beide Arten, und Wirkungen zum Ende, dürfen eine Bedingung tragen (ein Beispiel folgt) …
rule-rule-abilities-delaying-abilities-8 = … etwa, etwas anderswohin zu schicken, wenn das Ziel gelyncht wird.
rule-rule-abilities-delaying-abilities-9 = Die Spielleitung darf jede Bedingung ablehnen außer einer Lynchung oder einer Wahl.
rule-rule-abilities-visits-1 = Manche Regeln sprechen von Besuchen.
rule-rule-abilities-visits-2 = Ein Besuch ist jeder Einsatz einer Fähigkeit, zwischen zwei Personen.
rule-rule-abilities-visits-3 = Ein Besuch geht immer von einer Person zu einer anderen.
rule-rule-abilities-visits-4 = Eine Fähigkeit, die mehrere Personen erreicht, sind mehrere gleichzeitige Besuche.
rule-rule-abilities-visits-5 = Rollenfähigkeiten und andere machen gleichermaßen Besuche.
rule-rule-abilities-visits-6 = Ein Ziel zu wählen, zählt als Besuch, auch wenn Karten es oft weglassen.
rule-rule-abilities-visits-7 = Die Aktionen einer Wirkung besuchen, wenn sie angewendet wird, nicht wenn sie später wirkt.
rule-rule-abilities-visits-8 = Wer besucht, ist, wer zu handeln gewählt hat.
rule-rule-abilities-visits-9 = Ohne getroffene Wahl besucht, wer die Rolle der Fähigkeit hat.
rule-rule-abilities-visits-10 = Beispiele für Besuche:
rule-rule-abilities-visits-11 = Ein Besuch: der Angriff eines Attentäters.
rule-rule-abilities-visits-12 = Ein Besuch: das Weitergeben des Amuletts.
rule-rule-abilities-visits-13 = Ein Besuch: die Zielwahl eines Jägers.
rule-rule-abilities-visits-14 = Ein Besuch: der letzte Schuss eines Jägers.
rule-rule-abilities-visits-15 = Ein Besuch: der Schutz einer Hexe (ein Besuch je Person).
rule-rule-abilities-visits-16 = Ein Besuch: der Angriff der Sekte (von der angreifenden Person).
rule-rule-abilities-visits-17 = Ein Besuch: die Untersuchung eines Orakels (ein Besuch je Person).
rule-rule-abilities-visits-18 = Ein Besuch: ein Pfeilmacher wählt Kundschaft.
rule-rule-abilities-visits-19 = Ein Besuch: die Kundschaft wählt ein Ziel.
rule-rule-abilities-visits-20 = Ein Besuch: die Umlenkung eines Assistenten (zwei Besuche).
rule-rule-abilities-visits-21 = Ein Besuch: die Untersuchung eines Hexenmeisters.
rule-rule-abilities-visits-22 = Ein Besuch: wer eine Wette bekommen hat, verkauft die eigene Seele (zwei Besuche).
rule-rule-abilities-visits-23 = Ein Besuch: der Schutz des Wächteramts.
rule-rule-abilities-visits-24 = Ein Besuch: die Wette des Teufels zu bekommen.
rule-rule-abilities-visits-25 = Ein Besuch: das Essen des Kochs zu essen.
rule-rule-abilities-visits-26 = Keine Besuche:
rule-rule-abilities-visits-27 = Kein Besuch: eine dämonisierte Person wird zum Untoten.
rule-rule-abilities-visits-28 = Kein Besuch: eine Untersuchung, die eine Verzauberung behindert.
rule-rule-abilities-visits-29 = Kein Besuch: ein Tod durch die Pest.
rule-rule-abilities-visits-30 = Kein Besuch: das Amulett hält einen Angriff auf.
rule-rule-abilities-visits-31 = Kein Besuch: eine Aktion auf sich selbst.
rule-rule-abilities-visits-32 = (Noch einmal:) Manche Regeln sprechen von Besuchen.
rule-rule-abilities-visits-33 = (Noch einmal:) Ein Besuch ist jeder Einsatz einer Fähigkeit, zwischen zwei Personen.
rule-rule-abilities-visits-34 = (Noch einmal:) Eine Fähigkeit, die mehrere Personen erreicht, kann mehrere Besuche sein.
rule-rule-abilities-visits-35 = (Noch einmal:) Rollenfähigkeiten und andere machen gleichermaßen Besuche (der Satz geht weiter) …
rule-rule-abilities-visits-36 = … darunter das Beschützen und die Wette des Teufels.
rule-rule-conspiracy-channels-1 = Mitspielende dürfen private Kanäle mit wem sie wollen eröffnen.
rule-rule-conspiracy-channels-2 = Darin reden sie, ohne dass die anderen mitlesen.
rule-rule-events-basics-1 = Im Lauf eines Tages geschehen viele Ereignisse und Wirkungen.
rule-rule-events-basics-2 = Ein Tag sind zwei Phasen: Tag und Nacht.
rule-rule-events-basics-3 = Viele Wirkungen geschehen am Ende einer Phase.
rule-rule-events-basics-4 = Manche geschehen sofort, mitten in einer Phase.
rule-rule-events-order-1 = Die Reihenfolge der Ereignisse eines Tages und einer Nacht.
rule-rule-events-order-2 = Wirkungen zu Beginn des Tages folgen den Wirkungen zum Ende der Nacht und deren Folgen, wenn ihre Urheberin lebt.
rule-rule-events-order-3 = Sofortige Wirkungen des Tages geschehen während des Tages.
rule-rule-events-order-4 = Der Angriff eines Barbiers ist eine davon (ein Beispiel).
rule-rule-events-order-5 = Die Lynchabstimmung schließt und ein Ergebnis wird bestimmt, nicht mehr.
rule-rule-events-order-6 = Die Wahl schließt und ein Ergebnis wird bestimmt, nicht mehr.
rule-rule-events-order-7 = Die Lynchung kann dann abgesagt werden (der Königliche Ritter).
rule-rule-events-order-8 = Die Wahl kann dann abgesagt werden (der Korrupte Wolf).
rule-rule-events-order-9 = Wer die Lynchabstimmung gewinnt, wird gelyncht, mit den Folgen.
rule-rule-events-order-10 = Wer die Wahl gewinnt, wird gewählt, mit den Folgen.
rule-rule-events-order-11 = Wirkungen zum Ende des Tages (der Satz geht weiter) …
rule-rule-events-order-12 = … wie das Gift des Kochs geschehen, wenn ihre Urheberin lebt.
rule-rule-events-order-13 = Ihre Folgen schließen sich an (eine Vergiftung).
rule-rule-events-order-14 = Wirkungen zu Beginn der Nacht (der Satz geht weiter) …
rule-rule-events-order-15 = … wie die Wette des Teufels folgen auf das Ende des Tages, wenn ihre Urheberin lebt.
rule-rule-events-order-16 = Sofortige Wirkungen der Nacht geschehen während der Nacht.
rule-rule-events-order-17 = Die meisten Untersuchungen gehören dazu.
rule-rule-events-order-18 = Wirkungen zum Ende der Nacht geschehen.
rule-rule-events-order-19 = Der Angriff des Rudels ist eine davon.
rule-rule-events-order-20 = Wer zu diesem Zeitpunkt lebt, führt die eigene Wirkung aus, auch wenn sie tödlich ist.
rule-rule-events-order-21 = Ihre Folgen schließen sich an (die eines Angriffs).
rule-rule-events-order-22 = Fähigkeiten im selben Moment folgen diesen Regeln.
rule-rule-events-order-23 = Nicht-Angriffe kommen vor Angriffen.
rule-rule-events-order-24 = Angriffe folgen der Reihenfolge der Angriffe.
rule-rule-events-order-25 = Nicht-Angriffe gehen in alphabetischer Reihenfolge.
rule-rule-events-order-26 = Ein verbleibender Konflikt wird durch eine Zufallsziehung entschieden.
rule-rule-events-order-27 = Die Schritte des Tages in Kürze.
rule-rule-events-order-28 = Die Schritte der Nacht in Kürze.
rule-rule-role-loss-basics-1 = Eine Person kann ihre Rolle auf einige wenige Arten verlieren.
rule-rule-role-loss-basics-2 = Wer eine Rolle verliert, behält die eigenen Kanäle, aber ihre Fähigkeiten enden, wenn eine Karte nichts anderes sagt.
rule-rule-role-loss-current-role-losses-1 = Eine dämonisierte Person, die stirbt, wird stattdessen ein Untoter.
rule-rule-role-loss-current-role-losses-2 = Das Ziel eines Infizierenden Wolfs wird ein Wolf.
rule-rule-role-loss-current-role-losses-3 = Ein Infizierender Wolf, der eine Rolle der Hölle zum Ziel nimmt, wird ein Kobold.
rule-rule-role-loss-current-role-losses-4 = Ein Wahrsagelehrling übernimmt die Rolle einer toten untersuchenden Rolle des Dorfes.
rule-rule-role-loss-current-role-losses-5 = Der Hund wird, was er gewählt hat.
rule-rule-role-loss-current-role-losses-6 = Die Katze wechselt in diesem Moment ebenfalls die Rolle.
rule-rule-role-loss-current-role-losses-7 = Ein Bäcker, den ein Infizierender Wolf infiziert, wird ein Blutiger Metzger.
rule-rule-role-loss-current-role-losses-8 = Die anderen Bäcker werden Metzger.
rule-rule-role-loss-current-role-losses-9 = Ein Metzger, den ein Infizierender Wolf infiziert, wird ein Blutiger Metzger.
rule-rule-role-loss-current-role-losses-10 = Die Rollenwechsel des Amors gehen eigene Wege.
rule-rule-role-loss-current-role-losses-11 = Ein Amor kann auch nach der Gesinnung der großen Liebe die Rolle wechseln.
rule-rule-role-loss-current-role-losses-12 = (Ein Verweis auf die Seite des Buchs über die Arten von Amor.)
rule-rule-role-loss-current-role-losses-13 = Ein Verfluchter Dorfbewohner, den eine wölfische Person angreift, wird ein Wolf.
rule-rule-role-loss-current-role-losses-14 = Ein Amnesiker wird am Ende von Tag 1 eine andere Rolle.
rule-rule-the-day-and-nighttime-cycle-daytime-1 = Tagsüber stimmen die Mitspielenden in einer Lynchabstimmung und einer Wahl ab.
rule-rule-the-day-and-nighttime-cycle-daytime-2 = Am Ende des Tages stirbt, wer in der Lynchabstimmung die meisten Stimmen hat.
rule-rule-the-day-and-nighttime-cycle-daytime-3 = Wer die Wahl gewinnt, bekommt sofort ein öffentliches Amt zusätzlich zur eigenen Rolle.
rule-rule-the-day-and-nighttime-cycle-daytime-4 = Die Ämter sind das Bürgermeisteramt, das Reporteramt und das Wächteramt.
rule-rule-the-day-and-nighttime-cycle-nighttime-1 = Nachts setzen die meisten Rollen ihre eigenen Fähigkeiten ein.
rule-rule-the-day-and-nighttime-cycle-nighttime-2 = Wirkungen der Nacht geschehen sofort oder am Ende der Nacht.
rule-rule-ability-types-attacks-2 = Ein Angriff versucht, eine Person zu töten; er kann scheitern (Abwehr).
rule-rule-ability-types-attacks-3 = Die Angriffe des Attentäters und des Rudels sind die einfachsten.
rule-rule-ability-types-attacks-4 = Angriffe geschehen meist am Ende einer Phase.
rule-rule-ability-types-attacks-5 = Ein erfolgreicher Angriff tötet die Person.
rule-rule-ability-types-attacks-6 = Die meisten Rollen, die angreifen können, sind tötende Rollen.
rule-rule-ability-types-attacks-7 = Viele Rollen und Gruppen können angreifen.
rule-rule-ability-types-attacks-8 = Wer angreift, ist die angreifende Person.
rule-rule-ability-types-attacks-9 = Ein Angriff, der nicht aufgehalten wird, wird eine Tötung, die selbst aufgehalten werden kann.
rule-rule-ability-types-attacks-10 = Die meiste Abwehr hält Angriffe auf; wenige halten auch Tötungen auf.
rule-rule-ability-types-attacks-11 = Manche Rollen töten direkt, an der meisten Abwehr vorbei.
rule-rule-ability-types-attacks-12 = (Ein Verweis auf die Seite über das Töten.)
rule-rule-ability-types-attacks-13 = Ein Angriff gelingt, wenn er irgendwen tötet, auch nicht die anvisierte Person.
rule-rule-ability-types-attacks-14 = Ein Angriff auf eine Person, die ein gleichzeitiger anderer Angriff getötet hat, zählt trotzdem als Erfolg.
rule-rule-ability-types-attacks-15 = Den Angriff einer Gruppe führt ein zufälliges Mitglied aus, das für das Ziel gestimmt hat.
rule-rule-ability-types-attacks-16 = Die Gruppe erfährt, wer ihn ausführt.
rule-rule-ability-types-attacks-17 = Allein dieses Mitglied ist die Ursache des Angriffs, nie die Gruppe.
rule-rule-ability-types-attacks-18 = (Ein Verweis auf die Seite über die Reihenfolge der Angriffe.)
rule-rule-ability-types-attacks-19 = (Noch einmal:) Ein Angriff versucht, eine Person zu töten, und kann scheitern.
rule-rule-ability-types-attacks-20 = (Noch einmal:) Angriffe geschehen meist am Ende einer Phase.
rule-rule-ability-types-attacks-21 = (Noch einmal:) Die meisten Rollen, die angreifen können, sind tötende Rollen.
rule-rule-ability-types-attacks-order-1 = Mehrere Angriffe auf eine Person in einer Nacht treffen Schritt für Schritt gemeinsam auf die Abwehr.
rule-rule-ability-types-attacks-order-2 = Alle Angreifenden treffen zuerst auf Abwesenheiten, dann nacheinander auf jede weitere Art von Abwehr.
rule-rule-ability-types-attacks-order-3 = Angreifende im Konflikt werden nach dem Vorrang ihrer Rolle geordnet (der Satz geht weiter) …
rule-rule-ability-types-attacks-order-4 = … etwa der Attentäter vor dem Priester.
rule-rule-ability-types-attacks-order-5 = Ein verbleibender Konflikt wird durch eine Zufallsziehung entschieden.
rule-rule-ability-types-attacks-order-6 = Angriffe von Gruppen kommen vor denen jeder einzelnen Rolle, in alphabetischer Reihenfolge.
rule-rule-ability-types-attacks-order-7 = Mehrere Angreifende können bei einer Person alle Erfolg haben.
rule-rule-ability-types-attacks-order-8 = (Ein Verweis auf die Beispiele.)
rule-rule-ability-types-attacks-order-examples-1 = Der Vorrang der Angreifenden, Gruppen zuerst (eine Tabelle).
rule-rule-ability-types-attacks-order-examples-2 = Schritt 1: Abwesenheiten.
rule-rule-ability-types-attacks-order-examples-3 = Schritt 2: Abwehr durch Wirkungen.
rule-rule-ability-types-attacks-order-examples-4 = Schritt 3: Abwehr durch Rollen.
rule-rule-ability-types-attacks-order-examples-5 = Schritt 4: teilweise Abwehr.
rule-rule-ability-types-attacks-order-examples-6 = Schritt 5: Rollenwechsel, die eine Rolle bringt.
rule-rule-ability-types-attacks-order-examples-7 = Schritt 6: Rollenwechsel, die eine Wirkung bringt.
rule-rule-ability-types-attacks-order-examples-8 = Schritt 7: Tod.
rule-rule-ability-types-attacks-order-examples-9 = Beispiele für jeden Schritt:
rule-rule-ability-types-attacks-order-examples-10 = Schritt 1: die Kurtisane.
rule-rule-ability-types-attacks-order-examples-11 = Schritt 2: der Trank der Hexe, das gesegnete Essen des Kochs, die Seelenabwehr des Teufels.
rule-rule-ability-types-attacks-order-examples-12 = Schritt 3: der Ängstliche Wolf, der Läufer, der Dorfdepp.
rule-rule-ability-types-attacks-order-examples-13 = Schritt 4: der Macho.
rule-rule-ability-types-attacks-order-examples-14 = Schritt 5: der Verfluchte Dorfbewohner.
rule-rule-ability-types-attacks-order-examples-15 = Schritt 6: die Dämonisierten des Vampirs.
rule-rule-ability-types-attacks-order-examples-16 = Zuerst die Angriffe nach dem Vorrang der Rollen auflisten.
rule-rule-ability-types-attacks-order-examples-17 = Dann die Schritte der Abwehr durchgehen, jeden für jeden Angriff.
rule-rule-ability-types-attacks-order-examples-18 = Zwei Angriffe derselben Art (der Satz geht weiter) …
rule-rule-ability-types-attacks-order-examples-19 = … etwa die zweier Einsamer Wölfe, werden durch eine Zufallsziehung geordnet.
rule-rule-ability-types-attacks-order-examples-20 = Ein Beispiel mit einem Rudel und einem Einsamen Wolf gegen einen Läufer.
rule-rule-ability-types-attacks-order-examples-21 = Ein Beispiel mit einem Attentäter und dem Rudel gegen einen dämonisierten Läufer.
rule-rule-ability-types-investigation-2 = Eine Untersuchung sammelt Wissen über das Spiel.
rule-rule-ability-types-investigation-3 = Verkleidungen, Behinderungen und Umlenkungen können sie verfälschen.
rule-rule-ability-types-investigation-4 = Die einfachste zeigt die Rolle einer Person (der Satz geht weiter) …
rule-rule-ability-types-investigation-5 = … wie die des Wahrsagers; es gibt viele andere Arten …
rule-rule-ability-types-investigation-6 = … etwa die des Orakels.
rule-rule-ability-types-investigation-7 = Untersuchungen wirken meist sofort.
rule-rule-ability-types-investigation-8 = Rollen, die untersuchen, sind untersuchende Rollen.
rule-rule-ability-types-investigation-9 = (Noch einmal:) Eine Untersuchung sammelt Wissen.
rule-rule-ability-types-investigation-10 = (Noch einmal:) Verkleidungen können sie verfälschen.
rule-rule-ability-types-investigation-11 = (Noch einmal:) Rollen, die untersuchen, sind untersuchende Rollen.
rule-rule-ability-types-targeting-2 = Ein Ziel zu wählen, bewirkt für sich wenig.
rule-rule-ability-types-targeting-3 = Rollen, die den Zeitpunkt ihrer Hauptkraft nicht wählen können, wählen ihr Ziel im Voraus.
rule-rule-ability-types-targeting-4 = (Ein Verweis auf die Liste der Zielwahlen.)
rule-rule-ability-types-targeting-5 = Der letzte Schuss des Jägers und die Ersetzung des Henkers sind Beispiele.
rule-rule-ability-types-targeting-6 = Die Zielwahl wirkt sofort, einmal pro Phase, mit einem Notfallwechsel.
rule-rule-ability-types-disguises-2 = Eine Verkleidung ändert die Rolle, die eine Untersuchung sieht.
rule-rule-ability-types-disguises-3 = Eine Verkleidung ist schwach oder stark.
rule-rule-ability-types-disguises-4 = Eine Untersuchung sieht die jüngste Verkleidung der Art, die sie liest.
rule-rule-ability-types-disguises-5 = Nur Untersuchungen einer Rolle oder einer ihrer Eigenschaften lesen Verkleidungen.
rule-rule-ability-types-disguises-6 = Wer eine Gesinnung liest, sieht durch sie hindurch.
rule-rule-ability-types-disguises-7 = Eine dauerhafte Verkleidung wird einmal gewählt, meist zu Beginn.
rule-rule-ability-types-disguises-8 = Eine halbdauerhafte lässt sich nach Belieben ändern (der Satz geht weiter) …
rule-rule-ability-types-disguises-9 = … oder wird von anderen angelegt, wie die des Hungers.
rule-rule-ability-types-disguises-10 = Eine nicht dauerhafte hält eine Phase und darf über andere gelegt werden.
rule-rule-ability-types-disguises-11 = Ein Beispiel: ein Schleichender Wolf, den ein Rudelgerber verkleidet.
rule-rule-ability-types-disguises-12 = In dieser Nacht trägt er zwei Verkleidungen.
rule-rule-ability-types-disguises-13 = Was ein Wahrsager und ein Aurenleser jeweils von ihm sehen.
rule-rule-ability-types-disguises-14 = (Ein Verweis auf die Liste der Verkleidungen.)
rule-rule-ability-types-disguises-15 = Verkleiden hilft, sich vor Untersuchungen zu verbergen.
rule-rule-ability-types-disguises-16 = Verkleidungen sind stark oder schwach.
rule-rule-ability-types-disguises-17 = Manche Rollen tragen eine feste Verkleidung (der Satz geht weiter) …
rule-rule-ability-types-disguises-18 = … die des Weißen Werwolfs, die des Teufels; manche verkleiden andere …
rule-rule-ability-types-disguises-19 = … wie der Gerber.
rule-rule-ability-types-disguises-list-1 = Die Verkleidung des Teufels: dauerhaft, schwach.
rule-rule-ability-types-disguises-list-2 = Die Verkleidung des Dämons: dauerhaft, schwach.
rule-rule-ability-types-disguises-list-3 = Die Verkleidung des Verkleideten Fuchses: nicht dauerhaft, stark.
rule-rule-ability-types-disguises-list-4 = Die Verkleidung des Psychopathen (auf sich selbst): halbdauerhaft, stark.
rule-rule-ability-types-disguises-list-5 = Die Verkleidung des Psychopathen (auf andere): nicht dauerhaft, schwach.
rule-rule-ability-types-disguises-list-6 = Die Verkleidung des Schleichenden Wolfs: dauerhaft, stark.
rule-rule-ability-types-disguises-list-7 = Die Verkleidung des Gerbers: nicht dauerhaft, schwach.
rule-rule-ability-types-disguises-list-8 = Die Verkleidung des Weißen Werwolfs: dauerhaft, stark.
rule-rule-ability-types-disguises-list-9 = Die Verkleidung des Zerberus: dauerhaft, schwach.
rule-rule-ability-types-disguises-list-10 = Die Verkleidung des Flötenbetörers: halbdauerhaft, schwach.
rule-rule-ability-types-disguises-list-11 = Die Verkleidung der Vetteln: dauerhaft, stark.
rule-rule-ability-types-disguises-list-12 = Die Verkleidung des Hütehunds: dauerhaft, stark.
rule-rule-ability-types-disguises-list-13 = Die Verkleidung des Reiters des Hungers: halbdauerhaft, stark.
rule-rule-ability-types-disguises-list-14 = Die Verkleidung des Rudelgerbers: nicht dauerhaft, schwach.
rule-rule-ability-types-disguises-list-15 = Die Verkleidung des Hirten: dauerhaft, stark.
rule-rule-ability-types-protections-2 = Ein Schutz soll Angriffe aufhalten.
rule-rule-ability-types-protections-3 = Eine geschützte Person wird gegen Angriffe verteidigt, nicht von ihnen verletzt.
rule-rule-ability-types-defenses-2 = Eine Abwehr ist eine passive Fähigkeit, die einem Tod entgeht.
rule-rule-ability-types-defenses-3 = Schutzfähigkeiten sind aktive Fähigkeiten, die Abwehr verleihen.
rule-rule-ability-types-defenses-4 = Ein Angriff oder eine Tötung lässt sich auf mehrere Arten aufhalten.
rule-rule-ability-types-defenses-5 = Sie greifen in dieser Reihenfolge:
rule-rule-ability-types-defenses-6 = Zuerst Abwesenheiten (die Kurtisane).
rule-rule-ability-types-defenses-7 = Dann Abwehr durch Wirkungen (der Trank der Hexe, das gesegnete Essen des Kochs).
rule-rule-ability-types-defenses-8 = Dann Abwehr durch Rollen (der Läufer, der Ängstliche Wolf).
rule-rule-ability-types-defenses-9 = Dann teilweise Abwehr (der Macho, der Dorfdepp).
rule-rule-ability-types-defenses-10 = Dann Rollenwechsel, die eine Rolle bringt (der Verfluchte Dorfbewohner).
rule-rule-ability-types-defenses-11 = Dann Rollenwechsel, die eine Wirkung bringt (Dämonisierung).
rule-rule-ability-types-defenses-12 = Alle sechs gelten für Angriffe und Tötungen, auch wenn die meiste Abwehr nur Angriffe aufhält.
rule-rule-ability-types-defenses-13 = Eine Abwehr ist passiv, wie ein Schutz.
rule-rule-ability-types-defenses-14 = Der Ängstliche Wolf, der seinen ersten Angriff überlebt, ist ein Beispiel.
rule-rule-ability-types-redirections-2 = Eine Umlenkung verschiebt einen Angriff, eine Untersuchung oder eine andere Aktion auf eine andere Person.
rule-rule-ability-types-redirections-3 = Jede Rolle außer den flüsternden kann umgelenkt werden, wenn ihre Karte nichts anderes sagt.
rule-rule-ability-types-redirections-4 = Wer umgelenkt angreift, erfährt es nicht.
rule-rule-ability-types-redirections-5 = Die Person bekommt die einfache Meldung eines Fehlschlags.
rule-rule-ability-types-redirections-6 = Eine umgelenkte Aktion, die etwas aufdecken würde, meldet einen Fehlschlag.
rule-rule-ability-types-redirections-7 = Sie geschieht trotzdem, an der neuen Person, aber das Ergebnis des ursprünglichen Ziels wird nicht genannt.
rule-rule-ability-types-redirections-8 = Jede andere umgelenkte Aktion geschieht, als wäre die neue Person gewählt worden.
rule-rule-ability-types-redirections-9 = Niemand erfährt, dass sie anderswo gelandet ist.
rule-rule-ability-types-redirections-10 = Es bleibt die Aktion der ursprünglichen Person.
rule-rule-ability-types-redirections-11 = Eine Aktion darf wieder und wieder umgelenkt werden.
rule-rule-ability-types-redirections-12 = Nichts wird auf eine tote Person umgelenkt: Die Umlenkung geschieht nicht.
rule-rule-ability-types-redirections-13 = (Ein Verweis auf die Liste der Umlenkungen.)
rule-rule-ability-types-redirections-14 = Eine Umlenkung ändert, wen die Fähigkeit einer anderen Person erreicht.
rule-rule-ability-types-redirections-15 = Wer eine Fähigkeit auf eine umlenkende Person anwendet, lässt sie bei deren Wahl landen.
rule-rule-ability-types-killing-2 = Eine Tötung kommt, anders als ein Angriff, an der meisten Abwehr vorbei.
rule-rule-ability-types-killing-3 = Tötungen sind oft passiv und werden nur als Tod mitgeteilt.
rule-rule-ability-types-killing-4 = Einige wenige Abwehrarten halten Tötungen auf.
rule-rule-ability-types-killing-5 = Die meisten Rollen, die töten können, sind tötende Rollen.
rule-rule-ability-types-killing-6 = (Noch einmal:) Eine Tötung kommt an der meisten Abwehr vorbei.
rule-rule-ability-types-killing-7 = (Noch einmal:) Die meisten Rollen, die töten können, sind tötende Rollen.
rule-rule-ability-types-vote-manipulation-2 = Stimmenmanipulation ist jede Fähigkeit, die das Abstimmen ändert.
rule-rule-ability-types-vote-manipulation-3 = Es gibt sie in drei Arten:
rule-rule-ability-types-vote-manipulation-4 = Das Gewicht einer Person in öffentlichen Abstimmungen (der Satz geht weiter) …
rule-rule-ability-types-vote-manipulation-5 = … das der Großmutter, das des Schwindlers.
rule-rule-ability-types-vote-manipulation-6 = Das Gewicht einer Person in privaten Abstimmungen (der Satz geht weiter) …
rule-rule-ability-types-vote-manipulation-7 = … das des Alphawolfs.
rule-rule-ability-types-vote-manipulation-8 = Zusätzliche Stimmen auf eine Person in öffentlichen Abstimmungen (der Satz geht weiter) …
rule-rule-ability-types-vote-manipulation-9 = … die des Stalkers.
rule-rule-ability-types-vote-manipulation-10 = (Noch einmal:) Stimmenmanipulation ändert das Abstimmen.
rule-rule-ability-types-whispering-2 = Flüstern lässt eine Rolle ohne Namen sprechen.
rule-rule-ability-types-whispering-3 = Keine Umlenkung erreicht ein Flüstern.
rule-rule-ability-types-whispering-4 = (Ein Verweis auf die Liste der flüsternden Rollen.)
rule-rule-ability-types-whispering-5 = Der Barkeeper schreibt ohne Namen öffentlich; andere flüstern einer Person zu.
rule-rule-ability-types-whispering-list-1 = Der Barkeeper flüstert in den öffentlichen Kanal der Taverne, jederzeit.
rule-rule-ability-types-whispering-list-2 = Der Koch flüstert der eigenen Kundschaft im Restaurant zu, jeden Tag.
rule-rule-ability-types-whispering-list-3 = Der Teufel flüstert in den Kanal der Wette mit der Person, die sie bekommt, jede Nacht.
rule-rule-ability-types-whispering-list-4 = Der Flötenspieler flüstert in den Kanal der Verzauberten, jederzeit.
rule-rule-ability-types-whispering-list-5 = Die Großmutter flüstert den Personen zu, die sie gewählt hat, jede Nacht.
rule-rule-ability-types-whispering-list-6 = Der Zerberus flüstert der Person zu, der Schutz angeboten wurde, jede Nacht.
rule-rule-ability-types-whispering-list-7 = Der Korrupte Wolf flüstert der Person zu, die er gewählt hat, jede Nacht.
rule-rule-ability-types-whispering-list-8 = Der Hütehund flüstert einer Person in der Herde zu, jede Nacht.
rule-rule-ability-types-whispering-list-9 = Der Hirte flüstert in den Kanal der Herde, jederzeit.
rule-rule-ability-types-inflicting-2 = Zufügen legt die Wirkung eines Soloteams auf eine Person.
rule-rule-ability-types-inflicting-3 = Das Pulver der Pyros und die Verzauberung des Teams der Flöte sind Beispiele.
rule-rule-ability-types-obstructions-2 = Eine Behinderung hilft, sich vor Untersuchungen zu verbergen.
rule-rule-ability-types-obstructions-3 = Sie verfälscht jedes Ergebnis der Untersuchenden, die sie berührt, nicht nur eine Person.
rule-rule-ability-types-obstructions-4 = Keine Rolle ist Behinderungen ausgesetzt, wenn ihre Karte es nicht sagt.
rule-rule-ability-types-obstructions-5 = (Ein Verweis auf die Liste der Behinderungen.)
rule-rule-ability-types-obstructions-6 = (Noch einmal:) Eine Behinderung hilft, sich vor Untersuchungen zu verbergen.
rule-rule-ability-types-obstructions-7 = (Noch einmal:) Sie verfälscht die Ergebnisse der berührten Untersuchenden.
rule-rule-ability-types-obstructions-list-1 = Verzauberte Untersuchende sehen oft ein falsches Ergebnis.
rule-rule-ability-types-group-membership-2 = Gruppenzugehörigkeit setzt die Person mit einer Rolle in eine Gruppe.
rule-rule-ability-types-group-membership-3 = Die meisten beginnen in ihrer Gruppe (der Satz geht weiter) …
rule-rule-ability-types-group-membership-4 = … der Bäcker, der Wolf; manche treten später bei, passiv …
rule-rule-ability-types-group-membership-5 = … wie der Einsame Wolf, oder durch Wahl …
rule-rule-ability-types-group-membership-6 = … wie der Verkleidete Fuchs.
rule-rule-ability-types-group-membership-7 = Rollen des Dorfes in einer Gruppe sind Gruppenrollen des Dorfes, und ebenso bei den Wölfen.
rule-rule-ability-types-group-membership-8 = Solorollen sind meist in Gruppen und werden darum nicht eigens eingeordnet.
rule-rule-ability-types-group-membership-9 = Eine Person kann eine Gruppe verraten, indem sie die Rolle wechselt.
rule-rule-ability-types-lynching-2 = Die meisten Lynchungen kommen aus der täglichen Lynchabstimmung.
rule-rule-ability-types-lynching-3 = Das ist eine direkte Lynchung.
rule-rule-ability-types-lynching-4 = Die meisten Wege, dem Tod zu entgehen, entgehen keiner Lynchung.
rule-rule-ability-types-lynching-5 = Eine Lynchung ist wie eine Tötung, aber nicht dasselbe.
rule-rule-ability-types-lynching-6 = Lyncht eine andere Rolle statt der Abstimmung, ist das eine indirekte Lynchung.
rule-rule-ability-types-lynching-7 = Ein gelynchter Henker, der an seiner Stelle jemand anderen lynchen lässt, ist eine solche.
rule-rule-ability-types-lynching-8 = Beide Arten wirken gleich, wenn eine Karte nichts anderes sagt.
rule-rule-ability-types-lynching-9 = Rollen, die indirekt lynchen können, sind tötende Rollen.
rule-rule-ability-types-ascension-descension-2 = Eine ungebundene Person darf das Spiel vorzeitig verlassen, mit Sieg (Aufstieg) oder Niederlage (Abstieg).
rule-rule-ability-types-ascension-descension-3 = Sie steigt auf, wenn sie ihre Bedingung erfüllt, und ab, wenn diese nicht mehr zu erfüllen ist.
rule-rule-ability-types-ascension-descension-4 = Wer aufgestiegen ist, zählt als tot; wer abgestiegen ist, stirbt.
rule-rule-ability-types-ascension-descension-5 = Beides wird mit der Rolle angekündigt.
rule-assassin-b1 = Ab Nacht 2 darf der Attentäter eine Person pro Nacht angreifen.
rule-assassin-1 = Der Attentäter hat im ganzen Spiel drei Angriffe.
rule-assassin-2 = Der Angriff geschieht am Ende der Nacht.
rule-huntress-b1 = Der Jäger darf mit dem letzten Atemzug eine Person angreifen.
rule-huntress-1 = Der Jäger darf ein Ziel wählen.
rule-huntress-2 = Der Jäger darf es einmal pro Phase wechseln, dazu ein Notfallwechsel.
rule-huntress-3 = Stirbt der Jäger anders als durch eine direkte Lynchung, greift er sein Ziel an.
rule-huntress-4 = Der Schuss ist sofort; ein Treffer zeigt allen, dass es der Jäger war.
rule-huntress-5 = Ohne lebendes Ziel wird nichts geschossen und nichts gezeigt.
rule-runner-b1 = Einmal pro Spiel entkommt der Läufer dem Angriff einer wölfischen Person.
rule-runner-1 = Die Flucht verschont den Läufer einmal; spätere Angriffe können ihn töten.
rule-runner-2 = Der Angriff einer Person, die nicht wölfisch ist, tötet ihn schon beim ersten Mal.
rule-runner-3 = Der Läufer erfährt, dass er angegriffen wurde.
rule-runner-4 = Entkommt er dem Rudel, hört das Rudel, dass sein Ziel davongelaufen ist.
rule-runner-5 = Entkommt er einer anderen wölfischen Person, die angreift, hört diese es.
rule-executioner-b1 = Ab Tag 2 wird ein gelynchter Henker verschont, und stattdessen wird die Person gehängt, die er gewählt hat.
rule-executioner-1 = Der Henker darf ein Ziel wählen.
rule-executioner-2 = Er darf es einmal pro Phase wechseln, dazu ein Notfallwechsel.
rule-executioner-3 = Das Ziel zu wählen, wirkt sofort.
rule-executioner-4 = Würde er gelyncht, wird stattdessen sein Ziel (indirekt) gelyncht.
rule-executioner-5 = Ohne Ziel wird er selbst gelyncht.
rule-executioner-6 = Ändert er die Lynchung, sehen alle seine Rolle, und das Ziel wird sofort gehängt.
rule-executioner-7 = Das wirkt nur einmal.
rule-executioner-8 = Spätere Lynchungen des Henkers verlaufen gewöhnlich.
rule-stalker-b1 = Ab Tag 2 darf der Stalker bei der Lynchung des Tages zwei verdeckte Stimmen auf eine Person legen.
rule-stalker-1 = Ab Tag 2 darf der Stalker eine Person bedrohen.
rule-stalker-2 = Die bedrohte Person bekommt in der Lynchabstimmung des Tages zwei verdeckte Stimmen mehr.
rule-stalker-3 = Die Stimmen bleiben verdeckt, also kann die bedrohte Person gehängt werden, ohne die meisten sichtbaren Stimmen zu haben.
rule-stalker-4 = Die bedrohte Person erfährt es nicht.
rule-stalker-5 = Die Drohung wird am Ende des Tages ausgeführt.
rule-vampire-b1 = Der Vampir gewinnt, indem er still alle Lebenden zu Untoten macht.
rule-vampire-b2 = Eine dämonisierte Person, die nachts getötet wird, wird stattdessen untot.
rule-vampire-1 = Jede Nacht darf der Vampir eine Person dämonisieren.
rule-vampire-2 = In Nächten mit gerader Zahl eine zweite.
rule-vampire-3 = Die dämonisierte Person erfährt es nicht.
rule-vampire-4 = Nie sich selbst oder jemand anderen aus der Unterwelt.
rule-vampire-5 = Eine dämonisierte Person, die nachts getötet wird, wird ein Untoter.
rule-vampire-6 = Der Vampir und die Untoten gewinnen, sobald alle Lebenden zu ihnen gehören.
rule-vampire-7 = Dämonisieren wirkt sofort.
rule-vampire-8 = Mehrere Vampire arbeiten zusammen.
rule-vampire-9 = Bleibt niemand aus dem Kanal der Unterwelt, bleibt niemand dämonisiert.
rule-flute-player-b1 = Jede Nacht darf der Flötenspieler eine Anzahl Personen verzaubern.
rule-flute-player-b2 = Das Team der Flöte gewinnt, sobald alle Lebenden verzaubert, ungebunden oder Flöte sind.
rule-flute-player-1 = Eine verzauberte Person kommt sofort in einen geheimen Kanal der Verzauberten, ohne die Flötenspieler.
rule-flute-player-2 = Die Flötenspieler lesen diesen Kanal aus ihrem eigenen.
rule-flute-player-3 = Die behinderbare Prüfung einer verzauberten untersuchenden Person zeigt dreimal von fünf einen Flötenspieler.
rule-flute-player-4 = Diese Wirkung endet, sobald niemand aus dem Team oder dem Kanal der Flöte übrig ist.
rule-flute-player-5 = Niemand erfährt, wann sie endet.
rule-flute-player-6 = Eine Verzauberung je zehn Mitspielende des Spiels, gerundet.
rule-flute-player-7 = Niemand aus dem Team oder dem Kanal der Flöte kann verzaubert werden.
rule-flute-player-8 = Sind im Kanal der Flöte mehrere Personen, die keine Lehrlinge sind, hat jede eine Verzauberung je zwanzig Mitspielende.
rule-flute-player-9 = Gezählt werden die ausgeteilten Mitspielenden, nicht die Lebenden.
rule-flute-player-10 = Mehrere Flötenspieler sind ein Team, das zusammenarbeitet.
rule-flute-player-11 = Ein Flötenspieler, der die Rolle verliert, kann nicht mehr verzaubern.
rule-flute-player-12 = Die anderen Flötenspieler erfahren vom Rollenwechsel nichts.
rule-flute-player-13 = Die Flötenspieler erfahren nie, wie viele oder wen sie verzaubert haben.
rule-flute-apprentice-b1 = Der Flötenlehrling kann nicht verzaubern, wird aber ein Flötenspieler, sobald keiner mehr übrig ist.
rule-flute-apprentice-b2 = Er kann auch die Fähigkeiten der Verzauberten umlenken.
rule-flute-apprentice-1 = Der Flötenlehrling darf ein Ziel wählen.
rule-flute-apprentice-2 = Er darf es einmal pro Phase wechseln, dazu ein Notfallwechsel.
rule-flute-apprentice-3 = Die Fähigkeit einer verzauberten Person auf den Lehrling landet stattdessen bei dessen Ziel.
rule-flute-apprentice-4 = Wer sie einsetzt, erfährt es nicht; der Lehrling erfährt, dass eine Fähigkeit umgelenkt wurde.
rule-flute-apprentice-5 = Ist kein Flötenspieler mehr übrig, wird er einer und verliert die Umlenkung.
rule-chef-b1 = Jede Nacht wählt der Koch gesegnetes oder vergiftetes Essen und eine Kundschaft.
rule-chef-b2 = Am nächsten Tag darf die Kundschaft es essen: Gesegnetes Essen schützt in dieser Nacht, Gift tötet.
rule-chef-b3 = Der Koch gewinnt, wenn er am Ende lebt und mindestens eine Bedienung lebt.
rule-chef-1 = Zu Beginn jedes Tages wird der gewählten Kundschaft das Essen angeboten.
rule-chef-2 = Der Koch darf ohne Namen mit ihr sprechen.
rule-chef-3 = Sie antwortet mit Ja oder Nein, ohne zu wissen, welches Essen es ist.
rule-chef-4 = Gegessenes vergiftetes Essen tötet am Ende dieses Tages.
rule-chef-5 = Gegessenes gesegnetes Essen schützt in der nächsten Nacht vor Angriffen.
rule-chef-6 = Seine Wirkung endet mit dieser Nacht.
rule-chef-7 = Essen und Kundschaft werden zu Beginn des Tages festgelegt.
rule-chef-8 = Das Essen wird am Ende des Tages ausgeführt.
rule-chef-9 = Stirbt der Koch tagsüber, schickt er die Kundschaft sofort fort, ohne dass gegessen wurde.
rule-chef-10 = Eine Kundschaft, die gegessen hat, kann nie wieder Essen bekommen.
rule-chef-11 = Jedes Spiel hat Bedienungen: eine aus dem Dorf, eine von den Wölfen, eine aus jedem Soloteam.
rule-chef-12 = Bedienungen erfahren es nicht; sonst ändert sich nichts an ihnen.
rule-chef-13 = Die Bedienungen gehören zu verschiedenen Teams.
rule-chef-14 = Der Koch gewinnt, wenn er und mindestens eine Bedienung am Ende leben.
rule-chef-15 = Er gewinnt mit jedem Team, auch mit einem, das alle anderen töten muss.
rule-chef-16 = Ein Soloteam, das im Lauf des Spiels entsteht, bekommt keine Bedienung.
rule-chef-17 = Stirbt die letzte Bedienung, verlässt der Koch das Spiel, abgestiegen, eine Niederlage.
rule-chef-18 = Der Koch darf sich nicht selbst als Kundschaft wählen.
rule-chef-19 = Umlenkungen erreichen den Koch nicht.

## Familie 5: plague

rule-plague-carrier-b1 = Der Pestbote gewinnt mit den Pestträgern und teilt ihren Kanal.
rule-plague-carrier-1 = Der Pestbote hat keine eigene Fähigkeit.
rule-plague-carrier-2 = Wer einen Pestträger kopiert, wird stattdessen ein Pestbote.
rule-plague-carrier-3 = Die Pest tötet einen Pestboten nie; er bleibt ansteckend.
rule-plague-carrier-4 = Ein Pestträger darf keine Ratte auf einen Pestboten ansetzen.
rule-plague-carrier-5 = Der Pestbote kann nicht gewinnen, solange ein Pestarzt lebt.
rule-plague-carrier-6 = Ist der letzte Pestträger tot und sind noch Ratten übrig, wird der Pestbote von der Pest befreit und ein Pestträger.
rule-plague-carrier-7 = Jede Phase beginnt damit, dass der Pestbote erfährt, wie viele ansteckend sind.

## Familie 6: horsemen

rule-WAR = Der Reiter des Krieges bringt jede Nacht das Verhängnis über zwei Personen: Am nächsten Tag zählt ihre normale öffentliche Stimme nichts, und sie können nicht gewählt werden.

## Familie 7: wolves

rule-scared-wolf-b1 = Der erste nächtliche Angriff auf den Ängstlichen Wolf schadet ihm nicht.
rule-scared-wolf-1 = Der erste Angriff auf den Ängstlichen Wolf in der Nacht, von wem auch immer, scheitert.
rule-scared-wolf-2 = Der Ängstliche Wolf erfährt, dass er angegriffen wurde.
rule-scared-wolf-3 = Die Flucht wirkt einmal: Spätere Angriffe wirken wie auf alle anderen.

## Familie 12: assassin

rule-Assassin = Der Attentäter darf ab Nacht 2 am Ende einer Nacht eine Person angreifen, dreimal pro Spiel; auch ein aufgehaltener Angriff verbraucht einen.

## Familie 13: huntress

rule-Huntress = Stirbt der Jäger anders als durch eine direkte Lynchung, greift er sofort sein Ziel an; ein Treffer deckt seine Rolle auf.

## Familie 14: runner

rule-Runner = Dem ersten Angriff einer wölfischen Person auf den Läufer entkommt er, und beide Seiten erfahren es.

## Familie 15: executioner

rule-Executioner = Einmal, ab Tag 2, wird statt des Henkers, wenn er gelyncht würde, sein Ziel gelyncht, und seine Rolle wird aufgedeckt.

## Familie 16: stalker

rule-Stalker = Ab Tag 2 legt die Drohung des Stalkers in den Lynchabstimmungen des Tages zwei verdeckte Stimmen gegen eine Person; die Drohung ist ein Besuch.

## Familie 17: underworld

rule-Undead = Eine dämonisierte Person, die nachts getötet wird, erhebt sich als Untoter, statt zu sterben: ohne Fähigkeit, und mit einem Sieg mit der Unterwelt.
rule-Vampire = Der Vampir dämonisiert jede Nacht eine Person, in geraden Nächten zwei; die Unterwelt gewinnt, wenn alle Lebenden zu ihr gehören.

## Familie 18: chef

rule-Chef = Der Koch schickt jede Nacht gesegnetes oder vergiftetes Essen; es wird zu Beginn des nächsten Tages serviert und, wenn gewählt, vor dessen Ende gegessen; er gewinnt mit einer lebenden Bedienung.

## Familie 19: flute

rule-Flute_Apprentice = Was Verzauberte auf den Flötenlehrling anwenden, landet bei dessen Ziel; ist kein Flötenspieler mehr übrig, wird der Lehrling einer.
rule-Flute_Player = Flötenspieler verzaubern jede Nacht Personen; die Verzauberten teilen einen Kanal; das Team der Flöte gewinnt, wenn alle Lebenden verzaubert, ungebunden oder Flöte sind.
rule-flute-charmer-b1 = Der Flötenbetörer kann nicht verzaubern; jeden Tag darf er eine Person betören.
rule-flute-charmer-b2 = Ist kein Flötenspieler mehr übrig, wird der Betörer einer.
rule-flute-charmer-1 = Betört wird tagsüber; die betörte Person erfährt es nicht.
rule-flute-charmer-2 = Das Betören wirkt sofort.
rule-flute-charmer-3 = Der Betörer erfährt die Rolle des Ziels; danach ist das Ziel schwach als Flötenspieler verkleidet.
rule-flute-charmer-4 = Verkleidungen, Umlenkungen und Behinderungen wirken alle auf das Ergebnis.
rule-flute-charmer-5 = Das Betören und seine Verkleidung enden, sobald niemand von der Flöte mehr übrig ist.
rule-flute-charmer-6 = Niemand erfährt, wann das Betören endet.
rule-flute-charmer-7 = Eine Person, die betört und verzaubert ist, verliert das Betören und seine Verkleidung.
rule-flute-charmer-8 = Der Betörer darf sich selbst oder jemanden von der Flöte betören.
rule-flute-charmer-9 = Ist kein Flötenspieler mehr übrig, wird der Betörer einer und verliert das Betören.

## Familie 20: aura_teller

rule-aura-teller-b1 = Jede Nacht darf der Aurenleser eine Person prüfen: eine Bedrohung oder nicht.
rule-aura-teller-1 = Die Prüfung sagt, ob die Person eine Bedrohung ist, nie ihre Rolle.
rule-aura-teller-2 = Lykanthropen und die Rollen, die das Buch als tötend einordnet, erscheinen als Bedrohung.
rule-aura-teller-3 = Die Prüfung wirkt sofort.
rule-aura-teller-4 = Eine Rolle, die töten kann, aber weder Lykanthrop noch als tötend eingeordnet ist, ist keine Bedrohung.
rule-aura-teller-5 = Starke Verkleidungen und Umlenkungen wirken auf die Prüfung; schwache Verkleidungen und Behinderungen nicht.

## Familie 21: huntsman

rule-huntsman-b1 = Jede Nacht darf der Waidmann eine Person prüfen: im Rudel oder nicht.
rule-huntsman-1 = Die Prüfung nennt nur die Zugehörigkeit zum Rudel, nie die Rolle der Person.
rule-huntsman-2 = Die Prüfung wirkt sofort.
rule-huntsman-3 = Verkleidungen und Behinderungen wirken nicht auf die Prüfung; Umlenkungen schon.

## Familie 22: oracle

rule-oracle-b1 = Jede Nacht darf das Orakel erfahren, ob zwei Personen dieselbe Gesinnung haben.
rule-oracle-b2 = Keine Person kann vom Orakel mehr als einmal gewählt werden.
rule-oracle-1 = Das Orakel wählt zwei Personen pro Nacht.
rule-oracle-2 = Das Orakel erfährt nur, ob die beiden jetzigen Gesinnungen übereinstimmen.
rule-oracle-3 = Das Orakel darf sich selbst wählen, aber jede Person nur einmal pro Spiel.
rule-oracle-4 = Der Vergleich wirkt sofort.
rule-oracle-5 = Personen, die noch ungebunden sind, stimmen überein; Mitglieder verschiedener Soloteams nicht.
rule-oracle-6 = Verglichen wird die jetzige Gesinnung, die sich von der zu Beginn unterscheiden kann.
rule-oracle-7 = Ein Beispiel des Buchs für eine geänderte Gesinnung (eine große Liebe).
rule-oracle-8 = Verkleidungen und Behinderungen wirken nicht darauf; Umlenkungen schon.

## Familie 23: idiot

rule-idiot-b1 = Der erste Tod des Dorfdepps geschieht nicht, kostet ihn aber seine Stimme.
rule-idiot-1 = Die erste Lynchung, der erste Angriff oder die erste Tötung des Dorfdepps tötet ihn nicht.
rule-idiot-2 = Der Dorfdepp verliert dann seine Stimme und erfährt es.
rule-idiot-3 = Ein Dorfdepp mit Bürgermeisteramt behält dessen Zusatzstimme.

## Familie 24: child

rule-child-b1 = Der Tag nach dem Tod des Kindes hat zwei Lynchungen statt einer.
rule-child-1 = Jeder Tod eines Kindes fügt dem folgenden Tag eine Lynchabstimmung hinzu.
rule-child-2 = Mehrere Tode von Kindern fügen mehrere Abstimmungen hinzu.
rule-child-3 = Dieselbe Person kann von mehr als einer Abstimmung des Tages gelyncht werden.
rule-child-4 = Ein Beispiel der Spielleitung: Zweimal lynchen schlägt ein einzelnes Entkommen aus einer Lynchung.

## Familie 25: town_crier

rule-town-crier-b1 = Der Ausrufer kennt zu Beginn des Spiels die Rolle einer anderen Person aus dem Dorf.
rule-town-crier-1 = Zu Beginn erfährt der Ausrufer, wer eine andere, zufällige Person aus dem Dorf ist und welche Rolle sie hat.
rule-town-crier-2 = Die genannte Person erfährt es nicht.
rule-town-crier-3 = Die genannte Rolle ist die wahre: Keine Kraft kann sie ändern.

## Familie 26: macho

rule-macho-b1 = Ein angegriffener Macho erfährt den Namen der angreifenden Person und stirbt erst am nächsten Abend.
rule-macho-1 = Ein nächtlicher Angriff lässt den Macho bis zum Ende des nächsten Tages leben.
rule-macho-2 = Die Geschichte nennt den Macho und sagt, dass er angegriffen wurde.
rule-macho-3 = Nur der Macho erfährt, wer angegriffen hat, und darf es weitersagen oder nicht.
rule-macho-4 = Der Macho stirbt am Ende dieses Tages.
rule-macho-5 = Der Angriff einer Gruppe nennt das Mitglied, das ihn ausgeführt hat.
rule-macho-6 = Mehrere Angriffe in einer Nacht: Keiner tötet, eine angreifende Person wird genannt, zufällig.
rule-macho-7 = Ein gelynchter Macho stirbt wie alle anderen.

## Familie 27: tracking_wolf

rule-tracking-wolf-b1 = Jede Nacht darf der Spürwolf die Bedrohung verfolgen, die eine Person für das Rudel ist.
rule-tracking-wolf-1 = Die Spur liest die Kategorie der Rolle der Person, um die Bedrohung einzuschätzen.
rule-tracking-wolf-2 = Der Wolf erfährt nur die Stufe der Bedrohung, nie die Rolle oder ihre Kategorie.
rule-tracking-wolf-3 = Rollen des Dorfes und Solorollen: untersuchende und tötende sind eine große Bedrohung, Macht-, Anwerbungs- und Gruppenrollen eine erhebliche, sonstige eine geringe.
rule-tracking-wolf-4 = Die tötenden Rollen des Rudels selbst sind eine geringe Bedrohung.
rule-tracking-wolf-5 = Jede andere Rolle der Werwölfe und jede ungebundene Rolle ist keine Bedrohung.
rule-tracking-wolf-6 = Die Spurensuche wirkt sofort.
rule-tracking-wolf-7 = Starke Verkleidungen und Umlenkungen wirken auf die Spurensuche; schwache Verkleidungen und Behinderungen nicht.

## Familie 28: sneaking_wolf

rule-sneaking-wolf-b1 = Die meisten Untersuchungen sehen den Schleichenden Wolf als Dorfbewohner.
rule-sneaking-wolf-1 = Der Schleichende Wolf trägt eine starke Verkleidung als Dorfbewohner, die die Prüfungen sehen, die Verkleidungen lesen.
rule-sneaking-wolf-2 = Sobald er seine Rolle verliert, erscheint der Wolf nicht mehr als Dorfbewohner.

## Familie 29: wolf_cub

rule-wolf-cub-b1 = Nach dem Tod des Wolfsjungen bekommt das Rudel in der folgenden Nacht einen zusätzlichen Angriff.
rule-wolf-cub-1 = Jeder Tod eines Wolfsjungen gibt dem überlebenden Rudel in der nächsten Nacht einen Angriff mehr.
rule-wolf-cub-2 = Der zusätzliche Angriff darf die Person treffen, die das Rudel schon angreift.
rule-wolf-cub-3 = Wer die Rolle je hatte, löst es beim Tod aus; die Rolle zu verlieren, nicht.
rule-direwolf-b1 = Allein im Rudel greift der Schreckenswolf zwei Personen pro Nacht an.
rule-direwolf-1 = Eine Nacht, die beginnt, während der Schreckenswolf das einzige Mitglied des Rudels ist, hat einen Angriff mehr.
rule-direwolf-2 = Andere Rollen können trotzdem ändern, wie viele Angriffe geschehen und wer sie ausführt.

### Die Umschreibungen des Regelbuchs, zweiter Teil: die Regeln der Familien 30 bis 83
### (alpha_wolf bis nightmare), eine Nachricht je Regel (rule-ID: die Regel-ID mit Bindestrichen
### statt Punkten und _ statt Leerzeichen), in der Reihenfolge von en/rules.ftl (der erste Teil steht
### oben). Begriffe und Rollennamen: siehe das Glossar in docs/translating.md.

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
