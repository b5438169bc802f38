"""Czech texts of the hands, the defence on the board and the board's linked characters (issue 21).

Kept apart from :mod:`.texts` so that the hand model and the links read as one piece; typed constants, so a
misspelt name is an error before it reaches a player.
"""

from __future__ import annotations

from typing import Final

from py_rules.headings import Book

__all__ = ["HANDS", "HANDS_IN", "LINK_TEXT", "OBRANA_CIM"]

BOOK = Book("py_rules.systems.boj_k6")

HANDS: dict[str, str] = {"prava": "pravá ruka", "leva": "levá ruka"}
HANDS_IN: dict[str, str] = {"prava": "v pravé ruce", "leva": "v levé ruce"}
OBRANA_CIM: dict[str, str] = {
    "uhyb": "uhýbá nebo odolává (bez zbraně)",
    "zbran": "kryje se zbraní nebo štítem",
    "kouzlo": "brání se kouzlem",
}


class _Links:
    # the hand model (Boj › Zranění › Vážné zranění)
    RUKA: Final = "Drží v ruce"
    STIT_RUKA: Final = "Štít drží v ruce"
    E_RUKA: Final = BOOK("{co} drží v ruce, která je vážně zraněná; tou rukou nelze bojovat ani se krýt (§zraneni).")
    STIT_ZRANENA_RUKA: Final = "štít ve vážně zraněné ruce nepomáhá"
    # the defence roll on the board (Boj › Hod na obranu)
    OBRANA_CIM: Final = "Čím se cíl brání"
    H_OBRANA_CIM: Final = ("Zbraní nebo štítem se kryje na vlastnost své zbraně (v těžké zbroji Silou); proti "
                           "střelbě se zbraní krýt nedá, jen štítem; uhýbá se Finesou.")
    E_OBRANA: Final = BOOK("{jmeno} si na obranu {jak} hází jen: {names} (§hod_na_obranu).")
    E_OBRANA_ZBRAN: Final = BOOK("Krýt se lze jen zbraní v ruce nebo štítem; bez nich se uhýbá nebo odolává "
                                 "(§hod_na_obranu).")
    E_OBRANA_KOUZLO: Final = BOOK("Bránit se lze jen kouzlem, které není útočné: útočným kouzlem se lze bránit jen "
                                  "tak, že útočníka ohrozíš (§hod_na_obranu.obrana_kouzlem).")
    E_OBRANA_STRELBA: Final = BOOK("Proti střelbě se zbraní krýt nedá, jen štítem; jinak se uhýbá Finesou "
                                   "(§boj_na_dalku).")
    JAK: Final = {"uhyb": "bez zbraně", "zbran": "zbraní nebo štítem", "kouzlo": "kouzlem"}
    # linked characters (Boj › Kola: the board works with the party's sheets)
    POSTAVA: Final = "Postava z deníku"
    H_POSTAVA: Final = ("Propojená postava: vlastnosti, zbraně, zbroj, štít, kouzla, životy, zranění a munice se "
                        "čtou z jejího deníku a zapisují se do něj.")
    NEPROPOJENO: Final = "nepropojeno (zapsaný na tabuli)"
    CHYBI_ULOZENI: Final = "uložená postava chybí"
    E_CHYBI: Final = ("Deník postavy {jmeno} není k dispozici (smazaný nebo nečitelný); odeber ji z tabule nebo "
                      "ji propoj znovu.")
    E_NENI_BOJ: Final = "{jmeno} není postava hry Boj k6."
    E_DVAKRAT: Final = "Jedna uložená postava může být na tabuli jen jednou."
    Z_DENIKU: Final = "Z deníku"
    HODNOTY: Final = ("Síla {sila}, Finesa {finesa}, Duše {duse} · životy {zivoty}/{zivoty_max} · zbroj {zbroj}"
                      " · {zbran}")
    VYZBROJ: Final = "Zbraň nebo kouzlo z deníku"
    H_VYZBROJ: Final = "Jen pro propojenou postavu: čím v tomto kole bojuje."
    JAK_JE: Final = "jak je zapsáno"
    VYZBROJ_VOLBA: Final = "{jmeno}: {nazev}"
    E_VYZBROJ: Final = "Zbraň nebo kouzlo z deníku lze vybrat jen propojené postavě {jmeno}."
    # lines for the character's own log
    ZIVOTY: Final = "Životy: {old} → {new} (bojová tabule)"
    VAZNE: Final = "Vážné zranění: {cast} (bojová tabule)"
    MUNICE: Final = "{nazev}: munice {old} → {new} (bojová tabule)"
    NABITO: Final = "{nazev}: nabito (bojová tabule)"
    VYSTRELENO: Final = "{nazev}: vystřeleno, nenabito (bojová tabule)"
    STIT_ANO: Final = "Štít znovu použitelný (bojová tabule)"
    STIT_NE: Final = "Štít nepoužitelný (bojová tabule)"
    SOUSTREDENI: Final = "Soustředění přerušeno (bojová tabule)"
    # declared effects that carry over (Boj › Míření; › Klamný útok nebo jiná finta v boji; › Rozptýlení)
    E_JEDEN_CIL: Final = "Záměr „{zamer}“ míří na jednoho protivníka: vyber právě jeden cíl."
    NAMIRENO_LOG: Final = BOOK("{jmeno}: zamířeno, na příští výstřel výhoda +1 (§mireni).")
    FINTA_LOG: Final = BOOK("{jmeno} → {cil}: finta z minulého kola, v tomto kole výhoda +1 "
                            "(§klamny_utok_nebo_jina_finta_v_boji).")
    NAMIRENO: Final = "namířeno (+1 na výstřel)"
    FINTA: Final = "finta → {jmeno} (+1)"
    ROZPTYLUJE: Final = "rozptýlení → {jmeno}"
    M_ROZPTYLEN: Final = "rozptyluje tě {jmeno}"
    # picking up a weapon, tying a held foe (Boj › Sebrání zbraně nebo jiné věci; › Zajímání)
    E_NENI_ODZBROJEN: Final = BOOK("{jmeno}: zbraň má v ruce, není co sbírat (§sebrani_zbrane_nebo_jine_veci).")
    SEBRAL_LOG: Final = BOOK("{jmeno}: zbraň sebraná ze země, zase s ní bojuje (§sebrani_zbrane_nebo_jine_veci).")
    E_SVAZAT: Final = BOOK("Svázat lze jen toho, komu někdo jiný drží obě ruce (§zajimani); {jmeno} takto držený není.")
    SVAZAN_LOG: Final = BOOK("{jmeno}: svázané ruce – zbraní nebojuje, dokud ho někdo nerozváže (§zajimani).")
    SVAZANE_RUCE: Final = "svázané ruce"
    # preconditions of a spend or a záměr
    E_BEZ_STITU: Final = BOOK("{jmeno}: žádný štít, který by šlo chytit (§zraneni.obchazeni_stitu).")
    E_UZ_ODZBROJEN: Final = BOOK("{jmeno}: zbraň už v ruce nemá, není co vyrazit (§odzbrojeni_protivnika).")
    E_MIRENI_ZBRAN: Final = BOOK("Mířit lze střelnou nebo vrhací zbraní v ruce, ne kouzlem ani zbraní na blízko "
                                 "(§mireni).")
    # Únava v boji
    UZ_BOJUJE: Final = "Už bojuje (kol před vstupem)"
    DOBEHL: Final = "Doběhl do boje (zadýchaný)"
    ZADYCHANY: Final = "Zadýchaný (doběhl do boje)"
    H_UNAVA: Final = BOOK("Kdo bojuje aspoň o 2 kola déle než čerstvý protivník, nebo do boje doběhl, má proti němu "
                          "nevýhodu Vyčerpání; kdo bojuje od začátku se všemi, ji nemá (§unava_v_boji).")
    ZADYCHANY_STAV: Final = "zadýchaný"
    BOJUJE_OD: Final = "bojuje od kola {kolo}"
    E_JEN_SVAZANI: Final = "Záměr „{zamer}“ míří na jednoho drženého protivníka: vyber právě jeden cíl."


LINK_TEXT: Final = _Links()


