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
