"""Decode-step model runner with scheduler-side throughput accounting."""
