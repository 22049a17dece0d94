"""Flash-decoding style split-KV attention with a preallocated workspace."""
