"""Latency-budgeted layer skipping for SLA-bound serving."""
