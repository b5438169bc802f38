"""Every Czech string the player reads in the Fate game, in one place (a translation is a data change).

Quotes from the seed (``002:Lnn``) keep its wording with the source's typos corrected (issue 22; digest choice 14
kept them verbatim before): «cíli», «menší», «přijde», «volbu», «vaším».
"""

from __future__ import annotations

from typing import ClassVar, Final

from py_rules.czech import Noun
from py_rules.headings import Book

__all__ = [
    "ACTIONS",
    "ACTION_INTENTS",
    "ACTION_RESULTS",
    "AFTER_ROLL", "APPROACHES", "APPROACH_HINTS",
    "CONDITION_KINDS",
    "CONSEQUENCE_KINDS",
    "ERRORS", "HARM_MODELS", "HARM_TEXT", "LABELS",
    "MILESTONES",
    "OUTCOMES",
    "OUTCOME_MEANINGS",
    "SCENE_TEXT", "STACKING_MODES",
]

BOOK = Book("py_rules.systems.fate")

APPROACHES: Final[dict[str, str]] = {
    "styl": "Styl",
    "soustredeni": "Soustředění",
    "sila": "Síla",
    "uskocnost": "Úskočnost",
    "spech": "Spěch",
    "intelekt": "Intelekt",
}

# 002:L61-L66
APPROACH_HINTS: Final[dict[str, str]] = {
    "styl": "Akce, která k vám přitahuje pozornost; je elegantní a stylová.",
    "soustredeni": "Časově náročná akce s důrazem na detail, správně napoprvé.",
    "sila": "Akce, která vyžaduje spíš hrubou sílu než jemnost.",
    "uskocnost": "Odlákání pozornosti, zastření nebo klamání.",
    "spech": "Rychlý a obratný pohyb.",
    "intelekt": "Rychlé uvažování, řešení složitých problémů.",
}

ACTIONS: Final[dict[str, str]] = {
    "advantage": "Vytvoření výhody",
    "overcome": "Překonání",
    "attack": "Útok",
    "defend": "Obrana",
}

# 002:L90, L100, L108, L114
ACTION_INTENTS: Final[dict[str, str]] = {
    "advantage": "Ovlivnit skutečnost nebo situaci a získat tak následný benefit pro sebe nebo spojence.",
    "overcome": "Přímo dosáhnout cíle nebo odstranit nebo překonat překážku mezi vámi a cílem.",
    "attack": "Někoho psychicky nebo fyzicky zranit.",
    "defend": "Zabránit zranění sebe nebo spojenců nebo zabránit vytvoření výhody proti vám.",
}

OUTCOMES: Final[dict[str, str]] = {
    "failure": "Selhání",
    "tie": "Remíza",
    "success": "Úspěch",
    "style": "Úspěch se stylem",
}

# 002:L125-L128, verbatim
OUTCOME_MEANINGS: Final[dict[str, str]] = {
    "failure": "Nedosáhli jste svého záměru nebo ano, ale za výraznou cenu.",
    "tie": "Svého záměru jste dosáhli částečně, dosáhli ho za menší cenu nebo se změnila situace.",
    "success": "Dosáhli jste svého záměru.",
    "style": "Dosáhli jste svého záměru a získali další bonus.",
}

# the section of «Čtyři akce a čtyři výsledky» each action's outcomes are cited by
_ADVANTAGE = BOOK.cite("ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody")
_OVERCOME = BOOK.cite("ctyri_akce_a_ctyri_vysledky.prekonani")
_ATTACK = BOOK.cite("ctyri_akce_a_ctyri_vysledky.utok")
_DEFEND = BOOK.cite("ctyri_akce_a_ctyri_vysledky.obrana")

