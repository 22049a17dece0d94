"""Per-layer overrides (regex on module prefixes) for a fused-QKV model."""
