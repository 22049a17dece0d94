"""Linear weight averaging ("model soup") with eager-only validation."""