# (action, outcome) -> (verbatim seed text, its section)
ACTION_RESULTS: Final[dict[tuple[str, str], tuple[str, str]]] = {
    ("advantage", "success"): ("Vytvoříte aspekt s volným vyvoláním nebo přidáte vyvolání na existující aspekt.",
                               # 002:L152
                               _ADVANTAGE),
    # 002:L154
    ("advantage", "style"): ("Vytvoříte aspekt se dvěma volnými vyvoláními nebo dvě přidáte.",
                             _ADVANTAGE),
    ("advantage", "tie"): ("Získáte posílení, jedno volné vyvolání, které musíte použít do konce příštího kola.",
                           # 002:L156
                           _ADVANTAGE),
    ("advantage", "failure"): ("U nového aspektu se můžete rozhodnout, že jej nevytvoříte, nebo vytvoříte aspekt, "
                               "ale volné vyvolání na něj získá oponent. U stávajících aspektů nezískáte žádnou "
                               # 002:L158
                               "výhodu ani neposkytnete protivníkovi vyvolání zdarma.", _ADVANTAGE),
    ("overcome", "success"): ("Uskutečníte svůj záměr, dosáhnete cíle, obejdete překážku nebo překážku zcela "
                              # 002:L162
                              "odstraníte.", _OVERCOME),
    # 002:L164
    ("overcome", "style"): ("Uspějete a získáte posílení.", _OVERCOME),
    ("overcome", "tie"): ("Dosáhnete svého cíle, ale za menší cenu, například Vypravěč přijde s komplikací nebo "
                          # 002:L166
                          "představí těžkou volbu.", _OVERCOME),
    ("overcome", "failure"): ("Máte před sebou těžkou volbu. Můžete jednoduše selhat, nebo uspějete za vážnou "
                              # 002:L168
                              "cenu tak, jak určí Vypravěč.", _OVERCOME),
    # 002:L172
    ("attack", "success"): ("Váš útok způsobí vašemu cíli škody rovné vašim posunům.", _ATTACK),
    ("attack", "style"): ("Váš útok způsobí vašemu cíli škody rovné vašim posunům s možností obětovat jeden posun "
                          # 002:L174
                          "a získat posílení.", _ATTACK),
    # 002:L178
    ("attack", "tie"): ("Váš útok nezpůsobí žádné škody, ale získáte posílení.", _ATTACK),
    # 002:L180
    ("attack", "failure"): ("Váš útok zcela mine.", _ATTACK),
    # 002:L184
    ("defend", "success"): ("Většinou zůstanete vaším protivníkem nedotčeni.", _DEFEND),
    # 002:L184
    ("defend", "tie"): ("Většinou zůstanete vaším protivníkem nedotčeni.", _DEFEND),
    # 002:L186
    ("defend", "style"): ("Úspěšně se ubráníte a získáte posílení.", _DEFEND),
    # 002:L188
    ("defend", "failure"): ("Váš protivník vám způsobil újmu nebo proti vám vytvořil výhodu.",
                            _DEFEND),
}

HARM_MODELS: Final[dict[str, str]] = {
    "fae": "Fate Accelerated (stres 1-2-3, následky)",
    "core": "Fate Core (fyzický a psychický stres, i krajní následek)",
    "condensed": "Fate Condensed (jednobodová políčka stresu)",
    "conditions": "Stavy (Fate System Toolkit)",
}

CONSEQUENCE_KINDS: Final[dict[str, str]] = {
    "mild": "Drobný následek",
    "moderate": "Mírný následek",
    "severe": "Vážný následek",
    "extreme": "Krajní následek",
}

CONDITION_KINDS: Final[dict[str, str]] = {
    "fleeting": "Pomíjivý stav",
    "sticky": "Přetrvávající stav",
    "lasting": "Trvalý stav",
}

STACKING_MODES: Final[dict[str, str]] = {
    "condensed": "Fate Condensed: jedno placené + libovolně volných na aspekt",
    "core": "Fate Core: volná se sčítají s jedním placeným",
    "fae": "Fate Accelerated: každý aspekt jednou (kromě dvou volných ze stylu)",
}

MILESTONES: Final[dict[str, str]] = {
    "scene": "Konec scény",
    "session": "Konec sezení",
    "scenario": "Konec scénáře",
}


