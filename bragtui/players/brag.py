"""Betting in Three, Four and Five Card Brag (and Bastard Brag for money): look or stay blind,
bet, raise, see, cover or fold; discard down to three; handle two blind hands.

Every decision weighs one number, the chance to win the pot, against the pot
odds: the share of the pot, once paid, that a payment is. ``medium`` takes the
chance from its own cards against the number of opponents still in; ``hard``
narrows each open opponent's hand from how they have bet (see
:func:`narrowed_floor`) and bluffs at a measured rate.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from bragtui.core.actions import Action, Bet, Choice, Cover, Fold, Look, See
from bragtui.core.brag.actions import Agree, Choose, Disagree, Discard, Keep, Propose, Throw
from bragtui.core.brag.view import BragView
from bragtui.core.cards import Card
from bragtui.core.hands import find_box
from bragtui.core.ranking import HIGH_CARD, PAIR, PRIAL, RUN, hand_type
from bragtui.players import borrowing
from bragtui.players.base import Profile
from bragtui.players.facts import Facts, hand_words, paying
from bragtui.players.levels import BETTING, READING, BettingLevel
from bragtui.players.reading import SeatPlay, TableRead, own_bets, read_view
from bragtui.players.reasons import a_percent, because, percent
from bragtui.players.strength import beat_all, beat_narrowed, best_strength, best_three, percentile

IN_HAND = ("blind", "open", "covering", "all in")
ESCALATION = 0.04
"""How much more chance to win each bet past a level's cap asks for, so every hand ends."""
_BLIND_POINTS = tuple((i + 0.5) / 16 for i in range(16))
"""Percentiles at which an unseen hand's chance is averaged (an unseen hand is any hand alike)."""
_FACE_VALUE_STEPS = (PAIR, RUN, PRIAL)
"""The hand ``easy`` needs to go on betting, round after round of its bets."""


def opponents(view: BragView) -> list[int]:
    """The other seats still in the hand."""
    return [s for s, seat in enumerate(view.seats) if s != view.seat and seat.status in IN_HAND]


def narrowed_floor(play: SeatPlay, status: str) -> float:
    """The percentile an opponent's hand is above, judged from their betting this hand.

    A blind player's bets say nothing about their cards. An open player's bet shows a hand
    good enough to bet at the pot odds (:func:`~bragtui.players.reading.implied_floor`), and
    every further bet, every raise (more for a bigger one) and every bet made where a see was
    open shows more.
    """
    if status == "blind" or play.open_bets == 0:
        return 0.0
    floor = max(READING.first_bet_floor, play.implied)
    for _ in range(play.open_bets - 1):
        floor += (1.0 - floor) * READING.per_bet
    if play.raises:
        share = min(0.6, READING.per_raise * play.raises + 0.1 * play.raised_by)
        floor += (1.0 - floor) * share
    if play.bet_over_see:
        floor = max(floor, READING.bet_over_see)
    return floor


def win_chance(q: float, view: BragView, read: TableRead, profile: Profile) -> float:
    """The chance a hand of percentile ``q`` beats every opponent still in."""
    others = opponents(view)
    beaten = partner_floor(view)
    if not profile.reads and not beaten:
        return beat_all(q, len(others))
    chance = 1.0
    for seat in others:
        floor = narrowed_floor(read.seats[seat], view.seats[seat].status) if profile.reads else 0.0
        if seat != view.partner_seat:
            floor = max(floor, beaten)
        chance *= beat_narrowed(q, floor, READING.loose)
    return chance


def partner_floor(view: BragView) -> float:
    """``blind_alone = "face-up"``: everyone still in beside the blind hand beat its face-up partner,
    so their hands lie above its percentile (a fact on the table, which every level knows)."""
    return percentile(view.partner, 3, view.wild) if view.partner else 0.0


def blind_chance(view: BragView, read: TableRead, profile: Profile) -> float:
    """The chance an unseen hand wins: the average over every hand it could be."""
    return sum(win_chance(q, view, read, profile) for q in _BLIND_POINTS) / len(_BLIND_POINTS)


def own_chance(view: BragView, read: TableRead, profile: Profile) -> float:
    """The chance this seat's hand wins: from its cards if it has looked, else unseen."""
    if view.cards is None:
        return blind_chance(view, read, profile)
    q = percentile(view.cards, max(3, view.card_count), view.wild)
    return win_chance(q, view, read, profile)


