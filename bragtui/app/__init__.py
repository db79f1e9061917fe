"""The Textual app: hot-seat Brag in a terminal. Screens only render the controller's views."""

from bragtui.app.brag_app import BragApp, make_app

__all__ = ["BragApp", "make_app"]
