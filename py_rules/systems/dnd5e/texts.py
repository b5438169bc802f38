"""All Czech player-facing text of D&D 5e in one place (a translation is a data change).

Names and option labels are dicts keyed by id; form labels are dicts keyed by the parameter path; sentences
are ``str.format`` templates grouped in one class per topic. ``ř. N`` in a text points the player to seed
line N of ../shared/seeds/004 (cited as ``004:Lx`` in code). Skill list 004:L143-L159, conditions
004:L514-L580, sizes 004:L82-L90, coins 004:L451-L461.
"""

from __future__ import annotations

from typing import ClassVar, Final

from py_rules import czech

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
    # 004:L137
    "inspiration": "utracená inspirace (Pravidla › Inspirace)",
    # 004:L562
    "fear": "vystrašený, zdroj strachu v dohledu (Pravidla › Stavy › Vystrašený)",
    # 004:L472
    "armor": "zbroj bez zdatnosti, Síla/Obratnost (Pravidla › Vybavení › Zbroje a štíty)",
    # 004:L167, 004:L278
    "help_check": "pomoc / spolupráce (Pravidla › Spolupráce; Pravidla › Boj › Akce v boji › Pomoc)",
    # 004:L537
    "poisoned": "otrávený (Pravidla › Stavy › Otrávený)",
    # 004:L208
    "dim_light": "slabě zahalená oblast, Vnímání zrakem (Pravidla › Cestování › Zrak a světlo)",
    # 004:L546
    "blind_check": "slepý a ověření vyžaduje zrak (Pravidla › Stavy › Slepý)",
    # 004:L517
    "deaf_check": "hluchý a ověření vyžaduje sluch (Pravidla › Stavy › Hluchý)",
    # 004:L568
    "restrained_dex": "zadržený, záchrana na Obratnost (Pravidla › Stavy › Zadržený)",
    # 004:L94
    "squeezing": "protlačuješ se malým prostorem (Pravidla › Vtlačení se do malého prostoru)",
    # 004:L300
    "dodge_save": "Uhýbání (Pravidla › Boj › Akce v boji › Uhýbání)",
    # 004:L113
    "antitoxin": "protijed proti jedu (Pravidla › Skupinová ověření vlastností › Protijed)",
    # 004:L521
    "prone": "ležíš (Pravidla › Stavy › Ležící (sražený))",
    # 004:L547
    "blinded": "slepý (Pravidla › Stavy › Slepý)",
    # 004:L567
    "restrained": "zadržený (Pravidla › Stavy › Zadržený)",
    # 004:L529
    "invisible": "jsi neviditelný (Pravidla › Stavy › Neviditelný)",
    # 004:L495
    "heavy": "těžká zbraň v rukou Malého či Drobného tvora (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní)",
    # 004:L522
    "prone_near": "cíl leží a jsi do 1 sáhu (Pravidla › Stavy › Ležící (sražený))",
    # 004:L522
    "prone_far": "cíl leží a jsi dál než 1 sáh (Pravidla › Stavy › Ležící (sražený))",
    # 004:L529
    "target_invisible": "cíl je neviditelný (Pravidla › Stavy › Neviditelný)",
    # 004:L94
    "target_squeezing": "cíl se protlačuje malým prostorem (Pravidla › Vtlačení se do malého prostoru)",
    # 004:L300
    "target_dodging": "cíl uhýbá a vidí tě (Pravidla › Boj › Akce v boji › Uhýbání)",
    # 004:L307
    "cannot_see": "nevidíš cíl (Pravidla › Boj › Akce v boji › Nevidění útočníci a cíle)",
    # 004:L308
    "unseen": "cíl tě nevidí (Pravidla › Boj › Akce v boji › Nevidění útočníci a cíle)",
    # 004:L279
    "help_attack": "pomoc spojence, první útok (Pravidla › Boj › Akce v boji › Pomoc)",
    # 004:L326
    "long_range": "cíl za normálním dostřelem (Pravidla › Boj › Útoky na dálku › Dostřel)",
    # 004:L309
    "hidden_revealed": "Byl-li jsi schovaný, útokem (zásahem i minutím) prozradíš svou polohu (Pravidla › Boj › Akce v "
                       "boji › Nevidění útočníci a cíle).",
    # 004:L329
    "close_ranged": "útok na dálku do 1 sáhu od nepřítele, který útočníka vidí a není neschopný "
                    "(Pravidla › Boj › Útoky na "
                    "dálku › Útoky na dálku v boji tváří v tvář)",
    # 004:L121
    "exhaustion_1": "únava {level}. stupně (Pravidla › Únava)",
    # 004:L123
    "exhaustion_3": "únava {level}. stupně (Pravidla › Únava)",
    "gm_adv": "výhoda podle PJ",
    "gm_dis": "nevýhoda podle PJ",
    "auto_fail": "{condition}: automatický neúspěch (Pravidla › Stavy › {section})",
    "target_condition": "cíl je {condition} (Pravidla › Stavy › {section})",
}

