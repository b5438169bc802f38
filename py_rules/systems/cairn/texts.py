"""Every Czech player-facing string of the Cairn game in one place (a translation is a data change).

Rule references „ř. NN“ are lines of the Czech rules text (seed 001).
"""

from __future__ import annotations

# --- names -----------------------------------------------------------------------------------------
TITLE = "Cairn (česká pravidla)"
DESCRIPTION = ("Temná fantasy bez úrovní: záchranné hody 1k20, Body obrany, kritické poškození "
               "a růst za selhání.")
ATTR_NAMES = {"sil": "Síla (SIL)", "hbi": "Hbitost (HBI)", "vul": "Vůle (VUL)"}
ATTR_SHORT = {"sil": "SIL", "hbi": "HBI", "vul": "VUL"}
SIZE_NAMES = {"bezny": "Běžný (1 slot)", "neskladny": "Neskladný (2 sloty)",
              "zanedbatelny": "Zanedbatelný (0 slotů)"}
MODE_NAMES = {"pod": "Podhoď dovednost (1k20 ≤ dovednost)",
              "nad": "Přehození cílené hodnoty (1k20 + dovednost ≥ 21)"}
CREATURE_NAMES = {"postava": "Hráčská postava", "nestvura": "Monstrum / nehráčská postava",
                  "oddil": "Oddíl"}
ZERO_STATE = {"dead": "mrtvý", "paralysed": "paralyzovaný", "helpless": "neschopný přemýšlet a jednat"}
ZERO_RULE = {"dead": "ř. 187", "paralysed": "ř. 188", "helpless": "ř. 189"}
DETACHMENT_DESTROYED_RULE = "ř. 206"

# --- validation --------------------------------------------------------------------------------------
ERR_CURRENT_ABOVE_MAX = "současná hodnota {current} nesmí být vyšší než maximum {max}"
ERR_BO_ABOVE_MAX = "současné BO {current} nesmí být vyšší než maximum {max}"
ERR_STABILISED_WITHOUT_CRITICAL = "stabilizovaná může být jen kriticky zraněná postava"
ERR_LOCATION = ("předmět „{item}“ (řádek {index}) je uložen v rozšíření č. {location}, "
                "které neexistuje; nejdřív ho přesuň")
ERR_NUMBER_LIST = "Pole „{field}“: čekám čísla oddělená čárkou (např. „3, 6, 2“), ne „{text}“."
ERR_PEOPLE_LIST = ("Pole „{field}“: čekám jména s hodnotou dovednosti oddělená čárkou (např. „Bořek 14, Jana 11“), "
                   "ne „{text}“.")
ERR_NUMBER_RANGE = "Pole „{field}“: hodnota {value} musí být mezi {low} a {high}."
ERR_TOO_MANY = "Pole „{field}“: nejvýše {limit} hodnot."
ERR_DICE_LIST = "Pole „{field}“: čekám kostky jako „1k6, 1k8“ (k4 až k12), ne „{text}“."

# --- saves -------------------------------------------------------------------------------------------
SUCCESS = "úspěch"
FAILURE = "neúspěch"
NATURAL_1_UNDER = " (přirozená 1 vždy uspěje)"
NATURAL_20_UNDER = " (přirozená 20 vždy selže)"
NATURAL_1_HIGH = " (přirozená 1 vždy selže)"
NATURAL_20_HIGH = " (přirozená 20 vždy uspěje)"
SAVE_UNDER = "1k20 = {face} {sign} {label} {value}"
SAVE_HIGH = "1k20 + {label} = {face} + {value} = {total} {sign} 21"
SAVE_SENTENCE = "{compare}{natural} → {verdict} (šance předem {chance}; {rule})."
RULE_UNDER = "pravidla ř. 71"
RULE_HIGH = "varianta Přehození cílené hodnoty, pravidla ř. 79"
CHANGE_XP = "{attr}: zkušenostní body {xp}/5 (neúspěch v záchraně, ř. 221)."
CHANGE_LEVEL = ("{attr}: 5 zkušenostních bodů smazáno → nová úroveň; vyber +1 k maximu {attr}, "
                "nebo +1 k maximu BO (ř. 221–222).")
P_ATTRIBUTE = "Dovednost"
ATTR_OPTION = "{name} {value} · šance {chance}"
ERR_DEAD = "Mrtvé stvoření už nehází ani nejedná (pravidla ř. 182, 187)."
ERR_DESTROYED = "Zničený oddíl už nehází ani nejedná (pravidla ř. 206)."
ERR_DYING = ("Kriticky zraněné stvoření leží a umírá; může jen sípat, sápat se a pomalu se plazit "
             "(pravidla ř. 182).")
