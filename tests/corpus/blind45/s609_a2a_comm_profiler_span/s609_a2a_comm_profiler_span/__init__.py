"""Megatron-style all-to-all token dispatcher with communication profiling."""
