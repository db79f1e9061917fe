"""The hot-seat flow without a screen: who may see the screen, when the terminal is passed, and what
comes next, read from the game's views alone (no Textual, so these run in milliseconds)."""

from __future__ import annotations

import grimp
from helpers import new_game

from bragtui.app.hot_seat import HotSeat, Next


def flow_for(game, people=None):
    """A flow for ``game`` with ``people`` at the terminal (every seat unless told)."""
    seats = list(range(len(game.players))) if people is None else people
    flow = HotSeat(lambda: seats)
    flow.start(game)
    return flow


def dealt(players="Ann Bob Cy"):
    """A game whose first hand is just dealt."""
    game = new_game(players)
    game.start_hand()
    return game


def table(players="Ann Bob Cy", people=None):
    """A new game brought to the terminal, then its first hand dealt (as the app deals it)."""
    game = new_game(players)
    flow = flow_for(game, people)
    assert flow.next(game) == Next("deal")
    game.start_hand()
    return game, flow


def test_a_new_game_asks_for_a_deal_then_opens_on_the_first_turn_without_a_hand_off():
    game = new_game("Ann Bob Cy")
    flow = flow_for(game)
    assert flow.next(game) == Next("deal")
    game.start_hand()
    # Nothing private on screen yet (every player is blind): no hand-off.
    assert flow.next(game) == Next("turn", game.to_act) and flow.viewer == game.to_act


def test_blind_turns_follow_each_other_with_no_hand_off():
    game, flow = table()
    assert flow.next(game) == Next("turn", 0)
    game.act("Ann bet 1")
    assert flow.next(game) == Next("turn", 1)


def test_a_look_keeps_the_seat_then_the_next_seat_comes_behind_a_hand_off():
    game, flow = table()
    flow.next(game)
    game.act("Ann look")
    assert flow.next(game) == Next("turn", 0), "the same player goes on after a look, no hand-off"
    game.act("Ann bet 2")
    assert flow.next(game) == Next("handoff", 1) and flow.viewer is None
    flow.handed_over(1)
    assert flow.next(game) == Next("turn", 1)


def test_a_double_press_of_the_hand_offs_enter_changes_nothing():
    game, flow = table()
    flow.next(game)
    game.act("Ann look")
    game.act("Ann bet 2")
    assert flow.next(game).kind == "handoff"
    flow.handed_over(1)
    flow.handed_over(1)
    assert flow.next(game) == Next("turn", 1)
    assert flow.next(game) == Next("turn", 1)


def test_a_resumed_game_opens_with_a_hand_off_when_people_share_the_terminal():
    game = dealt()
    assert flow_for(game).next(game) == Next("handoff", 0)
    assert flow_for(game, people=[0]).next(game) == Next("turn", 0), "alone, nobody to pass the terminal to"


def test_a_game_resumed_at_a_hands_end_opens_on_its_public_ending_without_a_hand_off():
    game = dealt()
    game.act("Ann fold")
    game.act("Bob fold")
    assert game.hand_over
    assert flow_for(game).next(game) == Next("ending", None)


def test_a_computers_seat_is_a_computers_turn_and_one_person_keeps_the_terminal():
    game, flow = table(people=[0])
    assert flow.next(game, computers={1, 2}) == Next("turn", 0)
    game.act("Ann look")
    game.act("Ann bet 2")
    assert flow.next(game, computers={1, 2}) == Next("computer", 1)
    assert flow.watcher() == 0 and flow.keeps_terminal(game, 0)


def test_a_persons_cards_leave_the_screen_for_the_computers_when_another_person_acts_first():
    game, flow = table("Ann Hal Bob", people=[0, 2])
    assert flow.next(game, computers={1}) == Next("turn", 0)
    game.act("Ann look")
    game.act("Ann bet 2")
    assert flow.next(game, computers={1}) == Next("computer", 1)
    assert flow.viewer is None and flow.holder == 0 and flow.watcher() is None
    game.act("Hal fold")
    assert flow.next(game, computers={1}) == Next("handoff", 2)


def test_a_note_is_shown_only_to_its_seat_once_it_holds_the_terminal():
    game, flow = table()
    flow.notes[1] = "You held a pair."
    flow.next(game)
    assert flow.note_for(1) == "" and flow.note_for(0) == ""
    game.act("Ann bet 1")
    assert flow.next(game) == Next("handoff", 1), "a note for Bob's eyes only needs the terminal passed"
    flow.handed_over(1)
    assert flow.note_for(1) == "You held a pair."


def test_a_hands_ending_is_shown_once_then_the_next_deal_is_due():
    game, flow = table()
    flow.next(game)
    game.act("Ann fold")
    game.act("Bob fold")
    assert flow.next(game) == Next("ending") and flow.viewer is None
    assert flow.next(game) == Next("deal")


def test_the_flow_imports_nothing_of_textual():
    graph = grimp.build_graph("bragtui", include_external_packages=True, cache_dir=None)
    upstream = graph.find_upstream_modules("bragtui.app.hot_seat") | {"bragtui.app.hot_seat"}
    assert not {"textual", "rich"} & upstream


def test_seats_owed_a_private_screen_see_it_in_order_each_behind_a_hand_off_before_play_goes_on():
    game = new_game("Ann Bob Cy Dee", variant="teen-patti")
    flow = flow_for(game)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "9s 9h 4d", "Cy": "Qs Jd 10c", "Dee": "5h 5c 2d"})
    for text in ("Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look", "Cy sideshow 2"):
        game.act(text)
    assert flow.next(game) == Next("handoff", 1)
    flow.handed_over(1)
    assert flow.next(game) == Next("turn", 1)
    game.act("Bob accept")
    flow.reveals = [1, 2]  # the asked player, who holds the terminal, then the asker
    assert flow.next(game) == Next("reveal", 1)
    assert flow.next(game) == Next("reveal", 1), "until Bob has seen it"
    flow.revealed(1)
    assert flow.next(game) == Next("handoff", 2) and flow.viewer is None
    flow.handed_over(2)
    assert flow.next(game) == Next("reveal", 2)
    flow.revealed(2)
    # Cy's screen showed Bob's hand: Dee's turn comes behind a hand-off.
    assert flow.next(game) == Next("handoff", 3)


def test_a_seat_owed_a_private_screen_while_computers_played_gets_it_without_a_hand_off():
    game = new_game("Ann Bob Cy Dee", variant="teen-patti")
    flow = flow_for(game, people=[0, 2, 3])
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "9s 9h 4d", "Cy": "Qs Jd 10c", "Dee": "5h 5c 2d"})
    for text in ("Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look"):
        game.act(text)
    flow.viewer = 2
    game.act("Cy sideshow 2")
    assert flow.next(game, computers={1}) == Next("computer", 1) and flow.holder == 2
    game.act("Bob accept")
    flow.reveals = [2]
    assert flow.next(game, computers={1}) == Next("reveal", 2)
    flow.revealed(2)
    assert flow.next(game, computers={1}) == Next("handoff", 3)


def test_a_seen_teen_patti_player_alone_among_people_in_the_hand_keeps_the_terminal():
    game = new_game("Ann Bob Cy", variant="teen-patti")
    flow = flow_for(game, people=[0, 1])
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "9s 9h 4d", "Cy": "Qs Jd 10c"})
    game.act("Ann look")
    game.act("Ann chaal 2")
    game.act("Bob pack")
    assert flow.keeps_terminal(game, 0), "Bob has packed: only Ann may still act"
    assert not flow.keeps_terminal(game, 1)
