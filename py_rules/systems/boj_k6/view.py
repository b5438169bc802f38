"""The character sheet as the shell shows it: saved fields with their paths, derived values as stats/badges."""

from __future__ import annotations

from py_rules import czech
from py_rules.systems.boj_k6.movement import effective_speed, speed_cap_reasons
from py_rules.systems.boj_k6.rules import is_out
from py_rules.systems.boj_k6.sheet import (
    ArmourPiece,
    BojK6Sheet,
    Resistance,
    SeriousWound,
    Spell,
    TypedArmour,
    Weapon,
)
from py_rules.systems.boj_k6.tables import tables
from py_rules.systems.boj_k6.texts import (
    ATRIBUTY,
    CASTI_TELA,
    DOSAHY,
    DRUHY_VYHOD,
    DRUHY_ZRANENI,
    RYCHLOSTI,
    SYSTEM_TITLE,
    WOUNDS_NOUN,
    T,
    V,
)
from py_rules.systems.boj_k6.texts_links import HANDS, L
from py_rules.view import (
    Badge,
    ListItem,
    Section,
    SheetView,
    item_list,
    longtext,
    number,
    select,
    stat,
    text,
    toggle,
    track,
)

__all__ = ["sheet_view"]


def _weapon_row(i: int, w: Weapon) -> ListItem:
    p = f"zbrane.{i}"
    title = V["zbran_titulek"].format(nazev=w.nazev, zraneni=w.zraneni, druh=DRUHY_ZRANENI[w.druh])
    fields = [
        text(f"{p}.nazev", T["nazev"], w.nazev),
        number(f"{p}.zraneni", T["zraneni_zbrane"], w.zraneni, 0, 3),
        select(f"{p}.druh", T["druh"], w.druh, DRUHY_ZRANENI),
        select(f"{p}.dosah", T["dosah"], w.dosah, DOSAHY),
        toggle(f"{p}.tezka", T["vaha"], w.tezka, hint=V["h_tezka"]),
        toggle(f"{p}.dvojrucni", T["dvojrucni"], w.dvojrucni),
        select(f"{p}.ruka", L.RUKA, w.ruka, HANDS),
        number(f"{p}.pridane_kz", T["pridane_kz"], w.pridane_kz, 0, 10),
        select(f"{p}.pridane_druh", T["pridane_druh"], w.pridane_druh, DRUHY_ZRANENI),
        toggle(f"{p}.munice_sledovat", T["munice_sledovat"], w.munice_sledovat, hint=V["h_munice"]),
        number(f"{p}.munice", T["munice"], w.munice, 0, 999),
        toggle(f"{p}.nabito", T["nabito"], w.nabito),
    ]
    return ListItem(title=title, fields=fields)


def _spell_row(i: int, s: Spell) -> ListItem:
    p = f"kouzla.{i}"
    title = V["kouzlo_titulek"].format(nazev=s.nazev, kz=s.kz, druh=DRUHY_ZRANENI[s.druh], obrana=ATRIBUTY[s.obrana])
    fields = [
        text(f"{p}.nazev", T["nazev"], s.nazev),
        select(f"{p}.obrana", T["obrana_kouzla"], s.obrana, ATRIBUTY),
        number(f"{p}.kz", T["kz"], s.kz, 0, 12),
        select(f"{p}.druh", T["druh"], s.druh, DRUHY_ZRANENI),
        toggle(f"{p}.plosne", T["plosne"], s.plosne),
        toggle(f"{p}.soustredeni", T["soustredeni_kouzla"], s.soustredeni),
        toggle(f"{p}.obranne", T["obranne"], s.obranne),
    ]
    return ListItem(title=title, fields=fields)


def _attributes(sheet: BojK6Sheet) -> Section:
    state = T["vyrazen"] if is_out(sheet.zivoty) else T["v_boji"]
    return Section(id="vlastnosti", title=T["sec_vlastnosti"], fields=[
        text("name", T["jmeno"], sheet.name),
        *[number(key, label, getattr(sheet, key), 0, 12) for key, label in ATRIBUTY.items()],
        track("zivoty", T["zivoty"], sheet.zivoty, sheet.zivoty_max, low=-99),
        number("zivoty_max", T["zivoty_max"], sheet.zivoty_max, 1, 99),
        stat(T["stav"], state, hint=V["h_stav"], tone="bad" if is_out(sheet.zivoty) else "good"),
    ])


