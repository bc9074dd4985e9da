## Die Probleme, die der Lader für Rollendateien findet (roledata/load.py), wie `werewolves role
## check` und die Seiten, die eine Rollendatei annehmen, sie nennen. Ein aus der Datei zitierter
## Wert ($name, $key, $verb, $role, $team) kommt schon in Anführungszeichen ('so'); Listen von
## Schlüsseln, Effekten und Teams sind die Wörter der Datei selbst und bleiben, wie sie sind.

# die Datei lesen
roledata-too_big = die Datei hat { $size } Bytes; eine Rollendatei hat höchstens { $max } (64 KiB)
roledata-too_many_values = die Datei enthält mehr als { $max } Werte (ihre Aliasse mitgezählt); eine Rollendatei ist weit kleiner
roledata-too_deep = die Datei ist mehr als { $max } Ebenen tief verschachtelt
roledata-not_yaml = das ist kein gültiges YAML: { $reason }
roledata-empty = die Datei ist leer; eine Rollendatei ist eine Zuordnung mit mindestens name, team und summary
roledata-tag = das Tag { $tag } ist nicht erlaubt: Eine Rollendatei enthält nur einfachen Text, Zahlen, Ja/Nein, Listen und Zuordnungen
roledata-tag_on_list = das Tag { $tag } ist an einer Liste nicht erlaubt
roledata-tag_on_map = das Tag { $tag } ist an einer Zuordnung nicht erlaubt
roledata-unreadable = dieser Wert kann nicht gelesen werden
roledata-key_not_plain = ein Schlüssel muss ein einfaches Wort sein
roledata-key_twice = der Schlüssel { $key } steht zweimal da
roledata-not_regular = das ist keine gewöhnliche Datei; eine Rollendatei ist eine
roledata-unreadable_file = die Datei kann nicht gelesen werden ({ $error })
roledata-too_many_roles = ein Spiel hat höchstens { $max } eigene Rollen, nicht { $count }
roledata-role_twice = die Rolle { $role } ist zweimal angegeben

# Schlüssel und Werte
roledata-not_a_key = { $name } ist kein Schlüssel { $what ->
    [role] einer Rollendatei
    [ability] einer Fähigkeit
    [targets] von 'targets'
    [limits] von 'limits'
    [trigger] eines Auslösers
    [defence] von 'defence'
    [disguise] von 'disguise'
    [texts] einer Sprache von 'texts'
   *[other] von { $what }
  }; ihre Schlüssel sind: { $keys }
roledata-missing = { $field ->
    [name] { $name } fehlt: der Name der Rolle
    [summary] { $name } fehlt: ein Satz darüber, was sie tut
    [extra] { $name } fehlt: eine Zusatzrolle, die zusätzlich zur eigenen Rolle gehalten wird (ohne eigenes Team): wie sie im Spiel vergeben wird (der Effekt Grant gibt sie)
   *[other] { $name } fehlt: ein Text
  }
roledata-not_text = { $name } muss ein Text sein, nicht { $kind ->
    [yes_no] Ja/Nein
    [number] eine Zahl
    [list] eine Liste
    [map] eine Zuordnung
    [nothing] nichts
   *[text] ein Text
  }
roledata-text_too_long = { $name } hat { $count } Zeichen; höchstens { $max }
roledata-brace = { $name } hat eine Klammer, die nicht geschlossen wird; ein Text, den eine Person liest, nennt seine Werte als {"{"}target{"}"}, {"{"}player{"}"}, {"{"}role{"}"}
roledata-placeholder = { $name } nennt { $placeholder }; ein Text, den eine Person liest, nennt seine Werte als {"{"}target{"}"}, {"{"}player{"}"}, {"{"}role{"}"}
roledata-whole_number = { $name } muss eine ganze Zahl von { $low } bis { $high } sein
roledata-yes_no = { $name } muss yes oder no sein (true oder false)
roledata-one_of = { $name } ist eines von: { $values }

