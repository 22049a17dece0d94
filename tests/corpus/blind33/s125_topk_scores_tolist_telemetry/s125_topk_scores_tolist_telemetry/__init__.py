"""Top-k sparse decode attention with per-step token-importance telemetry."""
