"""Hand histories (``brag-history/1``): writing a game as TOML and rebuilding it.

The record holds the setup (variant, seats, first dealer, seed or pack, house
rules that differ from the defaults) and, for every hand, the deal and each
action in order. Rebuilding replays every action through the controller, so a
file is only accepted if every action in it is legal.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import tomli as tomllib  # the compiled upstream of the standard tomllib

from bragtui.core.actions import action_text
from bragtui.core.cards import Card, cards_text, parse_cards
from bragtui.core.errors import BragError, CardError, HistoryError, IllegalAction, RulesError
from bragtui.core.factory import new_game
from bragtui.core.game import Game, HandRecord
from bragtui.core.rules import load_rules
from bragtui.core.seats import parse_seat, seat_label
from bragtui.core.seeds import seed_of
from bragtui.core.variants import REGISTRY, get_variant

FORMAT = "brag-history/1"
_KNOWN_KEYS = {"format", "variant", "players", "dealer", "seed", "pack", "rules", "computer", "hand"}


def game_record(game: Game) -> dict[str, Any]:
    """The game as a ``brag-history/1`` document (a dict ready for a TOML writer)."""
    records = game.hand_records()
    if records and records[0].number != 1:
        raise BragError("this game kept only its latest hand (keep_history is off), "
                        "so it has no full history")
    record = _header(game)
    record["hand"] = [hand_entry(hand, game) for hand in records]
    return record


def _header(game: Game) -> dict[str, Any]:
    """Everything in a history but its hands."""
    players = game.players
    record: dict[str, Any] = {"format": FORMAT, "variant": game.variant, "players": list(players),
                              "dealer": players[game.first_dealer], "seed": game.seed}
    given_pack = getattr(game, "given_pack", None)
    if given_pack is not None:
        record["pack"] = cards_text(given_pack)
    changed = game.rules.differences()
    if changed:
        record["rules"] = changed
    if game.computer_seats:
        record["computer"] = {players[seat]: label for seat, label in sorted(game.computer_seats.items())}
    return record


def hand_entry(hand: HandRecord, game: Game) -> dict[str, Any]:
    """One ``[[hand]]`` table: the game chosen (dealer's choice), the deal, other dealt cards, the actions."""
    players, in_deal = game.players, get_variant(game.variant).in_deal
    entry: dict[str, Any] = {"variant": hand.variant} if hand.variant is not None else {}
    if hand.settings:
        entry["rules"] = dict(hand.settings)
    entry["deal"] = {players[seat]: cards_text(cards) for seat, cards in hand.deal.items()}
    for key, cards in hand.extra.items():
        (entry["deal"] if key in in_deal else entry)[key] = cards_text(cards)
    entry["actions"] = [action_text(action, players) for action in hand.actions]
    return entry


def header_toml(game: Game) -> str:
    """Everything in the game's history but its hands, as TOML text; :func:`hand_toml` texts follow it."""
    import tomli_w

    return tomli_w.dumps(_header(game))


def hand_toml(hand: HandRecord, game: Game) -> str:
    """One hand's ``[[hand]]`` table as TOML text, starting with a blank line: the header's text
    followed by any number of these, in order, is the game's history."""
    return "\n" + _hand_toml(hand_entry(hand, game))


def _hand_toml(entry: dict[str, Any]) -> str:
    """One ``[[hand]]`` table, always written as a table of its own (never inline), so that it can
    follow the header's tables."""
    import tomli_w

    rest = {key: value for key, value in entry.items() if key not in ("deal", "rules")}
    settings = entry.get("rules")
    # The dealer's settings are written inline: a table of their own would end the hand's.
    inline = "rules = { " + ", ".join(tomli_w.dumps({k: v}).strip() for k, v in settings.items()) + " }\n" \
        if settings else ""
    return f"[[hand]]\n{inline}{tomli_w.dumps(rest)}\n[hand.deal]\n{tomli_w.dumps(entry['deal'])}"


def history_toml(game: Game) -> str:
    """The game's hand history as TOML text."""
    import tomli_w

    return tomli_w.dumps(game_record(game))


def parse_history(text: str, source: str = "history") -> dict[str, Any]:
    """A history's TOML text read as a document, not yet checked against the rules."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise HistoryError(f"{source}: not valid TOML: {error}") from None


def _require(document: Mapping[str, Any], key: str, kind: type, source: str, what: str) -> Any:
    if key not in document:
        raise HistoryError(f"{source}: missing required key {key!r} ({what})")
    value = document[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise HistoryError(f"{source}: {key!r} must be {what}")
    return value


def load_history(text: str, source: str = "history", *, fixed_seed: bool = False) -> Game:
    """Rebuild a game from hand-history text; ``source`` names it in errors. With ``fixed_seed``, a
    history that names no seed is given the one its text gives (:func:`~bragtui.core.seeds.seed_of`:
    a review of such a history is then the same every time)."""
    return load_document(parse_history(text, source), source, seed_of(text) if fixed_seed else None)


def load_document(document: Mapping[str, Any], source: str = "history", seed: int | None = None) -> Game:
    """Rebuild a game from a history document (read TOML), checking every action; ``seed``: the
    seed if the document names none (by default, one drawn at random)."""
    game = _new_game(document, source, seed)
    hands = document.get("hand", [])
    if not isinstance(hands, list) or not all(isinstance(h, dict) for h in hands):
        raise HistoryError(f"{source}: [[hand]] must be a list of tables")
    for number, entry in enumerate(hands, start=1):
        _replay_hand(game, entry, number, number == len(hands), source)
    return game


def _check_header(document: Mapping[str, Any], source: str) -> str:
    """Check the format and the top-level keys; return the variant."""
    fmt = _require(document, "format", str, source, f'the text "{FORMAT}"')
    if fmt != FORMAT:
        raise HistoryError(f"{source}: format is {fmt!r}; this reads {FORMAT!r}")
    unknown = sorted(k for k in document if k not in _KNOWN_KEYS and not k.startswith("_"))
    if unknown:
        raise HistoryError(f"{source}: unknown key {unknown[0]!r}")
    variant: str = _require(document, "variant", str, source, "a variant id")
    if variant not in REGISTRY:
        raise HistoryError(f"{source}: unknown variant {variant!r}; expected one of {', '.join(REGISTRY)}")
    return variant


def _read_players(document: Mapping[str, Any], source: str) -> tuple[list[str], int]:
    """The players and the seat of the first dealer."""
    players = _require(document, "players", list, source, "a list of player names")
    if not all(isinstance(p, str) for p in players):
        raise HistoryError(f"{source}: 'players' must be a list of names")
    dealer = _require(document, "dealer", str, source, "the name of the first dealer")
    if dealer not in players:
        raise HistoryError(f"{source}: the dealer {dealer!r} is not one of the players")
    return players, players.index(dealer)


def _read_seed_and_pack(document: Mapping[str, Any], source: str) -> tuple[int | None, list[Card] | None]:
    seed = document.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
        raise HistoryError(f"{source}: 'seed' must be a whole number, 0 or more")
    if "pack" not in document:
        return seed, None
    pack_text = _require(document, "pack", str, source, "the cards of the pack, top first")
    try:
        return seed, parse_cards(pack_text, what="the pack")
    except CardError as error:
        raise HistoryError(f"{source}: {error}") from None


def new_game_from(document: Mapping[str, Any], source: str = "history") -> Game:
    """The game a history document's header describes, before any hand (to walk its hands again)."""
    return _new_game(document, source)


def _new_game(document: Mapping[str, Any], source: str, unnamed_seed: int | None = None) -> Game:
    """The game a history's header describes, before any hand (seeded ``unnamed_seed`` if the
    history names no seed)."""
    variant = _check_header(document, source)
    players, dealer = _read_players(document, source)
    seed, pack = _read_seed_and_pack(document, source)
    if seed is None:
        seed = unnamed_seed
    rules_table = document.get("rules", {})
    if not isinstance(rules_table, dict):
        raise HistoryError(f"{source}: [rules] must be a table")
    try:
        rules = load_rules(variant, table=rules_table, table_source=source)
    except RulesError as error:
        raise HistoryError(str(error)) from None
    try:
        game = new_game(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
    except (IllegalAction, CardError) as error:
        raise HistoryError(f"{source}: {error}") from None
    game.computer_seats = _read_computer_seats(document, players, source)
    return game


def _read_computer_seats(document: Mapping[str, Any], players: list[str], source: str) -> dict[int, str]:
    """The ``computer`` table: which seats the computer plays, at which level and style."""
    table = document.get("computer", {})
    if not isinstance(table, dict):
        raise HistoryError(f"{source}: 'computer' must be a table of player names and levels")
    seats = {}
    for name, label in table.items():
        if name not in players:
            raise HistoryError(f"{source}: [computer]: {name!r} is not one of the players")
        if not isinstance(label, str):
            raise HistoryError(f"{source}: [computer]: {name}'s level must be text such as \"hard\"")
        try:
            seats[players.index(name)] = seat_label(*parse_seat(label))
        except BragError as error:
            raise HistoryError(f"{source}: [computer]: {name}: {error}") from None
    return seats


def _check_hand_entry(game: Game, entry: dict[str, Any], where: str) -> None:
    """Refuse unknown keys and keys of the wrong type in one ``[[hand]]`` table."""
    unknown = sorted(k for k in entry if k not in ("deal", "actions", "variant", "rules", *_EXTRA_KEYS)
                     and not k.startswith("_"))
    if unknown:
        raise HistoryError(f"{where}: unknown key {unknown[0]!r}")
    deal = entry.get("deal")
    if deal is not None and not _is_deal(deal):
        raise HistoryError(f"{where}: 'deal' must map player names to cards")
    for key, game_of_key in _EXTRA_KEYS.items():
        _check_extra(game, key, game_of_key, entry.get(key), where)
    if not isinstance(entry.get("actions", []), list):
        raise HistoryError(f"{where}: 'actions' must be a list of action strings")


_EXTRA_KEYS = {"centre": ("the centre hand's cards", "Bastard Brag"),
               "joker": ("the joker card", "Teen Patti's joker game")}
"""The cards a ``[[hand]]`` may record beside its deal, each for the variants whose family names it
among its ``deal_keys``: what it holds and the game it is for, in words."""


def _check_extra(game: Game, key: str, words: tuple[str, str], cards: object, where: str) -> None:
    if cards is None:
        return
    if not isinstance(cards, str):
        raise HistoryError(f"{where}: {key!r} must be {words[0]}")
    if key not in get_variant(game.variant).deal_keys:
        raise HistoryError(f"{where}: {key!r} is only for {words[1]}")


def recorded_extra(game: Game, entry: dict[str, Any]) -> str | None:
    """The cards a ``[[hand]]`` records beside its deal for this game (Bastard Brag's centre, the
    joker game's joker card), handed to ``start_hand`` with the deal."""
    return next((entry[key] for key in get_variant(game.variant).deal_keys if key in entry), None)


def choose_game(game: Game, entry: dict[str, Any]) -> None:
    """Dealer's choice: the game the dealer chose for this hand (its ``variant``), before its deal."""
    if "variant" not in entry:
        if "rules" in entry:
            raise IllegalAction("a hand's 'rules' (the dealer's settings) come with its 'variant'")
        return
    choose_next = getattr(game, "choose_next", None)
    if choose_next is None:
        raise IllegalAction("'variant' names a hand's game only in dealer's choice")
    if not isinstance(entry["variant"], str):
        raise IllegalAction("'variant' must be the key of a game, such as \"draw\"")
    settings = entry.get("rules")
    if settings is not None and not isinstance(settings, dict):
        raise IllegalAction("a hand's 'rules' must be a table such as { wild = \"twos\", blind = false }")
    choose_next(entry["variant"], settings)


def _is_deal(deal: object) -> bool:
    """Whether a recorded deal maps names to card text."""
    return isinstance(deal, dict) and all(isinstance(cards, str) for cards in deal.values())


def _replay_hand(game: Game, entry: dict[str, Any], number: int, last: bool, source: str) -> None:
    _check_hand_entry(game, entry, f"{source}: hand {number}")
    try:
        choose_game(game, entry)
        game.start_hand(entry.get("deal"), recorded_extra(game, entry))
    except BragError as error:
        raise HistoryError(f"{source}: hand {number}: {error}") from None

    def where(index: int, text: object) -> str:
        return f"hand {number}, action {index} {json.dumps(text, ensure_ascii=False)}"

    for index, text in enumerate(entry.get("actions", []), start=1):
        if not isinstance(text, str):
            raise HistoryError(f"{where(index, text)}: an action must be text")
        try:
            game.act(text)
        except BragError as error:
            # Asked only on failure: every action of a long history passes here.
            reason = "the hand is already over" if game.hand_over else error
            raise HistoryError(f"{where(index, text)}: {reason}") from None
    if not last and not game.hand_over:
        raise HistoryError(f"{source}: hand {number}: its actions stop before the hand is over, "
                           "but another hand follows")


def replay_summary(game: Game) -> dict[str, Any]:
    """The JSON object of ``brag replay --json``."""
    summary: dict[str, Any] = {"hands": [result.as_dict() for result in game.results],
                               "balances": dict(zip(game.players, game.money.balances, strict=True)),
                               "in_progress": not game.hand_over}
    summary.update(game_standing(game))
    return summary


def game_standing(game: Game) -> dict[str, Any]:
    """Lives or scores per player and the game's winner, for the variants won outright."""
    return dict(game.standing())