#: Messages of ``RuleViolation`` (what the rules forbid), with the seed line.
ERRORS: Final[dict[str, str]] = {
    # 004:L344, 004:L350
    "size_limit": "Cíl chvatu či strčení smí být nejvýš o jednu třídu velikosti větší než ty (Pravidla › Boj › Útoky "
                  "na blízko › Chvat; Pravidla › Boj › Útoky na blízko › Strčení).",
    # 004:L344
    "grapple_hand": "Chvat se provádí aspoň jednou volnou rukou (Pravidla › Boj › Útoky na blízko › Chvat).",
    # 004:L344
    "contest_skill_chvat": "Chvat je ověření Síly (Atletiky) (Pravidla › Boj › Útoky na blízko › Chvat).",
    # 004:L350
    "contest_skill_strceni": "Strčení je ověření Síly (Atletiky) (Pravidla › Boj › Útoky na blízko › Strčení).",
    # 004:L345
    "contest_skill_unik": "Z chvatu se uniká ověřením Síly (Atletiky) nebo Obratnosti (Akrobacie) (Pravidla › Boj › "
                          "Útoky na blízko › Chvat).",
    # 004:L345
    "not_grappled": "Nejsi uchvácený, není z čeho unikat (Pravidla › Boj › Útoky na blízko › Chvat).",
    # 004:L525
    "incapacitated": "Neschopný tvor nemůže provádět akce (Pravidla › Stavy › Neschopný).",
    # 004:L238
    "surprised": "Překvapený se v prvním tahu boje nemůže pohnout ani provést akci (Pravidla › Boj › Překvapení).",
    # 004:L579
    "charmed": "Zmámený tvor nemůže zaútočit na toho, kdo ho zmámil (Pravidla › Stavy › Zmámený).",
    # 004:L319
    "total_cover": "Na cíl za úplným krytem nelze přímo zaútočit (Pravidla › Boj › Kryt).",
    # 004:L339
    "off_hand": "Útok druhou rukou jen lehkou zbraní na blízko (Pravidla › Boj › Útoky na blízko › Boj dvěma "
                "zbraněmi).",
    # 004:L135-L137
    "no_inspiration": "Nemáš inspiraci, nemůžeš ji utratit (Pravidla › Inspirace).",
    # 004:L364, 004:L373
    "dead": "Postava je mrtvá; tohle pravidlo už na ni nelze použít (Pravidla › Boj › Zranění a léčení › Snížení "
            "životů na 0 › Okamžitá smrt; Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Záchranné hody "
            "proti smrti).",
    # 004:L227
    "rest_interrupted": "Odpočinek přerušila aspoň hodina namáhavé činnosti: musíte začít znovu (Pravidla › Odpočinek "
                        "› Důkladný odpočinek).",
    # 004:L230
    "rest_24h": "Během 24 hodin nelze důkladně odpočívat víc než jednou (Pravidla › Odpočinek › Důkladný odpočinek).",
    # 004:L230
    "rest_0_hp": "Na začátku důkladného odpočinku musíš mít aspoň 1 život (Pravidla › Odpočinek › Důkladný odpočinek).",
    "dead_rest": "Mrtvá postava neodpočívá.",
    # 004:L472
    "armor_casting": "Ve zbroji, se kterou nejsi zdatný, nemůžeš sesílat kouzla (Pravidla › Vybavení › Zbroje a "
                     "štíty).",
    # 004:L417
    "silenced": "Umlčený sesilatel nemůže seslat kouzlo s verbální složkou (Pravidla › Kniha kouzel › Složky › "
                "Verbální (V)).",
    # 004:L421, 004:L429
    "free_hand": "Pohybová i surovinová složka potřebují volnou ruku (Pravidla › Kniha kouzel › Složky › Pohybové (P); "
                 "Pravidla › Kniha kouzel › Složky › Surovinové (S)).",
    # 004:L425
    "priced_material": "Surovinu s uvedenou cenou nenahradí brašnička ani ohniskový předmět (Pravidla › Kniha kouzel › "
                       "Složky › Surovinové (S)).",
    # 004:L386
    "ranged_knockout": "Srazit do bezvědomí lze jen útokem na blízko (Pravidla › Boj › Zranění a léčení › Snížení "
                       "životů na 0 › Sražení tvora do bezvědomí).",
    "no_weapon": "Zbraň č. {n} v deníku není.",
    # 004:L497
    "no_ammunition": ("{weapon}: došlo střelivo; střelnou zbraní se útočí jen se střelou (Pravidla › Vybavení › "
                      "Zbraně › Vlastnosti zbraní › Střelná)."),
    # 004:L487
    "not_versatile": ("Oběma rukama se útočí jen zbraní «Jeden a půlruční» s kostkami pro obě ruce (Pravidla › "
                      "Vybavení › Zbraně › Vlastnosti zbraní)."),
    # 004:L501
    "not_thrown": "Vrhnout lze jen vrhací zbraň (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní › Vrhací).",
    "nothing_to_collect": "Žádné vystřelené střelivo k posbírání (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní › "
                          "Střelná).",
    "no_class": "Povolání č. {n} v deníku není.",
    # 004:L326, 004:L485
    "out_of_range": "Cíl je za dostřelem {limit} sáhů, útok nelze (Pravidla › Boj › Útoky na dálku › Dostřel; Pravidla "
                    "› Vybavení › Zbraně › Vlastnosti zbraní).",
    # 004:L483
    "out_of_reach": "Cíl je mimo dosah zbraně na blízko ({reach}, Pravidla › Vybavení › Zbraně › Vlastnosti zbraní).",
    # 004:L223
    "no_hit_dice": "Všechny Kostky životů povolání {name} jsou utracené (nejvýše tolik, kolik je úroveň, Pravidla › "
                   "Odpočinek › Krátký odpočinek).",
    # 004:L223
    "full_hp_rest": "Máš plný počet životů ({hp_max}); utracená Kostka životů by nic neobnovila (Pravidla › "
                    "Odpočinek › Krátký odpočinek).",
    # 004:L455-L461
    "same_coin": "Mince se směňují za jiný druh mincí; {coin} za {coin} nic nezmění (Pravidla › Vybavení › Mince › "
                 "Tabulka standardních kurzů).",
    # 004:L525
    "incapacitated_maneuver": "Neschopný tvor nemůže provádět akce ani reakce, takže ani manévr (Pravidla › Stavy › "
                              "Neschopný; Pravidla › Stavy › Manévry).",
    # 004:L238
    "surprised_reaction": "Překvapený tvor může reagovat až po svém prvním tahu boje (Pravidla › Boj › Překvapení).",
    # 004:L596
    "reaction_used": "Parírování stojí reakci a tu už jsi v tomto kole použil (Pravidla › Stavy › Manévry).",
    # 004:L596
    "parry_no_damage": "Parírování snižuje zranění z útoku na blízko: zadej zranění, které tě zasáhlo (Pravidla › "
                       "Stavy › Manévry).",
    "no_slot": "Nemáš volnou pozici kouzla {level}. úrovně.",
    "not_enough_coins": "Máš jen {have} {coin}.",
    # 004:L583
    "no_superiority": "Nemáš nevyužitou převahovou kostku (manévry, Pravidla › Stavy › Manévry).",
    "cannot_afford": "Na {price} md nemáš dost peněz.",
    "unknown_price": "Neznámá položka ceníku „{item}“.",
    # 004:L455-L461
    "coins_not_whole": "{count} {source} nedá celé mince {target} (kurzy Pravidla › Vybavení › Mince › Tabulka "
                       "standardních kurzů).",
    "purse_full": "Tolik {target} deník neunese: měl bys jich {total}, vede jich nejvýše {limit}. Vyměň méně mincí.",
}


#: Messages of pydantic validators (the sheet and action parameters).
INVALID: Final[dict[str, str]] = {
    "unknown_check": "neznámá vlastnost či dovednost „{value}“",
    "group_others": "ostatních úspěšných nemůže být víc než ostatních členů skupiny",
    # 004:L223
    "hit_dice_spent": "utracených Kostek životů nemůže být víc než úroveň povolání (Pravidla › Odpočinek › Krátký "
                      "odpočinek)",
    "hp_over_max": "aktuální životy nesmí převýšit maximum",
    "damage_dice": "kostky zranění zapiš jako 1k8, 2k6 … (k4, k6, k8, k10 nebo k12)",
    # 004:L485
    "long_range": "dlouhý dostřel nesmí být kratší než normální (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní)",
    "slots_spent": "utracených pozic nemůže být víc než pozic celkem",
    "superiority_spent": "utracených převahových kostek nemůže být víc než kostek celkem",
    "level_sum": "součet úrovní povolání smí být nejvýše 20",
    "class_twice": "každé povolání smí být v deníku jen jednou",
    # 004:L126
    "exhaustion_6": "6. stupeň únavy je smrt (Pravidla › Únava): zaškrtni „mrtvý“",
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
HIT_POINTS: Final = ("život", "životy", "životů")
REMAINS: Final = ("Zbývá", "Zbývají", "Zbývá")
#: A distance in sáhy after «z», «do», «od» (genitive): «z 1 sáhu», «z 5 sáhů».
SAH_GEN: Final = czech.Noun("sáh", "sáhy", "sáhů", gen=("sáhu", "sáhů"))
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
    "opis_kouzla": "Opsat kouzlo do knihy", "predmet": "Poškození předmětu", "sber_streliva": "Posbírat střelivo",
    "cestovani": "Cesta: kolik dní",
}
D20: Final = "1k20 (2k20 s výhodou či nevýhodou)"
ACTION_DICE: Final[dict[str, str]] = {
    "konflikt": "tvůj k20, pak soupeřův k20",
    "utok": "k20 (2k20 s výhodou či nevýhodou), při zásahu kostky zranění",
    "pad": "k6 za každé 2 sáhy", "kratky_odpocinek": "Kostka životů povolání", "manevr": "převahová kostka",
}
ACTION_HINTS: Final[dict[str, str]] = {
    # 004:L3
    "overeni": "Úspěch, když součet dosáhne SO (stačí dohodit, Pravidla).",
    # 004:L108
    "skupina": "Uspěje-li aspoň polovina skupiny, uspěje celá (Pravidla › Skupinová ověření vlastností).",
    "utok": "Zásah, když součet dosáhne OČ; přirozená 20 je kritický zásah (SRD).",
    # 004:L223
    "kratky_odpocinek": "Po každém hodu se můžeš rozhodnout utratit další (Pravidla › Odpočinek › Krátký odpočinek).",
}

