"""Every saved field a save comparison lists is named in Czech, never by its raw path (issue 27).

When two saves of a character are compared (the hand-over), each difference is listed with its field's
label. The labels come from the fields the sheet's view draws and, for saved fields the view does not draw
(ids, a helper's place in a board's round, bookkeeping), from the game's ``saved_labels``. A player must
never read ``posledni_pomocnik`` or ``kolo.akce``.

The sheets are the released saves (tests/fixtures/saves/, upgraded on load) and sheets changed by the
player's edits; every leaf of each is changed in turn and the comparison's label checked.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
import re
import types
from pathlib import Path
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import pytest
from pydantic import BaseModel

from py_rules.revisions import _differences, _flatten, _shown, compare_saves
from py_rules.storage import LoadedCharacter, load_character
from py_rules.systems import available, get_system
from py_rules.validation import labels_of, wild_path
from tests.storage_support import edited_sheet

SAVES = Path(__file__).parent / "fixtures" / "saves"
RAW = re.compile(r"[A-Za-z]\w*_\w|\w\.\w")  # an identifier with an underscore, or a dotted path


def _loaded(envelope: dict[str, Any]) -> LoadedCharacter:
    return load_character(json.dumps(envelope))


def _sheets() -> list[tuple[str, LoadedCharacter]]:
    """The released saves of every game and, for every game, sheets after the player's edits."""
    sheets = [(path.stem, _loaded(json.loads(path.read_text("utf-8")))) for path in sorted(SAVES.glob("*.json"))]
    for system_id in available():
        for seed in range(2):
            sheet = edited_sheet(system_id, 40, random.Random(seed))["sheet"]
            envelope = {"format": "druzina.character", "format_version": 1, "id": f"{system_id}-{seed}",
                        "system": system_id, "saved_at": "2026-11-29T03:00:00.000Z", "revision": 2,
                        "sheet": sheet}
            sheets.append((f"{system_id}-edited-{seed}", _loaded(envelope)))
    return sheets


SHEETS = _sheets()


def _other(value: Any) -> Any:
    """A different value of a leaf (its type kept where it has one)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int | float):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        return ["x"]
    if isinstance(value, dict):
        return {"x": 1}
    return 1


def _set(data: Any, path: str, value: Any) -> Any:
    """``data`` (JSON) with the leaf at dotted ``path`` replaced."""
    head, _, rest = path.partition(".")
    if isinstance(data, list):
        index = int(head)
        return [(_set(item, rest, value) if rest else value) if i == index else item for i, item in enumerate(data)]
    return {key: ((_set(item, rest, value) if rest else value) if key == head else item) for key, item in data.items()}


def _unnamed(differences: list[dict[str, str]]) -> list[tuple[str, str]]:
    return [(d["path"], d["label"]) for d in differences
            if d["label"] == d["path"] or RAW.search(d["label"]) or not d["label"][:1].isupper()]


def test_the_sheets_cover_every_game_and_board() -> None:
    assert {loaded.envelope["system"] for _, loaded in SHEETS} == set(available())


@pytest.mark.parametrize(("name", "loaded"), SHEETS, ids=[name for name, _ in SHEETS])
def test_every_changed_leaf_is_named_in_czech(name: str, loaded: LoadedCharacter) -> None:
    sheet = loaded.envelope["sheet"]
    unnamed: list[tuple[str, str]] = []
    for path, value in _flatten(sheet).items():
        changed = dataclasses.replace(loaded, envelope={**loaded.envelope, "sheet": _set(sheet, path, _other(value))})
        differences, more = _differences(changed, loaded)
        assert differences, path
        assert more == 0, path
        assert all(d["path"] == path or d["path"].startswith(f"{path}.") for d in differences), differences
        unnamed += _unnamed(differences)
    assert not unnamed, unnamed


@pytest.mark.parametrize(("name", "loaded"), SHEETS, ids=[name for name, _ in SHEETS])
def test_a_new_sheet_against_a_played_one_is_named_in_czech(name: str, loaded: LoadedCharacter) -> None:
    system = get_system(loaded.envelope["system"])
    fresh = {**loaded.envelope, "revision": 1,
             "sheet": system.new_sheet(loaded.sheet.name).model_dump(mode="json")}
    for mine, theirs in ((fresh, loaded.envelope), (loaded.envelope, fresh)):
        compared = compare_saves(theirs, json.dumps(mine), None)
        assert not _unnamed(compared["differences"]), compared["differences"]


def test_drd2_bookkeeping_and_a_helpers_round_are_named() -> None:
    """The two fields that showed raw paths before: the last helper id handed out and a helper's round."""
    loaded = dict(SHEETS)["drd2-envelope1-sheet9"]
    sheet = loaded.envelope["sheet"]
    labels = {}
    for path in ("posledni_pomocnik", "pomocnici.0.kolo.akce", "pomocnici.0.id"):
        changed = _set(sheet, path, _other(_flatten(sheet)[path]))
        differences, _ = _differences(dataclasses.replace(loaded, envelope={**loaded.envelope, "sheet": changed}),
                                      loaded)
        labels[path] = differences[0]["label"]
    assert labels == {"posledni_pomocnik": "Pomocníci: poslední přidělené číslo",
                      "pomocnici.0.kolo.akce": "Pomocník v kole konfliktu: vyhodnocovaná akce (1. řádek)",
                      "pomocnici.0.id": "Pomocník: identifikátor (1. řádek)"}


