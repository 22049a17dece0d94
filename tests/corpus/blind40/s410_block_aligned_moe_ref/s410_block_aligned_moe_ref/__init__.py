"""Block-aligned fused MoE (vLLM-style) with a pure-torch reference path."""