#: Form labels of the roll actions, keyed by parameter path.
DC_FIELDS: Final[dict[str, str]] = {"so": "SO (Tabulka typických SO)", "so_jine": "Jiné SO (0 = podle výběru)"}
SITUATION_FIELDS: Final[dict[str, str]] = {
    # 004:L137
    "bonus": "Další bonus či postih", "inspirace": "Utratit inspiraci (výhoda, Pravidla › Inspirace)",
    "vyhoda_pj": "Výhoda podle PJ", "nevyhoda_pj": "Nevýhoda podle PJ",
    # 004:L167, 004:L278, 004:L546
    "pomoc": "Pomoc / spolupráce (výhoda, Pravidla › Spolupráce; Pravidla › Boj › Akce v boji › "
             "Pomoc)", "vyzaduje_zrak": "Ověření vyžaduje zrak (Pravidla › Stavy › Slepý)",
    # 004:L517, 004:L562
    "vyzaduje_sluch": "Ověření vyžaduje sluch (Pravidla › Stavy › "
                      "Hluchý)", "strach_v_dohledu": "Zdroj strachu je v dohledu (Pravidla › Stavy › Vystrašený)",
    # 004:L208
    "sero": "Šero / slabě zahalená oblast (Vnímání zrakem, Pravidla › Cestování › Zrak a světlo)",
}
CHECK_FIELDS: Final[dict[str, str]] = {
    # 004:L315-L317
    "co": "Vlastnost či dovednost", "vlastnost": "Záchranný hod na", "kryt": "Kryt (jen Obratnost, Pravidla › Boj › "
                                                                             "Kryt)",
    # 004:L113
    "proti_jedu": "Proti jedu (protijed, Pravidla › Skupinová ověření vlastností › "
                  "Protijed)", "clenu": "Členů skupiny (i ty)",
    "uspechy_ostatnich": "Kolik ostatních už uspělo",
    # 004:L137
    "zraneni": "Utržené zranění z jednoho zdroje", "bonus": "Další bonus", "inspirace": "Utratit inspiraci (Pravidla › "
                                                                                        "Inspirace)",
}
# 004:L443
CONCENTRATION_HINT: Final = ("SO = 10, nebo polovina zranění, je-li vyšší (Pravidla › Kniha kouzel › Trvání › "
                             "Soustředění)")
CONTEST_FIELDS: Final[dict[str, str]] = {
    "ucel": "Druh konfliktu", "co": "Tvoje vlastnost či dovednost", "souper_bonus": "Bonus soupeře",
    "souper_rezim": "Soupeř hází", "cil_velikost": "Velikost soupeře (chvat, strčení)",
    # 004:L344
    "volna_ruka": "Máš aspoň jednu volnou ruku (chvat, Pravidla › Boj › Útoky na blízko › Chvat)",
}
ATTACK_FIELDS: Final[dict[str, str]] = {
    # 004:L313-L319
    "zbran": "Zbraň", "oc": "OČ cíle", "vzdalenost": "Vzdálenost (sáhy)", "kryt": "Kryt cíle (Pravidla › Boj › Kryt)",
    # 004:L300, 004:L579
    "cil_stav": "Stav cíle", "cil_uhyba": "Cíl uhýbá (Pravidla › Boj › Akce v boji › "
                                          "Uhýbání)", "cil_je_zmamitel": "Cíl tě zmámil (Pravidla › Stavy › Zmámený)",
    # 004:L307, 004:L308
    "nevidis_cil": "Útočník nevidí cíl (Pravidla › Boj › Akce v boji › Nevidění útočníci a "
                   "cíle)",
    "cil_te_nevidi": "Cíl útočníka nevidí (Pravidla › Boj › Akce v boji › Nevidění útočníci a cíle)",
    # 004:L329
    "nepritel_vedle": "Útok na dálku a do 1 sáhu je nepřítel, který útočníka vidí "
                      "(Pravidla › Boj › Útoky na dálku › Útoky "
                      "na dálku v boji tváří v tvář)",
    # 004:L279, 004:L137
    "pomoc": "Pomoc spojence, první útok (Pravidla › Boj › Akce v boji › "
             "Pomoc)", "inspirace": "Utratit inspiraci (Pravidla › Inspirace)",
    # 004:L562
    "strach_v_dohledu": "Zdroj strachu v dohledu (Pravidla › Stavy › Vystrašený)", "vyhoda_pj": "Výhoda podle PJ",
    "nevyhoda_pj": "Nevýhoda podle PJ", "vlastnost": "Vytříbená zbraň: oprava",
    # 004:L339
    # 004:L585-L614
    "manevr_pri_zasahu": "Při zásahu manévr: přičti převahovou kostku ke zranění (Pravidla › Stavy › Manévry)",
    "obema_rukama": "Oběma rukama (jeden a půlruční zbraň)",
    "vrhnout": "Vrhnout (bez vlastnosti Vrhací improvizovaně: 1k4, dostřel 4/12)",
    "manevr": "Manévr (Pravidla › Stavy › Manévry)", "cil_velikost": "Velikost cíle",
    "druhy_cil_oc": "OČ druhého tvora (Protažený útok; 0 = žádný)",
    "druha_ruka": "Bonusový útok druhou rukou (Pravidla › Boj › Útoky na blízko › Boj dvěma "
                  "zbraněmi)", "bonus": "Další bonus k útoku",
}
FINESSE_CHOICES: Final[dict[str, str]] = {
    "lepsi": "lepší z Síly a Obratnosti", "sila": "Síla", "obratnost": "Obratnost"}

GROUP_OUTCOMES: Final[dict[str, str]] = {"success": "Skupina uspěje", "failure": "Skupina neuspěje"}
GROUP_RESULTS: Final[dict[bool, tuple[str, str]]] = {
    True: ("Skupina uspěla", "uspěla"), False: ("Skupina neuspěla", "neuspěla")}
#: What winning a contest does, by its purpose (004:L163, L344, L345, L350).
CONTEST_WINS: Final[dict[str, str]] = {
    # 004:L344, 004:L350
    "chvat": "Cíl je uchvácený (Pravidla › Boj › Útoky na blízko › Chvat).", "strceni": "Sraz cíl k zemi, nebo ho "
                                                                                        "odstrč o 1 sáh (Pravidla › "
                                                                                        "Boj › Útoky na blízko › "
                                                                                        "Strčení).",
    # 004:L345, 004:L163
    "unik": "Unikl jsi z chvatu (Pravidla › Boj › Útoky na blízko › Chvat).", "obecny": "Vyhrál jsi konflikt (Pravidla "
                                                                                        "› Dovednosti › Konflikty).",
}


