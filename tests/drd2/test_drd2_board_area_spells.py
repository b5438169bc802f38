"""Issue 4 gaps 3–4 on the conflict board: one consequence for several targets with rozsáhle or an area action
(000:L324, L737-L751), and an initiative approach opened or imposed by a spell (000:L590-L597)."""

from __future__ import annotations

import pytest
from test_drd2_conflict_board import act, board

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.storage import migrate_sheet
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.validation import validate


def ulrich_and_watchmen() -> list[dict[str, object]]:
    return [{"jmeno": "Ulrich", "ohrozeni": 3},
            {"jmeno": "hlídač vlevo", "strana": 1, "druh": "bytost", "ohrozeni": 2},
            {"jmeno": "hlídač vpravo", "strana": 1, "druh": "bytost", "ohrozeni": 1}]


# --- gap 3: rozsáhle ---------------------------------------------------------------------------------------


def test_e26_rozsahle_hits_both_watchmen_with_one_consequence_000_l751() -> None:
    played = act(board(ulrich_and_watchmen()), "manevr", ucastnik=0, manevr="rozsahle", vlastnost="telo")
    assert "zaplať 1 Tělo v deníku" in played.changes[0]
    out = act(played.sheet, "nasledek", ucastnik=1, take_2=True, autor=0, nasledek="ohrozeni_plus")
    assert [p.ohrozeni for p in out.sheet.ucastnici] == [3, 3, 2]
    assert out.details["targets"] == [1, 2]
    assert "stejný následek pro 2 cíle" in out.explanation
    scars = act(played.sheet, "nasledek", ucastnik=1, take_2=True, autor=0, nasledek="jizva", nazev="boule")
    assert [len(p.jizvy) for p in scars.sheet.ucastnici] == [0, 1, 1]


def test_several_targets_need_rozsahle_or_an_area_action_000_l324_l747() -> None:
    b = board(ulrich_and_watchmen())
    with pytest.raises(RuleViolation, match=r"jeden cíl.*rozsáhle"):
        act(b, "nasledek", ucastnik=1, take_2=True, autor=0)
    with pytest.raises(RuleViolation, match="jeden cíl"):
        act(b, "nasledek", ucastnik=1, take_2=True)  # author not said
    ladder = act(b, "nasledek", ucastnik=1, take_2=True, plosna=True)  # a ladder pushed off the wall
    assert [p.ohrozeni for p in ladder.sheet.ucastnici] == [3, 3, 2]
    single = act(b, "nasledek", ucastnik=1, take_1=True, autor=0)  # the same target ticked twice is one
    assert single.details["targets"] == [1]


def test_rozsahle_and_lstive_are_not_one_action_000_l719_l769() -> None:
    played = act(board(ulrich_and_watchmen()), "manevr", ucastnik=0, manevr="rozsahle").sheet
    with pytest.raises(RuleViolation, match="už zahrál rozsáhle"):
        act(played, "nasledek", ucastnik=1, take_2=True, autor=0, lstive=True)
    cunning = act(board(ulrich_and_watchmen()), "manevr", ucastnik=0, manevr="lstive").sheet
    assert act(cunning, "nasledek", ucastnik=1, autor=0, lstive=True).sheet.ucastnici[1].ohrozeni == 4


def test_consequence_form_offers_each_participant_as_another_target() -> None:
    fields = {f.path: f for f in SYSTEM.action("nasledek").form(board(ulrich_and_watchmen()))}
    assert [fields[f"take_{i}"].label for i in range(3)] == ["a také: Ulrich", "a také: hlídač vlevo",
                                                             "a také: hlídač vpravo"]
    assert "take_3" not in fields
    assert fields["autor"].value == -1


# --- gap 4: a spell's approach -----------------------------------------------------------------------------


