"""Every Czech player-facing string of the game «Boj k6 (Síla / Finesa / Duše)» in one place.

A translation or a wording fix is a data change here. The rules modules refer to typed constants
(``SHEET_TEXT.E_ZIVOTY``), so a misspelt name is a type error, not a ``KeyError`` in front of a player.
Seed line references (``003:Lnn``) point into the authoritative rules text of the combat chapter.
"""

from __future__ import annotations

from typing import Final

from py_rules import czech
from py_rules.headings import Book

__all__ = [
    "ACTIONS",
    "ATRIBUTY",
    "ATRIBUTY_7",
    "BOARD_ACTIONS",
    "BOARD_DESCRIPTION",
    "BOARD_FORM",
    "BOARD_HINT",
    "BOARD_MIMO_ZBROJ",
    "BOARD_TEXT",
    "BOARD_TITLE",
    "BOARD_VIEW",
    "CASTI_TELA",
    "DOSAHY",
    "DOSAHY_KRATKE",
    "DRUHY_VYHOD",
    "DRUHY_ZRANENI",
    "FOES_ACC",
    "FOES_GEN",
    "LIVES",
    "MANEVRY",
    "MEZIVYSLEDKY",
    "MIMO_ZBROJ",
    "PARTICIPANTS",
    "PROSTREDKY",
    "REZIMY",
    "RYCHLOSTI",
    "SHEET_FORM",
    "SHEET_HINT",
    "SHEET_OUTCOME",
    "SHEET_TEXT",
    "SHEET_VIEW",
    "STRANY",
    "SUCCESS",
    "SYSTEM_DESCRIPTION",
    "SYSTEM_TITLE",
    "TARGETS",
    "VZDALENOSTI",
    "WOUNDS_NOUN",
    "ZAMERY",
    "signed",
    "term",
]

BOOK = Book("py_rules.systems.boj_k6")

SYSTEM_TITLE = "Boj k6 (Síla / Finesa / Duše)"
SYSTEM_DESCRIPTION = (
    "Bojová kapitola české fantasy hry: k6 + Síla, Finesa nebo Duše, hod na úspěch a na obranu, "
    "úspěchy podle rozdílu hodů, zranění, vážná zranění a manévry."
)
BOARD_TITLE = "Boj k6 – bojové kolo"
BOARD_DESCRIPTION = (
    "Sdílený přehled kola pro Pána jeskyně: záměry a cíle všech účastníků, kdo koho ohrožuje, kdo hází "
    "na úspěch a kdo na obranu, navržené pořadí házení, vyhodnocení dvojic a utrácení úspěchů."
)

ATRIBUTY: dict[str, str] = {"sila": "Síla", "finesa": "Finesa", "duse": "Duše"}
ATRIBUTY_7: dict[str, str] = {"sila": "Silou", "finesa": "Finesou", "duse": "Duší"}

DRUHY_ZRANENI: dict[str, str] = {
    "bodne": "bodné",
    "secne": "sečné",
    "drtive": "drtivé",
    "ohen": "ohněm",
    "blesk": "bleskem",
    "mraz": "mrazem",
    "kyselina": "kyselinou",
    "jed": "jedem",
    "dusevni": "duševní",
    "jine": "jiné",
}

DOSAHY: dict[str, str] = {
    "zblizka": "zbraň na blízko",
    "strelna": "střelná zbraň",
    "vrhaci": "vrhací zbraň",
}

VZDALENOSTI: dict[str, str] = {
    "kontaktni": "kontaktní",
    "kratka": "krátká",
    "stredni": "střední",
    "dlouha": "dlouhá",
}

RYCHLOSTI: dict[str, str] = {
    "plazeni": "plazení",
    "chuze": "chůze",
    "beh": "běh",
    "konsky_beh": "koňský běh",
}

CASTI_TELA: dict[str, str] = {
    "hlava": "hlava",
    "oko": "oko",
    "telo": "tělo",
    "bricho": "břicho",
    "leva_ruka": "levá ruka",
    "prava_ruka": "pravá ruka",
    "leva_noha": "levá noha",
    "prava_noha": "pravá noha",
    "jine": "jiná část těla",
}

DRUHY_VYHOD: dict[str, str] = {
    "ztizeni_pohybu": "Ztížení pohybu",
    "ztizeni_viditelnosti": "Ztížení viditelnosti",
    "nevhodna_zbran": "Nevhodná zbraň",
    "nadmerny_naklad": "Nadměrný náklad",
    "kryt": "Kryt",
    "dezorientace": "Dezorientace",
    "strach": "Strach",
    "vyvedeni_z_rovnovahy": "Vyvedení z rovnováhy",
    "prekvapeni": "Překvapení",
    "strelba_na_utocnika_zblizka": "Střelba na útočníka zblízka",
    "strelba_na_bezici_cil": "Střelba na běžící cíl",
    "utok_do_zad": "Útok do zad",
    "vycerpani": "Vyčerpání",
    "vazne_zraneni_trupu": "Vážné zranění do těla",
    "vazne_zraneni_ruky": "Vážně zraněná ruka",
}

REZIMY: dict[str, str] = {
    "uspech": "Hod na úspěch (protivník se brání)",
    "vzajemny": "Vzájemný hod na úspěch (ohrožujete se navzájem)",
    "obrana": "Hod na obranu (protivník ohrožuje tebe)",
}

STRANY: dict[str, str] = {"druzina": "Družina", "protivnici": "Protivníci"}

ZAMERY: dict[str, str] = {
    "utok": "Ohrožuje (útok, kouzlo, manévr)",
    "plna_obrana": "Plná obrana",
    "mireni": "Míření",
    "finta": "Klamný útok / finta",
    "rozptyleni": "Rozptýlení protivníka",
    "prolomeni": "Prolomení nevýhody",
    "utek": "Útěk",
    "nabiti": "Nabít (bez výstřelu)",
    "sebrani": "Sebrat zbraň ze země",
    "svazani": "Svázat drženého (obě ruce)",
    "jine": "Něco jiného (nikoho neohrožuje)",
}