def test_view_labels_still_come_first() -> None:
    """A field the view draws keeps the view's label (the saved labels fill only the gaps)."""
    loaded = dict(SHEETS)["drd2-envelope1-sheet9"]
    drawn = labels_of(get_system("drd2").view(loaded.sheet).model_dump(mode="json"))
    sheet = loaded.envelope["sheet"]
    changed = _set(sheet, "zdatnost.telo", sheet["zdatnost"]["telo"] + 1)
    differences, _ = _differences(dataclasses.replace(loaded, envelope={**loaded.envelope, "sheet": changed}), loaded)
    assert differences[0]["label"] == drawn["zdatnost.telo"].label


def test_a_selects_values_are_shown_by_their_czech_option_labels() -> None:
    """A value the view offers as a select option is listed by the option's label, not its saved code."""
    loaded = dict(SHEETS)["drd2-envelope1-sheet9"]
    sheet = loaded.envelope["sheet"]
    assert sheet["dovednosti"][0]["vlastnost"] == "duse"
    changed = _set(sheet, "dovednosti.0.vlastnost", "telo")
    differences, _ = _differences(dataclasses.replace(loaded, envelope={**loaded.envelope, "sheet": changed}), loaded)
    assert differences == [{"path": "dovednosti.0.vlastnost", "label": "Vlastnost (1. řádek)", "mine": "Tělo",
                            "theirs": "Duše"}]


def test_an_undrawn_coded_field_is_shown_by_its_saved_option_labels() -> None:
    """drd2's ``kolo.iniciativa`` is not drawn as a select: its codes come from ``saved_labels``' options."""
    loaded = dict(SHEETS)["drd2-envelope1-sheet9"]
    sheet = loaded.envelope["sheet"]
    assert sheet["pomocnici"][0]["kolo"]["iniciativa"] == "k_dispozici"
    changed = _set(sheet, "pomocnici.0.kolo.iniciativa", "odehral")
    differences, _ = _differences(dataclasses.replace(loaded, envelope={**loaded.envelope, "sheet": changed}), loaded)
    assert differences == [{"path": "pomocnici.0.kolo.iniciativa",
                            "label": "Pomocník v kole konfliktu: iniciativa (1. řádek)",
                            "mine": "iniciativa odehrána – jen obrana", "theirs": "akce z iniciativy k dispozici"}]


def _coded(annotation: Any, path: str = "", found: dict[str, set[str]] | None = None) -> dict[str, set[str]]:
    """Every saved field of a model whose value is a code (a ``Literal`` of strings or an ``Enum``), by path with
    ``*`` for a list index or a dict key, with its codes: read from the model, so a new coded field is checked
    without anyone listing it."""
    found = {} if found is None else found
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Annotated:
        _coded(args[0], path, found)
    elif origin is Literal:
        found.setdefault(path, set()).update(a for a in args if isinstance(a, str))
    elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        found.setdefault(path, set()).update(str(member.value) for member in annotation)
    elif origin in (Union, types.UnionType):
        for arg in args:
            _coded(arg, path, found)
    elif origin in (list, tuple, set, frozenset, dict):
        for arg in args[-1:] if origin is dict else args:
            if arg is not Ellipsis:
                _coded(arg, f"{path}.*", found)
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
        for name, field in annotation.model_fields.items():
            _coded(field.annotation, f"{path}.{name}" if path else name, found)
    return found


