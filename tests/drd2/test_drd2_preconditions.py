"""Issue 23, second pass: every sheet action checks the rules' preconditions before anything changes,
reproduced through the facade ``py_rules.api.handle`` (000 = the Dračí doupě II rulebook seed)."""

from __future__ import annotations

from typing import Any

from py_rules import api


def _ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = api.handle(command)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def _refused(command: dict[str, Any], code: str = "rule_violation") -> str:
    reply = api.handle(command)
    assert not reply["ok"], reply
    assert reply["error"]["code"] == code, reply
    message: str = reply["error"]["message"]
    return message


def _hero(**update: Any) -> dict[str, Any]:
    sheet: dict[str, Any] = _ok({"op": "new_sheet", "system": "drd2", "name": "Hrun"})["sheet"]
    sheet.update(update)
    return sheet


def _act(sheet: dict[str, Any], action: str, params: dict[str, Any], dice: list[int] | None = None) -> dict[str, Any]:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        command["dice"] = dice
    return command


def _failed(sheet: dict[str, Any], **params: Any) -> dict[str, Any]:
    out = _ok(_act(sheet, "hod", params, [1, 1]))
    assert out["result"]["outcome"] == "failure"
    failed: dict[str, Any] = out["sheet"]
    return failed


def test_heroic_death_refused_while_a_jizva_can_pay_000_l859_l903() -> None:
    """Tělo 0, Ohrožení 3, failed: a Tělo Jizva 1 yields 3 = the cost, so hrdinská smrt is refused."""
    failed = _failed(_hero(zdroje={"telo": 0, "duse": 4, "vliv": 4}), ohrozeni=3)
    message = _refused(_act(failed, "vycerpat", {"hrdinska_smrt": True}))
    assert message.startswith("Na vyčerpání (3 Těla) ještě stačí vlastní Jizva")
    paid = _ok(_act(failed, "vycerpat", {"jizva_nazev": "zlomená ruka"}))["sheet"]
    assert paid["jizvy"] == [{"nazev": "zlomená ruka", "vlastnost": "telo", "zavaznost": 1, "omezuje": ""}]
    assert (paid["ohrozeni"], paid["ceka"]) == (4, None)


def test_heroic_death_when_not_even_a_jizva_can_pay_000_l883_l903() -> None:
    """Zdatnost Tělo 4 with Jizvy 3 on Tělo: cost 5 would need a Jizva 3 more → 6 > 4; death is open."""
    scars = [{"nazev": "stará rána", "vlastnost": "telo", "zavaznost": 3}]
    failed = _failed(_hero(zdroje={"telo": 0, "duse": 4, "vliv": 4}, jizvy=scars), ohrozeni=5)
    out = _ok(_act(failed, "vycerpat", {"hrdinska_smrt": True}))
    assert (out["sheet"]["stav"], out["sheet"]["konec_vlastnost"]) == ("hrdinska_smrt", "telo")


def test_a_named_jizva_pays_instead_of_resources_000_l49_l859() -> None:
    """Tělo 4/4, Ohrožení 2, failed, Jizva «x»: the Jizva 1 yields 3, pays 2, 1 is lost («propadá»); the Tělo
    resources are not spent (only the box the Jizva blocks: zdatnost 4 − 1 = 3)."""
    failed = _failed(_hero(), ohrozeni=2)
    out = _ok(_act(failed, "vycerpat", {"jizva_nazev": "x"}))
    assert out["sheet"]["jizvy"][0]["zavaznost"] == 1
    assert out["sheet"]["zdroje"]["telo"] == 3
    assert out["sheet"]["ohrozeni"] == 3
    assert "propadá 1 Tělo z Jizvy" in " ".join(out["result"]["changes"])


def test_exhaustion_with_nothing_pending_is_refused_000_l283() -> None:
    sheet = _hero(ohrozeni=3)
    message = _refused(_act(sheet, "vycerpat", {}))
    assert message.startswith("Není co vyčerpat: vyčerpat se lze jen po hodu, kterému hrozí neúspěch")


