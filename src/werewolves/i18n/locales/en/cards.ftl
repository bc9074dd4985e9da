### The role book's cards: each role's name, summary, description and abilities' help,
### and the teams. Made by scripts/cards_ftl.py from the roles' modules: do not edit the
### English by hand (edit the role, then run the script); translate the other languages.


## team: Couple

team-couple = Couple
team-couple-goal = every other living player is dead, unaligned, or meets both conditions the couple's bases set

## team: Bitter Hags

team-coven = Bitter Hags
team-coven-goal = every living player is a hag or unaligned

## team: Flock

team-flock = Flock
team-flock-goal = every living player is herded, unaligned or in the flock

## team: Flute

team-flute = Flute
team-flute-goal = every living player is enchanted, unaligned or flute

## team: Hell

team-hell = Hell
team-hell-goal = every living player is soulless, unaligned or of hell

## team: Horsemen

team-horsemen = Horsemen
team-horsemen-goal = every living player is a Horseman or unaligned

## team: Nightmare

team-nightmare = Nightmare
team-nightmare-goal = every living player is sleepless or a nightmare

## team: Plague

team-plague = Plague
team-plague-goal = every living player is on the plague team or unaligned

## team: Pyros

team-pyro = Pyros
team-pyro-goal = every living player is on the pyro team or unaligned

## team: Townsfolk

team-town = Townsfolk
team-town-goal = every living player is townsfolk or unaligned

## team: Underworld

team-underworld = Underworld
team-underworld-goal = every living player is on the underworld team or unaligned

## team: White Wolves

team-white_wolves = White Wolves
team-white_wolves-goal = every living player is a White Werewolf or unaligned

## team: Werewolves

team-wolves = Werewolves
team-wolves-goal = every living player is on the werewolf team or unaligned

## the actions every living player has

ability-common-vote = vote to lynch a player (changeable until the day ends)
ability-common-vote2 = vote in the second lynch poll the Mayor called
ability-common-unvote = withdraw your lynch vote
ability-common-elect = vote in today's election
ability-common-pass = name who gets the amulet at the end of the day (up to three, first valid one wins)
ability-common-eat = eat the Chef's food when the day ends (you are not told which food it is)
ability-common-refuse = leave the Chef's food uneaten (the default)
ability-common-vote3 = vote in today's lynch poll 3, on a day that holds one
ability-common-vote4 = vote in today's lynch poll 4, on a day that holds one
ability-common-vote5 = vote in today's lynch poll 5, on a day that holds one
ability-common-vote6 = vote in today's lynch poll 6, on a day that holds one
ability-common-attack2 = vote for the pack's additional attack tonight (a second pack poll)
ability-common-sacrifice = vote in the cult's attack tonight, as a cultist who lost their cult role
ability-common-sacrifice2 = vote for the player the cult attacks a second time tonight, after an Acolyte's death
ability-common-indict = vote in the jury's investigation tonight, as a juror who lost the role
ability-common-answer = answer the question a Medium put to the dead, yes or no, until the day ends
ability-common-aim = as the Fletcher's Customer: choose who your dying shot attacks (one change a phase, one emergency)
ability-common-ambush = vote in the coyotes' attack tonight, as a coyote who lost their coyote role
ability-common-condemn = sell your soul: the Devil attacks this player when the night ends (you may change it)
ability-common-unmask = sell your identity: learn this player's role; the Devil learns it, and yours
ability-common-shelter = sell your soul: this player (perhaps you) is protected from attacks for the rest of the night
ability-common-ignore = ignore the devil's wager
ability-common-accept = accept the offer of protection: your soul for tonight's safety

## Alcoholic (Townsfolk Miscellaneous)

role-alcoholic = Alcoholic
role-alcoholic-summary = At night you drink at the tavern: attacks on you miss, while a Bartender lives.
role-alcoholic-description = Each night, while a Bartender lives, the Alcoholic is away drinking at the tavern: attacks aimed at them fail (other kinds of death do not). Once no Bartender lives the Alcoholic loses this at once, and dies at the end of the first night that starts with no living Bartender. A game cannot deal an Alcoholic without a Bartender.

## Alpha Wolf (Werewolf Killing)

role-alpha_wolf = Alpha Wolf
role-alpha_wolf-summary = A pack wolf whose vote counts two on the pack's polls; once, you may attack in the pack's place; your alignment can never change.
role-alpha_wolf-description = A lycan in the wolfpack. On the pack's polls your vote looks like anyone's but counts two. Once per game, at night, you may overwrite one of the pack's polls (overwrite, or overwrite2 for a second poll that night): at the end of the night you attack your choice yourself, whatever the pack voted, and the pack is told its attack was overwritten and on whom (reveal: and that it was you). Nothing can change your alignment: any attempt fails.
ability-alpha_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked
ability-alpha_wolf-overwrite = once per game: at the end of the night, you attack a player in place of the pack's attack poll (changeable until then)
ability-alpha_wolf-overwrite2 = once per game: at the end of the night, you attack a player in place of the pack's second attack poll (changeable until then)
ability-alpha_wolf-reveal = with tonight's overwrite, the pack also learns it was you, the Alpha Wolf

## Amnesiac (Townsfolk Miscellaneous)

role-amnesiac = Amnesiac
role-amnesiac-summary = You have forgotten your role: you are told three townsfolk roles, and at the end of Day 1 you remember which one is yours.
role-amnesiac-description = Plays for the town. At the start you are told three townsfolk roles; one of them is your real role, which nobody else is told. Until the end of Day 1 you are a plain citizen with no ability; then you remember and become that role, joining its groups and learning what it learns at the start. A power whose first use has passed is yours from the next day or night of its kind.

## Amulet Holder (Townsfolk Killing)

role-amulet_holder = Amulet Holder
role-amulet_holder-summary = You start with the Amulet of Protection; its holder is safe from attacks at night but must pass it on every day.
role-amulet_holder-description = Starts holding the Amulet of Protection. Whoever holds it cannot be killed by attacks at night, and must pass it on each day (Day 0 included): they name up to three candidates, and at the end of the day the amulet goes to the first who never held it. If nobody valid was named, the amulet shatters and kills its holder; it also shatters when the Amulet Holder dies. Nobody is told who gave them the amulet or who held it before. Once per game, by day, the Amulet Holder may shatter it on purpose, attacking its holder.
ability-amulet_holder-shatter = once per game: destroy the amulet, attacking whoever holds it

## Amulet of Protection (Extra Miscellaneous)

