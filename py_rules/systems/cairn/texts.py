"""Every Czech player-facing string of the Cairn game in one place (a translation is a data change).

Rule references „ř. NN“ are lines of the Czech rules text (seed 001).
"""

from __future__ import annotations

from py_rules.czech import Noun

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
_LOSS = "Pravidla › Základy › Ztráta dovednostních bodů"
ZERO_RULE = {"dead": _LOSS, "paralysed": _LOSS, "helpless": _LOSS}
# 001:L206
DETACHMENT_DESTROYED_RULE = "Pravidla › Základy › Oddíly"

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
RULE_UNDER = "Pravidla › Základy › Záchranné hody"
# 001:L79
RULE_HIGH = "varianta Přehození cílené hodnoty, Pravidla › Základy › Záchranné hody"
# 001:L221
CHANGE_XP = ("{attr}: zkušenostní body {xp}/5 (neúspěch v záchraně, Pravidla › Růst postav › Vylepšování dovedností za "
             "selhání).")
CHANGE_LEVEL = ("{attr}: 5 zkušenostních bodů smazáno → nová úroveň; vyber +1 k maximu {attr}, "
                # 001:L221-L222
                "nebo +1 k maximu BO (Pravidla › Růst postav › Vylepšování dovedností za selhání).")
P_ATTRIBUTE = "Dovednost"
ATTR_OPTION = "{name} {value} · šance {chance}"
# 001:L182, 001:L187
ERR_DEAD = ("Mrtvé stvoření už nehází ani nejedná (Pravidla › Základy › Kritické poškození; Pravidla › Základy › "
            "Ztráta dovednostních bodů).")
# 001:L206
ERR_DESTROYED = "Zničený oddíl už nehází ani nejedná (Pravidla › Základy › Oddíly)."
ERR_DYING = ("Kriticky zraněné stvoření leží a umírá; může jen sípat, sápat se a pomalu se plazit "
             # 001:L182
             "(Pravidla › Základy › Kritické poškození).")
ERR_OUT_OF_ACTION = "Stabilizovaná postava zůstává mimo boj, dokud Strážce stav nezruší (Volby aplikace › Volba 6)."
ERR_DYING_REST = ("Umírající stvoření se odpočinkem nevyléčí: do hodiny ho musí někdo stabilizovat, "
                  # 001:L182
                  "jinak zemře (Pravidla › Základy › Kritické poškození).")
# 001:L188-L189
ERR_ZERO_ACT = "Při {attr} 0 stvoření nemůže jednat (Pravidla › Základy › Ztráta dovednostních bodů)."
# 001:L127
ERR_ROUND_ONE_PC = "Záchranu HBI v prvním kole hází jen hráčské postavy (Pravidla › Základy › Kola)."
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
          # 001:L75-L76, 001:L221
          "hody se nepoužívají (Pravidla › Základy › Záchranné hody). Neúspěch přidá zkušenostní bod (Pravidla › Růst "
          "postav › Vylepšování dovedností za selhání).")
A_GROUP_SAVE = "Spolupráce / soupeření"
H_GROUP_SAVE = ("Hází jen jeden: ten, kdo je v největším ohrožení — aplikace navrhne nejnižší dovednost, "
                # 001:L72-L73
                "Strážce může rozhodnout jinak (Pravidla › Základy › Záchranné hody).")
A_ROUND_ONE = "První kolo: záchrana HBI"
H_ROUND_ONE = ("V prvním kole boje hází každá hráčská postava záchranu HBI; při neúspěchu první kolo "
               # 001:L127-L128
               "vynechá. V dalších kolech jsou hráči na tahu první bez hodu (Pravidla › Základy › Kola).")
A_RETREAT = "Útěk"
# 001:L194
H_RETREAT = "Útěk vyžaduje bezpečný směr a místo k úniku a úspěšnou záchranu HBI (Pravidla › Základy › Útěk)."
A_MORALE = "Morálka"
H_MORALE = ("Nehráčská strana, která ztratí prvního člena nebo polovinu, hází záchranu VUL (případně "
            # 001:L198-L199
            "VUL vůdce); jinak prchá nebo se vzdá (Pravidla › Základy › Morálka).")

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
H_WAIVED = "Např. když postavy přepadly nepřítele nebo to plyne ze schopností (Pravidla › Základy › Kola)."
ROUND_WAIVED_LABEL = "Bez hodu"
# 001:L127
ROUND_WAIVED = "Strážce záchranu HBI v prvním kole prominul; postava jedná normálně (Pravidla › Základy › Kola)."
# 001:L127
ROUND_ACTS = "Postava jedná už v prvním kole (Pravidla › Základy › Kola)."
# 001:L127-L128
ROUND_SKIPS = "Postava první kolo vynechává; od druhého kola jedná bez dalšího hodu (Pravidla › Základy › Kola)."
CHANGE_SKIP = "Stav: vynechává první kolo."
P_SAFE_ROUTE = "Je kam bezpečně utéct"
# 001:L194
H_SAFE_ROUTE = "Bezpečný směr a místo k úniku (Pravidla › Základy › Útěk)."
# 001:L194
RETREAT_NO_ROUTE = "Útěk není možný: chybí bezpečný směr a místo k úniku (Pravidla › Základy › Útěk)."
# 001:L194
RETREAT_OK = "Postava uniká (Pravidla › Základy › Útěk)."
# 001:L194
RETREAT_FAIL = "Útěk se nezdařil (Pravidla › Základy › Útěk)."
P_SIZE = "Počet členů strany"
P_LOST_BEFORE = "Ztráty před tímto tahem"
P_LOST_NOW = "Ztráty teď"
P_MORALE_VUL = "VUL strany nebo vůdce"
# 001:L199
H_MORALE_VUL = "Skupina vedená vůdcem může použít jeho VUL (Pravidla › Základy › Morálka)."
P_ROUNDING = "Polovina strany"
# 001:L39
ROUNDING_NAMES = {"floor": "Zaokrouhlit dolů (Pravidla › Nástroje potřebné ke hře › "
                           "Kostky)", "ceil": "Zaokrouhlit nahoru (nastavení)"}
