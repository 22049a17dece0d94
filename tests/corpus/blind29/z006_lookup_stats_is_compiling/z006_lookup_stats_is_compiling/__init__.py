"""Two-tower retrieval model with eager-only embedding lookup telemetry."""
