"""Decode attention that maintains accumulated heavy-hitter scores."""