def _armour(sheet: BojK6Sheet) -> Section:
    z = sheet.zbroj
    typed = [ListItem(title=DRUHY_ZRANENI[a.druh], fields=[
        select(f"zbroj.podle_druhu.{i}.druh", T["druh"], a.druh, DRUHY_ZRANENI),
        number(f"zbroj.podle_druhu.{i}.hodnota", T["hodnota"], a.hodnota, 0, 6)]) for i, a in enumerate(z.podle_druhu)]
    pieces = [ListItem(title=c.nazev, fields=[
        text(f"zbroj.casti.{i}.nazev", T["cast"], c.nazev),
        toggle(f"zbroj.casti.{i}.nasazena", T["nasazena"], c.nasazena)]) for i, c in enumerate(z.casti)]
    resist = [ListItem(title=DRUHY_ZRANENI[r.druh], fields=[
        select(f"odolnosti.{i}.druh", T["druh"], r.druh, DRUHY_ZRANENI),
        number(f"odolnosti.{i}.hodnota", T["hodnota"], r.hodnota, 0, 6)]) for i, r in enumerate(sheet.odolnosti)]
    missing = [c.nazev for c in z.casti if not c.nasazena]
    return Section(id="obrana", title=T["sec_obrana"], fields=[
        number("zbroj.hodnota", T["zbroj"], z.hodnota, 0, 6, hint=V["h_zbroj"]),
        toggle("zbroj.tezka", T["zbroj_tezka"], z.tezka),
        item_list("zbroj.podle_druhu", T["zbroj_druhy"], typed, new_item=TypedArmour().model_dump(),
                  add_label=T["pridat_druh"], max_items=10),
        item_list("zbroj.casti", T["zbroj_casti"], pieces, new_item=ArmourPiece(nazev=T["nova_cast"]).model_dump(),
                  add_label=T["pridat_cast"], max_items=10),
        stat(V["chybi"], ", ".join(missing) or V["zadne"], hint=V["h_chybi"], tone="warn" if missing else "normal"),
        toggle("stit.ma_stit", T["stit_ma"], sheet.stit.ma_stit),
        number("stit.hodnota", T["stit"], sheet.stit.hodnota, 0, 3),
        toggle("stit.pouzitelny", T["stit_pouzitelny"], sheet.stit.pouzitelny, hint=V["h_stit"]),
        select("stit.ruka", L.STIT_RUKA, sheet.stit.ruka, HANDS),
        item_list("odolnosti", T["odolnosti"], resist, new_item=Resistance().model_dump(),
                  add_label=T["pridat_odolnost"], max_items=10),
    ])


def _wound_effects(sheet: BojK6Sheet) -> str:
    effects = []
    for w in sheet.vazna_zraneni:
        kind = tables()["vazna_zraneni"][w.cast]["druh"]
        effect = V["ucinek_druh"].format(kind=DRUHY_VYHOD[kind]) if kind else V["ucinek_cast"]
        effects.append(V["ucinek"].format(cast=CASTI_TELA[w.cast], effect=effect))
    return "; ".join(effects) or T["cerstve"]


def _wounds(sheet: BojK6Sheet) -> Section:
    rows = [ListItem(title=CASTI_TELA[w.cast], fields=[
        select(f"vazna_zraneni.{i}.cast", T["cast_tela"], w.cast, CASTI_TELA),
        text(f"vazna_zraneni.{i}.popis", T["popis"], w.popis)]) for i, w in enumerate(sheet.vazna_zraneni)]
    return Section(id="zraneni", title=T["sec_zraneni"], fields=[
        item_list("vazna_zraneni", T["sec_zraneni"], rows, new_item=SeriousWound().model_dump(),
                  add_label=T["pridat_zraneni"], max_items=12),
        stat(V["ucinky"], _wound_effects(sheet), hint=V["h_ucinky"], tone="bad" if sheet.vazna_zraneni else "normal"),
    ])


