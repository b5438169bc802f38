"""The character sheet as the shell shows it: saved fields with their paths, derived values as stats/badges."""

from __future__ import annotations

from typing import Any

from py_rules import czech
from py_rules.systems.boj_k6.forms import number, select, stat, text, toggle
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
from py_rules.view import Badge, FieldView, ListItem, Section, SheetView

__all__ = ["sheet_view"]


def _list(label: str, path: str, rows: list[ListItem], new_item: Any, add: str, cap: int) -> FieldView:
    return FieldView(kind="list", label=label, path=path, items=rows, new_item=new_item, add_label=add,
                     max_items=cap)


def _weapon_row(i: int, w: Weapon) -> ListItem:
    p = f"zbrane.{i}"
    title = V["zbran_titulek"].format(nazev=w.nazev, zraneni=w.zraneni, druh=DRUHY_ZRANENI[w.druh])
    fields = [
        text(T["nazev"], f"{p}.nazev", w.nazev),
        number(T["zraneni_zbrane"], f"{p}.zraneni", w.zraneni, 0, 3),
        select(T["druh"], f"{p}.druh", w.druh, DRUHY_ZRANENI),
        select(T["dosah"], f"{p}.dosah", w.dosah, DOSAHY),
        toggle(T["vaha"], f"{p}.tezka", w.tezka, hint=V["h_tezka"]),
        toggle(T["dvojrucni"], f"{p}.dvojrucni", w.dvojrucni),
        number(T["pridane_kz"], f"{p}.pridane_kz", w.pridane_kz, 0, 10),
        select(T["pridane_druh"], f"{p}.pridane_druh", w.pridane_druh, DRUHY_ZRANENI),
        toggle(T["munice_sledovat"], f"{p}.munice_sledovat", w.munice_sledovat,
               hint=V["h_munice"]),
        number(T["munice"], f"{p}.munice", w.munice, 0, 999),
        toggle(T["nabito"], f"{p}.nabito", w.nabito),
    ]
    return ListItem(title=title, fields=fields)


def _spell_row(i: int, s: Spell) -> ListItem:
    p = f"kouzla.{i}"
    title = V["kouzlo_titulek"].format(nazev=s.nazev, kz=s.kz, druh=DRUHY_ZRANENI[s.druh], obrana=ATRIBUTY[s.obrana])
    fields = [
        text(T["nazev"], f"{p}.nazev", s.nazev),
        select(T["obrana_kouzla"], f"{p}.obrana", s.obrana, ATRIBUTY),
        number(T["kz"], f"{p}.kz", s.kz, 0, 12),
        select(T["druh"], f"{p}.druh", s.druh, DRUHY_ZRANENI),
        toggle(T["plosne"], f"{p}.plosne", s.plosne),
        toggle(T["soustredeni_kouzla"], f"{p}.soustredeni", s.soustredeni),
        toggle(T["obranne"], f"{p}.obranne", s.obranne),
    ]
    return ListItem(title=title, fields=fields)


def _attributes(sheet: BojK6Sheet) -> Section:
    state = T["vyrazen"] if is_out(sheet.zivoty) else T["v_boji"]
    return Section(id="vlastnosti", title=T["sec_vlastnosti"], fields=[
        text(T["jmeno"], "name", sheet.name),
        *[number(label, key, getattr(sheet, key), 0, 12) for key, label in ATRIBUTY.items()],
        FieldView(kind="track", label=T["zivoty"], path="zivoty", value=sheet.zivoty, min=-99,
                  max=sheet.zivoty_max),
        number(T["zivoty_max"], "zivoty_max", sheet.zivoty_max, 1, 99),
        stat(T["stav"], state, "bad" if is_out(sheet.zivoty) else "good",
             hint=V["h_stav"]),
    ])


