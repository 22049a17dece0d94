"""Paged KV cache: slot mapping built from block tables."""
