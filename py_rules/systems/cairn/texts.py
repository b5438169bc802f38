"""Every Czech player-facing string of the Cairn game in one place (a translation is a data change).

Rule references „ř. NN“ are lines of the Czech rules text (seed 001).
"""

from __future__ import annotations

from py_rules.czech import Noun
from py_rules.headings import Book

BOOK = Book("py_rules.systems.cairn")

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
# 001:L187, 001:L188, 001:L189
_LOSS = BOOK.cite("zaklady.ztrata_dovednostnich_bodu")
ZERO_RULE = {"dead": _LOSS, "paralysed": _LOSS, "helpless": _LOSS}
# 001:L206
DETACHMENT_DESTROYED_RULE = BOOK.cite("zaklady.oddily")

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
# 001:L71
RULE_UNDER = BOOK.cite("zaklady.zachranne_hody")
# 001:L79
RULE_HIGH = BOOK("varianta Přehození cílené hodnoty, §zaklady.zachranne_hody")
# 001:L221
CHANGE_XP = BOOK("{attr}: zkušenostní body {xp}/5 (neúspěch v záchraně, "
                 "§rust_postav.vylepsovani_dovednosti_za_selhani).")
# 001:L221-L222
CHANGE_LEVEL = BOOK("{attr}: 5 zkušenostních bodů smazáno → nová úroveň; vyber +1 k maximu {attr}, nebo +1 k maximu BO "
                    "(§rust_postav.vylepsovani_dovednosti_za_selhani).")
P_ATTRIBUTE = "Dovednost"
ATTR_OPTION = "{name} {value} · šance {chance}"
# 001:L182, 001:L187
ERR_DEAD = BOOK("Mrtvé stvoření už nehází ani nejedná (§zaklady.kriticke_poskozeni; "
                "§zaklady.ztrata_dovednostnich_bodu).")
# 001:L206
ERR_DESTROYED = BOOK("Zničený oddíl už nehází ani nejedná (§zaklady.oddily).")
# 001:L182
ERR_DYING = BOOK("Kriticky zraněné stvoření leží a umírá; může jen sípat, sápat se a pomalu se plazit "
                 "(§zaklady.kriticke_poskozeni).")
ERR_OUT_OF_ACTION = "Stabilizovaná postava zůstává mimo boj, dokud Strážce stav nezruší (Volby aplikace › Volba 6)."
# 001:L182
ERR_DYING_REST = BOOK("Umírající stvoření se odpočinkem nevyléčí: do hodiny ho musí někdo stabilizovat, jinak zemře "
                      "(§zaklady.kriticke_poskozeni).")
# 001:L188-L189
ERR_ZERO_ACT = BOOK("Při {attr} 0 stvoření nemůže jednat (§zaklady.ztrata_dovednostnich_bodu).")
# 001:L127
ERR_ROUND_ONE_PC = BOOK("Záchranu HBI v prvním kole hází jen hráčské postavy (§zaklady.kola).")
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
# 001:L75-L76, 001:L221
H_SAVE = BOOK("Hoď 1k20 proti současné hodnotě dovednosti. Jen když hrozí významné následky — ověřovací hody se "
              "nepoužívají (§zaklady.zachranne_hody). Neúspěch přidá zkušenostní bod "
              "(§rust_postav.vylepsovani_dovednosti_za_selhani).")
A_GROUP_SAVE = "Spolupráce / soupeření"
# 001:L72-L73
H_GROUP_SAVE = BOOK("Hází jen jeden: ten, kdo je v největším ohrožení — aplikace navrhne nejnižší dovednost, Strážce "
                    "může rozhodnout jinak (§zaklady.zachranne_hody).")
A_ROUND_ONE = "První kolo: záchrana HBI"
# 001:L127-L128
H_ROUND_ONE = BOOK("V prvním kole boje hází každá hráčská postava záchranu HBI; při neúspěchu první kolo vynechá. V "
                   "dalších kolech jsou hráči na tahu první bez hodu (§zaklady.kola).")
A_RETREAT = "Útěk"
# 001:L194
H_RETREAT = BOOK("Útěk vyžaduje bezpečný směr a místo k úniku a úspěšnou záchranu HBI (§zaklady.utek).")
A_MORALE = "Morálka"
# 001:L198-L199
H_MORALE = BOOK("Nehráčská strana, která ztratí prvního člena nebo polovinu, hází záchranu VUL (případně VUL vůdce); "
                "jinak prchá nebo se vzdá (§zaklady.moralka).")

# --- group save --------------------------------------------------------------------------------------------
P_KIND = "Druh"
GROUP_KINDS = {"spoluprace": "Spolupráce (společná akce)", "souperi": "Soupeření (protichůdné akce)"}
# 001:L73, 001:L72
GROUP_RULE = {"spoluprace": RULE_UNDER, "souperi": RULE_UNDER}
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
# 001:L127
H_WAIVED = BOOK("Např. když postavy přepadly nepřítele nebo to plyne ze schopností (§zaklady.kola).")
ROUND_WAIVED_LABEL = "Bez hodu"
# 001:L127
ROUND_WAIVED = BOOK("Strážce záchranu HBI v prvním kole prominul; postava jedná normálně (§zaklady.kola).")
# 001:L127
ROUND_ACTS = BOOK("Postava jedná už v prvním kole (§zaklady.kola).")
# 001:L127-L128
ROUND_SKIPS = BOOK("Postava první kolo vynechává; od druhého kola jedná bez dalšího hodu (§zaklady.kola).")
CHANGE_SKIP = "Stav: vynechává první kolo."
P_SAFE_ROUTE = "Je kam bezpečně utéct"
# 001:L194
H_SAFE_ROUTE = BOOK("Bezpečný směr a místo k úniku (§zaklady.utek).")
# 001:L194
RETREAT_NO_ROUTE = BOOK("Útěk není možný: chybí bezpečný směr a místo k úniku (§zaklady.utek).")
# 001:L194
RETREAT_OK = BOOK("Postava uniká (§zaklady.utek).")
# 001:L194
RETREAT_FAIL = BOOK("Útěk se nezdařil (§zaklady.utek).")
P_SIZE = "Počet členů strany"
P_LOST_BEFORE = "Ztráty před tímto tahem"
P_LOST_NOW = "Ztráty teď"
P_MORALE_VUL = "VUL strany nebo vůdce"
# 001:L199
H_MORALE_VUL = BOOK("Skupina vedená vůdcem může použít jeho VUL (§zaklady.moralka).")
P_ROUNDING = "Polovina strany"
# 001:L39
ROUNDING_NAMES = {"floor": BOOK("Zaokrouhlit dolů "
                                "(§nastroje_potrebne_ke_hre.kostky)"), "ceil": "Zaokrouhlit nahoru (nastavení)"}
