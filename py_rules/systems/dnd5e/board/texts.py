"""Every Czech string of the D&D 5e encounter board (``dnd5e_stretnuti``) in one place. The board speaks of
its participants in the third person (the GM reads it). Comments cite seed lines (004:Lx) for engineers."""

from __future__ import annotations

from typing import Final

from py_rules.headings import Book

BOOK = Book("py_rules.systems.dnd5e")

TITLE: Final = "D&D 5e – střetnutí"
DESCRIPTION: Final = ("Boj pro Pána jeskyně: propojené deníky postav a nestvůry, iniciativa, kola a tahy, akce, "
                      "bonusová akce a reakce, účinky s trváním, soustředění a útoky zapsané rovnou do deníku cíle.")
NEW_MONSTER: Final = "Nestvůra"
NATURAL_ATTACK: Final = "Přirozený útok"
SIDES: Final[dict[int, str]] = {0: "Družina", 1: "Protivníci"}
NONE: Final = "—"

# --- errors (third person) -------------------------------------------------------------------------------
ERR_NO_PARTICIPANT: Final = "Účastník č. {n} ve střetnutí není."
ERR_MISSING_LINK: Final = "Deník postavy {name} se nepodařilo načíst; propoj ji znovu, nebo ji ze střetnutí odeber."
ERR_NOT_DND: Final = "Deník {name} není deník D&D 5e."
ERR_NOBODY_ACTS: Final = "V pořadí iniciativy už není nikdo, kdo by mohl jednat."
ERR_NOT_RUNNING: Final = "Boj neprobíhá; začni ho akcí Začátek boje (iniciativa)."
ERR_RUNNING: Final = "Boj už probíhá."
ERR_TOO_FEW: Final = "K boji jsou potřeba aspoň dva živí účastníci."
# 004:L364
ERR_DEAD: Final = BOOK("{name} už nežije a nejedná (§boj.zraneni_a_leceni).")
# 004:L525
ERR_INCAPACITATED: Final = BOOK("{name}: neschopný tvor nemůže provádět akce ani reakce (§stavy.neschopny).")
# 004:L238
ERR_SURPRISED: Final = BOOK("{name}: překvapený tvor se v prvním tahu boje nepohne, neprovede akci a do jeho konce "
                            "nereaguje (§boj.prekvapeni).")
ERR_NOT_YOUR_TURN: Final = BOOK("Na tahu je {current}. {name} může mimo svůj tah jednat jen reakcí (zaškrtni «Reakcí»; "
                                "§boj.tah).")
# 004:L240
ERR_ACTION_USED: Final = BOOK("{name}: akce tohoto tahu už je spotřebovaná (§boj.tah).")
ERR_ATTACKS_USED: Final = "{name}: všechny útoky akce Útok ({n}) už proběhly."
# 004:L242
ERR_BONUS_USED: Final = BOOK("{name}: bonusová akce tohoto tahu už je spotřebovaná (§boj.tah.jen_jedna_bonusova_akce).")
# 004:L338
ERR_OFF_HAND_FIRST: Final = BOOK("Bonusový útok druhou rukou přichází až po útoku akcí Útok "
                                 "(§boj.utoky_na_blizko.boj_dvema_zbranemi).")
# 004:L244
ERR_REACTION_USED: Final = BOOK("{name}: reakce tohoto kola už je spotřebovaná (§boj.tah.jen_jedna_reakce).")
# 004:L491
ERR_LOADING: Final = BOOK("{name}: z nabíjecí zbraně jde za akci jen jedna střela, bez ohledu na počet útoků "
                          "(§vybaveni.zbrane.vlastnosti_zbrani.nabijeci).")
