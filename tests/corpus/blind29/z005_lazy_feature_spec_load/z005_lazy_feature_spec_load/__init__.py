"""Multi-task candidate scoring head with per-feature importance weights."""
