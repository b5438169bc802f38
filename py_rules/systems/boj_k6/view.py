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
    SHEET_TEXT,
    SHEET_VIEW,
    SYSTEM_TITLE,
    WOUNDS_NOUN,
)
from py_rules.systems.boj_k6.texts_links import HANDS, LINK_TEXT
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
    title = SHEET_VIEW.ZBRAN_TITULEK.format(nazev=w.nazev, zraneni=w.zraneni, druh=DRUHY_ZRANENI[w.druh])
    fields = [
        text(f"{p}.nazev", SHEET_TEXT.NAZEV, w.nazev),
        number(f"{p}.zraneni", SHEET_TEXT.ZRANENI_ZBRANE, w.zraneni, 0, 3),
        select(f"{p}.druh", SHEET_TEXT.DRUH, w.druh, DRUHY_ZRANENI),
        select(f"{p}.dosah", SHEET_TEXT.DOSAH, w.dosah, DOSAHY),
        toggle(f"{p}.tezka", SHEET_TEXT.VAHA, w.tezka, hint=SHEET_VIEW.H_TEZKA),
        toggle(f"{p}.dvojrucni", SHEET_TEXT.DVOJRUCNI, w.dvojrucni),
        select(f"{p}.ruka", LINK_TEXT.RUKA, w.ruka, HANDS),
        number(f"{p}.pridane_kz", SHEET_TEXT.PRIDANE_KZ, w.pridane_kz, 0, 10),
        select(f"{p}.pridane_druh", SHEET_TEXT.PRIDANE_DRUH, w.pridane_druh, DRUHY_ZRANENI),
        toggle(f"{p}.munice_sledovat", SHEET_TEXT.MUNICE_SLEDOVAT, w.munice_sledovat, hint=SHEET_VIEW.H_MUNICE),
        number(f"{p}.munice", SHEET_TEXT.MUNICE, w.munice, 0, 999),
        toggle(f"{p}.nabito", SHEET_TEXT.NABITO, w.nabito),
    ]
    return ListItem(title=title, fields=fields)


def _spell_row(i: int, s: Spell) -> ListItem:
    p = f"kouzla.{i}"
    title = SHEET_VIEW.KOUZLO_TITULEK.format(nazev=s.nazev, kz=s.kz, druh=DRUHY_ZRANENI[s.druh],
                                             obrana=ATRIBUTY[s.obrana])
    fields = [
        text(f"{p}.nazev", SHEET_TEXT.NAZEV, s.nazev),
        select(f"{p}.obrana", SHEET_TEXT.OBRANA_KOUZLA, s.obrana, ATRIBUTY),
        number(f"{p}.kz", SHEET_TEXT.KZ, s.kz, 0, 12),
        select(f"{p}.druh", SHEET_TEXT.DRUH, s.druh, DRUHY_ZRANENI),
        toggle(f"{p}.plosne", SHEET_TEXT.PLOSNE, s.plosne),
        toggle(f"{p}.soustredeni", SHEET_TEXT.SOUSTREDENI_KOUZLA, s.soustredeni),
        toggle(f"{p}.obranne", SHEET_TEXT.OBRANNE, s.obranne),
    ]
    return ListItem(title=title, fields=fields)


def _attributes(sheet: BojK6Sheet) -> Section:
    state = SHEET_TEXT.VYRAZEN if is_out(sheet.zivoty) else SHEET_TEXT.V_BOJI
    return Section(id="vlastnosti", title=SHEET_TEXT.SEC_VLASTNOSTI, fields=[
        text("name", SHEET_TEXT.JMENO, sheet.name),
        *[number(key, label, getattr(sheet, key), 0, 12) for key, label in ATRIBUTY.items()],
        track("zivoty", SHEET_TEXT.ZIVOTY, sheet.zivoty, sheet.zivoty_max, low=-99),
        number("zivoty_max", SHEET_TEXT.ZIVOTY_MAX, sheet.zivoty_max, 1, 99),
        stat(SHEET_TEXT.STAV, state, hint=SHEET_VIEW.H_STAV, tone="bad" if is_out(sheet.zivoty) else "good"),
    ])


