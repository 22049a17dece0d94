"""Fused MoE block with a CPU fallback path (SGLang-style)."""
