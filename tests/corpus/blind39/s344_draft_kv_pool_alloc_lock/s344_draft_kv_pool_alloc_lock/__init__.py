"""Separate small draft model with its own paged KV pool."""
