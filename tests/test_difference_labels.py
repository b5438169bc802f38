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
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from py_rules.revisions import _differences, _flatten, compare_saves
from py_rules.storage import LoadedCharacter, load_character
from py_rules.systems import available, get_system
from py_rules.validation import labels_of
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
