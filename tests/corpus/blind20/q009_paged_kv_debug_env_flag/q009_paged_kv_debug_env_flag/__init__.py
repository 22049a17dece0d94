"""Paged KV cache with an opt-in slot-mapping sanity checker."""
