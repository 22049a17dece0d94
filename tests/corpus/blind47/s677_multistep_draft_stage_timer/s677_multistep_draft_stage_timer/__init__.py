"""Multi-step chain drafting with per-stage timing."""
