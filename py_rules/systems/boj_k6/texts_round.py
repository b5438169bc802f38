"""Czech texts of the round on the board: ammunition and loading, distances and movement, situations.

Kept apart from :mod:`.texts` so that module stays readable; the same rules apply (``str.format`` fields,
the seed's line numbers in messages as «pravidla ř. N»).
"""

from __future__ import annotations

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
    "drzi": "držíš ho v ní (přimáčknutí ke zdi, chycená ruka)",
    "zalehnuti": "srazíš a zalehneš ho",
    "srazen": "srazíš ho k zemi",
}
NEVYHODY: tuple[str, ...] = ("ztizeni_pohybu", "ztizeni_viditelnosti", "nevhodna_zbran", "nadmerny_naklad",
                             "dezorientace", "strach", "vyvedeni_z_rovnovahy", "prekvapeni")

ROUND_FORM: dict[str, str] = {
    "pohyb": "Pohyb v tomto kole",
    "nabit": "Nabít v tomto kole",
    "nabito": "Nabito",
    "zbran_dosah": "Dosah zbraně",
    "munice_sledovat": "Počítat munici",
    "munice": "Munice (ks)",
    "vzdalenost_od": "Vzdálenost od druhé strany",
    "jak": "Jak ho znevýhodníš",
    "nevyhoda": "Druh nevýhody",
    "druhy_cil": "Na koho ho strčíš",
    "a": "Kdo",
    "b": "Od koho",
    "ctvrtiny": "Vzdálenost",
    "situace": "Situace",
    "tma": "Tma (bojuje se potmě)",
    "protivnik_vidi": "Protivník má infravidění nebo ultrasluch",
    "vzdal_se": "Vzdává se",
    "infravideni": "Infravidění",
    "ultrasluch": "Ultrasluch",
    "rychlost": "Rychlost",
    "rychlost_upravy": "Zrychlení / zpomalení",
}
ROUND_HINT: dict[str, str] = {
    "pohyb": "Kdo útočí zblízka na vzdáleného, běží k prvnímu cíli sám (ř. 60).",
    "nabit": "S nabitým lukem: vystřelit a hned nabít, nebo vystřelit a utéct; s nenabitým nabít a vystřelit, "
             "utéct už ne (ř. 499–500).",
    "munice": "Počítej vzácnou munici a tu, které máš jen pár kusů (ř. 468).",
    "vzdalenost_od": "Od každého na druhé straně; ke své straně kontaktní (ř. 79–91).",
    "jak": "Jen pro „Znevýhodnit“ (ř. 700–726).",
    "druhy_cil": "Jen pro „Strčit na jiného“ (ř. 752).",
    "tma": "Kdo nemá infravidění ani ultrasluch, má Ztížení viditelnosti; když oba, ruší se (ř. 235–236).",
}

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
    "e_munice_zadna": "Zbraň „{nazev}“ nemá munici (pravidla ř. 467–471).",
    "e_munice_dalsi": "Po výstřelu už nezbude nic k nabití: zbraň „{nazev}“ má poslední kus munice "
                      "(pravidla ř. 467–471).",
    "e_nabit_vrhaci": "Vrhací zbraň „{nazev}“ se nenabíjí.",
    "e_nabit_zblizka": "Zbraň „{nazev}“ není střelná, nenabíjí se.",
    "e_nabito_uz": "Zbraň „{nazev}“ už je nabitá.",
    "e_nenabito_utek": "Zbraň „{nazev}“ není nabitá: v tomto kole stihneš nabít a vystřelit, ale už ne utéct "
                       "(pravidla ř. 62, 500).",
    "e_nabit_a_utect": "S nabitou zbraní „{nazev}“ můžeš vystřelit a utéct, nebo vystřelit a hned nabít, ne obojí "
                       "(pravidla ř. 487, 499).",
    "e_nabit_beh": "Při běhu nejde nabíjet ani mířit (pravidla ř. 93).",
    "e_nabit_zamer": "Se záměrem „{zamer}“ se v tomtéž kole nabíjet nedá (pravidla ř. 59–74, 364).",
    "e_plna_obrana_nic": "Při plné obraně nemůžeš dělat nic jiného – běžet, utíkat ani nabíjet "
                         "(pravidla ř. 364, 771).",
    "e_mireni_beh": "Při běhu nejde mířit (pravidla ř. 93).",
    "nabil_a_strili": "{jmeno} nabíjí a střílí: {zbran} (pravidla ř. 62).",
    "munice_log": "{jmeno} – {zbran}: munice {old} → {new} (pravidla ř. 468).",
    "nabito_log": "{jmeno} – {zbran}: nabito.",
    "vystreleno_log": "{jmeno} – {zbran}: vystřeleno, není nabito.",
    "nabiji_log": ", nabíjí",
    # distances and movement
    "e_vzdalenost_dvojice": "Vzdálenost patří ke dvojici účastníků, kteří v boji nejsou, nebo je zadaná dvakrát.",
    "e_vzdalenost_sam": "Vzdálenost se zadává mezi dvěma různými účastníky.",
    "e_vzdalenost_z_tabule": "Na tabuli se vzdálenost dvojice nezadává: bere se z rozestavení účastníků "
                             "(akce Nastavit vzdálenost).",
    "e_k_cili_bez_cile": "Kdo běží k cíli, musí nějaký cíl mít.",
    "e_nedosahne": "{a} na „{b}“ v tomto kole zblízka nedosáhne: vzdálenost {vzd}, {proc} "
                   "(pravidla ř. 60, 82–91).",
    "zmaren": "záměr byl zmařen",
    "jen_prvni_cil": "doběhnout lze jen k prvnímu cíli, ostatní musí být v kontaktní vzdálenosti",
    "utika": "„{b}“ utíká a nejdřív je třeba cíl dohnat (Pronásledování, ř. 85)",
    "rychlost": "za kolo uběhne jen tolik, kolik stihne {rychlost}{ustup}",
    "ustupuje": " a cíl ustupuje (ř. 498)",
    "drzen": "je v sevření protivníka, nejdřív je třeba se vyprostit (ř. 770)",
    "lezi": "leží na zemi po sražení (ř. 785–786)",
    "e_pohyb_drzen": "{jmeno} se teď nemůže přesunout ani utéct: {proc}.",
    "presun_log": "{a} a {b}: vzdálenost {old} → {new}.",
    "vzdalenost_log": "{a} a {b}: vzdálenost {vzd}.",
    "nastaveno": "Vzdálenost nastavena",
    # situations
    "e_situace_ucastnik": "Situace patří k účastníkovi, který už v boji není.",
    "e_popis": "Popiš, co mu konkrétně uděláš – „dám mu nevýhodu“ nestačí (pravidla ř. 700–709).",
    "e_druhy_cil": "Vyber, na koho ho strčíš – jiného účastníka než útočníka a cíl (pravidla ř. 752).",
    "e_vzdani_remiza": "Ke vzdání musíš protivníka přehodit, remíza nestačí (pravidla ř. 924).",
    "e_nikoho_nedrzi": "„{jmeno}“ nikoho nedrží (pravidla ř. 872–876).",
    "e_obe_ruce": "{jmeno} má chycené obě ruce: zbraní bojovat nemůže, jen beze zbraně (kopat) nebo kouzlem "
                  "(pravidla ř. 908–915).",
    "e_vzdal_se": "{jmeno} se vzdává; dokud se boj neobnoví, záměr neohlašuje (pravidla ř. 918–926).",
    "situace_log": "{jmeno}: {jak} – {a} (pravidla ř. 700–726).",
    "srazen_nedobehne": "{jmeno}: po sražení k zemi k cíli nedoběhne, útok propadá (pravidla ř. 786).",
    "strcen_log": "{jmeno} naráží do: {druhy}; do konce příštího kola má {druhy} Vyvedení z rovnováhy "
                  "(pravidla ř. 752, 762).",
    "zatlacen_log": "{jmeno}: zatlačení zhruba o {m} m (pravidla ř. 729).",
    "pustil_log": "{a} pouští: {b}.",
    "konci_log": "{jmeno}: situace skončila ({popis}).",
    "situace": "nevýhoda",
    "vzdal_log": "{jmeno} se vzdává a je mimo boj (pravidla ř. 918–926).",
    "vyprostil_log": "{jmeno} se vyprošťuje, {b} už nedrží (pravidla ř. 724, 770).",
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