# die Rolle
roledata-role_map = eine Rollendatei ist eine Zuordnung mit mindestens name, team und summary
roledata-name_invalid = der Name einer Rolle hat höchstens 40 Buchstaben, Ziffern, Leerzeichen, Bindestriche oder Apostrophe
roledata-name_taken = die Rolle { $role } steht schon im Rollenbuch; gib deiner einen eigenen Namen, oder schreib 'replaces: { $role }', um deine an ihrer Stelle zu spielen
roledata-team_text = 'team' muss der Schlüssel eines Teams sein, ein Text
roledata-team_missing = 'team' fehlt: das Team, mit dem sie gewinnt, eines von: { $teams }
roledata-team_unknown = kein Team kann die Siegbedingung { $team } erreichen: Das Team einer Rollendatei ist eines von: { $teams }
roledata-abilities_list = 'abilities' ist eine Liste von Fähigkeiten
roledata-too_many_abilities = eine Rolle hat höchstens { $max } Fähigkeiten, nicht { $count }

# eine Fähigkeit
roledata-ability_map = eine Fähigkeit ist eine Zuordnung mit verb, phase, timing, targets und effect
roledata-verb_missing = 'verb' fehlt: das Wort, das die Person mit der Rolle tippt
roledata-verb_word = das Verb { $verb } muss ein kleingeschriebenes Wort sein
roledata-verb_clash = das Verb { $verb } kollidiert mit { $other }: Wer beide hat, könnte nicht sagen, welches gemeint ist
roledata-limits_map = 'limits' ist eine Zuordnung: per_phase, per_game, from_phase
roledata-targets_missing = 'targets' fehlt: Sag, wie viele Personen sie nennt (targets: {"{"}count: 1{"}"}, oder {"{"}count: 0{"}"} für keine)
roledata-targets_map = 'targets' ist eine Zuordnung: {"{"}count: 1, self: no, dead: no{"}"}, oder 'user'
roledata-targets_count = 'targets' braucht eine Anzahl (count, oder min und max): wie viele Personen die Fähigkeit nennt
roledata-targets_min_max = bei 'targets' liegt min über max

# Effekte
roledata-effect_missing = 'effect' fehlt: was sie tut, eines von: { $effects }
roledata-effect_written = ein Effekt wird als sein Name geschrieben, oder als Zuordnung seines Namens zu seinen Feldern (Protect: {"{"}with_user: yes{"}"})
roledata-not_an_effect = { $name } ist kein Effekt, den eine Rollendatei nutzen darf; die Effekte sind: { $effects }
roledata-fields_map = die Felder von { $effect } müssen eine Zuordnung sein
roledata-not_a_field = { $name } ist kein Feld von { $effect }; seine Felder sind: { $fields }
roledata-no_fields = { $name } ist kein Feld von { $effect }; es hat keine Felder
roledata-unknown_value = die Felder von { $effect } nennen einen Wert, den es nicht kennt

# wo ein Problem ist, wenn es keinen Dateinamen hat
roledata-line = Zeile { $line }

# die Wörter einer Rolle in anderen Sprachen (texts)
roledata-texts_map = 'texts' ist eine Zuordnung von Sprachen: {"{"}de: {"{"}name: ..., summary: ...{"}"}{"}"}
roledata-texts_language = { $language } ist keine Sprache von 'texts': ein Sprach-Tag wie de oder pt-BR, nicht en (die eigenen Wörter der Datei sind englisch)
roledata-texts_language_map = die Texte von { $language } sind eine Zuordnung: name, summary, description, handed_out, help, told
roledata-texts_name = der Name in { $language } hat höchstens 40 Zeichen
roledata-texts_pairs = { $name } in { $language } ist eine Zuordnung: das Englische (ein Verb, ein mitgeteilter Text) zu seinen Wörtern
roledata-texts_verb = { $verb } in { $language } ist kein Verb der Fähigkeiten dieser Rolle
roledata-texts_told = { $text } in { $language } ist kein Text, den diese Rolle mitteilt
roledata-texts_values = die Wörter in { $language } für { $text } müssen dieselben Werte in geschweiften Klammern nennen wie das Englische