def test_helper_exhaustion_decides_the_roll_and_raises_its_own_ohrozeni_000_l87_l273() -> None:
    """Failed at Ohrožení 4; the pes (hranice Tělo 2) pays 2 Sudby and 2 Pouta, its Ohrožení 4 → 5, the
    roll is decided and the hero's own Ohrožení stays 4; the next hod is allowed."""
    helper = {"jmeno": "pes", "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 3, "pouto_max": 3}
    failed = _failed(_hero(pomocnici=[helper], sudba_pomocniku=5), ohrozeni=4)
    out = _ok(_act(failed, "vycerpat", {"pomocnik": 0}))
    sheet = out["sheet"]
    assert (sheet["sudba_pomocniku"], sheet["pomocnici"][0]["pouto"], sheet["pomocnici"][0]["ohrozeni"]) == (3, 1, 5)
    assert (sheet["ceka"], sheet["ohrozeni"]) == (None, 4)
    assert "pes: Ohrožení 4 → 5" in out["result"]["changes"]
    assert _ok(_act(sheet, "hod", {}, [6, 6]))["result"]["outcome"] == "success"


def test_obvious_action_with_active_opposition_is_not_obvious_000_l160() -> None:
    sheet = _hero()
    message = _refused(_act(sheet, "hod", {"trida": "samozrejma", "druh": "stret", "nasledek": "vyhoda"}))
    assert message.startswith("Brání-li akci někdo aktivně, není samozřejmá, ale možná")


def test_obvious_vyzva_gives_no_vyhoda_000_l455() -> None:
    out = _ok(_act(_hero(ohrozeni=3), "hod", {"trida": "samozrejma", "druh": "vyzva", "nasledek": "vyhoda"}))
    assert (out["sheet"]["vyhoda"], out["sheet"]["ohrozeni"]) == (0, 3)


def test_lstive_with_nothing_declared_to_enlarge_is_refused_000_l769_l771() -> None:
    sheet = _hero()
    message = _refused(_act(sheet, "hod", {"manevr": "lstive"}, [6, 6]))
    assert message.startswith("Lstivě jen zvětšuje ohlášený následek")
    won = _ok(_act(sheet, "hod", {"druh": "stret"}, [6, 6, 1, 1]))["sheet"]
    message = _refused(_act(won, "protivnik", {"volba": "prijal", "manevr": "lstive"}))
    assert "lstivě nemá co zvětšit" in message
    # with a declared consequence it enlarges it: Výhoda 2 for 1 Tělo (000:L769)
    out = _ok(_act(sheet, "hod", {"manevr": "lstive", "nasledek": "vyhoda"}, [6, 6]))["sheet"]
    assert (out["vyhoda"], out["zdroje"]["telo"]) == (2, 3)


def test_initiative_approach_paid_with_vyhoda_or_a_duse_jizva_000_l55_l595_l859() -> None:
    sheet = _hero(zdroje={"telo": 4, "duse": 0, "vliv": 4}, vyhoda=1)
    message = _refused(_act(sheet, "iniciativa", {"pristup": "rychle"}, [6, 5, 1]))
    assert "chybí 1 Duše" in message
    out = _ok(_act(sheet, "iniciativa", {"pristup": "rychle", "platit_vyhodou": 1}, [6, 5, 1]))
    assert (out["sheet"]["vyhoda"], out["result"]["total"]) == (0, 11)
    scarred = _ok(_act(sheet, "iniciativa", {"pristup": "pomalu", "jizva_nazev": "únava"}, [6, 5, 1]))
    assert scarred["sheet"]["jizvy"][0]["vlastnost"] == "duse"
    assert scarred["result"]["total"] == 6
    assert "propadá 2 Duše z Jizvy" in " ".join(scarred["result"]["changes"])


def test_lot_with_physical_dice_asks_for_one_k6_odd_or_even_000_l501() -> None:
    """Nobody clearly the actor, 3+3 against 3+3: equal total, higher die and dice sum → lot."""
    sheet = _hero()
    command = _act(sheet, "hod", {"druh": "stret", "aktor": "nejasne"}, [3, 3, 3, 3])
    message = _refused(command, "dice_error")
    assert message.startswith("Střet skončil rovností ve všem")
    assert "Hráč hrdiny hodí jednou šestistěnnou kostkou: lichá = vyhrává hrdina, sudá = protivník" in message
    odd = _ok(_act(sheet, "hod", {"druh": "stret", "aktor": "nejasne"}, [3, 3, 3, 3, 5]))
    assert odd["result"]["outcome"] == "win"
    even = _ok(_act(sheet, "hod", {"druh": "stret", "aktor": "nejasne"}, [3, 3, 3, 3, 2]))
    assert even["result"]["outcome"] == "loss"
