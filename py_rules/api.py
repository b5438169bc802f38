"""The one facade the web shell (and the terminal) calls: a JSON-ready dict in, a JSON-ready dict out.

``handle({"op": "roll", "expression": "2k6+1"})`` → ``{"ok": True, "result": {...}}`` or
``{"ok": False, "error": {"code": …, "message": "Czech text", …}}``. Commands are the pydantic models of
:mod:`py_rules.commands`, one per ``op``; nothing but a JSON-ready dict ever crosses the boundary, and no
exception escapes: an error the player can cause is a ``RulesError`` (its code and Czech message), anything
else is our bug, reported as code ``internal`` with a ``ref`` (``py_rules.faults``). Every sheet an action
returns, the main one and each linked one, is validated again here (``validation.check_result``).
"""

from __future__ import annotations

import functools
import json
import random
import sys
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

import pydantic
from pydantic import BaseModel, ValidationError

from py_rules import __version__, dice, faults
from py_rules.commands import (
    ActCmd,
    ActionOddsCmd,
    CompareCmd,
    EditCmd,
    ExportCmd,
    HandoverCmd,
    HelpCmd,
    ImportCmd,
    NewSheetCmd,
    NotationCmd,
    OddsCmd,
    OpenCmd,
    PackCmd,
    ReceiveCmd,
    ReferenceCmd,
    RollCmd,
    SystemsCmd,
    VersionCmd,
    ViewCmd,
    parse_command,
)
from py_rules.editing import apply_changes
from py_rules.errors import InvalidInput, RulesError, StorageError
from py_rules.handover import encode_save, read_payloads
from py_rules.history import edit_log
from py_rules.revisions import compare_saves
from py_rules.safe_json import JSONRefused, loads_bounded
from py_rules.storage import load_character, make_envelope, migrate_sheet, next_envelope
from py_rules.systems import SystemUnavailable, available, describe, get_system
from py_rules.systems.base import DiceBox, GameSystem, LinkedChange, Links, SheetBase
from py_rules.transfer import export_bundle, import_text
from py_rules.validation import Labels, check_result, labels_of, result_error, validate

__all__ = ["COMMANDS", "handle", "handle_json"]

def _worded(roll: dice.RollResult) -> dict[str, Any]:
    """A roll of an action as the result shows it: its dice in words (``3k6, dvě vyšší: 5, 4 (neplatí 2) = 9``),
    not notation; the dice tray and the terminal keep the notation the player typed."""
    from py_rules.dice.render import in_words  # off the start path, like the notation renderer

    return {**roll.to_dict(), "breakdown": in_words(roll)}


def _fraction(value: Fraction) -> dict[str, Any]:
    return {"probability": f"{value.numerator}/{value.denominator}", "percent": round(float(value) * 100, 2)}


def _rng(seed: int | None) -> random.Random:
    return random.Random(seed) if seed is not None else random.SystemRandom()


def _version(_: VersionCmd) -> dict[str, Any]:
    return {"version": __version__, "python": sys.version.split()[0], "pydantic": pydantic.VERSION}


def _systems(_: SystemsCmd) -> dict[str, Any]:
    listed, unavailable = [], []
    for system_id in available():
        try:  # from the registry's catalogue: listing the games imports none of them (issue 11)
            listed.append(describe(system_id))
        except SystemUnavailable as exc:
            unavailable.append({"id": system_id, "message": exc.message})
    return {"systems": listed, "unavailable": unavailable}


def _target_odds(dist: dice.Distribution, target: int | None) -> dict[str, Any]:
    if target is None:
        return {}
    return {"at_least": _fraction(dist.at_least(target)), "at_most": _fraction(dist.at_most(target))}


def _verdict(total: int, target: int | None) -> dict[str, Any]:
    """Whether a roll reached its target (at least the target), and the Czech sentence the shell shows."""
    if target is None:
        return {"reached": None, "verdict": None}
    reached = total >= target
    return {"reached": reached, "verdict": f"Cíl {target} {'dosažen' if reached else 'nedosažen'}."}


def _roll(cmd: RollCmd) -> dict[str, Any]:
    result = dice.roll(cmd.expression, rng=_rng(cmd.seed), dice=cmd.dice)
    log = {"at": _now(), "kind": "roll", "title": f"{result.expression} = {result.total}",
           "total": result.total, "dice": [d.value for d in result.dice], "physical": result.supplied}
    odds = _target_odds(dice.distribution(cmd.expression), cmd.target) if cmd.target is not None else {}
    return {**result.to_dict(), **odds, "target": cmd.target, **_verdict(result.total, cmd.target), "log": log}


