"""Model worker with step profiling regions and per-request context."""
