"""The hero's deník as the shell shows it: saved fields with paths, derived values as stats and badges."""

from __future__ import annotations

from py_rules.headings import Book
from py_rules.systems.drd2 import texts, view_lists
from py_rules.systems.drd2.afford import means
from py_rules.systems.drd2.rules import effective_zdatnost, exhaustion_cost, quick_game
from py_rules.systems.drd2.sheet import ATTRS, Drd2Sheet, Scar
from py_rules.view import (
    Badge,
    FieldView,
    Section,
    SheetView,
    Tone,
    longtext,
    number,
    options,
    select,
    stat,
    text,
    toggle,
    track,
)

__all__ = ["boxes", "view"]

BOOK = Book("py_rules.systems.drd2")


def _blocked(scars: list[Scar], attr: str) -> str:
    names = [f"„{s.nazev}“ ({s.zavaznost})" for s in scars if s.vlastnost == attr]
    return "zablokováno Jizvami: " + ", ".join(names) if names else "bez Jizev"


def boxes(sheet: Drd2Sheet, attr: str) -> str:
    """The deník's boxes: ○ free, × spent, ⊠ blocked by a Jizva (double cross, 000:L827)."""
    total = sheet.zdatnost.get(attr)
    blocked = min(total, sum(s.zavaznost for s in sheet.jizvy if s.vlastnost == attr))
    free = sheet.zdroje.get(attr)
    spent = total - blocked - free
    return " ".join(["○"] * free + ["×"] * spent + ["⊠"] * blocked) or "—"


def _resources(sheet: Drd2Sheet) -> Section:
    fields: list[FieldView] = []
    for attr in ATTRS:
        cap = effective_zdatnost(sheet, attr)
        label = texts.ATTR_LABEL[attr]
        fields.append(number(f"zdatnost.{attr}", f"Zdatnost {label}", sheet.zdatnost.get(attr), 0, 12))
        current = sheet.zdroje.get(attr)
        fields.append(
            track(f"zdroje.{attr}", f"Zdroje: {label}", current, cap, hint=_blocked(sheet.jizvy, attr),
                  tone="bad" if current == 0 else "normal")
        )
        fields.append(
            stat(f"Políčka {texts.ATTR_GEN[attr]}", boxes(sheet, attr), hint="○ volné, × utracené, ⊠ Jizva")
        )
    fields.append(
        number("vyhoda", "Výhoda", sheet.vyhoda, 0, 99, hint="Žolík místo Těla, Duše či Vlivu; zaniká s konfliktem.")
    )
    if sheet.ohrozeni is not None:
        fields.append(number("ohrozeni", "Ohrožení", sheet.ohrozeni, 1, 20, hint="Nejméně 1; cena vyčerpání."))
        cost = exhaustion_cost(sheet.ohrozeni)
        fields.append(stat("Vyčerpání teď stojí", texts.amount(cost, "zdroj")))
    fields += _spell(sheet)
    return Section(id="zdroje", title="Zdroje, Výhoda a Ohrožení", fields=fields)


def _spell(sheet: Drd2Sheet) -> list[FieldView]:
    """An initiative approach opened or imposed by a spell (000:L597); the player clears it when it ends."""
    return [
        select("pristup_kouzlo", "Přístup k iniciativě z kouzla", sheet.pristup_kouzlo,
               options({"": "žádný", "rychle": "rychle", "pomalu": "pomalu"}),
               # 000:L597
               hint=BOOK("Zdarma; opačný přístup nelze, dokud kouzlo působí "
                         "(§konflikt_kola_a_iniciativa.pristupy_k_iniciative). Po skončení kouzla zvol „žádný“.")),
        toggle("pristup_vnuceny", "Vnucený (musí ho použít)", sheet.pristup_vnuceny),
    ]