MANEVRY: dict[str, str] = {
    "zadny": "—",
    "znevyhodnit": "Znevýhodnit / srazit / chytit (1 úspěch)",
    "zatlacit": "Zatlačit nebo odtáhnout (1 úspěch)",
    "zabranit": "Zabránit v akci (1 úspěch)",
    "chytit_stit": "Chytit štít (1 úspěch)",
    "unik": "Dostat se z nevýhody (1 úspěch)",
    "odzbrojeni": "Odzbrojit (2 úspěchy)",
    "propast": "Srazit do propasti / pasti (2 úspěchy)",
    "umlceni": "Zabránit v mluvení a kouzlení (2 úspěchy)",
    "obe_ruce": "Chytit obě ruce (2 úspěchy)",
    "strcit_na_jineho": "Strčit na jiného, rozhodit ho (2 úspěchy)",
    "osvobodit": "Donutit pustit, koho drží (1 úspěch)",
    "vzdani": "Přimět ke vzdání – rozhodne Pán jeskyně (1 úspěch)",
    "sebrat_zbran": "Sebrat svou zbraň a hned s ní ohrozit (1 úspěch)",
}

MEZIVYSLEDKY: dict[str, str] = {
    "odzbrojeni": "zbraň zaklesnutá – k odzbrojení chybí 1 úspěch",
    "propast": "balancuje na hraně – ke sražení chybí 1 úspěch",
    "umlceni": "sevření – k zacpání úst chybí 1 úspěch",
}


