"""Per-tensor dynamic FP8 (emulated) activation quantization."""
