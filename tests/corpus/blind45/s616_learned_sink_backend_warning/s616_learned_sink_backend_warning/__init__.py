"""Attention backend with learned per-head sink logits (GPT-OSS style) on a sliding window."""
