"""Czech texts of the hands, the defence on the board and the board's linked characters (issue 21).

Kept apart from :mod:`.texts` so that the hand model and the links read as one piece; typed constants, so a
misspelt name is an error before it reaches a player.
"""

from __future__ import annotations

from typing import Final

__all__ = ["HANDS", "HANDS_IN", "OBRANA_CIM", "L"]

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
    E_RUKA: Final = ("{co} drží v ruce, která je vážně zraněná; tou rukou nelze bojovat ani se krýt "
                     "(Boj › Zranění).")
    STIT_ZRANENA_RUKA: Final = "štít ve vážně zraněné ruce nepomáhá"
    # the defence roll on the board (Boj › Hod na obranu)
    OBRANA_CIM: Final = "Čím se cíl brání"
    H_OBRANA_CIM: Final = ("Zbraní nebo štítem se kryje na vlastnost své zbraně (v těžké zbroji Silou); proti "
                           "střelbě se zbraní krýt nedá, jen štítem; uhýbá se Finesou.")
    E_OBRANA: Final = "{jmeno} si na obranu {jak} hází jen: {names} (Boj › Hod na obranu)."
    E_OBRANA_ZBRAN: Final = ("Krýt se lze jen zbraní v ruce nebo štítem; bez nich se uhýbá nebo odolává "
                             "(Boj › Hod na obranu).")
    E_OBRANA_KOUZLO: Final = ("Bránit se lze jen kouzlem, které není útočné: útočným kouzlem se lze bránit jen tak, "
                              "že útočníka ohrozíš (Boj › Obrana kouzlem).")
    E_OBRANA_STRELBA: Final = ("Proti střelbě se zbraní krýt nedá, jen štítem; jinak se uhýbá Finesou "
                               "(Boj › Boj na dálku).")
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
    NAMIRENO_LOG: Final = "{jmeno}: zamířeno, na příští výstřel výhoda +1 (Boj › Míření)."
    FINTA_LOG: Final = ("{jmeno} → {cil}: finta z minulého kola, v tomto kole výhoda +1 "
                        "(Boj › Klamný útok nebo jiná finta v boji).")
    NAMIRENO: Final = "namířeno (+1 na výstřel)"
    FINTA: Final = "finta → {jmeno} (+1)"
    ROZPTYLUJE: Final = "rozptýlení → {jmeno}"
    M_ROZPTYLEN: Final = "rozptyluje tě {jmeno}"
    # picking up a weapon, tying a held foe (Boj › Sebrání zbraně nebo jiné věci; › Zajímání)
    E_NENI_ODZBROJEN: Final = "{jmeno}: zbraň má v ruce, není co sbírat (Boj › Sebrání zbraně nebo jiné věci)."
    SEBRAL_LOG: Final = "{jmeno}: zbraň sebraná ze země, zase s ní bojuje (Boj › Sebrání zbraně nebo jiné věci)."
    E_SVAZAT: Final = ("Svázat lze jen toho, komu někdo jiný drží obě ruce (Boj › Zajímání); {jmeno} takto "
                       "držený není.")
    SVAZAN_LOG: Final = "{jmeno}: svázané ruce – zbraní nebojuje, dokud ho někdo nerozváže (Boj › Zajímání)."
    SVAZANE_RUCE: Final = "svázané ruce"
    # preconditions of a spend or a záměr
    E_BEZ_STITU: Final = "{jmeno}: žádný štít, který by šlo chytit (Boj › Obcházení štítu)."
    E_UZ_ODZBROJEN: Final = "{jmeno}: zbraň už v ruce nemá, není co vyrazit (Boj › Odzbrojení protivníka)."
    E_MIRENI_ZBRAN: Final = ("Mířit lze střelnou nebo vrhací zbraní v ruce, ne kouzlem ani zbraní na blízko "
                             "(Boj › Míření).")
    # Únava v boji
    UZ_BOJUJE: Final = "Už bojuje (kol před vstupem)"
    DOBEHL: Final = "Doběhl do boje (zadýchaný)"
    ZADYCHANY: Final = "Zadýchaný (doběhl do boje)"
    H_UNAVA: Final = ("Kdo bojuje aspoň o 2 kola déle než čerstvý protivník, nebo do boje doběhl, má proti němu "
                      "nevýhodu Vyčerpání; kdo bojuje od začátku se všemi, ji nemá (Boj › Únava v boji).")
    ZADYCHANY_STAV: Final = "zadýchaný"
    BOJUJE_OD: Final = "bojuje od kola {kolo}"
    E_JEN_SVAZANI: Final = "Záměr „{zamer}“ míří na jednoho drženého protivníka: vyber právě jeden cíl."


L: Final = _Links()