class _SheetText:
    """Labels and messages of the character sheet and its rules (``str.format`` templates)."""

    # sections and fields of the character sheet
    SEC_VLASTNOSTI: Final = "Vlastnosti a životy"
    SEC_OBRANA: Final = "Zbroj, štít a odolnosti"
    SEC_ZBRANE: Final = "Zbraně a munice"
    SEC_KOUZLA: Final = "Kouzla"
    SEC_ZRANENI: Final = "Vážná zranění"
    SEC_POHYB: Final = "Pohyb a soustředění"
    SEC_POZNAMKY: Final = "Poznámky"
    JMENO: Final = "Jméno"
    POZNAMKY: Final = "Poznámky"
    ZIVOTY: Final = "Životy"
    ZIVOTY_MAX: Final = "Životy (max.)"
    ZBROJ: Final = "Zbroj"
    ZBROJ_TEZKA: Final = "Těžká zbroj (na blízko vždy Síla)"
    ZBROJ_DRUHY: Final = "Zbroj podle druhu zranění"
    ZBROJ_CASTI: Final = "Části zbroje"
    CAST: Final = "Část"
    NASAZENA: Final = "Nasazená"
    STIT: Final = "Štít"
    STIT_MA: Final = "Má štít"
    STIT_POUZITELNY: Final = "Štít lze použít"
    ODOLNOSTI: Final = "Odolnosti"
    DRUH: Final = "Druh zranění"
    HODNOTA: Final = "Hodnota"
    NAZEV: Final = "Název"
    ZRANENI_ZBRANE: Final = "Zranění"
    VAHA: Final = "Těžká zbraň"
    DVOJRUCNI: Final = "Dvojruční"
    DOSAH: Final = "Použití"
    PRIDANE_KZ: Final = "Přidané zranění (kz)"
    PRIDANE_DRUH: Final = "Druh přidaného zranění"
    MUNICE_SLEDOVAT: Final = "Počítat munici"
    MUNICE: Final = "Munice (ks)"
    NABITO: Final = "Nabito"
    OBRANA_KOUZLA: Final = "Cíl se brání"
    KZ: Final = "Zranění (kz)"
    PLOSNE: Final = "Plošné"
    SOUSTREDENI_KOUZLA: Final = "Vyžaduje soustředění"
    OBRANNE: Final = "Jen obranné"
    UTOK_NA_DVA_CILE: Final = "Schopnost „útok na dva cíle“"
    INFRAVIDENI: Final = "Schopnost „infravidění“"
    ULTRASLUCH: Final = "Schopnost „ultrasluch“"
    RYCHLOST: Final = "Rychlost"
    RYCHLOST_UPRAVY: Final = "Zrychlení (+) / zpomalení (−) o stupně"
    SOUSTREDENI: Final = "Udržované soustředění (kouzlo)"
    CAST_TELA: Final = "Část těla"
    POPIS: Final = "Popis"
    PRIDAT_ZBRAN: Final = "Přidat zbraň"
    PRIDAT_KOUZLO: Final = "Přidat kouzlo"
    PRIDAT_ODOLNOST: Final = "Přidat odolnost"
    PRIDAT_DRUH: Final = "Přidat zbroj pro druh"
    PRIDAT_CAST: Final = "Přidat část zbroje"
    PRIDAT_ZRANENI: Final = "Přidat vážné zranění"
    NOVA_ZBRAN: Final = "Nová zbraň"
    NOVE_KOUZLO: Final = "Nové kouzlo"
    NOVA_CAST: Final = "Helma"
    DYKA: Final = "Dýka"
    LUK: Final = "Luk"
    EFEKTIVNI_RYCHLOST: Final = "Skutečná rychlost"
    STAV: Final = "Stav"
    VYRAZEN: Final = "Vyřazení z boje"
    V_BOJI: Final = "V boji"
    CERSTVE: Final = "Bez vážných zranění"
    # badges
    B_VYRAZEN: Final = "Vyřazení z boje"
    B_ZIVOTY: Final = "Životy"
    B_ZBROJ: Final = "Zbroj"
    B_STIT: Final = "Štít"
    B_STIT_NE: Final = "Štít nelze použít"
    B_SOUSTREDENI: Final = "Soustředí se"
    B_VAZNE: Final = "Vážně zraněný"
    # errors
    E_ZIVOTY: Final = "Životy nesmí být víc než maximum ({max})."
    E_DRUH_DVAKRAT: Final = "Druh zranění „{druh}“ je v seznamu dvakrát."
    E_JMENO_DVAKRAT: Final = "Jméno „{jmeno}“ má už jiný účastník."
    E_NEZNAMY_PROSTREDEK: Final = "Zvolená zbraň nebo kouzlo „{p}“ v deníku není."
    # 003:L180
    E_KOUZLO_OBRANNE: Final = BOOK("Obranným kouzlem „{nazev}“ nelze útočit, jen se jím bránit (§hod_na_obranu).")
    # 003:L431
    E_MIRENI_KOUZLO: Final = BOOK("Při sesílání kouzla mířit nejde (§mireni).")
    # 003:L429-L431
    E_MIRENI_ZBLIZKA: Final = BOOK("Míření dává výhodu jen na výstřel nebo hod vrhací zbraní (§mireni).")
    # 003:L429
    E_MIRENI_OBRANA: Final = BOOK("Výhoda za míření platí pro tvůj výstřel, ne pro hod na obranu (§mireni).")
    # 003:L357
    E_PLNA_OBRANA: Final = BOOK("Při plné obraně nikoho neohrožuješ, takže na úspěch neházíš (§plna_obrana).")
    # 003:L771
    E_PLNA_OBRANA_UTEK: Final = BOOK("Při útěku nemůžeš použít plnou obranu (§utek_z_boje_zblizka).")
    # 003:L374
    E_PROLOMENI_OBRANA: Final = BOOK("Prolomení nevýhody nedává výhodu při hodu na obranu (§prolomeni_nevyhody).")
    # 003:L771
    E_UTEK_REZIM: Final = BOOK("Útěk se hlásí bez hodu na úspěch; proti pronásledovatelům házíš na obranu "
                               "(§utek_z_boje_zblizka).")
    # 003:L380
    E_NEHYBNY_VZAJEMNY: Final = BOOK("Nehybný protivník nikoho neohrožuje, vzájemný hod nedává smysl "
                                     "(§nehybny_protivnik).")
    # 003:L380
    E_NEHYBNY_OBRANA: Final = BOOK("Nehybný protivník tě nemůže ohrožovat (§nehybny_protivnik).")
    # 003:L269
    E_STRELBA_ZBLIZKA: Final = BOOK("Nevýhoda „Střelba na útočníka zblízka“ platí jen pro střelbu a vrhací zbraně, ne "
                                    "pro kouzla (§vyhody_a_nevyhody).")
    # 003:L272
    E_BEZICI_CIL: Final = BOOK("Nevýhoda „Střelba na běžící cíl“ platí pro střelbu, vrhací zbraně a kouzla, před "
                               "kterými se uhýbá Finesou (§vyhody_a_nevyhody).")
    # 003:L84-L91
    E_ZBLIZKA_DALEKO: Final = BOOK("Na {vzd} vzdálenost nelze v tomto kole zaútočit zblízka; za kolo uběhneš jen "
                                   "krátkou vzdálenost (§vzdalenost).")
    # 003:L423-L426
    E_VICE_CILU_KOUZLO: Final = BOOK("Kouzlo „{nazev}“ zasahuje jen jeden cíl, na víc cílů ho seslat nejde "
                                     "(§ohrozeni_vice_protivniku).")
    # 003:L413
    E_CILE_OBRANA: Final = BOOK("Počet cílů se týká jen hodu na úspěch (§ohrozeni_vice_protivniku).")
    # 003:L648
    E_DVOJRUCNI_RUKA: Final = BOOK("S vážně zraněnou rukou nelze bojovat dvojruční zbraní ani střílet z luku či kuše "
                                   "(§zraneni).")
    # 003:L62
    E_NENABITO: Final = BOOK("Zbraň „{nazev}“ není nabitá; nabij ji (v jednom kole lze nabít luk a vystřelit, "
                             "§co_se_da_stihnout_v_jednom_kole).")
    # 003:L844-L849
    E_UMLCEN: Final = BOOK("Se zacpanými ústy nelze vyslovit zaklínací formuli, takže ani kouzlit "
                           "(§zabraneni_v_kouzleni).")
    # 003:L637
    E_VAZNE_MALO: Final = BOOK("Vážné zranění lze způsobit jen zraněním alespoň za 3 (§zraneni); toto je za {z}.")
    # 003:L637
    E_VAZNE_BEZ_ZRANENI: Final = BOOK("Vážné zranění je další úspěch k zranění; nejdřív musíš zranit (§zraneni).")
    # 003:L660, 003:L678
    E_MIMO_ZBROJ: Final = BOOK("Zásah mimo zbroj jde jen tam, kde část zbroje opravdu chybí (§zraneni).")
    # 003:L517-L530
    E_USPECHY_MALO: Final = BOOK("Na to je potřeba {need}, máš jen {have} (§urceni_vysledku).")
    # 003:L534-L535
    E_REMIZA_ZABRANIT: Final = BOOK("Úspěchem z remízy nemůžeš protivníkovi zabránit v tom, co chtěl udělat "
                                    "(§urceni_vysledku).")
    # 003:L372
    E_PROLOMENI_JEN_UNIK: Final = BOOK("Při prolamování nevýhody můžeš úspěch použít jen na to, aby ses z ní dostal "
                                       "(§prolomeni_nevyhody).")
    # 003:L587
    E_JEDNO_ZRANENI: Final = BOOK("V jednom kole můžeš protivníka zranit jen jednou (§zraneni).")
    E_LECIT_PLNE: Final = "Postava má plný počet životů."
    E_NABIT_OBRANA: Final = ("Nabíjí se ke střelbě, ne k hodu na obranu; v kole, kdy jen nabíjíš, použij akci Nabít "
                             "zbraň.")
    # 003:L62
    E_NABIT_BEZ_ZBRANE: Final = BOOK("Nabíjet jde jen střelnou zbraň (§co_se_da_stihnout_v_jednom_kole).")
    E_ZADNA_ZBRAN: Final = "V deníku není žádná zbraň k nabití."
    E_UCASTNIK: Final = "Účastník č. {id} v boji není."
    E_SAM_SEBE: Final = "Účastník nemůže ohrožovat sám sebe."
    E_CIL_DVAKRAT: Final = "Cíl „{jmeno}“ je v záměru dvakrát."
    # 003:L118
    E_ZAMER_CILE: Final = BOOK("Záměr „{zamer}“ nikoho neohrožuje, cíle mu nepatří (§vyhodnoceni).")
    # 003:L114
    E_UTOK_BEZ_CILE: Final = BOOK("Kdo chce ohrozit, musí mít aspoň jeden cíl (§vyhodnoceni).")
    # 003:L114-L119
    E_NEOHROZUJE: Final = BOOK("{a} nemá v tomto kole za cíl „{b}“, takže proti tomuto cíli na úspěch nehází "
                               "(§vyhodnoceni).")
    # 003:L631
    E_VYRAZEN_AKCE: Final = BOOK("{a}: vyřazení z boje, svůj záměr už provést nemůže (§zraneni).")
    # 003:L795
    E_AKCE_ZRUSENA: Final = BOOK("{a} nemůže provést svůj záměr, protože mu v něm bylo zabráněno "
                                 "(§zabraneni_v_akci_nebo_v_utoku).")
    E_UZ_VYHODNOCENO: Final = "Dvojice {a} → {b} už je v tomto kole vyhodnocená."
    E_ZADNY_VYSLEDEK: Final = "Výsledek č. {id} neexistuje nebo už nemá žádné úspěchy."
    E_MAX_UCASTNIKU: Final = "V boji může být nejvýše {n} účastníků."
    E_NIC_NEUTRACENO: Final = "Vyber, za co úspěchy utratíš."
    E_VYSLEDEK_CIL: Final = "Výsledek patří k účastníkovi, který už v boji není."
    # breakdown lines and notes (modifiers.py)
    M_UTEK: Final = "útěk"
    # 003:L311
    M_NEUHYBA: Final = BOOK("{kind}: před tímto kouzlem se neuhýbá, nepočítá se (§vyhody_a_nevyhody).")
    # 003:L380, 003:L399
    M_NEHYBNY_VYHODY: Final = BOOK("Nehybný protivník: jeho nevýhody se nepočítají (§nehybny_protivnik; "
                                   "§utok_ze_zalohy).")
    # 003:L380, 003:L388
    M_NEHYBNY: Final = BOOK("Protivník je nehybný: brání se 0 + k6 (§nehybny_protivnik; §utok_ze_zalohy).")
    M_RUSI_SE: Final = "{kind} (platí pro oba, ruší se)"
    M_VYHODA: Final = "výhoda: {kind}"
    M_NEVYHODA: Final = "nevýhoda: {kind}"
    M_PLNA_OBRANA: Final = "plná obrana"
    M_PROTIVNIK_PLNA_OBRANA: Final = "protivník v plné obraně"
    M_MIRENI: Final = "míření"
    M_FINTA: Final = "finta z minulého kola"
    M_PROLOMENI: Final = "prolomení nevýhody"
    M_ROZPTYLENI: Final = "protivník je rozptýlený"
    M_PROTIVNIK_MIRI: Final = "protivník míří"
    M_PROTIVNIK_FINTA: Final = "finta protivníka"
    M_VICE_CILU: Final = "ohrožení {count}"
    M_PROTIVNIK_CILE: Final = "protivník ohrožuje {count}"
    M_VZDALENOST: Final = "{vzd} vzdálenost"
    M_PROTIVNIK_VZDALENOST: Final = "protivník střílí na {vzd} vzdálenost"
    M_ZADNA_OBRANA: Final = "žádná obrana je nejhorší (0 + k6)"
    M_PROTIVNIK_PODLAHA: Final = "protivník se nebrání hůř než 0 + k6"
    # outcomes (odds.py)
    O_REMIZA: Final = "Remíza: oba máte 1 úspěch (nelze zrušit akci druhého)"
    O_UBRANIL_SE: Final = "Obrana protivníka uspěla: žádný úspěch"
    O_UBRANIL_SES: Final = "Obrana uspěla: protivník nemá úspěch"
    O_PROTIVNIK: Final = "Protivník: {noun}"
    O_PROTIVNIK_JMENO: Final = "{jmeno}: {noun}"
    # means (rules.py)
    R_BEZE_ZBRANE: Final = "beze zbraně"
    R_OPT_BEZE_ZBRANE: Final = "Beze zbraně"
    R_OPT_ZBRAN: Final = "Zbraň: {nazev}"
    R_OPT_KOUZLO: Final = "Kouzlo: {nazev}"
    # 003:L131-L150
    E_VLASTNOST: Final = BOOK("Pro „{what}“ se na úspěch hází {names} (§pouziti_vlastnosti_v_boji).")
    E_VLASTNOST_OBRANA: Final = BOOK("Kdo se brání s „{what}“, hází si na obranu {names}, stejně jako na úspěch; kdo "
                                     "uhýbá nebo odolává, zvolí „beze zbraně“ (§hod_na_obranu).")
    E_OBRANA_KOUZLU: Final = BOOK("Proti kouzlu „{nazev}“ se na obranu hází {names} "
                                  "(§hod_na_obranu.obrana_proti_kouzlum).")
    E_KOUZLO_UTOCNE_OBRANA: Final = BOOK("Útočným kouzlem „{nazev}“ se lze bránit jen tak, že někoho ohrozíš: proti "
                                         "němu si hoď na úspěch (§hod_na_obranu.obrana_kouzlem).")
    R_NEBO: Final = " nebo "
    # speed caps (movement.py)
    # 003:L102
    V_SOUSTREDENI: Final = BOOK("soustředění (§rychlost)")
    # 003:L103
    V_NOHA: Final = BOOK("vážné zranění nohy nebo břicha (§rychlost)")
    # 003:L104
    V_VYRAZENI: Final = BOOK("vyřazení z boje (§rychlost)")
    # wounds (wounds.py)
    Z_VYPOCET: Final = ("{margin} (rozdíl hodů) + {damage} (zranění) − {armour} (zbroj) − {shield} (štít) − {resist} "
                        "(odolnost) = {total}")
    Z_PRIDANE: Final = "přidané zranění: {rolled} (kz) − {armour} (zbroj) − {resist} (odolnost) = {total}"


