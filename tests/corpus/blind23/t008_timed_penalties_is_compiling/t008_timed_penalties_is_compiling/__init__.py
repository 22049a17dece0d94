"""Repetition / frequency / presence penalties with per-stage latency metrics."""
