"""Hand-over by QR code (issue 27): a save moved to another phone at the table, with no server and no network.

A save envelope (a character or a board, as :func:`~py_rules.storage.load_character` makes it current) is
written as compact JSON, compressed with zlib against a preset dictionary (``handover_dictionary.json``: a new
save of every game, so the field names and the usual values cost next to nothing; a played D&D character
shrinks from about 1,100 to about 400 bytes) and written in Base45 (RFC 9285), whose 45 characters are QR's
alphanumeric set, so a code carries 5.5 bits per character. The dictionary belongs to the format version:
it is never changed without a new ``DRZ`` version (a test holds its checksum). It is cut into at most
``MAX_PARTS`` payloads of at most ``MAX_PART_CHARS`` characters, each one QR code::

    DRZ1:2/3:0A1B2C3D:<Base45 of part 2 of the compressed save>

``DRZ1`` names the format and its version, ``2/3`` the part and how many there are, ``0A1B2C3D`` the CRC-32
of the whole compressed save (it also tells which parts belong together). Receiving trusts nothing: every
payload is bounded and checked before it is decoded, the inflated text is bounded (no zip bomb), and the
text then goes through the same import as a file (:func:`~py_rules.transfer.import_text`: size and nesting
limits, the envelope and sheet migrations, the game's model), every problem named in Czech. Nothing here
writes anything; the shell asks the player first.
"""

from __future__ import annotations

import functools
import json
import math
import re
import zlib
from pathlib import Path
from typing import Any

from py_rules.czech import count
from py_rules.errors import StorageError
from py_rules.storage import MAX_SAVE_CHARS, load_character
from py_rules.transfer import import_text

__all__ = [
    "DICTIONARY_CRC32",
    "FORMAT",
    "MAX_PARTS",
    "MAX_PART_CHARS",
    "MAX_PAYLOAD_CHARS",
    "b45decode",
    "b45encode",
    "dictionary",
    "encode_save",
    "read_payloads",
]

FORMAT = "DRZ1"
# the CRC-32 of handover_dictionary.json: part of format DRZ1 (zlib's, as hashlib is not on the page's start)
DICTIONARY_CRC32 = 0x28451031
MAX_PART_CHARS = 1400  # Base45 characters per code: QR version 25 at error level M (117 modules), still
#                        read by a phone camera from another phone's screen
MAX_PARTS = 24  # a save of MAX_SAVE_CHARS never compresses this small; a played character needs one or two
MAX_PAYLOAD_CHARS = 4296  # the most a QR code can carry (version 40-L, alphanumeric)
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
_VALUE = {char: index for index, char in enumerate(ALPHABET)}
_HEADER = re.compile(r"^DRZ(?P<version>[0-9]{1,3}):(?P<part>[0-9]{1,3})/(?P<parts>[0-9]{1,3}):(?P<crc>[0-9A-F]{8}):")
_ANY_DRUZINA = re.compile(r"^DRZ[0-9]{1,3}:")


def b45encode(data: bytes) -> str:
    """Base45 (RFC 9285): two bytes to three characters of QR's alphanumeric set, a last odd byte to two."""
    out: list[str] = []
    for start in range(0, len(data), 2):
        pair = data[start:start + 2]
        value = pair[0] * 256 + pair[1] if len(pair) == 2 else pair[0]
        digits = 3 if len(pair) == 2 else 2
        for _ in range(digits):
            value, digit = divmod(value, 45)
            out.append(ALPHABET[digit])
    return "".join(out)


def b45decode(text: str) -> bytes:
    """The bytes of a Base45 text; ``ValueError`` for a character outside the set or a group out of range."""
    out = bytearray()
    for start in range(0, len(text), 3):
        group = text[start:start + 3]
        if len(group) == 1:
            raise ValueError("neúplná skupina znaků")
        value = 0
        for digit in reversed(group):
            if digit not in _VALUE:
                raise ValueError(f"znak „{digit}“ do kódu nepatří")
            value = value * 45 + _VALUE[digit]
        if len(group) == 3:
            if value > 0xFFFF:
                raise ValueError("skupina znaků mimo rozsah")
            out += value.to_bytes(2, "big")
        else:
            if value > 0xFF:
                raise ValueError("skupina znaků mimo rozsah")
            out.append(value)
    return bytes(out)


@functools.cache
def dictionary() -> bytes:
    """The preset dictionary of format ``DRZ1`` (read once, checked against its CRC-32)."""
    data = Path(__file__).with_name("handover_dictionary.json").read_bytes()
    if zlib.crc32(data) != DICTIONARY_CRC32:
        raise StorageError("Slovník pro předávání QR kódem je poškozený; přeinstaluj aplikaci.")
    return data


