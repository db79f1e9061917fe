"""``brag rank``, ``brag compare`` and ``brag odds``: practising hand rankings."""

from __future__ import annotations

import click

from bragtui.cli.output import echo_hand_odds, echo_json, percent
from bragtui.cli.rules_cmd import rules_options, variant_option
from bragtui.core import ranking
from bragtui.core.cards import Card, cards_text, parse_cards
from bragtui.core.errors import CardError
from bragtui.core.explain import why_beats
from bragtui.core.hands import JOKERS_IN_PACK, WILD_OPTIONS, HandValue, evaluate, lowest_hand_key
from bragtui.core.odds import HandOdds, TypeRow, hand_odds, type_table
from bragtui.core.rules import Rules
from bragtui.core.words import counted
from bragtui.store.rules_files import rules_in_force

wild_option = click.option(
    "--wild", type=click.Choice(list(WILD_OPTIONS)), default="none", show_default=True,
    help="Which cards are wild (house rule).")
json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
joker_option = click.option("--joker", metavar="CARD", default=None,
                            help="Teen Patti's joker game (--set game=joker): the card turned face up.")

TEEN_PATTI = "teen-patti"


def _teen_rules(variant: str, rules_file: str | None, overrides: tuple[str, ...], wild: str,
                joker: str | None) -> Rules | None:
    """The Teen Patti rules in force (``--wild`` read as ``--set wild=``), or ``None`` for the other
    games, which take no house rules here."""
    if variant == TEEN_PATTI:
        return rules_in_force(TEEN_PATTI, rules_file, (*overrides, *([f"wild={wild}"] if wild != "none" else [])))
    if rules_file is not None or overrides or joker is not None:
        raise click.UsageError("--rules, --set and --joker are for --variant teen-patti")
    return None


def _read_hand(words: tuple[str, ...] | str, what: str, wild: str) -> list[Card]:
    text = words if isinstance(words, str) else " ".join(words)
    cards = parse_cards(text, what=what, count=(3, 4, 5))
    if any(c.is_joker for c in cards) and wild not in ("joker", "jokers"):
        raise CardError(f"{what} holds a joker, but jokers are only in the pack with --wild joker or jokers")
    if wild == "joker" and sum(c.is_joker for c in cards) > 1:
        raise CardError(f"{what} holds two jokers, but --wild joker adds only one")
    return cards


def _hand_json(cards: list[Card], value: HandValue) -> dict[str, object]:
    return {"cards": cards_text(cards), "type": value.type_name,
            "description": value.describe(), "strength": value.score}


@click.command()
@click.argument("cards", nargs=-1, required=True)
@variant_option
@rules_options
@joker_option
@wild_option
@json_option
def rank(cards: tuple[str, ...], variant: str, rules_file: str | None, overrides: tuple[str, ...],
         joker: str | None, wild: str, as_json: bool) -> None:
    """Rank a hand: its type, and how many of the 22,100 hands it beats.

    CARDS is three cards such as 'Ah Kd 7c' (four or five: the best three count). With
    --variant teen-patti: in Teen Patti's order and names, under its house rules (--set game=muflis).
    """
    teen = _teen_rules(variant, rules_file, overrides, wild, joker)
    held = _read_hand(cards, "the hand", teen.wild if teen is not None else wild)
    if teen is not None:
        from bragtui.cli.teen_patti_hands import rank_teen

        rank_teen(held, teen, joker, as_json)
        return
    value = evaluate(held, wild)
    beats = ranking.hands_beaten(value.strength)
    if as_json:
        echo_json({**_hand_json(held, value), "beats": beats})
        return
    click.echo(f"{cards_text(held, glyphs=True)}: {value.describe()}")
    if len(held) > 3:
        click.echo(f"Best three: {cards_text(value.best, glyphs=True)}")
    click.echo(f"Type: {value.type_name}. Beats {beats:,} of the {ranking.TOTAL_HANDS:,} "
               f"three-card hands ({percent(beats / ranking.TOTAL_HANDS)}).")


