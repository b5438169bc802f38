"""Hand-over by QR code (issue 27): every game's save survives encode → QR image → decode, and a received
code goes through the same bounded, validated import as a file (hostile codes refused in Czech).

The QR images are painted from the engine's own module matrix (what the page paints) and read back by
zxing-cpp, a decoder that shares nothing with segno, the encoder.
"""

from __future__ import annotations

import hashlib
import json
import random
import zlib
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from py_rules.api import handle
from py_rules.handover import DICTIONARY_CRC32, FORMAT, MAX_PART_CHARS, MAX_PARTS, b45decode, b45encode, dictionary
from py_rules.systems import available
from tests.storage_support import edited_sheet

zxingcpp = pytest.importorskip("zxingcpp")
Image = pytest.importorskip("PIL.Image")


def ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = handle(command)
    assert reply["ok"], reply
    json.dumps(reply)
    result: dict[str, Any] = reply["result"]
    return result


def refused(command: dict[str, Any]) -> str:
    reply = handle(command)
    assert not reply["ok"], reply
    assert reply["error"]["code"] in ("storage_error", "invalid_input"), reply
    message: str = reply["error"]["message"]
    return message


def envelope(system_id: str, steps: int, seed: int, revision: int = 3, name: str | None = None) -> dict[str, Any]:
    sheet = edited_sheet(system_id, steps, random.Random(seed))["sheet"]
    if name is not None:
        sheet = {**sheet, "name": name}
    packed: dict[str, Any] = ok({"op": "pack", "id": f"{system_id}-1", "sheet": sheet, "revision": revision})
    return dict(packed["envelope"])


def scan(code: dict[str, Any], scale: int = 2) -> str:
    """Paint ``code`` as the page does (dark modules, a quiet zone) and read it with zxing-cpp."""
    quiet, size = code["quiet"], code["size"]
    side = (size + 2 * quiet) * scale
    image = Image.new("L", (side, side), 255)
    pixels = image.load()
    for y, row in enumerate(code["rows"]):
        for x, module in enumerate(row):
            if module == "1":
                for dy in range(scale):
                    for dx in range(scale):
                        pixels[(x + quiet) * scale + dx, (y + quiet) * scale + dy] = 0
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    # zxing-cpp may report one symbol more than once (found from different finder-pattern triples): what
    # matters is that the image holds exactly one text, which the caller compares with the payload.
    texts = sorted({f.text for f in found})
    assert len(texts) == 1, [(f.format, f.text, f.position) for f in found]
    return texts[0]


def payload(data: bytes, part: int = 1, parts: int = 1, crc: int | None = None, body: str | None = None) -> str:
    """A hand-over payload of raw (already compressed) ``data``, or with a forged crc or body."""
    checksum = zlib.crc32(data) if crc is None else crc
    return f"{FORMAT}:{part}/{parts}:{checksum:08X}:{b45encode(data) if body is None else body}"


def packed(data: bytes) -> bytes:
    """``data`` compressed as a hand-over compresses a save (against the format's preset dictionary)."""
    packer = zlib.compressobj(9, zdict=dictionary())
    return packer.compress(data) + packer.flush()


def of_text(text: str) -> list[str]:
    return [payload(packed(text.encode()))]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(system_id=st.sampled_from(available()), steps=st.integers(0, 40), seed=st.integers(0, 10**6),
       revision=st.integers(1, 2**53 - 1), order=st.randoms(use_true_random=False))
def test_every_game_round_trips_through_qr_images(system_id: str, steps: int, seed: int, revision: int,
                                                  order: random.Random) -> None:
    saved = envelope(system_id, steps, seed, revision)
    handed = ok({"op": "handover", "save": json.dumps(saved)})
    assert (handed["id"], handed["system"], handed["revision"]) == (saved["id"], system_id, revision)
    assert len(handed["codes"]) == len(handed["payloads"])
    read = [scan(code) for code in handed["codes"]]
    assert read == handed["payloads"]
    order.shuffle(read)
    received = ok({"op": "receive", "payloads": read})
    assert received["complete"]
    assert received["import"]["characters"][0]["envelope"] == saved
    assert received["import"]["refused"] == 0


