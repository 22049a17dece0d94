"""Chunked streaming ASR encoder with a per-session left-context cache."""
