"""Decode attention backend with a checked metadata builder."""
