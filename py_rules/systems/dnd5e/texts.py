"""All Czech player-facing names of D&D 5e in one place (a translation is a data change).

Seed: ../shared/seeds/004 (cited as ``004:Lx``). Skill list 004:L143-L159, conditions 004:L514-L580,
sizes 004:L82-L90, coins 004:L451-L461.
"""

from __future__ import annotations

from typing import Final

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
    "auto_fail": "{condition}: automatický neúspěch ({line})",
    "target_condition": "cíl je {condition} ({line})",
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
}

SHEET_INVALID: Final = "Deník není v pořádku"