# --- the decisions ------------------------------------------------------------------------------------

def choose_betting(view: BragView, legal: Sequence[Choice], rng: random.Random, profile: Profile,
                   chance: float | None = None) -> Action:
    """One betting-table decision. ``chance`` (the chance to win) may be given by the caller, as
    Bastard Brag's exchanges module does; otherwise it comes from the seat's own cards."""
    verbs = {choice.verb: choice for choice in legal}
    seat = view.seat
    assert seat is not None
    read = read_view(view)
    special = _card_step(view, verbs, rng, profile, read, chance)
    if special is not None:
        return special
    if "look" in verbs and _looks_now(view, read, rng, profile):
        options = verbs["look"].options
        return Look(seat, "new" if options else None)
    if profile.level == "easy":
        return _with_borrowing(view, verbs, lambda choices: _face_value(view, choices, read))
    if chance is None:
        chance = own_chance(view, read, profile)
    known = chance
    action = _with_borrowing(view, verbs, lambda choices: _bet_or_see(view, choices, rng, profile, known, read))
    if "look" in verbs and not isinstance(action, Bet):
        # Looking costs nothing: a blind hand is never folded or seen with unless it must be.
        return _look_instead(seat, verbs["look"], chance)
    return action


def _look_instead(seat: int, look: Choice, chance: float) -> Action:
    """A blind hand too weak to bet on: look rather than fold or see."""
    because(lambda: f"an unseen hand wins {percent(chance)} of the time here, too little to go on blind, "
                    "and looking costs nothing")
    return Look(seat, "new" if look.options else None)


choose = choose_betting
"""The family's decision: every turn of a betting game is a betting-table turn."""


def facts(view: BragView, profile: Profile) -> Facts:
    """The coach's facts: the seat's hand, its chance as ``hard`` reads the table, and a see's cost."""
    hand, beats = hand_words(view.cards, profile.wild)
    chance = own_chance(view, read_view(view), profile)
    return Facts(hand, beats, chance, len(opponents(view)), paying(view.legal, "see"), view.pot + view.side_pot,
                 "see")


def _card_step(view: BragView, verbs: Mapping[str, Choice], rng: random.Random, profile: Profile,
               read: TableRead, chance: float | None) -> Action | None:
    """Steps before the betting: which blind hand to keep, the discard, a showdown by agreement; and
    with the house rule ``borrow``, the answer to a request for a loan."""
    seat = view.seat
    assert seat is not None
    if view.loan is not None:
        return _loan_answer(view, verbs, read, profile)
    if "choose" in verbs:
        because(lambda: "both hands are unseen, so neither is better: either will do")
        return Choose(seat, rng.choice(("old", "new")))  # both unseen: neither is better
    if "keep" in verbs:
        return Keep(seat) if _worth_keeping(view, read, profile) else Throw(seat)
    discard = verbs.get("discard")
    if discard is not None and view.cards is not None:
        because(lambda: "it keeps the three cards that make its best hand")
        return _discard(seat, view.cards, discard.cards or 0, view.wild)
    return _agreement_step(view, verbs, rng, profile, read, chance)


def _discard(seat: int, cards: Sequence[Card], count: int, wild: str) -> Discard:
    """Keep the best three; down to four means a box is held (house rule), which is kept whole."""
    box = find_box(cards) if len(cards) - count == 4 else ()
    kept = box or best_three(cards, wild)
    return Discard(seat, tuple(c for c in cards if c not in kept)[:count])


def _agreement_step(view: BragView, verbs: Mapping[str, Choice], rng: random.Random, profile: Profile,
                    read: TableRead, chance: float | None) -> Action | None:
    """A showdown by agreement (house rule): agree when the hand is at least as likely as anyone's to
    be best (``easy``: when it has seen a pair or better); ``medium`` and ``hard`` propose, now and
    then, with a hand likely to be best of all."""
    seat = view.seat
    assert seat is not None
    if "agree" not in verbs and "propose" not in verbs:
        return None
    if profile.level == "easy":
        return _easy_answer(view, profile) if "agree" in verbs else None
    if chance is None:
        chance = own_chance(view, read, profile)
    if "agree" in verbs:
        return Agree(seat) if chance * (len(opponents(view)) + 1) >= 1 else Disagree(seat)
    return Propose(seat) if chance >= 0.5 and rng.random() < 0.5 else None


