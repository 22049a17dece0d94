"""Llama-4 style chunked-local attention (iRoPE local layers) for padded prefill batches."""
