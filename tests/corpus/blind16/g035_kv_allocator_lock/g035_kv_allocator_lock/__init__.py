"""Paged KV cache: block allocator + a decode attention step."""
