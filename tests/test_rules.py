"""House rules: every key's default and overrides, every kind of error, round trips."""

import contextlib
import tomllib
from pathlib import Path

import pytest
from cli_helpers import run_brag
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bragtui.core import rules as rules_module
from bragtui.core.errors import RulesError
from bragtui.core.rules import (
    VARIANTS,
    Rules,
    default_rules,
    option_of,
    options,
    parse_rules_text,
    rules_toml,
    shipped_rules_text,
)
from bragtui.core.rules import (
    load_rules as core_rules,
)
from bragtui.store import rules_files as files_module

# The rules as the command line takes them: the player's files over the shipped ones.
from bragtui.store.folders import user_rules_path
from bragtui.store.rules_files import rules_in_force as load_rules

TOP = Path(__file__).resolve().parent.parent

# A legal value other than the default, for each key.
OTHER_VALUE = {
    "ante": 3, "min_bet": 2, "max_bet": 20, "max_raise": "pot", "money": "stacks", "buy_in": 500,
    "see_cost": "equal", "shuffle": "every-hand", "wild": "twos", "blind": False,
    "blind_alone": "take", "min_players": 4, "max_players": 5, "face_up": 2,
    "exchanges": "two-rounds", "knock_after": 2, "exchange_after_knock": "may", "peek": True, "rebuy": True,
    "lives": 5, "target": 11, "scoring": "street", "small_blind": 2, "big_blind": 4, "raises": 4,
    "min_stake": 2, "max_stake": 50, "qualify": "none", "ante_bonus": {"prial": 3},
    "pair_plus_pays": {"pair": 2, "flush": 5}, "choices": ["draw", "three-card"],
    "stake": 2, "settle": "per-point", "four_fee": 3, "open_pack": True, "choose_after_circle": True,
    "choice_wild": ["none", "twos"], "choice_blind": False,
    "borrow": True, "credit": 20, "lender": "richest",
    "boot": 2, "game": "muflis", "a23": "low", "blind_turns": 3, "show_tie": "split", "sideshow": False,
    "pot_limit": 500,
    "box": True, "agreed_showdown": True, "seven_as": "one-hand", "pair_plus_alone": True,
    "coach": True,
}
OPTIONS_BY_KEY = options()
OPTIONS = tuple(OPTIONS_BY_KEY.values())
CASES = [(o.key, v) for o in OPTIONS for v in o.variants]


def other_value(key, variant):
    if key == "max_players" and variant in ("crash", "nine-card", "fifteen-card"):
        return 2
    if key == "min_players" and variant == "fifteen-card":
        return 3
    if (key, variant) == ("exchanges", "bastard-money"):
        return "knock"
    if (key, variant) == ("shuffle", "teen-patti"):
        return "after-trail"
    return OTHER_VALUE[key]


def toml_value(value):
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {v}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(f'"{v}"' for v in value) + "]"
    return {True: "true", False: "false"}.get(value, f'"{value}"' if isinstance(value, str) else str(value))


def test_every_option_has_an_alternative_value():
    assert set(OTHER_VALUE) == set(OPTIONS_BY_KEY)


@pytest.mark.parametrize("key, variant", CASES)
def test_default_of_every_key(key, variant):
    rules = load_rules(variant)
    assert getattr(rules, key) == option_of(key, variant).default_for(variant)
    assert key in rules.as_dict()


@pytest.mark.parametrize("key, variant", CASES)
def test_every_key_overridden_from_a_file(key, variant, tmp_path):
    path = tmp_path / "rules.toml"
    path.write_text(f"[{variant}]\n{key} = {toml_value(other_value(key, variant))}\n")
    rules = load_rules(variant, path)
    assert rules.as_dict()[key] == other_value(key, variant) != rules_default(key, variant)


def rules_default(key, variant):
    default = option_of(key, variant).default_for(variant)
    if isinstance(default, tuple) and not hasattr(default, "as_dict"):
        return list(default)
    return default.as_dict() if hasattr(default, "as_dict") else default


@pytest.mark.parametrize("key, variant", CASES)
def test_every_key_overridden_with_set(key, variant):
    raw = other_value(key, variant)
    text = str(raw).lower() if isinstance(raw, bool) else toml_value(raw) if isinstance(raw, (dict, list)) else str(raw)
    assert load_rules(variant, overrides=[f"{key}={text}"]).as_dict()[key] == raw


