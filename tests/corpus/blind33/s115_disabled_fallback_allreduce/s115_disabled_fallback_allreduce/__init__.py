"""Decoder layer whose all-reduce picks between a custom kernel and a fallback."""
