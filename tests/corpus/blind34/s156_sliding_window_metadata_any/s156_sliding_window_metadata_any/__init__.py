"""Decode attention metadata with optional sliding-window handling."""
