"""4-bit (NF4-style) LoRA deltas dequantized on the fly, with backend selection."""
