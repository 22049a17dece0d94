"""Qwen2-VL style patch merger: 2x2 neighbouring patches -> one LLM token."""
