"""Model runner with an optional wall-clock step profiler."""