class Roll:
    """Sentences of checks, saves, group checks, contests, concentration and initiative (004:L3, L108, L163)."""

    DC_OPTION = "{dc} – {name}"
    CHANCE = "Šance: {bonus} {mode} proti {what} {target} = {percent} ({numerator}/{denominator})."
    # 004:L137
    INSPIRATION_SPENT = "Inspirace utracena (Pravidla › Inspirace)."
    CHECK = "Ověření: {name}"
    SAVE = "Záchranný hod na {ability}"
    AUTO_FAIL_ODDS = "Automatický neúspěch: {reasons}."
    AUTO_FAIL = "{label}: automatický neúspěch – {reasons}."
    # 004:L3
    RESULT = ("{label}: na k20 padlo {face}, s bonusem {bonus} celkem {total} proti SO {dc} → {result} "
              "(rovnost SO stačí, Pravidla; {source}). {vantage}")
    CHECK_SOURCE = "ověření vlastnosti"
    SAVE_SOURCE = "záchranný hod"
    # 004:L108
    GROUP_SOURCE = "skupinové ověření, Pravidla › Skupinová ověření vlastností"
    # 004:L108
    GROUP_ODDS = ("Uspěje-li aspoň polovina skupiny, uspěje celá (Pravidla › Skupinová ověření vlastností). Tvůj hod: "
                  "{chance}")
    # 004:L108
    GROUP_RESULT = ("{own} Uspělo {successes} z {members}; skupina {result} (aspoň polovina, Pravidla › Skupinová "
                    "ověření vlastností).")
    # 004:L163
    CONTEST_ODDS = ("{bonus} {mode} proti {their_bonus} {their_mode}; remíza nic nemění (Pravidla › Dovednosti › "
                    "Konflikty). {vantage}")
    OPPONENT = "soupeř"
    # 004:L163
    CONTEST_TIE = "Remíza: nestane se nic, vše zůstává, jak bylo (Pravidla › Dovednosti › Konflikty)."
    # 004:L163
    CONTEST_LOSS = "Soupeř vyhrál (Pravidla › Dovednosti › Konflikty)."
    CONTEST_RESULT = "{label}: {mine} proti {theirs}. {outcome} {vantage}"
    GRAPPLE_ENDED = "Stav Uchvácený skončil."
    CONCENTRATION = "Soustředění (záchranný hod na Odolnost)"
    # 004:L443
    CONCENTRATION_SOURCE = "SO = max(10, polovina zranění), Pravidla › Kniha kouzel › Trvání › Soustředění"
    # 004:L435, 004:L443
    CONCENTRATION_LOST = "Soustředění na „{spell}“ skončilo (Pravidla › Kniha kouzel › Trvání › Soustředění)."
    INITIATIVE = "Iniciativa"
    INITIATIVE_RESULT = ("Iniciativa (ověření Obratnosti, SRD): na k20 padlo {face}, s bonusem {bonus} celkem "
                         "{total}. {vantage}")


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
    # 004:L543, 004:L559
    ALL_CRITICAL = " Každý zásah je kritický (Pravidla › Stavy › Paralyzovaný; Pravidla › Stavy › V bezvědomí)."
    DAMAGE = "Zranění {expression} = {rolled} {mod}{weapon_bonus} = {total} {dtype}"
    CRITICAL_DICE = " (kritický zásah: dvojnásobek kostek, SRD)."
    # 004:L585-L614
    SUPERIORITY_DAMAGE = ("Manévr při zásahu: převahová kostka {expression} = {face} přičtena ke zranění, celkem "
                          "{total}; kostka utracena (Pravidla › Stavy › Manévry).")
    RESULT = "{weapon}: na k20 padlo {face}, s bonusem {bonus} celkem {total} proti OČ {ac} → {outcome}. {vantage}"
    NATURAL: ClassVar[dict[int, str]] = {
        20: " Přirozená 20: vždy zásah a kritický zásah (SRD).", 1: " Přirozená 1: vždy minutí (SRD)."}
    # 004:L543, 004:L559
    # 004:L497
    AMMUNITION = "Spotřebována jedna střela, zbývá {left}."
    HELPLESS_CRITICAL = (" Cíl je paralyzovaný či v bezvědomí a jsi do 1 sáhu: kritický zásah (Pravidla › Stavy › "
                         "Paralyzovaný; Pravidla › Stavy › V bezvědomí).")


class AttackManeuver:
    """Sentences of the manoeuvres chosen in the attack form (004:L583-L616; the save's SO is SRD)."""

    # 004:L604
    PRECISION = ("Přesný útok: převahová kostka k{die} = {face} přičtena k hodu, celkem {total}; kostka utracena "
                 "(Pravidla › Stavy › Manévry).")
    # 004:L598, 004:L614
    SAVE: ClassVar[dict[str, str]] = {
        "podrazeci": "Cíl si hází záchranný hod na Sílu SO {dc} (SRD); při neúspěchu je sražen k zemi "
                     "(Pravidla › Stavy › Manévry › Podrážecí útok).",
        "zatlacujici": "Cíl si hází záchranný hod na Sílu SO {dc} (SRD); při neúspěchu ho odtlačíš až o 3 sáhy "
                       "(Pravidla › Stavy › Manévry › Zatlačující útok).",
    }
    TOO_BIG = "Cíl je větší než Velký ({size}), záchranný hod si nehází (Pravidla › Stavy › Manévry)."
    # 004:L600
    SWEEP_HIT = ("Protažený útok: druhý tvor s OČ {ac} by byl zasažen ({total}), utrpí {face} {dtype} "
                 "(Pravidla › Stavy › Manévry › Protažený útok).")
    SWEEP_MISS = ("Protažený útok: druhý tvor s OČ {ac} by zasažen nebyl ({total}), zranění nedostane; kostka "
                  "je utracena (Pravidla › Stavy › Manévry › Protažený útok).")
    SWEEP_MELEE = "Protažený útok jde jen s útokem na blízko zbraní (Pravidla › Stavy › Manévry › Protažený útok)."
    SWEEP_SECOND = ("Protažený útok potřebuje druhého tvora do 1 sáhu od cíle: zadej jeho OČ (Pravidla › Stavy › "
                    "Manévry › Protažený útok).")
    BOTH = "Vyber jeden manévr: buď «Při zásahu manévr», nebo manévr ze seznamu."


#: The manoeuvre chosen in the attack form (004:L585-L614).
ATTACK_MANEUVERS: Final[dict[str, str]] = {
    "zadny": "—", "presny": "Přesný útok (kostka k hodu na útok)",
    "zraneni": "Při zásahu: kostka ke zranění (Hecující, Hrozivý, Odzbrojující …)",
    "podrazeci": "Podrážecí útok (při zásahu, záchrana na Sílu)",
    "zatlacujici": "Zatlačující útok (při zásahu, záchrana na Sílu)",
    "protazeny": "Protažený útok (při zásahu, druhý tvor)",
}


