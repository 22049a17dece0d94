"""Reporters: one per output format."""
