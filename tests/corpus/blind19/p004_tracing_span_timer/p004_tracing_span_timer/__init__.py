"""Decoder with per-layer request tracing spans."""