class _Labels:
    """Other labels and message templates (``str.format`` placeholders)."""

    GAME_TITLE = "Fate (přístupy, Dresden Files Accelerated)"
    GAME_DESCRIPTION = ("Fate se šesti přístupy: 4dF + přístup proti opozici, čtyři akce a čtyři výsledky, "
                        "aspekty, body osudu, stres a následky.")
    HIGH_CONCEPT = "Základní koncept"
    TROUBLE = "Problém"
    ASPECTS = "Další aspekty"
    ASPECT = "Aspekt"
    ADD_ASPECT = "Přidat aspekt"
    APPROACHES = "Přístupy"
    STUNTS = "Triky"
    ADD_STUNT = "Přidat trik"
    STUNT_NAME = "Název triku"
    STUNT_DESCRIPTION = "Popis (Protože…, získám +2, když…)"
    STUNT_APPROACH = "Přístup"
    STUNT_ACTION = "Akce"
    STUNT_BONUS = "Bonus"
    ANY = "jakýkoli"
    FATE_POINTS = "Body osudu"
    BASE_REFRESH = "Základní obnova"
    REFRESH = "Obnova"
    STACKING = "Skládání vyvolání"
    NOTES = "Poznámky"
    NAME = "Jméno"
    HARM = "Zranění"
    HARM_MODEL = "Model zranění"
    BOX = "políčko {value}"
    TAKEN = "Zabráno"
    RECOVERING = "Léčí se"
    THIS_CONFLICT = "Z tohoto konfliktu"
    CONDITIONS = "Stavy"
    CONDITION_NAME = "Název stavu"
    CONDITION_KIND = "Druh"
    MARKED = "Zaškrtnuto"
    ADD_CONDITION = "Přidat stav"
    TAKEN_OUT = "Vyřazen(a)"
    TRACK_BOXES = "Políčka stopy"
    RATING_RANGE = "rozsah Nevalný (+0) až Dobrý (+3)"
    # 002:L68
    RATING_WARNING = BOOK("{approach} {rating}: mimo {range} (§zvolte_si_sve_pristupy)")
    FAE_ARRAY = "Obvyklé rozdělení: +3, +2, +2, +1, +1, +0"
    NO_STUNT = "bez triku"
    NO_OPPOSITION = "žádná (automatický úspěch; ne pro útok a obranu)"
    STATIC = "pevná obtížnost"
    ACTIVE = "aktivní protivník (hází 4 kostkami Fate)"
    GROUP_ROLL = "Hod"
    GROUP_FATE = "Body osudu"
    GROUP_HARM = "Zranění"
    GROUP_SETUP = "Nastavení"
    ACTION = "Akce"
    APPROACH = "Přístup"
    OPPOSITION_KIND = "Opozice"
    OPPOSITION = "Obtížnost / hodnocení protivníka"
    OPPOSITION_HINT = ("Pevná obtížnost: běžně +0, Slušná (+2), Skvělá (+4) (Fate SRD). "
                       "U protivníka jeho přístup a bonusy.")
    STUNT = "Trik"
    PAID_INVOKES = "Vyvolání za bod osudu"
    # 002:L138
    PAID_HINT = BOOK("Každé stojí 1 bod osudu a dává +2, nebo přehození (§triky_vyvolani_a_spoluprace).")
    FREE_INVOKES = "Volná vyvolání"
    FREE_HINT = "Volná vyvolání z aspektů a posílení na scéně; každé +2, nebo přehození."
    PAID_ASPECT = "Aspekt {n}. vyvolání za bod osudu"
    PAID_ASPECT_HINT = ("Každé vyvolání za bod osudu pojmenuje svůj aspekt; stejný aspekt nelze v jednom hodu "
                        "vyvolat za bod osudu dvakrát (Fate SRD, nastavení „Skládání vyvolání“).")
    FREE_ASPECT = "Aspekt {n}. volného vyvolání"
    FREE_ASPECT_HINT = "Nepovinné: pojmenované volné vyvolání se počítá do pravidla skládání vyvolání."
    REROLLS = "Z toho přehození"
    REROLL_HINT = "Kolik vyvolání použít na přehození všech čtyř kostek místo +2; nový hod platí, i když je horší."
    HELPER = "Pomocník {n}"
    NOBODY = "nikdo"
    # 002:L142
    HELPER_HINT = BOOK("Hodnocení každého pomáhajícího spojence v přístupu, kterým házíte. Každý dá +1; spojenec s +0 "
                       "nebo méně pomoci nemůže (§sila_spoluprace).")
    HELPER_CANNOT = "{label} – nepomůže"
    HELPER_LIMIT = "Nejvíc pomocníků (určí Vypravěč)"
    # 002:L142
    TEAMWORK_TEXT = BOOK("Pomocníci: {bonus} ({parts}; §sila_spoluprace).")
    TW_COUNTED = ("{ratings} pomáhá", "{ratings} pomáhají")
    TW_OVER = ("{ratings} už nepomáhá – Vypravěč dovolil nejvýš {limit}",
               "{ratings} už nepomáhají – Vypravěč dovolil nejvýš {limit}")
    TW_LOW = ("{ratings} nepomáhá – přístup není vyšší než +0", "{ratings} nepomáhají – přístup není vyšší než +0")
    HELPER_FORMS = Noun("pomocník", "pomocníci", "pomocníků", acc=("pomocníka", "pomocníky"))  # «nejvýš 2 pomocníky»
    NEW_ASPECT = "Vytvářím nový aspekt"
    GIVE_OPPONENT = "Při selhání aspekt přesto vytvořit (volné vyvolání získá oponent)"
    ACCEPT_COST = "Při selhání uspět za vážnou cenu"
    STYLE_BOOST = "Při úspěchu se stylem obětovat posun za posílení"
    DEFEND_OTHER = "Bráním efektu mířenému na jiného"
    OPTION_NAMES: ClassVar[dict[str, str]] = {"give_opponent": GIVE_OPPONENT, "accept_cost": ACCEPT_COST,
                                              "style_boost": STYLE_BOOST, "defend_other": DEFEND_OTHER}
    ROLL_LABEL = "Hodit na akci"
    SHIFT_FORMS = Noun("posun", "posuny", "posunů")  # accusative alike
    INVOKE_FORMS = Noun("vyvolání", "vyvolání", "vyvolání")
    TAKEN_FORMS = Noun("zabraný", "zabrané", "zabraných")
    CHARACTER = "Postava"
    BOX_VALUE = "Hodnota políčka"
    ADD_BOX = "Přidat políčko"
    BOX_HINT = "Fate Core: vysoké hodnocení přidává políčka 3 a 4."
    KIND = "Druh"
    CONSEQUENCES = "Následky"
    ADD_CONSEQUENCE = "Přidat políčko následku"
    MODEL_HINT = "Změna akcí „Změnit model zranění“."
    STRESS = "Stres"
    STRESS_FREE = "volná {free} z {total}"
    WARNING = "Pozor"
    NEW_STUNT = "Nový trik"
    NEW_CONDITION = "Nový stav"
    STUNTS_HINT = "První tři triky jsou zdarma, každý další sníží obnovu o 1; obnova nesmí klesnout pod 1 (FAE SRD)."
    REFRESH_HINT = "Základní obnova minus triky nad tři."
    # 002:L33
    NO_OPPOSITION_ODDS = BOOK("Bez opozice postava uspěje bez hodu (§popiste_akci_urcete_opozici).")
    AGAINST_ACTIVE = "aktivnímu protivníkovi"
    AGAINST_STATIC = "pevné obtížnosti"
    ODDS_SUMMARY = "4 kostky Fate {modifier} proti {against} {opposition}: {parts}."
    FX_FREE_INVOKES = "Volná vyvolání pro tebe: {n} (zapiš je na scénu)."
    # 002:L158
    FX_OPPONENT = BOOK("Aspekt vznikne, ale volné vyvolání na něj získá oponent "
                       "(§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody).")
    # 002:L156
    FX_BOOST = BOOK("Získáváš posílení: jedno volné vyvolání do konce příštího kola "
                    "(§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody).")
    # 002:L172
    FX_HARM = BOOK("Cíl utrží {shifts} zranění (§ctyri_akce_a_ctyri_vysledky.utok).")
    # 002:L166
    FX_MINOR_COST = BOOK("Cíle dosáhneš, ale za menší cenu; Vypravěč přijde s komplikací "
                         "(§ctyri_akce_a_ctyri_vysledky.prekonani).")
    # 002:L168
    FX_SERIOUS_COST = BOOK("Zvolil(a) jsi uspět za vážnou cenu, kterou určí Vypravěč "
                           "(§ctyri_akce_a_ctyri_vysledky.prekonani).")
    # 002:L174
    FX_STYLE_OPTION = BOOK("Místo toho můžeš obětovat jeden posun: zranění {shifts} a posílení "
                           "(§ctyri_akce_a_ctyri_vysledky.utok).")
    # 002:L118
    FX_DEFEND_OTHER = BOOK("Bránil(a) jsi jiného a selhal(a): všechny negativní dopady padají na tebe (§obrana).")
    # 002:L33
    NO_OPPOSITION_TEXT = BOOK("{action}: bez opozice postava uspěje a nehází se (§popiste_akci_urcete_opozici).")
    ROLL_TEXT = "{action}, přístup {approach}: hod {dice} = {dice_total}, modifikátor {modifier} → {total}."
    REROLLED = "Přehozeno (první hod {dice}); platí nový hod."
    OPPONENT_TEXT = "Protivník: hod {dice} = {dice_total}, hodnocení {rating} → {total}."
    OPPOSITION_TEXT = "Opozice {total}."
    FOR_YOU = "ve tvůj prospěch"
    FOR_OPPOSITION = "pro opozici"
    # 002:L122-L128
    SHIFTS_TEXT = BOOK("{diff} → {outcome} (§cteni_vysledku_hodu). {action}: „{result}“ ({line}).")
    SHIFTS_DIFF = "Rozdíl {shifts} {who}"
    # 002:L126 «Žádné posun – Remíza» (typo corrected)
    NO_SHIFT = "Žádný posun"
    # 002:L138
    FP_SPENT = BOOK("Body osudu: {before} → {after} (vyvolání, §triky_vyvolani_a_spoluprace).")
    POINT_FORMS = Noun("bod", "body", "bodů")
    # 002:L41, 002:L36
    ROLL_HINT = BOOK("Hod čtyřmi kostkami Fate + přístup (§hazeni_kostkami; §popiste_akci_urcete_opozici). Fyzické "
                     "kostky zadejte jako -1, 0, 1: nejdřív vaše čtyři, u aktivního protivníka pak jeho čtyři, pak "
                     "čtyři za každé přehození.")


