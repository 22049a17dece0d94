"""Paged token-to-KV pool with a mask-based slot allocator."""
