"""All Czech player-facing text of D&D 5e in one place (a translation is a data change).

Names and option labels are dicts keyed by id; form labels are dicts keyed by the parameter path; sentences
are ``str.format`` templates grouped in one class per topic. ``ř. N`` in a text points the player to seed
line N of ../shared/seeds/004 (cited as ``004:Lx`` in code). Skill list 004:L143-L159, conditions
004:L514-L580, sizes 004:L82-L90, coins 004:L451-L461.
"""

from __future__ import annotations

from typing import ClassVar, Final

TITLE: Final = "D&D 5e"
DESCRIPTION: Final = ("Dungeons & Dragons 5. edice česky: ověření, záchranné hody, útoky s výhodou a nevýhodou, "
                      "zranění, záchranné hody proti smrti, odpočinky, stavy a tabulky pravidel.")

#: Ability id → (name, abbreviation). Abbreviation «Sil» as in 004:L470.
ABILITIES: Final[dict[str, tuple[str, str]]] = {
    "sila": ("Síla", "Sil"),
    "obratnost": ("Obratnost", "Obr"),
    "odolnost": ("Odolnost", "Odl"),
    "inteligence": ("Inteligence", "Int"),
    "moudrost": ("Moudrost", "Mdr"),
    "charisma": ("Charisma", "Cha"),
}
#: The genitive for «záchranný hod na Sílu» style phrases.
ABILITY_ACC: Final[dict[str, str]] = {
    "sila": "Sílu", "obratnost": "Obratnost", "odolnost": "Odolnost", "inteligence": "Inteligenci",
    "moudrost": "Moudrost", "charisma": "Charisma",
}
ABILITY_NAMES: Final[dict[str, str]] = {a: name for a, (name, _) in ABILITIES.items()}

#: Skill id → (name, ability id); 004:L145-L151.
SKILLS: Final[dict[str, tuple[str, str]]] = {
    "atletika": ("Atletika", "sila"),
    "akrobacie": ("Akrobacie", "obratnost"),
    "cachry": ("Čachry", "obratnost"),
    "nenapadnost": ("Nenápadnost", "obratnost"),
    "historie": ("Historie", "inteligence"),
    "mystika": ("Mystika", "inteligence"),
    "nabozenstvi": ("Náboženství", "inteligence"),
    "patrani": ("Pátrání", "inteligence"),
    "priroda": ("Příroda", "inteligence"),
    "lekarstvi": ("Lékařství", "moudrost"),
    "ovladani_zvirat": ("Ovládání zvířat", "moudrost"),
    "preziti": ("Přežití", "moudrost"),
    "vhled": ("Vhled", "moudrost"),
    "vnimani": ("Vnímání", "moudrost"),
    "klamani": ("Klamání", "charisma"),
    "presvedcovani": ("Přesvědčování", "charisma"),
    "umeni": ("Umění", "charisma"),
    "zastrasovani": ("Zastrašování", "charisma"),
}

#: What an ability check can test: the six abilities and every skill «Atletika (Sil)».
CHECK_NAMES: Final[dict[str, str]] = {
    **ABILITY_NAMES, **{s: f"{name} ({ABILITIES[a][1]})" for s, (name, a) in SKILLS.items()}}

PROFICIENCY_LEVELS: Final[dict[int, str]] = {0: "—", 1: "zdatnost", 2: "expertiza (2× bonus)"}

#: Class id → (name, hit die) — SRD 5.1, not in the seed.
CLASSES: Final[dict[str, tuple[str, int]]] = {
    "barbar": ("Barbar", 12),
    "bard": ("Bard", 8),
    "bojovnik": ("Bojovník", 10),
    "carodej": ("Čaroděj", 6),
    "cernokneznik": ("Černokněžník", 8),
    "druid": ("Druid", 8),
    "hranicar": ("Hraničář", 10),
    "klerik": ("Klerik", 8),
    "kouzelnik": ("Kouzelník", 6),
    "mnich": ("Mnich", 8),
    "paladin": ("Paladin", 10),
    "tulak": ("Tulák", 8),
}

#: Damage types (SRD 5.1; the seed names only drtivé, ohnivé and jed, 004:L200, L358, L576).
DAMAGE_TYPES: Final[dict[str, str]] = {
    "bodne": "bodné", "secne": "sečné", "drtive": "drtivé", "ohnive": "ohnivé", "chladne": "chladné",
    "bleskove": "bleskové", "hromove": "hromové", "jedove": "jedové", "kyselinove": "kyselinové",
    "nekroticke": "nekrotické", "psychicke": "psychické", "zarive": "zářivé", "silove": "silové",
}
DEFENSES: Final[dict[str, str]] = {
    "normalni": "—", "odolani": "odolání", "zranitelnost": "zranitelnost", "imunita": "imunita",
}

#: Condition id → name; 004:L514-L580.
CONDITIONS: Final[dict[str, str]] = {
    "hluchy": "Hluchý", "lezici": "Ležící (sražený)", "neschopny": "Neschopný", "neviditelny": "Neviditelný",
    "ochromeny": "Ochromený", "otraveny": "Otrávený", "paralyzovany": "Paralyzovaný", "slepy": "Slepý",
    "uchvaceny": "Uchvácený", "v_bezvedomi": "V bezvědomí", "vystraseny": "Vystrašený", "zadrzeny": "Zadržený",
    "zkameneny": "Zkamenělý", "zmameny": "Zmámený",
}

#: Size id → (name, ordinal); 004:L82-L90.
SIZES: Final[dict[str, tuple[str, int]]] = {
    "drobna": ("Drobná", 0), "mala": ("Malá", 1), "stredni": ("Střední", 2),
    "velka": ("Velká", 3), "obrovska": ("Obrovská", 4), "giganticka": ("Gigantická", 5),
}

