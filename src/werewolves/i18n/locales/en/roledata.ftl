## The role-file loader's problems (roledata/load.py), as `werewolves role check` and the pages
## that take a role file say them. A value quoted from the file ($name, $key, $verb, $role,
## $team) comes already quoted ('like this'); lists of keys, effects and teams are the file's own
## words and stay as they are written in every language.

# reading the file
roledata-too_big = the file has { $size } bytes; a role file has at most { $max } (64 KiB)
roledata-too_many_values = the file holds more than { $max } values (its aliases followed); a role file is far smaller
roledata-too_deep = the file is nested more than { $max } deep
roledata-not_yaml = this is not valid YAML: { $reason }
roledata-empty = the file is empty; a role file is a map with at least name, team and summary
roledata-tag = the tag { $tag } is not allowed: a role file holds plain text, numbers, yes/no, lists and maps only
roledata-tag_on_list = the tag { $tag } is not allowed on a list
roledata-tag_on_map = the tag { $tag } is not allowed on a map
roledata-unreadable = this value cannot be read
roledata-key_not_plain = a key must be a plain word
roledata-key_twice = the key { $key } is given twice
roledata-not_regular = this is not a regular file; a role file is one
roledata-unreadable_file = the file cannot be read ({ $error })
roledata-too_many_roles = a game has at most { $max } custom roles, not { $count }
roledata-role_twice = the role { $role } is given twice

# keys and values
roledata-not_a_key = { $name } is not a key of { $what ->
    [role] a role file
    [ability] an ability
    [targets] 'targets'
    [limits] 'limits'
    [trigger] a trigger
    [defence] 'defence'
    [disguise] 'disguise'
    [texts] a language of 'texts'
   *[other] { $what }
  }; its keys are: { $keys }
roledata-missing = { $field ->
    [name] { $name } is missing: the role's name
    [summary] { $name } is missing: one sentence on what it does
    [extra] { $name } is missing: an extra role, held beside one's own role (no team of its own): how it is handed out in play (the effect Grant gives it)
   *[other] { $name } is missing: a text
  }
roledata-not_text = { $name } must be a text, not { $kind ->
    [yes_no] yes/no
    [number] a number
    [list] a list
    [map] a map
    [nothing] nothing
   *[text] a text
  }
roledata-text_too_long = { $name } has { $count } characters; at most { $max }
roledata-brace = { $name } has a brace that is not closed; a text told to a player names its values as {"{"}target{"}"}, {"{"}player{"}"}, {"{"}role{"}"}
roledata-placeholder = { $name } names { $placeholder }; a text told to a player names its values as {"{"}target{"}"}, {"{"}player{"}"}, {"{"}role{"}"}
roledata-whole_number = { $name } must be a whole number from { $low } to { $high }
roledata-yes_no = { $name } must be yes or no (true or false)
roledata-one_of = { $name } is one of: { $values }

# the role
roledata-role_map = a role file is a map with at least name, team and summary
roledata-name_invalid = a role's name is at most 40 letters, digits, spaces, dashes or apostrophes
roledata-name_taken = the role { $role } is already in the role book; give yours its own name, or write 'replaces: { $role }' to play yours in its place
roledata-team_text = 'team' must be a team's key, a text
roledata-team_missing = 'team' is missing: the team it wins with, one of: { $teams }
roledata-team_unknown = no team can reach the win condition { $team }: a role file's team is one of: { $teams }
roledata-abilities_list = 'abilities' is a list of abilities
roledata-too_many_abilities = a role has at most { $max } abilities, not { $count }

# an ability
roledata-ability_map = an ability is a map with verb, phase, timing, targets and effect
roledata-verb_missing = 'verb' is missing: the word its holder types
roledata-verb_word = the verb { $verb } must be one lower-case word
roledata-verb_clash = the verb { $verb } clashes with { $other }: a player holding both could not say which they mean
roledata-limits_map = 'limits' is a map: per_phase, per_game, from_phase
roledata-targets_missing = 'targets' is missing: say how many players it names (targets: {"{"}count: 1{"}"}, or {"{"}count: 0{"}"} for none)
roledata-targets_map = 'targets' is a map: {"{"}count: 1, self: no, dead: no{"}"}, or 'user'
roledata-targets_count = 'targets' needs a count (or both min and max): how many players the ability names
roledata-targets_min_max = 'targets' has a min above its max

