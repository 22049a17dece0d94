"""Depth-adaptive decoder with an env-controlled debug mode."""