def _why(winner: HandValue, loser: HandValue) -> str:
    """Why ``winner`` beats ``loser``, in words (equal hands: told apart by suits, with ``--suits``)."""
    if winner.score == loser.score:
        return "the hands are equal, and the suit of the highest card decides"
    return why_beats(winner, loser)


@click.command()
@click.argument("hands", nargs=-1, required=True)
@variant_option
@rules_options
@joker_option
@wild_option
@click.option("--suits", is_flag=True,
              help="Break ties by the suit of the highest card (Bastard Brag's lowest-hand rule).")
@json_option
def compare(hands: tuple[str, ...], variant: str, rules_file: str | None, overrides: tuple[str, ...],
            joker: str | None, wild: str, suits: bool, as_json: bool) -> None:
    """Compare hands and say which wins and why.

    Each HAND is one quoted argument of 3, 4 or 5 cards, all the same size,
    for example: brag compare 'Ah Kd 7c' '2s 2h 9d'. With --variant teen-patti: in Teen
    Patti's order and names, under its house rules (--set game=muflis).
    """
    teen = _teen_rules(variant, rules_file, overrides, wild, joker)
    held = _read_hands(hands, teen.wild if teen is not None else wild)
    if teen is not None:
        if suits:
            raise click.UsageError("--suits is Bastard Brag's rule, not Teen Patti's")
        from bragtui.cli.teen_patti_hands import compare_teen

        compare_teen(held, teen, joker, as_json)
        return
    values = [evaluate(cards, wild) for cards in held]
    keys = [lowest_hand_key(cards, wild) if suits else (value.score, 0)
            for cards, value in zip(held, values, strict=True)]
    top = max(keys)
    best = [i for i, key in enumerate(keys) if key == top]
    if as_json:
        echo_json({"hands": [_hand_json(c, v) for c, v in zip(held, values, strict=True)], "best": best,
                   "reason": _reason(values, keys, best)})
        return
    for i, (cards, value) in enumerate(zip(held, values, strict=True), start=1):
        click.echo(f"Hand {i}: {_hand_line(cards, value)}")
    click.echo(_verdict(values, keys, best))


def _read_hands(hands: tuple[str, ...], wild: str) -> list[list[Card]]:
    """Two or more hands of the same size, with no card in two of them."""
    if len(hands) < 2:
        raise CardError(f"compare needs at least two hands, got {len(hands)}")
    if all(_one_card(text) for text in hands):
        # The shell split hands typed without quotes into one argument a card.
        raise CardError(f"got {len(hands)} single cards; expected each hand as one quoted argument, "
                        "e.g. brag compare 'Ah Kd 7c' '2s 2h 9d'")
    held = [_read_hand(text, f"hand {i}", wild) for i, text in enumerate(hands, start=1)]
    if len({len(h) for h in held}) > 1:
        listed = ", ".join(f"hand {i} has {len(h)}" for i, h in enumerate(held, start=1))
        raise CardError(f"all hands must have the same number of cards: {listed}")
    _refuse_shared_cards(held, wild)
    return held


def _one_card(text: str) -> bool:
    """Whether ``text`` is a single card and nothing more."""
    try:
        return len(parse_cards(text)) == 1
    except CardError:
        return False


def _refuse_shared_cards(held: list[list[Card]], wild: str) -> None:
    """No card in two hands; jokers, all alike, no more of them than ``wild`` puts in the pack."""
    seen: dict[int, int] = {}
    for i, cards in enumerate(held, start=1):
        for card in cards:
            if card.is_joker:
                continue
            if card in seen:
                raise CardError(f"{card} is in hand {seen[card]} and hand {i}; a pack has one of each card")
            seen[card] = i
    jokers, most = sum(card.is_joker for cards in held for card in cards), JOKERS_IN_PACK.get(wild, 0)
    if jokers > most:
        raise CardError(f"the hands hold {jokers} jokers; expected at most {most}, as the pack has "
                        f"{counted(most, 'joker')} (--wild {wild})")


def _hand_line(cards: list[Card], value: HandValue) -> str:
    """A hand and what it is, with the best three when more cards are held."""
    extra = f" (best three {cards_text(value.best, glyphs=True)})" if len(cards) > 3 else ""
    return f"{cards_text(cards, glyphs=True)}: {value.describe()}{extra}"


