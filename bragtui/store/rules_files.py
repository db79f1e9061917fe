"""A player's rules files: ``--rules FILE``, or ``rules.toml`` in the config folder.

Each file is read afresh on every call, so an edit between two games counts, and
each error still names the file. The core checks the text and lays the tables.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from bragtui.core.errors import RulesError
from bragtui.core.rules import Rules, check_variant, load_rules, parse_rules_text
from bragtui.store.files import read_text
from bragtui.store.folders import user_rules_path


def read_rules_file(path: str | Path) -> dict[str, Any]:
    """Read and check a rules file, returning its tables."""
    return parse_rules_text(read_text(path, "rules file", RulesError), str(path))


def player_documents(rules_file: str | Path | None = None,
                     use_user_config: bool = True) -> list[tuple[dict[str, Any], str]]:
    """The player's rules file with its name, if there is one: ``rules_file``, else the config folder's."""
    if rules_file is not None:
        return [(read_rules_file(rules_file), str(rules_file))]
    if not use_user_config:
        return []
    own = user_rules_path()
    return [(read_rules_file(own), str(own))] if own.is_file() else []


def rules_in_force(variant: str, rules_file: str | Path | None = None, overrides: Iterable[str] = (), *,
                   use_user_config: bool = True, table: Mapping[str, Any] | None = None,
                   table_source: str = "[rules]") -> Rules:
    """The rules in force for ``variant``: the shipped file; ``rules_file``, or the user's config
    file if present and ``use_user_config``; ``table``; ``overrides`` as ``key=value`` strings."""
    check_variant(variant)  # an unknown variant is named before any file is read
    return load_rules(variant, overrides, documents=player_documents(rules_file, use_user_config),
                      table=table, table_source=table_source)
