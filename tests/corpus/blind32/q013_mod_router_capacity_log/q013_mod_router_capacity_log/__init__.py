"""Mixture-of-Depths block: a router picks the top-k tokens that get the full block."""
