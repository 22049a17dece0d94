"""Split-KV decode attention with a shared float workspace."""