class Health:
    """Lines of the hit point pipeline: damage, dropping to 0, death saves, healing, exhaustion, long rest
    (004:L119-L131, L225-L230, L354-L394)."""

    HP = "Životy {before} → {after}."
    IMMUNE = "imunita: zranění 0"
    FLAT = "{raw} {sign} {flat} = {value}"
    # 004:L357, 004:L5
    RESISTANT = ("odolání: polovina, zaokrouhleno dolů = {value} (Pravidla › Boj › Zranění a léčení › Odolání a "
                 "zranitelnost; Pravidla)")
    # 004:L356
    VULNERABLE = "zranitelnost: dvojnásobek = {value} (Pravidla › Boj › Zranění a léčení › Odolání a zranitelnost)"
    DIED = "Postava zemřela: {why}."
    # 004:L364
    MASSIVE_DAMAGE = ("přebývající zranění {excess} ≥ maximum životů {hp_max} (okamžitá smrt, Pravidla › Boj › Zranění "
                      "a léčení › Snížení životů na 0 › Okamžitá smrt)")
    # 004:L383
    MONSTER_AT_ZERO = ("nestvůra umírá při 0 životech (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › "
                       "Nestvůry a smrt)")
    # 004:L386
    KNOCKED_OUT = ("v bezvědomí a stabilizovaná (sražení do bezvědomí, Pravidla › Boj › Zranění a léčení › Snížení "
                   "životů na 0 › Sražení tvora do bezvědomí)")
    # 004:L369, 004:L372
    DYING = ("v bezvědomí a umírá – házej záchranné hody proti smrti (Pravidla › Boj › Zranění a léčení › Snížení "
             "životů na 0 › Upadnutí do bezvědomí; Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Záchranné "
             "hody proti smrti)")
    AT_ZERO = "Životy {before} → 0: postava je {state}."
    # 004:L375
    DAMAGE_AT_ZERO_DEATH = ("zranění {damage} při 0 životech ≥ maximum {hp_max} (Pravidla › Boj › Zranění a léčení › "
                            "Snížení životů na 0 › Záchranné hody proti smrti)")
    # 004:L373, 004:L375
    THIRD_FAILURE_HIT = ("třetí neúspěch záchranného hodu proti smrti (Pravidla › Boj › Zranění a léčení › Snížení "
                         "životů na 0 › Záchranné hody proti smrti)")
    # 004:L373
    THIRD_FAILURE = ("třetí neúspěch záchranného hodu proti smrti (Pravidla › Boj › Zranění a léčení › Snížení životů "
                     "na 0 › Záchranné hody proti smrti)")
    # 004:L375
    DAMAGE_AT_ZERO = ("Zranění při 0 životech: neúspěchy proti smrti {before} → {after} (Pravidla › Boj › Zranění a "
                      "léčení › Snížení životů na 0 › Záchranné hody proti smrti).")
    # 004:L380
    NOT_STABLE = ("Postava přestala být stabilizovaná (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › "
                  "Stabilizace tvora).")
    DAMAGE = "Zranění {dtype}: {dealt}"
    # 004:L390
    TEMP_ABSORBED = ("Dočasné životy {before} → {after} (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › "
                     "Dočasné životy).")
    # 004:L443
    CONCENTRATION_SAVE = ("Soustředění na „{spell}“: hoď záchranný hod na Odolnost se SO {dc} (Pravidla › Kniha kouzel "
                          "› Trvání › Soustředění).")
    # 004:L369, 004:L373
    WOKE_UP = ("Postava se probrala z bezvědomí, záchranné hody proti smrti se nulují (Pravidla › Boj › Zranění a "
               "léčení › Snížení životů na 0 › Upadnutí do bezvědomí; Pravidla › Boj › Zranění a léčení › Snížení "
               "životů na 0 › Záchranné hody proti smrti).")
    # 004:L392
    TEMP_SET = ("Dočasné životy {before} → {after} (nesčítají se, Pravidla › Boj › Zranění a léčení › Snížení životů "
                "na 0 › Dočasné životy).")
    # 004:L374
    NAT20 = ("Přirozená 20: 1 život (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Záchranné hody proti "
             "smrti).")
    FAILURES = "Neúspěchy {before} → {after}."
    # 004:L373
    STABLE_THIRD = ("Třetí úspěch: postava je stabilizovaná, počty se nulují (Pravidla › Boj › Zranění a léčení › "
                    "Snížení životů na 0 › Záchranné hody proti smrti).")
    SUCCESSES = "Úspěchy {before} → {after}."
    # 004:L380
    STABLE = "Postava je stabilizovaná (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Stabilizace tvora)."
    # 004:L126
    EXHAUSTION_DEATH = "6. stupeň únavy (Pravidla › Únava)"
    EXHAUSTION = "Únava {before} → {after}."
    # 004:L124
    HP_HALVED = "Životy {before} → {after} (maximum na polovinu, Pravidla › Únava)."
    # 004:L228
    REST_HP = "Životy {before} → {after} (Pravidla › Odpočinek › Důkladný odpočinek)."
    # 004:L228
    REST_HIT_DICE = "Obnoveno Kostek životů: {count} (Pravidla › Odpočinek › Důkladný odpočinek)."
    # 004:L131
    REST_EXHAUSTION = "Únava {before} → {after} (jídlo a pití, Pravidla › Únava)."
    # 004:L394
    REST_TEMP = ("Dočasné životy {before} → 0 (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Dočasné "
                 "životy).")
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
    # 004:L358
    "odolani_navic": "Odolání z jiného zdroje (počítá se jen jednou, Pravidla › Boj › Zranění a léčení › Odolání a "
                     "zranitelnost)",
    # 004:L375
    "kriticky": "Kritický zásah (při 0 životech dva neúspěchy, Pravidla › Boj › Zranění a léčení › Snížení životů na 0 "
                "› Záchranné hody proti smrti)",
    # 004:L386
    "srazit_do_bezvedomi": "Útok na blízko: útočník srazí do bezvědomí (Pravidla › Boj › Zranění a léčení › Snížení "
                           "životů na 0 › Sražení tvora do bezvědomí)",
    "utok_na_dalku": "Zranění z útoku na dálku", "heal": "Vyléčené životy", "temp": "Nové dočasné životy",
    # 004:L392, 004:L372
    "volba": "Nesčítají se (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Dočasné "
             "životy)", "bonus": "Bonus z kouzel a schopností (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 "
                                 "› Záchranné hody proti smrti)",
    "lekarstvi": "Oprava Lékařství zachránce", "sahu": "Výška pádu (sáhy)",
}


class Vitality:
    """Sentences of the hit point actions: damage, healing, death saves, first aid, waking up, falling
    (004:L198-L200, L352-L394)."""

    # 004:L357, 004:L390
    DAMAGE = ("Nejdřív opravy, pak odolání, pak zranitelnost (Pravidla › Boj › Zranění a léčení › Odolání a "
              "zranitelnost); první jdou dočasné životy (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › "
              "Dočasné životy).")
    HEAL_LABEL = "Léčení"
    # 004:L392
    HEAL = ("Léčení neobnovuje dočasné životy (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Dočasné "
            "životy).")
    TEMP_LABEL = "Dočasné životy"
    # 004:L392
    TEMP = ("Dočasné životy se nesčítají: necháš si staré, nebo vezmeš nové (Pravidla › Boj › Zranění a léčení › "
            "Snížení životů na 0 › Dočasné životy).")
    DEAD = "Postava je mrtvá."
    # 004:L372
    NOT_AT_ZERO = ("Postava nemá 0 životů, záchranný hod proti smrti se nehází (Pravidla › Boj › Zranění a léčení › "
                   "Snížení životů na 0 › Záchranné hody proti smrti).")
    # 004:L380
    STABLE = ("Stabilizovaná postava si záchranné hody proti smrti nehází (Pravidla › Boj › Zranění a léčení › Snížení "
              "životů na 0 › Stabilizace tvora).")
    NO_ROLL = "Nehází se"
    # 004:L373
    DEATH_ODDS = ("k20 {bonus}: 10 a víc je úspěch (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › "
                  "Záchranné hody proti smrti); úspěch {percent}.")
    DEATH_LABELS: ClassVar[dict[str, str]] = {
        "nat20": "Přirozená 20", "nat1": "Přirozená 1", "success": "Úspěch", "dead": "Smrt"}
    DEATH_FAILURE = "Neúspěch"
    # 004:L373-L374
    DEATH = ("Záchranný hod proti smrti: na k20 padlo {face}, s bonusem {bonus} celkem {total} (10+ uspěje, "
             "Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Záchranné hody proti smrti).")
    STABILISED = "Stabilizován"
    NOT_STABILISED = "Nepodařilo se"
    # 004:L379
    FIRST_AID_ODDS = ("Ověření Moudrosti (Lékařství) zachránce {bonus} proti SO 10 (Pravidla › Boj › Zranění a léčení "
                      "› Snížení životů na 0 › Stabilizace tvora): {percent}.")
    # 004:L379
    FIRST_AID = ("První pomoc: na k20 padlo {face}, s bonusem {bonus} celkem {total} proti SO 10 "
                 "(Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Stabilizace tvora).")
    STILL_DYING = " Postava dál umírá."
    # 004:L380
    WAKE_ONLY = ("Jen neléčená stabilizovaná postava s 0 životy se po 1k4 hodinách probere (Pravidla › Boj › Zranění a "
                 "léčení › Snížení životů na 0 › Stabilizace tvora).")
    AFTER_HOURS = "po {hours}"
    # 004:L380
    WAKE_ODDS = "1k4 hodin, pak 1 život (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Stabilizace tvora)."
    # 004:L380
    WAKE = ("{after_hours} (1k4) má postava 1 život (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › "
            "Stabilizace tvora).")
    # 004:L200
    SHORT_FALL_ODDS = "Pád kratší než 2 sáhy nezraňuje (Pravidla › Cestování › Pád z výšky)."
    # 004:L200
    FALL_ODDS = "{dice}k6 drtivého zranění (1k6 za každé 2 sáhy, nejvýš 20k6, Pravidla › Cestování › Pád z výšky)."
    # 004:L200
    SHORT_FALL = ("Pád z {sahu}: méně než 2 sáhy, žádné zranění (Pravidla › Cestování › Pád z výšky, zaokrouhleno "
                  "dolů).")
    # 004:L200
    LANDED_PRONE = "Postava dopadla do lehu (Pravidla › Cestování › Pád z výšky)."
    # 004:L200
    FALL = ("Pád z {sahu}: {dice}k6 = {rolled} drtivého zranění (1k6 za 2 sáhy, nejvýš 20k6, Pravidla › Cestování "
            "› Pád z výšky).")