# Bedingungen von Fähigkeiten, Auslöser, Gruppen, Verkleidungen, Zusatzrollen
roledata-extra_unknown = { $effect } nennt die Zusatzrolle { $extra }, die keine mitgegebene Rollendatei anlegt (eine Datei mit 'extra')
roledata-role_unknown = { $effect } nennt die Rolle { $role }, die keine Rolle des Buches ist
roledata-restrictions_list = 'restrictions' ist eine Liste aus: { $values }
roledata-not_a_restriction = { $name } ist keine Einschränkung; die Einschränkungen sind: { $values }
roledata-tells_nothing = { $effect } teilt der Person, die es nutzt, nichts mit: Gib ihm ein tell (die Wörter seines Ergebnisses)
roledata-group_size_map = 'group_size' ist eine Zuordnung: {"{"}group: NAME, members: N{"}"}
roledata-group_unknown = die Gruppe { $group } ist weder das Rudel noch eine Gruppe des Buches noch eine, die die Datei dieser Rolle nennt
roledata-marker_map = 'marker' ist eine Bedingung: {"{"}has: NAME{"}"} oder {"{"}lacks: NAME{"}"}
roledata-picks_fixed = eine Fähigkeit mit picks nennt eine feste Zahl von Personen (targets: {"{"}count: N{"}"}), nach jeder eine Rolle, oder keine Person und eine Rolle (targets: {"{"}count: 0{"}"}), oder user: eine Rolle für die nutzende Person selbst
roledata-held_target = dieser Auslöser zielt auf das gehaltene Ziel, aber keine Fähigkeit dieser Rolle setzt eines: Füge eine Fähigkeit mit dem Effekt SetTarget hinzu
roledata-trigger_map = ein Auslöser ist eine Zuordnung mit moment, targets und effect
roledata-moment_one_of = 'moment' ist der Moment, in dem er auslöst, einer von: { $values }
roledata-phase_key = { $name } gilt für einen Auslöser am Anfang oder Ende einer Phase oder bei watch, nicht bei { $moment }
roledata-trigger_targets = 'targets' eines Auslösers bei { $moment } ist eines von: { $values }
roledata-self_firing = dieser Auslöser kann sich selbst auslösen: Er löst bei einem Tod aus und kann eine weitere Person mit der Rolle { $role } töten; füge restrictions: [other role] hinzu
roledata-groups_list = 'groups' ist eine Liste von Gruppennamen
roledata-too_many_groups = eine Rolle ist in höchstens { $max } Gruppen, nicht { $count }
roledata-group_name = der Gruppenname { $group } besteht nicht aus Kleinbuchstaben, Ziffern, Leerzeichen, ' und - (höchstens 40)
roledata-wolfpack_group = dem Rudel schließt man sich mit 'pack: yes' an, nicht in 'groups'
roledata-disguise_map = 'disguise' ist eine Zuordnung: {"{"}as: eine Rolle des Buches, strength: weak oder strong{"}"}
roledata-disguise_unknown = 'disguise' zeigt { $role }, das keine Rolle des Buches ist (und nicht 'own role')
roledata-disguise_strength = die Stärke einer Verkleidung ist weak oder strong
roledata-pack_team = wer zum Rudel gehört, spielt für die Werwölfe: 'pack: yes' braucht 'team: wolves' (oder ein Team des Buchs, dessen Rollen im Rudel sitzen: { $teams })
roledata-choice_one = die Wahl { $choice } hat eine Möglichkeit: Eine Wahl nennt mindestens zwei Fähigkeiten (oder lass 'choice' weg)
roledata-triggers_list = 'triggers' ist eine Liste von Auslösern
roledata-too_many_triggers = eine Rolle hat höchstens { $max } Auslöser, nicht { $count }
roledata-list_of_texts = { $name } ist eine Liste von Texten
roledata-alias_taken = der Alias { $alias } ist schon eine Rolle des Buches
roledata-extra_no_key = eine Zusatzrolle hat kein { $name }: Wer sie hält, behält die eigene Rolle, das eigene Team und die eigenen Gruppen, und die Eigenschaften einer Zusatzrolle gibt es im Format noch nicht
roledata-extra_taken = die Zusatzrolle { $role } steht schon im Rollenbuch; gib deiner einen eigenen Namen

