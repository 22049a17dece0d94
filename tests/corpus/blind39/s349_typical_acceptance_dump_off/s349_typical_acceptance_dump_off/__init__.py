"""Medusa-style typical acceptance with an optional draft-token dump for debugging."""
