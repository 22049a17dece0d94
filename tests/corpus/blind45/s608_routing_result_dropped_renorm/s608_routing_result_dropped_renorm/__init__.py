"""Mixtral-style sparse block with capacity-limited expert-parallel dispatch."""