#: The target's state in the attack form: conditions that change the roll, plus squeezing (004:L94).
TARGET_STATES: Final[dict[str, str]] = {"zadny": "—", **{k: CONDITIONS[k] for k in (
    "lezici", "neviditelny", "slepy", "ochromeny", "paralyzovany", "v_bezvedomi", "zadrzeny", "zkameneny")},
    "vtlaceny": "Protlačuje se malým prostorem"}

ARMOR_KINDS: Final[dict[str, str]] = {
    "zadna": "bez zbroje (10 + Obr, SRD)", "lehka": "lehká (základ + Obr)",
    "stredni": "střední (základ + Obr, nejvýš +2)", "tezka": "těžká (jen základ)",
}

#: Coin id → (name, value in md); 004:L455-L461.
COINS: Final[dict[str, tuple[str, int]]] = {
    "md": ("Měďáky (md)", 1), "st": ("Stříbrňáky (st)", 10), "el": ("Élektrony (el)", 50),
    "zl": ("Zlaťáky (zl)", 100), "pl": ("Platiňáky (pl)", 1000),
}

#: Typical SO; 004:L11-L17.
TYPICAL_DC: Final[dict[int, str]] = {
    5: "Velmi lehká", 10: "Lehká", 15: "Střední", 20: "Těžká", 25: "Velmi těžká", 30: "Téměř nemožná",
}

EXHAUSTION: Final[dict[int, str]] = {
    1: "Nevýhoda k ověřením vlastností", 2: "Snížení rychlosti na polovinu",
    3: "Nevýhoda k hodům na útok a záchranným hodům", 4: "Snížení maxima životů na polovinu",
    5: "Snížení rychlosti na 0", 6: "Smrt",
}

COVER: Final[dict[str, str]] = {
    "zadny": "bez krytu", "polovicni": "poloviční kryt (+2)", "trictvrtecni": "tříčtvrteční kryt (+5)",
    "uplny": "úplný kryt",
}

VANTAGE: Final[dict[str, str]] = {"normal": "bez výhody", "advantage": "s výhodou", "disadvantage": "s nevýhodou"}

CONTEST_PURPOSE: Final[dict[str, str]] = {
    "obecny": "obecný konflikt", "chvat": "chvat (uchvácení cíle)", "strceni": "strčení",
    "unik": "únik z chvatu",
}

OUTCOMES: Final[dict[str, str]] = {
    "success": "Úspěch", "failure": "Neúspěch", "auto_failure": "Automatický neúspěch",
    "critical": "Kritický zásah", "hit": "Zásah", "miss": "Minutí",
    "win": "Vítězství", "tie": "Remíza", "loss": "Prohra",
    "nat20": "Přirozená 20", "nat1": "Přirozená 1",
}

#: Reasons for advantage, disadvantage and automatic failure, with the seed line.
REASONS: Final[dict[str, str]] = {
    "inspiration": "utracená inspirace (ř. 137)",
    "fear": "vystrašený, zdroj strachu v dohledu (ř. 562)",
    "armor": "zbroj bez zdatnosti, Síla/Obratnost (ř. 472)",
    "help_check": "pomoc / spolupráce (ř. 167, 278)",
    "poisoned": "otrávený (ř. 537)",
    "dim_light": "slabě zahalená oblast, Vnímání zrakem (ř. 208)",
    "blind_check": "slepý a ověření vyžaduje zrak (ř. 546)",
    "deaf_check": "hluchý a ověření vyžaduje sluch (ř. 517)",
    "restrained_dex": "zadržený, záchrana na Obratnost (ř. 568)",
    "squeezing": "protlačuješ se malým prostorem (ř. 94)",
    "dodge_save": "Uhýbání (ř. 300)",
    "antitoxin": "protijed proti jedu (ř. 113)",
    "prone": "ležíš (ř. 521)",
    "blinded": "slepý (ř. 547)",
    "restrained": "zadržený (ř. 567)",
    "invisible": "jsi neviditelný (ř. 529)",
    "heavy": "těžká zbraň v rukou Malého či Drobného tvora (ř. 495)",
    "prone_near": "cíl leží a jsi do 1 sáhu (ř. 522)",
    "prone_far": "cíl leží a jsi dál než 1 sáh (ř. 522)",
    "target_invisible": "cíl je neviditelný (ř. 529)",
    "target_squeezing": "cíl se protlačuje malým prostorem (ř. 94)",
    "target_dodging": "cíl uhýbá a vidí tě (ř. 300)",
    "cannot_see": "nevidíš cíl (ř. 307)",
    "unseen": "cíl tě nevidí (ř. 308)",
    "help_attack": "pomoc spojence, první útok (ř. 279)",
    "long_range": "cíl za normálním dostřelem (ř. 326)",
    "hidden_revealed": "Byl-li jsi schovaný, útokem (zásahem i minutím) prozradíš svou polohu (ř. 309).",
    "close_ranged": "útok na dálku do 1 sáhu od nepřítele, který tě vidí a není neschopný (ř. 329)",
    "exhaustion_1": "únava {level}. stupně (ř. 121)",
    "exhaustion_3": "únava {level}. stupně (ř. 123)",
    "gm_adv": "výhoda podle PJ",
    "gm_dis": "nevýhoda podle PJ",
    "auto_fail": "{condition}: automatický neúspěch (ř. {line})",
    "target_condition": "cíl je {condition} (ř. {line})",
}

