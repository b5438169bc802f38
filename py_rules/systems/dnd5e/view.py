"""The D&D 5e sheet as the shell shows it: saved fields with paths, derived values as stats and badges."""

from __future__ import annotations

from typing import Any

from py_rules import czech
from py_rules.systems.dnd5e import rules, texts
from py_rules.systems.dnd5e.combat import IMPROVISED, attack_bonus, weapon_ability
from py_rules.systems.dnd5e.forms import num, select, signed, stat, toggle
from py_rules.systems.dnd5e.rules import Vantage
from py_rules.systems.dnd5e.sheet import ClassLevel, DnD5eSheet, Item, Weapon
from py_rules.systems.dnd5e.tables import condition_effects
from py_rules.systems.dnd5e.vantage import Situation, check_vantage
from py_rules.view import Badge, FieldView, ListItem, Section, SheetView

__all__ = ["active_effects", "view"]


def _text(path: str, label: str, value: str) -> FieldView:
    return FieldView(kind="text", label=label, path=path, value=value)


def _list(path: str, label: str, items: list[ListItem], new_item: dict[str, Any], add: str, limit: int) -> FieldView:
    return FieldView(kind="list", label=label, path=path, items=items, new_item=new_item, add_label=add,
                     max_items=limit)


def active_effects(sheet: DnD5eSheet) -> list[str]:
    """Czech lines of every active condition and exhaustion effect (004:L119-L129, L514-L580)."""
    lines = [f"Únava {level}: {texts.EXHAUSTION[level]}" for level in range(1, sheet.exhaustion + 1)]
    for cid, name in texts.CONDITIONS.items():
        if getattr(sheet.conditions, cid):
            lines += [f"{name}: {effect}" for effect in condition_effects(cid)]
    return lines


def _badges(sheet: DnD5eSheet) -> list[Badge]:
    hp_max = rules.effective_max_hp(sheet.hp.max, sheet.exhaustion)
    hp = f"{sheet.hp.current}/{hp_max}" + (f" +{sheet.hp.temp}" if sheet.hp.temp else "")
    badges = [Badge(label="Životy", value=hp, tone="bad" if sheet.hp.current == 0 else "normal"),
              Badge(label="OČ", value=str(rules.armor_class(sheet))),
              Badge(label="Rychlost", value=czech.count(rules.speed(sheet), "sáh", "sáhy", "sáhů"))]
    if sheet.dead:
        badges.append(Badge(label="Mrtvý", tone="bad"))
    elif sheet.hp.current == 0:
        badges.append(Badge(label="Stabilizovaný" if sheet.death_saves.stable else "Umírá", tone="bad",
                            value=f"úspěchy {sheet.death_saves.successes}, neúspěchy {sheet.death_saves.failures}"))
    if sheet.exhaustion:
        badges.append(Badge(label="Únava", value=str(sheet.exhaustion), tone="warn"))
    badges += [Badge(label=name, tone="warn") for cid, name in texts.CONDITIONS.items()
               if getattr(sheet.conditions, cid)]
    if sheet.concentration:
        badges.append(Badge(label="Soustředění", value=sheet.concentration))
    if sheet.surprised:
        badges.append(Badge(label="Překvapený", value="bez pohybu, akce a reakce", tone="warn"))
    if sheet.inspiration:
        badges.append(Badge(label="Inspirace", tone="good"))
    return badges


def _class_item(i: int, c: ClassLevel) -> ListItem:
    name, die = texts.CLASSES[c.trida]
    return ListItem(title=f"{name} {c.uroven} (k{die})", fields=[
        select(f"classes.{i}.trida", "Povolání", {k: n for k, (n, _) in texts.CLASSES.items()}, c.trida),
        num(f"classes.{i}.uroven", "Úroveň", c.uroven, 1, 20),
        num(f"classes.{i}.utracene_kostky", f"Utracené Kostky životů (k{die})", c.utracene_kostky, 0, c.uroven)])


