"""A link to a deník removed while the board's conflict runs (issue 23 Build 2-3).

While a hero or a pomocník is linked, its Ohrožení, Výhoda, Jizvy and place in the round live only in the deník
(``conflict.heroes``); the board keeps neutral values. Ohrožení is set once for the conflict and carried through
it (000:L300-L312), Výhoda lasts to the conflict's end (000:L55, L703), and a participant's initiative used in
a round stays used (000:L601-L611) — none of it starts again because the Průvodce stopped following the deník.
So when the link is removed (or points elsewhere) mid-conflict, the board takes over the values as they are now
— a snapshot — and play continues on the board; the deník stops following the board's round (its ``kolo`` is
cleared; its own Ohrožení and Výhoda stay, ended there by its own «Konec konfliktu»). A deník that did not come
(deleted, unreadable) or a deleted helper gives nothing to take over: the board keeps what it has and a missing
Ohrožení starts at its least, 1 (000:L312), for the Průvodce to correct. Both say so in the board's notes.
"""

from __future__ import annotations

from typing import Any

from py_rules.headings import Book
from py_rules.systems.base import LinkedChange, Links
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict.board import Drd2Conflict, Participant
from py_rules.systems.drd2.conflict.heroes import helper_in, hydrate
from py_rules.systems.drd2.conflict.view import STATUS
from py_rules.systems.drd2.sheet import Drd2Sheet

__all__ = ["edited"]

BOOK = Book("py_rules.systems.drd2")

Link = tuple[str, str]  # (the hero's save id, the helper's id or "" for the hero)

_NOTES_MAX = 12
# what a linked participant keeps only in the deník and the board takes over
_HERO_VALUES = ("ohrozeni", "vyhoda", "jizvy", "stav", "akce", "manevr")
_HELPER_VALUES = (*_HERO_VALUES, "jmeno", "pouto", "charakteristika", "hranice")


def _link(p: Participant | dict[str, Any]) -> Link | None:
    get = p.get if isinstance(p, dict) else lambda key, default="": getattr(p, key, default)
    postava, druh, pomocnik = get("postava", ""), get("druh", "hrdina"), get("pomocnik", "")
    if not isinstance(postava, str) or not postava:
        return None
    if druh == "pomocnik":
        return (postava, pomocnik) if isinstance(pomocnik, str) and pomocnik else None
    return (postava, "") if druh == "hrdina" else None


def _deník(links: Links, save_id: str) -> Drd2Sheet | None:
    sheet = links.sheets.get(save_id)
    return sheet if isinstance(sheet, Drd2Sheet) else None


def _found(board: Drd2Conflict, index: int, links: Links) -> bool:
    """Whether the participant's values came from its deník (the deník came, and a helper is still in it)."""
    p = board.ucastnici[index]
    sheet = _deník(links, p.postava)
    return sheet is not None and (p.druh == "hrdina" or helper_in(sheet, p) is not None)


