"""Paged KV pool with LRU eviction of idle prefix blocks."""
