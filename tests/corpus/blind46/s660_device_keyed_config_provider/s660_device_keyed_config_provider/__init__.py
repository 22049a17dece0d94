"""Chunked-prefill attention whose tile sizes come from a per-platform config provider."""
