"""Interleaved M-RoPE for video tokens (t/h/w sections)."""
