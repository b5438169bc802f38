"""Every Czech player-facing string of the game «Boj k6 (Síla / Finesa / Duše)» in one place.

A translation or a wording fix is a data change here; the rules modules only refer to keys.
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
    "BOARD_TITLE",
    "BV",
    "CASTI_TELA",
    "DOSAHY",
    "DOSAHY_KRATKE",
    "DRUHY_VYHOD",
    "DRUHY_ZRANENI",
    "FOES_ACC",
    "FOES_GEN",
    "FORM",
    "HINT",
    "LIVES",
    "MANEVRY",
    "MEZIVYSLEDKY",
    "MIMO_ZBROJ",
    "PARTICIPANTS",
    "PROSTREDKY",
    "REZIMY",
    "RYCHLOSTI",
    "STRANY",
    "SUCCESS",
    "SYSTEM_DESCRIPTION",
    "SYSTEM_TITLE",
    "TARGETS",
    "VZDALENOSTI",
    "WOUNDS_NOUN",
    "ZAMERY",
    "A",
    "B",
    "T",
    "V",
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

# Free-standing messages and labels (format with str.format).
T: dict[str, str] = {
    # sections and fields of the character sheet
    "sec_vlastnosti": "Vlastnosti a životy",
    "sec_obrana": "Zbroj, štít a odolnosti",
    "sec_zbrane": "Zbraně a munice",
    "sec_kouzla": "Kouzla",
    "sec_zraneni": "Vážná zranění",
    "sec_pohyb": "Pohyb a soustředění",
    "sec_poznamky": "Poznámky",
    "jmeno": "Jméno",
    "poznamky": "Poznámky",
    "zivoty": "Životy",
    "zivoty_max": "Životy (max.)",
    "zbroj": "Zbroj",
    "zbroj_tezka": "Těžká zbroj (na blízko vždy Síla)",
    "zbroj_druhy": "Zbroj podle druhu zranění",
    "zbroj_casti": "Části zbroje",
    "cast": "Část",
    "nasazena": "Nasazená",
    "stit": "Štít",
    "stit_ma": "Má štít",
    "stit_pouzitelny": "Štít lze použít",
    "odolnosti": "Odolnosti",
    "druh": "Druh zranění",
    "hodnota": "Hodnota",
    "nazev": "Název",
    "zraneni_zbrane": "Zranění",
    "vaha": "Těžká zbraň",
    "dvojrucni": "Dvojruční",
    "dosah": "Použití",
    "pridane_kz": "Přidané zranění (kz)",
    "pridane_druh": "Druh přidaného zranění",
    "munice_sledovat": "Počítat munici",
    "munice": "Munice (ks)",
    "nabito": "Nabito",
    "obrana_kouzla": "Cíl se brání",
    "kz": "Zranění (kz)",
    "plosne": "Plošné",
    "soustredeni_kouzla": "Vyžaduje soustředění",
    "obranne": "Jen obranné",
    "utok_na_dva_cile": "Schopnost „útok na dva cíle“",
    "infravideni": "Schopnost „infravidění“",
    "ultrasluch": "Schopnost „ultrasluch“",
    "rychlost": "Rychlost",
    "rychlost_upravy": "Zrychlení (+) / zpomalení (−) o stupně",
    "soustredeni": "Udržované soustředění (kouzlo)",
    "cast_tela": "Část těla",
    "popis": "Popis",
    "pridat_zbran": "Přidat zbraň",
    "pridat_kouzlo": "Přidat kouzlo",
    "pridat_odolnost": "Přidat odolnost",
    "pridat_druh": "Přidat zbroj pro druh",
    "pridat_cast": "Přidat část zbroje",
    "pridat_zraneni": "Přidat vážné zranění",
    "nova_zbran": "Nová zbraň",
    "nove_kouzlo": "Nové kouzlo",
    "nova_cast": "Helma",
    "dyka": "Dýka",
    "luk": "Luk",
    "efektivni_rychlost": "Skutečná rychlost",
    "stav": "Stav",
    "vyrazen": "Vyřazení z boje",
    "v_boji": "V boji",
    "cerstve": "Bez vážných zranění",
    # badges
    "b_vyrazen": "Vyřazení z boje",
    "b_zivoty": "Životy",
    "b_zbroj": "Zbroj",
    "b_stit": "Štít",
    "b_stit_ne": "Štít nelze použít",
    "b_soustredeni": "Soustředí se",
    "b_vazne": "Vážně zraněný",
    # errors
    "e_zivoty": "Životy nesmí být víc než maximum ({max}).",
    "e_druh_dvakrat": "Druh zranění „{druh}“ je v seznamu dvakrát.",
    "e_jmeno_dvakrat": "Jméno „{jmeno}“ má už jiný účastník.",
    "e_neznamy_prostredek": "Zvolená zbraň nebo kouzlo „{p}“ v deníku není.",
    # 003:L180
    "e_kouzlo_obranne": BOOK("Obranným kouzlem „{nazev}“ nelze útočit, jen se jím bránit (§hod_na_obranu)."),
    # 003:L431
    "e_mireni_kouzlo": BOOK("Při sesílání kouzla mířit nejde (§mireni)."),
    # 003:L429-L431
    "e_mireni_zblizka": BOOK("Míření dává výhodu jen na výstřel nebo hod vrhací zbraní (§mireni)."),
    # 003:L429
    "e_mireni_obrana": BOOK("Výhoda za míření platí pro tvůj výstřel, ne pro hod na obranu (§mireni)."),
    # 003:L357
    "e_plna_obrana": BOOK("Při plné obraně nikoho neohrožuješ, takže na úspěch neházíš (§plna_obrana)."),
    # 003:L771
    "e_plna_obrana_utek": BOOK("Při útěku nemůžeš použít plnou obranu (§utek_z_boje_zblizka)."),
    # 003:L374
    "e_prolomeni_obrana": BOOK("Prolomení nevýhody nedává výhodu při hodu na obranu (§prolomeni_nevyhody)."),
    # 003:L771
    "e_utek_rezim": BOOK("Útěk se hlásí bez hodu na úspěch; proti pronásledovatelům házíš na obranu "
                         "(§utek_z_boje_zblizka)."),
    # 003:L380
    "e_nehybny_vzajemny": BOOK("Nehybný protivník nikoho neohrožuje, vzájemný hod nedává smysl (§nehybny_protivnik)."),
    # 003:L380
    "e_nehybny_obrana": BOOK("Nehybný protivník tě nemůže ohrožovat (§nehybny_protivnik)."),
    # 003:L269
    "e_strelba_zblizka": BOOK("Nevýhoda „Střelba na útočníka zblízka“ platí jen pro střelbu a vrhací zbraně, ne pro "
                              "kouzla (§vyhody_a_nevyhody)."),
    # 003:L272
    "e_bezici_cil": BOOK("Nevýhoda „Střelba na běžící cíl“ platí pro střelbu, vrhací zbraně a kouzla, před kterými se "
                         "uhýbá Finesou (§vyhody_a_nevyhody)."),
    # 003:L84-L91
    "e_zblizka_daleko": BOOK("Na {vzd} vzdálenost nelze v tomto kole zaútočit zblízka; za kolo uběhneš jen krátkou "
                             "vzdálenost (§vzdalenost)."),
    # 003:L423-L426
    "e_vice_cilu_kouzlo": BOOK("Kouzlo „{nazev}“ zasahuje jen jeden cíl, na víc cílů ho seslat nejde "
                               "(§ohrozeni_vice_protivniku)."),
    # 003:L413
    "e_cile_obrana": BOOK("Počet cílů se týká jen hodu na úspěch (§ohrozeni_vice_protivniku)."),
    # 003:L648
    "e_dvojrucni_ruka": BOOK("S vážně zraněnou rukou nelze bojovat dvojruční zbraní ani střílet z luku či kuše "
                             "(§zraneni)."),
    # 003:L62
    "e_nenabito": BOOK("Zbraň „{nazev}“ není nabitá; nabij ji (v jednom kole lze nabít luk a vystřelit, "
                       "§co_se_da_stihnout_v_jednom_kole)."),
    # 003:L844-L849
    "e_umlcen": BOOK("Se zacpanými ústy nelze vyslovit zaklínací formuli, takže ani kouzlit (§zabraneni_v_kouzleni)."),
    # 003:L637
    "e_vazne_malo": BOOK("Vážné zranění lze způsobit jen zraněním alespoň za 3 (§zraneni); toto je za {z}."),
    # 003:L637
    "e_vazne_bez_zraneni": BOOK("Vážné zranění je další úspěch k zranění; nejdřív musíš zranit (§zraneni)."),
    # 003:L660, 003:L678
    "e_mimo_zbroj": BOOK("Zásah mimo zbroj jde jen tam, kde část zbroje opravdu chybí (§zraneni)."),
    # 003:L517-L530
    "e_uspechy_malo": BOOK("Na to je potřeba {need}, máš jen {have} (§urceni_vysledku)."),
    # 003:L534-L535
    "e_remiza_zabranit": BOOK("Úspěchem z remízy nemůžeš protivníkovi zabránit v tom, co chtěl udělat "
                              "(§urceni_vysledku)."),
    # 003:L372
    "e_prolomeni_jen_unik": BOOK("Při prolamování nevýhody můžeš úspěch použít jen na to, aby ses z ní dostal "
                                 "(§prolomeni_nevyhody)."),
    # 003:L587
    "e_jedno_zraneni": BOOK("V jednom kole můžeš protivníka zranit jen jednou (§zraneni)."),
    "e_lecit_plne": "Postava má plný počet životů.",
    "e_nabit_obrana": "Nabíjí se ke střelbě, ne k hodu na obranu; v kole, kdy jen nabíjíš, použij akci Nabít zbraň.",
    # 003:L62
    "e_nabit_bez_zbrane": BOOK("Nabíjet jde jen střelnou zbraň (§co_se_da_stihnout_v_jednom_kole)."),
    "e_zadna_zbran": "V deníku není žádná zbraň k nabití.",
    "e_ucastnik": "Účastník č. {id} v boji není.",
    "e_sam_sebe": "Účastník nemůže ohrožovat sám sebe.",
    "e_cil_dvakrat": "Cíl „{jmeno}“ je v záměru dvakrát.",
    # 003:L118
    "e_zamer_cile": BOOK("Záměr „{zamer}“ nikoho neohrožuje, cíle mu nepatří (§vyhodnoceni)."),
    # 003:L114
    "e_utok_bez_cile": BOOK("Kdo chce ohrozit, musí mít aspoň jeden cíl (§vyhodnoceni)."),
    # 003:L114-L119
    "e_neohrozuje": BOOK("{a} nemá v tomto kole za cíl „{b}“, takže proti tomuto cíli na úspěch nehází "
                         "(§vyhodnoceni)."),
    # 003:L631
    "e_vyrazen_akce": BOOK("{a}: vyřazení z boje, svůj záměr už provést nemůže (§zraneni)."),
    # 003:L795
    "e_akce_zrusena": BOOK("{a} nemůže provést svůj záměr, protože mu v něm bylo zabráněno "
                           "(§zabraneni_v_akci_nebo_v_utoku)."),
    "e_uz_vyhodnoceno": "Dvojice {a} → {b} už je v tomto kole vyhodnocená.",
    "e_zadny_vysledek": "Výsledek č. {id} neexistuje nebo už nemá žádné úspěchy.",
    "e_max_ucastniku": "V boji může být nejvýše {n} účastníků.",
    "e_nic_neutraceno": "Vyber, za co úspěchy utratíš.",
    "e_vysledek_cil": "Výsledek patří k účastníkovi, který už v boji není.",
    # breakdown lines and notes (modifiers.py)
    "m_utek": "útěk",
    # 003:L311
    "m_neuhyba": BOOK("{kind}: před tímto kouzlem se neuhýbá, nepočítá se (§vyhody_a_nevyhody)."),
    # 003:L380, 003:L399
    "m_nehybny_vyhody": BOOK("Nehybný protivník: jeho nevýhody se nepočítají (§nehybny_protivnik; §utok_ze_zalohy)."),
    # 003:L380, 003:L388
    "m_nehybny": BOOK("Protivník je nehybný: brání se 0 + k6 (§nehybny_protivnik; §utok_ze_zalohy)."),
    "m_rusi_se": "{kind} (platí pro oba, ruší se)",
    "m_vyhoda": "výhoda: {kind}",
    "m_nevyhoda": "nevýhoda: {kind}",
    "m_plna_obrana": "plná obrana",
    "m_protivnik_plna_obrana": "protivník v plné obraně",
    "m_mireni": "míření",
    "m_finta": "finta z minulého kola",
    "m_prolomeni": "prolomení nevýhody",
    "m_rozptyleni": "protivník je rozptýlený",
    "m_protivnik_miri": "protivník míří",
    "m_protivnik_finta": "finta protivníka",
    "m_vice_cilu": "ohrožení {count}",
    "m_protivnik_cile": "protivník ohrožuje {count}",
    "m_vzdalenost": "{vzd} vzdálenost",
    "m_protivnik_vzdalenost": "protivník střílí na {vzd} vzdálenost",
    "m_zadna_obrana": "žádná obrana je nejhorší (0 + k6)",
    "m_protivnik_podlaha": "protivník se nebrání hůř než 0 + k6",
    # outcomes (odds.py)
    "o_remiza": "Remíza: oba máte 1 úspěch (nelze zrušit akci druhého)",
    "o_ubranil_se": "Obrana protivníka uspěla: žádný úspěch",
    "o_ubranil_ses": "Obrana uspěla: protivník nemá úspěch",
    "o_protivnik": "Protivník: {noun}",
    "o_protivnik_jmeno": "{jmeno}: {noun}",
    # means (rules.py)
    "r_beze_zbrane": "beze zbraně",
    "r_opt_beze_zbrane": "Beze zbraně",
    "r_opt_zbran": "Zbraň: {nazev}",
    "r_opt_kouzlo": "Kouzlo: {nazev}",
    # 003:L131-L150
    "e_vlastnost": BOOK("Pro „{what}“ se na úspěch hází {names} (§pouziti_vlastnosti_v_boji)."),
    "e_vlastnost_obrana": BOOK("Kdo se brání s „{what}“, hází si na obranu {names}, stejně jako na úspěch; kdo uhýbá "
                               "nebo odolává, zvolí „beze zbraně“ (§hod_na_obranu)."),
    "e_obrana_kouzlu": BOOK("Proti kouzlu „{nazev}“ se na obranu hází {names} (§hod_na_obranu.obrana_proti_kouzlum)."),
    "e_kouzlo_utocne_obrana": BOOK("Útočným kouzlem „{nazev}“ se lze bránit jen tak, že někoho ohrozíš: proti němu si "
                                   "hoď na úspěch (§hod_na_obranu.obrana_kouzlem)."),
    "r_nebo": " nebo ",
    # speed caps (movement.py)
    # 003:L102
    "v_soustredeni": BOOK("soustředění (§rychlost)"),
    # 003:L103
    "v_noha": BOOK("vážné zranění nohy nebo břicha (§rychlost)"),
    # 003:L104
    "v_vyrazeni": BOOK("vyřazení z boje (§rychlost)"),
    # wounds (wounds.py)
    "z_vypocet": "{margin} (rozdíl hodů) + {damage} (zranění) − {armour} (zbroj) − {shield} (štít) − {resist} "
                 "(odolnost) = {total}",
    "z_pridane": "přidané zranění: {rolled} (kz) − {armour} (zbroj) − {resist} (odolnost) = {total}",
}

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

# Form field labels (key = parameter name; ``{foe}`` names the other side) and their hints.
FORM: dict[str, str] = {
    "rezim": "Druh hodu",
    "vlastnost": "Vlastnost",
    "prostredek": "Čím",
    "pocet_cilu": "Počet ohrožených cílů",
    "protivnik_vlastnost": "Vlastnost protivníka (pro šance)",
    "protivnik_celkem": "Součet protivníka (0 = hodí aplikace)",
    "vyhoda": "Výhoda {i} (v prospěch házejícího)",
    "nevyhoda": "Nevýhoda {i}",
    "plna_obrana": "Plná obrana (+1 na obranu)",
    "mireni": "Míření z minulého kola (+1 na výstřel)",
    "finta": "Finta z minulého kola (+1)",
    "prolomeni": "Prolomení nevýhody (+1, úspěch jen na únik)",
    "rozptyleni": "Spojenec rozptyluje: {foe} má nevýhodu",
    "utek": "Útěk (obrana s nevýhodou „útok do zad“)",
    "vzdalenost": "Vzdálenost",
    "protivnik_nehybny": "{Foe} je nehybný / útok ze zálohy (0 + k6)",
    "protivnik_plna_obrana": "{Foe} je v plné obraně",
    "protivnik_miri": "{Foe} míří",
    "protivnik_finta": "{Foe} použil fintu",
    "protivnik_strili": "{Foe} útočí na dálku",
    "protivnik_cilu": "Kolik cílů {foe} ohrožuje",
    "protivnik_plosne": "{Foe} útočí plošně",
    "rozdil": "O kolik tě protivník přehodil",
    "zraneni": "Zranění zbraně (0–3)",
    "kz": "Kouzlo: počet kz (0 = zbraň)",
    "druh": "Druh zranění",
    "pridane_kz": "Přidané zranění (kz)",
    "pridane_druh": "Druh přidaného zranění",
    "mimo_zbroj": "Zásah mimo zbroj",
    "obejit_stit": "Štít obejitý (chycený, útok zezadu)",
    "vazne": "Vážné zranění (za další úspěch)",
    "zbran": "Zbraň",
    "lecit": "Kolik životů",
    "ty": "ty",
    "protivnik": "protivník",
}
MIMO_ZBROJ: dict[str, str] = {"ne": "ne", "uspech": "ano, za další úspěch (chybí část zbroje)",
                              "situace": "ano, ze situace (zdarma)"}
HINT: dict[str, str] = {
    # 003:L131-L148
    "vlastnost": BOOK("Síla: těžká zbraň, beze zbraně, těžká zbroj; Finesa: střelba; Duše: kouzla "
                      "(§pouziti_vlastnosti_v_boji)."),
    # 003:L415
    "pocet_cilu": BOOK("Postih −počet cílů (§ohrozeni_vice_protivniku)."),
    # 003:L341
    "protivnik_celkem": BOOK("Pán jeskyně hází jen vlastnost + k6 (§bonusy_a_postihy_si_pricita_hrac_postavy)."),
    # 003:L281
    "vyhoda": BOOK("Každý druh se počítá jen jednou (§vyhody_a_nevyhody)."),
    # 003:L233
    "nevyhoda": BOOK("Stejný druh u obou stran se ruší (§vyhody_a_nevyhody)."),
    # 003:L612
    "kz": BOOK("Počítají se kostky se 4 a víc (§zraneni)."),
}
# Actions: id → (label, group, hint).
ACTIONS: dict[str, tuple[str, str, str | None]] = {
    "hod": ("Hod na úspěch / na obranu", "Boj",
            "Bez zadaného součtu protivníka hodí aplikace i jeho k6 (druhá kostka)."),
    "zasah": ("Utrpět zásah (spočítat zranění)", "Boj", "Kostky zranění kouzla, pak přidaného zranění."),
    "nabit": ("Nabít zbraň", "Výbava", None),
    "lecit": ("Vyléčit životy", "Postava", None),
}
# Outcome labels and explanation templates of the sheet actions.
A: dict[str, str] = {
    # 003:L468
    "munice": BOOK("{nazev}: munice {old} → {new} (§boj_na_dalku)."),
    "vystreleno": "{nazev}: vystřeleno, není nabito.",
    # 003:L487, 003:L499
    "znovu_nabito": BOOK("{nazev}: vystřeleno a hned znovu nabito (§boj_na_dalku)."),
    # 003:L822
    "soustredi": BOOK("Soustředíš se na kouzlo „{nazev}“ (§preruseni_soustredeni)."),
    "zadal_pj": "{total} (zadal Pán jeskyně)",
    "kostka": "k6 ({die}) + {base} = {total}",
    "na_obranu": "na obranu",
    "na_uspech": "na úspěch",
    # 003:L510-L514
    "hod": BOOK("Hod {kind} ({attr}): k6 ({die}) {const} = {total} proti {foe}. Rozdíl {margin} ⇒ {label} "
                "(§urceni_vysledku), šance na tento výsledek {chance}. Započítáno: {breakdown}."),
    # 003:L372
    "jen_unik": BOOK("Úspěch můžeš použít jen na to, aby ses dostal z nevýhody (§prolomeni_nevyhody)."),
    "bez_zraneni": "Bez zranění",
    "zranen": "Zranění",
    "vyrazen": "Vyřazení z boje",
    # 003:L578-L582
    "zivoty": BOOK("Životy {old} → {new} (§zraneni)."),
    # 003:L834
    "preruseno": BOOK("Zranění přerušilo soustředění na „{nazev}“ (§preruseni_soustredeni)."),
    # 003:L637-L655
    "vazne": BOOK("Vážné zranění: {cast} je vyřazená (§zraneni)."),
    # 003:L580-L582, 003:L622-L623
    "zraneni_za": BOOK("Zranění za {lives}: {lines} (§zraneni)."),
    # 003:L631
    "vyrazen_text": BOOK("Postava je vyřazená z boje; pokud ještě neházela, svůj záměr neprovede (§zraneni)."),
    # 003:L838
    "zastaveno": BOOK("Zbroj, štít nebo odolnost ránu zastavily; soustředění trvá (§preruseni_soustredeni)."),
    "plne": "Plné životy",
    "vyleceno": "Vyléčeno",
    "zivoty_leceni": "Životy {old} → {new}.",
    # 003:L657
    "doleceno": BOOK("Všechny ztracené životy doléčeny: vážná zranění zmizela (§zraneni)."),
    # 003:L657
    "leceni": BOOK("Léčení samo v bojové kapitole není; vážná zranění mizí po doléčení všech životů (§zraneni)."),
    "nabito": "Nabito",
    # 003:L62, 003:L93
    "nabijis": BOOK("Nabíjíš {nazev}; při běhu nabíjet nejde (§co_se_da_stihnout_v_jednom_kole; §vzdalenost)."),
    "nabito_zmena": "{nazev}: nabito.",
}

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
B: dict[str, str] = {
    "zadny": "—",
    "nic": "Nic k provedení",
    "vyber": "Nejdřív vyber {what}.",
    "vyber_ucastnika": "účastníka (nejdřív ho přidej)",
    "vyber_dvojici": "útočníka a cíl",
    "vyber_situaci": "situaci, která končí",
    "vyber_vysledek": "výsledek s úspěchy (nejdřív vyhodnoť dvojici)",
    "pridano": "Přidáno",
    "vstupuje": "Kolo {kolo}: do boje vstupuje {jmeno} ({strana}).",
    "odebrano": "Odebráno",
    "odchazi": "{jmeno} odchází z boje.",
    # 003:L46
    "uz_hazel": BOOK("{jmeno}: hod v tomto kole už proběhl; záměr lze měnit jen před hodem (§zamery)."),
    "zamer_log": "Kolo {kolo}: {jmeno} – {zamer}{cile}.",
    "zamer_cile": " → {names}",
    "zamer_ohlasen": "Záměr ohlášen",
    # 003:L114-L219
    "zamer_vysvetleni": BOOK("Kdo koho ohrožuje a pořadí házení ukazuje tabule (§vyhodnoceni)."),
    # 003:L118
    "neohrozuje_nikoho": BOOK("{jmeno} v tomto kole nikoho neohrožuje, na úspěch nehází (§vyhodnoceni)."),
    # 003:L413
    "uz_hazel_uspech": BOOK("{jmeno}: hod na úspěch už v tomto kole proběhl a platí proti všem cílům "
                            "(§ohrozeni_vice_protivniku)."),
    # 003:L215, 003:L413
    "hod_log": BOOK("Kolo {kolo}: {jmeno} hází na úspěch ({attr}): k6 ({die}) + {value} = {total}; modifikátory se "
                    "přičtou u každé dvojice (§poradi_hazeni; §ohrozeni_vice_protivniku)."),
    "hozeno": "Hozeno",
    "neni_dvojice": "Není vybraná dvojice",
    "vzajemne": "vzájemně (úspěch proti úspěchu)",
    "na_obranu": "{jmeno} na obranu ({attr})",
    "dvojice_log": "Kolo {kolo}: {a} → {b}, {kind}: {a} k6 ({a_die}) {a_const} = {mine}, {b} k6 ({b_die}) + "
                   "{b_const} = {theirs} ⇒ {label}.",
    # 003:L114-L116, 003:L507-L514
    "dvojice_vysvetleni": BOOK("{line} Započítáno: {breakdown} (§vyhodnoceni; §urceni_vysledku). Šance na tento "
                               "výsledek {chance}."),
    "vysledek_popis": "{a} → {b}: {noun} (rozdíl {rozdil}{tie})",
    "remiza": ", remíza",
    # 003:L580-L623
    "zranen_log": BOOK("{jmeno}: zranění za {lives}: {lines}; životy {old} → {new} (§zraneni)."),
    # 003:L637-L655
    "vazne_log": BOOK("{jmeno}: vážné zranění – {cast} (§zraneni)."),
    # 003:L834
    "soustredeni_log": BOOK("{jmeno}: zranění přerušilo soustředění (§preruseni_soustredeni)."),
    # 003:L631
    "vyrazen_log": BOOK("{jmeno}: vyřazení z boje (§zraneni)."),
    # 003:L631
    "vyrazen_akce_log": BOOK("{jmeno}: vyřazení z boje, svůj záměr už neprovede (§zraneni)."),
    # 003:L532
    "postup_log": BOOK("{jmeno}: {wording} (§urceni_vysledku)."),
    # 003:L844, 003:L856
    "umlcen_log": BOOK("{jmeno}: formuli nejde vyslovit, kouzlo se nesešle (§zabraneni_v_kouzleni)."),
    # 003:L795-L798
    "zabraneno_log": BOOK("{jmeno}: zabráněno v akci, nikdo se proti ní nemusí bránit "
                          "(§zabraneni_v_akci_nebo_v_utoku)."),
    # 003:L686
    "stit_log": BOOK("{jmeno}: štít chycený, neodečítá se, dokud se nevyprostí (§zraneni)."),
    "manevr_log": "{jmeno}: {manevr}.",
    # 003:L824
    "naraz_log": BOOK("{jmeno}: náraz nebo pád přerušil soustředění (§preruseni_soustredeni)."),
    # 003:L849, 003:L863-L870
    "unik_log": BOOK("{jmeno}: únik z nevýhody – uvolněná ústa i štít (§zabraneni_v_kouzleni; "
                     "§unik_z_nevyhodne_situace)."),
    "utraci_log": "Kolo {kolo}: {a} utrácí {noun} (cíl: {b}){popis}.",
    "vyrazen": "Vyřazení z boje",
    "utraceno": "Utraceno: {noun}",
    # 003:L25
    "nove_kolo_log": BOOK("Začíná kolo {kolo}. Pán jeskyně popíše záměry protivníků (§zamery)."),
    "propadlo": " Propadlo neutracených výsledků: {n}.",
    "nove_kolo": "Nové kolo",
    "stejne_cislo": "Dva účastníci mají stejné číslo.",
    "neplatny_cil": "Záměr účastníka „{jmeno}“ míří na neplatný cíl č. {target}.",
    "dlouhy_zaznam": "Řádek záznamu smí mít nejvýše 500 znaků.",
    "zbran": "Zbraň",
}

# Character sheet view: titles and hints.
V: dict[str, str] = {
    "zbran_titulek": "{nazev} – zranění {zraneni} ({druh})",
    "kouzlo_titulek": "{nazev} – {kz}kz {druh}, obrana {obrana}",
    # 003:L137
    "h_tezka": BOOK("Těžkou zbraní se hází Silou (§pouziti_vlastnosti_v_boji)."),
    # 003:L468
    "h_munice": BOOK("Vzácnou munici a pár kusů si odečítej (§boj_na_dalku)."),
    # 003:L631
    "h_stav": BOOK("Při 0 životech a méně je postava vyřazená z boje (§zraneni)."),
    # 003:L585, 003:L616
    "h_zbroj": BOOK("Lehká 1, těžká 2 (§zraneni)."),
    "chybi": "Chybějící části zbroje",
    "zadne": "žádné",
    # 003:L660
    "h_chybi": BOOK("Kde zbroj chybí, lze za úspěch zasáhnout mimo zbroj (§zraneni)."),
    # 003:L682-L697
    "h_stit": BOOK("Chycený štít nebo útok zezadu: štít se neodečítá (§zraneni)."),
    "ucinek_druh": "nevýhoda {kind}",
    "ucinek_cast": "část těla nelze používat",
    "ucinek": "{cast}: {effect}",
    "ucinky": "Účinky",
    # 003:L657
    "h_ucinky": BOOK("Zmizí, až doléčíš všechny ztracené životy (§zraneni)."),
    # 003:L100
    "h_rychlost": BOOK("Každý stupeň je dvojnásobkem předchozího (§rychlost)."),
    # 003:L822-L841
    "h_soustredeni": BOOK("Soustředění přeruší zranění nad 0, sražení, náraz (§preruseni_soustredeni)."),
    # 003:L757
    "h_dva_cile": BOOK("Na dva cíle bez postihu (§zatlaceni_nebo_odtahnuti_protivnika)."),
    # 003:L235-L236
    "h_tma": BOOK("Ve tmě bez Ztížení viditelnosti (§vyhody_a_nevyhody)."),
    "vazna": "vážné zranění",
}
WOUNDS_NOUN = czech.Noun("vážné zranění", "vážná zranění", "vážných zranění")

# Combat board view.
BV: dict[str, str] = {
    "vyrazeny": "vyřazený z boje",
    "mimo_boj": "mimo boj",
    "zmaren": "se zmařeným záměrem",
    "odzbrojeny": "odzbrojený",
    "umlceny": "umlčený (zacpaná ústa)",
    "stit_ne": "štít nelze použít",
    "soustredi": "soustředí se",
    "vazne": "vážné zranění: {cast}",
    "v_boji": "v boji",
    # 003:L102-L104
    "rychlost": BOOK("nejvýš {rychlost} (§rychlost)"),
    "hod": "; hod na úspěch {total}",
    "cile": " → {names} ({attr})",
    "titulek": "{jmeno} ({strana}) – {zivoty}/{max} {noun}",
    "zamer": "Záměr",
    "jmeno": "Jméno",
    "strana": "Strana",
    "zivoty": "Životy",
    "zbroj": "Zbroj",
    "chybi_cast": "Chybí část zbroje (helma …)",
    "stit": "Štít",
    "stit_pouzitelny": "Štít lze použít",
    "zbran_zraneni": "Zranění zbraně",
    "zbran_druh": "Druh zranění zbraně",
    "pridane_kz": "Přidané zranění (kz)",
    "kouzlo": "Kouzlo",
    "kouzlo_kz": "Kouzlo: kz",
    "kouzlo_druh": "Kouzlo: druh zranění",
    "kouzlo_plosne": "Kouzlo je plošné",
    "soustredeni": "Soustředí se",
    "dva_cile": "Útok na dva cíle",
    "stav": "Stav",
    "vzajemne_k": "{a} ↔ {b}",
    # 003:L115
    "vzajemne_v": BOOK("ohrožují se navzájem: úspěch proti úspěchu (§vyhodnoceni)"),
    "obrana_k": "{a} → {b}",
    # 003:L116
    "obrana_v": BOOK("{b} hází na obranu – útočí {a} (§vyhodnoceni)"),
    "na_uspech": "Na úspěch hází (jednou za kolo)",
    "na_obranu": "Na obranu hází (zvlášť proti každému)",
    "nikdo": "nikdo",
    # 003:L413
    "h_uspech": BOOK("§ohrozeni_vice_protivniku."),
    # 003:L116, 003:L399
    "h_obrana": BOOK("§vyhodnoceni; §utok_ze_zalohy."),
    "poradi_k": "{n}. {a} → {b}",
    "vzajemne": "vzájemně",
    "na_obranu_kratce": "{b} na obranu",
    # 003:L213-L217
    "cyklus": BOOK("; zacyklené – nejdřív všichni hodí na úspěch, od nejvyššího (§poradi_hazeni)"),
    "hotovo": "✓ vyhodnoceno",
    "poradi": "Pořadí",
    "nikdo_neohrozuje": "Zatím nikdo nikoho neohrožuje.",
    # 003:L535
    "remiza": BOOK("; remíza – nelze zmařit akci (§urceni_vysledku)"),
    # 003:L372
    "jen_unik": BOOK("; jen na únik z nevýhody (§prolomeni_nevyhody)"),
    "uz_zranen": "; už zraněn",
    "vysledek": "{noun}, rozdíl {rozdil}{extra}",
    "k_utraceni": "{a} → {b}: úspěchy",
    "rozpracovano": "Rozpracováno: {jmeno}",
    "uspechy": "Úspěchy",
    "nic": "Nic k utracení.",
    "kolo": "Kolo",
    "vyrazeni": "Vyřazení",
    "zaznam": "Záznam",
    "prazdny": "Zatím prázdný.",
    "nazev": "{name} – kolo {kolo}",
    "s_ucastnici": "Účastníci",
    "s_kolo": "Kdo hází, pořadí a úspěchy",
    "s_zaznam": "Záznam boje",
    "s_poznamky": "Poznámky",
}
