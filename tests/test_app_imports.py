"""The app reaches the game only through its public interface.

Screens render views and send typed actions; they never touch a controller's
hand, betting round, pack, ledger or private attributes, and only one module
of the app (with the families' own modules) tells variants apart.
"""

import ast
import re
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parent.parent / "bragtui" / "app"
APP_MODULES = sorted(APP.rglob("*.py"))

ALLOWED_CORE_MODULES = {
    # The game interface: views to draw, actions to send, events and results to narrate,
    # the registry of variants, the game protocol (for types) and the errors it raises.
    "actions", "events", "results", "view", "variants", "game", "errors",
    # Each family's view records, actions and events, beside its controller.
    *(f"{family}.{part}" for family in ("brag", "bastard", "sethand", "draw", "casino", "dealers_choice",
                                         "teen_patti")
      for part in ("view", "actions", "events")),
    # The one way to make a game (a new game from the setup screen, a tally from a fresh one).
    "factory",
    # Pure helpers a screen may use to describe what a view holds: cards, hand values and
    # rankings, the odds table, the house rules and their schema, hand histories (autosave),
    # the Crash solver behind "suggest" and Crash's arrangement rules (the arrange screen checks
    # a hand as it is formed and keeps the formed hands in order, before any action is sent).
    "cards", "ranking", "hands", "odds", "rules", "history", "sethand.crash_solver",
    "sethand.arrangement",
    # Teen Patti's order of hands: its names, its wild cards and the hand a view's cards make.
    "teen_patti.hand_order",
    # Practice: the drills' questions and marking.
    "practice",
    # Casino Brag's exact odds, behind the casino screen's best play.
    "casino.casino_odds",
    # Views read back from the host's messages (a remote seat's screens draw the same views).
    "wire",
    # The clock the turn guard and a computer's pause wait on (a test hands in its own).
    "clock",
    # Counts written as words ("1 decision", "2 decisions"), as the core's own messages write them.
    "words",
}
ALLOWED_CORE_NAMES = {
    # The setup screen refuses unusable names before a game exists to ask.
    "table": {"check_players"},
    # The join page refuses a name the host would refuse, before it dials the host.
    "seats": {"name_problem", "NAME_LENGTH"},
}

ALLOWED_PLAYERS_MODULES = {
    # The computer players are a layer above the core and below the app: the app seats them
    # (ComputerPlayer from a seat's level) through their package, never their workings.
    "bragtui.players",
}

FORBIDDEN = {
    r"\.hand\b": "a controller's hand",
    r"\.betting\b": "a betting round",
    r"\.pack\b": "the pack",
    r"\bgame\.(lives|scores|money|carried_pot|hands|winner)\b": "a controller's state (read the view)",
    r"\bgame\._": "a controller's private attribute",
    r"for_lives": "telling variants apart by shape (use the registry's played_for)",
    r"why_not": "a controller's refusal helper (read view.refused)",
    r"table_view|public_log|controller_for": "names the game interface replaced",
    r"\b(has|get)attr\(\s*(self\.)?(app\.)?game\b": "probing the game's shape",
}

ONE_PLACE = {APP / "variant_screens.py", APP / "families.py",
             *(APP / name / "family.py" for name in ("brag", "bastard", "sethand", "draw", "casino", "dealers_choice",
                                                     "teen_patti"))}
"""The registry's reader, the families' registry and each family's own module."""
VARIANT_TESTS = {
    r"\bvariant\s*(==|!=|\bin\b)": "comparing a variant's key",
    r"getattr\([^)]*\"phase\"": "probing a hand's phase",
    r"played_for": "what a variant is played for",
}


def _core_imports(path: Path) -> list[tuple[str, str | None]]:
    """Each ``(core module, name)`` the module imports (name ``None`` for a whole module)."""
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "bragtui.core":
                found += [(alias.name, None) for alias in node.names]
            elif node.module.startswith("bragtui.core."):
                found += [(node.module.removeprefix("bragtui.core."), alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(alias.name.removeprefix("bragtui.core."), None) for alias in node.names
                      if alias.name.startswith("bragtui.core.")]
    return found


def _code_lines(path: Path) -> list[tuple[int, str]]:
    """The module's lines without comments (a comment may name what the code must not do)."""
    return [(number, line.split("#", 1)[0]) for number, line in
            enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)]


@pytest.mark.parametrize("path", APP_MODULES, ids=lambda p: str(p.relative_to(APP)))
def test_the_app_imports_only_the_cores_public_interface(path):
    for module, name in _core_imports(path):
        allowed = module in ALLOWED_CORE_MODULES or name in ALLOWED_CORE_NAMES.get(module, ())
        assert allowed, f"{path.name} imports {name or module} from bragtui.core.{module}"


def _players_imports(path: Path) -> list[str]:
    """Each module of the computer players the module imports."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("bragtui.players"):
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.startswith("bragtui.players")]
    return found


@pytest.mark.parametrize("path", APP_MODULES, ids=lambda p: str(p.relative_to(APP)))
def test_the_app_uses_the_computer_players_only_through_their_package(path):
    for module in _players_imports(path):
        assert module in ALLOWED_PLAYERS_MODULES, f"{path.name} imports {module}"


@pytest.mark.parametrize("path", APP_MODULES, ids=lambda p: str(p.relative_to(APP)))
def test_the_app_never_reaches_into_a_controller(path):
    for number, line in _code_lines(path):
        for pattern, what in FORBIDDEN.items():
            assert not re.search(pattern, line), f"{path.name}:{number} touches {what}: {line.strip()}"


@pytest.mark.parametrize("path", [p for p in APP_MODULES if p not in ONE_PLACE],
                         ids=lambda p: str(p.relative_to(APP)))
def test_only_variant_screens_tells_variants_apart(path):
    for number, line in _code_lines(path):
        for pattern, what in VARIANT_TESTS.items():
            assert not re.search(pattern, line), f"{path.name}:{number} tells variants apart by {what}"


def test_the_checks_catch_what_they_are_for():
    bad = ["hand = self.game.hand.taken", "game.money.balances", "getattr(self.game, 'for_lives', False)",
           "self.game.why_not_knock()", "if game.variant == 'crash':"]
    caught = [line for line in bad
              if any(re.search(p, line) for p in (*FORBIDDEN, *VARIANT_TESTS))]
    assert caught == bad
