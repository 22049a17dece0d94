"""Single decode layer writing into a contiguous KV cache."""
