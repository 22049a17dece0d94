"""QKV-parallel projection with cached per-rank shard layouts."""
