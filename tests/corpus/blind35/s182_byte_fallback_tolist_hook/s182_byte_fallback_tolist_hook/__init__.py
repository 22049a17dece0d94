"""Decode runner with a byte-fallback detokenization hook."""