role-amulet_of_protection = Amulet of Protection
role-amulet_of_protection-summary = While you hold it, attacks cannot kill you at night; pass it on before the day ends.
role-amulet_of_protection-description = Held on top of the role you were dealt, which you keep. Attacks cannot kill its holder at night (other deaths still can). Each day its holder names up to three candidates, and at the end of the day it goes to the first who never held it; with nobody valid named it shatters, killing its holder, as it does when the Amulet Holder dies. Nobody is told who held it before.
role-amulet_of_protection-handed_out = the Amulet Holder (the book's Amulet Crafter) holds it first, and each holder passes it on by day.
role-amulet_of_protection-status = amulet
ability-amulet_of_protection-pass = name who gets the amulet at the end of the day (up to three, first valid one wins)

## Angel (Unaligned Killing)

role-angel = Angel
role-angel-summary = Get yourself lynched to win; choose who dies with you.
role-angel-description = Unaligned. Wins by being lynched — as long as somebody else voted for the Angel: then the Angel ascends, the game goes on, and the next lynch is cancelled. The Angel may choose a player (never herself) who dies with her if they voted for her (or put invisible votes on her); otherwise a random voter for her dies. If she was lynched by unusual means, whoever brought it about dies instead. One change of target a phase, plus one emergency change a game. If nobody else voted for her, the Angel just dies.
ability-angel-target = choose who dies with you when you are lynched (one change a phase, one emergency)

## Apocalyptic Cupid (Unaligned Align - Cupid)

role-apocalyptic_cupid = Apocalyptic Cupid
role-apocalyptic_cupid-summary = A Cupid whose lover is a Horseman: no Horseman can kill it.
role-apocalyptic_cupid-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid whose lover is a Horseman becomes this: every attack or kill by a Horseman on it fails, and so does a Horseman of Death's doom. Its win condition is the Cupid's.

## Apocalyptic Horseman (Solo Killing - Horsemen Team)

role-apocalyptic_horseman = Apocalyptic Horseman
role-apocalyptic_horseman-summary = You cannot be killed at night; each night, attack a player.
role-apocalyptic_horseman-description = What every Horseman becomes at Doomsday. Cannot be killed in any way during the night; each night may attack one player (resolved at the end of the night). The Horsemen win when everyone else is dead.
ability-apocalyptic_horseman-attack = attack a player

## Archivist Fox (Werewolf Investigative)

role-archivist_fox = Archivist Fox
role-archivist_fox-summary = A fox of the werewolf team, outside the pack: each day, learn a role of the role list from each of two groups, and choose one for the pack. Once per game you may join the pack instead.
role-archivist_fox-description = On the werewolf team but neither a lycan nor in the wolfpack, and neither knows the other. Each day, at once, names two different groups of the role book (archive) and learns a role of the role list from each: every entry of the list is seen once at most, its own never, and a group with none left says so. It then reports one (report; else one is drawn) and, if it lives to the night, the pack is told that role, or that nothing was left. Disguises, redirections and obstructions change nothing. Once per game, on a day it has not archived, it may join the pack instead as a plain Wolf.
ability-archivist_fox-archive = learn a role of the role list from each of two groups of the role book
ability-archivist_fox-report = choose which of today's archived roles the pack is told tonight
ability-archivist_fox-defect = give your power up for good and join the wolfpack as a plain Wolf

## Assassin (Townsfolk Killing)

role-assassin = Assassin
role-assassin-summary = From Night 2, you may attack a player at the end of a night; three times in all.
role-assassin-description = A townsperson with a limited supply of attacks. From the second night on, the Assassin may pick one player a night to attack when the night ends; the choice can be changed until then. Only three attacks can be made in the whole game, and an attack that is stopped (a protection, an ability block) still uses one up. Like every attack, it can be stopped by protections, and the Assassin is only told when it failed. Wins with the town.
ability-assassin-attack = attack a player; you are told if it fails

## Assistant (Townsfolk Miscellaneous)

role-assistant = Assistant
role-assistant-summary = Choose a player: the first wolfish power used on you that is not an attack goes to them instead (once a game).
role-assistant-description = At any time the Assistant may choose a player (never themself), or nobody, and may change the choice once a phase, plus one emergency change a game. Once a game, the first power of a wolfish player that reaches the Assistant and is not an attack lands on that player instead, as if used on them; the wolfish player is not told. The Assistant is told their power was used, but not which ability it moved. Nothing is redirected onto a dead player, onto the power's own user, or while no target is chosen: the power then waits for the next one. Wins with the town.
ability-assistant-target = choose who the first wolfish power used on you (not an attack) is sent on to (one change a phase, one emergency)

## Aura Teller (Townsfolk Investigative)

role-aura_teller = Aura Teller
role-aura_teller-summary = Each night, inspect a player to learn whether they show up as a threat.
role-aura_teller-description = Each night, at once, inspects a player and learns only whether they show up as a threat: lycans and roles the role book classifies as killing roles do; every other role does not, even one that can kill. Strong disguises and redirections can fool or move the inspection; weak disguises and obstructions cannot.
ability-aura_teller-inspect = learn whether a player shows up as a threat (only strong disguises can fool you)

## Baker (Townsfolk Group)

role-baker = Baker
role-baker-summary = You share a secret channel with the other Bakers; you all play for the town.
role-baker-description = A townsperson in the Bakers' group: every Baker knows the others from the start and shares their channel, and all of them play for the town. A Baker who loses the role keeps the channel, so a former Baker may betray the group. An Infecting Wolf's infection makes a Baker a Bloody Butcher, and every other Baker a Butcher. Dealt two or more at a time.

## Barber (Townsfolk Killing)

role-barber = Barber
role-barber-summary = Once a game, from Day 2, attack a player at once by day, hidden or revealed.
role-barber-description = A townsperson with one attack, by day. From Day 2 on, once in the game, the Barber may attack another player at once (shave X hidden, or shave X revealed). Revealed, a successful attack announces the Barber's name and role to everyone; hidden, neither is told. A failed attack (a protection, an escape, a block) reveals nothing, and the Barber is only told it failed; it is spent all the same. Wins with the town.
ability-barber-shave = once a game, by day from Day 2: attack a player at once, hidden or revealed (a revealed hit announces your name and role)

## Bard (Townsfolk Miscellaneous)

role-bard = Bard
role-bard-summary = Every power used on you is told to the whole town at the end of the phase, by its kind only.
role-bard-description = No active ability. Every power another player uses on the living Bard during a phase is told to everyone at the end of that phase, in story time: only its general kind (attacked, investigated, disguised, killed, targeted, protected, manipulated, changed role), never who used it, which role, nor any detail (a disguise's role, a target). A power of no such kind (an enchantment, a night spent at the Bard's) is told by its own name. Votes, lynches and elections are not told. Once the Bard changes role the change is told and nothing after it; nothing used on a dead Bard is told. The story never names the Bard's player.

## Baroness (Werewolf Investigative)

role-baroness = Baroness
role-baroness-summary = A werewolf outside the pack: each day name a role, and learn what its holders learn the night and day after.
role-baroness-description = On the werewolf team but neither a lycan nor in the wolfpack. Each day, at once, may name an investigative role, or the Medium, the Tanner, the Innkeeper or the Ravenkeeper (never the role named the day before): at the end of the coming night and of the day after, learns what every player holding that role was told privately in that phase (not who they are). With nobody holding it, learns nothing.
ability-baroness-eavesdrop = name a role: for the night and day after today, learn what its holders learn

## Bartender (Townsfolk Miscellaneous)

role-bartender = Bartender
role-bartender-summary = Speak in the town square without your name: say it in your bar channel.
role-bartender-description = The Bartender has a secret channel of their own, the bar: every line said there is repeated in the town square as a voice from the bar, naming nobody. A Bartender who loses the role keeps the channel, but it no longer reaches the square. While a Bartender lives, the Alcoholic is safe at the tavern at night.

## Bitter Hag (Unaligned Killing)

role-bitter_hag = Bitter Hag
role-bitter_hag-summary = The coven's revenge: each night protect, foresee and attack a player.
role-bitter_hag-description = Made when every team left in the game has wronged the coven: all living hags turn into Bitter Hags, who share a channel and win when every living player is a hag or unaligned. Each night a Bitter Hag may protect, learn the alignment of, and attack one player each. Strongly disguised as a Hag; never dealt.
ability-bitter_hag-shield = protect a player (yourself too) from attacks tonight
ability-bitter_hag-foresee = learn the current alignment of another player
ability-bitter_hag-hex = attack a player; you are told if it fails

## Bloody Butcher (Werewolf Group)

role-bloody_butcher = Bloody Butcher
role-bloody_butcher-summary = A pack wolf hidden among the Butchers: you are in both channels.
role-bloody_butcher-description = A lycan in the wolfpack who is also a member of the Butchers' group: the spy among them, in both the pack's channel and the Butchers'. Votes with the pack at night. Dealt with two Butchers or more.
ability-bloody_butcher-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Butcher (Townsfolk Group)

role-butcher = Butcher
role-butcher-summary = You share a secret channel with the other Butchers; exactly one of them is a wolf.
role-butcher-description = A townsperson in the Butchers' group: every Butcher knows the others from the start and shares their channel, but exactly one member of the group is the Bloody Butcher, a wolf. An Infecting Wolf's infection makes a Butcher a Bloody Butcher. Dealt two or more at a time, with exactly one Bloody Butcher.

## Cat (Unaligned Align)

role-cat = Cat
role-cat-summary = When your Dog chooses on Night 1, you become the opposite role.
role-cat-description = Unaligned until its Dog chooses on Night 1; it then becomes at once the opposite: a Wolf for a Journalist, a Psychopath (with the Dog on its list) for a Cursed Civilian, a Journalist for a Wolf. Every Cat has a Dog; neither knows the other.

## Cautious Hag (Unaligned Power)

role-cautious_hag = Cautious Hag
role-cautious_hag-summary = One of the hags: spend your spell's uses to protect players (yourself too).
role-cautious_hag-description = Unaligned, one of the hags: win beside the team that wins, if the coven has been wronged at least once and that team never wronged it; a dead hag wins too while one hag lives. At night, at once, each use of its spell protects a player from attacks for the night (a hag so protected cannot be killed or changed either). One use, one more each time the coven is wronged. Strongly disguised as a Hag.
ability-cautious_hag-shield = spend a use of your spell: protect a player (yourself too) from attacks tonight

## Cerberus (Solo Power - Hell Team)

role-cerberus = Cerberus
role-cerberus-summary = Each day, offer a player protection for their soul; if they are killed, you die in their place.
role-cerberus-description = Solo, the hell team, in its channel with the Devil. Gives their soul to the pool at the start but cannot spend the pool's souls; wears a weak Citizen disguise, or a role chosen on the first day. Each day may choose a player with a soul (not the one who gets tonight's wager) to receive an offer of protection when the night starts. A recipient who accepts gives their soul to the pool at once; if an attack would kill them that night, the Cerberus dies instead and hell learns who attacked, and their role. The last living member of hell, the Cerberus becomes a Demon.
ability-cerberus-masquerade = choose the role you are weakly disguised as for the whole game (first day only)
ability-cerberus-offer = choose who receives your offer of protection (for their soul) when the night starts

## Chef (Unaligned Power)

role-chef = Chef
role-chef-summary = Each night send charmed or poisoned food to a player; stay alive with one of your hidden waiters to win with whoever wins.
role-chef-description = Unaligned. Each night the Chef picks a customer (never himself, never someone who has eaten before) and a food, charmed or poisoned. If the Chef is alive at the start of the next day, the customer joins him in the restaurant channel, where the Chef speaks unnamed, and may choose to eat before the day ends without knowing which food it is. Poisoned food kills the eater at the end of that day; charmed food keeps them safe from attacks during the next night. Eating is a visit from the customer to the Chef. If the Chef dies during the day, the customer leaves without eating. Some players are secretly his waiters: one from the townsfolk, one from the werewolves and one from each solo team. The Chef wins with any team if he and at least one waiter are alive when the game ends; when the last waiter dies he descends and loses. Redirections never affect him.
ability-chef-charm = send charmed food to a player; it is served tomorrow morning
ability-chef-poison = send poisoned food to a player; it is served tomorrow morning

## Child (Townsfolk Miscellaneous)

role-child = Child
role-child-summary = The day after you die, the town holds one more lynch.
role-child-description = A townsperson with no ability to use. Whenever a Child dies, the next day holds one extra lynch poll beside the usual one (two Child deaths, two extra polls), each counted and carried out on its own; the same player may be lynched by more than one, which matters for a player who survives a single lynch.

## Citizen (Townsfolk Miscellaneous)

role-citizen = Citizen
role-citizen-summary = You have no special ability: find the wolves and lynch them.
role-citizen-description = A plain townsperson. Wins with the town.

## Clairvoyant Fox (Werewolf Investigative)

role-clairvoyant_fox = Clairvoyant Fox
role-clairvoyant_fox-summary = A fox of the werewolf team, outside the pack: each day, investigate a player; the pack learns the role tonight if you live. Once per game you may join the pack instead.
role-clairvoyant_fox-description = On the werewolf team but neither a lycan nor in the wolfpack, and neither knows the other. Each day, at once, learns the role a player appears to have (weak disguises, redirections, blocks and obstructions count); if the fox lives to the night, the pack is told the role found, not whose it is. Once per game, on a day it has not investigated, it may join the pack instead and become a plain Wolf (defect).
ability-clairvoyant_fox-investigate = learn the role a player appears to have; the pack is told it tonight if you live
ability-clairvoyant_fox-defect = give your power up for good and join the wolfpack as a plain Wolf

## Coroner (Townsfolk Miscellaneous)

role-coroner = Coroner
role-coroner-summary = At every death you learn how the player died: each cause and the role behind it.
role-coroner-description = A townsperson with no action. Whenever a player dies, the Coroner is told their name (never their role) and every cause of the death: its type (a kill, a suicide, a lynch or a descension) and the role of whoever caused it, when someone did; a pack's attack names the role of the member who made it. Disguises do not fool the Coroner. Wins with the town.

## Corrupt Wolf (Werewolf Power)

role-corrupt_wolf = Corrupt Wolf
role-corrupt_wolf-summary = A pack wolf who, each night, sets what one player's vote counts tomorrow: 2, 0 or -1.
role-corrupt_wolf-description = A lycan in the wolfpack. Each night, at once, may pick a player (a packmate or themself too) and a value, 2, 0 or -1: on the next day's public polls that player's vote counts that value instead of its own (a Mayor still adds the extra vote). During that day the Corrupt Wolf and the player share a whisper channel where the wolf's lines are unnamed. Redirections never move the choice.
ability-corrupt_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked
ability-corrupt_wolf-corrupt = set what a player's vote counts tomorrow on the public polls: 2, 0 or -1