ERR_MORALE_LOSSES = "ztráty musí splňovat: ztráty před tahem ≤ ztráty teď ≤ počet členů"
MORALE_NONE_LABEL = "Bez ověření"
MORALE_NONE = ("Žádný spouštěč: strana neztratila prvního člena ani nedosáhla poloviny ztrát; "
               # 001:L198
               "ověření morálky není třeba (Pravidla › Základy › Morálka).")
MORALE_TRIGGERS = {"first": "ztráta prvního člena", "half": "ztráta poloviny strany"}
# 001:L198, 001:L199
MORALE_TEXT = ("Spouštěč: {why} (Pravidla › Základy › Morálka). Ověření morálky je záchrana VUL (Pravidla › Základy › "
               "Morálka): {save} {result}")
MORALE_HOLDS = "Strana drží"
MORALE_BREAKS = "Strana prchá"
MORALE_OK = "Strana bojuje dál."
# 001:L198
MORALE_FAIL = "Strana utíká, vzdává se nebo udělá cokoli jiného dle Strážce (Pravidla › Základy › Morálka)."

# --- attack ------------------------------------------------------------------------------------------------
A_ATTACK = "Útok"
# 001:L156
H_ATTACK = ("Útok nehází na zásah: zbraň rovnou udělí poškození svou kostkou (Pravidla › Základy › Útok a poškození). "
            "Více kostek = hoď "
            # 001:L37
            "všechny a ber nejvyšší (Pravidla › Nástroje potřebné ke hře › Kostky). Vlastní kostky zadej v pořadí: "
            "(počet cílů), zbraň, bonus.")
DICE_ATTACK = "kostku zbraně a bonusovou kostku"
UNARMED = "Beze zbraně"
UNARMED_OPTION = "Beze zbraně (1k4, standardní Cairn – není v pravidlech)"
NO_OFF_HAND = "Žádná druhá zbraň"
P_WEAPON = "Zbraň"
P_OFF_HAND = "Druhá zbraň"
# 001:L168
H_OFF_HAND = ("Útok dvěma zbraněmi: druhá zbraň je posílení ve výši své kostky, např. „dva nože 1k6+1k6“ (Pravidla › "
              "Základy › Modifikátory útoků).")
P_ENHANCEMENT = "Posílený útok"
ENHANCEMENTS = {0: "Bez posílení", 6: "+1k6", 8: "+1k8 (obvyklé)", 12: "+1k12 (proti bezbrannému)"}
# 001:L166
H_ENHANCEMENT = ("Útok za výhodných okolností; počítá se jen jedno, nejvyšší posílení (Pravidla › Základy › "
                 "Modifikátory útoků).")
P_IMPAIRED = "Oslabený útok (nevýhodné okolnosti)"
# 001:L165
H_IMPAIRED = "Např. skrz kouř nebo se svázanýma rukama: jen 1k4 a bez bonusů (Pravidla › Základy › Modifikátory útoků)."
P_FAR = "Cíl mimořádně daleko (střelba)"
# 001:L172
H_FAR = "Za hranicí dostřelu (obvykle přes 12 m) je útok oslabený (Pravidla › Základy › Útok na dálku)."
P_VS_DETACHMENT = "Cíl je oddíl"
# 001:L207
H_VS_DETACHMENT = "Útok jedince na oddíl je oslabený, kromě plošného útoku (Pravidla › Základy › Oddíly)."
P_GM_BONUS = "Strážce povolil bonus i oslabenému útoku"
# 001:L165
H_GM_BONUS = "Oslabený útok bonus za běžných okolností nedostává (Pravidla › Základy › Modifikátory útoků)."
P_TARGETS = "Počet cílů plošného útoku"
# 001:L167
H_TARGETS = ("Jen pro plošné zbraně; 0 = nejasné, určí se hodem kostky poškození zbraně (Pravidla › Základy › "
             "Modifikátory útoků).")
P_TARGET_ARMOUR = "Brnění cíle"
KEEP_HIGHEST = " (bere se nejvyšší)"
ATTACK_SUMMARY = "Kostky {pool}; průměr {mean}; šance zranit cíl s brněním {armour}: {hurt}."
IMPAIRED_REASONS = {
    # 001:L165
    "conditions": "Oslabený útok: nevýhodné okolnosti → jen 1k4 (Pravidla › Základy › Modifikátory útoků).",
    # 001:L172
    "far": "Oslabený útok: cíl mimořádně daleko (Pravidla › Základy › Útok na dálku).",
    # 001:L207
    "detachment": "Oslabený útok: jedinec útočí na oddíl a útok není plošný (Pravidla › Základy › Oddíly).",
}
BONUS_RULE = ("Posílení nebo druhá zbraň přidá kostku, bere se nejvyšší výsledek; počítá se jen jedno, "
              # 001:L37, 001:L166, 001:L168
              "nejvyšší posílení (Pravidla › Nástroje potřebné ke hře › Kostky; Pravidla › Základy › Modifikátory "
              "útoků).")
