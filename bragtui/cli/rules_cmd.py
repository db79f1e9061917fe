"""``brag rules``: the house rules in force, as TOML to save and edit, or JSON."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from bragtui.cli.output import echo_json
from bragtui.core.variants import variant_keys
from bragtui.store.rules_files import rules_in_force

Command = TypeVar("Command", bound=Callable[..., Any])


def rules_options(function: Command) -> Command:
    """The ``--rules FILE`` and ``--set key=value`` options of every command that plays."""
    function = click.option("--set", "overrides", multiple=True, metavar="KEY=VALUE",
                            help="Override one house rule (repeatable); a list as a|b or [\"a\", \"b\"].")(function)
    function = click.option("--rules", "rules_file", type=click.Path(dir_okay=False),
                            help="A rules.toml of house rules (default: rules.toml in your "
                                 "config folder, if there is one).")(function)
    return function


def overrides_for(variant: str, overrides: tuple[str, ...]) -> list[str]:
    """The ``--set`` overrides that apply to ``variant``, where one command line sets the rules of
    several games (the game chosen later, or every game in turn).

    A key no variant uses is kept, so that loading the rules reports it.
    """
    from bragtui.core.rules import options, parse_override

    chosen = []
    for text in overrides:
        key, _ = parse_override(text)
        option = options().get(key)
        if option is None or variant in option.variants:
            chosen.append(text)
    return chosen


class VariantChoice(click.Choice):
    """The registered variants, read when the command runs (so a variant added later is offered)."""

    def __init__(self) -> None:
        super().__init__((), case_sensitive=True)

    @property
    def choices(self) -> tuple[str, ...]:
        return variant_keys()

    @choices.setter
    def choices(self, value: object) -> None:
        """Click sets the choices when the type is made; the registry is read instead."""


variant_option = click.option("--variant", "-v", type=VariantChoice(), default="three-card",
                              show_default=True, help="Which game.")


@click.command("rules")
@variant_option
@rules_options
@click.option("--json", "as_json", is_flag=True, help="Print the rules as one JSON object.")
def rules_command(variant: str, rules_file: str | None, overrides: tuple[str, ...], as_json: bool) -> None:
    """Print the house rules in force, as commented TOML that --rules reads back."""
    from bragtui.core.rules import rules_toml

    rules = rules_in_force(variant, rules_file, overrides)
    if as_json:
        echo_json({"variant": variant, "rules": rules.as_dict()})
    else:
        click.echo(rules_toml(rules), nl=False)