def test_layers_shipped_then_file_defaults_then_file_variant_then_set(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text("[defaults]\nante = 2\nmax_bet = 30\n\n[four-card]\nante = 5\n")
    assert load_rules("three-card", path).ante == 2
    assert load_rules("four-card", path).ante == 5
    assert load_rules("four-card", path).max_bet == 30
    assert load_rules("four-card", path, ["ante=7"]).ante == 7


def test_defaults_table_keys_only_reach_variants_that_use_them(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text("[defaults]\nlives = 2\nante = 4\n")
    assert load_rules("bastard", path).lives == 2
    assert load_rules("three-card", path).ante == 4
    assert "lives" not in load_rules("three-card", path).as_dict()


def test_user_config_file_is_used_when_no_file_is_given():
    path = user_rules_path()
    path.parent.mkdir(parents=True)
    path.write_text("[three-card]\nante = 9\n")
    assert load_rules("three-card").ante == 9
    assert load_rules("three-card", use_user_config=False).ante == 1
    assert core_rules("three-card").ante == 1  # the core never reads a player's file


def expect_error(fragments, *args, **kwargs):
    with pytest.raises(RulesError) as caught:
        load_rules(*args, **kwargs)
    message = str(caught.value)
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message


def test_toml_syntax_error_has_line_and_column(tmp_path):
    path = tmp_path / "r.toml"
    path.write_text("[three-card]\nante = 1\nblind = \n")
    expect_error([str(path), "not valid TOML", "line 3", "column"], "three-card", path)


def test_unknown_key_suggests_the_closest(tmp_path):
    path = tmp_path / "r.toml"
    path.write_text("[three-card]\nmax_raize = 4\n")
    expect_error([str(path), "[three-card]", "unknown key 'max_raize'", "did you mean 'max_raise'"],
                 "three-card", path)


def test_unknown_table_suggests_the_closest(tmp_path):
    path = tmp_path / "r.toml"
    path.write_text("[bastard_money]\nante = 4\n")
    expect_error(["unknown table [bastard_money]", "did you mean 'bastard-money'"], "three-card", path)


def test_wrong_type_names_key_value_and_allowed(tmp_path):
    path = tmp_path / "r.toml"
    path.write_text('[defaults]\nante = "one"\n')
    expect_error(["[defaults] ante", '"one"', "is text", "expected a whole number from 0"],
                 "three-card", path)
    expect_error(["blind = 1", "expected true or false"], "three-card", overrides=["blind=1"])


def test_out_of_range_names_key_and_range():
    expect_error(["face_up = 4", "out of range", "from 1 to 3"], "bastard", overrides=["face_up=4"])
    expect_error(["max_raise = 0", 'or "pot"'], "three-card", overrides=["max_raise=0"])


def test_value_not_among_choices_lists_them():
    expect_error(['wild = "sevens"', "not allowed", '"twos"', '"suicide-king"'],
                 "three-card", overrides=["wild=sevens"])


def test_inconsistent_amounts_and_player_counts():
    expect_error(["--set 'min_bet=20', [three-card] min_bet = 20: is more than max_bet (10); expected at most 10"],
                 "three-card", overrides=["min_bet=20"])
    expect_error(["--set 'max_players=4', [three-card] max_players = 4: is less than min_players (5); "
                  "expected at least 5"], "three-card", overrides=["min_players=5", "max_players=4"])
    expect_error(["max_players = 5", "crash is for 2 to 4"], "crash", overrides=["max_players=5"])
    expect_error(["min_players = 2", "bastard is for 3 to 10"], "bastard", overrides=["min_players=2"])


def test_key_of_another_variant_is_refused_in_a_variant_table():
    expect_error(["lives does not apply to three-card", "bastard"], "three-card", overrides=["lives=2"])


def test_errors_in_tables_of_other_variants_are_still_reported(tmp_path):
    path = tmp_path / "r.toml"
    path.write_text("[crash]\ntarget = -3\n")
    expect_error(["[crash] target = -3"], "three-card", path)


def test_malformed_set_and_missing_file(tmp_path):
    expect_error(["expected key=value"], "three-card", overrides=["ante"])
    expect_error(["no such rules file"], "three-card", tmp_path / "missing.toml")
    expect_error(["unknown variant", "did you mean 'three-card'"], "three-cards")


def test_a_list_rule_is_set_as_toml_or_as_items_joined_by_bars():
    def wild(text):
        return load_rules("dealers-choice", overrides=[text]).choice_wild

    assert wild('choice_wild=["none", "twos"]') == wild("choice_wild=none|twos") == ("none", "twos")
    assert wild("choice_wild=twos") == ("twos",)  # one item alone is a list of one
    assert load_rules("dealers-choice", overrides=["choices=three-card|draw"]).choices == ("three-card", "draw")
    expect_error(["choice_wild", '"sevens"', 'expected a list of one or more of "none", "twos"'],
                 "dealers-choice", overrides=["choice_wild=none|sevens"])
    expect_error(['ante = "1|2"'], "three-card", overrides=["ante=1|2"])  # only a list rule splits


@pytest.mark.parametrize("variant", VARIANTS)
def test_printed_rules_load_back_the_same(variant, tmp_path):
    rules = load_rules(variant, overrides=[f"max_players={load_rules(variant).max_players - 1}"])
    path = tmp_path / "saved.toml"
    path.write_text(rules_toml(rules))
    assert load_rules(variant, path) == rules


def test_shipped_files_are_the_generated_defaults():
    assert (TOP / "rules.toml").read_text() == shipped_rules_text()
    assert (TOP / "bragtui" / "rules.toml").read_text() == shipped_rules_text()
    document = tomllib.loads(shipped_rules_text())
    assert set(document) == {"defaults", *VARIANTS}


def shipped_value(document, variant, key):
    """A key's value for ``variant`` in a rules document: the variant's table, else ``[defaults]``."""
    for table in (document[variant], document["defaults"]):
        if key in table:
            return table[key]
    raise KeyError(f"{key} is not in the shipped file for {variant}")


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_shipped_value_is_the_schema_default(variant):
    """The shipped file restates the schema: every option of the variant is there, with its default."""
    text = (TOP / "bragtui" / "rules.toml").read_text()
    document = tomllib.loads(text)
    for option in OPTIONS:
        if variant in option.variants:
            assert shipped_value(document, variant, option.key) == rules_default(option.key, variant), option.key
    lines = text.splitlines()
    for key in {option.key for option in OPTIONS if variant in option.variants}:
        at = next(i for i, line in enumerate(lines) if line.startswith(f"{key} = "))
        assert lines[at - 1].startswith("# "), key


def test_rules_declare_only_the_shared_options_and_hold_every_option_of_the_schema():
    from bragtui.core.rules import SHARED_OPTIONS

    declared = [key for key in Rules.__annotations__ if not key.startswith("_")]
    assert declared == ["variant", *(option.key for option in SHARED_OPTIONS)]
    for variant in VARIANTS:
        assert list(vars(default_rules(variant))) == ["variant", *OPTIONS_BY_KEY]
        assert all(not hasattr(Rules, key) for key in OPTIONS_BY_KEY)  # each read from the rules themselves


def test_rules_take_a_value_for_each_option_of_the_schema_and_no_other():
    values = {key: getattr(default_rules("bastard"), key) for key in OPTIONS_BY_KEY}
    assert Rules("bastard", **values) == default_rules("bastard")
    with pytest.raises(TypeError, match=r"these differ: lives$"):
        Rules("bastard", **{key: value for key, value in values.items() if key != "lives"})
    with pytest.raises(TypeError, match=r"these differ: livez$"):
        Rules("bastard", **values, livez=3)


def test_rules_cannot_be_changed_but_replace_makes_others():
    rules = core_rules("bastard")
    with pytest.raises(AttributeError, match="cannot be changed"):
        rules.lives = 9
    with pytest.raises(AttributeError, match="cannot be changed"):
        del rules.ante
    with pytest.raises(AttributeError):
        rules.__dict__ = {}
    other = rules.replace(lives=9, ante=2)
    assert (other.lives, other.ante, rules.lives, rules.ante) == (9, 2, 3, 1)
    assert other.replace(lives=3, ante=1) == rules
    with pytest.raises(TypeError, match="no option livez"):
        rules.replace(livez=9)


def test_rules_compare_and_hash_by_their_values_and_pickle():
    import copy
    import pickle

    rules = core_rules("three-card", ["ante=2", "blind=false"])
    same = core_rules("three-card", ["blind=false", "ante=2"])
    assert rules == same and hash(rules) == hash(same) and len({rules, same}) == 1
    assert rules != core_rules("three-card", ["ante=2"]) and rules != core_rules("four-card", ["ante=2", "blind=false"])
    assert rules != tuple(vars(rules).values()) and rules != vars(rules)
    for back in (pickle.loads(pickle.dumps(rules)), copy.deepcopy(rules), copy.copy(rules)):
        assert back == rules and hash(back) == hash(rules) and back.blind is False and back.ante == 2
        assert list(vars(back)) == list(vars(rules))
    assert repr(rules).startswith("Rules(variant='three-card', ante=2, ") and "blind=False" in repr(rules)


@pytest.mark.parametrize("variant", VARIANTS)
def test_schema_defaults_are_the_rules_loaded_without_a_file(variant):
    rules = load_rules(variant)
    assert rules == default_rules(variant)
    assert rules.differences() == {}
    for option in OPTIONS:
        assert getattr(rules, option.key) == option.default_for(variant)


def test_rules_are_immutable_hashable_and_compared_by_value():
    rules = load_rules("three-card")
    assert rules == load_rules("three-card") and hash(rules) == hash(load_rules("three-card"))
    assert rules != load_rules("three-card", overrides=["ante=2"])
    assert {rules: 1}[load_rules("three-card")] == 1
    with pytest.raises(AttributeError):
        rules.ante = 2  # type: ignore[misc]


def test_shipped_file_is_read_once_per_process_and_a_players_file_every_time(monkeypatch, tmp_path):
    reads = []
    real_read, real_parse = files_module.read_rules_file, rules_module.parse_rules_text

    def counting_read(path):
        reads.append(Path(path))
        return real_read(path)

    def counting_parse(text, source):
        reads.append(Path(source))
        return real_parse(text, source)

    rules_module.shipped_rules.cache_clear()
    rules_module._shipped_document.cache_clear()
    monkeypatch.setattr(files_module, "read_rules_file", counting_read)
    monkeypatch.setattr(rules_module, "parse_rules_text", counting_parse)
    house = tmp_path / "house.toml"
    house.write_text("[defaults]\nante = 2\n")
    try:
        for _ in range(3):
            for variant in VARIANTS:
                load_rules(variant)
                load_rules(variant, overrides=["min_players=3"])
            assert load_rules("three-card", house).ante == 2
    finally:
        rules_module.shipped_rules.cache_clear()
        rules_module._shipped_document.cache_clear()
    assert reads.count(rules_module.shipped_rules_path()) == 1
    assert reads.count(house) == 3


def test_every_shipped_key_has_a_comment():
    lines = shipped_rules_text().splitlines()
    for i, line in enumerate(lines):
        if "=" in line and not line.startswith("#"):
            assert lines[i - 1].startswith("# "), line
            assert any(previous.startswith("# Allowed:") for previous in lines[i - 3:i]), line


def test_brag_rules_command_prints_toml_and_json(capsys, tmp_path):
    result = run_brag(capsys, "rules", "--variant", "bastard", "--set", "lives=4")
    assert result.status == 0
    assert tomllib.loads(result.out)["bastard"]["lives"] == 4
    data = run_brag(capsys, "rules", "--variant", "crash", "--json").json()
    assert data == {"variant": "crash", "rules": {"min_players": 2, "max_players": 4, "coach": False, "target": 7,
                                                   "scoring": "points", "stake": 0, "settle": "fixed",
                                                   "four_fee": 0}}
    bad = run_brag(capsys, "rules", "--set", "ante=x")
    assert bad.status == 2 and bad.err.count("\n") == 1 and "ante" in bad.err


# --- Property: nothing but RulesError ever escapes the loader -------------------------------

toml_scalars = st.one_of(st.booleans(), st.integers(-10**6, 10**9), st.text(max_size=12),
                         st.sampled_from(["pot", "stacks", "twos", "knock", "street", "may"]),
                         st.floats(allow_nan=False, allow_infinity=False))
keys = st.one_of(st.sampled_from(sorted(OPTIONS_BY_KEY)), st.text(min_size=1, max_size=10))
tables = st.dictionaries(keys, st.one_of(toml_scalars, st.lists(toml_scalars, max_size=2)), max_size=5)
documents = st.dictionaries(st.one_of(st.sampled_from(["defaults", *VARIANTS]), st.text(max_size=8)),
                            tables, max_size=3)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(documents, st.sampled_from(VARIANTS))
def test_loader_returns_rules_or_raises_rules_error(document, variant):
    import tomli_w
    try:
        text = tomli_w.dumps(document)
    except (TypeError, ValueError):
        return
    try:
        parse_rules_text(text, "doc.toml")
        load_rules(variant, table=document.get(variant) if isinstance(document.get(variant), dict) else None)
    except RulesError as error:
        assert "\n" not in str(error)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60), st.sampled_from(VARIANTS))
def test_arbitrary_text_and_overrides_raise_only_rules_error(text, variant):
    with contextlib.suppress(RulesError):
        parse_rules_text(text, "doc.toml")
    try:
        load_rules(variant, overrides=[text])
    except RulesError as error:
        assert "\n" not in str(error)