def _easy_answer(view: BragView, profile: Profile) -> Action:
    """``easy`` agrees to a showdown with a pair or better that it has seen, else disagrees."""
    seat = view.seat or 0
    strong = view.cards is not None and hand_type(best_strength(view.cards, profile.wild)) >= PAIR
    return Agree(seat) if strong else Disagree(seat)


def _with_borrowing(view: BragView, verbs: Mapping[str, Choice],
                    decide: Callable[[Mapping[str, Choice]], Action]) -> Action:
    """The betting decision, or with the house rule ``borrow`` a loan or "lend or show" first."""
    return borrowing.ask(view, verbs, decide) or decide(verbs)


def _loan_answer(view: BragView, verbs: Mapping[str, Choice], read: TableRead, profile: Profile) -> Action | None:
    """The answer to a request for a loan (house rule ``borrow``), if one waits for this seat."""
    if view.loan is None:
        return None
    return borrowing.answer(view, verbs, lambda: own_chance(view, read, profile), profile.wild)


def _worth_keeping(view: BragView, read: TableRead, profile: Profile) -> bool:
    """Keep the blind hand just looked at if it does better than the unseen one would, on average."""
    if view.cards is None:
        return True
    seen, unseen = own_chance(view, read, profile), blind_chance(view, read, profile)
    because(lambda: f"this hand wins {percent(seen)} of the time and the unseen one {percent(unseen)}: "
                    + ("it keeps the better" if seen >= unseen else "the unseen one is the better bet"))
    return seen >= unseen


def _looks_now(view: BragView, read: TableRead, rng: random.Random, profile: Profile) -> bool:
    """Whether a blind player looks now. Blind bets cost half and cannot be seen by an open
    player, so a player stays blind a turn or two, while the stake is low."""
    level = BETTING[profile.level]
    if read.seats[view.seat or 0].blind_bets >= level.blind_turns:
        because(lambda: f"it has bet blind {level.blind_turns} times already: time to know its cards")
        return True
    if profile.reads and any(read.seats[s].raises for s in opponents(view)):
        because(lambda: "an open player has raised: the stake will climb, and a blind hand cannot fold wisely")
        return True  # an open raise: the stake will climb, and a blind hand cannot fold wisely
    stay = min(0.95, max(0.0, level.blind_rate + 2 * profile.style.nerve))
    looks = rng.random() >= stay
    because(lambda: f"it plays blind only {percent(stay)} of its turns, mixing it up so its bets tell nothing"
            if looks else "it stays blind while the stake is low: a blind bet costs half, and no open player "
                          "may see it")
    return looks


def _face_kind(cards: Sequence[Card] | None) -> int:
    """The hand type as ``easy`` sees it (an ace counts as a pair); -1 while blind."""
    if cards is None:
        return -1
    kind = hand_type(best_strength(cards))
    return PAIR if kind == HIGH_CARD and max(c.rank for c in cards) == 14 else kind


def _face_value(view: BragView, verbs: Mapping[str, Choice], read: TableRead) -> Action:
    """``easy``: a pair or better (or an ace) is good, a run or better strong; it sees with a
    good hand, never bluffs and never counts the pot or the players."""
    seat = view.seat or 0
    kind, blind = _face_kind(view.cards), view.cards is None
    bet, see = verbs.get("bet"), verbs.get("see")
    if "cover" in verbs:
        return Cover(seat) if kind >= PAIR else Fold(seat)
    if see is not None and (blind or kind >= PAIR):
        return See(seat)
    amount = _face_bet(bet, kind, blind, own_bets(read, seat)) if bet is not None else None
    return Bet(seat, amount) if amount is not None else Fold(seat)