#: Messages of ``RuleViolation`` (what the rules forbid), with the seed line.
ERRORS: Final[dict[str, str]] = {
    "size_limit": "Cíl chvatu či strčení smí být nejvýš o jednu třídu velikosti větší než ty (ř. 344, 350).",
    "not_grappled": "Nejsi uchvácený, není z čeho unikat (ř. 345).",
    "incapacitated": "Neschopný tvor nemůže provádět akce (ř. 525).",
    "surprised": "Překvapený se v prvním tahu boje nemůže pohnout ani provést akci (ř. 238).",
    "charmed": "Zmámený tvor nemůže zaútočit na toho, kdo ho zmámil (ř. 579).",
    "total_cover": "Na cíl za úplným krytem nelze přímo zaútočit (ř. 319).",
    "off_hand": "Útok druhou rukou jen lehkou zbraní na blízko (ř. 339).",
    "no_inspiration": "Nemáš inspiraci, nemůžeš ji utratit (ř. 135–137).",
    "dead": "Postava je mrtvá; tohle pravidlo už na ni nelze použít (ř. 364, 373).",
    "rest_interrupted": "Odpočinek přerušila aspoň hodina namáhavé činnosti: musíte začít znovu (ř. 227).",
    "rest_24h": "Během 24 hodin nelze důkladně odpočívat víc než jednou (ř. 230).",
    "rest_0_hp": "Na začátku důkladného odpočinku musíš mít aspoň 1 život (ř. 230).",
    "dead_rest": "Mrtvá postava neodpočívá.",
    "armor_casting": "Ve zbroji, se kterou nejsi zdatný, nemůžeš sesílat kouzla (ř. 472).",
    "silenced": "Umlčený sesilatel nemůže seslat kouzlo s verbální složkou (ř. 417).",
    "free_hand": "Pohybová i surovinová složka potřebují volnou ruku (ř. 421, 429).",
    "priced_material": "Surovinu s uvedenou cenou nenahradí brašnička ani ohniskový předmět (ř. 425).",
    "ranged_knockout": "Srazit do bezvědomí lze jen útokem na blízko (ř. 386).",
    "no_weapon": "Zbraň č. {n} v deníku není.",
    "no_class": "Povolání č. {n} v deníku není.",
    "out_of_range": "Cíl je za dostřelem {limit} sáhů, útok nelze (ř. 326, 485).",
    "out_of_reach": "Cíl je mimo dosah zbraně na blízko ({reach}, ř. 483).",
    "no_hit_dice": "Všechny Kostky životů povolání {name} jsou utracené (nejvýše tolik, kolik je úroveň, ř. 223).",
    "no_slot": "Nemáš volnou pozici kouzla {level}. úrovně.",
    "not_enough_coins": "Máš jen {have} {coin}.",
    "no_superiority": "Nemáš nevyužitou převahovou kostku (manévry, ř. 583).",
    "cannot_afford": "Na {price} md nemáš dost peněz.",
    "unknown_price": "Neznámá položka ceníku „{item}“.",
    "coins_not_whole": "{count} {source} nedá celé mince {target} (kurzy ř. 455–461).",
    "purse_full": "Tolik {target} deník neunese: měl bys jich {total}, vede jich nejvýše {limit}. Vyměň méně mincí.",
}


#: Messages of pydantic validators (the sheet and action parameters).
INVALID: Final[dict[str, str]] = {
    "unknown_check": "neznámá vlastnost či dovednost „{value}“",
    "group_others": "ostatních úspěšných nemůže být víc než ostatních členů skupiny",
    "hit_dice_spent": "utracených Kostek životů nemůže být víc než úroveň povolání (ř. 223)",
    "hp_over_max": "aktuální životy nesmí převýšit maximum",
    "damage_dice": "kostky zranění zapiš jako 1k8, 2k6 … (k4, k6, k8, k10 nebo k12)",
    "long_range": "dlouhý dostřel nesmí být kratší než normální (ř. 485)",
    "slots_spent": "utracených pozic nemůže být víc než pozic celkem",
    "superiority_spent": "utracených převahových kostek nemůže být víc než kostek celkem",
    "level_sum": "součet úrovní povolání smí být nejvýše 20",
    "class_twice": "každé povolání smí být v deníku jen jednou",
    "exhaustion_6": "6. stupeň únavy je smrt (ř. 126): zaškrtni „mrtvý“",
    "not_a_price": "„{price}“ není cena v mincích.",
    "unknown_lifestyle": "Neznámý životní styl „{style}“.",
    "unknown_service": "Neznámá služba „{service}“.",
}

#: Default names of new sheet entries.
DEFAULT_NAMES: Final[dict[str, str]] = {
    "weapon": "Zbraň", "item": "Předmět", "spell": "Kouzlo", "starting_weapon": "Dlouhý meč",
    "improvised": "Improvizovaná zbraň",
}

#: Plural forms (1 / 2–4 / 5+) for :func:`py_rules.czech.count`.
SAH: Final = ("sáh", "sáhy", "sáhů")
FOOT: Final = ("stopa", "stopy", "stop")
ROUND: Final = ("kolo", "kola", "kol")
HIT_DIE: Final = ("Kostka", "Kostky", "Kostek")
TEMP_HP: Final = ("dočasný život", "dočasné životy", "dočasných životů")
AFTER_HOURS: Final = ("hodině", "hodinách", "hodinách")

#: The action menu: groups, then id → label, the dice it asks for and a hint.
GROUPS: Final[dict[str, str]] = {
    "rolls": "Hody", "combat": "Boj", "spells": "Kouzla", "hp": "Životy", "environment": "Prostředí",
    "rest": "Odpočinek", "gear": "Výbava",
}
ACTION_LABELS: Final[dict[str, str]] = {
    "overeni": "Ověření vlastnosti / dovednosti", "zachrana": "Záchranný hod", "skupina": "Skupinové ověření",
    "konflikt": "Konflikt (chvat, strčení, únik)", "soustredeni": "Záchrana soustředění", "iniciativa": "Iniciativa",
    "utok": "Útok zbraní",
    "zraneni": "Utrpět zranění", "leceni": "Léčení", "docasne": "Dočasné životy",
    "smrt": "Záchranný hod proti smrti", "stabilizace": "První pomoc (stabilizace)",
    "probrani": "Probrání po 1k4 hodinách", "pad": "Pád z výšky",
    "kratky_odpocinek": "Krátký odpočinek: utratit Kostku životů", "dukladny_odpocinek": "Důkladný odpočinek",
    "unava": "Změna únavy", "kouzlo": "Seslat kouzlo", "manevr": "Manévr (převahová kostka)",
    "smena": "Směnit mince", "platba": "Zaplatit (životní styl, jídlo, služby)",
}
D20: Final = "1k20 (2k20 s výhodou či nevýhodou)"
ACTION_DICE: Final[dict[str, str]] = {
    "konflikt": "tvůj k20, pak soupeřův k20",
    "utok": "k20 (2k20 s výhodou či nevýhodou), při zásahu kostky zranění",
    "pad": "k6 za každé 2 sáhy", "kratky_odpocinek": "Kostka životů povolání", "manevr": "převahová kostka",
}
ACTION_HINTS: Final[dict[str, str]] = {
    "overeni": "Úspěch, když součet dosáhne SO (stačí dohodit, ř. 3).",
    "skupina": "Uspěje-li aspoň polovina skupiny, uspěje celá (ř. 108).",
    "utok": "Zásah, když součet dosáhne OČ; přirozená 20 je kritický zásah (SRD).",
    "kratky_odpocinek": "Po každém hodu se můžeš rozhodnout utratit další (ř. 223).",
}

