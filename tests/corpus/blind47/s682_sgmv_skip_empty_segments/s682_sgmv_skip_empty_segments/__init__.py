"""Prefill-time batched LoRA (punica sgmv) in pure torch, used as the CPU fallback."""
