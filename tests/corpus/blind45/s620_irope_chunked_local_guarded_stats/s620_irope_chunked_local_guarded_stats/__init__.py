"""Llama-4 iRoPE layout: chunked-local RoPE layers interleaved with global NoPE layers."""