LABELS: Final = _Labels()


class _Errors:
    """Error messages (``RuleViolation`` / validation), as ``str.format`` templates."""

    CONSEQUENCE_NOT_TAKEN = "Léčit se ani patřit ke konfliktu nemůže následek, který není zabraný."
    TOO_MANY_STUNTS = "Tolik triků nejde: obnova by klesla pod {minimum} (Fate SRD, triky)."
    PAID_TWICE = "Aspekt „{aspect}“ nelze v jednom hodu vyvolat za body osudu dvakrát."
    FAE_ONCE = ("Podle Fate Accelerated lze aspekt „{aspect}“ v jednom hodu vyvolat jen jednou (výjimkou jsou "
                "dvě volná vyvolání z úspěchu se stylem).")
    COMPEL_REFUSE_AT_ZERO = "Vynucení nelze odmítnout bez bodu osudu; zbývá jen přijmout (+1)."
    NO_TRACK = "Taková stopa stresu neexistuje."
    ONE_BOX = "V tomto modelu pohltí jeden zásah nejvýš jedno políčko stresu."
    BOX_USED = "Zvolené políčko stresu neexistuje nebo je už zaškrtnuté."
    CONSEQUENCE_USED = "Zvolený následek neexistuje nebo je už zabraný."
    CONDITION_USED = "Zvolený stav neexistuje nebo je už zaškrtnutý."
    TOO_LITTLE = "Zvolená kombinace pohltí jen {absorbed} z {shifts} posunů."
    REROLLS = "Přehození je druh vyvolání: nemůže jich být víc než vyvolání."
    NO_STUNT = "Zvolený trik postava nemá."
    STUNT_MISMATCH = "Trik „{name}“ na tuto kombinaci přístupu a akce neplatí."
    TAKEN_OUT_NO_ROLL = "Postava je vyřazená; v tomto konfliktu už nejedná."
    NOT_ENOUGH_FP = "Na {invokes} nemáš dost bodů osudu (máš {points})."
    ALREADY_OUT = "Postava už je vyřazená."
    # 002:L110, 002:L116
    NEEDS_OPPONENT = BOOK("{action} má vždy protivníka: cíl útoku se smí bránit a obrana odpovídá na čin někoho jiného "
                          "(§utok; §obrana). Zvolte pevnou obtížnost nebo aktivního protivníka.")
    OPTION_OTHER_ACTION = "Volba „{option}“ platí jen pro akci {action}; u této akce ji vypněte."
    # 002:L158
    GIVE_OPPONENT_EXISTING = BOOK("U stávajícího aspektu se při selhání nic nevytváří a oponent vyvolání nezíská "
                                  "(§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody); volbu vypněte.")
    # 002:L33
    NOTHING_TO_ADD_UNOPPOSED = BOOK("Bez opozice postava uspěje bez hodu (§popiste_akci_urcete_opozici): triky, "
                                    "vyvolání ani pomocníci nejsou potřeba.")
    OLD_LAST_ROLL = "Uložený poslední hod postavy Fate není platný záznam."
    OLD_SCENE_ASPECTS = "Aspekty uložené scény Fate nejsou seznam."
    OLD_SCENE_PEOPLE = "Účastníci uložené scény Fate nejsou seznam."
    OLD_SCENE_ROLL = "Poslední hod uložené scény Fate není platný záznam."
    OLD_SCENE_ATTACK = "Rozehraný útok uložené scény Fate není platný záznam."
    NAME_PAID_INVOKE = "Pojmenujte aspekt každého vyvolání za bod osudu."
    PAID_NAMES_OVER = "Aspektů vyvolaných za bod osudu je zapsáno víc, než kolik je vyvolání za bod osudu."
    FREE_NAMES_OVER = "Aspektů volných vyvolání je zapsáno víc, než kolik je volných vyvolání."
    NAME_CONSEQUENCE = ("Zásah bere následek „{kind}“: pojmenujte ho jako aspekt (Fate SRD, následky); nic se "
                        "nezměnilo.")
    OUT_CANNOT_CONCEDE = "Vyřazená postava se už vzdát nemůže; vzdát se lze jen před hodem protivníka."
    MODEL_IN_USE = "Model zranění lze změnit jen bez zaškrtnutého stresu a zabraných následků."
    NO_FP_TO_INVOKE = "Na vyvolání nemáš bod osudu; použij volné vyvolání ze scény."
    TOO_MANY_INVOKES = "K jednomu hodu víc než {limit} vyvolání aplikace nevede."
    BOOST_ONE = "Posílení je právě jedno volné vyvolání; použité posílení ze scény smažte."
    BOOST_NO_MORE = ("Posílení „{text}“ další volné vyvolání nedostane: posílení je právě jedno. Vytvořte výhodu "
                     "jako nový aspekt.")
    SCENE_FULL = "Na scéně je už {limit} aspektů; nějaké nejdřív odstraňte."
    NO_ASPECT = "Takový aspekt na scéně není."
    NO_FREE_INVOKE = "Na aspektu „{aspect}“ nezbývá volné vyvolání; vyvolej ho za bod osudu."
    ROLL_FULL = "V jednom hodu je vyvolání už příliš mnoho."
    ROUNDS = "Víc než {limit} kol aplikace nevede."
    ROLLS = "Víc než {limit} hodů na jedné scéně aplikace nevede; ukončete scénu a začněte novou."
    BOOST_LAST_ROUND = ("V kole {limit} už posílení vzniknout nemůže: platilo by do kola {after}, a víc než {limit} "
                        "kol aplikace nevede. Ukončete scénu a začněte novou.")


