"""Parsing: canonical notation, the k/keep ambiguity, error positions and every limit."""

from __future__ import annotations

import pytest

from py_rules.dice import notation_help, parse
from py_rules.dice.modifiers import Keep
from py_rules.dice.nodes import Dice, Group, Negation, Number, Parenthesized, Product, Sum
from py_rules.errors import DiceError, DiceLimitError, DiceSyntaxError


@pytest.mark.parametrize(
    ("source", "canonical"),
    [
        ("2k6", "2k6"),
        ("k20", "1k20"),
        ("K20", "1k20"),
        ("3d8+2", "3k8+2"),
        ("3D8 + 2", "3k8+2"),
        ("k100", "1k100"),
        ("k%", "1k100"),
        ("4dF", "4kF"),
        ("4kf", "4kF"),
        ("2k6 - 1", "2k6-1"),
        ("2*(1k6+1)", "2*(1k6+1)"),
        ("7/2", "7/2"),
        ("-1k6", "-1k6"),
        ("--3", "--3"),
        ("1 - -3", "1--3"),
        ("4k6kh3", "4k6kh3"),
        ("3k6kl2", "3k6kl2"),
        ("4k6dl1", "4k6dl1"),
        ("4k6dh", "4k6dh1"),
        ("2k20kh", "2k20kh1"),
        ("k6!", "1k6!"),
        ("4k6r1", "4k6r1"),
        ("4k6r=1", "4k6r1"),
        ("4k6ro1", "4k6ro1"),
        ("4k6r<3", "4k6r<3"),
        ("6k10>=8", "6k10>=8"),
        ("6k10>8", "6k10>8"),
        ("6k10<=2", "6k10<=2"),
        ("6k10<3", "6k10<3"),
        ("6k10=10", "6k10=10"),
        ("4dF>=-1", "4kF>=-1"),
        ("4dFr-1", "4kFr-1"),
        ("4k6mi2", "4k6mi2"),
        ("4k6ma5", "4k6ma5"),
        ("{1k8, 1k8}kh1", "{1k8, 1k8}kh1"),
        ("{1k8,2k4}", "{1k8, 2k4}"),
        ("{1k6,1k6,1k6}dl1", "{1k6, 1k6, 1k6}dl1"),
        # modifiers in any order print in the fixed evaluation order
        ("4k6kh3!r1", "4k6r1!kh3"),
        ("4k6>=4ma5mi2", "4k6mi2ma5>=4"),
        ("2 × 3 − 1", "2*3-1"),
    ],
)
def test_canonical_notation(source: str, canonical: str) -> None:
    assert str(parse(source)) == canonical
    assert str(parse(canonical)) == canonical


def test_precedence_and_associativity() -> None:
    tree = parse("1+2*3-4/2").root
    assert tree == Sum(Sum(Number(1), "+", Product(Number(2), "*", Number(3))), "-",
                       Product(Number(4), "/", Number(2)))
    assert parse("-2k6*3").root == Product(Negation(Dice(2, 6)), "*", Number(3))
    assert parse("(1+2)*3").root == Product(Parenthesized(Sum(Number(1), "+", Number(2))), "*", Number(3))


def test_k_is_a_die_and_kh_is_keep() -> None:
    dice = parse("4k6kh3").root
    assert dice == Dice(4, 6, keep=Keep("kh", 3))
    assert parse("4d6dl1").root == Dice(4, 6, keep=Keep("dl", 1))
    group = parse("{1k8, 1k8}kh1").root
    assert group == Group((Dice(1, 8), Dice(1, 8)), Keep("kh", 1))


def test_positions_point_into_the_source() -> None:
    tree = parse("1 + 2k6").root
    assert isinstance(tree, Sum)
    assert tree.position == 2
    assert tree.right.position == 4


@pytest.mark.parametrize(
    ("source", "position", "expected", "text"),
    [
        ("2x6", 1, "operátor (+, -, *, /) nebo konec výrazu", "Neočekávaný znak „x“ na pozici 2"),
        ("1+x", 2, "číslo, k, „(“ nebo „{“", "Neočekávaný znak „x“ na pozici 3; čekal jsem číslo, k"),
        ("2k", 2, "počet stěn (číslo, % nebo F)", "Výraz končí předčasně na pozici 3"),
        ("2k6+", 4, "číslo, k, „(“ nebo „{“", "na pozici 5"),
        ("4k6 kh3", 4, "operátor (+, -, *, /) nebo konec výrazu", "bez mezery"),
        ("2k6k6", 3, "operátor (+, -, *, /) nebo konec výrazu", "kh"),
        ("2 k6", 2, "operátor (+, -, *, /) nebo konec výrazu", "bez mezery"),
        ("(2k6", 4, "operátor (+, -, *, /) nebo „)“", "chybí zavírací „)“"),
        ("{1k6, 2", 7, "operátor (+, -, *, /), „,“ nebo „}“", "chybí zavírací „}“"),
        ("1k6)", 3, "operátor (+, -, *, /) nebo konec výrazu", "Neočekávané „)“ na pozici 4"),
        ("2k6r", 4, "číslo", "na pozici 5"),
        ("6k10>=", 6, "číslo", "na pozici 7"),
        ("2.5", 1, "operátor (+, -, *, /) nebo konec výrazu", "celá"),
        ("4k6khkh", 5, "jiný modifikátor nebo operátor", "„kh“ na pozici 6: kostka už má ponechání"),
        ("4k6kh3dl1", 6, "jiný modifikátor nebo operátor", "jen jednou"),
        ("2k6!!", 4, "jiný modifikátor nebo operátor", "kostka už vybuchuje"),
        ("", 0, "kostky", "Prázdný výraz"),
        ("   ", 0, "kostky", "Prázdný výraz"),
    ],
)
def test_syntax_errors_carry_position_and_expectation(source: str, position: int, expected: str,
                                                      text: str) -> None:
    with pytest.raises(DiceSyntaxError) as caught:
        parse(source)
    error = caught.value
    assert error.details["expression"] == source
    assert error.details["position"] == position
    assert error.details["expected"] == expected
    assert text in error.message
    assert error.to_dict()["code"] == "dice_syntax"


