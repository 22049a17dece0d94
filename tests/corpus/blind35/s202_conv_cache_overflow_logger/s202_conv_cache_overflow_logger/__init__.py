"""Causal depthwise conv with a rolling conv-state cache (decode + prefill)."""