def _armour(sheet: BojK6Sheet) -> Section:
    z = sheet.zbroj
    typed = [ListItem(title=DRUHY_ZRANENI[a.druh], fields=[
        select(f"zbroj.podle_druhu.{i}.druh", SHEET_TEXT.DRUH, a.druh, DRUHY_ZRANENI),
        number(f"zbroj.podle_druhu.{i}.hodnota", SHEET_TEXT.HODNOTA, a.hodnota, 0, 6)])
        for i, a in enumerate(z.podle_druhu)]
    pieces = [ListItem(title=c.nazev, fields=[
        text(f"zbroj.casti.{i}.nazev", SHEET_TEXT.CAST, c.nazev),
        toggle(f"zbroj.casti.{i}.nasazena", SHEET_TEXT.NASAZENA, c.nasazena)]) for i, c in enumerate(z.casti)]
    resist = [ListItem(title=DRUHY_ZRANENI[r.druh], fields=[
        select(f"odolnosti.{i}.druh", SHEET_TEXT.DRUH, r.druh, DRUHY_ZRANENI),
        number(f"odolnosti.{i}.hodnota", SHEET_TEXT.HODNOTA, r.hodnota, 0, 6)]) for i, r in enumerate(sheet.odolnosti)]
    missing = [c.nazev for c in z.casti if not c.nasazena]
    return Section(id="obrana", title=SHEET_TEXT.SEC_OBRANA, fields=[
        number("zbroj.hodnota", SHEET_TEXT.ZBROJ, z.hodnota, 0, 6, hint=SHEET_VIEW.H_ZBROJ),
        toggle("zbroj.tezka", SHEET_TEXT.ZBROJ_TEZKA, z.tezka),
        item_list("zbroj.podle_druhu", SHEET_TEXT.ZBROJ_DRUHY, typed, new_item=TypedArmour().model_dump(),
                  add_label=SHEET_TEXT.PRIDAT_DRUH, max_items=10),
        item_list("zbroj.casti", SHEET_TEXT.ZBROJ_CASTI, pieces,
                  new_item=ArmourPiece(nazev=SHEET_TEXT.NOVA_CAST).model_dump(), add_label=SHEET_TEXT.PRIDAT_CAST,
                  max_items=10),
        stat(SHEET_VIEW.CHYBI, ", ".join(missing) or SHEET_VIEW.ZADNE, hint=SHEET_VIEW.H_CHYBI,
             tone="warn" if missing else "normal"),
        toggle("stit.ma_stit", SHEET_TEXT.STIT_MA, sheet.stit.ma_stit),
        number("stit.hodnota", SHEET_TEXT.STIT, sheet.stit.hodnota, 0, 3),
        toggle("stit.pouzitelny", SHEET_TEXT.STIT_POUZITELNY, sheet.stit.pouzitelny, hint=SHEET_VIEW.H_STIT),
        select("stit.ruka", LINK_TEXT.STIT_RUKA, sheet.stit.ruka, HANDS),
        item_list("odolnosti", SHEET_TEXT.ODOLNOSTI, resist, new_item=Resistance().model_dump(),
                  add_label=SHEET_TEXT.PRIDAT_ODOLNOST, max_items=10),
    ])


def _wound_effects(sheet: BojK6Sheet) -> str:
    effects = []
    for w in sheet.vazna_zraneni:
        kind = tables()["vazna_zraneni"][w.cast]["druh"]
        effect = SHEET_VIEW.UCINEK_DRUH.format(kind=DRUHY_VYHOD[kind]) if kind else SHEET_VIEW.UCINEK_CAST
        effects.append(SHEET_VIEW.UCINEK.format(cast=CASTI_TELA[w.cast], effect=effect))
    return "; ".join(effects) or SHEET_TEXT.CERSTVE


def _wounds(sheet: BojK6Sheet) -> Section:
    rows = [ListItem(title=CASTI_TELA[w.cast], fields=[
        select(f"vazna_zraneni.{i}.cast", SHEET_TEXT.CAST_TELA, w.cast, CASTI_TELA),
        text(f"vazna_zraneni.{i}.popis", SHEET_TEXT.POPIS, w.popis)]) for i, w in enumerate(sheet.vazna_zraneni)]
    return Section(id="zraneni", title=SHEET_TEXT.SEC_ZRANENI, fields=[
        item_list("vazna_zraneni", SHEET_TEXT.SEC_ZRANENI, rows, new_item=SeriousWound().model_dump(),
                  add_label=SHEET_TEXT.PRIDAT_ZRANENI, max_items=12),
        stat(SHEET_VIEW.UCINKY, _wound_effects(sheet), hint=SHEET_VIEW.H_UCINKY,
             tone="bad" if sheet.vazna_zraneni else "normal"),
    ])