## Crowd Seeker (Townsfolk Investigative)

role-crowd_seeker = Crowd Seeker
role-crowd_seeker-summary = Each night, guess three players' roles at once: each right guess is confirmed.
role-crowd_seeker-description = Each night, at once, names three players and a role for each (seek A B C ROLE ROLE ROLE); the same player may be named more than once with different roles. Each right guess is confirmed; a wrong one is only not confirmed. The guesses are checked against the role each player appears to have, so disguises (weak ones too), redirections, obstructions and ability blocks can fool, move or stop them. Wins with the town.
ability-crowd_seeker-seek = guess three players' roles at once (a player may be named again with another role): each right guess is confirmed

## Cult Acolyte (Townsfolk Group)

role-cult_acolyte = Cult Acolyte
role-cult_acolyte-summary = You are in the cult: it votes each night from Night 2 to attack a player; if its leader dies you take the lead, and your death gives it an extra attack.
role-cult_acolyte-description = A townsperson in the cult, voting in its nightly attack (sacrifice) from Night 2 like a Cult Member. When the Cult Leader dies, the cult is not disbanded while an Acolyte lives: when the next night starts one living Acolyte (drawn at random when there are several) becomes the Cult Leader. The night after an Acolyte dies, the cult has a second attack (sacrifice2). Only dealt with a Cult Leader.
ability-cult_acolyte-sacrifice = vote in the cult's attack: its most-voted player is attacked

## Cult Leader (Townsfolk Killing)

role-cult_leader = Cult Leader
role-cult_leader-summary = You lead the cult: from Night 2 it votes each night to attack a player, until you die.
role-cult_leader-description = A townsperson in the cult: every cultist knows the others from the start and shares their channel. From Night 2 on, the cult votes each night on one player to attack (sacrifice); the most-voted player is attacked at the end of the night by one of those who voted for them, drawn at random (a tie attacks nobody). When the player dealt the Cult Leader dies, even after losing the role, the cult is disbanded: its channel closes and it attacks no more. Cultists who lose their role still vote. Dealt once, in every game with a Cult Member.
ability-cult_leader-sacrifice = vote in the cult's attack: its most-voted player is attacked

## Cult Member (Townsfolk Group)

role-cult_member = Cult Member
role-cult_member-summary = You are in the cult: from Night 2 it votes each night to attack a player.
role-cult_member-description = A townsperson in the cult: every cultist knows the others from the start and shares their channel. From Night 2 on, the cult votes each night on one player to attack (sacrifice), at the end of the night, as the wolfpack does. When the Cult Leader dies, the cult is disbanded and attacks no more. A cultist who loses the role keeps the channel and the vote. Only dealt with a Cult Leader.
ability-cult_member-sacrifice = vote in the cult's attack: its most-voted player is attacked

## Cupid (Unaligned Align - Cupid)

role-cupid = Cupid
role-cupid-summary = On Night 1 you choose a lover; the two of you win together and die together.
role-cupid-description = On Night 1 the Cupid chooses another player as their lover (love), at once; with no choice made by the end of the night, a random player becomes the lover. The Lover is an extra role held on top of the player's own: the couple shares a secret channel, the Cupid learns the lover's role, and when one of them dies the other dies too. The Cupid starts on the town's side; the couple's alignment combines both base alignments: the same one, and they win with that team; different ones, and they win only when both conditions are met (with a wolf, everyone else must die); an unaligned lover keeps their own way to win, and the Cupid ascends with them. No rule changes a lover's team on its own, and the Cupid only ever becomes another kind of Cupid: a wolf's lover makes a Lupine Cupid, hell's a Demonic Cupid, and so on.
ability-cupid-love = on Night 1, choose your lover (unchosen, a random player becomes your lover)

## Cupid Hag (Unaligned Align - Cupid)

role-cupid_hag = Cupid Hag
role-cupid_hag-summary = A Cupid whose lover is a hag: disguised as one, and sharing the hags' win.
role-cupid_hag-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid whose lover is a hag becomes this (and a Cupid again if the lover stops being one): strongly disguised as the lover's hag role, wronged like any hag, and sharing the lover's win condition.

## Cupid Wolf (Unaligned Align - Cupid)

role-cupid_wolf = Cupid Wolf
role-cupid_wolf-summary = A Cupid turned into a wolf: a lycan whose base alignment is the werewolves'.
role-cupid_wolf-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid that was turned into a wolf (by an infection or any other way). A lycan, outside the pack; the base alignment is the werewolves': with a werewolf lover the couple wins with the werewolves, with any other aligned lover everyone else must die.

## Cursed Civilian (Townsfolk Miscellaneous)

role-cursed_civilian = Cursed Civilian
role-cursed_civilian-summary = A townsperson with no ability; if a wolfish player attacks you, you do not die but become a Wolf.
role-cursed_civilian-description = Plays for the town and has no ability. An attack by a wolfish player (the pack's, a lone werewolf's) does not kill the Cursed Civilian: they lose their role and join the wolfpack as a regular Wolf, winning with the werewolves from then on. A protection that stops the attack first leaves them a Cursed Civilian. Any other attack or death kills them as anyone.

## Demon (Solo Killing - Hell Team)

role-demon = Demon
role-demon-summary = Share hell's channel and spend the pool's souls to protect or attack; win with the Devil.
role-demon-description = Solo, the hell team, in its channel with the Devil. Gives their soul to the pool at the start; wears a weak Citizen disguise, or a role chosen on the first day, for the whole game. Spends the pool's souls at any time to protect a player from attacks for the night, or to attack one at once. Attacked at night while the pool holds a soul, a soul protects them. Wins with the Devil.
ability-demon-masquerade = choose the role you are weakly disguised as for the whole game (first day only)
ability-demon-ward = spend a soul of the pool to protect a player from attacks tonight (by day: the coming night)
ability-demon-smite = spend a soul of the pool to attack a player at once

## Demonic Cupid (Unaligned Align - Cupid)

role-demonic_cupid = Demonic Cupid
role-demonic_cupid-summary = A Cupid whose lover is of hell: a full member of hell.
role-demonic_cupid-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid whose lover is a member of hell becomes this, a member of hell for the rest of the game: it never changes role or team again, and any soul it had goes to hell's pool.

## Despot (Unaligned Miscellaneous)

role-despot = Despot
role-despot-summary = Get yourself elected to win; the next day has no election.
role-despot-description = Unaligned. If the Despot wins an election, they take no office: they ascend (a win) and the game goes on, and the following day has no election.

## Detective (Unaligned Investigative)

role-detective = Detective
role-detective-summary = Each day, guess a role or read a dead player's; each night, write down the whole role list as dealt: get it all right and you win.
role-detective-description = Unaligned. Each day, one of two: guess a player's current role (deduce: a right guess is confirmed), or learn the role a dead player held when they died (autopsy). Each night, write down who was dealt which role (note, one line at a time); at dawn the list is judged: every player named and every line right, and you have solved the game: you ascend, leaving the game at once with a win, whoever wins it later. Otherwise you are told how many lines were right, not which. Disguises, redirections and obstructions never fool you.
ability-detective-deduce = guess a player's current role: a right guess is confirmed (instead of an autopsy)
ability-detective-autopsy = learn the role a dead player held when they died (instead of a guess)
ability-detective-note = write a line of tonight's solution: the role a player was dealt (judged at dawn)

## Devil (Solo Killing - Hell Team)

role-devil = Devil
role-devil-summary = Send your wager each day; spend the pool's souls to protect or attack; win when everyone alive is soulless, unaligned or of hell.
role-devil-description = Solo, the hell team. Gives their soul to the team's pool at the start and is soulless after; wears a weak Citizen disguise, or a role chosen on the first day, for the whole game. Each day may choose a player with a soul to receive the wager when the night starts (never redirected); that night the recipient may sell their soul to have the Devil attack someone when the night ends, or to protect someone at once, sell their identity to learn a role (which the Devil sees, and the recipient's too), or ignore it. Spends the pool's souls at any time: a protection from attacks for the night, or an attack at once. Attacked at night while the pool holds a soul, a soul protects them. Hell wins when everyone alive is soulless, unaligned or of hell; nobody of hell can be made to play for another team.
ability-devil-masquerade = choose the role you are weakly disguised as for the whole game (first day only)
ability-devil-wager = choose who receives your wager when the night starts
ability-devil-ward = spend a soul of the pool to protect a player from attacks tonight (by day: the coming night)
ability-devil-smite = spend a soul of the pool to attack a player at once

## Devout Villager (Townsfolk Miscellaneous)

role-devout_villager = Devout Villager
role-devout_villager-summary = A townsperson with no ability, whose role can never change.
role-devout_villager-description = Plays for the town and has no ability. Every attempt to change the Devout Villager's role fails and changes nothing (an infection, a role passed on to them). A Vampire may still demonize them, but a demonized Devout Villager killed at night dies instead of rising as an Undead.

## Direwolf (Werewolf Killing)

role-direwolf = Direwolf
role-direwolf-summary = A pack wolf: while you are the last of the pack, you attack two players a night.
role-direwolf-description = A lycan in the wolfpack. Each night that starts with you as the pack's only living member, the pack has a second poll beside its usual one (attack2): you may attack two players, or the same one twice.
ability-direwolf-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Disguised Fox (Werewolf Power)

role-disguised_fox = Disguised Fox
role-disguised_fox-summary = A fox of the werewolf team, outside the pack: each day, choose the role you are strongly disguised as for the night (else a Citizen); the pack is told. Once per game you may join the pack instead.
role-disguised_fox-description = On the werewolf team but neither a lycan nor in the wolfpack, and neither knows the other. Each day, at once, chooses any role (wear): a strong disguise worn until the end of the coming night; if it lives to the night, the pack is told the disguise, not who wears it. A night it chose nothing for, it is disguised as a Citizen. Once per game, on a day it has not chosen, it may join the pack instead as a plain Wolf.
ability-disguised_fox-wear = choose the role you are strongly disguised as until the end of the coming night
ability-disguised_fox-defect = give your power up for good and join the wolfpack as a plain Wolf

## Dog (Unaligned Align)

role-dog = Dog
role-dog-summary = On Night 1, become a Journalist, a Cursed Civilian or a Wolf.
role-dog-description = Unaligned until Night 1, when it chooses at once to become a Journalist, a Cursed Civilian or a Wolf for the rest of the game (a Journalist if it chooses nothing). Its Cat, if it has one, becomes the opposite.
ability-dog-become = on Night 1: become a Journalist, a Cursed Civilian or a Wolf (your Cat the opposite)

