"""Chunked linear recurrence (SSD-style) over packed varlen prefill batches."""
