"""Fusion head over a sharded nearest-neighbour index."""
