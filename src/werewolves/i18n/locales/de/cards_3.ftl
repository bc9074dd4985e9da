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
