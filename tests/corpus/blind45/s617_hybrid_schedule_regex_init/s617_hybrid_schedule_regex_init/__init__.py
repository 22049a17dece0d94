"""Hybrid attention schedule: per-layer kind (sliding / full / chunked) resolved from a JSON spec."""