ERR_MORALE_LOSSES = "ztráty musí splňovat: ztráty před tahem ≤ ztráty teď ≤ počet členů"
MORALE_NONE_LABEL = "Bez ověření"
# 001:L198
MORALE_NONE = BOOK("Žádný spouštěč: strana neztratila prvního člena ani nedosáhla poloviny ztrát; ověření morálky není "
                   "třeba (§zaklady.moralka).")
MORALE_TRIGGERS = {"first": "ztráta prvního člena", "half": "ztráta poloviny strany"}
# 001:L198, 001:L199
MORALE_TEXT = BOOK("Spouštěč: {why} (§zaklady.moralka). Ověření morálky je záchrana VUL (§zaklady.moralka): {save} "
                   "{result}")
MORALE_HOLDS = "Strana drží"
MORALE_BREAKS = "Strana prchá"
MORALE_OK = "Strana bojuje dál."
# 001:L198
MORALE_FAIL = BOOK("Strana utíká, vzdává se nebo udělá cokoli jiného dle Strážce (§zaklady.moralka).")

# --- attack ------------------------------------------------------------------------------------------------
A_ATTACK = "Útok"
# 001:L156
# 001:L37
H_ATTACK = BOOK("Útok nehází na zásah: zbraň rovnou udělí poškození svou kostkou (§zaklady.utok_a_poskozeni). Více "
                "kostek = hoď všechny a ber nejvyšší (§nastroje_potrebne_ke_hre.kostky). Vlastní kostky zadej v "
                "pořadí: (počet cílů), zbraň, bonus.")
DICE_ATTACK = "kostku zbraně a bonusovou kostku"
UNARMED = "Beze zbraně"
UNARMED_OPTION = "Beze zbraně (1k4, standardní Cairn – není v pravidlech)"
NO_OFF_HAND = "Žádná druhá zbraň"
P_WEAPON = "Zbraň"
P_OFF_HAND = "Druhá zbraň"
# 001:L168
H_OFF_HAND = BOOK("Útok dvěma zbraněmi: druhá zbraň je posílení ve výši své kostky, např. „dva nože 1k6+1k6“ "
                  "(§zaklady.modifikatory_utoku).")
P_ENHANCEMENT = "Posílený útok"
ENHANCEMENTS = {0: "Bez posílení", 6: "+1k6", 8: "+1k8 (obvyklé)", 12: "+1k12 (proti bezbrannému)"}
# 001:L166
H_ENHANCEMENT = BOOK("Útok za výhodných okolností; počítá se jen jedno, nejvyšší posílení "
                     "(§zaklady.modifikatory_utoku).")
P_IMPAIRED = "Oslabený útok (nevýhodné okolnosti)"
# 001:L165
H_IMPAIRED = BOOK("Např. skrz kouř nebo se svázanýma rukama: jen 1k4 a bez bonusů (§zaklady.modifikatory_utoku).")
P_FAR = "Cíl mimořádně daleko (střelba)"
# 001:L172
H_FAR = BOOK("Za hranicí dostřelu (obvykle přes 12 m) je útok oslabený (§zaklady.utok_na_dalku).")
P_VS_DETACHMENT = "Cíl je oddíl"
# 001:L207
H_VS_DETACHMENT = BOOK("Útok jedince na oddíl je oslabený, kromě plošného útoku (§zaklady.oddily).")
P_GM_BONUS = "Strážce povolil bonus i oslabenému útoku"
# 001:L165
H_GM_BONUS = BOOK("Oslabený útok bonus za běžných okolností nedostává (§zaklady.modifikatory_utoku).")
P_TARGETS = "Počet cílů plošného útoku"
# 001:L167
H_TARGETS = BOOK("Jen pro plošné zbraně; 0 = nejasné, určí se hodem kostky poškození zbraně "
                 "(§zaklady.modifikatory_utoku).")
P_TARGET_ARMOUR = "Brnění cíle"
KEEP_HIGHEST = " (bere se nejvyšší)"
ATTACK_SUMMARY = "Kostky {pool}; průměr {mean}; šance zranit cíl s brněním {armour}: {hurt}."
IMPAIRED_REASONS = {
    # 001:L165
    "conditions": BOOK("Oslabený útok: nevýhodné okolnosti → jen 1k4 (§zaklady.modifikatory_utoku)."),
    # 001:L172
    "far": BOOK("Oslabený útok: cíl mimořádně daleko (§zaklady.utok_na_dalku)."),
    # 001:L207
    "detachment": BOOK("Oslabený útok: jedinec útočí na oddíl a útok není plošný (§zaklady.oddily)."),
}
# 001:L37, 001:L166, 001:L168
BONUS_RULE = BOOK("Posílení nebo druhá zbraň přidá kostku, bere se nejvyšší výsledek; počítá se jen jedno, nejvyšší "
                  "posílení (§nastroje_potrebne_ke_hre.kostky; §zaklady.modifikatory_utoku).")
# 001:L167, 001:L208
BLAST_RULE = BOOK("Plošný útok: poškození se hází za každý zasažený cíl zvlášť (§zaklady.modifikatory_utoku, oddíly "
                  "§zaklady.oddily).")
