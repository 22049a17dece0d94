"""Gemma-3 style interleaved local/global attention driven by a per-layer window table."""
