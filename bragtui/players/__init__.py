"""Computer players: a layer above the core, below the app.

A computer player is :class:`ComputerPlayer` (a level, a style and a name) whose
``choose(view, legal, rng)`` returns a typed action from its seat's view alone,
as a person at the table decides. The app makes one per computer seat::

    player = ComputerPlayer.from_spec("hard:bold", name="Cy", rules=game.rules)
    view = game.view(seat)
    game.apply(player.choose(view, view.legal, rng))

Levels, weakest first: ``random`` (the simulator's random player), ``easy``,
``medium``, ``hard``. Styles: ``cautious``, ``steady`` (the default), ``bold``.
"""

from bragtui.core.kept import KeptJournal, SeatRecord
from bragtui.core.seats import (
           DEFAULT_LEVEL,
           DEFAULT_STYLE,
           LEVELS,
           STYLES,
           PlayerError,
           name_problem,
           parse_seat,
           read_players,
           seat_label,
)
from bragtui.players.coach import Advice, advise
from bragtui.players.facts import Facts, percent
from bragtui.players.player import ComputerPlayer
from bragtui.players.review import PLAYOUTS, Decision, Review, Reviewer, cost_words, review
from bragtui.players.seat_review import KeptReviewer, left_out, review_kept
from bragtui.players.seating import COMPUTER_NAMES, computer_names, safest

__all__ = [
           "COMPUTER_NAMES",
           "DEFAULT_LEVEL",
           "DEFAULT_STYLE",
           "LEVELS",
           "PLAYOUTS",
           "STYLES",
           "Advice",
           "ComputerPlayer",
           "Decision",
           "Facts",
           "KeptJournal",
           "KeptReviewer",
           "PlayerError",
           "Review",
           "Reviewer",
           "SeatRecord",
           "advise",
           "computer_names",
           "cost_words",
           "left_out",
           "name_problem",
           "parse_seat",
           "percent",
           "read_players",
           "review",
           "review_kept",
           "safest",
           "seat_label",
]