# 001:L167
BLAST_ODDS = BOOK("Plošný útok: šance platí pro každý cíl zvlášť (§zaklady.modifikatory_utoku).")
# 001:L167
BLAST_COUNT = BOOK("Počet cílů nebyl jasný: {die} = {n} (§zaklady.modifikatory_utoku).")
BLAST_LABEL = "Plošný útok na {targets}"
TARGET = Noun("cíl", "cíle", "cílů")  # accusative alike: «na 2 cíle»
ATTACK_LEAD = "{weapon}: {pool}."
# 001:L108, 001:L156
ATTACK_TARGET = BOOK("Cíl {n}: kostky {faces} → {kept}, po brnění {armour} → {dealt} poškození (§zaklady.brneni; "
                     "§zaklady.utok_a_poskozeni).")
# 001:L175
CHANGE_AMMO_MARK = BOOK("{item}: použito v tomto boji — na konci boje se odečte 1 použití munice "
                        "(§zaklady.utok_na_dalku).")
ERR_NO_ITEM = "Předmět č. {index} v inventáři není."
ERR_NOT_WEAPON = "„{item}“ nemá kostku poškození, nelze s ním útočit."
# 001:L173
ERR_ENGAGED = BOOK("Postava je na dosah útoku nablízko jiného tvora, nemůže střílet (§zaklady.utok_na_dalku).")
# 001:L174
ERR_NO_AMMO = BOOK("„{item}“ nemá žádnou munici; bez munice nelze střílet (§zaklady.utok_na_dalku).")
# 001:L100
ERR_NOT_CARRIED = BOOK("„{item}“ není u postavy (je v rozšíření nosnosti); nejdřív ho vezmi (§zaklady.nosnost).")
# 001:L127
ERR_SKIPS_ROUND = BOOK("Postava neuspěla v záchraně HBI a první kolo vynechává (§zaklady.kola); ve druhém kole zvol "
                       "„Další kolo“.")
A_NEXT_ROUND = "Další kolo"
# 001:L128
H_NEXT_ROUND = BOOK("Od druhého kola jsou hráčské postavy na tahu první a záchranu HBI už nehází (§zaklady.kola).")
NEXT_ROUND_LABEL = A_NEXT_ROUND
# 001:L126, 001:L128
NEXT_ROUND = BOOK("Nové kolo (asi 10 vteřin): hráčské postavy jsou na tahu první, bez další záchrany HBI; tahy strany "
                  "se vyhodnotí najednou (§zaklady.kola).")
CHANGE_ACTS_AGAIN = "Stav: už nevynechává kolo."
# 001:L168
ERR_SAME_WEAPON = BOOK("Druhá zbraň musí být jiná než hlavní zbraň (§zaklady.modifikatory_utoku).")
# 001:L97, 001:L168
ERR_HANDS = BOOK("Postava má dvě ruce: {items} se do nich nevejdou — neskladná zbraň zabírá obě ruce, útok dvěma "
                 "zbraněmi potřebuje dvě jednoruční (§zaklady.nosnost; §zaklady.modifikatory_utoku).")
# 001:L135
CHANGE_WIELD = BOOK("Do rukou: {items} (obměna výbavy je drobná akce, §zaklady.tahy).")
CHANGE_UNWIELD = "Z rukou do dalších slotů: {items}."
WEAPON_IN_HANDS = ", v rukou"

# --- group attack ------------------------------------------------------------------------------------------
A_GROUP_ATTACK = "Skupinový útok na jeden cíl"
# 001:L158
# 001:L161
H_GROUP_ATTACK = BOOK("Útočí-li víc útočníků na jeden cíl, Strážce udělí jen nejvyšší poškození "
                      "(§zaklady.utok_a_poskozeni); varianta „Společně jsme silnější“ přidá +1 za každou další kostku "
                      "4+ (§zaklady.utok_a_poskozeni).")
DICE_GROUP_ATTACK = "kostky útočníků v pořadí"
P_ATTACKERS = "Kostky útočníků"
H_ATTACKERS = "Jedna kostka za útočníka, např. „1k6, 1k6, 1k8“ (nejvýše 12)."
P_TOGETHER = "Varianta „Společně jsme silnější“"
# 001:L160-L161
H_TOGETHER = BOOK("+1 k poškození za každou kostku útoku 4+ kromě nejvyšší (§zaklady.utok_a_poskozeni).")
GROUP_ATTACK_SUMMARY = "Šance zranit cíl s brněním {armour}: {hurt}."
# 001:L158
GROUP_RULE_HIGHEST = BOOK("platí jen nejvyšší poškození (§zaklady.utok_a_poskozeni)")
# 001:L161
TOGETHER_RULE = BOOK("nejvyšší a +{bonus} za další kostky 4+ (varianta „Společně jsme silnější“, "
                     "§zaklady.utok_a_poskozeni)")
# 001:L108
GROUP_ATTACK_TEXT = BOOK("Kostky {faces}: {best}; {rule}; po brnění {armour} → {dealt} poškození (§zaklady.brneni).")

# --- damage ------------------------------------------------------------------------------------------------
A_DAMAGE = "Přijmout poškození"
# 001:L108, 001:L157, 001:L181
# 001:L190
H_DAMAGE = BOOK("Brnění sníží poškození (nejvýš na 0), zbytek ubere BO; co přesáhne BO, jde do dovednosti (obvykle "
                "SIL) a následuje záchrana proti kritickému poškození s novou hodnotou (§zaklady.brneni; "
                "§zaklady.utok_a_poskozeni; §zaklady.kriticke_poskozeni). Mimo boj jde poškození rovnou do dovednosti "
                "(§zaklady.ztrata_dovednostnich_bodu).")
P_DAMAGE = "Poškození"
P_OTHER_DAMAGE = "Poškození od dalších útočníků"
# 001:L158
H_OTHER_DAMAGE = BOOK("Útočí-li víc útočníků, platí jen nejvyšší poškození, např. „3, 2“ (§zaklady.utok_a_poskozeni).")
P_IN_COMBAT = "V boji"
# 001:L190
H_IN_COMBAT = BOOK("Mimo boj (pád, jed…) jde poškození rovnou do dovednosti, bez brnění a BO "
                   "(§zaklady.ztrata_dovednostnich_bodu).")