def test_base45_is_rfc_9285() -> None:
    assert b45encode(b"AB") == "BB8"  # RFC 9285 section 4.3
    assert b45encode(b"Hello!!") == "%69 VD92EX0"
    assert b45encode(b"ietf!") == "QED8WEX0"
    assert b45decode("QED8WEX0") == b"ietf!"
    for text in ("GGW", "ZZZ", "a", "A"):  # out of range, not in the set, an incomplete group
        with pytest.raises(ValueError):  # noqa: PT011 (the message is Czech text for the player)
            b45decode(text)


def test_payload_has_a_header_and_fits_a_readable_code() -> None:
    handed = ok({"op": "handover", "save": envelope("cairn", 10, 1)})
    assert handed["payloads"][0].startswith(f"{FORMAT}:1/1:")
    code = handed["codes"][0]
    assert code["size"] == 17 + 4 * code["version"]
    assert code["version"] <= 25
    assert set("".join(code["rows"])) == {"0", "1"}


def test_the_preset_dictionary_belongs_to_the_format() -> None:
    # Changing handover_dictionary.json changes what every DRZ1 code means: a new dictionary needs DRZ2.
    assert zlib.crc32(dictionary()) == DICTIONARY_CRC32 == 0x28451031
    assert hashlib.sha256(dictionary()).hexdigest().startswith("b198e023c43fe7bc")
    assert FORMAT == "DRZ1"


def test_a_played_character_of_every_game_fits_one_code() -> None:
    for system_id in available():  # 150 player edits: lists grow, names and notes are filled (bench: 200)
        handed = ok({"op": "handover", "save": envelope(system_id, 150, 1), "images": False})
        assert len(handed["payloads"]) == 1, (system_id, handed["bytes"])


def test_payloads_alone_need_no_qr_library() -> None:
    handed = ok({"op": "handover", "save": envelope("fate", 0, 1), "images": False})
    assert "codes" not in handed
    assert len(handed["payloads"]) == 1


def long_save() -> dict[str, Any]:
    saved = envelope("cairn", 0, 1)
    rng = random.Random(5)  # incompressible notes: a save that needs several codes
    notes = "".join(rng.choice("abcdefghijklmnopqrstuvwxyzěščřžýáíé0123456789 ") for _ in range(3000))
    saved["sheet"]["notes"] = notes
    return saved


def test_a_long_save_is_cut_into_parts_read_in_any_order() -> None:
    saved = long_save()
    handed = ok({"op": "handover", "save": saved})
    parts = handed["payloads"]
    assert len(parts) > 1
    assert all(len(p.split(":", 3)[3]) <= MAX_PART_CHARS for p in parts)
    assert [p.split(":")[1] for p in parts] == [f"{i}/{len(parts)}" for i in range(1, len(parts) + 1)]
    progress = ok({"op": "receive", "payloads": [parts[-1], parts[-1]]})
    assert progress == {"complete": False, "parts": len(parts), "have": [len(parts)],
                        "missing": list(range(1, len(parts))), "ignored": 0}
    done = ok({"op": "receive", "payloads": list(reversed(parts))})
    assert done["import"]["characters"][0]["envelope"]["sheet"]["notes"] == saved["sheet"]["notes"]


def test_parts_of_another_hand_over_are_ignored_and_counted() -> None:
    other = ok({"op": "handover", "save": envelope("fate", 3, 2), "images": False})["payloads"]
    parts = ok({"op": "handover", "save": long_save(), "images": False})["payloads"]
    done = ok({"op": "receive", "payloads": [*other, *parts]})
    assert done["complete"]
    assert done["ignored"] == 1


