"""Model runner whose decode step records per-phase latency."""
