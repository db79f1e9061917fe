"""``brag play`` and ``brag resume``: the hot-seat app."""

from __future__ import annotations

from pathlib import Path

import click

from bragtui.cli.rules_cmd import VariantChoice, rules_options
from bragtui.core.errors import IllegalAction


@click.command("play")
@click.option("--variant", "-v", type=VariantChoice(), default=None,
              help="Which game (asked on the setup screen if not given).")
@click.option("--players", "players", default=None, metavar="'ANN,BOB,CY'",
              help="Names, clockwise, separated by commas; the first deals first. Starts at once.")
@click.option("--seed", type=int, default=None, help="Seed for shuffling: the same seed, the same deals.")
@rules_options
@click.option("--ascii", is_flag=True, help="Draw suits as letters (c d h s) instead of symbols.")
def play_command(variant: str | None, players: str | None, seed: int | None, rules_file: str | None,
                 overrides: tuple[str, ...], ascii: bool) -> None:
    """Play Brag with friends sharing this terminal."""
    from bragtui.app import make_app
    from bragtui.app.saves import new_save_path
    from bragtui.core.rules import load_rules
    from bragtui.core.table import check_players
    from bragtui.core.variants import get_variant, variant_keys

    variants = (variant,) if variant else variant_keys()
    rules_for = {v: load_rules(v, rules_file, _overrides_for(v, overrides) if not variant else overrides)
                 for v in variants}
    game = None
    save_path = None
    if players is not None:
        chosen = variant or "three-card"
        names = [n.strip() for n in players.split(",")]
        if any(not n for n in names):
            raise IllegalAction("--players: every player needs a name (no empty names between commas)")
        check_players(names, chosen, rules_for[chosen])
        game = get_variant(chosen).controller_class()(chosen, names, rules_for[chosen], seed=seed)
        save_path = new_save_path(chosen)
        click.echo(f"The game is saved as you play, in {save_path}")
    app = make_app(game, save_path=save_path, ascii=ascii, rules_for=rules_for, seed=seed)
    app.run()
    if app.return_code not in (None, 0):
        raise SystemExit(app.return_code)
    if app.save_path is not None:
        click.echo(f"The game is saved in {app.save_path}; continue it with: brag resume")


def _overrides_for(variant: str, overrides: tuple[str, ...]) -> list[str]:
    """The ``--set`` overrides that apply to ``variant``, when the variant is chosen later.

    A key no variant uses is kept, so that loading the rules reports it.
    """
    from bragtui.core.rules import OPTIONS_BY_KEY, parse_override

    chosen = []
    for text in overrides:
        key, _ = parse_override(text)
        option = OPTIONS_BY_KEY.get(key)
        if option is None or variant in option.variants:
            chosen.append(text)
    return chosen


@click.command("resume")
@click.argument("file", required=False, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--ascii", is_flag=True, help="Draw suits as letters (c d h s) instead of symbols.")
def resume_command(file: Path | None, ascii: bool) -> None:
    """Continue a saved game (the latest, or FILE) exactly where it stopped.

    A save that cannot be read is reported in one line and left untouched.
    """
    from bragtui.app import make_app
    from bragtui.app.saves import latest_save, saves_folder
    from bragtui.core.errors import HistoryError
    from bragtui.core.history import read_history

    path = file if file is not None else latest_save()
    if path is None:
        raise HistoryError(f"no saved game in {saves_folder()}; start one with: brag play")
    game = read_history(path)
    app = make_app(game, save_path=path, ascii=ascii, rules_for={game.variant: game.rules})
    app.run()
    click.echo(f"The game is saved in {path}; continue it with: brag resume")