def _odds(cmd: OddsCmd) -> dict[str, Any]:
    dist = dice.distribution(cmd.expression)
    table = [{"outcome": outcome, **_fraction(p)} for outcome, p in dist.pmf().items()]
    return {"expression": str(dice.parse(cmd.expression)), "table": table, "mean": float(dist.mean()),
            "min": dist.min, "max": dist.max, "target": cmd.target, **_target_odds(dist, cmd.target)}


def _notation(_: NotationCmd) -> dict[str, Any]:
    return {"entries": dice.notation_help()}


def _sheet(data: dict[str, Any]) -> tuple[GameSystem[Any], SheetBase]:
    system_id = data.get("system")
    if not isinstance(system_id, str):
        raise InvalidInput("Deníku chybí hra (pole „Hra“).")
    system = get_system(system_id)
    return system, validate(system.sheet_model, data, "Deník není v pořádku", lambda: _sheet_labels(system))


def _sheet_labels(system: GameSystem[Any], sheet: SheetBase | None = None) -> Labels:
    """The Czech labels of a sheet's fields (of a new sheet when ``sheet`` is not valid), for errors."""
    shown = sheet if sheet is not None else system.new_sheet("Postava")
    return system.labels(shown)


def _params(action: Any, sheet: SheetBase, params: dict[str, Any]) -> Any:
    """An action's params validated; an error names the form's field and options by their Czech labels."""
    return validate(action.params_model, params, "Volby akce nejsou v pořádku",
                    lambda: labels_of([f.model_dump(mode="json") for f in action.form(sheet)]))


def _present(system: GameSystem[Any], sheet: SheetBase, links: Links | None = None) -> dict[str, Any]:
    spec = system.links
    return {
        "sheet": sheet.model_dump(mode="json"),
        "view": system.present_view(sheet, links or Links()).model_dump(mode="json"),
        "actions": [a.describe(sheet, links).model_dump(mode="json") for a in system.actions],
        "has_reference": system.reference is not None,
        # which saves the shell loads and sends back as `linked` (None: the system links none)
        "links": {"system": spec.system, "ids": list(spec.ids(sheet))} if spec is not None else None,
    }


def _linked_sheet(game: str, save_id: str, data: dict[str, Any]) -> SheetBase:
    """One linked save's sheet, upgraded and validated like any sheet; errors name the character."""
    raw_name = data.get("name")
    lead = f"Propojená postava „{raw_name[:80] if isinstance(raw_name, str) and raw_name else save_id}“"
    if data.get("system") != game:
        raise InvalidInput(f"{lead} nepatří ke hře, se kterou tabule pracuje.")
    try:
        upgraded, _ = migrate_sheet(game, data)
    except StorageError as exc:
        raise InvalidInput(f"{lead} nejde načíst: {exc.message}") from None
    model: type[SheetBase] = get_system(game).sheet_model
    return validate(model, upgraded, f"{lead} nemá platný deník")


def _links(system: GameSystem[Any], linked: dict[str, dict[str, Any]], roster: dict[str, str]) -> Links:
    """The linked saves of a command (see ``commands._Linked``); refused for a system that links none."""
    if system.links is None:
        if linked:
            raise InvalidInput(f"{system.title}: tento deník s jinými uloženými postavami nepracuje.")
        return Links()
    game = system.links.system
    sheets = {save_id: _linked_sheet(game, save_id, data) for save_id, data in linked.items()}
    return Links(sheets=sheets, roster=dict(roster))


def _new_sheet(cmd: NewSheetCmd) -> dict[str, Any]:
    system = get_system(cmd.system)
    return _present(system, check_result(system.sheet_model, system.new_sheet(cmd.name), "Nový deník není platný"))


def _open(cmd: OpenCmd) -> dict[str, Any]:
    loaded = load_character(cmd.save)
    system = get_system(loaded.sheet.system)
    return {"envelope": loaded.envelope, "migrated_from": loaded.migrated_from, "format_from": loaded.format_from,
            **_present(system, loaded.sheet)}


def _view(cmd: ViewCmd) -> dict[str, Any]:
    system, sheet = _sheet(cmd.sheet)
    return _present(system, sheet, _links(system, cmd.linked, cmd.roster))


def _edit(cmd: EditCmd) -> dict[str, Any]:
    system, sheet = _sheet(cmd.sheet)
    links = _links(system, cmd.linked, cmd.roster)
    before = sheet.model_dump(mode="json")
    edited = apply_changes(before, cmd.changes)
    changed: dict[str, LinkedChange] = {}
    if system.links is not None and system.links.edited is not None:
        edited, changed = system.links.edited(sheet, edited, links)
    checked = validate(system.sheet_model, edited, "Úprava deníku není možná", lambda: _sheet_labels(system, sheet))
    at = _now()
    links, linked = _linked_out(system, links, changed, sheet.name, "Úprava tabule", at)
    presented = _present(system, checked, links)
    return {**presented, "log": edit_log(system.view(sheet), before, cmd.changes, at), "linked": linked}


