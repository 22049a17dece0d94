"""Token-level KV cache pool with a slot allocator shared with the scheduler thread."""
