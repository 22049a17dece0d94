"""Fused MoE with tuned launch configs looked up by (E, N, device, dtype)."""