def _character(sheet: DnD5eSheet) -> Section:
    level = rules.total_level(sheet)
    return Section(id="postava", title="Postava", fields=[
        _text("name", "Jméno", sheet.name),
        _list("classes", "Povolání", [_class_item(i, c) for i, c in enumerate(sheet.classes)],
              ClassLevel(trida="bard").model_dump(), "Přidat povolání", 4),
        stat("Úroveň", level), stat("Zdatnostní bonus", signed(rules.proficiency_bonus(level)), "SRD"),
        select("size", "Velikost", {k: n for k, (n, _) in texts.SIZES.items()}, sheet.size),
        num("speed", "Základní rychlost (sáhy)", sheet.speed, 0, 40),
        stat("Rychlost teď", czech.count(rules.speed(sheet), "sáh", "sáhy", "sáhů"),
             "únava, zbroj, stavy (ř. 122, 125, 470, 550, 566)"),
        toggle("inspiration", "Inspirace (máš, nebo nemáš, ř. 135)", sheet.inspiration)])


def _abilities(sheet: DnD5eSheet) -> Section:
    fields: list[FieldView] = []
    prof = rules.proficiency_bonus(rules.total_level(sheet))
    for aid, (name, _) in texts.ABILITIES.items():
        score = getattr(sheet.abilities, aid)
        fields.append(num(f"abilities.{aid}", name, score, 1, 30, hint=f"oprava {signed(rules.modifier(score))}"))
    for aid in texts.ABILITIES:
        label = f"Záchranný hod na {texts.ABILITY_ACC[aid]}: {signed(rules.save_bonus(sheet, aid))}"
        fields.append(toggle(f"save_proficiencies.{aid}", label,
                             getattr(sheet.save_proficiencies, aid), hint=f"zdatnost přidá {signed(prof)}"))
    return Section(id="vlastnosti", title="Vlastnosti a záchranné hody", fields=fields)


def _skills(sheet: DnD5eSheet) -> Section:
    fields = [select(f"skills.{sid}", f"{name} ({texts.ABILITIES[aid][1]}) {signed(rules.skill_bonus(sheet, sid))}",
                     texts.PROFICIENCY_LEVELS, getattr(sheet.skills, sid)) for sid, (name, aid) in texts.SKILLS.items()]
    for sid in ("vnimani", "vhled", "patrani"):
        vantage: Vantage = check_vantage(sheet, texts.SKILLS[sid][1], sid, Situation())
        value = rules.passive(rules.skill_bonus(sheet, sid), vantage.mode)
        fields.append(stat(f"Pasivní {texts.SKILLS[sid][0]}", value, "10 + opravy, ±5 za výhodu/nevýhodu (ř. 100–101)"))
    return Section(id="dovednosti", title="Dovednosti", fields=fields)


def _vitality(sheet: DnD5eSheet) -> Section:
    hp_max = rules.effective_max_hp(sheet.hp.max, sheet.exhaustion)
    dice = ", ".join(f"{c.uroven - c.utracene_kostky}/{c.uroven} k{texts.CLASSES[c.trida][1]}" for c in sheet.classes)
    return Section(id="zivoty", title="Životy", fields=[
        FieldView(kind="track", label="Životy", path="hp.current", value=sheet.hp.current, min=0, max=hp_max),
        num("hp.max", "Maximum životů", sheet.hp.max, 1, 999,
            hint="při únavě 4+ platí polovina (ř. 124)" if sheet.exhaustion >= 4 else None),
        num("hp.temp", "Dočasné životy", sheet.hp.temp, 0, 999, hint="nesčítají se (ř. 392)"),
        stat("Kostky životů", dice, "k povolání podle SRD"),
        FieldView(kind="track", label="Úspěchy proti smrti", path="death_saves.successes",
                  value=sheet.death_saves.successes, min=0, max=2),
        FieldView(kind="track", label="Neúspěchy proti smrti", path="death_saves.failures",
                  value=sheet.death_saves.failures, min=0, max=2),
        toggle("death_saves.stable", "Stabilizovaný", sheet.death_saves.stable),
        toggle("dead", "Mrtvý", sheet.dead),
        toggle("dies_at_zero", "Nestvůra: umírá při 0 životech (ř. 383)", sheet.dies_at_zero)])