ERR_OUT_OF_ACTION = "Stabilizovaná postava zůstává mimo boj, dokud Strážce stav nezruší (volba 6)."
ERR_DYING_REST = ("Umírající stvoření se odpočinkem nevyléčí: do hodiny ho musí někdo stabilizovat, "
                  "jinak zemře (pravidla ř. 182).")
ERR_ZERO_ACT = "Při {attr} 0 stvoření nemůže jednat (pravidla ř. 188–189)."
ERR_ROUND_ONE_PC = "Záchranu HBI v prvním kole hází jen hráčské postavy (pravidla ř. 127)."
ODDS_SUCCESS = "Úspěch"
ODDS_FAILURE = "Neúspěch"
ODDS_SUMMARY = "{attr} {value}: šance na úspěch {chance}."

# --- groups and action labels ----------------------------------------------------------------------------
GROUP_SAVES = "Záchranné hody"
GROUP_COMBAT = "Boj"
GROUP_HEALTH = "Zranění a odpočinek"
GROUP_GROWTH = "Tvorba a růst"
GROUP_ORACLE = "Věštby"
GROUP_GEAR = "Výbava"
A_SAVE = "Záchranný hod"
H_SAVE = ("Hoď 1k20 proti současné hodnotě dovednosti. Jen když hrozí významné následky — ověřovací "
          "hody se nepoužívají (ř. 75–76). Neúspěch přidá zkušenostní bod (ř. 221).")
A_GROUP_SAVE = "Spolupráce / soupeření"
H_GROUP_SAVE = ("Hází jen jeden: ten, kdo je v největším ohrožení — aplikace navrhne nejnižší dovednost, "
                "Strážce může rozhodnout jinak (ř. 72–73).")
A_ROUND_ONE = "První kolo: záchrana HBI"
H_ROUND_ONE = ("V prvním kole boje hází každá hráčská postava záchranu HBI; při neúspěchu první kolo "
               "vynechá. V dalších kolech jsou hráči na tahu první bez hodu (ř. 127–128).")
A_RETREAT = "Útěk"
H_RETREAT = "Útěk vyžaduje bezpečný směr a místo k úniku a úspěšnou záchranu HBI (ř. 194)."
A_MORALE = "Morálka"
H_MORALE = ("Nehráčská strana, která ztratí prvního člena nebo polovinu, hází záchranu VUL (případně "
            "VUL vůdce); jinak prchá nebo se vzdá (ř. 198–199).")

# --- group save --------------------------------------------------------------------------------------------
P_KIND = "Druh"
GROUP_KINDS = {"spoluprace": "Spolupráce (společná akce)", "souperi": "Soupeření (protichůdné akce)"}
GROUP_RULE = {"spoluprace": "ř. 73", "souperi": "ř. 72"}
P_OTHERS = "Ostatní účastníci"
H_OTHERS = "Jména a hodnoty stejné dovednosti, např. „Bořek 14, Jana 11“ (nejvýše 9)."
OTHER_NAME = "Účastník č. {n}"
P_SAVER = "Kdo hází"
SAVER_NAMES = {"auto": "Nejohroženější (nejnižší dovednost)", "ja": "Tato postava (rozhodl Strážce)"}
GROUP_WHO = ("Účastníci: {listing}. Hází jen jeden — ten v největším ohrožení, obvykle s nejnižší {attr} "
             "({rule}): {name} ({attr} {value}).")
GROUP_OTHER = "Hod provede {name} proti {attr} {value} (šance {chance}); tato postava nehází."
GROUP_OTHER_LABEL = "Hází {name}"

# --- round one, retreat, morale ---------------------------------------------------------------------------
P_WAIVED = "Strážce záchranu promíjí"
H_WAIVED = "Např. když postavy přepadly nepřítele nebo to plyne ze schopností (ř. 127)."
ROUND_WAIVED_LABEL = "Bez hodu"
ROUND_WAIVED = "Strážce záchranu HBI v prvním kole prominul; postava jedná normálně (ř. 127)."
ROUND_ACTS = "Postava jedná už v prvním kole (ř. 127)."
ROUND_SKIPS = "Postava první kolo vynechává; od druhého kola jedná bez dalšího hodu (ř. 127–128)."
CHANGE_SKIP = "Stav: vynechává první kolo."
P_SAFE_ROUTE = "Je kam bezpečně utéct"
H_SAFE_ROUTE = "Bezpečný směr a místo k úniku (ř. 194)."
RETREAT_NO_ROUTE = "Útěk není možný: chybí bezpečný směr a místo k úniku (pravidla ř. 194)."
RETREAT_OK = "Postava uniká (ř. 194)."
RETREAT_FAIL = "Útěk se nezdařil (ř. 194)."
P_SIZE = "Počet členů strany"
P_LOST_BEFORE = "Ztráty před tímto tahem"
P_LOST_NOW = "Ztráty teď"
P_MORALE_VUL = "VUL strany nebo vůdce"
H_MORALE_VUL = "Skupina vedená vůdcem může použít jeho VUL (ř. 199)."
P_ROUNDING = "Polovina strany"
ROUNDING_NAMES = {"floor": "Zaokrouhlit dolů (ř. 39)", "ceil": "Zaokrouhlit nahoru (nastavení)"}
ERR_MORALE_LOSSES = "ztráty musí splňovat: ztráty před tahem ≤ ztráty teď ≤ počet členů"
MORALE_NONE_LABEL = "Bez ověření"
MORALE_NONE = ("Žádný spouštěč: strana neztratila prvního člena ani nedosáhla poloviny ztrát; "
               "ověření morálky není třeba (ř. 198).")
