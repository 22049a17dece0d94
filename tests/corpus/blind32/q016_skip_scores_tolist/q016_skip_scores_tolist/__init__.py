"""Layer skipping driven by a lightweight skip predictor (SkipDecode-style)."""
