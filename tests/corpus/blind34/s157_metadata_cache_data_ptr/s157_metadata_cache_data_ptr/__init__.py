"""Attention metadata reuse across layers via a small builder cache."""
