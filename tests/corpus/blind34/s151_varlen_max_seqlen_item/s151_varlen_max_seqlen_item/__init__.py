"""Variable-length attention with a metadata builder (cu_seqlens / max_seqlen)."""