P_HIT_ATTRIBUTE = "Dovednost pro přebytek"
# 001:L158
DMG_INCOMING = BOOK("Z více útoků platí jen nejvyšší: {n} (§zaklady.utok_a_poskozeni).")
# 001:L190
DMG_OUTSIDE = BOOK("Poškození mimo boj {n} jde rovnou do {attr}: → {after} (§zaklady.ztrata_dovednostnich_bodu).")
# 001:L108
DMG_ARMOUR = BOOK("Poškození {incoming} − brnění {armour} = {dealt} (§zaklady.brneni).")
DMG_DYING = ("Postava už umírá: poškození {n} jde rovnou do {attr} → {after}, bez záchrany "
             "(Volby aplikace › Volba 6).")
# 001:L157, 001:L181
DMG_OVERFLOW = BOOK("BO {bo} → 0; přebytek {over} jde do {attr} → {after} (§zaklady.utok_a_poskozeni; "
                    "§zaklady.kriticke_poskozeni).")
# 001:L157, 001:L181
DMG_BO_ONLY = BOOK("BO {bo} → {after}; poškození nepřesáhlo BO, záchrana se nehází (§zaklady.utok_a_poskozeni; "
                   "§zaklady.kriticke_poskozeni).")
DMG_KILLED = {
    # 001:L187
    "postava": BOOK("Síla klesla na 0: postava umírá, záchrana se nehází (§zaklady.ztrata_dovednostnich_bodu)."),
    # 001:L187
    "nestvura": BOOK("Síla klesla na 0: monstrum umírá, záchrana se nehází (§zaklady.ztrata_dovednostnich_bodu)."),
    # 001:L206
    "oddil": BOOK("Síla oddílu klesla na 0: oddíl je zničen (§zaklady.oddily)."),
}
CRIT_SAVE = "Záchrana proti kritickému poškození: {save}"
# 001:L181
CRIT_HOLDS = BOOK("Zůstává schopen boje (§zaklady.kriticke_poskozeni).")
CRIT_FAILS = {
    # 001:L182
    "postava": BOOK("Kritické poškození: postava leží na zemi a umírá; když ji do hodiny nikdo nestabilizuje, zemře "
                    "(§zaklady.kriticke_poskozeni)."),
    # 001:L183
    "nestvura": BOOK("Kritické poškození: monstrum umírá (§zaklady.kriticke_poskozeni)."),
    # 001:L205
    "oddil": BOOK("Kritické poškození: oddíl se rozpadá na jednotlivce nebo se dává na útěk (§zaklady.oddily)."),
}
DMG_FULL_LOAD = ("Plný inventář: BO se počítá jako 0 (volitelné standardní pravidlo Cairn 2e, "
                 "v českých pravidlech není; Volby aplikace › Volba 17).")
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
# 001:L182
H_STABILISE = BOOK("Kriticky zraněný, kterého nikdo do hodiny nestabilizuje (obvazy, spojenec po boji), zemře "
                   "(§zaklady.kriticke_poskozeni).")
P_IN_TIME = "Stabilizován do hodiny"
H_IN_TIME = "Vypni, pokud hodina uplynula bez pomoci."
NOT_DYING_LABEL = "Nikdo neumírá"
# 001:L182
NOT_DYING = BOOK("Postava není kriticky zraněná (nebo už je stabilizovaná či mrtvá); není co stabilizovat "
                 "(§zaklady.kriticke_poskozeni).")
STABILISED_LABEL = "Stabilizován"
# 001:L182
STABILISED = BOOK("Postava byla do hodiny stabilizována a přežije; zůstává mimo boj, dokud Strážce stav nezruší "
                  "(§zaklady.kriticke_poskozeni; Volby aplikace › Volba 6).")
CHANGE_STABILISED = "Stav: stabilizovaný."
# 001:L182
DIED_UNSTABILISED = BOOK("Hodina uplynula bez stabilizace: postava zemřela (§zaklady.kriticke_poskozeni).")
CHANGE_DEAD = "Stav: mrtvý."
A_END_COMBAT = "Konec boje"
# 001:L175
H_END_COMBAT = BOOK("Odečte 1 použití munice u každé střelné zbraně použité v boji, bez ohledu na počet výstřelů "
                    "(§zaklady.utok_na_dalku), a zruší stavy prvního kola a ohrožení.")
END_COMBAT_LABEL = "Boj skončil"
# 001:L175, 001:L127
END_COMBAT = BOOK("Boj skončil: munice se odečítá jednou za boj (§zaklady.utok_na_dalku); příští boj začne záchranou "
                  "HBI (§zaklady.kola).")
# 001:L175-L176
CHANGE_AMMO = BOOK("{item}: munice {left} (§zaklady.utok_na_dalku).")
A_AMMO = "Munice mimo boj"
# 001:L176
H_AMMO = BOOK("Každé použití munice mimo boj (např. k vyřešení problému) spotřebuje 1 použití "
              "(§zaklady.utok_na_dalku).")
P_AMMO_WEAPON = "Zbraň s municí"
NO_AMMO_WEAPON = "Žádná zbraň s municí"
# 001:L174
NO_AMMO_WEAPON_TEXT = BOOK("V inventáři není žádná zbraň s evidovanou municí; nic se neodečetlo "
                           "(§zaklady.utok_na_dalku).")
ERR_NO_AMMO_FIELD = "„{item}“ munici nepoužívá (není vyplněn počet použití)."
AMMO_USED_LABEL = "Munice použita"
# 001:L176
AMMO_USED = BOOK("{item}: použití mimo boj spotřebuje 1 použití munice (§zaklady.utok_na_dalku).")

# --- rest --------------------------------------------------------------------------------------------------
A_REST = "Odpočinek a léčení"
# 001:L90
# 001:L91, 001:L104
H_REST = BOOK("Krátký odpočinek doplní všechna BO (§zaklady.body_obrany_bo_odpocinek_a_leceni); odpočinek do dalšího "
              "dne vyléčí 1k6 ztracených bodů dovedností, týden všechny (§zaklady.body_obrany_bo_odpocinek_a_leceni). "
              "Vyčerpaná postava si nedoplní nic (§zaklady.vycerpani).")