def _armour(sheet: BojK6Sheet) -> Section:
    z = sheet.zbroj
    typed = [ListItem(title=DRUHY_ZRANENI[a.druh], fields=[
        select(T["druh"], f"zbroj.podle_druhu.{i}.druh", a.druh, DRUHY_ZRANENI),
        number(T["hodnota"], f"zbroj.podle_druhu.{i}.hodnota", a.hodnota, 0, 6)]) for i, a in enumerate(z.podle_druhu)]
    pieces = [ListItem(title=c.nazev, fields=[
        text(T["cast"], f"zbroj.casti.{i}.nazev", c.nazev),
        toggle(T["nasazena"], f"zbroj.casti.{i}.nasazena", c.nasazena)]) for i, c in enumerate(z.casti)]
    resist = [ListItem(title=DRUHY_ZRANENI[r.druh], fields=[
        select(T["druh"], f"odolnosti.{i}.druh", r.druh, DRUHY_ZRANENI),
        number(T["hodnota"], f"odolnosti.{i}.hodnota", r.hodnota, 0, 6)]) for i, r in enumerate(sheet.odolnosti)]
    missing = [c.nazev for c in z.casti if not c.nasazena]
    return Section(id="obrana", title=T["sec_obrana"], fields=[
        number(T["zbroj"], "zbroj.hodnota", z.hodnota, 0, 6, hint=V["h_zbroj"]),
        toggle(T["zbroj_tezka"], "zbroj.tezka", z.tezka),
        _list(T["zbroj_druhy"], "zbroj.podle_druhu", typed, TypedArmour().model_dump(), T["pridat_druh"], 10),
        _list(T["zbroj_casti"], "zbroj.casti", pieces, ArmourPiece(nazev=T["nova_cast"]).model_dump(),
              T["pridat_cast"], 10),
        stat(V["chybi"], ", ".join(missing) or V["zadne"], "warn" if missing else "normal", hint=V["h_chybi"]),
        toggle(T["stit_ma"], "stit.ma_stit", sheet.stit.ma_stit),
        number(T["stit"], "stit.hodnota", sheet.stit.hodnota, 0, 3),
        toggle(T["stit_pouzitelny"], "stit.pouzitelny", sheet.stit.pouzitelny,
               hint=V["h_stit"]),
        _list(T["odolnosti"], "odolnosti", resist, Resistance().model_dump(), T["pridat_odolnost"], 10),
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
        select(T["cast_tela"], f"vazna_zraneni.{i}.cast", w.cast, CASTI_TELA),
        text(T["popis"], f"vazna_zraneni.{i}.popis", w.popis)]) for i, w in enumerate(sheet.vazna_zraneni)]
    return Section(id="zraneni", title=T["sec_zraneni"], fields=[
        _list(T["sec_zraneni"], "vazna_zraneni", rows, SeriousWound().model_dump(), T["pridat_zraneni"], 12),
        stat(V["ucinky"], _wound_effects(sheet), "bad" if sheet.vazna_zraneni else "normal",
             hint=V["h_ucinky"]),
    ])


def _movement(sheet: BojK6Sheet) -> Section:
    parts = [w.cast for w in sheet.vazna_zraneni]
    out = is_out(sheet.zivoty)
    speed = effective_speed(sheet.rychlost, sheet.rychlost_upravy, parts, bool(sheet.soustredeni), out)
    reasons = [reason for _cap, reason in speed_cap_reasons(parts, bool(sheet.soustredeni), out)]
    return Section(id="pohyb", title=T["sec_pohyb"], fields=[
        select(T["rychlost"], "rychlost", sheet.rychlost, RYCHLOSTI),
        number(T["rychlost_upravy"], "rychlost_upravy", sheet.rychlost_upravy, -3, 3),
        stat(T["efektivni_rychlost"], RYCHLOSTI[speed], "warn" if reasons else "normal",
             hint="; ".join(reasons) or V["h_rychlost"]),
        text(T["soustredeni"], "soustredeni", sheet.soustredeni,
             hint=V["h_soustredeni"]),
        toggle(T["utok_na_dva_cile"], "utok_na_dva_cile", sheet.utok_na_dva_cile,
               hint=V["h_dva_cile"]),
        toggle(T["infravideni"], "infravideni", sheet.infravideni, hint=V["h_tma"]),
        toggle(T["ultrasluch"], "ultrasluch", sheet.ultrasluch, hint=V["h_tma"]),
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
        count = czech.count(len(sheet.vazna_zraneni), *WOUNDS_NOUN)
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
            _list(T["sec_zbrane"], "zbrane", weapons, Weapon(nazev=T["nova_zbran"]).model_dump(),
                  T["pridat_zbran"], 12)]),
        Section(id="kouzla", title=T["sec_kouzla"], fields=[
            _list(T["sec_kouzla"], "kouzla", spells, Spell(nazev=T["nove_kouzlo"]).model_dump(),
                  T["pridat_kouzlo"], 20)]),
        _wounds(sheet),
        _movement(sheet),
        Section(id="poznamky", title=T["sec_poznamky"], fields=[
            FieldView(kind="longtext", label=T["poznamky"], path="notes", value=sheet.notes)]),
    ])