def test_the_coded_fields_are_found_in_the_models() -> None:
    """The walk finds codes in lists, dicts, optional and nested models (else the next test checks nothing)."""
    assert _coded(get_system("fate_scena").sheet_model)["posledni_hod.akce"] == {"overcome", "advantage", "defend"}
    assert _coded(get_system("boj_k6_kolo").sheet_model)["ucastnici.*.pohyb"] == {"zustava", "k_cili", "ustup",
                                                                                   "utek"}
    assert "ucastnici.*.denik.inventory.*.size" in _coded(get_system("cairn_stretnuti").sheet_model)


@pytest.mark.parametrize(("name", "loaded"), SHEETS, ids=[name for name, _ in SHEETS])
def test_every_code_a_saved_field_can_hold_is_named_in_czech(name: str, loaded: LoadedCharacter) -> None:
    """Whatever code a coded field of the sheet holds in the other save, the comparison shows its Czech option
    (fate's «defend» as «Obrana», boj_k6's «zustava» as «zůstává na místě»), also where the view draws the field
    with only the options that apply now, or not at all. ``system`` (the game's id) is the same in both saves."""
    system = get_system(loaded.envelope["system"])
    coded = _coded(system.sheet_model)
    labels = system.labels(loaded.sheet)
    raw: list[tuple[str, str]] = []
    for path in _flatten(loaded.envelope["sheet"]):
        if path == "system" or path.endswith(".system"):
            continue
        own = labels.get(path) or labels.get(wild_path(path))
        raw += [(path, code) for code in sorted(coded.get(wild_path(path), ()))
                if code and (own is None or code not in own.options)]
    assert not raw, raw


def _compared(name: str, path: str, value: Any) -> dict[str, str]:
    loaded = dict(SHEETS)[name]
    changed = _set(loaded.envelope["sheet"], path, value)
    differences, _ = _differences(dataclasses.replace(loaded, envelope={**loaded.envelope, "sheet": changed}), loaded)
    assert len(differences) == 1, differences
    return differences[0]


def test_codes_the_views_do_not_draw_are_shown_in_czech() -> None:
    """The codes that reached the player raw before: fate's last roll, boj_k6's movement and a drd2 board
    participant's action in the round."""
    scene = dict(SHEETS)["fate_scena-envelope1-sheet6"].envelope["sheet"]
    assert scene["posledni_hod"]["akce"] == "defend"
    overcome = _compared("fate_scena-envelope1-sheet6", "posledni_hod.akce", "overcome")
    assert (overcome["label"], overcome["mine"], overcome["theirs"]) == ("Poslední hod: akce", "Překonání", "Obrana")
    board = dict(SHEETS)["boj_k6_kolo-envelope1-sheet3"].envelope["sheet"]
    assert board["ucastnici"][0]["pohyb"] == "zustava"
    moved = _compared("boj_k6_kolo-envelope1-sheet3", "ucastnici.0.pohyb", "utek")
    assert (moved["label"], moved["mine"], moved["theirs"]) == ("Pohyb v tomto kole (1. řádek)", "utíká z boje",
                                                                 "zůstává na místě")
    acted = _compared("drd2_konflikt-envelope1-sheet8", "ucastnici.0.akce", "obrana")
    assert (acted["label"], acted["mine"]) == ("Účastník: vyhodnocovaná akce (1. řádek)", "obrana")


def test_a_creature_kept_on_a_board_is_named_as_its_game_names_it() -> None:
    """A creature's sheet kept on a cairn board (``ucastnici.N.denik``): its fields by the cairn deník's labels and
    options, not as «Účastník»."""
    name = "cairn_stretnuti-envelope1-sheet1"
    sheet = dict(SHEETS)[name].envelope["sheet"]
    index = next(i for i, person in enumerate(sheet["ucastnici"]) if person.get("denik"))
    path = f"ucastnici.{index}.denik.settings.save_mode"
    other = "nad" if _flatten(sheet)[path] == "pod" else "pod"
    shown = _compared(name, path, other)
    cairn = get_system("cairn").labels(get_system("cairn").new_sheet("x"))["settings.save_mode"]
    assert shown["label"] == f"{cairn.label} ({index + 1}. řádek)"
    assert shown["mine"] == cairn.options[other]


def test_an_empty_code_is_shown_as_a_dash() -> None:
    """An empty value without an option of its own («no approach declared») reads «—», not as nothing."""
    assert _shown("") == "—"
    assert _shown("", labels_of({"fields": []}).get("x")) == "—"
