"""Czech texts of the round on the board: ammunition and loading, distances and movement, situations.

Kept apart from :mod:`.texts` so that module stays readable; the same rules apply (``str.format`` fields,
the seed's line numbers in messages as «pravidla ř. N»).
"""

from __future__ import annotations

from typing import Final

from py_rules.headings import Book
from py_rules.systems.boj_k6.movement import GAP_STOPS, category
from py_rules.systems.boj_k6.texts import VZDALENOSTI

__all__ = [
    "JAK",
    "JAK_VOLBY",
    "NEVYHODY",
    "POHYBY",
    "POHYB_LOG",
    "ROUND_FORM",
    "ROUND_HINT",
    "ROUND_TEXT",
    "ROUND_VIEW",
    "gap_label",
    "gap_options",
]

BOOK = Book("py_rules.systems.boj_k6")

POHYBY: dict[str, str] = {
    "zustava": "zůstává na místě",
    "k_cili": "běží k (prvnímu) cíli",
    "ustup": "ustupuje (např. při střelbě)",
    "utek": "utíká z boje",
}
POHYB_LOG: dict[str, str] = {
    "zustava": "",
    "k_cili": ", běží k cíli",
    "ustup": ", ustupuje",
    "utek": ", utíká",
}
JAK: dict[str, str] = {
    "jednorazove": "nevýhoda do konce příštího kola",
    "drzi": "držení v nevýhodě",
    "zalehnuti": "zalehnutí",
    "obe_ruce": "chycené obě ruce",
    "srazen": "sražení k zemi",
}
JAK_VOLBY: dict[str, str] = {
    "jednorazove": "nikdo ho v ní nedrží (přistřelený rukáv, podražené nohy)",
    "drzi": "útočník ho v ní drží (přimáčknutí ke zdi, chycená ruka)",
    "zalehnuti": "útočník ho srazí a zalehne",
    "srazen": "útočník ho srazí k zemi",
}
NEVYHODY: tuple[str, ...] = ("ztizeni_pohybu", "ztizeni_viditelnosti", "nevhodna_zbran", "nadmerny_naklad",
                             "dezorientace", "strach", "vyvedeni_z_rovnovahy", "prekvapeni")


class _RoundForm:
    """Labels of the round's form fields (typed: a misspelt name fails the type check, not a player)."""

    POHYB: Final = "Pohyb v tomto kole"
    NABIT: Final = "Nabít v tomto kole"
    NABITO: Final = "Nabito"
    ZBRAN_DOSAH: Final = "Dosah zbraně"
    MUNICE_SLEDOVAT: Final = "Počítat munici"
    MUNICE: Final = "Munice (ks)"
    VZDALENOST_OD: Final = "Vzdálenost od druhé strany"
    JAK: Final = "Jak ho útočník znevýhodní"
    NEVYHODA: Final = "Druh nevýhody"
    DRUHY_CIL: Final = "Na koho ho útočník strčí"
    A: Final = "Kdo"
    B: Final = "Od koho"
    CTVRTINY: Final = "Vzdálenost"
    SITUACE: Final = "Situace"
    TMA: Final = "Tma (bojuje se potmě)"
    PROTIVNIK_VIDI: Final = "Protivník má infravidění nebo ultrasluch"
    VZDAL_SE: Final = "Vzdává se"
    INFRAVIDENI: Final = "Infravidění"
    ULTRASLUCH: Final = "Ultrasluch"
    RYCHLOST: Final = "Rychlost"
    RYCHLOST_UPRAVY: Final = "Zrychlení / zpomalení"


ROUND_FORM: Final = _RoundForm()


class _RoundHint:
    """Hints under the round's form fields (typed: a misspelt name fails the type check, not a player)."""

    # 003:L60
    POHYB: Final = BOOK("Kdo útočí zblízka na vzdáleného, běží k prvnímu cíli sám (§co_se_da_stihnout_v_jednom_kole).")
    # 003:L499-L500
    NABIT: Final = BOOK("S nabitým lukem: vystřelit a hned nabít, nebo vystřelit a utéct; s nenabitým nabít a "
                        "vystřelit, utéct už ne (§boj_na_dalku).")
    # 003:L468
    MUNICE: Final = BOOK("Počítej vzácnou munici a tu, které má bojovník jen pár kusů (§boj_na_dalku).")
    # 003:L79-L91
    VZDALENOST_OD: Final = BOOK("Od každého na druhé straně; ke své straně kontaktní (§vzdalenost).")
    # 003:L700-L726
    JAK: Final = BOOK("Jen pro „Znevýhodnit“ (§znevyhodneni_protivnika).")
    # 003:L752
    DRUHY_CIL: Final = BOOK("Jen pro „Strčit na jiného“ (§zatlaceni_nebo_odtahnuti_protivnika).")
    # 003:L235-L236
    TMA: Final = BOOK("Kdo nemá infravidění ani ultrasluch, má Ztížení viditelnosti; když oba, ruší se "
                      "(§vyhody_a_nevyhody).")


