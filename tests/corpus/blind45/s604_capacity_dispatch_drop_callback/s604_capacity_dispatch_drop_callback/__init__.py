"""Capacity-bounded expert dispatch with dropped-token accounting."""