def _reason(values: list[HandValue], keys: list[tuple[int, int]], best: list[int]) -> str:
    """Why the best hand beats the runner-up, or why the best hands are equal."""
    if len(best) > 1:
        return why_beats(values[best[0]], values[best[1]])
    winner = best[0]
    runner_up = max((k, i) for i, k in enumerate(keys) if i != winner)[1]
    return _why(values[winner], values[runner_up])


def _verdict(values: list[HandValue], keys: list[tuple[int, int]], best: list[int]) -> str:
    """Which hands tie, or which hand wins and why (against the runner-up)."""
    if len(best) > 1:
        return "Tie: hands " + " and ".join(str(i + 1) for i in best) + " are equal."
    return f"Hand {best[0] + 1} wins: {_reason(values, keys, best)}."


@click.command()
@click.argument("cards", nargs=-1)
@click.option("--players", "-n", type=click.IntRange(2, 10), default=2, show_default=True,
              help="Hands at the table, including this one.")
@click.option("--table", "show_table", is_flag=True,
              help="Show how often each hand type is dealt (without wild cards).")
@click.option("--trials", type=click.IntRange(100, 10_000_000), default=20_000, show_default=True,
              help="Random deals simulated for three or more players.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the simulation.")
@click.option("--casino", is_flag=True,
              help="Casino Brag: the exact house edge of the rules in force (with CARDS: the best play).")
@variant_option
@rules_options
@joker_option
@wild_option
@json_option
def odds(cards: tuple[str, ...], players: int, show_table: bool, trials: int, seed: int, casino: bool,
         variant: str, rules_file: str | None, overrides: tuple[str, ...], joker: str | None, wild: str,
         as_json: bool) -> None:
    """The chance that CARDS is the best of N hands dealt from the rest of the pack.

    Exact against one opponent (but for five cards with wild cards: too many
    deals); simulated (with its margin of error) against more.
    With --table, the count and probability of each type over all 22,100 hands.
    With --casino, Casino Brag's house edge over every player and house hand
    (--rules and --set give the house rules), or the best play for CARDS.
    With --variant teen-patti: in Teen Patti's order, under its house rules.
    """
    if variant == TEEN_PATTI and not casino:
        _teen_odds(cards, players, show_table, trials, seed,
                   _teen_rules(variant, rules_file, overrides, wild, joker), joker, as_json)
        return
    if casino:
        _refuse_beside_casino(show_table, variant, wild, players)
        _print_casino(cards, rules_in_force("casino", rules_file, overrides), as_json)
        return
    if rules_file is not None or overrides or joker is not None:
        raise click.UsageError("--rules and --set are for --casino and --variant teen-patti; --joker is for "
                               "Teen Patti's joker game")
    if _the_table(cards, show_table):
        _natural_table_only(f"--wild {wild}" if wild != "none" else "")
        _print_type_table(as_json)
        return
    held = _read_hand(cards, "the hand", wild)
    value = evaluate(held, wild)
    result = hand_odds(held, players, wild=wild, trials=trials, seed=seed)
    if as_json:
        echo_json({"cards": cards_text(held), "description": value.describe(), **result.as_dict()})
        return
    _print_hand_odds(held, value, result)


def _refuse_beside_casino(show_table: bool, variant: str, wild: str, players: int) -> None:
    """Refuse the options ``brag odds --casino`` has no use for, rather than leave them unheeded."""
    if show_table:
        raise click.UsageError("give either --casino or --table, not both")
    if variant not in ("three-card", "casino"):  # three-card: the option's default
        raise click.UsageError(f"--casino is Casino Brag's house edge, not {variant}'s: leave out --variant")
    if wild != "none" or players != 2:
        raise click.UsageError("--casino plays without wild cards, one hand against the house: "
                               "leave out --wild and --players")


