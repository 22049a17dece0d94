"""Batched decode with StreamingLLM KV compaction done by a (host-side reference) custom op."""