REST_FIELDS: Final[dict[str, str]] = {
    # 004:L131
    "trida": "Kostka životů povolání", "najedl_a_napil": "Najedl ses a napil (únava −1, Pravidla › Únava)",
    # 004:L227
    "preruseno": "Přerušeno aspoň hodinou namáhavé činnosti (Pravidla › Odpočinek › Důkladný odpočinek)",
    # 004:L230
    "uz_za_24_hodin": "Už jsi za posledních 24 hodin důkladně odpočíval (Pravidla › Odpočinek › Důkladný odpočinek)",
    "zmena": "Změna stupně únavy (+ účinek, − odpočinek či vzkříšení)",
}
CAST_FIELDS: Final[dict[str, str]] = {
    "nazev": "Kouzlo", "uroven": "Úroveň (0 = trik bez pozice)", "soustredeni": "Vyžaduje soustředění",
    "verbalni": "Verbální složka (V)", "pohybova": "Pohybová složka (P)", "surovinova": "Surovinová složka (S)",
    "umlceny": "Jsi umlčený / v tichu", "volna_ruka": "Máš volnou ruku",
    "surovina_s_cenou": "Surovina má uvedenou cenu", "mas_surovinu": "Tu surovinu máš",
}
MANEUVER_FIELDS: Final[dict[str, str]] = {
    "manevr": "Manévr", "zraneni": "Zranění útoku na blízko (Parírování)",
    # 004:L244, 004:L596
    "reakce_vyuzita": "Reakci jsi v tomto kole už použil (Pravidla › Boj › Tah; Pravidla › Stavy › Manévry)",
}
MANEUVERS: Final[dict[str, str]] = {
    # 004:L616, 004:L596
    "zotaveni": "Zotavení sil (Pravidla › Stavy › Manévry)",
    "parirovani": "Parírování (Pravidla › Stavy › Manévry)",
    "jiny": "Jiný manévr (jen hod kostkou)",
}


class Rest:
    """Sentences of rests, exhaustion, casting and manoeuvres (004:L115-L131, L218-L230, L413-L447,
    L583-L616)."""

    HEALS = "vyléčí {hp}"
    # 004:L223
    SHORT_ODDS = "k{die} {con} (Odolnost), nejméně 0 (Pravidla › Odpočinek › Krátký odpočinek)."
    # 004:L223
    SHORT = ("Krátký odpočinek: na k{die} padlo {face}, s Odolností {con} celkem {healed} (nejméně 0, "
             "Pravidla › Odpočinek › Krátký odpočinek). {remain} {left} životů.")
    HIT_DIE_SPENT = "Utracena 1 Kostka životů."
    LONG_LABEL = "Důkladný odpočinek"
    # 004:L227-L230
    LONG = "Důkladný odpočinek (aspoň 8 hodin, Pravidla › Odpočinek › Důkladný odpočinek): {lines}"
    EXHAUSTION_LABEL = "Únava"
    # 004:L129
    EXHAUSTION_EFFECTS = "Platí účinky: {effects} (kumulativně, Pravidla › Únava)."
    # 004:L130
    EXHAUSTION_GONE = "Stupeň pod 1: všechny účinky únavy skončily (Pravidla › Únava)."
    SLOT_SPENT = "Utracena pozice kouzla {level}. úrovně."
    # 004:L441
    CONCENTRATION_REPLACED = ("Soustředění na „{spell}“ skončilo (nelze dvě naráz, Pravidla › Kniha kouzel › Trvání › "
                              "Soustředění).")
    CONCENTRATING = "Soustředíš se na „{spell}“."
    CAST = "Sesláno kouzlo „{spell}“. {changes}"
    CAST_LABEL = "Kouzlo sesláno"
    # 004:L616, 004:L392
    RALLY = ("Zotavení sil: na k{die} padlo {face}, s Charismatem {cha} celkem {temp_hp} spojenci "
             "(Pravidla › Stavy › Manévry; nesčítají se, Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › "
             "Dočasné životy).")
    PARRY_LABEL = "zranění {result}"
    # 004:L596
    PARRY = "Parírování: zranění {damage} − ({face} {dex}) = {result} (nejméně 0, Pravidla › Stavy › Manévry)."
    DIE_LABEL = "hod {face}"
    # 004:L583-L616
    DIE = "Převahová kostka k{die}: padlo {face} (viz manévr v příručce, Pravidla › Stavy › Manévry)."
    NO_DIE = "Bez převahové kostky"
    # 004:L583-L616
    MANEUVER_ODDS = "Převahová kostka k{die} (Pravidla › Stavy › Manévry)."
    DIE_SPENT = "Utracena 1 převahová kostka."
    CLASS_OPTION = "{name} (k{die}, zbývá {left})"


TRADE_FIELDS: Final[dict[str, str]] = {
    # 004:L25-L80
    "z": "Směnit", "na": "Na", "pocet": "Počet mincí", "polozka": "Co platíš (Pravidla › Životní náklady › Tabulka "
                                                                  "životních nákladů)",
    "jednotek": "Dní / mil / kusů", "vlastni_md": "Vlastní cena v md",
}


class Trade:
    """Sentences and option labels of paying and exchanging coins (004:L25-L80, L451-L461)."""

    LIFESTYLE_PRICE = "Životní styl: {name} – {price} za den"
    PRICE = "{name} – {price}"
    OWN_PRICE = "Vlastní cena"
    OWN_PRICE_OPTION = "Vlastní cena (md)"
    COIN_CHANGE = "{coin}: {sign}{count}"
    # 004:L455-L461
    PAID = ("{label} × {units}: zaplaceno {price} md (kurzy Pravidla › Vybavení › Mince › Tabulka standardních kurzů). "
            "{changes}")
    PAID_LABEL = "Zaplaceno"
    EXCHANGE_LINE = "{count} {source} → {got} {target}."
    # 004:L455-L461
    EXCHANGE = ("Směna podle Tabulky standardních kurzů (Pravidla › Vybavení › Mince › Tabulka standardních kurzů): "
                "{line}")
    EXCHANGE_LABEL = "Směna mincí"


