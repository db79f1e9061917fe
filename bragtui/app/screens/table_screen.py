"""The table: seats, pot and stake, the acting player's own cards, and their legal actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.widgets import Static

from bragtui.app.computers import with_computers_marked
from bragtui.app.markup import escape_text
from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.screens.bet_modal import BetModal
from bragtui.app.screens.borrow_modal import BorrowModal
from bragtui.app.screens.borrowing_words import borrow_hint, loan_limits, owes, private_label, request_hint
from bragtui.app.screens.discard_modal import DiscardModal
from bragtui.app.shell import Shell
from bragtui.app.variant_screens import standing
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import Column, player_column, seat_styles, seats_markup
from bragtui.app.wording import glyph_cards, without_empty_side_pot
from bragtui.card_render import card_class, card_lines
from bragtui.core.actions import Bet, Choice, Cover, Look, See
from bragtui.core.brag.actions import (
    Agree,
    Borrow,
    Choose,
    Decline,
    Disagree,
    Discard,
    Inspect,
    Keep,
    Lend,
    LendOrShow,
    Propose,
    Show,
    Throw,
)
from bragtui.core.brag.view import BragView
from bragtui.core.cards import Card
from bragtui.core.hands import evaluate
from bragtui.core.variants import title_of
from bragtui.core.view import GameView

CARD_COLOURS = {"red": "$error", "black": "$foreground", "back": "$primary", "joker": "$warning"}
"""The theme colour of each card class (the suit glyph or letter tells suits apart too)."""

# Each footer action and the verb of the controller it stands for.
ACTION_VERBS = {"look": "look", "old": None, "new": None, "keep": "keep", "throw": "throw",
                "discard": "discard", "bet": "bet", "least": "bet", "fold": "fold", "see": "see",
                "cover": "cover", "borrow": "borrow", "lend_or_show": "lend-or-show", "inspect": "inspect",
                "lend": "lend", "decline": "decline", "show": "show", "propose": "propose", "agree": "agree",
                "disagree": "disagree"}

ANSWER_KEYS = {"yes": ("agree", "lend_or_show"), "no": ("disagree", "decline")}
"""The keys y and x answer yes or no: to a proposed showdown when one waits, else as borrowing
has them (lend or show, and declining a loan)."""

WILD_NAMES = {"black-twos": "black twos", "one-eyed-jacks": "one-eyed jacks", "suicide-king": "suicide king",
              "joker": "joker", "jokers": "jokers"}
"""Wild-card rules as the table's title names them."""

LOG_LINES = 6
"""The most lines of the log the table shows (fewer when the rest fills the screen)."""

KEY_BAR_LINES = 2
"""Room kept for the key bar, which may wrap onto a second line."""