def _quick_toggle(sheet: Drd2Sheet) -> FieldView:
    """The deník's Rychlá hra; in a conflict board's round the board's setting decides (one switch at a time)."""
    if sheet.kolo is not None:
        state = "zapnuta" if sheet.kolo.rychla_hra else "vypnuta"
        return toggle("rychla_hra", "Rychlá hra (pro začátečníky)", quick_game(sheet), readonly=True,
                      hint=f"V konfliktu na tabuli rozhoduje tabule: Rychlá hra {state}.")
    return toggle("rychla_hra", "Rychlá hra (pro začátečníky)", sheet.rychla_hra,
                  hint="Jen zkouška, výzva, střet a manévr obrana; bez pomocníků.")


def _identity(sheet: Drd2Sheet) -> Section:
    return Section(
        id="hrdina",
        title="Hrdina",
        fields=[
            text("name", "Jméno", sheet.name),
            text("rasa", "Rasa", sheet.rasa),
            text("povahovy_rys", "Povahový rys", sheet.povahovy_rys),
            longtext("puvod", "Jak se stal hrdinou", sheet.puvod),
            _quick_toggle(sheet),
            stat("Stav", texts.STATUS_LABEL[sheet.stav], tone="bad" if sheet.stav != "aktivni" else "normal"),
            toggle("odpocinek_podminky", "Podmínky odpočinku (volitelné pravidlo 1–5)", sheet.odpocinek_podminky,
                   # 000:L120-L122
                   hint=BOOK("Běžný odpočinek obnoví 1–5 Zdrojů podle podmínek noci místo 3 "
                             "(§utraceni_a_obnova_zdroju.bezny_odpocinek.podminky_bezneho_odpocinku_volitelne_pravidlo).")),
            toggle("na_vyprave", "Na výpravě", sheet.na_vyprave,
                   # 000:L109-L133, 000:L889
                   hint=BOOK("Na výpravě jen běžný odpočinek; kvalitní odpočinek a hojení Jizev až mezi výpravami "
                             "(§utraceni_a_obnova_zdroju; §jizvy.hojeni_a_leceni_jizev).")),
            stat("Běžný odpočinek této noci",
                 "už proběhl – další po akci „Nový den“" if sheet.odpocinuto else "ještě ne"),
        ],
    )


def _goods(sheet: Drd2Sheet) -> Section:
    money = sheet.penize
    worth = money.dukaty * 100 + money.grose * 10 + money.halere
    return Section(
        id="majetek",
        title="Peníze, Suroviny a vybavení",
        fields=[
            number("penize.dukaty", "Dukáty", money.dukaty, 0, 1_000_000),
            number("penize.grose", "Groše", money.grose, 0, 1_000_000),
            number("penize.halere", "Haléře", money.halere, 0, 1_000_000),
            stat("Celkem", f"{texts.amount(worth // 10, 'gros')} a {texts.amount(worth % 10, 'haler')}",
                 hint="1 dukát = 10 grošů, 1 groš = 10 haléřů."),
            number("suroviny", "Suroviny", sheet.suroviny, 0, 100_000, hint="1 Surovina ≈ 1 groš."),
            longtext("vybaveni", "Vybavení", sheet.vybaveni),
        ],
    )


def _badges(sheet: Drd2Sheet) -> list[Badge]:
    badges = [
        Badge(
            label="Výhoda",
            value=str(sheet.vyhoda),
            tone="good" if sheet.vyhoda else "normal",
        )
    ]
    if sheet.ohrozeni is not None:
        badges.insert(
            0,
            Badge(
                label="Ohrožení", value=str(sheet.ohrozeni), tone="warn" if sheet.ohrozeni >= 4 else "normal"
            ),
        )
    if sheet.ceka is not None:
        what = "vítězství – rozhodne protivník" if sheet.ceka.stav == "vitezstvi" else "hrozí neúspěch"
        badges.append(Badge(label="Čeká rozhodnutí", value=what, tone="warn"))
    if sheet.stav != "aktivni":
        badges.append(
            Badge(
                label=texts.STATUS_LABEL[sheet.stav],
                value=texts.HEROIC_END.get(sheet.konec_vlastnost, ""),
                tone="bad",
            )
        )
    if sheet.kolo is not None and sheet.stav == "aktivni":
        # 000:L601-L626: the hero's place in the round of the conflict board the hero is linked on
        badges.append(Badge(label="Kolo na tabuli", value=texts.ROUND_LABEL[sheet.kolo.iniciativa],
                            tone="normal" if sheet.kolo.iniciativa == "k_dispozici" else "warn"))
    if quick_game(sheet):
        badges.append(Badge(label="Rychlá hra", value="podle tabule" if sheet.kolo is not None else ""))
    return badges


