"""The betting table's words for borrowing (house rule ``borrow``): the hints of the borrower and
the lender, the lender's private look, and the debts in the ledger."""

from __future__ import annotations

from bragtui.app.markup import escape_text
from bragtui.core.actions import Choice
from bragtui.core.brag.view import BragView
from bragtui.core.hands import evaluate


def loan_limits(view: BragView) -> dict[str, int]:
    """The most the seat may ask of each player who may lend now: what it lacks, or less when the
    lender's own credit leaves less (the rules refuse a loan the lender cannot give)."""
    borrow = next((c for c in view.legal if c.verb == "borrow"), None)
    if borrow is None:
        return {}
    lacking = borrow.most or 1
    if view.credit is None:
        return dict.fromkeys(borrow.options, lacking)
    balances = {seat.name: seat.balance for seat in view.seats}
    return {name: max(1, min(lacking, balances[name] + view.credit)) for name in borrow.options}


def borrow_hint(verbs: dict[str, Choice], limits: dict[str, int] | None = None) -> list[str]:
    """The borrower's choices, as parts of the turn's hint sentence (``limits``: the most each
    lender may be asked for, as :func:`loan_limits` has it)."""
    parts = []
    borrow = verbs.get("borrow")
    if borrow is not None:
        most = limits or dict.fromkeys(borrow.options, borrow.most)
        if len(set(most.values())) == 1:
            parts.append(f"borrow up to {next(iter(most.values()))} from {' or '.join(most)} (w)")
        else:
            parts.append("borrow from " + " or ".join(f"{name} (up to {n})" for name, n in most.items()) + " (w)")
    if "lend-or-show" in verbs:
        parts.append("say lend or show (y)")
    return parts


def request_hint(view: BragView) -> str | None:
    """What the seat asked for a loan (or to lend or show) is asked, and its keys; ``None`` when no
    request waits for this seat."""
    loan = view.loan
    if loan is None or loan.lender != view.name:
        return None
    borrower = escape_text(loan.borrower)
    if loan.kind == "lend-or-show":
        lend = (f"e to lend the {loan.amount} (a debt repaid from {borrower}'s next winnings), "
                if any(c.verb == "lend" for c in view.legal) else "")
        return (f"{borrower} is {loan.amount} short of a see and says lend or show: {lend}"
                f"v to show your hand ({borrower} wins only with a better one).")
    look = ("" if loan.inspected else
            f"i to look at {borrower}'s cards first (you alone see them), ")
    return (f"{borrower} asks you for a loan of {loan.amount}, repaid from their next winnings: "
            f"{look}e to lend, x to decline.")


def private_label(view: BragView, wild: str) -> str:
    """The caption of the borrower's cards the lender is looking at: whose, and what they make."""
    assert view.private is not None
    cards = view.private.cards
    made = ""
    if 3 <= len(cards) <= 5:
        described = evaluate(cards, wild).describe()
        made = f" ({described[0].lower()}{described[1:]})"
    elif len(cards) > 5:
        made = " (two blind hands)"
    return f"{escape_text(view.private.seat)}'s cards{made}: you alone see them"


def owes(view: BragView) -> tuple[str, ...]:
    """Each seat's debts in a few words for the seat list (empty for a seat that owes nothing)."""
    owed = dict.fromkeys(view.players, 0)
    for debt in view.debts:
        owed[debt.borrower] += debt.amount
    return tuple(f", owes {owed[name]}" if owed[name] else "" for name in view.players)


def debts_note(view: BragView) -> str:
    """The ledger's line about borrowing: the credit and every debt standing."""
    if view.credit is None:
        return ""
    standing = "; ".join(f"{escape_text(d.borrower)} owes {escape_text(d.lender)} {d.amount}" for d in view.debts)
    return (f"Credit {view.credit}: no balance may fall below -{view.credit}. "
            + (f"Debts, repaid from the borrower's next winnings: {standing}." if standing else "No debts stand."))