#: Form labels of the roll actions, keyed by parameter path.
DC_FIELDS: Final[dict[str, str]] = {"so": "SO (Tabulka typických SO)", "so_jine": "Jiné SO (0 = podle výběru)"}
SITUATION_FIELDS: Final[dict[str, str]] = {
    "bonus": "Další bonus či postih", "inspirace": "Utratit inspiraci (výhoda, ř. 137)",
    "vyhoda_pj": "Výhoda podle PJ", "nevyhoda_pj": "Nevýhoda podle PJ",
    "pomoc": "Pomoc / spolupráce (výhoda, ř. 167, 278)", "vyzaduje_zrak": "Ověření vyžaduje zrak (ř. 546)",
    "vyzaduje_sluch": "Ověření vyžaduje sluch (ř. 517)", "strach_v_dohledu": "Zdroj strachu je v dohledu (ř. 562)",
    "sero": "Šero / slabě zahalená oblast (Vnímání zrakem, ř. 208)",
}
CHECK_FIELDS: Final[dict[str, str]] = {
    "co": "Vlastnost či dovednost", "vlastnost": "Záchranný hod na", "kryt": "Kryt (jen Obratnost, ř. 315–317)",
    "proti_jedu": "Proti jedu (protijed, ř. 113)", "clenu": "Členů skupiny (i ty)",
    "uspechy_ostatnich": "Kolik ostatních už uspělo",
    "zraneni": "Utržené zranění z jednoho zdroje", "bonus": "Další bonus", "inspirace": "Utratit inspiraci (ř. 137)",
}
CONCENTRATION_HINT: Final = "SO = 10, nebo polovina zranění, je-li vyšší (ř. 443)"
CONTEST_FIELDS: Final[dict[str, str]] = {
    "ucel": "Druh konfliktu", "co": "Tvoje vlastnost či dovednost", "souper_bonus": "Bonus soupeře",
    "souper_rezim": "Soupeř hází", "cil_velikost": "Velikost soupeře (chvat, strčení)",
}
ATTACK_FIELDS: Final[dict[str, str]] = {
    "zbran": "Zbraň", "oc": "OČ cíle", "vzdalenost": "Vzdálenost (sáhy)", "kryt": "Kryt cíle (ř. 313–319)",
    "cil_stav": "Stav cíle", "cil_uhyba": "Cíl uhýbá (ř. 300)", "cil_je_zmamitel": "Cíl tě zmámil (ř. 579)",
    "nevidis_cil": "Nevidíš cíl (ř. 307)", "cil_te_nevidi": "Cíl tě nevidí (ř. 308)",
    "nepritel_vedle": "Útok na dálku a do 1 sáhu je nepřítel, který tě vidí (ř. 329)",
    "pomoc": "Pomoc spojence, první útok (ř. 279)", "inspirace": "Utratit inspiraci (ř. 137)",
    "strach_v_dohledu": "Zdroj strachu v dohledu (ř. 562)", "vyhoda_pj": "Výhoda podle PJ",
    "nevyhoda_pj": "Nevýhoda podle PJ", "vlastnost": "Vytříbená zbraň: oprava",
    "druha_ruka": "Bonusový útok druhou rukou (ř. 339)", "bonus": "Další bonus k útoku",
}
FINESSE_CHOICES: Final[dict[str, str]] = {
    "lepsi": "lepší z Síly a Obratnosti", "sila": "Síla", "obratnost": "Obratnost"}

GROUP_OUTCOMES: Final[dict[str, str]] = {"success": "Skupina uspěje", "failure": "Skupina neuspěje"}
GROUP_RESULTS: Final[dict[bool, tuple[str, str]]] = {
    True: ("Skupina uspěla", "uspěla"), False: ("Skupina neuspěla", "neuspěla")}
#: What winning a contest does, by its purpose (004:L163, L344, L345, L350).
CONTEST_WINS: Final[dict[str, str]] = {
    "chvat": "Cíl je uchvácený (ř. 344).", "strceni": "Sraz cíl k zemi, nebo ho odstrč o 1 sáh (ř. 350).",
    "unik": "Unikl jsi z chvatu (ř. 345).", "obecny": "Vyhrál jsi konflikt (ř. 163).",
}


