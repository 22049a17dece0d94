"""Chunked streaming vocoder with causal conv caches and lookahead rollback."""
