"""Multimodal (M-RoPE) rotary embedding for a vision-language decoder."""
