"""Decode runner that grows a paged KV cache from a shared block pool."""
