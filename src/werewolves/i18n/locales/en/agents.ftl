## A tournament's record as a person reads it (werewolves replay of a record): who played each
## seat, and whether the replay is the record. { $role } is the card's name in the reader's
## language; { $recorded } and { $replayed } are the two texts, quoted.

record-seat = { $seat }: { $agent }, dealt { $role }; { $fate }.
record-won = won
record-lost = lost
record-same = The replay's { $n } events are the record's, event for event.
record-differs = The replay differs from the record at event #{ $id }: the record says { $recorded }, the replay { $replayed }.
record-shorter = The replay has { $got } events, the record { $want }.
record-beliefs = { $beliefs } beliefs and { $notes } notes of the agents' reasoning are kept in it.
record-wrote = Wrote { $path }: the replay, with a seat picker.