## Executioner (Townsfolk Killing)

role-executioner = Executioner
role-executioner-summary = Choose a target: once, from Day 2, if you are lynched, they hang in your place.
role-executioner-description = Townsfolk, Killing. The Executioner picks a target at any time (never himself; one change a phase plus one emergency change a game; 'target nobody' clears it). From Day 2 on, the first time the Executioner would be lynched, everyone learns his role and his target is lynched instead. That works a single time: later lynches of the Executioner are ordinary, and with no living target he is lynched himself. If the target is an Angel, she counts as lynched by unusual means and the Executioner dies with her.
ability-executioner-target = choose who is lynched in your place, once, if you are lynched from Day 2 on (one change a phase, one emergency)

## Exorcist (Townsfolk Power)

role-exorcist = Exorcist
role-exorcist-summary = Each day, exorcise a player: the solo teams' effects on them are removed.
role-exorcist-description = Each day, at once, exorcises one other player, never one exorcised before: the negative effects solo teams put on them (contamination, a doom, demonization, an enchantment, sleeplessness, powder, herding) are removed. The Exorcist learns which were removed, and the living members of each team whose effect was removed are told. A role already changed by an effect (an Undead) stays as it is.
ability-exorcist-exorcise = remove the negative effects solo teams put on a player (once per player)

## Firebug (Solo Killing - Pyro Team)