MORALE_TRIGGERS = {"first": "ztráta prvního člena", "half": "ztráta poloviny strany"}
MORALE_TEXT = "Spouštěč: {why} (ř. 198). Ověření morálky je záchrana VUL (ř. 199): {save} {result}"
MORALE_HOLDS = "Strana drží"
MORALE_BREAKS = "Strana prchá"
MORALE_OK = "Strana bojuje dál."
MORALE_FAIL = "Strana utíká, vzdává se nebo udělá cokoli jiného dle Strážce (ř. 198)."

# --- attack ------------------------------------------------------------------------------------------------
A_ATTACK = "Útok"
H_ATTACK = ("Útok nehází na zásah: zbraň rovnou udělí poškození svou kostkou (ř. 156). Více kostek = hoď "
            "všechny a ber nejvyšší (ř. 37). Vlastní kostky zadej v pořadí: (počet cílů), zbraň, bonus.")
DICE_ATTACK = "kostku zbraně a bonusovou kostku"
UNARMED = "Beze zbraně"
UNARMED_OPTION = "Beze zbraně (1k4, standardní Cairn – není v pravidlech)"
NO_OFF_HAND = "Žádná druhá zbraň"
P_WEAPON = "Zbraň"
P_OFF_HAND = "Druhá zbraň"
H_OFF_HAND = "Útok dvěma zbraněmi: druhá zbraň je posílení ve výši své kostky, např. „dva nože 1k6+1k6“ (ř. 168)."
P_ENHANCEMENT = "Posílený útok"
ENHANCEMENTS = {0: "Bez posílení", 6: "+1k6", 8: "+1k8 (obvyklé)", 12: "+1k12 (proti bezbrannému)"}
H_ENHANCEMENT = "Útok za výhodných okolností; počítá se jen jedno, nejvyšší posílení (ř. 166)."
P_IMPAIRED = "Oslabený útok (nevýhodné okolnosti)"
H_IMPAIRED = "Např. skrz kouř nebo se svázanýma rukama: jen 1k4 a bez bonusů (ř. 165)."
P_FAR = "Cíl mimořádně daleko (střelba)"
H_FAR = "Za hranicí dostřelu (obvykle přes 12 m) je útok oslabený (ř. 172)."
P_VS_DETACHMENT = "Cíl je oddíl"
H_VS_DETACHMENT = "Útok jedince na oddíl je oslabený, kromě plošného útoku (ř. 207)."
P_GM_BONUS = "Strážce povolil bonus i oslabenému útoku"
H_GM_BONUS = "Oslabený útok bonus za běžných okolností nedostává (ř. 165)."
P_TARGETS = "Počet cílů plošného útoku"
H_TARGETS = "Jen pro plošné zbraně; 0 = nejasné, určí se hodem kostky poškození zbraně (ř. 167)."
P_TARGET_ARMOUR = "Brnění cíle"
KEEP_HIGHEST = " (bere se nejvyšší)"
ATTACK_SUMMARY = "Kostky {pool}; průměr {mean}; šance zranit cíl s brněním {armour}: {hurt}."
IMPAIRED_REASONS = {
    "conditions": "Oslabený útok: nevýhodné okolnosti → jen 1k4 (ř. 165).",
    "far": "Oslabený útok: cíl mimořádně daleko (ř. 172).",
    "detachment": "Oslabený útok: jedinec útočí na oddíl a útok není plošný (ř. 207).",
}
BONUS_RULE = ("Posílení nebo druhá zbraň přidá kostku, bere se nejvyšší výsledek; počítá se jen jedno, "
              "nejvyšší posílení (ř. 37, 166, 168).")
