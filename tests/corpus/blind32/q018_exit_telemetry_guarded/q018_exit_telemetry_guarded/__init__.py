"""Early-exit LM with eager-only exit telemetry."""
