"""Qwen2-VL style vision tower pieces: 2D rotary position ids for variable-size images."""