BLAST_RULE = "Plošný útok: poškození se hází za každý zasažený cíl zvlášť (ř. 167, oddíly ř. 208)."
BLAST_ODDS = "Plošný útok: šance platí pro každý cíl zvlášť (ř. 167)."
BLAST_COUNT = "Počet cílů nebyl jasný: {die} = {n} (ř. 167)."
BLAST_LABEL = "Plošný útok na {targets}"
ATTACK_LEAD = "{weapon}: {pool}."
ATTACK_TARGET = "Cíl {n}: kostky {faces} → {kept}, po brnění {armour} → {dealt} poškození (ř. 108, 156)."
CHANGE_AMMO_MARK = "{item}: použito v tomto boji — na konci boje se odečte 1 použití munice (ř. 175)."
ERR_NO_ITEM = "Předmět č. {index} v inventáři není."
ERR_NOT_WEAPON = "„{item}“ nemá kostku poškození, nelze s ním útočit."
ERR_ENGAGED = "Postava je na dosah útoku nablízko jiného tvora, nemůže střílet (pravidla ř. 173)."
ERR_NO_AMMO = "„{item}“ nemá žádnou munici; bez munice nelze střílet (pravidla ř. 174)."
ERR_NOT_CARRIED = "„{item}“ není u postavy (je v rozšíření nosnosti); nejdřív ho vezmi (ř. 100)."
ERR_SKIPS_ROUND = ("Postava neuspěla v záchraně HBI a první kolo vynechává (pravidla ř. 127); "
                   "ve druhém kole zvol „Další kolo“.")
A_NEXT_ROUND = "Další kolo"
H_NEXT_ROUND = "Od druhého kola jsou hráčské postavy na tahu první a záchranu HBI už nehází (ř. 128)."
NEXT_ROUND_LABEL = "Další kolo"
NEXT_ROUND = ("Nové kolo (asi 10 vteřin): hráčské postavy jsou na tahu první, bez další záchrany HBI; "
              "tahy strany se vyhodnotí najednou (ř. 126, 128).")
CHANGE_ACTS_AGAIN = "Stav: už nevynechává kolo."
ERR_SAME_WEAPON = "Druhá zbraň musí být jiná než hlavní zbraň (ř. 168)."
ERR_HANDS = ("Postava má dvě ruce: {items} se do nich nevejdou — neskladná zbraň zabírá obě ruce, útok dvěma "
             "zbraněmi potřebuje dvě jednoruční (ř. 97, 168).")
CHANGE_WIELD = "Do rukou: {items} (obměna výbavy je drobná akce, ř. 135)."
CHANGE_UNWIELD = "Z rukou do dalších slotů: {items}."
WEAPON_IN_HANDS = ", v rukou"

# --- group attack ------------------------------------------------------------------------------------------
A_GROUP_ATTACK = "Skupinový útok na jeden cíl"
H_GROUP_ATTACK = ("Útočí-li víc útočníků na jeden cíl, Strážce udělí jen nejvyšší poškození (ř. 158); "
                  "varianta „Společně jsme silnější“ přidá +1 za každou další kostku 4+ (ř. 161).")
DICE_GROUP_ATTACK = "kostky útočníků v pořadí"
P_ATTACKERS = "Kostky útočníků"
H_ATTACKERS = "Jedna kostka za útočníka, např. „1k6, 1k6, 1k8“ (nejvýše 12)."
P_TOGETHER = "Varianta „Společně jsme silnější“"
H_TOGETHER = "+1 k poškození za každou kostku útoku 4+ kromě nejvyšší (ř. 160–161)."
GROUP_ATTACK_SUMMARY = "Šance zranit cíl s brněním {armour}: {hurt}."
GROUP_RULE_HIGHEST = "platí jen nejvyšší poškození (ř. 158)"
TOGETHER_RULE = "nejvyšší a +{bonus} za další kostky 4+ (varianta „Společně jsme silnější“, ř. 161)"
GROUP_ATTACK_TEXT = "Kostky {faces}: {best}; {rule}; po brnění {armour} → {dealt} poškození (ř. 108)."

# --- damage ------------------------------------------------------------------------------------------------
A_DAMAGE = "Přijmout poškození"
H_DAMAGE = ("Brnění sníží poškození (nejvýš na 0), zbytek ubere BO; co přesáhne BO, jde do dovednosti "
            "(obvykle SIL) a následuje záchrana proti kritickému poškození s novou hodnotou (ř. 108, 157, 181). "
            "Mimo boj jde poškození rovnou do dovednosti (ř. 190).")
P_DAMAGE = "Poškození"
P_OTHER_DAMAGE = "Poškození od dalších útočníků"
H_OTHER_DAMAGE = "Útočí-li víc útočníků, platí jen nejvyšší poškození, např. „3, 2“ (ř. 158)."
P_IN_COMBAT = "V boji"
H_IN_COMBAT = "Mimo boj (pád, jed…) jde poškození rovnou do dovednosti, bez brnění a BO (ř. 190)."
P_HIT_ATTRIBUTE = "Dovednost pro přebytek"
DMG_INCOMING = "Z více útoků platí jen nejvyšší: {n} (ř. 158)."
DMG_OUTSIDE = "Poškození mimo boj {n} jde rovnou do {attr}: → {after} (ř. 190)."
DMG_ARMOUR = "Poškození {incoming} − brnění {armour} = {dealt} (ř. 108)."
DMG_DYING = ("Postava už umírá: poškození {n} jde rovnou do {attr} → {after}, bez záchrany "
             "(volba 6).")
