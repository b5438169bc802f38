"""The D&D 5e sheet as the shell shows it: saved fields with paths, derived values as stats and badges."""

from __future__ import annotations

from py_rules import czech
from py_rules.systems.dnd5e import rules, texts
from py_rules.systems.dnd5e.combat import IMPROVISED, attack_bonus, weapon_ability
from py_rules.systems.dnd5e.forms import signed
from py_rules.systems.dnd5e.rules import Vantage
from py_rules.systems.dnd5e.sheet import ClassLevel, DnD5eSheet, Item, Weapon
from py_rules.systems.dnd5e.tables import condition_effects
from py_rules.systems.dnd5e.texts import CLASS_FIELDS, ITEM_FIELDS, SHEET_FIELDS, SLOT_FIELDS, View
from py_rules.systems.dnd5e.vantage import Situation, check_vantage
from py_rules.view import (
    Badge,
    FieldView,
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

__all__ = ["active_effects", "view"]


def _sahu(n: int) -> str:
    return czech.count(n, *texts.SAH)


def active_effects(sheet: DnD5eSheet) -> list[str]:
    """Czech lines of every active condition and exhaustion effect (004:L119-L129, L514-L580)."""
    lines = [View.EFFECT_EXHAUSTION.format(level=level, effect=texts.EXHAUSTION[level])
             for level in range(1, sheet.exhaustion + 1)]
    for cid, name in texts.CONDITIONS.items():
        if getattr(sheet.conditions, cid):
            lines += [View.EFFECT_CONDITION.format(name=name, effect=effect) for effect in condition_effects(cid)]
    return lines


def _badges(sheet: DnD5eSheet) -> list[Badge]:
    hp_max = rules.effective_max_hp(sheet.hp.max, sheet.exhaustion)
    hp = View.HP_VALUE.format(current=sheet.hp.current, max=hp_max) + (
        View.TEMP_SUFFIX.format(temp=sheet.hp.temp) if sheet.hp.temp else "")
    badges = [Badge(label=View.HP, value=hp, tone="bad" if sheet.hp.current == 0 else "normal"),
              Badge(label=View.AC, value=str(rules.armor_class(sheet))),
              Badge(label=View.SPEED, value=_sahu(rules.speed(sheet)))]
    if sheet.dead:
        badges.append(Badge(label=View.DEAD, tone="bad"))
    elif sheet.hp.current == 0:
        saves = sheet.death_saves
        badges.append(Badge(label=View.STABLE if saves.stable else View.DYING, tone="bad",
                            value=View.DEATH_SAVES.format(successes=saves.successes, failures=saves.failures)))
    if sheet.exhaustion:
        badges.append(Badge(label=View.EXHAUSTION, value=str(sheet.exhaustion), tone="warn"))
    badges += [Badge(label=name, tone="warn") for cid, name in texts.CONDITIONS.items()
               if getattr(sheet.conditions, cid)]
    if sheet.concentration:
        badges.append(Badge(label=View.CONCENTRATION, value=sheet.concentration))
    if sheet.surprised:
        badges.append(Badge(label=View.SURPRISED, value=View.SURPRISED_VALUE, tone="warn"))
    if sheet.inspiration:
        badges.append(Badge(label=View.INSPIRATION, tone="good"))
    return badges


def _class_item(i: int, c: ClassLevel) -> ListItem:
    name, die = texts.CLASSES[c.trida]
    return ListItem(title=View.CLASS_TITLE.format(name=name, level=c.uroven, die=die), fields=[
        select(f"classes.{i}.trida", CLASS_FIELDS.TRIDA, c.trida, {k: n for k, (n, _) in texts.CLASSES.items()}),
        number(f"classes.{i}.uroven", CLASS_FIELDS.UROVEN, c.uroven, 1, 20),
        number(f"classes.{i}.utracene_kostky", CLASS_FIELDS.UTRACENE_KOSTKY.format(die=die), c.utracene_kostky, 0,
               c.uroven)])


def _character(sheet: DnD5eSheet) -> Section:
    level = rules.total_level(sheet)
    return Section(id="postava", title=texts.SECTIONS.POSTAVA, fields=[
        text("name", SHEET_FIELDS["name"], sheet.name),
        item_list("classes", SHEET_FIELDS["classes"], [_class_item(i, c) for i, c in enumerate(sheet.classes)],
                  new_item=ClassLevel(trida="bard").model_dump(), add_label=View.ADD_CLASS, max_items=4),
        stat(View.LEVEL, level),
        stat(View.PROFICIENCY, signed(rules.proficiency_bonus(level)), hint=View.PROFICIENCY_HINT),
        select("size", SHEET_FIELDS["size"], sheet.size, {k: n for k, (n, _) in texts.SIZES.items()}),
        number("speed", SHEET_FIELDS["speed"], sheet.speed, 0, 40),
        stat(View.SPEED_NOW, _sahu(rules.speed(sheet)), hint=View.SPEED_NOW_HINT),
        toggle("inspiration", SHEET_FIELDS["inspiration"], sheet.inspiration)])


def _abilities(sheet: DnD5eSheet) -> Section:
    fields: list[FieldView] = []
    prof = rules.proficiency_bonus(rules.total_level(sheet))
    for aid, (name, _) in texts.ABILITIES.items():
        score = getattr(sheet.abilities, aid)
        fields.append(number(f"abilities.{aid}", name, score, 1, 30,
                             hint=View.ABILITY_HINT.format(mod=signed(rules.modifier(score)))))
    for aid in texts.ABILITIES:
        label = View.SAVE.format(ability=texts.ABILITY_ACC[aid], bonus=signed(rules.save_bonus(sheet, aid)))
        fields.append(toggle(f"save_proficiencies.{aid}", label, getattr(sheet.save_proficiencies, aid),
                             hint=View.SAVE_HINT.format(bonus=signed(prof))))
    return Section(id="vlastnosti", title=texts.SECTIONS.VLASTNOSTI, fields=fields)


def _skills(sheet: DnD5eSheet) -> Section:
    fields: list[FieldView] = [
        select(f"skills.{sid}", View.SKILL.format(name=name, abbr=texts.ABILITIES[aid][1],
                                                  bonus=signed(rules.skill_bonus(sheet, sid))),
               getattr(sheet.skills, sid), texts.PROFICIENCY_LEVELS)
        for sid, (name, aid) in texts.SKILLS.items()]
    for sid in ("vnimani", "vhled", "patrani"):
        vantage: Vantage = check_vantage(sheet, texts.SKILLS[sid][1], sid, Situation())
        value = rules.passive(rules.skill_bonus(sheet, sid), vantage.mode)
        fields.append(stat(View.PASSIVE.format(skill=texts.SKILLS[sid][0]), value, hint=View.PASSIVE_HINT))
    return Section(id="dovednosti", title=texts.SECTIONS.DOVEDNOSTI, fields=fields)


def _vitality(sheet: DnD5eSheet) -> Section:
    hp_max = rules.effective_max_hp(sheet.hp.max, sheet.exhaustion)
    dice = ", ".join(View.HIT_DICE_VALUE.format(left=c.uroven - c.utracene_kostky, level=c.uroven,
                                                die=texts.CLASSES[c.trida][1]) for c in sheet.classes)
    saves = sheet.death_saves
    return Section(id="zivoty", title=texts.SECTIONS.ZIVOTY, fields=[
        track("hp.current", SHEET_FIELDS["hp.current"], sheet.hp.current, hp_max),
        number("hp.max", SHEET_FIELDS["hp.max"], sheet.hp.max, 1, 999,
               hint=View.HP_MAX_HINT if sheet.exhaustion >= 4 else None),
        number("hp.temp", SHEET_FIELDS["hp.temp"], sheet.hp.temp, 0, 999, hint=View.TEMP_HINT),
        stat(View.HIT_DICE, dice, hint=View.HIT_DICE_HINT),
        track("death_saves.successes", SHEET_FIELDS["death_saves.successes"], saves.successes, 2),
        track("death_saves.failures", SHEET_FIELDS["death_saves.failures"], saves.failures, 2),
        toggle("death_saves.stable", SHEET_FIELDS["death_saves.stable"], saves.stable),
        toggle("dead", SHEET_FIELDS["dead"], sheet.dead),
        toggle("dies_at_zero", SHEET_FIELDS["dies_at_zero"], sheet.dies_at_zero)])


def _conditions(sheet: DnD5eSheet) -> Section:
    effects = active_effects(sheet)
    levels = {k: View.EXHAUSTION_OPTION.format(level=k, effect=v) for k, v in texts.EXHAUSTION.items()}
    fields: list[FieldView] = [
        select("exhaustion", SHEET_FIELDS["exhaustion"], sheet.exhaustion, {0: View.NO_EXHAUSTION, **levels}),
        stat(View.EFFECTS, "\n".join(effects) or View.NO_EFFECTS, tone="warn" if effects else "normal")]
    fields += [toggle(f"conditions.{cid}", name, getattr(sheet.conditions, cid),
                      hint=" ".join(condition_effects(cid)))
               for cid, name in texts.CONDITIONS.items()]
    fields += [text(path, SHEET_FIELDS[path], getattr(sheet.conditions, path.split(".")[1]))
               for path in ("conditions.zdroj_strachu", "conditions.zmamitel", "conditions.uchvatitel")]
    fields += [toggle(path, SHEET_FIELDS[path], getattr(sheet, path))
               for path in ("dodging", "squeezing", "surprised", "antitoxin", "undead_or_construct")]
    return Section(id="stavy", title=texts.SECTIONS.STAVY, fields=fields)


def _weapon_item(sheet: DnD5eSheet, i: int, w: Weapon) -> ListItem:
    ability = weapon_ability(sheet, w, "lepsi")
    damage_mod = signed(rules.ability_mod(sheet, ability) + w.bonus)
    title = View.WEAPON_TITLE.format(name=w.name, attack=signed(attack_bonus(sheet, w, ability)), dice=w.kostky,
                                     damage=damage_mod)
    p, f = f"weapons.{i}", texts.WEAPON_FIELDS
    return ListItem(title=title, fields=[
        text(f"{p}.name", f["name"], w.name), text(f"{p}.kostky", f["kostky"], w.kostky),
        select(f"{p}.druh_zraneni", f["druh_zraneni"], w.druh_zraneni, texts.DAMAGE_TYPES),
        select(f"{p}.vlastnost", f["vlastnost"], w.vlastnost, texts.WEAPON_ABILITIES),
        toggle(f"{p}.zdatnost", f["zdatnost"], w.zdatnost),
        toggle(f"{p}.na_dalku", f["na_dalku"], w.na_dalku), number(f"{p}.dostrel", f["dostrel"], w.dostrel, 0, 200),
        number(f"{p}.dlouhy_dostrel", f["dlouhy_dostrel"], w.dlouhy_dostrel, 0, 200),
        toggle(f"{p}.tezka", f["tezka"], w.tezka), toggle(f"{p}.lehka", f["lehka"], w.lehka),
        toggle(f"{p}.dlouha", f["dlouha"], w.dlouha), toggle(f"{p}.munice", f["munice"], w.munice),
        number(f"{p}.strelivo", f["strelivo"], w.strelivo, 0, 999),
        number(f"{p}.vystreleno", f["vystreleno"], w.vystreleno, 0, 999),
        toggle(f"{p}.nabijeci", f["nabijeci"], w.nabijeci),
        text(f"{p}.obourucne", f["obourucne"], w.obourucne), toggle(f"{p}.vrhaci", f["vrhaci"], w.vrhaci),
        toggle(f"{p}.obourucni", texts.Hands.TWO_HANDED_FIELD, w.obourucni),
        number(f"{p}.bonus", f["bonus"], w.bonus, -5, 5)])


def _combat(sheet: DnD5eSheet) -> Section:
    a = sheet.armor
    return Section(id="boj", title=texts.SECTIONS.BOJ, fields=[
        stat(View.AC_STAT, rules.armor_class(sheet), hint=View.AC_HINT),
        select("armor.druh", SHEET_FIELDS["armor.druh"], a.druh, texts.ARMOR_KINDS),
        number("armor.zaklad", SHEET_FIELDS["armor.zaklad"], a.zaklad, 10, 20),
        number("armor.sila_pozadavek", SHEET_FIELDS["armor.sila_pozadavek"], a.sila_pozadavek, 0, 20),
        toggle("armor.zdatnost", SHEET_FIELDS["armor.zdatnost"], a.zdatnost),
        toggle("armor.stit", SHEET_FIELDS["armor.stit"], a.stit),
        number("armor.bonus", SHEET_FIELDS["armor.bonus"], a.bonus, -5, 10),
        item_list("weapons", SHEET_FIELDS["weapons"], [_weapon_item(sheet, i, w) for i, w in enumerate(sheet.weapons)],
                  new_item=Weapon().model_dump(), add_label=View.ADD_WEAPON, max_items=20),
        stat(View.UNARMED, View.UNARMED_VALUE.format(weapon=IMPROVISED.name)) if not sheet.weapons
        else stat(View.WEAPON_COUNT, len(sheet.weapons)),
        *[select(f"defenses.{d}", View.DEFENSE.format(dtype=name), getattr(sheet.defenses, d), texts.DEFENSES)
          for d, name in texts.DAMAGE_TYPES.items()]])


def _gear(sheet: DnD5eSheet) -> Section:
    capacity, push = rules.carrying(sheet.abilities.sila, sheet.size)
    weight = sum(i.pocet * i.vaha for i in sheet.inventory)
    items = [ListItem(title=View.ITEM_TITLE.format(name=it.name, count=it.pocet), fields=[
        text(f"inventory.{i}.name", ITEM_FIELDS.NAME, it.name),
        number(f"inventory.{i}.pocet", ITEM_FIELDS.POCET, it.pocet, 0, 9999),
        number(f"inventory.{i}.vaha", ITEM_FIELDS.VAHA, it.vaha, 0, 5000)])
        for i, it in enumerate(sheet.inventory)]
    coins = [number(f"coins.{c}", name, getattr(sheet.coins, c), 0, 10_000_000) for c, (name, _) in texts.COINS.items()]
    total = rules.coins_to_md(**sheet.coins.model_dump())
    value = View.COIN_VALUE_TEXT.format(zl=total // 100, st=total % 100 // 10, md=total % 10)
    return Section(id="vybava", title=texts.SECTIONS.VYBAVA, fields=[
        item_list("inventory", SHEET_FIELDS["inventory"], items, new_item=Item().model_dump(), add_label=View.ADD_ITEM,
                  max_items=200),
        stat(View.CARRIED, View.POUNDS.format(weight=czech.number(weight)),
             tone="bad" if weight > capacity else "normal"),
        stat(View.CAPACITY, View.POUNDS.format(weight=czech.number(capacity)), hint=View.CAPACITY_HINT),
        stat(View.PUSH, View.POUNDS.format(weight=czech.number(push)), hint=View.PUSH_HINT),
        *coins, stat(View.COIN_VALUE, value, hint=View.COIN_HINT)])


def _magic(sheet: DnD5eSheet) -> Section:
    slots = [ListItem(title=View.SLOT_TITLE.format(level=i + 1), fields=[
        number(f"spell_slots.{i}.max", SLOT_FIELDS.MAX, s.max, 0, 9),
        track(f"spell_slots.{i}.used", SLOT_FIELDS.USED, s.used, s.max)])
        for i, s in enumerate(sheet.spell_slots)]
    sup = sheet.superiority
    return Section(id="kouzla", title=texts.SECTIONS.KOUZLA, fields=[
        text("concentration", SHEET_FIELDS["concentration"], sheet.concentration),
        item_list("spell_slots", SHEET_FIELDS["spell_slots"], slots),
        number("superiority.pocet", SHEET_FIELDS["superiority.pocet"], sup.pocet, 0, 10),
        select("superiority.kostka", SHEET_FIELDS["superiority.kostka"], sup.kostka, texts.SUPERIORITY_DICE),
        number("superiority.utracene", SHEET_FIELDS["superiority.utracene"], sup.utracene, 0, sup.pocet)])


def _feet(n: int) -> str:
    return czech.count(n, *texts.FOOT)


def _environment(sheet: DnD5eSheet) -> Section:
    strength = sheet.abilities.sila
    smod = rules.modifier(strength)
    con = rules.ability_mod(sheet, "odolnost")
    breath = rules.hold_breath_seconds(con)
    breath_text = View.MINUTES.format(n=breath // 60) if breath >= 60 else View.SECONDS.format(n=breath)
    rounds = czech.count(rules.survive_rounds(con), *texts.ROUND)
    return Section(id="prostredi", title=texts.SECTIONS.PROSTREDI, fields=[
        stat(View.LONG_JUMP, View.JUMP.format(run=_feet(rules.long_jump(strength, True)),
                                              standing=_feet(rules.long_jump(strength, False))),
                                              hint=View.LONG_JUMP_HINT),
        stat(View.HIGH_JUMP, View.JUMP.format(run=_feet(rules.high_jump(smod, True)),
                                              standing=_feet(rules.high_jump(smod, False))), hint=View.HIGH_JUMP_HINT),
        stat(View.BREATH, View.BREATH_VALUE.format(time=breath_text, rounds=rounds), hint=View.BREATH_HINT)])


def view(sheet: DnD5eSheet) -> SheetView:
    """The whole sheet; raises nothing for a valid sheet."""
    names = ", ".join(f"{texts.CLASSES[c.trida][0]} {c.uroven}" for c in sheet.classes)
    notes = Section(id="poznamky", title=texts.SECTIONS.POZNAMKY, fields=[
        longtext("notes", SHEET_FIELDS["notes"], sheet.notes)])
    return SheetView(title=sheet.name, subtitle=names, badges=_badges(sheet), sections=[
        _character(sheet), _abilities(sheet), _skills(sheet), _vitality(sheet), _conditions(sheet), _combat(sheet),
        _gear(sheet), _magic(sheet), _environment(sheet), notes])