def _action(system: GameSystem[Any], name: str) -> Any:
    try:
        return system.action(name)
    except KeyError:
        raise InvalidInput(f"Hra {system.title} nezná akci „{name}“.") from None


def _action_odds(cmd: ActionOddsCmd) -> dict[str, Any]:
    system, sheet = _sheet(cmd.sheet)
    action = _action(system, cmd.action)
    params = _params(action, sheet, cmd.params)
    odds = action.odds_for(sheet, params, _links(system, cmd.linked, cmd.roster))
    if odds is None:
        return {"outcomes": [], "summary": ""}
    return {"outcomes": [o.model_dump(mode="json") for o in odds.outcomes], "summary": odds.summary}


def _linked_out(
    system: GameSystem[Any], links: Links, changed: Mapping[str, LinkedChange], board_name: str, title: str, at: str
) -> tuple[Links, dict[str, Any]]:
    """The linked sheets an action or an edit of a board changed, validated again, each with its change lines and
    a log entry for that character's own log; and the links with the new sheets (for the board's view)."""
    if not changed:
        return links, {}
    assert system.links is not None  # an action of a system without links returns no linked sheets
    game = system.links.system
    model = get_system(game).sheet_model
    sheets = dict(links.sheets)
    reply: dict[str, Any] = {}
    for save_id, change in changed.items():
        if save_id not in links.sheets:  # an action only changes sheets it was given
            raise InvalidInput(f"Akce změnila deník, který nedostala ({save_id}).")
        sheet = check_result(model, change.sheet, f"Deník postavy „{change.sheet.name}“ by po akci nebyl platný",
                             functools.partial(_sheet_labels, get_system(game), links.sheets[save_id]))
        sheets[save_id] = sheet
        text = "; ".join(change.changes)
        log = {"at": at, "kind": "action", "title": f"{title} ({board_name})", "text": text}
        reply[save_id] = {"sheet": sheet.model_dump(mode="json"), "changes": list(change.changes), "log": log}
    return Links(sheets=sheets, roster=links.roster), reply


def _act(cmd: ActCmd) -> dict[str, Any]:
    system, sheet = _sheet(cmd.sheet)
    links = _links(system, cmd.linked, cmd.roster)
    action = _action(system, cmd.action)
    params = _params(action, sheet, cmd.params)
    box = DiceBox(_rng(cmd.seed), cmd.dice)
    at = _now()
    try:  # a game may build its result with pydantic: a bound it breaks there is refused like one below
        outcome = action.run(sheet, params, box, links)
        box.finish()
        new_sheet = check_result(system.sheet_model, outcome.sheet, labels=lambda: _sheet_labels(system, sheet))
        title = f"{action.label}: {outcome.label}"
        links, linked = _linked_out(system, links, outcome.linked, outcome.sheet.name, title, at)
    except ValidationError as exc:
        raise result_error(exc, labels=lambda: _sheet_labels(system, sheet)) from None
    result = {
        "action": action.id,
        "action_label": action.label,
        "outcome": outcome.outcome,
        "label": outcome.label,
        "explanation": outcome.explanation,
        "total": outcome.total,
        "rolls": [_worded(r) for r in box.rolls],
        "physical": box.physical,
        "changes": list(outcome.changes),
        "details": dict(outcome.details),
        **(_fraction(outcome.probability) if outcome.probability is not None else {}),
    }
    log = {"at": at, "kind": "action", "title": f"{action.label}: {outcome.label}",
           "text": outcome.explanation, "total": outcome.total,
           "dice": [d["value"] for r in result["rolls"] for d in r["dice"]], "physical": box.physical}
    return {"result": result, "log": log, "linked": linked, **_present(system, new_sheet, links)}


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _pack(cmd: PackCmd) -> dict[str, Any]:
    _, sheet = _sheet(cmd.sheet)
    if cmd.revision is not None:
        if cmd.previous is not None or cmd.replaces is not None:
            raise InvalidInput("Číslo uložení („revision“) se zadává jen bez předchozího uložení.")
        return {"envelope": make_envelope(cmd.id, sheet, _now(), cmd.revision), "replaced": None}
    packed = next_envelope(cmd.id, sheet, _now(), cmd.previous, cmd.replaces)
    return {"envelope": packed.envelope, "replaced": packed.replaced}


def _export(cmd: ExportCmd) -> dict[str, Any]:
    return export_bundle(cmd.saves, _now())