SHEET_TEXT: Final = _SheetText()


SUCCESS = czech.Noun("úspěch", "úspěchy", "úspěchů")


def term(n: int) -> str:
    """A constant added to a die, with spaces: «+ 3», «− 1»."""
    return f"+ {n}" if n >= 0 else f"− {-n}"


def signed(n: int) -> str:
    """A signed number with a typographic minus: «+1», «−2», «0»."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"

FOES_ACC = czech.Noun("protivník", "protivníci", "protivníků", acc=("protivníka", "protivníky"))
FOES_GEN = czech.Noun("protivník", "protivníci", "protivníků", gen=("protivníka", "protivníků"))
TARGETS = czech.Noun("cíl", "cíle", "cílů")
LIVES = czech.Noun("život", "životy", "životů")
PARTICIPANTS = czech.Noun("účastník", "účastníci", "účastníků")


class _SheetForm:
    """Labels of the sheet actions' form fields; ``{foe}`` / ``{Foe}`` name the other side."""

    REZIM: Final = "Druh hodu"
    VLASTNOST: Final = "Vlastnost"
    PROSTREDEK: Final = "Čím"
    POCET_CILU: Final = "Počet ohrožených cílů"
    PROTIVNIK_VLASTNOST: Final = "Vlastnost protivníka (pro šance)"
    PROTIVNIK_CELKEM: Final = "Součet protivníka (0 = hodí aplikace)"
    VYHODA: Final = "Výhoda {i} (v prospěch házejícího)"
    NEVYHODA: Final = "Nevýhoda {i}"
    PLNA_OBRANA: Final = "Plná obrana (+1 na obranu)"
    MIRENI: Final = "Míření z minulého kola (+1 na výstřel)"
    FINTA: Final = "Finta z minulého kola (+1)"
    PROLOMENI: Final = "Prolomení nevýhody (+1, úspěch jen na únik)"
    ROZPTYLENI: Final = "Spojenec rozptyluje: {foe} má nevýhodu"
    UTEK: Final = "Útěk (obrana s nevýhodou „útok do zad“)"
    VZDALENOST: Final = "Vzdálenost"
    PROTIVNIK_NEHYBNY: Final = "{Foe} je nehybný / útok ze zálohy (0 + k6)"
    PROTIVNIK_PLNA_OBRANA: Final = "{Foe} je v plné obraně"
    PROTIVNIK_MIRI: Final = "{Foe} míří"
    PROTIVNIK_FINTA: Final = "{Foe} použil fintu"
    PROTIVNIK_STRILI: Final = "{Foe} útočí na dálku"
    PROTIVNIK_CILU: Final = "Kolik cílů {foe} ohrožuje"
    PROTIVNIK_PLOSNE: Final = "{Foe} útočí plošně"
    ROZDIL: Final = "O kolik tě protivník přehodil"
    ZRANENI: Final = "Zranění zbraně (0–3)"
    KZ: Final = "Kouzlo: počet kz (0 = zbraň)"
    DRUH: Final = "Druh zranění"
    PRIDANE_KZ: Final = "Přidané zranění (kz)"
    PRIDANE_DRUH: Final = "Druh přidaného zranění"
    MIMO_ZBROJ: Final = "Zásah mimo zbroj"
    OBEJIT_STIT: Final = "Štít obejitý (chycený, útok zezadu)"
    VAZNE: Final = "Vážné zranění (za další úspěch)"
    ZBRAN: Final = "Zbraň"
    LECIT: Final = "Kolik životů"
    TY: Final = "ty"
    PROTIVNIK: Final = "protivník"


