"""Tiny decoder instrumented with per-layer latency spans."""
