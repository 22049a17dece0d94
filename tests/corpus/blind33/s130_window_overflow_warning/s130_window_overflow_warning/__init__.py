"""Sliding-window prefill attention configured from the model config."""