def test_markup_in_a_name_arrives_as_the_same_text() -> None:
    name = '<img src=x onerror=alert(1)><script>alert(2)</script>"\'`${x}'
    handed = ok({"op": "handover", "save": envelope("drd2", 5, 3, name=name), "images": False})
    received = ok({"op": "receive", "payloads": handed["payloads"]})
    assert received["import"]["characters"][0]["name"] == name


@pytest.mark.parametrize(("payloads", "message"), [
    (["https://example.com/"], "Tohle není kód Družiny."),
    (["DRZ1:1/1:garbage"], "Kód Družiny je poškozený (jeho záhlaví nejde přečíst)."),
    (["DRZ2:1/1:00000000:ABC"], "Kód vytvořila jiná verze aplikace, než tahle umí přečíst; aktualizuj aplikaci."),
    ([f"DRZ1:1/{MAX_PARTS + 1}:00000000:ABC"], "Kód Družiny je poškozený (část 1 z 25; nejvýše 24 částí)."),
    (["DRZ1:3/2:00000000:ABC"], "Kód Družiny je poškozený (část 3 z 2; nejvýše 24 částí)."),
    ([payload(b"abc", body="aaa")], "Kód Družiny je poškozený (znak „a“ do kódu nepatří)."),
    ([payload(b"abc", body="A")], "Kód Družiny je poškozený (neúplná skupina znaků)."),
    ([payload(b"abc", crc=1)], "Části kódu k sobě nepatří nebo jsou poškozené (nesedí kontrolní součet)."),
    ([payload(b"not zlib")], "Kód Družiny je poškozený (data nejde rozbalit)."),
    ([payload(packed(b"{}")[:-3])], "Kód Družiny je poškozený (data jsou neúplná)."),
    ([payload(packed(b"{}") + b"x")], "Kód Družiny je poškozený (za daty něco přebývá)."),
    ([payload(packed(b"\xff\xfe"))], "Kód Družiny je poškozený (text není v UTF-8)."),
])
def test_a_code_that_is_none_of_ours_is_refused_in_czech(payloads: list[str], message: str) -> None:
    assert refused({"op": "receive", "payloads": payloads}) == message


