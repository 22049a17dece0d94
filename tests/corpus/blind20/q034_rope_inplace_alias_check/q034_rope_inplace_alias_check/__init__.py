"""Attention with in-place rotary embedding on a fused QKV projection."""