ERRORS: Final = _Errors()


class _HarmText:
    """Harm, conceding, compels, milestones and recovery (Fate SRD)."""

    TAKE_HIT = "Utrpět zásah"
    CONCEDE = "Vzdát se"
    RECOVER = "Začít léčit následek"
    COMPEL = "Vynucení"
    MILESTONE = "Konec scény / sezení"
    SET_MODEL = "Změnit model zranění"
    SHIFTS = "Posuny zásahu"
    TRACK = "Stopa stresu"
    MODE = "Způsob"
    MODES: ClassVar[dict[str, str]] = {"auto": "automaticky (nejmenší újma)", "manual": "ručně (zvolím políčka)",
                                       "taken_out": "vyřazení"}
    STRESS_BOX = "Políčko stresu"
    EXTRA_BOX = "Další políčko (jen Condensed a stavy)"
    CONSEQUENCE = "Následek"
    SECOND_CONSEQUENCE = "Druhý následek"
    CONDITION = "Stav"
    NONE_N = "žádné"
    NONE_M = "žádný"
    DASH = "—"
    BOX_CHECKED = "{track}: zaškrtnuto políčko {value}."
    CONSEQUENCE_TAKEN = "{kind} „{name}“: zabrán; útočník na něj má jedno volné vyvolání (Fate SRD, následky)."
    CONSEQUENCE_NAME = "Název následku (aspekt)"
    CONSEQUENCE_NAME_HINT = "Povinný, bere-li zásah následek: následek je aspekt, např. „Zlomená ruka“."
    SECOND_CONSEQUENCE_NAME = "Název druhého následku"
    CONDITION_MARKED = "Stav „{name}“: zaškrtnut."
    TAKEN_OUT_LABEL = "Vyřazení"
    TAKEN_OUT_TEXT = ("Zásah za {shifts}: {why} Postava je vyřazena; o jejím osudu vypráví útočník "
                      "(Fate SRD, vyřazení).")
    TAKEN_OUT_CHANGE = "Vyřazen(a) z konfliktu."
    WHY_CHOSEN = "hráč volí vyřazení."
    WHY_TOO_MUCH = "stres ani následky ho nepohltí."
    ABSORBED = "Zásah pohlcen"
    # 002:L172
    ABSORBED_TEXT = BOOK("Zásah za {shifts} pohlcen ({absorbed}): {lines} Model: {model} (Fate SRD; "
                         "§ctyri_akce_a_ctyri_vysledky.utok odkazuje na str. 187).")
    CONCEDED = "Vzdání se"
    CONCEDE_TEXT = ("Vzdáváš se před hodem protivníka: máš slovo v tom, jak odejdeš, a získáváš {gain} osudu "
                    "(1 + {taken} za následky z tohoto konfliktu; Fate SRD, vzdání se).")
    FP_CHANGE = "Body osudu: {before} → {after}."
    COMPEL_ACCEPTED = "přijato: +1 bod osudu"
    COMPEL_REFUSED = "odmítnuto: platíš 1 bod osudu"
    COMPEL_TEXT = "Vynucení {what} (Fate SRD, vynucení)."
    COMPEL_ACCEPT = "Přijímám (jinak platím bod osudu)"
    HEALED = "{kind} „{aspect}“ se zahojil."
    REFRESHED = "Body osudu: {before} → {after} (obnova)."
    STRESS_CLEARED = "Stres a pomíjivé stavy vymazány."
    MILESTONE_TEXT = ("{label}: {changes} (Fate SRD: stres mizí po scéně, obnova na začátku sezení, léčené "
                      "následky mizí po scéně / sezení / scénáři.)")
    MILESTONE_KIND = "Co skončilo"
    MODEL_TEXT = "Model zranění: {label} (volba aplikace)."
    MODEL_CHANGE = "Model zranění: {label}."
    RECOVERY_STARTS = "Léčení začíná"
    FAE_NO_ROLL = "FAE: stačí zdůvodnit, nehází se."
    NOTHING_TO_HEAL = "Není co léčit"
    NOTHING_TO_HEAL_TEXT = "Tento následek není zabraný; není co léčit."
    RECOVERY_FAILED = "Léčení: {total} proti {target} — selhání, léčení nezačíná (Core SRD)."
    RECOVERY_TEXT = ("{kind}: léčení začíná; zmizí na konci scény (drobný), sezení (mírný) nebo scénáře (vážný) "
                     "(FAE/Core SRD).")
    RECOVERY_CHANGE = "{kind}: léčí se."
    ON_SELF = "Léčím sám sebe (+2 k obtížnosti)"