def _conditions(sheet: DnD5eSheet) -> Section:
    effects = active_effects(sheet)
    fields: list[FieldView] = [
        select("exhaustion", "Únava", {0: "0 – žádná", **{k: f"{k} – {v}" for k, v in texts.EXHAUSTION.items()}},
               sheet.exhaustion),
        FieldView(kind="stat", label="Platné účinky", value="\n".join(effects) or "žádné",
                  tone="warn" if effects else "normal", readonly=True)]
    fields += [toggle(f"conditions.{cid}", name, getattr(sheet.conditions, cid), hint=" ".join(condition_effects(cid)))
               for cid, name in texts.CONDITIONS.items()]
    fields += [_text("conditions.zdroj_strachu", "Zdroj strachu", sheet.conditions.zdroj_strachu),
               _text("conditions.zmamitel", "Kdo tě zmámil", sheet.conditions.zmamitel),
               _text("conditions.uchvatitel", "Uchvatitel", sheet.conditions.uchvatitel),
               toggle("dodging", "Uhýbáš (do začátku tvého tahu, ř. 300)", sheet.dodging),
               toggle("squeezing", "Protlačuješ se malým prostorem (ř. 94)", sheet.squeezing),
               toggle("surprised", "Překvapený (první tah bez pohybu a akce, reakce až po něm, ř. 238)",
                      sheet.surprised),
               toggle("antitoxin", "Protijed (1 hodina, ř. 113)", sheet.antitoxin),
               toggle("undead_or_construct", "Nemrtvý či výtvor (protijed nepůsobí)", sheet.undead_or_construct)]
    return Section(id="stavy", title="Únava a stavy", fields=fields)


def _weapon_item(sheet: DnD5eSheet, i: int, w: Weapon) -> ListItem:
    ability = weapon_ability(sheet, w, "lepsi")
    damage_mod = signed(rules.ability_mod(sheet, ability) + w.bonus)
    title = f"{w.name}: útok {signed(attack_bonus(sheet, w, ability))}, zranění {w.kostky}{damage_mod}"
    p = f"weapons.{i}"
    return ListItem(title=title, fields=[
        _text(f"{p}.name", "Název", w.name), _text(f"{p}.kostky", "Kostky zranění", w.kostky),
        select(f"{p}.druh_zraneni", "Druh zranění", texts.DAMAGE_TYPES, w.druh_zraneni),
        select(f"{p}.vlastnost", "Vlastnost", {"sila": "Síla", "obratnost": "Obratnost",
                                               "vytribena": "Vytříbená (Síla či Obratnost)"}, w.vlastnost),
        toggle(f"{p}.zdatnost", "Zdatnost (+ zdatnostní bonus, ř. 478)", w.zdatnost),
        toggle(f"{p}.na_dalku", "Na dálku", w.na_dalku), num(f"{p}.dostrel", "Dostřel (sáhy)", w.dostrel, 0, 200),
        num(f"{p}.dlouhy_dostrel", "Dlouhý dostřel (sáhy)", w.dlouhy_dostrel, 0, 200),
        toggle(f"{p}.tezka", "Těžká (ř. 495)", w.tezka), toggle(f"{p}.lehka", "Lehká (ř. 489)", w.lehka),
        toggle(f"{p}.dlouha", "Dlouhá: dosah +1 sáh (ř. 483)", w.dlouha),
        num(f"{p}.bonus", "Magický bonus", w.bonus, -5, 5)])


def _combat(sheet: DnD5eSheet) -> Section:
    a = sheet.armor
    return Section(id="boj", title="Zbroj, zbraně, odolání", fields=[
        stat("Obranné číslo (OČ)", rules.armor_class(sheet), "ř. 465–474"),
        select("armor.druh", "Zbroj", texts.ARMOR_KINDS, a.druh),
        num("armor.zaklad", "Základ OČ zbroje", a.zaklad, 10, 20),
        num("armor.sila_pozadavek", "Požadavek Síly (Sil 13/15, ř. 470)", a.sila_pozadavek, 0, 20),
        toggle("armor.zdatnost", "Zdatnost se zbrojí (ř. 472)", a.zdatnost),
        toggle("armor.stit", "Štít +2 (ř. 474)", a.stit),
        num("armor.bonus", "Jiný bonus k OČ", a.bonus, -5, 10),
        _list("weapons", "Zbraně", [_weapon_item(sheet, i, w) for i, w in enumerate(sheet.weapons)],
              Weapon().model_dump(), "Přidat zbraň", 20),
        stat("Bez zbraně", f"{IMPROVISED.name} 1k4 (ř. 512)") if not sheet.weapons
        else stat("Zbraní", len(sheet.weapons)),
        *[select(f"defenses.{d}", f"Zranění {name}", texts.DEFENSES, getattr(sheet.defenses, d))
          for d, name in texts.DAMAGE_TYPES.items()]])


