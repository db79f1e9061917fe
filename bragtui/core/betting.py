"""One Brag betting round: stakes without equalising, blind halves, seeing, covering.

Shared by every betting variant. The stake is always kept as an open player's
amount; a blind player pays half of it (rounded up), and paying more than that
half sets the stake to twice the payment. The round knows nothing of cards: it
reports how it ended and the controller settles the pots.
"""

from __future__ import annotations

from typing import NamedTuple

from bragtui.core.errors import IllegalAction
from bragtui.core.money import Money
from bragtui.core.rules import Rules

BETTING_VERBS = ("bet", "fold", "see", "cover")
"""The verbs of the betting round, in every game played with one (Three to Five Card, Bastard Brag)."""

BLIND, OPEN, FOLDED, COVERING = "blind", "open", "folded", "covering"
ALL_IN = "all in"
"""Table stakes: the ante took the seat's last chip, so it is in the hand as if it had covered."""
IN_PLAY = (BLIND, OPEN)


def chips(count: int) -> str:
    """A number of chips in words: ``1 chip``, ``2 chips``."""
    return f"{count} chip{'' if count == 1 else 's'}"


class Ending(NamedTuple):
    """How a betting round ended.

    ``kind`` is ``fold`` (``winner`` is the last player in), ``see`` (``seer``
    paid to see ``seen``), ``cover`` (players covered the pot and ``winner``
    is the one player left betting) or ``agreed`` (a showdown by agreement: every
    hand still in is compared). A see in the betting that follows a cover
    comes with ``coverers`` set: every player who covered, in order.
    """

    kind: str
    winner: int | None = None
    seer: int | None = None
    seen: int | None = None
    coverers: tuple[int, ...] = ()