HARM_TEXT: Final = _HarmText()


class _AfterRoll:
    """Invoking after the roll."""

    LABEL = "Vyvolat aspekt po hodu"
    # 002:L138
    HINT = BOOK("Po hodu: +2, nebo přehození všech čtyř kostek (§triky_vyvolani_a_spoluprace). Fyzické kostky jen při "
                "přehození.")
    NO_ROLL = "Zatím žádný hod"
    NO_ROLL_ODDS = "Nejdřív hoďte na akci."
    NO_ROLL_TEXT = ("V deníku není žádný hod, ke kterému vyvolávat. Hod na scéně (Fate: scéna) se vyvolává po hodu "
                    "na scéně, akcí Vyvolat po hodu.")
    BONUS_SURE = "Bonus +2 je jistý."
    REROLL_ODDS = "Přehození: nové čtyři kostky, modifikátory i výsledek protivníka zůstávají."
    OPPOSITION_HAS = "opozice má {shifts}"
    DESCRIBE = "{action}: {dice} {modifier} = {total} proti {opposition}: {shifts} → {outcome}"
    HOW_BONUS = "+2"
    HOW_REROLL = "přehození všech čtyř kostek (nový hod platí)"
    PAID = "za bod osudu"
    FREE = "volné vyvolání (odečti ho na scéně)"
    LAST = "Poslední hod: {text}."
    # 002:L138
    # 002:L122-L128
    TEXT = BOOK("Vyvolání po hodu, {paid}: {how} (§triky_vyvolani_a_spoluprace). Předtím {before}; nyní {after} "
                "(§cteni_vysledku_hodu). {action}: „{result}“ ({line}).")
    USE = "Vyvolání"
    USES: ClassVar[dict[str, str]] = {"bonus": "+2 k hodu", "reroll": "přehodit"}
    PAID_TOGGLE = "Za bod osudu (jinak volné vyvolání)"
    ASPECT = "Vyvolaný aspekt"
    ASPECT_HINT = "Povinné za bod osudu; podle něj aplikace hlídá, kolikrát se aspekt v hodu vyvolal."
    SECTION = "Poslední hod"
    ROLL = "Hod"
    RESULT = "Výsledek"
    INVOKES = "Vyvolání k tomuto hodu"