class Roll:
    """Sentences of checks, saves, group checks, contests, concentration and initiative (004:L3, L108, L163)."""

    DC_OPTION = "{dc} – {name}"
    CHANCE = "Šance: {bonus} {mode} proti {what} {target} = {percent} ({numerator}/{denominator})."
    INSPIRATION_SPENT = "Inspirace utracena (ř. 137)."
    CHECK = "Ověření: {name}"
    SAVE = "Záchranný hod na {ability}"
    AUTO_FAIL_ODDS = "Automatický neúspěch: {reasons}."
    AUTO_FAIL = "{label}: automatický neúspěch – {reasons}."
    RESULT = ("{label}: k20 = {face} {bonus} = {total} proti SO {dc} → {result} (rovnost SO stačí, ř. 3; "
              "{source}). {vantage}")
    CHECK_SOURCE = "ověření vlastnosti"
    SAVE_SOURCE = "záchranný hod"
    GROUP_SOURCE = "skupinové ověření, ř. 108"
    GROUP_ODDS = "Uspěje-li aspoň polovina skupiny, uspěje celá (ř. 108). Tvůj hod: {chance}"
    GROUP_RESULT = "{own} Uspělo {successes} z {members}; skupina {result} (aspoň polovina, ř. 108)."
    CONTEST_ODDS = "{bonus} {mode} proti {their_bonus} {their_mode}; remíza nic nemění (ř. 163). {vantage}"
    OPPONENT = "soupeř"
    CONTEST_TIE = "Remíza: nestane se nic, vše zůstává, jak bylo (ř. 163)."
    CONTEST_LOSS = "Soupeř vyhrál (ř. 163)."
    CONTEST_RESULT = "{label}: {mine} proti {theirs}. {outcome} {vantage}"
    GRAPPLE_ENDED = "Stav Uchvácený skončil."
    CONCENTRATION = "Soustředění (záchranný hod na Odolnost)"
    CONCENTRATION_SOURCE = "SO = max(10, polovina zranění), ř. 443"
    CONCENTRATION_LOST = "Soustředění na „{spell}“ skončilo (ř. 435, 443)."
    INITIATIVE = "Iniciativa"
    INITIATIVE_RESULT = "Iniciativa (ověření Obratnosti, SRD): k20 = {face} {bonus} = {total}. {vantage}"


#: ``Vantage.describe``: advantage and disadvantage cancel out (SRD).
VANTAGE_SUMMARY: Final[dict[str, str]] = {
    "both": "Bez výhody: výhoda ({adv}) a nevýhoda ({dis}) se ruší (SRD).",
    "advantage": "S výhodou (2k20, platí vyšší): {adv}.",
    "disadvantage": "S nevýhodou (2k20, platí nižší): {dis}.",
    "none": "Bez výhody i nevýhody.",
}


class Attack:
    """Sentences of the attack roll (004:L305-L339, L478-L503; natural 1 and 20 and critical dice: SRD)."""

    ODDS = "{weapon}: {bonus} {mode} proti OČ {ac}. {vantage}"
    ALL_CRITICAL = " Každý zásah je kritický (ř. 543, 559)."
    DAMAGE = "Zranění {expression} = {rolled} {mod}{weapon_bonus} = {total} {dtype}"
    CRITICAL_DICE = " (kritický zásah: dvojnásobek kostek, SRD)."
    RESULT = "{weapon}: k20 = {face} {bonus} = {total} proti OČ {ac} → {outcome}. {vantage}"
    NATURAL: ClassVar[dict[int, str]] = {
        20: " Přirozená 20: vždy zásah a kritický zásah (SRD).", 1: " Přirozená 1: vždy minutí (SRD)."}
    HELPLESS_CRITICAL = " Cíl je paralyzovaný či v bezvědomí a jsi do 1 sáhu: kritický zásah (ř. 543, 559)."


class Health:
    """Lines of the hit point pipeline: damage, dropping to 0, death saves, healing, exhaustion, long rest
    (004:L119-L131, L225-L230, L354-L394)."""

    HP = "Životy {before} → {after}."
    IMMUNE = "imunita: zranění 0"
    FLAT = "{raw} {sign} {flat} = {value}"
    RESISTANT = "odolání: polovina, zaokrouhleno dolů = {value} (ř. 357, 5)"
    VULNERABLE = "zranitelnost: dvojnásobek = {value} (ř. 356)"
    DIED = "Postava zemřela: {why}."
    MASSIVE_DAMAGE = "přebývající zranění {excess} ≥ maximum životů {hp_max} (okamžitá smrt, ř. 364)"
    MONSTER_AT_ZERO = "nestvůra umírá při 0 životech (ř. 383)"
    KNOCKED_OUT = "v bezvědomí a stabilizovaná (sražení do bezvědomí, ř. 386)"
    DYING = "v bezvědomí a umírá – házej záchranné hody proti smrti (ř. 369, 372)"
    AT_ZERO = "Životy {before} → 0: postava je {state}."
    DAMAGE_AT_ZERO_DEATH = "zranění {damage} při 0 životech ≥ maximum {hp_max} (ř. 375)"
    THIRD_FAILURE_HIT = "třetí neúspěch záchranného hodu proti smrti (ř. 373, 375)"
    THIRD_FAILURE = "třetí neúspěch záchranného hodu proti smrti (ř. 373)"
    DAMAGE_AT_ZERO = "Zranění při 0 životech: neúspěchy proti smrti {before} → {after} (ř. 375)."
    NOT_STABLE = "Postava přestala být stabilizovaná (ř. 380)."
    DAMAGE = "Zranění {dtype}: {dealt}"
    TEMP_ABSORBED = "Dočasné životy {before} → {after} (ř. 390)."
    CONCENTRATION_SAVE = "Soustředění na „{spell}“: hoď záchranný hod na Odolnost se SO {dc} (ř. 443)."
    WOKE_UP = "Postava se probrala z bezvědomí, záchranné hody proti smrti se nulují (ř. 369, 373)."
    TEMP_SET = "Dočasné životy {before} → {after} (nesčítají se, ř. 392)."
    NAT20 = "Přirozená 20: 1 život (ř. 374)."
    FAILURES = "Neúspěchy {before} → {after}."
    STABLE_THIRD = "Třetí úspěch: postava je stabilizovaná, počty se nulují (ř. 373)."
    SUCCESSES = "Úspěchy {before} → {after}."
    STABLE = "Postava je stabilizovaná (ř. 380)."
    EXHAUSTION_DEATH = "6. stupeň únavy (ř. 126)"
    EXHAUSTION = "Únava {before} → {after}."
    HP_HALVED = "Životy {before} → {after} (maximum na polovinu, ř. 124)."
    REST_HP = "Životy {before} → {after} (ř. 228)."
    REST_HIT_DICE = "Obnoveno Kostek životů: {count} (ř. 228)."
    REST_EXHAUSTION = "Únava {before} → {after} (jídlo a pití, ř. 131)."
    REST_TEMP = "Dočasné životy {before} → 0 (ř. 394)."
    REST_RESOURCES = "Pozice kouzel a převahové kostky obnoveny (SRD)."


