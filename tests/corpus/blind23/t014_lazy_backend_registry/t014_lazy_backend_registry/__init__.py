"""Decoder block whose attention kernel is picked from a lazily imported registry."""