P_REST = "Druh odpočinku"
REST_KINDS = {"short": "Krátký odpočinek (oddech po boji)", "night": "Do dalšího dne (1k6)",
              "week": "Týdenní odpočinek", "healer": "Léčitel / jiný zdroj"}
REST_LABEL = {"short": "Oddechnuto", "night": "Vyspáno", "week": "Týden odpočinku", "healer": "Ošetřeno"}
REST_TEXT = {
    # 001:L90
    "short": BOOK("Krátký odpočinek: postava vstoupí do dalšího boje s plným počtem BO "
                  "(§zaklady.body_obrany_bo_odpocinek_a_leceni)."),
    # 001:L90
    # 001:L91
    "night": BOOK("Odpočinek do dalšího dne: BO na maximum (§zaklady.body_obrany_bo_odpocinek_a_leceni) a 1k6 "
                  "ztracených bodů dovedností rozdělených podle zvoleného pořadí, nejvýš do maxima "
                  "(§zaklady.body_obrany_bo_odpocinek_a_leceni; Volby aplikace › Volba 12)."),
    # 001:L90-L91
    "week": BOOK("Týdenní odpočinek vyléčí všechny dočasně ztracené body dovedností; BO na maximum "
                 "(§zaklady.body_obrany_bo_odpocinek_a_leceni)."),
    # 001:L91
    "healer": BOOK("Léčitel nebo jiný vhodný zdroj: Strážce určí počet vyléčených bodů i cenu "
                   "(§zaklady.body_obrany_bo_odpocinek_a_leceni; Volby aplikace › Volba 12)."),
}
P_ORDER = "Pořadí léčení dovedností"
H_ORDER = "Komu připadnou vyléčené body jako prvnímu (Volby aplikace › Volba 12)."
P_HEALER = "Body od léčitele"
# 001:L91
H_HEALER = BOOK("Jen pro léčitele: kolik bodů Strážce přiznal (§zaklady.body_obrany_bo_odpocinek_a_leceni).")
NIGHT_ROLL = "Hod 1k6 = {roll}."
HEAL_ALL = "Vyléčeno vše"
HEAL_PARTIAL = "Vyléčena část"
HEAL_SUMMARY = "Ztracené body dovedností: {lost}; šance, že 1k6 vyléčí vše: {chance}."
# 001:L104
ERR_EXHAUSTED = BOOK("Vyčerpaná postava si nemůže doplnit body obrany ani vyléčit ztracené body dovedností "
                     "(§zaklady.vycerpani). Nejdřív obstarej jídlo, pití a spánek.")

# --- deprivation -------------------------------------------------------------------------------------------
A_DEPRIVATION = "Strádání (vyčerpání)"
# 001:L104
H_DEPRIVATION = BOOK("Den bez jídla, pití nebo spánku: postava je vyčerpaná a ztratí 1 bod z každé dovednosti "
                     "(§zaklady.vycerpani). Když potřeby obstará, vyčerpání skončí (Volby aplikace › Volba 14).")
P_DEPRIVATION = "Co se stalo"
NEEDS_MET_LABEL = "Potřeby obstarány"
DEPRIVATION_KINDS = {"day": "Den strádání (−1 ke všem dovednostem)", "needs_met": NEEDS_MET_LABEL}
DEPRIVED_LABEL = "Vyčerpaný"
# 001:L104
DEPRIVED = BOOK("Den strádání: postava je vyčerpaná a ztrácí 1 bod z každé dovednosti; nedoplní si BO ani body "
                "dovedností (§zaklady.vycerpani).")
CHANGE_EXHAUSTED = "Stav: vyčerpaný."
CHANGE_NOT_EXHAUSTED = "Stav: už není vyčerpaný."
# 001:L104
NEEDS_MET = BOOK("Postava má jídlo, pití i spánek: vyčerpání končí a může zase odpočívat a léčit se "
                 "(§zaklady.vycerpani; Volby aplikace › Volba 14).")

# --- growth ------------------------------------------------------------------------------------------------
A_GROWTH = "Nová úroveň dovednosti"
# 001:L221-L222
H_GROWTH_ACTION = BOOK("Po 5 zkušenostních bodech v dovednosti si vyber: +1 k maximu té dovednosti (nejvýš 20), nebo "
                       "+1 k maximu BO (§rust_postav.vylepsovani_dovednosti_za_selhani).")
P_GROWTH_FROM = "Úroveň za dovednost"
P_GROWTH_CHOICE = "Volba"
# 001:L222
H_GROWTH = BOOK("Maximum dovednosti nesmí přesáhnout 20 (§rust_postav.vylepsovani_dovednosti_za_selhani).")
GROWTH_ATTR = "+1 k maximu dovednosti"
GROWTH_BO = "+1 k maximu BO"
NO_GROWTH_LABEL = "Žádná nová úroveň"
# 001:L221
NO_GROWTH = BOOK("Postava nemá žádnou nevybranou úroveň; ta vzniká při 5 zkušenostních bodech "
                 "(§rust_postav.vylepsovani_dovednosti_za_selhani).")
