"""Prefix (radix-style) cache: block hashes computed on insert, prefill reuses cached KV."""