DMG_OVERFLOW = "BO {bo} → 0; přebytek {over} jde do {attr} → {after} (ř. 157, 181)."
DMG_BO_ONLY = "BO {bo} → {after}; poškození nepřesáhlo BO, záchrana se nehází (ř. 157, 181)."
DMG_KILLED = {
    "postava": "Síla klesla na 0: postava umírá, záchrana se nehází (ř. 187).",
    "nestvura": "Síla klesla na 0: monstrum umírá, záchrana se nehází (ř. 187).",
    "oddil": "Síla oddílu klesla na 0: oddíl je zničen (ř. 206).",
}
CRIT_SAVE = "Záchrana proti kritickému poškození: {save}"
CRIT_HOLDS = "Zůstává schopen boje (ř. 181)."
CRIT_FAILS = {
    "postava": ("Kritické poškození: postava leží na zemi a umírá; když ji do hodiny nikdo "
                "nestabilizuje, zemře (ř. 182)."),
    "nestvura": "Kritické poškození: monstrum umírá (ř. 183).",
    "oddil": "Kritické poškození: oddíl se rozpadá na jednotlivce nebo se dává na útěk (ř. 205).",
}
DMG_FULL_LOAD = ("Plný inventář: BO se počítá jako 0 (volitelné standardní pravidlo Cairn 2e, "
                 "v českých pravidlech není; volba 17).")
DMG_PREVIEW = "Po brnění {dealt} poškození: BO {bo} → {bo_after}, {attr} {before} → {after}."
CRIT_SUMMARY = "Záchrana proti kritickému poškození: {attr} {value}, šance {chance}."
DEAD_LABEL = {"postava": "Smrt", "nestvura": "Smrt", "oddil": "Oddíl zničen"}
NO_SAVE_LABEL = "Bez kritického poškození"
HOLDS_LABEL = "Schopen boje"
CRITICAL_LABEL = {"postava": "Kritické poškození", "nestvura": "Kritické poškození (smrt)",
                  "oddil": "Oddíl se rozpadá"}
CHANGE_BO = "BO: {before} → {after}."
CHANGE_ATTR = "{attr}: {before} → {after}."
CHANGE_ZERO = "{attr} 0: {state} ({rule})."
DETACHMENT_DESTROYED = "oddíl zničen"
CHANGE_CRITICAL = {"postava": "Stav: kriticky zraněný (umírá do hodiny).",
                   "nestvura": "Stav: kriticky zraněný → mrtvý.",
                   "oddil": "Stav: kritické poškození (oddíl se rozpadá nebo prchá)."}

# --- stabilise, end of combat, ammo ------------------------------------------------------------------------
A_STABILISE = "Stabilizace umírajícího"
H_STABILISE = "Kriticky zraněný, kterého nikdo do hodiny nestabilizuje (obvazy, spojenec po boji), zemře (ř. 182)."
P_IN_TIME = "Stabilizován do hodiny"
H_IN_TIME = "Vypni, pokud hodina uplynula bez pomoci."
NOT_DYING_LABEL = "Nikdo neumírá"
NOT_DYING = "Postava není kriticky zraněná (nebo už je stabilizovaná či mrtvá); není co stabilizovat (ř. 182)."
STABILISED_LABEL = "Stabilizován"
STABILISED = ("Postava byla do hodiny stabilizována a přežije; zůstává mimo boj, dokud Strážce "
              "stav nezruší (ř. 182, volba 6).")
CHANGE_STABILISED = "Stav: stabilizovaný."
DIED_UNSTABILISED = "Hodina uplynula bez stabilizace: postava zemřela (ř. 182)."
CHANGE_DEAD = "Stav: mrtvý."
A_END_COMBAT = "Konec boje"
H_END_COMBAT = ("Odečte 1 použití munice u každé střelné zbraně použité v boji, bez ohledu na počet výstřelů "
                "(ř. 175), a zruší stavy prvního kola a ohrožení.")
END_COMBAT_LABEL = "Boj skončil"
END_COMBAT = "Boj skončil: munice se odečítá jednou za boj (ř. 175); příští boj začne záchranou HBI (ř. 127)."
CHANGE_AMMO = "{item}: munice {left} (ř. 175–176)."
A_AMMO = "Munice mimo boj"
H_AMMO = "Každé použití munice mimo boj (např. k vyřešení problému) spotřebuje 1 použití (ř. 176)."
P_AMMO_WEAPON = "Zbraň s municí"
NO_AMMO_WEAPON = "Žádná zbraň s municí"
NO_AMMO_WEAPON_TEXT = "V inventáři není žádná zbraň s evidovanou municí; nic se neodečetlo (ř. 174)."
ERR_NO_AMMO_FIELD = "„{item}“ munici nepoužívá (není vyplněn počet použití)."
AMMO_USED_LABEL = "Munice použita"
AMMO_USED = "{item}: použití mimo boj spotřebuje 1 použití munice (ř. 176)."

