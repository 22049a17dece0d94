"""Paged KV-cache pools and a decode model runner."""
