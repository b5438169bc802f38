"""All Czech player-facing text of D&D 5e in one place (a translation is a data change).

Names and option labels are dicts keyed by id; form labels are dicts keyed by the parameter path; sentences
are ``str.format`` templates grouped in one class per topic. ``ř. N`` in a text points the player to seed
line N of ../shared/seeds/004 (cited as ``004:Lx`` in code). Skill list 004:L143-L159, conditions
004:L514-L580, sizes 004:L82-L90, coins 004:L451-L461.
"""

from __future__ import annotations

from typing import ClassVar, Final

from py_rules import czech
from py_rules.headings import Book

BOOK = Book("py_rules.systems.dnd5e")

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
class _Reasons:
    # 004:L137
    INSPIRATION: Final = BOOK("utracená inspirace (§inspirace)")
    # 004:L562
    FEAR: Final = BOOK("vystrašený, zdroj strachu v dohledu (§stavy.vystraseny)")
    # 004:L472
    ARMOR: Final = BOOK("zbroj bez zdatnosti, Síla/Obratnost (§vybaveni.zbroje_a_stity)")
    # 004:L167, 004:L278
    HELP_CHECK: Final = BOOK("pomoc / spolupráce (§spoluprace; §boj.akce_v_boji.pomoc)")
    # 004:L537
    POISONED: Final = BOOK("otrávený (§stavy.otraveny)")
    # 004:L208
    DIM_LIGHT: Final = BOOK("slabě zahalená oblast, Vnímání zrakem (§cestovani.zrak_a_svetlo)")
    # 004:L546
    BLIND_CHECK: Final = BOOK("slepý a ověření vyžaduje zrak (§stavy.slepy)")
    # 004:L517
    DEAF_CHECK: Final = BOOK("hluchý a ověření vyžaduje sluch (§stavy.hluchy)")
    # 004:L568
    RESTRAINED_DEX: Final = BOOK("zadržený, záchrana na Obratnost (§stavy.zadrzeny)")
    # 004:L94
    SQUEEZING: Final = BOOK("protlačuješ se malým prostorem (§vtlaceni_se_do_maleho_prostoru)")
    # 004:L300
    DODGE_SAVE: Final = BOOK("Uhýbání (§boj.akce_v_boji.uhybani)")
    # 004:L113
    ANTITOXIN: Final = BOOK("protijed proti jedu (§skupinova_overeni_vlastnosti.protijed)")
    # 004:L521
    PRONE: Final = BOOK("ležíš (§stavy.lezici_srazeny)")
    # 004:L547
    BLINDED: Final = BOOK("slepý (§stavy.slepy)")
    # 004:L567
    RESTRAINED: Final = BOOK("zadržený (§stavy.zadrzeny)")
    # 004:L529
    INVISIBLE: Final = BOOK("jsi neviditelný (§stavy.neviditelny)")
    # 004:L495
    HEAVY: Final = BOOK("těžká zbraň v rukou Malého či Drobného tvora (§vybaveni.zbrane.vlastnosti_zbrani)")
    # 004:L522
    PRONE_NEAR: Final = BOOK("cíl leží a jsi do 1 sáhu (§stavy.lezici_srazeny)")
    # 004:L522
    PRONE_FAR: Final = BOOK("cíl leží a jsi dál než 1 sáh (§stavy.lezici_srazeny)")
    # 004:L529
    TARGET_INVISIBLE: Final = BOOK("cíl je neviditelný (§stavy.neviditelny)")
    # 004:L94
    TARGET_SQUEEZING: Final = BOOK("cíl se protlačuje malým prostorem (§vtlaceni_se_do_maleho_prostoru)")
    # 004:L300
    TARGET_DODGING: Final = BOOK("cíl uhýbá a vidí tě (§boj.akce_v_boji.uhybani)")
    # 004:L307
    CANNOT_SEE: Final = BOOK("nevidíš cíl (§boj.akce_v_boji.nevideni_utocnici_a_cile)")
    # 004:L308
    UNSEEN: Final = BOOK("cíl tě nevidí (§boj.akce_v_boji.nevideni_utocnici_a_cile)")
    # 004:L279
    HELP_ATTACK: Final = BOOK("pomoc spojence, první útok (§boj.akce_v_boji.pomoc)")
    # 004:L326
    LONG_RANGE: Final = BOOK("cíl za normálním dostřelem (§boj.utoky_na_dalku.dostrel)")
    # 004:L309
    HIDDEN_REVEALED: Final = BOOK("Byl-li jsi schovaný, útokem (zásahem i minutím) prozradíš svou polohu "
                                  "(§boj.akce_v_boji.nevideni_utocnici_a_cile).")
    # 004:L329
    CLOSE_RANGED: Final = BOOK("útok na dálku do 1 sáhu od nepřítele, který útočníka vidí a není neschopný "
                               "(§boj.utoky_na_dalku.utoky_na_dalku_v_boji_tvari_v_tvar)")
    # 004:L121
    EXHAUSTION_1: Final = BOOK("únava {level}. stupně (§unava)")
    # 004:L123
    EXHAUSTION_3: Final = BOOK("únava {level}. stupně (§unava)")
    GM_ADV: Final = "výhoda podle PJ"
    GM_DIS: Final = "nevýhoda podle PJ"
    AUTO_FAIL: Final = BOOK("{condition}: automatický neúspěch (§stavy › {section})")
    TARGET_CONDITION: Final = BOOK("cíl je {condition} (§stavy › {section})")


REASONS: Final = _Reasons()


