"""Decode-time MoE stack with per-layer expert load accounting (EPLB input)."""