class Betting:
    """The betting of one hand among the seats dealt in, in clockwise ``order``."""

    def __init__(self, rules: Rules, money: Money, order: list[int], statuses: dict[int, str], pot: int):
        self.rules = rules
        self.money = money
        self.order = list(order)
        self.status = dict(statuses)
        self.paid = dict.fromkeys(order, 0)
        """Chips each seat has bet in this round (antes not included)."""
        self.stake = 0
        """The current stake, as an open player's amount; 0 until the first bet."""
        self.bet_made = False
        self.pots = [pot]
        """The main pot (antes, any carried pot, and bets until someone covers), then one pot
        opened by each cover: a covering player can win only the pots up to the one they closed."""
        self.coverers: list[int] = []
        """Players who covered, in order: the k-th closed pot k."""
        self.fold_order: list[int] = []
        self.live = [seat for seat in order if self.status[seat] in IN_PLAY]
        """Seats still betting, clockwise: kept up to date by ``fold`` and ``cover``."""
        self._position = dict(zip(order, range(len(order)), strict=True))
        self.turn = self.live[0]
        self.ending: Ending | None = None

    # --- queries -------------------------------------------------------------------------

    @property
    def pot(self) -> int:
        """The main pot."""
        return self.pots[0]

    @property
    def side_pot(self) -> int:
        """Every chip bet after the first cover, in the pots the covers opened."""
        return sum(self.pots[1:])

    @property
    def pot_in_play(self) -> int:
        """The pot new bets go into."""
        return self.pots[-1]

    def bet_range(self, seat: int) -> tuple[int, int, bool]:
        """What ``seat`` may bet now: ``(least, most, affordable)``, where ``affordable`` is False
        when the seat has too few chips for ``least`` (table stakes, or a credit run out)."""
        least, most = self._rule_range(seat)
        left = self.money.room(seat)
        if left is not None:
            return least, min(most, left), left >= least
        return least, most, True

    def _rule_range(self, seat: int) -> tuple[int, int]:
        """The least and the most ``seat`` may bet under the rules, whatever its money."""
        rules = self.rules
        if not self.bet_made:
            least = rules.min_bet
            # "pot": no first bet larger than the pot; never below the least bet, so one is possible.
            most = max(self.pot_in_play, least) if rules.max_bet == "pot" else int(rules.max_bet)
        else:
            cap = self.pot_in_play if rules.max_raise == "pot" else int(rules.max_raise)
            least, most = self.stake, self.stake + cap
        if self.status[seat] == BLIND:
            least = -(-least // 2)  # half, rounded up
            most = max(most // 2, least)
        return least, most

    def most_wanted(self, seat: int) -> int:
        """The most ``seat`` could want to pay now whatever its money: the largest bet the rules
        allow, or the cost of a see with two left (what borrowing may make up)."""
        most = self._rule_range(seat)[1]
        if len(self.live) == 2 and self.bet_made:
            most = max(most, self.see_cost(seat))
        return most

    def why_not_see(self, seat: int) -> str | None:
        """The reason ``seat`` may not see now, or ``None`` if it may."""
        players = self.live
        if len(players) != 2:
            return "you can see only when two players are left"
        if not self.bet_made:
            return "you can see only after a bet has been made"
        other = players[0] if players[1] == seat else players[1]
        if self.status[seat] == OPEN and self.status[other] == BLIND:
            return "an open player cannot see a blind player"
        cost = self.see_cost(seat)
        left = self.money.room(seat)
        if left is not None and cost > left:
            return f"seeing costs {cost} and {self.money.short_words(seat)}"
        return None

    def see_cost(self, seat: int) -> int:
        """Blind sees anyone for the open stake; open sees open for twice it (or once, by option)."""
        if self.status[seat] == BLIND or self.rules.see_cost == "equal":
            return self.stake
        return 2 * self.stake

    def why_not_bet(self, seat: int) -> str:
        """Why ``seat`` may not bet: it is short of the least bet (table stakes), so it may
        only fold or cover."""
        least = self.bet_range(seat)[0]
        way_out = "borrow or fold" if self.money.credit is not None else "fold or cover the pot"
        return f"the least you can bet is {least} and {self.money.short_words(seat)}: {way_out}"

    def why_not_cover(self, seat: int) -> str | None:
        if not self.money.stacks:
            return "covering the pot is only for table stakes (money = \"stacks\")"
        if self.bet_range(seat)[2]:  # the least bet is affordable
            return "you can cover only when you cannot afford the least bet"
        return None

    def show(self, short: int) -> None:
        """Lend or show, answered with a show: the other player's hand is seen by ``short`` at no
        cost, as if ``short`` had paid to see it."""
        self.ending = Ending("see", seer=short, seen=self.opponent(short), coverers=tuple(self.coverers))

    def opponent(self, seat: int) -> int:
        return next(s for s in self.live if s != seat)

    # --- actions -------------------------------------------------------------------------

    def check_turn(self, seat: int) -> None:
        if self.ending is not None:
            raise IllegalAction("the betting is over")
        if seat != self.turn:
            raise IllegalAction("it is not your turn")

    def bet(self, seat: int, amount: int) -> None:
        if seat != self.turn or self.ending is not None:
            self.check_turn(seat)
        least, most, affordable = self.bet_range(seat)
        if not affordable:
            raise IllegalAction(self.why_not_bet(seat))
        if amount < least:
            raise IllegalAction(f"the least you can bet is {least}")
        if amount > most:
            limit = f": {self.money.short_words(seat)}" if self.money.credit is not None else ""
            raise IllegalAction(f"the most you can bet is {most}{limit}")
        self._pay(seat, amount)
        if self.status[seat] == BLIND:
            # A blind opener's bet sets the stake to twice the payment, whatever the least was;
            # later, paying just the blind half leaves the stake and paying more sets it to twice.
            if not self.bet_made or amount > least:
                self.stake = 2 * amount
        elif amount > self.stake:
            self.stake = amount
        self.bet_made = True
        self._next_turn()

    def fold(self, seat: int) -> None:
        self.check_turn(seat)
        self.status[seat] = FOLDED
        self.live.remove(seat)
        self.fold_order.append(seat)
        self._next_turn()

    def fold_out(self, seat: int) -> None:
        """A rule folds ``seat`` at once, in or out of turn (the face-up partner hand's test)."""
        self.status[seat] = FOLDED
        self.live.remove(seat)
        self.fold_order.append(seat)
        if len(self.live) == 1 or self.turn == seat:
            self._next_turn()

    def look(self, seat: int) -> None:
        """A blind player looks: open from now on (their turn goes on)."""
        self.status[seat] = OPEN

    def see(self, seat: int) -> int:
        """Pay to see; returns the cost."""
        self.check_turn(seat)
        reason = self.why_not_see(seat)
        if reason:
            raise IllegalAction(reason)
        cost = self.see_cost(seat)
        self._pay(seat, cost)
        self.ending = Ending("see", seer=seat, seen=self.opponent(seat), coverers=tuple(self.coverers))
        return cost

    def cover(self, seat: int) -> int:
        """Put every remaining chip in the pot in play, which closes it; betting goes on
        without this seat, in a new pot."""
        self.check_turn(seat)
        reason = self.why_not_cover(seat)
        if reason:
            raise IllegalAction(reason)
        chips = self.money.available(seat) or 0
        self._pay(seat, chips)
        self.status[seat] = COVERING
        self.live.remove(seat)
        self.coverers.append(seat)
        self.pots.append(0)
        self._next_turn()
        return chips

    def agree_showdown(self) -> None:
        """Every player still in agreed to show: the betting ends with every hand compared."""
        self.ending = Ending("agreed", coverers=tuple(self.coverers))

    def all_in_after_ante(self) -> list[int]:
        """Table stakes: every seat the ante left with no chips is in the hand all in, as if it had
        covered at once, in turn from the dealer's left (each closes the pot then in play). If
        that leaves nobody betting, the last of them is the one the others' pots are against.
        Returns those seats, in order; the betting may end here."""
        if not self.money.stacks:
            return []
        short = [seat for seat in self.live if self.money.available(seat) == 0]
        for seat in short:
            self.status[seat] = ALL_IN
            self.live.remove(seat)
        if short and not self.live:
            self.coverers += short[:-1]
            self.pots += [0] * (len(short) - 1)
            self.turn = short[-1]
            self.ending = Ending("cover", winner=short[-1], coverers=tuple(self.coverers))
            return short
        self.coverers += short
        self.pots += [0] * len(short)
        self.turn = self.live[0]
        if len(self.live) == 1:
            self.ending = Ending("cover", winner=self.live[0], coverers=tuple(self.coverers))
        return short

    # --- internals -----------------------------------------------------------------------

    def _pay(self, seat: int, amount: int) -> None:
        self.money.pay(seat, amount)
        self.paid[seat] += amount
        self.pots[-1] += amount

    def _next_turn(self) -> None:
        live = self.live
        if len(live) == 1:
            kind = "cover" if self.coverers else "fold"
            self.ending = Ending(kind, winner=live[0], coverers=tuple(self.coverers))
            return
        turn = self.turn
        if turn in live:
            # Still betting: the next seat in the live list, which runs clockwise.
            after = live.index(turn) + 1
            self.turn = live[after] if after < len(live) else live[0]
            return
        # The seat that acted has left: the first seat still betting after it clockwise.
        position = self._position
        here = position[turn]
        for seat in live:
            if position[seat] > here:
                self.turn = seat
                return
        self.turn = live[0]
