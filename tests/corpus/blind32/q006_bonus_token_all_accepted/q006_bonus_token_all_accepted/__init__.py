"""Greedy verification of a linear draft with a bonus token."""