# 001:L167, 001:L208
BLAST_RULE = ("Plošný útok: poškození se hází za každý zasažený cíl zvlášť (Pravidla › Základy › Modifikátory útoků, "
              "oddíly Pravidla › Základy › Oddíly).")
# 001:L167
BLAST_ODDS = "Plošný útok: šance platí pro každý cíl zvlášť (Pravidla › Základy › Modifikátory útoků)."
# 001:L167
BLAST_COUNT = "Počet cílů nebyl jasný: {die} = {n} (Pravidla › Základy › Modifikátory útoků)."
BLAST_LABEL = "Plošný útok na {targets}"
TARGET = Noun("cíl", "cíle", "cílů")  # accusative alike: «na 2 cíle»
ATTACK_LEAD = "{weapon}: {pool}."
# 001:L108, 001:L156
ATTACK_TARGET = ("Cíl {n}: kostky {faces} → {kept}, po brnění {armour} → {dealt} poškození (Pravidla › Základy › "
                 "Brnění; Pravidla › Základy › Útok a poškození).")
# 001:L175
CHANGE_AMMO_MARK = ("{item}: použito v tomto boji — na konci boje se odečte 1 použití munice (Pravidla › Základy › "
                    "Útok na dálku).")
ERR_NO_ITEM = "Předmět č. {index} v inventáři není."
ERR_NOT_WEAPON = "„{item}“ nemá kostku poškození, nelze s ním útočit."
# 001:L173
ERR_ENGAGED = "Postava je na dosah útoku nablízko jiného tvora, nemůže střílet (Pravidla › Základy › Útok na dálku)."
# 001:L174
ERR_NO_AMMO = "„{item}“ nemá žádnou munici; bez munice nelze střílet (Pravidla › Základy › Útok na dálku)."
# 001:L100
ERR_NOT_CARRIED = "„{item}“ není u postavy (je v rozšíření nosnosti); nejdřív ho vezmi (Pravidla › Základy › Nosnost)."
# 001:L127
ERR_SKIPS_ROUND = ("Postava neuspěla v záchraně HBI a první kolo vynechává (Pravidla › Základy › Kola); "
                   "ve druhém kole zvol „Další kolo“.")
A_NEXT_ROUND = "Další kolo"
# 001:L128
H_NEXT_ROUND = ("Od druhého kola jsou hráčské postavy na tahu první a záchranu HBI už nehází (Pravidla › Základy › "
                "Kola).")
NEXT_ROUND_LABEL = A_NEXT_ROUND
NEXT_ROUND = ("Nové kolo (asi 10 vteřin): hráčské postavy jsou na tahu první, bez další záchrany HBI; "
              # 001:L126, 001:L128
              "tahy strany se vyhodnotí najednou (Pravidla › Základy › Kola).")
CHANGE_ACTS_AGAIN = "Stav: už nevynechává kolo."
# 001:L168
ERR_SAME_WEAPON = "Druhá zbraň musí být jiná než hlavní zbraň (Pravidla › Základy › Modifikátory útoků)."
ERR_HANDS = ("Postava má dvě ruce: {items} se do nich nevejdou — neskladná zbraň zabírá obě ruce, útok dvěma "
             # 001:L97, 001:L168
             "zbraněmi potřebuje dvě jednoruční (Pravidla › Základy › Nosnost; Pravidla › Základy › Modifikátory "
             "útoků).")
# 001:L135
CHANGE_WIELD = "Do rukou: {items} (obměna výbavy je drobná akce, Pravidla › Základy › Tahy)."
CHANGE_UNWIELD = "Z rukou do dalších slotů: {items}."
WEAPON_IN_HANDS = ", v rukou"

# --- group attack ------------------------------------------------------------------------------------------
A_GROUP_ATTACK = "Skupinový útok na jeden cíl"
# 001:L158
H_GROUP_ATTACK = ("Útočí-li víc útočníků na jeden cíl, Strážce udělí jen nejvyšší poškození (Pravidla › Základy › Útok "
                  "a poškození); "
                  # 001:L161
                  "varianta „Společně jsme silnější“ přidá +1 za každou další kostku 4+ (Pravidla › Základy › Útok a "
                  "poškození).")
DICE_GROUP_ATTACK = "kostky útočníků v pořadí"
P_ATTACKERS = "Kostky útočníků"
H_ATTACKERS = "Jedna kostka za útočníka, např. „1k6, 1k6, 1k8“ (nejvýše 12)."
P_TOGETHER = "Varianta „Společně jsme silnější“"
# 001:L160-L161
H_TOGETHER = "+1 k poškození za každou kostku útoku 4+ kromě nejvyšší (Pravidla › Základy › Útok a poškození)."
GROUP_ATTACK_SUMMARY = "Šance zranit cíl s brněním {armour}: {hurt}."
# 001:L158
GROUP_RULE_HIGHEST = "platí jen nejvyšší poškození (Pravidla › Základy › Útok a poškození)"
# 001:L161
TOGETHER_RULE = ("nejvyšší a +{bonus} za další kostky 4+ (varianta „Společně jsme silnější“, Pravidla › Základy › Útok "
                 "a poškození)")