# 001:L221
ERR_NOT_PENDING = BOOK("Za {attr} teď žádnou novou úroveň nemáš (§rust_postav.vylepsovani_dovednosti_za_selhani).")
# 001:L222
ERR_MAX_20 = BOOK("Maximum {attr} je už 20; vyber +1 k maximu BO (§rust_postav.vylepsovani_dovednosti_za_selhani).")
GROWTH_LABEL = "Nová úroveň"
GROWTH_TEXT = {
    # 001:L222
    "attribute": BOOK("Nová úroveň za {attr}: maximum i současná hodnota {attr} rostou o 1 "
                      "(§rust_postav.vylepsovani_dovednosti_za_selhani; Volby aplikace › Volba 15)."),
    # 001:L222
    "bo": BOOK("Nová úroveň za {attr}: maximum i současné BO rostou o 1 "
               "(§rust_postav.vylepsovani_dovednosti_za_selhani; Volby aplikace › Volba 15)."),
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
# 001:L83-L85
H_FATE = BOOK("Když je výsledek nejasný nebo náhodný: 1k6, 4 a víc je pro hráče spíš příznivé "
              "(§zaklady.kostka_osudu_hod_stesti).")
FATE_GOOD = "Příznivé"
FATE_BAD = "Nepříznivé"
# 001:L85
FATE = BOOK("Kostka osudu 1k6 = {face}: {verdict} (4 a víc příznivé, 3 a méně nepříznivé; "
            "§zaklady.kostka_osudu_hod_stesti).")
A_REACTION = "Reakce NPC"
# 001:L114-L122
H_REACTION = BOOK("Při prvním setkání s NPC, jehož reakce není jasná: 2k6 v tabulce reakcí (§zaklady.reakce).")
# 001:L116-L122
REACTION = BOOK("Reakce 2k6 = {total}: {label} (tabulka reakcí, §zaklady.reakce).")

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
# 001:L221
H_XP = BOOK("Za každý neúspěšný záchranný hod +1; při 5 nová úroveň (§rust_postav.vylepsovani_dovednosti_za_selhani).")
V_CHANCE = "Šance na záchranu {attr}"
V_BO = "Body obrany (BO)"
# 001:L89
H_BO = BOOK("Schopnost vyvarovat se zranění v boji (§zaklady.body_obrany_bo_odpocinek_a_leceni).")
V_BO_MAX = "Maximum BO"
V_ARMOUR = "Brnění"
# 001:L108-L110
H_ARMOUR = BOOK("Součet brnění nesených předmětů (přilbice a štít +1), nejvýš 3 (§zaklady.brneni).")
STATE_NAMES = {
    "exhausted": DEPRIVED_LABEL,
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
# 001:L174
H_AMMO_FIELD = BOOK("Prázdné = zbraň munici nepotřebuje (§zaklady.utok_na_dalku).")
V_USED = "Použita v tomto boji"
V_ITEM_ARMOUR = "Brnění"
# 001:L109
H_ITEM_ARMOUR = BOOK("Zbroj 1–3, přilbice nebo štít 1 (§zaklady.brneni).")
V_LOCATION = "Kde"
V_NOTE = "Poznámka"
V_SLOTS = "Obsazené sloty"
# 001:L97-L99
H_SLOTS = BOOK("Nosnost postavy je 10 slotů; první 2 jsou ruce (§zaklady.nosnost).")
# 001:L99
OVER_CAPACITY = BOOK("Přetíženo o {over}! Nosnost je 10 slotů (§zaklady.nosnost); pravidla trest neuvádějí (Volby "
                     "aplikace › Volba 17).")
OVERLOADED = "Přetížení"
V_INVENTORY = "Předměty"
# 001:L98
H_INVENTORY = BOOK("Běžný předmět 1 slot, neskladný 2, zanedbatelný 0 (§zaklady.nosnost).")
ADD_ITEM = "Přidat předmět"
V_EXTENSIONS = "Rozšíření nosnosti"
# 001:L100
H_EXTENSIONS = BOOK("Vozík, povoz, zvíře, družiník, Arkana (§zaklady.nosnost); velikost určuje Strážce.")
ADD_EXTENSION = "Přidat rozšíření"
V_EXT_NAME = "Název"
V_EXT_SLOTS = "Slotů"
V_MONEY = "Peníze"
V_PENDING = "Nevybrané úrovně"
LEVEL = Noun("úroveň", "úrovně", "úrovní")
SLOT = Noun("slot", "sloty", "slotů")
DAMAGE = Noun("poškození", "poškození", "poškození")
# 001:L222
H_PENDING = BOOK("Vyber akcí „Nová úroveň dovednosti“ (§rust_postav.vylepsovani_dovednosti_za_selhani).")
NONE = "žádné"
V_GROWTH_NOTES = "Růst z herních interakcí"
# 001:L226-L245
H_GROWTH_NOTES = BOOK("Růst je vždy vázán na události ve hře, nikdy náhodný "
                      "(§rust_postav.rust_na_zaklade_hernich_interakci).")
V_SAVE_MODE = "Záchranné hody"
# 001:L71, 001:L79
H_SAVE_MODE = BOOK("Šance na úspěch je v obou variantách stejná; liší se jen čtení kostky (§zaklady.zachranne_hody).")
MODE_SHORT = {"pod": "podhazování", "nad": "přehazování 21"}
V_CREATURE = "Druh stvoření"
# 001:L183, 001:L201-L208
H_CREATURE = BOOK("Monstra, nehráčské postavy a oddíly nezískávají zkušenosti; oddíly mají vlastní pravidla "
                  "(§zaklady.kriticke_poskozeni; §zaklady.oddily).")
V_LEADER = "VUL vůdce (0 = bez vůdce)"
# 001:L199, 001:L205
H_LEADER = BOOK("Pro morálku a záchranu oddílu proti kritickému poškození (§zaklady.moralka; §zaklady.oddily).")
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
REF_REACTIONS_SOURCE = BOOK.cite("zaklady.reakce")
REF_REACTION_KEYWORDS = ("reakce", "NPC", "nehráčská postava", "setkání")

# --- plynutí času (issue 20 item 4) ----------------------------------------------------------------------
A_TIME = "Plynutí času"
# 001:L91, 001:L104, 001:L182
H_TIME = BOOK("Hodina, den nebo týden: umírající bez stabilizace do hodiny zemře, den bez jídla, pití a spánku vyčerpá "
              "a vezme 1 bod každé dovednosti, noc odpočinku vyléčí 1k6 bodů a týden všechny "
              "(§zaklady.body_obrany_bo_odpocinek_a_leceni; §zaklady.vycerpani; §zaklady.kriticke_poskozeni).")
P_SPAN = "Kolik času uplyne"
SPANS = {"hour": "Hodina", "day": "Den (s nocí)", "week": "Týden"}
SPAN_LABEL = {"hour": "Uplynula hodina", "day": "Uplynul den", "week": "Uplynul týden"}
P_NEEDS_MET = "Jídlo, pití a spánek zajištěny"
# 001:L104
H_NEEDS_MET = BOOK("Bez nich je postava vyčerpaná, ztrácí 1 bod každé dovednosti denně a neléčí se "
                   "(§zaklady.vycerpani).")
# 001:L182
TIME_DYING_ODDS = BOOK("Kriticky zraněný nebyl do hodiny stabilizován: zemře (§zaklady.kriticke_poskozeni).")
# 001:L182
TIME_DIED = BOOK("Uplynula hodina a kriticky zraněného nikdo nestabilizoval: zemřel (§zaklady.kriticke_poskozeni).")
TIME_HOUR = "Uplynula hodina."
# 001:L104
TIME_DEPRIVED = BOOK("Dní bez jídla, pití nebo spánku: {days} (§zaklady.vycerpani).")
TIME_RESTED = {"day": "Uplynul den s nocí odpočinku.", "week": "Uplynul týden odpočinku."}
CHANGE_DAY = "Den výpravy: {before} → {after}."
ERR_DAY_LIMIT = "Deník počítá nejvýše {limit} dní výpravy."
V_DAY = "Den výpravy"
# 001:L91, 001:L104
H_DAY = BOOK("Posouvá ho akce Plynutí času; podle dnů se počítá vyčerpání a léčení "
             "(§zaklady.body_obrany_bo_odpocinek_a_leceni; §zaklady.vycerpani).")

# --- střetnutí (board cairn_stretnuti, issue 20 item 1) ----------------------------------------------------
B_TITLE = "Cairn – střetnutí"
B_DESCRIPTION = ("Boj pro Strážce: propojené deníky hráčských postav, monstra, nehráčské postavy a oddíly, "
                 "zóny, kola, skupinové útoky a morálka.")
B_GROUP = "Střetnutí"
B_A_START = "Začít boj"
# 001:L126-L127
B_H_START = BOOK("Hráčské postavy hrají první; v prvním kole každá hází záchranu HBI a při neúspěchu kolo vynechá "
                 "(§zaklady.kola).")
B_P_NO_SAVE = "Bez záchrany HBI (to dává situace nebo schopnosti)"
# 001:L127
B_H_NO_SAVE = BOOK("Záchrana se nehází, vyplývá-li ze situace nebo schopností postav něco jiného (§zaklady.kola).")
B_DICE_START = "1k20 za každou hráčskou postavu"
B_ALL_ACT = "Všechny postavy jednají"
B_SOME_SKIP = "Někdo první kolo vynechá"
B_START_SUMMARY = "Záchranu HBI hází hráčských postav: {n}."
# 001:L127
B_SKIPS = BOOK("první kolo vynechává (§zaklady.kola).")
# 001:L126
B_STARTED = BOOK("Boj začal, 1. kolo: na tahu jsou hráčské postavy (§zaklady.kola).")
B_A_ATTACK = "Útok"
# 001:L158
# 001:L145-L148
# 001:L172-L173
B_H_ATTACK = BOOK("Poškození se zapíše a na konci tahu strany dostane cíl jen nejvyšší z útoků na něj "
                  "(§zaklady.utok_a_poskozeni). Na blízko jen ve stejné zóně, střelba ne z dosahu nepřítele, daleko je "
                  "útok oslabený (§zaklady.mereni_vzdalenosti; §zaklady.utok_na_dalku).")
B_P_WEAPON = "Kdo a čím útočí"
B_P_TARGET = "Cíl"
B_NO_OFF_HAND = "bez druhé zbraně"
B_WEAPON_OPTION = "{who}: {weapon} ({die})"
B_HIT = "{target}: {faces} → nejvyšší {kept}, brnění {armour} → poškození {dealt}."
B_ATTACK_TEXT = "{name} útočí ({weapon}, {pool})."
# 001:L158
B_APPLIED_AT_END = BOOK("Poškození se udělí na konci tahu strany (§zaklady.utok_a_poskozeni).")
B_NOTED = "Útok zapsán"
B_A_END_TURN = "Konec tahu strany"
# 001:L158, 001:L181, 001:L198
B_H_END_TURN = BOOK("Udělí každému cíli nejvyšší zapsané poškození (brnění, BO, dovednost, záchrana proti kritickému "
                    "poškození), navrhne ověření morálky a předá tah (§zaklady.utok_a_poskozeni; "
                    "§zaklady.kriticke_poskozeni; §zaklady.moralka).")
B_TAKES = "dostává {n} poškození – {label}."
B_TURN_OVER = "Tah skončil"
B_NEXT_SIDE = "Na tahu je strana {side}."
# 001:L128
B_NEXT_ROUND = BOOK("Začíná {n}. kolo: na tahu jsou hráčské postavy (§zaklady.kola).")
# 001:L198
B_MORALE_DUE = {"first": BOOK("Strana {side} ztratila prvního člena: ověř její morálku (§zaklady.moralka)."),
                # 001:L198
                "half": BOOK("Strana {side} ztratila polovinu členů: ověř její morálku (§zaklady.moralka).")}
B_FIGHT_OVER = "Bojovat může už jen jedna strana: boj můžeš ukončit."
B_A_MORALE = "Ověření morálky"
# 001:L198-L199
B_H_MORALE = BOOK("Záchrana VUL; strana s vůdcem háže jeho VUL. Při neúspěchu strana uteče nebo se vzdá "
                  "(§zaklady.moralka).")
B_P_SIDE = "Strana"
B_P_LEADER = "Čí VUL"
B_LEADER_AUTO = "vůdce (nejvyšší VUL strany)"
# 001:L199
B_H_LEADER = H_MORALE_VUL
B_MORALE_HOLDS = "Morálka drží"
B_MORALE_BREAKS = "Morálka selhala"
B_MORALE_SUMMARY = "Záchrana VUL ({name}, VUL {value}): {chance}."
B_MORALE_TEXT = "Morálka – {name}: {save}"
# 001:L198
B_FLEES = BOOK("Strana {side} utíká nebo se vzdává (§zaklady.moralka).")
B_FLED = "{name} opouští boj."
B_A_END = "Konec boje"
# 001:L175
B_H_END = BOOK("Ukončí boj; kdo použil zbraň s municí, odečte 1 použití (§zaklady.utok_na_dalku).")
B_ENDED = "Boj skončil."
B_ERR_NO_PARTICIPANT = "Účastník č. {n} ve střetnutí není."
B_ERR_MISSING_LINK = ("{name} je propojen s uloženou postavou, jejíž deník není k dispozici (smazaná nebo "
                      "nečitelná postava): propoj ho znovu, nebo propojení zruš.")
B_ERR_NOT_CAIRN = "Propojená postava „{name}“ není postava Cairnu."
B_ERR_NOT_RUNNING = "Boj neprobíhá: nejdřív ho začni (Začít boj)."
B_ERR_RUNNING = "Boj už probíhá."
B_ERR_NO_OPPONENTS = "K boji jsou potřeba aspoň dvě strany, na každé někdo schopný boje."
B_ERR_NO_WEAPON = "Vyber, kdo a čím útočí."
# 001:L126
B_ERR_NOT_YOUR_TURN = BOOK("{name} není na tahu: teď hraje strana {side} (§zaklady.kola).")
B_ERR_LEFT = "{name} už v boji není."
# 001:L127
B_ERR_SKIPS = BOOK("{name} v záchraně HBI neuspěl a první kolo vynechává (§zaklady.kola).")
# 001:L133
B_ERR_ACTED = BOOK("{name} má tento tah už za sebou: přesun a jedna akce za tah (§zaklady.tahy).")
B_ERR_OWN_SIDE = "Na „{name}“ nelze zaútočit: je na stejné straně."
B_ERR_TARGET_OUT = "{name} už nebojuje (mrtvý, umírající, ochromený nebo pryč)."
B_ERR_OFF_HAND_OWNER = "Druhá zbraň musí patřit útočníkovi ({name})."
# 001:L145
B_ERR_MELEE_REACH = BOOK("{name} není ve stejné zóně: na blízko lze útočit jen na blízko "
                         "(§zaklady.mereni_vzdalenosti).")
# 001:L148
B_ERR_OUT_OF_RANGE = BOOK("{name} je mimo dosah zbraní i kouzel (§zaklady.mereni_vzdalenosti).")
B_ERR_NO_SIDE = "Strana č. {n} ve střetnutí není."
B_ERR_SIDE_GONE = "Na straně {side} už nikdo nebojuje."
B_ERR_LEADER = "{name} nemůže vést stranu: není na ní nebo už nebojuje."
B_NATURAL_ATTACK = "Útok"
B_SIDE_PCS = "Družina"
B_SIDE_FOES = "Nepřátelé"
B_NEW_MONSTER = "Monstrum"
B_FATES = {"v_boji": "v boji", "utekl": "utekl", "vzdal_se": "vzdal se"}
B_STATE_MISSING = "deník není k dispozici"
B_STATE_DEAD = ZERO_STATE["dead"]
B_STATE_DESTROYED = "zničený"
B_STATE_DYING = "umírá"
B_STATE_STABILISED = "stabilizovaný, mimo boj"
B_STATE_PARALYSED = ZERO_STATE["paralysed"]
B_STATE_HELPLESS = "neschopný jednat"
B_STATE_SKIPS = "vynechává 1. kolo"
B_STATE_ACTED = "v tomto tahu jednal"
B_STATE_FIGHTS = "bojuje"
B_VALUES = "SIL {sil}/{sil_max}, HBI {hbi}, VUL {vul}, BO {bo}/{bo_max}, brnění {armour}"
B_ROW_TITLE = "{name} – {state} · {side} · zóna {zone}{values}"
B_V_ATTACK_DIE = "Kostka útoku"
B_NOT_LINKED = "nepropojený (hodnoty zapsané tady)"
B_MISSING_SAVE = "chybějící postava"
B_V_LINK = "Deník postavy"
B_H_LINK = "Propojená postava bere dovednosti, BO, výbavu a stavy ze svého deníku a zranění se zapíší tam."
B_V_NAME = "Jméno"
B_V_ZONE = "Zóna"
# 001:L145-L148
B_H_ZONE = BOOK("Zóny v řadě: stejná zóna je blízko, vedlejší poblíž, o dvě dál daleko, ještě dál mimo dosah "
                "(§zaklady.mereni_vzdalenosti).")
B_V_FATE = "V boji"
B_V_FROM_SHEET = "Z deníku"
B_NOT_STARTED = "boj nezačal"
B_V_ROUND = "Kolo"
B_V_TURN = "Na tahu"
B_V_HIT = "Zapsaný zásah"
B_HIT_ROW = "{attacker} → {target}: {n}"
B_V_PROPOSAL = "Návrh"
B_S_FIGHT = "Boj"
B_S_PEOPLE = "Účastníci"
B_S_SIDES = "Strany"
B_V_SIDE_NAME = "Název strany"
B_NEW_SIDE = "Další strana"
B_ADD_SIDE = "Přidat stranu"
B_ADD_PARTICIPANT = "Přidat účastníka"
B_ERR_TIME_IN_FIGHT = "Během boje čas neplyne po hodinách: nejdřív boj ukonči (Konec boje)."
B_TIME_SKIPPED = "{name}: deník není k dispozici, čas se mu nezapsal."
B_TIME_TEXT = "Čas uplynul všem živým účastníkům, každému podle jeho deníku."
B_DICE_TIME = "1k6 za každého, kdo se přes noc léčí"
# 001:L91, 001:L104, 001:L182
B_H_TIME = BOOK("Hodina, den nebo týden pro všechny na střetnutí: umírající bez stabilizace zemřou, bez jídla, pití a "
                "spánku přijde vyčerpání, odpočinek léčí (§zaklady.vycerpani; §zaklady.kriticke_poskozeni).")
