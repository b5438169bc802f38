"""Help texts (rules and implementer choices) and the shared board view."""

from __future__ import annotations

import json

from py_rules.systems.base import DiceBox
from py_rules.systems.boj_k6 import SYSTEM as SHEET_SYSTEM
from py_rules.systems.boj_k6.board import SYSTEM
from py_rules.systems.boj_k6.help import CHOICES, HELP


def test_help_cites_the_seed_and_states_every_choice() -> None:
    assert all(section.source for section in HELP)
    text = " ".join(section.text for section in CHOICES)
    for phrase in ("nikdy neklesne pod 0", "štít ne", "Zásah mimo zbroj",
                   "hlavním zásahu", "duševnímu", "přijde o svůj záměr", "Kryt se počítá i proti kouzlům",
                   "Rozptýlení platí jen", "útok na dva cíle", "+počet cílů", "Vyčerpání", "metrů"):
        assert phrase in text, phrase
    assert SHEET_SYSTEM.help == HELP
    assert SYSTEM.help[0].title == "Bojová tabule"


def test_board_view_shows_threats_order_and_results() -> None:
    board = SYSTEM.new_sheet("Přepadení")

    def run(action: str, dice: list[int] | None = None, **params: object) -> None:
        nonlocal board
        act = SYSTEM.action(action)
        board = act.perform(board, act.params_model.model_validate(params), DiceBox(physical=dice or [])).sheet

    run("pridat", jmeno="Naria", strana="druzina", finesa=3, zbran_dosah="strelna", zbran_zraneni=2)
    run("pridat", jmeno="Ork", sila=4)
    run("pridat", jmeno="Gorondar", strana="druzina", sila=3)
    run("zamer", ucastnik=1, zamer="utok", cil_1=2, vlastnost="finesa")
    run("zamer", ucastnik=2, zamer="utok", cil_1=3)
    view = SYSTEM.view(board)
    sections = {s.id: s for s in view.sections}
    round_ = {f.label: f.value for f in sections["kolo"].fields}  # who rolls, the order, successes: one section
    assert round_["1. Naria → Ork"] == "Ork hází na obranu – útočí Naria (Boj › Vyhodnocení)"
    assert round_["Na úspěch hází (jednou za kolo)"] == "Naria, Ork"
    assert round_["Na obranu hází (zvlášť proti každému)"] == "Gorondar, Ork"
    order = [f.label for f in sections["kolo"].fields if f.label[0].isdigit()]
    assert order == ["1. Naria → Ork", "2. Ork → Gorondar"]
    run("vyhodnotit", [5, 1], utocnik=1, cil=2)
    resolved = SYSTEM.view(board)
    pending = {f.label: f for s in resolved.sections if s.id == "kolo" for f in s.fields}
    assert pending["1. Naria → Ork"].value == "✓ vyhodnoceno"
    assert pending["Naria → Ork: úspěchy"].value == "2 úspěchy, rozdíl 5"  # Naria 3 + 5 vs the ork's Finesa 2 + 1
    assert [f.tone for f in pending.values()].count("good") == 2
    json.dumps(resolved.model_dump(mode="json"))
    assert [b.value for b in resolved.badges][:1] == ["1"]


def test_board_pair_form_leaves_out_what_the_intentions_decide() -> None:
    fields = {f.path for f in SYSTEM.action("vyhodnotit").form(SYSTEM.new_sheet("X"))}
    assert {"utocnik", "cil", "obrana_vlastnost", "mireni", "vyhoda_1"} <= fields
    assert not fields & {"plna_obrana", "prolomeni", "utek", "protivnik_cilu"}


def test_help_states_the_round_choices() -> None:
    from py_rules.systems.boj_k6.help import ROUND_CHOICES

    text = " ".join(section.text for section in ROUND_CHOICES + HELP)
    for phrase in ("včetně toho, který je na tětivě", "ale pak už nelze utéct", "čtvrtinách kola běhu",
                   "mezera 1–2 kola", "utíkajícího nedosáhne", "do konce příštího kola", "nemůže běžet",
                   "Ke vzdání musíš protivníka přehodit", "infravidění ani ultrasluch", "Příběhová imunita",
                   "ukončí držení mezi oběma", "chce popis",
                   "vystřelit a začít utíkat"):
        assert phrase in text, phrase
    assert all(section.source.startswith("Boj › ") for section in ROUND_CHOICES)


def test_board_view_shows_scene_ammunition_and_situations_003_l79_l91_l467() -> None:
    board = SYSTEM.new_sheet("Chodba")

    def run(action: str, dice: list[int] | None = None, **params: object) -> None:
        nonlocal board
        act = SYSTEM.action(action)
        board = act.perform(board, act.params_model.model_validate(params), DiceBox(physical=dice or [])).sheet

    run("pridat", jmeno="Naria", strana="druzina", finesa=3, zbran_dosah="strelna", munice_sledovat=True, munice=3)
    run("pridat", jmeno="Ork", sila=4, vzdalenost=4)
    run("zamer", ucastnik=2, zamer="utok", cil_1=1)  # runs in from krátká …
    run("zamer", ucastnik=1, zamer="utok", cil_1=2, vlastnost="finesa", pohyb="utek")  # … but she shoots and flees
    view = SYSTEM.view(board)
    sections = {s.id: s for s in view.sections}
    scene = {f.label: f.value for f in sections["scena"].fields}
    assert scene["Naria ↔ Ork"] == "krátká (1 kolo běhu)"
    rows = sections["ucastnici"].fields[0].items or []
    state = {f.label: f.value for f in rows[0].fields}["Stav"]
    assert state == "nabito, munice 3 ks"
    intents = [{f.label: f.value for f in row.fields}["Záměr"] for row in rows]
    assert intents[1] == "Ohrožuje (útok, kouzlo, manévr) → Naria (Síla), běží k cíli"
    assert intents[0].endswith("→ Ork (Finesa), utíká")
    assert all(row.card == [0, 1, 2] for row in rows)  # the compact card: životy, state, záměr
    warn = [f for f in sections["kolo"].fields if f.tone == "warn"]
    assert [f.label for f in warn] == ["Ork → Naria"]
    assert "nedosáhne" in str(warn[0].value)