SHEET_FORM: Final = _SheetForm()


MIMO_ZBROJ: dict[str, str] = {"ne": "ne", "uspech": "ano, za další úspěch (chybí část zbroje)",
                              "situace": "ano, ze situace (zdarma)"}


class _SheetHint:
    """Hints under the sheet actions' form fields."""

    # 003:L131-L148
    VLASTNOST: Final = BOOK("Síla: těžká zbraň, beze zbraně, těžká zbroj; Finesa: střelba; Duše: kouzla "
                            "(§pouziti_vlastnosti_v_boji).")
    # 003:L415
    POCET_CILU: Final = BOOK("Postih −počet cílů (§ohrozeni_vice_protivniku).")
    # 003:L341
    PROTIVNIK_CELKEM: Final = BOOK("Pán jeskyně hází jen vlastnost + k6 (§bonusy_a_postihy_si_pricita_hrac_postavy).")
    # 003:L281
    VYHODA: Final = BOOK("Každý druh se počítá jen jednou (§vyhody_a_nevyhody).")
    # 003:L233
    NEVYHODA: Final = BOOK("Stejný druh u obou stran se ruší (§vyhody_a_nevyhody).")
    # 003:L612
    KZ: Final = BOOK("Počítají se kostky se 4 a víc (§zraneni).")


SHEET_HINT: Final = _SheetHint()


# Actions: id → (label, group, hint).
ACTIONS: dict[str, tuple[str, str, str | None]] = {
    "hod": ("Hod na úspěch / na obranu", "Boj",
            "Bez zadaného součtu protivníka hodí aplikace i jeho k6 (druhá kostka)."),
    "zasah": ("Utrpět zásah (spočítat zranění)", "Boj", "Kostky zranění kouzla, pak přidaného zranění."),
    "nabit": ("Nabít zbraň", "Výbava", None),
    "lecit": ("Vyléčit životy", "Postava", None),
}


class _SheetOutcome:
    """Outcome labels and explanation templates of the sheet actions."""

    # 003:L468
    MUNICE: Final = BOOK("{nazev}: munice {old} → {new} (§boj_na_dalku).")
    VYSTRELENO: Final = "{nazev}: vystřeleno, není nabito."
    # 003:L487, 003:L499
    ZNOVU_NABITO: Final = BOOK("{nazev}: vystřeleno a hned znovu nabito (§boj_na_dalku).")
    # 003:L822
    SOUSTREDI: Final = BOOK("Soustředíš se na kouzlo „{nazev}“ (§preruseni_soustredeni).")
    ZADAL_PJ: Final = "{total} (zadal Pán jeskyně)"
    KOSTKA: Final = "k6 ({die}) + {base} = {total}"
    NA_OBRANU: Final = "na obranu"
    NA_USPECH: Final = "na úspěch"
    # 003:L510-L514
    HOD: Final = BOOK("Hod {kind} ({attr}): k6 ({die}) {const} = {total} proti {foe}. Rozdíl {margin} ⇒ {label} "
                      "(§urceni_vysledku), šance na tento výsledek {chance}. Započítáno: {breakdown}.")
    # 003:L372
    JEN_UNIK: Final = BOOK("Úspěch můžeš použít jen na to, aby ses dostal z nevýhody (§prolomeni_nevyhody).")
    BEZ_ZRANENI: Final = "Bez zranění"
    ZRANEN: Final = "Zranění"
    VYRAZEN: Final = "Vyřazení z boje"
    # 003:L578-L582
    ZIVOTY: Final = BOOK("Životy {old} → {new} (§zraneni).")
    # 003:L834
    PRERUSENO: Final = BOOK("Zranění přerušilo soustředění na „{nazev}“ (§preruseni_soustredeni).")
    # 003:L637-L655
    VAZNE: Final = BOOK("Vážné zranění: {cast} je vyřazená (§zraneni).")
    # 003:L580-L582, 003:L622-L623
    ZRANENI_ZA: Final = BOOK("Zranění za {lives}: {lines} (§zraneni).")
    # 003:L631
    VYRAZEN_TEXT: Final = BOOK("Postava je vyřazená z boje; pokud ještě neházela, svůj záměr neprovede (§zraneni).")
    # 003:L838
    ZASTAVENO: Final = BOOK("Zbroj, štít nebo odolnost ránu zastavily; soustředění trvá (§preruseni_soustredeni).")
    PLNE: Final = "Plné životy"
    VYLECENO: Final = "Vyléčeno"
    ZIVOTY_LECENI: Final = "Životy {old} → {new}."
    # 003:L657
    DOLECENO: Final = BOOK("Všechny ztracené životy doléčeny: vážná zranění zmizela (§zraneni).")
    # 003:L657
    LECENI: Final = BOOK("Léčení samo v bojové kapitole není; vážná zranění mizí po doléčení všech životů (§zraneni).")
    NABITO: Final = "Nabito"
    # 003:L62, 003:L93
    NABIJIS: Final = BOOK("Nabíjíš {nazev}; při běhu nabíjet nejde (§co_se_da_stihnout_v_jednom_kole; §vzdalenost).")
    NABITO_ZMENA: Final = "{nazev}: nabito."