def wrapped_lines(markup_free: str, width: int) -> int:
    """About how many lines a paragraph takes at ``width`` columns."""
    return sum(max(1, -(-len(line) // max(1, width))) for line in markup_free.split("\n"))


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


def _choices_hint(verbs: dict[str, Choice], limits: dict[str, int] | None = None) -> str:
    """What the seat may do in the betting, in one sentence."""
    parts = []
    if "look" in verbs:
        # Blind play at half the stake only while the least bet is affordable (table stakes).
        parts.append("press l to look at your cards" + (", or bet blind at half the stake" if "bet" in verbs else ""))
    if "bet" in verbs:
        bet = verbs["bet"]
        parts.append(f"bet {bet.least}" if bet.least == bet.most else f"bet {bet.least} to {bet.most}")
    if "see" in verbs:
        parts.append(f"see for {verbs['see'].least}")
    if "cover" in verbs:
        parts += _cover_hint(verbs["cover"].least or 0, "fold" in verbs)
    parts += borrow_hint(verbs, limits)
    if "propose" in verbs:
        parts.append("or first propose a showdown (p)")
    return "You may " + "; ".join(parts) + "." if parts else ""


def proposal_hint(proposer: str) -> str:
    """What a player asked about a showdown by agreement is asked."""
    return (f"{proposer} proposes a showdown: every hand still in is shown and each pot goes to the best "
            "hand in it. Agree (y) or disagree (x)? One refusal ends it.")


def _cover_hint(left: int, may_fold: bool) -> list[str]:
    """Short of the least bet (table stakes): cover with what is left, or fold."""
    cover = (f"cover the pot with your last {_plural(left, 'chip')}" if left
             else "cover the pot (you have no chips left to put in)")
    return [cover, "or fold"] if may_fold else [cover]


def turn_hint(verbs: dict[str, Choice], limits: dict[str, int] | None = None) -> str:
    """What the seat to act is asked to do: a step before the betting, or its betting choices
    (``limits``: the most each lender may be asked for)."""
    if "choose" in verbs:
        return "Keep one of your two blind hands, unseen: o for the old hand, n for the new."
    if "keep" in verbs:
        return "Keep this hand (k) and fold the other unseen, or throw it (t) and stay blind."
    if "discard" in verbs:
        return f"Discard {_plural(verbs['discard'].cards or 1, 'card')} to keep three: press d."
    if "look" in verbs and verbs["look"].options:
        return "You hold two blind hands: o to look at the old one, n at the new one, or bet blind."
    return _choices_hint(verbs, limits)


def card_rows(shown: list[Card | None], ascii: bool) -> list[str]:
    """Cards side by side as three lines of markup (``None``: a card's back)."""
    drawn = [(CARD_COLOURS[card_class(card)], card_lines(card, ascii)) for card in shown]
    return [" ".join(f"[{colour}]{lines[row]}[/]" for colour, lines in drawn) for row in range(3)]


def log_markup(log: tuple[str, ...], players: tuple[str, ...], app: Shell, room: int) -> str:
    """The latest lines of a hand's log that fit in ``room`` (at most six, at least one), computer
    players marked and cards drawn with their suits."""
    computers = app.computer_names()
    lines = [escape_text(glyph_cards(with_computers_marked(without_empty_side_pot(line), computers), players,
                                app.ascii))
             for line in log[-max(1, min(LOG_LINES, room)):]]
    return "\n".join(line for line in lines if line) or "The cards are dealt."


def with_log(sections: list[str], room: int, view: GameView, app: Shell) -> str:
    """The panel's ``sections`` and the latest lines of the view's log, in ``room`` lines (the key
    bar's left out): blank lines part them while there is room, and the log shows as many of its
    latest lines as fit (at most six, at least one)."""
    room -= KEY_BAR_LINES
    gap = "\n\n" if room >= len(sections) + 1 else "\n"
    log_room = room - (len(sections) if gap == "\n\n" else 0)
    log = log_markup(view.log, view.players, app, log_room)
    return gap.join(sections) + f"{gap}[dim]{log}[/dim]"


def pot_line(view: BragView, ascii: bool = False) -> str:
    """The pot, any side pot, and the stake once a bet is made (with what a blind player pays,
    while anyone is blind); with the open pack, the card showing on it."""
    pot = f"Pot {view.pot}"
    if view.side_pot:
        pot += f" · side pot {view.side_pot}"
    if not view.bet_made:
        pot += " · no bet yet"
    else:
        pot += f" · stake {view.stake}"
        if any(seat.status == "blind" for seat in view.seats):
            pot += f" (blind {-(-view.stake // 2)})"
    if view.open_pack is not None:
        pot += f" · the pack shows {glyph_cards(str(view.open_pack), ascii=ascii)}"
    if view.partner and view.partner_seat is not None:
        partner = glyph_cards(" ".join(map(str, view.partner)), ascii=ascii)
        pot += f" · {escape_text(view.players[view.partner_seat])}'s face-up hand {partner}"
    return pot


def seat_columns(view: BragView, away: Sequence[bool] = ()) -> tuple[Column, ...]:
    """The betting table's seat list: who is to act, each seat's state and bet, and its standing."""
    debts = owes(view)
    states = Column("State", tuple(seat.status + (", two hands" if seat.two_hands else "") + debt
                                   for seat, debt in zip(view.seats, debts, strict=True)))
    paid = Column("Bet", tuple(str(seat.paid) for seat in view.seats), right=True)
    return (player_column(view.seats, view.to_act, away), states, paid, *standing(view).columns)


TWO_HANDS_LABELS = ("Blind: two hands, old and new", "Two blind hands", "Two hands")
"""What two sets of backs are, the longest that fits beside them first."""


def two_blind_hands(count: int, ascii: bool, width: int) -> str:
    """A blind seat's two hands of ``count`` cards each, the old one first, as backs side by side."""
    backs = card_rows([None] * count, ascii)
    used = 2 * (6 * count - 1) + 3 + 2  # two rows of cards five wide, the gap between, the label's gap
    label = next((text for text in TWO_HANDS_LABELS if used + len(text) <= width), "")
    rows = [f"{row}   {row}" for row in backs]
    rows[1] += f"  [b]{label}[/b]"
    return "\n".join(rows)


class TableScreen(TurnScreen[BragView]):
    """The table as the acting seat may see it."""

    view_type = BragView

    ACTION_VERBS = ACTION_VERBS

    DEFAULT_CSS = screen_css("table.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("l", "look", "Look"),
        Binding("o", "old", "Old hand"),
        Binding("n", "new", "New hand"),
        Binding("k", "keep", "Keep"),
        Binding("t", "throw", "Throw"),
        Binding("d", "discard", "Discard"),
        Binding("b", "bet", "Bet…"),
        Binding("m", "least", "Bet least"),
        Binding("f", "fold", "Fold"),
        Binding("s", "see", "See"),
        Binding("c", "cover", "Cover"),
        Binding("w", "borrow", "Borrow…"),
        Binding("y", "yes", "Agree / lend or show"),
        Binding("i", "inspect", "Look at cards"),
        Binding("e", "lend", "Lend"),
        Binding("x", "no", "Disagree / decline"),
        Binding("v", "show", "Show"),
        Binding("p", "propose", "Propose showdown"),
    ]

    def __init__(self, seat: int):
        super().__init__(seat)
        self.view: BragView = self.seat_view()
        """The seat's view as last drawn: the keys offered follow it."""
        self._drawn: tuple[BragView, str, int] | None = None
        """The view and message last drawn: the same again needs no redrawing."""
        self._drawn_size = (0, 0)

    def compose(self) -> ComposeResult:
        # One panel of text and the key bar, filled as they are made: the first frame needs a
        # single layout, and every widget (or frame) fewer is time saved at each hand-off. The
        # seat list in it is drawn as the seats table widget draws itself.
        yield Static(self._panel(), id="table")
        yield KeyBar(keys_text(self))

    def on_screen_resume(self) -> None:
        self.message = ""

    def on_resize(self, event: events.Resize) -> None:
        # How much of the log fits depends on the height; the first resize, as the screen
        # appears, finds it drawn for the right height already.
        if (event.size.width, event.size.height) != self._drawn_size:
            self._drawn = None
            self.refresh_view()

    # --- rendering -------------------------------------------------------------------------------

    def refresh_view(self) -> None:
        self.view = self.seat_view()
        if self._drawn == (self.view, self.message + self.app.note_for(self.seat), self.coach_lines):
            return
        # The panel fills the screen whatever its text: no new layout is needed.
        self.query_one("#table", Static).update(self._panel(), layout=False)
        self.refresh_bindings()

    def _panel(self) -> str:
        """The panel's markup for the seat's view: title, seats, pot, cards, hint and log.

        Blank lines part them while there is room; a full table at 80x24 closes them up, and the
        log shows as many of the latest lines as fit (at most six, at least one).
        """
        view = self.view
        self._drawn = (view, self.message + self.app.note_for(self.seat), self.coach_lines)
        self._drawn_size = (self.app.size.width, self.app.size.height)
        height, width = self.room_height, self.app.size.width - 4
        wild = f" · {WILD_NAMES.get(view.wild, view.wild)} wild" if view.wild != "none" else ""
        doing = "to answer" if any(choice.verb == "agree" for choice in view.legal) else "to act"
        header = self.header(view.name, doing, f"{title_of(view.variant)}{wild} · hand {view.hand_number}")
        seats = seats_markup(seat_columns(view, self.app.away()), seat_styles(view.seats, view.seat))
        hint = self._hint(view)
        sections = [header, seats, f"[b]{pot_line(view, self.app.ascii)}[/b]", self._cards(view), hint]
        used = 3 + len(view.seats) + 1 + 1 + 3 + wrapped_lines(Content.from_markup(hint).plain, width)
        return with_log(sections, height - used, view, self.app)

    def _cards(self, view: BragView) -> str:
        """The acting seat's cards side by side (backs while blind), and what they make; for a lender
        looking at a borrower's cards, those."""
        if view.private is not None:
            rows = card_rows(list(view.private.cards), self.app.ascii)
            label = f"[b]{private_label(view, self.game.rules.wild)}[/b]"
            if len(view.private.cards) > 5:  # two blind hands: the caption goes under the cards
                return "\n".join([*rows, label])
            rows[1] += f"  {label}"
            return "\n".join(rows)
        if view.cards is None and view.seats[self.seat].two_hands:
            return two_blind_hands(view.card_count, self.app.ascii, self.app.size.width - 4)
        shown: list[Card | None] = list(view.cards) if view.cards is not None else [None] * view.card_count
        rows = card_rows(shown, self.app.ascii)
        if view.cards is None:
            name = "Blind: your cards are face down"
        elif len(view.cards) >= 3:
            name = evaluate(view.cards, view.wild, box=self.game.rules.box).describe()
        else:
            name = ""
        rows[1] += f"  [b]{name}[/b]"
        return "\n".join(rows)

    def _hint(self, view: BragView) -> str:
        verbs = {c.verb: c for c in view.legal}
        if "agree" in verbs and view.proposer is not None:
            return self.status(proposal_hint(view.proposer))
        return self.status(request_hint(view) or turn_hint(verbs, loan_limits(view)))

    # --- actions ---------------------------------------------------------------------------------

    def offered(self, action: str) -> bool:
        """Only legal actions are offered in the key bar; the others, pressed, say why not."""
        if action in ANSWER_KEYS:
            return any(self.offered(each) for each in ANSWER_KEYS[action])
        if action not in self.ACTION_VERBS:
            return True
        verbs = self._legal()
        two_blind_hands = "look" in verbs and bool(verbs["look"].options)
        if action in ("old", "new"):
            return "choose" in verbs or two_blind_hands
        if action == "look":
            return "look" in verbs and not two_blind_hands
        return self.ACTION_VERBS[action] in verbs

    def _open(self, action: str) -> bool:
        """As for every turn screen, but with two blind hands (or one) the keys l, o and n say
        which of them looks; a key whose verb the game does not have (borrowing's, without the
        house rule) does nothing."""
        if self.offered(action):
            return True
        view = self.view
        verb = self.ACTION_VERBS.get(action)
        if verb is not None and verb not in view.refused and verb not in self._legal():
            return False
        verbs = self._legal()
        if action == "look" and "look" in verbs:
            self.say("You hold two blind hands: press o to look at the old one, n at the new one.")
            return False
        if action in ("old", "new") and not view.seats[self.seat].two_hands:
            self.say("The keys o and n are for two blind hands; you hold one hand"
                     + (": press l to look at it." if "look" in verbs else "."))
            return False
        return super()._open(action)

    def action_look(self) -> None:
        if not self._open("look"):
            return
        if self.app.look_needs_confirming():
            self.confirm("Look at your cards? You play open from then on.", lambda: self._do(Look(self.seat)))
            return
        self._do(Look(self.seat))

    def _old_or_new(self, which: str) -> None:
        if self._open(which):
            self._do(Choose(self.seat, which) if "choose" in self._legal() else Look(self.seat, which))

    def action_old(self) -> None:
        self._old_or_new("old")

    def action_new(self) -> None:
        self._old_or_new("new")

    def action_keep(self) -> None:
        if self._open("keep"):
            self._do(Keep(self.seat))

    def action_throw(self) -> None:
        if self._open("throw"):
            self._do(Throw(self.seat))

    def action_fold(self) -> None:
        if self._open("fold"):
            self.fold()

    def action_see(self) -> None:
        if self._open("see"):
            self._do(See(self.seat))

    def action_propose(self) -> None:
        if not self.game.rules.agreed_showdown:
            self.say("A showdown by agreement is not played at this table (agreed_showdown is off).")
        elif self._open("propose"):
            self._do(Propose(self.seat))

    def action_agree(self) -> None:
        # Without the house rule the answers' keys are no keys at all.
        if self.game.rules.agreed_showdown and self._open("agree"):
            self._do(Agree(self.seat))

    def action_disagree(self) -> None:
        if self.game.rules.agreed_showdown and self._open("disagree"):
            self._do(Disagree(self.seat))

    def _answers_proposal(self, verb: str, other: str) -> bool:
        """Whether y or x answers a showdown by agreement (``verb``) rather than borrowing's ``other``:
        when a proposal waits, or at a table that plays the one and not the other."""
        verbs = self._legal()
        return verb in verbs or (self.game.rules.agreed_showdown and other not in verbs)

    def key_label(self, action: str, description: str) -> str:
        """y and x are named for what they answer now: a proposed showdown, or borrowing's question."""
        if action == "yes":
            return "Agree" if self._answers_proposal("agree", "lend-or-show") else "Lend or show"
        if action == "no":
            return "Disagree" if self._answers_proposal("disagree", "decline") else "Decline"
        return description

    def action_yes(self) -> None:
        if self._answers_proposal("agree", "lend-or-show"):
            self.action_agree()
        else:
            self.action_lend_or_show()

    def action_no(self) -> None:
        if self._answers_proposal("disagree", "decline"):
            self.action_disagree()
        else:
            self.action_decline()

    def action_cover(self) -> None:
        if self._open("cover"):
            self._do(Cover(self.seat))

    def action_inspect(self) -> None:
        if self._open("inspect"):
            self._do(Inspect(self.seat))

    def action_lend(self) -> None:
        if self._open("lend"):
            self._do(Lend(self.seat))

    def action_decline(self) -> None:
        if self._open("decline"):
            self._do(Decline(self.seat))

    def action_show(self) -> None:
        if self._open("show"):
            self._do(Show(self.seat))

    def action_lend_or_show(self) -> None:
        if self._open("lend_or_show"):
            self._do(LendOrShow(self.seat))

    def action_borrow(self) -> None:
        if not self._open("borrow"):
            return
        borrow = self._legal().get("borrow")
        if borrow is None or not borrow.options:
            return

        def asked(answer: tuple[int, str] | None) -> None:
            if answer is not None:
                self._do(Borrow(self.seat, *answer))

        self.app.push_screen(BorrowModal(loan_limits(self.seat_view())), asked)  # type: ignore[arg-type]

    def action_least(self) -> None:
        if not self._open("least"):
            return
        bet = self._legal().get("bet")
        if bet is not None and bet.least is not None:
            self._do(Bet(self.seat, bet.least))

    def action_bet(self) -> None:
        view = self.view
        if not self._open("bet"):
            return
        bet = self._legal().get("bet")
        if bet is None or bet.least is None or bet.most is None:
            return
        blind = view.seats[self.seat].status == "blind"

        def placed(amount: int | None) -> None:
            if amount is not None:
                self._do(Bet(self.seat, amount))

        if not self.app.is_screen_installed("bet"):
            self.app.install_screen(BetModal(), "bet")
        prompt = self.app.get_screen("bet")
        assert isinstance(prompt, BetModal)
        prompt.configure(bet.least, bet.most, blind, view.stake if view.bet_made else None)
        self.app.push_screen(prompt, placed)

    def action_discard(self) -> None:
        view = self.view
        if not self._open("discard"):
            return
        choice = self._legal().get("discard")
        if choice is None:
            return

        def chosen(cards: list[Card] | None) -> None:
            if cards:
                self._do(Discard(self.seat, tuple(cards)))

        self.app.push_screen(DiscardModal(list(view.cards or ()), choice.cards or 1, self.game.rules.wild,
                                          self.app.ascii, box=self.game.rules.box), chosen)