def _import(cmd: ImportCmd) -> dict[str, Any]:
    return import_text(cmd.text)


def _handover(cmd: HandoverCmd) -> dict[str, Any]:
    encoded = encode_save(cmd.save)
    if cmd.images:
        from py_rules.qr import qr_code  # segno: installed in the page on the first hand-over, not at start

        encoded["codes"] = [qr_code(payload) for payload in encoded["payloads"]]
    return encoded


def _receive(cmd: ReceiveCmd) -> dict[str, Any]:
    return read_payloads(cmd.payloads)


def _compare(cmd: CompareCmd) -> dict[str, Any]:
    return compare_saves(cmd.theirs, cmd.mine, cmd.handed)


def _help(cmd: HelpCmd) -> dict[str, Any]:
    system = get_system(cmd.system)
    return {"title": system.title, "sections": [h.model_dump(mode="json") for h in system.help]}


def _reference(cmd: ReferenceCmd) -> dict[str, Any]:
    system = get_system(cmd.system)
    if system.reference is None:
        raise InvalidInput(f"Hra {system.title} nemá příručku tabulek.")
    return {"tables": [t.model_dump(mode="json") for t in system.reference(cmd.query)]}


COMMANDS: dict[type[BaseModel], Callable[[Any], dict[str, Any]]] = {
    VersionCmd: _version,
    SystemsCmd: _systems,
    RollCmd: _roll,
    OddsCmd: _odds,
    NotationCmd: _notation,
    NewSheetCmd: _new_sheet,
    OpenCmd: _open,
    ViewCmd: _view,
    EditCmd: _edit,
    ActionOddsCmd: _action_odds,
    ActCmd: _act,
    PackCmd: _pack,
    HelpCmd: _help,
    ReferenceCmd: _reference,
    ExportCmd: _export,
    ImportCmd: _import,
    HandoverCmd: _handover,
    ReceiveCmd: _receive,
    CompareCmd: _compare,
}


_TOO_DEEP = "Výraz nebo data jsou příliš hluboko vnořená."


def _answer(command: Any) -> tuple[dict[str, Any], faults.Fault | None]:
    """The reply to one command, and the fault if the reply reports one (code ``internal``)."""
    try:
        if not isinstance(command, dict):
            raise InvalidInput("Příkaz musí být objekt JSON s polem „op“.")
        parsed = parse_command(command)
        return {"ok": True, "result": COMMANDS[type(parsed)](parsed)}, None
    except RulesError as exc:
        return {"ok": False, "error": exc.to_dict()}, None
    except RecursionError:
        return {"ok": False, "error": {"code": "too_deep", "message": _TOO_DEEP}}, None
    except Exception as exc:  # our bug: never a traceback for the player (py_rules.faults)
        fault = faults.record(exc)
        return {"ok": False, "error": fault.error()}, fault


def handle(command: Any) -> dict[str, Any]:
    """Run one command; never raises: errors come back as ``{"ok": False, "error": …}`` (see the module)."""
    return _answer(command)[0]


# An import command carries a whole export file (at most 5 million characters) as one JSON string.
MAX_COMMAND_CHARS = 12_000_000
_REFUSED = {
    "too_large": ("too_large", "Příkaz je příliš velký ({detail})."),
    "too_deep": ("too_deep", "Výraz nebo data jsou příliš hluboko vnořená ({detail})."),
    "invalid": ("invalid_json", "Příkaz není platný JSON."),
}


def _reply_json(command: str) -> str:
    try:
        data = loads_bounded(command, MAX_COMMAND_CHARS)
    except JSONRefused as exc:
        code, message = _REFUSED[exc.reason]
        error = {"code": code, "message": message.format(detail=exc.detail)}
        return json.dumps({"ok": False, "error": error}, ensure_ascii=False)
    reply, fault = _answer(data)
    if fault is not None:  # for the shell's fault log, never for the player's eyes
        reply = {**reply, "fault": {"ref": fault.ref, "trace": fault.trace}}
    return json.dumps(reply, ensure_ascii=False, allow_nan=False)


def handle_json(command: str) -> str:
    """``handle`` over JSON text: what the browser worker calls (one string each way, no proxies).
    The text is bounded in size and nesting before it is decoded. Never raises; a reply reporting a fault
    also carries ``fault`` (its ref and traceback) for the shell's fault log."""
    try:
        return _reply_json(command)
    except Exception as exc:  # e.g. a result JSON cannot encode: our bug, reported like any other
        fault = faults.record(exc)
        return json.dumps({"ok": False, "error": fault.error(), "fault": {"ref": fault.ref, "trace": fault.trace}},
                          ensure_ascii=False)