def _compress(envelope: dict[str, Any]) -> bytes:
    text = json.dumps(envelope, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    packer = zlib.compressobj(9, zdict=dictionary())
    return packer.compress(text.encode("utf-8")) + packer.flush()


def encode_save(save: str | dict[str, Any]) -> dict[str, Any]:
    """The QR payloads of one save (its text or envelope; read and made current first, ``StorageError`` in
    Czech when it cannot be): ``payloads`` (one per code, in order), ``bytes`` (the compressed size), the
    save's ``id``, ``name``, ``system`` and ``revision``."""
    envelope = load_character(save).envelope
    packed = _compress(envelope)
    body = b45encode(packed)
    parts = max(1, math.ceil(len(body) / MAX_PART_CHARS))
    if parts > MAX_PARTS:
        raise StorageError(f"Uložení je na předání příliš velké ({count(parts, 'kód', 'kódy', 'kódů')}, "
                           f"nejvýše {MAX_PARTS}); přenes ho souborem.")
    size = math.ceil(len(body) / parts)
    crc = f"{zlib.crc32(packed):08X}"
    payloads = [f"{FORMAT}:{i + 1}/{parts}:{crc}:{body[i * size:(i + 1) * size]}" for i in range(parts)]
    return {"payloads": payloads, "bytes": len(packed), "id": envelope["id"], "name": envelope["sheet"]["name"],
            "system": envelope["system"], "revision": envelope["revision"]}


def _header(payload: str) -> tuple[int, int, str, str]:
    """(part, parts, crc, Base45 body) of one payload; ``StorageError`` in Czech when it is none of ours."""
    if len(payload) > MAX_PAYLOAD_CHARS:
        raise StorageError(f"Kód je příliš dlouhý ({len(payload)} znaků); žádný kód Družiny tolik nenese.")
    match = _HEADER.match(payload)
    if match is None:
        if _ANY_DRUZINA.match(payload):
            raise StorageError("Kód Družiny je poškozený (jeho záhlaví nejde přečíst).")
        raise StorageError("Tohle není kód Družiny.")
    if match["version"] != FORMAT[3:]:
        raise StorageError("Kód vytvořila jiná verze aplikace, než tahle umí přečíst; aktualizuj aplikaci.")
    part, parts = int(match["part"]), int(match["parts"])
    if not 1 <= part <= parts <= MAX_PARTS:
        raise StorageError(f"Kód Družiny je poškozený (část {part} z {parts}; nejvýše {MAX_PARTS} částí).")
    return part, parts, match["crc"], payload[match.end():]


def _inflate(packed: bytes) -> str:
    inflater = zlib.decompressobj(zdict=dictionary())
    try:
        raw = inflater.decompress(packed, MAX_SAVE_CHARS * 4)
    except zlib.error:
        raise StorageError("Kód Družiny je poškozený (data nejde rozbalit).") from None
    if inflater.unconsumed_tail or not inflater.eof:
        too_big = bool(inflater.unconsumed_tail)
        raise StorageError("Předaná data jsou po rozbalení příliš velká." if too_big
                           else "Kód Družiny je poškozený (data jsou neúplná).")
    if inflater.unused_data:
        raise StorageError("Kód Družiny je poškozený (za daty něco přebývá).")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StorageError("Kód Družiny je poškozený (text není v UTF-8).") from None


def _assemble(bodies: dict[int, str], crc: str) -> str:
    try:
        packed = b45decode("".join(bodies[part] for part in sorted(bodies)))
    except ValueError as exc:
        raise StorageError(f"Kód Družiny je poškozený ({exc}).") from None
    if f"{zlib.crc32(packed):08X}" != crc:
        raise StorageError("Části kódu k sobě nepatří nebo jsou poškozené (nesedí kontrolní součet).")
    return _inflate(packed)


def read_payloads(payloads: list[str]) -> dict[str, Any]:
    """What the scanned ``payloads`` say, with the last one deciding which hand-over is read (parts of
    another one are ``ignored``). Until every part is there: ``{"complete": False, "parts", "have",
    "missing", "ignored"}``; then ``{"complete": True, "parts", "ignored", "import": …}`` where ``import`` is
    :func:`~py_rules.transfer.import_text`'s answer for the one save the codes carry. Raises
    ``StorageError`` in Czech for a payload that is no hand-over of this app or one that cannot be read."""
    if not payloads:
        raise StorageError("Žádný kód zatím nebyl načten.")
    read = [_header(payload) for payload in payloads]
    _, parts, crc, _ = read[-1]
    bodies: dict[int, str] = {}
    ignored = 0
    for part, of, part_crc, body in read:
        if (of, part_crc) != (parts, crc):
            ignored += 1
        elif bodies.setdefault(part, body) != body:
            raise StorageError(f"Část {part} kódu byla načtena dvakrát a pokaždé jinak; začni znovu.")
    missing = [part for part in range(1, parts + 1) if part not in bodies]
    if missing:
        return {"complete": False, "parts": parts, "have": sorted(bodies), "missing": missing, "ignored": ignored}
    imported = import_text(_assemble(bodies, crc))
    if imported["total"] != 1:
        raise StorageError("Kód nese víc uložení najednou; předávej je po jednom.")
    return {"complete": True, "parts": parts, "ignored": ignored, "import": imported}
