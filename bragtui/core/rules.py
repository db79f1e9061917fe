"""House rules: the options every family shares, the schema put together from the families', and
reading and checking ``rules.toml`` text.

Each family's ``options.py`` (beside its ``family.py``) defines its own options, which of its games
take which, and their defaults; the schema reads them when rules are first loaded, and never imports
a family's games.

Rules are layered: the shipped defaults, then a player's file (``--rules`` or
``rules.toml`` in the user's config folder, read by :mod:`bragtui.store.rules_files`
and handed over as checked tables), then ``--set key=value`` overrides. In each
file a ``[defaults]`` table applies to every variant that uses its keys and
a variant's own table (``[three-card]``, …) overrides it. Every error is one line
naming the source, the table and key, the value and what is allowed; nothing is played with half-read rules.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeAlias

from bragtui.core.errors import RulesError
from bragtui.core.variants import REGISTRY


def rules_tables() -> tuple[str, ...]:
    """The tables of ``rules.toml``, one per set of house rules: every variant in the registry
    takes the rules of one of them (its ``rules_table``), usually its own. Read afresh, as the
    registry may grow (a test adds a variant)."""
    return tuple(dict.fromkeys(variant.rules_table for variant in REGISTRY.values()))


VARIANTS = rules_tables()
"""The tables of ``rules.toml`` of the variants registered when this module was loaded."""


DEFAULTS_TABLE = "defaults"


class Option(NamedTuple):
    """One house rule: its key, what values it takes, its default and who uses it."""

    key: str
    help: str
    default: Any
    kind: str = "int"
    """``int``, ``bool``, ``choice``, ``int-or-pot``, ``pays`` (a table of hand types and what each pays),
    ``games`` (a list of the games a dealer may choose) or ``list`` (a list of some of ``choices``)."""
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    shared: bool = False
    """Listed in the ``[defaults]`` table of the shipped file."""
    variants: tuple[str, ...] = ()
    """The rules tables that take it, in registry order: filled in from the families (see :func:`schema`)."""
    variant_defaults: Mapping[str, Any] | None = None
    """Defaults of its own for some of those games, as their families give them."""

    def default_for(self, variant: str) -> Any:
        """The schema's default for ``variant``: its own, if it has one, else the general default."""
        if self.variant_defaults and variant in self.variant_defaults:
            return self.variant_defaults[variant]
        return self.default

    def allowed(self) -> str:
        """What values are allowed, in words."""
        if self.kind == "bool":
            return "true or false"
        if self.kind == "choice":
            return "one of " + ", ".join(_show(c) for c in self.choices)
        if self.kind == "pays":
            return "a table of hand types (" + ", ".join(PAY_TYPES) + ") and whole numbers from 0 to 1000"
        if self.kind in ("games", "list"):
            return "a list of one or more of " + ", ".join(_show(c) for c in self.choices)
        if self.minimum is not None and self.maximum is not None:
            text = f"a whole number from {self.minimum} to {self.maximum}"
        elif self.minimum is not None:
            text = f"a whole number, {self.minimum} or more"
        else:
            text = "a whole number"
        return text + (' or "pot"' if self.kind == "int-or-pot" else "")

    def check(self, value: Any, where: str) -> Any:
        """Return ``value`` if allowed, else raise a :class:`RulesError` naming ``where``."""
        problem = self.problem(value)
        if problem is not None:
            raise RulesError(f"{where} {self.key} = {_show(value)}: {problem}; expected {self.allowed()}")
        if self.kind in ("games", "list"):
            return tuple(value)
        return PayTable.of(value) if self.kind == "pays" else value

    def problem(self, value: Any) -> str | None:
        """What is wrong with ``value`` for this option, in words, or ``None`` if it is allowed."""
        if self.kind == "bool":
            return None if isinstance(value, bool) else f"is {_type_name(value)}"
        if self.kind == "choice":
            return None if self._is_choice(value) else "is not allowed"
        if self.kind == "int-or-pot" and value == "pot":
            return None
        if self.kind == "pays":
            return _pays_problem(value)
        if self.kind in ("games", "list"):
            return _games_problem(value, self.choices, "a game a dealer may choose" if self.kind == "games"
                                  else "one of the values allowed")
        return self._whole_number_problem(value)

    def _is_choice(self, value: Any) -> bool:
        # True == 1 in Python, so a choice must also match the choices' type exactly.
        return not isinstance(value, bool) and value in self.choices and \
            type(value) is type(self.choices[0])

    def _whole_number_problem(self, value: Any) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int):
            return f"is {_type_name(value)}"
        too_low = self.minimum is not None and value < self.minimum
        too_high = self.maximum is not None and value > self.maximum
        return "is out of range" if too_low or too_high else None


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return repr(value)
    return _type_name(value)


