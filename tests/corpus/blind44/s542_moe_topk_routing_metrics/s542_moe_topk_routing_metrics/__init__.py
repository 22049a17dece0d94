"""Fused top-k expert selection with Prometheus-style routing counters."""
