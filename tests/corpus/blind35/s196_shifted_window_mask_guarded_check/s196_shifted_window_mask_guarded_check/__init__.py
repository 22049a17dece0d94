"""Shifted-window (SW-MSA) block with attention-mask construction."""
