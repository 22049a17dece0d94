"""Decoder block with opt-in step profiling and debug dumps."""