def _gear(sheet: DnD5eSheet) -> Section:
    capacity, push = rules.carrying(sheet.abilities.sila, sheet.size)
    weight = sum(i.pocet * i.vaha for i in sheet.inventory)
    items = [ListItem(title=f"{it.name} ×{it.pocet}", fields=[
        _text(f"inventory.{i}.name", "Předmět", it.name), num(f"inventory.{i}.pocet", "Počet", it.pocet, 0, 9999),
        FieldView(kind="number", label="Váha kusu (lb)", path=f"inventory.{i}.vaha", value=it.vaha, min=0, max=5000)])
        for i, it in enumerate(sheet.inventory)]
    coins = [num(f"coins.{c}", name, getattr(sheet.coins, c), 0, 10_000_000) for c, (name, _) in texts.COINS.items()]
    total = rules.coins_to_md(**sheet.coins.model_dump())
    return Section(id="vybava", title="Výbava a peníze", fields=[
        _list("inventory", "Výbava", items, Item().model_dump(), "Přidat předmět", 200),
        stat("Nesená váha", f"{weight:g} lb", tone="bad" if weight > capacity else "normal"),
        stat("Nosnost", f"{capacity} lb", "Síla × 15, podle velikosti (ř. 171–175)"),
        stat("Tlačení, vlečení, zvedání", f"{push} lb", "Síla × 30; víc než nosnost → rychlost 1 sáh (ř. 173)"),
        *coins, stat("Hodnota mincí", f"{total // 100} zl {total % 100 // 10} st {total % 10} md",
                     "kurzy ř. 455–461")])


def _magic(sheet: DnD5eSheet) -> Section:
    slots = [ListItem(title=f"{i + 1}. úroveň", fields=[
        num(f"spell_slots.{i}.max", "Pozic", s.max, 0, 9),
        FieldView(kind="track", label="Utraceno", path=f"spell_slots.{i}.used", value=s.used, min=0, max=s.max)])
        for i, s in enumerate(sheet.spell_slots)]
    sup = sheet.superiority
    return Section(id="kouzla", title="Kouzla a manévry", fields=[
        _text("concentration", "Soustředění na kouzlo (jen jedno, ř. 441)", sheet.concentration),
        FieldView(kind="list", label="Pozice kouzel (SRD)", path="spell_slots", items=slots),
        num("superiority.pocet", "Převahové kostky", sup.pocet, 0, 10),
        select("superiority.kostka", "Převahová kostka", {6: "k6", 8: "k8", 10: "k10", 12: "k12"}, sup.kostka),
        num("superiority.utracene", "Utracené převahové kostky", sup.utracene, 0, sup.pocet)])


def _feet(n: int) -> str:
    return czech.count(n, "stopa", "stopy", "stop")


def _environment(sheet: DnD5eSheet) -> Section:
    strength = sheet.abilities.sila
    smod = rules.modifier(strength)
    con = rules.ability_mod(sheet, "odolnost")
    breath = rules.hold_breath_seconds(con)
    breath_text = f"{breath // 60} min" if breath >= 60 else f"{breath} s"
    return Section(id="prostredi", title="Skoky, dech", fields=[
        stat("Skok do dálky", f"{_feet(rules.long_jump(strength, True))} s rozběhem, "
             f"{_feet(rules.long_jump(strength, False))} z místa", "ř. 193"),
        stat("Skok do výšky", f"{_feet(rules.high_jump(smod, True))} s rozběhem, "
             f"{_feet(rules.high_jump(smod, False))} z místa", "ř. 196"),
        stat("Zadržení dechu", f"{breath_text}, pak {czech.count(rules.survive_rounds(con), 'kolo', 'kola', 'kol')}",
             "ř. 204")])


def view(sheet: DnD5eSheet) -> SheetView:
    """The whole sheet; raises nothing for a valid sheet."""
    names = ", ".join(f"{texts.CLASSES[c.trida][0]} {c.uroven}" for c in sheet.classes)
    notes = Section(id="poznamky", title="Poznámky", fields=[
        FieldView(kind="longtext", label="Poznámky", path="notes", value=sheet.notes)])
    return SheetView(title=sheet.name, subtitle=names, badges=_badges(sheet), sections=[
        _character(sheet), _abilities(sheet), _skills(sheet), _vitality(sheet), _conditions(sheet), _combat(sheet),
        _gear(sheet), _magic(sheet), _environment(sheet), notes])
