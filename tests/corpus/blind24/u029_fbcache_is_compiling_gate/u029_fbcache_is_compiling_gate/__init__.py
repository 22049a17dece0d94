"""cache-dit style first-block cache (FBCache) around a DiT body."""
