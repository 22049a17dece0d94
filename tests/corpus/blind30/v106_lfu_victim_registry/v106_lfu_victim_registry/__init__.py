"""Prefix block cache with pluggable eviction policies picked by name."""
