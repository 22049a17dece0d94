"""Whisper decoder runner with a per-request cross-attention KV cache."""