# --- rest --------------------------------------------------------------------------------------------------
A_REST = "Odpočinek a léčení"
H_REST = ("Krátký odpočinek doplní všechna BO (ř. 90); odpočinek do dalšího dne vyléčí 1k6 ztracených "
          "bodů dovedností, týden všechny (ř. 91). Vyčerpaná postava si nedoplní nic (ř. 104).")
P_REST = "Druh odpočinku"
REST_KINDS = {"short": "Krátký odpočinek (oddech po boji)", "night": "Do dalšího dne (1k6)",
              "week": "Týdenní odpočinek", "healer": "Léčitel / jiný zdroj"}
REST_LABEL = {"short": "Oddechnuto", "night": "Vyspáno", "week": "Týden odpočinku", "healer": "Ošetřeno"}
REST_TEXT = {
    "short": "Krátký odpočinek: postava vstoupí do dalšího boje s plným počtem BO (ř. 90).",
    "night": ("Odpočinek do dalšího dne: BO na maximum (ř. 90) a 1k6 ztracených bodů dovedností "
              "rozdělených podle zvoleného pořadí, nejvýš do maxima (ř. 91, volba 12)."),
    "week": "Týdenní odpočinek vyléčí všechny dočasně ztracené body dovedností; BO na maximum (ř. 90–91).",
    "healer": "Léčitel nebo jiný vhodný zdroj: Strážce určí počet vyléčených bodů i cenu (ř. 91, volba 12).",
}
P_ORDER = "Pořadí léčení dovedností"
H_ORDER = "Komu připadnou vyléčené body jako prvnímu (volba 12)."
P_HEALER = "Body od léčitele"
H_HEALER = "Jen pro léčitele: kolik bodů Strážce přiznal (ř. 91)."
NIGHT_ROLL = "Hod 1k6 = {roll}."
HEAL_ALL = "Vyléčeno vše"
HEAL_PARTIAL = "Vyléčena část"
HEAL_SUMMARY = "Ztracené body dovedností: {lost}; šance, že 1k6 vyléčí vše: {chance}."
ERR_EXHAUSTED = ("Vyčerpaná postava si nemůže doplnit body obrany ani vyléčit ztracené body dovedností "
                 "(pravidla ř. 104). Nejdřív obstarej jídlo, pití a spánek.")

# --- deprivation -------------------------------------------------------------------------------------------
A_DEPRIVATION = "Strádání (vyčerpání)"
H_DEPRIVATION = ("Den bez jídla, pití nebo spánku: postava je vyčerpaná a ztratí 1 bod z každé dovednosti "
                 "(ř. 104). Když potřeby obstará, vyčerpání skončí (volba 14).")
P_DEPRIVATION = "Co se stalo"
DEPRIVATION_KINDS = {"day": "Den strádání (−1 ke všem dovednostem)", "needs_met": "Potřeby obstarány"}
DEPRIVED_LABEL = "Vyčerpaný"
DEPRIVED = ("Den strádání: postava je vyčerpaná a ztrácí 1 bod z každé dovednosti; nedoplní si BO ani "
            "body dovedností (ř. 104).")
CHANGE_EXHAUSTED = "Stav: vyčerpaný."
CHANGE_NOT_EXHAUSTED = "Stav: už není vyčerpaný."
NEEDS_MET_LABEL = "Potřeby obstarány"
NEEDS_MET = "Postava má jídlo, pití i spánek: vyčerpání končí a může zase odpočívat a léčit se (ř. 104, volba 14)."

# --- growth ------------------------------------------------------------------------------------------------
A_GROWTH = "Nová úroveň dovednosti"
H_GROWTH_ACTION = ("Po 5 zkušenostních bodech v dovednosti si vyber: +1 k maximu té dovednosti (nejvýš 20), "
                   "nebo +1 k maximu BO (ř. 221–222).")
P_GROWTH_FROM = "Úroveň za dovednost"
P_GROWTH_CHOICE = "Volba"
H_GROWTH = "Maximum dovednosti nesmí přesáhnout 20 (ř. 222)."
GROWTH_ATTR = "+1 k maximu dovednosti"
GROWTH_BO = "+1 k maximu BO"
NO_GROWTH_LABEL = "Žádná nová úroveň"
NO_GROWTH = "Postava nemá žádnou nevybranou úroveň; ta vzniká při 5 zkušenostních bodech (ř. 221)."
ERR_NOT_PENDING = "Za {attr} teď žádnou novou úroveň nemáš (ř. 221)."
ERR_MAX_20 = "Maximum {attr} je už 20; vyber +1 k maximu BO (pravidla ř. 222)."
GROWTH_LABEL = "Nová úroveň"
GROWTH_TEXT = {
    "attribute": "Nová úroveň za {attr}: maximum i současná hodnota {attr} rostou o 1 (ř. 222, volba 15).",
    "bo": "Nová úroveň za {attr}: maximum i současné BO rostou o 1 (ř. 222, volba 15).",
}
CHANGE_MAX = "Maximum {attr}: {before} → {after}."