SHEET_OUTCOME: Final = _SheetOutcome()


# Combat board: form labels, action names, log lines and messages.


class _BoardForm:
    """Labels of the board's form fields (typed: a misspelt name fails the type check, not a player)."""

    JMENO: Final = "Jméno"
    JMENO_DEFAULT: Final = "Účastník {n}"
    STRANA: Final = "Strana"
    ZIVOTY: Final = "Životy"
    ZBROJ: Final = "Zbroj"
    STIT: Final = "Štít"
    ZBRAN_ZRANENI: Final = "Zranění zbraně"
    ZBRAN_DRUH: Final = "Druh zranění zbraně"
    ZBRAN_DOSAH: Final = "Zbraň"
    KDO: Final = "Kdo"
    KDO_ODCHAZI: Final = "Kdo odchází"
    KDO_HAZI: Final = "Kdo hází"
    ZAMER: Final = "Záměr"
    CIL_N: Final = "Cíl {i}"
    VLASTNOST: Final = "Vlastnost hodu na úspěch"
    PROSTREDEK: Final = "Čím"
    UTOCNIK: Final = "Útočník"
    CIL: Final = "Cíl"
    OBRANA_VLASTNOST: Final = "Cíl se brání (hod na obranu)"
    FOE: Final = "cíl"
    VYSLEDEK: Final = "Úspěchy"
    ZRANIT: Final = "Zranit (1 úspěch)"
    VAZNE: Final = "Vážné zranění (+1 úspěch, zranění ≥ 3)"
    MIMO_ZBROJ: Final = "Zásah mimo zbroj"
    OBEJIT_STIT: Final = "Štít obejitý situací (zezadu, chycený)"
    MANEVR: Final = "Manévr"
    POPIS: Final = "Popis (co přesně útočník udělá)"


BOARD_FORM: Final = _BoardForm()


class _BoardHint:
    """Hints under the board's form fields (typed: a misspelt name fails the type check, not a player)."""

    # 003:L46
    ZAMER: Final = BOOK("Záměry lze upravovat, dokud se nehází (§zamery).")
    # 003:L415
    CIL_3: Final = BOOK("Více cílů: postih −počet (§ohrozeni_vice_protivniku).")
    # 003:L164-L167
    OBRANA_VLASTNOST: Final = BOOK("Uhýbání Finesou, nevyhnutelné Silou, duševní Duší (§hod_na_obranu).")
    # 003:L587
    ZRANIT: Final = BOOK("Jen jednou za kolo (§zraneni).")
    # 003:L545-L568
    POPIS: Final = BOOK("Popis musí odpovídat záměru (§urceni_vysledku).")


BOARD_HINT: Final = _BoardHint()


DOSAHY_KRATKE: dict[str, str] = {"zblizka": "na blízko", "strelna": "střelná", "vrhaci": "vrhací"}
PROSTREDKY: dict[str, str] = {"zbran": "zbraní", "kouzlo": "kouzlem", "beze_zbrane": "beze zbraně"}
BOARD_MIMO_ZBROJ: dict[str, str] = {"ne": "ne", "uspech": "za další úspěch (chybí část zbroje)",
                                    "situace": "ze situace (zdarma)"}
BOARD_ACTIONS: dict[str, tuple[str, str, str | None]] = {
    "pridat": ("Přidat účastníka", "Účastníci", None),
    "odebrat": ("Odebrat účastníka", "Účastníci", None),
    # 003:L79
    "vzdalenost": ("Nastavit vzdálenost", "Účastníci", BOOK("Vzdálenost se měří v kolech běhu (§vzdalenost).")),
    "zamer": ("Ohlásit záměr", "Kolo", None),
    "hod_uspech": ("Hodit na úspěch (jednou za kolo)", "Kolo",
                   # 003:L215
                   BOOK("Při zacyklených záměrech hodí všichni nejdřív na úspěch (§poradi_hazeni).")),
    "vyhodnotit": ("Vyhodnotit dvojici", "Kolo", "Kostky: útočník (pokud ještě neházel), pak cíl."),
    "utratit": ("Utratit úspěchy", "Kolo", "Kostky zranění kouzla nebo přidaného zranění."),
    # 003:L294-L301
    "ukoncit_situaci": ("Ukončit situaci", "Kolo", BOOK("Když situace pomine jinak než hodem (§vyhody_a_nevyhody).")),
    "nove_kolo": ("Nové kolo", "Kolo", "Nabíjení, přesuny a konec jednorázových nevýhod."),
}


