"""Gated MLP with an optional step-timer mixin (per-layer latency accounting)."""
