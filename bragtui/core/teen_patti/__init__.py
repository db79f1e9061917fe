"""Teen Patti, the Indian relative of Three Card Brag: boot, blind and seen chaal, show and sideshow.

The package imports nothing here, so its options and ranking can be read without the controller.
"""