# 001:L108
GROUP_ATTACK_TEXT = ("Kostky {faces}: {best}; {rule}; po brnění {armour} → {dealt} poškození (Pravidla › Základy › "
                     "Brnění).")

# --- damage ------------------------------------------------------------------------------------------------
A_DAMAGE = "Přijmout poškození"
H_DAMAGE = ("Brnění sníží poškození (nejvýš na 0), zbytek ubere BO; co přesáhne BO, jde do dovednosti "
            # 001:L108, 001:L157, 001:L181
            "(obvykle SIL) a následuje záchrana proti kritickému poškození s novou hodnotou (Pravidla › Základy › "
            "Brnění; Pravidla › Základy › Útok a poškození; Pravidla › Základy › Kritické poškození). "
            # 001:L190
            "Mimo boj jde poškození rovnou do dovednosti (Pravidla › Základy › Ztráta dovednostních bodů).")
P_DAMAGE = "Poškození"
P_OTHER_DAMAGE = "Poškození od dalších útočníků"
# 001:L158
H_OTHER_DAMAGE = ("Útočí-li víc útočníků, platí jen nejvyšší poškození, např. „3, 2“ (Pravidla › Základy › Útok a "
                  "poškození).")
P_IN_COMBAT = "V boji"
# 001:L190
H_IN_COMBAT = ("Mimo boj (pád, jed…) jde poškození rovnou do dovednosti, bez brnění a BO (Pravidla › Základy › Ztráta "
               "dovednostních bodů).")
P_HIT_ATTRIBUTE = "Dovednost pro přebytek"
# 001:L158
DMG_INCOMING = "Z více útoků platí jen nejvyšší: {n} (Pravidla › Základy › Útok a poškození)."
# 001:L190
DMG_OUTSIDE = "Poškození mimo boj {n} jde rovnou do {attr}: → {after} (Pravidla › Základy › Ztráta dovednostních bodů)."
# 001:L108
DMG_ARMOUR = "Poškození {incoming} − brnění {armour} = {dealt} (Pravidla › Základy › Brnění)."
DMG_DYING = ("Postava už umírá: poškození {n} jde rovnou do {attr} → {after}, bez záchrany "
             "(Volby aplikace › Volba 6).")
# 001:L157, 001:L181
DMG_OVERFLOW = ("BO {bo} → 0; přebytek {over} jde do {attr} → {after} (Pravidla › Základy › Útok a poškození; Pravidla "
                "› Základy › Kritické poškození).")
# 001:L157, 001:L181
DMG_BO_ONLY = ("BO {bo} → {after}; poškození nepřesáhlo BO, záchrana se nehází (Pravidla › Základy › Útok a poškození; "
               "Pravidla › Základy › Kritické poškození).")
