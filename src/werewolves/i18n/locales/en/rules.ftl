### The rule book's paraphrases, one message a rule (rule-ID: the rule id with its dots as
### hyphens, its spaces as _). Made by scripts/rules_ftl.py from RULEBOOK
### (roles/rulebook.py and each family's rulebook): do not edit the English by hand (edit
### the paraphrase, then run the script); translate the other languages.


## rulings (shared/spec/RULINGS.md)

rule-R1 = The game runs Day 0, Night 1, Day 1, Night 2, …; Day 0 has no lynch or election; starting abilities come before Day 0.
rule-R2 = Each day and night runs its steps in a fixed order: start effects, immediate actions, polls closing, lynch, election, end-of-phase batch, its deaths.
rule-R3 = An immediate action takes effect when accepted and is final; an end-of-phase choice may change until the phase ends, then all resolve together, attacks last.
rule-R4 = Deaths caused inside an end-of-phase batch happen once the whole batch has run, so a player alive at its start still acts.
rule-R5 = The game looks for a winner at each phase start, after each immediate action and after the lynch; the first result is final.
rule-R6 = Every random choice is drawn from the game's seed and logged: the same setup, seed and submissions give the same game.
rule-R7 = Abilities work once a phase unless a role says otherwise; the dead neither act nor are acted on; a known restriction refuses an action, an unknown one makes it fail.
rule-R8 = Deaths are attacks, kills, lynches or true kills; protection stops attacks only; an attempt that meets no defence kills.
rule-R9 = Living pack members vote at night whom to attack; a single most-voted target is attacked by a random voter for it; a tie or no votes, no attack.
rule-R10 = An Apocalyptic Horseman cannot be killed at night in any way and attacks once a night, when the night ends.
rule-R11 = From Day 1 every living player may vote to lynch; the single highest positive total is lynched; a tie or no votes lynches nobody.
rule-R12 = From Day 1 one election a day fills the first vacant office (Mayor, then Reporter, then Guardian), granted at the end of the day; holders may resign.
rule-R13 = With 15 or fewer alive the Mayor's public vote counts one extra, which nothing removes; with more alive the Mayor may call a second lynch poll.
rule-R14 = The Reporter is told the role each dead player was originally dealt; disguises never change it.
rule-R15 = A visit is recorded whenever an ability reaches another player, even if it then fails; blocked actions, self-targets and votes are no visits.
rule-R16 = A redirected action keeps its actor, who visits the redirector and the new target; nothing is redirected onto a dead player.
rule-R17 = An ability-blocked player's abilities fail (automatic ones too) without their being told why; voting and passive abilities still work.
rule-R18 = There are round(n / 5) rodents and vials for n players; several Plague Bearers share one pool, one rodent each a night.
rule-R19 = Contagion passes both ways as a visit resolves and the newly contaminated are contagious at once; inside one batch it does not chain; bearers and doctors are immune.
rule-R20 = A contaminated player is told at the start of the second night after, and dies of it (a kill) at that night's end; survivors stay contagious.
rule-R21 = When no plague-team member is alive, every contamination ends silently and pending plague deaths are cancelled.
rule-R22 = The Plague Doctor checks for the plague at night and cures by day; ascends when no plague-team member is alive; the plague cannot win while a doctor lives.
rule-R23 = Dooming is immediate, one per Horseman a night; the doomed are told but not by whom; a doom on another Horseman unites the two instead.
rule-R24 = Pestilence blocks until the end of the next day, Famine disguises for good, Death kills at the end of the next night; dooms vanish when no Horseman lives.
rule-R25 = Doomsday: when every living Horseman is united and everyone else alive is doomed, every living Horseman becomes an Apocalyptic Horseman.
rule-R26 = The Horsemen win when every living player is a Horseman or unaligned.
rule-R27 = Ravenkeeper: floor(n / 5) ravens, assigned, moved or spied with at night; a raven on a dead player returns; spying shows who acted on whom among raven holders.
rule-R28 = An Angel lynched with another voter ascends, cancels the next lynch and takes her target or a random voter with her; an unusual lynch takes the one responsible.
rule-R29 = The amulet keeps its holder safe from attacks at night and must be passed by day to someone who never held it, or it shatters and kills the holder.
rule-R30 = The Guardian protects one player a night (two while more than 15 are alive), never one protected the night before; each protection is a visit.
rule-R31 = Grandma picks up to two players at night: next day each loses one vote and her vote counts one per pick; the Mayor's extra vote is never taken.
rule-R32 = The Knowledgeable Wolf joins the pack and is told, at the start, the setup's known roles or a random half of the role list.
rule-R33 = A public role list tells everyone every role in play, a partial one the revealed roles, a private one nothing; the dead always see it all.
rule-R34 = A team wins when every living player is on it or unaligned; all its members win, alive or dead; the unaligned win only by their own condition.
rule-R35 = A blocked Angel who is lynched still ascends and cancels the next lynch, but her kill fails: nobody dies with her.
rule-R36 = A team is gone once none of its members is left as a member, dead or changed to another role; what the rules tie to its absence happens then.
rule-R37 = When several role families react to one moment, they react in the order of the one resolution table, never in the order the code loads them.
rule-R38 = Choices confirmed for the first release where the seeds are silent: Grandma's count, War removes the normal vote only, the Chef's timing, and others.
rule-R39 = A role list told to everyone is one public announcement; one told to a single player is a private message.
rule-R40 = A public vote board shows only what everyone may see; the host and every poll result's explanation show each modifier of the count and its source.
rule-R41 = Grandma takes a vote when she picks: a player who had a vote then gives it to her for the next day, even if they die first; one with no vote (or a negative one) gives none.
rule-R42 = The Executioner's substitution hanging the Angel is a lynch by unusual means: she ascends and wins, and the Executioner dies with her, though nobody voted for her.
rule-R43 = Whoever holds the amulet sees it among their own statuses while they hold it, and is told when it reaches them (never from whom); nobody else sees who holds it.
rule-R44 = To ascend is to leave the game at once with a win: from then on the player counts as dead for every rule (no ability, no vote, no target), everyone is told of it with their role, and they win however the game ends; a Detective with a right solution ascends as that night ends.
rule-R45 = For the White Werewolf a WG role is one that puts a wolf in a second group besides the pack; every other pack role, the plain Wolf too, counts toward the most common one.
rule-R46 = No Horseman's ability kills the Apocalyptic Cupid: a Death doom falling due on it fails and is spent, and nobody learns more than of any failed attack.
rule-R47 = The night after the pack kills the Riding Hood its attack is refused with a reason, and so are the attacks and kills of a wolfish player she restrains that night.

## seed sentences (shared/seeds)