def _movement(sheet: BojK6Sheet) -> Section:
    parts = [w.cast for w in sheet.vazna_zraneni]
    out = is_out(sheet.zivoty)
    speed = effective_speed(sheet.rychlost, sheet.rychlost_upravy, parts, bool(sheet.soustredeni), out)
    reasons = [reason for _cap, reason in speed_cap_reasons(parts, bool(sheet.soustredeni), out)]
    return Section(id="pohyb", title=SHEET_TEXT.SEC_POHYB, fields=[
        select("rychlost", SHEET_TEXT.RYCHLOST, sheet.rychlost, RYCHLOSTI),
        number("rychlost_upravy", SHEET_TEXT.RYCHLOST_UPRAVY, sheet.rychlost_upravy, -3, 3),
        stat(SHEET_TEXT.EFEKTIVNI_RYCHLOST, RYCHLOSTI[speed], hint="; ".join(reasons) or SHEET_VIEW.H_RYCHLOST,
             tone="warn" if reasons else "normal"),
        text("soustredeni", SHEET_TEXT.SOUSTREDENI, sheet.soustredeni, hint=SHEET_VIEW.H_SOUSTREDENI),
        toggle("utok_na_dva_cile", SHEET_TEXT.UTOK_NA_DVA_CILE, sheet.utok_na_dva_cile, hint=SHEET_VIEW.H_DVA_CILE),
        toggle("infravideni", SHEET_TEXT.INFRAVIDENI, sheet.infravideni, hint=SHEET_VIEW.H_TMA),
        toggle("ultrasluch", SHEET_TEXT.ULTRASLUCH, sheet.ultrasluch, hint=SHEET_VIEW.H_TMA),
    ])


def _badges(sheet: BojK6Sheet) -> list[Badge]:
    badges = [Badge(label=SHEET_TEXT.B_ZIVOTY, value=f"{sheet.zivoty}/{sheet.zivoty_max}",
                    tone="bad" if is_out(sheet.zivoty) else "normal")]
    if is_out(sheet.zivoty):
        badges.append(Badge(label=SHEET_TEXT.B_VYRAZEN, tone="bad"))
    if sheet.zbroj.hodnota:
        badges.append(Badge(label=SHEET_TEXT.B_ZBROJ, value=str(sheet.zbroj.hodnota)))
    if sheet.stit.ma_stit:
        badges.append(Badge(label=SHEET_TEXT.B_STIT if sheet.stit.pouzitelny else SHEET_TEXT.B_STIT_NE,
                            value=str(sheet.stit.hodnota), tone="normal" if sheet.stit.pouzitelny else "warn"))
    if sheet.soustredeni:
        badges.append(Badge(label=SHEET_TEXT.B_SOUSTREDENI, value=sheet.soustredeni, tone="warn"))
    if sheet.vazna_zraneni:
        count = czech.amount(len(sheet.vazna_zraneni), WOUNDS_NOUN)
        badges.append(Badge(label=SHEET_TEXT.B_VAZNE, value=count, tone="bad"))
    return badges


def sheet_view(sheet: BojK6Sheet) -> SheetView:
    """The sheet for the shell: every saved field with its path; derived values as stats and badges."""
    attrs = ", ".join(f"{label} {getattr(sheet, key)}" for key, label in ATRIBUTY.items())
    weapons = [_weapon_row(i, w) for i, w in enumerate(sheet.zbrane)]
    spells = [_spell_row(i, s) for i, s in enumerate(sheet.kouzla)]
    return SheetView(title=sheet.name, subtitle=f"{SYSTEM_TITLE} · {attrs}", badges=_badges(sheet), sections=[
        _attributes(sheet),
        _armour(sheet),
        Section(id="zbrane", title=SHEET_TEXT.SEC_ZBRANE, fields=[
            item_list("zbrane", SHEET_TEXT.SEC_ZBRANE, weapons,
                      new_item=Weapon(nazev=SHEET_TEXT.NOVA_ZBRAN).model_dump(), add_label=SHEET_TEXT.PRIDAT_ZBRAN,
                      max_items=12)]),
        Section(id="kouzla", title=SHEET_TEXT.SEC_KOUZLA, fields=[
            item_list("kouzla", SHEET_TEXT.SEC_KOUZLA, spells,
                      new_item=Spell(nazev=SHEET_TEXT.NOVE_KOUZLO).model_dump(), add_label=SHEET_TEXT.PRIDAT_KOUZLO,
                      max_items=20)]),
        _wounds(sheet),
        _movement(sheet),
        Section(id="poznamky", title=SHEET_TEXT.SEC_POZNAMKY, fields=[
            longtext("notes", SHEET_TEXT.POZNAMKY, sheet.notes)]),
    ])