ROUND_HINT: Final = _RoundHint()


class _RoundView:
    """Labels of the round on the board view: scene, distances, situations, ammunition."""

    S_SCENA: Final = "Scéna: tma, vzdálenosti, situace"
    VZDALENOST_K: Final = "{a} ↔ {b}"
    VZDALENOSTI: Final = "Vzdálenosti"
    VSICHNI_KONTAKT: Final = "všichni v kontaktní vzdálenosti"
    DO_KOLA: Final = " do konce {kolo}. kola"
    DOKUD_DRZI: Final = ", dokud ho drží nebo se nevyprostí"
    DRZI: Final = " (drží {jmeno})"
    VZDAL_SE: Final = "vzdává se"
    NABITO: Final = "nabito"
    NENABITO: Final = "nenabito"
    MUNICE: Final = "munice {n} ks"


ROUND_VIEW: Final = _RoundView()


class _RoundText:
    """Messages and log lines of the round: ammunition and loading, distances and movement, situations."""

    # ammunition and loading (ammo.py, board/round.py)
    # 003:L467-L471
    E_MUNICE_ZADNA: Final = BOOK("Zbraň „{nazev}“ nemá munici (§boj_na_dalku).")
    # 003:L467-L471
    E_MUNICE_DALSI: Final = BOOK("Po výstřelu už nezbude nic k nabití: zbraň „{nazev}“ má poslední kus munice "
                                 "(§boj_na_dalku).")
    E_NABIT_VRHACI: Final = "Vrhací zbraň „{nazev}“ se nenabíjí."
    E_NABIT_ZBLIZKA: Final = "Zbraň „{nazev}“ není střelná, nenabíjí se."
    E_NABITO_UZ: Final = "Zbraň „{nazev}“ už je nabitá."
    # 003:L62, 003:L500
    E_NENABITO_UTEK: Final = BOOK("Zbraň „{nazev}“ není nabitá: v tomto kole stihne nabít a vystřelit, ale už ne utéct "
                                  "(§co_se_da_stihnout_v_jednom_kole; §boj_na_dalku).")
    # 003:L487, 003:L499
    E_NABIT_A_UTECT: Final = BOOK("S nabitou zbraní „{nazev}“ může vystřelit a utéct, nebo vystřelit a hned nabít, ne "
                                  "obojí (§boj_na_dalku).")
    # 003:L93
    E_NABIT_BEH: Final = BOOK("Při běhu nejde nabíjet ani mířit (§vzdalenost).")
    # 003:L59-L74, 003:L364
    E_NABIT_ZAMER: Final = BOOK("Se záměrem „{zamer}“ se v tomtéž kole nabíjet nedá (§co_se_da_stihnout_v_jednom_kole; "
                                "§plna_obrana).")
    # 003:L364, 003:L771
    E_PLNA_OBRANA_NIC: Final = BOOK("Při plné obraně nemůže dělat nic jiného – běžet, utíkat ani nabíjet "
                                    "(§plna_obrana; §utek_z_boje_zblizka).")
    # 003:L93
    E_MIRENI_BEH: Final = BOOK("Při běhu nejde mířit (§vzdalenost).")
    # 003:L62
    NABIL_A_STRILI: Final = BOOK("{jmeno} nabíjí a střílí: {zbran} (§co_se_da_stihnout_v_jednom_kole).")
    # 003:L468
    MUNICE_LOG: Final = BOOK("{jmeno} – {zbran}: munice {old} → {new} (§boj_na_dalku).")
    NABITO_LOG: Final = "{jmeno} – {zbran}: nabito."
    VYSTRELENO_LOG: Final = "{jmeno} – {zbran}: vystřeleno, není nabito."
    NABIJI_LOG: Final = ", nabíjí"
    # distances and movement
    E_VZDALENOST_DVOJICE: Final = "Vzdálenost patří ke dvojici účastníků, kteří v boji nejsou, nebo je zadaná dvakrát."
    E_VZDALENOST_SAM: Final = "Vzdálenost se zadává mezi dvěma různými účastníky."
    E_VZDALENOST_Z_TABULE: Final = ("Na tabuli se vzdálenost dvojice nezadává: bere se z rozestavení účastníků "
                                    "(akce Nastavit vzdálenost).")
    E_K_CILI_BEZ_CILE: Final = "Kdo běží k cíli, musí nějaký cíl mít."
    # 003:L60, 003:L82-L91
    E_NEDOSAHNE: Final = BOOK("{a} na „{b}“ v tomto kole zblízka nedosáhne: vzdálenost {vzd}, {proc} "
                              "(§co_se_da_stihnout_v_jednom_kole; §vzdalenost).")
    ZMAREN: Final = "záměr byl zmařen"
    JEN_PRVNI_CIL: Final = "doběhnout lze jen k prvnímu cíli, ostatní musí být v kontaktní vzdálenosti"
    # 003:L85
    UTIKA: Final = BOOK("„{b}“ utíká a nejdřív je třeba cíl dohnat (Pronásledování, §vzdalenost)")
    RYCHLOST: Final = "za kolo uběhne jen tolik, kolik stihne {rychlost}{ustup}"
    # 003:L498
    USTUPUJE: Final = BOOK(" a cíl ustupuje (§boj_na_dalku)")
    # 003:L770
    DRZEN: Final = BOOK("je v sevření protivníka, nejdřív je třeba se vyprostit (§utek_z_boje_zblizka)")
    # 003:L785-L786
    LEZI: Final = BOOK("leží na zemi po sražení (§zabraneni_v_akci_nebo_v_utoku)")
    E_POHYB_DRZEN: Final = "{jmeno} se teď nemůže přesunout ani utéct: {proc}."
    PRESUN_LOG: Final = "{a} a {b}: vzdálenost {old} → {new}."
    VZDALENOST_LOG: Final = "{a} a {b}: vzdálenost {vzd}."
    NASTAVENO: Final = "Vzdálenost nastavena"
    # situations
    E_SITUACE_UCASTNIK: Final = "Situace patří k účastníkovi, který už v boji není."
    # 003:L700-L709
    E_POPIS: Final = BOOK("Popiš, co mu útočník konkrétně udělá – „dám mu nevýhodu“ nestačí "
                          "(§znevyhodneni_protivnika).")
    # 003:L752
    E_DRUHY_CIL: Final = BOOK("Vyber, na koho ho útočník strčí – jiného účastníka než útočníka a cíl "
                              "(§zatlaceni_nebo_odtahnuti_protivnika).")
    # 003:L924
    E_VZDANI_REMIZA: Final = BOOK("Ke vzdání musí vzdávající se protivníka přehodit, remíza nestačí (§zajimani).")
    # 003:L872-L876
    E_NIKOHO_NEDRZI: Final = BOOK("„{jmeno}“ nikoho nedrží (§unik_z_nevyhodne_situace).")
    # 003:L908-L915
    E_OBE_RUCE: Final = BOOK("{jmeno} má chycené obě ruce: zbraní bojovat nemůže, jen beze zbraně (kopat) nebo kouzlem "
                             "(§zajimani).")
    # 003:L918-L926
    E_VZDAL_SE: Final = BOOK("{jmeno} se vzdává; dokud se boj neobnoví, záměr neohlašuje (§zajimani).")
    # 003:L700-L726
    SITUACE_LOG: Final = BOOK("{jmeno}: {jak} – {a} (§znevyhodneni_protivnika).")
    # 003:L786
    SRAZEN_NEDOBEHNE: Final = BOOK("{jmeno}: po sražení k zemi k cíli nedoběhne, útok propadá "
                                   "(§zabraneni_v_akci_nebo_v_utoku).")
    # 003:L752, 003:L762
    STRCEN_LOG: Final = BOOK("{jmeno} naráží do: {druhy}; do konce příštího kola má {druhy} Vyvedení z rovnováhy "
                             "(§zatlaceni_nebo_odtahnuti_protivnika).")
    # 003:L729
    ZATLACEN_LOG: Final = BOOK("{jmeno}: zatlačení zhruba o {m} m (§zatlaceni_nebo_odtahnuti_protivnika).")
    PUSTIL_LOG: Final = "{a} pouští: {b}."
    KONCI_LOG: Final = "{jmeno}: situace skončila ({popis})."
    SITUACE: Final = "nevýhoda"
    # 003:L918-L926
    VZDAL_LOG: Final = BOOK("{jmeno} se vzdává a je mimo boj (§zajimani).")
    # 003:L724, 003:L770
    VYPROSTIL_LOG: Final = BOOK("{jmeno} se vyprošťuje, {b} už nedrží (§znevyhodneni_protivnika; "
                                "§utek_z_boje_zblizka).")
    UKONCENO: Final = "Situace ukončena"
    UKONCENO_LOG: Final = "{jmeno}: situace „{jak}“ ukončena rukou Pána jeskyně."
    ZADNA_SITUACE: Final = "Žádná situace neplatí."


ROUND_TEXT: Final = _RoundText()


def gap_label(gap: int) -> str:
    """«střední (3 kola běhu)» for a gap in quarters of a round of running."""
    if gap == 0:
        return VZDALENOSTI["kontaktni"]
    rounds = gap / 4
    count = f"{rounds:g}".replace(".", ",")
    noun = "kolo" if rounds == 1 else "kola" if rounds in (2, 3, 4) else "kol" if rounds == int(rounds) else "kola"
    return f"{VZDALENOSTI[category(gap)]} ({count} {noun} běhu)"


def gap_options() -> dict[int, str]:
    return {g: gap_label(g) for g in GAP_STOPS}
