"""Decode step with a byte-fallback debug trace that only runs eagerly."""
