"""Triton-style decode attention backend with a tuned num_kv_splits table (SGLang style)."""