# Verteidigungen, Auslöser bei Ereignissen und zu Phasen
roledata-defence_map = 'defence' ist eine Zuordnung: {"{"}from: attacks, kind: passive, at: night, uses: 1, tell: ...{"}"}
roledata-redirect_map = 'redirect' ist eine Zuordnung: {"{"}from: wolfish, abilities: non-killing, uses: 1, tell: ...{"}"}
roledata-defence_from = 'from' ist eines von: { $values } (oder eine Liste davon)
roledata-event_key = { $name } ist kein Schlüssel eines Auslösers bei { $moment }; seine Schlüssel sind: { $keys }
roledata-self_firing_anyone = dieser Auslöser kann sich selbst auslösen: Er löst beim Tod einer Person aus und kann eine weitere Person töten; richte ihn auf die Person, die ihn hält (targets: self), oder gib ihm keinen tötenden Effekt
roledata-kinds_moment = 'kinds' filtert die Fähigkeiten eines Auslösers bei visited oder action oder die Schutzarten eines bei protected, nicht eines bei { $moment }
roledata-kinds_list = 'kinds' ist eine Liste von Fähigkeitsarten, aus: { $values }
roledata-not_a_kind = { $name } ist keine Fähigkeitsart; die Arten sind: { $values }
roledata-of_moment = 'of' sagt, wessen Tod einen Auslöser bei 'a death' auslöst, nicht bei { $moment }
roledata-of_map = 'of' ist anyone, held (das gehaltene Ziel des Inhabers) oder eines von: {"{"}group: NAME{"}"}, {"{"}role: NAME{"}"}, {"{"}team: KEY{"}"}
roledata-no_such_team = kein Team heißt { $team }; die Teams sind: { $teams }
roledata-when_map = 'when' ist eine Bedingung: {"{"}alive: ROLE{"}"} oder {"{"}none_alive: ROLE{"}"}
roledata-not_a_condition = { $name } ist keine Bedingung; die Bedingungen sind: { $values }
roledata-condition_count = eine Bedingung nennt 1 bis { $max } Rollen
roledata-condition_role = die Bedingung nennt { $role }, das weder eine Rolle des Buches noch diese Rolle ist
roledata-watch_condition = ein Auslöser bei watch löst aus, wann immer seine Bedingung gilt: Gib ihm eine (when: {"{"}alive: ROLE{"}"} oder {"{"}none_alive: ROLE{"}"}, oder if: eine Bedingung)
roledata-watch_self_firing = dieser Auslöser kann sich selbst auslösen: Eine Wache schaut bei jedem Tod erneut hin, und diese kann eine weitere Person mit der Rolle { $role } töten; füge restrictions: [other role] hinzu

## Eine Rolle, die den Platz einer Rolle des Buches einnimmt (replaces)

roledata-replaces_text = 'replaces' ist der Name einer Rolle des Buches, als Text
roledata-replaces_unknown = 'replaces' nennt { $role }, und das ist keine Rolle des Buches
roledata-replaces_office = { $role } ist ein Amt, das in einer Wahl gewonnen und nie ausgeteilt wird: eine Rollendatei kann nur den Platz einer Rolle einnehmen, die eine Aufstellung austeilt
roledata-replaces_name = eine Rolle, die den Platz von { $role } einnimmt, wird unter dessen Namen ausgeteilt: lass 'name' weg oder schreib { $role }, nicht { $name }
# what a role sets when dealt: counters, a held target (roledata/dealt.py)
roledata-counters_map = 'counters' ist eine Zuordnung von 1 bis { $max } Zählern, je ein Name und die Zahl, mit der die Person beginnt: {"{"}knives: 3{"}"}
roledata-counters_name = der Zähler { $name } braucht einen Namen aus Kleinbuchstaben und Leerzeichen (höchstens 24)
roledata-counter_value = der Zähler { $name } beginnt bei einer ganzen Zahl von 0 bis { $max }
roledata-start_target_map = 'start_target' ist eines von: {"{"}among: players{"}"} oder {"{"}role: ROLE{"}"}

