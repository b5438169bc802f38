"""The terminal interface `python -m py_rules call|roll|odds` (documented in README.md)."""

from __future__ import annotations

import json

import pytest

from py_rules.__main__ import main


def test_roll_prints_dice_total_and_chance(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["roll", "2k6+1", "--dice", "3,4", "--target", "9"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["2k6+1 = 8", "kostky: 3, 4", "šance hodit aspoň 9: 41,67 % (5/12)"]


def test_roll_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["roll", "k20", "--seed", "5", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert 1 <= result["total"] <= 20


def test_odds_prints_table_and_histogram(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "2k6", "--target", "9"]) == 0
    out = capsys.readouterr().out
    assert " 7             1/6    16,67 %  " + "█" * 40 in out
    assert "aspoň 9: 27,78 % (5/18); nejvýše 9: 83,33 % (5/6)" in out


def test_call_prints_the_facade_reply(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["call", '{"op": "odds", "expression": "k4"}']) == 0
    assert json.loads(capsys.readouterr().out)["result"]["max"] == 4


def test_errors_go_to_stderr_with_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["roll", "2x6"]) == 1
    assert "pozici" in capsys.readouterr().err
    assert main(["call", "{bad"]) == 2
    assert main(["call", '{"op": "nope"}']) == 1


def test_bad_dice_option_is_a_usage_error() -> None:
    with pytest.raises(SystemExit) as caught:
        main(["roll", "k6", "--dice", "a,b"])
    assert caught.value.code == 2