class EnvironmentActions:
    """Sentences of copying a spell and damaging an object (004:L139-L141, L398-L409)."""

    HOURS = ("hodina", "hodiny", "hodin")
    # 004:L405, 004:L407
    COPY = "Opsání kouzla {level}. úrovně do knihy kouzel: {hours} a {gold} zl (Pravidla › Kniha kouzel)."
    PAID = "Zaplaceno z měšce."
    COPY_LABEL = "Opsání kouzla"
    # 004:L141
    SUPERFICIAL = ("Poškození {damage} je pod prahovým poškozením {threshold}: předmět je vůči němu imunní a má dál "
                   "{hp} životů (Pravidla › Poškození předmětům › Prahové poškození).")
    SUPERFICIAL_LABEL = "Pod prahovým poškozením"
    OBJECT = ("Poškození {damage} dosáhlo prahového poškození {threshold}: životy předmětu {before} → {after} "
              "(Pravidla › Poškození předmětům › Prahové poškození).")
    OBJECT_LABELS: ClassVar[dict[str, str]] = {"damaged": "Předmět poškozen", "broken": "Předmět zničen"}
    # 004:L497
    COLLECTED = ("Po boji minuta hledání vrátí polovinu vystřeleného střeliva, zaokrouhleno dolů (Pravidla › "
                 "Vybavení › Zbraně › Vlastnosti zbraní › Střelná).")
    COLLECTED_LINE = "{weapon}: vystřeleno {spent}, zpět {back}, střelivo {before} → {after}."
    COLLECTED_LABEL = "Střelivo posbíráno"


ENVIRONMENT_FIELDS: Final[dict[str, str]] = {
    "uroven": "Úroveň kouzla", "z_vlastni_knihy": "Z vlastní knihy (přepis)", "zaplatit": "Zaplatit z měšce",
    "zraneni": "Zranění", "prah": "Prahové poškození předmětu", "zivoty": "Životy předmětu",
}


#: The sheet view: section titles by section id, field labels by saved path (list items: by item field).
SECTIONS: Final[dict[str, str]] = {
    "postava": "Postava", "vlastnosti": "Vlastnosti a záchranné hody", "dovednosti": "Dovednosti",
    "zivoty": "Životy", "stavy": "Únava a stavy", "boj": "Zbroj, zbraně, odolání", "vybava": "Výbava a peníze",
    "kouzla": "Kouzla a manévry", "prostredi": "Skoky, dech", "poznamky": "Poznámky",
}
SHEET_FIELDS: Final[dict[str, str]] = {
    "name": "Jméno", "classes": "Povolání", "size": "Velikost", "speed": "Základní rychlost (sáhy)",
    # 004:L135
    "inspiration": "Inspirace (máš, nebo nemáš, Pravidla › Inspirace)",
    "hp.current": "Životy", "hp.max": "Maximum životů", "hp.temp": "Dočasné životy",
    "death_saves.successes": "Úspěchy proti smrti", "death_saves.failures": "Neúspěchy proti smrti",
    # 004:L383
    "death_saves.stable": "Stabilizovaný", "dead": "Mrtvý", "dies_at_zero": "Nestvůra: umírá při 0 životech (Pravidla "
                                                                            "› Boj › Zranění a léčení › Snížení životů "
                                                                            "na 0 › Nestvůry a smrt)",
    "exhaustion": "Únava", "conditions.zdroj_strachu": "Zdroj strachu", "conditions.zmamitel": "Kdo tě zmámil",
    # 004:L300
    "conditions.uchvatitel": "Uchvatitel", "dodging": "Uhýbáš (do začátku tvého tahu, Pravidla › Boj › Akce v boji › "
                                                      "Uhýbání)",
    # 004:L94
    "squeezing": "Protlačuješ se malým prostorem (Pravidla › Vtlačení se do malého prostoru)",
    # 004:L238
    "surprised": "Překvapený (první tah bez pohybu a akce, reakce až po něm, Pravidla › Boj › Překvapení)",
    # 004:L113
    "antitoxin": "Protijed (1 hodina, Pravidla › Skupinová ověření vlastností › "
                 "Protijed)", "undead_or_construct": "Nemrtvý či výtvor (protijed nepůsobí)",
    "armor.druh": "Zbroj", "armor.zaklad": "Základ OČ zbroje",
    # 004:L470
    "armor.sila_pozadavek": "Požadavek Síly (Sil 13/15, Pravidla › Vybavení › Zbroje a štíty)",
    # 004:L472, 004:L474
    "armor.zdatnost": "Zdatnost se zbrojí (Pravidla › Vybavení › Zbroje a "
                      "štíty)", "armor.stit": "Štít +2 (Pravidla › Vybavení › Zbroje a "
                                              "štíty)", "armor.bonus": "Jiný bonus k OČ",
    # 004:L441
    "weapons": "Zbraně", "inventory": "Výbava", "concentration": "Soustředění na kouzlo (jen jedno, Pravidla › Kniha "
                                                                 "kouzel › Trvání › Soustředění)",
    "spell_slots": "Pozice kouzel (SRD)", "superiority.pocet": "Převahové kostky",
    "superiority.kostka": "Převahová kostka", "superiority.utracene": "Utracené převahové kostky", "notes": "Poznámky",
}
CLASS_FIELDS: Final[dict[str, str]] = {
    "trida": "Povolání", "uroven": "Úroveň", "utracene_kostky": "Utracené Kostky životů (k{die})"}