# effects
roledata-effect_missing = 'effect' is missing: what it does, one of: { $effects }
roledata-effect_written = an effect is written as its name, or as a map of its name to its fields (Protect: {"{"}with_user: yes{"}"})
roledata-not_an_effect = { $name } is not an effect a role file may use; the effects are: { $effects }
roledata-fields_map = the fields of { $effect } must be a map
roledata-not_a_field = { $name } is not a field of { $effect }; its fields are: { $fields }
roledata-no_fields = { $name } is not a field of { $effect }; its fields are: none
roledata-unknown_value = the fields of { $effect } name a value it does not know

# where a problem is when it has no file's name
roledata-line = line { $line }

# a role's words in other languages (texts)
roledata-texts_map = 'texts' is a map of languages: {"{"}de: {"{"}name: ..., summary: ...{"}"}{"}"}
roledata-texts_language = { $language } is not a language of 'texts': a language tag such as de or pt-BR, other than en (the file's own words are English)
roledata-texts_language_map = the texts of { $language } are a map: name, summary, description, handed_out, help, told
roledata-texts_name = the name in { $language } is at most 40 characters
roledata-texts_pairs = { $name } in { $language } is a map: the English (a verb, a text told) to its words
roledata-texts_verb = { $verb } in { $language } is no verb of this role's abilities
roledata-texts_told = { $text } in { $language } is no text this role tells
roledata-texts_values = the words in { $language } for { $text } must name the same values in braces as the English

# abilities' conditions, triggers, groups, disguises, extra roles
roledata-extra_unknown = { $effect } names the extra role { $extra }, which no role file given with it makes (a file with 'extra')
roledata-role_unknown = { $effect } names the role { $role }, which is no role of the book
roledata-restrictions_list = 'restrictions' is a list of: { $values }
roledata-not_a_restriction = { $name } is not a restriction; they are: { $values }
roledata-tells_nothing = { $effect } tells its user nothing: give it a tell (the words of its result)
roledata-group_size_map = 'group_size' is a map: {"{"}group: NAME, members: N{"}"}
roledata-group_unknown = the group { $group } is not the wolfpack, a group of the book nor one this role's file names
roledata-marker_map = 'marker' is one condition: {"{"}has: NAME{"}"} or {"{"}lacks: NAME{"}"}
roledata-picks_fixed = an ability with picks names a fixed number of players (targets: {"{"}count: N{"}"}), one role after each, or none and one role (targets: {"{"}count: 0{"}"}), or user: one role for the user
roledata-held_target = this trigger aims at the held target, but no ability of this role sets one: add an ability whose effect is SetTarget
roledata-trigger_map = a trigger is a map with moment, targets and effect
roledata-moment_one_of = 'moment' is the moment it fires at, one of: { $values }
roledata-phase_key = { $name } is for a trigger at a phase's start or end or on watch, not on { $moment }
roledata-trigger_targets = 'targets' of a trigger on { $moment } is one of: { $values }
roledata-self_firing = this trigger can fire itself: it fires on a death and can kill another { $role }; add restrictions: [other role]
roledata-groups_list = 'groups' is a list of group names
roledata-too_many_groups = a role is in at most { $max } groups, not { $count }
roledata-group_name = the group name { $group } is not lower-case letters, digits, spaces, ' and - (at most 40)
roledata-wolfpack_group = the wolfpack is joined with 'pack: yes', not in 'groups'
roledata-disguise_map = 'disguise' is a map: {"{"}as: a role of the book, strength: weak or strong{"}"}
roledata-disguise_unknown = 'disguise' shows { $role }, which is no role of the book (nor 'own role')
roledata-disguise_strength = a disguise's strength is weak or strong
roledata-pack_team = a member of the wolfpack plays for the wolves: 'pack: yes' needs 'team: wolves' (or a team of the book whose roles sit in the pack: { $teams })
roledata-choice_one = the choice { $choice } has one option: a choice names at least two abilities (or drop 'choice')
roledata-triggers_list = 'triggers' is a list of triggers
roledata-too_many_triggers = a role has at most { $max } triggers, not { $count }
roledata-list_of_texts = { $name } is a list of texts
roledata-alias_taken = the alias { $alias } is already a role of the book
roledata-extra_no_key = an extra role has no { $name }: its holder keeps their own role, team and groups, and an extra role's properties are not in the format yet
roledata-extra_taken = the extra role { $role } is already in the role book; give yours its own name

# defences, triggers on events and at phases
roledata-defence_map = 'defence' is a map: {"{"}from: attacks, kind: passive, at: night, uses: 1, tell: ...{"}"}
roledata-redirect_map = 'redirect' is a map: {"{"}from: wolfish, abilities: non-killing, uses: 1, tell: ...{"}"}
roledata-defence_from = 'from' is one of: { $values } (or a list of them)
roledata-event_key = { $name } is not a key of a trigger on { $moment }; its keys are: { $keys }
roledata-self_firing_anyone = this trigger can fire itself: it fires on a player's death and can kill another player; aim it at its holder (targets: self) or give it no killing effect
roledata-kinds_moment = 'kinds' filters the abilities of a visited or action trigger, or the defences of a protected one, not of one on { $moment }
roledata-kinds_list = 'kinds' is a list of ability types, among: { $values }
roledata-not_a_kind = { $name } is not an ability type; they are: { $values }
roledata-of_moment = 'of' says whose death fires a trigger on 'a death', not on { $moment }
roledata-of_map = 'of' is anyone, held (the holder's held target), or one of: {"{"}group: NAME{"}"}, {"{"}role: NAME{"}"}, {"{"}team: KEY{"}"}
roledata-no_such_team = no team is called { $team }; the teams are: { $teams }
roledata-when_map = 'when' is one condition: {"{"}alive: ROLE{"}"} or {"{"}none_alive: ROLE{"}"}
roledata-not_a_condition = { $name } is not a condition; they are: { $values }
roledata-condition_count = a condition names 1 to { $max } roles
roledata-condition_role = the condition names { $role }, which is no role of the book nor this role
roledata-watch_condition = a trigger on watch fires whenever its condition holds: give it one (when: {"{"}alive: ROLE{"}"} or {"{"}none_alive: ROLE{"}"}, or if: a condition)
roledata-watch_self_firing = this trigger can fire itself: a watch looks again at each death and this one can kill another { $role }; add restrictions: [other role]

## A role that takes a role of the book's place (replaces)

roledata-replaces_text = 'replaces' is the name of a role of the book, as text
roledata-replaces_unknown = 'replaces' names { $role }, which is no role of the book
roledata-replaces_office = the { $role } is an office, won in an election and never dealt: a role file can take the place only of a role a setup deals
roledata-replaces_name = a role that takes the { $role }'s place is dealt under its name: leave 'name' out or write { $role }, not { $name }
# what a role sets when dealt: counters, a held target (roledata/dealt.py)
roledata-counters_map = 'counters' is a map of 1 to { $max } counters, each a name and the number its holder starts with: {"{"}knives: 3{"}"}
roledata-counters_name = the counter { $name } needs a name of lower-case letters and spaces (at most 24)
roledata-counter_value = the counter { $name } starts at a whole number from 0 to { $max }
roledata-start_target_map = 'start_target' is one of: {"{"}among: players{"}"} or {"{"}role: ROLE{"}"}

# attributes
roledata-attributes_list = 'attributes' is a list of at most { $max } maps: {"{"}name: NAME, disguise: {"{"}as: ROLE, strength: weak|strong{"}"}, triggers: [TRIGGER …], defence: {"{"}…{"}"}{"}"}
roledata-attribute_map = an attribute is a map: {"{"}name: NAME, disguise: {"{"}as: ROLE, strength: weak|strong{"}"}, triggers: [TRIGGER …], defence: {"{"}…{"}"}{"}"}
roledata-attribute_name = an attribute's 'name' is a text of 1 to 40 characters
roledata-attribute_twice = the attribute { $name } is declared twice
roledata-attribute_disguise = an attribute's 'disguise' is a map: {"{"}as: a role of the book, strength: weak|strong{"}"}
roledata-attribute_shows = the attribute { $name } shows { $role }, which is no role of the book

# conditions and cases
roledata-condition_subject = { $name } is no player a condition may name here; it names one of: { $values }
roledata-condition_map = a condition is a map of one key: all, any, not, alive, dead, known, same, role, team, group, marker, office, counter or living
roledata-condition_list = { $name } is a list of 1 to { $max } conditions
roledata-condition_same = 'same' names two players: [self, target]
roledata-condition_fields = { $name } is a map of: { $keys }
roledata-counter_name = a counter's 'name' is a text
roledata-condition_living = 'living' is a map of one key: role, team, group, marker or office
roledata-condition_word_unknown = { $name } is no condition; they are: all, any, not, alive, dead, known, same, role, team, group, marker, office, counter, living
roledata-condition_name_text = { $what ->
    [role] a role
    [team] a team
    [group] a group
    [office] an office
   *[marker] a marker
  } is named by a text of at most 40 characters
roledata-condition_name_unknown = no { $what ->
    [role] role
    [team] team
    [group] group
    [office] office
   *[marker] marker
  } is called { $name }: a condition names one of the book or of this file
roledata-cases_list = 'cases' is a list of 1 to { $max } maps {"{"}if: CONDITION, effect: …{"}"}; 'otherwise' needs it
roledata-case_map = a case is a map of two keys: if (a condition) and effect

# fields of effects
roledata-items_list = { $name } is a list of at most { $max } maps, each with the fields of { $what }: { $keys }
roledata-item_map = each item of { $name } is a map with the fields of { $what }: { $keys }
roledata-field_type = { $name } must be { $kind ->
    [string] a text
    [integer] a whole number
    [boolean] yes or no
   *[number] a number
  }
roledata-cannot_build = this ability cannot be built: { $reason }
roledata-requires_list = 'requires' is a list of at most { $max } role names
roledata-requires_itself = a role cannot require itself: 'unique' or the setup says how many

# triggers and signals
roledata-signal_fires_itself = this trigger can fire itself: it fires on the signal { $name } and raises it again
roledata-phase_parity = this trigger fires at { $which ->
    [night] a night's
   *[day] a day's
  } { $edge ->
    [start] start
   *[end] end
  }, and phase { $phase } is no { $which ->
    [night] night
   *[day] day
  } (0 is Day 0, 1 Night 1, 2 Day 1 …)
roledata-signal_moment = 'signal' names what a trigger on signal listens for, not one on { $moment }
roledata-signal_name = a trigger on signal names it: signal: NAME (a text of 1 to { $max } characters, as its Emit writes it)
roledata-trigger_phase = 'phase' is day or night: the kind of phase the trigger fires in
roledata-emergency_per_phase = an emergency use is a second use in a phase, of an ability used once a phase: 'per_phase' is 1 beside it

# votes and whispers
roledata-votes_map = 'votes' is a map: {"{"}to: -1, polls: public, hidden: yes{"}"}
roledata-votes_to = 'to' is what the vote counts, a whole number from -16 to 16
roledata-whisper_map = 'whisper' is a map: {"{"}to: town square, as: NAME{"}"}
roledata-whisper_as = 'as' is the name the lines are said under: a text of at most 40 characters
roledata-attribute_rules = the attribute { $name } has no rules: give it a 'disguise', 'triggers' or a 'defence' (an attribute with no rules is a plain marker, which is not declared)
roledata-attribute_triggers = an attribute's 'triggers' is a list of 1 to { $max } triggers at a phase's moment, or at its own defence's use (defended, with a 'defence'): { $moments }
roledata-carries_list = 'carries' is a list of 1 to { $max } different names of attributes or markers, each of 1 to 40 characters
roledata-imitates_value = 'imitates' is { $value }: the wolfpack's commonest role outside the Werewolf Group
roledata-imitates_pack = a role that imitates the pack's commonest role is in the pack: add pack: yes

# a group's own rules (group_rules.py)
roledata-group_rules_list = 'group_rules' is a list of at most { $max } maps: {"{"}group: NAME, disbanded: {"{"}targets: all|members, effect: EFFECT{"}"}{"}"}
roledata-group_rules_map = a group's rules are a map: {"{"}group: NAME, disbanded: {"{"}targets: all|members, effect: EFFECT{"}"}{"}"}
roledata-group_rules_unjoined = the group { $group } is none of the file's 'groups' ({ $groups }): a role gives rules only to a group it puts its holders in
roledata-group_rules_book = the group { $group } is the role book's, which keeps the book's rules: give yours its own name
roledata-group_rules_twice = the rules of the group { $group } are given twice
roledata-group_rules_disbanded = a group's rules say what happens when it is disbanded: 'disbanded' is a map {"{"}targets: all|members, effect: EFFECT{"}"}
roledata-group_rules_targets = a disbanded group's effect reaches { $values }
roledata-group_rules_differ = the group { $group } has other rules in { $other }: a group's rules are the same in every file that gives them
