"""Tiny sparse-MoE block in the style of a Mixtral/Qwen-MoE layer."""
