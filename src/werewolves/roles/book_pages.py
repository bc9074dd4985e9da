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
        "An unaligned player who joined an alignment no longer enjoys that exemption."
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
}