rule-S0-1 = The Knowledgeable Wolf begins with some knowledge of the role list.
rule-S0-2 = At game start it is told some roles from the role list.
rule-S0-3 = Only for partial or private role lists; usually told part of the list.
rule-S0-4 = Hosts may instead tell it every role in the game.
rule-S0-5 = (A warning that the visit definition is technical.)
rule-S0-6 = (Points to a simpler explanation; ours is docs/visits.md.)
rule-S0-7 = (Introduces the term visit; S0.8 defines it.)
rule-S0-8 = A visit is any use of an ability and involves two players.
rule-S0-9 = A visit is always one player visiting a different player.
rule-S0-10 = An ability on several players makes several simultaneous visits.
rule-S0-11 = Role abilities and other abilities both visit.
rule-S0-12 = Targeting is a visit (roles may still exclude it by saying so).
rule-S0-13 = An effect visits when it is applied, not each time it later acts.
rule-S0-14 = The visitor is the player who chooses to act.
rule-S0-15 = With no active choice (a Huntress shooting on death), the ability's owner visits.
rule-S0-16 = (Heading: examples of visits.)
rule-S0-17 = An attack (an Assassin's, the pack's) is a visit from the attacker.
rule-S0-18 = Passing the amulet is a visit from the giver to the receiver.
rule-S0-19 = The Chef's food recipient eating is a visit.
rule-S0-20 = (Heading: what is not a visit.)
rule-S0-21 = Turning a demonized player Undead is no visit except between attacker and attacked.
rule-S0-22 = An enchanted player obstructing an investigation makes no visit to the Flute Player unless targeted.
rule-S0-23 = Dying of the plague is no visit between the Plague Bearer and the victim.
rule-S0-24 = The amulet stopping an attack is no visit between the attacker and the amulet's maker.
rule-S0-25 = Using an action on yourself is never a visit.
rule-S0-26 = The Plague Doctor is mostly immune to the plague and needs the plague team gone to win.
rule-S0-27 = Each night the doctor may check a player for the plague.
rule-S0-28 = The doctor can also cure players by day.
rule-S0-29 = The doctor ascends and wins as soon as the plague team is eliminated.
rule-S0-30 = A dead Plague Doctor cannot win.
rule-S0-31 = Each night the doctor may check one player for symptoms.
rule-S0-32 = The doctor learns at once whether, and since when, the target has had the plague.
rule-S0-33 = Plague-team members never show the plague.
rule-S0-34 = The doctor starts with vials that cure.
rule-S0-35 = One vial per five players, rounded.
rule-S0-36 = Each day the doctor may spend a vial to cure a player at once.
rule-S0-37 = Cured players lose the plague and stop being contagious, without being told.
rule-S0-38 = A rodent aimed at the Plague Doctor kills the doctor at once (not an attack).
rule-S0-39 = Otherwise the doctor never catches the plague.
rule-S0-40 = The plague team cannot win while a Plague Doctor lives.
rule-S0-41 = The Plague Bearer's disease is deadly and spreads easily.
rule-S0-42 = The Plague Bearer wants everyone else dead.
rule-S0-43 = The Plague Bearer starts with plague-carrying rodents.
rule-S0-44 = One rodent per five players, rounded.
rule-S0-45 = Several Plague Bearers know each other and pool their rodents.
rule-S0-46 = Each Plague Bearer may use one rodent a night.
rule-S0-47 = Each night a Plague Bearer may release a rodent to contaminate another player.
rule-S0-48 = Contaminated players suffer the disease.
rule-S0-49 = A Plague Bearer cannot be contaminated.
rule-S0-50 = Contaminating an already contaminated player: the bearer is told, and the rodent is spent.
rule-S0-51 = Contaminating is immediate.
rule-S0-52 = Contaminated players are contagious until they die.
rule-S0-53 = Visiting or being visited by a contagious player contaminates at once.
rule-S0-54 = Every kind of action counts as a visit for contagion.
rule-S0-55 = A contaminated player is told at the start of the second night after contamination.
rule-S0-56 = At the end of that night they stop being contagious and die.
rule-S0-57 = That death is not an attack.
rule-S0-58 = Someone still alive afterwards stays contagious but does not die of it again.
rule-S0-59 = When no plague-team or plague-channel member remains, all contamination ends, silently.
rule-S0-60 = A rodent on the Plague Doctor fails, kills the doctor (not an attack) and is not spent.
rule-S0-61 = The Plague Bearer cannot win while a Plague Doctor lives.
rule-S1-1 = Each night the Ravenkeeper either assigns a raven to a player or spies with its ravens.
rule-S1-2 = Spying reveals whether the ravens interact.
rule-S1-3 = One raven per five players, rounded down.
rule-S1-4 = Each night one raven may be assigned to another player.
rule-S1-5 = Ravens can be moved between players; a raven on a player who dies returns at once.
rule-S1-6 = Assigning a raven is immediate.
rule-S1-7 = Unassigned ravens count as assigned to the Ravenkeeper.
rule-S1-8 = Spying replaces assigning.
rule-S1-9 = Spying is immediate.
rule-S1-10 = For the rest of the night the Ravenkeeper hears when a raven holder uses an action on another raven holder.
rule-S1-11 = It learns both names and who acted, not the kind of action.
rule-S1-12 = The Ravenkeeper is affected by redirection.
rule-S1-13 = Several Ravenkeepers have separate ravens.
rule-S1-14 = Each night the Horseman of Pestilence may doom a player.
rule-S1-15 = Pestilence's doomed player's abilities fail that night and the next day.
rule-S1-16 = Pestilence's doom is immediate.
rule-S1-17 = The block covers every ability use for that night and the next day, automatic ones included (a Huntress's shot).
rule-S1-18 = It also makes a group action fail when the doomed player is chosen to carry it out.
rule-S1-19 = Some blocked failures look like other failures; some can only come from the block.
rule-S1-20 = Passive abilities (Runner) and whispering are not blocked.
rule-S1-21 = Pestilence dooming another Horseman fails and the two unite in a shared channel.
rule-S1-22 = Pestilence's doomed are told they are doomed, not by whom.
rule-S1-23 = A player can be doomed again by Pestilence or another Horseman.
rule-S1-24 = Pestilence's doom and effect outlive Pestilence and vanish when no Horseman remains.
rule-S1-25 = All living Horsemen united and everyone else doomed: Doomsday; Pestilence becomes an Apocalyptic Horseman who can attack nightly.
rule-S1-26 = The Horsemen win when everyone else is dead.
rule-S1-27 = Each night the Horseman of Famine may doom a player.
rule-S1-28 = Famine's doomed become unrecognisable.
rule-S1-29 = They are permanently seen as a Horseman role.
rule-S1-30 = Famine's doom is immediate.
rule-S1-31 = The disguise is permanent, strong, and an arbitrary Horseman role in play when Night 1 starts.
rule-S1-32 = Famine dooming another Horseman fails and the two unite in a shared channel.
rule-S1-33 = Famine's doomed are told they are doomed, not by whom.
rule-S1-34 = A player can be doomed again by Famine or another Horseman.
rule-S1-35 = Famine's doom and effect outlive Famine and vanish when no Horseman remains.
rule-S1-36 = Doomsday turns Famine into an Apocalyptic Horseman.
rule-S1-37 = The Horsemen win when everyone else is dead.
rule-S1-38 = Each night the Horseman of Death may doom a player.
rule-S1-39 = Death's doomed player dies at the end of the following night.
rule-S1-40 = Death's doom is immediate.
rule-S1-41 = Death's doomed die at the end of the next night, and it is not an attack.
rule-S1-42 = Death dooming another Horseman fails and the two unite in a shared channel.
rule-S1-43 = Death's doomed are told they are doomed, not by whom.
rule-S1-44 = A player can be doomed again by Death or another Horseman.
rule-S1-45 = Death's doom and effect outlive Death and vanish when no Horseman remains.
rule-S1-46 = Doomsday turns Death into an Apocalyptic Horseman.
rule-S1-47 = The Horsemen win when everyone else is dead.
rule-S1-48 = The Angel wins by being lynched.
rule-S1-49 = A winning Angel ascends and leaves; the game goes on.
rule-S1-50 = The next lynch is cancelled.
rule-S1-51 = The Angel's chosen player dies with it, announced, if they voted for the Angel.
rule-S1-52 = The Angel may change its target once a phase, plus one emergency change.
rule-S1-53 = The Angel cannot choose itself.
rule-S1-54 = Targeting is immediate.
rule-S1-55 = Without a valid target, a random voter for the Angel is taken instead.
rule-S1-56 = Lynched by unusual means (Stalker's hidden votes, Executioner), the one responsible dies with the Angel.
rule-S1-57 = If only the Angel voted for itself, it just dies and does not win.
rule-S1-58 = A target who put hidden votes on the Angel counts as valid.
rule-S2-1 = The Amulet Holder is the amulet's first holder.
rule-S2-2 = The holder is safe from attacks at night but must pass the amulet by day.
rule-S2-3 = Up to three candidates (together or one by one); it goes to the first who never held it.
rule-S2-4 = Naming a candidate is immediate and a failed choice is reported at once; the pass itself happens at the end of the day.
rule-S2-5 = No candidate, or none possible: the amulet shatters at the end of the day, killing the holder.
rule-S2-6 = It also shatters if the Amulet Holder dies.
rule-S2-7 = Holders never learn who gave them the amulet or who held it before.
rule-S2-8 = The Amulet Holder must pass it on Day 0.
rule-S2-9 = Once a game, by day, the Amulet Holder may shatter it, which attacks the holder at once.
rule-S2-10 = The Guardian protects the town.
rule-S2-11 = With 15 or fewer players it chooses one player.
rule-S2-12 = That player cannot die from attacks that night.
rule-S2-13 = With more than 15 it may choose two.
rule-S2-14 = Protection is chosen at night and lasts that night.
rule-S2-15 = Not the same player two nights running; self-protection and alternating are allowed.
rule-S2-16 = Attacks on a protected player fail; other deaths can still happen.
rule-S2-17 = The Guardian is elected on the first full day with a living Mayor and Reporter and no living Guardian.
rule-S2-18 = Protecting is immediate.
rule-S2-19 = Each night Grandma may choose up to two players.
rule-S2-20 = Next day the chosen cannot vote.
rule-S2-21 = That day Grandma's vote counts as many as she chose.
rule-S2-22 = Taking votes away is immediate.
rule-S2-23 = A chosen player's vote is shown but not counted.
rule-S2-24 = Grandma's vote looks normal but counts 0, 1 or 2.
rule-S2-25 = The chosen join a private channel where Grandma talks to them anonymously.
rule-S2-26 = At the day's end the channel closes and votes return, even if Grandma is dead.
rule-S2-27 = (First half of a split sentence:) choosing a player who has several votes …
rule-S2-28 = … (Mayor or Grandma) takes only one of them away.
rule-S2-29 = Grandma gains one vote per chosen player, as usual.
rule-S2-30 = Zero or negative votes cannot be taken (Grandma is told) but the player still joins the channel.
rule-S2-31 = The Mayor's extra vote cannot be taken.
rule-S2-32 = Grandma may choose herself.
rule-S2-33 = Grandma is affected by redirection.
rule-S2-34 = The Plague Bearer's disease is deadly and spreads easily.
rule-S2-35 = The Plague Bearer wants everyone else dead.
rule-S2-36 = The Plague Bearer starts with plague-carrying rodents.
rule-S2-37 = One rodent per five players, rounded.
rule-S2-38 = Several Plague Bearers know each other and pool their rodents.
rule-S2-39 = Each Plague Bearer may use one rodent a night.
rule-S2-40 = Each night a Plague Bearer may release a rodent to contaminate another player.
rule-S2-41 = Contaminated players suffer the disease.
rule-S2-42 = A Plague Bearer cannot be contaminated.
rule-S2-43 = Contaminating an already contaminated player: the bearer is told, and the rodent is spent.
rule-S2-44 = Contaminating is immediate.
rule-S2-45 = Contaminated players are contagious until they die.
rule-S2-46 = Visiting or being visited by a contagious player contaminates at once.
rule-S2-47 = Every kind of action counts as a visit for contagion.
rule-S2-48 = A contaminated player is told at the start of the second night after contamination.
rule-S2-49 = At the end of that night they stop being contagious and die.
rule-S2-50 = That death is not an attack.
rule-S2-51 = Someone still alive afterwards stays contagious but does not die of it again.
rule-S2-52 = When no plague-team or plague-channel member remains, all contamination ends, silently.
rule-S2-53 = A rodent on the Plague Doctor fails, kills the doctor (not an attack) and is not spent.
rule-S2-54 = The Plague Bearer cannot win while a Plague Doctor lives.

## family 1: kernel

rule-rule-results-draw-1 = A game ended early is a draw, worth about as little as a loss to those in it.
rule-rule-results-draw-2 = In a draw the living draw, the dead lose, and whoever ascended keeps their win.
rule-rule-results-tie-1 = Two teams or more meeting their win condition at once, with no enemy left to kill, is a tie.
rule-rule-results-tie-2 = In a tie everyone alive wins and everyone dead loses, allies of a tied team too.
rule-RM440 = A game with nobody dying for the setup's draw_after phases in a row (twelve unless set), or one the host ends early, ends in a draw.

## family 3: base

rule-FT = The Fortune Teller learns at once the role a player appears to have.
rule-rule-alignments-townsfolk-1 = The town is usually about half of the players.
rule-rule-alignments-townsfolk-2 = The town is the biggest side, but its players start without knowing one another.
rule-rule-alignments-townsfolk-3 = The town wins by outliving everyone with another win condition.
rule-rule-alignments-werewolves-1 = The werewolves are usually about three tenths of the players.
rule-rule-alignments-werewolves-2 = A small side, most of whom sit in the pack and know one another.
rule-rule-alignments-werewolves-3 = The werewolves win together by outliving everyone with another win condition.
rule-rule-alignments-solo-1 = Solo is the book's name for many small alignments.
rule-rule-alignments-solo-2 = The solo players are usually about a tenth of the players.
rule-rule-alignments-solo-3 = A solo player mostly plays alone or in a very small team.
rule-rule-alignments-solo-4 = A solo team wins by outplaying everyone with another win condition.
rule-rule-alignments-solo-5 = One game may hold several solo teams, and new ones can form during it.
rule-rule-alignments-unaligned-1 = The unaligned belong to no alignment.
rule-rule-alignments-unaligned-2 = The unaligned are usually about a tenth of the players.
rule-rule-alignments-unaligned-3 = An unaligned player's goal is their own win condition.
rule-rule-alignments-unaligned-4 = Reaching it may make them join an alignment.
rule-rule-alignments-unaligned-5 = Those who stay unaligned ascend when they win.
rule-rule-alignments-unaligned-6 = With no alignment, they may work with whichever side they like.
rule-rule-alignments-unaligned-7 = Unaligned players never stand in the way of another team's win.
rule-rule-alignments-unaligned-8 = So the pack can win with unaligned players still alive (an example).
rule-rule-alignments-unaligned-9 = That exemption ends for an unaligned player who joined an alignment, and for one who cannot win with some team: that team must outlive them.
rule-rule-wolves-wolfpack-1 = Most werewolf-team players are in the wolfpack too.
rule-rule-wolves-wolfpack-2 = The pack's members know one another and share a secret channel.
rule-rule-wolves-wolfpack-3 = Each night the pack votes one attack.
rule-rule-wolves-wolfpack-4 = A pack member need not be a werewolf.
rule-rule-wolves-wolfpack-5 = Every werewolf-team role is in the pack unless its card says otherwise.
rule-rule-wolves-wolfpack-6 = A pack with no werewolf or lycan left in it is disbanded.
rule-rule-wolves-wolfpack-7 = (The page's text again:) most werewolf-team players are in the pack.
rule-rule-wolves-wolfpack-8 = (Again:) the pack knows one another and shares a channel.
rule-rule-wolves-wolfpack-9 = (Again:) each night the pack votes one attack.
rule-rule-wolves-wolfpack-10 = (Again:) a pack member need not be a werewolf.
rule-rule-wolves-lycans-1 = Most, not all, werewolf-team players are lycans.
rule-rule-wolves-lycans-2 = Lycans matter to roles such as the Priest.
rule-rule-wolves-lycans-3 = Every werewolf-team role is a lycan unless its card says otherwise.
rule-rule-wolves-lycans-4 = Lycans truly are werewolves; allies such as the foxes are not.
rule-rule-wolves-lycans-5 = (Again:) most werewolf-team players are lycans.
rule-rule-wolves-lycans-6 = (Again:) lycans matter to roles such as the Priest.
rule-rule-wolves-lycans-7 = (Again:) lycans truly are werewolves, foxes are not.
rule-rule-ability-types-targeting-list-1 = The Angel's target dies if they voted in the Angel's lynch.
rule-rule-ability-types-targeting-list-2 = The first wolfish non-attack on the Assistant goes to the Assistant's target.
rule-rule-ability-types-targeting-list-3 = A lynched Executioner is spared and their target is lynched instead.
rule-rule-ability-types-targeting-list-4 = An enchanted player's action on the Flute Apprentice goes to the apprentice's target.
rule-rule-ability-types-targeting-list-5 = The Herald names a role and hears when its last holder is killed.
rule-rule-ability-types-targeting-list-6 = The Huntress, killed other than by a direct lynch, attacks her target.
rule-rule-ability-types-targeting-list-7 = The Journalist names a role; a holder of it gets the journal when the Journalist is killed.
rule-rule-ability-types-targeting-list-8 = The Mad Scientist's chosen subject dies with the scientist.
rule-rule-ability-types-targeting-list-9 = The Ranger, killed other than by a direct lynch, reveals the target's role.
rule-rule-ability-types-targeting-list-10 = The Reaper can move the abilities of players not sleepless onto its target.
rule-rule-ability-types-redirections-list-1 = (Redirections:) an enchanted player's action on the Flute Apprentice goes to its target.
rule-rule-ability-types-redirections-list-2 = (Redirections:) the first wolfish non-attack on the Assistant goes elsewhere.
rule-rule-ability-types-redirections-list-3 = (Redirections:) the Reaper moves abilities of players not sleepless.
rule-fortune-teller-b1 = Each night the Fortune Teller may learn one player's role.
rule-fortune-teller-1 = Each night the Fortune Teller may inspect a player.
rule-fortune-teller-2 = The inspection tells the role.
rule-fortune-teller-3 = The inspection takes effect at once.
rule-fortune-teller-4 = It learns more than others, but weak disguises, redirections and blocks reach it.
rule-citizen-b1 = The Citizen has no ability of its own.
rule-citizen-1 = Citizens vote by day on whom they suspect and hope to live through the night.
rule-knowledgeable-wolf-b1 = The Knowledgeable Wolf starts knowing part of the role list.
rule-knowledgeable-wolf-1 = At the start it is told some roles of the list.
rule-knowledgeable-wolf-2 = It needs a partial or private role list and usually learns part of it.
rule-knowledgeable-wolf-3 = The hosts may instead tell it every role in the game.
rule-wolf-b1 = The Wolf has no ability beyond the pack's.
rule-wolf-1 = By day the Wolf plays as anyone; by night it kills with the other werewolves.
rule-undead-b1 = An Undead belongs to the vampire's hidden army and passes for its old role.
rule-undead-b2 = A demonized player killed at night becomes an Undead instead of dying.
rule-undead-1 = An Undead wins with the vampires, when only the underworld is left.
rule-undead-2 = It loses its old role but stays in its old group's channel with an uncounted vote while a true member remains.
rule-undead-3 = A group all of whose members changed role or died is disbanded with its abilities.
rule-guardian-b1 = The Guardian protects the town.
rule-guardian-b2 = With 15 players or fewer it protects one player.
rule-guardian-b3 = That player cannot die by attacks that night.
rule-guardian-b4 = With more than 15 players it protects up to two.
rule-guardian-1 = The protection is chosen at night and lasts that night.
rule-guardian-2 = Never a player a Guardian protected the night before; itself and alternating are allowed.
rule-guardian-3 = Attacks on the protected fail; other deaths still happen.
rule-guardian-4 = Elected on the first full day with a living Mayor and Reporter and no Guardian.
rule-guardian-5 = The protection takes effect at once.
rule-guardian-6 = The Guardian may resign at the end of any phase.
rule-guardian-7 = The office brings a secret channel, kept for later Guardians.
rule-mayor-b1 = The Mayor may write in the story channel.
rule-mayor-b2 = While 15 or fewer are alive, the Mayor's vote counts one extra.
rule-mayor-b3 = With more alive, the Mayor may call a second lynch for the next day instead.
rule-mayor-1 = Nothing can take away or cancel the Mayor's extra vote.
rule-mayor-2 = A negative vote of the Mayor makes the extra vote negative too.
rule-mayor-3 = The Mayor may resign at the end of any phase.
rule-mayor-4 = The office brings a secret channel, kept for later Mayors.
rule-reporter-b1 = The Reporter learns the roles of the dead.
rule-reporter-1 = The Reporter has a secret channel listing the roles of the dead.
rule-reporter-2 = What it lists ignores powers that change how roles look.
rule-reporter-3 = It always lists the role a player was dealt (an example).
rule-reporter-4 = Elected on the first full day with a living Mayor and no Reporter.
rule-reporter-5 = The Reporter may resign at the end of any phase.
rule-reporter-6 = The office brings a secret channel, kept for later Reporters.
rule-amulet-crafter-b1 = When the crafter or the holder dies, the amulet shatters.
rule-amulet-crafter-b2 = A shattering attacks the holder.
rule-amulet-crafter-b3 = After that the amulet is gone for good.
rule-amulet-crafter-b4 = By day the crafter may shatter the amulet on purpose.
rule-amulet-crafter-b5 = The crafter must pass the amulet on Day 0.
rule-amulet-crafter-b6 = Up to three candidates; it goes to the first who never held it.
rule-amulet-crafter-b7 = Naming a candidate is immediate; a failed choice is told at once.
rule-amulet-crafter-b8 = The pass itself happens at the end of the day.
rule-amulet-crafter-b9 = With nobody valid named, it shatters at the end of the day.
rule-amulet-crafter-b10 = Holders learn neither the giver nor earlier holders.
rule-amulet-of-protection-b1 = The amulet is in play when an Amulet Crafter is.
rule-amulet-of-protection-b2 = The crafter holds it first.
rule-amulet-of-protection-b3 = Its holder cannot die by attacks at night and must pass it on by day.
rule-amulet-of-protection-1 = Other deaths still reach the holder.
rule-amulet-of-protection-2 = The holder dying that way shatters it.
rule-amulet-of-protection-3 = Up to three candidates; it goes to the first who never held it.
rule-amulet-of-protection-4 = Naming a candidate is immediate; a failed choice is told at once.
rule-amulet-of-protection-5 = The pass itself happens at the end of the day.
rule-amulet-of-protection-6 = With nobody valid named, it shatters at the end of the day.
rule-amulet-of-protection-7 = A named candidate who dies by day is skipped; with none left it shatters.
rule-amulet-of-protection-8 = Holders learn neither the giver nor earlier holders.
rule-amulet-of-protection-9 = It shatters when the crafter dies or chooses so.
rule-amulet-of-protection-10 = A shattering attacks the holder, by the crafter.
rule-doom-1 = Dooming takes effect at once.
rule-doom-2 = Each kind of Horseman's doom has its own effect.
rule-doom-3 = A doom on another Horseman fails and unites the two in a channel.
rule-doom-4 = The doomed are told, but not by which Horseman.
rule-doom-5 = A player may be doomed again, by any Horseman.
rule-doom-6 = Every doom and its effect vanish once no Horseman is left.
rule-doom-7 = United Horsemen with everyone doomed turn Apocalyptic and attack nightly.
rule-none-b1 = The None exists to remind the hosts they forgot to hand out a role.
rule-none-b2 = After Night 1 the None may kill a Game Master each night.
rule-none-1 = The None should almost never appear: only through a broken bot or a forgotten role.
rule-none-2 = The None wins with any team but the wolves.
rule-none-3 = Killing a Game Master happens at the end of the phase.
rule-substitute-b1 = A substitute player's card.
rule-substitute-1 = A substitute may take over the role of a player who asks to leave.
rule-substitute-2 = Until then the channel is for notes.
rule-apocalyptic-horseman-b1 = By night nothing can kill an Apocalyptic Horseman.
rule-apocalyptic-horseman-b2 = Each night an Apocalyptic Horseman may attack a player.
rule-apocalyptic-horseman-b3 = The Horsemen win once everyone else is dead.
rule-apocalyptic-horseman-1 = Doomsday turns every Horseman Apocalyptic once all are united and the rest doomed.
rule-apocalyptic-horseman-2 = No death of any kind reaches an Apocalyptic Horseman at night.
rule-apocalyptic-horseman-3 = Its attack happens at the end of the night.
rule-horseman-b1 = A plain Horseman takes one of the other Horseman roles when Day 0 ends.
rule-horseman-1 = That role is never the Apocalyptic Horseman.
rule-horseman-2 = Every Horseman may doom a player a night, to its own kind's effect.
rule-horseman-3 = A doom on another Horseman fails and unites the two in one channel.
rule-horseman-4 = The doomed are told, but not by which Horseman.
rule-horseman-5 = A player may be doomed again, by any Horseman.
rule-horseman-6 = United Horsemen with all the rest doomed turn Apocalyptic and attack each night.
rule-horseman-7 = The Horsemen win once everyone else is dead.
rule-horseman-of-death-b1 = Each night the Horseman of Death may doom a player.
rule-horseman-of-death-b2 = The doomed player is marked to die when the following night ends.
rule-horseman-of-death-1 = The doom takes effect at once.
rule-horseman-of-death-2 = That death comes at the end of the next night and is no attack.
rule-horseman-of-death-3 = A doom by the Horseman of Death on another Horseman fails and unites the two.
rule-horseman-of-death-4 = The doomed are told, but not by which Horseman.
rule-horseman-of-death-5 = A player may be doomed again, by any Horseman.
rule-horseman-of-death-6 = The doom's effect outlives the Horseman of Death, not the last Horseman.
rule-horseman-of-death-7 = At Doomsday the Horseman of Death turns Apocalyptic and attacks each night.
rule-horseman-of-death-8 = The Horsemen win once everyone else is dead.
rule-horseman-of-famine-b1 = Each night the Horseman of Famine may doom a player.
rule-horseman-of-famine-b2 = Starved by the doom, the player can no longer be recognised.
rule-horseman-of-famine-b3 = They are seen as a Horseman role from then on.
rule-horseman-of-famine-1 = The doom takes effect at once.
rule-horseman-of-famine-2 = They wear for good a strong disguise as a Horseman role in play when Night 1 began.
rule-horseman-of-famine-3 = A doom by the Horseman of Famine on another Horseman fails and unites the two.
rule-horseman-of-famine-4 = The doomed are told, but not by which Horseman.
rule-horseman-of-famine-5 = A player may be doomed again, by any Horseman.
rule-horseman-of-famine-6 = The doom's effect outlives the Horseman of Famine, not the last Horseman.
rule-horseman-of-famine-7 = At Doomsday the Horseman of Famine turns Apocalyptic and attacks each night.
rule-horseman-of-famine-8 = The Horsemen win once everyone else is dead.
rule-horseman-of-pestilence-b1 = Each night the Horseman of Pestilence may doom a player.
rule-horseman-of-pestilence-b2 = Too sick to act, the player's abilities fail that night and the next day.
rule-horseman-of-pestilence-1 = The doom takes effect at once.
rule-horseman-of-pestilence-2 = Every active ability the player tries fails until the next day ends.
rule-horseman-of-pestilence-3 = So does a group's action the player is picked to carry out.
rule-horseman-of-pestilence-4 = Some such failures look like any other; some abilities cannot otherwise fail.
rule-horseman-of-pestilence-5 = Passive abilities (the Runner's) are untouched.
rule-horseman-of-pestilence-6 = A doom by the Horseman of Pestilence on another Horseman fails and unites the two.
rule-horseman-of-pestilence-7 = The doomed are told, but not by which Horseman.
rule-horseman-of-pestilence-8 = A player may be doomed again, by any Horseman.
rule-horseman-of-pestilence-9 = The doom's effect outlives the Horseman of Pestilence, not the last Horseman.
rule-horseman-of-pestilence-10 = At Doomsday the Horseman of Pestilence turns Apocalyptic and attacks each night.
rule-horseman-of-pestilence-11 = The Horsemen win once everyone else is dead.
rule-horseman-of-war-b1 = Each night the Horseman of War may doom a player.
rule-horseman-of-war-b2 = With war raging, the player loses their vote and cannot be elected the next day.
rule-horseman-of-war-1 = The doom takes effect at once.
rule-horseman-of-war-2 = Their public vote does not count the next day, and their election win elects nobody.
rule-horseman-of-war-3 = A doom by the Horseman of War on another Horseman fails and unites the two.
rule-horseman-of-war-4 = The doomed are told, but not by which Horseman.
rule-horseman-of-war-5 = A player may be doomed again, by any Horseman.
rule-horseman-of-war-6 = The doom's effect outlives the Horseman of War, not the last Horseman.
rule-horseman-of-war-7 = At Doomsday the Horseman of War turns Apocalyptic and attacks each night.
rule-horseman-of-war-8 = The Horsemen win once everyone else is dead.
rule-horsemen-1 = The Horsemen team has two to four players.
rule-horsemen-2 = A Horseman starts as the plain Horseman or a given kind, never Apocalyptic.
rule-horsemen-3 = The Horsemen aim to kill all, but only gain a kill once every aligned player is doomed.
rule-horsemen-4 = Each kind of Horseman's doom has its own effect.
rule-horsemen-5 = Horsemen start as strangers; a doom on another Horseman unites the two instead.
rule-horsemen-6 = United Horsemen keep their powers and share a channel.
rule-horsemen-7 = United Horsemen count as doomed (it matters if they lose the role).
rule-horsemen-8 = A lone Horseman with everyone else doomed turns Apocalyptic.
rule-horsemen-9 = (A pointer to the bot's list of Horsemen.)
rule-angel-b1 = The Angel wins by being lynched.
rule-angel-1 = Winning, the Angel ascends and leaves; the game goes on.
rule-angel-2 = The next lynch is then called off.
rule-angel-3 = The Angel's chosen player dies with the lynch if they voted for the Angel, and all hear it.
rule-angel-4 = The Angel may change the target once a phase, plus one emergency change.
rule-angel-5 = The Angel cannot choose themself.
rule-angel-6 = Choosing the target takes effect at once.
rule-angel-7 = With no valid target, a random voter for the Angel is taken.
rule-angel-8 = Lynched by unusual means, the one responsible dies with the Angel.
rule-angel-9 = If only the Angel voted for itself, it just dies and does not win.
rule-angel-10 = A target who put hidden votes on the Angel counts as valid.
rule-grandma-b1 = Each night the Grandma may pick up to two players.
rule-grandma-b2 = The next day those players cannot vote.
rule-grandma-b3 = That day the Grandma's vote weighs as many as she picked.
rule-grandma-1 = Taking votes away happens at once.
rule-grandma-2 = A picked player's vote is cast but not counted.
rule-grandma-3 = Her vote looks ordinary but may count zero or two.
rule-grandma-4 = The picked players join a private channel where she talks to them anonymously.
rule-grandma-5 = At the end of the day they leave it and their votes return, even with her dead.
rule-grandma-6 = A picked player with several votes (the sentence goes on in grandma.7) …
rule-grandma-7 = … loses only one of them and keeps the rest.
rule-grandma-8 = She still gains just one vote for that player.
rule-grandma-9 = No vote is taken from a player with a negative vote or none (she is told); they still join.
rule-grandma-10 = The Mayor's extra vote cannot be taken.
rule-grandma-11 = The Grandma may pick herself.
rule-grandma-12 = Redirections do not move her picks.
rule-plague-bearer-b1 = The Plague Bearer's disease kills and spreads fast.
rule-plague-bearer-b2 = The Plague Bearer wants every other player dead.
rule-plague-bearer-1 = It starts with rodents carrying the plague.
rule-plague-bearer-2 = One rodent for every five players, rounded.
rule-plague-bearer-3 = Several bearers know each other and pool their rodents.
rule-plague-bearer-4 = Each bearer may spend one rodent a night.
rule-plague-bearer-5 = A rodent set free contaminates another player.
rule-plague-bearer-6 = The contaminated catch the disease.
rule-plague-bearer-7 = The bearer cannot be contaminated.
rule-plague-bearer-8 = A rodent on a player already contaminated is spent, and the bearer told.
rule-plague-bearer-9 = Contaminating takes effect at once.
rule-plague-bearer-10 = The contaminated are contagious until they die.
rule-plague-bearer-11 = Visiting or being visited by a contagious player contaminates at once.
rule-plague-bearer-12 = Any kind of action counts as a visit.
rule-plague-bearer-13 = They are told at the start of the second night after.
rule-plague-bearer-14 = At the end of that night they stop being contagious and die.
rule-plague-bearer-15 = That death is no attack.
rule-plague-bearer-16 = Surviving it, they stay contagious but do not die again of it.
rule-plague-bearer-17 = With no plague-team or plague-channel member left, all contamination ends, silently.
rule-plague-bearer-18 = A rodent on the Plague Doctor fails, kills the doctor (no attack) and is not spent.
rule-plague-bearer-19 = The bearer cannot win while a Plague Doctor lives.
rule-plague-doctor-b1 = The Plague Doctor is nearly immune and wins once the plague team is gone.
rule-plague-doctor-b2 = Each night it may check a player for the plague.
rule-plague-doctor-b3 = It can also cure players.
rule-plague-doctor-1 = Once the plague team is gone, the doctor ascends and wins.
rule-plague-doctor-2 = A dead doctor cannot win.
rule-plague-doctor-3 = Each night it may check a player for symptoms.
rule-plague-doctor-4 = It learns at once whether, and since when, the target has the plague.
rule-plague-doctor-5 = Plague-team members never show symptoms.
rule-plague-doctor-6 = It starts with vials that cure the plague.
rule-plague-doctor-7 = One vial for every five players, rounded.
rule-plague-doctor-8 = Each night it may instead spend a vial to cure a player at once.
rule-plague-doctor-9 = The cured lose the plague and stop being contagious, untold.
rule-plague-doctor-10 = A player already told they have it is past saving.
rule-plague-doctor-11 = A rodent on the doctor kills the doctor at once (no attack).
rule-plague-doctor-12 = Otherwise the doctor is immune.
rule-plague-doctor-13 = The plague team cannot win while a doctor lives.
rule-ravenkeeper-b1 = Each night the Ravenkeeper either places a raven on a player or spies with them.
rule-ravenkeeper-b2 = Spying tells whether players with ravens act on one another.
rule-ravenkeeper-1 = One raven for every five players, rounded down.
rule-ravenkeeper-2 = Each night it may place one raven on another player.
rule-ravenkeeper-3 = A raven may be moved; one on a dead player comes back at once.
rule-ravenkeeper-4 = Placing a raven takes effect at once.
rule-ravenkeeper-5 = Ravens not placed count as on the Ravenkeeper.
rule-ravenkeeper-6 = Instead of placing one, it may spy with its ravens.
rule-ravenkeeper-7 = Choosing to spy takes effect at once.
rule-ravenkeeper-8 = For the rest of the night it hears when a raven's player acts on another's.
rule-ravenkeeper-9 = It learns both names and who acted, not what was done.
rule-ravenkeeper-10 = Redirections reach the Ravenkeeper.
rule-ravenkeeper-11 = Several Ravenkeepers keep separate ravens.
rule-rule-abilities-basics-1 = Abilities work in a few ways.
rule-rule-abilities-basics-2 = End-of-night and end-of-day abilities are carried out when the phase ends.
rule-rule-abilities-basics-3 = The others take effect at once.
rule-rule-abilities-basics-4 = A Game Master carries out an immediate ability as soon as possible.
rule-rule-abilities-immediate-abilities-1 = Most immediate abilities are once a phase.
rule-rule-abilities-immediate-abilities-2 = Targeting abilities usually allow one emergency change a game.
rule-rule-abilities-immediate-abilities-3 = A targeting ability (the sentence goes on in .4) …
rule-rule-abilities-immediate-abilities-4 = … is lost once its main power has been used (the Executioner's).
rule-rule-abilities-delaying-abilities-1 = An immediate ability can be put off in three ways.
rule-rule-abilities-delaying-abilities-2 = Chosen a phase early, it is carried out during its own phase.
rule-rule-abilities-delaying-abilities-3 = The hosts then pick when in that phase, not the player.
rule-rule-abilities-delaying-abilities-4 = On request it may be carried out shortly before the phase ends.
rule-rule-abilities-delaying-abilities-5 = Several such requests keep their order.
rule-rule-abilities-delaying-abilities-6 = Such a request may be withdrawn or made again.
rule-rule-abilities-delaying-abilities-7 = Either kind, and end effects, may carry a condition (an example follows) …
rule-rule-abilities-delaying-abilities-8 = … such as sending something elsewhere if its target is lynched.
rule-rule-abilities-delaying-abilities-9 = The hosts may refuse any condition but a lynch or an election.
rule-rule-abilities-visits-1 = Some rules speak of visits.
rule-rule-abilities-visits-2 = A visit is any use of an ability, between two players.
rule-rule-abilities-visits-3 = A visit always goes from one player to another one.
rule-rule-abilities-visits-4 = An ability reaching several players is several visits at once.
rule-rule-abilities-visits-5 = Role abilities and others alike make visits.
rule-rule-abilities-visits-6 = Targeting counts as a visit, though cards often leave it out.
rule-rule-abilities-visits-7 = An effect's actions visit when it is applied, not when it acts later.
rule-rule-abilities-visits-8 = The visitor is whoever chose to act.
rule-rule-abilities-visits-9 = With no choice made, the holder of the ability's role is the visitor.
rule-rule-abilities-visits-10 = Examples of visits:
rule-rule-abilities-visits-11 = A visit: an Assassin's attack.
rule-rule-abilities-visits-12 = A visit: passing the amulet.
rule-rule-abilities-visits-13 = A visit: a Huntress's targeting.
rule-rule-abilities-visits-14 = A visit: a Huntress's dying shot.
rule-rule-abilities-visits-15 = A visit: a Witch's protection (one visit a player).
rule-rule-abilities-visits-16 = A visit: the cult's attack (from its attacker).
rule-rule-abilities-visits-17 = A visit: an Oracle's check (one visit a player).
rule-rule-abilities-visits-18 = A visit: a Fletcher choosing a customer.
rule-rule-abilities-visits-19 = A visit: a customer choosing a target.
rule-rule-abilities-visits-20 = A visit: an Assistant's redirection (two visits).
rule-rule-abilities-visits-21 = A visit: a Warlock's investigation.
rule-rule-abilities-visits-22 = A visit: a wager recipient selling their soul (two visits).
rule-rule-abilities-visits-23 = A visit: a Guardian's protection.
rule-rule-abilities-visits-24 = A visit: receiving the Devil's wager.
rule-rule-abilities-visits-25 = A visit: eating the Chef's food.
rule-rule-abilities-visits-26 = Not visits:
rule-rule-abilities-visits-27 = Not a visit: a demonized player turned Undead.
rule-rule-abilities-visits-28 = Not a visit: an investigation an enchantment obstructs.
rule-rule-abilities-visits-29 = Not a visit: a death by the plague.
rule-rule-abilities-visits-30 = Not a visit: the amulet stopping an attack.
rule-rule-abilities-visits-31 = Not a visit: an action on oneself.
rule-rule-abilities-visits-32 = (Again:) some rules speak of visits.
rule-rule-abilities-visits-33 = (Again:) a visit is any use of an ability, between two players.
rule-rule-abilities-visits-34 = (Again:) an ability reaching several players may be several visits.
rule-rule-abilities-visits-35 = (Again:) role abilities and others alike make visits (the sentence goes on) …
rule-rule-abilities-visits-36 = … guarding and the Devil's wager among them.
rule-rule-conspiracy-channels-1 = Players may make private channels with whomever they choose.
rule-rule-conspiracy-channels-2 = In them they talk unread by the others.
rule-rule-events-basics-1 = Many events and effects happen in the course of a day.
rule-rule-events-basics-2 = A day is two phases: daytime and nighttime.
rule-rule-events-basics-3 = Many effects happen at the end of a phase.
rule-rule-events-basics-4 = Some happen at once, in the middle of a phase.
rule-rule-events-order-1 = The order of a day's and a night's events.
rule-rule-events-order-2 = Start-of-day effects follow the night's end effects and their consequences, if their user lives.
rule-rule-events-order-3 = Immediate day effects happen during the day.
rule-rule-events-order-4 = A Barber's attack is one (an example).
rule-rule-events-order-5 = The lynch poll closes and a winner is chosen, nothing more.
rule-rule-events-order-6 = The election poll closes and a winner is chosen, nothing more.
rule-rule-events-order-7 = The lynch may then be called off (the Royal Knight).
rule-rule-events-order-8 = The election may then be called off (the Corrupt Wolf).
rule-rule-events-order-9 = The lynch winner is lynched, with its consequences.
rule-rule-events-order-10 = The election winner is elected, with its consequences.
rule-rule-events-order-11 = End-of-day effects (the sentence goes on) …
rule-rule-events-order-12 = … such as the Chef's poison happen, if their user lives.
rule-rule-events-order-13 = Their consequences follow (a poisoning).
rule-rule-events-order-14 = Start-of-night effects (the sentence goes on) …
rule-rule-events-order-15 = … such as the Devil's wager follow the day's end, if their user lives.
rule-rule-events-order-16 = Immediate night effects happen during the night.
rule-rule-events-order-17 = Most investigations are such.
rule-rule-events-order-18 = End-of-night effects happen.
rule-rule-events-order-19 = The pack's attack is one.
rule-rule-events-order-20 = A player alive at this stage carries out their effect even if it kills them.
rule-rule-events-order-21 = Their consequences follow (an attack's).
rule-rule-events-order-22 = Abilities at the same moment follow these rules.
rule-rule-events-order-23 = Non-attacks come before attacks.
rule-rule-events-order-24 = Attacks follow the attack order.
rule-rule-events-order-25 = Non-attacks go in alphabetical order.
rule-rule-events-order-26 = A conflict left is settled by a random draw.
rule-rule-events-order-27 = The day's steps in short.
rule-rule-events-order-28 = The night's steps in short.
rule-rule-role-loss-basics-1 = A player can lose their role in a few ways.
rule-rule-role-loss-basics-2 = Losing a role keeps one's channels but ends its abilities, unless a card says otherwise.
rule-rule-role-loss-current-role-losses-1 = A demonized player who dies becomes an Undead instead.
rule-rule-role-loss-current-role-losses-2 = An Infecting Wolf's target becomes a wolf.
rule-rule-role-loss-current-role-losses-3 = An Infecting Wolf who targets hell's roles becomes an Imp.
rule-rule-role-loss-current-role-losses-4 = A Fortune Apprentice takes the role of a dead town investigator.
rule-rule-role-loss-current-role-losses-5 = The Dog becomes what it chose.
rule-rule-role-loss-current-role-losses-6 = The Cat changes role at that moment too.
rule-rule-role-loss-current-role-losses-7 = A Baker infected by an Infecting Wolf becomes a Bloody Butcher.
rule-rule-role-loss-current-role-losses-8 = The other Bakers become Butchers.
rule-rule-role-loss-current-role-losses-9 = A Butcher infected by an Infecting Wolf becomes a Bloody Butcher.
rule-rule-role-loss-current-role-losses-10 = The Cupid's role changes go their own way.
rule-rule-role-loss-current-role-losses-11 = A Cupid may also change role by the lover's alignment.
rule-rule-role-loss-current-role-losses-12 = (A pointer to the book's page on cupid variants.)
rule-rule-role-loss-current-role-losses-13 = A Cursed Civilian attacked by a wolfish player becomes a wolf.
rule-rule-role-loss-current-role-losses-14 = An Amnesiac becomes another role at the end of Day 1.
rule-rule-the-day-and-nighttime-cycle-daytime-1 = By day players vote in a lynch poll and an election poll.
rule-rule-the-day-and-nighttime-cycle-daytime-2 = At the day's end the most-voted player of the lynch poll dies.
rule-rule-the-day-and-nighttime-cycle-daytime-3 = At once the election's winner takes a public office on top of their role.
rule-rule-the-day-and-nighttime-cycle-daytime-4 = The offices are the Mayor, the Reporter and the Guardian.
rule-rule-the-day-and-nighttime-cycle-nighttime-1 = By night most roles use their own abilities.
rule-rule-the-day-and-nighttime-cycle-nighttime-2 = Night effects are immediate or at the night's end.
rule-rule-ability-types-attacks-2 = An attack tries to kill a player; it may fail (defenses).
rule-rule-ability-types-attacks-3 = The Assassin's and the pack's are the plainest attacks.
rule-rule-ability-types-attacks-4 = Attacks mostly happen at the end of a phase.
rule-rule-ability-types-attacks-5 = A successful attack kills the player.
rule-rule-ability-types-attacks-6 = Most roles that can attack are Killing roles.
rule-rule-ability-types-attacks-7 = Many roles and groups can attack.
rule-rule-ability-types-attacks-8 = Whoever attacks is the attacker.
rule-rule-ability-types-attacks-9 = An attack not stopped becomes a kill, which may itself be stopped.
rule-rule-ability-types-attacks-10 = Most defenses stop attacks; a few stop kills too.
rule-rule-ability-types-attacks-11 = Some roles kill directly, past most defenses.
rule-rule-ability-types-attacks-12 = (A pointer to the page on killing.)
rule-rule-ability-types-attacks-13 = An attack succeeds if it kills anyone, even not the one aimed at.
rule-rule-ability-types-attacks-14 = An attack on a player another simultaneous attack killed still counts as a success.
rule-rule-ability-types-attacks-15 = A group's attack is carried out by a random member who voted for the target.
rule-rule-ability-types-attacks-16 = The group is told who carries it out.
rule-rule-ability-types-attacks-17 = That member alone is the attack's cause, never the group.
rule-rule-ability-types-attacks-18 = (A pointer to the page on attack order.)
rule-rule-ability-types-attacks-19 = (Again:) an attack tries to kill a player and may fail.
rule-rule-ability-types-attacks-20 = (Again:) attacks mostly happen at the end of a phase.
rule-rule-ability-types-attacks-21 = (Again:) most roles that can attack are Killing roles.
rule-rule-ability-types-attacks-order-1 = Several attacks on one player in a night meet the defenses step by step together.
rule-rule-ability-types-attacks-order-2 = All attackers meet absences first, then each further kind of defense in turn.
rule-rule-ability-types-attacks-order-3 = Conflicting attackers are ordered by role priority (the sentence goes on) …
rule-rule-ability-types-attacks-order-4 = … the Assassin before the Priest, say.
rule-rule-ability-types-attacks-order-5 = A conflict left is settled by a random draw.
rule-rule-ability-types-attacks-order-6 = Groups' attacks come before any single role's, in alphabetical order.
rule-rule-ability-types-attacks-order-7 = Several attackers may all succeed on one player.
rule-rule-ability-types-attacks-order-8 = (A pointer to the examples.)
rule-rule-ability-types-attacks-order-examples-1 = The priority of attackers, groups first (a table).
rule-rule-ability-types-attacks-order-examples-2 = Step 1: absences.
rule-rule-ability-types-attacks-order-examples-3 = Step 2: defenses from effects.
rule-rule-ability-types-attacks-order-examples-4 = Step 3: defenses from roles.
rule-rule-ability-types-attacks-order-examples-5 = Step 4: partial defenses.
rule-rule-ability-types-attacks-order-examples-6 = Step 5: role changes a role brings.
rule-rule-ability-types-attacks-order-examples-7 = Step 6: role changes an effect brings.
rule-rule-ability-types-attacks-order-examples-8 = Step 7: death.
rule-rule-ability-types-attacks-order-examples-9 = Examples of each step:
rule-rule-ability-types-attacks-order-examples-10 = Step 1: the Hooker.
rule-rule-ability-types-attacks-order-examples-11 = Step 2: the Witch's potion, the Chef's charmed food, the Devil's soul defense.
rule-rule-ability-types-attacks-order-examples-12 = Step 3: the Scared Wolf, the Runner, the Idiot.
rule-rule-ability-types-attacks-order-examples-13 = Step 4: the Macho.
rule-rule-ability-types-attacks-order-examples-14 = Step 5: the Cursed Civilian.
rule-rule-ability-types-attacks-order-examples-15 = Step 6: the Vampire's demonized.
rule-rule-ability-types-attacks-order-examples-16 = First list the attacks by the role priority.
rule-rule-ability-types-attacks-order-examples-17 = Then go through the defense steps, each for every attack.
rule-rule-ability-types-attacks-order-examples-18 = Two attacks of one kind (the sentence goes on) …
rule-rule-ability-types-attacks-order-examples-19 = … such as two Lone Wolves' are ordered by a random draw.
rule-rule-ability-types-attacks-order-examples-20 = An example with a pack and a Lone Wolf on a Runner.
rule-rule-ability-types-attacks-order-examples-21 = An example with an Assassin and the pack on a demonized Runner.
rule-rule-ability-types-investigation-2 = An investigation gathers information about the game.
rule-rule-ability-types-investigation-3 = Disguises, obstructions and redirections can make it wrong.
rule-rule-ability-types-investigation-4 = The plainest shows a player's role (the sentence goes on) …
rule-rule-ability-types-investigation-5 = … as the Fortune Teller's does; many other kinds exist …
rule-rule-ability-types-investigation-6 = … such as the Oracle's.
rule-rule-ability-types-investigation-7 = Investigations mostly take effect at once.
rule-rule-ability-types-investigation-8 = Roles that investigate are Investigative roles.
rule-rule-ability-types-investigation-9 = (Again:) an investigation gathers information.
rule-rule-ability-types-investigation-10 = (Again:) disguises can make it wrong.
rule-rule-ability-types-investigation-11 = (Again:) roles that investigate are Investigative roles.
rule-rule-ability-types-targeting-2 = Targeting does little by itself.
rule-rule-ability-types-targeting-3 = Roles that cannot time their main power choose its target in advance.
rule-rule-ability-types-targeting-4 = (A pointer to the targeting list.)
rule-rule-ability-types-targeting-5 = The Huntress's dying shot and the Executioner's substitute are examples.
rule-rule-ability-types-targeting-6 = Targeting is immediate, once a phase, with one emergency change.
rule-rule-ability-types-disguises-2 = A disguise changes the role an investigation sees.
rule-rule-ability-types-disguises-3 = A disguise is weak or strong.
rule-rule-ability-types-disguises-4 = The most recent disguise of the kind an investigation reads is the one it sees.
rule-rule-ability-types-disguises-5 = Only investigations of a role, or of an attribute of it, read disguises.
rule-rule-ability-types-disguises-6 = Those reading an alignment see past them.
rule-rule-ability-types-disguises-7 = A permanent disguise is chosen once, mostly at the start.
rule-rule-ability-types-disguises-8 = A semi-permanent one may be changed at will (the sentence goes on) …
rule-rule-ability-types-disguises-9 = … or is laid by another, as Famine's.
rule-rule-ability-types-disguises-10 = A non-permanent one lasts a phase and may be laid on top of others.
rule-rule-ability-types-disguises-11 = An example: a Sneaking Wolf dressed by a Pack Tanner.
rule-rule-ability-types-disguises-12 = That night it wears two disguises.
rule-rule-ability-types-disguises-13 = What a Fortune Teller and an Aura Teller each see of it.
rule-rule-ability-types-disguises-14 = (A pointer to the list of disguises.)
rule-rule-ability-types-disguises-15 = Disguising helps hide from investigations.
rule-rule-ability-types-disguises-16 = Disguises are strong or weak.
rule-rule-ability-types-disguises-17 = Some roles wear a fixed disguise (the sentence goes on) …
rule-rule-ability-types-disguises-18 = … the White Werewolf's, the Devil's; some dress others …
rule-rule-ability-types-disguises-19 = … as the Tanner does.
rule-rule-ability-types-disguises-list-1 = The Devil's disguise: permanent, weak.
rule-rule-ability-types-disguises-list-2 = The Demon's disguise: permanent, weak.
rule-rule-ability-types-disguises-list-3 = The Disguised Fox's disguise: non-permanent, strong.
rule-rule-ability-types-disguises-list-4 = The Psychopath (on itself)'s disguise: semi-permanent, strong.
rule-rule-ability-types-disguises-list-5 = The Psychopath (on others)'s disguise: non-permanent, weak.
rule-rule-ability-types-disguises-list-6 = The Sneaking Wolf's disguise: permanent, strong.
rule-rule-ability-types-disguises-list-7 = The Tanner's disguise: non-permanent, weak.
rule-rule-ability-types-disguises-list-8 = The White Werewolf's disguise: permanent, strong.
rule-rule-ability-types-disguises-list-9 = The Cerberus's disguise: permanent, weak.
rule-rule-ability-types-disguises-list-10 = The Flute Charmer's disguise: semi-permanent, weak.
rule-rule-ability-types-disguises-list-11 = The Hags's disguise: permanent, strong.
rule-rule-ability-types-disguises-list-12 = The Herding Dog's disguise: permanent, strong.
rule-rule-ability-types-disguises-list-13 = The Horseman of Famine's disguise: semi-permanent, strong.
rule-rule-ability-types-disguises-list-14 = The Pack Tanner's disguise: non-permanent, weak.
rule-rule-ability-types-disguises-list-15 = The Shepherd's disguise: permanent, strong.
rule-rule-ability-types-protections-2 = A protection aims to stop attacks.
rule-rule-ability-types-protections-3 = A protected player is defended, not harmed, by attacks.
rule-rule-ability-types-defenses-2 = A defense is a passive ability that escapes a death.
rule-rule-ability-types-defenses-3 = Protections are active abilities granting defenses.
rule-rule-ability-types-defenses-4 = An attack or kill can be stopped in several ways.
rule-rule-ability-types-defenses-5 = They apply in this order:
rule-rule-ability-types-defenses-6 = First absences (the Hooker).
rule-rule-ability-types-defenses-7 = Then defenses from effects (the Witch's potion, the Chef's charmed food).
rule-rule-ability-types-defenses-8 = Then defenses from roles (the Runner, the Scared Wolf).
rule-rule-ability-types-defenses-9 = Then partial defenses (the Macho, the Idiot).
rule-rule-ability-types-defenses-10 = Then role changes a role brings (the Cursed Civilian).
rule-rule-ability-types-defenses-11 = Then role changes an effect brings (demonization).
rule-rule-ability-types-defenses-12 = All six apply to attacks and kills, though most defenses stop attacks only.
rule-rule-ability-types-defenses-13 = A defense is passive, like a protection.
rule-rule-ability-types-defenses-14 = The Scared Wolf, surviving its first attack, is an example.
rule-rule-ability-types-redirections-2 = A redirection moves an attack, investigation or other action onto another player.
rule-rule-ability-types-redirections-3 = Every role but the whisperers' is subject to redirections unless its card says otherwise.
rule-rule-ability-types-redirections-4 = A redirected attacker is not told.
rule-rule-ability-types-redirections-5 = They get the plain failure message.
rule-rule-ability-types-redirections-6 = A redirected action that would reveal something reports a failure.
rule-rule-ability-types-redirections-7 = It still happens, to the new player, but the original target's result is not given.
rule-rule-ability-types-redirections-8 = Any other redirected action happens as if the new player had been chosen.
rule-rule-ability-types-redirections-9 = Nobody is told it landed elsewhere.
rule-rule-ability-types-redirections-10 = It is still the original user's action.
rule-rule-ability-types-redirections-11 = An action may be redirected again and again.
rule-rule-ability-types-redirections-12 = Nothing is redirected onto a dead player: the redirection does not happen.
rule-rule-ability-types-redirections-13 = (A pointer to the list of redirections.)
rule-rule-ability-types-redirections-14 = A redirection changes the player another's ability reaches.
rule-rule-ability-types-redirections-15 = Using an ability on a redirector makes it land on the redirector's choice.
rule-rule-ability-types-killing-2 = A kill, unlike an attack, passes most defenses.
rule-rule-ability-types-killing-3 = Kills are often passive, told only as a death.
rule-rule-ability-types-killing-4 = A few defenses do stop kills.
rule-rule-ability-types-killing-5 = Most roles that can kill are Killing roles.
rule-rule-ability-types-killing-6 = (Again:) a kill passes most defenses.
rule-rule-ability-types-killing-7 = (Again:) most roles that can kill are Killing roles.
rule-rule-ability-types-vote-manipulation-2 = Vote manipulation is any ability that changes voting.
rule-rule-ability-types-vote-manipulation-3 = It comes in three kinds:
rule-rule-ability-types-vote-manipulation-4 = A player's weight on public polls (the sentence goes on) …
rule-rule-ability-types-vote-manipulation-5 = … the Grandma's, the Trickster's.
rule-rule-ability-types-vote-manipulation-6 = A player's weight on private polls (the sentence goes on) …
rule-rule-ability-types-vote-manipulation-7 = … the Alpha Wolf's.
rule-rule-ability-types-vote-manipulation-8 = Extra votes put on a player in public polls (the sentence goes on) …
rule-rule-ability-types-vote-manipulation-9 = … the Stalker's.
rule-rule-ability-types-vote-manipulation-10 = (Again:) vote manipulation changes voting.
rule-rule-ability-types-whispering-2 = Whispering lets a role talk anonymously.
rule-rule-ability-types-whispering-3 = No redirection reaches a whisper.
rule-rule-ability-types-whispering-4 = (A pointer to the list of whisperers.)
rule-rule-ability-types-whispering-5 = The Bartender posts anonymously in public; others whisper to one player.
rule-rule-ability-types-whispering-list-1 = The Bartender whispers to the public tavern channel, at any time.
rule-rule-ability-types-whispering-list-2 = The Chef whispers to their customer in the restaurant, each day.
rule-rule-ability-types-whispering-list-3 = The Devil whispers to the wager channel with the recipient, each night.
rule-rule-ability-types-whispering-list-4 = The Flute Player whispers to the enchanted channel, at any time.
rule-rule-ability-types-whispering-list-5 = The Grandma whispers to the players she picked, each night.
rule-rule-ability-types-whispering-list-6 = The Cerberus whispers to the one offered protection, each night.
rule-rule-ability-types-whispering-list-7 = The Corrupt Wolf whispers to the player it picked, each night.
rule-rule-ability-types-whispering-list-8 = The Herding Dog whispers to one herded player, each night.
rule-rule-ability-types-whispering-list-9 = The Shepherd whispers to the herded channel, at any time.
rule-rule-ability-types-inflicting-2 = Inflicting lays a solo team's effect on a player.
rule-rule-ability-types-inflicting-3 = The pyros' powder and the flute team's enchantment are examples.
rule-rule-ability-types-obstructions-2 = An obstruction helps hide from investigations.
rule-rule-ability-types-obstructions-3 = It skews every result of the investigators it touches, not one player.
rule-rule-ability-types-obstructions-4 = No role is subject to obstructions unless its card says so.
rule-rule-ability-types-obstructions-5 = (A pointer to the list of obstructions.)
rule-rule-ability-types-obstructions-6 = (Again:) an obstruction helps hide from investigations.
rule-rule-ability-types-obstructions-7 = (Again:) it skews the touched investigators' results.
rule-rule-ability-types-obstructions-list-1 = Enchanted investigators often see a wrong result.
rule-rule-ability-types-group-membership-2 = Group membership puts a role's holder in a group.
rule-rule-ability-types-group-membership-3 = Most start in their group (the sentence goes on) …
rule-rule-ability-types-group-membership-4 = … the Baker, the Wolf; some join later, passively …
rule-rule-ability-types-group-membership-5 = … as the Lone Wolf, or by choice …
rule-rule-ability-types-group-membership-6 = … as the Disguised Fox.
rule-rule-ability-types-group-membership-7 = Town roles in a group are Townsfolk Group roles, and likewise for the wolves.
rule-rule-ability-types-group-membership-8 = Solo roles are usually in groups, so not classed apart.
rule-rule-ability-types-group-membership-9 = A player may betray a group by changing role.
rule-rule-ability-types-lynching-2 = Most lynches come from the daily lynch vote.
rule-rule-ability-types-lynching-3 = That is a direct lynch.
rule-rule-ability-types-lynching-4 = Most ways of escaping death do not escape a lynch.
rule-rule-ability-types-lynching-5 = A lynch is like a kill but not the same.
rule-rule-ability-types-lynching-6 = Another role lynching instead of the vote is an indirect lynch.
rule-rule-ability-types-lynching-7 = A lynched Executioner lynching someone else in their place is one.
rule-rule-ability-types-lynching-8 = Both kinds work alike unless a card says otherwise.
rule-rule-ability-types-lynching-9 = Roles that can lynch indirectly are Killing roles.
rule-rule-ability-types-ascension-descension-2 = An unaligned player may leave early, winning (ascension) or losing (descension).
rule-rule-ability-types-ascension-descension-3 = They ascend on meeting their condition, descend when it can no longer be met.
rule-rule-ability-types-ascension-descension-4 = An ascended player counts as dead; a descended one dies.
rule-rule-ability-types-ascension-descension-5 = Either is announced with their role.
rule-assassin-b1 = From Night 2 the Assassin may attack one player a night.
rule-assassin-1 = The Assassin has three attacks in a whole game.
rule-assassin-2 = The attack happens at the end of the night.
rule-huntress-b1 = The Huntress may attack a player with her dying breath.
rule-huntress-1 = The Huntress may choose a target.
rule-huntress-2 = She may change it once a phase, plus one emergency change.
rule-huntress-3 = Dying other than by a direct lynch, she attacks her target.
rule-huntress-4 = The shot is immediate; a hit shows everyone she was the Huntress.
rule-huntress-5 = With no living target, nothing is shot and nothing shown.
rule-runner-b1 = Once a game the Runner escapes a wolfish player's attack.
rule-runner-1 = The escape spares them once; later attacks can kill them.
rule-runner-2 = An attack by anyone not wolfish kills them the first time.
rule-runner-3 = The Runner is told they were attacked.
rule-runner-4 = Escaping the pack, the pack hears their target ran away.
rule-runner-5 = Escaping another wolfish attacker, that attacker hears it.
rule-executioner-b1 = From Day 2, a lynched Executioner is spared and the player he chose hangs instead.
rule-executioner-1 = The Executioner may choose a target.
rule-executioner-2 = He may change it once a phase, plus one emergency change.
rule-executioner-3 = Choosing the target takes effect at once.
rule-executioner-4 = When he would be lynched, his target is lynched (indirectly) instead.
rule-executioner-5 = With no target, he is lynched himself.
rule-executioner-6 = Changing the lynch shows everyone his role, and the target hangs at once.
rule-executioner-7 = It works only once.
rule-executioner-8 = Later lynches of him are ordinary.
rule-stalker-b1 = From Day 2 the Stalker may put two hidden votes on a player in the day's lynch.
rule-stalker-1 = From Day 2 the Stalker may threaten a player.
rule-stalker-2 = The threatened player gets two more hidden votes in the day's lynch poll.
rule-stalker-3 = The votes stay hidden, so the threatened may hang without the most visible votes.
rule-stalker-4 = The threatened player is not told.
rule-stalker-5 = The threat is carried out at the end of the day.
rule-vampire-b1 = The Vampire wins by quietly turning every living player undead.
rule-vampire-b2 = A demonized player killed at night turns undead instead.
rule-vampire-1 = Each night the Vampire may demonize one player.
rule-vampire-2 = On even-numbered nights, a second one.
rule-vampire-3 = The demonized player is not told.
rule-vampire-4 = Never oneself or another of the underworld.
rule-vampire-5 = A demonized player killed at night becomes an Undead.
rule-vampire-6 = The Vampire and the Undead win once everyone alive is one of them.
rule-vampire-7 = Demonizing takes effect at once.
rule-vampire-8 = Several Vampires work together.
rule-vampire-9 = With no underworld-channel member left, nobody stays demonized.
rule-flute-player-b1 = Each night the Flute Player may enchant a number of players.
rule-flute-player-b2 = The flute team wins once everyone alive is enchanted, unaligned or flute.
rule-flute-player-1 = An enchanted player joins, at once, a secret channel of the enchanted, without the Flute Players.
rule-flute-player-2 = The Flute Players read that channel from their own.
rule-flute-player-3 = An enchanted investigator's obstructable check shows a Flute Player three times in five.
rule-flute-player-4 = That effect ends once no flute team or channel member is left.
rule-flute-player-5 = Nobody is told when it ends.
rule-flute-player-6 = One enchantment for every ten players of the game, rounded.
rule-flute-player-7 = No flute team or channel member can be enchanted.
rule-flute-player-8 = With more than one non-apprentice in the flute channel, one for every twenty each.
rule-flute-player-9 = The count is of the players dealt in, not the living.
rule-flute-player-10 = Several Flute Players are one team working together.
rule-flute-player-11 = A Flute Player who loses the role can no longer enchant.
rule-flute-player-12 = The other Flute Players are not told of the role change.
rule-flute-player-13 = The Flute Players are never told how many or whom they have enchanted.
rule-flute-apprentice-b1 = The Flute Apprentice cannot enchant, but becomes a Flute Player once none is left.
rule-flute-apprentice-b2 = It can also redirect the abilities of the enchanted.
rule-flute-apprentice-1 = The Flute Apprentice may choose a target.
rule-flute-apprentice-2 = It may change it once a phase, plus one emergency change.
rule-flute-apprentice-3 = An enchanted player's ability on the apprentice lands on its target instead.
rule-flute-apprentice-4 = The user is not told; the apprentice is told an ability was redirected.
rule-flute-apprentice-5 = With no Flute Player left it becomes one and loses the redirection.
rule-chef-b1 = Each night the Chef picks charmed or poisoned food and a customer.
rule-chef-b2 = Next day the customer may eat it: charmed food keeps them safe that night, poison kills.
rule-chef-b3 = The Chef wins if alive at the end with at least one waiter alive.
rule-chef-1 = At the start of each day the chosen customer is offered the food.
rule-chef-2 = The Chef may talk to them anonymously.
rule-chef-3 = They answer yes or no without knowing which food it is.
rule-chef-4 = Poisoned food eaten kills at the end of that day.
rule-chef-5 = Charmed food eaten keeps them from night attacks the next night.
rule-chef-6 = Its effect ends with that night.
rule-chef-7 = The food and the customer are set at the start of the day.
rule-chef-8 = The eating is carried out at the end of the day.
rule-chef-9 = A Chef who dies by day sends the customer away at once, uneaten.
rule-chef-10 = A customer who has eaten can never be sent food again.
rule-chef-11 = Each game has waiters: one from the town, one from the wolves, one from each solo team.
rule-chef-12 = Waiters are not told; nothing else about them changes.
rule-chef-13 = The waiters are on different teams.
rule-chef-14 = The Chef wins if he and at least one waiter are alive at the end.
rule-chef-15 = He wins with any team, even one that must kill everyone else.
rule-chef-16 = A solo team formed during the game gets no waiter.
rule-chef-17 = When the last waiter dies the Chef leaves the game, descended, a loss.
rule-chef-18 = The Chef may not pick himself as customer.
rule-chef-19 = Redirections do not reach the Chef.

## family 5: plague

rule-plague-carrier-b1 = The Plague Carrier wins with the bearers and shares their channel.
rule-plague-carrier-1 = The Plague Carrier has no ability of its own.
rule-plague-carrier-2 = Copying a Plague Bearer makes a Plague Carrier instead.
rule-plague-carrier-3 = The plague never kills a Plague Carrier, who stays contagious.
rule-plague-carrier-4 = A bearer may not set a rodent on a Plague Carrier.
rule-plague-carrier-5 = The Plague Carrier cannot win while a Plague Doctor lives.
rule-plague-carrier-6 = With the last bearer dead and rodents left, the Plague Carrier is cleared of the plague and becomes a bearer.
rule-plague-carrier-7 = Each phase starts by telling the Plague Carrier how many are contagious.

## family 6: horsemen

rule-WAR = The Horseman of War dooms two players a night: the next day their normal public vote counts nothing and they cannot be elected.

## family 7: wolves

rule-scared-wolf-b1 = The first night attack on the Scared Wolf does not harm them.
rule-scared-wolf-1 = The first attack on the Scared Wolf at night, by anyone, fails.
rule-scared-wolf-2 = The Scared Wolf is told they were attacked.
rule-scared-wolf-3 = The escape works once: later attacks are as on anyone.

## family 12: assassin

rule-Assassin = The Assassin may attack one player at the end of a night from Night 2, three times in a game; a stopped attack still uses one.

## family 13: huntress

rule-Huntress = When the Huntress dies other than by a direct lynch, she attacks her target at once; a hit reveals her role.

## family 14: runner

rule-Runner = The first attack on the Runner by a wolfish player is escaped, and both sides are told.

## family 15: executioner

rule-Executioner = Once, from Day 2, when the Executioner would be lynched his target is lynched in his place and his role is revealed.

## family 16: stalker

rule-Stalker = From Day 2 the Stalker's threat puts two hidden votes against a player in that day's lynch polls; the threat is a visit.

## family 17: underworld

rule-Undead = A demonized player killed at night rises as an Undead instead of dying: no ability, and a win with the underworld.
rule-Vampire = The Vampire demonizes a player each night, two on even nights; the underworld wins when every living player belongs to it.

## family 18: chef

rule-Chef = The Chef sends charmed or poisoned food each night; it is served at the next day's start and eaten, if chosen, before it ends; he wins with a living waiter.

## family 19: flute

rule-Flute_Apprentice = What enchanted players use on the Flute Apprentice lands on the Apprentice's target; with no Flute Player left the Apprentice becomes one.
rule-Flute_Player = Flute Players enchant players each night; the enchanted share a channel; the flute team wins when everyone alive is enchanted, unaligned or flute.
rule-flute-charmer-b1 = The Flute Charmer cannot enchant; each day they may charm a player.
rule-flute-charmer-b2 = With no Flute Player left, the Charmer becomes one.
rule-flute-charmer-1 = The charm is used by day; the charmed player is not told.
rule-flute-charmer-2 = The charm takes effect at once.
rule-flute-charmer-3 = The Charmer learns the target's role; the target is then weakly disguised as a Flute Player.
rule-flute-charmer-4 = Disguises, redirections and obstructions all affect the result.
rule-flute-charmer-5 = The charm and its disguise end once no flute member is left.
rule-flute-charmer-6 = Nobody is told when the charm ends.
rule-flute-charmer-7 = A player both charmed and enchanted loses the charm and its disguise.
rule-flute-charmer-8 = The Charmer may charm themself or a flute member.
rule-flute-charmer-9 = With no Flute Player left, the Charmer becomes one and loses the charm.

## family 20: aura_teller

rule-aura-teller-b1 = Each night the Aura Teller may inspect one player: a threat or not.
rule-aura-teller-1 = The inspection tells whether the player is a threat, never their role.
rule-aura-teller-2 = Lycans and the roles the book classifies as killing show up as threats.
rule-aura-teller-3 = The inspection takes effect at once.
rule-aura-teller-4 = A role that can kill but is neither a lycan nor classified as killing is no threat.
rule-aura-teller-5 = Strong disguises and redirections affect the inspection; weak disguises and obstructions do not.

## family 21: huntsman

rule-huntsman-b1 = Each night the Huntsman may check one player: in the wolfpack or not.
rule-huntsman-1 = The check tells pack membership only, never the player's role.
rule-huntsman-2 = The check takes effect at once.
rule-huntsman-3 = Disguises and obstructions do not affect the check; redirections do.

## family 22: oracle

rule-oracle-b1 = Each night the Oracle may learn whether two players share an alignment.
rule-oracle-b2 = No player can be chosen by the Oracle more than once.
rule-oracle-1 = The Oracle chooses two players a night.
rule-oracle-2 = The Oracle learns only whether the two current alignments match.
rule-oracle-3 = The Oracle may choose itself, but each player only once a game.
rule-oracle-4 = The comparison takes effect at once.
rule-oracle-5 = Players still unaligned match each other; members of different solo teams do not.
rule-oracle-6 = The alignment compared is the current one, which can differ from the start.
rule-oracle-7 = An example of a changed alignment (a lover) from the book.
rule-oracle-8 = Disguises and obstructions do not affect it; redirections do.

## family 23: idiot

rule-idiot-b1 = The Idiot's first death does not happen, but costs them their vote.
rule-idiot-1 = The first lynch, attack or kill on the Idiot does not kill them.
rule-idiot-2 = The Idiot then loses their vote and is told so.
rule-idiot-3 = An Idiot who is Mayor keeps the Mayor's extra vote.

## family 24: child

rule-child-b1 = The day after the Child's death holds two lynches, not one.
rule-child-1 = Each Child death adds one lynch poll to the following day.
rule-child-2 = Several Child deaths add several polls.
rule-child-3 = The same player may be lynched by more than one of the day's polls.
rule-child-4 = A host's example: lynching twice beats a single escape from a lynch.

## family 25: town_crier

rule-town-crier-b1 = The Town Crier starts the game knowing another townsperson's role.
rule-town-crier-1 = At the start the Town Crier learns who one random other townsperson is and their role.
rule-town-crier-2 = The townsperson named is not told.
rule-town-crier-3 = The role told is the true one: no power can change it.

## family 26: macho

rule-macho-b1 = An attacked Macho learns the attacker's name and dies only the next evening.
rule-macho-1 = A night attack leaves the Macho alive until the end of the next day.
rule-macho-2 = Storytime names the Macho and says they were attacked.
rule-macho-3 = The Macho alone learns who attacked them, and may share it or not.
rule-macho-4 = The Macho dies at the end of that day.
rule-macho-5 = A group's attack names the group member who carried it out.
rule-macho-6 = Several attacks in a night: none kills, one attacker is told, at random.
rule-macho-7 = A lynched Macho dies as anyone does.

## family 27: tracking_wolf

rule-tracking-wolf-b1 = Each night the Tracking Wolf may track one player's threat to the pack.
rule-tracking-wolf-1 = The track reads the category of the player's role to rate the threat.
rule-tracking-wolf-2 = The wolf learns the threat level only, never the role or its category.
rule-tracking-wolf-3 = Town and solo roles: investigative and killing are major, power, recruitment and group significant, miscellaneous slight.
rule-tracking-wolf-4 = The pack's own killing roles are a slight threat.
rule-tracking-wolf-5 = Every other werewolf role, and every unaligned role, is no threat.
rule-tracking-wolf-6 = The track takes effect at once.
rule-tracking-wolf-7 = Strong disguises and redirections affect the track; weak disguises and obstructions do not.

## family 28: sneaking_wolf

rule-sneaking-wolf-b1 = Most investigations see the Sneaking Wolf as a Citizen.
rule-sneaking-wolf-1 = The Sneaking Wolf wears a strong Citizen disguise, which the inspections that read disguises see.
rule-sneaking-wolf-2 = Once it loses its role, the wolf no longer shows up as a Citizen.

## family 29: wolf_cub

rule-wolf-cub-b1 = After the Wolf Cub dies, the pack gets an extra attack the following night.
rule-wolf-cub-1 = Each Wolf Cub death gives the surviving pack one more attack the next night.
rule-wolf-cub-2 = The extra attack may target the player the pack already attacks.
rule-wolf-cub-3 = Anyone who ever held the role triggers it on death; losing the role does not.
rule-direwolf-b1 = Alone in the pack, the Direwolf attacks two players a night.
rule-direwolf-1 = A night that starts with the Direwolf the pack's only member has one more attack.
rule-direwolf-2 = Other roles may still change how many attacks happen and who carries them out.

## family 30: alpha_wolf

rule-alpha-wolf-b1 = The Alpha Wolf's vote counts two on the pack's poll.
rule-alpha-wolf-b2 = Once, the Alpha Wolf may decide the pack's attack alone.
rule-alpha-wolf-b3 = The Alpha Wolf never changes alignment.
rule-alpha-wolf-1 = The Alpha's pack vote looks like one vote but is counted as two.
rule-alpha-wolf-2 = Once a game, the Alpha picks the target of one pack attack instead of the pack.
rule-alpha-wolf-3 = With several pack polls in a night, the Alpha picks which to overwrite.
rule-alpha-wolf-4 = With no pack poll, there is nothing to overwrite.
rule-alpha-wolf-5 = The overwrite takes effect at the end of the night; the Alpha attacks.
rule-alpha-wolf-6 = At the end of the night the pack learns its attack was overwritten, and on whom.
rule-alpha-wolf-7 = With the overwrite, the Alpha may have the pack told who they are.
rule-alpha-wolf-8 = The Alpha Wolf's alignment cannot be changed.
rule-alpha-wolf-9 = Every attempt to change it fails.

## family 31: trickster_wolf

rule-trickster-wolf-b1 = The Trickster Wolf's vote counts minus one on every poll.
rule-trickster-wolf-1 = On public and private polls alike, its vote is worth -1.
rule-trickster-wolf-2 = As Mayor, its vote is worth -2.
rule-trickster-wolf-3 = A candidate at zero or fewer votes is not shown on the board.
rule-trickster-wolf-4 = Left the last of the pack, it becomes a regular Wolf and votes normally.

## family 32: saboteur_wolf

rule-saboteur-wolf-b1 = Each night the Saboteur Wolf may keep one player from the next election.
rule-saboteur-wolf-1 = Each night the Saboteur picks one player.
rule-saboteur-wolf-2 = If that player wins the next day's election, nobody is elected.
rule-saboteur-wolf-3 = They may still be lynched and still vote in the election.
rule-saboteur-wolf-4 = Not the same player two nights running; itself and its pack are allowed.
rule-saboteur-wolf-5 = The sabotage takes effect at once.

## family 33: warlock

rule-warlock-b1 = Each night the Warlock may learn one player's role.
rule-warlock-1 = The Warlock inspects one player a night.
rule-warlock-2 = The inspection tells the role the player appears to have.
rule-warlock-3 = The inspection takes effect at once.
rule-warlock-4 = Disguises, redirections and obstructions affect the inspection.
rule-warlock-5 = The Warlock is no lycan and is not in the wolfpack.

## family 34: lone

rule-lone-wolf-b1 = Each night the Lone Wolf may attack one player.
rule-lone-wolf-b2 = The Lone Wolf joins the pack once its first member dies.
rule-lone-wolf-1 = The Lone Wolf is outside the pack: it and the pack do not know each other.
rule-lone-wolf-2 = The Lone Wolf is a lycan all the same.
rule-lone-wolf-3 = Each night the Lone Wolf picks one player.
rule-lone-wolf-4 = A townsfolk-aligned pick is attacked.
rule-lone-wolf-5 = A wolfish pick kills the Lone Wolf instead, by a death that is no attack.
rule-lone-wolf-6 = A pick that is neither is spared, and so is the Lone Wolf.
rule-lone-wolf-7 = Once a pack member dies, the Lone Wolf loses its power and joins the pack.
rule-lone-wolf-8 = The Lone Wolf's attack happens at the end of the night.
rule-lone-warlock-b1 = Each night the Lone Warlock may learn one player's role.
rule-lone-warlock-b2 = The Lone Warlock joins the pack once its first member dies.
rule-lone-warlock-1 = The Lone Warlock inspects one player a night.
rule-lone-warlock-2 = The inspection tells the role the player appears to have.
rule-lone-warlock-3 = The Lone Warlock is a Fortune Teller turned werewolf, alone as a Lone Wolf.
rule-lone-warlock-4 = Once a pack member dies, the Lone Warlock loses its power and joins the pack.
rule-lone-warlock-5 = The inspection takes effect at once.
rule-lone-warlock-6 = Disguises, redirections and obstructions affect the inspection.
rule-lone-warlock-7 = The Lone Warlock is no lycan and is not in the wolfpack.

## family 35: recluse

rule-recluse-b1 = The Recluse is told at once of every power used on them.
rule-recluse-b2 = A werewolf's power on the Recluse comes with the werewolf's name.
rule-recluse-1 = The Recluse learns the role and the power used, not who used it.
rule-recluse-2 = Members of the pack or of the werewolf team are named to the Recluse as well.
rule-recluse-3 = The Recluse is no lycan and is not in the wolfpack.
rule-recluse-4 = An attack on the Recluse by a wolfish player fails.

## family 36: psychic_wolf

rule-psychic-wolf-b1 = Each night the Psychic Wolf may guess one player's role; a right guess is confirmed.
rule-psychic-wolf-1 = Disguises, redirections and obstructions affect the guess.
rule-psychic-wolf-2 = The guess takes effect at once.

## family 37: foxes

rule-rule-wolves-foxes-1 = A fox is a kind of werewolf-team role.
rule-rule-wolves-foxes-2 = A fox plays for the werewolves without being a lycan or in the pack.
rule-rule-wolves-foxes-3 = Every fox may give its own power up to join the pack.
rule-rule-wolves-foxes-4 = A fox that joins the pack becomes a plain Wolf.
rule-rule-wolves-foxes-5 = A fox is a kind of werewolf-team role (the Simplified text).
rule-rule-wolves-foxes-6 = Foxes: werewolves outside the pack, not lycans (the Simplified text).
rule-rule-wolves-foxes-7 = Every fox may join the pack instead (the Simplified text).
rule-rule-wolves-foxes-8 = A fox that joins becomes a plain Wolf (the Simplified text).
rule-clairvoyant-fox-b1 = Each day the Clairvoyant Fox investigates one player; the pack shares the result.
rule-clairvoyant-fox-b2 = Once per game the Clairvoyant Fox may become a Wolf in the pack.
rule-clairvoyant-fox-1 = The Clairvoyant Fox learns the role the player appears to have.
rule-clairvoyant-fox-2 = If the fox lives through the day, the pack hears the result at night.
rule-clairvoyant-fox-3 = The pack hears only the role and that a Clairvoyant Fox found it.
rule-clairvoyant-fox-4 = The Clairvoyant Fox is no lycan and is not in the pack.
rule-clairvoyant-fox-5 = A fox that joins cannot investigate that day, and loses the power.
rule-clairvoyant-fox-6 = Joining and investigating both take effect at once.
rule-clairvoyant-fox-7 = Weak disguises, redirections and obstructions affect the investigation.
rule-archivist-fox-b1 = Each day the Archivist Fox learns roles from two groups; the pack hears one.
rule-archivist-fox-b2 = Once per game the Archivist Fox may join the pack as a Wolf instead.
rule-archivist-fox-1 = The fox names two different groups and learns a listed role from each.
rule-archivist-fox-2 = The fox picks one of them; the pack hears it at night if the fox lives.
rule-archivist-fox-3 = Each entry of the role list is seen at most once, and never the fox's own.
rule-archivist-fox-4 = An exhausted group is reported to the fox; two exhausted groups, to the pack instead.
rule-archivist-fox-5 = Disguises, obstructions and redirections do not touch the Archivist Fox.
rule-archivist-fox-6 = The Archivist Fox is no lycan and is not in the pack.
rule-archivist-fox-7 = Joining and archiving both take effect at once.
rule-disguised-fox-b1 = Each day the Disguised Fox picks a disguise; the pack is told it.
rule-disguised-fox-b2 = Once per game the Disguised Fox may join the pack as a Wolf instead.
rule-disguised-fox-1 = Each day the fox either picks a disguise or joins the pack.
rule-disguised-fox-2 = A fox that picks no disguise is disguised as a Citizen.
rule-disguised-fox-3 = The Disguised Fox's disguise is strong.
rule-disguised-fox-4 = If the fox lives through the day, the pack hears the disguise at night.
rule-disguised-fox-5 = The disguise comes off when each night ends.
rule-disguised-fox-6 = The Disguised Fox is no lycan and is not in the pack.
rule-disguised-fox-7 = A fox that joins picks no disguise for that night, and loses the power.
rule-disguised-fox-8 = Joining and picking a disguise both take effect at once.

## family 38: tanner

rule-tanner-b1 = Each day the Tanner may disguise up to two players as roles of their choice.
rule-tanner-1 = The tans are weak disguises, seen by weak-reading investigations that night.
rule-tanner-2 = The Tanner may tan themself.
rule-tanner-3 = A tan takes effect at once.
rule-tanner-4 = The Tanner learns if at least one player tanned that day is in the pack.
rule-tanner-5 = A tan outlives the Tanner for the night.
rule-tanner-6 = Every tan comes off at the end of the night.
rule-tanner-7 = The Tanner is no lycan, not in the pack, and strong disguises do not fool them.

## family 39: butchers

rule-baker-b1 = A game with a Baker has at least two of them.
rule-baker-b2 = The Bakers share a secret channel.
rule-baker-1 = The Bakers are townsfolk who know, from the start, every player dealt the role.
rule-baker-2 = The Bakers all play for the town and are told they can trust one another.
rule-baker-3 = The Bakers share a private channel to talk in.
rule-baker-4 = A Baker who loses the role keeps the Bakers' channel.
rule-baker-5 = So a former Baker may betray the group.
rule-baker-6 = An infected Baker becomes a Bloody Butcher, not a Wolf.
rule-baker-7 = Then every other Baker becomes a Butcher and is told so.
rule-butcher-b1 = The Butchers are a Baker-like group of which exactly one member is a wolf.
rule-butcher-1 = A game with a Butcher has more than one Butcher.
rule-butcher-2 = The Butchers share a secret channel.
rule-butcher-3 = Exactly one member of the Butchers' group is the Bloody Butcher, a wolf.
rule-butcher-4 = An infected Butcher becomes a Bloody Butcher, not a Wolf.
rule-bloody-butcher-b1 = The Bloody Butcher is the wolves' spy among the Butchers.
rule-bloody-butcher-b2 = The Bloody Butcher is in the pack's channel and the Butchers'.
rule-bloody-butcher-1 = The Bloody Butcher is a pack wolf who is a member of the Butchers' group.
rule-bloody-butcher-2 = The Bloody Butcher betrays the Butchers to gather information.

## family 40: hellhound

rule-hellhound-b1 = A game with a Hellhound has at least two of them.
rule-hellhound-b2 = The Hellhounds share a secret channel.
rule-hellhound-1 = The Hellhounds are pack wolves grouped as the Bakers are.
rule-hellhound-2 = The Hellhounds know one another from the start and may use it as they like.
rule-hellhound-3 = Whether to tell the rest of the pack is the Hellhounds' own choice.
rule-hellhound-4 = A Hellhound's change of role or team disbands the group at once.

## family 41: cult

rule-cult-member-b1 = The cultists share a secret channel to talk in.
rule-cult-member-b2 = The cult votes each night on one player to attack.
rule-cult-member-1 = A Cult Member is in the cult.
rule-cult-member-2 = From Night 2 on, the cult may attack one player a night.
rule-cult-member-3 = Once the Cult Leader is dead, the cult attacks no more.
rule-cult-member-4 = The cult's target is the player most of its members vote for.
rule-cult-member-5 = The cult attacks at the end of the night.
rule-cult-member-6 = A cultist who lost their role still votes in the cult's poll.
rule-cult-leader-b1 = The Cult Leader is a cultist whose death ends the cult's attacks.
rule-cult-leader-1 = The Cult Leader is in the cult.
rule-cult-leader-2 = From Night 2 on, the cult may attack one player a night.
rule-cult-leader-3 = The Cult Leader's death disbands the cult: it attacks no more.
rule-cult-leader-4 = A Cult Leader who loses the role leaves the cult standing until they die.
rule-cult-leader-5 = A cultist who lost their role still votes in the cult's poll.
rule-cult-leader-6 = The cult's target is the player most of its members vote for.
rule-cult-leader-7 = The cult attacks at the end of the night.
rule-cult-acolyte-b1 = The night after a Cult Acolyte dies, the cult has an extra attack.
rule-cult-acolyte-b2 = An Acolyte takes a dead Cult Leader's place.
rule-cult-acolyte-1 = A Cult Acolyte is in the cult.
rule-cult-acolyte-2 = From Night 2 on, the cult may attack one player a night.
rule-cult-acolyte-3 = An Acolyte becomes the Cult Leader when the night after the leader's death starts.
rule-cult-acolyte-4 = Of several Acolytes, one drawn at random becomes the leader.
rule-cult-acolyte-5 = The cult's target is the player most of its members vote for.
rule-cult-acolyte-6 = The cult attacks at the end of the night.
rule-cult-acolyte-7 = A cultist who lost their role still votes in the cult's poll.

## family 42: jury

rule-juror-b1 = The Jurors share a secret channel to talk in.
rule-juror-b2 = Each night the jury votes on one player to investigate.
rule-juror-b3 = A role the jury finds that is not the town's is announced.
rule-juror-1 = A Juror is in the jury.
rule-juror-2 = From Night 2 on, the jury may investigate one player a night.
rule-juror-3 = The jury learns the result at the end of the night.
rule-juror-4 = A result that is not a town role is announced to everyone.
rule-juror-5 = The jury is disbanded once fewer than two Jurors live.
rule-juror-6 = A juror who lost the role still votes in the jury's poll.
rule-juror-7 = A voter for the jury's target, drawn at random, is the investigator.
rule-juror-8 = Weak disguises and obstructions affect the jury's investigation.
rule-juror-9 = Those effects are read as the investigator would meet them.

## family 43: detective

rule-detective-b1 = By day the Detective gathers what players are.
rule-detective-b2 = By night the Detective writes down the role list.
rule-detective-b3 = A right solution makes the Detective a winner.
rule-detective-1 = Each day, either a guess at a player's role or a dead player's final role.
rule-detective-2 = A right guess is confirmed.
rule-detective-3 = No disguise, obstruction or redirection affects the Detective.
rule-detective-4 = Each night the Detective may write down every player and their dealt role.
rule-detective-5 = A right solution ascends: the Detective leaves the game with a win.
rule-detective-6 = A wrong solution tells how many lines were right, not which.
rule-detective-7 = A partial solution never wins.

## family 44: infecting_wolf

rule-infecting-wolf-b1 = On Night 1 the Infecting Wolf turns one player into a wolf.
rule-infecting-wolf-1 = With no choice made on Night 1, a random player is infected.
rule-infecting-wolf-2 = The infection can be used once a game.
rule-infecting-wolf-3 = The infection takes effect at once.
rule-Infecting_Wolf = The Infecting Wolf's infection fails on the pack, the werewolf team and roles that cannot change; on hell it backfires; on a Cupid or a Trickster it makes their wolf.

## family 45: cursed_civilian

rule-cursed-civilian-b1 = A wolfish player's attack turns the Cursed Civilian into a Wolf.
rule-cursed-civilian-1 = The Cursed Civilian plays for the town until the curse turns them.
rule-cursed-civilian-2 = Any other attack or death kills the Cursed Civilian as anyone.

## family 46: devout_villager

rule-devout-villager-b1 = The Devout Villager has no ability and can never change role.
rule-devout-villager-1 = Any ability that would change the Devout Villager's role fails.
rule-devout-villager-2 = An infection of the Devout Villager fails and changes nothing.
rule-devout-villager-3 = A Devout Villager can be demonized, but killed so they die instead of rising.

## family 47: fortune_apprentice

rule-fortune-apprentice-b1 = The Fortune Apprentice takes over the role of the first town investigator to die.
rule-fortune-apprentice-1 = The day after the first town investigator dies or loses their role, the Apprentice becomes that role.
rule-fortune-apprentice-2 = The Apprentice learns neither who held the role nor what they found.
rule-fortune-apprentice-3 = An Apprentice whose role has changed takes nothing over.

## family 48: trickster

rule-trickster-b1 = The Trickster's vote counts minus one on every public poll.
rule-trickster-1 = The Trickster's public vote looks like one vote but is worth -1.
rule-trickster-2 = As Mayor, the Trickster's vote is worth -2.
rule-trickster-3 = A candidate at zero or fewer votes is not shown on the board.
rule-trickster-4 = Once the Trickster loses the role, the vote counts as anyone's.

## family 49: amnesiac

rule-amnesiac-b1 = The Amnesiac does not know their role at first.
rule-amnesiac-b2 = The Amnesiac remembers their role at the end of Day 1.
rule-amnesiac-1 = Until the end of Day 1 the Amnesiac is a plain citizen.
rule-amnesiac-2 = At the end of Day 1 the Amnesiac becomes their remembered role.
rule-amnesiac-3 = The Amnesiac is told three townsfolk roles at the start; one is theirs, and only they hear the three.
rule-amnesiac-4 = A power whose time has passed is used in the next phase of its kind.
rule-amnesiac-5 = The remembered role's groups and starting knowledge come right after the change.

## family 50: witch

rule-witch-b1 = Once a game, at night, the Witch may protect three players for the night.
rule-witch-b2 = Once a game, at night, the Witch may attack one player.
rule-witch-1 = The Witch has two potions: one of life and one of death.
rule-witch-2 = Each night the Witch chooses whether to use either potion.
rule-witch-3 = Each potion can be used only once in the game.
rule-witch-4 = Both potions may be used on the same night.
rule-witch-5 = The potion of life protects the chosen players and the Witch from attacks for the night, at once.
rule-witch-6 = The potion of death attacks one chosen player at the end of the night.

## family 51: priest

rule-priest-b1 = Each night the Priest may throw holy water on one player.
rule-priest-b2 = A lycan so chosen is attacked.
rule-priest-b3 = Otherwise the Priest may die for it.
rule-priest-1 = A lycan hit by the holy water is attacked.
rule-priest-2 = A townsfolk-aligned target kills the Priest instead.
rule-priest-3 = A target neither lycan nor townsfolk is spared, and so is the Priest.
rule-priest-4 = The holy water acts at the end of the night.

## family 52: crowd_seeker

rule-crowd-seeker-b1 = Each night the Crowd Seeker may guess the roles of up to three players.
rule-crowd-seeker-b2 = Each right guess is confirmed.
rule-crowd-seeker-1 = The guesses name up to three different players, a role for each.
rule-crowd-seeker-2 = Several guesses may be on one player; all are made together.
rule-crowd-seeker-3 = Every right guess is confirmed.
rule-crowd-seeker-4 = Weak disguises, redirections and obstructions affect the guesses.
rule-crowd-seeker-5 = The seeking takes effect at once.

## family 53: coroner

rule-coroner-b1 = At every death, the Coroner learns how the player died.
rule-coroner-1 = The Coroner is told every cause of every death.
rule-coroner-2 = Each cause names its type (kill, suicide, lynch, descension) and the role behind it, with the dead player's name but not their role.
rule-coroner-3 = Disguises do not affect the Coroner.

## family 54: barber

rule-barber-b1 = Once a game, by day, the Barber may attack one player at once.
rule-barber-1 = From Day 2 on, once, by day, the Barber may attack another player.
rule-barber-2 = The Barber chooses whether to be revealed.
rule-barber-3 = Revealed, the Barber's name and role are announced; hidden, neither is.
rule-barber-4 = The Barber's attack takes effect at once.
rule-barber-5 = A failed attack does not reveal the Barber.

## family 55: hooker

rule-hooker-b1 = Each night the Hooker may spend the night at another player's house.
rule-hooker-b2 = Attacks on the Hooker miss; attacks at the host's house reach the Hooker.
rule-hooker-1 = Away from home, the Hooker escapes attacks aimed at them but shares the host's attacks.
rule-hooker-2 = Choosing the house takes effect at once.
rule-hooker-3 = The Hooker stays at that house for the rest of the night.
rule-hooker-4 = The Hooker may stay home instead.
rule-hooker-5 = Never the same host two nights in a row.

## family 56: innkeeper

rule-innkeeper-b1 = Each night the Innkeeper may learn how many living players hold a role.
rule-innkeeper-1 = Each night the Innkeeper asks about one role.
rule-innkeeper-2 = The answer is how many living players hold that role.
rule-innkeeper-3 = The count takes effect at once.
rule-innkeeper-4 = Any role may be named, in the game or not.
rule-innkeeper-5 = Strong disguises change the count; weak ones do not.

## family 57: tavern

rule-bartender-b1 = The Bartender may speak in the town square without being named.
rule-bartender-1 = The Bartender has a secret channel of their own.
rule-bartender-2 = Each line in that channel is repeated, unnamed, in the town square.
rule-bartender-3 = A Bartender who loses the role no longer reaches the town square.
rule-bartender-4 = The Bartender is often dealt with the Alcoholic and should stay hidden.
rule-alcoholic-b1 = At night the Alcoholic is away at the tavern: attacks on them miss.
rule-alcoholic-1 = Only attacks miss them at night; other kinds of death still work.
rule-alcoholic-2 = Without a living Bartender the Alcoholic loses this at once.
rule-alcoholic-3 = The Alcoholic dies at the end of the first night that starts with no Bartender.

## family 58: assistant

rule-assistant-b1 = The Assistant may send one werewolf power on to a player they choose.
rule-assistant-b2 = An attack is never sent on.
rule-assistant-1 = The Assistant may choose a player as their target.
rule-assistant-2 = The target may change once a phase, with one emergency change a game.
rule-assistant-3 = A wolfish player's power on the Assistant, not an attack, lands on the target instead; its user is not told.
rule-assistant-4 = The Assistant redirects only once a game.
rule-assistant-5 = The Assistant is told the power was used, not which ability it moved.

## family 59: bard

rule-bard-b1 = Every power used on the Bard is told to everyone in story time.
rule-bard-1 = The powers used on the Bard during a phase are told when the phase ends.
rule-bard-2 = Once the Bard changes role, only the change is told; nothing after it.
rule-bard-3 = The story tells the kind of power, never the role that used it.
rule-bard-4 = No detail of the power is told (a disguise's role, a user).
rule-bard-5 = The kinds: attacked, investigated, disguised, killed, targeted, protected, manipulated, changed role.
rule-bard-6 = A power of none of these kinds is told as itself.
rule-bard-7 = An enchantment or a night spent at the Bard's, for instance, is told as itself.
rule-bard-8 = Nothing used on a dead Bard is told.
rule-bard-9 = Lynches and elections are not told.

## family 60: journalist

rule-journalist-b1 = The Journalist's journal goes to a player of a chosen role on their death.
rule-journalist-1 = The Journalist has a second secret channel, the journal.
rule-journalist-2 = Anything may be written in the journal.
rule-journalist-3 = When the Journalist dies, a player with the named role gets the journal.
rule-journalist-4 = The Journalist names a role and may change it once a phase, with one emergency change.
rule-journalist-5 = Among several holders of the role, one is drawn at random.
rule-journalist-6 = If nobody alive holds the role, nobody gets the journal.
rule-journalist-7 = A Journalist who loses the role loses the journal.

## family 61: exorcist

rule-exorcist-b1 = Each day the Exorcist may rid one player of negative effects.
rule-exorcist-1 = Each day the Exorcist exorcises one player.
rule-exorcist-2 = The solo teams' effects on them are removed; the Exorcist learns which.
rule-exorcist-3 = The exorcism takes effect at once.
rule-exorcist-4 = Nobody is exorcised twice.
rule-exorcist-5 = A role changed by an effect stays changed; the player's other effects go.
rule-exorcist-6 = The members of each team whose effect was removed are told.

## family 62: herald

rule-herald-b1 = The Herald names a role and is told when its last living holder dies.
rule-herald-1 = The Herald may change the role named once a phase at once, with one emergency change for the whole game.
rule-herald-2 = When several die at once, the Herald is not told which of them held the role.
rule-herald-3 = No news comes for a role nobody holds, or when its last holder changes to another role.
rule-herald-4 = Disguises and obstructions do not affect the Herald.
rule-herald-5 = The Herald may use the power again and again.

## family 63: royal_knight

rule-royal-knight-b1 = Once a game, the Royal Knight may cancel the lynch.
rule-royal-knight-1 = From after Day 1, at any time, the Knight may cancel the current lynch, or by night the coming one.
rule-royal-knight-2 = On a day with several lynches, the Knight cancels one, of their choice.
rule-royal-knight-3 = The cancellation takes effect at once.
rule-royal-knight-4 = Everyone learns the lynch was cancelled only when the day ends.
rule-royal-knight-5 = The Knight chooses whether to be revealed.
rule-royal-knight-6 = Revealed, the Knight's name and role are announced; hidden, neither is.

## family 64: medium

rule-medium-b1 = Each night the Medium may put one question to the dead.
rule-medium-1 = By night the Medium has a second secret channel for the question; when the day starts it is locked and a yes/no poll opens.
rule-medium-2 = Every dead player may vote on it during the day.
rule-medium-3 = The dead may belong to any team.
rule-medium-4 = The question must be a plain yes/no question with no hidden meaning.
rule-medium-5 = A dead player who does not vote tells the Medium nothing.
rule-medium-6 = When the day ends the poll closes, the Medium learns the answer, and the channel opens again.

## family 65: ranger

rule-ranger-b1 = The Ranger may name a player to be revealed when the Ranger dies.
rule-ranger-1 = The Ranger may choose a target (never themself), or nobody.
rule-ranger-2 = The Ranger may change the target once a phase, plus one emergency change.
rule-ranger-3 = When the Ranger dies other than by a direct lynch, the target is revealed at once (in the story of that moment).
rule-ranger-4 = Everyone learns the Ranger's role, who the target is, and the target's role.
rule-ranger-5 = With no living target nothing is revealed, the Ranger's role included.
rule-ranger-6 = A strong disguise on the target answers for its role; weak ones do not.

## family 66: fletcher

rule-fletcher-b1 = On Day 0 the Fletcher chooses a customer.
rule-fletcher-b2 = The customer gains a Huntress's abilities unless the Fletcher takes them back.
rule-fletcher-1 = The Fletcher picks the customer at the start of the game.
rule-fletcher-2 = The customer, once chosen, never changes.
rule-fletcher-3 = With no customer chosen when Day 0 ends, one is drawn at random.
rule-fletcher-4 = The Fletcher cannot be their own customer.
rule-fletcher-5 = The customer gains a private channel and a dying shot at a target of their own.
rule-fletcher-6 = While alive, the Fletcher may take the customer's abilities away for good.
rule-fletcher-7 = Choosing and revoking take effect at once.
rule-fletchers-customer-b1 = The Fletcher's Customer may attack a player with their dying breath.
rule-fletchers-customer-1 = The customer may choose a target (never themself), or nobody.
rule-fletchers-customer-2 = The customer may change the target once a phase, plus one emergency change.
rule-fletchers-customer-3 = When the customer dies other than by a direct lynch, they attack their target.
rule-fletchers-customer-4 = The attack happens at once; a hit reveals the player as the customer.
rule-fletchers-customer-5 = With no living target there is no attack and no reveal.
rule-fletchers-customer-6 = While alive, the Fletcher may take the customer's abilities away for good.

## family 67: mad_scientist

rule-mad-scientist-b1 = The Mad Scientist has two test subjects from two different teams.
rule-mad-scientist-b2 = When the Mad Scientist is killed, the chosen subject dies too.
rule-mad-scientist-1 = At the start two players become the scientist's subjects and share a channel with the scientist.
rule-mad-scientist-2 = The subjects are not told who the scientist is.
rule-mad-scientist-3 = Before dying, the scientist chooses one of the two subjects to take along.
rule-mad-scientist-4 = With no subject chosen when the scientist dies, a random one dies.
rule-mad-scientist-5 = The two subjects start on two different teams, neither unaligned.
rule-mad-scientist-6 = The scientist may choose a subject who is already dead.
rule-mad-scientist-7 = The subject dies at once, the moment the scientist dies.
rule-mad-scientist-8 = The kill reveals the Mad Scientist to everyone.
rule-test-subject-b1 = A Test Subject is in the laboratory with the Mad Scientist.
rule-test-subject-1 = The two subjects and the scientist share the laboratory's channel.
rule-test-subject-2 = The scientist must choose one of the two subjects, dead ones included.
rule-test-subject-3 = When the scientist dies, the chosen subject dies.
rule-test-subject-4 = The subjects are not told who the scientist is.
rule-test-subject-5 = The two subjects never start on the same team.

## family 68: hags

rule-hags = The hags: wronged when one is killed, changed or lynched by a team's players; they win with a team that never wronged them once wronged at all, and turn bitter once every remaining team has wronged them.
rule-hag-b1 = The Hag wins with any team that never wronged the coven, once it was wronged.
rule-hag-b2 = The Hag becomes a specific hag at the end of the day.
rule-hag-1 = The Hag is one of the hags.
rule-hag-2 = On Day 0 the Hag may discard one of the three spell roles.
rule-hag-3 = As the day ends the Hag becomes a spell role it did not discard.
rule-hag-4 = The Hag has no spell until it turns.
rule-cautious-hag-b1 = The Cautious Hag wins as the hags do.
rule-cautious-hag-b2 = The Cautious Hag can protect a player.
rule-cautious-hag-1 = The Cautious Hag is one of the hags.
rule-cautious-hag-2 = At night each use of its spell protects a player.
rule-cautious-hag-3 = It may protect itself.
rule-cautious-hag-4 = No redirection moves its protection.
rule-cautious-hag-5 = The protection is immediate.
rule-cautious-hag-6 = A protected player is safe from attacks for the rest of the night.
rule-cautious-hag-7 = A protected hag can neither be killed nor changed by others that night.
rule-cautious-hag-8 = The end of the example of cautious-hag.7 (transformations).
rule-cautious-hag-9 = The Cautious Hag appears as a Hag to every investigation.
rule-prophetic-hag-b1 = The Prophetic Hag wins as the hags do.
rule-prophetic-hag-b2 = The Prophetic Hag can see a player's current alignment.
rule-prophetic-hag-1 = The Prophetic Hag is one of the hags.
rule-prophetic-hag-2 = At night each use of its spell shows another player's alignment.
rule-prophetic-hag-3 = No disguise, obstruction or redirection affects the check.
rule-prophetic-hag-4 = The check is immediate.
rule-prophetic-hag-5 = The Prophetic Hag appears as a Hag to every investigation.
rule-vicious-hag-b1 = The Vicious Hag wins as the hags do.
rule-vicious-hag-b2 = The Vicious Hag can attack another player.
rule-vicious-hag-1 = The Vicious Hag is one of the hags.
rule-vicious-hag-2 = At night each use of its spell attacks another player.
rule-vicious-hag-3 = No redirection moves its attack.
rule-vicious-hag-4 = The attack happens as the night ends.
rule-vicious-hag-5 = The Vicious Hag appears as a Hag to every investigation.
rule-bitter-hag-b1 = Once every remaining team has wronged the coven, the hags turn bitter.
rule-bitter-hag-b2 = The Bitter Hags win when every living player is a hag or unaligned.
rule-bitter-hag-b3 = A Bitter Hag has every hag spell each night.
rule-bitter-hag-1 = The Bitter Hags share a channel.
rule-bitter-hag-2 = Each night a Bitter Hag may protect, check and attack a player each.
rule-bitter-hag-3 = Uses left of the old spell are lost.
rule-bitter-hag-4 = Its spells work as the three hags' do, never redirected or fooled.
rule-bitter-hag-5 = A Bitter Hag is never dealt: only a hag's turning makes one.
rule-bitter-hag-6 = The turning comes at a wronging or when the last unwronging team is gone.
rule-bitter-hag-7 = The Bitter Hag appears as a Hag to every investigation.

## family 69: despot

rule-despot-b1 = An elected Despot wins.
rule-despot-b2 = The day after, no election is held.
rule-despot-1 = The winning Despot ascends and stops playing.
rule-despot-2 = The game goes on after the Despot's win.

## family 70: riding_hood

rule-riding-hood-b1 = The Riding Hood wins when a wolfish player kills them.
rule-riding-hood-1 = The winning Riding Hood ascends and stops playing.
rule-riding-hood-2 = The game goes on after the Riding Hood's win.
rule-riding-hood-3 = A wolfish player's kill is the Riding Hood's win.
rule-riding-hood-4 = Any other death is a loss.
rule-riding-hood-5 = A protected Riding Hood neither dies nor ascends.
rule-riding-hood-6 = After the pack's kill, the pack attacks nobody the next night.
rule-riding-hood-7 = After another wolfish player's kill, that player cannot kill the next night.
rule-riding-hood-8 = With no wolfish player left, the Riding Hood descends and loses.

## family 71: psychopath

rule-psychopath-b1 = The Psychopath starts with a list of a third of the players, rounded up.
rule-psychopath-b2 = It wins once everyone on the list is dead while it lives.
rule-psychopath-1 = The winning Psychopath ascends and stops playing.
rule-psychopath-2 = The game goes on after the Psychopath's win.
rule-psychopath-3 = A dead Psychopath cannot win.
rule-psychopath-4 = Every team of two players or more has a player on the list.
rule-psychopath-5 = The Psychopath may disguise itself strongly as any role.
rule-psychopath-6 = The disguise takes effect at once.
rule-psychopath-7 = One change of disguise a phase, plus one emergency change.
rule-psychopath-8 = A change of role takes the disguise away.
rule-psychopath-9 = Each day it either investigates or weakly disguises a player.
rule-psychopath-10 = Its investigation is fooled by disguises, redirections and obstructions.
rule-psychopath-11 = Its disguise on a player lasts this phase and the next.

## family 72: pets

rule-dog-b1 = On Night 1 the Dog becomes a Journalist, a Cursed Civilian or a Wolf.
rule-dog-1 = The choice is immediate.
rule-dog-2 = A Dog who chose nothing by the night's end becomes a Journalist.
rule-dog-3 = The chosen role's team is the Dog's from then on.
rule-cat-b1 = The Cat becomes the opposite of the Dog's choice at once.
rule-cat-1 = Journalist gives Wolf; Cursed Civilian gives a Psychopath listing the Dog; Wolf gives Journalist.
rule-cat-2 = The Cat changes as soon as the Dog chooses.
rule-cat-3 = Every Cat has a Dog of its own.
rule-cat-4 = Neither the Cat nor the Dog is told the other.

## family 73: corrupt_wolf

rule-corrupt-wolf-b1 = The Corrupt Wolf sets what a player's vote counts on the next day.
rule-corrupt-wolf-1 = Each night the Corrupt Wolf picks a player and a value: 2, 0 or -1.
rule-corrupt-wolf-2 = On the next day that player's public votes count the value picked.
rule-corrupt-wolf-3 = The value replaces the vote's worth; it is not added to it.
rule-corrupt-wolf-4 = A corrupted Mayor still has the Mayor's extra vote.
rule-corrupt-wolf-5 = The corruption takes effect at once.
rule-corrupt-wolf-6 = The Corrupt Wolf may corrupt a packmate.
rule-corrupt-wolf-7 = The next day the Corrupt Wolf whispers unnamed with the player.
rule-corrupt-wolf-8 = The Corrupt Wolf is a lycan in the wolfpack.
rule-corrupt-wolf-9 = No redirection moves the Corrupt Wolf's choice.

## family 74: pack_tanner

rule-pack-tanner-b1 = Each day the Pack Tanner may disguise one player as a role they choose.
rule-pack-tanner-1 = The disguise is weak, seen by weak-reading investigations that night.
rule-pack-tanner-2 = The Pack Tanner may disguise themself, not the same player two days running.
rule-pack-tanner-3 = The disguise takes effect at once.
rule-pack-tanner-4 = The disguise outlives the Pack Tanner for the night.
rule-pack-tanner-5 = The disguise comes off at the end of the night.
rule-pack-tanner-6 = The Pack Tanner is in the wolfpack but is no lycan.

## family 75: rogue_wolf

rule-rogue-wolf-b1 = The Rogue Wolf is a lycan who hunts the other wolves.
rule-rogue-wolf-b2 = The Rogue Wolf may attack on a night after a pack kill.
rule-rogue-wolf-1 = The Rogue Wolf is neither on the werewolf team nor in the pack.
rule-rogue-wolf-2 = The Rogue Wolf is a lycan all the same.
rule-rogue-wolf-3 = Each night the Rogue Wolf learns whether the pack killed the night before.
rule-rogue-wolf-4 = After a night the pack killed, the Rogue Wolf may attack a player.
rule-rogue-wolf-5 = The Rogue Wolf is strongly disguised as the pack's most common role.
rule-rogue-wolf-6 = The Rogue Wolf's attack happens at the end of the night.

## family 76: coyotes

rule-greater-coyote-b1 = The coyotes share a channel outside the pack and know no other wolf.
rule-greater-coyote-b2 = The Greater Coyote's death disbands the coyotes.
rule-greater-coyote-1 = After a night the pack killed no townsperson, the coyotes may attack.
rule-greater-coyote-2 = The coyotes choose their target by a vote.
rule-greater-coyote-3 = When the Greater Coyote dies the coyotes are disbanded.
rule-greater-coyote-4 = The other coyotes lose their powers and join the pack.
rule-greater-coyote-5 = A Greater Coyote changing role does not disband the coyotes.
rule-greater-coyote-6 = A coyote who lost their role still votes on the attack.
rule-greater-coyote-7 = The coyotes attack at the end of the night.
rule-lesser-coyote-b1 = The Lesser Coyote is a coyote outside the pack, knowing no other wolf.
rule-lesser-coyote-1 = The Lesser Coyote knows the other coyotes and shares their channel.
rule-lesser-coyote-2 = The Lesser Coyote is no lycan and not in the pack.
rule-lesser-coyote-3 = When the last Greater Coyote dies, the Lesser Coyote joins the pack.

## family 77: baroness

rule-baroness-b1 = The Baroness learns what other players are told.
rule-baroness-1 = By day the Baroness names an investigative role or one of four others.
rule-baroness-2 = For the next two phases she learns what that role's holders learn.
rule-baroness-3 = With nobody alive in that role, she learns nothing.
rule-baroness-4 = She never names the same role two days running.
rule-baroness-5 = The Baroness is no lycan and not in the wolfpack.
rule-baroness-roles-1 = Four roles outside the Investigative group may be named too.
rule-baroness-roles-2 = Named, the Medium gives away the question and the dead's answer.
rule-baroness-roles-3 = Named, the Tanner gives away the tans and the pack's presence.
rule-baroness-roles-4 = Named, the Innkeeper gives away the role counted and the count.
rule-baroness-roles-5 = Named, the Ravenkeeper gives away the ravens' reports.

## family 78: flock

rule-shepherd-b1 = Each night the Shepherd may herd some players.
rule-shepherd-b2 = The Flock wins once every living player is herded, unaligned or a flock.
rule-shepherd-1 = Herded players join a channel where the Shepherd talks to them unnamed.
rule-shepherd-2 = A herded player's vote counts nothing on public polls.
rule-shepherd-3 = A night attack on a herded player fails once and frees them instead.
rule-shepherd-4 = A herded player is told so.
rule-shepherd-5 = A herded player's attack on the Shepherd fails.
rule-shepherd-6 = By day the Shepherd may free herded players for hidden votes on another.
rule-shepherd-7 = The Shepherd herds one player a night per fifteen dealt, rounded.
rule-shepherd-8 = Nobody in the flock is herded.
rule-shepherd-9 = The count is of the players dealt, not those alive.
rule-shepherd-10 = The Shepherd shares the flock's channel with the Herding Dogs.
rule-shepherd-11 = A Shepherd who loses the role herds no more.
rule-shepherd-12 = The flock is not told of its members' role changes.
rule-shepherd-13 = With no flock left, nobody is herded any more, silently.
rule-herding-dog-b1 = The Herding Dog wins with the Shepherd and shares their channel.
rule-herding-dog-b2 = The Herding Dog talks unnamed with one herded player a night.
rule-herding-dog-b3 = The Herding Dog may sit in the herd's channel as a herded player.
rule-herding-dog-1 = Each night the Herding Dog may fetch a herded player into a channel.
rule-herding-dog-2 = The Shepherd may herd a Herding Dog, who may leave the herd at will.
rule-herding-dog-3 = With no Shepherd alive, a Herding Dog herds a player a night too.
rule-herding-dog-4 = The Shepherd and the Herding Dogs share the flock's channel.
rule-herding-dog-5 = A Herding Dog who loses the role loses its powers but stays herded.
rule-herding-dog-6 = The flock is not told of its members' role changes.

## family 79: pyro

rule-pyromancer-b1 = Each night the Pyromancer powders one player or ignites all the powdered.
rule-pyromancer-1 = A Pyromancer's night holds one move: powder or ignite.
rule-pyromancer-2 = An ignition attacks every powdered player, an attack by the Pyromancer.
rule-pyromancer-3 = Someone who survives the fire is still powdered.
rule-pyromancer-4 = Powder goes on at once; the ignition happens when the night ends.
rule-pyromancer-5 = The Pyromancer may take powder off someone instead of powdering.
rule-pyromancer-6 = The Pyromancer plays for the pyro team and sits in its channel.
rule-pyromancer-7 = The pyros win once nobody else is alive.
rule-wisp-b1 = Each day the Wisp visits someone, setting them alight if they are powdered.
rule-wisp-1 = A Wisp's daily visit to a powdered player sets them alight when the day ends.
rule-wisp-2 = A Wisp's visit to an unpowdered player powders them.
rule-wisp-3 = The Wisp's visit takes effect at once.
rule-wisp-4 = The Wisp learns whether it powdered or attacked only when the day ends.
rule-wisp-5 = The Wisp cannot visit itself.
rule-wisp-6 = The Wisp plays for the pyro team without sitting in the pyro channel.
rule-wisp-7 = The Wisp does not know who else is on its team.
rule-wisp-8 = Set alight by the pyros, a Wisp is told so and does not die.
rule-wisp-9 = Whoever set a Wisp alight learns the target could not burn.
rule-wisp-10 = That news is worded unlike any other failed ignition.
rule-wisp-11 = With the pyro channel empty, each Wisp is told and becomes a Pyromancer in the channel as the next phase starts.
rule-wisp-12 = Every Wisp alive then becomes a Pyromancer, not just one.
rule-firebug-b1 = Each night the Firebug powders one player or wards one.
rule-firebug-1 = A warded player cannot be harmed by attacks that night.
rule-firebug-2 = Someone off the pyro team who attacks a warded player sets themselves and every powdered player alight.
rule-firebug-3 = That backfire is the Firebug's own attack.
rule-firebug-4 = Powder and ward both take effect at once.
rule-firebug-5 = The Firebug may take powder off someone instead of powdering.
rule-firebug-6 = The Firebug plays for the pyro team and sits in its channel.
rule-firebug-7 = The pyros win once nobody else is alive (the Firebug's card).
rule-firebug-8 = Once the last Pyromancer dealt at the start has died, the Firebug is one.

## family 80: white_wolves

rule-white-werewolf-b1 = The White Werewolf must kill the werewolves as well as the town.
rule-white-werewolf-b2 = Every other night the White Werewolf may attack someone in the pack.
rule-white-werewolf-1 = The pack takes the White Werewolf for one of its own.
rule-white-werewolf-2 = The White Werewolf wins only alone: the pack must die too.
rule-white-werewolf-3 = From Night 2, the pack may be attacked every other night.
rule-white-werewolf-4 = A night without that attack leaves the next night open for one.
rule-white-werewolf-5 = The attack on a pack member happens when the night ends.
rule-white-werewolf-6 = With only werewolves and the White Werewolf alive, play goes on until one side is dead.
rule-white-werewolf-7 = The White Werewolf imitates the pack's commonest role outside the Werewolf Group.
rule-white-werewolf-8 = It is strongly disguised as that role and holds its abilities.
rule-white-werewolf-9 = A tie between commonest roles is settled by a random draw.
rule-white-werewolf-10 = A change of role ends the imitation: disguise and abilities go.
rule-white-werewolf-11 = Not on the werewolf team, yet a lycan in the wolfpack.

## family 81: hell

rule-demon-b1 = The Demon shares hell's channel with the Devil and wins with them.
rule-demon-b2 = The Demon spends souls of hell's pool, as the Devil does.
rule-demon-1 = On the first day the Demon may choose a permanent weak disguise (else Citizen).
rule-demon-2 = The Demon's soul joins the pool at the start; they are soulless after.
rule-demon-3 = The Demon spends the pool's souls to protect or to attack.
rule-demon-4 = An attacked Demon is protected by a soul while the pool holds one.
rule-demon-5 = The souls page explains the souls.
rule-demon-6 = Nobody of hell can betray it.
rule-devil-b1 = Each day the Devil may choose who receives the wager.
rule-devil-b2 = The wager's recipient has four options.
rule-devil-b3 = The Devil spends souls of hell's pool.
rule-devil-b4 = Hell wins when everyone alive is soulless, unaligned or of hell.
rule-devil-1 = On the first day the Devil may choose a permanent weak disguise (else Citizen).
rule-devil-2 = The Devil's soul joins the pool at the start; they are soulless after.
rule-devil-3 = The Devil spends the pool's souls to protect or to attack.
rule-devil-4 = An attacked Devil is protected by a soul while the pool holds one.
rule-devil-5 = The souls page explains the souls.
rule-devil-6 = No wager to a soulless player.
rule-devil-7 = The wager is sent as the night starts.
rule-devil-8 = The wager is never redirected.
rule-devil-9 = The Devil and the recipient share an anonymous channel that night.
rule-devil-10 = The recipient may sell their soul to attack or protect, or their identity to learn a role the Devil sees too.
rule-devil-11 = Or the recipient ignores the wager.
rule-devil-12 = Once the Devil dies, the wager does nothing more; the recipient is not told.
rule-devil-13 = The wager page explains the wager.
rule-devil-14 = Nobody of hell can betray it.
rule-imp-b1 = The Imp shares hell's channel with the Devil and wins with them.
rule-imp-1 = An Imp usually comes of copying the Devil.
rule-imp-2 = There is never a second Devil: a copy becomes an Imp.
rule-imp-3 = The Imp wins as the Devil does.
rule-imp-4 = A new Imp's soul joins the pool.
rule-imp-5 = Nobody of hell can betray it.
rule-souls-1 = A soul user may spend a soul to protect a player from every attack tonight.
rule-souls-2 = Spent by day, the protection is for the coming night.
rule-souls-3 = A soul's protection is immediate.
rule-souls-4 = A soul user may spend a soul to attack a player.
rule-souls-5 = A soul's attack is immediate and its death is not explained.
rule-souls-6 = Souls are spent by day and by night.
rule-souls-7 = A soul's failed attack is explained to its user.
rule-souls-8 = A soul user attacked at night is protected by a soul while the pool holds one.
rule-souls-9 = Each attack costs a soul.
rule-souls-10 = Too few souls for several soul users: drawn at random, the Devil first.
rule-souls-11 = Hell learns who was attacked when a soul protects one of them.
rule-wager-1 = The wager's recipient chooses one of four options.
rule-wager-2 = Option one: sell the soul to attack a player.
rule-wager-3 = The sold soul joins the pool at once.
rule-wager-4 = The Devil attacks the chosen player when the night ends.
rule-wager-5 = A player of hell chosen is not attacked (the soul is sold all the same).
rule-wager-6 = The recipient is not told that the attack was not made.
rule-wager-7 = Option two: sell the soul to protect a player.
rule-wager-8 = The sold soul joins the pool at once.
rule-wager-9 = The chosen player is protected from every attack for the rest of the night.
rule-wager-10 = The recipient may protect themself.
rule-wager-11 = Option three: sell the identity to see a player's role.
rule-wager-12 = The check is immediate; the recipient and the Devil see the role.
rule-wager-13 = Then the Devil learns the recipient's role.
rule-wager-14 = Weak disguises count in both checks.
rule-wager-15 = Redirections and obstructions reach the check of the player, not of the recipient.
rule-wager-16 = They are those that would reach the Devil, not the recipient.
rule-wager-17 = Option four: ignore the wager.
rule-wager-18 = The recipient chooses until the night ends; no choice is ignoring it.
rule-wager-19 = The recipient leaves the wager's channel as the night ends.
rule-wager-20 = Once the Devil dies, no wager action happens; the recipient is not told.
rule-wager-21 = A sold soul stays sold; a condemned target may change, or become a protection.
rule-wager-22 = A protection is immediate and final.
rule-cerberus-b1 = The Cerberus shares hell's channel with the Devil and wins with them.
rule-cerberus-b2 = Each day the Cerberus may offer a player protection for their soul.
rule-cerberus-1 = On the first day the Cerberus may choose a permanent weak disguise (else Citizen).
rule-cerberus-2 = The Cerberus's soul joins the pool at the start; they are soulless after.
rule-cerberus-3 = The Cerberus cannot spend the pool's souls.
rule-cerberus-4 = No offer to a soulless player or to tonight's wager recipient.
rule-cerberus-5 = The offer is sent as the night starts.
rule-cerberus-6 = The offer is never redirected.
rule-cerberus-7 = The Cerberus and the recipient share an anonymous channel.
rule-cerberus-8 = The recipient accepts the offer or ignores it.
rule-cerberus-9 = Accepting gives the soul to the pool at once, for good.
rule-cerberus-10 = An accepted recipient's death by attack is the Cerberus's instead; hell learns the attacker and their role.
rule-cerberus-11 = Nobody of hell can betray it.
rule-cerberus-12 = The Cerberus left alone of hell becomes a Demon.

## family 82: cupid

rule-cupid-b1 = The Cupid picks a lover and forms an inseparable couple with them.
rule-cupid-1 = On Night 1 the Cupid must choose another player as their lover.
rule-cupid-2 = A Cupid who has not chosen when Night 1 ends gets a random lover.
rule-cupid-3 = The lover joins the Cupid's channel, and the Cupid learns the lover's role.
rule-cupid-4 = When one member of the couple dies, the other dies too.
rule-cupid-5 = The death of the second lover is announced as the lovers' death.
rule-cupid-6 = Choosing the lover takes effect at once.
rule-cupid-7 = A Cupid's base alignment is the town's.
rule-cupid-8 = A couple of two different bases wins only when both conditions are met.
rule-cupid-9 = A Cupid and a wolf must outlive everyone else (an example).
rule-cupid-10 = A Cupid with a townsfolk lover plays and wins with the town.
rule-cupid-11 = The Cupid is always on the lover's team; no other rule moves them.
rule-cupid-12 = Once the lover is chosen the Cupid is no longer unaligned (unless both are).
rule-cupid-13 = With an unaligned lover the couple plays for the town and may also win by the lover's own win.
rule-cupid-14 = A Cupid who loses the role before choosing gets a random lover at once.
rule-cupid-15 = A Cupid only ever changes role into another kind of Cupid.
rule-cupid-alignment-1 = The book's table of the couples' win conditions (a heading).
rule-cupid-alignment-2 = Each row says who may stay alive beside the couple.
rule-cupid-alignment-3 = Unaligned players may always stay alive beside a couple.
rule-cupid-alignment-4 = With an unaligned lover the couple has two ways to win, either one.
rule-cupid-alignment-5 = When the lover ascends, the Cupid ascends too.
rule-cupid-alignment-6 = The table leaves out an unaligned lover's own second win (a note).
rule-cupid-alignment-7 = Couples a variant makes impossible are listed anyway (a note).
rule-cupid-alignment-8 = A row for Any covers every alignment not listed before it (a note).
rule-cupid-alignment-9 = A Cupid with a townsfolk or unaligned lover wins with the town.
rule-cupid-alignment-10 = A Cupid with a Flute lover may leave only enchanted townsfolk alive.
rule-cupid-alignment-11 = A Cupid with an underworld lover must outlive everyone else.
rule-cupid-alignment-12 = A Cupid with a werewolf lover becomes a Lupine Cupid.
rule-cupid-alignment-13 = A Cupid with a lover of hell becomes a Demonic Cupid.
rule-cupid-alignment-14 = A Cupid with a pyro lover becomes a Flaming Cupid.
rule-cupid-alignment-15 = A Cupid with a plague lover becomes a Plagued Cupid.
rule-cupid-alignment-16 = A Cupid with a hag lover becomes a Cupid Hag.
rule-cupid-alignment-17 = A Cupid with a Horseman lover becomes an Apocalyptic Cupid.
rule-cupid-alignment-18 = A Lupine Cupid and a werewolf must outlive everyone else.
rule-cupid-alignment-19 = A Lupine Cupid always has a werewolf lover.
rule-cupid-alignment-20 = A Flaming Cupid and a pyro lover must outlive everyone else.
rule-cupid-alignment-21 = A Flaming Cupid always has a pyro lover.
rule-cupid-alignment-22 = An Apocalyptic Cupid and a Horseman must outlive everyone else.
rule-cupid-alignment-23 = An Apocalyptic Cupid always has a Horseman lover.
rule-cupid-alignment-24 = A Plagued Cupid and a plague lover must outlive everyone else.
rule-cupid-alignment-25 = A Plagued Cupid always has a plague lover.
rule-cupid-alignment-26 = A Demonic Cupid and a lover of hell win with hell.
rule-cupid-alignment-27 = A Demonic Cupid always has a lover of hell.
rule-cupid-alignment-28 = A Cupid Hag and a hag win with the hags.
rule-cupid-alignment-29 = A Cupid Hag always has a hag lover.
rule-cupid-alignment-30 = An Undead Cupid with a townsfolk, werewolf or solo lover must outlive everyone else.
rule-cupid-alignment-31 = An Undead Cupid with a Flute lover may leave only enchanted underworld players alive.
rule-cupid-alignment-32 = An Undead Cupid with an underworld or unaligned lover wins with the underworld.
rule-cupid-alignment-33 = An Undead Cupid with a lover of hell becomes a Demonic Cupid.
rule-cupid-alignment-34 = A Cupid Wolf with a townsfolk or solo lover must outlive everyone else.
rule-cupid-alignment-35 = A Cupid Wolf with a Flute lover may leave only enchanted werewolves alive.
rule-cupid-alignment-36 = A Cupid Wolf with a werewolf or unaligned lover wins with the werewolves.
rule-cupid-alignment-37 = A Cupid Wolf with a lover of hell becomes a Demonic Cupid.
rule-cupid-variants-1 = A Cupid can never become a role that is no kind of Cupid.
rule-cupid-variants-2 = A change of role that would give a Cupid another role gives a kind of Cupid instead.
rule-cupid-variants-3 = Choosing a lover, or the lover changing alignment, may change the Cupid's role.
rule-cupid-variants-4 = The kinds of Cupid are listed below (a heading).
rule-cupid-wolf-b1 = The Cupid Wolf is a Cupid infected by the Infecting Wolf.
rule-cupid-wolf-1 = A Cupid turned into a wolf in any way becomes a Cupid Wolf.
rule-cupid-wolf-2 = The Cupid Wolf's base alignment is the werewolves'.
rule-cupid-wolf-3 = A Cupid Wolf with a lover of another base wins only when both conditions are met.
rule-cupid-wolf-4 = A Cupid Wolf and a Citizen must outlive everyone else (an example).
rule-cupid-wolf-5 = A Cupid Wolf with a werewolf lover wins with the werewolves.
rule-cupid-wolf-6 = A Cupid Wolf with an unaligned lover wins with the werewolves or by the lover's win.
rule-spectral-cupid-b1 = The Spectral Cupid is a Cupid recruited onto the nightmare team.
rule-spectral-cupid-1 = A Cupid recruited onto the nightmare becomes a Spectral Cupid, not a Spirit.
rule-spectral-cupid-2 = The Spectral Cupid's base alignment is the nightmare's.
rule-spectral-cupid-3 = A Spectral Cupid with a lover of another base wins only when both conditions are met.
rule-spectral-cupid-4 = A Spectral Cupid and a werewolf must outlive everyone else (an example).
rule-spectral-cupid-5 = A Spectral Cupid with a nightmare lover wins with the nightmare.
rule-spectral-cupid-6 = A Spectral Cupid with an unaligned lover wins with the nightmare or by the lover's win.
rule-undead-cupid-b1 = The Undead Cupid is a Cupid that was demonized and then killed.
rule-undead-cupid-1 = A Cupid rising from a demonization becomes an Undead Cupid, not an Undead.
rule-undead-cupid-2 = The Undead Cupid's base alignment is the underworld's.
rule-undead-cupid-3 = An Undead Cupid with a lover of another base wins only when both conditions are met.
rule-undead-cupid-4 = An Undead Cupid and a werewolf must outlive everyone else (an example).
rule-undead-cupid-5 = An Undead Cupid with an underworld lover wins with the underworld.
rule-undead-cupid-6 = An Undead Cupid with an unaligned lover wins with the underworld or by the lover's win.
rule-demonic-cupid-b1 = The Demonic Cupid is a Cupid whose lover is of hell.
rule-demonic-cupid-1 = A Cupid whose lover is or becomes of hell becomes a Demonic Cupid.
rule-demonic-cupid-2 = The Demonic Cupid is a member of hell.
rule-demonic-cupid-3 = Once in hell, the Cupid and the lover can never leave it.
rule-demonic-cupid-4 = A Cupid's soul is lost the moment they become a Demonic Cupid.
rule-demonic-cupid-5 = Hell gains the lost soul for its pool.
rule-lupine-cupid-b1 = The Lupine Cupid is a Cupid whose lover is a werewolf.
rule-lupine-cupid-1 = A Cupid whose lover is or becomes a werewolf becomes a Lupine Cupid.
rule-lupine-cupid-2 = The werewolves cannot kill a Lupine Cupid.
rule-lupine-cupid-3 = An attack by a wolfish player on a Lupine Cupid fails.
rule-lupine-cupid-4 = A Lupine Cupid is a lycan, outside the pack.
rule-lupine-cupid-5 = The Lupine Cupid's win condition is the Cupid's.
rule-flaming-cupid-b1 = The Flaming Cupid is a Cupid whose lover is of the pyro team.
rule-flaming-cupid-1 = A Cupid whose lover is or becomes of the pyro team becomes a Flaming Cupid.
rule-flaming-cupid-2 = The pyro team can neither powder nor ignite a Flaming Cupid.
rule-flaming-cupid-3 = Powder put on a Flaming Cupid by the pyro team fails silently.
rule-flaming-cupid-4 = An attack by the pyro team on a Flaming Cupid fails.
rule-flaming-cupid-5 = The Flaming Cupid's win condition is the Cupid's.
rule-plagued-cupid-b1 = The Plagued Cupid is a Cupid whose lover is of the plague team.
rule-plagued-cupid-1 = A Cupid whose lover is or becomes of the plague team becomes a Plagued Cupid.
rule-plagued-cupid-2 = A contaminated Plagued Cupid never dies of the plague and stays contagious.
rule-plagued-cupid-3 = A Plague Doctor always finds the Plagued Cupid healthy.
rule-plagued-cupid-4 = The Plagued Cupid's win condition is the Cupid's.
rule-apocalyptic-cupid-b1 = The Apocalyptic Cupid is a Cupid whose lover is a Horseman.
rule-apocalyptic-cupid-1 = A Cupid whose lover is or becomes a Horseman becomes an Apocalyptic Cupid.
rule-apocalyptic-cupid-2 = The Horsemen cannot kill an Apocalyptic Cupid.
rule-apocalyptic-cupid-3 = An attack or kill by a Horseman on an Apocalyptic Cupid fails.
rule-apocalyptic-cupid-4 = The Apocalyptic Cupid's win condition is the Cupid's.
rule-cupid-hag-b1 = The Cupid Hag is a Cupid whose lover is a hag.
rule-cupid-hag-1 = A Cupid whose lover is or becomes a hag becomes a Cupid Hag, and may lose it again.
rule-cupid-hag-2 = A Cupid Hag is strongly disguised as a hag and can be wronged like one.
rule-cupid-hag-3 = A Cupid Hag shares the lover's hag win condition, the bitter hags' too.
rule-lover-b1 = A Lover is the player a Cupid chose; the two form an inseparable couple.
rule-lover-1 = Each Cupid chooses their Lover on Night 1.
rule-lover-2 = The Lover joins the Cupid's channel.
rule-lover-3 = When one member of the couple dies, the other dies too.
rule-lover-4 = The death of the second lover is announced as the lovers' death.
rule-lover-5 = The Lover keeps their role; the couple's alignment combines both base alignments.
rule-lover-6 = Two different bases make a couple's own team, winning only when both conditions are met.
rule-lover-7 = A Cupid and a wolf form a solo couple that must outlive everyone (an example).
rule-lover-8 = Two townsfolk bases: the couple plays and wins with the town.
rule-lover-9 = The Lover is always on the Cupid's alignment; no other rule moves them.
rule-lover-10 = The Lover is an extra role held on top of the player's own.
rule-rule-results-win-loss-1 = A game usually ends with one team's win and every other team's loss.
rule-rule-results-win-loss-2 = A team wins once only it and unaligned players are left, or by a rule of its own (the enchanted for the Flute team).
rule-rule-results-win-loss-3 = Some unaligned players leave the game early with a win (ascension) or a loss (descension).
rule-rule-results-win-loss-4 = Wins are looked for at each phase's start and after each immediate action with all its consequences.

## family 83: nightmare

rule-reaper-b1 = The nightmare wins once everyone alive is sleepless, dead or a nightmare.
rule-reaper-b2 = Each night the Reaper may turn a player sleepless.
rule-reaper-b3 = The Reaper may borrow, for a while, the powers of the dead.
rule-reaper-1 = Each night, at once, the Reaper turns one player sleepless.
rule-reaper-2 = A sleepless player is not told.
rule-reaper-3 = A sleepless player's power on the Reaper fails and the Reaper attacks them.
rule-reaper-4 = Anyone else's power on the Reaper goes to the player the Reaper marked.
rule-reaper-5 = The Reaper marks a player only with a power lent by a death.
rule-reaper-6 = With no mark, or a dead one, nothing is redirected.
rule-reaper-7 = As each night starts the Reaper learns the roles of the recently dead.
rule-reaper-8 = Each such death lends the Reaper a power by the dead role's category.
rule-reaper-9 = A dead killing role lends an attack at the end of the night.
rule-reaper-10 = A dead power role lends one more sleepless player, at once.
rule-reaper-11 = A dead investigative role lends a check of a role, fooled by disguises.
rule-reaper-12 = A dead recruitment or align role lends making a Spirit, at once.
rule-reaper-13 = Any other dead role lends choosing a new mark, at once.
rule-reaper-14 = With no nightmare left, nobody is sleepless any more, untold.
rule-spirit-b1 = A Spirit belongs to the Reaper's army and looks like its old role.
rule-spirit-b2 = The Reaper's recruitment makes a Spirit.
rule-spirit-1 = A Spirit wins with the Reaper.
rule-spirit-2 = A Spirit keeps its old groups and votes there while another member lives.
rule-spirit-3 = A Spirit's vote in such a group does not count.
rule-spirit-4 = A group with no member holding its ability any more has lost it.
rule-wraith-b1 = The Wraith wins with the Reaper and shares its channel.
rule-wraith-1 = The Wraith has no power of its own beyond these.
rule-wraith-2 = Whoever copies the Reaper becomes a Wraith.
rule-wraith-3 = A Wraith never turns sleepless.
rule-wraith-4 = A sleepless player's power on a Wraith fails and the Wraith attacks them.
rule-wraith-5 = Choosing a Wraith as a stored target is no such power.
rule-wraith-6 = Once the Reaper is dead, the Wraith turns a player sleepless each night.
