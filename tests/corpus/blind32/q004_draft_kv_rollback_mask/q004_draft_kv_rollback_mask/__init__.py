"""Draft model runner with a per-step KV cache that rolls back rejected tokens."""
