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