DMG_KILLED = {
    # 001:L187
    "postava": "Síla klesla na 0: postava umírá, záchrana se nehází (Pravidla › Základy › Ztráta dovednostních bodů).",
    # 001:L187
    "nestvura": "Síla klesla na 0: monstrum umírá, záchrana se nehází (Pravidla › Základy › Ztráta dovednostních "
                "bodů).",
    # 001:L206
    "oddil": "Síla oddílu klesla na 0: oddíl je zničen (Pravidla › Základy › Oddíly).",
}
CRIT_SAVE = "Záchrana proti kritickému poškození: {save}"
# 001:L181
CRIT_HOLDS = "Zůstává schopen boje (Pravidla › Základy › Kritické poškození)."
CRIT_FAILS = {
    "postava": ("Kritické poškození: postava leží na zemi a umírá; když ji do hodiny nikdo "
                # 001:L182
                "nestabilizuje, zemře (Pravidla › Základy › Kritické poškození)."),
    # 001:L183
    "nestvura": "Kritické poškození: monstrum umírá (Pravidla › Základy › Kritické poškození).",
    # 001:L205
    "oddil": "Kritické poškození: oddíl se rozpadá na jednotlivce nebo se dává na útěk (Pravidla › Základy › Oddíly).",
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
H_STABILISE = ("Kriticky zraněný, kterého nikdo do hodiny nestabilizuje (obvazy, spojenec po boji), zemře (Pravidla › "
               "Základy › Kritické poškození).")
P_IN_TIME = "Stabilizován do hodiny"
H_IN_TIME = "Vypni, pokud hodina uplynula bez pomoci."
NOT_DYING_LABEL = "Nikdo neumírá"
# 001:L182
NOT_DYING = ("Postava není kriticky zraněná (nebo už je stabilizovaná či mrtvá); není co stabilizovat (Pravidla › "
             "Základy › Kritické poškození).")
STABILISED_LABEL = "Stabilizován"
STABILISED = ("Postava byla do hodiny stabilizována a přežije; zůstává mimo boj, dokud Strážce "
              # 001:L182
              "stav nezruší (Pravidla › Základy › Kritické poškození; Volby aplikace › Volba 6).")
CHANGE_STABILISED = "Stav: stabilizovaný."
# 001:L182
DIED_UNSTABILISED = "Hodina uplynula bez stabilizace: postava zemřela (Pravidla › Základy › Kritické poškození)."
CHANGE_DEAD = "Stav: mrtvý."
A_END_COMBAT = "Konec boje"
H_END_COMBAT = ("Odečte 1 použití munice u každé střelné zbraně použité v boji, bez ohledu na počet výstřelů "
                # 001:L175
                "(Pravidla › Základy › Útok na dálku), a zruší stavy prvního kola a ohrožení.")
END_COMBAT_LABEL = "Boj skončil"
# 001:L175, 001:L127
END_COMBAT = ("Boj skončil: munice se odečítá jednou za boj (Pravidla › Základy › Útok na dálku); příští boj začne "
              "záchranou HBI (Pravidla › Základy › Kola).")
# 001:L175-L176
CHANGE_AMMO = "{item}: munice {left} (Pravidla › Základy › Útok na dálku)."
A_AMMO = "Munice mimo boj"
# 001:L176
H_AMMO = ("Každé použití munice mimo boj (např. k vyřešení problému) spotřebuje 1 použití (Pravidla › Základy › Útok "
          "na dálku).")
P_AMMO_WEAPON = "Zbraň s municí"
NO_AMMO_WEAPON = "Žádná zbraň s municí"
# 001:L174
NO_AMMO_WEAPON_TEXT = ("V inventáři není žádná zbraň s evidovanou municí; nic se neodečetlo (Pravidla › Základy › Útok "
                       "na dálku).")
ERR_NO_AMMO_FIELD = "„{item}“ munici nepoužívá (není vyplněn počet použití)."
AMMO_USED_LABEL = "Munice použita"
# 001:L176
AMMO_USED = "{item}: použití mimo boj spotřebuje 1 použití munice (Pravidla › Základy › Útok na dálku)."

# --- rest --------------------------------------------------------------------------------------------------
A_REST = "Odpočinek a léčení"
# 001:L90
H_REST = ("Krátký odpočinek doplní všechna BO (Pravidla › Základy › Body obrany (BO), odpočinek a léčení); odpočinek "
          "do dalšího dne vyléčí 1k6 ztracených "
          # 001:L91, 001:L104
          "bodů dovedností, týden všechny (Pravidla › Základy › Body obrany (BO), odpočinek a léčení). Vyčerpaná "
          "postava si nedoplní nic (Pravidla › Základy › Vyčerpání).")
P_REST = "Druh odpočinku"
REST_KINDS = {"short": "Krátký odpočinek (oddech po boji)", "night": "Do dalšího dne (1k6)",
              "week": "Týdenní odpočinek", "healer": "Léčitel / jiný zdroj"}
REST_LABEL = {"short": "Oddechnuto", "night": "Vyspáno", "week": "Týden odpočinku", "healer": "Ošetřeno"}
REST_TEXT = {
    # 001:L90
    "short": "Krátký odpočinek: postava vstoupí do dalšího boje s plným počtem BO (Pravidla › Základy › Body obrany "
             "(BO), odpočinek a léčení).",
    # 001:L90
    "night": ("Odpočinek do dalšího dne: BO na maximum (Pravidla › Základy › Body obrany (BO), odpočinek a léčení) a "
              "1k6 ztracených bodů dovedností "
              # 001:L91
              "rozdělených podle zvoleného pořadí, nejvýš do maxima (Pravidla › Základy › Body obrany (BO), odpočinek "
              "a léčení; Volby aplikace › Volba 12)."),
    # 001:L90-L91
    "week": "Týdenní odpočinek vyléčí všechny dočasně ztracené body dovedností; BO na maximum (Pravidla › Základy › "
            "Body obrany (BO), odpočinek a léčení).",
    # 001:L91
    "healer": "Léčitel nebo jiný vhodný zdroj: Strážce určí počet vyléčených bodů i cenu (Pravidla › Základy › Body "
              "obrany (BO), odpočinek a léčení; Volby aplikace › Volba 12).",
}
P_ORDER = "Pořadí léčení dovedností"
H_ORDER = "Komu připadnou vyléčené body jako prvnímu (Volby aplikace › Volba 12)."
P_HEALER = "Body od léčitele"
# 001:L91
H_HEALER = "Jen pro léčitele: kolik bodů Strážce přiznal (Pravidla › Základy › Body obrany (BO), odpočinek a léčení)."
NIGHT_ROLL = "Hod 1k6 = {roll}."
HEAL_ALL = "Vyléčeno vše"
HEAL_PARTIAL = "Vyléčena část"
HEAL_SUMMARY = "Ztracené body dovedností: {lost}; šance, že 1k6 vyléčí vše: {chance}."
ERR_EXHAUSTED = ("Vyčerpaná postava si nemůže doplnit body obrany ani vyléčit ztracené body dovedností "
                 # 001:L104
                 "(Pravidla › Základy › Vyčerpání). Nejdřív obstarej jídlo, pití a spánek.")

# --- deprivation -------------------------------------------------------------------------------------------
A_DEPRIVATION = "Strádání (vyčerpání)"
H_DEPRIVATION = ("Den bez jídla, pití nebo spánku: postava je vyčerpaná a ztratí 1 bod z každé dovednosti "
                 # 001:L104
                 "(Pravidla › Základy › Vyčerpání). Když potřeby obstará, vyčerpání skončí (Volby aplikace › Volba "
                 "14).")
P_DEPRIVATION = "Co se stalo"
NEEDS_MET_LABEL = "Potřeby obstarány"
DEPRIVATION_KINDS = {"day": "Den strádání (−1 ke všem dovednostem)", "needs_met": NEEDS_MET_LABEL}
DEPRIVED_LABEL = "Vyčerpaný"
DEPRIVED = ("Den strádání: postava je vyčerpaná a ztrácí 1 bod z každé dovednosti; nedoplní si BO ani "
            # 001:L104
            "body dovedností (Pravidla › Základy › Vyčerpání).")
CHANGE_EXHAUSTED = "Stav: vyčerpaný."
CHANGE_NOT_EXHAUSTED = "Stav: už není vyčerpaný."
# 001:L104
NEEDS_MET = ("Postava má jídlo, pití i spánek: vyčerpání končí a může zase odpočívat a léčit se (Pravidla › Základy › "
             "Vyčerpání; Volby aplikace › Volba 14).")

# --- growth ------------------------------------------------------------------------------------------------
A_GROWTH = "Nová úroveň dovednosti"
H_GROWTH_ACTION = ("Po 5 zkušenostních bodech v dovednosti si vyber: +1 k maximu té dovednosti (nejvýš 20), "
                   # 001:L221-L222
                   "nebo +1 k maximu BO (Pravidla › Růst postav › Vylepšování dovedností za selhání).")
P_GROWTH_FROM = "Úroveň za dovednost"
P_GROWTH_CHOICE = "Volba"
# 001:L222
H_GROWTH = "Maximum dovednosti nesmí přesáhnout 20 (Pravidla › Růst postav › Vylepšování dovedností za selhání)."
GROWTH_ATTR = "+1 k maximu dovednosti"
GROWTH_BO = "+1 k maximu BO"
NO_GROWTH_LABEL = "Žádná nová úroveň"
# 001:L221
NO_GROWTH = ("Postava nemá žádnou nevybranou úroveň; ta vzniká při 5 zkušenostních bodech (Pravidla › Růst postav › "
             "Vylepšování dovedností za selhání).")
# 001:L221
ERR_NOT_PENDING = ("Za {attr} teď žádnou novou úroveň nemáš (Pravidla › Růst postav › Vylepšování dovedností za "
                   "selhání).")
# 001:L222
ERR_MAX_20 = ("Maximum {attr} je už 20; vyber +1 k maximu BO (Pravidla › Růst postav › Vylepšování dovedností za "
              "selhání).")
GROWTH_LABEL = "Nová úroveň"
GROWTH_TEXT = {
    # 001:L222
    "attribute": "Nová úroveň za {attr}: maximum i současná hodnota {attr} rostou o 1 (Pravidla › Růst postav › "
                 "Vylepšování dovedností za selhání; Volby aplikace › Volba 15).",
    # 001:L222
    "bo": "Nová úroveň za {attr}: maximum i současné BO rostou o 1 (Pravidla › Růst postav › Vylepšování dovedností za "
          "selhání; Volby aplikace › Volba 15).",
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
H_FATE = ("Když je výsledek nejasný nebo náhodný: 1k6, 4 a víc je pro hráče spíš příznivé (Pravidla › Základy › Kostka "
          "osudu (hod štěstí)).")
FATE_GOOD = "Příznivé"
FATE_BAD = "Nepříznivé"
# 001:L85
FATE = ("Kostka osudu 1k6 = {face}: {verdict} (4 a víc příznivé, 3 a méně nepříznivé; Pravidla › Základy › Kostka "
        "osudu (hod štěstí)).")
A_REACTION = "Reakce NPC"
# 001:L114-L122
H_REACTION = "Při prvním setkání s NPC, jehož reakce není jasná: 2k6 v tabulce reakcí (Pravidla › Základy › Reakce)."
# 001:L116-L122
REACTION = "Reakce 2k6 = {total}: {label} (tabulka reakcí, Pravidla › Základy › Reakce)."

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
H_XP = ("Za každý neúspěšný záchranný hod +1; při 5 nová úroveň (Pravidla › Růst postav › Vylepšování dovedností za "
        "selhání).")
V_CHANCE = "Šance na záchranu {attr}"
V_BO = "Body obrany (BO)"
# 001:L89
H_BO = "Schopnost vyvarovat se zranění v boji (Pravidla › Základy › Body obrany (BO), odpočinek a léčení)."
V_BO_MAX = "Maximum BO"
V_ARMOUR = "Brnění"
# 001:L108-L110
H_ARMOUR = "Součet brnění nesených předmětů (přilbice a štít +1), nejvýš 3 (Pravidla › Základy › Brnění)."
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
H_AMMO_FIELD = "Prázdné = zbraň munici nepotřebuje (Pravidla › Základy › Útok na dálku)."
V_USED = "Použita v tomto boji"
V_ITEM_ARMOUR = "Brnění"
# 001:L109
H_ITEM_ARMOUR = "Zbroj 1–3, přilbice nebo štít 1 (Pravidla › Základy › Brnění)."
V_LOCATION = "Kde"
V_NOTE = "Poznámka"
V_SLOTS = "Obsazené sloty"
# 001:L97-L99
H_SLOTS = "Nosnost postavy je 10 slotů; první 2 jsou ruce (Pravidla › Základy › Nosnost)."
# 001:L99
OVER_CAPACITY = ("Přetíženo o {over}! Nosnost je 10 slotů (Pravidla › Základy › Nosnost); pravidla trest neuvádějí "
                 "(Volby aplikace › Volba 17).")
OVERLOADED = "Přetížení"
V_INVENTORY = "Předměty"
# 001:L98
H_INVENTORY = "Běžný předmět 1 slot, neskladný 2, zanedbatelný 0 (Pravidla › Základy › Nosnost)."
ADD_ITEM = "Přidat předmět"
V_EXTENSIONS = "Rozšíření nosnosti"
# 001:L100
H_EXTENSIONS = "Vozík, povoz, zvíře, družiník, Arkana (Pravidla › Základy › Nosnost); velikost určuje Strážce."
ADD_EXTENSION = "Přidat rozšíření"
V_EXT_NAME = "Název"
V_EXT_SLOTS = "Slotů"
V_MONEY = "Peníze"
V_PENDING = "Nevybrané úrovně"
LEVEL = Noun("úroveň", "úrovně", "úrovní")
SLOT = Noun("slot", "sloty", "slotů")
DAMAGE = Noun("poškození", "poškození", "poškození")
# 001:L222
H_PENDING = "Vyber akcí „Nová úroveň dovednosti“ (Pravidla › Růst postav › Vylepšování dovedností za selhání)."
NONE = "žádné"
V_GROWTH_NOTES = "Růst z herních interakcí"
# 001:L226-L245
H_GROWTH_NOTES = ("Růst je vždy vázán na události ve hře, nikdy náhodný (Pravidla › Růst postav › Růst na základě "
                  "herních interakcí).")
V_SAVE_MODE = "Záchranné hody"
# 001:L71, 001:L79
H_SAVE_MODE = ("Šance na úspěch je v obou variantách stejná; liší se jen čtení kostky (Pravidla › Základy › Záchranné "
               "hody).")
MODE_SHORT = {"pod": "podhazování", "nad": "přehazování 21"}
V_CREATURE = "Druh stvoření"
H_CREATURE = ("Monstra, nehráčské postavy a oddíly nezískávají zkušenosti; oddíly mají vlastní pravidla "
              # 001:L183, 001:L201-L208
              "(Pravidla › Základy › Kritické poškození; Pravidla › Základy › Oddíly).")
V_LEADER = "VUL vůdce (0 = bez vůdce)"
# 001:L199, 001:L205
H_LEADER = ("Pro morálku a záchranu oddílu proti kritickému poškození (Pravidla › Základy › Morálka; Pravidla › "
            "Základy › Oddíly).")
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
REF_REACTIONS_SOURCE = "Pravidla › Základy › Reakce"
REF_REACTION_KEYWORDS = ("reakce", "NPC", "nehráčská postava", "setkání")

# --- plynutí času (issue 20 item 4) ----------------------------------------------------------------------
A_TIME = "Plynutí času"
H_TIME = ("Hodina, den nebo týden: umírající bez stabilizace do hodiny zemře, den bez jídla, pití a spánku "
          # 001:L91, 001:L104, 001:L182
          "vyčerpá a vezme 1 bod každé dovednosti, noc odpočinku vyléčí 1k6 bodů a týden všechny (Pravidla › Základy › "
          "Body obrany (BO), odpočinek a léčení; Pravidla › Základy › Vyčerpání; Pravidla › Základy › Kritické "
          "poškození).")
P_SPAN = "Kolik času uplyne"
SPANS = {"hour": "Hodina", "day": "Den (s nocí)", "week": "Týden"}
SPAN_LABEL = {"hour": "Uplynula hodina", "day": "Uplynul den", "week": "Uplynul týden"}
P_NEEDS_MET = "Jídlo, pití a spánek zajištěny"
# 001:L104
H_NEEDS_MET = ("Bez nich je postava vyčerpaná, ztrácí 1 bod každé dovednosti denně a neléčí se (Pravidla › Základy › "
               "Vyčerpání).")
# 001:L182
TIME_DYING_ODDS = "Kriticky zraněný nebyl do hodiny stabilizován: zemře (Pravidla › Základy › Kritické poškození)."
# 001:L182
TIME_DIED = ("Uplynula hodina a kriticky zraněného nikdo nestabilizoval: zemřel (Pravidla › Základy › Kritické "
             "poškození).")
TIME_HOUR = "Uplynula hodina."
# 001:L104
TIME_DEPRIVED = "Dní bez jídla, pití nebo spánku: {days} (Pravidla › Základy › Vyčerpání)."
TIME_RESTED = {"day": "Uplynul den s nocí odpočinku.", "week": "Uplynul týden odpočinku."}
CHANGE_DAY = "Den výpravy: {before} → {after}."
ERR_DAY_LIMIT = "Deník počítá nejvýše {limit} dní výpravy."
V_DAY = "Den výpravy"
# 001:L91, 001:L104
H_DAY = ("Posouvá ho akce Plynutí času; podle dnů se počítá vyčerpání a léčení (Pravidla › Základy › Body obrany (BO), "
         "odpočinek a léčení; Pravidla › Základy › Vyčerpání).")

# --- střetnutí (board cairn_stretnuti, issue 20 item 1) ----------------------------------------------------
B_TITLE = "Cairn – střetnutí"
B_DESCRIPTION = ("Boj pro Strážce: propojené deníky hráčských postav, monstra, nehráčské postavy a oddíly, "
                 "zóny, kola, skupinové útoky a morálka.")
B_GROUP = "Střetnutí"
B_A_START = "Začít boj"
B_H_START = ("Hráčské postavy hrají první; v prvním kole každá hází záchranu HBI a při neúspěchu kolo vynechá "
             # 001:L126-L127
             "(Pravidla › Základy › Kola).")
B_P_NO_SAVE = "Bez záchrany HBI (to dává situace nebo schopnosti)"
# 001:L127
B_H_NO_SAVE = ("Záchrana se nehází, vyplývá-li ze situace nebo schopností postav něco jiného (Pravidla › Základy › "
               "Kola).")
B_DICE_START = "1k20 za každou hráčskou postavu"
B_ALL_ACT = "Všechny postavy jednají"
B_SOME_SKIP = "Někdo první kolo vynechá"
B_START_SUMMARY = "Záchranu HBI hází hráčských postav: {n}."
# 001:L127
B_SKIPS = "první kolo vynechává (Pravidla › Základy › Kola)."
# 001:L126
B_STARTED = "Boj začal, 1. kolo: na tahu jsou hráčské postavy (Pravidla › Základy › Kola)."
B_A_ATTACK = "Útok"
# 001:L158
B_H_ATTACK = ("Poškození se zapíše a na konci tahu strany dostane cíl jen nejvyšší z útoků na něj (Pravidla › Základy "
              "› Útok a poškození). "
              # 001:L145-L148
              "Na blízko jen ve stejné zóně, střelba ne z dosahu nepřítele, daleko je útok oslabený (Pravidla › "
              # 001:L172-L173
              "Základy › Měření vzdáleností; Pravidla › Základy › Útok na dálku).")
B_P_WEAPON = "Kdo a čím útočí"
B_P_TARGET = "Cíl"
B_NO_OFF_HAND = "bez druhé zbraně"
B_WEAPON_OPTION = "{who}: {weapon} ({die})"
B_HIT = "{target}: {faces} → nejvyšší {kept}, brnění {armour} → poškození {dealt}."
B_ATTACK_TEXT = "{name} útočí ({weapon}, {pool})."
# 001:L158
B_APPLIED_AT_END = "Poškození se udělí na konci tahu strany (Pravidla › Základy › Útok a poškození)."
B_NOTED = "Útok zapsán"
B_A_END_TURN = "Konec tahu strany"
B_H_END_TURN = ("Udělí každému cíli nejvyšší zapsané poškození (brnění, BO, dovednost, záchrana proti kritickému "
                # 001:L158, 001:L181, 001:L198
                "poškození), navrhne ověření morálky a předá tah (Pravidla › Základy › Útok a poškození; Pravidla › "
                "Základy › Kritické poškození; Pravidla › Základy › Morálka).")
B_TAKES = "dostává {n} poškození – {label}."
B_TURN_OVER = "Tah skončil"
B_NEXT_SIDE = "Na tahu je strana {side}."
# 001:L128
B_NEXT_ROUND = "Začíná {n}. kolo: na tahu jsou hráčské postavy (Pravidla › Základy › Kola)."
# 001:L198
B_MORALE_DUE = {"first": "Strana {side} ztratila prvního člena: ověř její morálku (Pravidla › Základy › Morálka).",
                # 001:L198
                "half": "Strana {side} ztratila polovinu členů: ověř její morálku (Pravidla › Základy › Morálka)."}
B_FIGHT_OVER = "Bojovat může už jen jedna strana: boj můžeš ukončit."
B_A_MORALE = "Ověření morálky"
# 001:L198-L199
B_H_MORALE = ("Záchrana VUL; strana s vůdcem háže jeho VUL. Při neúspěchu strana uteče nebo se vzdá (Pravidla › "
              "Základy › Morálka).")
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
B_FLEES = "Strana {side} utíká nebo se vzdává (Pravidla › Základy › Morálka)."
B_FLED = "{name} opouští boj."
B_A_END = "Konec boje"
# 001:L175
B_H_END = "Ukončí boj; kdo použil zbraň s municí, odečte 1 použití (Pravidla › Základy › Útok na dálku)."
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
B_ERR_NOT_YOUR_TURN = "{name} není na tahu: teď hraje strana {side} (Pravidla › Základy › Kola)."
B_ERR_LEFT = "{name} už z boje odešel."
# 001:L127
B_ERR_SKIPS = "{name} v záchraně HBI neuspěl a první kolo vynechává (Pravidla › Základy › Kola)."
# 001:L133
B_ERR_ACTED = "{name} už v tomto tahu jednal: přesun a jedna akce za tah (Pravidla › Základy › Tahy)."
B_ERR_OWN_SIDE = "Na „{name}“ nelze zaútočit: je na stejné straně."
B_ERR_TARGET_OUT = "{name} už nebojuje (mrtvý, umírající, ochromený nebo pryč)."
B_ERR_OFF_HAND_OWNER = "Druhá zbraň musí patřit útočníkovi ({name})."
# 001:L145
B_ERR_MELEE_REACH = ("{name} není ve stejné zóně: na blízko lze útočit jen na blízko (Pravidla › Základy › Měření "
                     "vzdáleností).")
# 001:L148
B_ERR_OUT_OF_RANGE = "{name} je mimo dosah zbraní i kouzel (Pravidla › Základy › Měření vzdáleností)."
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
B_H_ZONE = ("Zóny v řadě: stejná zóna je blízko, vedlejší poblíž, o dvě dál daleko, ještě dál mimo dosah (Pravidla › "
            "Základy › Měření vzdáleností).")
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
B_H_TIME = ("Hodina, den nebo týden pro všechny na střetnutí: umírající bez stabilizace zemřou, bez jídla, pití a "
            "spánku přijde vyčerpání, odpočinek léčí (Pravidla › Základy › Vyčerpání; Pravidla › Základy › "
            "Kritické poškození).")