role-firebug = Firebug
role-firebug-summary = Each night, powder a player or ward one: an attack on the warded backfires.
role-firebug-description = Solo pyro team, in the pyro channel. Each night makes one move, at once: powders a player, takes the powder off one, or wards one. A warded player is safe from attacks that night; an attack on them by anyone off the pyro team backfires: the Firebug attacks the attacker and every powdered player. Becomes a Pyromancer once the last Pyromancer dealt at the start has died.
ability-firebug-ward = ward a player tonight (tonight's one move): an attack on them backfires
ability-firebug-powder = powder a player (tonight's one move): every ignition burns the powdered
ability-firebug-unpowder = take the powder off a player (tonight's one move, instead of powdering)

## Flaming Cupid (Unaligned Align - Cupid)

role-flaming_cupid = Flaming Cupid
role-flaming_cupid-summary = A Cupid whose lover is of the pyro team: fire never reaches it.
role-flaming_cupid-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid whose lover is on the pyro team becomes this: the pyro team's powder fails on it without a word and its attacks on it fail. Its win condition is the Cupid's.

## Fletcher (Townsfolk Power)

role-fletcher = Fletcher
role-fletcher-summary = On Day 0, choose a customer who gains a Huntress's dying shot; you may take it back for good while you live.
role-fletcher-description = On Day 0 the Fletcher chooses another player as their customer (if they have not by the end of Day 0, one is drawn at random; a Fletcher made later chooses on their first day as one); the choice is final. The Fletcher's Customer is an extra role held on top of the player's own: the customer gains a private channel and the dying shot of a Huntress: they may choose a player at any time (one change a phase, plus one emergency change), and if they die in any way except a direct lynch by the day's vote, that player is attacked at once; if the attack succeeds, everyone learns they were the Fletcher's Customer. The customer is not told who the Fletcher is. While alive, the Fletcher may revoke the customer's abilities at any time, for good. Wins with the town.
ability-fletcher-commission = on Day 0, choose your customer: they gain a dying shot (fixed for the game)
ability-fletcher-revoke = take your customer's dying shot away for good

## Fletcher's Customer (Extra Miscellaneous)

role-fletcher_s_customer = Fletcher's Customer
role-fletcher_s_customer-summary = Chosen by a Fletcher: you may aim a dying shot at a player.
role-fletcher_s_customer-description = Held on top of the role you were dealt, which you keep. Choose a target (one change a phase, and one emergency change); if you die in any way but a direct lynch, you attack them at once, and a hit shows everyone you were the customer. With no living target nothing happens. While alive, the Fletcher may take this away for good.
role-fletcher_s_customer-handed_out = a Fletcher chooses their customer by day (or one is drawn at the end of Day 0).
role-fletcher_s_customer-status = fletcher's customer
ability-fletcher_s_customer-aim = as the Fletcher's Customer: choose who your dying shot attacks (one change a phase, one emergency)

## Flute Apprentice (Solo Miscellaneous - Flute Team)

role-flute_apprentice = Flute Apprentice
role-flute_apprentice-summary = Redirect what enchanted players do to you onto your target; become a Flute Player when none is left.
role-flute_apprentice-description = Solo flute team, in the flute channel, but cannot enchant. Chooses a target (one change a phase, one emergency change a game). Any ability an enchanted player uses on the Apprentice lands on that target instead; the user is not told, the Apprentice is told that something was redirected. Nothing is redirected onto a dead player. When no Flute Player is alive, the Apprentice becomes a Flute Player and stops redirecting.
ability-flute_apprentice-target = choose where abilities that enchanted players use on you are sent (one change a phase, one emergency)

## Flute Charmer (Solo Investigative - Flute Team)

role-flute_charmer = Flute Charmer
role-flute_charmer-summary = Once a day, learn a player's role and disguise them as a Flute Player; become a Flute Player when none is left.
role-flute_charmer-description = Solo flute team, in the flute channel, but cannot enchant. Once a day, at once, charms one player (themself or a flute member included): learns the role they appear to have (disguises, redirections and obstructions count), and then they are weakly disguised as a Flute Player. The charmed player is not told. The charm and its disguise end silently once no flute team or channel member is alive, or as soon as the charmed player is also enchanted. When no Flute Player is alive, the Charmer becomes a Flute Player and can no longer charm.
ability-flute_charmer-beguile = learn the role a player appears to have, and disguise them as a Flute Player

## Flute Player (Solo Power - Flute Team)

role-flute_player = Flute Player
role-flute_player-summary = Each night, enchant players; the flute team wins once everyone alive is enchanted, unaligned or flute.
role-flute_player-description = Solo flute team. Each night, at once, enchants players: one for every ten players dealt into the game (rounded, at least one); while the flute channel holds more than one player who is not an Apprentice, one for every twenty each. Flute team and channel members cannot be enchanted. An enchanted player joins a secret channel of the enchanted, which the flute players read from their own channel. When an enchanted player investigates with an ability marked as affected by obstructions (the Fortune Teller's), the target shows as a Flute Player three times in five. The flute team wins when every living player is enchanted, unaligned or flute. Once no flute team or channel member is alive, every enchantment silently ends. The flute players are never told who is enchanted.
ability-flute_player-enchant = enchant a player (one per use; your enchantments for tonight are counted)

## Fortune Apprentice (Townsfolk Miscellaneous)

role-fortune_apprentice = Fortune Apprentice
role-fortune_apprentice-summary = A townsperson who takes over the role of the first town investigator to die, at the start of the next day.
role-fortune_apprentice-description = Plays for the town with no ability of their own. The first time a player holding a town investigative role (a Fortune Teller, an Aura Teller …) dies or loses that role, the Fortune Apprentice becomes that role at the start of the next day, with its powers, groups and starting ability. They are not told who held it, nor anything that player learned. An Apprentice whose own role has changed by then takes nothing.

## Fortune Teller (Townsfolk Investigative)

role-fortune_teller = Fortune Teller
role-fortune_teller-summary = Each night, investigate a player to learn their role as it appears.
role-fortune_teller-description = Each night, at once, learns the role a player appears to have. Disguises, redirections and ability blocks can fool or stop the investigation.
ability-fortune_teller-investigate = learn the role a player appears to have (disguises can fool you)

## Grandma (Townsfolk Power)

role-grandma = Grandma
role-grandma-summary = Each night pick up to two players: the next day their votes are yours.
role-grandma-description = Each night, at once, picks up to two players (herself allowed). The next day each pick loses one vote on the lynch and election polls (their vote still shows but does not count), and Grandma's own vote counts as many as the players she picked: 0, 1 or 2. A pick with no vote to take loses nothing and Grandma is told. The Mayor's extra vote can never be taken. For that day Grandma and her picks share a channel where she speaks unnamed; at the end of the day the channel empties and the votes come back, even if Grandma died. Her picks can be redirected.
ability-grandma-choose = pick up to two players: tomorrow their votes do not count and yours counts for each

## Greater Coyote (Werewolf Killing)

role-greater_coyote = Greater Coyote
role-greater_coyote-summary = A werewolf outside the pack, leading the coyotes: after a night the pack killed no townsperson, the coyotes vote to attack a player.
role-greater_coyote-description = On the werewolf team but no lycan and not in the wolfpack: shares a channel with the other coyotes and knows no other wolf. On a night after one the pack killed no townsperson, the coyotes vote on a player to attack at the end of the night. When the last Greater Coyote dealt dies (even after losing the role), the coyotes are disbanded and the others join the wolfpack as Wolves.
ability-greater_coyote-ambush = vote in the coyotes' attack: its most-voted player is attacked

## Guardian (Extra Elected)

role-guardian = Guardian
role-guardian-summary = Each night protect a player (two while more than 15 are alive) from attacks.
role-guardian-description = The third office, elected on the first day with a living Mayor, a living Reporter and no living Guardian. Each night, at once, protects one player — two while more than 15 players are alive — from attacks for that night (not from other deaths). Nobody protected by a Guardian last night may be protected tonight; protecting yourself is allowed.
ability-guardian-protect = protect one player (two while more than 15 are alive) from attacks tonight
ability-guardian-resign = give up your office(s) when this phase ends

## Hag (Unaligned Miscellaneous)

role-hag = Hag
role-hag-summary = One of the hags: on Day 0 rule out one hag role; at the day's end you become one.
role-hag-description = Unaligned, one of the hags: win beside the team that wins, if the coven has been wronged at least once and that team never wronged it; a dead hag wins too while one hag lives. On Day 0 the Hag may discard one of the Vicious, Cautious and Prophetic Hags; as the day ends it turns into one of the others, drawn at random.
ability-hag-discard = on Day 0: rule out one hag role (Vicious, Cautious, Prophetic) as the one you become

## Hellhound (Werewolf Group)

role-hellhound = Hellhound
role-hellhound-summary = A pack wolf who also shares a secret channel with the other Hellhounds.
role-hellhound-description = A lycan in the wolfpack and a member of the Hellhounds' group: every Hellhound knows the others from the start and shares their channel (whether to tell the rest of the pack is theirs to decide). The moment a Hellhound changes role or team, the group is disbanded and its channel closes for all of them. Dealt two or more at a time.
ability-hellhound-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Herald (Townsfolk Power)

role-herald = Herald
role-herald-summary = Name a role; you are told when the last living player holding it dies.
role-herald-description = At any time, at once, names any role (in the game or not). When the last living player holding that role dies, the Herald is told the role died out, never who held it; then the Herald may name another role. Nothing is told when nobody held the role, or when its last holder changed to another role. One change of choice a phase, plus one emergency change a game. Disguises and obstructions do not fool the Herald.
ability-herald-await = name a role: you are told when its last living holder dies (one change a phase, plus one emergency change a game)

## Herding Dog (Solo Power - Flock Team)

role-herding_dog = Herding Dog
role-herding_dog-summary = Wins with the Shepherd: each night, talk unnamed with one herded player.
role-herding_dog-description = On the Flock team, in its channel with the Shepherd. Each night, at once, may fetch a herded player into a channel of their own, where the dog speaks unnamed, until the next night. The Shepherd may herd the dog, who then sits in the herd's channel; the dog may stray from the herd at any time. While no Shepherd is alive, the dog herds one player a night.
ability-herding_dog-fetch = talk unnamed with a herded player in a channel of your own until the next night
ability-herding_dog-herd = herd a player (while no Shepherd is alive)
ability-herding_dog-stray = leave the herd

## Hooker (Townsfolk Power)

role-hooker = Hooker
role-hooker-summary = Each night, sleep at another player's house: attacks on you miss, theirs reach you.
role-hooker-description = Each night, at once, may spend the night at another player's house (never the same player two nights running). Until the night ends the Hooker is not at home: attacks aimed at the Hooker fail, but every attack on the host also attacks the Hooker. Kills that are not attacks work as usual. The choice is a visit that ability blocks stop and redirections move.
ability-hooker-sleep = spend the night at a player's house: attacks on you miss, attacks on them reach you (not last night's host)

## Horseman (Solo Power - Horsemen Team)

role-horseman = Horseman
role-horseman-summary = At the end of Day 0 you become one of the specific Horsemen.
role-horseman-description = A Horseman yet to learn which one: at the end of Day 0 becomes the Horseman of Pestilence, Famine, Death or War (the host's choice, or drawn at random). A doom on another Horseman fails and unites the two in the Horsemen channel. Doomed players are told they are doomed, never by whom; doom effects outlive their Horseman but vanish when no Horseman is left. When every living Horseman is united and everyone else alive is doomed, Doomsday turns every Horseman into an Apocalyptic Horseman. The Horsemen win when everyone else is dead.

## Horseman of Death (Solo Killing - Horsemen Team)

role-horseman_of_death = Horseman of Death
role-horseman_of_death-summary = Each night, doom a player: they die at the end of the next night.
role-horseman_of_death-description = Each night may doom a player at once: the player dies at the end of the next night, which is not an attack, so protection does not save them. A doom on another Horseman fails and unites the two in the Horsemen channel. Doomed players are told they are doomed, never by whom; doom effects outlive their Horseman but vanish when no Horseman is left. When every living Horseman is united and everyone else alive is doomed, Doomsday turns every Horseman into an Apocalyptic Horseman. The Horsemen win when everyone else is dead.
ability-horseman_of_death-doom = doom a player (dooming another Horseman unites you with them instead)

## Horseman of Famine (Solo Power - Horsemen Team)

role-horseman_of_famine = Horseman of Famine
role-horseman_of_famine-summary = Each night, doom a player: from then on they are seen as a Horseman role.
role-horseman_of_famine-description = Each night may doom a player at once: the player is disguised for good (a strong disguise) as a Horseman role that was in play when Night 1 began. A doom on another Horseman fails and unites the two in the Horsemen channel. Doomed players are told they are doomed, never by whom; doom effects outlive their Horseman but vanish when no Horseman is left. When every living Horseman is united and everyone else alive is doomed, Doomsday turns every Horseman into an Apocalyptic Horseman. The Horsemen win when everyone else is dead.
ability-horseman_of_famine-doom = doom a player (dooming another Horseman unites you with them instead)

## Horseman of Pestilence (Solo Power - Horsemen Team)

role-horseman_of_pestilence = Horseman of Pestilence
role-horseman_of_pestilence-summary = Each night, doom a player: every ability they try fails that night and the next day.
role-horseman_of_pestilence-description = Each night may doom a player at once: until the end of the following day every ability that player tries fails, automatic ones included, and a group action fails if they carry it out. Passive abilities, chat and votes still work. A doom on another Horseman fails and unites the two in the Horsemen channel. Doomed players are told they are doomed, never by whom; doom effects outlive their Horseman but vanish when no Horseman is left. When every living Horseman is united and everyone else alive is doomed, Doomsday turns every Horseman into an Apocalyptic Horseman. The Horsemen win when everyone else is dead.
ability-horseman_of_pestilence-doom = doom a player (dooming another Horseman unites you with them instead)

## Horseman of War (Solo Power - Horsemen Team)

role-horseman_of_war = Horseman of War
role-horseman_of_war-summary = Twice a night, doom a player: the next day their vote does not count and they cannot be elected.
role-horseman_of_war-description = Each night may doom two players at once (one at a time): during the next day their public vote counts nothing, and if one of them wins the election nobody is elected. A doom on another Horseman fails and unites the two in the Horsemen channel. Doomed players are told they are doomed, never by whom; doom effects outlive their Horseman but vanish when no Horseman is left. When every living Horseman is united and everyone else alive is doomed, Doomsday turns every Horseman into an Apocalyptic Horseman. The Horsemen win when everyone else is dead.
ability-horseman_of_war-doom = doom a player (dooming another Horseman unites you with them instead)

## Huntress (Townsfolk Killing)

role-huntress = Huntress
role-huntress-summary = Choose a target; if you die other than by a lynch, you attack them with your dying breath.
role-huntress-description = A townsperson with a last shot. At any time the Huntress may choose a player (never herself), or nobody; she may change her choice once a phase, plus one emergency change a game. If she dies in any way except a direct lynch by the day's vote (a lynch another role carries out in the vote's place counts as a death like any other here), her target is attacked by her at once; if the attack succeeds, everyone learns she was the Huntress. If her target is already dead, or she chose nobody, nothing happens and her role stays hidden. An ability block stops the shot like any other ability. Wins with the town.
ability-huntress-target = choose who you attack with your dying breath (one change a phase, one emergency)

## Huntsman (Townsfolk Investigative)

role-huntsman = Huntsman
role-huntsman-summary = Each night, check a player to learn whether they are part of the wolfpack.
role-huntsman-description = Each night, at once, checks a player and learns only whether they are a member of the wolfpack. It reads the pack itself, not the role, so no disguise and no obstruction changes the answer; a redirection still moves the check onto another player.
ability-huntsman-hunt = learn whether a player is part of the wolfpack (disguises cannot fool it)

## Idiot (Townsfolk Miscellaneous)

role-idiot = Idiot
role-idiot-summary = The first time you would die, you live on, but you lose your vote.
role-idiot-description = A townsperson with no ability to use. The first lynch, attack or kill that would kill the Idiot does not (a protection that stops it first leaves the survival unspent); the Idiot is told, and from then on their vote counts nothing on the public polls. As Mayor they keep the Mayor's extra vote.

## Imp (Solo Miscellaneous - Hell Team)

role-imp = Imp
role-imp-summary = You copied the Devil: you share hell's channel and win with the Devil.
role-imp-description = Solo, the hell team, in its channel with the Devil; no ability. A player who would become a second Devil becomes an Imp instead. Their soul goes to the pool when they become one. Wins with the Devil.

## Infecting Wolf (Werewolf Power)

role-infecting_wolf = Infecting Wolf
role-infecting_wolf-summary = A pack wolf who, on Night 1, turns one player into a wolf.
role-infecting_wolf-description = A lycan in the wolfpack. On Night 1, at once, infects one player (infect), who becomes a Wolf in the pack; with no choice made by the end of the night, a random player outside the pack is infected instead. Once a game. On a member of the pack or of the werewolf team the infection is wasted; a Baker or a Butcher becomes a Bloody Butcher (and the other Bakers become Butchers).
ability-infecting_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked
ability-infecting_wolf-infect = on Night 1, turn a player into a wolf (once; unchosen, a random player is infected)

## Innkeeper (Townsfolk Power)

role-innkeeper = Innkeeper
role-innkeeper-summary = Each night, name a role and learn how many living players hold it.
role-innkeeper-description = Each night, at once, names any role (in the game or not) and learns how many living players hold it. A strong disguise counts as the role it shows; weak disguises and obstructions change nothing. The count reaches no player, so nothing redirects it; an ability block makes it fail.
ability-innkeeper-census = learn how many living players hold a role (strong disguises can fool you)

## Journalist (Townsfolk Miscellaneous)

role-journalist = Journalist
role-journalist-summary = Keep a journal in a secret channel; when you die, a holder of the role you named receives it.
role-journalist-description = The Journalist has a secret channel of their own, the journal, to write anything in. At any time they may name a role (any role, in the game or not) and change it once a phase, plus one emergency change a game. When the Journalist dies, a living player who holds that role (one drawn at random among several) joins the journal's channel and is shown everything written there; if nobody alive holds it, nobody gets the journal. A Journalist who loses the role loses the journal.
ability-journalist-entrust = name the role whose holder receives your journal when you die (one change a phase, one emergency)

## Juror (Townsfolk Group)

role-juror = Juror
role-juror-summary = You sit on the jury: from Night 2 it votes each night on a player to investigate.
role-juror-description = A townsperson on the jury: the Jurors know each other from the start and share a channel. From Night 2 on, the jury votes each night on one player to investigate (indict); one of those who voted for the most-voted player, drawn at random, investigates them at the end of the night (disguises and obstructions count, as that juror would see them), and the jury learns the role. A role that does not play for the town is announced to everyone. The jury is disbanded for good once fewer than two Jurors live. A juror who loses the role keeps the vote. Dealt two or more at a time.
ability-juror-indict = vote for the player the jury investigates tonight (changeable until the night ends)

## Knowledgeable Wolf (Werewolf Miscellaneous)

role-knowledgeable_wolf = Knowledgeable Wolf
role-knowledgeable_wolf-summary = A pack wolf who starts the game knowing some of the roles in it.
role-knowledgeable_wolf-description = A lycan in the wolfpack. At the start of the game learns some of the roles on the role list: those the host chose (which may be all of them), or else a random half. Only plays in games whose role list is partial or private.
ability-knowledgeable_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Lesser Coyote (Werewolf Group)

role-lesser_coyote = Lesser Coyote
role-lesser_coyote-summary = A werewolf outside the pack, one of the coyotes: joins the pack once they break up.
role-lesser_coyote-description = On the werewolf team but no lycan and not in the wolfpack: shares a channel with the other coyotes and knows no other wolf; votes in the coyotes' attacks. When the last Greater Coyote dies, joins the wolfpack as a Wolf. Only dealt with a Greater Coyote.
ability-lesser_coyote-ambush = vote in the coyotes' attack: its most-voted player is attacked

## Lone Warlock (Werewolf Investigative)

role-lone_warlock = Lone Warlock
role-lone_warlock-summary = A werewolf outside the pack: each night, inspect a player to learn their role; once a pack member dies, you join the pack as a Wolf.
role-lone_warlock-description = On the werewolf team, but no lycan and not in the wolfpack: the Lone Warlock and the pack do not know each other. Each night, at once, inspects a player and learns the role they appear to have (disguises, redirections, obstructions and blocks can fool, move or stop it). Once a member of the pack dies, the Lone Warlock loses this power and joins the pack as a plain Wolf.
ability-lone_warlock-divine = learn the role a player appears to have (disguises can fool you)

## Lone Wolf (Werewolf Killing)

role-lone_wolf = Lone Wolf
role-lone_wolf-summary = A lycan outside the pack: each night, attack a player; once a pack member dies, you join the pack as a Wolf.
role-lone_wolf-description = On the werewolf team and a lycan, but alone: the Lone Wolf and the pack do not know each other. Each night it picks a player, at the end of the night: a townsperson is attacked; a wolfish player (a werewolf, a lycan, a pack member) kills the Lone Wolf instead (a kill, not an attack); anyone else is spared. Once a member of the pack dies, the Lone Wolf loses this power and joins the pack as a plain Wolf.
ability-lone_wolf-hunt = attack a player at the end of the night: a townsperson is attacked, a wolfish player kills you instead, anyone else is spared

## Lover (Extra Miscellaneous)

role-lover = Lover
role-lover-summary = A Cupid's chosen partner: the two are one couple, die together and win together.
role-lover-description = Held on top of the role you were dealt, which you keep. On Night 1 each Cupid picks a Lover (or one is drawn for them); the Lover joins the Cupid's channel. If either of the couple dies, so does the other, and everyone hears that the lovers died. The couple's alignment joins both base alignments: the same one, and they win with it; two different ones, and they win only when both are met, as a team of their own. Nothing moves a Lover off their Cupid's alignment.
role-lover-handed_out = a Cupid chooses their Lover on Night 1.
role-lover-status = lover

## Lupine Cupid (Unaligned Align - Cupid)

role-lupine_cupid = Lupine Cupid
role-lupine_cupid-summary = A Cupid whose lover is a werewolf: the werewolves' attacks on it fail.
role-lupine_cupid-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid whose lover is on the werewolf team or in the pack becomes this: a lycan outside the pack, whom no wolfish player's attack can kill. Its win condition is the Cupid's: the couple must outlive everyone else.

## Macho (Townsfolk Miscellaneous)

role-macho = Macho
role-macho-summary = Attacked at night, you live through the next day, knowing who attacked you.
role-macho-description = A townsperson with no ability to use. An attack at night does not kill the Macho at once: in the morning everyone is told the Macho was attacked, the Macho alone is told who attacked them (one of them, at random, if several did; the pack's chosen attacker for a pack attack), and the Macho dies at the end of that day. A protection that stops the attack first leaves the Macho unharmed; a lynch or a kill works as on anyone.

## Mad Scientist (Townsfolk Killing)

role-mad_scientist = Mad Scientist
role-mad_scientist-summary = You have two test subjects from two different teams; when you die, the one you chose dies with you.
role-mad_scientist-description = At the start of the game the Mad Scientist is given two other players as test subjects, drawn from two different teams and never unaligned. The Test Subject is an extra role held on top of the player's own: the subjects and the scientist share the laboratory's channel, where the scientist speaks unnamed; each subject knows the other, but not who the scientist is. At any time the scientist may choose one of the two subjects, even a dead one (one change a phase, plus one emergency change). When the scientist dies, in any way, the chosen subject dies at once (a kill, not an attack); with no subject chosen, a random living one dies. A death it causes reveals the Mad Scientist to everyone. An ability block stops it like any other ability. Wins with the town.
ability-mad_scientist-target = choose which of your two test subjects dies with you (one change a phase, one emergency)

## Mayor (Extra Elected)

role-mayor = Mayor
role-mayor-summary = Your vote counts one extra while 15 or fewer are alive; otherwise you may call a second lynch poll.
ability-mayor-resign = give up your office(s) when this phase ends
ability-mayor-secondpoll = (more than 15 alive) have tomorrow hold a second lynch poll

## Medium (Townsfolk Power)

role-medium = Medium
role-medium-summary = Each night, ask the dead a yes/no question; learn their answer as the day ends.
role-medium-description = Each night the Medium has a secret channel of their own (the seance); the last line written there by night is the question. As the day starts the channel is locked and the question is put to the dead, who answer yes or no during the day (the dead of every team). As the day ends the Medium learns the answer: yes, no, or undecided (a tie, or nobody answered), never who answered what. Wins with the town.

## Oracle (Townsfolk Investigative)

role-oracle = Oracle
role-oracle-summary = Each night, compare two players to learn whether they share an alignment.
role-oracle-description = Each night, at once, chooses two players (possibly themself) and learns whether the two play for the same side right now. Every player can be chosen only once a game. Unaligned players share an alignment with each other; different solo teams do not. Disguises and obstructions do not affect it; redirections do.
ability-oracle-compare = learn whether two players have the same current alignment (each player once a game)

## Pack Tanner (Werewolf Power)

role-pack_tanner = Pack Tanner
role-pack_tanner-summary = In the wolfpack but no lycan: each day, weakly disguise one player as any role until the night ends.
role-pack_tanner-description = A member of the wolfpack who is not a lycan: shares the pack's channel and votes in its attack. Each day, at once, may dress one player (oneself too) as any role: the player looks like that role to investigations that read weak disguises until the end of the coming night, even if the Pack Tanner dies. The player dressed yesterday cannot be dressed again today.
ability-pack_tanner-attack = vote in the wolfpack's attack: its most-voted player is attacked
ability-pack_tanner-dress = weakly disguise a player as any role until the end of the coming night

## Plague Bearer (Solo Killing - Plague Team)

role-plague_bearer = Plague Bearer
role-plague_bearer-summary = Each night, free a rodent to contaminate a player; the plague spreads along visits.
role-plague_bearer-description = Solo plague team; every Plague Bearer is in the plague pit and they share one pool of rodents (one for every five players, rounded). Each bearer may free one rodent a night to contaminate a player at once. Anyone who visits or is visited by a contaminated player catches the plague; it kills at the end of the second night after catching it (not an attack). A rodent aimed at the Plague Doctor kills the doctor and is not spent. Wins when only plague members (and unaligned players) are alive — never while a Plague Doctor lives.
ability-plague_bearer-contaminate = free a rodent to contaminate a player (one per night; the rodents are shared)

## Plague Carrier (Solo Miscellaneous - Plague Team)

role-plague_carrier = Plague Carrier
role-plague_carrier-summary = You win with the Plague Bearers; the plague never kills you, and you spread it.
role-plague_carrier-description = Solo plague team, in the Plague Bearers' channel, with no ability of its own. Catches the plague from visits like anyone, but never dies of it: stays contagious (a cure still works). No rodent may be set on them. Told at the start of every phase how many living players are contagious. When the last Plague Bearer dies with rodents left, becomes a Plague Bearer (no longer contagious). Cannot win while a Plague Doctor is alive. Someone who copies a Plague Bearer becomes a Plague Carrier.

## Plague Doctor (Unaligned Investigative)

role-plague_doctor = Plague Doctor
role-plague_doctor-summary = Check players for the plague at night and cure them by day; ascend once the plague team is gone.
role-plague_doctor-description = Unaligned. Each night, learns at once whether a player has the plague and since which phase (plague members never show it). Has one vial for every five players (rounded); each day may spend one to cure a player at once, without telling them. Immune to contagion, but a rodent aimed at the doctor kills them. Ascends and wins as soon as no plague member is alive; cannot win while dead. While the doctor lives, the plague team cannot win.
ability-plague_doctor-check = learn whether a player has the plague, and since when
ability-plague_doctor-cure = use a vial to cure a player at once (they are not told)

## Plagued Cupid (Unaligned Align - Cupid)

role-plagued_cupid = Plagued Cupid
role-plagued_cupid-summary = A Cupid whose lover is of the plague team: the plague never kills it.
role-plagued_cupid-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid whose lover is on the plague team becomes this: contaminated, it never dies of the plague and stays contagious; a Plague Doctor always finds it healthy. Its win condition is the Cupid's.

## Priest (Townsfolk Killing)

role-priest = Priest
role-priest-summary = Each night, throw holy water on a player: a lycan is attacked; a townsperson kills you instead.
role-priest-description = A townsperson who hunts werewolves with holy water. Each night the Priest may pick a player, carried out at the end of the night: a lycan (a true werewolf, not a fox or a Warlock) is attacked, and protections can stop it; a player aligned with the town kills the Priest instead (a kill, which protections against attacks do not stop); anyone else is spared, and so is the Priest, who is only told it failed. The Priest reads the true role: disguises do not fool the holy water. Wins with the town.
ability-priest-sprinkle = throw holy water on a player at the end of the night: a lycan is attacked, a townsperson kills you instead, anyone else is spared

## Prophetic Hag (Unaligned Investigative)

role-prophetic_hag = Prophetic Hag
role-prophetic_hag-summary = One of the hags: spend your spell's uses to learn players' current alignments.
role-prophetic_hag-description = Unaligned, one of the hags: win beside the team that wins, if the coven has been wronged at least once and that team never wronged it; a dead hag wins too while one hag lives. At night, at once, each use of its spell shows the current alignment of another player; nothing fools it. One use, one more each time the coven is wronged. Strongly disguised as a Hag.
ability-prophetic_hag-foresee = spend a use of your spell: learn the current alignment of another player

## Psychic Wolf (Werewolf Investigative)

role-psychic_wolf = Psychic Wolf
role-psychic_wolf-summary = A pack wolf who, each night, guesses a player's role and learns if it is right.
role-psychic_wolf-description = A lycan in the wolfpack. Each night, at once, names a player and a role (guess X ROLE): a right guess is confirmed; a wrong one is only not confirmed. The guess is checked against the role the player appears to have, so disguises, redirections, obstructions and ability blocks can fool, move or stop it.
ability-psychic_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked
ability-psychic_wolf-guess = guess a player's role: you learn whether the guess is right (disguises can fool you)

## Psychopath (Unaligned Investigative)

role-psychopath = Psychopath
role-psychopath-summary = Outlive everyone on your list to win; disguise yourself as you please.
role-psychopath-description = Unaligned. Starts with a list of a third of the players (at least one of every team of two or more); once all of them are dead while the Psychopath lives, it ascends (a win) and the game goes on. It may disguise itself strongly as any role (one change a phase, one emergency change; lost with its role) and each day either investigate a player's apparent role or weakly disguise a player for that day and night.
ability-psychopath-mask = disguise yourself strongly as any role (one change a phase, one emergency change)
ability-psychopath-probe = learn the role a player appears to have (instead of disguising someone today)
ability-psychopath-veil = weakly disguise a player as a role for today and tonight (instead of investigating)

## Pyromancer (Solo Killing - Pyro Team)

role-pyromancer = Pyromancer
role-pyromancer-summary = Each night, powder a player or ignite every powdered player.
role-pyromancer-description = Solo pyro team, in the pyro channel. Each night makes one move: powders a player at once, takes the powder off one at once, or chooses to ignite: when the night ends, every powdered player (whoever of the team powdered them) is attacked by the Pyromancer; survivors stay powdered. Powdered players are not told. The pyros win when only they (and unaligned players) are left alive.
ability-pyromancer-ignite = ignite every powdered player when the night ends (tonight's one move)
ability-pyromancer-powder = powder a player (tonight's one move): every ignition burns the powdered
ability-pyromancer-unpowder = take the powder off a player (tonight's one move, instead of powdering)
ability-pyromancer-blaze = (automatic) the ignition you chose

## Ranger (Townsfolk Miscellaneous)

role-ranger = Ranger
role-ranger-summary = Choose a target; if you die other than by a lynch, everyone learns your role, your target and their role.
role-ranger-description = A townsperson with a last word. At any time the Ranger may choose a player (never themself), or nobody; they may change their choice once a phase, plus one emergency change a game. If they die in any way except a direct lynch by the day's vote, everyone is told at once (in the morning's story for a death at night) that they were the Ranger, who their target is, and the target's role as a strong disguise shows it (weak disguises do not count). If their target is already dead, or they chose nobody, nothing is revealed, not even their own role. An ability block stops the reveal like any other ability. Wins with the town.
ability-ranger-target = choose whom you reveal with your dying breath (one change a phase, one emergency)

## Ravenkeeper (Townsfolk Power)

role-ravenkeeper = Ravenkeeper
role-ravenkeeper-summary = Hand out ravens at night, or spy: learn who acts on whom among their holders.
role-ravenkeeper-description = Starts with one raven for every five players (rounded down). Each night, at once, either assigns a raven to a player, moves one from a player to another, or spies: for the rest of that night, whenever one player holding one of these ravens uses an action on another holder, the Ravenkeeper learns both names and who acted, but not what was done. Unassigned ravens sit with the Ravenkeeper, who then counts as a holder. A raven on a player who dies flies back at once. Redirections move the Ravenkeeper's choices too; several Ravenkeepers each keep their own ravens.
ability-ravenkeeper-assign = give one of your ravens to a player
ability-ravenkeeper-reassign = move one of your ravens from a player to another
ability-ravenkeeper-spy = for the rest of the night, learn who acts on whom among your ravens' holders

## Reaper (Solo Killing - Nightmare Team)

role-reaper = Reaper
role-reaper-summary = Turn players sleepless each night and borrow the powers of the dead: the nightmare wins once everyone alive is sleepless or yours.
role-reaper-description = Leads the nightmare, a solo team, in its channel. Each night, at once, turns a player sleepless; they are not told. A sleepless player's power used on the Reaper fails, and the Reaper attacks them at once; anyone else's goes to the player the Reaper marked. As each night starts the Reaper learns the roles of those who died since the last night began, and for each may, that night: attack (a killer), turn one more player sleepless (a power role), check a role (an investigator), make a Spirit (a recruiter or align role), or choose a new mark (any other). Whoever copies the Reaper becomes a Wraith. The nightmare wins once every living player is sleepless or of the nightmare; with no nightmare left, everyone sleeps again, untold.
ability-reaper-haunt = turn a player sleepless (they are not told)
ability-reaper-reap = attack a player tonight (a killer died)
ability-reaper-peer = learn the role a player appears to have (an investigator died)
ability-reaper-recruit = turn a player into your Spirit (a recruiter died)
ability-reaper-mark = choose the player powers used on you are sent to

## Recluse (Werewolf Miscellaneous)

role-recluse = Recluse
role-recluse-summary = A werewolf outside the pack: you are told of every power used on you, with the werewolf's name when a werewolf uses it; wolfish attacks on you fail.
role-recluse-description = On the werewolf team, but no lycan and not in the wolfpack: the Recluse and the pack do not know each other. Whenever a player's power reaches the Recluse, the Recluse is told at once which role used which power on them; when that player is a member of the pack or of the werewolf team, their name too. An attack by a wolfish player on the Recluse fails. Wins with the werewolves.

## Reporter (Extra Elected)

role-reporter = Reporter
role-reporter-summary = Whenever a player dies you learn the role they were dealt.
ability-reporter-resign = give up your office(s) when this phase ends

## Riding Hood (Unaligned Miscellaneous)

role-riding_hood = Riding Hood
role-riding_hood-summary = Get yourself killed by a wolf to win.
role-riding_hood-description = Unaligned. Attacked or killed by a wolfish player (and not protected), the Riding Hood ascends (a win) and the game goes on; the following night the wolfpack may attack nobody (or, when another wolfish player did it, that player can neither attack nor kill): such attacks are refused. Any other death is a loss; with no wolfish player left, the Riding Hood descends.

## Rogue Wolf (Townsfolk Killing)

role-rogue_wolf = Rogue Wolf
role-rogue_wolf-summary = A lycan on the town's side who hunts wolves: after a night the pack killed, you may attack a player.
role-rogue_wolf-description = Plays for the town, but is a lycan; not in the wolfpack, and knows none of the wolves. Strongly disguised as the role most of the pack holds. At the start of each night from Night 2 learns whether the pack's attack killed someone the night before; if it did, may attack one player at the end of that night.
ability-rogue_wolf-maul = attack a player at the end of the night (only after a night the pack killed)

## Royal Knight (Townsfolk Power)

role-royal_knight = Royal Knight
role-royal_knight-summary = Once a game, after Day 1, cancel a day's lynch, hidden or revealed.
role-royal_knight-description = Once in the game, at any time from Night 2 on, the Royal Knight may cancel the lynch: by day today's (on a day with several lynch polls, the one the Knight names), by night the coming day's. The choice is made at once but kept secret until the day ends, when the lynch is announced cancelled. Revealed, the Knight's name and role are announced with it; hidden, neither is. Wins with the town.
ability-royal_knight-cancel = once a game, from Night 2: cancel today's (or, by night, tomorrow's) lynch poll; revealed, your name and role are announced at the day's end

## Runner (Townsfolk Miscellaneous)

role-runner = Runner
role-runner-summary = Once a game, you run away from an attack by a wolfish player and survive it.
role-runner-description = A townsperson who is quick on their feet. The first time a wolfish player (a member of the wolfpack or of the werewolf team) attacks the Runner, the Runner escapes and is told they were attacked; the pack, or the wolfish attacker, learns that the target ran away. After that the Runner is as vulnerable as anyone. Attacks by players who are not wolfish, and deaths that are not attacks, are never escaped. Being passive, the escape works even while the Runner's abilities are blocked. Wins with the town.

## Saboteur Wolf (Werewolf Power)

role-saboteur_wolf = Saboteur Wolf
role-saboteur_wolf-summary = A pack wolf who each night keeps one player from being elected the next day.
role-saboteur_wolf-description = A lycan in the wolfpack. Each night, at once, sabotage one player (yourself and the pack included, never last night's choice): should they win the next day's election, nobody is elected. They may still be voted for, vote and be lynched.
ability-saboteur_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked
ability-saboteur_wolf-sabotage = a player who wins tomorrow's election is then not elected: nobody is (not last night's)

## Scared Wolf (Werewolf Miscellaneous)

role-scared_wolf = Scared Wolf
role-scared_wolf-summary = A pack wolf who escapes the first night attack on them.
role-scared_wolf-description = A lycan in the wolfpack. The first time anyone attacks the Scared Wolf at night, the attack fails and the Scared Wolf is told they were attacked; after that they are as vulnerable as anyone. Kills, lynches and attacks by day are never escaped. Being passive, the escape works even while their abilities are blocked.
ability-scared_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Shepherd (Solo Power - Flock Team)

role-shepherd = Shepherd
role-shepherd-summary = Herd players each night: the Flock wins once everyone alive is herded or a flock.
role-shepherd-description = Leads the Flock, a solo team, with the Herding Dogs (a channel of their own). Each night, at once, herds one player (two in games of 23 or more): a herded player is told, joins the herd's channel where the Shepherd speaks unnamed, and has no vote on the public polls; the first night attack on them fails and frees them instead (the Shepherd is told). A herded player's attack on the Shepherd fails. By day the Shepherd may free a herded player for a hidden vote against another. The Flock wins once every living player is herded, unaligned or in the flock.
ability-shepherd-herd = herd a player: their public vote counts nothing, and one night attack on them fails
ability-shepherd-unherd = let a herded player go, for a hidden vote against another player today

## Sneaking Wolf (Werewolf Miscellaneous)

role-sneaking_wolf = Sneaking Wolf
role-sneaking_wolf-summary = A pack wolf who shows up as a Citizen to those who investigate them.
role-sneaking_wolf-description = A lycan in the wolfpack, strongly disguised as a Citizen for the whole game: investigations that read disguises see a Citizen, unless a more recent disguise covers it. Losing the role takes the disguise away.
ability-sneaking_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Spectral Cupid (Unaligned Align - Cupid)

role-spectral_cupid = Spectral Cupid
role-spectral_cupid-summary = A Cupid recruited onto the nightmare team: its base alignment is the nightmare's.
role-spectral_cupid-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid recruited onto the nightmare team turns into this instead of a Spirit. With a nightmare lover the couple wins with the nightmare; with any other aligned lover everyone else must die.

## Spirit (Solo Miscellaneous - Nightmare Team)

role-spirit = Spirit
role-spirit-summary = Recruited by the Reaper: no ability of your own, you win with the nightmare and look like your old role.
role-spirit-description = On the nightmare team, in its channel; never dealt, only made by the Reaper's recruitment. Loses the old role's abilities but looks like it to every check, and keeps its channels: in a group such as the wolfpack it still votes, uncounted, while another member holds the group's ability. Wins with the Reaper.

## Stalker (Townsfolk Power)

role-stalker = Stalker
role-stalker-summary = From Day 2, threaten a player: two hidden votes against them in that day's lynch.
role-stalker-description = Townsfolk, Power. From Day 2 on, once a day, the Stalker may threaten another player (an end-of-day choice that can be changed or withdrawn until the day ends). The threatened player gets two extra votes against them in every lynch poll of that day. Nobody sees these votes and the threatened player is not told; they only count when the winner is chosen, so a threatened player can be lynched without having the most votes. Threatening is a visit. If the hidden votes are what gets an Angel lynched, the Stalker dies with her.
ability-stalker-threaten = put two hidden votes against a player in today's lynch (counted when the day ends)

## Tanner (Werewolf Power)

role-tanner = Tanner
role-tanner-summary = A werewolf outside the pack: each day, weakly disguise up to two players as any roles until the night ends; you learn if one of them is in the pack.
role-tanner-description = On the werewolf team but neither a lycan nor in the wolfpack, and neither knows the other. Each day, at once, may tan up to two different players (oneself too): each is weakly disguised as the role the Tanner names until the end of the coming night, even if the Tanner dies. At the end of the day the Tanner is told if at least one of them was in the pack.
ability-tanner-tan = weakly disguise a player as any role until the end of the coming night

## Test Subject (Extra Miscellaneous)

role-test_subject = Test Subject
role-test_subject-summary = One of a Mad Scientist's two subjects: if the scientist dies having chosen you, you die too.
role-test_subject-description = Held on top of the role you were dealt, which you keep. Two Test Subjects share the laboratory's channel with a Mad Scientist they are not told of; the two never start on the same team. The scientist chooses one of them (dead or alive), and when the scientist dies, the chosen subject dies with them.
role-test_subject-handed_out = a Mad Scientist's game names two players as its Test Subjects at the start.
role-test_subject-status = test subject

## Town Crier (Townsfolk Miscellaneous)

role-town_crier = Town Crier
role-town_crier-summary = At the start of the game you learn the role of one other townsperson.
role-town_crier-description = A townsperson who starts the game knowing one other member of the Townsfolk team, chosen at random, and their true role (no disguise or other power can change what the Town Crier is told). The player named is not told that the Town Crier knows.

## Tracking Wolf (Werewolf Investigative)

role-tracking_wolf = Tracking Wolf
role-tracking_wolf-summary = A pack wolf who, each night, tracks a player to learn how much of a threat they are.
role-tracking_wolf-description = A lycan in the wolfpack. Each night, at once, tracks a player and learns only how much of a threat they are to the pack, from their role's category: the town's and the solo teams' investigative and killing roles are a major threat; their power, recruitment and group roles a significant one; their miscellaneous roles a slight one; the pack's own killing roles a slight one; other werewolf roles and unaligned roles none. Strong disguises and redirections can fool or move the track; weak disguises and obstructions cannot.
ability-tracking_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked
ability-tracking_wolf-track = learn how much of a threat a player is to your side (only strong disguises can fool you)

## Trickster (Townsfolk Miscellaneous)

role-trickster = Trickster
role-trickster-summary = A townsperson whose vote on the day's polls counts minus one.
role-trickster-description = Plays for the town and has no ability. On every public poll (the lynch, the election) your vote looks like anyone's but counts minus one (minus two as Mayor); the public board does not list a candidate at zero or fewer votes. Private polls are not affected. Once you lose the role, your vote counts as anyone's.

## Trickster Wolf (Werewolf Miscellaneous)

role-trickster_wolf = Trickster Wolf
role-trickster_wolf-summary = A pack wolf whose vote counts minus one on every poll, until it is the last wolf.
role-trickster_wolf-description = A lycan in the wolfpack, usually made when an Infecting Wolf infects a Trickster. On every poll, the pack's and the day's, your vote counts minus one (minus two as Mayor); the public board does not list a candidate at zero or fewer votes. Once you are the last living member of the pack you become a regular Wolf and your votes count as anyone's.
ability-trickster_wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Undead (Solo Miscellaneous - Underworld Team)

role-undead = Undead
role-undead-summary = You rose from the dead for the Vampire: you have no ability and win with the underworld.
role-undead-description = Solo, the underworld team; never dealt, only risen: a demonized player killed at night becomes one, losing the abilities of their old role. Keeps their channels: in a group such as the wolfpack they may still vote, but the vote never counts, and only while another member still has the group's ability. Wins with the Vampire when every living player belongs to the underworld.

## Undead Cupid (Unaligned Align - Cupid)

role-undead_cupid = Undead Cupid
role-undead_cupid-summary = A Cupid that was demonized and killed: its base alignment is the underworld's.
role-undead_cupid-description = Chooses a lover on Night 1 (or is given a random one); the couple shares a channel, and when one dies the other dies too. A Cupid that was demonized and then killed rises as this instead of an Undead. With an underworld (or unaligned) lover the couple wins with the underworld; with any other aligned lover everyone else must die.

## Vampire (Solo Recruitment - Underworld Team)

role-vampire = Vampire
role-vampire-summary = Each night, demonize a player (two on even nights); a demonized player killed at night rises as your Undead.
role-vampire-description = Solo, the underworld team. Each night may demonize a player at once, and a second one on even-numbered nights; the player is not told. Cannot demonize themself or anyone of the underworld. A demonized player who is killed during the night, by an attack or otherwise, does not die but loses their role and becomes an Undead on the underworld team. Several Vampires share the underworld channel. If no underworld member is left alive, every demonization ends. The underworld wins when every living player belongs to it.
ability-vampire-demonize = demonize a player (they are not told); two a night on even-numbered nights

## Vicious Hag (Unaligned Killing)

role-vicious_hag = Vicious Hag
role-vicious_hag-summary = One of the hags: spend your spell's uses to attack players as the night ends.
role-vicious_hag-description = Unaligned, one of the hags: win beside the team that wins, if the coven has been wronged at least once and that team never wronged it; a dead hag wins too while one hag lives. At night each use of its spell attacks another player as the night ends; several uses may be saved and spent in one night. One use, one more each time the coven is wronged. Strongly disguised as a Hag.
ability-vicious_hag-hex = attack a player; you are told if it fails

## Warlock (Werewolf Investigative)

role-warlock = Warlock
role-warlock-summary = A werewolf outside the pack: each night, inspect a player to learn their role.
role-warlock-description = On the werewolf team, but no lycan and not in the wolfpack: the Warlock and the pack do not know each other. Each night, at once, inspects a player and learns the role they appear to have. Disguises, redirections, obstructions and ability blocks can fool, move or stop the inspection. Wins with the werewolves.
ability-warlock-divine = learn the role a player appears to have (disguises can fool you)

## White Werewolf (Solo Killing - White Wolves)

role-white_werewolf = White Werewolf
role-white_werewolf-summary = A lycan in the wolfpack who must kill the pack too; every other night, attack a pack member.
role-white_werewolf-description = Its own team (the White Wolves), though a lycan who sits in the wolfpack, votes in its attack and looks like any other member to it. From Night 2, every other night, may attack a member of the wolfpack when the night ends (a night without an attack leaves the next one open). Imitates the commonest role of the pack other than the plain Wolf: strongly disguised as it and holding its abilities, until it changes role. Wins alone: the game goes on while it and werewolves are alive.
ability-white_werewolf-attack = vote in the wolfpack's attack: its most-voted player is attacked
ability-white_werewolf-devour = attack a member of the wolfpack when the night ends (every other night, from Night 2)

## Wisp (Solo Killing - Pyro Team)

role-wisp = Wisp
role-wisp-summary = Each day, visit a player: powder them, or ignite them if they are powdered.
role-wisp-description = Solo pyro team, but not in the pyro channel: the Wisp does not know its team. Each day may visit one other player at once: an unpowdered player is powdered; a powdered one is attacked by the Wisp when the day ends. The Wisp learns which it was only when the day ends. The pyros' fire does not harm a Wisp. Once no member of the pyro channel is left, every Wisp is told and becomes a Pyromancer in the channel at the start of the next phase.
ability-wisp-kindle = visit a player: powder them, or, if they are powdered, ignite them when the day ends
ability-wisp-flare = (automatic) the fire your visit lit

## Witch (Townsfolk Killing)

role-witch = Witch
role-witch-summary = Once a game, protect up to three players and yourself for a night; once a game, attack a player at the end of a night.
role-witch-description = A townsperson with two potions, each used once in the game, on any night, the same night or different ones. The potion of life (brew) protects up to three chosen players and the Witch herself from attacks from the moment it is drunk until the night ends; it does not stop kills or lynches. The potion of death (hex) attacks one player at the end of the night, in the townsfolk's killing order; protections can stop it, and the Witch is then only told it failed. Wins with the town.
ability-witch-brew = protect the players you choose and yourself from attacks until this phase ends
ability-witch-hex = attack a player; you are told if it fails

## Wolf (Werewolf Miscellaneous)

role-wolf = Wolf
role-wolf-summary = You are in the wolfpack: each night, vote with the pack on whom to attack.
role-wolf-description = A lycan and a member of the wolfpack. The pack shares a channel and each night votes on one player to attack; a random voter for the winning target carries it out.
ability-wolf-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Wolf Cub (Werewolf Miscellaneous)

role-wolf_cub = Wolf Cub
role-wolf_cub-summary = A pack wolf: the night after you die, the pack attacks one more player.
role-wolf_cub-description = A lycan in the wolfpack. Whenever a player who was ever a Wolf Cub dies (whatever role they hold by then), the pack votes on a second attack the night after, beside its usual one (attack2); it may pick the same player twice. Losing the role without dying gives nothing.
ability-wolf_cub-attack = vote in the wolfpack's attack: its most-voted player is attacked

## Wraith (Solo Killing - Nightmare Team)

role-wraith = Wraith
role-wraith-summary = The copy of a Reaper: win with the nightmare; a sleepless player's power on you fails and you attack them.
role-wraith-description = On the nightmare team, in its channel with the Reaper; a player who copies the Reaper becomes one. Never sleepless. A sleepless player's power used on the Wraith (other than choosing a target) fails, and the Wraith attacks them at once. Once the Reaper is dead, turns one player sleepless each night.
ability-wraith-haunt = turn a player sleepless (once the Reaper is dead)
