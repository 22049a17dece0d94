"""Embedding forward step with per-stage latency accounting."""
