"""Attention with a KV reuse table that tracks which slots each request shares."""
