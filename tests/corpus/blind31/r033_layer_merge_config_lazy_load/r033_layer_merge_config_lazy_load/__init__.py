"""Per-layer merge ratios (SLERP / linear) read from a mergekit-style config."""
