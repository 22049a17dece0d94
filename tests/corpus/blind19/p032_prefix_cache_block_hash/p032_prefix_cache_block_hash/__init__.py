"""Prefill runner with automatic prefix caching of KV blocks."""