class _BoardText:
    """Messages, outcome labels and log lines of the combat board."""

    ZADNY: Final = "—"
    NIC: Final = "Nic k provedení"
    VYBER: Final = "Nejdřív vyber {what}."
    VYBER_UCASTNIKA: Final = "účastníka (nejdřív ho přidej)"
    VYBER_DVOJICI: Final = "útočníka a cíl"
    VYBER_SITUACI: Final = "situaci, která končí"
    VYBER_VYSLEDEK: Final = "výsledek s úspěchy (nejdřív vyhodnoť dvojici)"
    PRIDANO: Final = "Přidáno"
    VSTUPUJE: Final = "Kolo {kolo}: do boje vstupuje {jmeno} ({strana})."
    ODEBRANO: Final = "Odebráno"
    ODCHAZI: Final = "{jmeno} odchází z boje."
    # 003:L46
    UZ_HAZEL: Final = BOOK("{jmeno}: hod v tomto kole už proběhl; záměr lze měnit jen před hodem (§zamery).")
    ZAMER_LOG: Final = "Kolo {kolo}: {jmeno} – {zamer}{cile}."
    ZAMER_CILE: Final = " → {names}"
    ZAMER_OHLASEN: Final = "Záměr ohlášen"
    # 003:L114-L219
    ZAMER_VYSVETLENI: Final = BOOK("Kdo koho ohrožuje a pořadí házení ukazuje tabule (§vyhodnoceni).")
    # 003:L118
    NEOHROZUJE_NIKOHO: Final = BOOK("{jmeno} v tomto kole nikoho neohrožuje, na úspěch nehází (§vyhodnoceni).")
    # 003:L413
    UZ_HAZEL_USPECH: Final = BOOK("{jmeno}: hod na úspěch už v tomto kole proběhl a platí proti všem cílům "
                                  "(§ohrozeni_vice_protivniku).")
    # 003:L215, 003:L413
    HOD_LOG: Final = BOOK("Kolo {kolo}: {jmeno} hází na úspěch ({attr}): k6 ({die}) + {value} = {total}; modifikátory "
                          "se přičtou u každé dvojice (§poradi_hazeni; §ohrozeni_vice_protivniku).")
    HOZENO: Final = "Hozeno"
    NENI_DVOJICE: Final = "Není vybraná dvojice"
    VZAJEMNE: Final = "vzájemně (úspěch proti úspěchu)"
    NA_OBRANU: Final = "{jmeno} na obranu ({attr})"
    DVOJICE_LOG: Final = ("Kolo {kolo}: {a} → {b}, {kind}: {a} k6 ({a_die}) {a_const} = {mine}, {b} k6 ({b_die}) + "
                          "{b_const} = {theirs} ⇒ {label}.")
    # 003:L114-L116, 003:L507-L514
    DVOJICE_VYSVETLENI: Final = BOOK("{line} Započítáno: {breakdown} (§vyhodnoceni; §urceni_vysledku). Šance na tento "
                                     "výsledek {chance}.")
    VYSLEDEK_POPIS: Final = "{a} → {b}: {noun} (rozdíl {rozdil}{tie})"
    REMIZA: Final = ", remíza"
    # 003:L580-L623
    ZRANEN_LOG: Final = BOOK("{jmeno}: zranění za {lives}: {lines}; životy {old} → {new} (§zraneni).")
    # 003:L637-L655
    VAZNE_LOG: Final = BOOK("{jmeno}: vážné zranění – {cast} (§zraneni).")
    # 003:L834
    SOUSTREDENI_LOG: Final = BOOK("{jmeno}: zranění přerušilo soustředění (§preruseni_soustredeni).")
    # 003:L631
    VYRAZEN_LOG: Final = BOOK("{jmeno}: vyřazení z boje (§zraneni).")
    # 003:L631
    VYRAZEN_AKCE_LOG: Final = BOOK("{jmeno}: vyřazení z boje, svůj záměr už neprovede (§zraneni).")
    # 003:L532
    POSTUP_LOG: Final = BOOK("{jmeno}: {wording} (§urceni_vysledku).")
    # 003:L844, 003:L856
    UMLCEN_LOG: Final = BOOK("{jmeno}: formuli nejde vyslovit, kouzlo se nesešle (§zabraneni_v_kouzleni).")
    # 003:L795-L798
    ZABRANENO_LOG: Final = BOOK("{jmeno}: zabráněno v akci, nikdo se proti ní nemusí bránit "
                                "(§zabraneni_v_akci_nebo_v_utoku).")
    # 003:L686
    STIT_LOG: Final = BOOK("{jmeno}: štít chycený, neodečítá se, dokud se nevyprostí (§zraneni).")
    MANEVR_LOG: Final = "{jmeno}: {manevr}."
    # 003:L824
    NARAZ_LOG: Final = BOOK("{jmeno}: náraz nebo pád přerušil soustředění (§preruseni_soustredeni).")
    # 003:L849, 003:L863-L870
    UNIK_LOG: Final = BOOK("{jmeno}: únik z nevýhody – uvolněná ústa i štít (§zabraneni_v_kouzleni; "
                           "§unik_z_nevyhodne_situace).")
    UTRACI_LOG: Final = "Kolo {kolo}: {a} utrácí {noun} (cíl: {b}){popis}."
    VYRAZEN: Final = "Vyřazení z boje"
    UTRACENO: Final = "Utraceno: {noun}"
    # 003:L25
    NOVE_KOLO_LOG: Final = BOOK("Začíná kolo {kolo}. Pán jeskyně popíše záměry protivníků (§zamery).")
    PROPADLO: Final = " Propadlo neutracených výsledků: {n}."
    NOVE_KOLO: Final = "Nové kolo"
    STEJNE_CISLO: Final = "Dva účastníci mají stejné číslo."
    NEPLATNY_CIL: Final = "Záměr účastníka „{jmeno}“ míří na neplatný cíl č. {target}."
    DLOUHY_ZAZNAM: Final = "Řádek záznamu smí mít nejvýše 500 znaků."
    ZBRAN: Final = "Zbraň"


BOARD_TEXT: Final = _BoardText()