# --- creation ----------------------------------------------------------------------------------------------
A_CREATE = "Hodit novou postavu"
H_CREATE = ("Standardní pravidla Cairn (v českých pravidlech chybí): 3k6 postupně pro SIL, HBI a VUL, "
            "BO 1k6. Přepíše dovednosti a BO.")
CREATED_LABEL = "Postava vytvořena"
CREATED = ("Dovednosti hozeny 3k6 v pořadí SIL, HBI, VUL a BO 1k6 — standardní pravidla Cairn, "
           "v českých pravidlech nejsou. Pak smíš prohodit dvě dovednosti.")
CHANGE_ROLLED = "{attr}: {dice} = {value}."
A_SWAP = "Prohodit dvě dovednosti"
H_SWAP = "Standardní Cairn při tvorbě postavy: po hodu smíš prohodit hodnoty dvou dovedností."
P_SWAP_FIRST = "První dovednost"
P_SWAP_SECOND = "Druhá dovednost"
ERR_SWAP_SAME = "Vyber dvě různé dovednosti."
SWAPPED_LABEL = "Prohozeno"
SWAPPED = "Hodnoty dvou dovedností prohozeny (standardní Cairn, tvorba postavy)."
CHANGE_SWAP = "{a} ↔ {b}: {va} ↔ {vb}."

# --- oracles -----------------------------------------------------------------------------------------------
A_FATE = "Kostka osudu"
H_FATE = "Když je výsledek nejasný nebo náhodný: 1k6, 4 a víc je pro hráče spíš příznivé (ř. 83–85)."
FATE_GOOD = "Příznivé"
FATE_BAD = "Nepříznivé"
FATE = "Kostka osudu 1k6 = {face}: {verdict} (4 a víc příznivé, 3 a méně nepříznivé; ř. 85)."
A_REACTION = "Reakce NPC"
H_REACTION = "Při prvním setkání s NPC, jehož reakce není jasná: 2k6 v tabulce reakcí (ř. 114–122)."
REACTION = "Reakce 2k6 = {total}: {label} (tabulka reakcí, ř. 116–122)."

# --- view --------------------------------------------------------------------------------------------------
S_ATTRIBUTES = "Dovednosti"
S_DEFENCE = "Obrana"
S_STATES = "Stav"
S_INVENTORY = "Inventář"
S_GROWTH = "Růst"
S_SETTINGS = "Nastavení"
S_NOTES = "Poznámky"
V_MAX = "Maximum {attr}"
V_XP = "Zkušenosti {attr}"
H_XP = "Za každý neúspěšný záchranný hod +1; při 5 nová úroveň (ř. 221)."
V_CHANCE = "Šance na záchranu {attr}"
V_BO = "Body obrany (BO)"
H_BO = "Schopnost vyvarovat se zranění v boji (ř. 89)."
V_BO_MAX = "Maximum BO"
V_ARMOUR = "Brnění"
H_ARMOUR = "Součet brnění nesených předmětů (přilbice a štít +1), nejvýš 3 (ř. 108–110)."
STATE_NAMES = {
    "exhausted": "Vyčerpaný",
    "critical": "Kriticky zraněný",
    "stabilised": "Stabilizovaný",
    "dead": "Mrtvý",
    "skip_round_one": "Vynechává první kolo",
    "engaged": "V ohrožení (nepřítel na dosah, nelze střílet)",
}
PETTY = "Zanedbatelný"
SLOT_ONE = "Slot {n}"
SLOT_RANGE = "Sloty {a}–{b}"
IN_HANDS = " (ruce)"
ON_BODY = "Postava"
NOT_WEAPON = "Není zbraň"
V_ITEM_NAME = "Název"
V_SIZE = "Velikost"
V_DAMAGE = "Kostka poškození"
V_BLAST = "Plošná"
V_RANGED = "Střelná"
V_AMMO = "Munice (použití)"
H_AMMO_FIELD = "Prázdné = zbraň munici nepotřebuje (ř. 174)."
V_USED = "Použita v tomto boji"
V_ITEM_ARMOUR = "Brnění"
H_ITEM_ARMOUR = "Zbroj 1–3, přilbice nebo štít 1 (ř. 109)."
V_LOCATION = "Kde"
V_NOTE = "Poznámka"
V_SLOTS = "Obsazené sloty"
H_SLOTS = "Nosnost postavy je 10 slotů; první 2 jsou ruce (ř. 97–99)."
OVER_CAPACITY = "Přetíženo o {over}! Nosnost je 10 slotů (ř. 99); pravidla trest neuvádějí (volba 17)."
OVERLOADED = "Přetížení"
V_INVENTORY = "Předměty"
H_INVENTORY = "Běžný předmět 1 slot, neskladný 2, zanedbatelný 0 (ř. 98)."
ADD_ITEM = "Přidat předmět"
V_EXTENSIONS = "Rozšíření nosnosti"
H_EXTENSIONS = "Vozík, povoz, zvíře, družiník, Arkana (ř. 100); velikost určuje Strážce."
ADD_EXTENSION = "Přidat rozšíření"
V_EXT_NAME = "Název"
V_EXT_SLOTS = "Slotů"
V_MONEY = "Peníze"
V_PENDING = "Nevybrané úrovně"
H_PENDING = "Vyber akcí „Nová úroveň dovednosti“ (ř. 222)."
NONE = "žádné"
V_GROWTH_NOTES = "Růst z herních interakcí"
H_GROWTH_NOTES = "Růst je vždy vázán na události ve hře, nikdy náhodný (ř. 226–245)."
V_SAVE_MODE = "Záchranné hody"
H_SAVE_MODE = "Šance na úspěch je v obou variantách stejná; liší se jen čtení kostky (ř. 71, 79)."
MODE_SHORT = {"pod": "podhazování", "nad": "přehazování 21"}
V_CREATURE = "Druh stvoření"
H_CREATURE = ("Monstra, nehráčské postavy a oddíly nezískávají zkušenosti; oddíly mají vlastní pravidla "
              "(ř. 183, 201–208).")