#: Messages of ``RuleViolation`` (what the rules forbid), with the seed line.
class _Errors:
    # 004:L344, 004:L350
    SIZE_LIMIT: Final = BOOK("Cíl chvatu či strčení smí být nejvýš o jednu třídu velikosti větší než ty "
                             "(§boj.utoky_na_blizko.chvat; §boj.utoky_na_blizko.strceni).")
    # 004:L344
    GRAPPLE_HAND: Final = BOOK("Chvat se provádí aspoň jednou volnou rukou (§boj.utoky_na_blizko.chvat).")
    # 004:L344
    CONTEST_SKILL_CHVAT: Final = BOOK("Chvat je ověření Síly (Atletiky) (§boj.utoky_na_blizko.chvat).")
    # 004:L350
    CONTEST_SKILL_STRCENI: Final = BOOK("Strčení je ověření Síly (Atletiky) (§boj.utoky_na_blizko.strceni).")
    # 004:L345
    CONTEST_SKILL_UNIK: Final = BOOK("Z chvatu se uniká ověřením Síly (Atletiky) nebo Obratnosti (Akrobacie) "
                                     "(§boj.utoky_na_blizko.chvat).")
    # 004:L345
    NOT_GRAPPLED: Final = BOOK("Nejsi uchvácený, není z čeho unikat (§boj.utoky_na_blizko.chvat).")
    # 004:L525
    INCAPACITATED: Final = BOOK("Neschopný tvor nemůže provádět akce (§stavy.neschopny).")
    # 004:L238
    SURPRISED: Final = BOOK("Překvapený se v prvním tahu boje nemůže pohnout ani provést akci (§boj.prekvapeni).")
    # 004:L579
    CHARMED: Final = BOOK("Zmámený tvor nemůže zaútočit na toho, kdo ho zmámil (§stavy.zmameny).")
    # 004:L319
    TOTAL_COVER: Final = BOOK("Na cíl za úplným krytem nelze přímo zaútočit (§boj.kryt).")
    # 004:L339
    OFF_HAND: Final = BOOK("Útok druhou rukou jen lehkou zbraní na blízko (§boj.utoky_na_blizko.boj_dvema_zbranemi).")
    # 004:L135-L137
    NO_INSPIRATION: Final = BOOK("Nemáš inspiraci, nemůžeš ji utratit (§inspirace).")
    # 004:L364, 004:L373
    DEAD: Final = BOOK("Postava je mrtvá; tohle pravidlo už na ni nelze použít "
                       "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.okamzita_smrt; "
                       "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
    # 004:L227
    REST_INTERRUPTED: Final = BOOK("Odpočinek přerušila aspoň hodina namáhavé činnosti: musíte začít znovu "
                                   "(§odpocinek.dukladny_odpocinek).")
    # 004:L230
    REST_24H: Final = BOOK("Během 24 hodin nelze důkladně odpočívat víc než jednou (§odpocinek.dukladny_odpocinek).")
    # 004:L230
    REST_0_HP: Final = BOOK("Na začátku důkladného odpočinku musíš mít aspoň 1 život (§odpocinek.dukladny_odpocinek).")
    DEAD_REST: Final = "Mrtvá postava neodpočívá."
    # 004:L472
    ARMOR_CASTING: Final = BOOK("Ve zbroji, se kterou nejsi zdatný, nemůžeš sesílat kouzla (§vybaveni.zbroje_a_stity).")
    # 004:L417
    SILENCED: Final = BOOK("Umlčený sesilatel nemůže seslat kouzlo s verbální složkou "
                           "(§kniha_kouzel.slozky.verbalni_v).")
    # 004:L421, 004:L429
    FREE_HAND: Final = BOOK("Pohybová i surovinová složka potřebují volnou ruku (§kniha_kouzel.slozky.pohybove_p; "
                            "§kniha_kouzel.slozky.surovinove_s).")
    # 004:L425
    PRICED_MATERIAL: Final = BOOK("Surovinu s uvedenou cenou nenahradí brašnička ani ohniskový předmět "
                                  "(§kniha_kouzel.slozky.surovinove_s).")
    # 004:L386
    RANGED_KNOCKOUT: Final = BOOK("Srazit do bezvědomí lze jen útokem na blízko "
                                  "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.srazeni_tvora_do_bezvedomi).")
    NO_WEAPON: Final = "Zbraň č. {n} v deníku není."
    # 004:L497
    NO_AMMUNITION: Final = BOOK("{weapon}: došlo střelivo; střelnou zbraní se útočí jen se střelou "
                                "(§vybaveni.zbrane.vlastnosti_zbrani.strelna).")
    # 004:L487
    NOT_VERSATILE: Final = BOOK("Oběma rukama se útočí jen zbraní «Jeden a půlruční» s kostkami pro obě ruce "
                                "(§vybaveni.zbrane.vlastnosti_zbrani).")
    # 004:L501
    NOT_THROWN: Final = BOOK("Vrhnout lze jen vrhací zbraň (§vybaveni.zbrane.vlastnosti_zbrani.vrhaci).")
    NOTHING_TO_COLLECT: Final = BOOK("Žádné vystřelené střelivo k posbírání "
                                     "(§vybaveni.zbrane.vlastnosti_zbrani.strelna).")
    NO_CLASS: Final = "Povolání č. {n} v deníku není."
    # 004:L326, 004:L485
    OUT_OF_RANGE: Final = BOOK("Cíl je za dostřelem {limit} sáhů, útok nelze (§boj.utoky_na_dalku.dostrel; "
                               "§vybaveni.zbrane.vlastnosti_zbrani).")
    # 004:L483
    OUT_OF_REACH: Final = BOOK("Cíl je mimo dosah zbraně na blízko ({reach}, §vybaveni.zbrane.vlastnosti_zbrani).")
    # 004:L223
    NO_HIT_DICE: Final = BOOK("Všechny Kostky životů povolání {name} jsou utracené (nejvýše tolik, kolik je úroveň, "
                              "§odpocinek.kratky_odpocinek).")
    # 004:L223
    FULL_HP_REST: Final = BOOK("Máš plný počet životů ({hp_max}); utracená Kostka životů by nic neobnovila "
                               "(§odpocinek.kratky_odpocinek).")
    # 004:L455-L461
    SAME_COIN: Final = BOOK("Mince se směňují za jiný druh mincí; {coin} za {coin} nic nezmění "
                            "(§vybaveni.mince.tabulka_standardnich_kurzu).")
    # 004:L525
    INCAPACITATED_MANEUVER: Final = BOOK("Neschopný tvor nemůže provádět akce ani reakce, takže ani manévr "
                                         "(§stavy.neschopny; §stavy.manevry).")
    # 004:L238
    SURPRISED_REACTION: Final = BOOK("Překvapený tvor může reagovat až po svém prvním tahu boje (§boj.prekvapeni).")
    # 004:L596
    REACTION_USED: Final = BOOK("Parírování stojí reakci a tu už jsi v tomto kole použil (§stavy.manevry).")
    # 004:L596
    PARRY_NO_DAMAGE: Final = BOOK("Parírování snižuje zranění z útoku na blízko: zadej zranění, které tě zasáhlo "
                                  "(§stavy.manevry).")
    NO_SLOT: Final = "Nemáš volnou pozici kouzla {level}. úrovně."
    NOT_ENOUGH_COINS: Final = "Máš jen {have} {coin}."
    # 004:L583
    NO_SUPERIORITY: Final = BOOK("Nemáš nevyužitou převahovou kostku (manévry, §stavy.manevry).")
    CANNOT_AFFORD: Final = "Na {price} md nemáš dost peněz."
    UNKNOWN_PRICE: Final = "Neznámá položka ceníku „{item}“."
    # 004:L455-L461
    COINS_NOT_WHOLE: Final = BOOK("{count} {source} nedá celé mince {target} (kurzy "
                                  "§vybaveni.mince.tabulka_standardnich_kurzu).")
    PURSE_FULL: Final = ("Tolik {target} deník neunese: měl bys jich {total}, vede jich nejvýše {limit}. "
                         "Vyměň méně mincí.")


ERRORS: Final = _Errors()


#: Messages of pydantic validators (the sheet and action parameters).
class _Invalid:
    UNKNOWN_CHECK: Final = "neznámá vlastnost či dovednost „{value}“"
    GROUP_OTHERS: Final = "ostatních úspěšných nemůže být víc než ostatních členů skupiny"
    # 004:L223
    HIT_DICE_SPENT: Final = BOOK("utracených Kostek životů nemůže být víc než úroveň povolání "
                                 "(§odpocinek.kratky_odpocinek)")
    HP_OVER_MAX: Final = "aktuální životy nesmí převýšit maximum"
    DAMAGE_DICE: Final = "kostky zranění zapiš jako 1k8, 2k6 … (k4, k6, k8, k10 nebo k12)"
    # 004:L485
    LONG_RANGE: Final = BOOK("dlouhý dostřel nesmí být kratší než normální (§vybaveni.zbrane.vlastnosti_zbrani)")
    SLOTS_SPENT: Final = "utracených pozic nemůže být víc než pozic celkem"
    SUPERIORITY_SPENT: Final = "utracených převahových kostek nemůže být víc než kostek celkem"
    LEVEL_SUM: Final = "součet úrovní povolání smí být nejvýše 20"
    CLASS_TWICE: Final = "každé povolání smí být v deníku jen jednou"
    # 004:L126
    EXHAUSTION_6: Final = BOOK("6. stupeň únavy je smrt (§unava): zaškrtni „mrtvý“")
    NOT_A_PRICE: Final = "„{price}“ není cena v mincích."
    UNKNOWN_LIFESTYLE: Final = "Neznámý životní styl „{style}“."
    UNKNOWN_SERVICE: Final = "Neznámá služba „{service}“."


INVALID: Final = _Invalid()


#: Default names of new sheet entries.
class _DefaultNames:
    WEAPON: Final = "Zbraň"
    ITEM: Final = "Předmět"
    SPELL: Final = "Kouzlo"
    STARTING_WEAPON: Final = "Dlouhý meč"
    IMPROVISED: Final = "Improvizovaná zbraň"


DEFAULT_NAMES: Final = _DefaultNames()


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


class _ActionDice:
    KONFLIKT: Final = "tvůj k20, pak soupeřův k20"
    UTOK: Final = "k20 (2k20 s výhodou či nevýhodou), při zásahu kostky zranění"
    PAD: Final = "k6 za každé 2 sáhy"
    KRATKY_ODPOCINEK: Final = "Kostka životů povolání"
    MANEVR: Final = "převahová kostka"


ACTION_DICE: Final = _ActionDice()


class _ActionHints:
    # 004:L3
    OVERENI: Final = BOOK("Úspěch, když součet dosáhne SO (stačí dohodit, §pravidla).")
    # 004:L108
    SKUPINA: Final = BOOK("Uspěje-li aspoň polovina skupiny, uspěje celá (§skupinova_overeni_vlastnosti).")
    UTOK: Final = "Zásah, když součet dosáhne OČ; přirozená 20 je kritický zásah (SRD)."
    # 004:L223
    KRATKY_ODPOCINEK: Final = BOOK("Po každém hodu se můžeš rozhodnout utratit další (§odpocinek.kratky_odpocinek).")


ACTION_HINTS: Final = _ActionHints()


#: Form labels of the roll actions, keyed by parameter path.
class _DcFields:
    SO: Final = "SO (Tabulka typických SO)"
    SO_JINE: Final = "Jiné SO (0 = podle výběru)"


DC_FIELDS: Final = _DcFields()


SITUATION_FIELDS: Final[dict[str, str]] = {
    # 004:L137
    "bonus": "Další bonus či postih", "inspirace": BOOK("Utratit inspiraci (výhoda, §inspirace)"),
    "vyhoda_pj": "Výhoda podle PJ", "nevyhoda_pj": "Nevýhoda podle PJ",
    # 004:L167, 004:L278, 004:L546
    "pomoc": BOOK("Pomoc / spolupráce (výhoda, §spoluprace; §boj.akce_v_boji.pomoc)"),
    "vyzaduje_zrak": BOOK("Ověření vyžaduje zrak (§stavy.slepy)"),
    # 004:L517, 004:L562
    "vyzaduje_sluch": BOOK("Ověření vyžaduje sluch (§stavy.hluchy)"),
    "strach_v_dohledu": BOOK("Zdroj strachu je v dohledu (§stavy.vystraseny)"),
    # 004:L208
    "sero": BOOK("Šero / slabě zahalená oblast (Vnímání zrakem, §cestovani.zrak_a_svetlo)"),
}


class _CheckFields:
    # 004:L315-L317
    CO: Final = "Vlastnost či dovednost"
    VLASTNOST: Final = "Záchranný hod na"
    KRYT: Final = BOOK("Kryt (jen Obratnost, §boj.kryt)")
    # 004:L113
    PROTI_JEDU: Final = BOOK("Proti jedu (protijed, §skupinova_overeni_vlastnosti.protijed)")
    CLENU: Final = "Členů skupiny (i ty)"
    USPECHY_OSTATNICH: Final = "Kolik ostatních už uspělo"
    # 004:L137
    ZRANENI: Final = "Utržené zranění z jednoho zdroje"
    BONUS: Final = "Další bonus"
    INSPIRACE: Final = BOOK("Utratit inspiraci (§inspirace)")


CHECK_FIELDS: Final = _CheckFields()


# 004:L443
CONCENTRATION_HINT: Final = BOOK("SO = 10, nebo polovina zranění, je-li vyšší (§kniha_kouzel.trvani.soustredeni)")


class _ContestFields:
    UCEL: Final = "Druh konfliktu"
    CO: Final = "Tvoje vlastnost či dovednost"
    SOUPER_BONUS: Final = "Bonus soupeře"
    SOUPER_REZIM: Final = "Soupeř hází"
    CIL_VELIKOST: Final = "Velikost soupeře (chvat, strčení)"
    # 004:L344
    VOLNA_RUKA: Final = BOOK("Máš aspoň jednu volnou ruku (chvat, §boj.utoky_na_blizko.chvat)")


CONTEST_FIELDS: Final = _ContestFields()


ATTACK_FIELDS: Final[dict[str, str]] = {
    # 004:L313-L319
    "zbran": "Zbraň", "oc": "OČ cíle", "vzdalenost": "Vzdálenost (sáhy)", "kryt": BOOK("Kryt cíle (§boj.kryt)"),
    # 004:L300, 004:L579
    "cil_stav": "Stav cíle", "cil_uhyba": BOOK("Cíl uhýbá (§boj.akce_v_boji.uhybani)"),
    "cil_je_zmamitel": BOOK("Cíl tě zmámil (§stavy.zmameny)"),
    # 004:L307, 004:L308
    "nevidis_cil": BOOK("Útočník nevidí cíl (§boj.akce_v_boji.nevideni_utocnici_a_cile)"),
    "cil_te_nevidi": BOOK("Cíl útočníka nevidí (§boj.akce_v_boji.nevideni_utocnici_a_cile)"),
    # 004:L329
    "nepritel_vedle": BOOK("Útok na dálku a do 1 sáhu je nepřítel, který útočníka vidí "
                           "(§boj.utoky_na_dalku.utoky_na_dalku_v_boji_tvari_v_tvar)"),
    # 004:L279, 004:L137
    "pomoc": BOOK("Pomoc spojence, první útok (§boj.akce_v_boji.pomoc)"),
    "inspirace": BOOK("Utratit inspiraci (§inspirace)"),
    # 004:L562
    "strach_v_dohledu": BOOK("Zdroj strachu v dohledu (§stavy.vystraseny)"), "vyhoda_pj": "Výhoda podle PJ",
    "nevyhoda_pj": "Nevýhoda podle PJ", "vlastnost": "Vytříbená zbraň: oprava",
    # 004:L339
    # 004:L585-L614
    "manevr_pri_zasahu": BOOK("Při zásahu manévr: přičti převahovou kostku ke zranění (§stavy.manevry)"),
    "obema_rukama": "Oběma rukama (jeden a půlruční zbraň)",
    "vrhnout": "Vrhnout (bez vlastnosti Vrhací improvizovaně: 1k4, dostřel 4/12)",
    "manevr": BOOK("Manévr (§stavy.manevry)"), "cil_velikost": "Velikost cíle",
    "druhy_cil_oc": "OČ druhého tvora (Protažený útok; 0 = žádný)",
    "druha_ruka": BOOK("Bonusový útok druhou rukou (§boj.utoky_na_blizko.boj_dvema_zbranemi)"),
    "bonus": "Další bonus k útoku",
}
FINESSE_CHOICES: Final[dict[str, str]] = {
    "lepsi": "lepší z Síly a Obratnosti", "sila": "Síla", "obratnost": "Obratnost"}


class _GroupOutcomes:
    SUCCESS: Final = "Skupina uspěje"
    FAILURE: Final = "Skupina neuspěje"


GROUP_OUTCOMES: Final = _GroupOutcomes()


GROUP_RESULTS: Final[dict[bool, tuple[str, str]]] = {
    True: ("Skupina uspěla", "uspěla"), False: ("Skupina neuspěla", "neuspěla")}
#: What winning a contest does, by its purpose (004:L163, L344, L345, L350).
CONTEST_WINS: Final[dict[str, str]] = {
    # 004:L344, 004:L350
    "chvat": BOOK("Cíl je uchvácený (§boj.utoky_na_blizko.chvat)."),
    "strceni": BOOK("Sraz cíl k zemi, nebo ho odstrč o 1 sáh (§boj.utoky_na_blizko.strceni)."),
    # 004:L345, 004:L163
    "unik": BOOK("Unikl jsi z chvatu (§boj.utoky_na_blizko.chvat)."),
    "obecny": BOOK("Vyhrál jsi konflikt (§dovednosti.konflikty)."),
}


class Roll:
    """Sentences of checks, saves, group checks, contests, concentration and initiative (004:L3, L108, L163)."""

    DC_OPTION = "{dc} – {name}"
    CHANCE = "Šance: {bonus} {mode} proti {what} {target} = {percent} ({numerator}/{denominator})."
    # 004:L137
    INSPIRATION_SPENT = BOOK("Inspirace utracena (§inspirace).")
    CHECK = "Ověření: {name}"
    SAVE = "Záchranný hod na {ability}"
    AUTO_FAIL_ODDS = "Automatický neúspěch: {reasons}."
    AUTO_FAIL = "{label}: automatický neúspěch – {reasons}."
    # 004:L3
    RESULT = BOOK("{label}: na k20 padlo {face}, s bonusem {bonus} celkem {total} proti SO {dc} → {result} "
                  "(rovnost SO stačí, §pravidla; {source}). {vantage}")
    CHECK_SOURCE = "ověření vlastnosti"
    SAVE_SOURCE = "záchranný hod"
    # 004:L108
    GROUP_SOURCE = BOOK("skupinové ověření, §skupinova_overeni_vlastnosti")
    # 004:L108
    GROUP_ODDS = BOOK("Uspěje-li aspoň polovina skupiny, uspěje celá (§skupinova_overeni_vlastnosti). Tvůj hod: "
                      "{chance}")
    # 004:L108
    GROUP_RESULT = BOOK("{own} Uspělo {successes} z {members}; skupina {result} (aspoň polovina, "
                        "§skupinova_overeni_vlastnosti).")
    # 004:L163
    CONTEST_ODDS = BOOK("{bonus} {mode} proti {their_bonus} {their_mode}; remíza nic nemění (§dovednosti.konflikty). "
                        "{vantage}")
    OPPONENT = "soupeř"
    # 004:L163
    CONTEST_TIE = BOOK("Remíza: nestane se nic, vše zůstává, jak bylo (§dovednosti.konflikty).")
    # 004:L163
    CONTEST_LOSS = BOOK("Soupeř vyhrál (§dovednosti.konflikty).")
    CONTEST_RESULT = "{label}: {mine} proti {theirs}. {outcome} {vantage}"
    GRAPPLE_ENDED = "Stav Uchvácený skončil."
    CONCENTRATION = "Soustředění (záchranný hod na Odolnost)"
    # 004:L443
    CONCENTRATION_SOURCE = BOOK("SO = max(10, polovina zranění), §kniha_kouzel.trvani.soustredeni")
    # 004:L435, 004:L443
    CONCENTRATION_LOST = BOOK("Soustředění na „{spell}“ skončilo (§kniha_kouzel.trvani.soustredeni).")
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
    ALL_CRITICAL = BOOK(" Každý zásah je kritický (§stavy.paralyzovany; §stavy.v_bezvedomi).")
    DAMAGE = "Zranění {expression} = {rolled} {mod}{weapon_bonus} = {total} {dtype}"
    CRITICAL_DICE = " (kritický zásah: dvojnásobek kostek, SRD)."
    # 004:L585-L614
    SUPERIORITY_DAMAGE = BOOK("Manévr při zásahu: převahová kostka {expression} = {face} přičtena ke zranění, celkem "
                              "{total}; kostka utracena (§stavy.manevry).")
    RESULT = "{weapon}: na k20 padlo {face}, s bonusem {bonus} celkem {total} proti OČ {ac} → {outcome}. {vantage}"
    NATURAL: ClassVar[dict[int, str]] = {
        20: " Přirozená 20: vždy zásah a kritický zásah (SRD).", 1: " Přirozená 1: vždy minutí (SRD)."}
    # 004:L543, 004:L559
    # 004:L497
    AMMUNITION = "Spotřebována jedna střela, zbývá {left}."
    HELPLESS_CRITICAL = BOOK(" Cíl je paralyzovaný či v bezvědomí a jsi do 1 sáhu: kritický zásah "
                             "(§stavy.paralyzovany; §stavy.v_bezvedomi).")


class AttackManeuver:
    """Sentences of the manoeuvres chosen in the attack form (004:L583-L616; the save's SO is SRD)."""

    # 004:L604
    PRECISION = BOOK("Přesný útok: převahová kostka k{die} = {face} přičtena k hodu, celkem {total}; kostka utracena "
                     "(§stavy.manevry).")
    # 004:L598, 004:L614
    SAVE: ClassVar[dict[str, str]] = {
        "podrazeci": BOOK("Cíl si hází záchranný hod na Sílu SO {dc} (SRD); při neúspěchu je sražen k zemi "
                          "(§stavy.manevry.podrazeci_utok)."),
        "zatlacujici": BOOK("Cíl si hází záchranný hod na Sílu SO {dc} (SRD); při neúspěchu ho odtlačíš až o 3 sáhy "
                            "(§stavy.manevry.zatlacujici_utok)."),
    }
    TOO_BIG = BOOK("Cíl je větší než Velký ({size}), záchranný hod si nehází (§stavy.manevry).")
    # 004:L600
    SWEEP_HIT = BOOK("Protažený útok: druhý tvor s OČ {ac} by byl zasažen ({total}), utrpí {face} {dtype} "
                     "(§stavy.manevry.protazeny_utok).")
    SWEEP_MISS = BOOK("Protažený útok: druhý tvor s OČ {ac} by zasažen nebyl ({total}), zranění nedostane; kostka je "
                      "utracena (§stavy.manevry.protazeny_utok).")
    SWEEP_MELEE = BOOK("Protažený útok jde jen s útokem na blízko zbraní (§stavy.manevry.protazeny_utok).")
    SWEEP_SECOND = BOOK("Protažený útok potřebuje druhého tvora do 1 sáhu od cíle: zadej jeho OČ "
                        "(§stavy.manevry.protazeny_utok).")
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
    RESISTANT = BOOK("odolání: polovina, zaokrouhleno dolů = {value} (§boj.zraneni_a_leceni.odolani_a_zranitelnost; "
                     "§pravidla)")
    # 004:L356
    VULNERABLE = BOOK("zranitelnost: dvojnásobek = {value} (§boj.zraneni_a_leceni.odolani_a_zranitelnost)")
    DIED = "Postava zemřela: {why}."
    # 004:L364
    MASSIVE_DAMAGE = BOOK("přebývající zranění {excess} ≥ maximum životů {hp_max} (okamžitá smrt, "
                          "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.okamzita_smrt)")
    # 004:L383
    MONSTER_AT_ZERO = BOOK("nestvůra umírá při 0 životech (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.nestvury_a_smrt)")
    # 004:L386
    KNOCKED_OUT = BOOK("v bezvědomí a stabilizovaná (sražení do bezvědomí, "
                       "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.srazeni_tvora_do_bezvedomi)")
    # 004:L369, 004:L372
    DYING = BOOK("v bezvědomí a umírá – házej záchranné hody proti smrti "
                 "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.upadnuti_do_bezvedomi; "
                 "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti)")
    AT_ZERO = "Životy {before} → 0: postava je {state}."
    # 004:L375
    DAMAGE_AT_ZERO_DEATH = BOOK("zranění {damage} při 0 životech ≥ maximum {hp_max} "
                                "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti)")
    # 004:L373, 004:L375
    THIRD_FAILURE_HIT = BOOK("třetí neúspěch záchranného hodu proti smrti "
                             "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti)")
    # 004:L373
    THIRD_FAILURE = BOOK("třetí neúspěch záchranného hodu proti smrti "
                         "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti)")
    # 004:L375
    DAMAGE_AT_ZERO = BOOK("Zranění při 0 životech: neúspěchy proti smrti {before} → {after} "
                          "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
    # 004:L380
    NOT_STABLE = BOOK("Postava přestala být stabilizovaná "
                      "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora).")
    DAMAGE = "Zranění {dtype}: {dealt}"
    # 004:L390
    TEMP_ABSORBED = BOOK("Dočasné životy {before} → {after} "
                         "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty).")
    # 004:L443
    CONCENTRATION_SAVE = BOOK("Soustředění na „{spell}“: hoď záchranný hod na Odolnost se SO {dc} "
                              "(§kniha_kouzel.trvani.soustredeni).")
    # 004:L369, 004:L373
    WOKE_UP = BOOK("Postava se probrala z bezvědomí, záchranné hody proti smrti se nulují "
                   "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.upadnuti_do_bezvedomi; "
                   "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
    # 004:L392
    TEMP_SET = BOOK("Dočasné životy {before} → {after} (nesčítají se, "
                    "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty).")
    # 004:L374
    NAT20 = BOOK("Přirozená 20: 1 život (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
    FAILURES = "Neúspěchy {before} → {after}."
    # 004:L373
    STABLE_THIRD = BOOK("Třetí úspěch: postava je stabilizovaná, počty se nulují "
                        "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
    SUCCESSES = "Úspěchy {before} → {after}."
    # 004:L380
    STABLE = BOOK("Postava je stabilizovaná (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora).")
    # 004:L126
    EXHAUSTION_DEATH = BOOK("6. stupeň únavy (§unava)")
    EXHAUSTION = "Únava {before} → {after}."
    # 004:L124
    HP_HALVED = BOOK("Životy {before} → {after} (maximum na polovinu, §unava).")
    # 004:L228
    REST_HP = BOOK("Životy {before} → {after} (§odpocinek.dukladny_odpocinek).")
    # 004:L228
    REST_HIT_DICE = BOOK("Obnoveno Kostek životů: {count} (§odpocinek.dukladny_odpocinek).")
    # 004:L131
    REST_EXHAUSTION = BOOK("Únava {before} → {after} (jídlo a pití, §unava).")
    # 004:L394
    REST_TEMP = BOOK("Dočasné životy {before} → 0 (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty).")
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
    "odolani_navic": BOOK("Odolání z jiného zdroje (počítá se jen jednou, "
                          "§boj.zraneni_a_leceni.odolani_a_zranitelnost)"),
    # 004:L375
    "kriticky": BOOK("Kritický zásah (při 0 životech dva neúspěchy, "
                     "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti)"),
    # 004:L386
    "srazit_do_bezvedomi": BOOK("Útok na blízko: útočník srazí do bezvědomí "
                                "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.srazeni_tvora_do_bezvedomi)"),
    "utok_na_dalku": "Zranění z útoku na dálku", "heal": "Vyléčené životy", "temp": "Nové dočasné životy",
    # 004:L392, 004:L372
    "volba": BOOK("Nesčítají se (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty)"),
    "bonus": BOOK("Bonus z kouzel a schopností (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti)"),
    "lekarstvi": "Oprava Lékařství zachránce", "sahu": "Výška pádu (sáhy)",
}


class Vitality:
    """Sentences of the hit point actions: damage, healing, death saves, first aid, waking up, falling
    (004:L198-L200, L352-L394)."""

    # 004:L357, 004:L390
    DAMAGE = BOOK("Nejdřív opravy, pak odolání, pak zranitelnost (§boj.zraneni_a_leceni.odolani_a_zranitelnost); první "
                  "jdou dočasné životy (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty).")
    HEAL_LABEL = "Léčení"
    # 004:L392
    HEAL = BOOK("Léčení neobnovuje dočasné životy (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty).")
    TEMP_LABEL = "Dočasné životy"
    # 004:L392
    TEMP = BOOK("Dočasné životy se nesčítají: necháš si staré, nebo vezmeš nové "
                "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty).")
    DEAD = "Postava je mrtvá."
    # 004:L372
    NOT_AT_ZERO = BOOK("Postava nemá 0 životů, záchranný hod proti smrti se nehází "
                       "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
    # 004:L380
    STABLE = BOOK("Stabilizovaná postava si záchranné hody proti smrti nehází "
                  "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora).")
    NO_ROLL = "Nehází se"
    # 004:L373
    DEATH_ODDS = BOOK("k20 {bonus}: 10 a víc je úspěch "
                      "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti); úspěch {percent}.")
    DEATH_LABELS: ClassVar[dict[str, str]] = {
        "nat20": "Přirozená 20", "nat1": "Přirozená 1", "success": "Úspěch", "dead": "Smrt"}
    DEATH_FAILURE = "Neúspěch"
    # 004:L373-L374
    DEATH = BOOK("Záchranný hod proti smrti: na k20 padlo {face}, s bonusem {bonus} celkem {total} (10+ uspěje, "
                 "§boj.zraneni_a_leceni.snizeni_zivotu_na_0.zachranne_hody_proti_smrti).")
    STABILISED = "Stabilizován"
    NOT_STABILISED = "Nepodařilo se"
    # 004:L379
    FIRST_AID_ODDS = BOOK("Ověření Moudrosti (Lékařství) zachránce {bonus} proti SO 10 "
                          "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora): {percent}.")
    # 004:L379
    FIRST_AID = BOOK("První pomoc: na k20 padlo {face}, s bonusem {bonus} celkem {total} proti SO 10 "
                     "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora).")
    STILL_DYING = " Postava dál umírá."
    # 004:L380
    WAKE_ONLY = BOOK("Jen neléčená stabilizovaná postava s 0 životy se po 1k4 hodinách probere "
                     "(§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora).")
    AFTER_HOURS = "po {hours}"
    # 004:L380
    WAKE_ODDS = BOOK("1k4 hodin, pak 1 život (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora).")
    # 004:L380
    WAKE = BOOK("{after_hours} (1k4) má postava 1 život (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.stabilizace_tvora).")
    # 004:L200
    SHORT_FALL_ODDS = BOOK("Pád kratší než 2 sáhy nezraňuje (§cestovani.pad_z_vysky).")
    # 004:L200
    FALL_ODDS = BOOK("{dice}k6 drtivého zranění (1k6 za každé 2 sáhy, nejvýš 20k6, §cestovani.pad_z_vysky).")
    # 004:L200
    SHORT_FALL = BOOK("Pád z {sahu}: méně než 2 sáhy, žádné zranění (§cestovani.pad_z_vysky, zaokrouhleno dolů).")
    # 004:L200
    LANDED_PRONE = BOOK("Postava dopadla do lehu (§cestovani.pad_z_vysky).")
    # 004:L200
    FALL = BOOK("Pád z {sahu}: {dice}k6 = {rolled} drtivého zranění (1k6 za 2 sáhy, nejvýš 20k6, "
                "§cestovani.pad_z_vysky).")


class _RestFields:
    # 004:L131
    TRIDA: Final = "Kostka životů povolání"
    NAJEDL_A_NAPIL: Final = BOOK("Najedl ses a napil (únava −1, §unava)")
    # 004:L227
    PRERUSENO: Final = BOOK("Přerušeno aspoň hodinou namáhavé činnosti (§odpocinek.dukladny_odpocinek)")
    # 004:L230
    UZ_ZA_24_HODIN: Final = BOOK("Už jsi za posledních 24 hodin důkladně odpočíval (§odpocinek.dukladny_odpocinek)")
    ZMENA: Final = "Změna stupně únavy (+ účinek, − odpočinek či vzkříšení)"


REST_FIELDS: Final = _RestFields()


CAST_FIELDS: Final[dict[str, str]] = {
    "nazev": "Kouzlo", "uroven": "Úroveň (0 = trik bez pozice)", "soustredeni": "Vyžaduje soustředění",
    "verbalni": "Verbální složka (V)", "pohybova": "Pohybová složka (P)", "surovinova": "Surovinová složka (S)",
    "umlceny": "Jsi umlčený / v tichu", "volna_ruka": "Máš volnou ruku",
    "surovina_s_cenou": "Surovina má uvedenou cenu", "mas_surovinu": "Tu surovinu máš",
}


class _ManeuverFields:
    MANEVR: Final = "Manévr"
    ZRANENI: Final = "Zranění útoku na blízko (Parírování)"
    # 004:L244, 004:L596
    REAKCE_VYUZITA: Final = BOOK("Reakci jsi v tomto kole už použil (§boj.tah; §stavy.manevry)")


MANEUVER_FIELDS: Final = _ManeuverFields()


MANEUVERS: Final[dict[str, str]] = {
    # 004:L616, 004:L596
    "zotaveni": BOOK("Zotavení sil (§stavy.manevry)"),
    "parirovani": BOOK("Parírování (§stavy.manevry)"),
    "jiny": "Jiný manévr (jen hod kostkou)",
}


class Rest:
    """Sentences of rests, exhaustion, casting and manoeuvres (004:L115-L131, L218-L230, L413-L447,
    L583-L616)."""

    HEALS = "vyléčí {hp}"
    # 004:L223
    SHORT_ODDS = BOOK("k{die} {con} (Odolnost), nejméně 0 (§odpocinek.kratky_odpocinek).")
    # 004:L223
    SHORT = BOOK("Krátký odpočinek: na k{die} padlo {face}, s Odolností {con} celkem {healed} (nejméně 0, "
                 "§odpocinek.kratky_odpocinek). {remain} {left} životů.")
    HIT_DIE_SPENT = "Utracena 1 Kostka životů."
    LONG_LABEL = "Důkladný odpočinek"
    # 004:L227-L230
    LONG = BOOK("Důkladný odpočinek (aspoň 8 hodin, §odpocinek.dukladny_odpocinek): {lines}")
    EXHAUSTION_LABEL = "Únava"
    # 004:L129
    EXHAUSTION_EFFECTS = BOOK("Platí účinky: {effects} (kumulativně, §unava).")
    # 004:L130
    EXHAUSTION_GONE = BOOK("Stupeň pod 1: všechny účinky únavy skončily (§unava).")
    SLOT_SPENT = "Utracena pozice kouzla {level}. úrovně."
    # 004:L441
    CONCENTRATION_REPLACED = BOOK("Soustředění na „{spell}“ skončilo (nelze dvě naráz, "
                                  "§kniha_kouzel.trvani.soustredeni).")
    CONCENTRATING = "Soustředíš se na „{spell}“."
    CAST = "Sesláno kouzlo „{spell}“. {changes}"
    CAST_LABEL = "Kouzlo sesláno"
    # 004:L616, 004:L392
    RALLY = BOOK("Zotavení sil: na k{die} padlo {face}, s Charismatem {cha} celkem {temp_hp} spojenci (§stavy.manevry; "
                 "nesčítají se, §boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty).")
    PARRY_LABEL = "zranění {result}"
    # 004:L596
    PARRY = BOOK("Parírování: zranění {damage} − ({face} {dex}) = {result} (nejméně 0, §stavy.manevry).")
    DIE_LABEL = "hod {face}"
    # 004:L583-L616
    DIE = BOOK("Převahová kostka k{die}: padlo {face} (viz manévr v příručce, §stavy.manevry).")
    NO_DIE = "Bez převahové kostky"
    # 004:L583-L616
    MANEUVER_ODDS = BOOK("Převahová kostka k{die} (§stavy.manevry).")
    DIE_SPENT = "Utracena 1 převahová kostka."
    CLASS_OPTION = "{name} (k{die}, zbývá {left})"


class _TradeFields:
    # 004:L25-L80
    Z: Final = "Směnit"
    NA: Final = "Na"
    POCET: Final = "Počet mincí"
    POLOZKA: Final = BOOK("Co platíš (§zivotni_naklady.tabulka_zivotnich_nakladu)")
    JEDNOTEK: Final = "Dní / mil / kusů"
    VLASTNI_MD: Final = "Vlastní cena v md"


TRADE_FIELDS: Final = _TradeFields()


class Trade:
    """Sentences and option labels of paying and exchanging coins (004:L25-L80, L451-L461)."""

    LIFESTYLE_PRICE = "Životní styl: {name} – {price} za den"
    PRICE = "{name} – {price}"
    OWN_PRICE = "Vlastní cena"
    OWN_PRICE_OPTION = "Vlastní cena (md)"
    COIN_CHANGE = "{coin}: {sign}{count}"
    # 004:L455-L461
    PAID = BOOK("{label} × {units}: zaplaceno {price} md (kurzy §vybaveni.mince.tabulka_standardnich_kurzu). {changes}")
    PAID_LABEL = "Zaplaceno"
    EXCHANGE_LINE = "{count} {source} → {got} {target}."
    # 004:L455-L461
    EXCHANGE = BOOK("Směna podle Tabulky standardních kurzů (§vybaveni.mince.tabulka_standardnich_kurzu): {line}")
    EXCHANGE_LABEL = "Směna mincí"


class EnvironmentActions:
    """Sentences of copying a spell and damaging an object (004:L139-L141, L398-L409)."""

    HOURS = ("hodina", "hodiny", "hodin")
    # 004:L405, 004:L407
    COPY = BOOK("Opsání kouzla {level}. úrovně do knihy kouzel: {hours} a {gold} zl (§kniha_kouzel).")
    PAID = "Zaplaceno z měšce."
    COPY_LABEL = "Opsání kouzla"
    # 004:L141
    SUPERFICIAL = BOOK("Poškození {damage} je pod prahovým poškozením {threshold}: předmět je vůči němu imunní a má "
                       "dál {hp} životů (§poskozeni_predmetum.prahove_poskozeni).")
    SUPERFICIAL_LABEL = "Pod prahovým poškozením"
    OBJECT = BOOK("Poškození {damage} dosáhlo prahového poškození {threshold}: životy předmětu {before} → {after} "
                  "(§poskozeni_predmetum.prahove_poskozeni).")
    OBJECT_LABELS: ClassVar[dict[str, str]] = {"damaged": "Předmět poškozen", "broken": "Předmět zničen"}
    # 004:L497
    COLLECTED = BOOK("Po boji minuta hledání vrátí polovinu vystřeleného střeliva, zaokrouhleno dolů "
                     "(§vybaveni.zbrane.vlastnosti_zbrani.strelna).")
    COLLECTED_LINE = "{weapon}: vystřeleno {spent}, zpět {back}, střelivo {before} → {after}."
    COLLECTED_LABEL = "Střelivo posbíráno"


class _EnvironmentFields:
    UROVEN: Final = "Úroveň kouzla"
    Z_VLASTNI_KNIHY: Final = "Z vlastní knihy (přepis)"
    ZAPLATIT: Final = "Zaplatit z měšce"
    ZRANENI: Final = "Zranění"
    PRAH: Final = "Prahové poškození předmětu"
    ZIVOTY: Final = "Životy předmětu"


ENVIRONMENT_FIELDS: Final = _EnvironmentFields()


#: The sheet view: section titles by section id, field labels by saved path (list items: by item field).
class _Sections:
    POSTAVA: Final = "Postava"
    VLASTNOSTI: Final = "Vlastnosti a záchranné hody"
    DOVEDNOSTI: Final = "Dovednosti"
    ZIVOTY: Final = "Životy"
    STAVY: Final = "Únava a stavy"
    BOJ: Final = "Zbroj, zbraně, odolání"
    VYBAVA: Final = "Výbava a peníze"
    KOUZLA: Final = "Kouzla a manévry"
    PROSTREDI: Final = "Skoky, dech"
    POZNAMKY: Final = "Poznámky"


SECTIONS: Final = _Sections()


SHEET_FIELDS: Final[dict[str, str]] = {
    "name": "Jméno", "classes": "Povolání", "size": "Velikost", "speed": "Základní rychlost (sáhy)",
    # 004:L135
    "inspiration": BOOK("Inspirace (máš, nebo nemáš, §inspirace)"),
    "hp.current": "Životy", "hp.max": "Maximum životů", "hp.temp": "Dočasné životy",
    "death_saves.successes": "Úspěchy proti smrti", "death_saves.failures": "Neúspěchy proti smrti",
    # 004:L383
    "death_saves.stable": "Stabilizovaný", "dead": "Mrtvý",
    "dies_at_zero": BOOK("Nestvůra: umírá při 0 životech (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.nestvury_a_smrt)"),
    "exhaustion": "Únava", "conditions.zdroj_strachu": "Zdroj strachu", "conditions.zmamitel": "Kdo tě zmámil",
    # 004:L300
    "conditions.uchvatitel": "Uchvatitel",
    "dodging": BOOK("Uhýbáš (do začátku tvého tahu, §boj.akce_v_boji.uhybani)"),
    # 004:L94
    "squeezing": BOOK("Protlačuješ se malým prostorem (§vtlaceni_se_do_maleho_prostoru)"),
    # 004:L238
    "surprised": BOOK("Překvapený (první tah bez pohybu a akce, reakce až po něm, §boj.prekvapeni)"),
    # 004:L113
    "antitoxin": BOOK("Protijed (1 hodina, §skupinova_overeni_vlastnosti.protijed)"),
    "undead_or_construct": "Nemrtvý či výtvor (protijed nepůsobí)",
    "armor.druh": "Zbroj", "armor.zaklad": "Základ OČ zbroje",
    # 004:L470
    "armor.sila_pozadavek": BOOK("Požadavek Síly (Sil 13/15, §vybaveni.zbroje_a_stity)"),
    # 004:L472, 004:L474
    "armor.zdatnost": BOOK("Zdatnost se zbrojí (§vybaveni.zbroje_a_stity)"),
    "armor.stit": BOOK("Štít +2 (§vybaveni.zbroje_a_stity)"), "armor.bonus": "Jiný bonus k OČ",
    # 004:L441
    "weapons": "Zbraně", "inventory": "Výbava",
    "concentration": BOOK("Soustředění na kouzlo (jen jedno, §kniha_kouzel.trvani.soustredeni)"),
    "spell_slots": "Pozice kouzel (SRD)", "superiority.pocet": "Převahové kostky",
    "superiority.kostka": "Převahová kostka", "superiority.utracene": "Utracené převahové kostky", "notes": "Poznámky",
}


class _ClassFields:
    TRIDA: Final = "Povolání"
    UROVEN: Final = "Úroveň"
    UTRACENE_KOSTKY: Final = "Utracené Kostky životů (k{die})"


CLASS_FIELDS: Final = _ClassFields()


WEAPON_FIELDS: Final[dict[str, str]] = {
    "name": "Název", "kostky": "Kostky zranění", "druh_zraneni": "Druh zranění", "vlastnost": "Vlastnost",
    # 004:L478
    "zdatnost": BOOK("Zdatnost (+ zdatnostní bonus, §vybaveni.zbrane)"), "na_dalku": "Na dálku",
    "dostrel": "Dostřel (sáhy)",
    # 004:L495, 004:L489
    "dlouhy_dostrel": "Dlouhý dostřel (sáhy)", "tezka": BOOK("Těžká (§vybaveni.zbrane.vlastnosti_zbrani)"),
    "lehka": BOOK("Lehká (§vybaveni.zbrane.vlastnosti_zbrani)"),
    # 004:L483
    "dlouha": BOOK("Dlouhá: dosah +1 sáh (§vybaveni.zbrane.vlastnosti_zbrani)"), "bonus": "Magický bonus",
    # 004:L497, 004:L491
    "munice": BOOK("Střelná: spotřebuje střelu (§vybaveni.zbrane.vlastnosti_zbrani)"),
    "strelivo": "Střelivo", "vystreleno": "Vystřeleno od posledního sběru",
    "nabijeci": BOOK("Nabíjecí: jedna střela za akci (§vybaveni.zbrane.vlastnosti_zbrani)"),
    # 004:L487, 004:L501
    "obourucne": "Jeden a půlruční: kostky oběma rukama (prázdné = není)",
    "vrhaci": BOOK("Vrhací: lze vrhnout s dostřelem výše (§vybaveni.zbrane.vlastnosti_zbrani)"),
}
WEAPON_ABILITIES: Final[dict[str, str]] = {
    "sila": "Síla", "obratnost": "Obratnost", "vytribena": "Vytříbená (Síla či Obratnost)"}


class _ItemFields:
    NAME: Final = "Předmět"
    POCET: Final = "Počet"
    VAHA: Final = "Váha kusu (lb)"


ITEM_FIELDS: Final = _ItemFields()


class _SlotFields:
    MAX: Final = "Pozic"
    USED: Final = "Utraceno"


SLOT_FIELDS: Final = _SlotFields()


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
    SPEED_NOW_HINT = BOOK("únava, zbroj, stavy (§unava; §vybaveni.zbroje_a_stity; §stavy.uchvaceny; §stavy.zadrzeny)")
    ABILITY_HINT = "oprava {mod}"
    SAVE = "Záchranný hod na {ability}: {bonus}"
    SAVE_HINT = "zdatnost přidá {bonus}"
    SKILL = "{name} ({abbr}) {bonus}"
    PASSIVE = "Pasivní {skill}"
    # 004:L100-L101
    PASSIVE_HINT = BOOK("10 + opravy, ±5 za výhodu/nevýhodu (§pasivni_overeni)")
    # 004:L124
    HP_MAX_HINT = BOOK("při únavě 4+ platí polovina (§unava)")
    # 004:L392
    TEMP_HINT = BOOK("nesčítají se (§boj.zraneni_a_leceni.snizeni_zivotu_na_0.docasne_zivoty)")
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
    AC_HINT = BOOK.cite("vybaveni.zbroje_a_stity")
    ADD_WEAPON = "Přidat zbraň"
    UNARMED = "Bez zbraně"
    # 004:L512
    UNARMED_VALUE = BOOK("{weapon} 1k4 (§vybaveni.zbrane.vlastnosti_zbrani.improvizovane_zbrane)")
    WEAPON_COUNT = "Zbraní"
    DEFENSE = "Zranění {dtype}"
    ITEM_TITLE = "{name} ×{count}"
    ADD_ITEM = "Přidat předmět"
    CARRIED = "Nesená váha"
    POUNDS = "{weight} lb"
    CAPACITY = "Nosnost"
    # 004:L171-L175
    CAPACITY_HINT = BOOK("Síla × 15, podle velikosti (§zvedani_a_noseni)")
    PUSH = "Tlačení, vlečení, zvedání"
    # 004:L173
    PUSH_HINT = BOOK("Síla × 30; víc než nosnost → rychlost 1 sáh (§zvedani_a_noseni)")
    COIN_VALUE = "Hodnota mincí"
    COIN_VALUE_TEXT = "{zl} zl {st} st {md} md"
    # 004:L455-L461
    COIN_HINT = BOOK("kurzy §vybaveni.mince.tabulka_standardnich_kurzu")
    SLOT_TITLE = "{level}. úroveň"
    JUMP = "{run} s rozběhem, {standing} z místa"
    LONG_JUMP = "Skok do dálky"
    # 004:L193
    LONG_JUMP_HINT = BOOK.cite("cestovani.zvlastni_druhy_pohybu.skakani")
    HIGH_JUMP = "Skok do výšky"
    # 004:L196
    HIGH_JUMP_HINT = BOOK.cite("cestovani.zvlastni_druhy_pohybu.skakani")
    BREATH = "Zadržení dechu"
    BREATH_VALUE = "{time}, pak {rounds}"
    # 004:L204
    BREATH_HINT = BOOK.cite("cestovani.duseni")
    MINUTES = "{n} min"
    SECONDS = "{n} s"


#: The reference: one table per condition (004:L514-L580); «stav» also finds them in a search.
class _ConditionTable:
    TITLE: Final = "Stav: {name}"
    COLUMN: Final = "Účinek"
    KEYWORD: Final = "stav"


CONDITION_TABLE: Final = _ConditionTable()


def cite(heading_id: str) -> str:
    """The book's chapter › section of a heading (``py_rules.headings``)."""
    return BOOK.cite(heading_id)


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
    NOT_RANGED: ClassVar[str] = BOOK("Zblízka jako improvizovanou lze udeřit jen zbraní na dálku, a ne při vrhu "
                                     "(§vybaveni.zbrane.vlastnosti_zbrani.improvizovane_zbrane).")


class SpellBook:
    """Who may copy a spell into a spellbook (004:L398-L411)."""

    # 004:L398-L401
    NO_BOOK: ClassVar[str] = ("Knihu kouzel si vede kouzelník; v deníku povolání kouzelník není ({cite}).")
    # 004:L401
    LEVEL: ClassVar[str] = ("Nalezené kouzlo {level}. úrovně si do knihy opsat nejde: takové kouzlo si ještě nemůžeš "
                            "připravit, deník nemá pozice kouzel té úrovně ({cite}).")