ERR_SELF: Final = "{name}: útočník a cíl musí být různí."
ERR_TARGET_DEAD: Final = "{name} už nežije."
# 004:L600
ERR_SWEEP_OTHER: Final = BOOK("Druhý tvor Protaženého útoku je jiný než útočník a cíl (§stavy.manevry.protazeny_utok).")
ERR_NO_WEAPON: Final = "Vyber, kdo útočí a čím."
ERR_NO_SUCH_WEAPON: Final = "{name} nemá zbraň č. {n}."
# 004:L372
ERR_NOT_DYING: Final = BOOK("{name}: záchranný hod proti smrti hází jen tvor s 0 životy, který není stabilizovaný "
                            "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
ERR_DEATH_ON_TURN: Final = BOOK("Záchranný hod proti smrti se hází na začátku vlastního tahu; na tahu je {current} "
                                "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
ERR_DEATH_ROLLED: Final = "{name}: záchranný hod proti smrti v tomto tahu už padl."
ERR_NO_CONCENTRATION_OWED: Final = "{name}: žádná záchrana soustředění nečeká."
ERR_HELP_SELF: Final = BOOK("Akcí Pomoc se pomáhá jinému tvorovi (§boj.akce_v_boji.pomoc).")
ERR_ON_TURN: Final = "Akci {what} provádí tvor ve svém tahu; na tahu je {current}."
ERR_NO_CONDITION: Final = "Vyber stav, který účinek způsobí."
ERR_NO_SPELL: Final = "Napiš název kouzla."
ERR_FULL: Final = "{name}: účinků je už {n}, víc jich střetnutí neudrží; nějaký nejdřív ukonči."

# --- action labels, hints and dice ---------------------------------------------------------------------
GROUP: Final = "Střetnutí"
A_START: Final = "Začátek boje (iniciativa)"
H_START: Final = ("Každý živý účastník si hodí na iniciativu, ověření Obratnosti, v pořadí seznamu; při shodě jde "
                  "první vyšší Obratnost. Překvapení se zapíší do deníků.")
DICE_START: Final = "1k20 za každého účastníka v pořadí seznamu (2k20 s výhodou či nevýhodou)"
A_ATTACK: Final = "Útok zbraní na cíl"
H_ATTACK: Final = ("OČ a stav cíle se berou z jeho deníku, zranění se zapíše do jeho deníku; útok spotřebuje akci "
                   "Útok, bonusovou akci (druhá ruka) nebo reakci.")
DICE_ATTACK: Final = "k20 (2k20 s výhodou či nevýhodou), při zásahu kostky zranění"
A_DAMAGE: Final = "Zranění jiným zdrojem"
H_DAMAGE: Final = "Kouzlo, past či pád: zranění jde do deníku cíle přes odolání, dočasné životy a záchrany proti smrti."
A_DEATH: Final = "Záchranný hod proti smrti"
H_DEATH: Final = BOOK("Hází tvor, který začíná tah s 0 životy "
                      "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
A_CONCENTRATION: Final = "Záchrana soustředění"
H_CONCENTRATION: Final = BOOK("Za každé utrpěné zranění jedna záchrana na Odolnost (§kniha_kouzel.trvani.soustredeni).")
A_EFFECT: Final = "Účinek (Uhýbání, Pomoc, Příprava, stav, kouzlo)"
H_EFFECT: Final = ("Uhýbání, Pomoc a Příprava stojí akci toho, kdo je na tahu, a končí na začátku jeho dalšího tahu; "
                   "stav a kouzlo trvají zadaný počet kol.")
A_END_TURN: Final = "Konec tahu"
H_END_TURN: Final = "Skončí účinky vázané na konec tohoto tahu; na tahu je další v pořadí iniciativy."
A_END: Final = "Konec boje"
H_END: Final = "Boj skončí: účinky, uhýbání a překvapení se smažou z deníků."

# --- params --------------------------------------------------------------------------------------------
P_WEAPON: Final = "Kdo útočí a čím"
P_TARGET: Final = "Cíl"
P_DISTANCE: Final = "Vzdálenost (sáhy)"
P_REACTION: Final = "Reakcí (mimo vlastní tah: příležitostný útok, připravená akce)"
P_SECOND: Final = "Druhý tvor (Protažený útok)"
P_KNOCKOUT: Final = "Srazit do bezvědomí (jen útok na blízko)"
P_WHO: Final = "Kdo"
P_WHO_TURN: Final = "ten, kdo je na tahu"
P_AMOUNT: Final = "Zranění"
P_TYPE: Final = "Druh zranění"
P_CRITICAL: Final = "Kritický zásah"
P_KIND: Final = "Účinek"
P_CONDITION: Final = "Stav (u účinku Stav)"
P_NAME: Final = "Název (kouzla či účinku)"
P_SOURCE: Final = "Trvání se počítá podle tahů"
P_WHEN: Final = "Skončí"
P_ROUNDS: Final = "Počet kol"
P_CONCENTRATION: Final = "Vyžaduje soustředění zdroje"
EFFECT_KINDS: Final[dict[str, str]] = {
    # 004:L299-L300, 004:L277-L279, 004:L285
    "uhybani": "Uhýbání (akce)", "pomoc": "Pomoc spojenci (akce)", "priprava": "Příprava (akce)",
    "stav": "Stav", "kouzlo": "Kouzlo", "jiny": "Jiný účinek",
}
WHEN: Final[dict[str, str]] = {"zacatek": "na začátku tahu", "konec": "na konci tahu"}

# --- outcomes and sentences ----------------------------------------------------------------------------
STARTED: Final = "Boj začal, kolo 1. Na tahu je {name}."
ROLLED: Final = "Hozeno"
INITIATIVE_LINE: Final = "iniciativa: na k20 padlo {face}, s bonusem {bonus} celkem {total}. {vantage}"
SURPRISED_LINE: Final = "překvapení: v prvním tahu žádný pohyb ani akce, reakce až po jeho konci."
ORDER: Final = "Pořadí: {order}."
TURN_OVER: Final = "Tah skončil"
NEXT: Final = "Na tahu je {name}."
NEW_ROUND: Final = "Začíná kolo {n}. Na tahu je {name}."
# 004:L372
DEATH_DUE: Final = "{name} začíná tah s 0 životy a hází záchranný hod proti smrti."
CONCENTRATION_DUE: Final = "{name}: záchrana soustředění SO {dc} (kouzlo {spell})."
# 004:L238
SURPRISE_OVER: Final = "první tah skončil, překvapení pominulo."
EFFECT_ENDED: Final = "skončil účinek {name}."
CONDITION_ENDED: Final = "stav {name} skončil."
DODGE_ENDED: Final = "uhýbání skončilo."
CONCENTRATION_ENDED: Final = "účinek {name} skončil se soustředěním."
ATTACK_TEXT: Final = "Útočí {attacker}, cíl: {target}."
TARGET_TAKES: Final = "{target}:"
ECONOMY_ACTION: Final = "akce Útok ({n}. útok)"
ECONOMY_BONUS: Final = "bonusová akce"
ECONOMY_REACTION: Final = "reakce"
USED: Final = "{name} – spotřebováno: {what}."
DAMAGE_TEXT: Final = "Cíl: {target}, zranění {n}."
EFFECT_ADDED: Final = "Účinek zapsán"
EFFECT_TEXT: Final = "{name}: {effect}, skončí {when} ({source}, {rounds})."
EFFECT_TEXT_TURN: Final = "{name}: {effect}, skončí na začátku dalšího tahu ({source})."
EFFECT_CONDITION: Final = "stav {name} zapsán do deníku."
DODGING: Final = "uhýbá: útoky na tohoto tvora mají nevýhodu, jeho záchrany na Obratnost výhodu."
CONCENTRATING: Final = "soustředí se na kouzlo {spell}."
CONCENTRATION_REPLACED: Final = "soustředění na kouzlo {spell} skončilo (jen jedno kouzlo naráz)."
# 004:L598, 004:L614
TRIPPED: Final = "leží na zemi (Podrážecí útok)."
PUSHED: Final = "{name}: odtlačení až o 3 sáhy (Zatlačující útok)."
HELP_USED: Final = "pomoc spojence využita na první útok."
ENDED: Final = "Boj skončil"
ENDED_TEXT: Final = "Boj skončil po {rounds}."
ROUND_NOUN: Final = ("kole", "kolech", "kolech")
ROUNDS_NOUN: Final = ("kolo", "kola", "kol")

# --- view ----------------------------------------------------------------------------------------------
S_FIGHT: Final = "Boj"
S_PEOPLE: Final = "Účastníci"
S_NOTES: Final = "Poznámky"
V_ROUND: Final = "Kolo"
V_TURN: Final = "Na tahu"
V_ORDER: Final = "Pořadí iniciativy"
V_DUE: Final = "Čeká se"
V_NOT_STARTED: Final = "boj nezačal"
V_NAME: Final = "Jméno"
V_SIDE: Final = "Strana"
V_LINK: Final = "Propojený deník"
H_LINK: Final = "Postava hráče: životy, stavy a zbraně se berou z jejího deníku a útoky se do něj zapisují."
V_NOT_LINKED: Final = "nepropojeno (nestvůra na střetnutí)"
V_MISSING_SAVE: Final = "deník chybí"
V_SURPRISED: Final = "Překvapený na začátku boje"
H_SURPRISED: Final = BOOK("Rozhodne PJ: Obratnost (Nenápadnost) skrývajících se proti pasivní Moudrosti (Vnímání) "
                          "(§boj.prekvapeni).")
V_ATTACKS: Final = "Útoků za akci Útok"
V_ACTION: Final = "Akce použita"
V_BONUS: Final = "Bonusová akce použita"
V_REACTION: Final = "Reakce použita"
# the compact card's one line for the three toggles above (issue 25 item 5)
V_USED: Final = "Použito v tomto kole"
USED_NAMES: Final = ("akce", "bonusová akce", "reakce")
USED_NONE: Final = "nic"
V_MOVE: Final = "Pohyb použitý v tahu (sáhy)"
V_EFFECT: Final = "Účinek"
V_FROM_SHEET: Final = "Z deníku"
V_HP: Final = "Životy"
V_HP_MAX: Final = "Maximum životů"
V_TEMP: Final = "Dočasné životy"
V_AC: Final = "OČ (přirozená zbroj)"
V_DEX: Final = "Obratnost"
V_WIS: Final = "Moudrost"
V_ATTACK_DICE: Final = "Kostky útoku"
V_ATTACK_BONUS: Final = "Bonus útoku a zranění"
V_DIES_AT_ZERO: Final = "Umírá při 0 životech"
V_VALUES: Final = "ŽIV {hp}/{hp_max}{temp} · OČ {ac}"
V_TEMP_SUFFIX: Final = " (+{temp})"
ROW_TITLE: Final = "{state} · {name} · {side} · {values}"
ROW_TITLE_MISSING: Final = "{state} · {name} · {side}"
ORDER_ITEM: Final = "{name} {total}"
ADD_PARTICIPANT: Final = "Přidat účastníka"
STATE_DEAD: Final = "mrtvý"
STATE_DYING: Final = "umírá"
STATE_STABLE: Final = "stabilizovaný"
STATE_TURN: Final = "na tahu"
STATE_WAITS: Final = "čeká"
STATE_MISSING: Final = "deník chybí"
STATE_OUT: Final = "mimo pořadí"
EFFECT_ROW: Final = "{name}, skončí {when} ({source}, {rounds})"

# --- hiding and movement (issue 19 item 2) -------------------------------------------------------------
A_HIDE: Final = "Schování a překvapení (před bojem)"
# 004:L237, 004:L295
H_HIDE: Final = BOOK("Skrývající se strana si hodí na Obratnost (Nenápadnost); kdo z druhé strany nepostřehne nikoho "
                     "(pasivní Moudrost (Vnímání)), je překvapený (§boj.prekvapeni).")
DICE_HIDE: Final = "1k20 za každého skrývajícího se v pořadí seznamu (2k20 s výhodou či nevýhodou)"
P_HIDERS: Final = "Kdo se skrývá"
ERR_NO_HIDERS: Final = "Za stranu {side} se nikdo neskrývá."
STEALTH_LINE: Final = ("{name}: Nenápadnost – na k20 padlo {face}, s bonusem {bonus} celkem {total}. {vantage}")
NOTICE_LINE: Final[dict[bool, str]] = {
    True: "{name}: pasivní Vnímání {passive}, nepostřehne nikoho – překvapení.",
    False: "{name}: pasivní Vnímání {passive} hrozbu postřehne.",
}
HIDE_TEXT: Final = BOOK("Překvapení na začátku boje: {names} (§boj.prekvapeni).")
HIDE_NONE: Final = BOOK("Nikdo není překvapený: každý ze strany protivníka hrozbu postřehl (§boj.prekvapeni).")
HIDE_LABELS: Final[dict[bool, str]] = {True: "Překvapení", False: "Postřehnuti"}
A_MOVE: Final = "Pohyb v tahu"
# 004:L249, 004:L254, 004:L303
H_MOVE: Final = BOOK("Cena pohybu se odečte od rychlosti tahu: těžký terén, šplhání, plavání a plazení +1 sáh za sáh, "
                     "vstát stojí polovinu rychlosti, Sprint za akci přidá rychlost (§boj.tezky_teren).")
P_SAHU: Final = "Vzdálenost (sáhy)"
P_DIFFICULT: Final = "Těžký terén"
P_MODE: Final = "Způsob"
MOVE_MODES: Final[dict[str, str]] = {"chuze": "chůze", "splhani": "šplhání", "plavani": "plavání",
                                     "plazeni": "plazení"}
P_DASH: Final = "Sprint (akce)"
P_STAND: Final = "Nejdřív vstát"
P_SQUEEZE: Final = "Protlačuje se menším prostorem"
P_OWN_SPEED: Final = "Má rychlost šplhání či plavání"
P_DRAG: Final = "Táhne uchváceného tvora velikosti"
P_WEIGHT: Final = "Tlačí či vleče váhu (lb)"
# 004:L173
ERR_TOO_HEAVY: Final = BOOK("{name}: {weight} lb je víc, než zvládne tlačit či vléct ({limit} lb; §zvedani_a_noseni).")
MOVE_WHAT: Final = "Pohyb"
ERR_NOT_PRONE: Final = "{name}: neleží, není z čeho vstávat."
# 004:L254
ERR_CANNOT_STAND: Final = BOOK("{name}: vstát stojí {cost} pohybu, tolik v tahu nezbývá, nebo je rychlost 0 "
                               "(§boj.lezeni).")
ERR_TOO_FAR: Final = "{name}: pohyb stojí {cost}, zbytek tahu je jen {left}."
STOOD_UP: Final = "vstává za {cost} pohybu."
DASHED: Final = BOOK("{name}: Sprint spotřeboval akci (§boj.akce_v_boji.sprint).")
MOVED: Final = "{name}: pohyb o {sahu} stojí {cost}, zbytek tahu: {left}."
MOVED_LABEL: Final = "Pohyb zapsán"

# --- second pass (issue 19): hands, opportunity attacks, joiners, moving through creatures, grapples ------
# 004:L338
ERR_OFF_HAND_LIGHT: Final = BOOK("Bonusový útok druhou rukou jen po útoku akcí Útok lehkou zbraní na blízko drženou v "
                                 "jedné ruce (§boj.utoky_na_blizko.boj_dvema_zbranemi).")
# 004:L334
ERR_OPPORTUNITY_MELEE: Final = BOOK("{name}: reakcí bez připravené akce je to příležitostný útok, a ten je útokem na "
                                    "blízko (§boj.utoky_na_blizko.prilezitostne_utoky; střelba reakcí jen s akcí "
                                    "Příprava, §boj.akce_v_boji.priprava).")
ERR_OPPORTUNITY_HOSTILE: Final = BOOK("{name} není nepřátelský tvor: příležitostný útok je proti nepříteli, který "
                                      "opouští dosah (§boj.utoky_na_blizko.prilezitostne_utoky).")
ERR_OPPORTUNITY_SEEN: Final = BOOK("{name}: příležitostný útok je proti nepříteli, kterého útočník vidí "
                                   "(§boj.utoky_na_blizko.prilezitostne_utoky).")
# 004:L285
ECONOMY_READIED: Final = "reakce na připravenou akci (Příprava skončila)"
# 004:L237 (surprise at the start of the encounter), SRD initiative
A_JOIN: Final = "Přidat do běžícího boje (iniciativa)"
H_JOIN: Final = BOOK("Účastník přidaný po začátku boje si hodí na iniciativu a zařadí se do pořadí; pokud jeho místo v "
                     "tomto kole už prošlo, jedná až v příštím. Překvapený být nemůže: o překvapení se rozhoduje na "
                     "začátku střetnutí (§boj.prekvapeni).")
DICE_JOIN: Final = "1k20 za každého přidaného v pořadí seznamu (2k20 s výhodou či nevýhodou)"
ERR_NOBODY_JOINS: Final = "Všichni živí účastníci už v pořadí iniciativy jsou."
ERR_JOIN_SURPRISED: Final = BOOK("{name}: překvapený je jen ten, kdo si hrozby nevšimne na začátku střetnutí "
                                 "(§boj.prekvapeni); u přidaného do běžícího boje zruš zaškrtnutí.")
JOINED: Final = "Přidáno do boje"
JOIN_TEXT: Final = "Do boje vstupuje {names}. Pořadí: {order}. Na tahu zůstává {current}."
JOIN_WHEN: Final[dict[bool, str]] = {True: "jedná ještě v tomto kole.", False: "jedná až v příštím kole."}
JOIN_DUE: Final = "{name} je v boji bez iniciativy: Přidat do běžícího boje."
P_THROUGH: Final = "Prochází prostorem tvora"
# 004:L259
ERR_CANNOT_PASS: Final = BOOK("{name}: prostorem nepřátelského tvora ({other}) lze projít, jen je-li aspoň o dvě třídy "
                              "velikosti větší či menší (§boj.pohyb_kolem_ostatnich_tvoru).")
ERR_PASS_SELF: Final = "Prochází se prostorem jiného tvora, ne vlastním."
# 004:L249, 004:L259-L260
PASSED: Final = BOOK("prochází prostorem tvora {other}: {extra} navíc jako těžký terén; pohyb tam nesmí skončit "
                     "(§boj.pohyb_kolem_ostatnich_tvoru).")
PASSED_DIFFICULT: Final = BOOK("prochází prostorem tvora {other}, těžký terén už je započten; pohyb tam nesmí skončit "
                               "(§boj.pohyb_kolem_ostatnich_tvoru).")
# 004:L550
GRAPPLE_ENDED: Final = BOOK("uchvatitel {grappler} je neschopný či mrtvý, uchvácení skončilo (§stavy.uchvaceny).")
# 004:L520, 004:L256
ERR_PRONE_CRAWLS: Final = BOOK("{name} leží: dokud nevstane, jediný druh pohybu je plazení (§stavy.lezici_srazeny; "
                               "vstát: §boj.lezeni).")
P_CLOSER: Final = "Pohyb vede blíž ke zdroji strachu"
# 004:L562
ERR_CLOSER_TO_FEAR: Final = BOOK("{name} je vystrašený a blíž ke zdroji svého strachu ({source}) se dobrovolně nepohne "
                                 "(§stavy.vystraseny).")