@pytest.mark.parametrize(
    ("source", "fragment"),
    [
        ("0k6", "Počet kostek musí být aspoň 1"),
        ("k0", "k0 neexistuje"),
        ("k1!", "Jednostěnná kostka"),
        ("4k6kh5", "chce ponechat 5, ale hází se jen 4 kostky"),
        ("4k6kl0", "aspoň 1"),
        ("4k6dl4", "nic by nezbylo"),
        ("{1k6, 1k6}kh3", "skupina má jen 2 položky"),
        ("k6r<7", "platí pro každou stěnu"),
        ("4dFr>=-1", "platí pro každou stěnu"),
        ("k6mi5ma2", "je větší než maximum"),
        ("2k6/0", "Dělení nulou na pozici 5"),
        ("1k6/(3-3)", "Dělení nulou"),
    ],
)
def test_impossible_dice_are_czech_dice_errors(source: str, fragment: str) -> None:
    with pytest.raises(DiceError) as caught:
        parse(source)
    assert fragment in caught.value.message
    assert caught.value.details["expression"] == source
    assert isinstance(caught.value.details["position"], int)


def test_reroll_once_may_match_every_face() -> None:
    assert str(parse("k6ro<7")) == "1k6ro<7"


class TestLimits:
    def test_1001_dice(self) -> None:
        with pytest.raises(DiceLimitError, match="nejvýše 1000"):
            parse("1001k6")
        assert parse("1000k6").max_dice == 1000

    def test_dice_are_counted_across_the_expression(self) -> None:
        with pytest.raises(DiceLimitError) as caught:
            parse("500k6+501k6")
        assert caught.value.details["position"] == 6

    def test_worst_case_explosions_and_rerolls_count(self) -> None:
        assert parse("90k6!").max_dice == 990
        with pytest.raises(DiceLimitError, match="1001 kostek"):
            parse("91k6!")
        with pytest.raises(DiceLimitError, match="včetně výbuchů a přehozů"):
            parse("10k6r1!")
        assert parse("4k6ro1").max_dice == 8

    def test_expression_length(self) -> None:
        assert parse("+".join(["1"] * 100)[:199])
        with pytest.raises(DiceLimitError, match="příliš dlouhý") as caught:
            parse("1+" * 100 + "1")
        assert caught.value.details["position"] == 200

    def test_nesting_depth(self) -> None:
        assert parse("(" * 20 + "1" + ")" * 20)
        with pytest.raises(DiceLimitError, match="příliš hluboko") as caught:
            parse("(" * 21 + "1" + ")" * 21)
        assert caught.value.details["position"] == 20
        with pytest.raises(DiceLimitError, match="příliš hluboko"):
            parse("-" * 21 + "1")
        with pytest.raises(DiceLimitError, match="příliš hluboko"):
            parse("{" * 21 + "1" + "}" * 21)

    def test_number_sizes(self) -> None:
        assert parse("k1000000")
        with pytest.raises(DiceLimitError, match="příliš mnoho stěn"):
            parse("k1000001")
        assert parse("1000000000")
        with pytest.raises(DiceLimitError, match="příliš velké"):
            parse("1000000001")
        with pytest.raises(DiceLimitError, match="příliš velké"):
            parse("9" * 150)

    def test_non_text_is_a_dice_error(self) -> None:
        with pytest.raises(DiceError):
            parse(42)  # type: ignore[arg-type]


def test_notation_help_is_czech_data() -> None:
    entries = notation_help()
    syntaxes = [entry["syntax"] for entry in entries]
    assert "4k6kh3" in syntaxes
    assert "{1k8, 1k8}kh1" in syntaxes
    assert all(set(entry) == {"syntax", "meaning"} for entry in entries)
    assert any("celočíseln" in entry["meaning"] for entry in entries)
    for entry in entries:
        for candidate in entry["syntax"].split(" / "):
            if candidate not in ("Limity", "k", "kh"):
                parse(candidate)
    entries[0]["syntax"] = "changed"
    assert notation_help()[0]["syntax"] == "2k6"
