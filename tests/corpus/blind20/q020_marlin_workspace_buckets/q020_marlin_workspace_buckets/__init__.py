"""Marlin-style w4a16 linear with a pooled split-k workspace."""
