"""The paraphrases, in our own words, of the role book's sentences no role family owns (the game
rules of ``_rules/``: alignments, wolves, the lists of targeting abilities and redirections) and
of the cards of roles whose seeds' (or rulings') version stands (the Fortune Teller, the offices,
the Amulet Crafter and its amulet …). docs/rules.md maps each id (its status and reason); the
base family's rule text gathers these into the rule book (``roles/rulebook.py``)."""

from __future__ import annotations

BOOK_PAGES: dict[str, str] = {
    # _rules/alignments/, _rules/wolves/ (wolfpack, lycans), _rules/ability types/ (the lists)
    "rule-alignments-townsfolk.1": "The town is usually about half of the players.",
    "rule-alignments-townsfolk.2": (
        "The town is the biggest side, but its players start without knowing one another."
    ),
    "rule-alignments-townsfolk.3": (
        "The town wins by outliving everyone with another win condition."
    ),
    "rule-alignments-werewolves.1": "The werewolves are usually about three tenths of the players.",
    "rule-alignments-werewolves.2": (
        "A small side, most of whom sit in the pack and know one another."
    ),
    "rule-alignments-werewolves.3": (
        "The werewolves win together by outliving everyone with another win condition."
    ),
    "rule-alignments-solo.1": "Solo is the book's name for many small alignments.",
    "rule-alignments-solo.2": "The solo players are usually about a tenth of the players.",
    "rule-alignments-solo.3": "A solo player mostly plays alone or in a very small team.",
    "rule-alignments-solo.4": "A solo team wins by outplaying everyone with another win condition.",
    "rule-alignments-solo.5": (
        "One game may hold several solo teams, and new ones can form during it."
    ),
    "rule-alignments-unaligned.1": "The unaligned belong to no alignment.",
    "rule-alignments-unaligned.2": "The unaligned are usually about a tenth of the players.",
    "rule-alignments-unaligned.3": "An unaligned player's goal is their own win condition.",
    "rule-alignments-unaligned.4": "Reaching it may make them join an alignment.",
    "rule-alignments-unaligned.5": "Those who stay unaligned ascend when they win.",
    "rule-alignments-unaligned.6": (
        "With no alignment, they may work with whichever side they like."
    ),
    "rule-alignments-unaligned.7": (
        "Unaligned players never stand in the way of another team's win."
    ),
    "rule-alignments-unaligned.8": (
        "So the pack can win with unaligned players still alive (an example)."
    ),
    "rule-alignments-unaligned.9": (
        "That exemption ends for an unaligned player who joined an alignment, and for one who "
        "cannot win with some team: that team must outlive them."
    ),
    "rule-wolves-wolfpack.1": "Most werewolf-team players are in the wolfpack too.",
    "rule-wolves-wolfpack.2": "The pack's members know one another and share a secret channel.",
    "rule-wolves-wolfpack.3": "Each night the pack votes one attack.",
    "rule-wolves-wolfpack.4": "A pack member need not be a werewolf.",
    "rule-wolves-wolfpack.5": (
        "Every werewolf-team role is in the pack unless its card says otherwise."
    ),
    "rule-wolves-wolfpack.6": "A pack with no werewolf or lycan left in it is disbanded.",
    "rule-wolves-wolfpack.7": (
        "(The page's text again:) most werewolf-team players are in the pack."
    ),
    "rule-wolves-wolfpack.8": "(Again:) the pack knows one another and shares a channel.",
    "rule-wolves-wolfpack.9": "(Again:) each night the pack votes one attack.",
    "rule-wolves-wolfpack.10": "(Again:) a pack member need not be a werewolf.",
    "rule-wolves-lycans.1": "Most, not all, werewolf-team players are lycans.",
    "rule-wolves-lycans.2": "Lycans matter to roles such as the Priest.",
    "rule-wolves-lycans.3": "Every werewolf-team role is a lycan unless its card says otherwise.",
    "rule-wolves-lycans.4": "Lycans truly are werewolves; allies such as the foxes are not.",
    "rule-wolves-lycans.5": "(Again:) most werewolf-team players are lycans.",
    "rule-wolves-lycans.6": "(Again:) lycans matter to roles such as the Priest.",
    "rule-wolves-lycans.7": "(Again:) lycans truly are werewolves, foxes are not.",
    "rule-ability-types-targeting-list.1": (
        "The Angel's target dies if they voted in the Angel's lynch."
    ),
    "rule-ability-types-targeting-list.2": (
        "The first wolfish non-attack on the Assistant goes to the Assistant's target."
    ),
    "rule-ability-types-targeting-list.3": (
        "A lynched Executioner is spared and their target is lynched instead."
    ),
    "rule-ability-types-targeting-list.4": (
        "An enchanted player's action on the Flute Apprentice goes to the apprentice's "
        "target."
    ),
    "rule-ability-types-targeting-list.5": (
        "The Herald names a role and hears when its last holder is killed."
    ),
    "rule-ability-types-targeting-list.6": (
        "The Huntress, killed other than by a direct lynch, attacks her target."
    ),
    "rule-ability-types-targeting-list.7": (
        "The Journalist names a role; a holder of it gets the journal when the Journalist is "
        "killed."
    ),
    "rule-ability-types-targeting-list.8": (
        "The Mad Scientist's chosen subject dies with the scientist."
    ),
    "rule-ability-types-targeting-list.9": (
        "The Ranger, killed other than by a direct lynch, reveals the target's role."
    ),
    "rule-ability-types-targeting-list.10": (
        "The Reaper can move the abilities of players not sleepless onto its target."
    ),
    "rule-ability-types-redirections-list.1": (
        "(Redirections:) an enchanted player's action on the Flute Apprentice goes to its "
        "target."
    ),
    "rule-ability-types-redirections-list.2": (
        "(Redirections:) the first wolfish non-attack on the Assistant goes elsewhere."
    ),
    "rule-ability-types-redirections-list.3": (
        "(Redirections:) the Reaper moves abilities of players not sleepless."
    ),
    # the cards of roles whose seeds' or rulings' version stands, and the placeholders
    "fortune-teller.b1": "Each night the Fortune Teller may learn one player's role.",
    "fortune-teller.1": "Each night the Fortune Teller may inspect a player.",
    "fortune-teller.2": "The inspection tells the role.",
    "fortune-teller.3": "The inspection takes effect at once.",
    "fortune-teller.4": (
        "It learns more than others, but weak disguises, redirections and blocks reach it."
    ),
    "citizen.b1": "The Citizen has no ability of its own.",
    "citizen.1": "Citizens vote by day on whom they suspect and hope to live through the night.",
    "knowledgeable-wolf.b1": "The Knowledgeable Wolf starts knowing part of the role list.",
    "knowledgeable-wolf.1": "At the start it is told some roles of the list.",
    "knowledgeable-wolf.2": (
        "It needs a partial or private role list and usually learns part of it."
    ),
    "knowledgeable-wolf.3": "The hosts may instead tell it every role in the game.",
    "wolf.b1": "The Wolf has no ability beyond the pack's.",
    "wolf.1": "By day the Wolf plays as anyone; by night it kills with the other werewolves.",
    "undead.b1": "An Undead belongs to the vampire's hidden army and passes for its old role.",
    "undead.b2": "A demonized player killed at night becomes an Undead instead of dying.",
    "undead.1": "An Undead wins with the vampires, when only the underworld is left.",
    "undead.2": (
        "It loses its old role but stays in its old group's channel with an uncounted vote "
        "while a true member remains."
    ),
    "undead.3": (
        "A group all of whose members changed role or died is disbanded with its abilities."
    ),
    "guardian.b1": "The Guardian protects the town.",
    "guardian.b2": "With 15 players or fewer it protects one player.",
    "guardian.b3": "That player cannot die by attacks that night.",
    "guardian.b4": "With more than 15 players it protects up to two.",
    "guardian.1": "The protection is chosen at night and lasts that night.",
    "guardian.2": (
        "Never a player a Guardian protected the night before; itself and alternating are "
        "allowed."
    ),
    "guardian.3": "Attacks on the protected fail; other deaths still happen.",
    "guardian.4": "Elected on the first full day with a living Mayor and Reporter and no Guardian.",
    "guardian.5": "The protection takes effect at once.",
    "guardian.6": "The Guardian may resign at the end of any phase.",
    "guardian.7": "The office brings a secret channel, kept for later Guardians.",
    "mayor.b1": "The Mayor may write in the story channel.",
    "mayor.b2": "While 15 or fewer are alive, the Mayor's vote counts one extra.",
    "mayor.b3": "With more alive, the Mayor may call a second lynch for the next day instead.",
    "mayor.1": "Nothing can take away or cancel the Mayor's extra vote.",
    "mayor.2": "A negative vote of the Mayor makes the extra vote negative too.",
    "mayor.3": "The Mayor may resign at the end of any phase.",
    "mayor.4": "The office brings a secret channel, kept for later Mayors.",
    "reporter.b1": "The Reporter learns the roles of the dead.",
    "reporter.1": "The Reporter has a secret channel listing the roles of the dead.",
    "reporter.2": "What it lists ignores powers that change how roles look.",
    "reporter.3": "It always lists the role a player was dealt (an example).",
    "reporter.4": "Elected on the first full day with a living Mayor and no Reporter.",
    "reporter.5": "The Reporter may resign at the end of any phase.",
    "reporter.6": "The office brings a secret channel, kept for later Reporters.",
    "amulet-crafter.b1": "When the crafter or the holder dies, the amulet shatters.",
    "amulet-crafter.b2": "A shattering attacks the holder.",
    "amulet-crafter.b3": "After that the amulet is gone for good.",
    "amulet-crafter.b4": "By day the crafter may shatter the amulet on purpose.",
    "amulet-crafter.b5": "The crafter must pass the amulet on Day 0.",
    "amulet-crafter.b6": "Up to three candidates; it goes to the first who never held it.",
    "amulet-crafter.b7": "Naming a candidate is immediate; a failed choice is told at once.",
    "amulet-crafter.b8": "The pass itself happens at the end of the day.",
    "amulet-crafter.b9": "With nobody valid named, it shatters at the end of the day.",
    "amulet-crafter.b10": "Holders learn neither the giver nor earlier holders.",
    "amulet-of-protection.b1": "The amulet is in play when an Amulet Crafter is.",
    "amulet-of-protection.b2": "The crafter holds it first.",
    "amulet-of-protection.b3": (
        "Its holder cannot die by attacks at night and must pass it on by day."
    ),
    "amulet-of-protection.1": "Other deaths still reach the holder.",
    "amulet-of-protection.2": "The holder dying that way shatters it.",
    "amulet-of-protection.3": "Up to three candidates; it goes to the first who never held it.",
    "amulet-of-protection.4": "Naming a candidate is immediate; a failed choice is told at once.",
    "amulet-of-protection.5": "The pass itself happens at the end of the day.",
    "amulet-of-protection.6": "With nobody valid named, it shatters at the end of the day.",
    "amulet-of-protection.7": (
        "A named candidate who dies by day is skipped; with none left it shatters."
    ),
    "amulet-of-protection.8": "Holders learn neither the giver nor earlier holders.",
    "amulet-of-protection.9": "It shatters when the crafter dies or chooses so.",
    "amulet-of-protection.10": "A shattering attacks the holder, by the crafter.",
    "doom.1": "Dooming takes effect at once.",
    "doom.2": "Each kind of Horseman's doom has its own effect.",
    "doom.3": "A doom on another Horseman fails and unites the two in a channel.",
    "doom.4": "The doomed are told, but not by which Horseman.",
    "doom.5": "A player may be doomed again, by any Horseman.",
    "doom.6": "Every doom and its effect vanish once no Horseman is left.",
    "doom.7": "United Horsemen with everyone doomed turn Apocalyptic and attack nightly.",
    "none.b1": "The None exists to remind the hosts they forgot to hand out a role.",
    "none.b2": "After Night 1 the None may kill a Game Master each night.",
    "none.1": "The None should almost never appear: only through a broken bot or a forgotten role.",
    "none.2": "The None wins with any team but the wolves.",
    "none.3": "Killing a Game Master happens at the end of the phase.",
    "substitute.b1": "A substitute player's card.",
    "substitute.1": "A substitute may take over the role of a player who asks to leave.",
    "substitute.2": "Until then the channel is for notes.",
    "apocalyptic-horseman.b1": "By night nothing can kill an Apocalyptic Horseman.",
    "apocalyptic-horseman.b2": "Each night an Apocalyptic Horseman may attack a player.",
    "apocalyptic-horseman.b3": "The Horsemen win once everyone else is dead.",
    "apocalyptic-horseman.1": (
        "Doomsday turns every Horseman Apocalyptic once all are united and the rest doomed."
    ),
    "apocalyptic-horseman.2": "No death of any kind reaches an Apocalyptic Horseman at night.",
    "apocalyptic-horseman.3": "Its attack happens at the end of the night.",
    "horseman.b1": "A plain Horseman takes one of the other Horseman roles when Day 0 ends.",
    "horseman.1": "That role is never the Apocalyptic Horseman.",
    "horseman.2": "Every Horseman may doom a player a night, to its own kind's effect.",
    "horseman.3": "A doom on another Horseman fails and unites the two in one channel.",
    "horseman.4": "The doomed are told, but not by which Horseman.",
    "horseman.5": "A player may be doomed again, by any Horseman.",
    "horseman.6": (
        "United Horsemen with all the rest doomed turn Apocalyptic and attack each night."
    ),
    "horseman.7": "The Horsemen win once everyone else is dead.",
    "horseman-of-death.b1": "Each night the Horseman of Death may doom a player.",
    "horseman-of-death.b2": "The doomed player is marked to die when the following night ends.",
    "horseman-of-death.1": "The doom takes effect at once.",
    "horseman-of-death.2": "That death comes at the end of the next night and is no attack.",
    "horseman-of-death.3": (
        "A doom by the Horseman of Death on another Horseman fails and unites the two."
    ),
    "horseman-of-death.4": "The doomed are told, but not by which Horseman.",
    "horseman-of-death.5": "A player may be doomed again, by any Horseman.",
    "horseman-of-death.6": (
        "The doom's effect outlives the Horseman of Death, not the last Horseman."
    ),
    "horseman-of-death.7": (
        "At Doomsday the Horseman of Death turns Apocalyptic and attacks each night."
    ),
    "horseman-of-death.8": "The Horsemen win once everyone else is dead.",
    "horseman-of-famine.b1": "Each night the Horseman of Famine may doom a player.",
    "horseman-of-famine.b2": "Starved by the doom, the player can no longer be recognised.",
    "horseman-of-famine.b3": "They are seen as a Horseman role from then on.",
    "horseman-of-famine.1": "The doom takes effect at once.",
    "horseman-of-famine.2": (
        "They wear for good a strong disguise as a Horseman role in play when Night 1 began."
    ),
    "horseman-of-famine.3": (
        "A doom by the Horseman of Famine on another Horseman fails and unites the two."
    ),
    "horseman-of-famine.4": "The doomed are told, but not by which Horseman.",
    "horseman-of-famine.5": "A player may be doomed again, by any Horseman.",
    "horseman-of-famine.6": (
        "The doom's effect outlives the Horseman of Famine, not the last Horseman."
    ),
    "horseman-of-famine.7": (
        "At Doomsday the Horseman of Famine turns Apocalyptic and attacks each night."
    ),
    "horseman-of-famine.8": "The Horsemen win once everyone else is dead.",
    "horseman-of-pestilence.b1": "Each night the Horseman of Pestilence may doom a player.",
    "horseman-of-pestilence.b2": (
        "Too sick to act, the player's abilities fail that night and the next day."
    ),
    "horseman-of-pestilence.1": "The doom takes effect at once.",
    "horseman-of-pestilence.2": (
        "Every active ability the player tries fails until the next day ends."
    ),
    "horseman-of-pestilence.3": "So does a group's action the player is picked to carry out.",
    "horseman-of-pestilence.4": (
        "Some such failures look like any other; some abilities cannot otherwise fail."
    ),
    "horseman-of-pestilence.5": "Passive abilities (the Runner's) are untouched.",
    "horseman-of-pestilence.6": (
        "A doom by the Horseman of Pestilence on another Horseman fails and unites the two."
    ),
    "horseman-of-pestilence.7": "The doomed are told, but not by which Horseman.",
    "horseman-of-pestilence.8": "A player may be doomed again, by any Horseman.",
    "horseman-of-pestilence.9": (
        "The doom's effect outlives the Horseman of Pestilence, not the last Horseman."
    ),
    "horseman-of-pestilence.10": (
        "At Doomsday the Horseman of Pestilence turns Apocalyptic and attacks each night."
    ),
    "horseman-of-pestilence.11": "The Horsemen win once everyone else is dead.",
    "horseman-of-war.b1": "Each night the Horseman of War may doom a player.",
    "horseman-of-war.b2": (
        "With war raging, the player loses their vote and cannot be elected the next day."
    ),
    "horseman-of-war.1": "The doom takes effect at once.",
    "horseman-of-war.2": (
        "Their public vote does not count the next day, and their election win elects nobody."
    ),
    "horseman-of-war.3": (
        "A doom by the Horseman of War on another Horseman fails and unites the two."
    ),
    "horseman-of-war.4": "The doomed are told, but not by which Horseman.",
    "horseman-of-war.5": "A player may be doomed again, by any Horseman.",
    "horseman-of-war.6": "The doom's effect outlives the Horseman of War, not the last Horseman.",
    "horseman-of-war.7": (
        "At Doomsday the Horseman of War turns Apocalyptic and attacks each night."
    ),
    "horseman-of-war.8": "The Horsemen win once everyone else is dead.",
    "horsemen.1": "The Horsemen team has two to four players.",
    "horsemen.2": "A Horseman starts as the plain Horseman or a given kind, never Apocalyptic.",
    "horsemen.3": (
        "The Horsemen aim to kill all, but only gain a kill once every aligned player is "
        "doomed."
    ),
    "horsemen.4": "Each kind of Horseman's doom has its own effect.",
    "horsemen.5": "Horsemen start as strangers; a doom on another Horseman unites the two instead.",
    "horsemen.6": "United Horsemen keep their powers and share a channel.",
    "horsemen.7": "United Horsemen count as doomed (it matters if they lose the role).",
    "horsemen.8": "A lone Horseman with everyone else doomed turns Apocalyptic.",
    "horsemen.9": "(A pointer to the bot's list of Horsemen.)",
    "angel.b1": "The Angel wins by being lynched.",
    "angel.1": "Winning, the Angel ascends and leaves; the game goes on.",
    "angel.2": "The next lynch is then called off.",
    "angel.3": (
        "The Angel's chosen player dies with the lynch if they voted for the Angel, and all "
        "hear it."
    ),
    "angel.4": "The Angel may change the target once a phase, plus one emergency change.",
    "angel.5": "The Angel cannot choose themself.",
    "angel.6": "Choosing the target takes effect at once.",
    "angel.7": "With no valid target, a random voter for the Angel is taken.",
    "angel.8": "Lynched by unusual means, the one responsible dies with the Angel.",
    "angel.9": "If only the Angel voted for itself, it just dies and does not win.",
    "angel.10": "A target who put hidden votes on the Angel counts as valid.",
    "grandma.b1": "Each night the Grandma may pick up to two players.",
    "grandma.b2": "The next day those players cannot vote.",
    "grandma.b3": "That day the Grandma's vote weighs as many as she picked.",
    "grandma.1": "Taking votes away happens at once.",
    "grandma.2": "A picked player's vote is cast but not counted.",
    "grandma.3": "Her vote looks ordinary but may count zero or two.",
    "grandma.4": "The picked players join a private channel where she talks to them anonymously.",
    "grandma.5": "At the end of the day they leave it and their votes return, even with her dead.",
    "grandma.6": "A picked player with several votes (the sentence goes on in grandma.7) \u2026",
    "grandma.7": "\u2026 loses only one of them and keeps the rest.",
    "grandma.8": "She still gains just one vote for that player.",
    "grandma.9": (
        "No vote is taken from a player with a negative vote or none (she is told); they "
        "still join."
    ),
    "grandma.10": "The Mayor's extra vote cannot be taken.",
    "grandma.11": "The Grandma may pick herself.",
    "grandma.12": "Redirections do not move her picks.",
    "plague-bearer.b1": "The Plague Bearer's disease kills and spreads fast.",
    "plague-bearer.b2": "The Plague Bearer wants every other player dead.",
    "plague-bearer.1": "It starts with rodents carrying the plague.",
    "plague-bearer.2": "One rodent for every five players, rounded.",
    "plague-bearer.3": "Several bearers know each other and pool their rodents.",
    "plague-bearer.4": "Each bearer may spend one rodent a night.",
    "plague-bearer.5": "A rodent set free contaminates another player.",
    "plague-bearer.6": "The contaminated catch the disease.",
    "plague-bearer.7": "The bearer cannot be contaminated.",
    "plague-bearer.8": "A rodent on a player already contaminated is spent, and the bearer told.",
    "plague-bearer.9": "Contaminating takes effect at once.",
    "plague-bearer.10": "The contaminated are contagious until they die.",
    "plague-bearer.11": "Visiting or being visited by a contagious player contaminates at once.",
    "plague-bearer.12": "Any kind of action counts as a visit.",
    "plague-bearer.13": "They are told at the start of the second night after.",
    "plague-bearer.14": "At the end of that night they stop being contagious and die.",
    "plague-bearer.15": "That death is no attack.",
    "plague-bearer.16": "Surviving it, they stay contagious but do not die again of it.",
    "plague-bearer.17": (
        "With no plague-team or plague-channel member left, all contamination ends, silently."
    ),
    "plague-bearer.18": (
        "A rodent on the Plague Doctor fails, kills the doctor (no attack) and is not spent."
    ),
    "plague-bearer.19": "The bearer cannot win while a Plague Doctor lives.",
    "plague-doctor.b1": "The Plague Doctor is nearly immune and wins once the plague team is gone.",
    "plague-doctor.b2": "Each night it may check a player for the plague.",
    "plague-doctor.b3": "It can also cure players.",
    "plague-doctor.1": "Once the plague team is gone, the doctor ascends and wins.",
    "plague-doctor.2": "A dead doctor cannot win.",
    "plague-doctor.3": "Each night it may check a player for symptoms.",
    "plague-doctor.4": "It learns at once whether, and since when, the target has the plague.",
    "plague-doctor.5": "Plague-team members never show symptoms.",
    "plague-doctor.6": "It starts with vials that cure the plague.",
    "plague-doctor.7": "One vial for every five players, rounded.",
    "plague-doctor.8": "Each night it may instead spend a vial to cure a player at once.",
    "plague-doctor.9": "The cured lose the plague and stop being contagious, untold.",
    "plague-doctor.10": "A player already told they have it is past saving.",
    "plague-doctor.11": "A rodent on the doctor kills the doctor at once (no attack).",
    "plague-doctor.12": "Otherwise the doctor is immune.",
    "plague-doctor.13": "The plague team cannot win while a doctor lives.",
    "ravenkeeper.b1": (
        "Each night the Ravenkeeper either places a raven on a player or spies with them."
    ),
    "ravenkeeper.b2": "Spying tells whether players with ravens act on one another.",
    "ravenkeeper.1": "One raven for every five players, rounded down.",
    "ravenkeeper.2": "Each night it may place one raven on another player.",
    "ravenkeeper.3": "A raven may be moved; one on a dead player comes back at once.",
    "ravenkeeper.4": "Placing a raven takes effect at once.",
    "ravenkeeper.5": "Ravens not placed count as on the Ravenkeeper.",
    "ravenkeeper.6": "Instead of placing one, it may spy with its ravens.",
    "ravenkeeper.7": "Choosing to spy takes effect at once.",
    "ravenkeeper.8": "For the rest of the night it hears when a raven's player acts on another's.",
    "ravenkeeper.9": "It learns both names and who acted, not what was done.",
    "ravenkeeper.10": "Redirections reach the Ravenkeeper.",
    "ravenkeeper.11": "Several Ravenkeepers keep separate ravens.",
    # _rules/ (abilities, conspiracy channels, events, role loss, the day and night cycle)
    "rule-abilities-basics.1": "Abilities work in a few ways.",
    "rule-abilities-basics.2": (
        "End-of-night and end-of-day abilities are carried out when the phase ends."
    ),
    "rule-abilities-basics.3": "The others take effect at once.",
    "rule-abilities-basics.4": (
        "A Game Master carries out an immediate ability as soon as possible."
    ),
    "rule-abilities-immediate-abilities.1": "Most immediate abilities are once a phase.",
    "rule-abilities-immediate-abilities.2": (
        "Targeting abilities usually allow one emergency change a game."
    ),
    "rule-abilities-immediate-abilities.3": (
        "A targeting ability (the sentence goes on in .4) \u2026"
    ),
    "rule-abilities-immediate-abilities.4": (
        "\u2026 is lost once its main power has been used (the Executioner's)."
    ),
    "rule-abilities-delaying-abilities.1": "An immediate ability can be put off in three ways.",
    "rule-abilities-delaying-abilities.2": (
        "Chosen a phase early, it is carried out during its own phase."
    ),
    "rule-abilities-delaying-abilities.3": (
        "The hosts then pick when in that phase, not the player."
    ),
    "rule-abilities-delaying-abilities.4": (
        "On request it may be carried out shortly before the phase ends."
    ),
    "rule-abilities-delaying-abilities.5": "Several such requests keep their order.",
    "rule-abilities-delaying-abilities.6": "Such a request may be withdrawn or made again.",
    "rule-abilities-delaying-abilities.7": (
        "Either kind, and end effects, may carry a condition (an example follows) \u2026"
    ),
    "rule-abilities-delaying-abilities.8": (
        "\u2026 such as sending something elsewhere if its target is lynched."
    ),
    "rule-abilities-delaying-abilities.9": (
        "The hosts may refuse any condition but a lynch or an election."
    ),
    "rule-abilities-visits.1": "Some rules speak of visits.",
    "rule-abilities-visits.2": "A visit is any use of an ability, between two players.",
    "rule-abilities-visits.3": "A visit always goes from one player to another one.",
    "rule-abilities-visits.4": "An ability reaching several players is several visits at once.",
    "rule-abilities-visits.5": "Role abilities and others alike make visits.",
    "rule-abilities-visits.6": "Targeting counts as a visit, though cards often leave it out.",
    "rule-abilities-visits.7": (
        "An effect's actions visit when it is applied, not when it acts later."
    ),
    "rule-abilities-visits.8": "The visitor is whoever chose to act.",
    "rule-abilities-visits.9": (
        "With no choice made, the holder of the ability's role is the visitor."
    ),
    "rule-abilities-visits.10": "Examples of visits:",
    "rule-abilities-visits.11": "A visit: an Assassin's attack.",
    "rule-abilities-visits.12": "A visit: passing the amulet.",
    "rule-abilities-visits.13": "A visit: a Huntress's targeting.",
    "rule-abilities-visits.14": "A visit: a Huntress's dying shot.",
    "rule-abilities-visits.15": "A visit: a Witch's protection (one visit a player).",
    "rule-abilities-visits.16": "A visit: the cult's attack (from its attacker).",
    "rule-abilities-visits.17": "A visit: an Oracle's check (one visit a player).",
    "rule-abilities-visits.18": "A visit: a Fletcher choosing a customer.",
    "rule-abilities-visits.19": "A visit: a customer choosing a target.",
    "rule-abilities-visits.20": "A visit: an Assistant's redirection (two visits).",
    "rule-abilities-visits.21": "A visit: a Warlock's investigation.",
    "rule-abilities-visits.22": "A visit: a wager recipient selling their soul (two visits).",
    "rule-abilities-visits.23": "A visit: a Guardian's protection.",
    "rule-abilities-visits.24": "A visit: receiving the Devil's wager.",
    "rule-abilities-visits.25": "A visit: eating the Chef's food.",
    "rule-abilities-visits.26": "Not visits:",
    "rule-abilities-visits.27": "Not a visit: a demonized player turned Undead.",
    "rule-abilities-visits.28": "Not a visit: an investigation an enchantment obstructs.",
    "rule-abilities-visits.29": "Not a visit: a death by the plague.",
    "rule-abilities-visits.30": "Not a visit: the amulet stopping an attack.",
    "rule-abilities-visits.31": "Not a visit: an action on oneself.",
    "rule-abilities-visits.32": "(Again:) some rules speak of visits.",
    "rule-abilities-visits.33": "(Again:) a visit is any use of an ability, between two players.",
    "rule-abilities-visits.34": (
        "(Again:) an ability reaching several players may be several visits."
    ),
    "rule-abilities-visits.35": (
        "(Again:) role abilities and others alike make visits (the sentence goes on) \u2026"
    ),
    "rule-abilities-visits.36": "\u2026 guarding and the Devil's wager among them.",
    "rule-conspiracy-channels.1": "Players may make private channels with whomever they choose.",
    "rule-conspiracy-channels.2": "In them they talk unread by the others.",
    "rule-events-basics.1": "Many events and effects happen in the course of a day.",
    "rule-events-basics.2": "A day is two phases: daytime and nighttime.",
    "rule-events-basics.3": "Many effects happen at the end of a phase.",
    "rule-events-basics.4": "Some happen at once, in the middle of a phase.",
    "rule-events-order.1": "The order of a day's and a night's events.",
    "rule-events-order.2": (
        "Start-of-day effects follow the night's end effects and their consequences, if their"
        " user lives."
    ),
    "rule-events-order.3": "Immediate day effects happen during the day.",
    "rule-events-order.4": "A Barber's attack is one (an example).",
    "rule-events-order.5": "The lynch poll closes and a winner is chosen, nothing more.",
    "rule-events-order.6": "The election poll closes and a winner is chosen, nothing more.",
    "rule-events-order.7": "The lynch may then be called off (the Royal Knight).",
    "rule-events-order.8": "The election may then be called off (the Corrupt Wolf).",
    "rule-events-order.9": "The lynch winner is lynched, with its consequences.",
    "rule-events-order.10": "The election winner is elected, with its consequences.",
    "rule-events-order.11": "End-of-day effects (the sentence goes on) \u2026",
    "rule-events-order.12": "\u2026 such as the Chef's poison happen, if their user lives.",
    "rule-events-order.13": "Their consequences follow (a poisoning).",
    "rule-events-order.14": "Start-of-night effects (the sentence goes on) \u2026",
    "rule-events-order.15": (
        "\u2026 such as the Devil's wager follow the day's end, if their user lives."
    ),
    "rule-events-order.16": "Immediate night effects happen during the night.",
    "rule-events-order.17": "Most investigations are such.",
    "rule-events-order.18": "End-of-night effects happen.",
    "rule-events-order.19": "The pack's attack is one.",
    "rule-events-order.20": (
        "A player alive at this stage carries out their effect even if it kills them."
    ),
    "rule-events-order.21": "Their consequences follow (an attack's).",
    "rule-events-order.22": "Abilities at the same moment follow these rules.",
    "rule-events-order.23": "Non-attacks come before attacks.",
    "rule-events-order.24": "Attacks follow the attack order.",
    "rule-events-order.25": "Non-attacks go in alphabetical order.",
    "rule-events-order.26": "A conflict left is settled by a random draw.",
    "rule-events-order.27": "The day's steps in short.",
    "rule-events-order.28": "The night's steps in short.",
    "rule-role-loss-basics.1": "A player can lose their role in a few ways.",
    "rule-role-loss-basics.2": (
        "Losing a role keeps one's channels but ends its abilities, unless a card says "
        "otherwise."
    ),
    "rule-role-loss-current-role-losses.1": (
        "A demonized player who dies becomes an Undead instead."
    ),
    "rule-role-loss-current-role-losses.2": "An Infecting Wolf's target becomes a wolf.",
    "rule-role-loss-current-role-losses.3": (
        "An Infecting Wolf who targets hell's roles becomes an Imp."
    ),
    "rule-role-loss-current-role-losses.4": (
        "A Fortune Apprentice takes the role of a dead town investigator."
    ),
    "rule-role-loss-current-role-losses.5": "The Dog becomes what it chose.",
    "rule-role-loss-current-role-losses.6": "The Cat changes role at that moment too.",
    "rule-role-loss-current-role-losses.7": (
        "A Baker infected by an Infecting Wolf becomes a Bloody Butcher."
    ),
    "rule-role-loss-current-role-losses.8": "The other Bakers become Butchers.",
    "rule-role-loss-current-role-losses.9": (
        "A Butcher infected by an Infecting Wolf becomes a Bloody Butcher."
    ),
    "rule-role-loss-current-role-losses.10": "The Cupid's role changes go their own way.",
    "rule-role-loss-current-role-losses.11": (
        "A Cupid may also change role by the lover's alignment."
    ),
    "rule-role-loss-current-role-losses.12": "(A pointer to the book's page on cupid variants.)",
    "rule-role-loss-current-role-losses.13": (
        "A Cursed Civilian attacked by a wolfish player becomes a wolf."
    ),
    "rule-role-loss-current-role-losses.14": (
        "An Amnesiac becomes another role at the end of Day 1."
    ),
    "rule-the-day-and-nighttime-cycle-daytime.1": (
        "By day players vote in a lynch poll and an election poll."
    ),
    "rule-the-day-and-nighttime-cycle-daytime.2": (
        "At the day's end the most-voted player of the lynch poll dies."
    ),
    "rule-the-day-and-nighttime-cycle-daytime.3": (
        "At once the election's winner takes a public office on top of their role."
    ),
    "rule-the-day-and-nighttime-cycle-daytime.4": (
        "The offices are the Mayor, the Reporter and the Guardian."
    ),
    "rule-the-day-and-nighttime-cycle-nighttime.1": "By night most roles use their own abilities.",
    "rule-the-day-and-nighttime-cycle-nighttime.2": (
        "Night effects are immediate or at the night's end."
    ),
    # _rules/ability types/ (every page but the two lists mapped above)
    "rule-ability-types-attacks.2": "An attack tries to kill a player; it may fail (defenses).",
    "rule-ability-types-attacks.3": "The Assassin's and the pack's are the plainest attacks.",
    "rule-ability-types-attacks.4": "Attacks mostly happen at the end of a phase.",
    "rule-ability-types-attacks.5": "A successful attack kills the player.",
    "rule-ability-types-attacks.6": "Most roles that can attack are Killing roles.",
    "rule-ability-types-attacks.7": "Many roles and groups can attack.",
    "rule-ability-types-attacks.8": "Whoever attacks is the attacker.",
    "rule-ability-types-attacks.9": (
        "An attack not stopped becomes a kill, which may itself be stopped."
    ),
    "rule-ability-types-attacks.10": "Most defenses stop attacks; a few stop kills too.",
    "rule-ability-types-attacks.11": "Some roles kill directly, past most defenses.",
    "rule-ability-types-attacks.12": "(A pointer to the page on killing.)",
    "rule-ability-types-attacks.13": (
        "An attack succeeds if it kills anyone, even not the one aimed at."
    ),
    "rule-ability-types-attacks.14": (
        "An attack on a player another simultaneous attack killed still counts as a success."
    ),
    "rule-ability-types-attacks.15": (
        "A group's attack is carried out by a random member who voted for the target."
    ),
    "rule-ability-types-attacks.16": "The group is told who carries it out.",
    "rule-ability-types-attacks.17": "That member alone is the attack's cause, never the group.",
    "rule-ability-types-attacks.18": "(A pointer to the page on attack order.)",
    "rule-ability-types-attacks.19": "(Again:) an attack tries to kill a player and may fail.",
    "rule-ability-types-attacks.20": "(Again:) attacks mostly happen at the end of a phase.",
    "rule-ability-types-attacks.21": "(Again:) most roles that can attack are Killing roles.",
    "rule-ability-types-attacks-order.1": (
        "Several attacks on one player in a night meet the defenses step by step together."
    ),
    "rule-ability-types-attacks-order.2": (
        "All attackers meet absences first, then each further kind of defense in turn."
    ),
    "rule-ability-types-attacks-order.3": (
        "Conflicting attackers are ordered by role priority (the sentence goes on) \u2026"
    ),
    "rule-ability-types-attacks-order.4": "\u2026 the Assassin before the Priest, say.",
    "rule-ability-types-attacks-order.5": "A conflict left is settled by a random draw.",
    "rule-ability-types-attacks-order.6": (
        "Groups' attacks come before any single role's, in alphabetical order."
    ),
    "rule-ability-types-attacks-order.7": "Several attackers may all succeed on one player.",
    "rule-ability-types-attacks-order.8": "(A pointer to the examples.)",
    "rule-ability-types-attacks-order-examples.1": (
        "The priority of attackers, groups first (a table)."
    ),
    "rule-ability-types-attacks-order-examples.2": "Step 1: absences.",
    "rule-ability-types-attacks-order-examples.3": "Step 2: defenses from effects.",
    "rule-ability-types-attacks-order-examples.4": "Step 3: defenses from roles.",
    "rule-ability-types-attacks-order-examples.5": "Step 4: partial defenses.",
    "rule-ability-types-attacks-order-examples.6": "Step 5: role changes a role brings.",
    "rule-ability-types-attacks-order-examples.7": "Step 6: role changes an effect brings.",
    "rule-ability-types-attacks-order-examples.8": "Step 7: death.",
    "rule-ability-types-attacks-order-examples.9": "Examples of each step:",
    "rule-ability-types-attacks-order-examples.10": "Step 1: the Hooker.",
    "rule-ability-types-attacks-order-examples.11": (
        "Step 2: the Witch's potion, the Chef's charmed food, the Devil's soul defense."
    ),
    "rule-ability-types-attacks-order-examples.12": (
        "Step 3: the Scared Wolf, the Runner, the Idiot."
    ),
    "rule-ability-types-attacks-order-examples.13": "Step 4: the Macho.",
    "rule-ability-types-attacks-order-examples.14": "Step 5: the Cursed Civilian.",
    "rule-ability-types-attacks-order-examples.15": "Step 6: the Vampire's demonized.",
    "rule-ability-types-attacks-order-examples.16": "First list the attacks by the role priority.",
    "rule-ability-types-attacks-order-examples.17": (
        "Then go through the defense steps, each for every attack."
    ),
    "rule-ability-types-attacks-order-examples.18": (
        "Two attacks of one kind (the sentence goes on) \u2026"
    ),
    "rule-ability-types-attacks-order-examples.19": (
        "\u2026 such as two Lone Wolves' are ordered by a random draw."
    ),
    "rule-ability-types-attacks-order-examples.20": (
        "An example with a pack and a Lone Wolf on a Runner."
    ),
    "rule-ability-types-attacks-order-examples.21": (
        "An example with an Assassin and the pack on a demonized Runner."
    ),
    "rule-ability-types-investigation.2": "An investigation gathers information about the game.",
    "rule-ability-types-investigation.3": (
        "Disguises, obstructions and redirections can make it wrong."
    ),
    "rule-ability-types-investigation.4": (
        "The plainest shows a player's role (the sentence goes on) \u2026"
    ),
    "rule-ability-types-investigation.5": (
        "\u2026 as the Fortune Teller's does; many other kinds exist \u2026"
    ),
    "rule-ability-types-investigation.6": "\u2026 such as the Oracle's.",
    "rule-ability-types-investigation.7": "Investigations mostly take effect at once.",
    "rule-ability-types-investigation.8": "Roles that investigate are Investigative roles.",
    "rule-ability-types-investigation.9": "(Again:) an investigation gathers information.",
    "rule-ability-types-investigation.10": "(Again:) disguises can make it wrong.",
    "rule-ability-types-investigation.11": (
        "(Again:) roles that investigate are Investigative roles."
    ),
    "rule-ability-types-targeting.2": "Targeting does little by itself.",
    "rule-ability-types-targeting.3": (
        "Roles that cannot time their main power choose its target in advance."
    ),
    "rule-ability-types-targeting.4": "(A pointer to the targeting list.)",
    "rule-ability-types-targeting.5": (
        "The Huntress's dying shot and the Executioner's substitute are examples."
    ),
    "rule-ability-types-targeting.6": (
        "Targeting is immediate, once a phase, with one emergency change."
    ),
    "rule-ability-types-disguises.2": "A disguise changes the role an investigation sees.",
    "rule-ability-types-disguises.3": "A disguise is weak or strong.",
    "rule-ability-types-disguises.4": (
        "The most recent disguise of the kind an investigation reads is the one it sees."
    ),
    "rule-ability-types-disguises.5": (
        "Only investigations of a role, or of an attribute of it, read disguises."
    ),
    "rule-ability-types-disguises.6": "Those reading an alignment see past them.",
    "rule-ability-types-disguises.7": "A permanent disguise is chosen once, mostly at the start.",
    "rule-ability-types-disguises.8": (
        "A semi-permanent one may be changed at will (the sentence goes on) \u2026"
    ),
    "rule-ability-types-disguises.9": "\u2026 or is laid by another, as Famine's.",
    "rule-ability-types-disguises.10": (
        "A non-permanent one lasts a phase and may be laid on top of others."
    ),
    "rule-ability-types-disguises.11": "An example: a Sneaking Wolf dressed by a Pack Tanner.",
    "rule-ability-types-disguises.12": "That night it wears two disguises.",
    "rule-ability-types-disguises.13": "What a Fortune Teller and an Aura Teller each see of it.",
    "rule-ability-types-disguises.14": "(A pointer to the list of disguises.)",
    "rule-ability-types-disguises.15": "Disguising helps hide from investigations.",
    "rule-ability-types-disguises.16": "Disguises are strong or weak.",
    "rule-ability-types-disguises.17": (
        "Some roles wear a fixed disguise (the sentence goes on) \u2026"
    ),
    "rule-ability-types-disguises.18": (
        "\u2026 the White Werewolf's, the Devil's; some dress others \u2026"
    ),
    "rule-ability-types-disguises.19": "\u2026 as the Tanner does.",
    "rule-ability-types-disguises-list.1": "The Devil's disguise: permanent, weak.",
    "rule-ability-types-disguises-list.2": "The Demon's disguise: permanent, weak.",
    "rule-ability-types-disguises-list.3": "The Disguised Fox's disguise: non-permanent, strong.",
    "rule-ability-types-disguises-list.4": (
        "The Psychopath (on itself)'s disguise: semi-permanent, strong."
    ),
    "rule-ability-types-disguises-list.5": (
        "The Psychopath (on others)'s disguise: non-permanent, weak."
    ),
    "rule-ability-types-disguises-list.6": "The Sneaking Wolf's disguise: permanent, strong.",
    "rule-ability-types-disguises-list.7": "The Tanner's disguise: non-permanent, weak.",
    "rule-ability-types-disguises-list.8": "The White Werewolf's disguise: permanent, strong.",
    "rule-ability-types-disguises-list.9": "The Cerberus's disguise: permanent, weak.",
    "rule-ability-types-disguises-list.10": "The Flute Charmer's disguise: semi-permanent, weak.",
    "rule-ability-types-disguises-list.11": "The Hags's disguise: permanent, strong.",
    "rule-ability-types-disguises-list.12": "The Herding Dog's disguise: permanent, strong.",
    "rule-ability-types-disguises-list.13": (
        "The Horseman of Famine's disguise: semi-permanent, strong."
    ),
    "rule-ability-types-disguises-list.14": "The Pack Tanner's disguise: non-permanent, weak.",
    "rule-ability-types-disguises-list.15": "The Shepherd's disguise: permanent, strong.",
    "rule-ability-types-protections.2": "A protection aims to stop attacks.",
    "rule-ability-types-protections.3": "A protected player is defended, not harmed, by attacks.",
    "rule-ability-types-defenses.2": "A defense is a passive ability that escapes a death.",
    "rule-ability-types-defenses.3": "Protections are active abilities granting defenses.",
    "rule-ability-types-defenses.4": "An attack or kill can be stopped in several ways.",
    "rule-ability-types-defenses.5": "They apply in this order:",
    "rule-ability-types-defenses.6": "First absences (the Hooker).",
    "rule-ability-types-defenses.7": (
        "Then defenses from effects (the Witch's potion, the Chef's charmed food)."
    ),
    "rule-ability-types-defenses.8": "Then defenses from roles (the Runner, the Scared Wolf).",
    "rule-ability-types-defenses.9": "Then partial defenses (the Macho, the Idiot).",
    "rule-ability-types-defenses.10": "Then role changes a role brings (the Cursed Civilian).",
    "rule-ability-types-defenses.11": "Then role changes an effect brings (demonization).",
    "rule-ability-types-defenses.12": (
        "All six apply to attacks and kills, though most defenses stop attacks only."
    ),
    "rule-ability-types-defenses.13": "A defense is passive, like a protection.",
    "rule-ability-types-defenses.14": "The Scared Wolf, surviving its first attack, is an example.",
    "rule-ability-types-redirections.2": (
        "A redirection moves an attack, investigation or other action onto another player."
    ),
    "rule-ability-types-redirections.3": (
        "Every role but the whisperers' is subject to redirections unless its card says "
        "otherwise."
    ),
    "rule-ability-types-redirections.4": "A redirected attacker is not told.",
    "rule-ability-types-redirections.5": "They get the plain failure message.",
    "rule-ability-types-redirections.6": (
        "A redirected action that would reveal something reports a failure."
    ),
    "rule-ability-types-redirections.7": (
        "It still happens, to the new player, but the original target's result is not given."
    ),
    "rule-ability-types-redirections.8": (
        "Any other redirected action happens as if the new player had been chosen."
    ),
    "rule-ability-types-redirections.9": "Nobody is told it landed elsewhere.",
    "rule-ability-types-redirections.10": "It is still the original user's action.",
    "rule-ability-types-redirections.11": "An action may be redirected again and again.",
    "rule-ability-types-redirections.12": (
        "Nothing is redirected onto a dead player: the redirection does not happen."
    ),
    "rule-ability-types-redirections.13": "(A pointer to the list of redirections.)",
    "rule-ability-types-redirections.14": (
        "A redirection changes the player another's ability reaches."
    ),
    "rule-ability-types-redirections.15": (
        "Using an ability on a redirector makes it land on the redirector's choice."
    ),
    "rule-ability-types-killing.2": "A kill, unlike an attack, passes most defenses.",
    "rule-ability-types-killing.3": "Kills are often passive, told only as a death.",
    "rule-ability-types-killing.4": "A few defenses do stop kills.",
    "rule-ability-types-killing.5": "Most roles that can kill are Killing roles.",
    "rule-ability-types-killing.6": "(Again:) a kill passes most defenses.",
    "rule-ability-types-killing.7": "(Again:) most roles that can kill are Killing roles.",
    "rule-ability-types-vote-manipulation.2": (
        "Vote manipulation is any ability that changes voting."
    ),
    "rule-ability-types-vote-manipulation.3": "It comes in three kinds:",
    "rule-ability-types-vote-manipulation.4": (
        "A player's weight on public polls (the sentence goes on) \u2026"
    ),
    "rule-ability-types-vote-manipulation.5": "\u2026 the Grandma's, the Trickster's.",
    "rule-ability-types-vote-manipulation.6": (
        "A player's weight on private polls (the sentence goes on) \u2026"
    ),
    "rule-ability-types-vote-manipulation.7": "\u2026 the Alpha Wolf's.",
    "rule-ability-types-vote-manipulation.8": (
        "Extra votes put on a player in public polls (the sentence goes on) \u2026"
    ),
    "rule-ability-types-vote-manipulation.9": "\u2026 the Stalker's.",
    "rule-ability-types-vote-manipulation.10": "(Again:) vote manipulation changes voting.",
    "rule-ability-types-whispering.2": "Whispering lets a role talk anonymously.",
    "rule-ability-types-whispering.3": "No redirection reaches a whisper.",
    "rule-ability-types-whispering.4": "(A pointer to the list of whisperers.)",
    "rule-ability-types-whispering.5": (
        "The Bartender posts anonymously in public; others whisper to one player."
    ),
    "rule-ability-types-whispering-list.1": (
        "The Bartender whispers to the public tavern channel, at any time."
    ),
    "rule-ability-types-whispering-list.2": (
        "The Chef whispers to their customer in the restaurant, each day."
    ),
    "rule-ability-types-whispering-list.3": (
        "The Devil whispers to the wager channel with the recipient, each night."
    ),
    "rule-ability-types-whispering-list.4": (
        "The Flute Player whispers to the enchanted channel, at any time."
    ),
    "rule-ability-types-whispering-list.5": (
        "The Grandma whispers to the players she picked, each night."
    ),
    "rule-ability-types-whispering-list.6": (
        "The Cerberus whispers to the one offered protection, each night."
    ),
    "rule-ability-types-whispering-list.7": (
        "The Corrupt Wolf whispers to the player it picked, each night."
    ),
    "rule-ability-types-whispering-list.8": (
        "The Herding Dog whispers to one herded player, each night."
    ),
    "rule-ability-types-whispering-list.9": (
        "The Shepherd whispers to the herded channel, at any time."
    ),
    "rule-ability-types-inflicting.2": "Inflicting lays a solo team's effect on a player.",
    "rule-ability-types-inflicting.3": (
        "The pyros' powder and the flute team's enchantment are examples."
    ),
    "rule-ability-types-obstructions.2": "An obstruction helps hide from investigations.",
    "rule-ability-types-obstructions.3": (
        "It skews every result of the investigators it touches, not one player."
    ),
    "rule-ability-types-obstructions.4": (
        "No role is subject to obstructions unless its card says so."
    ),
    "rule-ability-types-obstructions.5": "(A pointer to the list of obstructions.)",
    "rule-ability-types-obstructions.6": "(Again:) an obstruction helps hide from investigations.",
    "rule-ability-types-obstructions.7": "(Again:) it skews the touched investigators' results.",
    "rule-ability-types-obstructions-list.1": "Enchanted investigators often see a wrong result.",
    "rule-ability-types-group-membership.2": "Group membership puts a role's holder in a group.",
    "rule-ability-types-group-membership.3": (
        "Most start in their group (the sentence goes on) \u2026"
    ),
    "rule-ability-types-group-membership.4": (
        "\u2026 the Baker, the Wolf; some join later, passively \u2026"
    ),
    "rule-ability-types-group-membership.5": "\u2026 as the Lone Wolf, or by choice \u2026",
    "rule-ability-types-group-membership.6": "\u2026 as the Disguised Fox.",
    "rule-ability-types-group-membership.7": (
        "Town roles in a group are Townsfolk Group roles, and likewise for the wolves."
    ),
    "rule-ability-types-group-membership.8": (
        "Solo roles are usually in groups, so not classed apart."
    ),
    "rule-ability-types-group-membership.9": "A player may betray a group by changing role.",
    "rule-ability-types-lynching.2": "Most lynches come from the daily lynch vote.",
    "rule-ability-types-lynching.3": "That is a direct lynch.",
    "rule-ability-types-lynching.4": "Most ways of escaping death do not escape a lynch.",
    "rule-ability-types-lynching.5": "A lynch is like a kill but not the same.",
    "rule-ability-types-lynching.6": (
        "Another role lynching instead of the vote is an indirect lynch."
    ),
    "rule-ability-types-lynching.7": (
        "A lynched Executioner lynching someone else in their place is one."
    ),
    "rule-ability-types-lynching.8": "Both kinds work alike unless a card says otherwise.",
    "rule-ability-types-lynching.9": "Roles that can lynch indirectly are Killing roles.",
    "rule-ability-types-ascension-descension.2": (
        "An unaligned player may leave early, winning (ascension) or losing (descension)."
    ),
    "rule-ability-types-ascension-descension.3": (
        "They ascend on meeting their condition, descend when it can no longer be met."
    ),
    "rule-ability-types-ascension-descension.4": (
        "An ascended player counts as dead; a descended one dies."
    ),
    "rule-ability-types-ascension-descension.5": "Either is announced with their role.",
    # the cards of the Assassin, Huntress, Runner, Chef, Flute, Vampire, Executioner and Stalker,
    # built whole before the book's sentences had ids
    "assassin.b1": "From Night 2 the Assassin may attack one player a night.",
    "assassin.1": "The Assassin has three attacks in a whole game.",
    "assassin.2": "The attack happens at the end of the night.",
    "huntress.b1": "The Huntress may attack a player with her dying breath.",
    "huntress.1": "The Huntress may choose a target.",
    "huntress.2": "She may change it once a phase, plus one emergency change.",
    "huntress.3": "Dying other than by a direct lynch, she attacks her target.",
    "huntress.4": "The shot is immediate; a hit shows everyone she was the Huntress.",
    "huntress.5": "With no living target, nothing is shot and nothing shown.",
    "runner.b1": "Once a game the Runner escapes a wolfish player's attack.",
    "runner.1": "The escape spares them once; later attacks can kill them.",
    "runner.2": "An attack by anyone not wolfish kills them the first time.",
    "runner.3": "The Runner is told they were attacked.",
    "runner.4": "Escaping the pack, the pack hears their target ran away.",
    "runner.5": "Escaping another wolfish attacker, that attacker hears it.",
    "executioner.b1": (
        "From Day 2, a lynched Executioner is spared and the player he chose hangs instead."
    ),
    "executioner.1": "The Executioner may choose a target.",
    "executioner.2": "He may change it once a phase, plus one emergency change.",
    "executioner.3": "Choosing the target takes effect at once.",
    "executioner.4": "When he would be lynched, his target is lynched (indirectly) instead.",
    "executioner.5": "With no target, he is lynched himself.",
    "executioner.6": "Changing the lynch shows everyone his role, and the target hangs at once.",
    "executioner.7": "It works only once.",
    "executioner.8": "Later lynches of him are ordinary.",
    "stalker.b1": "From Day 2 the Stalker may put two hidden votes on a player in the day's lynch.",
    "stalker.1": "From Day 2 the Stalker may threaten a player.",
    "stalker.2": "The threatened player gets two more hidden votes in the day's lynch poll.",
    "stalker.3": (
        "The votes stay hidden, so the threatened may hang without the most visible votes."
    ),
    "stalker.4": "The threatened player is not told.",
    "stalker.5": "The threat is carried out at the end of the day.",
    "vampire.b1": "The Vampire wins by quietly turning every living player undead.",
    "vampire.b2": "A demonized player killed at night turns undead instead.",
    "vampire.1": "Each night the Vampire may demonize one player.",
    "vampire.2": "On even-numbered nights, a second one.",
    "vampire.3": "The demonized player is not told.",
    "vampire.4": "Never oneself or another of the underworld.",
    "vampire.5": "A demonized player killed at night becomes an Undead.",
    "vampire.6": "The Vampire and the Undead win once everyone alive is one of them.",
    "vampire.7": "Demonizing takes effect at once.",
    "vampire.8": "Several Vampires work together.",
    "vampire.9": "With no underworld-channel member left, nobody stays demonized.",
    "flute-player.b1": "Each night the Flute Player may enchant a number of players.",
    "flute-player.b2": "The flute team wins once everyone alive is enchanted, unaligned or flute.",
    "flute-player.1": (
        "An enchanted player joins, at once, a secret channel of the enchanted, without the "
        "Flute Players."
    ),
    "flute-player.2": "The Flute Players read that channel from their own.",
    "flute-player.3": (
        "An enchanted investigator's obstructable check shows a Flute Player three times in "
        "five."
    ),
    "flute-player.4": "That effect ends once no flute team or channel member is left.",
    "flute-player.5": "Nobody is told when it ends.",
    "flute-player.6": "One enchantment for every ten players of the game, rounded.",
    "flute-player.7": "No flute team or channel member can be enchanted.",
    "flute-player.8": (
        "With more than one non-apprentice in the flute channel, one for every twenty each."
    ),
    "flute-player.9": "The count is of the players dealt in, not the living.",
    "flute-player.10": "Several Flute Players are one team working together.",
    "flute-player.11": "A Flute Player who loses the role can no longer enchant.",
    "flute-player.12": "The other Flute Players are not told of the role change.",
    "flute-player.13": "The Flute Players are never told how many or whom they have enchanted.",
    "flute-apprentice.b1": (
        "The Flute Apprentice cannot enchant, but becomes a Flute Player once none is left."
    ),
    "flute-apprentice.b2": "It can also redirect the abilities of the enchanted.",
    "flute-apprentice.1": "The Flute Apprentice may choose a target.",
    "flute-apprentice.2": "It may change it once a phase, plus one emergency change.",
    "flute-apprentice.3": (
        "An enchanted player's ability on the apprentice lands on its target instead."
    ),
    "flute-apprentice.4": "The user is not told; the apprentice is told an ability was redirected.",
    "flute-apprentice.5": "With no Flute Player left it becomes one and loses the redirection.",
    "chef.b1": "Each night the Chef picks charmed or poisoned food and a customer.",
    "chef.b2": (
        "Next day the customer may eat it: charmed food keeps them safe that night, poison "
        "kills."
    ),
    "chef.b3": "The Chef wins if alive at the end with at least one waiter alive.",
    "chef.1": "At the start of each day the chosen customer is offered the food.",
    "chef.2": "The Chef may talk to them anonymously.",
    "chef.3": "They answer yes or no without knowing which food it is.",
    "chef.4": "Poisoned food eaten kills at the end of that day.",
    "chef.5": "Charmed food eaten keeps them from night attacks the next night.",
    "chef.6": "Its effect ends with that night.",
    "chef.7": "The food and the customer are set at the start of the day.",
    "chef.8": "The eating is carried out at the end of the day.",
    "chef.9": "A Chef who dies by day sends the customer away at once, uneaten.",
    "chef.10": "A customer who has eaten can never be sent food again.",
    "chef.11": (
        "Each game has waiters: one from the town, one from the wolves, one from each solo "
        "team."
    ),
    "chef.12": "Waiters are not told; nothing else about them changes.",
    "chef.13": "The waiters are on different teams.",
    "chef.14": "The Chef wins if he and at least one waiter are alive at the end.",
    "chef.15": "He wins with any team, even one that must kill everyone else.",
    "chef.16": "A solo team formed during the game gets no waiter.",
    "chef.17": "When the last waiter dies the Chef leaves the game, descended, a loss.",
    "chef.18": "The Chef may not pick himself as customer.",
    "chef.19": "Redirections do not reach the Chef.",
}
