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
    "R",
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

RV: dict[str, str] = {
    "s_scena": "Scéna: tma, vzdálenosti, situace",
    "vzdalenost_k": "{a} ↔ {b}",
    "vzdalenosti": "Vzdálenosti",
    "vsichni_kontakt": "všichni v kontaktní vzdálenosti",
    "do_kola": " do konce {kolo}. kola",
    "dokud_drzi": ", dokud ho drží nebo se nevyprostí",
    "drzi": " (drží {jmeno})",
    "vzdal_se": "vzdává se",
    "nabito": "nabito",
    "nenabito": "nenabito",
    "munice": "munice {n} ks",
}

R: dict[str, str] = {
    # ammunition and loading (ammo.py, board/round.py)
    # 003:L467-L471
    "e_munice_zadna": BOOK("Zbraň „{nazev}“ nemá munici (§boj_na_dalku)."),
    # 003:L467-L471
    "e_munice_dalsi": BOOK("Po výstřelu už nezbude nic k nabití: zbraň „{nazev}“ má poslední kus munice "
                           "(§boj_na_dalku)."),
    "e_nabit_vrhaci": "Vrhací zbraň „{nazev}“ se nenabíjí.",
    "e_nabit_zblizka": "Zbraň „{nazev}“ není střelná, nenabíjí se.",
    "e_nabito_uz": "Zbraň „{nazev}“ už je nabitá.",
    # 003:L62, 003:L500
    "e_nenabito_utek": BOOK("Zbraň „{nazev}“ není nabitá: v tomto kole stihne nabít a vystřelit, ale už ne utéct "
                            "(§co_se_da_stihnout_v_jednom_kole; §boj_na_dalku)."),
    # 003:L487, 003:L499
    "e_nabit_a_utect": BOOK("S nabitou zbraní „{nazev}“ může vystřelit a utéct, nebo vystřelit a hned nabít, ne obojí "
                            "(§boj_na_dalku)."),
    # 003:L93
    "e_nabit_beh": BOOK("Při běhu nejde nabíjet ani mířit (§vzdalenost)."),
    # 003:L59-L74, 003:L364
    "e_nabit_zamer": BOOK("Se záměrem „{zamer}“ se v tomtéž kole nabíjet nedá (§co_se_da_stihnout_v_jednom_kole; "
                          "§plna_obrana)."),
    # 003:L364, 003:L771
    "e_plna_obrana_nic": BOOK("Při plné obraně nemůže dělat nic jiného – běžet, utíkat ani nabíjet (§plna_obrana; "
                              "§utek_z_boje_zblizka)."),
    # 003:L93
    "e_mireni_beh": BOOK("Při běhu nejde mířit (§vzdalenost)."),
    # 003:L62
    "nabil_a_strili": BOOK("{jmeno} nabíjí a střílí: {zbran} (§co_se_da_stihnout_v_jednom_kole)."),
    # 003:L468
    "munice_log": BOOK("{jmeno} – {zbran}: munice {old} → {new} (§boj_na_dalku)."),
    "nabito_log": "{jmeno} – {zbran}: nabito.",
    "vystreleno_log": "{jmeno} – {zbran}: vystřeleno, není nabito.",
    "nabiji_log": ", nabíjí",
    # distances and movement
    "e_vzdalenost_dvojice": "Vzdálenost patří ke dvojici účastníků, kteří v boji nejsou, nebo je zadaná dvakrát.",
    "e_vzdalenost_sam": "Vzdálenost se zadává mezi dvěma různými účastníky.",
    "e_vzdalenost_z_tabule": "Na tabuli se vzdálenost dvojice nezadává: bere se z rozestavení účastníků "
                             "(akce Nastavit vzdálenost).",
    "e_k_cili_bez_cile": "Kdo běží k cíli, musí nějaký cíl mít.",
    # 003:L60, 003:L82-L91
    "e_nedosahne": BOOK("{a} na „{b}“ v tomto kole zblízka nedosáhne: vzdálenost {vzd}, {proc} "
                        "(§co_se_da_stihnout_v_jednom_kole; §vzdalenost)."),
    "zmaren": "záměr byl zmařen",
    "jen_prvni_cil": "doběhnout lze jen k prvnímu cíli, ostatní musí být v kontaktní vzdálenosti",
    # 003:L85
    "utika": BOOK("„{b}“ utíká a nejdřív je třeba cíl dohnat (Pronásledování, §vzdalenost)"),
    "rychlost": "za kolo uběhne jen tolik, kolik stihne {rychlost}{ustup}",
    # 003:L498
    "ustupuje": BOOK(" a cíl ustupuje (§boj_na_dalku)"),
    # 003:L770
    "drzen": BOOK("je v sevření protivníka, nejdřív je třeba se vyprostit (§utek_z_boje_zblizka)"),
    # 003:L785-L786
    "lezi": BOOK("leží na zemi po sražení (§zabraneni_v_akci_nebo_v_utoku)"),
    "e_pohyb_drzen": "{jmeno} se teď nemůže přesunout ani utéct: {proc}.",
    "presun_log": "{a} a {b}: vzdálenost {old} → {new}.",
    "vzdalenost_log": "{a} a {b}: vzdálenost {vzd}.",
    "nastaveno": "Vzdálenost nastavena",
    # situations
    "e_situace_ucastnik": "Situace patří k účastníkovi, který už v boji není.",
    # 003:L700-L709
    "e_popis": BOOK("Popiš, co mu útočník konkrétně udělá – „dám mu nevýhodu“ nestačí (§znevyhodneni_protivnika)."),
    # 003:L752
    "e_druhy_cil": BOOK("Vyber, na koho ho útočník strčí – jiného účastníka než útočníka a cíl "
                        "(§zatlaceni_nebo_odtahnuti_protivnika)."),
    # 003:L924
    "e_vzdani_remiza": BOOK("Ke vzdání musí vzdávající se protivníka přehodit, remíza nestačí (§zajimani)."),
    # 003:L872-L876
    "e_nikoho_nedrzi": BOOK("„{jmeno}“ nikoho nedrží (§unik_z_nevyhodne_situace)."),
    # 003:L908-L915
    "e_obe_ruce": BOOK("{jmeno} má chycené obě ruce: zbraní bojovat nemůže, jen beze zbraně (kopat) nebo kouzlem "
                       "(§zajimani)."),
    # 003:L918-L926
    "e_vzdal_se": BOOK("{jmeno} se vzdává; dokud se boj neobnoví, záměr neohlašuje (§zajimani)."),
    # 003:L700-L726
    "situace_log": BOOK("{jmeno}: {jak} – {a} (§znevyhodneni_protivnika)."),
    # 003:L786
    "srazen_nedobehne": BOOK("{jmeno}: po sražení k zemi k cíli nedoběhne, útok propadá "
                             "(§zabraneni_v_akci_nebo_v_utoku)."),
    # 003:L752, 003:L762
    "strcen_log": BOOK("{jmeno} naráží do: {druhy}; do konce příštího kola má {druhy} Vyvedení z rovnováhy "
                       "(§zatlaceni_nebo_odtahnuti_protivnika)."),
    # 003:L729
    "zatlacen_log": BOOK("{jmeno}: zatlačení zhruba o {m} m (§zatlaceni_nebo_odtahnuti_protivnika)."),
    "pustil_log": "{a} pouští: {b}.",
    "konci_log": "{jmeno}: situace skončila ({popis}).",
    "situace": "nevýhoda",
    # 003:L918-L926
    "vzdal_log": BOOK("{jmeno} se vzdává a je mimo boj (§zajimani)."),
    # 003:L724, 003:L770
    "vyprostil_log": BOOK("{jmeno} se vyprošťuje, {b} už nedrží (§znevyhodneni_protivnika; §utek_z_boje_zblizka)."),
    "ukonceno": "Situace ukončena",
    "ukonceno_log": "{jmeno}: situace „{jak}“ ukončena rukou Pána jeskyně.",
    "zadna_situace": "Žádná situace neplatí.",
}


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