def _table(name: str) -> str:
    """A table name for a message as TOML writes it: bare if it can be, else quoted (``[""]``, ``["a b"]``)."""
    bare = name and name.isascii() and name.replace("-", "").replace("_", "").isalnum()
    return f"[{name}]" if bare else f"[{json.dumps(name)}]"


def _type_name(value: Any) -> str:
    import datetime

    return {bool: "true/false", int: "a whole number", float: "a decimal number", str: "text",
            list: "a list", dict: "a table", datetime.date: "a date", datetime.time: "a time of day",
            datetime.datetime: "a date and time"}.get(type(value), type(value).__name__)


PAY_TYPES = ("prial", "running-flush", "run", "flush", "pair", "high-card")
"""The hand types a pay table names, best first, as written in ``rules.toml``."""


class PayTable(tuple[tuple[int, str, int], ...]):
    """What each hand type pays, "n to 1", as sorted ``(type, n)`` pairs; a type not listed pays
    nothing (an ante bonus) or loses the bet (pair plus). A tuple, so rules stay hashable."""

    __slots__ = ()

    @classmethod
    def of(cls, table: Mapping[str, int]) -> PayTable:
        """The pay table of a checked mapping such as ``{"prial": 5, "run": 1}``."""
        return cls(sorted((PAY_TYPES.index(name), name, int(n)) for name, n in table.items()))

    def pays(self, type_name: str) -> int | None:
        """What ``type_name`` (as in :data:`PAY_TYPES`) pays, or ``None`` if it is not listed."""
        return next((n for _, name, n in self if name == type_name), None)

    def as_dict(self) -> dict[str, int]:
        """The table as TOML writes it, best type first."""
        return {name: n for _, name, n in self}

    def __str__(self) -> str:
        return ", ".join(f"{name} {n} to 1" for _, name, n in self) or "nothing"


def _pays_problem(value: Any) -> str | None:
    if not isinstance(value, dict):
        return f"is {_type_name(value)}"
    for name, n in value.items():
        if name not in PAY_TYPES:
            return f"names {name!r}, which is not a hand type"
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 1000:
            return f"gives {name} {_show(n)}"
    return None


def _games_problem(value: Any, allowed: tuple[Any, ...], what: str) -> str | None:
    """What is wrong with a list of some of ``allowed`` (``what`` says what each must be), or ``None``."""
    if not isinstance(value, (list, tuple)) or not value:
        return "is not a list" if not isinstance(value, (list, tuple)) else "is empty"
    for item in value:
        if item not in allowed or isinstance(item, bool):
            return f"names {_show(item)}, which is not {what}"
    twice = next((item for index, item in enumerate(value) if item in value[:index]), None)
    return f"names {_show(twice)} twice" if twice is not None else None


