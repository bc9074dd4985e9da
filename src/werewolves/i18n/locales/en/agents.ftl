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

## A belief an agent sent that is not kept (the agents' protocol, `believe`): { $seat } and
## { $what } are given quoted where the sentence quotes them, { $value } as the agent sent it.

belief-seats = A belief is {"{"}"type": "believe", "seats": {"{"}SEAT: {"{"}...{"}"}, ...{"}"}{"}"}: not kept.
belief-seat = { $seat } is not another seat of this game: the belief was not kept.
belief-entry = A belief about { $seat } is an object with opponent (a probability), teams or roles (each a probability by name): the belief was not kept.
belief-key = A belief about { $seat } names { $key }; it may name only opponent, teams and roles: the belief was not kept.
belief-opponent = The chance of being an opponent of { $seat } is { $value }, not a probability from 0 to 1: the belief was not kept.
belief-prob = The chance of { $what } of { $seat } is { $value }, not a probability from 0 to 1: the belief was not kept.
belief-sum = The { $what } of { $seat } add up to { $total }, more than 1: the belief was not kept.
