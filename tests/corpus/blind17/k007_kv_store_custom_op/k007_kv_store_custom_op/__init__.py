"""KV-cache store kernel exposed as a custom op, used by the decode runner."""