# Attribute
roledata-attributes_list = 'attributes' ist eine Liste von höchstens { $max } Zuordnungen: {"{"}name: NAME, disguise: {"{"}as: ROLLE, strength: weak|strong{"}"}, triggers: [TRIGGER …], defence: {"{"}…{"}"}{"}"}
roledata-attribute_map = ein Attribut ist eine Zuordnung: {"{"}name: NAME, disguise: {"{"}as: ROLLE, strength: weak|strong{"}"}, triggers: [TRIGGER …], defence: {"{"}…{"}"}{"}"}
roledata-attribute_name = der 'name' eines Attributs ist ein Text von 1 bis 40 Zeichen
roledata-attribute_twice = das Attribut { $name } wird zweimal festgelegt
roledata-attribute_disguise = die 'disguise' eines Attributs ist eine Zuordnung: {"{"}as: eine Rolle des Rollenbuchs, strength: weak|strong{"}"}
roledata-attribute_shows = das Attribut { $name } zeigt { $role }, und das ist keine Rolle des Rollenbuchs

# Bedingungen und Fälle
roledata-condition_subject = { $name } ist keine Person, die eine Bedingung hier nennen darf; sie nennt eine von: { $values }
roledata-condition_map = eine Bedingung ist eine Zuordnung mit einem Schlüssel: all, any, not, alive, dead, known, same, role, team, group, marker, office, counter oder living
roledata-condition_list = { $name } ist eine Liste von 1 bis { $max } Bedingungen
roledata-condition_same = 'same' nennt zwei Personen: [self, target]
roledata-condition_fields = { $name } ist eine Zuordnung aus: { $keys }
roledata-counter_name = der 'name' eines Zählers ist ein Text
roledata-condition_living = 'living' ist eine Zuordnung mit einem Schlüssel: role, team, group, marker oder office
roledata-condition_word_unknown = { $name } ist keine Bedingung; die Bedingungen sind: all, any, not, alive, dead, known, same, role, team, group, marker, office, counter, living
roledata-condition_name_text = { $what ->
    [role] eine Rolle
    [team] ein Team
    [group] eine Gruppe
    [office] ein Amt
   *[marker] eine Markierung
  } wird mit einem Text von höchstens 40 Zeichen benannt
roledata-condition_name_unknown = { $what ->
    [role] keine Rolle
    [team] kein Team
    [group] keine Gruppe
    [office] kein Amt
   *[marker] keine Markierung
  } heißt { $name }: Eine Bedingung nennt eine des Rollenbuchs oder dieser Datei
roledata-cases_list = 'cases' ist eine Liste von 1 bis { $max } Zuordnungen {"{"}if: BEDINGUNG, effect: …{"}"}; 'otherwise' braucht sie
roledata-case_map = ein Fall ist eine Zuordnung mit zwei Schlüsseln: if (eine Bedingung) und effect

# Felder von Effekten
roledata-items_list = { $name } ist eine Liste von höchstens { $max } Zuordnungen, jede mit den Feldern von { $what }: { $keys }
roledata-item_map = jeder Eintrag von { $name } ist eine Zuordnung mit den Feldern von { $what }: { $keys }
roledata-field_type = { $name } muss { $kind ->
    [string] ein Text
    [integer] eine ganze Zahl
    [boolean] yes oder no
   *[number] eine Zahl
  } sein
roledata-cannot_build = diese Fähigkeit lässt sich nicht bauen: { $reason }
roledata-requires_list = 'requires' ist eine Liste von höchstens { $max } Rollennamen
roledata-requires_itself = eine Rolle kann nicht sich selbst voraussetzen: 'unique' oder das Setup sagt, wie viele es gibt