def test_imposed_approach_is_used_free_from_the_next_roll_000_l590_l597() -> None:
    b = board([{"jmeno": "vlk", "strana": 1, "druh": "bytost", "poradi": 0},
               {"jmeno": "Jarik", "poradi": 1}], sudba=3)
    cursed = act(b, "nasledek", ucastnik=0, nasledek="pristup_vnuceny", pristup="pomalu", kol=2)
    wolf = cursed.sheet.ucastnici[0]
    assert (wolf.pristup_kouzlo, wolf.pristup_vnuceny, wolf.pristup_kol) == ("pomalu", True, 2)
    assert wolf.poradi == 0  # the order of this round stays
    assert "pořadí změní až příští hod" in cursed.changes[0]
    # round 2: the wolf rolls 3k6 keeping the two lower, pays nothing; Jarik 2k6
    rolled = act(cursed.sheet, "kolo", [6, 6, 1, 4, 3])
    assert (rolled.sheet.ucastnici[0].iniciativa, rolled.sheet.ucastnici[1].iniciativa) == (7, 7)
    assert rolled.sheet.strany[1].sudba == 3
    assert "vlk 7, Jarik 7" in rolled.explanation  # a tie: the wolf's kept 6 beats Jarik's 4 (000:L582)
    assert rolled.sheet.ucastnici[0].pristup_kol == 1
    # round 3: the last round of the spell; then it stops working
    last = act(rolled.sheet, "kolo", [1, 1, 1, 2, 2])
    assert last.sheet.ucastnici[0].iniciativa == 2
    assert last.sheet.ucastnici[0].pristup_kouzlo == ""
    assert ("vlk: kouzlo s přístupem pomalu přestalo působit (Pravidla › Konflikt, kola a iniciativa › Přístupy k "
            "iniciativě)") in last.changes


def test_granted_approach_is_optional_and_the_opposite_is_refused_000_l597() -> None:
    b = board([{"jmeno": "Jarik", "pristup_kouzlo": "rychle"}, {"jmeno": "vlk", "strana": 1, "druh": "bytost"}])
    plain = act(b, "kolo", [1, 2, 3, 3])  # not declared: 2k6 for Jarik
    assert plain.sheet.ucastnici[0].iniciativa == 3
    declared = b.model_copy(update={"ucastnici": [b.ucastnici[0].model_copy(update={"pristup": "rychle"}),
                                                  b.ucastnici[1]]})
    fast = act(declared, "kolo", [1, 2, 6, 3, 3])
    assert fast.sheet.ucastnici[0].iniciativa == 8
    assert ("Jarik: přístup rychle díky kouzlu zdarma (Pravidla › Konflikt, kola a iniciativa › Přístupy k "
            "iniciativě)") in fast.changes
    assert not any("zaplať" in line for line in fast.changes)
    assert fast.sheet.ucastnici[0].pristup == ""  # a declaration serves one roll
    data = b.model_dump(mode="json")
    data["ucastnici"][0]["pristup"] = "pomalu"
    with pytest.raises(InvalidInput, match="opačný nelze"):
        validate(type(b), data)


def test_paid_approach_serves_one_roll_000_l590_l595() -> None:
    b = board([{"jmeno": "vlk", "strana": 1, "druh": "bytost", "pristup": "rychle"}], sudba=3)
    first = act(b, "kolo", [1, 6, 5])
    assert (first.sheet.strany[1].sudba, first.sheet.ucastnici[0].pristup) == (2, "")
    second = act(first.sheet, "kolo", [1, 6])
    assert second.sheet.strany[1].sudba == 2


def test_imposing_withdraws_a_declared_opposite_approach_and_the_end_clears_spells_000_l597_l703() -> None:
    b = board([{"jmeno": "Jarik", "pristup": "rychle"}])
    out = act(b, "nasledek", ucastnik=0, nasledek="pristup_vnuceny", pristup="pomalu")
    assert out.sheet.ucastnici[0].pristup == ""
    assert "ohlášený přístup rychle neplatí" in out.changes[1]
    assert "do konce konfliktu" in out.changes[0]
    ended = act(out.sheet, "konec").sheet
    assert ended.ucastnici[0].pristup_kouzlo == ""


def test_board_schema_1_migrates_the_free_tick_box_to_a_granted_spell() -> None:
    old = {"system": "drd2_konflikt", "schema_version": 1, "name": "K", "strany": [{"nazev": "A"}],
           "ucastnici": [{"jmeno": "a", "pristup": "rychle", "pristup_zdarma": True},
                         {"jmeno": "b", "pristup": "", "pristup_zdarma": True},
                         {"jmeno": "c", "pristup": "pomalu", "pristup_zdarma": False}]}
    new, since = migrate_sheet("drd2_konflikt", old)
    assert since == 1
    assert [p["pristup_kouzlo"] for p in new["ucastnici"]] == ["rychle", "", ""]
    assert all("pristup_zdarma" not in p for p in new["ucastnici"])
    assert new["cekajici"] == []
    assert "pristup_zdarma" in old["ucastnici"][0]  # a pure step
    assert SYSTEM.sheet_model.model_validate(new).ucastnici[2].pristup == "pomalu"
