"""Paged attention layer with per-layer fp8 KV-cache scales."""