AFTER_ROLL: Final = _AfterRoll()


class _SceneText:
    """The scene board ``fate_scena``."""

    TITLE = "Fate: scéna"
    DESCRIPTION = "Situační aspekty, posílení a volná vyvolání na scéně."
    SUBTITLE = "Scéna Fate"
    KINDS: ClassVar[dict[str, str]] = {"situation": "situační aspekt", "boost": "posílení", "consequence": "následek"}
    NOTHING = "Beze změny"
    BOOST_CREATED = "Posílení „{text}“ (1 volné vyvolání)."
    INVOKES_ADDED = "„{text}“: +{n} volná vyvolání."
    ASPECT_CREATED = "Aspekt „{text}“: {invokes} pro {holder}."
    CREATOR = "tvůrce"
    NO_CHANGE_TEXT = "{outcome}: „{result}“ ({line}). Na scéně se nic nemění."
    ADVANTAGE_TEXT = "{action} — {outcome}: „{result}“ ({line})."
    UNTIL_ROUND = "do konce kola {round}"
    UNTIL_SCENE = "do konce scény"
    UNTIL_NEXT_ROLL = "mimo konflikt jen pro příští hod (zmizí, až začne hod po něm)"
    BOOST = "Posílení"
    # 002:L156
    BOOST_TEXT = BOOK("Posílení „{text}“: jedno volné vyvolání, platí {until} "
                      "(§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody; volba aplikace).")
    BOOST_ADDED = "Posílení „{text}“ přidáno."
    NO_ASPECTS = "Na scéně zatím není žádný aspekt k vyvolání."
    HOW_PAID = "za bod osudu — odečti ho v deníku postavy (pole „Vyvolání za bod osudu“ v hodu)"
    HOW_FREE = "volné vyvolání spotřebováno — v hodu ho zadej jako „Volná vyvolání“"
    INVOKED = "Vyvolání"
    # 002:L138
    INVOKE_TEXT = BOOK("Vyvolán aspekt „{name}“: +2, nebo přehození (§triky_vyvolani_a_spoluprace); {how}.")
    INVOKE_CHANGE = "„{name}“: vyvolán ({how})."
    REMOVED = "Aspekt odstraněn"
    # 002:L102
    REMOVE_TEXT = BOOK("Aspekt „{name}“ odstraněn (obvykle úspěšným překonáním, §prekonani).")
    REMOVE_CHANGE = "„{name}“ odstraněn."
    NEW_ROLL = "Nový hod"
    NEW_ROLL_TEXT = "Vyvolání předchozího hodu smazána; stejný aspekt lze znovu vyvolat."
    ROUND = "Kolo {round}"
    EXPIRED = "Posílení „{text}“ vypršelo."
    # 002:L156
    ROUND_TEXT = BOOK("Začíná kolo {round}.{lines} (Posílení platí do konce příštího kola, "
                      "§ctyri_akce_a_ctyri_vysledky.vytvoreni_vyhody.)")
    ROUND_CHANGE = "Kolo {before} → {after}."
    SCENE_END = "Konec scény"
    SCENE_END_TEXT = "Konec scény: zmizí {aspects} a posílení (FAE SRD); následky zůstávají."
    GONE = "„{text}“ zmizel."
    NEW_ASPECT = "nový aspekt"
    ROLL_OUTCOME = "Výsledek hodu"
    ASPECT = "Aspekt"
    NEW_TEXT = "Název nového aspektu / posílení"
    HOLDER = "Kdo má volná vyvolání"
    OPPONENT = "Oponent"
    OPPONENT_DEFAULT = "oponent"
    ADVANTAGE_DEFAULT = "Výhoda"
    PAID_TOGGLE = "Za bod osudu"
    BOOST_HOLDER = "Kdo ho má"
    A_ADVANTAGE = "Zapsat vytvoření výhody"
    A_BOOST = "Přidat posílení"
    A_INVOKE = "Vyvolat aspekt"
    A_REMOVE = "Odstranit aspekt"
    A_NEXT_ROUND = "Další kolo"
    G_ASPECTS = "Aspekty"
    G_INVOKES = "Vyvolání"
    G_SCENE = "Scéna"
    KIND = "Druh"
    FREE_INVOKES = "Volná vyvolání"
    EXPIRES = "Platí do konce kola"
    EXPIRES_ROLL = "Platí do konce hodu číslo"
    ROUND_LABEL = "Kolo"
    OUT_OF_CONFLICT = "Mimo konflikt"
    THIS_ROLL = "V tomto hodu"
    SCENE_NAME = "Název scény"
    IN_CONFLICT = "Probíhá konflikt"
    ASPECTS_SECTION = "Aspekty a posílení"
    ADD_ASPECT = "Přidat aspekt"
    NEW_ASPECT_DEFAULT = "Nový aspekt"
    FREE_INVOKE_FORMS = Noun("volné vyvolání", "volná vyvolání", "volných vyvolání")
    ASPECT_FORMS = Noun("aspekt", "aspekty", "aspektů")


SCENE_TEXT: Final = _SceneText()