V_LEADER = "VUL vůdce (0 = bez vůdce)"
H_LEADER = "Pro morálku a záchranu oddílu proti kritickému poškození (ř. 199, 205)."
V_FULL_LOAD = "Plný inventář = BO 0 (Cairn 2e, volitelné)"
H_FULL_LOAD = "Standardní pravidlo Cairn 2e, v českých pravidlech není: při 10 obsazených slotech má postava 0 BO."
FULL_LOAD_BADGE = "Plný inventář: BO 0"
V_NAME = "Jméno"
V_NOTES = "Poznámky"

# --- help, start -------------------------------------------------------------------------------------------
CHOICE_TITLE = "Volba {n}"
START_TORCH = "Pochodeň"
START_RATIONS = "Zásoby (3 dny)"

# --- příručka tabulek (reference op) ---------------------------------------------------------------------
REF_REACTIONS = "Reakce nehráčských postav"
REF_REACTION_COLUMNS = ("2k6", "Reakce")
REF_REACTIONS_SOURCE = "Pravidla hry › Základy › Reakce"
REF_REACTION_KEYWORDS = ("reakce", "NPC", "nehráčská postava", "setkání")

# --- plynutí času (issue 20 item 4) ----------------------------------------------------------------------
A_TIME = "Plynutí času"
H_TIME = ("Hodina, den nebo týden: umírající bez stabilizace do hodiny zemře, den bez jídla, pití a spánku "
          "vyčerpá a vezme 1 bod každé dovednosti, noc odpočinku vyléčí 1k6 bodů a týden všechny (ř. 91, 104, 182).")
P_SPAN = "Kolik času uplyne"
SPANS = {"hour": "Hodina", "day": "Den (s nocí)", "week": "Týden"}
SPAN_LABEL = {"hour": "Uplynula hodina", "day": "Uplynul den", "week": "Uplynul týden"}
P_NEEDS_MET = "Jídlo, pití a spánek zajištěny"
H_NEEDS_MET = "Bez nich je postava vyčerpaná, ztrácí 1 bod každé dovednosti denně a neléčí se (ř. 104)."
TIME_DYING_ODDS = "Kriticky zraněný nebyl do hodiny stabilizován: zemře (ř. 182)."
TIME_DIED = "Uplynula hodina a kriticky zraněného nikdo nestabilizoval: zemřel (ř. 182)."
TIME_HOUR = "Uplynula hodina."
TIME_DEPRIVED = "Dní bez jídla, pití nebo spánku: {days} (ř. 104)."
TIME_RESTED = {"day": "Uplynul den s nocí odpočinku.", "week": "Uplynul týden odpočinku."}
CHANGE_DAY = "Den výpravy: {before} → {after}."
ERR_DAY_LIMIT = "Deník počítá nejvýše {limit} dní výpravy."
V_DAY = "Den výpravy"
H_DAY = "Posouvá ho akce Plynutí času; podle dnů se počítá vyčerpání a léčení (ř. 91, 104)."
