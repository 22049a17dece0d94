"""Mixture-of-depths block with an opaque token-selection kernel."""
