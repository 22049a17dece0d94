"""Sampler with per-request seeds (reproducible sampling for seeded requests)."""
