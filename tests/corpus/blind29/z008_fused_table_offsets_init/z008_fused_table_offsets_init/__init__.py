"""Fused multi-feature embedding table with per-feature row offsets."""