def _the_table(cards: tuple[str, ...], show_table: bool) -> bool:
    """Whether ``brag odds`` prints the table of types (with ``--table``, and no cards) or a hand's odds."""
    if show_table and cards:
        raise click.UsageError("give either CARDS or --table, not both")
    if not show_table and not cards:
        raise click.UsageError("give the CARDS of a hand, or --table")
    return show_table


def _natural_table_only(wild_setting: str) -> None:
    """Refuse ``--table`` where cards are wild (``wild_setting`` names the setting that makes them
    so): its counts are of the hands without wild cards, and would be wrong."""
    if wild_setting:
        raise click.UsageError(f"--table counts the {ranking.TOTAL_HANDS:,} hands without wild cards, but "
                               f"{wild_setting} makes cards wild: leave it out")


def _teen_odds(cards: tuple[str, ...], players: int, show_table: bool, trials: int, seed: int,
               rules: Rules | None, joker: str | None, as_json: bool) -> None:
    """``brag odds --variant teen-patti``: the type table by Teen Patti's names, or a hand's chance."""
    from bragtui.cli.teen_patti_hands import odds_teen, type_table_teen

    assert rules is not None
    if _the_table(cards, show_table):
        _natural_table_only(f'the house rule game = "{rules.game}"' if rules.game in ("ak47", "joker")
                            else f'the house rule wild = "{rules.wild}"' if rules.wild != "none" else "")
        type_table_teen(as_json)
        return
    odds_teen(_read_hand(cards, "the hand", rules.wild), players, trials, seed, rules, joker, as_json)


def _print_casino(cards: tuple[str, ...], rules: Rules, as_json: bool) -> None:
    """The house edge of the Casino Brag rules in force, or the best play for one hand."""
    from bragtui.core.casino.casino_odds import best_play, casino_odds

    if cards:
        held = parse_cards(" ".join(cards), what="the hand", count=3)
        if any(card.is_joker for card in held):
            raise CardError("Casino Brag is played without jokers")
        play = best_play(held, rules)
        if as_json:
            echo_json({"cards": cards_text(held), "play": play.play, "play_value": play.play_value,
                       "fold_value": play.fold_value})
            return
        click.echo(f"{cards_text(held, glyphs=True)}: {'play' if play.play else 'fold'} "
                   f"(playing returns {play.play_value:+.4f} per chip of ante, folding {play.fold_value:+.0f})")
        return
    result = casino_odds(rules)
    if as_json:
        echo_json(result.as_dict())
        return
    click.echo("Casino Brag, every player hand against every house hand (exact):")
    click.echo(f"  house edge on the ante      {percent(result.ante_edge):>8} (with the best play)")
    click.echo(f"  house edge on the pair plus {percent(result.pair_plus_edge):>8}")
    if result.pair_plus_alone_edge is not None:
        click.echo(f"  pair plus alone, no ante    {percent(result.pair_plus_alone_edge):>8}")
    click.echo(f"  the house qualifies         {percent(result.dealer_qualifies):>8}")
    click.echo(f"  best play: play {result.play_from} or better, fold the rest")


def _print_type_table(as_json: bool) -> None:
    """How often each hand type is dealt, over all 22,100 three-card hands."""
    rows = type_table()
    if as_json:
        echo_json({"total": ranking.TOTAL_HANDS, "types": [
            {"type": r.name, "count": r.count, "probability": r.probability} for r in rows]})
        return
    click.echo(f"{'Hand':<16}{'Count':>8}{'Probability':>13}{'Odds against':>15}")
    for r in rows:
        click.echo(f"{r.name.capitalize():<16}{r.count:>8,}{percent(r.probability):>13}{_odds_text(r):>15}")
    click.echo(f"{'Total':<16}{ranking.TOTAL_HANDS:>8,}")


def _odds_text(row: TypeRow) -> str:
    """``n to 1`` against, or ``n to 1 on`` for a type dealt more often than not."""
    against = row.odds_against
    return f"{against:,.0f} to 1" if against >= 1 else f"{1 / against:,.0f} to 1 on"


def _print_hand_odds(held: list[Card], value: HandValue, result: HandOdds) -> None:
    echo_hand_odds(f"{cards_text(held, glyphs=True)}: {value.describe()}", result)
