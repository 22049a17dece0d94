"""Sliding-window decoder with a shared, thread-safe attention-mask cache."""