WEAPON_FIELDS: Final[dict[str, str]] = {
    "name": "Název", "kostky": "Kostky zranění", "druh_zraneni": "Druh zranění", "vlastnost": "Vlastnost",
    # 004:L478
    "zdatnost": "Zdatnost (+ zdatnostní bonus, Pravidla › Vybavení › "
                "Zbraně)", "na_dalku": "Na dálku", "dostrel": "Dostřel (sáhy)",
    # 004:L495, 004:L489
    "dlouhy_dostrel": "Dlouhý dostřel (sáhy)", "tezka": "Těžká (Pravidla › Vybavení › Zbraně › Vlastnosti "
                                                        "zbraní)", "lehka": "Lehká (Pravidla › Vybavení › Zbraně › "
                                                                            "Vlastnosti zbraní)",
    # 004:L483
    "dlouha": "Dlouhá: dosah +1 sáh (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní)", "bonus": "Magický bonus",
    # 004:L497, 004:L491
    "munice": "Střelná: spotřebuje střelu (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní)",
    "strelivo": "Střelivo", "vystreleno": "Vystřeleno od posledního sběru",
    "nabijeci": "Nabíjecí: jedna střela za akci (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní)",
    # 004:L487, 004:L501
    "obourucne": "Jeden a půlruční: kostky oběma rukama (prázdné = není)",
    "vrhaci": "Vrhací: lze vrhnout s dostřelem výše (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní)",
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
    # 004:L122, 004:L125, 004:L470, 004:L550, 004:L566
    SPEED_NOW_HINT = ("únava, zbroj, stavy (Pravidla › Únava; Pravidla › Vybavení › Zbroje a štíty; Pravidla › Stavy › "
                      "Uchvácený; Pravidla › Stavy › Zadržený)")
    ABILITY_HINT = "oprava {mod}"
    SAVE = "Záchranný hod na {ability}: {bonus}"
    SAVE_HINT = "zdatnost přidá {bonus}"
    SKILL = "{name} ({abbr}) {bonus}"
    PASSIVE = "Pasivní {skill}"
    # 004:L100-L101
    PASSIVE_HINT = "10 + opravy, ±5 za výhodu/nevýhodu (Pravidla › Pasivní ověření)"
    # 004:L124
    HP_MAX_HINT = "při únavě 4+ platí polovina (Pravidla › Únava)"
    # 004:L392
    TEMP_HINT = "nesčítají se (Pravidla › Boj › Zranění a léčení › Snížení životů na 0 › Dočasné životy)"
    HIT_DICE = "Kostky životů"
    HIT_DICE_VALUE = "{left}/{level} k{die}"
    HIT_DICE_HINT = "k povolání podle SRD"
    NO_EXHAUSTION = "0 – žádná"
    EXHAUSTION_OPTION = "{level} – {effect}"
    EFFECTS = "Platné účinky"
    NO_EFFECTS = "žádné"
    WEAPON_TITLE = "{name}: útok {attack}, zranění {dice}{damage}"
    AC_STAT = "Obranné číslo (OČ)"
    # 004:L465-L474
    AC_HINT = "Pravidla › Vybavení › Zbroje a štíty"
    ADD_WEAPON = "Přidat zbraň"
    UNARMED = "Bez zbraně"
    # 004:L512
    UNARMED_VALUE = "{weapon} 1k4 (Pravidla › Vybavení › Zbraně › Vlastnosti zbraní › Improvizované zbraně)"
    WEAPON_COUNT = "Zbraní"
    DEFENSE = "Zranění {dtype}"
    ITEM_TITLE = "{name} ×{count}"
    ADD_ITEM = "Přidat předmět"
    CARRIED = "Nesená váha"
    POUNDS = "{weight} lb"
    CAPACITY = "Nosnost"
    # 004:L171-L175
    CAPACITY_HINT = "Síla × 15, podle velikosti (Pravidla › Zvedání a nošení)"
    PUSH = "Tlačení, vlečení, zvedání"
    # 004:L173
    PUSH_HINT = "Síla × 30; víc než nosnost → rychlost 1 sáh (Pravidla › Zvedání a nošení)"
    COIN_VALUE = "Hodnota mincí"
    COIN_VALUE_TEXT = "{zl} zl {st} st {md} md"
    # 004:L455-L461
    COIN_HINT = "kurzy Pravidla › Vybavení › Mince › Tabulka standardních kurzů"
    SLOT_TITLE = "{level}. úroveň"
    JUMP = "{run} s rozběhem, {standing} z místa"
    LONG_JUMP = "Skok do dálky"
    # 004:L193
    LONG_JUMP_HINT = "Pravidla › Cestování › Zvláštní druhy pohybu › Skákání"
    HIGH_JUMP = "Skok do výšky"
    # 004:L196
    HIGH_JUMP_HINT = "Pravidla › Cestování › Zvláštní druhy pohybu › Skákání"
    BREATH = "Zadržení dechu"
    BREATH_VALUE = "{time}, pak {rounds}"
    # 004:L204
    BREATH_HINT = "Pravidla › Cestování › Dušení"
    MINUTES = "{n} min"
    SECONDS = "{n} s"

#: The reference: one table per condition (004:L514-L580); «stav» also finds them in a search.
CONDITION_TABLE: Final[dict[str, str]] = {"title": "Stav: {name}", "column": "Účinek", "keyword": "stav"}


def cite(heading_id: str) -> str:
    """The book's chapter › section of a heading (``py_rules.headings``)."""
    from py_rules.headings import cite as book_cite

    return book_cite("py_rules.systems.dnd5e", heading_id)


class Hands:
    """Which hands an attack needs and what holds them (004:L338, L474, L487, L493, L497)."""

    # 004:L493
    TWO_HANDED: ClassVar[str] = "{weapon} je obouruční: útok jí vyžaduje obě ruce ({cite})."
    # 004:L487
    VERSATILE: ClassVar[str] = "{weapon} oběma rukama: to vyžaduje obě ruce ({cite})."
    # 004:L497
    LOADING_HAND: ClassVar[str] = "{weapon}: nabití jednoruční střelné zbraně vyžaduje volnou ruku ({cite})."
    # 004:L474
    BUSY_SHIELD: ClassVar[str] = "Druhou ruku drží štít ({cite})."
    BUSY_HELD: ClassVar[str] = "Druhá ruka je plná."
    # 004:L338
    BUSY_OFF_HAND: ClassVar[str] = "Při boji dvěma zbraněmi drží druhá ruka druhou zbraň ({cite})."
    # 004:L338, L493
    OFF_HAND_TWO_HANDED: ClassVar[str] = ("{weapon} je obouruční; boj dvěma zbraněmi je se zbraněmi drženými "
                                          "v jedné ruce ({cite}).")
    # 004:L338, L474
    OFF_HAND_SHIELD: ClassVar[str] = ("Se štítem v ruce nejde držet druhou zbraň; útok druhou rukou je jen s "
                                      "lehkou zbraní v každé ruce ({cite}).")
    # 004:L487
    VERSATILE_MELEE: ClassVar[str] = ("Kostky oběma rukama platí jen pro útok na blízko; vrhá se jednou rukou "
                                      "({cite}).")
    HELD_FIELD: ClassVar[str] = "Druhá ruka je plná (pochodeň, předmět, druhá zbraň)"
    TWO_HANDED_FIELD: ClassVar[str] = "Obouruční: útok jen oběma rukama"


class Travel:
    """The travel calculator (004:L179-L181)."""

    MILES_FIELD: ClassVar[str] = "Vzdálenost (míle)"
    MILES: ClassVar[tuple[str, str, str]] = ("míle", "míle", "mil")
    MILES_ACC: ClassVar[tuple[str, str, str]] = ("míli", "míle", "mil")
    DAYS: ClassVar[tuple[str, str, str]] = ("den", "dny", "dní")
    LABEL: ClassVar[str] = "Spočítáno"
    # 004:L181
    TEXT: ClassVar[str] = "Vzdálenost {miles}: běžná družina ji ujde asi za {days} ({cite}: asi 24 mil za den)."
    DAYS_AND_MILES: ClassVar[str] = "{days} a {miles} dalšího dne"
    PART_OF_DAY: ClassVar[str] = "necelý den"


class Improvised:
    """A weapon used as an improvised one (004:L499, L507-L512)."""

    NAME: ClassVar[str] = "{weapon} (improvizovaně)"
    SWUNG_FIELD: ClassVar[str] = "Zbraní na dálku udeřit zblízka (improvizovaně, 1k4)"
    # 004:L512
    NOT_RANGED: ClassVar[str] = ("Zblízka jako improvizovanou lze udeřit jen zbraní na dálku, a ne při vrhu "
                                 "(Pravidla › Vybavení › Zbraně › Vlastnosti zbraní › Improvizované zbraně).")


class SpellBook:
    """Who may copy a spell into a spellbook (004:L398-L411)."""

    # 004:L398-L401
    NO_BOOK: ClassVar[str] = ("Knihu kouzel si vede kouzelník; v deníku povolání kouzelník není ({cite}).")
    # 004:L401
    LEVEL: ClassVar[str] = ("Nalezené kouzlo {level}. úrovně si do knihy opsat nejde: takové kouzlo si ještě nemůžeš "
                            "připravit, deník nemá pozice kouzel té úrovně ({cite}).")
