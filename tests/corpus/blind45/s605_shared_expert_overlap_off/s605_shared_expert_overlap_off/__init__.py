"""Qwen2-MoE style sparse block: routed experts plus a gated shared expert."""