class _SheetView:
    """Titles and hints of the character sheet view."""

    ZBRAN_TITULEK: Final = "{nazev} – zranění {zraneni} ({druh})"
    KOUZLO_TITULEK: Final = "{nazev} – {kz}kz {druh}, obrana {obrana}"
    # 003:L137
    H_TEZKA: Final = BOOK("Těžkou zbraní se hází Silou (§pouziti_vlastnosti_v_boji).")
    # 003:L468
    H_MUNICE: Final = BOOK("Vzácnou munici a pár kusů si odečítej (§boj_na_dalku).")
    # 003:L631
    H_STAV: Final = BOOK("Při 0 životech a méně je postava vyřazená z boje (§zraneni).")
    # 003:L585, 003:L616
    H_ZBROJ: Final = BOOK("Lehká 1, těžká 2 (§zraneni).")
    CHYBI: Final = "Chybějící části zbroje"
    ZADNE: Final = "žádné"
    # 003:L660
    H_CHYBI: Final = BOOK("Kde zbroj chybí, lze za úspěch zasáhnout mimo zbroj (§zraneni).")
    # 003:L682-L697
    H_STIT: Final = BOOK("Chycený štít nebo útok zezadu: štít se neodečítá (§zraneni).")
    UCINEK_DRUH: Final = "nevýhoda {kind}"
    UCINEK_CAST: Final = "část těla nelze používat"
    UCINEK: Final = "{cast}: {effect}"
    UCINKY: Final = "Účinky"
    # 003:L657
    H_UCINKY: Final = BOOK("Zmizí, až doléčíš všechny ztracené životy (§zraneni).")
    # 003:L100
    H_RYCHLOST: Final = BOOK("Každý stupeň je dvojnásobkem předchozího (§rychlost).")
    # 003:L822-L841
    H_SOUSTREDENI: Final = BOOK("Soustředění přeruší zranění nad 0, sražení, náraz (§preruseni_soustredeni).")
    # 003:L757
    H_DVA_CILE: Final = BOOK("Na dva cíle bez postihu (§zatlaceni_nebo_odtahnuti_protivnika).")
    # 003:L235-L236
    H_TMA: Final = BOOK("Ve tmě bez Ztížení viditelnosti (§vyhody_a_nevyhody).")
    VAZNA: Final = "vážné zranění"


SHEET_VIEW: Final = _SheetView()


WOUNDS_NOUN = czech.Noun("vážné zranění", "vážná zranění", "vážných zranění")


class _BoardView:
    """Labels, titles and hints of the combat board view."""

    VYRAZENY: Final = "vyřazený z boje"
    MIMO_BOJ: Final = "mimo boj"
    ZMAREN: Final = "se zmařeným záměrem"
    ODZBROJENY: Final = "odzbrojený"
    UMLCENY: Final = "umlčený (zacpaná ústa)"
    STIT_NE: Final = "štít nelze použít"
    SOUSTREDI: Final = "soustředí se"
    VAZNE: Final = "vážné zranění: {cast}"
    V_BOJI: Final = "v boji"
    # 003:L102-L104
    RYCHLOST: Final = BOOK("nejvýš {rychlost} (§rychlost)")
    HOD: Final = "; hod na úspěch {total}"
    CILE: Final = " → {names} ({attr})"
    TITULEK: Final = "{jmeno} ({strana}) – {zivoty}/{max} {noun}"
    ZAMER: Final = "Záměr"
    JMENO: Final = "Jméno"
    STRANA: Final = "Strana"
    ZIVOTY: Final = "Životy"
    ZBROJ: Final = "Zbroj"
    CHYBI_CAST: Final = "Chybí část zbroje (helma …)"
    STIT: Final = "Štít"
    STIT_POUZITELNY: Final = "Štít lze použít"
    ZBRAN_ZRANENI: Final = "Zranění zbraně"
    ZBRAN_DRUH: Final = "Druh zranění zbraně"
    PRIDANE_KZ: Final = "Přidané zranění (kz)"
    KOUZLO: Final = "Kouzlo"
    KOUZLO_KZ: Final = "Kouzlo: kz"
    KOUZLO_DRUH: Final = "Kouzlo: druh zranění"
    KOUZLO_PLOSNE: Final = "Kouzlo je plošné"
    SOUSTREDENI: Final = "Soustředí se"
    DVA_CILE: Final = "Útok na dva cíle"
    STAV: Final = "Stav"
    VZAJEMNE_K: Final = "{a} ↔ {b}"
    # 003:L115
    VZAJEMNE_V: Final = BOOK("ohrožují se navzájem: úspěch proti úspěchu (§vyhodnoceni)")
    OBRANA_K: Final = "{a} → {b}"
    # 003:L116
    OBRANA_V: Final = BOOK("{b} hází na obranu – útočí {a} (§vyhodnoceni)")
    NA_USPECH: Final = "Na úspěch hází (jednou za kolo)"
    NA_OBRANU: Final = "Na obranu hází (zvlášť proti každému)"
    NIKDO: Final = "nikdo"
    # 003:L413
    H_USPECH: Final = BOOK("§ohrozeni_vice_protivniku.")
    # 003:L116, 003:L399
    H_OBRANA: Final = BOOK("§vyhodnoceni; §utok_ze_zalohy.")
    PORADI_K: Final = "{n}. {a} → {b}"
    VZAJEMNE: Final = "vzájemně"
    NA_OBRANU_KRATCE: Final = "{b} na obranu"
    # 003:L213-L217
    CYKLUS: Final = BOOK("; zacyklené – nejdřív všichni hodí na úspěch, od nejvyššího (§poradi_hazeni)")
    HOTOVO: Final = "✓ vyhodnoceno"
    PORADI: Final = "Pořadí"
    NIKDO_NEOHROZUJE: Final = "Zatím nikdo nikoho neohrožuje."
    # 003:L535
    REMIZA: Final = BOOK("; remíza – nelze zmařit akci (§urceni_vysledku)")
    # 003:L372
    JEN_UNIK: Final = BOOK("; jen na únik z nevýhody (§prolomeni_nevyhody)")
    UZ_ZRANEN: Final = "; už zraněn"
    VYSLEDEK: Final = "{noun}, rozdíl {rozdil}{extra}"
    K_UTRACENI: Final = "{a} → {b}: úspěchy"
    ROZPRACOVANO: Final = "Rozpracováno: {jmeno}"
    USPECHY: Final = "Úspěchy"
    NIC: Final = "Nic k utracení."
    KOLO: Final = "Kolo"
    VYRAZENI: Final = "Vyřazení"
    ZAZNAM: Final = "Záznam"
    PRAZDNY: Final = "Zatím prázdný."
    NAZEV: Final = "{name} – kolo {kolo}"
    S_UCASTNICI: Final = "Účastníci"
    S_KOLO: Final = "Kdo hází, pořadí a úspěchy"
    S_ZAZNAM: Final = "Záznam boje"
    S_POZNAMKY: Final = "Poznámky"


BOARD_VIEW: Final = _BoardView()


