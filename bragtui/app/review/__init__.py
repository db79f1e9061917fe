"""The review's screens: a person's costliest decisions, and each one's position as they saw it."""
