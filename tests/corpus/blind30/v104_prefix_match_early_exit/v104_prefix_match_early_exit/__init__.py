"""Speculative prefix reuse: compare the new prompt to the cached one on device."""