#: Outcome labels of taking damage (and of a fall).
DAMAGE_OUTCOMES: Final[dict[str, str]] = {
    "no_damage": "Bez zranění", "absorbed": "Pohltily dočasné životy", "damaged": "Zraněn",
    "unconscious": "Bezvědomí", "dying": "Neúspěch proti smrti", "dead": "Smrt",
}
DEATH_SAVE_OUTCOMES: Final[dict[str, str]] = {
    "nat20": "Přirozená 20: 1 život", "success": "Úspěch", "failure": "Neúspěch", "nat1": "Přirozená 1: dva neúspěchy",
}
TEMP_CHOICES: Final[dict[str, str]] = {"vyssi": "ponechat vyšší", "nove": "vzít nové", "stare": "ponechat staré"}
VITALITY_FIELDS: Final[dict[str, str]] = {
    "zraneni": "Zranění", "druh": "Druh zranění", "oprava": "Opravy zranění (např. aura −5)",
    "odolani_navic": "Odolání z jiného zdroje (počítá se jen jednou, ř. 358)",
    "kriticky": "Kritický zásah (při 0 životech dva neúspěchy, ř. 375)",
    "srazit_do_bezvedomi": "Útok na blízko: útočník srazí do bezvědomí (ř. 386)",
    "utok_na_dalku": "Zranění z útoku na dálku", "heal": "Vyléčené životy", "temp": "Nové dočasné životy",
    "volba": "Nesčítají se (ř. 392)", "bonus": "Bonus z kouzel a schopností (ř. 372)",
    "lekarstvi": "Oprava Lékařství zachránce", "sahu": "Výška pádu (sáhy)",
}


class Vitality:
    """Sentences of the hit point actions: damage, healing, death saves, first aid, waking up, falling
    (004:L198-L200, L352-L394)."""

    DAMAGE = "Nejdřív opravy, pak odolání, pak zranitelnost (ř. 357); první jdou dočasné životy (ř. 390)."
    HEAL_LABEL = "Léčení"
    HEAL = "Léčení neobnovuje dočasné životy (ř. 392)."
    TEMP_LABEL = "Dočasné životy"
    TEMP = "Dočasné životy se nesčítají: necháš si staré, nebo vezmeš nové (ř. 392)."
    DEAD = "Postava je mrtvá."
    NOT_AT_ZERO = "Postava nemá 0 životů, záchranný hod proti smrti se nehází (ř. 372)."
    STABLE = "Stabilizovaná postava si záchranné hody proti smrti nehází (ř. 380)."
    NO_ROLL = "Nehází se"
    DEATH_ODDS = "k20 {bonus}: 10 a víc je úspěch (ř. 373); úspěch {percent}."
    DEATH_LABELS: ClassVar[dict[str, str]] = {
        "nat20": "Přirozená 20", "nat1": "Přirozená 1", "success": "Úspěch", "dead": "Smrt"}
    DEATH_FAILURE = "Neúspěch"
    DEATH = "Záchranný hod proti smrti: k20 = {face} {bonus} = {total} (10+ uspěje, ř. 373–374)."
    STABILISED = "Stabilizován"
    NOT_STABILISED = "Nepodařilo se"
    FIRST_AID_ODDS = "Ověření Moudrosti (Lékařství) zachránce {bonus} proti SO 10 (ř. 379): {percent}."
    FIRST_AID = "První pomoc: k20 = {face} {bonus} = {total} proti SO 10 (ř. 379)."
    STILL_DYING = " Postava dál umírá."
    WAKE_ONLY = "Jen neléčená stabilizovaná postava s 0 životy se po 1k4 hodinách probere (ř. 380)."
    AFTER_HOURS = "po {hours}"
    WAKE_ODDS = "1k4 hodin, pak 1 život (ř. 380)."
    WAKE = "{after_hours} (1k4) má postava 1 život (ř. 380)."
    SHORT_FALL_ODDS = "Pád kratší než 2 sáhy nezraňuje (ř. 200)."
    FALL_ODDS = "{dice}k6 drtivého zranění (1k6 za každé 2 sáhy, nejvýš 20k6, ř. 200)."
    SHORT_FALL = "Pád z {sahu} sáhů: méně než 2 sáhy, žádné zranění (ř. 200, zaokrouhleno dolů)."
    LANDED_PRONE = "Postava dopadla do lehu (ř. 200)."
    FALL = "Pád z {sahu} sáhů: {dice}k6 = {rolled} drtivého zranění (1k6 za 2 sáhy, nejvýš 20k6, ř. 200)."


REST_FIELDS: Final[dict[str, str]] = {
    "trida": "Kostka životů povolání", "najedl_a_napil": "Najedl ses a napil (únava −1, ř. 131)",
    "preruseno": "Přerušeno aspoň hodinou namáhavé činnosti (ř. 227)",
    "uz_za_24_hodin": "Už jsi za posledních 24 hodin důkladně odpočíval (ř. 230)",
    "zmena": "Změna stupně únavy (+ účinek, − odpočinek či vzkříšení)",
}
CAST_FIELDS: Final[dict[str, str]] = {
    "nazev": "Kouzlo", "uroven": "Úroveň (0 = trik bez pozice)", "soustredeni": "Vyžaduje soustředění",
    "verbalni": "Verbální složka (V)", "pohybova": "Pohybová složka (P)", "surovinova": "Surovinová složka (S)",
    "umlceny": "Jsi umlčený / v tichu", "volna_ruka": "Máš volnou ruku",
    "surovina_s_cenou": "Surovina má uvedenou cenu", "mas_surovinu": "Tu surovinu máš",
}
MANEUVER_FIELDS: Final[dict[str, str]] = {"manevr": "Manévr", "zraneni": "Zranění útoku na blízko (Parírování)"}
MANEUVERS: Final[dict[str, str]] = {
    "zotaveni": "Zotavení sil (ř. 616)", "parirovani": "Parírování (ř. 596)", "jiny": "Jiný manévr (jen hod kostkou)",
}


