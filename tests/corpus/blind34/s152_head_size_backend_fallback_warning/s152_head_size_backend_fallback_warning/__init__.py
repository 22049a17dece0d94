"""Attention backend registry keyed by head size, with a fallback path."""
