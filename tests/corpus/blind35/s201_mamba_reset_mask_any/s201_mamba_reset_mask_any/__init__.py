"""Mamba-style mixer with per-sequence SSM state that is reset on new requests."""