class Rest:
    """Sentences of rests, exhaustion, casting and manoeuvres (004:L115-L131, L218-L230, L413-L447,
    L583-L616)."""

    HEALS = "vyléčí {hp}"
    SHORT_ODDS = "k{die} {con} (Odolnost), nejméně 0 (ř. 223)."
    SHORT = ("Krátký odpočinek: k{die} = {face} {con} = {healed} životů (nejméně 0, ř. 223). "
             "Zbývá {left} životů.")
    HIT_DIE_SPENT = "Utracena 1 Kostka životů."
    LONG_LABEL = "Důkladný odpočinek"
    LONG = "Důkladný odpočinek (aspoň 8 hodin, ř. 227–230): {lines}"
    EXHAUSTION_LABEL = "Únava"
    EXHAUSTION_EFFECTS = "Platí účinky: {effects} (kumulativně, ř. 129)."
    EXHAUSTION_GONE = "Stupeň pod 1: všechny účinky únavy skončily (ř. 130)."
    SLOT_SPENT = "Utracena pozice kouzla {level}. úrovně."
    CONCENTRATION_REPLACED = "Soustředění na „{spell}“ skončilo (nelze dvě naráz, ř. 441)."
    CONCENTRATING = "Soustředíš se na „{spell}“."
    CAST = "Sesláno kouzlo „{spell}“. {changes}"
    CAST_LABEL = "Kouzlo sesláno"
    RALLY = "Zotavení sil: k{die} = {face} {cha} = {temp_hp} spojenci (ř. 616; nesčítají se, ř. 392)."
    PARRY_LABEL = "zranění {result}"
    PARRY = "Parírování: zranění {damage} − ({face} {dex}) = {result} (nejméně 0, ř. 596)."
    DIE_LABEL = "hod {face}"
    DIE = "Převahová kostka k{die} = {face} (viz manévr v příručce, ř. 583–616)."
    NO_DIE = "Bez převahové kostky"
    MANEUVER_ODDS = "Převahová kostka k{die} (ř. 583–616)."
    DIE_SPENT = "Utracena 1 převahová kostka."
    CLASS_OPTION = "{name} (k{die}, zbývá {left})"


TRADE_FIELDS: Final[dict[str, str]] = {
    "z": "Směnit", "na": "Na", "pocet": "Počet mincí", "polozka": "Co platíš (ř. 25–80)",
    "jednotek": "Dní / mil / kusů", "vlastni_md": "Vlastní cena v md",
}


class Trade:
    """Sentences and option labels of paying and exchanging coins (004:L25-L80, L451-L461)."""

    LIFESTYLE_PRICE = "Životní styl: {name} – {price} za den"
    PRICE = "{name} – {price}"
    OWN_PRICE = "Vlastní cena"
    OWN_PRICE_OPTION = "Vlastní cena (md)"
    COIN_CHANGE = "{coin}: {sign}{count}"
    PAID = "{label} × {units}: zaplaceno {price} md (kurzy ř. 455–461). {changes}"
    PAID_LABEL = "Zaplaceno"
    EXCHANGE_LINE = "{count} {source} → {got} {target}."
    EXCHANGE = "Směna podle Tabulky standardních kurzů (ř. 455–461): {line}"
    EXCHANGE_LABEL = "Směna mincí"


#: The sheet view: section titles by section id, field labels by saved path (list items: by item field).
SECTIONS: Final[dict[str, str]] = {
    "postava": "Postava", "vlastnosti": "Vlastnosti a záchranné hody", "dovednosti": "Dovednosti",
    "zivoty": "Životy", "stavy": "Únava a stavy", "boj": "Zbroj, zbraně, odolání", "vybava": "Výbava a peníze",
    "kouzla": "Kouzla a manévry", "prostredi": "Skoky, dech", "poznamky": "Poznámky",
}
SHEET_FIELDS: Final[dict[str, str]] = {
    "name": "Jméno", "classes": "Povolání", "size": "Velikost", "speed": "Základní rychlost (sáhy)",
    "inspiration": "Inspirace (máš, nebo nemáš, ř. 135)",
    "hp.current": "Životy", "hp.max": "Maximum životů", "hp.temp": "Dočasné životy",
    "death_saves.successes": "Úspěchy proti smrti", "death_saves.failures": "Neúspěchy proti smrti",
    "death_saves.stable": "Stabilizovaný", "dead": "Mrtvý", "dies_at_zero": "Nestvůra: umírá při 0 životech (ř. 383)",
    "exhaustion": "Únava", "conditions.zdroj_strachu": "Zdroj strachu", "conditions.zmamitel": "Kdo tě zmámil",
    "conditions.uchvatitel": "Uchvatitel", "dodging": "Uhýbáš (do začátku tvého tahu, ř. 300)",
    "squeezing": "Protlačuješ se malým prostorem (ř. 94)",
    "surprised": "Překvapený (první tah bez pohybu a akce, reakce až po něm, ř. 238)",
    "antitoxin": "Protijed (1 hodina, ř. 113)", "undead_or_construct": "Nemrtvý či výtvor (protijed nepůsobí)",
    "armor.druh": "Zbroj", "armor.zaklad": "Základ OČ zbroje",
    "armor.sila_pozadavek": "Požadavek Síly (Sil 13/15, ř. 470)",
    "armor.zdatnost": "Zdatnost se zbrojí (ř. 472)", "armor.stit": "Štít +2 (ř. 474)", "armor.bonus": "Jiný bonus k OČ",
    "weapons": "Zbraně", "inventory": "Výbava", "concentration": "Soustředění na kouzlo (jen jedno, ř. 441)",
    "spell_slots": "Pozice kouzel (SRD)", "superiority.pocet": "Převahové kostky",
    "superiority.kostka": "Převahová kostka", "superiority.utracene": "Utracené převahové kostky", "notes": "Poznámky",
}
CLASS_FIELDS: Final[dict[str, str]] = {
    "trida": "Povolání", "uroven": "Úroveň", "utracene_kostky": "Utracené Kostky životů (k{die})"}
