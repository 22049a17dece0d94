"""Tiny attention layer with a pluggable SDPA backend."""
