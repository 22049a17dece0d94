"""Decode path of a tiny engine: token-to-KV pool + native attention."""