def _face_bet(bet: Choice, kind: int, blind: bool, bets: int) -> int | None:
    """What ``easy`` bets after ``bets`` bets of its own: the least, a third of the raise with a
    run or better at first, or ``None`` to fold.

    With three or more still in no one can see; the longer the betting, the better the hand
    it takes to go on (a pair, then a run, then a prial), so every hand ends.
    """
    rounds = bets // BETTING["easy"].bet_cap
    goes_on = rounds < len(_FACE_VALUE_STEPS) and kind >= _FACE_VALUE_STEPS[rounds]
    if not (goes_on or (blind and rounds == 0)):
        return None
    least = bet.least or 0
    extra = (bet.most or least) - least
    return least + (extra // 3 if kind >= RUN and rounds == 0 else 0)


def _bet_or_see(view: BragView, verbs: Mapping[str, Choice], rng: random.Random, profile: Profile,
                chance: float, read: TableRead) -> Action:
    """``medium`` and ``hard``: raise a strong hand, see a fair one, stay in at the pot odds,
    bluff now and then (``hard``), else fold."""
    seat = view.seat or 0
    level = BETTING[profile.level]
    pot = view.pot + view.side_pot
    cover = verbs.get("cover")
    if cover is not None:
        return _cover_or_fold(seat, cover, chance, pot)
    mine = own_bets(read, seat)
    bet, see = verbs.get("bet"), verbs.get("see")
    strong = chance >= level.raise_at and mine < level.bet_cap
    # Seeing ends the hand: a strong hand bets on instead, to be paid more.
    if see is not None and not (strong and bet is not None):
        cost = see.least or 0
        if chance * (pot + cost) > cost * profile.style.tightness:
            because(lambda: f"{a_percent(chance)} chance to win is worth the see: {cost} buys a share of "
                            f"{pot + cost}, {percent(cost / (pot + cost))} of it")
            return See(seat)
    amount = _bet_amount(view, bet, rng, profile, chance, mine) if bet is not None else None
    return Bet(seat, amount) if amount is not None else Fold(seat)


def _cover_or_fold(seat: int, cover: Choice, chance: float, pot: int) -> Action:
    """Table stakes, short of the least bet: cover when the pot pays for the chips at the odds."""
    chips = cover.least or 0
    covers = chance * (pot + chips) > chips
    because(lambda: f"{a_percent(chance)} chance to win against {chips} to cover a pot of {pot}: "
                    + ("worth it" if covers else "not worth it"))
    return Cover(seat) if covers else Fold(seat)


def _bet_amount(view: BragView, bet: Choice, rng: random.Random, profile: Profile, chance: float,
                mine: int) -> int | None:
    """What to bet: a raise with a strong hand (or a bluff), the least at the pot odds, or
    ``None`` to fold."""
    level = BETTING[profile.level]
    least = bet.least or 0
    if chance >= level.raise_at and mine < level.bet_cap:
        because(lambda: f"{a_percent(chance)} chance to win is strong: it raises to be paid more")
        return _raise(bet, chance, level, profile)
    # Pot odds alone would keep three strong hands betting for ever (no one can see while
    # three are in): each bet past the cap asks for a little more.
    pot = view.pot + view.side_pot
    need = level.margin * profile.style.tightness * least / (pot + least)
    asked = need + ESCALATION * max(0, mine - level.bet_cap)
    if chance >= asked:
        because(lambda: f"{a_percent(chance)} chance to win is more than the {percent(asked)} the pot odds ask "
                        f"for: {least} more into a pot of {pot}")
        return least
    if _bluffs(view, rng, profile, level, mine):
        because(lambda: f"a bluff: only {percent(chance)} to win, but against few players early in the hand "
                        "a bet may make them fold")
        return _raise(bet, level.raise_at, level, profile)
    because(lambda: f"{a_percent(chance)} chance to win is less than the {percent(asked)} the pot odds ask "
                    f"for: {least} more into a pot of {pot}")
    return None


def _raise(bet: Choice, chance: float, level: BettingLevel, profile: Profile) -> int:
    """How much a strong hand bets: more of the allowed raise the stronger it is and the bolder
    the style."""
    least, most = bet.least or 0, bet.most or bet.least or 0
    strength = max(0.3, (chance - level.raise_at) / max(1e-9, 1.0 - level.raise_at))
    return least + round((most - least) * profile.style.aggression * min(1.0, strength))


def _bluffs(view: BragView, rng: random.Random, profile: Profile, level: BettingLevel, mine: int) -> bool:
    """``hard`` bets a weak hand now and then, against one or two opponents, early in the hand."""
    if not level.bluff or len(opponents(view)) > 2 or mine >= 2:
        return False
    return rng.random() < level.bluff * profile.style.bluffing