SHARED_OPTIONS: tuple[Option, ...] = (
    Option("ante", "Chips each player puts in the pot before every deal.", 1,
           minimum=0, maximum=1_000_000, shared=True),
    Option("min_bet", "The least the first bet of a hand may be.", 1,
           minimum=1, maximum=1_000_000, shared=True),
    Option("max_bet", 'The most the first bet of a hand may be; "pot" (Three, Four and Five Card Brag '
           "only) means no first bet larger than the pot.", 10, kind="int-or-pot",
           minimum=1, maximum=1_000_000, shared=True),
    Option("max_raise", 'The most a bet may exceed the current stake by; "pot" means no raise '
           "larger than the pot.", 10, kind="int-or-pot", minimum=1, maximum=1_000_000,
           shared=True),
    Option("money", 'Where the money is: "pocket" (no table stakes; balances may go below zero) '
           'or "stacks" (everyone buys in; a player who runs short covers the pot).',
           "pocket", kind="choice", choices=("pocket", "stacks"), shared=True),
    Option("buy_in", 'Chips each player starts with when money = "stacks".', 100,
           minimum=1, maximum=1_000_000_000, shared=True),
    Option("rebuy", 'With money = "stacks": a player who cannot pay the ante buys in again for '
           "buy_in before the next deal, instead of leaving the game.", False, kind="bool",
           shared=True),
    Option("see_cost", 'What seeing costs: "double" (twice the stake) or "equal" (an open player '
           "sees an open player for the stake).", "double", kind="choice",
           choices=("double", "equal"), shared=True),
    Option("shuffle", 'When the pack is shuffled: "after-prial" (before the first deal and after a '
           'see won by a prial; otherwise used cards go to the bottom) or "every-hand".',
           "after-prial", kind="choice", choices=("after-prial", "every-hand"), shared=True),
    Option("wild", 'Wild cards: "none", "twos", "black-twos", "one-eyed-jacks" (J of hearts and '
           'spades), "suicide-king" (K of hearts), "joker" or "jokers" (one or two added).',
           "none", kind="choice",
           choices=("none", "twos", "black-twos", "one-eyed-jacks", "suicide-king", "joker", "jokers"),
           shared=True),
    Option("min_players", "The fewest players the table may start with.", 2, minimum=1, maximum=10),
    Option("max_players", "The most players the table may seat.", 10, minimum=1, maximum=10),
    Option("coach", "At a hosted table (brag host): whether the seats may use the coach, the panel "
           "advising them at their own turn.", False, kind="bool", shared=True),
)
"""The options more than one family takes: those of the ``[defaults]`` table, then the table's size.
Every other option is its family's (each family's ``options.py``)."""

ANTE = SHARED_OPTIONS[0]
STAKES = SHARED_OPTIONS[:9]
"""The ante and the betting round's options, for the games played with bets and stakes."""
WILD = SHARED_OPTIONS[9]
PLAYERS = SHARED_OPTIONS[10:]
"""The fewest and the most players, and whether a hosted table allows the coach: every game takes them."""