def _snapshot(seen: Participant, found: bool) -> tuple[dict[str, Any], str]:
    """The values the board takes over and the note saying which."""
    keys = _HELPER_VALUES if seen.druh == "pomocnik" else _HERO_VALUES
    values = seen.model_dump(mode="json", include=set(keys))
    ohrozeni = BOOK.cite("prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni")
    what = "s pomocníkem z deníku" if seen.druh == "pomocnik" else "s deníkem"
    if not found:
        lead = (f"{seen.jmeno}: propojení {what} zrušeno v probíhajícím konfliktu, ale deník "
                f"{'pomocníka' if seen.druh == 'pomocnik' else 'postavy'} nebyl k dispozici – tabule nemá co převzít")
        if seen.ohrozeni is None and seen.stav != "opustil":
            values["ohrozeni"] = 1
            lead += f"; Ohrožení nastaveno na nejnižší 1 ({ohrozeni}), uprav ho, Výhodu a Jizvy podle stolu."
        else:
            lead += "; uprav Ohrožení, Výhodu a Jizvy podle stolu."
        return values, lead
    scars = ", ".join(f"{s.nazev} ({texts.ATTR_LABEL[s.vlastnost]} {s.zavaznost})" for s in seen.jizvy) or "žádné"
    parts = [f"Ohrožení {texts.shown(seen.ohrozeni)}", f"Výhoda {seen.vyhoda}", f"Jizvy {scars}",
             f"iniciativa: {STATUS[seen.stav]}"]
    if seen.druh == "pomocnik":
        parts += [f"Pouto {seen.pouto}", f"charakteristika {seen.charakteristika}"]
    pays = ("dál platí ze Sudby své strany a z Pouta na tabuli" if seen.druh == "pomocnik"
            else "platby zapisuj do deníku ručně")
    note = (f"{seen.jmeno}: propojení {what} zrušeno v probíhajícím konfliktu – tabule převzala hodnoty, jak byly "
            f"v deníku: {', '.join(parts)} (Ohrožení platí po celý konflikt; {ohrozeni}). Dál se hraje jen na tabuli; "
            f"{pays}.")
    return values, note


def _released(link: Link, sheets: dict[str, Drd2Sheet], lines: dict[str, list[str]], links: Links) -> None:
    """The deník stops following the board's round for the hero or helper whose link was removed."""
    save_id, helper_id = link
    sheet = sheets.get(save_id) or _deník(links, save_id)
    if sheet is None:
        return
    stop = ("propojení s tabulí konfliktu zrušeno: kolo už nevede tabule; Ohrožení a Výhoda zůstávají v deníku, "
            "konflikt v něm ukončí akce „Konec konfliktu“")
    if not helper_id:
        if sheet.kolo is not None:
            sheets[save_id] = sheet.model_copy(update={"kolo": None})
            lines.setdefault(save_id, []).append(stop)
        return
    helpers = list(sheet.pomocnici)
    at = next((n for n, h in enumerate(helpers) if h.id == helper_id), None)
    if at is None or helpers[at].kolo is None:
        return
    helpers[at] = helpers[at].model_copy(update={"kolo": None})
    sheets[save_id] = sheet.model_copy(update={"pomocnici": helpers})
    lines.setdefault(save_id, []).append(f"{helpers[at].jmeno}: {stop}")


def edited(board: Drd2Conflict, data: dict[str, Any], links: Links) -> tuple[dict[str, Any], dict[str, LinkedChange]]:
    """A player's edit of the board (``data``, not yet validated): a link removed or changed while the conflict
    runs hands the participant's values to the board (see the module docstring) and releases the deník from
    the board's round. Returns the data to validate and the deníky it changed."""
    people = data.get("ucastnici")
    if not board.probiha or not isinstance(people, list) or not all(isinstance(p, dict) for p in people):
        return data, {}
    now = {_link(p) for p in people} - {None}
    sheets: dict[str, Drd2Sheet] = {}
    lines: dict[str, list[str]] = {}
    for p in board.ucastnici:
        link = _link(p)
        if link is not None and link not in now:
            _released(link, sheets, lines, links)
    notes: list[str] = []
    # the same participants (none added or removed): one whose link changed keeps its values
    changed = [i for i, p in enumerate(board.ucastnici) if _link(p) is not None and _link(people[i]) != _link(p)] \
        if len(people) == len(board.ucastnici) else []
    if changed:
        seen = hydrate(board, links)
        fixed = list(people)
        for i in changed:
            values, note = _snapshot(seen.ucastnici[i], _found(board, i, links))
            fixed[i] = {**people[i], **values}
            notes.append(note)
        data = {**data, "ucastnici": fixed}
    if notes:
        old = data.get("upozorneni")
        data = {**data, "upozorneni": [*(old if isinstance(old, list) else []), *notes][-_NOTES_MAX:]}
    return data, {k: LinkedChange(v, tuple(lines.get(k, ()))) for k, v in sheets.items()}
