"""Fused MoE with per-device tuned tile configs shipped as JSON tables."""
