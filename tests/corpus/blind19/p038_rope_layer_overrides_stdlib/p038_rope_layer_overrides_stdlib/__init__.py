"""Decoder stack with per-layer rotary overrides parsed from layer names."""