# Auslöser und Signale
roledata-signal_fires_itself = dieser Auslöser kann sich selbst auslösen: Er reagiert auf das Signal { $name } und sendet es wieder
roledata-phase_parity = dieser Auslöser greift { $edge ->
    [start] zu Beginn
   *[end] am Ende
  } { $which ->
    [night] einer Nacht
   *[day] eines Tages
  }, und Phase { $phase } ist { $which ->
    [night] keine Nacht
   *[day] kein Tag
  } (0 ist Tag 0, 1 Nacht 1, 2 Tag 1 …)
roledata-signal_moment = 'signal' nennt, worauf ein Auslöser auf ein Signal wartet, nicht einer bei { $moment }
roledata-signal_name = ein Auslöser auf ein Signal nennt es: signal: NAME (ein Text von 1 bis { $max } Zeichen, wie sein Emit ihn schreibt)
roledata-trigger_phase = 'phase' ist day oder night: die Art Phase, in der der Auslöser greift
roledata-emergency_per_phase = ein Notfalleinsatz ist ein zweiter Einsatz in einer Phase, bei einer Fähigkeit, die einmal pro Phase genutzt wird: 'per_phase' ist daneben 1

# Stimmen und Flüstern
roledata-votes_map = 'votes' ist eine Zuordnung: {"{"}to: -1, polls: public, hidden: yes{"}"}
roledata-votes_to = 'to' ist, was die Stimme zählt, eine ganze Zahl von -16 bis 16
roledata-whisper_map = 'whisper' ist eine Zuordnung: {"{"}to: town square, as: NAME{"}"}
roledata-whisper_as = 'as' ist der Name, unter dem die Zeilen gesagt werden: ein Text von höchstens 40 Zeichen
roledata-attribute_rules = das Attribut { $name } hat keine Regeln: gib ihm eine 'disguise', 'triggers' oder eine 'defence' (ein Attribut ohne Regeln ist eine einfache Markierung und wird nicht erklärt)
roledata-attribute_triggers = die 'triggers' eines Attributs sind eine Liste von 1 bis { $max } Auslösern zu einem Zeitpunkt einer Phase oder beim Gebrauch seiner eigenen Verteidigung (defended, mit einer 'defence'): { $moments }
roledata-carries_list = 'carries' ist eine Liste von 1 bis { $max } verschiedenen Namen von Attributen oder Markierungen, jeder 1 bis 40 Zeichen lang
roledata-imitates_value = 'imitates' ist { $value }: die häufigste Rolle des Wolfsrudels außerhalb der Werwolf-Gruppe
roledata-imitates_pack = eine Rolle, die die häufigste Rolle des Rudels nachahmt, gehört zum Rudel: ergänze pack: yes

# a group's own rules (group_rules.py)
roledata-group_rules_list = 'group_rules' ist eine Liste von höchstens { $max } Maps: {"{"}group: NAME, disbanded: {"{"}targets: all|members, effect: EFFECT{"}"}{"}"}
roledata-group_rules_map = die Regeln einer Gruppe sind eine Map: {"{"}group: NAME, disbanded: {"{"}targets: all|members, effect: EFFECT{"}"}{"}"}
roledata-group_rules_unjoined = die Gruppe { $group } ist keine der 'groups' der Datei ({ $groups }): eine Rolle gibt nur einer Gruppe Regeln, in die sie ihre Inhaber bringt
roledata-group_rules_book = die Gruppe { $group } gehört zum Rollenbuch und behält dessen Regeln: gib deiner einen eigenen Namen
roledata-group_rules_twice = die Regeln der Gruppe { $group } stehen zweimal da
roledata-group_rules_disbanded = die Regeln einer Gruppe sagen, was geschieht, wenn sie aufgelöst wird: 'disbanded' ist eine Map {"{"}targets: all|members, effect: EFFECT{"}"}
roledata-group_rules_targets = die Wirkung einer aufgelösten Gruppe erreicht { $values }
roledata-group_rules_differ = die Gruppe { $group } hat in { $other } andere Regeln: die Regeln einer Gruppe sind in jeder Datei, die sie nennt, dieselben