WEAPON_FIELDS: Final[dict[str, str]] = {
    "name": "Název", "kostky": "Kostky zranění", "druh_zraneni": "Druh zranění", "vlastnost": "Vlastnost",
    "zdatnost": "Zdatnost (+ zdatnostní bonus, ř. 478)", "na_dalku": "Na dálku", "dostrel": "Dostřel (sáhy)",
    "dlouhy_dostrel": "Dlouhý dostřel (sáhy)", "tezka": "Těžká (ř. 495)", "lehka": "Lehká (ř. 489)",
    "dlouha": "Dlouhá: dosah +1 sáh (ř. 483)", "bonus": "Magický bonus",
}
WEAPON_ABILITIES: Final[dict[str, str]] = {
    "sila": "Síla", "obratnost": "Obratnost", "vytribena": "Vytříbená (Síla či Obratnost)"}
ITEM_FIELDS: Final[dict[str, str]] = {"name": "Předmět", "pocet": "Počet", "vaha": "Váha kusu (lb)"}
SLOT_FIELDS: Final[dict[str, str]] = {"max": "Pozic", "used": "Utraceno"}
SUPERIORITY_DICE: Final[dict[int, str]] = {6: "k6", 8: "k8", 10: "k10", 12: "k12"}


class View:
    """Badges, derived stats, list titles and hints of the sheet view."""

    HP = "Životy"
    HP_VALUE = "{current}/{max}"
    TEMP_SUFFIX = " +{temp}"
    AC = "OČ"
    SPEED = "Rychlost"
    DEAD = "Mrtvý"
    STABLE = "Stabilizovaný"
    DYING = "Umírá"
    DEATH_SAVES = "úspěchy {successes}, neúspěchy {failures}"
    EXHAUSTION = "Únava"
    CONCENTRATION = "Soustředění"
    SURPRISED = "Překvapený"
    SURPRISED_VALUE = "bez pohybu, akce a reakce"
    INSPIRATION = "Inspirace"
    EFFECT_EXHAUSTION = "Únava {level}: {effect}"
    EFFECT_CONDITION = "{name}: {effect}"
    CLASS_TITLE = "{name} {level} (k{die})"
    ADD_CLASS = "Přidat povolání"
    LEVEL = "Úroveň"
    PROFICIENCY = "Zdatnostní bonus"
    PROFICIENCY_HINT = "SRD"
    SPEED_NOW = "Rychlost teď"
    SPEED_NOW_HINT = "únava, zbroj, stavy (ř. 122, 125, 470, 550, 566)"
    ABILITY_HINT = "oprava {mod}"
    SAVE = "Záchranný hod na {ability}: {bonus}"
    SAVE_HINT = "zdatnost přidá {bonus}"
    SKILL = "{name} ({abbr}) {bonus}"
    PASSIVE = "Pasivní {skill}"
    PASSIVE_HINT = "10 + opravy, ±5 za výhodu/nevýhodu (ř. 100–101)"
    HP_MAX_HINT = "při únavě 4+ platí polovina (ř. 124)"
    TEMP_HINT = "nesčítají se (ř. 392)"
    HIT_DICE = "Kostky životů"
    HIT_DICE_VALUE = "{left}/{level} k{die}"
    HIT_DICE_HINT = "k povolání podle SRD"
    NO_EXHAUSTION = "0 – žádná"
    EXHAUSTION_OPTION = "{level} – {effect}"
    EFFECTS = "Platné účinky"
    NO_EFFECTS = "žádné"
    WEAPON_TITLE = "{name}: útok {attack}, zranění {dice}{damage}"
    AC_STAT = "Obranné číslo (OČ)"
    AC_HINT = "ř. 465–474"
    ADD_WEAPON = "Přidat zbraň"
    UNARMED = "Bez zbraně"
    UNARMED_VALUE = "{weapon} 1k4 (ř. 512)"
    WEAPON_COUNT = "Zbraní"
    DEFENSE = "Zranění {dtype}"
    ITEM_TITLE = "{name} ×{count}"
    ADD_ITEM = "Přidat předmět"
    CARRIED = "Nesená váha"
    POUNDS = "{weight:g} lb"
    CAPACITY = "Nosnost"
    CAPACITY_HINT = "Síla × 15, podle velikosti (ř. 171–175)"
    PUSH = "Tlačení, vlečení, zvedání"
    PUSH_HINT = "Síla × 30; víc než nosnost → rychlost 1 sáh (ř. 173)"
    COIN_VALUE = "Hodnota mincí"
    COIN_VALUE_TEXT = "{zl} zl {st} st {md} md"
    COIN_HINT = "kurzy ř. 455–461"
    SLOT_TITLE = "{level}. úroveň"
    JUMP = "{run} s rozběhem, {standing} z místa"
    LONG_JUMP = "Skok do dálky"
    LONG_JUMP_HINT = "ř. 193"
    HIGH_JUMP = "Skok do výšky"
    HIGH_JUMP_HINT = "ř. 196"
    BREATH = "Zadržení dechu"
    BREATH_VALUE = "{time}, pak {rounds}"
    BREATH_HINT = "ř. 204"
    MINUTES = "{n} min"
    SECONDS = "{n} s"

#: The reference: one table per condition (004:L514-L580); «stav» also finds them in a search.
CONDITION_TABLE: Final[dict[str, str]] = {"title": "Stav: {name}", "column": "Účinek", "keyword": "stav"}
