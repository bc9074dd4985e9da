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
roledata-name_taken = die Rolle { $role } steht schon im Rollenbuch; gib deiner einen eigenen Namen
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