def _movement(sheet: BojK6Sheet) -> Section:
    parts = [w.cast for w in sheet.vazna_zraneni]
    out = is_out(sheet.zivoty)
    speed = effective_speed(sheet.rychlost, sheet.rychlost_upravy, parts, bool(sheet.soustredeni), out)
    reasons = [reason for _cap, reason in speed_cap_reasons(parts, bool(sheet.soustredeni), out)]
    return Section(id="pohyb", title=T["sec_pohyb"], fields=[
        select("rychlost", T["rychlost"], sheet.rychlost, RYCHLOSTI),
        number("rychlost_upravy", T["rychlost_upravy"], sheet.rychlost_upravy, -3, 3),
        stat(T["efektivni_rychlost"], RYCHLOSTI[speed], hint="; ".join(reasons) or V["h_rychlost"],
             tone="warn" if reasons else "normal"),
        text("soustredeni", T["soustredeni"], sheet.soustredeni, hint=V["h_soustredeni"]),
        toggle("utok_na_dva_cile", T["utok_na_dva_cile"], sheet.utok_na_dva_cile, hint=V["h_dva_cile"]),
        toggle("infravideni", T["infravideni"], sheet.infravideni, hint=V["h_tma"]),
        toggle("ultrasluch", T["ultrasluch"], sheet.ultrasluch, hint=V["h_tma"]),
    ])


def _badges(sheet: BojK6Sheet) -> list[Badge]:
    badges = [Badge(label=T["b_zivoty"], value=f"{sheet.zivoty}/{sheet.zivoty_max}",
                    tone="bad" if is_out(sheet.zivoty) else "normal")]
    if is_out(sheet.zivoty):
        badges.append(Badge(label=T["b_vyrazen"], tone="bad"))
    if sheet.zbroj.hodnota:
        badges.append(Badge(label=T["b_zbroj"], value=str(sheet.zbroj.hodnota)))
    if sheet.stit.ma_stit:
        badges.append(Badge(label=T["b_stit"] if sheet.stit.pouzitelny else T["b_stit_ne"],
                            value=str(sheet.stit.hodnota), tone="normal" if sheet.stit.pouzitelny else "warn"))
    if sheet.soustredeni:
        badges.append(Badge(label=T["b_soustredeni"], value=sheet.soustredeni, tone="warn"))
    if sheet.vazna_zraneni:
        count = czech.amount(len(sheet.vazna_zraneni), WOUNDS_NOUN)
        badges.append(Badge(label=T["b_vazne"], value=count, tone="bad"))
    return badges


def sheet_view(sheet: BojK6Sheet) -> SheetView:
    """The sheet for the shell: every saved field with its path; derived values as stats and badges."""
    attrs = ", ".join(f"{label} {getattr(sheet, key)}" for key, label in ATRIBUTY.items())
    weapons = [_weapon_row(i, w) for i, w in enumerate(sheet.zbrane)]
    spells = [_spell_row(i, s) for i, s in enumerate(sheet.kouzla)]
    return SheetView(title=sheet.name, subtitle=f"{SYSTEM_TITLE} · {attrs}", badges=_badges(sheet), sections=[
        _attributes(sheet),
        _armour(sheet),
        Section(id="zbrane", title=T["sec_zbrane"], fields=[
            item_list("zbrane", T["sec_zbrane"], weapons, new_item=Weapon(nazev=T["nova_zbran"]).model_dump(),
                      add_label=T["pridat_zbran"], max_items=12)]),
        Section(id="kouzla", title=T["sec_kouzla"], fields=[
            item_list("kouzla", T["sec_kouzla"], spells, new_item=Spell(nazev=T["nove_kouzlo"]).model_dump(),
                      add_label=T["pridat_kouzlo"], max_items=20)]),
        _wounds(sheet),
        _movement(sheet),
        Section(id="poznamky", title=T["sec_poznamky"], fields=[
            longtext("notes", T["poznamky"], sheet.notes)]),
    ])