def test_a_zip_bomb_is_refused_without_inflating_it_whole() -> None:
    data = zlib.compress(b" " * 20_000_000, 9)  # 20 MB of spaces in about 20 kB
    body = b45encode(data)
    size = -(-len(body) // MAX_PARTS)
    assert size <= MAX_PART_CHARS
    parts = [payload(data, i + 1, MAX_PARTS, body=body[i * size:(i + 1) * size]) for i in range(MAX_PARTS)]
    assert refused({"op": "receive", "payloads": parts}) == "Předaná data jsou po rozbalení příliš velká."


def test_a_code_longer_than_any_qr_code_is_refused_before_it_is_read() -> None:
    message = refused({"op": "receive", "payloads": ["DRZ1:1/1:00000000:" + "A" * 5000]})
    assert "Načtené kódy" in message


def test_a_part_read_twice_differently_is_refused() -> None:
    data = zlib.compress(b"{}")
    first = payload(data, 1, 2)
    second = first[:-1] + ("0" if first[-1] != "0" else "1")
    assert "načtena dvakrát a pokaždé jinak" in refused({"op": "receive", "payloads": [first, second]})


def test_nothing_scanned_is_refused() -> None:
    assert "Načtené kódy" in refused({"op": "receive", "payloads": []})


def test_hostile_contents_go_through_the_file_import() -> None:
    saved = envelope("cairn", 3, 4)
    deep = '{"a":' * 500 + "1" + "}" * 500
    assert refused({"op": "receive", "payloads": of_text(deep)}).startswith("Soubor nelze načíst: data jsou vnořená")
    future = {**saved, "format_version": 99}
    result = ok({"op": "receive", "payloads": of_text(json.dumps(future))})["import"]
    assert result["refused"] == 1
    assert result["problems"][0]["message"] == "Postava byla uložena novější verzí aplikace; aktualizuj aplikaci."
    wrong_game = {**saved, "system": "šachy", "sheet": {**saved["sheet"], "system": "šachy"}}
    result = ok({"op": "receive", "payloads": of_text(json.dumps(wrong_game))})["import"]
    assert result["refused"] == 1
    assert "Neznámá hra „šachy“" in result["problems"][0]["message"]
    proto = json.dumps(saved).replace('"sheet": {', '"sheet": {"__proto__": {"x": 1}, ', 1)
    result = ok({"op": "receive", "payloads": of_text(proto)})["import"]
    assert result["refused"] == 1
    assert "zakázaný klíč" in result["problems"][0]["message"]
    assert refused({"op": "receive", "payloads": of_text("[1, 2]")}) == (
        "Soubor není záloha Družiny (čekal jsem objekt JSON).")
    assert refused({"op": "receive", "payloads": of_text('{"format": "x"}')}).startswith(
        "Soubor není záloha Družiny")


def test_a_code_carries_one_save_only() -> None:
    saves = [json.dumps(envelope("fate", 1, seed)) for seed in (1, 2)]
    saves[1] = saves[1].replace('"fate-1"', '"fate-2"')
    bundle = ok({"op": "export", "saves": saves})["text"]
    assert refused({"op": "receive", "payloads": of_text(bundle)}) == (
        "Kód nese víc uložení najednou; předávej je po jednom.")


def test_an_unreadable_save_is_not_handed_over() -> None:
    assert refused({"op": "handover", "save": "{}"}) == "Tohle není uložená postava Družiny (chybí značka formátu)."


def edited(saved: dict[str, Any], name: str, revision: int) -> dict[str, Any]:
    sheet = {**saved["sheet"], "name": name}
    packed: dict[str, Any] = ok({"op": "pack", "id": saved["id"], "sheet": sheet, "revision": revision})
    return dict(packed["envelope"])


def test_a_returned_save_is_newer_when_only_the_other_side_changed_it() -> None:
    handed = envelope("cairn", 5, 7, revision=3)
    theirs = edited(handed, "Ťapka po boji", 5)
    compared = ok({"op": "compare", "theirs": theirs, "mine": json.dumps(handed), "handed": 3})
    assert compared["relation"] == "newer"
    assert (compared["mine_revision"], compared["theirs_revision"]) == (3, 5)
    assert compared["differences"] == [{"path": "name", "label": "Jméno", "mine": handed["sheet"]["name"],
                                        "theirs": "Ťapka po boji"}]


def test_both_sides_changed_since_the_hand_over_diverge() -> None:
    handed = envelope("drd2", 5, 8, revision=3)
    mine = edited(handed, "Moje změna", 4)
    theirs = edited(handed, "Jejich změna", 5)
    compared = ok({"op": "compare", "theirs": theirs, "mine": json.dumps(mine), "handed": 3})
    assert compared["relation"] == "diverged"
    assert [(d["mine"], d["theirs"]) for d in compared["differences"]] == [("Moje změna", "Jejich změna")]
    older = ok({"op": "compare", "theirs": handed, "mine": json.dumps(mine)})
    assert older["relation"] == "diverged"  # the received one is not newer: the player decides


def test_a_new_a_same_and_an_unreadable_save() -> None:
    saved = envelope("fate", 2, 9)
    assert ok({"op": "compare", "theirs": saved})["relation"] == "new"
    assert ok({"op": "compare", "theirs": saved, "mine": json.dumps(saved)})["relation"] == "same"
    broken = ok({"op": "compare", "theirs": saved, "mine": "{not json"})
    assert broken["relation"] == "unreadable"
    assert broken["message"].startswith("Uložená data nejsou platný JSON")
    other = {**envelope("cairn", 0, 1), "id": saved["id"]}
    assert "jiné hry" in refused({"op": "compare", "theirs": saved, "mine": json.dumps(other)})