def _pending(sheet: Drd2Sheet) -> Section | None:
    """What waits for the player's decision after the dice (000:L259-L261, L503)."""
    p = sheet.ceka
    if p is None:
        return None
    kind = texts.KIND_LABEL[p.druh]
    if p.stav == "vitezstvi":
        fields = [stat("Střet", f"vítězství (hod {p.hod})", hint="Zapiš „Rozhodnutí protivníka“.", tone="good")]
    else:
        found = means(sheet)
        cost = found.cost if found is not None else exhaustion_cost(sheet.ohrozeni or 2)
        who = f"{sheet.pomocnici[p.pomocnik].jmeno}: " if 0 <= p.pomocnik < len(sheet.pomocnici) else ""
        fields = [
            stat(kind, f"{who}hrozí neúspěch (hod {p.hod})", tone="warn"),
            stat("Vyčerpání stojí", texts.attr_amount(cost, p.vlastnost), hint="mocně +1, chabě −1"),
            stat("Při přijetí", texts.CONSEQUENCE_LABEL.get(p.hrozba, "") or "jen popis v příběhu"),
        ]
        if p.jizva_zbytek:
            fields.append(
                stat("Zdroje z Jizvy v této akci", texts.attr_amount(p.jizva_zbytek, p.jizva_vlastnost))
            )
        if found is not None:  # what can pay it, before the choice (000:L55, L859, L883, L87, L903)
            fields += [stat(label, value) for label, value in found.lines]
            tone: Tone = "good" if found.way == "zdroje" else "warn" if found.way == "jizva" else "bad"
            fields.append(stat("Čím zaplatit", found.verdict, tone=tone))
    return Section(id="ceka", title="Čeká na rozhodnutí", fields=fields)


def view(sheet: Drd2Sheet) -> SheetView:
    """Sections in table order: resources first (what a player touches most), then the rest."""
    subtitle = ", ".join(f"{p.nazev} {p.uroven}" for p in sheet.povolani) or "bez povolání"
    pending = _pending(sheet)
    notices = view_lists.notices(sheet.upozorneni, "Změny po aktualizaci deníku")
    sections = [
        *([notices] if notices else []),
        *([pending] if pending else []),
        _resources(sheet),
        _identity(sheet),
        Section(
            id="povolani",
            title="Povolání a dovednosti",
            fields=[view_lists.professions(sheet), view_lists.skills(sheet)],
        ),
        Section(
            id="jizvy",
            title="Jizvy a postihy",
            fields=[view_lists.scars(sheet, "jizvy", list(sheet.jizvy)), view_lists.penalties(sheet)],
        ),
    ]
    if sheet.zablokovane_akce:
        blocked = [
            text(f"zablokovane_akce.{i}", f"Nelze opakovat ({i + 1})", a)
            for i, a in enumerate(sheet.zablokovane_akce)
        ]
        sections.append(
            Section(id="zablokovane", title="Nepovedené akce (do změny podmínek)", fields=blocked)
        )
    sections.append(_goods(sheet))
    if not quick_game(sheet):
        sections.append(view_lists.helpers(sheet))
    sections.append(
        Section(id="poznamky", title="Poznámky", fields=[longtext("notes", "Poznámky", sheet.notes)])
    )
    return SheetView(
        title=sheet.name,
        subtitle=f"{sheet.rasa + ', ' if sheet.rasa else ''}{subtitle}",
        badges=_badges(sheet),
        sections=sections,
    )
