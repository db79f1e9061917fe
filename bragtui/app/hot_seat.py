"""The hot-seat flow, with no screen in it: who may see the screen, when the terminal must be
passed, and what comes next.

The app asks :meth:`HotSeat.next` what to show after every move and maps the answer to a screen;
everything here reads the game only through its views, so it is tested without Textual.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from bragtui.core.game import Game
from bragtui.core.view import View

Kind = Literal["ending", "game-over", "deal", "computer", "handoff", "turn", "reveal"]

STILL_TO_PLAY = frozenset({"blind", "open", "seen", "waiting", "staked"})
"""The seat states, in any variant's seat rows, of a player who may have another turn this hand
(a betting player, blind, open or, in Teen Patti, seen; a Casino Brag player yet to stake or to
decide)."""


def may_act_again(view: View, seat: int) -> bool:
    """Whether ``seat`` may have another turn in the hand the (public) ``view`` shows. When unsure,
    yes: the app hides a person's cards from anyone who may act before them."""
    if view.result is not None or view.hand_number == 0:
        return False
    if view.has_set is not None:  # the set-hand games: each player sets once
        return not (view.has_set[seat] or view.out[seat]) if view.has_set else True
    seats = view.seats
    return seats[seat].status in STILL_TO_PLAY if seats else True


QUESTION_VERBS = ("agree", "disagree")
"""The answers to a question put to one seat, which that seat gives on its own screen."""


class Next(NamedTuple):
    """What comes next: its kind, and the seat it is for (a turn's seat, whom the hand-off is for,
    the computer that plays; ``None`` for a hand's or the game's ending and for a deal)."""

    kind: Kind
    seat: int | None = None


@dataclass
class HotSeat:
    """Who holds the terminal at a table of people (and computers) sharing it.

    ``people`` gives the seats people play at this terminal (computers' seats left out).
    """

    people: Callable[[], list[int]]
    viewer: int | None = None
    """The seat whose turn is on screen, and so whose private cards the screen may show."""
    holder: int | None = None
    """The person still at the terminal while computers play, their cards hidden since another
    person may act before them: back to them, no hand-off is needed; to anyone else, one is."""
    showdown_shown: int = 0
    """How many hands' endings have been shown."""
    handoff_due: bool = False
    """Hand off before the next turn whatever the screen shows (a resumed game)."""
    notes: dict[int, str] = field(default_factory=dict)
    """A note for one seat's eyes only, shown at that seat's next private screen."""
    reveals: list[int] = field(default_factory=list)
    """Seats owed a screen of their own before play goes on, in order: cards of another seat were
    just shown to them alone (a Teen Patti sideshow), for that moment only."""

    def start(self, game: Game) -> None:
        """A game (new or resumed) comes to the terminal: nobody holds it yet; a game already under
        way may have been left with anyone at the terminal, so it opens with a hand-off."""
        self.viewer = self.holder = None
        self.notes.clear()
        self.reveals.clear()
        self.showdown_shown = len(game.results) - (1 if game.result is not None else 0)
        self.handoff_due = game.view(None).hand_number > 0 and len(self.people()) > 1

    def next(self, game: Game, computers: Container[int] = ()) -> Next:
        """What must be shown next, as the flow moves on to it (``deal``: the next hand is due;
        ask again once it is dealt). ``computers``: the seats a computer plays. A seat owed a
        private screen gets it first (a host may even have ended the hand meanwhile)."""
        if self.reveals:
            return self._reveal(self.reveals[0])
        if game.result is not None and self.showdown_shown < len(game.results):
            self.showdown_shown = len(game.results)
            self.viewer = self.holder = None
            return Next("ending")
        if game.hand_over:
            if game.game_over:
                self.viewer = None
                return Next("game-over")
            return Next("deal")
        actor = game.to_act
        assert actor is not None
        if actor in computers or actor not in self.people():
            self._hide_unless_next(game)
            return Next("computer", actor)
        if actor not in (self.viewer, self.holder) and self.handoff_needed(game, actor):
            self.viewer = self.holder = None
            self.handoff_due = False
            return Next("handoff", actor)
        self.viewer, self.holder = actor, None
        return Next("turn", actor)

    def _reveal(self, seat: int) -> Next:
        """The seat owed a screen of its own: shown at once to whoever holds the terminal (or the only
        person at it), else after a hand-off to it."""
        if seat in (self.viewer, self.holder) or len(self.people()) < 2:
            self.viewer, self.holder = seat, None
            return Next("reveal", seat)
        self.viewer = self.holder = None
        return Next("handoff", seat)

    def revealed(self, seat: int) -> None:
        """``seat`` has seen what it was owed: play goes on."""
        if seat in self.reveals:
            self.reveals.remove(seat)

    def _hide_unless_next(self, game: Game) -> None:
        """Computers play now: the cards of the person who acted last leave the screen at once,
        unless they keep the terminal till their next turn."""
        viewer = self.viewer
        if viewer is not None and self.cards_on_view(game, viewer) and not self.keeps_terminal(game, viewer):
            self.viewer, self.holder = None, viewer

    def keeps_terminal(self, game: Game, seat: int) -> bool:
        """Whether the person at ``seat`` is the next person to act whatever the computers do: the
        only person at the terminal, or the only one who may still act in this hand."""
        people = self.people()
        if len(people) < 2:
            return True
        public = game.view(None)
        return may_act_again(public, seat) and not any(may_act_again(public, other) for other in people
                                                       if other != seat)

    def handoff_needed(self, game: Game, actor: int) -> bool:
        """Pass the terminal when the screen shows someone's cards (or showed them until the
        computers' turns), or the actor's turn would show theirs, or the actor has a note for their
        eyes only.

        Otherwise nothing private is on screen before or at the start of the turn
        (blind players see only backs), and the table comes up straight away. With one person at
        the table there is nobody to pass the terminal to.
        """
        if len(self.people()) < 2:
            return False
        viewer = self.viewer
        return (self.handoff_due or actor in self.notes or self.holder is not None
                or (viewer is not None and self.cards_on_view(game, viewer)) or self.cards_on_view(game, actor)
                or self.asked(game, actor))

    @staticmethod
    def asked(game: Game, seat: int) -> bool:
        """Whether ``seat`` is to answer a question put to it (a showdown proposed by agreement): it
        answers on its own screen, so the terminal is passed to it first."""
        return any(choice.verb in QUESTION_VERBS for choice in game.legal_actions(seat))

    @staticmethod
    def cards_on_view(game: Game, seat: int) -> bool:
        """Whether ``seat``'s own screen would show private cards now."""
        return bool(game.view(seat).has_private_cards)

    def watcher(self) -> int | None:
        """The person at the terminal during a computer's turn: the only person at the table, or
        the last to take a turn since the hand-off (``None``: nobody's cards may be shown)."""
        people = self.people()
        return people[0] if len(people) == 1 else self.viewer

    def note_for(self, seat: int) -> str:
        """The note for ``seat``'s eyes only, if it holds the terminal after a hand-off."""
        return self.notes.get(seat, "") if self.viewer == seat else ""

    def handed_over(self, seat: int) -> None:
        """The player at ``seat`` has the terminal now."""
        self.viewer = seat
