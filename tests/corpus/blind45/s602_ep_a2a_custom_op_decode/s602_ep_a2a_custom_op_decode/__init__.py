"""Decode-time expert-parallel MoE with an all-to-all registered as a custom op."""
