"""Decoder layer using a custom (IPC-buffer) all-reduce with NCCL fallback."""