class Rules:
    """The house rules in force for one variant. Immutable; build with :func:`load_rules`.

    It holds a value for every option of every registered family (see :func:`schema`), whether
    or not the option applies to the variant: a dealer's choice game reads the rules of each game
    it deals, and one record serves them all. Only ``variant`` and the options every family shares
    are declared here, with their types; a family's own options (``rules.lives``, ``rules.boot``)
    are attributes too, set from the schema when the rules are built, so that an option is
    defined once, in its family's ``options.py``. Every value starts from the schema (see
    :func:`default_rules`). Two rules are equal when they hold the same values; they hash alike
    and pickle.
    """

    # The values live in the instance's __dict__, so reading one costs what reading any
    # attribute costs; the one slot keeps the hash once worked out, apart from the values.
    __slots__ = ("__dict__", "_hash")

    variant: str
    # The shared options (SHARED_OPTIONS above).
    ante: int
    min_bet: int
    max_bet: int | str
    max_raise: int | str
    money: str
    buy_in: int
    rebuy: bool
    see_cost: str
    shuffle: str
    wild: str
    min_players: int
    max_players: int
    coach: bool
    _hash: int

    if TYPE_CHECKING:
        def __getattr__(self, key: str) -> Any:
            """A family's own option (declared for the type checker only: at run time every
            value is an attribute of the instance)."""

    def __init__(self, variant: str, **values: Any) -> None:
        """``values``: one for each option of the schema (:func:`options`), no more and no fewer."""
        known = schema().options
        if values.keys() != known.keys():
            raise TypeError("rules take a value for each option of the schema; these differ: "
                            + ", ".join(sorted(values.keys() ^ known.keys())))
        _fill(self, {"variant": variant, **{key: values[key] for key in known}})

    def replace(self, **changes: Any) -> Rules:
        """These rules with some values changed (``changes`` are taken as given, unchecked)."""
        unknown = changes.keys() - self.__dict__.keys()
        if unknown:
            raise TypeError(f"rules have no option {', '.join(sorted(unknown))}")
        return _fill(object.__new__(Rules), {**self.__dict__, **changes})

    def __setattr__(self, key: str, value: Any) -> None:
        raise AttributeError(f"rules cannot be changed ({key}): make others with replace()")

    def __delattr__(self, key: str) -> None:
        raise AttributeError(f"rules cannot be changed ({key})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rules):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            object.__setattr__(self, "_hash", hash(frozenset(self.__dict__.items())))
            return self._hash

    def __repr__(self) -> str:
        return "Rules(" + ", ".join(f"{key}={value!r}" for key, value in self.__dict__.items()) + ")"

    def __reduce__(self) -> tuple[Callable[[dict[str, Any]], Rules], tuple[dict[str, Any]]]:
        return _restored, (dict(self.__dict__),)

    def keys(self) -> list[str]:
        """The keys that apply to this variant, in schema order."""
        return list(schema().keys[self.variant])

    def as_dict(self) -> dict[str, Any]:
        """The keys that apply to this variant with their values (pay tables as tables)."""
        return {key: _plain(getattr(self, key)) for key in self.keys()}

    def differences(self) -> dict[str, Any]:
        """Keys whose value differs from the shipped default for this variant."""
        return {k: v for k, v in self.as_dict().items()
                if v != _plain(option_of(k, self.variant).default_for(self.variant))}


def _fill(rules: Rules, values: dict[str, Any]) -> Rules:
    """Set ``values`` on a new ``rules``, one by one and in the schema's order: so every rules
    object lays its values out alike, and Python's attribute reads stay as fast as they can."""
    own = rules.__dict__
    for key, value in values.items():
        own[key] = value
    return rules


def _restored(values: dict[str, Any]) -> Rules:
    """Rules unpickled: their values as they were, whatever the schema of this process."""
    return _fill(object.__new__(Rules), values)


def _plain(value: Any) -> Any:
    """A rule's value as TOML and JSON write it: a pay table as a table, a list of games as a
    list, anything else as it is."""
    if isinstance(value, PayTable):
        return value.as_dict()
    return list(value) if isinstance(value, tuple) else value


Limit: TypeAlias = "tuple[tuple[str, ...], str]"
"""Amounts that must fit together: the keys on the left add up to no more than the one on the right."""


@dataclass(frozen=True)
class FamilyOptions:
    """A family's house rules, as its ``options.py`` gives them to the schema as ``SCHEMA``."""

    games: Mapping[str, tuple[Option, ...]]
    """Each of its games' options (shared ones and its own), in the order ``brag rules`` lists them."""
    defaults: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """A game's own defaults, where they differ from the option's."""
    limits: tuple[Limit, ...] = ()
    """Its own amounts that must fit together (beside the shared ones)."""
    check: Callable[[Rules, str], tuple[str, str] | None] | None = None
    """Any other clash of its rules: the key to blame and what is wrong, or ``None``."""
    own: tuple[str, ...] = ()
    """Keys another family defines that this one defines its own way for its games (other choices,
    limits, help); any other key two families define differently is a mistake in the code."""


class Schema(NamedTuple):
    """Every option of the registered families, put together."""

    options: Mapping[str, Option]
    """Every option by key, with the tables that take it and their own defaults filled in (a key two
    families define differently: the first definition, naming every table that takes the key)."""
    own: Mapping[str, Mapping[str, Option]]
    """A table's own definition of a key that another family defines differently (Teen Patti's
    ``shuffle`` and ``max_stake``), filled in likewise; a ``[defaults]`` table does not set it."""
    keys: Mapping[str, tuple[str, ...]]
    """Each rules table's keys, in the order ``brag rules`` lists them."""
    families: Mapping[str, FamilyOptions]
    """The family options of each rules table."""


def schema() -> Schema:
    """The schema of every registered variant's family, each ``options.py`` imported on first use
    (never its controller). Built again only when the registry changes; the rules built from
    another schema are then forgotten, since a :class:`Rules` holds the options of its schema."""
    variants = tuple(REGISTRY.values())
    seen, before = _LAST
    built = before
    # Rules are read often (every key of every table): the registry is compared by identity, not hashed.
    if built is None or len(seen) != len(variants) or \
            any(a is not b for a, b in zip(seen, variants, strict=True)):
        built = _schema(tuple((v.rules_table, v.options_module) for v in variants))
        _LAST[:] = [variants, built]
        if built is not before:
            default_rules.cache_clear()
            shipped_rules.cache_clear()
    return built


_LAST: list[Any] = [(), None]
"""The registry's variants the schema was last asked for, and that schema."""


@cache
def _schema(tables: tuple[tuple[str, str], ...]) -> Schema:
    families = {table: import_module(module).SCHEMA for table, module in dict(tables).items()}
    keys = {table: tuple(o.key for o in family.games[table]) for table, family in families.items()}

    first = _each_once(families)

    def filled(each: Option) -> Option:
        # The defaults of a key's own definitions are kept with its first one too, so that its
        # default_for tells every game's default.
        defaults = {table: own.default for table, family in families.items() for own in family.games[table]
                    if own.key == each.key and own != first[each.key]}
        defaults.update(_own_defaults(families, each.key))
        return each._replace(variants=tuple(t for t in families if each.key in keys[t]),
                             variant_defaults=defaults)

    options = {key: filled(each) for key, each in first.items()}
    own = {table: {each.key: filled(each) for each in family.games[table] if each != first[each.key]}
           for table, family in families.items()}
    taken = {"variant", *dir(Rules)}
    for key in options:
        _check_name(key, taken)
    return Schema(options, {table: defined for table, defined in own.items() if defined}, keys, families)


def _check_name(key: str, taken: set[str]) -> None:
    """Refuse an option whose key cannot be read as an attribute of :class:`Rules`, or would be read
    as one of the names ``taken`` by the record itself (``variant``, ``keys``, ``replace``, ...)."""
    if not key.isidentifier() or key.startswith("_"):
        raise TypeError(f"the option {key!r} is not a name a rule can have (a Python name, not starting with _)")
    if key in taken:
        raise TypeError(f"the option {key!r} clashes with Rules.{key}")


def _each_once(families: Mapping[str, FamilyOptions]) -> dict[str, Option]:
    """Every option the tables take, by key, in the order they first come: its first definition. A
    key two families define differently is a mistake in the code, unless the later one says the key
    is its own (``FamilyOptions.own``; see ``Schema.own``)."""
    found: dict[str, Option] = {}
    for table, family in families.items():
        for each in family.games[table]:
            if found.setdefault(each.key, each) != each and each.key not in family.own:
                raise TypeError(f"two families define the option {each.key!r} differently")
    return found


def _own_defaults(families: Mapping[str, FamilyOptions], key: str) -> dict[str, Any]:
    """The tables whose families give ``key`` a default of its own, with that default."""
    return {table: family.defaults[table][key] for table, family in families.items()
            if key in family.defaults.get(table, {})}


def options() -> Mapping[str, Option]:
    """Every option of every registered game, by key."""
    return schema().options


def option_of(key: str, table: str | None = None) -> Option:
    """The option ``key`` (a key of some registered game); given the rules ``table`` of a game that
    takes it, that game's definition (its own choices, limits and help, where it has them)."""
    built = schema()
    if table is not None:
        own = built.own.get(table, {}).get(key)
        if own is not None:
            return own
    return built.options[key]


@cache
def default_rules(variant: str) -> Rules:
    """The schema's defaults for ``variant``, before any rules file is read.

    Options that do not apply to the variant take their general default, so that
    two rules for the same variant compare equal exactly when they play the same.
    """
    return Rules(variant, **{key: option_of(key, variant).default_for(variant) for key in options()})


def check_variant(variant: str) -> str:
    """The rules table of ``variant`` if it is registered, else a :class:`RulesError` suggesting
    the closest."""
    entry = REGISTRY.get(variant)
    if entry is None:
        raise RulesError(f"unknown variant {variant!r}; expected one of {', '.join(REGISTRY)}"
                         + _suggest(variant, REGISTRY))
    return entry.rules_table


def _suggest(word: str, known: Iterable[str]) -> str:
    import difflib

    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _apply_table(values: dict[str, Any], variant: str, table: Any, source: str, name: str,
                 strict: bool, origins: dict[str, str] | None = None) -> None:
    """Check one table and copy the keys that apply to ``variant`` into ``values``.

    ``strict``: every key must apply to ``variant`` (a variant's own table). In a
    ``[defaults]`` table a key may belong to other variants, but must be known
    and valid wherever it is used. ``origins``, if given, learns where each key
    copied was set, latest last, for the messages of :func:`_consistent`.
    """
    where = f"{source}, {_table(name)}"
    if not isinstance(table, dict):
        raise RulesError(f"{source}: {_table(name)} must be a table of keys, not {_type_name(table)}")
    known = options()
    for key, value in table.items():
        option = known.get(key)
        if option is None:
            whose = "some game's" if name == DEFAULTS_TABLE else f"the {variant}"
            raise RulesError(f"{where}: unknown key {key!r}{_suggest(key, known)}; "
                             f"expected a key of {whose} rules (brag rules lists them)")
        if strict and variant not in option.variants:
            raise RulesError(f"{where} {key} = {_show(value)}: {key} does not apply to {variant}; "
                             f"it is a rule of {', '.join(option.variants)} only")
        takes = variant in option.variants
        own = option_of(key, variant)
        if own is not option and not strict:
            # The game defines this key its own way: a [defaults] value is not for it.
            takes = False
        checked = (own if takes else option).check(value, where)
        if takes:
            values[key] = checked
            if origins is not None:
                origins.pop(key, None)
                origins[key] = where


def _check_document(document: dict[str, Any], source: str) -> None:
    tables = rules_tables()
    for name, table in document.items():
        if name != DEFAULTS_TABLE and name not in tables and not isinstance(table, dict):
            # A key written above every table heading: the commonest slip in a hand-written file.
            raise RulesError(f"{source}: {name} = {_show(table)} is outside any table; expected it under "
                             f"[{DEFAULTS_TABLE}] (every game) or a game's own table, such as [three-card]")
        if name != DEFAULTS_TABLE and name not in tables:
            suggestion = _suggest(name, (DEFAULTS_TABLE, *tables))
            raise RulesError(f"{source}: unknown table {_table(name)}{suggestion}; "
                             f"expected [{DEFAULTS_TABLE}] or one of "
                             + ", ".join(f"[{v}]" for v in tables))
        # Every table is checked, not only the one in use, so a typo never waits for another game.
        for variant in (tables if name == DEFAULTS_TABLE else (name,)):
            _apply_table({}, variant, table, source, name, strict=name != DEFAULTS_TABLE)


def parse_rules_text(text: str, source: str) -> dict[str, Any]:
    """Parse and check rules TOML text; ``source`` names it in errors."""
    import tomli as tomllib

    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RulesError(f"{source}: not valid TOML: {error}") from None
    _check_document(document, source)
    return document


def parse_override(text: str) -> tuple[str, Any]:
    """Read one ``--set key=value``; the value is TOML (``true``, ``5``, ``["none", "twos"]``),
    else plain text. A rule that takes a list also reads its items as plain text joined by ``|``
    (``choice_wild=none|twos``; one item alone is a list of one): that form holds no comma or
    space, so it fits the setup screen's box of rules split on commas."""
    import tomli as tomllib

    key, sep, raw = text.partition("=")
    key, raw = key.strip(), raw.strip()
    if not sep or not key or not key.isprintable():
        raise RulesError(f"--set {text!r}: expected key=value, such as ante=2")
    try:
        value = tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        option = options().get(key)
        value = [item.strip() for item in raw.split("|")] if option is not None and \
            option.kind in ("games", "list") else raw
    return key, value


def shipped_rules_path() -> Path:
    """The default rules file inside the installed package (named in its errors)."""
    return Path(__file__).resolve().parent.parent / "rules.toml"


def load_rules(variant: str, overrides: Iterable[str] = (), *,
               documents: Iterable[tuple[dict[str, Any], str]] = (),
               table: Mapping[str, Any] | None = None, table_source: str = "[rules]") -> Rules:
    """The rules in force for ``variant``.

    Layers, later winning: the shipped file; ``documents``, a player's rules files
    already read and checked (:func:`parse_rules_text`), each with its name;
    ``table`` (a flat table such as a hand history's ``[rules]``); ``overrides``
    as ``key=value`` strings. The core opens no player's file:
    :func:`bragtui.store.rules_files.rules_in_force` reads them.

    The shipped file is read once per process (see :func:`shipped_rules`).
    """
    variant = check_variant(variant)  # from here on the variant's house rules are its table's
    schema()  # first, so that rules cached under another registry are not used
    players = REGISTRY[variant].players if variant in REGISTRY else (2, 10)
    values = dict(vars(shipped_rules(variant)))
    origins: dict[str, str] = {}
    for document, source in documents:
        _apply_document(values, variant, document, source, origins)
    if table is not None:
        _apply_table(values, variant, dict(table), table_source, "rules", strict=True, origins=origins)
    for text in overrides:
        key, value = parse_override(text)
        _apply_table(values, variant, {key: value}, f"--set {text!r}", variant, strict=True, origins=origins)
    return _consistent(Rules(**values), variant, players, origins)


@cache
def shipped_rules(variant: str) -> Rules:
    """The schema's defaults for ``variant`` with the shipped ``rules.toml`` laid over them.

    The shipped file is read and checked in full on the first call, and never
    again in this process; a variant's rules are then kept as built.
    """
    values = dict(vars(default_rules(variant)))
    document = _shipped_document()
    if document is not None:
        _apply_document(values, variant, document, str(shipped_rules_path()))
    return Rules(**values)


@cache
def _shipped_document() -> dict[str, Any] | None:
    """The shipped file's tables, checked; ``None`` if the package has no such file.

    The one file the core reads: the package's own data, loaded as its code is, never a
    player's file or folder.
    """
    from importlib.resources import files

    shipped = files("bragtui").joinpath("rules.toml")
    if not shipped.is_file():
        return None
    return parse_rules_text(shipped.read_text(encoding="utf-8"), str(shipped_rules_path()))


def _apply_document(values: dict[str, Any], variant: str, document: dict[str, Any], source: str,
                    origins: dict[str, str] | None = None) -> None:
    """Lay one checked file over ``values``: its ``[defaults]``, then the variant's own table."""
    if DEFAULTS_TABLE in document:
        _apply_table(values, variant, document[DEFAULTS_TABLE], source, DEFAULTS_TABLE, strict=False,
                     origins=origins)
    if variant in document:
        _apply_table(values, variant, document[variant], source, variant, strict=True, origins=origins)


def _consistent(rules: Rules, variant: str, players: tuple[int, int], origins: Mapping[str, str]) -> Rules:
    """Refuse amounts and limits that contradict each other (``players``: the variant's range).

    The message names the key set last of those that clash, where it was set (``origins``),
    and the values it could take.
    """
    family = schema().families[variant]
    found = _player_count_problem(rules, variant, players) or _pot_opening_problem(rules, variant) or \
        (family.check and family.check(rules, variant))
    if found is None:
        found = next(filter(None, (_limit_problem(rules, small, big, origins)
                                   for small, big in _limits(rules, variant))), None)
    if found is not None:
        key, problem = found
        where = origins.get(key, f"the default rules, [{variant}]")
        raise RulesError(f"{where} {key} = {_show(getattr(rules, key))}: {problem}")
    return rules


def _player_count_problem(rules: Rules, variant: str, players: tuple[int, int]) -> tuple[str, str] | None:
    low, high = players
    for key in ("min_players", "max_players"):
        if not low <= getattr(rules, key) <= high:
            return key, f"{variant} is for {low} to {high} players; expected a whole number from {low} to {high}"
    return None


POT_OPENING = ("three-card", "four-card", "five-card")
"""The games whose first bet may be limited by the pot (``max_bet = "pot"``)."""


def _pot_opening_problem(rules: Rules, variant: str) -> tuple[str, str] | None:
    if rules.max_bet == "pot" and variant not in POT_OPENING:
        return "max_bet", (f'"pot" is a rule of {", ".join(POT_OPENING)} only; expected a whole number '
                           "from 1 to 1000000")
    return None


_LIMITS: tuple[Limit, ...] = ((("min_players",), "max_players"), (("min_bet",), "max_bet"),
                              (("ante", "min_bet"), "buy_in"))
"""The shared options' amounts that must fit together (a family adds its own)."""


def _limits(rules: Rules, variant: str) -> list[tuple[tuple[str, ...], str]]:
    """The limits ``variant`` must keep: those whose keys are all rules of it (the buy-in only with
    table stakes)."""
    keys = set(schema().keys[variant])
    return [(small, big) for small, big in (*_LIMITS, *schema().families[variant].limits)
            if keys.issuperset((*small, big)) and (big != "buy_in" or rules.money == "stacks")]


def _limit_problem(rules: Rules, small: tuple[str, ...], big: str,
                   origins: Mapping[str, str]) -> tuple[str, str] | None:
    """The key to blame and what is wrong, if the ``small`` keys add up to more than ``big``."""
    total, most = sum(getattr(rules, key) for key in small), getattr(rules, big)
    if isinstance(most, str):  # "pot": a limit that moves with the pot
        return None
    if total <= most:
        return None
    order = list(origins)
    blamed = max((*small, big), key=lambda key: order.index(key) if key in order else -1)
    parts = " + ".join(small)
    if blamed == big:
        return big, f"is less than {parts} ({total}); expected at least {total}"
    if len(small) == 1:
        return blamed, f"is more than {big} ({most}); expected at most {most}"
    room = most - (total - getattr(rules, blamed))
    return blamed, f"makes {parts} ({total}) more than {big} ({most}); expected at most {room}"


def rules_toml(rules: Rules) -> str:
    """The rules in force as commented TOML: one table, loadable with ``--rules``."""
    lines = [f"# House rules in force for {rules.variant}.",
             "# Save this file, edit it and pass it back with --rules FILE.", "",
             f"[{rules.variant}]"]
    for key, value in rules.as_dict().items():
        lines += _commented(option_of(key, rules.variant), value)
    return "\n".join(lines) + "\n"


def _commented(option: Option, value: Any) -> list[str]:
    import textwrap

    import tomli_w

    comment = textwrap.wrap(option.help, 76) + textwrap.wrap(f"Allowed: {option.allowed()}.", 76)
    value = _plain(value)
    if isinstance(value, dict):
        # Written inline, so the table stays inside the variant's table.
        setting = f"{option.key} = {{ " + ", ".join(f"{name} = {n}" for name, n in value.items()) + " }"
    else:
        setting = tomli_w.dumps({option.key: value}).strip()
        if isinstance(value, list):  # tomli_w sets a list out one item a line: keep it on one
            setting = f"{option.key} = [" + ", ".join(f'"{item}"' for item in value) + "]"
    return ["", *(f"# {line}" for line in comment), setting]


def shipped_rules_text() -> str:
    """The full default ``rules.toml``: shared defaults, then one table per variant."""
    lines = ["# bragtui house rules.",
             "#",
             "# [defaults] applies to every variant that uses a key; a variant's own table",
             "# overrides it. Copy this file, change what your school plays, and pass it",
             "# with --rules FILE (or keep it as rules.toml in your config folder).",
             "", f"[{DEFAULTS_TABLE}]"]
    for shared in SHARED_OPTIONS:
        if shared.shared:
            lines += _commented(shared, shared.default)
    for variant in rules_tables():
        lines += ["", "", f"[{variant}]"]
        for key in schema().keys[variant]:
            each = option_of(key, variant)
            if not each.shared or each.default_for(variant) != each.default:
                lines += _commented(each, each.default_for(variant))
    return "\n".join(lines) + "\n"
