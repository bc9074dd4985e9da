## Die Aufzeichnung eines Turniers, wie eine Person sie liest (werewolves replay einer
## Aufzeichnung): wer welchen Platz spielte und ob die Wiederholung der Aufzeichnung gleicht.

record-seat = { $seat }: { $agent }, bekam { $role }; { $fate }.
record-won = gewonnen
record-lost = verloren
record-same = Die { $n } Ereignisse der Wiederholung sind die der Aufzeichnung, Ereignis für Ereignis.
record-differs = Die Wiederholung weicht bei Ereignis #{ $id } von der Aufzeichnung ab: Die Aufzeichnung sagt { $recorded }, die Wiederholung { $replayed }.
record-shorter = Die Wiederholung hat { $got } Ereignisse, die Aufzeichnung { $want }.
record-beliefs = Darin stehen { $beliefs } Einschätzungen und { $notes } Notizen der Überlegungen der Agenten.
record-wrote = { $path } geschrieben: die Wiederholung, mit einer Platzauswahl.

## Eine Einschätzung, die ein Agent schickte und die nicht behalten wird (das Protokoll der
## Agenten, `believe`).

belief-seats = Eine Einschätzung ist {"{"}"type": "believe", "seats": {"{"}SEAT: {"{"}...{"}"}, ...{"}"}{"}"}: nicht behalten.
belief-seat = { $seat } ist kein anderer Platz dieses Spiels: Die Einschätzung wurde nicht behalten.
belief-entry = Eine Einschätzung über { $seat } ist ein Objekt mit opponent (eine Wahrscheinlichkeit), teams oder roles (je eine Wahrscheinlichkeit pro Name): Die Einschätzung wurde nicht behalten.
belief-key = Eine Einschätzung über { $seat } nennt { $key }; sie darf nur opponent, teams und roles nennen: Die Einschätzung wurde nicht behalten.
belief-opponent = Die Wahrscheinlichkeit, dass { $seat } ein Gegner ist, ist { $value }, keine Wahrscheinlichkeit von 0 bis 1: Die Einschätzung wurde nicht behalten.
belief-prob = Die Wahrscheinlichkeit von { $what } für { $seat } ist { $value }, keine Wahrscheinlichkeit von 0 bis 1: Die Einschätzung wurde nicht behalten.
belief-sum = Die Werte unter { $what } für { $seat } ergeben zusammen { $total }, mehr als 1: Die Einschätzung wurde nicht behalten.
